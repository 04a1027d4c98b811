-- test/accuracy/redmine.sql: a Redmine project tracker's database (Rails, Redmine 5 schema), written for
-- issue 16 as a held-out check (seventh round): committed with its truth (redmine_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; Rails names (bare serial `id`, <model>_id references,
-- created_on / updated_on); Redmine's own migrations declare no foreign key, here every reference
-- a foreign key could hold is declared so that the truth is the declared set; single-table
-- inheritance in users (type 'User', 'Group', 'GroupAnonymous', 'GroupNonMember', 'AnonymousUser':
-- groups and the anonymous user are rows of users, and an issue's assigned_to_id may name a group)
-- and in enumerations (type 'IssuePriority', 'DocumentCategory', 'TimeEntryActivity': priority_id
-- and activity_id reference disjoint id ranges of one table); role-named references to users
-- (author_id, assigned_to_id, user_id, updated_by_id, default_assigned_to_id) and to
-- issue_statuses (status_id, trackers.default_status_id); nested sets: projects' lft / rgt run over
-- 1..2n across the whole forest, issues' lft / rgt start at 1 in every issue tree (most issues are
-- a tree of one: lft 1, rgt 2), all of them integers inside the id ranges; issues' parent_id (NULL
-- for most) and root_id (itself for most); polymorphic associations: journals (journalized_type,
-- journalized_id) name an Issue on every row (no foreign key, undeclared truth), watchers
-- (watchable_type 'Issue' or 'News'), custom_values (customized_type 'Issue', 'Project' or
-- 'Principal') and attachments (container_type 'Issue', 'Project', 'Version' or 'News', NULL
-- for an upload not yet attached) name rows of several tables (no reference); journal_details keep
-- the changed attribute's old and new values as text (prop_key 'status_id', value '3');
-- time_entries' tyear / tmonth / tweek; join tables groups_users and projects_trackers without an
-- id; member_roles.inherited_from, a self reference set when a role comes from a group's
-- membership. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.505);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- an active user: 5..50, a few of them busy
CREATE FUNCTION pg_temp.usr() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 4 + pg_temp.sk(46, 1.6) $$;

CREATE TABLE users (
  id serial PRIMARY KEY, login varchar DEFAULT '' NOT NULL, hashed_password varchar(40) DEFAULT '' NOT NULL,
  firstname varchar(30) DEFAULT '' NOT NULL, lastname varchar(255) DEFAULT '' NOT NULL, admin boolean DEFAULT false NOT NULL,
  status integer DEFAULT 1 NOT NULL, last_login_on timestamp, language varchar(5) DEFAULT '', auth_source_id integer,
  created_on timestamp, updated_on timestamp, type varchar, mail_notification varchar DEFAULT '' NOT NULL,
  salt varchar(64), must_change_passwd boolean DEFAULT false NOT NULL, passwd_changed_on timestamp,
  twofa_scheme varchar, twofa_totp_key varchar, twofa_totp_last_used_at integer);
CREATE INDEX index_users_on_type ON users (type);
CREATE INDEX index_users_on_id_and_type ON users (id, type);
-- 1 admin, 2 and 3 the built-in groups, 4 the anonymous user, 5..50 users, 51..58 groups
INSERT INTO users
SELECT u, CASE WHEN u = 1 THEN 'admin' WHEN u BETWEEN 5 AND 50 THEN 'user' || u ELSE '' END,
       CASE WHEN u = 1 OR u BETWEEN 5 AND 50 THEN encode(sha256(('pw' || u)::bytea), 'hex')::varchar(40) ELSE '' END,
       CASE WHEN u = 1 THEN 'Redmine' WHEN u BETWEEN 5 AND 50 THEN 'First' || u ELSE '' END,
       CASE u WHEN 1 THEN 'Admin' WHEN 2 THEN 'Anonymous users' WHEN 3 THEN 'Non member users' WHEN 4 THEN 'Anonymous'
              ELSE CASE WHEN u <= 50 THEN 'Last' || u ELSE 'Team ' || (u - 50) END END,
       u = 1 OR u = 7, CASE WHEN u BETWEEN 5 AND 50 AND u % 13 = 0 THEN 3 WHEN u BETWEEN 2 AND 4 THEN 0 ELSE 1 END,
       CASE WHEN u = 1 OR u BETWEEN 5 AND 50 THEN '2024-03-01'::timestamp + (u * 17) * interval '1 hour' END, 'en', NULL,
       '2019-06-01'::timestamp + (u * 11) * interval '1 day', '2023-06-01'::timestamp + (u * 5) * interval '1 day',
       CASE WHEN u = 1 OR u BETWEEN 5 AND 50 THEN 'User' WHEN u = 2 THEN 'GroupAnonymous' WHEN u = 3 THEN 'GroupNonMember'
            WHEN u = 4 THEN 'AnonymousUser' ELSE 'Group' END,
       CASE WHEN u = 1 OR u BETWEEN 5 AND 50 THEN 'only_my_events' ELSE '' END,
       CASE WHEN u = 1 OR u BETWEEN 5 AND 50 THEN md5('salt' || u) END, false, NULL, NULL, NULL, NULL
  FROM generate_series(1, 58) u;

