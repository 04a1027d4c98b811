-- test/accuracy/request_tracker.sql: Best Practical's RT (Request Tracker) 4.4/5.0 on PostgreSQL
-- (etc/schema.Pg: unquoted names, so lower-case concatenated columns such as effectiveid,
-- lastupdatedby, principaltype), a company helpdesk of eight queues and eight years, written for
-- issue 16 as a held-out check (round 19): committed with its truth (request_tracker_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: ids from sequences (id integer DEFAULT nextval(...), bigint for transactions
-- and attachments), references named after the thing without an _id suffix (queue, owner,
-- creator, lastupdatedby, customfield, scrip, scripcondition, scripaction, parent, via, basedon,
-- localbase, localtarget), and audit columns Creator / LastUpdatedBy (-> users.id) on almost
-- every table. Unique keys besides the ids are plain CREATE UNIQUE INDEX, as schema.Pg makes them:
-- users1 and queues1 on lower(name) (expressions), groupmembers1 (groupid, memberid),
-- objectcustomfields1 (objectid, customfield), objectscrips1 (objectid, scrip), templates1 (queue, name).
-- RT declares NO foreign keys in its PostgreSQL schema: every reference below is
-- undeclared (mode fk drops nothing), so only what is found counts (as TP or FP).
-- Principals: users and groups share ids with principals (a principal row is inserted first, the
-- user or group row takes its id), so users.id and groups.id -> principals.id (one to one), and
-- the two id sets interleave in creation order (each user has an ACLEquivalence group created
-- just after it; each ticket four role groups: Requestor, Cc, AdminCc, Owner).
-- Unset is 0, not NULL: attachments.parent (0 = top-level MIME part), links.localtarget (0 = an
-- external URI target), templates.queue, objectcustomfields.objectid and objectscrips.objectid
-- (0 = global). Their other values are all in the target: in the truth as undeclared.
-- Tickets.owner is never 0: unowned tickets belong to the user Nobody (id 6). Unset dates are
-- '1970-01-01 00:00:00', not NULL (told, starts, started, due, resolved), as RT writes them.
-- tickets.effectiveid = id except on merged tickets, where it is the surviving ticket's id.
-- Truth targets follow the class RT's code loads for the column: acl.principalid,
-- groupmembers.memberid, cachedgroupmembers.memberid -> principals (they hold users and groups);
-- groupmembers.groupid, cachedgroupmembers.groupid and immediateparentid -> groups; every user
-- reference (owner, creator, lastupdatedby) -> users. (Every group or user id is also a principal
-- id, and every acl.principalid happens to be a group: RT grants rights to a user through the
-- user's ACLEquivalence group; those supertype/subtype fits are not extra truth rows.)
-- cachedgroupmembers.via -> cachedgroupmembers.id (self reference: its own id on direct rows, the
-- parent membership row on rows inherited through a nested group).
-- Transactions of type CustomField carry referencetype 'RT::ObjectCustomFieldValue' and
-- oldreference / newreference -> objectcustomfieldvalues.id (NULL on every other transaction).
-- Polymorphic, no reference, left out of the truth: transactions.objectid (objecttype RT::Ticket,
-- RT::User or RT::Group), objectcustomfieldvalues.objectid (RT::Ticket, RT::User, RT::Queue),
-- acl.objectid (RT::System = 1, RT::Queue, RT::Group, RT::CustomField), attributes.objectid
-- (RT::System, RT::User, RT::Group), groups.instance (a user id for ACLEquivalence, a queue id
-- for queue roles, a ticket id for ticket roles, 1 for system roles, 0 otherwise).
-- Also left out: scrips.template (a template NAME, resolved per queue with the global one as
-- fallback; names such as 'Autoreply in HTML' repeat across queues, so no column is unique);
-- transactions.oldvalue / newvalue / field (text: a user id, a queue id, a status or a CF id
-- depending on type); links.base / target (URIs 'fsck.com-rt://example.com/ticket/N');
-- scripconditions.creator / lastupdatedby and scripactions.creator / lastupdatedby (1 on every
-- row: initial data, one value decides nothing).
-- customfields.basedon holds two values only (Component on Product, Billing Sub-Reason on Billing
-- Reason); it is in the truth.
-- RT never deletes tickets or users (status 'deleted', principals.disabled), so there are no
-- orphans. Skewed: a few customers file many tickets, Support holds about half of them.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2019);

CREATE SEQUENCE principals_id_seq;
CREATE SEQUENCE queues_id_seq;
CREATE SEQUENCE tickets_id_seq;
CREATE SEQUENCE groupmembers_id_seq;
CREATE SEQUENCE cachedgroupmembers_id_seq;
CREATE SEQUENCE acl_id_seq;
CREATE SEQUENCE transactions_id_seq;
CREATE SEQUENCE attachments_id_seq;
CREATE SEQUENCE customfields_id_seq;
CREATE SEQUENCE customfieldvalues_id_seq;
CREATE SEQUENCE objectcustomfields_id_seq;
CREATE SEQUENCE objectcustomfieldvalues_id_seq;
CREATE SEQUENCE links_id_seq;
CREATE SEQUENCE scrips_id_seq;
CREATE SEQUENCE objectscrips_id_seq;
CREATE SEQUENCE scripconditions_id_seq;
CREATE SEQUENCE scripactions_id_seq;
CREATE SEQUENCE templates_id_seq;
CREATE SEQUENCE attributes_id_seq;

-- ---- plan: queues, teams, tickets ------------------------------------------------------------
CREATE TEMP TABLE q (id int, name text, team int, disabled int, created timestamp, creator_key text);
INSERT INTO q VALUES
 (1, 'General', 1, 0, '2016-03-01 09:01', 'rtsys'), (2, 'Support', 1, 0, '2016-03-20 10:00', 'root'),
 (3, 'Sales', 3, 0, '2016-03-20 11:00', 'root'), (4, 'Billing', 2, 0, '2016-03-21 09:30', 'root'),
 (5, 'IT Ops', 4, 0, '2016-03-21 14:00', 'root'), (6, 'Security', 5, 0, '2016-03-22 09:00', 'root'),
 (7, 'Old Helpdesk', 1, 1, '2016-03-22 10:00', 'root'), (8, 'Feedback', 6, 0, '2016-03-23 16:00', 's26');
CREATE TEMP TABLE udg (n int, name text, descr text);
INSERT INTO udg VALUES (1, 'Support Team', 'first and second line'), (2, 'Billing Team', 'accounts receivable'),
 (3, 'Sales Team', 'inside sales'), (4, 'Ops Team', 'infrastructure'), (5, 'Security Team', 'incident response'),
 (6, 'Managers', 'team leads');
CREATE TEMP TABLE teamstaff AS
SELECT team, row_number() OVER (PARTITION BY team ORDER BY s) AS n, s FROM (
  SELECT CASE WHEN s <= 10 THEN 1 WHEN s <= 14 THEN 2 WHEN s <= 18 THEN 3 WHEN s <= 23 THEN 4 WHEN s <= 25 THEN 5 ELSE 6 END AS team, s
  FROM generate_series(1, 27) s
  UNION ALL SELECT 6, 1 UNION ALL SELECT 6, 11) x;
CREATE TEMP TABLE teamsize AS SELECT team, count(*) AS cnt FROM teamstaff GROUP BY team;

CREATE TEMP TABLE tk0 AS
SELECT g AS id, random() AS r_q, random() AS r_c, random() AS r_o, random() AS r_s, random() AS r_x, random() AS r_n,
       random() AS r_m, timestamp '2016-04-01 08:00' + g * interval '77 hours' + (random() * 600)::int * interval '1 minute' AS created
FROM generate_series(1, 900) g;
CREATE TEMP TABLE tk AS
SELECT t.*, qq.queue, q.team,
       CASE WHEN t.r_x < 0.12 THEN 0 ELSE 1 + floor(460 * power(t.r_c, 1.7))::int END AS cust,
       1 + floor(27 * t.r_c)::int AS staff_req,
       CASE WHEN t.id < 820 THEN
              CASE WHEN t.r_s < 0.80 THEN 'resolved' WHEN t.r_s < 0.86 THEN 'rejected' WHEN t.r_s < 0.88 THEN 'deleted'
                   WHEN t.r_s < 0.92 THEN 'stalled' ELSE 'open' END
            ELSE CASE WHEN t.r_s < 0.30 THEN 'new' WHEN t.r_s < 0.75 THEN 'open' WHEN t.r_s < 0.85 THEN 'stalled' ELSE 'resolved' END
       END AS status
FROM tk0 t
CROSS JOIN LATERAL (SELECT CASE WHEN t.id < 250 AND t.r_q < 0.15 THEN 7 WHEN t.r_q < 0.50 THEN 2 WHEN t.r_q < 0.64 THEN 1
                                WHEN t.r_q < 0.76 THEN 4 WHEN t.r_q < 0.86 THEN 5 WHEN t.r_q < 0.94 THEN 3
                                WHEN t.r_q < 0.975 THEN 6 ELSE 8 END AS queue) qq
JOIN q ON q.id = qq.queue;
ALTER TABLE tk ADD COLUMN owner_s int, ADD COLUMN creator_s int, ADD COLUMN effectiveid int;
-- owner: a member of the queue's team, skewed; Nobody (owner_s 0) for most new and some rejected tickets
UPDATE tk SET owner_s = CASE WHEN (status = 'new' AND r_o < 0.9) OR (status IN ('rejected', 'deleted') AND r_o < 0.5) THEN 0
                             ELSE (SELECT s FROM teamstaff ts WHERE ts.team = tk.team
                                   AND ts.n = 1 + floor((SELECT cnt FROM teamsize z WHERE z.team = tk.team) * power(tk.r_o, 1.5))::int) END;
-- creator: the requestor by mail; a staff member on internal tickets and phone tickets (8%)
UPDATE tk SET creator_s = CASE WHEN cust = 0 THEN staff_req
                               WHEN r_m < 0.08 THEN (SELECT s FROM teamstaff ts WHERE ts.team = tk.team AND ts.n = 1 + (tk.id % 2)) END;
UPDATE tk SET effectiveid = CASE WHEN id % 47 = 13 THEN id - 1 - (id % 5) ELSE id END;
CREATE TEMP TABLE custfirst AS SELECT cust, min(id) AS first_t FROM tk WHERE cust > 0 GROUP BY cust;

-- ---- principals in creation order -------------------------------------------------------------
CREATE TEMP TABLE ent (phase int, k1 int, k2 int, kind text, ukey text, ref int, role text, created timestamp);
INSERT INTO ent VALUES
 (0, 1, 0, 'user', 'rtsys', NULL, NULL, '2016-03-01 09:00:00'), (0, 2, 0, 'acleq', 'rtsys', NULL, NULL, '2016-03-01 09:00:00'),
 (0, 3, 0, 'internal', NULL, NULL, 'Everyone', '2016-03-01 09:00:01'), (0, 4, 0, 'internal', NULL, NULL, 'Privileged', '2016-03-01 09:00:01'),
 (0, 5, 0, 'internal', NULL, NULL, 'Unprivileged', '2016-03-01 09:00:01'),
 (0, 6, 0, 'user', 'nobody', NULL, NULL, '2016-03-01 09:00:02'), (0, 7, 0, 'acleq', 'nobody', NULL, NULL, '2016-03-01 09:00:02'),
 (0, 8, 0, 'sysrole', NULL, 1, 'Owner', '2016-03-01 09:00:03'), (0, 9, 0, 'sysrole', NULL, 1, 'Requestor', '2016-03-01 09:00:03'),
 (0, 10, 0, 'sysrole', NULL, 1, 'Cc', '2016-03-01 09:00:03'), (0, 11, 0, 'sysrole', NULL, 1, 'AdminCc', '2016-03-01 09:00:03'),
 (0, 12, 0, 'user', 'root', NULL, NULL, '2016-03-01 09:00:04'), (0, 13, 0, 'acleq', 'root', NULL, NULL, '2016-03-01 09:00:04');
INSERT INTO ent SELECT 1, 1, k, 'qrole', NULL, 1, (ARRAY['AdminCc', 'Cc', 'Owner', 'Requestor'])[k], '2016-03-01 09:01'
FROM generate_series(1, 4) k;
INSERT INTO ent SELECT 2, s, x, CASE x WHEN 0 THEN 'user' ELSE 'acleq' END, 's' || s, NULL, NULL,
       timestamp '2016-03-02 09:00' + s * interval '14 hours'
FROM generate_series(1, 27) s, generate_series(0, 1) x;
INSERT INTO ent SELECT 3, q.id, k, 'qrole', NULL, q.id, (ARRAY['AdminCc', 'Cc', 'Owner', 'Requestor'])[k], q.created
FROM q, generate_series(1, 4) k WHERE q.id > 1;
INSERT INTO ent SELECT 3, 100 + n, 0, 'udg', NULL, n, name, timestamp '2016-03-25 09:00' + n * interval '1 hour' FROM udg;
INSERT INTO ent SELECT 4, c.first_t, x, CASE x WHEN 0 THEN 'user' ELSE 'acleq' END, 'c' || c.cust, NULL, NULL, t.created - interval '1 second'
FROM custfirst c JOIN tk t ON t.id = c.first_t, generate_series(0, 1) x;
INSERT INTO ent SELECT 4, t.id, 1 + k, 'trole', NULL, t.id, (ARRAY['Requestor', 'Cc', 'AdminCc', 'Owner'])[k], t.created
FROM tk t, generate_series(1, 4) k;
CREATE TEMP TABLE pid AS SELECT row_number() OVER (ORDER BY phase, k1, k2)::int AS id, * FROM ent;
CREATE TEMP TABLE umap AS SELECT ukey, id, created FROM pid WHERE kind = 'user';
CREATE TEMP TABLE gmap AS SELECT kind, ukey, ref, role, id, created FROM pid WHERE kind <> 'user';
CREATE FUNCTION pg_temp.u(k text) RETURNS int LANGUAGE sql STABLE AS $$ SELECT id FROM umap WHERE ukey = k $$;
ALTER TABLE tk ADD COLUMN owner int, ADD COLUMN creator int, ADD COLUMN req int;
UPDATE tk SET owner = CASE WHEN owner_s = 0 THEN pg_temp.u('nobody') ELSE pg_temp.u('s' || owner_s) END,
              req = CASE WHEN cust = 0 THEN pg_temp.u('s' || staff_req) ELSE pg_temp.u('c' || cust) END;
UPDATE tk SET creator = CASE WHEN creator_s IS NOT NULL THEN pg_temp.u('s' || creator_s) ELSE req END;

CREATE TABLE principals (
  id integer DEFAULT nextval('principals_id_seq'),
  principaltype varchar(16) NOT NULL,
  disabled smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (id));
INSERT INTO principals
SELECT id, CASE WHEN kind = 'user' THEN 'User' ELSE 'Group' END,
       CASE WHEN kind = 'user' AND (ukey = 's9' OR (ukey LIKE 'c%' AND substr(ukey, 2)::int % 31 = 17)) THEN 1 ELSE 0 END
FROM pid ORDER BY id;

CREATE TABLE users (
  id integer NOT NULL,
  name varchar(200) NOT NULL,
  password varchar(256) NULL,
  authtoken varchar(16) NULL,
  comments text NULL,
  signature text NULL,
  emailaddress varchar(120) NULL,
  freeformcontactinfo text NULL,
  organization varchar(200) NULL,
  realname varchar(120) NULL,
  nickname varchar(16) NULL,
  lang varchar(16) NULL,
  gecos varchar(16) NULL,
  homephone varchar(30) NULL,
  workphone varchar(30) NULL,
  mobilephone varchar(30) NULL,
  city varchar(100) NULL,
  country varchar(50) NULL,
  timezone varchar(50) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE UNIQUE INDEX users1 ON users (lower(name));
CREATE INDEX users4 ON users (lower(emailaddress));
INSERT INTO users (id, name, password, authtoken, comments, emailaddress, organization, realname, lang, gecos, workphone,
                   city, country, timezone, creator, created, lastupdatedby, lastupdated)
SELECT m.id,
       CASE m.ukey WHEN 'rtsys' THEN 'RT_System' WHEN 'nobody' THEN 'Nobody' WHEN 'root' THEN 'root'
            ELSE CASE WHEN m.ukey LIKE 's%' THEN 'agent' || substr(m.ukey, 2) ELSE 'customer' || substr(m.ukey, 2) || '@mail' || (substr(m.ukey, 2)::int % 40) || '.example.net' END END,
       CASE WHEN m.ukey LIKE 's%' OR m.ukey = 'root' THEN '!bcrypt!' || md5(m.ukey) ELSE '*NO-PASSWORD*' END,
       substr(md5('tok' || m.ukey), 1, 16),
       CASE m.ukey WHEN 'rtsys' THEN 'Do not delete or modify this user. It is integral to RT''s internal database structures'
            WHEN 'nobody' THEN 'Do not delete or modify this user. It is integral to RT''s internal data structures'
            WHEN 'root' THEN 'SuperUser' ELSE CASE WHEN m.ukey LIKE 'c%' THEN 'Autocreated on ticket submission' END END,
       CASE WHEN m.ukey LIKE 's%' THEN 'agent' || substr(m.ukey, 2) || '@example.com' WHEN m.ukey = 'root' THEN 'root@localhost'
            WHEN m.ukey LIKE 'c%' THEN 'customer' || substr(m.ukey, 2) || '@mail' || (substr(m.ukey, 2)::int % 40) || '.example.net' END,
       CASE WHEN m.ukey LIKE 's%' THEN 'Example Corp' WHEN m.ukey LIKE 'c%' AND substr(m.ukey, 2)::int % 3 = 0 THEN 'Client ' || (substr(m.ukey, 2)::int % 40) END,
       CASE m.ukey WHEN 'rtsys' THEN 'The RT System itself' WHEN 'nobody' THEN 'Nobody in particular' WHEN 'root' THEN 'Enoch Root'
            ELSE CASE WHEN m.ukey LIKE 's%' THEN 'Agent ' || substr(m.ukey, 2) WHEN random() < 0.7 THEN 'Customer ' || substr(m.ukey, 2) END END,
       CASE WHEN m.ukey LIKE 's%' AND substr(m.ukey, 2)::int % 4 = 0 THEN 'de' END,
       CASE WHEN m.ukey LIKE 's%' THEN 'agent' || substr(m.ukey, 2) WHEN m.ukey = 'root' THEN 'root' END,
       CASE WHEN m.ukey LIKE 's%' THEN '+1 555 01' || lpad(substr(m.ukey, 2), 2, '0') END,
       CASE WHEN m.ukey LIKE 'c%' AND random() < 0.3 THEN (ARRAY['Boston', 'Berlin', 'Austin', 'Lyon', 'Leeds'])[1 + (m.id % 5)] END,
       CASE WHEN m.ukey LIKE 'c%' AND random() < 0.3 THEN (ARRAY['US', 'DE', 'US', 'FR', 'UK'])[1 + (m.id % 5)] END,
       CASE WHEN m.ukey LIKE 's%' THEN (ARRAY['America/New_York', 'Europe/Berlin', 'America/Chicago'])[1 + m.id % 3] END,
       CASE WHEN m.ukey LIKE 'c%' THEN 1 WHEN m.ukey LIKE 's%' AND substr(m.ukey, 2)::int > 20 THEN pg_temp.u('s26')
            WHEN m.ukey LIKE 's%' THEN pg_temp.u('root') ELSE 1 END,
       m.created,
       CASE WHEN m.ukey LIKE 'c%' THEN CASE WHEN random() < 0.06 THEN pg_temp.u('s' || (1 + m.id % 10)) ELSE 1 END
            WHEN m.ukey LIKE 's%' THEN CASE WHEN random() < 0.6 THEN m.id ELSE pg_temp.u('root') END ELSE 1 END,
       m.created + (random() * 400)::int * interval '1 day'
FROM umap m ORDER BY m.id;

CREATE TABLE groups (
  id integer NOT NULL,
  name varchar(200) NULL,
  description varchar(255) NULL,
  domain varchar(64),
  instance integer,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX groups1 ON groups (lower(domain), lower(name), instance);
CREATE INDEX groups2 ON groups (instance);
INSERT INTO groups
SELECT g.id,
       CASE g.kind WHEN 'acleq' THEN 'UserEquiv' ELSE g.role END,
       CASE g.kind WHEN 'acleq' THEN 'ACL equiv. for user ' || pg_temp.u(g.ukey) WHEN 'internal' THEN 'Pseudogroup for internal use'
            WHEN 'udg' THEN (SELECT descr FROM udg WHERE n = g.ref) ELSE '' END,
       CASE g.kind WHEN 'acleq' THEN 'ACLEquivalence' WHEN 'internal' THEN 'SystemInternal' WHEN 'sysrole' THEN 'RT::System-Role'
            WHEN 'qrole' THEN 'RT::Queue-Role' WHEN 'udg' THEN 'UserDefined' ELSE 'RT::Ticket-Role' END,
       CASE g.kind WHEN 'acleq' THEN pg_temp.u(g.ukey) WHEN 'sysrole' THEN 1 WHEN 'qrole' THEN g.ref WHEN 'trole' THEN g.ref ELSE 0 END,
       c.cr, g.created, c.cr, g.created
FROM gmap g
LEFT JOIN tk t ON g.kind = 'trole' AND t.id = g.ref
LEFT JOIN q ON g.kind = 'qrole' AND q.id = g.ref
CROSS JOIN LATERAL (SELECT CASE g.kind WHEN 'trole' THEN t.creator WHEN 'qrole' THEN pg_temp.u(q.creator_key)
                                       WHEN 'udg' THEN pg_temp.u('root') ELSE 1 END AS cr) c
ORDER BY g.id;

-- ---- queues, tickets ------------------------------------------------------------------------
CREATE TABLE queues (
  id integer DEFAULT nextval('queues_id_seq'),
  name varchar(200) NOT NULL,
  description varchar(255) NULL,
  correspondaddress varchar(120) NULL,
  commentaddress varchar(120) NULL,
  lifecycle varchar(32) NULL,
  subjecttag varchar(120) NULL,
  sortorder integer NOT NULL DEFAULT 0,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  disabled smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (id));
CREATE UNIQUE INDEX queues1 ON queues (lower(name));
INSERT INTO queues
SELECT id, name, CASE id WHEN 1 THEN 'The default queue' ELSE name || ' requests' END,
       CASE WHEN id = 1 THEN '' ELSE lower(replace(name, ' ', '-')) || '@example.com' END,
       CASE WHEN id = 1 THEN '' ELSE lower(replace(name, ' ', '-')) || '-comment@example.com' END,
       CASE WHEN id = 3 THEN 'sales' ELSE 'default' END, CASE WHEN id = 6 THEN 'SEC' END, 0,
       pg_temp.u(creator_key), created,
       CASE WHEN id IN (2, 4) THEN pg_temp.u('s26') WHEN id = 7 THEN pg_temp.u('root') ELSE pg_temp.u(creator_key) END,
       created + id * interval '40 days', disabled
FROM q ORDER BY id;

CREATE TABLE tickets (
  id integer DEFAULT nextval('tickets_id_seq'),
  effectiveid integer NOT NULL DEFAULT 0,
  ismerged smallint NULL DEFAULT NULL,
  queue integer NOT NULL DEFAULT 0,
  type varchar(16) NULL,
  owner integer NOT NULL DEFAULT 0,
  subject varchar(200) NULL DEFAULT '[no subject]',
  description text NULL,
  initialpriority integer NOT NULL DEFAULT 0,
  finalpriority integer NOT NULL DEFAULT 0,
  priority integer NOT NULL DEFAULT 0,
  timeestimated integer NOT NULL DEFAULT 0,
  timeworked integer NOT NULL DEFAULT 0,
  status varchar(64) NULL,
  sla varchar(64) NULL,
  timeleft integer NOT NULL DEFAULT 0,
  told timestamp NULL,
  starts timestamp NULL,
  started timestamp NULL,
  due timestamp NULL,
  resolved timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX tickets1 ON tickets (queue, status);
CREATE INDEX tickets2 ON tickets (owner);
CREATE INDEX tickets6 ON tickets (effectiveid, type);

-- ---- custom fields ----------------------------------------------------------------------------
CREATE TABLE customfields (
  id integer DEFAULT nextval('customfields_id_seq'),
  name varchar(200) NULL,
  type varchar(200) NULL,
  rendertype varchar(64) NULL,
  maxvalues integer NOT NULL DEFAULT 0,
  pattern text NULL,
  basedon integer NULL,
  valuesclass varchar(64) NULL,
  description varchar(255) NULL,
  sortorder integer NOT NULL DEFAULT 0,
  lookuptype varchar(255) NOT NULL,
  entryhint varchar(255) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  disabled smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (id));
INSERT INTO customfields (id, name, type, rendertype, maxvalues, pattern, basedon, description, sortorder, lookuptype, entryhint,
                          creator, created, lastupdatedby, lastupdated, disabled)
SELECT id, name, type, CASE WHEN type = 'Select' THEN 'Dropdown' END, maxv, '', basedon, name || ' of the request', id, lookup,
       CASE WHEN type = 'Select' THEN 'Select one value' ELSE 'Enter one value' END,
       pg_temp.u(cr), timestamp '2016-03-26 10:00' + id * interval '3 days', pg_temp.u(upd), timestamp '2017-01-10' + id * interval '20 days', dis
FROM (VALUES (1, 'Severity', 'Select', 1, NULL::int, 'RT::Queue-RT::Ticket', 'root', 'root', 0),
             (2, 'Product', 'Select', 1, NULL, 'RT::Queue-RT::Ticket', 'root', 's26', 0),
             (3, 'Component', 'Select', 1, 2, 'RT::Queue-RT::Ticket', 'root', 's26', 0),
             (4, 'Customer ID', 'Freeform', 1, NULL, 'RT::Queue-RT::Ticket', 'root', 'root', 0),
             (5, 'Resolution Code', 'Select', 1, NULL, 'RT::Queue-RT::Ticket', 'root', 's27', 0),
             (6, 'Department', 'Select', 1, NULL, 'RT::User', 'root', 'root', 0),
             (7, 'Hardware', 'Freeform', 0, NULL, 'RT::Queue-RT::Ticket', 's26', 's26', 1),
             (8, 'Root Cause', 'Text', 1, NULL, 'RT::Queue-RT::Ticket', 's26', 's27', 0),
             (9, 'Region', 'Select', 1, NULL, 'RT::Queue', 'root', 'root', 0),
             (10, 'Billing Reason', 'Select', 1, NULL, 'RT::Queue-RT::Ticket', 's26', 's26', 0),
             (11, 'Billing Sub-Reason', 'Select', 1, 10, 'RT::Queue-RT::Ticket', 's26', 's26', 0))
     v(id, name, type, maxv, basedon, lookup, cr, upd, dis);

CREATE TABLE customfieldvalues (
  id integer DEFAULT nextval('customfieldvalues_id_seq'),
  customfield integer NOT NULL,
  name varchar(200) NULL,
  description varchar(255) NULL,
  sortorder integer NOT NULL DEFAULT 0,
  category varchar(255) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX customfieldvalues1 ON customfieldvalues (customfield);
CREATE TEMP TABLE cfv AS
SELECT * FROM (VALUES
 (1, 'Low', NULL::text), (1, 'Medium', NULL), (1, 'High', NULL), (1, 'Critical', NULL),
 (2, 'Webshop', NULL), (2, 'Mobile App', NULL), (2, 'API', NULL), (2, 'Reporting', NULL), (2, 'Payments', NULL), (2, 'Hosting', NULL),
 (3, 'Checkout', 'Webshop'), (3, 'Catalog', 'Webshop'), (3, 'Search', 'Webshop'), (3, 'iOS', 'Mobile App'), (3, 'Android', 'Mobile App'),
 (3, 'REST', 'API'), (3, 'Webhooks', 'API'), (3, 'Exports', 'Reporting'), (3, 'Dashboards', 'Reporting'), (3, 'Cards', 'Payments'),
 (3, 'Invoices', 'Payments'), (3, 'DNS', 'Hosting'), (3, 'Backups', 'Hosting'),
 (5, 'Fixed', NULL), (5, 'Workaround', NULL), (5, 'No fault found', NULL), (5, 'Duplicate', NULL), (5, 'User error', NULL),
 (6, 'Support', NULL), (6, 'Finance', NULL), (6, 'Sales', NULL), (6, 'Operations', NULL), (6, 'Security', NULL), (6, 'Management', NULL),
 (9, 'EMEA', NULL), (9, 'Americas', NULL), (9, 'APAC', NULL), (9, 'Global', NULL),
 (10, 'Refund', NULL), (10, 'Dispute', NULL), (10, 'Invoice error', NULL), (10, 'Plan change', NULL),
 (11, 'Partial refund', 'Refund'), (11, 'Full refund', 'Refund'), (11, 'Chargeback', 'Dispute'), (11, 'Fraud claim', 'Dispute'),
 (11, 'Wrong amount', 'Invoice error'), (11, 'Wrong address', 'Invoice error'), (11, 'Upgrade', 'Plan change'), (11, 'Downgrade', 'Plan change'))
 v(cf, name, category);
INSERT INTO customfieldvalues (id, customfield, name, description, sortorder, category, creator, created, lastupdatedby, lastupdated)
SELECT row_number() OVER (ORDER BY cf, name), cf, name, '', row_number() OVER (PARTITION BY cf ORDER BY name), category,
       CASE WHEN cf IN (10, 11) THEN pg_temp.u('s26') ELSE pg_temp.u('root') END, timestamp '2016-03-27' + cf * interval '3 days',
       CASE WHEN cf = 3 THEN pg_temp.u('s26') WHEN cf IN (10, 11) THEN pg_temp.u('s11') ELSE pg_temp.u('root') END,
       timestamp '2016-04-27' + cf * interval '9 days'
FROM cfv;

CREATE TABLE objectcustomfields (
  id integer DEFAULT nextval('objectcustomfields_id_seq'),
  customfield integer NOT NULL,
  objectid integer NOT NULL,
  sortorder integer NOT NULL DEFAULT 0,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE UNIQUE INDEX objectcustomfields1 ON objectcustomfields (objectid, customfield);
INSERT INTO objectcustomfields (id, customfield, objectid, sortorder, creator, created, lastupdatedby, lastupdated)
SELECT row_number() OVER (ORDER BY ord), cf, obj, so, pg_temp.u(cr), timestamp '2016-03-28' + ord * interval '2 days', pg_temp.u(cr),
       timestamp '2016-03-28' + ord * interval '2 days'
FROM (VALUES (1, 1, 2, 1, 'root'), (2, 1, 5, 1, 'root'), (3, 1, 6, 1, 'root'), (4, 2, 2, 2, 'root'), (5, 2, 3, 1, 'root'),
             (6, 3, 2, 3, 'root'), (7, 3, 3, 2, 'root'), (8, 4, 4, 1, 'root'), (9, 5, 0, 9, 'root'), (10, 6, 0, 1, 'root'),
             (11, 7, 5, 2, 's26'), (12, 8, 0, 10, 's26'), (13, 9, 0, 1, 'root'), (14, 10, 4, 2, 's26'), (15, 11, 4, 3, 's26'))
     v(ord, cf, obj, so, cr);

-- values: ticket CFs by queue, user CF on staff, queue CF on queues; 12% of severities changed once
CREATE TEMP TABLE ov AS
SELECT 'RT::Ticket'::text AS otype, t.id AS oid, x.cf, x.content, t.created + x.lag AS created, x.who AS creator, 1 AS gen
FROM tk t
CROSS JOIN LATERAL (
  SELECT 1 AS cf, (ARRAY['Low', 'Medium', 'Medium', 'High', 'Critical'])[1 + (t.id * 7 + floor(t.r_n * 5)::int) % 5] AS content,
         interval '10 minutes' AS lag, t.creator AS who WHERE t.queue IN (2, 5, 6) AND t.r_o < 0.85
  UNION ALL
  SELECT 2, p.name, interval '11 minutes', t.creator FROM (SELECT name, row_number() OVER (ORDER BY name) AS k FROM cfv WHERE cf = 2) p
  WHERE t.queue IN (2, 3) AND t.r_m < 0.7 AND p.k = 1 + floor(6 * power(t.r_c, 1.3))::int
  UNION ALL
  SELECT 3, c.name, interval '3 hours', t.owner FROM (SELECT name, category, row_number() OVER (PARTITION BY category ORDER BY name) AS k FROM cfv WHERE cf = 3) c
  JOIN (SELECT name, row_number() OVER (ORDER BY name) AS k FROM cfv WHERE cf = 2) p ON p.name = c.category
  WHERE t.queue IN (2, 3) AND t.r_m < 0.42 AND t.owner_s > 0 AND p.k = 1 + floor(6 * power(t.r_c, 1.3))::int AND c.k = 1 + t.id % 2
  UNION ALL
  SELECT 4, 'ACME-' || (1000 + (t.cust * 37) % 900), interval '12 minutes', t.creator WHERE t.queue = 4 AND t.r_n < 0.9
  UNION ALL
  SELECT 10, (ARRAY['Refund', 'Dispute', 'Invoice error', 'Plan change'])[1 + t.id % 4], interval '2 hours', t.owner
  WHERE t.queue = 4 AND t.r_o < 0.6 AND t.owner_s > 0
  UNION ALL
  SELECT 5, (ARRAY['Fixed', 'Fixed', 'Workaround', 'No fault found', 'Duplicate', 'User error'])[1 + t.id % 6], interval '20 days', t.owner
  WHERE t.status = 'resolved' AND t.r_x > 0.5 AND t.owner_s > 0
  UNION ALL
  SELECT 7, 'SRV-' || (100 + t.id % 60), interval '1 hour', t.owner WHERE t.queue = 5 AND t.r_x < 0.3 AND t.owner_s > 0
  UNION ALL
  SELECT 8, 'Root cause analysis for ticket ' || t.id, interval '25 days', t.owner WHERE t.r_n > 0.92 AND t.owner_s > 0 AND t.status = 'resolved'
) x;
INSERT INTO ov
SELECT 'RT::Ticket', o.oid, 11, (ARRAY['Partial refund', 'Full refund', 'Chargeback', 'Fraud claim', 'Wrong amount', 'Wrong address', 'Upgrade', 'Downgrade'])[
         2 * (array_position(ARRAY['Refund', 'Dispute', 'Invoice error', 'Plan change'], o.content) - 1) + 1 + o.oid % 2],
       o.created + interval '5 minutes', o.creator, 1
FROM ov o WHERE o.cf = 10 AND o.oid % 5 <> 0;
INSERT INTO ov
SELECT 'RT::Ticket', o.oid, 1, CASE o.content WHEN 'Critical' THEN 'High' WHEN 'Low' THEN 'Medium' ELSE 'Critical' END,
       o.created + interval '2 days', t.owner, 2
FROM ov o JOIN tk t ON t.id = o.oid WHERE o.cf = 1 AND (o.oid * 13) % 100 < 12 AND t.owner_s > 0;
INSERT INTO ov
SELECT 'RT::User', pg_temp.u('s' || s), 6, (ARRAY['Support', 'Finance', 'Sales', 'Operations', 'Security', 'Management'])[
         CASE WHEN s <= 10 THEN 1 WHEN s <= 14 THEN 2 WHEN s <= 18 THEN 3 WHEN s <= 23 THEN 4 WHEN s <= 25 THEN 5 ELSE 6 END],
       timestamp '2016-03-30' + s * interval '1 hour', pg_temp.u('root'), 1
FROM generate_series(1, 27) s WHERE s % 9 <> 0;
INSERT INTO ov
SELECT 'RT::Queue', id, 9, (ARRAY['Global', 'EMEA', 'Americas', 'Global', 'EMEA', 'Global', 'APAC', 'Americas'])[id],
       timestamp '2016-03-31' + id * interval '1 hour', pg_temp.u('root'), 1
FROM q;

CREATE TABLE objectcustomfieldvalues (
  id integer DEFAULT nextval('objectcustomfieldvalues_id_seq'),
  customfield integer NOT NULL,
  objecttype varchar(255) NOT NULL,
  objectid integer NOT NULL,
  sortorder integer NOT NULL DEFAULT 0,
  content varchar(255) NULL,
  largecontent text NULL,
  contenttype varchar(80) NULL,
  contentencoding varchar(80) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  disabled smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (id));
CREATE INDEX objectcustomfieldvalues1 ON objectcustomfieldvalues (customfield, objecttype, objectid, content);
CREATE INDEX objectcustomfieldvalues2 ON objectcustomfieldvalues (customfield, objecttype, objectid);
INSERT INTO objectcustomfieldvalues (id, customfield, objecttype, objectid, sortorder, content, largecontent, contenttype,
                                     contentencoding, creator, created, lastupdatedby, lastupdated, disabled)
SELECT row_number() OVER (ORDER BY o.created, o.otype, o.oid, o.cf), o.cf, o.otype, o.oid, 0,
       CASE WHEN o.cf = 8 THEN NULL ELSE o.content END, CASE WHEN o.cf = 8 THEN o.content END,
       CASE WHEN o.cf = 8 THEN 'text/plain' END, CASE WHEN o.cf = 8 THEN 'none' END,
       o.creator, o.created, coalesce(nx.creator, o.creator), coalesce(nx.created, o.created), CASE WHEN nx.oid IS NULL THEN 0 ELSE 1 END
FROM ov o
LEFT JOIN ov nx ON o.gen = 1 AND nx.gen = 2 AND nx.otype = o.otype AND nx.oid = o.oid AND nx.cf = o.cf;

-- ---- links ------------------------------------------------------------------------------------
CREATE TABLE links (
  id integer DEFAULT nextval('links_id_seq'),
  base varchar(240) NULL,
  target varchar(240) NULL,
  type varchar(20) NOT NULL,
  localtarget integer NOT NULL DEFAULT 0,
  localbase integer NOT NULL DEFAULT 0,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX links1 ON links (base);
CREATE INDEX links2 ON links (target);
CREATE INDEX links4 ON links (type, localbase);
CREATE TEMP TABLE lk AS
SELECT DISTINCT ON (b, tg, ty) b, tg, ty, ext FROM (
  SELECT b, greatest(1, b - 1 - floor(power(random(), 2) * 200)::int) AS tg,
         (ARRAY['DependsOn', 'DependsOn', 'RefersTo', 'RefersTo', 'MemberOf'])[1 + (g % 5)] AS ty, false AS ext
  FROM (SELECT g, 30 + floor(random() * 870)::int AS b FROM generate_series(1, 175) g) s
  UNION ALL
  SELECT 40 + g * 41, g, 'RefersTo', true FROM generate_series(1, 20) g) x
WHERE b <> tg OR ext;
CREATE TEMP TABLE lk2 AS
SELECT l.*, t.created + interval '6 hours' + (l.tg % 7) * interval '1 hour' AS created,
       CASE WHEN t.owner_s > 0 THEN t.owner ELSE pg_temp.u('s' || (1 + l.b % 10)) END AS creator
FROM lk l JOIN tk t ON t.id = l.b;
INSERT INTO links (id, base, target, type, localtarget, localbase, lastupdatedby, lastupdated, creator, created)
SELECT row_number() OVER (ORDER BY created, b, tg), 'fsck.com-rt://example.com/ticket/' || b,
       CASE WHEN ext THEN 'https://wiki.example.com/KB/Article' || (100 + tg) ELSE 'fsck.com-rt://example.com/ticket/' || tg END,
       ty, CASE WHEN ext THEN 0 ELSE tg END, b, creator, created, creator, created
FROM lk2;

-- ---- transactions -----------------------------------------------------------------------------
CREATE TABLE transactions (
  id bigint DEFAULT nextval('transactions_id_seq'),
  objecttype varchar(255) NOT NULL,
  objectid integer NOT NULL DEFAULT 0,
  timetaken integer NOT NULL DEFAULT 0,
  type varchar(20) NULL,
  field varchar(255) NULL,
  oldvalue varchar(255) NULL,
  newvalue varchar(255) NULL,
  referencetype varchar(255) NULL,
  oldreference integer NULL,
  newreference integer NULL,
  data varchar(255) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX transactions1 ON transactions (objecttype, objectid);
CREATE TEMP TABLE tx (otype text, oid int, at timestamp, seq int, type text, field text, oldv text, newv text,
                      reftype text, oldref int, newref int, data text, creator int, tt int);
-- ticket life: create, replies and comments, take/give, status changes
INSERT INTO tx SELECT 'RT::Ticket', id, created, 0, 'Create', NULL, NULL, NULL, NULL, NULL, NULL, NULL, creator, 0 FROM tk;
INSERT INTO tx
SELECT 'RT::Ticket', t.id, t.created + k * interval '9 hours' + (random() * 480)::int * interval '1 minute', 10 + k,
       CASE WHEN k % 2 = 1 AND random() < 0.2 THEN 'Comment' ELSE 'Correspond' END, NULL, NULL, NULL, NULL, NULL, NULL,
       'Re: request ' || t.id,
       CASE WHEN k % 2 = 1 THEN CASE WHEN t.owner_s > 0 THEN t.owner ELSE pg_temp.u('s' || (1 + (t.id + k) % 10)) END ELSE t.req END,
       CASE WHEN k % 2 = 1 THEN (random() * 30)::int ELSE 0 END
FROM tk t CROSS JOIN LATERAL generate_series(1, floor(6 * power(t.r_n, 1.4))::int + CASE WHEN t.status = 'resolved' THEN 1 ELSE 0 END) k;
INSERT INTO tx
SELECT 'RT::Ticket', id, created + interval '2 hours', 1, CASE WHEN r_x < 0.6 THEN 'Take' ELSE 'Give' END, 'Owner',
       pg_temp.u('nobody')::text, owner::text, NULL, NULL, NULL, NULL,
       CASE WHEN r_x < 0.6 THEN owner ELSE pg_temp.u('s' || (CASE WHEN id % 2 = 0 THEN 26 ELSE 27 END)) END, 0
FROM tk WHERE owner_s > 0;
INSERT INTO tx
SELECT 'RT::Ticket', id, created + interval '9 hours' - interval '1 minute', 2, 'Status', 'Status', 'new', 'open', NULL, NULL, NULL, NULL,
       CASE WHEN owner_s > 0 THEN owner ELSE 1 END, 0
FROM tk WHERE status <> 'new';
INSERT INTO tx
SELECT 'RT::Ticket', id, created + (floor(6 * power(r_n, 1.4)) + 2) * interval '9 hours' + interval '9 hours', 90, 'Status', 'Status',
       'open', status, NULL, NULL, NULL, NULL, CASE WHEN owner_s > 0 THEN owner ELSE pg_temp.u('s' || (1 + id % 10)) END, 0
FROM tk WHERE status IN ('resolved', 'rejected', 'deleted', 'stalled');
INSERT INTO tx
SELECT 'RT::Ticket', id, created + interval '1 hour', 3, 'Set', 'Queue', '1', queue::text, NULL, NULL, NULL, NULL,
       pg_temp.u('s' || (1 + id % 10)), 0
FROM tk WHERE r_m > 0.96 AND queue <> 1;
-- watchers: a colleague or an earlier requestor on Cc
CREATE TEMP TABLE cc AS
SELECT t.id AS ticket, CASE WHEN t.r_x > 0.95 THEN pg_temp.u('s' || (1 + t.id % 25)) ELSE p.req END AS member
FROM tk t JOIN tk p ON p.id = t.id - 3
WHERE (t.r_x > 0.95 OR (t.r_x BETWEEN 0.5 AND 0.58 AND p.cust > 0)) AND t.id > 3;
DELETE FROM cc USING tk t WHERE t.id = cc.ticket AND t.req = cc.member;
INSERT INTO tx
SELECT 'RT::Ticket', c.ticket, t.created + interval '30 minutes', 4, 'AddWatcher', 'Cc', NULL, c.member::text, NULL, NULL, NULL, NULL,
       CASE WHEN t.owner_s > 0 THEN t.owner ELSE t.creator END, 0
FROM cc c JOIN tk t ON t.id = c.ticket;
-- links
INSERT INTO tx
SELECT 'RT::Ticket', b, created, 5, 'AddLink', ty, NULL,
       CASE WHEN ext THEN 'https://wiki.example.com/KB/Article' || (100 + tg) ELSE 'fsck.com-rt://example.com/ticket/' || tg END,
       NULL, NULL, NULL, NULL, creator, 0
FROM lk2;
-- custom field values: a CustomField transaction naming the value rows it replaced and created
INSERT INTO tx
SELECT 'RT::Ticket', v.objectid, v.created, 6, 'CustomField', v.customfield::text, NULL, NULL, 'RT::ObjectCustomFieldValue',
       old.id, v.id, NULL, v.creator, 0
FROM objectcustomfieldvalues v
LEFT JOIN objectcustomfieldvalues old ON old.objecttype = v.objecttype AND old.objectid = v.objectid AND old.customfield = v.customfield
     AND old.disabled = 1 AND v.disabled = 0
WHERE v.objecttype = 'RT::Ticket';
-- users and user-defined groups have their own history
INSERT INTO tx SELECT 'RT::User', u.id, u.created, 0, 'Create', NULL, NULL, NULL, NULL, NULL, NULL, NULL, u.creator, 0 FROM users u;
INSERT INTO tx
SELECT 'RT::Group', g.id, g.created, 0, 'Create', NULL, NULL, NULL, NULL, NULL, NULL, NULL, g.creator, 0
FROM groups g WHERE g.domain = 'UserDefined';
INSERT INTO tx
SELECT 'RT::Group', g.id, g.created + s.n * interval '10 minutes', s.n, 'AddMember', NULL, NULL, pg_temp.u('s' || s.s)::text,
       NULL, NULL, NULL, NULL, g.creator, 0
FROM groups g JOIN gmap m ON m.id = g.id JOIN teamstaff s ON s.team = m.ref WHERE g.domain = 'UserDefined';
INSERT INTO transactions (id, objecttype, objectid, timetaken, type, field, oldvalue, newvalue, referencetype, oldreference,
                          newreference, data, creator, created)
SELECT row_number() OVER (ORDER BY at, otype, oid, seq), otype, oid, tt, type, field, oldv, newv, reftype, oldref, newref, data, creator, at
FROM tx;

INSERT INTO tickets (id, effectiveid, ismerged, queue, type, owner, subject, description, initialpriority, finalpriority, priority,
                     timeestimated, timeworked, status, sla, timeleft, told, starts, started, due, resolved, lastupdatedby,
                     lastupdated, creator, created)
SELECT t.id, t.effectiveid, CASE WHEN EXISTS (SELECT 1 FROM tk m WHERE m.effectiveid = t.id AND m.id <> t.id) THEN 1 END,
       t.queue, 'ticket', t.owner,
       (ARRAY['Cannot log in', 'Invoice question', 'Error on checkout', 'Request for quote', 'Server down', 'Password reset',
              'Feature request', 'Phishing mail reported'])[1 + (t.id * 3) % 8] || ' #' || t.id,
       NULL, CASE WHEN t.queue = 6 THEN 50 ELSE 0 END, CASE WHEN t.queue = 6 THEN 90 ELSE 0 END,
       CASE WHEN t.queue = 6 THEN 50 + (t.id % 40) ELSE (t.id % 3) * 10 END,
       0, coalesce((SELECT sum(timetaken) FROM transactions x WHERE x.objecttype = 'RT::Ticket' AND x.objectid = t.id), 0)::int,
       t.status, CASE WHEN t.queue IN (2, 5) AND t.id > 300 THEN (ARRAY['4h', '1d', '3d'])[1 + t.id % 3] END, 0,
       coalesce((SELECT max(x.created) FROM transactions x WHERE x.objecttype = 'RT::Ticket' AND x.objectid = t.id AND x.type = 'Correspond'
                 AND x.creator <> t.req), '1970-01-01 00:00:00'),
       '1970-01-01 00:00:00',
       coalesce((SELECT min(x.created) FROM transactions x WHERE x.objecttype = 'RT::Ticket' AND x.objectid = t.id AND x.type = 'Status'),
                '1970-01-01 00:00:00'),
       CASE WHEN t.queue IN (2, 5) AND t.id > 300 THEN t.created + interval '3 days' ELSE '1970-01-01 00:00:00' END,
       coalesce((SELECT max(x.created) FROM transactions x WHERE x.objecttype = 'RT::Ticket' AND x.objectid = t.id AND x.type = 'Status'
                 AND x.newvalue IN ('resolved', 'rejected')), '1970-01-01 00:00:00'),
       l.creator, l.created, t.creator, t.created
FROM tk t
CROSS JOIN LATERAL (SELECT x.creator, x.created FROM transactions x WHERE x.objecttype = 'RT::Ticket' AND x.objectid = t.id
                    ORDER BY x.id DESC LIMIT 1) l
ORDER BY t.id;

-- ---- attachments: one MIME part per message, multipart messages with their parts --------------
CREATE TABLE attachments (
  id bigint DEFAULT nextval('attachments_id_seq'),
  transactionid bigint NOT NULL,
  parent bigint NOT NULL DEFAULT 0,
  messageid varchar(160) NULL,
  subject varchar(255) NULL,
  filename varchar(255) NULL,
  contenttype varchar(80) NULL,
  contentencoding varchar(80) NULL,
  content text NULL,
  headers text NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX attachments1 ON attachments (parent);
CREATE INDEX attachments2 ON attachments (transactionid);
CREATE INDEX attachments3 ON attachments (parent, transactionid);
CREATE TEMP TABLE att AS
SELECT x.id AS txn, p.part, x.creator, x.created, x.objectid,
       CASE WHEN x.id % 10 < 3 THEN true ELSE false END AS multi, x.id % 10 = 0 AS withfile
FROM transactions x CROSS JOIN generate_series(0, 2) p(part)
WHERE x.type IN ('Create', 'Correspond', 'Comment') AND x.objecttype = 'RT::Ticket'
  AND (p.part = 0 OR (x.id % 10 < 3 AND p.part = 1) OR (x.id % 10 = 0 AND p.part = 2));
CREATE TEMP TABLE att2 AS SELECT row_number() OVER (ORDER BY txn, part) AS id, * FROM att;
INSERT INTO attachments (id, transactionid, parent, messageid, subject, filename, contenttype, contentencoding, content, headers,
                         creator, created)
SELECT a.id, a.txn, CASE WHEN a.part = 0 THEN 0 ELSE (SELECT b.id FROM att2 b WHERE b.txn = a.txn AND b.part = 0) END,
       CASE WHEN a.part = 0 THEN '<rt-5.0.3-' || a.txn || '-' || a.objectid || '@example.com>' END,
       CASE WHEN a.part = 0 THEN 'Re: request ' || a.objectid ELSE '' END,
       CASE WHEN a.part = 2 THEN 'screenshot-' || a.objectid || '.png' END,
       CASE WHEN a.part = 2 THEN 'image/png' WHEN a.part = 1 THEN 'text/plain' WHEN a.multi THEN 'multipart/mixed' ELSE 'text/plain' END,
       CASE WHEN a.part = 2 THEN 'base64' ELSE 'none' END,
       CASE WHEN a.part = 2 THEN encode(sha256(a.txn::text::bytea), 'base64') WHEN a.part = 0 AND a.multi THEN ''
            ELSE 'Message body of transaction ' || a.txn END,
       'Content-Type: text/plain; charset="utf-8"' || chr(10) || 'X-RT-Original-Encoding: utf-8',
       a.creator, a.created
FROM att2 a;

-- ---- memberships ------------------------------------------------------------------------------
CREATE TABLE groupmembers (
  id integer DEFAULT nextval('groupmembers_id_seq'),
  groupid integer NOT NULL DEFAULT 0,
  memberid integer NOT NULL DEFAULT 0,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE UNIQUE INDEX groupmembers1 ON groupmembers (groupid, memberid);
CREATE TEMP TABLE gm AS
SELECT a.id AS groupid, pg_temp.u(a.ukey) AS memberid, 1 AS creator, a.created, 0 AS o FROM gmap a WHERE a.kind = 'acleq'
UNION ALL SELECT (SELECT id FROM gmap WHERE role = 'Everyone'), m.id, 1, m.created, 1 FROM umap m
UNION ALL SELECT (SELECT id FROM gmap WHERE role = CASE WHEN m.ukey LIKE 'c%' THEN 'Unprivileged' ELSE 'Privileged' END), m.id,
                 CASE WHEN m.ukey LIKE 's%' THEN pg_temp.u('root') ELSE 1 END, m.created, 2 FROM umap m
UNION ALL SELECT g.id, pg_temp.u('s' || s.s), pg_temp.u('root'), g.created + s.n * interval '10 minutes', 3
          FROM gmap g JOIN teamstaff s ON s.team = g.ref WHERE g.kind = 'udg'
UNION ALL SELECT (SELECT id FROM gmap WHERE kind = 'qrole' AND ref = v.q AND role = v.role),
                 (SELECT id FROM gmap WHERE kind = 'udg' AND ref = v.team), pg_temp.u('root'), timestamp '2016-03-26 12:00' + v.q * interval '1 hour', 4
          FROM (VALUES (2, 'AdminCc', 1), (6, 'AdminCc', 5), (4, 'AdminCc', 2), (5, 'Cc', 6)) v(q, role, team)
UNION ALL SELECT (SELECT id FROM gmap WHERE kind = 'qrole' AND ref = 4 AND role = 'Cc'), pg_temp.u('s26'), pg_temp.u('root'),
                 timestamp '2016-03-27 12:00', 4
UNION ALL SELECT r.id, t.req, t.creator, t.created, 5 FROM tk t JOIN gmap r ON r.kind = 'trole' AND r.ref = t.id AND r.role = 'Requestor'
UNION ALL SELECT r.id, p.req, t.creator, t.created, 5 FROM tk t JOIN tk p ON p.id = t.id - 5 AND p.cust > 0 AND p.req <> t.req
          JOIN gmap r ON r.kind = 'trole' AND r.ref = t.id AND r.role = 'Requestor' WHERE t.r_c > 0.93
UNION ALL SELECT r.id, t.owner, t.creator, t.created + interval '2 hours', 6 FROM tk t JOIN gmap r ON r.kind = 'trole' AND r.ref = t.id AND r.role = 'Owner'
UNION ALL SELECT r.id, c.member, t.creator, t.created + interval '30 minutes', 7 FROM cc c JOIN tk t ON t.id = c.ticket
          JOIN gmap r ON r.kind = 'trole' AND r.ref = t.id AND r.role = 'Cc'
UNION ALL SELECT r.id, (SELECT id FROM gmap WHERE kind = 'udg' AND ref = 6), pg_temp.u('s26'), t.created + interval '1 day', 8
          FROM tk t JOIN gmap r ON r.kind = 'trole' AND r.ref = t.id AND r.role = 'AdminCc' WHERE t.queue = 6 AND t.r_s < 0.3;
INSERT INTO groupmembers (id, groupid, memberid, creator, created, lastupdatedby, lastupdated)
SELECT row_number() OVER (ORDER BY created, o, groupid, memberid), groupid, memberid, creator, created, creator, created FROM gm;

CREATE TABLE cachedgroupmembers (
  id integer DEFAULT nextval('cachedgroupmembers_id_seq'),
  groupid integer NULL,
  memberid integer NULL,
  via integer NULL,
  immediateparentid integer NULL,
  disabled integer NOT NULL DEFAULT 0,
  PRIMARY KEY (id));
CREATE INDEX disgroumem ON cachedgroupmembers (groupid, memberid, disabled);
CREATE INDEX cachedgroupmembers3 ON cachedgroupmembers (memberid, immediateparentid);
-- each group's own row, then one row per direct membership (via = itself), in time order
CREATE TEMP TABLE cg AS
SELECT row_number() OVER (ORDER BY at, o, groupid, memberid)::int AS id, * FROM (
  SELECT g.id AS groupid, g.id AS memberid, g.created AS at, 0 AS o FROM groups g
  UNION ALL SELECT groupid, memberid, created, 1 FROM groupmembers) s;
INSERT INTO cachedgroupmembers (id, groupid, memberid, via, immediateparentid, disabled)
SELECT c.id, c.groupid, c.memberid, c.id, c.groupid,
       CASE WHEN p.disabled = 1 AND c.groupid <> c.memberid THEN 1 ELSE 0 END
FROM cg c JOIN principals p ON p.id = c.memberid;
-- members of a nested group reach the outer group through the nested group's membership row
INSERT INTO cachedgroupmembers (id, groupid, memberid, via, immediateparentid, disabled)
SELECT (SELECT max(id) FROM cg) + row_number() OVER (ORDER BY outer_.id, inner_.id), outer_.groupid, inner_.memberid, outer_.id,
       outer_.memberid, CASE WHEN p.disabled = 1 THEN 1 ELSE 0 END
FROM cg outer_ JOIN groups ng ON ng.id = outer_.memberid AND ng.domain = 'UserDefined'
JOIN cg inner_ ON inner_.groupid = outer_.memberid AND inner_.memberid <> inner_.groupid
JOIN principals p ON p.id = inner_.memberid;

-- ---- rights ---------------------------------------------------------------------------------
CREATE TABLE acl (
  id integer DEFAULT nextval('acl_id_seq'),
  principaltype varchar(25) NOT NULL,
  principalid integer NOT NULL,
  rightname varchar(25) NOT NULL,
  objecttype varchar(25) NOT NULL,
  objectid integer NOT NULL DEFAULT 0,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX acl1 ON acl (rightname, objecttype, objectid, principaltype, principalid);
CREATE TEMP TABLE ac (ptype text, pid int, rightname text, otype text, oid int, cr int, at timestamp);
INSERT INTO ac SELECT 'Group', (SELECT id FROM gmap WHERE kind = 'acleq' AND ukey = 'root'), 'SuperUser', 'RT::System', 1, 1, '2016-03-01 09:00:05';
INSERT INTO ac SELECT 'Group', (SELECT id FROM gmap WHERE role = 'Everyone'), r, 'RT::Queue', qid, pg_temp.u('root'), '2016-03-26 09:00'
FROM unnest(ARRAY['CreateTicket', 'ReplyToTicket']) r, unnest(ARRAY[1, 2, 4, 8]) qid;
INSERT INTO ac SELECT 'Group', (SELECT id FROM gmap WHERE role = 'Privileged'), r, 'RT::System', 1, pg_temp.u('root'), '2016-03-26 09:10'
FROM unnest(ARRAY['ShowSavedSearches', 'CreateSavedSearch', 'ModifySelf', 'ShowApprovalsTab', 'SeeSelfServiceGroupTicket']) r;
INSERT INTO ac SELECT g.role, g.id, r, 'RT::System', 1, 1, '2016-03-01 09:00:06'
FROM gmap g, unnest(ARRAY['ShowTicket', 'ReplyToTicket']) r WHERE g.kind = 'sysrole' AND g.role = 'Requestor';
INSERT INTO ac SELECT g.role, g.id, 'ModifyTicket', 'RT::System', 1, pg_temp.u('root'), '2016-03-26 09:20' FROM gmap g WHERE g.kind = 'sysrole' AND g.role = 'Owner';
INSERT INTO ac SELECT 'Group', g.id, r, 'RT::Queue', q.id, CASE WHEN q.id = 8 THEN pg_temp.u('s26') ELSE pg_temp.u('root') END,
       q.created + interval '1 day'
FROM q JOIN gmap g ON g.kind = 'udg' AND g.ref = q.team,
     unnest(ARRAY['ShowTicket', 'SeeQueue', 'OwnTicket', 'ModifyTicket', 'CommentOnTicket', 'ReplyToTicket', 'ShowTicketComments',
                  'TakeTicket', 'StealTicket']) r;
INSERT INTO ac SELECT 'Group', g.id, r, 'RT::Queue', qid, pg_temp.u('s26'), '2017-02-01 10:00'
FROM gmap g, unnest(ARRAY['ShowTicket', 'SeeQueue', 'CommentOnTicket']) r, unnest(ARRAY[2, 4, 5]) qid WHERE g.kind = 'udg' AND g.ref = 6;
INSERT INTO ac SELECT 'AdminCc', g.id, r, 'RT::Queue', g.ref, pg_temp.u('root'), '2016-03-27 10:00'
FROM gmap g, unnest(ARRAY['ModifyTicket', 'WatchAsAdminCc']) r WHERE g.kind = 'qrole' AND g.role = 'AdminCc' AND g.ref IN (2, 4, 6);
INSERT INTO ac SELECT 'Group', g.id, 'AdminQueue', 'RT::System', 1, pg_temp.u('root'), '2016-03-27 11:00' FROM gmap g WHERE g.kind = 'udg' AND g.ref = 6;
INSERT INTO ac SELECT 'Group', m.id, 'AdminGroupMembership', 'RT::Group', t.id, pg_temp.u('root'), '2016-03-27 11:30'
FROM gmap m, gmap t WHERE m.kind = 'udg' AND m.ref = 6 AND t.kind = 'udg' AND t.ref BETWEEN 1 AND 5;
INSERT INTO ac SELECT 'Group', g.id, 'AdminUsers', 'RT::System', 1, pg_temp.u('root'), '2016-05-01 09:00'
FROM gmap g WHERE g.kind = 'acleq' AND g.ukey IN ('s26', 's27');
INSERT INTO ac SELECT 'Group', (SELECT id FROM gmap WHERE role = 'Privileged'), r, 'RT::CustomField', cf, pg_temp.u('root'),
       timestamp '2016-03-28 12:00' + cf * interval '1 hour'
FROM unnest(ARRAY['SeeCustomField', 'ModifyCustomField']) r, generate_series(1, 11) cf WHERE cf <> 7;
INSERT INTO ac SELECT 'Group', (SELECT id FROM gmap WHERE role = 'Everyone'), 'SeeCustomField', 'RT::CustomField', cf, pg_temp.u('s26'),
       '2017-05-02 12:00' FROM unnest(ARRAY[1, 2, 3]) cf;
INSERT INTO acl (id, principaltype, principalid, rightname, objecttype, objectid, creator, created, lastupdatedby, lastupdated)
SELECT row_number() OVER (ORDER BY at, pid, rightname, oid), ptype, pid, rightname, otype, oid, cr, at, cr, at FROM ac;

-- ---- scrips and templates ---------------------------------------------------------------------
CREATE TABLE scripconditions (
  id integer DEFAULT nextval('scripconditions_id_seq'),
  name varchar(200) NULL,
  description varchar(255) NULL,
  execmodule varchar(60) NULL,
  argument varchar(255) NULL,
  applicabletranstypes varchar(60) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
INSERT INTO scripconditions (id, name, description, execmodule, argument, applicabletranstypes, creator, created, lastupdatedby, lastupdated)
SELECT n, nm, 'When ' || lower(nm), em, arg, tt, 1, '2016-03-01 09:00:10', 1, '2016-03-01 09:00:10'
FROM (VALUES (1, 'On Create', 'AnyTransaction', NULL, 'Create'), (2, 'On Transaction', 'AnyTransaction', NULL, 'Any'),
             (3, 'On Correspond', 'AnyTransaction', NULL, 'Correspond'), (4, 'On Forward', 'AnyTransaction', NULL, 'Forward Transaction,Forward Ticket'),
             (5, 'On Forward Ticket', 'AnyTransaction', NULL, 'Forward Ticket'), (6, 'On Forward Transaction', 'AnyTransaction', NULL, 'Forward Transaction'),
             (7, 'On Comment', 'AnyTransaction', NULL, 'Comment'), (8, 'On Status Change', 'AnyTransaction', NULL, 'Status'),
             (9, 'On Priority Change', 'PriorityChange', NULL, 'Set'), (10, 'On Owner Change', 'OwnerChange', NULL, 'Any'),
             (11, 'On Queue Change', 'QueueChange', NULL, 'Set'), (12, 'On Resolve', 'StatusChange', 'resolved', 'Status'),
             (13, 'On Reject', 'StatusChange', 'rejected', 'Status'), (14, 'User Defined', 'UserDefined', NULL, 'Any'),
             (15, 'On Close', 'CloseTicket', NULL, 'Status,Set'), (16, 'On Reopen', 'ReopenTicket', NULL, 'Status,Set'))
     v(n, nm, em, arg, tt);

CREATE TABLE scripactions (
  id integer DEFAULT nextval('scripactions_id_seq'),
  name varchar(200) NULL,
  description varchar(255) NULL,
  execmodule varchar(60) NULL,
  argument varchar(255) NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
INSERT INTO scripactions (id, name, description, execmodule, argument, creator, created, lastupdatedby, lastupdated)
SELECT n, nm, 'Sends a message: ' || lower(nm), em, arg, 1, '2016-03-01 09:00:11', 1, '2016-03-01 09:00:11'
FROM (VALUES (1, 'Autoreply To Requestors', 'Autoreply', 'Requestor'), (2, 'Notify Requestors', 'Notify', 'Requestor'),
             (3, 'Notify Owner as Comment', 'NotifyAsComment', 'Owner'), (4, 'Notify Owner', 'Notify', 'Owner'),
             (5, 'Notify Ccs as Comment', 'NotifyAsComment', 'Cc'), (6, 'Notify Ccs', 'Notify', 'Cc'),
             (7, 'Notify AdminCcs as Comment', 'NotifyAsComment', 'AdminCc'), (8, 'Notify AdminCcs', 'Notify', 'AdminCc'),
             (9, 'Notify Owner or AdminCcs', 'Notify', 'Owner,AdminCc'), (10, 'Notify Requestors and Ccs as Comment', 'NotifyAsComment', 'Requestor,Cc'),
             (11, 'Notify Requestors and Ccs', 'Notify', 'Requestor,Cc'), (12, 'Notify Owner, Requestors, Ccs and AdminCcs as Comment', 'NotifyAsComment', 'All'),
             (13, 'Notify Owner, Requestors, Ccs and AdminCcs', 'Notify', 'All'), (14, 'Notify Other Recipients as Comment', 'NotifyAsComment', 'OtherRecipients'),
             (15, 'Notify Other Recipients', 'Notify', 'OtherRecipients'), (16, 'User Defined', 'UserDefined', NULL),
             (17, 'Create Tickets', 'CreateTickets', NULL), (18, 'Open Tickets', 'AutoOpen', NULL),
             (19, 'Open Inactive Tickets', 'AutoOpenInactive', NULL), (20, 'Extract Subject Tag', 'ExtractSubjectTag', NULL),
             (21, 'Send Forward', 'SendForward', NULL))
     v(n, nm, em, arg);

CREATE TABLE templates (
  id integer DEFAULT nextval('templates_id_seq'),
  queue integer NOT NULL DEFAULT 0,
  name varchar(200) NOT NULL,
  description varchar(255) NULL,
  type varchar(16) NULL,
  content text NULL,
  lastupdated timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  PRIMARY KEY (id));
CREATE UNIQUE INDEX templates1 ON templates (queue, name);
INSERT INTO templates (id, queue, name, description, type, content, lastupdated, lastupdatedby, creator, created)
SELECT row_number() OVER (ORDER BY ord), qu, nm, nm || ' template', 'Perl', 'Subject: {$Ticket->Subject}' || chr(10) || chr(10) || nm,
       at + interval '90 days', pg_temp.u(upd), pg_temp.u(cr), at
FROM (VALUES (1, 0, 'Blank', 'rtsys', 'rtsys', timestamp '2016-03-01 09:00:12'), (2, 0, 'Autoreply', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (3, 0, 'Autoreply in HTML', 'rtsys', 'root', '2016-03-01 09:00:12'), (4, 0, 'Transaction', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (5, 0, 'Transaction in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (6, 0, 'Admin Correspondence', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (7, 0, 'Admin Correspondence in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (8, 0, 'Correspondence', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (9, 0, 'Correspondence in HTML', 'rtsys', 'root', '2016-03-01 09:00:12'), (10, 0, 'Admin Comment', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (11, 0, 'Admin Comment in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (12, 0, 'Status Change', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (13, 0, 'Status Change in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (14, 0, 'Resolved', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (15, 0, 'Resolved in HTML', 'rtsys', 'root', '2016-03-01 09:00:12'), (16, 0, 'Rejected', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (17, 0, 'Forward', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (18, 0, 'Forward Ticket', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (19, 0, 'Email Digest', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (20, 0, 'Error: public key', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (21, 0, 'Error: no private key', 'rtsys', 'rtsys', '2016-03-01 09:00:12'), (22, 0, 'Error: bad encrypted data', 'rtsys', 'rtsys', '2016-03-01 09:00:12'),
             (23, 2, 'Autoreply in HTML', 'root', 's26', '2016-04-02 10:00'), (24, 2, 'Resolved', 'root', 'root', '2016-04-02 10:30'),
             (25, 4, 'Billing New Ticket', 's26', 's11', '2016-05-10 14:00'), (26, 4, 'Autoreply in HTML', 's26', 's11', '2016-05-10 14:10'),
             (27, 3, 'Autoreply in HTML', 'root', 'root', '2016-06-01 09:00'), (28, 6, 'Security Escalation', 's26', 's24', '2017-03-03 11:00'))
     v(ord, qu, nm, cr, upd, at);

CREATE TABLE scrips (
  id integer DEFAULT nextval('scrips_id_seq'),
  description varchar(255),
  scripcondition integer NOT NULL DEFAULT 0,
  scripaction integer NOT NULL DEFAULT 0,
  customisapplicablecode text NULL,
  custompreparecode text NULL,
  customcommitcode text NULL,
  disabled smallint NOT NULL DEFAULT 0,
  template varchar(200) NOT NULL,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
INSERT INTO scrips (id, description, scripcondition, scripaction, customisapplicablecode, custompreparecode, customcommitcode,
                    disabled, template, creator, created, lastupdatedby, lastupdated)
SELECT n, d, c, a, code, code, code, dis, tpl, pg_temp.u(cr), at, pg_temp.u(upd), at + interval '30 days'
FROM (VALUES (1, 'On Correspond Open Inactive Tickets', 3, 19, NULL::text, 0, 'Blank', 'rtsys', 'rtsys', timestamp '2016-03-01 09:00:13'),
             (2, 'On Create Autoreply To Requestors', 1, 1, NULL, 0, 'Autoreply in HTML', 'rtsys', 'root', '2016-03-01 09:00:13'),
             (3, 'On Owner Change Notify Owner', 10, 4, NULL, 0, 'Transaction in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (4, 'On Create Notify AdminCcs', 1, 8, NULL, 0, 'Transaction in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (5, 'On Create Notify Ccs', 1, 6, NULL, 0, 'Correspondence in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (6, 'On Correspond Notify Requestors and Ccs', 3, 11, NULL, 0, 'Correspondence in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (7, 'On Correspond Notify Other Recipients', 3, 15, NULL, 0, 'Correspondence in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (8, 'On Correspond Notify AdminCcs', 3, 8, NULL, 0, 'Admin Correspondence in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (9, 'On Comment Notify AdminCcs as Comment', 7, 7, NULL, 0, 'Admin Comment in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (10, 'On Comment Notify Other Recipients as Comment', 7, 14, NULL, 0, 'Correspondence in HTML', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (11, 'On Resolve Notify Requestors', 12, 2, NULL, 0, 'Resolved in HTML', 'rtsys', 'root', '2016-03-01 09:00:13'),
             (12, 'On transaction, add any tags in the transaction''s subject to the ticket''s subject', 2, 20, NULL, 0, 'Blank', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (13, 'On Forward Transaction Send forwarded message', 6, 21, NULL, 0, 'Forward', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (14, 'On Forward Ticket Send forwarded message', 5, 21, NULL, 0, 'Forward Ticket', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (15, 'On Reject Notify Requestors', 13, 2, NULL, 0, 'Rejected', 'rtsys', 'rtsys', '2016-03-01 09:00:13'),
             (16, 'Billing: notify team on create', 1, 9, NULL, 0, 'Billing New Ticket', 's26', 's26', '2016-05-10 15:00'),
             (17, 'Security: escalate critical', 14, 16, 'return $self->TicketObj->Priority > 80;', 0, 'Blank', 's26', 's24', '2017-03-03 12:00'),
             (18, 'Support: resolved survey', 12, 2, NULL, 0, 'Resolved', 'root', 'root', '2016-04-02 11:00'),
             (19, 'Old helpdesk autoreply', 1, 1, NULL, 1, 'Autoreply', 'root', 'root', '2016-03-22 11:00'))
     v(n, d, c, a, code, dis, tpl, cr, upd, at);

CREATE TABLE objectscrips (
  id integer DEFAULT nextval('objectscrips_id_seq'),
  scrip integer NOT NULL,
  stage varchar(32) NOT NULL DEFAULT 'TransactionCreate',
  objectid integer NOT NULL,
  sortorder integer NOT NULL DEFAULT 0,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE UNIQUE INDEX objectscrips1 ON objectscrips (objectid, scrip);
INSERT INTO objectscrips (id, scrip, stage, objectid, sortorder, creator, created, lastupdatedby, lastupdated)
SELECT row_number() OVER (ORDER BY s.created, s.id, o.obj), s.id, CASE WHEN s.id IN (3, 12) THEN 'TransactionBatch' ELSE 'TransactionCreate' END,
       o.obj, s.id, s.creator, s.created, s.lastupdatedby, s.lastupdated
FROM scrips s
CROSS JOIN LATERAL unnest(CASE s.id WHEN 16 THEN ARRAY[4] WHEN 17 THEN ARRAY[6] WHEN 18 THEN ARRAY[2, 1] WHEN 19 THEN ARRAY[7]
                                    ELSE ARRAY[0] END) o(obj);

-- ---- attributes: preferences, saved searches, dashboards, system settings ---------------------
CREATE TABLE attributes (
  id integer DEFAULT nextval('attributes_id_seq'),
  name varchar(255) NOT NULL,
  description varchar(255) NULL,
  content text,
  contenttype varchar(16),
  objecttype varchar(64),
  objectid integer,
  creator integer NOT NULL DEFAULT 0,
  created timestamp NULL,
  lastupdatedby integer NOT NULL DEFAULT 0,
  lastupdated timestamp NULL,
  PRIMARY KEY (id));
CREATE INDEX attributes1 ON attributes (name);
CREATE INDEX attributes2 ON attributes (objecttype, objectid);
CREATE TEMP TABLE at0 (name text, descr text, otype text, oid int, cr int, at timestamp);
INSERT INTO at0 VALUES ('UpgradeHistory', NULL, 'RT::System', 1, 1, '2016-03-01 09:00:20'),
  ('BrandedSubjectTag', NULL, 'RT::System', 1, 12, '2016-03-26 10:00'), ('DefaultDashboard', NULL, 'RT::System', 1, 12, '2017-01-05 10:00'),
  ('Pref-RT::System-1', NULL, 'RT::System', 1, 12, '2016-04-01 10:00');
INSERT INTO at0
SELECT 'Pref-RT::System-1', NULL, 'RT::User', m.id, m.id, m.created + interval '2 days' FROM umap m WHERE m.ukey LIKE 's%' OR m.ukey = 'root';
INSERT INTO at0
SELECT 'SavedSearch', 'My tickets ' || k, 'RT::User', m.id, m.id, m.created + k * interval '20 days'
FROM umap m, generate_series(1, 4) k WHERE (m.ukey LIKE 's%' AND substr(m.ukey, 2)::int % 4 >= k - 1) OR (m.ukey = 'root' AND k <= 2);
INSERT INTO at0
SELECT 'Dashboard', 'Overview', 'RT::User', m.id, m.id, m.created + interval '60 days' FROM umap m WHERE m.ukey LIKE 's%' AND substr(m.ukey, 2)::int % 3 = 0;
INSERT INTO at0
SELECT 'RecentlyViewedTickets', NULL, 'RT::User', m.id, m.id, m.created + interval '1 day' FROM umap m WHERE m.ukey LIKE 's%';
INSERT INTO at0
SELECT 'SavedSearch', 'Team queue ' || g.role, 'RT::Group', g.id, pg_temp.u('s26'), g.created + interval '10 days' FROM gmap g WHERE g.kind = 'udg';
INSERT INTO at0
SELECT 'Dashboard', 'Team dashboard', 'RT::Group', g.id, pg_temp.u('root'), g.created + interval '40 days' FROM gmap g WHERE g.kind = 'udg' AND g.ref <= 3;
INSERT INTO attributes (id, name, description, content, contenttype, objecttype, objectid, creator, created, lastupdatedby, lastupdated)
SELECT row_number() OVER (ORDER BY at, otype, oid, name, descr), name, descr, 'BQcDAAAA' || md5(name || oid || coalesce(descr, '')), 'storable',
       otype, oid, cr, at, cr, at + interval '5 days'
FROM at0;

ANALYZE;
