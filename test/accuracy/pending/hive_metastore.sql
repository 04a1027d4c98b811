-- test/accuracy/hive_metastore.sql: the core of an Apache Hive 3.x metastore on PostgreSQL (the tables
-- of hive-schema-3.1.0.postgres.sql for databases, tables, storage, partitions, statistics, privileges,
-- roles and functions), written for issue 16 as a held-out check (round 15): committed with its truth
-- (hive_metastore_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: quoted upper-case names ("TBLS", "TBL_ID"); keys bigint named <NOUN>_ID, each from
-- its own DataNucleus sequence (SEQUENCE_TABLE), so every table's ids start near 1 and overlap every
-- other table's; a metastore restart skips ids, leaving gaps. Parameter tables are entity-attribute-
-- value ("TABLE_PARAMS", "PARTITION_PARAMS", "SERDE_PARAMS", "SD_PARAMS", "DATABASE_PARAMS") keyed by
-- (owner id, "PARAM_KEY"); list tables ("COLUMNS_V2", "PARTITION_KEYS", "PARTITION_KEY_VALS",
-- "BUCKETING_COLS", "SORT_COLS", "FUNC_RU") keyed by owner id and "INTEGER_IDX" or a name. Every table
-- and every partition has its own storage descriptor ("SDS") and every SD its own serde, created in
-- step, so "SD_ID" and "SERDE_ID" run almost together (a leaked serde id now and then shifts them); a
-- partition's SD shares its table's column descriptor ("CD_ID"), and after ALTER TABLE ADD COLUMNS the
-- table moves to a new CD while its older partitions keep the old one. Views have an SD with no
-- location and a serde with no library. Times are int epoch seconds.
-- Declared as Hive declares them (DEFERRABLE, names like "TBLS_DB_ID_fkey", "FUNCS_FK1").
-- "DBS"."CTLG_NAME" -> "CTLGS"."NAME" is declared but has one value ('hive'): undiscoverable, as are
-- the undeclared "CAT_NAME" columns of the statistics tables (left out of the truth).
-- Undeclared but true: the statistics tables name their database by text ("TAB_COL_STATS"."DB_NAME",
-- "PART_COL_STATS"."DB_NAME" -> "DBS"."NAME", unique within the one catalog). "NOTIFICATION_LOG" also
-- names databases and tables by text, including dropped ones (orphans): no reference, left out.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.3115);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- the n-th id a DataNucleus sequence hands out when the metastore restarts every `every` ids
CREATE FUNCTION pg_temp.dn(n bigint, every int, gap int) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT n + gap * ((n - 1) / every) $$;

CREATE TABLE "CTLGS" ("CTLG_ID" bigint PRIMARY KEY, "NAME" varchar(256) UNIQUE, "DESC" varchar(4000),
  "LOCATION_URI" varchar(4000) NOT NULL, "CREATE_TIME" integer);
INSERT INTO "CTLGS" VALUES (1, 'hive', 'Default catalog for Hive', 'hdfs://nameservice1/warehouse/tablespace/managed/hive', 1577836800);

CREATE TABLE "DBS" ("DB_ID" bigint PRIMARY KEY, "DESC" varchar(4000), "DB_LOCATION_URI" varchar(4000) NOT NULL,
  "NAME" varchar(128), "OWNER_NAME" varchar(128), "OWNER_TYPE" varchar(10),
  "CTLG_NAME" varchar(256) NOT NULL DEFAULT 'hive', "CREATE_TIME" integer,
  CONSTRAINT "UNIQUE_DATABASE" UNIQUE ("NAME", "CTLG_NAME"));
CREATE TEMP TABLE db AS
SELECT k, CASE k WHEN 1 THEN 1 ELSE 1 + 5 * (k - 1) + (k / 5) END AS id,
       (ARRAY['default','raw','staging','analytics','finance_dw','marketing','ml_features','sandbox_ana'])[k] AS name,
       (ARRAY[10, 90, 70, 60, 30, 25, 20, 15])[k] AS ntab
  FROM generate_series(1, 8) k;
INSERT INTO "DBS"
SELECT id, CASE WHEN k = 1 THEN 'Default Hive database' WHEN k % 2 = 0 THEN 'Owned by the ' || name || ' team' END,
       'hdfs://nameservice1/warehouse/tablespace/' || CASE WHEN k = 1 THEN 'managed/hive' ELSE 'external/hive/' || name || '.db' END,
       name, CASE WHEN k = 1 THEN 'public' WHEN k = 8 THEN 'analysts' ELSE (ARRAY['hive','etl_svc','hive'])[1 + k % 3] END,
       CASE WHEN k IN (1, 8) THEN 'ROLE' ELSE 'USER' END, 'hive', 1577836800 + k * 86400 * 20
  FROM db;
CREATE TABLE "DATABASE_PARAMS" ("DB_ID" bigint NOT NULL, "PARAM_KEY" varchar(180) NOT NULL, "PARAM_VALUE" varchar(4000),
  PRIMARY KEY ("DB_ID", "PARAM_KEY"));
INSERT INTO "DATABASE_PARAMS"
SELECT id, p, CASE p WHEN 'owner_team' THEN name || '-eng' ELSE 'true' END
  FROM db, unnest(ARRAY['owner_team', 'repl.source.for']) p WHERE k IN (2, 4, 5) AND (p = 'owner_team' OR k = 5);

