-- The verification aggregates: the profiler's normalisation on both sides, tuples in key
-- order, NULL keys skipped, distinct orphans, budgets, and only well-formed key sets accepted.
-- Run in parallel workers too (serial / deserial / combine).
CREATE TABLE va_t (k int8 PRIMARY KEY, n numeric, c char(6), u uuid, a int, b text);
INSERT INTO va_t SELECT g, g, 'K' || g, ('00000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid, g % 7, 'x' || g
  FROM generate_series(1, 5000) g;
CREATE TABLE va_s (i int2, n numeric, t text, ut text, a int, b text);
INSERT INTO va_s SELECT g % 6000, g % 6000, 'K' || (g % 6000), upper('00000000-0000-0000-0000-' || lpad((g % 6000)::text, 12, '0')),
       g % 9, 'x' || g
  FROM generate_series(1, 20000) g;
INSERT INTO va_s VALUES (NULL, NULL, NULL, NULL, NULL, NULL);
-- {orphan rows, distinct orphans, matched rows}: values 0 and 5001..5999 are orphans
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, k) FROM va_t), 100000, i) AS int2_int8,
       ekaya._orphans((SELECT ekaya._keyset(1000000, n) FROM va_t), 100000, i) AS int2_numeric,
       ekaya._orphans((SELECT ekaya._keyset(1000000, c) FROM va_t), 100000, t) AS text_char,
       ekaya._orphans((SELECT ekaya._keyset(1000000, u) FROM va_t), 100000, ut) AS text_uuid
  FROM va_s;
-- tuples: (a, b) in key order; the reverse order matches nothing
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, a, b) FROM va_t), 1000000, a, b) AS tuple,
       ekaya._orphans((SELECT ekaya._keyset(1000000, b, a) FROM va_t), 1000000, a, b) AS reversed
  FROM va_s;
-- the same in parallel workers
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, k) FROM va_t), 100000, i) AS int2_int8,
       ekaya._orphans((SELECT ekaya._keyset(1000000, a, b) FROM va_t), 100000, a, b) AS tuple,
       ekaya._orphans((SELECT ekaya._keyset(1000000, a, k) FROM va_t), 100000, a, i) AS pairs,
       ekaya._orphans((SELECT ekaya._keyset(200000, a, k) FROM va_t), 100000, a, i) AS pairs_hashed_when_combined
  FROM va_s;
-- bitmaps of workers that saw different ranges, and one worker's bitmap with another's hashes
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, i) FROM va_s), 100000, k) AS bitmaps,
       ekaya._orphans((SELECT ekaya._keyset(200000, CASE WHEN i = 5999 THEN 100000000 ELSE i END) FROM va_s),
                      100000, k) AS bitmap_and_hashes
  FROM va_t;
-- hashes collected as lists in each worker, duplicates and all, and made one table at the end
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, a::text) FROM va_s), 1000, a::text) AS listed_duplicates
  FROM va_t;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
-- a list of hashes that outgrows half its budget becomes a table at once (9 keys in 20,000
-- rows); a key set whose table would not fit is NULL
SELECT ekaya._orphans((SELECT ekaya._keyset(16384, a::text) FROM va_s), 1000, a::text) AS list_became_table,
       (SELECT ekaya._keyset(16384, b) FROM va_s) IS NULL AS list_over_budget
  FROM va_t;
-- budgets: a key set that does not fit is NULL; distinct orphans that do not fit are -1.
-- Dense integer keys are a bitmap over their range (5,000 keys in 1 KB); sparse ones are hashed.
SELECT ekaya._keyset(1024, k) IS NULL AS dense_fits_as_bitmap,
       ekaya._keyset(1024, k * 1000003) IS NULL AS sparse_over_budget,
       ekaya._keyset(1000000, k * 1000003) IS NULL AS sparse_fits FROM va_t;
-- bitmaps against every integer width and numeric: fractional, NaN and huge numerics never
-- match, and count as distinct orphans by value; keys at both ends of int8
CREATE TABLE va_big (k int8);
INSERT INTO va_big VALUES (-9223372036854775808), (-9223372036854775807), (9223372036854775807), (0);
CREATE TABLE va_probe (i2 int2, i8 int8, n numeric);
INSERT INTO va_probe VALUES (1, -9223372036854775808, 1), (2, 9223372036854775807, 1.0), (0, 5, 1.5),
  (NULL, NULL, 'NaN'), (3, 0, 99999999999999999999), (3, 1, 2.50), (3, 1, 2.5);
SELECT ekaya._orphans((SELECT ekaya._keyset(100000, k) FROM va_t), 1000, i2) AS int2,
       ekaya._orphans((SELECT ekaya._keyset(100000, k) FROM va_t), 1000, n) AS numeric
  FROM va_probe;
