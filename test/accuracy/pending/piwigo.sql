-- test/accuracy/piwigo.sql: a Piwigo 13 photo gallery (the piwigo_ tables of install/piwigo_structure-mysql.sql,
-- loaded into PostgreSQL with their prefix and MySQL's integer widths widened: smallint for album, tag and
-- group ids, integer for photo and user ids), a club's ten-year-old gallery with FTP-synchronised physical
-- albums beside web-uploaded photos in virtual albums, written for issue 16 as a held-out check (round 22):
-- committed with its truth (piwigo_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: bare "id" keys (piwigo_images, piwigo_categories, piwigo_users, piwigo_groups,
-- piwigo_tags) referenced as <entity>_id (image_id, category_id, user_id, group_id, tag_id), by an
-- abbreviation (cat_id), by a generic or role name (element_id for a photo in piwigo_rate and
-- piwigo_caddie, id_uppercat for the parent album, storage_category_id for the physical album of a
-- synchronised photo, representative_picture_id and user_representative_picture_id for a cover photo,
-- author_id and added_by for a user). Ids come from AUTO_INCREMENT with gaps (deleted photos, albums,
-- tags, groups and users). piwigo_user_infos shares its key with piwigo_users (user_id = id, 1:1).
-- Piwigo declares NO foreign keys: every reference is in the truth as undeclared (mode fk drops nothing).
-- NULL for none: id_uppercat (top-level album), storage_category_id (uploaded photos live in ./upload/),
-- representative_picture_id, history.category_id and history.image_id. 0 for none: images.added_by is 0
-- on the photos of before 2.7 (the column came in with default 0); every other value is a user id.
-- The guest is a real user (id 2, status 'guest'): guest comments, rates and history rows carry user 2.
-- Orphans where Piwigo leaves them: deleting a photo or an album purges its associations, comments,
-- rates, favorites and caddie, but never piwigo_history, so history.image_id and history.category_id
-- name deleted photos and albums; deleted users also stay in history.user_id. In the truth with them.
-- Left out: piwigo_categories.site_id is 1 on every physical album and NULL on virtual ones (one site,
-- piwigo_sites has the single row 1: no data can decide it); uppercats and global_rank are text lists
-- of ids, history.tag_ids a text list; history.format_id, search_id and auth_key_id are NULL on every row (no
-- formats, saved searches nor auth keys in this gallery); piwigo_sessions keeps its user inside serialized data;
-- rate.anonymous_id is an IP prefix. Skewed: a few albums and photos draw most visits, comments and
-- rates, a few tags tag most photos. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2222);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE piwigo_config (param varchar(40) NOT NULL DEFAULT '', value text, comment varchar(255) DEFAULT NULL, PRIMARY KEY (param));
INSERT INTO piwigo_config SELECT p, v, NULL FROM (VALUES ('activate_comments','true'),('allow_user_registration','true'),
  ('comments_validation','true'),('rate','true'),('rate_anonymous','true'),('gallery_title','Photo club gallery'),
  ('page_banner','<h1>%gallery_title%</h1>'),('history_guest','true'),('history_admin','false'),('log','true'),
  ('nb_comment_page','10'),('picture_informations','a:11:{s:6:"author";b:1;}'),('secret_key',md5('club')),
  ('derivatives','a:4:{s:1:"d";a:0:{}}'),('order_by','ORDER BY date_available DESC, file ASC, id ASC'),
  ('week_starts_on','monday'),('updates_ignored','a:3:{s:7:"plugins";a:0:{}}'),('piwigo_db_version','13'),
  ('email_admin_on_new_user','true'),('email_admin_on_comment','false'),('user_can_delete_comment','false'),
  ('mail_theme','clear'),('obligatory_user_mail_address','false'),('c13y_ignore',NULL),('blk_menubar',''),
  ('menubar_filter_icon','false'),('index_search_in_set_button','true'),('picture_sizes_icon','true')) v(p, v);

CREATE TABLE piwigo_sites (id smallint NOT NULL, galleries_url varchar(255) NOT NULL DEFAULT '', PRIMARY KEY (id));
CREATE UNIQUE INDEX sites_ui1 ON piwigo_sites (galleries_url);
INSERT INTO piwigo_sites VALUES (1, './galleries/');