-- ---- tables, partitions and their storage, in creation order ----
-- t: every table ever created in a live database (about 1 in 12 dropped since: its ids are holes)
CREATE TEMP TABLE t AS
SELECT row_number() OVER (ORDER BY ts, dbk, j) AS n, *
  FROM (SELECT d.k AS dbk, d.id AS dbid, d.name AS dbname, j,
               1580000000 + (random() * 110000000)::int AS ts,
               CASE WHEN random() < 0.05 THEN 'VIRTUAL_VIEW' WHEN d.k IN (2, 6) OR random() < 0.2 THEN 'EXTERNAL_TABLE'
                    ELSE 'MANAGED_TABLE' END AS ttype,
               random() < 0.08 AS dropped, pg_temp.sk(28, 1.7) + 2 AS ncols,
               (ARRAY['orc','parquet','text','avro'])[CASE WHEN d.k = 2 THEN (ARRAY[2, 3, 3, 4])[pg_temp.r(4)] ELSE (ARRAY[1, 1, 1, 2])[pg_temp.r(4)] END] AS fmt
          FROM db d, generate_series(1, d.ntab) j) x;
ALTER TABLE t ADD COLUMN tblid bigint, ADD COLUMN tname text, ADD COLUMN nparts int, ADD COLUMN nkeys int,
  ADD COLUMN altered_at int, ADD COLUMN bucketed boolean;
UPDATE t SET tblid = pg_temp.dn(n, 61, 5),
       tname = (ARRAY['events','orders','customers','sessions','clicks','payments','ledger','inventory','campaigns',
                      'features','accounts','devices','shipments','invoices','users','products'])[1 + (n * 7) % 16]
               || CASE WHEN ttype = 'VIRTUAL_VIEW' THEN '_v' ELSE '' END || '_' || (n % 97),
       nparts = CASE WHEN ttype <> 'VIRTUAL_VIEW' AND random() < 0.28 THEN pg_temp.sk(55, 2.2) + 1 ELSE 0 END,
       nkeys = CASE WHEN random() < 0.3 THEN 2 ELSE 1 END,
       bucketed = ttype = 'MANAGED_TABLE' AND random() < 0.06;
UPDATE t SET altered_at = ts + 86400 * 40 WHERE nparts > 8 AND random() < 0.25;
-- partitions: one a day after the table's creation
CREATE TEMP TABLE p AS
SELECT row_number() OVER (ORDER BY t.ts + i * 86400 + (t.n % 7) * 600, t.n) AS n, t.n AS tn, i,
       t.ts + i * 86400 + (t.n % 7) * 600 AS ts
  FROM t, generate_series(1, t.nparts) i;
ALTER TABLE p ADD COLUMN partid bigint;
UPDATE p SET partid = pg_temp.dn(n, 211, 10);
-- storage descriptors: one per table and per partition, and serdes in step with them
CREATE TEMP TABLE sd AS
SELECT row_number() OVER (ORDER BY ts, kind, ref) AS n, * FROM (
  SELECT 't' AS kind, n AS ref, ts FROM t UNION ALL SELECT 'p', n, ts FROM p) x;
ALTER TABLE sd ADD COLUMN sdid bigint, ADD COLUMN serdeid bigint;
UPDATE sd SET sdid = pg_temp.dn(n, 97, 3), serdeid = pg_temp.dn(n, 97, 3) + n / 233;
-- column descriptors: one per table, one more per ALTER TABLE ADD COLUMNS
CREATE TEMP TABLE cd AS
SELECT row_number() OVER (ORDER BY ts, tn) AS n, * FROM (
  SELECT n AS tn, ts, 1 AS ver FROM t
  UNION ALL SELECT n, altered_at, 2 FROM t WHERE altered_at IS NOT NULL) x;
ALTER TABLE cd ADD COLUMN cdid bigint;
UPDATE cd SET cdid = pg_temp.dn(n, 83, 4);
-- a table's current CD; a partition's CD is the one its table had when it was added
CREATE TEMP TABLE tcd AS SELECT DISTINCT ON (tn) tn, cdid FROM cd ORDER BY tn, ver DESC;
CREATE TEMP TABLE pcd AS
SELECT p.n AS pn, (SELECT c.cdid FROM cd c WHERE c.tn = p.tn AND c.ts <= p.ts ORDER BY c.ver DESC LIMIT 1) AS cdid FROM p;

CREATE TABLE "CDS" ("CD_ID" bigint PRIMARY KEY);
INSERT INTO "CDS" SELECT cd.cdid FROM cd JOIN t ON t.n = cd.tn WHERE NOT t.dropped;
CREATE TABLE "COLUMNS_V2" ("CD_ID" bigint NOT NULL, "COMMENT" varchar(4000), "COLUMN_NAME" varchar(767) NOT NULL,
  "TYPE_NAME" text, "INTEGER_IDX" integer NOT NULL, PRIMARY KEY ("CD_ID", "COLUMN_NAME"));
INSERT INTO "COLUMNS_V2"
SELECT cd.cdid, CASE WHEN random() < 0.15 THEN 'from source system' END,
       CASE WHEN i = 0 THEN 'id' WHEN i = 1 THEN 'created_at' ELSE (ARRAY['amount','status','customer_id','country',
         'channel','sku','qty','price','currency','device','session_id','user_id','event_type','payload','source',
         'region','score','label','updated_at','batch_id'])[1 + (i - 2) % 20] || CASE WHEN i >= 22 THEN '_' || i ELSE '' END END,
       CASE WHEN i = 0 THEN 'bigint' WHEN i = 1 THEN 'timestamp' ELSE (ARRAY['string','string','bigint','double','decimal(18,2)','int','boolean','date'])[pg_temp.r(8)] END,
       i
  FROM cd JOIN t ON t.n = cd.tn, generate_series(0, t.ncols - 1 + CASE WHEN cd.ver = 2 THEN 2 ELSE 0 END) i
 WHERE NOT t.dropped;

