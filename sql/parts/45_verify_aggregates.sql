-- Verification aggregates (src/verify_agg.c). Relationship discovery measures accepted
-- candidates over whole tables with these instead of LEFT JOINs: _keyset collects the hashes
-- of a target key, _orphans probes every source row against them. Both have combine, serial
-- and deserial functions, so the executor runs them in parallel workers. They read nothing but
-- their arguments; the analysis calls them as the requesting role, so they stay executable by
-- PUBLIC. The leading underscore marks them as internal: not part of the public contract.

CREATE FUNCTION ekaya._keyset_trans(internal, bigint, VARIADIC "any") RETURNS internal
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_keyset_trans';
CREATE FUNCTION ekaya._keyset_combine(internal, internal) RETURNS internal
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_keyset_combine';
CREATE FUNCTION ekaya._keyset_serial(internal) RETURNS bytea
LANGUAGE c STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_keyset_serial';
CREATE FUNCTION ekaya._keyset_deserial(bytea, internal) RETURNS internal
LANGUAGE c STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_keyset_deserial';
CREATE FUNCTION ekaya._keyset_final(internal) RETURNS bytea
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_keyset_final';

-- The complete set of normalised hashes of a (composite) key; NULL when it would need more
-- than budget bytes. The final functions hand their state's memory over (READ_WRITE).
CREATE AGGREGATE ekaya._keyset(budget bigint, VARIADIC key "any") (
    SFUNC = ekaya._keyset_trans,
    STYPE = internal,
    COMBINEFUNC = ekaya._keyset_combine,
    SERIALFUNC = ekaya._keyset_serial,
    DESERIALFUNC = ekaya._keyset_deserial,
    FINALFUNC = ekaya._keyset_final,
    FINALFUNC_MODIFY = READ_WRITE,
    PARALLEL = SAFE
);

CREATE FUNCTION ekaya._orphans_trans(internal, bytea, bigint, VARIADIC "any") RETURNS internal
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_trans';
CREATE FUNCTION ekaya._orphans_combine(internal, internal) RETURNS internal
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_combine';
CREATE FUNCTION ekaya._orphans_serial(internal) RETURNS bytea
LANGUAGE c STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_serial';
CREATE FUNCTION ekaya._orphans_deserial(bytea, internal) RETURNS internal
LANGUAGE c STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_deserial';
CREATE FUNCTION ekaya._orphans_final(internal) RETURNS bigint[]
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_final';

-- {orphan rows, distinct orphan values (-1: more than budget bytes), matched rows} of a
-- (composite) key against a key set from ekaya._keyset; rows with a NULL key column are skipped.
CREATE AGGREGATE ekaya._orphans(keys bytea, budget bigint, VARIADIC key "any") (
    SFUNC = ekaya._orphans_trans,
    STYPE = internal,
    COMBINEFUNC = ekaya._orphans_combine,
    SERIALFUNC = ekaya._orphans_serial,
    DESERIALFUNC = ekaya._orphans_deserial,
    FINALFUNC = ekaya._orphans_final,
    FINALFUNC_MODIFY = READ_WRITE,
    PARALLEL = SAFE
);

CREATE FUNCTION ekaya._orphans_each_trans(internal, bigint, smallint[], VARIADIC "any") RETURNS internal
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_each_trans';
CREATE FUNCTION ekaya._orphans_each_combine(internal, internal) RETURNS internal
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_each_combine';
CREATE FUNCTION ekaya._orphans_each_serial(internal) RETURNS bytea
LANGUAGE c STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_each_serial';
CREATE FUNCTION ekaya._orphans_each_deserial(bytea, internal) RETURNS internal
LANGUAGE c STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_each_deserial';
CREATE FUNCTION ekaya._orphans_each_final(internal) RETURNS bigint[]
LANGUAGE c PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_orphans_each_final';

-- The n key sets of an _orphans_each, as the one argument it takes them in (a parameter per
-- key set would be evaluated for every row).
CREATE FUNCTION ekaya._key_bundle(VARIADIC keys bytea[]) RETURNS bytea
LANGUAGE c STRICT IMMUTABLE PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_key_bundle_sql';

-- _orphans of n keys of one table in one aggregate, each column read and hashed once a row:
-- the variadic arguments are the bundle of the n key sets (_key_bundle), then the columns
-- (each once); spec gives each key's columns as {ncolumns, position among the columns (from
-- 0) ...}, key after key. The result is the n keys' four counts, one after the other; NULL
-- when there was no row.
CREATE AGGREGATE ekaya._orphans_each(budget bigint, spec smallint[], VARIADIC key "any") (
    SFUNC = ekaya._orphans_each_trans,
    STYPE = internal,
    COMBINEFUNC = ekaya._orphans_each_combine,
    SERIALFUNC = ekaya._orphans_each_serial,
    DESERIALFUNC = ekaya._orphans_each_deserial,
    FINALFUNC = ekaya._orphans_each_final,
    FINALFUNC_MODIFY = READ_WRITE,
    PARALLEL = SAFE
);

-- True. The SQL-join verification (when a key set does not fit ekaya.work_mem) calls it on
-- every source row, so that those scans give way to DDL like the aggregates' (src/ddl_yield.c);
-- outside an analysis it does nothing else.
CREATE FUNCTION ekaya._give_way() RETURNS boolean
LANGUAGE c VOLATILE PARALLEL SAFE AS 'MODULE_PATHNAME', 'ek_give_way';