-- users: 1 the webmaster, 2 the guest, 3..5 admins, 6 and 7 generic (shared club accounts), then members; ~7% deleted
CREATE TEMP TABLE uslot AS SELECT u, (u > 7 AND random() < 0.07) AS gone FROM generate_series(1, 460) u;
CREATE TABLE piwigo_users (id integer NOT NULL, username varchar(100) NOT NULL DEFAULT '', password varchar(255) DEFAULT NULL,
  mail_address varchar(255) DEFAULT NULL, PRIMARY KEY (id));
CREATE UNIQUE INDEX users_ui1 ON piwigo_users (username);
INSERT INTO piwigo_users SELECT u, CASE u WHEN 1 THEN 'admin' WHEN 2 THEN 'guest' WHEN 6 THEN 'club' WHEN 7 THEN 'expo' ELSE 'member' || u END,
       CASE WHEN u = 2 THEN NULL ELSE '$P$G' || substr(md5('pw' || u), 1, 30) END,
       CASE WHEN u = 2 THEN NULL WHEN u % 11 = 0 THEN NULL ELSE 'member' || u || '@club.example.org' END
  FROM uslot WHERE NOT gone;

CREATE TABLE piwigo_user_infos (user_id integer NOT NULL DEFAULT 0, nb_image_page smallint NOT NULL DEFAULT 15,
  status varchar(10) NOT NULL DEFAULT 'guest', language varchar(50) NOT NULL DEFAULT 'en_UK', expand varchar(5) NOT NULL DEFAULT 'false',
  show_nb_comments varchar(5) NOT NULL DEFAULT 'false', show_nb_hits varchar(5) NOT NULL DEFAULT 'false', recent_period smallint NOT NULL DEFAULT 7,
  theme varchar(255) NOT NULL DEFAULT 'modus', registration_date timestamp NOT NULL DEFAULT '1970-01-01 00:00:00',
  enabled_high varchar(5) NOT NULL DEFAULT 'true', level smallint NOT NULL DEFAULT 0, activation_key varchar(255) DEFAULT NULL,
  activation_key_expire timestamp DEFAULT NULL, last_visit timestamp DEFAULT NULL, last_visit_from_history varchar(5) NOT NULL DEFAULT 'false',
  lastmodified timestamp NOT NULL DEFAULT now(), preferences text, PRIMARY KEY (user_id));
INSERT INTO piwigo_user_infos (user_id, nb_image_page, status, language, theme, registration_date, level, last_visit, last_visit_from_history, lastmodified)
SELECT id, CASE WHEN id % 9 = 0 THEN 30 ELSE 15 END,
       CASE WHEN id = 1 THEN 'webmaster' WHEN id = 2 THEN 'guest' WHEN id <= 5 THEN 'admin' WHEN id <= 7 THEN 'generic' ELSE 'normal' END,
       (ARRAY['en_UK','en_UK','fr_FR','de_DE','en_UK','nl_NL'])[1 + id % 6], CASE WHEN id % 7 = 0 THEN 'elegant' ELSE 'modus' END,
       '2014-05-01'::timestamp + id * interval '7 days 5 hours', CASE WHEN id <= 5 THEN 8 WHEN id % 10 = 0 THEN 2 ELSE 0 END,
       CASE WHEN id % 4 = 0 THEN NULL ELSE '2024-01-01'::timestamp + (id * 37 % 600) * interval '1 day' END,
       CASE WHEN id % 4 = 0 THEN 'false' ELSE 'true' END, '2024-06-01'::timestamp + id * interval '1 hour'
  FROM piwigo_users;

CREATE TABLE piwigo_groups (id smallint NOT NULL, name varchar(255) NOT NULL DEFAULT '', is_default varchar(5) NOT NULL DEFAULT 'false',
  lastmodified timestamp NOT NULL DEFAULT now(), PRIMARY KEY (id));
CREATE UNIQUE INDEX groups_ui1 ON piwigo_groups (name);
INSERT INTO piwigo_groups VALUES (1,'Members','true','2015-01-01'),(2,'Board','false','2015-01-01'),(3,'Models','false','2015-02-01'),
  (5,'Workshop 2018','false','2018-03-01'),(6,'Portrait circle','false','2019-01-01'),(8,'Press','false','2020-05-01'),
  (9,'Exhibition jury','false','2021-09-01'),(10,'Workshop 2023','false','2023-03-01');

