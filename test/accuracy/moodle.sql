-- test/accuracy/moodle.sql: a subset of the Moodle LMS database (tables as lib/db/install.xml and the
-- modules' install.xml create them on PostgreSQL), written for issue 16 as a held-out check (seventh
-- round): committed with its truth (moodle_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: the mdl_ table prefix; every key is a bigint named id; references name their
-- target in many ways: <target>id glued with no separator (userid, courseid, contextid, roleid,
-- enrolid, itemid -> mdl_grade_items, relateduserid, modifierid and usermodified -> mdl_user), or the
-- bare name of the target without id (course -> mdl_course, category -> mdl_course_categories,
-- module -> mdl_modules, section -> mdl_course_sections, forum -> mdl_forum, discussion ->
-- mdl_forum_discussions, assignment -> mdl_assign, parent: self references of categories and
-- posts); times are bigint Unix seconds (timecreated, timemodified, startdate), so big integers sit
-- next to the ids; polymorphic references with no single target (mdl_context.instanceid by
-- contextlevel, mdl_course_modules.instance by module, mdl_grade_items.iteminstance by itemmodule,
-- the log's objectid and contextinstanceid); materialised paths in text ('/1/3/27'); the front page
-- is course 1; guest is user 1 and admin user 2; constant columns that name tables not in this
-- subset (mnethostid 1, groupid -1 or 0, groupingid 0). Moodle declares no foreign key in the
-- database: the references here are those of its install.xml keys, declared so that the truth is
-- explicit, where Moodle stores 0 for "none" (a top category's parent, a first post's parent, the
-- front page's category) this subset stores NULL so that they can be declared. Skewed: course
-- sizes, a few teachers grade most work, a few discussions draw most posts. Not declared in
-- install.xml and holding on every row: a discussion's firstpost -> mdl_forum_posts (undeclared).
-- Deterministic: setseed, no parallel plans.
-- The log's (contextlevel, contextinstanceid) names its own context row by mdl_context's unique
-- (contextlevel, instanceid) on every row (the row contextid names): listed as an undeclared truth
-- (corrected after the first measurement, data unchanged).
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.405);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- Unix seconds of day d after 2021-09-01
CREATE FUNCTION pg_temp.ts(d float8) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT 1630454400 + (d * 86400)::bigint $$;

CREATE TABLE mdl_user (
  id bigint PRIMARY KEY, auth varchar(20) NOT NULL DEFAULT 'manual', confirmed smallint NOT NULL DEFAULT 0,
  policyagreed smallint NOT NULL DEFAULT 0, deleted smallint NOT NULL DEFAULT 0, suspended smallint NOT NULL DEFAULT 0,
  mnethostid bigint NOT NULL DEFAULT 0, username varchar(100) NOT NULL, password varchar(255) NOT NULL,
  idnumber varchar(255) NOT NULL DEFAULT '', firstname varchar(100) NOT NULL, lastname varchar(100) NOT NULL,
  email varchar(100) NOT NULL, emailstop smallint NOT NULL DEFAULT 0, phone1 varchar(20) NOT NULL DEFAULT '',
  institution varchar(255) NOT NULL DEFAULT '', department varchar(255) NOT NULL DEFAULT '', city varchar(120) NOT NULL DEFAULT '',
  country varchar(2) NOT NULL DEFAULT '', lang varchar(30) NOT NULL DEFAULT 'en', timezone varchar(100) NOT NULL DEFAULT '99',
  firstaccess bigint NOT NULL DEFAULT 0, lastaccess bigint NOT NULL DEFAULT 0, lastlogin bigint NOT NULL DEFAULT 0,
  currentlogin bigint NOT NULL DEFAULT 0, lastip varchar(45) NOT NULL DEFAULT '', picture bigint NOT NULL DEFAULT 0,
  description text, timecreated bigint NOT NULL DEFAULT 0, timemodified bigint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX mdl_user_mneuse_uix ON mdl_user (mnethostid, username);
-- 1 guest, 2 admin, 3..62 teachers, 63..3200 students
INSERT INTO mdl_user (id, auth, confirmed, policyagreed, deleted, suspended, mnethostid, username, password, idnumber,
                      firstname, lastname, email, city, country, firstaccess, lastaccess, lastlogin, currentlogin,
                      lastip, picture, description, timecreated, timemodified)
SELECT u, CASE WHEN u > 62 AND u % 4 = 0 THEN 'ldap' ELSE 'manual' END, 1, 1, (u % 97 = 0)::int, (u % 61 = 0)::int, 1,
       CASE u WHEN 1 THEN 'guest' WHEN 2 THEN 'admin' ELSE 's' || (100000 + u * 37) END,
       '$2y$10$' || md5('pw' || u), CASE WHEN u > 62 THEN (2020000 + u)::text ELSE '' END,
       (ARRAY['Anna','Ben','Chloe','Dan','Eva','Finn','Grace','Hugo','Isla','Jack','Kira','Leo'])[1 + u % 12],
       (ARRAY['Smith','Jones','Brown','Taylor','Wilson','Evans','Thomas','Roberts','Walker','Wright'])[1 + (u * 7) % 10],
       's' || (100000 + u * 37) || '@uni.example.edu', 'Leeds', 'GB', pg_temp.ts(u % 200), pg_temp.ts(300 + u % 100),
       pg_temp.ts(300 + u % 100), pg_temp.ts(301 + u % 100), '10.0.' || u % 250 || '.' || u % 7, 0, NULL,
       pg_temp.ts(-30 + u / 100.0), pg_temp.ts(u % 300)
  FROM generate_series(1, 3200) u;

CREATE TABLE mdl_course_categories (
  id bigint PRIMARY KEY, name varchar(255) NOT NULL, idnumber varchar(100), description text,
  descriptionformat smallint NOT NULL DEFAULT 0, parent bigint REFERENCES mdl_course_categories,
  sortorder bigint NOT NULL DEFAULT 0, coursecount bigint NOT NULL DEFAULT 0, visible smallint NOT NULL DEFAULT 1,
  visibleold smallint NOT NULL DEFAULT 1, timemodified bigint NOT NULL DEFAULT 0, depth bigint NOT NULL DEFAULT 0,
  path varchar(255) NOT NULL DEFAULT '', theme varchar(50));
-- faculties 1..3, departments 4..12 under them, two sub-departments 13, 14
INSERT INTO mdl_course_categories (id, name, idnumber, parent, sortorder, visible, timemodified, depth, path)
SELECT c, (ARRAY['Arts','Science','Engineering','History','English','Philosophy','Physics','Chemistry','Biology',
                 'Civil','Electrical','Mechanical','Year 1 Physics','Year 2 Physics'])[c], 'CAT' || c, p, c * 10000,
       (c <> 12)::int, pg_temp.ts(c), CASE WHEN p IS NULL THEN 1 WHEN c > 12 THEN 3 ELSE 2 END,
       CASE WHEN p IS NULL THEN '/' || c WHEN c > 12 THEN '/2/7/' || c ELSE '/' || p || '/' || c END
  FROM (SELECT c, CASE WHEN c <= 3 THEN NULL WHEN c <= 12 THEN 1 + (c - 4) / 3 ELSE 7 END AS p
          FROM generate_series(1, 14) c) x;

CREATE TABLE mdl_course (
  id bigint PRIMARY KEY, category bigint REFERENCES mdl_course_categories, sortorder bigint NOT NULL DEFAULT 0,
  fullname varchar(1333) NOT NULL, shortname varchar(255) NOT NULL, idnumber varchar(100) NOT NULL DEFAULT '',
  summary text, summaryformat smallint NOT NULL DEFAULT 0, format varchar(21) NOT NULL DEFAULT 'topics',
  showgrades smallint NOT NULL DEFAULT 1, newsitems integer NOT NULL DEFAULT 1, startdate bigint NOT NULL DEFAULT 0,
  enddate bigint NOT NULL DEFAULT 0, marker bigint NOT NULL DEFAULT 0, maxbytes bigint NOT NULL DEFAULT 0,
  visible smallint NOT NULL DEFAULT 1, groupmode smallint NOT NULL DEFAULT 0, defaultgroupingid bigint NOT NULL DEFAULT 0,
  lang varchar(30) NOT NULL DEFAULT '', timecreated bigint NOT NULL DEFAULT 0, timemodified bigint NOT NULL DEFAULT 0,
  enablecompletion smallint NOT NULL DEFAULT 0, cacherev bigint NOT NULL DEFAULT 0, originalcourseid bigint);
-- course 1 is the front page (no category); 2..161 courses in the leaf categories, a few big ones
INSERT INTO mdl_course (id, category, sortorder, fullname, shortname, idnumber, summary, format, newsitems, startdate, enddate,
                        visible, groupmode, timecreated, timemodified, enablecompletion, cacherev)
SELECT c, CASE WHEN c = 1 THEN NULL ELSE (ARRAY[4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 3])[pg_temp.sk(11, 1.4)] END,
       c, CASE WHEN c = 1 THEN 'University of Example Moodle' ELSE 'Course ' || c || ': Topics in study' END,
       CASE WHEN c = 1 THEN 'UEM' ELSE 'C' || (1000 + c * 7) END, CASE WHEN c = 1 THEN '' ELSE 'CRS' || c END, '',
       CASE WHEN c = 1 THEN 'site' WHEN c % 5 = 0 THEN 'weeks' ELSE 'topics' END, CASE WHEN c = 1 THEN 3 ELSE 5 END,
       CASE WHEN c = 1 THEN 0 ELSE pg_temp.ts(c % 3 * 120) END, CASE WHEN c = 1 THEN 0 ELSE pg_temp.ts(c % 3 * 120 + 110) END,
       (c % 23 <> 0)::int, (c % 4 = 0)::int, pg_temp.ts(-20 + c / 10.0), pg_temp.ts(c), (c % 3 = 0)::int, pg_temp.ts(400) + c
  FROM generate_series(1, 161) c;
UPDATE mdl_course_categories SET coursecount = n FROM (SELECT category, count(*) n FROM mdl_course GROUP BY 1) x WHERE id = category;

CREATE TABLE mdl_context (
  id bigint PRIMARY KEY, contextlevel bigint NOT NULL DEFAULT 0, instanceid bigint NOT NULL DEFAULT 0,
  path varchar(255), depth smallint NOT NULL DEFAULT 0, locked smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX mdl_cont_conins_uix ON mdl_context (contextlevel, instanceid);

CREATE TABLE mdl_role (
  id bigint PRIMARY KEY, name varchar(255) NOT NULL DEFAULT '', shortname varchar(100) NOT NULL UNIQUE,
  description text NOT NULL, sortorder bigint NOT NULL UNIQUE, archetype varchar(30) NOT NULL DEFAULT '');
INSERT INTO mdl_role
SELECT r, '', s, '', r, s
  FROM unnest(ARRAY['manager','coursecreator','editingteacher','teacher','student','guest','user','frontpage']) WITH ORDINALITY x(s, r);

CREATE TABLE mdl_modules (
  id bigint PRIMARY KEY, name varchar(20) NOT NULL, cron bigint NOT NULL DEFAULT 0, lastcron bigint NOT NULL DEFAULT 0,
  search varchar(255) NOT NULL DEFAULT '', visible smallint NOT NULL DEFAULT 1);
INSERT INTO mdl_modules (id, name, visible)
SELECT m, n, (n NOT IN ('chat', 'survey'))::int
  FROM unnest(ARRAY['assign','book','chat','choice','data','feedback','folder','forum','glossary','h5pactivity','imscp',
                    'label','lesson','lti','page','quiz','resource','scorm','survey','url','wiki','workshop']) WITH ORDINALITY x(n, m);

CREATE TABLE mdl_course_sections (
  id bigint PRIMARY KEY, course bigint NOT NULL REFERENCES mdl_course, section bigint NOT NULL DEFAULT 0,
  name varchar(255), summary text, summaryformat smallint NOT NULL DEFAULT 0, sequence text,
  visible smallint NOT NULL DEFAULT 1, availability text, timemodified bigint NOT NULL DEFAULT 0);
INSERT INTO mdl_course_sections (id, course, section, name, summary, visible, timemodified)
SELECT row_number() OVER (ORDER BY c, s), c, s, CASE WHEN s > 0 AND c % 3 = 0 THEN 'Week ' || s END, '',
       (s < 9)::int, pg_temp.ts(c)
  FROM generate_series(1, 161) c, generate_series(0, 12) s WHERE s <= CASE WHEN c = 1 THEN 1 ELSE 4 + c % 9 END;

-- ---- activities ----------------------------------------------------------------
CREATE TABLE mdl_assign (
  id bigint PRIMARY KEY, course bigint NOT NULL REFERENCES mdl_course, name varchar(255) NOT NULL, intro text NOT NULL,
  introformat smallint NOT NULL DEFAULT 0, alwaysshowdescription smallint NOT NULL DEFAULT 0,
  nosubmissions smallint NOT NULL DEFAULT 0, submissiondrafts smallint NOT NULL DEFAULT 0,
  sendnotifications smallint NOT NULL DEFAULT 0, duedate bigint NOT NULL DEFAULT 0,
  allowsubmissionsfromdate bigint NOT NULL DEFAULT 0, grade bigint NOT NULL DEFAULT 0, timemodified bigint NOT NULL DEFAULT 0,
  cutoffdate bigint NOT NULL DEFAULT 0, gradingduedate bigint NOT NULL DEFAULT 0, teamsubmission smallint NOT NULL DEFAULT 0,
  teamsubmissiongroupingid bigint NOT NULL DEFAULT 0, blindmarking smallint NOT NULL DEFAULT 0, maxattempts integer NOT NULL DEFAULT -1,
  markingworkflow smallint NOT NULL DEFAULT 0);
INSERT INTO mdl_assign (id, course, name, intro, alwaysshowdescription, submissiondrafts, duedate, allowsubmissionsfromdate,
                        grade, timemodified, cutoffdate, gradingduedate, blindmarking)
SELECT row_number() OVER (ORDER BY c, a), c, 'Assignment ' || a, '<p>Submit your work.</p>', 1, (c % 2)::int,
       pg_temp.ts(c % 3 * 120 + 14 * a), pg_temp.ts(c % 3 * 120 + 14 * a - 10), CASE WHEN a % 5 = 0 THEN -1 ELSE 100 END,
       pg_temp.ts(c % 3 * 120), CASE WHEN c % 4 = 0 THEN pg_temp.ts(c % 3 * 120 + 14 * a + 3) ELSE 0 END,
       pg_temp.ts(c % 3 * 120 + 14 * a + 7), (c % 7 = 0)::int
  FROM generate_series(2, 161) c, generate_series(1, 8) a WHERE a <= 1 + (c * 5) % 7 + (c % 5 = 0)::int;

CREATE TABLE mdl_forum (
  id bigint PRIMARY KEY, course bigint NOT NULL REFERENCES mdl_course, type varchar(20) NOT NULL DEFAULT 'general',
  name varchar(255) NOT NULL, intro text NOT NULL, introformat smallint NOT NULL DEFAULT 0, assessed bigint NOT NULL DEFAULT 0,
  scale bigint NOT NULL DEFAULT 0, maxbytes bigint NOT NULL DEFAULT 0, forcesubscribe smallint NOT NULL DEFAULT 0,
  trackingtype smallint NOT NULL DEFAULT 1, timemodified bigint NOT NULL DEFAULT 0, completionposts integer NOT NULL DEFAULT 0,
  displaywordcount smallint NOT NULL DEFAULT 0, lockdiscussionafter bigint NOT NULL DEFAULT 0, duedate bigint NOT NULL DEFAULT 0);
-- one news forum per course (the front page's too), zero to three more
INSERT INTO mdl_forum (id, course, type, name, intro, assessed, scale, forcesubscribe, timemodified)
SELECT row_number() OVER (ORDER BY c, f), c, CASE WHEN f = 0 THEN 'news' WHEN f = 3 THEN 'qanda' ELSE 'general' END,
       CASE WHEN f = 0 THEN 'Announcements' ELSE 'Discussion forum ' || f END, 'General news and announcements',
       CASE WHEN f > 0 AND c % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN f > 0 AND c % 3 = 0 THEN 100 ELSE 0 END,
       CASE WHEN f = 0 THEN 1 ELSE 0 END, pg_temp.ts(c % 3 * 120)
  FROM generate_series(1, 161) c, generate_series(0, 3) f WHERE f <= CASE WHEN c = 1 THEN 0 ELSE c % 4 END;

-- every activity's course module: assign, forum, and instances of modules whose tables are not in this subset
CREATE TEMP TABLE act AS
SELECT course, 1 AS module, id AS instance FROM mdl_assign
UNION ALL SELECT course, 8, id FROM mdl_forum
UNION ALL SELECT c, m, row_number() OVER (PARTITION BY m ORDER BY c, i)
  FROM generate_series(2, 161) c, generate_series(1, 9) i, LATERAL (SELECT (ARRAY[17, 15, 20, 16, 12, 17, 7, 4, 9])[i] AS m) z
 WHERE i <= 2 + (c * 5) % 8;
CREATE TABLE mdl_course_modules (
  id bigint PRIMARY KEY, course bigint NOT NULL REFERENCES mdl_course, module bigint NOT NULL REFERENCES mdl_modules,
  instance bigint NOT NULL, section bigint NOT NULL REFERENCES mdl_course_sections, idnumber varchar(100),
  added bigint NOT NULL DEFAULT 0, score smallint NOT NULL DEFAULT 0, indent integer NOT NULL DEFAULT 0,
  visible smallint NOT NULL DEFAULT 1, visibleoncoursepage smallint NOT NULL DEFAULT 1, visibleold smallint NOT NULL DEFAULT 1,
  groupmode smallint NOT NULL DEFAULT 0, groupingid bigint NOT NULL DEFAULT 0, completion smallint NOT NULL DEFAULT 0,
  completionexpected bigint NOT NULL DEFAULT 0, showdescription smallint NOT NULL DEFAULT 0, availability text,
  deletioninprogress smallint NOT NULL DEFAULT 0);
INSERT INTO mdl_course_modules (id, course, module, instance, section, idnumber, added, indent, visible, visibleold, completion)
SELECT row_number() OVER (ORDER BY a.course, random()), a.course, a.module, a.instance, s.id, '',
       pg_temp.ts(a.course % 3 * 120 - 5) + a.instance * 60, (a.instance % 5 = 0)::int, (a.instance % 19 <> 0)::int,
       (a.instance % 19 <> 0)::int, (a.course % 3 = 0)::int
  FROM act a
  JOIN LATERAL (SELECT cs.id FROM mdl_course_sections cs
                 WHERE cs.course = a.course AND cs.section = CASE WHEN a.module = 8 AND a.instance IN
                       (SELECT id FROM mdl_forum WHERE type = 'news') THEN 0 ELSE 1 + (a.instance * 7 + a.module) % 4 END) s ON true;
UPDATE mdl_course_sections cs SET sequence = x.seq
  FROM (SELECT section, string_agg(id::text, ',' ORDER BY id) seq FROM mdl_course_modules GROUP BY section) x WHERE x.section = cs.id;
UPDATE mdl_course_sections SET sequence = '' WHERE sequence IS NULL;

-- ---- contexts: system, categories, courses, users, modules, in order of creation ----
INSERT INTO mdl_context (id, contextlevel, instanceid, depth)
SELECT row_number() OVER (ORDER BY t, lvl, inst), lvl, inst, 0
  FROM (SELECT 0 AS t, 10 AS lvl, 0 AS inst
        UNION ALL SELECT 1, 50, 1 UNION ALL SELECT 2, 30, 2 UNION ALL SELECT 3, 30, 1
        UNION ALL SELECT 10 + id, 40, id FROM mdl_course_categories
        UNION ALL SELECT 30 + id, 50, id FROM mdl_course WHERE id > 1
        UNION ALL SELECT 30 + id / 20.0, 30, id FROM mdl_user WHERE id > 2
        UNION ALL SELECT 30 + course + 0.5, 70, id FROM mdl_course_modules) x;
UPDATE mdl_context c SET path = '/1', depth = 1 WHERE contextlevel = 10;
UPDATE mdl_context c SET path = '/1/' || c.id, depth = 2 WHERE contextlevel = 30 OR (contextlevel = 40 AND instanceid <= 3)
    OR (contextlevel = 50 AND instanceid = 1);
UPDATE mdl_context c SET path = p.path || '/' || c.id, depth = p.depth + 1
  FROM mdl_course_categories cc, mdl_context p
 WHERE c.contextlevel = 40 AND cc.id = c.instanceid AND cc.parent IS NOT NULL AND cc.parent <= 3
   AND p.contextlevel = 40 AND p.instanceid = cc.parent;
UPDATE mdl_context c SET path = p.path || '/' || c.id, depth = p.depth + 1
  FROM mdl_course_categories cc, mdl_context p
 WHERE c.contextlevel = 40 AND cc.id = c.instanceid AND cc.parent > 3 AND p.contextlevel = 40 AND p.instanceid = cc.parent;
UPDATE mdl_context c SET path = p.path || '/' || c.id, depth = p.depth + 1
  FROM mdl_course co, mdl_context p
 WHERE c.contextlevel = 50 AND co.id = c.instanceid AND co.id > 1 AND p.contextlevel = 40 AND p.instanceid = co.category;
UPDATE mdl_context c SET path = p.path || '/' || c.id, depth = p.depth + 1
  FROM mdl_course_modules cm, mdl_context p
 WHERE c.contextlevel = 70 AND cm.id = c.instanceid AND p.contextlevel = 50 AND p.instanceid = cm.course;

-- ---- enrolments and roles ------------------------------------------------------------
CREATE TABLE mdl_enrol (
  id bigint PRIMARY KEY, enrol varchar(20) NOT NULL, status bigint NOT NULL DEFAULT 0,
  courseid bigint NOT NULL REFERENCES mdl_course, sortorder bigint NOT NULL DEFAULT 0, name varchar(255),
  enrolperiod bigint DEFAULT 0, enrolstartdate bigint DEFAULT 0, enrolenddate bigint DEFAULT 0,
  roleid bigint DEFAULT 0, customint1 bigint, customint2 bigint, customchar1 varchar(255),
  timecreated bigint NOT NULL DEFAULT 0, timemodified bigint NOT NULL DEFAULT 0);
INSERT INTO mdl_enrol (id, enrol, status, courseid, sortorder, roleid, customint1, timecreated, timemodified)
SELECT row_number() OVER (ORDER BY c, k), (ARRAY['manual', 'guest', 'self'])[k], CASE WHEN k = 1 THEN 0 ELSE 1 - (c % 5 = 0)::int END,
       c, k - 1, CASE k WHEN 2 THEN 0 ELSE 5 END, CASE WHEN k = 3 THEN 0 END, pg_temp.ts(-20 + c / 10.0), pg_temp.ts(c)
  FROM generate_series(2, 161) c, generate_series(1, 3) k;

-- enrolments: 1..3 teachers and 8..240 students per course (a few big first-year courses)
CREATE TEMP TABLE ue AS
SELECT row_number() OVER (ORDER BY c, u) AS k, c, u, u <= 62 AS teacher
  FROM (SELECT DISTINCT c, CASE WHEN n <= 1 + c % 3 THEN 3 + (c * 7 + n * 13) % 60 ELSE 62 + pg_temp.r(3138) END AS u
          FROM generate_series(2, 161) c,
               LATERAL generate_series(1, 1 + c % 3 + CASE WHEN c % 17 = 0 THEN 240 ELSE 8 + (c * 37) % 70 END) n) x;
CREATE TABLE mdl_user_enrolments (
  id bigint PRIMARY KEY, status bigint NOT NULL DEFAULT 0, enrolid bigint NOT NULL REFERENCES mdl_enrol,
  userid bigint NOT NULL REFERENCES mdl_user, timestart bigint DEFAULT 0, timeend bigint NOT NULL DEFAULT 2147483647,
  modifierid bigint NOT NULL DEFAULT 0 REFERENCES mdl_user, timecreated bigint NOT NULL DEFAULT 0, timemodified bigint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX mdl_userenro_enruse_uix ON mdl_user_enrolments (enrolid, userid);
-- a tenth of the students enrol themselves (self: their own modifierid), the others by a manager or the admin
INSERT INTO mdl_user_enrolments
SELECT ue.k, (ue.k % 53 = 0)::int, e.id, ue.u, pg_temp.ts(ue.c % 3 * 120 - 3), 2147483647,
       CASE WHEN self THEN ue.u ELSE (ARRAY[2, 2, 2, 7, 11])[pg_temp.r(5)] END,
       pg_temp.ts(ue.c % 3 * 120 - 5) + ue.k, pg_temp.ts(ue.c % 3 * 120 - 5) + ue.k
  FROM (SELECT *, NOT teacher AND k % 10 = 3 AS self FROM ue) ue
  JOIN mdl_enrol e ON e.courseid = ue.c AND e.enrol = CASE WHEN self THEN 'self' ELSE 'manual' END;

CREATE TABLE mdl_role_assignments (
  id bigint PRIMARY KEY, roleid bigint NOT NULL REFERENCES mdl_role, contextid bigint NOT NULL REFERENCES mdl_context,
  userid bigint NOT NULL REFERENCES mdl_user, timemodified bigint NOT NULL DEFAULT 0,
  modifierid bigint NOT NULL DEFAULT 0 REFERENCES mdl_user, component varchar(100) NOT NULL DEFAULT '',
  itemid bigint NOT NULL DEFAULT 0, sortorder bigint NOT NULL DEFAULT 0);
INSERT INTO mdl_role_assignments
SELECT row_number() OVER (ORDER BY id, roleid), roleid, contextid, userid, timemodified, modifierid, component, itemid, 0
  FROM (SELECT ra.id, CASE WHEN ue.teacher THEN (ARRAY[3, 3, 4])[1 + ue.k::int % 3] ELSE 5 END AS roleid, cx.id AS contextid,
               ra.userid, ra.timecreated AS timemodified, ra.modifierid,
               CASE WHEN e.enrol = 'self' THEN 'enrol_self' ELSE '' END AS component,
               CASE WHEN e.enrol = 'self' THEN e.id ELSE 0 END AS itemid
          FROM mdl_user_enrolments ra JOIN ue ON ue.k = ra.id JOIN mdl_enrol e ON e.id = ra.enrolid
          JOIN mdl_context cx ON cx.contextlevel = 50 AND cx.instanceid = ue.c
        UNION ALL  -- managers of the faculties and course creators, at category level
        SELECT 1000000 + cc.id, (ARRAY[1, 2])[1 + cc.id::int % 2], cx.id, 3 + cc.id * 3, pg_temp.ts(cc.id), 2, '', 0
          FROM mdl_course_categories cc JOIN mdl_context cx ON cx.contextlevel = 40 AND cx.instanceid = cc.id
        UNION ALL  -- the site manager in the system context
        SELECT 2000000, 1, 1, 5, pg_temp.ts(0), 2, '', 0) x;

-- ---- assignments, grades ----------------------------------------------------------------
CREATE TABLE mdl_assign_submission (
  id bigint PRIMARY KEY, assignment bigint NOT NULL REFERENCES mdl_assign, userid bigint NOT NULL REFERENCES mdl_user,
  timecreated bigint NOT NULL DEFAULT 0, timemodified bigint NOT NULL DEFAULT 0, timestarted bigint,
  status varchar(10), groupid bigint NOT NULL DEFAULT 0, attemptnumber bigint NOT NULL DEFAULT 0, latest smallint NOT NULL DEFAULT 0);
INSERT INTO mdl_assign_submission
SELECT row_number() OVER (ORDER BY a.duedate, a.id, ue.k, att), a.id, ue.u, a.allowsubmissionsfromdate + ue.k * 37,
       a.duedate - 3600 + ue.k % 7200, NULL, CASE WHEN att = 0 AND ue.k % 7 = 0 THEN 'reopened' ELSE
       (ARRAY['submitted', 'submitted', 'submitted', 'draft', 'new'])[pg_temp.r(5)] END, 0, att,
       CASE WHEN att = 1 OR ue.k % 7 <> 0 THEN 1 ELSE 0 END
  FROM mdl_assign a JOIN ue ON ue.c = a.course AND NOT ue.teacher, generate_series(0, 1) att
 WHERE (att = 0 OR ue.k % 7 = 0) AND (ue.k + a.id) % 10 < 8;

CREATE TABLE mdl_grade_items (
  id bigint PRIMARY KEY, courseid bigint REFERENCES mdl_course, categoryid bigint, itemname varchar(255),
  itemtype varchar(30) NOT NULL, itemmodule varchar(30), iteminstance bigint, itemnumber bigint, iteminfo text,
  idnumber varchar(255), calculation text, gradetype smallint NOT NULL DEFAULT 1, grademax numeric(10,5) NOT NULL DEFAULT 100,
  grademin numeric(10,5) NOT NULL DEFAULT 0, scaleid bigint, outcomeid bigint, gradepass numeric(10,5) NOT NULL DEFAULT 0,
  multfactor numeric(10,5) NOT NULL DEFAULT 1, plusfactor numeric(10,5) NOT NULL DEFAULT 0, sortorder bigint NOT NULL DEFAULT 0,
  display bigint NOT NULL DEFAULT 0, decimals smallint, hidden bigint NOT NULL DEFAULT 0, locked bigint NOT NULL DEFAULT 0,
  needsupdate bigint NOT NULL DEFAULT 0, weightoverride smallint NOT NULL DEFAULT 0,
  timecreated bigint, timemodified bigint);
-- per course: the course total (iteminstance: its grade category, a table not in this subset), one item per
-- assignment and per assessed forum, a manual item in some courses
INSERT INTO mdl_grade_items (id, courseid, categoryid, itemname, itemtype, itemmodule, iteminstance, itemnumber,
                             gradetype, grademax, gradepass, sortorder, hidden, timecreated, timemodified)
SELECT row_number() OVER (ORDER BY c, o, inst), c, CASE WHEN t = 'course' THEN NULL ELSE c - 1 END, nm, t, mo, inst,
       CASE WHEN t = 'mod' THEN 0 END, CASE WHEN nm LIKE 'Forum%' THEN 3 ELSE 1 END, 100, CASE WHEN t = 'course' THEN 40 ELSE 0 END,
       o, (c % 29 = 0 AND t = 'manual')::int, pg_temp.ts(c % 3 * 120 - 5), pg_temp.ts(c % 3 * 120 + 100)
  FROM (SELECT id AS c, 0 AS o, 'course' AS t, NULL AS mo, id - 1 AS inst, NULL AS nm FROM mdl_course WHERE id > 1
        UNION ALL SELECT course, 1, 'mod', 'assign', id, name FROM mdl_assign
        UNION ALL SELECT course, 2, 'mod', 'forum', id, 'Forum rating ' || name FROM mdl_forum WHERE assessed > 0
        UNION ALL SELECT id, 3, 'manual', NULL, NULL, 'Participation' FROM mdl_course WHERE id > 1 AND id % 4 = 1) x;

CREATE TABLE mdl_grade_grades (
  id bigint PRIMARY KEY, itemid bigint NOT NULL REFERENCES mdl_grade_items, userid bigint NOT NULL REFERENCES mdl_user,
  rawgrade numeric(10,5), rawgrademax numeric(10,5) NOT NULL DEFAULT 100, rawgrademin numeric(10,5) NOT NULL DEFAULT 0,
  rawscaleid bigint, usermodified bigint REFERENCES mdl_user, finalgrade numeric(10,5), hidden bigint NOT NULL DEFAULT 0,
  locked bigint NOT NULL DEFAULT 0, locktime bigint NOT NULL DEFAULT 0, exported bigint NOT NULL DEFAULT 0,
  overridden bigint NOT NULL DEFAULT 0, excluded bigint NOT NULL DEFAULT 0, feedback text, feedbackformat bigint NOT NULL DEFAULT 0,
  information text, informationformat bigint NOT NULL DEFAULT 0, timecreated bigint, timemodified bigint,
  aggregationstatus varchar(10) NOT NULL DEFAULT 'unknown', aggregationweight numeric(10,5));
CREATE UNIQUE INDEX mdl_gradgrad_useite_uix ON mdl_grade_grades (userid, itemid);
-- a teacher of the course grades (usermodified); course totals are computed (no usermodified)
CREATE TEMP TABLE teach AS SELECT c, array_agg(u ORDER BY u) AS us FROM ue WHERE teacher GROUP BY c;
-- a course's students, and everybody in it, in a scrambled order
CREATE TEMP TABLE people AS
SELECT c, array_agg(u ORDER BY (u * 7919) % 10007) FILTER (WHERE NOT teacher) AS studs,
       array_agg(u ORDER BY (u * 7919) % 10007) AS alls FROM ue GROUP BY c;
INSERT INTO mdl_grade_grades (id, itemid, userid, rawgrade, usermodified, finalgrade, overridden, feedback,
                              timecreated, timemodified, aggregationstatus, aggregationweight)
SELECT row_number() OVER (ORDER BY gi.id, ue.u), gi.id, ue.u, g, CASE WHEN gi.itemtype = 'course' THEN NULL
       ELSE t.us[1 + (ue.k::int + gi.id::int) % (CASE WHEN random() < 0.8 THEN 1 ELSE array_length(t.us, 1) END)] END,
       g, 0, CASE WHEN g IS NOT NULL AND ue.k % 5 = 0 THEN '<p>Well done</p>' END, gi.timecreated, gi.timemodified,
       CASE WHEN gi.itemtype = 'course' THEN 'unknown' ELSE 'used' END, CASE WHEN gi.itemtype <> 'course' THEN 0.25 END
  FROM mdl_grade_items gi JOIN ue ON ue.c = gi.courseid AND NOT ue.teacher JOIN teach t ON t.c = gi.courseid,
       LATERAL (SELECT CASE WHEN random() < 0.15 + 0 * ue.k THEN NULL ELSE round((30 + random() * 70)::numeric, 2) END AS g) z
 WHERE (ue.k + gi.id) % 10 < 8 OR gi.itemtype = 'course';

-- ---- forums ---------------------------------------------------------------------
CREATE TABLE mdl_forum_discussions (
  id bigint PRIMARY KEY, course bigint NOT NULL REFERENCES mdl_course, forum bigint NOT NULL REFERENCES mdl_forum,
  name varchar(255) NOT NULL, firstpost bigint NOT NULL DEFAULT 0, userid bigint NOT NULL REFERENCES mdl_user,
  groupid bigint NOT NULL DEFAULT -1, assessed smallint NOT NULL DEFAULT 1, timemodified bigint NOT NULL DEFAULT 0,
  usermodified bigint NOT NULL DEFAULT 0 REFERENCES mdl_user, timestart bigint NOT NULL DEFAULT 0,
  timeend bigint NOT NULL DEFAULT 0, pinned smallint NOT NULL DEFAULT 0, timelocked bigint NOT NULL DEFAULT 0);
-- news forums: teachers' announcements (the front page's by the admin); others: students' questions
CREATE TEMP TABLE disc AS
SELECT row_number() OVER (ORDER BY f.id, n) AS id, f.id AS forum, f.course, f.type, n,
       CASE WHEN f.course = 1 THEN 2 WHEN f.type = 'news' THEN t.us[1 + n % array_length(t.us, 1)]
            ELSE pe.studs[pg_temp.sk(array_length(pe.studs, 1), 1.5)] END AS userid,
       pg_temp.sk(14, 2.5) AS nposts
  FROM mdl_forum f LEFT JOIN teach t ON t.c = f.course LEFT JOIN people pe ON pe.c = f.course,
       LATERAL generate_series(1, CASE WHEN f.type = 'news' THEN 3 + f.id::int % 6 ELSE pg_temp.sk(40, 2.0) END) n;
-- posts: the first of each discussion, then replies to an earlier post of it by the course's people
CREATE TEMP TABLE post AS
SELECT row_number() OVER (ORDER BY d.id, p) AS id, d.id AS discussion, p, d.course, d.type,
       CASE WHEN p = 1 THEN d.userid WHEN d.type = 'news' THEN NULL
            ELSE pe.alls[pg_temp.sk(array_length(pe.alls, 1), 1.3)] END AS userid
  FROM disc d LEFT JOIN people pe ON pe.c = d.course, generate_series(1, 14) p WHERE p <= CASE WHEN d.type = 'news' THEN 1 ELSE d.nposts END;
INSERT INTO mdl_forum_discussions
SELECT d.id, d.course, d.forum, CASE WHEN d.type = 'news' THEN 'Announcement ' || d.n ELSE 'Question about week ' || d.n END,
       0, d.userid, -1, 1,
       pg_temp.ts(d.course % 3 * 120 + d.n), coalesce(l.userid, d.userid), 0, 0, (d.type = 'news' AND d.n = 1)::int, 0
  FROM disc d LEFT JOIN LATERAL (SELECT userid FROM post WHERE post.discussion = d.id ORDER BY p DESC LIMIT 1) l ON true;

CREATE TABLE mdl_forum_posts (
  id bigint PRIMARY KEY, discussion bigint NOT NULL REFERENCES mdl_forum_discussions, parent bigint REFERENCES mdl_forum_posts,
  userid bigint NOT NULL REFERENCES mdl_user, created bigint NOT NULL DEFAULT 0, modified bigint NOT NULL DEFAULT 0,
  mailed smallint NOT NULL DEFAULT 0, subject varchar(255) NOT NULL, message text NOT NULL, messageformat smallint NOT NULL DEFAULT 0,
  messagetrust smallint NOT NULL DEFAULT 0, attachment varchar(100) NOT NULL DEFAULT '', totalscore smallint NOT NULL DEFAULT 0,
  mailnow bigint NOT NULL DEFAULT 0, deleted smallint NOT NULL DEFAULT 0, privatereplyto bigint NOT NULL DEFAULT 0,
  wordcount bigint, charcount bigint);
INSERT INTO mdl_forum_posts
SELECT p.id, p.discussion, CASE WHEN p.p = 1 THEN NULL ELSE p.id - 1 - floor(random() * (p.p - 1))::int END, p.userid,
       pg_temp.ts(p.course % 3 * 120 + p.discussion % 100) + p.p * 3600, pg_temp.ts(p.course % 3 * 120 + p.discussion % 100) + p.p * 3600,
       1, CASE WHEN p.p = 1 THEN 'Topic ' || p.discussion ELSE 'Re: Topic ' || p.discussion END, '<p>Post text ' || p.id || '</p>',
       1, 0, '', 0, 0, (p.id % 311 = 0)::int, 0, 20 + p.id % 180, 100 + p.id % 900
  FROM post p;
UPDATE mdl_forum_discussions d SET firstpost = p.id FROM mdl_forum_posts p WHERE p.discussion = d.id AND p.parent IS NULL;

-- ---- the standard log -------------------------------------------------------------
CREATE TABLE mdl_logstore_standard_log (
  id bigint PRIMARY KEY, eventname varchar(255) NOT NULL DEFAULT '', component varchar(100) NOT NULL DEFAULT '',
  action varchar(100) NOT NULL DEFAULT '', target varchar(100) NOT NULL DEFAULT '', objecttable varchar(50),
  objectid bigint, crud varchar(1) NOT NULL DEFAULT '', edulevel smallint NOT NULL DEFAULT 0,
  contextid bigint NOT NULL REFERENCES mdl_context, contextlevel bigint NOT NULL, contextinstanceid bigint NOT NULL,
  userid bigint NOT NULL REFERENCES mdl_user, courseid bigint REFERENCES mdl_course, relateduserid bigint REFERENCES mdl_user,
  anonymous smallint NOT NULL DEFAULT 0, other text, timecreated bigint NOT NULL, origin varchar(10), ip varchar(45),
  realuserid bigint);
CREATE TEMP TABLE uek AS SELECT row_number() OVER (ORDER BY k) AS k, c, u FROM ue;
CREATE UNIQUE INDEX ON uek (k);
ANALYZE uek;
CREATE TEMP TABLE cmk AS
SELECT row_number() OVER (PARTITION BY cm.course ORDER BY cm.id) AS k, cm.course, cm.id AS cmid, cm.instance, m.name AS modname, cx.id AS ctx
  FROM mdl_course_modules cm JOIN mdl_modules m ON m.id = cm.module JOIN mdl_context cx ON cx.contextlevel = 70 AND cx.instanceid = cm.id;
CREATE TEMP TABLE cmn AS SELECT course, count(*) AS n FROM cmk GROUP BY course;
-- 90,000 events: course and module views by enrolled people (busy users more often), logins in the system context,
-- a teacher viewing a student's grades (relateduserid)
INSERT INTO mdl_logstore_standard_log
SELECT g, CASE kind WHEN 0 THEN '\core\event\user_loggedin' WHEN 1 THEN '\core\event\course_viewed'
                    WHEN 2 THEN '\mod_' || cm.modname || '\event\course_module_viewed' ELSE '\gradereport_user\event\grade_report_viewed' END,
       CASE kind WHEN 0 THEN 'core' WHEN 1 THEN 'core' WHEN 2 THEN 'mod_' || cm.modname ELSE 'gradereport_user' END,
       CASE kind WHEN 0 THEN 'loggedin' ELSE 'viewed' END,
       CASE kind WHEN 0 THEN 'user' WHEN 1 THEN 'course' WHEN 2 THEN 'course_module' ELSE 'grade_report' END,
       CASE kind WHEN 0 THEN 'user' WHEN 2 THEN cm.modname END,
       CASE kind WHEN 0 THEN x.u WHEN 2 THEN cm.instance END, 'r', CASE WHEN kind = 0 THEN 0 ELSE 2 END,
       CASE kind WHEN 0 THEN 1 WHEN 2 THEN cm.ctx ELSE cc.id END, CASE kind WHEN 0 THEN 10 WHEN 2 THEN 70 ELSE 50 END,
       CASE kind WHEN 0 THEN 0 WHEN 2 THEN cm.cmid ELSE x.c END, x.u, CASE WHEN kind = 0 THEN NULL ELSE x.c END,
       CASE WHEN kind = 3 THEN (SELECT u FROM uek WHERE uek.k = 1 + (g * 7919) % (SELECT count(*) FROM uek)) END,
       0, CASE WHEN kind = 0 THEN '{"username":"s' || (100000 + x.u * 37) || '"}' ELSE 'null' END,
       pg_temp.ts(x.c % 3 * 120) + g * 97, 'web', '10.0.' || x.u % 250 || '.' || x.u % 7, NULL
  FROM (SELECT g, uek.c, uek.u, CASE WHEN g % 10 = 0 THEN 0 WHEN g % 10 IN (1, 2, 3) THEN 1 WHEN g % 10 = 9 THEN 3 ELSE 2 END AS kind,
               g % 97 AS pick
          FROM generate_series(1, 90000) g JOIN uek ON uek.k = 1 + floor((SELECT count(*) FROM uek) * power(((g * 7919) % 10007) / 10007.0, 1.6))::int) x
  JOIN mdl_context cc ON cc.contextlevel = 50 AND cc.instanceid = x.c
  JOIN cmn ON cmn.course = x.c
  JOIN cmk cm ON cm.course = x.c AND cm.k = 1 + x.pick % cmn.n;
ANALYZE;
