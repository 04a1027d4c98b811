-- test/accuracy/mantisbt.sql: a MantisBT 2.x bug tracker on PostgreSQL (the mantis_<x>_table
-- tables of admin/schema.php as ADOdb creates them), a company's tracker of a dozen projects and
-- ten years, written for issue 16 as a held-out check (sixteenth round): committed with its truth
-- (mantisbt_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every table named mantis_<noun>_table, a bare serial id key, integer
-- references named <role>_id (reporter_id, handler_id, poster_id, user_id -> mantis_user_table.id;
-- bug_text_id, bugnote_text_id -> the text tables; duplicate_id, source_bug_id,
-- destination_bug_id -> mantis_bug_table.id), a few without the key word (project_hierarchy's
-- child_id / parent_id -> projects, tokens.owner -> users, user_pref.default_project -> projects).
-- Smallint enums (status 10..90, access_level 10..90, severity, priority, view_state 10/50),
-- integer Unix timestamps (date_submitted, last_updated, last_visit), unique indexes that are
-- plain CREATE UNIQUE INDEX (username, cookie_string, project name, tag name, (project_id,
-- version)), as ADOdb makes them.
-- MantisBT declares NO foreign keys: every reference below is listed as undeclared (mode fk
-- drops nothing), so only what is found counts (as TP or FP) and misses are listed, not counted.
-- The 0-for-none convention: optional references are NOT NULL DEFAULT 0, never NULL:
-- mantis_bug_table.handler_id (0 = unassigned), duplicate_id (0 unless resolved as duplicate),
-- profile_id (0 = no platform profile), mantis_category_table.project_id (0 = the global
-- categories; 'General', id 1, is global) and user_id (0 = no default handler),
-- mantis_user_profile_table.user_id (0 = a global profile), mantis_user_pref_table.project_id
-- and default_project, mantis_news_table.project_id, mantis_config_table.project_id and user_id
-- (0 = ALL_PROJECTS / all users), mantis_bug_revision_table.bugnote_id (0 for a revision of the
-- bug's own text). Every value of these except 0 is in the target and 0 is in none: they are true
-- references whose "none" is 0, in the truth as undeclared.
-- Version references are by text within the project: mantis_bug_table.version, fixed_in_version
-- and target_version hold a version string of the bug's project ('' for none), so (project_id,
-- version) -> mantis_project_version_table (project_id, version) under its unique index; the same
-- version strings ('1.0', '2.1') recur across projects, so the column alone references nothing.
-- Deleted users leave orphans: MantisBT deletes a user's preferences, profiles, monitors, tokens
-- and project memberships, but keeps the bugs, notes, history and files they wrote, with their
-- old id (about 1% of reporter_id values); those references are in the truth with their orphans.
-- bug_text_id equals the bug's id and bugnote_text_id the note's id on every row (both rows are
-- inserted together from sequences that never drift here), so the data fits id -> id as well;
-- MantisBT reads the *_text_id columns, and only they are in the truth.
-- Left out of the truth: mantis_project_table.category_id (a legacy column, 1 on every row);
-- mantis_filters_table.project_id (0 for all projects, a project id for a saved filter, and
-- minus the project id for a user's current filter: its negative values are no project's);
-- mantis_bug_history_table.old_value / new_value (text, holding a user id, a status or a summary
-- by field_name); mantis_user_pref_table.default_profile (0 on every row).
-- Skewed: a few projects hold most bugs, a few reporters and developers most of the activity.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1852);

CREATE TABLE mantis_user_table (
    id serial PRIMARY KEY, username varchar(191) NOT NULL DEFAULT '', realname varchar(191) NOT NULL DEFAULT '',
    email varchar(191) NOT NULL DEFAULT '', password varchar(64) NOT NULL DEFAULT '', enabled smallint NOT NULL DEFAULT 1,
    protected smallint NOT NULL DEFAULT 0, access_level smallint NOT NULL DEFAULT 10, login_count integer NOT NULL DEFAULT 0,
    lost_password_request_count smallint NOT NULL DEFAULT 0, failed_login_count smallint NOT NULL DEFAULT 0,
    cookie_string varchar(64) NOT NULL DEFAULT '', last_visit integer NOT NULL DEFAULT 1, date_created integer NOT NULL DEFAULT 1);
CREATE UNIQUE INDEX idx_user_cookie_string ON mantis_user_table (cookie_string);
CREATE UNIQUE INDEX idx_user_username ON mantis_user_table (username);
CREATE INDEX idx_enable ON mantis_user_table (enabled);
CREATE INDEX idx_access ON mantis_user_table (access_level);
CREATE INDEX idx_email ON mantis_user_table (email);
-- 190 accounts created, 13 deleted since (ids g % 15 = 7): their ids stay in bugs and notes.
INSERT INTO mantis_user_table
SELECT g, CASE WHEN g = 1 THEN 'administrator' ELSE 'user' || g END, CASE WHEN g = 1 THEN '' ELSE 'Person ' || g END,
       'user' || g || '@example.com', md5('pw' || g),
       CASE WHEN g % 11 = 0 THEN 0 ELSE 1 END, CASE WHEN g = 1 THEN 1 ELSE 0 END,
       CASE WHEN g = 1 THEN 90 WHEN g % 17 = 2 THEN 70 WHEN g % 4 = 0 THEN 55 WHEN g % 9 = 3 THEN 40
            WHEN g % 5 = 1 THEN 10 ELSE 25 END,
       (random() * 900)::int, 0, (g % 13 = 0)::int, md5('cookie' || g) || md5('c2' || g),
       1262304000 + g * 1500000 + (random() * 40000000)::int, 1262304000 + g * 1500000