-- bitmaps at either end of int8; the whole int8 range is too wide for one: hashed, still exact
SELECT ekaya._orphans((SELECT ekaya._keyset(1000, k) FROM va_big WHERE k > 0), 1000, i8) AS top,
       ekaya._orphans((SELECT ekaya._keyset(1000, k) FROM va_big WHERE k < 0), 1000, i8) AS bottom,
       ekaya._orphans((SELECT ekaya._keyset(100000, k) FROM va_big), 1000, i8) AS int8_extremes FROM va_probe;
-- pairs at either end of int8: a range too wide for grouped pairs is hashed, still exact
SELECT ekaya._orphans((SELECT ekaya._keyset(100000, k, k) FROM va_big), 1000, i8, i8) AS int8_pairs FROM va_probe;
-- a range that outgrows the budget in the middle of a scan switches to hashes
SELECT ekaya._orphans((SELECT ekaya._keyset(4096, k) FROM (SELECT k FROM va_t WHERE k < 100
                         UNION ALL SELECT 5000000000) x), 1000, i8) AS switched FROM va_probe;
-- a bitmap answers only for integers and numerics
SELECT ekaya._orphans((SELECT ekaya._keyset(1000, k) FROM va_t), 1000, t) FROM va_s;
-- a malformed bitmap (magic "EKB1", wrong size) is refused
SELECT ekaya._orphans('\x31424b450000000000000000'::bytea, 1000, i) FROM va_s;
-- keys of two integers are grouped pairs: the same counts as the same tuples hashed (as
-- text), probed with integers or numerics; a pair list that outgrows half its budget is hashed
-- on the way, and a sparse first column is hashed at the end, with the same counts
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, a, k) FROM va_t), 100000, a, i) AS pairs,
       ekaya._orphans((SELECT ekaya._keyset(1000000, a::text, k::text) FROM va_t), 100000, a::text, i::text) AS hashed,
       ekaya._orphans((SELECT ekaya._keyset(1000000, a, k) FROM va_t), 100000, a::numeric, n) AS numeric_probe,
       ekaya._orphans((SELECT ekaya._keyset(200000, a, k) FROM va_t), 100000, a, i) AS pairs_then_hashes,
       ekaya._orphans((SELECT ekaya._keyset(1000000, k * 1000003, a) FROM va_t), 100000, i::int8 * 1000003, a) AS sparse
  FROM va_s;
SELECT length(ekaya._keyset(1000000, a, k)) < length(ekaya._keyset(1000000, a::text, k::text)) AS pairs_smaller
  FROM va_t;
-- pairs answer only for two integer or numeric columns; malformed pairs (magic "EKP1") are refused
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, a, k) FROM va_t), 1000, i) FROM va_s;
SELECT ekaya._orphans('\x31504b45'::bytea || decode(repeat('00', 60), 'hex'), 1000, a, i) FROM va_s;
DROP TABLE va_big, va_probe;
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, k) FROM va_t WHERE k < 10), 1024, i) FROM va_s;
-- empty target: everything is an orphan
SELECT ekaya._orphans((SELECT ekaya._keyset(1000, k) FROM va_t WHERE false), 1000000, i) FROM va_s;
-- only well-formed key sets, given as a constant or parameter
SELECT ekaya._orphans('\x00'::bytea, 1000, i) FROM va_s;
SELECT ekaya._orphans(b::bytea, 1000, i) FROM va_s;
SELECT ekaya._orphans(NULL::bytea, 1000, i) FROM va_s;
SELECT ekaya._keyset(0, k) FROM va_t;
-- a budget too small for any list or table
SELECT ekaya._keyset(1, k::text) IS NULL AS hashes_over, ekaya._keyset(1, a, k) IS NULL AS pairs_over FROM va_t;
-- the largest budget is a bound, not an allocation
SELECT length(ekaya._keyset(9223372036854775807, k)) AS bitmap_bytes FROM va_t;
-- _orphans_each: several keys in one aggregate, each column once, give exactly what _orphans
-- gives key by key: a bitmap, hashes of another type, a tuple sharing a column with a single
-- key, grouped pairs and a tuple in reverse order, NULLs skipped per key
CREATE TABLE va_each AS
SELECT ekaya._orphans((SELECT ekaya._keyset(1000000, k) FROM va_t), 100000, i) AS o1,
       ekaya._orphans((SELECT ekaya._keyset(1000000, c) FROM va_t), 100000, t) AS o2,
       ekaya._orphans((SELECT ekaya._keyset(1000000, a, b) FROM va_t), 100000, a, b) AS o3,
       ekaya._orphans((SELECT ekaya._keyset(1000000, a, k) FROM va_t), 100000, a, i) AS o4,
       ekaya._orphans((SELECT ekaya._keyset(1000000, b, a) FROM va_t), 100000, a, b) AS o5,
       ekaya._orphans_each(100000, '{1,0, 1,1, 2,2,3, 2,2,0, 2,2,3}',
                           (SELECT ekaya._key_bundle(
                              (SELECT ekaya._keyset(1000000, k) FROM va_t), (SELECT ekaya._keyset(1000000, c) FROM va_t),
                              (SELECT ekaya._keyset(1000000, a, b) FROM va_t), (SELECT ekaya._keyset(1000000, a, k) FROM va_t),
                              (SELECT ekaya._keyset(1000000, b, a) FROM va_t))), i, t, a, b) AS each
  FROM va_s;
