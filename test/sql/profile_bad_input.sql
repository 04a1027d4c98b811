-- Bad input gets clear errors; odd shapes are profiled, not crashed on.
-- unknown schema: error with the nearest names as a hint
CREATE SCHEMA sales;
SELECT ekaya.analyze(ARRAY['slaes'], wait => true);
SELECT ekaya.analyze(ARRAY['nothing_like_it_at_all'], wait => true);
SELECT ekaya.analyze(ARRAY[NULL]::text[], wait => true);
-- an empty schema analyses to nothing
SELECT ekaya.analyze(ARRAY['sales'], wait => true) > 0 AS analysed;
SELECT count(*) FROM ekaya.tables WHERE table_name LIKE 'sales.%';
-- empty tables and all-NULL columns
CREATE TABLE sales.empty (id int PRIMARY KEY, note text);
CREATE TABLE sales.nulls (id int, never text, nada int);
INSERT INTO sales.nulls SELECT g, NULL, NULL FROM generate_series(1, 100) g;
SELECT ekaya.analyze(ARRAY['sales'], wait => true) > 0 AS analysed;
SELECT table_name, row_count, row_count_exact FROM ekaya.tables WHERE table_name LIKE 'sales.%' ORDER BY 1;
SELECT table_name, column_name, null_fraction, distinct_count, min_value, enum_values, sample_values
  FROM ekaya.columns WHERE table_name LIKE 'sales.%' ORDER BY table_name, ordinal;
-- a table with 1,600 columns
SELECT format('CREATE TABLE sales.wide (%s)',
              string_agg(format('c%s int', g), ', ' ORDER BY g))
  FROM generate_series(1, 1600) g \gexec
INSERT INTO sales.wide (c1, c2, c1600) SELECT g, g % 2, 7 FROM generate_series(1, 20) g;
SELECT ekaya.analyze(ARRAY['sales'], wait => true) > 0 AS analysed;
SELECT count(*) AS columns, count(*) FILTER (WHERE distinct_count = 0) AS all_null
  FROM ekaya.columns WHERE table_name = 'sales.wide';
SELECT column_name, distinct_count, min_value, max_value FROM ekaya.columns
 WHERE table_name = 'sales.wide' AND column_name IN ('c1', 'c2', 'c1600') ORDER BY ordinal;
-- partitions fold into their parent
CREATE TABLE sales.events (id int, at date) PARTITION BY RANGE (at);
CREATE TABLE sales.events_2024 PARTITION OF sales.events FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE sales.events_2025 PARTITION OF sales.events FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
INSERT INTO sales.events SELECT g, date '2024-06-01' + g * 2 FROM generate_series(1, 200) g;
SELECT ekaya.analyze(ARRAY['sales'], wait => true) > 0 AS analysed;
SELECT table_name, kind, row_count FROM ekaya.tables WHERE table_name LIKE 'sales.events%' ORDER BY 1;
-- a re-analysis replaces the earlier results instead of adding to them
SELECT count(*) FROM ekaya.engine_schema_tables WHERE schema_name = 'sales';
-- big tables are sampled, and the profile says so
SET ekaya.sample_rows = 1000;
CREATE TABLE sales.big AS SELECT g AS id, g % 10 AS bucket FROM generate_series(1, 20000) g;
ANALYZE sales.big;
SELECT ekaya.analyze(ARRAY['sales'], wait => true) > 0 AS analysed;
SELECT table_name, row_count, row_count_exact, sampled FROM ekaya.tables WHERE table_name = 'sales.big';
SELECT column_name, sampled, distinct_exact, enum_values IS NOT NULL AS has_enum
  FROM ekaya.columns WHERE table_name = 'sales.big' ORDER BY ordinal;
-- a table of fewer rows than that is read whole whatever the catalog guesses: before VACUUM or
-- ANALYZE the guess is its size at 64 bytes a row, and wide rows made it look several times
-- bigger, so that whether autovacuum had got to it decided whether it was sampled
CREATE TABLE sales.wide_rows AS SELECT g AS id, repeat('x', 200) || g AS body FROM generate_series(1, 1400) g;
SELECT reltuples < 0 AS never_counted, pg_relation_size('sales.wide_rows') / 64 > 1500 AS size_says_more
  FROM pg_class WHERE oid = 'sales.wide_rows'::regclass;
SELECT ekaya.analyze(ARRAY['sales'], wait => true) > 0 AS analysed;
SELECT table_name, row_count, row_count_exact, sampled FROM ekaya.tables WHERE table_name = 'sales.wide_rows';
RESET ekaya.sample_rows;
DROP SCHEMA sales CASCADE;
-- a materialized view that was never populated is skipped with the reason
CREATE SCHEMA mv;
CREATE TABLE mv.base (id int);
CREATE MATERIALIZED VIEW mv.filled AS SELECT id FROM mv.base;
CREATE MATERIALIZED VIEW mv.empty_mv AS SELECT id FROM mv.base WITH NO DATA;
SELECT ekaya.analyze(ARRAY['mv'], wait => true) > 0 AS analysed;
SELECT table_name, kind FROM ekaya.tables WHERE table_name LIKE 'mv.%' ORDER BY 1;
SELECT skipped FROM ekaya.jobs ORDER BY job_id DESC LIMIT 1;
DROP SCHEMA mv CASCADE;
