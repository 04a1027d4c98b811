-- test/accuracy/osm_apidb.sql: the API database of the OpenStreetMap website (the Rails port,
-- openstreetmap-website db/structure.sql, 2024 era) as a small community instance runs it (in the
-- way OpenHistoricalMap does: every id sequence starts at 1), written for issue 16 as a held-out
-- check (round 14): committed with its truth (osm_apidb_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; bigint ids (users, changesets, nodes, ways, relations, notes,
-- diary entries, messages, gpx files, oauth), int ids for redactions, user_blocks, user_roles,
-- changeset_comments, issues, reports. Current map data (current_nodes, current_ways,
-- current_relations and their *_tags / member tables) references changesets; deleted elements stay
-- in current_* with visible false. Node history: nodes keyed (node_id, version), node_tags keyed
-- (node_id, version, k) with a declared composite FK to nodes; nodes.redaction_id names one of a few
-- redactions (NULL almost always). OSM declares no FK from history to current: nodes.node_id and
-- node_tags.node_id are current_nodes ids, and each current node's (id, version) is its latest
-- history row -- the undeclared truths. Coordinates are integers (degrees * 10^7) and tile is a
-- quadtile bigint computed from them. current_relation_members.member_id is polymorphic by
-- member_type (nwr_enum 'Node' / 'Way' / 'Relation'): no column reference, not in the truth; so
-- is issues.reportable_type / reportable_id ('DiaryEntry', 'DiaryComment', 'Note', 'User',
-- 'Changeset'). Role-named references to users: creator_id and revoker_id (user_blocks, moderators,
-- revoker NULL unless revoked), granter_id (user_roles), from_user_id / to_user_id (messages),
-- friend_user_id (friends), author_id (changeset_comments; note_comments where NULL means an
-- anonymous note), subscriber_id (changesets_subscribers), resolved_by / updated_by (issues),
-- owner_id (oauth_applications, owner_type 'User') and resource_owner_id (oauth_access_tokens).
-- diary_entries.language_code is a text key into languages.code ('en' by default). Composite text
-- keys (changeset_tags, current_*_tags, user_preferences keyed by id + k). Sequences, versions and
-- counters are small integers that overlap every id range. Skewed: a few prolific mappers make most
-- changesets. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2004);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;
-- a quadtile-like bigint from integer coordinates (interleaved 16-bit x and y)
CREATE FUNCTION pg_temp.tile(lat int, lon int) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT sum((((((lon::bigint + 1800000000) * 65535 / 3600000000) >> b) & 1) << (2 * b + 1))
           + (((((lat::bigint + 900000000) * 65535 / 1800000000) >> b) & 1) << (2 * b)))::bigint
    FROM generate_series(0, 15) b $$;

CREATE TYPE user_status_enum AS ENUM ('pending', 'active', 'confirmed', 'suspended', 'deleted');
CREATE TYPE format_enum AS ENUM ('html', 'markdown', 'text');
CREATE TYPE user_role_enum AS ENUM ('administrator', 'moderator', 'importer');
CREATE TYPE nwr_enum AS ENUM ('Node', 'Way', 'Relation');
CREATE TYPE note_status_enum AS ENUM ('open', 'closed', 'hidden');
CREATE TYPE note_event_enum AS ENUM ('opened', 'closed', 'reopened', 'commented', 'hidden');
CREATE TYPE gpx_visibility_enum AS ENUM ('private', 'public', 'trackable', 'identifiable');
CREATE TYPE issue_status_enum AS ENUM ('open', 'ignored', 'resolved');

-- ---- users ------------------------------------------------------------------------------------
CREATE TABLE users (
  email varchar NOT NULL, id bigint PRIMARY KEY, pass_crypt varchar NOT NULL, creation_time timestamp NOT NULL,
  display_name varchar DEFAULT '' NOT NULL, data_public boolean DEFAULT true NOT NULL, description text DEFAULT '' NOT NULL,
  home_lat double precision, home_lon double precision, home_zoom smallint DEFAULT 3, pass_salt varchar,
  email_valid boolean DEFAULT false NOT NULL, new_email varchar, creation_address inet, languages varchar,
  status user_status_enum DEFAULT 'pending' NOT NULL, terms_agreed timestamp, consider_pd boolean DEFAULT false NOT NULL,
  auth_uid varchar, preferred_editor varchar, terms_seen boolean DEFAULT false NOT NULL,
  description_format format_enum DEFAULT 'markdown' NOT NULL, changesets_count integer DEFAULT 0 NOT NULL,
  traces_count integer DEFAULT 0 NOT NULL, diary_entries_count integer DEFAULT 0 NOT NULL,
  image_use_gravatar boolean DEFAULT false NOT NULL, auth_provider varchar, home_tile bigint, tou_agreed timestamp);
CREATE UNIQUE INDEX users_email_idx ON users (email);
CREATE UNIQUE INDEX users_display_name_idx ON users (display_name);
INSERT INTO users (email, id, pass_crypt, creation_time, display_name, data_public, description, home_lat, home_lon, home_zoom,
                   pass_salt, email_valid, creation_address, languages, status, terms_agreed, consider_pd, auth_uid,
                   preferred_editor, terms_seen, description_format, auth_provider, tou_agreed)