CREATE TABLE "SERDES" ("SERDE_ID" bigint PRIMARY KEY, "NAME" varchar(128), "SLIB" varchar(4000),
  "DESCRIPTION" varchar(4000), "SERIALIZER_CLASS" varchar(4000), "DESERIALIZER_CLASS" varchar(4000), "SERDE_TYPE" integer);
CREATE TEMP TABLE sdx AS
SELECT sd.*, t.n AS tn, t.fmt, t.ttype, t.dbname, t.tname, t.dbk, t.bucketed, p.i AS pi, p.partid, t.nkeys,
       CASE WHEN sd.kind = 't' THEN tc.cdid ELSE pc.cdid END AS cdid
  FROM sd LEFT JOIN p ON sd.kind = 'p' AND p.n = sd.ref
  JOIN t ON t.n = CASE WHEN sd.kind = 't' THEN sd.ref ELSE p.tn END
  LEFT JOIN tcd tc ON tc.tn = t.n LEFT JOIN pcd pc ON pc.pn = p.n
 WHERE NOT t.dropped;
INSERT INTO "SERDES"
SELECT serdeid, NULL,
       CASE WHEN ttype = 'VIRTUAL_VIEW' THEN NULL ELSE CASE fmt WHEN 'orc' THEN 'org.apache.hadoop.hive.ql.io.orc.OrcSerde'
         WHEN 'parquet' THEN 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe'
         WHEN 'avro' THEN 'org.apache.hadoop.hive.serde2.avro.AvroSerDe'
         ELSE 'org.apache.hadoop.hive.serde2.lazy.LazySimpleSerDe' END END, NULL, NULL, NULL, 0
  FROM sdx;
CREATE TABLE "SERDE_PARAMS" ("SERDE_ID" bigint NOT NULL, "PARAM_KEY" varchar(256) NOT NULL, "PARAM_VALUE" text,
  PRIMARY KEY ("SERDE_ID", "PARAM_KEY"));
INSERT INTO "SERDE_PARAMS"
SELECT serdeid, 'serialization.format', CASE WHEN fmt = 'text' THEN ',' ELSE '1' END FROM sdx WHERE ttype <> 'VIRTUAL_VIEW'
UNION ALL SELECT serdeid, 'field.delim', ',' FROM sdx WHERE fmt = 'text' AND ttype <> 'VIRTUAL_VIEW'
UNION ALL SELECT serdeid, 'avro.schema.url', 'hdfs://nameservice1/schemas/' || tname || '.avsc' FROM sdx WHERE fmt = 'avro' AND ttype <> 'VIRTUAL_VIEW';

CREATE TABLE "SDS" ("SD_ID" bigint PRIMARY KEY, "CD_ID" bigint, "INPUT_FORMAT" varchar(4000), "IS_COMPRESSED" boolean NOT NULL,
  "LOCATION" varchar(4000), "NUM_BUCKETS" bigint, "OUTPUT_FORMAT" varchar(4000), "SERDE_ID" bigint,
  "IS_STOREDASSUBDIRECTORIES" boolean NOT NULL);
INSERT INTO "SDS"
SELECT sdid, cdid,
       CASE WHEN ttype = 'VIRTUAL_VIEW' THEN 'org.apache.hadoop.mapred.SequenceFileInputFormat' ELSE CASE fmt
         WHEN 'orc' THEN 'org.apache.hadoop.hive.ql.io.orc.OrcInputFormat' WHEN 'parquet' THEN 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat'
         WHEN 'avro' THEN 'org.apache.hadoop.hive.ql.io.avro.AvroContainerInputFormat' ELSE 'org.apache.hadoop.mapred.TextInputFormat' END END,
       false,
       CASE WHEN ttype <> 'VIRTUAL_VIEW' THEN 'hdfs://nameservice1/warehouse/tablespace/' || CASE WHEN ttype = 'EXTERNAL_TABLE' THEN 'external' ELSE 'managed' END
         || '/hive/' || dbname || '.db/' || tname || CASE WHEN kind = 'p' THEN '/dt=' || to_char('2020-01-01'::date + pi, 'YYYY-MM-DD') ELSE '' END END,
       CASE WHEN bucketed THEN 8 ELSE -1 END,
       CASE WHEN ttype = 'VIRTUAL_VIEW' THEN 'org.apache.hadoop.hive.ql.io.HiveSequenceFileOutputFormat' ELSE CASE fmt
         WHEN 'orc' THEN 'org.apache.hadoop.hive.ql.io.orc.OrcOutputFormat' WHEN 'parquet' THEN 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat'
         WHEN 'avro' THEN 'org.apache.hadoop.hive.ql.io.avro.AvroContainerOutputFormat' ELSE 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat' END END,
       serdeid, false
  FROM sdx;
CREATE TABLE "SD_PARAMS" ("SD_ID" bigint NOT NULL, "PARAM_KEY" varchar(256) NOT NULL, "PARAM_VALUE" text,
  PRIMARY KEY ("SD_ID", "PARAM_KEY"));
INSERT INTO "SD_PARAMS" SELECT sdid, 'orc.compress', 'ZLIB' FROM sdx WHERE fmt = 'orc' AND kind = 't' AND ttype <> 'VIRTUAL_VIEW' AND tn % 4 = 0;
CREATE TABLE "BUCKETING_COLS" ("SD_ID" bigint NOT NULL, "BUCKET_COL_NAME" varchar(256), "INTEGER_IDX" bigint NOT NULL,
  PRIMARY KEY ("SD_ID", "INTEGER_IDX"));
