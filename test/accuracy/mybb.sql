-- test/accuracy/mybb.sql: a MyBB 1.8 forum (the mybb_ tables of install/resources/mysql_db_tables.php) whose
-- MySQL database was converted to PostgreSQL the way pgloader does it, a hobby forum of six years, written for
-- issue 16 as a held-out check (nineteenth round): committed with its truth (mybb_truth.csv) BEFORE discovery
-- was ever run on it.
--
-- Its conventions: a table prefix (mybb_) and short abbreviated keys whose meaning depends on the table:
-- uid (user), gid (usergroup), fid (forum; but mybb_profilefields.fid is a profile field), tid (thread; but
-- mybb_warningtypes.tid is a warning type and mybb_themes.tid a theme, so mybb_warnings.tid is a warning type
-- and users.style / forums.style are themes), pid (post in mybb_posts; poll in mybb_polls and hence
-- pollvotes.pid; parent forum in mybb_forums; parent theme in mybb_themes; prefix in mybb_threadprefixes and
-- hence threads.prefix; a permission row in mybb_forumpermissions), aid, rid, wid, vid, mid, sid, iid, pmid.
-- References by role: firstpost, lastposteruid, lasttid, replyto, edituid (the real column; it is often
-- remembered as editby), adduid, issuedby, revokedby, toid, fromid, admin, oldgroup, referrer, displaygroup,
-- usergroup, ufid (mybb_userfields' key is the user's uid), location1 (forum) / location2 (thread) of a session.
-- Traps by name: threads.lastpost, forums.lastpost and users.lastpost are Unix timestamps, not posts;
-- threads.closed holds 'moved|<tid>' in the redirect a moved thread leaves behind (text, left out).
-- Types as pgloader maps MySQL's: int unsigned -> bigint (auto_increment -> bigserial), smallint unsigned ->
-- integer (serial), tinyint -> smallint; so forum, group, icon, theme, prefix and warning type keys are
-- integer while user, thread, post, poll keys are bigint. Integer Unix datelines everywhere.
-- The 0-for-none convention (MySQL NOT NULL DEFAULT 0, never NULL): forums.pid 0 for a category,
-- forums.lasttid / lastposteruid 0 for categories, links and empty forums, forums.style 0 (board default),
-- users.displaygroup 0 (use usergroup), users.style 0, users.referrer 0, threads.uid / posts.uid 0 for guests
-- and for users deleted since (MyBB hands their posts to uid 0 and keeps the username), threads.lastposteruid
-- likewise, threads.poll / icon / prefix 0, posts.replyto 0 on a thread's first post, posts.edituid 0 if never
-- edited, posts.icon 0, pollvotes.uid and threadratings.uid 0 for guests, privatemessages.toid 0 for drafts and
-- fromid 0 for the "MyBB Engine" (system messages), attachments.pid 0 for an upload never posted (posthash
-- only), reputation.pid 0 for a rating given on the profile, warnings.tid 0 for a custom warning, warnings.pid
-- 0 when not for a post, warnings.revokedby 0, themes.pid 0 for the master style, sessions.uid 0 for guests and
-- spiders, sessions.location1 / location2 0 off a forum / thread, moderatorlog fid / tid / pid 0.
-- Every such value except 0 is in its target and 0 is in none: true references, in the truth as undeclared.
-- Orphans where MyBB leaves them: hard-deleted threads and posts (gaps in tid and pid) stay in the moderator
-- log (moderatorlog.tid, moderatorlog.pid: 3% and 8% of their non-zero values), and a reply's replyto still
-- names a post deleted since (MyBB never rewrites replyto: 15 of 10601); in the truth with them, as undeclared.
-- Banned members sit in group 7 (Banned) or the board's own banned group 11 (Suspended); mybb_banned.gid names it.
-- Declared foreign keys: MyBB declares NONE. For this held-out copy the DBA who ran the conversion added a
-- FOREIGN KEY wherever every value is a real row (no 0 for none): the ones listed `declared` in the truth
-- (users.usergroup, threads.fid, threads.firstpost, posts.tid / fid, polls.tid, pollvotes.pid,
-- privatemessages.uid, attachments.uid, reputation.uid / adduid, moderators.fid, forumsubscriptions,
-- threadsubscriptions, threadratings.tid, warnings.uid / issuedby, banned.uid / gid / oldgroup / admin,
-- forumpermissions.fid / gid, userfields.ufid, moderatorlog.uid). Every 0-for-none reference is undeclared.
-- Left out of the truth (no column holds a plain key a constraint could check): users.additionalgroups
-- ('8,10' comma list), forums.parentlist ('1,5,12' comma list), threadprefixes.forums / groups and
-- themes.allowedgroups (comma lists or '-1' / 'all'), moderators.id (a uid when isgroup = 0, a gid when 1:
-- polymorphic), privatemessages.folder (1..4 are the built-in folders, higher ones are numbered in the
-- owner's users.pmfolders text), pollvotes.voteoption (an index into polls.options text), privatemessages.recipients
-- (serialized PHP), threads.closed ('moved|tid'), sessions.location (a URL).
-- Keyless as in MySQL: mybb_banned and mybb_moderatorlog have no primary key.
-- Skewed: a few forums, threads and regulars hold most of the posts.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1908);

CREATE TABLE mybb_usergroups (gid serial PRIMARY KEY, type smallint NOT NULL DEFAULT 2, title varchar(120) NOT NULL DEFAULT '',
    description text NOT NULL, namestyle varchar(200) NOT NULL DEFAULT '{username}', usertitle varchar(120) NOT NULL DEFAULT '',
    stars smallint NOT NULL DEFAULT 0, starimage varchar(120) NOT NULL DEFAULT '', image varchar(120) NOT NULL DEFAULT '',
    disporder integer NOT NULL DEFAULT 0, isbannedgroup smallint NOT NULL DEFAULT 0, canview smallint NOT NULL DEFAULT 0,
    canpostthreads smallint NOT NULL DEFAULT 0, canpostreplys smallint NOT NULL DEFAULT 0, canratethreads smallint NOT NULL DEFAULT 0,
    canvotepolls smallint NOT NULL DEFAULT 0, canusepms smallint NOT NULL DEFAULT 0, cancp smallint NOT NULL DEFAULT 0,
    issupermod smallint NOT NULL DEFAULT 0, showforumteam smallint NOT NULL DEFAULT 0, pmquota integer NOT NULL DEFAULT 0,
    maxpmrecipients integer NOT NULL DEFAULT 5, reputationpower integer NOT NULL DEFAULT 0, maxwarningsday integer NOT NULL DEFAULT 3);
