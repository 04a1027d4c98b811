-- test/accuracy/jira.sql: the core of Atlassian Jira (Server / Data Center 8) as Jira's entity engine
-- creates it in PostgreSQL, a generated instance with 20 projects and about 3,000 issues; written for
-- issue 16 as a held-out check (round 14): committed with its truth (jira_truth.csv) BEFORE discovery
-- was ever run on it.
--
-- Its conventions: one schema, public; lower-case table and column names with no separators
-- (jiraissue, issuenum, issueid, sink_node_id, lower_user_name); every key is a numeric(18,0) named
-- id, each table with its own sequence starting at 10000 (so projects, issues, components, versions,
-- custom fields, change groups, comments all share the range 10000..), except the constants
-- (issuetype, priority, resolution, issuestatus) keyed by varchar ids '1'..'6', '10000'.. that
-- jiraissue holds as text, and the Crowd tables (cwd_*) whose directory ids are 1 and 10000. Jira
-- declares no foreign key; here, as in wordpress.sql, the references whose every value exists are
-- declared and dropped by the suite. Users are referenced by their text user key (app_user.user_key:
-- the lower-case login for users migrated from before Jira 6, 'JIRAUSER' || n for later ones) in
-- project.lead, component.lead, jiraissue.reporter / assignee / creator, changegroup.author,
-- jiraaction.author / updateauthor, worklog.author / updateauthor, fileattachment.author,
-- userassociation.source_name and os_historystep.caller; a few users were renamed, so their key is
-- not their login. app_user.lower_user_name and the Crowd membership's names (lower_child_name,
-- child_name, lower_parent_name, parent_name) reference users and groups by name, undeclared; a
-- user lives in one directory only, so names are unique. jiraissue.pkey is NULL (Jira 6.1 moved the
-- key to project.pkey || '-' || issuenum); assignee NULL when unassigned, resolution / resolutiondate
-- NULL while open; jiraissue.workflow_id -> os_wfentry.id one to one, os_currentstep one per entry,
-- os_historystep several. Issue links (issuelink.source / destination -> jiraissue.id, linktype ->
-- issuelinktype.id) include sub-tasks (jira_subtask_link). Custom field values: customfieldvalue.issue
-- -> jiraissue.id; customfield -> customfield.id has orphans (values of two deleted custom fields,
-- which Jira's integrity checker reports), so it is undeclared. customfieldoption.customfield ->
-- customfield.id, customfieldconfig -> fieldconfiguration.id, parentoptionid (cascading selects,
-- mostly NULL) -> customfieldoption.id. project_key holds every key a project ever had (renamed
-- projects keep their old one); project.pkey and originalkey are among its keys (undeclared).
-- project.avatar and issuetype.avatar -> avatar.id.
-- Left out of the truth, no single table holding their values: nodeassociation (source_node_id,
-- source_node_entity, sink_node_id, sink_node_entity) links issues to components and versions
-- (IssueComponent, IssueFixVersion, IssueVersion) and projects to permission and notification
-- schemes (ProjectScheme); customfieldvalue.stringvalue holds option ids as text for select fields,
-- user keys for user pickers and free text otherwise; changeitem.oldvalue / newvalue hold status,
-- user, resolution ids as text by field; avatar.owner holds a project id or a user key.
-- userassociation.sink_node_entity is always 'Issue', so sink_node_id -> jiraissue.id is a plain
-- reference. Columns NULL on every row (jiraissue.security, component, fixfor; label.fieldid) and
-- issuestatus.statuscategory (a code with no table in the database) are left out as undecidable.
-- Truth corrected after the first run, data unchanged: jiraaction.issueid holds one issue id on
-- every row (the generator's subquery picking an issue is uncorrelated, so it ran once), a true
-- reference one value cannot decide, listed as undiscoverable; Crowd resolves memberships by name
-- within a directory, so (lower_child_name, directory_id) -> cwd_user and (lower_parent_name,
-- directory_id) -> cwd_group are listed as undeclared composite references.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.8014);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- user n's key: the login for the 60 users migrated from Jira 5, JIRAUSER<10000+n> after
CREATE FUNCTION pg_temp.login(n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n = 1 THEN 'admin'
              ELSE lower((ARRAY['j','m','a','s','k','l','p','r','t','d'])[1 + n % 10] ||
                         (ARRAY['smith','miller','nguyen','garcia','kowalski','muller','rossi','tanaka','olsen','brown','silva','cohen'])[1 + (n * 7) % 12]) || n END $$;
CREATE FUNCTION pg_temp.ukey(n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n <= 60 THEN CASE WHEN n % 13 = 0 THEN 'old' || pg_temp.login(n) ELSE pg_temp.login(n) END
              ELSE 'JIRAUSER' || (10000 + n) END $$;
-- someone acting: admin or an automation user often, else anyone (active users weigh more)
CREATE FUNCTION pg_temp.actor() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT pg_temp.ukey(CASE WHEN random() < 0.08 THEN 1 ELSE pg_temp.sk(150, 1.7) END) $$;

CREATE TABLE cwd_directory (id numeric(18,0) PRIMARY KEY, directory_name varchar(255), lower_directory_name varchar(255),
  created_date timestamptz, updated_date timestamptz, active numeric(9,0), description varchar(255), impl_class varchar(255),
  lower_impl_class varchar(255), directory_type varchar(60), directory_position numeric(18,0));
INSERT INTO cwd_directory VALUES
  (1, 'Jira Internal Directory', 'jira internal directory', '2014-03-02', '2014-03-02', 1, 'Jira default internal directory',
   'com.atlassian.crowd.directory.InternalDirectory', 'com.atlassian.crowd.directory.internaldirectory', 'INTERNAL', 1),
  (10000, 'Corporate LDAP', 'corporate ldap', '2016-05-11', '2021-09-30', 1, NULL,
   'com.atlassian.crowd.directory.OpenLDAP', 'com.atlassian.crowd.directory.openldap', 'CONNECTOR', 0);

CREATE TABLE cwd_user (id numeric(18,0) PRIMARY KEY, directory_id numeric(18,0), user_name varchar(255), lower_user_name varchar(255),
  active numeric(9,0), created_date timestamptz, updated_date timestamptz, first_name varchar(255), lower_first_name varchar(255),
  last_name varchar(255), lower_last_name varchar(255), display_name varchar(255), lower_display_name varchar(255),
  email_address varchar(255), lower_email_address varchar(255), credential varchar(255), deleted_externally numeric(9,0),
  external_id varchar(255), UNIQUE (lower_user_name, directory_id));
INSERT INTO cwd_user
SELECT 10000 + g, d, CASE WHEN g % 4 = 0 THEN initcap(l) ELSE l END, l, CASE WHEN g % 11 = 0 THEN 0 ELSE 1 END,
       '2014-03-02'::timestamptz + g * interval '9 days', '2022-01-01'::timestamptz + g * interval '1 day',
       f, lower(f), 'User' || g, 'user' || g, f || ' User' || g, lower(f) || ' user' || g, l || '@example.com', l || '@example.com',
       CASE WHEN d = 1 THEN '{PKCS5S2}' || md5(l) ELSE 'nopass' END, NULL, md5('ext' || g)::uuid::text
  FROM (SELECT g, pg_temp.login(g) AS l, CASE WHEN g <= 20 OR g % 5 = 0 THEN 1 ELSE 10000 END AS d,
               (ARRAY['John','Maria','Akira','Sven','Lena','Paolo','Ruth','Dana','Omar','Ines'])[1 + g % 10] AS f
          FROM generate_series(1, 150) g) u;

CREATE TABLE app_user (id numeric(18,0) PRIMARY KEY, user_key varchar(255) UNIQUE, lower_user_name varchar(255) UNIQUE);
INSERT INTO app_user SELECT 10000 + g, pg_temp.ukey(g), pg_temp.login(g) FROM generate_series(1, 150) g;

CREATE TABLE cwd_group (id numeric(18,0) PRIMARY KEY, group_name varchar(255), lower_group_name varchar(255), active numeric(9,0),
  local numeric(9,0), created_date timestamptz, updated_date timestamptz, description varchar(255), lower_description varchar(255),
  group_type varchar(60), directory_id numeric(18,0), external_id varchar(255));
INSERT INTO cwd_group
SELECT 10000 + g * 10, n, lower(n), 1, 0, '2014-03-02'::timestamptz + g * interval '30 days', '2020-01-01', NULL, NULL, 'GROUP',
       CASE WHEN g <= 4 THEN 1 ELSE 10000 END, CASE WHEN g > 4 THEN md5('grp' || g)::uuid::text END
  FROM unnest(ARRAY['jira-administrators', 'jira-software-users', 'jira-servicedesk-users', 'site-admins', 'Engineering',
                    'QA', 'Support', 'Product', 'Design', 'Ops', 'Finance', 'Contractors']) WITH ORDINALITY AS t(n, g);

CREATE TABLE cwd_membership (id numeric(18,0) PRIMARY KEY, parent_id numeric(18,0), child_id numeric(18,0), membership_type varchar(60),
  group_type varchar(60), parent_name varchar(255), lower_parent_name varchar(255), child_name varchar(255),
  lower_child_name varchar(255), directory_id numeric(18,0), UNIQUE (parent_id, child_id, membership_type));
INSERT INTO cwd_membership
SELECT 10000 + row_number() OVER (ORDER BY u.id, gr.id), gr.id, u.id, 'GROUP_USER', NULL, gr.group_name, gr.lower_group_name,
       u.user_name, u.lower_user_name, u.directory_id
  FROM cwd_user u JOIN cwd_group gr ON gr.directory_id = u.directory_id
 WHERE gr.lower_group_name = 'jira-software-users' OR (u.directory_id = 1 AND gr.lower_group_name = 'jira-administrators' AND u.id < 10004)
    OR (u.directory_id = 10000 AND (u.id * 7 + gr.id / 10) % 5 < 2)
 ORDER BY u.id, gr.id;

CREATE TABLE avatar (id numeric(18,0) PRIMARY KEY, filename varchar(255), contenttype varchar(255), avatartype varchar(60),
  owner varchar(255), systemavatar numeric(9,0));
INSERT INTO avatar
SELECT 10000 + g, CASE WHEN g <= 30 THEN 'sys' || g || '.svg' ELSE g || '_avatar.png' END,
       CASE WHEN g <= 30 THEN 'image/svg+xml' ELSE 'image/png' END,
       CASE WHEN g <= 18 THEN 'project' WHEN g <= 30 THEN 'issuetype' WHEN g % 2 = 0 THEN 'project' ELSE 'user' END,
       CASE WHEN g <= 30 THEN NULL WHEN g % 2 = 0 THEN (10000 + g % 20)::text ELSE pg_temp.ukey(g) END,
       CASE WHEN g <= 30 THEN 1 ELSE 0 END
  FROM generate_series(1, 50) g;

CREATE TABLE permissionscheme (id numeric(18,0) PRIMARY KEY, name varchar(255), description text);
INSERT INTO permissionscheme VALUES (0, 'Default Permission Scheme', 'This is the default Permission Scheme.'),
  (10000, 'Internal projects', NULL), (10001, 'Customer-facing', NULL);
CREATE TABLE notificationscheme (id numeric(18,0) PRIMARY KEY, name varchar(255), description text);
INSERT INTO notificationscheme VALUES (10000, 'Default Notification Scheme', NULL), (10100, 'Quiet', 'Only assignee');

CREATE TABLE project (id numeric(18,0) PRIMARY KEY, pname varchar(255), url varchar(255), lead varchar(255), description text,
  pkey varchar(255), pcounter numeric(18,0), assigneetype numeric(18,0), avatar numeric(18,0), originalkey varchar(255),
  projecttype varchar(255));
INSERT INTO project
SELECT 10000 + g - 1, n || ' Project', CASE WHEN g % 3 = 0 THEN 'https://wiki.example.com/' || lower(k) END,
       pg_temp.ukey(pg_temp.sk(60, 1.5)), CASE WHEN g % 2 = 0 THEN 'Project ' || n END, k, 0,
       CASE WHEN g % 4 = 0 THEN 3 ELSE 2 END,
       CASE WHEN g % 5 = 0 THEN 10030 + g ELSE 10000 + pg_temp.r(18) END,
       CASE WHEN g IN (3, 11) THEN 'OLD' || k ELSE k END,
       (ARRAY['software', 'software', 'business', 'service_desk'])[1 + g % 4]
  FROM unnest(ARRAY['WEB', 'API', 'MOB', 'OPS', 'HR', 'FIN', 'DATA', 'SEC', 'INFRA', 'QA', 'DOC', 'SUP', 'MKT', 'LEGAL',
                    'PLAT', 'AUTH', 'PAY', 'SRCH', 'ML', 'CORE'],
              ARRAY['Website', 'Public API', 'Mobile', 'Operations', 'People', 'Finance', 'Data', 'Security', 'Infrastructure',
                    'Quality', 'Documentation', 'Support', 'Marketing', 'Legal', 'Platform', 'Identity', 'Payments', 'Search',
                    'Machine Learning', 'Core']) WITH ORDINALITY AS t(k, n, g);

CREATE TABLE project_key (id numeric(18,0) PRIMARY KEY, project_id numeric(18,0), project_key varchar(255) UNIQUE);
INSERT INTO project_key SELECT 10000 + row_number() OVER (ORDER BY p.id, k), p.id, k
  FROM project p, LATERAL (SELECT p.pkey AS k UNION SELECT p.originalkey) ks ORDER BY p.id, k;

CREATE TABLE issuetype (id varchar(60) PRIMARY KEY, sequence numeric(18,0), pname varchar(60), pstyle varchar(60), description text,
  iconurl varchar(255), avatar numeric(18,0));
INSERT INTO issuetype VALUES
  ('1', 1, 'Bug', NULL, 'A problem which impairs or prevents the functions of the product.', '/images/icons/issuetypes/bug.png', 10019),
  ('2', 2, 'New Feature', NULL, 'A new feature of the product.', '/images/icons/issuetypes/newfeature.png', 10020),
  ('3', 3, 'Task', NULL, 'A task that needs to be done.', '/images/icons/issuetypes/task.png', 10021),
  ('4', 4, 'Improvement', NULL, 'An improvement or enhancement.', '/images/icons/issuetypes/improvement.png', 10022),
  ('5', 5, 'Sub-task', 'jira_subtask', 'The sub-task of the issue', '/images/icons/issuetypes/subtask.png', 10023),
  ('10000', 6, 'Epic', NULL, 'Created by Jira Software - do not edit or delete.', NULL, 10024),
  ('10001', 7, 'Story', NULL, 'Created by Jira Software - do not edit or delete.', NULL, 10025),
  ('10002', 8, 'Service Request', NULL, NULL, NULL, 10026);
CREATE TABLE priority (id varchar(60) PRIMARY KEY, sequence numeric(18,0), pname varchar(60), description text, iconurl varchar(255),
  status_color varchar(60));
INSERT INTO priority VALUES ('1', 1, 'Highest', 'This problem will block progress.', '/images/icons/priorities/highest.svg', '#d04437'),
  ('2', 2, 'High', 'Serious problem that could block progress.', '/images/icons/priorities/high.svg', '#f15C75'),
  ('3', 3, 'Medium', 'Has the potential to affect progress.', '/images/icons/priorities/medium.svg', '#f79232'),
  ('4', 4, 'Low', 'Minor problem or easily worked around.', '/images/icons/priorities/low.svg', '#707070'),
  ('5', 5, 'Lowest', 'Trivial problem with little or no impact on progress.', '/images/icons/priorities/lowest.svg', '#999999');
CREATE TABLE resolution (id varchar(60) PRIMARY KEY, sequence numeric(18,0), pname varchar(60), description text, iconurl varchar(255));
INSERT INTO resolution VALUES ('1', 1, 'Fixed', 'A fix for this issue is checked in.', NULL), ('2', 2, 'Won''t Fix', NULL, NULL),
  ('3', 3, 'Duplicate', NULL, NULL), ('4', 4, 'Incomplete', NULL, NULL), ('5', 5, 'Cannot Reproduce', NULL, NULL),
  ('10000', 6, 'Done', 'Work has been completed on this issue.', NULL), ('10001', 7, 'Won''t Do', NULL, NULL);
CREATE TABLE issuestatus (id varchar(60) PRIMARY KEY, sequence numeric(18,0), pname varchar(60), description text, iconurl varchar(255),
  statuscategory numeric(18,0));
INSERT INTO issuestatus VALUES ('1', 1, 'Open', NULL, '/images/icons/statuses/open.png', 2),
  ('3', 3, 'In Progress', NULL, '/images/icons/statuses/inprogress.png', 4), ('4', 4, 'Reopened', NULL, NULL, 2),
  ('5', 5, 'Resolved', NULL, NULL, 3), ('6', 6, 'Closed', NULL, NULL, 3), ('10000', 7, 'To Do', NULL, NULL, 2),
  ('10001', 8, 'Done', NULL, NULL, 3), ('10002', 9, 'In Review', NULL, NULL, 4);

CREATE TABLE component (id numeric(18,0) PRIMARY KEY, project numeric(18,0), cname varchar(255), description text, url varchar(255),
  lead varchar(255), assigneetype numeric(18,0), archived varchar(10), deleted varchar(10));
INSERT INTO component
SELECT 10000 + g - 1, 10000 + (g * 7) % 20, (ARRAY['Backend', 'Frontend', 'Database', 'UI', 'Docs', 'Build', 'Auth', 'Reports'])[1 + g % 8],
       NULL, NULL, CASE WHEN g % 3 = 0 THEN pg_temp.ukey(pg_temp.sk(60, 1.4)) END, CASE WHEN g % 3 = 0 THEN 1 ELSE 0 END, 'N', 'N'
  FROM generate_series(1, 60) g;

CREATE TABLE projectversion (id numeric(18,0) PRIMARY KEY, project numeric(18,0), vname varchar(255), description text,
  sequence numeric(18,0), released varchar(10), archived varchar(10), url varchar(255), startdate timestamptz, releasedate timestamptz);
INSERT INTO projectversion
SELECT 10000 + g - 1, 10000 + (g - 1) % 17, (1 + (g - 1) / 17) || '.' || (g % 3) || '.0', NULL, 1 + (g - 1) / 17,
       CASE WHEN g < 60 THEN 'true' END, CASE WHEN g < 25 THEN 'true' END, NULL,
       '2019-01-01'::timestamptz + g * interval '11 days', '2019-02-01'::timestamptz + g * interval '11 days'
  FROM generate_series(1, 85) g;

CREATE TABLE os_wfentry (id numeric(18,0) PRIMARY KEY, name varchar(255), initialized numeric(9,0), state numeric(9,0));

CREATE TABLE jiraissue (id numeric(18,0) PRIMARY KEY, pkey varchar(255), issuenum numeric(18,0), project numeric(18,0),
  reporter varchar(255), assignee varchar(255), creator varchar(255), issuetype varchar(255), summary varchar(255), description text,
  environment text, priority varchar(255), resolution varchar(255), issuestatus varchar(255), created timestamptz, updated timestamptz,
  duedate timestamptz, resolutiondate timestamptz, votes numeric(18,0), watches numeric(18,0), timeoriginalestimate numeric(18,0),
  timeestimate numeric(18,0), timespent numeric(18,0), workflow_id numeric(18,0), security numeric(18,0), fixfor numeric(18,0),
  component numeric(18,0), archived char(1), archivedby varchar(255), archiveddate timestamptz);
CREATE TEMP TABLE iss AS
SELECT g, 10000 + g - 1 AS id, 10000 + pg_temp.sk(20, 1.8) - 1 AS project, pg_temp.actor() AS reporter,
       CASE WHEN random() < 0.17 THEN NULL ELSE pg_temp.ukey(pg_temp.sk(150, 1.6)) END AS assignee,
       (ARRAY['1', '3', '1', '3', '4', '5', '10000', '10001', '10001', '10002'])[pg_temp.r(10)] AS issuetype,
       (ARRAY['3', '3', '3', '2', '4', '1', '5', '2'])[pg_temp.r(8)] AS priority,
       random() AS rs, pg_temp.r(900) AS age
  FROM generate_series(1, 3100) g WHERE g % 37 <> 0;
INSERT INTO os_wfentry SELECT 10099 + g + g / 400, 'classic default workflow', 0, 1 FROM iss ORDER BY g;
INSERT INTO jiraissue
SELECT id, NULL, row_number() OVER (PARTITION BY project ORDER BY id), project, reporter, assignee,
       CASE WHEN g % 9 = 0 THEN pg_temp.ukey(1) ELSE reporter END, issuetype,
       'Issue summary ' || g, CASE WHEN g % 4 <> 0 THEN 'Steps to reproduce ' || g END, NULL, priority,
       CASE WHEN rs < 0.55 THEN (ARRAY['1', '10000', '10000', '2', '3', '5', '10001', '1'])[1 + g % 8] END,
       CASE WHEN rs < 0.55 THEN (ARRAY['5', '6', '10001'])[1 + g % 3] WHEN rs < 0.7 THEN (ARRAY['3', '10002'])[1 + g % 2]
            WHEN rs < 0.75 THEN '4' ELSE (ARRAY['1', '10000'])[1 + g % 2] END,
       '2021-01-01'::timestamptz + (g * interval '7 hours'), '2021-01-01'::timestamptz + (g * interval '7 hours') + age * interval '1 hour',
       CASE WHEN g % 6 = 0 THEN '2022-06-01'::timestamptz + g * interval '5 hours' END,
       CASE WHEN rs < 0.55 THEN '2021-01-01'::timestamptz + (g * interval '7 hours') + age * interval '1 hour' END,
       CASE WHEN g % 10 = 0 THEN g % 4 ELSE 0 END, 1 + g % 3,
       CASE WHEN g % 5 = 0 THEN 3600 * (1 + g % 16) END, CASE WHEN g % 5 = 0 THEN 1800 * (g % 8) END,
       CASE WHEN g % 5 = 0 THEN 3600 * (g % 12) END, 10099 + g + g / 400, NULL, NULL, NULL, 'N', NULL, NULL
  FROM iss ORDER BY g;
UPDATE project p SET pcounter = (SELECT coalesce(max(issuenum), 0) FROM jiraissue i WHERE i.project = p.id);

CREATE TABLE os_currentstep (id numeric(18,0) PRIMARY KEY, entry_id numeric(18,0), step_id numeric(9,0), action_id numeric(9,0),
  owner varchar(60), start_date timestamptz, due_date timestamptz, finish_date timestamptz, status varchar(60), caller varchar(60));
INSERT INTO os_currentstep
SELECT 10000 + row_number() OVER (ORDER BY i.id), i.workflow_id,
       CASE i.issuestatus WHEN '1' THEN 1 WHEN '3' THEN 3 WHEN '4' THEN 5 WHEN '5' THEN 4 WHEN '6' THEN 6 ELSE 1 END,
       0, '', i.updated, NULL, NULL, CASE WHEN i.issuestatus IN ('5', '6', '10001') THEN 'Closed' ELSE 'Open' END, NULL
  FROM jiraissue i ORDER BY i.id;
CREATE TABLE os_historystep (id numeric(18,0) PRIMARY KEY, entry_id numeric(18,0), step_id numeric(9,0), action_id numeric(9,0),
  owner varchar(60), start_date timestamptz, due_date timestamptz, finish_date timestamptz, status varchar(60), caller varchar(60));
INSERT INTO os_historystep
SELECT 10000 + row_number() OVER (ORDER BY i.id, s), i.workflow_id, s, 4 + s, '', i.created + s * interval '1 day', NULL,
       i.created + (s + 1) * interval '1 day', 'Finished', pg_temp.actor()
  FROM jiraissue i, generate_series(1, 1 + i.id::int % 3) s WHERE i.issuestatus NOT IN ('1', '10000')
 ORDER BY i.id, s;

CREATE TABLE nodeassociation (source_node_id numeric(18,0), source_node_entity varchar(60), sink_node_id numeric(18,0),
  sink_node_entity varchar(60), association_type varchar(60), sequence numeric(9,0),
  PRIMARY KEY (source_node_id, source_node_entity, sink_node_id, sink_node_entity, association_type));
INSERT INTO nodeassociation
SELECT DISTINCT i.id, 'Issue', c.id, 'Component', 'IssueComponent', NULL::numeric
  FROM jiraissue i JOIN component c ON c.project = i.project WHERE (i.id + c.id * 3) % 4 = 0;
INSERT INTO nodeassociation
SELECT DISTINCT i.id, 'Issue', v.id, 'Version', t, NULL::numeric
  FROM jiraissue i JOIN projectversion v ON v.project = i.project,
       unnest(ARRAY['IssueFixVersion', 'IssueVersion']) t
 WHERE (i.id + v.id * 5 + length(t)) % 9 = 0;
INSERT INTO nodeassociation
SELECT p.id, 'Project', s, e, 'ProjectScheme', NULL
  FROM project p, LATERAL (VALUES (CASE WHEN p.id % 3 = 0 THEN 0 ELSE 10000 + p.id % 2 END, 'PermissionScheme'),
                                  (CASE WHEN p.id % 4 = 0 THEN 10100 ELSE 10000 END, 'NotificationScheme')) x(s, e);

CREATE TABLE issuelinktype (id numeric(18,0) PRIMARY KEY, linkname varchar(255), inward varchar(255), outward varchar(255),
  pstyle varchar(60));
INSERT INTO issuelinktype VALUES (10000, 'Blocks', 'is blocked by', 'blocks', NULL), (10001, 'Cloners', 'is cloned by', 'clones', NULL),
  (10002, 'Duplicate', 'is duplicated by', 'duplicates', NULL), (10003, 'Relates', 'relates to', 'relates to', NULL),
  (10100, 'jira_subtask_link', 'jira_subtask_inward', 'jira_subtask_outward', 'jira_subtask'),
  (10200, 'Epic-Story Link', 'has Epic', 'is Epic of', 'jira_gh_epic_story');
CREATE TABLE issuelink (id numeric(18,0) PRIMARY KEY, linktype numeric(18,0), source numeric(18,0), destination numeric(18,0),
  sequence numeric(18,0));
INSERT INTO issuelink
SELECT 10000 + row_number() OVER (ORDER BY s.id), CASE WHEN s.issuetype = '5' THEN 10100 WHEN s.issuetype = '10001' THEN 10200 END,
       p.id, s.id, CASE WHEN s.issuetype = '5' THEN 1 END
  FROM jiraissue s JOIN LATERAL (SELECT max(i.id) AS id FROM jiraissue i
                                  WHERE i.project = s.project AND i.id < s.id
                                    AND i.issuetype = CASE s.issuetype WHEN '5' THEN '3' ELSE '10000' END) p ON p.id IS NOT NULL
 WHERE s.issuetype = '5' OR (s.issuetype = '10001' AND s.id % 2 = 0);
INSERT INTO issuelink
SELECT (SELECT max(id) FROM issuelink) + g, 10000 + (ARRAY[0, 1, 2, 3, 3, 3])[pg_temp.r(6)], a, b, NULL
  FROM (SELECT g, 10000 + pg_temp.r(3100) - 1 AS a, 10000 + pg_temp.r(3100) - 1 AS b FROM generate_series(1, 500) g) x
 WHERE a <> b AND EXISTS (SELECT 1 FROM jiraissue WHERE id = a) AND EXISTS (SELECT 1 FROM jiraissue WHERE id = b);

CREATE TABLE fieldconfiguration (id numeric(18,0) PRIMARY KEY, configname varchar(255), description text, fieldid varchar(60),
  customfield numeric(18,0));
CREATE TABLE customfield (id numeric(18,0) PRIMARY KEY, cfkey varchar(255), customfieldtypekey varchar(255),
  customfieldsearcherkey varchar(255), cfname varchar(255), description text, defaultvalue varchar(255), fieldtype numeric(18,0),
  project numeric(18,0), issuetype varchar(255));
INSERT INTO customfield
SELECT 10000 + g - 1, NULL, 'com.atlassian.jira.plugin.system.customfieldtypes:' || t, NULL, n, NULL, NULL, NULL, NULL, NULL
  FROM unnest(ARRAY['select', 'userpicker', 'textfield', 'float', 'datepicker', 'multiselect', 'cascadingselect', 'labels',
                    'textarea', 'select'],
              ARRAY['Severity', 'QA Contact', 'Customer', 'Story Points', 'Target Date', 'Platforms', 'Region', 'Tags', 'Notes',
                    'Environment Type']) WITH ORDINALITY AS u(t, n, g);
DELETE FROM customfield WHERE id IN (10002, 10008); -- two custom fields deleted later, their values left behind
INSERT INTO fieldconfiguration SELECT 10100 + (id - 10000), 'Default Configuration for ' || cfname, NULL, 'customfield_' || id, NULL
  FROM customfield ORDER BY id;
CREATE TABLE customfieldoption (id numeric(18,0) PRIMARY KEY, customfield numeric(18,0), customfieldconfig numeric(18,0),
  parentoptionid numeric(18,0), sequence numeric(18,0), customvalue varchar(255), optiontype varchar(60), disabled varchar(60));
INSERT INTO customfieldoption
SELECT 10000 + row_number() OVER (ORDER BY c.id, o), c.id, 10100 + (c.id - 10000), NULL, o - 1, c.cfname || ' option ' || o, NULL, 'N'
  FROM customfield c, generate_series(1, 6) o WHERE c.customfieldtypekey ~ '(select|multiselect|cascadingselect)$' ORDER BY c.id, o;
INSERT INTO customfieldoption
SELECT (SELECT max(id) FROM customfieldoption) + row_number() OVER (ORDER BY p.id, o), p.customfield, p.customfieldconfig, p.id, o - 1,
       'City ' || p.id || '-' || o, NULL, 'N'
  FROM customfieldoption p, generate_series(1, 3) o WHERE p.customfield = 10006 ORDER BY p.id, o;

CREATE TABLE customfieldvalue (id numeric(18,0) PRIMARY KEY, issue numeric(18,0), customfield numeric(18,0), updated numeric(18,0),
  parentkey varchar(255), stringvalue varchar(255), numbervalue double precision, textvalue text, datevalue timestamptz,
  valuetype varchar(255));
INSERT INTO customfieldvalue
SELECT 10000 + row_number() OVER (ORDER BY i.id, f), i.id, 10000 + f,
       NULL, NULL,
       CASE f WHEN 0 THEN (SELECT min(id) FROM customfieldoption WHERE customfield = 10000)::text || ''
              WHEN 1 THEN pg_temp.ukey(1 + (i.id::int * 13) % 150) WHEN 2 THEN 'Customer ' || i.id % 40
              WHEN 5 THEN (10000 + 6 + i.id::int % 6)::text WHEN 9 THEN 'Production' END,
       CASE f WHEN 3 THEN (i.id::int % 13)::float8 END, CASE WHEN f IN (8) THEN 'note ' || i.id END,
       CASE f WHEN 4 THEN i.created + interval '30 days' END, NULL
  FROM jiraissue i, generate_series(0, 9) f WHERE (i.id::int * 7 + f * 3) % 5 < 2;

CREATE TABLE changegroup (id numeric(18,0) PRIMARY KEY, issueid numeric(18,0), author varchar(255), created timestamptz);
INSERT INTO changegroup
SELECT 10000 + row_number() OVER (ORDER BY i.id, s), i.id, CASE WHEN (i.id::int + s) % 23 = 0 THEN NULL ELSE pg_temp.actor() END,
       i.created + s * interval '5 hours'
  FROM jiraissue i, generate_series(1, 1 + i.id::int % 3) s ORDER BY i.id, s;
CREATE TABLE changeitem (id numeric(18,0) PRIMARY KEY, groupid numeric(18,0), fieldtype varchar(255), field varchar(255),
  oldvalue text, oldstring text, newvalue text, newstring text);
INSERT INTO changeitem
SELECT 10000 + row_number() OVER (ORDER BY g.id, k), g.id, 'jira', (ARRAY['status', 'assignee', 'resolution'])[k],
       CASE k WHEN 1 THEN '1' END, CASE k WHEN 1 THEN 'Open' END,
       CASE k WHEN 1 THEN '3' WHEN 2 THEN pg_temp.ukey(1 + g.id::int % 150) ELSE '10000' END,
       CASE k WHEN 1 THEN 'In Progress' WHEN 2 THEN 'someone' ELSE 'Done' END
  FROM changegroup g, generate_series(1, 1 + g.id::int % 2) k ORDER BY g.id, k;

CREATE TABLE jiraaction (id numeric(18,0) PRIMARY KEY, issueid numeric(18,0), author varchar(255), actiontype varchar(255),
  actionlevel varchar(255), rolelevel numeric(18,0), actionbody text, created timestamptz, updateauthor varchar(255),
  updated timestamptz, actionnum numeric(18,0));
INSERT INTO jiraaction
SELECT 10000 + row_number() OVER (ORDER BY x.iid, x.g), x.iid, x.a, 'comment', CASE WHEN x.g % 40 = 0 THEN 'jira-administrators' END,
       CASE WHEN x.g % 55 = 0 THEN 10002 END, 'Comment body ' || x.g, '2021-02-01'::timestamptz + x.g * interval '5 hours',
       CASE WHEN x.g % 8 = 0 THEN pg_temp.actor() ELSE x.a END, '2021-02-01'::timestamptz + x.g * interval '6 hours', NULL
  FROM (SELECT g, (SELECT id FROM jiraissue ORDER BY id OFFSET pg_temp.sk(3000, 1.3) - 1 LIMIT 1) AS iid, pg_temp.actor() AS a
          FROM generate_series(1, 4000) g) x
 WHERE x.iid IS NOT NULL ORDER BY x.iid, x.g;

CREATE TABLE worklog (id numeric(18,0) PRIMARY KEY, issueid numeric(18,0), author varchar(255), grouplevel varchar(255),
  rolelevel numeric(18,0), worklogbody text, created timestamptz, updateauthor varchar(255), updated timestamptz,
  startdate timestamptz, timeworked numeric(18,0));
INSERT INTO worklog
SELECT 10000 + row_number() OVER (ORDER BY i.id, s), i.id, a, NULL, NULL, CASE WHEN s % 2 = 0 THEN 'worked on it' END,
       i.created + s * interval '1 day', a, i.created + s * interval '1 day', i.created + s * interval '1 day', 900 * (1 + (i.id::int + s) % 16)
  FROM jiraissue i, generate_series(1, 1 + i.id::int % 2) s, LATERAL (SELECT pg_temp.ukey(pg_temp.sk(150, 1.5) + 0 * s) AS a) u
 WHERE i.timespent IS NOT NULL ORDER BY i.id, s;

CREATE TABLE label (id numeric(18,0) PRIMARY KEY, fieldid numeric(18,0), issue numeric(18,0), label varchar(255));
INSERT INTO label
SELECT 10000 + row_number() OVER (ORDER BY i.id, l), NULL, i.id, l
  FROM jiraissue i, unnest(ARRAY['frontend', 'backend', 'regression', 'tech-debt', 'customer', 'security', 'perf']) WITH ORDINALITY u(l, n)
 WHERE (i.id::int * 3 + n * 7) % 11 = 0 ORDER BY i.id, l;

CREATE TABLE fileattachment (id numeric(18,0) PRIMARY KEY, issueid numeric(18,0), mimetype varchar(255), filename varchar(255),
  created timestamptz, filesize numeric(18,0), author varchar(255), zip numeric(9,0), thumbnailable numeric(9,0));
INSERT INTO fileattachment
SELECT 10000 + row_number() OVER (ORDER BY i.id), i.id, (ARRAY['image/png', 'text/plain', 'application/pdf'])[1 + i.id::int % 3],
       'file' || i.id || (ARRAY['.png', '.log', '.pdf'])[1 + i.id::int % 3], i.created + interval '2 hours',
       1000 + (i.id::int * 97) % 900000, i.reporter, 0, CASE WHEN i.id::int % 3 = 0 THEN 1 ELSE 0 END
  FROM jiraissue i WHERE i.id::int % 5 = 1 ORDER BY i.id;

CREATE TABLE userassociation (source_name varchar(60), sink_node_id numeric(18,0), sink_node_entity varchar(60),
  association_type varchar(60), sequence numeric(9,0), created timestamptz,
  PRIMARY KEY (source_name, sink_node_id, sink_node_entity, association_type));
INSERT INTO userassociation
SELECT DISTINCT ON (k, i.id, t) k, i.id, 'Issue', t, NULL::numeric, i.created
  FROM jiraissue i, unnest(ARRAY['WatchIssue', 'VoteIssue']) t,
       LATERAL (VALUES (i.reporter), (i.assignee), (pg_temp.ukey(1 + (i.id::int * 11) % 150))) v(k)
 WHERE k IS NOT NULL AND (t = 'WatchIssue' OR (i.id::int + length(k)) % 9 = 0);

ALTER TABLE cwd_user ADD FOREIGN KEY (directory_id) REFERENCES cwd_directory;
ALTER TABLE cwd_group ADD FOREIGN KEY (directory_id) REFERENCES cwd_directory;
ALTER TABLE cwd_membership ADD FOREIGN KEY (directory_id) REFERENCES cwd_directory;
ALTER TABLE cwd_membership ADD FOREIGN KEY (parent_id) REFERENCES cwd_group;
ALTER TABLE cwd_membership ADD FOREIGN KEY (child_id) REFERENCES cwd_user;
ALTER TABLE project ADD FOREIGN KEY (lead) REFERENCES app_user (user_key);
ALTER TABLE project ADD FOREIGN KEY (avatar) REFERENCES avatar;
ALTER TABLE project_key ADD FOREIGN KEY (project_id) REFERENCES project;
ALTER TABLE issuetype ADD FOREIGN KEY (avatar) REFERENCES avatar;
ALTER TABLE component ADD FOREIGN KEY (project) REFERENCES project;
ALTER TABLE component ADD FOREIGN KEY (lead) REFERENCES app_user (user_key);
ALTER TABLE projectversion ADD FOREIGN KEY (project) REFERENCES project;
ALTER TABLE jiraissue ADD FOREIGN KEY (project) REFERENCES project;
ALTER TABLE jiraissue ADD FOREIGN KEY (reporter) REFERENCES app_user (user_key);
ALTER TABLE jiraissue ADD FOREIGN KEY (assignee) REFERENCES app_user (user_key);
ALTER TABLE jiraissue ADD FOREIGN KEY (creator) REFERENCES app_user (user_key);
ALTER TABLE jiraissue ADD FOREIGN KEY (issuetype) REFERENCES issuetype;
ALTER TABLE jiraissue ADD FOREIGN KEY (priority) REFERENCES priority;
ALTER TABLE jiraissue ADD FOREIGN KEY (resolution) REFERENCES resolution;
ALTER TABLE jiraissue ADD FOREIGN KEY (issuestatus) REFERENCES issuestatus;
ALTER TABLE jiraissue ADD FOREIGN KEY (workflow_id) REFERENCES os_wfentry;
ALTER TABLE os_currentstep ADD FOREIGN KEY (entry_id) REFERENCES os_wfentry;
ALTER TABLE os_historystep ADD FOREIGN KEY (entry_id) REFERENCES os_wfentry;
ALTER TABLE os_historystep ADD FOREIGN KEY (caller) REFERENCES app_user (user_key);
ALTER TABLE issuelink ADD FOREIGN KEY (linktype) REFERENCES issuelinktype;
ALTER TABLE issuelink ADD FOREIGN KEY (source) REFERENCES jiraissue;
ALTER TABLE issuelink ADD FOREIGN KEY (destination) REFERENCES jiraissue;
ALTER TABLE customfieldoption ADD FOREIGN KEY (customfield) REFERENCES customfield;
ALTER TABLE customfieldoption ADD FOREIGN KEY (customfieldconfig) REFERENCES fieldconfiguration;
ALTER TABLE customfieldoption ADD FOREIGN KEY (parentoptionid) REFERENCES customfieldoption;
ALTER TABLE customfieldvalue ADD FOREIGN KEY (issue) REFERENCES jiraissue;
ALTER TABLE changegroup ADD FOREIGN KEY (issueid) REFERENCES jiraissue;
ALTER TABLE changegroup ADD FOREIGN KEY (author) REFERENCES app_user (user_key);
ALTER TABLE changeitem ADD FOREIGN KEY (groupid) REFERENCES changegroup;
ALTER TABLE jiraaction ADD FOREIGN KEY (issueid) REFERENCES jiraissue;
ALTER TABLE jiraaction ADD FOREIGN KEY (author) REFERENCES app_user (user_key);
ALTER TABLE jiraaction ADD FOREIGN KEY (updateauthor) REFERENCES app_user (user_key);
ALTER TABLE worklog ADD FOREIGN KEY (issueid) REFERENCES jiraissue;
ALTER TABLE worklog ADD FOREIGN KEY (author) REFERENCES app_user (user_key);
ALTER TABLE worklog ADD FOREIGN KEY (updateauthor) REFERENCES app_user (user_key);
ALTER TABLE label ADD FOREIGN KEY (issue) REFERENCES jiraissue;
ALTER TABLE fileattachment ADD FOREIGN KEY (issueid) REFERENCES jiraissue;
ALTER TABLE fileattachment ADD FOREIGN KEY (author) REFERENCES app_user (user_key);
ALTER TABLE userassociation ADD FOREIGN KEY (source_name) REFERENCES app_user (user_key);
ALTER TABLE userassociation ADD FOREIGN KEY (sink_node_id) REFERENCES jiraissue;
ANALYZE;