INSERT INTO "BUCKETING_COLS" SELECT sdid, 'id', 0 FROM sdx WHERE bucketed;
CREATE TABLE "SORT_COLS" ("SD_ID" bigint NOT NULL, "COLUMN_NAME" varchar(767), "ORDER" bigint NOT NULL,
  "INTEGER_IDX" bigint NOT NULL, PRIMARY KEY ("SD_ID", "INTEGER_IDX"));
INSERT INTO "SORT_COLS" SELECT sdid, c, 1, i - 1 FROM sdx, unnest(ARRAY['id', 'created_at']) WITH ORDINALITY u(c, i)
 WHERE bucketed AND (i = 1 OR tn % 2 = 0);

CREATE TABLE "TBLS" ("TBL_ID" bigint PRIMARY KEY, "CREATE_TIME" bigint NOT NULL, "DB_ID" bigint, "LAST_ACCESS_TIME" bigint NOT NULL,
  "OWNER" varchar(767), "OWNER_TYPE" varchar(10), "RETENTION" bigint NOT NULL, "SD_ID" bigint, "TBL_NAME" varchar(256),
  "TBL_TYPE" varchar(128), "VIEW_EXPANDED_TEXT" text, "VIEW_ORIGINAL_TEXT" text, "IS_REWRITE_ENABLED" boolean NOT NULL DEFAULT false,
  "WRITE_ID" bigint DEFAULT 0, CONSTRAINT "UNIQUETABLE" UNIQUE ("TBL_NAME", "DB_ID"));
INSERT INTO "TBLS"
SELECT t.tblid, t.ts, t.dbid, 0, (ARRAY['etl_svc','etl_svc','etl_svc','hive','jsmith','akumar','mlopez'])[pg_temp.sk(7, 1.5)],
       'USER', 0, s.sdid, t.tname, t.ttype,
       CASE WHEN t.ttype = 'VIRTUAL_VIEW' THEN 'SELECT `x`.`id` FROM `' || t.dbname || '`.`base_' || t.n || '` `x`' END,
       CASE WHEN t.ttype = 'VIRTUAL_VIEW' THEN 'select id from base_' || t.n END, false,
       CASE WHEN t.ttype = 'MANAGED_TABLE' THEN pg_temp.r(40) ELSE 0 END
  FROM t JOIN sdx s ON s.kind = 't' AND s.tn = t.n WHERE NOT t.dropped;
CREATE TABLE "TABLE_PARAMS" ("TBL_ID" bigint NOT NULL, "PARAM_KEY" varchar(256) NOT NULL, "PARAM_VALUE" text,
  PRIMARY KEY ("TBL_ID", "PARAM_KEY"));
INSERT INTO "TABLE_PARAMS"
SELECT tblid, k, CASE k WHEN 'transient_lastDdlTime' THEN (ts + 3600)::text WHEN 'EXTERNAL' THEN 'TRUE'
         WHEN 'numFiles' THEN pg_temp.r(200)::text WHEN 'totalSize' THEN (pg_temp.r(90000) * 1000)::text
         WHEN 'bucketing_version' THEN '2' WHEN 'comment' THEN 'curated ' || tname ELSE '{"BASIC_STATS":"true"}' END
  FROM t, unnest(ARRAY['transient_lastDdlTime','EXTERNAL','numFiles','totalSize','bucketing_version','comment','COLUMN_STATS_ACCURATE']) k
 WHERE NOT dropped AND (k IN ('transient_lastDdlTime', 'bucketing_version')
        OR (k = 'EXTERNAL' AND ttype = 'EXTERNAL_TABLE')
        OR (k IN ('numFiles', 'totalSize') AND nparts = 0 AND ttype <> 'VIRTUAL_VIEW')
        OR (k = 'comment' AND n % 5 = 0) OR (k = 'COLUMN_STATS_ACCURATE' AND nparts = 0 AND n % 3 = 0));
CREATE TABLE "PARTITION_KEYS" ("TBL_ID" bigint NOT NULL, "PKEY_COMMENT" varchar(4000), "PKEY_NAME" varchar(128) NOT NULL,
  "PKEY_TYPE" varchar(767) NOT NULL, "INTEGER_IDX" bigint NOT NULL, PRIMARY KEY ("TBL_ID", "PKEY_NAME"));
INSERT INTO "PARTITION_KEYS"
SELECT tblid, NULL, CASE WHEN i = 1 THEN 'dt' WHEN n % 2 = 0 THEN 'hr' ELSE 'region' END, 'string', i - 1
  FROM t, generate_series(1, nkeys) i WHERE nparts > 0 AND NOT dropped;

CREATE TABLE "PARTITIONS" ("PART_ID" bigint PRIMARY KEY, "CREATE_TIME" bigint NOT NULL, "LAST_ACCESS_TIME" bigint NOT NULL,
  "PART_NAME" varchar(767), "SD_ID" bigint, "TBL_ID" bigint, "WRITE_ID" bigint DEFAULT 0,
  CONSTRAINT "UNIQUEPARTITION" UNIQUE ("PART_NAME", "TBL_ID"));
INSERT INTO "PARTITIONS"
SELECT s.partid, p.ts, 0, 'dt=' || to_char('2020-01-01'::date + p.i, 'YYYY-MM-DD')
         || CASE WHEN t.nkeys = 2 THEN CASE WHEN t.n % 2 = 0 THEN '/hr=' || lpad((p.i % 24)::text, 2, '0') ELSE '/region=' || (ARRAY['emea','amer','apac'])[1 + p.i % 3] END ELSE '' END,
       s.sdid, t.tblid, 0
  FROM sdx s JOIN p ON p.n = s.ref JOIN t ON t.n = p.tn WHERE s.kind = 'p';
