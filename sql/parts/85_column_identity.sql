-- Column identity. A column in a relationship (source_columns, target_columns) or an alias
-- (column_name) is identified by its name: the name is what the agent writes, what every SQL
-- hint prints, and what pg_dump keeps. Column numbers are not: a table that once had a column
-- dropped is restored with other numbers, so a curated row that trusted its stored attnums would
-- name the wrong column after a restore. Every reader therefore goes by the names
-- (validate_rels.c, graph_cache.c, ekaya._role_seen, get_table_details, relationship_diagram,
-- _table_graph); the stored source_attnums / target_attnums are derived from the names, and
-- serve only to follow a column through a rename (below) within one database. (The alternatives
-- of an ambiguous candidate, ekaya.engine_relationship_alternatives, are matched to their
-- relationship by the numbers one run wrote into both, with its job_id: never dumped, never
-- curated.)
--
-- Two events can part a name from its column:
--   * a restore (or any INSERT of a curated row): the names are right, the numbers are the old
--     database's; the trigger below derives the numbers from the names;
--   * ALTER TABLE ... RENAME COLUMN (or RENAME TO, SET SCHEMA for aliases): the numbers are
--     right, the names are old; the event trigger below renames the stored names after the
--     column, so relationships, curated rejections and aliases keep their column.
-- A dropped column takes its relationships with it: its name no longer resolves, and readers
-- skip the row.

-- attnums of the named live columns of rel, in order; 0 for a name that is not a live column.
CREATE FUNCTION ekaya._attnums(rel oid, cols text[]) RETURNS int2[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(coalesce(a.attnum, 0::int2) ORDER BY u.i), '{}')
      FROM pg_catalog.unnest(cols) WITH ORDINALITY AS u(c, i)
      LEFT JOIN pg_catalog.pg_attribute a
             ON a.attrelid OPERATOR(pg_catalog.=) rel AND a.attname OPERATOR(pg_catalog.=) u.c
            AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped
$$;

CREATE FUNCTION ekaya._derive_attnums() RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    NEW.source_attnums := ekaya._attnums(NEW.source_table_oid, NEW.source_columns);
    NEW.target_attnums := ekaya._attnums(NEW.target_table_oid, NEW.target_columns);
    RETURN NEW;
END
$$;
-- Curated rows only: they are the ones a restore writes (pg_dump keeps only them) and the ones
-- curation writes; the analysis writes numbers and names it read together.
CREATE TRIGGER derive_attnums
    BEFORE INSERT OR UPDATE OF source_table_oid, source_columns, target_table_oid, target_columns
    ON ekaya.engine_schema_relationships
    FOR EACH ROW WHEN (NEW.source = 'manual')
    EXECUTE FUNCTION ekaya._derive_attnums();

