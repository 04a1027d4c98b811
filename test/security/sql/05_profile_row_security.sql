-- Finding 5: profiles do not bypass row-level security. app.tenant_data holds 300 rows of ten
-- tenants; a policy shows mallory only her tenant's 5 rows. Whoever ran the analysis (a
-- superuser, or mallory herself), mallory sees no value-level field of the table (min, max,
-- samples, enum and top values, distinct counts, null fractions, row count), cannot find the
-- table's columns by another tenant's value, and her own run does not replace the full profile
-- with one of her 5 rows.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
CREATE SCHEMA app;
CREATE TABLE app.tenant_data (tenant text, secret text, amount int);
INSERT INTO app.tenant_data
SELECT CASE WHEN g <= 5 THEN 'mallorycorp' ELSE (ARRAY['zanzibarcorp', 'quuxholdings', 'wobbleworks', 'fizzbuzzery',
            'grommetgroup', 'sprocketsinc', 'widgetwise', 'doohickeyltd', 'gizmogmbh'])[1 + g % 9] END,
       'secret-' || g, g * 7
  FROM generate_series(1, 300) g;
ALTER TABLE app.tenant_data ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_tenant ON app.tenant_data FOR SELECT TO ekaya_sec_mallory USING (tenant = 'mallorycorp');
GRANT USAGE ON SCHEMA app TO ekaya_sec_mallory;
GRANT SELECT ON app.tenant_data TO ekaya_sec_mallory;
SET ROLE ekaya_sec_mallory;
SELECT count(*) AS rows_mallory_sees FROM app.tenant_data;
RESET ROLE;

-- what mallory can learn about the table through the extension, one line per channel
CREATE FUNCTION pg_temp.leaks() RETURNS TABLE (channel text, leaked text) LANGUAGE sql AS $$
    SELECT 'ekaya.columns.' || f, c.table_name || '.' || c.column_name || ' = ' || v
      FROM ekaya.columns c,
           LATERAL (VALUES ('min_value', c.min_value), ('max_value', c.max_value),
                           ('sample_values', c.sample_values::text), ('enum_values', c.enum_values::text),
                           ('top_values', c.top_values::text), ('distinct_count', c.distinct_count::text),
                           ('null_fraction', c.null_fraction::text)) x(f, v)
     WHERE c.table_name = 'app.tenant_data' AND v IS NOT NULL
    UNION ALL
    SELECT 'ekaya.tables.row_count', t.row_count::text FROM ekaya.tables t
     WHERE t.table_name = 'app.tenant_data' AND t.row_count IS NOT NULL
    UNION ALL
    SELECT 'get_table_details', k || ' = ' || v
      FROM jsonb_array_elements(ekaya.get_table_details(ARRAY['app.tenant_data'], true)->'tables') t,
           LATERAL (SELECT 'row_count', t->'row_count' UNION ALL
                    SELECT c->>'name' || '.' || f, c->f
                      FROM jsonb_array_elements(coalesce(t->'columns', '[]')) c,
                           unnest(ARRAY['enum_values', 'sample_values', 'top_values', 'distinct_count',
                                        'null_fraction', 'min_value', 'max_value']) f) x(k, v)
     WHERE v IS NOT NULL AND v <> 'null'::jsonb
    UNION ALL
    SELECT 'search_columns', s.table_name || '.' || s.column_name || ' (' || s.match_reason || ')'
      FROM ekaya.search_columns('zanzibarcorp') s
     WHERE s.table_name = 'app.tenant_data'
$$;
CREATE FUNCTION pg_temp.leak_checks(prefix text, after text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT pg_temp.check(prefix || '.' || n || ': after ' || after || ', mallory learns nothing through ' || ch,
                         NOT EXISTS (SELECT FROM pg_temp.leaks() l WHERE l.channel LIKE ch || '%'),
                         (SELECT string_agg(l.channel || ': ' || left(l.leaked, 60), '; ') FROM pg_temp.leaks() l
                           WHERE l.channel LIKE ch || '%'))
      FROM (VALUES (1, 'ekaya.columns'), (2, 'ekaya.tables'), (3, 'get_table_details'), (4, 'search_columns')) v(n, ch)
     ORDER BY n
$$;

-- a superuser's analysis
SELECT ekaya.analyze(ARRAY['app'], wait => true) > 0 AS analysed;
SELECT pg_temp.check('5.0: the superuser''s run profiled all 300 rows', row_count = 300, 'row_count ' || row_count)
  FROM ekaya.tables WHERE table_name = 'app.tenant_data';
SET ROLE ekaya_sec_mallory;
SELECT pg_temp.leak_checks('5.1', 'a superuser''s analysis');
RESET ROLE;

-- mallory's own analysis
SET ROLE ekaya_sec_mallory;
SELECT pg_temp.outcome($$SELECT ekaya.analyze(ARRAY['app'], wait => true)$$) = '00000' AS mallory_analysed;
SELECT pg_temp.leak_checks('5.2', 'her own analysis');
RESET ROLE;
SELECT pg_temp.check('5.3.1: after mallory''s run the superuser still sees row_count 300', row_count = 300,
                     'row_count ' || coalesce(row_count::text, 'NULL'))
  FROM ekaya.tables WHERE table_name = 'app.tenant_data';
SELECT pg_temp.check('5.3.2: after mallory''s run the superuser still sees every tenant among the values',
                     distinct_count = 10 AND enum_values::text LIKE '%zanzibarcorp%',
                     'distinct_count ' || coalesce(distinct_count::text, 'NULL') || ', enum_values ' || coalesce(enum_values::text, 'NULL'))
  FROM ekaya.columns WHERE table_name = 'app.tenant_data' AND column_name = 'tenant';
SELECT pg_temp.check('5.3.3: after mallory''s run the superuser still sees the full range of amounts',
                     min_value = '7' AND max_value = '2100', 'min ' || coalesce(min_value, 'NULL') || ', max ' || coalesce(max_value, 'NULL'))
  FROM ekaya.columns WHERE table_name = 'app.tenant_data' AND column_name = 'amount';

DROP SCHEMA app CASCADE;
CALL pg_temp.drop_roles('ekaya_sec_mallory');