CREATE TABLE "PARTITION_KEY_VALS" ("PART_ID" bigint NOT NULL, "PART_KEY_VAL" varchar(256), "INTEGER_IDX" bigint NOT NULL,
  PRIMARY KEY ("PART_ID", "INTEGER_IDX"));
INSERT INTO "PARTITION_KEY_VALS"
SELECT "PART_ID", split_part(split_part("PART_NAME", '/', i), '=', 2), i - 1
  FROM "PARTITIONS", generate_series(1, 2) i WHERE split_part("PART_NAME", '/', i) <> '';
CREATE TABLE "PARTITION_PARAMS" ("PART_ID" bigint NOT NULL, "PARAM_KEY" varchar(256) NOT NULL, "PARAM_VALUE" varchar(4000),
  PRIMARY KEY ("PART_ID", "PARAM_KEY"));
INSERT INTO "PARTITION_PARAMS"
SELECT "PART_ID", k, CASE k WHEN 'transient_lastDdlTime' THEN ("CREATE_TIME" + 60)::text WHEN 'numFiles' THEN pg_temp.r(30)::text
         WHEN 'totalSize' THEN (pg_temp.r(50000) * 1000)::text WHEN 'numRows' THEN (pg_temp.r(900000))::text ELSE '{"BASIC_STATS":"true"}' END
  FROM "PARTITIONS", unnest(ARRAY['transient_lastDdlTime','numFiles','totalSize','numRows','COLUMN_STATS_ACCURATE']) k
 WHERE k IN ('transient_lastDdlTime', 'numFiles', 'totalSize') OR "PART_ID" % 3 = 0;

-- ---- statistics ----
CREATE TABLE "TAB_COL_STATS" ("CS_ID" bigint PRIMARY KEY, "CAT_NAME" varchar(256) NOT NULL DEFAULT 'hive',
  "DB_NAME" varchar(128) NOT NULL, "TABLE_NAME" varchar(256) NOT NULL, "COLUMN_NAME" varchar(767) NOT NULL,
  "COLUMN_TYPE" varchar(128) NOT NULL, "TBL_ID" bigint NOT NULL, "LONG_LOW_VALUE" bigint, "LONG_HIGH_VALUE" bigint,
  "DOUBLE_LOW_VALUE" double precision, "DOUBLE_HIGH_VALUE" double precision, "BIG_DECIMAL_LOW_VALUE" varchar(4000),
  "BIG_DECIMAL_HIGH_VALUE" varchar(4000), "NUM_NULLS" bigint NOT NULL, "NUM_DISTINCTS" bigint, "AVG_COL_LEN" double precision,
  "MAX_COL_LEN" bigint, "NUM_TRUES" bigint, "NUM_FALSES" bigint, "LAST_ANALYZED" bigint NOT NULL);
INSERT INTO "TAB_COL_STATS"
SELECT pg_temp.dn(row_number() OVER (ORDER BY t.ts, c."INTEGER_IDX"), 150, 7), 'hive', t.dbname, t.tname, c."COLUMN_NAME",
       c."TYPE_NAME", t.tblid, CASE WHEN c."TYPE_NAME" IN ('bigint', 'int') THEN 0 END,
       CASE WHEN c."TYPE_NAME" IN ('bigint', 'int') THEN pg_temp.r(1000000) END, NULL, NULL, NULL, NULL,
       pg_temp.r(50) - 1, pg_temp.r(100000), CASE WHEN c."TYPE_NAME" = 'string' THEN random() * 30 END,
       CASE WHEN c."TYPE_NAME" = 'string' THEN pg_temp.r(200) END, NULL, NULL, t.ts + 7200
  FROM t JOIN tcd ON tcd.tn = t.n JOIN "COLUMNS_V2" c ON c."CD_ID" = tcd.cdid
 WHERE NOT t.dropped AND t.nparts = 0 AND t.ttype <> 'VIRTUAL_VIEW' AND t.n % 3 = 0 AND c."INTEGER_IDX" < 6;
CREATE TABLE "PART_COL_STATS" ("CS_ID" bigint PRIMARY KEY, "CAT_NAME" varchar(256) NOT NULL DEFAULT 'hive',
  "DB_NAME" varchar(128) NOT NULL, "TABLE_NAME" varchar(256) NOT NULL, "PARTITION_NAME" varchar(767) NOT NULL,
  "COLUMN_NAME" varchar(767) NOT NULL, "COLUMN_TYPE" varchar(128) NOT NULL, "PART_ID" bigint NOT NULL,
  "LONG_LOW_VALUE" bigint, "LONG_HIGH_VALUE" bigint, "DOUBLE_LOW_VALUE" double precision, "DOUBLE_HIGH_VALUE" double precision,
  "BIG_DECIMAL_LOW_VALUE" varchar(4000), "BIG_DECIMAL_HIGH_VALUE" varchar(4000), "NUM_NULLS" bigint NOT NULL,
  "NUM_DISTINCTS" bigint, "AVG_COL_LEN" double precision, "MAX_COL_LEN" bigint, "NUM_TRUES" bigint, "NUM_FALSES" bigint,
  "LAST_ANALYZED" bigint NOT NULL);