SELECT 'user' || i || '@example.' || (ARRAY['org', 'com', 'net', 'de'])[pg_temp.r(4)], i, md5('p' || i),
       timestamp '2019-01-01' + i * interval '3 days' + pg_temp.r(80000) * interval '1 second',
       CASE WHEN st = 'deleted' THEN 'user_' || i ELSE
         (ARRAY['mapper', 'carto', 'hist', 'geo', 'archiv', 'trace', 'surv'])[pg_temp.r(7)] || '_' || i END,
       random() < 0.95, CASE WHEN random() < 0.3 THEN 'Historical mapping enthusiast' ELSE '' END,
       CASE WHEN hl THEN 40 + random() * 15 END, CASE WHEN hl THEN -5 + random() * 25 END, 3,
       md5('s' || i), st <> 'pending', ('10.' || pg_temp.r(250) || '.' || pg_temp.r(250) || '.' || pg_temp.r(250))::inet,
       (ARRAY['en', 'en-GB,en', 'de,en', 'fr', 'it,en', NULL])[pg_temp.r(6)], st::user_status_enum,
       CASE WHEN st <> 'pending' THEN timestamp '2019-01-02' + i * interval '3 days' END, random() < 0.2,
       CASE WHEN random() < 0.15 THEN (100000 + i)::text END,
       (ARRAY['id', 'id', 'remote', NULL])[pg_temp.r(4)], st <> 'pending', 'markdown',
       CASE WHEN random() < 0.15 THEN (ARRAY['google', 'github', 'wikipedia'])[pg_temp.r(3)] END,
       CASE WHEN st <> 'pending' THEN timestamp '2019-01-02' + i * interval '3 days' END
  FROM (SELECT i, random() < 0.4 AS hl,
               CASE WHEN i <= 8 THEN 'confirmed' ELSE (ARRAY['active', 'active', 'active', 'active', 'confirmed', 'pending', 'deleted',
                    'active', 'suspended', 'active'])[pg_temp.r(10)] END AS st
          FROM generate_series(1, 600) i) u;
UPDATE users SET home_tile = pg_temp.tile((home_lat * 1e7)::int, (home_lon * 1e7)::int) WHERE home_lat IS NOT NULL;

CREATE TABLE user_roles (
  id integer PRIMARY KEY, user_id bigint NOT NULL, role user_role_enum NOT NULL, created_at timestamp, updated_at timestamp,
  granter_id bigint NOT NULL);
CREATE UNIQUE INDEX user_roles_id_role_unique ON user_roles (user_id, role);
INSERT INTO user_roles
SELECT row_number() OVER (), u, r::user_role_enum, now()::date - 900 + u, now()::date - 900 + u, CASE WHEN u = 1 THEN 1 ELSE 1 + (u % 2) END
  FROM (VALUES (1, 'administrator'), (2, 'administrator'), (1, 'moderator'), (2, 'moderator'), (3, 'moderator'), (4, 'moderator'),
               (5, 'moderator'), (6, 'moderator'), (7, 'importer'), (8, 'importer'), (3, 'importer')) v(u, r);

CREATE TABLE user_preferences (user_id bigint NOT NULL, k varchar NOT NULL, v varchar NOT NULL, PRIMARY KEY (user_id, k));
INSERT INTO user_preferences
SELECT DISTINCT ON (u, k) u, k, v
  FROM (SELECT pg_temp.sk(600, 1.5) AS u,
               (ARRAY['preferred_editor', 'gps.trace.visibility', 'diary.default_language', 'getting_started', 'id-last-zoom',
                      'notes.show_closed'])[pg_temp.r(6)] AS k, (ARRAY['true', 'id', 'public', 'en', '16', 'identifiable'])[pg_temp.r(6)] AS v
          FROM generate_series(1, 900)) x;

CREATE TABLE user_blocks (
  id integer PRIMARY KEY, user_id bigint NOT NULL, creator_id bigint NOT NULL, reason text NOT NULL, ends_at timestamp NOT NULL,
  needs_view boolean DEFAULT false NOT NULL, revoker_id bigint, created_at timestamp, updated_at timestamp,
  reason_format format_enum DEFAULT 'markdown' NOT NULL, deactivates_at timestamp);
INSERT INTO user_blocks
SELECT b, 8 + pg_temp.r(592), pg_temp.r(6) , 'Repeated import without discussion', now()::date - 500 + b * 10, random() < 0.3,
       CASE WHEN random() < 0.2 THEN pg_temp.r(6) END, now()::date - 520 + b * 10, now()::date - 510 + b * 10, 'markdown', NULL
  FROM generate_series(1, 45) b;

CREATE TABLE friends (id bigint PRIMARY KEY, user_id bigint NOT NULL, friend_user_id bigint NOT NULL, created_at timestamp);
INSERT INTO friends
SELECT row_number() OVER (ORDER BY u, f), u, f, now()::date - pg_temp.r(900)
  FROM (SELECT DISTINCT pg_temp.sk(600, 1.6) AS u, pg_temp.sk(600, 1.4) AS f FROM generate_series(1, 550)) x WHERE u <> f;

