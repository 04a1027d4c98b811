-- Engine tables: everything the analysis learns about a database.
--
-- Each engine_* table has an unlogged stage_* twin with the same columns. A run writes its
-- results to the stage tables under its job_id, and ekaya._publish() swaps them into the
-- engine tables in one transaction at the end, so readers see the old run or the new one,
-- never a mix, and a crash mid-run leaves the old results in place.

CREATE TABLE ekaya.engine_jobs (
    job_id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    requested_by       oid NOT NULL,
    database           name NOT NULL DEFAULT pg_catalog.current_database(),
    schemas            text[],
    tables             text[],
    mode               text NOT NULL DEFAULT 'full' CHECK (mode IN ('full', 'stale', 'tables')),
    status             text NOT NULL DEFAULT 'queued'
                       CHECK (status IN ('queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled')),
    phase              text,
    tables_done        integer NOT NULL DEFAULT 0,
    tables_total       integer,
    candidates_checked bigint NOT NULL DEFAULT 0,
    requested_at       timestamptz NOT NULL DEFAULT pg_catalog.now(),
    started_at         timestamptz,
    finished_at        timestamptz,
    error              text,
    error_code         text,
    worker_pid         integer,
    skipped            jsonb NOT NULL DEFAULT '[]',
    stats              jsonb NOT NULL DEFAULT '{}',
    -- relationships the job published but could not measure ({source, target, reason}); a
    -- job with any ends 'partial' instead of 'succeeded'
    degraded           jsonb NOT NULL DEFAULT '[]',
    -- progress of the exact measurement: relationships measured of those to measure, and the
    -- table being read (while screening or measuring)
    relationships_verified  bigint NOT NULL DEFAULT 0,
    relationships_to_verify bigint,
    current_table      text
);

CREATE TABLE ekaya.engine_schema_tables (
    table_oid          oid PRIMARY KEY,
    schema_name        name NOT NULL,
    table_name         name NOT NULL,
    qualified_name     text NOT NULL,
    owner              oid NOT NULL,
    kind               text NOT NULL
                       CHECK (kind IN ('table', 'partitioned_table', 'foreign_table', 'materialized_view', 'view')),
    row_count_exact    boolean NOT NULL DEFAULT false,
    sampled            boolean NOT NULL DEFAULT false,
    primary_key        text[],
    description        text,
    analyzed_at        timestamptz NOT NULL DEFAULT pg_catalog.now(),
    job_id             bigint NOT NULL,
    stale              boolean NOT NULL DEFAULT false
);

-- Declared keys, kept as ordered column lists so composite keys stay composite.
CREATE TABLE ekaya.engine_schema_keys (
    table_oid          oid NOT NULL,
    key_name           name NOT NULL,
    key_type           text NOT NULL CHECK (key_type IN ('primary', 'unique', 'unique_index')),
    columns            text[] NOT NULL,
    attnums            int2[] NOT NULL,
    job_id             bigint NOT NULL,
    PRIMARY KEY (table_oid, key_name)
);

CREATE TABLE ekaya.engine_schema_columns (
    table_oid          oid NOT NULL,
    attnum             int2 NOT NULL,
    column_name        name NOT NULL,
    ordinal            integer NOT NULL,
    data_type          text NOT NULL,
    type_oid           oid NOT NULL,
    type_family        text NOT NULL,
    not_null           boolean NOT NULL,
    column_default     text,
    generated          text,
    is_primary_key     boolean NOT NULL DEFAULT false,
    pk_position        int2,
    is_unique          boolean NOT NULL DEFAULT false,
    description        text,
    profiled           boolean NOT NULL DEFAULT false,
    rows_profiled      bigint,
    sampled            boolean NOT NULL DEFAULT false,
    distinct_exact     boolean,
    min_length         integer,
    max_length         integer,
    patterns           text[],
    semantic_type      text,
    role               text,
    job_id             bigint NOT NULL,
    PRIMARY KEY (table_oid, attnum)
);

