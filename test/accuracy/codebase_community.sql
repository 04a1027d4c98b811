-- test/accuracy/codebase_community.sql: a Stack Exchange data dump (stats.stackexchange.com, the source of
-- BIRD's codebase_community) as BIRD Mini-Dev loads it into PostgreSQL: lower-case table names, the
-- dump's PascalCase attributes kept as quoted column names ("Id", "PostTypeId", "OwnerUserId" ...), with
-- BIRD's own typos ("CreaionDate", "LasActivityDate" in posts).  Written for issue 16 as a held-out
-- check (round 15): committed with its truth (codebase_community_truth.csv) BEFORE discovery ran on it.
--
-- Its conventions: every table keyed by a bare "Id" with gaps (deleted rows are not in the dump); the
-- Community user is Id -1 and owns the tag wikis and community edits; posts hold questions (1),
-- answers (2) and tag wiki excerpts / wikis (4, 5) in one id space: "ParentId" (an answer's question)
-- and "AcceptedAnswerId" (a question's answer) are self references; "OwnerUserId" and
-- "LastEditorUserId" are role columns to users; a deleted user leaves "UserId" NULL beside a
-- "UserDisplayName" in comments and posthistory, but posts keep the "OwnerUserId" of some deleted
-- users (orphans, about 1.5% of owned posts), and postlinks."RelatedPostId" points at deleted posts
-- now and then (orphans); votes carry a "UserId" only for favourites (5) and bounty starts (8);
-- tags point at their wiki posts by "ExcerptPostId" and "WikiPostId" (NULL for tags without a
-- wiki).  Lookup tables posttypes and votetypes as the dump's documentation lists them.  Codes with
-- no table: posthistory."PostHistoryTypeId", postlinks."LinkTypeId" (1 linked, 3 duplicate);
-- users."AccountId" is a network-wide id.  Declared foreign keys are BIRD's, less the two with
-- orphans (a PostgreSQL loader cannot add them): posts."OwnerUserId" and postlinks."RelatedPostId"
-- are undeclared truths (the joins every user makes), as are the references BIRD never declares
-- ("AcceptedAnswerId", tags."WikiPostId", "PostTypeId", "VoteTypeId").  Skewed: a few users write
-- most posts, a few posts get most votes and comments.  Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1515);
CREATE FUNCTION pg_temp.sk(n bigint, p float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ p)::int $$;

CREATE TABLE posttypes ("Id" integer PRIMARY KEY, "Name" text NOT NULL);
INSERT INTO posttypes VALUES (1, 'Question'), (2, 'Answer'), (3, 'Orphaned tag wiki'), (4, 'Tag wiki excerpt'),
  (5, 'Tag wiki'), (6, 'Moderator nomination'), (7, 'Wiki placeholder'), (8, 'Privilege wiki');
CREATE TABLE votetypes ("Id" integer PRIMARY KEY, "Name" text NOT NULL);
INSERT INTO votetypes VALUES (1, 'AcceptedByOriginator'), (2, 'UpMod'), (3, 'DownMod'), (4, 'Offensive'), (5, 'Favorite'),
  (6, 'Close'), (7, 'Reopen'), (8, 'BountyStart'), (9, 'BountyClose'), (10, 'Deletion'), (11, 'Undeletion'), (12, 'Spam'),
  (15, 'ModeratorReview'), (16, 'ApproveEditSuggestion');

-- ---- users: ids 1..2100, a fifth deleted (gaps), plus the Community user -1
CREATE TEMP TABLE uslot AS SELECT g AS id, random() AS x FROM generate_series(1, 2100) g;
CREATE TABLE users (
  "Id" integer PRIMARY KEY, "Reputation" integer, "CreationDate" timestamp, "DisplayName" text,
  "LastAccessDate" timestamp, "WebsiteUrl" text, "Location" text, "AboutMe" text, "Views" integer,
  "UpVotes" integer, "DownVotes" integer, "AccountId" integer, "Age" integer, "ProfileImageUrl" text);
INSERT INTO users VALUES (-1, 1, '2010-07-19 06:55:26', 'Community', '2010-07-19 06:55:26', 'http://meta.stackexchange.com/',
  'on the server farm', '<p>Hi, I''m not really a person.</p>', 0, 5007, 1920, -1, NULL, NULL);
INSERT INTO users
SELECT id, 1 + floor(25000 * random() ^ 7)::int,
       timestamp '2010-07-19' + id * interval '17 hours' + random() * interval '10 hours',
       'user' || (id * 7919 % 100000),
       timestamp '2014-09-14' - random() * interval '900 days',
       CASE WHEN random() < 0.2 THEN 'http://www.example' || id || '.org' END,
       CASE WHEN random() < 0.4 THEN (ARRAY['New York, NY', 'London, United Kingdom', 'Melbourne, Australia', 'Toronto, Canada',
            'Berlin, Germany', 'Bangalore, India', 'Paris, France', 'Seattle, WA'])[1 + floor(random() * 8)::int] END,
       CASE WHEN random() < 0.3 THEN '<p>Statistician at ' || id || '</p>' END,
       floor(3000 * random() ^ 6)::int, floor(800 * random() ^ 6)::int, floor(60 * random() ^ 8)::int,
       100000 + id * 613 + floor(random() * 600)::int,
       CASE WHEN random() < 0.3 THEN 18 + floor(random() * 50)::int END,
       CASE WHEN random() < 0.1 THEN 'http://i.stack.imgur.com/' || md5(id::text) || '.jpg' END
FROM uslot WHERE x >= 0.2 ORDER BY id;
-- users by activity: rank 1 writes most
CREATE TEMP TABLE urk AS SELECT row_number() OVER (ORDER BY "Reputation" DESC, "Id") AS rk, "Id" AS id FROM users WHERE "Id" > 0;
CREATE TEMP TABLE gone AS SELECT row_number() OVER (ORDER BY id) AS rk, id FROM uslot WHERE x < 0.2;
-- arrays to draw from (a volatile draw inside a WHERE clause would be drawn again for every row)
CREATE TEMP TABLE ua AS SELECT array_agg(id ORDER BY rk) AS a, count(*) AS n FROM urk;

-- ---- post id space: questions, answers, tag wiki posts, deleted ids (gaps)
CREATE TEMP TABLE slot AS SELECT g AS id, random() AS x FROM generate_series(1, 4800) g;
ALTER TABLE slot ADD COLUMN kind char(1);
UPDATE slot SET kind = CASE WHEN id = 1 THEN 'Q' WHEN x < 0.06 THEN 'D' WHEN x < 0.085 THEN 'W' WHEN x < 0.49 THEN 'Q' ELSE 'A' END;
CREATE TEMP TABLE wslot AS SELECT row_number() OVER (ORDER BY id) AS rk, id FROM slot WHERE kind = 'W';
UPDATE slot s SET kind = 'D' FROM wslot w WHERE w.id = s.id AND w.rk = (SELECT count(*) FROM wslot) AND w.rk % 2 = 1;
CREATE TEMP TABLE qslot AS SELECT row_number() OVER (ORDER BY id) AS rk, id FROM slot WHERE kind = 'Q';
CREATE TEMP TABLE qa AS SELECT array_agg(id ORDER BY rk) AS a, count(*) AS n FROM qslot;
CREATE TEMP TABLE da AS SELECT array_agg(id ORDER BY id) AS a, count(*) AS n FROM slot WHERE kind = 'D';

-- ---- tags: 140 ids with gaps; the most used ones have a wiki (excerpt + wiki posts)
CREATE TEMP TABLE tagslot AS SELECT g AS id, random() AS x FROM generate_series(1, 170) g;
CREATE TEMP TABLE tg AS
SELECT row_number() OVER (ORDER BY id) AS rk, id,
       (ARRAY['regression', 'r', 'time-series', 'machine-learning', 'probability', 'hypothesis-testing', 'distributions',
              'self-study', 'bayesian', 'logistic', 'correlation', 'mixed-model', 'anova', 'statistical-significance',
              'multiple-regression', 'clustering', 'classification', 'neural-networks', 'pca', 'variance'])[1 + (id - 1) % 20]
         || CASE WHEN id > 20 THEN '-' || id ELSE '' END AS name
FROM tagslot WHERE x >= 0.18 OR id <= 20;

-- ---- question tags (1..4 per question, skewed to the first tags)
CREATE TEMP TABLE qt AS
SELECT DISTINCT q.id AS qid, tg.id AS tagid, tg.name
FROM qslot q CROSS JOIN LATERAL generate_series(1, 1 + floor(random() * 4)::int + 0 * q.id) n
CROSS JOIN LATERAL (SELECT pg_temp.sk((SELECT count(*) FROM tg) + 0 * n + 0 * q.id, 2.5) AS r) d
JOIN tg ON tg.rk = d.r;

CREATE TABLE posts (
  "Id" integer PRIMARY KEY, "PostTypeId" integer, "AcceptedAnswerId" integer, "CreaionDate" timestamp, "Score" integer,
  "ViewCount" integer, "Body" text, "OwnerUserId" integer, "LasActivityDate" timestamp, "Title" text, "Tags" text,
  "AnswerCount" integer, "CommentCount" integer, "FavoriteCount" integer, "LastEditorUserId" integer,
  "LastEditDate" timestamp, "CommunityOwnedDate" timestamp, "ParentId" integer, "ClosedDate" timestamp,
  "OwnerDisplayName" text, "LastEditorDisplayName" text);

-- owner: 3% deleted and NULL (display name kept), 1.5% a deleted user's id kept (orphan), else skewed
CREATE TEMP TABLE pbase AS
SELECT s.id, s.kind, random() AS o, random() AS e, random() AS c,
       (SELECT count(*) FROM qslot q WHERE q.id < s.id) AS qbefore,
       timestamp '2010-07-19' + s.id * interval '9 hours' + random() * interval '3 hours' AS created
FROM slot s WHERE s.kind IN ('Q', 'A') ORDER BY s.id;
ALTER TABLE pbase ADD COLUMN owner integer, ADD COLUMN parent integer, ADD COLUMN editor integer;
UPDATE pbase SET owner = CASE WHEN o < 0.03 THEN NULL
                              WHEN o < 0.045 THEN (SELECT g.id FROM gone g WHERE g.rk = 1 + (pbase.id * 31) % (SELECT count(*) FROM gone))
                              ELSE (SELECT a[pg_temp.sk(n + 0 * pbase.id, 3.0)] FROM ua) END;
-- an answer's question: one before it, recent ones more often
UPDATE pbase SET parent = (SELECT a[greatest(1, qbefore - floor(qbefore * random() ^ 4)::int)] FROM qa) WHERE kind = 'A';
-- last editor: a third edited, mostly by the owner, sometimes another user or Community; a deleted editor is NULL
UPDATE pbase SET editor = CASE WHEN e < 0.20 THEN CASE WHEN owner IN (SELECT id FROM urk) THEN owner END
                               WHEN e < 0.32 THEN (SELECT a[pg_temp.sk(n + 0 * pbase.id, 2.0)] FROM ua)
                               WHEN e < 0.34 THEN -1 END;

INSERT INTO posts
SELECT p.id, CASE p.kind WHEN 'Q' THEN 1 ELSE 2 END, NULL, p.created,
       CASE WHEN random() < 0.05 THEN -floor(random() * 4)::int ELSE floor(120 * random() ^ 6)::int END,
       CASE WHEN p.kind = 'Q' THEN 5 + floor(40000 * random() ^ 5)::int END,
       '<p>Body of post ' || p.id || '.</p>', p.owner,
       p.created + random() * interval '400 days',
       CASE WHEN p.kind = 'Q' THEN 'Question ' || p.id || ' about ' || coalesce((SELECT min(name) FROM qt WHERE qid = p.id), 'data') END,
       CASE WHEN p.kind = 'Q' THEN (SELECT string_agg('<' || name || '>', '' ORDER BY name) FROM qt WHERE qid = p.id) END,
       NULL, NULL,
       CASE WHEN p.kind = 'Q' AND random() < 0.4 THEN floor(50 * random() ^ 5)::int END,
       p.editor,
       CASE WHEN p.e < 0.34 THEN p.created + random() * interval '300 days' END,
       CASE WHEN p.c < 0.01 THEN p.created + interval '2 days' END,
       p.parent,
       CASE WHEN p.kind = 'Q' AND random() < 0.05 THEN p.created + random() * interval '20 days' END,
       CASE WHEN p.owner IS NULL THEN 'user' || (p.id * 104729 % 100000) END,
       CASE WHEN p.e < 0.20 AND p.editor IS NULL THEN 'user' || (p.id * 104729 % 100000) END
FROM pbase p ORDER BY p.id;

-- tag wiki posts: W slot rank r belongs to the (r+1)/2-th most used tag; odd ranks the excerpt, even the wiki
CREATE TEMP TABLE tagcount AS
SELECT tg.id, tg.name, count(qt.qid) AS n, row_number() OVER (ORDER BY count(qt.qid) DESC, tg.id) AS pop
FROM tg LEFT JOIN qt ON qt.tagid = tg.id GROUP BY tg.id, tg.name;
INSERT INTO posts ("Id", "PostTypeId", "CreaionDate", "Score", "Body", "OwnerUserId", "LasActivityDate",
                   "CommentCount", "LastEditorUserId", "LastEditDate", "CommunityOwnedDate")
SELECT w.id, CASE WHEN w.rk % 2 = 1 THEN 4 ELSE 5 END,
       timestamp '2010-07-19' + w.id * interval '9 hours', 0,
       '<p>' || t.name || ' wiki</p>', -1, timestamp '2010-07-19' + w.id * interval '9 hours' + interval '30 days', 0,
       CASE WHEN random() < 0.7 THEN (SELECT a[pg_temp.sk(40 + 0 * w.id, 1.0)] FROM ua) ELSE -1 END,
       timestamp '2010-07-19' + w.id * interval '9 hours' + interval '30 days',
       timestamp '2010-07-19' + w.id * interval '9 hours'
FROM wslot w JOIN slot s ON s.id = w.id AND s.kind = 'W'
JOIN tagcount t ON t.pop = (w.rk + 1) / 2
ORDER BY w.id;

-- answer counts and accepted answers (about half the answered questions)
UPDATE posts q SET "AnswerCount" = (SELECT count(*) FROM posts a WHERE a."ParentId" = q."Id") WHERE q."PostTypeId" = 1;
UPDATE posts q SET "AcceptedAnswerId" = (SELECT min(a."Id") FROM posts a WHERE a."ParentId" = q."Id")
WHERE q."PostTypeId" = 1 AND q."AnswerCount" > 0 AND random() < 0.5;

CREATE TABLE tags ("Id" integer PRIMARY KEY, "TagName" text, "Count" integer, "ExcerptPostId" integer, "WikiPostId" integer);
INSERT INTO tags
SELECT t.id, t.name, t.n,
       (SELECT p."Id" FROM posts p JOIN wslot w ON w.id = p."Id" WHERE p."PostTypeId" = 4 AND (w.rk + 1) / 2 = t.pop),
       (SELECT p."Id" FROM posts p JOIN wslot w ON w.id = p."Id" WHERE p."PostTypeId" = 5 AND (w.rk + 1) / 2 = t.pop)
FROM tagcount t ORDER BY t.id;

-- posts in order of attention: a few get most comments and votes
CREATE TEMP TABLE prk AS
SELECT row_number() OVER (ORDER BY ("Score" + 1) * random() DESC, "Id") AS rk, "Id" AS id
FROM posts WHERE "PostTypeId" IN (1, 2);
CREATE TEMP TABLE pa AS SELECT array_agg(id ORDER BY rk) AS a, count(*) AS n FROM prk;

CREATE TABLE comments (
  "Id" integer PRIMARY KEY, "PostId" integer, "Score" integer, "Text" text, "CreationDate" timestamp,
  "UserId" integer, "UserDisplayName" text);
INSERT INTO comments
SELECT g + floor(g * 0.07)::int, p.id, floor(15 * random() ^ 6)::int, 'Comment ' || g,
       timestamp '2010-07-20' + g * interval '4 hours',
       CASE WHEN x.d >= 0.02 THEN (SELECT a[pg_temp.sk(n + 0 * g, 2.5)] FROM ua) END,
       CASE WHEN x.d < 0.02 THEN 'user' || (g * 7 % 100000) END
FROM generate_series(1, 4300) g
CROSS JOIN LATERAL (SELECT random() + 0 * g AS d, (SELECT a[pg_temp.sk(n + 0 * g, 1.8)] FROM pa) AS id) x
CROSS JOIN LATERAL (SELECT x.id) p
ORDER BY g;
UPDATE posts p SET "CommentCount" = (SELECT count(*) FROM comments c WHERE c."PostId" = p."Id") WHERE p."PostTypeId" IN (1, 2);

CREATE TABLE votes (
  "Id" integer PRIMARY KEY, "PostId" integer, "VoteTypeId" integer, "CreationDate" date, "UserId" integer,
  "BountyAmount" integer);
CREATE TEMP TABLE vbase AS
SELECT g, random() AS t, (SELECT a[pg_temp.sk(n + 0 * g, 2.0)] FROM pa) AS post
FROM generate_series(1, 6800) g;
ALTER TABLE vbase ADD COLUMN vt integer;
UPDATE vbase SET vt = CASE WHEN t < 0.70 THEN 2 WHEN t < 0.78 THEN 1 WHEN t < 0.85 THEN 3 WHEN t < 0.94 THEN 5
                           WHEN t < 0.96 THEN 6 WHEN t < 0.97 THEN 7 WHEN t < 0.978 THEN 8 WHEN t < 0.986 THEN 9
                           WHEN t < 0.99 THEN 10 WHEN t < 0.993 THEN 12 WHEN t < 0.996 THEN 15 ELSE 16 END;
INSERT INTO votes
SELECT g + floor(g * 0.04)::int, post, vt, date '2010-07-20' + (g / 3),
       CASE WHEN vt IN (5, 8) THEN (SELECT a[pg_temp.sk(n + 0 * g, 2.0)] FROM ua) END,
       CASE WHEN vt IN (8, 9) THEN 50 * (1 + floor(random() * 6)::int) END
FROM vbase ORDER BY g;

CREATE TABLE badges ("Id" integer PRIMARY KEY, "UserId" integer, "Name" text, "Date" timestamp);
INSERT INTO badges VALUES (1, -1, 'Autobiographer', '2010-07-19 19:39:07');
INSERT INTO badges
SELECT 1 + g, (SELECT a[pg_temp.sk(n + 0 * g, 1.7)] FROM ua),
       (ARRAY['Teacher', 'Student', 'Editor', 'Supporter', 'Autobiographer', 'Scholar', 'Commentator', 'Critic',
              'Nice Answer', 'Popular Question', 'Notable Question', 'Yearling', 'Necromancer', 'Tumbleweed'])[1 + floor(14 * random() ^ 1.5)::int],
       timestamp '2010-07-19' + g * interval '11 hours'
FROM generate_series(1, 2700) g ORDER BY g;

-- post history: initial title/body/tags (one revision GUID), edits by the last editor, closes
CREATE TABLE posthistory (
  "Id" integer PRIMARY KEY, "PostHistoryTypeId" integer, "PostId" integer, "RevisionGUID" text, "CreationDate" timestamp,
  "UserId" integer, "Text" text, "Comment" text, "UserDisplayName" text);
CREATE TEMP TABLE ph AS
SELECT p."Id" AS post, t AS htype, md5('rev' || p."Id") AS guid, p."CreaionDate" AS at,
       CASE WHEN p."OwnerUserId" IN (SELECT "Id" FROM users) THEN p."OwnerUserId" END AS uid,
       CASE WHEN p."OwnerUserId" IS NULL OR p."OwnerUserId" NOT IN (SELECT "Id" FROM users) THEN coalesce(p."OwnerDisplayName", 'user' || p."OwnerUserId") END AS uname
FROM posts p CROSS JOIN LATERAL unnest(CASE WHEN p."PostTypeId" = 1 THEN ARRAY[1, 2, 3] ELSE ARRAY[2] END) t
UNION ALL
SELECT p."Id", CASE WHEN p."PostTypeId" = 1 AND p."Id" % 4 = 0 THEN 4 ELSE 5 END, md5('edit' || p."Id"), p."LastEditDate",
       p."LastEditorUserId", p."LastEditorDisplayName"
FROM posts p WHERE p."LastEditDate" IS NOT NULL
UNION ALL
SELECT p."Id", 10, md5('close' || p."Id"), p."ClosedDate",
       (SELECT a[pg_temp.sk(30 + 0 * p."Id", 1.0)] FROM ua), NULL
FROM posts p WHERE p."ClosedDate" IS NOT NULL
UNION ALL
SELECT p."Id", 16, md5('cw' || p."Id"), p."CommunityOwnedDate", -1, NULL
FROM posts p WHERE p."CommunityOwnedDate" IS NOT NULL AND p."PostTypeId" IN (1, 2);
INSERT INTO posthistory
SELECT rn + rn / 13, htype, post, guid, at, uid,
       CASE WHEN htype IN (1, 4) THEN 'Title ' || post WHEN htype IN (3, 6) THEN '<r>' ELSE 'Text of ' || post END,
       CASE WHEN htype IN (4, 5) THEN 'edited body' END, uname
FROM (SELECT ph.*, row_number() OVER (ORDER BY at, post, htype) AS rn FROM ph) x ORDER BY rn;

-- post links: linked (1) or duplicate (3) questions; some point at deleted posts (orphans)
CREATE TABLE postlinks ("Id" integer PRIMARY KEY, "CreationDate" timestamp, "PostId" integer, "RelatedPostId" integer,
                        "LinkTypeId" integer);
INSERT INTO postlinks
SELECT g * 3 + floor(random() * 3)::int, timestamp '2010-08-01' + g * interval '1 day',
       (SELECT a[pg_temp.sk(n + 0 * g, 1.0)] FROM qa),
       CASE WHEN random() < 0.05 THEN (SELECT a[pg_temp.sk(n + 0 * g, 1.0)] FROM da)
            ELSE (SELECT a[pg_temp.sk(n + 0 * g, 1.5)] FROM qa) END,
       CASE WHEN random() < 0.85 THEN 1 ELSE 3 END
FROM generate_series(1, 380) g ORDER BY g;

ALTER TABLE badges ADD FOREIGN KEY ("UserId") REFERENCES users ("Id");
ALTER TABLE comments ADD FOREIGN KEY ("PostId") REFERENCES posts ("Id");
ALTER TABLE comments ADD FOREIGN KEY ("UserId") REFERENCES users ("Id");
ALTER TABLE posthistory ADD FOREIGN KEY ("PostId") REFERENCES posts ("Id");
ALTER TABLE posthistory ADD FOREIGN KEY ("UserId") REFERENCES users ("Id");
ALTER TABLE postlinks ADD FOREIGN KEY ("PostId") REFERENCES posts ("Id");
ALTER TABLE posts ADD FOREIGN KEY ("LastEditorUserId") REFERENCES users ("Id");
ALTER TABLE posts ADD FOREIGN KEY ("ParentId") REFERENCES posts ("Id");
ALTER TABLE tags ADD FOREIGN KEY ("ExcerptPostId") REFERENCES posts ("Id");
ALTER TABLE votes ADD FOREIGN KEY ("PostId") REFERENCES posts ("Id");
ALTER TABLE votes ADD FOREIGN KEY ("UserId") REFERENCES users ("Id");
