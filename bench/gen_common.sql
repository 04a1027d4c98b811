-- bench/gen_common.sql: what the SQL generators of the benchmarks share (bench/tpch_gen.sql,
-- bench/tpcds_gen.sql include it): the psql variables sf (scale factor, default 1) and logged
-- (default 0: UNLOGGED tables), fast session settings, and two deterministic helpers:
--   pg_temp.h(x, salt)  a scramble of x into 0 .. 2^32-1, used wherever a specification draws
--                       a random number: PostgreSQL's own 64-bit seeded integer hash, fast,
--                       well mixed, independent across salts, and stable across platforms and
--                       versions (hash partitioning relies on that);
--   pg_temp.sub(a, b)   b characters of a pool of words from position a, for comments and names.

\set ON_ERROR_STOP 1
\if :{?sf}
\else
\set sf 1
\endif
\if :{?logged}
\else
\set logged 0
\endif
SET client_min_messages = warning;
SET synchronous_commit = off;
SET maintenance_work_mem = '512MB';
SET work_mem = '64MB';

CREATE FUNCTION pg_temp.h(x bigint, salt int) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN pg_catalog.hashint8extended(x, salt) & 4294967295;

SELECT repeat('furiously regular deposits sleep carefully final packages haggle '
              'blithely ironic accounts wake quickly express requests nag slyly '
              'pending theodolites boost even pinto beans detect bold foxes ', 4) AS pool
\gset
CREATE FUNCTION pg_temp.sub(a bigint, b bigint) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN substr(:'pool', a::int, b::int);
