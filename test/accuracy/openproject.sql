-- test/accuracy/openproject.sql: an OpenProject instance's database (Rails, OpenProject 14 schema, the
-- core work-package tracker), written for issue 16 as a held-out check (round 19): committed with its
-- truth (openproject_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; Rails names (bigserial `id`, <model>_id references, created_at /
-- updated_at); OpenProject's migrations declare almost no foreign key: declared here are only those its
-- later migrations add (time_entries.logged_by_id; notifications.recipient_id, actor_id and journal_id;
-- work_package_hierarchies.ancestor_id and descendant_id), so mode fk's truth is those six rows; every
-- other reference (work_packages.project_id, type_id, status_id, priority_id, author_id, ...) is an
-- undeclared truth. Single-table inheritance: users holds User, Group, PlaceholderUser, AnonymousUser,
-- SystemUser and DeletedUser rows (an assignee may be a group or a placeholder; references of deleted
-- users are moved to the DeletedUser row; automatic reschedules are journaled by the SystemUser);
-- enumerations holds priorities (type 'IssuePriority'), time entry activities ('TimeEntryActivity', with
-- project-specific overrides: project_id and parent_id set) and document categories ('DocumentCategory');
-- roles holds ProjectRole, GlobalRole and WorkPackageRole rows. Role-named references to users
-- (author_id, assigned_to_id, responsible_id, user_id, logged_by_id, recipient_id, actor_id,
-- categories.assigned_to_id). Nested set: projects' lft / rgt run over 1..2n across the forest
-- (integers overlapping projects' id range; no reference). Self references: projects.parent_id,
-- work_packages.parent_id, enumerations.parent_id, member_roles.inherited_from (a role that comes from a
-- group's membership); the closure table work_package_hierarchies (a row (id, id, 0) per work package).
-- Polymorphic, no reference: journals (journable_type 'WorkPackage' or 'Project'; data_type
-- 'Journal::WorkPackageJournal' or 'Journal::ProjectJournal' naming the snapshot row in
-- work_package_journals or project_journals), watchers (watchable_type 'WorkPackage' or 'News'),
-- attachments (container_type 'WorkPackage' or 'News', both NULL for an upload not yet attached),
-- custom_values (customized_type 'WorkPackage', 'Project', 'Principal' or 'TimeEntry'). Polymorphic
-- with one type only, hence a reference: notifications.resource_id (resource_type 'WorkPackage') and
-- members.entity_id (entity_type 'WorkPackage': a work package shared with a user). custom_values.value
-- is text (a custom option's id, a user's id or a version's id as text for those formats): no reference.
-- Snapshots: work_package_journals and project_journals copy the journaled row's references at each
-- version. Join tables without an id: custom_fields_types, custom_fields_projects, projects_types.
-- Left out of the truth as no data could decide them: time_entries.rate_id and work_packages' /
-- work_package_journals' budget_id (NULL on every row, the costs and budgets modules unused).
-- enumerations.project_id / parent_id hold five rows (undiscoverable). Skewed: a few large projects,
-- a few busy users. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1919);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- principals ---------------------------------------------------------------------
CREATE TABLE users (
  id bigserial PRIMARY KEY, login varchar(256) DEFAULT '' NOT NULL, firstname varchar DEFAULT '' NOT NULL,
  lastname varchar DEFAULT '' NOT NULL, mail varchar DEFAULT '' NOT NULL, admin boolean DEFAULT false NOT NULL,
  status integer DEFAULT 1 NOT NULL, last_login_on timestamp, language varchar(5) DEFAULT '',
  ldap_auth_source_id bigint, created_at timestamp, updated_at timestamp, type varchar,
  identity_url varchar, first_login boolean DEFAULT true NOT NULL, force_password_change boolean DEFAULT false,
  failed_login_count integer DEFAULT 0, last_failed_login_on timestamp, consented_at timestamptz,
  preferences jsonb);
CREATE INDEX index_users_on_type ON users (type);
CREATE INDEX index_users_on_type_and_login ON users (type, login);
-- 1 admin; 2 anonymous; 3 system; 4 deleted user; from 5: users, every 20th a group, every 31st a placeholder
INSERT INTO users (login, firstname, lastname, mail, admin, status, last_login_on, language, created_at, updated_at, type,
                   first_login, failed_login_count, consented_at)
SELECT CASE WHEN t = 'User' THEN CASE WHEN u = 1 THEN 'admin' ELSE 'user' || u END ELSE '' END,
       CASE t WHEN 'Group' THEN '' WHEN 'PlaceholderUser' THEN '' WHEN 'User' THEN 'First' || u ELSE '' END,
       CASE t WHEN 'Group' THEN 'Team ' || u WHEN 'PlaceholderUser' THEN 'Placeholder ' || u
              WHEN 'AnonymousUser' THEN 'Anonymous' WHEN 'SystemUser' THEN 'System' WHEN 'DeletedUser' THEN 'Deleted user'
              ELSE 'Last' || u END,
       CASE WHEN t = 'User' THEN 'user' || u || '@example.org' ELSE '' END,
       u = 1, CASE WHEN t = 'User' AND u % 23 = 0 THEN 3 ELSE 1 END,
       CASE WHEN t = 'User' THEN '2024-05-01'::timestamp + (random() * 200) * interval '1 day' END,
       CASE WHEN t = 'User' THEN (ARRAY['en', 'de', 'fr', 'en'])[pg_temp.r(4)] ELSE '' END,
       '2021-01-01'::timestamp + u * interval '3 days', '2024-01-01'::timestamp + u * interval '1 day', t,
       t = 'User' AND u % 9 = 0, CASE WHEN u % 17 = 0 THEN 1 ELSE 0 END,
       CASE WHEN t = 'User' THEN '2021-01-02'::timestamptz + u * interval '3 days' END
  FROM (SELECT u, CASE WHEN u = 2 THEN 'AnonymousUser' WHEN u = 3 THEN 'SystemUser' WHEN u = 4 THEN 'DeletedUser'
                       WHEN u % 20 = 0 THEN 'Group' WHEN u % 31 = 0 THEN 'PlaceholderUser' ELSE 'User' END AS t
          FROM generate_series(1, 260) u) x ORDER BY u;
-- people by activity rank (k = 1 the busiest); groups by rank
CREATE TEMP TABLE pu AS SELECT row_number() OVER (ORDER BY md5(id::text))::int AS k, id FROM users WHERE type = 'User' AND status = 1;
CREATE TEMP TABLE pg AS SELECT row_number() OVER (ORDER BY id)::int AS k, id FROM users WHERE type = 'Group';
CREATE TEMP TABLE pp AS SELECT row_number() OVER (ORDER BY id)::int AS k, id FROM users WHERE type = 'PlaceholderUser';
CREATE FUNCTION pg_temp.usr() RETURNS bigint LANGUAGE sql VOLATILE AS
  $$ SELECT id FROM pg_temp.pu WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM pg_temp.pu), 1.7)) $$;
