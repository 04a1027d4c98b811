-- test/accuracy/mattermost.sql: a Mattermost 9.11 (ESR) server database on PostgreSQL, the schema its morph migrations
-- (server/channels/db/migrations/postgres) leave behind, 52 of its tables: the core of teams, channels, users, posts and
-- threads with the permission schemes, integrations, sidebar, LDAP/custom groups, data retention, message priority and
-- bookmarks around them. The install: Corvid Labs, a ~400-person software company self-hosting Mattermost since March
-- 2019 (5.x, upgraded release by release), with an Enterprise licence, LDAP sign-in since 2021, five teams (one archived),
-- plugins (GitHub, Jira, Playbooks, Calls, Boards, Copilot, NPS) and a CI/alerting webhook culture. Written for issue 16
-- as a held-out check (round 23): committed with its truth (mattermost_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every key is a 26-character base32 text id (model.NewId(), varchar(26)) named id, referenced as
-- <entity>id in lower case without separator (userid, channelid, teamid, postid, rootid, groupid, categoryid,
-- schemeid, policyid, clientid, commandid, termsofserviceid, fileinfoid) or by a role (creatorid, ownerid, originalid,
-- sessionid, threadteamid). Times are epoch-millisecond bigints (createat, updateat, deleteat, lastviewedat, ...) and
-- deletion is mostly soft (deleteat > 0). Link tables key on their id pairs (teammembers, channelmembers, groupmembers,
-- groupteams, groupchannels, threadmemberships, postacknowledgements, postreminders, reactions, preferences, drafts,
-- sidebarchannels); several tables share their key with the row they extend: bots.userid and status.userid are user
-- ids, threads.postid, postspriority.postid and persistentnotifications.postid post ids, publicchannels.id a channel id
-- (the open channels, mirrored by the store). schemes.default*role name roles by roles.name (scheme roles are named
-- with a NewId); Mattermost joins Schemes to Roles on those names.
-- Mattermost declares NO foreign keys except the two of its data retention tables (retentionpoliciesteams.policyid and
-- retentionpolicieschannels.policyid -> retentionpolicies.id, ON DELETE CASCADE); every other reference is undeclared.
-- Declared unique keys are the real ones: users (username, email, authdata), teams.name, channels (name, teamid), roles
-- and schemes name, emoji (name, deleteat), usergroups name and (source, remoteid), oauthaccessdata (clientid, userid),
-- useraccesstokens.token, publicchannels (name, teamid).
-- "None" is '' far more often than NULL: posts.rootid and originalid are '' on root posts and on posts never edited,
-- channels.teamid '' on direct and group messages (threads.threadteamid too), channels.creatorid '' on the default
-- channels (town-square, off-topic) and on DMs/GMs made before 7.x, outgoingwebhooks.channelid '' when the trigger
-- words work in any channel, drafts.rootid and commandwebhooks.rootid '' outside threads, fileinfo.postid '' for an
-- upload never posted and for files attached to channel bookmarks, audits.userid '' for failed logins of unknown login
-- ids, audits.sessionid '' on login events (recorded before a session exists), the role columns of channel-scope
-- schemes '' (team, playbook and run roles). teams.schemeid and channels.schemeid are NULL when never on a scheme and ''
-- after their scheme was deleted (SchemeStore.Delete resets them to ''). NULL: channelbookmarks.fileinfoid on links and
-- originalid on never-edited bookmarks, usergroups.remoteid on custom groups, users.authdata on e-mail accounts.
-- Non-key values in a key column, as the application writes them: fileinfo.creatorid is 'nouser' on files uploaded by
-- plugins through the plugin API's UploadFile; bots.ownerid is the plugin id (github, jira, playbooks, focalboard,
-- com.mattermost.calls, com.mattermost.nps, mattermost-ai) for bots a plugin created with EnsureBotUser and a user id for
-- the system bot and bots people made (Mattermost's "orphaned bots" query LEFT JOINs Users on it).
-- Orphans where Mattermost leaves them: (1) sessions are deleted at logout and by the expiry cleanup, audits never, so
-- most audits.sessionid name sessions gone long ago; (2) two users were permanently deleted (mmctl user delete): that
-- removes their sessions, tokens, webhooks, preferences, channel/team/group memberships, posts (with the whole thread of
-- their root posts), their own reactions and files, drafts, audits and the user row, but not channelmemberhistory,
-- threadmemberships, status, productnoticeviewstate, usertermsofservice, channels they created (creatorid), nor other
-- people's reactions and files on the deleted posts: those rows keep the vanished ids. Data retention (a one-year
-- policy on the bot channels, two years on the archived hackathon team) removed old posts with their replies,
-- reactions, files, threads and thread follows, so it leaves no orphans, but channel counters (totalmsgcount,
-- lastpostat) still count the removed posts.
-- Left out of the truth: preferences.name, whose target depends on preferences.category (a user id for
-- direct_channel_show, a channel id for group_channel_show and favorite_channel, a post id for flagged_post, a team id
-- for a per-team theme, an OAuth app id for oauth_app, a constant otherwise); id lists inside text or JSON
-- (posts.fileids, threads.participants, posts.props userId/addedUserId/deleteBy, channelmembers.roles, teammembers.roles
-- and users.roles as space-separated role names, tokens.extra, jobs.data, pluginkeyvaluestore keys such as
-- <userid>_githubtoken, DM channel names <userid>__<userid>, default sidebar category ids <type>_<userid>_<teamid>);
-- reactions.emojiname, which names a custom emoji only when it is not a system one and emoji.name is unique only with
-- deleteat; oauthaccessdata.token and useraccesstokens.token, which are also the token of a session (sessions.token is
-- no key); the remoteid columns of users, posts, reactions and fileinfo, NULL everywhere (no shared channels, the
-- remoteclusters tables are not in this replica) and uploadsessions.remoteid/reqfileid ('' everywhere);
-- channelbookmarks.parentid (reserved, NULL on every row, never joined). Undiscoverable: termsofservice.userid (one
-- admin wrote every version) and teams.schemeid (one team on a live scheme; the rest NULL, or '' after the Support
-- scheme was deleted) each hold a single key value. Skewed: a few people write most posts, a few channels
-- (town squares, #random, CI and alert channels) hold most of them; DMs follow the chattiest people.
-- Deterministic: every draw is an md5 of a key (no plan or row order matters), setseed for form, no parallel plans.

SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SET TimeZone = 'UTC';
SET jit = off;
SELECT setseed(0.2323);
-- u(key): a uniform draw in [0,1) derived from the key, so every value is the same whatever the plan or row order
CREATE FUNCTION pg_temp.u(k text) RETURNS float8 LANGUAGE sql IMMUTABLE AS
  $$ SELECT ('x' || substr(md5(k), 1, 12))::bit(48)::bigint / 281474976710656.0 $$;
-- mmid(key): Mattermost's model.NewId(): 16 bytes in base32 with the alphabet ybndrfg8ejkmcpqxot1uwisza345h769, 26 characters
CREATE FUNCTION pg_temp.mmid(k text) RETURNS varchar LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE b bit(130) := ('x' || md5(k))::bit(128) || B'00'; r text := ''; i int;
BEGIN
  FOR i IN 0..25 LOOP r := r || substr('ybndrfg8ejkmcpqxot1uwisza345h769', 1 + substring(b from i*5+1 for 5)::int, 1); END LOOP;
  RETURN r;
END $$;
CREATE FUNCTION pg_temp.ms(t timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM t) * 1000)::bigint $$;
CREATE FUNCTION pg_temp.tsb(k text, a timestamptz, b timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS
  $$ SELECT a + (b - a) * pg_temp.u(k) $$;
-- the install: first run 2019-03-04, snapshot 2024-10-14
CREATE FUNCTION pg_temp.t0() RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT timestamptz '2019-03-04 09:12:00+00' $$;
CREATE FUNCTION pg_temp.tnow() RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT timestamptz '2024-10-14 16:00:00+00' $$;

CREATE TYPE channel_type AS ENUM ('P', 'G', 'O', 'D');
CREATE TYPE team_type AS ENUM ('I', 'O');
CREATE TYPE upload_session_type AS ENUM ('attachment', 'import');
CREATE TYPE channel_bookmark_type AS ENUM ('link', 'file');

CREATE TEMP TABLE fnames AS SELECT row_number() OVER () AS i, x AS nm FROM unnest(ARRAY['Anna','Ben','Carla','David','Elena','Farid','Greta','Hugo','Ines','Jonas','Kira','Lukas','Maya','Nils','Olga','Pavel','Quinn','Rosa','Sven','Tara','Umar','Vera','Wei','Xenia','Yusuf','Zoe',
 'Aaron','Bianca','Chen','Dana','Emil','Fatima','Georg','Hana','Ivan','Julia','Karim','Lena','Marco','Nora','Oscar','Priya','Rafael','Sara','Tomas','Uma','Viktor','Wanda','Yara','Zeno',
 'Alex','Beatriz','Conor','Divya','Erik','Fiona','Gustav','Helga','Isaac','Jana','Kenji','Lucia','Mateo','Nadia','Omar','Paula','Ravi','Sofia','Theo','Ursula']) x;
CREATE TEMP TABLE lnames AS SELECT row_number() OVER () AS i, x AS nm FROM unnest(ARRAY['Schmidt','Novak','Rossi','Garcia','Kowalski','Jensen','Larsen','Moreau','Silva','Fischer','Weber','Meyer','Wagner','Becker','Hoffmann','Koch','Richter','Klein','Wolf','Neumann',
 'Tanaka','Sato','Kim','Park','Nguyen','Tran','Patel','Shah','Khan','Ali','Okafor','Mensah','Diallo','Haddad','Cohen','Levi','Murphy','Kelly','Walsh','Byrne',
 'Andersen','Nielsen','Berg','Lund','Holm','Virtanen','Korhonen','Horvath','Nagy','Popescu','Ionescu','Petrov','Ivanova','Sokolov','Costa','Ferreira','Santos','Romero','Torres','Ortiz','Brown','Taylor','Evans','Wright','Walker','Young','Hill','Clarke','Baker','Turner']) x;

-- users: 1..430 people (n % 37 = 0 guests), 431..442 bots; 77 and 203 were later permanently deleted (mmctl user delete --permanent)
CREATE TEMP TABLE uu AS
WITH b AS (
  SELECT n, CASE WHEN n >= 431 THEN 'bot' WHEN n % 37 = 0 THEN 'guest' ELSE 'human' END AS kind,
         pg_temp.mmid('user:' || n) AS id
    FROM generate_series(1, 442) n),
c AS (
  SELECT b.*,
    CASE WHEN kind = 'bot' THEN (ARRAY[timestamptz '2020-06-02 10:00+00','2019-09-18 14:00+00','2021-05-11 09:30+00','2022-11-08 13:00+00','2019-11-20 16:45+00','2020-02-03 11:20+00',
                                       '2021-07-14 08:00+00','2024-05-21 15:10+00','2020-04-07 12:00+00','2021-10-19 09:00+00','2022-03-01 17:30+00','2023-06-12 10:05+00'])[n - 430]
         WHEN n = 1 THEN pg_temp.t0()
         ELSE pg_temp.t0() + (pg_temp.tnow() - interval '20 days' - pg_temp.t0()) * power((n - 1) / 430.0, 1.15) + interval '1 hour' * floor(pg_temp.u('uc' || n) * 30) END AS created
    FROM b)
SELECT c.*,
  CASE WHEN n IN (77, 203) THEN 'perm' WHEN kind <> 'bot' AND n > 4 AND n NOT IN (5, 12, 19, 23, 31, 41, 58) AND pg_temp.u('deact' || n) < 0.13 THEN 'deact' ELSE 'active' END AS state,
  power(pg_temp.u('chat' || n), 2.2) AS w
  FROM c;
ALTER TABLE uu ADD COLUMN gone timestamptz, ADD COLUMN username text, ADD COLUMN fn text, ADD COLUMN ln text;
UPDATE uu SET gone = created + (pg_temp.tnow() - created) * (0.25 + 0.7 * pg_temp.u('gone' || n)) WHERE state <> 'active';
UPDATE uu SET gone = timestamptz '2023-05-10 08:40+00' WHERE n = 77;
UPDATE uu SET gone = timestamptz '2024-02-20 14:05+00' WHERE n = 203;
UPDATE uu SET fn = f.nm, ln = l.nm FROM fnames f, lnames l
 WHERE uu.kind <> 'bot' AND f.i = 1 + floor(pg_temp.u('fn' || uu.n) * 70) AND l.i = 1 + floor(pg_temp.u('ln' || uu.n) * 70);
UPDATE uu SET username = x.un FROM (
  SELECT n, lower(fn) || '.' || lower(ln) || CASE WHEN row_number() OVER (PARTITION BY fn, ln ORDER BY n) > 1 THEN (row_number() OVER (PARTITION BY fn, ln ORDER BY n))::text ELSE '' END AS un
    FROM uu WHERE kind <> 'bot') x WHERE x.n = uu.n;
UPDATE uu SET username = 'admin' WHERE n = 1;
UPDATE uu SET username = (ARRAY['system-bot','feedbackbot','playbooks','calls','github','jira','boards','ai','deploy-bot','standup-bot','grafana-alerts','release-notes'])[n - 430],
              fn = (ARRAY['System','Feedbackbot','Playbooks','Calls','GitHub','Jira','Boards','Copilot','Deploy Bot','Standup','Grafana Alerts','Release Notes'])[n - 430], ln = ''
 WHERE kind = 'bot';
-- an active user's presence (for sessions, statuses, logins)
CREATE TEMP TABLE hum AS SELECT * FROM uu WHERE kind <> 'bot';

-- ---------------------------------------------------------------- schemes and roles
CREATE TABLE roles (
    id varchar(26) NOT NULL, name varchar(64), displayname varchar(128), description varchar(1024),
    createat bigint, updateat bigint, deleteat bigint, permissions text, schememanaged boolean, builtin boolean,
    PRIMARY KEY (id), UNIQUE (name));
CREATE TABLE schemes (
    id varchar(26) NOT NULL, name varchar(64), displayname varchar(128), description varchar(1024),
    createat bigint, updateat bigint, deleteat bigint, scope varchar(32),
    defaultteamadminrole varchar(64), defaultteamuserrole varchar(64), defaultchanneladminrole varchar(64), defaultchanneluserrole varchar(64),
    defaultteamguestrole varchar(64), defaultchannelguestrole varchar(64),
    defaultplaybookadminrole varchar(64) DEFAULT ''::character varying, defaultplaybookmemberrole varchar(64) DEFAULT ''::character varying,
    defaultrunadminrole varchar(64) DEFAULT ''::character varying, defaultrunmemberrole varchar(64) DEFAULT ''::character varying,
    PRIMARY KEY (id), UNIQUE (name));
CREATE INDEX idx_schemes_channel_guest_role ON schemes (defaultchannelguestrole);
CREATE INDEX idx_schemes_channel_user_role ON schemes (defaultchanneluserrole);
CREATE INDEX idx_schemes_channel_admin_role ON schemes (defaultchanneladminrole);

CREATE TEMP TABLE perms AS SELECT * FROM (VALUES
 ('system_admin', 'sysconsole_read_about sysconsole_write_about manage_system manage_team manage_public_channel_members manage_private_channel_members create_team delete_post delete_others_posts edit_others_posts manage_roles manage_system_wide_oauth manage_bots manage_others_bots read_jobs manage_jobs create_user_access_token revoke_user_access_token manage_incoming_webhooks manage_outgoing_webhooks manage_slash_commands manage_others_slash_commands create_group_channel create_direct_channel invite_guest promote_guest demote_to_guest create_custom_group manage_custom_group_members'),
 ('system_user', 'list_public_teams join_public_teams create_direct_channel create_group_channel view_members create_team create_emojis delete_emojis edit_custom_group create_custom_group delete_custom_group manage_custom_group_members list_team_channels join_public_channels read_public_channel'),
 ('system_guest', 'create_direct_channel create_group_channel'),
 ('system_user_access_token', 'create_user_access_token read_user_access_token revoke_user_access_token'),
 ('system_post_all', 'create_post use_channel_mentions use_group_mentions'),
 ('system_post_all_public', 'create_post_public use_channel_mentions'),
 ('system_read_only_admin', 'sysconsole_read_about sysconsole_read_reporting sysconsole_read_user_management_users read_jobs list_private_teams read_other_users_teams'),
 ('system_manager', 'sysconsole_read_about sysconsole_read_reporting sysconsole_write_user_management_teams sysconsole_write_user_management_channels manage_team read_jobs'),
 ('system_user_manager', 'sysconsole_read_user_management_users sysconsole_write_user_management_teams manage_team list_private_teams'),
 ('system_custom_group_admin', 'create_custom_group edit_custom_group delete_custom_group restore_custom_group manage_custom_group_members'),
 ('team_admin', 'manage_team remove_user_from_team manage_team_roles manage_public_channel_members manage_private_channel_members delete_post delete_others_posts manage_incoming_webhooks manage_outgoing_webhooks manage_slash_commands manage_others_slash_commands import_team convert_public_channel_to_private convert_private_channel_to_public'),
 ('team_user', 'list_team_channels join_public_channels read_public_channel view_team create_public_channel create_private_channel invite_user add_user_to_team playbook_public_create playbook_private_create'),
 ('team_guest', 'view_team'),
 ('team_post_all', 'create_post use_channel_mentions'),
 ('team_post_all_public', 'create_post_public use_channel_mentions'),
 ('channel_admin', 'manage_channel_roles use_group_mentions manage_public_channel_members manage_private_channel_members delete_public_channel delete_private_channel'),
 ('channel_user', 'read_channel add_reaction remove_reaction manage_public_channel_members upload_file get_public_link create_post use_channel_mentions manage_public_channel_properties delete_public_channel manage_private_channel_properties delete_private_channel manage_private_channel_members delete_post edit_post use_group_mentions read_channel_content'),
 ('channel_guest', 'read_channel add_reaction remove_reaction upload_file edit_post create_post use_channel_mentions read_channel_content'),
 ('playbook_admin', 'playbook_public_manage_members playbook_public_manage_roles playbook_public_manage_properties playbook_private_manage_members playbook_private_manage_roles playbook_private_manage_properties playbook_public_make_private'),
 ('playbook_member', 'playbook_public_view playbook_public_manage_members playbook_public_manage_properties playbook_private_view playbook_private_manage_members playbook_private_manage_properties run_create'),
 ('run_admin', 'run_manage_members run_manage_properties'),
 ('run_member', 'run_view')) v(rname, perms);

-- built-in roles, created at first start (5.x), updated by later permission migrations
INSERT INTO roles
SELECT pg_temp.mmid('role:' || rname), rname, 'authentication.roles.' || rname || '.name', 'authentication.roles.' || rname || '.description',
       pg_temp.ms(CASE WHEN rname LIKE 'playbook%' OR rname LIKE 'run%' THEN timestamptz '2022-01-18 03:10+00' WHEN rname IN ('system_read_only_admin','system_manager','system_user_manager') THEN timestamptz '2020-07-21 03:05+00'
                       WHEN rname = 'system_custom_group_admin' THEN timestamptz '2022-11-16 03:02+00' ELSE pg_temp.t0() END),
       pg_temp.ms(timestamptz '2024-08-20 02:31:07+00' - interval '1 second' * (length(rname) * 17)), 0, perms,
       rname NOT IN ('system_user_access_token','system_post_all','system_post_all_public','team_post_all','team_post_all_public','system_read_only_admin','system_manager','system_user_manager','system_custom_group_admin'),
       true
  FROM perms;

-- schemes (Enterprise permission schemes): scheme and role names are model.NewId()s; the display name of a scheme role
-- is built before the scheme gets its name, hence the trailing "for Scheme " with nothing after it
CREATE TEMP TABLE sch AS SELECT * FROM (VALUES
  (1, 'team',    'Engineering permissions',       'Stricter channel management for Engineering', timestamptz '2019-10-02 13:40+00', NULL::timestamptz),
  (2, 'team',    'Support (2020)',                'Old Support team scheme',                     timestamptz '2020-03-17 10:05+00', timestamptz '2022-09-06 09:12+00'),
  (3, 'channel', 'Customer shared channels',      'Guests may post, members may not @all',       timestamptz '2021-02-09 15:22+00', NULL),
  (4, 'channel', 'Read-only announcements',       'Only admins post',                            timestamptz '2020-08-25 08:00+00', NULL),
  (5, 'channel', 'Moderated trial',               'Moderation trial for #watercooler',           timestamptz '2022-04-04 12:00+00', timestamptz '2022-06-30 16:45+00')) v(s, scope, dn, descr, created, deleted);
CREATE TEMP TABLE schrole AS
SELECT s, k, pg_temp.mmid('srole:' || s || ':' || k) AS rid, pg_temp.mmid('srolename:' || s || ':' || k) AS rname,
       CASE WHEN k IN ('team_admin','team_user','team_guest','channel_admin','channel_user','channel_guest') THEN deleted END AS rdeleted, created, deleted
  FROM sch, unnest(ARRAY['team_admin','team_user','team_guest','channel_admin','channel_user','channel_guest','playbook_admin','playbook_member','run_admin','run_member']) k
 WHERE scope = 'team' OR k LIKE 'channel%';
INSERT INTO roles
SELECT rid, schrole.rname,
       (CASE k WHEN 'team_admin' THEN 'Team Admin' WHEN 'team_user' THEN 'Team User' WHEN 'team_guest' THEN 'Team Guest' WHEN 'channel_admin' THEN 'Channel Admin'
               WHEN 'channel_user' THEN 'Channel User' WHEN 'channel_guest' THEN 'Channel Guest' WHEN 'playbook_admin' THEN 'Playbook Admin'
               WHEN 'playbook_member' THEN 'Playbook Member' WHEN 'run_admin' THEN 'Run Admin' ELSE 'Run Member' END) || ' Role for Scheme ',
       '', pg_temp.ms(CASE WHEN k LIKE 'playbook%' OR k LIKE 'run%' THEN greatest(created, timestamptz '2022-01-18 03:10+00') ELSE created END),
       pg_temp.ms(coalesce(rdeleted, created + interval '3 days')), coalesce(pg_temp.ms(rdeleted), 0),
       CASE WHEN k = 'channel_admin' AND s IN (3,4,5) THEN '' ELSE p.perms END, true, false
  FROM schrole JOIN perms p ON p.rname = schrole.k;
INSERT INTO schemes
SELECT pg_temp.mmid('scheme:' || s), pg_temp.mmid('schemename:' || s), dn, descr, pg_temp.ms(created),
       pg_temp.ms(coalesce(deleted, created + interval '3 days')), coalesce(pg_temp.ms(deleted), 0), scope,
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'team_admin'), ''),
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'team_user'), ''),
       (SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'channel_admin'),
       (SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'channel_user'),
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'team_guest'), ''),
       (SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'channel_guest'),
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'playbook_admin'), ''),
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'playbook_member'), ''),
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'run_admin'), ''),
       coalesce((SELECT rname FROM schrole r WHERE r.s = sch.s AND k = 'run_member'), '')
  FROM sch;

-- ---------------------------------------------------------------- users and bots
CREATE TABLE users (
    id varchar(26) NOT NULL, createat bigint, updateat bigint, deleteat bigint,
    username varchar(64), password varchar(128), authdata varchar(128), authservice varchar(32), email varchar(128),
    emailverified boolean, nickname varchar(64), firstname varchar(64), lastname varchar(64), roles varchar(256),
    allowmarketing boolean, props jsonb, notifyprops jsonb, lastpasswordupdate bigint, lastpictureupdate bigint,
    failedattempts integer, locale varchar(5), mfaactive boolean, mfasecret varchar(128), position varchar(128),
    timezone jsonb, remoteid varchar(26), lastlogin bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (id), UNIQUE (username), UNIQUE (authdata), UNIQUE (email));
