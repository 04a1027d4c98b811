-- test/accuracy/ghtorrent.sql: the GHTorrent relational dump of GitHub (its MySQL schema as converted
-- to PostgreSQL by pgloader: tinyint(1) flags as boolean, mediumtext as text), written for issue 16 as
-- a held-out check (seventeenth round): committed with its truth (ghtorrent_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; plural table names with an integer auto-increment `id` from 1
-- in every keyed table (users, projects, commits, commit_comments, pull_requests,
-- pull_request_history, issues, repo_labels), so the id ranges overlap; role-named references to
-- users (owner_id, author_id, committer_id, reporter_id, assignee_id, actor_id, follower_id, org_id:
-- an organisation is a row of users with type 'ORG'); references to projects named repo_id,
-- base_repo_id, head_repo_id and project_id, and the self reference projects.forked_from (NULL for
-- an original repository); head_commit_id / base_commit_id / parent_id into commits. Link tables
-- with a composite key and no surrogate (followers, watchers, organization_members,
-- project_members, project_commits, pull_request_commits, issue_labels) and four tables with no
-- key at all (commit_parents, project_languages, issue_comments, issue_events,
-- pull_request_comments). The GitHub numbers are not keys: pull_requests.pullreq_id and
-- issues.issue_id are the per-repository number, issues and pull requests of a repository sharing
-- one sequence (a pull request is an issue too, pull_request true and pull_request_id set); GitHub's
-- own comment and event ids (commit_comments.comment_id, issue_comments.comment_id,
-- pull_request_comments.comment_id, issue_events.event_id, the last three text) and
-- project_members.ext_ref_id (a MongoDB ObjectId, '0' when none) refer to nothing here.
-- Flags: users.fake (an author known only by a commit's e-mail, a login made up, no profile: such
-- users author and commit, nothing else), users.deleted and projects.deleted.  Nullable references:
-- commits.project_id (a commit seen before its project), projects.forked_from, pull_requests
-- .head_repo_id (the fork was deleted) and head_commit_id, issues.repo_id, reporter_id and
-- assignee_id (mostly NULL), pull_request_history.actor_id.  Languages are text (projects.language,
-- project_languages.language), no lookup table.
-- Every foreign key of GHTorrent's schema is declared (42); one reference is not:
-- issue_events.action_specific, the sha of the commit a 'referenced', 'closed' or 'merged' event
-- names (NULL for the other actions), into commits.sha; about one in 25 of those shas is a commit
-- of a repository outside the dump (orphans, as in the real dump): a reference with orphans,
-- an undeclared truth.
-- Left out of the truth, consequences of the data rather than references: a commit's
-- (project_id, id) is always a row of project_commits; a pull request's head commit and most
-- review comments' commits are among its pull_request_commits (not all: a few pull requests' commit
-- lists were never retrieved, some review comments are on outdated commits); a repository's
-- labels are the ones its issues carry.  Skewed: a few large projects, busy developers and popular
-- users.  Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1337);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.ts(lo int) RETURNS timestamp LANGUAGE sql VOLATILE AS
$$ SELECT timestamp '2009-01-01' + make_interval(days => lo + floor(random() * (3200 - lo))::int, secs => floor(random() * 86400)::int) $$;

-- ---- users: 3,000 rows, organisations, fake authors, a few deleted ------------------------
CREATE TABLE users (
  id integer PRIMARY KEY,
  login varchar(255) NOT NULL,
  company varchar(255),
  created_at timestamp NOT NULL,
  type varchar(255) NOT NULL DEFAULT 'USR',
  fake boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  long numeric(11,8),
  lat numeric(10,8),
  country_code char(3),
  state varchar(255),
  city varchar(255),
  location varchar(255));
CREATE TEMP TABLE ut AS
SELECT i, CASE WHEN i % 19 = 4 THEN 'ORG' ELSE 'USR' END AS typ, (i % 19 <> 4 AND i > 200 AND random() < 0.22) AS fk
  FROM generate_series(1, 3000) i;
