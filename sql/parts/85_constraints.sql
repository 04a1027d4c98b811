-- ekaya.suggest_constraints: turn what the analysis verified into the DDL a DBA would run.
--
-- Why: an accepted, undeclared relationship is knowledge the database itself could enforce and
-- its planner could use; and a referencing column without an index is the usual cause of slow
-- joins and of slow deletes on the referenced table. The function only writes statements, in
-- the order they must run: unique keys the targets lack, then each foreign key NOT VALID (a
-- short lock, no scan), then VALIDATE CONSTRAINT (a scan under a weak lock), then the indexes.
-- It never executes anything. Names are quoted, tables schema-qualified, columns taken by name
-- (so the statements stay right after a restore), and a relationship whose columns' types have
-- no common equality (uuid against text, a numeric against an integer, ...) is reported with a
-- note instead of a statement that would fail. Only relationships the caller may read appear.

-- A constraint or index name from a table and columns, at most 63 bytes, not yet used in the
-- schema nor in taken (names this call has already handed out).
CREATE FUNCTION ekaya._ddl_name(nsp oid, tab text, cols text[], suffix text, taken text[]) RETURNS text
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    base text := left(tab || '_' || array_to_string(cols, '_'), 63 - length(suffix) - 1);
    candidate text := base || '_' || suffix;
    n integer := 0;
BEGIN
    WHILE candidate = ANY (taken)
       OR EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.relnamespace = nsp AND c.relname = candidate)
       OR EXISTS (SELECT FROM pg_catalog.pg_constraint k WHERE k.connamespace = nsp AND k.conname = candidate) LOOP
        n := n + 1;
        candidate := left(base, 63 - length(suffix) - 2 - length(n::text)) || '_' || suffix || n;
    END LOOP;
    RETURN candidate;
END
$$;

-- Can a foreign key compare these two column types? The same type after domains, or both in
-- the integer family, or both text/varchar: the cases btree operator families join directly.
CREATE FUNCTION ekaya._fk_types_match(a oid, b oid) RETURNS boolean
LANGUAGE sql STABLE STRICT
SET search_path = pg_catalog, pg_temp
AS $$
    WITH t(x, y) AS (
        SELECT (SELECT coalesce(nullif(ty.typbasetype, 0), ty.oid) FROM pg_catalog.pg_type ty WHERE ty.oid = a),
               (SELECT coalesce(nullif(ty.typbasetype, 0), ty.oid) FROM pg_catalog.pg_type ty WHERE ty.oid = b))
    SELECT x = y
        OR (x = ANY ('{int2,int4,int8}'::regtype[]::oid[]) AND y = ANY ('{int2,int4,int8}'::regtype[]::oid[]))
        OR (x = ANY ('{text,varchar}'::regtype[]::oid[]) AND y = ANY ('{text,varchar}'::regtype[]::oid[]))
      FROM t
$$;

CREATE FUNCTION ekaya.suggest_constraints(schemas text[] DEFAULT NULL)
RETURNS TABLE(step integer, action text, table_name text, statement text, relationship text,
              orphan_count bigint, orphans_query text, note text)
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
#variable_conflict use_column
DECLARE
    r       record;
    taken   text[] := '{}';
    nm      text;
    n       integer := 0;
    out_fk  text[] := '{}';
    fks     jsonb := '[]';
    idx     jsonb := '[]';
    uniq    jsonb := '[]';
    scols   text;
    tcols   text;
    declared boolean;
