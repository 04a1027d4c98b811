-- hostile.sql: the hostile shapes of issue 15, item 1, with the bound each must meet (README.md,
-- "Bounds of the functions for agents"). Loaded by run.sh into the corpus database after its
-- schema exists; run.sh then calls public.hostile_check(case, function) once per case and
-- function, each call a statement of its own under a generous statement_timeout, which is only a
-- guard against hanging: no assertion is about time.
--
-- A case is a generator (an SQL expression that builds the statement text, so that megabytes
-- of SQL need not be committed) and the outcome documented for it:
--   joins_status  a status validate_joins must return among its rows ('' = any rows, no ERROR)
--   sql_code      a code validate_sql must return among its rows
--   hint_error    the "error" repair_hint(sql) must report ('' = none: the statement is fine)
-- Every call must return without an ERROR; repair_hint is also called with SQLSTATE 42703, the
-- path that once raised 54001. Memory: where the backend can read /proc/self/status (Linux, a
-- superuser), its peak resident memory is reset before each call and must stay under
-- hostile_peak_kb afterwards; everywhere, the memory contexts after the call must be back
-- within hostile_after_kb of where they were (nothing is kept).

SET search_path = corpus, public;

-- A table as wide as PostgreSQL allows, and a view whose definition is large, for the shapes
-- whose cost grows with the width of what they read or with what they expand.
SELECT pg_catalog.format('CREATE TABLE corpus.wide (%s)', pg_catalog.string_agg(pg_catalog.format('c%s int', i), ', '))
  FROM pg_catalog.generate_series(1, 1600) i \gexec
SELECT pg_catalog.format('CREATE VIEW corpus.big_view AS SELECT %s AS total FROM corpus.users u',
                         pg_catalog.string_agg(pg_catalog.format('u.user_id * %s', i), ' + '))
  FROM pg_catalog.generate_series(1, 2000) i \gexec

CREATE TABLE public.hostile_cases (n serial, name text UNIQUE, gen text, joins_status text, sql_code text, hint_error text);
CREATE TABLE public.hostile_results (name text, fn text, ok boolean, detail text);

