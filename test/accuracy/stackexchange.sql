-- test/accuracy/stackexchange.sql: a Stack Exchange data dump imported as it comes (the XML's PascalCase
-- attributes folded to lower case), written for issue 16 as a held-out check: committed with its truth
-- (stackexchange_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every table keyed by a bare id with gaps (deleted rows are not in the dump); the
-- Community user is id -1 and owns tag wikis and community edits; a deleted user leaves owneruserid,
-- userid or lasteditoruserid NULL beside a display name; posts hold questions, answers and tag wikis:
-- posttypeid -> posttypes, parentid (an answer's question) and acceptedanswerid (a question's answer)
-- are self references, owneruserid and lasteditoruserid role columns to users; votes carry a userid only
-- for favourites and bounties; tags point at their wiki posts by excerptpostid and wikipostid (NULL
-- for tags without a wiki); small codes that have no table in the dump sit in the ranges of the type
-- tables' ids: posthistory.posthistorytypeid, postlinks.linktypeid (1 linked, 3 duplicate),
-- badges.class (1..3); users.accountid is a network-wide id (no table). The original dump declares no
-- foreign key: they are declared here so that the truth is clear. Skewed: a few users write most
-- posts, a few posts get most votes and comments. Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.63);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n bigint, p float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ p)::int $$;

CREATE TABLE posttypes (id smallint PRIMARY KEY, name varchar(50) NOT NULL);
INSERT INTO posttypes VALUES (1, 'Question'), (2, 'Answer'), (3, 'Orphaned tag wiki'), (4, 'Tag wiki excerpt'), (5, 'Tag wiki'),
  (6, 'Moderator nomination'), (7, 'Wiki placeholder'), (8, 'Privilege wiki');
CREATE TABLE votetypes (id smallint PRIMARY KEY, name varchar(50) NOT NULL);
INSERT INTO votetypes VALUES (1, 'AcceptedByOriginator'), (2, 'UpMod'), (3, 'DownMod'), (4, 'Offensive'), (5, 'Favorite'),
  (6, 'Close'), (7, 'Reopen'), (8, 'BountyStart'), (9, 'BountyClose'), (10, 'Deletion'), (11, 'Undeletion'), (12, 'Spam'),
  (15, 'ModeratorReview'), (16, 'ApproveEditSuggestion');

CREATE TABLE users (id int PRIMARY KEY, reputation int NOT NULL, creationdate timestamp NOT NULL, displayname varchar(40),
                    lastaccessdate timestamp, websiteurl varchar(200), location varchar(100), aboutme text, views int,
                    upvotes int, downvotes int, accountid int, profileimageurl varchar(200));
INSERT INTO users VALUES (-1, 1, '2010-07-28 16:38:27', 'Community', '2010-07-28 16:38:27', 'https://meta.stackexchange.com/',
                          'on the server farm', '<p>Hi, I''m not really a person.</p>', 5000, 12000, 9000, -1, NULL);
INSERT INTO users
SELECT g, CASE WHEN random() < 0.5 THEN 1 ELSE floor(1 + 50000 * random() ^ 6)::int END,
       timestamp '2010-07-28' + g * interval '75 minutes',
       CASE WHEN random() < 0.3 THEN 'user' || (1000000 + g * 37) ELSE
         (ARRAY['Jon','Marc','Jeff','Joel','Anna','Ravi','Mei','Lukas','Sofia','Omar','Ines','Pavel','Yuki','Zoe'])[pg_temp.r(14)] ||
         (ARRAY[' Skeet',' Gravell',' Atwood',' S',' K.',' Kumar',' Chen',' B',' R',' Hassan',''])[pg_temp.r(11)] END,
       timestamp '2023-01-01' + pg_temp.r(400) * interval '1 day',
       CASE WHEN random() < 0.2 THEN 'https://example.org/~u' || g END,
       CASE WHEN random() < 0.4 THEN (ARRAY['London, UK','Berlin, Germany','Bangalore, India','Seattle, WA','Sao Paulo, Brazil'])[pg_temp.r(5)] END,
       CASE WHEN random() < 0.15 THEN '<p>About me ' || g || '</p>' END,
       floor(2000 * random() ^ 4)::int, floor(3000 * random() ^ 5)::int, floor(300 * random() ^ 6)::int,
       CASE WHEN random() < 0.99 THEN 1 + floor(random() * 25000000)::int END,
       CASE WHEN random() < 0.3 THEN 'https://i.sstatic.net/' || md5(g::text) || '.png' END
  FROM generate_series(1, 7500) g
 WHERE random() < 0.67;