INSERT INTO users
SELECT i,
       CASE WHEN fk THEN upper(substr(md5('fake' || i), 1, 8))
            WHEN typ = 'ORG' THEN (ARRAY['apache', 'mozilla', 'google', 'rails', 'twbs', 'nodejs', 'facebook', 'openstack'])[1 + i % 8] || i
            ELSE (ARRAY['jdoe', 'alice', 'bob', 'ksmith', 'mchen', 'pgarcia', 'tnguyen', 'rkumar', 'lrossi', 'hmuller'])[1 + i % 10] || (i * 7 % 1000) END,
       CASE WHEN NOT fk AND random() < 0.3 THEN (ARRAY['GitHub', 'Google', 'Microsoft', 'Red Hat', 'ThoughtWorks', 'Mozilla', 'Freelance'])[pg_temp.r(7)] END,
       pg_temp.ts(0), typ, fk, random() < 0.02, NULL, NULL, NULL, NULL, NULL, NULL
  FROM ut;
UPDATE users SET long = round((random() * 360 - 180)::numeric, 8), lat = round((random() * 170 - 85)::numeric, 8),
       country_code = (ARRAY['us', 'de', 'gb', 'cn', 'in', 'br', 'fr', 'jp', 'ca', 'ru'])[pg_temp.sk(10, 1.6)],
       city = (ARRAY['San Francisco', 'Berlin', 'London', 'Beijing', 'Bangalore', 'Sao Paulo', 'Paris', 'Tokyo'])[pg_temp.r(8)],
       location = 'somewhere ' || (id % 97)
 WHERE NOT fake AND id % 3 <> 0;
UPDATE users SET state = 'CA' WHERE country_code = 'us' AND id % 2 = 0;
-- pickers: a real person (busy ones first), an organisation, any commit author (fake ones too)
CREATE TEMP TABLE uk AS SELECT row_number() OVER (ORDER BY md5('u' || i)) AS k, i AS id FROM ut WHERE typ = 'USR' AND NOT fk;
CREATE TEMP TABLE ok AS SELECT row_number() OVER (ORDER BY i) AS k, i AS id FROM ut WHERE typ = 'ORG';
CREATE TEMP TABLE ak AS SELECT row_number() OVER (ORDER BY md5('a' || i)) AS k, i AS id FROM ut WHERE typ = 'USR';
CREATE FUNCTION pg_temp.usr(e float8) RETURNS int LANGUAGE sql VOLATILE AS
$$ SELECT id FROM uk WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM uk), e)) $$;
CREATE FUNCTION pg_temp.org(e float8) RETURNS int LANGUAGE sql VOLATILE AS
$$ SELECT id FROM ok WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM ok), e)) $$;
CREATE FUNCTION pg_temp.author() RETURNS int LANGUAGE sql VOLATILE AS
$$ SELECT id FROM ak WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM ak), 1.8)) $$;

-- ---- projects: 1,500, a third of them forks of an earlier one ------------------------------
CREATE TABLE projects (
  id integer PRIMARY KEY,
  url varchar(255),
  owner_id integer REFERENCES users,
  name varchar(255) NOT NULL,
  description varchar(255),
  language varchar(255),
  created_at timestamp NOT NULL,
  forked_from integer REFERENCES projects,
  deleted boolean NOT NULL DEFAULT false,
  updated_at timestamp NOT NULL);
CREATE TEMP TABLE pt AS
SELECT i, CASE WHEN random() < 0.15 THEN pg_temp.org(1.0)
               ELSE pg_temp.usr(1.5) END AS owner,
       CASE WHEN i > 150 AND random() < 0.35 THEN pg_temp.sk(i - 1, 2.2) END AS fork_of
  FROM generate_series(1, 1500) i;
