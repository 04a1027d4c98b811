-- test/accuracy/superset.sql: an Apache Superset 4.0 metadata database on PostgreSQL (alembic head 17fcea065655: the tables,
-- columns, keys and constraints exactly as Superset's migrations and Flask-AppBuilder 4.4 leave them on PostgreSQL), a retail
-- company's BI install started on 2.1 in February 2023 and upgraded through 3.0 and 3.1 to 4.0, copied on 2024-09-27: about 240
-- users signing in through OAuth, six databases (a seventh, the legacy ERP MySQL, removed in March 2024), 330 datasets, 1,660
-- charts, 150 dashboards, SQL Lab history, alerts and reports, tags. Written for issue 16 as a held-out check (round 23): committed
-- with its truth (superset_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: unprefixed, mostly plural table names for Superset's models (dbs, tables = datasets, table_columns, sql_metrics,
-- slices = charts, dashboards, query, saved_query, tab_state, table_schema, logs, tag, tagged_object, report_schedule, ...) beside
-- Flask-AppBuilder's ab_ tables; a bare integer "id" key on every table from a sequence, with gaps where rows were deleted
-- (embedded_dashboards and user_favorite_tag have no primary key at all: their migrations create none). References are named
-- <entity>_id (database_id, table_id, slice_id, dashboard_id, user_id, role_id, tag_id, tab_state_id, report_schedule_id,
-- rls_filter_id, permission_id, view_menu_id, permission_view_id) or not: db_id (saved_query -> dbs), chart_id (report_schedule ->
-- slices), layer_id, welcome_dashboard_id, saved_query_id, latest_query_id (a varchar(11) -> query.client_id, a unique non-key
-- column), datasource_id (slices -> tables); the audit columns created_by_fk / changed_by_fk (and slices.last_saved_by_fk) -> ab_user.
-- Declared: the 93 foreign keys the migrations declare, every one (with the names PostgreSQL or the 2023 ON DELETE CASCADE
-- migrations gave them). Not declared, in the truth as undeclared: slices.datasource_id -> tables.id (datasource_type is 'table' on
-- every chart, a CHECK constraint since 2.0, so this one is no longer polymorphic); logs.dashboard_id and logs.slice_id; query.
-- sql_editor_id, a varchar holding the SQL Lab tab's tab_state.id as text; embedded_dashboards.created_by_fk / changed_by_fk (that
-- migration declared only dashboard_id's key); and the permission names: tables.perm and schema_perm, slices.perm and schema_perm
-- hold the ab_view_menu.name of the dataset's and the schema's access permission ('[Analytics Warehouse].[fct_orders](id:12)',
-- '[Analytics Warehouse].[marts]'), which the security manager and the chart and dataset list filters match by name.
-- ssh_tunnels.created_by_fk / changed_by_fk are undeclared too, but the one tunnel has one user: undiscoverable.
-- "None": NULL in the audit columns of rows the CLI made (`superset fab create-admin`, dashboards and datasets imported with
-- `superset import-directory`, the tags of `superset sync_tags`) and of users who registered themselves through OAuth
-- (ab_user.created_by_fk); key_value.changed_by_fk is NULL on every row (permalinks are never updated; declared all the same).
-- logs.dashboard_id and logs.slice_id go through utils.core.to_int(): 0 when the request named no dashboard or chart, never NULL;
-- logs.user_id is NULL on guest-token (embedded) requests. query.sql_editor_id is NULL on the queries scripts ran through the API
-- outside SQL Lab; tab_state.latest_query_id is NULL on tabs never run, saved_query_id NULL unless the tab was opened from a
-- saved query; report_schedule has chart_id or dashboard_id, database_id on alerts only.
-- Orphans, where Superset leaves them: deleting a dataset does not delete its charts (the UI warns they will break), so 80 charts
-- point at 28 deleted datasets (slices.datasource_id and slices.perm; slices.schema_perm on the 38 of them that were on the
-- removed database, whose schema permissions went with it). The event log keeps the last 90 days (an admin's cron prunes it) and
-- keeps dashboards and charts deleted inside them. Closing a SQL Lab tab deletes its tab_state and table_schema rows but not its
-- queries: most of the tab ids in query.sql_editor_id are gone. All in the truth with them.
-- Left out of the truth: the polymorphic pairs favstar (class_name 'slice' | 'Dashboard', obj_id) and tagged_object (object_type
-- 'chart' | 'dashboard' | 'dataset' | 'query', object_id); ids inside text: tag.name ('owner:<user id>', 'favorited_by:<user id>'),
-- ab_view_menu names, dashboards.position_json and json_metadata, slices.params and query_context, key_value.value (permalink
-- state, bytea), table_schema.description, logs.json, cache_keys.datasource_uid ('<id>__table'). Empty on this install:
-- keyvalue (the pre-2.0 key-value store), cache_keys (STORE_CACHE_KEYS_IN_METADATA_DB off), dynamic_plugin (DYNAMIC_PLUGINS
-- off), ab_register_user (OAuth); their declared keys are in the truth. The sl_* tables of the abandoned SIP-68 dataset models,
-- which 4.0 neither reads nor writes, are not replicated.
-- Skewed: a few analysts build most datasets, charts and dashboards, a few dashboards and charts draw most of the traffic, a few
-- SQL Lab users run most queries. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2323);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;
CREATE FUNCTION pg_temp.hash11(t text) RETURNS text LANGUAGE sql IMMUTABLE
AS $$ SELECT left(translate(encode(decode(md5(t), 'hex'), 'base64'), '+/=', '_-x'), 11) $$;
-- "now": the day this copy of the metadata database was taken
CREATE FUNCTION pg_temp.cap(t timestamp) RETURNS timestamp LANGUAGE sql IMMUTABLE AS $$ SELECT least(t, timestamp '2024-09-27 17:45') $$;

-- ============================================================ Flask-AppBuilder security tables
CREATE TABLE ab_permission (id integer NOT NULL, name varchar(100) NOT NULL);
CREATE TABLE ab_view_menu (id integer NOT NULL, name varchar(255) NOT NULL);
CREATE TABLE ab_permission_view (id integer NOT NULL, permission_id integer, view_menu_id integer);
CREATE TABLE ab_role (id integer NOT NULL, name varchar(64) NOT NULL);
CREATE TABLE ab_permission_view_role (id integer NOT NULL, permission_view_id integer, role_id integer);
CREATE TABLE ab_user (id integer NOT NULL, first_name varchar(64) NOT NULL, last_name varchar(64) NOT NULL, username varchar(64) NOT NULL,
  password varchar(256), active boolean, email varchar(320) NOT NULL, last_login timestamp, login_count integer, fail_login_count integer,
  created_on timestamp, changed_on timestamp, created_by_fk integer, changed_by_fk integer);
CREATE TABLE ab_user_role (id integer NOT NULL, user_id integer, role_id integer);
CREATE TABLE ab_register_user (id integer NOT NULL, first_name varchar(64) NOT NULL, last_name varchar(64) NOT NULL, username varchar(64) NOT NULL,
  password varchar(256), email varchar(64) NOT NULL, registration_date timestamp, registration_hash varchar(256));
CREATE TABLE alembic_version (version_num varchar(32) NOT NULL);
INSERT INTO alembic_version VALUES ('17fcea065655');

-- users: 1 the admin of `superset fab create-admin`, 2..4 the data platform team, 5 and most of 7..40 the first analysts,
-- 6 the service account the reports and thumbnails run as; everyone else signed in through OAuth (self-registered, Gamma)
CREATE TEMP TABLE uslot AS SELECT u, random() AS x, random() AS y, random() AS z, (u > 12 AND random() < 0.06) AS gone
  FROM generate_series(1, 262) u;
CREATE TEMP TABLE usr AS
SELECT u AS id, gone,
       CASE WHEN u <= 4 THEN 'admin' WHEN u = 6 THEN 'bot'
            WHEN u = 5 OR (u BETWEEN 7 AND 40 AND x < 0.8) OR (u > 40 AND x < 0.08) THEN 'analyst' ELSE 'viewer' END AS kind,
       timestamp '2023-02-06 09:12' + ((u - 1) / 262.0) ^ 1.35 * interval '575 days' + (u * 7 % 23) * interval '17 minutes' AS created_on,
       y < 0.35 AS sqlfan, z
  FROM uslot;
ALTER TABLE usr ADD COLUMN dept int, ADD COLUMN active boolean, ADD COLUMN creator int, ADD COLUMN uname text, ADD COLUMN fn text, ADD COLUMN ln text;
UPDATE usr SET dept = CASE WHEN kind = 'viewer' THEN (ARRAY[6, 6, 7, 7, 7, 7, 8, 8, 11, 11])[1 + (id * 7) % 10] END,
               active = kind IN ('admin', 'bot') OR id = 5 OR z >= 0.09,
               creator = CASE WHEN id = 1 THEN NULL WHEN id IN (2, 3, 4, 6) THEN 1 WHEN id <= 12 THEN 1 + id % 2
                              WHEN z BETWEEN 0.3 AND 0.42 THEN 2 + id % 3 END,
               fn = (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara',
                           'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Karen','Daniel','Lisa','Matthew','Nancy',
                           'Anthony','Priya','Mark','Sandra','Wei','Ashley','Paul','Kimberly','Ahmed','Emily','Kevin','Donna',
                           'Brian','Michelle','Hiroshi','Carol'])[1 + (id * 17) % 40],
               ln = (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez',
                           'Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson',
                           'White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright',
                           'Scott','Torres','Nguyen','Hill'])[1 + (id * 29) % 39];
UPDATE usr SET fn = 'Superset', ln = 'Admin' WHERE id = 1;
UPDATE usr SET fn = 'BI', ln = 'Reports' WHERE id = 6;
UPDATE usr u SET uname = CASE WHEN u.id = 1 THEN 'admin' WHEN u.id = 6 THEN 'superset_reports'
                              WHEN v.rn = 1 THEN lower(u.fn || '.' || u.ln) ELSE lower(u.fn || '.' || u.ln) || v.rn END
  FROM (SELECT id, row_number() OVER (PARTITION BY fn, ln ORDER BY id) AS rn FROM usr) v WHERE v.id = u.id;

INSERT INTO ab_user
SELECT id, fn, ln, uname,
       CASE WHEN id IN (1, 6) THEN 'pbkdf2:sha256:600000$' || substr(md5('salt' || id), 1, 16) || '$' || md5('pw' || id) || md5('pw2' || id) END,
       active, CASE WHEN id = 6 THEN 'bi-reports@acme-retail.com' ELSE uname || '@acme-retail.com' END,
       CASE WHEN active THEN timestamp '2024-09-27 18:00' - (random() ^ 2.5) * interval '80 days'
            ELSE pg_temp.cap(created_on + (0.2 + random()) * interval '140 days') END,
       CASE WHEN id = 6 THEN 3 WHEN active THEN 1 + floor(700 * random() ^ 3)::int ELSE 1 + floor(40 * random() ^ 2)::int END,
       CASE WHEN random() < 0.9 THEN 0 ELSE 1 + floor(random() * 3)::int END,
       created_on, created_on, creator, creator
  FROM usr WHERE NOT gone ORDER BY id;

INSERT INTO ab_role VALUES (1, 'Admin'), (2, 'Public'), (3, 'Alpha'), (4, 'Gamma'), (5, 'sql_lab'), (6, 'Finance'), (7, 'Sales Analytics'),
  (8, 'Operations'), (10, 'Embedded Guest'), (11, 'Marketing');
-- roles are granted at sign-up (Gamma) and by the admins afterwards; deleted users took their grants with them
INSERT INTO ab_user_role
SELECT id, user_id, role_id FROM (
  SELECT row_number() OVER (ORDER BY u.id, g.o) + CASE WHEN u.id > 60 THEN 3 ELSE 0 END AS id, u.id AS user_id, g.role_id, u.gone
    FROM usr u CROSS JOIN LATERAL (VALUES
      (1, CASE u.kind WHEN 'admin' THEN 1 WHEN 'bot' THEN 1 WHEN 'analyst' THEN 3 ELSE 4 END),
      (2, CASE WHEN u.kind = 'analyst' OR (u.kind = 'viewer' AND u.sqlfan) THEN 5 END),
      (3, u.dept)) g(o, role_id)
   WHERE g.role_id IS NOT NULL) x
 WHERE NOT gone;

-- permissions as `superset init` made them on 2.1 and the upgrades since added or dropped them
CREATE TEMP TABLE perm_names (id int, name text);
INSERT INTO perm_names VALUES (1,'can_read'),(2,'can_write'),(3,'can_this_form_get'),(4,'can_this_form_post'),(5,'can_add'),(6,'can_userinfo'),
  (7,'can_delete'),(8,'can_edit'),(9,'can_show'),(10,'can_list'),(11,'resetmypassword'),(12,'resetpasswords'),(13,'userinfoedit'),(14,'copyrole'),
  (15,'can_get'),(16,'can_invalidate'),(17,'can_warm_up_cache'),(18,'can_export'),(19,'can_get_embedded'),(20,'can_delete_embedded'),
  (21,'can_set_embedded'),(22,'can_duplicate'),(23,'can_get_or_create_dataset'),(24,'can_get_column_values'),(25,'can_import_'),
  (27,'can_execute_sql_query'),(28,'can_get_results'),(29,'can_format_sql'),(30,'can_estimate_query_cost'),(31,'can_export_csv'),
  (32,'can_download'),(33,'can_query_form_data'),(34,'can_time_range'),(35,'can_query'),(36,'can_samples'),(37,'can_save'),
  (38,'can_external_metadata'),(39,'can_external_metadata_by_name'),(40,'can_store'),(41,'can_get_value'),(42,'can_sqllab_history'),
  (43,'can_log'),(44,'can_fetch_datasource_metadata'),(45,'can_dashboard_permalink'),(46,'can_explore_json'),(47,'can_slice'),
  (48,'can_dashboard'),(49,'can_explore'),(50,'can_post'),(51,'can_expanded'),(52,'can_migrate_query'),(53,'can_delete_query'),
  (54,'can_put'),(55,'can_activate'),(56,'can_tags'),(57,'can_recent_activity'),(58,'can_grant_guest_token'),(59,'menu_access'),
  (60,'all_datasource_access'),(61,'all_database_access'),(62,'all_query_access'),(63,'can_csv'),(64,'can_share_dashboard'),
  (65,'can_share_chart'),(66,'can_sqllab'),(67,'database_access'),(68,'datasource_access'),(69,'schema_access'),
  (72,'can_view_query'),(73,'can_view_chart_as_table'),(74,'can_bulk_create');
INSERT INTO ab_permission SELECT id, name FROM perm_names ORDER BY id;

