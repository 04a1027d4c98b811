-- test/accuracy/airflow.sql: the metadata database of an Apache Airflow 2.9.3 install on PostgreSQL (the schema
-- `airflow db migrate` leaves at alembic head 686269002441: Airflow's own tables plus the Flask-AppBuilder ab_*
-- security tables and the Flask session table), a mid-size e-commerce data team's Celery deployment with two HA
-- schedulers and two triggerers, 46 DAGs in the dag table (ingestion, dbt on datasets, ML on Kubernetes pods, three
-- legacy SubDAGs, two inactive DAGs whose files were removed), running
-- since 2022 and upgraded to 2.9.3 on 2024-07-22, seen on 2024-09-16 06:37 UTC. Written for issue 16 as a held-out
-- check (round 23): committed with its truth (airflow_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: text natural keys where Airflow has them: dag.dag_id (varchar(250)) is referenced by a dag_id
-- column in nearly every table (and by root_dag_id, target_dag_id, source_dag_id); a run is (dag_id, run_id), unique
-- in dag_run beside dag_run's serial id and its other unique key (dag_id, execution_date); a task instance is
-- (dag_id, task_id, run_id, map_index) with map_index -1 for an unmapped task; there is no task table, so task_id
-- alone references nothing. Pools are referenced by name (task_instance.pool -> slot_pool.pool). dag_code is keyed
-- by fileloc_hash, a 56-bit integer digest of the DAG file's path (sha1 in Airflow, sha256 here) that serialized_dag
-- repeats. Everything else has a serial id: job, log, dag_run, task_fail, task_reschedule, trigger, dataset,
-- dataset_event, FAB's ab_* tables. The weekly `airflow db clean` (60 days) has removed the old history, so ids
-- start high: dag_run 604118+, job 2406319+, log 9811023+, trigger 184637+.
-- Declared, exactly as the migrations declare them (32 foreign keys): the FAB tables among themselves
-- (ab_permission_view, ab_permission_view_role, ab_user_role, ab_user.created_by_fk / changed_by_fk); the
-- per-DAG tables to dag (dag_tag, dag_owner_attributes, dag_warning, the three dataset reference tables); the
-- children of task_instance by the four-column key (task_fail, task_reschedule, task_map, xcom,
-- rendered_task_instance_fields, task_instance_note); task_instance and task_reschedule to dag_run by (dag_id,
-- run_id); task_instance.trigger_id; dag_run.log_template_id; dag_run_note and dagrun_dataset_event; the notes'
-- user_id to ab_user. NOT declared (SQLAlchemy relationships with foreign() or plain lookups): every dag_id ->
-- dag.dag_id outside those tables (dag_run, task_instance and its children, job, log, sla_miss, serialized_dag,
-- dataset_event.source_dag_id), dag.root_dag_id (SubDAG -> parent), dag_run.creating_job_id, task_instance.job_id
-- and queued_by_job_id, trigger.triggerer_id (-> job.id), xcom.dag_run_id (-> dag_run.id), the (dag_id, run_id)
-- pairs of task_fail, task_map, xcom, rendered_task_instance_fields, task_instance_note and log (-> dag_run),
-- sla_miss's and log's (dag_id, execution_date) (-> dag_run's other unique key), log's four-column TI key,
-- dataset_event.dataset_id and its source_* columns ("relationships instead of foreign keys so that dataset events
-- are not deleted"), task_instance.pool, serialized_dag.fileloc_hash and dag.fileloc / serialized_dag.fileloc ->
-- dag_code. All in the truth as undeclared.
-- "None": NULL for root_dag_id of a top-level DAG, creating_job_id of manual and SubDAG runs, a TI's job_id,
-- queued_by_job_id, trigger_id, start/end dates until it runs, job.dag_id of scheduler and triggerer jobs,
-- created_by_fk of users made with `airflow users create`, dataset_event.source_* of events posted through the
-- REST API; '' for the hostname of a TI that never ran; -1 for map_index (and source_map_index) of unmapped tasks;
-- a pickled {} (never NULL) for dag_run.conf. Task instances of EmptyOperator never run (no job, try_number 0);
-- mapped tasks expand to map_index 0..n-1, or one skipped -1 when the upstream list is empty.
-- Polymorphic or mixed columns, left out: log.owner holds a UI user's username for UI/API events, the unix user
-- 'airflow' for CLI events and the DAG's owner string for task events; dag.owners and dag_owner_attributes.owner
-- are free-text owner names; ab_view_menu.name embeds dag ids ('DAG:ml_churn_training'); callback_request.callback_data,
-- serialized_dag.data, dag.dataset_expression and log.extra are JSON/text naming DAGs, runs and datasets.
-- Orphans, all ones Airflow really leaves: `db clean` keeps each DAG's latest scheduled run even when it purges the
-- DAG row itself (last_parsed_time older than the cut), so two dag_run rows name DAGs no longer in dag
-- (ml_churn_v1, ingest_segment_legacy), and those two plus tutorial_taskflow's 2023 run keep creating_job_id of
-- scheduler jobs it cleaned; redshift_pool was deleted after inventory_snapshot moved to Snowflake, its earlier task
-- instances keep the name, and test_dag_jdoe's hello_gpu uses a pool that was never created (stuck scheduled,
-- with a dag_warning); ingest_mailchimp and old_dbt_run lost their files, their dag rows stay inactive but
-- DagCode.remove_deleted_code dropped their code (dag.fileloc); `airflow dags delete test_dag_mkumar` (2024-08-29)
-- removed everything but its audit log, and two manual Shopify runs deleted through the API on 2024-09-03 left
-- their log rows and their dataset events (source run and task instance gone). The log table is cleaned after 21
-- days, the other tables after 60, so no other log row outlives what it names.
-- Undiscoverable: dag.pickle_id (DAG pickling is off, dag_pickle is empty, NULL throughout). dag_run.log_template_id
-- is declared and holds one value (2). Left out as no reference: dag_run.dag_hash against serialized_dag.dag_hash
-- (a version hash: only runs made since the DAG last changed match), import_error.filename (files that never
-- parsed), session.data (pickled), the trigger's encrypted kwargs, task_outlet_dataset_reference.task_id and
-- sla_miss.task_id (no task table).
-- Skewed: hourly ingestion dominates task_instance, job and log; a few DAGs draw most UI browsing; dbt runs follow
-- dataset events (shopify hourly + stripe every 3 h). Deterministic: setseed, no parallel plans, no JIT.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SET jit = off;
SELECT setseed(0.2323);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- the install's clock: "now", the cut-off of the weekly `airflow db clean` (60 days), the log table's own
-- 21-day clean, and the upgrade to 2.9.3
CREATE FUNCTION pg_temp.t_now() RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT timestamptz '2024-09-16 06:37:00+00' $$;
CREATE FUNCTION pg_temp.t_cut() RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT timestamptz '2024-07-17 04:00:00+00' $$;
CREATE FUNCTION pg_temp.t_logcut() RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT timestamptz '2024-08-25 04:00:00+00' $$;
CREATE FUNCTION pg_temp.t_upg() RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT timestamptz '2024-07-22 09:30:00+00' $$;
CREATE FUNCTION pg_temp.sec(x float8) RETURNS interval LANGUAGE sql IMMUTABLE AS $$ SELECT make_interval(secs => x) $$;
-- Airflow's run_id / ISO rendering of a UTC timestamp
CREATE FUNCTION pg_temp.iso(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || CASE WHEN extract(microseconds FROM t)::bigint % 1000000 <> 0
         THEN to_char(t AT TIME ZONE 'UTC', '.US') ELSE '' END || '+00:00' $$;
CREATE FUNCTION pg_temp.uuid(s text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(md5(s),1,8)||'-'||substr(md5(s),9,4)||'-4'||substr(md5(s),14,3)||'-a'||substr(md5(s),18,3)||'-'||substr(md5(s),21,12) $$;
-- DagCode.dag_fileloc_hash: a 56-bit integer taken from a digest of the path (sha256 here, sha1 in Airflow)
CREATE FUNCTION pg_temp.flhash(p text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(encode(sha256(convert_to(p, 'UTF8')), 'hex'), 51, 14))::bit(56)::bigint $$;

------------------------------------------------------------------------------------------------
-- Schema (Airflow 2.9.3 on PostgreSQL, as `airflow db migrate` leaves it: head 686269002441)
------------------------------------------------------------------------------------------------
CREATE TABLE alembic_version (version_num varchar(32) NOT NULL, CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num));

CREATE TABLE ab_permission (id serial NOT NULL, name varchar(100) NOT NULL,
  CONSTRAINT ab_permission_pkey PRIMARY KEY (id), CONSTRAINT ab_permission_name_uq UNIQUE (name));
CREATE TABLE ab_view_menu (id serial NOT NULL, name varchar(250) NOT NULL,
  CONSTRAINT ab_view_menu_pkey PRIMARY KEY (id), CONSTRAINT ab_view_menu_name_uq UNIQUE (name));
CREATE TABLE ab_role (id serial NOT NULL, name varchar(64) NOT NULL,
  CONSTRAINT ab_role_pkey PRIMARY KEY (id), CONSTRAINT ab_role_name_uq UNIQUE (name));
CREATE TABLE ab_user (id serial NOT NULL, first_name varchar(256) NOT NULL, last_name varchar(256) NOT NULL,
  username varchar(512) NOT NULL, password varchar(256), active boolean, email varchar(512) NOT NULL,
  last_login timestamp, login_count integer, fail_login_count integer, created_on timestamp, changed_on timestamp,
  created_by_fk integer, changed_by_fk integer,
  CONSTRAINT ab_user_pkey PRIMARY KEY (id), CONSTRAINT ab_user_username_uq UNIQUE (username), CONSTRAINT ab_user_email_uq UNIQUE (email),
  CONSTRAINT ab_user_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES ab_user (id),
  CONSTRAINT ab_user_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES ab_user (id));
CREATE UNIQUE INDEX idx_ab_user_username ON ab_user (lower(username));
CREATE TABLE ab_register_user (id serial NOT NULL, first_name varchar(256) NOT NULL, last_name varchar(256) NOT NULL,
  username varchar(512) NOT NULL, password varchar(256), email varchar(512) NOT NULL, registration_date timestamp,
  registration_hash varchar(256),
  CONSTRAINT ab_register_user_pkey PRIMARY KEY (id), CONSTRAINT ab_register_user_username_uq UNIQUE (username));
CREATE UNIQUE INDEX idx_ab_register_user_username ON ab_register_user (lower(username));
CREATE TABLE ab_permission_view (id serial NOT NULL, permission_id integer, view_menu_id integer,
  CONSTRAINT ab_permission_view_pkey PRIMARY KEY (id),
  CONSTRAINT ab_permission_view_permission_id_view_menu_id_uq UNIQUE (permission_id, view_menu_id),
  CONSTRAINT ab_permission_view_permission_id_fkey FOREIGN KEY (permission_id) REFERENCES ab_permission (id),
  CONSTRAINT ab_permission_view_view_menu_id_fkey FOREIGN KEY (view_menu_id) REFERENCES ab_view_menu (id));
CREATE TABLE ab_permission_view_role (id serial NOT NULL, permission_view_id integer, role_id integer,
  CONSTRAINT ab_permission_view_role_pkey PRIMARY KEY (id),
  CONSTRAINT ab_permission_view_role_permission_view_id_role_id_uq UNIQUE (permission_view_id, role_id),
  CONSTRAINT ab_permission_view_role_permission_view_id_fkey FOREIGN KEY (permission_view_id) REFERENCES ab_permission_view (id),
  CONSTRAINT ab_permission_view_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES ab_role (id));
CREATE TABLE ab_user_role (id serial NOT NULL, user_id integer, role_id integer,
  CONSTRAINT ab_user_role_pkey PRIMARY KEY (id), CONSTRAINT ab_user_role_user_id_role_id_uq UNIQUE (user_id, role_id),
  CONSTRAINT ab_user_role_user_id_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id),
  CONSTRAINT ab_user_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES ab_role (id));
CREATE TABLE session (id serial NOT NULL, session_id varchar(255), data bytea, expiry timestamp,
  CONSTRAINT session_pkey PRIMARY KEY (id), CONSTRAINT session_session_id_key UNIQUE (session_id));

CREATE TABLE callback_request (id serial NOT NULL, created_at timestamptz NOT NULL, priority_weight integer NOT NULL,
  callback_data json NOT NULL, callback_type varchar(20) NOT NULL, processor_subdir varchar(2000),
  CONSTRAINT callback_request_pkey PRIMARY KEY (id));
CREATE TABLE connection (id serial NOT NULL, conn_id varchar(250) NOT NULL, conn_type varchar(500) NOT NULL,
  description text, host varchar(500), schema varchar(500), login text, password text, port integer,
  is_encrypted boolean, is_extra_encrypted boolean, extra text,
  CONSTRAINT connection_pkey PRIMARY KEY (id), CONSTRAINT connection_conn_id_uq UNIQUE (conn_id));
CREATE TABLE variable (id serial NOT NULL, key varchar(250), val text, description text, is_encrypted boolean,
  CONSTRAINT variable_pkey PRIMARY KEY (id), CONSTRAINT variable_key_uq UNIQUE (key));
CREATE TABLE slot_pool (id serial NOT NULL, pool varchar(256), slots integer, description text,
  include_deferred boolean NOT NULL,
  CONSTRAINT slot_pool_pkey PRIMARY KEY (id), CONSTRAINT slot_pool_pool_uq UNIQUE (pool));
CREATE TABLE import_error (id serial NOT NULL, timestamp timestamptz, filename varchar(1024), stacktrace text,
  processor_subdir varchar(2000), CONSTRAINT import_error_pkey PRIMARY KEY (id));
CREATE TABLE log_template (id serial NOT NULL, filename text NOT NULL, elasticsearch_id text NOT NULL,
  created_at timestamptz NOT NULL, CONSTRAINT log_template_pkey PRIMARY KEY (id));
CREATE TABLE job (id serial NOT NULL, dag_id varchar(250), state varchar(20), job_type varchar(30),
  start_date timestamptz, end_date timestamptz, latest_heartbeat timestamptz, executor_class varchar(500),
  hostname varchar(500), unixname varchar(1000), CONSTRAINT job_pkey PRIMARY KEY (id));
CREATE INDEX idx_job_dag_id ON job (dag_id);
CREATE INDEX idx_job_state_heartbeat ON job (state, latest_heartbeat);
CREATE INDEX job_type_heart ON job (job_type, latest_heartbeat);
CREATE TABLE log (id serial NOT NULL, dttm timestamptz, dag_id varchar(250), task_id varchar(250), map_index integer,
  event varchar(60), execution_date timestamptz, run_id varchar(250), owner varchar(500), owner_display_name varchar(500),
  extra text, CONSTRAINT log_pkey PRIMARY KEY (id));
CREATE INDEX idx_log_dag ON log (dag_id);
CREATE INDEX idx_log_dttm ON log (dttm);
CREATE INDEX idx_log_event ON log (event);
CREATE TABLE trigger (id serial NOT NULL, classpath varchar(1000) NOT NULL, kwargs text NOT NULL,
  created_date timestamptz NOT NULL, triggerer_id integer, CONSTRAINT trigger_pkey PRIMARY KEY (id));
CREATE TABLE dag_pickle (id serial NOT NULL, pickle bytea, created_dttm timestamptz, pickle_hash bigint,
  CONSTRAINT dag_pickle_pkey PRIMARY KEY (id));
CREATE TABLE dag_code (fileloc_hash bigint NOT NULL, fileloc varchar(2000) NOT NULL, last_updated timestamptz NOT NULL,
  source_code text NOT NULL, CONSTRAINT dag_code_pkey PRIMARY KEY (fileloc_hash));
CREATE TABLE serialized_dag (dag_id varchar(250) NOT NULL, fileloc varchar(2000) NOT NULL, fileloc_hash bigint NOT NULL,
  data json, data_compressed bytea, last_updated timestamptz NOT NULL, dag_hash varchar(32) NOT NULL,
  processor_subdir varchar(2000), CONSTRAINT serialized_dag_pkey PRIMARY KEY (dag_id));
CREATE INDEX idx_fileloc_hash ON serialized_dag (fileloc_hash);
CREATE TABLE sla_miss (task_id varchar(250) NOT NULL, dag_id varchar(250) NOT NULL, execution_date timestamptz NOT NULL,
  email_sent boolean, timestamp timestamptz, description text, notification_sent boolean,
  CONSTRAINT sla_miss_pkey PRIMARY KEY (task_id, dag_id, execution_date));
CREATE INDEX sm_dag ON sla_miss (dag_id);

CREATE TABLE dag (dag_id varchar(250) NOT NULL, root_dag_id varchar(250), is_paused boolean, is_subdag boolean,
  is_active boolean, last_parsed_time timestamptz, last_pickled timestamptz, last_expired timestamptz,
  scheduler_lock boolean, pickle_id integer, fileloc varchar(2000), processor_subdir varchar(2000),
  owners varchar(2000), dag_display_name varchar(2000), description text, default_view varchar(25),
  schedule_interval text, timetable_description varchar(1000), dataset_expression json,
  max_active_tasks integer NOT NULL, max_active_runs integer, max_consecutive_failed_dag_runs integer NOT NULL,
  has_task_concurrency_limits boolean NOT NULL, has_import_errors boolean DEFAULT false,
  next_dagrun timestamptz, next_dagrun_data_interval_start timestamptz, next_dagrun_data_interval_end timestamptz,
  next_dagrun_create_after timestamptz, CONSTRAINT dag_pkey PRIMARY KEY (dag_id));
CREATE INDEX idx_next_dagrun_create_after ON dag (next_dagrun_create_after);
CREATE INDEX idx_root_dag_id ON dag (root_dag_id);
CREATE TABLE dag_tag (name varchar(100) NOT NULL, dag_id varchar(250) NOT NULL,
  CONSTRAINT dag_tag_pkey PRIMARY KEY (name, dag_id),
  CONSTRAINT dag_tag_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES dag (dag_id) ON DELETE CASCADE);
CREATE TABLE dag_owner_attributes (dag_id varchar(250) NOT NULL, owner varchar(500) NOT NULL, link varchar(500) NOT NULL,
  CONSTRAINT dag_owner_attributes_pkey PRIMARY KEY (dag_id, owner),
  CONSTRAINT "dag.dag_id" FOREIGN KEY (dag_id) REFERENCES dag (dag_id) ON DELETE CASCADE);
CREATE TABLE dag_warning (dag_id varchar(250) NOT NULL, warning_type varchar(50) NOT NULL, message text NOT NULL,
  timestamp timestamptz NOT NULL, CONSTRAINT dag_warning_pkey PRIMARY KEY (dag_id, warning_type),
  CONSTRAINT dcw_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES dag (dag_id) ON DELETE CASCADE);

CREATE TABLE dag_run (id serial NOT NULL, dag_id varchar(250) NOT NULL, queued_at timestamptz,
  execution_date timestamptz NOT NULL, start_date timestamptz, end_date timestamptz, state varchar(50),
  run_id varchar(250) NOT NULL, creating_job_id integer, external_trigger boolean, run_type varchar(50) NOT NULL,
  conf bytea, data_interval_start timestamptz, data_interval_end timestamptz, last_scheduling_decision timestamptz,
  dag_hash varchar(32), log_template_id integer, updated_at timestamptz, clear_number integer NOT NULL DEFAULT 0,
  CONSTRAINT dag_run_pkey PRIMARY KEY (id),
  CONSTRAINT dag_run_dag_id_execution_date_key UNIQUE (dag_id, execution_date),
  CONSTRAINT dag_run_dag_id_run_id_key UNIQUE (dag_id, run_id),
  CONSTRAINT task_instance_log_template_id_fkey FOREIGN KEY (log_template_id) REFERENCES log_template (id));
CREATE INDEX dag_id_state ON dag_run (dag_id, state);
CREATE INDEX idx_dag_run_dag_id ON dag_run (dag_id);
CREATE INDEX idx_dag_run_running_dags ON dag_run (state, dag_id) WHERE state = 'running';
CREATE INDEX idx_dag_run_queued_dags ON dag_run (state, dag_id) WHERE state = 'queued';
CREATE TABLE dag_run_note (user_id integer, dag_run_id integer NOT NULL, content varchar(1000),
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
  CONSTRAINT dag_run_note_pkey PRIMARY KEY (dag_run_id),
  CONSTRAINT dag_run_note_dr_fkey FOREIGN KEY (dag_run_id) REFERENCES dag_run (id) ON DELETE CASCADE,
  CONSTRAINT dag_run_note_user_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id));

CREATE TABLE task_instance (task_id varchar(250) NOT NULL, dag_id varchar(250) NOT NULL, run_id varchar(250) NOT NULL,
  map_index integer NOT NULL DEFAULT -1, start_date timestamptz, end_date timestamptz, duration float8,
  state varchar(20), try_number integer, max_tries integer DEFAULT -1, hostname varchar(1000), unixname varchar(1000),
  job_id integer, pool varchar(256) NOT NULL, pool_slots integer NOT NULL, queue varchar(256), priority_weight integer,
  operator varchar(1000), custom_operator_name varchar(1000), queued_dttm timestamptz, queued_by_job_id integer,
  pid integer, executor_config bytea, updated_at timestamptz, rendered_map_index varchar(250),
  external_executor_id varchar(250), trigger_id integer, trigger_timeout timestamp, next_method varchar(1000),
  next_kwargs json, task_display_name varchar(2000),
  CONSTRAINT task_instance_pkey PRIMARY KEY (dag_id, task_id, run_id, map_index),
  CONSTRAINT task_instance_dag_run_fkey FOREIGN KEY (dag_id, run_id) REFERENCES dag_run (dag_id, run_id) ON DELETE CASCADE,
  CONSTRAINT task_instance_trigger_id_fkey FOREIGN KEY (trigger_id) REFERENCES trigger (id) ON DELETE CASCADE);
CREATE INDEX ti_dag_run ON task_instance (dag_id, run_id);
CREATE INDEX ti_dag_state ON task_instance (dag_id, state);
CREATE INDEX ti_job_id ON task_instance (job_id);
CREATE INDEX ti_pool ON task_instance (pool, state, priority_weight);
CREATE INDEX ti_state ON task_instance (state);
CREATE INDEX ti_state_lkp ON task_instance (dag_id, task_id, run_id, state);
CREATE INDEX ti_trigger_id ON task_instance (trigger_id);
CREATE INDEX ti_state_incl_start_date ON task_instance (dag_id, task_id, state) INCLUDE (start_date);
CREATE TABLE task_instance_note (user_id integer, task_id varchar(250) NOT NULL, dag_id varchar(250) NOT NULL,
  run_id varchar(250) NOT NULL, map_index integer NOT NULL, content varchar(1000), created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT task_instance_note_pkey PRIMARY KEY (task_id, dag_id, run_id, map_index),
  CONSTRAINT task_instance_note_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE,
  CONSTRAINT task_instance_note_user_fkey FOREIGN KEY (user_id) REFERENCES ab_user (id));
CREATE TABLE task_fail (id serial NOT NULL, task_id varchar(250) NOT NULL, dag_id varchar(250) NOT NULL,
  run_id varchar(250) NOT NULL, map_index integer NOT NULL DEFAULT -1, start_date timestamptz, end_date timestamptz,
  duration integer, CONSTRAINT task_fail_pkey PRIMARY KEY (id),
  CONSTRAINT task_fail_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE);
CREATE INDEX idx_task_fail_task_instance ON task_fail (dag_id, task_id, run_id, map_index);
CREATE TABLE task_reschedule (id serial NOT NULL, task_id varchar(250) NOT NULL, dag_id varchar(250) NOT NULL,
  run_id varchar(250) NOT NULL, map_index integer NOT NULL DEFAULT -1, try_number integer NOT NULL,
  start_date timestamptz NOT NULL, end_date timestamptz NOT NULL, duration integer NOT NULL,
  reschedule_date timestamptz NOT NULL, CONSTRAINT task_reschedule_pkey PRIMARY KEY (id),
  CONSTRAINT task_reschedule_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE,
  CONSTRAINT task_reschedule_dr_fkey FOREIGN KEY (dag_id, run_id) REFERENCES dag_run (dag_id, run_id) ON DELETE CASCADE);
CREATE INDEX idx_task_reschedule_dag_run ON task_reschedule (dag_id, run_id);
CREATE INDEX idx_task_reschedule_dag_task_run ON task_reschedule (dag_id, task_id, run_id, map_index);
CREATE TABLE task_map (dag_id varchar(250) NOT NULL, task_id varchar(250) NOT NULL, run_id varchar(250) NOT NULL,
  map_index integer NOT NULL, length integer NOT NULL, keys json,
  CONSTRAINT task_map_pkey PRIMARY KEY (dag_id, task_id, run_id, map_index),
  CONSTRAINT task_map_length_not_negative CHECK (length >= 0),
  CONSTRAINT task_map_task_instance_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE ON UPDATE CASCADE);
CREATE TABLE rendered_task_instance_fields (dag_id varchar(250) NOT NULL, task_id varchar(250) NOT NULL,
  run_id varchar(250) NOT NULL, map_index integer NOT NULL DEFAULT -1, rendered_fields json NOT NULL, k8s_pod_yaml json,
  CONSTRAINT rendered_task_instance_fields_pkey PRIMARY KEY (dag_id, task_id, run_id, map_index),
  CONSTRAINT rtif_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE);
CREATE TABLE xcom (dag_run_id integer NOT NULL, task_id varchar(250) NOT NULL, map_index integer NOT NULL DEFAULT -1,
  key varchar(512) NOT NULL, dag_id varchar(250) NOT NULL, run_id varchar(250) NOT NULL, value bytea,
  timestamp timestamptz NOT NULL, CONSTRAINT xcom_pkey PRIMARY KEY (dag_run_id, task_id, map_index, key),
  CONSTRAINT xcom_task_instance_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE);
CREATE INDEX idx_xcom_key ON xcom (key);
CREATE INDEX idx_xcom_task_instance ON xcom (dag_id, task_id, run_id, map_index);

CREATE TABLE dataset (id serial NOT NULL, uri varchar(3000) NOT NULL, extra json NOT NULL, created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL, is_orphaned boolean NOT NULL DEFAULT false, CONSTRAINT dataset_pkey PRIMARY KEY (id));
CREATE UNIQUE INDEX idx_uri_unique ON dataset (uri);
CREATE TABLE dag_schedule_dataset_reference (dataset_id integer NOT NULL, dag_id varchar(250) NOT NULL,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, CONSTRAINT dsdr_pkey PRIMARY KEY (dataset_id, dag_id),
  CONSTRAINT dsdr_dataset_fkey FOREIGN KEY (dataset_id) REFERENCES dataset (id) ON DELETE CASCADE,
  CONSTRAINT dsdr_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES dag (dag_id) ON DELETE CASCADE);
CREATE TABLE task_outlet_dataset_reference (dataset_id integer NOT NULL, dag_id varchar(250) NOT NULL,
  task_id varchar(250) NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
  CONSTRAINT todr_pkey PRIMARY KEY (dataset_id, dag_id, task_id),
  CONSTRAINT todr_dataset_fkey FOREIGN KEY (dataset_id) REFERENCES dataset (id) ON DELETE CASCADE,
  CONSTRAINT todr_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES dag (dag_id) ON DELETE CASCADE);
CREATE TABLE dataset_dag_run_queue (dataset_id integer NOT NULL, target_dag_id varchar(250) NOT NULL,
  created_at timestamptz NOT NULL, CONSTRAINT datasetdagrunqueue_pkey PRIMARY KEY (dataset_id, target_dag_id),
  CONSTRAINT ddrq_dataset_fkey FOREIGN KEY (dataset_id) REFERENCES dataset (id) ON DELETE CASCADE,
  CONSTRAINT ddrq_dag_fkey FOREIGN KEY (target_dag_id) REFERENCES dag (dag_id) ON DELETE CASCADE);
CREATE TABLE dataset_event (id serial NOT NULL, dataset_id integer NOT NULL, extra json NOT NULL,
  source_task_id varchar(250), source_dag_id varchar(250), source_run_id varchar(250), source_map_index integer DEFAULT -1,
  timestamp timestamptz NOT NULL, CONSTRAINT dataset_event_pkey PRIMARY KEY (id));
CREATE INDEX idx_dataset_id_timestamp ON dataset_event (dataset_id, timestamp);
CREATE TABLE dagrun_dataset_event (dag_run_id integer NOT NULL, event_id integer NOT NULL,
  CONSTRAINT dagrun_dataset_event_pkey PRIMARY KEY (dag_run_id, event_id),
  CONSTRAINT dagrun_dataset_event_dag_run_id_fkey FOREIGN KEY (dag_run_id) REFERENCES dag_run (id) ON DELETE CASCADE,
  CONSTRAINT dagrun_dataset_event_event_id_fkey FOREIGN KEY (event_id) REFERENCES dataset_event (id) ON DELETE CASCADE);
CREATE INDEX idx_dagrun_dataset_events_dag_run_id ON dagrun_dataset_event (dag_run_id);
CREATE INDEX idx_dagrun_dataset_events_event_id ON dagrun_dataset_event (event_id);
------------------------------------------------------------------------------------------------
-- The install's DAGs and tasks (generator tables, temporary)
------------------------------------------------------------------------------------------------
-- every/off: cron fire grid in minutes from the epoch (a Thursday); dow: weekday filter
CREATE TEMP TABLE g_dag (dag_id text PRIMARY KEY, file text, kind text, every int, off int, dow text, cron text,
  owners text, paused boolean, active boolean, first_fire timestamptz, last_fire timestamptz, tags text[],
  n_manual int, root text, mar int, descr text, disp text, seq int);
INSERT INTO g_dag SELECT v.*, row_number() OVER () FROM (VALUES
 ('ingest_shopify_orders','ingest/shopify_orders.py','cron',60,5,NULL,'5 * * * *','data-eng',false,true,NULL::timestamptz,NULL::timestamptz,'{ingest,shopify,hourly}'::text[],6,NULL,1,'Hourly Shopify orders into RAW.SHOPIFY',NULL),
 ('sessionize_clickstream','clickstream/sessionize.py','cron',60,0,NULL,'@hourly','data-eng',false,true,NULL,NULL,'{clickstream,spark,hourly}',2,NULL,3,'Sessionize the Kinesis clickstream batch on Spark',NULL),
 ('reverse_etl_hubspot','reverse_etl/hubspot.py','cron',60,20,NULL,'20 * * * *','growth-eng',false,true,NULL,NULL,'{reverse-etl,hubspot}',1,NULL,1,'Push changed contacts to HubSpot',NULL),
 ('ingest_stripe_payments','ingest/stripe_payments.py','cron',180,0,NULL,'0 */3 * * *','data-eng',false,true,NULL,NULL,'{ingest,stripe,finance}',1,NULL,1,'Stripe charges and refunds',NULL),
 ('ingest_postgres_replica','ingest/postgres_replica.py','cron',120,15,NULL,'15 */2 * * *','data-eng',false,true,NULL,NULL,'{ingest,postgres}',0,NULL,1,'Copy the production read replica to the lake',NULL),
 ('inventory_snapshot','ingest/inventory.py','cron',240,0,NULL,'0 */4 * * *','data-eng',false,true,NULL,NULL,'{ingest,inventory}',1,NULL,1,'Warehouse stock levels every four hours',NULL),
 ('reverse_etl_braze','reverse_etl/braze.py','cron',120,0,NULL,'0 */2 * * *','growth-eng',false,true,NULL,NULL,'{reverse-etl,braze}',0,NULL,1,'Sync audiences to Braze',NULL),
 ('partner_feed_ingest','partners/partner_feed.py','cron',360,0,NULL,'0 */6 * * *','partnerships',false,true,NULL,NULL,'{partners,ingest}',1,NULL,2,'Partner product feed (S3 drop)',NULL),
 ('ingest_zendesk_tickets','ingest/zendesk.py','cron',1440,120,NULL,'0 2 * * *','data-eng',false,true,NULL,NULL,'{ingest,zendesk,support}',0,NULL,1,NULL,NULL),
 ('ingest_google_ads','ingest/ads.py','cron',1440,210,NULL,'30 3 * * *','marketing-analytics',false,true,NULL,NULL,'{ingest,marketing,ads}',1,NULL,1,'Google Ads spend report',NULL),
 ('ingest_facebook_ads','ingest/ads.py','cron',1440,210,NULL,'30 3 * * *','marketing-analytics',false,true,NULL,NULL,'{ingest,marketing,ads}',0,NULL,1,'Facebook Ads insights',NULL),
 ('ingest_salesforce','ingest/salesforce.py','cron',1440,60,NULL,'0 1 * * *','data-eng',false,true,NULL,NULL,'{ingest,salesforce,crm}',1,NULL,1,NULL,NULL),
 ('currency_rates_daily','finance/currency_rates.py','cron',1440,0,NULL,'@daily','finance-data',false,true,NULL,NULL,'{finance,fx}',0,NULL,16,'ECB reference rates','Currency rates (ECB)'),
 ('backfill_currency_rates','finance/currency_rates.py','none',NULL,NULL,NULL,NULL,'finance-data',false,true,NULL,NULL,'{finance,fx,manual}',2,NULL,1,'Reload a range of ECB rates (params: start, end)',NULL),
 ('dbt_run_staging','dbt/dbt_dags.py','dataset',NULL,NULL,NULL,NULL,'analytics-eng',false,true,NULL,NULL,'{dbt,staging}',0,NULL,1,'dbt staging models, on fresh orders and payments',NULL),
 ('dbt_run_marts','dbt/dbt_dags.py','dataset',NULL,NULL,NULL,NULL,'analytics-eng',false,true,NULL,NULL,'{dbt,marts}',3,NULL,1,'dbt marts, on fresh staging and FX rates',NULL),
 ('dbt_snapshot_daily','dbt/dbt_dags.py','cron',1440,300,NULL,'0 5 * * *','analytics-eng',false,true,NULL,NULL,'{dbt}',0,NULL,1,NULL,NULL),
 ('dbt_test_nightly','dbt/dbt_dags.py','cron',1440,1380,NULL,'0 23 * * *','analytics-eng',false,true,NULL,NULL,'{dbt,quality}',0,NULL,1,NULL,NULL),
 ('export_finance_reports','finance/finance_reports.py','cron',1440,420,NULL,'0 7 * * *','finance-data',false,true,NULL,NULL,'{finance,reporting,sla}',1,NULL,1,'Daily P&L and revenue reports to finance','Finance reports'),
 ('export_looker_pdts','bi/looker.py','dataset',NULL,NULL,NULL,NULL,'analytics-eng',false,true,NULL,NULL,'{looker,bi}',0,NULL,1,NULL,NULL),
 ('ml_churn_features','ml/churn.py','cron',1440,360,NULL,'0 6 * * *','ml-team',false,true,NULL,NULL,'{ml,churn}',0,NULL,1,NULL,NULL),
 ('ml_churn_training','ml/churn.py','cron',10080,6240,NULL,'0 8 * * 1','ml-team',false,true,NULL,NULL,'{ml,churn,training}',2,NULL,1,'Weekly churn model retraining',NULL),
 ('ml_churn_scoring','ml/churn.py','dataset',NULL,NULL,NULL,NULL,'ml-team',false,true,NULL,NULL,'{ml,churn}',0,NULL,1,NULL,NULL),
 ('ml_recommendations_batch','ml/recommendations.py','cron',1440,240,NULL,'0 4 * * *','ml-team',false,true,timestamptz '2024-07-30 04:00+00',NULL,'{ml,recommendations}',1,NULL,1,'Batch recommendations per customer segment',NULL),
 ('s3_partition_repair','maintenance/s3_partitions.py','cron',1440,180,NULL,'0 3 * * *','data-eng',false,true,NULL,NULL,'{maintenance,athena}',0,NULL,1,NULL,NULL),
 ('data_quality_checks','quality/data_quality.py','cron',1440,540,NULL,'0 9 * * *','analytics-eng',false,true,NULL,NULL,'{quality}',2,NULL,1,NULL,NULL),
 ('gdpr_deletion_requests','compliance/gdpr.py','cron',1440,1320,NULL,'0 22 * * *','data-eng',false,true,NULL,NULL,'{compliance,gdpr}',0,NULL,1,'Erase data subjects who asked for it',NULL),
 ('marketing_attribution','marketing/attribution.py','cron',1440,600,NULL,'0 10 * * *','marketing-analytics',false,true,NULL,NULL,'{marketing}',0,NULL,1,NULL,NULL),
 ('clickstream_compaction','clickstream/compaction.py','cron',1440,60,NULL,'0 1 * * *','data-eng',false,true,NULL,NULL,'{clickstream,spark}',0,NULL,1,NULL,NULL),
 ('vendor_sftp_drop','partners/vendor_sftp.py','cron',1440,360,NULL,'0 6 * * *','partnerships',false,true,NULL,NULL,'{partners,sftp}',1,NULL,1,'Vendor price list from their SFTP',NULL),
 ('snowflake_cost_monitor','maintenance/snowflake_costs.py','cron',1440,720,NULL,'0 12 * * *','platform',false,true,NULL,NULL,'{maintenance,snowflake}',0,NULL,1,NULL,NULL),
 ('slack_daily_digest','maintenance/slack_digest.py','cron',1440,480,'1-5','0 8 * * 1-5','platform',false,true,NULL,NULL,'{slack}',0,NULL,1,NULL,NULL),
 ('airflow_db_cleanup','maintenance/airflow_db_cleanup.py','cron',10080,4560,NULL,'0 4 * * 0','platform',false,true,NULL,NULL,'{maintenance,airflow}',1,NULL,1,'airflow db clean --clean-before-timestamp (now - 60 days)',NULL),
 ('airflow_log_cleanup','maintenance/airflow_log_cleanup.py','cron',1440,210,NULL,'30 3 * * *','platform',false,true,NULL,NULL,'{maintenance,airflow}',0,NULL,1,NULL,NULL),
 ('warehouse_vacuum','maintenance/warehouse_vacuum.py','cron',10080,3180,NULL,'0 5 * * 6','platform',false,true,NULL,NULL,'{maintenance,snowflake}',0,NULL,1,NULL,NULL),
 ('etl_legacy_warehouse','legacy/etl_legacy_warehouse.py','cron',1440,120,NULL,'0 2 * * *','bi-legacy',false,true,NULL,NULL,'{legacy}',0,NULL,1,'Legacy warehouse load (SubDAGs, to be migrated)',NULL),
 ('etl_legacy_warehouse.load_dimensions','legacy/etl_legacy_warehouse.py','subdag',NULL,NULL,NULL,'0 2 * * *','bi-legacy',false,true,NULL,NULL,'{}',0,'etl_legacy_warehouse',16,NULL,NULL),
 ('etl_legacy_warehouse.load_facts','legacy/etl_legacy_warehouse.py','subdag',NULL,NULL,NULL,'0 2 * * *','bi-legacy',false,true,NULL,NULL,'{}',0,'etl_legacy_warehouse',16,NULL,NULL),
 ('reporting_monthly','legacy/reporting_monthly.py','monthly',NULL,NULL,NULL,'0 6 1 * *','bi-legacy',false,true,NULL,NULL,'{legacy,reporting}',0,NULL,1,NULL,NULL),
 ('reporting_monthly.build_cubes','legacy/reporting_monthly.py','subdag',NULL,NULL,NULL,'0 6 1 * *','bi-legacy',false,true,NULL,NULL,'{}',0,'reporting_monthly',16,NULL,NULL),
 ('manual_reprocess_orders','ops/reprocess_orders.py','none',NULL,NULL,NULL,NULL,'data-eng',false,true,NULL,NULL,'{ops,manual}',5,NULL,1,'Reprocess a day of orders (params: ds)',NULL),
 ('adhoc_sql_runner','ops/adhoc_sql.py','none',NULL,NULL,NULL,NULL,'platform',false,true,NULL,NULL,'{ops,manual}',14,NULL,4,'Run a reviewed SQL file against Snowflake',NULL),
 ('test_dag_jdoe','scratch/test_dag_jdoe.py','none',NULL,NULL,NULL,NULL,'airflow',true,true,NULL,NULL,'{}',2,NULL,16,NULL,NULL),
 ('tutorial_taskflow','examples/tutorial_taskflow.py','cron',1440,0,NULL,'@daily','airflow',true,true,NULL,timestamptz '2023-03-13 00:00+00','{example}',0,NULL,16,'TaskFlow API tutorial',NULL),
 ('ingest_mailchimp','ingest/mailchimp.py','cron',1440,90,NULL,'30 1 * * *','marketing-analytics',false,false,NULL,timestamptz '2024-08-20 01:30+00','{ingest,marketing}',0,NULL,1,'Mailchimp campaigns (replaced by Braze)',NULL),
 ('old_dbt_run','dbt/old_dbt_run.py','cron',1440,240,NULL,'0 4 * * *','analytics-eng',false,false,NULL,timestamptz '2024-07-24 04:00+00','{dbt}',0,NULL,1,NULL,NULL),
 -- deleted from the UI on 2024-08-29 (`airflow dags delete`: every row but the audit log goes)
 ('test_dag_mkumar','scratch/test_dag_mkumar.py','none',NULL,NULL,NULL,NULL,'airflow',false,true,NULL,NULL,'{}',4,NULL,16,NULL,NULL)
) v;

-- tasks: ord = position in the chain (same ord = parallel); sensor: defer / deferkpo / resched; map: xcom upstream or literal
CREATE TEMP TABLE g_task (dag_id text, ord int, task_id text, op text, cop text, pool text, retries int, pfail float8,
  pretry float8, dur int, xk text[], map text, sensor text, wmin int, wmax int, outlet int, rule text, seq serial);
INSERT INTO g_task (dag_id, ord, task_id, op, cop, pool, retries, pfail, pretry, dur, xk, map, sensor, wmin, wmax, outlet, rule) VALUES
 ('ingest_shopify_orders',1,'extract_orders','_PythonDecoratedOperator','@task','default_pool',2,.004,.04,40,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_shopify_orders',2,'upload_to_s3','LocalFilesystemToS3Operator',NULL,'default_pool',2,.001,.01,12,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_shopify_orders',3,'copy_into_snowflake','CopyFromExternalStageToSnowflakeOperator',NULL,'snowflake_pool',3,.003,.05,35,'{return_value}',NULL,NULL,0,0,1,NULL),
 ('sessionize_clickstream',1,'wait_for_kinesis_batch','S3KeySensor',NULL,'default_pool',0,.001,0,4,NULL,NULL,'defer',60,420,NULL,NULL),
 ('sessionize_clickstream',2,'spark_sessionize','KubernetesPodOperator',NULL,'k8s_pool',2,.005,.03,25,'{pod_name,pod_namespace}',NULL,'deferkpo',300,2700,NULL,NULL),
 ('sessionize_clickstream',3,'publish_sessions','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.001,.02,20,NULL,NULL,NULL,0,0,NULL,NULL),
 ('reverse_etl_hubspot',1,'query_changed_contacts','_PythonDecoratedOperator','@task','default_pool',1,.002,.01,25,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('reverse_etl_hubspot',2,'push_to_hubspot','_PythonDecoratedOperator','@task','api_rate_limited',3,.004,.06,60,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_stripe_payments',1,'extract_charges','_PythonDecoratedOperator','@task','default_pool',2,.002,.03,70,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_stripe_payments',1,'extract_refunds','_PythonDecoratedOperator','@task','default_pool',2,.002,.03,30,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_stripe_payments',2,'load_payments','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,45,NULL,NULL,NULL,0,0,2,NULL),
 ('ingest_postgres_replica',1,'copy_orders_db','SqlToS3Operator',NULL,'default_pool',2,.002,.02,240,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_postgres_replica',1,'copy_users_db','SqlToS3Operator',NULL,'default_pool',2,.001,.02,90,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_postgres_replica',1,'copy_catalog_db','SqlToS3Operator',NULL,'default_pool',2,.001,.02,60,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_postgres_replica',2,'load_replica_to_snowflake','S3ToSnowflakeOperator',NULL,'snowflake_pool',2,.002,.03,120,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_postgres_replica',3,'vacuum_staging','SQLExecuteQueryOperator',NULL,'snowflake_pool',1,.001,.01,15,NULL,NULL,NULL,0,0,NULL,NULL),
 ('inventory_snapshot',1,'extract_inventory','_PythonDecoratedOperator','@task','default_pool',2,.002,.02,55,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('inventory_snapshot',2,'load_inventory','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.03,40,NULL,NULL,NULL,0,0,NULL,NULL),
 ('reverse_etl_braze',1,'query_audiences','_PythonDecoratedOperator','@task','default_pool',1,.002,.01,35,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('reverse_etl_braze',2,'sync_braze','_PythonDecoratedOperator','@task','api_rate_limited',3,.003,.05,90,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('partner_feed_ingest',1,'wait_for_partner_feed','S3KeySensor',NULL,'default_pool',0,.01,0,4,NULL,NULL,'defer',600,17000,NULL,NULL),
 ('partner_feed_ingest',2,'ingest_partner_feed','_PythonDecoratedOperator','@task','default_pool',2,.003,.03,80,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_zendesk_tickets',1,'extract_tickets','_PythonDecoratedOperator','@task','api_rate_limited',2,.003,.04,300,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_zendesk_tickets',1,'extract_users','_PythonDecoratedOperator','@task','api_rate_limited',2,.002,.03,120,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_zendesk_tickets',2,'load_zendesk','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,60,NULL,NULL,NULL,0,0,11,NULL),
 ('ingest_google_ads',1,'fetch_report','_PythonDecoratedOperator','@task','api_rate_limited',3,.008,.08,180,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_google_ads',2,'load_google_ads','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,50,NULL,NULL,NULL,0,0,3,NULL),
 ('ingest_facebook_ads',1,'fetch_insights','_PythonDecoratedOperator','@task','api_rate_limited',3,.012,.10,240,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_facebook_ads',2,'load_facebook_ads','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,50,NULL,NULL,NULL,0,0,3,NULL),
 ('ingest_salesforce',1,'extract_accounts','SalesforceToS3Operator',NULL,'default_pool',2,.002,.02,150,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_salesforce',1,'extract_opportunities','SalesforceToS3Operator',NULL,'default_pool',2,.002,.02,200,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_salesforce',1,'extract_contacts','SalesforceToS3Operator',NULL,'default_pool',2,.002,.02,260,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_salesforce',2,'load_salesforce','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,90,NULL,NULL,NULL,0,0,10,NULL),
 ('currency_rates_daily',1,'fetch_ecb_rates','HttpOperator',NULL,'default_pool',3,.003,.04,6,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('currency_rates_daily',2,'load_rates','_PythonDecoratedOperator','@task','snowflake_pool',2,.001,.01,15,NULL,NULL,NULL,0,0,4,NULL),
 ('backfill_currency_rates',1,'fetch_range','_PythonDecoratedOperator','@task','default_pool',1,.05,.05,30,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('backfill_currency_rates',2,'load_range','_PythonDecoratedOperator','@task','snowflake_pool',1,.01,.01,40,NULL,NULL,NULL,0,0,4,NULL),
 ('dbt_run_staging',1,'dbt_deps','BashOperator',NULL,'default_pool',1,.001,.01,25,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('dbt_run_staging',2,'dbt_run_staging','BashOperator',NULL,'snowflake_pool',1,.006,.02,600,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('dbt_run_staging',3,'dbt_test_staging','BashOperator',NULL,'snowflake_pool',0,.004,0,180,'{return_value}',NULL,NULL,0,0,5,NULL),
 ('dbt_run_marts',1,'dbt_run_marts','BashOperator',NULL,'snowflake_pool',1,.008,.03,900,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('dbt_run_marts',2,'dbt_test_marts','BashOperator',NULL,'snowflake_pool',0,.006,0,240,'{return_value}',NULL,NULL,0,0,6,NULL),
 ('dbt_snapshot_daily',1,'dbt_snapshot','BashOperator',NULL,'snowflake_pool',1,.004,.02,420,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('dbt_test_nightly',1,'dbt_test_all','BashOperator',NULL,'snowflake_pool',0,.03,0,900,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('export_finance_reports',1,'wait_for_marts','ExternalTaskSensor',NULL,'default_pool',0,.005,0,3,NULL,NULL,'resched',30,12000,NULL,NULL),
 ('export_finance_reports',2,'build_pnl_report','_PythonDecoratedOperator','@task','snowflake_pool',2,.004,.03,240,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('export_finance_reports',2,'build_revenue_report','_PythonDecoratedOperator','@task','snowflake_pool',2,.004,.03,180,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('export_finance_reports',3,'email_finance','EmailOperator',NULL,'default_pool',2,.002,.02,4,NULL,NULL,NULL,0,0,NULL,NULL),
 ('export_looker_pdts',1,'trigger_pdt_rebuild','LookerStartPdtBuildOperator',NULL,'default_pool',2,.004,.04,300,'{materialization_id}',NULL,NULL,0,0,NULL,NULL),
 ('ml_churn_features',1,'extract_events','KubernetesPodOperator',NULL,'k8s_pool',2,.004,.03,25,'{pod_name,pod_namespace}',NULL,'deferkpo',400,1200,NULL,NULL),
 ('ml_churn_features',2,'build_features','KubernetesPodOperator',NULL,'k8s_pool',2,.004,.03,25,'{pod_name,pod_namespace,return_value}',NULL,'deferkpo',700,2400,7,NULL),
 ('ml_churn_training',1,'train_model','KubernetesPodOperator',NULL,'k8s_pool',1,.03,.05,2400,'{pod_name,pod_namespace,return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ml_churn_training',2,'evaluate_model','BranchPythonOperator',NULL,'default_pool',0,.005,0,90,'{return_value,skipmixin_key}',NULL,NULL,0,0,NULL,NULL),
 ('ml_churn_training',3,'register_model','_PythonDecoratedOperator','@task','default_pool',2,.005,.02,40,'{return_value}',NULL,NULL,0,0,NULL,'branch_a'),
 ('ml_churn_training',3,'notify_rejected','SlackWebhookOperator',NULL,'default_pool',2,.001,.01,3,NULL,NULL,NULL,0,0,NULL,'branch_b'),
 ('ml_churn_scoring',1,'score_customers','KubernetesPodOperator',NULL,'k8s_pool',2,.005,.03,700,'{pod_name,pod_namespace}',NULL,NULL,0,0,NULL,NULL),
 ('ml_churn_scoring',2,'write_scores','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,60,NULL,NULL,NULL,0,0,8,NULL),
 ('ml_recommendations_batch',1,'list_segments','_PythonDecoratedOperator','@task','default_pool',1,.002,.01,8,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ml_recommendations_batch',2,'score_segment','_PythonDecoratedOperator','@task','k8s_pool',2,.004,.04,500,'{return_value}','xcom:5:9',NULL,0,0,NULL,NULL),
 ('ml_recommendations_batch',3,'merge_results','_PythonDecoratedOperator','@task','snowflake_pool',1,.002,.01,120,NULL,NULL,NULL,0,0,NULL,NULL),
 ('s3_partition_repair',1,'repair_partitions','AthenaOperator',NULL,'default_pool',2,.004,.05,150,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('data_quality_checks',1,'check_orders_freshness','SQLCheckOperator',NULL,'snowflake_pool',0,.02,0,12,NULL,NULL,NULL,0,0,NULL,NULL),
 ('data_quality_checks',1,'check_payments_freshness','SQLCheckOperator',NULL,'snowflake_pool',0,.015,0,10,NULL,NULL,NULL,0,0,NULL,NULL),
 ('data_quality_checks',1,'check_row_counts','SQLValueCheckOperator',NULL,'snowflake_pool',0,.004,0,15,NULL,'lit:6:6',NULL,0,0,NULL,NULL),
 ('data_quality_checks',2,'slack_alert','SlackWebhookOperator',NULL,'default_pool',1,.001,0,3,NULL,NULL,NULL,0,0,NULL,'one_failed'),
 ('gdpr_deletion_requests',1,'fetch_requests','_PythonDecoratedOperator','@task','default_pool',2,.002,.02,10,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('gdpr_deletion_requests',2,'delete_user_data','_PythonDecoratedOperator','@task','snowflake_pool',3,.003,.03,45,'{return_value}','xcom:0:4',NULL,0,0,NULL,NULL),
 ('gdpr_deletion_requests',3,'confirm_deletions','_PythonDecoratedOperator','@task','default_pool',2,.002,.02,6,NULL,NULL,NULL,0,0,NULL,NULL),
 ('marketing_attribution',1,'build_touchpoints','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.003,.02,420,NULL,NULL,NULL,0,0,NULL,NULL),
 ('marketing_attribution',2,'attribute_revenue','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.003,.02,300,NULL,NULL,NULL,0,0,NULL,NULL),
 ('clickstream_compaction',1,'compact_partitions','KubernetesPodOperator',NULL,'k8s_pool',1,.006,.03,30,'{pod_name,pod_namespace}',NULL,'deferkpo',1200,3600,NULL,NULL),
 ('clickstream_compaction',2,'update_glue_catalog','_PythonDecoratedOperator','@task','default_pool',2,.001,.01,20,NULL,NULL,NULL,0,0,NULL,NULL),
 ('vendor_sftp_drop',1,'wait_for_vendor_file','SFTPSensor',NULL,'default_pool',0,.01,0,3,NULL,NULL,'resched',300,14000,NULL,NULL),
 ('vendor_sftp_drop',2,'download_file','SFTPOperator',NULL,'default_pool',2,.003,.03,20,NULL,NULL,NULL,0,0,NULL,NULL),
 ('vendor_sftp_drop',3,'load_vendor_prices','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,35,NULL,NULL,NULL,0,0,NULL,NULL),
 ('snowflake_cost_monitor',1,'query_warehouse_usage','SQLExecuteQueryOperator',NULL,'snowflake_pool',1,.001,.01,25,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('snowflake_cost_monitor',2,'post_to_slack','SlackWebhookOperator',NULL,'default_pool',2,.001,.01,3,NULL,NULL,NULL,0,0,NULL,NULL),
 ('slack_daily_digest',1,'build_digest','_PythonDecoratedOperator','@task','default_pool',1,.001,.01,30,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('slack_daily_digest',2,'send_digest','SlackWebhookOperator',NULL,'default_pool',2,.001,.01,3,NULL,NULL,NULL,0,0,NULL,NULL),
 ('airflow_db_cleanup',1,'db_clean','BashOperator',NULL,'default_pool',0,.01,0,380,NULL,NULL,NULL,0,0,NULL,NULL),
 ('airflow_log_cleanup',1,'cleanup_worker_logs','BashOperator',NULL,'default_pool',1,.002,.01,45,NULL,NULL,NULL,0,0,NULL,NULL),
 ('warehouse_vacuum',1,'vacuum_tables','SQLExecuteQueryOperator',NULL,'snowflake_pool',1,.005,.02,800,NULL,NULL,NULL,0,0,NULL,NULL),
 ('etl_legacy_warehouse',1,'start','EmptyOperator',NULL,'default_pool',0,0,0,0,NULL,NULL,'empty',0,0,NULL,NULL),
 ('etl_legacy_warehouse',2,'load_dimensions','SubDagOperator',NULL,'default_pool',0,.002,0,5,NULL,NULL,'subdag',400,900,NULL,NULL),
 ('etl_legacy_warehouse',3,'load_facts','SubDagOperator',NULL,'default_pool',0,.002,0,5,NULL,NULL,'subdag',900,1800,NULL,NULL),
 ('etl_legacy_warehouse',4,'end','EmptyOperator',NULL,'default_pool',0,0,0,0,NULL,NULL,'empty',0,0,NULL,NULL),
 ('etl_legacy_warehouse.load_dimensions',1,'load_dim_customer','PostgresOperator',NULL,'default_pool',1,.002,.02,300,NULL,NULL,NULL,0,0,NULL,NULL),
 ('etl_legacy_warehouse.load_dimensions',1,'load_dim_product','PostgresOperator',NULL,'default_pool',1,.002,.02,200,NULL,NULL,NULL,0,0,NULL,NULL),
 ('etl_legacy_warehouse.load_dimensions',1,'load_dim_store','PostgresOperator',NULL,'default_pool',1,.001,.01,40,NULL,NULL,NULL,0,0,NULL,NULL),
 ('etl_legacy_warehouse.load_facts',1,'load_fact_sales','PostgresOperator',NULL,'default_pool',1,.003,.03,1100,NULL,NULL,NULL,0,0,NULL,NULL),
 ('etl_legacy_warehouse.load_facts',1,'load_fact_returns','PostgresOperator',NULL,'default_pool',1,.002,.02,300,NULL,NULL,NULL,0,0,NULL,NULL),
 ('reporting_monthly',1,'build_cubes','SubDagOperator',NULL,'default_pool',0,0,0,5,NULL,NULL,'subdag',1800,3600,NULL,NULL),
 ('reporting_monthly',2,'publish','_PythonDecoratedOperator','@task','default_pool',1,0,0,60,NULL,NULL,NULL,0,0,NULL,NULL),
 ('reporting_monthly.build_cubes',1,'build_sales_cube','PostgresOperator',NULL,'default_pool',1,0,.05,2400,NULL,NULL,NULL,0,0,NULL,NULL),
 ('reporting_monthly.build_cubes',1,'build_inventory_cube','PostgresOperator',NULL,'default_pool',1,0,.05,1500,NULL,NULL,NULL,0,0,NULL,NULL),
 ('manual_reprocess_orders',1,'reprocess_orders','_PythonDecoratedOperator','@task','snowflake_pool',0,.1,0,700,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('adhoc_sql_runner',1,'run_sql','SQLExecuteQueryOperator',NULL,'snowflake_pool',0,.15,0,200,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('test_dag_jdoe',1,'hello','BashOperator',NULL,'default_pool',0,.2,0,5,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('test_dag_jdoe',2,'hello_gpu','BashOperator',NULL,'gpu_pool',0,0,0,5,NULL,NULL,'nopool',0,0,NULL,NULL),
 ('tutorial_taskflow',1,'extract','_PythonDecoratedOperator','@task','default_pool',0,0,0,1,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('tutorial_taskflow',2,'transform','_PythonDecoratedOperator','@task','default_pool',0,0,0,1,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('tutorial_taskflow',3,'load','_PythonDecoratedOperator','@task','default_pool',0,0,0,1,NULL,NULL,NULL,0,0,NULL,NULL),
 ('ingest_mailchimp',1,'extract_campaigns','_PythonDecoratedOperator','@task','api_rate_limited',2,.005,.04,100,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('ingest_mailchimp',2,'load_campaigns','SQLExecuteQueryOperator',NULL,'snowflake_pool',2,.002,.02,40,NULL,NULL,NULL,0,0,9,NULL),
 ('old_dbt_run',1,'dbt_run','BashOperator',NULL,'snowflake_pool',1,.01,.02,1500,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('test_dag_mkumar',1,'print_date','BashOperator',NULL,'default_pool',0,.05,0,2,'{return_value}',NULL,NULL,0,0,NULL,NULL),
 ('test_dag_mkumar',2,'sleep','BashOperator',NULL,'default_pool',0,.05,0,30,NULL,NULL,NULL,0,0,NULL,NULL);
-- inventory_snapshot loaded Redshift until the move to Snowflake (2024-08-14); redshift_pool was deleted afterwards
CREATE TEMP TABLE g_ntask AS SELECT dag_id, count(*) AS n, max(ord) AS maxord FROM g_task GROUP BY dag_id;
------------------------------------------------------------------------------------------------
-- Runs, stage 0: cron schedules, manual triggers, the one backfill
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_run (dag_id text, run_id text, run_type text, exec_date timestamptz, dis timestamptz, die timestamptz,
  queued_at timestamptz, ext boolean, stage int, creator text, conf bytea, fate text DEFAULT 'keep', parent_rid int,
  rid serial PRIMARY KEY, run_start timestamptz, state text, end_date timestamptz, clear_number int DEFAULT 0);
CREATE TEMP TABLE w_fire AS
SELECT d.dag_id, to_timestamp((k::float8 * d.every + d.off) * 60) AS fire
  FROM g_dag d, LATERAL generate_series(floor((extract(epoch FROM pg_temp.t_cut()) / 60 - d.off) / d.every)::int - 8,
                                        floor((extract(epoch FROM pg_temp.t_now()) / 60 - d.off) / d.every)::int) k
 WHERE d.kind = 'cron' AND d.every IS NOT NULL
UNION ALL
SELECT dag_id, m FROM g_dag, generate_series(timestamptz '2024-05-01 06:00+00', pg_temp.t_now(), interval '1 month') m WHERE kind = 'monthly';
DELETE FROM w_fire f USING g_dag d WHERE d.dag_id = f.dag_id AND d.dow = '1-5' AND extract(isodow FROM f.fire) > 5;
INSERT INTO w_run (dag_id, run_id, run_type, exec_date, dis, die, queued_at, ext, stage, creator, conf)
SELECT x.dag_id, 'scheduled__' || pg_temp.iso(x.dis), 'scheduled', x.dis, x.dis, x.fire,
       x.fire + pg_temp.sec(1 + random() * 7), false, 0, 'sched', '\x80057d942e'::bytea
  FROM (SELECT f.*, lag(f.fire) OVER (PARTITION BY f.dag_id ORDER BY f.fire) AS dis FROM w_fire f) x JOIN g_dag d USING (dag_id)
 WHERE x.fire >= pg_temp.t_cut() AND x.fire <= pg_temp.t_now() - interval '20 seconds'
   AND (d.first_fire IS NULL OR x.fire >= d.first_fire) AND (d.last_fire IS NULL OR x.fire <= d.last_fire) AND NOT d.paused
 ORDER BY x.fire, d.seq;
-- manual triggers from the UI / REST API (logical date = trigger time, microseconds and all)
INSERT INTO w_run (dag_id, run_id, run_type, exec_date, dis, die, queued_at, ext, stage, creator, conf)
SELECT dag_id, 'manual__' || pg_temp.iso(t), 'manual', t,
       CASE WHEN every IS NULL THEN t ELSE to_timestamp((floor((extract(epoch FROM t) / 60 - off) / every) - 1) * every * 60 + off * 60) END,
       CASE WHEN every IS NULL THEN t ELSE to_timestamp(floor((extract(epoch FROM t) / 60 - off) / every) * every * 60 + off * 60) END,
       t + pg_temp.sec(0.05 + random() * 0.4), true, 0, 'none',
       CASE WHEN dag_id = 'manual_reprocess_orders' THEN '\x80057d948c026473948c0a'::bytea || convert_to(to_char(t - interval '3 days', 'YYYY-MM-DD'), 'UTF8') || '\x94732e'::bytea
            WHEN dag_id = 'backfill_currency_rates' THEN '\x80057d94288c057374617274948c0a323032342d30362d3031948c03656e64948c0a323032342d30362d33309475'::bytea || '2e'::bytea
            ELSE '\x80057d942e'::bytea END
  FROM (SELECT d.*, CASE WHEN d.dag_id = 'test_dag_mkumar' THEN timestamptz '2024-08-26 09:00+00' + (i * 0.8 + random() * 0.5) * interval '18 hours'
                         WHEN d.dag_id = 'test_dag_jdoe' THEN timestamptz '2024-09-05 14:00+00' + i * interval '3 days 2 hours' + random() * interval '2 hours'
                         ELSE pg_temp.t_cut() + interval '1 day' + (i - 1 + random()) / d.n_manual * (pg_temp.t_now() - pg_temp.t_cut() - interval '2 days')
                         END
                    + make_interval(secs => floor(random() * 3600) + floor(random() * 1000000) / 1000000.0) AS t
          FROM g_dag d, generate_series(1, d.n_manual) i WHERE d.n_manual > 0) m
 ORDER BY t;
-- two manual Shopify re-runs that were deleted from the UI on 2024-09-03 (their audit log and dataset events stay)
INSERT INTO w_run (dag_id, run_id, run_type, exec_date, dis, die, queued_at, ext, stage, creator, conf, fate)
SELECT 'ingest_shopify_orders', 'manual__' || pg_temp.iso(t), 'manual', t, date_trunc('hour', t) - interval '55 minutes', date_trunc('hour', t) + interval '5 minutes',
       t + interval '0.21 seconds', true, 0, 'none', '\x80057d942e'::bytea, 'deleted'
  FROM unnest(ARRAY[timestamptz '2024-08-30 09:14:37.520311+00', timestamptz '2024-09-02 16:41:03.104872+00']) t;
UPDATE w_run SET fate = 'dagdeleted' WHERE dag_id = 'test_dag_mkumar';
-- `airflow dags backfill -s 2024-07-01 -e 2024-07-14 currency_rates_daily` run on 2024-08-05
INSERT INTO w_run (dag_id, run_id, run_type, exec_date, dis, die, queued_at, ext, stage, creator, conf)
SELECT 'currency_rates_daily', 'backfill__' || pg_temp.iso(d), 'backfill', d, d, d + interval '1 day',
       timestamptz '2024-08-05 14:02:11+00' + (i / 16) * interval '70 seconds' + i * interval '0.02 seconds', false, 0, 'backfill', '\x80057d942e'::bytea
  FROM generate_series(timestamptz '2024-07-01 00:00+00', timestamptz '2024-07-14 00:00+00', interval '1 day') WITH ORDINALITY g(d, i);
UPDATE w_run SET run_start = queued_at + pg_temp.sec(0.3 + random() * 2.5) WHERE stage = 0;

------------------------------------------------------------------------------------------------
-- The task-instance simulator: every run of a stage, its TIs, their tries and the job segments of the tries
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_ti (rid int, dag_id text, run_id text, task_id text, ord int, map_index int, sensor text, rule text,
  retries int, kfail int, final text, cleared boolean, clear_delay int, dur int, wait int, tries int, try_len int,
  elapsed int, stage_start timestamptz, state text, n_map int, tseq int);
CREATE TEMP TABLE w_seg (rid int, dag_id text, run_id text, task_id text, map_index int, try_no int, seg_no int,
  seg_start timestamptz, seg_end timestamptz, outcome text, kind text, worker int);
CREATE INDEX ON w_ti (rid, ord);
CREATE INDEX ON w_ti (rid, task_id, map_index);
CREATE INDEX ON w_seg (rid, task_id, map_index, try_no);

CREATE FUNCTION pg_temp.sim(st int) RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  -- mapped tasks: how many items the upstream returned (or the literal list length)
  CREATE TEMP TABLE w_tmp ON COMMIT DROP AS
  SELECT r.rid, r.dag_id, r.run_id, t.task_id, t.ord, t.sensor, t.rule, t.retries, t.pfail, t.pretry, t.dur AS tdur,
         t.wmin, t.wmax, t.seq AS tseq,
         CASE WHEN t.map IS NULL THEN NULL
              WHEN t.map LIKE 'lit:%' THEN split_part(t.map, ':', 2)::int
              ELSE split_part(t.map, ':', 2)::int + floor((split_part(t.map, ':', 3)::int - split_part(t.map, ':', 2)::int + 1) * random() ^ 1.4)::int END AS n_map
    FROM w_run r JOIN g_task t USING (dag_id) WHERE r.stage = st ORDER BY r.rid, t.seq;
  INSERT INTO w_ti (rid, dag_id, run_id, task_id, ord, map_index, sensor, rule, retries, kfail, final, cleared, clear_delay,
                    dur, wait, n_map, tseq)
  SELECT x.rid, x.dag_id, x.run_id, x.task_id, x.ord, mi, x.sensor, x.rule, x.retries,
         CASE WHEN ff THEN x.retries + 1 WHEN x.retries > 0 AND random() < x.pretry THEN 1 + (x.retries > 1 AND random() < 0.15)::int ELSE 0 END,
         CASE WHEN ff THEN 'failed' ELSE 'success' END,
         ff AND random() < 0.55, (1800 + random() * 18000)::int,
         greatest(1, round(x.tdur * (0.55 + random() * 0.9) * CASE WHEN random() < 0.03 THEN 3 ELSE 1 END))::int,
         CASE WHEN x.wmax > 0 THEN (x.wmin + (x.wmax - x.wmin) * random() ^ 1.7)::int ELSE 0 END, x.n_map, x.tseq
    FROM (SELECT w.*, random() < w.pfail AS ff FROM w_tmp w ORDER BY w.rid, w.tseq) x
    CROSS JOIN LATERAL generate_series(CASE WHEN coalesce(x.n_map, 0) = 0 THEN -1 ELSE 0 END,
                                       CASE WHEN coalesce(x.n_map, 0) = 0 THEN -1 ELSE x.n_map - 1 END) mi
   ORDER BY x.rid, x.tseq, mi;
  DROP TABLE w_tmp;
  ANALYZE w_ti; ANALYZE w_run;
  -- cleared after the failure: every retry failed, a user cleared it hours later and the new try succeeded
  UPDATE w_ti SET final = 'success' WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) AND cleared;
  UPDATE w_ti SET cleared = false, clear_delay = 0 WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) AND NOT cleared;
  -- sensors that time out wait the whole timeout
  UPDATE w_ti SET wait = (SELECT wmax FROM g_task g WHERE g.dag_id = w_ti.dag_id AND g.task_id = w_ti.task_id)
   WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) AND final = 'failed' AND sensor IN ('defer', 'resched');
  -- branch, trigger rules, empty expansions, upstream failures
  UPDATE w_ti t SET final = 'skipped', kfail = 0, cleared = false
    FROM (SELECT rid, random() < 0.8 AS keep_a FROM w_run WHERE stage = st AND dag_id = 'ml_churn_training') b
   WHERE t.rid = b.rid AND ((t.rule = 'branch_a' AND NOT b.keep_a) OR (t.rule = 'branch_b' AND b.keep_a));
  UPDATE w_ti t SET final = CASE WHEN EXISTS (SELECT 1 FROM w_ti u WHERE u.rid = t.rid AND u.ord < t.ord AND u.final = 'failed')
                                 THEN 'success' ELSE 'skipped' END, kfail = 0, cleared = false
   WHERE t.rid IN (SELECT rid FROM w_run WHERE stage = st) AND t.rule = 'one_failed';
  UPDATE w_ti SET final = 'skipped', kfail = 0, cleared = false
   WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) AND n_map = 0;
  UPDATE w_ti t SET final = 'skipped', kfail = 0, cleared = false
   WHERE t.rid IN (SELECT rid FROM w_run WHERE stage = st) AND t.final <> 'skipped'
     AND EXISTS (SELECT 1 FROM w_ti u WHERE u.rid = t.rid AND u.ord < t.ord AND u.n_map = 0);
  UPDATE w_ti t SET final = 'upstream_failed', kfail = 0, cleared = false
   WHERE t.rid IN (SELECT rid FROM w_run WHERE stage = st) AND coalesce(t.rule, '') <> 'one_failed' AND t.final NOT IN ('skipped')
     AND EXISTS (SELECT 1 FROM w_ti u WHERE u.rid = t.rid AND u.ord < t.ord AND u.final IN ('failed', 'upstream_failed'));
  UPDATE w_ti SET final = 'nopool' WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) AND sensor = 'nopool' AND final = 'success';
  UPDATE w_ti SET final = 'empty' WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) AND sensor = 'empty' AND final = 'success';
  -- tries and elapsed time (retry_delay 5 minutes)
  UPDATE w_ti SET
    tries = CASE WHEN final IN ('success', 'failed') THEN kfail + (final = 'success')::int + (cleared AND final = 'success' AND kfail = 0)::int ELSE 0 END,
    kfail = CASE WHEN cleared THEN retries + 1 ELSE kfail END,
    try_len = CASE sensor WHEN 'resched' THEN wait + dur WHEN 'defer' THEN dur + wait + 2 WHEN 'deferkpo' THEN dur + wait + 8
                          WHEN 'subdag' THEN wait + dur ELSE dur END
   WHERE rid IN (SELECT rid FROM w_run WHERE stage = st);
  UPDATE w_ti SET tries = CASE WHEN cleared THEN retries + 2 ELSE tries END WHERE rid IN (SELECT rid FROM w_run WHERE stage = st);
  UPDATE w_ti SET elapsed = CASE WHEN tries = 0 THEN 0 ELSE tries * try_len + (tries - 1) * 300 + clear_delay END
   WHERE rid IN (SELECT rid FROM w_run WHERE stage = st);
  -- stages of the chain one after the other, 2-6 s of scheduling between them
  UPDATE w_ti t SET stage_start = s.ss FROM (
    SELECT rid, ord, r.run_start + pg_temp.sec(coalesce(sum(el) OVER (PARTITION BY rid ORDER BY ord ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) + 1.5) AS ss
      FROM (SELECT rid, ord, max(elapsed) + 2 + random() * 4 AS el FROM w_ti WHERE rid IN (SELECT rid FROM w_run WHERE stage = st) GROUP BY rid, ord) x
      JOIN w_run r USING (rid)) s
   WHERE t.rid = s.rid AND t.ord = s.ord;
  -- job segments: one LocalTaskJob per try, per poke of a reschedule sensor, per half of a deferred try
  INSERT INTO w_seg (rid, dag_id, run_id, task_id, map_index, try_no, seg_no, seg_start, seg_end, outcome, kind, worker)
  SELECT t.rid, t.dag_id, t.run_id, t.task_id, t.map_index, i, p, s0 + pg_temp.sec(off0), s0 + pg_temp.sec(off0 + len),
         CASE WHEN p < np THEN CASE WHEN t.sensor = 'resched' THEN 'up_for_reschedule' ELSE 'deferred' END
              WHEN i < t.tries THEN CASE WHEN t.cleared AND i = t.tries - 1 THEN 'failed' ELSE 'up_for_retry' END
              ELSE t.final END,
         coalesce(t.sensor, 'run'), pg_temp.r(4) - 1
    FROM w_ti t
    CROSS JOIN LATERAL generate_series(1, t.tries) i
    CROSS JOIN LATERAL (SELECT t.stage_start + pg_temp.sec(1 + random() * 2 + (i - 1) * (t.try_len + 300) + CASE WHEN t.cleared AND i = t.tries THEN t.clear_delay ELSE 0 END) AS s0,
                               CASE t.sensor WHEN 'resched' THEN 1 + t.wait / (CASE WHEN t.dag_id = 'vendor_sftp_drop' THEN 600 ELSE 300 END)
                                             WHEN 'defer' THEN 2 WHEN 'deferkpo' THEN 2 ELSE 1 END AS np) a
    CROSS JOIN LATERAL generate_series(1, a.np) p
    CROSS JOIN LATERAL (SELECT CASE WHEN t.sensor = 'resched' THEN (p - 1) * CASE WHEN t.dag_id = 'vendor_sftp_drop' THEN 600 ELSE 300 END
                                    WHEN t.sensor IN ('defer', 'deferkpo') AND p = 2 THEN t.dur + t.wait ELSE 0 END AS off0,
                               CASE WHEN t.sensor IN ('defer', 'deferkpo') AND p = 2 THEN CASE t.sensor WHEN 'defer' THEN 2 ELSE 8 END
                                    WHEN t.sensor = 'subdag' THEN t.wait + t.dur ELSE t.dur END + random() AS len) b
   WHERE t.rid IN (SELECT rid FROM w_run WHERE stage = st) AND t.tries > 0
   ORDER BY t.rid, t.tseq, t.map_index, i, p;
  ANALYZE w_ti; ANALYZE w_seg; ANALYZE w_run;
END $f$;

DO $$ BEGIN PERFORM pg_temp.sim(0); END $$;
------------------------------------------------------------------------------------------------
-- Dataset events of a stage's producer tasks, then the runs they trigger (stages 1-3), SubDAG runs
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_event (eseq serial, dataset_id int, ts timestamptz, src_dag text, src_task text, src_run text,
  src_map int, rid int, extra text DEFAULT '{}');
CREATE TEMP TABLE w_dre (rid int, eseq int);
CREATE TEMP TABLE w_queue (dataset_id int, target_dag_id text, created_at timestamptz);
CREATE FUNCTION pg_temp.events(st int) RETURNS void LANGUAGE sql AS $f$
  INSERT INTO w_event (dataset_id, ts, src_dag, src_task, src_run, src_map, rid)
  SELECT g.outlet, s.seg_end + pg_temp.sec(0.05 + random() * 0.2), s.dag_id, s.task_id, s.run_id, s.map_index, s.rid
    FROM w_seg s JOIN w_run r USING (rid) JOIN g_task g ON g.dag_id = s.dag_id AND g.task_id = s.task_id
   WHERE r.stage = st AND g.outlet IS NOT NULL AND s.outcome = 'success'
   ORDER BY s.seg_end;
$f$;
-- DatasetTriggeredTimetable: a run as soon as every dataset of the DAG has an event queued since its last run
CREATE FUNCTION pg_temp.consume(dag text, ds int[], st int) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE ev record; q int; last_t timestamptz := timestamptz '2024-07-16 00:00+00'; t timestamptz; new_rid int;
BEGIN
  FOR ev IN SELECT * FROM w_event WHERE dataset_id = ANY (ds) AND ts < pg_temp.t_now() - interval '10 seconds' ORDER BY ts LOOP
    INSERT INTO w_queue SELECT ev.dataset_id, dag, ev.ts
     WHERE NOT EXISTS (SELECT 1 FROM w_queue WHERE dataset_id = ev.dataset_id AND target_dag_id = dag);
    SELECT count(*) INTO q FROM w_queue WHERE target_dag_id = dag;
    IF q = array_length(ds, 1) THEN
      t := ev.ts + pg_temp.sec(1 + random() * 6);
      INSERT INTO w_run (dag_id, run_id, run_type, exec_date, dis, die, queued_at, ext, stage, creator, conf, run_start)
      VALUES (dag, 'dataset_triggered__' || pg_temp.iso(t), 'dataset_triggered', t,
              (SELECT min(created_at) FROM w_queue WHERE target_dag_id = dag), ev.ts, t, false, st, 'sched', '\x80057d942e'::bytea,
              t + pg_temp.sec(0.5 + random() * 2))
      RETURNING rid INTO new_rid;
      INSERT INTO w_dre SELECT new_rid, e.eseq FROM w_event e WHERE e.dataset_id = ANY (ds) AND e.ts > last_t AND e.ts <= ev.ts;
      last_t := ev.ts;
      DELETE FROM w_queue WHERE target_dag_id = dag;
    END IF;
  END LOOP;
END $f$;

DO $$ BEGIN PERFORM pg_temp.events(0); END $$;
DO $$ BEGIN PERFORM pg_temp.consume('dbt_run_staging', ARRAY[1, 2], 1); END $$;
DO $$ BEGIN PERFORM pg_temp.consume('ml_churn_scoring', ARRAY[7], 1); END $$;
-- SubDagOperator: the subdag's run carries the parent's logical date, run_type scheduled, external_trigger true
INSERT INTO w_run (dag_id, run_id, run_type, exec_date, dis, die, queued_at, ext, stage, creator, conf, parent_rid, run_start)
SELECT s.dag_id || '.' || s.task_id, 'scheduled__' || pg_temp.iso(r.exec_date), 'scheduled', r.exec_date, r.dis, r.die,
       s.seg_start + pg_temp.sec(1.5 + random()), true, 1, 'none', '\x80057d942e'::bytea, r.rid, s.seg_start + pg_temp.sec(2.5 + random())
  FROM w_seg s JOIN w_run r USING (rid) WHERE s.kind = 'subdag' AND s.seg_no = 1 ORDER BY s.seg_start;
DO $$ BEGIN PERFORM pg_temp.sim(1); END $$;
DO $$ BEGIN PERFORM pg_temp.events(1); END $$;
DO $$ BEGIN PERFORM pg_temp.consume('dbt_run_marts', ARRAY[5, 4], 2); END $$;
DO $$ BEGIN PERFORM pg_temp.sim(2); END $$;
DO $$ BEGIN PERFORM pg_temp.events(2); END $$;
-- events posted through the REST API (POST /api/v1/datasets/events) by the BI team after manual fixes: no source task
INSERT INTO w_event (dataset_id, ts, extra)
SELECT 6, t, '{"from_rest_api": true, "reason": "manual backfill of fct_orders"}'
  FROM unnest(ARRAY[timestamptz '2024-08-08 15:22:41.315207+00', timestamptz '2024-08-27 11:04:09.880412+00', timestamptz '2024-09-10 16:47:55.021943+00']) t;
DO $$ BEGIN PERFORM pg_temp.consume('export_looker_pdts', ARRAY[6], 3); END $$;
DO $$ BEGIN PERFORM pg_temp.sim(3); END $$;
DO $$ BEGIN PERFORM pg_temp.events(3); END $$;

------------------------------------------------------------------------------------------------
-- "Now": what had not happened yet by 2024-09-16 06:37 is dropped, what was under way is running
------------------------------------------------------------------------------------------------
DELETE FROM w_seg WHERE seg_start > pg_temp.t_now();
DELETE FROM w_event WHERE ts > pg_temp.t_now();
CREATE TEMP TABLE w_last AS
SELECT DISTINCT ON (rid, task_id, map_index) rid, task_id, map_index, try_no, seg_no, seg_start, seg_end, outcome, kind, worker
  FROM w_seg ORDER BY rid, task_id, map_index, try_no DESC, seg_no DESC;
CREATE UNIQUE INDEX ON w_last (rid, task_id, map_index);
CREATE TEMP TABLE w_first AS   -- first segment of the last try (a rescheduled sensor keeps its first poke's start)
SELECT DISTINCT ON (s.rid, s.task_id, s.map_index) s.rid, s.task_id, s.map_index, s.seg_start
  FROM w_seg s JOIN w_last l USING (rid, task_id, map_index) WHERE s.try_no = l.try_no ORDER BY s.rid, s.task_id, s.map_index, s.seg_no;
CREATE UNIQUE INDEX ON w_first (rid, task_id, map_index);
UPDATE w_ti t SET state = CASE
    WHEN l.rid IS NOT NULL THEN CASE WHEN l.seg_end > pg_temp.t_now() THEN 'running' ELSE l.outcome END
    WHEN t.final = 'nopool' THEN 'scheduled'
    WHEN t.stage_start > pg_temp.t_now() THEN NULL
    WHEN t.final = 'empty' THEN 'success'
    WHEN t.final IN ('skipped', 'upstream_failed') THEN t.final
    ELSE 'scheduled' END
  FROM w_ti t2 LEFT JOIN w_last l ON l.rid = t2.rid AND l.task_id = t2.task_id AND l.map_index = t2.map_index
 WHERE t.rid = t2.rid AND t.task_id = t2.task_id AND t.map_index = t2.map_index;
-- a TI whose upstream is still running has no state yet
UPDATE w_ti t SET state = NULL WHERE t.state IN ('skipped', 'upstream_failed', 'success') AND t.final IN ('skipped', 'upstream_failed', 'empty')
   AND EXISTS (SELECT 1 FROM w_ti u WHERE u.rid = t.rid AND u.ord < t.ord AND (u.state IS NULL OR u.state NOT IN ('success', 'failed', 'skipped', 'upstream_failed')));
UPDATE w_run r SET state = x.st, end_date = x.fin FROM (
  SELECT t.rid,
         CASE WHEN bool_or(t.state IS NULL OR t.state NOT IN ('success', 'failed', 'skipped', 'upstream_failed')) THEN 'running'
              WHEN bool_or(t.state IN ('failed', 'upstream_failed')) THEN 'failed' ELSE 'success' END AS st,
         max(greatest(l.seg_end, t.stage_start)) AS fin
    FROM w_ti t LEFT JOIN w_last l ON l.rid = t.rid AND l.task_id = t.task_id AND l.map_index = t.map_index GROUP BY t.rid) x
 WHERE r.rid = x.rid;
UPDATE w_run SET end_date = NULL WHERE state = 'running';
UPDATE w_run r SET clear_number = 1 WHERE EXISTS (SELECT 1 FROM w_ti t WHERE t.rid = r.rid AND t.cleared);
DELETE FROM w_run WHERE run_start > pg_temp.t_now();
------------------------------------------------------------------------------------------------
-- Jobs: the HA pair of schedulers and triggerers (new ones at each deploy), one backfill, a LocalTaskJob per segment
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_deploy AS
SELECT d AS t0, lead(d) OVER (ORDER BY d) AS t1, row_number() OVER (ORDER BY d) AS n
  FROM unnest(ARRAY[timestamptz '2024-07-09 10:12:40+00', '2024-07-22 09:31:05+00', '2024-07-30 15:40:12+00', '2024-08-07 11:05:51+00',
                    '2024-08-14 16:20:33+00', '2024-08-22 10:45:02+00', '2024-08-28 14:10:47+00', '2024-09-05 09:55:19+00',
                    '2024-09-11 13:30:26+00']) d;
CREATE TEMP TABLE w_job (kind text, slot int, dag_id text, t_start timestamptz, t_end timestamptz, hb timestamptz, state text,
  host text, rid int, task_id text, map_index int, try_no int, seg_no int, id int);
INSERT INTO w_job (kind, slot, t_start, t_end, hb, state, host)
SELECT k, s, d.t0 + pg_temp.sec(s * 3 + random() * 4 + CASE k WHEN 'TriggererJob' THEN 9 ELSE 0 END),
       CASE WHEN d.t1 IS NULL THEN NULL ELSE d.t1 - pg_temp.sec(5 + random() * 20) END,
       coalesce(d.t1 - pg_temp.sec(6 + random() * 20), pg_temp.t_now() - pg_temp.sec(random() * 4)),
       CASE WHEN d.t1 IS NULL THEN 'running' ELSE 'success' END,
       CASE k WHEN 'SchedulerJob' THEN 'airflow-scheduler-' ELSE 'airflow-triggerer-' END
         || substr(md5('rs' || d.n), 1, 10) || '-' || substr(md5(k || s || d.n), 1, 5)
  FROM w_deploy d, unnest(ARRAY['SchedulerJob', 'TriggererJob']) k, generate_series(0, 1) s;
-- scheduler 1 was OOM-killed on 2024-08-18 03:12; the survivor marked its job failed, a new pod came up
UPDATE w_job SET t_end = NULL, hb = timestamptz '2024-08-18 03:11:52+00', state = 'failed'
 WHERE kind = 'SchedulerJob' AND slot = 1 AND t_start BETWEEN timestamptz '2024-08-14' AND timestamptz '2024-08-15';
INSERT INTO w_job (kind, slot, t_start, t_end, hb, state, host)
SELECT 'SchedulerJob', 1, timestamptz '2024-08-18 03:13:30+00', timestamptz '2024-08-22 10:45:21+00', timestamptz '2024-08-22 10:45:20+00', 'success',
       'airflow-scheduler-' || substr(md5('rs5b'), 1, 10) || '-' || substr(md5('oom'), 1, 5);
INSERT INTO w_job (kind, dag_id, t_start, t_end, hb, state, host)
VALUES ('BackfillJob', 'currency_rates_daily', timestamptz '2024-08-05 14:02:09.412+00', timestamptz '2024-08-05 14:05:57.190+00',
        timestamptz '2024-08-05 14:05:52.004+00', 'success', 'airflow-worker-2');
INSERT INTO w_job (kind, dag_id, t_start, t_end, hb, state, host, rid, task_id, map_index, try_no, seg_no)
SELECT 'LocalTaskJob', s.dag_id, s.seg_start - pg_temp.sec(0.4 + random() * 0.5),
       CASE WHEN s.seg_end > pg_temp.t_now() THEN NULL ELSE s.seg_end + pg_temp.sec(0.3 + random() * 1.5) END,
       CASE WHEN s.seg_end > pg_temp.t_now() THEN pg_temp.t_now() - pg_temp.sec(random() * 5) ELSE s.seg_end - pg_temp.sec(random() * least(5, extract(epoch FROM s.seg_end - s.seg_start))) END,
       CASE WHEN s.seg_end > pg_temp.t_now() THEN 'running' ELSE 'success' END,
       'airflow-worker-' || s.worker, s.rid, s.task_id, s.map_index, s.try_no, s.seg_no
  FROM w_seg s ORDER BY s.seg_start;
UPDATE w_job j SET id = x.n FROM (SELECT ctid AS c, 2406318 + row_number() OVER (ORDER BY t_start, kind, rid, task_id, map_index) AS n FROM w_job) x WHERE j.ctid = x.c;
CREATE INDEX ON w_job (rid, task_id, map_index, try_no, seg_no);
ANALYZE w_job; ANALYZE w_seg; ANALYZE w_ti; ANALYZE w_run;
-- the scheduler (of the HA pair) that created a run / queued a try
CREATE TEMP TABLE w_sched AS SELECT id, slot, t_start, coalesce(t_end, hb) AS t_stop FROM w_job WHERE kind = 'SchedulerJob';
CREATE FUNCTION pg_temp.sched_at(t timestamptz, pick float8) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT id FROM w_sched WHERE t_start <= t AND t_stop >= t
   ORDER BY (slot = CASE WHEN pick < 0.5 THEN 0 ELSE 1 END) DESC, t_start DESC LIMIT 1 $$;

------------------------------------------------------------------------------------------------
-- dag_run: the window's runs in creation order, the deleted ones leaving gaps; plus the runs `db clean` keeps
------------------------------------------------------------------------------------------------
ALTER TABLE w_run ADD COLUMN id int;
UPDATE w_run r SET id = x.n FROM (SELECT rid, 604117 + row_number() OVER (ORDER BY queued_at, rid) AS n FROM w_run) x WHERE r.rid = x.rid;
INSERT INTO log_template (id, filename, elasticsearch_id, created_at) VALUES
 (1, '{{ ti.dag_id }}/{{ ti.task_id }}/{{ ts }}/{{ try_number }}.log', '{dag_id}-{task_id}-{execution_date}-{try_number}', '2022-03-01 10:41:07.318772+00'),
 (2, 'dag_id={{ ti.dag_id }}/run_id={{ ti.run_id }}/task_id={{ ti.task_id }}/{% if ti.map_index >= 0 %}map_index={{ ti.map_index }}/{% endif %}attempt={{ try_number }}.log',
     '{dag_id}-{task_id}-{run_id}-{map_index}-{try_number}', '2022-03-01 10:41:07.318772+00');
DO $$ BEGIN PERFORM setval('log_template_id_seq', 2); END $$;
INSERT INTO dag_run (id, dag_id, queued_at, execution_date, start_date, end_date, state, run_id, creating_job_id, external_trigger,
                     run_type, conf, data_interval_start, data_interval_end, last_scheduling_decision, dag_hash, log_template_id, updated_at, clear_number)
SELECT r.id, r.dag_id, r.queued_at, r.exec_date, r.run_start, r.end_date, r.state, r.run_id,
       CASE r.creator WHEN 'sched' THEN pg_temp.sched_at(r.queued_at, random()) WHEN 'backfill' THEN (SELECT id FROM w_job WHERE kind = 'BackfillJob') END,
       r.ext, r.run_type, r.conf, r.dis, r.die,
       CASE WHEN r.state = 'running' THEN pg_temp.t_now() - pg_temp.sec(random() * 3) ELSE r.end_date - pg_temp.sec(random() * 2) END,
       substr(md5(r.dag_id || '@' || floor(extract(epoch FROM r.queued_at) / 777600)::text), 1, 32), 2,
       coalesce(r.end_date, pg_temp.t_now() - pg_temp.sec(random() * 3)), r.clear_number
  FROM w_run r WHERE r.fate = 'keep' ORDER BY r.id;
-- `airflow db clean` keeps the latest non-triggered run of every DAG, even of DAGs it purged itself;
-- their task instances went (cleaned by start_date) and so did the scheduler jobs that created them
INSERT INTO dag_run (id, dag_id, queued_at, execution_date, start_date, end_date, state, run_id, creating_job_id, external_trigger,
                     run_type, conf, data_interval_start, data_interval_end, last_scheduling_decision, dag_hash, log_template_id, updated_at, clear_number)
VALUES
 (118532, 'tutorial_taskflow', '2023-03-14 00:00:03.118+00', '2023-03-13 00:00:00+00', '2023-03-14 00:00:04.027+00', '2023-03-14 00:00:19.874+00', 'success',
  'scheduled__2023-03-13T00:00:00+00:00', 512774, false, 'scheduled', '\x80057d942e', '2023-03-13 00:00:00+00', '2023-03-14 00:00:00+00',
  '2023-03-14 00:00:18.902+00', 'b0e36d5e7d4b37bd7a9c57cbd2ad8a51', 2, '2023-03-14 00:00:19.880+00', 0),
 (470105, 'ml_churn_v1', '2024-04-01 06:00:04.551+00', '2024-03-31 06:00:00+00', '2024-04-01 06:00:05.120+00', '2024-04-01 06:41:12.397+00', 'success',
  'scheduled__2024-03-31T06:00:00+00:00', 1907233, false, 'scheduled', '\x80057d942e', '2024-03-31 06:00:00+00', '2024-04-01 06:00:00+00',
  '2024-04-01 06:41:11.004+00', '3f1c0d88a9e2b6c47f05d1e2aa93c6b0', 2, '2024-04-01 06:41:12.402+00', 0),
 (498877, 'ingest_segment_legacy', '2024-05-03 01:00:02.870+00', '2024-05-02 01:00:00+00', '2024-05-03 01:00:03.391+00', '2024-05-03 01:07:45.006+00', 'failed',
  'scheduled__2024-05-02T01:00:00+00:00', 2017409, false, 'scheduled', '\x80057d942e', '2024-05-02 01:00:00+00', '2024-05-03 01:00:00+00',
  '2024-05-03 01:07:44.512+00', '77e0a3d5c1b84f2e9d6a0c3b5e1f7a29', 2, '2024-05-03 01:07:45.011+00', 0);
DO $$ BEGIN PERFORM setval('dag_run_id_seq', (SELECT max(id) FROM w_run)); END $$;

------------------------------------------------------------------------------------------------
-- trigger: only the triggers of task instances deferred right now survive (Trigger.clean_unused)
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_trig AS
SELECT s.rid, s.task_id, s.map_index, s.seg_end AS created, s.kind,
       181204 + row_number() OVER (ORDER BY s.seg_end, s.rid, s.task_id) AS id
  FROM w_seg s WHERE s.outcome = 'deferred';
DELETE FROM w_trig w WHERE NOT EXISTS (SELECT 1 FROM w_ti t WHERE t.rid = w.rid AND t.task_id = w.task_id AND t.map_index = w.map_index AND t.state = 'deferred')
   OR EXISTS (SELECT 1 FROM w_seg s WHERE s.rid = w.rid AND s.task_id = w.task_id AND s.map_index = w.map_index AND s.seg_start > w.created);
INSERT INTO trigger (id, classpath, kwargs, created_date, triggerer_id)
SELECT w.id, CASE w.kind WHEN 'deferkpo' THEN 'airflow.providers.cncf.kubernetes.triggers.pod.KubernetesPodTrigger'
                         ELSE 'airflow.providers.amazon.aws.triggers.s3.S3KeyTrigger' END,
       'gAAAAABm' || translate(encode(sha256(convert_to('kw' || w.id, 'UTF8')) || sha256(convert_to('kx' || w.id, 'UTF8')) || sha256(convert_to('ky' || w.id, 'UTF8')), 'base64'), E'+/=\n', '-_'),
       w.created,
       (SELECT j.id FROM w_job j WHERE j.kind = 'TriggererJob' AND j.state = 'running' AND j.slot = w.rn % 2)
  FROM (SELECT w_trig.*, row_number() OVER (ORDER BY id) AS rn FROM w_trig) w ORDER BY w.id;
DO $$ BEGIN PERFORM setval('trigger_id_seq', (SELECT max(id) FROM trigger)); END $$;
------------------------------------------------------------------------------------------------
-- job
------------------------------------------------------------------------------------------------
INSERT INTO job (id, dag_id, state, job_type, start_date, end_date, latest_heartbeat, executor_class, hostname, unixname)
SELECT j.id, j.dag_id, j.state, j.kind, j.t_start, j.t_end, j.hb, 'CeleryExecutor', j.host, 'airflow'
  FROM w_job j LEFT JOIN w_run r USING (rid)
 WHERE coalesce(r.fate, 'keep') = 'keep' OR (r.fate = 'deleted')   -- `airflow dags delete` also deleted test_dag_mkumar's jobs
 ORDER BY j.id;
DO $$ BEGIN PERFORM setval('job_id_seq', (SELECT max(id) FROM w_job)); END $$;

------------------------------------------------------------------------------------------------
-- task_instance
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_tix AS
SELECT t.*, r.id AS dr_id, r.exec_date, r.queued_at AS run_queued, r.fate, r.run_type, g.op, g.cop, g.pool AS gpool, g.xk, g.outlet, g.wmax,
       l.try_no AS l_try, l.seg_start AS l_start, l.seg_end AS l_end, l.worker AS l_worker, l.seg_no AS l_seg, f.seg_start AS f_start,
       (SELECT count(*) FROM g_task u WHERE u.dag_id = t.dag_id AND u.ord > t.ord) + 1 AS pw
  FROM w_ti t JOIN w_run r USING (rid) JOIN g_task g ON g.dag_id = t.dag_id AND g.task_id = t.task_id
  LEFT JOIN w_last l ON l.rid = t.rid AND l.task_id = t.task_id AND l.map_index = t.map_index
  LEFT JOIN w_first f ON f.rid = t.rid AND f.task_id = t.task_id AND f.map_index = t.map_index;
ALTER TABLE w_tix ADD COLUMN t_start timestamptz, ADD COLUMN t_end timestamptz;
CREATE INDEX ON w_tix (rid, task_id, map_index);
ANALYZE w_tix;
UPDATE w_tix SET t_start = CASE WHEN l_try IS NOT NULL THEN f_start WHEN state IN ('skipped', 'upstream_failed', 'success') THEN stage_start END,
                 t_end = CASE WHEN l_try IS NOT NULL AND state NOT IN ('running', 'deferred') THEN l_end
                              WHEN l_try IS NULL AND state IN ('skipped', 'upstream_failed', 'success') THEN stage_start END;
INSERT INTO task_instance (task_id, dag_id, run_id, map_index, start_date, end_date, duration, state, try_number, max_tries, hostname,
  unixname, job_id, pool, pool_slots, queue, priority_weight, operator, custom_operator_name, queued_dttm, queued_by_job_id, pid,
  executor_config, updated_at, rendered_map_index, external_executor_id, trigger_id, trigger_timeout, next_method, next_kwargs, task_display_name)
SELECT t.task_id, t.dag_id, t.run_id, t.map_index, t.t_start, t.t_end, extract(epoch FROM t.t_end - t.t_start), t.state,
       coalesce(t.l_try, 0), CASE WHEN t.cleared THEN 2 * t.retries ELSE t.retries END,
       CASE WHEN t.l_try IS NULL THEN '' ELSE 'airflow-worker-' || t.l_worker END, 'airflow',
       j.id,
       CASE WHEN t.dag_id = 'inventory_snapshot' AND t.task_id = 'load_inventory' AND t.run_queued < timestamptz '2024-08-14 12:00+00' THEN 'redshift_pool' ELSE t.gpool END,
       CASE WHEN t.task_id = 'train_model' THEN 2 ELSE 1 END, 'default', t.pw, t.op, t.cop,
       CASE WHEN t.l_try IS NOT NULL THEN t.l_start - pg_temp.sec(0.6 + random() * 2) WHEN t.state = 'scheduled' THEN NULL END,
       CASE WHEN t.l_try IS NULL THEN NULL WHEN t.run_type = 'backfill' THEN (SELECT id FROM w_job WHERE kind = 'BackfillJob')
            ELSE pg_temp.sched_at(t.l_start - interval '2 seconds', random()) END,
       CASE WHEN t.l_try IS NOT NULL THEN 30000 + (hashtext(t.run_id || t.task_id || t.map_index) & 1048575) % 90000 END,
       '\x80057d942e'::bytea,
       coalesce(t.t_end, t.l_end, t.t_start, t.stage_start, t.run_queued) + pg_temp.sec(random()),
       CASE WHEN t.task_id = 'score_segment' AND t.run_queued > pg_temp.t_upg() THEN
            (ARRAY['new_customers','loyal_high_value','lapsed_90d','bargain_hunters','gift_buyers','b2b_accounts','students','mobile_only','eu_north'])[t.map_index + 1] END,
       CASE WHEN t.l_try IS NOT NULL THEN pg_temp.uuid(t.run_id || t.task_id || t.map_index || t.l_try || t.l_seg) END,
       tr.id, CASE WHEN tr.id IS NOT NULL THEN (t.l_end + CASE WHEN t.sensor = 'defer' THEN interval '6 hours' ELSE interval '2 hours' END) AT TIME ZONE 'UTC' END,
       CASE WHEN tr.id IS NOT NULL THEN CASE t.sensor WHEN 'defer' THEN 'execute_complete' ELSE 'trigger_reentry' END END,
       CASE WHEN tr.id IS NOT NULL THEN '{"__var": {}, "__type": "dict"}'::json END,
       CASE WHEN t.run_queued > pg_temp.t_upg() THEN t.task_id END
  FROM w_tix t
  LEFT JOIN w_job j ON j.rid = t.rid AND j.task_id = t.task_id AND j.map_index = t.map_index AND j.try_no = t.l_try AND j.seg_no = t.l_seg
  LEFT JOIN w_trig tr ON tr.rid = t.rid AND tr.task_id = t.task_id AND tr.map_index = t.map_index
 WHERE t.fate = 'keep'
 ORDER BY t.rid, t.tseq, t.map_index;

-- task_fail: one row per failed try (retried or final)
INSERT INTO task_fail (task_id, dag_id, run_id, map_index, start_date, end_date, duration)
SELECT s.task_id, s.dag_id, s.run_id, s.map_index, s0.st, s.seg_end, extract(epoch FROM s.seg_end - s0.st)::int
  FROM w_seg s JOIN w_run r USING (rid)
  JOIN LATERAL (SELECT min(seg_start) AS st FROM w_seg x WHERE x.rid = s.rid AND x.task_id = s.task_id AND x.map_index = s.map_index AND x.try_no = s.try_no) s0 ON true
 WHERE s.outcome IN ('up_for_retry', 'failed') AND r.fate = 'keep' AND s.seg_end <= pg_temp.t_now()
 ORDER BY s.seg_end;
UPDATE task_fail SET id = id + 88410;
DO $$ BEGIN PERFORM setval('task_fail_id_seq', (SELECT max(id) FROM task_fail)); END $$;
-- task_reschedule: every poke of a reschedule-mode sensor that found nothing
INSERT INTO task_reschedule (task_id, dag_id, run_id, map_index, try_number, start_date, end_date, duration, reschedule_date)
SELECT s.task_id, s.dag_id, s.run_id, s.map_index, s.try_no, s.seg_start, s.seg_end, extract(epoch FROM s.seg_end - s.seg_start)::int,
       s.seg_start + CASE WHEN s.dag_id = 'vendor_sftp_drop' THEN interval '600 seconds' ELSE interval '300 seconds' END
  FROM w_seg s JOIN w_run r USING (rid)
 WHERE s.outcome = 'up_for_reschedule' AND r.fate = 'keep' AND s.seg_end <= pg_temp.t_now()
 ORDER BY s.seg_start;
UPDATE task_reschedule SET id = id + 611902;
DO $$ BEGIN PERFORM setval('task_reschedule_id_seq', (SELECT max(id) FROM task_reschedule)); END $$;

-- task_map: the length of the list a mapped task's upstream returned
INSERT INTO task_map (dag_id, task_id, run_id, map_index, length, keys)
SELECT u.dag_id, u.task_id, u.run_id, -1, d.n_map, NULL
  FROM w_tix u JOIN (SELECT DISTINCT rid, dag_id, n_map FROM w_ti WHERE task_id IN ('score_segment', 'delete_user_data')) d
    ON d.rid = u.rid AND d.dag_id = u.dag_id
 WHERE u.task_id IN ('list_segments', 'fetch_requests') AND u.state = 'success' AND u.fate = 'keep';

-- xcom: what the last try of each finished (or running pod) task pushed
INSERT INTO xcom (dag_run_id, task_id, map_index, key, dag_id, run_id, value, timestamp)
SELECT t.dr_id, t.task_id, t.map_index, k, t.dag_id, t.run_id,
       convert_to(CASE
         WHEN k = 'pod_name' THEN '"' || replace(t.task_id, '_', '-') || '-' || substr(md5(t.run_id || t.task_id || t.l_try), 1, 8) || '"'
         WHEN k = 'pod_namespace' THEN '"airflow-jobs"'
         WHEN k = 'skipmixin_key' THEN '{"followed": ["' || CASE WHEN EXISTS (SELECT 1 FROM w_ti b WHERE b.rid = t.rid AND b.task_id = 'register_model' AND b.final <> 'skipped') THEN 'register_model' ELSE 'notify_rejected' END || '"]}'
         WHEN k = 'materialization_id' THEN '"' || (91000 + t.dr_id % 9000) || '"'
         WHEN t.task_id = 'list_segments' THEN (SELECT '[' || string_agg('"' || s || '"', ', ' ORDER BY o) || ']'
               FROM unnest(ARRAY['new_customers','loyal_high_value','lapsed_90d','bargain_hunters','gift_buyers','b2b_accounts','students','mobile_only','eu_north']) WITH ORDINALITY a(s, o)
              WHERE o <= (SELECT n_map FROM w_ti m WHERE m.rid = t.rid AND m.task_id = 'score_segment' LIMIT 1))
         WHEN t.task_id = 'fetch_requests' THEN coalesce((SELECT '[' || string_agg((41000 + t.dr_id % 5000 * 3 + i)::text, ', ') || ']'
               FROM generate_series(1, (SELECT n_map FROM w_ti m WHERE m.rid = t.rid AND m.task_id = 'delete_user_data' LIMIT 1)) i), '[]')
         WHEN t.op = 'BashOperator' AND t.dag_id LIKE 'dbt%' THEN '"Done. PASS=' || (180 + abs(hashtext(t.run_id)) % 60) || ' WARN=' || (abs(hashtext(t.task_id || t.run_id)) % 4) || ' ERROR=0 SKIP=3 TOTAL=' || (183 + abs(hashtext(t.run_id)) % 60 + abs(hashtext(t.task_id || t.run_id)) % 4) || '"'
         WHEN t.op = 'BashOperator' THEN '"ok"'
         WHEN t.op = 'KubernetesPodOperator' THEN '{"rows": ' || (100000 + abs(hashtext(t.run_id || t.task_id)) % 900000) || ', "path": "s3://acme-ml/' || t.dag_id || '/' || to_char(t.exec_date, 'YYYY-MM-DD') || '/"}'
         WHEN t.op = 'AthenaOperator' THEN '"' || pg_temp.uuid('athena' || t.run_id) || '"'
         WHEN t.op = 'HttpOperator' THEN '"<?xml version=\"1.0\" encoding=\"UTF-8\"?><gesmes:Envelope>' || to_char(t.exec_date, 'YYYY-MM-DD') || '</gesmes:Envelope>"'
         WHEN t.task_id LIKE 'extract%' OR t.task_id LIKE 'fetch%' OR t.task_id LIKE 'query%' THEN
              '"s3://acme-datalake/tmp/' || t.dag_id || '/' || t.task_id || '/' || to_char(t.exec_date, 'YYYY-MM-DD"T"HH24MI') || '.jsonl"'
         ELSE (abs(hashtext(t.run_id || t.task_id || t.map_index)) % 25000)::text END, 'UTF8'),
       CASE WHEN k IN ('pod_name', 'pod_namespace') THEN t.l_start + interval '4 seconds' ELSE coalesce(t.t_end, t.l_end) END
  FROM w_tix t CROSS JOIN LATERAL unnest(t.xk) k
 WHERE t.fate = 'keep' AND t.l_try IS NOT NULL
   AND (t.state = 'success' OR (k IN ('pod_name', 'pod_namespace') AND t.state IN ('running', 'deferred', 'failed', 'up_for_retry')))
   AND coalesce(t.t_end, t.l_end, t.l_start) >= pg_temp.t_cut();

-- rendered_task_instance_fields: the 30 most recent runs of each task (max_num_rendered_ti_fields_per_task)
INSERT INTO rendered_task_instance_fields (dag_id, task_id, run_id, map_index, rendered_fields, k8s_pod_yaml)
SELECT t.dag_id, t.task_id, t.run_id, t.map_index,
       (CASE
         WHEN t.op = 'BashOperator' THEN json_build_object('bash_command', CASE WHEN t.dag_id LIKE 'dbt%' OR t.dag_id = 'old_dbt_run'
              THEN 'cd /opt/airflow/dags/repo/dbt && dbt ' || CASE WHEN t.task_id LIKE '%test%' THEN 'test' WHEN t.task_id = 'dbt_deps' THEN 'deps' WHEN t.task_id = 'dbt_snapshot' THEN 'snapshot' ELSE 'run' END
                   || ' --target prod --vars ''{"run_date": "' || to_char(t.exec_date, 'YYYY-MM-DD') || '"}'''
              WHEN t.dag_id = 'airflow_db_cleanup' THEN 'airflow db clean --clean-before-timestamp ''' || to_char(t.exec_date - interval '53 days', 'YYYY-MM-DD') || ' 04:00:00+00:00'' --yes --skip-archive'
              WHEN t.dag_id = 'airflow_log_cleanup' THEN 'find /opt/airflow/logs -type f -mtime +30 -delete'
              ELSE 'echo hello' END, 'env', NULL, 'cwd', NULL)
         WHEN t.op IN ('SQLExecuteQueryOperator', 'SQLCheckOperator', 'SQLValueCheckOperator', 'S3ToSnowflakeOperator', 'CopyFromExternalStageToSnowflakeOperator') THEN
              json_build_object('sql', '-- ' || t.task_id || E'\nMERGE INTO ' || upper(split_part(t.dag_id, '_', 2)) || '.' || upper(t.task_id) || ' USING STG.' || upper(t.task_id)
                   || ' WHERE load_date = ''' || to_char(t.exec_date, 'YYYY-MM-DD') || '''', 'parameters', NULL)
         WHEN t.op = 'KubernetesPodOperator' THEN json_build_object('image', '123456789012.dkr.ecr.eu-west-1.amazonaws.com/' || split_part(t.dag_id, '_', 1) || ':2024.09.1',
              'cmds', json_build_array('python', '-m', 'jobs.' || t.task_id), 'arguments', json_build_array('--date', to_char(t.exec_date, 'YYYY-MM-DD')),
              'env_vars', '[]'::json, 'labels', json_build_object('dag_id', t.dag_id, 'task_id', t.task_id), 'namespace', 'airflow-jobs')
         WHEN t.op IN ('S3KeySensor') THEN json_build_object('bucket_key', 's3://acme-' || CASE WHEN t.dag_id LIKE 'partner%' THEN 'partner-drop/feed/' ELSE 'kinesis-archive/clickstream/' END || to_char(t.exec_date, 'YYYY/MM/DD/HH24') || '/_SUCCESS', 'bucket_name', NULL)
         WHEN t.op = 'SFTPSensor' THEN json_build_object('path', '/outbound/prices_' || to_char(t.exec_date + interval '1 day', 'YYYYMMDD') || '.csv', 'file_pattern', '', 'newer_than', NULL)
         WHEN t.op = 'ExternalTaskSensor' THEN json_build_object('external_dag_id', 'dbt_run_marts', 'external_task_id', 'dbt_test_marts', 'external_task_ids', NULL, 'external_task_group_id', NULL)
         WHEN t.op = 'EmailOperator' THEN json_build_object('to', 'finance-reports@acme.io', 'subject', 'Daily P&L ' || to_char(t.exec_date, 'YYYY-MM-DD'), 'html_content', 'Attached: P&L and revenue for ' || to_char(t.exec_date, 'YYYY-MM-DD'), 'files', '[]'::json)
         WHEN t.op = 'SlackWebhookOperator' THEN json_build_object('message', CASE WHEN t.task_id = 'slack_alert' THEN ':red_circle: data quality check failed for ' ELSE 'Report for ' END || to_char(t.exec_date, 'YYYY-MM-DD'), 'attachments', NULL, 'blocks', NULL, 'channel', '#data-alerts', 'username', 'airflow', 'icon_emoji', NULL, 'icon_url', NULL)
         WHEN t.op = 'PostgresOperator' THEN json_build_object('sql', 'CALL legacy.' || t.task_id || '(''' || to_char(t.exec_date, 'YYYY-MM-DD') || ''');', 'parameters', NULL)
         WHEN t.op = 'HttpOperator' THEN json_build_object('endpoint', 'stats/eurofxref/eurofxref-daily.xml', 'data', '{}'::json, 'headers', '{}'::json)
         WHEN t.op = 'AthenaOperator' THEN json_build_object('query', 'MSCK REPAIR TABLE raw.clickstream_events', 'database', 'raw', 'output_location', 's3://acme-athena-results/')
         WHEN t.op = 'SalesforceToS3Operator' THEN json_build_object('salesforce_query', 'SELECT Id, Name, LastModifiedDate FROM ' || initcap(split_part(t.task_id, '_', 2)) || ' WHERE LastModifiedDate >= ' || to_char(t.exec_date, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 's3_bucket_name', 'acme-datalake', 's3_key', 'raw/salesforce/' || split_part(t.task_id, '_', 2) || '/' || to_char(t.exec_date, 'YYYY-MM-DD') || '.csv')
         WHEN t.op = 'SqlToS3Operator' THEN json_build_object('s3_bucket', 'acme-datalake', 's3_key', 'raw/replica/' || split_part(t.task_id, '_', 2) || '/' || to_char(t.exec_date, 'YYYY-MM-DD"/"HH24MI') || '.parquet', 'query', 'SELECT * FROM public.' || split_part(t.task_id, '_', 2) || ' WHERE updated_at >= %(since)s')
         WHEN t.op = 'LocalFilesystemToS3Operator' THEN json_build_object('filename', '/tmp/orders_' || to_char(t.exec_date, 'YYYYMMDDHH24') || '.jsonl', 'dest_key', 'raw/shopify/orders/' || to_char(t.exec_date, 'YYYY/MM/DD/HH24') || '.jsonl', 'dest_bucket', 'acme-datalake')
         WHEN t.op = 'SFTPOperator' THEN json_build_object('local_filepath', '/tmp/prices.csv', 'remote_filepath', '/outbound/prices_' || to_char(t.exec_date + interval '1 day', 'YYYYMMDD') || '.csv')
         WHEN t.op = 'LookerStartPdtBuildOperator' THEN json_build_object('model', 'ecommerce', 'view', 'fct_orders_pdt')
         WHEN t.op = 'SubDagOperator' THEN json_build_object()
         ELSE json_build_object('templates_dict', NULL, 'op_args', '[]'::json, 'op_kwargs', CASE WHEN t.map_index >= 0 THEN json_build_object('item', t.map_index) ELSE '{}'::json END) END)::json,
       NULL::json
  FROM (SELECT x.*, dense_rank() OVER (PARTITION BY x.dag_id, x.task_id ORDER BY x.exec_date DESC) AS rk FROM w_tix x WHERE x.fate = 'keep' AND x.l_try IS NOT NULL) t
 WHERE t.rk <= 30
 ORDER BY t.dag_id, t.task_id, t.exec_date, t.map_index;

------------------------------------------------------------------------------------------------
-- dataset events and the runs that consumed them; events stay when their source run is deleted
------------------------------------------------------------------------------------------------
ALTER TABLE w_event ADD COLUMN id int;
UPDATE w_event e SET id = x.n FROM (SELECT eseq, 38412 + row_number() OVER (ORDER BY ts, eseq) AS n FROM w_event) x WHERE e.eseq = x.eseq;
INSERT INTO dataset_event (id, dataset_id, extra, source_task_id, source_dag_id, source_run_id, source_map_index, timestamp)
SELECT id, dataset_id, extra::json, src_task, src_dag, src_run, src_map, ts FROM w_event ORDER BY id;
DO $$ BEGIN PERFORM setval('dataset_event_id_seq', (SELECT max(id) FROM dataset_event)); END $$;
INSERT INTO dagrun_dataset_event (dag_run_id, event_id)
SELECT r.id, e.id FROM w_dre d JOIN w_run r USING (rid) JOIN w_event e USING (eseq) WHERE r.fate = 'keep' ORDER BY r.id, e.id;

------------------------------------------------------------------------------------------------
-- DAGs as the DAG processor last wrote them
------------------------------------------------------------------------------------------------
INSERT INTO dag (dag_id, root_dag_id, is_paused, is_subdag, is_active, last_parsed_time, last_pickled, last_expired, scheduler_lock,
  pickle_id, fileloc, processor_subdir, owners, dag_display_name, description, default_view, schedule_interval, timetable_description,
  dataset_expression, max_active_tasks, max_active_runs, max_consecutive_failed_dag_runs, has_task_concurrency_limits, has_import_errors,
  next_dagrun, next_dagrun_data_interval_start, next_dagrun_data_interval_end, next_dagrun_create_after)
SELECT d.dag_id, d.root, d.paused, d.root IS NOT NULL, d.active,
       CASE d.dag_id WHEN 'ingest_mailchimp' THEN timestamptz '2024-08-20 13:58:41.204+00' WHEN 'old_dbt_run' THEN timestamptz '2024-07-25 08:12:09.771+00'
            ELSE pg_temp.t_now() - pg_temp.sec(2 + random() * 28) END,
       NULL, NULL, NULL, NULL, '/opt/airflow/dags/repo/dags/' || d.file, '/opt/airflow/dags/repo/dags', d.owners, d.disp, d.descr, 'grid',
       CASE d.kind WHEN 'none' THEN 'null' WHEN 'dataset' THEN '"Dataset"' ELSE '"' || d.cron || '"' END,
       CASE WHEN d.kind = 'none' THEN 'Never, external triggers only' WHEN d.kind = 'dataset' THEN 'Triggered by datasets'
            WHEN d.cron = '@daily' THEN 'At 00:00' WHEN d.cron = '@hourly' THEN 'At 0 minutes past the hour'
            WHEN d.cron LIKE '% * * * *' AND d.cron NOT LIKE '%/%' THEN 'At ' || split_part(d.cron, ' ', 1) || ' minutes past the hour'
            WHEN d.cron LIKE '% */% * * *' THEN 'At ' || split_part(d.cron, ' ', 1) || ' minutes past the hour, every ' || split_part(split_part(d.cron, ' ', 2), '/', 2) || ' hours'
            WHEN d.cron LIKE '% * * 1-5' THEN 'At ' || lpad(split_part(d.cron, ' ', 2), 2, '0') || ':' || lpad(split_part(d.cron, ' ', 1), 2, '0') || ', Monday through Friday'
            WHEN d.cron LIKE '% * * 1' THEN 'At ' || lpad(split_part(d.cron, ' ', 2), 2, '0') || ':' || lpad(split_part(d.cron, ' ', 1), 2, '0') || ', only on Monday'
            WHEN d.cron LIKE '% * * 6' THEN 'At ' || lpad(split_part(d.cron, ' ', 2), 2, '0') || ':' || lpad(split_part(d.cron, ' ', 1), 2, '0') || ', only on Saturday'
            WHEN d.cron LIKE '% * * 0' THEN 'At ' || lpad(split_part(d.cron, ' ', 2), 2, '0') || ':' || lpad(split_part(d.cron, ' ', 1), 2, '0') || ', only on Sunday'
            WHEN d.cron LIKE '% 1 * *' THEN 'At ' || lpad(split_part(d.cron, ' ', 2), 2, '0') || ':' || lpad(split_part(d.cron, ' ', 1), 2, '0') || ', on day 1 of the month'
            ELSE 'At ' || lpad(split_part(d.cron, ' ', 2), 2, '0') || ':' || lpad(split_part(d.cron, ' ', 1), 2, '0') END,
       CASE d.dag_id WHEN 'dbt_run_staging' THEN '{"all": ["s3://acme-datalake/raw/shopify/orders", "s3://acme-datalake/raw/stripe/payments"]}'::json
                     WHEN 'dbt_run_marts' THEN '{"all": ["snowflake://acme.eu-west-1/ANALYTICS/STAGING", "snowflake://acme.eu-west-1/RAW/FX/RATES"]}'::json
                     WHEN 'export_looker_pdts' THEN '{"all": ["snowflake://acme.eu-west-1/ANALYTICS/MARTS"]}'::json
                     WHEN 'ml_churn_scoring' THEN '{"all": ["s3://acme-ml/features/churn"]}'::json END,
       16, d.mar, 0, d.dag_id IN ('reverse_etl_hubspot', 'reverse_etl_braze', 'ingest_zendesk_tickets'), false,
       n.dis, n.dis, n.die, n.die
  FROM g_dag d
  LEFT JOIN LATERAL (SELECT max(f.fire) AS dis, max(f.fire) + make_interval(mins => d.every) AS die FROM w_fire f
                      WHERE f.dag_id = d.dag_id AND f.fire <= coalesce(d.last_fire, pg_temp.t_now() - interval '20 seconds')) n ON d.kind = 'cron'
 WHERE d.dag_id <> 'test_dag_mkumar'
 ORDER BY d.seq;
UPDATE dag SET next_dagrun = timestamptz '2024-09-01 06:00+00', next_dagrun_data_interval_start = timestamptz '2024-09-01 06:00+00',
               next_dagrun_data_interval_end = timestamptz '2024-10-01 06:00+00', next_dagrun_create_after = timestamptz '2024-10-01 06:00+00'
 WHERE dag_id = 'reporting_monthly';
UPDATE dag SET next_dagrun = NULL, next_dagrun_data_interval_start = NULL, next_dagrun_data_interval_end = NULL, next_dagrun_create_after = NULL WHERE is_subdag;
INSERT INTO dag_tag (name, dag_id) SELECT t, d.dag_id FROM g_dag d, unnest(d.tags) t WHERE d.dag_id <> 'test_dag_mkumar' ORDER BY d.seq, t;
INSERT INTO dag_owner_attributes (dag_id, owner, link)
SELECT d.dag_id, d.owners, CASE d.owners WHEN 'data-eng' THEN 'https://acme.slack.com/archives/C02DATAENG'
                                         WHEN 'ml-team' THEN 'mailto:ml-team@acme.io'
                                         WHEN 'finance-data' THEN 'mailto:finance-data@acme.io'
                                         WHEN 'analytics-eng' THEN 'https://acme.slack.com/archives/C03ANALYTICS' END
  FROM g_dag d WHERE d.owners IN ('data-eng', 'ml-team', 'finance-data', 'analytics-eng') AND d.dag_id <> 'test_dag_mkumar'
   AND d.dag_id NOT IN ('ingest_postgres_replica', 'gdpr_deletion_requests', 'dbt_test_nightly') ORDER BY d.seq;
INSERT INTO dag_warning (dag_id, warning_type, message, timestamp)
VALUES ('test_dag_jdoe', 'non-existent pool', 'Dag ''test_dag_jdoe'' references non-existent pools: [''gpu_pool'']', '2024-09-05 13:51:27.441309+00');

-- dag_code: one row per DAG file still in the bundle; serialized_dag: one per active DAG (SubDAGs included)
INSERT INTO dag_code (fileloc_hash, fileloc, last_updated, source_code)
SELECT pg_temp.flhash(fl), fl, timestamptz '2024-09-11 13:31:02+00' - (abs(hashtext(fl)) % 60) * interval '1 day 3 hours',
       E'"""' || fl || E'"""\nfrom __future__ import annotations\n\nimport pendulum\n\nfrom airflow.decorators import dag, task\n'
       || string_agg(E'\n\n@dag(dag_id="' || dag_id || '", schedule=' || coalesce('"' || cron || '"', 'None') || ', start_date=pendulum.datetime(2023, 1, 1, tz="UTC"), catchup=False, tags=' || replace(replace(tags::text, '{', '["'), '}', '"]') || E')\ndef ' || replace(dag_id, '.', '_') || E'():\n    ...\n\n' || replace(dag_id, '.', '_') || '()', '' ORDER BY seq)
  FROM (SELECT d.*, '/opt/airflow/dags/repo/dags/' || d.file AS fl FROM g_dag d WHERE d.active AND d.root IS NULL AND d.dag_id <> 'test_dag_mkumar') x
 GROUP BY fl ORDER BY fl;
INSERT INTO serialized_dag (dag_id, fileloc, fileloc_hash, data, data_compressed, last_updated, dag_hash, processor_subdir)
SELECT d.dag_id, '/opt/airflow/dags/repo/dags/' || d.file, pg_temp.flhash('/opt/airflow/dags/repo/dags/' || d.file),
       json_build_object('__version', 1, 'dag', json_build_object('_dag_id', d.dag_id, 'fileloc', '/opt/airflow/dags/repo/dags/' || d.file,
         'timezone', 'UTC', 'schedule_interval', d.cron, 'catchup', false, '_description', d.descr, 'tags', d.tags,
         'tasks', (SELECT json_agg(json_build_object('__var', json_build_object('task_id', t.task_id, '_task_type', t.op, '_task_module',
                     CASE WHEN t.op LIKE '\_%' THEN 'airflow.decorators.python' ELSE 'airflow.operators' END, 'pool', t.pool, 'retries', t.retries,
                     'downstream_task_ids', '[]'::json, 'ui_color', '#fff'), '__type', 'operator') ORDER BY t.seq)
                     FROM g_task t WHERE t.dag_id = d.dag_id),
         'dag_dependencies', '[]'::json, 'params', '{}'::json)),
       NULL, pg_temp.t_now() - interval '3 days' + (abs(hashtext(d.dag_id)) % 200000) * interval '1 second',
       substr(md5(d.dag_id || '@' || floor(extract(epoch FROM pg_temp.t_now()) / 777600)::text), 1, 32), '/opt/airflow/dags/repo/dags'
  FROM g_dag d WHERE d.active AND d.dag_id <> 'test_dag_mkumar' ORDER BY d.seq;

------------------------------------------------------------------------------------------------
-- datasets and their references
------------------------------------------------------------------------------------------------
INSERT INTO dataset (id, uri, extra, created_at, updated_at, is_orphaned) VALUES
 (1, 's3://acme-datalake/raw/shopify/orders', '{}', '2023-06-12 09:14:22.190+00', '2023-06-12 09:14:22.190+00', false),
 (2, 's3://acme-datalake/raw/stripe/payments', '{}', '2023-06-12 09:14:22.190+00', '2023-06-12 09:14:22.190+00', false),
 (3, 'snowflake://acme.eu-west-1/RAW/ADS/SPEND', '{"owner": "marketing-analytics"}', '2023-07-03 15:40:05.551+00', '2023-11-20 10:02:41.117+00', false),
 (4, 'snowflake://acme.eu-west-1/RAW/FX/RATES', '{}', '2023-07-03 15:40:05.551+00', '2023-07-03 15:40:05.551+00', false),
 (5, 'snowflake://acme.eu-west-1/ANALYTICS/STAGING', '{}', '2023-07-03 15:40:05.551+00', '2023-07-03 15:40:05.551+00', false),
 (6, 'snowflake://acme.eu-west-1/ANALYTICS/MARTS', '{}', '2023-07-03 15:40:05.551+00', '2023-07-03 15:40:05.551+00', false),
 (7, 's3://acme-ml/features/churn', '{"format": "parquet"}', '2023-09-18 08:22:47.003+00', '2023-09-18 08:22:47.003+00', false),
 (8, 'snowflake://acme.eu-west-1/ANALYTICS/ML/CHURN_SCORES', '{}', '2023-09-18 08:22:47.003+00', '2023-09-18 08:22:47.003+00', false),
 (9, 's3://acme-datalake/raw/mailchimp/campaigns', '{}', '2023-10-02 11:05:19.874+00', '2024-08-20 14:03:55.610+00', true),
 (10, 's3://acme-datalake/raw/salesforce', '{}', '2024-01-15 14:31:10.402+00', '2024-01-15 14:31:10.402+00', false),
 (11, 'snowflake://acme.eu-west-1/RAW/ZENDESK', '{}', '2024-03-04 10:10:10.221+00', '2024-03-04 10:10:10.221+00', false);
DO $$ BEGIN PERFORM setval('dataset_id_seq', 11); END $$;
INSERT INTO dag_schedule_dataset_reference (dataset_id, dag_id, created_at, updated_at)
SELECT ds, dg, c, c FROM (VALUES (1, 'dbt_run_staging', timestamptz '2024-07-25 08:11:40.220+00'), (2, 'dbt_run_staging', '2024-07-25 08:11:40.220+00'),
  (4, 'dbt_run_marts', '2024-07-25 08:11:40.220+00'), (5, 'dbt_run_marts', '2024-07-25 08:11:40.220+00'),
  (6, 'export_looker_pdts', '2023-07-03 15:40:05.551+00'), (7, 'ml_churn_scoring', '2023-09-18 08:22:47.003+00')) v(ds, dg, c);
INSERT INTO task_outlet_dataset_reference (dataset_id, dag_id, task_id, created_at, updated_at)
SELECT t.outlet, t.dag_id, t.task_id, s.created_at, s.created_at FROM g_task t JOIN dataset s ON s.id = t.outlet
 WHERE t.dag_id <> 'test_dag_mkumar' ORDER BY t.outlet, t.dag_id;
INSERT INTO dataset_dag_run_queue (dataset_id, target_dag_id, created_at) SELECT dataset_id, target_dag_id, created_at FROM w_queue ORDER BY 1, 2;

------------------------------------------------------------------------------------------------
-- sla_miss: email_finance is due 2 h after its interval, copy_into_snowflake 10 minutes after
------------------------------------------------------------------------------------------------
INSERT INTO sla_miss (task_id, dag_id, execution_date, email_sent, timestamp, description, notification_sent)
SELECT t.task_id, t.dag_id, r.exec_date, true, r.die + s.sla + pg_temp.sec(3 + random() * 40), NULL, true
  FROM w_run r JOIN w_tix t ON t.rid = r.rid
  JOIN (VALUES ('export_finance_reports', 'email_finance', interval '2 hours'), ('ingest_shopify_orders', 'copy_into_snowflake', interval '10 minutes')) s(dag, task, sla)
    ON s.dag = t.dag_id AND s.task = t.task_id
 WHERE r.run_type = 'scheduled' AND r.fate = 'keep' AND coalesce(t.t_end, pg_temp.t_now()) > r.die + s.sla AND r.die + s.sla < pg_temp.t_now()
 ORDER BY 5;
UPDATE dag SET next_dagrun_data_interval_end = next_dagrun + interval '3 days', next_dagrun_create_after = next_dagrun + interval '3 days'
 WHERE dag_id = 'slack_daily_digest' AND extract(isodow FROM next_dagrun) = 5;
UPDATE dag SET next_dagrun = '2023-03-14 00:00+00', next_dagrun_data_interval_start = '2023-03-14 00:00+00',
               next_dagrun_data_interval_end = '2023-03-15 00:00+00', next_dagrun_create_after = '2023-03-15 00:00+00'
 WHERE dag_id = 'tutorial_taskflow';
------------------------------------------------------------------------------------------------
-- Flask-AppBuilder security: permissions, resources, roles, users (database auth)
------------------------------------------------------------------------------------------------
INSERT INTO ab_permission (id, name) VALUES (1, 'can_edit'), (2, 'can_read'), (3, 'can_create'), (4, 'can_delete'), (5, 'menu_access');
DO $$ BEGIN PERFORM setval('ab_permission_id_seq', 5); END $$;
CREATE TEMP TABLE g_res (name text, acts text, seq serial);
INSERT INTO g_res (name, acts) VALUES
 ('DAGs','edit,read,delete,menu'), ('DAG Dependencies','read,menu'), ('DAG Code','read'), ('DAG Runs','read,create,delete,edit,menu'),
 ('DAG Warnings','read'), ('Datasets','read,create,delete,menu'), ('Cluster Activity','read,menu'), ('ImportError','read'),
 ('Jobs','read,menu'), ('My Password','edit,read'), ('My Profile','edit,read'), ('Plugins','read,menu'), ('SLA Misses','read,menu'),
 ('Task Instances','read,create,edit,delete,menu'), ('Task Logs','read'), ('XComs','read,create,delete,menu'), ('Website','read'),
 ('Browse','menu'), ('Docs','menu'), ('Documentation','menu'), ('Audit Logs','read,menu'), ('Configurations','read,menu'),
 ('Connections','read,edit,create,delete,menu'), ('Pools','read,edit,create,delete,menu'), ('Variables','read,edit,create,delete,menu'),
 ('Providers','read,menu'), ('Triggers','read,menu'), ('Task Reschedules','read,menu'), ('Admin','menu'),
 ('Users','read,edit,create,delete,menu'), ('Roles','read,edit,create,delete,menu'), ('Passwords','read,edit'),
 ('Permission Views','read,menu'), ('View Menus','read,menu'), ('Permissions','read,menu'), ('Resources','read,menu'),
 ('Actions','read,menu'), ('Security','menu'), ('List Users','menu'), ('List Roles','menu'), ('User Stats Chart','read,menu'),
 ('DAG:ml_churn_features','read,edit,delete'), ('DAG:ml_churn_training','read,edit,delete'), ('DAG:ml_churn_scoring','read,edit,delete'),
 ('DAG:ml_recommendations_batch','read,edit,delete'), ('DAG:export_finance_reports','read'), ('DAG:currency_rates_daily','read');
INSERT INTO ab_view_menu (id, name) SELECT seq, name FROM g_res ORDER BY seq;
DO $$ BEGIN PERFORM setval('ab_view_menu_id_seq', (SELECT max(id) FROM ab_view_menu)); END $$;
INSERT INTO ab_permission_view (id, permission_id, view_menu_id)
SELECT row_number() OVER (ORDER BY r.seq, o), CASE a WHEN 'edit' THEN 1 WHEN 'read' THEN 2 WHEN 'create' THEN 3 WHEN 'delete' THEN 4 ELSE 5 END, r.seq
  FROM g_res r, unnest(string_to_array(r.acts, ',')) WITH ORDINALITY x(a, o) ORDER BY r.seq, o;
DO $$ BEGIN PERFORM setval('ab_permission_view_id_seq', (SELECT max(id) FROM ab_permission_view)); END $$;
INSERT INTO ab_role (id, name) VALUES (1, 'Admin'), (2, 'Public'), (3, 'Viewer'), (4, 'User'), (5, 'Op'), (6, 'DataScience'), (8, 'FinanceViewer');
DO $$ BEGIN PERFORM setval('ab_role_id_seq', 8); END $$;
CREATE TEMP TABLE w_pvr AS
SELECT pv.id AS pv, 1 AS role FROM ab_permission_view pv JOIN ab_view_menu v ON v.id = pv.view_menu_id WHERE v.name NOT LIKE 'DAG:%'
UNION ALL   -- Viewer: read and menu on what a viewer sees
SELECT pv.id, 3 FROM ab_permission_view pv JOIN ab_view_menu v ON v.id = pv.view_menu_id
 WHERE pv.permission_id IN (2, 5) AND v.name IN ('DAGs','DAG Dependencies','DAG Code','DAG Runs','DAG Warnings','Datasets','Cluster Activity','ImportError',
   'Jobs','My Password','My Profile','Plugins','SLA Misses','Task Instances','Task Logs','XComs','Website','Browse','Docs','Documentation','Task Reschedules','Triggers')
UNION ALL   -- User: viewer + run DAGs
SELECT pv.id, 4 FROM ab_permission_view pv JOIN ab_view_menu v ON v.id = pv.view_menu_id
 WHERE (pv.permission_id IN (2, 5) AND v.name IN ('DAGs','DAG Dependencies','DAG Code','DAG Runs','DAG Warnings','Datasets','Cluster Activity','ImportError',
   'Jobs','My Password','My Profile','Plugins','SLA Misses','Task Instances','Task Logs','XComs','Website','Browse','Docs','Documentation','Task Reschedules','Triggers'))
    OR (pv.permission_id IN (1, 3, 4) AND v.name IN ('DAGs','DAG Runs','Task Instances','My Password','My Profile'))
UNION ALL   -- Op: user + the Admin menu's connections, pools, variables, xcoms, configuration
SELECT pv.id, 5 FROM ab_permission_view pv JOIN ab_view_menu v ON v.id = pv.view_menu_id
 WHERE v.name NOT LIKE 'DAG:%' AND v.name NOT IN ('Users','Roles','Passwords','Permission Views','View Menus','Permissions','Resources','Actions','Security',
   'List Users','List Roles','User Stats Chart')
UNION ALL   -- DataScience: viewer + full control of the ML DAGs only
SELECT pv.id, 6 FROM ab_permission_view pv JOIN ab_view_menu v ON v.id = pv.view_menu_id
 WHERE (pv.permission_id IN (2, 5) AND v.name IN ('DAG Dependencies','DAG Runs','Datasets','Task Instances','Task Logs','XComs','Website','Browse','Docs','My Password','My Profile'))
    OR v.name LIKE 'DAG:ml\_%'
UNION ALL   -- FinanceViewer: the finance DAGs, read only
SELECT pv.id, 8 FROM ab_permission_view pv JOIN ab_view_menu v ON v.id = pv.view_menu_id
 WHERE (pv.permission_id = 2 AND v.name IN ('DAG:export_finance_reports','DAG:currency_rates_daily','DAG Runs','Task Instances','Task Logs','Website','My Profile','My Password'))
    OR (pv.permission_id = 5 AND v.name IN ('Browse','DAG Runs'));
INSERT INTO ab_permission_view_role (id, permission_view_id, role_id)
SELECT row_number() OVER (ORDER BY role, pv), pv, role FROM w_pvr ORDER BY role, pv;
DO $$ BEGIN PERFORM setval('ab_permission_view_role_id_seq', (SELECT max(id) FROM ab_permission_view_role)); END $$;

-- users: the admin and the CI account were created with `airflow users create` (no creator), the rest in the UI
-- by the two admins; user 9 left and was deleted
CREATE TEMP TABLE g_user (id int, fn text, ln text, un text, role int, by int, chg int, active boolean, created timestamp, logins int);
INSERT INTO g_user VALUES
 (1,'Airflow','Admin','admin',1,NULL,NULL,true,'2022-03-01 10:44:12',112),
 (2,'John','Doe','jdoe',4,1,1,true,'2022-03-02 09:10:55',431),
 (3,'Meera','Kumar','mkumar',4,1,3,true,'2022-03-02 09:12:30',388),
 (4,'Anna','Smith','asmith',1,1,4,true,'2022-03-03 14:01:09',702),
 (5,'Li','Chen','lchen',5,1,NULL,true,'2022-04-11 08:30:41',255),
 (6,'Pablo','Garcia','pgarcia',6,4,NULL,true,'2022-09-19 10:05:00',96),
 (7,'CI','Deploy','airflow_api',5,NULL,NULL,true,'2022-03-01 10:47:50',0),
 (8,'Radek','Novak','rnovak',4,4,4,true,'2022-10-03 11:22:17',174),
 (10,'Tom','Brown','tbrown',3,4,NULL,true,'2023-01-09 09:00:31',41),
 (11,'Emma','Wilson','ewilson',8,4,NULL,true,'2023-02-14 15:45:02',63),
 (12,'Sade','Okafor','sokafor',6,1,12,true,'2023-03-20 08:17:44',129),
 (13,'Hanna','Muller','hmuller',4,4,NULL,true,'2023-05-02 13:12:09',210),
 (14,'Kenji','Yamamoto','kyamamoto',6,4,NULL,true,'2023-06-26 10:40:38',77),
 (15,'Diego','Lopez','dlopez',5,4,4,true,'2023-08-07 09:55:21',318),
 (16,'Viktor','Petrov','vpetrov',3,1,NULL,false,'2023-09-11 11:11:11',12),
 (17,'Amira','Ibrahim','aibrahim',4,4,NULL,true,'2024-01-08 08:48:03',151),
 (18,'Giulia','Rossi','grossi',8,4,NULL,true,'2024-02-19 16:20:57',29),
 (19,'Nari','Kim','nkim',6,4,NULL,true,'2024-04-22 09:02:36',58),
 (20,'Ben','Johnson','bjohnson',4,1,1,false,'2024-05-13 10:30:00',17),
 (21,'Chloe','Davis','cdavis',4,4,NULL,true,'2024-07-01 09:15:48',44);
INSERT INTO ab_user (id, first_name, last_name, username, password, active, email, last_login, login_count, fail_login_count, created_on, changed_on, created_by_fk, changed_by_fk)
SELECT id, fn, ln, un, 'pbkdf2:sha256:260000$' || substr(md5('salt' || un), 1, 16) || '$' || encode(sha256(convert_to(un, 'UTF8')), 'hex'), active,
       CASE WHEN un = 'airflow_api' THEN 'ci-airflow@acme.io' WHEN un = 'admin' THEN 'data-platform@acme.io' ELSE un || '@acme.io' END,
       CASE WHEN logins = 0 THEN NULL WHEN NOT active THEN created + interval '40 days' ELSE timestamp '2024-09-16 06:30:00' - (id * 37 % 300) * interval '1 hour 7 minutes' END,
       logins, CASE WHEN id % 5 = 0 THEN 1 ELSE 0 END, created,
       CASE WHEN chg IS NULL THEN created ELSE created + (id * 13 % 400) * interval '1 day' END, by, chg
  FROM g_user ORDER BY id;
DO $$ BEGIN PERFORM setval('ab_user_id_seq', 21); END $$;
INSERT INTO ab_user_role (id, user_id, role_id)
SELECT row_number() OVER (ORDER BY u, r), u, r FROM (SELECT id AS u, role AS r FROM g_user UNION ALL SELECT 12, 4 UNION ALL SELECT 15, 4 UNION ALL SELECT 11, 3) x ORDER BY u, r;
DO $$ BEGIN PERFORM setval('ab_user_role_id_seq', (SELECT max(id) FROM ab_user_role)); END $$;
INSERT INTO session (id, session_id, data, expiry)
SELECT 40000 + i, translate(encode(sha256(convert_to('sess' || i, 'UTF8')), 'base64'), '+/=', '-_'), 
       '\x80049525000000000000007d94288c0a5f7065726d616e656e7494888c065f66726573689489'::bytea || convert_to('user' || (1 + i % 21), 'UTF8'),
       (timestamp '2024-09-16 06:36:00' - (i * 97 % 2600) * interval '17 minutes') + interval '30 days'
  FROM generate_series(1, 180) i ORDER BY i;
DO $$ BEGIN PERFORM setval('session_id_seq', 40180); END $$;

------------------------------------------------------------------------------------------------
-- Connections, variables, pools, import errors, pending callbacks
------------------------------------------------------------------------------------------------
INSERT INTO connection (id, conn_id, conn_type, description, host, schema, login, password, port, is_encrypted, is_extra_encrypted, extra)
SELECT id, c, t, d, h, s, l, CASE WHEN pw THEN 'gAAAAABm' || substr(encode(sha256(convert_to(c, 'UTF8')), 'base64'), 1, 40) END, p, pw, e IS NOT NULL,
       CASE WHEN e IS NOT NULL THEN 'gAAAAABm' || substr(encode(sha256(convert_to(c || e, 'UTF8')), 'base64'), 1, 40) END
  FROM (VALUES
 (1,'aws_default','aws','Lake and ML buckets (IRSA)',NULL,NULL,NULL,false,NULL,'{"region_name": "eu-west-1"}'),
 (2,'snowflake_default','snowflake','Snowflake, LOADER role','acme.eu-west-1','RAW','AIRFLOW_LOADER',true,NULL,'{"warehouse": "LOAD_WH"}'),
 (4,'snowflake_analytics','snowflake','Snowflake, TRANSFORMER role','acme.eu-west-1','ANALYTICS','AIRFLOW_TRANSFORMER',true,NULL,'{"warehouse": "TRANSFORM_WH"}'),
 (5,'postgres_replica','postgres','Production read replica','orders-replica.internal.acme.io','orders','airflow_ro',true,5432,NULL),
 (6,'postgres_legacy_dwh','postgres','Legacy warehouse (to be retired)','legacy-dwh.internal.acme.io','dwh','etl',true,5432,NULL),
 (7,'shopify_api','http','Shopify Admin API','acme-shop.myshopify.com',NULL,NULL,true,443,'{"api_version": "2024-04"}'),
 (8,'stripe_api','http',NULL,'api.stripe.com',NULL,NULL,true,443,NULL),
 (9,'hubspot_api','http',NULL,'api.hubapi.com',NULL,NULL,true,443,NULL),
 (10,'braze_api','http',NULL,'rest.fra-02.braze.eu',NULL,NULL,true,443,NULL),
 (12,'zendesk_default','http',NULL,'acme.zendesk.com',NULL,'data@acme.io',true,443,NULL),
 (13,'google_ads_default','google_cloud_platform','Google Ads reporting',NULL,NULL,NULL,false,NULL,'{"developer_token": "***"}'),
 (14,'facebook_default','facebook_social','Marketing API',NULL,NULL,NULL,false,NULL,'{"account_id": ["act_1029384756"]}'),
 (15,'salesforce_default','salesforce',NULL,'acme.my.salesforce.com',NULL,'integration@acme.io',true,NULL,'{"security_token": "***"}'),
 (16,'ecb_http','http','ECB rates','https://www.ecb.europa.eu',NULL,NULL,false,NULL,NULL),
 (17,'kubernetes_default','kubernetes',NULL,NULL,NULL,NULL,false,NULL,'{"in_cluster": true, "namespace": "airflow-jobs"}'),
 (18,'looker_default','http','Looker API','acme.looker.com',NULL,'client_id',true,443,NULL),
 (19,'slack_data_alerts','slackwebhook','#data-alerts','hooks.slack.com',NULL,NULL,true,NULL,NULL),
 (20,'smtp_default','smtp',NULL,'smtp.eu.mailgun.org',NULL,'airflow@mg.acme.io',true,587,NULL),
 (21,'vendor_sftp','sftp','Vendor price lists','sftp.vendor-prices.example.com',NULL,'acme',true,22,'{"key_file": "/opt/airflow/secrets/vendor_rsa"}'),
 (22,'partner_s3','aws','Partner drop bucket (assumed role)',NULL,NULL,NULL,false,NULL,'{"role_arn": "arn:aws:iam::210987654321:role/acme-read"}'),
 (24,'athena_default','aws',NULL,NULL,NULL,NULL,false,NULL,'{"region_name": "eu-west-1"}'),
 (25,'mailchimp_api','http','unused since the move to Braze','us14.api.mailchimp.com',NULL,NULL,true,443,NULL),
 (26,'snowflake_ml','snowflake','Snowflake, ML role','acme.eu-west-1','ANALYTICS','AIRFLOW_ML',true,NULL,'{"warehouse": "ML_WH"}')
) v(id, c, t, d, h, s, l, pw, p, e) ORDER BY id;
DO $$ BEGIN PERFORM setval('connection_id_seq', 26); END $$;
INSERT INTO variable (id, key, val, description, is_encrypted)
SELECT id, k, CASE WHEN enc THEN 'gAAAAABm' || substr(encode(sha256(convert_to(k, 'UTF8')), 'base64'), 1, 36) ELSE v END, d, enc
  FROM (VALUES
 (1,'environment','prod',NULL,false), (2,'alert_email','data-alerts@acme.io',NULL,false),
 (3,'dbt_target','prod','dbt target for the BashOperator DAGs',false), (4,'dbt_threads','8',NULL,false),
 (5,'shopify_page_size','250',NULL,false), (6,'stripe_lookback_hours','6',NULL,false),
 (7,'hubspot_batch_size','100','HubSpot batch API limit',false), (8,'braze_audiences','["vip","lapsed","new_signups"]',NULL,false),
 (9,'k8s_default_image_tag','2024.09.1',NULL,false), (10,'spark_executor_instances','6',NULL,false),
 (12,'ml_churn_threshold','0.62','Minimum AUC for register_model',false), (13,'recommendation_segments','9',NULL,false),
 (14,'vendor_sftp_path','/outbound',NULL,false), (15,'partner_feed_prefix','feed/',NULL,false),
 (16,'finance_report_recipients','finance-reports@acme.io',NULL,false), (17,'slack_webhook_token',NULL,NULL,true),
 (18,'snowflake_cost_alert_usd','1500',NULL,false), (19,'gdpr_dry_run','false',NULL,false),
 (20,'legacy_dwh_enabled','true','Switch off once etl_legacy_warehouse is migrated',false), (21,'db_clean_retention_days','60',NULL,false),
 (22,'log_clean_retention_days','21',NULL,false), (23,'looker_pdt_models','["ecommerce"]',NULL,false),
 (25,'zendesk_start_time','1704067200',NULL,false), (26,'openai_api_key',NULL,'experimental LLM tagging',true),
 (27,'maintenance_window','{"day": "sat", "start": "05:00"}',NULL,false), (28,'attribution_model','position_based',NULL,false),
 (29,'inventory_warehouses','["DUB1","AMS2","WAW1"]',NULL,false), (30,'redshift_cluster','acme-dwh-prod','decommissioned 2024-08',false)
) v(id, k, v, d, enc) ORDER BY id;
DO $$ BEGIN PERFORM setval('variable_id_seq', 30); END $$;
INSERT INTO slot_pool (id, pool, slots, description, include_deferred) VALUES
 (1, 'default_pool', 128, 'Default pool', false), (3, 'snowflake_pool', 8, 'Concurrent Snowflake sessions', false),
 (4, 'k8s_pool', 24, 'Pods in airflow-jobs', true), (5, 'api_rate_limited', 4, 'Third-party APIs with rate limits', false);
DO $$ BEGIN PERFORM setval('slot_pool_id_seq', 6); END $$;
INSERT INTO import_error (id, timestamp, filename, stacktrace, processor_subdir) VALUES
 (3187, '2024-09-16 06:36:41.022817+00', '/opt/airflow/dags/repo/dags/scratch/jdoe_scratch.py',
  E'Traceback (most recent call last):\n  File "<frozen importlib._bootstrap>", line 241, in _call_with_frames_removed\n  File "/opt/airflow/dags/repo/dags/scratch/jdoe_scratch.py", line 7, in <module>\n    from airflow.providers.openai.operators.openai import OpenAIEmbeddingOperator\nModuleNotFoundError: No module named ''airflow.providers.openai''\n',
  '/opt/airflow/dags/repo/dags'),
 (3204, '2024-09-16 06:36:44.518006+00', '/opt/airflow/dags/repo/dags/experiments/llm_tagging.py',
  E'Traceback (most recent call last):\n  File "/opt/airflow/dags/repo/dags/experiments/llm_tagging.py", line 31, in <module>\n    schedule=Dataset("s3://acme-datalake/raw/zendesk"),\nNameError: name ''Dataset'' is not defined\n',
  '/opt/airflow/dags/repo/dags');
DO $$ BEGIN PERFORM setval('import_error_id_seq', 3204); END $$;
INSERT INTO callback_request (id, created_at, priority_weight, callback_data, callback_type, processor_subdir) VALUES
 (90211, '2024-09-16 06:36:58.114902+00', 1, '{"full_filepath": "/opt/airflow/dags/repo/dags/ingest/shopify_orders.py", "processor_subdir": "/opt/airflow/dags/repo/dags", "msg": null, "dag_id": "ingest_shopify_orders", "run_id": "scheduled__2024-09-16T05:05:00+00:00", "is_failure_callback": false}',
  'DagCallbackRequest', '/opt/airflow/dags/repo/dags'),
 (90212, '2024-09-16 06:36:59.870133+00', 1, '{"full_filepath": "/opt/airflow/dags/repo/dags/ingest/ads.py", "processor_subdir": "/opt/airflow/dags/repo/dags", "msg": "Executor reports task instance finished (success) although the task says it''s queued.", "simple_task_instance": null, "is_failure_callback": true}',
  'TaskCallbackRequest', '/opt/airflow/dags/repo/dags');
DO $$ BEGIN PERFORM setval('callback_request_id_seq', 90212); END $$;
INSERT INTO alembic_version VALUES ('686269002441');

------------------------------------------------------------------------------------------------
-- Notes left in the UI on failed or cleared runs and task instances
------------------------------------------------------------------------------------------------
INSERT INTO dag_run_note (user_id, dag_run_id, content, created_at, updated_at)
SELECT (ARRAY[2, 3, 4, 5, 8, 13, 15, 17, 21, 12])[1 + abs(hashtext(r.run_id)) % 10], r.id,
       (ARRAY['Snowflake warehouse suspended, resumed and cleared', 'Upstream API outage, re-ran after it recovered', 'Known issue, ticket DATA-1432',
              'Partner file arrived late', 'Cleared after fixing the credentials', 'Investigating, do not clear', 'Expected: source table was being rebuilt'])[1 + abs(hashtext(r.dag_id || r.run_id)) % 7],
       coalesce(r.end_date, r.run_start) + interval '25 minutes', coalesce(r.end_date, r.run_start) + interval '41 minutes'
  FROM w_run r WHERE r.fate = 'keep' AND (r.state = 'failed' OR r.clear_number > 0) AND abs(hashtext(r.run_id || 'n')) % 3 > 0 ORDER BY r.id;
INSERT INTO task_instance_note (user_id, task_id, dag_id, run_id, map_index, content, created_at, updated_at)
SELECT CASE WHEN t.dag_id LIKE 'ml%' THEN (ARRAY[6, 12, 14, 19])[1 + abs(hashtext(t.run_id)) % 4] ELSE (ARRAY[2, 3, 4, 8, 13, 15])[1 + abs(hashtext(t.run_id)) % 6] END,
       t.task_id, t.dag_id, t.run_id, t.map_index,
       (ARRAY['Retried by hand', 'Timeout on the source, see #data-alerts', 'Bad record in source, skipped in next run', 'OOMKilled, bumped memory'])[1 + abs(hashtext(t.task_id || t.run_id)) % 4],
       coalesce(t.t_end, t.l_end) + interval '12 minutes', coalesce(t.t_end, t.l_end) + interval '12 minutes'
  FROM w_tix t WHERE t.fate = 'keep' AND (t.state = 'failed' OR t.cleared) AND abs(hashtext(t.run_id || t.task_id)) % 4 > 0;
------------------------------------------------------------------------------------------------
-- log (the audit log), cleaned after 21 days: task runs, CLI starts, what users did in the UI and the API
------------------------------------------------------------------------------------------------
CREATE TEMP TABLE w_log (dttm timestamptz, dag_id text, task_id text, map_index int, event text, execution_date timestamptz,
  run_id text, owner text, owner_display_name text, extra text);
-- every LocalTaskJob: the CLI command, the TI going running, the TI's outcome
INSERT INTO w_log
SELECT s.seg_start - pg_temp.sec(0.4 + random() * 0.3), s.dag_id, s.task_id, NULL, 'cli_task_run', NULL, NULL, 'airflow', NULL,
       '{"host_name": "airflow-worker-' || s.worker || '", "full_command": "[''/home/airflow/.local/bin/airflow'', ''tasks'', ''run'', ''' || s.dag_id || ''', '''
       || s.task_id || ''', ''' || s.run_id || ''', ''--local'', ''--subdir'', ''DAGS_FOLDER/' || d.file || '''' || CASE WHEN s.map_index >= 0 THEN ', ''--map-index'', ''' || s.map_index || '''' ELSE '' END || ']"}'
  FROM w_seg s JOIN g_dag d USING (dag_id) WHERE s.seg_start >= pg_temp.t_logcut();
INSERT INTO w_log
SELECT s.seg_start + pg_temp.sec(0.2 + random() * 0.4), s.dag_id, s.task_id, s.map_index, 'running', r.exec_date, s.run_id, d.owners, NULL, NULL
  FROM w_seg s JOIN w_run r USING (rid) JOIN g_dag d ON d.dag_id = s.dag_id WHERE s.seg_start >= pg_temp.t_logcut();
INSERT INTO w_log
SELECT s.seg_end + pg_temp.sec(0.01 + random() * 0.2), s.dag_id, s.task_id, s.map_index, s.outcome, r.exec_date, s.run_id, d.owners, NULL, NULL
  FROM w_seg s JOIN w_run r USING (rid) JOIN g_dag d ON d.dag_id = s.dag_id
 WHERE s.seg_start >= pg_temp.t_logcut() AND s.seg_end <= pg_temp.t_now() AND s.outcome <> 'deferred';
-- scheduler and triggerer pods starting
INSERT INTO w_log
SELECT t_start - interval '2 seconds', NULL, NULL, NULL, CASE kind WHEN 'SchedulerJob' THEN 'cli_scheduler' ELSE 'cli_triggerer' END,
       NULL, NULL, 'airflow', NULL,
       '{"host_name": "' || host || '", "full_command": "[''/home/airflow/.local/bin/airflow'', ''' || CASE kind WHEN 'SchedulerJob' THEN 'scheduler' ELSE 'triggerer' END || ''']"}'
  FROM w_job WHERE kind IN ('SchedulerJob', 'TriggererJob') AND t_start >= pg_temp.t_logcut();
INSERT INTO w_log SELECT t + interval '1 second', NULL, NULL, NULL, 'cli_webserver', NULL, NULL, 'airflow', NULL,
       '{"host_name": "airflow-webserver-' || substr(md5(t::text), 1, 10) || '", "full_command": "[''/home/airflow/.local/bin/airflow'', ''webserver'']"}'
  FROM (SELECT t0 AS t FROM w_deploy WHERE t0 >= pg_temp.t_logcut()) x;
-- people: manual triggers, clears, deletions, and browsing
CREATE TEMP TABLE w_ux AS SELECT id, un, fn || ' ' || ln AS nm, role FROM g_user WHERE active AND un NOT IN ('airflow_api');
INSERT INTO w_log
SELECT r.queued_at - pg_temp.sec(0.1 + random() * 0.1), r.dag_id, NULL, NULL,
       CASE WHEN r.dag_id = 'adhoc_sql_runner' AND abs(hashtext(r.run_id)) % 3 = 0 THEN 'post_dag_run' ELSE 'trigger' END, NULL, NULL,
       u.un, u.nm, '[(''dag_id'', ''' || r.dag_id || '''), (''origin'', ''/dags/' || r.dag_id || '/grid'')]'
  FROM w_run r
  JOIN LATERAL (SELECT CASE WHEN r.dag_id = 'adhoc_sql_runner' AND abs(hashtext(r.run_id)) % 3 = 0 THEN 'airflow_api'
                            WHEN r.dag_id = 'test_dag_mkumar' THEN 'mkumar' WHEN r.dag_id = 'test_dag_jdoe' THEN 'jdoe'
                            WHEN r.dag_id LIKE 'ml%' THEN (ARRAY['pgarcia','sokafor','kyamamoto','nkim'])[1 + abs(hashtext(r.run_id)) % 4]
                            ELSE (ARRAY['jdoe','mkumar','asmith','lchen','rnovak','hmuller','dlopez','aibrahim'])[1 + abs(hashtext(r.run_id)) % 8] END AS un0) p ON true
  JOIN (SELECT un, nm FROM w_ux UNION ALL SELECT 'airflow_api', 'CI Deploy') u ON u.un = p.un0
 WHERE r.run_type = 'manual' AND r.queued_at >= pg_temp.t_logcut();
INSERT INTO w_log
SELECT s.seg_start - pg_temp.sec(40 + random() * 60), s.dag_id, s.task_id, s.map_index, 'clear', r.exec_date, s.run_id,
       u.un, u.nm, '[(''dag_id'', ''' || s.dag_id || '''), (''task_id'', ''' || s.task_id || '''), (''dag_run_id'', ''' || s.run_id || '''), (''only_failed'', ''false'')]'
  FROM w_seg s JOIN w_ti t ON t.rid = s.rid AND t.task_id = s.task_id AND t.map_index = s.map_index AND t.cleared AND s.try_no = t.tries AND s.seg_no = 1
  JOIN w_run r ON r.rid = s.rid
  JOIN w_ux u ON u.un = (ARRAY['jdoe','mkumar','asmith','lchen','dlopez','hmuller'])[1 + abs(hashtext(s.run_id || s.task_id)) % 6]
 WHERE s.seg_start >= pg_temp.t_logcut();
INSERT INTO w_log VALUES
 ('2024-08-29 16:20:05.671002+00', 'test_dag_mkumar', NULL, NULL, 'delete', NULL, NULL, 'mkumar', 'Meera Kumar', '[(''dag_id'', ''test_dag_mkumar'')]');
INSERT INTO w_log
SELECT timestamptz '2024-09-03 10:12:30+00' + i * interval '47 seconds', r.dag_id, NULL, NULL, 'delete_dag_run', NULL, r.run_id, 'jdoe', 'John Doe',
       '[(''dag_id'', ''' || r.dag_id || '''), (''dag_run_id'', ''' || r.run_id || ''')]'
  FROM (SELECT r.*, row_number() OVER (ORDER BY queued_at) AS i FROM w_run r WHERE fate = 'deleted') r;
INSERT INTO w_log
SELECT t, NULL, NULL, NULL, ev, NULL, NULL, u.un, u.nm, '[(''' || split_part(ev, '.', 1) || '_id'', ''' || k || ''')]'
  FROM (SELECT pg_temp.t_logcut() + (i * 0.045 + random() * 0.02) * (pg_temp.t_now() - pg_temp.t_logcut()) AS t,
               (ARRAY['variable.edit', 'variable.edit', 'connection.edit', 'variable.create', 'pool.edit', 'connection.create'])[1 + i % 6] AS ev,
               (ARRAY['dbt_threads', 'stripe_lookback_hours', 'snowflake_analytics', 'spark_executor_instances', 'snowflake_pool', 'snowflake_ml'])[1 + i % 6] AS k,
               (ARRAY['asmith', 'lchen', 'dlopez', 'admin'])[1 + i % 4] AS un0
          FROM generate_series(1, 21) i) x
  JOIN (SELECT un, nm FROM w_ux) u ON u.un = x.un0;
-- browsing: grid and graph views, logs, rendered templates, code; popular DAGs draw most of it
CREATE TEMP TABLE w_pop AS SELECT dag_id, row_number() OVER (ORDER BY w DESC, dag_id) AS k FROM (VALUES
 ('ingest_shopify_orders', 30), ('dbt_run_staging', 25), ('dbt_run_marts', 24), ('export_finance_reports', 18), ('sessionize_clickstream', 15),
 ('ingest_stripe_payments', 12), ('ml_churn_training', 11), ('ml_churn_features', 10), ('vendor_sftp_drop', 9), ('partner_feed_ingest', 9),
 ('data_quality_checks', 8), ('ml_recommendations_batch', 8), ('ingest_facebook_ads', 7), ('ingest_google_ads', 6), ('reverse_etl_hubspot', 6),
 ('etl_legacy_warehouse', 5), ('ingest_postgres_replica', 5), ('inventory_snapshot', 4), ('adhoc_sql_runner', 4), ('ml_churn_scoring', 4),
 ('gdpr_deletion_requests', 3), ('currency_rates_daily', 3), ('export_looker_pdts', 3), ('clickstream_compaction', 3), ('marketing_attribution', 3),
 ('ingest_salesforce', 2), ('ingest_zendesk_tickets', 2), ('reverse_etl_braze', 2), ('manual_reprocess_orders', 2), ('dbt_snapshot_daily', 1),
 ('dbt_test_nightly', 1), ('airflow_db_cleanup', 1), ('snowflake_cost_monitor', 1), ('test_dag_jdoe', 1), ('ingest_mailchimp', 1)) v(dag_id, w);
CREATE INDEX ON w_run (dag_id, queued_at);
ANALYZE w_run;
INSERT INTO w_log
SELECT b.t, b.dag_id,
       CASE WHEN b.ev IN ('get_logs_with_metadata', 'rendered_templates', 'xcom', 'task') THEN tk.task_id END,
       CASE WHEN b.ev IN ('get_logs_with_metadata', 'rendered_templates', 'xcom', 'task') THEN -1 END,
       b.ev,
       CASE WHEN b.ev IN ('get_logs_with_metadata', 'rendered_templates', 'xcom', 'task', 'graph') THEN rr.exec_date END,
       CASE WHEN b.ev = 'grid' AND b.u2 < 0.5 THEN rr.run_id END,
       u.un, u.nm,
       '[(''dag_id'', ''' || b.dag_id || ''')' || CASE WHEN b.ev IN ('get_logs_with_metadata', 'rendered_templates', 'xcom', 'task') THEN
          ', (''task_id'', ''' || tk.task_id || '''), (''execution_date'', ''' || pg_temp.iso(rr.exec_date) || '''), (''map_index'', ''-1'')' ELSE '' END || ']'
  FROM (SELECT i, t, u1, u2, ev, CASE WHEN ux.role = 6 THEN (ARRAY['ml_churn_training', 'ml_churn_features', 'ml_churn_scoring', 'ml_recommendations_batch'])[1 + floor(u3 * 4)::int]
                                   WHEN ux.role = 8 THEN (ARRAY['export_finance_reports', 'currency_rates_daily'])[1 + floor(u3 * 2)::int]
                                   ELSE (SELECT dag_id FROM w_pop WHERE k = 1 + floor(35 * u3 ^ 2.2)::int) END AS dag_id, ux.un AS un0
          FROM (SELECT i, pg_temp.t_logcut() + floor(random() * 21) * interval '1 day' + interval '6 hours 30 minutes' + random() * interval '11 hours' AS t,
                       random() AS u1, random() AS u2, random() AS u3, pg_temp.sk(17, 1.8) AS pu,
                       (ARRAY['grid','grid','grid','grid','grid','grid','get_logs_with_metadata','get_logs_with_metadata','get_logs_with_metadata','get_logs_with_metadata',
                              'graph','graph','code','rendered_templates','xcom','task','dag_details','calendar','duration','gantt'])[pg_temp.r(20)] AS ev
                  FROM generate_series(1, 2600) i) a
          JOIN (SELECT un, role, row_number() OVER (ORDER BY CASE un WHEN 'jdoe' THEN 1 WHEN 'mkumar' THEN 2 WHEN 'asmith' THEN 3 WHEN 'dlopez' THEN 4
                         WHEN 'lchen' THEN 5 WHEN 'hmuller' THEN 6 WHEN 'pgarcia' THEN 7 WHEN 'sokafor' THEN 8 WHEN 'rnovak' THEN 9 ELSE 10 END, id) AS k FROM w_ux) ux ON ux.k = a.pu) b
  JOIN w_ux u ON u.un = b.un0
  JOIN LATERAL (SELECT run_id, exec_date FROM w_run r WHERE r.dag_id = b.dag_id AND r.queued_at < b.t AND r.parent_rid IS NULL
                 ORDER BY r.queued_at DESC OFFSET floor(b.u1 ^ 3 * 8)::int LIMIT 1) rr ON true
  JOIN LATERAL (SELECT task_id FROM g_task g WHERE g.dag_id = b.dag_id ORDER BY abs(hashtext(g.task_id || b.i)) LIMIT 1) tk ON true
 WHERE b.t < pg_temp.t_now() AND (b.dag_id <> 'test_dag_mkumar');
INSERT INTO log (id, dttm, dag_id, task_id, map_index, event, execution_date, run_id, owner, owner_display_name, extra)
SELECT 9811022 + row_number() OVER (ORDER BY dttm, event), dttm, dag_id, task_id, map_index, event, execution_date, run_id, owner, owner_display_name, extra
  FROM w_log ORDER BY dttm, event;
DO $$ BEGIN PERFORM setval('log_id_seq', (SELECT max(id) FROM log)); END $$;