CREATE INDEX idx_users_update_at ON users (updateat);
CREATE INDEX idx_users_create_at ON users (createat);
CREATE INDEX idx_users_delete_at ON users (deleteat);
-- people moved to LDAP in March 2021 (authservice 'ldap', authdata the sAMAccountName, no password); guests, the first
-- admin and a few contractors kept e-mail sign-in (authservice '', authdata NULL); bots have neither
INSERT INTO users
SELECT id, pg_temp.ms(created),
       pg_temp.ms(CASE WHEN state = 'deact' THEN gone ELSE created + (pg_temp.tnow() - created) * pg_temp.u('uupd' || n) END),
       CASE WHEN state = 'deact' THEN pg_temp.ms(gone) ELSE 0 END,
       username,
       CASE WHEN kind = 'bot' THEN '' WHEN ldap THEN '' ELSE '$2a$10$' || substr(md5('pw' || n), 1, 22) || substr(md5('pw2' || n), 1, 31) END,
       CASE WHEN ldap THEN username END,
       CASE WHEN ldap THEN 'ldap' ELSE '' END,
       CASE WHEN kind = 'bot' THEN username || '@localhost' WHEN kind = 'guest' THEN username || '@' || (ARRAY['acme-retail.com','northwind.io','globex.example','contoso.net'])[1 + n % 4]
            ELSE username || '@corvidlabs.com' END,
       kind <> 'bot' OR n > 438,
       CASE WHEN kind = 'human' AND pg_temp.u('nick' || n) < 0.12 THEN lower(fn) ELSE '' END,
       coalesce(fn, ''), coalesce(ln, ''),
       CASE WHEN n = 1 OR n IN (2, 3, 4) THEN 'system_user system_admin' WHEN kind = 'guest' THEN 'system_guest'
            WHEN kind = 'bot' AND n IN (439, 441) THEN 'system_user system_post_all' WHEN n IN (12, 58) THEN 'system_user system_user_manager'
            ELSE 'system_user' END,
       false,
       CASE WHEN kind = 'bot' THEN '{}'::jsonb
            WHEN pg_temp.u('cs' || n) < 0.1 THEN jsonb_build_object('customStatus', jsonb_build_object('emoji', (ARRAY['palm_tree','calendar','hamburger','house','face_with_thermometer'])[1 + n % 5],
                 'text', (ARRAY['On vacation','In a meeting','Out for lunch','Working from home','Out sick'])[1 + n % 5], 'duration', 'today'))
            ELSE jsonb_build_object('last_search_pointer', (n % 4)::text) END,
       jsonb_build_object('push', CASE WHEN n % 5 = 0 THEN 'all' ELSE 'mention' END, 'email', CASE WHEN n % 3 = 0 THEN 'false' ELSE 'true' END,
            'first_name', 'false', 'channel', 'true', 'comments', 'never', 'desktop', 'mention', 'mention_keys', '', 'push_status', 'away',
            'desktop_sound', 'true', 'auto_responder_active', 'false', 'auto_responder_message', 'Hello, I am out of office and unable to respond to messages.'),
       CASE WHEN ldap OR kind = 'bot' THEN 0 ELSE pg_temp.ms(created + (pg_temp.tnow() - created) * pg_temp.u('lpu' || n) * 0.5) END,
       CASE WHEN pg_temp.u('pic' || n) < 0.55 THEN pg_temp.ms(created + (pg_temp.tnow() - created) * pg_temp.u('picu' || n)) ELSE 0 END,
       CASE WHEN pg_temp.u('fail' || n) < 0.06 THEN 1 + (n % 3) ELSE 0 END,
       CASE WHEN kind = 'bot' THEN 'en' ELSE (ARRAY['en','en','en','de','en','fr','en','es','en','ja','en','pt-BR'])[1 + floor(pg_temp.u('loc' || n) * 12)::int] END,
       pg_temp.u('mfa' || n) < 0.08 AND kind = 'human', CASE WHEN pg_temp.u('mfa' || n) < 0.08 AND kind = 'human' THEN upper(substr(md5('mfa' || n), 1, 32)) ELSE '' END,
       CASE WHEN kind <> 'human' THEN '' ELSE (ARRAY['','Software Engineer','Senior Software Engineer','Product Manager','Support Engineer','QA Engineer','Designer','Engineering Manager',
            'Account Executive','DevOps Engineer','','Data Scientist','Technical Writer','Marketing Manager',''])[1 + floor(pg_temp.u('pos' || n) * 15)::int] END,
       CASE WHEN kind = 'bot' OR pg_temp.u('tz' || n) < 0.7 THEN '{"automaticTimezone": "", "manualTimezone": "", "useAutomaticTimezone": "true"}'::jsonb
            ELSE jsonb_build_object('automaticTimezone', (ARRAY['Europe/Berlin','America/New_York','Europe/Lisbon','Asia/Tokyo','America/Sao_Paulo'])[1 + n % 5], 'manualTimezone', '', 'useAutomaticTimezone', 'true') END,
       NULL,
       CASE WHEN kind = 'bot' OR state <> 'active' THEN 0
            WHEN pg_temp.u('ll' || n) < 0.9 THEN pg_temp.ms(pg_temp.tnow() - interval '1 hour' * floor(pow(pg_temp.u('llt' || n), 3) * 2000)) ELSE 0 END
  FROM (SELECT uu.*, kind = 'human' AND n NOT IN (1) AND pg_temp.u('ldap' || n) < 0.88 AS ldap FROM uu) x
 WHERE state <> 'perm';

CREATE TABLE bots (
    userid varchar(26) NOT NULL, description varchar(1024), ownerid varchar(190),
    createat bigint, updateat bigint, deleteat bigint, lasticonupdate bigint, PRIMARY KEY (userid));
-- bots created by a plugin (EnsureBotUser) are owned by the plugin id; the system bot by the first system admin; the rest by the user who made them
INSERT INTO bots
SELECT id, (ARRAY['','Feedbackbot collects user feedback to improve Mattermost.','Playbooks bot.','Calls Bot','Created by the GitHub plugin.','Created by the Jira plugin.',
               'Created by Boards plugin.','Copilot, your AI assistant','Posts deployment results from the CD pipeline','Daily standup reminders','Grafana alert notifications','Posts release notes'])[n - 430],
       CASE n WHEN 431 THEN pg_temp.mmid('user:1') WHEN 432 THEN 'com.mattermost.nps' WHEN 433 THEN 'playbooks' WHEN 434 THEN 'com.mattermost.calls'
              WHEN 435 THEN 'github' WHEN 436 THEN 'jira' WHEN 437 THEN 'focalboard' WHEN 438 THEN 'mattermost-ai'
              WHEN 439 THEN pg_temp.mmid('user:12') WHEN 440 THEN pg_temp.mmid('user:58') WHEN 441 THEN pg_temp.mmid('user:5') ELSE pg_temp.mmid('user:12') END,
       pg_temp.ms(created), pg_temp.ms(created + interval '2 days'), 0,
       CASE WHEN n IN (435, 436, 439, 441) THEN pg_temp.ms(created + interval '1 hour') ELSE 0 END
  FROM uu WHERE kind = 'bot';

-- ---------------------------------------------------------------- teams
CREATE TABLE teams (
    id varchar(26) NOT NULL, createat bigint, updateat bigint, deleteat bigint, displayname varchar(64), name varchar(64),
    description varchar(255), email varchar(128), type team_type, companyname varchar(64), alloweddomains varchar(1000),
    inviteid varchar(32), schemeid varchar(26), allowopeninvite boolean, lastteamiconupdate bigint, groupconstrained boolean,
    cloudlimitsarchived boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id), UNIQUE (name));
CREATE INDEX idx_teams_invite_id ON teams (inviteid);
CREATE INDEX idx_teams_scheme_id ON teams (schemeid);
CREATE TEMP TABLE tt AS SELECT t, pg_temp.mmid('team:' || t) AS id, name, dn, created, deleted, ty, scheme FROM (VALUES
  (1, 'engineering',     'Engineering',         timestamptz '2019-03-04 09:20+00', NULL::timestamptz,            'I', 1),
  (2, 'corvid',          'Corvid Labs',         timestamptz '2019-03-04 10:02+00', NULL,                         'O', NULL),
  (3, 'support',         'Customer Support',    timestamptz '2019-06-10 08:15+00', NULL,                         'I', 2),
  (4, 'sales-marketing', 'Sales & Marketing',   timestamptz '2020-01-15 13:30+00', NULL,                         'I', NULL),
  (5, 'hackathon-2020',  'Hackathon 2020',      timestamptz '2020-09-01 07:45+00', timestamptz '2020-12-01 17:00+00', 'O', NULL)) v(t, name, dn, created, deleted, ty, scheme);
-- a team on a scheme points at it; the Support team's scheme was deleted, which resets SchemeId to '' (teams never on a scheme keep NULL)
INSERT INTO teams
SELECT id, pg_temp.ms(created), pg_temp.ms(coalesce(deleted, created + interval '400 days')), coalesce(pg_temp.ms(deleted), 0), dn, name,
       CASE t WHEN 2 THEN 'Everyone at Corvid Labs' WHEN 1 THEN 'Product engineering' ELSE '' END, 'admin@corvidlabs.com', ty::team_type, '',
       CASE WHEN t IN (1, 2) THEN 'corvidlabs.com' ELSE '' END, substr(md5('invite' || t), 1, 26),
       CASE WHEN t = 1 THEN pg_temp.mmid('scheme:1') WHEN t = 3 THEN '' END,
       t IN (2, 5), CASE WHEN t IN (1, 2) THEN pg_temp.ms(created + interval '30 days') ELSE 0 END, false, false
  FROM tt;

-- team memberships (including ones for users later permanently deleted: kept here for history, not inserted)
CREATE TEMP TABLE tm AS
WITH cand AS (
  SELECT t.t, u.n, u.kind, u.state, u.gone, greatest(u.created, t.created) + interval '1 minute' * floor(pg_temp.u('tj' || t.t || ':' || u.n) * (CASE WHEN t.t IN (3,4) AND u.created < t.created THEN 30*1440 ELSE 90 END)) AS joined
    FROM tt t CROSS JOIN uu u
   WHERE u.created < coalesce(t.deleted, pg_temp.tnow())
     AND CASE WHEN u.kind = 'bot' THEN (t.t = 1 AND u.n IN (433,435,436,439,440,441,442)) OR (t.t = 3 AND u.n IN (433,436,440)) OR (t.t = 2 AND u.n = 442)
              WHEN u.kind = 'guest' THEN (t.t = 3) OR (t.t = 1 AND pg_temp.u('gt1' || u.n) < 0.4)
              WHEN u.n <= 4 THEN t.t <> 5 OR u.n = 2
              WHEN (t.t = 1 AND u.n IN (5, 12, 19, 58)) OR (t.t = 3 AND u.n IN (23, 41)) OR (t.t = 4 AND u.n = 31) THEN true
              ELSE CASE t.t WHEN 2 THEN true WHEN 1 THEN pg_temp.u('t1' || u.n) < 0.55 WHEN 3 THEN pg_temp.u('t3' || u.n) < 0.2
                            WHEN 4 THEN pg_temp.u('t4' || u.n) < 0.18 ELSE u.created < timestamptz '2020-10-15' AND pg_temp.u('t5' || u.n) < 0.35 END END)
SELECT cand.*, CASE WHEN t NOT IN (2, 5) AND kind = 'human' AND n NOT IN (5, 12, 19, 23, 31, 41, 58) AND pg_temp.u('tleft' || t || ':' || n) < 0.05
                    THEN joined + (least(coalesce(gone, pg_temp.tnow()), pg_temp.tnow()) - joined) * pg_temp.u('tlt' || t || ':' || n) END AS leftat,
       (n <= 4 OR (t = 1 AND n IN (12, 19, 58)) OR (t = 3 AND n IN (23, 41)) OR (t = 4 AND n = 31)) AS tadmin
  FROM cand WHERE joined < coalesce(gone, pg_temp.tnow());

CREATE TABLE teammembers (
    teamid varchar(26) NOT NULL, userid varchar(26) NOT NULL, roles varchar(256), deleteat bigint,
    schemeuser boolean, schemeadmin boolean, schemeguest boolean, createat bigint DEFAULT 0,
    PRIMARY KEY (teamid, userid));
CREATE INDEX idx_teammembers_user_id ON teammembers (userid);
CREATE INDEX idx_teammembers_delete_at ON teammembers (deleteat);
CREATE INDEX idx_teammembers_createat ON teammembers (createat);
-- teammembers.createat came in 7.x with default 0: memberships older than that carry 0
INSERT INTO teammembers
SELECT tt.id, uu.id, '', coalesce(pg_temp.ms(tm.leftat), 0), tm.kind <> 'guest', tm.tadmin, tm.kind = 'guest',
       CASE WHEN tm.joined < timestamptz '2022-10-17' THEN 0 ELSE pg_temp.ms(tm.joined) END
  FROM tm JOIN tt ON tt.t = tm.t JOIN uu ON uu.n = tm.n
 WHERE uu.state <> 'perm';

-- ---------------------------------------------------------------- channels
CREATE TEMP TABLE chspec AS
WITH s AS (
  SELECT * FROM (VALUES
   (1, 1, 'ci-builds', 'CI Builds', 'O', NULL::int), (1, 2, 'alerts-prod', 'Alerts (prod)', 'O', NULL), (1, 3, 'github-activity', 'GitHub activity', 'O', NULL),
   (1, 4, 'releases', 'Releases', 'O', 4), (1, 5, 'incidents', 'Incidents', 'O', NULL), (1, 6, 'eng-leads', 'Eng Leads', 'P', NULL),
   (2, 1, 'announcements', 'Announcements', 'O', 4), (2, 2, 'random', 'Random', 'O', NULL), (2, 3, 'watercooler', 'Watercooler', 'O', 0),
   (2, 4, 'hr-questions', 'HR questions', 'O', NULL), (2, 5, 'it-helpdesk', 'IT Helpdesk', 'O', NULL), (2, 6, 'kudos', 'Kudos', 'O', NULL),
   (3, 1, 'support-escalations', 'Support Escalations', 'O', NULL), (3, 2, 'jira-tickets', 'Jira tickets', 'O', NULL),
   (3, 3, 'customer-acme', 'Customer: ACME Retail', 'P', 3), (3, 4, 'customer-northwind', 'Customer: Northwind', 'P', 3),
   (3, 5, 'customer-globex', 'Customer: Globex', 'P', 3), (3, 6, 'customer-contoso', 'Customer: Contoso', 'P', 0),
   (4, 1, 'deals-won', 'Deals won', 'O', NULL), (4, 2, 'marketing-campaigns', 'Marketing campaigns', 'O', NULL), (4, 3, 'leads', 'Leads', 'P', NULL)) v(t, i, name, dn, ty, scheme)),
g AS (
  SELECT t, i FROM (VALUES (1, 88), (2, 50), (3, 36), (4, 28), (5, 12)) k(t, cnt), generate_series(1, cnt) i),
p AS (
  SELECT g.t, g.i, g.i - 1 - (SELECT count(*) FROM s WHERE s.t = g.t)::int AS g,
    CASE g.t WHEN 1 THEN ARRAY['eng','team','proj','dev','rfc','incident'] WHEN 2 THEN ARRAY['social','club','office','ask','help']
             WHEN 3 THEN ARRAY['support','tier2','kb','cust'] WHEN 4 THEN ARRAY['sales','mkt','region','partner'] ELSE ARRAY['hack-team'] END AS pf,
    CASE g.t WHEN 1 THEN ARRAY['backend','frontend','mobile','infra','data','ml','security','qa','docs','api','billing','search','payments','auth','perf','platform','design','android','ios','desktop','k8s','db','observability','oncall','sre','build','growth','onboarding','reporting','export']
             WHEN 2 THEN ARRAY['berlin','lisbon','remote','books','running','music','cooking','gaming','photography','parents','pets','cycling','chess','climbing','movies']
             WHEN 3 THEN ARRAY['billing','onboarding','outages','feedback','enterprise','smb','emea','apac','amer','mobile','api','integrations']
             WHEN 4 THEN ARRAY['emea','dach','nordics','iberia','us-east','us-west','apac','events','content','seo','webinars','pricing']
             ELSE ARRAY['1','2','3','4','5','6','7','8','9','10','11','12'] END AS tp
    FROM g)
SELECT p.t, p.i,
       coalesce(s.name, CASE WHEN p.t = 5 THEN 'hack-team-' || p.i ELSE pf[1 + p.g % array_length(pf, 1)] || '-' || tp[1 + (p.g / array_length(pf, 1)) % array_length(tp, 1)] END) AS name,
       coalesce(s.dn, CASE WHEN p.t = 5 THEN 'Hack Team ' || p.i ELSE initcap(replace(pf[1 + p.g % array_length(pf, 1)] || ' ' || tp[1 + (p.g / array_length(pf, 1)) % array_length(tp, 1)], '-', ' ')) END) AS dn,
       coalesce(s.ty, CASE WHEN pg_temp.u('chty' || p.t || ':' || p.i) < 0.3 THEN 'P' ELSE 'O' END) AS ty,
       s.scheme, s.name IS NOT NULL AS special
  FROM p LEFT JOIN s ON s.t = p.t AND s.i = p.i;

CREATE TEMP TABLE ch (c serial, id text, t int, ty text, name text, dn text, creator int, created timestamptz, deleted timestamptz, scheme int, special bool, pop float8, grp int[]);
-- default channels: created with the team, no creator
INSERT INTO ch (t, ty, name, dn, creator, created, deleted, scheme, special, pop)
SELECT t, 'O', x.name, x.dn, NULL, created + interval '1 second', NULL, NULL, true, 1
  FROM tt, (VALUES ('town-square', 'Town Square'), ('off-topic', 'Off-Topic')) x(name, dn) ORDER BY t, x.name DESC;
INSERT INTO ch (t, ty, name, dn, creator, created, deleted, scheme, special, pop)
SELECT s.t, s.ty, s.name, s.dn, NULL,
       CASE WHEN s.t = 5 THEN tt.created + (tt.deleted - tt.created) * 0.3 * pg_temp.u('chc5' || s.i)
            WHEN s.special THEN tt.created + interval '1 day' * (3 + s.i * 11)
            ELSE tt.created + (pg_temp.tnow() - interval '10 days' - tt.created) * power(pg_temp.u('chc' || s.t || ':' || s.i), 1.3) END,
       NULL, s.scheme, s.special, power(pg_temp.u('pop' || s.t || ':' || s.i), 2.5)
  FROM chspec s JOIN tt ON tt.t = s.t ORDER BY s.t, s.i;
UPDATE ch SET deleted = created + (pg_temp.tnow() - created) * (0.2 + 0.75 * pg_temp.u('chdel' || c))
 WHERE NOT special AND t <> 5 AND pg_temp.u('chdel?' || c) < 0.09
   AND name NOT IN ('eng-backend', 'eng-frontend', 'team-mobile', 'dev-infra', 'proj-data', 'team-qa', 'dev-security', 'eng-api', 'support-billing', 'tier2-onboarding',
                    'team-infra', 'proj-ml', 'team-frontend', 'ask-remote', 'support-outages', 'incident-security', 'proj-billing');
UPDATE ch SET pop = CASE name WHEN 'announcements' THEN 1 WHEN 'random' THEN 0.85 WHEN 'kudos' THEN 0.6 WHEN 'it-helpdesk' THEN 0.7 WHEN 'watercooler' THEN 0.5
                              WHEN 'incidents' THEN 0.5 WHEN 'releases' THEN 0.55 WHEN 'ci-builds' THEN 0.3 WHEN 'alerts-prod' THEN 0.25 WHEN 'github-activity' THEN 0.2
                              WHEN 'eng-leads' THEN 0.05 WHEN 'support-escalations' THEN 0.8 WHEN 'jira-tickets' THEN 0.5 WHEN 'deals-won' THEN 0.9
                              WHEN 'marketing-campaigns' THEN 0.6 WHEN 'leads' THEN 0.3 ELSE pop END
 WHERE special AND name NOT IN ('town-square', 'off-topic');
UPDATE ch SET pop = 0.02 + 0.15 * pop WHERE ty = 'P' AND NOT special;
UPDATE ch SET pop = 0.25 WHERE name LIKE 'customer-%';
UPDATE ch SET pop = 0.04 + 0.5 * pop WHERE t <> 5 AND NOT special;
ANALYZE ch; ANALYZE tm; ANALYZE uu;
-- the creator: the member with the smallest weighted key among those in the team when the channel was made
UPDATE ch SET creator = x.n FROM (
  SELECT DISTINCT ON (ch.c) ch.c, tm.n
    FROM ch JOIN tm ON tm.t = ch.t AND tm.joined < ch.created AND tm.kind = 'human' AND coalesce(tm.leftat, 'infinity') > ch.created
    JOIN uu ON uu.n = tm.n AND coalesce(uu.gone, 'infinity') > ch.created
   WHERE ch.name NOT IN ('town-square', 'off-topic')
   ORDER BY ch.c, -ln(1 - pg_temp.u('creator' || ch.c || ':' || tm.n)) / (uu.w + 0.02), tm.n) x
 WHERE x.c = ch.c;
-- one channel was created by user 77, permanently deleted later
UPDATE ch SET creator = 77 WHERE c = (SELECT min(c) FROM ch JOIN tm ON tm.t = ch.t AND tm.n = 77 AND tm.joined < ch.created WHERE ch.ty = 'O' AND NOT ch.special AND ch.t = 1);

-- direct messages: pairs of people, popular people in more of them, plus bots that DM many users
CREATE TEMP TABLE hrank AS SELECT n, row_number() OVER (ORDER BY w DESC, n) AS r FROM uu WHERE kind <> 'bot';
CREATE TEMP TABLE dm AS
WITH raw AS (
  SELECT k, ha.n AS a, hb.n AS b
    FROM generate_series(1, 1300) k
    JOIN hrank ha ON ha.r = 1 + floor(420 * power(pg_temp.u('dma' || k), 1.7))::int
    JOIN hrank hb ON hb.r = 1 + floor(420 * power(pg_temp.u('dmb' || k), 1.4))::int),
pairs AS (
  SELECT DISTINCT ON (least(a, b), greatest(a, b)) least(a, b) AS a, greatest(a, b) AS b, k FROM raw WHERE a <> b ORDER BY least(a, b), greatest(a, b), k),
botdm AS (
  SELECT bn AS a, h.n AS b, h.n AS k
    FROM (VALUES (431, 0.10), (432, 0.45), (433, 0.15), (434, 0.02), (435, 0.12), (436, 0.06), (438, 0.07), (440, 0.09)) v(bn, p)
    JOIN uu h ON h.kind = 'human' AND pg_temp.u('bdm' || bn || ':' || h.n) < p)
