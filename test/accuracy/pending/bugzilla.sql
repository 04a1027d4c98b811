-- test/accuracy/bugzilla.sql: the core of Bugzilla 5's schema as Bugzilla's own installer creates it in
-- PostgreSQL (Bugzilla/DB/Schema.pm, 5.0), a generated tracker with 3,000 bugs; written for issue 16 as
-- a held-out check (round 13): committed with its truth (bugzilla_truth.csv) BEFORE discovery was ever
-- run on it.
--
-- Its conventions: one schema, public; lower-case names; surrogate serial keys that are NOT all named
-- id: profiles.userid, bugs.bug_id, attachments.attach_id, longdescs.comment_id, series.series_id, the
-- rest id. References by role names that do not name the table: bugs.assigned_to / reporter /
-- qa_contact, longdescs.who, bugs_activity.who, cc.who, attachments.submitter_id, flags.setter_id /
-- requestee_id, components.initialowner / initialqacontact, series.creator, watch.watcher / watched,
-- profiles_activity.userid / who -> profiles.userid; dependencies.blocked / dependson and
-- duplicates.dupe_of / dupe -> bugs.bug_id; bugs_activity.fieldid and profiles_activity.fieldid ->
-- fielddefs.id; fielddefs.visibility_field_id / value_field_id -> fielddefs.id (self, mostly NULL);
-- keywords.keywordid -> keyworddefs.id; flags.type_id -> flagtypes.id; flagtypes.grant_group_id /
-- request_group_id -> groups.id (mostly NULL); series.category / subcategory -> series_categories.id;
-- group_group_map.member_id / grantor_id -> groups.id. All of those are declared (Schema.pm's
-- REFERENCES), as Bugzilla declares them. Key types differ (smallint for products, keyworddefs,
-- flagtypes, classifications, series_categories and the lookups; integer elsewhere), so
-- bugs.product_id and keywords.keywordid are smallint.
-- NOT declared (Bugzilla stores VALUES, not ids): bugs.bug_status, resolution, priority,
-- bug_severity, op_sys, rep_platform hold the text value of lookup tables of the same name
-- (value, with a plain UNIQUE INDEX, as Bugzilla makes all its unique keys except primary keys);
-- resolution is '' for open bugs and the resolution table has a '' row, as Bugzilla's has.
-- bugs.version and bugs.target_milestone are values of versions / milestones within the bug's
-- product (composite (product_id, value) unique index), as is products.defaultmilestone with the
-- product's own id: undeclared composite references. Link tables without a primary key (cc,
-- keywords, dependencies, user_group_map, bug_group_map, group_control_map, watch, series_data)
-- carry only a unique index. Polymorphic or value-only text left out of the truth:
-- longdescs.extra_data (the duplicate's bug id for type 1 comments, an attach_id for type 5),
-- bugs_activity.added / removed (old and new values of any field), fielddefs.name (a column name).
-- series_categories.name repeats every products.name (Bugzilla names a product's chart category
-- after it, by convention, no reference): left out of the truth.
-- Truth corrected after the first measurement, data unchanged: series.subcategory (always 13) and
-- fielddefs.visibility_field_id (always 4, three rows) hold a single value each, which no data can
-- decide; their declared rows are undiscoverable.
-- NULL-heavy references: qa_contact (about 80% NULL), components.initialqacontact, flags.attach_id
-- (bug flags), flags.requestee_id, bugs_activity.attach_id / comment_id. Skew: a few heavy
-- reporters and assignees, userid 1 the admin. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.5013);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE profiles (userid serial PRIMARY KEY, login_name varchar(255) NOT NULL, cryptpassword varchar(128),
  realname varchar(255) NOT NULL DEFAULT '', disabledtext text NOT NULL DEFAULT '', disable_mail boolean NOT NULL DEFAULT false,
  mybugslink boolean NOT NULL DEFAULT true, extern_id varchar(64), is_enabled boolean NOT NULL DEFAULT true,
  last_seen_date timestamp);
CREATE UNIQUE INDEX profiles_login_name_lower_idx ON profiles (lower(login_name));
CREATE UNIQUE INDEX profiles_extern_id_idx ON profiles (extern_id);
INSERT INTO profiles (login_name, cryptpassword, realname, disabledtext, is_enabled, last_seen_date)
SELECT CASE WHEN i = 1 THEN 'admin@example.org' ELSE 'user' || i || '@' || (ARRAY['example.org', 'mozilla.com', 'gmail.com', 'redhat.com'])[1 + i % 4] END,
       substr(md5('pw' || i), 1, 22) || '{SHA-256}', CASE WHEN random() < 0.15 THEN '' ELSE 'User Number ' || i END,
       CASE WHEN i % 37 = 0 THEN 'account closed' ELSE '' END, i % 37 <> 0,
       CASE WHEN random() < 0.7 THEN timestamp '2017-01-01' + pg_temp.r(1500) * interval '1 day' END
  FROM generate_series(1, 600) i;

