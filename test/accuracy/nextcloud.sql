-- test/accuracy/nextcloud.sql: the core of a Nextcloud server's PostgreSQL database (files,
-- users and groups, shares, mounts, activity, comments, system tags, app tables), written for
-- issue 16 as a held-out check (fourteenth round): committed with its truth (nextcloud_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every table carries the installation prefix oc_; Nextcloud
-- declares no foreign key (its migrations keep integrity in PHP), so here, as in wordpress.sql
-- and suitecrm.sql, the references whose every value exists are declared (and dropped by the
-- suite), while those the data supports only up to a sentinel or across types are listed as
-- undeclared truths. Users and groups are keyed by text (oc_users.uid 'alice', oc_groups.gid
-- 'staff') and referenced by value under many names: uid, userid, user_id, uid_owner,
-- uid_initiator, affecteduser, actor_id, "user" (a reserved word, quoted). Storages have a
-- bigint numeric_id and a text id ('home::alice', 'local::/var/www/html/data/'); the file cache
-- is the big table: fileid bigint, storage -> oc_storages.numeric_id, parent a self reference
-- whose root rows hold -1, mimetype and mimepart -> oc_mimetypes.id (one table holds both the
-- full types 'image/jpeg' and their parts 'image'); oc_filecache_extended shares fileid 1:1 with
-- the files that have one (about a third). File ids are kept as text where Nextcloud's generic
-- object tables hold them: oc_share.item_source (beside the bigint file_source), oc_comments
-- .object_id, oc_comments_read_markers.object_id, oc_systemtag_object_mapping.objectid -- listed
-- as undeclared. Self references with 0 for none: oc_comments.parent_id and topmost_parent_id;
-- oc_share.parent is NULL but on group sub-shares (share_type 2 -> their group share). Sentinels
-- in user columns: oc_activity."user" is '' for actions through public links, oc_comments.actor_id
-- is 'deleted_users' for comments of removed users (actor_type says so); both undeclared.
-- Left out of the truth: oc_share.share_with (a uid, a gid, an e-mail or NULL by share_type:
-- polymorphic), oc_activity.object_id (file ids, but the activity stream keeps rows of deleted
-- files, about 8% orphans, and calendar objects), oc_authtoken.login_name (the uid or an e-mail),
-- oc_mounts.mount_id (NULL everywhere). oc_storages keeps rows of deleted users' homes that
-- nothing references. oc_appconfig and oc_jobs are app tables that reference nothing.
-- Epoch integer timestamps (mtime, stime, timestamp), etags and md5 path hashes. Deterministic:
-- setseed, no parallel plans, one DO block that draws in a fixed order.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.6114);

CREATE TABLE oc_users (uid varchar(64) PRIMARY KEY, displayname varchar(64), password varchar(255) NOT NULL DEFAULT '',
  uid_lower varchar(64) DEFAULT '');
CREATE TABLE oc_accounts (uid varchar(64) PRIMARY KEY, data text NOT NULL DEFAULT '');
CREATE TABLE oc_groups (gid varchar(64) PRIMARY KEY, displayname varchar(255) NOT NULL DEFAULT 'name');
CREATE TABLE oc_group_user (gid varchar(64) NOT NULL, uid varchar(64) NOT NULL, PRIMARY KEY (gid, uid));
CREATE TABLE oc_group_admin (gid varchar(64) NOT NULL, uid varchar(64) NOT NULL, PRIMARY KEY (gid, uid));
CREATE TABLE oc_preferences (userid varchar(64) NOT NULL, appid varchar(32) NOT NULL, configkey varchar(64) NOT NULL,
  configvalue text, PRIMARY KEY (userid, appid, configkey));
CREATE TABLE oc_appconfig (appid varchar(32) NOT NULL, configkey varchar(64) NOT NULL, configvalue text, PRIMARY KEY (appid, configkey));
CREATE TABLE oc_storages (numeric_id bigint PRIMARY KEY, id varchar(64) UNIQUE, available integer NOT NULL DEFAULT 1,
  last_checked integer);