-- Names as they are now: position i of names whose name is no longer a live column of rel, but
-- whose number (attnums[i]) still is, takes that column's current name. A name that still
-- resolves is never touched, so a stored number that is wrong cannot rename a good name.
CREATE FUNCTION ekaya._current_names(rel oid, names text[], attnums int2[]) RETURNS text[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.array_agg(coalesce(
               CASE WHEN NOT EXISTS (SELECT FROM pg_catalog.pg_attribute a
                                      WHERE a.attrelid OPERATOR(pg_catalog.=) rel AND a.attname OPERATOR(pg_catalog.=) u.n
                                        AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped)
                    THEN (SELECT a.attname::pg_catalog.text FROM pg_catalog.pg_attribute a
                           WHERE a.attrelid OPERATOR(pg_catalog.=) rel AND a.attnum OPERATOR(pg_catalog.=) attnums[u.i]
                             AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped) END,
               u.n) ORDER BY u.i)
      FROM pg_catalog.unnest(names) WITH ORDINALITY AS u(n, i)
$$;

-- After any DDL on a table: stored names follow renamed columns and tables. SECURITY DEFINER
-- because the DDL's author cannot write the engine tables; nothing of the caller's is resolved.
-- Rows a publishing run holds are skipped (SKIP LOCKED, as ekaya._mark_stale does): that run
-- replaces them, the table stays stale, and the next analysis reads the new names.
CREATE FUNCTION ekaya._follow_renames() RETURNS event_trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    rels oid[];
BEGIN
    SELECT pg_catalog.array_agg(DISTINCT c.objid) INTO rels
      FROM pg_catalog.pg_event_trigger_ddl_commands() c
     WHERE c.classid = 'pg_catalog.pg_class'::pg_catalog.regclass AND NOT c.in_extension
       AND c.schema_name IS DISTINCT FROM 'ekaya';
    IF rels IS NULL THEN
        RETURN;
    END IF;

    -- answers stored at publish that name these tables are computed per call until the next one
    DELETE FROM ekaya.engine_answers a
     WHERE a.name IN (SELECT x.name FROM ekaya.engine_answers x WHERE x.tables && rels FOR UPDATE SKIP LOCKED);

    -- aliases first: their old names are found through the analysis' names, renamed below
    UPDATE ekaya.engine_aliases a
       SET column_name = live.attname
      FROM ekaya.engine_schema_tables t
      JOIN ekaya.engine_schema_columns c ON c.table_oid = t.table_oid
      JOIN pg_catalog.pg_attribute live ON live.attrelid = c.table_oid AND live.attnum = c.attnum AND NOT live.attisdropped
     WHERE t.table_oid = ANY (rels)
       AND a.schema_name = t.schema_name AND a.table_name = t.table_name
       AND a.column_name <> '' AND a.column_name = c.column_name AND c.column_name <> live.attname
       AND NOT EXISTS (SELECT FROM pg_catalog.pg_attribute x
                        WHERE x.attrelid = t.table_oid AND x.attname = a.column_name AND NOT x.attisdropped);
    UPDATE ekaya.engine_aliases a
       SET schema_name = n.nspname, table_name = k.relname
      FROM ekaya.engine_schema_tables t
      JOIN pg_catalog.pg_class k ON k.oid = t.table_oid
      JOIN pg_catalog.pg_namespace n ON n.oid = k.relnamespace
     WHERE t.table_oid = ANY (rels)
       AND a.schema_name = t.schema_name AND a.table_name = t.table_name
       AND (t.schema_name, t.table_name) IS DISTINCT FROM (n.nspname, k.relname)
       AND NOT EXISTS (SELECT FROM pg_catalog.pg_class x JOIN pg_catalog.pg_namespace y ON y.oid = x.relnamespace
                        WHERE y.nspname = a.schema_name AND x.relname = a.table_name);

    -- relationships: only rows naming a column that is no longer there are looked at (a table
    -- may have thousands of rejected candidates); curated rows are never held by a publish
    WITH live AS MATERIALIZED (
        SELECT a.attrelid AS rel, pg_catalog.array_agg(a.attname::pg_catalog.text) AS names
          FROM pg_catalog.pg_attribute a
         WHERE a.attrelid = ANY (rels) AND a.attnum > 0 AND NOT a.attisdropped
         GROUP BY a.attrelid
    ), moved AS (
        SELECT x.relationship_id,
               ekaya._current_names(x.source_table_oid, x.source_columns, x.source_attnums) AS sc,
               ekaya._current_names(x.target_table_oid, x.target_columns, x.target_attnums) AS tc
          FROM ekaya.engine_schema_relationships x
          LEFT JOIN live ls ON ls.rel = x.source_table_oid
          LEFT JOIN live lt ON lt.rel = x.target_table_oid
         WHERE (x.source_table_oid = ANY (rels) AND NOT x.source_columns <@ coalesce(ls.names, '{}'))
            OR (x.target_table_oid = ANY (rels) AND NOT x.target_columns <@ coalesce(lt.names, '{}'))
           FOR UPDATE OF x SKIP LOCKED
    )
    UPDATE ekaya.engine_schema_relationships r
       SET source_columns = m.sc, target_columns = m.tc
      FROM moved m
     WHERE r.relationship_id = m.relationship_id
       AND (r.source_columns IS DISTINCT FROM m.sc OR r.target_columns IS DISTINCT FROM m.tc);

    -- the analysis' own names, so that the next rename finds its aliases
    UPDATE ekaya.engine_schema_columns c
       SET column_name = live.attname
      FROM pg_catalog.pg_attribute live
     WHERE c.table_oid = ANY (rels)
       AND live.attrelid = c.table_oid AND live.attnum = c.attnum AND NOT live.attisdropped
       AND c.column_name <> live.attname
       AND (c.table_oid, c.attnum) IN (SELECT y.table_oid, y.attnum FROM ekaya.engine_schema_columns y
                                        WHERE y.table_oid = ANY (rels) FOR UPDATE SKIP LOCKED);
    UPDATE ekaya.engine_schema_tables t
       SET schema_name = n.nspname, table_name = k.relname,
           qualified_name = pg_catalog.format('%I.%I', n.nspname, k.relname)
      FROM pg_catalog.pg_class k JOIN pg_catalog.pg_namespace n ON n.oid = k.relnamespace
     WHERE k.oid = t.table_oid AND t.table_oid = ANY (rels)
       AND (t.schema_name, t.table_name) IS DISTINCT FROM (n.nspname, k.relname)
       AND t.table_oid IN (SELECT y.table_oid FROM ekaya.engine_schema_tables y
                            WHERE y.table_oid = ANY (rels) FOR UPDATE SKIP LOCKED);
END
$$;
REVOKE ALL ON FUNCTION ekaya._follow_renames() FROM PUBLIC;

CREATE EVENT TRIGGER ekaya_follow_renames ON ddl_command_end EXECUTE FUNCTION ekaya._follow_renames();