CREATE TEMP TABLE base_pv (o serial, perm text, vm text);
INSERT INTO base_pv (perm, vm) VALUES
  ('can_read','SavedQuery'),('can_write','SavedQuery'),('can_read','CssTemplate'),('can_write','CssTemplate'),
  ('can_read','ReportSchedule'),('can_write','ReportSchedule'),('can_read','Chart'),('can_write','Chart'),
  ('can_read','Annotation'),('can_write','Annotation'),('can_read','Dataset'),('can_write','Dataset'),
  ('can_read','Log'),('can_write','Log'),('can_read','Dashboard'),('can_write','Dashboard'),
  ('can_read','Database'),('can_write','Database'),('can_read','Query'),
  ('can_this_form_get','ResetPasswordView'),('can_this_form_post','ResetPasswordView'),
  ('can_this_form_get','ResetMyPasswordView'),('can_this_form_post','ResetMyPasswordView'),
  ('can_this_form_get','UserInfoEditView'),('can_this_form_post','UserInfoEditView'),
  ('can_add','UserOAuthModelView'),('can_userinfo','UserOAuthModelView'),('can_delete','UserOAuthModelView'),('can_edit','UserOAuthModelView'),
  ('can_show','UserOAuthModelView'),('can_list','UserOAuthModelView'),('resetmypassword','UserOAuthModelView'),
  ('resetpasswords','UserOAuthModelView'),('userinfoedit','UserOAuthModelView'),
  ('can_add','RoleModelView'),('can_delete','RoleModelView'),('can_edit','RoleModelView'),('can_show','RoleModelView'),
  ('can_list','RoleModelView'),('copyrole','RoleModelView'),
  ('can_get','OpenApi'),('can_show','SwaggerView'),('can_get','MenuApi'),('can_list','AsyncEventsRestApi'),
  ('can_read','AdvancedDataType'),('can_read','AvailableDomains'),('can_invalidate','CacheRestApi'),
  ('can_warm_up_cache','Chart'),('can_export','Chart'),('can_read','CurrentUserRestApi'),
  ('can_read','DashboardFilterStateRestApi'),('can_write','DashboardFilterStateRestApi'),
  ('can_read','DashboardPermalinkRestApi'),('can_write','DashboardPermalinkRestApi'),
  ('can_get_embedded','Dashboard'),('can_delete_embedded','Dashboard'),('can_export','Dashboard'),('can_set_embedded','Dashboard'),
  ('can_export','Database'),('can_duplicate','Dataset'),('can_get_or_create_dataset','Dataset'),('can_warm_up_cache','Dataset'),
  ('can_export','Dataset'),('can_get_column_values','Datasource'),('can_read','EmbeddedDashboard'),('can_read','Explore'),
  ('can_read','ExploreFormDataRestApi'),('can_write','ExploreFormDataRestApi'),('can_read','ExplorePermalinkRestApi'),
  ('can_write','ExplorePermalinkRestApi'),('can_import_','ImportExportRestApi'),('can_export','ImportExportRestApi'),
  ('can_read','Row Level Security'),('can_write','Row Level Security'),('can_export','SavedQuery'),
  ('can_read','Tag'),('can_write','Tag'),('can_bulk_create','Tag'),
  ('can_execute_sql_query','SQLLab'),('can_get_results','SQLLab'),('can_read','SQLLab'),('can_format_sql','SQLLab'),
  ('can_estimate_query_cost','SQLLab'),('can_export_csv','SQLLab'),
  ('can_add','DynamicPlugin'),('can_delete','DynamicPlugin'),('can_write','DynamicPlugin'),('can_edit','DynamicPlugin'),
  ('can_show','DynamicPlugin'),('can_download','DynamicPlugin'),('can_list','DynamicPlugin'),
  ('can_query_form_data','Api'),('can_time_range','Api'),('can_query','Api'),
  ('can_this_form_get','CsvToDatabaseView'),('can_this_form_post','CsvToDatabaseView'),
  ('can_this_form_get','ExcelToDatabaseView'),('can_this_form_post','ExcelToDatabaseView'),
  ('can_this_form_get','ColumnarToDatabaseView'),('can_this_form_post','ColumnarToDatabaseView'),
  ('can_samples','Datasource'),('can_save','Datasource'),('can_external_metadata','Datasource'),('can_get','Datasource'),
  ('can_external_metadata_by_name','Datasource'),('can_store','KV'),('can_get_value','KV'),
  ('can_read','SavedQuery'),
  ('can_sqllab_history','Superset'),('can_log','Superset'),('can_fetch_datasource_metadata','Superset'),
  ('can_dashboard_permalink','Superset'),('can_explore_json','Superset'),('can_slice','Superset'),('can_dashboard','Superset'),
  ('can_warm_up_cache','Superset'),('can_explore','Superset'),('can_csv','Superset'),('can_share_dashboard','Superset'),
  ('can_share_chart','Superset'),('can_sqllab','Superset'),
  ('can_post','TableSchemaView'),('can_delete','TableSchemaView'),('can_expanded','TableSchemaView'),
  ('can_post','TabStateView'),('can_migrate_query','TabStateView'),('can_delete_query','TabStateView'),('can_delete','TabStateView'),
  ('can_get','TabStateView'),('can_put','TabStateView'),('can_activate','TabStateView'),
  ('can_add','TaggedObjectView'),('can_delete','TaggedObjectView'),('can_list','TaggedObjectView'),('can_tags','TagView'),
  ('can_recent_activity','Log'),('can_read','SecurityRestApi'),('can_grant_guest_token','SecurityRestApi'),('can_read','RowLevelSecurity'),
  ('menu_access','Security'),('menu_access','List Users'),('menu_access','List Roles'),('menu_access','Action Log'),
  ('menu_access','Home'),('menu_access','Data'),('menu_access','Databases'),('menu_access','Dashboards'),('menu_access','Charts'),
  ('menu_access','Datasets'),('menu_access','Manage'),('menu_access','Plugins'),('menu_access','CSS Templates'),
  ('menu_access','Row Level Security'),('menu_access','Alerts & Report'),('menu_access','Annotation Layers'),('menu_access','SQL Lab'),
  ('menu_access','SQL Editor'),('menu_access','Saved Queries'),('menu_access','Query Search'),('menu_access','Tags'),
  ('all_datasource_access','all_datasource_access'),('all_database_access','all_database_access'),('all_query_access','all_query_access'),
  ('can_view_query','Dashboard'),('can_view_chart_as_table','Dashboard');
-- the view menus in the order the permissions first named them; 2.1's (id:...) view menus of deleted objects left gaps
CREATE TEMP TABLE vm_base AS
SELECT vm, row_number() OVER (ORDER BY min(o)) + CASE WHEN min(o) > 90 THEN 2 ELSE 0 END AS id FROM base_pv GROUP BY vm;
INSERT INTO ab_view_menu SELECT id, vm FROM vm_base ORDER BY id;
CREATE TEMP TABLE pv_base AS
SELECT DISTINCT ON (p.id, v.id) b.o, p.id AS permission_id, v.id AS view_menu_id, b.perm, b.vm
  FROM base_pv b JOIN perm_names p ON p.name = b.perm JOIN vm_base v ON v.vm = b.vm ORDER BY p.id, v.id, b.o;
CREATE TEMP TABLE pvb AS SELECT row_number() OVER (ORDER BY o) + CASE WHEN o > 120 THEN 4 ELSE 0 END AS id, * FROM pv_base;
INSERT INTO ab_permission_view SELECT id, permission_id, view_menu_id FROM pvb ORDER BY id;
-- ============================================================ pickers: who creates things, who looks at them
-- creators: admins and analysts (Alpha), a few very productive; viewers: everyone active, skewed
CREATE TEMP TABLE ck_creator AS
SELECT row_number() OVER (ORDER BY CASE WHEN id = 1 THEN 0.97 ELSE z END) AS k, id, created_on FROM usr
 WHERE NOT gone AND kind IN ('admin', 'analyst');
CREATE TEMP TABLE ck_any AS
SELECT row_number() OVER (ORDER BY CASE kind WHEN 'analyst' THEN z * 0.5 WHEN 'admin' THEN 0.3 + z * 0.3 ELSE z END) AS k, id, kind, dept, created_on
  FROM usr WHERE NOT gone AND active AND kind <> 'bot';
CREATE TEMP TABLE ck_sql AS
SELECT row_number() OVER (ORDER BY CASE WHEN kind = 'analyst' THEN z * 0.4 ELSE z END) AS k, id, created_on, active FROM usr
 WHERE NOT gone AND (kind IN ('admin', 'analyst') OR sqlfan) AND id NOT IN (1, 6);
-- a creator (or any user, or a SQL Lab user) who already had an account at that time, the busiest most often
CREATE FUNCTION pg_temp.creator(e float8, at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT id FROM (SELECT id, row_number() OVER (ORDER BY k) AS rk FROM ck_creator WHERE created_on <= at) c
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM ck_creator WHERE created_on <= at), e)) $$;
CREATE FUNCTION pg_temp.anyuser(e float8, at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT id FROM (SELECT id, row_number() OVER (ORDER BY k) AS rk FROM ck_any WHERE created_on <= at) c
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM ck_any WHERE created_on <= at), e)) $$;
CREATE FUNCTION pg_temp.sqluser(e float8, at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT id FROM (SELECT id, row_number() OVER (ORDER BY k) AS rk FROM ck_sql WHERE created_on <= at) c
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM ck_sql WHERE created_on <= at), e)) $$;

-- ============================================================ databases
CREATE TABLE dbs (created_on timestamp, changed_on timestamp, id integer NOT NULL, database_name varchar(250) NOT NULL,
  sqlalchemy_uri varchar(1024) NOT NULL, created_by_fk integer, changed_by_fk integer, password bytea, cache_timeout integer, extra text,
  select_as_create_table_as boolean, allow_ctas boolean, expose_in_sqllab boolean, force_ctas_schema varchar(250), allow_run_async boolean,
  allow_dml boolean, verbose_name varchar(250), impersonate_user boolean, allow_file_upload boolean DEFAULT true NOT NULL, encrypted_extra bytea,
  server_cert bytea, allow_cvas boolean, uuid uuid, configuration_method varchar(255) DEFAULT 'sqlalchemy_form',
  is_managed_externally boolean DEFAULT false NOT NULL, external_url text);
-- database 4 (a MySQL replica of the old ERP) was removed in 2024 with its datasets, saved queries and query history
CREATE TEMP TABLE dbdef (id int, name text, uri text, engine text, created timestamp, by int, chg int, async boolean, sandbox boolean, form text);
INSERT INTO dbdef VALUES
  (1, 'Analytics Warehouse', 'postgresql+psycopg2://superset_ro:XXXXXXXXXX@dwh.internal.acme-retail.com:5432/analytics', 'pg', '2023-02-06 10:02', 1, 3, false, false, 'dynamic_form'),
  (2, 'Trino Lakehouse', 'trino://superset@trino.internal.acme-retail.com:8443/hive', 'trino', '2023-02-09 15:40', 2, 2, true, false, 'sqlalchemy_form'),
  (3, 'Orders OLTP replica', 'postgresql+psycopg2://bi_reader:XXXXXXXXXX@10.20.0.15:5432/orders', 'pg', '2023-03-01 11:20', 3, 3, false, false, 'dynamic_form'),
  (4, 'ERP MySQL (legacy)', 'mysql+mysqldb://bi:XXXXXXXXXX@erp-db.internal.acme-retail.com:3306/erp', 'mysql', '2023-03-14 09:05', 2, 2, false, false, 'sqlalchemy_form'),
  (5, 'ClickHouse Events', 'clickhousedb://superset:XXXXXXXXXX@clickhouse.internal.acme-retail.com:8123/events', 'ch', '2023-06-20 16:45', 4, 2, false, false, 'sqlalchemy_form'),
  (6, 'Finance SQL Server', 'mssql+pymssql://svc_bi:XXXXXXXXXX@fin-sql01.corp.acme-retail.com:1433/FinanceDW', 'mssql', '2023-08-02 10:30', 3, 4, false, false, 'sqlalchemy_form'),
  (7, 'Sandbox', 'postgresql+psycopg2://sandbox:XXXXXXXXXX@dwh.internal.acme-retail.com:5432/sandbox', 'pg', '2023-11-15 13:00', 2, 2, false, true, 'dynamic_form');
INSERT INTO dbs
SELECT created, created + interval '40 days' * (id % 3), id, name, uri, by, chg,
       CASE WHEN engine <> 'trino' THEN decode(md5('dbpw' || id) || md5('dbpw2' || id), 'hex') END,
       CASE WHEN id = 2 THEN 3600 END,
       '{"metadata_params": {}, "engine_params": {}, "metadata_cache_timeout": {}, "schemas_allowed_for_file_upload": ['
         || CASE WHEN sandbox THEN '"sandbox"' ELSE '' END || ']}',
       false, sandbox, id <> 6, CASE WHEN sandbox THEN 'sandbox' END, async, sandbox, NULL, false, sandbox,
       CASE WHEN id = 2 THEN decode(md5('svcacct') || md5('svcacct2') || md5('svcacct3'), 'hex') END, NULL, sandbox,
       md5('dbs' || id)::uuid, form, false, NULL
  FROM dbdef WHERE id <> 4 ORDER BY id;

CREATE TABLE ssh_tunnels (created_on timestamp, changed_on timestamp, created_by_fk integer, changed_by_fk integer, extra_json text, uuid uuid,
  id integer NOT NULL, database_id integer, server_address varchar(256), server_port integer, username bytea, password bytea, private_key bytea,
  private_key_password bytea);
INSERT INTO ssh_tunnels VALUES ('2023-03-01 11:20', '2023-03-01 11:20', 3, 3, NULL, md5('ssh1')::uuid, 1, 3, 'bastion.acme-retail.com', 22,
  decode(md5('sshuser'), 'hex'), NULL, decode(md5('key1') || md5('key2') || md5('key3') || md5('key4'), 'hex'), decode(md5('kpw'), 'hex'));

-- ============================================================ datasets (SqlaTable)
CREATE TEMP TABLE dslot AS
SELECT s, random() AS x, random() AS y, random() AS z, random() AS w, random() AS v FROM generate_series(1, 372) s;
CREATE TEMP TABLE ds0 AS
SELECT s, w, v, db,
       CASE db WHEN 1 THEN (ARRAY['marts','marts','marts','marts','staging','finance','marketing','public'])[1 + floor(y * 8)::int]
               WHEN 2 THEN (ARRAY['sales','sales','web','raw'])[1 + floor(y * 4)::int]
               WHEN 3 THEN (ARRAY['public','public','orders'])[1 + floor(y * 3)::int]
               WHEN 4 THEN 'erp'
               WHEN 5 THEN (ARRAY['events','events','default'])[1 + floor(y * 3)::int]
               WHEN 6 THEN (ARRAY['dbo','reporting','reporting'])[1 + floor(y * 3)::int]
               ELSE (ARRAY['sandbox','scratch'])[1 + floor(y * 2)::int] END AS schema,
       (db <> 4 AND z < CASE WHEN db = 7 THEN 0.45 ELSE 0.27 END) AS virt,
       timestamp '2023-02-06 11:00' + (s / 372.0) ^ 1.15 * interval '592 days' + (s * 13 % 29) * interval '41 minutes' AS created_on,
       (db = 4 OR random() < CASE WHEN db = 7 THEN 0.3 ELSE 0.07 END) AS gone
  FROM (SELECT s, y, z, w, v, CASE WHEN x < 0.50 THEN 1 WHEN x < 0.70 THEN 2 WHEN x < 0.76 THEN 3 WHEN x < 0.80 AND s BETWEEN 40 AND 250 THEN 4
                                   WHEN x < 0.88 THEN 5 WHEN x < 0.94 THEN 6 ELSE 7 END AS db FROM dslot) d;
CREATE TEMP TABLE ds AS
SELECT s, db, schema, virt, created_on, gone, w, v,
       CASE WHEN rn = 1 THEN nm ELSE nm || '_v' || rn END AS table_name,
       CASE WHEN schema IN ('finance','dbo','reporting') THEN 'fin' WHEN schema IN ('marketing','web','events','default') THEN 'mkt'
            WHEN nm ~ '(inventory|shipment|return|store|supplier|support)' THEN 'ops' ELSE 'sales' END AS domain
  FROM (SELECT d.*, row_number() OVER (PARTITION BY db, schema, nm ORDER BY s) AS rn
          FROM (SELECT d.*, CASE WHEN virt THEN (ARRAY['orders_by_region','top_customers_90d','revenue_per_store','daily_active_users',
                    'late_shipments','refund_rate_by_product','sessions_funnel','inventory_alerts','margin_by_category','support_backlog',
                    'campaign_roi','exec_kpis','weekly_cohorts','basket_analysis','promo_uplift','store_traffic'])[1 + floor(d.v * 16)::int]
                  ELSE (ARRAY['fct_orders','fct_order_items','dim_customer','dim_product','dim_store','dim_date','fct_payments','fct_refunds',
                    'fct_inventory_snapshot','fct_web_sessions','agg_daily_sales','agg_weekly_sales','agg_monthly_revenue','dim_supplier',
                    'fct_shipments','fct_returns','dim_promotion','fct_promotion_usage','fct_customer_ltv','dim_employee','fct_support_tickets',
                    'fct_nps_responses','gl_journal_lines','gl_accounts','ap_invoices','ar_invoices','budget_vs_actual','campaign_performance',
                    'email_events','ad_spend_daily','attribution_touchpoints','cohort_retention','churn_scores','stg_orders','stg_customers',
                    'stg_products','stg_payments','page_views','app_events','search_queries','cart_events','checkout_events','store_visits',
                    'labor_hours','price_changes','competitor_prices','loyalty_points','gift_cards','vendor_scorecard','forecast_demand'])
                    [1 + floor(d.w ^ 1.4 * 50)::int] END AS nm
                  FROM ds0 d) d) d2;
ALTER TABLE ds ADD COLUMN creator int, ADD COLUMN changer int;
UPDATE ds SET creator = CASE WHEN random() < 0.04 THEN NULL ELSE pg_temp.creator(1.6, created_on) END;
UPDATE ds SET changer = CASE WHEN creator IS NULL AND random() < 0.7 THEN NULL WHEN random() < 0.7 THEN creator ELSE pg_temp.creator(1.6, created_on + interval '60 days') END;

CREATE TABLE tables (created_on timestamp, changed_on timestamp, id integer NOT NULL, table_name varchar(250) NOT NULL, main_dttm_col varchar(250),
  default_endpoint text, database_id integer NOT NULL, created_by_fk integer, changed_by_fk integer, "offset" integer, description text,
  is_featured boolean, cache_timeout integer, schema varchar(255), sql text, params text, perm varchar(1000), filter_select_enabled boolean,
  fetch_values_predicate text, is_sqllab_view boolean DEFAULT false, template_params text, schema_perm varchar(1000), extra text, uuid uuid,
  is_managed_externally boolean DEFAULT false NOT NULL, external_url text, normalize_columns boolean DEFAULT false,
  always_filter_main_dttm boolean DEFAULT false);