CREATE TABLE email_addresses (
  id serial PRIMARY KEY, user_id integer NOT NULL REFERENCES users, address varchar NOT NULL, is_default boolean DEFAULT false NOT NULL,
  notify boolean DEFAULT true NOT NULL, created_on timestamp NOT NULL, updated_on timestamp NOT NULL);
INSERT INTO email_addresses (user_id, address, is_default, notify, created_on, updated_on)
SELECT u.id, lower(u.firstname) || '.' || lower(u.lastname) || CASE WHEN k = 2 THEN '@home.example.org' ELSE '@example.com' END,
       k = 1, true, u.created_on, u.created_on
  FROM users u, generate_series(1, 2) k WHERE u.type = 'User' AND (k = 1 OR u.id % 6 = 0) ORDER BY u.id, k;

CREATE TABLE groups_users (group_id integer NOT NULL REFERENCES users, user_id integer NOT NULL REFERENCES users);
CREATE UNIQUE INDEX groups_users_ids ON groups_users (group_id, user_id);
INSERT INTO groups_users SELECT DISTINCT g, pg_temp.usr() FROM generate_series(51, 58) g, generate_series(1, 6) k;

CREATE TABLE issue_statuses (
  id serial PRIMARY KEY, name varchar(30) DEFAULT '' NOT NULL, is_closed boolean DEFAULT false NOT NULL, position integer,
  default_done_ratio integer, description varchar);
INSERT INTO issue_statuses VALUES (1, 'New', false, 1, NULL, NULL), (2, 'In Progress', false, 2, NULL, NULL),
  (3, 'Resolved', false, 3, 100, NULL), (4, 'Feedback', false, 4, NULL, NULL), (5, 'Closed', true, 5, 100, NULL),
  (6, 'Rejected', true, 6, NULL, NULL);

CREATE TABLE trackers (
  id serial PRIMARY KEY, name varchar(30) DEFAULT '' NOT NULL, description varchar, position integer,
  is_in_roadmap boolean DEFAULT true NOT NULL, fields_bits integer DEFAULT 0, default_status_id integer REFERENCES issue_statuses);
INSERT INTO trackers VALUES (1, 'Bug', NULL, 1, false, 0, 1), (2, 'Feature', NULL, 2, true, 0, 1),
  (3, 'Support', NULL, 3, false, 0, 4);

CREATE TABLE enumerations (
  id serial PRIMARY KEY, name varchar(30) DEFAULT '' NOT NULL, position integer, is_default boolean DEFAULT false NOT NULL,
  type varchar, active boolean DEFAULT true NOT NULL, project_id integer, parent_id integer REFERENCES enumerations,
  position_name varchar(30));
INSERT INTO enumerations VALUES
  (1, 'Low', 1, false, 'IssuePriority', true, NULL, NULL, 'lowest'), (2, 'Normal', 2, true, 'IssuePriority', true, NULL, NULL, 'default'),
  (3, 'High', 3, false, 'IssuePriority', true, NULL, NULL, 'high3'), (4, 'Urgent', 4, false, 'IssuePriority', true, NULL, NULL, 'high2'),
  (5, 'Immediate', 5, false, 'IssuePriority', true, NULL, NULL, 'highest'),
  (6, 'User documentation', 1, false, 'DocumentCategory', true, NULL, NULL, NULL),
  (7, 'Technical documentation', 2, false, 'DocumentCategory', true, NULL, NULL, NULL),
  (8, 'Design', 1, false, 'TimeEntryActivity', true, NULL, NULL, NULL), (9, 'Development', 2, true, 'TimeEntryActivity', true, NULL, NULL, NULL),
  (10, 'Testing', 3, false, 'TimeEntryActivity', true, NULL, NULL, NULL), (11, 'Support', 4, false, 'TimeEntryActivity', true, NULL, NULL, NULL);