-- What the data itself says, kept apart from the catalog facts above because it is shown only
-- to roles that see every row of the table (row-level security of the engine tables, 20_privileges):
-- a role under the table's own row security must not learn other rows' values or counts.
CREATE TABLE ekaya.engine_table_values (
    table_oid          oid PRIMARY KEY,
    row_count          bigint,
    rows_scanned       bigint,
    job_id             bigint NOT NULL
);

CREATE TABLE ekaya.engine_column_values (
    table_oid          oid NOT NULL,
    attnum             int2 NOT NULL,
    null_count         bigint,
    null_fraction      real,
    distinct_count     bigint,
    min_value          text,
    max_value          text,
    top_values         jsonb,
    enum_values        jsonb,
    sample_values      text[],
    value_stems        text[],           -- stems of enum_values, for search_columns (derived at publish)
    job_id             bigint NOT NULL,
    PRIMARY KEY (table_oid, attnum)
);

-- One sequence for engine and stage rows, so a published row keeps the id it was staged with.
CREATE SEQUENCE ekaya.relationship_id_seq;
-- Tables are regclass, not oid, so that pg_dump writes curated rows by name and a restore into
-- another database points them at the right tables.
CREATE TABLE ekaya.engine_schema_relationships (
    relationship_id    bigint NOT NULL DEFAULT pg_catalog.nextval('ekaya.relationship_id_seq') PRIMARY KEY,
    source_table_oid   regclass NOT NULL,
    source_columns     text[] NOT NULL,
    source_attnums     int2[] NOT NULL,
    target_table_oid   regclass NOT NULL,
    target_columns     text[] NOT NULL,
    target_attnums     int2[] NOT NULL,
    relationship_type  text NOT NULL CHECK (relationship_type IN ('fk', 'inferred', 'manual')),
    inference_method   text,
    status             text NOT NULL CHECK (status IN ('accepted', 'rejected')),
    rejection_reason   text,
    cardinality        text CHECK (cardinality IN ('N:1', '1:1')),
    confidence         real CHECK (confidence BETWEEN 0 AND 1),
    match_rate         real,
    matched_count      bigint,
    orphan_count       bigint,
    source_distinct    bigint,
    target_distinct    bigint,
    target_coverage    real,
    source_role        text,
    constraint_name    name,
    fk_violated        boolean,
    evidence           jsonb NOT NULL DEFAULT '{}',
    source             text NOT NULL DEFAULT 'analysis' CHECK (source IN ('analysis', 'manual')),
    created_by         name NOT NULL DEFAULT CURRENT_USER,
    created_at         timestamptz NOT NULL DEFAULT pg_catalog.now(),
    job_id             bigint,
    -- a later run could not measure it (evidence.not_measured says why): this row is the
    -- result of the run job_id, kept as it was
    stale              boolean NOT NULL DEFAULT false,
    -- a rejected row: how many other rejected candidates of the same source column the run
    -- counted but did not store (only the best few are kept, with their reasons)
    rejected_not_stored integer NOT NULL DEFAULT 0
);
CREATE INDEX ON ekaya.engine_schema_relationships (source_table_oid);
CREATE INDEX ON ekaya.engine_schema_relationships (target_table_oid);

