-- test/accuracy/osticket.sql: an osTicket 1.17 help desk (the ost_ tables of setup/inc/streams/core/
-- install-mysql.sql) moved from MySQL to PostgreSQL the way pgloader moves it, a mid-size company's
-- support desk over four years, written for issue 16 as a held-out check (twenty-first round):
-- committed with its truth (osticket_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every table named ost_<noun> with the ost_ prefix; keys named after the table
-- in older tables (ticket_id, staff_id, team_id, topic_id, priority_id, email_id, lock_id) and a bare
-- id in newer ones (ost_department, ost_sla, ost_user, ost_thread, ost_thread_entry, ost_form*,
-- ost_file, ost_attachment, ost_task, ost_ticket_status); references named <target>_id
-- (dept_id, sla_id, staff_id, status_id ...), a few by role: ost_department.manager_id -> staff,
-- ost_team.lead_id -> staff, ost_user.default_email_id -> ost_user_email, ost_department.pid and
-- ost_help_topic.topic_pid (self references), ost_thread_entry.pid (an edited entry's new version
-- points at the entry it replaces), ost_ticket.ticket_pid (a merged child ticket -> its parent).
-- MySQL "int(11) unsigned" columns arrive as bigint, signed int as integer, tinyint as smallint,
-- datetime as timestamp (zero dates as NULL); MySQL UNIQUE KEYs arrive as plain unique indexes.
-- osTicket declares NO foreign keys: every reference below is listed as undeclared (mode fk drops
-- nothing), so only what is found counts (as TP or FP) and misses are listed, not counted.
-- The 0-for-none convention: optional references are NOT NULL DEFAULT 0, never NULL:
-- ost_ticket.user_email_id (0 = the user's default address), sla_id, topic_id (0 for email
-- tickets with no filter), staff_id (0 = unassigned), team_id, email_id (0 = web / phone
-- ticket), lock_id; ost_task.object_id (0 = a standalone task), staff_id, team_id, lock_id;
-- ost_department.sla_id, manager_id, email_id; ost_team.lead_id; ost_help_topic.topic_pid, sla_id,
-- staff_id, team_id; ost_email.topic_id; ost_user.org_id; ost_thread_entry.pid, staff_id (0 on a
-- user's message), user_id (0 on a staff reply or note). Every value of these except 0 is in the
-- target and 0 is in none: they are true references whose "none" is 0, in the truth as undeclared.
-- NULL for none: ost_department.pid (top-level departments), ost_ticket.ticket_pid (not merged),
-- ost_form_entry_values.value_id (set only on the priority field, where it holds priority_id).
-- Deleted agents leave orphans: osTicket releases a deleted agent's tickets (staff_id = 0) and drops
-- their team memberships and locks, but keeps their thread entries with the old staff_id (two agents,
-- about 3% of staff entries); that reference is in the truth with its orphans.
-- Polymorphic, no reference, left out of the truth: ost_thread.object_id (object_type 'T' ticket,
-- 'A' task; the id ranges overlap), ost_form_entry.object_id (object_type 'T' ticket, 'U' user,
-- 'O' organization, 'A' task), ost_thread_entry.editor (editor_type 'S' staff or 'U' user).
-- ost_attachment.object_id with type 'H' (every row here: the desk has no FAQ or canned
-- responses with files) -> ost_thread_entry.id is in the truth as undeclared.
-- ost_ticket__cdata.ticket_id -> ost_ticket (1:1, every ticket has its row) is in the truth;
-- ost_ticket__cdata.priority is text holding a priority_id ('2'), text against smallint: left out.
-- Left out of the truth (one value on every row, no data can decide): ost_department.tpl_id,
-- schedule_id and autoresp_email_id (0), ost_sla.schedule_id (0), ost_help_topic.status_id,
-- page_id and sequence_id (0), ost_form.pid (NULL); ost_organization.manager is text ('s3' for an
-- agent, 't1' for a team, '' for none): left out.
-- Skewed: a few departments, agents and users hold most tickets; most tickets have 2-6 entries.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2117);

CREATE TABLE ost_ticket_status (
    id bigint PRIMARY KEY, name varchar(60) NOT NULL DEFAULT '', state varchar(16), mode integer NOT NULL DEFAULT 0,
    flags integer NOT NULL DEFAULT 0, sort integer NOT NULL DEFAULT 0, properties text NOT NULL DEFAULT '',
    created timestamp, updated timestamp);
CREATE UNIQUE INDEX ost_ticket_status_name ON ost_ticket_status (name);
CREATE INDEX ost_ticket_status_state ON ost_ticket_status (state);
INSERT INTO ost_ticket_status VALUES
 (1, 'Open', 'open', 3, 0, 1, '{"description":"Open tickets."}', '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 'Resolved', 'closed', 1, 0, 2, '{"allowreopen":true}', '2022-01-10 09:00', '2022-01-10 09:00'),
 (3, 'Closed', 'closed', 3, 0, 3, '{"allowreopen":true}', '2022-01-10 09:00', '2022-01-10 09:00'),
 (4, 'Archived', 'archived', 3, 0, 4, '{}', '2022-01-10 09:00', '2022-01-10 09:00'),
 (5, 'Deleted', 'deleted', 3, 0, 5, '{}', '2022-01-10 09:00', '2022-01-10 09:00'),
 (6, 'Waiting on customer', 'open', 1, 0, 6, '{}', '2022-03-01 10:00', '2022-03-01 10:00');

CREATE TABLE ost_ticket_priority (
    priority_id smallint PRIMARY KEY, priority varchar(60) NOT NULL DEFAULT '', priority_desc varchar(30) NOT NULL DEFAULT '',
    priority_color varchar(7) NOT NULL DEFAULT '', priority_urgency smallint NOT NULL DEFAULT 0, ispublic smallint NOT NULL DEFAULT 1);
CREATE UNIQUE INDEX ost_ticket_priority_priority ON ost_ticket_priority (priority);
CREATE INDEX ost_ticket_priority_urgency ON ost_ticket_priority (priority_urgency);
INSERT INTO ost_ticket_priority VALUES
 (1, 'low', 'Low', '#DDFFDD', 4, 1), (2, 'normal', 'Normal', '#FFFFF0', 3, 1),
 (3, 'high', 'High', '#FEE7E7', 2, 1), (4, 'emergency', 'Emergency', '#FEE7E7', 1, 1);

CREATE TABLE ost_sla (
    id bigint PRIMARY KEY, schedule_id bigint NOT NULL DEFAULT 0, flags bigint NOT NULL DEFAULT 3,
    grace_period bigint NOT NULL DEFAULT 0, name varchar(64) NOT NULL DEFAULT '', notes text, created timestamp, updated timestamp);
CREATE UNIQUE INDEX ost_sla_name ON ost_sla (name);
INSERT INTO ost_sla VALUES
 (1, 0, 3, 18, 'Default SLA', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 0, 3, 4, 'Premium 4h', NULL, '2022-02-01 09:00', '2023-05-01 09:00'),
 (3, 0, 1, 48, 'Sales 48h', NULL, '2022-02-01 09:00', '2022-02-01 09:00'),
 (4, 0, 3, 8, 'Outage 8h', 'for the status-page form', '2023-01-12 09:00', '2023-01-12 09:00');

CREATE TABLE ost_email (
    email_id bigint PRIMARY KEY, noautoresp smallint NOT NULL DEFAULT 0, priority_id smallint NOT NULL DEFAULT 2,
    dept_id smallint NOT NULL DEFAULT 0, topic_id bigint NOT NULL DEFAULT 0, email varchar(255) NOT NULL DEFAULT '',
    name varchar(255) NOT NULL DEFAULT '', notes text, created timestamp, updated timestamp);
CREATE UNIQUE INDEX ost_email_email ON ost_email (email);
CREATE INDEX ost_email_priority_id ON ost_email (priority_id);
CREATE INDEX ost_email_dept_id ON ost_email (dept_id);
INSERT INTO ost_email VALUES
 (1, 0, 2, 1, 0, 'support@example.com', 'Support', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 0, 2, 2, 6, 'sales@example.com', 'Sales', NULL, '2022-01-20 09:00', '2022-06-20 09:00'),
 (3, 1, 3, 4, 9, 'billing@example.com', 'Billing', NULL, '2022-02-03 09:00', '2022-02-03 09:00'),
 (4, 1, 2, 1, 0, 'noreply@example.com', 'No reply', 'outgoing only', '2022-01-10 09:00', '2022-01-10 09:00');

CREATE TABLE ost_department (
    id bigint PRIMARY KEY, pid bigint, tpl_id bigint NOT NULL DEFAULT 0, sla_id bigint NOT NULL DEFAULT 0,
    schedule_id bigint NOT NULL DEFAULT 0, email_id bigint NOT NULL DEFAULT 0, autoresp_email_id bigint NOT NULL DEFAULT 0,
    manager_id bigint NOT NULL DEFAULT 0, flags bigint NOT NULL DEFAULT 0, name varchar(128) NOT NULL DEFAULT '',
    signature text NOT NULL DEFAULT '', ispublic smallint NOT NULL DEFAULT 1, group_membership smallint NOT NULL DEFAULT 0,
    ticket_auto_response smallint NOT NULL DEFAULT 1, message_auto_response smallint NOT NULL DEFAULT 0,
    path varchar(128) NOT NULL DEFAULT '/', updated timestamp, created timestamp);
CREATE UNIQUE INDEX ost_department_name ON ost_department (name, pid);
CREATE INDEX ost_department_manager_id ON ost_department (manager_id);
CREATE INDEX ost_department_autoresp_email_id ON ost_department (autoresp_email_id);
CREATE INDEX ost_department_tpl_id ON ost_department (tpl_id);
INSERT INTO ost_department VALUES
 (1, NULL, 0, 1, 0, 1, 0, 2, 0, 'Support', 'Support team', 1, 1, 1, 0, '/1/', '2024-02-01 10:00', '2022-01-10 09:00'),
 (2, NULL, 0, 3, 0, 2, 0, 5, 0, 'Sales', 'Sales team', 1, 1, 1, 0, '/2/', '2023-06-01 10:00', '2022-01-10 09:00'),
 (3, NULL, 0, 0, 0, 0, 0, 0, 0, 'Maintenance', '', 0, 0, 0, 0, '/3/', '2022-01-10 09:00', '2022-01-10 09:00'),
 (4, NULL, 0, 1, 0, 3, 0, 11, 0, 'Billing', 'Accounts', 1, 1, 1, 0, '/4/', '2023-01-01 10:00', '2022-02-03 09:00'),
 (5, 1, 0, 2, 0, 1, 0, 14, 0, 'Level 2', '', 0, 1, 1, 0, '/1/5/', '2023-03-01 10:00', '2022-04-11 09:00'),
 (6, 1, 0, 4, 0, 0, 0, 0, 0, 'Network', '', 1, 0, 1, 0, '/1/6/', '2023-01-12 10:00', '2022-04-11 09:00'),
 (7, 2, 0, 0, 0, 2, 0, 19, 0, 'Partners', '', 1, 0, 1, 0, '/2/7/', '2023-09-01 10:00', '2022-09-15 09:00'),
 (8, 5, 0, 2, 0, 0, 0, 0, 0, 'Escalations', '', 0, 0, 0, 0, '/1/5/8/', '2024-01-03 10:00', '2023-07-01 09:00');

CREATE TABLE ost_role (
    id bigint PRIMARY KEY, flags bigint NOT NULL DEFAULT 1, name varchar(64), permissions text, notes text,
    created timestamp, updated timestamp);
CREATE UNIQUE INDEX ost_role_name ON ost_role (name);
INSERT INTO ost_role VALUES
 (1, 1, 'All Access', '{"ticket.create":1,"ticket.edit":1}', 'Role with unlimited access', '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 1, 'Expanded Access', '{"ticket.create":1}', 'Role with expanded access', '2022-01-10 09:00', '2022-01-10 09:00'),
 (3, 1, 'Limited Access', '{"ticket.assign":1}', 'Role with limited access', '2022-01-10 09:00', '2022-01-10 09:00'),
 (4, 1, 'View only', '{}', 'Simple role with no permissions', '2022-01-10 09:00', '2022-01-10 09:00');

-- 36 agents hired, two (ids 9 and 23) deleted since: their ids stay in thread entries only.
CREATE TABLE ost_staff (
    staff_id bigint PRIMARY KEY, dept_id bigint NOT NULL DEFAULT 0, role_id bigint NOT NULL DEFAULT 0,
    username varchar(32) NOT NULL DEFAULT '', firstname varchar(32), lastname varchar(32), passwd varchar(128),
    backend varchar(32), email varchar(255), phone varchar(24) NOT NULL DEFAULT '', phone_ext varchar(6),
    mobile varchar(24) NOT NULL DEFAULT '', signature text NOT NULL DEFAULT '', lang varchar(16), timezone varchar(64),
    locale varchar(16), notes text, isactive smallint NOT NULL DEFAULT 1, isadmin smallint NOT NULL DEFAULT 0,
    isvisible smallint NOT NULL DEFAULT 1, onvacation smallint NOT NULL DEFAULT 0, assigned_only smallint NOT NULL DEFAULT 0,
    show_assigned_tickets smallint NOT NULL DEFAULT 0, change_passwd smallint NOT NULL DEFAULT 0,
    max_page_size bigint NOT NULL DEFAULT 0, auto_refresh_rate bigint NOT NULL DEFAULT 0,
    default_signature_type varchar(4) NOT NULL DEFAULT 'none', default_paper_size varchar(6) NOT NULL DEFAULT 'Letter',
    extra text, permissions text, created timestamp NOT NULL, lastlogin timestamp, passwdreset timestamp, updated timestamp NOT NULL);
CREATE UNIQUE INDEX ost_staff_username ON ost_staff (username);
CREATE INDEX ost_staff_dept_id ON ost_staff (dept_id);
CREATE INDEX ost_staff_issuperuser ON ost_staff (isadmin);
INSERT INTO ost_staff (staff_id, dept_id, role_id, username, firstname, lastname, passwd, backend, email, lang, timezone,
                       isactive, isadmin, onvacation, max_page_size, extra, permissions, created, lastlogin, updated)
SELECT g, (ARRAY[1, 1, 1, 5, 2, 1, 4, 5, 6, 1, 4, 2, 1, 5, 8, 1, 7, 2, 7, 6, 1, 5, 4, 1, 2, 8, 1, 6, 5, 1, 4, 2, 1, 5, 3, 1])[g],
       CASE WHEN g = 1 THEN 1 WHEN g % 7 = 2 THEN 1 WHEN g % 3 = 0 THEN 3 WHEN g % 11 = 4 THEN 4 ELSE 2 END,
       CASE WHEN g = 1 THEN 'admin' ELSE 'agent' || g END, 'First' || g, 'Last' || g, md5('pw' || g),
       CASE WHEN g % 9 = 5 THEN 'ldap' END, 'agent' || g || '@example.com', 'en_US',
       (ARRAY['America/New_York', 'Europe/London', 'America/Chicago'])[1 + g % 3],
       CASE WHEN g IN (13, 30) THEN 0 ELSE 1 END, CASE WHEN g IN (1, 2) THEN 1 ELSE 0 END, (g = 17)::int,
       (ARRAY[0, 25, 50])[1 + g % 3], '{"def_assn_role":true}', '{"user.create":1}',
       timestamp '2022-01-10 09:00' + (g * 31) * interval '1 day',
       timestamp '2025-11-01 08:00' + (random() * 20) * interval '1 day',
       timestamp '2022-01-10 09:00' + (g * 31 + 5) * interval '1 day'
FROM generate_series(1, 36) g WHERE g NOT IN (9, 23);
CREATE TEMP TABLE agent AS SELECT row_number() OVER (ORDER BY staff_id) AS n, staff_id AS id, dept_id FROM ost_staff WHERE isactive = 1;

CREATE TABLE ost_team (
    team_id bigint PRIMARY KEY, lead_id bigint NOT NULL DEFAULT 0, flags bigint NOT NULL DEFAULT 1,
    name varchar(125) NOT NULL DEFAULT '', notes text, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE UNIQUE INDEX ost_team_name ON ost_team (name);
CREATE INDEX ost_team_lead_id ON ost_team (lead_id);
INSERT INTO ost_team VALUES
 (1, 0, 1, 'Level I Support', 'Tier 1 support, responsible for the initial iteration', '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 14, 1, 'Night shift', NULL, '2022-05-02 09:00', '2024-01-02 09:00'),
 (3, 6, 1, 'Network on-call', NULL, '2022-09-12 09:00', '2022-09-12 09:00'),
 (4, 0, 0, 'Migration 2023', 'disabled after the project', '2023-02-01 09:00', '2023-12-20 09:00'),
 (5, 27, 1, 'VIP accounts', NULL, '2024-03-04 09:00', '2024-03-04 09:00');

CREATE TABLE ost_team_member (team_id bigint NOT NULL DEFAULT 0, staff_id bigint NOT NULL, flags bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (team_id, staff_id));
CREATE INDEX ost_team_member_staff_id ON ost_team_member (staff_id);
INSERT INTO ost_team_member
SELECT t, a.id, (a.id % 4 = 0)::int
FROM generate_series(1, 5) t JOIN agent a ON (a.id * 7 + t * 3) % (3 + t) = 0;

CREATE TABLE ost_help_topic (
    topic_id bigint PRIMARY KEY, topic_pid bigint NOT NULL DEFAULT 0, ispublic smallint NOT NULL DEFAULT 1,
    noautoresp smallint NOT NULL DEFAULT 0, flags bigint DEFAULT 0, status_id bigint NOT NULL DEFAULT 0,
    priority_id bigint NOT NULL DEFAULT 0, dept_id bigint NOT NULL DEFAULT 0, staff_id bigint NOT NULL DEFAULT 0,
    team_id bigint NOT NULL DEFAULT 0, sla_id bigint NOT NULL DEFAULT 0, page_id bigint NOT NULL DEFAULT 0,
    sequence_id bigint NOT NULL DEFAULT 0, sort bigint NOT NULL DEFAULT 0, topic varchar(128) NOT NULL DEFAULT '',
    number_format varchar(32), notes text, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE UNIQUE INDEX ost_help_topic_topic ON ost_help_topic (topic, topic_pid);
CREATE INDEX ost_help_topic_topic_pid ON ost_help_topic (topic_pid);
CREATE INDEX ost_help_topic_priority_id ON ost_help_topic (priority_id);
CREATE INDEX ost_help_topic_dept_id ON ost_help_topic (dept_id);
CREATE INDEX ost_help_topic_staff_id ON ost_help_topic (staff_id, team_id);
CREATE INDEX ost_help_topic_sla_id ON ost_help_topic (sla_id);
CREATE INDEX ost_help_topic_page_id ON ost_help_topic (page_id);
INSERT INTO ost_help_topic (topic_id, topic_pid, ispublic, priority_id, dept_id, staff_id, team_id, sla_id, sort, topic, created, updated)
VALUES
 (1, 0, 1, 2, 1, 0, 0, 0, 1, 'General Inquiry', '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 0, 1, 3, 1, 0, 1, 1, 2, 'Report a Problem', '2022-01-10 09:00', '2023-02-10 09:00'),
 (10, 2, 1, 3, 6, 0, 3, 4, 3, 'Access Issue', '2022-01-10 09:00', '2023-01-12 09:00'),
 (11, 0, 1, 2, 2, 0, 0, 3, 4, 'Feedback', '2022-01-10 09:00', '2022-01-10 09:00'),
 (6, 0, 1, 2, 2, 5, 0, 3, 5, 'Sales question', '2022-01-20 09:00', '2022-01-20 09:00'),
 (7, 6, 1, 1, 7, 19, 0, 0, 6, 'Partner program', '2022-09-15 09:00', '2022-09-15 09:00'),
 (8, 0, 0, 2, 3, 0, 0, 0, 7, 'Facilities', '2022-03-10 09:00', '2022-03-10 09:00'),
 (9, 0, 1, 2, 4, 11, 0, 1, 8, 'Billing', '2022-02-03 09:00', '2022-02-03 09:00'),
 (12, 9, 1, 3, 4, 11, 0, 2, 9, 'Refund request', '2022-02-03 09:00', '2023-04-03 09:00'),
 (13, 2, 1, 4, 5, 0, 2, 2, 10, 'Outage', '2022-04-11 09:00', '2023-01-12 09:00'),
 (14, 2, 1, 3, 5, 14, 0, 2, 11, 'Performance', '2022-04-11 09:00', '2022-04-11 09:00'),
 (15, 0, 1, 2, 1, 0, 0, 0, 12, 'Account', '2022-06-01 09:00', '2022-06-01 09:00'),
 (16, 15, 1, 2, 1, 0, 5, 2, 13, 'VIP account', '2024-03-04 09:00', '2024-03-04 09:00');
CREATE TEMP TABLE topic AS SELECT row_number() OVER (ORDER BY topic_id) AS n, topic_id AS id, dept_id, sla_id, priority_id FROM ost_help_topic;

CREATE TABLE ost_organization (
    id bigint PRIMARY KEY, name varchar(128) NOT NULL DEFAULT '', manager varchar(16) NOT NULL DEFAULT '',
    status bigint NOT NULL DEFAULT 0, domain varchar(256) NOT NULL DEFAULT '', extra text, created timestamp, updated timestamp);
INSERT INTO ost_organization
SELECT g, 'Customer ' || g || ' Ltd', CASE WHEN g % 9 = 0 THEN 's' || (1 + g % 20) WHEN g % 13 = 0 THEN 't2' ELSE '' END,
       CASE WHEN g % 5 = 0 THEN 8 ELSE 0 END, CASE WHEN g % 3 = 0 THEN 'customer' || g || '.com' ELSE '' END, NULL,
       timestamp '2022-02-01' + g * interval '20 days', timestamp '2022-02-01' + g * interval '20 days'
FROM generate_series(1, 64) g;

-- users: ids 1..900; about 1 in 12 has a second address, default_email_id points at one of them
CREATE TABLE ost_user (
    id bigint PRIMARY KEY, org_id bigint NOT NULL, default_email_id integer NOT NULL, status bigint NOT NULL DEFAULT 0,
    name varchar(128) NOT NULL, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_user_org_id ON ost_user (org_id);
CREATE INDEX ost_user_default_email_id ON ost_user (default_email_id);
CREATE INDEX ost_user_name ON ost_user (name);
CREATE TABLE ost_user_email (
    id bigint PRIMARY KEY, user_id bigint NOT NULL, flags bigint NOT NULL DEFAULT 0, address varchar(255) NOT NULL);
CREATE UNIQUE INDEX ost_user_email_address ON ost_user_email (address);
CREATE INDEX ost_user_email_user_email_lookup ON ost_user_email (user_id);
CREATE TEMP TABLE ue AS
SELECT row_number() OVER (ORDER BY u, k) AS id, u, k
FROM generate_series(1, 900) u CROSS JOIN generate_series(1, 2) k
WHERE k = 1 OR u % 12 = 5;
INSERT INTO ost_user_email SELECT id, u, 0, 'user' || u || CASE WHEN k = 2 THEN '.alt@mail.example.net' ELSE '@example.org' END FROM ue;
INSERT INTO ost_user
SELECT u, CASE WHEN random() < 0.55 THEN 0 ELSE 1 + floor(64 * random() ^ 1.6)::int END,
       (SELECT ue.id FROM ue WHERE ue.u = g.u AND ue.k = CASE WHEN g.u % 24 = 5 THEN 2 ELSE 1 END),
       CASE WHEN u % 40 = 0 THEN 1 ELSE 0 END, 'Customer Person ' || u,
       timestamp '2022-01-15' + u * interval '38 hours', timestamp '2022-01-15' + u * interval '38 hours' + interval '3 days'
FROM generate_series(1, 900) g(u);

CREATE TABLE ost_lock (
    lock_id bigint PRIMARY KEY, staff_id bigint NOT NULL DEFAULT 0, expire timestamp, code varchar(20), created timestamp NOT NULL);
CREATE INDEX ost_lock_staff_id ON ost_lock (staff_id);
INSERT INTO ost_lock
SELECT 4100 + g, (SELECT id FROM agent WHERE n = 1 + (g * 7) % 32), timestamp '2025-11-30 10:00' + g * interval '3 minutes',
       substr(md5('lock' || g), 1, 10), timestamp '2025-11-30 09:55' + g * interval '3 minutes'
FROM generate_series(1, 30) g;

-- 1500 tickets, ids 1..1560 with a few deleted (purged) ones
CREATE TABLE ost_ticket (
    ticket_id bigint PRIMARY KEY, ticket_pid bigint, number varchar(20), user_id bigint NOT NULL DEFAULT 0,
    user_email_id bigint NOT NULL DEFAULT 0, status_id bigint NOT NULL DEFAULT 0, dept_id bigint NOT NULL DEFAULT 0,
    sla_id bigint NOT NULL DEFAULT 0, topic_id bigint NOT NULL DEFAULT 0, staff_id bigint NOT NULL DEFAULT 0,
    team_id bigint NOT NULL DEFAULT 0, email_id bigint NOT NULL DEFAULT 0, lock_id bigint NOT NULL DEFAULT 0,
    flags bigint NOT NULL DEFAULT 0, sort bigint NOT NULL DEFAULT 0, ip_address varchar(64) NOT NULL DEFAULT '',
    source varchar(16) NOT NULL DEFAULT 'Other', source_extra varchar(40), isoverdue smallint NOT NULL DEFAULT 0,
    isanswered smallint NOT NULL DEFAULT 0, duedate timestamp, est_duedate timestamp, reopened timestamp,
    closed timestamp, lastupdate timestamp, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_ticket_user_id ON ost_ticket (user_id);
CREATE INDEX ost_ticket_dept_id ON ost_ticket (dept_id);
CREATE INDEX ost_ticket_staff_id ON ost_ticket (staff_id);
CREATE INDEX ost_ticket_team_id ON ost_ticket (team_id);
CREATE INDEX ost_ticket_status_id ON ost_ticket (status_id);
CREATE INDEX ost_ticket_created ON ost_ticket (created);
CREATE INDEX ost_ticket_closed ON ost_ticket (closed);
CREATE INDEX ost_ticket_duedate ON ost_ticket (duedate);
CREATE INDEX ost_ticket_topic_id ON ost_ticket (topic_id);
CREATE INDEX ost_ticket_sla_id ON ost_ticket (sla_id);
CREATE INDEX ost_ticket_ticket_pid ON ost_ticket (ticket_pid);
CREATE TEMP TABLE t0 AS
SELECT g AS id, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
       CASE WHEN random() < 0.42 THEN 'Email' WHEN random() < 0.8 THEN 'Web' WHEN random() < 0.7 THEN 'Phone' ELSE 'API' END AS source
FROM generate_series(1, 1560) g WHERE g % 97 <> 13;
CREATE TEMP TABLE t1 AS
SELECT t0.*, 1 + floor(900 * r1 ^ 1.8)::int AS uid,
       CASE WHEN source = 'Email' AND r2 < 0.4 THEN 0 ELSE (SELECT id FROM topic WHERE n = 1 + floor(13 * r2 ^ 1.5)::int) END AS tid,
       CASE WHEN r4 < 0.6 THEN 1 WHEN r4 < 0.66 THEN 6 WHEN r4 < 0.72 THEN 2 WHEN r4 < 0.985 THEN 3 WHEN r4 < 0.995 THEN 4 ELSE 5 END AS st
FROM t0;
CREATE TEMP TABLE t2 AS
SELECT t1.*, COALESCE(tp.dept_id, CASE WHEN source = 'Email' THEN 1 + (id % 3 = 0)::int ELSE 1 END) AS did,
       COALESCE(tp.sla_id, 0) AS sid
FROM t1 LEFT JOIN ost_help_topic tp ON tp.topic_id = t1.tid;
INSERT INTO ost_ticket
SELECT id, NULL, lpad((100000 + (id * 7919) % 899999)::text, 6, '0'), uid,
       CASE WHEN uid % 12 = 5 AND r3 < 0.5 THEN (SELECT ue.id FROM ue WHERE ue.u = uid AND ue.k = 2) ELSE 0 END,
       st, did, CASE WHEN sid = 0 AND r5 < 0.5 THEN 1 ELSE sid END, tid,
       CASE WHEN r5 < 0.27 THEN 0 ELSE COALESCE((SELECT a.id FROM agent a WHERE a.dept_id = did ORDER BY (a.id * 31 + floor(r5 * 100)::int) % 17 LIMIT 1),
                                               (SELECT a.id FROM agent a WHERE a.n = 1 + floor(32 * r5 ^ 2)::int)) END,
       CASE WHEN r3 > 0.93 THEN 1 + floor((r3 - 0.93) * 71)::int ELSE 0 END,
       CASE WHEN source = 'Email' THEN CASE WHEN did IN (2, 7) THEN 2 WHEN did = 4 THEN 3 ELSE 1 END ELSE 0 END,
       CASE WHEN id > 1510 AND id % 3 = 0 AND st IN (1, 6) THEN 4100 + 1 + (id % 30) ELSE 0 END,
       0, 0, CASE WHEN source = 'Web' THEN '10.0.' || (id % 250) || '.' || (id * 7 % 250) ELSE '' END, source,
       NULL, (st = 1 AND r2 > 0.9)::int, (st <> 1 OR r3 > 0.4)::int,
       CASE WHEN r4 > 0.9 THEN timestamp '2022-02-01' + id * interval '23 hours' + interval '7 days' END,
       timestamp '2022-02-01' + id * interval '23 hours' + interval '2 days',
       CASE WHEN r1 > 0.95 THEN timestamp '2022-02-01' + id * interval '23 hours' + interval '9 days' END,
       CASE WHEN st IN (2, 3, 4) THEN timestamp '2022-02-01' + id * interval '23 hours' + (1 + r2 * 20) * interval '1 day' END,
       timestamp '2022-02-01' + id * interval '23 hours' + (r3 * 5) * interval '1 day',
       timestamp '2022-02-01' + id * interval '23 hours', timestamp '2022-02-01' + id * interval '23 hours' + (r3 * 30) * interval '1 day'
FROM t2;
-- merged tickets: 35 children point at an earlier ticket of the same user (or any earlier one)
UPDATE ost_ticket c SET ticket_pid = (SELECT max(p.ticket_id) FROM ost_ticket p WHERE p.ticket_id < c.ticket_id AND p.ticket_id > c.ticket_id - 40),
                        status_id = 3, flags = 8
WHERE c.ticket_id % 43 = 20;

CREATE TABLE ost_ticket__cdata (ticket_id bigint PRIMARY KEY, subject text, priority text);
INSERT INTO ost_ticket__cdata
SELECT t.ticket_id, 'Ticket subject ' || t.ticket_id,
       CASE WHEN t.ticket_id % 29 = 3 THEN NULL ELSE COALESCE(tp.priority_id, 2)::text END
FROM ost_ticket t LEFT JOIN ost_help_topic tp ON tp.topic_id = t.topic_id;

-- tasks: 160, most attached to a ticket (object_type 'T'), some standalone (object_id 0)
CREATE TABLE ost_task (
    id bigint PRIMARY KEY, object_id integer NOT NULL DEFAULT 0, object_type char(1) NOT NULL,
    number varchar(20), dept_id bigint NOT NULL DEFAULT 0, staff_id bigint NOT NULL DEFAULT 0,
    team_id bigint NOT NULL DEFAULT 0, lock_id bigint NOT NULL DEFAULT 0, flags bigint NOT NULL DEFAULT 0,
    duedate timestamp, closed timestamp, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_task_dept_id ON ost_task (dept_id);
CREATE INDEX ost_task_staff_id ON ost_task (staff_id);
CREATE INDEX ost_task_team_id ON ost_task (team_id);
CREATE INDEX ost_task_created ON ost_task (created);
CREATE INDEX ost_task_object ON ost_task (object_id, object_type);
INSERT INTO ost_task
SELECT g, CASE WHEN g % 6 = 0 THEN 0 ELSE (SELECT max(ticket_id) FROM ost_ticket WHERE ticket_id <= g * 9 + 3) END, 'T',
       lpad((200000 + (g * 4513) % 799999)::text, 6, '0'),
       (ARRAY[1, 3, 3, 5, 6, 1, 4, 8])[1 + g % 8],
       CASE WHEN g % 5 = 2 THEN 0 ELSE (SELECT id FROM agent WHERE n = 1 + (g * 13) % 32) END,
       CASE WHEN g % 7 = 3 THEN 3 WHEN g % 11 = 1 THEN 2 ELSE 0 END,
       CASE WHEN g IN (151, 157) THEN 4100 + g - 150 ELSE 0 END, CASE WHEN g % 4 = 0 THEN 0 ELSE 1 END,
       CASE WHEN g % 3 = 0 THEN timestamp '2022-03-01' + g * interval '8 days' END,
       CASE WHEN g % 4 = 0 THEN timestamp '2022-03-01' + g * interval '8 days' + interval '2 days' END,
       timestamp '2022-03-01' + g * interval '8 days', timestamp '2022-03-01' + g * interval '8 days' + interval '1 day'
FROM generate_series(1, 160) g;

-- threads: one per ticket and one per task, in creation order
CREATE TABLE ost_thread (
    id bigint PRIMARY KEY, object_id bigint NOT NULL, object_type char(1) NOT NULL, extra text,
    lastresponse timestamp, lastmessage timestamp, created timestamp NOT NULL);
CREATE INDEX ost_thread_object_id ON ost_thread (object_id);
CREATE INDEX ost_thread_object_type ON ost_thread (object_type);
INSERT INTO ost_thread (id, object_id, object_type, extra, created)
SELECT row_number() OVER (ORDER BY created, object_type DESC, object_id), object_id, object_type, extra, created
FROM (SELECT ticket_id AS object_id, 'T' AS object_type, CASE WHEN ticket_pid IS NOT NULL THEN '{"merged":true}' END AS extra, created FROM ost_ticket
      UNION ALL SELECT id, 'A', NULL, created FROM ost_task) s;

-- entries: 2..7 per ticket thread (user message first, then replies and notes), 1..3 per task thread
CREATE TABLE ost_thread_entry (
    id bigint PRIMARY KEY, pid bigint NOT NULL DEFAULT 0, thread_id bigint NOT NULL DEFAULT 0,
    staff_id bigint NOT NULL DEFAULT 0, user_id bigint NOT NULL DEFAULT 0, type char(1) NOT NULL DEFAULT '',
    flags bigint NOT NULL DEFAULT 0, poster varchar(128) NOT NULL DEFAULT '', editor bigint, editor_type char(1),
    source varchar(32) NOT NULL DEFAULT '', title varchar(255), body text NOT NULL, format varchar(16) NOT NULL DEFAULT 'html',
    ip_address varchar(64) NOT NULL DEFAULT '', extra text, recipients text, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_thread_entry_pid ON ost_thread_entry (pid);
CREATE INDEX ost_thread_entry_thread_id ON ost_thread_entry (thread_id);
CREATE INDEX ost_thread_entry_staff_id ON ost_thread_entry (staff_id);
CREATE INDEX ost_thread_entry_type ON ost_thread_entry (type);
CREATE TEMP TABLE te AS
SELECT th.id AS thread_id, th.object_type, k,
       COALESCE(t.user_id, 0) AS uid, COALESCE(t.staff_id, tk.staff_id, 0) AS sid, th.created, random() AS r
FROM ost_thread th
LEFT JOIN ost_ticket t ON th.object_type = 'T' AND t.ticket_id = th.object_id
LEFT JOIN ost_task tk ON th.object_type = 'A' AND tk.id = th.object_id
CROSS JOIN generate_series(1, 7) k
WHERE k <= CASE WHEN th.object_type = 'T' THEN 2 + (th.id * 7 + th.object_id) % 6 - (th.id % 5 = 0)::int ELSE 1 + th.id % 3 END;
CREATE TEMP TABLE te2 AS
SELECT row_number() OVER (ORDER BY created, thread_id, k) AS id, te.*,
       CASE WHEN object_type = 'A' THEN 'N' WHEN k = 1 THEN 'M' WHEN r < 0.4 THEN 'M' WHEN r < 0.85 THEN 'R' ELSE 'N' END AS typ
FROM te;
INSERT INTO ost_thread_entry
SELECT id, 0, thread_id,
       CASE WHEN typ = 'M' THEN 0
            WHEN r > 0.985 THEN (ARRAY[9, 23])[1 + (id % 2)::int]
            WHEN sid <> 0 AND r < 0.75 THEN sid
            ELSE (SELECT a.id FROM agent a WHERE a.n = 1 + floor(32 * ((te2.id * 0.618) % 1) ^ 1.7)::int) END,
       CASE WHEN typ = 'M' THEN uid ELSE 0 END, typ, CASE WHEN typ = 'N' THEN 0 ELSE 65 END,
       CASE WHEN typ = 'M' THEN 'Customer Person ' || uid ELSE 'Agent' END,
       CASE WHEN r BETWEEN 0.50 AND 0.52 THEN (id % 30) + 1 END,
       CASE WHEN r BETWEEN 0.50 AND 0.51 THEN 'S' WHEN r > 0.51 AND r <= 0.52 THEN 'U' END,
       CASE WHEN typ = 'M' THEN 'Email' ELSE '' END,
       CASE WHEN typ = 'N' THEN 'Internal note' END, 'Body of entry ' || id, 'html',
       CASE WHEN typ = 'M' THEN '10.1.' || (uid % 250) || '.9' ELSE '' END, NULL, NULL,
       created + (k - 1) * interval '9 hours' + r * interval '3 hours', created + (k - 1) * interval '9 hours' + r * interval '3 hours'
FROM te2;
-- editor: a staff id for type 'S', a user id for type 'U' (ids 1..30 either way)
-- edited entries: the new version points at the entry it replaces (about 2%)
UPDATE ost_thread_entry e SET pid = e.id - 1, flags = e.flags | 4
WHERE e.id % 53 = 17 AND EXISTS (SELECT 1 FROM ost_thread_entry p WHERE p.id = e.id - 1 AND p.thread_id = e.thread_id);
UPDATE ost_thread th SET lastmessage = (SELECT max(created) FROM ost_thread_entry e WHERE e.thread_id = th.id AND e.type = 'M'),
                         lastresponse = (SELECT max(created) FROM ost_thread_entry e WHERE e.thread_id = th.id AND e.type = 'R');

CREATE TABLE ost_form (
    id bigint PRIMARY KEY, pid bigint, type varchar(8) NOT NULL DEFAULT 'G', flags bigint NOT NULL DEFAULT 1,
    title varchar(255) NOT NULL, instructions varchar(512), name varchar(64) NOT NULL DEFAULT '', notes text,
    created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_form_type ON ost_form (type);
INSERT INTO ost_form VALUES
 (1, NULL, 'U', 1, 'Contact Information', NULL, '', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, NULL, 'T', 1, 'Ticket Details', 'Please Describe Your Issue', '', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (3, NULL, 'C', 1, 'Company Information', 'Details available in email templates', '', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (4, NULL, 'O', 1, 'Organization Information', 'Details on user organization', '', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (5, NULL, 'A', 1, 'Task Details', 'Please Describe The Issue', '', NULL, '2022-01-10 09:00', '2022-01-10 09:00'),
 (6, NULL, 'G', 1, 'Outage details', NULL, '', NULL, '2023-01-12 09:00', '2023-01-12 09:00');

CREATE TABLE ost_form_field (
    id bigint PRIMARY KEY, form_id bigint NOT NULL, flags bigint DEFAULT 1, type varchar(255) NOT NULL DEFAULT 'text',
    label varchar(255) NOT NULL, name varchar(64) NOT NULL, configuration text, sort bigint NOT NULL, hint varchar(512),
    created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_form_field_form_id ON ost_form_field (form_id);
CREATE INDEX ost_form_field_sort ON ost_form_field (sort);
INSERT INTO ost_form_field (id, form_id, flags, type, label, name, configuration, sort, created, updated) VALUES
 (1, 1, 489395, 'text', 'Email Address', 'email', '{"size":40,"length":64,"validator":"email"}', 1, '2022-01-10 09:00', '2022-01-10 09:00'),
 (2, 1, 489395, 'text', 'Full Name', 'name', '{"size":40,"length":64}', 2, '2022-01-10 09:00', '2022-01-10 09:00'),
 (3, 1, 13057, 'phone', 'Phone Number', 'phone', NULL, 3, '2022-01-10 09:00', '2022-01-10 09:00'),
 (4, 1, 12289, 'memo', 'Internal Notes', 'notes', '{"rows":4,"cols":40}', 4, '2022-01-10 09:00', '2022-01-10 09:00'),
 (20, 2, 489265, 'text', 'Issue Summary', 'subject', '{"size":40,"length":50}', 1, '2022-01-10 09:00', '2022-01-10 09:00'),
 (21, 2, 480547, 'thread', 'Issue Details', 'message', NULL, 2, '2022-01-10 09:00', '2022-01-10 09:00'),
 (22, 2, 274609, 'priority', 'Priority Level', 'priority', NULL, 3, '2022-01-10 09:00', '2022-01-10 09:00'),
 (23, 3, 291249, 'text', 'Company Name', 'name', '{"size":40,"length":64}', 1, '2022-01-10 09:00', '2022-01-10 09:00'),
 (24, 3, 274705, 'text', 'Website', 'website', '{"size":40,"length":64}', 2, '2022-01-10 09:00', '2022-01-10 09:00'),
 (25, 3, 274705, 'phone', 'Phone Number', 'phone', '{"ext":false}', 3, '2022-01-10 09:00', '2022-01-10 09:00'),
 (26, 3, 12545, 'memo', 'Address', 'address', '{"rows":2,"cols":40}', 4, '2022-01-10 09:00', '2022-01-10 09:00'),
 (27, 4, 489395, 'text', 'Name', 'name', '{"size":40,"length":64}', 1, '2022-01-10 09:00', '2022-01-10 09:00'),
 (28, 4, 13057, 'memo', 'Address', 'address', '{"rows":2,"cols":40}', 2, '2022-01-10 09:00', '2022-01-10 09:00'),
 (29, 4, 13057, 'phone', 'Phone', 'phone', NULL, 3, '2022-01-10 09:00', '2022-01-10 09:00'),
 (30, 4, 13057, 'text', 'Website', 'website', '{"size":40,"length":0}', 4, '2022-01-10 09:00', '2022-01-10 09:00'),
 (31, 4, 12289, 'memo', 'Internal Notes', 'notes', '{"rows":4,"cols":40}', 5, '2022-01-10 09:00', '2022-01-10 09:00'),
 (32, 5, 487487, 'text', 'Title', 'title', '{"size":40,"length":50}', 1, '2022-01-10 09:00', '2022-01-10 09:00'),
 (33, 5, 413695, 'thread', 'Description', 'description', NULL, 2, '2022-01-10 09:00', '2022-01-10 09:00'),
 (34, 6, 13057, 'text', 'Affected service', 'service', NULL, 1, '2023-01-12 09:00', '2023-01-12 09:00'),
 (35, 6, 13057, 'datetime', 'Started at', 'started', NULL, 2, '2023-01-12 09:00', '2023-01-12 09:00');

-- one entry per ticket ('T', form 2, plus form 6 on outage tickets), per user ('U', form 1),
-- per organization ('O', form 4), per task ('A', form 5), and the company entry (form 3, no object)
CREATE TABLE ost_form_entry (
    id bigint PRIMARY KEY, form_id bigint NOT NULL, object_id bigint, object_type char(1) NOT NULL DEFAULT 'T',
    sort bigint NOT NULL DEFAULT 1, extra text, created timestamp NOT NULL, updated timestamp NOT NULL);
CREATE INDEX ost_form_entry_entry_lookup ON ost_form_entry (object_type, object_id);
INSERT INTO ost_form_entry
SELECT row_number() OVER (ORDER BY created, object_type, object_id, form_id), form_id, object_id, object_type, 1, NULL, created, created
FROM (SELECT 3 AS form_id, NULL::bigint AS object_id, 'C' AS object_type, timestamp '2022-01-10 09:00' AS created
      UNION ALL SELECT 1, id, 'U', created FROM ost_user
      UNION ALL SELECT 4, id, 'O', created FROM ost_organization WHERE id % 4 <> 1
      UNION ALL SELECT 2, ticket_id, 'T', created FROM ost_ticket
      UNION ALL SELECT 6, ticket_id, 'T', created + interval '1 second' FROM ost_ticket WHERE topic_id = 13
      UNION ALL SELECT 5, id, 'A', created FROM ost_task) s;

CREATE TABLE ost_form_entry_values (
    entry_id bigint NOT NULL, field_id bigint NOT NULL, value text, value_id integer, PRIMARY KEY (entry_id, field_id));
INSERT INTO ost_form_entry_values
SELECT e.id, f.id,
       CASE f.name WHEN 'subject' THEN 'Ticket subject ' || e.object_id WHEN 'priority' THEN initcap(p.priority)
                   WHEN 'email' THEN 'user' || e.object_id || '@example.org' WHEN 'name' THEN 'Name ' || e.object_id
                   WHEN 'phone' THEN '555' || lpad((e.object_id * 37 % 10000)::text, 4, '0')
                   WHEN 'title' THEN 'Task ' || e.object_id ELSE 'Value ' || e.id END,
       CASE WHEN f.name = 'priority' THEN p.priority_id END
FROM ost_form_entry e
JOIN ost_form_field f ON f.form_id = e.form_id AND f.type NOT IN ('thread')
LEFT JOIN ost_ticket__cdata c ON e.object_type = 'T' AND c.ticket_id = e.object_id
LEFT JOIN ost_ticket_priority p ON f.name = 'priority' AND p.priority_id::text = c.priority
WHERE NOT (f.type IN ('phone', 'memo') AND (e.id * 7 + f.id) % 3 <> 0)
  AND NOT (f.name = 'priority' AND c.priority IS NULL);

CREATE TABLE ost_file (
    id bigint PRIMARY KEY, ft char(1) NOT NULL DEFAULT 'T', bk char(1) NOT NULL DEFAULT 'D', type varchar(255) NOT NULL DEFAULT '',
    size bigint NOT NULL DEFAULT 0, key varchar(86) NOT NULL, signature varchar(86) NOT NULL, name varchar(255) NOT NULL DEFAULT '',
    attrs varchar(255), created timestamp NOT NULL);
CREATE INDEX ost_file_ft ON ost_file (ft);
CREATE INDEX ost_file_key ON ost_file (key);
CREATE INDEX ost_file_signature ON ost_file (signature);
CREATE INDEX ost_file_type ON ost_file (type);
CREATE INDEX ost_file_created ON ost_file (created);
CREATE INDEX ost_file_size ON ost_file (size);
CREATE TABLE ost_attachment (
    id bigint PRIMARY KEY, object_id bigint NOT NULL, type char(1) NOT NULL, file_id bigint NOT NULL, name varchar(255),
    inline smallint NOT NULL DEFAULT 0, lang varchar(16));
CREATE UNIQUE INDEX ost_attachment_file_type ON ost_attachment (object_id, file_id, type);
CREATE INDEX ost_attachment_file_object ON ost_attachment (file_id, object_id);
-- files 1..2 are the logo and the banner (ft 'L'/'B'); a forwarded file is stored once and attached twice
INSERT INTO ost_file VALUES
 (1, 'L', 'D', 'image/png', 24311, 'logokey00000000000000000000001', 'logosig', 'logo.png', NULL, '2022-01-10 09:00'),
 (2, 'B', 'D', 'image/jpeg', 88120, 'bannerkey000000000000000000002', 'bannersig', 'banner.jpg', NULL, '2022-01-10 09:00');
CREATE TEMP TABLE att AS
SELECT row_number() OVER (ORDER BY e.id) AS n, e.id AS entry_id, e.created, random() AS r
FROM ost_thread_entry e WHERE e.type IN ('M', 'R') AND (e.id * 13) % 9 = 2;
INSERT INTO ost_file
SELECT 2 + n, 'T', 'D', CASE WHEN r < 0.5 THEN 'image/png' WHEN r < 0.8 THEN 'application/pdf' ELSE 'text/plain' END,
       100 + floor(r * 2000000)::int, md5('k' || n) || substr(md5('kk' || n), 1, 10), md5('s' || n),
       'file' || n || CASE WHEN r < 0.5 THEN '.png' WHEN r < 0.8 THEN '.pdf' ELSE '.txt' END, NULL, created
FROM att WHERE n % 11 <> 4;
INSERT INTO ost_attachment
SELECT a.n, a.entry_id, 'H', CASE WHEN a.n % 11 = 4 THEN 2 + a.n - 1 ELSE 2 + a.n END, NULL, (a.r < 0.2)::int, NULL
FROM att a;

ANALYZE;