CREATE TABLE roles (
  id serial PRIMARY KEY, name varchar(255) DEFAULT '' NOT NULL, position integer, assignable boolean DEFAULT true,
  builtin integer DEFAULT 0 NOT NULL, permissions text, issues_visibility varchar(30) DEFAULT 'default' NOT NULL,
  users_visibility varchar(30) DEFAULT 'all' NOT NULL, time_entries_visibility varchar(30) DEFAULT 'all' NOT NULL,
  all_roles_managed boolean DEFAULT true NOT NULL, settings text);
INSERT INTO roles VALUES
  (1, 'Non member', 0, true, 1, '---\n- :view_issues\n- :add_issues\n', 'default', 'all', 'all', true, NULL),
  (2, 'Anonymous', 0, true, 2, '---\n- :view_issues\n', 'default', 'all', 'all', true, NULL),
  (3, 'Manager', 1, true, 0, '---\n- :add_project\n- :edit_project\n- :manage_members\n', 'all', 'all', 'all', true, NULL),
  (4, 'Developer', 2, true, 0, '---\n- :view_issues\n- :add_issues\n- :edit_issues\n- :log_time\n', 'default', 'all', 'all', true, NULL),
  (5, 'Reporter', 3, true, 0, '---\n- :view_issues\n- :add_issues\n', 'default', 'all', 'all', true, NULL);

CREATE TABLE projects (
  id serial PRIMARY KEY, name varchar DEFAULT '' NOT NULL, description text, homepage varchar DEFAULT '',
  is_public boolean DEFAULT true NOT NULL, parent_id integer REFERENCES projects, created_on timestamp, updated_on timestamp,
  identifier varchar, status integer DEFAULT 1 NOT NULL, lft integer, rgt integer, inherit_members boolean DEFAULT false NOT NULL,
  default_version_id integer, default_assigned_to_id integer REFERENCES users, default_issue_query_id integer);
CREATE INDEX index_projects_on_lft ON projects (lft);
CREATE INDEX index_projects_on_rgt ON projects (rgt);
-- 8 top projects, 17 subprojects (a few two levels down)
INSERT INTO projects
SELECT p, 'Project ' || p, 'Description of project ' || p, '', p % 5 <> 0,
       CASE WHEN p <= 8 THEN NULL WHEN p <= 20 THEN 1 + (p * 3) % 8 ELSE 9 + (p * 5) % 12 END,
       '2019-07-01'::timestamp + (p * 23) * interval '1 day', '2024-01-01'::timestamp + p * interval '1 day',
       'project-' || p, CASE WHEN p % 11 = 0 THEN 5 ELSE 1 END, NULL, NULL, p > 8 AND p % 3 = 0, NULL,
       CASE WHEN p % 4 = 0 THEN pg_temp.usr() END, NULL
  FROM generate_series(1, 25) p;
-- the nested set over the whole forest: lft = 2 * (preorder position) - depth + 1
WITH RECURSIVE t(id, path, depth) AS (
  SELECT id, ARRAY[name::text], 0 FROM projects WHERE parent_id IS NULL
  UNION ALL SELECT p.id, t.path || p.name::text, t.depth + 1 FROM projects p JOIN t ON p.parent_id = t.id),
o AS (SELECT id, path, depth, row_number() OVER (ORDER BY path) - 1 AS i FROM t),
n AS (SELECT o.id, 2 * o.i - o.depth + 1 AS lft,
             (SELECT count(*) FROM o d WHERE d.path[1:cardinality(o.path)] = o.path AND d.id <> o.id) AS desc_n FROM o)
UPDATE projects p SET lft = n.lft, rgt = n.lft + 2 * n.desc_n + 1 FROM n WHERE n.id = p.id;

CREATE TABLE projects_trackers (project_id integer DEFAULT 0 NOT NULL REFERENCES projects, tracker_id integer DEFAULT 0 NOT NULL REFERENCES trackers);
CREATE UNIQUE INDEX projects_trackers_unique ON projects_trackers (project_id, tracker_id);
INSERT INTO projects_trackers SELECT p, t FROM generate_series(1, 25) p, generate_series(1, 3) t WHERE t < 3 OR p % 3 = 0;

CREATE TABLE issue_categories (
  id serial PRIMARY KEY, project_id integer DEFAULT 0 NOT NULL REFERENCES projects, name varchar(60) DEFAULT '' NOT NULL,
  assigned_to_id integer REFERENCES users);