INSERT INTO tables
SELECT d.created_on, pg_temp.cap(d.created_on + (d.w * 120) * interval '1 day'), d.s, d.table_name,
       CASE WHEN d.v < 0.7 THEN (ARRAY['created_at','order_date','event_ts','day','ds'])[1 + d.s % 5] END, NULL, d.db, d.creator, d.changer,
       0, CASE WHEN d.w < 0.12 THEN 'Certified source for ' || replace(d.table_name, '_', ' ') END, false,
       CASE WHEN d.db = 2 AND d.v > 0.8 THEN 86400 END, d.schema,
       CASE WHEN d.virt THEN 'SELECT *' || E'\nFROM ' || d.schema || '.' || CASE d.domain WHEN 'fin' THEN 'gl_journal_lines' WHEN 'mkt' THEN 'email_events'
            WHEN 'ops' THEN 'fct_shipments' ELSE 'fct_orders' END || E'\nWHERE created_at >= current_date - 90' END,
       CASE WHEN d.w > 0.93 THEN '{"remote_id": ' || (d.s * 7 % 300) || ', "database_name": "' || b.name || '", "import_time": 1690286400}' END,
       '[' || b.name || '].[' || d.table_name || '](id:' || d.s || ')', true, NULL, d.virt AND d.v < 0.5, NULL,
       '[' || b.name || '].[' || d.schema || ']',
       CASE WHEN d.w BETWEEN 0.4 AND 0.46 THEN '{"certification": {"certified_by": "Data Platform", "details": "Reviewed quarterly"}}' END,
       md5('tables' || d.s)::uuid, false, NULL, false, false
  FROM ds d JOIN dbdef b ON b.id = d.db WHERE NOT d.gone ORDER BY d.s;

-- owners: the creator and sometimes a colleague; datasets imported by the CLI got an admin as owner afterwards
CREATE TABLE sqlatable_user (id integer NOT NULL, user_id integer, table_id integer);
CREATE TEMP TABLE ds_own AS
SELECT DISTINCT ON (d.s, o.user_id) d.s, o.n, o.user_id, d.gone
  FROM ds d CROSS JOIN LATERAL (VALUES (1, coalesce(d.creator, 2 + d.s % 3)),
                                       (2, CASE WHEN d.w < 0.3 THEN pg_temp.creator(1.2, d.created_on + interval '30 days') END)) o(n, user_id)
 WHERE o.user_id IS NOT NULL ORDER BY d.s, o.user_id, o.n;
INSERT INTO sqlatable_user
SELECT id, user_id, s FROM (SELECT row_number() OVER (ORDER BY s, n) AS id, * FROM ds_own) x WHERE NOT gone ORDER BY id;
-- columns and metrics: made with the dataset (by its creator), re-synced and edited later (by whoever changed it);
-- a dataset's delete cascades to them, and a re-sync drops columns gone from the source
CREATE TABLE table_columns (created_on timestamp, changed_on timestamp, id integer NOT NULL, table_id integer, column_name varchar(255) NOT NULL,
  is_dttm boolean, is_active boolean, type text, groupby boolean, filterable boolean, description text, created_by_fk integer,
  changed_by_fk integer, expression text, verbose_name varchar(1024), python_date_format varchar(255), uuid uuid, extra text,
  advanced_data_type varchar(255));
CREATE TEMP TABLE colslot AS
SELECT row_number() OVER (ORDER BY d.s, c) AS id, d.s, c, d.db, d.gone, d.creator, d.changer, d.created_on, d.w,
       (ARRAY['id','created_at','updated_at','order_id','customer_id','product_id','store_id','region','country','city','channel','status',
              'order_date','ship_date','amount','quantity','unit_price','discount','revenue','cost','margin','category','subcategory','brand',
              'sku','currency','payment_method','is_first_order','customer_segment','loyalty_tier','session_id','event_type','event_ts',
              'page_path','device','browser','utm_source','utm_campaign','ticket_id','priority','resolution_hours','score','account_code',
              'fiscal_month','budget','actual','variance','employee_id'])[1 + (d.s * 7 + c - 1) % 48] AS name,
       random() AS x
  FROM ds d CROSS JOIN LATERAL generate_series(1, 4 + pg_temp.sk(36, 1.8) + 0 * d.s) c;
INSERT INTO table_columns
SELECT c.created_on + c.c * interval '1 second', pg_temp.cap(c.created_on + (c.w * 120) * interval '1 day' + c.c * interval '1 second'), c.id, c.s, c.name,
       g.kind IN ('ts', 'date'), true,
       CASE c.db WHEN 2 THEN (ARRAY['bigint','timestamp(3)','date','decimal(12,2)','integer','boolean','varchar'])[g.k]
                 WHEN 5 THEN (ARRAY['UInt64','DateTime','Date','Decimal(12, 2)','Int32','UInt8','String'])[g.k]
                 WHEN 6 THEN (ARRAY['BIGINT','DATETIME','DATE','DECIMAL(12, 2)','INTEGER','BIT','NVARCHAR(255)'])[g.k]
                 ELSE (ARRAY['BIGINT','TIMESTAMP WITHOUT TIME ZONE','DATE','NUMERIC(12, 2)','INTEGER','BOOLEAN','VARCHAR(255)'])[g.k] END,
       g.kind IN ('text', 'bool', 'date', 'id'), true,
       CASE WHEN c.x < 0.03 THEN 'Source: ' || c.name || ' as loaded by the nightly ELT' END,
       c.creator, CASE WHEN c.x < 0.7 THEN c.changer ELSE c.creator END,
       CASE WHEN c.x BETWEEN 0.5 AND 0.515 THEN 'CASE WHEN ' || c.name || ' IS NULL THEN ''unknown'' ELSE CAST(' || c.name || ' AS VARCHAR) END' END,
       CASE WHEN c.x BETWEEN 0.2 AND 0.28 THEN initcap(replace(c.name, '_', ' ')) END,
       CASE WHEN g.kind = 'date' AND c.db = 2 AND c.x < 0.5 THEN '%Y-%m-%d' END,
       md5('table_columns' || c.id)::uuid,
       CASE WHEN c.x > 0.985 THEN '{"warning_markdown": "Late-arriving rows are restated for 3 days"}' END, NULL
  FROM colslot c
  CROSS JOIN LATERAL (SELECT CASE WHEN c.name = 'id' OR c.name LIKE '%\_id' THEN 'id' WHEN c.name LIKE '%\_at' OR c.name LIKE '%\_ts' THEN 'ts'
                                  WHEN c.name LIKE '%\_date' OR c.name = 'fiscal_month' THEN 'date'
                                  WHEN c.name IN ('amount','unit_price','discount','revenue','cost','margin','budget','actual','variance') THEN 'num'
                                  WHEN c.name IN ('quantity','resolution_hours','score') THEN 'int'
                                  WHEN c.name LIKE 'is\_%' THEN 'bool' ELSE 'text' END AS kind) g0
  CROSS JOIN LATERAL (SELECT g0.kind, CASE g0.kind WHEN 'id' THEN 1 WHEN 'ts' THEN 2 WHEN 'date' THEN 3 WHEN 'num' THEN 4 WHEN 'int' THEN 5
                                                    WHEN 'bool' THEN 6 ELSE 7 END AS k) g
 WHERE NOT c.gone AND c.x < 0.97 ORDER BY c.id;

CREATE TABLE sql_metrics (created_on timestamp, changed_on timestamp, id integer NOT NULL, metric_name varchar(255) NOT NULL,
  verbose_name varchar(1024), metric_type varchar(32), table_id integer, expression text NOT NULL, description text, created_by_fk integer,
  changed_by_fk integer, d3format varchar(128), warning_text text, extra text, uuid uuid, currency varchar(128));
CREATE TEMP TABLE metslot AS
SELECT row_number() OVER (ORDER BY d.s, m) AS id, d.s, m, d.gone, d.creator, d.changer, d.created_on, d.w, random() AS x,
       CASE WHEN m = 1 THEN 0 ELSE 1 + (d.s * 5 + m) % 12 END AS mk
  FROM ds d CROSS JOIN LATERAL generate_series(1, pg_temp.sk(9, 2.3) + 0 * d.s) m;
INSERT INTO sql_metrics
SELECT m.created_on + m.m * interval '2 seconds', pg_temp.cap(m.created_on + (m.w * 150) * interval '1 day'), m.id, d.name,
       CASE WHEN m.mk = 0 THEN 'COUNT(*)' WHEN m.x < 0.3 THEN initcap(replace(replace(d.name, '__', ' '), '_', ' ')) END,
       d.mtype, m.s, d.expr, CASE WHEN m.x > 0.9 THEN 'Owned by ' || CASE WHEN m.s % 2 = 0 THEN 'Finance' ELSE 'Sales Ops' END END,
       m.creator, CASE WHEN m.x < 0.6 THEN m.changer ELSE m.creator END,
       CASE WHEN d.name IN ('sum__revenue','sum__amount','aov','total_margin') AND m.x < 0.6 THEN '$,.2f'
            WHEN d.name IN ('conversion_rate','refund_rate') THEN '.1%' WHEN m.x < 0.15 THEN ',d' END,
       CASE WHEN m.x > 0.97 THEN 'Excludes test orders since 2023-09' END, NULL, md5('sql_metrics' || m.id)::uuid,
       CASE WHEN d.name IN ('sum__revenue','sum__amount','aov') AND m.x > 0.5 THEN '{"symbol": "USD", "symbolPosition": "prefix"}' END
  FROM metslot m JOIN (VALUES (0, 'count', 'count', 'COUNT(*)'), (1, 'sum__amount', 'sum', 'SUM(amount)'), (2, 'sum__revenue', 'sum', 'SUM(revenue)'),
       (3, 'avg__unit_price', 'avg', 'AVG(unit_price)'), (4, 'count_distinct__customer_id', 'count_distinct', 'COUNT(DISTINCT customer_id)'),
       (5, 'sum__quantity', 'sum', 'SUM(quantity)'), (6, 'total_margin', NULL, 'SUM(revenue) - SUM(cost)'),
       (7, 'aov', NULL, 'SUM(revenue) / NULLIF(COUNT(DISTINCT order_id), 0)'),
       (8, 'conversion_rate', NULL, 'COUNT(DISTINCT CASE WHEN event_type = ''purchase'' THEN session_id END) * 1.0 / NULLIF(COUNT(DISTINCT session_id), 0)'),
       (9, 'refund_rate', NULL, 'SUM(CASE WHEN status = ''refunded'' THEN 1 ELSE 0 END) * 1.0 / COUNT(*)'),
       (10, 'dau', NULL, 'COUNT(DISTINCT customer_id)'), (11, 'max__created_at', 'max', 'MAX(created_at)'),
       (12, 'avg__score', 'avg', 'AVG(score)')) d(mk, name, mtype, expr) ON d.mk = m.mk
 WHERE NOT m.gone AND (m.mk = 0 OR m.x < 0.96) ORDER BY m.id;
-- ============================================================ charts (slices)
-- a chart is built on a dataset that existed then, the popular ones most often; deleting a dataset does not delete its charts:
-- about half of them were deleted by hand with it, the others stay, broken, pointing at the dataset's old id
CREATE TEMP TABLE ds_pop AS SELECT s, created_on, gone, row_number() OVER (ORDER BY w * (CASE WHEN db = 7 THEN 3 ELSE 1 END)) AS pk FROM ds;
CREATE FUNCTION pg_temp.dataset_at(at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT s FROM (SELECT s, row_number() OVER (ORDER BY pk) AS rk FROM ds_pop WHERE created_on <= at) c
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM ds_pop WHERE created_on <= at), 2.2)) $$;
CREATE TEMP TABLE ch0 AS
SELECT c, timestamp '2023-02-08 10:00' + (c / 1960.0) ^ 1.08 * interval '594 days' + (c * 31 % 53) * interval '23 minutes' AS created_on,
       random() AS x, random() AS y, random() AS z FROM generate_series(1, 1960) c;
CREATE TEMP TABLE ch AS
SELECT c.c, c.created_on, c.x, c.y, c.z, pg_temp.dataset_at(c.created_on) AS ds_id FROM ch0 c;
ALTER TABLE ch ADD COLUMN gone boolean, ADD COLUMN viz text, ADD COLUMN creator int, ADD COLUMN changer int, ADD COLUMN changed_on timestamp;
UPDATE ch h SET gone = CASE WHEN d.gone THEN h.z < 0.55 ELSE h.z < 0.12 END FROM ds d WHERE d.s = h.ds_id;
UPDATE ch SET viz = (ARRAY['echarts_timeseries_line','echarts_timeseries_line','echarts_timeseries_line','echarts_timeseries_bar',
                           'echarts_timeseries_bar','table','table','table','big_number_total','big_number_total','pie','big_number',
                           'pivot_table_v2','pivot_table_v2','echarts_area','box_plot','heatmap_v2','world_map','treemap_v2','funnel',
                           'sunburst_v2','deck_scatter','country_map','mixed_timeseries','gauge_chart','handlebars','word_cloud',
                           'bubble_v2','echarts_timeseries_bar','table'])[1 + floor(y * 30)::int],
               creator = CASE WHEN x < 0.035 THEN NULL ELSE pg_temp.creator(1.5, created_on) END,
               changed_on = pg_temp.cap(created_on + (random() ^ 2 * 200) * interval '1 day');
UPDATE ch SET changer = CASE WHEN creator IS NULL THEN CASE WHEN x < 0.02 THEN NULL ELSE pg_temp.creator(1.5, changed_on) END
                             WHEN random() < 0.65 THEN creator ELSE pg_temp.creator(1.5, changed_on) END;

CREATE TABLE slices (created_on timestamp, changed_on timestamp, id integer NOT NULL, slice_name varchar(250), datasource_type varchar(200),
  datasource_name varchar(2000), viz_type varchar(250), params text, created_by_fk integer, changed_by_fk integer, description text,
  cache_timeout integer, perm varchar(2000), datasource_id integer, schema_perm varchar(1000), uuid uuid, query_context text,
  last_saved_at timestamp, last_saved_by_fk integer, certified_by text, certification_details text,
  is_managed_externally boolean DEFAULT false NOT NULL, external_url text,
  CONSTRAINT ck_chart_datasource CHECK (datasource_type = 'table'));
INSERT INTO slices
SELECT h.created_on, h.changed_on, h.c,
       initcap(replace(d.table_name, '_', ' ')) || ' - ' || (ARRAY['by day','by region','trend','top 10','breakdown','vs last year','MTD',
              'by channel','weekly','KPI'])[1 + h.c % 10],
       'table', d.table_name, h.viz,
       '{"datasource": "' || h.ds_id || '__table", "viz_type": "' || h.viz || '", "slice_id": ' || h.c
         || ', "metrics": ["count"], "adhoc_filters": [], "row_limit": 10000, "time_range": "'
         || (ARRAY['Last week','Last month','Last quarter','No filter','Last year'])[1 + h.c % 5] || '"}',
       h.creator, h.changer, CASE WHEN h.z > 0.92 THEN 'Source: ' || d.table_name || '. Refreshed nightly.' END,
       CASE WHEN h.x > 0.97 THEN 3600 END,
       '[' || b.name || '].[' || d.table_name || '](id:' || h.ds_id || ')', h.ds_id, '[' || b.name || '].[' || d.schema || ']',
       md5('slices' || h.c)::uuid,
       CASE WHEN h.viz NOT IN ('deck_scatter','country_map','world_map','word_cloud') AND h.y < 0.85 THEN
         '{"datasource": {"id": ' || h.ds_id || ', "type": "table"}, "force": false, "queries": [{"filters": [], "extras": {"having": "", "where": ""}, '
         || '"applied_time_extras": {}, "columns": [], "metrics": ["count"], "annotation_layers": [], "row_limit": 10000, "series_limit": 0, '
         || '"order_desc": true, "url_params": {}, "custom_params": {}, "custom_form_data": {}}], "form_data": {"datasource": "' || h.ds_id
         || '__table", "viz_type": "' || h.viz || '", "slice_id": ' || h.c || '}, "result_format": "json", "result_type": "full"}' END,
       CASE WHEN h.changer IS NOT NULL THEN h.changed_on END, h.changer,
       CASE WHEN h.z < 0.02 THEN 'Data Platform' END, CASE WHEN h.z < 0.02 THEN 'Metric definitions reviewed with Finance' END, false, NULL
  FROM ch h JOIN ds d ON d.s = h.ds_id JOIN dbdef b ON b.id = d.db
 WHERE NOT h.gone ORDER BY h.c;

CREATE TABLE slice_user (id integer NOT NULL, user_id integer, slice_id integer);
CREATE TEMP TABLE ch_own AS
SELECT DISTINCT ON (h.c, o.user_id) h.c, o.n, o.user_id, h.gone
  FROM ch h CROSS JOIN LATERAL (VALUES (1, coalesce(h.creator, 2 + h.c % 3)),
                                       (2, CASE WHEN h.x > 0.82 THEN pg_temp.creator(1.3, h.changed_on) END)) o(n, user_id)
 WHERE o.user_id IS NOT NULL ORDER BY h.c, o.user_id, o.n;
INSERT INTO slice_user SELECT id, user_id, c FROM (SELECT row_number() OVER (ORDER BY c, n) AS id, * FROM ch_own) x WHERE NOT gone ORDER BY id;

-- ============================================================ dashboards
CREATE TEMP TABLE db0 AS
SELECT d, timestamp '2023-02-14 15:00' + (d / 176.0) ^ 1.05 * interval '585 days' + (d * 17 % 41) * interval '37 minutes' AS created_on,
       random() AS x, random() AS y, random() AS z, random() AS pop FROM generate_series(1, 176) d;