CREATE TABLE messages (
  id bigint PRIMARY KEY, from_user_id bigint NOT NULL, title varchar NOT NULL, body text NOT NULL, sent_on timestamp NOT NULL,
  message_read boolean DEFAULT false NOT NULL, to_user_id bigint NOT NULL, to_user_visible boolean DEFAULT true NOT NULL,
  from_user_visible boolean DEFAULT true NOT NULL, body_format format_enum DEFAULT 'markdown' NOT NULL, muted boolean DEFAULT false NOT NULL);
INSERT INTO messages
SELECT m, CASE WHEN random() < 0.3 THEN pg_temp.r(6) ELSE pg_temp.sk(600, 1.5) END, 'Re: your changeset', 'Hello, about your edit...',
       timestamp '2020-01-01' + m * interval '17 hours', random() < 0.7, pg_temp.sk(600, 1.3), random() < 0.95, random() < 0.9,
       'markdown', random() < 0.02
  FROM generate_series(1, 700) m;

CREATE TABLE languages (code varchar PRIMARY KEY, english_name varchar NOT NULL, native_name varchar);
INSERT INTO languages VALUES
  ('en', 'English', 'English'), ('de', 'German', 'Deutsch'), ('fr', 'French', 'Français'), ('it', 'Italian', 'Italiano'),
  ('es', 'Spanish', 'Español'), ('pt', 'Portuguese', 'Português'), ('nl', 'Dutch', 'Nederlands'), ('pl', 'Polish', 'Polski'),
  ('ru', 'Russian', 'Русский'), ('uk', 'Ukrainian', 'Українська'), ('cs', 'Czech', 'Čeština'), ('sv', 'Swedish', 'Svenska'),
  ('fi', 'Finnish', 'Suomi'), ('ja', 'Japanese', '日本語'), ('zh-CN', 'Chinese (Simplified)', '中文（简体）'), ('ko', 'Korean', '한국어'),
  ('tr', 'Turkish', 'Türkçe'), ('el', 'Greek', 'Ελληνικά'), ('hu', 'Hungarian', 'Magyar'), ('ro', 'Romanian', 'Română'),
  ('ca', 'Catalan', 'Català'), ('da', 'Danish', 'Dansk'), ('nb', 'Norwegian Bokmål', 'Norsk bokmål'), ('he', 'Hebrew', 'עברית'),
  ('ar', 'Arabic', 'العربية'), ('fa', 'Persian', 'فارسی'), ('vi', 'Vietnamese', 'Tiếng Việt'), ('id', 'Indonesian', 'Bahasa Indonesia'),
  ('pt-BR', 'Portuguese (Brazil)', 'Português do Brasil'), ('en-GB', 'English (UK)', 'English (UK)');

CREATE TABLE diary_entries (
  id bigint PRIMARY KEY, user_id bigint NOT NULL, title varchar NOT NULL, body text NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, latitude double precision, longitude double precision, language_code varchar DEFAULT 'en' NOT NULL,
  visible boolean DEFAULT true NOT NULL, body_format format_enum DEFAULT 'markdown' NOT NULL);
INSERT INTO diary_entries
SELECT d, pg_temp.sk(600, 2.0), 'Mapping the old town, part ' || pg_temp.r(9), 'Today I traced the 1890 survey...',
       timestamp '2019-06-01' + d * interval '4 days', timestamp '2019-06-01' + d * interval '4 days' + interval '1 hour',
       CASE WHEN random() < 0.25 THEN 40 + random() * 15 END, NULL,
       CASE WHEN random() < 0.6 THEN 'en' ELSE (ARRAY['de', 'fr', 'it', 'es', 'pt', 'nl', 'pl', 'ru', 'ja', 'pt-BR', 'en-GB', 'cs'])[pg_temp.r(12)] END,
       random() < 0.97, 'markdown'
  FROM generate_series(1, 320) d;
UPDATE diary_entries SET longitude = -5 + random() * 25 WHERE latitude IS NOT NULL;

CREATE TABLE diary_comments (
  id bigint PRIMARY KEY, diary_entry_id bigint NOT NULL, user_id bigint NOT NULL, body text NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, visible boolean DEFAULT true NOT NULL, body_format format_enum DEFAULT 'markdown' NOT NULL);
INSERT INTO diary_comments
SELECT c, pg_temp.sk(320, 1.7), pg_temp.sk(600, 1.4), 'Great work!', timestamp '2019-06-02' + c * interval '2 days',
       timestamp '2019-06-02' + c * interval '2 days', random() < 0.98, 'markdown'
  FROM generate_series(1, 650) c;

CREATE TABLE redactions (
  id integer PRIMARY KEY, title varchar, description text, created_at timestamp, updated_at timestamp, user_id bigint NOT NULL,
  description_format format_enum DEFAULT 'markdown' NOT NULL);
INSERT INTO redactions VALUES
  (1, 'Copyright: traced from Google', 'Data traced from an incompatible source', '2020-03-01', '2020-03-01', 1, 'markdown'),
  (2, 'Personal data', 'Private names removed', '2021-05-10', '2021-05-10', 2, 'markdown'),
  (3, 'Copyright: scanned atlas 1923', 'Atlas still under copyright', '2022-08-20', '2022-08-21', 1, 'markdown'),
  (4, 'Vandalism', 'Offensive tag values', '2023-02-14', '2023-02-14', 3, 'markdown');