CREATE TABLE piwigo_user_group (user_id integer NOT NULL DEFAULT 0, group_id smallint NOT NULL DEFAULT 0, PRIMARY KEY (group_id, user_id));
INSERT INTO piwigo_user_group SELECT DISTINCT u.id, g.g FROM piwigo_users u
  CROSS JOIN LATERAL (SELECT (ARRAY[1,1,1,1,2,3,5,6,6,8,9,10])[pg_temp.r(12) + 0 * u.id] AS g FROM generate_series(1, 2)) g
 WHERE u.id > 2 AND u.id % 3 <> 0;

-- albums: 1..170, each child of an earlier one; 1..5 are physical (FTP synchronised) and so are their descendants
CREATE TEMP TABLE cslot AS SELECT i, CASE WHEN i <= 14 THEN NULL ELSE NULL::int END AS parent, random() AS x FROM generate_series(1, 170) i;
UPDATE cslot SET parent = CASE WHEN x < 0.8 THEN greatest(1, floor(random() * (i - 1))::int + 1) END WHERE i > 14;
CREATE TEMP TABLE ctree AS
WITH RECURSIVE t AS (SELECT i, parent, i::text AS up, lpad(i::text, 3, '0') AS gr, (i <= 5) AS phys, 'dir' || i AS path FROM cslot WHERE parent IS NULL
  UNION ALL SELECT c.i, c.parent, t.up || ',' || c.i, t.gr || '.' || lpad(c.i::text, 3, '0'), t.phys, t.path || '/dir' || c.i FROM cslot c JOIN t ON c.parent = t.i)
SELECT t.*, (NOT EXISTS (SELECT 1 FROM cslot k WHERE k.parent = t.i) AND random() + 0 * t.i < 0.08) AS gone,
       (NOT t.phys AND random() + 0 * t.i < 0.12) AS private FROM t;

-- photos: 1..3400 slots, ~35% synchronised into a physical album, the rest uploaded; ~6% deleted since
CREATE TEMP TABLE islot AS
SELECT s.i, s.cat, c.phys, s.i % 97 = 5 OR random() + 0 * s.i < 0.055 AS gone FROM (
  SELECT g.n AS i, (SELECT c.i FROM ctree c WHERE NOT c.gone AND (c.phys = (g.n % 20 < 7)) ORDER BY random() + 0 * g.n LIMIT 1) AS cat
    FROM generate_series(1, 3400) g(n)) s
  JOIN ctree c ON c.i = s.cat;

CREATE TABLE piwigo_categories (id smallint NOT NULL, name varchar(255) NOT NULL DEFAULT '', id_uppercat smallint DEFAULT NULL, comment text,
  dir varchar(255) DEFAULT NULL, rank smallint DEFAULT NULL, status varchar(7) NOT NULL DEFAULT 'public', site_id smallint DEFAULT NULL,
  visible varchar(5) NOT NULL DEFAULT 'true', representative_picture_id integer DEFAULT NULL, uppercats varchar(255) NOT NULL DEFAULT '',
  commentable varchar(5) NOT NULL DEFAULT 'true', global_rank varchar(255) DEFAULT NULL, image_order varchar(128) DEFAULT NULL,
  permalink varchar(64) DEFAULT NULL, lastmodified timestamp NOT NULL DEFAULT now(), PRIMARY KEY (id));
CREATE UNIQUE INDEX categories_i3 ON piwigo_categories (permalink);
CREATE INDEX categories_i2 ON piwigo_categories (id_uppercat);
INSERT INTO piwigo_categories (id, name, id_uppercat, comment, dir, rank, status, site_id, visible, representative_picture_id, uppercats,
                               global_rank, permalink, lastmodified)
SELECT c.i, (ARRAY['Outings','Portraits','Landscapes','Studio','Exhibitions','Street','Macro','Night','Members','Contest'])[1 + c.i % 10] || ' ' || c.i,
       c.parent, CASE WHEN c.i % 6 = 0 THEN 'Album notes ' || c.i END, CASE WHEN c.phys THEN 'dir' || c.i END,
       row_number() OVER (PARTITION BY c.parent ORDER BY c.i), CASE WHEN c.private THEN 'private' ELSE 'public' END,
       CASE WHEN c.phys THEN 1 END, CASE WHEN c.i % 23 = 0 THEN 'false' ELSE 'true' END,
       CASE WHEN random() < 0.75 THEN (SELECT s.i FROM islot s WHERE s.cat = c.i AND NOT s.gone ORDER BY random() + 0 * c.i LIMIT 1) END,
       c.up, c.gr, CASE WHEN c.i % 8 = 0 THEN 'album-' || c.i END, '2024-02-01'::timestamp + c.i * interval '3 hours'
  FROM ctree c WHERE NOT c.gone;