INSERT INTO issue_categories (project_id, name, assigned_to_id)
SELECT p, 'Category ' || p || '.' || k, CASE WHEN random() < 0.3 THEN pg_temp.usr() END
  FROM generate_series(1, 25) p, generate_series(1, 4) k WHERE k <= 1 + (p * 7) % 4 ORDER BY p, k;

CREATE TABLE versions (
  id serial PRIMARY KEY, project_id integer DEFAULT 0 NOT NULL REFERENCES projects, name varchar DEFAULT '' NOT NULL,
  description varchar DEFAULT '', effective_date date, created_on timestamp, updated_on timestamp, wiki_page_title varchar,
  status varchar DEFAULT 'open', sharing varchar DEFAULT 'none' NOT NULL);
INSERT INTO versions (project_id, name, effective_date, created_on, updated_on, status, sharing)
SELECT p, k || '.0', '2020-01-01'::date + (p * 40 + k * 90), '2019-09-01'::timestamp + (p * 40 + k * 60) * interval '1 day',
       '2020-01-01'::timestamp + (p * 40 + k * 90) * interval '1 day',
       CASE WHEN k < 1 + (p * 3) % 5 THEN 'closed' ELSE 'open' END, CASE WHEN p % 7 = 0 THEN 'descendants' ELSE 'none' END
  FROM generate_series(1, 25) p, generate_series(1, 5) k WHERE k <= 1 + (p * 3) % 5 AND p % 6 <> 5 ORDER BY p, k;
UPDATE projects p SET default_version_id = (SELECT max(v.id) FROM versions v WHERE v.project_id = p.id) WHERE p.id % 3 = 1;
ALTER TABLE projects ADD FOREIGN KEY (default_version_id) REFERENCES versions;

CREATE TABLE issues (
  id serial PRIMARY KEY, tracker_id integer NOT NULL REFERENCES trackers, project_id integer NOT NULL REFERENCES projects,
  subject varchar DEFAULT '' NOT NULL, description text, due_date date, category_id integer REFERENCES issue_categories,
  status_id integer NOT NULL REFERENCES issue_statuses, assigned_to_id integer REFERENCES users,
  priority_id integer NOT NULL REFERENCES enumerations, fixed_version_id integer REFERENCES versions,
  author_id integer NOT NULL REFERENCES users, lock_version integer DEFAULT 0 NOT NULL, created_on timestamp,
  updated_on timestamp, start_date date, done_ratio integer DEFAULT 0 NOT NULL, estimated_hours double precision,
  parent_id integer REFERENCES issues, root_id integer REFERENCES issues, lft integer, rgt integer,
  is_private boolean DEFAULT false NOT NULL, closed_on timestamp);
CREATE INDEX index_issues_on_project_id ON issues (project_id);
CREATE INDEX index_issues_on_root_id_and_lft_and_rgt ON issues (root_id, lft, rgt);
INSERT INTO issues (id, tracker_id, project_id, subject, description, due_date, status_id, assigned_to_id, priority_id,
                    author_id, lock_version, created_on, updated_on, start_date, done_ratio, estimated_hours, is_private)
SELECT i, CASE WHEN random() < 0.5 THEN 1 WHEN random() < 0.7 THEN 2 ELSE 3 END, pg_temp.sk(25, 1.8),
       'Issue subject ' || i, 'Steps to reproduce ' || i, CASE WHEN i % 4 = 0 THEN '2020-02-01'::date + i / 3 + 20 END,
       CASE WHEN i < 4500 THEN (CASE WHEN random() < 0.8 THEN 5 WHEN random() < 0.5 THEN 6 ELSE 3 END)
            ELSE 1 + floor(random() * 4)::int END,
       CASE WHEN random() < 0.3 THEN NULL WHEN random() < 0.06 THEN 50 + pg_temp.r(8) ELSE pg_temp.usr() END,
       CASE WHEN random() < 0.7 THEN 2 ELSE (ARRAY[1, 3, 4, 5])[pg_temp.sk(4, 1.5)] END,
       CASE WHEN random() < 0.05 THEN 1 ELSE pg_temp.usr() END, floor(random() * 6)::int,
       '2020-02-01'::timestamp + i * interval '7 hours', '2020-02-01'::timestamp + i * interval '7 hours' + pg_temp.r(60) * interval '1 day',
       '2020-02-01'::date + i / 3, 0, CASE WHEN random() < 0.3 THEN pg_temp.r(40) / 2.0 END, i % 29 = 0
  FROM generate_series(1, 6000) i;
