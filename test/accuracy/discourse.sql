-- test/accuracy/discourse.sql: the core of a Discourse forum's database (the Rails app's schema as
-- migrated on PostgreSQL, 3.x era), written for issue 16 as a held-out check (tenth round):
-- committed with its truth (discourse_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; Rails names (serial integer `id`, newer tables bigserial,
-- <model>_id references, created_at / updated_at); role-named references to users (last_post_user_id,
-- featured_user1_id .. featured_user4_id, reply_to_user_id, last_editor_id, deleted_by_id,
-- acting_user_id, target_user_id, granted_by_id, invited_by_id, approved_by_id, agreed_by_id,
-- deferred_by_id, locked_by_id), to uploads (uploaded_avatar_id, image_upload_id, flair_upload_id,
-- uploaded_logo_id, *_background_upload_id), to topics and posts (target_topic_id, target_post_id,
-- featured_topic_id, latest_topic_id, latest_post_id, related_post_id, access_control_post_id) and a
-- category's about-topic (categories.topic_id). Built-in rows with negative ids: the system user -1
-- and discobot -2 (they author welcome messages, small-action posts, category about-topics, and grant
-- most badges), system uploads -1..-6 (default logos). Built-in groups keep ids 0..3 and 10..14
-- (everyone, admins, moderators, staff, trust_level_0..4), custom groups start at 41; system badges
-- 1..45, custom badges from 100. 1:1 tables keyed by user_id (user_profiles, user_stats). A post is
-- known inside its topic by post_number (unique (topic_id, post_number)), so posts.reply_to_post_number,
-- notifications.post_number and topic_users.last_read_post_number reference posts by the composite
-- (topic_id, <number>); posts and topics are soft-deleted (deleted_at), never removed.
-- users.seen_notification_id is the newest notification the user has seen, 0 for none (the reference
-- holds on its other values). Private messages are topics with archetype 'private_message' and no
-- category. Enums kept as integers with no table: notification_type, action_type, post_type,
-- notification_level, notifications_reason_id, hidden_reason_id, trust_level; post_action_type_id,
-- badge_type_id and badge_grouping_id do have lookup tables. Polymorphic: bookmarks (bookmarkable_type
-- 'Post' or 'Topic' with bookmarkable_id; no reference). Discourse declares few foreign keys: here only
-- the ones its newer migrations add (bookmarks.user_id, user_profiles' granted_title_badge_id and its
-- two background uploads), so every other reference in the truth is undeclared.
-- Skewed: a few prolific posters and a few busy topics; likes dominate post actions.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.3103);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- an active member: users 1..600, a few of them prolific
CREATE FUNCTION pg_temp.member() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT pg_temp.sk(600, 2.0) $$;
-- a staff member (admins 1, 2; moderators 3..6)
CREATE FUNCTION pg_temp.staff() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT pg_temp.sk(6, 1.5) $$;

-- ---- uploads (users come next; uploads.user_id refers to them) -----------------
CREATE TABLE uploads (
  id serial PRIMARY KEY, user_id integer NOT NULL, original_filename varchar NOT NULL, filesize bigint NOT NULL,
  width integer, height integer, url varchar NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  sha1 varchar(40), origin varchar(1000), retain_hours integer, extension varchar(10), thumbnail_width integer,
  thumbnail_height integer, etag varchar, secure boolean DEFAULT false NOT NULL, access_control_post_id bigint,
  original_sha1 varchar, animated boolean, verification_status integer DEFAULT 1 NOT NULL, dominant_color text);
CREATE UNIQUE INDEX index_uploads_on_sha1 ON uploads (sha1);
CREATE INDEX index_uploads_on_user_id ON uploads (user_id);
-- -1..-6: the default logos and favicons seeded by the system user
INSERT INTO uploads
SELECT u, -1, (ARRAY['d-logo-sketch.png','d-logo-sketch-small.png','default-favicon.ico','default-apple-touch-icon.png',
                     'discourse-logo-sketch.png','welcome-banner.png'])[-u],
       2000 + (-u) * 731, 512, 512, '/images/' || (ARRAY['d-logo-sketch.png','d-logo-sketch-small.png','default-favicon.ico',
       'default-apple-touch-icon.png','discourse-logo-sketch.png','welcome-banner.png'])[-u],
       '2020-01-01', '2020-01-01', substr(encode(sha256(('system' || u)::bytea), 'hex'), 1, 40), NULL, NULL, 'png', NULL, NULL, NULL,
       false, NULL, NULL, false, 2, NULL
  FROM generate_series(-6, -1) u;
-- 1..1500: avatars, post images, backgrounds
INSERT INTO uploads
SELECT u, CASE WHEN u <= 600 THEN 1 + (u * 7) % 600 ELSE pg_temp.member() END,
       CASE WHEN u <= 600 THEN 'avatar.png' ELSE 'image' || u || (ARRAY['.png', '.jpg', '.jpeg', '.gif'])[pg_temp.sk(4, 1.5)] END,
       1000 + floor(random() * 900000)::int, 100 + pg_temp.r(1800), 100 + pg_temp.r(1200),
       '/uploads/default/original/1X/' || substr(encode(sha256(('up' || u)::bytea), 'hex'), 1, 40) || '.png',
       '2020-02-01'::timestamp + u * interval '9 hours', '2020-02-01'::timestamp + u * interval '9 hours',
       substr(encode(sha256(('up' || u)::bytea), 'hex'), 1, 40), NULL, NULL, 'png', NULL, NULL, md5('etag' || u),
       u % 37 = 0, NULL, CASE WHEN u % 37 = 0 THEN substr(encode(sha256(('orig' || u)::bytea), 'hex'), 1, 40) END, u % 41 = 0, 2, 'a1b2c3'
  FROM generate_series(1, 1500) u;

-- ---- users ----------------------------------------------------------------------
CREATE TABLE users (
  id serial PRIMARY KEY, username varchar(60) NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  name varchar, seen_notification_id integer DEFAULT 0 NOT NULL, last_posted_at timestamp,
  password_hash varchar(64), salt varchar(32), active boolean DEFAULT false NOT NULL, username_lower varchar(60) NOT NULL,
  last_seen_at timestamp, admin boolean DEFAULT false NOT NULL, last_emailed_at timestamp,
  trust_level integer NOT NULL, approved boolean DEFAULT false NOT NULL, approved_by_id integer, approved_at timestamp,
  previous_visit_at timestamp, suspended_at timestamp, suspended_till timestamp, date_of_birth date, views integer DEFAULT 0 NOT NULL,
  flag_level integer DEFAULT 0 NOT NULL, ip_address inet, moderator boolean DEFAULT false, title varchar,
  uploaded_avatar_id integer, locale varchar(10), primary_group_id integer, registration_ip_address inet,
  staged boolean DEFAULT false NOT NULL, first_seen_at timestamp, silenced_till timestamp, group_locked_trust_level integer,
  manual_locked_trust_level integer, secure_identifier varchar, flair_group_id integer, last_seen_reviewable_id integer);
CREATE UNIQUE INDEX index_users_on_username ON users (username);
CREATE UNIQUE INDEX index_users_on_username_lower ON users (username_lower);
CREATE INDEX index_users_on_uploaded_avatar_id ON users (uploaded_avatar_id);
INSERT INTO users (id, username, created_at, updated_at, name, active, username_lower, admin, trust_level, approved,
                   moderator, locale, staged)
