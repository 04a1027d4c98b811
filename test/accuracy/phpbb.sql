-- test/accuracy/phpbb.sql: a phpBB 3.3 forum on PostgreSQL (the phpbb_ tables of
-- phpbb/db/migration/data/v30x/release_3_0_0.php onwards, as the PostgreSQL driver creates them),
-- a hobby forum of eight years, written for issue 16 as a held-out check (sixteenth round):
-- committed with its truth (phpbb_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: a table prefix (phpbb_), keys named <noun>_id (user_id, group_id, forum_id,
-- topic_id, post_id, msg_id, rank_id, style_id, role_id, auth_option_id, reason_id) and one
-- plural (phpbb_icons.icons_id, referenced as icon_id); references by role without the key word
-- (topics.topic_poster, forums.forum_last_poster_id, topic_last_poster_id, post_edit_user,
-- topic_bumper, users.user_rank, user_style, groups.group_rank, zebra.zebra_id, privmsgs.root_level)
-- or by the key's own name. Integer Unix timestamps, smallint flags, nested set numbers in
-- forums (left_id, right_id) beside parent_id, serialized text (forum_parents, to_address 'u_2:u_57',
-- log_data). User 1 is ANONYMOUS (guests' posts, sessions and votes carry poster_id /
-- session_user_id 1), users 2 the founder and 3..46 the search bots (group BOTS); the default
-- groups are 1..7 (GUESTS, REGISTERED, REGISTERED_COPPA, GLOBAL_MODERATORS, ADMINISTRATORS, BOTS,
-- NEWLY_REGISTERED). A deleted user's posts are kept and handed to ANONYMOUS (poster_id 1 with
-- post_username), so no reference is left dangling there; user ids have gaps.
-- phpBB declares NO foreign keys: every reference below is listed as undeclared (mode fk drops
-- nothing), so only what is found counts (as TP or FP) and misses are listed, not counted.
-- The 0-for-none convention: optional references are NOT NULL DEFAULT 0, never NULL:
-- forums.parent_id (0 at the top), forum_last_post_id / forum_last_poster_id (0 in categories
-- and empty forums), topics.icon_id, topic_moved_id (0 except shadow topics, which point at the
-- moved topic), topic_delete_user, topic_bumper, posts.icon_id, post_edit_user, post_delete_user,
-- users.user_rank, groups.group_rank, privmsgs.root_level and message_edit_user, acl_groups /
-- acl_users forum_id (0 = a global permission), auth_option_id (0 when a role is given) and
-- auth_role_id (0 when an option is given), log forum_id / topic_id / post_id / reportee_id,
-- reports.post_id and pm_id (one of them is 0), attachments.topic_id (0 for PM and orphan
-- attachments), drafts.topic_id / forum_id, sessions.session_forum_id, moderator_cache user_id /
-- group_id (one of them is 0), styles.style_parent_id. Every value of these except 0 is in the
-- target and 0 is in none: true references whose "none" is 0, in the truth as undeclared.
-- Orphans where phpBB leaves them: the moderator log keeps the ids of topics and posts deleted
-- since (log.topic_id, log.post_id; 4% and 6% of their non-zero values), in the truth with them.
-- Poll options are numbered 1..n within their topic (poll_option_id is no key alone): votes
-- refer to (topic_id, poll_option_id) of phpbb_poll_options, which no constraint keeps unique.
-- A draft with forum_id 0 is a private message's (topic_id 0 too), one with topic_id 0 and a
-- forum a new topic's.
-- Left out of the truth: attachments.post_msg_id (a post_id, or a msg_id when in_message = 1,
-- 0 for orphans: polymorphic); privmsgs_to.folder_id (-4..0 are the special boxes, only values
-- above 0 are phpbb_privmsgs_folder ids); user_notifications.item_id and notifications.item_id /
-- item_parent_id (a topic, post or pm id by type); users.user_perm_from (0 on every row);
-- config.config_value (newest_user_id as text); forums.left_id / right_id (nested set bounds).
-- Skewed: a few forums, topics and regulars hold most of the posts.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.3303);

CREATE TABLE phpbb_ranks (rank_id serial PRIMARY KEY, rank_title varchar(255) NOT NULL DEFAULT '', rank_min integer NOT NULL DEFAULT 0,
    rank_special smallint NOT NULL DEFAULT 0, rank_image varchar(255) NOT NULL DEFAULT '');
INSERT INTO phpbb_ranks (rank_title, rank_min, rank_special) VALUES ('Site Admin', 0, 1), ('Newbie', 0, 0), ('Member', 20, 0),
    ('Regular', 100, 0), ('Veteran', 500, 0), ('Moderator', 0, 1), ('Team', 0, 1);

CREATE TABLE phpbb_styles (style_id serial PRIMARY KEY, style_name varchar(255) NOT NULL DEFAULT '', style_copyright varchar(255) NOT NULL DEFAULT '',
    style_active smallint NOT NULL DEFAULT 1, style_path varchar(100) NOT NULL DEFAULT '', bbcode_bitfield varchar(255) NOT NULL DEFAULT 'kNg=',
    style_parent_id integer NOT NULL DEFAULT 0, style_parent_tree text NOT NULL DEFAULT '');
CREATE UNIQUE INDEX phpbb_styles_style_name ON phpbb_styles (style_name);
INSERT INTO phpbb_styles (style_name, style_copyright, style_active, style_path, style_parent_id, style_parent_tree) VALUES
    ('prosilver', '© phpBB Limited', 1, 'prosilver', 0, ''), ('prosilver_se', '© phpBB Limited', 0, 'prosilver_se', 1, 'prosilver'),
    ('Flat Style', '© Ian Bradley', 1, 'flat-style', 0, ''), ('Flat Dark', 'board', 1, 'flat-dark', 3, 'flat-style');

CREATE TABLE phpbb_icons (icons_id serial PRIMARY KEY, icons_url varchar(255) NOT NULL DEFAULT '', icons_width smallint NOT NULL DEFAULT 0,
    icons_height smallint NOT NULL DEFAULT 0, icons_alt varchar(255) NOT NULL DEFAULT '', icons_order integer NOT NULL DEFAULT 0,
    display_on_posting smallint NOT NULL DEFAULT 1);
INSERT INTO phpbb_icons (icons_url, icons_width, icons_height, icons_alt, icons_order)
SELECT 'misc/' || x || '.gif', 16, 16, x, o FROM unnest(ARRAY['fire','heart','radioactive','star','thinking','info','question','alert']) WITH ORDINALITY u(x, o);