CREATE FUNCTION pg_temp.grp() RETURNS bigint LANGUAGE sql VOLATILE AS
  $$ SELECT id FROM pg_temp.pg WHERE k = (SELECT pg_temp.r((SELECT count(*)::int FROM pg_temp.pg))) $$;
CREATE FUNCTION pg_temp.plh() RETURNS bigint LANGUAGE sql VOLATILE AS
  $$ SELECT id FROM pg_temp.pp WHERE k = (SELECT pg_temp.r((SELECT count(*)::int FROM pg_temp.pp))) $$;

CREATE TABLE group_users (
  group_id bigint NOT NULL, user_id bigint NOT NULL, id bigserial PRIMARY KEY);
CREATE UNIQUE INDEX index_group_users_on_user_id_and_group_id ON group_users (user_id, group_id);
INSERT INTO group_users (group_id, user_id)
SELECT DISTINCT g.id, pg_temp.usr() + 0 * n FROM pg g, generate_series(1, 3 + (g.id % 11)::int) n ORDER BY 1, 2;

-- ---- projects -----------------------------------------------------------------------
CREATE TABLE projects (
  id bigserial PRIMARY KEY, name varchar DEFAULT '' NOT NULL, description text, public boolean DEFAULT false NOT NULL,
  parent_id bigint, created_at timestamptz, updated_at timestamptz, identifier varchar NOT NULL,
  lft integer, rgt integer, active boolean DEFAULT true NOT NULL, templated boolean DEFAULT false,
  status_code integer, status_explanation text, settings jsonb DEFAULT '{}' NOT NULL);
CREATE UNIQUE INDEX index_projects_on_identifier ON projects (identifier);
CREATE INDEX index_projects_on_lft_and_rgt ON projects (lft, rgt);
-- 12 roots, 52 subprojects; lft / rgt filled below
INSERT INTO projects (name, description, public, parent_id, created_at, updated_at, identifier, active, templated, status_code, status_explanation)
SELECT 'Project ' || p, CASE WHEN p % 3 <> 0 THEN 'Description of project ' || p END, p % 4 = 0,
       CASE WHEN p > 12 THEN CASE WHEN random() < 0.6 THEN pg_temp.r(12) ELSE 12 + pg_temp.r(p - 13) END END,
       '2021-02-01'::timestamptz + p * interval '9 days', '2024-03-01'::timestamptz + p * interval '2 days',
       'project-' || p, p % 19 <> 0, p IN (11, 12),
       CASE WHEN p % 5 = 0 THEN pg_temp.r(5) - 1 END, CASE WHEN p % 10 = 0 THEN 'Status of ' || p END
  FROM generate_series(1, 64) p ORDER BY p;
UPDATE projects SET parent_id = NULL WHERE parent_id = id;
WITH RECURSIVE t AS (
  SELECT id, ARRAY[id] AS path FROM projects WHERE parent_id IS NULL
  UNION ALL SELECT p.id, t.path || p.id FROM projects p JOIN t ON p.parent_id = t.id),
o AS (SELECT id, row_number() OVER (ORDER BY path) AS i, cardinality(path) - 1 AS d,
             (SELECT count(*) FROM t t2 WHERE t.id = ANY (t2.path)) AS s FROM t)
UPDATE projects p SET lft = (2 * o.i - o.d - 1)::int, rgt = (2 * o.i - o.d - 1 + 2 * o.s - 1)::int FROM o WHERE o.id = p.id;
CREATE TEMP TABLE pk AS SELECT row_number() OVER (ORDER BY md5('p' || id))::int AS k, id FROM projects WHERE NOT templated;
CREATE FUNCTION pg_temp.prj() RETURNS bigint LANGUAGE sql VOLATILE AS
  $$ SELECT id FROM pg_temp.pk WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM pg_temp.pk), 1.8)) $$;

CREATE TABLE enabled_modules (
  id bigserial PRIMARY KEY, project_id bigint, name varchar NOT NULL);
CREATE INDEX index_enabled_modules_on_project_id ON enabled_modules (project_id);
INSERT INTO enabled_modules (project_id, name)
SELECT p.id, m FROM projects p, unnest(ARRAY['work_package_tracking', 'news', 'wiki', 'costs', 'calendar_view', 'board_view',
                                             'gantt', 'meetings']) WITH ORDINALITY AS x(m, o)
 WHERE o <= 3 + p.id % 6 ORDER BY p.id, o;

CREATE TABLE colors (
  id bigserial PRIMARY KEY, name varchar NOT NULL, hexcode varchar NOT NULL, created_at timestamp, updated_at timestamp);
INSERT INTO colors (name, hexcode, created_at, updated_at)
SELECT 'Color ' || c, '#' || substr(md5('c' || c), 1, 6), '2021-01-01', '2021-01-01' FROM generate_series(1, 24) c;

CREATE TABLE types (
  id bigserial PRIMARY KEY, name varchar DEFAULT '' NOT NULL, position integer DEFAULT 1, is_in_roadmap boolean DEFAULT true NOT NULL,
  is_milestone boolean DEFAULT false NOT NULL, is_default boolean DEFAULT false NOT NULL, color_id bigint,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, is_standard boolean DEFAULT false NOT NULL,
  attribute_groups text, description text);