-- a fork keeps its original's name
CREATE TEMP TABLE pn AS
WITH RECURSIVE root(i, r) AS (
  SELECT i, i FROM pt WHERE fork_of IS NULL
  UNION ALL SELECT pt.i, root.r FROM pt JOIN root ON pt.fork_of = root.i)
SELECT i, (ARRAY['rails', 'bootstrap', 'node', 'django', 'jquery', 'dotfiles', 'linux', 'vim-config', 'homebrew', 'spark',
                 'flask', 'redis', 'three.js', 'angular', 'ansible', 'docker'])[1 + r % 16] || CASE WHEN r > 16 THEN '-' || r ELSE '' END AS name
  FROM root;
INSERT INTO projects
SELECT pt.i, 'https://api.github.com/repos/' || u.login || '/' || pn.name, pt.owner, pn.name,
       CASE WHEN random() < 0.7 THEN 'A ' || (ARRAY['library', 'framework', 'tool', 'collection of scripts', 'web app'])[pg_temp.r(5)] || ' for ' || pn.name END,
       CASE WHEN random() < 0.9 THEN (ARRAY['JavaScript', 'Java', 'Ruby', 'Python', 'PHP', 'C++', 'C', 'Go', 'Shell', 'Objective-C', 'C#', 'Scala'])[pg_temp.sk(12, 1.7)] END,
       pg_temp.ts(0), pt.fork_of, random() < 0.03, timestamp '2017-06-01' - make_interval(days => pg_temp.r(900))
  FROM pt JOIN pn USING (i) JOIN users u ON u.id = pt.owner
 ORDER BY pt.i;

-- ---- commits: 6,000 in original repositories; forks share them -----------------------------
CREATE TABLE commits (
  id integer PRIMARY KEY,
  sha varchar(40) UNIQUE,
  author_id integer REFERENCES users,
  committer_id integer REFERENCES users,
  project_id integer REFERENCES projects,
  created_at timestamp NOT NULL);
-- the most forked repositories are the busiest
CREATE TEMP TABLE origk AS
SELECT row_number() OVER (ORDER BY (SELECT count(*) FROM projects f WHERE f.forked_from = p.id) DESC, md5('o' || id)) AS k, id
  FROM projects p WHERE forked_from IS NULL;
