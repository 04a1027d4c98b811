-- bench/wide_mixed.sql: the mixed wide shape of issue 17, for bench/wide.sh (BENCH_SHAPE=mixed)
-- and test/scale. N tables (psql variable n), no constraints: one in ten is an entity ent<k>
-- (id, code, name; 50 to 1,000 rows), the others link<i> with an id, 1 to 3 references named
-- after entities (ent<k>_id), a quantity and a status (100 to 500 rows each). Every small integer
-- column is contained in nearly every id, so candidates grow with the square of the tables; the
-- true references are listed in the table truth(source, source_column, target).
-- Deterministic (hashint4, no random()).
--
-- Usage: psql -v n=2000 -d <fresh database> -f bench/wide_mixed.sql
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
SELECT set_config('ekaya_bench.tables', :'n', false) AS tables \gset
CREATE TABLE truth (source text, source_column text, target text);
DO $$
DECLARE
  n int := current_setting('ekaya_bench.tables')::int;
  nent int := greatest(1, n / 10);
  rows int;
  refs int;
  e int;
  cols text;
  vals text;
BEGIN
  FOR k IN 1..nent LOOP
    rows := 50 + (hashint4(k) & 1023) % 951;
    EXECUTE format('CREATE TABLE ent%s (id int, code text, name text)', k);
    EXECUTE format('INSERT INTO ent%1$s SELECT x, ''E%1$s-'' || lpad(x::text, 5, ''0''), ''entity %1$s number '' || x
                      FROM generate_series(1, %2$s) x', k, rows);
  END LOOP;
  FOR i IN 1..n - nent LOOP
    rows := 100 + (hashint4(i * 7) & 1023) % 401;
    refs := 1 + (hashint4(i * 13) & 1023) % 3;
    cols := '';
    vals := '';
    FOR r IN 1..refs LOOP
      e := 1 + (hashint4(i * 31 + r) & 1048575) % nent;
      IF position(format('ent%s_id ', e) IN cols) > 0 THEN CONTINUE; END IF;
      cols := cols || format('ent%s_id int, ', e);
      vals := vals || format('1 + (hashint4(x * %s + %s) & 1048575) %% %s, ', r + 1, i, 50 + (hashint4(e) & 1023) % 951);
      INSERT INTO truth VALUES (format('public.link%s', i), format('ent%s_id', e), format('public.ent%s', e));
    END LOOP;
    EXECUTE format('CREATE TABLE link%s (id int, %s quantity int, status text)', i, cols);
    EXECUTE format('INSERT INTO link%s SELECT x, %s 1 + x %% 20, (ARRAY[''new'', ''paid'', ''shipped'', ''closed''])[1 + x %% 4]
                      FROM generate_series(1, %s) x', i, vals, rows);
  END LOOP;
END $$;
ANALYZE;