INSERT INTO types (name, position, is_in_roadmap, is_milestone, is_default, color_id, created_at, updated_at, is_standard)
VALUES ('Task', 1, true, false, true, 3, '2021-01-01', '2021-01-01', true),
       ('Milestone', 2, false, true, true, 7, '2021-01-01', '2021-01-01', false),
       ('Phase', 3, false, false, true, 12, '2021-01-01', '2021-01-01', false),
       ('Feature', 4, true, false, false, 5, '2021-01-01', '2021-01-01', false),
       ('Epic', 5, true, false, false, 15, '2021-01-01', '2021-01-01', false),
       ('User story', 6, true, false, false, 9, '2021-01-01', '2021-01-01', false),
       ('Bug', 7, true, false, false, 2, '2021-01-01', '2021-01-01', false),
       ('Risk', 8, false, false, false, 21, '2022-06-01', '2022-06-01', false);

CREATE TABLE projects_types (
  project_id bigint DEFAULT 0 NOT NULL, type_id bigint DEFAULT 0 NOT NULL);
CREATE UNIQUE INDEX projects_types_unique ON projects_types (project_id, type_id);
INSERT INTO projects_types SELECT p.id, t.id FROM projects p, types t WHERE t.id <= 3 OR (p.id + t.id) % 3 <> 0 ORDER BY 1, 2;

CREATE TABLE statuses (
  id bigserial PRIMARY KEY, name varchar(256) DEFAULT '' NOT NULL, is_closed boolean DEFAULT false NOT NULL,
  is_default boolean DEFAULT false NOT NULL, position integer DEFAULT 1, default_done_ratio integer,
  created_at timestamp, updated_at timestamp, color_id bigint, is_readonly boolean DEFAULT false,
  excluded_from_totals boolean DEFAULT false NOT NULL);
INSERT INTO statuses (name, is_closed, is_default, position, default_done_ratio, created_at, updated_at, color_id, is_readonly)
SELECT s, o IN (10, 11, 12), o = 1, o::int, CASE WHEN o <= 8 THEN (o::int - 1) * 10 END, '2021-01-01', '2021-01-01',
       (ARRAY[1, 4, 6, 8, 10, 11, 13, 14, 16, 17, 18, 19])[o], o = 12
  FROM unnest(ARRAY['New', 'In specification', 'Specified', 'Confirmed', 'To be scheduled', 'Scheduled', 'In progress',
                    'Developed', 'In testing', 'Closed', 'Rejected', 'On hold']) WITH ORDINALITY x(s, o) ORDER BY o;

CREATE TABLE enumerations (
  id bigserial PRIMARY KEY, name varchar(256) DEFAULT '' NOT NULL, position integer DEFAULT 1, is_default boolean DEFAULT false NOT NULL,
  type varchar, active boolean DEFAULT true NOT NULL, project_id bigint, parent_id bigint,
  created_at timestamptz, updated_at timestamptz, color_id bigint);
CREATE INDEX index_enumerations_on_id_and_type ON enumerations (id, type);
CREATE INDEX index_enumerations_on_project_id ON enumerations (project_id);
-- 1..6 activities, 7..10 priorities, 11..13 document categories
INSERT INTO enumerations (name, position, is_default, type, created_at, updated_at, color_id)
SELECT n, o::int, n IN ('Development', 'Normal'), t, '2021-01-01', '2021-01-01', CASE WHEN t = 'IssuePriority' THEN 19 + o::int END
  FROM (SELECT 'TimeEntryActivity' AS t, a AS n, o FROM unnest(ARRAY['Management', 'Specification', 'Development', 'Testing',
                                                                      'Support', 'Other']) WITH ORDINALITY x(a, o)
        UNION ALL SELECT 'IssuePriority', a, o FROM unnest(ARRAY['Low', 'Normal', 'High', 'Immediate']) WITH ORDINALITY x(a, o)
        UNION ALL SELECT 'DocumentCategory', a, o FROM unnest(ARRAY['Documentation', 'Specification', 'Other']) WITH ORDINALITY x(a, o)) e
 ORDER BY CASE t WHEN 'TimeEntryActivity' THEN 1 WHEN 'IssuePriority' THEN 2 ELSE 3 END, o;
-- project overrides of activities (14..18): deactivated or renamed in one project
INSERT INTO enumerations (name, position, is_default, type, active, project_id, parent_id, created_at, updated_at)
SELECT e.name, e.position, false, e.type, v.a, v.p, e.id, '2023-04-01', '2023-04-01'
  FROM (VALUES (1, 1::bigint, false), (4, 1, true), (5, 2, false), (2, 3, false), (6, 4, true)) v(e, p, a)
  JOIN enumerations e ON e.id = v.e ORDER BY v.p, v.e;

CREATE TABLE roles (
  id bigserial PRIMARY KEY, name varchar(256) DEFAULT '' NOT NULL, position integer DEFAULT 1, builtin integer DEFAULT 0 NOT NULL,
  type varchar(30) DEFAULT 'Role', created_at timestamptz, updated_at timestamptz);
INSERT INTO roles (name, position, builtin, type, created_at, updated_at) VALUES
  ('Non member', 0, 1, 'ProjectRole', '2021-01-01', '2021-01-01'), ('Anonymous', 0, 2, 'ProjectRole', '2021-01-01', '2021-01-01'),
  ('Project admin', 1, 0, 'ProjectRole', '2021-01-01', '2021-01-01'), ('Member', 2, 0, 'ProjectRole', '2021-01-01', '2021-01-01'),
  ('Reader', 3, 0, 'ProjectRole', '2021-01-01', '2021-01-01'), ('Staff and projects manager', 4, 0, 'GlobalRole', '2021-01-01', '2021-01-01'),
  ('Work package editor', 5, 3, 'WorkPackageRole', '2023-10-01', '2023-10-01'),
  ('Work package commenter', 6, 4, 'WorkPackageRole', '2023-10-01', '2023-10-01'),
  ('Work package viewer', 7, 5, 'WorkPackageRole', '2023-10-01', '2023-10-01'),
  ('Developer', 8, 0, 'ProjectRole', '2022-03-01', '2022-03-01');