INSERT INTO "PART_COL_STATS"
SELECT pg_temp.dn(row_number() OVER (ORDER BY pa."CREATE_TIME", pa."PART_ID", c."INTEGER_IDX"), 300, 9), 'hive',
       d."NAME", tb."TBL_NAME", pa."PART_NAME", c."COLUMN_NAME", c."TYPE_NAME", pa."PART_ID",
       CASE WHEN c."TYPE_NAME" IN ('bigint', 'int') THEN 0 END, CASE WHEN c."TYPE_NAME" IN ('bigint', 'int') THEN pg_temp.r(1000000) END,
       NULL, NULL, NULL, NULL, pg_temp.r(50) - 1, pg_temp.r(100000), NULL, NULL, NULL, NULL, pa."CREATE_TIME" + 900
  FROM "PARTITIONS" pa JOIN "TBLS" tb USING ("TBL_ID") JOIN "DBS" d USING ("DB_ID") JOIN "SDS" s ON s."SD_ID" = pa."SD_ID"
  JOIN "COLUMNS_V2" c ON c."CD_ID" = s."CD_ID"
 WHERE pa."PART_ID" % 4 = 0 AND c."INTEGER_IDX" < 3;

-- ---- roles and privileges ----
CREATE TABLE "ROLES" ("ROLE_ID" bigint PRIMARY KEY, "CREATE_TIME" bigint NOT NULL, "OWNER_NAME" varchar(128),
  "ROLE_NAME" varchar(128), CONSTRAINT "ROLEENTITYINDEX" UNIQUE ("ROLE_NAME"));
INSERT INTO "ROLES" VALUES (1, 1577836800, 'admin', 'admin'), (2, 1577836800, 'public', 'public'),
  (6, 1581000000, 'hive', 'etl'), (7, 1581000100, 'hive', 'analysts'), (11, 1600000000, 'hive', 'data_science'),
  (16, 1640000000, 'hive', 'finance_readers');
CREATE TABLE "ROLE_MAP" ("ROLE_GRANT_ID" bigint PRIMARY KEY, "ADD_TIME" bigint NOT NULL, "GRANT_OPTION" smallint NOT NULL,
  "GRANTOR" varchar(128), "GRANTOR_TYPE" varchar(128), "PRINCIPAL_NAME" varchar(128), "PRINCIPAL_TYPE" varchar(128),
  "ROLE_ID" bigint, CONSTRAINT "USERROLEMAPINDEX" UNIQUE ("PRINCIPAL_NAME", "ROLE_ID", "GRANTOR", "GRANTOR_TYPE"));
INSERT INTO "ROLE_MAP"
SELECT pg_temp.dn(row_number() OVER (ORDER BY u, r), 20, 5), 1581000000 + u * 86400 * 11, CASE WHEN r = 1 THEN 1 ELSE 0 END,
       'hive', 'USER', (ARRAY['hive','etl_svc','jsmith','akumar','mlopez','tnguyen','bchen','rpatel','okim','lmartin',
         'dsilva','pwong','hmuller','fali','gross','ewhite','cjones','nbrown'])[u],
       CASE WHEN u IN (17, 18) THEN 'GROUP' ELSE 'USER' END, r
  FROM generate_series(1, 18) u, unnest(ARRAY[1, 6, 7, 11, 16]) r
 WHERE (u = 1 AND r = 1) OR (u = 2 AND r = 6) OR (u > 2 AND r = (ARRAY[7, 7, 7, 11, 16, 6])[1 + u % 6]) OR (u IN (4, 9, 13) AND r = 11);
CREATE TABLE "DB_PRIVS" ("DB_GRANT_ID" bigint PRIMARY KEY, "CREATE_TIME" bigint NOT NULL, "DB_ID" bigint, "GRANT_OPTION" smallint NOT NULL,
  "GRANTOR" varchar(128), "GRANTOR_TYPE" varchar(128), "PRINCIPAL_NAME" varchar(128), "PRINCIPAL_TYPE" varchar(128),
  "DB_PRIV" varchar(128), "AUTHORIZER" varchar(128));
INSERT INTO "DB_PRIVS"
SELECT row_number() OVER (ORDER BY d.k, g), 1590000000 + d.k * 3600, d.id, 0, 'hive', 'USER',
       (ARRAY['analysts','etl','data_science','finance_readers'])[g], 'ROLE', (ARRAY['SELECT','ALL','SELECT','SELECT'])[g], 'SQL'
  FROM db d, generate_series(1, 4) g WHERE d.k > 1 AND (g = 1 OR (g = 2 AND d.k <= 3) OR (g = 3 AND d.k = 7) OR (g = 4 AND d.k = 5));
CREATE TABLE "TBL_PRIVS" ("TBL_GRANT_ID" bigint PRIMARY KEY, "CREATE_TIME" bigint NOT NULL, "GRANT_OPTION" smallint NOT NULL,
  "GRANTOR" varchar(128), "GRANTOR_TYPE" varchar(128), "PRINCIPAL_NAME" varchar(128), "PRINCIPAL_TYPE" varchar(128),
  "TBL_PRIV" varchar(128), "TBL_ID" bigint, "AUTHORIZER" varchar(128));
-- the owner of each table created once SQL-standard authorization was on gets four privileges
INSERT INTO "TBL_PRIVS"
SELECT pg_temp.dn(row_number() OVER (ORDER BY tb."CREATE_TIME", tb."TBL_ID", v), 113, 6), tb."CREATE_TIME", 1, tb."OWNER", 'USER',
       tb."OWNER", 'USER', v, tb."TBL_ID", 'SQL'
  FROM "TBLS" tb, unnest(ARRAY['INSERT','SELECT','UPDATE','DELETE']) v WHERE tb."CREATE_TIME" > 1615000000
