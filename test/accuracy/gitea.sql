-- test/accuracy/gitea.sql: a Gitea 1.21-era self-hosted git service on PostgreSQL, the tables as its
-- Go ORM (xorm) creates them from models/*, a company instance of a few hundred people, thirty
-- organizations and three hundred repositories, written for issue 16 as a held-out check (round 21):
-- committed with its truth (gitea_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: singular table names, "user" (quoted, a reserved word) holding people,
-- organizations (type 1) and bots (type 4) in one table; every table keyed by a bigserial id;
-- references are bigint <noun>_id (repo_id, issue_id, milestone_id, label_id, comment_id, review_id,
-- team_id, org_id), role names for users (owner_id, poster_id, publisher_id, uploader_id, merger_id,
-- assignee_id, reviewer_id, act_user_id, updated_by) and the bare uid (star, team_user, org_user,
-- email_address); repository references under other names (fork_id, template_id, base_repo_id,
-- head_repo_id, ref_repo_id); self references (repository.fork_id / template_id, comment.ref_comment_id).
-- Unique keys are xorm's plain CREATE UNIQUE INDEX "UQE_<table>_<name>", never constraints:
-- issue (repo_id, "index") with "index" the per-repository number 1..n shared by issues and pulls,
-- repository (owner_id, lower_name), star (uid, repo_id) and the like. Time is bigint Unix seconds
-- (created_unix, updated_unix); enums are integers with no table (type, mode, op_type, status,
-- source, authorize).
-- xorm declares NO foreign keys: every reference below is undeclared (mode fk drops nothing), so
-- only what is found counts and misses are listed. Optional references are NOT NULL DEFAULT 0 with 0
-- for none, never NULL, as Gitea does: repository.fork_id / template_id (0 unless a fork / made from a
-- template), issue.milestone_id, pull_request.merger_id (0 until merged), label.repo_id and org_id (an
-- org-wide label has repo_id 0, a repository label org_id 0), comment.label_id / milestone_id /
-- old_milestone_id / assignee_id / ref_repo_id / ref_issue_id / ref_comment_id / review_id (set by
-- comment type only), attachment.issue_id / release_id / comment_id, action.comment_id,
-- notification.issue_id / comment_id, review.reviewer_team_id. Every value but 0 is in the target:
-- these are in the truth.
-- review.reviewer_id is 0 for a review requested of a team (reviewer_team_id set instead).
-- Denormalized copies that reference by text: repository.owner_name is the owner's "user".name
-- (names are mixed case, lower_name their lower case); "user".email and avatar_email of a person or
-- bot are its primary email_address row's email, which is lower case and so equal to lower_email
-- ('' for organizations, which have none: in the truth against both unique columns);
-- deploy_key.fingerprint copies its public_key's (unique in the data, under a plain index). All in the
-- truth as undeclared. Gitea adds every team member to the organization, so team_user (uid, org_id)
-- -> org_user (uid, org_id) under its unique index holds too: in the truth.
-- The composite pull_request (base_repo_id, "index") -> issue (repo_id, "index") holds on every row
-- (a pull's index is its issue's): in the truth.
-- Deleted accounts leave orphans, as Gitea keeps their issues, comments and reviews and shows the
-- Ghost user: about 1% of issue.poster_id, comment.poster_id and review.reviewer_id are ids of deleted
-- users; a few pull
-- requests come from forks deleted since (head_repo_id of a gone repository). In the truth with them.
-- Left out of the truth: issue / comment / release original_author_id (migrated from GitHub: the
-- author's id on GitHub, a number no Gitea row holds; 0 for native rows), notification.commit_id
-- and pull_request.merged_commit_id (git shas), action.content, review.commit_id (shas); columns
-- whose only value is 0 here (comment.resolve_doer_id, assignee_team_id, project_id, old_project_id,
-- time_id, dependent_issue_id, commit_id; "user".login_source; public_key.login_source_id);
-- notification (user_id, repo_id), which here happen to be watchers (watch (user_id, repo_id)) but in
-- Gitea are also participants who do not watch: a generation fit, not a reference.
-- Skewed: a few organizations hold most repositories, a few repositories most issues.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2121);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.sha(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT substr(encode(sha256(t::bytea), 'hex'), 1, 40) $$;

-- ---- users, organizations, emails, keys ------------------------------------------------
CREATE TABLE "user" (
  id bigserial PRIMARY KEY, lower_name varchar(255) NOT NULL, name varchar(255) NOT NULL, full_name varchar(255),
  email varchar(255) NOT NULL, keep_email_private boolean, email_notifications_preference varchar(20) NOT NULL DEFAULT 'enabled',
  passwd varchar(255) NOT NULL, passwd_hash_algo varchar(255) NOT NULL DEFAULT 'argon2', must_change_password boolean NOT NULL DEFAULT false,
  login_type integer, login_source bigint NOT NULL DEFAULT 0, login_name varchar(255), type integer, location varchar(255),
  website varchar(255), rands varchar(32), salt varchar(32), language varchar(5), description varchar(255),
  created_unix bigint, updated_unix bigint, last_login_unix bigint, last_repo_visibility boolean,
  max_repo_creation integer NOT NULL DEFAULT -1, is_active boolean, is_admin boolean, is_restricted boolean NOT NULL DEFAULT false,
  allow_git_hook boolean, allow_import_local boolean, allow_create_organization boolean DEFAULT true,
  prohibit_login boolean NOT NULL DEFAULT false, avatar varchar(2048) NOT NULL, avatar_email varchar(255) NOT NULL,
  use_custom_avatar boolean, num_followers integer, num_following integer NOT NULL DEFAULT 0, num_stars integer,
  num_repos integer, num_teams integer, num_members integer, visibility integer NOT NULL DEFAULT 0,
  repo_admin_change_team_access boolean NOT NULL DEFAULT false, diff_view_style varchar(255) NOT NULL DEFAULT '',
  theme varchar(255) NOT NULL DEFAULT '', keep_activity_private boolean NOT NULL DEFAULT false);
CREATE UNIQUE INDEX "UQE_user_lower_name" ON "user" (lower_name);
CREATE UNIQUE INDEX "UQE_user_name" ON "user" (name);
CREATE INDEX "IDX_user_created_unix" ON "user" (created_unix);
CREATE INDEX "IDX_user_is_active" ON "user" (is_active);
CREATE INDEX "IDX_user_last_login_unix" ON "user" (last_login_unix);
-- 430 accounts created: organizations at g % 13 = 5, bots 211 and 377; 15 people deleted since
-- (g % 29 = 11): their issues, comments and reviews stay.
CREATE TEMP TABLE u0 AS
SELECT g AS id, CASE WHEN g % 13 = 5 THEN 1 WHEN g IN (211, 377) THEN 4 ELSE 0 END AS type,
       CASE WHEN g % 13 = 5 THEN (ARRAY['Platform','Infra','Mobile','DataTeam','WebDev','Security','QA','Tools','Docs','Labs'])[1 + g % 10] || 'Org' || g
            WHEN g = 211 THEN 'renovate-bot' WHEN g = 377 THEN 'ci-Bot'
            WHEN g = 1 THEN 'gitea-admin'
            WHEN g % 3 = 0 THEN 'J' || (ARRAY['ohn','ane','ens','ulia','onas'])[1 + g % 5] || g
            WHEN g % 3 = 1 THEN 'dev' || g ELSE 'M' || (ARRAY['aria','ike','arco','ei'])[1 + g % 4] || '.' || g END AS name
FROM generate_series(1, 430) g WHERE g % 29 <> 11 OR g % 13 = 5;
INSERT INTO "user" (id, lower_name, name, full_name, email, keep_email_private, passwd, login_type, login_name, type, location,
  website, rands, salt, language, description, created_unix, updated_unix, last_login_unix, last_repo_visibility, is_active,
  is_admin, allow_git_hook, allow_import_local, avatar, avatar_email, use_custom_avatar, num_followers, num_stars, num_repos,
  num_teams, num_members, visibility)
SELECT id, lower(name), name, CASE WHEN type = 1 THEN name || ' Organization' ELSE 'Person ' || id END,
       CASE WHEN type = 1 THEN '' ELSE lower(name) || '@corp.example.com' END, id % 5 = 0,
       CASE WHEN type = 1 THEN '' ELSE md5('pw' || id) END, CASE WHEN type = 1 THEN 0 WHEN id % 7 = 0 THEN 2 ELSE 1 END,
       CASE WHEN id % 7 = 0 THEN lower(name) ELSE '' END, type, CASE WHEN id % 4 = 0 THEN 'Berlin' ELSE '' END, '',
       md5('r' || id), md5('s' || id), CASE WHEN type = 1 THEN '' ELSE 'en-US' END, '',
       1546300800 + id * 190000, 1700000000 + id * 1000,
       CASE WHEN type = 1 THEN 0 ELSE 1690000000 + (random() * 9000000)::bigint END, id % 3 = 0,
       true, id = 1 OR id = 17, false, id = 1,
       md5('avatar' || id), CASE WHEN type = 1 THEN '' ELSE lower(name) || '@corp.example.com' END, id % 9 = 0,
       (random() * 20)::int, (random() * 30)::int, 0, 0, 0, CASE WHEN type = 1 AND id % 4 = 1 THEN 2 ELSE 0 END
FROM u0;
SELECT setval('user_id_seq', 430);
CREATE TEMP TABLE person AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM "user" WHERE type = 0;
CREATE TEMP TABLE org AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM "user" WHERE type = 1;
CREATE TEMP TABLE gone AS SELECT row_number() OVER (ORDER BY g) AS n, g AS id FROM generate_series(1, 430) g
  WHERE g % 29 = 11 AND g % 13 <> 5;
-- a person, a few of them very active
CREATE FUNCTION pg_temp.who(e float8) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT id FROM pg_temp.person WHERE n = (SELECT pg_temp.sk((SELECT count(*)::int FROM pg_temp.person), e)) $$;

CREATE TABLE email_address (
  id bigserial PRIMARY KEY, uid bigint NOT NULL, email varchar(255) NOT NULL, lower_email varchar(255) NOT NULL,
  is_activated boolean, is_primary boolean DEFAULT false NOT NULL);
CREATE UNIQUE INDEX "UQE_email_address_email" ON email_address (email);
CREATE UNIQUE INDEX "UQE_email_address_lower_email" ON email_address (lower_email);
CREATE INDEX "IDX_email_address_uid" ON email_address (uid);
INSERT INTO email_address (uid, email, lower_email, is_activated, is_primary)
SELECT id, email, lower(email), true, true FROM "user" WHERE type <> 1
UNION ALL
SELECT id, 'Person' || id || '@Home.example.org', lower('Person' || id || '@Home.example.org'), id % 10 <> 3, false
FROM "user" WHERE type = 0 AND id % 5 IN (1, 2)
ORDER BY 1, 5 DESC;

CREATE TABLE public_key (
  id bigserial PRIMARY KEY, owner_id bigint NOT NULL, name varchar(255) NOT NULL, fingerprint varchar(255) NOT NULL,
  content text NOT NULL, mode integer NOT NULL DEFAULT 2, type integer NOT NULL DEFAULT 1, login_source_id bigint NOT NULL DEFAULT 0,
  created_unix bigint, updated_unix bigint, verified boolean NOT NULL DEFAULT false);
CREATE INDEX "IDX_public_key_owner_id" ON public_key (owner_id);
CREATE INDEX "IDX_public_key_fingerprint" ON public_key (fingerprint);
-- user keys (type 1), then deploy keys (type 2, owner_id = who added it, mode 1 read or 2 write)
INSERT INTO public_key (owner_id, name, fingerprint, content, mode, type, created_unix, updated_unix)
SELECT o, CASE WHEN t = 1 THEN 'laptop-' || g ELSE 'deploy-' || g END, 'SHA256:' || encode(sha256(('k' || g)::bytea), 'base64'),
       'ssh-ed25519 AAAAC3Nz' || md5('key' || g), CASE WHEN t = 1 THEN 2 ELSE 1 + g % 2 END, t,
       1600000000 + g * 90000, 1700000000 + g * 1000
FROM (SELECT g, CASE WHEN g <= 280 THEN 1 ELSE 2 END AS t, pg_temp.who(1.3) AS o FROM generate_series(1, 320) g) s;

-- ---- repositories --------------------------------------------------------------------
CREATE TABLE repository (
  id bigserial PRIMARY KEY, owner_id bigint, owner_name varchar(255), lower_name varchar(255) NOT NULL, name varchar(255) NOT NULL,
  description text, website varchar(2048), original_service_type integer, original_url varchar(2048), default_branch varchar(255),
  num_watches integer, num_stars integer, num_forks integer, num_issues integer, num_closed_issues integer, num_pulls integer,
  num_closed_pulls integer, num_milestones integer NOT NULL DEFAULT 0, num_closed_milestones integer NOT NULL DEFAULT 0,
  num_projects integer NOT NULL DEFAULT 0, num_closed_projects integer NOT NULL DEFAULT 0, is_private boolean, is_empty boolean,
  is_archived boolean, is_mirror boolean, status integer NOT NULL DEFAULT 0, is_fork boolean NOT NULL DEFAULT false,
  fork_id bigint, is_template boolean NOT NULL DEFAULT false, template_id bigint, size bigint NOT NULL DEFAULT 0,
  is_fsck_enabled boolean NOT NULL DEFAULT true, close_issues_via_commit_in_any_branch boolean NOT NULL DEFAULT false,
  topics text, object_format_name varchar(6) NOT NULL DEFAULT 'sha1', trust_model integer, avatar varchar(64),
  created_unix bigint, updated_unix bigint);
CREATE UNIQUE INDEX "UQE_repository_s" ON repository (owner_id, lower_name);
CREATE INDEX "IDX_repository_owner_id" ON repository (owner_id);
CREATE INDEX "IDX_repository_lower_name" ON repository (lower_name);
CREATE INDEX "IDX_repository_name" ON repository (name);
CREATE INDEX "IDX_repository_fork_id" ON repository (fork_id);
CREATE INDEX "IDX_repository_template_id" ON repository (template_id);
CREATE INDEX "IDX_repository_is_fork" ON repository (is_fork);
CREATE INDEX "IDX_repository_created_unix" ON repository (created_unix);
-- 340 repositories created, 8 deleted since (g % 41 = 17); 1..60 templates are g % 29 = 3;
-- forks (about 14%) copy an older repository into a person's account.
CREATE TEMP TABLE r0 AS
SELECT g AS id, random() AS rk, random() AS rt, random() AS ro, pg_temp.sk(30, 1.6) AS ok, pg_temp.who(1.4) AS pid
FROM generate_series(1, 340) g;
ALTER TABLE r0 ADD COLUMN fork_id bigint NOT NULL DEFAULT 0, ADD COLUMN template_id bigint NOT NULL DEFAULT 0, ADD COLUMN owner_id bigint;
UPDATE r0 SET fork_id = greatest(1, id - 1 - floor(rk * 60)::int) WHERE id > 20 AND rk < 0.14;
UPDATE r0 SET fork_id = fork_id - 1 WHERE fork_id % 41 = 17 AND fork_id > 1;
UPDATE r0 SET template_id = (ARRAY[3, 32, 61, 90])[1 + floor(rt * 4)::int] WHERE fork_id = 0 AND id > 100 AND rt < 0.06;
UPDATE r0 SET owner_id = CASE WHEN fork_id = 0 AND ro < 0.55 THEN (SELECT o.id FROM org o WHERE o.n = r0.ok) ELSE pid END;
INSERT INTO repository (id, owner_id, owner_name, lower_name, name, description, website, original_service_type, original_url,
  default_branch, num_watches, num_stars, num_forks, num_issues, num_closed_issues, num_pulls, num_closed_pulls, is_private,
  is_empty, is_archived, is_mirror, is_fork, fork_id, is_template, template_id, size, topics, trust_model, avatar,
  created_unix, updated_unix)
SELECT r.id, r.owner_id, u.name,
       lower(CASE WHEN r.fork_id > 0 THEN 'Fork-' ELSE '' END || (ARRAY['Api','Web','Infra','Tools','Docs','Mobile','Data','Core'])[1 + r.id % 8] || '-' || r.id),
       CASE WHEN r.fork_id > 0 THEN 'Fork-' ELSE '' END || (ARRAY['Api','Web','Infra','Tools','Docs','Mobile','Data','Core'])[1 + r.id % 8] || '-' || r.id,
       'Repository ' || r.id, '', CASE WHEN r.id % 23 = 4 THEN 2 ELSE 0 END,
       CASE WHEN r.id % 23 = 4 THEN 'https://github.com/acme/project' || r.id ELSE '' END,
       CASE WHEN r.id % 5 = 0 THEN 'master' ELSE 'main' END, 0, 0, 0, 0, 0, 0, 0, r.ro > 0.6, r.id % 37 = 0,
       r.id % 19 = 0, r.id % 31 = 7, r.fork_id > 0, r.fork_id, r.id % 29 = 3 AND r.id <= 90, r.template_id,
       (random() * 5e7)::bigint, CASE WHEN r.id % 4 = 0 THEN '["go","backend"]' ELSE '[]' END, 0, '',
       1546300800 + r.id * 400000, 1700000000 + r.id * 3000
FROM r0 r JOIN "user" u ON u.id = r.owner_id
WHERE r.id % 41 <> 17;
SELECT setval('repository_id_seq', 340);
CREATE TEMP TABLE repo AS SELECT row_number() OVER (ORDER BY id) AS n, id, owner_id, fork_id FROM repository;

-- ---- organizations: teams, members --------------------------------------------------
CREATE TABLE team (
  id bigserial PRIMARY KEY, org_id bigint, lower_name varchar(255), name varchar(255), description varchar(255),
  authorize integer, num_repos integer, num_members integer, includes_all_repositories boolean NOT NULL DEFAULT false,
  can_create_org_repo boolean NOT NULL DEFAULT false);
CREATE INDEX "IDX_team_org_id" ON team (org_id);
INSERT INTO team (org_id, lower_name, name, description, authorize, num_repos, num_members, includes_all_repositories, can_create_org_repo)
SELECT o.id, lower(t.nm), t.nm, '', CASE WHEN t.k = 1 THEN 4 WHEN t.k = 2 THEN 2 ELSE 1 END, 0, 0, t.k = 1, t.k = 1
FROM org o CROSS JOIN LATERAL (SELECT k, (ARRAY['Owners','Developers','Readers','Release'])[k] AS nm
                               FROM generate_series(1, 4) k WHERE k <= 1 + (o.id % 4)) t
ORDER BY o.id, t.k;

CREATE TABLE team_user (id bigserial PRIMARY KEY, org_id bigint, team_id bigint, uid bigint);
CREATE UNIQUE INDEX "UQE_team_user_s" ON team_user (team_id, uid);
CREATE INDEX "IDX_team_user_org_id" ON team_user (org_id);
INSERT INTO team_user (org_id, team_id, uid)
SELECT DISTINCT ON (t.id, m.uid) t.org_id, t.id, m.uid
FROM team t CROSS JOIN LATERAL (SELECT pg_temp.who(1.5) AS uid, g FROM generate_series(1, CASE WHEN t.authorize = 4 THEN 2 ELSE 9 END) g
                                WHERE t.id > 0) m
ORDER BY t.id, m.uid;

CREATE TABLE org_user (id bigserial PRIMARY KEY, uid bigint, org_id bigint, is_public boolean);
CREATE UNIQUE INDEX "UQE_org_user_s" ON org_user (uid, org_id);
CREATE INDEX "IDX_org_user_org_id" ON org_user (org_id);
CREATE INDEX "IDX_org_user_is_public" ON org_user (is_public);
INSERT INTO org_user (uid, org_id, is_public)
SELECT uid, org_id, (uid + org_id) % 3 = 0 FROM (SELECT DISTINCT uid, org_id FROM team_user) s ORDER BY org_id, uid;

CREATE TABLE team_repo (id bigserial PRIMARY KEY, org_id bigint, team_id bigint, repo_id bigint);
CREATE UNIQUE INDEX "UQE_team_repo_s" ON team_repo (team_id, repo_id);
CREATE INDEX "IDX_team_repo_org_id" ON team_repo (org_id);
INSERT INTO team_repo (org_id, team_id, repo_id)
SELECT t.org_id, t.id, r.id FROM team t JOIN repository r ON r.owner_id = t.org_id
WHERE t.includes_all_repositories OR (r.id + t.id) % 3 <> 0
ORDER BY t.id, r.id;

CREATE TABLE access (id bigserial PRIMARY KEY, user_id bigint, repo_id bigint, mode integer);
CREATE UNIQUE INDEX "UQE_access_s" ON access (user_id, repo_id);
-- from teams (best mode), plus collaborators on people's repositories
INSERT INTO access (user_id, repo_id, mode)
SELECT user_id, repo_id, max(mode) FROM (
  SELECT tu.uid AS user_id, tr.repo_id, t.authorize AS mode
  FROM team_repo tr JOIN team t ON t.id = tr.team_id JOIN team_user tu ON tu.team_id = t.id
  UNION ALL
  SELECT pg_temp.who(1.2), r.id, 1 + (r.id % 3) FROM repository r CROSS JOIN generate_series(1, 2) g
  WHERE r.owner_id IN (SELECT id FROM person) AND r.is_private) s
GROUP BY user_id, repo_id ORDER BY repo_id, user_id;

CREATE TABLE star (id bigserial PRIMARY KEY, uid bigint, repo_id bigint, created_unix bigint);
CREATE UNIQUE INDEX "UQE_star_s" ON star (uid, repo_id);
CREATE INDEX "IDX_star_created_unix" ON star (created_unix);
INSERT INTO star (uid, repo_id, created_unix)
SELECT DISTINCT ON (uid, repo_id) uid, repo_id, 1600000000 + g * 20000
FROM (SELECT g, pg_temp.who(1.1) AS uid, (SELECT id FROM repo WHERE n = k) AS repo_id
      FROM (SELECT g, pg_temp.sk(332, 2.0) AS k FROM generate_series(1, 1700) g) s) s
ORDER BY uid, repo_id, g;

CREATE TABLE watch (id bigserial PRIMARY KEY, user_id bigint, repo_id bigint, mode smallint NOT NULL DEFAULT 1,
  created_unix bigint, updated_unix bigint);
CREATE UNIQUE INDEX "UQE_watch_watch" ON watch (user_id, repo_id);
-- an owner watches its own repositories (people only); others watch a few popular ones (mode 1) or ignore (2)
INSERT INTO watch (user_id, repo_id, mode, created_unix, updated_unix)
SELECT DISTINCT ON (user_id, repo_id) user_id, repo_id, mode, 1600000000 + g * 10000, 1700000000 + g * 100
FROM (SELECT 0 AS g, owner_id AS user_id, id AS repo_id, 1 AS mode FROM repository WHERE owner_id IN (SELECT id FROM person)
      UNION ALL
      SELECT g, pg_temp.who(1.3), (SELECT id FROM repo WHERE n = k), CASE WHEN g % 17 = 0 THEN 2 ELSE 1 END
      FROM (SELECT g, pg_temp.sk(332, 2.2) AS k FROM generate_series(1, 1300) g) s) s
ORDER BY user_id, repo_id, g;

-- ---- milestones, labels, issues, pulls --------------------------------------------------
CREATE TABLE milestone (
  id bigserial PRIMARY KEY, repo_id bigint, name varchar(255), content text, is_closed boolean, num_issues integer,
  num_closed_issues integer, completeness integer, deadline_unix bigint, closed_date_unix bigint, created_unix bigint,
  updated_unix bigint);
CREATE INDEX "IDX_milestone_repo_id" ON milestone (repo_id);
CREATE INDEX "IDX_milestone_created_unix" ON milestone (created_unix);
INSERT INTO milestone (repo_id, name, content, is_closed, num_issues, num_closed_issues, completeness, deadline_unix,
  closed_date_unix, created_unix, updated_unix)
SELECT r.id, 'v' || (1 + k / 3) || '.' || (k % 3), '', k < r.id % 5, 0, 0, 0, 1700000000 + k * 2592000,
       CASE WHEN k < r.id % 5 THEN 1690000000 + k * 2592000 ELSE 0 END, 1650000000 + r.id * 1000, 1700000000
FROM repository r CROSS JOIN generate_series(0, 5) k
WHERE r.fork_id = 0 AND r.id % 3 = 0 AND k <= r.id % 6
ORDER BY r.id, k;

CREATE TABLE label (
  id bigserial PRIMARY KEY, repo_id bigint, org_id bigint, name varchar(255), exclusive boolean, description varchar(255),
  color varchar(7), num_issues integer, num_closed_issues integer, created_unix bigint, updated_unix bigint,
  archived_unix bigint DEFAULT NULL);
CREATE INDEX "IDX_label_repo_id" ON label (repo_id);
CREATE INDEX "IDX_label_org_id" ON label (org_id);
CREATE INDEX "IDX_label_created_unix" ON label (created_unix);
INSERT INTO label (repo_id, org_id, name, exclusive, description, color, num_issues, num_closed_issues, created_unix, updated_unix)
SELECT repo_id, org_id, nm, nm LIKE '%/%', '', '#' || substr(md5(nm || repo_id || org_id), 1, 6), 0, 0, 1650000000, 1700000000
FROM (SELECT r.id AS repo_id, 0::bigint AS org_id, (ARRAY['bug','enhancement','question','duplicate','wontfix','priority/high',
             'priority/low','help wanted'])[k] AS nm, r.id * 10 + k AS o
      FROM repository r CROSS JOIN generate_series(1, 8) k WHERE r.fork_id = 0 AND r.id % 2 = 0 AND k <= 3 + r.id % 6
      UNION ALL
      SELECT 0, o.id, (ARRAY['kind/bug','kind/feature','kind/security','status/blocked'])[k], o.id * 10000 + k
      FROM org o CROSS JOIN generate_series(1, 4) k WHERE k <= 1 + o.id % 4) s
ORDER BY o;

CREATE TABLE issue (
  id bigserial PRIMARY KEY, repo_id bigint, index bigint, poster_id bigint, original_author varchar(255),
  original_author_id bigint, name varchar(255), content text, milestone_id bigint, priority integer, is_closed boolean,
  is_pull boolean, num_comments integer, ref varchar(255), pin_order integer DEFAULT 0, deadline_unix bigint,
  created_unix bigint, updated_unix bigint, closed_unix bigint, is_locked boolean NOT NULL DEFAULT false);
CREATE UNIQUE INDEX "UQE_issue_repo_index" ON issue (repo_id, index);
CREATE INDEX "IDX_issue_repo_id" ON issue (repo_id);
CREATE INDEX "IDX_issue_poster_id" ON issue (poster_id);
CREATE INDEX "IDX_issue_original_author_id" ON issue (original_author_id);
CREATE INDEX "IDX_issue_milestone_id" ON issue (milestone_id);
CREATE INDEX "IDX_issue_is_closed" ON issue (is_closed);
CREATE INDEX "IDX_issue_is_pull" ON issue (is_pull);
CREATE INDEX "IDX_issue_created_unix" ON issue (created_unix);
-- 3400 issues and pulls; about 1% by people deleted since; issues of migrated repositories (g % 23 = 4)
-- keep their GitHub author (original_author / original_author_id) with poster_id the admin who migrated.
CREATE TEMP TABLE i0 AS
SELECT g AS id, (SELECT id FROM repo WHERE n = k) AS repo_id, rp, rm, rc, rpull, pg_temp.who(1.6) AS pid
FROM (SELECT g, pg_temp.sk(332, 2.4) AS k, random() AS rp, random() AS rm, random() AS rc, random() AS rpull
      FROM generate_series(1, 3400) g) s;
INSERT INTO issue (id, repo_id, index, poster_id, original_author, original_author_id, name, content, milestone_id, priority,
  is_closed, is_pull, num_comments, ref, deadline_unix, created_unix, updated_unix, closed_unix, is_locked)
SELECT i.id, i.repo_id, row_number() OVER (PARTITION BY i.repo_id ORDER BY i.id),
       CASE WHEN i.repo_id % 23 = 4 AND i.rp < 0.8 THEN 1
            WHEN i.rp < 0.011 THEN (SELECT g.id FROM gone g WHERE g.n = 1 + floor(i.rp * 1270)::int) ELSE i.pid END,
       CASE WHEN i.repo_id % 23 = 4 AND i.rp < 0.8 THEN 'gh-user-' || (i.id % 40) ELSE '' END,
       CASE WHEN i.repo_id % 23 = 4 AND i.rp < 0.8 THEN 1200000 + (i.id % 40) * 7919 ELSE 0 END,
       'Issue ' || i.id, 'Body of issue ' || i.id,
       coalesce((SELECT m.id FROM milestone m WHERE m.repo_id = i.repo_id AND i.rm < 0.45
                 ORDER BY m.id OFFSET floor(i.rm * 10)::int % 3 LIMIT 1), 0),
       0, i.rc < 0.6, i.rpull < 0.27 AND r.fork_id = 0, 0, '', 0,
       1600000000 + i.id * 28000, 1600000000 + i.id * 28000 + 500000,
       CASE WHEN i.rc < 0.6 THEN 1600000000 + i.id * 28000 + 400000 ELSE 0 END, i.rc > 0.985
FROM i0 i JOIN repository r ON r.id = i.repo_id;
SELECT setval('issue_id_seq', 3400);

CREATE TABLE issue_assignees (id bigserial PRIMARY KEY, assignee_id bigint, issue_id bigint);
CREATE INDEX "IDX_issue_assignees_assignee_id" ON issue_assignees (assignee_id);
CREATE INDEX "IDX_issue_assignees_issue_id" ON issue_assignees (issue_id);
INSERT INTO issue_assignees (assignee_id, issue_id)
SELECT DISTINCT ON (issue_id, a) a, issue_id FROM (
  SELECT i.id AS issue_id, pg_temp.who(1.8) AS a FROM issue i CROSS JOIN generate_series(1, 2) g
  WHERE (i.id * 7 + g) % 10 < CASE WHEN g = 1 THEN 4 ELSE 1 END) s
ORDER BY issue_id, a;

CREATE TABLE issue_label (id bigserial PRIMARY KEY, issue_id bigint, label_id bigint);
CREATE UNIQUE INDEX "UQE_issue_label_s" ON issue_label (issue_id, label_id);
-- a repository's own labels, or its organization's
CREATE TEMP TABLE replab AS
SELECT r.id AS repo_id, row_number() OVER (PARTITION BY r.id ORDER BY l.id) AS n, l.id, count(*) OVER (PARTITION BY r.id) AS cnt
FROM repository r JOIN label l ON l.repo_id = r.id OR (l.org_id = r.owner_id AND l.org_id > 0);
INSERT INTO issue_label (issue_id, label_id)
SELECT DISTINCT ON (s.issue_id, l.id) s.issue_id, l.id
FROM (SELECT i.id AS issue_id, i.repo_id, random() AS rl FROM issue i CROSS JOIN generate_series(1, 3) g WHERE (i.id + g * 3) % 5 < 2) s
JOIN replab l ON l.repo_id = s.repo_id AND l.n = 1 + floor(l.cnt * s.rl * s.rl)::int
ORDER BY s.issue_id, l.id;

CREATE TABLE pull_request (
  id bigserial PRIMARY KEY, type integer, status integer, conflicted_files text, commits_ahead integer, commits_behind integer,
  changed_protected_files text, issue_id bigint, index bigint, head_repo_id bigint, base_repo_id bigint, head_branch varchar(255),
  base_branch varchar(255), merge_base varchar(40), allow_maintainer_edit boolean NOT NULL DEFAULT false, has_merged boolean,
  merged_commit_id varchar(40), merger_id bigint, merged_unix bigint, flow integer NOT NULL DEFAULT 0);
CREATE INDEX "IDX_pull_request_issue_id" ON pull_request (issue_id);
CREATE INDEX "IDX_pull_request_head_repo_id" ON pull_request (head_repo_id);
CREATE INDEX "IDX_pull_request_base_repo_id" ON pull_request (base_repo_id);
CREATE INDEX "IDX_pull_request_has_merged" ON pull_request (has_merged);
CREATE INDEX "IDX_pull_request_merger_id" ON pull_request (merger_id);
CREATE INDEX "IDX_pull_request_merged_unix" ON pull_request (merged_unix);
-- head in the base repository, or a fork of it (some forks deleted since: head_repo_id of a gone repository)
INSERT INTO pull_request (type, status, conflicted_files, commits_ahead, commits_behind, changed_protected_files, issue_id, index,
  head_repo_id, base_repo_id, head_branch, base_branch, merge_base, allow_maintainer_edit, has_merged, merged_commit_id,
  merger_id, merged_unix)
SELECT 0, CASE WHEN m THEN 3 ELSE 2 END, '[]', 1 + i.id % 9, i.id % 4, '[]', i.id, i.index,
       CASE WHEN i.id % 61 = 7 THEN (ARRAY[17, 58, 99, 140, 181, 222, 263, 304])[1 + i.id % 8]
            ELSE coalesce(CASE WHEN i.id % 10 IN (3, 7) THEN (SELECT min(f.id) FROM r0 f WHERE f.fork_id = i.repo_id) END, i.repo_id) END,
       i.repo_id, 'feature/' || i.id, 'main', pg_temp.sha('base' || i.id), i.id % 3 = 0, m,
       CASE WHEN m THEN pg_temp.sha('merge' || i.id) ELSE '' END,
       CASE WHEN m THEN pg_temp.who(2.0) ELSE 0 END, CASE WHEN m THEN i.closed_unix ELSE 0 END
FROM (SELECT i.*, i.is_closed AND i.id % 7 <> 0 AS m FROM issue i WHERE i.is_pull) i
ORDER BY i.id;

CREATE TABLE review (
  id bigserial PRIMARY KEY, type integer, reviewer_id bigint, reviewer_team_id bigint NOT NULL DEFAULT 0,
  original_author varchar(255), original_author_id bigint, issue_id bigint, content text, official boolean NOT NULL DEFAULT false,
  commit_id varchar(40), stale boolean NOT NULL DEFAULT false, dismissed boolean NOT NULL DEFAULT false,
  created_unix bigint, updated_unix bigint);
CREATE INDEX "IDX_review_reviewer_id" ON review (reviewer_id);
CREATE INDEX "IDX_review_issue_id" ON review (issue_id);
CREATE INDEX "IDX_review_created_unix" ON review (created_unix);
-- 1 approve, 2 comment, 3 request changes, 4 review requested (of a person, or of a team of the base repo's organization)
INSERT INTO review (type, reviewer_id, reviewer_team_id, original_author, original_author_id, issue_id, content, official,
  commit_id, stale, dismissed, created_unix, updated_unix)
SELECT s.tp, CASE WHEN s.tp = 4 AND t.id IS NOT NULL THEN 0
                  WHEN s.rr < 0.01 THEN (SELECT g.id FROM gone g WHERE g.n = 1 + floor(s.rr * 1400)::int) ELSE s.who END,
       CASE WHEN s.tp = 4 THEN coalesce(t.id, 0) ELSE 0 END, '', 0, s.issue_id,
       CASE WHEN s.tp = 4 THEN '' ELSE 'LGTM' END, s.tp IN (1, 3), CASE WHEN s.tp = 4 THEN '' ELSE pg_temp.sha('rv' || s.issue_id || s.k) END,
       s.k = 1 AND s.tp = 1 AND s.issue_id % 5 = 0, false, s.c + s.k * 3600, s.c + s.k * 3600
FROM (SELECT p.issue_id, r.owner_id, k, (ARRAY[1, 1, 2, 3, 4, 4])[pg_temp.r(6)] AS tp, random() AS rr, pg_temp.who(1.7) AS who,
             i.created_unix AS c
      FROM pull_request p JOIN issue i ON i.id = p.issue_id JOIN repository r ON r.id = p.base_repo_id
      CROSS JOIN generate_series(1, 3) k WHERE k <= 1 + p.issue_id % 3) s
LEFT JOIN LATERAL (SELECT t.id FROM team t WHERE t.org_id = s.owner_id AND t.authorize = 2 AND s.issue_id % 2 = 0 LIMIT 1) t ON true
ORDER BY s.issue_id, s.k;

-- ---- comments ------------------------------------------------------------------------
CREATE TABLE comment (
  id bigserial PRIMARY KEY, type integer, poster_id bigint, original_author varchar(255), original_author_id bigint,
  issue_id bigint, label_id bigint, old_project_id bigint, project_id bigint, old_milestone_id bigint, milestone_id bigint,
  time_id bigint, assignee_id bigint, removed_assignee boolean, assignee_team_id bigint NOT NULL DEFAULT 0,
  resolve_doer_id bigint, old_title varchar(255), new_title varchar(255), old_ref varchar(255), new_ref varchar(255),
  dependent_issue_id bigint, commit_id bigint, line bigint, tree_path varchar(255), content text, patch text,
  created_unix bigint, updated_unix bigint, commit_sha varchar(40), review_id bigint, invalidated boolean,
  ref_repo_id bigint, ref_issue_id bigint, ref_comment_id bigint, ref_action smallint, ref_is_pull boolean);
CREATE INDEX "IDX_comment_type" ON comment (type);
CREATE INDEX "IDX_comment_poster_id" ON comment (poster_id);
CREATE INDEX "IDX_comment_issue_id" ON comment (issue_id);
CREATE INDEX "IDX_comment_review_id" ON comment (review_id);
CREATE INDEX "IDX_comment_ref_repo_id" ON comment (ref_repo_id);
CREATE INDEX "IDX_comment_ref_issue_id" ON comment (ref_issue_id);
CREATE INDEX "IDX_comment_ref_comment_id" ON comment (ref_comment_id);
CREATE INDEX "IDX_comment_created_unix" ON comment (created_unix);
-- types: 0 comment, 2 close, 3 issue referenced from another issue or comment, 7 label added, 8 milestone changed,
-- 9 assignee changed, 10 title changed, 21 code comment, 22 review; every id column 0 when the type does not use it.
CREATE TEMP TABLE c0 AS
SELECT g AS id, i.id AS issue_id, i.repo_id, i.is_pull, i.created_unix, i.original_author_id AS oa, i.original_author AS oan,
       CASE WHEN s.rt < 0.55 THEN 0 WHEN s.rt < 0.63 THEN 2 WHEN s.rt < 0.68 THEN 3 WHEN s.rt < 0.76 THEN 7 WHEN s.rt < 0.80 THEN 8
            WHEN s.rt < 0.86 THEN 9 WHEN s.rt < 0.88 THEN 10 WHEN s.rt < 0.94 THEN 21 ELSE 22 END AS t0,
       s.rp, s.rx, pg_temp.who(1.6) AS who
FROM (SELECT g, 1 + floor(3400 * random() ^ 1.3)::int AS iid, random() AS rt, random() AS rp, random() AS rx
      FROM generate_series(1, 9000) g) s JOIN issue i ON i.id = s.iid;
INSERT INTO comment (id, type, poster_id, original_author, original_author_id, issue_id, label_id, old_project_id, project_id,
  old_milestone_id, milestone_id, time_id, assignee_id, removed_assignee, resolve_doer_id, old_title, new_title, old_ref,
  new_ref, dependent_issue_id, commit_id, line, tree_path, content, patch, created_unix, updated_unix, commit_sha, review_id,
  invalidated, ref_repo_id, ref_issue_id, ref_comment_id, ref_action, ref_is_pull)
SELECT c.id, tp, CASE WHEN c.oa > 0 AND c.rp < 0.7 THEN 1
                      WHEN c.rp < 0.01 THEN (SELECT g.id FROM gone g WHERE g.n = 1 + floor(c.rp * 1400)::int) ELSE c.who END,
       CASE WHEN c.oa > 0 AND c.rp < 0.7 THEN c.oan ELSE '' END, CASE WHEN c.oa > 0 AND c.rp < 0.7 THEN c.oa ELSE 0 END,
       c.issue_id,
       CASE WHEN tp = 7 THEN coalesce((SELECT l.id FROM replab l WHERE l.repo_id = c.repo_id AND l.n = 1 + floor(l.cnt * c.rx)::int), 0) ELSE 0 END,
       0, 0,
       CASE WHEN tp = 8 AND c.rx < 0.3 THEN coalesce((SELECT min(m.id) FROM milestone m WHERE m.repo_id = c.repo_id), 0) ELSE 0 END,
       CASE WHEN tp = 8 THEN coalesce((SELECT max(m.id) FROM milestone m WHERE m.repo_id = c.repo_id), 0) ELSE 0 END,
       0, CASE WHEN tp = 9 THEN pg_temp.who(1.8) ELSE 0 END, tp = 9 AND c.rx < 0.2, 0,
       CASE WHEN tp = 10 THEN 'Old title' ELSE '' END, CASE WHEN tp = 10 THEN 'New title' ELSE '' END, '', '', 0, 0,
       CASE WHEN tp = 21 THEN 1 + (c.id % 300) ELSE 0 END, CASE WHEN tp = 21 THEN 'src/file' || (c.id % 40) || '.go' ELSE '' END,
       CASE WHEN tp IN (0, 21, 22) THEN 'Comment ' || c.id ELSE '' END, '', c.created_unix + c.id * 60, c.created_unix + c.id * 60,
       CASE WHEN tp = 21 THEN pg_temp.sha('c' || c.id) ELSE '' END,
       CASE WHEN tp IN (21, 22) THEN coalesce((SELECT min(r.id) FROM review r WHERE r.issue_id = c.issue_id AND r.type < 4), 0) ELSE 0 END,
       false, 0, 0, 0, 0, false
FROM (SELECT c0.*, CASE WHEN t0 IN (21, 22) AND NOT is_pull THEN 0 ELSE t0 END AS tp FROM c0) c
ORDER BY c.id;
-- a reference comment (type 3) names the issue or comment that mentioned this one, in any repository
UPDATE comment c SET ref_comment_id = CASE WHEN s.rx < 0.6 THEN s.cid ELSE 0 END, ref_issue_id = s.iid, ref_repo_id = s.rid,
       ref_action = 0, ref_is_pull = s.pull
FROM (SELECT c.id, src.cid, src.iid, src.rid, src.pull, random() AS rx
      FROM comment c CROSS JOIN LATERAL (SELECT x.id AS cid, x.issue_id AS iid, i.repo_id AS rid, i.is_pull AS pull
                                         FROM comment x JOIN issue i ON i.id = x.issue_id
                                         WHERE x.type = 0 AND x.id = c.id - 1 - (c.id * 31) % 500 LIMIT 1) src
      WHERE c.type = 3) s
WHERE c.id = s.id;
UPDATE comment SET type = 0, content = 'Comment ' || id WHERE type = 3 AND ref_issue_id = 0;
SELECT setval('comment_id_seq', 9000);

-- ---- releases, attachments -------------------------------------------------------------
CREATE TABLE release (
  id bigserial PRIMARY KEY, repo_id bigint, publisher_id bigint, tag_name varchar(255), original_author varchar(255),
  original_author_id bigint, lower_tag_name varchar(255), target varchar(255), title varchar(255), sha1 varchar(40),
  num_commits bigint, note text, is_draft boolean NOT NULL DEFAULT false, is_prerelease boolean NOT NULL DEFAULT false,
  is_tag boolean NOT NULL DEFAULT false, created_unix bigint);
CREATE UNIQUE INDEX "UQE_release_n" ON release (repo_id, tag_name);
CREATE INDEX "IDX_release_repo_id" ON release (repo_id);
CREATE INDEX "IDX_release_publisher_id" ON release (publisher_id);
CREATE INDEX "IDX_release_original_author_id" ON release (original_author_id);
CREATE INDEX "IDX_release_tag_name" ON release (tag_name);
CREATE INDEX "IDX_release_created_unix" ON release (created_unix);
INSERT INTO release (repo_id, publisher_id, tag_name, original_author, original_author_id, lower_tag_name, target, title, sha1,
  num_commits, note, is_draft, is_prerelease, is_tag, created_unix)
SELECT r.id, CASE WHEN r.id % 23 = 4 THEN 1 ELSE pg_temp.who(2.0) END, 'V' || k || '.0.' || (r.id % 3),
       CASE WHEN r.id % 23 = 4 THEN 'gh-user-' || (k % 40) ELSE '' END, CASE WHEN r.id % 23 = 4 THEN 1200000 + (k % 40) * 7919 ELSE 0 END,
       'v' || k || '.0.' || (r.id % 3), 'main', 'Release ' || k, pg_temp.sha('rel' || r.id || k), 10 * k, '',
       k = 6, k = 5, k % 4 = 0, 1650000000 + r.id * 1000 + k * 86400
FROM repository r CROSS JOIN generate_series(1, 6) k
WHERE r.fork_id = 0 AND r.id % 4 = 1 AND k <= 1 + r.id % 6
ORDER BY r.id, k;

CREATE TABLE attachment (
  id bigserial PRIMARY KEY, uuid uuid, repo_id bigint, issue_id bigint, release_id bigint, uploader_id bigint DEFAULT 0,
  comment_id bigint, name varchar(255), download_count bigint DEFAULT 0, size bigint DEFAULT 0, created_unix bigint);
CREATE UNIQUE INDEX "UQE_attachment_uuid" ON attachment (uuid);
CREATE INDEX "IDX_attachment_repo_id" ON attachment (repo_id);
CREATE INDEX "IDX_attachment_issue_id" ON attachment (issue_id);
CREATE INDEX "IDX_attachment_release_id" ON attachment (release_id);
CREATE INDEX "IDX_attachment_uploader_id" ON attachment (uploader_id);
CREATE INDEX "IDX_attachment_comment_id" ON attachment (comment_id);
-- on an issue (its body: comment_id 0, or a comment of it), or on a release (issue_id and comment_id 0)
INSERT INTO attachment (uuid, repo_id, issue_id, release_id, uploader_id, comment_id, name, download_count, size, created_unix)
SELECT md5('att' || o)::uuid, repo_id, issue_id, release_id, uploader_id, comment_id, 'file' || o || '.png',
       (random() * 50)::int, 1000 + (random() * 900000)::int, 1650000000 + o * 3000
FROM (SELECT c.id AS o, i.repo_id, c.issue_id, 0::bigint AS release_id,
             CASE WHEN c.poster_id IN (SELECT id FROM "user") THEN c.poster_id ELSE 0 END AS uploader_id,
             CASE WHEN c.id % 3 = 0 THEN 0 ELSE c.id END AS comment_id
      FROM comment c JOIN issue i ON i.id = c.issue_id WHERE c.type = 0 AND c.id % 19 = 0
      UNION ALL
      SELECT 100000 + r.id, r.repo_id, 0, r.id, r.publisher_id, 0 FROM release r WHERE r.id % 2 = 0) s
ORDER BY o;
UPDATE attachment SET uploader_id = 1 WHERE uploader_id = 0;

-- ---- activity feed, notifications ------------------------------------------------------
CREATE TABLE action (
  id bigserial PRIMARY KEY, user_id bigint, op_type integer, act_user_id bigint, repo_id bigint, comment_id bigint,
  is_deleted boolean NOT NULL DEFAULT false, ref_name varchar(255), is_private boolean NOT NULL DEFAULT false, content text,
  created_unix bigint);
CREATE INDEX "IDX_action_r_u_d" ON action (repo_id, user_id, is_deleted);
CREATE INDEX "IDX_action_au_r_c_u_d" ON action (act_user_id, repo_id, created_unix, user_id, is_deleted);
CREATE INDEX "IDX_action_c_u_d" ON action (created_unix, user_id, is_deleted);
CREATE INDEX "IDX_action_user_id" ON action (user_id);
CREATE INDEX "IDX_action_comment_id" ON action (comment_id);
-- an action is written once for the actor and once more for each watcher of the repository (its feed);
-- op 1 create repo, 5 commit repo, 6 create issue, 10 comment issue (comment_id set), 11 merge pull.
-- A deleted user's actions went with them.
CREATE TEMP TABLE a0 AS
SELECT 1 AS op, r.owner_id AS act, r.id AS repo_id, 0::bigint AS comment_id, '' AS ref, '' AS content, r.created_unix AS t
FROM repository r WHERE r.owner_id IN (SELECT id FROM person)
UNION ALL
SELECT 5, pg_temp.who(1.5), (SELECT id FROM repo WHERE n = k), 0, 'refs/heads/main', '{"Commits":[]}', 1690000000 + g * 3000
FROM (SELECT g, pg_temp.sk(332, 2.0) AS k FROM generate_series(1, 1200) g) s
UNION ALL
SELECT 6, i.poster_id, i.repo_id, 0, '', i.index || '|Issue ' || i.id, i.created_unix FROM issue i
WHERE i.poster_id IN (SELECT id FROM "user") AND i.poster_id <> 1 AND NOT i.is_pull AND i.id % 2 = 0
UNION ALL
SELECT 10, c.poster_id, i.repo_id, c.id, '', i.index || '|Comment', c.created_unix FROM comment c JOIN issue i ON i.id = c.issue_id
WHERE c.type = 0 AND c.poster_id IN (SELECT id FROM "user") AND c.poster_id <> 1 AND c.id % 3 = 0;
INSERT INTO action (user_id, op_type, act_user_id, repo_id, comment_id, is_deleted, ref_name, is_private, content, created_unix)
SELECT f.uid, a.op, a.act, a.repo_id, a.comment_id, false, a.ref, r.is_private, a.content, a.t
FROM a0 a JOIN repository r ON r.id = a.repo_id
CROSS JOIN LATERAL (SELECT a.act AS uid UNION
                    SELECT w.user_id FROM watch w WHERE w.repo_id = a.repo_id AND w.mode = 1 AND (w.user_id + a.t) % 9 = 0) f
ORDER BY a.t, f.uid;

CREATE TABLE notification (
  id bigserial PRIMARY KEY, user_id bigint NOT NULL, repo_id bigint NOT NULL, status smallint NOT NULL, source smallint NOT NULL,
  issue_id bigint NOT NULL, commit_id varchar(255), comment_id bigint, updated_by bigint NOT NULL, created_unix bigint NOT NULL,
  updated_unix bigint NOT NULL);
CREATE INDEX "IDX_notification_user_id" ON notification (user_id);
CREATE INDEX "IDX_notification_repo_id" ON notification (repo_id);
CREATE INDEX "IDX_notification_status" ON notification (status);
CREATE INDEX "IDX_notification_source" ON notification (source);
CREATE INDEX "IDX_notification_issue_id" ON notification (issue_id);
CREATE INDEX "IDX_notification_commit_id" ON notification (commit_id);
CREATE INDEX "IDX_notification_updated_by" ON notification (updated_by);
-- source 1 issue, 2 pull, 3 commit (issue_id 0, a sha in commit_id), 4 repository transfer; status 1 unread, 2 read, 3 pinned
INSERT INTO notification (user_id, repo_id, status, source, issue_id, commit_id, comment_id, updated_by, created_unix, updated_unix)
SELECT DISTINCT ON (w.user_id, c.issue_id) w.user_id, i.repo_id, 1 + (c.id + w.user_id) % 3, CASE WHEN i.is_pull THEN 2 ELSE 1 END,
       c.issue_id, '', CASE WHEN c.type = 0 THEN c.id ELSE 0 END, c.poster_id, c.created_unix, c.created_unix
FROM comment c JOIN issue i ON i.id = c.issue_id JOIN watch w ON w.repo_id = i.repo_id AND w.mode = 1 AND w.user_id <> c.poster_id
WHERE c.poster_id IN (SELECT id FROM "user") AND (c.id + w.user_id) % 11 = 0
ORDER BY w.user_id, c.issue_id, c.id DESC;
INSERT INTO notification (user_id, repo_id, status, source, issue_id, commit_id, comment_id, updated_by, created_unix, updated_unix)
SELECT w.user_id, w.repo_id, 1, CASE WHEN w.id % 5 = 0 THEN 4 ELSE 3 END, 0,
       CASE WHEN w.id % 5 = 0 THEN '' ELSE pg_temp.sha('n' || w.id) END, 0, r.owner_id, 1700000000 + w.id, 1700000000 + w.id
FROM watch w JOIN repository r ON r.id = w.repo_id
WHERE w.id % 9 = 0 AND r.owner_id IN (SELECT id FROM person);

CREATE TABLE deploy_key (
  id bigserial PRIMARY KEY, key_id bigint, repo_id bigint, name varchar(255), fingerprint varchar(255), mode integer NOT NULL DEFAULT 1,
  created_unix bigint, updated_unix bigint);
CREATE UNIQUE INDEX "UQE_deploy_key_s" ON deploy_key (key_id, repo_id);
CREATE INDEX "IDX_deploy_key_key_id" ON deploy_key (key_id);
CREATE INDEX "IDX_deploy_key_repo_id" ON deploy_key (repo_id);
INSERT INTO deploy_key (key_id, repo_id, name, fingerprint, mode, created_unix, updated_unix)
SELECT k.id, r.id, k.name, k.fingerprint, k.mode, k.created_unix, k.updated_unix
FROM public_key k JOIN repo r ON r.n = 1 + (k.id * 7) % 332
WHERE k.type = 2
ORDER BY k.id;

-- counters Gitea keeps
UPDATE repository r SET num_issues = s.ni, num_closed_issues = s.nci, num_pulls = s.np, num_closed_pulls = s.ncp
FROM (SELECT repo_id, count(*) FILTER (WHERE NOT is_pull) AS ni, count(*) FILTER (WHERE NOT is_pull AND is_closed) AS nci,
             count(*) FILTER (WHERE is_pull) AS np, count(*) FILTER (WHERE is_pull AND is_closed) AS ncp FROM issue GROUP BY repo_id) s
WHERE s.repo_id = r.id;
UPDATE issue i SET num_comments = s.n FROM (SELECT issue_id, count(*) AS n FROM comment WHERE type IN (0, 21, 22) GROUP BY issue_id) s
WHERE s.issue_id = i.id;
UPDATE "user" u SET num_repos = s.n FROM (SELECT owner_id, count(*) AS n FROM repository GROUP BY owner_id) s WHERE s.owner_id = u.id;
ANALYZE;