-- an original repository among the first n (all when n is NULL), the first ones busiest
CREATE FUNCTION pg_temp.orig(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS
$$ SELECT id FROM origk WHERE k = (SELECT pg_temp.sk(coalesce(n, (SELECT count(*)::int FROM origk)), e)) $$;
CREATE FUNCTION pg_temp.sha(c int) RETURNS text LANGUAGE sql STABLE AS $$ SELECT sha FROM commits WHERE id = c $$;
CREATE TEMP TABLE ct AS
SELECT i, pg_temp.orig(NULL, 1.9) AS p, pg_temp.author() AS a
  FROM generate_series(1, 6000) i;
INSERT INTO commits
SELECT i, substr(encode(sha256(('c' || i)::bytea), 'hex'), 1, 40), a,
       CASE WHEN random() < 0.82 THEN a WHEN random() < 0.5 THEN 17 ELSE pg_temp.author() END,
       CASE WHEN random() < 0.012 THEN NULL ELSE p END,
       timestamp '2010-01-01' + make_interval(hours => i)
  FROM ct ORDER BY i;

-- commit_parents: the previous commit of its project; some merges with a second parent
CREATE TABLE commit_parents (
  commit_id integer NOT NULL REFERENCES commits,
  parent_id integer NOT NULL REFERENCES commits);
INSERT INTO commit_parents
SELECT i, prev FROM (SELECT i, lag(i) OVER (PARTITION BY p ORDER BY i) AS prev FROM ct) x WHERE prev IS NOT NULL;
INSERT INTO commit_parents
SELECT i, prev2 FROM (SELECT i, lag(i, 3) OVER (PARTITION BY p ORDER BY i) AS prev2 FROM ct) x
 WHERE prev2 IS NOT NULL AND i % 13 = 5;

-- project_commits: every commit in its project, and the forks' copies of their original's commits
CREATE TABLE project_commits (
  project_id integer NOT NULL DEFAULT 0 REFERENCES projects,
  commit_id integer NOT NULL DEFAULT 0 REFERENCES commits,
  PRIMARY KEY (project_id, commit_id));
INSERT INTO project_commits SELECT project_id, id FROM commits WHERE project_id IS NOT NULL;
INSERT INTO project_commits
SELECT DISTINCT f.id, c.id
  FROM projects f JOIN commits c ON c.project_id = f.forked_from
 WHERE random() < 0.5
ON CONFLICT DO NOTHING;
CREATE TEMP TABLE pck AS
SELECT project_id, commit_id, row_number() OVER (PARTITION BY project_id ORDER BY commit_id) AS k,
       count(*) OVER (PARTITION BY project_id) AS n
  FROM project_commits;
CREATE INDEX ON pck (project_id, k);
-- one of a project's commits, at random
CREATE FUNCTION pg_temp.pc(p int) RETURNS int LANGUAGE sql VOLATILE AS
$$ SELECT commit_id FROM pck WHERE project_id = p AND k = (SELECT 1 + floor(random() * n)::int FROM pck WHERE project_id = p LIMIT 1) $$;

-- commit_comments: 500 comments on commits, with GitHub's comment id
CREATE TABLE commit_comments (
  id integer PRIMARY KEY,
  commit_id integer NOT NULL REFERENCES commits,
  user_id integer NOT NULL REFERENCES users,
  body varchar(256),
  line integer,
  position integer,
  comment_id integer NOT NULL UNIQUE,
  created_at timestamp NOT NULL);
INSERT INTO commit_comments
SELECT i, pg_temp.sk(6000, 0.8), pg_temp.usr(2.0), 'Nice catch, but ' || md5(i::text),
       CASE WHEN random() < 0.6 THEN pg_temp.r(400) END, CASE WHEN random() < 0.6 THEN pg_temp.r(60) END,
       1180000 + i * 311 + pg_temp.r(300), pg_temp.ts(800)
  FROM generate_series(1, 500) i;

-- ---- social tables -----------------------------------------------------------------------------
CREATE TABLE followers (
  follower_id integer NOT NULL REFERENCES users,
  user_id integer NOT NULL REFERENCES users,
  created_at timestamp NOT NULL,
  PRIMARY KEY (follower_id, user_id));
INSERT INTO followers
SELECT DISTINCT ON (f, u) f, u, pg_temp.ts(400)
  FROM (SELECT pg_temp.usr(1.2) AS f, pg_temp.usr(3.0) AS u FROM generate_series(1, 5200)) x
 WHERE f <> u;

CREATE TABLE watchers (
  repo_id integer NOT NULL REFERENCES projects,
  user_id integer NOT NULL REFERENCES users,
  created_at timestamp NOT NULL,
  PRIMARY KEY (repo_id, user_id));
INSERT INTO watchers
SELECT DISTINCT ON (p, u) p, u, pg_temp.ts(300)
  FROM (SELECT pg_temp.orig(NULL, 2.5) AS p,
               pg_temp.usr(1.3) AS u FROM generate_series(1, 6000) g) x;

CREATE TABLE organization_members (
  org_id integer NOT NULL REFERENCES users,
  user_id integer NOT NULL REFERENCES users,
  created_at timestamp NOT NULL,
  PRIMARY KEY (org_id, user_id));
INSERT INTO organization_members
SELECT DISTINCT ON (o, u) o, u, pg_temp.ts(200)
  FROM (SELECT pg_temp.org(1.5) AS o,
               pg_temp.usr(1.6) AS u FROM generate_series(1, 600) g) x;

CREATE TABLE project_members (
  repo_id integer NOT NULL REFERENCES projects,
  user_id integer NOT NULL REFERENCES users,
  created_at timestamp NOT NULL,
  ext_ref_id varchar(24) NOT NULL DEFAULT '0',
  PRIMARY KEY (repo_id, user_id));
INSERT INTO project_members
SELECT DISTINCT ON (p, u) p, u, pg_temp.ts(500), CASE WHEN random() < 0.85 THEN substr(md5('m' || g), 1, 24) ELSE '0' END
  FROM (SELECT g, pg_temp.orig(NULL, 1.8) AS p,
               pg_temp.usr(1.7) AS u FROM generate_series(1, 1300) g) x;

-- project_languages: the bytes of each language, measured now and then (no key)
CREATE TABLE project_languages (
  project_id integer NOT NULL REFERENCES projects,
  language varchar(255),
  bytes integer,
  created_at timestamp NOT NULL);
INSERT INTO project_languages
SELECT p.id, (ARRAY['JavaScript', 'CSS', 'HTML', 'Ruby', 'Python', 'Shell', 'Makefile', 'C', 'Java', 'Go'])[pg_temp.sk(10, 1.4)],
       pg_temp.sk(2000000, 3.0), timestamp '2016-01-01' + make_interval(days => g * 90 + pg_temp.r(20))
  FROM projects p CROSS JOIN LATERAL generate_series(1, 1 + (p.id % 3)) g
 WHERE p.id % 5 <> 0 AND NOT p.deleted;

-- ---- pull requests and issues: one number sequence per repository ---------------------------
CREATE TABLE pull_requests (
  id integer PRIMARY KEY,
  head_repo_id integer REFERENCES projects,
  base_repo_id integer NOT NULL REFERENCES projects,
  head_commit_id integer REFERENCES commits,
  base_commit_id integer NOT NULL REFERENCES commits,
  pullreq_id integer NOT NULL,
  intra_branch boolean NOT NULL,
  UNIQUE (pullreq_id, base_repo_id));
-- 3,300 items of repositories with commits: 1,500 pull requests, 1,800 plain issues
CREATE TEMP TABLE items AS
SELECT g, p, (g % 11 < 5) AS is_pr,
       row_number() OVER (PARTITION BY p ORDER BY g) AS num
  FROM (SELECT g, pg_temp.orig(120, 1.6) AS p FROM generate_series(1, 3300) g) x;
CREATE TEMP TABLE prt AS
SELECT row_number() OVER (ORDER BY g) AS id, g, p, num,
       (SELECT f.id FROM projects f WHERE f.forked_from = items.p ORDER BY md5(f.id::text || g) LIMIT 1) AS fork
  FROM items WHERE is_pr;
INSERT INTO pull_requests
SELECT id, head, p, hc, bc, num, coalesce(head = p, false)
  FROM (SELECT prt.id, prt.p, prt.num,
               CASE WHEN prt.fork IS NULL OR random() < 0.25 THEN prt.p WHEN random() < 0.07 THEN NULL ELSE prt.fork END AS head,
               pg_temp.pc(prt.p) AS bc
          FROM prt) x
  CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.03 THEN NULL
                                  ELSE pg_temp.pc(coalesce(x.head, x.p)) END AS hc) h
 WHERE bc IS NOT NULL
 ORDER BY id;