CREATE TABLE versions (
  id bigserial PRIMARY KEY, project_id bigint, name varchar DEFAULT '' NOT NULL, description varchar DEFAULT '',
  effective_date date, created_at timestamptz, updated_at timestamptz, wiki_page_title varchar,
  status varchar DEFAULT 'open', sharing varchar DEFAULT 'none' NOT NULL, start_date date);
CREATE INDEX index_versions_on_project_id ON versions (project_id);
INSERT INTO versions (project_id, name, description, effective_date, created_at, updated_at, status, sharing, start_date)
SELECT p.id, (p.id % 3 + 1) || '.' || v || '.0', CASE WHEN v = 1 THEN 'First release' ELSE '' END,
       '2023-01-01'::date + (p.id * 5 + v * 40)::int, p.created_at, p.updated_at,
       CASE WHEN v < 2 THEN 'closed' WHEN v = 2 THEN 'locked' ELSE 'open' END,
       CASE WHEN p.id IN (1, 5) THEN 'system' WHEN p.id % 7 = 0 THEN 'descendants' ELSE 'none' END,
       '2022-11-01'::date + (p.id * 5 + v * 40)::int
  FROM projects p, generate_series(1, 4) v WHERE p.active AND v <= 1 + p.id % 4 AND p.id % 5 <> 3 ORDER BY p.id, v;

CREATE TABLE categories (
  id bigserial PRIMARY KEY, project_id bigint DEFAULT 0 NOT NULL, name varchar(256) DEFAULT '' NOT NULL,
  assigned_to_id bigint, created_at timestamptz, updated_at timestamptz);
CREATE INDEX index_categories_on_project_id ON categories (project_id);
INSERT INTO categories (project_id, name, assigned_to_id, created_at, updated_at)
SELECT p.id, (ARRAY['Backend', 'Frontend', 'Documentation', 'Infrastructure'])[c],
       CASE WHEN (p.id + c) % 3 = 0 THEN pg_temp.usr() END, p.created_at, p.created_at
  FROM projects p, generate_series(1, 4) c WHERE c <= p.id % 5 ORDER BY p.id, c;

-- ---- work packages ------------------------------------------------------------------
CREATE TABLE work_packages (
  id bigserial PRIMARY KEY, type_id bigint DEFAULT 0 NOT NULL, project_id bigint DEFAULT 0 NOT NULL,
  subject varchar DEFAULT '' NOT NULL, description text, due_date date, category_id bigint, status_id bigint DEFAULT 0 NOT NULL,
  assigned_to_id bigint, priority_id bigint DEFAULT 0, version_id bigint, author_id bigint DEFAULT 0 NOT NULL,
  lock_version integer DEFAULT 0 NOT NULL, done_ratio integer, estimated_hours double precision,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, start_date date, responsible_id bigint,
  budget_id bigint, remaining_hours double precision, derived_estimated_hours double precision,
  schedule_manually boolean DEFAULT false, parent_id bigint, duration integer, ignore_non_working_days boolean DEFAULT false NOT NULL,
  derived_remaining_hours double precision, derived_done_ratio integer);
CREATE INDEX index_work_packages_on_project_id ON work_packages (project_id);
CREATE INDEX index_work_packages_on_status_id ON work_packages (status_id);
CREATE INDEX index_work_packages_on_parent_id ON work_packages (parent_id);
INSERT INTO work_packages (type_id, project_id, subject, description, due_date, status_id, assigned_to_id, priority_id, author_id,
                           lock_version, done_ratio, estimated_hours, created_at, updated_at, start_date, responsible_id,
                           remaining_hours, schedule_manually, duration)
SELECT t, p, 'Work package ' || n, CASE WHEN random() < 0.7 THEN 'Details of ' || n END,
       CASE WHEN random() < 0.5 THEN '2023-01-01'::date + n / 3 + 14 END,
       CASE WHEN random() < 0.45 THEN 1 ELSE pg_temp.r(12) END,
       CASE WHEN a < 0.3 THEN NULL WHEN a < 0.9 THEN pg_temp.usr() WHEN a < 0.96 THEN pg_temp.grp() ELSE pg_temp.plh() END,
       CASE WHEN random() < 0.7 THEN 8 ELSE 6 + pg_temp.r(4) END, pg_temp.usr(),
       pg_temp.r(6) - 1, CASE WHEN random() < 0.4 THEN (pg_temp.r(11) - 1) * 10 END,
       CASE WHEN random() < 0.35 THEN pg_temp.r(40) END,
       '2022-01-01'::timestamptz + n * interval '5 hours', '2024-06-01'::timestamptz + n * interval '1 hour',
       CASE WHEN random() < 0.5 THEN '2023-01-01'::date + n / 3 END,
       CASE WHEN random() < 0.25 THEN pg_temp.usr() END, CASE WHEN random() < 0.2 THEN pg_temp.r(20) END,
       random() < 0.1, CASE WHEN random() < 0.5 THEN pg_temp.r(15) END
  FROM (SELECT n, pg_temp.prj() AS p, random() AS a,
               CASE WHEN random() < 0.45 THEN 1 ELSE pg_temp.r(8) END AS t FROM generate_series(1, 2600) n) x ORDER BY n;
UPDATE work_packages w SET version_id = (SELECT v.id FROM versions v WHERE v.project_id = w.project_id ORDER BY random() LIMIT 1)
 WHERE random() < 0.55;
UPDATE work_packages w SET version_id = CASE WHEN w.id % 2 = 0 THEN 1 ELSE 10 END WHERE w.version_id IS NULL AND w.id % 41 = 0;
UPDATE work_packages w SET category_id = (SELECT c.id FROM categories c WHERE c.project_id = w.project_id ORDER BY random() LIMIT 1)
 WHERE random() < 0.35;
-- children under epics, features and phases of the same project
UPDATE work_packages w SET parent_id = (SELECT p.id FROM work_packages p WHERE p.project_id = w.project_id AND p.id < w.id
                                          AND p.type_id IN (3, 4, 5) AND p.parent_id IS NULL ORDER BY random() LIMIT 1)
 WHERE w.type_id NOT IN (3, 5) AND random() < 0.4;

CREATE TABLE work_package_hierarchies (
  ancestor_id bigint NOT NULL REFERENCES work_packages ON DELETE CASCADE,
  descendant_id bigint NOT NULL REFERENCES work_packages ON DELETE CASCADE, generations integer NOT NULL);