CREATE TEMP TABLE u_ix AS SELECT row_number() OVER (ORDER BY id)::int AS rn, id FROM users WHERE id > 0;
SELECT count(*) AS nu FROM u_ix \gset

-- posts: ids with gaps; the kind of each: questions, answers (to an earlier question), tag wiki
-- excerpts and wikis, a few nominations and placeholders
CREATE TEMP TABLE pk AS
SELECT id, CASE WHEN u < 0.41 THEN 1 WHEN u < 0.96 THEN 2 WHEN u < 0.968 THEN 4 WHEN u < 0.976 THEN 5
                WHEN u < 0.998 THEN 2 WHEN u < 0.999 THEN 6 ELSE 7 END AS kind
  FROM (SELECT g AS id, random() AS u FROM generate_series(1, 42000) g WHERE random() < 0.72 OFFSET 0) x;
UPDATE pk SET kind = 1 WHERE id < 20 AND kind = 2;
CREATE TEMP TABLE q_ix AS SELECT row_number() OVER (ORDER BY id)::int AS qn, id FROM pk WHERE kind = 1;
-- an answer's question: one of the questions before it, recent ones more often
CREATE TEMP TABLE ans AS
SELECT a.id, q.id AS parentid
  FROM (SELECT id, nq - floor(nq * random() ^ 4)::int AS pick
          FROM (SELECT id, kind, (count(*) FILTER (WHERE kind = 1) OVER (ORDER BY id))::int AS nq FROM pk) y
         WHERE kind = 2 OFFSET 0) a
  JOIN q_ix q ON q.qn = a.pick;
CREATE TEMP TABLE nans AS SELECT parentid AS id, count(*)::int AS n FROM ans GROUP BY 1;
-- a question's accepted answer: one of its answers, for half the questions that have one
CREATE TEMP TABLE acc AS
SELECT DISTINCT ON (parentid) parentid AS id, id AS acceptedanswerid
  FROM ans ORDER BY parentid, md5(id::text);
DELETE FROM acc WHERE random() < 0.5;
CREATE TEMP TABLE own AS
SELECT id, kind, CASE WHEN kind IN (4, 5) AND random() < 0.6 THEN -1 WHEN kind = 7 THEN -1
                      WHEN random() < 0.04 THEN NULL
                      ELSE (SELECT u.id FROM u_ix u WHERE u.rn = x.ur) END AS owneruserid,
       x.e, x.er
  FROM (SELECT id, kind, pg_temp.sk(:nu, 3.0) AS ur, random() AS e, pg_temp.sk(:nu, 2.0) AS er FROM pk OFFSET 0) x;

CREATE TABLE posts (id int PRIMARY KEY, posttypeid smallint NOT NULL REFERENCES posttypes, acceptedanswerid int,
                    parentid int, creationdate timestamp NOT NULL, deletiondate timestamp, score int NOT NULL,
                    viewcount int, body text, owneruserid int REFERENCES users, ownerdisplayname varchar(40),
                    lasteditoruserid int REFERENCES users, lasteditordisplayname varchar(40), lasteditdate timestamp,
                    lastactivitydate timestamp, title varchar(250), tags varchar(250), answercount int, commentcount int,
                    favoritecount int, closeddate timestamp, communityowneddate timestamp, contentlicense varchar(12));