CREATE TABLE piwigo_images (id integer NOT NULL, file varchar(255) NOT NULL DEFAULT '', date_available timestamp NOT NULL DEFAULT '1970-01-01 00:00:00',
  date_creation timestamp DEFAULT NULL, name varchar(255) DEFAULT NULL, comment text, author varchar(255) DEFAULT NULL, hit integer NOT NULL DEFAULT 0,
  filesize integer DEFAULT NULL, width smallint DEFAULT NULL, height smallint DEFAULT NULL, coi char(4) DEFAULT NULL, representative_ext varchar(4) DEFAULT NULL,
  date_metadata_update date DEFAULT NULL, rating_score float DEFAULT NULL, path varchar(255) NOT NULL DEFAULT '', storage_category_id smallint DEFAULT NULL,
  level smallint NOT NULL DEFAULT 0, md5sum char(32) DEFAULT NULL, added_by integer NOT NULL DEFAULT 0, rotation smallint DEFAULT NULL,
  latitude double precision DEFAULT NULL, longitude double precision DEFAULT NULL, lastmodified timestamp NOT NULL DEFAULT now(), PRIMARY KEY (id));
CREATE INDEX images_i2 ON piwigo_images (date_available);
CREATE INDEX images_i3 ON piwigo_images (rating_score);
CREATE INDEX images_i4 ON piwigo_images (hit);
CREATE INDEX images_i5 ON piwigo_images (date_creation);
CREATE INDEX images_i1 ON piwigo_images (storage_category_id);
CREATE INDEX images_i6 ON piwigo_images (latitude);
INSERT INTO piwigo_images (id, file, date_available, date_creation, name, author, hit, filesize, width, height, path, storage_category_id, level, md5sum,
                           added_by, rotation, latitude, longitude, lastmodified)
SELECT s.i, 'IMG_' || (1000 + s.i) || '.jpg', '2014-06-01'::timestamp + s.i * interval '26 hours',
       CASE WHEN s.i % 8 = 0 THEN NULL ELSE '2014-05-20'::timestamp + s.i * interval '25 hours' END,
       CASE WHEN s.i % 3 = 0 THEN 'Photo ' || s.i END, CASE WHEN s.i % 4 = 0 THEN 'member' || (8 + s.i % 90) END,
       floor(2000 * random() ^ 6)::int, 900 + (s.i * 7919) % 9000, 4000, CASE WHEN s.i % 5 = 0 THEN 6000 ELSE 2667 END,
       CASE WHEN s.phys THEN './galleries/' || c.path || '/IMG_' || (1000 + s.i) || '.jpg'
            ELSE './upload/' || to_char('2014-06-01'::timestamp + s.i * interval '26 hours', 'YYYY/MM/DD') || '/' || md5('f' || s.i) || '.jpg' END,
       CASE WHEN s.phys THEN s.cat END, CASE WHEN s.i % 29 = 0 THEN 4 ELSE 0 END, CASE WHEN s.phys THEN NULL ELSE md5('f' || s.i) END,
       CASE WHEN s.i < 260 THEN 0 ELSE (ARRAY[1,1,1,1,1,3,3,4,5])[pg_temp.r(9) + 0 * s.i] END,
       CASE WHEN s.i % 13 = 0 THEN 1 ELSE 0 END,
       CASE WHEN s.i % 3 = 1 THEN 48 + random() * 3 END, CASE WHEN s.i % 3 = 1 THEN 2 + random() * 4 END,
       '2024-03-01'::timestamp + s.i * interval '5 minutes'
  FROM islot s JOIN ctree c ON c.i = s.cat WHERE NOT s.gone;

CREATE TABLE piwigo_image_category (image_id integer NOT NULL DEFAULT 0, category_id smallint NOT NULL DEFAULT 0, rank integer DEFAULT NULL,
  PRIMARY KEY (image_id, category_id));