-- ---- changesets -------------------------------------------------------------------------------
CREATE TABLE changesets (
  id bigint PRIMARY KEY, user_id bigint NOT NULL, created_at timestamp NOT NULL, min_lat integer, max_lat integer,
  min_lon integer, max_lon integer, closed_at timestamp NOT NULL, num_changes integer DEFAULT 0 NOT NULL,
  comment_count integer DEFAULT 0 NOT NULL);
INSERT INTO changesets
SELECT c, CASE WHEN random() < 0.5 THEN pg_temp.r(12) ELSE pg_temp.sk(600, 2.2) END, timestamp '2019-02-01' + c * interval '14 hours',
       la, la + pg_temp.r(2000000), lo, lo + pg_temp.r(2000000), timestamp '2019-02-01' + c * interval '14 hours' + interval '1 hour',
       0, 0
  FROM (SELECT c, 400000000 + pg_temp.r(150000000) AS la, -50000000 + pg_temp.r(250000000) AS lo FROM generate_series(1, 3000) c) x;

CREATE TABLE changeset_tags (changeset_id bigint NOT NULL, k varchar DEFAULT '' NOT NULL, v varchar DEFAULT '' NOT NULL,
  PRIMARY KEY (changeset_id, k));
INSERT INTO changeset_tags
SELECT c, k, CASE k WHEN 'created_by' THEN (ARRAY['iD 2.27.3', 'JOSM/1.5 (18822 en)', 'iD 2.20.2', 'Potlatch 3'])[pg_temp.r(4)]
                    WHEN 'comment' THEN 'Added buildings from the 1890 survey'
                    WHEN 'source' THEN (ARRAY['survey', 'Sanborn map 1905', 'local knowledge'])[pg_temp.r(3)]
                    WHEN 'locale' THEN (ARRAY['en', 'de', 'fr', 'en-GB'])[pg_temp.r(4)]
                    WHEN 'start_date' THEN (1800 + pg_temp.r(200))::text
                    ELSE 'www.openhistoricalmap.org' END
  FROM generate_series(1, 3000) c, unnest(ARRAY['created_by', 'comment', 'source', 'locale', 'start_date', 'host']) k
 WHERE k IN ('created_by', 'comment') OR random() + 0 * c < 0.35;

CREATE TABLE changeset_comments (
  id integer PRIMARY KEY, changeset_id bigint NOT NULL, author_id bigint NOT NULL, body text NOT NULL, created_at timestamp NOT NULL,
  visible boolean NOT NULL);
INSERT INTO changeset_comments
SELECT i, pg_temp.sk(3000, 1.3), CASE WHEN random() < 0.4 THEN pg_temp.r(6) ELSE pg_temp.sk(600, 1.6) END, 'Which source did you use?',
       timestamp '2019-03-01' + i * interval '5 days', random() < 0.97
  FROM generate_series(1, 320) i;
UPDATE changesets c SET comment_count = n FROM (SELECT changeset_id, count(*) n FROM changeset_comments GROUP BY 1) x WHERE x.changeset_id = c.id;

CREATE TABLE changesets_subscribers (subscriber_id bigint NOT NULL, changeset_id bigint NOT NULL);
CREATE UNIQUE INDEX index_changesets_subscribers_on_subscriber_id_and_changeset_id ON changesets_subscribers (subscriber_id, changeset_id);
INSERT INTO changesets_subscribers
SELECT DISTINCT author_id, changeset_id FROM changeset_comments
UNION SELECT c.user_id, c.id FROM changesets c WHERE c.comment_count > 0;

-- ---- nodes: history first, current = latest version ---------------------------------------------
CREATE TABLE nodes (
  node_id bigint NOT NULL, latitude integer NOT NULL, longitude integer NOT NULL, changeset_id bigint NOT NULL,
  visible boolean NOT NULL, "timestamp" timestamp NOT NULL, tile bigint NOT NULL, version bigint NOT NULL, redaction_id integer,
  PRIMARY KEY (node_id, version));
INSERT INTO nodes
SELECT n, la + v * pg_temp.r(300), lo + v * pg_temp.r(300), cs, NOT (v = nv AND del), timestamp '2019-02-01' + cs * interval '14 hours',
       0, v, NULL
  FROM (SELECT n, pg_temp.sk(4, 2.5) AS nv, random() < 0.06 AS del, 400000000 + pg_temp.r(150000000) AS la,
               -50000000 + pg_temp.r(250000000) AS lo, least(2900, (n * 0.55)::int + pg_temp.r(60)) AS c0
          FROM generate_series(1, 5000) n) x,
       LATERAL (SELECT v, least(3000, c0 + (v - 1) * (20 + (n % 37) * 3)) AS cs FROM generate_series(1, nv) v) y;
UPDATE nodes SET tile = pg_temp.tile(latitude, longitude);
UPDATE nodes n SET redaction_id = 1 + (node_id % 4)
  WHERE random() < 0.02 AND version < (SELECT max(version) FROM nodes m WHERE m.node_id = n.node_id);

CREATE TABLE current_nodes (
  id bigint PRIMARY KEY, latitude integer NOT NULL, longitude integer NOT NULL, changeset_id bigint NOT NULL, visible boolean NOT NULL,
  "timestamp" timestamp NOT NULL, tile bigint NOT NULL, version bigint NOT NULL);