UNION ALL
SELECT 900000 + row_number() OVER (ORDER BY tb."TBL_ID"), tb."CREATE_TIME" + 86400, 0, 'hive', 'USER', 'analysts', 'ROLE', 'SELECT', tb."TBL_ID", 'SQL'
  FROM "TBLS" tb WHERE tb."TBL_ID" % 11 = 0;

-- ---- functions ----
CREATE TABLE "FUNCS" ("FUNC_ID" bigint PRIMARY KEY, "CLASS_NAME" varchar(4000), "CREATE_TIME" integer NOT NULL, "DB_ID" bigint,
  "FUNC_NAME" varchar(128), "FUNC_TYPE" integer NOT NULL, "OWNER_NAME" varchar(128), "OWNER_TYPE" varchar(10),
  CONSTRAINT "UNIQUEFUNCTION" UNIQUE ("FUNC_NAME", "DB_ID"));
INSERT INTO "FUNCS"
SELECT f * 2 - 1 + f / 4, 'com.example.hive.udf.' || initcap(n), 1585000000 + f * 864000,
       (SELECT id FROM db WHERE k = (ARRAY[1, 4, 4, 2, 7, 7, 7, 4, 5])[f]), n, 1, 'etl_svc', 'USER'
  FROM unnest(ARRAY['parse_ua','geo_lookup','mask_pii','json_flatten','hash_bucket','vec_norm','tokenize','fx_rate','fiscal_week'])
       WITH ORDINALITY u(n, f);
CREATE TABLE "FUNC_RU" ("FUNC_ID" bigint NOT NULL, "RESOURCE_TYPE" integer NOT NULL, "RESOURCE_URI" varchar(4000),
  "INTEGER_IDX" integer NOT NULL, PRIMARY KEY ("FUNC_ID", "INTEGER_IDX"));
INSERT INTO "FUNC_RU"
SELECT "FUNC_ID", 1, 'hdfs://nameservice1/udf/' || "FUNC_NAME" || '-1.' || i || '.jar', i - 1
  FROM "FUNCS", generate_series(1, 2) i WHERE i = 1 OR "FUNC_ID" % 3 = 0;

-- ---- bookkeeping ----
CREATE TABLE "NOTIFICATION_LOG" ("NL_ID" bigint PRIMARY KEY, "EVENT_ID" bigint NOT NULL, "EVENT_TIME" integer NOT NULL,
  "EVENT_TYPE" varchar(32) NOT NULL, "CAT_NAME" varchar(256), "DB_NAME" varchar(128), "TBL_NAME" varchar(256),
  "MESSAGE" text, "MESSAGE_FORMAT" varchar(16));
-- recent events; tables and a database (tmp_etl) dropped since still appear
INSERT INTO "NOTIFICATION_LOG"
SELECT 50000 + e, 50000 + e, 1688000000 + e * 7200,
       (ARRAY['ADD_PARTITION','ADD_PARTITION','ALTER_TABLE','CREATE_TABLE','DROP_TABLE','INSERT'])[pg_temp.r(6)], 'hive',
       CASE WHEN e % 37 = 0 THEN 'tmp_etl' ELSE t.dbname END, t.tname,
       '{"server":"thrift://metastore:9083","servicePrincipal":"","db":"' || t.dbname || '"}', 'json-0.2'
  FROM generate_series(1, 450) e JOIN t ON t.n = 1 + (e * 31) % (SELECT count(*) FROM t);
CREATE TABLE "SEQUENCE_TABLE" ("SEQUENCE_NAME" varchar(255) PRIMARY KEY, "NEXT_VAL" bigint NOT NULL);
INSERT INTO "SEQUENCE_TABLE"
SELECT 'org.apache.hadoop.hive.metastore.model.' || m, coalesce(v, 1) + 5
  FROM (VALUES ('MDatabase', (SELECT max("DB_ID") FROM "DBS")), ('MTable', (SELECT max("TBL_ID") FROM "TBLS")),
               ('MStorageDescriptor', (SELECT max("SD_ID") FROM "SDS")), ('MSerDeInfo', (SELECT max("SERDE_ID") FROM "SERDES")),
               ('MColumnDescriptor', (SELECT max("CD_ID") FROM "CDS")), ('MPartition', (SELECT max("PART_ID") FROM "PARTITIONS")),
               ('MTableColumnStatistics', (SELECT max("CS_ID") FROM "TAB_COL_STATS")),
               ('MPartitionColumnStatistics', (SELECT max("CS_ID") FROM "PART_COL_STATS")),
               ('MRole', 16), ('MRoleMap', (SELECT max("ROLE_GRANT_ID") FROM "ROLE_MAP")), ('MFunction', (SELECT max("FUNC_ID") FROM "FUNCS")),
               ('MNotificationLog', 50450)) v(m, v);
CREATE TABLE "VERSION" ("VER_ID" bigint PRIMARY KEY, "SCHEMA_VERSION" varchar(127) NOT NULL, "VERSION_COMMENT" varchar(255) NOT NULL);
INSERT INTO "VERSION" VALUES (1, '3.1.0', 'Hive release version 3.1.0');