CREATE TEMP TABLE dsh AS
SELECT d, created_on, x, y, z, pop, z < 0.15 AS gone,
       (ARRAY['sales','sales','sales','ops','ops','fin','mkt','mkt','exec'])[1 + floor(y * 9)::int] AS domain,
       CASE WHEN x < 0.04 THEN NULL ELSE pg_temp.creator(1.4, created_on) END AS creator,
       pg_temp.cap(created_on + (random() ^ 1.7 * 300) * interval '1 day') AS changed_on
  FROM db0;
ALTER TABLE dsh ADD COLUMN changer int, ADD COLUMN title text, ADD COLUMN published boolean;
UPDATE dsh SET changer = CASE WHEN creator IS NULL AND x < 0.02 THEN NULL WHEN random() < 0.6 THEN coalesce(creator, 2) ELSE pg_temp.creator(1.4, changed_on) END,
               published = pop < 0.68,
               title = CASE domain WHEN 'sales' THEN (ARRAY['Sales Overview','Regional Sales','Store Performance','Daily Sales Pulse','Category Deep Dive','Promotions'])[1 + d % 6]
                                   WHEN 'ops' THEN (ARRAY['Inventory Health','Fulfilment SLA','Returns Monitor','Supplier Scorecard','Support Backlog'])[1 + d % 5]
                                   WHEN 'fin' THEN (ARRAY['Finance Monthly Close','Budget vs Actual','Cash Collections','Margin Bridge'])[1 + d % 4]
                                   WHEN 'mkt' THEN (ARRAY['Campaign Performance','Web Funnel','Email Engagement','Loyalty Program','Attribution'])[1 + d % 5]
                                   ELSE (ARRAY['Executive KPIs','Board Pack','Weekly Business Review'])[1 + d % 3] END
                       || CASE WHEN d % 4 = 0 THEN ' (' || (ARRAY['EMEA','NA','APAC','2024','v2','draft'])[1 + d % 6] || ')' ELSE '' END;

-- charts placed on a dashboard: mostly its author's, mostly recent ones; deleted charts left the dashboard with them
CREATE TEMP TABLE ch_t AS SELECT c, created_on, creator, gone FROM ch;
CREATE FUNCTION pg_temp.chart_near(at timestamp, uid int) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT c FROM (SELECT c, row_number() OVER (ORDER BY created_on DESC) AS rk FROM ch_t
                  WHERE created_on <= at AND (uid IS NULL OR creator = uid)) q
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM ch_t WHERE created_on <= at AND (uid IS NULL OR creator = uid)), 1.7)) $$;
CREATE TEMP TABLE dshslot AS
SELECT b.d, j, coalesce(CASE WHEN random() < 0.6 THEN pg_temp.chart_near(b.created_on + interval '20 days', b.creator) END,
                        pg_temp.chart_near(b.created_on + interval '20 days', NULL)) AS c
  FROM dsh b CROSS JOIN LATERAL generate_series(1, 2 + pg_temp.sk(24, 2.0) + 0 * b.d) j;
CREATE TEMP TABLE dsl AS
SELECT row_number() OVER (ORDER BY s.d, s.j) AS id, s.d, s.c FROM (SELECT DISTINCT ON (d, c) d, j, c FROM dshslot WHERE c IS NOT NULL ORDER BY d, c, j) s;
CREATE TEMP TABLE dsl_live AS
SELECT l.* FROM dsl l JOIN dsh b ON b.d = l.d AND NOT b.gone JOIN ch h ON h.c = l.c AND NOT h.gone;

CREATE TABLE dashboards (created_on timestamp, changed_on timestamp, id integer NOT NULL, dashboard_title varchar(500), position_json text,
  created_by_fk integer, changed_by_fk integer, css text, description text, slug varchar(255), json_metadata text, published boolean, uuid uuid,
  certified_by text, certification_details text, is_managed_externally boolean DEFAULT false NOT NULL, external_url text);
INSERT INTO dashboards
SELECT b.created_on, b.changed_on, b.d, b.title,
       '{"DASHBOARD_VERSION_KEY": "v2", "ROOT_ID": {"children": ["GRID_ID"], "id": "ROOT_ID", "type": "ROOT"}, "GRID_ID": {"children": ['
         || coalesce((SELECT string_agg('"CHART-' || substr(md5('pos' || l.id), 1, 10) || '"', ', ' ORDER BY l.id) FROM dsl_live l WHERE l.d = b.d), '')
         || '], "id": "GRID_ID", "parents": ["ROOT_ID"], "type": "GRID"}'
         || coalesce((SELECT string_agg(', "CHART-' || substr(md5('pos' || l.id), 1, 10) || '": {"children": [], "id": "CHART-'
              || substr(md5('pos' || l.id), 1, 10) || '", "meta": {"chartId": ' || l.c || ', "height": 50, "width": 4}, "type": "CHART"}', '' ORDER BY l.id)
              FROM dsl_live l WHERE l.d = b.d), '') || '}',
       b.creator, b.changer,
       CASE WHEN b.z > 0.93 THEN '.dashboard-header { background: #f4f6f8; }' END, NULL,
       CASE WHEN b.y < 0.35 THEN lower(replace(replace(b.title, ' ', '-'), '(', '')) || '-' || b.d END,
       '{"color_scheme": "' || (ARRAY['supersetColors','bnbColors','googleCategory10c','presetColors'])[1 + b.d % 4]
         || '", "refresh_frequency": ' || CASE WHEN b.domain = 'ops' THEN 300 ELSE 0 END
         || ', "expanded_slices": {}, "label_colors": {}, "timed_refresh_immune_slices": [], "cross_filters_enabled": '
         || CASE WHEN b.created_on > '2023-09-01' THEN 'true' ELSE 'false' END
         || ', "default_filters": "{}", "chart_configuration": {}, "native_filter_configuration": []}',
       b.published, md5('dashboards' || b.d)::uuid,
       CASE WHEN b.pop < 0.06 THEN 'Data Platform' END, CASE WHEN b.pop < 0.06 THEN 'Certified for the weekly business review' END, false, NULL
  FROM dsh b WHERE NOT b.gone ORDER BY b.d;
UPDATE dashboards SET slug = replace(slug, ')', '') WHERE slug LIKE '%)%';

CREATE TABLE dashboard_slices (id integer NOT NULL, dashboard_id integer, slice_id integer);
INSERT INTO dashboard_slices SELECT id, d, c FROM dsl_live ORDER BY id;

CREATE TABLE dashboard_user (id integer NOT NULL, user_id integer, dashboard_id integer);
CREATE TEMP TABLE dsh_own AS
SELECT DISTINCT ON (b.d, o.user_id) b.d, o.n, o.user_id, b.gone
  FROM dsh b CROSS JOIN LATERAL (VALUES (1, coalesce(b.creator, 2 + b.d % 3)),
                                        (2, CASE WHEN b.x > 0.72 THEN pg_temp.creator(1.3, b.changed_on) END),
                                        (3, CASE WHEN b.x > 0.95 THEN pg_temp.creator(1.3, b.changed_on) END)) o(n, user_id)
 WHERE o.user_id IS NOT NULL ORDER BY b.d, o.user_id, o.n;
INSERT INTO dashboard_user SELECT id, user_id, d FROM (SELECT row_number() OVER (ORDER BY d, n) AS id, * FROM dsh_own) x WHERE NOT gone ORDER BY id;

-- DASHBOARD_RBAC since the 3.0 upgrade: some published dashboards are restricted to a department's role
CREATE TABLE dashboard_roles (id integer NOT NULL, role_id integer NOT NULL, dashboard_id integer);
-- embedded in the customer portal through the embedded SDK (guest tokens, role "Embedded Guest")
CREATE TABLE embedded_dashboards (created_on timestamp, changed_on timestamp, allow_domain_list text, uuid uuid, dashboard_id integer NOT NULL,
  changed_by_fk integer, created_by_fk integer);
CREATE TEMP TABLE emb AS
SELECT row_number() OVER (ORDER BY d) AS n, d, created_on FROM (SELECT d, created_on FROM dsh
 WHERE NOT gone AND published AND domain IN ('sales', 'ops') AND d BETWEEN 60 AND 140 ORDER BY pop LIMIT 3) q;
INSERT INTO embedded_dashboards
SELECT greatest(e.created_on, timestamp '2023-10-10') + e.n * interval '19 days 2 hours' + interval '10 hours 17 minutes',
       greatest(e.created_on, timestamp '2023-10-10') + e.n * interval '40 days 5 hours' + interval '9 hours 3 minutes',
       CASE WHEN e.n = 3 THEN 'portal.acme-retail.com partners.acme-retail.com' ELSE 'portal.acme-retail.com' END,
       md5('embedded' || e.d)::uuid, e.d,
       CASE e.n WHEN 1 THEN 3 ELSE (SELECT min(id) FROM ck_creator WHERE id > 8 AND created_on < '2023-06-01') END,
       CASE e.n WHEN 3 THEN (SELECT min(id) FROM ck_creator WHERE id > 8 AND created_on < '2023-06-01') ELSE 3 END
  FROM emb e ORDER BY e.n;
INSERT INTO dashboard_roles
SELECT row_number() OVER (ORDER BY d, role_id) + CASE WHEN d > 90 THEN 2 ELSE 0 END, role_id, d FROM (
  SELECT b.d, CASE b.domain WHEN 'fin' THEN 6 WHEN 'sales' THEN 7 WHEN 'ops' THEN 8 WHEN 'mkt' THEN 11 ELSE 6 END AS role_id
    FROM dsh b WHERE NOT b.gone AND b.published AND (b.x BETWEEN 0.3 AND 0.48 OR b.domain = 'fin' AND b.x < 0.6)
  UNION
  SELECT b.d, 7 FROM dsh b WHERE NOT b.gone AND b.published AND b.domain = 'exec' AND b.x < 0.5
  UNION
  SELECT d, 10 FROM emb) r;

-- ============================================================ per-user settings and favourites
CREATE TEMP TABLE dk AS SELECT row_number() OVER (ORDER BY pop) AS k, d FROM dsh WHERE NOT gone AND published;
CREATE TABLE user_attribute (created_on timestamp, changed_on timestamp, id integer NOT NULL, user_id integer, welcome_dashboard_id integer,
  created_by_fk integer, changed_by_fk integer);
INSERT INTO user_attribute
SELECT t, pg_temp.cap(t + (n % 5) * interval '9 days'), n, u.id, dk.d, u.id, u.id FROM (
  SELECT row_number() OVER (ORDER BY pg_temp.cap(created_on + (z * 200) * interval '1 day')) AS n, id, pg_temp.cap(created_on + (z * 200) * interval '1 day') AS t,
         pg_temp.sk((SELECT count(*)::int FROM dk), 2.5) AS ki
    FROM usr WHERE NOT gone AND active AND kind IN ('viewer', 'admin') AND (z * 1000)::int % 5 = 0) u
  JOIN dk ON dk.k = u.ki ORDER BY n;

CREATE TABLE favstar (id integer NOT NULL, user_id integer, class_name varchar(50), obj_id integer, dttm timestamp);
CREATE TEMP TABLE chk AS SELECT row_number() OVER (ORDER BY x * y) AS k, c FROM ch WHERE NOT gone;
CREATE TEMP TABLE dka AS SELECT row_number() OVER (ORDER BY pop) AS k, d FROM dsh WHERE NOT gone;
CREATE TEMP TABLE fav0 AS
SELECT n, u.id AS user_id, u.created_on + random() * (timestamp '2024-09-27' - u.created_on) AS dttm, random() < 0.55 AS dash,
       pg_temp.sk((SELECT count(*)::int FROM dka), 2.3) AS dki, pg_temp.sk((SELECT count(*)::int FROM chk), 2.6) AS cki
  FROM (SELECT n, pg_temp.sk((SELECT count(*)::int FROM ck_any), 1.8) AS uk FROM generate_series(1, 1900) n) g JOIN ck_any u ON u.k = g.uk;
INSERT INTO favstar
SELECT row_number() OVER (ORDER BY dttm), user_id, cls, obj_id, dttm FROM (
  SELECT DISTINCT ON (f.user_id, cls, obj_id) f.user_id, f.dttm, CASE WHEN f.dash THEN 'Dashboard' ELSE 'slice' END AS cls,
         CASE WHEN f.dash THEN dka.d ELSE chk.c END AS obj_id
    FROM fav0 f JOIN dka ON dka.k = f.dki JOIN chk ON chk.k = f.cki ORDER BY f.user_id, cls, obj_id, f.dttm) q;