SELECT a, b FROM pairs UNION ALL SELECT a, b FROM botdm;
DELETE FROM dm USING uu ua, uu ub WHERE ua.n = dm.a AND ub.n = dm.b AND greatest(ua.created, ub.created) > least(coalesce(ua.gone, pg_temp.tnow()), coalesce(ub.gone, pg_temp.tnow()), pg_temp.tnow()) - interval '1 day';
INSERT INTO ch (t, ty, name, dn, creator, created, deleted, scheme, special, pop, grp)
SELECT NULL, 'D', least(ua.id, ub.id) || '__' || greatest(ua.id, ub.id), '', CASE WHEN ua.kind = 'bot' THEN ua.n WHEN pg_temp.u('dmcr' || dm.a || ':' || dm.b) < 0.5 THEN dm.a ELSE dm.b END,
       greatest(ua.created, ub.created) + (least(coalesce(ua.gone, pg_temp.tnow()), coalesce(ub.gone, pg_temp.tnow())) - greatest(ua.created, ub.created)) * power(pg_temp.u('dmc' || dm.a || ':' || dm.b), 1.5),
       NULL, NULL, false, (ua.w + ub.w) / 2, ARRAY[dm.a, dm.b]
  FROM dm JOIN uu ua ON ua.n = dm.a JOIN uu ub ON ub.n = dm.b ORDER BY dm.a, dm.b;
-- group messages: 3 to 6 people
CREATE TEMP TABLE gm AS
WITH raw AS (
  SELECT k, j, h.n
    FROM generate_series(1, 110) k CROSS JOIN generate_series(1, 6) j
    JOIN hrank h ON h.r = 1 + floor(420 * power(pg_temp.u('gm' || k || ':' || j), 1.6))::int
   WHERE j <= 3 + floor(pg_temp.u('gms' || k) * 3.99))
SELECT k, array_agg(DISTINCT n ORDER BY n) AS grp FROM raw GROUP BY k HAVING count(DISTINCT n) >= 3;
INSERT INTO ch (t, ty, name, dn, creator, created, deleted, scheme, special, pop, grp)
SELECT NULL, 'G', substr(encode(sha256(convert_to(string_agg(u.id, '' ORDER BY u.id), 'UTF8')), 'hex'), 1, 40),
       left(string_agg(u.username, ', ' ORDER BY u.username), 64), gm.grp[1 + floor(pg_temp.u('gmcr' || gm.k) * array_length(gm.grp, 1))::int],
       max(u.created) + (least(min(coalesce(u.gone, pg_temp.tnow())), pg_temp.tnow()) - max(u.created)) * pg_temp.u('gmc' || gm.k), NULL, NULL, false, avg(u.w), gm.grp
  FROM gm JOIN uu u ON u.n = ANY (gm.grp) GROUP BY gm.k, gm.grp
 HAVING max(u.created) < least(min(coalesce(u.gone, pg_temp.tnow())), pg_temp.tnow()) - interval '1 day'
 ORDER BY gm.k;
UPDATE ch SET id = pg_temp.mmid('channel:' || c);

CREATE TABLE channels (
    id varchar(26) NOT NULL, createat bigint, updateat bigint, deleteat bigint, teamid varchar(26), type channel_type,
    displayname varchar(64), name varchar(64), header varchar(1024), purpose varchar(250), lastpostat bigint, totalmsgcount bigint,
    extraupdateat bigint, creatorid varchar(26), schemeid varchar(26), groupconstrained boolean, shared boolean,
    totalmsgcountroot bigint, lastrootpostat bigint DEFAULT '0'::bigint,
    PRIMARY KEY (id), UNIQUE (name, teamid));
CREATE INDEX idx_channels_update_at ON channels (updateat);
CREATE INDEX idx_channels_delete_at ON channels (deleteat);
CREATE INDEX idx_channels_create_at ON channels (createat);
CREATE INDEX idx_channels_scheme_id ON channels (schemeid);
CREATE INDEX idx_channels_team_id_display_name ON channels (teamid, displayname);
CREATE INDEX idx_channels_team_id_type ON channels (teamid, type);

-- ---------------------------------------------------------------- channel memberships (cmx keeps every membership ever held)
CREATE TEMP TABLE botch AS SELECT * FROM (VALUES
  (435, 'github-activity'), (439, 'ci-builds'), (439, 'releases'), (441, 'alerts-prod'), (442, 'releases'), (442, 'announcements'),
  (433, 'incidents'), (433, 'support-escalations'), (436, 'jira-tickets'), (440, 'eng-backend'), (440, 'eng-frontend'), (440, 'team-mobile'),
  (440, 'dev-infra'), (440, 'proj-data'), (440, 'team-qa'), (440, 'support-billing'), (440, 'tier2-onboarding'), (440, 'eng-api'), (440, 'dev-security')) v(bn, cname);
CREATE TEMP TABLE cmx AS
WITH team_ch AS (
  SELECT ch.c, ch.t, ch.ty, ch.name, ch.created, ch.deleted, ch.pop, ch.creator, tm.n, tm.kind, tm.joined AS tjoined, tm.leftat AS tleft, uu.gone, uu.state
    FROM ch JOIN tm ON tm.t = ch.t JOIN uu ON uu.n = tm.n
   WHERE ch.t IS NOT NULL AND tm.joined < coalesce(ch.deleted, pg_temp.tnow()) AND coalesce(tm.leftat, 'infinity') > ch.created
     AND coalesce(uu.gone, 'infinity') > ch.created),
picked AS (
  SELECT *,
    CASE WHEN kind = 'bot' THEN EXISTS (SELECT 1 FROM botch b WHERE b.bn = team_ch.n AND b.cname = team_ch.name)
         WHEN kind = 'guest' THEN (name = (ARRAY['customer-acme','customer-northwind','customer-globex','customer-contoso'])[1 + n % 4])
                                  OR (t = 1 AND ty = 'P' AND pg_temp.u('gch' || c || ':' || n) < 0.15)
         WHEN n = creator THEN true
         WHEN name = 'town-square' THEN true
         WHEN name = 'off-topic' THEN pg_temp.u('m' || c || ':' || n) < 0.93
         ELSE pg_temp.u('m' || c || ':' || n) < pop END AS member,
    least(coalesce(deleted, pg_temp.tnow()), coalesce(tleft, 'infinity'), coalesce(gone, 'infinity'), pg_temp.tnow()) AS horizon
    FROM team_ch),
j AS (
  SELECT *, CASE WHEN name IN ('town-square', 'off-topic') OR n = creator OR kind = 'bot' THEN greatest(tjoined, created) + interval '1 second'
                 ELSE greatest(tjoined, created) + (horizon - greatest(tjoined, created)) * power(pg_temp.u('mj' || c || ':' || n), 3) END AS joined
    FROM picked WHERE member)
SELECT c, n, kind, state, joined, horizon,
       CASE WHEN tleft IS NOT NULL THEN tleft
            WHEN name <> 'town-square' AND kind = 'human' AND n <> coalesce(creator, 0) AND pg_temp.u('cl' || c || ':' || n) < 0.06
            THEN joined + (horizon - joined) * (0.1 + 0.8 * pg_temp.u('clt' || c || ':' || n)) END AS leftat,
       n = coalesce(creator, 0) AS cadmin
  FROM j;
-- direct and group messages: everyone in the group, from the channel's creation
INSERT INTO cmx
SELECT ch.c, u.n, u.kind, u.state, ch.created + interval '1 second', least(coalesce(u.gone, 'infinity'), pg_temp.tnow()),
       CASE WHEN ch.ty = 'G' AND u.kind = 'human' AND pg_temp.u('gl' || ch.c || ':' || u.n) < 0.04 THEN ch.created + (pg_temp.tnow() - ch.created) * pg_temp.u('glt' || ch.c || ':' || u.n) END,
       false
  FROM ch JOIN uu u ON u.n = ANY (ch.grp) WHERE ch.ty IN ('D', 'G');
UPDATE cmx SET horizon = least(horizon, leftat) WHERE leftat IS NOT NULL;
ANALYZE cmx;

