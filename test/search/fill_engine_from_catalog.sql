-- test/search/fill_engine_from_catalog.sql: FALLBACK stand-in for ekaya.analyze().
--
-- Why: the ontology read API (search_columns, resolve_entity, ...) must be testable before the
-- real profiler and relationship discovery land, and afterwards when a test wants a database
-- filled without running a full analysis. This script derives minimal but realistic engine
-- rows from the catalog of the current database: tables with row counts, columns with a
-- semantic type, role and enum_values (exact counts for columns with <= 20 distinct values),
-- declared foreign keys as accepted 'fk' relationships, and, when a temp table fill_truth
-- (source_table, source_columns, target_table, target_columns, status) exists (truth.csv
-- format, columns joined with '+'), those rows as accepted 'inferred' relationships.
-- Run as a superuser in the target database after CREATE EXTENSION ekaya_ontology.
-- It replaces whatever the engine tables held (except manual rows) and bumps the generation.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE TEMP TABLE IF NOT EXISTS fill_truth (source_table text, source_columns text, target_table text,
                                           target_columns text, status text);
DO $fill$
DECLARE
    r record;
    n bigint;
    ev jsonb;
    nd bigint;
BEGIN
    DELETE FROM ekaya.engine_schema_tables;
    DELETE FROM ekaya.engine_schema_columns;
    DELETE FROM ekaya.engine_schema_keys;
    DELETE FROM ekaya.engine_schema_relationships WHERE source = 'analysis';

    INSERT INTO ekaya.engine_schema_tables (table_oid, schema_name, table_name, qualified_name, kind, row_count,
                                            row_count_exact, primary_key, description, job_id)
    SELECT c.oid, n.nspname, c.relname, ekaya.table_name(c.oid),
           CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'partitioned_table' WHEN 'f' THEN 'foreign_table'
                          ELSE 'materialized_view' END,
           0, true,
           (SELECT array_agg(a.attname::text ORDER BY k.ord)
              FROM pg_index i, unnest(i.indkey) WITH ORDINALITY k(att, ord)
              JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.att
             WHERE i.indrelid = c.oid AND i.indisprimary),
           obj_description(c.oid, 'pg_class'), 0
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE (c.relkind IN ('r', 'p', 'f') OR (c.relkind = 'm' AND c.relispopulated))
       AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'ekaya')
       AND n.nspname NOT LIKE 'pg\_%';

    FOR r IN SELECT table_oid, qualified_name FROM ekaya.engine_schema_tables LOOP
        EXECUTE format('SELECT count(*) FROM %s', r.qualified_name) INTO n;
        UPDATE ekaya.engine_schema_tables SET row_count = n WHERE table_oid = r.table_oid;
    END LOOP;

    INSERT INTO ekaya.engine_schema_columns (table_oid, attnum, column_name, ordinal, data_type, type_oid,
                                             type_family, not_null, is_primary_key, description, job_id)
    SELECT a.attrelid, a.attnum, a.attname, row_number() OVER (PARTITION BY a.attrelid ORDER BY a.attnum),
           format_type(a.atttypid, a.atttypmod), a.atttypid,
           CASE t.typcategory WHEN 'N' THEN 'numeric' WHEN 'S' THEN 'text' WHEN 'D' THEN 'temporal'
                              WHEN 'B' THEN 'boolean' WHEN 'E' THEN 'text' WHEN 'A' THEN 'array' ELSE 'other' END,
           a.attnotnull,
           EXISTS (SELECT FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisprimary AND a.attnum = ANY (i.indkey)),
           col_description(a.attrelid, a.attnum), 0
      FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
     WHERE a.attrelid IN (SELECT table_oid FROM ekaya.engine_schema_tables) AND a.attnum > 0 AND NOT a.attisdropped;

    INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid,
                target_columns, target_attnums, relationship_type, status, cardinality, confidence, match_rate,
                constraint_name, source)
    SELECT CASE WHEN sc.relispartition THEN (SELECT inhparent FROM pg_inherits WHERE inhrelid = sc.oid) ELSE sc.oid END,
           (SELECT array_agg(attname::text ORDER BY o) FROM unnest(k.conkey) WITH ORDINALITY u(x, o)
              JOIN pg_attribute ON attrelid = k.conrelid AND attnum = x),
           k.conkey, k.confrelid,
           (SELECT array_agg(attname::text ORDER BY o) FROM unnest(k.confkey) WITH ORDINALITY u(x, o)
              JOIN pg_attribute ON attrelid = k.confrelid AND attnum = x),
           k.confkey, 'fk', 'accepted', 'N:1', 1.0, 1.0, k.conname, 'analysis'
      FROM pg_constraint k JOIN pg_class sc ON sc.oid = k.conrelid
     WHERE k.contype = 'f' AND sc.oid IN (SELECT table_oid FROM ekaya.engine_schema_tables)
       AND k.confrelid IN (SELECT table_oid FROM ekaya.engine_schema_tables)
       AND NOT sc.relispartition;
    -- partitions' own FKs folded into the parent (pagila payment), once per distinct key
    INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid,
                target_columns, target_attnums, relationship_type, status, cardinality, confidence, match_rate, source)
    SELECT DISTINCT p.inhparent, cols, att, k.confrelid, tcols, k.confkey, 'inferred', 'accepted', 'N:1', 0.95, 1.0, 'analysis'
      FROM pg_constraint k JOIN pg_class sc ON sc.oid = k.conrelid AND sc.relispartition
      JOIN pg_inherits p ON p.inhrelid = sc.oid
      CROSS JOIN LATERAL (SELECT array_agg(attname::text ORDER BY o) AS cols FROM unnest(k.conkey) WITH ORDINALITY u(x, o)
              JOIN pg_attribute ON attrelid = k.conrelid AND attnum = x) a1
      CROSS JOIN LATERAL (SELECT array_agg(pa.attnum ORDER BY o)::int2[] AS att FROM unnest(a1.cols) WITH ORDINALITY u(nm, o)
              JOIN pg_attribute pa ON pa.attrelid = p.inhparent AND pa.attname = nm) a2
      CROSS JOIN LATERAL (SELECT array_agg(attname::text ORDER BY o) AS tcols FROM unnest(k.confkey) WITH ORDINALITY u(x, o)
              JOIN pg_attribute ON attrelid = k.confrelid AND attnum = x) a3
     WHERE k.contype = 'f'
       AND NOT EXISTS (SELECT FROM ekaya.engine_schema_relationships e
                        WHERE e.source_table_oid = p.inhparent AND e.source_columns = a1.cols AND e.target_table_oid = k.confrelid);

    -- truth rows (for databases without declared keys, like the demo)
    INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid,
                target_columns, target_attnums, relationship_type, status, cardinality, confidence, match_rate,
                source_role, source)
    SELECT s.oid, string_to_array(f.source_columns, '+'),
           (SELECT array_agg(attnum ORDER BY o) FROM unnest(string_to_array(f.source_columns, '+')) WITH ORDINALITY u(nm, o)
              JOIN pg_attribute ON attrelid = s.oid AND attname = nm),
           t.oid, string_to_array(f.target_columns, '+'),
           (SELECT array_agg(attnum ORDER BY o) FROM unnest(string_to_array(f.target_columns, '+')) WITH ORDINALITY u(nm, o)
              JOIN pg_attribute ON attrelid = t.oid AND attname = nm),
           'inferred', 'accepted', 'N:1', 0.9, 1.0,
           CASE WHEN ekaya._column_role(split_part(f.source_columns, '+', 1)) <> ekaya._entity_name(t.relname)
                THEN ekaya._column_role(split_part(f.source_columns, '+', 1)) END,
           'analysis'
      FROM fill_truth f
      JOIN pg_class s ON s.oid = to_regclass(f.source_table)
      JOIN pg_class t ON t.oid = to_regclass(f.target_table)
     WHERE f.status <> 'undiscoverable'
       AND NOT EXISTS (SELECT FROM ekaya.engine_schema_relationships e
                        WHERE e.source_table_oid = s.oid AND e.source_columns = string_to_array(f.source_columns, '+')
                          AND e.target_table_oid = t.oid);

    -- profiles: distinct counts, enum values, semantic type, role
    FOR r IN SELECT c.table_oid, c.attnum, c.column_name, c.type_family, c.data_type, c.is_primary_key, t.qualified_name
               FROM ekaya.engine_schema_columns c JOIN ekaya.engine_schema_tables t USING (table_oid)
              WHERE c.data_type NOT IN ('bytea', 'tsvector') AND c.type_family <> 'array' LOOP
        EXECUTE format('SELECT count(DISTINCT %I) FROM %s', r.column_name, r.qualified_name) INTO nd;
        ev := NULL;
        IF nd BETWEEN 1 AND 20 AND r.type_family IN ('text', 'boolean', 'other') THEN
            EXECUTE format('SELECT jsonb_agg(jsonb_build_object(''value'', v, ''count'', n) ORDER BY n DESC, v)
                              FROM (SELECT %I::text AS v, count(*) AS n FROM %s WHERE %I IS NOT NULL GROUP BY 1) s',
                           r.column_name, r.qualified_name, r.column_name) INTO ev;
        END IF;
        UPDATE ekaya.engine_schema_columns c
           SET profiled = true, distinct_count = nd, distinct_exact = true, enum_values = ev,
               semantic_type = CASE
                   WHEN r.is_primary_key OR r.column_name ~* '(^id$|_id$|Id$|^uuid$)' OR r.data_type = 'uuid' THEN 'identifier'
                   WHEN r.type_family = 'boolean' THEN 'boolean'
                   WHEN r.type_family = 'temporal' THEN 'temporal'
                   WHEN r.data_type IN ('json', 'jsonb') THEN 'json'
                   WHEN r.type_family = 'numeric' THEN 'measure'
                   WHEN ev IS NOT NULL THEN 'category'
                   ELSE 'text' END
         WHERE c.table_oid = r.table_oid AND c.attnum = r.attnum;
    END LOOP;
    UPDATE ekaya.engine_schema_columns c
       SET role = CASE WHEN c.is_primary_key THEN 'primary_key'
                       WHEN EXISTS (SELECT FROM ekaya.engine_schema_relationships e
                                     WHERE e.status = 'accepted' AND e.source_table_oid = c.table_oid
                                       AND c.attnum = ANY (e.source_attnums)) THEN 'foreign_key'
                       WHEN c.semantic_type = 'measure' THEN 'measure'
                       WHEN c.semantic_type IN ('category', 'boolean') THEN 'dimension'
                       ELSE 'attribute' END;
    PERFORM ekaya._rebuild_entity_relationships();
    UPDATE ekaya.engine_state SET generation = generation + 1, published_at = now();
END
$fill$;