CREATE TABLE oc_mimetypes (id bigint PRIMARY KEY, mimetype varchar(255) NOT NULL DEFAULT '' UNIQUE);
CREATE TABLE oc_filecache (fileid bigint PRIMARY KEY, storage bigint NOT NULL DEFAULT 0, path varchar(4000),
  path_hash varchar(32) NOT NULL DEFAULT '', parent bigint NOT NULL DEFAULT 0, name varchar(250), mimetype bigint NOT NULL DEFAULT 0,
  mimepart bigint NOT NULL DEFAULT 0, size bigint NOT NULL DEFAULT 0, mtime bigint NOT NULL DEFAULT 0,
  storage_mtime bigint NOT NULL DEFAULT 0, encrypted integer NOT NULL DEFAULT 0, unencrypted_size bigint NOT NULL DEFAULT 0,
  etag varchar(40), permissions integer DEFAULT 0, checksum varchar(255), UNIQUE (storage, path_hash));
CREATE TABLE oc_filecache_extended (fileid bigint PRIMARY KEY, metadata_etag varchar(40), creation_time bigint NOT NULL DEFAULT 0,
  upload_time bigint NOT NULL DEFAULT 0);
CREATE TABLE oc_mounts (id bigint PRIMARY KEY, storage_id bigint NOT NULL, root_id bigint NOT NULL, user_id varchar(64) NOT NULL,
  mount_point varchar(4000) NOT NULL, mount_id bigint, mount_provider_class varchar(128));
CREATE TABLE oc_share (id bigint PRIMARY KEY, share_type smallint NOT NULL DEFAULT 0, share_with varchar(255), password varchar(255),
  uid_owner varchar(64) NOT NULL DEFAULT '', uid_initiator varchar(64), parent bigint, item_type varchar(64) NOT NULL DEFAULT '',
  item_source varchar(255), item_target varchar(255), file_source bigint, file_target varchar(512), permissions smallint NOT NULL DEFAULT 0,
  stime bigint NOT NULL DEFAULT 0, accepted smallint NOT NULL DEFAULT 0, expiration timestamp, token varchar(32),
  mail_send smallint NOT NULL DEFAULT 0, share_name varchar(64));
CREATE TABLE oc_activity (activity_id bigint PRIMARY KEY, timestamp integer NOT NULL DEFAULT 0, priority integer NOT NULL DEFAULT 0,
  type varchar(255), "user" varchar(64), affecteduser varchar(64) NOT NULL, app varchar(32) NOT NULL, subject varchar(255) NOT NULL,
  subjectparams text NOT NULL, message varchar(255), messageparams text, file varchar(4000), link varchar(4000),
  object_type varchar(255), object_id bigint NOT NULL DEFAULT 0);
CREATE TABLE oc_comments (id bigint PRIMARY KEY, parent_id bigint NOT NULL DEFAULT 0, topmost_parent_id bigint NOT NULL DEFAULT 0,
  children_count integer NOT NULL DEFAULT 0, actor_type varchar(64) NOT NULL DEFAULT '', actor_id varchar(64) NOT NULL DEFAULT '',
  message text, verb varchar(64), creation_timestamp timestamp, latest_child_timestamp timestamp,
  object_type varchar(64) NOT NULL DEFAULT '', object_id varchar(64) NOT NULL DEFAULT '', reference_id varchar(64));
CREATE TABLE oc_comments_read_markers (user_id varchar(64) NOT NULL DEFAULT '', object_type varchar(64) NOT NULL DEFAULT '',
  object_id varchar(64) NOT NULL DEFAULT '', marker_datetime timestamp, PRIMARY KEY (user_id, object_type, object_id));
CREATE TABLE oc_systemtag (id bigint PRIMARY KEY, name varchar(64) NOT NULL DEFAULT '', visibility smallint NOT NULL DEFAULT 1,
  editable smallint NOT NULL DEFAULT 1, UNIQUE (name, visibility, editable));
CREATE TABLE oc_systemtag_object_mapping (objectid varchar(64) NOT NULL DEFAULT '', objecttype varchar(64) NOT NULL DEFAULT '',
  systemtagid bigint NOT NULL DEFAULT 0, PRIMARY KEY (objecttype, objectid, systemtagid));