INSERT INTO public.hostile_cases (name, gen, joins_status, sql_code, hint_error) VALUES
-- the shapes of the issue
('10,000 chained CTEs',
 $g$SELECT 'WITH c0 AS (SELECT 1 AS x)' || string_agg(format(', c%s AS (SELECT x FROM c%s)', i, i - 1), '' ORDER BY i) || ' SELECT x FROM c9999 LIMIT 1'
      FROM generate_series(1, 9999) i$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('1,000 nested subqueries',
 $g$SELECT 'SELECT * FROM ' || repeat('(SELECT * FROM ', 1000) || 'users' || repeat(') s', 1000) || ' LIMIT 1'$g$,
 '', 'estimate_skipped', ''),
('200 parenthesised joins',
 $g$SELECT 'SELECT 1 FROM ' || repeat('(', 200) || 'users u0'
           || string_agg(format(' JOIN users u%s ON u%s.user_id = u0.user_id)', i, i), '' ORDER BY i) || ' LIMIT 1'
      FROM generate_series(1, 200) i$g$,
 'unverified', 'estimate_skipped', ''),
('length(repeat(x, 1000000000))',
 $g$SELECT $$SELECT length(repeat('x', 1000000000))$$$g$,
 '', 'estimated_rows', ''),
('1 MB SELECT 1+1+...',
 $g$SELECT 'SELECT 1' || repeat('+1', 500000)$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('100,000-deep -> chain',
 $g$SELECT $$SELECT '{}'::jsonb$$ || repeat($$->'a'$$, 100000)$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('100,000-branch UNION ALL',
 $g$SELECT 'SELECT 1' || repeat(' UNION ALL SELECT 1', 99999)$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('random bytes',
 $g$SELECT string_agg(chr(CASE WHEN i % 97 = 0 THEN 233 + i % 20 ELSE 33 + (i * 7919 + i / 13) % 94 END), '' ORDER BY i)
      FROM generate_series(1, 100000) i$g$,
 'syntax_error', 'syntax_error', 'syntax_error'),
('100,000 nested parentheses',
 $g$SELECT 'SELECT ' || repeat('(', 100000) || '1' || repeat(')', 100000)$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
-- more shapes: size of the text, width of what is read, joins, conditions, views, plans
('2 MB string literal',
 $g$SELECT $$SELECT '$$ || repeat('x', 2000000) || $$'$$$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('3,000 joins',
 $g$SELECT 'SELECT 1 FROM users u0' || string_agg(format(' JOIN users u%s ON u%s.user_id = u0.user_id', i, i), '' ORDER BY i) || ' LIMIT 1'
      FROM generate_series(1, 3000) i$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('1,000 nested SELECT * of a 1,600-column table',
 $g$SELECT 'SELECT 1 FROM ' || repeat('(SELECT * FROM ', 1000) || 'wide' || repeat(') s', 1000) || ' LIMIT 1'$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('500 chained CTEs of SELECT * over a 1,600-column table',
 $g$SELECT 'WITH c0 AS (SELECT * FROM wide)' || string_agg(format(', c%s AS (SELECT * FROM c%s)', i, i - 1), '' ORDER BY i) || ' SELECT 1 FROM c499 LIMIT 1'
      FROM generate_series(1, 499) i$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('20 joins of a 1,600-column table',
 $g$SELECT 'SELECT 1 FROM wide w0' || string_agg(format(' JOIN wide w%s ON w%s.c1 = w0.c1', i, i), '' ORDER BY i) || ' LIMIT 1'
      FROM generate_series(1, 20) i$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('1,770 joined pairs of 60 tables',
 $g$SELECT 'SELECT 1 FROM ' || (SELECT string_agg(format('users u%s', i), ', ' ORDER BY i) FROM generate_series(1, 60) i)
           || ' WHERE ' || string_agg(format('u%s.user_id = u%s.user_id', i, j), ' AND ' ORDER BY i, j) || ' LIMIT 1'
      FROM generate_series(1, 60) i, generate_series(1, 60) j WHERE i < j$g$,
 'too_many_joins', 'too_many_joins', ''),
('60 tables joined on one column (a genetic join search)',
 $g$SELECT 'SELECT 1 FROM ' || (SELECT string_agg(format('users u%s', i), ', ' ORDER BY i) FROM generate_series(1, 60) i)
           || ' WHERE ' || string_agg(format('u%s.user_id = u%s.user_id', i, i + 1), ' AND ' ORDER BY i) || ' LIMIT 1'
      FROM generate_series(1, 59) i$g$,
 'unverified', 'estimate_skipped', ''),
('11 tables joined pairwise on one column (an exhaustive join search)',
 $g$SELECT 'SELECT 1 FROM ' || (SELECT string_agg(format('users u%s', i), ', ' ORDER BY i) FROM generate_series(1, 11) i)
           || ' WHERE ' || string_agg(format('u%s.user_id = u%s.user_id', i, j), ' AND ' ORDER BY i, j) || ' LIMIT 1'
      FROM generate_series(1, 11) i, generate_series(1, 11) j WHERE i < j$g$,
 'unverified', 'estimate_skipped', ''),
('11 groups of 8 joined tables, all on one column',
 $g$SELECT 'SELECT 1 FROM '
           || (SELECT string_agg('(users a' || k || '_0' || (SELECT string_agg(format(' JOIN users a%s_%s ON a%s_%s.user_id = a%s_0.user_id', k, i, k, i, k), '' ORDER BY i)
                                                              FROM generate_series(1, 7) i) || ')', ', ' ORDER BY k)
                 FROM generate_series(0, 10) k)
           || ' WHERE ' || string_agg(format('a%s_0.user_id = a%s_0.user_id', i, j), ' AND ' ORDER BY i, j) || ' LIMIT 1'
      FROM generate_series(0, 10) i, generate_series(0, 10) j WHERE i < j$g$,
 'unverified', 'estimate_skipped', ''),
('10,000 repeats of one join condition',
 $g$SELECT 'SELECT 1 FROM users u JOIN orders o ON ' || string_agg('o.user_id = u.user_id', ' AND ') || ' LIMIT 1'
      FROM generate_series(1, 10000)$g$,
 'declared', 'estimated_rows', ''),
('a large view referenced 300 times',
 $g$SELECT 'SELECT 1 FROM ' || string_agg(format('big_view v%s', i), ', ' ORDER BY i) || ' LIMIT 1'
      FROM generate_series(1, 300) i$g$,
 '', 'statement_too_complex', ''),
('30,000-element IN list',
 $g$SELECT 'SELECT 1 FROM users WHERE user_id IN (' || string_agg(i::text, ',') || ') LIMIT 1'
      FROM generate_series(1, 30000) i$g$,
 '', 'estimated_rows', ''),
('1,500 scalar subqueries',
 $g$SELECT 'SELECT ' || string_agg('(SELECT max(user_id) FROM users)', ', ') || ' LIMIT 1'
      FROM generate_series(1, 1500)$g$,
 '', 'estimate_skipped', ''),
('100,000-character identifier',
 $g$SELECT 'SELECT * FROM ' || repeat('x', 100000) || ' LIMIT 1'$g$,
 'undefined_table', 'undefined_table', 'undefined_table'),
('20,000 FROM items referencing a CTE',
 $g$SELECT 'WITH c AS (SELECT 1 AS x) SELECT 1 FROM ' || string_agg(format('c a%s', i), ', ' ORDER BY i) || ' LIMIT 1'
      FROM generate_series(1, 20000) i$g$,
 'statement_too_complex', 'statement_too_complex', 'statement_too_complex'),
('999 tables joined in 500 separate pairs',
 $g$SELECT 'SELECT 1 FROM ' || string_agg(format('users a%s', i), ', ' ORDER BY i) || ' WHERE '
           || (SELECT string_agg(format('a%s.user_id = a%s.user_id', i, i + 1), ' AND ' ORDER BY i) FROM generate_series(0, 997, 2) i)
           || ' LIMIT 1'
      FROM generate_series(0, 998) i$g$,
 'unverified', 'cartesian_product', ''),
('10,000 whole-row tests of a deep join of wide tables',
 $g$SELECT 'SELECT 1 FROM (wide a JOIN wide b ON a.c1 = b.c1'
           || (SELECT string_agg(format(' JOIN users u%s ON u%s.user_id = a.c1', i, i), '' ORDER BY i) FROM generate_series(1, 20) i)
           || ') AS j, users u WHERE ' || string_agg('j IS NOT NULL', ' AND ') || ' LIMIT 1'
      FROM generate_series(1, 10000)$g$,
 '', 'cartesian_product', ''),
-- the trap analysis (issue 20): at most 64 FROM items and 100 aggregating levels examined, 256
-- aggregates per level, flattening at most 32 subqueries deep
('sum over 200 one-to-many joins',
 $g$SELECT 'SELECT sum(u.user_id) FROM users u' || string_agg(format(' JOIN orders o%s ON o%s.user_id = u.user_id', i, i), '' ORDER BY i)
      FROM generate_series(1, 200) i$g$,
 'trap_check_truncated', 'trap_check_truncated', ''),
('sum over 60 one-to-many joins',
 $g$SELECT 'SELECT sum(u.user_id) FROM users u' || string_agg(format(' JOIN orders o%s ON o%s.user_id = u.user_id', i, i), '' ORDER BY i)
      FROM generate_series(1, 60) i$g$,
 'fan_trap', 'fan_trap', ''),
('300 aggregating subqueries over a join',
 $g$SELECT 'SELECT ' || string_agg('(SELECT count(u.user_id) FROM users u JOIN orders o ON o.user_id = u.user_id)', ', ')
      FROM generate_series(1, 300)$g$,
 'trap_check_truncated', 'trap_check_truncated', ''),
('5,000 aggregates over a one-to-many join',
 $g$SELECT 'SELECT 1 FROM users u JOIN orders o ON o.user_id = u.user_id HAVING ' || string_agg(format('sum(u.user_id + %s) > 0', i), ' AND ')
      FROM generate_series(1, 5000) i$g$,
 'trap_check_truncated', 'trap_check_truncated', ''),
('a one-to-many join under 1,000 nested subqueries, aggregated',
 $g$SELECT 'SELECT sum(s.user_id) FROM ' || repeat('(SELECT * FROM ', 1000) || '(SELECT u.user_id FROM users u JOIN orders o ON o.user_id = u.user_id) s0'
           || repeat(') s', 1000)$g$,
 '', 'estimate_skipped', '');

\ir ../memory/peak.sql

-- One case through one function; the verdict goes to hostile_results. An ERROR is caught and
-- recorded as a failure; a statement timeout cancels the statement, leaving no row, which
-- run.sh counts as a failure too.
CREATE FUNCTION public.hostile_check(p_name text, p_fn text, p_peak_kb bigint, p_after_kb bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    c record;
    stmt text;
    got text[];
    hint jsonb;
    before_kb bigint;
    m record;
    e record;
    why text;
    st text;
    msg text;
BEGIN
    SELECT * INTO c FROM public.hostile_cases WHERE name = p_name;
    EXECUTE c.gen INTO stmt;
    before_kb := public.ek_contexts_kb();
    m := public.ek_measure_start();
    BEGIN
        IF p_fn = 'validate_joins' THEN
            SELECT array_agg(DISTINCT status) INTO got FROM ekaya.validate_joins(stmt);
            IF c.joins_status <> '' AND NOT coalesce(c.joins_status = ANY (got), false) THEN
                why := format('expected status %s, got %s', c.joins_status, got);
            END IF;
        ELSIF p_fn = 'validate_sql' THEN
            SELECT array_agg(DISTINCT code) INTO got FROM ekaya.validate_sql(stmt);
            IF NOT coalesce(c.sql_code = ANY (got), false) THEN
                why := format('expected code %s, got %s', c.sql_code, got);
            END IF;
        ELSIF p_fn = 'repair_hint' THEN
            hint := ekaya.repair_hint(stmt);
            IF coalesce(hint->>'error', '') <> c.hint_error THEN
                why := format('expected error %s, got %s', nullif(c.hint_error, ''), left(hint::text, 300));
            END IF;
        ELSE
            hint := ekaya.repair_hint(stmt, '42703', 'column u.nme does not exist');
            IF hint->>'sqlstate' IS DISTINCT FROM '42703' THEN
                why := format('no 42703 hint: %s', left(hint::text, 300));
            END IF;
        END IF;
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
        why := format('ERROR %s: %s', st, left(msg, 200));
    END;
    e := public.ek_measure_end(m.measured, m.started, p_peak_kb);
    IF public.ek_contexts_kb() - before_kb > p_after_kb THEN
        why := concat_ws('; ', why, format('memory contexts grew by %s kB', public.ek_contexts_kb() - before_kb));
    END IF;
    INSERT INTO public.hostile_results VALUES (p_name, p_fn, why IS NULL AND e.too_much IS NULL,
        concat_ws('; ', why, e.too_much, e.note));
END $$;