-- ============================================================ SQL Lab: saved queries, tab states, query history
-- a database open to SQL Lab at that time, the warehouse most often (4 until its removal in March 2024)
CREATE FUNCTION pg_temp.db_at(at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN r < 0.44 THEN 1 WHEN r < 0.68 THEN 2 WHEN r < 0.76 THEN 3
              WHEN r < 0.81 THEN CASE WHEN at BETWEEN '2023-03-14' AND '2024-03-18' THEN 4 ELSE 1 END
              WHEN r < 0.89 THEN CASE WHEN at >= '2023-06-20' THEN 5 ELSE 2 END
              WHEN r < 0.93 THEN CASE WHEN at >= '2023-08-02' THEN 6 ELSE 1 END
              ELSE CASE WHEN at >= '2023-11-15' THEN 7 ELSE 1 END END
    FROM (SELECT random() AS r) x $$;
CREATE FUNCTION pg_temp.schema_of(db int, r float8) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE db WHEN 1 THEN (ARRAY['marts','marts','marts','staging','finance','marketing','public'])[1 + floor(r * 7)::int]
                 WHEN 2 THEN (ARRAY['sales','sales','web','raw'])[1 + floor(r * 4)::int] WHEN 3 THEN (ARRAY['public','orders'])[1 + floor(r * 2)::int]
                 WHEN 4 THEN 'erp' WHEN 5 THEN (ARRAY['events','default'])[1 + floor(r * 2)::int]
                 WHEN 6 THEN (ARRAY['dbo','reporting'])[1 + floor(r * 2)::int] ELSE (ARRAY['sandbox','scratch'])[1 + floor(r * 2)::int] END $$;
CREATE FUNCTION pg_temp.some_sql(n int, sch text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE n % 6
    WHEN 0 THEN 'SELECT region, SUM(revenue) AS revenue' || E'\nFROM ' || sch || '.fct_orders' || E'\nWHERE order_date >= DATE ''2024-01-01''' || E'\nGROUP BY 1' || E'\nORDER BY 2 DESC'
    WHEN 1 THEN 'SELECT * FROM ' || sch || '.' || (ARRAY['dim_customer','fct_payments','fct_shipments','email_events','gl_journal_lines'])[1 + n % 5]
    WHEN 2 THEN 'SELECT date_trunc(''week'', created_at) AS week, COUNT(*)' || E'\nFROM ' || sch || '.fct_web_sessions' || E'\nGROUP BY 1 ORDER BY 1'
    WHEN 3 THEN 'SELECT customer_id, COUNT(DISTINCT order_id) AS orders, SUM(amount) AS spend' || E'\nFROM ' || sch || '.fct_orders' || E'\nGROUP BY 1' || E'\nHAVING COUNT(DISTINCT order_id) > ' || (n % 9 + 2)
    WHEN 4 THEN 'SELECT status, COUNT(*) FROM ' || sch || '.fct_support_tickets GROUP BY status'
    ELSE 'WITH s AS (SELECT store_id, SUM(quantity) q FROM ' || sch || '.fct_inventory_snapshot WHERE day = current_date - 1 GROUP BY 1)' || E'\nSELECT * FROM s WHERE q < ' || (n % 50 + 10) END $$;

CREATE TABLE saved_query (created_on timestamp, changed_on timestamp, id integer NOT NULL, user_id integer, db_id integer, label varchar(256),
  schema varchar(128), sql text, description text, changed_by_fk integer, created_by_fk integer, extra_json text, last_run timestamp, rows integer,
  uuid uuid, template_parameters text);
CREATE TEMP TABLE sq AS
SELECT n, t, pg_temp.sqluser(1.6, t) AS user_id, pg_temp.db_at(t) AS db, random() AS x, random() AS y
  FROM (SELECT n, timestamp '2023-02-15 09:00' + (n / 480.0) ^ 1.1 * interval '580 days' + (n * 11 % 37) * interval '29 minutes' AS t
          FROM generate_series(1, 480) n) g;
ALTER TABLE sq ADD COLUMN gone boolean;
UPDATE sq SET gone = db = 4 OR random() < 0.09;
INSERT INTO saved_query
SELECT t, pg_temp.cap(t + (x ^ 2 * 90) * interval '1 day'), n, user_id, db,
       (ARRAY['Weekly revenue by region','Top customers','Late shipments','Refund investigation','Funnel check','Inventory below threshold',
              'Month-end accruals','Campaign spend reconciliation','Ticket backlog','Store traffic vs sales','Cohort retention','Price change audit'])
         [1 + n % 12] || CASE WHEN n % 3 = 0 THEN ' (' || to_char(t, 'Mon YYYY') || ')' ELSE '' END,
       pg_temp.schema_of(db, y), pg_temp.some_sql(n, pg_temp.schema_of(db, y)),
       CASE WHEN x > 0.85 THEN 'Used for the ' || (ARRAY['weekly review','month-end close','QBR deck','ops stand-up'])[1 + n % 4] END,
       user_id, user_id, '{}', CASE WHEN x < 0.8 THEN pg_temp.cap(t + (x * 120) * interval '1 day') END,
       CASE WHEN x < 0.8 THEN floor(5000 * y ^ 3)::int END, md5('saved_query' || n)::uuid,
       CASE WHEN x > 0.95 THEN '{"start_date": "2024-01-01"}' END
  FROM sq WHERE NOT gone ORDER BY n;

-- tabs: a SQL Lab tab is a tab_state row from the moment it is opened (SQLLAB_BACKEND_PERSISTENCE); closing the tab deletes the row
-- (and its table_schema rows), while the queries run in it stay in the history with sql_editor_id = the tab's id as text
CREATE TEMP TABLE tb AS
SELECT n, t, pg_temp.sqluser(1.5, t) AS user_id, pg_temp.db_at(t) AS db, random() AS x, random() AS y, random() AS life
  FROM (SELECT n, timestamp '2023-02-15 10:00' + (n / 1500.0) ^ 1.05 * interval '589 days' + (n * 7 % 31) * interval '43 minutes' AS t
          FROM generate_series(1, 1500) n) g;
ALTER TABLE tb ADD COLUMN kept boolean, ADD COLUMN closed timestamp, ADD COLUMN unused boolean;
UPDATE tb SET kept = db <> 4 AND x < 0.12 + 0.5 * (n / 1500.0) ^ 1.5, unused = random() < 0.07;
UPDATE tb SET closed = CASE WHEN kept THEN timestamp '2024-09-27 17:45' ELSE pg_temp.cap(t + (0.02 + life ^ 2 * 40) * interval '1 day') END;

CREATE TEMP TABLE q0 AS
SELECT g.n, b.n AS tab, b.user_id, CASE WHEN random() < 0.9 THEN b.db ELSE pg_temp.db_at(b.t) END AS db,
       b.t + (random() ^ 1.6) * (b.closed - b.t) AS t, random() AS x, random() AS y, random() AS z
  FROM (SELECT n, 1 + floor(1500 * (1 - random() ^ 0.85))::int AS tab FROM generate_series(1, 18600) n) g JOIN tb b ON b.n = g.tab AND NOT b.unused;
-- a few queries come from the API (sqllab/execute run by scripts): no SQL Lab tab behind them
INSERT INTO q0 SELECT 100000 + n, NULL, (ARRAY[3, 2, 4])[1 + n % 3], 1, timestamp '2024-02-01' + n * interval '13 hours', random(), random(), random()
  FROM generate_series(1, 420) n;
UPDATE q0 SET db = 1 WHERE db = 4 AND t > '2024-03-18';
CREATE TEMP TABLE qq AS
SELECT row_number() OVER (ORDER BY t, n) AS id, q.*, pg_temp.hash11('client' || n) AS client_id,
       CASE WHEN x < 0.86 THEN 'success' WHEN x < 0.96 THEN 'failed' WHEN x < 0.99 THEN 'stopped' ELSE 'timed_out' END AS status,
       CASE WHEN z < 0.2 THEN 100 WHEN z < 0.9 THEN 1000 ELSE 10000 END AS lim,
       (CASE WHEN db = 2 THEN 2000 + y * 60000 ELSE 40 + y ^ 3 * 20000 END)::int AS dur_ms
  FROM q0 q;
CREATE TABLE query (id integer NOT NULL, client_id varchar(11) NOT NULL, database_id integer NOT NULL, tmp_table_name varchar(256),
  tab_name varchar(256), sql_editor_id varchar(256), user_id integer, status varchar(16), schema varchar(256), sql text, select_sql text,
  executed_sql text, "limit" integer, select_as_cta boolean, select_as_cta_used boolean, progress integer, rows integer, error_message text,
  start_time numeric(20,6), changed_on timestamp, end_time numeric(20,6), results_key varchar(64), start_running_time numeric(20,6),
  end_result_backend_time numeric(20,6), tracking_url text, extra_json text, tmp_schema_name varchar(256), ctas_method varchar(16),
  limiting_factor varchar(255) DEFAULT 'UNKNOWN');
INSERT INTO query
SELECT q.id, q.client_id, q.db, CASE WHEN q.db = 7 AND q.z > 0.97 THEN 'tmp_' || q.user_id || '_' || q.id END,
       CASE WHEN q.tab IS NULL THEN NULL WHEN q.tab % 4 = 0 THEN 'Untitled Query ' || (q.tab % 9 + 1)
            ELSE (ARRAY['revenue check','orders','funnel','inventory','tickets','month end','ad hoc','campaigns'])[1 + q.tab % 8] END,
       q.tab::text, q.user_id, q.status, pg_temp.schema_of(q.db, q.y), pg_temp.some_sql(q.n, pg_temp.schema_of(q.db, q.y)), NULL,
       pg_temp.some_sql(q.n, pg_temp.schema_of(q.db, q.y)) || E'\nLIMIT ' || (q.lim + 1), q.lim, q.db = 7 AND q.z > 0.97, q.db = 7 AND q.z > 0.97,
       CASE WHEN q.status = 'success' THEN 100 ELSE floor(q.y * 90)::int END,
       CASE WHEN q.status = 'success' THEN least(q.lim, floor(20000 * q.y ^ 4)::int) END,
       CASE q.status WHEN 'failed' THEN (ARRAY['relation "' || pg_temp.schema_of(q.db, q.y) || '.fct_order" does not exist',
                                               'column "revenu" does not exist', 'syntax error at or near "FROM"',
                                               'permission denied for schema finance'])[1 + q.n % 4]
                     WHEN 'timed_out' THEN 'The query exceeded the 300 seconds timeout.' END,
       round((extract(epoch FROM q.t) * 1000)::numeric, 6), q.t + q.dur_ms * interval '1 millisecond',
       round((extract(epoch FROM q.t) * 1000 + q.dur_ms)::numeric, 6),
       CASE WHEN q.db = 2 AND q.status = 'success' THEN md5('results' || q.n)::uuid::text END,
       round((extract(epoch FROM q.t) * 1000 + 25)::numeric, 6),
       CASE WHEN q.db = 2 AND q.status = 'success' THEN round((extract(epoch FROM q.t) * 1000 + q.dur_ms + 120)::numeric, 6) END,
       CASE WHEN q.db = 2 THEN 'https://trino.internal.acme-retail.com/ui/query.html?' || to_char(q.t, 'YYYYMMDD_HH24MISS') || '_' || lpad((q.n % 100000)::text, 5, '0') || '_ab3x9' END,
       CASE WHEN q.status = 'success' THEN '{"progress": null, "columns": [{"column_name": "' || (ARRAY['region','week','customer_id','status','store_id'])[1 + q.n % 5]
            || '", "name": "' || (ARRAY['region','week','customer_id','status','store_id'])[1 + q.n % 5] || '", "type": "STRING", "is_dttm": false}]}' ELSE '{}' END,
       CASE WHEN q.db = 7 AND q.z > 0.97 THEN 'sandbox' END, 'TABLE',
       CASE WHEN q.status <> 'success' THEN 'UNKNOWN' WHEN least(q.lim, floor(20000 * q.y ^ 4)::int) < q.lim THEN 'NOT_LIMITED'
            WHEN q.z < 0.2 THEN 'QUERY' ELSE 'DROPDOWN' END
  FROM qq q WHERE q.db <> 4 ORDER BY q.id;

CREATE TEMP TABLE lastq AS
SELECT DISTINCT ON (sql_editor_id) sql_editor_id, client_id, sql, changed_on AS t FROM query WHERE sql_editor_id IS NOT NULL ORDER BY sql_editor_id, id DESC;
CREATE TABLE tab_state (created_on timestamp, changed_on timestamp, extra_json text, id integer NOT NULL, user_id integer, label varchar(256),
  active boolean, database_id integer, schema varchar(256), sql text, query_limit integer, latest_query_id varchar(11), autorun boolean NOT NULL,
  template_params text, created_by_fk integer, changed_by_fk integer, hide_left_bar boolean DEFAULT false NOT NULL, saved_query_id integer);
INSERT INTO tab_state
SELECT b.t, coalesce(lq.t, b.t), CASE WHEN coalesce(lq.t, b.t) > '2024-01-10' THEN '{"updatedAt": ' || floor(extract(epoch FROM coalesce(lq.t, b.t)) * 1000)::bigint || '}' END,
       b.n, b.user_id,
       CASE WHEN b.n % 4 = 0 THEN 'Untitled Query ' || (b.n % 9 + 1)
            ELSE (ARRAY['revenue check','orders','funnel','inventory','tickets','month end','ad hoc','campaigns'])[1 + b.n % 8] END,
       false, b.db, pg_temp.schema_of(b.db, b.y), coalesce(lq.sql, 'SELECT ...'), CASE WHEN b.y < 0.85 THEN 1000 ELSE 10000 END, lq.client_id, false,
       CASE WHEN b.x > 0.97 THEN '{"start_date": "2024-07-01"}' END, b.user_id, b.user_id, b.life > 0.93,
       CASE WHEN b.life < 0.08 THEN (SELECT max(s.id) FROM saved_query s WHERE s.user_id = b.user_id AND s.created_on < b.t) END
  FROM tb b
  LEFT JOIN lastq lq ON lq.sql_editor_id = b.n::text
 WHERE b.kept ORDER BY b.n;
UPDATE tab_state t SET active = true FROM (SELECT DISTINCT ON (user_id) id FROM tab_state ORDER BY user_id, changed_on DESC) a WHERE a.id = t.id;

CREATE TABLE table_schema (created_on timestamp, changed_on timestamp, extra_json text, id integer NOT NULL, tab_state_id integer,
  database_id integer NOT NULL, schema varchar(256), "table" varchar(256), description text, expanded boolean, created_by_fk integer,
  changed_by_fk integer);
INSERT INTO table_schema
SELECT t, t, NULL, id, tab, db, sch, tbl,
       '{"columns": [{"name": "id", "type": "BIGINT", "longType": "BIGINT"}, {"name": "created_at", "type": "TIMESTAMP", "longType": "TIMESTAMP WITHOUT TIME ZONE"}], '
         || '"selectStar": "SELECT *\nFROM ' || sch || '.' || tbl || '\nLIMIT 100", "primaryKey": {"column_names": ["id"]}, "foreignKeys": [], "indexes": [], '
         || '"dataPreviewQueryId": null, "isMetadataLoading": false, "isExtraMetadataLoading": false}',
       expanded, user_id, user_id
  FROM (SELECT row_number() OVER (ORDER BY b.n, j) AS id, b.n AS tab, b.db, b.user_id, b.kept, b.t + j * interval '3 minutes' AS t,
               pg_temp.schema_of(b.db, b.y) AS sch, random() < 0.3 AS expanded,
               (ARRAY['fct_orders','dim_customer','dim_product','fct_payments','fct_web_sessions','email_events','gl_journal_lines',
                      'fct_shipments','fct_support_tickets','stg_orders'])[1 + (b.n + j * 3) % 10] AS tbl
          FROM tb b CROSS JOIN LATERAL generate_series(1, floor(random() * 4.2)::int + 0 * b.n) j) x
 WHERE kept ORDER BY id;
-- ============================================================ event log (DBEventLogger); an admin's cron keeps the last 90 days
-- dashboard_id and slice_id come through utils.core.to_int(): 0 when the request named no dashboard or chart, never NULL;
-- user_id is NULL for guest-token (embedded) requests. Dashboards and charts deleted inside the window keep their log rows.
CREATE TEMP TABLE dlog AS SELECT row_number() OVER (ORDER BY CASE WHEN published THEN pop ELSE pop + 0.5 END) AS k, d FROM dsh WHERE NOT gone OR d > 120;
CREATE TEMP TABLE lpair AS
SELECT row_number() OVER (ORDER BY dl.k, random()) AS k, l.d, l.c
  FROM dsl l JOIN dlog dl ON dl.d = l.d JOIN ch h ON h.c = l.c AND (NOT h.gone OR h.c > 1450);
CREATE TEMP TABLE clog AS SELECT row_number() OVER (ORDER BY x * y) AS k, c FROM ch WHERE NOT gone OR c > 1450;
CREATE TEMP TABLE ulog AS SELECT row_number() OVER (ORDER BY k) AS k, id, kind FROM ck_any WHERE created_on < '2024-06-29';
CREATE TEMP TABLE slog AS SELECT row_number() OVER (ORDER BY k) AS k, id FROM ck_sql WHERE created_on < '2024-06-29' AND active;
CREATE TEMP TABLE lg0 AS
SELECT n, r, date_trunc('day', timestamp '2024-06-29' + random() * interval '90 days')
            + CASE WHEN random() < 0.85 THEN (7.5 + 10 * random() ^ 1.3) * interval '1 hour' ELSE random() * interval '24 hours' END AS dttm,
       pg_temp.sk((SELECT count(*)::int FROM lpair), 1.9) AS pk, pg_temp.sk((SELECT count(*)::int FROM clog), 2.2) AS ck,
       pg_temp.sk((SELECT count(*)::int FROM dlog), 2.4) AS dk, pg_temp.sk((SELECT count(*)::int FROM ulog), 1.7) AS uk,
       pg_temp.sk((SELECT count(*)::int FROM slog), 1.6) AS sk, random() AS x, random() AS y
  FROM (SELECT n, random() AS r FROM generate_series(1, 46000) n) g;
CREATE TEMP TABLE lg AS
SELECT g.n, g.dttm, g.x, g.y,
       CASE WHEN g.r < 0.36 THEN 'ChartRestApi.data' WHEN g.r < 0.40 THEN 'ChartRestApi.data' WHEN g.r < 0.43 THEN 'explore_json'
            WHEN g.r < 0.52 THEN 'dashboard' WHEN g.r < 0.61 THEN (ARRAY['DashboardRestApi.get','DashboardRestApi.get_charts','DashboardRestApi.get_datasets'])[1 + g.n % 3]
            WHEN g.r < 0.73 THEN 'log' WHEN g.r < 0.78 THEN 'explore' WHEN g.r < 0.80 THEN 'ExploreRestApi.get'
            WHEN g.r < 0.86 THEN 'SqlLabRestApi.execute' WHEN g.r < 0.88 THEN 'SqlLabRestApi.get_results' WHEN g.r < 0.89 THEN 'sqllab'
            WHEN g.r < 0.92 THEN 'welcome'
            ELSE (ARRAY['ChartRestApi.get_list','DashboardRestApi.get_list','DatasetRestApi.get_list','DatabaseRestApi.get_list','DatasetRestApi.get',
                        'ChartRestApi.get','ChartRestApi.put','DashboardRestApi.put','ChartRestApi.favorite_status','DashboardRestApi.favorite_status',
                        'SavedQueryRestApi.get_list','LogRestApi.recent_activity','ReportScheduleRestApi.get_list','TagRestApi.get_list'])[1 + g.n % 14] END AS action,
       CASE WHEN g.r < 0.36 OR g.r BETWEEN 0.40 AND 0.43 THEN p.d WHEN g.r BETWEEN 0.43 AND 0.52 THEN dl.d
            WHEN g.r BETWEEN 0.61 AND 0.73 AND g.x < 0.7 THEN dl.d ELSE 0 END AS dashboard_id,
       CASE WHEN g.r < 0.36 OR g.r BETWEEN 0.40 AND 0.43 THEN p.c WHEN g.r BETWEEN 0.36 AND 0.40 THEN cl.c
            WHEN g.r BETWEEN 0.73 AND 0.80 AND g.x < 0.8 THEN cl.c ELSE 0 END AS slice_id,
       CASE WHEN g.r BETWEEN 0.80 AND 0.89 THEN sl.id WHEN g.r < 0.73 AND g.y < 0.03 THEN NULL ELSE ul.id END AS user_id
  FROM lg0 g JOIN lpair p ON p.k = g.pk JOIN clog cl ON cl.k = g.ck JOIN dlog dl ON dl.k = g.dk JOIN ulog ul ON ul.k = g.uk JOIN slog sl ON sl.k = g.sk;
CREATE TABLE logs (id integer NOT NULL, action varchar(512), user_id integer, "json" text, dttm timestamp, dashboard_id integer, slice_id integer,
  duration_ms integer, referrer varchar(1024));
INSERT INTO logs
SELECT 2381904 + row_number() OVER (ORDER BY l.dttm, l.n), l.action, l.user_id,
       '{"path": "' || CASE l.action WHEN 'ChartRestApi.data' THEN '/api/v1/chart/data' WHEN 'explore_json' THEN '/superset/explore_json/'
                         WHEN 'dashboard' THEN '/superset/dashboard/' || l.dashboard_id || '/' WHEN 'log' THEN '/superset/log/'
                         WHEN 'explore' THEN '/explore/' WHEN 'welcome' THEN '/superset/welcome/' WHEN 'sqllab' THEN '/sqllab/'
                         ELSE '/api/v1/' || lower(split_part(l.action, 'RestApi', 1)) || '/' END || '"'
         || CASE WHEN l.slice_id <> 0 THEN ', "form_data": {"slice_id": ' || l.slice_id || '}' ELSE '' END
         || CASE WHEN l.dashboard_id <> 0 THEN ', "dashboard_id": "' || l.dashboard_id || '"' ELSE '' END
         || CASE WHEN l.action = 'log' THEN ', "source": "' || CASE WHEN l.dashboard_id <> 0 THEN 'dashboard' ELSE 'explore' END
                  || '", "event_name": "' || (ARRAY['mount_dashboard','load_chart','render_chart','change_dashboard_filter','spa_navigation'])[1 + l.n % 5] || '"' ELSE '' END
         || ', "object_ref": "' || l.action || '"}',
       l.dttm, l.dashboard_id, l.slice_id,
       CASE WHEN l.action IN ('ChartRestApi.data', 'explore_json') THEN 40 + floor(4000 * l.x ^ 3)::int
            WHEN l.action = 'SqlLabRestApi.execute' THEN 30 + floor(20000 * l.x ^ 4)::int ELSE 5 + floor(400 * l.x ^ 2)::int END,
       CASE WHEN l.dashboard_id <> 0 THEN 'https://superset.acme-retail.com/superset/dashboard/' || l.dashboard_id || '/'
            WHEN l.slice_id <> 0 THEN 'https://superset.acme-retail.com/explore/?slice_id=' || l.slice_id
            WHEN l.action LIKE 'SqlLab%' THEN 'https://superset.acme-retail.com/sqllab/'
            WHEN l.y < 0.8 THEN 'https://superset.acme-retail.com/superset/welcome/' END
  FROM lg l ORDER BY 1;
-- ============================================================ alerts & reports
CREATE TEMP TABLE rs AS
SELECT n, t, x, y, z, x < 0.76 AS is_report, z < 0.2 AS gone, pg_temp.creator(1.4, t) AS creator
  FROM (SELECT n, timestamp '2023-04-03 10:00' + (n / 74.0) ^ 1.1 * interval '530 days' + (n * 5 % 17) * interval '51 minutes' AS t,
               random() AS x, random() AS y, random() AS z FROM generate_series(1, 74) n) g;
CREATE TEMP TABLE dlive AS SELECT row_number() OVER (ORDER BY pop) AS k, d, created_on FROM dsh WHERE NOT gone AND published;
CREATE TEMP TABLE clive AS SELECT row_number() OVER (ORDER BY x * y) AS k, c, created_on, viz FROM ch WHERE NOT gone;
ALTER TABLE rs ADD COLUMN dash int, ADD COLUMN chart int, ADD COLUMN cron text, ADD COLUMN changer int;
CREATE FUNCTION pg_temp.dash_at(at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT d FROM (SELECT d, row_number() OVER (ORDER BY k) AS rk FROM dlive WHERE created_on <= at) q
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM dlive WHERE created_on <= at), 2.0)) $$;
CREATE FUNCTION pg_temp.chart_at(at timestamp) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT c FROM (SELECT c, row_number() OVER (ORDER BY k) AS rk FROM clive WHERE created_on <= at) q
   WHERE rk = (SELECT pg_temp.sk((SELECT count(*)::int FROM clive WHERE created_on <= at), 2.0)) $$;