-- a category and a version of the issue's own project, for some
UPDATE issues i SET category_id = (SELECT c.id FROM issue_categories c WHERE c.project_id = i.project_id ORDER BY (c.id * 7 + i.id) % 5, c.id LIMIT 1)
 WHERE random() < 0.4;
UPDATE issues i SET fixed_version_id = (SELECT v.id FROM versions v WHERE v.project_id = i.project_id ORDER BY (v.id * 3 + i.id) % 4, v.id LIMIT 1)
 WHERE i.tracker_id <> 3 AND random() < 0.55;
UPDATE issues SET done_ratio = 100, closed_on = updated_on WHERE status_id IN (5, 6);
UPDATE issues SET done_ratio = 100 WHERE status_id = 3;
-- subtasks: a tenth of the issues have a parent earlier in the same project; a few of those parents have one too
UPDATE issues i SET parent_id = (SELECT max(p.id) FROM issues p WHERE p.project_id = i.project_id AND p.id < i.id AND p.id >= i.id - 300)
 WHERE i.id % 10 = 3;
UPDATE issues i SET parent_id = NULL WHERE i.parent_id IS NOT NULL AND EXISTS
  (SELECT 1 FROM issues p JOIN issues g ON g.id = p.parent_id WHERE p.id = i.parent_id AND g.parent_id IS NOT NULL);
-- root_id and the nested set of each issue tree, lft from 1
WITH RECURSIVE t(id, root, path, depth) AS (
  SELECT id, id, ARRAY[id], 0 FROM issues WHERE parent_id IS NULL
  UNION ALL SELECT c.id, t.root, t.path || c.id, t.depth + 1 FROM issues c JOIN t ON c.parent_id = t.id),
o AS (SELECT id, root, path, depth, row_number() OVER (PARTITION BY root ORDER BY path) - 1 AS i FROM t),
n AS (SELECT o.id, o.root, 2 * o.i - o.depth + 1 AS lft,
             (SELECT count(*) FROM o d WHERE d.root = o.root AND d.path[1:cardinality(o.path)] = o.path AND d.id <> o.id) AS desc_n
        FROM o)
UPDATE issues i SET root_id = n.root, lft = n.lft, rgt = n.lft + 2 * n.desc_n + 1 FROM n WHERE n.id = i.id;

CREATE TABLE journals (
  id serial PRIMARY KEY, journalized_id integer DEFAULT 0 NOT NULL, journalized_type varchar(30) DEFAULT '' NOT NULL,
  user_id integer DEFAULT 0 NOT NULL REFERENCES users, notes text, created_on timestamp NOT NULL,
  private_notes boolean DEFAULT false NOT NULL, updated_on timestamp, updated_by_id integer REFERENCES users);
CREATE INDEX index_journals_on_journalized_id_and_journalized_type ON journals (journalized_id, journalized_type);
INSERT INTO journals (journalized_id, journalized_type, user_id, notes, created_on, private_notes, updated_on, updated_by_id)
SELECT i.id, 'Issue', CASE WHEN random() < 0.3 THEN i.author_id WHEN i.assigned_to_id BETWEEN 5 AND 50 AND random() < 0.5
                           THEN i.assigned_to_id ELSE pg_temp.usr() END,
       CASE WHEN random() < 0.4 THEN '' ELSE 'Comment ' || k || ' on #' || i.id END,
       i.created_on + k * interval '9 hours', random() < 0.03, i.created_on + k * interval '9 hours', NULL
  FROM issues i, LATERAL generate_series(1, pg_temp.sk(7, 1.6) - 1 + (i.id * 0)) k
 ORDER BY i.created_on + k * interval '9 hours', i.id;
UPDATE journals SET updated_by_id = CASE WHEN random() < 0.7 THEN user_id ELSE 1 END, updated_on = updated_on + interval '10 minutes'
 WHERE notes <> '' AND id % 23 = 0;

CREATE TABLE journal_details (
  id serial PRIMARY KEY, journal_id integer DEFAULT 0 NOT NULL REFERENCES journals, property varchar(30) DEFAULT '' NOT NULL,
  prop_key varchar(30) DEFAULT '' NOT NULL, old_value text, value text);