INSERT INTO posts
SELECT o.id, o.kind, acc.acceptedanswerid, ans.parentid, timestamp '2010-08-01' + o.id * interval '15 minutes', NULL,
       floor(200 * random() ^ 8)::int - CASE WHEN random() < 0.1 THEN pg_temp.r(5) ELSE 0 END,
       CASE WHEN o.kind = 1 THEN floor(100000 * random() ^ 5)::int + 10 END,
       '<p>Body of post ' || o.id || '</p>', o.owneruserid,
       CASE WHEN o.owneruserid IS NULL THEN 'user' || (2000000 + o.id) END,
       CASE WHEN o.e < 0.35 THEN CASE WHEN o.e < 0.18 AND o.owneruserid IS NOT NULL THEN o.owneruserid
                                      WHEN o.e < 0.21 THEN -1
                                      WHEN o.e < 0.33 THEN (SELECT u.id FROM u_ix u WHERE u.rn = o.er) END END,
       CASE WHEN o.e BETWEEN 0.33 AND 0.35 THEN 'user' || (3000000 + o.id) END,
       CASE WHEN o.e < 0.35 THEN timestamp '2010-08-01' + o.id * interval '15 minutes' + pg_temp.r(500) * interval '1 day' END,
       timestamp '2010-08-01' + o.id * interval '15 minutes' + pg_temp.r(900) * interval '1 day',
       CASE WHEN o.kind = 1 THEN (ARRAY['How do I','Why does','What is the best way to','Is it possible to'])[pg_temp.r(4)] ||
                                 ' question ' || o.id || '?' END,
       CASE WHEN o.kind = 1 THEN '<' || (ARRAY['sql','postgresql','python','java','c#','javascript','regex'])[pg_temp.r(7)] || '>' END,
       CASE WHEN o.kind = 1 THEN coalesce(nans.n, 0) END,
       0, CASE WHEN o.kind = 1 AND random() < 0.2 THEN pg_temp.r(40) END,
       CASE WHEN o.kind = 1 AND random() < 0.06 THEN timestamp '2012-01-01' + pg_temp.r(3000) * interval '1 day' END,
       CASE WHEN random() < 0.01 THEN timestamp '2012-01-01' + pg_temp.r(3000) * interval '1 day' END,
       (ARRAY['CC BY-SA 2.5','CC BY-SA 3.0','CC BY-SA 4.0'])[1 + o.id / 15000]
  FROM own o LEFT JOIN ans USING (id) LEFT JOIN acc USING (id) LEFT JOIN nans USING (id)
 ORDER BY o.id;
ALTER TABLE posts ADD FOREIGN KEY (acceptedanswerid) REFERENCES posts, ADD FOREIGN KEY (parentid) REFERENCES posts;
CREATE TEMP TABLE p_ix AS SELECT row_number() OVER (ORDER BY md5(id::text))::int AS rn, id, posttypeid FROM posts;
SELECT count(*) AS np FROM p_ix \gset
CREATE TEMP TABLE qp_ix AS SELECT row_number() OVER (ORDER BY md5(id::text))::int AS rn, id FROM posts WHERE posttypeid = 1;
SELECT count(*) AS nqp FROM qp_ix \gset

CREATE TABLE comments (id int PRIMARY KEY, postid int NOT NULL REFERENCES posts, score int, text text NOT NULL,
                       creationdate timestamp NOT NULL, userdisplayname varchar(40), userid int REFERENCES users,
                       contentlicense varchar(12));
