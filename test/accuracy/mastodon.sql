-- test/accuracy/mastodon.sql: the core of a Mastodon instance's database (the Rails app's
-- db/schema.rb, 4.2 era), written for issue 16 as a held-out check (round 13): committed with its
-- truth (mastodon_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; Rails names (bigserial `id`, <model>_id references), but
-- statuses and media_attachments take their ids from timestamp_id(): a snowflake-like bigint,
-- milliseconds since the epoch shifted left 16 bits plus a 16-bit sequence, so those ids are 17-18
-- digit numbers far from every other table's range. accounts hold local accounts (domain NULL, each
-- with one users row; user ids and account ids drift apart) and remote ones (domain set), and the
-- instance actor, account -99 (actor_type 'Application'); user_roles has @everyone as id -99 and
-- users.role_id is NULL for ordinary users (three roles in use). Role-named references to accounts:
-- target_account_id (follows, follow_requests, blocks, mutes, reports), from_account_id
-- (notifications), in_reply_to_account_id, moved_to_account_id (a self reference, ~1%),
-- action_taken_by_account_id and assigned_account_id (reports, eight moderators' accounts, often NULL;
-- reports forwarded from other servers are filed by the instance actor, account_id -99);
-- oauth_access_tokens.resource_owner_id and oauth_applications.owner_id are users' ids (the latter
-- with owner_type 'User', NULL for apps registered through the API; resource_owner_id NULL for
-- client-credential tokens). Self references on statuses: in_reply_to_id (to an earlier status;
-- a reply whose parent was deleted keeps in_reply_to_account_id with in_reply_to_id NULL) and
-- reblog_of_id. Mastodon declares most references with add_foreign_key (all declared here, added at
-- the end as schema.rb does); it never declared statuses.conversation_id, statuses.application_id
-- (set on local posts only) and statuses.poll_id (1:1 with polls.status_id, which is declared):
-- those are the undeclared truths. Polymorphic, no reference: notifications.activity_type /
-- activity_id ('Mention', 'Favourite', 'Follow', 'FollowRequest', 'Status' for reblogs, 'User' for
-- admin sign-up notices). Arrays that hold ids but are no column reference: reports.status_ids,
-- statuses.ordered_media_attachment_ids. 1:1 side tables: account_stats (created lazily, so its ids
-- are not the accounts'), status_stats (only for statuses with activity). Enums kept as integers
-- with no table: visibility, type, category, protocol. statuses_tags is keyed (tag_id, status_id),
-- no id. Skewed: a few busy accounts, one dominant remote domain and app (the web client, id 1).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4213);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;
-- timestamp_id(): ms since the epoch << 16, plus a 16-bit sequence
CREATE FUNCTION pg_temp.tsid(t timestamp) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT (floor(extract(epoch FROM t) * 1000)::bigint << 16) + floor(random() * 65536)::bigint $$;

-- ---- accounts, users, roles, invites, applications, tokens -----------------------------
CREATE TABLE accounts (
  id bigserial PRIMARY KEY, username varchar DEFAULT '' NOT NULL, domain varchar, private_key text, public_key text DEFAULT '' NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, note text DEFAULT '' NOT NULL, display_name varchar DEFAULT '' NOT NULL,
  uri varchar DEFAULT '' NOT NULL, url varchar, avatar_file_name varchar, avatar_content_type varchar, avatar_file_size integer,
  avatar_remote_url varchar, locked boolean DEFAULT false NOT NULL, last_webfingered_at timestamp, inbox_url varchar DEFAULT '' NOT NULL,
  outbox_url varchar DEFAULT '' NOT NULL, shared_inbox_url varchar DEFAULT '' NOT NULL, followers_url varchar DEFAULT '' NOT NULL,
  protocol integer DEFAULT 0 NOT NULL, memorial boolean DEFAULT false NOT NULL, moved_to_account_id bigint, fields jsonb,
  actor_type varchar, discoverable boolean, also_known_as varchar[], silenced_at timestamp, suspended_at timestamp,
  hide_collections boolean, suspension_origin integer, sensitized_at timestamp, trendable boolean, reviewed_at timestamp,
  indexable boolean DEFAULT false NOT NULL);
CREATE UNIQUE INDEX index_accounts_on_username_and_domain_lower ON accounts (lower(username), COALESCE(lower(domain), ''));
CREATE INDEX index_accounts_on_moved_to_account_id ON accounts (moved_to_account_id) WHERE moved_to_account_id IS NOT NULL;

CREATE TEMP TABLE dom AS
SELECT n, d FROM unnest(ARRAY['mastodon.social', 'mstdn.social', 'fosstodon.org', 'hachyderm.io', 'infosec.exchange', 'mas.to',
  'mastodon.online', 'chaos.social', 'techhub.social', 'mastodon.world', 'social.vivaldi.net', 'universeodon.com', 'aus.social',
  'mstdn.jp', 'pawoo.net', 'misskey.io', 'pixelfed.social', 'kolektiva.social', 'masto.ai', 'toot.community', 'ioc.exchange',
  'sfba.social', 'mastodon.art', 'writing.exchange', 'octodon.social', 'norden.social', 'troet.cafe', 'det.social',
  'mastodon.scot', 'lemmy.world']) WITH ORDINALITY AS u(d, n);

INSERT INTO accounts (id, username, domain, private_key, public_key, created_at, updated_at, note, display_name, uri, url,
                      inbox_url, outbox_url, shared_inbox_url, followers_url, protocol, locked, actor_type, discoverable, indexable)
VALUES (-99, 'social.example', NULL, '-----BEGIN RSA PRIVATE KEY-----', '-----BEGIN PUBLIC KEY-----', '2022-11-01', '2022-11-01', '', '',
        '', 'https://social.example/about/more?instance_actor=true', '', '', '', '', 1, true, 'Application', false, false);
INSERT INTO accounts (id, username, domain, private_key, public_key, created_at, updated_at, note, display_name, uri, url,
                      inbox_url, outbox_url, shared_inbox_url, followers_url, protocol, locked, actor_type, discoverable,
                      indexable, last_webfingered_at, silenced_at, suspended_at, fields)
