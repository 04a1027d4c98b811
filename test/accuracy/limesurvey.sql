-- test/accuracy/limesurvey.sql: a LimeSurvey 5.x/6.x survey tool on PostgreSQL (the lime_ tables of
-- installer/create-database.php as Yii's migrations make them), a university's survey server with
-- 44 surveys created over some years, four of them deleted since, written for issue 16 as a held-out
-- check (round 21): committed with its truth (limesurvey_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: abbreviated integer keys (sid survey, gsid survey group, gid question group, qid
-- question, aid answer, uid user, ugid user group), referenced under the same short names (sid, gid,
-- qid, aid, uid, ugid, gsid) or as <role>_id / <role>_uid (owner_id, parent_id, created_by,
-- owner_uid), a few with a table prefix (surveyls_survey_id, quotals_quota_id), translations in
-- <x>_l10ns tables keyed by an id serial beside (qid|gid|aid, language).  sid is a random 5-6 digit
-- number picked at creation (no sequence), the other keys are serials with gaps from deletions.
-- LimeSurvey declares NO foreign keys: every reference below is listed as undeclared (mode fk drops
-- nothing), so only what is found counts (as TP or FP) and misses are listed, not counted.
-- The 0-for-none convention: lime_questions.parent_qid is 0 for a question and the parent's qid for
-- a subquestion; lime_users.parent_id is 0 for the superadmin (uid 1); lime_conditions.cqid is 0 for
-- a condition on a participant attribute (cfieldname '{TOKEN:ATTRIBUTE_1}').  NULL for none only in
-- the newer columns: lime_surveys_groups.parent_id (NULL at top level), lime_tokens_<sid>.participant_id
-- (NULL for a participant not taken from the central participants database).
-- Polymorphic: lime_permissions (entity, entity_id): entity 'global' and 'template' with entity_id 0,
-- 'survey' with a sid, 'SurveysGroups' with a gsid -- entity_id references no one table and is
-- left out of the truth.  lime_survey_links (survey_id, token_id): token_id is the tid in the token
-- table of that survey (lime_tokens_<survey_id>), two tables here, so it references neither and is
-- left out of the truth.
-- Response tables: lime_survey_<sid> has one column per answer named <sid>X<gid>X<qid> (plus the
-- subquestion title for array and multiple choice questions, 'other' for a list's other text),
-- created by activation from the questions; list and array columns hold answer codes ('A1', '1')
-- of lime_answers for that column's qid, which is not a reference of a column (code is unique only
-- with qid and scale_id), and are left out, as are lime_quota_members.code, lime_conditions.value and
-- cfieldname (text naming a response column), and the language columns (codes like 'en', no table).
-- lime_survey_<A>.token references lime_tokens_<A>.token (unique in practice; LimeSurvey makes only a
-- plain index on it): it is in the truth, with its orphans: about 2% of the responses keep the token of
-- a participant deleted from the token table afterwards.  Survey B is anonymized and has no token table.
-- Orphans where LimeSurvey's own "check data integrity" finds them: question attributes of deleted
-- questions stay behind (about 1% of lime_question_attributes); in the truth with their orphans.
-- Skewed: a few owners hold most surveys, survey sizes vary, most permissions belong to the owners.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2121);

CREATE TABLE lime_users (
    uid serial PRIMARY KEY, users_name varchar(64) NOT NULL, password text NOT NULL, full_name varchar(50) NOT NULL,
    parent_id integer NOT NULL, lang varchar(20), email varchar(192), htmleditormode varchar(7) DEFAULT 'default',
    templateeditormode varchar(7) NOT NULL DEFAULT 'default', questionselectormode varchar(7) NOT NULL DEFAULT 'default',
    one_time_pw text, dateformat integer NOT NULL DEFAULT 1, last_login timestamp, created timestamp, modified timestamp,
    validation_key varchar(38), validation_key_expiration timestamp, last_forgot_email_password timestamp,
    expires timestamp, user_status integer NOT NULL DEFAULT 1);
CREATE UNIQUE INDEX lime_users_name ON lime_users (users_name);
CREATE INDEX lime_users_email ON lime_users (email);
-- 52 accounts, 5 deleted (uid g % 11 = 4); admins 1, 2, 3, 6 created the others.
INSERT INTO lime_users (uid, users_name, password, full_name, parent_id, lang, email, dateformat, last_login, created, modified,
                        user_status)
SELECT g, CASE WHEN g = 1 THEN 'admin' ELSE 'user' || g END, '$2y$10$' || md5('pw' || g),
       CASE WHEN g = 1 THEN 'Administrator' ELSE 'Staff member ' || g END,
       CASE WHEN g = 1 THEN 0 WHEN g IN (2, 3, 6) THEN 1 WHEN g % 3 = 0 THEN 2 WHEN g % 5 = 0 THEN 6
            WHEN g % 2 = 0 THEN 3 ELSE 1 END,
       (ARRAY['auto', 'en', 'de', 'nl', 'en'])[1 + g % 5], 'user' || g || '@uni.example.edu', 1 + g % 3,
       CASE WHEN g % 7 = 0 THEN NULL ELSE timestamp '2024-01-01' + (random() * 300) * interval '1 day' END,
       timestamp '2017-03-01' + g * interval '31 days', timestamp '2017-03-01' + g * interval '31 days' + interval '2 days',
       CASE WHEN g % 17 = 9 THEN 0 ELSE 1 END
FROM generate_series(1, 52) g WHERE g % 11 <> 4;
SELECT setval('lime_users_uid_seq', 52);
CREATE TEMP TABLE usr AS SELECT row_number() OVER (ORDER BY uid) AS n, uid FROM lime_users;

CREATE TABLE lime_user_groups (ugid serial PRIMARY KEY, name varchar(20) NOT NULL, description text NOT NULL,
    owner_id integer NOT NULL);
CREATE UNIQUE INDEX lime_user_groups_name ON lime_user_groups (name);
INSERT INTO lime_user_groups (name, description, owner_id)
SELECT (ARRAY['Psychology', 'Economics', 'Med faculty', 'Student union', 'QA office', 'Alumni', 'IT services'])[g],
       'Group ' || g, (ARRAY[1, 2, 3, 6, 1, 2, 1])[g]
FROM generate_series(1, 7) g;
DELETE FROM lime_user_groups WHERE ugid = 5;

CREATE TABLE lime_user_in_groups (ugid integer NOT NULL, uid integer NOT NULL, PRIMARY KEY (ugid, uid));
INSERT INTO lime_user_in_groups
SELECT DISTINCT g.ugid, u.uid
FROM lime_user_groups g CROSS JOIN usr u
WHERE (u.uid * 7 + g.ugid * 3) % 9 = 0 OR u.uid = g.owner_id;

CREATE TABLE lime_surveys_groups (
    gsid serial PRIMARY KEY, name varchar(45) NOT NULL, title varchar(100), template varchar(128) DEFAULT 'default',
    description text, sortorder integer NOT NULL, owner_id integer, parent_id integer, alwaysavailable integer,
    created timestamp, modified timestamp, created_by integer NOT NULL);
CREATE UNIQUE INDEX lime_surveys_groups_name ON lime_surveys_groups (name);
INSERT INTO lime_surveys_groups (gsid, name, title, description, sortorder, owner_id, parent_id, alwaysavailable, created,
                                 modified, created_by)
VALUES (1, 'default', 'Default', 'Default survey group', 0, 1, NULL, 0, '2017-03-01', '2017-03-01', 1),
       (2, 'teaching_eval', 'Teaching evaluation', '', 1, 2, NULL, 0, '2018-02-01', '2021-05-01', 2),
       (3, 'teaching_eval_med', 'Teaching evaluation (medicine)', '', 2, 6, 2, 0, '2018-09-01', '2018-09-01', 6),
       (4, 'research', 'Research projects', '', 3, 3, NULL, 0, '2019-01-10', '2019-01-10', 3),
       (6, 'research_psy', 'Psychology studies', '', 4, 12, 4, 0, '2020-04-02', '2022-01-01', 3),
       (7, 'staff', 'Staff surveys', '', 5, 1, NULL, 1, '2021-06-01', '2021-06-01', 1);
SELECT setval('lime_surveys_groups_gsid_seq', 7);

CREATE TABLE lime_surveys (
    sid integer PRIMARY KEY, owner_id integer NOT NULL, gsid integer DEFAULT 1, admin varchar(50),
    active varchar(1) NOT NULL DEFAULT 'N', expires timestamp, startdate timestamp, adminemail varchar(254),
    anonymized varchar(1) NOT NULL DEFAULT 'N', format varchar(1), savetimings varchar(1) NOT NULL DEFAULT 'N',
    template varchar(100) DEFAULT 'default', language varchar(50), additional_languages text,
    datestamp varchar(1) NOT NULL DEFAULT 'N', usecookie varchar(1) NOT NULL DEFAULT 'N',
    allowregister varchar(1) NOT NULL DEFAULT 'N', allowsave varchar(1) NOT NULL DEFAULT 'Y',
    autonumber_start integer NOT NULL DEFAULT 0, tokenlength integer NOT NULL DEFAULT 15,
    showprogress varchar(1) NOT NULL DEFAULT 'Y', questionindex integer NOT NULL DEFAULT 0,
    navigationdelay integer NOT NULL DEFAULT 0, datecreated timestamp, bounce_email text);
CREATE INDEX lime_surveys_owner ON lime_surveys (owner_id);
CREATE INDEX lime_surveys_gsid ON lime_surveys (gsid);
-- 44 surveys in creation order n; three of them (A 458296, B 726431, C 391754) are the live ones
-- with token and response tables; n in (5, 12, 19, 27) are deleted at the end.
CREATE TEMP TABLE sv AS
SELECT n,
       CASE n WHEN 31 THEN 458296 WHEN 36 THEN 726431 WHEN 38 THEN 391754
              ELSE 11111 + floor(random() * 988888)::int END AS sid,
       random() AS r_o, random() AS r_l, random() AS r_g
FROM generate_series(1, 44) n;
CREATE TEMP TABLE owners AS SELECT row_number() OVER (ORDER BY uid) AS n, uid FROM lime_users
WHERE uid IN (1, 2, 3, 6, 8, 10, 12, 14, 18, 21, 25, 30, 33, 40, 47);
ALTER TABLE sv ADD COLUMN owner_id integer, ADD COLUMN langs text[], ADD COLUMN gsid integer;
UPDATE sv SET owner_id = (SELECT uid FROM owners o WHERE o.n = 1 + floor(15 * power(r_o, 2.0))::int),
              langs = CASE WHEN r_l < 0.55 THEN ARRAY['en'] WHEN r_l < 0.75 THEN ARRAY['de'] WHEN r_l < 0.87 THEN ARRAY['en', 'de']
                           WHEN r_l < 0.95 THEN ARRAY['de', 'en', 'fr'] ELSE ARRAY['nl', 'en'] END,
              gsid = CASE WHEN r_g < 0.4 THEN 1 WHEN r_g < 0.6 THEN 2 WHEN r_g < 0.7 THEN 3 WHEN r_g < 0.85 THEN 4
                          WHEN r_g < 0.93 THEN 6 ELSE 7 END;
UPDATE sv SET langs = ARRAY['en'], owner_id = 12, gsid = 6 WHERE n = 31;
UPDATE sv SET langs = ARRAY['en', 'de'], owner_id = 2, gsid = 2 WHERE n = 36;
UPDATE sv SET langs = ARRAY['de'], owner_id = 3, gsid = 4 WHERE n = 38;
INSERT INTO lime_surveys (sid, owner_id, gsid, admin, active, expires, startdate, adminemail, anonymized, format, savetimings,
                          template, language, additional_languages, datestamp, usecookie, allowsave, tokenlength,
                          showprogress, questionindex, datecreated, bounce_email)
SELECT sid, owner_id, gsid, 'Staff member ' || owner_id,
       CASE WHEN n IN (31, 36, 38) THEN 'Y' ELSE 'N' END,
       CASE WHEN n % 4 = 0 THEN timestamp '2017-06-01' + n * interval '40 days' END,
       CASE WHEN n % 3 = 0 THEN timestamp '2017-04-01' + n * interval '40 days' END,
       'user' || owner_id || '@uni.example.edu', CASE WHEN n = 36 OR n % 6 = 1 THEN 'Y' ELSE 'N' END,
       (ARRAY['G', 'G', 'S', 'A'])[1 + n % 4], CASE WHEN n % 5 = 0 THEN 'Y' ELSE 'N' END,
       (ARRAY['fruity', 'fruity', 'vanilla', 'bootswatch', 'fruity_twentythree'])[1 + n % 5], langs[1],
       array_to_string(langs[2:], ' '), CASE WHEN n % 2 = 0 THEN 'Y' ELSE 'N' END, 'N', 'Y', 15,
       'Y', n % 3, timestamp '2017-03-10' + n * interval '41 days', 'user' || owner_id || '@uni.example.edu'
FROM sv;
CREATE TEMP TABLE gone_sv AS SELECT sid FROM sv WHERE n IN (5, 12, 19, 27);

CREATE TABLE lime_surveys_languagesettings (
    surveyls_survey_id integer NOT NULL, surveyls_language varchar(45) NOT NULL DEFAULT 'en', surveyls_title varchar(200) NOT NULL,
    surveyls_description text, surveyls_welcometext text, surveyls_endtext text, surveyls_url text,
    surveyls_urldescription varchar(255), surveyls_email_invite_subj varchar(255), surveyls_email_invite text,
    surveyls_dateformat integer NOT NULL DEFAULT 1, surveyls_numberformat integer NOT NULL DEFAULT 0,
    PRIMARY KEY (surveyls_survey_id, surveyls_language));
CREATE INDEX surveyls_title_idx ON lime_surveys_languagesettings (surveyls_title);
INSERT INTO lime_surveys_languagesettings (surveyls_survey_id, surveyls_language, surveyls_title, surveyls_description,
    surveyls_welcometext, surveyls_endtext, surveyls_url, surveyls_urldescription, surveyls_email_invite_subj,
    surveyls_email_invite, surveyls_dateformat)
SELECT s.sid, l.lang, 'Survey ' || s.n || ' (' || l.lang || ')', '', 'Welcome', 'Thank you', '', '', 'Invitation to participate in a survey',
       'Dear {FIRSTNAME}, ...', CASE WHEN l.lang = 'en' THEN 9 ELSE 1 END
FROM sv s CROSS JOIN LATERAL unnest(s.langs) l(lang);

CREATE TABLE lime_groups (gid serial PRIMARY KEY, sid integer NOT NULL DEFAULT 0, group_order integer NOT NULL DEFAULT 0,
    randomization_group varchar(20) NOT NULL DEFAULT '', grelevance text);
CREATE INDEX lime_groups_idx1 ON lime_groups (sid);
CREATE TEMP TABLE gp AS
SELECT row_number() OVER (ORDER BY s.n, k) AS gid, s.n, s.sid, k AS group_order, s.langs
FROM sv s CROSS JOIN generate_series(1, 6) k WHERE k <= 2 + (s.n * 7) % 5;
INSERT INTO lime_groups (gid, sid, group_order, randomization_group, grelevance)
SELECT gid, sid, group_order, '', CASE WHEN gid % 9 = 0 THEN '((G01Q01.NAOK == "A1"))' ELSE '' END FROM gp;
SELECT setval('lime_groups_gid_seq', (SELECT max(gid) FROM gp));

CREATE TABLE lime_group_l10ns (id serial PRIMARY KEY, gid integer NOT NULL, group_name text NOT NULL, description text,
    language varchar(20) NOT NULL);
CREATE UNIQUE INDEX lime_group_l10ns_idx ON lime_group_l10ns (gid, language);
INSERT INTO lime_group_l10ns (gid, group_name, description, language)
SELECT g.gid, 'Group ' || g.group_order || ' ' || l.lang, '', l.lang
FROM gp g CROSS JOIN LATERAL unnest(g.langs) l(lang) ORDER BY g.gid, l.lang;

CREATE TABLE lime_questions (
    qid serial PRIMARY KEY, parent_qid integer NOT NULL DEFAULT 0, sid integer NOT NULL DEFAULT 0, gid integer NOT NULL DEFAULT 0,
    type varchar(30) NOT NULL DEFAULT 'T', title varchar(20) NOT NULL DEFAULT '', preg text, other varchar(1) NOT NULL DEFAULT 'N',
    mandatory varchar(1), encrypted varchar(1) DEFAULT 'N', question_order integer NOT NULL, scale_id integer NOT NULL DEFAULT 0,
    same_default integer NOT NULL DEFAULT 0, relevance text, question_theme_name varchar(150), modulename varchar(255),
    same_script integer NOT NULL DEFAULT 0);
CREATE INDEX lime_questions_idx2 ON lime_questions (sid);
CREATE INDEX lime_questions_idx3 ON lime_questions (gid);
CREATE INDEX lime_questions_idx4 ON lime_questions (type);
CREATE INDEX lime_questions_idx5 ON lime_questions (parent_qid);
CREATE TEMP TABLE qm AS
SELECT g.gid, g.n, g.sid, g.group_order, g.langs, q AS question_order, random() AS r_t, random() AS r_s
FROM gp g CROSS JOIN generate_series(1, 7) q WHERE q <= 2 + (g.gid * 5) % 6;
ALTER TABLE qm ADD COLUMN type text, ADD COLUMN nsub integer;
UPDATE qm SET type = CASE WHEN r_t < 0.25 THEN 'L' WHEN r_t < 0.37 THEN 'M' WHEN r_t < 0.49 THEN 'F' WHEN r_t < 0.57 THEN 'N'
                          WHEN r_t < 0.67 THEN 'S' WHEN r_t < 0.74 THEN 'T' WHEN r_t < 0.81 THEN 'Y' WHEN r_t < 0.85 THEN 'G'
                          WHEN r_t < 0.90 THEN '5' WHEN r_t < 0.94 THEN '!' WHEN r_t < 0.97 THEN 'D' ELSE 'X' END;
UPDATE qm SET nsub = CASE type WHEN 'M' THEN 3 + floor(r_s * 4)::int WHEN 'F' THEN 3 + floor(r_s * 3)::int ELSE 0 END;
CREATE TEMP TABLE qa AS
SELECT row_number() OVER (ORDER BY m.gid, m.question_order, s.k) AS qid, m.*, s.k AS sub
FROM qm m CROSS JOIN LATERAL generate_series(0, m.nsub) s(k);
INSERT INTO lime_questions (qid, parent_qid, sid, gid, type, title, preg, other, mandatory, encrypted, question_order,
                            scale_id, same_default, relevance, question_theme_name, modulename)
SELECT qid, CASE WHEN sub = 0 THEN 0 ELSE qid - sub END, sid, gid, type,
       CASE WHEN sub = 0 THEN 'G' || lpad(group_order::text, 2, '0') || 'Q' || lpad(question_order::text, 2, '0')
            ELSE 'SQ' || lpad(sub::text, 3, '0') END,
       '', CASE WHEN sub = 0 AND type = 'L' AND r_s < 0.2 THEN 'Y' ELSE 'N' END,
       CASE WHEN sub > 0 THEN NULL WHEN r_s > 0.7 THEN 'Y' ELSE 'N' END, 'N',
       CASE WHEN sub = 0 THEN question_order ELSE sub END, 0, 0, '1',
       CASE type WHEN 'L' THEN 'listradio' WHEN 'M' THEN 'multiplechoice' WHEN 'F' THEN 'arrays/array' WHEN 'N' THEN 'numerical'
                 WHEN 'S' THEN 'shortfreetext' WHEN 'T' THEN 'longfreetext' WHEN 'Y' THEN 'yesno' WHEN 'G' THEN 'gender'
                 WHEN '5' THEN '5pointchoice' WHEN '!' THEN 'list_dropdown' WHEN 'D' THEN 'date' ELSE 'boilerplate' END, ''
FROM qa;
SELECT setval('lime_questions_qid_seq', (SELECT max(qid) FROM qa));

CREATE TABLE lime_question_l10ns (id serial PRIMARY KEY, qid integer NOT NULL, question text NOT NULL, help text, script text,
    language varchar(20) NOT NULL);
CREATE UNIQUE INDEX lime_question_l10ns_idx ON lime_question_l10ns (qid, language);
INSERT INTO lime_question_l10ns (qid, question, help, script, language)
SELECT q.qid, CASE WHEN q.sub = 0 THEN 'Question ' || q.qid ELSE 'Item ' || q.sub END, '', '', l.lang
FROM qa q CROSS JOIN LATERAL unnest(q.langs) l(lang) ORDER BY q.qid, l.lang;

CREATE TABLE lime_question_attributes (qaid serial PRIMARY KEY, qid integer NOT NULL DEFAULT 0, attribute varchar(50),
    value text, language varchar(20));
CREATE INDEX lime_question_attributes_idx2 ON lime_question_attributes (qid);
CREATE INDEX lime_question_attributes_idx3 ON lime_question_attributes (attribute);
INSERT INTO lime_question_attributes (qid, attribute, value, language)
SELECT q.qid, a.attr,
       CASE a.attr WHEN 'hidden' THEN '0' WHEN 'random_order' THEN '1' WHEN 'min_answers' THEN '1' WHEN 'hide_tip' THEN '1'
                   WHEN 'em_validation_q' THEN 'self.NAOK > 0' WHEN 'text_input_width' THEN '6' ELSE 'unit' END,
       CASE WHEN a.attr IN ('prefix', 'suffix') THEN q.langs[1] END
FROM qa q CROSS JOIN LATERAL (
    SELECT unnest(ARRAY['hidden', 'random_order', 'min_answers', 'hide_tip', 'em_validation_q', 'text_input_width', 'prefix', 'suffix']) AS attr) a
WHERE q.sub = 0 AND (q.qid * 13 + length(a.attr) * 7) % 6 = 0
ORDER BY q.qid, a.attr;

CREATE TABLE lime_answers (aid serial PRIMARY KEY, qid integer NOT NULL DEFAULT 0, code varchar(5) NOT NULL,
    sortorder integer NOT NULL, assessment_value integer NOT NULL DEFAULT 0, scale_id integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX lime_answers_idx ON lime_answers (qid, code, scale_id);
CREATE INDEX lime_answers_idx2 ON lime_answers (sortorder);
INSERT INTO lime_answers (qid, code, sortorder, assessment_value, scale_id)
SELECT q.qid, CASE WHEN q.qid % 3 = 0 THEN k::text ELSE 'A' || k END, k, CASE WHEN q.qid % 7 = 0 THEN k ELSE 0 END, 0
FROM qa q CROSS JOIN generate_series(1, 6) k
WHERE q.sub = 0 AND q.type IN ('L', 'F', '!') AND k <= 3 + (q.qid * 11) % 4
ORDER BY q.qid, k;

CREATE TABLE lime_answer_l10ns (id serial PRIMARY KEY, aid integer NOT NULL, answer text NOT NULL, language varchar(20) NOT NULL);
CREATE UNIQUE INDEX lime_answer_l10ns_idx ON lime_answer_l10ns (aid, language);
INSERT INTO lime_answer_l10ns (aid, answer, language)
SELECT a.aid, 'Option ' || a.sortorder, l.lang
FROM lime_answers a JOIN qa q ON q.qid = a.qid CROSS JOIN LATERAL unnest(q.langs) l(lang) ORDER BY a.aid, l.lang;

CREATE TABLE lime_conditions (cid serial PRIMARY KEY, qid integer NOT NULL DEFAULT 0, cqid integer NOT NULL DEFAULT 0,
    cfieldname varchar(50) NOT NULL DEFAULT '', method varchar(5) NOT NULL DEFAULT '', value varchar(255) NOT NULL DEFAULT '',
    scenario integer NOT NULL DEFAULT 1);
CREATE INDEX lime_conditions_idx ON lime_conditions (qid);
CREATE INDEX lime_conditions_idx3 ON lime_conditions (cqid);
-- a condition shows question qid only if an earlier closed question cqid of the survey got value
INSERT INTO lime_conditions (qid, cqid, cfieldname, method, value, scenario)
SELECT q.qid, c.qid, q.sid || 'X' || c.gid || 'X' || c.qid, '==',
       CASE c.type WHEN 'Y' THEN 'Y' WHEN 'G' THEN 'F' WHEN '5' THEN '3'
            ELSE CASE WHEN c.qid % 3 = 0 THEN '1' ELSE 'A1' END END, 1 + (q.qid % 11 = 0)::int
FROM qa q CROSS JOIN LATERAL (
    SELECT p.qid, p.gid, p.type FROM qa p
    WHERE p.sid = q.sid AND p.sub = 0 AND p.qid < q.qid AND p.type IN ('L', 'Y', 'G', '5', '!')
    ORDER BY p.qid DESC LIMIT 1) c
WHERE q.sub = 0 AND q.r_s < 0.11
ORDER BY q.qid;
INSERT INTO lime_conditions (qid, cqid, cfieldname, method, value, scenario)
SELECT q.qid, 0, '{TOKEN:ATTRIBUTE_' || (1 + q.qid % 2) || '}', '==', (ARRAY['staff', 'student', 'yes'])[1 + q.qid % 3], 1
FROM qa q WHERE q.sub = 0 AND q.r_s BETWEEN 0.5 AND 0.525 ORDER BY q.qid;

CREATE TABLE lime_quota (id serial PRIMARY KEY, sid integer, name varchar(255), qlimit integer, action integer,
    active integer NOT NULL DEFAULT 1, autoload_url integer NOT NULL DEFAULT 0);
CREATE INDEX lime_quota_idx2 ON lime_quota (sid);
INSERT INTO lime_quota (sid, name, qlimit, action, active, autoload_url)
SELECT s.sid, 'Quota ' || k, 50 * k + s.n, 1 + (k % 2), CASE WHEN k = 3 THEN 0 ELSE 1 END, 0
FROM sv s CROSS JOIN generate_series(1, 3) k
WHERE (s.n % 5 = 1 OR s.n IN (31, 36)) AND k <= 1 + s.n % 3
ORDER BY s.n, k;

CREATE TABLE lime_quota_members (id serial PRIMARY KEY, sid integer, qid integer, quota_id integer, code varchar(11));
CREATE UNIQUE INDEX lime_quota_members_idx ON lime_quota_members (sid, qid, quota_id, code);
INSERT INTO lime_quota_members (sid, qid, quota_id, code)
SELECT o.sid, c.qid, o.id, CASE c.type WHEN 'G' THEN (ARRAY['M', 'F'])[1 + (o.id + m) % 2] WHEN 'Y' THEN 'Y'
                                  ELSE CASE WHEN c.qid % 3 = 0 THEN m::text ELSE 'A' || m END END
FROM lime_quota o CROSS JOIN generate_series(1, 2) m
CROSS JOIN LATERAL (SELECT p.qid, p.type FROM qa p WHERE p.sid = o.sid AND p.sub = 0 AND p.type IN ('L', 'G', 'Y', '!')
                    ORDER BY p.qid LIMIT 1) c
WHERE m = 1 OR (o.id % 2 = 0 AND c.type IN ('L', '!', 'G'))
ORDER BY o.id, m;

CREATE TABLE lime_quota_languagesettings (quotals_id serial PRIMARY KEY, quotals_quota_id integer NOT NULL DEFAULT 0,
    quotals_language varchar(45) NOT NULL DEFAULT 'en', quotals_name varchar(255), quotals_message text NOT NULL,
    quotals_url text, quotals_urldescrip varchar(255));
INSERT INTO lime_quota_languagesettings (quotals_quota_id, quotals_language, quotals_name, quotals_message, quotals_url,
                                         quotals_urldescrip)
SELECT o.id, l.lang, o.name, 'Sorry, your survey is over quota.', '', ''
FROM lime_quota o JOIN sv s ON s.sid = o.sid CROSS JOIN LATERAL unnest(s.langs) l(lang) ORDER BY o.id, l.lang;

CREATE TABLE lime_permissions (id serial PRIMARY KEY, entity varchar(50) NOT NULL, entity_id integer NOT NULL,
    uid integer NOT NULL, permission varchar(100) NOT NULL, create_p integer NOT NULL DEFAULT 0, read_p integer NOT NULL DEFAULT 0,
    update_p integer NOT NULL DEFAULT 0, delete_p integer NOT NULL DEFAULT 0, import_p integer NOT NULL DEFAULT 0,
    export_p integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX lime_permissions_idx2 ON lime_permissions (entity_id, entity, permission, uid);
-- global rights (entity_id 0)
INSERT INTO lime_permissions (entity, entity_id, uid, permission, create_p, read_p, update_p, delete_p, import_p, export_p)
SELECT 'global', 0, u.uid, p.perm, 1, 1, CASE WHEN u.uid % 3 = 0 THEN 0 ELSE 1 END, (u.uid % 4 <> 0)::int, 0, 1
FROM usr u CROSS JOIN unnest(ARRAY['superadmin', 'surveys', 'templates', 'labelsets', 'participantpanel', 'users',
                                   'usergroups', 'settings', 'auth_db']) p(perm)
WHERE (p.perm = 'superadmin' AND u.uid = 1) OR p.perm = 'auth_db'
   OR (p.perm = 'surveys' AND u.uid % 5 <> 4) OR (p.perm = 'participantpanel' AND u.uid % 3 <> 1)
   OR (p.perm IN ('users', 'usergroups') AND u.uid IN (2, 3, 6)) OR (p.perm = 'templates' AND u.uid % 4 = 0)
   OR (p.perm = 'labelsets' AND u.uid % 6 = 2) OR (p.perm = 'settings' AND u.uid = 2)
ORDER BY u.uid, p.perm;
INSERT INTO lime_permissions (entity, entity_id, uid, permission, read_p)
SELECT 'template', 0, u.uid, t, 1
FROM usr u CROSS JOIN unnest(ARRAY['fruity', 'vanilla', 'bootswatch']) t WHERE u.uid % 4 = 0 ORDER BY u.uid, t;
-- the creator of a survey gets every survey right; collaborators a few
INSERT INTO lime_permissions (entity, entity_id, uid, permission, create_p, read_p, update_p, delete_p, import_p, export_p)
SELECT 'survey', s.sid, s.owner_id, p, 1, 1, 1, 1, (p IN ('surveycontent', 'tokens'))::int, (p IN ('responses', 'tokens'))::int
FROM sv s CROSS JOIN unnest(ARRAY['assessments', 'quotas', 'responses', 'statistics', 'survey', 'surveyactivation', 'surveycontent',
                                  'surveylocale', 'surveysecurity', 'surveysettings', 'tokens', 'translations']) p
ORDER BY s.n, p;
INSERT INTO lime_permissions (entity, entity_id, uid, permission, read_p, update_p, export_p)
SELECT 'survey', s.sid, u.uid, p, 1, (p = 'responses' AND u.uid % 2 = 0)::int, (p = 'responses')::int
FROM sv s CROSS JOIN usr u CROSS JOIN unnest(ARRAY['responses', 'statistics', 'survey', 'surveycontent']) p
WHERE u.uid <> s.owner_id AND (s.n * 17 + u.uid * 5) % 23 = 0 AND (p <> 'surveycontent' OR u.uid % 3 = 0)
ORDER BY s.n, u.uid, p;
INSERT INTO lime_permissions (entity, entity_id, uid, permission, create_p, read_p, update_p, delete_p)
SELECT 'SurveysGroups', g.gsid, u.uid, p, 0, 1, (g.owner_id = u.uid)::int, 0
FROM lime_surveys_groups g CROSS JOIN usr u CROSS JOIN unnest(ARRAY['group', 'surveys']) p
WHERE g.gsid > 1 AND (g.owner_id = u.uid OR (u.uid * 3 + g.gsid) % 13 = 0)
ORDER BY g.gsid, u.uid, p;

-- the central participants database
CREATE TABLE lime_participants (participant_id varchar(50) PRIMARY KEY, firstname varchar(150), lastname varchar(150),
    email text, language varchar(40), blacklisted varchar(1) NOT NULL, owner_uid integer NOT NULL, created_by integer NOT NULL,
    created timestamp, modified timestamp);
CREATE INDEX lime_participants_idx1 ON lime_participants (firstname);
CREATE INDEX lime_participants_idx2 ON lime_participants (lastname);
CREATE INDEX lime_participants_idx3 ON lime_participants (language);
CREATE TEMP TABLE pp AS
SELECT g AS n, md5('participant' || g) AS h, random() AS r_o FROM generate_series(1, 760) g;
CREATE TEMP TABLE panel AS SELECT row_number() OVER (ORDER BY uid) AS n, uid FROM lime_users WHERE uid % 3 <> 1;
INSERT INTO lime_participants
SELECT substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12),
       'First' || n, 'Last' || n, 'p' || n || '@mail.example.org', (ARRAY['en', 'de', 'en', 'nl'])[1 + n % 4],
       CASE WHEN n % 53 = 0 THEN 'Y' ELSE 'N' END,
       o.uid, CASE WHEN n % 9 = 0 THEN 1 ELSE o.uid END,
       timestamp '2018-01-01' + n * interval '2 days', timestamp '2018-01-01' + n * interval '2 days' + interval '5 hours'
FROM pp CROSS JOIN LATERAL (SELECT uid FROM panel WHERE panel.n = 1 + floor((SELECT count(*) FROM panel) * power(pp.r_o, 2.5))::int) o
ORDER BY n;
CREATE TEMP TABLE part AS SELECT row_number() OVER (ORDER BY created) AS n, participant_id FROM lime_participants;

-- token tables of surveys A (458296) and C (391754): participants added from the panel carry their participant_id
CREATE TABLE lime_tokens_458296 (tid serial PRIMARY KEY, participant_id varchar(50), firstname varchar(150), lastname varchar(150),
    email text, emailstatus text, token varchar(35), language varchar(25), blacklisted varchar(17), sent varchar(17) DEFAULT 'N',
    remindersent varchar(17) DEFAULT 'N', remindercount integer DEFAULT 0, completed varchar(17) DEFAULT 'N', usesleft integer DEFAULT 1,
    validfrom timestamp, validuntil timestamp, attribute_1 text, attribute_2 text);
CREATE INDEX idx_token_token_458296_21733 ON lime_tokens_458296 (token);
CREATE INDEX idx_email_458296_4812 ON lime_tokens_458296 (email);
INSERT INTO lime_tokens_458296 (participant_id, firstname, lastname, email, emailstatus, token, language, sent, remindersent,
                                remindercount, completed, usesleft, attribute_1, attribute_2)
SELECT CASE WHEN g % 20 < 13 THEN p.participant_id END, 'First' || g, 'Last' || g, 't' || g || '@mail.example.org', 'OK',
       upper(substr(md5('tokA' || g), 1, 15)), 'en',
       to_char(timestamp '2023-03-01' + g * interval '7 minutes', 'YYYY-MM-DD HH24:MI'), CASE WHEN g % 4 = 0 THEN '2023-03-15 09:00' ELSE 'N' END,
       (g % 4 = 0)::int, 'N', 1, (ARRAY['staff', 'student', 'student'])[1 + g % 3], CASE WHEN g % 2 = 0 THEN 'yes' ELSE 'no' END
FROM generate_series(1, 540) g
JOIN part p ON p.n = 1 + (g * 7) % 760
ORDER BY g;
CREATE TABLE lime_tokens_391754 (tid serial PRIMARY KEY, participant_id varchar(50), firstname varchar(150), lastname varchar(150),
    email text, emailstatus text, token varchar(35), language varchar(25), blacklisted varchar(17), sent varchar(17) DEFAULT 'N',
    remindersent varchar(17) DEFAULT 'N', remindercount integer DEFAULT 0, completed varchar(17) DEFAULT 'N', usesleft integer DEFAULT 1,
    validfrom timestamp, validuntil timestamp);
CREATE INDEX idx_token_token_391754_9177 ON lime_tokens_391754 (token);
INSERT INTO lime_tokens_391754 (participant_id, firstname, lastname, email, emailstatus, token, language, sent, completed)
SELECT CASE WHEN g % 5 <> 0 THEN p.participant_id END, 'Vorname' || g, 'Nachname' || g, 'c' || g || '@mail.example.org', 'OK',
       upper(substr(md5('tokC' || g), 1, 15)), 'de', CASE WHEN g % 3 = 0 THEN 'N' ELSE '2024-05-02 10:00' END,
       CASE WHEN g % 3 = 1 THEN '2024-05-0' || (3 + g % 6) || ' 11:00' ELSE 'N' END
FROM generate_series(1, 310) g
JOIN part p ON p.n = 1 + (g * 11 + 3) % 760
ORDER BY g;

CREATE TABLE lime_survey_links (participant_id varchar(50) NOT NULL, token_id integer NOT NULL, survey_id integer NOT NULL,
    date_created timestamp, date_invited timestamp, date_completed timestamp, PRIMARY KEY (participant_id, token_id, survey_id));
INSERT INTO lime_survey_links
SELECT participant_id, tid, 458296, timestamp '2023-02-20', CASE WHEN sent <> 'N' THEN sent::timestamp END, NULL
FROM lime_tokens_458296 WHERE participant_id IS NOT NULL ORDER BY tid;
INSERT INTO lime_survey_links
SELECT participant_id, tid, 391754, timestamp '2024-04-28', CASE WHEN sent <> 'N' THEN sent::timestamp END,
       CASE WHEN completed <> 'N' THEN completed::timestamp END
FROM lime_tokens_391754 WHERE participant_id IS NOT NULL ORDER BY tid;

-- Survey activation: one response table per active survey, a column per answer named sid X gid X qid[suffix].
CREATE TEMP TABLE rcol AS
SELECT q.sid, q.qid, q.type, q.sid || 'X' || q.gid || 'X' || q.qid || coalesce(s.title, '') AS col,
       CASE q.type WHEN 'N' THEN 'decimal(30,10)' WHEN 'D' THEN 'timestamp' WHEN 'S' THEN 'text' WHEN 'T' THEN 'text'
            ELSE 'varchar(5)' END AS coltype,
       row_number() OVER (PARTITION BY q.sid ORDER BY g.group_order, q.question_order, s.question_order) AS pos
FROM lime_questions q JOIN lime_groups g ON g.gid = q.gid
LEFT JOIN lime_questions s ON s.parent_qid = q.qid
WHERE q.parent_qid = 0 AND q.type <> 'X' AND q.sid IN (458296, 726431)
  AND q.qid % 41 <> 7;  -- questions deleted before activation (see below)
INSERT INTO rcol
SELECT q.sid, q.qid, 'O', q.sid || 'X' || q.gid || 'X' || q.qid || 'other', 'text', r.pos
FROM lime_questions q JOIN rcol r ON r.qid = q.qid WHERE q.other = 'Y' AND q.qid % 41 <> 7;

DO $$
DECLARE
    s integer;
    c record;
    ddl text;
    codes text[];
BEGIN
    FOR s IN SELECT unnest(ARRAY[458296, 726431]) LOOP
        ddl := format('CREATE TABLE %I (id serial PRIMARY KEY, %s submitdate timestamp, lastpage integer, '
                      'startlanguage varchar(20) NOT NULL, seed varchar(31), startdate timestamp NOT NULL, datestamp timestamp NOT NULL',
                      'lime_survey_' || s, CASE WHEN s = 458296 THEN 'token varchar(36),' ELSE '' END);
        FOR c IN SELECT col, coltype FROM rcol WHERE sid = s ORDER BY pos, type = 'O' LOOP
            ddl := ddl || format(', %I %s', c.col, c.coltype);
        END LOOP;
        EXECUTE ddl || ')';
        IF s = 458296 THEN
            -- 72% of the invited started; 85% of those finished
            EXECUTE format('INSERT INTO %I (token, submitdate, lastpage, startlanguage, seed, startdate, datestamp) '
                           'SELECT token, CASE WHEN r < 0.85 THEN d + interval ''9 minutes'' END, CASE WHEN r < 0.85 THEN 4 ELSE 1 + (tid %% 3) END, '
                           '''en'', (100000 + tid * 7919 %% 900000)::text, d, d + interval ''9 minutes'' '
                           'FROM (SELECT tid, token, random() AS r, timestamp ''2023-03-02'' + tid * interval ''23 minutes'' AS d '
                           '      FROM lime_tokens_458296 WHERE tid %% 25 < 18 ORDER BY tid) t', 'lime_survey_' || s);
        ELSE
            EXECUTE format('INSERT INTO %I (submitdate, lastpage, startlanguage, seed, startdate, datestamp) '
                           'SELECT CASE WHEN r < 0.8 THEN d + interval ''6 minutes'' END, CASE WHEN r < 0.8 THEN 3 ELSE 1 END, '
                           'CASE WHEN g %% 4 = 0 THEN ''de'' ELSE ''en'' END, (100000 + g * 6131 %% 900000)::text, d, d + interval ''6 minutes'' '
                           'FROM (SELECT g, random() AS r, timestamp ''2024-10-01'' + g * interval ''41 minutes'' AS d '
                           '      FROM generate_series(1, 640) g) t', 'lime_survey_' || s);
        END IF;
        FOR c IN SELECT col, type, qid FROM rcol WHERE sid = s ORDER BY pos, type = 'O' LOOP
            SELECT array_agg(code ORDER BY sortorder) INTO codes FROM lime_answers WHERE qid = c.qid;
            EXECUTE format('UPDATE %I SET %I = CASE WHEN submitdate IS NULL AND random() < 0.5 THEN NULL ELSE %s END', 'lime_survey_' || s, c.col,
                CASE c.type
                    WHEN 'L' THEN format('(%L::text[])[1 + floor(random() * %s)::int]', codes, cardinality(codes))
                    WHEN '!' THEN format('(%L::text[])[1 + floor(random() * %s)::int]', codes, cardinality(codes))
                    WHEN 'F' THEN format('(%L::text[])[1 + floor(random() * %s)::int]', codes, cardinality(codes))
                    WHEN 'M' THEN 'CASE WHEN random() < 0.4 THEN ''Y'' ELSE '''' END'
                    WHEN 'Y' THEN 'CASE WHEN random() < 0.6 THEN ''Y'' ELSE ''N'' END'
                    WHEN 'G' THEN '(ARRAY[''M'', ''F'', ''F'', ''N''])[1 + floor(random() * 4)::int]'
                    WHEN '5' THEN '(1 + floor(random() * 5))::int::text'
                    WHEN 'N' THEN 'round((random() * random() * 60)::numeric, 0)'
                    WHEN 'D' THEN 'timestamp ''1960-01-01'' + random() * interval ''40 years'''
                    WHEN 'O' THEN 'CASE WHEN random() < 0.1 THEN ''something else'' ELSE '''' END'
                    ELSE '''answer text '' || id' END);
        END LOOP;
    END LOOP;
END $$;

-- tokens completed = the submit date of their response
UPDATE lime_tokens_458296 t SET completed = to_char(r.submitdate, 'YYYY-MM-DD HH24:MI')
FROM lime_survey_458296 r WHERE r.token = t.token AND r.submitdate IS NOT NULL;
UPDATE lime_survey_links l SET date_completed = t.completed::timestamp
FROM lime_tokens_458296 t WHERE l.survey_id = 458296 AND l.token_id = t.tid AND t.completed <> 'N';

-- Later deletions.  Participants deleted from survey A's token table (with their links) after
-- responding: their responses keep the token.
DELETE FROM lime_survey_links WHERE survey_id = 458296 AND token_id IN (SELECT tid FROM lime_tokens_458296 WHERE tid % 47 = 13);
DELETE FROM lime_tokens_458296 WHERE tid % 47 = 13;
-- Questions deleted (with their subquestions, texts, answers and conditions; some attributes stay behind).
CREATE TEMP TABLE gone_q AS
SELECT qid FROM lime_questions WHERE qid % 41 = 7 AND parent_qid = 0
UNION SELECT qid FROM lime_questions WHERE parent_qid % 41 = 7 AND parent_qid > 0;
DELETE FROM lime_answer_l10ns WHERE aid IN (SELECT aid FROM lime_answers WHERE qid IN (SELECT qid FROM gone_q));
DELETE FROM lime_answers WHERE qid IN (SELECT qid FROM gone_q);
DELETE FROM lime_question_l10ns WHERE qid IN (SELECT qid FROM gone_q);
DELETE FROM lime_conditions WHERE qid IN (SELECT qid FROM gone_q) OR cqid IN (SELECT qid FROM gone_q);
DELETE FROM lime_quota_members WHERE qid IN (SELECT qid FROM gone_q);
DELETE FROM lime_question_attributes WHERE qid IN (SELECT qid FROM gone_q) AND qid % 3 <> 0;
DELETE FROM lime_questions WHERE qid IN (SELECT qid FROM gone_q);
-- Surveys deleted, with everything of theirs.
DELETE FROM lime_answer_l10ns WHERE aid IN (SELECT a.aid FROM lime_answers a JOIN lime_questions q ON q.qid = a.qid
                                             WHERE q.sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_answers WHERE qid IN (SELECT qid FROM lime_questions WHERE sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_question_l10ns WHERE qid IN (SELECT qid FROM lime_questions WHERE sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_question_attributes WHERE qid IN (SELECT qid FROM lime_questions WHERE sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_conditions WHERE qid IN (SELECT qid FROM lime_questions WHERE sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_questions WHERE sid IN (SELECT sid FROM gone_sv);
DELETE FROM lime_group_l10ns WHERE gid IN (SELECT gid FROM lime_groups WHERE sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_groups WHERE sid IN (SELECT sid FROM gone_sv);
DELETE FROM lime_quota_languagesettings WHERE quotals_quota_id IN (SELECT id FROM lime_quota WHERE sid IN (SELECT sid FROM gone_sv));
DELETE FROM lime_quota_members WHERE sid IN (SELECT sid FROM gone_sv);
DELETE FROM lime_quota WHERE sid IN (SELECT sid FROM gone_sv);
DELETE FROM lime_permissions WHERE entity = 'survey' AND entity_id IN (SELECT sid FROM gone_sv);
DELETE FROM lime_surveys_languagesettings WHERE surveyls_survey_id IN (SELECT sid FROM gone_sv);
DELETE FROM lime_surveys WHERE sid IN (SELECT sid FROM gone_sv);

ANALYZE;
