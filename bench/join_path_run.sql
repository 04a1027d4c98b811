-- Timing loops for bench/join_path.sh. Static statements in PL/pgSQL (plans cached), timed with
-- clock_timestamp() around each call; psql variables: pairs, cte_pairs.
SET client_min_messages = warning;
TRUNCATE bench.timings;

CREATE FUNCTION pg_temp.time_ekaya(hops int, lim int, label text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record; t0 timestamptz; c int;
BEGIN
    FOR r IN SELECT a::regclass::text a, b::regclass::text b FROM bench.pairs ORDER BY n LIMIT lim LOOP
        t0 := clock_timestamp();
        SELECT count(*) INTO c FROM ekaya.get_join_path(r.a, r.b, hops);
        INSERT INTO bench.timings VALUES ('get_join_path hops=' || hops || label,
                                          extract(epoch FROM clock_timestamp() - t0) * 1000);
    END LOOP;
END $$;

CREATE FUNCTION pg_temp.time_cte(hops int, lim int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record; t0 timestamptz; c int;
BEGIN
    FOR r IN SELECT a, b FROM bench.pairs ORDER BY n LIMIT lim LOOP
        t0 := clock_timestamp();
        SELECT count(*) INTO c FROM bench.cte_join_path(r.a, r.b, hops);
        INSERT INTO bench.timings VALUES ('recursive CTE hops=' || hops,
                                          extract(epoch FROM clock_timestamp() - t0) * 1000);
    END LOOP;
END $$;

CREATE FUNCTION pg_temp.time_plan(lim int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record; t0 timestamptz; c int;
BEGIN
    FOR r IN SELECT tabs FROM bench.sets ORDER BY n LIMIT lim LOOP
        t0 := clock_timestamp();
        SELECT count(*) INTO c FROM ekaya.plan_joins(r.tabs);
        INSERT INTO bench.timings VALUES ('plan_joins 6 tables', extract(epoch FROM clock_timestamp() - t0) * 1000);
    END LOOP;
END $$;

-- pgr_KSP reads its edges with SQL on every call (undirected, cost 1 per hop, k = 5).
CREATE FUNCTION pg_temp.time_ksp(lim int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    r record; t0 timestamptz; c int;
    q text := 'SELECT relationship_id AS id, source_table_oid::bigint AS source, target_table_oid::bigint AS target,
                      1.0::float8 AS cost, 1.0::float8 AS reverse_cost
                 FROM ekaya.engine_schema_relationships WHERE status = ''accepted''';
BEGIN
    FOR r IN SELECT a, b FROM bench.pairs ORDER BY n LIMIT lim LOOP
        t0 := clock_timestamp();
        SELECT count(*) INTO c FROM public.pgr_KSP(q, r.a::bigint, r.b::bigint, 5, false);
        INSERT INTO bench.timings VALUES ('pgr_KSP k=5', extract(epoch FROM clock_timestamp() - t0) * 1000);
    END LOOP;
END $$;

-- The first call of a backend builds the graph; reported, then excluded.
SELECT (ekaya.graph_stats()->'cache'->>'build_ms')::numeric AS graph_build_ms,
       ekaya.graph_stats()->>'tables' AS tables, ekaya.graph_stats()->>'relationships' AS relationships;
SELECT pg_temp.time_ekaya(3, :pairs);
SELECT pg_temp.time_ekaya(4, :pairs);
SELECT pg_temp.time_plan(300);
-- The same as a role that is not superuser: every table costs a real ACL check.
DROP ROLE IF EXISTS ekaya_bench_reader;
CREATE ROLE ekaya_bench_reader;
GRANT USAGE ON SCHEMA bench TO ekaya_bench_reader;
GRANT SELECT ON ALL TABLES IN SCHEMA bench TO ekaya_bench_reader;
GRANT INSERT ON bench.timings TO ekaya_bench_reader;
SET ROLE ekaya_bench_reader;
SELECT pg_temp.time_ekaya(3, :pairs, ' (non-superuser)');
RESET ROLE;
SELECT pg_temp.time_cte(3, :cte_pairs);
SELECT pg_temp.time_cte(4, greatest(:cte_pairs / 5, 5));
\if :ksp
SELECT pg_temp.time_ksp(:cte_pairs);
\endif

\echo
\echo Latency (ms, server-side, per call)
SELECT what, count(*) AS calls,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 3) AS median,
       round(percentile_cont(0.99) WITHIN GROUP (ORDER BY ms)::numeric, 3) AS p99,
       round(max(ms)::numeric, 3) AS max
  FROM bench.timings GROUP BY what ORDER BY what;

\echo Ratios (baseline / get_join_path; pgr_KSP has no hop limit and is compared with max_hops 4)
WITH s AS (
    SELECT what, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) med,
           percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) p99
      FROM bench.timings GROUP BY what)
SELECT h AS max_hops, 'recursive CTE' AS baseline,
       round((c.med / e.med)::numeric, 1) AS median_ratio,
       round((c.p99 / e.p99)::numeric, 1) AS p99_ratio,
       CASE WHEN h = 3 THEN CASE WHEN e.p99 < 1 THEN 'yes' ELSE 'NO' END END AS ekaya_p99_under_1ms,
       CASE WHEN c.med / e.med >= 10 THEN 'yes' ELSE 'NO' END AS at_least_10x
  FROM generate_series(3, 4) h
  JOIN s e ON e.what = 'get_join_path hops=' || h
  JOIN s c ON c.what = 'recursive CTE hops=' || h
UNION ALL
SELECT 4, 'pgr_KSP', round((c.med / e.med)::numeric, 1), round((c.p99 / e.p99)::numeric, 1), NULL,
       CASE WHEN c.med / e.med >= 10 THEN 'yes' ELSE 'NO' END
  FROM s e JOIN s c ON c.what = 'pgr_KSP k=5' WHERE e.what = 'get_join_path hops=4';
SELECT CASE WHEN percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) < 5 THEN 'yes' ELSE 'NO' END AS plan_joins_p99_under_5ms
  FROM bench.timings WHERE what = 'plan_joins 6 tables' HAVING count(*) > 0;