CREATE UNIQUE INDEX wp_anc_desc_idx ON work_package_hierarchies (ancestor_id, descendant_id, generations);
INSERT INTO work_package_hierarchies
WITH RECURSIVE h AS (
  SELECT id AS ancestor_id, id AS descendant_id, 0 AS generations FROM work_packages
  UNION ALL SELECT w.parent_id, h.descendant_id, h.generations + 1 FROM h JOIN work_packages w ON w.id = h.ancestor_id
   WHERE w.parent_id IS NOT NULL)
SELECT * FROM h ORDER BY 1, 2;

CREATE TABLE relations (
  id bigserial PRIMARY KEY, from_id bigint NOT NULL, to_id bigint NOT NULL, lag integer, description text,
  relation_type varchar DEFAULT 'relates' NOT NULL);
CREATE UNIQUE INDEX index_relations_on_from_id_and_to_id ON relations (from_id, to_id);
INSERT INTO relations (from_id, to_id, lag, description, relation_type)
SELECT DISTINCT ON (f, t) f, t, CASE WHEN rt = 'follows' THEN pg_temp.r(5) - 1 END,
       CASE WHEN f % 13 = 0 THEN 'See also' END, rt
  FROM (SELECT w.id AS f, w2.id AS t, (ARRAY['relates', 'relates', 'follows', 'blocks', 'duplicates', 'includes', 'requires'])[pg_temp.r(7)] AS rt
          FROM work_packages w JOIN LATERAL (SELECT id FROM work_packages x WHERE x.project_id = w.project_id AND x.id <> w.id
                                               AND x.id > w.id - 200 + 0 * w.id ORDER BY random() LIMIT 1) w2 ON true
         WHERE w.id % 6 = 0) x ORDER BY f, t;

-- ---- journals -----------------------------------------------------------------------
CREATE TABLE work_package_journals (
  id bigserial PRIMARY KEY, type_id bigint DEFAULT 0 NOT NULL, project_id bigint DEFAULT 0 NOT NULL,
  subject varchar DEFAULT '' NOT NULL, description text, due_date date, category_id bigint, status_id bigint DEFAULT 0 NOT NULL,
  assigned_to_id bigint, priority_id bigint DEFAULT 0 NOT NULL, version_id bigint, author_id bigint DEFAULT 0 NOT NULL,
  done_ratio integer, estimated_hours double precision, start_date date, parent_id bigint, responsible_id bigint,
  budget_id bigint, remaining_hours double precision, schedule_manually boolean, duration integer,
  ignore_non_working_days boolean NOT NULL, derived_estimated_hours double precision);
CREATE TABLE project_journals (
  id bigserial PRIMARY KEY, name varchar NOT NULL, description text, public boolean NOT NULL, parent_id bigint,
  identifier varchar NOT NULL, active boolean NOT NULL, templated boolean NOT NULL, status_code integer,
  status_explanation text, settings jsonb DEFAULT '{}' NOT NULL);
CREATE TABLE journals (
  id bigserial PRIMARY KEY, journable_type varchar, journable_id bigint, user_id bigint DEFAULT 0 NOT NULL,
  notes text, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, version integer DEFAULT 0 NOT NULL,
  data_type varchar NOT NULL, data_id bigint NOT NULL, cause jsonb DEFAULT '{}', restricted boolean DEFAULT false NOT NULL,
  validity_period tstzrange);
CREATE INDEX index_journals_on_journable_type_and_journable_id ON journals (journable_type, journable_id);
CREATE INDEX index_journals_on_data_id_and_data_type ON journals (data_id, data_type);
CREATE INDEX index_journals_on_user_id ON journals (user_id);
-- every journal version, in time order: work packages (1 + up to 5 changes) and projects (1..3)
CREATE TEMP TABLE jv AS
SELECT row_number() OVER (ORDER BY at, typ, jid, v)::int AS n, * FROM (
  SELECT 'WorkPackage' AS typ, w.id AS jid, v, w.created_at + (v - 1) * interval '3 days' AS at,
         CASE WHEN v = 1 THEN w.author_id WHEN random() < 0.08 THEN 3 WHEN random() < 0.03 THEN 4 ELSE pg_temp.usr() END AS uid
    FROM (SELECT *, pg_temp.sk(6, 1.6) AS k FROM work_packages) w, generate_series(1, w.k) v
  UNION ALL
  SELECT 'Project', p.id, v, p.created_at + (v - 1) * interval '40 days', CASE WHEN v = 1 THEN 1 ELSE pg_temp.usr() END
    FROM projects p, generate_series(1, 3) v WHERE v <= 1 + p.id % 3) x;
CREATE TEMP TABLE jd AS
SELECT n, typ, jid, v, row_number() OVER (PARTITION BY typ ORDER BY n)::int AS did FROM jv;
INSERT INTO work_package_journals (type_id, project_id, subject, description, due_date, category_id, status_id, assigned_to_id,
                                   priority_id, version_id, author_id, done_ratio, estimated_hours, start_date, parent_id,
                                   responsible_id, remaining_hours, schedule_manually, duration, ignore_non_working_days)
SELECT w.type_id, w.project_id, w.subject, w.description, w.due_date, w.category_id,
       CASE WHEN d.v = 1 THEN 1 ELSE pg_temp.r(12) END,
       CASE WHEN d.v = 1 AND random() < 0.5 THEN NULL ELSE w.assigned_to_id END, w.priority_id,
       CASE WHEN d.v = 1 THEN NULL ELSE w.version_id END, w.author_id, w.done_ratio, w.estimated_hours, w.start_date,
       w.parent_id, w.responsible_id, w.remaining_hours, w.schedule_manually, w.duration, w.ignore_non_working_days
  FROM jd d JOIN work_packages w ON w.id = d.jid WHERE d.typ = 'WorkPackage' ORDER BY d.did;
INSERT INTO project_journals (name, description, public, parent_id, identifier, active, templated, status_code, status_explanation)
SELECT p.name, p.description, p.public, p.parent_id, p.identifier, CASE WHEN d.v = 1 THEN true ELSE p.active END, p.templated,
       p.status_code, p.status_explanation
  FROM jd d JOIN projects p ON p.id = d.jid WHERE d.typ = 'Project' ORDER BY d.did;