UPDATE rs SET dash = CASE WHEN (is_report AND y < 0.55) OR (NOT is_report AND y < 0.3) THEN pg_temp.dash_at(t) END,
              cron = CASE WHEN is_report THEN CASE WHEN z < 0.6 THEN '0 7 * * *' WHEN z < 0.9 THEN '0 8 * * 1' ELSE '0 6 1 * *' END
                          ELSE CASE WHEN z < 0.4 THEN '0 * * * *' ELSE '30 6 * * *' END END,
              changer = CASE WHEN random() < 0.7 THEN creator ELSE pg_temp.creator(1.4, t + interval '30 days') END;
UPDATE rs SET chart = CASE WHEN dash IS NULL THEN pg_temp.chart_at(t) END;
CREATE TABLE report_schedule (id integer NOT NULL, type varchar(50) NOT NULL, name varchar(150) NOT NULL, description text, context_markdown text,
  active boolean, crontab varchar(1000) NOT NULL, sql text, chart_id integer, dashboard_id integer, database_id integer, last_eval_dttm timestamp,
  last_state varchar(50), last_value double precision, last_value_row_json text, validator_type varchar(100), validator_config_json text,
  log_retention integer, grace_period integer, created_on timestamp, changed_on timestamp, created_by_fk integer, changed_by_fk integer,
  working_timeout integer, report_format varchar(50) DEFAULT 'PNG', creation_method varchar(255) DEFAULT 'alerts_reports',
  timezone varchar(100) DEFAULT 'UTC' NOT NULL, extra_json text NOT NULL, force_screenshot boolean, custom_width integer, custom_height integer);
INSERT INTO report_schedule
SELECT n, CASE WHEN is_report THEN 'Report' ELSE 'Alert' END,
       CASE WHEN is_report THEN coalesce((SELECT dashboard_title FROM dashboards WHERE id = dash), (SELECT slice_name FROM slices WHERE id = chart))
                               || CASE WHEN cron LIKE '% * * 1' THEN ' - weekly' WHEN cron LIKE '% 1 * *' THEN ' - monthly' ELSE ' - daily' END
            ELSE (ARRAY['Orders dropped below forecast','Refund spike','Stock-outs above threshold','Failed payments','Late shipments SLA',
                        'Ticket backlog growing','Zero sessions from web'])[1 + n % 7] END || ' #' || n,
       CASE WHEN x > 0.7 THEN 'Sent to the ' || (ARRAY['regional managers','finance team','ops leads','exec team'])[1 + n % 4] END, NULL,
       z > 0.12 OR n > 60, cron,
       CASE WHEN NOT is_report THEN 'SELECT COUNT(*) FROM marts.fct_orders WHERE order_date = current_date - 1' END,
       chart, dash, CASE WHEN NOT is_report THEN 1 + n % 2 END,
       CASE WHEN z > 0.12 OR n > 60 THEN timestamp '2024-09-27 07:00' - (n % 5) * interval '1 hour' END,
       CASE WHEN NOT (z > 0.12 OR n > 60) THEN NULL WHEN is_report THEN CASE WHEN x < 0.93 THEN 'Success' ELSE 'Error' END
            ELSE CASE WHEN x < 0.8 THEN 'Not triggered' WHEN x < 0.95 THEN 'Success' ELSE 'On Grace' END END,
       CASE WHEN NOT is_report THEN round((y * 400)::numeric, 0) END, CASE WHEN NOT is_report THEN '{"count": ' || round((y * 400)::numeric, 0) || '}' END,
       CASE WHEN NOT is_report THEN 'operator' END,
       CASE WHEN NOT is_report THEN '{"op": "' || (ARRAY['<','>=','>'])[1 + n % 3] || '", "threshold": ' || (50 + n * 3) || '}' END,
       CASE WHEN NOT is_report AND cron = '0 * * * *' THEN 30 ELSE 90 END, 14400, t, pg_temp.cap(t + (y * 200) * interval '1 day'), creator, changer, 3600,
       CASE WHEN dash IS NOT NULL THEN CASE WHEN x < 0.25 THEN 'PDF' ELSE 'PNG' END WHEN x < 0.5 THEN 'PNG' WHEN x < 0.85 THEN 'CSV' ELSE 'TEXT' END,
       CASE WHEN y < 0.5 THEN 'alerts_reports' WHEN dash IS NOT NULL THEN 'dashboards' ELSE 'charts' END,
       (ARRAY['America/New_York','America/New_York','UTC','Europe/London','America/Los_Angeles'])[1 + n % 5],
       CASE WHEN dash IS NOT NULL THEN '{"dashboard": {"anchor": ""}}' ELSE '{}' END,
       CASE WHEN chart IS NOT NULL THEN x < 0.2 END, NULL, NULL
  FROM rs WHERE NOT gone ORDER BY n;

CREATE TABLE report_schedule_user (id integer NOT NULL, user_id integer NOT NULL, report_schedule_id integer NOT NULL);
INSERT INTO report_schedule_user
SELECT id, user_id, n FROM (SELECT row_number() OVER (ORDER BY n, o) AS id, n, user_id, gone FROM (
  SELECT DISTINCT ON (r.n, o.user_id) r.n, o.o, o.user_id, r.gone
    FROM rs r CROSS JOIN LATERAL (VALUES (1, r.creator), (2, CASE WHEN r.x > 0.8 THEN r.changer END)) o(o, user_id)
   WHERE o.user_id IS NOT NULL ORDER BY r.n, o.user_id, o.o) q) q2 WHERE NOT gone ORDER BY id;

CREATE TABLE report_recipient (id integer NOT NULL, type varchar(50) NOT NULL, recipient_config_json text, report_schedule_id integer NOT NULL,
  created_on timestamp, changed_on timestamp, created_by_fk integer, changed_by_fk integer);
INSERT INTO report_recipient
SELECT id, typ, cfg, n, t, t, creator, creator FROM (
  SELECT row_number() OVER (ORDER BY r.n, o.o) AS id, r.n, r.t, r.creator, r.gone, o.typ, o.cfg
    FROM rs r CROSS JOIN LATERAL (VALUES
      (1, 'Email', '{"target": "' || (SELECT string_agg(u.username || '@acme-retail.com', ', ') FROM ab_user u WHERE u.id IN (r.creator, r.changer)) || '"}'),
      (2, CASE WHEN r.y > 0.7 THEN 'Slack' END, '{"target": "#' || (ARRAY['sales-daily','ops-alerts','finance-close','bi-reports'])[1 + r.n % 4] || '"}')) o(o, typ, cfg)
   WHERE o.typ IS NOT NULL) q
 WHERE NOT gone ORDER BY id;

-- execution log: one row per run, pruned to each schedule's log_retention
CREATE TABLE report_execution_log (id integer NOT NULL, scheduled_dttm timestamp NOT NULL, start_dttm timestamp, end_dttm timestamp,
  value double precision, value_row_json text, state varchar(50) NOT NULL, error_message text, report_schedule_id integer NOT NULL, uuid uuid);
CREATE TEMP TABLE rel AS
SELECT r.id AS rid, r.type, g AS sched, random() AS x, random() AS y
  FROM report_schedule r
  CROSS JOIN LATERAL generate_series(timestamp '2024-09-27 07:00' - r.log_retention * interval '1 day', timestamp '2024-09-27 07:00',
                                     CASE WHEN r.crontab = '0 * * * *' THEN interval '1 hour' WHEN r.crontab LIKE '% * * 1' THEN interval '7 days'
                                          WHEN r.crontab LIKE '% 1 * *' THEN interval '30 days' ELSE interval '1 day' END) g
 WHERE r.active AND g >= r.created_on;
INSERT INTO report_execution_log
SELECT 60817 + row_number() OVER (ORDER BY sched, rid), sched, sched + (1 + x * 20) * interval '1 second',
       sched + (5 + x * 20 + y * (CASE WHEN type = 'Report' THEN 90 ELSE 4 END)) * interval '1 second',
       CASE WHEN type = 'Alert' THEN round((y * 400)::numeric, 0) END, CASE WHEN type = 'Alert' THEN '{"count": ' || round((y * 400)::numeric, 0) || '}' END,
       CASE WHEN type = 'Report' THEN CASE WHEN x < 0.95 THEN 'Success' ELSE 'Error' END
            ELSE CASE WHEN x < 0.86 THEN 'Not triggered' WHEN x < 0.97 THEN 'Success' ELSE 'Error' END END,
       CASE WHEN (type = 'Report' AND x >= 0.95) OR (type = 'Alert' AND x >= 0.97) THEN
            (ARRAY['Failed taking a screenshot Message: timeout', 'Report Schedule execution failed when generating a csv.',
                   'Alert query returned more than one row.'])[1 + floor(y * 3)::int] END,
       rid, md5('exec' || rid || sched)::uuid
  FROM rel ORDER BY 1;

-- ============================================================ annotations, CSS templates, row level security
CREATE TABLE annotation_layer (created_on timestamp, changed_on timestamp, id integer NOT NULL, name varchar(250), descr text,
  changed_by_fk integer, created_by_fk integer);
INSERT INTO annotation_layer VALUES
  ('2023-04-11 14:00', '2023-04-11 14:00', 1, 'Releases', 'Storefront and app releases', 3, 3),
  ('2023-05-02 09:30', '2024-02-01 10:00', 2, 'Marketing campaigns', 'Major campaigns and promotions', (SELECT min(id) FROM ck_creator WHERE id > 8), (SELECT min(id) FROM ck_creator WHERE id > 8)),
  ('2023-06-19 16:10', '2023-06-19 16:10', 3, 'Incidents', 'Outages and data incidents', 4, 4),
  ('2023-11-28 11:00', '2023-11-28 11:00', 5, 'Public holidays', NULL, 2, 2);
CREATE TABLE annotation (created_on timestamp, changed_on timestamp, id integer NOT NULL, start_dttm timestamp, end_dttm timestamp, layer_id integer,
  short_descr varchar(500), long_descr text, changed_by_fk integer, created_by_fk integer, json_metadata text);
INSERT INTO annotation
SELECT t, t, id, st, st + CASE layer WHEN 2 THEN (3 + n % 20) * interval '1 day' WHEN 3 THEN (1 + n % 9) * interval '1 hour' ELSE interval '0' END,
       layer, CASE layer WHEN 1 THEN 'Release 2.' || (n % 40) WHEN 2 THEN (ARRAY['Spring sale','Back to school','Black Friday','Summer clearance','Loyalty double points'])[1 + n % 5]
                         WHEN 3 THEN 'Incident INC-' || (1000 + n) ELSE (ARRAY['New Year','Memorial Day','Independence Day','Labor Day','Thanksgiving','Christmas'])[1 + n % 6] END,
       CASE WHEN n % 3 = 0 THEN 'See the runbook for details' END, cb, cb, ''
  FROM (SELECT row_number() OVER (ORDER BY t, n) AS id, * FROM (
          SELECT n, layer, st, greatest(st - interval '2 days', timestamp '2023-04-12') AS t,
                 CASE layer WHEN 1 THEN 3 WHEN 2 THEN (SELECT min(id) FROM ck_creator WHERE id > 8) WHEN 3 THEN 4 ELSE 2 END AS cb
            FROM (SELECT n, (ARRAY[1,1,1,1,2,2,2,3,3,5])[1 + floor(random() * 10)::int] AS layer,
                         timestamp '2023-04-15' + random() * interval '525 days' AS st FROM generate_series(1, 150) n) a) b) c
 WHERE n % 23 <> 0 ORDER BY id;

CREATE TABLE css_templates (created_on timestamp, changed_on timestamp, id integer NOT NULL, template_name varchar(250), css text,
  changed_by_fk integer, created_by_fk integer);
INSERT INTO css_templates VALUES
  ('2023-03-02 10:00', '2023-03-02 10:00', 1, 'Acme brand', '.dashboard-header { background-color: #0b3d91; color: #fff; }', 2, 2),
  ('2023-03-02 10:05', '2023-09-14 16:20', 2, 'Compact grid', '.grid-content .dashboard-component { margin: 4px; }', 3, 2),
  ('2023-07-21 09:40', '2023-07-21 09:40', 4, 'Wallboard (TV)', 'body { font-size: 18px; } .header-with-actions { display: none; }', 4, 4),
  ('2024-02-08 13:15', '2024-02-08 13:15', 5, 'Print friendly', '@media print { .dashboard-header { display: none; } }', 3, 3);

CREATE TABLE row_level_security_filters (created_on timestamp, changed_on timestamp, id integer NOT NULL, clause text NOT NULL, created_by_fk integer,
  changed_by_fk integer, filter_type varchar(255), group_key varchar(255), name varchar(255) NOT NULL, description text);
INSERT INTO row_level_security_filters VALUES
  ('2023-05-10 10:00', '2023-05-10 10:00', 1, 'region = ''EMEA''', 2, 2, 'Regular', 'region', 'Sales EMEA only', 'Sales analysts in EMEA'),
  ('2023-05-10 10:05', '2023-05-10 10:05', 2, 'region = ''NA''', 2, 2, 'Regular', 'region', 'Sales NA only', NULL),
  ('2023-05-10 10:07', '2024-01-09 09:00', 3, 'region = ''APAC''', 2, 4, 'Regular', 'region', 'Sales APAC only', NULL),
  ('2023-06-01 15:30', '2023-06-01 15:30', 5, 'is_test = false', 3, 3, 'Base', NULL, 'Hide test orders', 'Applied to everyone but the listed roles'),
  ('2023-08-15 11:00', '2023-08-15 11:00', 6, 'cost_center IN (''retail'', ''ecommerce'')', 4, 4, 'Regular', 'cost_center', 'Finance retail cost centers', NULL),
  ('2023-10-18 14:20', '2023-10-18 14:20', 7, 'channel = ''web''', 3, 3, 'Regular', 'channel', 'Marketing web channel', NULL),
  ('2023-10-30 10:00', '2023-10-30 10:00', 8, 'store_id IN (SELECT store_id FROM marts.dim_store WHERE partner_visible)', 2, 2, 'Regular', 'store', 'Portal partners stores', 'Embedded portal'),
  ('2024-02-12 09:10', '2024-02-12 09:10', 10, 'country = ''US''', 4, 4, 'Regular', 'country', 'Operations US', NULL),
  ('2024-02-12 09:12', '2024-02-12 09:12', 11, 'country = ''CA''', 4, 4, 'Regular', 'country', 'Operations CA', NULL),
  ('2024-06-04 16:45', '2024-06-04 16:45', 13, 'brand <> ''private_label''', 3, 3, 'Regular', 'brand', 'Marketing excludes private label', NULL);