-- pull_request_commits: the head commit and a few more of the head repository; some lists never retrieved
CREATE TABLE pull_request_commits (
  pull_request_id integer NOT NULL REFERENCES pull_requests,
  commit_id integer NOT NULL REFERENCES commits,
  PRIMARY KEY (pull_request_id, commit_id));
INSERT INTO pull_request_commits
SELECT DISTINCT pr.id, c.commit_id
  FROM pull_requests pr
  CROSS JOIN LATERAL generate_series(0, pr.id % 4) g
  CROSS JOIN LATERAL (SELECT CASE WHEN g = 0 AND pr.head_commit_id IS NOT NULL THEN pr.head_commit_id
                                  ELSE pg_temp.pc(coalesce(pr.head_repo_id, pr.base_repo_id)) END AS commit_id) c
 WHERE pr.id % 12 <> 7 AND c.commit_id IS NOT NULL;

-- pull_request_history: opened, synchronize, closed, merged, reopened
CREATE TABLE pull_request_history (
  id integer PRIMARY KEY,
  pull_request_id integer NOT NULL REFERENCES pull_requests,
  created_at timestamp NOT NULL,
  action varchar(255) NOT NULL,
  actor_id integer REFERENCES users);
CREATE TEMP TABLE opener AS SELECT id, pg_temp.usr(1.6) AS u FROM pull_requests;
INSERT INTO pull_request_history
SELECT row_number() OVER (ORDER BY pr.id, s), pr.id, timestamp '2012-01-01' + make_interval(days => pr.id, hours => s),
       a, CASE WHEN random() < 0.03 THEN NULL WHEN a IN ('opened', 'synchronize') THEN o.u ELSE pg_temp.usr(2.2) END
  FROM pull_requests pr JOIN opener o USING (id)
  CROSS JOIN LATERAL (VALUES (1, 'opened'), (2, CASE WHEN pr.id % 3 = 0 THEN 'synchronize' END),
                             (3, CASE WHEN pr.id % 10 < 8 THEN 'closed' END), (4, CASE WHEN pr.id % 10 < 5 THEN 'merged' END),
                             (5, CASE WHEN pr.id % 17 = 2 THEN 'reopened' END)) v(s, a)
 WHERE a IS NOT NULL;