INSERT INTO journals (journable_type, journable_id, user_id, notes, created_at, updated_at, version, data_type, data_id, cause,
                      validity_period)
SELECT j.typ, j.jid, j.uid, CASE WHEN j.v > 1 AND random() < 0.4 THEN 'Comment ' || j.n ELSE '' END, j.at, j.at, j.v,
       'Journal::' || j.typ || 'Journal', d.did,
       CASE WHEN j.uid = 3 THEN jsonb_build_object('type', 'work_package_predecessor_changed_times',
                                                    'work_package_id', (j.jid % 50) + 1) ELSE '{}' END,
       tstzrange(j.at, lead(j.at) OVER (PARTITION BY j.typ, j.jid ORDER BY j.v))
  FROM jv j JOIN jd d ON d.n = j.n ORDER BY j.n;

-- ---- membership -----------------------------------------------------------------------
CREATE TABLE members (
  id bigserial PRIMARY KEY, user_id bigint DEFAULT 0 NOT NULL, project_id bigint, created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL, entity_type varchar, entity_id bigint);
CREATE INDEX index_members_on_user_id ON members (user_id);
CREATE INDEX index_members_on_project_id ON members (project_id);
CREATE TABLE member_roles (
  id bigserial PRIMARY KEY, member_id bigint NOT NULL, role_id bigint NOT NULL, inherited_from bigint);
CREATE INDEX index_member_roles_on_member_id ON member_roles (member_id);
-- project members (people, groups, placeholders), a few global-role members, work package shares
INSERT INTO members (user_id, project_id, created_at, updated_at, entity_type, entity_id)
SELECT u, p, '2022-01-01'::timestamptz + p * interval '4 days', '2022-01-01'::timestamptz + p * interval '4 days', NULL::varchar, NULL::bigint FROM (
  SELECT DISTINCT p.id AS p, CASE WHEN random() < 0.85 THEN pg_temp.usr() WHEN random() < 0.7 THEN pg_temp.grp() ELSE pg_temp.plh() END AS u
    FROM projects p, generate_series(1, 14) n WHERE n <= 3 + p.id % 12) x
UNION ALL SELECT u, NULL, '2022-02-01', '2022-02-01', NULL, NULL FROM (VALUES (1::bigint), (5), (6), (7)) g(u)
ORDER BY 2 NULLS LAST, 1;
INSERT INTO members (user_id, project_id, created_at, updated_at, entity_type, entity_id)
SELECT pg_temp.usr(), w.project_id, w.updated_at, w.updated_at, 'WorkPackage', w.id FROM work_packages w WHERE w.id % 53 = 0 ORDER BY w.id;
INSERT INTO member_roles (member_id, role_id)
SELECT m.id, CASE WHEN m.entity_type IS NOT NULL THEN 7 + m.id % 3 WHEN m.project_id IS NULL THEN 6
                  WHEN k = 2 THEN 10 ELSE (ARRAY[3, 4, 4, 4, 5])[pg_temp.r(5)] END
  FROM members m, generate_series(1, 2) k WHERE k = 1 OR (m.id % 5 = 0 AND m.project_id IS NOT NULL AND m.entity_type IS NULL)
 ORDER BY m.id, k;
-- a group's members get its roles in the project, inherited
CREATE TEMP TABLE gm AS
SELECT mr.id AS mr_id, mr.role_id, m.project_id, gu.user_id FROM member_roles mr JOIN members m ON m.id = mr.member_id
  JOIN users g ON g.id = m.user_id AND g.type = 'Group' JOIN group_users gu ON gu.group_id = g.id;
INSERT INTO members (user_id, project_id, created_at, updated_at)
SELECT DISTINCT gm.user_id, gm.project_id, '2023-01-01'::timestamptz, '2023-01-01'::timestamptz FROM gm
 WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.user_id = gm.user_id AND m.project_id = gm.project_id AND m.entity_type IS NULL)
 ORDER BY 2, 1;
INSERT INTO member_roles (member_id, role_id, inherited_from)
SELECT m.id, gm.role_id, gm.mr_id FROM gm JOIN members m ON m.user_id = gm.user_id AND m.project_id = gm.project_id
   AND m.entity_type IS NULL ORDER BY m.id, gm.mr_id;

-- ---- time, news, watchers, attachments --------------------------------------------------
CREATE TABLE time_entries (
  id bigserial PRIMARY KEY, project_id bigint NOT NULL, user_id bigint NOT NULL, work_package_id bigint,
  hours double precision, comments varchar, activity_id bigint, spent_on date NOT NULL, tyear integer NOT NULL,
  tmonth integer NOT NULL, tweek integer NOT NULL, created_at timestamptz, updated_at timestamptz,
  overridden_costs numeric(15, 4), costs numeric(15, 4), rate_id bigint,
  logged_by_id bigint NOT NULL REFERENCES users, ongoing boolean DEFAULT false NOT NULL, start_time integer);
CREATE INDEX index_time_entries_on_project_id ON time_entries (project_id);
CREATE INDEX index_time_entries_on_work_package_id ON time_entries (work_package_id);
CREATE INDEX index_time_entries_on_logged_by_id ON time_entries (logged_by_id);
INSERT INTO time_entries (project_id, user_id, work_package_id, hours, comments, activity_id, spent_on, tyear, tmonth, tweek,
                          created_at, updated_at, logged_by_id, ongoing, start_time)