CREATE INDEX image_category_i1 ON piwigo_image_category (category_id);
INSERT INTO piwigo_image_category SELECT DISTINCT ON (image_id, category_id) image_id, category_id, NULL FROM (
  SELECT s.i AS image_id, s.cat AS category_id FROM islot s WHERE NOT s.gone
  UNION ALL
  SELECT s.i, (SELECT c.i FROM ctree c WHERE NOT c.gone AND NOT c.phys ORDER BY random() + 0 * s.i LIMIT 1) FROM islot s WHERE NOT s.gone AND s.i % 10 < 3) x;
UPDATE piwigo_image_category SET rank = image_id % 50 WHERE category_id % 4 = 0;

CREATE TABLE piwigo_user_access (user_id integer NOT NULL DEFAULT 0, cat_id smallint NOT NULL DEFAULT 0, PRIMARY KEY (user_id, cat_id));
INSERT INTO piwigo_user_access SELECT DISTINCT u.id, c.i FROM ctree c JOIN piwigo_users u ON (u.id IN (1, 3, 4) OR (u.id + c.i) % 17 = 0) AND u.id <> 2
 WHERE c.private AND NOT c.gone;
CREATE TABLE piwigo_group_access (group_id smallint NOT NULL DEFAULT 0, cat_id smallint NOT NULL DEFAULT 0, PRIMARY KEY (group_id, cat_id));
INSERT INTO piwigo_group_access SELECT g.id, c.i FROM ctree c JOIN piwigo_groups g ON g.id = 2 OR (g.id + c.i) % 4 = 0
 WHERE c.private AND NOT c.gone;

CREATE TABLE piwigo_tags (id smallint NOT NULL, name varchar(255) NOT NULL DEFAULT '', url_name varchar(255) NOT NULL DEFAULT '',
  lastmodified timestamp NOT NULL DEFAULT now(), PRIMARY KEY (id));
CREATE INDEX tags_i1 ON piwigo_tags (url_name);
INSERT INTO piwigo_tags SELECT t, (ARRAY['portrait','landscape','bw','sunset','macro','street','night','flower','bird','city','sea','mountain'])[1 + t % 12] || '-' || t,
       (ARRAY['portrait','landscape','bw','sunset','macro','street','night','flower','bird','city','sea','mountain'])[1 + t % 12] || '-' || t, '2024-01-01'::timestamp + t * interval '1 day'
  FROM generate_series(1, 280) t WHERE t <= 20 OR random() + 0 * t > 0.1;
CREATE TEMP TABLE tk AS SELECT row_number() OVER (ORDER BY id) AS k, id FROM piwigo_tags;
CREATE TABLE piwigo_image_tag (image_id integer NOT NULL DEFAULT 0, tag_id smallint NOT NULL DEFAULT 0, PRIMARY KEY (image_id, tag_id));
CREATE INDEX image_tag_i1 ON piwigo_image_tag (tag_id);
INSERT INTO piwigo_image_tag SELECT DISTINCT i.id, tk.id FROM piwigo_images i
  CROSS JOIN LATERAL (SELECT pg_temp.sk((SELECT count(*)::int FROM tk), 2.5) + 0 * i.id AS k FROM generate_series(1, 1 + i.id % 4)) p
  JOIN tk ON tk.k = p.k WHERE i.id % 5 <> 0;

CREATE TEMP TABLE ik AS SELECT row_number() OVER (ORDER BY id) AS k, id FROM piwigo_images;
CREATE TEMP TABLE mk AS SELECT row_number() OVER (ORDER BY id) AS k, id FROM piwigo_users WHERE id > 7;

CREATE TABLE piwigo_comments (id integer NOT NULL, image_id integer NOT NULL DEFAULT 0, date timestamp NOT NULL DEFAULT '1970-01-01 00:00:00',
  author varchar(255) DEFAULT NULL, email varchar(255) DEFAULT NULL, author_id integer DEFAULT NULL, anonymous_id varchar(45) NOT NULL,
  website_url varchar(255) DEFAULT NULL, content text, validated varchar(5) NOT NULL DEFAULT 'false', validation_date timestamp DEFAULT NULL, PRIMARY KEY (id));