FROM generate_series(1, 190) g WHERE g % 15 <> 7;
CREATE TEMP TABLE dev AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM mantis_user_table WHERE access_level >= 55;
CREATE TEMP TABLE anyuser AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM mantis_user_table;
-- the 13 deleted accounts (ids g % 15 = 7) reported about 1% of the bugs before they left
CREATE TEMP TABLE gone AS SELECT row_number() OVER (ORDER BY g) AS n, g AS id FROM generate_series(1, 190) g WHERE g % 15 = 7;

CREATE TABLE mantis_project_table (
    id serial PRIMARY KEY, name varchar(128) NOT NULL DEFAULT '', status smallint NOT NULL DEFAULT 10,
    enabled smallint NOT NULL DEFAULT 1, view_state smallint NOT NULL DEFAULT 10, access_min smallint NOT NULL DEFAULT 10,
    file_path varchar(250) NOT NULL DEFAULT '', description text NOT NULL DEFAULT '', category_id integer NOT NULL DEFAULT 1,
    inherit_global smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX idx_project_name ON mantis_project_table (name);
CREATE INDEX idx_project_view ON mantis_project_table (view_state);
INSERT INTO mantis_project_table (id, name, status, enabled, view_state, description, inherit_global)
SELECT g, (ARRAY['Web Portal','Mobile App','Billing','Data Platform','Intranet','Old CRM','Public API','Installer',
                 'Docs','Portal - Search','Portal - Checkout','App - iOS','App - Android','Billing - Reports','Ops'])[g],
       CASE WHEN g IN (6, 8) THEN 70 WHEN g = 15 THEN 30 ELSE 10 END, CASE WHEN g = 6 THEN 0 ELSE 1 END,
       CASE WHEN g IN (4, 15) THEN 50 ELSE 10 END, 'Project ' || g, 1
FROM generate_series(1, 15) g WHERE g <> 9;
CREATE TEMP TABLE proj AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM mantis_project_table;

CREATE TABLE mantis_project_hierarchy_table (child_id integer NOT NULL, parent_id integer NOT NULL,
    inherit_parent smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX idx_project_hierarchy ON mantis_project_hierarchy_table (child_id, parent_id);
CREATE INDEX idx_project_hierarchy_child_id ON mantis_project_hierarchy_table (child_id);
CREATE INDEX idx_project_hierarchy_parent_id ON mantis_project_hierarchy_table (parent_id);
INSERT INTO mantis_project_hierarchy_table VALUES (10, 1, 1), (11, 1, 1), (12, 2, 1), (13, 2, 0), (14, 3, 1), (8, 5, 0);

CREATE TABLE mantis_project_user_list_table (project_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0,
    access_level smallint NOT NULL DEFAULT 10, PRIMARY KEY (project_id, user_id));
CREATE INDEX idx_project_user ON mantis_project_user_list_table (user_id);
INSERT INTO mantis_project_user_list_table
SELECT DISTINCT ON (p, u) p, u, (ARRAY[25, 40, 55, 55, 70])[1 + (random() * 4)::int]
FROM (SELECT (SELECT id FROM proj WHERE n = 1 + (g % 14)) AS p,
             (SELECT id FROM anyuser WHERE n = 1 + ((g * 37 + (g / 14)) % 177)) AS u
      FROM generate_series(1, 420) g) s
WHERE p IN (4, 15, 2, 12, 13, 1);

CREATE TABLE mantis_category_table (id serial PRIMARY KEY, project_id integer NOT NULL DEFAULT 0,
    user_id integer NOT NULL DEFAULT 0, name varchar(128) NOT NULL DEFAULT '', status integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX idx_category_project_name ON mantis_category_table (project_id, name);
INSERT INTO mantis_category_table VALUES (1, 0, 0, 'General', 0), (2, 0, 0, 'Security', 0), (3, 0, 0, 'Documentation', 0);
INSERT INTO mantis_category_table
SELECT 3 + row_number() OVER (ORDER BY p.id, c.k), p.id,
       CASE WHEN random() < 0.35 THEN (SELECT id FROM dev WHERE n = 1 + ((p.id * 7 + c.k) % (SELECT count(*) FROM dev))) ELSE 0 END,
       (ARRAY['UI','Backend','Performance','Database','Build','Translation','Accessibility','Reports'])[c.k], 0
FROM proj p CROSS JOIN generate_series(1, 8) c(k)
WHERE c.k <= 2 + (p.id * 5) % 6;
CREATE TEMP TABLE projcat AS
SELECT project_id AS pid, row_number() OVER (PARTITION BY project_id ORDER BY id) AS n, id FROM mantis_category_table WHERE project_id > 0;

CREATE TABLE mantis_project_version_table (id serial PRIMARY KEY, project_id integer NOT NULL DEFAULT 0,
    version varchar(64) NOT NULL DEFAULT '', description text NOT NULL DEFAULT '', released smallint NOT NULL DEFAULT 1,
    obsolete smallint NOT NULL DEFAULT 0, date_order integer NOT NULL DEFAULT 1);
CREATE UNIQUE INDEX idx_project_version ON mantis_project_version_table (project_id, version);
INSERT INTO mantis_project_version_table (project_id, version, description, released, obsolete, date_order)
SELECT p.id, (1 + (v - 1) / 3) || '.' || ((v - 1) % 3), '', CASE WHEN v >= 3 + p.id % 5 THEN 0 ELSE 1 END,
       CASE WHEN v <= 2 AND p.id % 2 = 0 THEN 1 ELSE 0 END, 1293840000 + p.id * 864000 + v * 9000000
FROM proj p CROSS JOIN generate_series(1, 9) v
WHERE v <= 3 + (p.id * 3) % 7
ORDER BY p.id, v;
CREATE TEMP TABLE projver AS
SELECT project_id AS pid, row_number() OVER (PARTITION BY project_id ORDER BY id) AS n, version,
       count(*) OVER (PARTITION BY project_id) AS cnt FROM mantis_project_version_table;

CREATE TABLE mantis_user_profile_table (id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0,
    platform varchar(250) NOT NULL DEFAULT '', os varchar(250) NOT NULL DEFAULT '', os_build varchar(250) NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '');
INSERT INTO mantis_user_profile_table (user_id, platform, os, os_build, description)
SELECT CASE WHEN g <= 6 THEN 0 ELSE (SELECT id FROM anyuser WHERE n = 1 + (g * 29) % 177) END,
       (ARRAY['x86_64','arm64','iPhone','Pixel'])[1 + g % 4], (ARRAY['Windows','macOS','Ubuntu','iOS','Android'])[1 + g % 5],
       (10 + g % 7)::text, 'profile ' || g
FROM generate_series(1, 48) g;

CREATE TABLE mantis_bug_text_table (id serial PRIMARY KEY, description text NOT NULL, steps_to_reproduce text NOT NULL DEFAULT '',
    additional_information text NOT NULL DEFAULT '');
CREATE TABLE mantis_bug_table (
    id serial PRIMARY KEY, project_id integer NOT NULL DEFAULT 0, reporter_id integer NOT NULL DEFAULT 0,
    handler_id integer NOT NULL DEFAULT 0, duplicate_id integer NOT NULL DEFAULT 0, priority smallint NOT NULL DEFAULT 30,
    severity smallint NOT NULL DEFAULT 50, reproducibility smallint NOT NULL DEFAULT 10, status smallint NOT NULL DEFAULT 10,
    resolution smallint NOT NULL DEFAULT 10, projection smallint NOT NULL DEFAULT 10, eta smallint NOT NULL DEFAULT 10,
    bug_text_id integer NOT NULL DEFAULT 0, os varchar(64) NOT NULL DEFAULT '', os_build varchar(32) NOT NULL DEFAULT '',
    platform varchar(64) NOT NULL DEFAULT '', version varchar(64) NOT NULL DEFAULT '', fixed_in_version varchar(64) NOT NULL DEFAULT '',
    build varchar(32) NOT NULL DEFAULT '', profile_id integer NOT NULL DEFAULT 0, view_state smallint NOT NULL DEFAULT 10,
    summary varchar(128) NOT NULL DEFAULT '', sponsorship_total integer NOT NULL DEFAULT 0, sticky smallint NOT NULL DEFAULT 0,
    target_version varchar(64) NOT NULL DEFAULT '', category_id integer NOT NULL DEFAULT 1,
    date_submitted integer NOT NULL DEFAULT 1, due_date integer NOT NULL DEFAULT 1, last_updated integer NOT NULL DEFAULT 1);
CREATE INDEX idx_bug_sponsorship_total ON mantis_bug_table (sponsorship_total);
CREATE INDEX idx_bug_fixed_in_version ON mantis_bug_table (fixed_in_version);
CREATE INDEX idx_bug_status ON mantis_bug_table (status);
CREATE INDEX idx_project ON mantis_bug_table (project_id);
-- 3300 bugs submitted, 90 deleted since (with their text, notes, history and files).
CREATE TEMP TABLE b0 AS
SELECT g AS id, (SELECT id FROM proj WHERE n = 1 + floor(14 * power(r_pr, 1.8))::int) AS project_id,
       CASE WHEN r_re < 0.012 THEN (SELECT id FROM gone WHERE n = 1 + floor(r_re * 1000)::int)
            ELSE (SELECT id FROM anyuser WHERE n = 1 + floor(177 * power((r_re - 0.012) / 0.988, 2.2))::int) END AS reporter_id,
       r_h, r_st, r_c, r_v, r_f, r_t, r_p
FROM (SELECT g, random() AS r_pr, random() AS r_re, random() AS r_h, random() AS r_st, random() AS r_c, random() AS r_v,
             random() AS r_f, random() AS r_t, random() AS r_p FROM generate_series(1, 3300) g) s WHERE g % 37 <> 5;
INSERT INTO mantis_bug_text_table (id, description, steps_to_reproduce, additional_information)
SELECT id, 'Description of issue ' || id, CASE WHEN id % 3 = 0 THEN '1. open 2. click' ELSE '' END, '' FROM b0;
INSERT INTO mantis_bug_table (id, project_id, reporter_id, handler_id, duplicate_id, priority, severity, reproducibility,
    status, resolution, bug_text_id, os, platform, version, fixed_in_version, profile_id, view_state, summary, target_version,
    category_id, date_submitted, due_date, last_updated)
SELECT b.id, b.project_id, b.reporter_id,
       CASE WHEN st.status <= 20 AND b.r_h < 0.8 THEN 0
            ELSE (SELECT id FROM dev WHERE n = 1 + floor((SELECT count(*) FROM dev) * power(b.r_h, 1.7))::int) END,
       CASE WHEN st.status >= 80 AND b.r_f < 0.08 AND b.id > 50
            THEN (SELECT max(id) FROM b0 x WHERE x.id <= b.id - 1 - (b.id * 7) % 40) ELSE 0 END,
       (ARRAY[10, 20, 30, 30, 30, 40, 50, 60])[1 + (b.r_c * 7)::int], (ARRAY[10, 20, 50, 50, 50, 60, 70, 80])[1 + (b.r_t * 7)::int],
       (ARRAY[10, 30, 50, 70, 90, 100])[1 + (b.r_p * 5)::int], st.status,
       CASE WHEN st.status >= 80 THEN CASE WHEN b.r_f < 0.08 AND b.id > 50 THEN 60 WHEN b.r_f < 0.15 THEN 70 ELSE 20 END ELSE 10 END,
       b.id, (ARRAY['', 'Windows', 'macOS', 'Linux'])[1 + (b.r_v * 3)::int], '',
       CASE WHEN b.r_v < 0.55 THEN coalesce((SELECT version FROM projver v WHERE v.pid = b.project_id
                                                AND v.n = 1 + floor(v.cnt * b.r_c)::int), '') ELSE '' END,
       CASE WHEN st.status >= 80 AND b.r_t < 0.6 THEN coalesce((SELECT version FROM projver v WHERE v.pid = b.project_id
                                                AND v.n = 1 + floor(v.cnt * b.r_t)::int), '') ELSE '' END,
       CASE WHEN b.r_p < 0.04 THEN 1 + (b.id * 13) % 48 ELSE 0 END,
       CASE WHEN b.r_p > 0.93 THEN 50 ELSE 10 END, 'Issue ' || b.id || ': something fails',
       CASE WHEN b.r_f > 0.7 THEN coalesce((SELECT version FROM projver v WHERE v.pid = b.project_id AND v.n = v.cnt), '') ELSE '' END,
       CASE WHEN b.r_c < 0.12 THEN 1 + (b.id % 3)
            ELSE coalesce((SELECT id FROM projcat c WHERE c.pid = b.project_id
                           AND c.n = 1 + floor((SELECT count(*) FROM projcat c2 WHERE c2.pid = b.project_id) * b.r_c * b.r_c)::int), 1) END,
       1293840000 + b.id * 95000, CASE WHEN b.r_t > 0.9 THEN 1293840000 + b.id * 95000 + 2592000 ELSE 1 END,
       1293840000 + b.id * 95000 + (b.r_st * 30000000)::int
FROM b0 b CROSS JOIN LATERAL (SELECT (ARRAY[10, 10, 20, 30, 40, 50, 50, 80, 80, 90, 90, 90])[1 + floor(b.r_st * 12)::int] AS status) st;
CREATE TEMP TABLE bug AS SELECT row_number() OVER (ORDER BY id) AS n, id, reporter_id, handler_id, project_id FROM mantis_bug_table;

CREATE TABLE mantis_bugnote_text_table (id serial PRIMARY KEY, note text NOT NULL);
CREATE TABLE mantis_bugnote_table (id serial PRIMARY KEY, bug_id integer NOT NULL DEFAULT 0, reporter_id integer NOT NULL DEFAULT 0,
    bugnote_text_id integer NOT NULL DEFAULT 0, view_state smallint NOT NULL DEFAULT 10, note_type integer DEFAULT 0,
    note_attr varchar(250) DEFAULT '', time_tracking integer NOT NULL DEFAULT 0, last_modified integer NOT NULL DEFAULT 1,
    date_submitted integer NOT NULL DEFAULT 1);
CREATE INDEX idx_bug ON mantis_bugnote_table (bug_id);
CREATE INDEX idx_last_mod ON mantis_bugnote_table (last_modified);
CREATE TEMP TABLE n0 AS
SELECT g AS id, (SELECT id FROM bug WHERE n = 1 + floor((SELECT count(*) FROM bug) * power(rb, 1.5))::int) AS bug_id, r
FROM (SELECT g, random() AS rb, random() AS r FROM generate_series(1, 7200) g) s WHERE g % 53 <> 11;
INSERT INTO mantis_bugnote_text_table SELECT id, 'Note ' || id || ' text' FROM n0;
INSERT INTO mantis_bugnote_table
SELECT n.id, n.bug_id,
       CASE WHEN n.r < 0.45 THEN b.reporter_id WHEN n.r < 0.85 AND b.handler_id > 0 THEN b.handler_id
            ELSE (SELECT id FROM anyuser WHERE n = 1 + floor(177 * power(n.r, 3))::int) END,
       n.id, CASE WHEN n.r > 0.9 THEN 50 ELSE 10 END, CASE WHEN n.r > 0.97 THEN 2 ELSE 0 END, '',
       CASE WHEN n.r BETWEEN 0.5 AND 0.6 THEN (n.r * 600)::int ELSE 0 END,
       1293840000 + n.bug_id * 95000 + n.id * 300, 1293840000 + n.bug_id * 95000 + n.id * 200
FROM n0 n JOIN bug b ON b.id = n.bug_id;

CREATE TABLE mantis_bug_history_table (id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, bug_id integer NOT NULL DEFAULT 0,
    field_name varchar(64) NOT NULL, old_value varchar(255) NOT NULL DEFAULT '', new_value varchar(255) NOT NULL DEFAULT '',
    type smallint NOT NULL DEFAULT 0, date_modified integer NOT NULL DEFAULT 1);
CREATE INDEX idx_bug_history_bug_id ON mantis_bug_history_table (bug_id);
CREATE INDEX idx_history_user_id ON mantis_bug_history_table (user_id);
CREATE INDEX idx_bug_history_date_modified ON mantis_bug_history_table (date_modified);
INSERT INTO mantis_bug_history_table (user_id, bug_id, field_name, old_value, new_value, type, date_modified)
SELECT CASE WHEN k.f = 0 THEN b.reporter_id WHEN b.handler_id > 0 AND random() < 0.7 THEN b.handler_id
            ELSE (SELECT id FROM dev WHERE n = 1 + (b.id * 3 + k.f) % (SELECT count(*) FROM dev)) END,
       b.id, (ARRAY['', 'status', 'handler_id', 'priority', 'resolution', 'fixed_in_version'])[1 + k.f],
       CASE k.f WHEN 1 THEN '10' WHEN 2 THEN '0' WHEN 3 THEN '30' ELSE '' END,
       CASE k.f WHEN 1 THEN '50' WHEN 2 THEN b.handler_id::text WHEN 3 THEN '40' ELSE '' END,
       CASE WHEN k.f = 0 THEN 1 ELSE 0 END, 1293840000 + b.id * 95000 + k.f * 7200
FROM bug b CROSS JOIN generate_series(0, 5) k(f)
WHERE k.f = 0 OR (b.id * 7 + k.f * 3) % 10 < 4
ORDER BY b.id, k.f;

CREATE TABLE mantis_bug_relationship_table (id serial PRIMARY KEY, source_bug_id integer NOT NULL DEFAULT 0,
    destination_bug_id integer NOT NULL DEFAULT 0, relationship_type smallint NOT NULL DEFAULT 0);
CREATE INDEX idx_relationship_source ON mantis_bug_relationship_table (source_bug_id);
CREATE INDEX idx_relationship_destination ON mantis_bug_relationship_table (destination_bug_id);
INSERT INTO mantis_bug_relationship_table (source_bug_id, destination_bug_id, relationship_type)
SELECT b.id, d.id, (ARRAY[0, 1, 1, 2, 2])[1 + g % 5]
FROM generate_series(1, 380) g
JOIN bug b ON b.n = 40 + (g * 83) % 3150
JOIN bug d ON d.n = b.n - 1 - (g * 17) % 39;

CREATE TABLE mantis_bug_file_table (id serial PRIMARY KEY, bug_id integer NOT NULL DEFAULT 0, title varchar(250) NOT NULL DEFAULT '',
    description varchar(250) NOT NULL DEFAULT '', diskfile varchar(250) NOT NULL DEFAULT '', filename varchar(250) NOT NULL DEFAULT '',
    folder varchar(250) NOT NULL DEFAULT '', filesize integer NOT NULL DEFAULT 0, file_type varchar(250) NOT NULL DEFAULT '',
    content bytea, date_added integer NOT NULL DEFAULT 1, user_id integer NOT NULL DEFAULT 0);
CREATE INDEX idx_bug_file_bug_id ON mantis_bug_file_table (bug_id);
CREATE INDEX idx_diskfile ON mantis_bug_file_table (diskfile);
INSERT INTO mantis_bug_file_table (bug_id, diskfile, filename, folder, filesize, file_type, date_added, user_id)
SELECT b.id, md5('f' || g), (ARRAY['screenshot.png', 'log.txt', 'trace.zip', 'report.pdf'])[1 + g % 4], '/var/mantis/files/',
       1000 + (g * 7919) % 900000, (ARRAY['image/png', 'text/plain', 'application/zip', 'application/pdf'])[1 + g % 4],
       1293840000 + b.id * 95000 + g, CASE WHEN g % 5 = 0 AND b.handler_id > 0 THEN b.handler_id ELSE b.reporter_id END
FROM generate_series(1, 520) g JOIN bug b ON b.n = 1 + floor((SELECT count(*) FROM bug) * power(((g * 0.618034) - floor(g * 0.618034)), 1.3))::int;

CREATE TABLE mantis_bug_monitor_table (user_id integer NOT NULL DEFAULT 0, bug_id integer NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, bug_id));
CREATE INDEX idx_bug_id ON mantis_bug_monitor_table (bug_id);
INSERT INTO mantis_bug_monitor_table
SELECT DISTINCT u, b FROM (
    SELECT (SELECT id FROM anyuser WHERE n = 1 + floor(177 * power(ru, 2))::int) AS u,
           (SELECT id FROM bug WHERE n = 1 + floor((SELECT count(*) FROM bug) * rb)::int) AS b
    FROM (SELECT random() AS ru, random() AS rb FROM generate_series(1, 2100)) r) s;

CREATE TABLE mantis_tag_table (id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, name varchar(100) NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '', date_created integer NOT NULL DEFAULT 1, date_updated integer NOT NULL DEFAULT 1);
CREATE UNIQUE INDEX idx_tag_name ON mantis_tag_table (name);
CREATE INDEX idx_tag_user_id ON mantis_tag_table (user_id);
INSERT INTO mantis_tag_table (user_id, name, date_created, date_updated)
SELECT (SELECT id FROM dev WHERE n = 1 + (g * 5) % 9), 'tag-' || g, 1300000000 + g * 4000000, 1300000000 + g * 4000000
FROM generate_series(1, 42) g;

CREATE TABLE mantis_bug_tag_table (bug_id integer NOT NULL DEFAULT 0, tag_id integer NOT NULL DEFAULT 0,
    user_id integer NOT NULL DEFAULT 0, date_attached integer NOT NULL DEFAULT 1, PRIMARY KEY (bug_id, tag_id));
CREATE INDEX idx_bug_tag_tag_id ON mantis_bug_tag_table (tag_id);
INSERT INTO mantis_bug_tag_table
SELECT DISTINCT ON (b.id, t) b.id, t, CASE WHEN b.handler_id > 0 THEN b.handler_id ELSE (SELECT id FROM dev WHERE n = 1) END,
       1300000000 + b.id * 95000
FROM (SELECT 1 + floor((SELECT count(*) FROM bug) * random())::int AS bn, 1 + floor(42 * power(random(), 2))::int AS t FROM generate_series(1, 1500)) s
JOIN bug b ON b.n = s.bn;

CREATE TABLE mantis_custom_field_table (id serial PRIMARY KEY, name varchar(64) NOT NULL DEFAULT '', type smallint NOT NULL DEFAULT 0,
    possible_values text NOT NULL DEFAULT '', default_value varchar(255) NOT NULL DEFAULT '', valid_regexp varchar(255) NOT NULL DEFAULT '',
    access_level_r smallint NOT NULL DEFAULT 0, access_level_rw smallint NOT NULL DEFAULT 0, length_min integer NOT NULL DEFAULT 0,
    length_max integer NOT NULL DEFAULT 0, require_report smallint NOT NULL DEFAULT 0, display_report smallint NOT NULL DEFAULT 0,
    filter_by smallint NOT NULL DEFAULT 1);
CREATE INDEX idx_custom_field_name ON mantis_custom_field_table (name);
INSERT INTO mantis_custom_field_table (id, name, type, possible_values, access_level_r, access_level_rw, display_report)
VALUES (1, 'Customer', 0, '', 25, 55, 1), (2, 'Browser', 6, 'Chrome|Firefox|Safari|Edge', 10, 25, 1),
       (3, 'Estimate (h)', 1, '', 55, 55, 0), (4, 'Ticket ref', 0, '', 25, 40, 1), (5, 'Regression', 5, 'Yes', 10, 25, 1),
       (6, 'Release notes', 10, '', 25, 70, 0), (7, 'Environment', 6, 'Dev|QA|Prod', 10, 25, 1);

CREATE TABLE mantis_custom_field_project_table (field_id integer NOT NULL DEFAULT 0, project_id integer NOT NULL DEFAULT 0,
    sequence smallint NOT NULL DEFAULT 0, PRIMARY KEY (field_id, project_id));
INSERT INTO mantis_custom_field_project_table
SELECT f, p.id, f FROM generate_series(1, 7) f CROSS JOIN proj p WHERE (f * 3 + p.id) % 4 <> 0 AND f <> 6 OR (f = 6 AND p.id IN (1, 2));

CREATE TABLE mantis_custom_field_string_table (field_id integer NOT NULL DEFAULT 0, bug_id integer NOT NULL DEFAULT 0,
    value varchar(255) NOT NULL DEFAULT '', text text, PRIMARY KEY (field_id, bug_id));
CREATE INDEX idx_custom_field_bug ON mantis_custom_field_string_table (bug_id);
INSERT INTO mantis_custom_field_string_table
SELECT cp.field_id, b.id,
       CASE cp.field_id WHEN 1 THEN 'ACME ' || (b.id % 40) WHEN 2 THEN (ARRAY['Chrome','Firefox','Safari','Edge'])[1 + b.id % 4]
            WHEN 3 THEN ((b.id * 7) % 40)::text WHEN 4 THEN 'T-' || (100000 + b.id * 3) WHEN 5 THEN CASE WHEN b.id % 5 = 0 THEN 'Yes' ELSE '' END
            WHEN 7 THEN (ARRAY['Dev','QA','Prod'])[1 + b.id % 3] ELSE '' END,
       CASE WHEN cp.field_id = 6 THEN 'Fixed: issue ' || b.id END
FROM bug b JOIN mantis_custom_field_project_table cp ON cp.project_id = b.project_id
WHERE (b.id * 11 + cp.field_id * 5) % 10 < 6;

CREATE TABLE mantis_user_pref_table (id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, project_id integer NOT NULL DEFAULT 0,
    default_profile integer NOT NULL DEFAULT 0, default_project integer NOT NULL DEFAULT 0, refresh_delay integer NOT NULL DEFAULT 0,
    redirect_delay integer NOT NULL DEFAULT 0, bugnote_order varchar(4) NOT NULL DEFAULT 'ASC', email_on_new smallint NOT NULL DEFAULT 0,
    email_on_assigned smallint NOT NULL DEFAULT 0, email_bugnote_limit smallint NOT NULL DEFAULT 0,
    language varchar(32) NOT NULL DEFAULT 'english', timezone varchar(32) NOT NULL DEFAULT '');
INSERT INTO mantis_user_pref_table (user_id, project_id, default_project, refresh_delay, redirect_delay, bugnote_order, email_on_new,
    email_on_assigned, language, timezone)
SELECT u.id, CASE WHEN u.id % 19 = 4 THEN (SELECT id FROM proj WHERE n = 1 + u.id % 14) ELSE 0 END,
       CASE WHEN u.id % 3 = 0 THEN 0 ELSE (SELECT id FROM proj WHERE n = 1 + floor(14 * power(((u.id * 0.618034) - floor(u.id * 0.618034)), 2))::int) END,
       30, 2, CASE WHEN u.id % 4 = 0 THEN 'DESC' ELSE 'ASC' END, (u.id % 2), 1,
       (ARRAY['english', 'german', 'french', 'auto'])[1 + u.id % 4], (ARRAY['', 'Europe/Berlin', 'UTC'])[1 + u.id % 3]
FROM anyuser u WHERE u.id % 6 <> 5;

CREATE TABLE mantis_news_table (id serial PRIMARY KEY, project_id integer NOT NULL DEFAULT 0, poster_id integer NOT NULL DEFAULT 0,
    view_state smallint NOT NULL DEFAULT 10, announcement smallint NOT NULL DEFAULT 0, headline varchar(64) NOT NULL DEFAULT '',
    body text NOT NULL, last_modified integer NOT NULL DEFAULT 1, date_posted integer NOT NULL DEFAULT 1);
INSERT INTO mantis_news_table (project_id, poster_id, view_state, announcement, headline, body, last_modified, date_posted)
SELECT CASE WHEN g % 4 = 0 THEN 0 ELSE (SELECT id FROM proj WHERE n = 1 + g % 5) END, (ARRAY[1, 2, 19, 36])[1 + g % 4],
       10, (g % 7 = 0)::int, 'News ' || g, 'Body ' || g, 1300000000 + g * 9000000, 1300000000 + g * 9000000
FROM generate_series(1, 34) g;

CREATE TABLE mantis_filters_table (id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, project_id integer NOT NULL DEFAULT 0,
    is_public smallint DEFAULT NULL, name varchar(64) NOT NULL DEFAULT '', filter_string text NOT NULL);
INSERT INTO mantis_filters_table (user_id, project_id, is_public, name, filter_string)
SELECT u.id, CASE WHEN k = 0 THEN -(SELECT id FROM proj WHERE n = 1 + (u.id * 3) % 14)
                  WHEN k = 1 THEN 0 ELSE (SELECT id FROM proj WHERE n = 1 + (u.id + k) % 14) END,
       CASE WHEN k = 0 THEN NULL ELSE (u.id % 5 = 0)::int END,
       CASE WHEN k = 0 THEN '' ELSE 'My filter ' || k END, 'v9#{"_version":"v9","_view_type":"simple"}'
FROM anyuser u CROSS JOIN generate_series(0, 2) k
WHERE u.id % 2 = 0 AND (k = 0 OR (u.id * k) % 7 < 2);

CREATE TABLE mantis_tokens_table (id serial PRIMARY KEY, owner integer NOT NULL, type integer NOT NULL, value text NOT NULL,
    timestamp integer NOT NULL DEFAULT 1, expiry integer NOT NULL DEFAULT 1);
CREATE INDEX idx_typeowner ON mantis_tokens_table (type, owner);
INSERT INTO mantis_tokens_table (owner, type, value, timestamp, expiry)
SELECT (SELECT id FROM anyuser WHERE n = 1 + floor(177 * power(ru, 1.5))::int), (ARRAY[1, 2, 3, 4, 5])[1 + g % 5],
       md5('tok' || g), 1600000000 + g * 3000, 1600000000 + g * 3000 + 86400
FROM (SELECT g, random() AS ru FROM generate_series(1, 260) g) s;

CREATE TABLE mantis_config_table (config_id varchar(64) NOT NULL, project_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0,
    access_reqd integer DEFAULT 0, type integer DEFAULT 90, value text NOT NULL, PRIMARY KEY (config_id, project_id, user_id));
INSERT INTO mantis_config_table
SELECT c, CASE WHEN k = 0 THEN 0 ELSE (SELECT id FROM proj WHERE n = 1 + (k * 5 + length(c)) % 14) END,
       CASE WHEN k = 2 THEN (SELECT id FROM anyuser WHERE n = 1 + (length(c) * 11) % 177) ELSE 0 END, 90, 1,
       CASE WHEN c LIKE '%threshold' THEN '55' ELSE 'ON' END
FROM unnest(ARRAY['database_version', 'bug_report_page_fields', 'handle_bug_threshold', 'update_bug_threshold',
                  'report_bug_threshold', 'notify_flags', 'enable_profiles', 'roadmap_view_threshold', 'default_home_page',
                  'bug_resolved_status_threshold', 'allow_reporter_close', 'time_tracking_enabled']) c
CROSS JOIN generate_series(0, 3) k
WHERE k = 0 OR (length(c) + k) % 3 = 0;

CREATE TABLE mantis_bug_revision_table (id serial PRIMARY KEY, bug_id integer NOT NULL, bugnote_id integer NOT NULL DEFAULT 0,
    user_id integer NOT NULL, type integer NOT NULL, value text NOT NULL, timestamp integer NOT NULL DEFAULT 1);
CREATE INDEX idx_bug_rev_type ON mantis_bug_revision_table (type);
CREATE INDEX idx_bug_rev_id_time ON mantis_bug_revision_table (bug_id, timestamp);
INSERT INTO mantis_bug_revision_table (bug_id, bugnote_id, user_id, type, value, timestamp)
SELECT n.bug_id, CASE WHEN g % 3 = 0 THEN 0 ELSE n.id END, CASE WHEN g % 3 = 0 THEN b.reporter_id ELSE n.reporter_id END,
       CASE WHEN g % 3 = 0 THEN 1 ELSE 4 END, 'old text ' || g, n.last_modified + 60
FROM generate_series(1, 330) g
JOIN mantis_bugnote_table n ON n.id = (SELECT min(id) FROM mantis_bugnote_table WHERE id >= 1 + (g * 2203) % 7200)
JOIN mantis_bug_table b ON b.id = n.bug_id;

CREATE TABLE mantis_api_token_table (id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, name varchar(128) NOT NULL,
    hash varchar(128) NOT NULL, date_created integer NOT NULL DEFAULT 0, date_used integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX idx_user_id_name ON mantis_api_token_table (user_id, name);
INSERT INTO mantis_api_token_table (user_id, name, hash, date_created, date_used)
SELECT (SELECT id FROM dev WHERE n = 1 + (g * 7) % (SELECT count(*) FROM dev)), 'token ' || g, md5('api' || g),
       1550000000 + g * 2000000, CASE WHEN g % 3 = 0 THEN 0 ELSE 1560000000 + g * 2000000 END
FROM generate_series(1, 28) g;

CREATE TABLE mantis_email_table (email_id serial PRIMARY KEY, email varchar(191) NOT NULL DEFAULT '', subject varchar(250) NOT NULL DEFAULT '',
    metadata text NOT NULL, body text NOT NULL, submitted integer NOT NULL DEFAULT 1);
INSERT INTO mantis_email_table (email, subject, metadata, body, submitted)
SELECT 'user' || (1 + g % 190) || '@example.com', '[Web Portal ' || (3000 + g) || ']: updated', 'a:0:{}', 'body', 1700000000 + g * 60
FROM generate_series(1, 120) g;

CREATE TABLE mantis_plugin_table (basename varchar(40) PRIMARY KEY, enabled smallint NOT NULL DEFAULT 0,
    protected smallint NOT NULL DEFAULT 0, priority integer NOT NULL DEFAULT 3);
INSERT INTO mantis_plugin_table VALUES ('MantisCoreFormatting', 1, 0, 3), ('MantisGraph', 1, 0, 2), ('Gravatar', 0, 0, 3),
       ('XmlImportExport', 1, 0, 3), ('Source', 1, 0, 3);

ANALYZE;