INSERT INTO current_nodes
SELECT DISTINCT ON (node_id) node_id, latitude, longitude, changeset_id, visible, "timestamp", tile, version
  FROM nodes ORDER BY node_id, version DESC;

CREATE TABLE node_tags (node_id bigint NOT NULL, version bigint NOT NULL, k varchar DEFAULT '' NOT NULL, v varchar DEFAULT '' NOT NULL,
  PRIMARY KEY (node_id, version, k));
INSERT INTO node_tags
SELECT node_id, version, k, CASE k WHEN 'name' THEN 'Old Mill ' || node_id WHEN 'start_date' THEN (1700 + pg_temp.r(250))::text
                                   WHEN 'amenity' THEN (ARRAY['place_of_worship', 'school', 'pub', 'townhall'])[pg_temp.r(4)]
                                   ELSE (ARRAY['yes', 'survey', 'historic'])[pg_temp.r(3)] END
  FROM nodes, unnest(ARRAY['name', 'start_date', 'amenity', 'source', 'historic']) k
 WHERE visible AND node_id % 3 = 0 AND (k IN ('name', 'start_date') OR random() + 0 * node_id < 0.3);

CREATE TABLE current_node_tags (node_id bigint NOT NULL, k varchar DEFAULT '' NOT NULL, v varchar DEFAULT '' NOT NULL,
  PRIMARY KEY (node_id, k));
INSERT INTO current_node_tags
SELECT t.node_id, t.k, t.v FROM node_tags t JOIN current_nodes c ON c.id = t.node_id AND c.version = t.version;

-- ---- ways and relations (current only) ---------------------------------------------------------
CREATE TABLE current_ways (id bigint PRIMARY KEY, changeset_id bigint NOT NULL, "timestamp" timestamp NOT NULL,
  visible boolean NOT NULL, version bigint NOT NULL);
INSERT INTO current_ways
SELECT w, cs, timestamp '2019-02-01' + cs * interval '14 hours', random() < 0.95, pg_temp.sk(5, 2.0)
  FROM (SELECT w, least(3000, (w * 3.5)::int + pg_temp.r(200)) AS cs FROM generate_series(1, 800) w) x;

CREATE TABLE current_way_nodes (way_id bigint NOT NULL, node_id bigint NOT NULL, sequence_id bigint NOT NULL,
  PRIMARY KEY (way_id, sequence_id));
INSERT INTO current_way_nodes
SELECT w.id, least(5000, b + s * 7 % 40 + s), s
  FROM (SELECT id, pg_temp.r(4950) AS b, 2 + pg_temp.sk(12, 1.5) AS nn FROM current_ways WHERE visible) w,
       generate_series(1, w.nn) s;

CREATE TABLE current_way_tags (way_id bigint NOT NULL, k varchar DEFAULT '' NOT NULL, v varchar DEFAULT '' NOT NULL,
  PRIMARY KEY (way_id, k));
INSERT INTO current_way_tags
SELECT id, k, CASE k WHEN 'building' THEN 'yes' WHEN 'highway' THEN (ARRAY['residential', 'track', 'primary'])[pg_temp.r(3)]
                     WHEN 'start_date' THEN (1750 + pg_temp.r(250))::text ELSE 'Sanborn 1905' END
  FROM current_ways, unnest(ARRAY['building', 'highway', 'start_date', 'source']) k
 WHERE visible AND random() + 0 * id < 0.5;

CREATE TABLE current_relations (id bigint PRIMARY KEY, changeset_id bigint NOT NULL, "timestamp" timestamp NOT NULL,
  visible boolean NOT NULL, version bigint NOT NULL);
INSERT INTO current_relations
SELECT r, cs, timestamp '2019-02-01' + cs * interval '14 hours', random() < 0.95, pg_temp.sk(8, 2.0)
  FROM (SELECT r, least(3000, r * 28 + pg_temp.r(100)) AS cs FROM generate_series(1, 110) r) x;

CREATE TABLE current_relation_members (
  relation_id bigint NOT NULL, member_type nwr_enum NOT NULL, member_id bigint NOT NULL, member_role varchar NOT NULL,
  sequence_id integer DEFAULT 0 NOT NULL, PRIMARY KEY (relation_id, member_type, member_id, member_role, sequence_id));
INSERT INTO current_relation_members
SELECT r.id, t::nwr_enum, CASE t WHEN 'Node' THEN pg_temp.r(5000) WHEN 'Way' THEN pg_temp.r(800) ELSE pg_temp.r(110) END,
       CASE t WHEN 'Node' THEN (ARRAY['admin_centre', 'label', 'stop'])[pg_temp.r(3)] WHEN 'Way' THEN (ARRAY['outer', 'inner', ''])[pg_temp.r(3)]
              ELSE 'subarea' END, s
  FROM (SELECT id, 1 + pg_temp.sk(20, 1.8) AS nm FROM current_relations WHERE visible) r, generate_series(1, r.nm) s,
       LATERAL (SELECT CASE WHEN x < 0.15 THEN 'Node' WHEN x < 0.92 THEN 'Way' ELSE 'Relation' END AS t
                  FROM (SELECT random() + 0 * s AS x) q) tt;

CREATE TABLE current_relation_tags (relation_id bigint NOT NULL, k varchar DEFAULT '' NOT NULL, v varchar DEFAULT '' NOT NULL,
  PRIMARY KEY (relation_id, k));