VALUES (-1, 'system', '2020-01-01', '2020-01-01', 'system', true, 'system', true, 4, true, true, NULL, false),
       (-2, 'discobot', '2020-01-01', '2020-01-01', NULL, true, 'discobot', false, 4, true, true, NULL, false);
INSERT INTO users
SELECT u, un, c, c + interval '200 days', 'Name ' || u, 0,
       CASE WHEN u % 4 <> 0 THEN c + (u % 300) * interval '1 day' END,
       md5('pw' || u) || md5('x' || u), md5('s' || u), u % 29 <> 0, lower(un),
       c + (u % 500) * interval '1 day', u <= 2, c + (u % 90) * interval '1 day',
       CASE WHEN u <= 6 THEN 4 WHEN st THEN 0 ELSE (ARRAY[0, 1, 1, 1, 2, 2, 3])[pg_temp.r(7)] END,
       u % 3 = 0, CASE WHEN u % 3 = 0 AND u > 6 THEN (ARRAY[1, 1, 3])[pg_temp.r(3)] END,
       CASE WHEN u % 3 = 0 AND u > 6 THEN c + interval '2 hours' END, c + (u % 400) * interval '1 day',
       CASE WHEN u % 97 = 0 THEN c + interval '300 days' END, CASE WHEN u % 97 = 0 THEN c + interval '3000 days' END,
       NULL, floor(random() * 80)::int, 0, ('10.' || u % 200 || '.' || u % 250 || '.' || 1 + u % 240)::inet,
       u BETWEEN 3 AND 6, CASE WHEN u IN (11, 57, 200) THEN 'Regular' WHEN u IN (23, 90) THEN 'Leader' END,
       NULL, (ARRAY['en', 'en', 'en', 'de', 'fr', NULL])[pg_temp.r(6)],
       NULL, ('172.16.' || u % 250 || '.' || 1 + u % 200)::inet, st, c + interval '5 minutes',
       CASE WHEN u % 113 = 0 THEN c + interval '400 days' END, NULL, NULL, NULL, NULL, NULL
  FROM (SELECT u, 'user' || u || (ARRAY['', '_x', 'Z', '99'])[1 + u % 4] AS un,
               '2020-03-01'::timestamp + u * interval '30 hours' AS c, u > 6 AND u % 17 = 0 AS st
          FROM generate_series(1, 600) u) x;
SELECT setval('users_id_seq', 600);
-- most members upload an avatar (uploads 1..600 are the avatars, one a member)
UPDATE users u SET uploaded_avatar_id = up.id FROM uploads up
 WHERE up.id BETWEEN 1 AND 600 AND up.user_id = u.id AND NOT u.staged AND random() < 0.6;

CREATE TABLE user_emails (
  id serial PRIMARY KEY, user_id integer NOT NULL, email varchar(513) NOT NULL, "primary" boolean DEFAULT false NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, normalized_email varchar);
CREATE UNIQUE INDEX index_user_emails_on_user_id_and_primary ON user_emails (user_id, "primary") WHERE "primary";
CREATE UNIQUE INDEX index_user_emails_on_email ON user_emails (lower(email));
INSERT INTO user_emails (user_id, email, "primary", created_at, updated_at, normalized_email)
SELECT u.id, CASE WHEN u.id = -1 THEN 'no_email' WHEN u.id = -2 THEN 'discobot_email'
                  ELSE u.username_lower || CASE WHEN k = 2 THEN '@work.example.net' ELSE '@example.com' END END,
       k = 1, u.created_at, u.created_at, NULL
  FROM users u, generate_series(1, 2) k WHERE k = 1 OR (u.id > 0 AND u.id % 9 = 0) ORDER BY u.id, k;

-- ---- groups ---------------------------------------------------------------------
CREATE TABLE groups (
  id serial PRIMARY KEY, name varchar NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  automatic boolean DEFAULT false NOT NULL, user_count integer DEFAULT 0 NOT NULL, automatic_membership_email_domains text,
  primary_group boolean DEFAULT false NOT NULL, title varchar, grant_trust_level integer, incoming_email varchar,
  has_messages boolean DEFAULT false NOT NULL, flair_bg_color varchar, flair_color varchar, bio_raw text, bio_cooked text,
  allow_membership_requests boolean DEFAULT false NOT NULL, full_name varchar, default_notification_level integer DEFAULT 3 NOT NULL,
  visibility_level integer DEFAULT 0 NOT NULL, public_exit boolean DEFAULT false NOT NULL, public_admission boolean DEFAULT false NOT NULL,
  membership_request_template text, messageable_level integer DEFAULT 0, mentionable_level integer DEFAULT 0,
  members_visibility_level integer DEFAULT 0 NOT NULL, flair_icon varchar, flair_upload_id integer);
CREATE UNIQUE INDEX index_groups_on_name ON groups (name);
INSERT INTO groups (id, name, created_at, updated_at, automatic, visibility_level)
SELECT g, n, '2020-01-01', '2020-01-01', true, CASE WHEN g IN (1, 2, 3) THEN 1 ELSE 0 END
  FROM (VALUES (0, 'everyone'), (1, 'admins'), (2, 'moderators'), (3, 'staff'), (10, 'trust_level_0'),
               (11, 'trust_level_1'), (12, 'trust_level_2'), (13, 'trust_level_3'), (14, 'trust_level_4')) v(g, n);
INSERT INTO groups (id, name, created_at, updated_at, automatic, primary_group, title, grant_trust_level,
                    allow_membership_requests, full_name, visibility_level, public_admission, flair_icon, flair_upload_id)
SELECT g, 'team_' || g, '2020-06-01'::timestamp + g * interval '3 days', '2021-01-01', false, g % 3 = 0,
       CASE WHEN g % 4 = 0 THEN 'Team ' || g END, CASE WHEN g % 7 = 0 THEN 2 END, g % 2 = 0, 'The team ' || g,
       (ARRAY[0, 0, 1, 2, 3])[pg_temp.r(5)], g % 5 = 0, CASE WHEN g % 6 = 1 THEN 'fa-star' END,
       CASE WHEN g % 6 = 2 THEN 1400 + g END
  FROM generate_series(41, 62) g;
SELECT setval('groups_id_seq', 62);