-- The other targets that fitted a candidate as well (ambiguous_target), one row each, so that
-- a reader sees only those it may read (row-level security on the alternative's table).
CREATE TABLE ekaya.engine_relationship_alternatives (
    source_table_oid   oid NOT NULL,
    source_attnums     int2[] NOT NULL,
    target_table_oid   oid NOT NULL,
    target_attnums     int2[] NOT NULL,
    alternative_oid    oid NOT NULL,
    alternative_column name NOT NULL,
    job_id             bigint NOT NULL
);
CREATE INDEX ON ekaya.engine_relationship_alternatives (source_table_oid, target_table_oid);

-- Table-level rollup of accepted column-level relationships (one row per ordered table pair and role).
CREATE TABLE ekaya.engine_entity_relationships (
    source_table_oid   oid NOT NULL,
    target_table_oid   oid NOT NULL,
    source_role        text NOT NULL DEFAULT '',
    relationship_type  text NOT NULL,
    cardinality        text,
    confidence         real,
    relationship_ids   bigint[] NOT NULL,
    job_id             bigint,
    PRIMARY KEY (source_table_oid, target_table_oid, source_role)
);

-- Search terms of each analysed column, derived when a run is published: stems of the column's
-- and its table's names, the column's name tokens, the lexemes of both descriptions, and the
-- stems of its enum values (in engine_column_values). ekaya.search_columns compares these
-- arrays instead of stemming every column of the schema on every call (the stemmers are SQL
-- functions, a few microseconds each).
CREATE TABLE ekaya.engine_column_terms (
    table_oid          oid NOT NULL,
    attnum             int2 NOT NULL,
    column_stems       text[] NOT NULL,
    column_tokens      text[] NOT NULL,
    table_stems        text[] NOT NULL,
    column_lexemes     text[] NOT NULL,
    table_lexemes      text[] NOT NULL,
    PRIMARY KEY (table_oid, attnum)
);

-- Lineage of the columns of views and materialized views, read from the view's stored query
-- (never by running it): the base table column a view column copies (a plain column reference,
-- through subqueries, CTEs, joins and other views), or none (base_* NULL) when the column is
-- computed. Base columns are named, as curated data is, and the oid is kept for joining with
-- the relationships of the same run. Plain views hold no data and are never profiled; a view
-- column with lineage inherits the relationships of its base column (graph_cache.c,
-- validate_rels.c).
CREATE TABLE ekaya.engine_column_lineage (
    table_oid          oid NOT NULL,
    attnum             int2 NOT NULL,
    column_name        name NOT NULL,
    base_table_oid     oid,
    base_schema        name,
    base_table         name,
    base_column        name,
    job_id             bigint NOT NULL,
    PRIMARY KEY (table_oid, attnum)
);
CREATE INDEX ON ekaya.engine_column_lineage (base_table_oid);

-- Stage twins. Unlogged: after a crash they are empty, which is exactly right for half-done runs.
CREATE UNLOGGED TABLE ekaya.stage_schema_tables (LIKE ekaya.engine_schema_tables INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_schema_keys (LIKE ekaya.engine_schema_keys INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_schema_columns (LIKE ekaya.engine_schema_columns INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_schema_relationships (LIKE ekaya.engine_schema_relationships INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_table_values (LIKE ekaya.engine_table_values INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_column_values (LIKE ekaya.engine_column_values INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_relationship_alternatives (LIKE ekaya.engine_relationship_alternatives INCLUDING DEFAULTS);
CREATE UNLOGGED TABLE ekaya.stage_column_lineage (LIKE ekaya.engine_column_lineage INCLUDING DEFAULTS);
CREATE INDEX ON ekaya.stage_schema_tables (job_id);
CREATE INDEX ON ekaya.stage_schema_columns (job_id, table_oid);
CREATE INDEX ON ekaya.stage_schema_keys (job_id);
CREATE INDEX ON ekaya.stage_schema_relationships (job_id);
CREATE INDEX ON ekaya.stage_table_values (job_id);
CREATE INDEX ON ekaya.stage_column_values (job_id);
CREATE INDEX ON ekaya.stage_relationship_alternatives (job_id);
CREATE INDEX ON ekaya.stage_column_lineage (job_id);

-- Generation counter bumped by every publish; backends cache derived structures (the join graph)
-- and rebuild them when it moves.
CREATE TABLE ekaya.engine_state (
    singleton          boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    generation         bigint NOT NULL DEFAULT 0,
    last_job_id        bigint,
    published_at       timestamptz
);
INSERT INTO ekaya.engine_state DEFAULT VALUES;

-- Curated rows (source = 'manual') are user data: pg_dump keeps them.
SELECT pg_catalog.pg_extension_config_dump('ekaya.engine_schema_relationships', $$WHERE source = 'manual'$$);
SELECT pg_catalog.pg_extension_config_dump('ekaya.relationship_id_seq', '');