SELECT o1 || o2 || o3 || o4 || o5 = each AS each_equals_one_by_one, each FROM va_each;
-- the same in parallel workers, and distinct orphans over budget: a worker's overflowed set
-- still counts in the lower bound (-1 - at least how many)
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SELECT x = (SELECT each FROM va_each) AS parallel_equal
  FROM (SELECT ekaya._orphans_each(100000, '{1,0, 1,1, 2,2,3, 2,2,0, 2,2,3}',
                           (SELECT ekaya._key_bundle(
                              (SELECT ekaya._keyset(1000000, k) FROM va_t), (SELECT ekaya._keyset(1000000, c) FROM va_t),
                              (SELECT ekaya._keyset(1000000, a, b) FROM va_t), (SELECT ekaya._keyset(1000000, a, k) FROM va_t),
                              (SELECT ekaya._keyset(1000000, b, a) FROM va_t))), i, t, a, b) AS x
          FROM va_s) s;
SELECT (ekaya._orphans_each(1024, '{1,0}', (SELECT ekaya._key_bundle(ekaya._keyset(1000, k::text)) FROM va_t WHERE k < 10), b))[2] < -1
       AS overflow_keeps_lower_bound
  FROM va_s;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
-- no row: NULL
SELECT ekaya._orphans_each(1000, '{1,0}', (SELECT ekaya._key_bundle(ekaya._keyset(1000, k)) FROM va_t), i) FROM va_s WHERE false;
-- malformed key columns, and key sets checked as _orphans checks them
SELECT ekaya._orphans_each(1000, '{1,1}', (SELECT ekaya._key_bundle(ekaya._keyset(1000, k)) FROM va_t), i) FROM va_s;
SELECT ekaya._orphans_each(1000, '{2,0}', (SELECT ekaya._key_bundle(ekaya._keyset(1000, k)) FROM va_t), i) FROM va_s;
SELECT ekaya._orphans_each(1000, '{0}', (SELECT ekaya._key_bundle(ekaya._keyset(1000, k)) FROM va_t), i) FROM va_s;
SELECT ekaya._orphans_each(1000, ARRAY[1, a]::int2[], (SELECT ekaya._key_bundle(ekaya._keyset(1000, k)) FROM va_t), i) FROM va_s;
SELECT ekaya._orphans_each(1000, '{1,0}', (SELECT ekaya._key_bundle('\x00'::bytea)), i) FROM va_s;
-- a bundle must be one: a key set alone, a bundle of another count, offsets outside it
SELECT ekaya._orphans_each(1000, '{1,0}', (SELECT ekaya._keyset(1000, k) FROM va_t), i) FROM va_s;
SELECT ekaya._orphans_each(1000, '{1,0, 1,0}', (SELECT ekaya._key_bundle((SELECT ekaya._keyset(1000, k) FROM va_t))), i) FROM va_s;
SELECT ekaya._orphans_each(1000, '{1,0}', (SELECT overlay(b PLACING '\xffff0000' FROM 17) FROM (SELECT ekaya._key_bundle((SELECT ekaya._keyset(1000, k) FROM va_t)) AS b) x), i) FROM va_s;
SELECT ekaya._orphans_each(1000, '{1,0}', (SELECT overlay(b PLACING '\x0c000000' FROM 13) FROM (SELECT ekaya._key_bundle((SELECT ekaya._keyset(1000, k) FROM va_t)) AS b) x), i) FROM va_s;
SELECT ekaya._key_bundle(VARIADIC '{}'::bytea[]);
SELECT ekaya._key_bundle(VARIADIC ARRAY[NULL::bytea]);
SELECT ekaya._orphans_each(1000, '{1,0}', (SELECT ekaya._key_bundle(ekaya._keyset(1000, k)) FROM va_t), t) FROM va_s;
DROP TABLE va_each;
DROP TABLE va_t, va_s;