CREATE TABLE group_users (
  id serial PRIMARY KEY, group_id integer NOT NULL, user_id integer NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, owner boolean DEFAULT false NOT NULL, notification_level integer DEFAULT 2 NOT NULL,
  first_unread_pm_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_group_users_on_group_id_and_user_id ON group_users (group_id, user_id);
CREATE UNIQUE INDEX index_group_users_on_user_id_and_group_id ON group_users (user_id, group_id);
INSERT INTO group_users (group_id, user_id, created_at, updated_at, owner, notification_level, first_unread_pm_at)
SELECT g, id, created_at, created_at, false, 3, created_at FROM (
  SELECT 1 AS g, id, created_at FROM users WHERE admin
  UNION ALL SELECT 2, id, created_at FROM users WHERE moderator AND NOT admin
  UNION ALL SELECT 3, id, created_at FROM users WHERE admin OR moderator
  UNION ALL SELECT 10 + l, u.id, u.created_at FROM users u, generate_series(0, 4) l WHERE l <= u.trust_level) s
 ORDER BY g, id;
INSERT INTO group_users (group_id, user_id, created_at, updated_at, owner, notification_level, first_unread_pm_at)
SELECT DISTINCT ON (g, m) g, m, '2021-02-01'::timestamp + g * interval '1 day', '2021-02-01', false,
       2, '2021-02-01'::timestamp
  FROM (SELECT g, pg_temp.member() AS m FROM generate_series(41, 62) g, generate_series(1, 15) k) x ORDER BY g, m;
UPDATE group_users SET owner = true WHERE group_id >= 41 AND id % 8 = 0;
UPDATE groups g SET user_count = (SELECT count(*) FROM group_users gu WHERE gu.group_id = g.id);
UPDATE users u SET primary_group_id = (SELECT min(group_id) FROM group_users gu WHERE gu.user_id = u.id AND gu.group_id >= 41)
 WHERE u.id % 4 = 1;
UPDATE users u SET flair_group_id = (SELECT max(group_id) FROM group_users gu WHERE gu.user_id = u.id AND gu.group_id >= 41)
 WHERE u.id % 5 = 2;

-- ---- categories and topics --------------------------------------------------------
CREATE TABLE categories (
  id serial PRIMARY KEY, name varchar(50) NOT NULL, color varchar(6) DEFAULT '0088CC' NOT NULL, topic_id integer,
  topic_count integer DEFAULT 0 NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  user_id integer NOT NULL, topics_year integer DEFAULT 0, topics_month integer DEFAULT 0, topics_week integer DEFAULT 0,
  slug varchar NOT NULL, description text, text_color varchar(6) DEFAULT 'FFFFFF' NOT NULL,
  read_restricted boolean DEFAULT false NOT NULL, auto_close_hours double precision, post_count integer DEFAULT 0 NOT NULL,
  latest_post_id integer, latest_topic_id integer, position integer, parent_category_id integer,
  posts_year integer DEFAULT 0, posts_month integer DEFAULT 0, posts_week integer DEFAULT 0, email_in varchar,
  uploaded_logo_id integer, uploaded_background_id integer, default_view varchar(50), subcategory_list_style varchar(50),
  default_top_period varchar(20), sort_order varchar, num_featured_topics integer DEFAULT 3);
CREATE UNIQUE INDEX unique_index_categories_on_name ON categories (COALESCE(parent_category_id, '-1'::integer), name);
CREATE INDEX index_categories_on_topic_count ON categories (topic_count);
INSERT INTO categories (id, name, color, created_at, updated_at, user_id, slug, description, read_restricted, position,
                        parent_category_id, uploaded_logo_id, uploaded_background_id, default_view)
SELECT c, CASE c WHEN 1 THEN 'Uncategorized' WHEN 2 THEN 'Site Feedback' WHEN 3 THEN 'Staff' WHEN 4 THEN 'Lounge'
              ELSE 'Category ' || c END,
       substr(md5('col' || c), 1, 6), '2020-01-01'::timestamp + c * interval '2 days', '2021-01-01',
       CASE WHEN c <= 4 THEN -1 ELSE (ARRAY[1, 1, 2])[pg_temp.r(3)] END,
       CASE c WHEN 1 THEN 'uncategorized' WHEN 2 THEN 'site-feedback' WHEN 3 THEN 'staff' WHEN 4 THEN 'lounge' ELSE 'category-' || c END,
       CASE WHEN c > 1 THEN 'About category ' || c END, c IN (3, 4), c,
       CASE WHEN c > 14 THEN 5 + (c * 7) % 10 END, CASE WHEN c % 5 = 0 THEN 1200 + c END,
       CASE WHEN c % 9 = 0 THEN 1300 + c END, CASE WHEN c % 4 = 0 THEN 'top' END
  FROM generate_series(1, 30) c;
SELECT setval('categories_id_seq', 30);

CREATE TABLE topics (
  id serial PRIMARY KEY, title varchar NOT NULL, last_posted_at timestamp, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, views integer DEFAULT 0 NOT NULL, posts_count integer DEFAULT 0 NOT NULL,
  user_id integer, last_post_user_id integer NOT NULL, reply_count integer DEFAULT 0 NOT NULL,
  featured_user1_id integer, featured_user2_id integer, featured_user3_id integer, deleted_at timestamp,
  highest_post_number integer DEFAULT 0 NOT NULL, like_count integer DEFAULT 0 NOT NULL,
  incoming_link_count integer DEFAULT 0 NOT NULL, category_id integer, visible boolean DEFAULT true NOT NULL,
  moderator_posts_count integer DEFAULT 0 NOT NULL, closed boolean DEFAULT false NOT NULL, archived boolean DEFAULT false NOT NULL,
  bumped_at timestamp NOT NULL, has_summary boolean DEFAULT false NOT NULL, archetype varchar DEFAULT 'regular' NOT NULL,
  featured_user4_id integer, notify_moderators_count integer DEFAULT 0 NOT NULL, spam_count integer DEFAULT 0 NOT NULL,
  pinned_at timestamp, score double precision, percent_rank double precision DEFAULT 1.0 NOT NULL, subtype varchar,
  slug varchar, deleted_by_id integer, participant_count integer DEFAULT 1, word_count integer, excerpt varchar,
  pinned_globally boolean DEFAULT false NOT NULL, pinned_until timestamp, fancy_title varchar,
  highest_staff_post_number integer DEFAULT 0 NOT NULL, featured_link varchar, reviewable_score double precision DEFAULT 0.0 NOT NULL,
  image_upload_id bigint, slow_mode_seconds integer DEFAULT 0 NOT NULL, bannered_until timestamp, external_id varchar);
CREATE INDEX index_topics_on_bumped_at ON topics (bumped_at DESC);
CREATE UNIQUE INDEX index_topics_on_external_id ON topics (external_id) WHERE external_id IS NOT NULL;
-- 1..29: the about-topics of categories 2..30; then topics, every 8th a private message
CREATE TEMP TABLE tp AS
SELECT t, CASE WHEN t <= 29 THEN 'about' WHEN t % 8 = 0 THEN 'pm' ELSE 'regular' END AS kind,
       '2020-01-02'::timestamp + t * interval '17 hours' AS c
  FROM generate_series(1, 950) t;
INSERT INTO topics (id, title, created_at, updated_at, views, posts_count, user_id, last_post_user_id, category_id,
                    bumped_at, archetype, subtype, slug, fancy_title, closed, archived, pinned_at, pinned_globally,
                    deleted_at, deleted_by_id, image_upload_id, visible, external_id)
SELECT t, 'Topic title number ' || t, c, c, floor(random() * 3000)::int,
       CASE kind WHEN 'about' THEN 1 WHEN 'pm' THEN pg_temp.r(4) ELSE pg_temp.sk(30, 2.4) END,
       u, u,
       CASE kind WHEN 'about' THEN t + 1 WHEN 'pm' THEN NULL ELSE 1 + pg_temp.sk(29, 1.7) END,
       c, CASE WHEN kind = 'pm' THEN 'private_message' ELSE 'regular' END,
       CASE WHEN kind = 'pm' THEN 'user_to_user' END, 'topic-title-number-' || t, 'Topic title number ' || t,
       kind = 'regular' AND t % 23 = 0, kind = 'regular' AND t % 61 = 0,
       CASE WHEN kind = 'about' OR t % 150 = 7 THEN c END, t % 300 = 7,
       CASE WHEN kind = 'regular' AND t % 33 = 5 THEN c + interval '3 days' END,
       CASE WHEN kind = 'regular' AND t % 33 = 5 THEN pg_temp.staff() END,
       CASE WHEN kind = 'regular' AND random() < 0.12 THEN 600 + pg_temp.r(900) END,
       NOT (kind = 'regular' AND t % 71 = 0), CASE WHEN t % 97 = 3 THEN 'ext-' || t END
  FROM (SELECT t, kind, c,
               CASE WHEN kind = 'about' THEN (SELECT user_id FROM categories WHERE id = t + 1)
                    WHEN kind = 'pm' AND t % 3 = 0 THEN -2 WHEN kind = 'pm' AND t % 3 = 1 THEN -1
                    ELSE pg_temp.member() END AS u
          FROM tp) x ORDER BY t;
SELECT setval('topics_id_seq', 950);
UPDATE categories SET topic_id = id - 1 WHERE id > 1;

-- ---- posts ------------------------------------------------------------------------
CREATE TABLE posts (
  id serial PRIMARY KEY, user_id integer, topic_id integer NOT NULL, post_number integer NOT NULL, raw text NOT NULL,
  cooked text NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, reply_to_post_number integer,
  reply_count integer DEFAULT 0 NOT NULL, quote_count integer DEFAULT 0 NOT NULL, deleted_at timestamp,
  off_topic_count integer DEFAULT 0 NOT NULL, like_count integer DEFAULT 0 NOT NULL, incoming_link_count integer DEFAULT 0 NOT NULL,
  bookmark_count integer DEFAULT 0 NOT NULL, score double precision, reads integer DEFAULT 0 NOT NULL,
  post_type integer DEFAULT 1 NOT NULL, sort_order integer, last_editor_id integer, hidden boolean DEFAULT false NOT NULL,
  hidden_reason_id integer, notify_moderators_count integer DEFAULT 0 NOT NULL, spam_count integer DEFAULT 0 NOT NULL,
  illegal_count integer DEFAULT 0 NOT NULL, inappropriate_count integer DEFAULT 0 NOT NULL, last_version_at timestamp NOT NULL,
  user_deleted boolean DEFAULT false NOT NULL, reply_to_user_id integer, percent_rank double precision DEFAULT 1.0,
  notify_user_count integer DEFAULT 0 NOT NULL, like_score integer DEFAULT 0 NOT NULL, deleted_by_id integer,
  edit_reason varchar, word_count integer, version integer DEFAULT 1 NOT NULL, cook_method integer DEFAULT 1 NOT NULL,
  wiki boolean DEFAULT false NOT NULL, baked_at timestamp, baked_version integer, hidden_at timestamp,
  self_edits integer DEFAULT 0 NOT NULL, reply_quoted boolean DEFAULT false NOT NULL, via_email boolean DEFAULT false NOT NULL,
  raw_email text, public_version integer DEFAULT 1 NOT NULL, action_code varchar, locked_by_id integer, image_upload_id bigint);
CREATE UNIQUE INDEX index_posts_on_topic_id_and_post_number ON posts (topic_id, post_number);
CREATE INDEX idx_posts_user_id_deleted_at ON posts (user_id) WHERE deleted_at IS NULL;
CREATE TEMP TABLE pp AS
SELECT t.id AS topic_id, k AS post_number, t.archetype, t.user_id AS op, t.posts_count AS n,
       t.created_at + (k - 1) * interval '95 minutes' + (k * 7 % 13) * interval '1 minute' AS c
  FROM topics t, generate_series(1, 30) k WHERE k <= t.posts_count;
INSERT INTO posts (id, user_id, topic_id, post_number, raw, cooked, created_at, updated_at, post_type, sort_order,
                   last_version_at, action_code, word_count, baked_version)
SELECT row_number() OVER (ORDER BY c, topic_id), u, topic_id, post_number, 'raw ' || topic_id || '/' || post_number,
       '<p>cooked ' || topic_id || '/' || post_number || '</p>', c, c, CASE WHEN sa THEN 3 ELSE 1 END, post_number, c,
       CASE WHEN sa THEN (ARRAY['closed.enabled', 'pinned.enabled', 'visible.disabled', 'split_topic'])[pg_temp.r(4)] END,
       CASE WHEN sa THEN 0 ELSE 5 + pg_temp.r(300) END, 2
  FROM (SELECT topic_id, post_number, c,
               archetype = 'regular' AND post_number = n AND n > 3 AND topic_id % 9 = 0 AS sa,
               CASE WHEN post_number = 1 THEN op
                    WHEN archetype = 'regular' AND post_number = n AND n > 3 AND topic_id % 9 = 0 THEN -1
                    WHEN archetype = 'private_message' AND op < 0 THEN CASE WHEN topic_id % 2 = 0 THEN op ELSE pg_temp.member() END
                    ELSE pg_temp.member() END AS u
          FROM pp) x;
SELECT setval('posts_id_seq', (SELECT max(id) FROM posts));
-- replies: a third of the later posts answer an earlier post of their topic
UPDATE posts p SET reply_to_post_number = x.rn
  FROM (SELECT id, 1 + floor(random() * (post_number - 1))::int AS rn FROM posts
         WHERE post_number > 1 AND post_type = 1 AND random() < 0.35) x
 WHERE p.id = x.id;
UPDATE posts p SET reply_to_user_id = q.user_id
  FROM posts q WHERE q.topic_id = p.topic_id AND q.post_number = p.reply_to_post_number;
UPDATE posts p SET reply_count = x.n FROM (SELECT topic_id, reply_to_post_number, count(*) AS n FROM posts
  WHERE reply_to_post_number IS NOT NULL GROUP BY 1, 2) x
 WHERE x.topic_id = p.topic_id AND x.reply_to_post_number = p.post_number;
UPDATE posts SET last_editor_id = CASE WHEN id % 19 = 0 AND user_id > 0 THEN pg_temp.staff() ELSE user_id END,
                 version = CASE WHEN id % 7 = 0 THEN 2 ELSE 1 END, self_edits = CASE WHEN id % 7 = 0 THEN 1 ELSE 0 END,
                 baked_at = created_at, reads = floor(random() * 200)::int,
                 image_upload_id = CASE WHEN id % 11 = 0 THEN 600 + pg_temp.r(900) END,
                 wiki = id % 211 = 0;
UPDATE posts SET deleted_at = created_at + interval '1 day', deleted_by_id = CASE WHEN id % 2 = 0 THEN user_id ELSE pg_temp.staff() END,
                 user_deleted = id % 2 = 0
 WHERE post_number > 1 AND post_type = 1 AND id % 53 = 0;
UPDATE posts SET hidden = true, hidden_reason_id = (ARRAY[1, 2, 3, 5])[pg_temp.r(4)], hidden_at = created_at + interval '3 hours'
 WHERE post_type = 1 AND id % 89 = 0;
UPDATE posts SET locked_by_id = pg_temp.staff() WHERE post_type = 1 AND id % 131 = 0;
UPDATE topics t SET last_post_user_id = x.user_id, last_posted_at = x.created_at, highest_post_number = x.post_number,
                    bumped_at = x.created_at, updated_at = x.created_at, reply_count = t.posts_count - 1
  FROM (SELECT DISTINCT ON (topic_id) topic_id, user_id, created_at, post_number FROM posts ORDER BY topic_id, post_number DESC) x
 WHERE x.topic_id = t.id;
-- the four most frequent posters other than the original poster
UPDATE topics t SET featured_user1_id = f[1], featured_user2_id = f[2], featured_user3_id = f[3], featured_user4_id = f[4],
                    participant_count = 1 + coalesce(array_length(f, 1), 0)
  FROM (SELECT topic_id, array_agg(user_id ORDER BY n DESC, user_id) AS f FROM (
          SELECT p.topic_id, p.user_id, count(*) AS n FROM posts p JOIN topics t ON t.id = p.topic_id
           WHERE p.user_id <> t.user_id AND p.post_type = 1 AND t.archetype = 'regular' GROUP BY 1, 2) s GROUP BY 1) x
 WHERE x.topic_id = t.id;
UPDATE categories c SET topic_count = x.n, post_count = x.pc, latest_topic_id = x.lt, latest_post_id = x.lp
  FROM (SELECT t.category_id, count(*) AS n, sum(t.posts_count) AS pc, max(t.id) AS lt,
               (SELECT max(p.id) FROM posts p JOIN topics t2 ON t2.id = p.topic_id WHERE t2.category_id = t.category_id) AS lp
          FROM topics t WHERE t.category_id IS NOT NULL GROUP BY 1) x
 WHERE x.category_id = c.id;
UPDATE uploads SET access_control_post_id = 1 + (id * 7) % (SELECT max(id) FROM posts) WHERE secure;

-- ---- tags -----------------------------------------------------------------------------
CREATE TABLE tags (
  id serial PRIMARY KEY, name varchar NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  pm_topic_count integer DEFAULT 0 NOT NULL, target_tag_id integer, description varchar, public_topic_count integer DEFAULT 0 NOT NULL,
  staff_topic_count integer DEFAULT 0 NOT NULL);
CREATE UNIQUE INDEX index_tags_on_lower_name ON tags (lower(name));
INSERT INTO tags (id, name, created_at, updated_at, target_tag_id, description)
SELECT g, 'tag-' || g || (ARRAY['', '-help', '-howto', '-bug'])[1 + g % 4], '2020-05-01'::timestamp + g * interval '1 day', '2021-01-01',
       CASE WHEN g > 70 THEN 1 + (g * 13) % 40 END, CASE WHEN g % 10 = 0 THEN 'About tag ' || g END
  FROM generate_series(1, 80) g;
SELECT setval('tags_id_seq', 80);
CREATE TABLE topic_tags (
  id serial PRIMARY KEY, topic_id integer NOT NULL, tag_id integer NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_topic_tags_on_topic_id_and_tag_id ON topic_tags (topic_id, tag_id);
INSERT INTO topic_tags (topic_id, tag_id, created_at, updated_at)
SELECT DISTINCT ON (t.id, g) t.id, g, t.created_at, t.created_at
  FROM topics t, LATERAL (SELECT pg_temp.sk(70, 1.8) + 0 * t.id AS g FROM generate_series(1, 3) k) x
 WHERE t.archetype = 'regular' AND t.id > 29 AND t.id % 3 <> 0 ORDER BY t.id, g;
UPDATE tags g SET public_topic_count = (SELECT count(*) FROM topic_tags tt WHERE tt.tag_id = g.id);

-- ---- post actions -----------------------------------------------------------------------
CREATE TABLE post_action_types (
  id serial PRIMARY KEY, name_key varchar(50) NOT NULL, is_flag boolean DEFAULT false NOT NULL, icon varchar(20),
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, position integer DEFAULT 0 NOT NULL, score_type_id integer);
INSERT INTO post_action_types VALUES
  (1, 'bookmark', false, NULL, '2020-01-01', '2020-01-01', 1, NULL), (2, 'like', false, 'heart', '2020-01-01', '2020-01-01', 2, NULL),
  (3, 'off_topic', true, NULL, '2020-01-01', '2020-01-01', 3, 3), (4, 'inappropriate', true, NULL, '2020-01-01', '2020-01-01', 4, 4),
  (6, 'notify_user', true, NULL, '2020-01-01', '2020-01-01', 6, NULL), (7, 'notify_moderators', true, NULL, '2020-01-01', '2020-01-01', 7, 7),
  (8, 'spam', true, NULL, '2020-01-01', '2020-01-01', 8, 8);
CREATE TABLE post_actions (
  id serial PRIMARY KEY, post_id integer NOT NULL, user_id integer NOT NULL, post_action_type_id integer NOT NULL,
  deleted_at timestamp, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, deleted_by_id integer,
  related_post_id integer, staff_took_action boolean DEFAULT false NOT NULL, deferred_by_id integer,
  targets_topic boolean DEFAULT false NOT NULL, agreed_at timestamp, agreed_by_id integer, deferred_at timestamp,
  disagreed_at timestamp, disagreed_by_id integer);
CREATE UNIQUE INDEX idx_unique_actions ON post_actions (user_id, post_action_type_id, post_id, targets_topic)
  WHERE deleted_at IS NULL AND post_action_type_id IN (2, 3, 4, 6, 7, 8);
INSERT INTO post_actions (post_id, user_id, post_action_type_id, created_at, updated_at)
SELECT DISTINCT ON (pid, uid, pat) pid, uid, pat, c, c FROM (
  SELECT p.id AS pid, pg_temp.member() AS uid,
         CASE WHEN random() < 0.95 THEN 2 ELSE (ARRAY[3, 4, 6, 7, 7, 8])[pg_temp.r(6)] END AS pat,
         p.created_at + interval '6 hours' AS c
    FROM posts p, generate_series(1, 3) k
   WHERE p.post_type = 1 AND p.user_id > 0 AND random() < 0.3 + 0 * (p.id + k)) x
 WHERE uid <> (SELECT user_id FROM posts WHERE id = pid)
 ORDER BY pid, uid, pat;
UPDATE post_actions SET agreed_at = created_at + interval '1 day', agreed_by_id = pg_temp.staff(), staff_took_action = true
 WHERE post_action_type_id IN (3, 4, 8) AND id % 2 = 0;
UPDATE post_actions SET disagreed_at = created_at + interval '1 day', disagreed_by_id = pg_temp.staff()
 WHERE post_action_type_id IN (3, 4, 8) AND id % 2 = 1 AND id % 3 = 0;
UPDATE post_actions SET deferred_at = created_at + interval '2 days', deferred_by_id = pg_temp.staff()
 WHERE post_action_type_id = 7;
UPDATE post_actions SET deleted_at = created_at + interval '1 hour', deleted_by_id = user_id
 WHERE post_action_type_id = 2 AND id % 41 = 0;
-- a message to the user: the private message it opened
UPDATE post_actions pa SET related_post_id = (SELECT p.id FROM posts p JOIN topics t ON t.id = p.topic_id
                                               WHERE t.archetype = 'private_message' AND p.post_number = 1
                                               ORDER BY (p.id * 31 + pa.id) % 97, p.id LIMIT 1)
 WHERE post_action_type_id = 6;
UPDATE posts p SET like_count = x.n FROM (SELECT post_id, count(*) AS n FROM post_actions
  WHERE post_action_type_id = 2 AND deleted_at IS NULL GROUP BY 1) x WHERE x.post_id = p.id;
UPDATE topics t SET like_count = x.n FROM (SELECT topic_id, sum(like_count) AS n FROM posts GROUP BY 1) x WHERE x.topic_id = t.id;

-- ---- notifications ------------------------------------------------------------------------
CREATE TABLE notifications (
  id serial PRIMARY KEY, notification_type integer NOT NULL, user_id integer NOT NULL, data varchar(1000) NOT NULL,
  read boolean DEFAULT false NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  topic_id integer, post_number integer, post_action_id integer, high_priority boolean DEFAULT false NOT NULL);
CREATE INDEX idx_notifications_speedup_unread_count ON notifications (user_id, notification_type) WHERE NOT read;
CREATE TEMP TABLE nn AS
-- replied (2): to the author of the post replied to
SELECT 2 AS nt, p.reply_to_user_id AS uid, p.topic_id, p.post_number, NULL::int AS paid, p.created_at AS c,
       '{"topic_title":"Topic title number ' || p.topic_id || '","display_username":"u' || p.user_id || '"}' AS data
  FROM posts p WHERE p.reply_to_user_id > 0 AND p.reply_to_user_id <> p.user_id
UNION ALL
-- liked (5): to the post's author
SELECT 5, p.user_id, p.topic_id, p.post_number, pa.id, pa.created_at,
       '{"topic_title":"Topic title number ' || p.topic_id || '","original_post_type":1}'
  FROM post_actions pa JOIN posts p ON p.id = pa.post_id WHERE pa.post_action_type_id = 2 AND pa.id % 3 <> 0
UNION ALL
-- private_message (6): to a member receiving a message; posted (9): watching a topic
SELECT CASE WHEN t.archetype = 'private_message' THEN 6 ELSE 9 END, m, t.id, 1, NULL, t.created_at,
       '{"topic_title":"Topic title number ' || t.id || '"}'
  FROM topics t, LATERAL (SELECT pg_temp.member() + 0 * t.id AS m) x
 WHERE t.id > 29 AND (t.archetype = 'private_message' OR t.id % 4 = 1);
INSERT INTO notifications (notification_type, user_id, data, read, created_at, updated_at, topic_id, post_number, post_action_id, high_priority)
SELECT nt, uid, data, random() < 0.85, c, c, topic_id, post_number, paid, nt = 6 FROM nn ORDER BY c, uid, nt;

-- ---- badges -------------------------------------------------------------------------------
CREATE TABLE badge_types (id serial PRIMARY KEY, name varchar NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_badge_types_on_name ON badge_types (name);
INSERT INTO badge_types VALUES (1, 'Gold', '2020-01-01', '2020-01-01'), (2, 'Silver', '2020-01-01', '2020-01-01'),
  (3, 'Bronze', '2020-01-01', '2020-01-01');
CREATE TABLE badge_groupings (
  id serial PRIMARY KEY, name varchar NOT NULL, description text, position integer NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
INSERT INTO badge_groupings VALUES (1, 'GettingStarted', NULL, 10, '2020-01-01', '2020-01-01'),
  (2, 'Community', NULL, 11, '2020-01-01', '2020-01-01'), (3, 'Posting', NULL, 12, '2020-01-01', '2020-01-01'),
  (4, 'TrustLevel', NULL, 13, '2020-01-01', '2020-01-01'), (5, 'Other', NULL, 14, '2020-01-01', '2020-01-01');
CREATE TABLE badges (
  id serial PRIMARY KEY, name varchar NOT NULL, description text, badge_type_id integer NOT NULL,
  grant_count integer DEFAULT 0 NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  allow_title boolean DEFAULT false NOT NULL, multiple_grant boolean DEFAULT false NOT NULL, icon varchar DEFAULT 'fa-certificate',
  listable boolean DEFAULT true, target_posts boolean DEFAULT false, query text, enabled boolean DEFAULT true NOT NULL,
  auto_revoke boolean DEFAULT true NOT NULL, badge_grouping_id integer DEFAULT 5 NOT NULL, trigger integer,
  show_posts boolean DEFAULT false NOT NULL, system boolean DEFAULT false NOT NULL, long_description text,
  image_upload_id integer, show_in_post_header boolean DEFAULT false NOT NULL);
CREATE UNIQUE INDEX index_badges_on_name ON badges (name);
INSERT INTO badges (id, name, description, badge_type_id, created_at, updated_at, allow_title, multiple_grant, target_posts,
                    enabled, badge_grouping_id, trigger, show_posts, system, image_upload_id)
SELECT b, CASE WHEN b < 100 THEN 'System badge ' || b ELSE 'Custom badge ' || b END, 'Awarded for ' || b,
       CASE WHEN b IN (4, 9, 14, 30, 31) THEN 1 WHEN b % 5 = 0 THEN 2 ELSE 3 END,
       '2020-01-01'::timestamp + b * interval '1 hour', '2021-01-01',
       b IN (2, 3, 4, 30, 101), b IN (6, 7, 8, 16, 20, 21, 22), b IN (6, 7, 8, 16, 20, 21, 22, 32),
       b NOT IN (26, 27), CASE WHEN b < 100 THEN 1 + b % 5 ELSE 5 END, CASE WHEN b < 100 THEN b % 5 END,
       b IN (6, 7, 8), b < 100, CASE WHEN b >= 100 THEN 1000 + b END
  FROM (SELECT generate_series(1, 45) AS b UNION ALL SELECT generate_series(100, 106)) g;
SELECT setval('badges_id_seq', 106);
CREATE TABLE user_badges (
  id serial PRIMARY KEY, badge_id integer NOT NULL, user_id integer NOT NULL, granted_at timestamp NOT NULL,
  granted_by_id integer NOT NULL, post_id integer, notification_id integer, seq integer DEFAULT 0 NOT NULL,
  featured_rank integer, created_at timestamp NOT NULL, is_favorite boolean);
CREATE UNIQUE INDEX index_user_badges_on_badge_id_and_user_id ON user_badges (badge_id, user_id) WHERE NOT (badge_id IN (6, 7, 8, 16, 20, 21, 22));
CREATE TEMP TABLE ub AS
SELECT DISTINCT ON (b, u) b, u FROM (
  SELECT CASE WHEN random() < 0.93 THEN pg_temp.sk(45, 1.4) ELSE 99 + pg_temp.r(7) END AS b, pg_temp.member() AS u
    FROM generate_series(1, 1600) k) x ORDER BY b, u;
-- multiply granted badges come with a post and a sequence number
INSERT INTO user_badges (badge_id, user_id, granted_at, granted_by_id, post_id, seq, created_at)
SELECT ub.b, ub.u, g, CASE WHEN ub.b >= 100 THEN (ARRAY[1, 2])[pg_temp.r(2)] ELSE -1 END,
       CASE WHEN bd.target_posts THEN (SELECT p.id FROM posts p WHERE p.user_id = ub.u ORDER BY (p.id * 17 + s) % 101, p.id LIMIT 1) END,
       s, g
  FROM ub JOIN badges bd ON bd.id = ub.b, LATERAL generate_series(0, CASE WHEN bd.multiple_grant THEN (ub.u % 3) ELSE 0 END) s,
       LATERAL (SELECT '2021-01-01'::timestamp + (ub.u * 13 + ub.b * 7 + s * 40) * interval '1 day' AS g) gg
 ORDER BY g, ub.b, ub.u, s;
-- each grant notified the user (granted_badge, 12)
INSERT INTO notifications (notification_type, user_id, data, read, created_at, updated_at, high_priority)
SELECT 12, user_id, '{"badge_id":' || badge_id || ',"badge_name":"badge ' || badge_id || '"}', true, granted_at, granted_at, false
  FROM user_badges ORDER BY id;
UPDATE user_badges ub SET notification_id = n.id
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM notifications WHERE notification_type = 12) n,
       (SELECT id, row_number() OVER (ORDER BY id) AS k FROM user_badges) b
 WHERE b.id = ub.id AND n.k = b.k AND ub.id % 10 <> 0;
UPDATE badges b SET grant_count = (SELECT count(*) FROM user_badges ub WHERE ub.badge_id = b.id);
UPDATE users u SET seen_notification_id = coalesce((SELECT max(n.id) FROM notifications n WHERE n.user_id = u.id AND n.read), 0);

-- ---- profiles and stats (1:1 with users) ---------------------------------------------------
CREATE TABLE user_profiles (
  user_id integer PRIMARY KEY, location varchar, website varchar, bio_raw text, bio_cooked text,
  dismissed_banner_key integer, bio_cooked_version integer, badge_granted_title boolean DEFAULT false,
  views integer DEFAULT 0 NOT NULL, profile_background_upload_id integer REFERENCES uploads,
  card_background_upload_id integer REFERENCES uploads, granted_title_badge_id bigint REFERENCES badges,
  featured_topic_id integer);
INSERT INTO user_profiles
SELECT u.id, CASE WHEN u.id % 3 = 0 THEN (ARRAY['Berlin', 'Lagos', 'Austin', 'Pune', 'Lyon'])[pg_temp.r(5)] END,
       CASE WHEN u.id % 7 = 0 THEN 'https://site' || u.id || '.example.org' END,
       CASE WHEN u.id % 2 = 0 THEN 'About me ' || u.id END, CASE WHEN u.id % 2 = 0 THEN '<p>About me ' || u.id || '</p>' END,
       CASE WHEN u.id % 11 = 0 THEN 3 END, 1, u.title IS NOT NULL, floor(random() * 300)::int,
       CASE WHEN u.id > 0 AND u.id % 23 = 0 THEN 1100 + pg_temp.r(100) END,
       CASE WHEN u.id > 0 AND u.id % 19 = 0 THEN 1100 + pg_temp.r(100) END,
       CASE u.title WHEN 'Regular' THEN 3 WHEN 'Leader' THEN 4 ELSE CASE WHEN u.id IN (101, 303) THEN 101 END END,
       CASE WHEN u.id > 0 AND u.id % 31 = 0 THEN (SELECT t.id FROM topics t WHERE t.user_id = u.id ORDER BY t.id LIMIT 1) END
  FROM users u ORDER BY u.id;
UPDATE users SET title = 'Custom badge 101' WHERE id IN (101, 303);
CREATE TABLE user_stats (
  user_id integer PRIMARY KEY, topics_entered integer DEFAULT 0 NOT NULL, time_read integer DEFAULT 0 NOT NULL,
  days_visited integer DEFAULT 0 NOT NULL, posts_read_count integer DEFAULT 0 NOT NULL, likes_given integer DEFAULT 0 NOT NULL,
  likes_received integer DEFAULT 0 NOT NULL, new_since timestamp NOT NULL, read_faq timestamp, first_post_created_at timestamp,
  post_count integer DEFAULT 0 NOT NULL, topic_count integer DEFAULT 0 NOT NULL, bounce_score double precision DEFAULT 0 NOT NULL,
  reset_bounce_score_after timestamp, flags_agreed integer DEFAULT 0 NOT NULL, flags_disagreed integer DEFAULT 0 NOT NULL,
  flags_ignored integer DEFAULT 0 NOT NULL, first_unread_at timestamp NOT NULL, distinct_badge_count integer DEFAULT 0 NOT NULL,
  first_unread_pm_at timestamp NOT NULL, digest_attempted_at timestamp, post_edits_count integer, draft_count integer DEFAULT 0 NOT NULL,
  pending_posts_count integer DEFAULT 0 NOT NULL);
INSERT INTO user_stats (user_id, topics_entered, time_read, days_visited, posts_read_count, likes_given, likes_received,
                        new_since, read_faq, first_post_created_at, post_count, topic_count, first_unread_at,
                        distinct_badge_count, first_unread_pm_at, post_edits_count)
SELECT u.id, floor(random() * 400)::int, floor(random() * 90000)::int, floor(random() * 300)::int, floor(random() * 5000)::int,
       coalesce(lg.n, 0), coalesce(lr.n, 0), u.created_at, CASE WHEN u.id % 4 = 0 THEN u.created_at + interval '1 day' END,
       ps.first, coalesce(ps.n, 0), coalesce(ts.n, 0), u.created_at, coalesce(bs.n, 0), u.created_at,
       CASE WHEN u.id % 5 = 0 THEN u.id % 13 END
  FROM users u
  LEFT JOIN (SELECT user_id, count(*) AS n FROM post_actions WHERE post_action_type_id = 2 GROUP BY 1) lg ON lg.user_id = u.id
  LEFT JOIN (SELECT p.user_id, count(*) AS n FROM post_actions pa JOIN posts p ON p.id = pa.post_id
              WHERE pa.post_action_type_id = 2 GROUP BY 1) lr ON lr.user_id = u.id
  LEFT JOIN (SELECT user_id, count(*) AS n, min(created_at) AS first FROM posts GROUP BY 1) ps ON ps.user_id = u.id
  LEFT JOIN (SELECT user_id, count(*) AS n FROM topics GROUP BY 1) ts ON ts.user_id = u.id
  LEFT JOIN (SELECT user_id, count(DISTINCT badge_id) AS n FROM user_badges GROUP BY 1) bs ON bs.user_id = u.id
 ORDER BY u.id;

-- ---- topic users ------------------------------------------------------------------------------
CREATE TABLE topic_users (
  user_id integer NOT NULL, topic_id integer NOT NULL, posted boolean DEFAULT false NOT NULL, last_read_post_number integer,
  last_visited_at timestamp, first_visited_at timestamp, notification_level integer DEFAULT 1 NOT NULL,
  notifications_changed_at timestamp, notifications_reason_id integer, total_msecs_viewed integer DEFAULT 0 NOT NULL,
  cleared_pinned_at timestamp, last_emailed_post_number integer, liked boolean DEFAULT false, bookmarked boolean DEFAULT false,
  last_posted_at timestamp, id serial PRIMARY KEY);
CREATE UNIQUE INDEX index_topic_users_on_topic_id_and_user_id ON topic_users (topic_id, user_id);
CREATE UNIQUE INDEX index_topic_users_on_user_id_and_topic_id ON topic_users (user_id, topic_id);
INSERT INTO topic_users (user_id, topic_id, posted, last_read_post_number, last_visited_at, first_visited_at,
                         notification_level, notifications_reason_id, total_msecs_viewed, liked, last_posted_at)
SELECT s.user_id, s.topic_id, s.posted,
       CASE WHEN s.posted THEN t.highest_post_number ELSE 1 + floor(random() * t.highest_post_number)::int END,
       t.created_at + interval '2 days', t.created_at + interval '1 hour',
       CASE WHEN s.posted THEN 2 ELSE (ARRAY[0, 1, 1, 1, 3])[pg_temp.r(5)] END,
       CASE WHEN s.posted THEN (ARRAY[1, 4])[pg_temp.r(2)] WHEN random() < 0.5 THEN (ARRAY[6, 7, 8, 9])[pg_temp.r(4)] END,
       floor(random() * 600000)::int, s.liked, s.lp
  FROM (SELECT user_id, topic_id, bool_or(posted) AS posted, bool_or(liked) AS liked, max(lp) AS lp FROM (
          SELECT user_id, topic_id, true AS posted, false AS liked, created_at AS lp FROM posts WHERE user_id > 0
          UNION ALL
          SELECT pa.user_id, p.topic_id, false, true, NULL FROM post_actions pa JOIN posts p ON p.id = pa.post_id
           WHERE pa.post_action_type_id = 2
          UNION ALL
          SELECT pg_temp.member(), t.id, false, false, NULL FROM topics t, generate_series(1, 3) k WHERE t.id > 29) a
         GROUP BY 1, 2) s
  JOIN topics t ON t.id = s.topic_id
 ORDER BY s.topic_id, s.user_id;
UPDATE topic_users SET last_emailed_post_number = last_read_post_number WHERE notification_level = 3 AND id % 3 = 0;

-- ---- user actions (the activity stream) ----------------------------------------------------------
CREATE TABLE user_actions (
  id serial PRIMARY KEY, action_type integer NOT NULL, user_id integer NOT NULL, target_topic_id integer,
  target_post_id integer, target_user_id integer, acting_user_id integer, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX idx_unique_rows ON user_actions (action_type, user_id, target_topic_id, target_post_id, acting_user_id);
INSERT INTO user_actions (action_type, user_id, target_topic_id, target_post_id, target_user_id, acting_user_id, created_at, updated_at)
SELECT action_type, user_id, target_topic_id, target_post_id, target_user_id, acting_user_id, c, c FROM (
  -- new_topic (4) and reply (5)
  SELECT CASE WHEN p.post_number = 1 THEN 4 ELSE 5 END AS action_type, p.user_id, p.topic_id AS target_topic_id,
         p.id AS target_post_id, NULL::int AS target_user_id, p.user_id AS acting_user_id, p.created_at AS c
    FROM posts p JOIN topics t ON t.id = p.topic_id
   WHERE p.user_id > 0 AND p.post_type = 1 AND t.archetype = 'regular'
  UNION ALL
  -- like (1) by the liker, was_liked (2) for the author
  SELECT 1, pa.user_id, p.topic_id, p.id, p.user_id, pa.user_id, pa.created_at
    FROM post_actions pa JOIN posts p ON p.id = pa.post_id WHERE pa.post_action_type_id = 2 AND pa.deleted_at IS NULL
  UNION ALL
  SELECT 2, p.user_id, p.topic_id, p.id, NULL, pa.user_id, pa.created_at
    FROM post_actions pa JOIN posts p ON p.id = pa.post_id WHERE pa.post_action_type_id = 2 AND pa.deleted_at IS NULL
  UNION ALL
  -- response (6): someone replied to the user's post
  SELECT 6, p.reply_to_user_id, p.topic_id, p.id, NULL, p.user_id, p.created_at
    FROM posts p WHERE p.reply_to_user_id > 0 AND p.reply_to_user_id <> p.user_id AND p.deleted_at IS NULL) a
 ORDER BY c, action_type, user_id, target_post_id;

-- ---- bookmarks (polymorphic: a post or a topic) -------------------------------------------------
CREATE TABLE bookmarks (
  id bigserial PRIMARY KEY, user_id bigint NOT NULL REFERENCES users, name varchar(100), reminder_at timestamp,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, reminder_last_sent_at timestamp, reminder_set_at timestamp,
  auto_delete_preference integer DEFAULT 0 NOT NULL, pinned boolean DEFAULT false, bookmarkable_id integer,
  bookmarkable_type varchar);
CREATE UNIQUE INDEX idx_bookmarks_user_polymorphic_unique ON bookmarks (user_id, bookmarkable_type, bookmarkable_id);
INSERT INTO bookmarks (user_id, name, reminder_at, created_at, updated_at, reminder_set_at, auto_delete_preference, pinned,
                       bookmarkable_id, bookmarkable_type)
SELECT DISTINCT ON (u, ty, bid) u, CASE WHEN bid % 5 = 0 THEN 'read later' END,
       CASE WHEN bid % 4 = 0 THEN '2023-01-01'::timestamp + bid * interval '1 hour' END,
       '2022-06-01'::timestamp + k * interval '37 minutes', '2022-06-01'::timestamp + k * interval '37 minutes',
       CASE WHEN bid % 4 = 0 THEN '2022-06-01'::timestamp END, (ARRAY[0, 0, 1, 3])[1 + bid % 4], k % 50 = 0, bid, ty
  FROM (SELECT k, pg_temp.member() AS u, ty,
               CASE WHEN ty = 'Post' THEN pg_temp.r((SELECT max(id) FROM posts)) ELSE 29 + pg_temp.r(921) END AS bid
          FROM (SELECT k, CASE WHEN random() < 0.8 THEN 'Post' ELSE 'Topic' END AS ty FROM generate_series(1, 1400) k) a) x
 ORDER BY u, ty, bid, k;
UPDATE posts p SET bookmark_count = x.n FROM (SELECT bookmarkable_id, count(*) AS n FROM bookmarks
  WHERE bookmarkable_type = 'Post' GROUP BY 1) x WHERE x.bookmarkable_id = p.id;

-- ---- invites ----------------------------------------------------------------------------------------
CREATE TABLE invites (
  id serial PRIMARY KEY, invite_key varchar(32) NOT NULL, email varchar, invited_by_id integer NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, deleted_at timestamp, deleted_by_id integer,
  invalidated_at timestamp, moderator boolean DEFAULT false NOT NULL, custom_message text, emailed_status integer,
  max_redemptions_allowed integer DEFAULT 1 NOT NULL, redemption_count integer DEFAULT 0 NOT NULL, expires_at timestamp NOT NULL,
  email_token varchar, domain varchar);
CREATE UNIQUE INDEX index_invites_on_invite_key ON invites (invite_key);
INSERT INTO invites (invite_key, email, invited_by_id, created_at, updated_at, deleted_at, deleted_by_id, moderator,
                     emailed_status, max_redemptions_allowed, expires_at, email_token)
SELECT substr(md5('inv' || k), 1, 32), CASE WHEN k % 6 <> 0 THEN 'friend' || k || '@mail.example.com' END,
       CASE WHEN k % 3 = 0 THEN pg_temp.staff() ELSE pg_temp.member() END,
       '2021-03-01'::timestamp + k * interval '11 hours', '2021-03-01'::timestamp + k * interval '11 hours',
       CASE WHEN k % 29 = 0 THEN '2022-01-01'::timestamp END, CASE WHEN k % 29 = 0 THEN pg_temp.staff() END,
       k % 3 = 0, CASE WHEN k % 6 <> 0 THEN 3 END, CASE WHEN k % 6 = 0 THEN 10 ELSE 1 END,
       '2021-04-01'::timestamp + k * interval '11 hours', CASE WHEN k % 6 <> 0 THEN md5('tok' || k) END
  FROM generate_series(1, 420) k;
CREATE TABLE invited_users (
  id bigserial PRIMARY KEY, user_id integer, invite_id integer NOT NULL, redeemed_at timestamp,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_invited_users_on_user_id_and_invite_id ON invited_users (user_id, invite_id) WHERE user_id IS NOT NULL;
INSERT INTO invited_users (user_id, invite_id, redeemed_at, created_at, updated_at)
SELECT DISTINCT ON (u) u, i.id, i.created_at + interval '2 days', i.created_at + interval '2 days', i.created_at + interval '2 days'
  FROM invites i, LATERAL (SELECT 6 + ((i.id * 7 + k * 131) % 594) AS u FROM generate_series(1, 3) k
                            WHERE k <= CASE WHEN i.max_redemptions_allowed > 1 THEN 3 ELSE 1 END) x
 WHERE i.id % 2 = 0 ORDER BY u, i.id;
UPDATE invites i SET redemption_count = (SELECT count(*) FROM invited_users iu WHERE iu.invite_id = i.id);
ANALYZE;
