-- test/accuracy/taiga.sql: a Taiga 6 agile project management install (taiga-back 6.x, Django 3.2 on
-- PostgreSQL: the schema `manage.py migrate` makes, 57 of its 68 tables), the self-hosted Taiga of a
-- software agency, Nimbus Works, used since March 2019 by its staff and its clients' people: 135
-- projects created (9 test and sandbox projects deleted since), scrum and kanban, a few big
-- products holding most of the work. Written for issue 16 as a held-out check (round 24):
-- committed with its truth (taiga_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: Django's app_model table names (projects_project, userstories_userstory,
-- tasks_task, issues_issue, epics_epic, milestones_milestone, users_user, users_role), a serial
-- integer "id" on every table but history_historyentry (a uuid1 text id), references named
-- <field>_id: project_id, owner_id, assigned_to_id, status_id, milestone_id, user_story_id (tasks,
-- rolepoints, the custom attribute values), userstory_id (the assigned users join table, Django's
-- M2M naming), epic_id, role_id, points_id, priority_id, severity_id, type_id, swimlane_id,
-- webhook_id, content_type_id, and a few role names: invited_by_id, last_modifier_id,
-- creation_template_id, generated_from_issue_id, generated_from_task_id, data_content_type_id,
-- default_<lookup>_id (projects_project's one-to-one defaults: default_us_status_id,
-- default_points_id, default_swimlane_id ...), historychangenotification_id and historyentry_id
-- (the text key of history_historyentry). Every lookup (statuses, points, priorities, severities,
-- issue types, due dates, roles) is per project: a project's template makes its block of rows at
-- creation, so their ids run in project order, and the blocks of deleted projects are gaps; a
-- few projects added statuses later (ids after all the blocks) or removed one.
-- Declared: every ForeignKey of the models (112 constraints, DEFERRABLE INITIALLY DEFERRED, with
-- Django's hashed names), all in the truth as declared, including the two that data cannot show:
-- likes_like.content_type_id (15, projects, on every row) and userstories_userstory.
-- generated_from_task_id (NULL on every row: promoting a task makes a story that keeps the text
-- "Task #<ref>" in from_task_ref and deletes the task).
-- Undeclared, in the truth: an epic's, story's, task's and issue's (project_id, ref) ->
-- references_reference (project_id, ref): ref is the next number of the project's reference
-- sequence and the reference row made with the item is how Taiga resolves "#123" to an item
-- (get_instance_by_ref); references stay when their item is deleted (231 of the story references
-- name deleted stories) and a rolled-back creation uses up an item id, a ref and a reference id.
-- wiki_wikilink (project_id, href) -> wiki_wikipage (project_id, slug): a sidebar link names its
-- page by slug (Taiga makes the page with the link when the user may); 20 of the 177 links are
-- orphans Taiga leaves: pages deleted since, and links added by members who may not create pages.
-- likes_like.object_id -> projects_project.id: a generic relation, but only projects can be liked
-- (project fans), content_type_id is 15 on every row.
-- "None" is NULL in every reference column (Django SET_NULL: deleting a user empties owner_id,
-- assigned_to_id, invited_by_id ... of what they made; 26 users deleted by the admin leave gaps),
-- '' in NOT NULL text (blocked_note, due_date_reason, description, bio), '{}' for empty arrays and
-- JSON. Accounts cancelled by their owners stay as inactive rows named deleted-user[-N], still
-- owner and assignee of their old work; their memberships are removed.
-- Polymorphic, left out of the truth: (content_type_id, object_id) of attachments_attachment,
-- votes_vote, votes_votes, notifications_watched and references_reference (epics, stories, tasks,
-- issues, wiki pages) and of timeline_timeline (a project's or a user's timeline: content type 15
-- or 6, namespace project:N / user:N); the text keys "userstories.userstory:42" of
-- history_historyentry.key and notifications_historychangenotification.key.
-- Also left out, no references: the JSON copies of users and items in history, timeline and web
-- notifications; attribute ids as JSON keys of the custom attribute values; from_task_ref
-- ("Task #57"); userstorage keys that embed a project id (backlog_filters_12); projects_membership.
-- email (the address an invitation went to, most often the user's own); webhooks_webhooklog.url
-- (a copy); sets that contain each other by construction without referencing: a story's
-- (id, assigned_to_id) is a row of userstories_userstory_assigned_users, members' (project_id,
-- user_id) have a notify policy, votes_vote's (content_type_id, object_id) have a votes_votes
-- counter; the custom attribute values' own ids run in step with their items' ids (short of the
-- rolled-back creations).
-- Skewed: a handful of projects hold most stories, tasks and issues, a few people do most of the
-- work in each team, most projects are small or dormant. The timeline is thinned to stay under
-- 50,000 rows (see its comment). Deterministic: setseed and hash-based draws, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SET jit = off;
SET TIME ZONE 'UTC';
SELECT setseed(0.2424);

-- Deterministic pseudo-random numbers from a key (independent of plan and row order).
CREATE FUNCTION pg_temp.u(k text) RETURNS float8 LANGUAGE sql IMMUTABLE
AS $$ SELECT ('x' || substr(md5(k), 1, 8))::bit(32)::bigint / 4294967296.0 $$;
-- one element of an array, uniformly / skewed towards its first elements
CREATE FUNCTION pg_temp.pick(a int[], k text) RETURNS int LANGUAGE sql IMMUTABLE
AS $$ SELECT a[1 + floor(pg_temp.u(k) * cardinality(a))::int] $$;
CREATE FUNCTION pg_temp.spick(a int[], k text, e float8) RETURNS int LANGUAGE sql IMMUTABLE
AS $$ SELECT a[1 + floor(pg_temp.u(k) ^ e * cardinality(a))::int] $$;
CREATE FUNCTION pg_temp.tpick(a text[], k text) RETURNS text LANGUAGE sql IMMUTABLE
AS $$ SELECT a[1 + floor(pg_temp.u(k) * cardinality(a))::int] $$;
-- a uuid1-looking text (history entries' keys)
CREATE FUNCTION pg_temp.uuid1(k text) RETURNS text LANGUAGE sql IMMUTABLE
AS $$ SELECT substr(m, 1, 8) || '-' || substr(m, 9, 4) || '-11e' || substr(m, 14, 1) || '-' || substr(m, 17, 4) || '-' || substr(m, 21, 12)
      FROM (SELECT md5(k) AS m) s $$;
-- Taiga's timestamp_ms() default for order columns
CREATE FUNCTION pg_temp.ms(t timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE
AS $$ SELECT (extract(epoch FROM t) * 1000)::bigint $$;
-- up to three distinct tags out of a vocabulary of 18, the first ones the most used
CREATE FUNCTION pg_temp.tags(k text, n int) RETURNS text[] LANGUAGE sql IMMUTABLE
AS $$ SELECT CASE WHEN n <= 0 THEN '{}'::text[]
                  WHEN n = 1 OR (1 + floor(pg_temp.u(k || 'b') * 17)::int) = 17 THEN ARRAY[(ARRAY['backend','frontend','ux','api','mobile','db','design','urgent','tech-debt','ios','android','i18n','security','performance','customer','refactor','docs','devops'])[(1 + floor(pg_temp.u(k) ^ 1.7 * 18)::int)]]
                  WHEN n = 2 THEN ARRAY[(ARRAY['backend','frontend','ux','api','mobile','db','design','urgent','tech-debt','ios','android','i18n','security','performance','customer','refactor','docs','devops'])[(1 + floor(pg_temp.u(k) ^ 1.7 * 18)::int)], (ARRAY['backend','frontend','ux','api','mobile','db','design','urgent','tech-debt','ios','android','i18n','security','performance','customer','refactor','docs','devops'])[1 + ((1 + floor(pg_temp.u(k) ^ 1.7 * 18)::int) - 1 + (1 + floor(pg_temp.u(k || 'b') * 17)::int)) % 18]]
                  ELSE ARRAY[(ARRAY['backend','frontend','ux','api','mobile','db','design','urgent','tech-debt','ios','android','i18n','security','performance','customer','refactor','docs','devops'])[(1 + floor(pg_temp.u(k) ^ 1.7 * 18)::int)], (ARRAY['backend','frontend','ux','api','mobile','db','design','urgent','tech-debt','ios','android','i18n','security','performance','customer','refactor','docs','devops'])[1 + ((1 + floor(pg_temp.u(k) ^ 1.7 * 18)::int) - 1 + (1 + floor(pg_temp.u(k || 'b') * 17)::int)) % 18],
                             (ARRAY['backend','frontend','ux','api','mobile','db','design','urgent','tech-debt','ios','android','i18n','security','performance','customer','refactor','docs','devops'])[1 + ((1 + floor(pg_temp.u(k) ^ 1.7 * 18)::int) + (1 + floor(pg_temp.u(k || 'b') * 17)::int) + floor(pg_temp.u(k || 'c') * (17 - (1 + floor(pg_temp.u(k || 'b') * 17)::int)))::int) % 18]] END $$;
CREATE FUNCTION pg_temp.ujson(u int) RETURNS jsonb LANGUAGE sql IMMUTABLE
AS $$ SELECT jsonb_build_object('pk', u, 'name', 'User ' || u) $$;

------------------------------------------------------------------------------------------------
-- django_content_type: the install's 68 models, numbered as migrate numbers them
CREATE TABLE django_content_type (
    id serial NOT NULL,
    app_label character varying(100) NOT NULL,
    model character varying(100) NOT NULL,
    CONSTRAINT django_content_type_pkey PRIMARY KEY (id),
    CONSTRAINT django_content_type_app_label_model_76bd3d3b_uniq UNIQUE (app_label, model)
);
INSERT INTO django_content_type (id, app_label, model)
SELECT row_number() OVER (), split_part(x, '.', 1), split_part(x, '.', 2)
FROM unnest(ARRAY['auth.permission','auth.group','contenttypes.contenttype','sessions.session','admin.logentry',
  'users.user','users.role','users.authdata','userstorage.storageentry','token_denylist.outstandingtoken',
  'token_denylist.denylistedtoken','external_apps.application','external_apps.applicationtoken','projects.membership',
  'projects.project','projects.projectmodulesconfig','projects.epicstatus','projects.userstorystatus','projects.points',
  'projects.userstoryduedate','projects.taskstatus','projects.taskduedate','projects.priority','projects.severity',
  'projects.issuestatus','projects.issuetype','projects.issueduedate','projects.swimlane','projects.swimlaneuserstorystatus',
  'projects.projecttemplate','references.reference','custom_attributes.epiccustomattribute',
  'custom_attributes.userstorycustomattribute','custom_attributes.taskcustomattribute','custom_attributes.issuecustomattribute',
  'custom_attributes.epiccustomattributesvalues','custom_attributes.userstorycustomattributesvalues',
  'custom_attributes.taskcustomattributesvalues','custom_attributes.issuecustomattributesvalues','history.historyentry',
  'notifications.notifypolicy','notifications.historychangenotification','notifications.watched',
  'notifications.webnotification','attachments.attachment','likes.like','votes.votes','votes.vote','milestones.milestone',
  'epics.epic','epics.relateduserstory','userstories.rolepoints','userstories.userstory','tasks.task','issues.issue',
  'wiki.wikipage','wiki.wikilink','contact.contactentry','settings.userprojectsettings','timeline.timeline',
  'feedback.feedbackentry','webhooks.webhook','webhooks.webhooklog','djmail.message','easy_thumbnails.source',
  'easy_thumbnails.thumbnail','easy_thumbnails.thumbnaildimensions','telemetry.instancetelemetry']) WITH ORDINALITY AS t(x, o)
ORDER BY o;
------------------------------------------------------------------------------------------------
-- users: 1-4 the hook bots the migrations create (is_system), 5 the admin, then the staff and
-- the clients' people who signed up; about 5% were deleted by the admin (spam, duplicates: gaps),
-- about 4% cancelled their account (the row stays, anonymised as deleted-user-N, inactive).
CREATE TEMP TABLE tu AS
SELECT u, u <= 4 AS sys,
       (u > 5 AND pg_temp.u('ugone' || u) < 0.05) AS gone,
       (u > 5 AND pg_temp.u('ucanc' || u) < 0.045) AS canc,
       CASE WHEN u <= 5 THEN timestamptz '2019-03-01 09:00+00' + u * interval '3 minutes'
            ELSE timestamptz '2019-03-01 11:00+00' + ((u - 5) / 535.0) ^ 1.25 * interval '1900 days'
                 + pg_temp.u('uj' || u) * interval '20 hours' END AS joined,
       (ARRAY['Alex','Maria','Jon','Laura','Pablo','Irene','David','Lucia','Sergio','Elena','Marc','Ana','Javier','Carmen',
              'Tom','Nuria','Pedro','Julia','Miguel','Sara','Ivan','Paula','Oscar','Marta','Hugo','Clara','Raul','Eva',
              'Daniel','Alba','Kevin','Sofia','Luis','Nora','Adrian','Ines','Victor','Rosa','Diego','Lara'])
         [1 + floor(pg_temp.u('fn' || u) * 40)::int] AS fname,
       (ARRAY['Garcia','Lopez','Martin','Sanchez','Perez','Gomez','Ruiz','Diaz','Moreno','Alvarez','Romero','Navarro',
              'Torres','Dominguez','Vazquez','Ramos','Gil','Serrano','Blanco','Molina','Smith','Brown','Miller','Wilson',
              'Taylor','Clark','Hall','Young','King','Wright'])[1 + floor(pg_temp.u('ln' || u) * 30)::int] AS lname
FROM generate_series(1, 540) u;
UPDATE tu SET canc = false WHERE gone OR sys OR u = 5;

CREATE TABLE users_user (
    id serial NOT NULL,
    password character varying(128) NOT NULL,
    last_login timestamp with time zone,
    is_superuser boolean NOT NULL,
    username character varying(255) NOT NULL,
    email character varying(255) NOT NULL,
    is_active boolean NOT NULL,
    full_name character varying(256) NOT NULL,
    color character varying(9) NOT NULL,
    bio text NOT NULL,
    photo character varying(500),
    date_joined timestamp with time zone NOT NULL,
    lang character varying(20),
    timezone character varying(20),
    colorize_tags boolean NOT NULL,
    token character varying(200),
    email_token character varying(200),
    new_email character varying(254),
    is_system boolean NOT NULL,
    theme character varying(100),
    max_private_projects integer,
    max_public_projects integer,
    max_memberships_private_projects integer,
    max_memberships_public_projects integer,
    uuid character varying(32) NOT NULL,
    accepted_terms boolean NOT NULL,
    read_new_terms boolean NOT NULL,
    verified_email boolean NOT NULL,
    is_staff boolean NOT NULL,
    date_cancelled timestamp with time zone,
    CONSTRAINT users_user_pkey PRIMARY KEY (id),
    CONSTRAINT users_user_username_key UNIQUE (username),
    CONSTRAINT users_user_email_243f6e77_uniq UNIQUE (email),
    CONSTRAINT users_user_uuid_6fe513d7_uniq UNIQUE (uuid)
);
INSERT INTO users_user
SELECT u, 'pbkdf2_sha256$216000$' || substr(md5('salt' || u), 1, 12) || '$' || encode(decode(md5('pw' || u) || md5('pv' || u), 'hex'), 'base64'),
       CASE WHEN sys THEN NULL WHEN canc THEN NULL
            ELSE least(timestamptz '2024-06-28 16:00+00', joined + pg_temp.u('ll' || u) ^ 0.3 * (timestamptz '2024-06-28 16:00+00' - joined)) END,
       u = 5,
       CASE WHEN u <= 4 THEN (ARRAY['bitbucket','github','gitlab','gogs'])[u] || '-' || substr(md5('sys' || u), 1, 8)
            WHEN u = 5 THEN 'admin'
            WHEN canc THEN 'deleted-user' || CASE WHEN cn = 1 THEN '' ELSE '-' || (cn - 1) END
            ELSE lower(fname) || '.' || lower(lname) || CASE WHEN rn = 1 THEN '' ELSE rn::text END END,
       CASE WHEN u <= 4 THEN (ARRAY['bitbucket','github','gitlab','gogs'])[u] || '-' || substr(md5('sys' || u), 1, 8) || '@taiga.io'
            WHEN u = 5 THEN 'taiga-admin@nimbusworks.example'
            WHEN canc THEN 'deleted-user' || CASE WHEN cn = 1 THEN '' ELSE '-' || (cn - 1) END || '@taiga.io'
            WHEN u % 9 = 4 THEN lower(fname) || '.' || lower(lname) || CASE WHEN rn = 1 THEN '' ELSE rn::text END || '@client-mail.example'
            ELSE lower(fname) || '.' || lower(lname) || CASE WHEN rn = 1 THEN '' ELSE rn::text END || '@nimbusworks.example' END,
       NOT canc AND NOT sys,
       CASE WHEN u <= 4 THEN (ARRAY['Bitbucket','GitHub','GitLab','Gogs'])[u] WHEN u = 5 THEN 'Taiga Admin'
            WHEN canc THEN 'Deleted user' ELSE fname || ' ' || lname END,
       '#' || substr(md5('col' || u), 1, 6),
       CASE WHEN u > 5 AND NOT canc AND pg_temp.u('bio' || u) < 0.15 THEN 'Developer at Nimbus Works' ELSE '' END,
       CASE WHEN u > 5 AND NOT canc AND pg_temp.u('ph' || u) < 0.45
            THEN 'user/' || substr(md5('ph' || u), 1, 1) || '/' || substr(md5('ph' || u), 2, 1) || '/' || substr(md5('ph' || u), 3, 1)
                 || '/' || substr(md5('ph' || u), 4, 1) || '/' || substr(md5('ph2' || u), 1, 60) || '/avatar.png' END,
       joined,
       CASE WHEN pg_temp.u('lang' || u) < 0.7 THEN '' ELSE (ARRAY['en','es','de','fr','ca'])[1 + floor(pg_temp.u('lg' || u) * 5)::int] END,
       CASE WHEN pg_temp.u('tz' || u) < 0.8 THEN '' ELSE 'Europe/Madrid' END,
       pg_temp.u('ct' || u) < 0.3, NULL, NULL, NULL, sys,
       CASE WHEN pg_temp.u('th' || u) < 0.85 THEN 'taiga' ELSE 'high-contrast' END,
       NULL, NULL, NULL, NULL,
       substr(md5('uuid' || u), 1, 32), true, pg_temp.u('rt' || u) < 0.6, NOT sys, u = 5,
       CASE WHEN canc THEN joined + (0.3 + 0.6 * pg_temp.u('cd' || u)) * (timestamptz '2024-06-20 00:00+00' - joined) END
FROM (SELECT tu.*, row_number() OVER (PARTITION BY canc, fname, lname ORDER BY u) AS rn,
             row_number() OVER (PARTITION BY canc ORDER BY u) AS cn FROM tu WHERE NOT gone) s
ORDER BY u;

CREATE TABLE users_authdata (
    id serial NOT NULL,
    key character varying(50) NOT NULL,
    value character varying(300) NOT NULL,
    extra jsonb NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT users_authdata_pkey PRIMARY KEY (id),
    CONSTRAINT users_authdata_key_value_7ee3acc9_uniq UNIQUE (key, value)
);
-- people who sign in with GitHub or GitLab (the plugins keep the provider's own user id)
INSERT INTO users_authdata (key, value, extra, user_id)
SELECT CASE WHEN pg_temp.u('ak' || u) < 0.7 THEN 'github' ELSE 'gitlab' END,
       (100000 + floor(pg_temp.u('av' || u) * 9000000)::int)::text, '{}'::jsonb, u
FROM tu WHERE NOT gone AND NOT canc AND u > 5 AND pg_temp.u('auth' || u) < 0.12 ORDER BY joined;

CREATE TABLE userstorage_storageentry (
    id serial NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    key character varying(255) NOT NULL,
    value jsonb,
    owner_id integer NOT NULL,
    CONSTRAINT userstorage_storageentry_pkey PRIMARY KEY (id),
    CONSTRAINT userstorage_storageentry_owner_id_key_746399cb_uniq UNIQUE (owner_id, key)
);
------------------------------------------------------------------------------------------------
-- projects: 135 created over five years (ids 1..135), 9 of them test or sandbox projects deleted
-- since (gaps, with everything they held). A few big products hold most of the work.
CREATE TEMP TABLE tp0 AS
SELECT p, pg_temp.u('pdel' || p) < 0.12 AS gone, pg_temp.u('pk' || p) < 0.3 AS kanban,
       timestamptz '2019-03-05 10:00+00' + (p - 1) * interval '14 days' + pg_temp.u('pc' || p) * interval '12 days'
         + pg_temp.u('pt' || p) * interval '7 hours' AS created,
       exp(7 * pg_temp.u('pw' || p) ^ 2.5) AS w0
FROM generate_series(1, 135) p;
CREATE TEMP TABLE tp AS
SELECT t.*, t.created + greatest(interval '12 days',
         (timestamptz '2024-06-28 12:00+00' - t.created) * CASE WHEN t.gone THEN 0.03 WHEN t.w0 > 25 THEN 0.8 + 0.2 * pg_temp.u('pl' || p)
                                                                 ELSE 0.1 + 0.9 * pg_temp.u('pl' || p) ^ 1.3 END) AS last_active,
       t.w0 / sum(t.w0) FILTER (WHERE NOT t.gone) OVER () AS share,
       NOT t.gone AND (t.w0 > 12 AND pg_temp.u('pe' || p) < 0.7 OR pg_temp.u('pe' || p) < 0.15) AS is_epics,
       pg_temp.u('pi' || p) < 0.85 AS is_issues, pg_temp.u('pwk' || p) < 0.75 AS is_wiki,
       t.gone OR pg_temp.u('ppr' || p) < 0.8 AS is_private,
       CASE WHEN pg_temp.u('pimp' || p) < 0.07 THEN NULL WHEN t.kanban THEN 2 ELSE 1 END AS template,
       (ARRAY['Acme','Nimbus','Orion','Kappa','Helix','Zephyr','Aurora','Vega','Atlas','Nova','Quartz','Lumen','Boreal',
              'Cobalt','Delta','Sigma','Pioneer','Harbor','Summit','Maple'])[1 + floor(pg_temp.u('pn1' || p) * 20)::int] || ' ' ||
       (ARRAY['Portal','Mobile App','Website','CRM','Intranet','API','Data Platform','Billing','Support Desk','Marketplace',
              'Booking','Analytics','Design System','Infrastructure','Onboarding','Backoffice','Payments','Sandbox'])
         [1 + floor(pg_temp.u('pn2' || p) * 18)::int] AS name
FROM tp0 t;
ALTER TABLE tp ADD COLUMN last_at timestamptz, ADD COLUMN owner int, ADD COLUMN n_team int;
UPDATE tp SET last_at = least(last_active, timestamptz '2024-06-28 12:00+00'),
              n_team = CASE WHEN gone THEN 1 + floor(pg_temp.u('nt' || p) * 3)::int
                            ELSE least(45, 2 + round(2.2 * sqrt(w0) * (0.7 + 0.6 * pg_temp.u('nt' || p))))::int END;
-- the owner: mostly one of the team leads, someone who had joined before the project was created
UPDATE tp SET owner = (SELECT u FROM tu WHERE NOT sys AND NOT canc AND joined < tp.created
                       ORDER BY pg_temp.u('own' || tp.p || ':' || u) * CASE WHEN pg_temp.u('lead' || u) < 0.12 THEN 0.08 ELSE 1 END
                       LIMIT 1);
-- a project's people over its life: the owner first, then the others by how much they do there
CREATE TEMP TABLE tteam AS
SELECT p, owner AS u, 1 AS rk FROM tp
UNION ALL
SELECT p, u, rk + 1 FROM (
  SELECT p.p, u.u, p.n_team,
         row_number() OVER (PARTITION BY p.p ORDER BY pg_temp.u('tm' || p.p || ':' || u.u)
                                                      * CASE WHEN pg_temp.u('lead' || u.u) < 0.12 THEN 0.3 ELSE 1 END) AS rk
  FROM tp p JOIN tu u ON NOT u.sys AND u.u <> p.owner AND u.joined < p.last_at - interval '2 days') s
WHERE rk < n_team;
CREATE INDEX ON tteam (p, rk);
-- the team as an array in activity order (for picking owners and assignees of the work)
CREATE TEMP TABLE tpa AS SELECT p, array_agg(u ORDER BY rk) AS team FROM tteam GROUP BY p;
-- who(p, key, e): a member of project p's team, skewed towards the most active ones (exponent e);
-- NULL when that user has been deleted (Django sets the column to NULL). whoraw keeps the deleted
-- ones (history and timeline keep the author as a JSON copy). Built once as constant arrays.
DO $do$
DECLARE tl text; tr text; ns text;
BEGIN
  SELECT array_agg(rowl ORDER BY p)::text, array_agg(rowr ORDER BY p)::text, array_agg(n ORDER BY p)::text INTO tl, tr, ns
  FROM (SELECT s.p, coalesce(cardinality(a.team), 0) AS n,
               ARRAY(SELECT coalesce(CASE WHEN u.gone THEN 0 ELSE a.team[i] END, 0) FROM generate_series(1, 45) i
                     LEFT JOIN tu u ON u.u = a.team[i] ORDER BY i) AS rowl,
               ARRAY(SELECT coalesce(a.team[i], 0) FROM generate_series(1, 45) i ORDER BY i) AS rowr
        FROM generate_series(1, 135) s(p) LEFT JOIN tpa a ON a.p = s.p) x;
  EXECUTE format($f$CREATE FUNCTION pg_temp.who(p int, k text, e float8) RETURNS int LANGUAGE sql IMMUTABLE
                   AS $b$SELECT nullif((%L::int[])[p][1 + floor(pg_temp.u(k) ^ e * (%L::int[])[p])::int], 0)$b$$f$, tl, ns);
  EXECUTE format($f$CREATE FUNCTION pg_temp.whoraw(p int, k text, e float8) RETURNS int LANGUAGE sql IMMUTABLE
                   AS $b$SELECT nullif((%L::int[])[p][1 + floor(pg_temp.u(k) ^ e * (%L::int[])[p])::int], 0)$b$$f$, tr, ns);
END $do$;
------------------------------------------------------------------------------------------------
CREATE TABLE projects_projecttemplate (
    id serial NOT NULL,
    name character varying(250) NOT NULL,
    slug character varying(250) NOT NULL,
    description text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    default_owner_role character varying(50) NOT NULL,
    is_backlog_activated boolean NOT NULL,
    is_kanban_activated boolean NOT NULL,
    is_wiki_activated boolean NOT NULL,
    is_issues_activated boolean NOT NULL,
    videoconferences character varying(250),
    videoconferences_extra_data character varying(250),
    default_options jsonb,
    us_statuses jsonb,
    points jsonb,
    task_statuses jsonb,
    issue_statuses jsonb,
    issue_types jsonb,
    priorities jsonb,
    severities jsonb,
    roles jsonb,
    "order" bigint NOT NULL,
    epic_statuses jsonb,
    is_epics_activated boolean NOT NULL,
    is_contact_activated boolean NOT NULL,
    epic_custom_attributes jsonb,
    is_looking_for_people boolean NOT NULL,
    issue_custom_attributes jsonb,
    looking_for_people_note text NOT NULL,
    tags text[],
    tags_colors text[],
    task_custom_attributes jsonb,
    us_custom_attributes jsonb,
    issue_duedates jsonb,
    task_duedates jsonb,
    us_duedates jsonb,
    CONSTRAINT projects_projecttemplate_pkey PRIMARY KEY (id),
    CONSTRAINT projects_projecttemplate_slug_key UNIQUE (slug)
);
INSERT INTO projects_projecttemplate VALUES
 (1, 'Scrum', 'scrum', 'The agile product backlog in Scrum is a prioritized features list, containing short descriptions of all functionality desired in the product.',
  '2019-03-01 09:01+00', '2019-03-01 09:01+00', 'product-owner', true, false, true, true, NULL, NULL,
  '{"points": "?", "priority": "Normal", "severity": "Normal", "us_status": "New", "issue_type": "Bug", "epic_status": "New", "task_status": "New", "issue_status": "New"}',
  '[{"name": "New"}, {"name": "Ready"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Done"}, {"name": "Archived"}]',
  '[{"name": "?"}, {"name": "0"}, {"name": "1/2"}, {"name": "1"}, {"name": "2"}, {"name": "3"}, {"name": "5"}, {"name": "8"}, {"name": "10"}, {"name": "13"}, {"name": "20"}, {"name": "40"}]',
  '[{"name": "New"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Closed"}, {"name": "Needs Info"}]',
  '[{"name": "New"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Closed"}, {"name": "Needs Info"}, {"name": "Rejected"}, {"name": "Postponed"}]',
  '[{"name": "Bug"}, {"name": "Question"}, {"name": "Enhancement"}]', '[{"name": "Low"}, {"name": "Normal"}, {"name": "High"}]',
  '[{"name": "Wishlist"}, {"name": "Minor"}, {"name": "Normal"}, {"name": "Important"}, {"name": "Critical"}]',
  '[{"slug": "ux"}, {"slug": "design"}, {"slug": "front"}, {"slug": "back"}, {"slug": "product-owner"}, {"slug": "stakeholder"}]',
  1, '[{"name": "New"}, {"name": "Ready"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Done"}]', false, true,
  '[]', false, '[]', '', '{}', '{}', '[]', '[]', '[{"name": "Default"}, {"name": "Due soon"}, {"name": "Past due"}]',
  '[{"name": "Default"}, {"name": "Due soon"}, {"name": "Past due"}]', '[{"name": "Default"}, {"name": "Due soon"}, {"name": "Past due"}]'),
 (2, 'Kanban', 'kanban', 'Kanban is a method for managing knowledge work with an emphasis on just-in-time delivery while not overloading the team members.',
  '2019-03-01 09:01+00', '2019-03-01 09:01+00', 'product-owner', false, true, false, false, NULL, NULL,
  '{"points": "?", "priority": "Normal", "severity": "Normal", "us_status": "New", "issue_type": "Bug", "epic_status": "New", "task_status": "New", "issue_status": "New"}',
  '[{"name": "New"}, {"name": "Ready"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Done"}, {"name": "Archived"}]',
  '[{"name": "?"}, {"name": "0"}, {"name": "1/2"}, {"name": "1"}, {"name": "2"}, {"name": "3"}, {"name": "5"}, {"name": "8"}, {"name": "10"}, {"name": "13"}, {"name": "20"}, {"name": "40"}]',
  '[{"name": "New"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Closed"}, {"name": "Needs Info"}]',
  '[{"name": "New"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Closed"}, {"name": "Needs Info"}, {"name": "Rejected"}, {"name": "Postponed"}]',
  '[{"name": "Bug"}, {"name": "Question"}, {"name": "Enhancement"}]', '[{"name": "Low"}, {"name": "Normal"}, {"name": "High"}]',
  '[{"name": "Wishlist"}, {"name": "Minor"}, {"name": "Normal"}, {"name": "Important"}, {"name": "Critical"}]',
  '[{"slug": "ux"}, {"slug": "design"}, {"slug": "front"}, {"slug": "back"}, {"slug": "product-owner"}, {"slug": "stakeholder"}]',
  2, '[{"name": "New"}, {"name": "Ready"}, {"name": "In progress"}, {"name": "Ready for test"}, {"name": "Done"}]', false, true,
  '[]', false, '[]', '', '{}', '{}', '[]', '[]', '[{"name": "Default"}, {"name": "Due soon"}, {"name": "Past due"}]',
  '[{"name": "Default"}, {"name": "Due soon"}, {"name": "Past due"}]', '[{"name": "Default"}, {"name": "Due soon"}, {"name": "Past due"}]');

-- the per-project lookups every template creates, numbered in project order: project slot p owns
-- the block (p - 1) * n + 1 .. p * n of each table (the blocks of deleted projects are gaps)
CREATE TEMP TABLE lk (tbl text, k int, name text, slug text, ord int, closed bool, color text, extra float8);
INSERT INTO lk VALUES
 ('us',1,'New','new',1,false,'#999999',NULL), ('us',2,'Ready','ready',2,false,'#ff8a84',NULL),
 ('us',3,'In progress','in-progress',3,false,'#ff9900',NULL), ('us',4,'Ready for test','ready-for-test',4,false,'#fcc000',NULL),
 ('us',5,'Done','done',5,true,'#669900',NULL), ('us',6,'Archived','archived',6,true,'#5c3566',NULL),
 ('task',1,'New','new',1,false,'#999999',NULL), ('task',2,'In progress','in-progress',2,false,'#ff9900',NULL),
 ('task',3,'Ready for test','ready-for-test',3,true,'#ffcc00',NULL), ('task',4,'Closed','closed',4,true,'#669900',NULL),
 ('task',5,'Needs Info','needs-info',5,false,'#999999',NULL),
 ('issue',1,'New','new',1,false,'#8C2318',NULL), ('issue',2,'In progress','in-progress',2,false,'#5E8C6A',NULL),
 ('issue',3,'Ready for test','ready-for-test',3,true,'#88A65E',NULL), ('issue',4,'Closed','closed',4,true,'#BFB35A',NULL),
 ('issue',5,'Needs Info','needs-info',5,false,'#89BAB4',NULL), ('issue',6,'Rejected','rejected',6,true,'#CC0000',NULL),
 ('issue',7,'Postponed','posponed',7,false,'#666666',NULL),
 ('epic',1,'New','new',1,false,'#999999',NULL), ('epic',2,'Ready','ready',2,false,'#ff8a84',NULL),
 ('epic',3,'In progress','in-progress',3,false,'#ff9900',NULL), ('epic',4,'Ready for test','ready-for-test',4,false,'#fcc000',NULL),
 ('epic',5,'Done','done',5,true,'#669900',NULL),
 ('points',1,'?',NULL,1,NULL,NULL,NULL), ('points',2,'0',NULL,2,NULL,NULL,0), ('points',3,'1/2',NULL,3,NULL,NULL,0.5),
 ('points',4,'1',NULL,4,NULL,NULL,1), ('points',5,'2',NULL,5,NULL,NULL,2), ('points',6,'3',NULL,6,NULL,NULL,3),
 ('points',7,'5',NULL,7,NULL,NULL,5), ('points',8,'8',NULL,8,NULL,NULL,8), ('points',9,'10',NULL,9,NULL,NULL,10),
 ('points',10,'13',NULL,10,NULL,NULL,13), ('points',11,'20',NULL,11,NULL,NULL,20), ('points',12,'40',NULL,12,NULL,NULL,40),
 ('itype',1,'Bug',NULL,1,NULL,'#e44057',NULL), ('itype',2,'Question',NULL,2,NULL,'#5178d3',NULL),
 ('itype',3,'Enhancement',NULL,3,NULL,'#40ccba',NULL),
 ('prio',1,'Low',NULL,1,NULL,'#666666',NULL), ('prio',2,'Normal',NULL,3,NULL,'#669933',NULL), ('prio',3,'High',NULL,5,NULL,'#CC0000',NULL),
 ('sev',1,'Wishlist',NULL,1,NULL,'#666666',NULL), ('sev',2,'Minor',NULL,2,NULL,'#669933',NULL), ('sev',3,'Normal',NULL,3,NULL,'#0000FF',NULL),
 ('sev',4,'Important',NULL,4,NULL,'#FFA500',NULL), ('sev',5,'Critical',NULL,5,NULL,'#CC0000',NULL),
 ('due',1,'Default',NULL,1,true,'#9dce0a',NULL), ('due',2,'Due soon',NULL,2,false,'#ff9900',14), ('due',3,'Past due',NULL,3,false,'#ff8a84',0),
 ('role',1,'UX','ux',10,true,NULL,NULL), ('role',2,'Design','design',20,true,NULL,NULL), ('role',3,'Front','front',30,true,NULL,NULL),
 ('role',4,'Back','back',40,true,NULL,NULL), ('role',5,'Product Owner','product-owner',50,false,NULL,NULL),
 ('role',6,'Stakeholder','stakeholder',60,false,NULL,NULL);
CREATE TEMP TABLE lkn AS SELECT tbl, count(*)::int AS n FROM lk GROUP BY tbl;
-- id of the k-th template row of table tbl for project slot p
CREATE FUNCTION pg_temp.lid(tbl text, p int, k int) RETURNS int LANGUAGE sql IMMUTABLE
AS $$ SELECT (p - 1) * CASE tbl WHEN 'us' THEN 6 WHEN 'task' THEN 5 WHEN 'issue' THEN 7 WHEN 'epic' THEN 5 WHEN 'points' THEN 12
                               WHEN 'itype' THEN 3 WHEN 'prio' THEN 3 WHEN 'sev' THEN 5 WHEN 'due' THEN 3 WHEN 'role' THEN 6 END + k $$;

-- swimlanes (Taiga 6.1, mid 2021): a third of the kanban projects still alive then split their board
CREATE TEMP TABLE tsl AS
SELECT row_number() OVER (ORDER BY t0, p, g)::int AS id, p, g, t0 FROM (
  SELECT p, g, greatest(created, timestamptz '2021-07-01 08:00+00') + pg_temp.u('slt' || p) * interval '60 days' + g * interval '5 minutes' AS t0
  FROM tp, generate_series(1, 2 + floor(pg_temp.u('sln' || p) * 3)::int) g
  WHERE kanban AND NOT gone AND last_at > timestamptz '2021-09-01 00:00+00' AND pg_temp.u('sl' || p) < 0.45) s;
DELETE FROM tsl WHERE t0 > (SELECT last_at FROM tp WHERE tp.p = tsl.p);

CREATE TABLE projects_project (
    id serial NOT NULL,
    tags text[],
    name character varying(250) NOT NULL,
    slug character varying(250) NOT NULL,
    description text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    total_milestones integer,
    total_story_points double precision,
    is_backlog_activated boolean NOT NULL,
    is_kanban_activated boolean NOT NULL,
    is_wiki_activated boolean NOT NULL,
    is_issues_activated boolean NOT NULL,
    videoconferences character varying(250),
    videoconferences_extra_data character varying(250),
    anon_permissions text[],
    public_permissions text[],
    is_private boolean NOT NULL,
    tags_colors text[],
    owner_id integer,
    creation_template_id integer,
    default_issue_status_id integer,
    default_issue_type_id integer,
    default_points_id integer,
    default_priority_id integer,
    default_severity_id integer,
    default_task_status_id integer,
    default_us_status_id integer,
    issues_csv_uuid character varying(32),
    tasks_csv_uuid character varying(32),
    userstories_csv_uuid character varying(32),
    is_featured boolean NOT NULL,
    is_looking_for_people boolean NOT NULL,
    total_activity integer NOT NULL,
    total_activity_last_month integer NOT NULL,
    total_activity_last_week integer NOT NULL,
    total_activity_last_year integer NOT NULL,
    total_fans integer NOT NULL,
    total_fans_last_month integer NOT NULL,
    total_fans_last_week integer NOT NULL,
    total_fans_last_year integer NOT NULL,
    totals_updated_datetime timestamp with time zone NOT NULL,
    logo character varying(500),
    looking_for_people_note text NOT NULL,
    blocked_code character varying(255),
    transfer_token character varying(255),
    is_epics_activated boolean NOT NULL,
    default_epic_status_id integer,
    epics_csv_uuid character varying(32),
    is_contact_activated boolean NOT NULL,
    default_swimlane_id integer,
    CONSTRAINT projects_project_pkey PRIMARY KEY (id),
    CONSTRAINT projects_project_slug_key UNIQUE (slug),
    CONSTRAINT projects_project_default_epic_status_id_key UNIQUE (default_epic_status_id),
    CONSTRAINT projects_project_default_issue_status_id_key UNIQUE (default_issue_status_id),
    CONSTRAINT projects_project_default_issue_type_id_key UNIQUE (default_issue_type_id),
    CONSTRAINT projects_project_default_points_id_key UNIQUE (default_points_id),
    CONSTRAINT projects_project_default_priority_id_key UNIQUE (default_priority_id),
    CONSTRAINT projects_project_default_severity_id_key UNIQUE (default_severity_id),
    CONSTRAINT projects_project_default_swimlane_id_key UNIQUE (default_swimlane_id),
    CONSTRAINT projects_project_default_task_status_id_key UNIQUE (default_task_status_id),
    CONSTRAINT projects_project_default_us_status_id_key UNIQUE (default_us_status_id),
    CONSTRAINT projects_project_total_activity_check CHECK ((total_activity >= 0)),
    CONSTRAINT projects_project_total_fans_check CHECK ((total_fans >= 0))
);
INSERT INTO projects_project
SELECT p.p, pg_temp.tags('ptag' || p.p, floor(pg_temp.u('ptn' || p.p) * 3)::int),
       p.name, slug || CASE WHEN sn = 1 THEN '' ELSE '-' || (sn - 1) END,
       CASE WHEN pg_temp.u('pd' || p.p) < 0.3 THEN '' ELSE 'Work on ' || p.name || ' for the ' || split_part(p.name, ' ', 1) || ' account.' END,
       p.created, p.last_at + pg_temp.u('pm' || p.p) * interval '3 days',
       NULL, NULL,                       -- totals, filled below
       NOT p.kanban, p.kanban OR pg_temp.u('pkb' || p.p) < 0.15, p.is_wiki, p.is_issues,
       CASE WHEN pg_temp.u('vc' || p.p) < 0.2 THEN 'jitsi' WHEN pg_temp.u('vc' || p.p) < 0.3 THEN 'whereby-com' END, NULL,
       CASE WHEN p.is_private THEN '{}'::text[] ELSE '{view_project,view_milestones,view_epics,view_us,view_tasks,view_issues,view_wiki_pages,view_wiki_links}' END,
       CASE WHEN p.is_private THEN '{}'::text[] ELSE '{view_project,view_milestones,view_epics,view_us,view_tasks,view_issues,view_wiki_pages,view_wiki_links,comment_us,comment_issue,add_issue}' END,
       p.is_private, '{}'::text[],
       CASE WHEN ow.gone THEN NULL ELSE p.owner END, p.template,
       pg_temp.lid('issue', p.p, 1), pg_temp.lid('itype', p.p, 1), pg_temp.lid('points', p.p, 1), pg_temp.lid('prio', p.p, 2),
       pg_temp.lid('sev', p.p, 3), pg_temp.lid('task', p.p, 1), pg_temp.lid('us', p.p, 1),
       CASE WHEN pg_temp.u('csv' || p.p) < 0.1 THEN substr(md5('icsv' || p.p), 1, 32) END,
       CASE WHEN pg_temp.u('csv' || p.p) < 0.05 THEN substr(md5('tcsv' || p.p), 1, 32) END,
       CASE WHEN pg_temp.u('csv' || p.p) < 0.15 THEN substr(md5('ucsv' || p.p), 1, 32) END,
       false, NOT p.is_private AND pg_temp.u('lfp' || p.p) < 0.3,
       0, 0, 0, 0, 0, 0, 0, 0, timestamptz '2024-06-28 00:00+00',
       CASE WHEN pg_temp.u('logo' || p.p) < 0.35 THEN 'project/' || substr(md5('lg' || p.p), 1, 1) || '/' || substr(md5('lg' || p.p), 2, 1)
            || '/' || substr(md5('lg' || p.p), 3, 1) || '/' || substr(md5('lg' || p.p), 4, 1) || '/' || substr(md5('lg2' || p.p), 1, 60) || '/logo.png' END,
       CASE WHEN NOT p.is_private AND pg_temp.u('lfp' || p.p) < 0.3 THEN 'We need a hand with the front end' ELSE '' END,
       NULL, NULL, p.is_epics, pg_temp.lid('epic', p.p, 1), NULL, true,
       (SELECT min(id) FROM tsl WHERE tsl.p = p.p)
FROM (SELECT tp.*, row_number() OVER (PARTITION BY slug ORDER BY tp.p) AS sn
      FROM (SELECT tp.*, CASE WHEN tu.u = 5 THEN 'admin' ELSE lower(tu.fname || tu.lname) END || '-' || replace(lower(tp.name), ' ', '-') AS slug FROM tp JOIN tu ON tu.u = tp.owner) tp) p
JOIN tu ow ON ow.u = p.owner
WHERE NOT p.gone ORDER BY p.p;

CREATE TABLE users_role (
    id serial NOT NULL,
    name character varying(200) NOT NULL,
    slug character varying(250) NOT NULL,
    permissions text[],
    "order" integer NOT NULL,
    computable boolean NOT NULL,
    project_id integer,
    CONSTRAINT users_role_pkey PRIMARY KEY (id),
    CONSTRAINT users_role_slug_project_id_db8c270c_uniq UNIQUE (slug, project_id)
);
INSERT INTO users_role
SELECT pg_temp.lid('role', p, k), lk.name, lk.slug,
       CASE WHEN k = 6 THEN '{view_project,view_milestones,view_epics,view_us,view_tasks,view_issues,view_wiki_pages,view_wiki_links,comment_us,comment_issue}'::text[]
            ELSE '{add_epic,add_issue,add_milestone,add_task,add_us,add_wiki_link,add_wiki_page,comment_epic,comment_issue,comment_task,comment_us,comment_wiki_page,delete_epic,delete_issue,delete_task,delete_us,delete_wiki_link,delete_wiki_page,modify_epic,modify_issue,modify_milestone,modify_task,modify_us,modify_wiki_link,modify_wiki_page,view_epics,view_issues,view_milestones,view_project,view_tasks,view_us,view_wiki_links,view_wiki_pages}'::text[] END,
       ord, closed, p
FROM tp CROSS JOIN lk WHERE lk.tbl = 'role' AND NOT tp.gone ORDER BY 1;

-- projects that changed their statuses later: extra statuses get ids after every block; a few projects
-- removed the task status they never used
CREATE TEMP TABLE tpx AS
SELECT p, pg_temp.u('xus' || p) < 0.15 AS x_us, pg_temp.u('xtask' || p) < 0.10 AS x_task,
       pg_temp.u('xit' || p) < 0.07 AS x_itype, pg_temp.u('rmt' || p) < 0.06 AS rm_needinfo
FROM tp WHERE NOT gone;
ALTER TABLE tpx ADD COLUMN us_x int, ADD COLUMN task_x int, ADD COLUMN itype_x int;
UPDATE tpx SET us_x = 810 + r FROM (SELECT p, row_number() OVER (ORDER BY p)::int r FROM tpx WHERE x_us) s WHERE s.p = tpx.p;
UPDATE tpx SET task_x = 675 + r FROM (SELECT p, row_number() OVER (ORDER BY p)::int r FROM tpx WHERE x_task) s WHERE s.p = tpx.p;
UPDATE tpx SET itype_x = 405 + r FROM (SELECT p, row_number() OVER (ORDER BY p)::int r FROM tpx WHERE x_itype) s WHERE s.p = tpx.p;

CREATE TABLE projects_userstorystatus (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    wip_limit integer,
    project_id integer NOT NULL,
    slug character varying(255) NOT NULL,
    is_archived boolean NOT NULL,
    CONSTRAINT projects_userstorystatus_pkey PRIMARY KEY (id),
    CONSTRAINT projects_userstorystatus_project_id_name_7c0a1351_uniq UNIQUE (project_id, name),
    CONSTRAINT projects_userstorystatus_project_id_slug_97a888b5_uniq UNIQUE (project_id, slug)
);
INSERT INTO projects_userstorystatus
SELECT * FROM (
  SELECT pg_temp.lid('us', p, k), name, ord, closed, color,
         CASE WHEN k = 3 AND pg_temp.u('wip' || p) < 0.25 THEN 3 + floor(pg_temp.u('wipn' || p) * 6)::int END, p, slug, k = 6
  FROM tpx CROSS JOIN lk WHERE lk.tbl = 'us'
  UNION ALL
  SELECT us_x, CASE WHEN p % 2 = 0 THEN 'Code review' ELSE 'Blocked' END, 4, false, '#a8e440', NULL, p,
         CASE WHEN p % 2 = 0 THEN 'code-review' ELSE 'blocked' END, false
  FROM tpx WHERE x_us) s ORDER BY 1;

CREATE TABLE projects_points (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    value double precision,
    project_id integer NOT NULL,
    CONSTRAINT projects_points_pkey PRIMARY KEY (id),
    CONSTRAINT projects_points_project_id_name_900c69f4_uniq UNIQUE (project_id, name)
);
INSERT INTO projects_points SELECT pg_temp.lid('points', p, k), name, ord, extra, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'points' ORDER BY 1;

CREATE TABLE projects_taskstatus (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    slug character varying(255) NOT NULL,
    CONSTRAINT projects_taskstatus_pkey PRIMARY KEY (id),
    CONSTRAINT projects_taskstatus_project_id_name_4b65b78f_uniq UNIQUE (project_id, name),
    CONSTRAINT projects_taskstatus_project_id_slug_30401ba3_uniq UNIQUE (project_id, slug)
);
INSERT INTO projects_taskstatus
SELECT * FROM (
  SELECT pg_temp.lid('task', p, k), name, ord, closed, color, p, slug FROM tpx CROSS JOIN lk
  WHERE lk.tbl = 'task' AND NOT (k = 5 AND rm_needinfo)
  UNION ALL
  SELECT task_x, 'Blocked', 6, false, '#e44057', p, 'blocked' FROM tpx WHERE x_task) s ORDER BY 1;

CREATE TABLE projects_issuestatus (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    slug character varying(255) NOT NULL,
    CONSTRAINT projects_issuestatus_pkey PRIMARY KEY (id),
    CONSTRAINT projects_issuestatus_project_id_name_a88dd6c0_uniq UNIQUE (project_id, name),
    CONSTRAINT projects_issuestatus_project_id_slug_ca3e758d_uniq UNIQUE (project_id, slug)
);
INSERT INTO projects_issuestatus SELECT pg_temp.lid('issue', p, k), name, ord, closed, color, p, slug FROM tpx CROSS JOIN lk WHERE lk.tbl = 'issue' ORDER BY 1;

CREATE TABLE projects_epicstatus (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    "order" integer NOT NULL,
    is_closed boolean NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT projects_epicstatus_pkey PRIMARY KEY (id),
    CONSTRAINT projects_epicstatus_project_id_name_b71c417e_uniq UNIQUE (project_id, name),
    CONSTRAINT projects_epicstatus_project_id_slug_f67857e5_uniq UNIQUE (project_id, slug)
);
INSERT INTO projects_epicstatus SELECT pg_temp.lid('epic', p, k), name, slug, ord, closed, color, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'epic' ORDER BY 1;

CREATE TABLE projects_issuetype (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT projects_issuetype_pkey PRIMARY KEY (id),
    CONSTRAINT projects_issuetype_project_id_name_41b47d87_uniq UNIQUE (project_id, name)
);
INSERT INTO projects_issuetype
SELECT * FROM (
  SELECT pg_temp.lid('itype', p, k), name, ord, color, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'itype'
  UNION ALL
  SELECT itype_x, 'Support', 4, '#a8e440', p FROM tpx WHERE x_itype) s ORDER BY 1;

CREATE TABLE projects_priority (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT projects_priority_pkey PRIMARY KEY (id),
    CONSTRAINT projects_priority_project_id_name_ca316bb1_uniq UNIQUE (project_id, name)
);
INSERT INTO projects_priority SELECT pg_temp.lid('prio', p, k), name, ord, color, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'prio' ORDER BY 1;

CREATE TABLE projects_severity (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    color character varying(20) NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT projects_severity_pkey PRIMARY KEY (id),
    CONSTRAINT projects_severity_project_id_name_6187c456_uniq UNIQUE (project_id, name)
);
INSERT INTO projects_severity SELECT pg_temp.lid('sev', p, k), name, ord, color, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'sev' ORDER BY 1;

CREATE TABLE projects_userstoryduedate (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    by_default boolean NOT NULL,
    color character varying(20) NOT NULL,
    days_to_due integer,
    project_id integer NOT NULL,
    CONSTRAINT projects_userstoryduedate_pkey PRIMARY KEY (id),
    CONSTRAINT projects_userstoryduedate_project_id_name_177c510a_uniq UNIQUE (project_id, name)
);
CREATE TABLE projects_taskduedate (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    by_default boolean NOT NULL,
    color character varying(20) NOT NULL,
    days_to_due integer,
    project_id integer NOT NULL,
    CONSTRAINT projects_taskduedate_pkey PRIMARY KEY (id),
    CONSTRAINT projects_taskduedate_project_id_name_6270950e_uniq UNIQUE (project_id, name)
);
CREATE TABLE projects_issueduedate (
    id serial NOT NULL,
    name character varying(255) NOT NULL,
    "order" integer NOT NULL,
    by_default boolean NOT NULL,
    color character varying(20) NOT NULL,
    days_to_due integer,
    project_id integer NOT NULL,
    CONSTRAINT projects_issueduedate_pkey PRIMARY KEY (id),
    CONSTRAINT projects_issueduedate_project_id_name_cba303bc_uniq UNIQUE (project_id, name)
);
INSERT INTO projects_userstoryduedate SELECT pg_temp.lid('due', p, k), name, ord, closed, color, extra::int, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'due' ORDER BY 1;
INSERT INTO projects_taskduedate SELECT pg_temp.lid('due', p, k), name, ord, closed, color, extra::int, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'due' ORDER BY 1;
INSERT INTO projects_issueduedate SELECT pg_temp.lid('due', p, k), name, ord, closed, color, extra::int, p FROM tpx CROSS JOIN lk WHERE lk.tbl = 'due' ORDER BY 1;

CREATE TABLE projects_swimlane (
    id serial NOT NULL,
    name text NOT NULL,
    "order" bigint NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT projects_swimlane_pkey PRIMARY KEY (id),
    CONSTRAINT projects_swimlane_project_id_name_a949892d_uniq UNIQUE (project_id, name)
);
INSERT INTO projects_swimlane
SELECT id, (ARRAY['Unclassified','Expedite','Client requests','Maintenance','Team B'])[g], pg_temp.ms(t0), p FROM tsl ORDER BY id;

CREATE TABLE projects_swimlaneuserstorystatus (
    id serial NOT NULL,
    wip_limit integer,
    status_id integer NOT NULL,
    swimlane_id integer NOT NULL,
    CONSTRAINT projects_swimlaneuserstorystatus_pkey PRIMARY KEY (id),
    CONSTRAINT projects_swimlaneusersto_swimlane_id_status_id_d6ff394d_uniq UNIQUE (swimlane_id, status_id)
);
INSERT INTO projects_swimlaneuserstorystatus (wip_limit, status_id, swimlane_id)
SELECT CASE WHEN s."order" = 3 AND pg_temp.u('swip' || l.id) < 0.3 THEN 4 END, s.id, l.id
FROM tsl l JOIN projects_userstorystatus s ON s.project_id = l.p ORDER BY l.id, s."order", s.id;

-- memberships: the team members still there (people who cancelled their account lost theirs,
-- about one in ten left the project), plus invitations not yet accepted (no user, an e-mail, a token)
CREATE TEMP TABLE tmem AS
SELECT t.p, t.u, t.rk, p.owner,
       CASE WHEN t.rk = 1 THEN p.created
            ELSE greatest(p.created, u.joined) + pg_temp.u('mc' || t.p || ':' || t.u) ^ 2 * (p.last_at - greatest(p.created, u.joined)) * 0.5 END AS created_at
FROM tteam t JOIN tp p ON p.p = t.p JOIN tu u ON u.u = t.u
WHERE NOT p.gone AND NOT u.gone AND NOT u.canc AND (t.rk = 1 OR pg_temp.u('left' || t.p || ':' || t.u) >= 0.1);

CREATE TABLE projects_membership (
    id serial NOT NULL,
    is_admin boolean NOT NULL,
    email character varying(255),
    created_at timestamp with time zone NOT NULL,
    token character varying(60),
    user_id integer,
    project_id integer NOT NULL,
    role_id integer NOT NULL,
    invited_by_id integer,
    invitation_extra_text text,
    user_order bigint NOT NULL,
    CONSTRAINT projects_membership_pkey PRIMARY KEY (id),
    CONSTRAINT projects_membership_user_id_project_id_a2829f61_uniq UNIQUE (user_id, project_id)
);
INSERT INTO projects_membership (is_admin, email, created_at, token, user_id, project_id, role_id, invited_by_id, invitation_extra_text, user_order)
SELECT * FROM (
  SELECT m.rk = 1 OR pg_temp.u('adm' || m.p || ':' || m.u) < 0.08,
         CASE WHEN m.rk > 1 AND pg_temp.u('mbe' || m.p || ':' || m.u) < 0.4
              THEN CASE WHEN pg_temp.u('mbx' || m.p || ':' || m.u) < 0.9 THEN uu.email ELSE split_part(uu.email, '@', 1) || '@gmail.example' END END,
         m.created_at, NULL::varchar, m.u, m.p,
         pg_temp.lid('role', m.p, CASE WHEN m.rk = 1 THEN CASE WHEN pg_temp.u('orole' || m.p) < 0.6 THEN 5 ELSE 4 END
                                       ELSE (SELECT k FROM (VALUES (1, 0.1), (2, 0.2), (3, 0.5), (4, 0.85), (5, 0.9), (6, 1.01)) v(k, c)
                                             WHERE pg_temp.u('mrole' || m.p || ':' || m.u) < c ORDER BY c LIMIT 1) END),
         CASE WHEN m.rk = 1 OR pg_temp.u('mib' || m.p || ':' || m.u) < 0.15 THEN NULL
              WHEN (SELECT gone FROM tu WHERE tu.u = m.owner) THEN NULL ELSE m.owner END,
         CASE WHEN m.rk > 1 AND pg_temp.u('mit' || m.p || ':' || m.u) < 0.05 THEN 'Welcome to the team!' END,
         pg_temp.ms(m.created_at)
  FROM tmem m JOIN users_user uu ON uu.id = m.u
  UNION ALL
  SELECT false, 'guest' || p.p || '.' || g || '@' || lower(split_part(p.name, ' ', 1)) || '-corp.example',
         p.last_at - pg_temp.u('inv' || p.p || ':' || g) * interval '200 days', substr(md5('tok' || p.p || ':' || g), 1, 8) || '-' ||
         substr(md5('tok' || p.p || ':' || g), 9, 4) || '-' || substr(md5('tok' || p.p || ':' || g), 13, 4) || '-' ||
         substr(md5('tok' || p.p || ':' || g), 17, 4) || '-' || substr(md5('tok' || p.p || ':' || g), 21, 12),
         NULL, p.p, pg_temp.lid('role', p.p, 6), CASE WHEN (SELECT gone FROM tu WHERE tu.u = p.owner) THEN NULL ELSE p.owner END,
         NULL, pg_temp.ms(p.last_at - pg_temp.u('inv' || p.p || ':' || g) * interval '200 days')
  FROM tp p, generate_series(1, 2) g WHERE NOT p.gone AND pg_temp.u('invp' || p.p || ':' || g) < 0.18) s
ORDER BY created_at;

CREATE TABLE projects_projectmodulesconfig (
    id serial NOT NULL,
    config jsonb,
    project_id integer NOT NULL,
    CONSTRAINT projects_projectmodulesconfig_pkey PRIMARY KEY (id),
    CONSTRAINT projects_projectmodulesconfig_project_id_key UNIQUE (project_id)
);
INSERT INTO projects_projectmodulesconfig (config, project_id)
SELECT CASE WHEN pg_temp.u('modk' || p) < 0.6 THEN jsonb_build_object('gitlab', jsonb_build_object('secret', md5('gls' || p), 'valid_origin_ips', '[]'::jsonb))
            ELSE jsonb_build_object('github', jsonb_build_object('secret', md5('ghs' || p))) END, p
FROM tp WHERE NOT gone AND share > 0.004 AND pg_temp.u('mod' || p) < 0.3 ORDER BY created + interval '30 days';
------------------------------------------------------------------------------------------------
-- sprints: scrum teams plan two-week sprints (a few one or three weeks) while the project is busy
CREATE TEMP TABLE tms AS
SELECT row_number() OVER (ORDER BY mcreated, p, k)::int AS id, * FROM (
  SELECT p.p, k, p.created + interval '5 days' + (k - 1) * len AS est_start,
         p.created + interval '5 days' + k * len - interval '1 day' AS est_finish,
         p.created + interval '2 days' + (k - 1) * len + pg_temp.u('msc' || p.p || ':' || k) * interval '2 days' AS mcreated, len
  FROM (SELECT tp.*, CASE WHEN pg_temp.u('mlen' || p) < 0.1 THEN interval '7 days' WHEN pg_temp.u('mlen' || p) < 0.2 THEN interval '21 days'
                          ELSE interval '14 days' END AS len FROM tp) p
  CROSS JOIN LATERAL generate_series(1, least(floor(extract(epoch FROM p.last_at - p.created) / extract(epoch FROM p.len))::int,
                                              round(6 + 900 * coalesce(p.share, 0.0005))::int)) k
  WHERE NOT p.kanban AND pg_temp.u('nospr' || p.p) >= 0.2) s;
CREATE INDEX ON tms (p, est_start);

CREATE TABLE milestones_milestone (
    id serial NOT NULL,
    name character varying(200) NOT NULL,
    slug character varying(250) NOT NULL,
    estimated_start date NOT NULL,
    estimated_finish date NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    closed boolean NOT NULL,
    disponibility double precision,
    "order" smallint NOT NULL,
    owner_id integer,
    project_id integer NOT NULL,
    CONSTRAINT milestones_milestone_pkey PRIMARY KEY (id),
    CONSTRAINT milestones_milestone_name_project_id_fe19fd36_uniq UNIQUE (name, project_id),
    CONSTRAINT milestones_milestone_slug_project_id_e59bac6a_uniq UNIQUE (slug, project_id),
    CONSTRAINT milestones_milestone_order_check CHECK (("order" >= 0))
);
INSERT INTO milestones_milestone
SELECT m.id, CASE WHEN m.p % 5 = 0 THEN 'Sprint ' || to_char(m.est_start, 'YYYY') || '-' || lpad(k::text, 2, '0') ELSE 'Sprint ' || k END,
       CASE WHEN m.p % 5 = 0 THEN 'sprint-' || to_char(m.est_start, 'YYYY') || '-' || lpad(k::text, 2, '0') ELSE 'sprint-' || k END,
       m.est_start::date, m.est_finish::date, m.mcreated,
       least(m.est_finish + interval '1 day', timestamptz '2024-06-28 12:00+00'),
       m.est_finish < timestamptz '2024-06-25 00:00+00' AND pg_temp.u('mcl' || m.id) < 0.97,
       CASE WHEN pg_temp.u('disp' || m.p) < 0.8 THEN 0.0 ELSE 20 + 10 * floor(pg_temp.u('dispv' || m.id) * 5) END,
       1,
       CASE WHEN ow.gone THEN NULL ELSE ow.u END, m.p
FROM tms m JOIN tp ON tp.p = m.p JOIN tpa ON tpa.p = m.p
JOIN tu ow ON ow.u = pg_temp.spick(tpa.team, 'mow' || m.id, 2.5)
WHERE NOT tp.gone ORDER BY m.id;

------------------------------------------------------------------------------------------------
-- the work: how much of it each project holds
CREATE TEMP TABLE tcnt AS
SELECT p, kanban, gone, created, last_at, share, is_epics, is_issues, is_private,
       CASE WHEN gone THEN floor(pg_temp.u('nus' || p) * 8)::int
            ELSE greatest(1 + floor(pg_temp.u('nus0' || p) * 9)::int, round(5000 * share * (0.8 + 0.4 * pg_temp.u('nus' || p))))::int END AS n_us,
       CASE WHEN gone OR NOT is_issues THEN floor(pg_temp.u('nis' || p) * 3)::int * (NOT is_issues)::int
            ELSE round(4000 * share * (0.4 + 1.2 * pg_temp.u('nis' || p)) * CASE WHEN is_private THEN 1 ELSE 1.6 END)::int END AS n_iss
FROM tp;
UPDATE tcnt SET n_iss = 0 WHERE NOT is_issues;

CREATE TEMP TABLE tus AS
SELECT row_number() OVER (ORDER BY created, p, n)::int AS id, s.* FROM (
  SELECT c.p, g AS n, c.created + (c.last_at - c.created) * pg_temp.u('usc' || c.p || ':' || g) AS created,
         pg_temp.u('usd' || c.p || ':' || g) < 0.04 AS del, pg_temp.u('usph' || c.p || ':' || g) < 0.004 AS ph0
  FROM tcnt c, generate_series(1, c.n_us) g) s;
CREATE TEMP TABLE ttk AS
SELECT row_number() OVER (ORDER BY created, p, us, n)::int AS id, s.* FROM (
  SELECT u.p, u.id AS us, g AS n,
         u.created + pg_temp.u('tkc' || u.id || ':' || g) ^ 2 * least(interval '30 days', greatest(interval '2 hours', c.last_at - u.created)) AS created,
         u.del OR pg_temp.u('tkd' || u.id || ':' || g) < 0.03 AS del, u.del AS casc,
         pg_temp.u('tkph' || u.id || ':' || g) < 0.004 AS ph0
  FROM tus u JOIN tcnt c ON c.p = u.p AND NOT u.ph0
  CROSS JOIN generate_series(1, floor(pg_temp.u('tkn' || u.id) ^ 1.4 * CASE WHEN c.kanban THEN 2.5 ELSE 6 END)::int) g
  UNION ALL
  SELECT c.p, NULL, g, c.created + (c.last_at - c.created) * pg_temp.u('tsc' || c.p || ':' || g),
         pg_temp.u('tsd' || c.p || ':' || g) < 0.03, false, pg_temp.u('tsph' || c.p || ':' || g) < 0.004
  FROM tcnt c, generate_series(1, round(c.n_us * 0.12 * pg_temp.u('tsn' || c.p))::int) g WHERE NOT c.kanban) s;
CREATE TEMP TABLE tis AS
SELECT row_number() OVER (ORDER BY created, p, n)::int AS id, s.* FROM (
  SELECT c.p, g AS n, c.created + (c.last_at - c.created) * pg_temp.u('isc' || c.p || ':' || g) ^ 0.8 AS created,
         pg_temp.u('isd' || c.p || ':' || g) < 0.03 AS del, pg_temp.u('isph' || c.p || ':' || g) < 0.004 AS ph0
  FROM tcnt c, generate_series(1, c.n_iss) g) s;
CREATE TEMP TABLE tep AS
SELECT row_number() OVER (ORDER BY created, p, n)::int AS id, s.* FROM (
  SELECT c.p, g AS n, c.created + (c.last_at - c.created) * pg_temp.u('epc' || c.p || ':' || g) ^ 1.5 AS created,
         pg_temp.u('epd' || c.p || ':' || g) < 0.03 AS del, pg_temp.u('epph' || c.p || ':' || g) < 0.004 AS ph0
  FROM tcnt c, generate_series(1, CASE WHEN c.is_epics THEN 1 + round(c.n_us * (0.04 + 0.06 * pg_temp.u('nep' || c.p)))::int ELSE 0 END) g) s;

-- ph: a creation whose transaction rolled back (a failing hook): its id, its reference number and
-- its reference row's id were used up, nothing else remains
ALTER TABLE tus ADD COLUMN ph bool; UPDATE tus SET ph = ph0 AND NOT del;
ALTER TABLE ttk ADD COLUMN ph bool; UPDATE ttk SET ph = ph0 AND NOT del;
ALTER TABLE tis ADD COLUMN ph bool; UPDATE tis SET ph = ph0 AND NOT del;
ALTER TABLE tep ADD COLUMN ph bool; UPDATE tep SET ph = ph0 AND NOT del;
-- every epic, story, task and issue takes the next number of its project's reference sequence
CREATE TEMP TABLE twi AS
SELECT kind, id, p, created, del, ph, ct, row_number() OVER (PARTITION BY p ORDER BY created, ct, id)::int AS ref FROM (
  SELECT 'epic' AS kind, id, p, created, del, ph, 50 AS ct FROM tep
  UNION ALL SELECT 'us', id, p, created, del, ph, 53 FROM tus
  UNION ALL SELECT 'task', id, p, created, del, ph, 54 FROM ttk
  UNION ALL SELECT 'issue', id, p, created, del, ph, 55 FROM tis) s;
CREATE UNIQUE INDEX ON twi (ct, id);
ALTER TABLE tus ADD COLUMN ref int; ALTER TABLE ttk ADD COLUMN ref int; ALTER TABLE tis ADD COLUMN ref int; ALTER TABLE tep ADD COLUMN ref int;
UPDATE tus SET ref = w.ref FROM twi w WHERE w.ct = 53 AND w.id = tus.id;
UPDATE ttk SET ref = w.ref FROM twi w WHERE w.ct = 54 AND w.id = ttk.id;
UPDATE tis SET ref = w.ref FROM twi w WHERE w.ct = 55 AND w.id = tis.id;
UPDATE tep SET ref = w.ref FROM twi w WHERE w.ct = 50 AND w.id = tep.id;

CREATE TABLE references_reference (
    id serial NOT NULL,
    object_id integer NOT NULL,
    ref bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT references_reference_pkey PRIMARY KEY (id),
    CONSTRAINT references_reference_project_id_ref_82d64d63_uniq UNIQUE (project_id, ref),
    CONSTRAINT references_reference_object_id_check CHECK ((object_id >= 0))
);
-- references stay when their object is deleted (a generic relation, nothing cascades to them);
-- a deleted project takes its own with it
INSERT INTO references_reference
SELECT r.id, w.id, w.ref, w.created + interval '40 milliseconds', w.ct, w.p
FROM (SELECT ct, id, row_number() OVER (ORDER BY created, ct, id)::int AS id2 FROM twi) r0
JOIN twi w ON w.ct = r0.ct AND w.id = r0.id
CROSS JOIN LATERAL (SELECT r0.id2 AS id) r
JOIN tp ON tp.p = w.p AND NOT tp.gone
WHERE NOT w.ph ORDER BY r.id;
------------------------------------------------------------------------------------------------
-- first cumulative weight above x: a weighted choice among 1..n
CREATE FUNCTION pg_temp.wch(x float8, c float8[]) RETURNS int LANGUAGE sql IMMUTABLE
AS $$ SELECT least(width_bucket(x, c) + 1, cardinality(c)) $$;

CREATE TEMP TABLE tsp AS SELECT m.*, m.est_finish < timestamptz '2024-06-25 00:00+00' AS past FROM tms m;
CREATE INDEX ON tsp (p, est_start);

-- epics
CREATE TEMP TABLE tep2 AS
SELECT e.*, k = 5 AS closed, pg_temp.who(e.p, 'eow' || e.id, 2) AS owner,
       CASE WHEN pg_temp.u('eas' || e.id) < 0.6 THEN pg_temp.who(e.p, 'eas2' || e.id, 2.5) END AS assigned,
       floor(pg_temp.u('hch.epic' || e.id) * 4)::int + (k > 1)::int AS n_ch
FROM (SELECT e.*, pg_temp.wch(pg_temp.u('est' || e.id),
             CASE WHEN e.created < timestamptz '2023-06-01 00:00+00' THEN ARRAY[.1,.15,.3,.35,1.0] ELSE ARRAY[.35,.5,.85,.92,1.0] END) AS k
      FROM tep e JOIN tp ON tp.p = e.p AND NOT tp.gone) e;

CREATE TABLE epics_epic (
    id serial NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    epics_order bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    subject text NOT NULL,
    description text NOT NULL,
    client_requirement boolean NOT NULL,
    team_requirement boolean NOT NULL,
    assigned_to_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    status_id integer,
    color character varying(32) NOT NULL,
    external_reference text[],
    CONSTRAINT epics_epic_pkey PRIMARY KEY (id)
);
INSERT INTO epics_epic
SELECT id, pg_temp.tags('ept' || id, floor(pg_temp.u('eptn' || id) * 3)::int), 1 + n_ch,
       pg_temp.u('eblk' || id) < 0.02, CASE WHEN pg_temp.u('eblk' || id) < 0.02 THEN 'Waiting for the client' ELSE '' END,
       ref, pg_temp.ms(created), created,
       least(timestamptz '2024-06-28 16:00+00', created + pg_temp.u('emod' || id) * interval '300 days'),
       (ARRAY['Payments v2','Onboarding revamp','Mobile app','Reporting','Notifications center','Search improvements',
              'GDPR compliance','Performance','Public API','Admin panel','Single sign-on','Dark mode','Exports','Offline mode'])
         [1 + floor(pg_temp.u('esub' || id) * 14)::int] || CASE WHEN pg_temp.u('esub2' || id) < 0.3 THEN ' (phase ' || (1 + id % 3) || ')' ELSE '' END,
       CASE WHEN pg_temp.u('edesc' || id) < 0.3 THEN '' ELSE 'Goal: deliver this for the next release. See the linked stories.' END,
       pg_temp.u('ecr' || id) < 0.05, pg_temp.u('etr' || id) < 0.05, assigned, owner, p, pg_temp.lid('epic', p, k),
       (ARRAY['#A5694F','#5E8C6A','#E75153','#73AD21','#2A5FA8','#F3A536','#8C2318','#B83A8B'])[1 + floor(pg_temp.u('ecol' || id) * 8)::int],
       NULL
FROM tep2 WHERE NOT del AND NOT ph ORDER BY id;

-- issues
CREATE TEMP TABLE tis2 AS
SELECT i.*, pg_temp.lid('issue', i.p, i.k) AS status_id, i.k IN (3, 4, 6) AS closed,
       pg_temp.who(i.p, 'iow' || i.id, 1.2) AS owner,
       CASE WHEN pg_temp.u('ias' || i.id) < CASE WHEN i.k IN (1, 7) THEN 0.3 ELSE 0.8 END THEN pg_temp.who(i.p, 'ias2' || i.id, 2) END AS assigned,
       CASE WHEN NOT i.kanban AND pg_temp.u('ims' || i.id) < 0.12
            THEN (SELECT s.id FROM tsp s WHERE s.p = i.p AND s.est_start >= i.created ORDER BY s.est_start LIMIT 1) END AS ms,
       floor(pg_temp.u('hch.issue' || i.id) ^ 2 * 4)::int + (i.k > 1)::int AS n_ch
FROM (SELECT i.*, c.kanban, x.itype_x,
             pg_temp.wch(pg_temp.u('ist' || i.id), CASE WHEN i.created < timestamptz '2024-03-28 00:00+00'
                                                        THEN ARRAY[.15,.17,.2,.75,.8,.92,1.0] ELSE ARRAY[.4,.6,.7,.9,.95,.98,1.0] END) AS k
      FROM tis i JOIN tcnt c ON c.p = i.p AND NOT c.gone JOIN tpx x ON x.p = i.p) i;

CREATE TABLE issues_issue (
    id serial NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    finished_date timestamp with time zone,
    subject text NOT NULL,
    description text NOT NULL,
    assigned_to_id integer,
    milestone_id integer,
    owner_id integer,
    priority_id integer,
    project_id integer NOT NULL,
    severity_id integer,
    status_id integer,
    type_id integer,
    external_reference text[],
    due_date date,
    due_date_reason text NOT NULL,
    CONSTRAINT issues_issue_pkey PRIMARY KEY (id)
);
INSERT INTO issues_issue
SELECT id, pg_temp.tags('ist' || id, floor(pg_temp.u('istn' || id) ^ 2 * 3)::int), 1 + n_ch,
       pg_temp.u('iblk' || id) < 0.01, CASE WHEN pg_temp.u('iblk' || id) < 0.01 THEN 'Cannot reproduce without the customer data' ELSE '' END,
       ref, created, least(timestamptz '2024-06-28 16:00+00', created + pg_temp.u('imod' || id) ^ 2 * interval '120 days'),
       CASE WHEN closed THEN least(timestamptz '2024-06-28 16:00+00', created + pg_temp.u('ifin' || id) ^ 2 * interval '90 days' + interval '2 hours') END,
       replace((ARRAY['Error 500 when saving %','Typo in the % page','Crash on login from %','Slow loading of %','Button misaligned in %',
                      'Wrong total in %','Cannot upload an attachment to %','Missing translation in %','How do I export %?',
                      'Add a filter to %','Duplicated rows in %','Session expires while editing %'])[1 + floor(pg_temp.u('isub' || id) * 12)::int],
               '%', (ARRAY['invoices','reports','the dashboard','the profile','orders','notifications','the calendar','comments',
                           'the users list','payments','products','settings'])[1 + floor(pg_temp.u('isub2' || id) * 12)::int]),
       CASE WHEN pg_temp.u('idesc' || id) < 0.2 THEN '' ELSE 'Steps to reproduce:' || chr(10) || '1. Log in' || chr(10) || '2. Open the page' || chr(10) || 'Expected: it works.' END,
       assigned, ms, owner,
       pg_temp.lid('prio', p, pg_temp.wch(pg_temp.u('ipr' || id), ARRAY[.2,.8,1.0])), p,
       pg_temp.lid('sev', p, pg_temp.wch(pg_temp.u('isv' || id), ARRAY[.05,.25,.75,.93,1.0])), status_id,
       CASE WHEN itype_x IS NOT NULL AND pg_temp.u('ity2' || id) < 0.15 THEN itype_x
            ELSE pg_temp.lid('itype', p, pg_temp.wch(pg_temp.u('ity' || id), ARRAY[.6,.72,1.0])) END,
       NULL, CASE WHEN pg_temp.u('idue' || id) < 0.04 THEN (created + interval '14 days')::date END,
       CASE WHEN pg_temp.u('idue' || id) < 0.01 THEN 'Release date' ELSE '' END
FROM tis2 WHERE NOT del AND NOT ph ORDER BY id;
CREATE INDEX ON tis2 (p, created);

-- user stories
CREATE TEMP TABLE tus1 AS
SELECT u.*, c.kanban, x.us_x, x.task_x, x.rm_needinfo,
       CASE WHEN NOT c.kanban AND pg_temp.u('usm' || u.id) < 0.7
            THEN (SELECT s.id FROM tsp s WHERE s.p = u.p AND s.est_start >= u.created ORDER BY s.est_start LIMIT 1) END AS ms
FROM tus u JOIN tcnt c ON c.p = u.p AND NOT c.gone JOIN tpx x ON x.p = u.p;
CREATE TEMP TABLE tus2 AS
SELECT u.*, CASE WHEN u.k = 3 AND u.us_x IS NOT NULL AND pg_temp.u('usx' || u.id) < 0.3 THEN u.us_x ELSE pg_temp.lid('us', u.p, u.k) END AS status_id,
       u.k IN (5, 6) AS closed, pg_temp.who(u.p, 'uow' || u.id, 1.6) AS owner,
       CASE WHEN pg_temp.u('uas' || u.id) < CASE WHEN u.k IN (1, 2) THEN 0.35 ELSE 0.85 END THEN pg_temp.who(u.p, 'uas2' || u.id, 1.8) END AS assigned,
       floor(pg_temp.u('hch.us' || u.id) ^ 2 * 4)::int + (u.k > 1)::int AS n_ch
FROM (SELECT u.*, s.past,
             pg_temp.wch(pg_temp.u('ust' || u.id),
               CASE WHEN u.kanban AND u.created < timestamptz '2024-04-28 00:00+00' THEN ARRAY[.05,.08,.12,.15,.72,1.0]
                    WHEN u.kanban THEN ARRAY[.25,.4,.65,.8,1.0,1.0]
                    WHEN s.past THEN ARRAY[.03,.05,.09,.13,.99,1.0]
                    WHEN s.id IS NOT NULL THEN ARRAY[.2,.3,.65,.8,1.0,1.0]
                    WHEN u.created < timestamptz '2023-06-28 00:00+00' THEN ARRAY[.55,.72,.74,.76,.86,1.0]
                    ELSE ARRAY[.62,.92,.95,.96,1.0,1.0] END) AS k
      FROM tus1 u LEFT JOIN tsp s ON s.id = u.ms) u;

CREATE TABLE userstories_userstory (
    id serial NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    is_closed boolean NOT NULL,
    backlog_order bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    finish_date timestamp with time zone,
    subject text NOT NULL,
    description text NOT NULL,
    client_requirement boolean NOT NULL,
    team_requirement boolean NOT NULL,
    assigned_to_id integer,
    generated_from_issue_id integer,
    milestone_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    status_id integer,
    sprint_order bigint NOT NULL,
    kanban_order bigint NOT NULL,
    external_reference text[],
    tribe_gig text,
    due_date date,
    due_date_reason text NOT NULL,
    generated_from_task_id integer,
    from_task_ref text,
    swimlane_id integer,
    CONSTRAINT userstories_userstory_pkey PRIMARY KEY (id)
);
INSERT INTO userstories_userstory
SELECT u.id, pg_temp.tags('ust' || u.id, floor(pg_temp.u('ustn' || u.id) ^ 2 * 4)::int), 1 + u.n_ch,
       pg_temp.u('ublk' || u.id) < 0.015 AND NOT u.closed,
       CASE WHEN pg_temp.u('ublk' || u.id) < 0.015 AND NOT u.closed THEN 'Blocked by the API team' ELSE '' END,
       u.ref, u.closed, pg_temp.ms(u.created) + floor(pg_temp.u('ubo' || u.id) * 1000)::int, u.created,
       least(timestamptz '2024-06-28 16:00+00', u.created + pg_temp.u('umod' || u.id) ^ 2 * interval '200 days'),
       CASE WHEN u.closed THEN least(timestamptz '2024-06-28 16:00+00', coalesce(s.est_finish, u.created + pg_temp.u('ufin' || u.id) ^ 2 * interval '60 days') + interval '3 hours') END,
       'As a ' || (ARRAY['user','admin','customer','manager','guest','developer','support agent'])[1 + floor(pg_temp.u('us1' || u.id) * 7)::int]
         || ' I want to ' || (ARRAY['see','edit','export','filter','import','delete','share','search','sort','archive'])[1 + floor(pg_temp.u('us2' || u.id) * 10)::int]
         || ' ' || (ARRAY['invoices','reports','the dashboard','my profile','orders','notifications','the calendar','comments','attachments',
                          'the users list','payments','products'])[1 + floor(pg_temp.u('us3' || u.id) * 12)::int],
       CASE WHEN pg_temp.u('udesc' || u.id) < 0.4 THEN '' ELSE 'Acceptance criteria:' || chr(10) || '- works on mobile' || chr(10) || '- covered by tests' END,
       pg_temp.u('ucr' || u.id) < 0.03, pg_temp.u('utr' || u.id) < 0.03, u.assigned,
       CASE WHEN pg_temp.u('ugi' || u.id) < 0.03
            THEN (SELECT i.id FROM tis2 i WHERE i.p = u.p AND i.created < u.created AND NOT i.del AND NOT i.ph ORDER BY i.created DESC
                  OFFSET floor(pg_temp.u('ugi2' || u.id) * 4)::int LIMIT 1) END,
       u.ms, u.owner, u.p, u.status_id,
       pg_temp.ms(u.created) + floor(pg_temp.u('uso' || u.id) * 5000)::int, pg_temp.ms(u.created) + floor(pg_temp.u('uko' || u.id) * 5000)::int,
       CASE WHEN tp.template IS NULL AND pg_temp.u('uext' || u.id) < 0.8 THEN ARRAY['jira', upper(left(split_part(tp.name, ' ', 1), 3)) || '-' || u.n] END,
       NULL, CASE WHEN pg_temp.u('udue' || u.id) < 0.03 THEN (u.created + interval '30 days')::date END, '',
       NULL,
       CASE WHEN NOT u.kanban AND pg_temp.u('uft' || u.id) < 0.015
            THEN (SELECT 'Task #' || t.ref FROM ttk t WHERE t.p = u.p AND t.del AND NOT t.casc AND t.created < u.created
                  ORDER BY t.created DESC LIMIT 1) END,
       CASE WHEN EXISTS (SELECT 1 FROM tsl WHERE tsl.p = u.p)
            THEN (SELECT id FROM tsl WHERE tsl.p = u.p ORDER BY pg_temp.u('usl' || u.id || ':' || tsl.id) * tsl.g LIMIT 1) END
FROM tus2 u LEFT JOIN tsp s ON s.id = u.ms JOIN tp ON tp.p = u.p
WHERE NOT u.del AND NOT u.ph ORDER BY u.id;

CREATE TABLE userstories_rolepoints (
    id serial NOT NULL,
    points_id integer,
    role_id integer NOT NULL,
    user_story_id integer NOT NULL,
    CONSTRAINT userstories_rolepoints_pkey PRIMARY KEY (id),
    CONSTRAINT userstories_rolepoints_user_story_id_role_id_dc0ba15e_uniq UNIQUE (user_story_id, role_id)
);
-- one row per computable role (UX, Design, Front, Back) made with each story, '?' until estimated;
-- the ids of deleted stories' rows are gaps
INSERT INTO userstories_rolepoints
SELECT id, pts, role, us FROM (SELECT row_number() OVER (ORDER BY u.id, r)::int AS id, CASE WHEN NOT u.kanban AND pg_temp.u('rp' || u.id || ':' || r) < (ARRAY[.12,.15,.45,.55])[r]
                                THEN pg_temp.lid('points', u.p, pg_temp.wch(pg_temp.u('rpv' || u.id || ':' || r), ARRAY[0,.04,.1,.22,.38,.58,.78,.9,.94,.98,.995,1.0]))
                                ELSE pg_temp.lid('points', u.p, 1) END AS pts,
       pg_temp.lid('role', u.p, r) AS role, u.id AS us, u.del
FROM tus2 u CROSS JOIN generate_series(1, 4) r WHERE NOT u.ph) s WHERE NOT del ORDER BY 1;

CREATE TABLE userstories_userstory_assigned_users (
    id serial NOT NULL,
    userstory_id integer NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT userstories_userstory_assigned_users_pkey PRIMARY KEY (id),
    CONSTRAINT userstories_userstory_as_userstory_id_user_id_beae1231_uniq UNIQUE (userstory_id, user_id)
);
INSERT INTO userstories_userstory_assigned_users (userstory_id, user_id)
SELECT DISTINCT ON (us, uid) us, uid FROM (
  SELECT id AS us, assigned_to_id AS uid, 1 AS o FROM userstories_userstory WHERE assigned_to_id IS NOT NULL
  UNION ALL
  SELECT id, pg_temp.who(project_id, 'uas3' || id, 1.5), 2 FROM userstories_userstory
  WHERE assigned_to_id IS NOT NULL AND pg_temp.u('uas4' || id) < 0.18) s
WHERE uid IS NOT NULL ORDER BY us, uid, o;

CREATE TABLE epics_relateduserstory (
    id serial NOT NULL,
    "order" bigint NOT NULL,
    epic_id integer NOT NULL,
    user_story_id integer NOT NULL,
    CONSTRAINT epics_relateduserstory_pkey PRIMARY KEY (id),
    CONSTRAINT epics_relateduserstory_user_story_id_epic_id_ad704d40_uniq UNIQUE (user_story_id, epic_id)
);
-- stories of the epic's project, and now and then a story of another project (Taiga allows it)
CREATE TEMP TABLE tlive_us AS SELECT project_id AS p, array_agg(id ORDER BY id) AS ids FROM userstories_userstory GROUP BY project_id;
CREATE TEMP TABLE tall_us AS SELECT array_agg(id ORDER BY id) AS ids FROM userstories_userstory;
INSERT INTO epics_relateduserstory ("order", epic_id, user_story_id)
SELECT min(o), e, us FROM (
  SELECT pg_temp.ms(e.created_date) + g * 1000 AS o, e.id AS e,
         CASE WHEN pg_temp.u('rx' || e.id || ':' || g) < 0.08
              THEN pg_temp.pick(a.ids, 'rxu' || e.id || ':' || g)
              ELSE pg_temp.pick(l.ids, 'ru' || e.id || ':' || g) END AS us
  FROM epics_epic e JOIN tlive_us l ON l.p = e.project_id CROSS JOIN tall_us a
  CROSS JOIN generate_series(1, floor(pg_temp.u('rn' || e.id) ^ 1.2 * 16)::int) g) s
WHERE us IS NOT NULL GROUP BY e, us ORDER BY min(o), e, us;

-- tasks
CREATE TEMP TABLE ttk2 AS
SELECT t.*, CASE WHEN t.k = 5 AND t.rm_needinfo THEN pg_temp.lid('task', t.p, 1)
                 WHEN t.k IN (1, 2) AND t.task_x IS NOT NULL AND pg_temp.u('tx' || t.id) < 0.12 THEN t.task_x
                 ELSE pg_temp.lid('task', t.p, t.k) END AS status_id,
       t.k IN (3, 4) AS closed, pg_temp.who(t.p, 'tow' || t.id, 1.6) AS owner,
       CASE WHEN pg_temp.u('tas' || t.id) < 0.75 THEN pg_temp.who(t.p, 'tas2' || t.id, 1.8) END AS assigned,
       floor(pg_temp.u('hch.task' || t.id) ^ 3 * 3)::int + (t.k > 1)::int AS n_ch
FROM (SELECT t.*, x.task_x, x.rm_needinfo,
             coalesce(u.ms, CASE WHEN t.us IS NULL AND pg_temp.u('tms' || t.id) < 0.8
                                 THEN (SELECT s.id FROM tsp s WHERE s.p = t.p AND s.est_start <= t.created ORDER BY s.est_start DESC LIMIT 1) END) AS ms,
             pg_temp.wch(pg_temp.u('tst' || t.id),
               CASE WHEN u.closed THEN ARRAY[.02,.04,.16,1.0,1.0]
                    WHEN t.us IS NULL AND t.created < timestamptz '2024-03-28 00:00+00' THEN ARRAY[.1,.12,.15,.95,1.0]
                    ELSE ARRAY[.35,.6,.72,.92,1.0] END) AS k
      FROM ttk t JOIN tcnt c ON c.p = t.p AND NOT c.gone JOIN tpx x ON x.p = t.p LEFT JOIN tus2 u ON u.id = t.us) t;

CREATE TABLE tasks_task (
    id serial NOT NULL,
    tags text[],
    version integer NOT NULL,
    is_blocked boolean NOT NULL,
    blocked_note text NOT NULL,
    ref bigint,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    finished_date timestamp with time zone,
    subject text NOT NULL,
    description text NOT NULL,
    is_iocaine boolean NOT NULL,
    assigned_to_id integer,
    milestone_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    status_id integer,
    user_story_id integer,
    taskboard_order bigint NOT NULL,
    us_order bigint NOT NULL,
    external_reference text[],
    due_date date,
    due_date_reason text NOT NULL,
    CONSTRAINT tasks_task_pkey PRIMARY KEY (id)
);
INSERT INTO tasks_task
SELECT id, pg_temp.tags('tkt' || id, floor(pg_temp.u('tktn' || id) ^ 3 * 3)::int), 1 + n_ch,
       pg_temp.u('tblk' || id) < 0.01 AND NOT closed, CASE WHEN pg_temp.u('tblk' || id) < 0.01 AND NOT closed THEN 'Needs the new API key' ELSE '' END,
       ref, created, least(timestamptz '2024-06-28 16:00+00', created + pg_temp.u('tmod' || id) ^ 2 * interval '40 days'),
       CASE WHEN closed THEN least(timestamptz '2024-06-28 16:00+00', created + pg_temp.u('tfin' || id) ^ 2 * interval '20 days' + interval '1 hour') END,
       (ARRAY['Implement the API endpoint','Write unit tests','Design the mockup','Review the pull request','Update the docs',
              'Fix the CSS','Add the migration','QA testing','Deploy to staging','Refactor the service','Translate the texts',
              'Add e2e tests','Talk to the client'])[1 + floor(pg_temp.u('tsub' || id) * 13)::int],
       CASE WHEN pg_temp.u('tdesc' || id) < 0.6 THEN '' ELSE 'See the story for details.' END,
       pg_temp.u('tioc' || id) < 0.02, assigned, ms, owner, p, status_id, us,
       pg_temp.ms(created) + floor(pg_temp.u('tbo' || id) * 3000)::int, pg_temp.ms(created) + floor(pg_temp.u('tuo' || id) * 3000)::int,
       NULL, CASE WHEN pg_temp.u('tdue' || id) < 0.02 THEN (created + interval '7 days')::date END, ''
FROM ttk2 WHERE NOT del AND NOT ph ORDER BY id;
------------------------------------------------------------------------------------------------
-- custom attributes: a third of the projects define a few per kind of item
CREATE TEMP TABLE tca AS
SELECT row_number() OVER (PARTITION BY kind ORDER BY t0, p, g)::int AS id, s.* FROM (
  SELECT kind, p.p, g, p.created + pg_temp.u('cat' || kind || p.p) * (p.last_at - p.created) * 0.3 + g * interval '2 minutes' AS t0,
         (CASE kind WHEN 'epic' THEN ARRAY['Business value','Target release','Stakeholder','Budget']
                    WHEN 'us' THEN ARRAY['Acceptance criteria','Customer','Estimated hours','Release','Zendesk ticket']
                    WHEN 'task' THEN ARRAY['Estimated hours','Spent hours','Pull request','Component']
                    ELSE ARRAY['Browser','App version','Environment','Customer','Zendesk ticket'] END)[g] AS name,
         (CASE kind WHEN 'epic' THEN ARRAY['number','text','text','number']
                    WHEN 'us' THEN ARRAY['multiline','dropdown','number','text','url']
                    WHEN 'task' THEN ARRAY['number','number','url','dropdown']
                    ELSE ARRAY['dropdown','text','dropdown','text','url'] END)[g] AS type
  FROM tp p CROSS JOIN unnest(ARRAY['epic','us','task','issue']) kind
  CROSS JOIN LATERAL generate_series(1, CASE WHEN pg_temp.u('can' || kind || p.p) < CASE kind WHEN 'epic' THEN 0.1 ELSE 0.3 END
                                             THEN 1 + floor(pg_temp.u('cann' || kind || p.p) * CASE kind WHEN 'epic' THEN 4 WHEN 'task' THEN 4 ELSE 5 END)::int
                                             ELSE 0 END) g) s;
DELETE FROM tca WHERE p IN (SELECT p FROM tp WHERE gone);

CREATE TABLE custom_attributes_epiccustomattribute (
    id serial NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    type character varying(16) NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    extra jsonb,
    CONSTRAINT custom_attributes_epiccustomattribute_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_epiccu_project_id_name_3850c31d_uniq UNIQUE (project_id, name)
);
CREATE TABLE custom_attributes_userstorycustomattribute (
    id serial NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    type character varying(16) NOT NULL,
    extra jsonb,
    CONSTRAINT custom_attributes_userstorycustomattribute_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_userst_project_id_name_86c6b502_uniq UNIQUE (project_id, name)
);
CREATE TABLE custom_attributes_taskcustomattribute (
    id serial NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    type character varying(16) NOT NULL,
    extra jsonb,
    CONSTRAINT custom_attributes_taskcustomattribute_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_taskcu_project_id_name_c1c55ac2_uniq UNIQUE (project_id, name)
);
CREATE TABLE custom_attributes_issuecustomattribute (
    id serial NOT NULL,
    name character varying(64) NOT NULL,
    description text NOT NULL,
    "order" bigint NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    type character varying(16) NOT NULL,
    extra jsonb,
    CONSTRAINT custom_attributes_issuecustomattribute_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_issuec_project_id_name_6f71f010_uniq UNIQUE (project_id, name)
);
INSERT INTO custom_attributes_epiccustomattribute
SELECT id, name, '', type, pg_temp.ms(t0), t0, t0, p, NULL FROM tca WHERE kind = 'epic' ORDER BY id;
INSERT INTO custom_attributes_userstorycustomattribute
SELECT id, name, CASE WHEN name = 'Release' THEN 'Version that ships it' ELSE '' END, pg_temp.ms(t0), t0, t0, p, type,
       CASE WHEN type = 'dropdown' THEN '["Acme", "Globex", "Initech", "Umbrella"]'::jsonb END
FROM tca WHERE kind = 'us' ORDER BY id;
INSERT INTO custom_attributes_taskcustomattribute
SELECT id, name, '', pg_temp.ms(t0), t0, t0, p, type, CASE WHEN type = 'dropdown' THEN '["API", "Web", "Mobile", "Infra"]'::jsonb END
FROM tca WHERE kind = 'task' ORDER BY id;
INSERT INTO custom_attributes_issuecustomattribute
SELECT id, name, '', pg_temp.ms(t0), t0, t0, p, type,
       CASE WHEN name = 'Browser' THEN '["Chrome", "Firefox", "Safari", "Edge"]'::jsonb
            WHEN type = 'dropdown' THEN '["production", "staging", "local"]'::jsonb END
FROM tca WHERE kind = 'issue' ORDER BY id;

-- one values row made with every item (a signal), keyed by the attribute ids in text
CREATE FUNCTION pg_temp.cav(kind text, p int, obj int) RETURNS jsonb LANGUAGE sql STABLE
AS $$ SELECT coalesce(jsonb_object_agg(c.id::text,
                        CASE c.type WHEN 'number' THEN to_jsonb(floor(pg_temp.u('cvn' || obj || ':' || c.id) * 16)::int)
                                    WHEN 'url' THEN to_jsonb('https://support.example.com/t/' || (1000 + obj))
                                    WHEN 'dropdown' THEN to_jsonb((ARRAY['Acme','Globex','Chrome','production','Web'])[1 + floor(pg_temp.u('cvd' || obj || ':' || c.id) * 5)::int])
                                    ELSE to_jsonb('v' || floor(pg_temp.u('cvt' || obj || ':' || c.id) * 40)::int) END)
                      FILTER (WHERE pg_temp.u('cvx' || obj || ':' || c.id) < 0.5), '{}'::jsonb)
      FROM tca c WHERE c.kind = $1 AND c.p = $2 $$;

CREATE TABLE custom_attributes_epiccustomattributesvalues (
    id serial NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    epic_id integer NOT NULL,
    CONSTRAINT custom_attributes_epiccustomattributesvalues_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_epiccustomattributesvalues_epic_id_key UNIQUE (epic_id)
);
CREATE TABLE custom_attributes_userstorycustomattributesvalues (
    id serial NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    user_story_id integer NOT NULL,
    CONSTRAINT custom_attributes_userstorycustomattributesvalues_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_userstorycustomattributesva_user_story_id_key UNIQUE (user_story_id)
);
CREATE TABLE custom_attributes_taskcustomattributesvalues (
    id serial NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    task_id integer NOT NULL,
    CONSTRAINT custom_attributes_taskcustomattributesvalues_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_taskcustomattributesvalues_task_id_key UNIQUE (task_id)
);
CREATE TABLE custom_attributes_issuecustomattributesvalues (
    id serial NOT NULL,
    version integer NOT NULL,
    attributes_values jsonb NOT NULL,
    issue_id integer NOT NULL,
    CONSTRAINT custom_attributes_issuecustomattributesvalues_pkey PRIMARY KEY (id),
    CONSTRAINT custom_attributes_issuecustomattributesvalues_issue_id_key UNIQUE (issue_id)
);
-- the values rows' own sequence: in step with the items', less the rolled-back creations
CREATE TEMP TABLE tcap AS SELECT DISTINCT kind, p FROM tca;
INSERT INTO custom_attributes_epiccustomattributesvalues
SELECT vid, CASE WHEN av = '{}' THEN 1 ELSE 2 END, av, id FROM (
  SELECT row_number() OVER (ORDER BY e.id)::int AS vid, e.id, e.del,
         CASE WHEN EXISTS (SELECT 1 FROM tcap WHERE kind = 'epic' AND tcap.p = e.p) THEN pg_temp.cav('epic', e.p, e.id) ELSE '{}' END AS av
  FROM tep2 e WHERE NOT e.ph) s WHERE NOT del ORDER BY vid;
INSERT INTO custom_attributes_userstorycustomattributesvalues
SELECT vid, CASE WHEN av = '{}' THEN 1 ELSE 2 END, av, id FROM (
  SELECT row_number() OVER (ORDER BY u.id)::int AS vid, u.id, u.del,
         CASE WHEN EXISTS (SELECT 1 FROM tcap WHERE kind = 'us' AND tcap.p = u.p) THEN pg_temp.cav('us', u.p, u.id) ELSE '{}' END AS av
  FROM tus2 u WHERE NOT u.ph) s WHERE NOT del ORDER BY vid;
INSERT INTO custom_attributes_taskcustomattributesvalues
SELECT vid, CASE WHEN av = '{}' THEN 1 ELSE 2 END, av, id FROM (
  SELECT row_number() OVER (ORDER BY t.id)::int AS vid, t.id, t.del,
         CASE WHEN EXISTS (SELECT 1 FROM tcap WHERE kind = 'task' AND tcap.p = t.p) THEN pg_temp.cav('task', t.p, t.id) ELSE '{}' END AS av
  FROM ttk2 t WHERE NOT t.ph) s WHERE NOT del ORDER BY vid;
INSERT INTO custom_attributes_issuecustomattributesvalues
SELECT vid, CASE WHEN av = '{}' THEN 1 ELSE 2 END, av, id FROM (
  SELECT row_number() OVER (ORDER BY i.id)::int AS vid, i.id, i.del,
         CASE WHEN EXISTS (SELECT 1 FROM tcap WHERE kind = 'issue' AND tcap.p = i.p) THEN pg_temp.cav('issue', i.p, i.id) ELSE '{}' END AS av
  FROM tis2 i WHERE NOT i.ph) s WHERE NOT del ORDER BY vid;

------------------------------------------------------------------------------------------------
-- wiki: a home page and a few more where the wiki is used; links in the sidebar point at pages by
-- their slug. A page deleted later leaves its link behind; a link added by someone who may not
-- create pages points at a page that never existed.
CREATE TEMP TABLE twk AS
SELECT row_number() OVER (ORDER BY created, p, k)::int AS id, s.* FROM (
  SELECT p.p, k, CASE WHEN k <= 20 THEN v[k] ELSE v[1 + k % 20] || '-' || (k / 20) END AS slug,
         p.created + CASE WHEN k = 1 THEN interval '1 hour' ELSE (p.last_at - p.created) * pg_temp.u('wkc' || p.p || ':' || k) END AS created,
         k > 1 AND pg_temp.u('wkd' || p.p || ':' || k) < 0.08 AS del,
         1 + floor(pg_temp.u('wkv' || p.p || ':' || k) ^ 2 * 12)::int AS version
  FROM tp p CROSS JOIN (SELECT ARRAY['home','getting-started','release-notes','architecture','deployment','coding-standards',
                                     'meeting-notes','faq','api-docs','onboarding','glossary','roadmap','retrospectives',
                                     'design-guidelines','environments','runbook','testing-strategy','contacts','decisions',
                                     'troubleshooting'] AS v) voc
  CROSS JOIN LATERAL generate_series(1, 1 + floor(pg_temp.u('wkn' || p.p) ^ 1.2 * (3 + 300 * coalesce(p.share, 0)))::int) k
  WHERE p.is_wiki AND pg_temp.u('wku' || p.p) < 0.8) s;

CREATE TABLE wiki_wikipage (
    id serial NOT NULL,
    version integer NOT NULL,
    slug character varying(500) NOT NULL,
    content text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    last_modifier_id integer,
    owner_id integer,
    project_id integer NOT NULL,
    CONSTRAINT wiki_wikipage_pkey PRIMARY KEY (id),
    CONSTRAINT wiki_wikipage_project_id_slug_cb5b63e2_uniq UNIQUE (project_id, slug)
);
INSERT INTO wiki_wikipage
SELECT w.id, w.version, w.slug, '# ' || initcap(replace(w.slug, '-', ' ')) || chr(10) || chr(10) || 'Notes of the team.', w.created,
       least(timestamptz '2024-06-28 16:00+00', w.created + (w.version - 1) * interval '9 days'),
       pg_temp.who(w.p, 'wlm' || w.id, 2), pg_temp.who(w.p, 'wow' || w.id, 2.5), w.p
FROM twk w JOIN tp ON tp.p = w.p AND NOT tp.gone WHERE NOT w.del ORDER BY w.id;

CREATE TABLE wiki_wikilink (
    id serial NOT NULL,
    title character varying(500) NOT NULL,
    href character varying(500) NOT NULL,
    "order" bigint NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT wiki_wikilink_pkey PRIMARY KEY (id),
    CONSTRAINT wiki_wikilink_project_id_href_a39ae7e7_uniq UNIQUE (project_id, href)
);
INSERT INTO wiki_wikilink (title, href, "order", project_id)
SELECT title, href, pg_temp.ms(t), p FROM (
  SELECT initcap(replace(w.slug, '-', ' ')) AS title, w.slug AS href, w.created + interval '1 minute' AS t, w.p
  FROM twk w JOIN tp ON tp.p = w.p AND NOT tp.gone WHERE w.k = 1 OR pg_temp.u('wl' || w.id) < 0.55
  UNION ALL
  SELECT 'Sprint demo ' || g, 'sprint-demo-' || g, p.created + (p.last_at - p.created) * pg_temp.u('wlx' || p.p || ':' || g), p.p
  FROM tp p, generate_series(1, 2) g WHERE p.is_wiki AND NOT p.gone AND pg_temp.u('wlxn' || p.p || ':' || g) < 0.06) s
ORDER BY t, p;

------------------------------------------------------------------------------------------------
-- attachments: screenshots on issues, mockups on stories and epics, documents on wiki pages
-- (generic: content type + object id; deleting the item deletes its attachments)
CREATE TEMP TABLE tatt AS
SELECT ct, obj, p, t, g, row_number() OVER (ORDER BY t, ct, obj, g)::int AS id FROM (
  SELECT ct, obj, p, created + pg_temp.u('att' || ct || ':' || obj || ':' || g) ^ 2 * interval '20 days' AS t, g
  FROM (SELECT 53 AS ct, id AS obj, project_id AS p, created_date AS created, 0.12 AS pr FROM userstories_userstory
        UNION ALL SELECT 54, id, project_id, created_date, 0.04 FROM tasks_task
        UNION ALL SELECT 55, id, project_id, created_date, 0.25 FROM issues_issue
        UNION ALL SELECT 50, id, project_id, created_date, 0.2 FROM epics_epic
        UNION ALL SELECT 56, id, project_id, created_date, 0.2 FROM wiki_wikipage) o
  CROSS JOIN LATERAL generate_series(1, CASE WHEN pg_temp.u('atn' || ct || ':' || obj) < pr
                                             THEN 1 + floor(pg_temp.u('atm' || ct || ':' || obj) ^ 2 * 4)::int ELSE 0 END) g) s;

CREATE TABLE attachments_attachment (
    id serial NOT NULL,
    object_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    modified_date timestamp with time zone NOT NULL,
    attached_file character varying(500),
    is_deprecated boolean NOT NULL,
    description text NOT NULL,
    "order" integer NOT NULL,
    content_type_id integer NOT NULL,
    owner_id integer,
    project_id integer NOT NULL,
    name character varying(500) NOT NULL,
    size integer,
    sha1 character varying(40) NOT NULL,
    from_comment boolean NOT NULL,
    CONSTRAINT attachments_attachment_pkey PRIMARY KEY (id),
    CONSTRAINT attachments_attachment_object_id_check CHECK ((object_id >= 0))
);
INSERT INTO attachments_attachment
SELECT id, obj, least(t, timestamptz '2024-06-28 16:00+00'), least(t, timestamptz '2024-06-28 16:00+00'),
       'attachments/' || substr(md5('af' || id), 1, 1) || '/' || substr(md5('af' || id), 2, 1) || '/' || substr(md5('af' || id), 3, 1) || '/'
         || substr(md5('af' || id), 4, 1) || '/' || md5('afh' || id) || substr(md5('afi' || id), 1, 32) || '/' || fname,
       pg_temp.u('adep' || id) < 0.03, CASE WHEN pg_temp.u('ades' || id) < 0.1 THEN 'latest version' ELSE '' END, g, ct,
       pg_temp.who(p, 'aow' || id, 1.5), p, fname, 2000 + floor(pg_temp.u('asz' || id) ^ 3 * 4000000)::int,
       md5('sha' || id) || substr(md5('sha2' || id), 1, 8), ct <> 56 AND pg_temp.u('afc' || id) < 0.2
FROM (SELECT tatt.*, CASE WHEN ct = 55 THEN 'screenshot_' || to_char(t, 'YYYY-MM-DD') || '_' || (10 + id % 50) || '.png'
                          WHEN ct = 56 THEN (ARRAY['spec.pdf','diagram.png','minutes.docx','budget.xlsx'])[1 + id % 4]
                          ELSE (ARRAY['mockup.png','mockup-v2.png','flow.pdf','notes.txt','export.csv'])[1 + id % 5] END AS fname FROM tatt) s
ORDER BY id;

------------------------------------------------------------------------------------------------
-- fans of the public projects (Taiga's likes only ever point at projects: content type 15)
CREATE TABLE likes_like (
    id serial NOT NULL,
    object_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT likes_like_pkey PRIMARY KEY (id),
    CONSTRAINT likes_like_content_type_id_object_id_user_id_e20903f0_uniq UNIQUE (content_type_id, object_id, user_id),
    CONSTRAINT likes_like_object_id_check CHECK ((object_id >= 0))
);
INSERT INTO likes_like (object_id, created_date, content_type_id, user_id)
SELECT p, t, 15, u FROM (
  SELECT p.p, u.u, greatest(p.created, u.joined) + pg_temp.u('lkt' || p.p || ':' || u.u) * (timestamptz '2024-06-28 12:00+00' - greatest(p.created, u.joined)) AS t
  FROM tp p JOIN tu u ON NOT u.sys AND NOT u.gone AND NOT u.canc AND u.joined < timestamptz '2024-06-20 00:00+00'
  WHERE NOT p.gone AND NOT p.is_private AND pg_temp.u('lk' || p.p || ':' || u.u) < 0.01 + 1.5 * p.share) s
ORDER BY t, p, u;
UPDATE projects_project p SET total_fans = n, total_fans_last_year = ny, total_fans_last_month = nm, total_fans_last_week = nw
FROM (SELECT object_id, count(*) n, count(*) FILTER (WHERE created_date > '2023-06-28') ny, count(*) FILTER (WHERE created_date > '2024-05-28') nm,
             count(*) FILTER (WHERE created_date > '2024-06-21') nw FROM likes_like GROUP BY object_id) l WHERE l.object_id = p.id;

-- votes on issues, stories, epics (and, rarely, tasks); votes_votes keeps a counter per voted item
CREATE TABLE votes_vote (
    id serial NOT NULL,
    object_id integer NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    CONSTRAINT votes_vote_pkey PRIMARY KEY (id),
    CONSTRAINT votes_vote_content_type_id_object_id_user_id_97d16fa0_uniq UNIQUE (content_type_id, object_id, user_id),
    CONSTRAINT votes_vote_object_id_check CHECK ((object_id >= 0))
);
INSERT INTO votes_vote (object_id, content_type_id, user_id, created_date)
SELECT obj, ct, uid, min(t) FROM (
  SELECT o.ct, o.obj, pg_temp.who(o.p, 'vu' || o.ct || ':' || o.obj || ':' || g, 1.3) AS uid,
         least(timestamptz '2024-06-28 16:00+00', o.created + pg_temp.u('vt' || o.ct || ':' || o.obj || ':' || g) ^ 2 * interval '60 days') AS t
  FROM (SELECT 55 AS ct, id AS obj, project_id AS p, created_date AS created, 6 AS m, 4 AS e FROM issues_issue
        UNION ALL SELECT 53, id, project_id, created_date, 4, 6 FROM userstories_userstory
        UNION ALL SELECT 50, id, project_id, created_date, 5, 3 FROM epics_epic
        UNION ALL SELECT 54, id, project_id, created_date, 2, 30 FROM tasks_task) o
  CROSS JOIN LATERAL generate_series(1, floor(pg_temp.u('vn' || o.ct || ':' || o.obj) ^ o.e * o.m)::int) g) s
WHERE uid IS NOT NULL GROUP BY ct, obj, uid ORDER BY min(t), ct, obj, uid;

CREATE TABLE votes_votes (
    id serial NOT NULL,
    object_id integer NOT NULL,
    count integer NOT NULL,
    content_type_id integer NOT NULL,
    CONSTRAINT votes_votes_pkey PRIMARY KEY (id),
    CONSTRAINT votes_votes_content_type_id_object_id_5abfc91b_uniq UNIQUE (content_type_id, object_id),
    CONSTRAINT votes_votes_count_check CHECK ((count >= 0)),
    CONSTRAINT votes_votes_object_id_check CHECK ((object_id >= 0))
);
-- the counter row is made with the first vote and stays (at 0) when the last voter takes theirs back
INSERT INTO votes_votes (object_id, count, content_type_id)
SELECT obj, n, ct FROM (
  SELECT object_id AS obj, content_type_id AS ct, count(*) AS n, min(id) AS o FROM votes_vote GROUP BY 1, 2
  UNION ALL
  SELECT id, 55, 0, 100000 + id FROM issues_issue WHERE pg_temp.u('v0' || id) < 0.01
    AND NOT EXISTS (SELECT 1 FROM votes_vote v WHERE v.content_type_id = 55 AND v.object_id = issues_issue.id)) s
ORDER BY o;

------------------------------------------------------------------------------------------------
-- watchers: the author and the assignee of each item watch it, now and then someone else
CREATE TABLE notifications_watched (
    id serial NOT NULL,
    object_id integer NOT NULL,
    created_date timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    user_id integer NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT notifications_watched_pkey PRIMARY KEY (id),
    CONSTRAINT notifications_watched_content_type_id_object_i_e7c27769_uniq UNIQUE (content_type_id, object_id, user_id, project_id),
    CONSTRAINT notifications_watched_object_id_check CHECK ((object_id >= 0))
);
INSERT INTO notifications_watched (object_id, created_date, content_type_id, user_id, project_id)
SELECT obj, min(t), ct, uid, p FROM (
  SELECT o.ct, o.obj, o.p, w.uid, o.created + w.dt AS t
  FROM (SELECT 53 AS ct, id AS obj, project_id AS p, created_date AS created, owner_id, assigned_to_id FROM userstories_userstory
        UNION ALL SELECT 54, id, project_id, created_date, owner_id, assigned_to_id FROM tasks_task
        UNION ALL SELECT 55, id, project_id, created_date, owner_id, assigned_to_id FROM issues_issue
        UNION ALL SELECT 50, id, project_id, created_date, owner_id, assigned_to_id FROM epics_epic
        UNION ALL SELECT 56, id, project_id, created_date, owner_id, NULL FROM wiki_wikipage) o
  CROSS JOIN LATERAL (VALUES (o.owner_id, interval '1 second'),
                             (CASE WHEN pg_temp.u('wa' || o.ct || ':' || o.obj) < 0.6 THEN o.assigned_to_id END, interval '3 hours'),
                             (CASE WHEN pg_temp.u('wx' || o.ct || ':' || o.obj) < 0.08 THEN pg_temp.who(o.p, 'wxu' || o.ct || ':' || o.obj, 1.2) END, interval '2 days')) w(uid, dt)
  WHERE w.uid IS NOT NULL) s
GROUP BY ct, obj, uid, p ORDER BY min(t), ct, obj, uid;

CREATE TABLE notifications_notifypolicy (
    id serial NOT NULL,
    notify_level smallint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    modified_at timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL,
    live_notify_level smallint NOT NULL,
    web_notify_level boolean NOT NULL,
    CONSTRAINT notifications_notifypolicy_pkey PRIMARY KEY (id),
    CONSTRAINT notifications_notifypolicy_project_id_user_id_e7aa5cf2_uniq UNIQUE (project_id, user_id)
);
-- a policy per member, made with the membership; it stays when the member leaves the project
INSERT INTO notifications_notifypolicy (notify_level, created_at, modified_at, project_id, user_id, live_notify_level, web_notify_level)
SELECT lvl, t, t + CASE WHEN lvl <> 1 THEN interval '20 days' ELSE interval '0' END, p, u, CASE WHEN lvl = 3 THEN 3 ELSE 1 END, lvl <> 3 FROM (
  SELECT t.p, t.u, CASE WHEN t.rk = 1 THEN p.created
                        ELSE greatest(p.created, u.joined) + pg_temp.u('mc' || t.p || ':' || t.u) ^ 2 * (p.last_at - greatest(p.created, u.joined)) * 0.5 END AS t,
         pg_temp.wch(pg_temp.u('npl' || t.p || ':' || t.u), ARRAY[.7,.95,1.0]) AS lvl
  FROM tteam t JOIN tp p ON p.p = t.p JOIN tu u ON u.u = t.u
  WHERE NOT p.gone AND NOT u.gone AND NOT u.canc
    AND (t.rk = 1 OR pg_temp.u('left' || t.p || ':' || t.u) >= 0.1 OR pg_temp.u('npleft' || t.p || ':' || t.u) < 0.6)) s
ORDER BY t, p, u;

CREATE TABLE settings_userprojectsettings (
    id serial NOT NULL,
    homepage smallint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    modified_at timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT settings_userprojectsettings_pkey PRIMARY KEY (id),
    CONSTRAINT settings_userprojectsettings_project_id_user_id_330ddee9_uniq UNIQUE (project_id, user_id)
);
-- made the first time someone chooses the section a project opens on; it stays when they leave
INSERT INTO settings_userprojectsettings (homepage, created_at, modified_at, project_id, user_id)
SELECT pg_temp.wch(pg_temp.u('hp' || m.p || ':' || m.u), ARRAY[.3,.35,.65,.8,.9,.95,1.0]), t, t, m.p, m.u
FROM (SELECT t.p, t.u, greatest(p.created, u.joined, timestamptz '2021-05-01 00:00+00') + pg_temp.u('hpt' || t.p || ':' || t.u) * interval '120 days' AS t
      FROM tteam t JOIN tp p ON p.p = t.p JOIN tu u ON u.u = t.u
      WHERE NOT p.gone AND NOT u.gone AND NOT u.canc AND pg_temp.u('hps' || t.p || ':' || t.u) < 0.35) m
WHERE t < (SELECT last_at FROM tp WHERE tp.p = m.p) ORDER BY t, m.p, m.u;

CREATE TABLE contact_contactentry (
    id serial NOT NULL,
    comment text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT contact_contactentry_pkey PRIMARY KEY (id)
);
INSERT INTO contact_contactentry (comment, created_date, project_id, user_id)
SELECT 'Hi, I would like to help with ' || p.name || '.', t, p.p, u.u FROM (
  SELECT p.*, u.u AS uu, greatest(p.created, u.joined) + pg_temp.u('cct' || p.p || ':' || u.u) * (timestamptz '2024-06-28 12:00+00' - greatest(p.created, u.joined)) AS t
  FROM tp p JOIN tu u ON NOT u.sys AND NOT u.gone AND NOT u.canc AND u.u > 5
  WHERE NOT p.gone AND NOT p.is_private AND pg_temp.u('cc' || p.p || ':' || u.u) < 0.004) p JOIN tu u ON u.u = p.uu
ORDER BY t, p.p;

INSERT INTO userstorage_storageentry (created_date, modified_date, key, value, owner_id)
SELECT t, t + interval '5 days', key, val, u FROM (
  SELECT u.u, u.joined + interval '10 minutes' AS t, 'joyride' AS key, '{"backlog": true, "kanban": true, "dashboard": true}'::jsonb AS val
  FROM tu u WHERE NOT u.sys AND NOT u.gone AND NOT u.canc AND pg_temp.u('js' || u.u) < 0.7
  UNION ALL
  SELECT u.u, u.joined + interval '1 hour', 'dont_ask_premise_newsletter', 'true'::jsonb
  FROM tu u WHERE NOT u.sys AND NOT u.gone AND NOT u.canc AND pg_temp.u('dn' || u.u) < 0.5
  UNION ALL
  SELECT m.user_id, m.created_at + interval '2 days', 'backlog_filters_' || m.project_id,
         '{"q": "", "status": [], "tags": [], "assigned_to": []}'::jsonb
  FROM projects_membership m WHERE m.user_id IS NOT NULL AND pg_temp.u('bf' || m.id) < 0.15) s
WHERE t < timestamptz '2024-06-28 12:00+00' ORDER BY t, u, key;

CREATE TABLE webhooks_webhook (
    id serial NOT NULL,
    url character varying(200) NOT NULL,
    key text NOT NULL,
    project_id integer NOT NULL,
    name character varying(250) NOT NULL,
    CONSTRAINT webhooks_webhook_pkey PRIMARY KEY (id)
);
INSERT INTO webhooks_webhook (url, key, project_id, name)
SELECT CASE WHEN g = 1 THEN 'https://hooks.slack.example/services/T0' || upper(substr(md5('sl' || p), 1, 8)) || '/' || upper(substr(md5('sl2' || p), 1, 10))
            ELSE 'https://ci.nimbusworks.example/taiga/' || p END, md5('whk' || p || ':' || g), p, CASE WHEN g = 1 THEN 'Slack' ELSE 'CI' END
FROM tp, generate_series(1, 2) g
WHERE NOT gone AND share > 0.003 AND pg_temp.u('wh' || p || ':' || g) < 0.25 ORDER BY created + g * interval '40 days', p;

CREATE TABLE webhooks_webhooklog (
    id serial NOT NULL,
    url character varying(200) NOT NULL,
    status integer NOT NULL,
    request_data jsonb NOT NULL,
    response_data text NOT NULL,
    webhook_id integer NOT NULL,
    created timestamp with time zone NOT NULL,
    duration double precision NOT NULL,
    request_headers jsonb NOT NULL,
    response_headers jsonb NOT NULL,
    CONSTRAINT webhooks_webhooklog_pkey PRIMARY KEY (id)
);
-- every call is logged, and Taiga deletes all but the last 30 of each webhook (ids keep counting)
INSERT INTO webhooks_webhooklog (id, url, status, request_data, response_data, webhook_id, created, duration, request_headers, response_headers)
SELECT id, url, CASE WHEN x < 0.93 THEN 200 WHEN x < 0.97 THEN 500 ELSE 0 END,
       jsonb_build_object('action', 'change', 'type', 'userstory', 'by', jsonb_build_object('id', project_id)),
       CASE WHEN x < 0.93 THEN 'ok' ELSE 'error' END, wid, t, round((0.1 + pg_temp.u('whd' || id) * 2)::numeric, 3),
       '{"Content-Type": "application/json"}'::jsonb, '{"Content-Type": "text/plain"}'::jsonb
FROM (SELECT c.*, row_number() OVER (ORDER BY t, wid, g)::int AS id, row_number() OVER (PARTITION BY wid ORDER BY t DESC, g DESC) AS back,
             pg_temp.u('whs' || wid || ':' || g) AS x
      FROM (SELECT w.id AS wid, w.url, w.project_id, g,
                   tp.last_at - (tp.last_at - greatest(tp.created, timestamptz '2019-06-01 00:00+00')) * pg_temp.u('wht' || w.id || ':' || g) AS t
            FROM webhooks_webhook w JOIN tp ON tp.p = w.project_id
            CROSS JOIN LATERAL generate_series(1, 30 + floor(pg_temp.u('whn' || w.id) * 400)::int) g) c) s
WHERE back <= 30 ORDER BY id;
ANALYZE;
------------------------------------------------------------------------------------------------
-- history: one entry per save of an epic, story, task, issue or wiki page (create 2, change 1,
-- delete 3), keyed by a uuid1 text; the item is named by the text key "app.model:id" and the author
-- is kept as JSON, so entries outlive deleted items and deleted users
CREATE TEMP TABLE tobj AS
SELECT 'epics.epic' AS model, 50 AS ct, e.id, e.p, e.ref, e.created, e.del, e.n_ch, e.closed,
       pg_temp.whoraw(e.p, 'eow' || e.id, 2) AS creator, pg_temp.lid('epic', e.p, e.k) AS status_id
FROM tep2 e WHERE NOT e.ph
UNION ALL
SELECT 'userstories.userstory', 53, u.id, u.p, u.ref, u.created, u.del, u.n_ch, u.closed, pg_temp.whoraw(u.p, 'uow' || u.id, 1.6), u.status_id
FROM tus2 u WHERE NOT u.ph
UNION ALL
SELECT 'tasks.task', 54, t.id, t.p, t.ref, t.created, t.del AND NOT t.casc, t.n_ch, t.closed, pg_temp.whoraw(t.p, 'tow' || t.id, 1.6), t.status_id
FROM ttk2 t WHERE NOT t.ph AND NOT t.casc
UNION ALL
SELECT 'issues.issue', 55, i.id, i.p, i.ref, i.created, i.del, i.n_ch, i.closed, pg_temp.whoraw(i.p, 'iow' || i.id, 1.2), i.status_id
FROM tis2 i WHERE NOT i.ph
UNION ALL
SELECT 'wiki.wikipage', 56, w.id, w.p, NULL, w.created, w.del, w.version - 1, false, pg_temp.whoraw(w.p, 'wow' || w.id, 2.5), NULL
FROM twk w JOIN tp ON tp.p = w.p AND NOT tp.gone;
ALTER TABLE tobj ADD COLUMN t_end timestamptz;
UPDATE tobj o SET t_end = greatest(o.created + interval '1 hour',
                                   least(o.created + interval '150 days', tp.last_at, timestamptz '2024-06-28 12:00+00'))
FROM tp WHERE tp.p = o.p;

CREATE TEMP TABLE tev AS
SELECT o.*, 2 AS type, 0 AS g, o.created AS t, o.creator AS actor, false AS comment, false AS hidden FROM tobj o
UNION ALL
SELECT o.*, 1, g, o.created + (o.t_end - o.created) * ((g - 1 + pg_temp.u('hct' || o.ct || ':' || o.id || ':' || g)) / o.n_ch),
       CASE WHEN g = o.n_ch AND o.closed AND o.ct <> 56 AND pg_temp.u('hcl' || o.ct || ':' || o.id) < 0.6 THEN o.creator
            ELSE pg_temp.whoraw(o.p, 'hca' || o.ct || ':' || o.id || ':' || g, 1.5) END,
       o.ct <> 56 AND pg_temp.u('hcm' || o.ct || ':' || o.id || ':' || g) < 0.35,
       o.ct <> 56 AND pg_temp.u('hhd' || o.ct || ':' || o.id || ':' || g) < 0.05
FROM tobj o CROSS JOIN LATERAL generate_series(1, o.n_ch) g
UNION ALL
SELECT o.*, 3, 99, o.t_end + pg_temp.u('hdt' || o.ct || ':' || o.id) * least(interval '20 days', timestamptz '2024-06-28 12:00+00' - o.t_end), pg_temp.whoraw(o.p, 'hdu' || o.ct || ':' || o.id, 1.2), false, false
FROM tobj o WHERE o.del;
UPDATE tev SET t = timestamptz '2024-06-28 12:00+00' - pg_temp.u('hcap' || ct || ':' || id || ':' || g) * interval '3 days'
WHERE t > timestamptz '2024-06-28 12:00+00';
ALTER TABLE tev ADD COLUMN hid text;
UPDATE tev SET hid = pg_temp.uuid1('he:' || ct || ':' || id || ':' || g || ':' || type);
CREATE TEMP TABLE tname AS SELECT u, CASE WHEN u <= 4 THEN (ARRAY['Bitbucket','GitHub','GitLab','Gogs'])[u] WHEN u = 5 THEN 'Taiga Admin'
                                          ELSE fname || ' ' || lname END AS name FROM tu;

CREATE TABLE history_historyentry (
    id character varying(255) NOT NULL,
    "user" jsonb,
    created_at timestamp with time zone,
    type smallint,
    is_snapshot boolean,
    key character varying(255),
    diff jsonb,
    snapshot jsonb,
    "values" jsonb,
    comment text,
    comment_html text,
    delete_comment_date timestamp with time zone,
    delete_comment_user jsonb,
    is_hidden boolean,
    comment_versions jsonb,
    edit_comment_date timestamp with time zone,
    project_id integer NOT NULL,
    values_diff_cache jsonb,
    CONSTRAINT history_historyentry_pkey PRIMARY KEY (id)
);
INSERT INTO history_historyentry
SELECT e.hid, jsonb_build_object('pk', e.actor, 'name', n.name), e.t, e.type, e.type = 2 OR e.g % 10 = 0,
       e.model || ':' || e.id,
       CASE WHEN e.type <> 1 THEN '{}'::jsonb
            WHEN e.hidden THEN jsonb_build_object('kanban_order', jsonb_build_array(pg_temp.ms(e.created), pg_temp.ms(e.t)))
            WHEN e.comment AND pg_temp.u('hcd' || e.hid) < 0.6 THEN '{}'::jsonb
            WHEN e.ct = 56 THEN jsonb_build_object('content', jsonb_build_array('...', '...'))
            WHEN e.g = e.n_ch AND e.closed THEN jsonb_build_object('status', jsonb_build_array(e.status_id - 1, e.status_id))
            ELSE (ARRAY['{"description": ["", "Updated description"]}', '{"subject": ["Old subject", "New subject"]}',
                        '{"tags": [[], ["backend"]]}', '{"due_date": [null, "2023-05-01"]}', '{"is_blocked": [false, true]}'])
                   [1 + floor(pg_temp.u('hdf' || e.hid) * 5)::int]::jsonb END,
       CASE WHEN e.type = 2 OR e.g % 10 = 0 THEN
            jsonb_build_object('ref', e.ref, 'owner', e.creator, 'status', e.status_id, 'project', e.p, 'subject', 'Item ' || e.id) END,
       CASE WHEN e.type = 1 AND e.g = e.n_ch AND e.closed THEN jsonb_build_object('status', jsonb_build_object((e.status_id - 1)::text, 'In progress', e.status_id::text, 'Done'))
            ELSE '{}'::jsonb END,
       CASE WHEN e.comment THEN (ARRAY['Done, please review.','I cannot reproduce it.','Moved to the next sprint.','Waiting for the client.',
                                       'Deployed to staging.','+1','Can you add the screenshot?','Fixed in the last release.'])
                                  [1 + floor(pg_temp.u('hcx' || e.hid) * 8)::int] ELSE '' END,
       CASE WHEN e.comment THEN '<p>comment</p>' ELSE '' END,
       CASE WHEN e.comment AND pg_temp.u('hdc' || e.hid) < 0.01 THEN e.t + interval '1 hour' END,
       CASE WHEN e.comment AND pg_temp.u('hdc' || e.hid) < 0.01 THEN jsonb_build_object('pk', e.actor, 'name', n.name) END,
       e.hidden,
       CASE WHEN e.comment AND pg_temp.u('hec' || e.hid) < 0.02 THEN jsonb_build_array(jsonb_build_object('comment', 'first version', 'date', e.t)) END,
       CASE WHEN e.comment AND pg_temp.u('hec' || e.hid) < 0.02 THEN e.t + interval '10 minutes' END,
       e.p, NULL
FROM tev e JOIN tname n ON n.u = e.actor;
------------------------------------------------------------------------------------------------
-- timeline: what the project pages and the people's profile pages show. Each event is written to
-- the project's timeline (content type project, namespace project:N) and to the people related to
-- the item (content type user, object_id the person, namespace user:N of the one who acted);
-- data_content_type names the kind of item. Thinned to keep the table under 50,000 rows: every
-- creation and deletion, the closings, one comment in seven; people's rows for stories, issues
-- and epics only.
CREATE TEMP TABLE ttl AS
SELECT 15 AS ct, e.p AS obj, 'project:' || e.p AS ns, e.model || '.' || (ARRAY['change','create','delete'])[e.type] AS event_type,
       e.p, e.ct AS dct, e.t, e.actor, e.id AS item, e.ref, e.model, e.comment
FROM tev e
WHERE e.type IN (2, 3) OR (e.type = 1 AND NOT e.hidden
                           AND ((e.comment AND pg_temp.u('tlc' || e.hid) < 0.15) OR (e.g = e.n_ch AND e.closed)))
UNION ALL
-- the item's author gets the row (object_id), under the namespace of whoever acted
SELECT 6, e.creator, 'user:' || e.actor, e.model || '.' || (ARRAY['change','create','delete'])[e.type], e.p, e.ct, e.t, e.actor, e.id, e.ref, e.model, false
FROM tev e JOIN tu ON tu.u = e.creator AND NOT tu.gone
WHERE e.ct IN (50, 53, 55) AND (e.type = 2 OR (e.type = 1 AND e.g = e.n_ch AND e.closed AND NOT e.hidden))
UNION ALL
SELECT 15, p.p, 'project:' || p.p, 'projects.project.create', p.p, 15, p.created, p.owner, p.p, NULL, 'projects.project', false
FROM tp p WHERE NOT p.gone
UNION ALL
SELECT 6, p.owner, 'user:' || p.owner, 'projects.project.create', p.p, 15, p.created, p.owner, p.p, NULL, 'projects.project', false
FROM tp p JOIN tu ON tu.u = p.owner AND NOT tu.gone WHERE NOT p.gone
UNION ALL
SELECT x.ct, x.obj, x.ns, 'projects.membership.create', m.project_id, 14, m.created_at, m.user_id, m.id, NULL, 'projects.membership', false
FROM projects_membership m
CROSS JOIN LATERAL (VALUES (15, m.project_id, 'project:' || m.project_id), (6, m.user_id, 'user:' || m.user_id)) x(ct, obj, ns)
WHERE m.user_id IS NOT NULL
UNION ALL
SELECT 15, m.project_id, 'project:' || m.project_id, 'milestones.milestone.create', m.project_id, 49, m.created_date, m.owner_id, m.id, NULL,
       'milestones.milestone', false
FROM milestones_milestone m
UNION ALL
SELECT 6, u.id, 'user:' || u.id, 'users.user.create', NULL, 6, u.date_joined, u.id, u.id, NULL, 'users.user', false
FROM users_user u WHERE NOT u.is_system;

CREATE TABLE timeline_timeline (
    id serial NOT NULL,
    object_id integer NOT NULL,
    namespace character varying(250) NOT NULL,
    event_type character varying(250) NOT NULL,
    project_id integer,
    data jsonb NOT NULL,
    data_content_type_id integer NOT NULL,
    created timestamp with time zone NOT NULL,
    content_type_id integer NOT NULL,
    CONSTRAINT timeline_timeline_pkey PRIMARY KEY (id),
    CONSTRAINT timeline_timeline_object_id_check CHECK ((object_id >= 0))
);
INSERT INTO timeline_timeline (object_id, namespace, event_type, project_id, data, data_content_type_id, created, content_type_id)
SELECT l.obj, l.ns, l.event_type, l.p,
       jsonb_strip_nulls(jsonb_build_object(
         'user', CASE WHEN l.actor IS NOT NULL THEN jsonb_build_object('id', l.actor, 'name', n.name) END,
         'project', CASE WHEN l.p IS NOT NULL THEN jsonb_build_object('id', l.p, 'name', pr.name, 'slug', pr.slug) END,
         split_part(l.model, '.', 2), jsonb_build_object('id', l.item, 'ref', l.ref),
         'comment', CASE WHEN l.comment THEN 'comment' END)),
       l.dct, l.t, l.ct
FROM ttl l LEFT JOIN tname n ON n.u = l.actor LEFT JOIN projects_project pr ON pr.id = l.p
ORDER BY l.t, l.ct DESC, l.obj;
-- the counters Taiga refreshes on every timeline write; the totals some scrum teams typed in
UPDATE projects_project p SET total_activity = n, total_activity_last_year = ny, total_activity_last_month = nm, total_activity_last_week = nw
FROM (SELECT project_id, count(*) n, count(*) FILTER (WHERE created > '2023-06-28') ny, count(*) FILTER (WHERE created > '2024-05-28') nm,
             count(*) FILTER (WHERE created > '2024-06-21') nw FROM timeline_timeline WHERE content_type_id = 15 GROUP BY project_id) t
WHERE t.project_id = p.id;
UPDATE projects_project SET total_milestones = 4 + floor(pg_temp.u('ttm' || id) * 20)::int,
                            total_story_points = 40 + 10 * floor(pg_temp.u('tsp' || id) * 30)
WHERE is_backlog_activated AND pg_temp.u('tot' || id) < 0.3;

------------------------------------------------------------------------------------------------
-- change notifications waiting for the next e-mail batch (sent and deleted every few minutes)
CREATE TEMP TABLE thcn AS
SELECT row_number() OVER (ORDER BY t0)::int + 48211 AS id, s.* FROM (
  SELECT e.model || ':' || e.id AS key, e.actor, e.p, e.type, e.ct, e.id AS obj, min(e.t) AS t0, max(e.t) AS t1, array_agg(e.hid ORDER BY e.t) AS hids
  FROM (SELECT e.* FROM tev e JOIN tu ON tu.u = e.actor AND NOT tu.gone
        WHERE NOT e.hidden AND NOT e.del AND e.ct <> 56 AND e.type IN (1, 2) ORDER BY e.t DESC LIMIT 30) e
  GROUP BY 1, 2, 3, 4, 5, 6) s;
CREATE TABLE notifications_historychangenotification (
    id serial NOT NULL,
    key character varying(255) NOT NULL,
    created_datetime timestamp with time zone NOT NULL,
    updated_datetime timestamp with time zone NOT NULL,
    history_type smallint NOT NULL,
    owner_id integer NOT NULL,
    project_id integer NOT NULL,
    CONSTRAINT notifications_historychangenotification_pkey PRIMARY KEY (id),
    CONSTRAINT notifications_historycha_key_owner_id_project_id__869f948f_uniq UNIQUE (key, owner_id, project_id, history_type)
);
INSERT INTO notifications_historychangenotification SELECT id, key, t0, t1, type, actor, p FROM thcn ORDER BY id;
CREATE TABLE notifications_historychangenotification_history_entries (
    id serial NOT NULL,
    historychangenotification_id integer NOT NULL,
    historyentry_id character varying(255) NOT NULL,
    CONSTRAINT notifications_historychangenotification_history_entries_pkey PRIMARY KEY (id),
    CONSTRAINT notifications_historycha_historychangenotificatio_8fb55cdd_uniq UNIQUE (historychangenotification_id, historyentry_id)
);
-- (the link rows of the notifications already sent went with them: ids carry on from there)
INSERT INTO notifications_historychangenotification_history_entries (id, historychangenotification_id, historyentry_id)
SELECT 61873 + row_number() OVER (ORDER BY h.id, x.o), h.id, x.hid FROM thcn h CROSS JOIN LATERAL unnest(h.hids) WITH ORDINALITY x(hid, o) ORDER BY h.id, x.o;
CREATE TABLE notifications_historychangenotification_notify_users (
    id serial NOT NULL,
    historychangenotification_id integer NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT notifications_historychangenotification_notify_users_pkey PRIMARY KEY (id),
    CONSTRAINT notifications_historycha_historychangenotificatio_3b0f323b_uniq UNIQUE (historychangenotification_id, user_id)
);
-- the watchers of the item, but the author of the change
INSERT INTO notifications_historychangenotification_notify_users (id, historychangenotification_id, user_id)
SELECT 90544 + row_number() OVER (ORDER BY h.id, w.user_id), h.id, w.user_id
FROM thcn h JOIN notifications_watched w ON w.content_type_id = h.ct AND w.object_id = h.obj AND w.user_id <> h.actor
ORDER BY h.id, w.user_id;

------------------------------------------------------------------------------------------------
-- the bell (web notifications, Taiga 6.0, 2021): assigned (1), mentioned (2), added as member (4),
-- a comment on something one watches (5)
CREATE TABLE notifications_webnotification (
    id serial NOT NULL,
    created timestamp with time zone NOT NULL,
    read timestamp with time zone,
    event_type integer NOT NULL,
    data jsonb NOT NULL,
    user_id integer NOT NULL,
    CONSTRAINT notifications_webnotification_pkey PRIMARY KEY (id),
    CONSTRAINT notifications_webnotification_event_type_check CHECK ((event_type >= 0))
);
INSERT INTO notifications_webnotification (created, read, event_type, data, user_id)
SELECT t, CASE WHEN pg_temp.u('wnr' || k) < CASE WHEN t > timestamptz '2024-06-20 00:00+00' THEN 0.3 ELSE 0.9 END
               THEN least(t + pg_temp.u('wnt' || k) * interval '3 days', timestamptz '2024-06-28 12:00+00') END,
       et, jsonb_build_object('project', jsonb_build_object('id', p, 'name', pr.name, 'slug', pr.slug),
                              'user', jsonb_build_object('id', actor, 'name', n.name),
                              'obj', jsonb_build_object('id', obj, 'ref', ref, 'content_type', ctn)),
       uid
FROM (
  SELECT 'a' || o.ct || ':' || o.id AS k, o.created + interval '5 minutes' AS t, 1 AS et, o.p, o.creator AS actor, o.id AS obj, o.ref,
         split_part(o.model, '.', 2) AS ctn, x.assigned_to_id AS uid
  FROM tobj o JOIN (SELECT 53 AS ct, id, assigned_to_id FROM userstories_userstory UNION ALL SELECT 54, id, assigned_to_id FROM tasks_task
                    UNION ALL SELECT 55, id, assigned_to_id FROM issues_issue) x ON x.ct = o.ct AND x.id = o.id
  WHERE o.created > timestamptz '2021-03-01 00:00+00' AND x.assigned_to_id IS NOT NULL AND x.assigned_to_id <> o.creator
    AND pg_temp.u('wna' || o.ct || ':' || o.id) < 0.5
  UNION ALL
  SELECT 'c' || e.hid, e.t + interval '1 minute', CASE WHEN pg_temp.u('wnm' || e.hid) < 0.2 THEN 2 ELSE 5 END, e.p, e.actor, e.id, e.ref,
         split_part(e.model, '.', 2), w.user_id
  FROM tev e JOIN notifications_watched w ON w.content_type_id = e.ct AND w.object_id = e.id AND w.user_id <> e.actor
  WHERE e.comment AND e.t > timestamptz '2021-03-01 00:00+00' AND pg_temp.u('wnc' || e.hid || w.user_id) < 0.25
  UNION ALL
  SELECT 'm' || m.id, m.created_at + interval '1 minute', 4, m.project_id, m.invited_by_id, m.project_id, NULL, 'project', m.user_id
  FROM projects_membership m WHERE m.user_id IS NOT NULL AND m.invited_by_id IS NOT NULL AND m.created_at > timestamptz '2021-03-01 00:00+00'
) s JOIN projects_project pr ON pr.id = s.p LEFT JOIN tname n ON n.u = s.actor
JOIN users_user uu ON uu.id = s.uid AND uu.is_active
ORDER BY t, uid, et;
------------------------------------------------------------------------------------------------
-- the foreign keys Django declares (DEFERRABLE INITIALLY DEFERRED, as migrate makes them)
ALTER TABLE ONLY attachments_attachment ADD CONSTRAINT attachments_attachme_content_type_id_35dd9d5d_fk_django_co FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY attachments_attachment ADD CONSTRAINT attachments_attachme_project_id_50714f52_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY attachments_attachment ADD CONSTRAINT attachments_attachment_owner_id_720defb8_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY contact_contactentry ADD CONSTRAINT contact_contactentry_project_id_27bfec4e_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY contact_contactentry ADD CONSTRAINT contact_contactentry_user_id_f1f19c5f_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_epiccustomattributesvalues ADD CONSTRAINT custom_attributes_ep_epic_id_d413e57a_fk_epics_epi FOREIGN KEY (epic_id) REFERENCES epics_epic(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_epiccustomattribute ADD CONSTRAINT custom_attributes_ep_project_id_ad2cfaa8_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_issuecustomattributesvalues ADD CONSTRAINT custom_attributes_is_issue_id_868161f8_fk_issues_is FOREIGN KEY (issue_id) REFERENCES issues_issue(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_issuecustomattribute ADD CONSTRAINT custom_attributes_is_project_id_3b4acff5_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_taskcustomattribute ADD CONSTRAINT custom_attributes_ta_project_id_f0f622a8_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_taskcustomattributesvalues ADD CONSTRAINT custom_attributes_ta_task_id_3d1ccf5e_fk_tasks_tas FOREIGN KEY (task_id) REFERENCES tasks_task(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_userstorycustomattribute ADD CONSTRAINT custom_attributes_us_project_id_2619cf6c_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY custom_attributes_userstorycustomattributesvalues ADD CONSTRAINT custom_attributes_us_user_story_id_99b10c43_fk_userstori FOREIGN KEY (user_story_id) REFERENCES userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY epics_epic ADD CONSTRAINT epics_epic_assigned_to_id_13e08004_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY epics_epic ADD CONSTRAINT epics_epic_owner_id_b09888c4_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY epics_epic ADD CONSTRAINT epics_epic_project_id_d98aaef7_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY epics_epic ADD CONSTRAINT epics_epic_status_id_4cf3af1a_fk_projects_epicstatus_id FOREIGN KEY (status_id) REFERENCES projects_epicstatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY epics_relateduserstory ADD CONSTRAINT epics_relatedusersto_user_story_id_329a951c_fk_userstori FOREIGN KEY (user_story_id) REFERENCES userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY epics_relateduserstory ADD CONSTRAINT epics_relateduserstory_epic_id_57605230_fk_epics_epic_id FOREIGN KEY (epic_id) REFERENCES epics_epic(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY history_historyentry ADD CONSTRAINT history_historyentry_project_id_9b008f70_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_assigned_to_id_c6054289_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_milestone_id_3c2695ee_fk_milestones_milestone_id FOREIGN KEY (milestone_id) REFERENCES milestones_milestone(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_owner_id_5c361b47_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_priority_id_93842a93_fk_projects_priority_id FOREIGN KEY (priority_id) REFERENCES projects_priority(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_project_id_4b0f3e2f_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_severity_id_695dade0_fk_projects_severity_id FOREIGN KEY (severity_id) REFERENCES projects_severity(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_status_id_64473cf1_fk_projects_issuestatus_id FOREIGN KEY (status_id) REFERENCES projects_issuestatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY issues_issue ADD CONSTRAINT issues_issue_type_id_c1063362_fk_projects_issuetype_id FOREIGN KEY (type_id) REFERENCES projects_issuetype(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY likes_like ADD CONSTRAINT likes_like_content_type_id_8ffc2116_fk_django_content_type_id FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY likes_like ADD CONSTRAINT likes_like_user_id_aae4c421_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY milestones_milestone ADD CONSTRAINT milestones_milestone_owner_id_216ba23b_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY milestones_milestone ADD CONSTRAINT milestones_milestone_project_id_6151cb75_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_historychangenotification_history_entries ADD CONSTRAINT notifications_histor_historychangenotific_65e52ffd_fk_notificat FOREIGN KEY (historychangenotification_id) REFERENCES notifications_historychangenotification(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_historychangenotification_notify_users ADD CONSTRAINT notifications_histor_historychangenotific_d8e98e97_fk_notificat FOREIGN KEY (historychangenotification_id) REFERENCES notifications_historychangenotification(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_historychangenotification_history_entries ADD CONSTRAINT notifications_histor_historyentry_id_ad550852_fk_history_h FOREIGN KEY (historyentry_id) REFERENCES history_historyentry(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_historychangenotification ADD CONSTRAINT notifications_histor_owner_id_6f63be8a_fk_users_use FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_historychangenotification ADD CONSTRAINT notifications_histor_project_id_52cf5e2b_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_historychangenotification_notify_users ADD CONSTRAINT notifications_histor_user_id_f7bd2448_fk_users_use FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_notifypolicy ADD CONSTRAINT notifications_notify_project_id_aa5da43f_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_notifypolicy ADD CONSTRAINT notifications_notifypolicy_user_id_2902cbeb_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_watched ADD CONSTRAINT notifications_watche_content_type_id_7b3ab729_fk_django_co FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_watched ADD CONSTRAINT notifications_watche_project_id_c88baa46_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_watched ADD CONSTRAINT notifications_watched_user_id_1bce1955_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY notifications_webnotification ADD CONSTRAINT notifications_webnotification_user_id_f32287d5_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_epicstatus ADD CONSTRAINT projects_epicstatus_project_id_d2c43c29_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_issueduedate ADD CONSTRAINT projects_issueduedat_project_id_ec077eb7_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_issuestatus ADD CONSTRAINT projects_issuestatus_project_id_1988ebf4_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_issuetype ADD CONSTRAINT projects_issuetype_project_id_e831e4ae_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_membership ADD CONSTRAINT projects_membership_invited_by_id_a2c6c913_fk_users_user_id FOREIGN KEY (invited_by_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_membership ADD CONSTRAINT projects_membership_project_id_5f65bf3f_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_membership ADD CONSTRAINT projects_membership_role_id_c4bd36ef_fk_users_role_id FOREIGN KEY (role_id) REFERENCES users_role(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_membership ADD CONSTRAINT projects_membership_user_id_13374535_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_points ADD CONSTRAINT projects_points_project_id_3b8f7b42_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_priority ADD CONSTRAINT projects_priority_project_id_936c75b2_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_creation_template_id_b5a97819_fk_projects_ FOREIGN KEY (creation_template_id) REFERENCES projects_projecttemplate(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_epic_status__1915e581_fk_projects_ FOREIGN KEY (default_epic_status_id) REFERENCES projects_epicstatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_issue_status_6aebe7fd_fk_projects_ FOREIGN KEY (default_issue_status_id) REFERENCES projects_issuestatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_issue_type_i_89e9b202_fk_projects_ FOREIGN KEY (default_issue_type_id) REFERENCES projects_issuetype(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_points_id_6c6701c2_fk_projects_ FOREIGN KEY (default_points_id) REFERENCES projects_points(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_priority_id_498ad5e0_fk_projects_ FOREIGN KEY (default_priority_id) REFERENCES projects_priority(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_severity_id_34b7fa94_fk_projects_ FOREIGN KEY (default_severity_id) REFERENCES projects_severity(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_swimlane_id_14643d1a_fk_projects_ FOREIGN KEY (default_swimlane_id) REFERENCES projects_swimlane(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_task_status__3be95fee_fk_projects_ FOREIGN KEY (default_task_status_id) REFERENCES projects_taskstatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_default_us_status_id_cc989d55_fk_projects_ FOREIGN KEY (default_us_status_id) REFERENCES projects_userstorystatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_project ADD CONSTRAINT projects_project_owner_id_b940de39_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_projectmodulesconfig ADD CONSTRAINT projects_projectmodu_project_id_eff1c253_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_severity ADD CONSTRAINT projects_severity_project_id_9ab920cd_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_swimlane ADD CONSTRAINT projects_swimlane_project_id_06871cf8_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_swimlaneuserstorystatus ADD CONSTRAINT projects_swimlaneuse_status_id_2f3fda91_fk_projects_ FOREIGN KEY (status_id) REFERENCES projects_userstorystatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_swimlaneuserstorystatus ADD CONSTRAINT projects_swimlaneuse_swimlane_id_1d3f2b21_fk_projects_ FOREIGN KEY (swimlane_id) REFERENCES projects_swimlane(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_taskduedate ADD CONSTRAINT projects_taskduedate_project_id_775d850d_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_taskstatus ADD CONSTRAINT projects_taskstatus_project_id_8b32b2bb_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_userstoryduedate ADD CONSTRAINT projects_userstorydu_project_id_ab7b1680_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY projects_userstorystatus ADD CONSTRAINT projects_userstoryst_project_id_cdf95c9c_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY references_reference ADD CONSTRAINT references_reference_content_type_id_c134e05e_fk_django_co FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY references_reference ADD CONSTRAINT references_reference_project_id_00275368_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY settings_userprojectsettings ADD CONSTRAINT settings_userproject_project_id_0bc686ce_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY settings_userprojectsettings ADD CONSTRAINT settings_userprojectsettings_user_id_0e7fdc25_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY tasks_task ADD CONSTRAINT tasks_task_assigned_to_id_e8821f61_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY tasks_task ADD CONSTRAINT tasks_task_milestone_id_64cc568f_fk_milestones_milestone_id FOREIGN KEY (milestone_id) REFERENCES milestones_milestone(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY tasks_task ADD CONSTRAINT tasks_task_owner_id_db3dcc3e_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY tasks_task ADD CONSTRAINT tasks_task_project_id_a2815f0c_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY tasks_task ADD CONSTRAINT tasks_task_status_id_899d2b90_fk_projects_taskstatus_id FOREIGN KEY (status_id) REFERENCES projects_taskstatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY tasks_task ADD CONSTRAINT tasks_task_user_story_id_47ceaf1d_fk_userstories_userstory_id FOREIGN KEY (user_story_id) REFERENCES userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY timeline_timeline ADD CONSTRAINT timeline_timeline_content_type_id_5731a0c6_fk_django_co FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY timeline_timeline ADD CONSTRAINT timeline_timeline_data_content_type_id_0689742e_fk_django_co FOREIGN KEY (data_content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY timeline_timeline ADD CONSTRAINT timeline_timeline_project_id_58d5eadd_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY users_authdata ADD CONSTRAINT users_authdata_user_id_9625853a_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY users_role ADD CONSTRAINT users_role_project_id_2837f877_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstorage_storageentry ADD CONSTRAINT userstorage_storageentry_owner_id_c4c1ffc0_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_rolepoints ADD CONSTRAINT userstories_rolepoin_user_story_id_ddb4c558_fk_userstori FOREIGN KEY (user_story_id) REFERENCES userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_rolepoints ADD CONSTRAINT userstories_rolepoints_points_id_cfcc5a79_fk_projects_points_id FOREIGN KEY (points_id) REFERENCES projects_points(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_rolepoints ADD CONSTRAINT userstories_rolepoints_role_id_94ac7663_fk_users_role_id FOREIGN KEY (role_id) REFERENCES users_role(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstor_generated_from_issue_afe43198_fk_issues_is FOREIGN KEY (generated_from_issue_id) REFERENCES issues_issue(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstor_generated_from_task__8e958d43_fk_tasks_tas FOREIGN KEY (generated_from_task_id) REFERENCES tasks_task(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstor_milestone_id_37f31d22_fk_milestone FOREIGN KEY (milestone_id) REFERENCES milestones_milestone(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstor_project_id_03e85e9c_fk_projects_ FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstor_status_id_858671dd_fk_projects_ FOREIGN KEY (status_id) REFERENCES projects_userstorystatus(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstor_swimlane_id_8ecab79d_fk_projects_ FOREIGN KEY (swimlane_id) REFERENCES projects_swimlane(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory_assigned_users ADD CONSTRAINT userstories_userstor_user_id_6de6e8a7_fk_users_use FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory_assigned_users ADD CONSTRAINT userstories_userstor_userstory_id_fcb98e26_fk_userstori FOREIGN KEY (userstory_id) REFERENCES userstories_userstory(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstory_assigned_to_id_5ba80653_fk_users_user_id FOREIGN KEY (assigned_to_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY userstories_userstory ADD CONSTRAINT userstories_userstory_owner_id_df53c64e_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY votes_vote ADD CONSTRAINT votes_vote_content_type_id_c8375fe1_fk_django_content_type_id FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY votes_vote ADD CONSTRAINT votes_vote_user_id_24a74629_fk_users_user_id FOREIGN KEY (user_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY votes_votes ADD CONSTRAINT votes_votes_content_type_id_29583576_fk_django_content_type_id FOREIGN KEY (content_type_id) REFERENCES django_content_type(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY webhooks_webhook ADD CONSTRAINT webhooks_webhook_project_id_76846b5e_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY webhooks_webhooklog ADD CONSTRAINT webhooks_webhooklog_webhook_id_646c2008_fk_webhooks_webhook_id FOREIGN KEY (webhook_id) REFERENCES webhooks_webhook(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY wiki_wikilink ADD CONSTRAINT wiki_wikilink_project_id_7dc700d7_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY wiki_wikipage ADD CONSTRAINT wiki_wikipage_last_modifier_id_38be071c_fk_users_user_id FOREIGN KEY (last_modifier_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY wiki_wikipage ADD CONSTRAINT wiki_wikipage_owner_id_f1f6c5fd_fk_users_user_id FOREIGN KEY (owner_id) REFERENCES users_user(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE ONLY wiki_wikipage ADD CONSTRAINT wiki_wikipage_project_id_03a1e2ca_fk_projects_project_id FOREIGN KEY (project_id) REFERENCES projects_project(id) DEFERRABLE INITIALLY DEFERRED;

-- the sequences carry on after the highest id, as in a live install
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.relname AS tbl, a.attname AS col, pg_get_serial_sequence(c.relname, a.attname) AS seq
           FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
           WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace AND pg_get_serial_sequence(c.relname, a.attname) IS NOT NULL LOOP
    EXECUTE format('SELECT setval(%L, coalesce((SELECT max(%I) FROM %I), 0) + 1, false)', r.seq, r.col, r.tbl);
  END LOOP;
END $$;
ANALYZE;
