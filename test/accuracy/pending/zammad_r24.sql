-- test/accuracy/zammad_r24.sql: the core of a Zammad 6 help desk's database (6.4/6.5, PostgreSQL), as a fresh
-- install's migrations build it: db/migrate/20120101000001_create_base.rb, 20120101000010_create_ticket.rb
-- (both ActiveRecord::Migration[4.2]) and 20190531180304_initialize_knowledge_base.rb (Migration[5.0]); on a
-- fresh install the later migrations return early, so these files are the schema. 60 tables of it, a fictional
-- German hosting company's install (Brightline Hosting GmbH, live since 2021-03-01, snapshot of 2025-06-30).
-- Written for issue 16 as a held-out check (round 24): committed with its truth (zammad_r24_truth.csv) BEFORE
-- discovery was ever run on it.  Named zammad_r24 because test/accuracy/zammad.sql (round 18) already exists;
-- this one was written from Zammad's migrations, seeds and models, not from that file.
--
-- Naming: Rails. Plural snake_case tables, `id serial` keys: the 4.2 / 5.0 compatibility layers keep integer
-- (not bigint) primary keys and integer t.references columns. References are <singular>_id (group_id,
-- ticket_id, organization_id, user_id), but many carry a role or a prefix instead of the target's name:
-- tickets.owner_id / customer_id and ticket_articles.origin_by_id (users), ticket_articles.type_id / sender_id
-- (ticket_article_types / ticket_article_senders), tickets.create_article_type_id / create_article_sender_id,
-- tickets.state_id / priority_id (ticket_states / ticket_priorities), ticket_states.state_type_id and
-- next_state_id, users.out_of_office_replacement_id, groups.parent_id (the 6.x group tree), recent_views.
-- recent_view_object_id and activity_streams.activity_stream_object_id (object_lookups), activity_streams.
-- activity_stream_type_id (type_lookups), histories.history_*_id and related_history_object_id (history_*),
-- links.link_object_source_id / link_object_target_id (link_objects), avatars.store_full_id / store_resize_id
-- (stores), knowledge_base_*: kb_locale_id, system_locale_id (locales), answer_id, category_id, content_id,
-- parent_id, archived_by_id / internal_by_id / published_by_id (users). Audit columns created_by_id /
-- updated_by_id -> users on nearly every table (tags, histories, stores, recent_views, activity_streams and
-- time accountings have created_by_id only; lookups such as *_lookups, history_*, link_*, tag_*, store_*,
-- locales, permissions have neither). Join tables of has_and_belongs_to_many have no id and no key:
-- roles_users, groups_users and roles_groups (with access 'full', 'read', 'create', 'change', 'overview': one
-- row per access), organizations_users (secondary organizations), permissions_roles, overviews_roles,
-- text_modules_groups.  Unique indexes as the migrations create them (index_<table>_on_<column>).
--
-- Declared: the 121 foreign keys of add_foreign_key and t.references ... foreign_key:, named as Rails names
-- them (fk_rails_ + 10 hex digits of sha256('<table>_<column>_fk')), all into id; the knowledge base's
-- answer_id cascades on delete. Undeclared (the models' belongs_to / habtm join on them, the migrations add no
-- key): permissions_roles.role_id / permission_id (t.belongs_to without foreign_key), email_addresses.channel_id,
-- slas.calendar_id (t.references without add_foreign_key), ticket_states.next_state_id, tickets.
-- create_article_type_id / create_article_sender_id, user_overview_sortings.overview_id (its user_id is declared),
-- links.link_object_source_id / link_object_target_id (only link_type_id is declared), online_notifications.
-- object_lookup_id / type_lookup_id, avatars.object_lookup_id / store_full_id / store_resize_id, histories.
-- related_history_object_id (its four siblings are declared), webhooks.created_by_id / updated_by_id, and
-- users.image, which holds the user's default avatar's avatars.store_hash (Avatar.get_by_hash looks the image up
-- by it; the md5 of the image, unique per avatar here though no index says so).
-- Undiscoverable (one value in all the data): ticket_states.next_state_id (only 'pending close' has a next state:
-- closed, 4), links.link_object_target_id (every link's target is a Ticket), online_notifications.object_lookup_id
-- (only tickets notify) and avatars.object_lookup_id (only users have avatars).
--
-- "None": NULL for an optional reference (users.organization_id of private customers, tickets.organization_id,
-- groups.email_address_id of the retired group 'Users', email_addresses.channel_id of info@ whose mail account
-- was deleted, ticket_articles.origin_by_id, ticket_time_accountings.ticket_article_id / type_id,
-- tickets.create_article_* of tickets opened through the API, knowledge_base_answers.*_by_id). tickets.owner_id
-- is NOT NULL: 1, the system user '-' (inactive, no roles), means nobody owns the ticket. User 1 also creates and
-- updates what the system does: seeds, customers that arrive by mail or sign up, the auto reply of the default
-- trigger, closes by the scheduler ("pending close"), tags set by triggers, initial avatars. User 2 is the demo
-- customer Nicole Braun (organization 1, the 'Zammad Foundation' seed) with the welcome ticket 1; user 3 the admin
-- of the getting-started wizard; 4..45 agents (five have left: inactive); customers from 46, with gaps where
-- customers were deleted (the data privacy task deletes their tickets with them). Empty strings ('') fill the
-- users' optional text fields and organizations.domain, as the migrations' defaults do.
-- Polymorphic, left out of the truth (the target depends on another column): tags.o_id (tag_object_id: Ticket or
-- KnowledgeBase::Answer), recent_views.o_id, activity_streams.o_id, online_notifications.o_id, avatars.o_id (the
-- object_lookup: here only tickets notify and only users have avatars, but the column is one of any object),
-- histories.o_id, related_o_id, id_from / id_to (the ids of whatever attribute changed) and sourceable_id
-- (Trigger / Job, beside sourceable_type), stores.o_id (varchar since 6.x: a row id of the store object's model, or
-- a form's UUID for UploadCache), links.link_object_source_value / link_object_target_value, mentions.
-- mentionable_id (beside mentionable_type, always 'Ticket').  Also left out: ticket_articles.in_reply_to, which
-- names a message_id that is no key (a mail sent to two of our addresses makes two tickets with one message id,
-- and customers answer mails that never passed through Zammad); checklists.sorted_item_ids (an array of
-- checklist_items ids as text); ids inside text and YAML (taskbars.key 'Ticket-123' and params, tickets.
-- preferences' channel_id, overviews.condition, histories.value_from / value_to).  knowledge_base_answer_
-- translations.content_id equals the translation's own id: the content is saved first in the same transaction
-- and destroyed with it, so both sequences advance together.
-- Orphans: none. Every declared reference is a constraint; where none is declared Zammad deletes dependents with
-- their owner (a ticket's articles, histories, tags, links, notifications, mentions), and nothing here points to a
-- deleted row. Gaps: deleted customers, organizations, tickets, articles, tags, permissions, groups, channels,
-- categories, answers. Activity streams, recent views and online notifications keep only their recent months
-- (Zammad's cleanup jobs), so their ids start high. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2424);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.yml(VARIADIC kv text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT E'--- !ruby/hash:ActiveSupport::HashWithIndifferentAccess\n' ||
         coalesce(string_agg(kv[2*i-1] || ': ' || kv[2*i], E'\n' ORDER BY i), '') || E'\n'
    FROM generate_series(1, array_length(kv, 1) / 2) i $$;
CREATE TEMP TABLE nm AS SELECT
  ARRAY['Anna','Ben','Clara','David','Eva','Felix','Greta','Hannah','Ilja','Jonas','Katrin','Lukas','Maria','Niklas',
        'Olivia','Paul','Quentin','Rita','Simon','Tanja','Uwe','Vera','Wilhelm','Xenia','Yusuf','Zoe','Laura','Tim',
        'Sarah','Jan','Lea','Max','Sophie','Tom','Julia','Erik','Nina','Oskar','Petra','Robert','Sven','Ines','Mehmet',
        'Chiara','Pierre','Emma','Liam','Noah','Mia','Lena'] AS fn,
  ARRAY['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter',
        'Klein','Wolf','Schröder','Neumann','Schwarz','Braun','Zimmermann','Krüger','Hartmann','Lange','Werner','Krause',
        'Lehmann','Köhler','Maier','Huber','Kaiser','Fuchs','Peters','Lang','Scholz','Möller','Weiß','Jung','Hahn','Vogel',
        'Friedrich','Keller','Günther','Frank','Berger','Winkler','Roth','Beck','Lorenz','Baumann','Franke','Albrecht'] AS ln,
  ARRAY['Alpen','Nord','Rhein','Blau','Stern','Falken','Linden','Eichen','Sonnen','Berg','Wald','Hafen','Ost','Süd',
        'West','Gold','Silber','Kristall','Adler','Löwen'] AS c1,
  ARRAY['technik','haus','werk','media','soft','logistik','bau','design','consult','systems','net','data','print',
        'garten','optik'] AS c2,
  ARRAY['GmbH','AG','KG','e.K.','GmbH & Co. KG','UG'] AS c3,
  ARRAY['Berlin','Hamburg','München','Köln','Frankfurt','Stuttgart','Düsseldorf','Leipzig','Dortmund','Essen','Bremen',
        'Dresden','Hannover','Nürnberg','Wien','Graz','Zürich','Basel','Bern','Linz'] AS city,
  ARRAY['gmail.com','gmx.de','web.de','outlook.com','t-online.de','yahoo.com','posteo.de','icloud.com'] AS freemail;
CREATE FUNCTION pg_temp.ascii(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(replace(lower(t),'ü','ue'),'ö','oe'),'ä','ae'),'ß','ss'),' & ','-'),' ','-') $$;

-- ---------------------------------------------------------------------------------------------
-- users and organizations (create_base): the system user 1 '-', the demo customer Nicole Braun (2),
-- the admin who ran the getting-started wizard (3), agents 4..45, customers 46..3900.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE users (
  id serial PRIMARY KEY,
  organization_id integer,
  login varchar(255) NOT NULL,
  firstname varchar(100) DEFAULT '',
  lastname varchar(100) DEFAULT '',
  email varchar(255) DEFAULT '',
  image varchar(100),
  image_source varchar(200),
  web varchar(100) DEFAULT '',
  password varchar(100),
  phone varchar(100) DEFAULT '',
  fax varchar(100) DEFAULT '',
  mobile varchar(100) DEFAULT '',
  department varchar(200) DEFAULT '',
  street varchar(120) DEFAULT '',
  zip varchar(100) DEFAULT '',
  city varchar(100) DEFAULT '',
  country varchar(100) DEFAULT '',
  address varchar(500) DEFAULT '',
  vip boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  note varchar(5000) DEFAULT '',
  last_login timestamp(3),
  source varchar(200),
  login_failed integer NOT NULL DEFAULT 0,
  out_of_office boolean NOT NULL DEFAULT false,
  out_of_office_start_at date,
  out_of_office_end_at date,
  out_of_office_replacement_id integer,
  preferences varchar(8000),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_users_on_login ON users (login);

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name varchar(150) NOT NULL,
  shared boolean NOT NULL DEFAULT true,
  domain varchar(250) DEFAULT '',
  domain_assignment boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  vip boolean NOT NULL DEFAULT false,
  note varchar(5000) DEFAULT '',
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_organizations_on_name ON organizations (name);

-- agents: join date, leave date (inactive now), weight (how much of the queue they take)
CREATE TEMP TABLE ag AS
SELECT a AS id,
       CASE WHEN a <= 20 THEN timestamp '2021-03-01 09:00' + (a - 3) * interval '2 hours'
            ELSE timestamp '2021-03-01 09:00' + (a - 20) * interval '47 days' + (a % 5) * interval '3 hours' END AS join_at,
       CASE a WHEN 12 THEN timestamp '2022-09-30 17:00' WHEN 19 THEN timestamp '2023-03-31 17:00'
              WHEN 27 THEN timestamp '2024-01-31 17:00' WHEN 33 THEN timestamp '2024-08-30 17:00'
              WHEN 38 THEN timestamp '2025-02-28 17:00' END AS leave_at,
       CASE WHEN a IN (3, 44, 45) THEN 0.15 WHEN a IN (4, 5, 6, 7) THEN 0.6 ELSE 0.5 + random() END AS w
  FROM generate_series(3, 45) a;

CREATE TEMP TABLE oslot AS
SELECT o, (o > 1 AND random() < 0.06) AS gone,
       CASE WHEN o = 1 THEN timestamp '2021-03-01 08:00'
            WHEN o <= 120 THEN timestamp '2021-03-01 10:00' + o * interval '1 minute'
            ELSE timestamp '2021-03-05 09:00' + (o - 120) * interval '7 days 2 hours' + random() * interval '3 days' END AS created
  FROM generate_series(1, 340) o;

INSERT INTO organizations (id, name, shared, domain, domain_assignment, active, vip, note, updated_by_id, created_by_id, created_at, updated_at)
SELECT o,
       CASE WHEN o = 1 THEN 'Zammad Foundation'
            ELSE nm.c1[1 + (o - 2) % 20] || nm.c2[1 + ((o - 2) / 20) % 15] || ' ' || nm.c3[1 + ((o - 2) * 7 + (o - 2) / 300) % 6] END,
       true,
       CASE WHEN o = 1 THEN '' WHEN o % 3 = 0 THEN '' ELSE pg_temp.ascii(nm.c1[1 + (o - 2) % 20] || nm.c2[1 + ((o - 2) / 20) % 15]) || '.de' END,
       (o > 1 AND o % 3 <> 0 AND o % 4 = 1),
       (o = 1 OR random() > 0.05),
       (o % 23 = 0),
       CASE WHEN o % 9 = 0 THEN 'Rahmenvertrag ' || (2019 + o % 6) ELSE '' END,
       CASE WHEN o = 1 THEN 1 WHEN o <= 120 THEN 3 ELSE (ARRAY[3,4,5,6,7,8,9,10,21,22,23])[pg_temp.r(11)] END,
       CASE WHEN o = 1 THEN 1 WHEN o <= 120 THEN 3 ELSE (ARRAY[3,4,5,6,7,8,9,10,21,22,23])[pg_temp.r(11)] END,
       created, created + CASE WHEN o % 5 = 0 THEN random() * interval '400 days' ELSE interval '0' END
  FROM oslot, nm WHERE NOT gone;
-- updated_by on organizations: whoever last edited; an edit after creation is by an agent
UPDATE organizations SET updated_by_id = (ARRAY[3,4,5,6,7,21,22])[1 + (id % 7)] WHERE updated_at > created_at AND id > 1;

CREATE TEMP TABLE org_ok AS SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM organizations WHERE id > 1;
-- customers: 46..445 imported from the old CRM on go-live (created by the admin 3), then created as they
-- first write in (created by the system user 1), by an agent who took a call, or by signing up (1)
CREATE TEMP TABLE cslot AS
SELECT u,
       (u > 445 AND random() < 0.055) AS gone,
       CASE WHEN u <= 445 THEN timestamp '2021-03-01 11:00' + (u - 46) * interval '20 seconds'
            ELSE timestamp '2021-03-02 08:00' + ((u - 446) / 3454.0) * interval '1578 days' + random() * interval '9 hours' END AS created,
       CASE WHEN u <= 445 THEN 'import' WHEN random() < 0.68 THEN 'email' WHEN random() < 0.72 THEN 'phone' ELSE 'signup' END AS via,
       random() < 0.72 AS has_org
  FROM generate_series(46, 3900) u;

CREATE TEMP TABLE ppl AS
SELECT c.u, c.gone, c.created, c.via,
       CASE WHEN c.has_org THEN oo.a[pg_temp.sk(oo.n, 1.7)] END AS org,
       nm.fn[pg_temp.r(50)] AS fname, nm.ln[pg_temp.r(50)] AS lname
  FROM cslot c, nm, org_ok oo;
-- a customer only belongs to an organization that existed when he was created (else: none)
UPDATE ppl p SET org = NULL FROM organizations o WHERE o.id = p.org AND o.created_at > p.created;

CREATE TEMP TABLE umail AS
SELECT p.u, pg_temp.ascii(p.fname || '.' || p.lname) AS local,
       coalesce(nullif(o.domain, ''), nm.freemail[1 + (p.u * 7) % 8]) AS dom
  FROM ppl p LEFT JOIN organizations o ON o.id = p.org, nm;
CREATE TEMP TABLE umail2 AS
SELECT u, local || CASE WHEN row_number() OVER (PARTITION BY local, dom ORDER BY u) > 1
                        THEN (row_number() OVER (PARTITION BY local, dom ORDER BY u))::text ELSE '' END || '@' || dom AS email
  FROM umail;

INSERT INTO users (id, organization_id, login, firstname, lastname, email, password, phone, mobile, department, city, country,
                   vip, verified, active, note, last_login, source, login_failed, preferences, updated_by_id, created_by_id,
                   created_at, updated_at)
VALUES
 (1, NULL, '-', '-', '', '', NULL, '', '', '', '', '', false, false, false, '', NULL, NULL, 0, NULL, 1, 1,
  '2021-03-01 08:00:00', '2021-03-01 08:00:00'),
 (2, 1, 'nicole.braun@zammad.org', 'Nicole', 'Braun', 'nicole.braun@zammad.org', NULL, '', '', '', '', '', false, false, true, '',
  NULL, NULL, 0, NULL, 1, 1, '2021-03-01 08:00:00', '2021-03-01 08:00:00');

INSERT INTO users (id, organization_id, login, firstname, lastname, email, password, phone, mobile, department, city, country,
                   vip, verified, active, note, last_login, source, login_failed, preferences, updated_by_id, created_by_id,
                   created_at, updated_at)
SELECT a.id, NULL,
       pg_temp.ascii(f || '.' || l) || '@brightline-hosting.de', f, l, pg_temp.ascii(f || '.' || l) || '@brightline-hosting.de',
       '{argon2}$argon2id$v=19$m=19456,t=2,p=1$' || substr(md5('pw' || a.id), 1, 22),
       '+49 30 5550' || lpad((200 + a.id)::text, 3, '0'), '',
       CASE WHEN a.id <= 7 THEN 'Management' WHEN a.id BETWEEN 21 AND 26 THEN 'Buchhaltung' WHEN a.id BETWEEN 27 AND 30 THEN 'Vertrieb'
            ELSE 'Support' END,
       'Berlin', 'Deutschland', false, true, a.leave_at IS NULL, '',
       CASE WHEN a.leave_at IS NULL THEN timestamp '2025-06-30 08:00' - random() * interval '20 days' ELSE a.leave_at - interval '3 hours' END,
       NULL, 0,
       pg_temp.yml('locale', CASE WHEN a.id % 4 = 0 THEN 'en-us' ELSE 'de-de' END, 'intro', 'true',
                   'notification_config', '{matrix: {create: {criteria: {owned_by_me: true}}}}'),
       CASE WHEN a.leave_at IS NOT NULL THEN 3 WHEN random() < 0.5 THEN a.id ELSE 3 END,
       CASE WHEN a.id = 3 THEN 1 ELSE 3 END,
       a.join_at - interval '2 days', coalesce(a.leave_at, a.join_at + random() * interval '900 days')
  FROM ag a, nm, LATERAL (SELECT nm.fn[1 + (a.id * 13) % 50] AS f, nm.ln[1 + (a.id * 29) % 50] AS l) x;
UPDATE users SET firstname = 'Frank', lastname = 'Admin', login = 'frank.admin@brightline-hosting.de',
       email = 'frank.admin@brightline-hosting.de', created_at = '2021-03-01 08:12:00' WHERE id = 3;
UPDATE users SET updated_at = created_at + interval '30 days' WHERE id BETWEEN 3 AND 45 AND updated_at < created_at;

INSERT INTO users (id, organization_id, login, firstname, lastname, email, password, phone, mobile, department, street, zip, city,
                   country, vip, verified, active, note, last_login, source, login_failed, preferences, updated_by_id,
                   created_by_id, created_at, updated_at)
SELECT p.u, p.org, m.email, p.fname, p.lname, m.email,
       CASE WHEN p.via = 'signup' OR random() < 0.15 THEN '{argon2}$argon2id$v=19$m=19456,t=2,p=1$' || substr(md5('c' || p.u), 1, 22) END,
       CASE WHEN p.via IN ('phone', 'import') OR random() < 0.3 THEN '+49 ' || (150 + p.u % 60) || ' ' || (1000000 + (p.u * 7919) % 8999999) ELSE '' END,
       CASE WHEN random() < 0.2 THEN '+49 17' || (p.u % 10) || ' ' || (1000000 + (p.u * 104729) % 8999999) ELSE '' END,
       CASE WHEN p.org IS NOT NULL AND random() < 0.3 THEN (ARRAY['IT','Einkauf','Geschäftsführung','Marketing','Buchhaltung'])[pg_temp.r(5)] ELSE '' END,
       CASE WHEN p.via = 'import' THEN 'Hauptstraße ' || (1 + p.u % 120) ELSE '' END,
       CASE WHEN p.via = 'import' THEN lpad(((p.u * 389) % 99999)::text, 5, '0') ELSE '' END,
       CASE WHEN p.via = 'import' OR random() < 0.2 THEN nm.city[1 + p.u % 20] ELSE '' END,
       CASE WHEN p.via = 'import' THEN 'Deutschland' ELSE '' END,
       (p.u % 97 = 0), (p.via = 'signup'), true, '',
       CASE WHEN p.via = 'signup' OR random() < 0.1 THEN p.created + random() * (timestamp '2025-06-30' - p.created) END,
       CASE WHEN p.via = 'signup' THEN 'signup' END, 0,
       CASE WHEN random() < 0.3 THEN pg_temp.yml('locale', 'de-de') END,
       1, -- set below
       CASE p.via WHEN 'import' THEN 3 WHEN 'phone' THEN 0 ELSE 1 END,
       p.created, p.created
  FROM ppl p JOIN umail2 m ON m.u = p.u, nm
 WHERE NOT p.gone;
-- a customer taken on the phone is created by the agent on duty (one who had joined by then)
UPDATE users u SET created_by_id = (SELECT a.id FROM ag a WHERE a.join_at <= u.created_at AND coalesce(a.leave_at, 'infinity') > u.created_at
                  AND a.id BETWEEN 8 AND 43 ORDER BY random() / a.w LIMIT 1)
 WHERE u.created_by_id = 0;
UPDATE users SET updated_by_id = created_by_id WHERE id > 45;
-- later edits: an agent corrects a record, or the customer edits his own profile
UPDATE users u SET updated_at = u.created_at + random() * (timestamp '2025-06-30' - u.created_at),
       updated_by_id = CASE WHEN u.password IS NOT NULL AND random() < 0.5 THEN u.id
                            ELSE (SELECT a.id FROM ag a WHERE a.id BETWEEN 8 AND 43 AND a.leave_at IS NULL AND a.id <> u.id ORDER BY random() LIMIT 1) END
 WHERE u.id > 45 AND random() < 0.3;
-- out of office: three agents, each with a colleague as replacement
UPDATE users SET out_of_office = true, out_of_office_start_at = '2025-06-23', out_of_office_end_at = '2025-07-11', out_of_office_replacement_id = 15 WHERE id = 9;
UPDATE users SET out_of_office = false, out_of_office_start_at = '2024-12-20', out_of_office_end_at = '2025-01-06', out_of_office_replacement_id = 4 WHERE id = 6;
UPDATE users SET out_of_office = true, out_of_office_start_at = '2025-06-30', out_of_office_end_at = '2025-07-04', out_of_office_replacement_id = 22 WHERE id = 23;

CREATE TEMP TABLE cust AS SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM users WHERE id > 45;
-- secondary organizations (organizations_users, a habtm without id): a few customers serve several organizations
CREATE TABLE organizations_users (user_id integer, organization_id integer);
INSERT INTO organizations_users (user_id, organization_id)
SELECT DISTINCT u.id, oo.a[pg_temp.sk(oo.n, 1.3)]
  FROM users u, org_ok oo, generate_series(1, 2) k
 WHERE u.id > 45 AND u.organization_id IS NOT NULL AND u.id % 23 = 0 AND (k = 1 OR u.id % 3 = 0);
DELETE FROM organizations_users ou USING users u, organizations o
 WHERE u.id = ou.user_id AND o.id = ou.organization_id AND (ou.organization_id = u.organization_id OR o.created_at > u.updated_at);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  name varchar(100) NOT NULL,
  preferences text,
  default_at_signup boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  note varchar(250),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_roles_on_name ON roles (name);
INSERT INTO roles VALUES
 (1, 'Admin', NULL, false, true, 'To configure your system.', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (2, 'Agent', NULL, false, true, 'To work on Tickets.', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (3, 'Customer', NULL, true, true, 'People who create Tickets ask for help.', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (4, 'Agent (read only)', NULL, false, true, 'Trainees and auditors: read the queues, change nothing.', 3, 3, '2022-02-14 10:20', '2023-05-02 16:41'),
 (5, 'Team Lead', NULL, false, true, 'Reports, overviews, macros, knowledge base.', 4, 3, '2021-06-07 09:03', '2024-10-21 11:15');

CREATE TABLE roles_users (user_id integer, role_id integer);
INSERT INTO roles_users SELECT 2, 3;
INSERT INTO roles_users SELECT id, 1 FROM users WHERE id IN (3, 4, 5);
INSERT INTO roles_users SELECT id, 2 FROM users WHERE id BETWEEN 3 AND 43;
INSERT INTO roles_users SELECT id, 4 FROM users WHERE id IN (44, 45);
INSERT INTO roles_users SELECT id, 5 FROM users WHERE id IN (6, 7);
INSERT INTO roles_users SELECT id, 3 FROM users WHERE id > 45 OR id IN (21, 30);

CREATE TABLE permissions (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  label varchar(255),
  description varchar(500),
  preferences varchar(10000),
  active boolean NOT NULL DEFAULT true,
  allow_signup boolean NOT NULL DEFAULT false,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_permissions_on_name ON permissions (name);
INSERT INTO permissions (id, name, label, description, preferences, active, allow_signup, created_at, updated_at)
SELECT CASE WHEN i >= 25 THEN i + 1 ELSE i END, p, initcap(replace(split_part(p, '.', array_length(string_to_array(p, '.'), 1)), '_', ' ')),
       'Manage ' || replace(p, '.', ' / '), pg_temp.yml('prio', (1000 + i * 10)::text),
       true, p IN ('user_preferences', 'user_preferences.password', 'user_preferences.language', 'user_preferences.avatar',
                   'ticket.customer', 'knowledge_base.reader'),
       '2021-03-01 08:00', '2021-03-01 08:00'
  -- the slot of a retired permission (admin.channel_twitter, 25) is a gap
  FROM unnest(ARRAY['admin','admin.user','admin.group','admin.role','admin.organization','admin.overview','admin.object',
                    'admin.core_workflow','admin.text_module','admin.macro','admin.template','admin.tag','admin.calendar',
                    'admin.sla','admin.trigger','admin.scheduler','admin.report_profile','admin.time_accounting','admin.channel_web',
                    'admin.channel_formular','admin.channel_email','admin.channel_sms','admin.channel_chat','admin.channel_google',
                    'admin.channel_microsoft365','admin.branding','admin.setting_system','admin.security','admin.ticket',
                    'admin.package','admin.integration','admin.api','admin.monitoring','admin.maintenance','admin.session',
                    'admin.webhook','admin.data_privacy','admin.public_links','admin.knowledge_base','admin.checklist',
                    'admin.ticket_auto_assignment','admin.ticket_duplicate_detection','admin.system_report',
                    'user_preferences','user_preferences.password','user_preferences.notifications','user_preferences.access_token',
                    'user_preferences.language','user_preferences.linked_accounts','user_preferences.device','user_preferences.avatar',
                    'user_preferences.calendar','user_preferences.out_of_office','user_preferences.overview_sorting',
                    'user_preferences.two_factor_authentication','user_preferences.appearance',
                    'report','ticket','ticket.agent','ticket.customer','chat','chat.agent','cti','cti.agent',
                    'knowledge_base','knowledge_base.editor','knowledge_base.reader']) WITH ORDINALITY AS t(p, i);

-- permissions_roles: has_and_belongs_to_many with t.belongs_to, no foreign key declared
CREATE TABLE permissions_roles (role_id integer, permission_id integer);
INSERT INTO permissions_roles
SELECT r, p.id FROM permissions p, (VALUES (1, ARRAY['admin','user_preferences','report','knowledge_base.editor']),
                                           (2, ARRAY['ticket.agent','chat.agent','cti.agent','user_preferences','knowledge_base.reader']),
                                           (3, ARRAY['user_preferences.password','user_preferences.language','user_preferences.linked_accounts',
                                                     'user_preferences.avatar','user_preferences.two_factor_authentication',
                                                     'user_preferences.appearance','ticket.customer','knowledge_base.reader']),
                                           (4, ARRAY['ticket.agent','user_preferences','knowledge_base.reader']),
                                           (5, ARRAY['report','admin.overview','admin.macro','admin.text_module','admin.tag',
                                                     'knowledge_base.editor','admin.checklist'])) v(r, names)
 WHERE p.name = ANY (v.names);

CREATE TABLE signatures (
  id serial PRIMARY KEY,
  name varchar(100) NOT NULL,
  body text,
  active boolean NOT NULL DEFAULT true,
  note varchar(250),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_signatures_on_name ON signatures (name);
INSERT INTO signatures VALUES
 (1, 'default', E'\n  #{user.firstname} #{user.lastname}\n\n--\n Brightline Hosting GmbH - Support\n Tel: +49 30 5550 100\n', true, 'default signature', 3, 1, '2021-03-01 08:00', '2021-03-01 08:40'),
 (2, 'Buchhaltung', E'\n  #{user.firstname} #{user.lastname}\n  Buchhaltung\n--\n Brightline Hosting GmbH\n', true, NULL, 21, 3, '2021-03-02 10:00', '2023-01-09 09:12'),
 (3, 'Vertrieb', E'\n  #{user.firstname} #{user.lastname}\n  Vertrieb\n--\n Brightline Hosting GmbH\n', true, NULL, 3, 3, '2021-03-02 10:05', '2021-03-02 10:05');

CREATE TABLE channels (
  id serial PRIMARY KEY,
  group_id integer,
  area varchar(100) NOT NULL,
  options text,
  active boolean NOT NULL DEFAULT true,
  preferences varchar(2000),
  last_log_in text,
  last_log_out text,
  status_in varchar(100),
  status_out varchar(100),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);

CREATE TABLE email_addresses (
  id serial PRIMARY KEY,
  channel_id integer,
  name varchar(250) NOT NULL,
  email varchar(255) NOT NULL,
  active boolean NOT NULL DEFAULT true,
  note varchar(250),
  preferences varchar(2000),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_email_addresses_on_email ON email_addresses (email);

CREATE TABLE groups (
  id serial PRIMARY KEY,
  signature_id integer,
  email_address_id integer,
  name varchar(1618) NOT NULL,
  name_last varchar(160) NOT NULL,
  parent_id integer,
  assignment_timeout integer,
  follow_up_possible varchar(100) NOT NULL DEFAULT 'yes',
  reopen_time_in_days integer,
  follow_up_assignment boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  shared_drafts boolean NOT NULL DEFAULT true,
  note varchar(250),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_groups_on_name ON groups (name);
INSERT INTO groups (id, signature_id, email_address_id, name, name_last, parent_id, assignment_timeout, follow_up_possible,
                    reopen_time_in_days, follow_up_assignment, active, shared_drafts, note, updated_by_id, created_by_id, created_at, updated_at)
VALUES
 (1, 1, NULL, 'Users', 'Users', NULL, NULL, 'yes', NULL, true, false, true, 'Standard Group/Pool for Tickets.', 3, 1, '2021-03-01 08:00', '2021-03-15 09:30'),
 (2, 1, 1, 'Support', 'Support', NULL, NULL, 'yes', NULL, true, true, true, 'First level', 3, 3, '2021-03-01 08:30', '2023-04-11 14:02'),
 (3, 1, 1, 'Support::Hosting', 'Hosting', 2, 120, 'yes', NULL, true, true, true, 'Webhosting, vServer, Managed Server', 4, 3, '2021-03-01 08:31', '2024-03-20 10:00'),
 (4, 1, 1, 'Support::Domains & DNS', 'Domains & DNS', 2, NULL, 'yes', NULL, true, true, true, NULL, 3, 3, '2021-03-01 08:32', '2024-03-20 10:01'),
 (5, 1, 1, 'Support::E-Mail', 'E-Mail', 2, NULL, 'new_ticket_after_certain_time', 14, true, true, true, NULL, 4, 3, '2021-03-01 08:33', '2024-03-20 10:02'),
 (6, 2, 2, 'Billing', 'Billing', NULL, NULL, 'yes', NULL, true, true, false, 'Rechnungen, Mahnungen, SEPA', 21, 3, '2021-03-01 08:34', '2022-11-02 08:15'),
 (7, 3, 3, 'Sales', 'Sales', NULL, NULL, 'yes', NULL, false, true, true, NULL, 3, 3, '2021-03-01 08:35', '2021-03-01 08:35'),
 (8, 1, 4, 'Abuse', 'Abuse', NULL, NULL, 'new_ticket', NULL, false, true, false, 'abuse@ reports, spam complaints', 5, 3, '2021-03-01 08:36', '2022-06-30 12:00'),
 (9, 1, 1, 'Network Operations', 'Network Operations', NULL, NULL, 'yes', NULL, true, true, true, NULL, 3, 3, '2021-06-01 09:00', '2021-06-01 09:00'),
 (10, 1, 1, 'Support::Escalation', 'Escalation', 2, NULL, 'yes', NULL, true, true, true, 'Second level', 4, 4, '2022-01-10 10:00', '2024-03-20 10:03'),
 (12, 3, 3, 'Sales::Partners', 'Partners', 7, NULL, 'yes', NULL, true, true, true, 'Reseller', 3, 3, '2023-05-02 15:00', '2023-05-02 15:00');

INSERT INTO channels (id, group_id, area, options, active, preferences, last_log_in, last_log_out, status_in, status_out, updated_by_id, created_by_id, created_at, updated_at) VALUES
 (1, 1, 'Email::Notification', pg_temp.yml('outbound', '{adapter: smtp, options: {host: host.example.com, user: "", password: "", ssl: true}}'), false, pg_temp.yml('online_service_disable', 'true'), NULL, NULL, NULL, NULL, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (2, 1, 'Email::Notification', pg_temp.yml('outbound', '{adapter: sendmail}'), true, pg_temp.yml('online_service_disable', 'true'), NULL, NULL, NULL, 'ok', 1, 1, '2021-03-01 08:00', '2025-06-30 17:58'),
 (3, 2, 'Email::Account', pg_temp.yml('inbound', '{adapter: imap, options: {host: mail.brightline-hosting.de, user: support, folder: INBOX}}', 'outbound', '{adapter: smtp}'), true, pg_temp.yml('editable', 'true'), 'Fetching 1 of 1 message', NULL, 'ok', 'ok', 3, 3, '2021-03-01 08:20', '2025-06-30 17:59'),
 (4, 6, 'Email::Account', pg_temp.yml('inbound', '{adapter: imap, options: {host: mail.brightline-hosting.de, user: billing}}', 'outbound', '{adapter: smtp}'), true, pg_temp.yml('editable', 'true'), NULL, NULL, 'ok', 'ok', 3, 3, '2021-03-01 08:25', '2025-06-30 17:59'),
 (5, 7, 'Email::Account', pg_temp.yml('inbound', '{adapter: imap, options: {host: mail.brightline-hosting.de, user: sales}}', 'outbound', '{adapter: smtp}'), true, pg_temp.yml('editable', 'true'), NULL, NULL, 'ok', 'ok', 3, 3, '2021-03-01 08:26', '2025-06-30 17:59'),
 (6, 8, 'Email::Account', pg_temp.yml('inbound', '{adapter: imap, options: {host: mail.brightline-hosting.de, user: abuse}}', 'outbound', '{adapter: smtp}'), true, pg_temp.yml('editable', 'true'), NULL, NULL, 'error', 'ok', 5, 3, '2021-03-01 08:27', '2025-06-30 17:59'),
 (8, 9, 'Email::Account', pg_temp.yml('inbound', '{adapter: imap, options: {host: mail.brightline-hosting.de, user: noc}}', 'outbound', '{adapter: smtp}'), true, pg_temp.yml('editable', 'true'), NULL, NULL, 'ok', 'ok', 3, 3, '2021-06-01 09:10', '2025-06-30 17:59');

-- info@ lost its account (channel 7 deleted: Zammad sets the address's channel_id to NULL)
INSERT INTO email_addresses (id, channel_id, name, email, active, note, preferences, updated_by_id, created_by_id, created_at, updated_at) VALUES
 (1, 3, 'Brightline Hosting Support', 'support@brightline-hosting.de', true, NULL, NULL, 3, 3, '2021-03-01 08:20', '2021-03-01 08:20'),
 (2, 4, 'Brightline Hosting Buchhaltung', 'billing@brightline-hosting.de', true, NULL, NULL, 3, 3, '2021-03-01 08:25', '2021-03-01 08:25'),
 (3, 5, 'Brightline Hosting Vertrieb', 'sales@brightline-hosting.de', true, NULL, NULL, 3, 3, '2021-03-01 08:26', '2021-03-01 08:26'),
 (4, 6, 'Brightline Hosting Abuse Desk', 'abuse@brightline-hosting.de', true, NULL, NULL, 5, 3, '2021-03-01 08:27', '2022-06-30 12:00'),
 (5, NULL, 'Brightline Hosting', 'info@brightline-hosting.de', false, 'Postfach aufgelöst 2022', NULL, 3, 3, '2021-03-01 08:28', '2022-08-01 10:00'),
 (6, 8, 'Brightline NOC', 'noc@brightline-hosting.de', true, NULL, NULL, 3, 3, '2021-06-01 09:10', '2021-06-01 09:10');
UPDATE groups SET email_address_id = 6 WHERE id = 9;

-- agents and their groups (groups_users: one row per user, group and access; 'full' or granular)
CREATE TEMP TABLE agg (agent int, grp int, access text);
INSERT INTO agg SELECT 3, g, 'full' FROM generate_series(1, 10) g UNION ALL SELECT 3, 12, 'full';
INSERT INTO agg SELECT a, g, 'full' FROM unnest(ARRAY[4,5,6,7]) a, unnest(ARRAY[2,3,4,5,10]) g;
INSERT INTO agg SELECT a, 6, 'read' FROM unnest(ARRAY[6,7]) a;
INSERT INTO agg SELECT a, 1, 'full' FROM generate_series(4, 20) a;
INSERT INTO agg SELECT a, 2, 'full' FROM generate_series(8, 20) a UNION ALL SELECT a, 2, 'full' FROM generate_series(39, 43) a;
INSERT INTO agg SELECT a, g, 'full' FROM generate_series(8, 20) a, unnest(ARRAY[3,4,5]) g WHERE (a + g) % 3 <> 0 OR g = 3;
INSERT INTO agg SELECT a, g, 'full' FROM generate_series(39, 43) a, unnest(ARRAY[3,4,5]) g WHERE (a * g) % 4 <> 1;
INSERT INTO agg SELECT a, 10, 'full' FROM unnest(ARRAY[9,11,14,17]) a;
INSERT INTO agg SELECT a, 6, 'full' FROM generate_series(21, 26) a;
INSERT INTO agg SELECT a, 7, 'read' FROM generate_series(21, 26) a;
INSERT INTO agg SELECT a, g, 'full' FROM generate_series(27, 30) a, unnest(ARRAY[7,12]) g;
INSERT INTO agg SELECT a, 6, x FROM generate_series(27, 30) a, unnest(ARRAY['read','create']) x;
INSERT INTO agg SELECT a, g, 'full' FROM generate_series(31, 34) a, unnest(ARRAY[8,9]) g;
INSERT INTO agg SELECT a, 9, 'full' FROM generate_series(35, 38) a UNION ALL SELECT a, 3, 'full' FROM generate_series(35, 38) a;
INSERT INTO agg SELECT a, 3, x FROM generate_series(31, 34) a, unnest(ARRAY['read','overview','change']) x;
INSERT INTO agg SELECT a, g, 'read' FROM unnest(ARRAY[44,45]) a, unnest(ARRAY[2,3,4,5]) g;
INSERT INTO agg SELECT a, g, 'overview' FROM unnest(ARRAY[44,45]) a, unnest(ARRAY[6]) g;

CREATE TABLE groups_users (user_id integer NOT NULL, group_id integer NOT NULL, access varchar(50) NOT NULL DEFAULT 'full');
INSERT INTO groups_users SELECT agent, grp, access FROM agg ORDER BY agent, grp, access;

CREATE TABLE roles_groups (role_id integer NOT NULL, group_id integer NOT NULL, access varchar(50) NOT NULL DEFAULT 'full');
INSERT INTO roles_groups VALUES (5, 2, 'full'), (5, 3, 'full'), (5, 4, 'full'), (5, 5, 'full'), (5, 10, 'full'),
  (4, 2, 'read'), (4, 3, 'read'), (4, 4, 'read'), (4, 5, 'read'), (4, 3, 'overview'), (2, 9, 'read');
CREATE TABLE locales (
  id serial PRIMARY KEY,
  locale varchar(20) NOT NULL,
  alias varchar(20),
  name varchar(255) NOT NULL,
  dir varchar(9) NOT NULL DEFAULT 'ltr',
  active boolean NOT NULL DEFAULT true,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_locales_on_locale ON locales (locale);
CREATE UNIQUE INDEX index_locales_on_name ON locales (name);
INSERT INTO locales (id, locale, alias, name, dir, active, created_at, updated_at)
SELECT i, l, CASE WHEN l LIKE '%-%' THEN split_part(l, '-', 1) END, n, CASE WHEN l IN ('ar', 'he-il', 'fa-ir') THEN 'rtl' ELSE 'ltr' END,
       true, '2021-03-01 08:00', '2021-03-01 08:00'
  FROM unnest(ARRAY['ar','bg','ca','cs','da','de-de','el','en-ca','en-gb','en-us','es-ca','es-co','es-es','es-mx','et','fa-ir','fi',
                    'fr-ca','fr-fr','he-il','hi-in','hr','hu','id','is','it-it','ja','ko-kr','lt','lv','ms-my','nl-nl','no-no','pl',
                    'pt-br','pt-pt','ro','ru','rw','si','sk','sl','sr-cyrl-rs','sr-latn-rs','sv-se','sw','th','tr','uk','vi',
                    'zh-cn','zh-tw'],
              ARRAY['Arabic','Bulgarian','Catalan','Czech','Danish','Deutsch','Greek','English (Canada)','English (United Kingdom)',
                    'English (United States)','Catalan (Spain)','Spanish (Colombia)','Español (España)','Spanish (Mexico)','Estonian',
                    'Persian','Finnish','French (Canada)','Français (France)','Hebrew','Hindi','Croatian','Hungarian','Indonesian',
                    'Icelandic','Italiano','Japanese','Korean','Lithuanian','Latvian','Malay','Nederlands','Norwegian','Polski',
                    'Português (Brasil)','Português (Portugal)','Romanian','Русский','Kinyarwanda','Sinhala','Slovak','Slovenian',
                    'Serbian (Cyrillic)','Serbian (Latin)','Svenska','Swahili','Thai','Türkçe','Ukrainian','Vietnamese',
                    '中文 (简体)','中文 (繁體)']) WITH ORDINALITY AS t(l, n, i);

CREATE TABLE object_lookups (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_object_lookups_on_name ON object_lookups (name);
INSERT INTO object_lookups (id, name, created_at, updated_at) VALUES
 (1, 'User', '2021-03-01 08:00', '2021-03-01 08:00'), (2, 'Organization', '2021-03-01 08:00', '2021-03-01 08:00'),
 (3, 'Ticket', '2021-03-01 08:01', '2021-03-01 08:01'), (4, 'Ticket::Article', '2021-03-01 08:01', '2021-03-01 08:01'),
 (5, 'Group', '2021-03-01 08:30', '2021-03-01 08:30'), (6, 'Role', '2021-03-01 08:40', '2021-03-01 08:40'),
 (7, 'Overview', '2021-03-01 09:00', '2021-03-01 09:00'), (8, 'KnowledgeBase::Answer::Translation', '2021-09-14 10:11', '2021-09-14 10:11'),
 (9, 'Checklist', '2024-11-18 09:30', '2024-11-18 09:30');

CREATE TABLE type_lookups (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_type_lookups_on_name ON type_lookups (name);
INSERT INTO type_lookups (id, name, created_at, updated_at) VALUES
 (1, 'create', '2021-03-01 08:01', '2021-03-01 08:01'), (2, 'update', '2021-03-01 08:05', '2021-03-01 08:05'),
 (3, 'escalation', '2021-03-02 11:00', '2021-03-02 11:00'), (4, 'reminder_reached', '2021-03-04 09:00', '2021-03-04 09:00'),
 (5, 'escalation_warning', '2021-03-08 10:00', '2021-03-08 10:00'), (6, 'update.merged_into', '2021-04-12 14:00', '2021-04-12 14:00'),
 (7, 'update.received_merge', '2021-04-12 14:00', '2021-04-12 14:00');

CREATE TABLE calendars (
  id serial PRIMARY KEY,
  name varchar(250),
  timezone varchar(250),
  business_hours varchar(3000),
  "default" boolean NOT NULL DEFAULT false,
  ical_url varchar(500),
  public_holidays text,
  last_log text,
  last_sync timestamp(3),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_calendars_on_name ON calendars (name);
INSERT INTO calendars VALUES
 (1, 'Default', 'Europe/Berlin', pg_temp.yml('mon', '{active: true, timeframes: [[09:00, 17:00]]}', 'sat', '{active: false}'), false,
  'https://www.google.com/calendar/ical/de.german%23holiday%40group.v.calendar.google.com/public/basic.ics', '--- {}', NULL, '2025-06-30 03:00', 3, 1, '2021-03-01 08:00', '2022-01-03 10:00'),
 (2, 'Support 24/7', 'Europe/Berlin', pg_temp.yml('mon', '{active: true, timeframes: [[00:00, 23:59]]}'), true, NULL, '--- {}', NULL, NULL, 3, 3, '2021-03-01 09:10', '2021-03-01 09:10'),
 (3, 'Buchhaltung Mo-Do', 'Europe/Berlin', pg_temp.yml('mon', '{active: true, timeframes: [[08:00, 12:00], [13:00, 16:00]]}', 'fri', '{active: false}'), false,
  'https://www.google.com/calendar/ical/de.german%23holiday%40group.v.calendar.google.com/public/basic.ics', '--- {}', NULL, '2025-06-30 03:00', 21, 3, '2021-03-02 10:00', '2023-01-09 09:00');

-- slas: t.references :calendar without add_foreign_key
CREATE TABLE slas (
  id serial PRIMARY KEY,
  calendar_id integer NOT NULL,
  name varchar(150),
  first_response_time integer,
  response_time integer,
  update_time integer,
  solution_time integer,
  condition text,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_slas_on_name ON slas (name);
INSERT INTO slas VALUES
 (1, 1, 'Standard', 240, NULL, 1440, 4320, pg_temp.yml('ticket.priority_id', '{operator: is, value: ["1", "2"]}'), 3, 3, '2021-03-01 09:20', '2023-02-01 10:00'),
 (2, 2, 'Premium / Managed', 60, 120, 240, 1440, pg_temp.yml('organization.vip', '{operator: is, value: true}'), 4, 3, '2021-03-01 09:25', '2024-05-13 12:00'),
 (3, 2, 'Hoch', 60, NULL, 480, 1440, pg_temp.yml('ticket.priority_id', '{operator: is, value: ["3"]}'), 3, 3, '2021-03-01 09:30', '2021-03-01 09:30'),
 (5, 3, 'Buchhaltung', 1440, NULL, 2880, NULL, pg_temp.yml('ticket.group_id', '{operator: is, value: ["6"]}'), 21, 21, '2022-11-02 08:20', '2022-11-02 08:20');

-- ticket lookups (create_ticket, seeds): ids fixed by the seeds
CREATE TABLE ticket_state_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_state_types_on_name ON ticket_state_types (name);
INSERT INTO ticket_state_types (id, name, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, n, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'
  FROM unnest(ARRAY['new','open','pending reminder','pending action','closed','merged','removed']) WITH ORDINALITY t(n, i);

CREATE TABLE ticket_states (
  id serial PRIMARY KEY,
  state_type_id integer NOT NULL,
  name varchar(250) NOT NULL,
  next_state_id integer,
  ignore_escalation boolean NOT NULL DEFAULT false,
  default_create boolean NOT NULL DEFAULT false,
  default_follow_up boolean NOT NULL DEFAULT false,
  note varchar(250),
  active boolean NOT NULL DEFAULT true,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_ticket_states_on_name ON ticket_states (name);
INSERT INTO ticket_states VALUES
 (1, 1, 'new', NULL, false, true, false, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (2, 2, 'open', NULL, false, false, true, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (3, 3, 'pending reminder', NULL, true, false, false, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (4, 5, 'closed', NULL, true, false, false, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (5, 6, 'merged', NULL, true, false, false, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (6, 7, 'removed', NULL, true, false, false, NULL, false, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (7, 4, 'pending close', 4, true, false, false, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00');

CREATE TABLE ticket_priorities (id serial PRIMARY KEY, name varchar(250) NOT NULL, default_create boolean NOT NULL DEFAULT false,
  ui_icon varchar(100), ui_color varchar(100), note varchar(250), active boolean NOT NULL DEFAULT true, updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_priorities_on_name ON ticket_priorities (name);
INSERT INTO ticket_priorities VALUES
 (1, '1 low', false, 'low-priority', 'low-priority', NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (2, '2 normal', true, NULL, NULL, NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (3, '3 high', false, 'important', 'high-priority', NULL, true, 1, 1, '2021-03-01 08:00', '2021-03-01 08:00');

CREATE TABLE ticket_article_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), communication boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true, updated_by_id integer NOT NULL, created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_article_types_on_name ON ticket_article_types (name);
INSERT INTO ticket_article_types (id, name, communication, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, n, n <> 'note', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'
  FROM unnest(ARRAY['email','sms','chat','fax','phone','twitter status','twitter direct-message','facebook feed post',
                    'facebook feed comment','note','web','telegram personal-message']) WITH ORDINALITY t(n, i);
INSERT INTO ticket_article_types VALUES (13, 'whatsapp message', NULL, true, true, 1, 1, '2024-06-10 02:00', '2024-06-10 02:00');

CREATE TABLE ticket_article_senders (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_article_senders_on_name ON ticket_article_senders (name);
INSERT INTO ticket_article_senders (id, name, updated_by_id, created_by_id, created_at, updated_at) VALUES
 (1, 'Agent', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'), (2, 'Customer', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00'),
 (3, 'System', 1, 1, '2021-03-01 08:00', '2021-03-01 08:00');

CREATE TABLE ticket_time_accounting_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), active boolean NOT NULL DEFAULT true,
  updated_by_id integer NOT NULL, created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_time_accounting_types_on_name ON ticket_time_accounting_types (name);
INSERT INTO ticket_time_accounting_types VALUES
 (1, 'Support (abrechenbar)', NULL, true, 3, 3, '2023-09-18 10:00', '2023-09-18 10:00'),
 (2, 'Support (Kulanz)', NULL, true, 3, 3, '2023-09-18 10:01', '2023-09-18 10:01'),
 (3, 'Migration', 'Umzüge von Fremdhostern', true, 4, 3, '2023-09-18 10:02', '2024-02-01 09:00'),
 (4, 'Vor-Ort', NULL, false, 3, 3, '2023-09-18 10:03', '2024-07-01 12:00'),
 (5, 'Notfall (24/7)', NULL, true, 6, 6, '2024-07-01 12:05', '2024-07-01 12:05');
-- ---------------------------------------------------------------------------------------------
-- tickets and articles
-- ---------------------------------------------------------------------------------------------
CREATE TABLE tickets (
  id serial PRIMARY KEY,
  group_id integer NOT NULL,
  priority_id integer NOT NULL,
  state_id integer NOT NULL,
  organization_id integer,
  number varchar(60) NOT NULL,
  title varchar(250) NOT NULL,
  owner_id integer NOT NULL,
  customer_id integer NOT NULL,
  note varchar(250),
  first_response_at timestamp(3),
  first_response_escalation_at timestamp(3),
  first_response_in_min integer,
  first_response_diff_in_min integer,
  close_at timestamp(3),
  close_escalation_at timestamp(3),
  close_in_min integer,
  close_diff_in_min integer,
  update_escalation_at timestamp(3),
  update_in_min integer,
  update_diff_in_min integer,
  last_close_at timestamp(3),
  last_contact_at timestamp(3),
  last_contact_agent_at timestamp(3),
  last_contact_customer_at timestamp(3),
  last_owner_update_at timestamp(3),
  create_article_type_id integer,
  create_article_sender_id integer,
  article_count integer,
  escalation_at timestamp(3),
  pending_time timestamp(3),
  type varchar(100),
  time_unit numeric(6,2),
  preferences text,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL,
  checklist_id integer
);
CREATE UNIQUE INDEX index_tickets_on_number ON tickets (number);
CREATE UNIQUE INDEX index_tickets_on_checklist_id ON tickets (checklist_id);

-- customers in order of creation, to draw each ticket's customer among those who existed by then
CREATE TEMP TABLE custx AS SELECT row_number() OVER (ORDER BY created_at, id)::int AS idx, id, created_at, organization_id FROM users WHERE id > 45;
CREATE TEMP TABLE heavy AS SELECT array_agg(id ORDER BY id) AS a FROM (SELECT id FROM users WHERE id > 45 AND organization_id IN
  (SELECT id FROM organizations WHERE id BETWEEN 2 AND 40) AND id % 4 = 1 AND created_at < '2021-06-01' ORDER BY id LIMIT 45) h;

CREATE TEMP TABLE tslot AS
SELECT t, (t > 1 AND random() < 0.035) AS gone,
       CASE WHEN t = 1 THEN timestamp '2021-03-01 08:00'
            ELSE timestamp '2021-03-01 09:30' + ((t - 1 + 0.1 + 0.8 * random()) / 5700.0) * interval '1582 days' END AS created,
       random() AS ug, random() AS us, random() AS uc, random() AS ut, random() AS up
  FROM generate_series(1, 5700) t;
-- how many customers existed when the ticket came in
CREATE TEMP TABLE tavail AS
SELECT t, n FROM (SELECT t, ts, sum(c) OVER (ORDER BY ts, c DESC, t) AS n
                    FROM (SELECT NULL::int AS t, created_at AS ts, 1 AS c FROM custx UNION ALL SELECT t, created, 0 FROM tslot) e) x
 WHERE t IS NOT NULL;

CREATE TEMP TABLE td AS
SELECT s.t, s.created,
       CASE WHEN s.t = 1 THEN 1
            WHEN s.created < '2021-03-15' AND s.ug < 0.05 THEN 1
            WHEN s.ug < 0.28 THEN 3 WHEN s.ug < 0.45 THEN 5 WHEN s.ug < 0.58 THEN 4 WHEN s.ug < 0.72 THEN 6
            WHEN s.ug < 0.82 THEN 2 WHEN s.ug < 0.88 THEN 7 WHEN s.ug < 0.94 THEN 8
            WHEN s.ug < 0.97 THEN CASE WHEN s.created >= '2021-06-01' THEN 9 ELSE 3 END
            WHEN s.ug < 0.99 THEN CASE WHEN s.created >= '2022-01-10' THEN 10 ELSE 2 END
            ELSE CASE WHEN s.created >= '2023-05-02' THEN 12 ELSE 7 END END AS grp,
       CASE WHEN s.t = 1 THEN 'seed'
            WHEN s.ut < 0.62 THEN 'email_in' WHEN s.ut < 0.76 THEN 'web' WHEN s.ut < 0.88 THEN 'phone'
            WHEN s.ut < 0.95 THEN 'email_out' WHEN s.ut < 0.975 THEN 'note'
            WHEN s.ut < 0.99 THEN CASE WHEN s.created >= '2024-06-10' THEN 'whatsapp' ELSE 'sms' END
            ELSE 'api' END AS via,
       CASE WHEN s.up < 0.08 THEN 1 WHEN s.up < 0.88 THEN 2 ELSE 3 END AS prio,
       extract(epoch FROM timestamp '2025-06-30 18:00' - s.created) / 86400 AS age,
       a.n, s.uc
  FROM tslot s JOIN tavail a ON a.t = s.t
 WHERE NOT s.gone;

ALTER TABLE td ADD COLUMN ci int, ADD COLUMN cust int, ADD COLUMN state int, ADD COLUMN owner int, ADD COLUMN creator int;
-- the customer: a regular of a big account (15%), an agent for an internal ticket (2%), else one who existed by then
UPDATE td SET ci = greatest(1, n - floor(n * random() ^ 0.8)::int);
UPDATE td SET cust = CASE WHEN t = 1 THEN 2
                          WHEN uc < 0.15 THEN (SELECT h.a[1 + floor(random() * array_length(h.a, 1))::int] FROM heavy h WHERE td.t > 0)
                          WHEN uc < 0.17 THEN -1
                          ELSE 0 END;
UPDATE td SET cust = c.id FROM custx c WHERE c.idx = td.ci AND td.cust = 0;
-- the same mail sent to two of our addresses makes two tickets: the next ticket is its twin, seconds later, in another group
ALTER TABLE td ADD COLUMN twin int;
UPDATE td b SET cust = a.cust, created = a.created + interval '3 seconds', via = 'email_in', grp = CASE WHEN a.grp = 6 THEN 2 ELSE 6 END, twin = a.t
  FROM td a WHERE b.t = a.t + 1 AND a.t % 173 = 50 AND a.via = 'email_in' AND a.cust > 45;
UPDATE td SET cust = (SELECT a.id FROM ag a WHERE a.id BETWEEN 4 AND 43 AND a.join_at <= td.created AND coalesce(a.leave_at, 'infinity') > td.created
                       ORDER BY random() + td.t * 0 LIMIT 1) WHERE cust = -1;
UPDATE td SET state = CASE WHEN t = 1 THEN 4
        WHEN age < 3 THEN (ARRAY[1,1,1,1,1,1,1,2,2,2,2,2,2,2,2,3,4,4,4,4])[pg_temp.r(20)]
        WHEN age < 30 THEN (ARRAY[1,1,2,2,2,2,2,3,3,3,7,4,4,4,4,4,4,4,4,4])[pg_temp.r(20)]
        WHEN age < 120 THEN CASE WHEN random() < 0.05 THEN 2 WHEN random() < 0.04 THEN 3 WHEN random() < 0.03 THEN 5 ELSE 4 END
        ELSE CASE WHEN random() < 0.002 THEN 2 WHEN random() < 0.002 THEN 3 WHEN random() < 0.03 THEN 5 ELSE 4 END END;
-- the owner: nobody (user 1) while new, and for closed spam; else an agent of the group at the time
UPDATE td SET owner = CASE WHEN state = 1 OR t = 1 THEN 1 WHEN grp = 8 AND random() < 0.3 THEN 1 WHEN random() < 0.03 THEN 1 ELSE
   coalesce((SELECT g.agent FROM agg g JOIN ag a ON a.id = g.agent
              WHERE g.grp = td.grp AND g.access = 'full' AND g.agent <> 3 AND a.join_at <= td.created
                AND coalesce(a.leave_at, 'infinity') > td.created + interval '2 days'
              ORDER BY random() / a.w LIMIT 1), 1) END;
-- who created it: the customer for mail, web form and messenger; the agent who took the call or wrote first
UPDATE td SET creator = CASE WHEN t = 1 THEN 2
   WHEN via IN ('email_in', 'web', 'whatsapp', 'sms') THEN cust
   WHEN via = 'api' THEN 35
   ELSE coalesce(nullif(owner, 1), (SELECT g.agent FROM agg g JOIN ag a ON a.id = g.agent
              WHERE g.grp = td.grp AND g.access = 'full' AND a.join_at <= td.created AND coalesce(a.leave_at, 'infinity') > td.created
              ORDER BY random() + td.t * 0 LIMIT 1), 3) END;
UPDATE td SET via = 'email_in' WHERE via = 'api' AND created < '2021-06-15';

INSERT INTO tickets (id, group_id, priority_id, state_id, organization_id, number, title, owner_id, customer_id, create_article_type_id,
                     create_article_sender_id, type, preferences, updated_by_id, created_by_id, created_at, updated_at)
SELECT td.t, td.grp, td.prio, td.state, u.organization_id, (31000 + td.t)::text,
       CASE WHEN td.t = 1 THEN 'Welcome to Zammad!' ELSE
         (ARRAY['Webseite nicht erreichbar','Domain-Transfer','SSL-Zertifikat abgelaufen','E-Mail kommt nicht an','Rechnung',
                'Mahnung erhalten','PHP-Version ändern','Backup wiederherstellen','DNS-Eintrag ändern','Spam-Beschwerde',
                'Speicherplatz voll','Kündigung','Angebot Managed Server','Passwort vergessen','Datenbank langsam','Umzug zu Brightline',
                'Postfach voll','Weiterleitung einrichten','SEPA-Mandat','vServer startet nicht','Störung Rechenzentrum','AuthCode',
                'Phishing-Seite gemeldet','Upgrade Tarif','Cronjob läuft nicht'])[1 + (td.grp * 7 + floor(random() * 9)::int) % 25]
         || CASE WHEN random() < 0.4 THEN ' - ' || coalesce(o.domain, '') ELSE '' END END,
       td.owner, td.cust,
       CASE td.via WHEN 'email_in' THEN 1 WHEN 'email_out' THEN 1 WHEN 'web' THEN 11 WHEN 'phone' THEN 5 WHEN 'note' THEN 10
                   WHEN 'sms' THEN 2 WHEN 'whatsapp' THEN 13 WHEN 'seed' THEN 1 END,
       CASE td.via WHEN 'email_out' THEN 1 WHEN 'note' THEN 1 WHEN 'api' THEN NULL WHEN 'seed' THEN 2 ELSE 2 END,
       NULL,
       CASE WHEN td.via = 'email_in' THEN pg_temp.yml('channel_id', CASE td.grp WHEN 6 THEN '4' WHEN 7 THEN '5' WHEN 8 THEN '6' WHEN 9 THEN '8' ELSE '3' END) END,
       td.creator, td.creator, td.created, td.created
  FROM td JOIN users u ON u.id = td.cust LEFT JOIN organizations o ON o.id = u.organization_id;

-- article drafts: the first article, Zammad's default trigger "auto reply (on new tickets)" for what customers
-- send, then a conversation of agent replies, customer answers and internal notes
CREATE TEMP TABLE ad AS
SELECT td.t, 1 AS seq, td.created AS at,
       CASE td.via WHEN 'web' THEN 11 WHEN 'phone' THEN 5 WHEN 'note' THEN 10 WHEN 'sms' THEN 2 WHEN 'whatsapp' THEN 13 WHEN 'api' THEN 10 ELSE 1 END AS typ,
       CASE WHEN td.via IN ('email_out', 'note', 'api') THEN 1 ELSE 2 END AS snd,
       td.creator AS by, (td.via IN ('note', 'api')) AS internal,
       CASE WHEN td.via = 'phone' THEN td.cust END AS origin, false AS ghost
  FROM td;
INSERT INTO ad
SELECT td.t, 2, td.created + interval '4 seconds' + random() * interval '6 seconds', 1, 3, 1, false, NULL, false
  FROM td WHERE td.via IN ('email_in', 'web') AND td.grp <> 8;
CREATE TEMP TABLE conv AS
SELECT td.t, td.owner, td.grp, td.cust, td.via, td.state, k
  FROM td, LATERAL generate_series(1, CASE WHEN td.state = 1 THEN 0 ELSE floor(random() ^ 2 * 7)::int + CASE WHEN td.t > 0 THEN 0 END END) k;
ALTER TABLE conv ADD COLUMN kind text, ADD COLUMN gap float8, ADD COLUMN agent int;
UPDATE conv SET kind = CASE WHEN k = 1 AND via IN ('email_in','web','sms','whatsapp','seed') THEN 'reply'
                            WHEN random() < 0.45 THEN 'reply' WHEN random() < 0.64 THEN 'answer' WHEN random() < 0.93 THEN 'note' ELSE 'call' END,
                gap = 0.1 + 40 * random() ^ 2.5;
UPDATE conv SET agent = CASE WHEN owner <> 1 AND random() < 0.8 THEN owner ELSE
  coalesce((SELECT g.agent FROM agg g JOIN ag a ON a.id = g.agent WHERE g.grp = conv.grp AND g.access = 'full' AND a.leave_at IS NULL
             ORDER BY random() + conv.k * 0 + conv.t * 0 LIMIT 1), 3) END WHERE kind <> 'answer';
INSERT INTO ad
SELECT c.t, 2 + c.k, td.created + interval '1 minute' + sum(c.gap) OVER (PARTITION BY c.t ORDER BY c.k) * interval '1 hour',
       CASE c.kind WHEN 'note' THEN 10 WHEN 'call' THEN 5 WHEN 'answer' THEN CASE WHEN td.via = 'web' THEN 11 WHEN td.via = 'whatsapp' THEN 13 ELSE 1 END
                   ELSE CASE WHEN td.via = 'whatsapp' THEN 13 ELSE 1 END END,
       CASE WHEN c.kind = 'answer' THEN 2 ELSE 1 END,
       CASE WHEN c.kind = 'answer' THEN td.cust ELSE c.agent END,
       c.kind = 'note', NULL,
       (c.kind = 'note' AND random() < 0.02)
  FROM conv c JOIN td ON td.t = c.t;
DELETE FROM ad WHERE at > timestamp '2025-06-30 17:55';

CREATE TABLE ticket_articles (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL,
  type_id integer NOT NULL,
  sender_id integer NOT NULL,
  "from" varchar(3000),
  "to" varchar(3000),
  cc varchar(3000),
  subject varchar(3000),
  reply_to varchar(300),
  message_id varchar(3000),
  message_id_md5 varchar(32),
  in_reply_to varchar(3000),
  content_type varchar(20) NOT NULL DEFAULT 'text/plain',
  body text NOT NULL,
  internal boolean NOT NULL DEFAULT false,
  preferences text,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  origin_by_id integer,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);

CREATE TEMP TABLE arts AS SELECT row_number() OVER (ORDER BY at, t, seq)::int AS id, ad.* FROM ad;
INSERT INTO ticket_articles (id, ticket_id, type_id, sender_id, "from", "to", cc, subject, message_id, message_id_md5, in_reply_to,
                             content_type, body, internal, preferences, updated_by_id, created_by_id, origin_by_id, created_at, updated_at)
SELECT a.id, a.t, a.typ, a.snd,
       CASE WHEN a.typ IN (1, 11) AND a.snd = 2 THEN '"' || cu.firstname || ' ' || cu.lastname || '" <' || cu.email || '>'
            WHEN a.typ = 1 THEN '"Brightline Hosting ' || g.name_last || '" <' || coalesce(e.email, 'support@brightline-hosting.de') || '>'
            WHEN a.typ IN (2, 13) AND a.snd = 2 THEN cu.mobile
            WHEN a.typ IN (5, 10) THEN ab.firstname || ' ' || ab.lastname END,
       CASE WHEN a.typ = 1 AND a.snd = 2 THEN coalesce(e.email, 'support@brightline-hosting.de')
            WHEN a.typ = 1 THEN cu.email WHEN a.typ = 5 AND a.snd = 2 THEN g.name END,
       CASE WHEN a.typ = 1 AND random() < 0.07 THEN 'buchhaltung@' || split_part(cu.email, '@', 2) END,
       CASE WHEN a.seq = 1 OR a.typ = 1 THEN CASE WHEN a.snd = 3 THEN 'Danke für Ihre Anfrage (' || tk.title || ')'
                                                  WHEN a.snd = 1 AND a.seq > 1 THEN 'RE: ' || tk.title ELSE tk.title END END,
       CASE WHEN a.typ = 1 THEN '<' || md5('m' || a.id) || '@' || CASE WHEN a.snd = 2 THEN split_part(cu.email, '@', 2) ELSE 'zammad.brightline-hosting.de' END || '>' END,
       CASE WHEN a.typ = 1 THEN md5('<' || md5('m' || a.id) || '@' || CASE WHEN a.snd = 2 THEN split_part(cu.email, '@', 2) ELSE 'zammad.brightline-hosting.de' END || '>') END,
       NULL,
       CASE WHEN a.typ IN (1, 10, 11) AND a.at > '2021-09-01' THEN 'text/html' ELSE 'text/plain' END,
       CASE a.snd WHEN 3 THEN 'Ihre Anfrage ist bei uns eingegangen und hat die Ticketnummer [Ticket#' || tk.number || '].'
                  WHEN 2 THEN (ARRAY['Hallo, leider funktioniert das immer noch nicht.','Vielen Dank, jetzt klappt es!',
                                     'Guten Tag, bitte um Rückruf.','Anbei der Screenshot.','Können Sie das bitte prüfen?'])[1 + (a.id * 7) % 5]
                  ELSE (ARRAY['Wir haben die Einstellung angepasst, bitte testen Sie erneut.','Der Fehler lag bei der DNS-Zone.',
                              'Kunde angerufen, Rückmeldung folgt.','Bitte prüfen: Logfiles angehängt.','Ist erledigt.'])[1 + (a.id * 3) % 5] END,
       a.internal,
       CASE WHEN a.snd = 3 THEN pg_temp.yml('perform_origin', 'trigger', 'trigger_id', '4', 'notification', 'true') 
            WHEN a.typ = 1 AND a.snd = 1 THEN pg_temp.yml('delivery_status', 'success') END,
       a.by, a.by, a.origin, a.at, a.at
  FROM arts a JOIN tickets tk ON tk.id = a.t JOIN users cu ON cu.id = tk.customer_id JOIN users ab ON ab.id = a.by
       JOIN groups g ON g.id = tk.group_id LEFT JOIN email_addresses e ON e.id = g.email_address_id
 WHERE NOT a.ghost;
-- twins carry the one message id of the mail they both came from
UPDATE ticket_articles x SET message_id = y.message_id, message_id_md5 = y.message_id_md5
  FROM td, ticket_articles y
 WHERE td.twin IS NOT NULL AND x.ticket_id = td.t AND y.ticket_id = td.twin
   AND x.id = (SELECT min(id) FROM ticket_articles WHERE ticket_id = td.t) AND y.id = (SELECT min(id) FROM ticket_articles WHERE ticket_id = td.twin);
-- answers thread under the previous mail; some customers answer a mail that never went through Zammad
UPDATE ticket_articles x SET in_reply_to = p.prev
  FROM (SELECT id, sender_id, lag(message_id) OVER (PARTITION BY ticket_id ORDER BY id) AS prev FROM ticket_articles WHERE type_id = 1) p
 WHERE p.id = x.id AND p.sender_id <> 3 AND p.prev IS NOT NULL;
UPDATE ticket_articles SET in_reply_to = '<' || md5('ext' || id) || '.' || (id % 89) || '@mail.gmail.com>'
 WHERE type_id = 1 AND sender_id = 2 AND id % 9 = 4;
-- what the articles say about their ticket
UPDATE tickets t SET article_count = s.cnt, first_response_at = s.fr, last_contact_at = s.lc, last_contact_agent_at = s.lca,
       last_contact_customer_at = s.lcc, updated_at = s.last, updated_by_id = s.lastby,
       last_owner_update_at = CASE WHEN t.owner_id <> 1 THEN coalesce(s.fa, s.last) END
  FROM (SELECT ticket_id, count(*) AS cnt,
               min(created_at) FILTER (WHERE sender_id = 1 AND type_id <> 10) AS fr,
               min(created_at) FILTER (WHERE sender_id = 1) AS fa,
               max(created_at) FILTER (WHERE type_id <> 10 AND sender_id <> 3) AS lc,
               max(created_at) FILTER (WHERE type_id <> 10 AND sender_id = 1) AS lca,
               max(created_at) FILTER (WHERE sender_id = 2) AS lcc,
               max(created_at) AS last, (array_agg(created_by_id ORDER BY id DESC))[1] AS lastby
          FROM ticket_articles GROUP BY ticket_id) s
 WHERE s.ticket_id = t.id;
UPDATE tickets SET article_count = 0 WHERE article_count IS NULL;
-- closing: by the owner (or an agent of the team), or by the scheduler when "pending close" ran out (user 1)
UPDATE tickets t SET close_at = t.updated_at + (0.02 + random() * 3) * interval '1 hour',
       updated_by_id = CASE WHEN t.owner_id <> 1 AND random() < 0.92 THEN t.owner_id
                            WHEN random() < 0.5 AND t.id > 1 THEN 1
                            ELSE coalesce((SELECT g.agent FROM agg g WHERE g.grp = t.group_id AND g.access = 'full' AND t.id > 0 ORDER BY random() LIMIT 1), 3) END
 WHERE t.state_id IN (4, 5);
UPDATE tickets SET close_at = least(close_at, timestamp '2025-06-30 17:59') WHERE close_at IS NOT NULL;
UPDATE tickets SET last_close_at = close_at, updated_at = close_at WHERE close_at IS NOT NULL;
UPDATE tickets SET pending_time = timestamp '2025-07-01 09:00' + (id % 14) * interval '1 day' WHERE state_id IN (3, 7);
UPDATE tickets SET updated_by_id = owner_id WHERE state_id IN (3, 7) AND owner_id <> 1;
-- SLA figures (from the day the SLAs were set up): minutes to first response and the difference to the SLA's target
UPDATE tickets t SET first_response_in_min = least(99999, extract(epoch FROM t.first_response_at - t.created_at)::int / 60),
       first_response_diff_in_min = CASE WHEN o.vip THEN 60 ELSE 240 END - least(99999, extract(epoch FROM t.first_response_at - t.created_at)::int / 60),
       first_response_escalation_at = CASE WHEN t.state_id NOT IN (4, 5) THEN t.created_at + interval '4 hours' END,
       close_in_min = CASE WHEN t.close_at IS NOT NULL THEN least(999999, extract(epoch FROM t.close_at - t.created_at)::int / 60) END,
       close_diff_in_min = CASE WHEN t.close_at IS NOT NULL THEN 4320 - least(999999, extract(epoch FROM t.close_at - t.created_at)::int / 60) END,
       update_in_min = CASE WHEN t.article_count > 2 THEN 30 + (t.id * 37) % 900 END,
       update_diff_in_min = CASE WHEN t.article_count > 2 THEN 1440 - (30 + (t.id * 37) % 900) END
  FROM groups g, organizations o
 WHERE g.id = t.group_id AND o.id = coalesce(t.organization_id, 1) AND t.first_response_at IS NOT NULL AND t.created_at > '2021-03-01 09:30' AND t.group_id <> 8;
UPDATE tickets SET escalation_at = CASE WHEN first_response_at IS NULL THEN created_at + interval '4 hours' ELSE greatest(last_contact_at, created_at) + interval '24 hours' END,
                   update_escalation_at = CASE WHEN first_response_at IS NOT NULL THEN greatest(last_contact_at, created_at) + interval '24 hours' END
 WHERE state_id IN (1, 2) AND group_id <> 8;

-- time accounting: entered with an agent's article (ticket_article_id) or on the ticket alone
CREATE TABLE ticket_time_accountings (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL,
  ticket_article_id integer,
  time_unit numeric(6,2) NOT NULL,
  type_id integer,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE tta AS
SELECT a.ticket_id, a.id AS art, a.created_by_id AS by, a.created_at AS at FROM ticket_articles a
 WHERE a.sender_id = 1 AND a.created_at > '2021-04-12' AND random() < 0.24
UNION ALL
SELECT t.id, NULL, t.owner_id, t.close_at FROM tickets t WHERE t.owner_id <> 1 AND t.close_at > '2021-04-12' AND random() < 0.06;
INSERT INTO ticket_time_accountings (id, ticket_id, ticket_article_id, time_unit, type_id, created_by_id, created_at, updated_at)
SELECT row_number() OVER (ORDER BY at, ticket_id, art), ticket_id, art,
       (ARRAY[5,5,10,10,10,15,15,15,20,30,30,45,60,90,120,240])[pg_temp.r(16)] / CASE WHEN random() < 0.2 THEN 60.0 ELSE 1 END,
       CASE WHEN at > '2023-09-18 10:05' AND random() < 0.8 THEN
         (ARRAY[1,1,1,1,2,2,3] || CASE WHEN at < '2024-07-01 12:00' THEN ARRAY[4] ELSE ARRAY[5] END)[pg_temp.r(8)] END,
       by, at, at
  FROM tta;
UPDATE tickets t SET time_unit = s.tu FROM (SELECT ticket_id, sum(time_unit) AS tu FROM ticket_time_accountings GROUP BY 1) s WHERE s.ticket_id = t.id;

-- tags
CREATE TABLE tag_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_tag_objects_on_name ON tag_objects (name);
INSERT INTO tag_objects VALUES (1, 'Ticket', '2021-03-01 11:20', '2021-03-01 11:20'), (2, 'KnowledgeBase::Answer', '2021-09-20 14:02', '2021-09-20 14:02');
CREATE TABLE tag_items (id serial PRIMARY KEY, name varchar(250) NOT NULL, name_downcase varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
INSERT INTO tag_items (id, name, name_downcase, created_at, updated_at)
SELECT i, n, lower(n), timestamp '2021-03-01 11:20' + (i ^ 1.6) * interval '1 day', timestamp '2021-03-01 11:20' + (i ^ 1.6) * interval '1 day'
  FROM unnest(ARRAY['spam','wordpress','dns','ssl','letsencrypt','php','mysql','backup','restore','domain-transfer','authcode','mx',
                    'dkim','spf','dmarc','imap','smtp','outlook','thunderbird','migration','kündigung','mahnung','sepa','rechnung',
                    'gutschrift','upgrade','downgrade','vserver','managed','ddos','phishing','malware','blacklist','rbl','cronjob',
                    'ssh','sftp','ftp','htaccess','redirect','nginx','apache','cpu','ram','disk','quota','mailbox','weiterleitung',
                    'autoresponder','webmail','nextcloud','joomla','typo3','shopware','magento','drupal','node','python','composer',
                    'git','ipv6','rdns','whois','redemption','dispute','chargeback','vip','reseller','partner','feedback','bug',
                    'feature-request','outage','wartung','rz-frankfurt','rz-berlin','latency','packet-loss','bgp','firewall',
                    'waf','captcha','2fa','passwort','login','datenschutz','dsgvo','avv','impressum','sla','eskalation','rückruf',
                    'angebot','vertrag','kulanz','umzug','plesk','cpanel','docker','kubernetes','s3','cdn','cache','redis',
                    'elasticsearch','postgres','mariadb','php8','php7','tls1.3','hsts','ocsp','wildcard','san','csr','dnssec',
                    'glue','ns','cname','txt','srv','caa','ptr','ttl','zonefile','doppelt','wartet-auf-kunde','wartet-auf-lieferant',
                    'intern','test']) WITH ORDINALITY t(n, i)
 WHERE i NOT IN (37, 88, 121);
CREATE TABLE tags (
  id serial PRIMARY KEY,
  tag_item_id integer NOT NULL,
  tag_object_id integer NOT NULL,
  o_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE titems AS SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM tag_items;
CREATE TEMP TABLE tg AS
SELECT DISTINCT ON (t.id, ti.a[x.k]) t.id AS o, ti.a[x.k] AS item, 
       CASE WHEN t.group_id = 8 AND random() < 0.6 THEN 1 WHEN t.owner_id <> 1 THEN t.owner_id ELSE t.updated_by_id END AS by,
       t.created_at + random() * (coalesce(t.close_at, t.updated_at) - t.created_at) AS at, 1 AS obj
  FROM tickets t, titems ti,
       LATERAL (SELECT g, CASE WHEN t.group_id = 8 AND g = 1 THEN 1 ELSE pg_temp.sk(ti.n, 2.2) + t.id * 0 END AS k
                  FROM generate_series(1, floor(random() ^ 1.3 * 4.2)::int + t.id * 0) g) x
 ORDER BY t.id, ti.a[x.k], x.g;
DELETE FROM tg WHERE item IS NULL;
UPDATE tg SET by = 1 WHERE by IN (SELECT id FROM users WHERE id > 45);

-- links: merges (parent), outages (a NOC ticket as parent of customer tickets), related tickets (normal), answers
CREATE TABLE link_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), active boolean NOT NULL DEFAULT true,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_link_types_on_name ON link_types (name);
INSERT INTO link_types VALUES (1, 'normal', NULL, true, '2021-03-01 08:00', '2021-03-01 08:00'), (2, 'parent', NULL, true, '2021-03-01 08:00', '2021-03-01 08:00'),
                              (3, 'child', NULL, true, '2021-03-01 08:00', '2021-03-01 08:00');
CREATE TABLE link_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), active boolean NOT NULL DEFAULT true,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_link_objects_on_name ON link_objects (name);
INSERT INTO link_objects VALUES (1, 'Ticket', NULL, true, '2021-03-01 08:00', '2021-03-01 08:00'),
                                (2, 'KnowledgeBase::Answer::Translation', NULL, true, '2021-10-04 13:37', '2021-10-04 13:37');
CREATE TABLE links (
  id serial PRIMARY KEY,
  link_type_id integer NOT NULL,
  link_object_source_id integer NOT NULL,
  link_object_source_value integer NOT NULL,
  link_object_target_id integer NOT NULL,
  link_object_target_value integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX links_uniq_total ON links (link_object_source_id, link_object_source_value, link_object_target_id, link_object_target_value, link_type_id);
CREATE TEMP TABLE lk (typ int, so int, sv int, tob int, tv int, at timestamp, by int);
-- merges: Ticket#merge_to links the target as parent of the merged ticket; the target is the same customer's other ticket
INSERT INTO lk
SELECT 2, 1, m.target, 1, t.id, t.close_at, t.updated_by_id
  FROM tickets t, LATERAL (SELECT x.id AS target FROM tickets x WHERE x.customer_id = t.customer_id AND x.id <> t.id AND x.state_id <> 5
                              ORDER BY abs(x.id - t.id), x.id LIMIT 1) m
 WHERE t.state_id = 5;
-- outages: each NOC ticket of the kind is the parent of a handful of customer tickets of the same days
INSERT INTO lk
SELECT 3, 1, c.id, 1, n.id, c.created_at + interval '20 minutes', coalesce(nullif(c.owner_id, 1), n.owner_id, 35)
  FROM tickets n JOIN LATERAL (SELECT x.id, x.created_at, x.owner_id FROM tickets x
                                WHERE x.group_id IN (2, 3, 4, 5) AND x.created_at BETWEEN n.created_at - interval '2 hours' AND n.created_at + interval '10 hours'
                                ORDER BY x.id LIMIT 1 + (n.id % 5)) c ON true
 WHERE n.group_id = 9 AND n.id % 3 = 0;
UPDATE lk SET by = 35 WHERE by = 1;
INSERT INTO lk
SELECT 1, 1, t.id, 1, p.id, t.created_at + interval '2 hours', coalesce(nullif(t.owner_id, 1), 3)
  FROM tickets t JOIN LATERAL (SELECT x.id FROM tickets x WHERE x.organization_id = t.organization_id AND x.id < t.id AND x.id > t.id - 400
                                ORDER BY x.id DESC LIMIT 1) p ON true
 WHERE t.organization_id IS NOT NULL AND random() < 0.07;
DELETE FROM lk WHERE at > timestamp '2025-06-30 17:59' OR at IS NULL;
-- ---------------------------------------------------------------------------------------------
-- knowledge base (20190531180304_initialize_knowledge_base, Migration[5.0]: integer keys, foreign keys declared)
-- ---------------------------------------------------------------------------------------------
CREATE TABLE knowledge_bases (
  id serial PRIMARY KEY,
  iconset varchar(30) NOT NULL,
  color_highlight varchar(25) NOT NULL,
  color_header varchar(25) NOT NULL,
  color_header_link varchar(25) NOT NULL,
  homepage_layout varchar NOT NULL,
  category_layout varchar NOT NULL,
  active boolean NOT NULL DEFAULT true,
  show_feed_icon boolean NOT NULL DEFAULT false,
  custom_address varchar,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
INSERT INTO knowledge_bases VALUES (1, 'FontAwesome', '#38ae6a', '#f9fafb', 'hsl(206,8%,50%)', 'grid', 'grid', true, false, 'hilfe.brightline-hosting.de',
                                    '2021-09-14 10:00', '2024-02-12 09:40');
CREATE TABLE knowledge_base_locales (
  id serial PRIMARY KEY,
  knowledge_base_id integer NOT NULL,
  system_locale_id integer NOT NULL,
  "primary" boolean NOT NULL DEFAULT false,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_kb_locale_on_kb_system_locale_kb ON knowledge_base_locales (system_locale_id, knowledge_base_id);
INSERT INTO knowledge_base_locales VALUES (1, 1, 6, true, '2021-09-14 10:00', '2021-09-14 10:00'), (2, 1, 10, false, '2021-09-14 10:00', '2021-09-14 10:00');

CREATE TABLE knowledge_base_categories (
  id serial PRIMARY KEY,
  knowledge_base_id integer NOT NULL,
  parent_id integer,
  category_icon varchar(30) NOT NULL,
  position integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
INSERT INTO knowledge_base_categories (id, knowledge_base_id, parent_id, category_icon, position, created_at, updated_at)
SELECT c, 1, CASE WHEN c <= 7 THEN NULL ELSE 1 + (c * 5) % 7 END,
       (ARRAY['f115','f0ac','f0e0','f023','f155','f1c0','f233','f0c2','f084','f15b','f019','f013'])[1 + c % 12],
       CASE WHEN c <= 7 THEN c - 1 ELSE c / 7 END,
       timestamp '2021-09-14 10:05' + c * interval '3 days', timestamp '2021-09-14 10:05' + c * interval '9 days'
  FROM generate_series(1, 27) c WHERE c NOT IN (11, 19);

CREATE TABLE knowledge_base_answers (
  id serial PRIMARY KEY,
  category_id integer NOT NULL,
  promoted boolean NOT NULL DEFAULT false,
  internal_note text,
  position integer NOT NULL,
  archived_at timestamp(3),
  archived_by_id integer,
  internal_at timestamp(3),
  internal_by_id integer,
  published_at timestamp(3),
  published_by_id integer,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE kbc AS SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM knowledge_base_categories WHERE id > 3 OR parent_id IS NULL;
CREATE TEMP TABLE kba AS
SELECT x, kbc.a[pg_temp.sk(kbc.n, 1.4)] AS cat, timestamp '2021-09-20 09:00' + (x / 250.0) * interval '1380 days' + random() * interval '5 days' AS at,
       random() AS u, (ARRAY[3,4,5,6,6,7,7,7])[pg_temp.r(8)] AS ed
  FROM generate_series(1, 250) x, kbc WHERE random() > 0.06;
INSERT INTO knowledge_base_answers (id, category_id, promoted, internal_note, position, archived_at, archived_by_id, internal_at,
                                    internal_by_id, published_at, published_by_id, created_at, updated_at)
SELECT x, cat, (x % 29 = 0), CASE WHEN x % 6 = 0 THEN 'Stand ' || to_char(at, 'YYYY-MM') END,
       row_number() OVER (PARTITION BY cat ORDER BY x) - 1,
       CASE WHEN u < 0.08 THEN at + interval '400 days' END, CASE WHEN u < 0.08 THEN (ARRAY[3,6,7])[1 + x % 3] END,
       CASE WHEN u >= 0.08 AND u < 0.2 THEN at + interval '1 day' END, CASE WHEN u >= 0.08 AND u < 0.2 THEN ed END,
       CASE WHEN u < 0.08 OR u >= 0.26 THEN at + interval '2 days' END, CASE WHEN u < 0.08 OR u >= 0.26 THEN (ARRAY[6,7,ed])[1 + x % 3] END,
       at, least(at + random() * interval '500 days', timestamp '2025-06-30 12:00')
  FROM kba;
UPDATE knowledge_base_answers SET archived_at = NULL, archived_by_id = NULL WHERE archived_at > '2025-06-30';

CREATE TABLE knowledge_base_answer_translation_contents (id serial PRIMARY KEY, body text);
CREATE TABLE knowledge_base_answer_translations (
  id serial PRIMARY KEY,
  title varchar(250) NOT NULL,
  kb_locale_id integer NOT NULL,
  answer_id integer NOT NULL,
  content_id integer NOT NULL,
  created_by_id integer NOT NULL,
  updated_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_kb_a_t_on_kb_locale_answer ON knowledge_base_answer_translations (kb_locale_id, answer_id);
-- a translation saves its content first (belongs_to, autosave): both sequences advance together, so content_id
-- equals the translation's own id; deleting a translation destroys its content (dependent: :destroy)
CREATE TEMP TABLE kbt AS
SELECT row_number() OVER (ORDER BY at, a, loc)::int AS id, * FROM (
  SELECT a.id AS a, 1 AS loc, a.created_at AS at, k.ed FROM knowledge_base_answers a JOIN kba k ON k.x = a.id
  UNION ALL
  SELECT a.id, 2, a.created_at + random() * interval '90 days', k.ed FROM knowledge_base_answers a JOIN kba k ON k.x = a.id WHERE random() < 0.4) s;
DELETE FROM kbt WHERE id % 47 = 13 AND loc = 2;
INSERT INTO knowledge_base_answer_translation_contents (id, body)
SELECT id, '<p>' || CASE loc WHEN 1 THEN 'So richten Sie ' ELSE 'How to set up ' END ||
           (ARRAY['DKIM','SPF','WordPress','PHP 8.3','SSH-Schlüssel','Cronjobs','Weiterleitungen','Let''s Encrypt','Datenbank-Backups',
                  'Outlook','Thunderbird','DNSSEC','2FA','SFTP','Nextcloud'])[1 + a % 15] || ' ein.</p>'
  FROM kbt;
INSERT INTO knowledge_base_answer_translations (id, title, kb_locale_id, answer_id, content_id, created_by_id, updated_by_id, created_at, updated_at)
SELECT id, CASE loc WHEN 1 THEN 'Anleitung: ' ELSE 'Guide: ' END ||
           (ARRAY['DKIM','SPF','WordPress','PHP 8.3','SSH-Schlüssel','Cronjobs','Weiterleitungen','Let''s Encrypt','Datenbank-Backups',
                  'Outlook','Thunderbird','DNSSEC','2FA','SFTP','Nextcloud'])[1 + a % 15] || ' (' || a || ')',
       loc, a, id, ed, CASE WHEN random() < 0.3 THEN (ARRAY[3,4,5,6,7])[pg_temp.r(5)] ELSE ed END, at, at + random() * interval '200 days'
  FROM kbt;
UPDATE knowledge_base_answer_translations SET updated_at = least(updated_at, timestamp '2025-06-30 12:00');

-- tags: tickets' and answers'; ids in order of tagging
INSERT INTO tg
SELECT DISTINCT ON (a.id, ti.a[x.k]) a.id, ti.a[x.k], (ARRAY[3,6,7])[1 + (a.id + x.k) % 3], a.created_at + interval '1 hour', 2
  FROM knowledge_base_answers a, titems ti,
       LATERAL (SELECT g, pg_temp.sk(ti.n, 1.8) + a.id * 0 AS k FROM generate_series(1, floor(random() * 3.2)::int + a.id * 0) g) x
 ORDER BY a.id, ti.a[x.k], x.g;
INSERT INTO tags (id, tag_item_id, tag_object_id, o_id, created_by_id, created_at, updated_at)
SELECT row_number() OVER (ORDER BY at, obj, o, item) + sum((random() < 0.02)::int) OVER (ORDER BY at, obj, o, item), item, obj, o, by, at, at
  FROM tg;

-- answers linked to the tickets they solved (source: the answer's translation, target: the ticket)
INSERT INTO lk
SELECT 1, 2, t.id, 1, tk.id, tk.created_at + interval '3 hours', coalesce(nullif(tk.owner_id, 1), 3)
  FROM knowledge_base_answer_translations t
  JOIN LATERAL (SELECT x.id, x.created_at, x.owner_id FROM tickets x WHERE x.created_at > t.created_at AND x.group_id IN (2, 3, 4, 5)
                 ORDER BY x.created_at, x.id LIMIT 1 + (t.id % 4) / 3
                 OFFSET (t.id * 37) % 900) tk ON true
 WHERE t.kb_locale_id = 1 AND t.id % 3 = 1;
DELETE FROM lk WHERE at > timestamp '2025-06-30 17:59' OR at IS NULL;
INSERT INTO links (id, link_type_id, link_object_source_id, link_object_source_value, link_object_target_id, link_object_target_value, created_at, updated_at)
SELECT row_number() OVER (ORDER BY at, so, sv, tv) + sum((random() < 0.04)::int) OVER (ORDER BY at, so, sv, tv), typ, so, sv, tob, tv, at, at
  FROM (SELECT DISTINCT ON (so, sv, tob, tv) * FROM lk ORDER BY so, sv, tob, tv, typ, at, by) d;
-- ---------------------------------------------------------------------------------------------
-- history (HasHistory): o_id is the id of a row of history_object's model; related_o_id of
-- related_history_object's; id_from / id_to hold the old and new ids of the attribute that changed
-- ---------------------------------------------------------------------------------------------
CREATE TABLE history_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_history_types_on_name ON history_types (name);
INSERT INTO history_types (id, name, created_at, updated_at)
SELECT i, n, timestamp '2021-03-01 08:00' + i * interval '1 hour', timestamp '2021-03-01 08:00' + i * interval '1 hour'
  FROM unnest(ARRAY['created','updated','notification','email','added','removed','merged_into','received_merge']) WITH ORDINALITY t(n, i);
CREATE TABLE history_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_history_objects_on_name ON history_objects (name);
INSERT INTO history_objects VALUES (1, 'Ticket', NULL, '2021-03-01 08:00', '2021-03-01 08:00'), (2, 'Ticket::Article', NULL, '2021-03-01 08:00', '2021-03-01 08:00'),
  (3, 'User', NULL, '2021-03-01 08:12', '2021-03-01 08:12'), (4, 'Organization', NULL, '2021-03-01 10:00', '2021-03-01 10:00'),
  (5, 'KnowledgeBase::Answer::Translation', NULL, '2021-10-04 13:37', '2021-10-04 13:37');
CREATE TABLE history_attributes (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_history_attributes_on_name ON history_attributes (name);
INSERT INTO history_attributes (id, name, created_at, updated_at)
SELECT i, n, timestamp '2021-03-01 09:00' + i * interval '1 day', timestamp '2021-03-01 09:00' + i * interval '1 day'
  FROM unnest(ARRAY['state','owner','group','tag','link','priority','title','customer','organization','pending_time','email','phone']) WITH ORDINALITY t(n, i);

CREATE TABLE histories (
  id serial PRIMARY KEY,
  history_type_id integer NOT NULL,
  history_object_id integer NOT NULL,
  history_attribute_id integer,
  sourceable_type varchar,
  sourceable_id integer,
  sourceable_name varchar(500),
  o_id integer NOT NULL,
  related_o_id integer,
  related_history_object_id integer,
  id_to integer,
  id_from integer,
  value_from varchar(500),
  value_to varchar(500),
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE hs (typ int, obj int, attr int, o int, ro int, robj int, idf int, idt int, vf text, vt text, by int, at timestamp, src text, srcid int);
INSERT INTO hs (typ, obj, o, by, at) SELECT 1, 1, id, created_by_id, created_at FROM tickets;
INSERT INTO hs (typ, obj, o, ro, robj, by, at) SELECT 1, 2, id, ticket_id, 1, created_by_id, created_at FROM ticket_articles;
INSERT INTO hs (typ, obj, attr, o, idf, idt, vf, vt, by, at, src, srcid)
SELECT 2, 1, 1, t.id, f.sid, t.state_id, f.sname, s.name, t.updated_by_id, t.close_at,
       CASE WHEN t.updated_by_id = 1 AND t.close_at > '2023-07-01' THEN 'Job' END, CASE WHEN t.updated_by_id = 1 AND t.close_at > '2023-07-01' THEN 2 END
  FROM tickets t JOIN ticket_states s ON s.id = t.state_id,
       LATERAL (SELECT CASE WHEN t.updated_by_id = 1 THEN 7 WHEN t.id % 9 = 0 THEN 3 ELSE 2 END AS sid) f0,
       LATERAL (SELECT f0.sid, (SELECT name FROM ticket_states WHERE id = f0.sid) AS sname) f
 WHERE t.close_at IS NOT NULL;
INSERT INTO hs (typ, obj, attr, o, idf, idt, vf, vt, by, at)
SELECT 2, 1, 2, t.id, 1, t.owner_id, '- ', u.firstname || ' ' || u.lastname,
       CASE WHEN t.id % 5 = 0 THEN (ARRAY[6,7,4])[1 + t.id % 3] ELSE t.owner_id END, t.last_owner_update_at
  FROM tickets t JOIN users u ON u.id = t.owner_id WHERE t.owner_id <> 1 AND t.last_owner_update_at IS NOT NULL;
INSERT INTO hs (typ, obj, attr, o, idf, idt, vf, vt, by, at)
SELECT 2, 1, 3, t.id, 2, t.group_id, 'Support', g.name, coalesce(nullif(t.owner_id, 1), 4), t.created_at + (1 + t.id % 5) * interval '37 minutes'
  FROM tickets t JOIN groups g ON g.id = t.group_id WHERE t.group_id IN (3, 4, 5, 10) AND t.id % 13 = 0;
INSERT INTO hs (typ, obj, attr, o, idf, idt, vf, vt, by, at)
SELECT 2, 1, 6, t.id, 2, 3, '2 normal', '3 high', coalesce(nullif(t.owner_id, 1), 6), t.created_at + interval '2 hours'
  FROM tickets t WHERE t.priority_id = 3 AND t.id % 4 = 0;
INSERT INTO hs (typ, obj, attr, o, vt, by, at, src, srcid)
SELECT 5, 1, 4, g.o, i.name, g.by, g.at, CASE WHEN g.by = 1 AND g.at > '2023-07-01' THEN 'Trigger' END, CASE WHEN g.by = 1 AND g.at > '2023-07-01' THEN 7 END
  FROM tg g JOIN tag_items i ON i.id = g.item WHERE g.obj = 1;
INSERT INTO hs (typ, obj, attr, o, ro, robj, vt, by, at)
SELECT 5, 1, 5, l.link_object_target_value, l.link_object_source_value, CASE l.link_object_source_id WHEN 1 THEN 1 ELSE 5 END, lt.name,
       coalesce(nullif(t.owner_id, 1), 3), l.created_at
  FROM links l JOIN link_types lt ON lt.id = l.link_type_id JOIN tickets t ON t.id = l.link_object_target_value
UNION ALL
SELECT 5, 1, 5, l.link_object_source_value, l.link_object_target_value, 1, CASE lt.name WHEN 'parent' THEN 'child' WHEN 'child' THEN 'parent' ELSE 'normal' END,
       coalesce(nullif(t.owner_id, 1), 3), l.created_at
  FROM links l JOIN link_types lt ON lt.id = l.link_type_id JOIN tickets t ON t.id = l.link_object_target_value WHERE l.link_object_source_id = 1;
INSERT INTO hs (typ, obj, o, idf, idt, vf, vt, by, at)
SELECT 7, 1, l.link_object_target_value, l.link_object_target_value, l.link_object_source_value, m.number, p.number, m.updated_by_id, l.created_at
  FROM links l JOIN tickets m ON m.id = l.link_object_target_value JOIN tickets p ON p.id = l.link_object_source_value
 WHERE l.link_type_id = 2 AND m.state_id = 5
UNION ALL
SELECT 8, 1, l.link_object_source_value, l.link_object_target_value, l.link_object_source_value, m.number, p.number, m.updated_by_id, l.created_at
  FROM links l JOIN tickets m ON m.id = l.link_object_target_value JOIN tickets p ON p.id = l.link_object_source_value
 WHERE l.link_type_id = 2 AND m.state_id = 5;
-- e-mail notifications to the agents of a new ticket's group
INSERT INTO hs (typ, obj, o, vt, by, at)
SELECT 3, 1, t.id, u.email || '(create:online,email)', t.created_by_id, t.created_at + interval '20 seconds'
  FROM tickets t JOIN LATERAL (SELECT g.agent FROM agg g JOIN ag a ON a.id = g.agent WHERE g.grp = t.group_id AND g.access = 'full' AND g.agent <> 3
                                  AND a.join_at <= t.created_at AND coalesce(a.leave_at, 'infinity') > t.created_at
                                ORDER BY (g.agent * 31 + t.id) % 17, g.agent LIMIT 1 + t.id % 2) x ON true
  JOIN users u ON u.id = x.agent
 WHERE t.id % 5 = 0;
INSERT INTO hs (typ, obj, o, by, at) SELECT 1, 3, id, created_by_id, created_at FROM users WHERE id > 2 AND created_by_id <> 3;
INSERT INTO hs (typ, obj, attr, o, vf, vt, by, at)
SELECT 2, 3, 12, id, '', phone, updated_by_id, updated_at FROM users WHERE id > 45 AND updated_at > created_at AND phone <> '' AND id % 3 = 0;
INSERT INTO hs (typ, obj, o, by, at) SELECT 1, 4, id, created_by_id, created_at FROM organizations WHERE id > 120;
DELETE FROM hs WHERE at > timestamp '2025-06-30 18:00';
INSERT INTO histories (id, history_type_id, history_object_id, history_attribute_id, sourceable_type, sourceable_id, sourceable_name, o_id,
                       related_o_id, related_history_object_id, id_to, id_from, value_from, value_to, created_by_id, created_at, updated_at)
SELECT row_number() OVER w + sum((random() < 0.015)::int) OVER w, typ, obj, attr, src, srcid,
       CASE src WHEN 'Trigger' THEN 'Abuse: Spam markieren' WHEN 'Job' THEN 'Pending close: schließen' END,
       o, ro, robj, idt, idf, vf, vt, by, at, at
  FROM hs WINDOW w AS (ORDER BY at, obj, o, typ, attr, ro, robj, idf, idt, vt, by);

-- ---------------------------------------------------------------------------------------------
-- activity stream (ActivityStream.cleanup keeps 3 months), online notifications, recent views, mentions
-- ---------------------------------------------------------------------------------------------
CREATE TABLE activity_streams (
  id serial PRIMARY KEY,
  activity_stream_type_id integer NOT NULL,
  activity_stream_object_id integer NOT NULL,
  permission_id integer,
  group_id integer,
  o_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE acs (typ int, obj int, perm int, grp int, o int, by int, at timestamp);
INSERT INTO acs SELECT 1, 3, (SELECT id FROM permissions WHERE name = 'ticket.agent'), group_id, id, created_by_id, created_at
  FROM tickets WHERE created_at >= '2025-04-01';
INSERT INTO acs SELECT 1, 4, (SELECT id FROM permissions WHERE name = 'ticket.agent'), t.group_id, a.id, a.created_by_id, a.created_at
  FROM ticket_articles a JOIN tickets t ON t.id = a.ticket_id WHERE a.created_at >= '2025-04-01' AND a.sender_id <> 3;
INSERT INTO acs SELECT 2, 3, (SELECT id FROM permissions WHERE name = 'ticket.agent'), group_id, id, updated_by_id, close_at
  FROM tickets WHERE close_at >= '2025-04-01';
INSERT INTO acs SELECT 1, 1, (SELECT id FROM permissions WHERE name = 'admin.user'), NULL, id, created_by_id, created_at
  FROM users WHERE created_at >= '2025-04-01';
INSERT INTO acs SELECT 2, 1, (SELECT id FROM permissions WHERE name = 'admin.user'), NULL, id, updated_by_id, updated_at
  FROM users WHERE updated_at >= '2025-04-01' AND updated_at > created_at;
INSERT INTO acs SELECT 1, 2, (SELECT id FROM permissions WHERE name = 'admin.organization'), NULL, id, created_by_id, created_at
  FROM organizations WHERE created_at >= '2025-04-01';
INSERT INTO activity_streams (id, activity_stream_type_id, activity_stream_object_id, permission_id, group_id, o_id, created_by_id, created_at, updated_at)
SELECT 48211 + row_number() OVER w + sum((random() < 0.01)::int) OVER w, typ, obj, perm, grp, o, by, at, at
  FROM acs WINDOW w AS (ORDER BY at, obj, o, typ, by, grp);

CREATE TABLE online_notifications (
  id serial PRIMARY KEY,
  o_id integer NOT NULL,
  object_lookup_id integer NOT NULL,
  type_lookup_id integer NOT NULL,
  user_id integer NOT NULL,
  seen boolean NOT NULL DEFAULT false,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE onl (o int, typ int, usr int, by int, at timestamp);
-- a customer's article notifies the owner, or, while nobody owns the ticket, the group's agents
INSERT INTO onl
SELECT a.ticket_id, CASE WHEN a.id = f.first THEN 1 ELSE 2 END, r.agent, a.created_by_id, a.created_at
  FROM ticket_articles a JOIN tickets t ON t.id = a.ticket_id
  JOIN (SELECT ticket_id, min(id) AS first FROM ticket_articles GROUP BY ticket_id) f ON f.ticket_id = a.ticket_id
  JOIN LATERAL (SELECT t.owner_id AS agent WHERE t.owner_id <> 1
                UNION ALL
                SELECT g.agent FROM agg g JOIN ag x ON x.id = g.agent WHERE t.owner_id = 1 AND g.grp = t.group_id AND g.access = 'full'
                   AND g.agent <> 3 AND x.leave_at IS NULL AND (g.agent + a.id) % 3 = 0) r ON true
 WHERE a.created_at >= '2025-01-01' AND a.sender_id = 2;
-- agents' notes and replies notify the owner when someone else wrote them
INSERT INTO onl
SELECT a.ticket_id, 2, t.owner_id, a.created_by_id, a.created_at
  FROM ticket_articles a JOIN tickets t ON t.id = a.ticket_id
 WHERE a.created_at >= '2025-01-01' AND a.sender_id = 1 AND t.owner_id NOT IN (1, a.created_by_id);
INSERT INTO onl SELECT id, 4, owner_id, 1, pending_time - interval '5 days' FROM tickets WHERE state_id = 3 AND owner_id <> 1;
INSERT INTO onl SELECT id, 3, owner_id, 1, created_at + interval '4 hours' FROM tickets
 WHERE created_at >= '2025-01-01' AND owner_id <> 1 AND first_response_diff_in_min < 0;
INSERT INTO onl SELECT id, 5, owner_id, 1, created_at + interval '3 hours' FROM tickets
 WHERE created_at >= '2025-01-01' AND owner_id <> 1 AND first_response_diff_in_min BETWEEN 0 AND 60;
INSERT INTO onl SELECT m.id, 6, m.owner_id, m.updated_by_id, m.close_at FROM tickets m WHERE m.state_id = 5 AND m.close_at >= '2025-01-01' AND m.owner_id <> 1;
DELETE FROM onl WHERE at > timestamp '2025-06-30 18:00' OR usr IS NULL;
INSERT INTO online_notifications (id, o_id, object_lookup_id, type_lookup_id, user_id, seen, updated_by_id, created_by_id, created_at, updated_at)
SELECT 913340 + row_number() OVER w + sum((random() < 0.2)::int) OVER w, o, 3, typ, usr,
       at < timestamp '2025-06-28 12:00' AND random() < 0.97, CASE WHEN at < timestamp '2025-06-28' THEN usr ELSE by END, by, at,
       CASE WHEN at < timestamp '2025-06-28' THEN at + random() * interval '30 hours' ELSE at END
  FROM onl WINDOW w AS (ORDER BY at, o, usr, typ, by);

CREATE TABLE recent_views (
  id serial PRIMARY KEY,
  recent_view_object_id integer NOT NULL,
  o_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE rv (obj int, o int, by int, at timestamp);
INSERT INTO rv SELECT 3, a.ticket_id, CASE WHEN v = 1 THEN coalesce(nullif(t.owner_id, 1), g.agent) ELSE g.agent END,
       a.created_at + random() * interval '2 hours' + (v - 1) * interval '1 day'
  FROM ticket_articles a JOIN tickets t ON t.id = a.ticket_id CROSS JOIN generate_series(1, 3) v
  LEFT JOIN LATERAL (SELECT x.agent FROM agg x WHERE x.grp = t.group_id AND x.access = 'full' AND x.agent BETWEEN 8 AND 43 AND x.agent NOT IN (12, 19, 27, 33, 38)
                      ORDER BY (x.agent * 7 + a.id + v * 5) % 11, x.agent LIMIT 1) g ON true
 WHERE a.created_at >= '2025-04-01' AND a.sender_id <> 3 AND (v = 1 OR (a.id + v) % 3 <> 0);
-- searches: agents open older tickets of the same customers
INSERT INTO rv SELECT 3, o.id, coalesce(nullif(t.owner_id, 1), 9), t.created_at + interval '15 minutes'
  FROM tickets t JOIN LATERAL (SELECT x.id FROM tickets x WHERE x.customer_id = t.customer_id AND x.id < t.id ORDER BY x.id DESC LIMIT 2) o ON true
 WHERE t.created_at >= '2025-04-01';
INSERT INTO rv SELECT 3, t.id, (ARRAY[6,7,4,5])[1 + t.id % 4], t.created_at + interval '5 hours' FROM tickets t WHERE t.created_at >= '2025-04-01' AND t.id % 4 = 0;
INSERT INTO rv SELECT 1, t.customer_id, coalesce(nullif(t.owner_id, 1), 9), t.created_at + interval '25 minutes' FROM tickets t WHERE t.created_at >= '2025-04-01' AND t.id % 3 = 0;
INSERT INTO rv SELECT 2, t.organization_id, coalesce(nullif(t.owner_id, 1), 9), t.created_at + interval '27 minutes' FROM tickets t
 WHERE t.created_at >= '2025-04-01' AND t.organization_id IS NOT NULL AND t.id % 5 = 0;
INSERT INTO rv SELECT 8, l.link_object_source_value, coalesce(nullif(t.owner_id, 1), 9), l.created_at - interval '10 minutes'
  FROM links l JOIN tickets t ON t.id = l.link_object_target_value WHERE l.link_object_source_id = 2 AND l.created_at >= '2025-04-01';
INSERT INTO rv SELECT 8, k.id, (ARRAY[3,6,7,8,9,14])[1 + (k.id + g) % 6], timestamp '2025-04-01' + ((k.id * 13 + g * 7) % 90) * interval '1 day'
  FROM knowledge_base_answer_translations k, generate_series(1, 3) g WHERE (k.id + g) % 4 = 0;
DELETE FROM rv WHERE at > timestamp '2025-06-30 18:00' OR by IS NULL;
INSERT INTO recent_views (id, recent_view_object_id, o_id, created_by_id, created_at, updated_at)
SELECT 402117 + row_number() OVER w + sum((random() < 0.05)::int) OVER w, obj, o, by, at, at
  FROM rv WINDOW w AS (ORDER BY at, obj, o, by);

CREATE TABLE mentions (
  id serial PRIMARY KEY,
  mentionable_type varchar NOT NULL,
  mentionable_id integer NOT NULL,
  user_id integer NOT NULL,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_mentions_mentionable_user ON mentions (mentionable_id, mentionable_type, user_id);
CREATE TEMP TABLE mn AS
SELECT DISTINCT ON (t.id, x.agent) t.id AS o, x.agent AS usr,
       CASE WHEN random() < 0.5 THEN x.agent ELSE coalesce(nullif(t.owner_id, 1), 6) END AS by,
       t.created_at + (1 + random() * 20) * interval '1 hour' AS at
  FROM tickets t JOIN LATERAL (SELECT g.agent FROM agg g JOIN ag a ON a.id = g.agent
                                WHERE g.grp = t.group_id AND g.access = 'full' AND a.join_at <= t.created_at AND coalesce(a.leave_at, 'infinity') > t.created_at + interval '1 day'
                                ORDER BY (g.agent * 13 + t.id * 7) % 19, g.agent LIMIT 1 + t.id % 3) x ON true
 WHERE t.created_at >= '2021-05-20' AND t.id % 7 = 3
 ORDER BY t.id, x.agent;
DELETE FROM mn WHERE at > timestamp '2025-06-30 18:00';
INSERT INTO mentions (id, mentionable_type, mentionable_id, user_id, updated_by_id, created_by_id, created_at, updated_at)
SELECT row_number() OVER w + sum((random() < 0.1)::int) OVER w, 'Ticket', o, usr, by, by, at, at
  FROM mn WINDOW w AS (ORDER BY at, o, usr);
-- ---------------------------------------------------------------------------------------------
-- storage: stores.o_id is a string since 6.x (UpdateUploadCacheObjectId) holding the owning row's id,
-- or a form's UUID for the UploadCache; store_files are shared by content (sha)
-- ---------------------------------------------------------------------------------------------
CREATE TABLE store_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_store_objects_on_name ON store_objects (name);
INSERT INTO store_objects (id, name, created_at, updated_at) VALUES
 (1, 'System::Logo', '2021-03-01 08:12', '2021-03-01 08:12'), (2, 'Avatar::User::Full', '2021-03-01 08:13', '2021-03-01 08:13'),
 (3, 'Avatar::User::Resize', '2021-03-01 08:13', '2021-03-01 08:13'), (4, 'Ticket::Article::Mail', '2021-03-01 08:40', '2021-03-01 08:40'),
 (5, 'Ticket::Article', '2021-03-01 08:40', '2021-03-01 08:40'), (6, 'UploadCache', '2021-03-01 09:02', '2021-03-01 09:02'),
 (7, 'KnowledgeBase::Answer::Translation::Content', '2021-09-20 09:30', '2021-09-20 09:30');
CREATE TABLE store_files (id serial PRIMARY KEY, sha varchar(128) NOT NULL, provider varchar(20), created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_store_files_on_sha ON store_files (sha);
CREATE TABLE stores (
  id serial PRIMARY KEY,
  store_object_id integer NOT NULL,
  store_file_id integer NOT NULL,
  o_id varchar(255) NOT NULL,
  preferences varchar(2500),
  size varchar(50),
  filename varchar(250) NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE st (obj int, o text, fname text, ctype text, sz int, content text, by int, at timestamp, aref int);
INSERT INTO st VALUES (1, '1', 'logo.png', 'image/png', 18734, 'logo-brightline-v1', 3, '2021-03-01 08:12', NULL),
                      (1, '1', 'logo.png', 'image/png', 20112, 'logo-brightline-v2', 3, '2023-11-06 10:00', NULL);
-- raw mails of incoming e-mail
INSERT INTO st SELECT 4, a.id::text, 'ticket-' || t.number || '-' || a.id || '.eml', 'message/rfc822', 2000 + (a.id * 7919) % 90000,
                      'eml' || a.id, a.created_by_id, a.created_at, NULL
  FROM ticket_articles a JOIN tickets t ON t.id = a.ticket_id WHERE a.type_id = 1 AND a.sender_id = 2;
-- attachments: a customer's signature logo (image001.png) is the same file in every mail of his organisation
INSERT INTO st SELECT 5, a.id::text, f.fname, f.ctype, f.sz,
                      CASE WHEN f.fname = 'image001.png' THEN 'logo-org-' || coalesce(t.organization_id, a.created_by_id) ELSE 'att' || a.id || '-' || k END,
                      a.created_by_id, a.created_at, NULL
  FROM ticket_articles a JOIN tickets t ON t.id = a.ticket_id,
       LATERAL generate_series(1, 1 + (a.id % 7) / 5) k,
       LATERAL (SELECT (ARRAY['image001.png','screenshot.png','rechnung.pdf','error.log','Vertrag.pdf','export.csv','IMG_2041.jpg'])[1 + (a.id * 3 + k) % 7] AS fname) n,
       LATERAL (SELECT n.fname, CASE split_part(n.fname, '.', 2) WHEN 'png' THEN 'image/png' WHEN 'pdf' THEN 'application/pdf' WHEN 'jpg' THEN 'image/jpeg'
                                   WHEN 'csv' THEN 'text/csv' ELSE 'text/plain' END AS ctype, 3000 + (a.id * 104729 + k) % 2000000 AS sz) f
 WHERE a.type_id IN (1, 11) AND a.sender_id IN (1, 2) AND (a.id * 13) % 100 < 19;
INSERT INTO st SELECT 7, k.id::text, 'anleitung-' || k.id || '.png', 'image/png', 40000 + k.id * 311, 'kb' || k.id, t.created_by_id, t.created_at, NULL
  FROM knowledge_base_answer_translation_contents k JOIN knowledge_base_answer_translations t ON t.content_id = k.id WHERE k.id % 6 = 1;
-- forms being filled in right now (new tech stack: the form's UUID is the o_id)
INSERT INTO st SELECT 6, md5('form' || g)::uuid::text, 'entwurf-' || g || '.pdf', 'application/pdf', 10000 + g * 17, 'upl' || g,
                      (ARRAY[8,9,10,11,13,14,15,16])[1 + g % 8], timestamp '2025-06-30 17:00' + g * interval '1 minute', NULL
  FROM generate_series(1, 24) g;

-- avatars: Avatar.add first creates the 'init' row (no image), then the uploaded or detected one, two stores each
CREATE TABLE avatars (
  id serial PRIMARY KEY,
  o_id integer NOT NULL,
  object_lookup_id integer NOT NULL,
  "default" boolean NOT NULL DEFAULT false,
  deletable boolean NOT NULL DEFAULT true,
  initial boolean NOT NULL DEFAULT false,
  store_full_id integer,
  store_resize_id integer,
  store_hash varchar(32),
  source varchar(100) NOT NULL,
  source_url varchar(512),
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE av AS
SELECT u.id AS usr, k, CASE WHEN u.id <= 45 THEN 'web' ELSE 'zammad.com' END AS src,
       u.created_at + interval '10 minutes' + (k - 1) * interval '190 days' + (u.id % 17) * interval '1 hour' AS at
  FROM users u, generate_series(1, 3) k
 WHERE ((u.id BETWEEN 3 AND 45 AND u.id NOT IN (10, 31, 44)) OR (u.id > 45 AND u.id % 29 = 0))
   AND (k = 1 OR (u.id <= 45 AND (u.id + k) % 4 = 0));
DELETE FROM av WHERE at > timestamp '2025-06-30';
INSERT INTO st SELECT 2 + s, av.usr::text, CASE s WHEN 0 THEN 'avatar_full' ELSE 'avatar' END, 'image/png', CASE s WHEN 0 THEN 90000 ELSE 9000 END + av.usr,
                      'av' || av.usr || '-' || av.k || '-' || s, CASE WHEN av.src = 'web' THEN av.usr ELSE 1 END, av.at, NULL
  FROM av, generate_series(0, 1) s;

CREATE TEMP TABLE stx AS SELECT row_number() OVER (ORDER BY at, obj, o, fname, content)::int AS rn, st.* FROM st;
CREATE TEMP TABLE sfx AS SELECT content, md5(content) || md5('z' || content) AS sha, min(at) AS at FROM stx GROUP BY content;
INSERT INTO store_files (id, sha, provider, created_at, updated_at)
SELECT row_number() OVER (ORDER BY at, sha), sha, CASE WHEN at < '2022-05-01' THEN 'DB' ELSE 'File' END, at, at FROM sfx;
INSERT INTO stores (id, store_object_id, store_file_id, o_id, preferences, size, filename, created_by_id, created_at, updated_at)
SELECT x.rn + (x.rn * 7 / 1000), x.obj, f.id, x.o,
       pg_temp.yml('Content-Type', x.ctype, 'Mime-Type', x.ctype) || CASE WHEN x.obj = 5 AND x.fname = 'image001.png' THEN 'Content-ID: image001.png@01D' || x.rn || E'\n' ELSE '' END,
       x.sz::text, x.fname, x.by, x.at, x.at
  FROM stx x JOIN sfx s ON s.content = x.content JOIN store_files f ON f.sha = s.sha;

INSERT INTO avatars (id, o_id, object_lookup_id, "default", deletable, initial, store_full_id, store_resize_id, store_hash, source, source_url, updated_by_id, created_by_id, created_at, updated_at)
SELECT row_number() OVER (ORDER BY at, o, initial DESC), o, 1, false, deletable, initial, sf, sr, hash, src, surl, by, by, at, at FROM (
  SELECT av.usr AS o, false AS deletable, true AS initial, NULL::int AS sf, NULL::int AS sr, NULL AS hash, 'init' AS src, NULL AS surl, 1 AS by, av.at - interval '1 second' AS at
    FROM av WHERE av.k = 1
  UNION ALL
  SELECT av.usr, av.src = 'web', false, f.id, r.id, md5('av' || av.usr || '-' || av.k || '-1'), av.src,
         CASE WHEN av.src = 'zammad.com' THEN u.email END, CASE WHEN av.src = 'web' THEN av.usr ELSE 1 END, av.at
    FROM av JOIN users u ON u.id = av.usr
    JOIN stores f ON f.store_object_id = 2 AND f.o_id = av.usr::text AND f.created_at = av.at
    JOIN stores r ON r.store_object_id = 3 AND r.o_id = av.usr::text AND r.created_at = av.at) a;
UPDATE avatars a SET "default" = true FROM (SELECT DISTINCT ON (o_id) id FROM avatars ORDER BY o_id, created_at DESC, id DESC) d WHERE d.id = a.id;
UPDATE users u SET image = a.store_hash FROM avatars a WHERE a.o_id = u.id AND a."default" AND a.store_hash IS NOT NULL;

-- ---------------------------------------------------------------------------------------------
-- overviews, their roles, agents' own sorting of them; text modules; taskbars
-- ---------------------------------------------------------------------------------------------
CREATE TABLE overviews (
  id serial PRIMARY KEY,
  name varchar(250) NOT NULL,
  link varchar(250) NOT NULL,
  prio integer NOT NULL,
  condition text NOT NULL,
  "order" varchar(2500) NOT NULL,
  group_by varchar(250),
  group_direction varchar(250),
  organization_shared boolean NOT NULL DEFAULT false,
  out_of_office boolean NOT NULL DEFAULT false,
  view varchar(1000) NOT NULL,
  active boolean NOT NULL DEFAULT true,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
INSERT INTO overviews (id, name, link, prio, condition, "order", group_by, organization_shared, out_of_office, view, active, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, n, l, p, pg_temp.yml('ticket.state_id', '{operator: is, value: ["1", "2", "3", "7"]}'),
       pg_temp.yml('by', 'created_at', 'direction', CASE WHEN i >= 9 THEN 'DESC' ELSE 'ASC' END),
       CASE WHEN i IN (5, 11) THEN 'group' END, (l = 'my_organization_tickets'), (l = 'my_replacement_tickets'),
       pg_temp.yml('s', '[title, customer, group, created_at]', 'view_mode_default', 's'), i <> 12,
       CASE WHEN i > 10 THEN 6 WHEN i = 5 THEN 3 ELSE 1 END, CASE WHEN i > 10 THEN 6 ELSE 1 END,
       CASE WHEN i > 10 THEN timestamp '2022-03-14 10:00' + (i - 11) * interval '200 days' ELSE timestamp '2021-03-01 08:00' END,
       CASE WHEN i > 10 THEN timestamp '2022-03-14 10:00' + (i - 11) * interval '230 days' WHEN i = 5 THEN timestamp '2021-05-04 12:00' ELSE timestamp '2021-03-01 08:00' END
  FROM (VALUES (1, 'My Assigned Tickets', 'my_assigned', 1000), (2, 'Unassigned & Open Tickets', 'all_unassigned', 1010),
               (3, 'My Pending Reached Tickets', 'my_pending_reached', 1020), (4, 'My Subscribed Tickets', 'my_subscribed_tickets', 1025),
               (5, 'Open Tickets', 'all_open', 1030), (6, 'Pending Reached Tickets', 'all_pending_reached', 1040),
               (7, 'Escalated Tickets', 'all_escalated', 1050), (8, 'My Replacement Tickets', 'my_replacement_tickets', 1080),
               (9, 'My Tickets', 'my_tickets', 1100), (10, 'My Organization Tickets', 'my_organization_tickets', 1200),
               (11, 'Abuse offen', 'abuse_offen', 1060), (12, 'Billing: Mahnlauf', 'billing_mahnlauf', 1070),
               (13, 'Eskalation 2nd Level', 'eskalation_2nd_level', 1065)) v(i, n, l, p);
CREATE TABLE overviews_roles (overview_id integer, role_id integer);
INSERT INTO overviews_roles VALUES (1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (7, 2), (8, 2), (9, 3), (10, 3), (11, 2), (12, 2), (13, 5), (5, 4), (7, 5);

-- user_overview_sortings: user_id has its foreign key, overview_id none
CREATE TABLE user_overview_sortings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL,
  overview_id integer NOT NULL,
  prio integer NOT NULL,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
INSERT INTO user_overview_sortings (id, user_id, overview_id, prio, updated_by_id, created_by_id, created_at, updated_at)
SELECT row_number() OVER (ORDER BY u, pos), u, o, pos - 1, u, u,
       timestamp '2024-02-05 09:00' + u * interval '3 days', timestamp '2024-02-05 09:00' + u * interval '3 days'
  FROM (SELECT u, o, row_number() OVER (PARTITION BY u ORDER BY (o * u * 7) % 13, o) AS pos
          FROM unnest(ARRAY[4,6,7,9,11,14,16,22,24,31,35,40]) u, unnest(ARRAY[1,2,3,4,5,6,7,8,11,13]) o
         WHERE (o <> 11 OR u IN (31, 4)) AND (o <> 13 OR u IN (6, 7, 9, 11, 14))) s;

CREATE TABLE text_modules (
  id serial PRIMARY KEY,
  name varchar(250) NOT NULL,
  keywords varchar(500),
  content text NOT NULL,
  note varchar(250),
  active boolean NOT NULL DEFAULT true,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
INSERT INTO text_modules (id, name, keywords, content, active, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, n, lower(replace(n, ' ', ',')), '<div>' || n || ' ... #{ticket.customer.firstname}</div>', i % 17 <> 0,
       (ARRAY[3,6,7,21])[1 + i % 4], (ARRAY[3,6,7,21])[1 + (i * 3) % 4],
       timestamp '2021-03-03 10:00' + i * interval '29 days', timestamp '2021-03-03 10:00' + i * interval '41 days'
  FROM unnest(ARRAY['Begrüßung','Abschluss','Rückfrage Logfiles','DNS Propagation','AuthCode Hinweis','Zahlungserinnerung','SEPA Info',
                    'Kündigungsbestätigung','Spam-Hinweis','Wartungsankündigung','PHP-Update','SSL-Erneuerung','Passwort zurücksetzen',
                    'Postfachgröße','Weiterleitung','Backup-Restore','Angebot Managed','Partnerprogramm','Störungsmeldung','Störung behoben',
                    'Abuse Frist 24h','DSGVO Auskunft','AVV Vorlage','Rückruf vereinbart','Ticket geschlossen','Umzugsservice',
                    'Datenbank-Limits','Cronjob-Syntax','SSH-Zugang','2FA aktivieren','Domain-Transfer Dauer','Webmail-Adresse',
                    'Outlook IMAP','Thunderbird IMAP','Let''s Encrypt Limit','HSTS Hinweis']) WITH ORDINALITY t(n, i);
CREATE TABLE text_modules_groups (text_module_id integer, group_id integer);
INSERT INTO text_modules_groups SELECT t.id, g FROM text_modules t, unnest(ARRAY[2,3,4,5,6,7,8,9,10,12]) g
 WHERE (t.id + g) % 5 = 0 OR (g = 2 AND t.id % 2 = 0) OR (g = 6 AND t.id IN (6, 7, 8));

CREATE TABLE taskbars (
  id serial PRIMARY KEY,
  user_id integer NOT NULL,
  last_contact timestamp(3) NOT NULL,
  key varchar(100) NOT NULL,
  callback varchar(100) NOT NULL,
  state text,
  preferences text,
  params varchar(2000),
  prio integer NOT NULL,
  notify boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT false,
  app varchar NOT NULL DEFAULT 'desktop',
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE UNIQUE INDEX index_taskbars_on_user_id_and_key_and_app ON taskbars (user_id, key, app);
CREATE TEMP TABLE tb AS
SELECT DISTINCT ON (v.created_by_id, v.o_id, v.recent_view_object_id) v.created_by_id AS usr, v.recent_view_object_id AS obj, v.o_id AS o, v.created_at AS at
  FROM recent_views v JOIN users u ON u.id = v.created_by_id
 WHERE v.created_at > '2025-06-16' AND v.recent_view_object_id IN (1, 2, 3) AND u.active
 ORDER BY v.created_by_id, v.o_id, v.recent_view_object_id, v.created_at DESC;
INSERT INTO taskbars (id, user_id, last_contact, key, callback, state, preferences, params, prio, notify, active, app, created_at, updated_at)
SELECT 88000 + row_number() OVER (ORDER BY at, usr, obj, o) * 3 + (o % 3), usr, at + interval '20 minutes',
       CASE obj WHEN 3 THEN 'Ticket-' WHEN 1 THEN 'User-' ELSE 'Organization-' END || o,
       CASE obj WHEN 3 THEN 'TicketZoom' WHEN 1 THEN 'UserProfile' ELSE 'OrganizationProfile' END,
       CASE WHEN obj = 3 AND o % 5 = 0 THEN pg_temp.yml('article', '{body: "Hallo, "}') ELSE '--- {}' END, '--- {}',
       CASE obj WHEN 3 THEN pg_temp.yml('ticket_id', o::text, 'shown', 'true') WHEN 1 THEN pg_temp.yml('user_id', o::text) ELSE pg_temp.yml('organization_id', o::text) END,
       row_number() OVER (PARTITION BY usr ORDER BY at, obj, o), (o % 11 = 0), false, CASE WHEN usr % 9 = 0 AND obj = 3 THEN 'mobile' ELSE 'desktop' END, at, at + interval '20 minutes'
  FROM tb;
UPDATE taskbars t SET active = true FROM (SELECT DISTINCT ON (user_id) id FROM taskbars ORDER BY user_id, last_contact DESC, id DESC) x WHERE x.id = t.id;
INSERT INTO taskbars (id, user_id, last_contact, key, callback, state, preferences, params, prio, notify, active, app, created_at, updated_at)
SELECT 99000 + u.id, u.id, timestamp '2025-06-30 16:00' + (u.id % 60) * interval '1 minute', 'TicketCreateScreen-' || (100000 + u.id * 7919 % 900000),
       'TicketCreate', pg_temp.yml('ticket', '{title: ""}'), '--- {}', pg_temp.yml('id', (100000 + u.id * 7919 % 900000)::text), 99, false, false, 'desktop',
       timestamp '2025-06-30 15:00' + (u.id % 60) * interval '1 minute', timestamp '2025-06-30 16:00' + (u.id % 60) * interval '1 minute'
  FROM users u WHERE u.id BETWEEN 4 AND 43 AND u.active AND u.id % 3 = 0;

-- ---------------------------------------------------------------------------------------------
-- checklists (6.x): tickets.checklist_id points at a ticket's checklist; an item can name another ticket
-- ---------------------------------------------------------------------------------------------
CREATE TABLE checklists (
  id serial PRIMARY KEY,
  name varchar(250) NOT NULL DEFAULT '',
  sorted_item_ids varchar[] NOT NULL DEFAULT '{}',
  created_by_id integer NOT NULL,
  updated_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TABLE checklist_items (
  id serial PRIMARY KEY,
  text text NOT NULL DEFAULT '',
  checked boolean NOT NULL DEFAULT false,
  checklist_id integer NOT NULL,
  created_by_id integer NOT NULL,
  updated_by_id integer NOT NULL,
  ticket_id integer,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
CREATE TEMP TABLE ckl AS
SELECT row_number() OVER (ORDER BY t.created_at, t.id)::int AS id, t.id AS tid, coalesce(nullif(t.owner_id, 1), 6) AS by,
       t.created_at + interval '40 minutes' AS at, t.state_id, t.close_at
  FROM tickets t WHERE t.created_at > '2024-11-18' AND (t.id * 7) % 10 < 3 AND t.group_id IN (2, 3, 4, 5, 9, 10, 12);
DELETE FROM ckl WHERE id % 31 = 7;
INSERT INTO checklists (id, name, created_by_id, updated_by_id, created_at, updated_at)
SELECT id, CASE WHEN id % 4 = 0 THEN (ARRAY['Umzug','Onboarding Managed','Domain-Transfer','Störung'])[1 + id % 4] ELSE '' END, by, by, at,
       coalesce(close_at, at + interval '2 hours')
  FROM ckl;
CREATE TEMP TABLE cki AS
SELECT c.id AS cl, k, c.by, c.at + k * interval '1 minute' AS at, c.state_id, c.close_at,
       CASE WHEN (c.id * 11 + k) % 29 = 0 THEN (SELECT x.id FROM tickets x WHERE x.created_at < c.at AND x.created_at > c.at - interval '30 days'
                                                   AND x.id <> c.tid ORDER BY (x.id * (c.id + k)) % 97, x.id LIMIT 1) END AS ref
  FROM ckl c, generate_series(1, 8) k WHERE k <= 2 + (c.id * 5) % 6;
INSERT INTO checklist_items (id, text, checked, checklist_id, created_by_id, updated_by_id, ticket_id, created_at, updated_at)
SELECT row_number() OVER (ORDER BY at, cl, k), CASE WHEN ref IS NOT NULL THEN '' ELSE
         (ARRAY['Kunde informieren','DNS prüfen','Backup anlegen','Daten kopieren','TTL senken','Zertifikat ausstellen','Test-Login','Abrechnung anpassen'])[k] END,
       state_id IN (4, 5) OR k <= (cl % 4), cl, by, CASE WHEN state_id IN (4, 5) AND k % 3 = 0 THEN 6 ELSE by END, ref,
       at, CASE WHEN state_id IN (4, 5) THEN coalesce(close_at, at) ELSE at END
  FROM cki;
UPDATE checklists c SET sorted_item_ids = s.ids FROM (SELECT checklist_id, array_agg(id::text ORDER BY id) AS ids FROM checklist_items GROUP BY 1) s WHERE s.checklist_id = c.id;
UPDATE tickets t SET checklist_id = c.id FROM ckl c WHERE c.tid = t.id AND EXISTS (SELECT 1 FROM checklists x WHERE x.id = c.id);

-- webhooks: created_by_id / updated_by_id without foreign keys
CREATE TABLE webhooks (
  id serial PRIMARY KEY,
  name varchar(250) NOT NULL,
  endpoint varchar(2000) NOT NULL,
  signature_token varchar(200),
  ssl_verify boolean NOT NULL DEFAULT true,
  basic_auth_username varchar(250),
  basic_auth_password varchar(250),
  note varchar(500),
  pre_defined_webhook_type varchar(250),
  customized_payload boolean NOT NULL DEFAULT false,
  custom_payload text,
  preferences text,
  active boolean NOT NULL DEFAULT true,
  updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL,
  updated_at timestamp(3) NOT NULL
);
INSERT INTO webhooks VALUES
 (1, 'Mattermost #support', 'https://chat.brightline-hosting.de/hooks/8f3k2', NULL, true, NULL, NULL, NULL, 'Mattermost', false, NULL, pg_temp.yml('pre_defined_webhook', '{messaging_channel: support}'), true, 3, 3, '2022-04-11 10:00', '2024-01-15 09:00'),
 (2, 'Monitoring Ack', 'https://monitor.brightline-hosting.de/api/ack', md5('wh2'), true, 'zammad', 'secret', 'Icinga acknowledgement', NULL, true, '{"ticket": "#{ticket.number}"}', NULL, true, 5, 5, '2022-09-01 14:30', '2025-02-03 11:00'),
 (3, 'CRM Sync (alt)', 'http://crm.intern/zammad', NULL, false, NULL, NULL, 'abgelöst', NULL, false, NULL, NULL, false, 3, 4, '2021-05-20 16:00', '2023-12-01 08:00'),
 (4, 'Buchhaltung Export', 'https://erp.brightline-hosting.de/webhook/zammad', md5('wh4'), true, NULL, NULL, NULL, NULL, true, '{"customer": "#{ticket.customer.email}"}', NULL, true, 4, 5, '2024-03-12 09:00', '2024-03-12 09:00');
-- ---------------------------------------------------------------------------------------------
-- the foreign keys Zammad's migrations declare (add_foreign_key / t.references ... foreign_key:),
-- named as Rails names them: fk_rails_ + the first 10 hex digits of sha256('<table>_<column>_fk')
-- ---------------------------------------------------------------------------------------------
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES
    ('users','created_by_id','users',''), ('users','updated_by_id','users',''), ('users','out_of_office_replacement_id','users',''),
    ('users','organization_id','organizations',''),
    ('organizations','created_by_id','users',''), ('organizations','updated_by_id','users',''),
    ('user_overview_sortings','created_by_id','users',''), ('user_overview_sortings','updated_by_id','users',''), ('user_overview_sortings','user_id','users',''),
    ('signatures','created_by_id','users',''), ('signatures','updated_by_id','users',''),
    ('email_addresses','created_by_id','users',''), ('email_addresses','updated_by_id','users',''),
    ('groups','signature_id','signatures',''), ('groups','email_address_id','email_addresses',''), ('groups','created_by_id','users',''),
    ('groups','updated_by_id','users',''), ('groups','parent_id','groups',''),
    ('roles','created_by_id','users',''), ('roles','updated_by_id','users',''),
    ('roles_users','user_id','users',''), ('roles_users','role_id','roles',''),
    ('groups_users','user_id','users',''), ('groups_users','group_id','groups',''),
    ('roles_groups','role_id','roles',''), ('roles_groups','group_id','groups',''),
    ('organizations_users','user_id','users',''), ('organizations_users','organization_id','organizations',''),
    ('taskbars','user_id','users',''),
    ('tags','tag_item_id','tag_items',''), ('tags','tag_object_id','tag_objects',''), ('tags','created_by_id','users',''),
    ('recent_views','recent_view_object_id','object_lookups',''), ('recent_views','created_by_id','users',''),
    ('activity_streams','activity_stream_type_id','type_lookups',''), ('activity_streams','activity_stream_object_id','object_lookups',''),
    ('activity_streams','permission_id','permissions',''), ('activity_streams','group_id','groups',''), ('activity_streams','created_by_id','users',''),
    ('histories','history_type_id','history_types',''), ('histories','history_object_id','history_objects',''),
    ('histories','history_attribute_id','history_attributes',''), ('histories','created_by_id','users',''),
    ('stores','store_object_id','store_objects',''), ('stores','store_file_id','store_files',''), ('stores','created_by_id','users',''),
    ('avatars','created_by_id','users',''), ('avatars','updated_by_id','users',''),
    ('online_notifications','user_id','users',''), ('online_notifications','created_by_id','users',''), ('online_notifications','updated_by_id','users',''),
    ('calendars','created_by_id','users',''), ('calendars','updated_by_id','users',''),
    ('mentions','created_by_id','users',''), ('mentions','updated_by_id','users',''), ('mentions','user_id','users',''),
    ('ticket_state_types','created_by_id','users',''), ('ticket_state_types','updated_by_id','users',''),
    ('ticket_states','state_type_id','ticket_state_types',''), ('ticket_states','created_by_id','users',''), ('ticket_states','updated_by_id','users',''),
    ('ticket_priorities','created_by_id','users',''), ('ticket_priorities','updated_by_id','users',''),
    ('tickets','group_id','groups',''), ('tickets','owner_id','users',''), ('tickets','customer_id','users',''),
    ('tickets','priority_id','ticket_priorities',''), ('tickets','state_id','ticket_states',''), ('tickets','organization_id','organizations',''),
    ('tickets','created_by_id','users',''), ('tickets','updated_by_id','users',''), ('tickets','checklist_id','checklists',''),
    ('ticket_article_types','created_by_id','users',''), ('ticket_article_types','updated_by_id','users',''),
    ('ticket_article_senders','created_by_id','users',''), ('ticket_article_senders','updated_by_id','users',''),
    ('ticket_articles','ticket_id','tickets',''), ('ticket_articles','type_id','ticket_article_types',''),
    ('ticket_articles','sender_id','ticket_article_senders',''), ('ticket_articles','created_by_id','users',''),
    ('ticket_articles','updated_by_id','users',''), ('ticket_articles','origin_by_id','users',''),
    ('ticket_time_accounting_types','created_by_id','users',''), ('ticket_time_accounting_types','updated_by_id','users',''),
    ('ticket_time_accountings','ticket_id','tickets',''), ('ticket_time_accountings','ticket_article_id','ticket_articles',''),
    ('ticket_time_accountings','created_by_id','users',''), ('ticket_time_accountings','type_id','ticket_time_accounting_types',''),
    ('overviews','created_by_id','users',''), ('overviews','updated_by_id','users',''),
    ('overviews_roles','overview_id','overviews',''), ('overviews_roles','role_id','roles',''),
    ('links','link_type_id','link_types',''),
    ('text_modules','created_by_id','users',''), ('text_modules','updated_by_id','users',''),
    ('text_modules_groups','text_module_id','text_modules',''), ('text_modules_groups','group_id','groups',''),
    ('channels','group_id','groups',''), ('channels','created_by_id','users',''), ('channels','updated_by_id','users',''),
    ('slas','created_by_id','users',''), ('slas','updated_by_id','users',''),
    ('checklists','created_by_id','users',''), ('checklists','updated_by_id','users',''),
    ('checklist_items','checklist_id','checklists',''), ('checklist_items','created_by_id','users',''),
    ('checklist_items','updated_by_id','users',''), ('checklist_items','ticket_id','tickets',''),
    ('knowledge_base_locales','knowledge_base_id','knowledge_bases',''), ('knowledge_base_locales','system_locale_id','locales',''),
    ('knowledge_base_categories','knowledge_base_id','knowledge_bases',''), ('knowledge_base_categories','parent_id','knowledge_base_categories',''),
    ('knowledge_base_answers','category_id','knowledge_base_categories',''), ('knowledge_base_answers','archived_by_id','users',''),
    ('knowledge_base_answers','internal_by_id','users',''), ('knowledge_base_answers','published_by_id','users',''),
    ('knowledge_base_answer_translations','kb_locale_id','knowledge_base_locales',''),
    ('knowledge_base_answer_translations','answer_id','knowledge_base_answers',' ON DELETE CASCADE'),
    ('knowledge_base_answer_translations','content_id','knowledge_base_answer_translation_contents',''),
    ('knowledge_base_answer_translations','created_by_id','users',''), ('knowledge_base_answer_translations','updated_by_id','users','')
  ) v(tbl, col, ref, act)
  LOOP
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (%I) REFERENCES %I (id)%s', r.tbl,
                   'fk_rails_' || left(encode(sha256(convert_to(r.tbl || '_' || r.col || '_fk', 'UTF8')), 'hex'), 10), r.col, r.ref, r.act);
  END LOOP;
END $$;

-- the sequences stand where the application left them
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.relname AS tbl, pg_get_serial_sequence(quote_ident(c.relname), 'id') AS seq
             FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'id' AND NOT a.attisdropped
            WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace ORDER BY c.relname
  LOOP
    EXECUTE format('SELECT setval(%L, coalesce((SELECT max(id) FROM %I), 0) + 1, false)', r.seq, r.tbl);
  END LOOP;
END $$;
ANALYZE;