CREATE INDEX comments_i2 ON piwigo_comments (validation_date);
CREATE INDEX comments_i1 ON piwigo_comments (image_id);
INSERT INTO piwigo_comments
SELECT row_number() OVER (ORDER BY n) + 0, ik.id, '2015-01-01'::timestamp + n * interval '2 days 1 hour',
       CASE WHEN a.uid = 2 THEN 'Visitor ' || n % 40 ELSE 'member' || a.uid END, CASE WHEN a.uid = 2 AND n % 3 = 0 THEN 'v' || n || '@mail.example.com' END,
       a.uid, '192.0.2' || '.' || (n % 250), NULL, 'Nice shot ' || n, CASE WHEN n % 19 = 0 THEN 'false' ELSE 'true' END,
       CASE WHEN n % 19 = 0 THEN NULL ELSE '2015-01-02'::timestamp + n * interval '2 days 1 hour' END
  FROM (SELECT n, pg_temp.sk((SELECT count(*)::int FROM ik), 3.0) AS ki,
               CASE WHEN random() < 0.4 THEN 0 ELSE pg_temp.sk((SELECT count(*)::int FROM mk), 2.0) + 0 * n END AS mki
          FROM generate_series(1, 1700) n) a0
  CROSS JOIN LATERAL (SELECT CASE WHEN a0.mki = 0 THEN 2 ELSE (SELECT id FROM mk WHERE k = a0.mki) END AS uid) a JOIN ik ON ik.k = a0.ki;

CREATE TABLE piwigo_rate (user_id integer NOT NULL DEFAULT 0, element_id integer NOT NULL DEFAULT 0, anonymous_id varchar(45) NOT NULL DEFAULT '',
  rate smallint NOT NULL DEFAULT 0, date date NOT NULL DEFAULT '1970-01-01', PRIMARY KEY (element_id, user_id, anonymous_id));
INSERT INTO piwigo_rate SELECT DISTINCT ON (ik.id, a.uid, a.anon) a.uid, ik.id, a.anon, 1 + (a.n * 7) % 5, '2016-01-01'::date + a.n / 2
  FROM (SELECT n, pg_temp.sk((SELECT count(*)::int FROM ik), 2.5) AS ki,
               CASE WHEN random() < 0.5 THEN 0 ELSE pg_temp.sk((SELECT count(*)::int FROM mk), 1.6) + 0 * n END AS mki,
               random() AS z FROM generate_series(1, 3000) n) a0
  CROSS JOIN LATERAL (SELECT CASE WHEN a0.mki = 0 THEN 2 ELSE (SELECT id FROM mk WHERE k = a0.mki) END AS uid) a1
  CROSS JOIN LATERAL (SELECT a0.n, a0.ki, a1.uid, CASE WHEN a1.uid = 2 THEN '198.51.100.' || floor(a0.z * 200)::int ELSE '' END AS anon) a
  JOIN ik ON ik.k = a.ki;
UPDATE piwigo_images i SET rating_score = r.s FROM (SELECT element_id, round(avg(rate), 2) AS s FROM piwigo_rate GROUP BY element_id) r WHERE r.element_id = i.id;

CREATE TABLE piwigo_favorites (user_id integer NOT NULL DEFAULT 0, image_id integer NOT NULL DEFAULT 0, PRIMARY KEY (user_id, image_id));
INSERT INTO piwigo_favorites SELECT DISTINCT mk.id, ik.id FROM generate_series(1, 1100) n
  JOIN mk ON mk.k = pg_temp.sk((SELECT count(*)::int FROM mk), 2.2) + 0 * n JOIN ik ON ik.k = pg_temp.sk((SELECT count(*)::int FROM ik), 2.0) + 0 * n;

CREATE TABLE piwigo_caddie (user_id integer NOT NULL DEFAULT 0, element_id integer NOT NULL DEFAULT 0, PRIMARY KEY (user_id, element_id));
INSERT INTO piwigo_caddie SELECT DISTINCT u, ik.id FROM (VALUES (1), (3), (4)) v(u), generate_series(1, 45) n
  JOIN ik ON ik.k = pg_temp.r((SELECT count(*)::int FROM ik)) + 0 * n;

CREATE TABLE piwigo_user_cache_categories (user_id integer NOT NULL DEFAULT 0, cat_id smallint NOT NULL DEFAULT 0, date_last timestamp DEFAULT NULL,
  max_date_last timestamp DEFAULT NULL, nb_images integer NOT NULL DEFAULT 0, count_images integer DEFAULT 0, nb_categories integer DEFAULT 0,
  count_categories integer DEFAULT 0, user_representative_picture_id integer DEFAULT NULL, PRIMARY KEY (user_id, cat_id));