SELECT x.project_id, x.u, x.wp, x.h, CASE WHEN random() < 0.3 THEN 'Work on ' || x.n END,
       COALESCE((SELECT e.id FROM enumerations e WHERE e.project_id = x.project_id AND e.parent_id = x.act AND e.active), x.act),
       x.d, extract(year FROM x.d)::int, extract(month FROM x.d)::int, extract(week FROM x.d)::int,
       x.d + time '18:00', x.d + time '18:00', CASE WHEN random() < 0.1 THEN 1 ELSE x.u END, x.n > 3190,
       CASE WHEN random() < 0.2 THEN 480 + pg_temp.r(600) END
  FROM (SELECT n, w.project_id, CASE WHEN n % 13 = 0 THEN NULL ELSE w.id END AS wp, pg_temp.usr() AS u,
               round((0.25 * pg_temp.r(24))::numeric, 2)::float8 AS h,
               CASE WHEN random() < 0.5 THEN 3 ELSE pg_temp.r(6) END AS act,
               '2023-01-01'::date + (n / 6) AS d
          FROM generate_series(1, 3200) n JOIN work_packages w ON w.id = (n * 7919 % 2600) / (1 + (n % 3)) + 1) x
 ORDER BY x.n;

CREATE TABLE news (
  id bigserial PRIMARY KEY, project_id bigint, title varchar DEFAULT '' NOT NULL, summary varchar DEFAULT '',
  description text, author_id bigint DEFAULT 0 NOT NULL, created_at timestamptz, comments_count integer DEFAULT 0 NOT NULL,
  updated_at timestamptz);
INSERT INTO news (project_id, title, summary, description, author_id, created_at, comments_count, updated_at)
SELECT pg_temp.prj(), 'News ' || n, 'Summary ' || n, 'Text of news ' || n, CASE WHEN n % 17 = 0 THEN 4 ELSE pg_temp.usr() END,
       '2022-03-01'::timestamptz + n * interval '6 days', pg_temp.r(4) - 1, '2022-03-01'::timestamptz + n * interval '6 days'
  FROM generate_series(1, 90) n;

CREATE TABLE watchers (
  id bigserial PRIMARY KEY, watchable_type varchar DEFAULT '' NOT NULL, watchable_id bigint DEFAULT 0 NOT NULL,
  user_id bigint);
CREATE UNIQUE INDEX index_watchers_on_user_id_and_watchable_id_and_watchable_type ON watchers (user_id, watchable_id, watchable_type);
INSERT INTO watchers (watchable_type, watchable_id, user_id)
SELECT DISTINCT 'WorkPackage', w.id, u FROM work_packages w
  CROSS JOIN LATERAL (VALUES (w.author_id), (CASE WHEN w.id % 3 = 0 THEN pg_temp.usr() + 0 * w.id END)) v(u)
 WHERE u IS NOT NULL
UNION SELECT 'WorkPackage', w.id, w.assigned_to_id FROM work_packages w JOIN users a ON a.id = w.assigned_to_id AND a.type = 'User'
UNION SELECT 'News', n.id, pg_temp.usr() + 0 * n.id FROM news n, generate_series(1, 3) k
ORDER BY 1 DESC, 2, 3;

CREATE TABLE attachments (
  id bigserial PRIMARY KEY, container_id bigint, container_type varchar(30), filename varchar DEFAULT '' NOT NULL,
  disk_filename varchar DEFAULT '' NOT NULL, filesize bigint DEFAULT 0 NOT NULL, content_type varchar DEFAULT '',
  digest varchar(40) DEFAULT '' NOT NULL, downloads integer DEFAULT 0 NOT NULL, author_id bigint NOT NULL,
  created_at timestamptz, description varchar, file varchar, fulltext text, updated_at timestamptz, status integer DEFAULT 0 NOT NULL);
CREATE INDEX index_attachments_on_container_id_and_container_type ON attachments (container_id, container_type);
INSERT INTO attachments (container_id, container_type, filename, disk_filename, filesize, content_type, digest, downloads, author_id,
                         created_at, file, updated_at, status)
SELECT CASE WHEN c < 0.82 THEN pg_temp.r(2600) WHEN c < 0.92 THEN pg_temp.r(90) END,
       CASE WHEN c < 0.82 THEN 'WorkPackage' WHEN c < 0.92 THEN 'News' END,
       'file' || n || '.png', md5('f' || n) || '_file' || n || '.png', 1000 + pg_temp.r(900000), 'image/png', md5('d' || n),
       pg_temp.r(30) - 1, CASE WHEN n % 29 = 0 THEN 4 ELSE pg_temp.usr() END,
       '2022-05-01'::timestamptz + n * interval '13 hours', 'file' || n || '.png', '2022-05-01'::timestamptz + n * interval '13 hours',
       CASE WHEN c >= 0.92 THEN 0 ELSE 1 END
  FROM (SELECT n, random() AS c FROM generate_series(1, 900) n) x ORDER BY n;

-- ---- custom fields ---------------------------------------------------------------------
CREATE TABLE custom_fields (
  id bigserial PRIMARY KEY, type varchar(30) DEFAULT '' NOT NULL, field_format varchar(30) DEFAULT '' NOT NULL,
  regexp varchar DEFAULT '', min_length integer DEFAULT 0 NOT NULL, max_length integer DEFAULT 0 NOT NULL,
  is_required boolean DEFAULT false NOT NULL, is_for_all boolean DEFAULT false NOT NULL, is_filter boolean DEFAULT false NOT NULL,
  position integer DEFAULT 1, searchable boolean DEFAULT false, editable boolean DEFAULT true, admin_only boolean DEFAULT false NOT NULL,
  multi_value boolean DEFAULT false, default_value text, name varchar, created_at timestamp, updated_at timestamp);
INSERT INTO custom_fields (type, field_format, is_required, is_for_all, is_filter, position, multi_value, name, created_at, updated_at)
VALUES ('WorkPackageCustomField', 'list', false, true, true, 1, false, 'Severity', '2021-03-01', '2021-03-01'),
       ('WorkPackageCustomField', 'string', false, false, false, 2, false, 'Customer reference', '2021-03-01', '2021-03-01'),
       ('ProjectCustomField', 'list', false, true, true, 1, false, 'Department', '2021-03-01', '2021-03-01'),
       ('WorkPackageCustomField', 'user', false, false, true, 3, false, 'Reviewer', '2021-04-01', '2021-04-01'),
       ('WorkPackageCustomField', 'int', false, false, false, 4, false, 'Story points (legacy)', '2021-04-01', '2021-04-01'),
       ('UserCustomField', 'string', false, true, false, 1, false, 'Phone', '2021-04-01', '2021-04-01'),
       ('WorkPackageCustomField', 'version', false, false, true, 5, false, 'Found in version', '2021-05-01', '2021-05-01'),
       ('ProjectCustomField', 'date', false, true, false, 2, false, 'Go-live', '2021-05-01', '2021-05-01'),
       ('TimeEntryCustomField', 'bool', false, true, false, 1, false, 'Billable', '2021-06-01', '2021-06-01'),
       ('WorkPackageCustomField', 'list', false, false, true, 6, true, 'Components', '2022-01-01', '2022-01-01');