INSERT INTO current_relation_tags
SELECT id, k, CASE k WHEN 'type' THEN (ARRAY['boundary', 'multipolygon', 'chronology'])[pg_temp.r(3)]
                     WHEN 'name' THEN 'County of ' || id ELSE (1800 + pg_temp.r(200))::text END
  FROM current_relations, unnest(ARRAY['type', 'name', 'start_date', 'end_date']) k
 WHERE visible AND (k = 'type' OR random() + 0 * id < 0.6);

-- ---- notes ------------------------------------------------------------------------------------
CREATE TABLE notes (
  id bigint PRIMARY KEY, latitude integer NOT NULL, longitude integer NOT NULL, tile bigint NOT NULL, updated_at timestamp NOT NULL,
  created_at timestamp NOT NULL, status note_status_enum NOT NULL, closed_at timestamp, description text DEFAULT '' NOT NULL);
INSERT INTO notes
SELECT i, la, lo, pg_temp.tile(la, lo), timestamp '2020-01-01' + i * interval '2 days', timestamp '2020-01-01' + i * interval '2 days',
       st::note_status_enum, CASE WHEN st = 'closed' THEN timestamp '2020-01-05' + i * interval '2 days' END, 'This church was demolished in 1960'
  FROM (SELECT i, 400000000 + pg_temp.r(150000000) AS la, -50000000 + pg_temp.r(250000000) AS lo,
               (ARRAY['open', 'closed', 'closed', 'hidden', 'closed', 'open'])[pg_temp.r(6)] AS st
          FROM generate_series(1, 450) i) x;

CREATE TABLE note_comments (
  id bigint PRIMARY KEY, note_id bigint NOT NULL, visible boolean NOT NULL, created_at timestamp NOT NULL, author_ip inet,
  author_id bigint, body text, event note_event_enum);
INSERT INTO note_comments
SELECT row_number() OVER (ORDER BY note_id, e), note_id, true, created_at + e * interval '1 day',
       CASE WHEN anon THEN ('192.0.2.' || pg_temp.r(250))::inet END, CASE WHEN NOT anon THEN pg_temp.sk(600, 1.7) END,
       'Comment', (CASE WHEN e = 0 THEN 'opened' WHEN e = 3 AND status = 'closed' THEN 'closed' ELSE 'commented' END)::note_event_enum
  FROM (SELECT n.id AS note_id, n.created_at, n.status, e, random() < 0.3 AS anon
          FROM notes n, generate_series(0, 3) e
         WHERE e = 0 OR (e = 3 AND n.status = 'closed') OR random() < 0.35) x;

-- ---- gpx traces -------------------------------------------------------------------------------
CREATE TABLE gpx_files (
  id bigint PRIMARY KEY, user_id bigint NOT NULL, visible boolean DEFAULT true NOT NULL, name varchar DEFAULT '' NOT NULL,
  size bigint, latitude double precision, longitude double precision, "timestamp" timestamp NOT NULL,
  description varchar DEFAULT '' NOT NULL, inserted boolean NOT NULL, visibility gpx_visibility_enum DEFAULT 'public' NOT NULL);
INSERT INTO gpx_files
SELECT g, pg_temp.sk(600, 2.5), random() < 0.97, 'track_' || g || '.gpx', 50 + pg_temp.r(2000), 40 + random() * 15, -5 + random() * 25,
       timestamp '2019-05-01' + g * interval '3 days', 'Walk around town', true,
       (ARRAY['public', 'identifiable', 'trackable', 'private'])[pg_temp.r(4)]::gpx_visibility_enum
  FROM generate_series(1, 220) g;

CREATE TABLE gpx_file_tags (gpx_id bigint DEFAULT 0 NOT NULL, tag varchar NOT NULL, id bigint PRIMARY KEY);
INSERT INTO gpx_file_tags
SELECT g, t, row_number() OVER (ORDER BY g, t)
  FROM generate_series(1, 220) g, unnest(ARRAY['walking', 'cycling', 'survey', 'historic']) t WHERE random() + 0 * g < 0.35;

CREATE TABLE gps_points (
  altitude double precision, trackid integer NOT NULL, latitude integer NOT NULL, longitude integer NOT NULL, gpx_id bigint NOT NULL,
  "timestamp" timestamp, tile bigint);
INSERT INTO gps_points
SELECT 100 + random() * 300, 1 + (p / 20), la + p * 40, lo + p * 55, g.id, g."timestamp" + p * interval '10 seconds', 0
  FROM (SELECT id, "timestamp", (latitude * 1e7)::int AS la, (longitude * 1e7)::int AS lo, pg_temp.r(25) AS np FROM gpx_files) g,
       generate_series(0, g.np - 1) p;
UPDATE gps_points SET tile = pg_temp.tile(latitude, longitude);