CREATE INDEX journal_details_journal_id ON journal_details (journal_id);
INSERT INTO journal_details (journal_id, property, prop_key, old_value, value)
SELECT j.id, CASE WHEN d.k = 4 THEN 'cf' WHEN d.k = 5 THEN 'attachment' ELSE 'attr' END,
       CASE d.k WHEN 1 THEN 'status_id' WHEN 2 THEN 'assigned_to_id' WHEN 3 THEN 'done_ratio' WHEN 4 THEN (1 + j.id % 6)::text
                ELSE (j.id % 1500 + 1)::text END,
       CASE d.k WHEN 1 THEN (1 + j.id % 4)::text WHEN 2 THEN CASE WHEN j.id % 3 = 0 THEN NULL ELSE (5 + j.id % 40)::text END
                WHEN 3 THEN '0' WHEN 4 THEN '' ELSE NULL END,
       CASE d.k WHEN 1 THEN (2 + j.id % 4)::text WHEN 2 THEN (5 + j.id % 46)::text WHEN 3 THEN (10 * (j.id % 11))::text
                WHEN 4 THEN 'value ' || j.id % 17 ELSE 'screenshot-' || j.id || '.png' END
  FROM journals j, LATERAL (SELECT k FROM generate_series(1, 5) k WHERE random() < (ARRAY[0.6, 0.35, 0.2, 0.1, 0.04])[k] + (j.id * 0)) d
 ORDER BY j.id, d.k;

CREATE TABLE time_entries (
  id serial PRIMARY KEY, project_id integer NOT NULL REFERENCES projects, author_id integer REFERENCES users,
  user_id integer NOT NULL REFERENCES users, issue_id integer REFERENCES issues, hours double precision NOT NULL,
  comments varchar(1024), activity_id integer NOT NULL REFERENCES enumerations, spent_on date NOT NULL,
  tyear integer NOT NULL, tmonth integer NOT NULL, tweek integer NOT NULL, created_on timestamp NOT NULL, updated_on timestamp NOT NULL);
INSERT INTO time_entries (project_id, author_id, user_id, issue_id, hours, comments, activity_id, spent_on, tyear, tmonth, tweek,
                          created_on, updated_on)
SELECT coalesce(i.project_id, pg_temp.sk(25, 1.8)), x.u, x.u, i.id, round((0.25 * pg_temp.r(32))::numeric, 2), NULL,
       CASE WHEN random() < 0.6 THEN 9 ELSE (ARRAY[8, 10, 11])[pg_temp.r(3)] END, x.d, extract(year FROM x.d), extract(month FROM x.d),
       extract(week FROM x.d), x.d + interval '18 hours', x.d + interval '18 hours'
  FROM (SELECT e, CASE WHEN e % 9 = 0 THEN NULL ELSE 4500 + pg_temp.sk(1500, 1.3) - pg_temp.sk(4400, 0.7) END AS iid,
               pg_temp.usr() AS u, '2020-03-01'::date + e / 4 AS d
          FROM generate_series(1, 8000) e) x
  LEFT JOIN issues i ON i.id = x.iid
 ORDER BY x.e;
UPDATE time_entries SET author_id = 1 WHERE id % 37 = 0;

CREATE TABLE members (
  id serial PRIMARY KEY, user_id integer DEFAULT 0 NOT NULL REFERENCES users, project_id integer DEFAULT 0 NOT NULL REFERENCES projects,
  created_on timestamp, mail_notification boolean DEFAULT false NOT NULL);
CREATE UNIQUE INDEX index_members_on_user_id_and_project_id ON members (user_id, project_id);
CREATE TABLE member_roles (
  id serial PRIMARY KEY, member_id integer NOT NULL REFERENCES members, role_id integer NOT NULL REFERENCES roles,
  inherited_from integer REFERENCES member_roles);
INSERT INTO members (user_id, project_id, created_on, mail_notification)
SELECT DISTINCT ON (u, p) u, p, '2019-08-01'::timestamp + (p * 23 + u) * interval '1 day', false
  FROM (SELECT p, pg_temp.usr() AS u FROM generate_series(1, 25) p, generate_series(1, 10) k WHERE k <= 3 + p % 8) x
 ORDER BY u, p;
INSERT INTO member_roles (member_id, role_id)
SELECT m.id, CASE WHEN m.id % 7 = 0 THEN 3 WHEN m.id % 3 = 0 THEN 5 ELSE 4 END FROM members m ORDER BY m.id;
INSERT INTO member_roles (member_id, role_id) SELECT m.id, 5 FROM members m WHERE m.id % 10 = 1;
-- groups' memberships, and the roles their users inherit
INSERT INTO members (user_id, project_id, created_on, mail_notification)
SELECT 50 + g, p, '2021-01-01'::timestamp + p * interval '1 day', false
  FROM generate_series(1, 8) g, generate_series(1, 25) p WHERE (g * 5 + p) % 6 = 0;