-- pull_request_comments: review comments on a commit of the pull request (no key)
CREATE TABLE pull_request_comments (
  pull_request_id integer NOT NULL REFERENCES pull_requests,
  user_id integer NOT NULL REFERENCES users,
  comment_id text NOT NULL,
  position integer,
  body varchar(256),
  commit_id integer NOT NULL REFERENCES commits,
  created_at timestamp NOT NULL);
INSERT INTO pull_request_comments
SELECT pr.id, pg_temp.usr(1.8), (2200000 + g * 97 + pg_temp.r(90))::text, CASE WHEN random() < 0.8 THEN pg_temp.r(120) END,
       'Could you ' || (ARRAY['rename this', 'add a test', 'squash these', 'explain why'])[pg_temp.r(4)] || '?',
       coalesce(CASE WHEN random() < 0.9 THEN pr.head_commit_id END,
                pg_temp.pc(coalesce(pr.head_repo_id, pr.base_repo_id)), pr.base_commit_id),
       timestamp '2012-01-01' + make_interval(days => pr.id, hours => 2)
  FROM (SELECT g, pg_temp.sk((SELECT count(*)::int FROM pull_requests), 1.5) AS k FROM generate_series(1, 1600) g OFFSET 0) x
  JOIN (SELECT row_number() OVER (ORDER BY id) AS k, * FROM pull_requests) pr ON pr.k = x.k;

CREATE TABLE issues (
  id integer PRIMARY KEY,
  repo_id integer REFERENCES projects,
  reporter_id integer REFERENCES users,
  assignee_id integer REFERENCES users,
  pull_request boolean NOT NULL,
  pull_request_id integer REFERENCES pull_requests,
  created_at timestamp NOT NULL,
  issue_id integer NOT NULL);
-- every plain issue; nine in ten pull requests have their issue row
INSERT INTO issues
SELECT row_number() OVER (ORDER BY i.g), CASE WHEN random() < 0.005 THEN NULL ELSE i.p END,
       CASE WHEN random() < 0.02 THEN NULL WHEN pr.id IS NOT NULL THEN o.u ELSE pg_temp.usr(1.6) END,
       CASE WHEN random() < 0.14 THEN pg_temp.usr(2.5) END,
       pr.id IS NOT NULL, pr.id, timestamp '2012-01-01' + make_interval(days => i.g / 2), i.num
  FROM items i LEFT JOIN prt ON prt.g = i.g LEFT JOIN pull_requests pr ON pr.id = prt.id LEFT JOIN opener o ON o.id = pr.id
 WHERE NOT i.is_pr OR (pr.id IS NOT NULL AND pr.id % 10 <> 3)
 ORDER BY i.g;