CREATE TABLE rls_filter_roles (id integer NOT NULL, role_id integer NOT NULL, rls_filter_id integer);
INSERT INTO rls_filter_roles VALUES (1, 7, 1), (2, 7, 2), (3, 7, 3), (4, 1, 5), (5, 3, 5), (7, 6, 6), (8, 11, 7), (9, 10, 8), (10, 8, 10), (11, 8, 11),
  (12, 11, 13), (13, 6, 5);
CREATE TABLE rls_filter_tables (id integer NOT NULL, table_id integer, rls_filter_id integer);
INSERT INTO rls_filter_tables
SELECT row_number() OVER (ORDER BY f.id, t.rk), t.s, f.id FROM (VALUES (1, 'sales', 3), (2, 'sales', 3), (3, 'sales', 2), (5, 'sales', 4), (6, 'fin', 3),
       (7, 'mkt', 2), (8, 'sales', 2), (10, 'ops', 2), (11, 'ops', 2), (13, 'mkt', 1)) f(id, domain, n)
  JOIN LATERAL (SELECT s, row_number() OVER (ORDER BY w) AS rk FROM ds WHERE NOT gone AND ds.domain = f.domain AND NOT virt) t ON t.rk <= f.n;

-- ============================================================ key-value store: permalinks (and the app's own entries)
CREATE TABLE key_value (id integer NOT NULL, resource varchar(32) NOT NULL, value bytea NOT NULL, uuid uuid, created_on timestamp, created_by_fk integer,
  changed_on timestamp, changed_by_fk integer, expires_on timestamp);
INSERT INTO key_value VALUES (1, 'app', convert_to('"' || md5('permalink_salt') || '"', 'UTF8'), md5('app-salt-1')::uuid, '2023-02-06 10:40', NULL, NULL, NULL, NULL),
  (2, 'app', convert_to('"' || md5('permalink_salt2') || '"', 'UTF8'), md5('app-salt-2')::uuid, '2023-02-06 10:41', NULL, NULL, NULL, NULL);
CREATE TEMP TABLE kv AS
SELECT n, t, random() < 0.64 AS dash, pg_temp.anyuser(1.7, t) AS uid,
       (SELECT d FROM dka WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM dka), 2.2) + 0 * n)) AS d,
       (SELECT c FROM chk WHERE k = (SELECT pg_temp.sk((SELECT count(*)::int FROM chk), 2.2) + 0 * n)) AS c
  FROM (SELECT n, timestamp '2023-02-20 09:00' + (n / 1300.0) ^ 0.9 * interval '585 days' + (n * 37 % 61) * interval '11 minutes' AS t
          FROM generate_series(1, 1300) n) g;
INSERT INTO key_value
SELECT 2 + row_number() OVER (ORDER BY t, n), CASE WHEN dash THEN 'dashboard_permalink' ELSE 'explore_permalink' END,
       convert_to(CASE WHEN dash THEN '{"dashboardId": "' || d || '", "state": {"dataMask": {}, "activeTabs": [], "anchor": null, "urlParams": []}}'
                       ELSE '{"chartId": ' || c || ', "datasourceId": ' || (SELECT ds_id FROM ch WHERE ch.c = kv.c) || ', "datasourceType": "table", '
                            || '"datasource": "' || (SELECT ds_id FROM ch WHERE ch.c = kv.c) || '__table", "state": {"formData": {"slice_id": ' || c || '}, "urlParams": []}}' END, 'UTF8'),
       md5('kv' || n)::uuid, t, uid, NULL, NULL, NULL
  FROM kv ORDER BY 1;

-- ============================================================ tagging system (TAGGING_SYSTEM on since the 3.0 upgrade; `superset sync_tags` ran then)
CREATE TEMP TABLE obj AS
SELECT 'chart' AS otype, c AS oid, created_on AS t, gone, creator FROM ch
UNION ALL SELECT 'dashboard', d, created_on, gone, creator FROM dsh
UNION ALL SELECT 'dataset', s, created_on, gone, creator FROM ds
UNION ALL SELECT 'query', n, t, gone, user_id FROM sq;
CREATE TEMP TABLE own AS
SELECT 'chart' AS otype, c AS oid, user_id FROM ch_own UNION ALL SELECT 'dashboard', d, user_id FROM dsh_own
UNION ALL SELECT 'dataset', s, user_id FROM ds_own UNION ALL SELECT 'query', n, user_id FROM sq;
CREATE TEMP TABLE tev AS                                  -- (tag, object, when, by whom)
SELECT 'type:' || o.otype AS tag, o.otype, o.oid, o.t, o.creator AS by, o.gone FROM obj o
UNION ALL SELECT 'owner:' || w.user_id, o.otype, o.oid, o.t, o.creator, o.gone FROM own w JOIN obj o ON o.otype = w.otype AND o.oid = w.oid
UNION ALL SELECT 'favorited_by:' || f.user_id, CASE f.class_name WHEN 'slice' THEN 'chart' ELSE 'dashboard' END, f.obj_id, f.dttm, f.user_id, false FROM favstar f;
UPDATE tev SET t = timestamp '2023-10-02 10:00', by = NULL WHERE t < '2023-10-02 10:00';
CREATE TEMP TABLE ctag AS
SELECT n, name, timestamp '2024-01-15 10:00' + n * interval '8 days 3 hours' AS t, pg_temp.creator(1.3, timestamp '2024-01-15' + n * interval '8 days') AS by,
       n IN (5, 14) AS gone
  FROM (SELECT row_number() OVER () AS n, name FROM unnest(ARRAY['finance','kpi','certified','sales','wip','marketing','exec','deprecated','ops',
        'q3-review','portal','weekly','inventory','test','north-america','emea','board-pack','experimental','data-quality','loyalty',
        'black-friday','month-end','pricing','customer-360']) name) q;
CREATE TEMP TABLE tg AS
SELECT row_number() OVER (ORDER BY t, ord, tag) AS id, * FROM (
  SELECT tag, min(t) AS t, (array_agg(by ORDER BY t))[1] AS by, CASE WHEN tag LIKE 'type:%' THEN 0 ELSE 1 END AS ord, false AS gone, NULL::text AS descr
    FROM tev WHERE NOT gone GROUP BY tag
  UNION ALL SELECT name, t, by, 2, gone, CASE WHEN n % 3 = 0 THEN 'Curated by ' || (SELECT first_name FROM ab_user WHERE id = by) END FROM ctag) q;
CREATE TABLE tag (created_on timestamp, changed_on timestamp, id integer NOT NULL, name varchar(250), type varchar, created_by_fk integer,
  changed_by_fk integer, description text);
INSERT INTO tag
SELECT t, t, id, tag, CASE WHEN tag LIKE 'type:%' THEN 'type' WHEN tag LIKE 'owner:%' THEN 'owner' WHEN tag LIKE 'favorited_by:%' THEN 'favorited_by' ELSE 'custom' END,
       by, by, descr
  FROM tg WHERE NOT gone ORDER BY id;
CREATE TEMP TABLE cuse AS
SELECT DISTINCT ON (c.n, o.otype, o.oid) c.n, c.name, o.otype, o.oid, greatest(c.t, o.t) + interval '2 hours' AS t, c.by
  FROM ctag c CROSS JOIN LATERAL generate_series(1, 3 + pg_temp.sk(30, 2.5) + 0 * c.n) j
  JOIN LATERAL (SELECT otype, oid, t FROM obj WHERE NOT gone AND otype IN ('chart', 'dashboard', 'dataset') AND oid > 0 * j
                 ORDER BY random() LIMIT 1) o ON true
 WHERE NOT c.gone ORDER BY c.n, o.otype, o.oid;
CREATE TABLE tagged_object (created_on timestamp, changed_on timestamp, id integer NOT NULL, tag_id integer, object_id integer, object_type varchar,
  created_by_fk integer, changed_by_fk integer);
INSERT INTO tagged_object
SELECT t, t, row_number() OVER (ORDER BY t, tag_id, object_type, object_id) + 0, tag_id, object_id, object_type, by, by FROM (
  SELECT DISTINCT ON (g.id, e.otype, e.oid) e.t, g.id AS tag_id, e.oid AS object_id, e.otype AS object_type, e.by
    FROM tev e JOIN tag g ON g.name = e.tag WHERE NOT e.gone ORDER BY g.id, e.otype, e.oid, e.t) a
UNION ALL
SELECT t, t, 0, g.id, oid, otype, c.by, c.by FROM cuse c JOIN tag g ON g.name = c.name;
UPDATE tagged_object SET id = v.nid FROM (SELECT ctid AS c, row_number() OVER (ORDER BY created_on, tag_id, object_type, object_id) AS nid FROM tagged_object) v
 WHERE tagged_object.ctid = v.c;
CREATE TABLE user_favorite_tag (user_id integer NOT NULL, tag_id integer NOT NULL);
INSERT INTO user_favorite_tag
SELECT DISTINCT u.id, g.id FROM (SELECT n, pg_temp.sk((SELECT count(*)::int FROM ck_any), 1.5) AS uk FROM generate_series(1, 34) n) a
  JOIN ck_any u ON u.k = a.uk
  JOIN tag g ON g.type = 'custom' AND g.id = (SELECT id FROM tag WHERE type = 'custom' ORDER BY id OFFSET (a.n * 7) % 22 LIMIT 1)
 WHERE u.created_on < g.created_on + interval '200 days';

-- ============================================================ the rest of the metadata schema, unused on this install
CREATE TABLE keyvalue (id integer NOT NULL, value text NOT NULL);
CREATE TABLE cache_keys (id integer NOT NULL, cache_key varchar(256) NOT NULL, cache_timeout integer, datasource_uid varchar(64) NOT NULL, created_on timestamp);
CREATE TABLE dynamic_plugin (created_on timestamp, changed_on timestamp, id integer NOT NULL, name varchar(50) NOT NULL, key varchar(50) NOT NULL,
  bundle_url varchar(1000) NOT NULL, created_by_fk integer, changed_by_fk integer);
-- ============================================================ data access permissions: one view menu per database, schema and dataset
-- (named like tables.perm and schema_perm; deleting a dataset deletes its view menu, deleting a database deletes its own and its schemas')
CREATE TEMP TABLE dperm AS
SELECT row_number() OVER (ORDER BY t, kind, name) AS o, * FROM (
  SELECT '[' || b.name || '].(id:' || b.id || ')' AS name, 67 AS perm, b.created AS t, 0 AS kind, b.id = 4 AS gone, NULL::text AS domain FROM dbdef b
  UNION ALL
  SELECT '[' || b.name || '].[' || d.schema || ']', 69, min(d.created_on), 1, b.id = 4, min(d.domain) FROM ds d JOIN dbdef b ON b.id = d.db GROUP BY b.id, b.name, d.schema
  UNION ALL
  SELECT '[' || b.name || '].[' || d.table_name || '](id:' || d.s || ')', 68, d.created_on, 2, d.gone, d.domain || ':' || d.s FROM ds d JOIN dbdef b ON b.id = d.db) q;
INSERT INTO ab_view_menu SELECT (SELECT max(id) FROM ab_view_menu) + o, name FROM dperm WHERE NOT gone ORDER BY o;
INSERT INTO ab_permission_view SELECT (SELECT max(id) FROM ab_permission_view) + p.o, p.perm, v.id
  FROM dperm p JOIN ab_view_menu v ON v.name = p.name WHERE NOT p.gone ORDER BY p.o;

CREATE TEMP TABLE grants (role_id int, pv int, t timestamp, ord int);
-- the built-in roles as `superset init` syncs them
INSERT INTO grants SELECT 1, id, '2023-02-06 09:10', 1 FROM pvb;
INSERT INTO grants SELECT 3, id, '2023-02-06 09:10', 2 FROM pvb
 WHERE vm NOT IN ('UserOAuthModelView','RoleModelView','Security','List Users','List Roles','Action Log','Row Level Security','RowLevelSecurity',
                  'all_query_access','SecurityRestApi') AND NOT (vm = 'Log' AND perm = 'can_write');
INSERT INTO grants SELECT 4, id, '2023-02-06 09:10', 3 FROM pvb
 WHERE (perm = 'can_read' AND vm IN ('Chart','Dashboard','Annotation','CssTemplate','DashboardFilterStateRestApi','DashboardPermalinkRestApi',
                                       'ExploreFormDataRestApi','ExplorePermalinkRestApi','Explore','CurrentUserRestApi','AdvancedDataType',
                                       'AvailableDomains','EmbeddedDashboard','Tag'))
    OR (perm = 'can_write' AND vm IN ('DashboardFilterStateRestApi','DashboardPermalinkRestApi','ExploreFormDataRestApi','ExplorePermalinkRestApi'))
    OR (vm = 'Superset' AND perm IN ('can_explore_json','can_slice','can_dashboard','can_explore','can_csv','can_share_dashboard','can_share_chart',
                                     'can_log','can_fetch_datasource_metadata','can_dashboard_permalink','can_warm_up_cache'))
    OR vm IN ('Api','KV','UserInfoEditView','ResetMyPasswordView')
    OR (vm = 'Datasource' AND perm IN ('can_samples','can_get','can_get_column_values','can_external_metadata','can_external_metadata_by_name'))
    OR (vm = 'UserOAuthModelView' AND perm IN ('can_userinfo','resetmypassword','userinfoedit'))
    OR (perm = 'menu_access' AND vm IN ('Home','Dashboards','Charts'))
    OR (vm = 'Log' AND perm = 'can_recent_activity') OR (vm = 'Dashboard' AND perm IN ('can_view_query','can_view_chart_as_table'));
INSERT INTO grants SELECT 5, id, '2023-02-06 09:10', 4 FROM pvb
 WHERE vm IN ('SQLLab','TabStateView','TableSchemaView') OR (vm = 'SavedQuery') OR (vm IN ('Query','Database') AND perm = 'can_read')
    OR (vm = 'Superset' AND perm IN ('can_sqllab','can_sqllab_history')) OR (perm = 'menu_access' AND vm IN ('SQL Lab','SQL Editor','Saved Queries','Query Search'));
-- the department roles and the embedded guest role: data access only, granted as datasets appeared
INSERT INTO grants
SELECT CASE split_part(p.domain, ':', 1) WHEN 'fin' THEN 6 WHEN 'sales' THEN 7 WHEN 'ops' THEN 8 ELSE 11 END, v.id,
       greatest(p.t + interval '3 days', timestamp '2023-03-20'), 5
  FROM dperm p JOIN ab_permission_view v ON v.permission_id = p.perm AND v.view_menu_id = (SELECT id FROM ab_view_menu WHERE name = p.name)
 WHERE NOT p.gone AND p.kind IN (1, 2) AND (p.kind = 1 OR random() < 0.7);
INSERT INTO grants SELECT 6, v.id, '2023-08-03', 5 FROM ab_permission_view v JOIN ab_view_menu m ON m.id = v.view_menu_id AND m.name = '[Finance SQL Server].(id:6)';
INSERT INTO grants
SELECT 10, v.id, '2023-10-29', 6 FROM pvb v WHERE (perm = 'can_read' AND vm IN ('Dashboard','Chart','DashboardFilterStateRestApi','EmbeddedDashboard'))
    OR (vm = 'Superset' AND perm IN ('can_dashboard','can_explore_json')) OR (vm = 'Api' AND perm = 'can_time_range');
INSERT INTO grants
SELECT DISTINCT 10, v.id, '2023-10-29'::timestamp, 7 FROM emb e JOIN dashboard_slices l ON l.dashboard_id = e.d JOIN slices s ON s.id = l.slice_id
  JOIN ab_view_menu m ON m.name = s.perm JOIN ab_permission_view v ON v.view_menu_id = m.id AND v.permission_id = 68;
INSERT INTO ab_permission_view_role
SELECT id, pv, role_id FROM (SELECT row_number() OVER (ORDER BY t, ord, role_id, pv) AS id, g.*, random() < 0.03 AND ord >= 5 AS revoked
                               FROM (SELECT DISTINCT ON (role_id, pv) * FROM grants ORDER BY role_id, pv, t) g) x
 WHERE NOT revoked ORDER BY id;
-- ============================================================ constraints and indexes, as the migrations leave them on PostgreSQL
ALTER TABLE ab_permission ADD CONSTRAINT ab_permission_pkey PRIMARY KEY (id), ADD CONSTRAINT ab_permission_name_key UNIQUE (name);
ALTER TABLE ab_view_menu ADD CONSTRAINT ab_view_menu_pkey PRIMARY KEY (id), ADD CONSTRAINT ab_view_menu_name_key UNIQUE (name);
ALTER TABLE ab_permission_view ADD CONSTRAINT ab_permission_view_pkey PRIMARY KEY (id),
  ADD CONSTRAINT ab_permission_view_permission_id_view_menu_id_key UNIQUE (permission_id, view_menu_id);
ALTER TABLE ab_role ADD CONSTRAINT ab_role_pkey PRIMARY KEY (id), ADD CONSTRAINT ab_role_name_key UNIQUE (name);
ALTER TABLE ab_permission_view_role ADD CONSTRAINT ab_permission_view_role_pkey PRIMARY KEY (id),
  ADD CONSTRAINT ab_permission_view_role_permission_view_id_role_id_key UNIQUE (permission_view_id, role_id);
ALTER TABLE ab_user ADD CONSTRAINT ab_user_pkey PRIMARY KEY (id), ADD CONSTRAINT ab_user_username_key UNIQUE (username),
  ADD CONSTRAINT ab_user_email_key UNIQUE (email);
ALTER TABLE ab_user_role ADD CONSTRAINT ab_user_role_pkey PRIMARY KEY (id), ADD CONSTRAINT ab_user_role_user_id_role_id_key UNIQUE (user_id, role_id);
ALTER TABLE ab_register_user ADD CONSTRAINT ab_register_user_pkey PRIMARY KEY (id), ADD CONSTRAINT ab_register_user_username_key UNIQUE (username);
ALTER TABLE alembic_version ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);
ALTER TABLE annotation_layer ADD CONSTRAINT annotation_layer_pkey PRIMARY KEY (id);
ALTER TABLE annotation ADD CONSTRAINT annotation_pkey PRIMARY KEY (id);
ALTER TABLE cache_keys ADD CONSTRAINT cache_keys_pkey PRIMARY KEY (id);
ALTER TABLE css_templates ADD CONSTRAINT css_templates_pkey PRIMARY KEY (id);
ALTER TABLE dashboard_roles ADD CONSTRAINT dashboard_roles_pkey PRIMARY KEY (id);
ALTER TABLE dashboard_slices ADD CONSTRAINT dashboard_slices_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_dashboard_slice UNIQUE (dashboard_id, slice_id);
ALTER TABLE dashboard_user ADD CONSTRAINT dashboard_user_pkey PRIMARY KEY (id);
ALTER TABLE dashboards ADD CONSTRAINT dashboards_pkey PRIMARY KEY (id), ADD CONSTRAINT idx_unique_slug UNIQUE (slug),
  ADD CONSTRAINT uq_dashboards_uuid UNIQUE (uuid);