BEGIN
    IF schemas IS NOT NULL AND cardinality(schemas) > 1000 THEN
        RAISE EXCEPTION 'schemas has % elements, at most 1000 are allowed', cardinality(schemas)
            USING ERRCODE = 'program_limit_exceeded';
    END IF;
    -- accepted relationships between readable tables, with their columns' current attnums
    FOR r IN
        WITH rel AS (
            SELECT x.*, sc.relnamespace AS snsp, sc.relname::text AS srel, sc.relkind AS skind,
                   tc.relname::text AS trel, tc.relkind AS tkind,
                   (SELECT array_agg(a.attnum ORDER BY u.i) FROM unnest(x.source_columns) WITH ORDINALITY u(c, i)
                      JOIN pg_catalog.pg_attribute a ON a.attrelid = x.source_table_oid AND a.attname = u.c
                                                    AND NOT a.attisdropped) AS satt,
                   (SELECT array_agg(a.attnum ORDER BY u.i) FROM unnest(x.target_columns) WITH ORDINALITY u(c, i)
                      JOIN pg_catalog.pg_attribute a ON a.attrelid = x.target_table_oid AND a.attname = u.c
                                                    AND NOT a.attisdropped) AS tatt
              FROM ekaya.engine_schema_relationships x
              JOIN pg_catalog.pg_class sc ON sc.oid = x.source_table_oid
              JOIN pg_catalog.pg_class tc ON tc.oid = x.target_table_oid
              JOIN pg_catalog.pg_namespace sn ON sn.oid = sc.relnamespace
             WHERE x.status = 'accepted'
               AND pg_catalog.has_table_privilege(x.source_table_oid, 'SELECT')
               AND pg_catalog.has_table_privilege(x.target_table_oid, 'SELECT')
               AND (schemas IS NULL OR sn.nspname::text = ANY (schemas)))
        SELECT rel.* FROM rel
         WHERE cardinality(rel.satt) = cardinality(rel.source_columns)
           AND cardinality(rel.tatt) = cardinality(rel.target_columns)
         -- wider keys first: an index they get serves their leading columns' relationships too
         ORDER BY cardinality(rel.source_columns) DESC, ekaya.table_name(rel.source_table_oid),
                  rel.source_columns, ekaya.table_name(rel.target_table_oid)
    LOOP
        scols := (SELECT string_agg(quote_ident(c), ', ' ORDER BY i) FROM unnest(r.source_columns) WITH ORDINALITY u(c, i));
        tcols := (SELECT string_agg(quote_ident(c), ', ' ORDER BY i) FROM unnest(r.target_columns) WITH ORDINALITY u(c, i));

        -- the referencing columns want an index whose leading columns they are (declared keys too)
        IF r.skind IN ('r', 'p') AND NOT EXISTS (
               SELECT FROM pg_catalog.pg_index i
                WHERE i.indrelid = r.source_table_oid AND i.indpred IS NULL
                  AND (i.indkey::int2[])[0:cardinality(r.satt) - 1] @> r.satt
                  AND (i.indkey::int2[])[0:cardinality(r.satt) - 1] <@ r.satt)
           AND NOT EXISTS (SELECT FROM jsonb_array_elements(idx) e
                            WHERE (e->>'t')::oid = r.source_table_oid
                              AND (SELECT array_agg(v::int2) FROM jsonb_array_elements_text(e->'c') WITH ORDINALITY w(v, k)
                                    WHERE k <= cardinality(r.satt)) @> r.satt
                              AND (SELECT array_agg(v::int2) FROM jsonb_array_elements_text(e->'c') WITH ORDINALITY w(v, k)
                                    WHERE k <= cardinality(r.satt)) <@ r.satt) THEN
            nm := ekaya._ddl_name(r.snsp, r.srel, r.source_columns, 'idx', taken);
            taken := taken || nm;
            idx := idx || jsonb_build_array(jsonb_build_object('t', r.source_table_oid::bigint, 'c', to_jsonb(r.satt),
                       'row', jsonb_build_object('table', ekaya.table_name(r.source_table_oid),
                           'statement', format('CREATE INDEX CONCURRENTLY %I ON %s (%s);', nm,
                                               ekaya.table_name(r.source_table_oid), scols))));
        END IF;

        -- declared already (the analysis ran before the constraint was added): nothing to do,
        -- or only its validation when it was added NOT VALID
        CONTINUE WHEN r.relationship_type = 'fk';
        SELECT k.conname::text, k.convalidated INTO nm, declared
          FROM pg_catalog.pg_constraint k
         WHERE k.contype = 'f' AND k.conrelid = r.source_table_oid AND k.confrelid = r.target_table_oid
           AND k.conkey = r.satt AND k.confkey = r.tatt
         LIMIT 1;
        CONTINUE WHEN declared;
        declared := nm IS NOT NULL;
        IF r.skind NOT IN ('r', 'p') OR r.tkind NOT IN ('r', 'p') THEN
            fks := fks || jsonb_build_array(jsonb_build_object('note',
                       'not declarable: foreign keys join ordinary and partitioned tables only',
                       'table', ekaya.table_name(r.source_table_oid), 'r', r.relationship_id));
            CONTINUE;
        END IF;
        IF EXISTS (SELECT FROM unnest(r.satt, r.tatt) p(s, t)
                     JOIN pg_catalog.pg_attribute sa ON sa.attrelid = r.source_table_oid AND sa.attnum = p.s
                     JOIN pg_catalog.pg_attribute ta ON ta.attrelid = r.target_table_oid AND ta.attnum = p.t
                    WHERE NOT ekaya._fk_types_match(sa.atttypid, ta.atttypid)) THEN
            fks := fks || jsonb_build_array(jsonb_build_object('note',
                       'not declarable as is: the column types differ (a foreign key needs comparable types; change one column''s type first)',
                       'table', ekaya.table_name(r.source_table_oid), 'r', r.relationship_id));
            CONTINUE;
        END IF;

        -- the target needs a unique index on exactly these columns
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_index i
                        WHERE i.indrelid = r.target_table_oid AND i.indisunique AND i.indpred IS NULL
                          AND i.indexprs IS NULL AND i.indimmediate
                          AND (i.indkey::int2[])[0:i.indnkeyatts - 1] @> r.tatt
                          AND (i.indkey::int2[])[0:i.indnkeyatts - 1] <@ r.tatt)
           AND NOT uniq @> jsonb_build_array(jsonb_build_object('t', r.target_table_oid::bigint, 'c', to_jsonb(r.tatt))) THEN
            nm := ekaya._ddl_name((SELECT c.relnamespace FROM pg_catalog.pg_class c WHERE c.oid = r.target_table_oid),
                                  r.trel, r.target_columns, 'key', taken);
            taken := taken || nm;
            uniq := uniq || jsonb_build_array(jsonb_build_object('t', r.target_table_oid::bigint, 'c', to_jsonb(r.tatt),
                        'row', jsonb_build_object('table', ekaya.table_name(r.target_table_oid),
                            'statement', format('CREATE UNIQUE INDEX CONCURRENTLY %I ON %s (%s);', nm,
                                                ekaya.table_name(r.target_table_oid), tcols),
                            'note', 'the referenced columns need a unique index; the analysis measured them unique')));
        END IF;

        IF NOT declared THEN
            nm := ekaya._ddl_name(r.snsp, r.srel, r.source_columns, 'fkey', taken);
            taken := taken || nm;
        END IF;
        fks := fks || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
            'table', ekaya.table_name(r.source_table_oid),
            'relationship', format('%s(%s) -> %s(%s)', ekaya.table_name(r.source_table_oid), scols,
                                   ekaya.table_name(r.target_table_oid), tcols),
            'add', CASE WHEN NOT declared THEN
                       format('ALTER TABLE %s ADD CONSTRAINT %I FOREIGN KEY (%s) REFERENCES %s (%s) NOT VALID;',
                              ekaya.table_name(r.source_table_oid), nm, scols, ekaya.table_name(r.target_table_oid), tcols) END,
            'validate', format('ALTER TABLE %s VALIDATE CONSTRAINT %I;', ekaya.table_name(r.source_table_oid), nm),
            'orphans', r.orphan_count,
            'orphans_query', format('SELECT s.* FROM %s AS s WHERE %s AND NOT EXISTS (SELECT FROM %s AS t WHERE %s) LIMIT 100;',
                ekaya.table_name(r.source_table_oid),
                (SELECT string_agg(format('s.%I IS NOT NULL', c), ' AND ' ORDER BY i) FROM unnest(r.source_columns) WITH ORDINALITY u(c, i)),
                ekaya.table_name(r.target_table_oid),
                (SELECT string_agg(format('t.%I = s.%I', tc, sc), ' AND ' ORDER BY i)
                   FROM unnest(r.source_columns, r.target_columns) WITH ORDINALITY u(sc, tc, i))))));
    END LOOP;

    FOR r IN SELECT e->'row' AS x FROM jsonb_array_elements(uniq) e LOOP
        n := n + 1;
        RETURN QUERY SELECT n, 'unique_key', r.x->>'table', r.x->>'statement', NULL::text, NULL::bigint, NULL::text, r.x->>'note';
    END LOOP;
    FOR r IN SELECT e AS x FROM jsonb_array_elements(fks) e WHERE e ? 'add' LOOP
        n := n + 1;
        RETURN QUERY SELECT n, 'foreign_key', r.x->>'table', r.x->>'add', r.x->>'relationship',
                            (r.x->>'orphans')::bigint, r.x->>'orphans_query',
                            'NOT VALID: declared at once without a scan; existing rows are checked by the VALIDATE step';
    END LOOP;
    FOR r IN SELECT e AS x FROM jsonb_array_elements(fks) e WHERE e ? 'validate' LOOP
        n := n + 1;
        RETURN QUERY SELECT n, 'validate', r.x->>'table', r.x->>'validate', r.x->>'relationship',
                            (r.x->>'orphans')::bigint, r.x->>'orphans_query',
                            CASE WHEN coalesce((r.x->>'orphans')::bigint, 0) > 0
                                 THEN format('will fail until the %s orphan rows are fixed or deleted (orphans_query lists them)', r.x->>'orphans')
                                 ELSE 'no orphans were measured: it should succeed' END;
    END LOOP;
    FOR r IN SELECT e->'row' AS x FROM jsonb_array_elements(idx) e LOOP
        n := n + 1;
        RETURN QUERY SELECT n, 'index', r.x->>'table', r.x->>'statement', NULL::text, NULL::bigint, NULL::text,
                            'the referencing columns have no index: joins and deletes on the referenced table scan this one';
    END LOOP;
    FOR r IN SELECT e AS x FROM jsonb_array_elements(fks) e WHERE NOT e ? 'validate' LOOP
        RETURN QUERY SELECT NULL::integer, 'not_declarable', r.x->>'table', NULL::text,
                            (SELECT format('%s(%s) -> %s(%s)', ekaya.table_name(x.source_table_oid), array_to_string(x.source_columns, ', '),
                                           ekaya.table_name(x.target_table_oid), array_to_string(x.target_columns, ', '))
                               FROM ekaya.engine_schema_relationships x WHERE x.relationship_id = (r.x->>'r')::bigint),
                            NULL::bigint, NULL::text, r.x->>'note';
    END LOOP;
END
$$;
COMMENT ON FUNCTION ekaya.suggest_constraints(text[]) IS
'The DDL that declares the accepted, undeclared relationships (unique keys first, then FOREIGN KEY ... NOT VALID, then VALIDATE CONSTRAINT, then indexes for referencing columns without one), with the measured orphans that would make validation fail and the query that lists them. Never executes anything.';