-- ---------------------------------------------------------------- message text
CREATE FUNCTION pg_temp.pick(a text[], k text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT a[1 + floor(pg_temp.u(k) * array_length(a, 1))::int] $$;
CREATE FUNCTION pg_temp.msg(k text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pg_temp.u('m0' || k) < 0.12 THEN pg_temp.pick(ARRAY['+1','Thanks!','LGTM','Done.','On it.','Good morning!','Agreed.','Nice work :tada:','ok','Sounds good','Will do','Thanks, that fixed it'], 'm1' || k)
    ELSE pg_temp.pick(ARRAY['','Hi all, ','Quick question: ','FYI ','Heads up: ','@here ','Hey, ','Update: ','So ','Reminder: '], 'm2' || k) ||
         replace(pg_temp.pick(ARRAY['can someone take a look at {x}?','I pushed a fix for {x}, PR is up for review.','{x} is failing again since this morning.',
            'is anyone else seeing problems with {x}?','we should talk about {x} in the retro.','deployed the new {x} to staging.','the meeting about {x} moved to 3pm.',
            'I wrote up some notes on {x}: https://wiki.corvidlabs.com/display/ENG/{x}','what is the status of {x}?','{x} is done, closing the ticket.',
            'I will be out tomorrow, {x} is covered by the team.','customer reported an issue with {x}, details in the ticket.','reverted the change to {x}, it broke the build.',
            'does anyone know who owns {x}?','{x} looks good to me, merging.','let''s pair on {x} after lunch.','added {x} to the agenda.','bumped the priority of {x}.'], 'm3' || k),
         '{x}', pg_temp.pick(ARRAY['the login page','the billing export','the search indexer','the mobile build','the release branch','the nightly job','the API gateway',
            'the onboarding flow','the staging database','the Grafana dashboard','the invoice PDF','the SSO setup','the k8s cluster','the flaky e2e tests','the customer import',
            'the pricing page','the Q3 roadmap','the webhook retries','the audit log','the desktop app','the push notifications','the data retention job'], 'm4' || k))
         || CASE WHEN pg_temp.u('m5' || k) < 0.2 THEN ' ' || pg_temp.pick(ARRAY[':thinking:',':+1:','Thanks!','cc @channel','Any ideas?',':pray:'], 'm6' || k) ELSE '' END END $$;

-- ---------------------------------------------------------------- incoming webhooks (needed first: webhook posts carry the creator's user id)
CREATE TEMP TABLE hook AS SELECT h, pg_temp.mmid('hook:' || h) AS id, creator, cname, t, dn, descr, created, deleted, nposts, pend FROM (VALUES
  (1, 12, 'ci-builds', 1, 'Jenkins', 'Build results', timestamptz '2019-04-02 10:00+00', NULL::timestamptz, 1800, NULL::timestamptz),
  (2, 5, 'alerts-prod', 1, 'Alertmanager', 'Prometheus alerts', timestamptz '2019-06-20 14:00+00', NULL, 450, timestamptz '2022-03-01'),
  (3, 23, 'support-escalations', 3, 'Zendesk', 'Escalated tickets', timestamptz '2019-07-15 09:00+00', NULL, 300, NULL),
  (4, 19, 'alerts-prod', 1, 'Sentry', 'Error reports', timestamptz '2020-05-05 11:30+00', NULL, 350, NULL),
  (5, 5, 'incidents', 1, 'Statuspage', 'Statuspage incidents', timestamptz '2021-01-10 08:00+00', NULL, 60, NULL),
  (6, 31, 'deals-won', 4, 'HubSpot', 'Closed-won deals', timestamptz '2020-03-01 12:00+00', NULL, 120, NULL),
  (7, 12, 'releases', 1, 'GitLab releases', '', timestamptz '2019-05-14 12:00+00', timestamptz '2021-02-01 09:00+00', 40, timestamptz '2021-02-01'),
  (8, 2, 'it-helpdesk', 2, 'Freshservice', 'IT tickets', timestamptz '2020-11-03 09:00+00', NULL, 90, NULL),
  (9, 58, 'eng-leads', 1, 'Jira sprint report', '', timestamptz '2021-09-01 09:00+00', NULL, 25, NULL),
  (10, 19, 'dev-infra', 1, 'Terraform Cloud', '', timestamptz '2022-02-14 10:00+00', NULL, 80, NULL),
  (11, 41, 'jira-tickets', 3, 'Jira (legacy)', 'Before the Jira plugin', timestamptz '2019-08-01 09:00+00', timestamptz '2020-02-05 10:00+00', 60, timestamptz '2020-02-03'),
  (12, 3, 'announcements', 2, 'Blog feed', 'RSS of the company blog', timestamptz '2019-10-01 09:00+00', NULL, 45, NULL),
  (13, 12, 'ci-builds', 1, 'GitHub Actions', '', timestamptz '2023-03-20 09:00+00', NULL, 300, NULL),
  (14, 5, 'team-infra', 1, 'PagerDuty', '', timestamptz '2020-01-20 09:00+00', NULL, 70, NULL),
  (15, 4, 'random', 2, 'xkcd', '', timestamptz '2019-04-01 09:00+00', timestamptz '2019-09-01 09:00+00', 20, timestamptz '2019-09-01'),
  (16, 31, 'marketing-campaigns', 4, 'Mailchimp', '', timestamptz '2021-05-05 09:00+00', NULL, 40, NULL),
  (17, 19, 'proj-ml', 1, 'MLflow', '', timestamptz '2022-08-08 09:00+00', NULL, 30, NULL),
  (18, 12, 'team-qa', 1, 'TestRail', '', timestamptz '2020-06-06 09:00+00', timestamptz '2023-01-10 09:00+00', 35, timestamptz '2023-01-09'),
  (19, 23, 'support-outages', 3, 'Pingdom', '', timestamptz '2020-02-02 09:00+00', NULL, 50, NULL),
  (20, 2, 'kudos', 2, 'Bonusly', '', timestamptz '2022-05-05 09:00+00', NULL, 60, NULL),
  (21, 58, 'team-frontend', 1, 'Chromatic', '', timestamptz '2023-09-09 09:00+00', NULL, 0, NULL),
  (22, 4, 'ask-remote', 2, 'Test hook', 'testing', timestamptz '2019-04-20 09:00+00', timestamptz '2019-04-20 09:30+00', 0, NULL)
) v(h, creator, cname, t, dn, descr, created, deleted, nposts, pend);

-- members of each channel: ranked by weight (rn), and laid out on [0,1) by weight times days of membership (lo, hi) so that
-- a member's share of a channel's posts follows how chatty they are and how long they were in it
CREATE TEMP TABLE cmr AS
WITH b AS (
  SELECT cmx.c, cmx.n, cmx.joined, cmx.horizon, row_number() OVER (PARTITION BY cmx.c ORDER BY uu.w DESC, cmx.n) AS rn, count(*) OVER (PARTITION BY cmx.c) AS cnt,
         (uu.w + 0.03) * extract(epoch FROM cmx.horizon - cmx.joined) / 86400 AS wt
    FROM cmx JOIN uu ON uu.n = cmx.n WHERE cmx.kind <> 'bot' AND cmx.horizon > cmx.joined + interval '2 hours')
SELECT c, n, joined, horizon, rn, cnt,
       (sum(wt) OVER (PARTITION BY c ORDER BY n) - wt) / sum(wt) OVER (PARTITION BY c) AS lo,
       sum(wt) OVER (PARTITION BY c ORDER BY n) / sum(wt) OVER (PARTITION BY c) AS hi
  FROM b;
UPDATE cmr SET hi = 1.0000001 WHERE hi > 0.9999999;
ANALYZE cmr;

-- how many human root posts each channel gets
CREATE TEMP TABLE rootn AS
SELECT c, ty, CASE
    WHEN name = 'town-square' THEN (ARRAY[220, 380, 120, 90, 40])[t]
    WHEN name = 'off-topic' THEN (ARRAY[110, 260, 60, 50, 30])[t]
    WHEN name IN ('random') THEN 600 WHEN name = 'kudos' THEN 250 WHEN name = 'it-helpdesk' THEN 380 WHEN name = 'watercooler' THEN 300
    WHEN name = 'incidents' THEN 200 WHEN name = 'releases' THEN 40 WHEN name = 'eng-leads' THEN 160 WHEN name = 'support-escalations' THEN 450
    WHEN name = 'deals-won' THEN 140 WHEN name = 'marketing-campaigns' THEN 200 WHEN name = 'leads' THEN 90 WHEN name LIKE 'customer-%' THEN 150
    WHEN name = 'hr-questions' THEN 120 WHEN name = 'announcements' THEN 90 WHEN name IN ('ci-builds', 'alerts-prod', 'github-activity', 'jira-tickets') THEN 60
    WHEN ty = 'O' THEN floor(1 + 380 * power(pop, 1.3) * least(1.6, span / 2.5))::int
    WHEN ty = 'P' THEN floor(1 + 550 * pop * least(1.6, span / 2.5))::int
    WHEN ty = 'D' AND grp[1] >= 431 THEN CASE grp[1] WHEN 438 THEN 2 + floor(10 * pg_temp.u('dmai' || c))::int ELSE 0 END
    WHEN ty = 'D' THEN floor(1 + 15 * pop * (0.2 + pg_temp.u('dmn' || c)) * least(1.6, span / 1.5))::int
    ELSE floor(1 + 30 * power(pg_temp.u('gmn' || c), 2) * least(1.6, span / 1.5))::int END AS r,
  CASE WHEN name IN ('incidents', 'support-escalations', 'eng-leads') OR name LIKE 'customer-%' THEN 0.5 WHEN ty = 'D' THEN 0.04 WHEN ty = 'G' THEN 0.08
       WHEN name IN ('announcements', 'kudos', 'random') THEN 0.3 ELSE 0.22 END AS preply,
  coalesce(deleted, pg_temp.tnow()) AS cend
  FROM (SELECT ch.*, extract(epoch FROM coalesce(deleted, pg_temp.tnow()) - created) / (86400 * 365.0) AS span FROM ch) ch;

CREATE TEMP TABLE pp (key text PRIMARY KEY, c int, n int, created timestamptz, rootkey text, type text, src text, props jsonb, message text, hook int);
-- human root posts: author drawn from the channel's members (heavier users first), time within the author's membership
INSERT INTO pp
SELECT 'r:' || r.c || ':' || r.k, r.c, m.n, m.joined + (least(m.horizon, r.cend) - m.joined) * pg_temp.u('rt' || r.c || ':' || r.k), NULL, '', 'human', '{}'::jsonb, NULL, NULL
  FROM (SELECT rootn.*, k, pg_temp.u('ra' || c || ':' || k) AS x FROM rootn CROSS JOIN LATERAL generate_series(1, rootn.r) k OFFSET 0) r
  JOIN cmr m ON m.c = r.c AND r.x >= m.lo AND r.x < m.hi
 WHERE least(m.horizon, r.cend) > m.joined;
ANALYZE pp;
-- replies: a share of roots get a thread; repliers are the root's author or other members
INSERT INTO pp
SELECT x.key || ':' || x.j, x.c, m.n, x.t, x.key, '', 'human', '{}'::jsonb, NULL, NULL
  FROM (SELECT pp.key, pp.c, r.cend, j, pp.created + interval '1 minute' * (1 + 4000 * power(pg_temp.u('rpt' || pp.key || ':' || j), 3)) + interval '1 second' * j AS t,
               pg_temp.u('rpa' || pp.key || ':' || j) AS x
          FROM pp JOIN rootn r ON r.c = pp.c CROSS JOIN LATERAL generate_series(1, 1 + floor(9 * power(pg_temp.u('rc' || pp.key), 2.5))::int) j
         WHERE pg_temp.u('hasr' || pp.key) < r.preply OFFSET 0) x
  JOIN (SELECT c, max(cnt) AS cnt FROM cmr GROUP BY c) mc ON mc.c = x.c
  JOIN cmr m ON m.c = x.c AND m.rn = 1 + floor(mc.cnt * power(x.x, 1.3))::int
 WHERE x.t BETWEEN m.joined AND least(m.horizon, x.cend);
-- the root's author answers in a third of the threads
INSERT INTO pp
SELECT x.key || ':a', x.c, x.n, x.created + interval '1 minute' * (5 + 600 * pg_temp.u('rpa2' || x.key)), x.key, '', 'human', '{}'::jsonb, NULL, NULL
  FROM pp x JOIN rootn r ON r.c = x.c JOIN cmx m ON m.c = x.c AND m.n = x.n
 WHERE x.rootkey IS NULL AND pg_temp.u('hasr' || x.key) < r.preply AND pg_temp.u('selfr' || x.key) < 0.35
   AND x.created + interval '1 minute' * (5 + 600 * pg_temp.u('rpa2' || x.key)) < least(m.horizon, r.cend);

-- webhook posts: user id of the hook's creator, from_webhook in props
INSERT INTO pp
SELECT 'w:' || h.h || ':' || k, ch.c, h.creator,
       h.created + (coalesce(h.pend, h.deleted, least(ch.deleted, pg_temp.tnow()), pg_temp.tnow()) - h.created) * pg_temp.u('wt' || h.h || ':' || k), NULL,
       CASE WHEN h.h IN (1, 2, 4, 13, 14) THEN 'slack_attachment' ELSE '' END, 'webhook',
       jsonb_build_object('from_webhook', 'true', 'override_username', lower(replace(h.dn, ' ', '-')), 'override_icon_url', '') ||
         CASE WHEN h.h IN (1, 2, 4, 13, 14) THEN jsonb_build_object('attachments', jsonb_build_array(jsonb_build_object('id', 0, 'color',
            CASE WHEN pg_temp.u('wc' || h.h || ':' || k) < 0.8 THEN '#36a64f' ELSE '#d00000' END, 'title', h.dn || ' #' || (1000 + k), 'text', ''))) ELSE '{}'::jsonb END,
       CASE WHEN h.h IN (1, 2, 4, 13, 14) THEN '' ELSE h.dn || ': ' || pg_temp.msg('w' || h.h || ':' || k) END, h.h
  FROM hook h JOIN ch ON ch.name = h.cname AND ch.t = h.t CROSS JOIN LATERAL generate_series(1, h.nposts) k;
-- bot accounts posting in channels
INSERT INTO pp
SELECT 'b:' || b.bn || ':' || ch.c || ':' || k, ch.c, b.bn,
       greatest(uu.created, ch.created) + (least(ch.deleted, pg_temp.tnow()) - greatest(uu.created, ch.created)) * pg_temp.u('bt' || b.bn || ':' || ch.c || ':' || k), NULL,
       CASE WHEN b.bn IN (441, 435, 436) THEN 'slack_attachment' ELSE '' END, 'bot',
       jsonb_build_object('from_bot', 'true') || CASE WHEN b.bn = 433 THEN jsonb_build_object('from_plugin', 'true') ELSE '{}'::jsonb END,
       CASE b.bn WHEN 441 THEN '' WHEN 435 THEN '' WHEN 436 THEN ''
                 WHEN 440 THEN 'Standup time! Please post your update in the thread.' WHEN 433 THEN 'Run update: ' || pg_temp.msg('b' || ch.c || ':' || k)
                 ELSE 'Release ' || (9 + k % 3) || '.' || (k % 12) || ' is out: ' || pg_temp.msg('b' || ch.c || ':' || k) END, NULL
  FROM botch b JOIN ch ON ch.name = b.cname AND ch.t IS NOT NULL JOIN uu ON uu.n = b.bn
 CROSS JOIN LATERAL generate_series(1, CASE b.bn WHEN 441 THEN 800 WHEN 435 THEN 600 WHEN 436 THEN 380 WHEN 439 THEN 180 WHEN 442 THEN 20 WHEN 433 THEN 90 ELSE 45 END) k;
-- bots in direct messages (surveys, reminders, notifications); Copilot answers in its DMs
INSERT INTO pp
SELECT 'bd:' || ch.c || ':' || k, ch.c, ch.grp[1],
       ch.created + (least(m.horizon, pg_temp.tnow()) - ch.created) * pg_temp.u('bdt' || ch.c || ':' || k), NULL,
       CASE WHEN ch.grp[1] IN (435, 436) THEN 'slack_attachment' ELSE '' END, 'bot',
       jsonb_build_object('from_bot', 'true'),
       CASE ch.grp[1] WHEN 432 THEN 'How likely are you to recommend Mattermost?' WHEN 431 THEN 'Your Mattermost server was upgraded.' WHEN 433 THEN 'You were added to a run: ' || pg_temp.msg('bd' || ch.c || ':' || k)
            WHEN 434 THEN 'You missed a call.' WHEN 438 THEN pg_temp.msg('ai' || ch.c || ':' || k) WHEN 440 THEN 'Reminder: post your standup update.' ELSE '' END, NULL
  FROM ch JOIN cmx m ON m.c = ch.c AND m.n = ch.grp[2]
 CROSS JOIN LATERAL generate_series(1, CASE ch.grp[1] WHEN 432 THEN 1 + floor(3 * pg_temp.u('bdn' || ch.c))::int WHEN 431 THEN 1 WHEN 433 THEN 2 + floor(6 * pg_temp.u('bdn' || ch.c))::int
            WHEN 434 THEN 1 WHEN 435 THEN 3 + floor(25 * power(pg_temp.u('bdn' || ch.c), 2))::int WHEN 436 THEN 2 + floor(8 * pg_temp.u('bdn' || ch.c))::int
            WHEN 438 THEN 2 + floor(12 * pg_temp.u('bdn' || ch.c))::int ELSE 10 + floor(30 * pg_temp.u('bdn' || ch.c))::int END) k
 WHERE ch.ty = 'D' AND ch.grp[1] >= 431 AND m.horizon > ch.created;

-- system messages
INSERT INTO pp
SELECT 'sjt:' || tm.t || ':' || tm.n, ch.c, tm.n, tm.joined, NULL, 'system_join_team', 'system', jsonb_build_object('username', uu.username), NULL, NULL
  FROM tm JOIN ch ON ch.t = tm.t AND ch.name = 'town-square' JOIN uu ON uu.n = tm.n WHERE tm.kind <> 'bot';
INSERT INTO pp
SELECT 'slt:' || tm.t || ':' || tm.n, ch.c, tm.n, tm.leftat, NULL, 'system_leave_team', 'system', jsonb_build_object('username', uu.username), NULL, NULL
  FROM tm JOIN ch ON ch.t = tm.t AND ch.name = 'town-square' JOIN uu ON uu.n = tm.n WHERE tm.leftat IS NOT NULL;
INSERT INTO pp
SELECT 'sjc:' || cmx.c || ':' || cmx.n, cmx.c, cmx.n, cmx.joined, NULL, 'system_join_channel', 'system', jsonb_build_object('username', uu.username), NULL, NULL
  FROM cmx JOIN ch ON ch.c = cmx.c JOIN uu ON uu.n = cmx.n
 WHERE ch.ty = 'O' AND ch.name NOT IN ('town-square', 'off-topic') AND NOT cmx.cadmin AND cmx.kind <> 'bot' AND pg_temp.u('sjc' || cmx.c || ':' || cmx.n) < 0.35;
INSERT INTO pp
SELECT 'sac:' || cmx.c || ':' || cmx.n, cmx.c, ch.creator, cmx.joined, NULL, 'system_add_to_channel', 'system',
       jsonb_build_object('userId', cu.id, 'username', cu.username, 'addedUserId', uu.id, 'addedUsername', uu.username), NULL, NULL
  FROM cmx JOIN ch ON ch.c = cmx.c JOIN uu ON uu.n = cmx.n JOIN uu cu ON cu.n = ch.creator
 WHERE ch.ty = 'P' AND NOT cmx.cadmin AND ch.creator NOT IN (77, 203) AND pg_temp.u('sac' || cmx.c || ':' || cmx.n) < 0.5;
INSERT INTO pp
SELECT 'slc:' || cmx.c || ':' || cmx.n, cmx.c, cmx.n, cmx.leftat, NULL, 'system_leave_channel', 'system', jsonb_build_object('username', uu.username), NULL, NULL
  FROM cmx JOIN ch ON ch.c = cmx.c JOIN uu ON uu.n = cmx.n JOIN tm ON tm.t = ch.t AND tm.n = cmx.n
 WHERE cmx.leftat IS NOT NULL AND tm.leftat IS DISTINCT FROM cmx.leftat AND ch.ty IN ('O', 'P');
INSERT INTO pp
SELECT 'shc:' || ch.c, ch.c, ch.creator, ch.created + interval '10 minutes', NULL, 'system_header_change', 'system',
       jsonb_build_object('username', uu.username, 'old_header', '', 'new_header', 'Docs: https://wiki.corvidlabs.com/display/' || upper(substr(ch.name, 1, 3))), NULL, NULL
  FROM ch JOIN uu ON uu.n = ch.creator WHERE ch.ty IN ('O', 'P') AND pg_temp.u('shc' || ch.c) < 0.4;
INSERT INTO pp
SELECT 'scd:' || ch.c, ch.c, ch.creator, ch.deleted, NULL, 'system_channel_deleted', 'system', jsonb_build_object('username', uu.username), NULL, NULL
  FROM ch JOIN uu ON uu.n = ch.creator WHERE ch.deleted IS NOT NULL;

DELETE FROM pp WHERE created >= pg_temp.tnow();
UPDATE pp SET message = pg_temp.msg(key) WHERE message IS NULL AND src = 'human';
UPDATE pp SET message = CASE type
    WHEN 'system_join_team' THEN '@' || (props->>'username') || ' joined the team.'
    WHEN 'system_leave_team' THEN '@' || (props->>'username') || ' left the team.'
    WHEN 'system_join_channel' THEN '@' || (props->>'username') || ' joined the channel.'
    WHEN 'system_leave_channel' THEN '@' || (props->>'username') || ' left the channel.'
    WHEN 'system_add_to_channel' THEN '@' || (props->>'addedUsername') || ' added to the channel by @' || (props->>'username') || '.'
    WHEN 'system_header_change' THEN '@' || (props->>'username') || ' updated the channel header to: ' || (props->>'new_header')
    ELSE 'archived the channel' END
 WHERE src = 'system';
ANALYZE pp;

-- ---------------------------------------------------------------- post life: ids, edits, soft deletes, pins, and the permanent deletion of two users
ALTER TABLE pp ADD COLUMN id text, ADD COLUMN deleteat timestamptz, ADD COLUMN editat timestamptz, ADD COLUMN pinned bool DEFAULT false, ADD COLUMN deleteby int, ADD COLUMN origkey text;
UPDATE pp SET id = pg_temp.mmid('post:' || key);
UPDATE pp SET deleteat = least(created + interval '1 hour' * (1 + 700 * power(pg_temp.u('delt' || key), 2)), pg_temp.tnow() - interval '1 minute'),
              deleteby = CASE WHEN pg_temp.u('delb' || key) < 0.1 THEN 1 ELSE n END
 WHERE src = 'human' AND pg_temp.u('del' || key) < 0.025;
-- deleting a root deletes its thread (UPDATE Posts SET DeleteAt = ... WHERE Id = ? OR RootId = ?)
UPDATE pp SET deleteat = r.deleteat, deleteby = r.deleteby FROM pp r WHERE pp.rootkey = r.key AND r.deleteat IS NOT NULL AND (pp.deleteat IS NULL OR pp.deleteat > r.deleteat);
UPDATE pp SET editat = created + interval '1 minute' * (1 + 180 * pg_temp.u('edt' || key))
 WHERE src = 'human' AND pg_temp.u('ed' || key) < 0.05 AND created + interval '181 minutes' < coalesce(deleteat, pg_temp.tnow());
UPDATE pp SET pinned = true FROM ch WHERE ch.c = pp.c AND ch.ty IN ('O', 'P') AND pp.rootkey IS NULL AND pp.src = 'human' AND pg_temp.u('pin' || pp.key) < 0.012;
-- edit history (7.7 and later): the previous version is kept as a deleted copy whose OriginalId is the edited post
INSERT INTO pp (key, c, n, created, rootkey, type, src, props, message, hook, id, deleteat, editat, pinned, deleteby, origkey)
SELECT 'h:' || key, c, n, created, rootkey, type, 'history', props, regexp_replace(message, '[.?!]?$', ''), hook, pg_temp.mmid('post:h:' || key), editat, NULL, false, NULL, key
  FROM pp WHERE editat >= timestamptz '2023-01-17';
-- users 77 and 203 were permanently deleted: their posts go, and with their root posts the whole thread (DELETE ... WHERE Id = ? OR RootId = ?)
CREATE TEMP TABLE ppgone AS SELECT key, id FROM pp WHERE n IN (77, 203) OR rootkey IN (SELECT key FROM pp WHERE n IN (77, 203) AND rootkey IS NULL AND src <> 'history');
-- data retention (Enterprise): a one-year policy on the bot channels, two years on the archived hackathon team; the nightly job
-- removed older posts together with their replies, reactions, files, threads and thread follows (RetentionIdsForDeletion)
CREATE TEMP TABLE ppret AS
SELECT pp.key, pp.id FROM pp JOIN ch ON ch.c = pp.c
 WHERE ((ch.t = 1 AND ch.name IN ('ci-builds', 'alerts-prod', 'github-activity')) OR (ch.t = 3 AND ch.name = 'jira-tickets')) AND pp.created < pg_temp.tnow() - interval '365 days' - interval '9 hours'
    OR ch.t = 5;
INSERT INTO ppret SELECT p.key, p.id FROM pp p JOIN ppret r ON r.key = p.rootkey WHERE NOT EXISTS (SELECT 1 FROM ppret x WHERE x.key = p.key);
INSERT INTO ppret SELECT p.key, p.id FROM pp p JOIN ppret r ON r.key = p.origkey;
DELETE FROM ppgone USING ppret WHERE ppret.key = ppgone.key;
ANALYZE pp;

CREATE TABLE posts (
    id varchar(26) NOT NULL, createat bigint, updateat bigint, deleteat bigint, userid varchar(26), channelid varchar(26),
    rootid varchar(26), originalid varchar(26), message varchar(65535), type varchar(26), props jsonb, hashtags varchar(1000),
    filenames varchar(4000), fileids varchar(300), hasreactions boolean, editat bigint, ispinned boolean, remoteid varchar(26),
    PRIMARY KEY (id));
CREATE INDEX idx_posts_update_at ON posts (updateat);
CREATE INDEX idx_posts_create_at ON posts (createat);
CREATE INDEX idx_posts_delete_at ON posts (deleteat);
CREATE INDEX idx_posts_user_id ON posts (userid);
CREATE INDEX idx_posts_is_pinned ON posts (ispinned);
CREATE INDEX idx_posts_channel_id_update_at ON posts (channelid, updateat);
CREATE INDEX idx_posts_channel_id_delete_at_create_at ON posts (channelid, deleteat, createat);
CREATE INDEX idx_posts_root_id_delete_at ON posts (rootid, deleteat);
CREATE INDEX idx_posts_create_at_id ON posts (createat, id);
CREATE INDEX idx_posts_original_id ON posts (originalid);

-- ---------------------------------------------------------------- custom emoji
CREATE TABLE emoji (
    id varchar(26) NOT NULL, createat bigint, updateat bigint, deleteat bigint, creatorid varchar(26), name varchar(64),
    PRIMARY KEY (id), UNIQUE (name, deleteat));
CREATE INDEX idx_emoji_update_at ON emoji (updateat);
CREATE INDEX idx_emoji_create_at ON emoji (createat);
CREATE INDEX idx_emoji_delete_at ON emoji (deleteat);
CREATE TEMP TABLE em AS
SELECT e, nm, h.n AS creator, greatest(uu.created, timestamptz '2019-05-01') + (pg_temp.tnow() - greatest(uu.created, timestamptz '2019-05-01')) * power(pg_temp.u('emt' || e), 1.5) AS created
  FROM unnest(ARRAY['partyparrot','shipit','lgtm','thisisfine','corvid','blobhaha','facepalm2','coffee-time','deploy','rollback','pr-approved','pr-merged','on-it','done-done',
     'sadparrot','fastparrot','bug','squirrel','hype','mindblown','kubernetes','postgres','golang','react','jenkins-fail','jenkins-ok','grafana','pagerduty','ack','nack',
     'this','plus-one-hundred','taco','pizza-time','beer','cake','berlin','lisbon','remote','wfh','brb','lunch','meeting','focus','ooo','sick','party-corvid','catjam',
     'doge','stonks','notstonks','yes','no','maybe','eyes-intensify','salute','hearteyes-corvid','sparkles-corvid','nod','shrug-corvid','big-brain','pog','kekw','wave-corvid',
     'thanks','hug','cry-laugh','oof','yikes','zzz']) WITH ORDINALITY x(nm, e)
  JOIN hrank h ON h.r = 1 + floor(40 * power(pg_temp.u('emc' || e), 2))::int JOIN uu ON uu.n = h.n;
UPDATE em SET created = greatest(em.created, uu.created + interval '1 day') FROM uu WHERE uu.n = em.creator;
-- deleted emoji stay as rows (DeleteAt set); two names were deleted and uploaded again
INSERT INTO emoji
SELECT pg_temp.mmid('emoji:' || e), pg_temp.ms(em.created), pg_temp.ms(em.created),
       CASE WHEN e % 9 = 4 THEN pg_temp.ms(em.created + (pg_temp.tnow() - em.created) * 0.5) ELSE 0 END, uu.id, nm
  FROM em JOIN uu ON uu.n = em.creator;
INSERT INTO emoji
SELECT pg_temp.mmid('emoji2:' || e), pg_temp.ms(em.created + (pg_temp.tnow() - em.created) * 0.6), pg_temp.ms(em.created + (pg_temp.tnow() - em.created) * 0.6), 0, uu.id, nm
  FROM em JOIN uu ON uu.n = em.creator WHERE e IN (13, 31);

-- ---------------------------------------------------------------- reactions
CREATE TEMP TABLE rx AS
SELECT DISTINCT ON (x.postid, m.n, x.ename) x.postid, x.key, x.c, m.n, x.ename, x.t AS created, x.j
  FROM (SELECT p.id AS postid, p.key, p.c, j,
               p.created + interval '1 minute' * (1 + 2000 * power(pg_temp.u('rxt' || p.key || ':' || j), 3)) AS t,
               pg_temp.u('rxa' || p.key || ':' || j) AS x,
               CASE WHEN pg_temp.u('rxc' || p.key || ':' || j) < 0.15 THEN emarr.a[1 + floor(70 * power(pg_temp.u('rxe' || p.key || ':' || j), 2))::int]
                    ELSE pg_temp.pick(ARRAY['+1','+1','+1','white_check_mark','white_check_mark','joy','heart','eyes','tada','pray','100','raised_hands','fire',
                         'thinking_face','rocket','heavy_check_mark','smile','clap','-1','sob','wave','muscle','ok_hand','point_up'], 'rxe' || p.key || ':' || j) END AS ename
          FROM pp p CROSS JOIN (SELECT array_agg(nm ORDER BY e) AS a FROM em) emarr
         CROSS JOIN LATERAL generate_series(1, 1 + floor(8 * power(pg_temp.u('rxk' || p.key), 3))::int) j
         WHERE p.src IN ('human', 'bot', 'webhook') AND p.key NOT LIKE 'h:%'
           AND pg_temp.u('hasre' || p.key) < CASE WHEN p.src = 'human' THEN 0.2 ELSE 0.08 END OFFSET 0) x
  JOIN (SELECT c, max(cnt) AS cnt FROM cmr GROUP BY c) mc ON mc.c = x.c
  JOIN cmr m ON m.c = x.c AND m.rn = 1 + floor(mc.cnt * power(x.x, 1.4))::int
 WHERE x.t BETWEEN m.joined AND least(m.horizon, pg_temp.tnow() - interval '1 minute')
 ORDER BY x.postid, m.n, x.ename, x.j;
ALTER TABLE rx ADD COLUMN deleteat timestamptz;
UPDATE rx SET deleteat = created + interval '1 minute' * (1 + 30 * pg_temp.u('rxd' || key || n || ename)) WHERE pg_temp.u('rxdel' || key || n || ename) < 0.05;

-- ---------------------------------------------------------------- files
CREATE TEMP TABLE ff AS
SELECT p.key || ':f' || j AS fkey, pg_temp.mmid('file:' || p.key || ':' || j) AS id, p.id AS postid, p.key AS pkey, p.c, p.n, p.created - interval '20 seconds' AS created, p.deleteat,
       pg_temp.pick(ARRAY['png','png','png','jpg','jpg','pdf','pdf','txt','log','zip','docx','xlsx','gif','mp4','csv'], 'fx' || p.key || j) AS ext,
       pg_temp.pick(ARRAY['screenshot','image','report','notes','export','diagram','Invoice','logs','design-v2','mockup','IMG_20','recording','Q3-plan','error'], 'fn' || p.key || j)
         || CASE WHEN pg_temp.u('fnn' || p.key || j) < 0.6 THEN '-' || (100 + floor(pg_temp.u('fnd' || p.key || j) * 900))::int ELSE '' END AS fname,
       CASE WHEN p.src = 'bot' AND p.n = 433 THEN 'nouser' END AS forced_creator
  FROM pp p CROSS JOIN LATERAL generate_series(1, 1 + floor(3 * power(pg_temp.u('fk' || p.key), 3))::int) j
 WHERE p.key NOT LIKE 'h:%' AND p.type NOT LIKE 'system%'
   AND ((p.src = 'human' AND pg_temp.u('hf' || p.key) < 0.07) OR (p.src = 'bot' AND p.n = 433 AND pg_temp.u('hf' || p.key) < 0.25 AND j = 1)
        OR (p.src = 'webhook' AND p.hook = 1 AND pg_temp.u('hf' || p.key) < 0.02 AND j = 1));
-- uploads never posted (the message was abandoned): PostId ''
INSERT INTO ff
SELECT 'orph:' || k, pg_temp.mmid('file:orph:' || k), '', NULL, m.c, m.n, m.joined + (m.horizon - m.joined) * pg_temp.u('oft' || k), NULL,
       pg_temp.pick(ARRAY['png','jpg','pdf','txt'], 'ofx' || k), pg_temp.pick(ARRAY['screenshot','image','notes','Untitled'], 'ofn' || k), NULL
  FROM generate_series(1, 160) k JOIN (SELECT *, row_number() OVER (ORDER BY c, n) AS q FROM cmr) m ON m.q = 1 + floor(pg_temp.u('ofm' || k) * (SELECT count(*) FROM cmr))::int;

CREATE TABLE fileinfo (
    id varchar(26) NOT NULL, creatorid varchar(26), postid varchar(26), createat bigint, updateat bigint, deleteat bigint,
    path varchar(512), thumbnailpath varchar(512), previewpath varchar(512), name varchar(256), extension varchar(64), size bigint,
    mimetype varchar(256), width integer, height integer, haspreviewimage boolean, minipreview bytea, content text,
    remoteid varchar(26), archived boolean NOT NULL DEFAULT false, channelid varchar(26),
    PRIMARY KEY (id));
CREATE INDEX idx_fileinfo_update_at ON fileinfo (updateat);
CREATE INDEX idx_fileinfo_create_at ON fileinfo (createat);
CREATE INDEX idx_fileinfo_delete_at ON fileinfo (deleteat);
CREATE INDEX idx_fileinfo_postid_at ON fileinfo (postid);
CREATE INDEX idx_fileinfo_extension_at ON fileinfo (extension);
CREATE INDEX idx_fileinfo_channel_id_create_at ON fileinfo (channelid, createat);

-- what the permanent deletions took away, and when
ALTER TABLE ppgone ADD COLUMN goneat timestamptz;
UPDATE ppgone g SET goneat = coalesce((SELECT uu.gone FROM pp JOIN uu ON uu.n = pp.n WHERE pp.key = g.key AND pp.n IN (77, 203)),
                                      (SELECT uu.gone FROM pp JOIN pp r ON r.key = pp.rootkey JOIN uu ON uu.n = r.n WHERE pp.key = g.key));
-- others' reactions and files on those posts stay behind (Reaction/FileInfo PermanentDeleteByUser only take the deleted user's own)
DELETE FROM rx USING ppret r WHERE r.id = rx.postid;
DELETE FROM ff USING ppret r WHERE r.id = ff.postid;
DELETE FROM rx WHERE n IN (77, 203);
DELETE FROM rx USING ppgone g WHERE g.id = rx.postid AND rx.created >= g.goneat;
DELETE FROM ff WHERE n IN (77, 203);
DELETE FROM ff USING ppgone g WHERE g.id = ff.postid AND ff.created >= g.goneat;
ANALYZE rx; ANALYZE ff; ANALYZE ppgone;

CREATE TEMP TABLE rxp AS SELECT postid, max(created) AS last, bool_or(deleteat IS NULL) AS live FROM rx GROUP BY postid;
CREATE TEMP TABLE ffp AS SELECT pkey, '[' || string_agg('"' || id || '"', ',' ORDER BY fkey) || ']' AS ids FROM ff WHERE pkey IS NOT NULL GROUP BY pkey;
ANALYZE rxp; ANALYZE ffp;
INSERT INTO posts
SELECT p.id, pg_temp.ms(p.created),
       pg_temp.ms(greatest(p.created, p.editat, p.deleteat, rxp.last)),
       coalesce(pg_temp.ms(p.deleteat), 0), uu.id, ch.id, coalesce(r.id, ''), coalesce(o.id, ''), p.message, p.type,
       CASE WHEN p.deleteby IS NOT NULL THEN p.props || jsonb_build_object('deleteBy', db.id) ELSE p.props END,
       '', '[]', coalesce(f.ids, '[]'),
       coalesce(rxp.live, false),
       coalesce(pg_temp.ms(p.editat), 0), p.pinned, NULL
  FROM pp p JOIN uu ON uu.n = p.n JOIN ch ON ch.c = p.c
  LEFT JOIN pp r ON r.key = p.rootkey LEFT JOIN pp o ON o.key = p.origkey LEFT JOIN uu db ON db.n = p.deleteby
  LEFT JOIN ffp f ON f.pkey = coalesce(p.origkey, p.key) LEFT JOIN rxp ON rxp.postid = p.id
 WHERE NOT EXISTS (SELECT 1 FROM ppgone g WHERE g.key = p.key) AND NOT EXISTS (SELECT 1 FROM ppret g WHERE g.key = p.key);

CREATE TABLE reactions (
    userid varchar(26) NOT NULL, postid varchar(26) NOT NULL, emojiname varchar(64) NOT NULL, createat bigint,
    updateat bigint, deleteat bigint, remoteid varchar(26), channelid varchar(26) NOT NULL DEFAULT ''::character varying,
    PRIMARY KEY (postid, userid, emojiname));
CREATE INDEX idx_reactions_channel_id ON reactions (channelid);
INSERT INTO reactions
SELECT uu.id, rx.postid, rx.ename, pg_temp.ms(rx.created), pg_temp.ms(coalesce(rx.deleteat, rx.created)), coalesce(pg_temp.ms(rx.deleteat), 0), NULL, ch.id
  FROM rx JOIN uu ON uu.n = rx.n JOIN ch ON ch.c = rx.c;

-- files: the path is <date>/teams/<team or noteam>/channels/<channel>/users/<user or nouser>/<file id>/<name>
INSERT INTO fileinfo
SELECT ff.id, coalesce(ff.forced_creator, uu.id), ff.postid, pg_temp.ms(ff.created), pg_temp.ms(coalesce(ff.deleteat, ff.created)), coalesce(pg_temp.ms(ff.deleteat), 0),
       to_char(ff.created, 'YYYYMMDD') || '/teams/' || CASE WHEN ff.forced_creator IS NOT NULL OR tt.id IS NULL THEN 'noteam' ELSE tt.id END || '/channels/' || ch.id
         || '/users/' || coalesce(ff.forced_creator, uu.id) || '/' || ff.id || '/' || ff.fname || '.' || ff.ext,
       CASE WHEN ff.ext IN ('png','jpg','gif') THEN to_char(ff.created, 'YYYYMMDD') || '/teams/' || coalesce(tt.id, 'noteam') || '/channels/' || ch.id || '/users/' || uu.id || '/' || ff.id || '/' || ff.fname || '_thumb.jpg' ELSE '' END,
       CASE WHEN ff.ext IN ('png','jpg','gif') THEN to_char(ff.created, 'YYYYMMDD') || '/teams/' || coalesce(tt.id, 'noteam') || '/channels/' || ch.id || '/users/' || uu.id || '/' || ff.id || '/' || ff.fname || '_preview.jpg' ELSE '' END,
       ff.fname || '.' || ff.ext, ff.ext,
       floor(CASE ff.ext WHEN 'mp4' THEN 30000000 WHEN 'zip' THEN 8000000 WHEN 'png' THEN 400000 WHEN 'jpg' THEN 900000 WHEN 'pdf' THEN 600000 ELSE 40000 END * (0.05 + 2 * power(pg_temp.u('fsz' || ff.fkey), 2)))::bigint,
       CASE ff.ext WHEN 'png' THEN 'image/png' WHEN 'jpg' THEN 'image/jpeg' WHEN 'gif' THEN 'image/gif' WHEN 'pdf' THEN 'application/pdf' WHEN 'txt' THEN 'text/plain; charset=utf-8'
                   WHEN 'log' THEN 'text/plain; charset=utf-8' WHEN 'zip' THEN 'application/zip' WHEN 'csv' THEN 'text/csv; charset=utf-8' WHEN 'mp4' THEN 'video/mp4'
                   WHEN 'docx' THEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' ELSE 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' END,
       CASE WHEN ff.ext IN ('png','jpg','gif') THEN (ARRAY[1920, 1280, 2560, 800, 1440, 3024])[1 + floor(pg_temp.u('fw' || ff.fkey) * 6)::int] ELSE 0 END,
       CASE WHEN ff.ext IN ('png','jpg','gif') THEN (ARRAY[1080, 720, 1440, 600, 900, 4032])[1 + floor(pg_temp.u('fw' || ff.fkey) * 6)::int] ELSE 0 END,
       ff.ext IN ('png','jpg','gif'),
       CASE WHEN ff.ext IN ('png','jpg') THEN decode(md5('mini' || ff.fkey) || md5('mini2' || ff.fkey), 'hex') END,
       CASE WHEN ff.ext IN ('pdf','txt','log','csv','docx') THEN pg_temp.msg('fc' || ff.fkey) ELSE '' END,
       NULL, false, ch.id
  FROM ff JOIN uu ON uu.n = ff.n JOIN ch ON ch.c = ff.c LEFT JOIN tt ON tt.t = ch.t;

-- ---------------------------------------------------------------- channels, with the counters Mattermost keeps on them
-- the counters only ever grow: posts removed later (retention, permanent deletion) still count
CREATE TEMP TABLE chst AS
SELECT ch.id AS channelid, pg_temp.ms(max(pp.created)) AS lastpostat, count(*) AS total, count(*) FILTER (WHERE pp.rootkey IS NULL) AS totalroot,
       pg_temp.ms(max(pp.created) FILTER (WHERE pp.rootkey IS NULL)) AS lastroot
  FROM pp JOIN ch ON ch.c = pp.c WHERE pp.src <> 'history' GROUP BY ch.id;
INSERT INTO channels
SELECT ch.id, pg_temp.ms(ch.created),
       pg_temp.ms(greatest(ch.created, ch.deleted, CASE WHEN pg_temp.u('shc' || ch.c) < 0.4 AND ch.ty IN ('O', 'P') THEN ch.created + interval '10 minutes' END)),
       coalesce(pg_temp.ms(ch.deleted), 0), coalesce(tt.id, ''), ch.ty::channel_type, ch.dn, ch.name,
       CASE WHEN pg_temp.u('shc' || ch.c) < 0.4 AND ch.ty IN ('O', 'P') THEN 'Docs: https://wiki.corvidlabs.com/display/' || upper(substr(ch.name, 1, 3)) ELSE '' END,
       CASE WHEN ch.name = 'town-square' THEN '' WHEN ch.ty IN ('O', 'P') AND pg_temp.u('pur' || ch.c) < 0.5 THEN 'Everything about ' || lower(ch.dn) ELSE '' END,
       coalesce(st.lastpostat, pg_temp.ms(ch.created)), coalesce(st.total, 0),
       CASE WHEN ch.ty IN ('D', 'G') THEN pg_temp.ms(ch.created) ELSE 0 END,
       CASE WHEN ch.creator IS NULL OR (ch.ty IN ('D', 'G') AND ch.created < timestamptz '2022-06-16') THEN '' ELSE cu.id END,
       CASE WHEN ch.scheme = 0 THEN '' WHEN ch.scheme IS NOT NULL THEN pg_temp.mmid('scheme:' || ch.scheme) END,
       CASE WHEN ch.name = 'eng-leads' THEN true WHEN ch.ty = 'P' AND pg_temp.u('gc' || ch.c) < 0.3 THEN false END,
       CASE WHEN ch.ty = 'D' AND ch.created >= timestamptz '2021-05-20' THEN false END,
       coalesce(st.totalroot, 0), coalesce(st.lastroot, 0)
  FROM ch LEFT JOIN tt ON tt.t = ch.t LEFT JOIN chst st ON st.channelid = ch.id LEFT JOIN uu cu ON cu.n = ch.creator;
CREATE TABLE publicchannels (
    id varchar(26) NOT NULL, deleteat bigint, teamid varchar(26), displayname varchar(64), name varchar(64),
    header varchar(1024), purpose varchar(250),
    PRIMARY KEY (id), UNIQUE (name, teamid));
CREATE INDEX idx_publicchannels_team_id ON publicchannels (teamid);
CREATE INDEX idx_publicchannels_delete_at ON publicchannels (deleteat);
-- the open channels, copied by the store on every channel write
ANALYZE channels;
INSERT INTO publicchannels SELECT id, deleteat, teamid, displayname, name, header, purpose FROM channels WHERE type = 'O';

-- ---------------------------------------------------------------- threads (collapsed reply threads)
CREATE TABLE threads (
    postid varchar(26) NOT NULL, replycount bigint, lastreplyat bigint, participants jsonb, channelid varchar(26),
    threaddeleteat bigint, threadteamid varchar(26),
    PRIMARY KEY (postid));
CREATE INDEX idx_threads_channel_id_last_reply_at ON threads (channelid, lastreplyat);
ANALYZE posts;
INSERT INTO threads
WITH rp AS (
  SELECT rootid, userid, min(createat) AS first, count(*) FILTER (WHERE deleteat = 0) AS live, max(createat) FILTER (WHERE deleteat = 0) AS lastlive, max(createat) AS lastany
    FROM posts WHERE rootid <> '' AND originalid = '' GROUP BY rootid, userid)
SELECT r.id, sum(rp.live), coalesce(max(rp.lastlive), max(rp.lastany)), jsonb_agg(rp.userid ORDER BY rp.first, rp.userid), r.channelid, r.deleteat, c.teamid
  FROM posts r JOIN rp ON rp.rootid = r.id JOIN channels c ON c.id = r.channelid
 WHERE r.rootid = '' AND r.originalid = ''
 GROUP BY r.id, r.channelid, r.deleteat, c.teamid;

-- ---------------------------------------------------------------- channel members (current), their history, thread follows
CREATE TABLE channelmembers (
    channelid varchar(26) NOT NULL, userid varchar(26) NOT NULL, roles varchar(256), lastviewedat bigint, msgcount bigint,
    mentioncount bigint, notifyprops jsonb, lastupdateat bigint, schemeuser boolean, schemeadmin boolean, schemeguest boolean,
    mentioncountroot bigint, msgcountroot bigint, urgentmentioncount bigint,
    PRIMARY KEY (channelid, userid));
CREATE INDEX idx_channelmembers_user_id_channel_id_last_viewed_at ON channelmembers (userid, channelid, lastviewedat);
CREATE INDEX idx_channelmembers_channel_id_scheme_guest_user_id ON channelmembers (channelid, schemeguest, userid);
-- members who left, and everyone a permanent deletion removed (PermanentDeleteMembersByUser), are not here
INSERT INTO channelmembers
SELECT c2.id, uu.id, '',
       CASE WHEN x.caught_up THEN least(c2.lastpostat, pg_temp.ms(x.horizon)) ELSE least(c2.lastpostat, pg_temp.ms(x.horizon)) - floor((least(c2.lastpostat, pg_temp.ms(x.horizon)) - pg_temp.ms(x.joined)) * power(x.r2, 3))::bigint END,
       CASE WHEN x.caught_up THEN c2.totalmsgcount ELSE greatest(c2.totalmsgcount - 1 - floor(x.r2 * 40)::int, 0) END,
       CASE WHEN x.caught_up THEN 0 ELSE floor(power(x.r3, 4) * 6)::int END,
       jsonb_build_object('push', 'default', 'email', 'default', 'desktop', CASE WHEN x.muted THEN 'none' ELSE 'default' END,
            'mark_unread', CASE WHEN x.muted THEN 'mention' ELSE 'all' END, 'ignore_channel_mentions', 'default', 'channel_auto_follow_threads', 'off'),
       greatest(pg_temp.ms(x.joined), least(c2.lastpostat, pg_temp.ms(x.horizon))),
       x.kind <> 'guest', x.cadmin AND c2.type IN ('O', 'P'), x.kind = 'guest',
       CASE WHEN x.caught_up THEN 0 ELSE floor(power(x.r3, 5) * 4)::int END,
       CASE WHEN x.caught_up THEN c2.totalmsgcountroot ELSE greatest(c2.totalmsgcountroot - 1 - floor(x.r2 * 25)::int, 0) END,
       0
  FROM (SELECT cmx.*, pg_temp.u('lv' || c || ':' || n) < 0.72 AS caught_up, pg_temp.u('lv2' || c || ':' || n) AS r2, pg_temp.u('lv3' || c || ':' || n) AS r3,
               pg_temp.u('mute' || c || ':' || n) < 0.1 AS muted FROM cmx WHERE leftat IS NULL AND state <> 'perm') x
  JOIN ch ON ch.c = x.c JOIN channels c2 ON c2.id = ch.id JOIN uu ON uu.n = x.n;

CREATE TABLE channelmemberhistory (
    channelid varchar(26) NOT NULL, userid varchar(26) NOT NULL, jointime bigint NOT NULL, leavetime bigint,
    PRIMARY KEY (channelid, userid, jointime));
-- every join and leave (compliance export reads this); permanently deleted users' rows stay, still open
INSERT INTO channelmemberhistory
SELECT ch.id, uu.id, pg_temp.ms(cmx.joined), pg_temp.ms(cmx.leftat) FROM cmx JOIN ch ON ch.c = cmx.c JOIN uu ON uu.n = cmx.n;
INSERT INTO channelmemberhistory
SELECT ch.id, uu.id, pg_temp.ms(ch.created + (cmx.joined - ch.created) * 0.2 * pg_temp.u('ch1' || cmx.c || ':' || cmx.n)),
       pg_temp.ms(ch.created + (cmx.joined - ch.created) * (0.3 + 0.6 * pg_temp.u('ch2' || cmx.c || ':' || cmx.n)))
  FROM cmx JOIN ch ON ch.c = cmx.c JOIN uu ON uu.n = cmx.n JOIN tm ON tm.t = ch.t AND tm.n = cmx.n
 WHERE ch.ty IN ('O', 'P') AND ch.name <> 'town-square' AND cmx.kind = 'human' AND cmx.joined > ch.created + interval '20 days' AND tm.joined < ch.created
   AND pg_temp.u('churn' || cmx.c || ':' || cmx.n) < 0.05;

CREATE TABLE threadmemberships (
    postid varchar(26) NOT NULL, userid varchar(26) NOT NULL, following boolean, lastviewed bigint, lastupdated bigint, unreadmentions bigint,
    PRIMARY KEY (postid, userid));
CREATE INDEX idx_thread_memberships_last_update_at ON threadmemberships (lastupdated);
CREATE INDEX idx_thread_memberships_last_view_at ON threadmemberships (lastviewed);
CREATE INDEX idx_thread_memberships_user_id ON threadmemberships (userid);
-- the root's author and everyone who replied follow the thread; leaving a channel drops one's memberships there,
-- a permanent user deletion does not (only the threads of the deleted root posts go)
INSERT INTO threadmemberships
SELECT t.postid, uu.id, pg_temp.u('unf' || t.postid || x.n) >= 0.05,
       CASE WHEN pg_temp.u('tv' || t.postid || x.n) < 0.8 THEN t.lastreplyat ELSE t.lastreplyat - floor(3600000 * 24 * pg_temp.u('tvb' || t.postid || x.n))::bigint END,
       t.lastreplyat + floor(60000 * pg_temp.u('tvu' || t.postid || x.n))::bigint,
       CASE WHEN pg_temp.u('tv' || t.postid || x.n) < 0.8 THEN 0 ELSE floor(3 * power(pg_temp.u('tvm' || t.postid || x.n), 3))::int END
  FROM threads t JOIN pp r ON r.id = t.postid
  JOIN (SELECT rootkey AS rkey, n FROM pp WHERE rootkey IS NOT NULL AND src <> 'history' UNION SELECT key, n FROM pp WHERE rootkey IS NULL) x ON x.rkey = r.key
  JOIN uu ON uu.n = x.n JOIN ch ON ch.c = r.c
 WHERE x.n IN (77, 203) OR EXISTS (SELECT 1 FROM cmx WHERE cmx.c = r.c AND cmx.n = x.n AND cmx.leftat IS NULL);

-- ---------------------------------------------------------------- status, sessions, audits
CREATE TABLE status (
    userid varchar(26) NOT NULL, status varchar(32), manual boolean, lastactivityat bigint, dndendtime bigint, prevstatus varchar(32),
    PRIMARY KEY (userid));
CREATE INDEX idx_status_status_dndendtime ON status (status, dndendtime);
-- one row per person who ever connected; deactivation sets them offline, a permanent deletion leaves the row behind
INSERT INTO status
SELECT uu.id,
       CASE WHEN uu.state <> 'active' THEN 'offline' WHEN x < 0.15 THEN 'online' WHEN x < 0.35 THEN 'away' WHEN x < 0.40 THEN 'dnd' ELSE 'offline' END,
       uu.state = 'active' AND (x BETWEEN 0.35 AND 0.40 OR pg_temp.u('stm' || uu.n) < 0.05),
       pg_temp.ms(CASE WHEN uu.state <> 'active' THEN uu.gone WHEN x < 0.15 THEN pg_temp.tnow() - interval '1 minute' * floor(10 * pg_temp.u('sta' || uu.n))
                       ELSE pg_temp.tnow() - interval '1 hour' * floor(1 + 2000 * power(pg_temp.u('sta' || uu.n), 3)) END),
       CASE WHEN uu.state = 'active' AND x BETWEEN 0.35 AND 0.40 AND pg_temp.u('dnd' || uu.n) < 0.5 THEN pg_temp.ms(pg_temp.tnow() + interval '2 hours') ELSE 0 END,
       CASE WHEN uu.state = 'active' AND x BETWEEN 0.35 AND 0.40 THEN 'online' ELSE '' END
  FROM (SELECT uu.*, pg_temp.u('st' || n) AS x FROM uu WHERE kind <> 'bot') uu;

CREATE TABLE sessions (
    id varchar(26) NOT NULL, token varchar(26), createat bigint, expiresat bigint, lastactivityat bigint, userid varchar(26),
    deviceid varchar(512), roles varchar(256), isoauth boolean, props jsonb, expirednotify boolean,
    PRIMARY KEY (id));
CREATE INDEX idx_sessions_user_id ON sessions (userid);
CREATE INDEX idx_sessions_token ON sessions (token);
CREATE INDEX idx_sessions_expires_at ON sessions (expiresat);
CREATE INDEX idx_sessions_create_at ON sessions (createat);
CREATE INDEX idx_sessions_last_activity_at ON sessions (lastactivityat);
-- live sessions only: expired ones are removed by the session cleanup job, logouts delete theirs
CREATE TEMP TABLE ss AS
SELECT 'ses:' || uu.n || ':' || k AS skey, uu.n, k,
       pg_temp.mmid('ses:' || uu.n || ':' || k) AS id, pg_temp.mmid('tok:' || uu.n || ':' || k) AS token,
       pg_temp.pick(ARRAY['web','web','desktop','desktop','android','ios'], 'sk' || uu.n || ':' || k) AS kind,
       pg_temp.tnow() - interval '1 day' * (1 + floor(170 * power(pg_temp.u('sc' || uu.n || ':' || k), 1.5))) AS created
  FROM uu CROSS JOIN LATERAL generate_series(1, 1 + floor(6 * uu.w)::int) k
 WHERE uu.state = 'active' AND uu.kind <> 'bot' AND pg_temp.u('hs' || uu.n) < 0.93 AND uu.created < pg_temp.tnow() - interval '2 days';
DELETE FROM ss USING uu WHERE uu.n = ss.n AND ss.created < uu.created;
DELETE FROM ss WHERE kind IN ('web', 'desktop') AND created < pg_temp.tnow() - interval '30 days';
INSERT INTO sessions
SELECT ss.id, ss.token, pg_temp.ms(ss.created),
       pg_temp.ms(ss.created + CASE WHEN ss.kind IN ('android', 'ios') THEN interval '180 days' ELSE interval '30 days' END),
       pg_temp.ms(least(pg_temp.tnow(), ss.created + interval '1 hour' * floor(24 * 30 * pg_temp.u('sla' || ss.skey)))), uu.id,
       CASE ss.kind WHEN 'android' THEN 'android_rn-v2:' || md5('dev' || ss.skey) || ':' || substr(md5('dev2' || ss.skey), 1, 20)
                    WHEN 'ios' THEN 'apple_rn-v2:' || md5('dev' || ss.skey) ELSE '' END,
       u.roles, false,
       jsonb_build_object('csrf', md5('csrf' || ss.skey), 'isSaml', 'false', 'isGuest', (uu.kind = 'guest')::text, 'is_oauth', 'false',
            'isMobile', (ss.kind IN ('android', 'ios'))::text, 'platform', CASE ss.kind WHEN 'android' THEN 'Linux' WHEN 'ios' THEN 'iPhone' ELSE pg_temp.pick(ARRAY['Windows','Macintosh','Linux'], 'pl' || ss.skey) END,
            'os', CASE ss.kind WHEN 'android' THEN 'Android' WHEN 'ios' THEN 'iOS' ELSE pg_temp.pick(ARRAY['Windows 10','Mac OS','Linux'], 'pl' || ss.skey) END,
            'browser', CASE ss.kind WHEN 'desktop' THEN 'Desktop App/5.9.0' WHEN 'web' THEN pg_temp.pick(ARRAY['Chrome/129.0','Firefox/131.0','Safari/17.6','Edge/129.0'], 'br' || ss.skey) ELSE 'Mobile App/2.21.0' END),
       false
  FROM ss JOIN uu ON uu.n = ss.n JOIN users u ON u.id = uu.id;

CREATE TABLE audits (
    id varchar(26) NOT NULL, createat bigint, userid varchar(26), action varchar(512), extrainfo varchar(1024), ipaddress varchar(64), sessionid varchar(26),
    PRIMARY KEY (id));
CREATE INDEX idx_audits_user_id ON audits (userid);
-- c.LogAudit rows: logins are recorded before any session exists (SessionId ''), failed logins of unknown login ids carry UserId '';
-- everything else names the session it ran in, and most of those sessions have long since expired and been deleted
CREATE TEMP TABLE au AS
SELECT k, h.n, uu.id AS uid, uu.username,
       greatest(uu.created, timestamptz '2019-03-04') + (least(coalesce(uu.gone, pg_temp.tnow()), pg_temp.tnow()) - greatest(uu.created, timestamptz '2019-03-04')) * power(pg_temp.u('aut' || k), 0.8) AS t,
       pg_temp.u('aua' || k) AS a
  FROM generate_series(1, 15000) k
  JOIN hrank h ON h.r = 1 + floor(420 * power(pg_temp.u('aun' || k), 1.5))::int JOIN uu ON uu.n = h.n
 WHERE uu.state <> 'perm';
INSERT INTO audits
SELECT pg_temp.mmid('audit:' || au.k), pg_temp.ms(au.t),
       CASE WHEN au.a < 0.04 THEN '' ELSE au.uid END,
       CASE WHEN au.a < 0.55 THEN '/api/v4/users/login' WHEN au.a < 0.72 THEN '/api/v4/users/logout' WHEN au.a < 0.80 THEN '/api/v4/users/' || au.uid || '/patch'
            WHEN au.a < 0.84 THEN '/api/v4/users/' || au.uid || '/password' WHEN au.a < 0.90 THEN '/api/v4/users/' || au.uid || '/sessions/revoke'
            WHEN au.a < 0.93 THEN '/api/v4/users/' || au.uid || '/image' WHEN au.a < 0.96 THEN '/api/v4/users/' || au.uid || '/mfa'
            ELSE '/api/v4/users/' || au.uid || '/tokens' END,
       CASE WHEN au.a < 0.04 THEN 'failure - login_id=' || split_part(au.username, '.', 1) || substr(md5('typo' || au.k), 1, 2)
            WHEN au.a < 0.08 THEN 'failure - login_id=' || au.username
            WHEN au.a < 0.30 THEN 'attempt - login_id=' || au.username WHEN au.a < 0.42 THEN 'authenticated' WHEN au.a < 0.55 THEN 'success'
            WHEN au.a < 0.72 THEN '' WHEN au.a < 0.80 THEN '' WHEN au.a < 0.82 THEN 'attempted' WHEN au.a < 0.84 THEN 'completed'
            WHEN au.a < 0.90 THEN 'session_id=' || pg_temp.mmid('oldses:' || au.n || ':' || floor(pg_temp.u('aur' || au.k) * 40)::int)
            WHEN au.a < 0.93 THEN '' WHEN au.a < 0.96 THEN 'success' ELSE 'success - token_id=' || pg_temp.mmid('pat:' || au.n) END,
       CASE WHEN pg_temp.u('aip' || au.k) < 0.8 THEN '10.20.' || (au.n % 7) || '.' || (10 + au.n % 200) ELSE (80 + floor(pg_temp.u('aip1' || au.k) * 100))::int || '.' || (au.n % 250) || '.' || floor(pg_temp.u('aip2' || au.k) * 250)::int || '.' || (1 + au.n % 200) END,
       CASE WHEN au.a < 0.55 THEN ''
            WHEN cur.id IS NOT NULL THEN cur.id
            ELSE pg_temp.mmid('oldses:' || au.n || ':' || extract(year FROM au.t) || ':' || extract(week FROM au.t)) END
  FROM au LEFT JOIN LATERAL (SELECT s.id FROM ss s WHERE s.n = au.n AND s.created <= au.t ORDER BY s.created DESC, s.id LIMIT 1) cur ON true;

-- ---------------------------------------------------------------- preferences
CREATE TABLE preferences (
    userid varchar(26) NOT NULL, category varchar(32) NOT NULL, name varchar(32) NOT NULL, value text,
    PRIMARY KEY (userid, category, name));
CREATE INDEX idx_preferences_category ON preferences (category);
CREATE INDEX idx_preferences_name ON preferences (name);
CREATE TEMP TABLE pu AS SELECT * FROM uu WHERE kind <> 'bot' AND state <> 'perm';
INSERT INTO preferences
SELECT pu.id, v.cat, CASE WHEN v.nm = '$self' THEN pu.id ELSE v.nm END, v.val
  FROM pu CROSS JOIN LATERAL (VALUES
    ('tutorial_step', '$self', '999', pu.created < timestamptz '2022-06-01'),
    ('recommended_next_steps', 'hide', 'true', pg_temp.u('p1' || pu.n) < 0.6),
    ('recommended_next_steps', 'skip', 'true', pg_temp.u('p1' || pu.n) < 0.2),
    ('display_settings', 'use_military_time', CASE WHEN pg_temp.u('p2v' || pu.n) < 0.5 THEN 'true' ELSE 'false' END, pg_temp.u('p2' || pu.n) < 0.4),
    ('display_settings', 'collapsed_reply_threads', CASE WHEN pg_temp.u('p3v' || pu.n) < 0.8 THEN 'on' ELSE 'off' END, pg_temp.u('p3' || pu.n) < 0.7),
    ('display_settings', 'name_format', pg_temp.pick(ARRAY['username','full_name','nickname_full_name'], 'p4v' || pu.n), pg_temp.u('p4' || pu.n) < 0.3),
    ('display_settings', 'channel_display_mode', pg_temp.pick(ARRAY['full','centered'], 'p5v' || pu.n), pg_temp.u('p5' || pu.n) < 0.2),
    ('display_settings', 'message_display', pg_temp.pick(ARRAY['clean','compact'], 'p6v' || pu.n), pg_temp.u('p6' || pu.n) < 0.3),
    ('display_settings', 'colorize_usernames', 'true', pg_temp.u('p7' || pu.n) < 0.1),
    ('theme', '', '{"type":"' || pg_temp.pick(ARRAY['Denim','Onyx','Indigo','Quartz','Sapphire'], 'p8v' || pu.n) || '","sidebarBg":"#1e325c","sidebarText":"#ffffff","onlineIndicator":"#3db887","buttonBg":"#1c58d9","linkColor":"#386fe5"}', pg_temp.u('p8' || pu.n) < 0.5),
    ('notifications', 'email_interval', pg_temp.pick(ARRAY['900','3600','0','30'], 'p9v' || pu.n), pg_temp.u('p9' || pu.n) < 0.4),
    ('advanced_settings', 'send_on_ctrl_enter', 'false', pg_temp.u('p10' || pu.n) < 0.3),
    ('advanced_settings', 'feature_enabled_markdown_preview', 'true', pg_temp.u('p11' || pu.n) < 0.1),
    ('onboarding_task_list', 'onboarding_task_list_show', 'false', pg_temp.u('p12' || pu.n) < 0.4 AND pu.created > timestamptz '2022-03-01'),
    ('onboarding_task_list', 'onboarding_task_list_open', 'false', pg_temp.u('p12' || pu.n) < 0.3 AND pu.created > timestamptz '2022-03-01'),
    ('insights', 'insights_tutorial_state', '{"insights_modal_viewed":true}', pg_temp.u('p13' || pu.n) < 0.3),
    ('crt_thread_pane_step', '$self', '999', pg_temp.u('p14' || pu.n) < 0.5),
    ('crt_tutorial_triggered', '$self', '999', pg_temp.u('p14' || pu.n) < 0.45),
    ('drafts', 'drafts_tour_tip_showed', '{"drafts_tour_tip_showed":true}', pg_temp.u('p15' || pu.n) < 0.3),
    ('sidebar_settings', 'show_unread_section', pg_temp.pick(ARRAY['true','false'], 'p16v' || pu.n), pg_temp.u('p16' || pu.n) < 0.2),
    ('sidebar_settings', 'limit_visible_dms_gms', pg_temp.pick(ARRAY['10','20','40','10000'], 'p17v' || pu.n), pg_temp.u('p17' || pu.n) < 0.25),
    ('channel_approximate_view_time', '', pg_temp.ms(pg_temp.tnow() - interval '1 hour' * floor(500 * pg_temp.u('p18v' || pu.n)))::text, pg_temp.u('p18' || pu.n) < 0.6),
    ('actions_menu', 'actions_menu_tutorial_state', '{"actions_menu_modal_viewed":true}', pg_temp.u('p19' || pu.n) < 0.35),
    ('user_avatar_for_custom_status', 'custom_status_tutorial_state', '{"custom_status_tutorial_completed":true}', pg_temp.u('p20' || pu.n) < 0.3)
  ) v(cat, nm, val, present)
 WHERE v.present;
-- a per-team theme: the preference name is the team id
INSERT INTO preferences
SELECT DISTINCT ON (pu.id) pu.id, 'theme', tt.id, '{"type":"Onyx","sidebarBg":"#202020","sidebarText":"#ffffff","buttonBg":"#166de0","linkColor":"#2f81f7"}'
  FROM pu JOIN tm ON tm.n = pu.n AND tm.leftat IS NULL JOIN tt ON tt.t = tm.t
 WHERE pg_temp.u('ptt' || pu.n) < 0.08 ORDER BY pu.id, tm.t DESC;
-- direct and group messages shown in the sidebar: the name is the other user's id, or the group channel's id
INSERT INTO preferences
SELECT uu.id, 'direct_channel_show', other.id, CASE WHEN pg_temp.u('dcs' || ch.c || ':' || m.n) < 0.85 THEN 'true' ELSE 'false' END
  FROM ch JOIN cmx m ON m.c = ch.c JOIN uu ON uu.n = m.n
  JOIN uu other ON other.n = CASE WHEN ch.grp[1] = m.n THEN ch.grp[2] ELSE ch.grp[1] END
 WHERE ch.ty = 'D' AND uu.kind <> 'bot' AND uu.state <> 'perm';
INSERT INTO preferences
SELECT uu.id, 'group_channel_show', ch.id, 'true'
  FROM ch JOIN cmx m ON m.c = ch.c AND m.leftat IS NULL JOIN uu ON uu.n = m.n
 WHERE ch.ty = 'G' AND uu.state <> 'perm' AND pg_temp.u('gcs' || ch.c || ':' || m.n) < 0.8;
-- saved ("flagged") posts: the name is the post id
CREATE TEMP TABLE um AS SELECT n, c, row_number() OVER (PARTITION BY n ORDER BY c) AS rn, count(*) OVER (PARTITION BY n) AS cnt FROM cmx WHERE leftat IS NULL AND kind <> 'bot' AND state <> 'perm';
CREATE TEMP TABLE cpost AS
SELECT ch.c, po.id, row_number() OVER (PARTITION BY ch.c ORDER BY po.createat, po.id) AS rn, count(*) OVER (PARTITION BY ch.c) AS cnt
  FROM posts po JOIN ch ON ch.id = po.channelid WHERE po.originalid = '' AND po.deleteat = 0 AND po.type IN ('', 'slack_attachment');
ANALYZE um; ANALYZE cpost;
INSERT INTO preferences
SELECT DISTINCT uu.id, 'flagged_post', cp.id, 'true'
  FROM (SELECT pu.n, k, pg_temp.u('fl1' || pu.n || ':' || k) AS x1, pg_temp.u('fl2' || pu.n || ':' || k) AS x2
          FROM pu CROSS JOIN LATERAL generate_series(1, floor(7 * power(pu.w, 0.6) * pg_temp.u('fln' || pu.n))::int) k OFFSET 0) d
  JOIN (SELECT n, max(cnt) AS cnt FROM um GROUP BY n) umc ON umc.n = d.n
  JOIN um ON um.n = d.n AND um.rn = 1 + floor(umc.cnt * d.x1)::int
  JOIN (SELECT c, max(cnt) AS cnt FROM cpost GROUP BY c) cpc ON cpc.c = um.c
  JOIN cpost cp ON cp.c = um.c AND cp.rn = cpc.cnt - floor(cpc.cnt * power(d.x2, 2))::int
  JOIN uu ON uu.n = d.n;

-- ---------------------------------------------------------------- drafts (server-synced since 7.7)
CREATE TABLE drafts (
    createat bigint, updateat bigint, deleteat bigint, userid varchar(26), channelid varchar(26), rootid varchar(26) DEFAULT ''::character varying,
    message varchar(65535), props varchar(8000), fileids varchar(300), priority text,
    PRIMARY KEY (userid, channelid, rootid));
INSERT INTO drafts
SELECT DISTINCT ON (uu.id, ch.id, coalesce(root.id, ''))
       pg_temp.ms(d.t), pg_temp.ms(d.t + interval '1 minute' * floor(30 * d.x3)), 0, uu.id, ch.id, coalesce(root.id, ''),
       pg_temp.msg('draft' || d.n || ':' || d.k), '{}', '[]',
       CASE WHEN d.x3 < 0.1 THEN '{"priority":"important","requested_ack":false}' END
  FROM (SELECT pu.n, k, pg_temp.u('dr1' || pu.n || ':' || k) AS x1, pg_temp.u('dr2' || pu.n || ':' || k) AS x2, pg_temp.u('dr3' || pu.n || ':' || k) AS x3,
               timestamptz '2023-02-01' + (pg_temp.tnow() - timestamptz '2023-02-01') * power(pg_temp.u('drt' || pu.n || ':' || k), 0.5) AS t
          FROM pu CROSS JOIN LATERAL generate_series(1, floor(6 * pu.w * pg_temp.u('drn' || pu.n) + 0.6)::int) k WHERE pu.state = 'active' OFFSET 0) d
  JOIN (SELECT n, max(cnt) AS cnt FROM um GROUP BY n) umc ON umc.n = d.n
  JOIN um ON um.n = d.n AND um.rn = 1 + floor(umc.cnt * d.x1)::int
  JOIN ch ON ch.c = um.c JOIN uu ON uu.n = d.n
  LEFT JOIN LATERAL (SELECT po.id FROM posts po WHERE po.channelid = ch.id AND po.rootid = '' AND po.originalid = '' AND po.deleteat = 0 AND d.x2 < 0.25
                      ORDER BY po.createat DESC, po.id LIMIT 1 OFFSET floor(d.x2 * 20)::int) root ON true
 ORDER BY uu.id, ch.id, coalesce(root.id, ''), d.k;

-- ---------------------------------------------------------------- sidebar
CREATE TABLE sidebarcategories (
    id varchar(128) NOT NULL, userid varchar(26), teamid varchar(26), sortorder bigint, sorting varchar(64), type varchar(64), displayname varchar(64),
    muted boolean, collapsed boolean,
    PRIMARY KEY (id));
CREATE INDEX idx_sidebarcategories_userid_teamid ON sidebarcategories (userid, teamid);
CREATE TABLE sidebarchannels (
    channelid varchar(26) NOT NULL, userid varchar(26) NOT NULL, categoryid varchar(128) NOT NULL, sortorder bigint,
    PRIMARY KEY (channelid, userid, categoryid));
CREATE INDEX idx_sidebarchannels_categoryid ON sidebarchannels (categoryid);
-- default categories have deterministic ids <type>_<userid>_<teamid>; custom ones a NewId
CREATE TEMP TABLE sc AS
SELECT tm.t, tm.n, uu.id AS uid, tt.id AS tid, floor(CASE WHEN pg_temp.u('cc' || tm.t || ':' || tm.n) < 0.2 THEN 1 + 3 * power(pg_temp.u('ccn' || tm.t || ':' || tm.n), 2) ELSE 0 END)::int AS ncustom
  FROM tm JOIN uu ON uu.n = tm.n JOIN tt ON tt.t = tm.t
 WHERE tm.leftat IS NULL AND tm.kind <> 'bot' AND uu.state <> 'perm' AND coalesce(uu.gone, 'infinity') > timestamptz '2021-02-16' AND tt.deleted IS NULL;
CREATE TEMP TABLE scat AS
SELECT sc.t, sc.n, sc.uid, sc.tid, 0 AS slot, 'favorites_' || sc.uid || '_' || sc.tid AS id, 0 AS sortorder, '' AS sorting, 'favorites' AS type, 'Favorites' AS dn FROM sc
UNION ALL
SELECT sc.t, sc.n, sc.uid, sc.tid, k, pg_temp.mmid('cat:' || sc.t || ':' || sc.n || ':' || k), 10 * k, pg_temp.pick(ARRAY['manual','alpha','recent'], 'cs' || sc.t || sc.n || k), 'custom',
       pg_temp.pick(ARRAY['Projects','Customers','Social','Watching','Important','Incidents','Archive','Team','Releases','Read later'], 'cdn' || sc.t || ':' || sc.n || ':' || k)
  FROM sc CROSS JOIN LATERAL generate_series(1, sc.ncustom) k
UNION ALL
SELECT sc.t, sc.n, sc.uid, sc.tid, 98, 'channels_' || sc.uid || '_' || sc.tid, 10 * (sc.ncustom + 1), pg_temp.pick(ARRAY['','alpha','recent',''], 'csc' || sc.t || sc.n), 'channels', 'Channels' FROM sc
UNION ALL
SELECT sc.t, sc.n, sc.uid, sc.tid, 99, 'direct_messages_' || sc.uid || '_' || sc.tid, 10 * (sc.ncustom + 2), 'recent', 'direct_messages', 'Direct Messages' FROM sc;
INSERT INTO sidebarcategories
SELECT id, uid, tid, sortorder, sorting, type, dn, false, pg_temp.u('col' || id) < 0.08 FROM scat;
-- favorites and custom categories list their channels; the Channels and Direct Messages categories are filled in at read time
INSERT INTO sidebarchannels
SELECT ch.id, x.uid, s2.id, 10 * (row_number() OVER (PARTITION BY s2.id ORDER BY x.r, ch.id) - 1)
  FROM (SELECT sc.t, sc.n, sc.uid, cmx.c, pg_temp.u('sbr' || sc.t || ':' || sc.n || ':' || cmx.c) AS r,
               CASE WHEN pg_temp.u('sbf' || sc.t || ':' || sc.n || ':' || cmx.c) < 0.07 THEN 0
                    WHEN sc.ncustom > 0 AND pg_temp.u('sbc' || sc.t || ':' || sc.n || ':' || cmx.c) < 0.35 THEN 1 + floor(sc.ncustom * pg_temp.u('sbk' || sc.t || ':' || sc.n || ':' || cmx.c))::int
                    ELSE -1 END AS slot
          FROM sc JOIN cmx ON cmx.n = sc.n AND cmx.leftat IS NULL JOIN ch ON ch.c = cmx.c AND ch.t = sc.t OFFSET 0) x
  JOIN scat s2 ON s2.t = x.t AND s2.n = x.n AND s2.slot = x.slot
  JOIN ch ON ch.c = x.c;
-- favourited direct messages appear in the Favorites category of every team
INSERT INTO sidebarchannels
SELECT ch.id, sc.uid, 'favorites_' || sc.uid || '_' || sc.tid, 1000 + 10 * row_number() OVER (PARTITION BY sc.uid, sc.tid ORDER BY ch.c)
  FROM sc JOIN cmx ON cmx.n = sc.n AND cmx.leftat IS NULL JOIN ch ON ch.c = cmx.c AND ch.ty IN ('D', 'G')
 WHERE pg_temp.u('dmfav' || sc.n || ':' || ch.c) < 0.06;
-- Mattermost mirrors favorites into the legacy favorite_channel preference
INSERT INTO preferences
SELECT DISTINCT sb.userid, 'favorite_channel', sb.channelid, 'true' FROM sidebarchannels sb WHERE sb.categoryid LIKE 'favorites\_%';

-- ---------------------------------------------------------------- user groups (LDAP-synced and custom)
CREATE TABLE usergroups (
    id varchar(26) NOT NULL, name varchar(64), displayname varchar(128), description varchar(1024), source varchar(64), remoteid varchar(48),
    createat bigint, updateat bigint, deleteat bigint, allowreference boolean,
    PRIMARY KEY (id), UNIQUE (name), UNIQUE (source, remoteid));
CREATE INDEX idx_usergroups_remote_id ON usergroups (remoteid);
CREATE INDEX idx_usergroups_delete_at ON usergroups (deleteat);
CREATE INDEX idx_usergroups_displayname ON usergroups (displayname);
CREATE TEMP TABLE ug AS SELECT g, pg_temp.mmid('group:' || g) AS id, nm, dn, src, created, deleted, team, chname FROM (VALUES
  (1, NULL, 'all-staff', 'ldap', timestamptz '2021-03-15 09:00+00', NULL::timestamptz, 2, NULL::text),
  (2, 'engineering', 'engineering', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, 1, NULL),
  (3, 'backend-team', 'backend', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, NULL, 'eng-backend'),
  (4, 'frontend-team', 'frontend', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, NULL, 'eng-frontend'),
  (5, NULL, 'support-tier1', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, 3, NULL),
  (6, 'support-t2', 'support-tier2', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, 3, 'support-escalations'),
  (7, NULL, 'sales', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, 4, NULL),
  (8, NULL, 'marketing', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, 4, 'marketing-campaigns'),
  (9, NULL, 'leadership', 'ldap', timestamptz '2021-03-15 09:00+00', NULL, NULL, 'eng-leads'),
  (10, NULL, 'contractors', 'ldap', timestamptz '2021-06-01 09:00+00', timestamptz '2023-02-01 09:00+00', NULL, NULL),
  (11, 'oncall-sre', 'On-call SRE', 'custom', timestamptz '2022-12-05 10:00+00', NULL, NULL, NULL),
  (12, 'design-guild', 'Design guild', 'custom', timestamptz '2023-01-20 10:00+00', NULL, NULL, NULL),
  (13, 'release-crew', 'Release crew', 'custom', timestamptz '2023-04-11 10:00+00', NULL, NULL, NULL),
  (14, 'social-committee', 'Social committee', 'custom', timestamptz '2023-06-02 10:00+00', NULL, NULL, NULL),
  (15, 'fire-wardens', 'Fire wardens', 'custom', timestamptz '2023-08-30 10:00+00', timestamptz '2024-03-01 10:00+00', NULL, NULL)) v(g, nm, dn, src, created, deleted, team, chname);
INSERT INTO usergroups
SELECT id, nm, dn, '', src, CASE WHEN src = 'ldap' THEN substr(md5('ldapgroup' || g), 1, 32) END, pg_temp.ms(created),
       pg_temp.ms(coalesce(deleted, created + interval '30 days')), coalesce(pg_temp.ms(deleted), 0), nm IS NOT NULL
  FROM ug;
CREATE TABLE groupmembers (
    groupid varchar(26) NOT NULL, userid varchar(26) NOT NULL, createat bigint, deleteat bigint,
    PRIMARY KEY (groupid, userid));
CREATE INDEX idx_groupmembers_create_at ON groupmembers (createat);
-- LDAP sync removes people who left (DeleteAt set); a permanent deletion removes the rows
INSERT INTO groupmembers
SELECT ug.id, uu.id, pg_temp.ms(greatest(ug.created, uu.created) + interval '1 hour'),
       CASE WHEN uu.state = 'deact' AND uu.gone > ug.created THEN pg_temp.ms(uu.gone + interval '1 hour') WHEN ug.deleted IS NOT NULL THEN pg_temp.ms(ug.deleted) ELSE 0 END
  FROM ug JOIN uu ON uu.kind = 'human' AND uu.state <> 'perm' AND coalesce(uu.gone, 'infinity') > ug.created
 WHERE CASE ug.g WHEN 1 THEN true
                 WHEN 2 THEN EXISTS (SELECT 1 FROM tm WHERE tm.t = 1 AND tm.n = uu.n)
                 WHEN 3 THEN EXISTS (SELECT 1 FROM cmx JOIN ch ON ch.c = cmx.c WHERE ch.name = 'eng-backend' AND cmx.n = uu.n)
                 WHEN 4 THEN EXISTS (SELECT 1 FROM cmx JOIN ch ON ch.c = cmx.c WHERE ch.name = 'eng-frontend' AND cmx.n = uu.n)
                 WHEN 5 THEN EXISTS (SELECT 1 FROM tm WHERE tm.t = 3 AND tm.n = uu.n) AND uu.n % 2 = 0
                 WHEN 6 THEN EXISTS (SELECT 1 FROM tm WHERE tm.t = 3 AND tm.n = uu.n) AND uu.n % 2 = 1
                 WHEN 7 THEN EXISTS (SELECT 1 FROM tm WHERE tm.t = 4 AND tm.n = uu.n) AND uu.n % 3 <> 0
                 WHEN 8 THEN EXISTS (SELECT 1 FROM tm WHERE tm.t = 4 AND tm.n = uu.n) AND uu.n % 3 = 0
                 WHEN 9 THEN uu.n <= 4 OR uu.n IN (12, 19, 23, 31, 58)
                 WHEN 10 THEN pg_temp.u('contr' || uu.n) < 0.05
                 ELSE pg_temp.u('cg' || ug.g || ':' || uu.n) < 0.03 * (1 + 3 * uu.w) END;
CREATE TABLE groupteams (
    groupid varchar(26) NOT NULL, autoadd boolean, schemeadmin boolean, createat bigint, deleteat bigint, updateat bigint, teamid varchar(26) NOT NULL,
    PRIMARY KEY (groupid, teamid));
CREATE INDEX idx_groupteams_schemeadmin ON groupteams (schemeadmin);
CREATE INDEX idx_groupteams_teamid ON groupteams (teamid);
INSERT INTO groupteams
SELECT ug.id, true, false, pg_temp.ms(ug.created + interval '2 days'), 0, pg_temp.ms(ug.created + interval '2 days'), tt.id
  FROM ug JOIN tt ON tt.t = ug.team;
INSERT INTO groupteams
SELECT ug.id, false, true, pg_temp.ms(ug.created + interval '3 days'), 0, pg_temp.ms(ug.created + interval '3 days'), tt.id
  FROM ug JOIN tt ON tt.t = 1 WHERE ug.g = 9;
CREATE TABLE groupchannels (
    groupid varchar(26) NOT NULL, autoadd boolean, schemeadmin boolean, createat bigint, deleteat bigint, updateat bigint, channelid varchar(26) NOT NULL,
    PRIMARY KEY (groupid, channelid));
CREATE INDEX idx_groupchannels_schemeadmin ON groupchannels (schemeadmin);
CREATE INDEX idx_groupchannels_channelid ON groupchannels (channelid);
INSERT INTO groupchannels
SELECT ug.id, true, ug.g = 9, pg_temp.ms(ug.created + interval '2 days'), 0, pg_temp.ms(ug.created + interval '2 days'), ch.id
  FROM ug JOIN ch ON ch.name = ug.chname AND ch.t IS NOT NULL;
INSERT INTO groupchannels
SELECT ug.id, false, false, pg_temp.ms(ug.created + interval '5 days'), CASE WHEN ch.name = 'proj-billing' THEN pg_temp.ms(ug.created + interval '300 days') ELSE 0 END,
       pg_temp.ms(ug.created + interval '5 days'), ch.id
  FROM ug JOIN ch ON ch.t = 1 AND ch.name IN ('dev-security', 'incident-security', 'proj-billing') WHERE ug.g = 2;

-- ---------------------------------------------------------------- integrations
CREATE TABLE incomingwebhooks (
    id varchar(26) NOT NULL, createat bigint, updateat bigint, deleteat bigint, userid varchar(26), channelid varchar(26), teamid varchar(26),
    displayname varchar(64), description varchar(500), username varchar(255), iconurl varchar(1024), channellocked boolean,
    PRIMARY KEY (id));
CREATE INDEX idx_incoming_webhook_user_id ON incomingwebhooks (userid);
CREATE INDEX idx_incoming_webhook_team_id ON incomingwebhooks (teamid);
CREATE INDEX idx_incoming_webhook_update_at ON incomingwebhooks (updateat);
CREATE INDEX idx_incoming_webhook_create_at ON incomingwebhooks (createat);
CREATE INDEX idx_incoming_webhook_delete_at ON incomingwebhooks (deleteat);
INSERT INTO incomingwebhooks
SELECT hook.id, pg_temp.ms(hook.created), pg_temp.ms(coalesce(hook.deleted, hook.created + interval '1 day')), coalesce(pg_temp.ms(hook.deleted), 0),
       uu.id, ch.id, tt.id, hook.dn, hook.descr, CASE WHEN hook.h IN (1, 3, 4) THEN lower(hook.dn) ELSE '' END,
       CASE WHEN hook.h IN (1, 4) THEN 'https://cdn.corvidlabs.com/icons/' || lower(hook.dn) || '.png' ELSE '' END, hook.h IN (1, 2, 4, 13)
  FROM hook JOIN uu ON uu.n = hook.creator JOIN ch ON ch.name = hook.cname AND ch.t = hook.t JOIN tt ON tt.t = hook.t;
CREATE TABLE outgoingwebhooks (
    id varchar(26) NOT NULL, token varchar(26), createat bigint, updateat bigint, deleteat bigint, creatorid varchar(26), channelid varchar(26),
    teamid varchar(26), triggerwords varchar(1024), callbackurls varchar(1024), displayname varchar(64), contenttype varchar(128),
    triggerwhen integer, username varchar(64), iconurl varchar(1024), description varchar(500),
    PRIMARY KEY (id));
CREATE INDEX idx_outgoing_webhook_team_id ON outgoingwebhooks (teamid);
CREATE INDEX idx_outgoing_webhook_update_at ON outgoingwebhooks (updateat);
CREATE INDEX idx_outgoing_webhook_create_at ON outgoingwebhooks (createat);
CREATE INDEX idx_outgoing_webhook_delete_at ON outgoingwebhooks (deleteat);
-- ChannelId '' when the trigger words fire in any public channel of the team
INSERT INTO outgoingwebhooks
SELECT pg_temp.mmid('ohook:' || o), pg_temp.mmid('otok:' || o), pg_temp.ms(v.created), pg_temp.ms(v.created + interval '2 days'), coalesce(pg_temp.ms(v.deleted), 0),
       uu.id, coalesce(ch.id, ''), tt.id, v.words, v.url, v.dn, v.ctype, v.tw, '', '', ''
  FROM (VALUES (1, 12, 1, 'ci-builds', 'deploy,rollback', 'https://ci.corvidlabs.com/mattermost/deploy', 'Deploy trigger', 'application/json', 0, timestamptz '2019-06-03 10:00+00', NULL::timestamptz),
               (2, 19, 1, NULL, 'oncall', 'https://oncall.corvidlabs.com/hooks/mattermost', 'Who is on call', 'application/x-www-form-urlencoded', 0, timestamptz '2020-02-11 10:00+00', NULL),
               (3, 23, 3, 'support-escalations', 'ticket', 'https://support.corvidlabs.com/mm', 'Ticket lookup', 'application/json', 1, timestamptz '2019-09-09 10:00+00', NULL),
               (4, 4, 2, NULL, 'lunch', 'https://lunchbot.corvidlabs.com/', 'Lunch bot', 'application/x-www-form-urlencoded', 0, timestamptz '2019-05-05 10:00+00', timestamptz '2020-03-16 10:00+00'),
               (5, 58, 1, 'eng-leads', 'standup', 'https://standup.corvidlabs.com/hook', 'Standup notes', 'application/json', 1, timestamptz '2021-11-01 10:00+00', NULL),
               (6, 31, 4, NULL, 'quote', 'https://crm.corvidlabs.com/mattermost/quote', 'Quote lookup', 'application/json', 0, timestamptz '2021-02-02 10:00+00', NULL)
       ) v(o, creator, t, cname, words, url, dn, ctype, tw, created, deleted)
  JOIN uu ON uu.n = v.creator JOIN tt ON tt.t = v.t LEFT JOIN ch ON ch.name = v.cname AND ch.t = v.t;
CREATE TABLE commands (
    id varchar(26) NOT NULL, token varchar(26), createat bigint, updateat bigint, deleteat bigint, creatorid varchar(26), teamid varchar(26),
    trigger varchar(128), method varchar(1), username varchar(64), iconurl varchar(1024), autocomplete boolean, autocompletedesc varchar(1024),
    autocompletehint varchar(1024), displayname varchar(64), description varchar(128), url varchar(1024), pluginid varchar(190),
    PRIMARY KEY (id));
CREATE INDEX idx_command_team_id ON commands (teamid);
CREATE INDEX idx_command_update_at ON commands (updateat);
CREATE INDEX idx_command_create_at ON commands (createat);
CREATE INDEX idx_command_delete_at ON commands (deleteat);
-- custom slash commands only (plugin commands are registered in memory); PluginId '' for all of them
INSERT INTO commands
SELECT pg_temp.mmid('cmd:' || k), pg_temp.mmid('cmdtok:' || k), pg_temp.ms(v.created), pg_temp.ms(v.created + interval '1 day'), coalesce(pg_temp.ms(v.deleted), 0),
       uu.id, tt.id, v.trig, v.meth, '', '', true, v.descr, v.hint, initcap(v.trig), v.descr, 'https://' || v.trig || '.corvidlabs.com/slash', ''
  FROM (VALUES (1, 12, 1, 'deploy', 'P', 'Deploy a service', '[service] [env]', timestamptz '2019-06-03 11:00+00', NULL::timestamptz),
               (2, 19, 1, 'oncall', 'G', 'Show who is on call', '', timestamptz '2020-02-11 11:00+00', NULL),
               (3, 12, 1, 'jira-legacy', 'P', 'Create a Jira issue', '[summary]', timestamptz '2019-08-01 11:00+00', timestamptz '2020-02-05 11:00+00'),
               (4, 4, 2, 'weather', 'G', 'Weather for an office', '[city]', timestamptz '2019-05-02 11:00+00', NULL),
               (5, 2, 2, 'lunch', 'P', 'Order lunch', '[place]', timestamptz '2019-05-05 11:00+00', timestamptz '2020-03-16 10:00+00'),
               (6, 23, 3, 'ticket', 'G', 'Look up a support ticket', '[id]', timestamptz '2019-09-09 11:00+00', NULL),
               (7, 31, 4, 'quote', 'P', 'Draft a quote', '[account]', timestamptz '2021-02-02 11:00+00', NULL),
               (8, 5, 1, 'status', 'P', 'Post to the status page', '[component] [state]', timestamptz '2021-01-10 11:00+00', NULL),
               (9, 2, 2, 'kudos', 'P', 'Give kudos', '@user [message]', timestamptz '2022-05-05 11:00+00', NULL)) v(k, creator, t, trig, meth, descr, hint, created, deleted)
  JOIN uu ON uu.n = v.creator JOIN tt ON tt.t = v.t;
CREATE TABLE commandwebhooks (
    id varchar(26) NOT NULL, createat bigint, commandid varchar(26), userid varchar(26), channelid varchar(26), rootid varchar(26), usecount integer,
    PRIMARY KEY (id));
CREATE INDEX idx_command_webhook_create_at ON commandwebhooks (createat);
-- short-lived response URLs of slash commands run in the last half hour (older ones are cleaned up); RootId '' outside threads
INSERT INTO commandwebhooks
SELECT pg_temp.mmid('cwh:' || k), pg_temp.ms(pg_temp.tnow() - interval '1 minute' * floor(30 * pg_temp.u('cwt' || k))), c.id, uu.id, chh.id,
       coalesce(root.id, ''), floor(3 * pg_temp.u('cwu' || k))::int
  FROM generate_series(1, 14) k
  JOIN commands c ON c.id = pg_temp.mmid('cmd:' || (ARRAY[1, 1, 1, 2, 2, 6, 6, 8, 9, 4, 7, 1, 2, 9])[k])
  JOIN tt ON tt.id = c.teamid
  JOIN LATERAL (SELECT cmx.c, cmx.n FROM cmx JOIN ch ON ch.c = cmx.c WHERE ch.t = tt.t AND ch.ty = 'O' AND cmx.leftat IS NULL AND cmx.kind = 'human' AND cmx.state = 'active'
                 ORDER BY pg_temp.u('cwm' || k || ':' || cmx.c || ':' || cmx.n) LIMIT 1) m ON true
  JOIN uu ON uu.n = m.n JOIN ch chh ON chh.c = m.c
  LEFT JOIN LATERAL (SELECT po.id FROM posts po WHERE po.channelid = chh.id AND po.rootid = '' AND po.originalid = '' AND k % 4 = 0
                      ORDER BY po.createat DESC, po.id LIMIT 1) root ON true;

CREATE TABLE useraccesstokens (
    id varchar(26) NOT NULL, token varchar(26), userid varchar(26), description varchar(512), isactive boolean,
    PRIMARY KEY (id), UNIQUE (token));
CREATE INDEX idx_user_access_tokens_user_id ON useraccesstokens (userid);
INSERT INTO useraccesstokens
SELECT pg_temp.mmid('pat:' || n || ':' || k), pg_temp.mmid('pattok:' || n || ':' || k), pg_temp.mmid('user:' || n), descr, active
  FROM (VALUES (439, 1, 'CD pipeline', true), (439, 2, 'old jenkins token', false), (440, 1, 'standup service', true), (441, 1, 'grafana', true),
               (442, 1, 'release pipeline', true), (1, 1, 'admin scripts', true), (12, 1, 'mmctl local', true), (19, 1, 'terraform provider', true),
               (5, 1, 'statuspage sync', true), (5, 2, 'test', false), (58, 1, 'reporting', true), (2, 1, 'backup check', true)) v(n, k, descr, active);
-- personal access token sessions (never expire in practice)
INSERT INTO sessions
SELECT pg_temp.mmid('patses:' || t.id), t.token, pg_temp.ms(pg_temp.tnow() - interval '1 day' * (10 + floor(200 * pg_temp.u('pts' || t.id)))),
       pg_temp.ms(pg_temp.tnow() + interval '36000 days'), pg_temp.ms(pg_temp.tnow() - interval '1 minute' * floor(600 * pg_temp.u('ptl' || t.id))), t.userid, '', u.roles, false,
       jsonb_build_object('type', 'UserAccessToken', 'user_access_token_id', t.id, 'is_bot', (u.email LIKE '%@localhost')::text, 'is_guest', 'false'), false
  FROM useraccesstokens t JOIN users u ON u.id = t.userid WHERE t.isactive;

CREATE TABLE oauthapps (
    id varchar(26) NOT NULL, creatorid varchar(26), createat bigint, updateat bigint, clientsecret varchar(128), name varchar(64),
    description varchar(512), callbackurls varchar(1024), homepage varchar(256), istrusted boolean, iconurl varchar(512),
    mattermostappid varchar(32) NOT NULL DEFAULT ''::character varying,
    PRIMARY KEY (id));
CREATE INDEX idx_oauthapps_creator_id ON oauthapps (creatorid);
INSERT INTO oauthapps
SELECT pg_temp.mmid('oapp:' || k), pg_temp.mmid('user:' || creator), pg_temp.ms(created), pg_temp.ms(created + interval '10 days'), pg_temp.mmid('osecret:' || k),
       nm, descr, cb, hp, trusted, '', ''
  FROM (VALUES (1, 1, 'Grafana', 'Sign in to Grafana with Mattermost', 'https://grafana.corvidlabs.com/login/generic_oauth', 'https://grafana.corvidlabs.com', true, timestamptz '2020-05-12 10:00+00'),
               (2, 4, 'Zapier', 'Zap automations', 'https://zapier.com/dashboard/auth/oauth/return/MattermostCLIAPI/', 'https://zapier.com', false, timestamptz '2021-07-07 10:00+00'),
               (3, 1, 'Wiki', 'Corvid wiki login', 'https://wiki.corvidlabs.com/plugins/servlet/oauth/callback', 'https://wiki.corvidlabs.com', true, timestamptz '2022-01-19 10:00+00'),
               (4, 12, 'GitLab (legacy)', 'Old GitLab integration', 'https://gitlab.corvidlabs.com/users/auth/mattermost/callback', 'https://gitlab.corvidlabs.com', false, timestamptz '2019-07-01 10:00+00')
       ) v(k, creator, nm, descr, cb, hp, trusted, created);
CREATE TABLE oauthaccessdata (
    token varchar(26) NOT NULL, refreshtoken varchar(26), redirecturi varchar(256), clientid varchar(26), userid varchar(26), expiresat bigint, scope varchar(128),
    PRIMARY KEY (token), UNIQUE (clientid, userid));
CREATE INDEX idx_oauthaccessdata_refresh_token ON oauthaccessdata (refreshtoken);
CREATE INDEX idx_oauthaccessdata_user_id ON oauthaccessdata (userid);
CREATE TEMP TABLE oad AS
SELECT k, pu.n, pu.id AS uid, pg_temp.mmid('oapp:' || k) AS clientid, pg_temp.mmid('oatok:' || k || ':' || pu.n) AS token,
       pg_temp.tnow() - interval '1 hour' * floor(24 * 60 * pg_temp.u('oat' || k || pu.n)) AS issued
  FROM pu CROSS JOIN generate_series(1, 3) k
 WHERE pu.state = 'active' AND pg_temp.u('oa' || k || ':' || pu.n) < (ARRAY[0.09, 0.02, 0.03])[k];
INSERT INTO oauthaccessdata
SELECT token, pg_temp.mmid('oaref:' || k || ':' || n), (SELECT split_part(callbackurls, ' ', 1) FROM oauthapps WHERE id = oad.clientid), clientid, uid,
       pg_temp.ms(issued + interval '30 days'), 'user' FROM oad;
-- each grant is also a session (IsOAuth) with the same token, and a preference ('oauth_app', client id)
INSERT INTO sessions
SELECT pg_temp.mmid('oases:' || oad.token), oad.token, pg_temp.ms(oad.issued), pg_temp.ms(oad.issued + interval '30 days'), pg_temp.ms(oad.issued + interval '2 hours'),
       oad.uid, '', u.roles, true, jsonb_build_object('platform', 'Linux', 'os', 'Linux', 'browser', 'Unknown/0.0', 'isSaml', 'false', 'isGuest', 'false', 'is_oauth', 'true'), false
  FROM oad JOIN users u ON u.id = oad.uid;
INSERT INTO preferences SELECT uid, 'oauth_app', clientid, 'user' FROM oad;
CREATE TABLE oauthauthdata (
    clientid varchar(26), userid varchar(26), code varchar(128) NOT NULL, expiresin integer, createat bigint, redirecturi varchar(256),
    state varchar(1024), scope varchar(128),
    PRIMARY KEY (code));
-- authorisation codes never exchanged (abandoned logins)
INSERT INTO oauthauthdata
SELECT pg_temp.mmid('oapp:' || (1 + k % 3)), pu.id, md5('code' || k) || substr(md5('code2' || k), 1, 8), 600,
       pg_temp.ms(pg_temp.tnow() - interval '1 day' * floor(300 * pg_temp.u('oac' || k))), 'https://grafana.corvidlabs.com/login/generic_oauth',
       substr(md5('state' || k), 1, 22), 'user'
  FROM generate_series(1, 7) k JOIN pu ON pu.n = (ARRAY[9, 15, 44, 61, 102, 150, 233])[k];

-- ---------------------------------------------------------------- data retention policies (the only foreign keys Mattermost declares)
CREATE TABLE retentionpolicies (
    id varchar(26) NOT NULL, displayname varchar(64), postduration bigint,
    PRIMARY KEY (id));
CREATE INDEX idx_retentionpolicies_displayname ON retentionpolicies (displayname);
CREATE TABLE retentionpoliciesteams (
    policyid varchar(26), teamid varchar(26) NOT NULL,
    PRIMARY KEY (teamid),
    CONSTRAINT fk_retentionpoliciesteams_retentionpolicies FOREIGN KEY (policyid) REFERENCES retentionpolicies (id) ON DELETE CASCADE);
CREATE INDEX idx_retentionpoliciesteams_policyid ON retentionpoliciesteams (policyid);
CREATE TABLE retentionpolicieschannels (
    policyid varchar(26), channelid varchar(26) NOT NULL,
    PRIMARY KEY (channelid),
    CONSTRAINT fk_retentionpolicieschannels_retentionpolicies FOREIGN KEY (policyid) REFERENCES retentionpolicies (id) ON DELETE CASCADE);
CREATE INDEX idx_retentionpolicieschannels_policyid ON retentionpolicieschannels (policyid);
INSERT INTO retentionpolicies VALUES (pg_temp.mmid('rp:1'), 'Legal hold: 7 years', 2555), (pg_temp.mmid('rp:2'), 'Bot channels: 1 year', 365),
  (pg_temp.mmid('rp:3'), 'Hackathon archive', 730), (pg_temp.mmid('rp:4'), 'Sales (draft)', 1095);
INSERT INTO retentionpoliciesteams VALUES (pg_temp.mmid('rp:3'), pg_temp.mmid('team:5')), (pg_temp.mmid('rp:1'), pg_temp.mmid('team:4'));
INSERT INTO retentionpolicieschannels
SELECT pg_temp.mmid(CASE WHEN ch.name LIKE 'customer-%' OR ch.name = 'support-escalations' THEN 'rp:1' ELSE 'rp:2' END), ch.id
  FROM ch WHERE (ch.t = 1 AND ch.name IN ('ci-builds', 'alerts-prod', 'github-activity')) OR (ch.t = 3 AND (ch.name IN ('jira-tickets', 'support-escalations') OR ch.name LIKE 'customer-%'));

-- ---------------------------------------------------------------- terms of service
CREATE TABLE termsofservice (
    id varchar(26) NOT NULL, createat bigint, userid varchar(26), text varchar(65535),
    PRIMARY KEY (id));
INSERT INTO termsofservice
SELECT pg_temp.mmid('tos:' || k), pg_temp.ms(t), pg_temp.mmid('user:1'), txt
  FROM (VALUES (1, timestamptz '2019-05-20 09:00+00', 'By using Corvid Labs chat you agree to the acceptable use policy.'),
               (2, timestamptz '2021-03-15 09:00+00', 'By using Corvid Labs chat you agree to the acceptable use policy and the data retention rules (v2).'),
               (3, timestamptz '2023-09-04 09:00+00', 'Acceptable use, data retention and AI assistant rules (v3). Do not paste customer data into Copilot.')) v(k, t, txt);
CREATE TABLE usertermsofservice (
    userid varchar(26) NOT NULL, termsofserviceid varchar(26), createat bigint,
    PRIMARY KEY (userid));
-- the latest version each person accepted; permanent deletion does not clean this table
INSERT INTO usertermsofservice
SELECT uu.id, pg_temp.mmid('tos:' || v.k), pg_temp.ms(greatest(v.t, uu.created) + interval '1 hour' * (1 + floor(200 * pg_temp.u('utos' || uu.n))))
  FROM uu JOIN LATERAL (SELECT k, t FROM (VALUES (1, timestamptz '2019-05-20 09:00+00'), (2, timestamptz '2021-03-15 09:00+00'), (3, timestamptz '2023-09-04 09:00+00')) x(k, t)
                         WHERE x.t < coalesce(uu.gone, pg_temp.tnow()) - interval '10 days' ORDER BY k DESC LIMIT 1) v ON true
 WHERE uu.kind <> 'bot' AND uu.created < coalesce(uu.gone, pg_temp.tnow()) - interval '10 days' AND pg_temp.u('utos?' || uu.n) < 0.96;

-- ---------------------------------------------------------------- message priority, acknowledgements, reminders (7.7+)
CREATE TABLE postspriority (
    postid varchar(26) NOT NULL, channelid varchar(26) NOT NULL, priority varchar(32) NOT NULL, requestedack boolean, persistentnotifications boolean,
    PRIMARY KEY (postid));
INSERT INTO postspriority
SELECT p.id, p.channelid, CASE WHEN pg_temp.u('pp1' || p.id) < 0.3 THEN 'urgent' WHEN pg_temp.u('pp1' || p.id) < 0.85 THEN 'important' ELSE '' END,
       pg_temp.u('pp2' || p.id) < 0.35, pg_temp.u('pp1' || p.id) < 0.3 AND pg_temp.u('pp3' || p.id) < 0.25
  FROM posts p JOIN channels c ON c.id = p.channelid
 WHERE p.rootid = '' AND p.originalid = '' AND p.type = '' AND p.createat >= pg_temp.ms(timestamptz '2023-03-20') AND c.type IN ('O', 'P')
   AND p.props->>'from_webhook' IS NULL AND p.props->>'from_bot' IS NULL AND pg_temp.u('pp' || p.id) < 0.02;
CREATE TABLE postacknowledgements (
    postid varchar(26) NOT NULL, userid varchar(26) NOT NULL, acknowledgedat bigint,
    PRIMARY KEY (postid, userid));
INSERT INTO postacknowledgements
SELECT pr.postid, cm.userid, CASE WHEN pg_temp.u('ack0' || pr.postid || cm.userid) < 0.08 THEN 0 ELSE p.createat + floor(3600000 * 30 * power(pg_temp.u('ackt' || pr.postid || cm.userid), 2))::bigint END
  FROM postspriority pr JOIN posts p ON p.id = pr.postid JOIN channelmembers cm ON cm.channelid = pr.channelid AND cm.userid <> p.userid
 WHERE pr.requestedack AND pg_temp.u('ack' || pr.postid || cm.userid) < 0.45
   AND p.createat + floor(3600000 * 30 * power(pg_temp.u('ackt' || pr.postid || cm.userid), 2))::bigint < pg_temp.ms(pg_temp.tnow());
CREATE TABLE persistentnotifications (
    postid varchar(26) NOT NULL, createat bigint, lastsentat bigint, deleteat bigint, sentcount smallint,
    PRIMARY KEY (postid));
INSERT INTO persistentnotifications
SELECT pr.postid, p.createat, p.createat + 300000 * s.n, CASE WHEN p.createat < pg_temp.ms(pg_temp.tnow() - interval '1 day') THEN p.createat + 300000 * s.n + 1000 ELSE 0 END, s.n
  FROM postspriority pr JOIN posts p ON p.id = pr.postid CROSS JOIN LATERAL (SELECT (1 + floor(6 * pg_temp.u('pn' || pr.postid)))::smallint AS n) s
 WHERE pr.persistentnotifications;
CREATE TABLE postreminders (
    postid varchar(26) NOT NULL, userid varchar(26) NOT NULL, targettime bigint,
    PRIMARY KEY (postid, userid));
CREATE INDEX idx_postreminders_targettime ON postreminders (targettime);
-- reminders not yet fired (a fired reminder is deleted)
INSERT INTO postreminders
SELECT DISTINCT ON (p.id, cm.userid) p.id, cm.userid, pg_temp.ms(pg_temp.tnow() + interval '1 hour' * (1 + floor(24 * 14 * pg_temp.u('prt' || p.id || cm.userid))))
  FROM posts p JOIN channelmembers cm ON cm.channelid = p.channelid JOIN users u ON u.id = cm.userid AND u.deleteat = 0 AND u.email NOT LIKE '%@localhost'
 WHERE p.originalid = '' AND p.deleteat = 0 AND p.createat > pg_temp.ms(pg_temp.tnow() - interval '14 days') AND pg_temp.u('pr' || p.id || cm.userid) < 0.0025;

-- ---------------------------------------------------------------- channel bookmarks (9.x)
CREATE TABLE channelbookmarks (
    id varchar(26) NOT NULL, ownerid varchar(26) NOT NULL, channelid varchar(26) NOT NULL, fileinfoid varchar(26) DEFAULT NULL::character varying,
    createat bigint DEFAULT 0, updateat bigint DEFAULT 0, deleteat bigint DEFAULT 0, displayname text DEFAULT ''::text, sortorder integer DEFAULT 0,
    linkurl text, imageurl text, emoji varchar(64) DEFAULT NULL::character varying, type channel_bookmark_type DEFAULT 'link'::channel_bookmark_type,
    originalid varchar(26) DEFAULT NULL::character varying, parentid varchar(26) DEFAULT NULL::character varying,
    PRIMARY KEY (id));
CREATE INDEX idx_channelbookmarks_channelid ON channelbookmarks (channelid);
CREATE INDEX idx_channelbookmarks_update_at ON channelbookmarks (updateat);
CREATE INDEX idx_channelbookmarks_delete_at ON channelbookmarks (deleteat);
CREATE TEMP TABLE bm AS
SELECT ch.c, k, m.n, pg_temp.mmid('bm:' || ch.c || ':' || k) AS id,
       timestamptz '2024-06-05' + (pg_temp.tnow() - timestamptz '2024-06-05') * pg_temp.u('bmt' || ch.c || ':' || k) AS created,
       pg_temp.u('bmf' || ch.c || ':' || k) < 0.2 AS isfile
  FROM ch CROSS JOIN LATERAL generate_series(1, 1 + floor(5 * pg_temp.u('bmn' || ch.c))::int) k
  JOIN LATERAL (SELECT cmx.n FROM cmx WHERE cmx.c = ch.c AND cmx.leftat IS NULL AND cmx.kind = 'human' AND cmx.state = 'active'
                 ORDER BY pg_temp.u('bmo' || ch.c || ':' || k || ':' || cmx.n) LIMIT 1) m ON true
 WHERE ch.ty IN ('O', 'P') AND ch.deleted IS NULL AND ch.t <> 5 AND pg_temp.u('hasbm' || ch.c) < 0.3;
-- files attached to bookmarks are uploaded without a post (PostId '')
INSERT INTO fileinfo
SELECT pg_temp.mmid('bmfile:' || bm.id), uu.id, '', pg_temp.ms(bm.created - interval '5 seconds'), pg_temp.ms(bm.created - interval '5 seconds'), 0,
       to_char(bm.created, 'YYYYMMDD') || '/teams/' || tt.id || '/channels/' || ch.id || '/users/' || uu.id || '/' || pg_temp.mmid('bmfile:' || bm.id) || '/handbook.pdf',
       '', '', 'handbook.pdf', 'pdf', 250000 + floor(900000 * pg_temp.u('bmsz' || bm.id))::int, 'application/pdf', 0, 0, false, NULL, 'Team handbook', NULL, false, ch.id
  FROM bm JOIN uu ON uu.n = bm.n JOIN ch ON ch.c = bm.c JOIN tt ON tt.t = ch.t WHERE bm.isfile;
INSERT INTO channelbookmarks
SELECT bm.id, uu.id, ch.id, CASE WHEN bm.isfile THEN pg_temp.mmid('bmfile:' || bm.id) END, pg_temp.ms(bm.created), pg_temp.ms(bm.created), 0,
       CASE WHEN bm.isfile THEN 'Handbook' ELSE pg_temp.pick(ARRAY['Runbook','Dashboard','Roadmap','Board','Docs','On-call schedule','Design file','Wiki'], 'bmd' || bm.id) END,
       bm.k - 1,
       CASE WHEN bm.isfile THEN NULL ELSE 'https://' || pg_temp.pick(ARRAY['wiki.corvidlabs.com/display/','grafana.corvidlabs.com/d/','github.com/corvidlabs/','www.figma.com/file/','corvidlabs.atlassian.net/jira/'], 'bmu' || bm.id) || substr(md5(bm.id), 1, 10) END,
       NULL, CASE WHEN pg_temp.u('bme' || bm.id) < 0.4 THEN pg_temp.pick(ARRAY[':rocket:',':books:',':bar_chart:',':calendar:',':link:'], 'bmj' || bm.id) END,
       CASE WHEN bm.isfile THEN 'file' ELSE 'link' END::channel_bookmark_type, NULL, NULL
  FROM bm JOIN uu ON uu.n = bm.n JOIN ch ON ch.c = bm.c;
-- someone other than the owner edits: the old bookmark is deleted and a copy with OriginalId = the old id takes its place
INSERT INTO channelbookmarks
SELECT pg_temp.mmid('bm2:' || b.id), ed.id, b.channelid, b.fileinfoid, b.createat + 86400000 * (1 + floor(20 * pg_temp.u('bme2' || b.id))::int), b.createat + 86400000 * (1 + floor(20 * pg_temp.u('bme2' || b.id))::int), 0,
       b.displayname || ' (new)', b.sortorder, b.linkurl, NULL, b.emoji, b.type, b.id, NULL
  FROM channelbookmarks b
  JOIN LATERAL (SELECT cm.userid AS id FROM channelmembers cm JOIN users u ON u.id = cm.userid AND u.deleteat = 0 AND u.email NOT LIKE '%@localhost'
                 WHERE cm.channelid = b.channelid AND cm.userid <> b.ownerid ORDER BY pg_temp.u('bmed' || b.id || cm.userid) LIMIT 1) ed ON true
 WHERE pg_temp.u('bmedit' || b.id) < 0.12 AND b.createat + 86400000 * 21 < pg_temp.ms(pg_temp.tnow());
UPDATE channelbookmarks b SET deleteat = n.createat, updateat = n.createat FROM channelbookmarks n WHERE n.originalid = b.id;
UPDATE channelbookmarks SET deleteat = createat + 86400000 * 3, updateat = createat + 86400000 * 3 WHERE originalid IS NULL AND deleteat = 0 AND pg_temp.u('bmdel' || id) < 0.06;

-- ---------------------------------------------------------------- upload sessions (resumable uploads still open)
CREATE TABLE uploadsessions (
    id varchar(26) NOT NULL, type upload_session_type, createat bigint, userid varchar(26), channelid varchar(26), filename varchar(256), path varchar(512),
    filesize bigint, fileoffset bigint, remoteid varchar(26), reqfileid varchar(26),
    PRIMARY KEY (id));
CREATE INDEX idx_uploadsessions_user_id ON uploadsessions (userid);
CREATE INDEX idx_uploadsessions_create_at ON uploadsessions (createat);
CREATE INDEX idx_uploadsessions_type ON uploadsessions (type);
INSERT INTO uploadsessions
SELECT pg_temp.mmid('us:' || k), 'attachment', pg_temp.ms(pg_temp.tnow() - interval '1 hour' * floor(24 * 60 * pg_temp.u('ust' || k))), uu.id, ch.id,
       pg_temp.pick(ARRAY['recording.mp4','backup.zip','IMG_4402.MOV','dump.sql.gz','screencast.webm'], 'usf' || k),
       'data/uploads/' || pg_temp.mmid('us:' || k) || '.tmp', sz, floor(sz * pg_temp.u('uso' || k))::bigint, '', ''
  FROM generate_series(1, 18) k
  JOIN hrank h ON h.r = 1 + floor(300 * pg_temp.u('usn' || k))::int
  JOIN (SELECT n, max(cnt) AS cnt FROM um GROUP BY n) umc ON umc.n = h.n
  JOIN um ON um.n = h.n AND um.rn = 1 + floor(umc.cnt * pg_temp.u('usc' || k))::int
  JOIN ch ON ch.c = um.c JOIN uu ON uu.n = um.n
  CROSS JOIN LATERAL (SELECT (50000000 + floor(900000000 * pg_temp.u('uss' || k)))::bigint AS sz) z;
INSERT INTO uploadsessions
SELECT pg_temp.mmid('usimp:' || k), 'import', pg_temp.ms(timestamptz '2024-09-30 08:00+00' + interval '1 day' * k), pg_temp.mmid('user:1'), '', 'slack_export_' || k || '.zip',
       'data/import/' || pg_temp.mmid('usimp:' || k) || '_slack_export_' || k || '.zip', 1200000000, 400000000 * k, '', ''
  FROM generate_series(1, 2) k;

-- ---------------------------------------------------------------- jobs and system keys
CREATE TABLE jobs (
    id varchar(26) NOT NULL, type varchar(32), priority bigint, createat bigint, startat bigint, lastactivityat bigint, status varchar(32), progress bigint, data jsonb,
    PRIMARY KEY (id));
CREATE INDEX idx_jobs_type ON jobs (type);
CREATE INDEX idx_jobs_status_type ON jobs (status, type);
INSERT INTO jobs
SELECT pg_temp.mmid('job:' || ty || ':' || d), ty, 0, pg_temp.ms(t), pg_temp.ms(t + interval '2 seconds'), pg_temp.ms(t + interval '1 second' * (5 + floor(600 * pg_temp.u('jd' || ty || d)))),
       CASE WHEN pg_temp.u('js' || ty || d) < 0.04 THEN 'error' WHEN pg_temp.u('js' || ty || d) < 0.05 THEN 'canceled' ELSE 'success' END,
       CASE WHEN pg_temp.u('js' || ty || d) < 0.05 THEN floor(100 * pg_temp.u('jp' || ty || d))::int ELSE 100 END,
       CASE ty WHEN 'ldap_sync' THEN jsonb_build_object('ldap_users_count', '372', 'mattermost_users_count', '388', 'new_group_members_count', floor(3 * pg_temp.u('jl' || d))::text,
                                                         'deleted_group_members_count', floor(2 * pg_temp.u('jl2' || d))::text, 'total_ldap_group_count', '10')
               WHEN 'message_export' THEN jsonb_build_object('export_type', 'actiance', 'batch_size', '10000', 'messages_exported', floor(400 * pg_temp.u('jm' || d))::text,
                                                             'is_downloadable', 'false', 'job_end_time', pg_temp.ms(t)::text)
               WHEN 'data_retention' THEN jsonb_build_object('policy_ids', '')
               WHEN 'migrations' THEN jsonb_build_object('last_done', '', 'current_table', 'Posts')
               ELSE '{}'::jsonb END
  FROM (VALUES ('data_retention', 1), ('message_export', 1), ('ldap_sync', 1), ('product_notices', 1), ('refresh_post_stats', 1), ('active_users', 1), ('expiry_notify', 2)) v(ty, every)
  CROSS JOIN LATERAL generate_series(0, 110, every) d
  CROSS JOIN LATERAL (SELECT date_trunc('day', pg_temp.tnow()) - interval '1 day' * d + interval '1 hour' * (length(ty) % 7) AS t) tt2;
INSERT INTO jobs
SELECT pg_temp.mmid('jobm:' || k), 'migrations', 0, pg_temp.ms(t), pg_temp.ms(t + interval '1 second'), pg_temp.ms(t + interval '30 seconds'), 'success', 0,
       jsonb_build_object('migration_key', key)
  FROM (VALUES (1, timestamptz '2019-03-04 09:13+00', 'migration_advanced_permissions_phase_2'), (2, timestamptz '2019-11-05 03:00+00', 'EmojisPermissionsMigrationComplete'),
               (3, timestamptz '2020-07-21 03:05+00', 'SystemConsoleRolesCreationMigrationComplete'), (4, timestamptz '2021-02-16 03:00+00', 'SidebarCategoriesMigration'),
               (5, timestamptz '2022-01-18 03:10+00', 'PlaybookRolesCreationMigrationComplete'), (6, timestamptz '2022-11-16 03:02+00', 'CustomGroupAdminRoleCreationMigrationComplete'),
               (7, timestamptz '2023-09-19 03:00+00', 'DeleteEmptyDraftsMigration'), (8, timestamptz '2024-01-16 03:00+00', 'DeleteOrphanDraftsMigration')) v(k, t, key);
CREATE TABLE systems (
    name varchar(64) NOT NULL, value varchar(1024),
    PRIMARY KEY (name));
INSERT INTO systems VALUES
  ('Version', '9.11.2'), ('DiagnosticId', pg_temp.mmid('diag')), ('FirstServerRunTimestamp', pg_temp.ms(pg_temp.t0())::text), ('InstallationDate', pg_temp.ms(pg_temp.t0())::text),
  ('LastSecurityTime', pg_temp.ms(pg_temp.tnow() - interval '5 hours')::text), ('AsymmetricSigningKey', '{"ecdsa_key":{"curve":"P-256","x":' || ('x' || substr(md5('kx'), 1, 12))::bit(48)::bigint || ',"y":' || ('x' || substr(md5('ky'), 1, 12))::bit(48)::bigint || ',"d":' || ('x' || substr(md5('kd'), 1, 12))::bit(48)::bigint || '}}'),
  ('PostActionCookieSecret', '{"key":"' || encode(decode(md5('cookie') || md5('cookie2'), 'hex'), 'base64') || '"}'), ('AdvancedPermissionsMigrationComplete', 'true'),
  ('migration_advanced_permissions_phase_2', 'true'), ('EmojisPermissionsMigrationComplete', 'true'), ('GuestRolesCreationMigrationComplete', 'true'),
  ('SystemConsoleRolesCreationMigrationComplete', 'true'), ('ContentExtractionConfigDefaultTrueMigrationComplete', 'true'), ('PlaybookRolesCreationMigrationComplete', 'true'),
  ('CustomGroupAdminRoleCreationMigrationComplete', 'true'), ('CRTChannelMembershipCountsMigrationComplete', 'true'), ('CRTThreadCountsAndUnreadsMigrationComplete', 'true'),
  ('PostPriorityConfigDefaultTrueMigrationComplete', 'true'), ('DeleteEmptyDraftsMigration', 'true'), ('DeleteOrphanDraftsMigration', 'true'),
  ('RemainingSchemaMigrations', 'true'), ('FirstAdminSetupComplete', 'true'), ('OrganizationName', 'Corvid Labs'), ('ActiveLicenseId', pg_temp.mmid('license:3')),
  ('LastLicenseId', pg_temp.mmid('license:3')), ('migration_channel_moderations_permissions', 'true'), ('InstallationType', 'docker'),
  ('ProductNoticesLastViewed', pg_temp.ms(pg_temp.tnow() - interval '3 hours')::text), ('DataRetentionLastRun', pg_temp.ms(date_trunc('day', pg_temp.tnow()))::text);

-- ---------------------------------------------------------------- plugin key-value store, link previews, notices, tokens
CREATE TABLE pluginkeyvaluestore (
    pluginid varchar(190) NOT NULL, pkey varchar(150) NOT NULL, pvalue bytea, expireat bigint,
    PRIMARY KEY (pluginid, pkey));
INSERT INTO pluginkeyvaluestore
SELECT pid, key, convert_to(val, 'UTF8'), 0 FROM (VALUES
  ('playbooks', 'mmi_botid', '"' || pg_temp.mmid('user:433') || '"'), ('com.mattermost.calls', 'mmi_botid', '"' || pg_temp.mmid('user:434') || '"'),
  ('github', 'mmi_botid', '"' || pg_temp.mmid('user:435') || '"'), ('jira', 'mmi_botid', '"' || pg_temp.mmid('user:436') || '"'),
  ('focalboard', 'mmi_botid', '"' || pg_temp.mmid('user:437') || '"'), ('com.mattermost.nps', 'mmi_botid', '"' || pg_temp.mmid('user:432') || '"'),
  ('mattermost-ai', 'mmi_botid', '"' || pg_temp.mmid('user:438') || '"'), ('com.mattermost.nps', 'ServerUpgrade-9.11.2', '{"server_version":"9.11.2"}'),
  ('jira', 'known_jira_instances', '{"https://corvidlabs.atlassian.net":"cloud"}'), ('github', 'github_webhook_secret_rotated', 'true')) v(pid, key, val);
-- per-user plugin state, keyed by user id inside the key (not a column of its own)
INSERT INTO pluginkeyvaluestore
SELECT 'github', pu.id || '_githubtoken', convert_to('{"token":"' || md5('gh' || pu.n) || '","github_username":"' || replace(pu.username, '.', '-') || '"}', 'UTF8'), 0
  FROM pu WHERE pu.state = 'active' AND pg_temp.u('ghc' || pu.n) < 0.15;
INSERT INTO pluginkeyvaluestore
SELECT 'github', replace(pu.username, '.', '-') || '_githubusername', convert_to('"' || pu.id || '"', 'UTF8'), 0
  FROM pu WHERE pu.state = 'active' AND pg_temp.u('ghc' || pu.n) < 0.15;
INSERT INTO pluginkeyvaluestore
SELECT 'com.mattermost.nps', 'UserSurveyState-' || pu.id, convert_to('{"server_version":"9.11.2","sent_at":"2024-08-28T10:00:00Z","answered_at":null}', 'UTF8'), 0
  FROM pu WHERE pu.state = 'active' AND pg_temp.u('nps' || pu.n) < 0.45;
INSERT INTO pluginkeyvaluestore
SELECT 'mattermost-ai', 'conversation_' || pg_temp.mmid('aiconv:' || k), convert_to('{"summary":"' || pg_temp.msg('ai' || k) || '"}', 'UTF8'),
       pg_temp.ms(pg_temp.tnow() + interval '1 day' * (1 + k % 30))
  FROM generate_series(1, 60) k;
INSERT INTO pluginkeyvaluestore
SELECT 'jira', 'user_' || md5('jira' || pu.n), convert_to('{"mattermost_user_id":"' || pu.id || '","connected":true}', 'UTF8'), 0
  FROM pu WHERE pu.state = 'active' AND pg_temp.u('jirac' || pu.n) < 0.1;

CREATE TABLE linkmetadata (
    hash bigint NOT NULL, url varchar(2048), "timestamp" bigint, type varchar(16), data jsonb,
    PRIMARY KEY (hash));
CREATE INDEX idx_link_metadata_url_timestamp ON linkmetadata (url, "timestamp");
INSERT INTO linkmetadata
SELECT ('x' || substr(md5('lm' || k), 1, 16))::bit(64)::bigint, u.url,
       pg_temp.ms(date_trunc('hour', pg_temp.tnow() - interval '1 hour' * floor(24 * 700 * power(pg_temp.u('lmt' || k), 1.5)))),
       CASE WHEN u.url LIKE '%.png' THEN 'image' WHEN pg_temp.u('lmn' || k) < 0.15 THEN 'none' ELSE 'opengraph' END,
       CASE WHEN u.url LIKE '%.png' THEN jsonb_build_object('width', 1200, 'height', 630, 'format', 'png', 'frame_count', 0)
            WHEN pg_temp.u('lmn' || k) < 0.15 THEN 'null'::jsonb
            ELSE jsonb_build_object('type', 'website', 'url', u.url, 'title', pg_temp.msg('lmtt' || k), 'site_name', split_part(split_part(u.url, '//', 2), '/', 1), 'description', '') END
  FROM generate_series(1, 750) k
 CROSS JOIN LATERAL (SELECT 'https://' || pg_temp.pick(ARRAY['github.com/corvidlabs/api/pull/','github.com/corvidlabs/web/issues/','corvidlabs.atlassian.net/browse/CORE-',
       'wiki.corvidlabs.com/display/ENG/page-','www.youtube.com/watch?v=','docs.mattermost.com/page-','grafana.corvidlabs.com/render/d/panel-'], 'lmu' || k)
       || (1000 + k * 7) || CASE WHEN pg_temp.u('lmu' || k) > 0.86 THEN '.png' ELSE '' END AS url) u;

CREATE TABLE productnoticeviewstate (
    userid varchar(26) NOT NULL, noticeid varchar(26) NOT NULL, viewed integer, "timestamp" bigint,
    PRIMARY KEY (userid, noticeid));
CREATE INDEX idx_notice_views_notice_id ON productnoticeviewstate (noticeid);
CREATE INDEX idx_notice_views_timestamp ON productnoticeviewstate ("timestamp");
-- rows of permanently deleted users stay
INSERT INTO productnoticeviewstate
SELECT uu.id, v.nid, 1 + floor(3 * pg_temp.u('pnv' || uu.n || v.nid))::int, pg_temp.ms(v.t + interval '1 hour' * floor(24 * 20 * pg_temp.u('pnt' || uu.n || v.nid)))
  FROM uu JOIN (VALUES ('crt_admin_disable', timestamptz '2021-09-01'), ('unsupported-server-v5.37', timestamptz '2022-06-01'), ('desktop_upgrade_v5.3', timestamptz '2023-03-01'),
                       ('server_upgrade_v8.1', timestamptz '2023-08-20'), ('gfycat_deprecation', timestamptz '2023-06-01'), ('boards_deprecation', timestamptz '2023-09-15'),
                       ('server_upgrade_v9.5', timestamptz '2024-02-20'), ('copilot_launch', timestamptz '2024-05-25'), ('playbooks_intro', timestamptz '2021-06-01')) v(nid, t)
    ON v.t BETWEEN uu.created AND coalesce(uu.gone, pg_temp.tnow()) - interval '25 days'
 WHERE uu.kind <> 'bot' AND (v.nid NOT LIKE '%admin%' OR uu.n <= 4) AND pg_temp.u('pn?' || uu.n || v.nid) < 0.75;

CREATE TABLE tokens (
    token varchar(64) NOT NULL, createat bigint, type varchar(64), extra varchar(2048),
    PRIMARY KEY (token));
INSERT INTO tokens
SELECT md5('tk' || k) || md5('tk2' || k), pg_temp.ms(pg_temp.tnow() - interval '1 hour' * floor(40 * pg_temp.u('tkt' || k))), ty, ex
  FROM (VALUES (1, 'password_recovery', '{"UserId":"' || pg_temp.mmid('user:1') || '","Email":"admin@corvidlabs.com"}'),
               (2, 'verify_email', '{"UserId":"' || pg_temp.mmid('user:296') || '","Email":"' || (SELECT email FROM users WHERE id = pg_temp.mmid('user:296')) || '"}'),
               (3, 'guest_invitation', '{"teamId":"' || pg_temp.mmid('team:3') || '","channels":"' || pg_temp.mmid('channel:' || (SELECT c FROM ch WHERE name = 'customer-acme')) || '","email":"buyer@acme-retail.com","guest":"true","senderId":"' || pg_temp.mmid('user:23') || '"}'),
               (4, 'team_invitation', '{"teamId":"' || pg_temp.mmid('team:1') || '","email":"new.hire@corvidlabs.com"}'),
               (5, 'team_invitation', '{"teamId":"' || pg_temp.mmid('team:2') || '","email":"intern@corvidlabs.com"}'),
               (6, 'password_recovery', '{"UserId":"' || pg_temp.mmid('user:37') || '","Email":"' || (SELECT email FROM users WHERE id = pg_temp.mmid('user:37')) || '"}')) v(k, ty, ex);