CREATE TABLE oc_authtoken (id bigint PRIMARY KEY, uid varchar(64) NOT NULL DEFAULT '', login_name varchar(255) NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '', token varchar(200) NOT NULL DEFAULT '' UNIQUE, type smallint DEFAULT 0, remember smallint DEFAULT 0,
  last_activity integer DEFAULT 0, last_check integer DEFAULT 0, scope text, expires integer, version smallint NOT NULL DEFAULT 1);
CREATE TABLE oc_files_trash (auto_id bigint PRIMARY KEY, id varchar(250) NOT NULL DEFAULT '', "user" varchar(64) NOT NULL DEFAULT '',
  timestamp varchar(12) NOT NULL DEFAULT '', location varchar(512) NOT NULL DEFAULT '', type varchar(4), mime varchar(255));
CREATE TABLE oc_jobs (id bigint PRIMARY KEY, class varchar(255) NOT NULL DEFAULT '', argument varchar(4000) NOT NULL DEFAULT '',
  last_run integer DEFAULT 0, last_checked integer DEFAULT 0, reserved_at integer DEFAULT 0, execution_duration integer DEFAULT 0);

INSERT INTO oc_mimetypes VALUES (1, 'httpd'), (2, 'httpd/unix-directory'), (3, 'application'), (4, 'application/pdf'), (5, 'image'),
  (6, 'image/jpeg'), (7, 'image/png'), (8, 'text'), (9, 'text/plain'), (10, 'text/markdown'),
  (11, 'application/vnd.oasis.opendocument.text'), (12, 'video'), (13, 'video/mp4'), (14, 'application/octet-stream'),
  (15, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), (16, 'audio'), (17, 'audio/mpeg'),
  (18, 'application/zip'), (19, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), (20, 'image/heic'),
  (21, 'application/json'), (22, 'image/gif'), (23, 'application/vnd.oasis.opendocument.spreadsheet'), (24, 'text/calendar');

INSERT INTO oc_groups VALUES ('admin', 'admin'), ('staff', 'Staff'), ('engineering', 'Engineering'), ('marketing', 'Marketing'),
  ('sales', 'Sales'), ('support', 'Support'), ('management', 'Management'), ('hr', 'HR'), ('interns', 'Interns'),
  ('partners', 'External partners'), ('family', 'Family'), ('board', 'Board');

INSERT INTO oc_systemtag SELECT g, (ARRAY['important', 'invoice', 'contract', 'draft', 'final', 'confidential', 'review', 'archive',
  'marketing', 'photo', 'project-x', 'project-y', 'legal', 'to-print', 'signed', 'hr', 'todo', 'public', 'retention-1y', 'retention-5y',
  'approved', 'rejected'])[g], CASE WHEN g % 7 = 0 THEN 0 ELSE 1 END, CASE WHEN g % 5 = 0 THEN 0 ELSE 1 END FROM generate_series(1, 22) g;

DO $gen$
DECLARE
  names text[] := ARRAY['alice', 'bob', 'carol', 'dave', 'eve', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'oscar',
                        'peggy', 'trent', 'victor', 'walter', 'anna', 'ben', 'clara', 'david', 'emma', 'felix', 'hannah', 'jonas',
                        'lena', 'lukas', 'marie', 'max', 'paul', 'sophie'];
  gids text[] := ARRAY['staff', 'engineering', 'marketing', 'sales', 'support', 'management', 'hr', 'interns', 'partners', 'family', 'board'];
  nusers int := 110;
  u text; i int; j int; k int; n int; st bigint; fid bigint := 0; root bigint; filesdir bigint; par bigint; ppath text;
  nm text; mt int; mp int; t0 bigint := 1577836800; ts bigint; sid bigint := 0; cid bigint := 0; mid bigint := 0;
  ext text; r record; gs bigint;