CREATE TABLE issue_comments (
  issue_id integer NOT NULL REFERENCES issues,
  user_id integer NOT NULL REFERENCES users,
  comment_id text NOT NULL,
  created_at timestamp NOT NULL);
INSERT INTO issue_comments
SELECT iss, pg_temp.usr(1.7), (3100000 + g * 53 + pg_temp.r(50))::text, timestamp '2012-01-01' + make_interval(days => iss / 2, hours => g % 48)
  FROM (SELECT g, pg_temp.sk((SELECT count(*)::int FROM issues), 1.3) AS iss FROM generate_series(1, 6000) g) x;

-- issue_events: actions on issues; action_specific names a commit for referenced / closed / merged
CREATE TABLE issue_events (
  event_id text NOT NULL,
  issue_id integer NOT NULL REFERENCES issues,
  actor_id integer NOT NULL REFERENCES users,
  action varchar(255) NOT NULL,
  action_specific varchar(50),
  created_at timestamp NOT NULL);
INSERT INTO issue_events
SELECT (8000000 + g * 131 + pg_temp.r(120))::text, iss, pg_temp.usr(2.0), act,
       CASE WHEN act IN ('referenced', 'merged') OR (act = 'closed' AND random() < 0.4)
            THEN CASE WHEN random() < 0.04 THEN substr(encode(sha256(('ext' || g)::bytea), 'hex'), 1, 40)
                      ELSE pg_temp.sha(pg_temp.r(6000)) END END,
       timestamp '2012-01-01' + make_interval(days => iss / 2, hours => g % 72)
  FROM (SELECT g, pg_temp.sk((SELECT count(*)::int FROM issues), 1.2) AS iss,
               (ARRAY['closed', 'subscribed', 'mentioned', 'referenced', 'assigned', 'labeled', 'merged', 'reopened',
                      'head_ref_deleted', 'renamed'])[pg_temp.sk(10, 1.5)] AS act
          FROM generate_series(1, 5500) g) x;

-- repo_labels: GitHub's default labels of each repository with issues, and a few of its own
CREATE TABLE repo_labels (
  id integer PRIMARY KEY,
  repo_id integer REFERENCES projects,
  name varchar(24) NOT NULL);
INSERT INTO repo_labels
SELECT row_number() OVER (ORDER BY p, n), p, n
  FROM (SELECT DISTINCT repo_id AS p FROM issues WHERE repo_id IS NOT NULL) r
  CROSS JOIN LATERAL (SELECT unnest(ARRAY['bug', 'duplicate', 'enhancement', 'invalid', 'question', 'wontfix', 'help wanted']) AS n
                      UNION ALL SELECT 'area: ' || x FROM unnest(ARRAY['docs', 'build', 'api']) x WHERE r.p % 4 = 1) l;

CREATE TABLE issue_labels (
  label_id integer NOT NULL REFERENCES repo_labels,
  issue_id integer NOT NULL REFERENCES issues,
  PRIMARY KEY (issue_id, label_id));
INSERT INTO issue_labels
SELECT DISTINCT l.id, i.id
  FROM issues i CROSS JOIN LATERAL generate_series(1, 1 + i.id % 2) g
  JOIN LATERAL (SELECT id FROM repo_labels rl WHERE rl.repo_id = i.repo_id ORDER BY md5(rl.id::text || i.id || g) LIMIT 1) l ON true
 WHERE i.id % 3 <> 0;

ANALYZE;