CREATE TABLE classifications (id smallserial PRIMARY KEY, name varchar(64) NOT NULL, description text, sortkey smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX classifications_name_idx ON classifications (name);
INSERT INTO classifications (name, description, sortkey) VALUES ('Unclassified', 'Not assigned to any classification', 0),
  ('Client Software', 'End-user applications', 100), ('Server Software', 'Services', 200), ('Other', 'Everything else', 300);

CREATE TABLE products (id smallserial PRIMARY KEY, name varchar(64) NOT NULL,
  classification_id smallint NOT NULL DEFAULT 1 REFERENCES classifications (id) ON DELETE CASCADE,
  description text NOT NULL, isactive boolean NOT NULL DEFAULT true, defaultmilestone varchar(64) NOT NULL DEFAULT '---',
  allows_unconfirmed boolean NOT NULL DEFAULT true);
CREATE UNIQUE INDEX products_name_lower_idx ON products (lower(name));
INSERT INTO products (name, classification_id, description, isactive, defaultmilestone, allows_unconfirmed)
SELECT (ARRAY['Firefox', 'Thunderbird', 'Core', 'Toolkit', 'WebTools', 'Bugzilla', 'Infrastructure', 'Calendar', 'SeaMonkey',
              'Testing', 'Documentation', 'TestProduct'])[i], 1 + i % 4, 'The product ' || i, i <> 12,
       CASE WHEN i % 3 = 0 THEN '---' ELSE (i % 3) || '.0' END, i % 5 <> 0
  FROM generate_series(1, 12) i;

CREATE TABLE components (id serial PRIMARY KEY, name varchar(64) NOT NULL,
  product_id smallint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  initialowner integer NOT NULL REFERENCES profiles (userid),
  initialqacontact integer REFERENCES profiles (userid) ON DELETE SET NULL,
  description text NOT NULL, isactive boolean NOT NULL DEFAULT true);
CREATE UNIQUE INDEX components_product_id_idx ON components (product_id, name);
INSERT INTO components (name, product_id, initialowner, initialqacontact, description, isactive)
SELECT (ARRAY['General', 'Untriaged', 'Preferences', 'Networking', 'Layout', 'Security', 'Build Config', 'Installer', 'Search',
              'Bookmarks', 'Theme', 'Accessibility'])[k], p, pg_temp.sk(60, 1.3),
       CASE WHEN random() < 0.45 THEN 1 + pg_temp.r(80) END, 'Component ' || k || ' of product ' || p, random() < 0.95
  FROM generate_series(1, 12) p, generate_series(1, 12) k WHERE k <= 2 + (p * 7) % 9;

CREATE TABLE versions (id serial PRIMARY KEY, value varchar(64) NOT NULL,
  product_id smallint NOT NULL REFERENCES products (id) ON DELETE CASCADE, isactive boolean NOT NULL DEFAULT true);
CREATE UNIQUE INDEX versions_product_id_idx ON versions (product_id, value);
INSERT INTO versions (value, product_id, isactive)
SELECT v, p, true FROM generate_series(1, 12) p,
       unnest(ARRAY['unspecified', 'Trunk', '1.0', '1.1', '2.0', '2.1', '3.0']) WITH ORDINALITY AS u(v, o) WHERE o <= 2 + p % 6;

CREATE TABLE milestones (id serial PRIMARY KEY, product_id smallint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0, isactive boolean NOT NULL DEFAULT true);
CREATE UNIQUE INDEX milestones_product_id_idx ON milestones (product_id, value);
INSERT INTO milestones (product_id, value, sortkey, isactive)
SELECT p, v, o * 10, true FROM generate_series(1, 12) p,
       unnest(ARRAY['---', '1.0', '2.0', 'Future', '3.0', '4.0']) WITH ORDINALITY AS u(v, o) WHERE o <= 3 + p % 4;

-- the value lookups, all of one shape
CREATE TABLE bug_status (id smallserial PRIMARY KEY, value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0,
  isactive boolean NOT NULL DEFAULT true, visibility_value_id smallint, is_open boolean NOT NULL DEFAULT true);
CREATE UNIQUE INDEX bug_status_value_idx ON bug_status (value);
INSERT INTO bug_status (value, sortkey, is_open) VALUES ('UNCONFIRMED', 100, true), ('CONFIRMED', 200, true),
  ('IN_PROGRESS', 300, true), ('RESOLVED', 400, false), ('VERIFIED', 500, false);
CREATE TABLE resolution (id smallserial PRIMARY KEY, value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0,
  isactive boolean NOT NULL DEFAULT true, visibility_value_id smallint);
CREATE UNIQUE INDEX resolution_value_idx ON resolution (value);
INSERT INTO resolution (value, sortkey) VALUES ('', 100), ('FIXED', 200), ('INVALID', 300), ('WONTFIX', 400), ('DUPLICATE', 500),
  ('WORKSFORME', 600), ('MOVED', 700);
CREATE TABLE priority (id smallserial PRIMARY KEY, value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0,
  isactive boolean NOT NULL DEFAULT true, visibility_value_id smallint);
CREATE UNIQUE INDEX priority_value_idx ON priority (value);
INSERT INTO priority (value, sortkey) VALUES ('Highest', 100), ('High', 200), ('Normal', 300), ('Low', 400), ('Lowest', 500), ('---', 600);
CREATE TABLE bug_severity (id smallserial PRIMARY KEY, value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0,
  isactive boolean NOT NULL DEFAULT true, visibility_value_id smallint);
CREATE UNIQUE INDEX bug_severity_value_idx ON bug_severity (value);
INSERT INTO bug_severity (value, sortkey) VALUES ('blocker', 100), ('critical', 200), ('major', 300), ('normal', 400), ('minor', 500),
  ('trivial', 600), ('enhancement', 700);
CREATE TABLE op_sys (id smallserial PRIMARY KEY, value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0,
  isactive boolean NOT NULL DEFAULT true, visibility_value_id smallint);
CREATE UNIQUE INDEX op_sys_value_idx ON op_sys (value);
INSERT INTO op_sys (value, sortkey) VALUES ('All', 100), ('Windows', 200), ('Mac OS', 300), ('Linux', 400), ('Other', 500);
CREATE TABLE rep_platform (id smallserial PRIMARY KEY, value varchar(64) NOT NULL, sortkey smallint NOT NULL DEFAULT 0,
  isactive boolean NOT NULL DEFAULT true, visibility_value_id smallint);
CREATE UNIQUE INDEX rep_platform_value_idx ON rep_platform (value);
INSERT INTO rep_platform (value, sortkey) VALUES ('All', 100), ('PC', 200), ('Macintosh', 300), ('Other', 400);

CREATE TABLE fielddefs (id serial PRIMARY KEY, name varchar(64) NOT NULL, type smallint NOT NULL DEFAULT 0,
  custom boolean NOT NULL DEFAULT false, description text NOT NULL, long_desc varchar(255) NOT NULL DEFAULT '',
  mailhead boolean NOT NULL DEFAULT false, sortkey integer NOT NULL, obsolete boolean NOT NULL DEFAULT false,
  enter_bug boolean NOT NULL DEFAULT false, buglist boolean NOT NULL DEFAULT false,
  visibility_field_id integer REFERENCES fielddefs (id), value_field_id integer REFERENCES fielddefs (id),
  reverse_desc text, is_mandatory boolean NOT NULL DEFAULT false, is_numeric boolean NOT NULL DEFAULT false);
CREATE UNIQUE INDEX fielddefs_name_idx ON fielddefs (name);
INSERT INTO fielddefs (name, type, custom, description, sortkey, buglist)
SELECT n, CASE WHEN n LIKE 'cf_%' THEN 2 ELSE 0 END, n LIKE 'cf_%', initcap(replace(n, '_', ' ')), o * 50, o % 3 = 0
  FROM unnest(ARRAY['bug_id', 'short_desc', 'classification', 'product', 'version', 'rep_platform', 'bug_file_loc', 'op_sys',
                    'bug_status', 'status_whiteboard', 'keywords', 'resolution', 'bug_severity', 'priority', 'component',
                    'assigned_to', 'reporter', 'qa_contact', 'cc', 'dependson', 'blocked', 'attachments.description',
                    'attachments.filename', 'attachments.mimetype', 'attachments.ispatch', 'attachments.isobsolete',
                    'attachments.isprivate', 'attachments.submitter', 'target_milestone', 'creation_ts', 'delta_ts',
                    'longdesc', 'longdescs.isprivate', 'longdescs.count', 'alias', 'everconfirmed', 'reporter_accessible',
                    'cclist_accessible', 'bug_group', 'estimated_time', 'remaining_time', 'deadline', 'commenter',
                    'flagtypes.name', 'requestees.login_name', 'setters.login_name', 'work_time', 'percentage_complete',
                    'content', 'attach_data.thedata', 'owner_idle_time', 'see_also', 'tag', 'last_visit_ts',
                    'comment_tag', 'days_elapsed', 'login_name', 'realname', 'disabledtext', 'disable_mail',
                    'cf_crash_signature', 'cf_due_date', 'cf_os_build', 'cf_fixed_in', 'cf_platform_detail'])
       WITH ORDINALITY AS u(n, o);
UPDATE fielddefs SET visibility_field_id = (SELECT id FROM fielddefs WHERE name = 'product') WHERE name IN ('cf_crash_signature', 'cf_os_build', 'cf_platform_detail');
UPDATE fielddefs SET value_field_id = (SELECT id FROM fielddefs WHERE name = 'op_sys') WHERE name IN ('cf_os_build', 'cf_platform_detail');
UPDATE fielddefs SET value_field_id = (SELECT id FROM fielddefs WHERE name = 'component') WHERE name = 'cf_fixed_in';

CREATE TEMP TABLE devs AS SELECT DISTINCT initialowner AS u FROM components UNION SELECT 1 + i FROM generate_series(1, 60) i;

CREATE TABLE bugs (bug_id serial PRIMARY KEY,
  assigned_to integer NOT NULL REFERENCES profiles (userid), bug_file_loc text NOT NULL DEFAULT '',
  bug_severity varchar(64) NOT NULL, bug_status varchar(64) NOT NULL, creation_ts timestamp, delta_ts timestamp NOT NULL,
  short_desc varchar(255) NOT NULL, op_sys varchar(64) NOT NULL, priority varchar(64) NOT NULL,
  product_id smallint NOT NULL REFERENCES products (id), rep_platform varchar(64) NOT NULL,
  reporter integer NOT NULL REFERENCES profiles (userid), version varchar(64) NOT NULL,
  component_id integer NOT NULL REFERENCES components (id), resolution varchar(64) NOT NULL DEFAULT '',
  target_milestone varchar(64) NOT NULL DEFAULT '---', qa_contact integer REFERENCES profiles (userid),
  status_whiteboard text NOT NULL DEFAULT '', lastdiffed timestamp, everconfirmed boolean NOT NULL,
  reporter_accessible boolean NOT NULL DEFAULT true, cclist_accessible boolean NOT NULL DEFAULT true,
  estimated_time numeric(7, 2) NOT NULL DEFAULT 0, remaining_time numeric(7, 2) NOT NULL DEFAULT 0, deadline date);
CREATE TEMP TABLE b0 AS
SELECT i, c.id AS cid, c.product_id AS pid, c.initialowner, c.initialqacontact,
       timestamp '2015-01-01' + (i * 0.6 + random() * 20) * interval '1 day' AS ts, random() AS st
  FROM generate_series(1, 3000) i,
       LATERAL (SELECT id, product_id, initialowner, initialqacontact FROM components
                 ORDER BY id OFFSET (SELECT floor(count(*) * random() ^ 1.6 + i * 0)::int FROM components) - 0 LIMIT 1) c;
INSERT INTO bugs (bug_id, assigned_to, bug_file_loc, bug_severity, bug_status, creation_ts, delta_ts, short_desc, op_sys, priority,
  product_id, rep_platform, reporter, version, component_id, resolution, target_milestone, qa_contact, status_whiteboard,
  lastdiffed, everconfirmed, estimated_time, remaining_time, deadline)
SELECT i, CASE WHEN random() < 0.6 THEN initialowner ELSE (SELECT u FROM devs ORDER BY random() + i * 0 LIMIT 1) END,
       CASE WHEN random() < 0.2 THEN 'https://example.org/page' || i ELSE '' END,
       (ARRAY['normal', 'normal', 'normal', 'major', 'minor', 'critical', 'enhancement', 'trivial', 'blocker'])[pg_temp.r(9)],
       s.status, ts, ts + pg_temp.r(400) * interval '1 day', 'Bug summary number ' || i,
       (ARRAY['All', 'All', 'Windows', 'Windows', 'Linux', 'Mac OS', 'Other'])[pg_temp.r(7)],
       (ARRAY['---', '---', '---', 'Normal', 'High', 'Low', 'Highest', 'Lowest'])[pg_temp.r(8)], pid,
       (ARRAY['All', 'PC', 'PC', 'Macintosh', 'Other'])[pg_temp.r(5)], pg_temp.sk(600, 2.2),
       (SELECT value FROM versions v WHERE v.product_id = pid ORDER BY random() + i * 0 LIMIT 1), cid,
       CASE WHEN s.status IN ('RESOLVED', 'VERIFIED')
            THEN (ARRAY['FIXED', 'FIXED', 'FIXED', 'INVALID', 'WONTFIX', 'DUPLICATE', 'DUPLICATE', 'WORKSFORME'])[pg_temp.r(8)] ELSE '' END,
       CASE WHEN random() < 0.5 THEN '---' ELSE (SELECT value FROM milestones m WHERE m.product_id = pid ORDER BY random() + i * 0 LIMIT 1) END,
       CASE WHEN random() < 0.5 THEN initialqacontact END,
       CASE WHEN random() < 0.1 THEN '[needs-triage]' ELSE '' END, ts + interval '1 hour', s.status <> 'UNCONFIRMED',
       CASE WHEN random() < 0.1 THEN pg_temp.r(40) ELSE 0 END, 0, CASE WHEN random() < 0.05 THEN ts::date + 30 END
  FROM b0, LATERAL (SELECT CASE WHEN st < 0.15 THEN 'UNCONFIRMED' WHEN st < 0.35 THEN 'CONFIRMED' WHEN st < 0.42 THEN 'IN_PROGRESS'
                                WHEN st < 0.9 THEN 'RESOLVED' ELSE 'VERIFIED' END AS status) s;
SELECT setval('bugs_bug_id_seq', 3000);

CREATE TABLE longdescs (comment_id serial PRIMARY KEY, bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  who integer NOT NULL REFERENCES profiles (userid), bug_when timestamp NOT NULL, work_time numeric(7, 2) NOT NULL DEFAULT 0,
  thetext text NOT NULL, isprivate boolean NOT NULL DEFAULT false, already_wrapped boolean NOT NULL DEFAULT false,
  type smallint NOT NULL DEFAULT 0, extra_data varchar(255));
CREATE TABLE attachments (attach_id serial PRIMARY KEY, bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  creation_ts timestamp NOT NULL, modification_time timestamp NOT NULL, description text NOT NULL, mimetype text NOT NULL,
  ispatch boolean NOT NULL DEFAULT false, filename varchar(255) NOT NULL,
  submitter_id integer NOT NULL REFERENCES profiles (userid), isobsolete boolean NOT NULL DEFAULT false,
  isprivate boolean NOT NULL DEFAULT false);
INSERT INTO attachments (bug_id, creation_ts, modification_time, description, mimetype, ispatch, filename, submitter_id, isobsolete, isprivate)
SELECT b.bug_id, b.creation_ts + k * interval '2 hours', b.creation_ts + k * interval '3 hours', 'Attachment ' || k,
       CASE WHEN k % 3 = 0 THEN 'image/png' ELSE 'text/plain' END, k % 3 <> 0, 'file' || k || '.txt',
       CASE WHEN random() < 0.5 THEN b.assigned_to ELSE b.reporter END, random() < 0.2, random() < 0.03
  FROM bugs b, generate_series(1, 3) k WHERE (b.bug_id * 7 + k) % 10 < 2 ORDER BY b.bug_id, k;
-- comment 0 is the description; the rest by the reporter, assignee or anyone
INSERT INTO longdescs (bug_id, who, bug_when, thetext, isprivate, type, extra_data)
SELECT b.bug_id, CASE WHEN k = 0 THEN b.reporter WHEN random() < 0.5 THEN b.assigned_to ELSE pg_temp.sk(600, 1.8) END,
       b.creation_ts + k * interval '1 day', 'Comment ' || k || ' on bug ' || b.bug_id, random() < 0.02, 0, NULL
  FROM bugs b, generate_series(0, 4) k WHERE k <= (b.bug_id * 13) % 5 ORDER BY b.bug_id, k;
INSERT INTO longdescs (bug_id, who, bug_when, thetext, type, extra_data)
SELECT a.bug_id, a.submitter_id, a.creation_ts, 'Created attachment ' || a.attach_id, 5, a.attach_id::text FROM attachments a;

CREATE TABLE duplicates (dupe_of integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  dupe integer NOT NULL PRIMARY KEY REFERENCES bugs (bug_id) ON DELETE CASCADE);
INSERT INTO duplicates SELECT 1 + floor(random() * (bug_id - 1))::int, bug_id FROM bugs WHERE resolution = 'DUPLICATE' AND bug_id > 1;
INSERT INTO longdescs (bug_id, who, bug_when, thetext, type, extra_data)
SELECT d.dupe, b.assigned_to, b.delta_ts, '*** This bug has been marked as a duplicate of bug ' || d.dupe_of || ' ***', 1, d.dupe_of::text
  FROM duplicates d JOIN bugs b ON b.bug_id = d.dupe;

CREATE TABLE bugs_activity (id serial PRIMARY KEY, bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  attach_id integer REFERENCES attachments (attach_id) ON DELETE CASCADE, who integer NOT NULL REFERENCES profiles (userid),
  bug_when timestamp NOT NULL, fieldid integer NOT NULL REFERENCES fielddefs (id), added varchar(255), removed varchar(255),
  comment_id integer REFERENCES longdescs (comment_id) ON DELETE CASCADE);
INSERT INTO bugs_activity (bug_id, attach_id, who, bug_when, fieldid, added, removed, comment_id)
SELECT b.bug_id, NULL::integer, b.assigned_to, b.creation_ts + interval '5 hours', (SELECT id FROM fielddefs WHERE name = 'bug_status'),
       b.bug_status, 'CONFIRMED', NULL::integer FROM bugs b WHERE b.bug_status IN ('RESOLVED', 'VERIFIED', 'IN_PROGRESS')
UNION ALL
SELECT b.bug_id, NULL, b.assigned_to, b.creation_ts + interval '5 hours', (SELECT id FROM fielddefs WHERE name = 'resolution'),
       b.resolution, '', NULL FROM bugs b WHERE b.resolution <> ''
UNION ALL
SELECT b.bug_id, NULL, pg_temp.sk(600, 1.5), b.creation_ts + interval '2 days', fd.id, 'x', '', NULL
  FROM bugs b CROSS JOIN generate_series(1, 2) k
       CROSS JOIN LATERAL (SELECT (ARRAY['cc', 'priority', 'assigned_to', 'keywords', 'bug_severity', 'status_whiteboard', 'target_milestone',
                                         'blocked', 'dependson', 'cf_crash_signature'])[pg_temp.r(10) + b.bug_id * 0 + k * 0] AS fname OFFSET 0) f
       JOIN fielddefs fd ON fd.name = f.fname
 WHERE (b.bug_id + k) % 3 <> 0
UNION ALL
SELECT a.bug_id, a.attach_id, a.submitter_id, a.modification_time,
       (SELECT id FROM fielddefs WHERE name = (ARRAY['attachments.isobsolete', 'attachments.ispatch', 'attachments.description'])[1 + a.attach_id % 3]),
       '1', '0', NULL FROM attachments a WHERE a.attach_id % 2 = 0
UNION ALL
SELECT l.bug_id, NULL, l.who, l.bug_when, (SELECT id FROM fielddefs WHERE name = 'longdescs.isprivate'), '1', '0', l.comment_id
  FROM longdescs l WHERE l.comment_id % 25 = 0;

CREATE TABLE cc (bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  who integer NOT NULL REFERENCES profiles (userid) ON DELETE CASCADE);
CREATE UNIQUE INDEX cc_bug_id_idx ON cc (bug_id, who);
INSERT INTO cc SELECT DISTINCT b.bug_id, pg_temp.sk(600, 1.7) + k * 0 FROM bugs b, generate_series(1, 3) k WHERE (b.bug_id + k) % 4 <> 0;

CREATE TABLE keyworddefs (id smallserial PRIMARY KEY, name varchar(64) NOT NULL, description text NOT NULL,
  is_active boolean NOT NULL DEFAULT true);
CREATE UNIQUE INDEX keyworddefs_name_idx ON keyworddefs (name);
INSERT INTO keyworddefs (name, description)
SELECT n, 'Keyword ' || n FROM unnest(ARRAY['crash', 'regression', 'perf', 'dataloss', 'hang', 'testcase', 'sec-high', 'sec-low',
  'access', 'intl', 'polish', 'meta', 'qawanted', 'steps-wanted', 'helpwanted', 'good-first-bug', 'leave-open', 'verifyme',
  'dev-doc-needed', 'addon-compat']) n;
CREATE TABLE keywords (bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  keywordid smallint NOT NULL REFERENCES keyworddefs (id) ON DELETE CASCADE);
CREATE UNIQUE INDEX keywords_bug_id_idx ON keywords (bug_id, keywordid);
INSERT INTO keywords SELECT DISTINCT b.bug_id, pg_temp.sk(20, 1.5) + k * 0 FROM bugs b, generate_series(1, 2) k WHERE (b.bug_id * 3 + k) % 5 = 0;

CREATE TABLE dependencies (blocked integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  dependson integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE);
CREATE INDEX dependencies_blocked_idx ON dependencies (blocked, dependson);
INSERT INTO dependencies SELECT DISTINCT b.bug_id, 1 + floor(random() * (b.bug_id - 1))::int FROM bugs b WHERE b.bug_id > 1 AND b.bug_id % 4 = 0;

CREATE TABLE groups (id serial PRIMARY KEY, name varchar(255) NOT NULL, description text NOT NULL, isbuggroup boolean NOT NULL,
  userregexp text NOT NULL DEFAULT '', isactive boolean NOT NULL DEFAULT true, icon_url text);
CREATE UNIQUE INDEX groups_name_idx ON groups (name);
INSERT INTO groups (name, description, isbuggroup)
SELECT n, 'Group ' || n, o > 9 FROM unnest(ARRAY['admin', 'tweakparams', 'editusers', 'creategroups', 'editclassifications',
  'editcomponents', 'editkeywords', 'canconfirm', 'editbugs', 'core-security', 'client-security', 'infra', 'mozilla-employee-confidential',
  'partner-confidential', 'legal', 'webtools-security', 'calendar-security', 'bugzilla-security']) WITH ORDINALITY u(n, o);
CREATE TABLE user_group_map (user_id integer NOT NULL REFERENCES profiles (userid) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE, isbless boolean NOT NULL DEFAULT false,
  grant_type smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX user_group_map_user_id_idx ON user_group_map (user_id, group_id, grant_type, isbless);
INSERT INTO user_group_map SELECT 1, id, false, 0 FROM groups;
INSERT INTO user_group_map SELECT DISTINCT pg_temp.sk(600, 1.4) + k * 0, 7 + pg_temp.r(11), false, (k % 3 = 0)::int * 2
  FROM generate_series(1, 700) k ON CONFLICT DO NOTHING;
CREATE TABLE bug_group_map (bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE);
CREATE UNIQUE INDEX bug_group_map_bug_id_idx ON bug_group_map (bug_id, group_id);
INSERT INTO bug_group_map SELECT bug_id, 10 + bug_id % 9 FROM bugs WHERE bug_id % 11 = 0;
CREATE TABLE group_control_map (group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  product_id smallint NOT NULL REFERENCES products (id) ON DELETE CASCADE, entry boolean NOT NULL DEFAULT false,
  membercontrol smallint NOT NULL DEFAULT 0, othercontrol smallint NOT NULL DEFAULT 0, canedit boolean NOT NULL DEFAULT false,
  editcomponents boolean NOT NULL DEFAULT false, editbugs boolean NOT NULL DEFAULT false, canconfirm boolean NOT NULL DEFAULT false);
CREATE UNIQUE INDEX group_control_map_product_id_idx ON group_control_map (product_id, group_id);
INSERT INTO group_control_map (group_id, product_id, membercontrol, othercontrol)
SELECT g, p, 1 + (g + p) % 3, (g + p) % 2 FROM generate_series(10, 18) g, generate_series(1, 12) p WHERE (g * p) % 4 = 1;
CREATE TABLE group_group_map (member_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  grantor_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE, grant_type smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX group_group_map_member_id_idx ON group_group_map (member_id, grantor_id, grant_type);
INSERT INTO group_group_map SELECT 1, g, t FROM generate_series(2, 18) g, generate_series(0, 2) t;
INSERT INTO group_group_map VALUES (9, 8, 0), (13, 10, 0), (13, 11, 0);

CREATE TABLE flagtypes (id smallserial PRIMARY KEY, name varchar(50) NOT NULL, description text NOT NULL, cc_list varchar(200),
  target_type char(1) NOT NULL DEFAULT 'b', is_active boolean NOT NULL DEFAULT true, is_requestable boolean NOT NULL DEFAULT false,
  is_requesteeble boolean NOT NULL DEFAULT false, is_multiplicable boolean NOT NULL DEFAULT false, sortkey smallint NOT NULL DEFAULT 0,
  grant_group_id integer REFERENCES groups (id) ON DELETE SET NULL, request_group_id integer REFERENCES groups (id) ON DELETE SET NULL);
INSERT INTO flagtypes (name, description, target_type, is_requestable, is_requesteeble, is_multiplicable, sortkey, grant_group_id, request_group_id)
VALUES ('review', 'Code review', 'a', true, true, true, 10, NULL, NULL), ('superreview', 'Super-review', 'a', true, true, true, 20, 9, NULL),
  ('feedback', 'Feedback', 'a', true, true, true, 30, NULL, NULL), ('approval', 'Release approval', 'a', true, false, false, 40, 13, 9),
  ('needinfo', 'Needs information', 'b', true, true, true, 50, NULL, NULL), ('blocking-release', 'Blocks release', 'b', true, false, false, 60, 13, NULL),
  ('in-testsuite', 'Has test', 'b', false, false, false, 70, 9, NULL), ('sec-approval', 'Security approval', 'a', true, false, false, 80, 10, 10),
  ('qe-verify', 'QE verify', 'b', true, false, false, 90, NULL, NULL), ('checkin-needed', 'Ready to land', 'a', true, false, false, 100, NULL, 9);
CREATE TABLE flags (id serial PRIMARY KEY, type_id smallint NOT NULL REFERENCES flagtypes (id) ON DELETE CASCADE,
  status char(1) NOT NULL, bug_id integer NOT NULL REFERENCES bugs (bug_id) ON DELETE CASCADE,
  attach_id integer REFERENCES attachments (attach_id) ON DELETE CASCADE, creation_date timestamp NOT NULL,
  modification_date timestamp, setter_id integer NOT NULL REFERENCES profiles (userid),
  requestee_id integer REFERENCES profiles (userid));
INSERT INTO flags (type_id, status, bug_id, attach_id, creation_date, modification_date, setter_id, requestee_id)
SELECT (ARRAY[1, 1, 1, 2, 3, 4, 8, 10])[1 + a.attach_id % 8], s, a.bug_id, a.attach_id, a.creation_ts, a.modification_time,
       a.submitter_id, CASE WHEN s = '?' THEN pg_temp.sk(60, 1.2) END
  FROM attachments a, LATERAL (SELECT (ARRAY['?', '+', '+', '-'])[pg_temp.r(4) + a.attach_id * 0] s) ss WHERE a.ispatch
UNION ALL
SELECT (ARRAY[5, 5, 6, 7, 9])[1 + b.bug_id % 5], s, b.bug_id, NULL, b.delta_ts, b.delta_ts, pg_temp.sk(600, 1.6),
       CASE WHEN s = '?' AND random() < 0.8 THEN b.reporter END
  FROM bugs b, LATERAL (SELECT (ARRAY['?', '?', '+', '-'])[pg_temp.r(4) + b.bug_id * 0] s) ss WHERE b.bug_id % 6 = 0;

CREATE TABLE series_categories (id smallserial PRIMARY KEY, name varchar(64) NOT NULL);
CREATE UNIQUE INDEX series_categories_name_idx ON series_categories (name);
INSERT INTO series_categories (name) SELECT name FROM products ORDER BY id;
INSERT INTO series_categories (name) VALUES ('-All-'), ('Public'), ('Private');
CREATE TABLE series (series_id serial PRIMARY KEY, creator integer REFERENCES profiles (userid) ON DELETE SET NULL,
  category smallint NOT NULL REFERENCES series_categories (id) ON DELETE CASCADE,
  subcategory smallint NOT NULL REFERENCES series_categories (id) ON DELETE CASCADE,
  name varchar(64) NOT NULL, frequency smallint NOT NULL, query text NOT NULL, is_public boolean NOT NULL DEFAULT false);
CREATE UNIQUE INDEX series_creator_idx ON series (category, subcategory, name);
INSERT INTO series (creator, category, subcategory, name, frequency, query, is_public)
SELECT CASE WHEN s < 6 THEN NULL ELSE pg_temp.sk(40, 1.2) END, p, 13, s2, 1, 'product=' || p || '&bug_status=' || s2, true
  FROM generate_series(1, 12) p, unnest(ARRAY['UNCONFIRMED', 'CONFIRMED', 'IN_PROGRESS', 'RESOLVED', 'VERIFIED', 'FIXED']) WITH ORDINALITY u(s2, s);
CREATE TABLE series_data (series_id integer NOT NULL REFERENCES series (series_id) ON DELETE CASCADE,
  series_date timestamp NOT NULL, series_value integer NOT NULL);
CREATE UNIQUE INDEX series_data_series_id_idx ON series_data (series_id, series_date);
INSERT INTO series_data SELECT series_id, timestamp '2019-01-01' + d * interval '7 days', pg_temp.r(300) FROM series, generate_series(0, 24) d;

CREATE TABLE profiles_activity (id serial PRIMARY KEY, userid integer NOT NULL REFERENCES profiles (userid) ON DELETE CASCADE,
  who integer NOT NULL REFERENCES profiles (userid), profiles_when timestamp NOT NULL,
  fieldid integer NOT NULL REFERENCES fielddefs (id), oldvalue text, newvalue text);
INSERT INTO profiles_activity (userid, who, profiles_when, fieldid, oldvalue, newvalue)
SELECT userid, 1, timestamp '2015-01-01' + userid * interval '1 day', (SELECT id FROM fielddefs WHERE name = 'bug_id'), NULL, now()::date::text
  FROM profiles
UNION ALL
SELECT pg_temp.sk(600, 1.3), 1 + (k % 3), timestamp '2016-01-01' + k * interval '2 days',
       (SELECT id FROM fielddefs WHERE name = (ARRAY['login_name', 'realname', 'disabledtext', 'disable_mail'])[1 + k % 4]), 'old', 'new'
  FROM generate_series(1, 200) k;

CREATE TABLE namedqueries (id serial PRIMARY KEY, userid integer NOT NULL REFERENCES profiles (userid) ON DELETE CASCADE,
  name varchar(64) NOT NULL, query text NOT NULL);
CREATE UNIQUE INDEX namedqueries_userid_idx ON namedqueries (userid, name);
INSERT INTO namedqueries (userid, name, query)
SELECT DISTINCT ON (u, n) u, n, 'bug_status=__open__&assigned_to=' || u FROM
  (SELECT pg_temp.sk(600, 1.5) u, (ARRAY['My Bugs', 'Triage', 'Regressions', 'Security', 'Reviews'])[pg_temp.r(5)] n FROM generate_series(1, 250)) x;

CREATE TABLE watch (watcher integer NOT NULL REFERENCES profiles (userid) ON DELETE CASCADE,
  watched integer NOT NULL REFERENCES profiles (userid) ON DELETE CASCADE);
CREATE UNIQUE INDEX watch_watcher_idx ON watch (watcher, watched);
INSERT INTO watch SELECT DISTINCT pg_temp.r(600), u FROM devs, generate_series(1, 2) k WHERE pg_temp.r(3) = 1 ON CONFLICT DO NOTHING;
