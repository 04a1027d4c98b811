-- test/accuracy/zammad.sql: the core of a Zammad helpdesk's database (the Rails app's
-- db/migrate/20120101000001_create_base.rb and its later migrations, 6.x era, on PostgreSQL), written
-- for issue 16 as a held-out check (round 18): committed with its truth (zammad_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; Rails 4.2 migrations, so integer `id` keys and integer
-- <model>_id references; create_base declares them with add_foreign_key (constraint names
-- fk_rails_<hash>), added at the end here.  created_by_id / updated_by_id -> users on nearly every
-- table (tags and histories have created_by_id only; links, tag_items, tag_objects, link_types,
-- link_objects and the history lookups have neither).  User 1 is the system user '-' (inactive, no
-- roles): it creates every seeded row, customers that arrive by email, tags and updates made by
-- triggers and the scheduler, and it is the owner of every unassigned ticket (tickets.owner_id is
-- NOT NULL, 1 means "nobody").  User 2 is the demo customer Nicole Braun, user 3 the admin who set the
-- system up, 4..18 agents, the rest customers (a few deleted: gaps in the ids).  Role-named
-- references to users: tickets.owner_id, tickets.customer_id, ticket_articles.origin_by_id (the customer
-- an agent wrote a phone article for), users.out_of_office_replacement_id (a self reference, three
-- agents), online_notifications.user_id.  tickets.create_article_type_id / create_article_sender_id
-- name the first article's type and sender.  groups.parent_id is the group hierarchy (6.x, a self
-- reference).  roles_users and groups_users are join tables without id; groups_users has one row per
-- (user, group, access) with access 'full', 'read', 'create', 'change' or 'overview'.
-- Polymorphic columns: histories.o_id (a Ticket, Ticket::Article, User or Organization id, after
-- history_object_id) is no reference; histories.related_o_id is set only for Ticket::Article rows and
-- is then the article's ticket, so it holds as an undeclared reference to tickets; histories.id_from /
-- id_to hold the old and new ids of whatever attribute changed (state, owner, group, priority) and
-- are no reference.  Every tag, link and online notification in this instance is on a Ticket (the
-- one tag object and link object there is), so tags.o_id, links.link_object_source_value,
-- links.link_object_target_value and online_notifications.o_id hold as undeclared references to
-- tickets (a deleted ticket's tags, links, histories and notifications are removed with it, as
-- Zammad's destroy callbacks do: no orphans).  online_notifications.object_lookup_id and
-- type_lookup_id name rows of object_lookups / type_lookups, tables not in this slice: no reference
-- here.  Undiscoverable (declared, but a single distinct value): tags.tag_object_id and
-- links.link_object_source_id / link_object_target_id (only 'Ticket'), and created_by_id /
-- updated_by_id of the seeded lookups (ticket_states, ticket_state_types, ticket_priorities,
-- ticket_article_types, ticket_article_senders), all 1.  Left out of the truth as one value cannot
-- decide them: ticket_states.next_state_id (a plain integer, only 'pending close' -> closed) and
-- histories.related_history_object_id (a plain integer, always 'Ticket').  Declared references with two or more
-- distinct values are declared truths however few (roles, groups, calendars and slas are created by
-- users 1, 3, 4 or 6; three agents' stand-ins are users 6 and 9).  Integers that are no reference:
-- tickets.article_count, the escalation *_in_min / *_diff_in_min minutes, time_unit.
-- Skewed: a few busy customers and organizations, most tickets closed, a few tags on most tagged
-- tickets.  Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1818);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;

-- ---- organizations, users, roles, groups ------------------------------------------------
CREATE TABLE organizations (
  id serial PRIMARY KEY, name varchar(250) NOT NULL, shared boolean DEFAULT true NOT NULL, domain varchar(250) DEFAULT '',
  domain_assignment boolean DEFAULT false NOT NULL, active boolean DEFAULT true NOT NULL, vip boolean DEFAULT false NOT NULL,
  note varchar(5000), updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_organizations_on_name ON organizations (name);
CREATE INDEX index_organizations_on_domain ON organizations (domain);

CREATE TABLE users (
  id serial PRIMARY KEY, organization_id integer, login varchar(255) NOT NULL, firstname varchar(100) DEFAULT '',
  lastname varchar(100) DEFAULT '', email varchar(255) DEFAULT '', image varchar(100), image_source varchar(200),
  web varchar(100) DEFAULT '', password varchar(100), phone varchar(100) DEFAULT '', fax varchar(100) DEFAULT '',
  mobile varchar(100) DEFAULT '', department varchar(200) DEFAULT '', street varchar(120) DEFAULT '', zip varchar(100) DEFAULT '',
  city varchar(100) DEFAULT '', country varchar(100) DEFAULT '', address varchar(500) DEFAULT '', vip boolean DEFAULT false,
  verified boolean DEFAULT false NOT NULL, active boolean DEFAULT true NOT NULL, note varchar(5000) DEFAULT '',
  last_login timestamp(3), source varchar(200), login_failed integer DEFAULT 0 NOT NULL, out_of_office boolean DEFAULT false NOT NULL,
  out_of_office_start_at date, out_of_office_end_at date, out_of_office_replacement_id integer, preferences text,
  updated_by_id integer NOT NULL, created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_users_on_login ON users (login);
CREATE INDEX index_users_on_email ON users (email);
CREATE INDEX index_users_on_organization_id ON users (organization_id);
CREATE INDEX index_users_on_out_of_office_replacement_id ON users (out_of_office_replacement_id);

INSERT INTO organizations (id, name, shared, domain, domain_assignment, active, vip, note, updated_by_id, created_by_id, created_at, updated_at)
VALUES (1, 'Zammad Foundation', true, '', false, true, false, '', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00');
INSERT INTO organizations (id, name, shared, domain, domain_assignment, active, vip, note, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, n || ' ' || (ARRAY['GmbH', 'AG', 'Ltd', 'Inc.', 'SARL', 'B.V.', 'LLC', 'KG'])[pg_temp.r(8)] || CASE WHEN i > 60 THEN ' ' || i ELSE '' END,
       random() < 0.85, CASE WHEN random() < 0.6 THEN lower(replace(n, ' ', '')) || '.example' ELSE '' END, random() < 0.3,
       random() < 0.96, random() < 0.05, CASE WHEN random() < 0.2 THEN 'key account' ELSE '' END,
       c, c, t, t + (pg_temp.r(500) || ' days')::interval
  FROM (SELECT i, (ARRAY['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne', 'Soylent',
                         'Vandelay', 'Pied Piper', 'Dunder', 'Gringotts', 'Oscorp', 'Aperture', 'Black Mesa', 'Monarch', 'Nakatomi'])[1 + i % 20]
                || ' ' || (ARRAY['Systems', 'Logistics', 'Media', 'Energy', 'Retail', 'Health', 'Foods'])[1 + (i / 20) % 7] AS n,
               CASE WHEN random() < 0.3 THEN 1 ELSE 3 + pg_temp.sk(16, 1.5) END AS c,
               timestamp '2021-03-02' + (i * interval '5 days') + (pg_temp.r(600) || ' minutes')::interval AS t
          FROM generate_series(2, 140) i) s;
SELECT setval('organizations_id_seq', 140);

-- 1 system, 2 Nicole Braun, 3 admin, 4..18 agents, 19.. customers
INSERT INTO users (id, organization_id, login, firstname, lastname, email, active, verified, source, preferences,
                   updated_by_id, created_by_id, created_at, updated_at)
VALUES (1, NULL, '-', '-', '', '', false, false, NULL, '{}', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
       (2, 1, 'nicole.braun@zammad.org', 'Nicole', 'Braun', 'nicole.braun@zammad.org', true, false, NULL, '{}', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
       (3, NULL, 'admin@helpdesk.example', 'Hanna', 'Admin', 'admin@helpdesk.example', true, true, NULL,
        '{"locale":"de-de","notification_config":{"matrix":{}}}', 3, 1, '2021-03-01 09:12', '2023-05-02 10:00');
INSERT INTO users (id, organization_id, login, firstname, lastname, email, phone, department, active, verified, last_login, source,
                   preferences, password, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, NULL, f || '.' || l || '@helpdesk.example', f, l, f || '.' || l || '@helpdesk.example', '+49 30 ' || (1000 + i * 37),
       (ARRAY['Support', 'Support', 'Sales', 'Billing'])[pg_temp.r(4)], i <> 17, true, timestamp '2024-06-01' - (pg_temp.r(30) || ' days')::interval,
       NULL, '{"locale":"en-us","notification_sound":{"enabled":true}}', '{2y}' || md5(f), CASE WHEN random() < 0.5 THEN i ELSE 3 END, 3,
       timestamp '2021-03-01 10:00' + ((i - 4) * interval '31 days'), timestamp '2024-05-01' - (i || ' days')::interval
  FROM (SELECT i, (ARRAY['anna', 'ben', 'chris', 'dana', 'emil', 'fatma', 'georg', 'helen', 'ingo', 'jana', 'kai', 'lena', 'marco', 'nina', 'olaf'])[i - 3] AS f,
               (ARRAY['meyer', 'schulz', 'wagner', 'becker', 'hoffmann', 'koch', 'richter', 'klein', 'wolf', 'neumann', 'braun', 'krause', 'lange', 'vogel', 'roth'])[i - 3] AS l
          FROM generate_series(4, 18) i) s;
-- three agents on holiday, each with a colleague standing in
UPDATE users SET out_of_office = true, out_of_office_start_at = '2024-06-10', out_of_office_end_at = '2024-06-28',
                 out_of_office_replacement_id = CASE id WHEN 5 THEN 9 WHEN 11 THEN 6 ELSE 9 END
 WHERE id IN (5, 11, 14);

INSERT INTO users (id, organization_id, login, firstname, lastname, email, phone, mobile, street, zip, city, country, vip, verified, active,
                   last_login, source, preferences, updated_by_id, created_by_id, created_at, updated_at)
SELECT i, o, lower(f || '.' || l || i) || '@' || coalesce(nullif(d, ''), 'mail.example'), initcap(f), initcap(l),
       lower(f || '.' || l || i) || '@' || coalesce(nullif(d, ''), 'mail.example'),
       CASE WHEN random() < 0.35 THEN '+49 ' || (100000 + i * 13) ELSE '' END, CASE WHEN random() < 0.15 THEN '+49 170 ' || (i * 7) ELSE '' END,
       CASE WHEN random() < 0.2 THEN 'Hauptstr. ' || pg_temp.r(120) ELSE '' END, CASE WHEN random() < 0.2 THEN (10000 + pg_temp.r(89999))::text ELSE '' END,
       CASE WHEN random() < 0.2 THEN (ARRAY['Berlin', 'Hamburg', 'Wien', 'Zürich', 'München'])[pg_temp.r(5)] ELSE '' END, '',
       random() < 0.02, random() < 0.3, random() < 0.97, CASE WHEN random() < 0.25 THEN t + (pg_temp.r(300) || ' days')::interval END,
       CASE WHEN c = 1 THEN 'email' END, '{"locale":"de-de"}',
       CASE WHEN random() < 0.1 THEN i WHEN random() < 0.2 THEN 3 + pg_temp.sk(15, 1.2) ELSE c END, c, t, t + (pg_temp.r(200) || ' days')::interval
  FROM (SELECT i, o, (SELECT domain FROM organizations WHERE id = o) AS d,
               (ARRAY['max', 'sophie', 'paul', 'marie', 'leon', 'emma', 'lukas', 'mia', 'felix', 'lea', 'jonas', 'lina', 'tim', 'clara', 'noah', 'ida'])[pg_temp.r(16)] AS f,
               (ARRAY['müller', 'schmidt', 'fischer', 'weber', 'schneider', 'bauer', 'zimmer', 'hartmann', 'krüger', 'walter', 'peters', 'jung'])[pg_temp.r(12)] AS l,
               CASE WHEN random() < 0.7 THEN 1 ELSE 3 + pg_temp.sk(16, 1.3) END AS c,
               timestamp '2021-03-03' + (i * interval '26 hours') + (pg_temp.r(900) || ' minutes')::interval AS t
          FROM (SELECT i, CASE WHEN random() < 0.68 THEN 1 + pg_temp.sk(139, 2.0) END AS o FROM generate_series(19, 960) i) g) s;
-- customers removed by data privacy tasks (before they had any tickets here)
DELETE FROM users WHERE id > 19 AND id % 97 = 13;
SELECT setval('users_id_seq', 960);

CREATE TEMP TABLE cust AS SELECT row_number() OVER (ORDER BY id) AS n, id, organization_id FROM users WHERE id >= 19 OR id = 2;
CREATE TEMP TABLE custarr AS SELECT array_agg(id ORDER BY n) AS a, count(*)::int AS c FROM cust;
-- a customer, the first ones (older, bigger accounts) busier
CREATE FUNCTION pg_temp.cu() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT a[pg_temp.sk(c, 1.7)] FROM custarr $$;

CREATE TABLE roles (
  id serial PRIMARY KEY, name varchar(255) NOT NULL, preferences text, default_at_signup boolean DEFAULT false,
  active boolean DEFAULT true NOT NULL, note varchar(250), updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_roles_on_name ON roles (name);
INSERT INTO roles VALUES
  (1, 'Admin', '{}', false, true, 'To configure your system.', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (2, 'Agent', '{}', false, true, 'To work on Tickets.', 3, 1, '2021-03-01 09:00', '2022-01-10 08:00'),
  (3, 'Customer', '{}', true, true, 'People who create Tickets ask for help.', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (4, 'Team Lead', '{}', false, true, 'Agents who may see reports.', 3, 3, '2022-01-10 08:10', '2022-01-10 08:10');
SELECT setval('roles_id_seq', 4);

CREATE TABLE roles_users (user_id integer NOT NULL, role_id integer NOT NULL);
CREATE INDEX index_roles_users_on_user_id ON roles_users (user_id);
CREATE INDEX index_roles_users_on_role_id ON roles_users (role_id);
INSERT INTO roles_users SELECT 3, 1 UNION ALL SELECT 3, 2;
INSERT INTO roles_users SELECT i, 2 FROM generate_series(4, 18) i;
INSERT INTO roles_users SELECT i, 4 FROM unnest(ARRAY[4, 6, 9]) i;
INSERT INTO roles_users SELECT 4, 1;
INSERT INTO roles_users SELECT id, 3 FROM cust ORDER BY id;

CREATE TABLE groups (
  id serial PRIMARY KEY, parent_id integer, name varchar(160) NOT NULL, name_last varchar(160) NOT NULL,
  assignment_timeout integer, follow_up_possible varchar(100) DEFAULT 'yes' NOT NULL, reopen_time_in_days integer,
  follow_up_assignment boolean DEFAULT true NOT NULL, active boolean DEFAULT true NOT NULL, shared_drafts boolean DEFAULT true NOT NULL,
  note varchar(250), updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_groups_on_name ON groups (name);
INSERT INTO groups (id, parent_id, name, name_last, assignment_timeout, follow_up_possible, reopen_time_in_days, note, updated_by_id, created_by_id, created_at, updated_at) VALUES
  (1, NULL, 'Users', 'Users', NULL, 'yes', NULL, 'Standard Group/Pool for Tickets.', 3, 1, '2021-03-01 09:00', '2021-03-02 11:00'),
  (2, NULL, 'Sales', 'Sales', NULL, 'yes', NULL, '', 3, 3, '2021-03-02 11:05', '2021-03-02 11:05'),
  (3, NULL, 'Support', 'Support', 120, 'new_ticket_after_certain_time', 14, '', 4, 3, '2021-03-02 11:06', '2023-02-14 09:30'),
  (4, 3, 'Support › 1st Level', '1st Level', 60, 'yes', NULL, '', 3, 3, '2023-11-20 10:00', '2023-11-20 10:00'),
  (5, 3, 'Support › 2nd Level', '2nd Level', NULL, 'yes', NULL, '', 4, 3, '2023-11-20 10:01', '2024-01-08 15:00'),
  (6, NULL, 'Billing', 'Billing', NULL, 'no', NULL, '', 3, 3, '2021-04-12 13:00', '2021-04-12 13:00'),
  (7, 2, 'Sales › EMEA', 'EMEA', NULL, 'yes', NULL, '', 3, 3, '2023-11-20 10:05', '2023-11-20 10:05'),
  (8, 2, 'Sales › APAC', 'APAC', NULL, 'yes', NULL, '', 6, 3, '2023-11-20 10:06', '2024-02-01 08:45');
SELECT setval('groups_id_seq', 8);

CREATE TABLE groups_users (
  user_id integer NOT NULL, group_id integer NOT NULL, access varchar(50) DEFAULT 'full' NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE INDEX index_groups_users_on_user_id ON groups_users (user_id);
CREATE INDEX index_groups_users_on_group_id ON groups_users (group_id);
CREATE INDEX index_groups_users_on_access ON groups_users (access);
-- which agent works in which group
CREATE TEMP TABLE ag (user_id int, group_id int);
INSERT INTO ag VALUES (3, 1), (3, 3), (4, 3), (4, 4), (4, 5), (5, 4), (6, 2), (6, 7), (6, 8), (7, 4), (8, 4), (8, 5), (9, 5),
  (9, 3), (10, 6), (11, 7), (12, 8), (13, 4), (14, 5), (15, 6), (15, 1), (16, 7), (16, 8), (17, 4), (18, 1), (18, 4), (5, 1), (13, 1);
INSERT INTO groups_users SELECT user_id, group_id, 'full', '2023-11-20 10:10', '2023-11-20 10:10' FROM ag ORDER BY 1, 2;
INSERT INTO groups_users SELECT u, g, a, '2024-01-08 15:00', '2024-01-08 15:00'
  FROM (VALUES (10, 3, 'read'), (10, 2, 'read'), (15, 3, 'read'), (6, 3, 'overview'), (7, 6, 'create'), (13, 6, 'change'), (11, 2, 'read')) v(u, g, a);

-- ---- ticket lookups ------------------------------------------------------------------------
CREATE TABLE ticket_state_types (
  id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_state_types_on_name ON ticket_state_types (name);
INSERT INTO ticket_state_types (name, updated_by_id, created_by_id, created_at, updated_at)
SELECT n, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'
  FROM unnest(ARRAY['new', 'open', 'pending reminder', 'pending action', 'closed', 'merged', 'removed']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE ticket_states (
  id serial PRIMARY KEY, state_type_id integer NOT NULL, name varchar(250) NOT NULL, next_state_id integer,
  ignore_escalation boolean DEFAULT false NOT NULL, default_create boolean DEFAULT false NOT NULL, default_follow_up boolean DEFAULT false NOT NULL,
  note varchar(250), active boolean DEFAULT true NOT NULL, updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_states_on_name ON ticket_states (name);
INSERT INTO ticket_states (id, state_type_id, name, next_state_id, ignore_escalation, default_create, default_follow_up, active,
                           updated_by_id, created_by_id, created_at, updated_at) VALUES
  (1, 1, 'new', NULL, false, true, false, true, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (2, 2, 'open', NULL, false, false, true, true, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (3, 3, 'pending reminder', NULL, true, false, false, true, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (4, 5, 'closed', NULL, true, false, false, true, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (5, 6, 'merged', NULL, true, false, false, true, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (6, 7, 'removed', NULL, true, false, false, false, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  (7, 4, 'pending close', 4, true, false, false, true, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00');
SELECT setval('ticket_states_id_seq', 7);

CREATE TABLE ticket_priorities (
  id serial PRIMARY KEY, name varchar(250) NOT NULL, default_create boolean DEFAULT false NOT NULL, ui_icon varchar(100),
  ui_color varchar(100), note varchar(250), active boolean DEFAULT true NOT NULL, updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_priorities_on_name ON ticket_priorities (name);
INSERT INTO ticket_priorities (name, default_create, ui_icon, ui_color, updated_by_id, created_by_id, created_at, updated_at) VALUES
  ('1 low', false, 'low-priority', 'low-priority', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  ('2 normal', true, NULL, NULL, 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  ('3 high', false, 'important', 'high-priority', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00');

CREATE TABLE ticket_article_types (
  id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), communication boolean NOT NULL, active boolean DEFAULT true NOT NULL,
  updated_by_id integer NOT NULL, created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_article_types_on_name ON ticket_article_types (name);
INSERT INTO ticket_article_types (name, communication, updated_by_id, created_by_id, created_at, updated_at)
SELECT n, n NOT IN ('note', 'web'), 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'
  FROM unnest(ARRAY['email', 'sms', 'chat', 'fax', 'phone', 'twitter status', 'twitter direct-message', 'facebook feed post',
                    'facebook feed comment', 'note', 'web', 'telegram personal-message']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE ticket_article_senders (
  id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_ticket_article_senders_on_name ON ticket_article_senders (name);
INSERT INTO ticket_article_senders (name, updated_by_id, created_by_id, created_at, updated_at) VALUES
  ('Agent', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'), ('Customer', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00'),
  ('System', 1, 1, '2021-03-01 09:00', '2021-03-01 09:00');

-- ---- calendars, slas -------------------------------------------------------------------------
CREATE TABLE calendars (
  id serial PRIMARY KEY, name varchar(250), timezone varchar(250), business_hours varchar(3000), "default" boolean DEFAULT false NOT NULL,
  ical_url varchar(500), public_holidays text, last_log text, last_sync timestamp(3), updated_by_id integer NOT NULL,
  created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_calendars_on_name ON calendars (name);
INSERT INTO calendars (name, timezone, business_hours, "default", ical_url, public_holidays, last_sync, updated_by_id, created_by_id, created_at, updated_at) VALUES
  ('Default', 'Europe/Berlin', '{"mon":{"active":true,"timeframes":[["09:00","17:00"]]}}', true,
   'https://www.google.com/calendar/ical/de.german%23holiday%40group.v.calendar.google.com/public/basic.ics', '{}', '2024-06-01 03:00', 3, 1, '2021-03-01 09:00', '2022-02-01 10:00'),
  ('US Support', 'America/New_York', '{"mon":{"active":true,"timeframes":[["08:00","18:00"]]}}', false,
   'https://www.google.com/calendar/ical/en.usa%23holiday%40group.v.calendar.google.com/public/basic.ics', '{}', '2024-06-01 03:00', 3, 3, '2022-02-01 10:05', '2022-02-01 10:05'),
  ('APAC', 'Asia/Singapore', '{"mon":{"active":true,"timeframes":[["09:00","18:00"]]}}', false, NULL, '{}', NULL, 6, 3, '2023-11-20 10:20', '2024-02-01 09:00');

CREATE TABLE slas (
  id serial PRIMARY KEY, calendar_id integer NOT NULL, name varchar(150), first_response_time integer, response_time integer,
  update_time integer, solution_time integer, condition text, updated_by_id integer NOT NULL, created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_slas_on_name ON slas (name);
INSERT INTO slas (calendar_id, name, first_response_time, response_time, update_time, solution_time, condition, updated_by_id, created_by_id, created_at, updated_at) VALUES
  (1, 'Standard', 480, NULL, 1440, 4320, '{"ticket.priority_id":{"operator":"is","value":["2"]}}', 3, 3, '2021-04-12 13:10', '2023-02-14 09:40'),
  (1, 'High priority', 60, NULL, 240, 960, '{"ticket.priority_id":{"operator":"is","value":["3"]}}', 4, 3, '2021-04-12 13:12', '2023-02-14 09:41'),
  (2, 'US customers', 240, 480, NULL, 2880, '{"ticket.group_id":{"operator":"is","value":["7"]}}', 3, 3, '2022-02-01 10:10', '2022-02-01 10:10'),
  (3, 'APAC Sales', 480, NULL, NULL, NULL, '{"ticket.group_id":{"operator":"is","value":["8"]}}', 6, 6, '2024-02-01 09:05', '2024-02-01 09:05');

-- ---- tickets ------------------------------------------------------------------------------------
CREATE TABLE tickets (
  id serial PRIMARY KEY, group_id integer NOT NULL, priority_id integer NOT NULL, state_id integer NOT NULL, organization_id integer,
  number varchar(60) NOT NULL, title varchar(250) NOT NULL, owner_id integer NOT NULL, customer_id integer NOT NULL, note varchar(250),
  first_response_at timestamp(3), first_response_escalation_at timestamp(3), first_response_in_min integer, first_response_diff_in_min integer,
  close_at timestamp(3), close_escalation_at timestamp(3), close_in_min integer, close_diff_in_min integer,
  update_escalation_at timestamp(3), update_in_min integer, update_diff_in_min integer,
  last_contact_at timestamp(3), last_contact_agent_at timestamp(3), last_contact_customer_at timestamp(3), last_owner_update_at timestamp(3),
  create_article_type_id integer, create_article_sender_id integer, article_count integer, escalation_at timestamp(3),
  pending_time timestamp(3), type varchar(100), time_unit numeric(6, 2), preferences text,
  updated_by_id integer NOT NULL, created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_tickets_on_number ON tickets (number);
CREATE INDEX index_tickets_on_state_id ON tickets (state_id);
CREATE INDEX index_tickets_on_owner_id ON tickets (owner_id);
CREATE INDEX index_tickets_on_customer_id ON tickets (customer_id);
CREATE INDEX index_tickets_on_group_id ON tickets (group_id);
CREATE INDEX index_tickets_on_organization_id ON tickets (organization_id);

-- the welcome ticket, then the instance's traffic
INSERT INTO tickets (id, group_id, priority_id, state_id, organization_id, number, title, owner_id, customer_id,
                     create_article_type_id, create_article_sender_id, article_count, preferences, updated_by_id, created_by_id,
                     created_at, updated_at, last_contact_at, last_contact_customer_at)
VALUES (1, 1, 2, 4, 1, '31001', 'Welcome to Zammad!', 1, 2, 1, 2, 1, '{}', 3, 2, '2021-03-01 09:00', '2021-03-02 11:10',
        '2021-03-01 09:00', '2021-03-01 09:00');
CREATE TEMP TABLE tk AS
SELECT i, t, cu, ch, g, st, pr,
       CASE WHEN st = 1 OR (st = 2 AND random() < 0.2) THEN 1
            ELSE (SELECT user_id FROM ag WHERE group_id = g ORDER BY random() LIMIT 1) END AS ow
  FROM (SELECT i, timestamp '2021-03-03' + (i * interval '15 hours') + (pg_temp.r(800) || ' minutes')::interval AS t,
               pg_temp.cu() AS cu,
               (ARRAY['email', 'email', 'email', 'email', 'email', 'web', 'web', 'web', 'phone', 'phone'])[pg_temp.r(10)] AS ch,
               CASE WHEN i < 1000 AND random() < 0.3 THEN 1 ELSE (ARRAY[3, 3, 4, 4, 4, 5, 2, 7, 8, 6, 6])[pg_temp.r(11)] END AS g,
               CASE WHEN i > 1620 THEN (ARRAY[1, 1, 2, 2, 2, 3, 7, 4])[pg_temp.r(8)]
                    ELSE (ARRAY[4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 2, 3])[pg_temp.r(18)] END AS st,
               (ARRAY[2, 2, 2, 2, 2, 2, 1, 3, 3, 1])[pg_temp.r(10)] AS pr
          FROM generate_series(2, 1700) i) s
 WHERE i % 41 <> 7;     -- deleted tickets (and everything hanging on them)
INSERT INTO tickets (id, group_id, priority_id, state_id, organization_id, number, title, owner_id, customer_id, note,
                     first_response_at, first_response_in_min, first_response_diff_in_min, close_at, close_in_min, close_diff_in_min,
                     last_contact_at, last_contact_agent_at, last_contact_customer_at, last_owner_update_at,
                     create_article_type_id, create_article_sender_id, article_count, escalation_at, pending_time, type, time_unit,
                     preferences, updated_by_id, created_by_id, created_at, updated_at)
SELECT k.i, k.g, k.pr, k.st, c.organization_id, (31000 + k.i)::text,
       (ARRAY['Login not working', 'Invoice question', 'Printer offline', 'Request for quote', 'VPN drops', 'Password reset',
              'Order status', 'Cannot upload file', 'Refund request', 'Feature request: export', 'Error 500 on checkout', 'License renewal'])[pg_temp.r(12)]
         || CASE WHEN random() < 0.3 THEN ' (#' || k.i || ')' ELSE '' END,
       k.ow, k.cu, NULL,
       CASE WHEN k.ow <> 1 THEN k.t + (pg_temp.r(600) || ' minutes')::interval END,
       CASE WHEN k.ow <> 1 THEN pg_temp.r(600) END, CASE WHEN k.ow <> 1 THEN pg_temp.r(480) - 120 END,
       CASE WHEN k.st IN (4, 5) THEN k.t + (pg_temp.r(9000) || ' minutes')::interval END,
       CASE WHEN k.st IN (4, 5) THEN pg_temp.r(4000) END, CASE WHEN k.st IN (4, 5) THEN pg_temp.r(4000) - 1500 END,
       k.t + interval '2 days', CASE WHEN k.ow <> 1 THEN k.t + interval '1 day' END, k.t + interval '2 days',
       CASE WHEN k.ow <> 1 THEN k.t + interval '30 minutes' END,
       CASE k.ch WHEN 'email' THEN 1 WHEN 'web' THEN 11 ELSE 5 END, CASE k.ch WHEN 'phone' THEN 1 ELSE 2 END,
       0, CASE WHEN k.st IN (1, 2) THEN k.t + interval '8 hours' END,
       CASE WHEN k.st IN (3, 7) THEN k.t + interval '5 days' END,
       CASE WHEN random() < 0.3 THEN (ARRAY['Incident', 'Problem', 'Request for Change'])[pg_temp.r(3)] END,
       CASE WHEN k.ow <> 1 AND random() < 0.4 THEN round((random() * 3)::numeric, 2) END,
       '{"channel_id":' || CASE k.ch WHEN 'email' THEN 3 ELSE 1 END || '}',
       CASE WHEN k.st IN (4, 7) AND random() < 0.35 THEN 1 WHEN k.ow <> 1 THEN k.ow ELSE k.cu END,
       CASE k.ch WHEN 'phone' THEN (SELECT user_id FROM ag WHERE group_id = k.g ORDER BY random() LIMIT 1) ELSE k.cu END,
       k.t, k.t + (pg_temp.r(14000) || ' minutes')::interval
  FROM tk k JOIN cust c ON c.id = k.cu ORDER BY k.i;
SELECT setval('tickets_id_seq', 1700);

CREATE TABLE ticket_articles (
  id serial PRIMARY KEY, ticket_id integer NOT NULL, type_id integer NOT NULL, sender_id integer NOT NULL, "from" varchar(3000),
  "to" varchar(3000), cc varchar(3000), subject varchar(3000), reply_to varchar(300), message_id varchar(3000),
  message_id_md5 varchar(32), in_reply_to varchar(3000), content_type varchar(20) DEFAULT 'text/plain' NOT NULL,
  "references" varchar(3200), body text NOT NULL, internal boolean DEFAULT false NOT NULL, preferences text,
  updated_by_id integer NOT NULL, created_by_id integer NOT NULL, origin_by_id integer,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE INDEX index_ticket_articles_on_ticket_id ON ticket_articles (ticket_id);
CREATE INDEX index_ticket_articles_on_message_id_md5 ON ticket_articles (message_id_md5);
CREATE INDEX index_ticket_articles_on_created_by_id ON ticket_articles (created_by_id);
CREATE INDEX index_ticket_articles_on_origin_by_id ON ticket_articles (origin_by_id);

-- article n of ticket: n = 1 the first (channel's type and sender), then replies, notes, system mails
CREATE TEMP TABLE art AS
SELECT t.id AS ticket_id, n, t.create_article_type_id AS ft, t.create_article_sender_id AS fs, t.customer_id, t.owner_id,
       t.created_by_id AS tcb, t.group_id, t.created_at + ((n - 1) * interval '9 hours') + (pg_temp.r(300) || ' minutes')::interval AS at,
       CASE WHEN n = 1 THEN 0 ELSE pg_temp.r(100) END AS k
  FROM tickets t, LATERAL generate_series(1, CASE WHEN t.id = 1 THEN 1 ELSE pg_temp.sk(9, 1.8) END) n;
INSERT INTO ticket_articles (ticket_id, type_id, sender_id, "from", "to", subject, message_id, message_id_md5, content_type, body,
                             internal, preferences, updated_by_id, created_by_id, origin_by_id, created_at, updated_at)
SELECT ticket_id, ty, se,
       CASE se WHEN 2 THEN 'customer' || customer_id || '@mail.example' WHEN 3 THEN 'Helpdesk <noreply@helpdesk.example>'
               ELSE 'Agent ' || cb || ' via Helpdesk <support@helpdesk.example>' END,
       CASE se WHEN 2 THEN 'support@helpdesk.example' ELSE 'customer' || customer_id || '@mail.example' END,
       'Ticket ' || (31000 + ticket_id), CASE WHEN ty = 1 THEN '<' || md5(ticket_id || '.' || n) || '@mail.example>' END,
       CASE WHEN ty = 1 THEN md5('<' || md5(ticket_id || '.' || n) || '@mail.example>') END,
       CASE WHEN ty = 1 THEN 'text/html' ELSE 'text/plain' END, 'Hello, ' || repeat('lorem ipsum ', 1 + n % 5),
       ty = 10, '{}', cb, cb, ob, at, at
  FROM (SELECT a.*,
               CASE WHEN se = 2 THEN customer_id WHEN se = 3 THEN 1
                    WHEN n = 1 THEN tcb WHEN owner_id <> 1 THEN owner_id
                    ELSE (SELECT user_id FROM ag WHERE group_id = a.group_id ORDER BY random() LIMIT 1) END AS cb,
               CASE WHEN ty = 5 AND se = 1 AND (n = 1 OR random() < 0.3) THEN customer_id END AS ob
          FROM (SELECT a.*,
                       CASE WHEN n = 1 THEN ft WHEN k <= 45 THEN 1 WHEN k <= 70 THEN 1 WHEN k <= 88 THEN 10 WHEN k <= 94 THEN 5
                            WHEN k <= 96 THEN 2 ELSE 10 END AS ty,
                       CASE WHEN n = 1 THEN fs WHEN k <= 45 THEN 1 WHEN k <= 70 THEN 2 WHEN k <= 88 THEN 1 WHEN k <= 94 THEN 1
                            WHEN k <= 96 THEN 1 ELSE 3 END AS se
                  FROM art a) a) b
 ORDER BY at, ticket_id, n;
UPDATE tickets t SET article_count = c.n FROM (SELECT ticket_id, count(*) AS n FROM ticket_articles GROUP BY 1) c WHERE c.ticket_id = t.id;

-- ---- tags ---------------------------------------------------------------------------------------
CREATE TABLE tag_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_tag_objects_on_name ON tag_objects (name);
INSERT INTO tag_objects (name, created_at, updated_at) VALUES ('Ticket', '2021-03-04 10:00', '2021-03-04 10:00');

CREATE TABLE tag_items (
  id serial PRIMARY KEY, name varchar(250) NOT NULL, name_downcase varchar(250) NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_tag_items_on_name_downcase ON tag_items (name_downcase);
INSERT INTO tag_items (name, name_downcase, created_at, updated_at)
SELECT n, lower(n), timestamp '2021-03-04 10:00' + (o * interval '9 days'), timestamp '2021-03-04 10:00' + (o * interval '9 days')
  FROM unnest(ARRAY['feedback', 'bug', 'VIP', 'invoice', 'hardware', 'vpn', 'password', 'spam', 'refund', 'urgent', 'Onboarding',
                    'license', 'printer', 'outlook', 'sso', 'api', 'mobile', 'export', 'duplicate', 'escalated', 'callback',
                    'warranty', 'shipping', 'quote', 'renewal', 'cancellation', 'GDPR', 'security', 'phishing', 'backup', 'network',
                    'wifi', 'teams', 'sharepoint', 'training', 'newsletter', 'partner', 'reseller', 'upgrade', 'downgrade',
                    'performance', 'outage', 'maintenance', 'docs', 'translation']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE tags (
  id serial PRIMARY KEY, tag_item_id integer NOT NULL, tag_object_id integer NOT NULL, o_id integer NOT NULL,
  created_by_id integer NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE INDEX index_tags_on_o_id ON tags (o_id);
CREATE INDEX index_tags_on_tag_object_id ON tags (tag_object_id);
INSERT INTO tags (tag_item_id, tag_object_id, o_id, created_by_id, created_at, updated_at)
SELECT DISTINCT ON (t.id, ti) ti, 1, t.id, CASE WHEN random() < 0.3 THEN 1 WHEN t.owner_id <> 1 THEN t.owner_id ELSE 3 END,
       t.created_at + interval '1 hour', t.created_at + interval '1 hour'
  FROM tickets t, LATERAL (SELECT pg_temp.sk(45, 1.9) AS ti FROM generate_series(1, pg_temp.sk(4, 1.5)) WHERE t.id > 0) x
 WHERE t.id > 1 AND random() < 0.55
 ORDER BY t.id, ti;

-- ---- links --------------------------------------------------------------------------------------
CREATE TABLE link_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, active boolean DEFAULT true NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_link_types_on_name ON link_types (name);
CREATE TABLE link_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, active boolean DEFAULT true NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_link_objects_on_name ON link_objects (name);
INSERT INTO link_types (name, created_at, updated_at) VALUES ('normal', '2021-03-09 14:00', '2021-03-09 14:00'),
  ('parent', '2021-05-20 08:00', '2021-05-20 08:00'), ('child', '2021-05-20 08:00', '2021-05-20 08:00');
INSERT INTO link_objects (name, created_at, updated_at) VALUES ('Ticket', '2021-03-09 14:00', '2021-03-09 14:00');
CREATE TABLE links (
  id serial PRIMARY KEY, link_type_id integer NOT NULL, link_object_source_id integer NOT NULL, link_object_source_value integer NOT NULL,
  link_object_target_id integer NOT NULL, link_object_target_value integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX links_uniq_total ON links (link_object_source_id, link_object_source_value, link_object_target_id, link_object_target_value, link_type_id);
-- merged tickets link to the ticket they went into (parent); agents link related tickets by hand
INSERT INTO links (link_type_id, link_object_source_id, link_object_source_value, link_object_target_id, link_object_target_value, created_at, updated_at)
SELECT 2, 1, m.id, 1, p.id, m.updated_at, m.updated_at
  FROM tickets m JOIN LATERAL (SELECT id FROM tickets p WHERE p.customer_id = m.customer_id AND p.id <> m.id AND p.state_id <> 5
                                ORDER BY abs(p.id - m.id) LIMIT 1) p ON true
 WHERE m.state_id = 5 ORDER BY m.id;
INSERT INTO links (link_type_id, link_object_source_id, link_object_source_value, link_object_target_id, link_object_target_value, created_at, updated_at)
SELECT DISTINCT ON (s, d) ty, 1, s, 1, d, t, t
  FROM (SELECT t.id AS s, (SELECT id FROM tickets u WHERE u.id < t.id ORDER BY u.id DESC OFFSET pg_temp.r(30) LIMIT 1) AS d,
               CASE WHEN random() < 0.75 THEN 1 WHEN random() < 0.5 THEN 2 ELSE 3 END AS ty, t.created_at + interval '1 day' AS t
          FROM tickets t WHERE t.id > 40 AND t.state_id <> 5 AND random() < 0.07) x
 WHERE d IS NOT NULL AND NOT EXISTS (SELECT 1 FROM links l WHERE l.link_object_source_value = x.s AND l.link_object_target_value = x.d)
 ORDER BY s, d;

-- ---- histories -----------------------------------------------------------------------------------
CREATE TABLE history_types (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_history_types_on_name ON history_types (name);
CREATE TABLE history_objects (id serial PRIMARY KEY, name varchar(250) NOT NULL, note varchar(250), created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_history_objects_on_name ON history_objects (name);
CREATE TABLE history_attributes (id serial PRIMARY KEY, name varchar(250) NOT NULL, created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE UNIQUE INDEX index_history_attributes_on_name ON history_attributes (name);
-- created lazily, in order of first use
INSERT INTO history_types (name, created_at, updated_at)
SELECT n, timestamp '2021-03-01 09:00' + (o * interval '1 minute'), timestamp '2021-03-01 09:00' + (o * interval '1 minute')
  FROM unnest(ARRAY['created', 'updated', 'notification', 'email', 'added', 'removed', 'merged_into', 'received_merge']) WITH ORDINALITY u(n, o) ORDER BY o;
INSERT INTO history_objects (name, created_at, updated_at)
SELECT n, timestamp '2021-03-01 09:00' + (o * interval '1 minute'), timestamp '2021-03-01 09:00' + (o * interval '1 minute')
  FROM unnest(ARRAY['User', 'Organization', 'Ticket', 'Ticket::Article', 'Group', 'Role', 'Calendar']) WITH ORDINALITY u(n, o) ORDER BY o;
INSERT INTO history_attributes (name, created_at, updated_at)
SELECT n, timestamp '2021-03-01 09:00' + (o * interval '1 minute'), timestamp '2021-03-01 09:00' + (o * interval '1 minute')
  FROM unnest(ARRAY['firstname', 'lastname', 'email', 'state', 'owner', 'group', 'priority', 'title', 'customer', 'organization',
                    'tag', 'Ticket', 'pending_time', 'active', 'name', 'out_of_office']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE histories (
  id serial PRIMARY KEY, history_type_id integer NOT NULL, history_object_id integer NOT NULL, history_attribute_id integer,
  o_id integer NOT NULL, related_o_id integer, related_history_object_id integer, id_to bigint, id_from bigint,
  value_from varchar(500), value_to varchar(500), created_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE INDEX index_histories_on_o_id ON histories (o_id);
CREATE INDEX index_histories_on_created_by_id ON histories (created_by_id);
CREATE INDEX index_histories_on_related_o_id ON histories (related_o_id);
CREATE INDEX index_histories_on_history_object_id ON histories (history_object_id);
CREATE TEMP TABLE h (tp int, obj int, attr int, o_id int, rel int, relobj int, id_to bigint, id_from bigint, vf text, vt text, cb int, at timestamp);
-- users and organizations created / updated
INSERT INTO h SELECT 1, 1, NULL, id, NULL, NULL, NULL, NULL, NULL, NULL, created_by_id, created_at FROM users WHERE id > 1;
INSERT INTO h SELECT 2, 1, (ARRAY[1, 2, 3, 14, 16])[pg_temp.r(5)], id, NULL, NULL, NULL, NULL, 'old', 'new', updated_by_id, updated_at
  FROM users WHERE id > 2 AND random() < 0.25;
INSERT INTO h SELECT 1, 2, NULL, id, NULL, NULL, NULL, NULL, NULL, NULL, created_by_id, created_at FROM organizations WHERE id > 1;
INSERT INTO h SELECT 2, 2, 15, id, NULL, NULL, NULL, NULL, 'old name', name, updated_by_id, updated_at FROM organizations WHERE random() < 0.2;
INSERT INTO h SELECT 1, 5, NULL, id, NULL, NULL, NULL, NULL, NULL, NULL, created_by_id, created_at FROM groups WHERE id > 1;
-- tickets: created, owner / state / priority / group changes, notifications, tags, merges, links
INSERT INTO h SELECT 1, 3, NULL, id, NULL, NULL, NULL, NULL, NULL, NULL, created_by_id, created_at FROM tickets;
INSERT INTO h SELECT 2, 3, 5, id, NULL, NULL, owner_id, 1, '- -', 'agent ' || owner_id, coalesce(nullif(updated_by_id, 1), owner_id),
                     created_at + interval '30 minutes' FROM tickets WHERE owner_id <> 1;
INSERT INTO h SELECT 2, 3, 4, id, NULL, NULL, state_id, 1, 'new', (SELECT name FROM ticket_states s WHERE s.id = t.state_id),
                     updated_by_id, updated_at FROM tickets t WHERE state_id <> 1;
INSERT INTO h SELECT 2, 3, 7, id, NULL, NULL, priority_id, 2, '2 normal', (SELECT name FROM ticket_priorities p WHERE p.id = t.priority_id),
                     CASE WHEN owner_id <> 1 THEN owner_id ELSE 3 END, created_at + interval '2 hours' FROM tickets t WHERE priority_id <> 2;
INSERT INTO h SELECT 2, 3, 6, id, NULL, NULL, group_id, 1, 'Users', (SELECT name FROM groups g WHERE g.id = t.group_id),
                     1, created_at + interval '1 minute' FROM tickets t WHERE group_id <> 1 AND random() < 0.3;
INSERT INTO h SELECT 3, 3, NULL, t.id, NULL, NULL, NULL, NULL, NULL, 'agent' || g.user_id || '@helpdesk.example(create:online,email)', 1,
                     t.created_at + interval '1 minute' FROM tickets t JOIN ag g ON g.group_id = t.group_id WHERE random() < 0.25;
INSERT INTO h SELECT 5, 3, 11, o_id, NULL, NULL, NULL, NULL, NULL, (SELECT name FROM tag_items i WHERE i.id = tg.tag_item_id), created_by_id, created_at
  FROM tags tg;
INSERT INTO h SELECT 7, 3, NULL, link_object_source_value, NULL, NULL, link_object_target_value, NULL, NULL, (31000 + link_object_target_value)::text,
                     3, created_at FROM links WHERE link_type_id = 2 AND link_object_source_value IN (SELECT id FROM tickets WHERE state_id = 5);
INSERT INTO h SELECT 8, 3, NULL, link_object_target_value, NULL, NULL, link_object_source_value, NULL, NULL, (31000 + link_object_source_value)::text,
                     3, created_at FROM links WHERE link_type_id = 2 AND link_object_source_value IN (SELECT id FROM tickets WHERE state_id = 5);
INSERT INTO h SELECT 5, 3, 12, link_object_source_value, NULL, NULL, NULL, NULL, NULL, (31000 + link_object_target_value)::text, 3, created_at
  FROM links WHERE link_type_id <> 2 OR link_object_source_value NOT IN (SELECT id FROM tickets WHERE state_id = 5);
-- articles: created (related to their ticket), emails sent
INSERT INTO h SELECT 1, 4, NULL, id, ticket_id, 3, NULL, NULL, NULL, NULL, created_by_id, created_at FROM ticket_articles;
INSERT INTO h SELECT 4, 4, NULL, id, ticket_id, 3, NULL, NULL, NULL, "to", created_by_id, created_at FROM ticket_articles WHERE type_id = 1 AND sender_id = 1;
INSERT INTO histories (history_type_id, history_object_id, history_attribute_id, o_id, related_o_id, related_history_object_id,
                       id_to, id_from, value_from, value_to, created_by_id, created_at, updated_at)
SELECT tp, obj, attr, o_id, rel, relobj, id_to, id_from, vf, vt, cb, at, at FROM h ORDER BY at, tp, obj, o_id, attr;

-- ---- online notifications (kept for recent tickets only) --------------------------------------------
CREATE TABLE online_notifications (
  id serial PRIMARY KEY, o_id integer NOT NULL, object_lookup_id integer NOT NULL, type_lookup_id integer NOT NULL,
  seen boolean DEFAULT false NOT NULL, user_id integer NOT NULL, created_by_id integer NOT NULL, updated_by_id integer NOT NULL,
  created_at timestamp(3) NOT NULL, updated_at timestamp(3) NOT NULL);
CREATE INDEX index_online_notifications_on_user_id ON online_notifications (user_id);
CREATE INDEX index_online_notifications_on_seen ON online_notifications (seen);
INSERT INTO online_notifications (o_id, object_lookup_id, type_lookup_id, seen, user_id, created_by_id, updated_by_id, created_at, updated_at)
SELECT t.id, 4, ty, sn, g.user_id, cb, CASE WHEN sn THEN g.user_id ELSE cb END, t.updated_at, t.updated_at + CASE WHEN sn THEN interval '3 hours' ELSE interval '0' END
  FROM (SELECT t.*, (ARRAY[5, 6, 6, 6, 9, 11])[pg_temp.r(6)] AS ty, random() < 0.6 AS sn,
               CASE WHEN random() < 0.2 THEN 1 ELSE t.updated_by_id END AS cb FROM tickets t WHERE t.id > 1250) t
  JOIN ag g ON g.group_id = t.group_id AND g.user_id <> t.updated_by_id
 WHERE random() < 0.7
 ORDER BY t.updated_at, t.id, g.user_id;

-- ---- foreign keys, as create_base and the later migrations declare them ------------------------
ALTER TABLE organizations ADD CONSTRAINT fk_rails_b8a8d6d4b4 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE organizations ADD CONSTRAINT fk_rails_63c2a1e0f4 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE users ADD CONSTRAINT fk_rails_d7b9ff90af FOREIGN KEY (organization_id) REFERENCES organizations (id);
ALTER TABLE users ADD CONSTRAINT fk_rails_1694bfe639 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE users ADD CONSTRAINT fk_rails_8d2d3db7bb FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE users ADD CONSTRAINT fk_rails_7c4d4b8e3d FOREIGN KEY (out_of_office_replacement_id) REFERENCES users (id);
ALTER TABLE roles ADD CONSTRAINT fk_rails_2b9c0d3a1e FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE roles ADD CONSTRAINT fk_rails_5e8f1b2c7a FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE roles_users ADD CONSTRAINT fk_rails_e2a7142459 FOREIGN KEY (user_id) REFERENCES users (id);
ALTER TABLE roles_users ADD CONSTRAINT fk_rails_7a5f8ea1d3 FOREIGN KEY (role_id) REFERENCES roles (id);
ALTER TABLE groups ADD CONSTRAINT fk_rails_9c1e4b5f0d FOREIGN KEY (parent_id) REFERENCES groups (id);
ALTER TABLE groups ADD CONSTRAINT fk_rails_0f2c8d9e11 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE groups ADD CONSTRAINT fk_rails_a33b5c7d22 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE groups_users ADD CONSTRAINT fk_rails_4ad9bb8a7b FOREIGN KEY (user_id) REFERENCES users (id);
ALTER TABLE groups_users ADD CONSTRAINT fk_rails_6e3b2f9c51 FOREIGN KEY (group_id) REFERENCES groups (id);
ALTER TABLE ticket_state_types ADD CONSTRAINT fk_rails_11ab22cd33 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE ticket_state_types ADD CONSTRAINT fk_rails_44ef55ab66 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE ticket_states ADD CONSTRAINT fk_rails_d5e2b6f8a1 FOREIGN KEY (state_type_id) REFERENCES ticket_state_types (id);
ALTER TABLE ticket_states ADD CONSTRAINT fk_rails_77cd88ef99 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE ticket_states ADD CONSTRAINT fk_rails_aa11bb22cc FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE ticket_priorities ADD CONSTRAINT fk_rails_dd33ee44ff FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE ticket_priorities ADD CONSTRAINT fk_rails_1a2b3c4d5e FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE ticket_article_types ADD CONSTRAINT fk_rails_6f7a8b9c0d FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE ticket_article_types ADD CONSTRAINT fk_rails_e1f2a3b4c5 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE ticket_article_senders ADD CONSTRAINT fk_rails_d6e7f8a9b0 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE ticket_article_senders ADD CONSTRAINT fk_rails_c1d2e3f4a5 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE calendars ADD CONSTRAINT fk_rails_b6c7d8e9f0 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE calendars ADD CONSTRAINT fk_rails_a1b2c3d4e6 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE slas ADD CONSTRAINT fk_rails_6a3f1b9e2c FOREIGN KEY (calendar_id) REFERENCES calendars (id);
ALTER TABLE slas ADD CONSTRAINT fk_rails_f7a8b9c0d1 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE slas ADD CONSTRAINT fk_rails_e2f3a4b5c6 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_1e5b3d0f21 FOREIGN KEY (group_id) REFERENCES groups (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_2b0d3e8c13 FOREIGN KEY (priority_id) REFERENCES ticket_priorities (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_3c7a9f1e45 FOREIGN KEY (state_id) REFERENCES ticket_states (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_4d1f6a2b57 FOREIGN KEY (organization_id) REFERENCES organizations (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_5e2a7b3c69 FOREIGN KEY (owner_id) REFERENCES users (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_6f3b8c4d7a FOREIGN KEY (customer_id) REFERENCES users (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_7a4c9d5e8b FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_8b5d0e6f9c FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_9c6e1f7a0d FOREIGN KEY (create_article_type_id) REFERENCES ticket_article_types (id);
ALTER TABLE tickets ADD CONSTRAINT fk_rails_0d7f2a8b1e FOREIGN KEY (create_article_sender_id) REFERENCES ticket_article_senders (id);
ALTER TABLE ticket_articles ADD CONSTRAINT fk_rails_a1e8b3c2f0 FOREIGN KEY (ticket_id) REFERENCES tickets (id);
ALTER TABLE ticket_articles ADD CONSTRAINT fk_rails_b2f9c4d3a1 FOREIGN KEY (type_id) REFERENCES ticket_article_types (id);
ALTER TABLE ticket_articles ADD CONSTRAINT fk_rails_c3a0d5e4b2 FOREIGN KEY (sender_id) REFERENCES ticket_article_senders (id);
ALTER TABLE ticket_articles ADD CONSTRAINT fk_rails_d4b1e6f5c3 FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE ticket_articles ADD CONSTRAINT fk_rails_e5c2f7a6d4 FOREIGN KEY (updated_by_id) REFERENCES users (id);
ALTER TABLE ticket_articles ADD CONSTRAINT fk_rails_f6d3a8b7e5 FOREIGN KEY (origin_by_id) REFERENCES users (id);
ALTER TABLE tags ADD CONSTRAINT fk_rails_0a1b2c3d4f FOREIGN KEY (tag_item_id) REFERENCES tag_items (id);
ALTER TABLE tags ADD CONSTRAINT fk_rails_1b2c3d4e5a FOREIGN KEY (tag_object_id) REFERENCES tag_objects (id);
ALTER TABLE tags ADD CONSTRAINT fk_rails_2c3d4e5f6b FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE links ADD CONSTRAINT fk_rails_3d4e5f6a7c FOREIGN KEY (link_type_id) REFERENCES link_types (id);
ALTER TABLE links ADD CONSTRAINT fk_rails_4e5f6a7b8d FOREIGN KEY (link_object_source_id) REFERENCES link_objects (id);
ALTER TABLE links ADD CONSTRAINT fk_rails_5f6a7b8c9e FOREIGN KEY (link_object_target_id) REFERENCES link_objects (id);
ALTER TABLE histories ADD CONSTRAINT fk_rails_6a7b8c9d0f FOREIGN KEY (history_type_id) REFERENCES history_types (id);
ALTER TABLE histories ADD CONSTRAINT fk_rails_7b8c9d0e1a FOREIGN KEY (history_object_id) REFERENCES history_objects (id);
ALTER TABLE histories ADD CONSTRAINT fk_rails_8c9d0e1f2b FOREIGN KEY (history_attribute_id) REFERENCES history_attributes (id);
ALTER TABLE histories ADD CONSTRAINT fk_rails_9d0e1f2a3c FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE online_notifications ADD CONSTRAINT fk_rails_ae1f2a3b4d FOREIGN KEY (user_id) REFERENCES users (id);
ALTER TABLE online_notifications ADD CONSTRAINT fk_rails_bf2a3b4c5e FOREIGN KEY (created_by_id) REFERENCES users (id);
ALTER TABLE online_notifications ADD CONSTRAINT fk_rails_c03b4c5d6f FOREIGN KEY (updated_by_id) REFERENCES users (id);
ANALYZE;