INSERT INTO comments
SELECT row_number() OVER (ORDER BY x.g) * 3 - (x.g % 3), p.id, floor(30 * random() ^ 9)::int, 'Comment ' || x.g,
       timestamp '2010-08-02' + x.g * interval '20 minutes',
       CASE WHEN x.del THEN 'user' || (4000000 + x.g) END, CASE WHEN NOT x.del THEN u.id END, 'CC BY-SA 4.0'
  FROM (SELECT g, pg_temp.sk(:np, 2.0) AS pr, pg_temp.sk(:nu, 2.5) AS ur, random() < 0.03 AS del
          FROM generate_series(1, 35000) g OFFSET 0) x
  JOIN p_ix p ON p.rn = x.pr JOIN u_ix u ON u.rn = x.ur;
UPDATE posts SET commentcount = c.n FROM (SELECT postid, count(*) AS n FROM comments GROUP BY 1) c WHERE c.postid = posts.id;

CREATE TABLE votes (id int PRIMARY KEY, postid int NOT NULL REFERENCES posts, votetypeid smallint NOT NULL REFERENCES votetypes,
                    userid int REFERENCES users, creationdate date, bountyamount int);
INSERT INTO votes
SELECT row_number() OVER (ORDER BY x.g) + (x.g / 97) * 5, p.id, x.vt,
       CASE WHEN x.vt IN (5, 8) THEN u.id END, date '2010-08-03' + x.g / 40,
       CASE WHEN x.vt IN (8, 9) THEN 50 * pg_temp.r(10) END
  FROM (SELECT g, pg_temp.sk(:np, 2.5) AS pr, pg_temp.sk(:nu, 2.0) AS ur,
               (ARRAY[2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,3,3,1,5,5,6,7,8,9,10,11,12,15,16,2])[pg_temp.r(30)] AS vt
          FROM generate_series(1, 50000) g OFFSET 0) x
  JOIN p_ix p ON p.rn = x.pr JOIN u_ix u ON u.rn = x.ur;

CREATE TABLE badges (id int PRIMARY KEY, userid int NOT NULL REFERENCES users, name varchar(50) NOT NULL,
                     date timestamp NOT NULL, class smallint NOT NULL, tagbased boolean NOT NULL);
INSERT INTO badges
SELECT x.g + x.g / 50, u.id, b.name, timestamp '2010-08-05' + x.g * interval '1 hour', b.class, b.tagbased
  FROM (SELECT g, pg_temp.sk(:nu, 2.0) AS ur, pg_temp.sk(12, 1.8) AS br FROM generate_series(1, 15000) g OFFSET 0) x
  JOIN u_ix u ON u.rn = x.ur
  JOIN (VALUES (1, 'Autobiographer', 3, false), (2, 'Student', 3, false), (3, 'Supporter', 3, false), (4, 'Teacher', 3, false),
               (5, 'Scholar', 3, false), (6, 'Editor', 3, false), (7, 'Popular Question', 3, false), (8, 'Nice Answer', 3, false),
               (9, 'Yearling', 2, false), (10, 'sql', 3, true), (11, 'Good Answer', 2, false), (12, 'Great Answer', 1, false))
       b(k, name, class, tagbased) ON b.k = x.br;

-- history: the initial rows of every post (title, body, tags of a question share a revision guid),
-- then edits, closes and community wiki events
CREATE TABLE posthistory (id int PRIMARY KEY, posthistorytypeid smallint NOT NULL, postid int NOT NULL REFERENCES posts,
                          revisionguid uuid, creationdate timestamp NOT NULL, userid int REFERENCES users,
                          userdisplayname varchar(40), comment text, text text, contentlicense varchar(12));