INSERT INTO member_roles (member_id, role_id)
SELECT m.id, CASE WHEN m.user_id % 2 = 0 THEN 4 ELSE 5 END FROM members m WHERE m.user_id > 50 ORDER BY m.id;
INSERT INTO members (user_id, project_id, created_on, mail_notification)
SELECT DISTINCT gu.user_id, m.project_id, m.created_on, false
  FROM members m JOIN groups_users gu ON gu.group_id = m.user_id
 WHERE NOT EXISTS (SELECT 1 FROM members x WHERE x.user_id = gu.user_id AND x.project_id = m.project_id);
INSERT INTO member_roles (member_id, role_id, inherited_from)
SELECT um.id, mr.role_id, mr.id
  FROM members gm JOIN member_roles mr ON mr.member_id = gm.id JOIN groups_users gu ON gu.group_id = gm.user_id
  JOIN members um ON um.user_id = gu.user_id AND um.project_id = gm.project_id
 ORDER BY um.id, mr.id;

CREATE TABLE news (
  id serial PRIMARY KEY, project_id integer REFERENCES projects, title varchar(60) DEFAULT '' NOT NULL, summary varchar DEFAULT '',
  description text, author_id integer DEFAULT 0 NOT NULL REFERENCES users, created_on timestamp, comments_count integer DEFAULT 0 NOT NULL);
INSERT INTO news (project_id, title, summary, description, author_id, created_on, comments_count)
SELECT pg_temp.sk(25, 2), 'Release notes ' || n, '', 'News text ' || n, CASE WHEN n % 3 = 0 THEN 1 ELSE pg_temp.usr() END,
       '2020-04-01'::timestamp + n * interval '30 days', n % 4
  FROM generate_series(1, 30) n;

CREATE TABLE watchers (
  id serial PRIMARY KEY, watchable_type varchar DEFAULT '' NOT NULL, watchable_id integer DEFAULT 0 NOT NULL,
  user_id integer REFERENCES users);
CREATE UNIQUE INDEX index_watchers_on_user_id_and_watchable_type_and_watchable_id ON watchers (user_id, watchable_type, watchable_id);
INSERT INTO watchers (watchable_type, watchable_id, user_id)
SELECT DISTINCT ON (t, w, u) t, w, u FROM (
  SELECT 'Issue' AS t, i.id AS w, i.author_id AS u FROM issues i WHERE i.id % 5 <> 0
  UNION ALL SELECT 'Issue', i.id, pg_temp.usr() FROM issues i WHERE i.id % 4 = 1
  UNION ALL SELECT 'Issue', i.id, i.assigned_to_id FROM issues i WHERE i.assigned_to_id BETWEEN 5 AND 50 AND i.id % 3 = 0
  UNION ALL SELECT 'News', n.id, pg_temp.usr() FROM news n, generate_series(1, 4) k) x
 ORDER BY t, w, u;

CREATE TABLE custom_fields (
  id serial PRIMARY KEY, type varchar(30) DEFAULT '' NOT NULL, name varchar(30) DEFAULT '' NOT NULL,
  field_format varchar(30) DEFAULT '' NOT NULL, possible_values text, regexp varchar DEFAULT '', min_length integer,
  max_length integer, is_required boolean DEFAULT false NOT NULL, is_for_all boolean DEFAULT false NOT NULL,
  is_filter boolean DEFAULT false NOT NULL, position integer, searchable boolean DEFAULT false, default_value text,
  editable boolean DEFAULT true, visible boolean DEFAULT true NOT NULL, multiple boolean DEFAULT false, format_store text,
  description text);
INSERT INTO custom_fields (id, type, name, field_format, possible_values, is_required, is_for_all, is_filter, position, searchable)
VALUES (1, 'IssueCustomField', 'Found in version', 'string', NULL, false, true, true, 1, true),
       (2, 'IssueCustomField', 'Browser', 'list', '---\n- Firefox\n- Chrome\n- Safari\n', false, true, true, 2, false),
       (3, 'IssueCustomField', 'Customer', 'string', NULL, false, false, true, 3, true),
       (4, 'IssueCustomField', 'Severity', 'list', '---\n- minor\n- major\n- critical\n', false, true, true, 4, false),
       (5, 'IssueCustomField', 'Reviewed', 'bool', NULL, false, true, true, 5, false),
       (6, 'IssueCustomField', 'Affected users', 'int', NULL, false, false, false, 6, false),
       (7, 'ProjectCustomField', 'Department', 'string', NULL, false, false, true, 1, false),
       (8, 'ProjectCustomField', 'Budget code', 'string', NULL, false, false, false, 2, false),
       (9, 'UserCustomField', 'Phone', 'string', NULL, false, false, false, 1, false),
       (10, 'UserCustomField', 'Team lead', 'bool', NULL, false, false, false, 2, false);

