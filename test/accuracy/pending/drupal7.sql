-- test/accuracy/drupal7.sql: the core of a Drupal 7 site's database on PostgreSQL (node, user,
-- taxonomy, comment, field, file, menu, block, path, session and watchdog tables as
-- drupal_install_schema creates them), written for issue 16 as a held-out check (thirteenth round):
-- committed with its truth (drupal7_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: no table prefix; integer keys abbreviated to a letter and "id" (nid, vid, uid,
-- rid, tid, cid, pid, fid, mlid, plid, bid, wid), and the same abbreviation meaning two things (vid
-- is a node revision in node / node_revision / field tables, a vocabulary in taxonomy_*); text keys
-- for machine names (node_type.type, filter_format.format, menu_router.path); times are int Unix
-- seconds. Drupal declares no foreign key in the database (hook_schema's 'foreign keys' is
-- metadata only), so here, as in wordpress.sql, the references whose every value exists are
-- declared and dropped by the suite, and those whose 0 means "none" are undeclared truths:
-- taxonomy_term_hierarchy.parent (0 = a root term), comment.pid (0 = a top comment),
-- menu_links.plid and p2..p4 (0 = no such ancestor), users.picture (0 = no picture),
-- node_comment_statistics.cid (0 = no comment yet); menu_router.tab_parent ('' when no tab).
-- users holds the anonymous user uid 0 (name ''), so node.uid, comment.uid, sessions.uid,
-- watchdog.uid ... of anonymous activity hold 0 and are contained. users_roles stores only the
-- extra roles (3 administrator, 4 editor): the anonymous / authenticated roles 1 and 2 are implied.
-- node.vid is the current revision (unique, 1:1 to node_revision.vid); node_revision.nid its node.
-- Field storage: field_data_body / field_data_field_tags keyed by (entity_type, entity_id,
-- deleted, delta, language), entity_type always 'node' here, bundle the node type, revision_id the
-- current revision (so it names node.vid as well as node_revision.vid: both in the truth).
-- node.tnid and menu_links.p5..p9 are 0 on every row: undecidable, left out.
-- field_data_field_tags.bundle is 'article' and users.signature_format 'filtered_html' (or NULL) on
-- every row: true references that one distinct value cannot decide, listed as undiscoverable (truth
-- corrected after the first measurement, data unchanged: they had been left out).
-- Polymorphic or text-embedded, left out: file_usage.id (a node or a user by type),
-- url_alias.source and menu_links.link_path ('node/123'), block.delta (a module's own delta),
-- block_role (module, delta) which names block only with its theme.
-- menu_links.p1 is the root ancestor (itself at depth 1) and holds on every row. Skewed: a few
-- authors write most nodes, a few nodes draw most comments. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.713);
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.ts(d float8) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT 1420070400 + (d * 86400)::int $$;

CREATE TABLE filter_format (
  format varchar(255) PRIMARY KEY, name varchar(255) NOT NULL DEFAULT '' UNIQUE, cache smallint NOT NULL DEFAULT 0,
  status int NOT NULL DEFAULT 1, weight int NOT NULL DEFAULT 0);
INSERT INTO filter_format VALUES ('filtered_html', 'Filtered HTML', 1, 1, 0), ('full_html', 'Full HTML', 1, 1, 1),
  ('plain_text', 'Plain text', 1, 1, 10);

CREATE TABLE role (rid serial PRIMARY KEY, name varchar(64) NOT NULL DEFAULT '' UNIQUE, weight int NOT NULL DEFAULT 0);
INSERT INTO role (name, weight) VALUES ('anonymous user', 0), ('authenticated user', 1), ('administrator', 2), ('editor', 3);

CREATE TABLE users (
  uid int PRIMARY KEY CHECK (uid >= 0), name varchar(60) NOT NULL DEFAULT '' UNIQUE, pass varchar(128) NOT NULL DEFAULT '',
  mail varchar(254) DEFAULT '', theme varchar(255) NOT NULL DEFAULT '', signature varchar(255) NOT NULL DEFAULT '',
  signature_format varchar(255), created int NOT NULL DEFAULT 0, access int NOT NULL DEFAULT 0, login int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0, timezone varchar(32), language varchar(12) NOT NULL DEFAULT '',
  picture int NOT NULL DEFAULT 0, init varchar(254) DEFAULT '', data bytea);
INSERT INTO users (uid, name, pass, mail, signature_format, created, access, login, status, timezone, language, picture, init)
SELECT u, CASE WHEN u = 0 THEN '' WHEN u = 1 THEN 'admin' ELSE 'member' || (u * 31 % 9973) END,
       CASE WHEN u = 0 THEN '' ELSE '$S$D' || md5('p' || u) END,
       CASE WHEN u = 0 THEN '' ELSE 'm' || u || '@example.org' END,
       CASE WHEN u = 0 THEN NULL ELSE 'filtered_html' END,
       CASE WHEN u = 0 THEN 0 ELSE pg_temp.ts(u * 1.5) END, CASE WHEN u = 0 THEN 0 ELSE pg_temp.ts(600 + u % 90) END,
       CASE WHEN u = 0 THEN 0 ELSE pg_temp.ts(600 + u % 90) END, (u > 0 AND u % 37 <> 0)::int,
       CASE WHEN u = 0 THEN NULL ELSE 'Europe/Berlin' END, '', 0,
       CASE WHEN u = 0 THEN '' ELSE 'm' || u || '@example.org' END
  FROM generate_series(0, 420) u;

CREATE TABLE users_roles (uid int NOT NULL DEFAULT 0 REFERENCES users, rid int NOT NULL DEFAULT 0 REFERENCES role,
                          PRIMARY KEY (uid, rid));
INSERT INTO users_roles SELECT 1, 3 UNION ALL SELECT 2, 3
  UNION ALL SELECT u, 4 FROM generate_series(2, 40) u WHERE u % 3 <> 1;

CREATE TABLE node_type (
  type varchar(32) PRIMARY KEY, name varchar(255) NOT NULL DEFAULT '', base varchar(255) NOT NULL, module varchar(255) NOT NULL,
  description text NOT NULL, help text NOT NULL, has_title int NOT NULL, title_label varchar(255) NOT NULL DEFAULT '',
  custom smallint NOT NULL DEFAULT 0, modified smallint NOT NULL DEFAULT 0, locked smallint NOT NULL DEFAULT 0,
  disabled smallint NOT NULL DEFAULT 0, orig_type varchar(255) NOT NULL DEFAULT '');
INSERT INTO node_type VALUES
  ('article', 'Article', 'node_content', 'node', 'Time-sensitive content.', '', 1, 'Title', 1, 1, 0, 0, 'article'),
  ('page', 'Basic page', 'node_content', 'node', 'Static content.', '', 1, 'Title', 1, 1, 0, 0, 'page'),
  ('blog', 'Blog entry', 'blog', 'blog', 'A blog post.', '', 1, 'Title', 0, 0, 1, 0, 'blog');

-- nodes 1..1500, authored by a few busy editors (uid 1..40), some by members and anonymous (0)
CREATE TEMP TABLE n0 AS
SELECT n, CASE WHEN n % 9 = 0 THEN 'page' WHEN n % 4 = 0 THEN 'blog' ELSE 'article' END AS type,
       CASE WHEN n % 50 = 0 THEN 0 WHEN n % 4 = 0 THEN pg_temp.sk(420, 1.3) - 1 ELSE pg_temp.sk(40, 2.0) END AS uid,
       1 + floor(random() * random() * 4)::int AS nrev, pg_temp.ts(n * 0.4) AS created
  FROM generate_series(1, 1500) n;
CREATE TABLE node_revision (
  nid int NOT NULL DEFAULT 0, vid serial PRIMARY KEY, uid int NOT NULL DEFAULT 0 REFERENCES users,
  title varchar(255) NOT NULL DEFAULT '', log text NOT NULL, timestamp int NOT NULL DEFAULT 0, status int NOT NULL DEFAULT 1,
  comment int NOT NULL DEFAULT 0, promote int NOT NULL DEFAULT 0, sticky int NOT NULL DEFAULT 0);
INSERT INTO node_revision (nid, uid, title, log, timestamp, status, comment, promote, sticky)
SELECT n, CASE WHEN r = 1 THEN uid ELSE pg_temp.sk(40, 1.5) END, 'Title of node ' || n || CASE WHEN r > 1 THEN ' (rev ' || r || ')' ELSE '' END,
       CASE WHEN r = 1 THEN '' ELSE 'Edited.' END, created + (r - 1) * 3600 * 24, (n % 13 <> 0)::int,
       CASE WHEN type = 'page' THEN 1 ELSE 2 END, (type = 'article')::int, (n % 97 = 0)::int
  FROM n0, generate_series(1, nrev) r ORDER BY created + (r - 1) * 3600 * 24, n;
CREATE TABLE node (
  nid serial PRIMARY KEY, vid int UNIQUE REFERENCES node_revision, type varchar(32) NOT NULL DEFAULT '' REFERENCES node_type,
  language varchar(12) NOT NULL DEFAULT '', title varchar(255) NOT NULL DEFAULT '', uid int NOT NULL DEFAULT 0 REFERENCES users,
  status int NOT NULL DEFAULT 1, created int NOT NULL DEFAULT 0, changed int NOT NULL DEFAULT 0, comment int NOT NULL DEFAULT 0,
  promote int NOT NULL DEFAULT 0, sticky int NOT NULL DEFAULT 0, tnid int NOT NULL DEFAULT 0, translate int NOT NULL DEFAULT 0);
INSERT INTO node (nid, vid, type, language, title, uid, status, created, changed, comment, promote, sticky)
SELECT n0.n, r.vid, n0.type, 'und', r.title, n0.uid, r.status, n0.created, r.timestamp, r.comment, r.promote, r.sticky
  FROM n0 JOIN node_revision r ON r.nid = n0.n
 WHERE r.vid = (SELECT max(vid) FROM node_revision x WHERE x.nid = n0.n) ORDER BY n0.n;
SELECT setval('node_nid_seq', 1500);
ALTER TABLE node_revision ADD FOREIGN KEY (nid) REFERENCES node;
CREATE INDEX node_revision_nid ON node_revision (nid);

CREATE TABLE taxonomy_vocabulary (
  vid serial PRIMARY KEY, name varchar(255) NOT NULL DEFAULT '', machine_name varchar(255) NOT NULL DEFAULT '' UNIQUE,
  description text, hierarchy int NOT NULL DEFAULT 0, module varchar(255) NOT NULL DEFAULT '', weight int NOT NULL DEFAULT 0);
INSERT INTO taxonomy_vocabulary (name, machine_name, description, hierarchy, module, weight)
VALUES ('Tags', 'tags', 'Use tags to group articles.', 0, 'taxonomy', 0),
       ('Sections', 'sections', 'Site sections.', 1, 'taxonomy', 1), ('Regions', 'regions', '', 1, 'taxonomy', 2);
CREATE TABLE taxonomy_term_data (
  tid serial PRIMARY KEY, vid int NOT NULL DEFAULT 0 REFERENCES taxonomy_vocabulary, name varchar(255) NOT NULL DEFAULT '',
  description text, format varchar(255) REFERENCES filter_format, weight int NOT NULL DEFAULT 0);
-- 1..90 tags, 91..110 sections (nested), 111..140 regions (nested)
INSERT INTO taxonomy_term_data (vid, name, description, format, weight)
SELECT CASE WHEN t <= 90 THEN 1 WHEN t <= 110 THEN 2 ELSE 3 END, 'term ' || t,
       CASE WHEN t % 5 = 0 THEN 'About term ' || t ELSE '' END, CASE WHEN t % 15 = 0 THEN 'full_html' WHEN t % 5 = 0 THEN 'filtered_html' ELSE NULL END, t % 10
  FROM generate_series(1, 140) t;
CREATE TABLE taxonomy_term_hierarchy (tid int NOT NULL DEFAULT 0 REFERENCES taxonomy_term_data, parent int NOT NULL DEFAULT 0,
                                      PRIMARY KEY (tid, parent));
INSERT INTO taxonomy_term_hierarchy
SELECT t, CASE WHEN t <= 90 OR t IN (91, 92, 93, 94, 111, 112, 113) THEN 0
               WHEN t <= 110 THEN 91 + (t * 7) % 4 WHEN t <= 125 THEN 111 + t % 3 ELSE 114 + t % 12 END
  FROM generate_series(1, 140) t;

CREATE TABLE taxonomy_index (nid int NOT NULL DEFAULT 0 REFERENCES node, tid int NOT NULL DEFAULT 0 REFERENCES taxonomy_term_data,
                             sticky smallint DEFAULT 0, created int NOT NULL DEFAULT 0);
CREATE TABLE field_data_field_tags (
  entity_type varchar(128) NOT NULL DEFAULT '', bundle varchar(128) NOT NULL DEFAULT '', deleted smallint NOT NULL DEFAULT 0,
  entity_id int NOT NULL REFERENCES node, revision_id int REFERENCES node_revision, language varchar(32) NOT NULL DEFAULT '',
  delta int NOT NULL, field_tags_tid int REFERENCES taxonomy_term_data,
  PRIMARY KEY (entity_type, entity_id, deleted, delta, language));
-- articles have 0..4 tags (skewed to a few popular ones)
INSERT INTO field_data_field_tags
SELECT 'node', 'article', 0, n.nid, n.vid, 'und', d - 1, t
  FROM node n, LATERAL (SELECT row_number() OVER () AS d, t
                          FROM (SELECT DISTINCT pg_temp.sk(90, 1.8) + n.nid * 0 AS t FROM generate_series(1, (n.nid * 7) % 5)) s) x
 WHERE n.type = 'article';
INSERT INTO taxonomy_index
SELECT f.entity_id, f.field_tags_tid, n.sticky, n.created FROM field_data_field_tags f JOIN node n ON n.nid = f.entity_id
 WHERE n.status = 1;
-- blog entries filed under a section (91..110), indexed too
INSERT INTO taxonomy_index SELECT nid, 91 + nid % 20, sticky, created FROM node WHERE type = 'blog' AND status = 1;

CREATE TABLE field_data_body (
  entity_type varchar(128) NOT NULL DEFAULT '', bundle varchar(128) NOT NULL DEFAULT '' REFERENCES node_type,
  deleted smallint NOT NULL DEFAULT 0, entity_id int NOT NULL REFERENCES node, revision_id int REFERENCES node_revision,
  language varchar(32) NOT NULL DEFAULT '', delta int NOT NULL, body_value text, body_summary text,
  body_format varchar(255) REFERENCES filter_format, PRIMARY KEY (entity_type, entity_id, deleted, delta, language));
INSERT INTO field_data_body
SELECT 'node', type, 0, nid, vid, 'und', 0, '<p>Body of ' || title || '</p>', CASE WHEN nid % 6 = 0 THEN 'Summary ' || nid ELSE '' END,
       CASE WHEN nid % 11 = 0 THEN 'full_html' WHEN nid % 17 = 0 THEN 'plain_text' ELSE 'filtered_html' END
  FROM node WHERE type IN ('article', 'page') AND nid % 23 <> 0;

-- comments: a few nodes draw most; replies (pid) to earlier comments on the same node
CREATE TABLE comment (
  cid serial PRIMARY KEY, pid int NOT NULL DEFAULT 0, nid int NOT NULL DEFAULT 0 REFERENCES node,
  uid int NOT NULL DEFAULT 0 REFERENCES users, subject varchar(64) NOT NULL DEFAULT '', hostname varchar(128) NOT NULL DEFAULT '',
  created int NOT NULL DEFAULT 0, changed int NOT NULL DEFAULT 0, status smallint NOT NULL DEFAULT 1,
  thread varchar(255) NOT NULL, name varchar(60), mail varchar(64), homepage varchar(255), language varchar(12) NOT NULL DEFAULT '');
CREATE TEMP TABLE c0 AS
SELECT g, nid, CASE WHEN random() < 0.3 THEN 0 ELSE pg_temp.sk(420, 1.2) - 1 END AS uid
  FROM (SELECT g, (SELECT nid FROM node WHERE type <> 'page' AND nid >= t ORDER BY nid LIMIT 1) AS nid
          FROM (SELECT g, pg_temp.sk(1500, 2.2) AS t FROM generate_series(1, 4200) g) t0) x WHERE nid IS NOT NULL;
INSERT INTO comment (pid, nid, uid, subject, hostname, created, changed, status, thread, name, mail, homepage, language)
SELECT 0, c0.nid, c0.uid, 'Re: node ' || c0.nid, '192.168.' || (g % 250) || '.' || (g % 7), n.created + g * 60, n.created + g * 60,
       (g % 19 <> 0)::int, '', CASE WHEN c0.uid = 0 THEN 'Guest ' || g % 50 ELSE u.name END,
       CASE WHEN c0.uid = 0 THEN 'g' || g % 50 || '@mail.example' ELSE '' END, '', 'und'
  FROM c0 JOIN node n ON n.nid = c0.nid JOIN users u ON u.uid = c0.uid ORDER BY g;
-- about a third are replies to the previous comment on the same node
UPDATE comment c SET pid = p.prev FROM (SELECT cid, lag(cid) OVER (PARTITION BY nid ORDER BY cid) AS prev FROM comment) p
 WHERE p.cid = c.cid AND p.prev IS NOT NULL AND c.cid % 3 = 0;
UPDATE comment c SET thread = to_char(t.k, 'FM00') || '/'
  FROM (SELECT cid, row_number() OVER (PARTITION BY nid ORDER BY cid) AS k FROM comment) t WHERE t.cid = c.cid;
CREATE TABLE node_comment_statistics (
  nid int PRIMARY KEY REFERENCES node, cid int NOT NULL DEFAULT 0, last_comment_timestamp int NOT NULL DEFAULT 0,
  last_comment_name varchar(60), last_comment_uid int NOT NULL DEFAULT 0 REFERENCES users, comment_count int NOT NULL DEFAULT 0);
INSERT INTO node_comment_statistics
SELECT n.nid, coalesce(l.cid, 0), coalesce(l.created, n.changed), l.name, coalesce(l.uid, n.uid), coalesce(k.cnt, 0)
  FROM node n
  LEFT JOIN LATERAL (SELECT cid, created, name, uid FROM comment c WHERE c.nid = n.nid AND c.status = 1 ORDER BY cid DESC LIMIT 1) l ON true
  LEFT JOIN LATERAL (SELECT count(*) AS cnt FROM comment c WHERE c.nid = n.nid AND c.status = 1) k ON true;

CREATE TABLE history (uid int NOT NULL DEFAULT 0 REFERENCES users, nid int NOT NULL DEFAULT 0 REFERENCES node,
                      timestamp int NOT NULL DEFAULT 0, PRIMARY KEY (uid, nid));
INSERT INTO history SELECT DISTINCT ON (u, n) u, n, pg_temp.ts(500 + (u * n) % 200)
  FROM (SELECT pg_temp.sk(420, 1.5) - 1 + g * 0 AS u, pg_temp.sk(1500, 1.7) AS n FROM generate_series(1, 3500) g) x
 WHERE u > 0;

CREATE TABLE file_managed (
  fid serial PRIMARY KEY, uid int NOT NULL DEFAULT 0 REFERENCES users, filename varchar(255) NOT NULL DEFAULT '',
  uri varchar(255) NOT NULL DEFAULT '' UNIQUE, filemime varchar(255) NOT NULL DEFAULT '', filesize bigint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0, timestamp int NOT NULL DEFAULT 0);
-- 1..260 images attached to articles, 261..320 user pictures
INSERT INTO file_managed (uid, filename, uri, filemime, filesize, status, timestamp)
SELECT CASE WHEN f <= 260 THEN pg_temp.sk(40, 2.0) ELSE 100 + (f - 260) * 5 END,
       CASE WHEN f <= 260 THEN 'image' || f || '.jpg' ELSE 'picture-' || (100 + (f - 260) * 5) || '.png' END,
       CASE WHEN f <= 260 THEN 'public://field/image/image' || f || '.jpg' ELSE 'public://pictures/picture-' || (100 + (f - 260) * 5) || '.png' END,
       CASE WHEN f <= 260 THEN 'image/jpeg' ELSE 'image/png' END, 20000 + (f * 7919) % 900000, (f % 41 <> 0)::int, pg_temp.ts(f * 2)
  FROM generate_series(1, 320) f;
UPDATE users SET picture = 261 + (uid - 100) / 5 WHERE uid >= 100 AND uid < 400 AND uid % 5 = 0;
CREATE TABLE file_usage (fid int NOT NULL REFERENCES file_managed, module varchar(255) NOT NULL DEFAULT '',
                         type varchar(64) NOT NULL DEFAULT '', id int NOT NULL DEFAULT 0, count int NOT NULL DEFAULT 0,
                         PRIMARY KEY (fid, type, id, module));
INSERT INTO file_usage
SELECT fid, 'file', 'node', (SELECT nid FROM node WHERE type = 'article' AND nid >= (fid * 5) % 1500 ORDER BY nid LIMIT 1), 1 + fid % 2
  FROM file_managed WHERE fid <= 260 AND status = 1
UNION ALL SELECT picture, 'user', 'user', uid, 1 FROM users WHERE picture <> 0;
DELETE FROM file_usage WHERE id IS NULL;

CREATE TABLE menu_router (
  path varchar(255) PRIMARY KEY, load_functions text NOT NULL, to_arg_functions text NOT NULL,
  access_callback varchar(255) NOT NULL DEFAULT '', page_callback varchar(255) NOT NULL DEFAULT '', fit int NOT NULL DEFAULT 0,
  number_parts smallint NOT NULL DEFAULT 0, context int NOT NULL DEFAULT 0, tab_parent varchar(255) NOT NULL DEFAULT '',
  tab_root varchar(255) NOT NULL DEFAULT '', title varchar(255) NOT NULL DEFAULT '', type int NOT NULL DEFAULT 0,
  description text NOT NULL, position varchar(255) NOT NULL DEFAULT '', weight int NOT NULL DEFAULT 0, include_file text);
INSERT INTO menu_router (path, load_functions, to_arg_functions, access_callback, page_callback, fit, number_parts, tab_parent,
                         tab_root, title, type, description, weight)
SELECT p, CASE WHEN p LIKE '%\%%' THEN 'a:1:{i:1;s:9:"node_load";}' ELSE '' END, '', 'user_access', 'page_' || replace(p, '/', '_'),
       length(p), array_length(string_to_array(p, '/'), 1), tp, coalesce(nullif(tr, ''), p), initcap(replace(p, '/', ' ')),
       CASE WHEN tp = '' THEN 6 ELSE 140 END, '', 0
  FROM (VALUES ('node', '', ''), ('node/%', '', ''), ('node/%/view', 'node/%', 'node/%'), ('node/%/edit', 'node/%', 'node/%'),
               ('node/%/delete', '', ''), ('node/%/revisions', 'node/%', 'node/%'), ('node/add', '', ''),
               ('node/add/article', '', ''), ('node/add/page', '', ''), ('node/add/blog', '', ''), ('user', '', ''),
               ('user/%', '', ''), ('user/%/view', 'user/%', 'user/%'), ('user/%/edit', 'user/%', 'user/%'),
               ('user/login', 'user', 'user'), ('user/register', 'user', 'user'), ('user/password', 'user', 'user'),
               ('user/logout', '', ''), ('taxonomy/term/%', '', ''), ('taxonomy/term/%/view', 'taxonomy/term/%', 'taxonomy/term/%'),
               ('taxonomy/term/%/edit', 'taxonomy/term/%', 'taxonomy/term/%'), ('blog', '', ''), ('blog/%', '', ''),
               ('admin', '', ''), ('admin/content', '', ''), ('admin/content/node', 'admin/content', 'admin/content'),
               ('admin/content/comment', 'admin/content', 'admin/content'), ('admin/structure', '', ''),
               ('admin/structure/menu', '', ''), ('admin/structure/block', '', ''), ('admin/structure/types', '', ''),
               ('admin/people', '', ''), ('admin/config', '', ''), ('admin/reports/dblog', '', ''), ('search', '', ''),
               ('search/node', 'search', 'search'), ('search/user', 'search', 'search'), ('contact', '', ''),
               ('rss.xml', '', ''), ('filter/tips', '', '')) v(p, tp, tr);

CREATE TABLE menu_links (
  menu_name varchar(32) NOT NULL DEFAULT '', mlid serial PRIMARY KEY, plid int NOT NULL DEFAULT 0,
  link_path varchar(255) NOT NULL DEFAULT '', router_path varchar(255) NOT NULL DEFAULT '' REFERENCES menu_router,
  link_title varchar(255) NOT NULL DEFAULT '', options bytea, module varchar(255) NOT NULL DEFAULT 'system',
  hidden smallint NOT NULL DEFAULT 0, external smallint NOT NULL DEFAULT 0, has_children smallint NOT NULL DEFAULT 0,
  expanded smallint NOT NULL DEFAULT 0, weight int NOT NULL DEFAULT 0, depth smallint NOT NULL DEFAULT 0,
  customized smallint NOT NULL DEFAULT 0, p1 int NOT NULL DEFAULT 0, p2 int NOT NULL DEFAULT 0,
  p3 int NOT NULL DEFAULT 0, p4 int NOT NULL DEFAULT 0, p5 int NOT NULL DEFAULT 0, p6 int NOT NULL DEFAULT 0,
  p7 int NOT NULL DEFAULT 0, p8 int NOT NULL DEFAULT 0, p9 int NOT NULL DEFAULT 0, updated smallint NOT NULL DEFAULT 0);
-- system links for the router paths without a '%', then a main menu of node links 4 deep
INSERT INTO menu_links (menu_name, link_path, router_path, link_title, module, hidden, weight, depth, p1)
SELECT CASE WHEN path LIKE 'admin%' THEN 'management' WHEN path LIKE 'user%' THEN 'user-menu' ELSE 'navigation' END,
       path, path, title, 'system', (path LIKE 'node/add/%')::int, 0, 1, 0
  FROM menu_router WHERE path NOT LIKE '%\%%' ORDER BY path;
UPDATE menu_links SET p1 = mlid;
UPDATE menu_links c SET plid = p.mlid, depth = 2, p2 = c.mlid, p1 = p.mlid
  FROM menu_links p WHERE c.link_path LIKE p.link_path || '/%' AND position('/' IN substr(c.link_path, length(p.link_path) + 2)) = 0
   AND p.link_path <> c.link_path AND position('/' IN p.link_path) = 0;
UPDATE menu_links c SET plid = p.mlid, depth = 3, p1 = p.p1, p2 = p.p2, p3 = c.mlid
  FROM menu_links p WHERE p.depth = 2 AND c.link_path LIKE p.link_path || '/%'
   AND position('/' IN substr(c.link_path, length(p.link_path) + 2)) = 0;
INSERT INTO menu_links (menu_name, link_path, router_path, link_title, module, weight, depth, customized)
SELECT 'main-menu', 'node/' || (g * 37 % 1500 + 1), 'node/%', 'Page ' || g, 'menu', g % 10,
       CASE WHEN g <= 6 THEN 1 WHEN g <= 30 THEN 2 WHEN g <= 90 THEN 3 ELSE 4 END, 1
  FROM generate_series(1, 130) g;
-- parents: depth-2 links under the first 6, depth 3 under depth 2, depth 4 under depth 3
CREATE TEMP TABLE mm AS SELECT mlid, row_number() OVER (ORDER BY mlid) AS g, depth FROM menu_links WHERE menu_name = 'main-menu';
UPDATE menu_links l SET plid = p.mlid FROM mm c JOIN mm p ON p.g = CASE WHEN c.g <= 30 THEN 1 + c.g % 6
                                                                   WHEN c.g <= 90 THEN 7 + c.g % 24 ELSE 31 + c.g % 60 END
 WHERE l.mlid = c.mlid AND c.depth > 1;
UPDATE menu_links SET p1 = mlid WHERE menu_name = 'main-menu' AND depth = 1;
UPDATE menu_links c SET p1 = p.p1, p2 = c.mlid FROM menu_links p WHERE c.menu_name = 'main-menu' AND c.depth = 2 AND p.mlid = c.plid;
UPDATE menu_links c SET p1 = p.p1, p2 = p.p2, p3 = c.mlid FROM menu_links p WHERE c.menu_name = 'main-menu' AND c.depth = 3 AND p.mlid = c.plid;
UPDATE menu_links c SET p1 = p.p1, p2 = p.p2, p3 = p.p3, p4 = c.mlid FROM menu_links p WHERE c.menu_name = 'main-menu' AND c.depth = 4 AND p.mlid = c.plid;
ALTER TABLE menu_links ADD FOREIGN KEY (p1) REFERENCES menu_links;
UPDATE menu_links p SET has_children = 1 WHERE EXISTS (SELECT 1 FROM menu_links c WHERE c.plid = p.mlid);

CREATE TABLE url_alias (pid serial PRIMARY KEY, source varchar(255) NOT NULL DEFAULT '', alias varchar(255) NOT NULL DEFAULT '',
                        language varchar(12) NOT NULL DEFAULT '');
INSERT INTO url_alias (source, alias, language)
SELECT 'node/' || nid, CASE type WHEN 'blog' THEN 'blog/' ELSE 'content/' END || 'title-of-node-' || nid, 'und'
  FROM node WHERE status = 1 AND nid % 3 <> 0
UNION ALL SELECT 'taxonomy/term/' || tid, 'tags/term-' || tid, 'und' FROM taxonomy_term_data WHERE vid = 1;

CREATE TABLE sessions (uid int NOT NULL REFERENCES users, sid varchar(128) NOT NULL, ssid varchar(128) NOT NULL DEFAULT '',
                       hostname varchar(128) NOT NULL DEFAULT '', timestamp int NOT NULL DEFAULT 0, cache int NOT NULL DEFAULT 0,
                       session bytea, PRIMARY KEY (sid, ssid));
INSERT INTO sessions SELECT CASE WHEN g % 3 = 0 THEN 0 ELSE pg_temp.sk(420, 1.4) - 1 END, md5('s' || g), '',
       '10.1.' || g % 200 || '.' || g % 9, pg_temp.ts(700 + g / 100.0), 0, NULL FROM generate_series(1, 260) g;

CREATE TABLE watchdog (
  wid serial PRIMARY KEY, uid int NOT NULL DEFAULT 0 REFERENCES users, type varchar(64) NOT NULL DEFAULT '', message text NOT NULL,
  variables bytea NOT NULL, severity int NOT NULL DEFAULT 0, link varchar(255) DEFAULT '', location text NOT NULL, referer text,
  hostname varchar(128) NOT NULL DEFAULT '', timestamp int NOT NULL DEFAULT 0);
INSERT INTO watchdog (uid, type, message, variables, severity, link, location, referer, hostname, timestamp)
SELECT CASE WHEN g % 5 < 2 THEN 0 ELSE pg_temp.sk(60, 2.5) - 1 END,
       (ARRAY['content','user','php','page not found','access denied','cron'])[1 + g % 6],
       (ARRAY['@type: added %title.','Session opened for %name.','%message in %function','node/%nid','admin','Cron run completed.'])[1 + g % 6],
       convert_to('a:0:{}', 'UTF8'), (ARRAY[5, 5, 3, 4, 4, 5])[1 + g % 6],
       CASE WHEN g % 6 = 0 THEN 'node/' || (1 + g % 1500) ELSE '' END, 'http://example.org/node/' || (1 + g % 1500), '',
       '10.2.' || g % 200 || '.' || g % 13, pg_temp.ts(500 + g / 20.0)
  FROM generate_series(1, 3000) g;

CREATE TABLE block (
  bid serial PRIMARY KEY, module varchar(64) NOT NULL DEFAULT '', delta varchar(32) NOT NULL DEFAULT '0',
  theme varchar(64) NOT NULL DEFAULT '', status smallint NOT NULL DEFAULT 0, weight int NOT NULL DEFAULT 0,
  region varchar(64) NOT NULL DEFAULT '', custom smallint NOT NULL DEFAULT 0, visibility smallint NOT NULL DEFAULT 0,
  pages text NOT NULL, title varchar(64) NOT NULL DEFAULT '', cache smallint NOT NULL DEFAULT 1, UNIQUE (theme, module, delta));
INSERT INTO block (module, delta, theme, status, weight, region, pages, title, cache)
SELECT m, d, th, (region <> '-1')::int, w, region, '', '', -1
  FROM (VALUES ('system', 'main', 'content', 0), ('system', 'help', 'help', 0), ('system', 'navigation', 'sidebar_first', 1),
               ('system', 'powered-by', 'footer', 10), ('user', 'login', 'sidebar_first', 0), ('user', 'online', '-1', 0),
               ('search', 'form', 'sidebar_first', -1), ('node', 'recent', 'sidebar_second', 0), ('node', 'syndicate', '-1', 0),
               ('comment', 'recent', 'sidebar_second', 2), ('blog', 'recent', 'sidebar_second', 3), ('block', '1', 'footer', 0),
               ('block', '2', 'header', 0), ('menu', 'menu-footer', 'footer', 1)) v(m, d, region, w),
       (VALUES ('bartik'), ('seven')) t(th) ORDER BY th, m, d;
CREATE TABLE block_role (module varchar(64) NOT NULL, delta varchar(32) NOT NULL, rid int NOT NULL REFERENCES role,
                         PRIMARY KEY (module, delta, rid));
INSERT INTO block_role VALUES ('user', 'login', 1), ('node', 'recent', 2), ('node', 'recent', 3), ('block', '2', 3),
  ('block', '2', 4), ('comment', 'recent', 2), ('menu', 'menu-footer', 1), ('menu', 'menu-footer', 2);
ANALYZE;