SELECT i, u, d, CASE WHEN d IS NULL THEN '-----BEGIN RSA PRIVATE KEY-----' END, '-----BEGIN PUBLIC KEY-----' || md5(i::text),
       t, t + (pg_temp.r(300) || ' days')::interval,
       CASE WHEN random() < 0.7 THEN '<p>' || (ARRAY['Developer', 'Artist', 'Birder', 'Librarian', 'Open source', 'Physicist', 'Writer'])[pg_temp.r(7)] || '</p>' ELSE '' END,
       CASE WHEN random() < 0.85 THEN initcap(u) ELSE '' END,
       CASE WHEN d IS NULL THEN '' ELSE 'https://' || d || '/users/' || u END,
       'https://' || coalesce(d, 'social.example') || '/@' || u,
       CASE WHEN d IS NULL THEN '' ELSE 'https://' || d || '/users/' || u || '/inbox' END,
       CASE WHEN d IS NULL THEN '' ELSE 'https://' || d || '/users/' || u || '/outbox' END,
       CASE WHEN d IS NULL THEN '' ELSE 'https://' || d || '/inbox' END,
       CASE WHEN d IS NULL THEN '' ELSE 'https://' || d || '/users/' || u || '/followers' END,
       CASE WHEN d IS NULL THEN 0 ELSE 1 END, random() < 0.08,
       CASE WHEN random() < 0.04 THEN 'Service' ELSE 'Person' END, random() < 0.7, random() < 0.3,
       CASE WHEN d IS NOT NULL THEN t + (pg_temp.r(400) || ' days')::interval END,
       CASE WHEN random() < 0.01 THEN t + interval '90 days' END, CASE WHEN random() < 0.015 THEN t + interval '120 days' END,
       CASE WHEN random() < 0.3 THEN '[{"name": "Website", "value": "https://example.org"}]'::jsonb ELSE '[]'::jsonb END
  FROM (SELECT i, CASE WHEN i = 1 OR random() < 0.15 THEN NULL ELSE (SELECT array_agg(d ORDER BY n) FROM dom)[pg_temp.sk(30, 2.2)] END AS d,
               (ARRAY['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'niaj', 'olivia',
                      'peggy', 'rupert', 'sybil', 'trent', 'victor', 'walter', 'yolanda'])[pg_temp.r(20)] || i AS u,
               timestamp '2022-11-01' + (i * interval '4 hours') + (pg_temp.r(200) || ' minutes')::interval AS t
          FROM generate_series(1, 3000) i) s;
SELECT setval('accounts_id_seq', 3000);
-- accounts that moved: to an account created later, usually on another server
UPDATE accounts a SET moved_to_account_id = least(3000, a.id + pg_temp.r(600)), also_known_as = ARRAY[a.uri]
 WHERE a.id > 0 AND a.id < 2800 AND random() < 0.011;

CREATE TEMP TABLE loc AS
SELECT row_number() OVER (ORDER BY id) AS n, id AS account_id FROM accounts WHERE domain IS NULL AND id > 0;
CREATE TEMP TABLE locarr AS SELECT array_agg(account_id ORDER BY n) AS a FROM loc;
-- a local account, the first ones busier
CREATE FUNCTION pg_temp.la() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT a[pg_temp.sk(cardinality(a), 1.6)] FROM locarr $$;
-- any account, a few busy
CREATE FUNCTION pg_temp.aa() RETURNS bigint LANGUAGE sql VOLATILE AS $$ SELECT pg_temp.sk(3000, 2.1)::bigint $$;

