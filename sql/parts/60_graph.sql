-- The schema graph: verified join paths, join plans and graph statistics for agents.
--
-- The work is done in C over a per-backend cache of the accepted relationships (rebuilt when
-- ekaya.engine_state changes). The C functions run with a fixed search_path like every other
-- function here; the public ones are thin SQL wrappers WITHOUT a SET clause, because table names
-- must resolve under the caller's search_path exactly as the parser resolves them, which
-- ekaya._regclass does. The wrappers reference nothing unqualified and are inlined by the
-- planner, so they cost nothing.

-- The relation a name means for the caller, or NULL. A name in a schema the caller may not use
-- is reported like a name that does not exist: to_regclass itself would say "permission
-- denied for schema ...", confirming that the schema exists.
CREATE FUNCTION ekaya._regclass(name text) RETURNS oid
LANGUAGE c STABLE STRICT PARALLEL SAFE
AS 'MODULE_PATHNAME', 'ekaya_regclass';

CREATE FUNCTION ekaya._get_join_path(from_table text, from_oid oid, to_table text, to_oid oid,
                                     max_hops integer, max_paths integer)
RETURNS TABLE(path_rank integer, total_hops integer, hops jsonb, cardinality text, confidence real,
              description text, sql_hint text, warnings text[])
LANGUAGE C STABLE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ek_get_join_path';

CREATE FUNCTION ekaya.get_join_path(from_table text, to_table text, max_hops integer DEFAULT 3,
                                    max_paths integer DEFAULT 5)
RETURNS TABLE(path_rank integer, total_hops integer, hops jsonb, cardinality text, confidence real,
              description text, sql_hint text, warnings text[])
LANGUAGE sql STABLE
AS $$
    SELECT * FROM ekaya._get_join_path(from_table, ekaya._regclass(from_table),
                                       to_table, ekaya._regclass(to_table),
                                       max_hops, max_paths)
$$;
COMMENT ON FUNCTION ekaya.get_join_path(text, text, integer, integer) IS
    'Up to max_paths verified ways to join two tables, best first, with the SQL to write';

CREATE FUNCTION ekaya._plan_joins(tables text[], oids oid[])
RETURNS TABLE(step integer, table_name text, alias text, join_type text, on_clause text,
              bridge boolean, cardinality text, warning text, estimated_rows bigint)
LANGUAGE C STABLE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ek_plan_joins';

-- Resolve each name under the caller's search_path, keeping the order (NULL stays NULL). Only
-- the first 65: ekaya._plan_joins refuses more than 64 tables, and a million names must not be
-- looked up first.
CREATE FUNCTION ekaya._resolve_tables(tables text[]) RETURNS oid[]
LANGUAGE sql STABLE
AS $$
    SELECT pg_catalog.array_agg(ekaya._regclass(t.name) ORDER BY t.ord)
      FROM pg_catalog.unnest(tables) WITH ORDINALITY AS t(name, ord)
     WHERE t.ord OPERATOR(pg_catalog.<=) 65
$$;

CREATE FUNCTION ekaya.plan_joins(tables text[])
RETURNS TABLE(step integer, table_name text, alias text, join_type text, on_clause text,
              bridge boolean, cardinality text, warning text, estimated_rows bigint)
LANGUAGE sql STABLE
AS $$
    SELECT * FROM ekaya._plan_joins(tables, ekaya._resolve_tables(tables))
$$;
COMMENT ON FUNCTION ekaya.plan_joins(text[]) IS
    'The joins connecting all given tables (adding bridge tables when needed), one row per step';

CREATE FUNCTION ekaya._plan_joins_sql(tables text[], oids oid[]) RETURNS text
LANGUAGE C STABLE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ek_plan_joins_sql';

CREATE FUNCTION ekaya.plan_joins_sql(tables text[]) RETURNS text
LANGUAGE sql STABLE
AS $$
    SELECT ekaya._plan_joins_sql(tables, ekaya._resolve_tables(tables))
$$;
COMMENT ON FUNCTION ekaya.plan_joins_sql(text[]) IS
    'The FROM ... JOIN ... fragment that plan_joins describes';

CREATE FUNCTION ekaya._get_neighbors(table_name text, table_oid oid, depth integer, direction text,
                                     min_confidence real)
RETURNS TABLE(distance integer, neighbor_table text, direction text, from_table text,
              from_columns text[], to_table text, to_columns text[], relationship_type text,
              cardinality text, role text, confidence real)
LANGUAGE C STABLE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ek_get_neighbors';

CREATE FUNCTION ekaya.get_neighbors(table_name text, depth integer DEFAULT 1, direction text DEFAULT 'both',
                                    min_confidence real DEFAULT 0)
RETURNS TABLE(distance integer, neighbor_table text, direction text, from_table text,
              from_columns text[], to_table text, to_columns text[], relationship_type text,
              cardinality text, role text, confidence real)
LANGUAGE sql STABLE
AS $$
    SELECT * FROM ekaya._get_neighbors(table_name, ekaya._regclass(table_name),
                                       depth, direction, min_confidence)
$$;
COMMENT ON FUNCTION ekaya.get_neighbors(text, integer, text, real) IS
    'Tables joined to a table within depth hops (from = the table one hop nearer, to = the neighbour): out = tables it references, in = tables referencing it';

CREATE FUNCTION ekaya.graph_stats() RETURNS jsonb
LANGUAGE C STABLE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ek_graph_stats';
COMMENT ON FUNCTION ekaya.graph_stats() IS
    'Tables, relationships by type, hubs and connected components of the schema graph you can see';

-- get_neighbors cannot have an output column named table_name: it is the name of its input.

-- The underscore functions are implementation details, but harmless: they check privileges
-- themselves and the SQL wrappers run as the caller.