-- ---- the foreign keys hive-schema-3.1.0.postgres.sql declares (of these tables) ----
ALTER TABLE ONLY "BUCKETING_COLS" ADD CONSTRAINT "BUCKETING_COLS_SD_ID_fkey" FOREIGN KEY ("SD_ID") REFERENCES "SDS" ("SD_ID") DEFERRABLE;
ALTER TABLE ONLY "COLUMNS_V2" ADD CONSTRAINT "COLUMNS_V2_CD_ID_fkey" FOREIGN KEY ("CD_ID") REFERENCES "CDS" ("CD_ID") DEFERRABLE;
ALTER TABLE ONLY "DATABASE_PARAMS" ADD CONSTRAINT "DATABASE_PARAMS_DB_ID_fkey" FOREIGN KEY ("DB_ID") REFERENCES "DBS" ("DB_ID") DEFERRABLE;
ALTER TABLE ONLY "DBS" ADD CONSTRAINT "DBS_FK1" FOREIGN KEY ("CTLG_NAME") REFERENCES "CTLGS" ("NAME");
ALTER TABLE ONLY "DB_PRIVS" ADD CONSTRAINT "DB_PRIVS_DB_ID_fkey" FOREIGN KEY ("DB_ID") REFERENCES "DBS" ("DB_ID") DEFERRABLE;
ALTER TABLE ONLY "FUNCS" ADD CONSTRAINT "FUNCS_FK1" FOREIGN KEY ("DB_ID") REFERENCES "DBS" ("DB_ID") DEFERRABLE;
ALTER TABLE ONLY "FUNC_RU" ADD CONSTRAINT "FUNC_RU_FK1" FOREIGN KEY ("FUNC_ID") REFERENCES "FUNCS" ("FUNC_ID") DEFERRABLE;
ALTER TABLE ONLY "PARTITIONS" ADD CONSTRAINT "PARTITIONS_SD_ID_fkey" FOREIGN KEY ("SD_ID") REFERENCES "SDS" ("SD_ID") DEFERRABLE;
ALTER TABLE ONLY "PARTITIONS" ADD CONSTRAINT "PARTITIONS_TBL_ID_fkey" FOREIGN KEY ("TBL_ID") REFERENCES "TBLS" ("TBL_ID") DEFERRABLE;
ALTER TABLE ONLY "PARTITION_KEYS" ADD CONSTRAINT "PARTITION_KEYS_TBL_ID_fkey" FOREIGN KEY ("TBL_ID") REFERENCES "TBLS" ("TBL_ID") DEFERRABLE;
ALTER TABLE ONLY "PARTITION_KEY_VALS" ADD CONSTRAINT "PARTITION_KEY_VALS_PART_ID_fkey" FOREIGN KEY ("PART_ID") REFERENCES "PARTITIONS" ("PART_ID") DEFERRABLE;
ALTER TABLE ONLY "PARTITION_PARAMS" ADD CONSTRAINT "PARTITION_PARAMS_PART_ID_fkey" FOREIGN KEY ("PART_ID") REFERENCES "PARTITIONS" ("PART_ID") DEFERRABLE;
ALTER TABLE ONLY "PART_COL_STATS" ADD CONSTRAINT "PART_COL_STATS_fkey" FOREIGN KEY ("PART_ID") REFERENCES "PARTITIONS" ("PART_ID") DEFERRABLE;
ALTER TABLE ONLY "ROLE_MAP" ADD CONSTRAINT "ROLE_MAP_ROLE_ID_fkey" FOREIGN KEY ("ROLE_ID") REFERENCES "ROLES" ("ROLE_ID") DEFERRABLE;
ALTER TABLE ONLY "SDS" ADD CONSTRAINT "SDS_CD_ID_fkey" FOREIGN KEY ("CD_ID") REFERENCES "CDS" ("CD_ID") DEFERRABLE;
ALTER TABLE ONLY "SDS" ADD CONSTRAINT "SDS_SERDE_ID_fkey" FOREIGN KEY ("SERDE_ID") REFERENCES "SERDES" ("SERDE_ID") DEFERRABLE;
ALTER TABLE ONLY "SD_PARAMS" ADD CONSTRAINT "SD_PARAMS_SD_ID_fkey" FOREIGN KEY ("SD_ID") REFERENCES "SDS" ("SD_ID") DEFERRABLE;
ALTER TABLE ONLY "SERDE_PARAMS" ADD CONSTRAINT "SERDE_PARAMS_SERDE_ID_fkey" FOREIGN KEY ("SERDE_ID") REFERENCES "SERDES" ("SERDE_ID") DEFERRABLE;
ALTER TABLE ONLY "SORT_COLS" ADD CONSTRAINT "SORT_COLS_SD_ID_fkey" FOREIGN KEY ("SD_ID") REFERENCES "SDS" ("SD_ID") DEFERRABLE;
ALTER TABLE ONLY "TABLE_PARAMS" ADD CONSTRAINT "TABLE_PARAMS_TBL_ID_fkey" FOREIGN KEY ("TBL_ID") REFERENCES "TBLS" ("TBL_ID") DEFERRABLE;
ALTER TABLE ONLY "TAB_COL_STATS" ADD CONSTRAINT "TAB_COL_STATS_fkey" FOREIGN KEY ("TBL_ID") REFERENCES "TBLS" ("TBL_ID") DEFERRABLE;
ALTER TABLE ONLY "TBLS" ADD CONSTRAINT "TBLS_DB_ID_fkey" FOREIGN KEY ("DB_ID") REFERENCES "DBS" ("DB_ID") DEFERRABLE;
ALTER TABLE ONLY "TBLS" ADD CONSTRAINT "TBLS_SD_ID_fkey" FOREIGN KEY ("SD_ID") REFERENCES "SDS" ("SD_ID") DEFERRABLE;
ALTER TABLE ONLY "TBL_PRIVS" ADD CONSTRAINT "TBL_PRIVS_TBL_ID_fkey" FOREIGN KEY ("TBL_ID") REFERENCES "TBLS" ("TBL_ID") DEFERRABLE;