INSERT INTO posthistory
SELECT row_number() OVER (ORDER BY h.postid, h.t) + h.postid / 10, h.t, h.postid, h.guid, h.d, h.userid,
       CASE WHEN h.userid IS NULL THEN p.ownerdisplayname END, NULL, 'text ' || h.postid || '/' || h.t, p.contentlicense
  FROM (SELECT p.id AS postid, t, md5('rev' || p.id)::uuid AS guid, p.creationdate AS d, p.owneruserid AS userid
          FROM posts p CROSS JOIN LATERAL unnest(CASE WHEN p.posttypeid = 1 THEN ARRAY[1, 2, 3] ELSE ARRAY[2] END) t
        UNION ALL
        SELECT p.id, e.t, md5('edit' || p.id || e.t)::uuid, p.lasteditdate, p.lasteditoruserid
          FROM posts p CROSS JOIN LATERAL unnest(ARRAY[5, 4, 6]) e(t)
         WHERE p.lasteditdate IS NOT NULL AND (e.t = 5 OR (p.posttypeid = 1 AND random() < 0.3))
        UNION ALL
        SELECT ev.id, ev.t, md5('ev' || ev.id)::uuid, ev.creationdate + interval '3 days', u.id
          FROM (SELECT id, creationdate, (ARRAY[10, 10, 11, 12, 13, 14, 15, 24, 25, 33, 34])[pg_temp.r(11)] AS t,
                       pg_temp.sk(:nu, 1.5) AS ur
                  FROM posts WHERE random() < 0.08 OFFSET 0) ev
          JOIN u_ix u ON u.rn = ev.ur
        UNION ALL
        SELECT id, 16, md5('cw' || id)::uuid, communityowneddate, -1 FROM posts WHERE communityowneddate IS NOT NULL) h
  JOIN posts p ON p.id = h.postid;

CREATE TABLE postlinks (id int PRIMARY KEY, creationdate timestamp NOT NULL, postid int NOT NULL REFERENCES posts,
                        relatedpostid int NOT NULL REFERENCES posts, linktypeid smallint NOT NULL);
INSERT INTO postlinks
SELECT DISTINCT ON (a.id, b.id) 100 + x.g * 7, timestamp '2011-01-01' + x.g * interval '3 hours', a.id, b.id,
       CASE WHEN random() < 0.2 THEN 3 ELSE 1 END
  FROM (SELECT g, pg_temp.sk(:nqp, 1.0) AS ar, pg_temp.sk(:nqp, 2.0) AS br FROM generate_series(1, 2200) g OFFSET 0) x
  JOIN qp_ix a ON a.rn = x.ar JOIN qp_ix b ON b.rn = x.br
 WHERE a.id <> b.id
 ORDER BY a.id, b.id, x.g;

-- tags: ids with gaps; the tags with a wiki point at one excerpt (posttypeid 4) and one wiki (5) each
CREATE TABLE tags (id int PRIMARY KEY, tagname varchar(35) NOT NULL, count int NOT NULL, excerptpostid int REFERENCES posts,
                   wikipostid int REFERENCES posts);
CREATE TEMP TABLE t0 AS
SELECT row_number() OVER (ORDER BY md5(g::text))::int AS rn, g AS id,
       (ARRAY['sql','java','python','c','go','rust','css','html','node','react','linux','bash','git','docker','json','xml',
              'regex','excel','vba','r','swift','kotlin','android','ios','php','mysql','oracle','redis','spark','aws'])[1 + g % 30]
       || CASE WHEN g >= 30 THEN '-' || (ARRAY['server','client','api','3','2','orm','cli','test','types','async'])[1 + (g / 30) % 10]
                                 || CASE WHEN g >= 300 THEN '-' || (g / 300)::text ELSE '' END ELSE '' END AS tagname
  FROM generate_series(0, 899) g WHERE random() < 0.67;
CREATE TEMP TABLE w4 AS SELECT row_number() OVER (ORDER BY id)::int AS rn, id FROM posts WHERE posttypeid = 4;
CREATE TEMP TABLE w5 AS SELECT row_number() OVER (ORDER BY id)::int AS rn, id FROM posts WHERE posttypeid = 5;
INSERT INTO tags
SELECT t0.id + 1, t0.tagname, floor(20000 * random() ^ 6)::int, w4.id, w5.id
  FROM t0 LEFT JOIN w4 USING (rn) LEFT JOIN w5 USING (rn)
 ORDER BY t0.id;

ANALYZE;