INSERT INTO mybb_usergroups (type, title, description, namestyle, usertitle, stars, isbannedgroup, canview, canpostthreads, canpostreplys,
    canratethreads, canvotepolls, canusepms, cancp, issupermod, showforumteam, pmquota, reputationpower) VALUES
    (1, 'Guests', 'The default group that all visitors are assigned to unless they''re logged in.', '{username}', 'Unregistered', 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0),
    (1, 'Registered', 'After registration, all users are placed in this group by default.', '{username}', '', 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 200, 1),
    (1, 'Super Moderators', 'These users can moderate any forum.', '<span style="color: #CC00CC;"><strong>{username}</strong></span>', 'Super Moderator', 6, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 250, 2),
    (1, 'Administrators', 'The group all administrators belong to.', '<span style="color: green;"><strong><em>{username}</em></strong></span>', 'Administrator', 7, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2),
    (1, 'Awaiting Activation', 'Users that have not activated their account by email or manually been activated yet.', '{username}', 'Account not Activated', 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0),
    (1, 'Moderators', 'These users moderate specific forums.', '<span style="color: #CC00CC;"><strong>{username}</strong></span>', 'Moderator', 5, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 250, 1),
    (1, 'Banned', 'The default user group to which members that are banned are moved to.', '<s>{username}</s>', 'Banned', 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (2, 'Donators', 'Members who helped pay for the server.', '<span style="color: #D4AF37;">{username}</span>', 'Donator', 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 500, 2),
    (2, 'Photographers', 'Members of the photo club.', '{username}', '', 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 200, 1),
    (2, 'Translators', 'Members translating the board language packs.', '{username}', '', 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 200, 1),
    (2, 'Suspended', 'Temporarily banned: may read, may not post.', '<span style="color: #999;">{username}</span>', 'Suspended', 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

CREATE TABLE mybb_themes (tid serial PRIMARY KEY, name varchar(100) NOT NULL DEFAULT '', pid integer NOT NULL DEFAULT 0,
    def smallint NOT NULL DEFAULT 0, properties text NOT NULL, stylesheets text NOT NULL, allowedgroups text NOT NULL);
INSERT INTO mybb_themes (name, pid, def, properties, stylesheets, allowedgroups) VALUES
    ('MyBB Master Style', 0, 0, 'a:0:{}', 'a:0:{}', 'all'),
    ('Default', 1, 1, 'a:3:{s:9:"templateset";i:1;s:6:"imgdir";s:6:"images";s:4:"logo";s:15:"images/logo.png";}', 'a:1:{s:6:"global";a:1:{i:0;s:10:"global.css";}}', 'all'),
    ('Dark Night', 2, 0, 'a:3:{s:9:"templateset";i:1;s:6:"imgdir";s:11:"images/dark";s:4:"logo";s:20:"images/dark/logo.png";}', 'a:1:{s:6:"global";a:1:{i:0;s:10:"global.css";}}', 'all'),
    ('Mobile Lite', 1, 0, 'a:3:{s:9:"templateset";i:2;s:6:"imgdir";s:6:"images";s:4:"logo";s:15:"images/logo.png";}', 'a:1:{s:6:"global";a:1:{i:0;s:10:"mobile.css";}}', '2,3,4,6,8');

CREATE TABLE mybb_icons (iid serial PRIMARY KEY, name varchar(120) NOT NULL DEFAULT '', path varchar(220) NOT NULL DEFAULT '');
INSERT INTO mybb_icons (name, path)
SELECT initcap(x), 'images/icons/' || x || '.png'
FROM unnest(ARRAY['bump','exclamation','question','smile','sad','wink','big_grin','tongue','angry','shocked','cool','heart','star',
                  'thumbsup','thumbsdown','lightbulb','information','photo','video','music']) x;

CREATE TABLE mybb_threadprefixes (pid serial PRIMARY KEY, prefix varchar(120) NOT NULL DEFAULT '', displaystyle varchar(200) NOT NULL DEFAULT '',
    forums text NOT NULL, groups text NOT NULL);
INSERT INTO mybb_threadprefixes (prefix, displaystyle, forums, groups) VALUES
    ('[Solved]', '<span style="color: green;">[Solved]</span>', '-1', '-1'),
    ('[Help]', '<span style="color: #c00;">[Help]</span>', '7,8,9', '-1'),
    ('[Guide]', '<strong>[Guide]</strong>', '7,8,9,12', '3,4,6'),
    ('[WIP]', '[WIP]', '13,14', '-1'),
    ('[For Sale]', '<span style="color: #06c;">[For Sale]</span>', '18', '2,8');

CREATE TABLE mybb_profilefields (fid serial PRIMARY KEY, name varchar(100) NOT NULL DEFAULT '', description text NOT NULL,
    disporder smallint NOT NULL DEFAULT 0, type text NOT NULL, maxlength smallint NOT NULL DEFAULT 0, required smallint NOT NULL DEFAULT 0);
INSERT INTO mybb_profilefields (name, description, disporder, type, maxlength) VALUES
    ('Location', 'Where in the world do you live?', 1, 'text', 0), ('Bio', 'Enter a few short details about yourself.', 2, 'textarea', 0),
    ('Sex', 'Please select your sex from the list below.', 3, E'select\nUndisclosed\nMale\nFemale\nOther', 0);

CREATE TABLE mybb_warningtypes (tid serial PRIMARY KEY, title varchar(120) NOT NULL DEFAULT '', points smallint NOT NULL DEFAULT 0,
    expirationtime bigint NOT NULL DEFAULT 0);
INSERT INTO mybb_warningtypes (title, points, expirationtime) VALUES
    ('Inappropriate Language', 1, 604800), ('Spamming', 2, 2592000), ('Flaming / insulting members', 2, 1209600), ('Signature violation', 1, 604800);

-- users: 1 the administrator, 2..640 members; 7% deleted since (g % 14 = 5), leaving gaps
CREATE TABLE mybb_users (uid bigserial PRIMARY KEY, username varchar(120) NOT NULL DEFAULT '', password varchar(120) NOT NULL DEFAULT '',
    salt varchar(10) NOT NULL DEFAULT '', loginkey varchar(50) NOT NULL DEFAULT '', email varchar(220) NOT NULL DEFAULT '',
    postnum bigint NOT NULL DEFAULT 0, threadnum bigint NOT NULL DEFAULT 0, avatar varchar(200) NOT NULL DEFAULT '',
    avatardimensions varchar(10) NOT NULL DEFAULT '', avatartype varchar(10) NOT NULL DEFAULT '0', usergroup integer NOT NULL DEFAULT 0,
    additionalgroups varchar(200) NOT NULL DEFAULT '', displaygroup integer NOT NULL DEFAULT 0, usertitle varchar(250) NOT NULL DEFAULT '',
    regdate bigint NOT NULL DEFAULT 0, lastactive bigint NOT NULL DEFAULT 0, lastvisit bigint NOT NULL DEFAULT 0, lastpost bigint NOT NULL DEFAULT 0,
    website varchar(200) NOT NULL DEFAULT '', birthday varchar(15) NOT NULL DEFAULT '', signature text NOT NULL,
    allownotices smallint NOT NULL DEFAULT 0, hideemail smallint NOT NULL DEFAULT 0, receivepms smallint NOT NULL DEFAULT 0,
    pmnotify smallint NOT NULL DEFAULT 0, invisible smallint NOT NULL DEFAULT 0, style integer NOT NULL DEFAULT 0,
    timezone varchar(5) NOT NULL DEFAULT '', dst smallint NOT NULL DEFAULT 0, pmfolders text NOT NULL,
    referrer bigint NOT NULL DEFAULT 0, referrals bigint NOT NULL DEFAULT 0, reputation integer NOT NULL DEFAULT 0,
    regip bytea NOT NULL DEFAULT '', lastip bytea NOT NULL DEFAULT '', language varchar(50) NOT NULL DEFAULT '',
    timeonline bigint NOT NULL DEFAULT 0, totalpms bigint NOT NULL DEFAULT 0, unreadpms bigint NOT NULL DEFAULT 0,
    warningpoints integer NOT NULL DEFAULT 0, moderateposts smallint NOT NULL DEFAULT 0, suspendposting smallint NOT NULL DEFAULT 0,
    coppauser smallint NOT NULL DEFAULT 0, usernotes text NOT NULL);
CREATE UNIQUE INDEX mybb_users_username ON mybb_users (username);
CREATE INDEX mybb_users_usergroup ON mybb_users (usergroup);
CREATE INDEX mybb_users_regip ON mybb_users (regip);
INSERT INTO mybb_users (uid, username, password, salt, loginkey, email, avatar, avatardimensions, avatartype, usergroup, additionalgroups,
    displaygroup, regdate, lastactive, lastvisit, website, birthday, signature, allownotices, hideemail, receivepms, pmnotify, style, timezone,
    pmfolders, referrer, regip, lastip, language, timeonline, usernotes)
SELECT g,
       CASE WHEN g = 1 THEN 'admin' ELSE (ARRAY['night','blue','red','old','tiny','mad','lazy','wild'])[1 + g % 8]
            || (ARRAY['owl','fox','rider','coder','baker','gamer','hawk','pixel','wolf'])[1 + (g * 7) % 9] || g END,
       md5('pw' || g), substr(md5('s' || g), 1, 8), md5('lk' || g) || substr(md5('k' || g), 1, 18), 'user' || g || '@mail.example',
       CASE WHEN g % 3 = 0 THEN 'uploads/avatars/avatar_' || g || '.png?dateline=' || (1420070400 + g * 250000) ELSE '' END,
       CASE WHEN g % 3 = 0 THEN '100|100' ELSE '' END, CASE WHEN g % 3 = 0 THEN 'upload' ELSE '0' END,
       CASE WHEN g = 1 THEN 4 WHEN g IN (2, 17) THEN 3 WHEN g IN (9, 34, 58, 120) THEN 6 WHEN g % 41 = 7 AND g % 3 = 0 THEN 11 WHEN g % 41 = 7 THEN 7
            WHEN g > 600 AND g % 4 = 1 THEN 5 WHEN g % 23 = 2 THEN 8 ELSE 2 END,
       CASE WHEN g % 19 = 4 THEN '9' WHEN g % 31 = 6 THEN '9,10' WHEN g % 37 = 8 THEN '8' WHEN g = 1 THEN '3' ELSE '' END,
       CASE WHEN g % 19 = 4 AND g % 2 = 0 THEN 9 WHEN g % 31 = 6 THEN 10 WHEN g % 37 = 8 THEN 8 WHEN g % 23 = 2 AND g % 3 = 0 THEN 8 ELSE 0 END,
       1420070400 + g * 250000 + (random() * 80000)::int,
       1420070400 + g * 250000 + (random() * (1610000000 - 1420070400 - g * 250000))::bigint, 0,
       CASE WHEN g % 6 = 0 THEN 'https://www.example' || g || '.net' ELSE '' END,
       CASE WHEN g % 4 = 0 THEN (1 + g % 28) || '-' || (1 + g % 12) || '-' || (1960 + g % 45) ELSE '' END,
       CASE WHEN g % 5 = 0 THEN '[b]' || 'Signature of user ' || g || '[/b]' ELSE '' END,
       1, (g % 2), 1, 1, CASE WHEN g % 11 = 0 THEN 3 WHEN g % 17 = 0 THEN 4 WHEN g % 29 = 0 THEN 2 ELSE 0 END,
       (ARRAY['0','1','-5','-8','10','5.5'])[1 + g % 6],
       '0**$%%$1**$%%$2**$%%$3**$%%$4**' || CASE WHEN g % 13 = 0 THEN '$%%$5**Saved' ELSE '' END,
       CASE WHEN g > 40 AND g % 9 = 0 THEN 1 + abs(hashint4(g)) % (g - 1) ELSE 0 END,
       decode(lpad(to_hex(167772160 + g * 911), 8, '0'), 'hex'), decode(lpad(to_hex(167772160 + g * 577), 8, '0'), 'hex'),
       CASE WHEN g % 7 = 0 THEN 'deutsch' ELSE '' END, (random() * 900000)::int, ''
FROM generate_series(1, 640) g WHERE g % 14 <> 5;
-- a referrer deleted since is reset to 0, as MyBB's user deletion does
UPDATE mybb_users u SET referrer = 0 WHERE referrer <> 0 AND NOT EXISTS (SELECT 1 FROM mybb_users r WHERE r.uid = u.referrer);
SELECT setval('mybb_users_uid_seq', 640);
CREATE TEMP TABLE member AS SELECT row_number() OVER (ORDER BY uid) AS n, uid FROM mybb_users WHERE usergroup NOT IN (5);
CREATE TEMP TABLE staff AS SELECT row_number() OVER (ORDER BY uid) AS n, uid FROM mybb_users WHERE usergroup IN (3, 4, 6);
-- deleted users: their posts keep the username and go to uid 0
CREATE TEMP TABLE gone AS SELECT row_number() OVER (ORDER BY g) AS n, 'exmember' || g AS username FROM generate_series(1, 640) g WHERE g % 14 = 5;

CREATE TABLE mybb_userfields (ufid bigint PRIMARY KEY, fid1 text, fid2 text, fid3 text);
INSERT INTO mybb_userfields SELECT uid, CASE WHEN uid % 3 = 0 THEN (ARRAY['Berlin','Leeds','Ohio','Lyon','Perth','Oslo'])[1 + uid % 6] ELSE '' END,
    CASE WHEN uid % 5 = 0 THEN 'Hobby photographer and tinkerer.' ELSE '' END,
    (ARRAY['Undisclosed','Male','Female','Other'])[1 + uid % 4] FROM mybb_users;

CREATE TABLE mybb_forums (fid serial PRIMARY KEY, name varchar(120) NOT NULL DEFAULT '', description text NOT NULL,
    linkto varchar(180) NOT NULL DEFAULT '', type char(1) NOT NULL DEFAULT '', pid integer NOT NULL DEFAULT 0, parentlist text NOT NULL,
    disporder integer NOT NULL DEFAULT 0, active smallint NOT NULL DEFAULT 1, open smallint NOT NULL DEFAULT 1,
    threads bigint NOT NULL DEFAULT 0, posts bigint NOT NULL DEFAULT 0, lastpost bigint NOT NULL DEFAULT 0,
    lastposter varchar(120) NOT NULL DEFAULT '', lastposteruid bigint NOT NULL DEFAULT 0, lasttid bigint NOT NULL DEFAULT 0,
    lastpostsubject varchar(120) NOT NULL DEFAULT '', allowhtml smallint NOT NULL DEFAULT 0, allowmycode smallint NOT NULL DEFAULT 1,
    allowsmilies smallint NOT NULL DEFAULT 1, allowpicons smallint NOT NULL DEFAULT 1, allowtratings smallint NOT NULL DEFAULT 1,
    usepostcounts smallint NOT NULL DEFAULT 1, usethreadcounts smallint NOT NULL DEFAULT 1, requireprefix smallint NOT NULL DEFAULT 0,
    password varchar(50) NOT NULL DEFAULT '', showinjump smallint NOT NULL DEFAULT 1, style integer NOT NULL DEFAULT 0,
    overridestyle smallint NOT NULL DEFAULT 0, rulestype smallint NOT NULL DEFAULT 0, rulestitle varchar(200) NOT NULL DEFAULT '',
    rules text NOT NULL, unapprovedthreads bigint NOT NULL DEFAULT 0, unapprovedposts bigint NOT NULL DEFAULT 0,
    deletedthreads bigint NOT NULL DEFAULT 0, deletedposts bigint NOT NULL DEFAULT 0, defaultsortby varchar(10) NOT NULL DEFAULT '',
    defaultsortorder varchar(4) NOT NULL DEFAULT '');
INSERT INTO mybb_forums (fid, name, description, linkto, type, pid, parentlist, disporder, style, overridestyle, rules, defaultsortby) VALUES
    (1, 'Community', '', '', 'c', 0, '', 1, 0, 0, '', ''),
    (2, 'Announcements', 'News about the board.', '', 'f', 1, '', 1, 0, 0, '', ''),
    (3, 'Introductions', 'Say hello!', '', 'f', 1, '', 2, 0, 0, '', ''),
    (4, 'Off-Topic', 'Anything goes (within the rules).', '', 'f', 1, '', 3, 0, 0, 'Be nice.', ''),
    (5, 'Forum Games', 'Counting, word chains and the like.', '', 'f', 4, '', 1, 0, 0, '', ''),
    (6, 'Tech', '', '', 'c', 0, '', 2, 0, 0, '', ''),
    (7, 'Hardware', 'Builds, parts and troubleshooting.', '', 'f', 6, '', 1, 0, 0, '', ''),
    (8, 'Software', 'Operating systems and applications.', '', 'f', 6, '', 2, 0, 0, '', ''),
    (9, 'Programming', 'Code, scripts and help.', '', 'f', 6, '', 3, 3, 1, '', 'lastpost'),
    (10, 'Web Development', 'HTML, CSS, PHP and JavaScript.', '', 'f', 9, '', 1, 3, 1, '', ''),
    (11, 'Linux', 'Penguins welcome.', '', 'f', 8, '', 1, 0, 0, '', ''),
    (12, 'Tutorials', 'Guides written by members.', '', 'f', 6, '', 4, 0, 0, '', 'views'),
    (13, 'Creative', '', '', 'c', 0, '', 3, 0, 0, '', ''),
    (14, 'Photography', 'Share your shots.', '', 'f', 13, '', 1, 0, 0, '', ''),
    (15, 'Music', 'What are you listening to?', '', 'f', 13, '', 2, 0, 0, '', ''),
    (16, 'Writing', 'Stories and poems.', '', 'f', 13, '', 3, 0, 0, '', ''),
    (17, 'Marketplace', '', '', 'c', 0, '', 4, 0, 0, '', ''),
    (18, 'Buy / Sell / Trade', 'Members'' marketplace.', '', 'f', 17, '', 1, 0, 0, 'No scams.', ''),
    (19, 'Feedback', 'Trade feedback.', '', 'f', 17, '', 2, 0, 0, '', ''),
    (20, 'Our Discord', 'Chat with us.', 'https://discord.example/invite', 'f', 1, '', 4, 0, 0, '', ''),
    (21, 'Staff Lounge', 'Private.', '', 'f', 1, '', 5, 0, 0, '', ''),
    (22, 'Archive', 'Old threads.', '', 'f', 1, '', 6, 0, 0, '', ''),
    (23, 'Graphics Design', 'Logos, banners, signatures.', '', 'f', 13, '', 4, 2, 0, '', '');
SELECT setval('mybb_forums_fid_seq', 23);
WITH RECURSIVE p(fid, list) AS (SELECT fid, fid::text FROM mybb_forums WHERE pid = 0
    UNION ALL SELECT f.fid, p.list || ',' || f.fid FROM mybb_forums f JOIN p ON f.pid = p.fid)
UPDATE mybb_forums f SET parentlist = p.list FROM p WHERE p.fid = f.fid;
-- forums that take threads, with a weight (skew)
CREATE TEMP TABLE fw AS SELECT fid, w, sum(w) OVER (ORDER BY fid) - w AS lo, sum(w) OVER (ORDER BY fid) AS hi FROM (VALUES
    (2, 2), (3, 8), (4, 14), (5, 5), (7, 12), (8, 9), (9, 10), (10, 6), (11, 4), (12, 3), (14, 7), (15, 4), (16, 2), (18, 6), (19, 2), (21, 2), (22, 3), (23, 1)) v(fid, w);

CREATE TABLE mybb_threads (tid bigserial PRIMARY KEY, fid integer NOT NULL DEFAULT 0, subject varchar(120) NOT NULL DEFAULT '',
    prefix integer NOT NULL DEFAULT 0, icon integer NOT NULL DEFAULT 0, poll bigint NOT NULL DEFAULT 0, uid bigint NOT NULL DEFAULT 0,
    username varchar(80) NOT NULL DEFAULT '', dateline bigint NOT NULL DEFAULT 0, firstpost bigint NOT NULL DEFAULT 0,
    lastpost bigint NOT NULL DEFAULT 0, lastposter varchar(120) NOT NULL DEFAULT '', lastposteruid bigint NOT NULL DEFAULT 0,
    views bigint NOT NULL DEFAULT 0, replies bigint NOT NULL DEFAULT 0, closed varchar(30) NOT NULL DEFAULT '',
    sticky smallint NOT NULL DEFAULT 0, numratings integer NOT NULL DEFAULT 0, totalratings integer NOT NULL DEFAULT 0,
    notes text NOT NULL, visible smallint NOT NULL DEFAULT 0, unapprovedposts bigint NOT NULL DEFAULT 0,
    deletedposts bigint NOT NULL DEFAULT 0, attachmentcount bigint NOT NULL DEFAULT 0, deletetime bigint NOT NULL DEFAULT 0);
CREATE INDEX mybb_threads_fid ON mybb_threads (fid, visible, sticky);
CREATE INDEX mybb_threads_dateline ON mybb_threads (dateline);
CREATE INDEX mybb_threads_lastpost ON mybb_threads (lastpost, fid);
CREATE INDEX mybb_threads_firstpost ON mybb_threads (firstpost);
CREATE INDEX mybb_threads_uid ON mybb_threads (uid);
-- 1300 threads, written in date order; who starts: a member (skewed), a guest (uid 0) or a user deleted since (uid 0)
CREATE TEMP TABLE t0 AS
SELECT row_number() OVER (ORDER BY d) AS tid, fid, d, k, kind, (random() * 1000)::int AS pick, random() AS r1, random() AS r2
FROM (SELECT 1420100000 + (random() * 189000000)::bigint AS d, random() * 100 AS fr, 1 + floor(random() ^ 2.2 * (SELECT count(*) FROM member))::int AS k,
             CASE WHEN random() < 0.03 THEN 'guest' WHEN random() < 0.04 THEN 'gone' ELSE 'member' END AS kind
      FROM generate_series(1, 1300)) x JOIN fw ON x.fr >= fw.lo AND x.fr < fw.hi;
INSERT INTO mybb_threads (tid, fid, subject, prefix, icon, uid, username, dateline, views, sticky, notes, visible)
SELECT t.tid, t.fid, (ARRAY['Need help with','Thoughts on','My new','Question about','Show off your','Review:','Anyone tried','Guide to'])[1 + t.pick % 8]
           || ' ' || (ARRAY['the build','this lens','Ubuntu 20.04','a PHP loop','my setup','vinyl','the rules','Python','a GPU','weekend'])[1 + (t.pick / 8) % 10],
       CASE WHEN t.fid IN (7, 8, 9) AND t.r1 < 0.25 THEN 2 WHEN t.fid IN (9, 12) AND t.r1 < 0.35 THEN 3 WHEN t.fid = 14 AND t.r1 < 0.2 THEN 4
            WHEN t.fid = 18 AND t.r1 < 0.6 THEN 5 WHEN t.r1 > 0.93 THEN 1 ELSE 0 END,
       CASE WHEN t.r2 < 0.22 THEN 1 + (t.pick % 20) ELSE 0 END,
       CASE t.kind WHEN 'member' THEN m.uid ELSE 0 END,
       CASE t.kind WHEN 'member' THEN u.username WHEN 'guest' THEN 'Guest' ELSE (SELECT g.username FROM gone g WHERE g.n = 1 + t.pick % 45) END,
       t.d, (random() ^ 2 * 5000)::int, CASE WHEN t.fid = 2 OR t.pick < 8 THEN 1 ELSE 0 END, '',
       CASE WHEN t.pick < 20 THEN 0 WHEN t.pick < 45 THEN -1 ELSE 1 END
FROM t0 t JOIN member m ON m.n = t.k JOIN mybb_users u ON u.uid = m.uid;
SELECT setval('mybb_threads_tid_seq', 1300);

CREATE TABLE mybb_posts (pid bigserial PRIMARY KEY, tid bigint NOT NULL DEFAULT 0, replyto bigint NOT NULL DEFAULT 0,
    fid integer NOT NULL DEFAULT 0, subject varchar(120) NOT NULL DEFAULT '', icon integer NOT NULL DEFAULT 0,
    uid bigint NOT NULL DEFAULT 0, username varchar(80) NOT NULL DEFAULT '', dateline bigint NOT NULL DEFAULT 0, message text NOT NULL,
    ipaddress bytea NOT NULL DEFAULT '', includesig smallint NOT NULL DEFAULT 0, smilieoff smallint NOT NULL DEFAULT 0,
    edituid bigint NOT NULL DEFAULT 0, edittime bigint NOT NULL DEFAULT 0, editreason varchar(150) NOT NULL DEFAULT '',
    visible smallint NOT NULL DEFAULT 0);
CREATE INDEX mybb_posts_tid ON mybb_posts (tid, uid);
CREATE INDEX mybb_posts_uid ON mybb_posts (uid);
CREATE INDEX mybb_posts_visible ON mybb_posts (visible);
CREATE INDEX mybb_posts_dateline ON mybb_posts (dateline);
CREATE INDEX mybb_posts_tiddate ON mybb_posts (tid, dateline);
-- each thread gets its first post and 0..~30 replies (skewed), spread over the following weeks
CREATE TEMP TABLE p0 AS
SELECT t.tid, t.fid, s.i, CASE WHEN s.i = 0 THEN t.dateline ELSE t.dateline + (s.i * 3600 * (1 + random() * 40))::bigint END AS d,
       1 + floor(random() ^ 2.5 * (SELECT count(*) FROM member))::int AS k,
       CASE WHEN s.i = 0 THEN 'op' WHEN random() < 0.03 THEN 'guest' WHEN random() < 0.04 THEN 'gone' ELSE 'member' END AS kind,
       random() AS r, (random() * 1000)::int AS pick
FROM mybb_threads t, LATERAL generate_series(0, floor(random() ^ 2.6 * 32)::int + (t.tid * 0)::int) s(i);
INSERT INTO mybb_posts (tid, fid, subject, icon, uid, username, dateline, message, ipaddress, includesig, visible)
SELECT p.tid, p.fid, CASE WHEN p.i = 0 THEN t.subject ELSE 'RE: ' || t.subject END,
       CASE WHEN p.i = 0 THEN t.icon WHEN p.r < 0.08 THEN 1 + p.pick % 20 ELSE 0 END,
       CASE p.kind WHEN 'op' THEN t.uid WHEN 'member' THEN m.uid ELSE 0 END,
       CASE p.kind WHEN 'op' THEN t.username WHEN 'member' THEN u.username WHEN 'guest' THEN 'Guest' ELSE (SELECT g.username FROM gone g WHERE g.n = 1 + p.pick % 45) END,
       p.d, 'Post text ' || md5(p.tid || '-' || p.i), decode(lpad(to_hex(3232235520 + p.pick * 61), 8, '0'), 'hex'), (p.r < 0.6)::int,
       CASE WHEN p.i = 0 THEN t.visible WHEN p.r > 0.985 THEN 0 WHEN p.r > 0.975 THEN -1 ELSE 1 END
FROM p0 p JOIN mybb_threads t ON t.tid = p.tid JOIN member m ON m.n = p.k JOIN mybb_users u ON u.uid = m.uid
ORDER BY p.d, p.tid, p.i;
-- first posts, then replies: most answer the thread's first post (quick reply), some quote an earlier reply
UPDATE mybb_threads t SET firstpost = f.pid FROM (SELECT tid, min(pid) AS pid FROM mybb_posts GROUP BY tid) f WHERE f.tid = t.tid;
UPDATE mybb_posts p SET replyto = CASE WHEN q.prev IS NOT NULL AND random() < 0.3 THEN q.prev ELSE t.firstpost END
FROM (SELECT pid, lag(pid) OVER (PARTITION BY tid ORDER BY pid) AS prev FROM mybb_posts) q, mybb_threads t
WHERE q.pid = p.pid AND t.tid = p.tid AND p.pid <> t.firstpost;
-- edits: mostly by the author, some by staff (a guest's post only by staff)
UPDATE mybb_posts p SET edituid = CASE WHEN p.uid <> 0 AND random() < 0.85 THEN p.uid ELSE s.uid END,
       edittime = p.dateline + 600 + (random() * 86400)::int, editreason = CASE WHEN random() < 0.3 THEN 'typo' ELSE '' END
FROM staff s WHERE random() < 0.11 AND s.n = 1 + (p.pid % (SELECT count(*) FROM staff));

-- hard deletions by moderators: 25 whole threads and 40 single replies; logged below, gaps left behind
CREATE TEMP TABLE del_threads AS SELECT tid, fid FROM mybb_threads WHERE tid % 52 = 17;
CREATE TEMP TABLE del_posts AS SELECT p.pid, p.tid, p.fid FROM mybb_posts p JOIN mybb_threads t ON t.tid = p.tid
    WHERE p.pid <> t.firstpost AND p.pid % 211 = 5 AND p.tid NOT IN (SELECT tid FROM del_threads);
DELETE FROM mybb_posts WHERE tid IN (SELECT tid FROM del_threads) OR pid IN (SELECT pid FROM del_posts);
DELETE FROM mybb_threads WHERE tid IN (SELECT tid FROM del_threads);

-- threads moved to another forum leave a redirect behind in the old one: closed 'moved|tid', same firstpost, no posts of its own
CREATE TEMP TABLE moved AS SELECT tid, fid AS oldfid FROM mybb_threads WHERE tid % 97 = 3;
UPDATE mybb_threads t SET fid = CASE WHEN t.fid = 22 THEN 4 ELSE 22 END WHERE t.tid % 97 = 3;
UPDATE mybb_posts p SET fid = t.fid FROM mybb_threads t WHERE t.tid = p.tid AND p.fid <> t.fid;
INSERT INTO mybb_threads (fid, subject, prefix, icon, uid, username, dateline, firstpost, closed, notes, visible)
SELECT mv.oldfid, t.subject, t.prefix, t.icon, t.uid, t.username, t.dateline + 86400 * 20, t.firstpost, 'moved|' || t.tid, '', 1
FROM mybb_threads t JOIN moved mv ON mv.tid = t.tid ORDER BY t.tid;

-- thread counters from its posts (the redirects keep their own dateline)
UPDATE mybb_threads t SET replies = c.n - 1, lastpost = c.last, lastposter = l.username, lastposteruid = l.uid,
       unapprovedposts = c.unap, deletedposts = c.dele
FROM (SELECT tid, count(*) FILTER (WHERE visible = 1) AS n, max(dateline) AS last, count(*) FILTER (WHERE visible = 0) AS unap,
             count(*) FILTER (WHERE visible = -1) AS dele, max(pid) AS lastpid FROM mybb_posts GROUP BY tid) c
JOIN mybb_posts l ON l.pid = c.lastpid
WHERE c.tid = t.tid AND t.closed = '';
UPDATE mybb_threads SET replies = 0 WHERE replies < 0;
UPDATE mybb_threads SET lastpost = dateline, lastposter = username, lastposteruid = uid WHERE closed <> '';
UPDATE mybb_users u SET postnum = c.n, lastpost = c.last FROM (SELECT uid, count(*) AS n, max(dateline) AS last FROM mybb_posts WHERE uid <> 0 GROUP BY uid) c WHERE c.uid = u.uid;
UPDATE mybb_users u SET threadnum = c.n FROM (SELECT uid, count(*) AS n FROM mybb_threads WHERE uid <> 0 AND closed = '' GROUP BY uid) c WHERE c.uid = u.uid;

CREATE TABLE mybb_polls (pid bigserial PRIMARY KEY, tid bigint NOT NULL DEFAULT 0, question varchar(200) NOT NULL DEFAULT '',
    dateline bigint NOT NULL DEFAULT 0, options text NOT NULL, votes text NOT NULL, numoptions smallint NOT NULL DEFAULT 0,
    numvotes bigint NOT NULL DEFAULT 0, timeout bigint NOT NULL DEFAULT 0, closed smallint NOT NULL DEFAULT 0,
    multiple smallint NOT NULL DEFAULT 0, public smallint NOT NULL DEFAULT 0, maxoptions smallint NOT NULL DEFAULT 0);
CREATE INDEX mybb_polls_tid ON mybb_polls (tid);
INSERT INTO mybb_polls (tid, question, dateline, options, votes, numoptions, timeout, closed, multiple, public)
SELECT t.tid, 'Which ' || lower(t.subject) || '?', t.dateline, 'Yes||~|~||No||~|~||Maybe' || CASE WHEN t.tid % 2 = 0 THEN '||~|~||Other' ELSE '' END,
       '', 3 + (t.tid % 2 = 0)::int, CASE WHEN t.tid % 5 = 0 THEN 14 ELSE 0 END, (t.tid % 7 = 0)::int, (t.tid % 3 = 0)::int, (t.tid % 4 = 0)::int
FROM mybb_threads t WHERE t.closed = '' AND t.visible = 1 AND t.tid % 19 = 2 ORDER BY t.dateline;
UPDATE mybb_threads t SET poll = p.pid FROM mybb_polls p WHERE p.tid = t.tid;

CREATE TABLE mybb_pollvotes (vid bigserial PRIMARY KEY, pid bigint NOT NULL DEFAULT 0, uid bigint NOT NULL DEFAULT 0,
    voteoption smallint NOT NULL DEFAULT 0, dateline bigint NOT NULL DEFAULT 0, ipaddress bytea NOT NULL DEFAULT '');
CREATE INDEX mybb_pollvotes_pid ON mybb_pollvotes (pid, uid);
INSERT INTO mybb_pollvotes (pid, uid, voteoption, dateline, ipaddress)
SELECT pid, uid, voteoption, d, ip FROM (
    SELECT DISTINCT ON (v.pid, m.uid) v.pid, CASE WHEN v.r < 0.06 THEN 0 ELSE m.uid END AS uid, 1 + (v.r2 * (v.numoptions - 1))::int AS voteoption,
           v.dateline + (v.r3 * 1209600)::int AS d, decode(lpad(to_hex(3232235520 + (v.r3 * 60000)::int), 8, '0'), 'hex') AS ip
    FROM (SELECT p.pid, p.numoptions, p.dateline, random() AS r, random() AS r2, random() AS r3,
                 1 + floor(random() ^ 1.5 * (SELECT count(*) FROM member))::int AS k
          FROM mybb_polls p, LATERAL generate_series(1, 5 + (p.pid * 7)::int % 26) s) v
    JOIN member m ON m.n = v.k
    ORDER BY v.pid, m.uid) x ORDER BY d;
UPDATE mybb_polls p SET numvotes = c.n, votes = c.a || '||~|~||' || c.b || '||~|~||' || c.c || CASE WHEN p.numoptions = 4 THEN '||~|~||' || c.e ELSE '' END
FROM (SELECT pid, count(*) AS n, count(*) FILTER (WHERE voteoption = 1) AS a, count(*) FILTER (WHERE voteoption = 2) AS b,
             count(*) FILTER (WHERE voteoption = 3) AS c, count(*) FILTER (WHERE voteoption = 4) AS e FROM mybb_pollvotes GROUP BY pid) c
WHERE c.pid = p.pid;
UPDATE mybb_polls SET votes = '0||~|~||0||~|~||0' WHERE votes = '';

CREATE TABLE mybb_threadratings (rid bigserial PRIMARY KEY, tid bigint NOT NULL DEFAULT 0, uid bigint NOT NULL DEFAULT 0,
    rating smallint NOT NULL DEFAULT 0, ipaddress bytea NOT NULL DEFAULT '');
CREATE INDEX mybb_threadratings_tid ON mybb_threadratings (tid, uid);
INSERT INTO mybb_threadratings (tid, uid, rating, ipaddress)
SELECT DISTINCT ON (t.tid, m.uid) t.tid, CASE WHEN t.r < 0.05 THEN 0 ELSE m.uid END, 1 + (t.r * 100)::int % 5,
       decode(lpad(to_hex(3232235520 + (t.r * 60000)::int), 8, '0'), 'hex')
FROM (SELECT t.tid, random() AS r, 1 + floor(random() ^ 2 * (SELECT count(*) FROM member))::int AS k
      FROM mybb_threads t, generate_series(1, 3) WHERE t.closed = '' AND t.visible = 1 AND t.views > 600) t JOIN member m ON m.n = t.k
ORDER BY t.tid, m.uid;
UPDATE mybb_threads t SET numratings = c.n, totalratings = c.s FROM (SELECT tid, count(*) AS n, sum(rating) AS s FROM mybb_threadratings GROUP BY tid) c WHERE c.tid = t.tid;

CREATE TABLE mybb_attachments (aid bigserial PRIMARY KEY, pid bigint NOT NULL DEFAULT 0, posthash varchar(50) NOT NULL DEFAULT '',
    uid bigint NOT NULL DEFAULT 0, filename varchar(255) NOT NULL DEFAULT '', filetype varchar(120) NOT NULL DEFAULT '',
    filesize bigint NOT NULL DEFAULT 0, attachname varchar(255) NOT NULL DEFAULT '', downloads bigint NOT NULL DEFAULT 0,
    dateuploaded bigint NOT NULL DEFAULT 0, visible smallint NOT NULL DEFAULT 0, thumbnail varchar(120) NOT NULL DEFAULT '');
CREATE INDEX mybb_attachments_pid ON mybb_attachments (pid, visible);
CREATE INDEX mybb_attachments_uid ON mybb_attachments (uid);
INSERT INTO mybb_attachments (pid, posthash, uid, filename, filetype, filesize, attachname, downloads, dateuploaded, visible, thumbnail)
SELECT CASE WHEN a.orphan THEN 0 ELSE p.pid END, md5('ph' || p.pid), p.uid,
       CASE WHEN p.fid IN (14, 23) THEN 'IMG_' || (p.pid % 9000) || '.jpg' ELSE 'file_' || p.pid || '.zip' END,
       CASE WHEN p.fid IN (14, 23) THEN 'image/jpeg' ELSE 'application/zip' END, 20000 + (p.pid * 7919) % 3000000,
       '201' || (5 + p.dateline / 31536000 % 5) || '/post_' || p.uid || '_' || p.dateline || '_' || md5('a' || p.pid) || '.attach',
       (random() ^ 3 * 400)::int, p.dateline, 1,
       CASE WHEN p.fid IN (14, 23) THEN 'post_' || p.uid || '_' || p.dateline || '_thumb.jpg' ELSE 'SMALL' END
FROM (SELECT pid, random() < 0.05 AS orphan FROM mybb_posts WHERE uid <> 0 AND (fid IN (14, 23) AND pid % 4 = 0 OR pid % 37 = 1)) a
JOIN mybb_posts p ON p.pid = a.pid ORDER BY p.dateline;
UPDATE mybb_threads t SET attachmentcount = c.n FROM (SELECT p.tid, count(*) AS n FROM mybb_attachments a JOIN mybb_posts p ON p.pid = a.pid GROUP BY p.tid) c WHERE c.tid = t.tid;

CREATE TABLE mybb_reputation (rid bigserial PRIMARY KEY, uid bigint NOT NULL DEFAULT 0, adduid bigint NOT NULL DEFAULT 0,
    pid bigint NOT NULL DEFAULT 0, reputation smallint NOT NULL DEFAULT 0, dateline bigint NOT NULL DEFAULT 0, comments text NOT NULL);
CREATE INDEX mybb_reputation_uid ON mybb_reputation (uid);
-- 70% for a post (the post's author receives it), 30% on the profile (pid 0)
INSERT INTO mybb_reputation (uid, adduid, pid, reputation, dateline, comments)
SELECT x.uid, m.uid, x.pid, x.rep, x.d, x.c FROM (
    SELECT p.uid, p.pid, CASE WHEN random() < 0.85 THEN 1 ELSE -1 END AS rep, p.dateline + (random() * 400000)::int AS d,
           CASE WHEN random() < 0.5 THEN 'Thanks!' ELSE '' END AS c, 1 + floor(random() ^ 2 * (SELECT count(*) FROM member))::int AS k
    FROM mybb_posts p WHERE p.uid <> 0 AND p.visible = 1 AND p.pid % 11 = 3
    UNION ALL
    SELECT m.uid, 0, CASE WHEN random() < 0.9 THEN 1 ELSE -2 END, 1450000000 + (random() * 150000000)::int, 'Great trader', 1 + floor(random() ^ 2 * (SELECT count(*) FROM member))::int
    FROM member m, generate_series(1, 2) s WHERE random() < 0.32) x JOIN member m ON m.n = x.k
WHERE m.uid <> x.uid ORDER BY x.d;
UPDATE mybb_users u SET reputation = c.s FROM (SELECT uid, sum(reputation) AS s FROM mybb_reputation GROUP BY uid) c WHERE c.uid = u.uid;

CREATE TABLE mybb_privatemessages (pmid bigserial PRIMARY KEY, uid bigint NOT NULL DEFAULT 0, toid bigint NOT NULL DEFAULT 0,
    fromid bigint NOT NULL DEFAULT 0, recipients text NOT NULL, folder smallint NOT NULL DEFAULT 1, subject varchar(120) NOT NULL DEFAULT '',
    icon integer NOT NULL DEFAULT 0, message text NOT NULL, dateline bigint NOT NULL DEFAULT 0, deletetime bigint NOT NULL DEFAULT 0,
    status smallint NOT NULL DEFAULT 0, statustime bigint NOT NULL DEFAULT 0, includesig smallint NOT NULL DEFAULT 0,
    smilieoff smallint NOT NULL DEFAULT 0, receipt smallint NOT NULL DEFAULT 0, readtime bigint NOT NULL DEFAULT 0, ipaddress bytea NOT NULL DEFAULT '');
CREATE INDEX mybb_privatemessages_uid ON mybb_privatemessages (uid, folder);
CREATE INDEX mybb_privatemessages_toid ON mybb_privatemessages (toid);
-- a message sent is stored twice: the recipient's copy (folder 1 inbox, or trash 4) and, when the sender keeps it, the sender's (folder 2);
-- drafts (folder 3) have toid 0; system messages ("MyBB Engine") have fromid 0; members with custom folders file some in folder 5
CREATE TEMP TABLE msg AS
SELECT row_number() OVER () AS n, a.uid AS sender, b.uid AS rcpt, 1450000000 + (random() * 160000000)::bigint AS d, random() AS r, random() AS r2
FROM (SELECT 1 + floor(random() ^ 2 * (SELECT count(*) FROM member))::int AS ka, 1 + floor(random() ^ 1.5 * (SELECT count(*) FROM member))::int AS kb
      FROM generate_series(1, 800)) x JOIN member a ON a.n = x.ka JOIN member b ON b.n = x.kb WHERE a.uid <> b.uid;
INSERT INTO mybb_privatemessages (uid, toid, fromid, recipients, folder, subject, icon, message, dateline, status, statustime, includesig, readtime, ipaddress)
SELECT uid, toid, fromid, 'a:1:{s:2:"to";a:1:{i:0;s:' || length(toid::text) || ':"' || toid || '";}}', folder, subject, icon, message, d, status, st,
       1, rt, decode(lpad(to_hex(3232235520 + (d % 60000)::int), 8, '0'), 'hex') FROM (
    SELECT m.rcpt AS uid, m.rcpt AS toid, CASE WHEN m.r < 0.05 THEN 0 ELSE m.sender END AS fromid,
           CASE WHEN m.r2 < 0.06 THEN 4 WHEN m.r2 < 0.1 AND m.rcpt % 13 = 0 THEN 5 ELSE 1 END AS folder,
           CASE WHEN m.r < 0.05 THEN 'You have received a warning' ELSE 'Hey' END AS subject, CASE WHEN m.r > 0.9 THEN 1 + m.n % 20 ELSE 0 END AS icon,
           'PM body ' || md5('pm' || m.n) AS message, m.d, CASE WHEN m.r2 < 0.8 THEN 1 ELSE 0 END AS status, m.d AS st,
           CASE WHEN m.r2 < 0.8 THEN m.d + 5000 ELSE 0 END AS rt
    FROM msg m
    UNION ALL
    SELECT m.sender, m.rcpt, m.sender, 2, 'Hey', 0, 'PM body ' || md5('pm' || m.n), m.d, 1, m.d, 0 FROM msg m WHERE m.r >= 0.05 AND m.r2 > 0.35
    UNION ALL
    SELECT m.sender, 0, m.sender, 3, 'Draft', 0, 'Draft ' || md5('d' || m.n), m.d + 100, 0, 0, 0 FROM msg m WHERE m.n % 17 = 0) x
ORDER BY d;
UPDATE mybb_users u SET totalpms = c.n, unreadpms = c.u FROM (SELECT uid, count(*) AS n, count(*) FILTER (WHERE status = 0 AND folder = 1) AS u
    FROM mybb_privatemessages GROUP BY uid) c WHERE c.uid = u.uid;

CREATE TABLE mybb_moderators (mid serial PRIMARY KEY, fid integer NOT NULL DEFAULT 0, id bigint NOT NULL DEFAULT 0, isgroup smallint NOT NULL DEFAULT 0,
    caneditposts smallint NOT NULL DEFAULT 0, cansoftdeleteposts smallint NOT NULL DEFAULT 0, canrestoreposts smallint NOT NULL DEFAULT 0,
    candeleteposts smallint NOT NULL DEFAULT 0, canopenclosethreads smallint NOT NULL DEFAULT 0, canstickunstickthreads smallint NOT NULL DEFAULT 0,
    canmovetononmodforum smallint NOT NULL DEFAULT 0, canmanagepolls smallint NOT NULL DEFAULT 0, canusecustomtools smallint NOT NULL DEFAULT 0);
CREATE INDEX mybb_moderators_uid ON mybb_moderators (id, fid);
INSERT INTO mybb_moderators (fid, id, isgroup, caneditposts, cansoftdeleteposts, canrestoreposts, candeleteposts, canopenclosethreads,
    canstickunstickthreads, canmovetononmodforum, canmanagepolls, canusecustomtools) VALUES
    (6, 9, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1), (7, 9, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1), (9, 34, 0, 1, 1, 1, 0, 1, 1, 0, 1, 0),
    (10, 34, 0, 1, 1, 1, 0, 1, 1, 0, 1, 0), (13, 58, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1), (14, 58, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (17, 120, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0), (18, 120, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0), (1, 6, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1),
    (6, 6, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1), (14, 9, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), (16, 10, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0);

CREATE TABLE mybb_forumpermissions (pid serial PRIMARY KEY, fid integer NOT NULL DEFAULT 0, gid integer NOT NULL DEFAULT 0,
    canview smallint NOT NULL DEFAULT 0, canviewthreads smallint NOT NULL DEFAULT 0, canonlyviewownthreads smallint NOT NULL DEFAULT 0,
    candlattachments smallint NOT NULL DEFAULT 0, canpostthreads smallint NOT NULL DEFAULT 0, canpostreplys smallint NOT NULL DEFAULT 0,
    canpostattachments smallint NOT NULL DEFAULT 0, canratethreads smallint NOT NULL DEFAULT 0, caneditposts smallint NOT NULL DEFAULT 0,
    candeleteposts smallint NOT NULL DEFAULT 0, canpostpolls smallint NOT NULL DEFAULT 0, canvotepolls smallint NOT NULL DEFAULT 0,
    cansearch smallint NOT NULL DEFAULT 0);
CREATE INDEX mybb_forumpermissions_fid ON mybb_forumpermissions (fid, gid);
INSERT INTO mybb_forumpermissions (fid, gid, canview, canviewthreads, canonlyviewownthreads, candlattachments, canpostthreads, canpostreplys,
    canpostattachments, canratethreads, caneditposts, candeleteposts, canpostpolls, canvotepolls, cansearch)
SELECT f, g, v, v, 0, v, p, p, p, p, p, 0, p, v, v FROM (VALUES
    (2, 1, 1, 0), (2, 2, 1, 0), (2, 5, 1, 0), (2, 8, 1, 0), (2, 9, 1, 0), (21, 1, 0, 0), (21, 2, 0, 0), (21, 5, 0, 0), (21, 7, 0, 0),
    (21, 8, 0, 0), (21, 9, 0, 0), (21, 10, 0, 0), (21, 3, 1, 1), (21, 4, 1, 1), (21, 6, 1, 1), (22, 1, 1, 0), (22, 2, 1, 0), (22, 8, 1, 0),
    (18, 1, 1, 0), (18, 5, 1, 0), (18, 7, 0, 0), (19, 1, 1, 0), (14, 9, 1, 1), (23, 9, 1, 1), (3, 5, 1, 1), (4, 1, 1, 0), (5, 1, 0, 0),
    (16, 10, 1, 1), (12, 2, 1, 0), (12, 3, 1, 1), (12, 4, 1, 1), (12, 6, 1, 1), (7, 7, 0, 0), (9, 7, 0, 0), (10, 1, 1, 0)) v(f, g, v, p);

CREATE TABLE mybb_forumsubscriptions (fsid bigserial PRIMARY KEY, fid integer NOT NULL DEFAULT 0, uid bigint NOT NULL DEFAULT 0);
CREATE INDEX mybb_forumsubscriptions_uid ON mybb_forumsubscriptions (uid);
INSERT INTO mybb_forumsubscriptions (fid, uid)
SELECT DISTINCT ON (m.uid, fw.fid) fw.fid, m.uid
FROM (SELECT random() * 100 AS fr, 1 + floor(random() ^ 2 * (SELECT count(*) FROM member))::int AS k FROM generate_series(1, 360)) x
JOIN fw ON x.fr >= fw.lo AND x.fr < fw.hi AND fw.fid <> 21 JOIN member m ON m.n = x.k ORDER BY m.uid, fw.fid;

CREATE TABLE mybb_threadsubscriptions (sid bigserial PRIMARY KEY, uid bigint NOT NULL DEFAULT 0, tid bigint NOT NULL DEFAULT 0,
    notification smallint NOT NULL DEFAULT 0, dateline bigint NOT NULL DEFAULT 0);
CREATE INDEX mybb_threadsubscriptions_uid ON mybb_threadsubscriptions (uid, tid);
CREATE INDEX mybb_threadsubscriptions_tid ON mybb_threadsubscriptions (tid, notification);
-- the starter of most threads (subscribed on posting) and some repliers
INSERT INTO mybb_threadsubscriptions (uid, tid, notification, dateline)
SELECT uid, tid, n, d FROM (
    SELECT DISTINCT ON (p.uid, p.tid) p.uid, p.tid, CASE WHEN p.pid % 3 = 0 THEN 1 ELSE 0 END AS n, p.dateline AS d
    FROM mybb_posts p JOIN mybb_threads t ON t.tid = p.tid
    WHERE p.uid <> 0 AND (p.pid = t.firstpost AND p.pid % 5 <> 0 OR p.pid % 9 = 4)
    ORDER BY p.uid, p.tid, p.pid) x ORDER BY d;

CREATE TABLE mybb_warnings (wid bigserial PRIMARY KEY, uid bigint NOT NULL DEFAULT 0, tid integer NOT NULL DEFAULT 0, pid bigint NOT NULL DEFAULT 0,
    title varchar(120) NOT NULL DEFAULT '', points smallint NOT NULL DEFAULT 0, dateline bigint NOT NULL DEFAULT 0, issuedby bigint NOT NULL DEFAULT 0,
    expires bigint NOT NULL DEFAULT 0, expired smallint NOT NULL DEFAULT 0, daterevoked bigint NOT NULL DEFAULT 0, revokedby bigint NOT NULL DEFAULT 0,
    revokereason text NOT NULL, notes text NOT NULL);
CREATE INDEX mybb_warnings_uid ON mybb_warnings (uid);
-- warnings for a post (pid) or not (pid 0), of a type (tid) or custom (tid 0, title typed in), sometimes revoked
INSERT INTO mybb_warnings (uid, tid, pid, title, points, dateline, issuedby, expires, expired, daterevoked, revokedby, revokereason, notes)
SELECT x.uid, x.wt, CASE WHEN x.forpost THEN x.pid ELSE 0 END, CASE WHEN x.wt = 0 THEN 'Custom: rude PM' ELSE '' END,
       coalesce(w.points, 1), x.d, s.uid, x.d + coalesce(w.expirationtime, 604800), 1,
       CASE WHEN x.rev THEN x.d + 3600 ELSE 0 END, CASE WHEN x.rev THEN s2.uid ELSE 0 END, CASE WHEN x.rev THEN 'Appealed' ELSE '' END, ''
FROM (SELECT p.uid, p.pid, p.dateline + 7200 AS d, CASE WHEN random() < 0.2 THEN 0 ELSE 1 + (p.pid % 4)::int END AS wt, random() < 0.75 AS forpost,
             random() < 0.1 AS rev, 1 + (p.pid % (SELECT count(*) FROM staff))::int AS ks, 1 + ((p.pid / 7) % (SELECT count(*) FROM staff))::int AS ks2
      FROM mybb_posts p JOIN mybb_users u ON u.uid = p.uid WHERE u.usergroup IN (2, 5, 7, 8, 11) AND p.pid % 97 = 13) x
LEFT JOIN mybb_warningtypes w ON w.tid = x.wt JOIN staff s ON s.n = x.ks JOIN staff s2 ON s2.n = x.ks2
ORDER BY x.d;
UPDATE mybb_users u SET warningpoints = c.s FROM (SELECT uid, sum(points) AS s FROM mybb_warnings WHERE revokedby = 0 GROUP BY uid) c WHERE c.uid = u.uid;

CREATE TABLE mybb_banned (uid bigint NOT NULL DEFAULT 0, gid integer NOT NULL DEFAULT 0, oldgroup integer NOT NULL DEFAULT 0,
    oldadditionalgroups text NOT NULL, olddisplaygroup integer NOT NULL DEFAULT 0, admin bigint NOT NULL DEFAULT 0,
    dateline bigint NOT NULL DEFAULT 0, bantime varchar(50) NOT NULL DEFAULT '', lifted bigint NOT NULL DEFAULT 0, reason varchar(255) NOT NULL DEFAULT '');
CREATE INDEX mybb_banned_uid ON mybb_banned (uid);
CREATE INDEX mybb_banned_dateline ON mybb_banned (dateline);
INSERT INTO mybb_banned (uid, gid, oldgroup, oldadditionalgroups, olddisplaygroup, admin, dateline, bantime, lifted, reason)
SELECT u.uid, u.usergroup, CASE WHEN u.uid % 3 = 0 THEN 8 ELSE 2 END, CASE WHEN u.uid % 5 = 0 THEN '9' ELSE '' END, 0,
       CASE WHEN u.uid % 2 = 0 THEN 1 ELSE 2 END, u.regdate + 8000000, CASE WHEN u.uid % 4 = 0 THEN 'perm' ELSE '0-1-0' END,
       CASE WHEN u.uid % 4 = 0 THEN 0 ELSE u.regdate + 8000000 + 2592000 END, (ARRAY['Spam','Repeated flaming','Scamming in the marketplace'])[1 + u.uid % 3]
FROM mybb_users u WHERE u.usergroup IN (7, 11) ORDER BY u.uid;

CREATE TABLE mybb_sessions (sid varchar(32) PRIMARY KEY, uid bigint NOT NULL DEFAULT 0, ip bytea NOT NULL DEFAULT '', time bigint NOT NULL DEFAULT 0,
    location varchar(150) NOT NULL DEFAULT '', useragent varchar(200) NOT NULL DEFAULT '', anonymous smallint NOT NULL DEFAULT 0,
    nopermission smallint NOT NULL DEFAULT 0, location1 integer NOT NULL DEFAULT 0, location2 bigint NOT NULL DEFAULT 0);
CREATE INDEX mybb_sessions_location ON mybb_sessions (location1, location2);
CREATE INDEX mybb_sessions_time ON mybb_sessions (time);
CREATE INDEX mybb_sessions_uid ON mybb_sessions (uid);
-- the last 15 minutes: guests and spiders (uid 0; a spider's sid is 'bot=N'), members; where they are (forum, thread or elsewhere)
INSERT INTO mybb_sessions (sid, uid, ip, time, location, useragent, anonymous, location1, location2)
SELECT CASE WHEN x.kind = 'bot' THEN 'bot=' || x.g ELSE md5('sess' || x.g) END, CASE WHEN x.kind = 'member' THEN m.uid ELSE 0 END,
       decode(lpad(to_hex(3232235520 + x.g * 97), 8, '0'), 'hex'), 1610000000 - x.g * 5,
       CASE x.loc WHEN 't' THEN '/showthread.php?tid=' || t.tid WHEN 'f' THEN '/forumdisplay.php?fid=' || fw.fid ELSE '/index.php' END,
       CASE WHEN x.kind = 'bot' THEN 'Googlebot/2.1' ELSE 'Mozilla/5.0' END, (x.kind = 'member' AND x.g % 10 = 0)::int,
       CASE x.loc WHEN 't' THEN t.fid WHEN 'f' THEN fw.fid ELSE 0 END, CASE x.loc WHEN 't' THEN t.tid ELSE 0 END
FROM (SELECT g, CASE WHEN g <= 12 THEN 'bot' WHEN random() < 0.65 THEN 'guest' ELSE 'member' END AS kind,
             CASE WHEN random() < 0.55 THEN 't' WHEN random() < 0.6 THEN 'f' ELSE 'i' END AS loc,
             1 + floor(random() ^ 2 * (SELECT count(*) FROM member))::int AS k, random() * 100 AS fr, 1 + floor(random() * 1200)::int AS tk
      FROM generate_series(1, 170) g) x
JOIN member m ON m.n = x.k JOIN fw ON x.fr >= fw.lo AND x.fr < fw.hi
JOIN (SELECT row_number() OVER (ORDER BY tid) AS n, tid, fid FROM mybb_threads WHERE closed = '' AND visible = 1) t ON t.n = x.tk
;
DELETE FROM mybb_sessions s USING mybb_sessions s2 WHERE s.uid <> 0 AND s2.uid = s.uid AND s2.time > s.time;

CREATE TABLE mybb_moderatorlog (uid bigint NOT NULL DEFAULT 0, dateline bigint NOT NULL DEFAULT 0, fid integer NOT NULL DEFAULT 0,
    tid bigint NOT NULL DEFAULT 0, pid bigint NOT NULL DEFAULT 0, action text NOT NULL, data text NOT NULL, ipaddress bytea NOT NULL DEFAULT '');
CREATE INDEX mybb_moderatorlog_uid ON mybb_moderatorlog (uid);
CREATE INDEX mybb_moderatorlog_fid ON mybb_moderatorlog (fid);
CREATE INDEX mybb_moderatorlog_tid ON mybb_moderatorlog (tid);
-- what moderators did: thread actions (fid, tid), post actions (fid, tid, pid), forum actions (fid only), user actions (none of them)
INSERT INTO mybb_moderatorlog (uid, dateline, fid, tid, pid, action, data, ipaddress)
SELECT s.uid, x.d, x.fid, x.tid, x.pid, x.action, x.data, decode(lpad(to_hex(3232235520 + s.uid::int * 13), 8, '0'), 'hex') FROM (
    SELECT t.dateline + 90000 AS d, t.fid, t.tid, 0::bigint AS pid,
           (ARRAY['Thread Closed','Stuck Thread','Thread Opened','Edited Thread Subject','Unstuck Thread'])[1 + (t.tid % 5)::int] AS action, '' AS data,
           (t.tid % 7)::int AS ks
    FROM mybb_threads t WHERE t.closed = '' AND t.tid % 6 = 1
    UNION ALL SELECT t.dateline + 86400 * 20, t.fid, t.tid, 0, 'Thread Moved', 'a:2:{s:4:"from";i:' || t.fid || ';s:3:"tid";i:' || t.tid || ';}', (t.tid % 7)::int
    FROM mybb_threads t WHERE t.closed LIKE 'moved|%'
    UNION ALL SELECT p.dateline + 5000, p.fid, p.tid, p.pid, CASE WHEN p.visible = -1 THEN 'Soft Deleted Posts' ELSE 'Unapproved Posts' END, '', (p.pid % 7)::int
    FROM mybb_posts p WHERE p.visible <> 1
    UNION ALL SELECT p.dateline + 3000, p.fid, p.tid, p.pid, 'Edited Post', '', (p.pid % 7)::int FROM mybb_posts p WHERE p.edituid <> 0 AND p.edituid <> p.uid
    UNION ALL SELECT 1500000000 + d.tid * 9000, d.fid, d.tid, 0, 'Deleted Thread', 'a:1:{s:3:"tid";i:' || d.tid || ';}', (d.tid % 7)::int FROM del_threads d
    UNION ALL SELECT 1500000000 + d.pid * 900, d.fid, d.tid, d.pid, 'Deleted Post', 'a:1:{s:3:"pid";i:' || d.pid || ';}', (d.pid % 7)::int FROM del_posts d
    UNION ALL SELECT 1480000000 + g * 400000, f.fid, 0, 0, 'Forum Marked as Read', '', g % 7 FROM generate_series(1, 30) g JOIN fw f ON f.fid = 1 + (g * 5) % 23
    UNION ALL SELECT 1470000000 + g * 300000, 0, 0, 0, 'User Banned', 'a:1:{s:3:"uid";i:' || g || ';}', g % 7 FROM generate_series(1, 25) g) x
JOIN staff s ON s.n = 1 + x.ks % (SELECT count(*) FROM staff)
ORDER BY x.d;

-- forum counters and last post
UPDATE mybb_forums f SET threads = c.n, posts = c.p, unapprovedthreads = c.ut, deletedthreads = c.dt
FROM (SELECT fid, count(*) FILTER (WHERE visible = 1) AS n, sum(replies + 1) FILTER (WHERE visible = 1) AS p,
             count(*) FILTER (WHERE visible = 0) AS ut, count(*) FILTER (WHERE visible = -1) AS dt FROM mybb_threads GROUP BY fid) c
WHERE c.fid = f.fid;
UPDATE mybb_forums f SET lastpost = l.lastpost, lastposter = l.lastposter, lastposteruid = l.lastposteruid, lasttid = l.tid, lastpostsubject = l.subject
FROM (SELECT DISTINCT ON (fid) fid, tid, lastpost, lastposter, lastposteruid, subject FROM mybb_threads WHERE visible = 1 AND closed = ''
      ORDER BY fid, lastpost DESC, tid DESC) l
WHERE l.fid = f.fid;

-- declared by the conversion's DBA (see the header): every value is a real row
ALTER TABLE mybb_users ADD CONSTRAINT mybb_users_usergroup_fk FOREIGN KEY (usergroup) REFERENCES mybb_usergroups (gid);
ALTER TABLE mybb_userfields ADD CONSTRAINT mybb_userfields_ufid_fk FOREIGN KEY (ufid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_threads ADD CONSTRAINT mybb_threads_fid_fk FOREIGN KEY (fid) REFERENCES mybb_forums (fid);
ALTER TABLE mybb_threads ADD CONSTRAINT mybb_threads_firstpost_fk FOREIGN KEY (firstpost) REFERENCES mybb_posts (pid);
ALTER TABLE mybb_posts ADD CONSTRAINT mybb_posts_tid_fk FOREIGN KEY (tid) REFERENCES mybb_threads (tid);
ALTER TABLE mybb_posts ADD CONSTRAINT mybb_posts_fid_fk FOREIGN KEY (fid) REFERENCES mybb_forums (fid);
ALTER TABLE mybb_polls ADD CONSTRAINT mybb_polls_tid_fk FOREIGN KEY (tid) REFERENCES mybb_threads (tid);
ALTER TABLE mybb_pollvotes ADD CONSTRAINT mybb_pollvotes_pid_fk FOREIGN KEY (pid) REFERENCES mybb_polls (pid);
ALTER TABLE mybb_threadratings ADD CONSTRAINT mybb_threadratings_tid_fk FOREIGN KEY (tid) REFERENCES mybb_threads (tid);
ALTER TABLE mybb_attachments ADD CONSTRAINT mybb_attachments_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_reputation ADD CONSTRAINT mybb_reputation_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_reputation ADD CONSTRAINT mybb_reputation_adduid_fk FOREIGN KEY (adduid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_privatemessages ADD CONSTRAINT mybb_privatemessages_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_moderators ADD CONSTRAINT mybb_moderators_fid_fk FOREIGN KEY (fid) REFERENCES mybb_forums (fid);
ALTER TABLE mybb_forumpermissions ADD CONSTRAINT mybb_forumpermissions_fid_fk FOREIGN KEY (fid) REFERENCES mybb_forums (fid);
ALTER TABLE mybb_forumpermissions ADD CONSTRAINT mybb_forumpermissions_gid_fk FOREIGN KEY (gid) REFERENCES mybb_usergroups (gid);
ALTER TABLE mybb_forumsubscriptions ADD CONSTRAINT mybb_forumsubscriptions_fid_fk FOREIGN KEY (fid) REFERENCES mybb_forums (fid);
ALTER TABLE mybb_forumsubscriptions ADD CONSTRAINT mybb_forumsubscriptions_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_threadsubscriptions ADD CONSTRAINT mybb_threadsubscriptions_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_threadsubscriptions ADD CONSTRAINT mybb_threadsubscriptions_tid_fk FOREIGN KEY (tid) REFERENCES mybb_threads (tid);
ALTER TABLE mybb_warnings ADD CONSTRAINT mybb_warnings_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_warnings ADD CONSTRAINT mybb_warnings_issuedby_fk FOREIGN KEY (issuedby) REFERENCES mybb_users (uid);
ALTER TABLE mybb_banned ADD CONSTRAINT mybb_banned_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);
ALTER TABLE mybb_banned ADD CONSTRAINT mybb_banned_gid_fk FOREIGN KEY (gid) REFERENCES mybb_usergroups (gid);
ALTER TABLE mybb_banned ADD CONSTRAINT mybb_banned_oldgroup_fk FOREIGN KEY (oldgroup) REFERENCES mybb_usergroups (gid);
ALTER TABLE mybb_banned ADD CONSTRAINT mybb_banned_admin_fk FOREIGN KEY (admin) REFERENCES mybb_users (uid);
ALTER TABLE mybb_moderatorlog ADD CONSTRAINT mybb_moderatorlog_uid_fk FOREIGN KEY (uid) REFERENCES mybb_users (uid);

ANALYZE;