INSERT INTO piwigo_user_cache_categories
SELECT u.id, c.id, '2024-05-01'::timestamp + c.id * interval '1 hour', '2024-05-02'::timestamp + c.id * interval '1 hour',
       (SELECT count(*) FROM piwigo_image_category ic WHERE ic.category_id = c.id), 0, 0, 0,
       CASE WHEN c.representative_picture_id IS NULL AND (u.id + c.id) % 3 = 0 THEN
            (SELECT ic.image_id FROM piwigo_image_category ic WHERE ic.category_id = c.id ORDER BY ic.image_id LIMIT 1) END
  FROM piwigo_users u JOIN piwigo_user_infos ui ON ui.user_id = u.id AND ui.last_visit IS NOT NULL
  JOIN piwigo_categories c ON c.status = 'public' OR EXISTS (SELECT 1 FROM piwigo_user_access a WHERE a.user_id = u.id AND a.cat_id = c.id)
 WHERE u.id % 5 = 1 OR u.id = 2;

-- history: every visit since 2019, including photos, albums and users deleted since
CREATE TABLE piwigo_history (id integer NOT NULL, date date NOT NULL DEFAULT '1970-01-01', time time NOT NULL DEFAULT '00:00:00',
  user_id integer NOT NULL DEFAULT 0, "IP" varchar(50) NOT NULL DEFAULT '', section varchar(20) DEFAULT NULL, category_id smallint DEFAULT NULL,
  search_id integer DEFAULT NULL, tag_ids varchar(50) DEFAULT NULL, image_id integer DEFAULT NULL, image_type varchar(10) DEFAULT NULL,
  format_id integer DEFAULT NULL, auth_key_id integer DEFAULT NULL, PRIMARY KEY (id));
CREATE INDEX history_i1 ON piwigo_history (date);
INSERT INTO piwigo_history (id, date, time, user_id, "IP", section, category_id, tag_ids, image_id, image_type)
SELECT n, '2019-01-01'::date + n / 6, make_time(n % 24, n % 60, 0), h.uid, '203.0.113.' || (n * 13 % 250), h.sec,
       CASE WHEN h.sec = 'categories' THEN h.cat END, CASE WHEN h.sec = 'tags' THEN (SELECT id FROM tk WHERE k = 1 + n % 200)::text END,
       CASE WHEN h.pic THEN CASE WHEN h.sec = 'categories' THEN (SELECT s.i FROM islot s WHERE s.cat = h.cat ORDER BY random() + 0 * n LIMIT 1)
                                 ELSE pg_temp.sk(3400, 2.0) + 0 * n END END,
       CASE WHEN h.pic THEN CASE WHEN n % 9 = 0 THEN 'high' ELSE 'picture' END END
  FROM (SELECT n, CASE WHEN random() < 0.55 THEN 2 ELSE 2 + pg_temp.sk(458, 1.8) + 0 * n END AS uid,
               (ARRAY['categories','categories','categories','categories','categories','tags','most_visited','best_rated','recent_pics','favorites','search'])[pg_temp.r(11) + 0 * n] AS sec,
               (SELECT c.i FROM ctree c ORDER BY random() ^ 0.3 * (c.i % 37 + 1) + 0 * n LIMIT 1) AS cat, random() < 0.6 AS pic
          FROM generate_series(1, 9000) n) h;
UPDATE piwigo_history SET image_id = NULL, image_type = NULL WHERE image_id IS NOT NULL AND category_id IS NULL AND section = 'categories';

CREATE TABLE piwigo_sessions (id varchar(255) NOT NULL DEFAULT '', data text NOT NULL, expiration timestamp NOT NULL DEFAULT '1970-01-01 00:00:00',
  PRIMARY KEY (id));
INSERT INTO piwigo_sessions SELECT md5('sess' || n), 'pwg_uid|i:' || CASE WHEN n % 3 = 0 THEN 2 ELSE 8 + n * 7 % 400 END || ';pwg_device|s:7:"desktop";',
       '2026-11-20'::timestamp + n * interval '37 minutes' FROM generate_series(1, 140) n;