CREATE TABLE custom_values (
  id serial PRIMARY KEY, customized_type varchar(30) DEFAULT '' NOT NULL, customized_id integer DEFAULT 0 NOT NULL,
  custom_field_id integer DEFAULT 0 NOT NULL REFERENCES custom_fields, value text);
CREATE INDEX custom_values_customized ON custom_values (customized_type, customized_id);
INSERT INTO custom_values (customized_type, customized_id, custom_field_id, value)
SELECT t, c, f, v FROM (
  SELECT 'Issue' AS t, i.id AS c, f, CASE f WHEN 1 THEN (1 + i.id % 4) || '.0' WHEN 2 THEN (ARRAY['Firefox', 'Chrome', 'Safari'])[1 + i.id % 3]
                                            WHEN 3 THEN 'Customer ' || i.id % 40 WHEN 4 THEN (ARRAY['minor', 'major', 'critical'])[1 + i.id % 3]
                                            WHEN 5 THEN (i.id % 2)::text ELSE (i.id % 500)::text END AS v
    FROM issues i, generate_series(1, 6) f WHERE (f IN (1, 4, 5) AND i.tracker_id = 1) OR (f = 2 AND i.tracker_id = 1 AND i.id % 2 = 0)
                                              OR (f IN (3, 6) AND i.tracker_id = 3)
  UNION ALL SELECT 'Project', p, f, 'Dept ' || p % 4 FROM generate_series(1, 25) p, generate_series(7, 8) f
  UNION ALL SELECT 'Principal', u.id, f, CASE WHEN f = 9 THEN '+1 555 01' || u.id ELSE (u.id % 5 = 0)::int::text END
    FROM users u, generate_series(9, 10) f WHERE u.type = 'User') x
 ORDER BY t DESC, c, f;

CREATE TABLE attachments (
  id serial PRIMARY KEY, container_id integer, container_type varchar(30), filename varchar DEFAULT '' NOT NULL,
  disk_filename varchar DEFAULT '' NOT NULL, filesize bigint DEFAULT 0 NOT NULL, content_type varchar DEFAULT '',
  digest varchar(64) DEFAULT '' NOT NULL, downloads integer DEFAULT 0 NOT NULL, author_id integer DEFAULT 0 NOT NULL REFERENCES users,
  created_on timestamp, description varchar, disk_directory varchar);
CREATE INDEX index_attachments_on_container_id_and_container_type ON attachments (container_id, container_type);
INSERT INTO attachments (container_id, container_type, filename, disk_filename, filesize, content_type, digest, downloads,
                         author_id, created_on, description, disk_directory)
SELECT c, t, 'file' || a || e, '200101' || lpad(a::text, 6, '0') || '_' || md5('f' || a) || e, 1000 + (a * 7919) % 900000,
       CASE e WHEN '.png' THEN 'image/png' WHEN '.log' THEN 'text/plain' ELSE 'application/pdf' END, encode(sha256(('d' || a)::bytea), 'hex'),
       a % 9, u, '2020-02-03'::timestamp + a * interval '29 hours', NULL, '2020/' || lpad((1 + a % 12)::text, 2, '0')
  FROM (SELECT a, CASE WHEN a % 20 = 0 THEN NULL WHEN a % 20 = 1 THEN 'Project' WHEN a % 20 = 2 THEN 'Version'
                       WHEN a % 20 = 3 THEN 'News' ELSE 'Issue' END AS t,
               (ARRAY['.png', '.log', '.pdf'])[1 + a % 3] AS e, pg_temp.usr() AS u, pg_temp.r(6000) AS ri
          FROM generate_series(1, 1500) a) x
  CROSS JOIN LATERAL (SELECT CASE t WHEN 'Project' THEN 1 + ri % 25 WHEN 'Version' THEN 1 + ri % (SELECT count(*) FROM versions)::int
                                    WHEN 'News' THEN 1 + ri % 30 WHEN 'Issue' THEN 1 + (ri + a % 300) % 6000 END) cc(c);
ANALYZE;