CREATE TABLE phpbb_groups (group_id serial PRIMARY KEY, group_type smallint NOT NULL DEFAULT 1, group_founder_manage smallint NOT NULL DEFAULT 0,
    group_skip_auth smallint NOT NULL DEFAULT 0, group_name varchar(255) NOT NULL DEFAULT '', group_desc text NOT NULL DEFAULT '',
    group_display smallint NOT NULL DEFAULT 0, group_avatar varchar(255) NOT NULL DEFAULT '', group_rank integer NOT NULL DEFAULT 0,
    group_colour varchar(6) NOT NULL DEFAULT '', group_sig_chars integer NOT NULL DEFAULT 0, group_receive_pm smallint NOT NULL DEFAULT 0,
    group_message_limit integer NOT NULL DEFAULT 0, group_max_recipients integer NOT NULL DEFAULT 0, group_legend integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_groups_group_legend_name ON phpbb_groups (group_legend, group_name);
INSERT INTO phpbb_groups (group_type, group_name, group_display, group_rank, group_colour, group_receive_pm, group_legend) VALUES
    (3, 'GUESTS', 0, 0, '', 0, 0), (3, 'REGISTERED', 0, 0, '', 0, 0), (3, 'REGISTERED_COPPA', 0, 0, '', 0, 0),
    (3, 'GLOBAL_MODERATORS', 1, 6, '00AA00', 1, 2), (3, 'ADMINISTRATORS', 1, 1, 'AA0000', 1, 1), (3, 'BOTS', 0, 0, '9E8DA7', 0, 0),
    (3, 'NEWLY_REGISTERED', 0, 0, '', 0, 0), (0, 'Forum Team', 1, 7, '0066CC', 1, 3), (1, 'Beta testers', 0, 0, '', 1, 0),
    (0, 'Photographers', 1, 0, 'CC6600', 1, 4), (2, 'Old moderators', 0, 0, '', 0, 0), (1, 'Translators', 0, 0, '', 1, 0);

CREATE TABLE phpbb_users (user_id serial PRIMARY KEY, user_type smallint NOT NULL DEFAULT 0, group_id integer NOT NULL DEFAULT 3,
    user_permissions text NOT NULL DEFAULT '', user_perm_from integer NOT NULL DEFAULT 0, user_ip varchar(40) NOT NULL DEFAULT '',
    user_regdate integer NOT NULL DEFAULT 0, username varchar(255) NOT NULL DEFAULT '', username_clean varchar(255) NOT NULL DEFAULT '',
    user_password varchar(255) NOT NULL DEFAULT '', user_passchg integer NOT NULL DEFAULT 0, user_email varchar(100) NOT NULL DEFAULT '',
    user_birthday varchar(10) NOT NULL DEFAULT '', user_lastvisit integer NOT NULL DEFAULT 0, user_lastpost_time integer NOT NULL DEFAULT 0,
    user_posts integer NOT NULL DEFAULT 0, user_lang varchar(30) NOT NULL DEFAULT '', user_timezone varchar(100) NOT NULL DEFAULT '',
    user_dateformat varchar(64) NOT NULL DEFAULT 'd M Y H:i', user_style integer NOT NULL DEFAULT 0, user_rank integer NOT NULL DEFAULT 0,
    user_colour varchar(6) NOT NULL DEFAULT '', user_new_privmsg integer NOT NULL DEFAULT 0, user_unread_privmsg integer NOT NULL DEFAULT 0,
    user_last_privmsg integer NOT NULL DEFAULT 0, user_message_rules smallint NOT NULL DEFAULT 0, user_full_folder integer NOT NULL DEFAULT -3,
    user_emailtime integer NOT NULL DEFAULT 0, user_notify smallint NOT NULL DEFAULT 0, user_notify_pm smallint NOT NULL DEFAULT 1,
    user_allow_pm smallint NOT NULL DEFAULT 1, user_avatar varchar(255) NOT NULL DEFAULT '', user_sig text NOT NULL DEFAULT '',
    user_inactive_reason smallint NOT NULL DEFAULT 0, user_form_salt varchar(32) NOT NULL DEFAULT '');
CREATE UNIQUE INDEX phpbb_users_username_clean ON phpbb_users (username_clean);
CREATE INDEX phpbb_users_user_birthday ON phpbb_users (user_birthday);
CREATE INDEX phpbb_users_user_type ON phpbb_users (user_type);
CREATE INDEX phpbb_users_user_email ON phpbb_users (user_email);
-- 1 ANONYMOUS, 2 the founder, 3..46 bots, 47..760 members of whom 41 were deleted (g % 17 = 9)
INSERT INTO phpbb_users (user_id, user_type, group_id, user_ip, user_regdate, username, username_clean, user_password, user_email,
    user_lastvisit, user_lang, user_timezone, user_style, user_rank, user_colour, user_full_folder, user_form_salt)
SELECT g, CASE WHEN g = 1 OR g BETWEEN 3 AND 46 THEN 2 WHEN g = 2 THEN 3 WHEN g % 23 = 0 THEN 1 ELSE 0 END,
       CASE WHEN g = 1 THEN 1 WHEN g = 2 THEN 5 WHEN g <= 46 THEN 6 WHEN g IN (52, 61, 90, 133) THEN 4 WHEN g % 29 = 3 THEN 8
            WHEN g > 700 AND g % 3 = 0 THEN 7 ELSE 2 END,
       CASE WHEN g <= 46 THEN '' ELSE '10.' || (g % 250) || '.' || (g * 7 % 250) || '.1' END,
       1420070400 + CASE WHEN g <= 46 THEN 0 ELSE (g - 46) * 330000 END,
       CASE WHEN g = 1 THEN 'Anonymous' WHEN g = 2 THEN 'admin' WHEN g <= 46 THEN 'Bot ' || g ELSE 'Member' || g END,
       CASE WHEN g = 1 THEN 'anonymous' WHEN g = 2 THEN 'admin' WHEN g <= 46 THEN 'bot ' || g ELSE 'member' || g END,
       CASE WHEN g <= 46 AND g <> 2 THEN '' ELSE '$2y$10$' || md5('p' || g) END,
       CASE WHEN g <= 46 AND g <> 2 THEN '' ELSE 'm' || g || '@example.org' END,
       CASE WHEN g = 1 THEN 0 ELSE 1420070400 + (g * 330000) + (random() * 90000000)::int END,
       CASE WHEN g % 5 = 0 THEN 'de' ELSE 'en' END, 'UTC',
       CASE WHEN g <= 46 THEN 1 WHEN g % 9 = 0 THEN 3 WHEN g % 31 = 0 THEN 4 ELSE 1 END,
       CASE WHEN g = 2 THEN 1 WHEN g IN (52, 61, 90, 133) THEN 6 WHEN g % 29 = 3 THEN 7 ELSE 0 END,
       CASE WHEN g = 2 THEN 'AA0000' WHEN g <= 46 AND g > 2 THEN '9E8DA7' WHEN g IN (52, 61, 90, 133) THEN '00AA00' ELSE '' END,
       -3, md5('salt' || g)
FROM generate_series(1, 760) g WHERE g <= 46 OR g % 17 <> 9;
CREATE TEMP TABLE member AS SELECT row_number() OVER (ORDER BY user_id) AS n, user_id FROM phpbb_users WHERE user_id = 2 OR user_id > 46;

CREATE TABLE phpbb_user_group (group_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0,
    group_leader smallint NOT NULL DEFAULT 0, user_pending smallint NOT NULL DEFAULT 1);
CREATE INDEX phpbb_user_group_group_id ON phpbb_user_group (group_id);
CREATE INDEX phpbb_user_group_user_id ON phpbb_user_group (user_id);
CREATE INDEX phpbb_user_group_group_leader ON phpbb_user_group (group_leader);
INSERT INTO phpbb_user_group
SELECT group_id, user_id, 0, 0 FROM phpbb_users
UNION ALL SELECT 2, user_id, 0, 0 FROM phpbb_users WHERE group_id IN (4, 5, 7, 8)
UNION ALL SELECT 5, user_id, 0, 0 FROM phpbb_users WHERE user_id IN (52, 90)
UNION ALL SELECT 4, 2, 0, 0
UNION ALL SELECT g, m.user_id, (m.n % 13 = 0)::int, (m.n % 17 = 0)::int
          FROM generate_series(9, 12) g JOIN member m ON (m.n * g) % 11 = 0 AND m.user_id > 46;

CREATE TABLE phpbb_profile_fields_data (user_id integer PRIMARY KEY, pf_phpbb_location varchar(255) NOT NULL DEFAULT '',
    pf_phpbb_website varchar(255) NOT NULL DEFAULT '', pf_phpbb_interests text NOT NULL DEFAULT '', pf_phpbb_occupation text NOT NULL DEFAULT '');
INSERT INTO phpbb_profile_fields_data
SELECT user_id, CASE WHEN user_id % 3 = 0 THEN 'City ' || (user_id % 40) ELSE '' END, '', '', '' FROM phpbb_users WHERE user_id = 2 OR user_id > 46;

CREATE TABLE phpbb_forums (forum_id serial PRIMARY KEY, parent_id integer NOT NULL DEFAULT 0, left_id integer NOT NULL DEFAULT 0,
    right_id integer NOT NULL DEFAULT 0, forum_parents text NOT NULL DEFAULT '', forum_name varchar(255) NOT NULL DEFAULT '',
    forum_desc text NOT NULL DEFAULT '', forum_type smallint NOT NULL DEFAULT 0, forum_status smallint NOT NULL DEFAULT 0,
    forum_posts_approved integer NOT NULL DEFAULT 0, forum_topics_approved integer NOT NULL DEFAULT 0,
    forum_last_post_id integer NOT NULL DEFAULT 0, forum_last_poster_id integer NOT NULL DEFAULT 0,
    forum_last_post_subject varchar(255) NOT NULL DEFAULT '', forum_last_post_time integer NOT NULL DEFAULT 0,
    forum_last_poster_name varchar(255) NOT NULL DEFAULT '', forum_last_poster_colour varchar(6) NOT NULL DEFAULT '',
    display_on_index smallint NOT NULL DEFAULT 1, enable_indexing smallint NOT NULL DEFAULT 1, forum_flags smallint NOT NULL DEFAULT 32);
CREATE INDEX phpbb_forums_left_right_id ON phpbb_forums (left_id, right_id);
CREATE INDEX phpbb_forums_forum_lastpost_id ON phpbb_forums (forum_last_post_id);
-- (id, parent, type): categories 1, 5, 11, 17; forums under them; 9 and 15 are subforums; 21 a link; 20 a forum left empty
INSERT INTO phpbb_forums (forum_id, parent_id, forum_name, forum_type, forum_status)
SELECT id, parent, 'Forum ' || id, type, CASE WHEN id = 19 THEN 1 ELSE 0 END FROM (VALUES
    (1, 0, 0), (2, 1, 1), (3, 1, 1), (4, 1, 1), (5, 0, 0), (6, 5, 1), (7, 5, 1), (8, 5, 1), (9, 8, 1), (10, 5, 1),
    (11, 0, 0), (12, 11, 1), (13, 11, 1), (14, 11, 1), (15, 14, 1), (16, 11, 1), (17, 0, 0), (18, 17, 1), (19, 17, 1), (20, 17, 1), (21, 17, 2)) v(id, parent, type);
-- nested set numbers in depth-first order
WITH RECURSIVE t AS (SELECT forum_id, parent_id, lpad(forum_id::text, 3, '0') AS path FROM phpbb_forums WHERE parent_id = 0
                     UNION ALL SELECT f.forum_id, f.parent_id, t.path || '.' || lpad(f.forum_id::text, 3, '0') FROM phpbb_forums f JOIN t ON f.parent_id = t.forum_id),
     ev AS (SELECT forum_id, path || '.a' AS k, 'l' AS side FROM t UNION ALL SELECT forum_id, path || '.z', 'r' FROM t),
     num AS (SELECT forum_id, side, row_number() OVER (ORDER BY k) AS pos FROM ev)
UPDATE phpbb_forums f SET left_id = l.pos, right_id = r.pos
FROM num l, num r WHERE l.forum_id = f.forum_id AND l.side = 'l' AND r.forum_id = f.forum_id AND r.side = 'r';
CREATE TEMP TABLE postforum AS SELECT row_number() OVER (ORDER BY forum_id) AS n, forum_id FROM phpbb_forums WHERE forum_type = 1 AND forum_id <> 20;

-- topics in creation order; 4% deleted since (ids g % 26 = 13), with their posts
CREATE TEMP TABLE t0 AS
SELECT g AS topic_id,
       (SELECT forum_id FROM postforum WHERE n = 1 + floor(15 * power(rf, 1.6))::int) AS forum_id,
       CASE WHEN ru < 0.07 THEN 1 ELSE (SELECT user_id FROM member WHERE n = 1 + floor((SELECT count(*) FROM member) * power(ru, 2.4))::int) END AS poster,
       1 + floor(40 * power(rr, 3))::int AS nposts, 1430000000 + g * 150000 AS t, ri
FROM (SELECT g, random() AS rf, random() AS ru, random() AS rr, random() AS ri FROM generate_series(1, 1650) g) s;
CREATE TEMP TABLE p0 AS
SELECT t.topic_id, k, t.forum_id, CASE WHEN k = 1 THEN t.poster
            WHEN rp < 0.05 THEN 1 ELSE (SELECT user_id FROM member WHERE n = 1 + floor((SELECT count(*) FROM member) * power(rp, 2.6))::int) END AS poster_id,
       t.t + CASE WHEN k = 1 THEN 0 ELSE (k * 3600 + rt * 200000)::int END AS post_time, re
FROM t0 t CROSS JOIN LATERAL (SELECT k, random() AS rp, random() AS rt, random() AS re FROM generate_series(1, t.nposts) k) x;
CREATE TEMP TABLE p1 AS SELECT row_number() OVER (ORDER BY post_time, topic_id, k) AS post_id, * FROM p0;
CREATE TEMP TABLE gone_topic AS SELECT topic_id FROM t0 WHERE topic_id % 26 = 13;
CREATE TEMP TABLE gone_post AS
SELECT post_id, topic_id FROM p1 WHERE topic_id IN (SELECT topic_id FROM gone_topic) OR (k > 1 AND post_id % 41 = 7);
-- moved topics: 50 topics moved from their first forum into forum 19 (Archive) or 13, leaving shadows behind
CREATE TEMP TABLE moved AS SELECT topic_id, forum_id AS old_forum, CASE WHEN topic_id % 2 = 0 THEN 19 ELSE 13 END AS new_forum
FROM t0 WHERE topic_id % 33 = 4 AND topic_id % 26 <> 13 AND forum_id NOT IN (13, 19);

CREATE TABLE phpbb_posts (post_id serial PRIMARY KEY, topic_id integer NOT NULL DEFAULT 0, forum_id integer NOT NULL DEFAULT 0,
    poster_id integer NOT NULL DEFAULT 0, icon_id integer NOT NULL DEFAULT 0, poster_ip varchar(40) NOT NULL DEFAULT '',
    post_time integer NOT NULL DEFAULT 0, post_reported smallint NOT NULL DEFAULT 0, enable_bbcode smallint NOT NULL DEFAULT 1,
    enable_smilies smallint NOT NULL DEFAULT 1, post_username varchar(255) NOT NULL DEFAULT '', post_subject varchar(255) NOT NULL DEFAULT '',
    post_text text NOT NULL DEFAULT '', post_checksum varchar(32) NOT NULL DEFAULT '', post_attachment smallint NOT NULL DEFAULT 0,
    bbcode_bitfield varchar(255) NOT NULL DEFAULT '', bbcode_uid varchar(8) NOT NULL DEFAULT '', post_postcount smallint NOT NULL DEFAULT 1,
    post_edit_time integer NOT NULL DEFAULT 0, post_edit_reason varchar(255) NOT NULL DEFAULT '', post_edit_user integer NOT NULL DEFAULT 0,
    post_edit_count smallint NOT NULL DEFAULT 0, post_edit_locked smallint NOT NULL DEFAULT 0, post_visibility smallint NOT NULL DEFAULT 0,
    post_delete_time integer NOT NULL DEFAULT 0, post_delete_reason varchar(255) NOT NULL DEFAULT '', post_delete_user integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_posts_forum_id ON phpbb_posts (forum_id);
CREATE INDEX phpbb_posts_topic_id ON phpbb_posts (topic_id);
CREATE INDEX phpbb_posts_poster_id ON phpbb_posts (poster_id);
CREATE INDEX phpbb_posts_tid_post_time ON phpbb_posts (topic_id, post_time);
INSERT INTO phpbb_posts (post_id, topic_id, forum_id, poster_id, icon_id, poster_ip, post_time, post_username, post_subject, post_text,
    post_checksum, bbcode_uid, post_edit_time, post_edit_user, post_edit_count, post_visibility, post_delete_time, post_delete_user)
SELECT p.post_id, p.topic_id, coalesce(m.new_forum, p.forum_id), p.poster_id,
       CASE WHEN p.k = 1 AND p.re < 0.15 THEN 1 + floor(p.re * 53)::int ELSE 0 END,
       '10.0.' || (p.poster_id % 250) || '.' || (p.post_id % 250), p.post_time,
       CASE WHEN p.poster_id = 1 THEN 'guest' || (p.post_id % 300) ELSE '' END,
       CASE WHEN p.k = 1 THEN 'Topic ' || p.topic_id ELSE 'Re: Topic ' || p.topic_id END, 'Post text ' || p.post_id,
       md5('Post text ' || p.post_id), substr(md5(p.post_id::text), 1, 8),
       CASE WHEN p.re BETWEEN 0.5 AND 0.62 THEN p.post_time + 600 ELSE 0 END,
       CASE WHEN p.re BETWEEN 0.5 AND 0.6 AND p.poster_id > 1 THEN p.poster_id
            WHEN p.re BETWEEN 0.6 AND 0.62 THEN (ARRAY[2, 52, 61, 90, 133])[1 + (p.post_id % 5)] ELSE 0 END,
       CASE WHEN p.re BETWEEN 0.5 AND 0.62 THEN 1 ELSE 0 END,
       CASE WHEN p.re > 0.985 THEN 2 ELSE 1 END, CASE WHEN p.re > 0.985 THEN p.post_time + 86400 ELSE 0 END,
       CASE WHEN p.re > 0.985 THEN (ARRAY[2, 52, 61, 90, 133])[1 + (p.post_id % 5)] ELSE 0 END
FROM p1 p LEFT JOIN moved m ON m.topic_id = p.topic_id
WHERE p.post_id NOT IN (SELECT post_id FROM gone_post);
UPDATE phpbb_posts SET post_edit_user = 0, post_edit_time = 0, post_edit_count = 0 WHERE post_edit_user = 0;

CREATE TABLE phpbb_topics (topic_id serial PRIMARY KEY, forum_id integer NOT NULL DEFAULT 0, icon_id integer NOT NULL DEFAULT 0,
    topic_attachment smallint NOT NULL DEFAULT 0, topic_reported smallint NOT NULL DEFAULT 0, topic_title varchar(255) NOT NULL DEFAULT '',
    topic_poster integer NOT NULL DEFAULT 0, topic_time integer NOT NULL DEFAULT 0, topic_time_limit integer NOT NULL DEFAULT 0,
    topic_views integer NOT NULL DEFAULT 0, topic_status smallint NOT NULL DEFAULT 0, topic_type smallint NOT NULL DEFAULT 0,
    topic_first_post_id integer NOT NULL DEFAULT 0, topic_first_poster_name varchar(255) NOT NULL DEFAULT '',
    topic_first_poster_colour varchar(6) NOT NULL DEFAULT '', topic_last_post_id integer NOT NULL DEFAULT 0,
    topic_last_poster_id integer NOT NULL DEFAULT 0, topic_last_poster_name varchar(255) NOT NULL DEFAULT '',
    topic_last_poster_colour varchar(6) NOT NULL DEFAULT '', topic_last_post_subject varchar(255) NOT NULL DEFAULT '',
    topic_last_post_time integer NOT NULL DEFAULT 0, topic_last_view_time integer NOT NULL DEFAULT 0,
    topic_moved_id integer NOT NULL DEFAULT 0, topic_bumped smallint NOT NULL DEFAULT 0, topic_bumper integer NOT NULL DEFAULT 0,
    poll_title varchar(255) NOT NULL DEFAULT '', poll_start integer NOT NULL DEFAULT 0, poll_length integer NOT NULL DEFAULT 0,
    poll_max_options smallint NOT NULL DEFAULT 1, poll_last_vote integer NOT NULL DEFAULT 0, poll_vote_change smallint NOT NULL DEFAULT 0,
    topic_visibility smallint NOT NULL DEFAULT 0, topic_delete_time integer NOT NULL DEFAULT 0, topic_delete_reason varchar(255) NOT NULL DEFAULT '',
    topic_delete_user integer NOT NULL DEFAULT 0, topic_posts_approved integer NOT NULL DEFAULT 0, topic_posts_unapproved integer NOT NULL DEFAULT 0,
    topic_posts_softdeleted integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_topics_forum_id ON phpbb_topics (forum_id);
CREATE INDEX phpbb_topics_forum_id_type ON phpbb_topics (forum_id, topic_type);
CREATE INDEX phpbb_topics_last_post_time ON phpbb_topics (topic_last_post_time);
CREATE INDEX phpbb_topics_fid_time_moved ON phpbb_topics (forum_id, topic_last_post_time, topic_moved_id);
INSERT INTO phpbb_topics (topic_id, forum_id, icon_id, topic_title, topic_poster, topic_time, topic_views, topic_status, topic_type,
    topic_first_post_id, topic_first_poster_name, topic_last_post_id, topic_last_poster_id, topic_last_poster_name, topic_last_post_subject,
    topic_last_post_time, topic_last_view_time, topic_bumped, topic_bumper, poll_title, poll_start, poll_max_options, topic_visibility,
    topic_posts_approved)
SELECT t.topic_id, coalesce(m.new_forum, t.forum_id), fp.icon_id, 'Topic ' || t.topic_id, t.poster, t.t, (t.nposts * 37 + t.topic_id % 300),
       CASE WHEN t.ri > 0.93 THEN 1 ELSE 0 END, CASE WHEN t.ri < 0.01 THEN 2 WHEN t.ri < 0.04 THEN 1 ELSE 0 END,
       fp.post_id, 'u' || t.poster, lp.post_id, lp.poster_id, 'u' || lp.poster_id, lp.post_subject, lp.post_time, lp.post_time + 1000,
       CASE WHEN t.ri BETWEEN 0.4 AND 0.42 THEN 1 ELSE 0 END,
       CASE WHEN t.ri BETWEEN 0.4 AND 0.42 THEN t.poster ELSE 0 END,
       CASE WHEN t.ri BETWEEN 0.2 AND 0.26 THEN 'Poll ' || t.topic_id ELSE '' END, CASE WHEN t.ri BETWEEN 0.2 AND 0.26 THEN t.t ELSE 0 END,
       1, 1, (SELECT count(*) FROM phpbb_posts x WHERE x.topic_id = t.topic_id)
FROM t0 t LEFT JOIN moved m ON m.topic_id = t.topic_id
CROSS JOIN LATERAL (SELECT post_id, icon_id FROM phpbb_posts x WHERE x.topic_id = t.topic_id ORDER BY post_id LIMIT 1) fp
CROSS JOIN LATERAL (SELECT post_id, poster_id, post_subject, post_time FROM phpbb_posts x WHERE x.topic_id = t.topic_id ORDER BY post_id DESC LIMIT 1) lp
WHERE t.topic_id NOT IN (SELECT topic_id FROM gone_topic);
-- soft-deleted topics (visibility 2) by a moderator
UPDATE phpbb_topics SET topic_visibility = 2, topic_delete_time = topic_time + 90000, topic_delete_user = (ARRAY[52, 61, 90])[1 + topic_id % 3]
WHERE topic_id % 97 = 50;
-- the shadows of moved topics, created at the move (after the last topic)
INSERT INTO phpbb_topics (topic_id, forum_id, icon_id, topic_title, topic_poster, topic_time, topic_status, topic_type, topic_first_post_id,
    topic_first_poster_name, topic_last_post_id, topic_last_poster_id, topic_last_poster_name, topic_last_post_subject, topic_last_post_time,
    topic_moved_id, topic_visibility)
SELECT 1650 + row_number() OVER (ORDER BY t.topic_id), m.old_forum, t.icon_id, t.topic_title, t.topic_poster, t.topic_time, 2, 0,
       t.topic_first_post_id, t.topic_first_poster_name, t.topic_last_post_id, t.topic_last_poster_id, t.topic_last_poster_name,
       t.topic_last_post_subject, t.topic_last_post_time, t.topic_id, 1
FROM moved m JOIN phpbb_topics t ON t.topic_id = m.topic_id;

UPDATE phpbb_forums f SET forum_last_post_id = x.post_id, forum_last_poster_id = x.poster_id, forum_last_post_time = x.post_time,
       forum_last_post_subject = x.post_subject, forum_posts_approved = x.np, forum_topics_approved = x.nt
FROM (SELECT DISTINCT ON (forum_id) forum_id, post_id, poster_id, post_time, post_subject,
             count(*) OVER (PARTITION BY forum_id) AS np,
             (SELECT count(*) FROM phpbb_topics t WHERE t.forum_id = p.forum_id AND t.topic_moved_id = 0) AS nt
      FROM phpbb_posts p ORDER BY forum_id, post_id DESC) x
WHERE x.forum_id = f.forum_id;

CREATE TABLE phpbb_poll_options (poll_option_id smallint NOT NULL DEFAULT 0, topic_id integer NOT NULL DEFAULT 0,
    poll_option_text text NOT NULL DEFAULT '', poll_option_total integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_poll_options_poll_opt_id ON phpbb_poll_options (poll_option_id);
CREATE INDEX phpbb_poll_options_topic_id ON phpbb_poll_options (topic_id);
INSERT INTO phpbb_poll_options
SELECT k, t.topic_id, 'Option ' || k, 0 FROM phpbb_topics t CROSS JOIN generate_series(1, 6) k
WHERE t.poll_start > 0 AND t.topic_moved_id = 0 AND k <= 2 + t.topic_id % 5;
CREATE TABLE phpbb_poll_votes (topic_id integer NOT NULL DEFAULT 0, poll_option_id smallint NOT NULL DEFAULT 0,
    vote_user_id integer NOT NULL DEFAULT 0, vote_user_ip varchar(40) NOT NULL DEFAULT '');
CREATE INDEX phpbb_poll_votes_topic_id ON phpbb_poll_votes (topic_id);
CREATE INDEX phpbb_poll_votes_vote_user_id ON phpbb_poll_votes (vote_user_id);
CREATE INDEX phpbb_poll_votes_vote_user_ip ON phpbb_poll_votes (vote_user_ip);
INSERT INTO phpbb_poll_votes
SELECT DISTINCT ON (o.topic_id, u.user_id) o.topic_id, o.poll_option_id, u.user_id, '10.1.' || (u.user_id % 250) || '.9'
FROM (SELECT topic_id, count(*) AS nopt FROM phpbb_poll_options GROUP BY topic_id) c
CROSS JOIN LATERAL (SELECT v, random() AS ru, random() AS ro FROM generate_series(1, 10 + (c.topic_id * 7) % 40) v) r
JOIN member u ON u.n = 1 + floor((SELECT count(*) FROM member) * power(r.ru, 1.8))::int
JOIN phpbb_poll_options o ON o.topic_id = c.topic_id AND o.poll_option_id = 1 + floor(c.nopt * power(r.ro, 1.5))::int;
UPDATE phpbb_poll_options o SET poll_option_total = (SELECT count(*) FROM phpbb_poll_votes v WHERE v.topic_id = o.topic_id AND v.poll_option_id = o.poll_option_id);

CREATE TABLE phpbb_topics_watch (topic_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0, notify_status smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_topics_watch_topic_id ON phpbb_topics_watch (topic_id);
CREATE INDEX phpbb_topics_watch_user_id ON phpbb_topics_watch (user_id);
INSERT INTO phpbb_topics_watch
SELECT DISTINCT topic_id, poster_id, 0 FROM phpbb_posts WHERE poster_id > 1 AND (post_id * 7) % 10 < 3;
CREATE TABLE phpbb_forums_watch (forum_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0, notify_status smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_forums_watch_forum_id ON phpbb_forums_watch (forum_id);
CREATE INDEX phpbb_forums_watch_user_id ON phpbb_forums_watch (user_id);
INSERT INTO phpbb_forums_watch
SELECT f.forum_id, m.user_id, (m.n % 2) FROM postforum f JOIN member m ON (m.n * 3 + f.n * 5) % 23 = 0;

CREATE TABLE phpbb_topics_posted (user_id integer NOT NULL DEFAULT 0, topic_id integer NOT NULL DEFAULT 0, topic_posted smallint NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, topic_id));
INSERT INTO phpbb_topics_posted SELECT DISTINCT poster_id, topic_id, 1 FROM phpbb_posts WHERE poster_id > 1;
CREATE TABLE phpbb_topics_track (user_id integer NOT NULL DEFAULT 0, topic_id integer NOT NULL DEFAULT 0, forum_id integer NOT NULL DEFAULT 0,
    mark_time integer NOT NULL DEFAULT 0, PRIMARY KEY (user_id, topic_id));
CREATE INDEX phpbb_topics_track_topic_id ON phpbb_topics_track (topic_id);
CREATE INDEX phpbb_topics_track_forum_id ON phpbb_topics_track (forum_id);
INSERT INTO phpbb_topics_track
SELECT DISTINCT ON (m.user_id, t.topic_id) m.user_id, t.topic_id, t.forum_id, t.topic_last_post_time + 500
FROM (SELECT random() AS ru, random() AS rt FROM generate_series(1, 5000)) r
JOIN member m ON m.n = 1 + floor((SELECT count(*) FROM member) * power(r.ru, 2))::int
JOIN (SELECT row_number() OVER (ORDER BY topic_id DESC) AS n, topic_id, forum_id, topic_last_post_time FROM phpbb_topics WHERE topic_moved_id = 0) t
  ON t.n = 1 + floor(300 * r.rt)::int;
CREATE TABLE phpbb_bookmarks (topic_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0, PRIMARY KEY (topic_id, user_id));
INSERT INTO phpbb_bookmarks SELECT DISTINCT topic_id, user_id FROM phpbb_topics_posted WHERE (user_id + topic_id * 3) % 19 = 0;

CREATE TABLE phpbb_privmsgs (msg_id serial PRIMARY KEY, root_level integer NOT NULL DEFAULT 0, author_id integer NOT NULL DEFAULT 0,
    icon_id integer NOT NULL DEFAULT 0, author_ip varchar(40) NOT NULL DEFAULT '', message_time integer NOT NULL DEFAULT 0,
    enable_bbcode smallint NOT NULL DEFAULT 1, message_subject varchar(255) NOT NULL DEFAULT '', message_text text NOT NULL DEFAULT '',
    message_edit_reason varchar(255) NOT NULL DEFAULT '', message_edit_user integer NOT NULL DEFAULT 0, message_attachment smallint NOT NULL DEFAULT 0,
    bbcode_uid varchar(8) NOT NULL DEFAULT '', message_edit_time integer NOT NULL DEFAULT 0, message_edit_count smallint NOT NULL DEFAULT 0,
    to_address text NOT NULL DEFAULT '', bcc_address text NOT NULL DEFAULT '', message_reported smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_privmsgs_author_id ON phpbb_privmsgs (author_id);
CREATE INDEX phpbb_privmsgs_root_level ON phpbb_privmsgs (root_level);
-- conversations: a message starts a thread or answers its root; 3% of messages went to a group (g_4, the moderators)
CREATE TEMP TABLE pm0 AS
SELECT g AS msg_id,
       (SELECT user_id FROM member WHERE n = 1 + floor((SELECT count(*) FROM member) * power(ra, 2.0))::int) AS author_id,
       (SELECT user_id FROM member WHERE n = 1 + floor((SELECT count(*) FROM member) * power(rb, 1.6))::int) AS to_id, rr
FROM (SELECT g, random() AS ra, random() AS rb, random() AS rr FROM generate_series(1, 900) g) s;
INSERT INTO phpbb_privmsgs (msg_id, root_level, author_id, author_ip, message_time, message_subject, message_text, message_edit_user,
    bbcode_uid, to_address)
SELECT p.msg_id, CASE WHEN p.rr < 0.45 AND p.msg_id > 20 THEN p.msg_id - 1 - (p.msg_id * 7) % 20 ELSE 0 END, p.author_id,
       '10.2.' || (p.author_id % 250) || '.1', 1450000000 + p.msg_id * 250000, 'PM ' || p.msg_id, 'Message ' || p.msg_id,
       CASE WHEN p.rr > 0.96 THEN p.author_id ELSE 0 END, substr(md5('pm' || p.msg_id), 1, 8),
       CASE WHEN p.rr BETWEEN 0.6 AND 0.63 THEN 'g_4' ELSE 'u_' || p.to_id END
FROM pm0 p;
-- a reply's root is the root of what it answers
WITH RECURSIVE up AS (SELECT msg_id, root_level AS parent, root_level AS root FROM phpbb_privmsgs WHERE root_level > 0
                      UNION ALL SELECT up.msg_id, up.parent, p.root_level FROM up JOIN phpbb_privmsgs p ON p.msg_id = up.root WHERE p.root_level > 0)
UPDATE phpbb_privmsgs p SET root_level = r.root
FROM (SELECT DISTINCT ON (msg_id) msg_id, root FROM up ORDER BY msg_id, root) r WHERE r.msg_id = p.msg_id;
CREATE TABLE phpbb_privmsgs_folder (folder_id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, folder_name varchar(255) NOT NULL DEFAULT '',
    pm_count integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_privmsgs_folder_user_id ON phpbb_privmsgs_folder (user_id);
INSERT INTO phpbb_privmsgs_folder (user_id, folder_name)
SELECT m.user_id, (ARRAY['Friends', 'Trades', 'Archive'])[k] FROM member m CROSS JOIN generate_series(1, 3) k WHERE m.n % 23 = 1 AND k <= 1 + m.n % 3;
CREATE TABLE phpbb_privmsgs_to (msg_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0, author_id integer NOT NULL DEFAULT 0,
    pm_deleted smallint NOT NULL DEFAULT 0, pm_new smallint NOT NULL DEFAULT 1, pm_unread smallint NOT NULL DEFAULT 1,
    pm_replied smallint NOT NULL DEFAULT 0, pm_marked smallint NOT NULL DEFAULT 0, pm_forwarded smallint NOT NULL DEFAULT 0,
    folder_id integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_privmsgs_to_msg_id ON phpbb_privmsgs_to (msg_id);
CREATE INDEX phpbb_privmsgs_to_author_id ON phpbb_privmsgs_to (author_id);
CREATE INDEX phpbb_privmsgs_to_usr_flder_id ON phpbb_privmsgs_to (user_id, folder_id);
-- the author's copy (sent box -1, or outbox -2 while unread) and each recipient's (inbox 0, a folder of their own, or -3 no box)
INSERT INTO phpbb_privmsgs_to
SELECT p.msg_id, p.author_id, p.author_id, 0, 0, 0, 0, 0, 0, CASE WHEN p.msg_id > 880 THEN -2 ELSE -1 END FROM phpbb_privmsgs p
WHERE p.msg_id % 9 <> 4
UNION ALL
SELECT p.msg_id, r.user_id, p.author_id, 0, (p.msg_id > 860)::int, (p.msg_id > 840)::int, (p.root_level > 0)::int, 0, 0,
       coalesce((SELECT min(f.folder_id) FROM phpbb_privmsgs_folder f WHERE f.user_id = r.user_id AND p.msg_id % 3 = 0),
                CASE WHEN p.msg_id > 895 THEN -3 ELSE 0 END)
FROM phpbb_privmsgs p
CROSS JOIN LATERAL (SELECT substr(p.to_address, 3)::int AS user_id WHERE p.to_address LIKE 'u\_%'
                    UNION ALL SELECT user_id FROM phpbb_users WHERE group_id = 4 AND p.to_address = 'g_4') r;

CREATE TABLE phpbb_acl_options (auth_option_id serial PRIMARY KEY, auth_option varchar(50) NOT NULL DEFAULT '', is_global smallint NOT NULL DEFAULT 0,
    is_local smallint NOT NULL DEFAULT 0, founder_only smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX phpbb_acl_options_auth_option ON phpbb_acl_options (auth_option);
INSERT INTO phpbb_acl_options (auth_option, is_global, is_local)
SELECT p || o, (p <> 'f_')::int, (p IN ('f_', 'm_'))::int
FROM unnest(ARRAY['f_', 'm_', 'a_', 'u_']) WITH ORDINALITY a(p, i)
CROSS JOIN unnest(ARRAY['', 'read', 'post', 'reply', 'edit', 'delete', 'poll', 'vote', 'attach', 'download', 'bbcode', 'smilies',
                        'sig', 'icons', 'report', 'approve', 'lock', 'move', 'split', 'merge', 'warn', 'ban', 'board', 'users',
                        'groups', 'forum', 'forumadd', 'styles', 'viewprofile', 'sendpm', 'search', 'chgname', 'chgavatar']) WITH ORDINALITY b(o, j)
WHERE j <= 12 + i * 5
ORDER BY i, j;
CREATE TABLE phpbb_acl_roles (role_id serial PRIMARY KEY, role_name varchar(255) NOT NULL DEFAULT '', role_description text NOT NULL DEFAULT '',
    role_type varchar(10) NOT NULL DEFAULT '', role_order smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_acl_roles_role_type ON phpbb_acl_roles (role_type);
INSERT INTO phpbb_acl_roles (role_name, role_type, role_order)
SELECT 'ROLE_' || upper(t) || '_' || k, t || '_', k FROM unnest(ARRAY['a', 'u', 'm', 'f']) t CROSS JOIN generate_series(1, 6) k
WHERE k <= CASE t WHEN 'f' THEN 6 WHEN 'm' THEN 4 ELSE 5 END;
CREATE TABLE phpbb_acl_roles_data (role_id integer NOT NULL DEFAULT 0, auth_option_id integer NOT NULL DEFAULT 0, auth_setting smallint NOT NULL DEFAULT 0,
    PRIMARY KEY (role_id, auth_option_id));
CREATE INDEX phpbb_acl_roles_data_ath_op_id ON phpbb_acl_roles_data (auth_option_id);
INSERT INTO phpbb_acl_roles_data
SELECT r.role_id, o.auth_option_id, CASE WHEN (r.role_id + o.auth_option_id) % 7 = 0 THEN 0 ELSE 1 END
FROM phpbb_acl_roles r JOIN phpbb_acl_options o ON o.auth_option LIKE r.role_type || '%' AND o.auth_option <> r.role_type
WHERE (o.auth_option_id * r.role_order) % 5 <> 3;
CREATE TABLE phpbb_acl_groups (group_id integer NOT NULL DEFAULT 0, forum_id integer NOT NULL DEFAULT 0, auth_option_id integer NOT NULL DEFAULT 0,
    auth_role_id integer NOT NULL DEFAULT 0, auth_setting smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_acl_groups_group_id ON phpbb_acl_groups (group_id);
CREATE INDEX phpbb_acl_groups_auth_opt_id ON phpbb_acl_groups (auth_option_id);
CREATE INDEX phpbb_acl_groups_auth_role_id ON phpbb_acl_groups (auth_role_id);
-- global roles (forum 0), forum roles per group and forum, and a few single options set by hand
INSERT INTO phpbb_acl_groups
SELECT g, 0, 0, r, 0 FROM (VALUES (2, 7), (3, 8), (4, 3), (5, 1), (6, 10), (7, 9), (8, 12)) v(g, r)
UNION ALL
SELECT g.group_id, f.forum_id, 0, (SELECT role_id FROM phpbb_acl_roles WHERE role_type = 'f_' ORDER BY role_order LIMIT 1 OFFSET (g.group_id + f.forum_id) % 6), 0
FROM phpbb_groups g CROSS JOIN phpbb_forums f WHERE g.group_id IN (1, 2, 4, 5, 6, 7, 8)
UNION ALL
SELECT g.group_id, f.forum_id, 0, (SELECT role_id FROM phpbb_acl_roles WHERE role_type = 'm_' ORDER BY role_order LIMIT 1 OFFSET f.forum_id % 4), 0
FROM phpbb_groups g CROSS JOIN phpbb_forums f WHERE g.group_id IN (4, 5) AND f.forum_type = 1
UNION ALL
SELECT 10, f.forum_id, o.auth_option_id, 0, 1 FROM phpbb_forums f JOIN phpbb_acl_options o ON o.auth_option IN ('f_attach', 'f_poll', 'f_download')
WHERE f.forum_id IN (12, 13)
UNION ALL
SELECT 9, 0, o.auth_option_id, 0, 1 FROM phpbb_acl_options o WHERE o.auth_option IN ('u_sig', 'u_chgname');
CREATE TABLE phpbb_acl_users (user_id integer NOT NULL DEFAULT 0, forum_id integer NOT NULL DEFAULT 0, auth_option_id integer NOT NULL DEFAULT 0,
    auth_role_id integer NOT NULL DEFAULT 0, auth_setting smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_acl_users_user_id ON phpbb_acl_users (user_id);
CREATE INDEX phpbb_acl_users_auth_option_id ON phpbb_acl_users (auth_option_id);
CREATE INDEX phpbb_acl_users_auth_role_id ON phpbb_acl_users (auth_role_id);
INSERT INTO phpbb_acl_users VALUES (2, 0, 0, 1, 0), (52, 0, 0, 3, 0), (61, 6, 0, 17, 0), (61, 7, 0, 17, 0), (133, 12, 0, 18, 0),
    (90, 0, 45, 0, 1), (204, 18, 5, 0, 0), (311, 0, 40, 0, 0), (311, 13, 0, 19, 0), (475, 14, 0, 17, 0);

CREATE TABLE phpbb_moderator_cache (forum_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0, username varchar(255) NOT NULL DEFAULT '',
    group_id integer NOT NULL DEFAULT 0, group_name varchar(255) NOT NULL DEFAULT '', display_on_index smallint NOT NULL DEFAULT 1);
CREATE INDEX phpbb_moderator_cache_disp_idx ON phpbb_moderator_cache (display_on_index);
CREATE INDEX phpbb_moderator_cache_forum_id ON phpbb_moderator_cache (forum_id);
INSERT INTO phpbb_moderator_cache
SELECT forum_id, 0, '', 4, 'GLOBAL_MODERATORS', 1 FROM phpbb_forums WHERE forum_type = 1
UNION ALL SELECT forum_id, user_id, 'member' || user_id, 0, '', 1 FROM phpbb_acl_users WHERE forum_id > 0 AND auth_role_id > 0;

CREATE TABLE phpbb_attachments (attach_id serial PRIMARY KEY, post_msg_id integer NOT NULL DEFAULT 0, topic_id integer NOT NULL DEFAULT 0,
    in_message smallint NOT NULL DEFAULT 0, poster_id integer NOT NULL DEFAULT 0, is_orphan smallint NOT NULL DEFAULT 1,
    physical_filename varchar(255) NOT NULL DEFAULT '', real_filename varchar(255) NOT NULL DEFAULT '', download_count integer NOT NULL DEFAULT 0,
    attach_comment text NOT NULL DEFAULT '', extension varchar(100) NOT NULL DEFAULT '', mimetype varchar(100) NOT NULL DEFAULT '',
    filesize integer NOT NULL DEFAULT 0, filetime integer NOT NULL DEFAULT 0, thumbnail smallint NOT NULL DEFAULT 0);
CREATE INDEX phpbb_attachments_filetime ON phpbb_attachments (filetime);
CREATE INDEX phpbb_attachments_post_msg_id ON phpbb_attachments (post_msg_id);
CREATE INDEX phpbb_attachments_topic_id ON phpbb_attachments (topic_id);
CREATE INDEX phpbb_attachments_poster_id ON phpbb_attachments (poster_id);
CREATE INDEX phpbb_attachments_is_orphan ON phpbb_attachments (is_orphan);
INSERT INTO phpbb_attachments (post_msg_id, topic_id, in_message, poster_id, is_orphan, physical_filename, real_filename, download_count,
    extension, mimetype, filesize, filetime, thumbnail)
SELECT post_id, topic_id, 0, poster_id, 0, poster_id || '_' || md5('a' || post_id), 'photo' || post_id || '.jpg', (post_id * 7) % 300,
       'jpg', 'image/jpeg', 20000 + (post_id * 7919) % 2000000, post_time, 1
FROM phpbb_posts WHERE poster_id > 1 AND forum_id IN (12, 13, 14, 15) AND post_id % 4 = 0
UNION ALL
SELECT msg_id, 0, 1, author_id, 0, author_id || '_' || md5('m' || msg_id), 'file' || msg_id || '.pdf', 1, 'pdf', 'application/pdf', 50000,
       message_time, 0
FROM phpbb_privmsgs WHERE msg_id % 31 = 0
UNION ALL
SELECT 0, 0, 0, user_id, 1, user_id || '_' || md5('o' || user_id), 'upload.png', 0, 'png', 'image/png', 12000, 1700000000 + user_id, 0
FROM member WHERE n % 40 = 5;
UPDATE phpbb_posts SET post_attachment = 1 WHERE post_id IN (SELECT post_msg_id FROM phpbb_attachments WHERE in_message = 0 AND is_orphan = 0);

CREATE TABLE phpbb_reports_reasons (reason_id serial PRIMARY KEY, reason_title varchar(255) NOT NULL DEFAULT '', reason_description text NOT NULL DEFAULT '',
    reason_order smallint NOT NULL DEFAULT 0);
INSERT INTO phpbb_reports_reasons (reason_title, reason_description, reason_order) VALUES ('warez', '', 1), ('spam', '', 2), ('off_topic', '', 3), ('other', '', 4);
CREATE TABLE phpbb_reports (report_id serial PRIMARY KEY, reason_id smallint NOT NULL DEFAULT 0, post_id integer NOT NULL DEFAULT 0,
    user_id integer NOT NULL DEFAULT 0, user_notify smallint NOT NULL DEFAULT 0, report_closed smallint NOT NULL DEFAULT 0,
    report_time integer NOT NULL DEFAULT 0, report_text text NOT NULL DEFAULT '', pm_id integer NOT NULL DEFAULT 0,
    reported_post_enable_bbcode smallint NOT NULL DEFAULT 1, reported_post_text text NOT NULL DEFAULT '', reported_post_uid varchar(8) NOT NULL DEFAULT '');
CREATE INDEX phpbb_reports_post_id ON phpbb_reports (post_id);
CREATE INDEX phpbb_reports_pm_id ON phpbb_reports (pm_id);
INSERT INTO phpbb_reports (reason_id, post_id, user_id, report_closed, report_time, report_text, pm_id, reported_post_text)
SELECT CASE WHEN g % 5 < 2 THEN 2 ELSE 1 + g % 4 END,
       CASE WHEN g % 8 = 0 THEN 0 ELSE (SELECT max(post_id) FROM phpbb_posts WHERE post_id <= g * 211) END,
       (SELECT user_id FROM member WHERE n = 1 + (g * 37) % 200), (g < 100)::int, 1460000000 + g * 1500000, CASE WHEN g % 3 = 0 THEN 'see thread' ELSE '' END,
       CASE WHEN g % 8 = 0 THEN 1 + (g * 29) % 900 ELSE 0 END, 'reported text ' || g
FROM generate_series(1, 110) g;
UPDATE phpbb_posts SET post_reported = 1 WHERE post_id IN (SELECT post_id FROM phpbb_reports WHERE report_closed = 0);

CREATE TABLE phpbb_log (log_id serial PRIMARY KEY, log_type smallint NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0,
    forum_id integer NOT NULL DEFAULT 0, topic_id integer NOT NULL DEFAULT 0, post_id integer NOT NULL DEFAULT 0, reportee_id integer NOT NULL DEFAULT 0,
    log_ip varchar(40) NOT NULL DEFAULT '', log_time integer NOT NULL DEFAULT 0, log_operation text NOT NULL DEFAULT '', log_data text NOT NULL DEFAULT '');
CREATE INDEX phpbb_log_log_type ON phpbb_log (log_type);
CREATE INDEX phpbb_log_forum_id ON phpbb_log (forum_id);
CREATE INDEX phpbb_log_topic_id ON phpbb_log (topic_id);
CREATE INDEX phpbb_log_reportee_id ON phpbb_log (reportee_id);
CREATE INDEX phpbb_log_user_id ON phpbb_log (user_id);
-- admin log (type 0), moderator log (1: forum, topic, post), critical errors (2, user ANONYMOUS), user log (3: reportee)
INSERT INTO phpbb_log (log_type, user_id, forum_id, topic_id, post_id, reportee_id, log_ip, log_time, log_operation, log_data)
SELECT lt,
       CASE lt WHEN 0 THEN 2 WHEN 2 THEN 1 ELSE (ARRAY[2, 52, 61, 90, 133])[1 + g % 5] END,
       CASE WHEN lt = 1 THEN p.forum_id ELSE 0 END,
       CASE WHEN lt = 1 THEN p.topic_id ELSE 0 END,
       CASE WHEN lt = 1 AND g % 3 = 0 THEN p.post_id ELSE 0 END,
       CASE WHEN lt = 3 THEN (SELECT user_id FROM member WHERE n = 1 + (g * 17) % 650) ELSE 0 END,
       '10.9.0.' || (g % 250), 1440000000 + g * 120000,
       (ARRAY['LOG_CONFIG_SETTINGS', 'LOG_LOCK', 'LOG_ERROR_EMAIL', 'LOG_USER_WARNING'])[1 + lt], 'a:1:{i:0;s:4:"data";}'
FROM (SELECT g, (ARRAY[0, 1, 1, 1, 1, 2, 3, 3])[1 + g % 8] AS lt FROM generate_series(1, 1400) g) s
JOIN p1 p ON p.post_id = 1 + (g * 997) % (SELECT count(*) FROM p1);

CREATE TABLE phpbb_drafts (draft_id serial PRIMARY KEY, user_id integer NOT NULL DEFAULT 0, topic_id integer NOT NULL DEFAULT 0,
    forum_id integer NOT NULL DEFAULT 0, save_time integer NOT NULL DEFAULT 0, draft_subject varchar(255) NOT NULL DEFAULT '', draft_message text NOT NULL DEFAULT '');
CREATE INDEX phpbb_drafts_save_time ON phpbb_drafts (save_time);
INSERT INTO phpbb_drafts (user_id, topic_id, forum_id, save_time, draft_subject, draft_message)
SELECT m.user_id, CASE WHEN m.n % 4 = 1 THEN 0 ELSE t.topic_id END, CASE WHEN m.n % 5 = 2 THEN 0 ELSE t.forum_id END,
       1650000000 + m.n * 1000 + k, 'Draft', 'draft text'
FROM member m CROSS JOIN generate_series(1, 2) k
JOIN (SELECT row_number() OVER (ORDER BY topic_id) AS n, topic_id, forum_id FROM phpbb_topics WHERE topic_moved_id = 0) t ON t.n = 1 + (m.n * 31 + k) % 1500
WHERE (m.n + k) % 9 = 0;
UPDATE phpbb_drafts SET topic_id = 0 WHERE forum_id = 0;

CREATE TABLE phpbb_sessions (session_id char(32) PRIMARY KEY, session_user_id integer NOT NULL DEFAULT 0, session_last_visit integer NOT NULL DEFAULT 0,
    session_start integer NOT NULL DEFAULT 0, session_time integer NOT NULL DEFAULT 0, session_ip varchar(40) NOT NULL DEFAULT '',
    session_browser varchar(150) NOT NULL DEFAULT '', session_forwarded_for varchar(255) NOT NULL DEFAULT '', session_page varchar(255) NOT NULL DEFAULT '',
    session_viewonline smallint NOT NULL DEFAULT 1, session_autologin smallint NOT NULL DEFAULT 0, session_admin smallint NOT NULL DEFAULT 0,
    session_forum_id integer NOT NULL DEFAULT 0);
CREATE INDEX phpbb_sessions_session_time ON phpbb_sessions (session_time);
CREATE INDEX phpbb_sessions_session_user_id ON phpbb_sessions (session_user_id);
CREATE INDEX phpbb_sessions_session_fid ON phpbb_sessions (session_forum_id);
INSERT INTO phpbb_sessions
SELECT md5('sess' || g), u, 1720000000, 1720000000 + g * 7, 1720000000 + g * 9, '10.3.' || (g % 250) || '.' || (g % 199),
       CASE WHEN u BETWEEN 3 AND 46 THEN 'Googlebot/2.1' ELSE 'Mozilla/5.0' END, '',
       CASE WHEN f > 0 THEN 'viewforum.php?f=' || f ELSE 'index.php' END, 1, (g % 4 = 0)::int, (u = 2)::int, f
FROM (SELECT g, CASE WHEN g % 3 = 0 THEN 1 WHEN g % 7 = 0 THEN 3 + g % 44
                     ELSE (SELECT user_id FROM member WHERE n = 1 + (g * 13) % 673) END AS u,
             CASE WHEN g % 4 = 1 THEN 0 ELSE (SELECT forum_id FROM postforum WHERE n = 1 + g % 15) END AS f
      FROM generate_series(1, 240) g) s;

CREATE TABLE phpbb_zebra (user_id integer NOT NULL DEFAULT 0, zebra_id integer NOT NULL DEFAULT 0, friend smallint NOT NULL DEFAULT 0,
    foe smallint NOT NULL DEFAULT 0, PRIMARY KEY (user_id, zebra_id));
INSERT INTO phpbb_zebra
SELECT DISTINCT ON (a.user_id, b.user_id) a.user_id, b.user_id, (k % 5 <> 0)::int, (k % 5 = 0)::int
FROM generate_series(1, 700) k
JOIN member a ON a.n = 1 + (k * 41) % 300
JOIN member b ON b.n = 1 + (k * 7 + k / 3) % 673
WHERE a.user_id <> b.user_id;

CREATE TABLE phpbb_notification_types (notification_type_id serial PRIMARY KEY, notification_type_name varchar(255) NOT NULL DEFAULT '',
    notification_type_enabled smallint NOT NULL DEFAULT 1);
CREATE UNIQUE INDEX phpbb_notification_types_type ON phpbb_notification_types (notification_type_name);
INSERT INTO phpbb_notification_types (notification_type_name)
SELECT 'notification.type.' || x FROM unnest(ARRAY['post', 'topic', 'quote', 'bookmark', 'pm', 'report_post', 'approve_post', 'group_request']) x;
CREATE TABLE phpbb_notifications (notification_id serial PRIMARY KEY, notification_type_id smallint NOT NULL DEFAULT 0,
    item_id integer NOT NULL DEFAULT 0, item_parent_id integer NOT NULL DEFAULT 0, user_id integer NOT NULL DEFAULT 0,
    notification_read smallint NOT NULL DEFAULT 0, notification_time integer NOT NULL DEFAULT 1, notification_data text NOT NULL DEFAULT '');
CREATE INDEX phpbb_notifications_item_ident ON phpbb_notifications (notification_type_id, item_id);
CREATE INDEX phpbb_notifications_user ON phpbb_notifications (user_id, notification_read);
-- a reply notifies its topic's watchers (item = post, parent = topic); a pm notifies its recipient (item = msg, parent = root)
INSERT INTO phpbb_notifications (notification_type_id, item_id, item_parent_id, user_id, notification_read, notification_time, notification_data)
SELECT 1, p.post_id, p.topic_id, w.user_id, (p.post_id < 60000)::int, p.post_time, 'a:0:{}'
FROM phpbb_posts p JOIN phpbb_topics_watch w ON w.topic_id = p.topic_id AND w.user_id <> p.poster_id
WHERE p.post_time > 1430000000 + 1500 * 150000
UNION ALL
SELECT 5, t.msg_id, m.root_level, t.user_id, 1 - t.pm_unread, m.message_time, 'a:0:{}'
FROM phpbb_privmsgs_to t JOIN phpbb_privmsgs m ON m.msg_id = t.msg_id WHERE t.user_id <> t.author_id AND t.msg_id > 700;

CREATE TABLE phpbb_config (config_name varchar(255) PRIMARY KEY, config_value varchar(255) NOT NULL DEFAULT '', is_dynamic smallint NOT NULL DEFAULT 0);
INSERT INTO phpbb_config VALUES ('newest_user_id', (SELECT max(user_id)::text FROM phpbb_users), 1), ('num_posts', (SELECT count(*)::text FROM phpbb_posts), 1),
    ('num_topics', (SELECT count(*)::text FROM phpbb_topics), 1), ('default_style', '1', 0), ('board_startdate', '1420070400', 0), ('version', '3.3.11', 0);

UPDATE phpbb_users u SET user_posts = x.n, user_lastpost_time = x.t FROM (SELECT poster_id, count(*) AS n, max(post_time) AS t FROM phpbb_posts GROUP BY 1) x
WHERE x.poster_id = u.user_id AND u.user_id > 1;
ANALYZE;