BEGIN
  -- users: admin, then name+number uids
  INSERT INTO oc_users VALUES ('admin', 'Administrator', '3|$argon2id$' || md5('admin'), 'admin');
  FOR i IN 2..nusers LOOP
    u := names[1 + (i - 2) % 30] || CASE WHEN i > 31 THEN ((i - 2) / 30)::text ELSE '' END;
    INSERT INTO oc_users VALUES (u, initcap(u), '3|$argon2id$' || md5(u), u);
  END LOOP;
  INSERT INTO oc_accounts SELECT uid, '{"displayname":{"value":"' || displayname || '","scope":"v2-federated"},"email":{"value":"'
    || uid || '@example.com"}}' FROM oc_users;
  INSERT INTO oc_group_user VALUES ('admin', 'admin');
  INSERT INTO oc_group_user SELECT DISTINCT gids[1 + floor(random() * (CASE WHEN x = 0 THEN 1 ELSE 11 END))::int], uid
    FROM oc_users, generate_series(0, 2) x WHERE uid <> 'admin' AND (x = 0 OR random() < 0.45) ON CONFLICT DO NOTHING;
  INSERT INTO oc_group_admin SELECT gid, uid FROM oc_group_user WHERE random() < 0.04;
  INSERT INTO oc_preferences SELECT uid, pa, pk, pv FROM oc_users,
    (VALUES ('core', 'lang', 'de'), ('core', 'timezone', 'Europe/Berlin'), ('settings', 'email', 'x'), ('login', 'lastLogin', '1690000000'),
            ('firstrunwizard', 'show', '0'), ('files', 'quota', '10 GB'), ('avatar', 'generated', 'true'), ('dashboard', 'layout', 'recommendations')) p(pa, pk, pv)
    WHERE random() < 0.7;
  INSERT INTO oc_appconfig VALUES ('core', 'installedat', '1577836800.1234'), ('core', 'vendor', 'nextcloud'), ('files', 'enabled', 'yes'),
    ('activity', 'enabled', 'yes'), ('comments', 'enabled', 'yes'), ('files_sharing', 'enabled', 'yes'), ('systemtags', 'enabled', 'yes'),
    ('core', 'lastcron', '1700000000'), ('theming', 'name', 'Cloud'), ('files_trashbin', 'enabled', 'yes'), ('dav', 'enabled', 'yes');

  -- storage 1: the data directory with the appdata folder (previews)
  sid := 1;
  INSERT INTO oc_storages VALUES (1, 'local::/var/www/html/data/', 1, NULL);
  fid := fid + 1; root := fid;
  INSERT INTO oc_filecache VALUES (fid, 1, '', md5(''), -1, '', 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
  fid := fid + 1; par := fid;
  INSERT INTO oc_filecache VALUES (fid, 1, 'appdata_oc4x9a1b2c3d', md5('appdata_oc4x9a1b2c3d'), root, 'appdata_oc4x9a1b2c3d', 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
  fid := fid + 1; filesdir := fid;
  INSERT INTO oc_filecache VALUES (fid, 1, 'appdata_oc4x9a1b2c3d/preview', md5('appdata_oc4x9a1b2c3d/preview'), par, 'preview', 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
  FOR i IN 1..400 LOOP
    fid := fid + 1; nm := (1000 + i) || '-' || (64 * (1 + i % 4)) || '.jpg';
    INSERT INTO oc_filecache VALUES (fid, 1, 'appdata_oc4x9a1b2c3d/preview/' || nm, md5('appdata_oc4x9a1b2c3d/preview/' || nm), filesdir, nm,
      6, 5, 2000 + floor(random() * 30000)::int, t0 + i * 3600, t0 + i * 3600, 0, 0, md5('e' || fid)::varchar(13), 27, '');
  END LOOP;

  -- a home storage per user (and a few left by deleted users), a home mount per user
  FOR r IN SELECT uid, row_number() OVER (ORDER BY uid) AS rn FROM oc_users UNION ALL
           SELECT 'olduser' || g, 1000 + g FROM generate_series(1, 6) g ORDER BY rn LOOP
    sid := sid + 1; st := sid;
    INSERT INTO oc_storages VALUES (st, 'home::' || r.uid, 1, NULL);
    fid := fid + 1; root := fid;
    INSERT INTO oc_filecache VALUES (fid, st, '', md5(''), -1, '', 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 23, '');
    IF r.uid NOT LIKE 'olduser%' THEN
      mid := mid + 1;
      INSERT INTO oc_mounts VALUES (mid, st, root, r.uid, '/' || r.uid || '/', NULL, 'OC\Files\Mount\LocalHomeMountPointProvider');
    END IF;
    fid := fid + 1; filesdir := fid;
    INSERT INTO oc_filecache VALUES (fid, st, 'files', md5('files'), root, 'files', 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
    IF random() < 0.5 THEN
      fid := fid + 1;
      INSERT INTO oc_filecache VALUES (fid, st, 'files_trashbin', md5('files_trashbin'), root, 'files_trashbin', 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
    END IF;
    FOREACH nm IN ARRAY ARRAY['Documents', 'Photos', 'Templates', 'Talk'] LOOP
      IF nm <> 'Talk' OR random() < 0.4 THEN
        fid := fid + 1;
        INSERT INTO oc_filecache VALUES (fid, st, 'files/' || nm, md5('files/' || nm), filesdir, nm, 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
      END IF;
    END LOOP;
    -- user folders, then files anywhere under files/
    n := floor(random() * 5)::int;
    FOR i IN 1..n LOOP
      SELECT fileid, path INTO par, ppath FROM oc_filecache WHERE storage = st AND mimetype = 2 AND path LIKE 'files%' ORDER BY random() LIMIT 1;
      nm := (ARRAY['Projects', 'Invoices', 'Holiday', 'Scans', 'Shared', 'Backup', 'Reports', 'Family'])[1 + floor(random() * 8)::int] || ' ' || i;
      fid := fid + 1;
      INSERT INTO oc_filecache VALUES (fid, st, ppath || '/' || nm, md5(ppath || '/' || nm), par, nm, 2, 1, 0, t0, t0, 0, 0, md5('e' || fid)::varchar(13), 31, '');
    END LOOP;
    n := CASE WHEN r.uid LIKE 'olduser%' THEN 3 ELSE 5 + floor(90 * random() ^ 2.2)::int END;
    FOR i IN 1..n LOOP
      SELECT fileid, path INTO par, ppath FROM oc_filecache WHERE storage = st AND mimetype = 2 AND path LIKE 'files%' ORDER BY random() LIMIT 1;
      k := 1 + floor(random() * 12)::int;
      mt := (ARRAY[4, 6, 6, 6, 7, 9, 10, 11, 13, 15, 19, 17])[k]; ext := (ARRAY['pdf', 'jpg', 'jpg', 'jpg', 'png', 'txt', 'md', 'odt', 'mp4', 'docx', 'xlsx', 'mp3'])[k];
      mp := CASE WHEN mt IN (6, 7) THEN 5 WHEN mt IN (9, 10) THEN 8 WHEN mt = 13 THEN 12 WHEN mt = 17 THEN 16 ELSE 3 END;
      nm := CASE WHEN mp = 5 THEN 'IMG_' || (1000 + floor(random() * 9000)::int) ELSE 'file ' || i END || '.' || ext;
      ts := t0 + floor(random() * 110000000)::bigint;
      fid := fid + 1;
      INSERT INTO oc_filecache VALUES (fid, st, ppath || '/' || nm, md5(ppath || '/' || nm || i), par, nm, mt, mp,
        floor(1000 + random() ^ 3 * 50000000)::bigint, ts, ts, 0, 0, md5('e' || fid)::varchar(13), 27,
        CASE WHEN random() < 0.3 THEN 'SHA1:' || md5('c' || fid) ELSE '' END);
    END LOOP;
  END LOOP;

  -- deleted files leave gaps in fileid (their ids survive only in the activity stream)
  CREATE TEMP TABLE gone AS SELECT fileid FROM oc_filecache WHERE mimetype <> 2 AND storage > 1 AND random() < 0.06;
  DELETE FROM oc_filecache f USING gone g WHERE f.fileid = g.fileid;

  INSERT INTO oc_filecache_extended SELECT fileid, CASE WHEN mimepart = 5 THEN md5('m' || fileid)::varchar(13) END, mtime - 100, mtime
    FROM oc_filecache WHERE storage > 1 AND mimetype <> 2 AND random() < 0.35;

  -- shares: user (0), group (1), link (3), e-mail (4); group sub-shares (2) point to their group share by parent
  FOR i IN 1..700 LOOP
    SELECT f.fileid, f.name, f.mimetype, m.user_id INTO r FROM oc_filecache f JOIN oc_mounts m ON m.storage_id = f.storage
      WHERE f.path LIKE 'files/%' AND m.mount_provider_class LIKE '%LocalHome%' AND f.storage = 2 + floor(nusers * random() ^ 1.8)::int
      ORDER BY random() LIMIT 1;
    CONTINUE WHEN r.fileid IS NULL;
    k := CASE WHEN random() < 0.55 THEN 0 WHEN random() < 0.4 THEN 1 WHEN random() < 0.85 THEN 3 ELSE 4 END;
    sid := i;
    INSERT INTO oc_share VALUES (sid, k,
      CASE k WHEN 0 THEN (SELECT uid FROM oc_users WHERE uid <> r.user_id ORDER BY random() LIMIT 1)
             WHEN 1 THEN gids[1 + floor(random() * 11)::int]
             WHEN 4 THEN 'guest' || floor(random() * 80)::int || '@example.org' END,
      CASE WHEN k = 3 AND random() < 0.2 THEN '3|$argon2id$' || md5('p' || i) END,
      r.user_id, CASE WHEN random() < 0.9 THEN r.user_id ELSE (SELECT uid FROM oc_users ORDER BY random() LIMIT 1) END, NULL,
      CASE WHEN r.mimetype = 2 THEN 'folder' ELSE 'file' END, r.fileid::text, NULL, r.fileid, '/' || r.name,
      CASE WHEN r.mimetype = 2 THEN 31 ELSE 19 END, t0 + 20000000 + i * 130000, CASE WHEN k IN (0, 1) THEN 1 ELSE 0 END,
      CASE WHEN k = 3 AND random() < 0.3 THEN timestamp '2024-01-01' + i * interval '1 day' END,
      CASE WHEN k IN (3, 4) THEN substr(md5('t' || i), 1, 15) END, (k = 4)::int, NULL);
  END LOOP;
  -- recipients' share mounts (user shares)
  FOR r IN SELECT s.id, s.share_with, s.file_source, f.storage, f.name FROM oc_share s JOIN oc_filecache f ON f.fileid = s.file_source
           WHERE s.share_type = 0 ORDER BY s.id LOOP
    mid := mid + 1;
    INSERT INTO oc_mounts VALUES (mid, r.storage, r.file_source, r.share_with, '/' || r.share_with || '/files/' || r.name || '/', NULL,
      'OCA\Files_Sharing\MountProvider');
  END LOOP;
  sid := 700;
  FOR r IN SELECT s.*, gu.uid AS member FROM oc_share s JOIN oc_group_user gu ON gu.gid = s.share_with
           WHERE s.share_type = 1 AND gu.uid <> s.uid_owner ORDER BY s.id, gu.uid LOOP
    mid := mid + 1;
    INSERT INTO oc_mounts VALUES (mid, (SELECT storage FROM oc_filecache WHERE fileid = r.file_source), r.file_source, r.member,
      '/' || r.member || '/files' || r.file_target || '/', NULL, 'OCA\Files_Sharing\MountProvider');
    IF random() < 0.08 THEN
      sid := sid + 1;
      INSERT INTO oc_share VALUES (sid, 2, r.member, NULL, r.uid_owner, r.uid_initiator, r.id, r.item_type, r.item_source, NULL,
        r.file_source, '/Shared' || r.file_target, r.permissions, r.stime + 5000, 1, NULL, NULL, 0, NULL);
    END IF;
  END LOOP;

  -- activity: the affected user's stream; "user" is '' for public-link actions; object_id may be a deleted file
  FOR i IN 1..3500 LOOP
    IF random() < 0.07 THEN
      SELECT fileid INTO fid FROM gone ORDER BY random() LIMIT 1; u := NULL;
      SELECT uid INTO u FROM oc_users ORDER BY random() LIMIT 1;
      INSERT INTO oc_activity VALUES (i, t0 + 3000 * i, 30, 'file_deleted', u, u, 'files', 'deleted_self', '[{"' || fid || '":"/x"}]',
        '', '[]', '/file ' || i, 'https://cloud.example.com/f/' || fid, 'files', fid);
    ELSIF random() < 0.06 THEN
      SELECT uid INTO u FROM oc_users ORDER BY random() LIMIT 1;
      INSERT INTO oc_activity VALUES (i, t0 + 3000 * i, 30, 'calendar_event', u, u, 'dav', 'object_add_event', '{}', '', '[]', '', '',
        'calendar', 1 + floor(random() * 300)::int);
    ELSE
      SELECT f.fileid, f.path, m.user_id INTO r FROM oc_filecache f JOIN oc_mounts m ON m.storage_id = f.storage
        WHERE f.path LIKE 'files/%' AND f.storage = 2 + floor(nusers * random() ^ 1.5)::int ORDER BY random() LIMIT 1;
      CONTINUE WHEN r.fileid IS NULL;
      k := floor(random() * 10)::int;
      INSERT INTO oc_activity VALUES (i, t0 + 3000 * i, 30, (ARRAY['file_created', 'file_changed', 'file_changed', 'shared', 'file_created',
        'file_changed', 'public_links', 'file_created', 'file_changed', 'file_restored'])[k + 1],
        CASE WHEN k = 6 THEN '' ELSE r.user_id END, r.user_id, 'files', 'created_self', '[{"' || r.fileid || '":"/' || r.path || '"}]', '',
        '[]', '/' || r.path, 'https://cloud.example.com/f/' || r.fileid, 'files', r.fileid);
    END IF;
  END LOOP;

  -- comments on files: threads with parent / topmost parent, 0 for none
  FOR i IN 1..1200 LOOP
    IF i > 50 AND random() < 0.35 THEN
      SELECT id, object_id, CASE WHEN topmost_parent_id = 0 THEN id ELSE topmost_parent_id END AS top INTO r FROM oc_comments
        WHERE id > i - 200 ORDER BY random() LIMIT 1;
      gs := r.id; fid := r.object_id::bigint; par := r.top;
    ELSE
      SELECT fileid INTO fid FROM oc_filecache WHERE storage > 1 AND path LIKE 'files/%' ORDER BY random() LIMIT 1; gs := 0; par := 0;
    END IF;
    SELECT uid INTO u FROM oc_users ORDER BY random() LIMIT 1;
    IF random() < 0.03 THEN u := 'deleted_users'; END IF;
    INSERT INTO oc_comments VALUES (i, gs, par, 0, CASE WHEN u = 'deleted_users' THEN 'deleted_users' ELSE 'users' END, u,
      'comment ' || i, 'comment', timestamp '2021-01-01' + i * interval '3 hours', NULL, 'files', fid::text, NULL);
  END LOOP;
  UPDATE oc_comments c SET children_count = x.n, latest_child_timestamp = x.l
    FROM (SELECT topmost_parent_id, count(*) n, max(creation_timestamp) l FROM oc_comments WHERE topmost_parent_id > 0 GROUP BY 1) x
   WHERE c.id = x.topmost_parent_id;
  INSERT INTO oc_comments_read_markers SELECT DISTINCT ON (u.uid, c.object_id) u.uid, 'files', c.object_id, c.creation_timestamp
    FROM oc_comments c JOIN oc_users u ON random() < 0.015 ORDER BY u.uid, c.object_id, c.id DESC;

  INSERT INTO oc_systemtag_object_mapping SELECT DISTINCT fileid::text, 'files', 1 + floor(22 * random() ^ 1.7)::int
    FROM oc_filecache, generate_series(1, 2) x WHERE storage > 1 AND path LIKE 'files/%' AND random() < 0.15 ON CONFLICT DO NOTHING;

  INSERT INTO oc_authtoken SELECT row_number() OVER (ORDER BY uid, x), uid, CASE WHEN random() < 0.1 THEN uid || '@example.com' ELSE uid END,
    (ARRAY['Firefox (Ubuntu)', 'Nextcloud Android', 'Nextcloud desktop client', 'Safari (iPhone)', 'Chrome (Windows)'])[1 + floor(random() * 5)::int],
    md5('tok' || uid || x) || md5(uid || x), floor(random() * 2)::int, 1, 1690000000 + floor(random() * 9000000)::int, 1690000000, '{"filesystem":true}',
    NULL, 2 FROM oc_users, generate_series(1, 4) x WHERE random() < 0.6;

  INSERT INTO oc_files_trash SELECT row_number() OVER (ORDER BY x, uid), 'file ' || x || '.txt', uid, (1600000000 + x * 7000)::text,
    CASE WHEN random() < 0.7 THEN '.' ELSE 'Documents' END, 'file', 'text/plain' FROM oc_users, generate_series(1, 6) x WHERE random() < 0.45;

  INSERT INTO oc_jobs SELECT g, (ARRAY['OCA\Files\BackgroundJob\ScanFiles', 'OCA\Activity\BackgroundJob\ExpireActivities',
    'OC\Authentication\Token\TokenCleanupJob', 'OCA\Files_Trashbin\BackgroundJob\ExpireTrash', 'OCA\DAV\BackgroundJob\CleanupInvitationTokenJob'])[1 + g % 5],
    CASE WHEN g % 5 = 0 THEN '{"uid":"' || (SELECT uid FROM oc_users ORDER BY uid OFFSET g % 100 LIMIT 1) || '"}' ELSE 'null' END,
    1700000000 + g * 60, 1700000000 + g * 60, 0, g % 30 FROM generate_series(1, 60) g;
END
$gen$;

ALTER TABLE oc_accounts ADD FOREIGN KEY (uid) REFERENCES oc_users;
ALTER TABLE oc_group_user ADD FOREIGN KEY (gid) REFERENCES oc_groups;
ALTER TABLE oc_group_user ADD FOREIGN KEY (uid) REFERENCES oc_users;
ALTER TABLE oc_group_admin ADD FOREIGN KEY (gid) REFERENCES oc_groups;
ALTER TABLE oc_group_admin ADD FOREIGN KEY (uid) REFERENCES oc_users;
ALTER TABLE oc_preferences ADD FOREIGN KEY (userid) REFERENCES oc_users;
ALTER TABLE oc_filecache ADD FOREIGN KEY (storage) REFERENCES oc_storages;
ALTER TABLE oc_filecache ADD FOREIGN KEY (mimetype) REFERENCES oc_mimetypes;
ALTER TABLE oc_filecache ADD FOREIGN KEY (mimepart) REFERENCES oc_mimetypes;
ALTER TABLE oc_filecache_extended ADD FOREIGN KEY (fileid) REFERENCES oc_filecache;
ALTER TABLE oc_mounts ADD FOREIGN KEY (storage_id) REFERENCES oc_storages;
ALTER TABLE oc_mounts ADD FOREIGN KEY (root_id) REFERENCES oc_filecache;
ALTER TABLE oc_mounts ADD FOREIGN KEY (user_id) REFERENCES oc_users;
ALTER TABLE oc_share ADD FOREIGN KEY (uid_owner) REFERENCES oc_users;
ALTER TABLE oc_share ADD FOREIGN KEY (uid_initiator) REFERENCES oc_users;
ALTER TABLE oc_share ADD FOREIGN KEY (parent) REFERENCES oc_share;
ALTER TABLE oc_share ADD FOREIGN KEY (file_source) REFERENCES oc_filecache;
ALTER TABLE oc_activity ADD FOREIGN KEY (affecteduser) REFERENCES oc_users;
ALTER TABLE oc_comments_read_markers ADD FOREIGN KEY (user_id) REFERENCES oc_users;
ALTER TABLE oc_systemtag_object_mapping ADD FOREIGN KEY (systemtagid) REFERENCES oc_systemtag;
ALTER TABLE oc_authtoken ADD FOREIGN KEY (uid) REFERENCES oc_users;
ALTER TABLE oc_files_trash ADD FOREIGN KEY ("user") REFERENCES oc_users;
ANALYZE;