CREATE TABLE user_roles (
  id bigserial PRIMARY KEY, name varchar DEFAULT '' NOT NULL, color varchar DEFAULT '' NOT NULL, position integer DEFAULT 0 NOT NULL,
  permissions bigint DEFAULT 0 NOT NULL, highlighted boolean DEFAULT false NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
INSERT INTO user_roles VALUES (-99, '', '', -1, 65536, false, '2022-11-01', '2022-11-01'),
  (1, 'Moderator', '', 10, 1308, true, '2022-11-01', '2022-11-01'), (2, 'Admin', '', 100, 983036, true, '2022-11-01', '2022-11-01'),
  (3, 'Owner', '', 1000, 1, true, '2022-11-01', '2022-11-01');
SELECT setval('user_roles_id_seq', 3);

CREATE TABLE invites (
  id bigserial PRIMARY KEY, user_id bigint NOT NULL, code varchar DEFAULT '' NOT NULL, expires_at timestamp, max_uses integer,
  uses integer DEFAULT 0 NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, autofollow boolean DEFAULT false NOT NULL,
  comment text);
CREATE UNIQUE INDEX index_invites_on_code ON invites (code);

CREATE TABLE oauth_applications (
  id bigserial PRIMARY KEY, name varchar NOT NULL, uid varchar NOT NULL, secret varchar NOT NULL, redirect_uri text NOT NULL,
  scopes varchar DEFAULT '' NOT NULL, created_at timestamp, updated_at timestamp, superapp boolean DEFAULT false NOT NULL,
  website varchar, owner_type varchar, owner_id bigint, confidential boolean DEFAULT true NOT NULL);
CREATE UNIQUE INDEX index_oauth_applications_on_uid ON oauth_applications (uid);
CREATE INDEX index_oauth_applications_on_owner_id_and_owner_type ON oauth_applications (owner_id, owner_type);

CREATE TABLE users (
  id bigserial PRIMARY KEY, email varchar DEFAULT '' NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  encrypted_password varchar DEFAULT '' NOT NULL, reset_password_token varchar, reset_password_sent_at timestamp,
  sign_in_count integer DEFAULT 0 NOT NULL, current_sign_in_at timestamp, last_sign_in_at timestamp,
  confirmation_token varchar, confirmed_at timestamp, confirmation_sent_at timestamp, unconfirmed_email varchar, locale varchar,
  encrypted_otp_secret varchar, otp_required_for_login boolean DEFAULT false NOT NULL, last_emailed_at timestamp,
  otp_backup_codes varchar[], account_id bigint NOT NULL, disabled boolean DEFAULT false NOT NULL, invite_id bigint,
  chosen_languages varchar[], created_by_application_id bigint, approved boolean DEFAULT true NOT NULL, sign_in_token varchar,
  sign_in_token_sent_at timestamp, webauthn_id varchar, sign_up_ip inet, role_id bigint, settings text, time_zone varchar);
CREATE UNIQUE INDEX index_users_on_email ON users (email);
CREATE UNIQUE INDEX index_users_on_account_id ON users (account_id);
CREATE INDEX index_users_on_role_id ON users (role_id) WHERE role_id IS NOT NULL;
INSERT INTO users (id, email, created_at, updated_at, encrypted_password, sign_in_count, current_sign_in_at, last_sign_in_at,
                   confirmed_at, locale, otp_required_for_login, account_id, disabled, approved, sign_up_ip, role_id, settings,
                   time_zone, chosen_languages)
SELECT l.n, a.username || '@example.com', a.created_at, a.updated_at, '$2a$10$' || md5(a.username), pg_temp.r(400),
       a.updated_at + interval '3 days', a.updated_at, CASE WHEN random() < 0.95 THEN a.created_at + interval '20 minutes' END,
       (ARRAY['en', 'en', 'en', 'de', 'fr', 'ja', 'es', 'nl'])[pg_temp.r(8)], random() < 0.1, a.id, random() < 0.02, random() < 0.97,
       ('10.' || pg_temp.r(250) || '.' || pg_temp.r(250) || '.' || pg_temp.r(250))::inet,
       CASE WHEN l.n = 1 THEN 3 WHEN l.n IN (2, 7) THEN 2 WHEN l.n IN (4, 11, 19, 30, 52) THEN 1 END,
       CASE WHEN random() < 0.4 THEN '{"web.expand_content_warnings":true}' END,
       CASE WHEN random() < 0.5 THEN 'Europe/Berlin' ELSE 'Etc/UTC' END,
       CASE WHEN random() < 0.2 THEN ARRAY['en'] END
  FROM loc l JOIN accounts a ON a.id = l.account_id ORDER BY l.n;
SELECT setval('users_id_seq', (SELECT max(id) FROM users));

INSERT INTO invites (user_id, code, expires_at, max_uses, uses, created_at, updated_at, autofollow, comment)
SELECT u, substr(md5('inv' || i), 1, 8), t + interval '7 days', (ARRAY[1, 5, 10, 25, NULL])[pg_temp.r(5)], pg_temp.r(4) - 1,
       t, t, random() < 0.4, CASE WHEN random() < 0.3 THEN 'for the book club' END
  FROM (SELECT i, pg_temp.sk(40, 1.8) AS u, timestamp '2023-01-01' + (i * interval '6 days') AS t FROM generate_series(1, 60) i) s;
UPDATE users SET invite_id = pg_temp.r(60) WHERE id > 40 AND random() < 0.12;

INSERT INTO oauth_applications (name, uid, secret, redirect_uri, scopes, created_at, updated_at, superapp, website, owner_type, owner_id, confidential)
SELECT CASE WHEN i = 1 THEN 'Web' ELSE (ARRAY['Tusky', 'Ivory', 'Elk', 'Toot!', 'Ice Cubes', 'Mona', 'Fedilab', 'Megalodon', 'Phanpy',
                                               'Tokodon', 'Whalebird', 'Pinafore', 'Mastodon for Android', 'Mastodon for iOS', 'Trunks',
                                               'feed2toot', 'Moa', 'Buffer', 'IFTTT', 'crossposter'])[1 + (i - 2) % 20] END,
       md5('uid' || i), md5('secret' || i),
       CASE WHEN i = 1 THEN 'urn:ietf:wg:oauth:2.0:oob' ELSE 'https://app' || i || '.example/callback' END,
       (ARRAY['read write follow push', 'read', 'read write', 'write:statuses'])[pg_temp.r(4)],
       timestamp '2022-11-01' + (i * interval '9 days'), timestamp '2022-11-01' + (i * interval '9 days'), i = 1,
       CASE WHEN random() < 0.6 THEN 'https://app' || i || '.example' END,
       CASE WHEN o IS NOT NULL THEN 'User' END, o, i <> 1
  FROM (SELECT i, CASE WHEN i > 1 AND random() < 0.25 THEN pg_temp.sk(120, 1.3) END AS o FROM generate_series(1, 45) i) s;
UPDATE users SET created_by_application_id = 1 + pg_temp.sk(44, 1.5) WHERE id > 60 AND random() < 0.06;

CREATE TABLE oauth_access_tokens (
  id bigserial PRIMARY KEY, token varchar NOT NULL, refresh_token varchar, expires_in integer, revoked_at timestamp,
  created_at timestamp NOT NULL, scopes varchar, application_id bigint, resource_owner_id bigint, last_used_at timestamp, last_used_ip inet);
CREATE UNIQUE INDEX index_oauth_access_tokens_on_token ON oauth_access_tokens (token);
CREATE INDEX index_oauth_access_tokens_on_resource_owner_id ON oauth_access_tokens (resource_owner_id) WHERE resource_owner_id IS NOT NULL;
INSERT INTO oauth_access_tokens (token, created_at, scopes, application_id, resource_owner_id, revoked_at, last_used_at, last_used_ip)
SELECT md5('tok' || i), t, 'read write follow push', app,
       CASE WHEN app <> 1 AND random() < 0.06 THEN NULL ELSE pg_temp.sk((SELECT max(id) FROM users)::int, 1.4) END,
       CASE WHEN random() < 0.2 THEN t + interval '40 days' END, t + (pg_temp.r(200) || ' hours')::interval,
       ('192.168.' || pg_temp.r(250) || '.' || pg_temp.r(250))::inet
  FROM (SELECT i, timestamp '2022-11-02' + (i * interval '11 hours') AS t,
               CASE WHEN random() < 0.55 THEN 1 ELSE 1 + pg_temp.sk(44, 1.7) END AS app FROM generate_series(1, 1300) i) s;

CREATE TABLE web_push_subscriptions (
  id bigserial PRIMARY KEY, endpoint varchar NOT NULL, key_p256dh varchar NOT NULL, key_auth varchar NOT NULL, data json,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, access_token_id bigint, user_id bigint);
INSERT INTO web_push_subscriptions (endpoint, key_p256dh, key_auth, data, created_at, updated_at, access_token_id, user_id)
SELECT 'https://updates.push.services.mozilla.com/wpush/v2/' || md5('ep' || id), md5('p' || id), substr(md5('a' || id), 1, 22),
       '{"alerts":{"follow":true,"favourite":true,"reblog":true,"mention":true}}', created_at, created_at, id, resource_owner_id
  FROM oauth_access_tokens WHERE resource_owner_id IS NOT NULL AND random() < 0.17 ORDER BY id;

CREATE TABLE conversations (id bigserial PRIMARY KEY, uri varchar, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_conversations_on_uri ON conversations (uri text_pattern_ops) WHERE uri IS NOT NULL;

-- ---- statuses ---------------------------------------------------------------------------
CREATE TABLE statuses (
  id bigint PRIMARY KEY, uri varchar, text text DEFAULT '' NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  in_reply_to_id bigint, reblog_of_id bigint, url varchar, sensitive boolean DEFAULT false NOT NULL, visibility integer DEFAULT 0 NOT NULL,
  spoiler_text text DEFAULT '' NOT NULL, reply boolean DEFAULT false NOT NULL, language varchar, conversation_id bigint, local boolean,
  account_id bigint NOT NULL, application_id bigint, in_reply_to_account_id bigint, poll_id bigint, deleted_at timestamp,
  edited_at timestamp, trendable boolean, ordered_media_attachment_ids bigint[]);
CREATE UNIQUE INDEX index_statuses_on_uri ON statuses (uri text_pattern_ops) WHERE uri IS NOT NULL;
CREATE INDEX index_statuses_on_in_reply_to_id ON statuses (in_reply_to_id) WHERE in_reply_to_id IS NOT NULL;
CREATE INDEX index_statuses_on_reblog_of_id_and_account_id ON statuses (reblog_of_id, account_id);
CREATE INDEX index_statuses_on_conversation_id ON statuses (conversation_id);

DO $$
DECLARE
  n_st int := 7000;
  ids bigint[] := '{}'; accs bigint[] := '{}'; convs bigint[] := '{}'; isrb boolean[] := '{}';
  conv_n bigint := 0; t timestamp := '2022-11-05'; k int; r float8; acc bigint; dom text; sid bigint;
  par bigint; paracc bigint; rb bigint; cv bigint; app bigint; rep boolean;
BEGIN
  FOR n IN 1..n_st LOOP
    t := t + ((30 + floor(random() * 180)) || ' minutes')::interval;
    sid := pg_temp.tsid(t);
    acc := CASE WHEN random() < 0.45 THEN pg_temp.la() ELSE pg_temp.aa() END;
    SELECT domain INTO dom FROM accounts WHERE id = acc;
    r := random(); par := NULL; paracc := NULL; rb := NULL; cv := NULL; rep := false;
    IF n > 10 AND r < 0.30 THEN
      k := n - 1 - floor((n - 2) * random() ^ 4)::int;
      IF NOT isrb[k] THEN par := ids[k]; paracc := accs[k]; cv := convs[k]; rep := true; END IF;
    ELSIF n > 10 AND r < 0.45 THEN
      k := n - 1 - floor((n - 2) * random() ^ 3)::int;
      IF NOT isrb[k] THEN rb := ids[k]; END IF;
    ELSIF r < 0.46 THEN
      -- a reply whose parent is gone: the account stays, the status reference was nullified
      paracc := pg_temp.aa(); rep := true;
    END IF;
    IF rb IS NULL AND cv IS NULL THEN
      conv_n := conv_n + 1; cv := conv_n;
      INSERT INTO conversations VALUES (cv, CASE WHEN dom IS NOT NULL THEN 'tag:' || dom || ',' || to_char(t, 'YYYY-MM-DD') || ':objectId=' || sid || ':objectType=Conversation' END, t, t);
    END IF;
    IF rb IS NOT NULL THEN cv := NULL; END IF;
    app := CASE WHEN dom IS NULL AND rb IS NULL THEN CASE WHEN random() < 0.6 THEN 1 ELSE 1 + pg_temp.sk(44, 1.6) END END;
    INSERT INTO statuses (id, uri, text, created_at, updated_at, in_reply_to_id, reblog_of_id, url, sensitive, visibility, spoiler_text,
                          reply, language, conversation_id, local, account_id, application_id, in_reply_to_account_id, edited_at, trendable)
    VALUES (sid, 'https://' || coalesce(dom, 'social.example') || '/users/u' || acc || '/statuses/' || sid || CASE WHEN rb IS NOT NULL THEN '/activity' ELSE '' END,
            CASE WHEN rb IS NULL THEN '<p>post ' || n || ' ' || md5(n::text) || '</p>' ELSE '' END, t, t, par, rb,
            CASE WHEN rb IS NULL THEN 'https://' || coalesce(dom, 'social.example') || '/@u' || acc || '/' || sid END,
            random() < 0.05, (ARRAY[0, 0, 0, 0, 1, 1, 2, 3])[1 + floor(random() * 8)::int],
            CASE WHEN random() < 0.04 THEN 'politics' ELSE '' END, rep,
            CASE WHEN rb IS NULL THEN (ARRAY['en', 'en', 'en', 'de', 'ja', 'fr', 'es', NULL])[1 + floor(random() * 8)::int] END,
            cv, CASE WHEN dom IS NULL AND n < 500 THEN true END, acc, app, paracc,
            CASE WHEN rb IS NULL AND random() < 0.03 THEN t + interval '10 minutes' END,
            CASE WHEN random() < 0.1 THEN true END);
    ids := ids || sid; accs := accs || acc; convs := convs || cv; isrb := isrb || (rb IS NOT NULL);
  END LOOP;
  PERFORM setval('conversations_id_seq', conv_n);
END $$;

-- ---- polls ------------------------------------------------------------------------------
CREATE TABLE polls (
  id bigserial PRIMARY KEY, account_id bigint, status_id bigint, expires_at timestamp, options varchar[] DEFAULT '{}' NOT NULL,
  cached_tallies bigint[] DEFAULT '{}' NOT NULL, multiple boolean DEFAULT false NOT NULL, hide_totals boolean DEFAULT false NOT NULL,
  votes_count bigint DEFAULT 0 NOT NULL, last_fetched_at timestamp, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  lock_version integer DEFAULT 0 NOT NULL, voters_count bigint);
INSERT INTO polls (account_id, status_id, expires_at, options, cached_tallies, multiple, created_at, updated_at, last_fetched_at)
SELECT account_id, id, created_at + interval '1 day', ARRAY['Yes', 'No', 'Other'], ARRAY[0, 0, 0]::bigint[], random() < 0.2,
       created_at, created_at, CASE WHEN uri NOT LIKE 'https://social.example/%' THEN created_at + interval '1 day' END
  FROM statuses WHERE reblog_of_id IS NULL AND NOT reply AND random() < 0.035 ORDER BY id;
UPDATE statuses s SET poll_id = p.id FROM polls p WHERE p.status_id = s.id;

CREATE TABLE poll_votes (
  id bigserial PRIMARY KEY, account_id bigint, poll_id bigint, choice integer DEFAULT 0 NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, uri varchar, activity_id varchar);
INSERT INTO poll_votes (account_id, poll_id, choice, created_at, updated_at, uri)
SELECT DISTINCT ON (a, p.id) a, p.id, pg_temp.r(3) - 1, p.created_at + interval '2 hours', p.created_at + interval '2 hours',
       'https://social.example/users/u' || a || '#votes/' || p.id
  FROM polls p, LATERAL (SELECT pg_temp.aa() + 0 * p.id AS a FROM generate_series(1, 1 + floor(random() * 8)::int)) v;
UPDATE polls p SET votes_count = c, voters_count = c, cached_tallies = ARRAY[c0, c1, c2]
  FROM (SELECT poll_id, count(*) c, count(*) FILTER (WHERE choice = 0) c0, count(*) FILTER (WHERE choice = 1) c1,
               count(*) FILTER (WHERE choice = 2) c2 FROM poll_votes GROUP BY poll_id) v WHERE v.poll_id = p.id;

-- ---- media, mentions, favourites, bookmarks, tags --------------------------------------------
CREATE TABLE media_attachments (
  id bigint PRIMARY KEY, status_id bigint, file_file_name varchar, file_content_type varchar, file_file_size integer,
  file_updated_at timestamp, remote_url varchar DEFAULT '' NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  shortcode varchar, type integer DEFAULT 0 NOT NULL, file_meta json, account_id bigint, description text, blurhash varchar,
  processing integer, file_storage_schema_version integer, thumbnail_file_name varchar);
CREATE INDEX index_media_attachments_on_status_id ON media_attachments (status_id);
CREATE UNIQUE INDEX index_media_attachments_on_shortcode ON media_attachments (shortcode text_pattern_ops) WHERE shortcode IS NOT NULL;
INSERT INTO media_attachments (id, status_id, file_file_name, file_content_type, file_file_size, file_updated_at, remote_url,
                               created_at, updated_at, shortcode, type, file_meta, account_id, description, blurhash, processing,
                               file_storage_schema_version)
SELECT DISTINCT ON (mid) mid, CASE WHEN unattached THEN NULL ELSE sid END, md5(mid::text) || '.jpeg',
       (ARRAY['image/jpeg', 'image/jpeg', 'image/png', 'video/mp4', 'image/gif'])[pg_temp.r(5)], 20000 + pg_temp.r(3000000),
       ca, CASE WHEN local THEN '' ELSE 'https://files.' || dom || '/media/' || md5(mid::text) || '.jpeg' END, ca, ca,
       CASE WHEN local THEN substr(md5('sc' || mid), 1, 20) END, pg_temp.r(3) - 1, '{"original":{"width":1200,"height":800}}',
       acc, CASE WHEN random() < 0.4 THEN 'alt text ' || mid END, 'UEHLh[WB2yk8pyoJadR*.7kCMdnj', 2, 1
  FROM (SELECT s.id AS sid, s.account_id AS acc, a.domain AS dom, a.domain IS NULL AS local,
               s.created_at - (pg_temp.r(600) || ' seconds')::interval + (g || ' ms')::interval AS ca0, random() < 0.04 AND a.domain IS NULL AS unattached
          FROM statuses s JOIN accounts a ON a.id = s.account_id, generate_series(1, 4) g
         WHERE s.reblog_of_id IS NULL AND (g = 1 AND random() < 0.2 OR g > 1 AND random() < 0.04)) x,
       LATERAL (SELECT ca0 AS ca, pg_temp.tsid(ca0) AS mid) y
 ORDER BY mid;
UPDATE statuses s SET ordered_media_attachment_ids = m.ids
  FROM (SELECT status_id, array_agg(id ORDER BY id) ids FROM media_attachments WHERE status_id IS NOT NULL GROUP BY status_id) m
 WHERE m.status_id = s.id;

CREATE TABLE mentions (
  id bigserial PRIMARY KEY, status_id bigint, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, account_id bigint,
  silent boolean DEFAULT false NOT NULL);
CREATE UNIQUE INDEX index_mentions_on_account_id_and_status_id ON mentions (account_id, status_id);
INSERT INTO mentions (status_id, created_at, updated_at, account_id, silent)
SELECT DISTINCT ON (created_at, status_id, acc) status_id, created_at, created_at, acc, false
  FROM (SELECT id AS status_id, created_at, in_reply_to_account_id AS acc FROM statuses
         WHERE in_reply_to_account_id IS NOT NULL AND in_reply_to_account_id <> account_id
        UNION ALL
        SELECT id, created_at, pg_temp.aa() FROM statuses WHERE reblog_of_id IS NULL AND random() < 0.12) m
 ORDER BY created_at, status_id, acc;

CREATE TABLE favourites (
  id bigserial PRIMARY KEY, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, account_id bigint NOT NULL, status_id bigint NOT NULL);
CREATE UNIQUE INDEX index_favourites_on_account_id_and_status_id ON favourites (account_id, status_id);
INSERT INTO favourites (created_at, updated_at, account_id, status_id)
SELECT min(created_at), min(created_at), acc, sid FROM (
  SELECT s.created_at + (pg_temp.r(3000) || ' minutes')::interval AS created_at,
         CASE WHEN random() < 0.6 THEN pg_temp.la() ELSE pg_temp.aa() END AS acc, s.id AS sid
    FROM statuses s, generate_series(1, 3) g WHERE s.reblog_of_id IS NULL AND random() < 0.32) f
 GROUP BY acc, sid ORDER BY 1, acc;

CREATE TABLE bookmarks (
  id bigserial PRIMARY KEY, account_id bigint NOT NULL, status_id bigint NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_bookmarks_on_account_id_and_status_id ON bookmarks (account_id, status_id);
INSERT INTO bookmarks (account_id, status_id, created_at, updated_at)
SELECT DISTINCT ON (t, acc, sid) acc, sid, t, t FROM (
  SELECT pg_temp.la() AS acc, s.id AS sid, s.created_at + interval '3 hours' AS t FROM statuses s WHERE s.reblog_of_id IS NULL AND random() < 0.1) b
 ORDER BY t, acc, sid;
DELETE FROM bookmarks b USING bookmarks c WHERE b.account_id = c.account_id AND b.status_id = c.status_id AND b.id > c.id;

CREATE TABLE tags (
  id bigserial PRIMARY KEY, name varchar DEFAULT '' NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  usable boolean, trendable boolean, listable boolean, reviewed_at timestamp, requested_review_at timestamp, last_status_at timestamp,
  max_score double precision, max_score_at timestamp, display_name varchar);
CREATE UNIQUE INDEX index_tags_on_name_lower_btree ON tags (lower(name) text_pattern_ops);
INSERT INTO tags (name, created_at, updated_at, usable, trendable, listable, last_status_at, display_name)
SELECT w || CASE WHEN i > 40 THEN i::text ELSE '' END, timestamp '2022-11-05' + i * interval '1 day', timestamp '2022-11-05' + i * interval '1 day',
       CASE WHEN random() < 0.2 THEN true END, CASE WHEN random() < 0.1 THEN true END, CASE WHEN random() < 0.1 THEN true END,
       timestamp '2024-01-01' + (pg_temp.r(3000) || ' hours')::interval, CASE WHEN random() < 0.3 THEN initcap(w) END
  FROM (SELECT i, (ARRAY['fediverse', 'mastodon', 'photography', 'caturday', 'introduction', 'art', 'linux', 'python', 'rust',
                         'birds', 'books', 'music', 'science', 'climate', 'opensource', 'foss', 'security', 'gardening', 'coffee',
                         'hiking', 'postgres', 'ruby', 'rails', 'javascript', 'ai', 'news', 'politics', 'sports', 'football',
                         'cooking', 'travel', 'history', 'space', 'astronomy', 'gaming', 'movies', 'tv', 'design', 'writing',
                         'poetry'])[1 + (i - 1) % 40] AS w FROM generate_series(1, 320) i) s;

CREATE TABLE statuses_tags (status_id bigint NOT NULL, tag_id bigint NOT NULL, PRIMARY KEY (tag_id, status_id));
CREATE INDEX index_statuses_tags_on_status_id ON statuses_tags (status_id);
INSERT INTO statuses_tags
SELECT DISTINCT s.id, pg_temp.sk(320, 2.4)::bigint + 0 * g FROM statuses s, generate_series(1, 3) g
 WHERE s.reblog_of_id IS NULL AND random() < 0.16 ORDER BY 1, 2;

CREATE TABLE status_stats (
  id bigserial PRIMARY KEY, status_id bigint NOT NULL, replies_count bigint DEFAULT 0 NOT NULL, reblogs_count bigint DEFAULT 0 NOT NULL,
  favourites_count bigint DEFAULT 0 NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_status_stats_on_status_id ON status_stats (status_id);
INSERT INTO status_stats (status_id, replies_count, reblogs_count, favourites_count, created_at, updated_at)
SELECT s.id, coalesce(rp.c, 0), coalesce(rb.c, 0), coalesce(fv.c, 0), first_t, first_t
  FROM statuses s
  LEFT JOIN (SELECT in_reply_to_id i, count(*) c, min(created_at) t FROM statuses GROUP BY 1) rp ON rp.i = s.id
  LEFT JOIN (SELECT reblog_of_id i, count(*) c, min(created_at) t FROM statuses GROUP BY 1) rb ON rb.i = s.id
  LEFT JOIN (SELECT status_id i, count(*) c, min(created_at) t FROM favourites GROUP BY 1) fv ON fv.i = s.id,
  LATERAL (SELECT least(rp.t, rb.t, fv.t) AS first_t) f
 WHERE first_t IS NOT NULL ORDER BY first_t, s.id;

-- ---- social graph --------------------------------------------------------------------------
CREATE TABLE follows (
  id bigserial PRIMARY KEY, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, account_id bigint NOT NULL,
  target_account_id bigint NOT NULL, show_reblogs boolean DEFAULT true NOT NULL, uri varchar, notify boolean DEFAULT false NOT NULL,
  languages varchar[]);
CREATE UNIQUE INDEX index_follows_on_account_id_and_target_account_id ON follows (account_id, target_account_id);
CREATE TABLE follow_requests (
  id bigserial PRIMARY KEY, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, account_id bigint NOT NULL,
  target_account_id bigint NOT NULL, show_reblogs boolean DEFAULT true NOT NULL, uri varchar, notify boolean DEFAULT false NOT NULL,
  languages varchar[]);
CREATE UNIQUE INDEX index_follow_requests_on_account_id_and_target_account_id ON follow_requests (account_id, target_account_id);
CREATE TABLE blocks (
  id bigserial PRIMARY KEY, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, account_id bigint NOT NULL,
  target_account_id bigint NOT NULL, uri varchar);
CREATE UNIQUE INDEX index_blocks_on_account_id_and_target_account_id ON blocks (account_id, target_account_id);
CREATE TABLE mutes (
  id bigserial PRIMARY KEY, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, hide_notifications boolean DEFAULT true NOT NULL,
  account_id bigint NOT NULL, target_account_id bigint NOT NULL, expires_at timestamp);
CREATE UNIQUE INDEX index_mutes_on_account_id_and_target_account_id ON mutes (account_id, target_account_id);

-- pairs where one side is local (the server only knows those)
CREATE TEMP TABLE pairs AS
SELECT DISTINCT ON (a, b) a, b, t FROM (
  SELECT CASE WHEN o THEN x ELSE y END AS a, CASE WHEN o THEN y ELSE x END AS b,
         timestamp '2022-11-10' + (pg_temp.r(14000) || ' hours')::interval AS t, k
    FROM (SELECT pg_temp.la() AS x, pg_temp.aa() AS y, random() < 0.55 AS o, k FROM generate_series(1, 6600) k) p) q
 WHERE a <> b ORDER BY a, b, t;
ALTER TABLE pairs ADD COLUMN kind int;
UPDATE pairs SET kind = CASE WHEN random() < 0.86 THEN 1 WHEN random() < 0.3 THEN 2 WHEN random() < 0.6 THEN 3 ELSE 4 END;
INSERT INTO follows (created_at, updated_at, account_id, target_account_id, show_reblogs, uri, notify)
SELECT t, t, a, b, random() < 0.95, 'https://social.example/' || md5(a || ':' || b), random() < 0.03 FROM pairs WHERE kind = 1 ORDER BY t, a, b;
INSERT INTO follow_requests (created_at, updated_at, account_id, target_account_id, uri)
SELECT t, t, a, b, 'https://social.example/' || md5('fr' || a || ':' || b) FROM pairs WHERE kind = 2 ORDER BY t, a, b;
INSERT INTO blocks (created_at, updated_at, account_id, target_account_id, uri)
SELECT t, t, a, b, CASE WHEN a > 0 AND (SELECT domain FROM accounts WHERE id = a) IS NOT NULL THEN 'https://remote/' || md5('b' || a || b) END
  FROM pairs WHERE kind = 3 ORDER BY t, a, b;
INSERT INTO mutes (created_at, updated_at, hide_notifications, account_id, target_account_id, expires_at)
SELECT t, t, random() < 0.8, l.account_id, b, CASE WHEN random() < 0.1 THEN t + interval '7 days' END
  FROM pairs JOIN loc l ON l.account_id = a WHERE kind = 4 ORDER BY t, a, b;

CREATE TABLE account_stats (
  id bigserial PRIMARY KEY, account_id bigint NOT NULL, statuses_count bigint DEFAULT 0 NOT NULL, following_count bigint DEFAULT 0 NOT NULL,
  followers_count bigint DEFAULT 0 NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, last_status_at timestamp);
CREATE UNIQUE INDEX index_account_stats_on_account_id ON account_stats (account_id);
-- created on an account's first status or follow, else when it was created
INSERT INTO account_stats (account_id, statuses_count, following_count, followers_count, created_at, updated_at, last_status_at)
SELECT a.id, coalesce(st.c, 0), coalesce(fo.c, 0), coalesce(fr.c, 0), coalesce(least(st.t, fo.t, fr.t), a.created_at),
       coalesce(st.l, a.updated_at), st.l
  FROM accounts a
  LEFT JOIN (SELECT account_id i, count(*) c, min(created_at) t, max(created_at) l FROM statuses GROUP BY 1) st ON st.i = a.id
  LEFT JOIN (SELECT account_id i, count(*) c, min(created_at) t FROM follows GROUP BY 1) fo ON fo.i = a.id
  LEFT JOIN (SELECT target_account_id i, count(*) c, min(created_at) t FROM follows GROUP BY 1) fr ON fr.i = a.id
 WHERE a.id = -99 OR a.domain IS NULL OR st.c IS NOT NULL OR fo.c IS NOT NULL OR fr.c IS NOT NULL OR random() < 0.3
 ORDER BY coalesce(least(st.t, fo.t, fr.t), a.created_at), a.id;

-- ---- notifications and reports ----------------------------------------------------------------
CREATE TABLE notifications (
  id bigserial PRIMARY KEY, activity_id bigint NOT NULL, activity_type varchar NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, account_id bigint NOT NULL, from_account_id bigint NOT NULL, type varchar, filtered boolean DEFAULT false NOT NULL,
  group_key varchar);
CREATE INDEX index_notifications_on_activity_id_and_activity_type ON notifications (activity_id, activity_type);
INSERT INTO notifications (activity_id, activity_type, created_at, updated_at, account_id, from_account_id, type, group_key)
SELECT aid, atype, t, t, acc, frm, ty, CASE WHEN ty IN ('favourite', 'reblog') THEN ty || '-' || grp END FROM (
  SELECT m.id AS aid, 'Mention' AS atype, m.created_at AS t, m.account_id AS acc, s.account_id AS frm, 'mention' AS ty, s.id AS grp
    FROM mentions m JOIN statuses s ON s.id = m.status_id JOIN loc l ON l.account_id = m.account_id
  UNION ALL
  SELECT f.id, 'Favourite', f.created_at, s.account_id, f.account_id, 'favourite', s.id
    FROM favourites f JOIN statuses s ON s.id = f.status_id JOIN loc l ON l.account_id = s.account_id WHERE f.account_id <> s.account_id
  UNION ALL
  SELECT r.id, 'Status', r.created_at, s.account_id, r.account_id, 'reblog', s.id
    FROM statuses r JOIN statuses s ON s.id = r.reblog_of_id JOIN loc l ON l.account_id = s.account_id WHERE r.account_id <> s.account_id
  UNION ALL
  SELECT f.id, 'Follow', f.created_at, f.target_account_id, f.account_id, 'follow', NULL
    FROM follows f JOIN loc l ON l.account_id = f.target_account_id
  UNION ALL
  SELECT f.id, 'FollowRequest', f.created_at, f.target_account_id, f.account_id, 'follow_request', NULL
    FROM follow_requests f JOIN loc l ON l.account_id = f.target_account_id
  UNION ALL
  SELECT u.id, 'User', u.created_at, m.account_id, u.account_id, 'admin.sign_up', NULL
    FROM users u CROSS JOIN (SELECT account_id FROM users WHERE role_id IN (2, 3)) m WHERE u.id > 3) x
 WHERE random() < 0.85
 ORDER BY t, aid, acc;

CREATE TABLE reports (
  id bigserial PRIMARY KEY, status_ids bigint[] DEFAULT '{}' NOT NULL, comment text DEFAULT '' NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, account_id bigint NOT NULL, action_taken_by_account_id bigint, target_account_id bigint NOT NULL,
  assigned_account_id bigint, uri varchar, forwarded boolean, category integer DEFAULT 0 NOT NULL, action_taken_at timestamp, rule_ids bigint[]);
INSERT INTO reports (status_ids, comment, created_at, updated_at, account_id, action_taken_by_account_id, target_account_id,
                     assigned_account_id, uri, forwarded, category, action_taken_at, rule_ids)
SELECT coalesce((SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM statuses WHERE account_id = tgt AND reblog_of_id IS NULL LIMIT 2) z), '{}'),
       (ARRAY['spam', 'harassment', '', 'Forwarded from remote server', 'bot spam'])[pg_temp.r(5)], t, t,
       CASE WHEN remote THEN -99 ELSE pg_temp.la() END,
       CASE WHEN done THEN (SELECT account_id FROM users WHERE role_id IS NOT NULL AND t IS NOT NULL ORDER BY random() LIMIT 1) END, tgt,
       CASE WHEN random() < 0.4 THEN (SELECT account_id FROM users WHERE role_id IS NOT NULL AND tgt > 0 ORDER BY random() LIMIT 1) END,
       CASE WHEN remote THEN 'https://remote.example/' || md5('rep' || t) END, CASE WHEN NOT remote THEN random() < 0.3 END,
       (ARRAY[0, 1000, 2000, 3000])[pg_temp.r(4)], CASE WHEN done THEN t + interval '6 hours' END,
       CASE WHEN random() < 0.3 THEN ARRAY[1, 2]::bigint[] END
  FROM (SELECT timestamp '2023-01-01' + i * interval '5 days' AS t, pg_temp.aa() AS tgt, random() < 0.25 AS remote, random() < 0.7 AS done
          FROM generate_series(1, 80) i) s;

-- ---- foreign keys, as schema.rb adds them ---------------------------------------------------------
ALTER TABLE account_stats ADD CONSTRAINT fk_rails_215bb31ff1 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE accounts ADD CONSTRAINT fk_2320833084 FOREIGN KEY (moved_to_account_id) REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE blocks ADD CONSTRAINT fk_4269e03e65 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE blocks ADD CONSTRAINT fk_9571bfabc1 FOREIGN KEY (target_account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE bookmarks ADD CONSTRAINT fk_rails_11207ffcfd FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE bookmarks ADD CONSTRAINT fk_rails_9f6ac182a6 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE favourites ADD CONSTRAINT fk_5eb6c2b873 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE favourites ADD CONSTRAINT fk_b0e856845e FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE follow_requests ADD CONSTRAINT fk_76d644b0e7 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE follow_requests ADD CONSTRAINT fk_9291ec025d FOREIGN KEY (target_account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE follows ADD CONSTRAINT fk_32ed1b5560 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE follows ADD CONSTRAINT fk_745ca29eac FOREIGN KEY (target_account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE invites ADD CONSTRAINT fk_rails_ff69dbb2ac FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE media_attachments ADD CONSTRAINT fk_96dd81e81b FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE media_attachments ADD CONSTRAINT fk_rails_3ec0cfdd70 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE SET NULL;
ALTER TABLE mentions ADD CONSTRAINT fk_970d43f9d1 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE mentions ADD CONSTRAINT fk_rails_59edbe2887 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE mutes ADD CONSTRAINT fk_b8d8daf315 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE mutes ADD CONSTRAINT fk_eecff219ea FOREIGN KEY (target_account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD CONSTRAINT fk_c141c8ee55 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD CONSTRAINT fk_fbd6b0bf9e FOREIGN KEY (from_account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE oauth_access_tokens ADD CONSTRAINT fk_e84df68546 FOREIGN KEY (resource_owner_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE oauth_access_tokens ADD CONSTRAINT fk_f5fc4c1ee3 FOREIGN KEY (application_id) REFERENCES oauth_applications (id) ON DELETE CASCADE;
ALTER TABLE oauth_applications ADD CONSTRAINT fk_b0988c7c0a FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE poll_votes ADD CONSTRAINT fk_rails_a6e6974b7e FOREIGN KEY (poll_id) REFERENCES polls (id) ON DELETE CASCADE;
ALTER TABLE poll_votes ADD CONSTRAINT fk_rails_b6c18cf44a FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE polls ADD CONSTRAINT fk_rails_3e0d9f1115 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE polls ADD CONSTRAINT fk_rails_5b19a0c011 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE reports ADD CONSTRAINT fk_4b81f7522c FOREIGN KEY (assigned_account_id) REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE reports ADD CONSTRAINT fk_4e7a498fb4 FOREIGN KEY (action_taken_by_account_id) REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE reports ADD CONSTRAINT fk_eb37af34f0 FOREIGN KEY (target_account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE reports ADD CONSTRAINT fk_rails_7a5f8ea1d9 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE status_stats ADD CONSTRAINT fk_rails_4a247aac42 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE statuses ADD CONSTRAINT fk_9bda1543f7 FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE statuses ADD CONSTRAINT fk_c7fa917661 FOREIGN KEY (in_reply_to_account_id) REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE statuses ADD CONSTRAINT fk_rails_94a6f70399 FOREIGN KEY (in_reply_to_id) REFERENCES statuses (id) ON DELETE SET NULL;
ALTER TABLE statuses ADD CONSTRAINT fk_rails_256483a9ab FOREIGN KEY (reblog_of_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE statuses_tags ADD CONSTRAINT fk_3081861e21 FOREIGN KEY (tag_id) REFERENCES tags (id) ON DELETE CASCADE;
ALTER TABLE statuses_tags ADD CONSTRAINT fk_rails_df0fe11427 FOREIGN KEY (status_id) REFERENCES statuses (id) ON DELETE CASCADE;
ALTER TABLE users ADD CONSTRAINT fk_50500f500d FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE users ADD CONSTRAINT fk_rails_8fb2a43e88 FOREIGN KEY (invite_id) REFERENCES invites (id) ON DELETE SET NULL;
ALTER TABLE users ADD CONSTRAINT fk_rails_ecc9536e7c FOREIGN KEY (created_by_application_id) REFERENCES oauth_applications (id) ON DELETE SET NULL;
ALTER TABLE users ADD CONSTRAINT fk_rails_642f17018b FOREIGN KEY (role_id) REFERENCES user_roles (id) ON DELETE SET NULL;
ALTER TABLE web_push_subscriptions ADD CONSTRAINT fk_rails_751a9f390b FOREIGN KEY (access_token_id) REFERENCES oauth_access_tokens (id) ON DELETE CASCADE;
ALTER TABLE web_push_subscriptions ADD CONSTRAINT fk_rails_b006f28dac FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ANALYZE;
