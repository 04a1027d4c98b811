-- test/accuracy/mediawiki.sql: MediaWiki's core schema (1.39-1.42 era, after the actor, comment,
-- MCR slots and linktarget migrations) as installed on PostgreSQL, written for issue 16 as a
-- held-out check (eighth round): committed with its truth (mediawiki_truth.csv) BEFORE discovery
-- was ever run on it.
--
-- Its conventions: one schema, public; every column carries its table's abbreviated prefix
-- (page_, rev_, slot_, content_, old_ for text, comment_, actor_, user_, ug_, cl_, pl_, tl_, lt_,
-- rd_, log_, rc_, ar_, wl_, pp_, cat_, model_, role_), so a reference names its target only by a
-- word after the prefix (rev_page -> page.page_id, rev_actor -> actor.actor_id, rev_comment_id
-- -> comment.comment_id, slot_revision_id / slot_origin -> revision.rev_id, slot_content_id ->
-- content.content_id, content_model -> content_models.model_id, page_latest -> revision.rev_id,
-- actor_user -> "user".user_id, cl_from / pl_from / tl_from / pp_page / rd_from / rc_cur_id ->
-- page.page_id, pl_target_id / tl_target_id -> linktarget.lt_id, rc_this_oldid / rc_last_oldid
-- -> revision.rev_id, rc_logid -> logging.log_id, wl_user / ug_user -> "user".user_id, log_actor /
-- rc_actor / ar_actor -> actor, log_ / rc_ / ar_comment_id -> comment, ar_parent_id ->
-- archive.ar_rev_id: an archived revision's parent was archived with it); the
-- table of users is the quoted reserved word "user". MediaWiki declares no foreign keys at all,
-- only primary keys (constraints) and unique indexes (CREATE UNIQUE INDEX, which mode all
-- keeps), so every reference in the truth is undeclared. 0 means "none" in rev_parent_id (a
-- page's first revision), rc_last_oldid (a new page), rc_this_oldid and rc_cur_id (log rows with
-- no page), rc_logid (edits) and ar_parent_id: those references hold on their other values.
-- actor_user is NULL for anonymous (IP) editors. Timestamps are 14-character text
-- (YYYYMMDDHHMMSS). categorylinks.cl_to is a title, not an id: it equals category.cat_title
-- (every category with members has a category row; cat_title is unique) and, for categories that
-- have a description page, a page_title in namespace 14 (titles are unique only per namespace:
-- no reference to page). The redirect target (rd_namespace, rd_title) names an existing page
-- (page's unique (page_namespace, page_title)); linktarget and watchlist titles also name red
-- links (pages that do not exist), so they reference no page.
-- Deleted pages: their revisions moved to archive (ar_rev_id, ar_page_id keep the old ids, gaps
-- in revision and page), but their slots, content and text rows stay, and their deletion log rows
-- keep log_page: slots.slot_revision_id, slots.slot_origin and logging.log_page are real
-- references that do not hold on every row (listed as undiscoverable: orphans by design).
-- content.content_address ('tt:<old_id>') points at text inside a string (no column reference;
-- text.old_id has gaps where rows of an old import are unused). ar_page_id and ar_rev_id keep ids
-- that are no longer in page and revision (no reference).
-- One slot role only (main): slots.slot_role_id is 1 on every row (undiscoverable).
-- Skewed: a few prolific editors and bots, the empty edit summary on a third of the edits, a few
-- templates on most pages. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1407);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.ts(t timestamp) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(t, 'YYYYMMDDHH24MISS') $$;
CREATE FUNCTION pg_temp.sha1(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT substr(md5(t) || md5('b' || t), 1, 31) $$;

-- ---- users and actors ------------------------------------------------------
CREATE TABLE "user" (
  user_id serial PRIMARY KEY, user_name text NOT NULL DEFAULT '', user_real_name text NOT NULL DEFAULT '',
  user_password text NOT NULL, user_newpassword text NOT NULL, user_newpass_time text, user_email text NOT NULL,
  user_touched text NOT NULL, user_token text NOT NULL DEFAULT '', user_email_authenticated text,
  user_email_token text, user_email_token_expires text, user_registration text, user_editcount integer,
  user_password_expires text);
CREATE UNIQUE INDEX user_name ON "user" (user_name);
CREATE INDEX user_email ON "user" (user_email);
INSERT INTO "user" (user_id, user_name, user_real_name, user_password, user_newpassword, user_email, user_touched,
                    user_token, user_email_authenticated, user_registration, user_editcount)
SELECT u, CASE u WHEN 1 THEN 'Admin' WHEN 2 THEN 'MediaWiki default' WHEN 3 THEN 'Maintenance script'
                 WHEN 4 THEN 'AutoWikiBot' WHEN 5 THEN 'ArchiveBot'
                 ELSE (ARRAY['Alder','Birch','Cedar','Elm','Hazel','Juniper','Larch','Maple','Rowan','Willow'])[1 + u % 10]
                      || (ARRAY['fox','hawk','wren','otter','lynx','crane'])[1 + u % 6] || u END,
       CASE WHEN u > 5 AND u % 3 = 0 THEN 'Editor ' || u ELSE '' END,
       CASE WHEN u IN (2, 3) THEN '' ELSE ':pbkdf2:sha512:30000:64:' || md5('s' || u) || ':' || md5('h' || u) END, '',
       CASE WHEN u > 5 AND u % 4 <> 0 THEN 'user' || u || '@example.org' ELSE '' END,
       pg_temp.ts('2024-05-01'::timestamp + u * interval '3 hours'), md5('tok' || u),
       CASE WHEN u > 5 AND u % 4 <> 0 AND u % 5 <> 0 THEN pg_temp.ts('2013-01-01'::timestamp + u * interval '40 days') END,
       CASE WHEN u = 2 THEN NULL ELSE pg_temp.ts('2012-01-01'::timestamp + u * interval '37 days') END, 0
  FROM generate_series(1, 90) u;
SELECT setval('user_user_id_seq', 90);

CREATE TABLE user_groups (ug_user integer NOT NULL DEFAULT 0, ug_group text NOT NULL DEFAULT '', ug_expiry text,
                          PRIMARY KEY (ug_user, ug_group));
CREATE INDEX ug_group ON user_groups (ug_group);
INSERT INTO user_groups
SELECT user_id, g, CASE WHEN g = 'autopatrolled' AND user_id % 7 = 0 THEN '20250101000000' END
  FROM "user", unnest(CASE WHEN user_id = 1 THEN ARRAY['sysop', 'bureaucrat', 'interface-admin']
                           WHEN user_id IN (3, 4, 5) THEN ARRAY['bot']
                           WHEN user_id % 9 = 0 THEN ARRAY['sysop']
                           WHEN user_id % 4 = 1 AND user_id > 5 THEN ARRAY['autopatrolled']
                           ELSE ARRAY[]::text[] END) g;

-- actors: registered users who ever acted, and IP addresses, numbered in order of first action
CREATE TABLE actor (actor_id bigserial PRIMARY KEY, actor_user integer, actor_name text NOT NULL);
CREATE UNIQUE INDEX actor_user ON actor (actor_user);
CREATE UNIQUE INDEX actor_name ON actor (actor_name);
INSERT INTO actor (actor_id, actor_user, actor_name)
SELECT row_number() OVER (ORDER BY first), u, name
  FROM (SELECT user_id AS u, user_name AS name, CASE WHEN user_id <= 3 THEN user_id ELSE 3 + random() * 300 END AS first
          FROM "user" WHERE user_id <> 2
        UNION ALL
        SELECT NULL, '192.0.2.' || i, 20 + random() * 300 FROM generate_series(1, 130) i
        UNION ALL
        SELECT NULL, '2001:db8::' || to_hex(i * 37), 150 + random() * 170 FROM generate_series(1, 45) i) a;
-- an actor's weight: a few registered editors and the bots do most of the work
CREATE TEMP TABLE actor_pick AS
SELECT actor_id, row_number() OVER (ORDER BY actor_user IS NULL, (actor_user * 7919) % 89) AS k,
       actor_user IS NULL AS anon
  FROM actor;
CREATE FUNCTION pg_temp.editor() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT actor_id FROM actor_pick
   WHERE k = (SELECT CASE WHEN random() < 0.82 THEN pg_temp.sk(89, 2.4) ELSE 89 + pg_temp.r(175) END) $$;

-- ---- comments --------------------------------------------------------------
CREATE TABLE comment (comment_id bigserial PRIMARY KEY, comment_hash integer NOT NULL, comment_text text NOT NULL,
                      comment_data text);
CREATE INDEX comment_hash ON comment (comment_hash);
INSERT INTO comment
SELECT c, hashtext(t), t, NULL
  FROM (SELECT c, CASE WHEN c = 1 THEN ''
                       WHEN c <= 12 THEN (ARRAY['typo', 'copyedit', 'Reverted edits by [[Special:Contributions]]',
                             'rv vandalism', 'update', 'links', 'cleanup', 'Bot: Fixing double redirect',
                             'formatting', 'ref', 'cat'])[c - 1]
                       ELSE (ARRAY['/* History */ ', '/* See also */ ', '/* References */ ', 'Created page with "',
                             '', 'moved [[', 'Protected "[[', 'content was: "'])[1 + c % 8] || 'summary ' || c END AS t
          FROM generate_series(1, 2600) c) x;
SELECT setval('comment_comment_id_seq', 2600);
-- an edit summary: the empty one a third of the time, then a few stock ones
CREATE FUNCTION pg_temp.summary() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN random() < 0.33 THEN 1 ELSE pg_temp.sk(2600, 2.0) END::bigint $$;

-- ---- pages (30 of them deleted later) --------------------------------------
CREATE TEMP TABLE pg0 AS
SELECT p, ns, title, p % 41 = 0 AS deleted,
       '2012-02-01'::timestamp + p * interval '58 hours' + random() * interval '2 days' AS created,
       CASE WHEN ns = 0 AND p % 10 = 3 THEN true ELSE false END AS redirect,
       CASE WHEN ns = 828 THEN 'Scribunto'
            WHEN ns = 8 AND title LIKE '%.js' THEN 'javascript' WHEN ns = 8 AND title LIKE '%.css' THEN 'css'
            WHEN ns = 8 AND title LIKE '%.json' THEN 'json' ELSE 'wikitext' END AS model,
       CASE WHEN p % 10 = 3 AND ns = 0 THEN 1 ELSE pg_temp.sk(18, 2.2) END AS nrev
  FROM (SELECT p, ns,
               CASE ns WHEN 8 THEN (ARRAY['Common.js', 'Common.css', 'Vector.css', 'Sidebar', 'Mainpage',
                                          'Gadgets-definition', 'Gadget-HotCat.js', 'Monobook.css', 'Vector.js',
                                          'Copyright', 'Sitenotice', 'Gadget-popups.js', 'Licenses',
                                          'Edittools', 'Gadget-popups.css', 'Config.json'])[1 + p % 16]
                       WHEN 2 THEN 'User' || p WHEN 828 THEN 'Module_' || p
                       ELSE (ARRAY['Alpine', 'Basalt', 'Cascade', 'Delta', 'Estuary', 'Fjord', 'Glacier', 'Harbor',
                                   'Isthmus', 'Lagoon', 'Moraine', 'Plateau'])[1 + p % 12] || '_' || p END AS title
          FROM (SELECT p, CASE WHEN p % 100 < 55 THEN 0 WHEN p % 100 < 67 THEN 1 WHEN p % 100 < 73 THEN 2
                               WHEN p % 100 < 76 THEN 4 WHEN p % 100 < 82 THEN 6 WHEN p % 100 < 89 THEN 10
                               WHEN p % 100 < 94 THEN 14 WHEN p % 100 < 96 THEN 828
                               WHEN p % 100 < 98 THEN 3 ELSE 8 END AS ns
                  FROM generate_series(1, 1280) p) a) b;
-- titles are unique per namespace: the MediaWiki namespace keeps one page per name
DELETE FROM pg0 a USING pg0 b WHERE a.ns = b.ns AND a.title = b.title AND a.p > b.p;

CREATE TEMP TABLE rev0 AS
SELECT p, k, pg0.deleted,
       created + (k - 1) * interval '9 days' + CASE WHEN k > 1 THEN random() * interval '8 days' ELSE interval '0' END AS t,
       pg_temp.editor() AS actor,
       pg_temp.summary() AS cmt, random() < 0.2 AS minor, 200 + pg_temp.r(9000) AS len
  FROM pg0, generate_series(1, nrev) k;
ALTER TABLE rev0 ADD COLUMN rev_id integer;
UPDATE rev0 r SET rev_id = o.n FROM (SELECT p, k, row_number() OVER (ORDER BY t, p, k) AS n FROM rev0) o
 WHERE (o.p, o.k) = (r.p, r.k);

CREATE TABLE content_models (model_id serial PRIMARY KEY, model_name text NOT NULL);
CREATE UNIQUE INDEX model_name ON content_models (model_name);
INSERT INTO content_models (model_name)
SELECT model FROM (SELECT DISTINCT ON (pg0.model) pg0.model, r.rev_id FROM rev0 r JOIN pg0 USING (p)
                    ORDER BY pg0.model, r.rev_id) x ORDER BY rev_id;

CREATE TABLE slot_roles (role_id serial PRIMARY KEY, role_name text NOT NULL);
CREATE UNIQUE INDEX role_name ON slot_roles (role_name);
INSERT INTO slot_roles (role_name) VALUES ('main');

CREATE TABLE text (old_id serial PRIMARY KEY, old_text text NOT NULL, old_flags text NOT NULL);
CREATE TABLE content (content_id bigserial PRIMARY KEY, content_size integer NOT NULL, content_sha1 text NOT NULL,
                      content_model smallint NOT NULL, content_address text NOT NULL);
CREATE TABLE slots (slot_revision_id bigint NOT NULL, slot_role_id smallint NOT NULL, slot_content_id bigint NOT NULL,
                    slot_origin bigint NOT NULL, PRIMARY KEY (slot_revision_id, slot_role_id));
CREATE INDEX slot_revision_origin_role ON slots (slot_revision_id, slot_origin, slot_role_id);
-- every revision gets new content but reverts (every third revision of a page, 12% of them), which
-- reuse the content of the revision two back; text rows have gaps (rows of an old import nobody uses)
ALTER TABLE rev0 ADD COLUMN content_id integer;
UPDATE rev0 r SET content_id = o.n
  FROM (SELECT rev_id, row_number() OVER (ORDER BY rev_id) AS n FROM rev0 WHERE k % 3 <> 0 OR random() >= 0.12) o
 WHERE o.rev_id = r.rev_id;
UPDATE rev0 r SET content_id = b.content_id FROM rev0 b
 WHERE r.content_id IS NULL AND b.p = r.p AND b.k = r.k - 2;
INSERT INTO text
SELECT content_id + content_id / 33, 'gzdeflate:' || md5('text' || content_id), 'utf-8,gzip' FROM rev0
 GROUP BY content_id ORDER BY content_id;
INSERT INTO content
SELECT r.content_id, min(r.len), pg_temp.sha1('c' || r.content_id), min(m.model_id), 'tt:' || (r.content_id + r.content_id / 33)
  FROM rev0 r JOIN pg0 USING (p) JOIN content_models m ON m.model_name = pg0.model
 GROUP BY r.content_id ORDER BY r.content_id;
INSERT INTO slots SELECT rev_id, 1, content_id, rev_id FROM rev0 ORDER BY rev_id;

CREATE TABLE revision (
  rev_id serial PRIMARY KEY, rev_page integer NOT NULL, rev_comment_id bigint NOT NULL DEFAULT 0,
  rev_actor bigint NOT NULL DEFAULT 0, rev_timestamp text NOT NULL, rev_minor_edit smallint NOT NULL DEFAULT 0,
  rev_deleted smallint NOT NULL DEFAULT 0, rev_len integer, rev_parent_id integer, rev_sha1 text NOT NULL DEFAULT '');
CREATE INDEX rev_timestamp ON revision (rev_timestamp);
CREATE INDEX rev_page_timestamp ON revision (rev_page, rev_timestamp);
CREATE INDEX rev_actor_timestamp ON revision (rev_actor, rev_timestamp, rev_id);
INSERT INTO revision
SELECT r.rev_id, r.p, r.cmt, r.actor, pg_temp.ts(r.t), r.minor::int, CASE WHEN r.rev_id % 157 = 0 THEN 1 ELSE 0 END,
       r.len, coalesce(pr.rev_id, 0), pg_temp.sha1('c' || r.content_id)
  FROM rev0 r LEFT JOIN rev0 pr ON pr.p = r.p AND pr.k = r.k - 1
 WHERE NOT r.deleted ORDER BY r.rev_id;
SELECT setval('revision_rev_id_seq', (SELECT max(rev_id) FROM rev0));

CREATE TABLE page (
  page_id serial PRIMARY KEY, page_namespace integer NOT NULL, page_title text NOT NULL,
  page_is_redirect smallint NOT NULL DEFAULT 0, page_is_new smallint NOT NULL DEFAULT 0, page_random float8 NOT NULL,
  page_touched text NOT NULL, page_links_updated text, page_latest integer NOT NULL, page_len integer NOT NULL,
  page_content_model text, page_lang text);
CREATE UNIQUE INDEX page_name_title ON page (page_namespace, page_title);
CREATE INDEX page_random ON page (page_random);
CREATE INDEX page_len ON page (page_len);
INSERT INTO page
SELECT pg0.p, pg0.ns, pg0.title, pg0.redirect::int, (pg0.nrev = 1)::int, random(),
       pg_temp.ts(l.t + interval '2 days'), pg_temp.ts(l.t + interval '1 hour'), l.rev_id, l.len,
       CASE WHEN pg0.model <> 'wikitext' THEN pg0.model END, NULL
  FROM pg0 JOIN rev0 l ON l.p = pg0.p AND l.k = pg0.nrev
 WHERE NOT pg0.deleted ORDER BY pg0.p;
SELECT setval('page_page_id_seq', (SELECT max(p) FROM pg0));

CREATE TABLE archive (
  ar_id serial PRIMARY KEY, ar_namespace integer NOT NULL DEFAULT 0, ar_title text NOT NULL DEFAULT '',
  ar_comment_id bigint NOT NULL, ar_actor bigint NOT NULL, ar_timestamp text NOT NULL,
  ar_minor_edit smallint NOT NULL DEFAULT 0, ar_rev_id integer NOT NULL, ar_deleted smallint NOT NULL DEFAULT 0,
  ar_len integer, ar_page_id integer, ar_parent_id integer, ar_sha1 text NOT NULL DEFAULT '');
CREATE INDEX ar_name_title_timestamp ON archive (ar_namespace, ar_title, ar_timestamp);
CREATE INDEX ar_actor_timestamp ON archive (ar_actor, ar_timestamp);
CREATE UNIQUE INDEX ar_revid_uniq ON archive (ar_rev_id);
INSERT INTO archive (ar_namespace, ar_title, ar_comment_id, ar_actor, ar_timestamp, ar_minor_edit, ar_rev_id,
                     ar_deleted, ar_len, ar_page_id, ar_parent_id, ar_sha1)
SELECT pg0.ns, pg0.title, r.cmt, r.actor, pg_temp.ts(r.t), r.minor::int, r.rev_id, 0, r.len, r.p,
       coalesce(pr.rev_id, 0), pg_temp.sha1('c' || r.content_id)
  FROM rev0 r JOIN pg0 USING (p) LEFT JOIN rev0 pr ON pr.p = r.p AND pr.k = r.k - 1
 WHERE r.deleted ORDER BY r.t, r.rev_id;

-- ---- categories, links, templates, redirects, properties ----------------
CREATE TABLE category (cat_id serial PRIMARY KEY, cat_title text NOT NULL, cat_pages integer NOT NULL DEFAULT 0,
                       cat_subcats integer NOT NULL DEFAULT 0, cat_files integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX cat_title ON category (cat_title);
CREATE INDEX cat_pages ON category (cat_pages);
CREATE TABLE categorylinks (
  cl_from integer NOT NULL DEFAULT 0, cl_to text NOT NULL DEFAULT '', cl_sortkey text NOT NULL DEFAULT '',
  cl_sortkey_prefix text NOT NULL DEFAULT '', cl_timestamp text NOT NULL, cl_collation text NOT NULL DEFAULT '',
  cl_type text NOT NULL DEFAULT 'page', PRIMARY KEY (cl_from, cl_to));
CREATE INDEX cl_sortkey ON categorylinks (cl_to, cl_type, cl_sortkey, cl_from);
CREATE INDEX cl_timestamp ON categorylinks (cl_to, cl_timestamp);
-- category names: those of the category pages, and 40 more used without a description page
CREATE TEMP TABLE catname AS
SELECT row_number() OVER (ORDER BY o) AS k, t
  FROM (SELECT page_title AS t, page_id AS o FROM page WHERE page_namespace = 14
        UNION ALL SELECT 'Articles_needing_' || (ARRAY['cleanup', 'sources', 'images', 'updates'])[1 + i % 4] || '_' || i,
                         5000 + i FROM generate_series(1, 40) i) x;
INSERT INTO categorylinks
SELECT DISTINCT ON (p.page_id, c.t) p.page_id, c.t, upper(replace(p.page_title, '_', ' ')), '', p.page_touched,
       'uppercase', CASE p.page_namespace WHEN 14 THEN 'subcat' WHEN 6 THEN 'file' ELSE 'page' END
  FROM page p, generate_series(1, 4) j,
       LATERAL (SELECT t FROM catname ORDER BY k OFFSET pg_temp.sk(90, 1.7) + 0 * p.page_id * j - 1 LIMIT 1) c
 WHERE p.page_namespace IN (0, 6, 10, 14, 828) AND p.page_is_redirect = 0 AND j <= 1 + p.page_id % 4
   AND NOT (p.page_namespace = 14 AND c.t = p.page_title);
INSERT INTO category (cat_title, cat_pages, cat_subcats, cat_files)
SELECT cl_to, count(*), count(*) FILTER (WHERE cl_type = 'subcat'), count(*) FILTER (WHERE cl_type = 'file')
  FROM categorylinks GROUP BY cl_to ORDER BY min(cl_timestamp), cl_to;

CREATE TABLE linktarget (lt_id bigserial PRIMARY KEY, lt_namespace integer NOT NULL, lt_title text NOT NULL);
CREATE UNIQUE INDEX lt_namespace_title ON linktarget (lt_namespace, lt_title);
-- link targets: existing pages (a few namespaces), and red links to pages nobody wrote
INSERT INTO linktarget (lt_namespace, lt_title)
SELECT ns, t FROM (SELECT page_namespace AS ns, page_title AS t, random() AS o FROM page
                    WHERE page_namespace IN (0, 2, 4, 6, 10, 828) AND page_id % 5 <> 4
                   UNION ALL
                   SELECT (ARRAY[0, 0, 0, 2, 10])[1 + i % 5], 'Redlink_' || i, random() FROM generate_series(1, 260) i) x
 ORDER BY o;
CREATE TABLE pagelinks (pl_from integer NOT NULL DEFAULT 0, pl_from_namespace integer NOT NULL DEFAULT 0,
                        pl_target_id bigint NOT NULL, PRIMARY KEY (pl_from, pl_target_id));
CREATE INDEX pl_target_id ON pagelinks (pl_target_id, pl_from);
CREATE INDEX pl_backlinks_namespace_target_id ON pagelinks (pl_from_namespace, pl_target_id, pl_from);
INSERT INTO pagelinks
SELECT DISTINCT p.page_id, p.page_namespace, l.lt_id
  FROM page p, generate_series(1, 14) j,
       LATERAL (SELECT lt_id FROM linktarget WHERE lt_namespace <> 10 AND lt_namespace <> 828
                 ORDER BY lt_id OFFSET pg_temp.sk(700, 1.4) + 0 * p.page_id * j - 1 LIMIT 1) l
 WHERE p.page_namespace IN (0, 1, 2, 4, 14) AND j <= CASE WHEN p.page_is_redirect = 1 THEN 1 ELSE 2 + p.page_id % 13 END;
CREATE TABLE templatelinks (tl_from integer NOT NULL DEFAULT 0, tl_from_namespace integer NOT NULL DEFAULT 0,
                            tl_target_id bigint NOT NULL, PRIMARY KEY (tl_from, tl_target_id));
CREATE INDEX tl_target_id ON templatelinks (tl_target_id, tl_from);
CREATE INDEX tl_backlinks_namespace_target_id ON templatelinks (tl_from_namespace, tl_target_id, tl_from);
INSERT INTO templatelinks
SELECT DISTINCT p.page_id, p.page_namespace, l.lt_id
  FROM page p, generate_series(1, 8) j,
       LATERAL (SELECT lt_id FROM linktarget WHERE lt_namespace IN (10, 828)
                 ORDER BY lt_id OFFSET pg_temp.sk(60, 2.5) + 0 * p.page_id * j - 1 LIMIT 1) l
 WHERE p.page_namespace IN (0, 1, 2, 4, 6, 10, 14) AND p.page_is_redirect = 0 AND j <= 1 + p.page_id % 8;

CREATE TABLE redirect (rd_from integer PRIMARY KEY DEFAULT 0, rd_namespace integer NOT NULL DEFAULT 0,
                       rd_title text NOT NULL DEFAULT '', rd_interwiki text, rd_fragment text);
CREATE INDEX rd_ns_title ON redirect (rd_namespace, rd_title, rd_from);
INSERT INTO redirect
SELECT r.page_id, t.page_namespace, t.page_title, '', CASE WHEN r.page_id % 6 = 0 THEN 'History' END
  FROM page r, LATERAL (SELECT page_namespace, page_title FROM page
                         WHERE page_namespace = 0 AND page_is_redirect = 0 AND page_id <> r.page_id
                         ORDER BY page_id OFFSET pg_temp.sk(600, 1.3) + 0 * r.page_id - 1 LIMIT 1) t
 WHERE r.page_is_redirect = 1;

CREATE TABLE page_props (pp_page integer NOT NULL, pp_propname text NOT NULL, pp_value text NOT NULL,
                         pp_sortkey float8, PRIMARY KEY (pp_page, pp_propname));
CREATE INDEX pp_propname_page ON page_props (pp_propname, pp_page);
CREATE INDEX pp_propname_sortkey_page ON page_props (pp_propname, pp_sortkey, pp_page);
INSERT INTO page_props
SELECT page_id, prop, CASE prop WHEN 'wikibase_item' THEN 'Q' || (page_id * 7919 % 90000)
                                WHEN 'defaultsort' THEN upper(page_title) WHEN 'page_image_free' THEN 'Image_' || page_id || '.jpg'
                                ELSE '' END, NULL
  FROM page, unnest(ARRAY['wikibase_item', 'defaultsort', 'page_image_free', 'hiddencat', 'noindex']) prop
 WHERE page_is_redirect = 0 AND CASE prop WHEN 'wikibase_item' THEN page_namespace = 0 AND page_id % 3 <> 0
                                          WHEN 'defaultsort' THEN page_namespace = 0 AND page_id % 11 = 0
                                          WHEN 'page_image_free' THEN page_namespace = 0 AND page_id % 4 = 1
                                          WHEN 'hiddencat' THEN page_namespace = 14 AND page_id % 3 = 0
                                          ELSE page_namespace = 2 AND page_id % 5 = 0 END;

-- ---- logging and recent changes --------------------------------------------
CREATE TABLE logging (
  log_id serial PRIMARY KEY, log_type text NOT NULL DEFAULT '', log_action text NOT NULL DEFAULT '',
  log_timestamp text NOT NULL DEFAULT '19700101000000', log_actor bigint NOT NULL, log_namespace integer NOT NULL DEFAULT 0,
  log_title text NOT NULL DEFAULT '', log_comment_id bigint NOT NULL, log_params text NOT NULL, log_deleted smallint NOT NULL DEFAULT 0,
  log_page integer);
CREATE INDEX log_type_time ON logging (log_type, log_timestamp);
CREATE INDEX log_actor_time ON logging (log_actor, log_timestamp);
CREATE INDEX log_page_time ON logging (log_page, log_timestamp);
CREATE TEMP TABLE log0 AS
-- page creations
SELECT r.t, 'create' AS typ, 'create' AS act, r.actor, pg0.ns, pg0.title, r.cmt, 'a:0:{}' AS params, r.p AS pg
  FROM rev0 r JOIN pg0 USING (p) WHERE r.k = 1
UNION ALL -- account creations (no page)
SELECT a.t, 'newusers', CASE WHEN u.user_id % 6 = 0 THEN 'autocreate' ELSE 'create' END, x.actor_id, 2, u.user_name,
       1, 'a:1:{s:9:"4::userid";i:' || u.user_id || ';}', 0
  FROM "user" u JOIN actor x ON x.actor_user = u.user_id,
       LATERAL (SELECT to_timestamp(u.user_registration, 'YYYYMMDDHH24MISS')::timestamp AS t) a
 WHERE u.user_registration IS NOT NULL
UNION ALL -- deletions: the page id is kept although the page is gone
SELECT max(r.t) + interval '3 days', 'delete', 'delete', (SELECT actor_id FROM actor WHERE actor_user = 1), pg0.ns, pg0.title,
       pg_temp.summary(), 'a:1:{s:8:"count";i:' || count(*) || ';}', pg0.p
  FROM rev0 r JOIN pg0 USING (p) WHERE pg0.deleted GROUP BY pg0.p, pg0.ns, pg0.title
UNION ALL -- moves and protections
SELECT r.t + interval '1 hour', CASE WHEN r.p % 2 = 0 THEN 'move' ELSE 'protect' END,
       CASE WHEN r.p % 2 = 0 THEN 'move' ELSE 'protect' END, r.actor, pg0.ns, pg0.title, pg_temp.summary(),
       'a:2:{s:9:"4::target";s:3:"...";}', r.p
  FROM rev0 r JOIN pg0 USING (p) WHERE NOT pg0.deleted AND r.k = 2 AND r.p % 9 = 0
UNION ALL -- uploads of the file pages
SELECT r.t, 'upload', 'upload', r.actor, 6, pg0.title, r.cmt, 'a:3:{s:8:"img_sha1";}', r.p
  FROM rev0 r JOIN pg0 USING (p) WHERE pg0.ns = 6 AND r.k = 1
UNION ALL -- patrol marks by sysops
SELECT r.t + interval '20 minutes', 'patrol', 'patrol', (SELECT actor_id FROM actor WHERE actor_user = 9 * (1 + r.rev_id % 9)),
       pg0.ns, pg0.title, 1, 'a:3:{s:8:"4::curid";s:' || r.rev_id || ';}', r.p
  FROM rev0 r JOIN pg0 USING (p) WHERE NOT pg0.deleted AND r.rev_id % 13 = 0;
INSERT INTO logging (log_type, log_action, log_timestamp, log_actor, log_namespace, log_title, log_comment_id, log_params,
                     log_deleted, log_page)
SELECT typ, act, pg_temp.ts(t), actor, ns, title, cmt, params, 0, pg FROM log0 ORDER BY t, typ, pg;
UPDATE "user" u SET user_editcount = n FROM (SELECT a.actor_user, count(*) AS n FROM rev0 r JOIN actor a ON a.actor_id = r.actor
                                               GROUP BY 1) e WHERE e.actor_user = u.user_id;

CREATE TABLE recentchanges (
  rc_id serial PRIMARY KEY, rc_timestamp text NOT NULL, rc_actor bigint NOT NULL, rc_namespace integer NOT NULL DEFAULT 0,
  rc_title text NOT NULL DEFAULT '', rc_comment_id bigint NOT NULL, rc_minor smallint NOT NULL DEFAULT 0,
  rc_bot smallint NOT NULL DEFAULT 0, rc_new smallint NOT NULL DEFAULT 0, rc_cur_id integer NOT NULL DEFAULT 0,
  rc_this_oldid integer NOT NULL DEFAULT 0, rc_last_oldid integer NOT NULL DEFAULT 0, rc_type smallint NOT NULL DEFAULT 0,
  rc_source text NOT NULL DEFAULT '', rc_patrolled smallint NOT NULL DEFAULT 0, rc_ip text NOT NULL DEFAULT '',
  rc_old_len integer, rc_new_len integer, rc_deleted smallint NOT NULL DEFAULT 0, rc_logid integer NOT NULL DEFAULT 0,
  rc_log_type text, rc_log_action text, rc_params text);
CREATE INDEX rc_timestamp ON recentchanges (rc_timestamp);
CREATE INDEX rc_namespace_title_timestamp ON recentchanges (rc_namespace, rc_title, rc_timestamp);
CREATE INDEX rc_cur_id ON recentchanges (rc_cur_id);
CREATE INDEX rc_this_oldid ON recentchanges (rc_this_oldid);
-- the last 300 days ($wgRCMaxAge raised; rows of deleted pages' edits went with the pages; their log rows stay)
INSERT INTO recentchanges (rc_timestamp, rc_actor, rc_namespace, rc_title, rc_comment_id, rc_minor, rc_bot, rc_new,
                           rc_cur_id, rc_this_oldid, rc_last_oldid, rc_type, rc_source, rc_patrolled, rc_ip,
                           rc_old_len, rc_new_len, rc_deleted, rc_logid, rc_log_type, rc_log_action, rc_params)
SELECT ts, actor, ns, title, cmt, minor, bot, new, cur, this, last, typ, src, patrolled, ip, old_len, new_len, 0, logid,
       log_type, log_action, params
  FROM (SELECT r.rev_timestamp AS ts, r.rev_actor AS actor, p.page_namespace AS ns, p.page_title AS title,
               r.rev_comment_id AS cmt, r.rev_minor_edit AS minor, coalesce(a.actor_user IN (3, 4, 5), false)::int AS bot,
               (r.rev_parent_id = 0)::int AS new, r.rev_page AS cur, r.rev_id AS this, r.rev_parent_id AS last,
               CASE WHEN r.rev_parent_id = 0 THEN 1 ELSE 0 END AS typ,
               CASE WHEN r.rev_parent_id = 0 THEN 'mw.new' ELSE 'mw.edit' END AS src,
               CASE WHEN r.rev_id % 3 = 0 THEN 1 ELSE 0 END AS patrolled,
               CASE WHEN a.actor_user IS NULL THEN a.actor_name ELSE '10.0.' || a.actor_id % 50 || '.1' END AS ip,
               pr.rev_len AS old_len, r.rev_len AS new_len, 0 AS logid,
               NULL::text AS log_type, NULL::text AS log_action, '' AS params
          FROM revision r JOIN page p ON p.page_id = r.rev_page JOIN actor a ON a.actor_id = r.rev_actor
          LEFT JOIN revision pr ON pr.rev_id = r.rev_parent_id
         WHERE r.rev_timestamp >= (SELECT pg_temp.ts(max(t) - interval '300 days') FROM rev0)
        UNION ALL
        SELECT l.log_timestamp, l.log_actor, l.log_namespace, l.log_title, l.log_comment_id, 0, 0, 0,
               CASE WHEN p.page_id IS NULL THEN 0 ELSE l.log_page END, 0, 0, 3, 'mw.log', 1, '127.0.0.1',
               NULL, NULL, l.log_id, l.log_type, l.log_action, l.log_params
          FROM logging l LEFT JOIN page p ON p.page_id = l.log_page
         WHERE l.log_timestamp >= (SELECT pg_temp.ts(max(t) - interval '300 days') FROM rev0)
           AND l.log_type <> 'create') x
 ORDER BY ts, this, logid;

-- ---- watchlists (a watched title and its talk page; some titles do not exist) ----
CREATE TABLE watchlist (wl_id serial PRIMARY KEY, wl_user integer NOT NULL, wl_namespace integer NOT NULL DEFAULT 0,
                        wl_title text NOT NULL DEFAULT '', wl_notificationtimestamp text);
CREATE UNIQUE INDEX wl_user ON watchlist (wl_user, wl_namespace, wl_title);
CREATE INDEX wl_namespace_title ON watchlist (wl_namespace, wl_title);
INSERT INTO watchlist (wl_user, wl_namespace, wl_title, wl_notificationtimestamp)
SELECT u, ns + d, t, CASE WHEN random() < 0.1 THEN '20240301120000' END
  FROM (SELECT DISTINCT u, ns, t
          FROM (SELECT u.user_id AS u, CASE WHEN random() < 0.9 THEN x.page_namespace ELSE 0 END AS ns,
                       CASE WHEN random() < 0.9 THEN x.page_title ELSE 'Redlink_' || pg_temp.r(260) END AS t
                  FROM "user" u, generate_series(1, 30) j,
                       LATERAL (SELECT page_namespace, page_title FROM page WHERE page_namespace IN (0, 2, 4, 10, 14)
                                 ORDER BY page_id OFFSET pg_temp.sk(700, 1.5) + 0 * u.user_id * j - 1 LIMIT 1) x
                 WHERE u.user_id NOT IN (2, 3) AND j <= 1 + (u.user_id * 7) % 30) w) w2, (VALUES (0), (1)) d(d)
 ORDER BY u, random();
ANALYZE;