CREATE TABLE custom_options (
  id bigserial PRIMARY KEY, custom_field_id bigint, position integer, default_value boolean, value text,
  created_at timestamptz, updated_at timestamptz);
INSERT INTO custom_options (custom_field_id, position, default_value, value, created_at, updated_at)
SELECT f, o, o = 1, 'Option ' || f || '.' || o, '2021-03-01', '2021-03-01'
  FROM (VALUES (1, 4), (3, 6), (10, 8)) v(f, k), generate_series(1, 8) o WHERE o <= k ORDER BY f, o;
CREATE TABLE custom_fields_types (
  custom_field_id bigint DEFAULT 0 NOT NULL, type_id bigint DEFAULT 0 NOT NULL);
CREATE UNIQUE INDEX custom_fields_types_unique ON custom_fields_types (custom_field_id, type_id);
INSERT INTO custom_fields_types SELECT f.id, t.id FROM custom_fields f, types t
 WHERE f.type = 'WorkPackageCustomField' AND (f.id + t.id) % 3 <> 1 ORDER BY 1, 2;
CREATE TABLE custom_fields_projects (
  custom_field_id bigint DEFAULT 0 NOT NULL, project_id bigint DEFAULT 0 NOT NULL);
CREATE UNIQUE INDEX index_custom_fields_projects_on_custom_field_id_and_project_id ON custom_fields_projects (custom_field_id, project_id);
INSERT INTO custom_fields_projects SELECT f.id, p.id FROM custom_fields f, projects p
 WHERE f.type = 'WorkPackageCustomField' AND NOT f.is_for_all AND (f.id * p.id) % 4 = 1 ORDER BY 1, 2;
CREATE TABLE custom_values (
  id bigserial PRIMARY KEY, customized_type varchar(30) DEFAULT '' NOT NULL, customized_id bigint DEFAULT 0 NOT NULL,
  custom_field_id bigint DEFAULT 0 NOT NULL, value text);
CREATE INDEX index_custom_values_on_customized_type_and_customized_id ON custom_values (customized_type, customized_id);
INSERT INTO custom_values (customized_type, customized_id, custom_field_id, value)
SELECT 'WorkPackage', w.id, f,
       CASE f WHEN 1 THEN (SELECT o.id FROM custom_options o WHERE o.custom_field_id = 1 AND o.position = 1 + w.id % 4)::text
              WHEN 2 THEN CASE WHEN w.id % 3 = 0 THEN 'CR-' || w.id ELSE '' END
              WHEN 4 THEN CASE WHEN w.id % 4 = 0 THEN w.author_id::text ELSE '' END
              WHEN 5 THEN (w.id % 13)::text
              WHEN 7 THEN w.version_id::text
              ELSE (SELECT o.id FROM custom_options o WHERE o.custom_field_id = 10 AND o.position = 1 + w.id % 8)::text END
  FROM work_packages w, (VALUES (1), (2), (4), (5), (7), (10)) v(f) WHERE f IN (1, 2) OR (w.id + f) % 3 = 0
UNION ALL SELECT 'Project', p.id, f, CASE f WHEN 3 THEN (SELECT o.id FROM custom_options o WHERE o.custom_field_id = 3
                                                        AND o.position = 1 + p.id % 6)::text
                                          ELSE ('2024-01-01'::date + (p.id * 11)::int)::text END
  FROM projects p, (VALUES (3), (8)) v(f)
UNION ALL SELECT 'Principal', u.id, 6, '+49 30 ' || (100000 + u.id * 37) FROM users u WHERE u.type = 'User' AND u.id % 2 = 0
UNION ALL SELECT 'TimeEntry', t.id, 9, CASE WHEN t.id % 3 = 0 THEN 'f' ELSE 't' END FROM time_entries t WHERE t.id % 4 = 0
ORDER BY 1, 2, 3;

-- ---- notifications -----------------------------------------------------------------------
CREATE TABLE notifications (
  id bigserial PRIMARY KEY, subject text, read_ian boolean DEFAULT false, reason smallint DEFAULT 0,
  recipient_id bigint NOT NULL REFERENCES users ON DELETE CASCADE, actor_id bigint REFERENCES users ON DELETE SET NULL,
  resource_type varchar NOT NULL, resource_id bigint NOT NULL, journal_id bigint REFERENCES journals ON DELETE CASCADE,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, mail_reminder_sent boolean DEFAULT false,
  mail_alert_sent boolean);
CREATE INDEX index_notifications_on_recipient_id ON notifications (recipient_id);
CREATE INDEX index_notifications_on_resource ON notifications (resource_type, resource_id);
CREATE INDEX index_notifications_on_journal_id ON notifications (journal_id);
-- the watchers of a changed work package other than the change's author hear of it (recent journals only)
INSERT INTO notifications (subject, read_ian, reason, recipient_id, actor_id, resource_type, resource_id, journal_id,
                           created_at, updated_at, mail_reminder_sent, mail_alert_sent)
SELECT NULL, random() < 0.6, CASE WHEN w.user_id = wp.assigned_to_id THEN 1 ELSE 2 END, w.user_id,
       CASE WHEN j.user_id IN (3, 4) THEN NULL ELSE j.user_id END, 'WorkPackage', j.journable_id, j.id,
       j.created_at, j.created_at, random() < 0.5, CASE WHEN random() < 0.2 THEN true END
  FROM journals j JOIN work_packages wp ON wp.id = j.journable_id
  JOIN watchers w ON w.watchable_type = 'WorkPackage' AND w.watchable_id = j.journable_id AND w.user_id <> j.user_id
 WHERE j.journable_type = 'WorkPackage' AND j.created_at > '2023-03-01' ORDER BY j.id, w.user_id;
ANALYZE;