-- ---- oauth (doorkeeper) -----------------------------------------------------------------------
CREATE TABLE oauth_applications (
  id bigint PRIMARY KEY, owner_type varchar NOT NULL, owner_id bigint NOT NULL, name varchar NOT NULL, uid varchar NOT NULL,
  secret varchar NOT NULL, redirect_uri text NOT NULL, scopes varchar DEFAULT '' NOT NULL, confidential boolean DEFAULT true NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_oauth_applications_on_uid ON oauth_applications (uid);
INSERT INTO oauth_applications
SELECT a, 'User', CASE WHEN a <= 3 THEN 1 ELSE pg_temp.sk(600, 2.0) END,
       (ARRAY['iD', 'JOSM', 'StreetComplete', 'Rapid', 'MapRoulette', 'ohm-tools', 'osmcha', 'level0'])[1 + (a - 1) % 8] || CASE WHEN a > 8 THEN ' dev ' || a ELSE '' END,
       md5('uid' || a), md5('sec' || a), 'https://app' || a || '.example.org/callback', 'read_prefs write_api', a % 3 <> 0,
       timestamp '2021-01-01' + a * interval '9 days', timestamp '2021-01-01' + a * interval '9 days'
  FROM generate_series(1, 24) a;

CREATE TABLE oauth_access_tokens (
  id bigint PRIMARY KEY, resource_owner_id bigint, application_id bigint NOT NULL, token varchar NOT NULL, refresh_token varchar,
  expires_in integer, revoked_at timestamp, created_at timestamp NOT NULL, scopes varchar, previous_refresh_token varchar DEFAULT '' NOT NULL);
CREATE UNIQUE INDEX index_oauth_access_tokens_on_token ON oauth_access_tokens (token);
INSERT INTO oauth_access_tokens
SELECT t, pg_temp.sk(600, 1.5), pg_temp.sk(24, 2.5), md5('tok' || t), NULL, NULL, CASE WHEN random() < 0.2 THEN timestamp '2023-01-01' + t * interval '1 day' END,
       timestamp '2021-02-01' + t * interval '1 day', 'read_prefs write_api', ''
  FROM generate_series(1, 480) t;

-- ---- moderation issues ------------------------------------------------------------------------
CREATE TABLE issues (
  id integer PRIMARY KEY, reportable_type varchar NOT NULL, reportable_id integer NOT NULL, reported_user_id integer,
  status issue_status_enum DEFAULT 'open' NOT NULL, assigned_role user_role_enum NOT NULL, resolved_at timestamp,
  resolved_by integer, updated_by integer, reports_count integer DEFAULT 0, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
INSERT INTO issues
SELECT i, rt, CASE rt WHEN 'DiaryEntry' THEN pg_temp.r(320) WHEN 'DiaryComment' THEN pg_temp.r(650) WHEN 'Note' THEN pg_temp.r(450)
                      WHEN 'Changeset' THEN pg_temp.r(3000) ELSE ru END,
       ru, st::issue_status_enum, (CASE WHEN random() < 0.8 THEN 'moderator' ELSE 'administrator' END)::user_role_enum,
       CASE WHEN st = 'resolved' THEN timestamp '2022-01-01' + i * interval '5 days' END,
       CASE WHEN st = 'resolved' THEN pg_temp.r(6) END, CASE WHEN st <> 'open' THEN pg_temp.r(6) END, 1,
       timestamp '2022-01-01' + i * interval '4 days', timestamp '2022-01-01' + i * interval '4 days'
  FROM (SELECT i, (ARRAY['DiaryEntry', 'DiaryComment', 'Note', 'User', 'Changeset', 'User'])[pg_temp.r(6)] AS rt,
               8 + pg_temp.r(592) AS ru, (ARRAY['open', 'resolved', 'resolved', 'ignored'])[pg_temp.r(4)] AS st
          FROM generate_series(1, 70) i) x;
-- a reported note may be anonymous: no reported user
UPDATE issues SET reported_user_id = NULL WHERE reportable_type = 'Note' AND random() < 0.5;

CREATE TABLE reports (
  id integer PRIMARY KEY, issue_id integer, user_id integer, details text NOT NULL, category varchar NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
INSERT INTO reports
SELECT row_number() OVER (ORDER BY i.id, k), i.id, pg_temp.sk(600, 1.4), 'Spam / vandalism',
       (ARRAY['spam', 'offensive', 'threat', 'vandal', 'other'])[pg_temp.r(5)], i.created_at, i.created_at
  FROM issues i, generate_series(1, 4) k WHERE k = 1 OR random() + 0 * i.id < 0.3;
UPDATE issues i SET reports_count = n FROM (SELECT issue_id, count(*) n FROM reports GROUP BY 1) x WHERE x.issue_id = i.id;

-- ---- counters, then the declared foreign keys (structure.sql declares them at the end) ---------
UPDATE changesets c SET num_changes = n FROM (SELECT changeset_id, count(*) n FROM nodes GROUP BY 1) x WHERE x.changeset_id = c.id;
UPDATE users u SET changesets_count = n FROM (SELECT user_id, count(*) n FROM changesets GROUP BY 1) x WHERE x.user_id = u.id;
UPDATE users u SET traces_count = n FROM (SELECT user_id, count(*) n FROM gpx_files GROUP BY 1) x WHERE x.user_id = u.id;
UPDATE users u SET diary_entries_count = n FROM (SELECT user_id, count(*) n FROM diary_entries GROUP BY 1) x WHERE x.user_id = u.id;

ALTER TABLE changeset_comments ADD CONSTRAINT changeset_comments_author_id_fkey FOREIGN KEY (author_id) REFERENCES users(id);
ALTER TABLE changeset_comments ADD CONSTRAINT changeset_comments_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE changeset_tags ADD CONSTRAINT changeset_tags_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE changesets_subscribers ADD CONSTRAINT changesets_subscribers_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE changesets_subscribers ADD CONSTRAINT changesets_subscribers_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES users(id);
ALTER TABLE changesets ADD CONSTRAINT changesets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE current_node_tags ADD CONSTRAINT current_node_tags_id_fkey FOREIGN KEY (node_id) REFERENCES current_nodes(id);
ALTER TABLE current_nodes ADD CONSTRAINT current_nodes_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE current_relation_members ADD CONSTRAINT current_relation_members_id_fkey FOREIGN KEY (relation_id) REFERENCES current_relations(id);
ALTER TABLE current_relation_tags ADD CONSTRAINT current_relation_tags_id_fkey FOREIGN KEY (relation_id) REFERENCES current_relations(id);
ALTER TABLE current_relations ADD CONSTRAINT current_relations_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE current_way_nodes ADD CONSTRAINT current_way_nodes_id_fkey FOREIGN KEY (way_id) REFERENCES current_ways(id);
ALTER TABLE current_way_nodes ADD CONSTRAINT current_way_nodes_node_id_fkey FOREIGN KEY (node_id) REFERENCES current_nodes(id);
ALTER TABLE current_way_tags ADD CONSTRAINT current_way_tags_id_fkey FOREIGN KEY (way_id) REFERENCES current_ways(id);
ALTER TABLE current_ways ADD CONSTRAINT current_ways_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE diary_comments ADD CONSTRAINT diary_comments_diary_entry_id_fkey FOREIGN KEY (diary_entry_id) REFERENCES diary_entries(id);
ALTER TABLE diary_comments ADD CONSTRAINT diary_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE diary_entries ADD CONSTRAINT diary_entries_language_code_fkey FOREIGN KEY (language_code) REFERENCES languages(code);
ALTER TABLE diary_entries ADD CONSTRAINT diary_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE friends ADD CONSTRAINT friends_friend_user_id_fkey FOREIGN KEY (friend_user_id) REFERENCES users(id);
ALTER TABLE friends ADD CONSTRAINT friends_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE gps_points ADD CONSTRAINT gps_points_gpx_id_fkey FOREIGN KEY (gpx_id) REFERENCES gpx_files(id);
ALTER TABLE gpx_file_tags ADD CONSTRAINT gpx_file_tags_gpx_id_fkey FOREIGN KEY (gpx_id) REFERENCES gpx_files(id);
ALTER TABLE gpx_files ADD CONSTRAINT gpx_files_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE issues ADD CONSTRAINT issues_reported_user_id_fkey FOREIGN KEY (reported_user_id) REFERENCES users(id);
ALTER TABLE issues ADD CONSTRAINT issues_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES users(id);
ALTER TABLE issues ADD CONSTRAINT issues_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES users(id);
ALTER TABLE messages ADD CONSTRAINT messages_from_user_id_fkey FOREIGN KEY (from_user_id) REFERENCES users(id);
ALTER TABLE messages ADD CONSTRAINT messages_to_user_id_fkey FOREIGN KEY (to_user_id) REFERENCES users(id);
ALTER TABLE node_tags ADD CONSTRAINT node_tags_id_fkey FOREIGN KEY (node_id, version) REFERENCES nodes(node_id, version);
ALTER TABLE nodes ADD CONSTRAINT nodes_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES changesets(id);
ALTER TABLE nodes ADD CONSTRAINT nodes_redaction_id_fkey FOREIGN KEY (redaction_id) REFERENCES redactions(id);
ALTER TABLE note_comments ADD CONSTRAINT note_comments_author_id_fkey FOREIGN KEY (author_id) REFERENCES users(id);
ALTER TABLE note_comments ADD CONSTRAINT note_comments_note_id_fkey FOREIGN KEY (note_id) REFERENCES notes(id);
ALTER TABLE oauth_access_tokens ADD CONSTRAINT fk_rails_732cb83ab7 FOREIGN KEY (application_id) REFERENCES oauth_applications(id);
ALTER TABLE oauth_access_tokens ADD CONSTRAINT fk_rails_ee63f25419 FOREIGN KEY (resource_owner_id) REFERENCES users(id);
ALTER TABLE oauth_applications ADD CONSTRAINT fk_rails_cc886e315a FOREIGN KEY (owner_id) REFERENCES users(id);
ALTER TABLE redactions ADD CONSTRAINT redactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE reports ADD CONSTRAINT fk_rails_a4ada6fa7f FOREIGN KEY (issue_id) REFERENCES issues(id);
ALTER TABLE reports ADD CONSTRAINT fk_rails_c7699d537d FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE user_blocks ADD CONSTRAINT user_blocks_moderator_id_fkey FOREIGN KEY (creator_id) REFERENCES users(id);
ALTER TABLE user_blocks ADD CONSTRAINT user_blocks_revoker_id_fkey FOREIGN KEY (revoker_id) REFERENCES users(id);
ALTER TABLE user_blocks ADD CONSTRAINT user_blocks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE user_preferences ADD CONSTRAINT user_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE user_roles ADD CONSTRAINT user_roles_granter_id_fkey FOREIGN KEY (granter_id) REFERENCES users(id);
ALTER TABLE user_roles ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
ANALYZE;