ALTER TABLE dbs ADD CONSTRAINT dbs_pkey PRIMARY KEY (id), ADD CONSTRAINT dbs_database_name_key UNIQUE (database_name),
  ADD CONSTRAINT dbs_verbose_name_key UNIQUE (verbose_name), ADD CONSTRAINT uq_dbs_uuid UNIQUE (uuid);
ALTER TABLE dynamic_plugin ADD CONSTRAINT dynamic_plugin_pkey PRIMARY KEY (id), ADD CONSTRAINT dynamic_plugin_key_key UNIQUE (key),
  ADD CONSTRAINT dynamic_plugin_name_key UNIQUE (name);
ALTER TABLE favstar ADD CONSTRAINT favstar_pkey PRIMARY KEY (id);
ALTER TABLE key_value ADD CONSTRAINT key_value_pkey PRIMARY KEY (id);
ALTER TABLE keyvalue ADD CONSTRAINT keyvalue_pkey PRIMARY KEY (id);
ALTER TABLE logs ADD CONSTRAINT logs_pkey PRIMARY KEY (id);
ALTER TABLE query ADD CONSTRAINT query_pkey PRIMARY KEY (id), ADD CONSTRAINT client_id UNIQUE (client_id);
ALTER TABLE report_execution_log ADD CONSTRAINT report_execution_log_pkey PRIMARY KEY (id);
ALTER TABLE report_recipient ADD CONSTRAINT report_recipient_pkey PRIMARY KEY (id);
ALTER TABLE report_schedule ADD CONSTRAINT report_schedule_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_report_schedule_name_type UNIQUE (name, type);
ALTER TABLE report_schedule_user ADD CONSTRAINT report_schedule_user_pkey PRIMARY KEY (id);
ALTER TABLE rls_filter_roles ADD CONSTRAINT rls_filter_roles_pkey PRIMARY KEY (id);
ALTER TABLE rls_filter_tables ADD CONSTRAINT rls_filter_tables_pkey PRIMARY KEY (id);
ALTER TABLE row_level_security_filters ADD CONSTRAINT row_level_security_filters_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_rls_name UNIQUE (name);
ALTER TABLE saved_query ADD CONSTRAINT saved_query_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_saved_query_uuid UNIQUE (uuid);
ALTER TABLE slice_user ADD CONSTRAINT slice_user_pkey PRIMARY KEY (id);
ALTER TABLE slices ADD CONSTRAINT slices_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_slices_uuid UNIQUE (uuid);
ALTER TABLE sql_metrics ADD CONSTRAINT sql_metrics_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_sql_metrics_metric_name UNIQUE (metric_name, table_id),
  ADD CONSTRAINT uq_sql_metrics_uuid UNIQUE (uuid);
ALTER TABLE sqlatable_user ADD CONSTRAINT sqlatable_user_pkey PRIMARY KEY (id);
ALTER TABLE ssh_tunnels ADD CONSTRAINT ssh_tunnels_pkey PRIMARY KEY (id);
ALTER TABLE tab_state ADD CONSTRAINT tab_state_pkey PRIMARY KEY (id);
ALTER TABLE table_columns ADD CONSTRAINT table_columns_pkey PRIMARY KEY (id), ADD CONSTRAINT uq_table_columns_column_name UNIQUE (column_name, table_id),
  ADD CONSTRAINT uq_table_columns_uuid UNIQUE (uuid);
ALTER TABLE table_schema ADD CONSTRAINT table_schema_pkey PRIMARY KEY (id);
ALTER TABLE tables ADD CONSTRAINT tables_pkey PRIMARY KEY (id), ADD CONSTRAINT _customer_location_uc UNIQUE (database_id, schema, table_name),
  ADD CONSTRAINT uq_tables_uuid UNIQUE (uuid);
ALTER TABLE tag ADD CONSTRAINT tag_pkey PRIMARY KEY (id), ADD CONSTRAINT tag_name_key UNIQUE (name);
ALTER TABLE tagged_object ADD CONSTRAINT tagged_object_pkey PRIMARY KEY (id), ADD CONSTRAINT uix_tagged_object UNIQUE (tag_id, object_id, object_type);
ALTER TABLE user_attribute ADD CONSTRAINT user_attribute_pkey PRIMARY KEY (id);
-- embedded_dashboards and user_favorite_tag have no primary key: their migrations create none
CREATE INDEX ix_cache_keys_datasource_uid ON cache_keys (datasource_uid);
CREATE INDEX ix_creation_method ON report_schedule (creation_method);
CREATE INDEX ix_key_value_expires_on ON key_value (expires_on);
CREATE UNIQUE INDEX ix_key_value_uuid ON key_value (uuid);
CREATE INDEX ix_logs_user_id_dttm ON logs (user_id, dttm);
CREATE INDEX ix_query_results_key ON query (results_key);
CREATE INDEX ix_report_execution_log_report_schedule_id ON report_execution_log (report_schedule_id);
CREATE INDEX ix_report_execution_log_start_dttm ON report_execution_log (start_dttm);
CREATE INDEX ix_report_recipient_report_schedule_id ON report_recipient (report_schedule_id);
CREATE INDEX ix_report_schedule_active ON report_schedule (active);
CREATE INDEX ix_row_level_security_filters_filter_type ON row_level_security_filters (filter_type);
CREATE UNIQUE INDEX ix_ssh_tunnels_database_id ON ssh_tunnels (database_id);
CREATE UNIQUE INDEX ix_ssh_tunnels_uuid ON ssh_tunnels (uuid);
CREATE UNIQUE INDEX ix_tab_state_id ON tab_state (id);
CREATE UNIQUE INDEX ix_table_schema_id ON table_schema (id);
CREATE INDEX ix_tagged_object_object_id ON tagged_object (object_id);
CREATE INDEX ti_dag_state ON annotation (layer_id, start_dttm, end_dttm);
CREATE INDEX ti_user_id_changed_on ON query (user_id, changed_on);

-- foreign keys: every one the migrations declare (names as PostgreSQL or the later ON DELETE CASCADE migrations gave them)
ALTER TABLE ab_permission_view ADD CONSTRAINT ab_permission_view_permission_id_fkey FOREIGN KEY (permission_id) REFERENCES ab_permission (id),
  ADD CONSTRAINT ab_permission_view_view_menu_id_fkey FOREIGN KEY (view_menu_id) REFERENCES ab_view_menu (id);
ALTER TABLE ab_permission_view_role ADD CONSTRAINT ab_permission_view_role_permission_view_id_fkey FOREIGN KEY (permission_view_id) REFERENCES ab_permission_view (id),
  ADD CONSTRAINT ab_permission_view_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES ab_role (id);
ALTER TABLE ab_user ADD CONSTRAINT ab_user_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT ab_user_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE ab_user_role ADD CONSTRAINT ab_user_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES ab_role (id),
  ADD CONSTRAINT ab_user_role_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);
ALTER TABLE annotation ADD CONSTRAINT annotation_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT annotation_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT annotation_layer_id_fkey FOREIGN KEY (layer_id) REFERENCES annotation_layer (id);
ALTER TABLE annotation_layer ADD CONSTRAINT annotation_layer_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT annotation_layer_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE css_templates ADD CONSTRAINT css_templates_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT css_templates_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE dashboards ADD CONSTRAINT dashboards_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT dashboards_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE dbs ADD CONSTRAINT dbs_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT dbs_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE dynamic_plugin ADD CONSTRAINT dynamic_plugin_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT dynamic_plugin_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE favstar ADD CONSTRAINT favstar_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);
ALTER TABLE dashboard_roles ADD CONSTRAINT fk_dashboard_roles_dashboard_id_dashboards FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE,
  ADD CONSTRAINT fk_dashboard_roles_role_id_ab_role FOREIGN KEY (role_id) REFERENCES ab_role (id) ON DELETE CASCADE;
ALTER TABLE dashboard_slices ADD CONSTRAINT fk_dashboard_slices_dashboard_id_dashboards FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE,
  ADD CONSTRAINT fk_dashboard_slices_slice_id_slices FOREIGN KEY (slice_id) REFERENCES slices (id) ON DELETE CASCADE;
ALTER TABLE dashboard_user ADD CONSTRAINT fk_dashboard_user_dashboard_id_dashboards FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE,
  ADD CONSTRAINT fk_dashboard_user_user_id_ab_user FOREIGN KEY (user_id) REFERENCES ab_user (id) ON DELETE CASCADE;
ALTER TABLE embedded_dashboards ADD CONSTRAINT fk_embedded_dashboards_dashboard_id_dashboards FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE;
ALTER TABLE report_schedule_user ADD CONSTRAINT fk_report_schedule_user_report_schedule_id_report_schedule FOREIGN KEY (report_schedule_id) REFERENCES report_schedule (id) ON DELETE CASCADE,
  ADD CONSTRAINT fk_report_schedule_user_user_id_ab_user FOREIGN KEY (user_id) REFERENCES ab_user (id) ON DELETE CASCADE;
ALTER TABLE slice_user ADD CONSTRAINT fk_slice_user_slice_id_slices FOREIGN KEY (slice_id) REFERENCES slices (id) ON DELETE CASCADE,
  ADD CONSTRAINT fk_slice_user_user_id_ab_user FOREIGN KEY (user_id) REFERENCES ab_user (id) ON DELETE CASCADE;
ALTER TABLE sql_metrics ADD CONSTRAINT fk_sql_metrics_table_id_tables FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE,
  ADD CONSTRAINT sql_metrics_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT sql_metrics_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE sqlatable_user ADD CONSTRAINT fk_sqlatable_user_table_id_tables FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE,
  ADD CONSTRAINT fk_sqlatable_user_user_id_ab_user FOREIGN KEY (user_id) REFERENCES ab_user (id) ON DELETE CASCADE;
ALTER TABLE table_columns ADD CONSTRAINT fk_table_columns_table_id_tables FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE,
  ADD CONSTRAINT table_columns_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT table_columns_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE key_value ADD CONSTRAINT key_value_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT key_value_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE logs ADD CONSTRAINT logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);
ALTER TABLE query ADD CONSTRAINT query_database_id_fkey FOREIGN KEY (database_id) REFERENCES dbs (id),
  ADD CONSTRAINT query_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);
ALTER TABLE report_execution_log ADD CONSTRAINT report_execution_log_report_schedule_id_fkey FOREIGN KEY (report_schedule_id) REFERENCES report_schedule (id);
ALTER TABLE report_recipient ADD CONSTRAINT report_recipient_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT report_recipient_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT report_recipient_report_schedule_id_fkey FOREIGN KEY (report_schedule_id) REFERENCES report_schedule (id);
ALTER TABLE report_schedule ADD CONSTRAINT report_schedule_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT report_schedule_chart_id_fkey FOREIGN KEY (chart_id) REFERENCES slices (id),
  ADD CONSTRAINT report_schedule_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT report_schedule_dashboard_id_fkey FOREIGN KEY (dashboard_id) REFERENCES dashboards (id),
  ADD CONSTRAINT report_schedule_database_id_fkey FOREIGN KEY (database_id) REFERENCES dbs (id);
ALTER TABLE rls_filter_roles ADD CONSTRAINT rls_filter_roles_rls_filter_id_fkey FOREIGN KEY (rls_filter_id) REFERENCES row_level_security_filters (id),
  ADD CONSTRAINT rls_filter_roles_role_id_fkey FOREIGN KEY (role_id) REFERENCES ab_role (id);
ALTER TABLE rls_filter_tables ADD CONSTRAINT rls_filter_tables_rls_filter_id_fkey FOREIGN KEY (rls_filter_id) REFERENCES row_level_security_filters (id),
  ADD CONSTRAINT rls_filter_tables_table_id_fkey FOREIGN KEY (table_id) REFERENCES tables (id);
ALTER TABLE row_level_security_filters ADD CONSTRAINT row_level_security_filters_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT row_level_security_filters_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE saved_query ADD CONSTRAINT saved_query_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT saved_query_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT saved_query_db_id_fkey FOREIGN KEY (db_id) REFERENCES dbs (id),
  ADD CONSTRAINT saved_query_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);
ALTER TABLE slices ADD CONSTRAINT slices_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT slices_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT slices_last_saved_by_fk FOREIGN KEY (last_saved_by_fk) REFERENCES ab_user (id);
ALTER TABLE ssh_tunnels ADD CONSTRAINT ssh_tunnels_database_id_fkey FOREIGN KEY (database_id) REFERENCES dbs (id);
ALTER TABLE tab_state ADD CONSTRAINT saved_query_id FOREIGN KEY (saved_query_id) REFERENCES saved_query (id) ON DELETE SET NULL,
  ADD CONSTRAINT tab_state_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tab_state_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tab_state_database_id_fkey FOREIGN KEY (database_id) REFERENCES dbs (id) ON DELETE CASCADE,
  ADD CONSTRAINT tab_state_latest_query_id_fkey FOREIGN KEY (latest_query_id) REFERENCES query (client_id) ON DELETE SET NULL,
  ADD CONSTRAINT tab_state_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);
ALTER TABLE table_schema ADD CONSTRAINT table_schema_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT table_schema_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT table_schema_database_id_fkey FOREIGN KEY (database_id) REFERENCES dbs (id) ON DELETE CASCADE,
  ADD CONSTRAINT table_schema_tab_state_id_fkey FOREIGN KEY (tab_state_id) REFERENCES tab_state (id) ON DELETE CASCADE;
ALTER TABLE tables ADD CONSTRAINT tables_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tables_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tables_database_id_fkey FOREIGN KEY (database_id) REFERENCES dbs (id);
ALTER TABLE tag ADD CONSTRAINT tag_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tag_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id);
ALTER TABLE tagged_object ADD CONSTRAINT tagged_object_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tagged_object_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT tagged_object_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES tag (id);
ALTER TABLE user_attribute ADD CONSTRAINT user_attribute_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT user_attribute_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  ADD CONSTRAINT user_attribute_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id),
  ADD CONSTRAINT user_attribute_welcome_dashboard_id_fkey FOREIGN KEY (welcome_dashboard_id) REFERENCES dashboards (id);
ALTER TABLE user_favorite_tag ADD CONSTRAINT user_favorite_tag_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES tag (id),
  ADD CONSTRAINT user_favorite_tag_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id);

ANALYZE;
