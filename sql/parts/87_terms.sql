-- Business terms (issue 21): a glossary the agents read, and metrics they must compute alike.
--
-- A term is a word of the business with its definition ("revenue": what customers paid) and,
-- for a metric, the SQL expression that computes it (SUM(invoice_line.unit_price *
-- invoice_line.quantity)) over named tables. The expression is checked like an agent's query,
-- by the server's own parser and analyzer (src/business_terms.c): SELECT <expression> FROM
-- <the tables, joined by the verified join plan, each aliased by its own name>. What it reads
-- is stored by name (tables, "schema.table.column" columns, the aggregate functions, the join
-- path), never by OID or column number, so pg_dump keeps it and a restore reads it alike.
--
-- Readers: ekaya.business_terms (status valid / stale / broken), resolve_entity (the terms a
-- word names), search_columns (the columns of a term the query names), ontology_context (a
-- business_terms section) and validate_sql (src/validate_metrics.c: `metric` when a statement
-- computes a term, `metric_mismatch` when it reads a metric's columns or tables another way).
-- A role sees a term only when it may SELECT every table the term involves (row security).
--
-- Writes go through the curation gate (ekaya_curate, src/ontology_curation.c): the curator must
-- be allowed to curate every table of the term (ekaya._require_curator); a term without tables
-- needs membership in ekaya.curator_role (or a superuser). Bounds: term at most 200 characters, definition 4,000,
-- expression 4,000, at most 16 tables, at most 10,000 terms.

CREATE TABLE ekaya.engine_business_terms (
    term             text PRIMARY KEY CHECK (pg_catalog.length(term) BETWEEN 1 AND 200),
    definition       text NOT NULL CHECK (pg_catalog.length(definition) <= 4000),
    sql_expression   text CHECK (pg_catalog.length(sql_expression) <= 4000),
    tables           text[] NOT NULL DEFAULT '{}',      -- schema-qualified, join order, bridges included
    columns          text[] NOT NULL DEFAULT '{}',      -- "schema.table.column" read by the expression
    aggregates       text[] NOT NULL DEFAULT '{}',      -- aggregate function names of the expression
    join_path        jsonb NOT NULL DEFAULT '[]',       -- [{left_table, left_columns, right_table, right_columns, join_type}]
    term_stems       text[] NOT NULL DEFAULT '{}',      -- for resolve_entity and search_columns
    definition_stems text[] NOT NULL DEFAULT '{}',
    defined_by       name NOT NULL,
    defined_at       timestamptz NOT NULL DEFAULT pg_catalog.now(),
    validated_at     timestamptz NOT NULL DEFAULT pg_catalog.now(),
    catalog          text[] NOT NULL DEFAULT '{}',      -- types of its columns, then of its join columns, as validated
    broken           text,                              -- why it no longer validates
    table_oids       oid[] NOT NULL DEFAULT '{}'        -- derived from tables (below), for privileges and DDL
);

-- tables -> table_oids on every write, a restore's included: the OIDs of the dumped database
-- mean nothing here. 0 for a name that no longer resolves (nobody sees such a term).
CREATE FUNCTION ekaya._term_table_oids() RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    NEW.table_oids := ARRAY(
        SELECT coalesce((SELECT c.oid FROM pg_catalog.pg_class c
                           JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                          WHERE n.nspname = p.ident[1] AND c.relname = p.ident[2]), 0)
          FROM pg_catalog.unnest(NEW.tables) WITH ORDINALITY u(name, i)
          CROSS JOIN LATERAL (SELECT pg_catalog.parse_ident(u.name) AS ident) p
         ORDER BY u.i);
    RETURN NEW;
END
$$;
CREATE TRIGGER term_table_oids BEFORE INSERT OR UPDATE OF tables ON ekaya.engine_business_terms
    FOR EACH ROW EXECUTE FUNCTION ekaya._term_table_oids();

ALTER TABLE ekaya.engine_business_terms ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_terms ON ekaya.engine_business_terms FOR SELECT
    USING (NOT EXISTS (SELECT FROM pg_catalog.unnest(table_oids) o
                        WHERE NOT coalesce(pg_catalog.has_table_privilege(o, 'SELECT'), false)));
GRANT SELECT ON ekaya.engine_business_terms TO PUBLIC;
SELECT pg_catalog.pg_extension_config_dump('ekaya.engine_business_terms', '');

-- The columns of a join path, "schema.table.column", left then right side of each join.
CREATE FUNCTION ekaya._term_join_columns(join_path jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(x.name ORDER BY j.o, x.side, x.i), '{}')
      FROM pg_catalog.jsonb_array_elements(join_path) WITH ORDINALITY j(e, o)
      CROSS JOIN LATERAL (
          SELECT 1 AS side, c.i, (j.e ->> 'left_table') || '.' || pg_catalog.quote_ident(c.c) AS name
            FROM pg_catalog.jsonb_array_elements_text(j.e -> 'left_columns') WITH ORDINALITY c(c, i)
          UNION ALL
          SELECT 2, c.i, (j.e ->> 'right_table') || '.' || pg_catalog.quote_ident(c.c)
            FROM pg_catalog.jsonb_array_elements_text(j.e -> 'right_columns') WITH ORDINALITY c(c, i)) x
$$;

-- The type of each named column as the catalog has it now; NULL where the name is no column.
CREATE FUNCTION ekaya._term_column_types(columns text[]) RETURNS text[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(
               (SELECT pg_catalog.format_type(a.atttypid, a.atttypmod)
                  FROM pg_catalog.pg_namespace n
                  JOIN pg_catalog.pg_class k ON k.relnamespace = n.oid
                  JOIN pg_catalog.pg_attribute a ON a.attrelid = k.oid
                 WHERE n.nspname = p.ident[1] AND k.relname = p.ident[2] AND a.attname = p.ident[3]
                   AND a.attnum > 0 AND NOT a.attisdropped) ORDER BY u.i), '{}')
      FROM pg_catalog.unnest(columns) WITH ORDINALITY u(c, i)
      CROSS JOIN LATERAL (SELECT pg_catalog.parse_ident(u.c) AS ident) p
$$;

-- valid, stale (a table or column it reads was renamed, dropped or changed type since it was
-- validated: the catalog no longer matches what was stored), or broken (revalidate_terms found
-- that it no longer validates). Read from the catalog at every call, so a restore, whose DDL
-- changes nothing the term reads, leaves it valid.
CREATE FUNCTION ekaya._term_status(t ekaya.engine_business_terms) RETURNS text
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE WHEN t.broken IS NOT NULL THEN 'broken'
                WHEN ekaya._term_column_types(t.columns || ekaya._term_join_columns(t.join_path)) IS DISTINCT FROM t.catalog
                  OR EXISTS (SELECT FROM pg_catalog.unnest(t.tables) x
                              CROSS JOIN LATERAL (SELECT pg_catalog.parse_ident(x) AS ident) p
                              WHERE NOT EXISTS (SELECT FROM pg_catalog.pg_class k
                                                  JOIN pg_catalog.pg_namespace n ON n.oid = k.relnamespace
                                                 WHERE n.nspname = p.ident[1] AND k.relname = p.ident[2]))
                THEN 'stale' ELSE 'valid' END
$$;

CREATE VIEW ekaya.business_terms WITH (security_invoker = true) AS
SELECT t.term, t.definition, t.sql_expression, t.tables, t.columns, t.aggregates, t.join_path, s.status,
       CASE s.status WHEN 'broken' THEN t.broken
                     WHEN 'stale' THEN 'a table or column it reads was renamed, dropped or changed type since it was validated; ekaya.revalidate_terms() checks it again' END
           AS status_reason,
       t.defined_by, t.defined_at, t.validated_at
  FROM ekaya.engine_business_terms t
  CROSS JOIN LATERAL (SELECT ekaya._term_status(t) AS status) s;
GRANT SELECT ON ekaya.business_terms TO PUBLIC;

-- "FROM s.a AS a JOIN s.b AS b ON b.x OPERATOR(pg_catalog.=) a.y ...": a term's tables, each
-- aliased by its own name, joined by its stored path. Every name is quoted here.
CREATE FUNCTION ekaya._term_rel(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.format('%I.%I AS %I', p.ident[1], p.ident[2], p.ident[2])
      FROM (SELECT pg_catalog.parse_ident(name) AS ident) p
$$;

CREATE FUNCTION ekaya._term_from(tables text[], join_path jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT 'FROM ' OPERATOR(pg_catalog.||) ekaya._term_rel(tables[1]) OPERATOR(pg_catalog.||) coalesce((
        SELECT pg_catalog.string_agg(
                   CASE WHEN j.e ->> 'join_type' = 'left' THEN ' LEFT JOIN ' ELSE ' JOIN ' END
                   || ekaya._term_rel(j.e ->> 'right_table') || ' ON '
                   || (SELECT pg_catalog.string_agg(pg_catalog.format('%I.%I OPERATOR(pg_catalog.=) %I.%I',
                                  (pg_catalog.parse_ident(j.e ->> 'right_table'))[2], r.c,
                                  (pg_catalog.parse_ident(j.e ->> 'left_table'))[2], l.c), ' AND ' ORDER BY r.i)
                         FROM pg_catalog.jsonb_array_elements_text(j.e -> 'right_columns') WITH ORDINALITY r(c, i)
                         JOIN pg_catalog.jsonb_array_elements_text(j.e -> 'left_columns') WITH ORDINALITY l(c, i)
                           ON l.i = r.i),
                   '' ORDER BY j.o)
          FROM pg_catalog.jsonb_array_elements(join_path) WITH ORDINALITY j(e, o)), '')
$$;

CREATE FUNCTION ekaya._term_join_path(me oid, oids oid[]) RETURNS jsonb
LANGUAGE c VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_term_join_path';
CREATE FUNCTION ekaya._term_shape(me oid, sql_expression text, from_clause text) RETURNS jsonb
LANGUAGE c VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_term_shape';

-- May me define, replace or remove a term over these tables? Only a curator of every one of them
-- (a term without tables, or whose tables were all dropped: a superuser or a member of
-- ekaya.curator_role). A dropped table among live ones is left out.
CREATE FUNCTION ekaya._require_term_curator(me oid, oids oid[]) RETURNS void
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    curators text := pg_catalog.current_setting('ekaya.curator_role', true);
    live oid[] := ARRAY(SELECT c.oid FROM pg_catalog.pg_class c WHERE c.oid = ANY (oids));
    rel oid;
BEGIN
    IF pg_catalog.cardinality(live) = 0 THEN
        IF (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.oid = me) THEN
            RETURN;
        END IF;
        IF coalesce(curators, '') <> '' AND EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = curators)
           AND pg_catalog.pg_has_role(me, curators::name, 'USAGE') THEN
            RETURN;
        END IF;
        RAISE EXCEPTION 'permission denied to curate business terms without (live) tables'
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'Name the tables of the term, or ask for membership in the role a superuser names in ekaya.curator_role.';
    END IF;
    FOREACH rel IN ARRAY live LOOP
        PERFORM ekaya._require_curator(me, rel);
    END LOOP;
END
$$;

CREATE FUNCTION ekaya._term_result(t ekaya.engine_business_terms) RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'term', t.term, 'definition', t.definition, 'sql_expression', t.sql_expression,
        'tables', pg_catalog.to_jsonb(t.tables), 'columns', pg_catalog.to_jsonb(t.columns),
        'aggregates', pg_catalog.to_jsonb(t.aggregates), 'join_path', t.join_path,
        'status', ekaya._term_status(t), 'status_reason', t.broken,
        'defined_by', t.defined_by, 'defined_at', t.defined_at))
$$;

-- ekaya.define_term: store (or replace) a term. See the file header.
CREATE FUNCTION ekaya._define_term(me oid, term text, definition text, sql_expression text, tables text[])
RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    t      text := pg_catalog.lower(pg_catalog.btrim(term));
    oids   oid[] := '{}';
    rel    oid;
    nm     text;
    plan   jsonb := '{"join_path": []}';
    shape  jsonb := '{"columns": [], "aggregates": []}';
    tabs   text[];
    prev   oid[];
    r      ekaya.engine_business_terms;
BEGIN
    IF term IS NULL OR definition IS NULL THEN
        RAISE EXCEPTION 'term and definition must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.length(term) > 200 THEN
        RAISE EXCEPTION 'term is too long (% characters)', pg_catalog.length(term)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 200 characters.';
    END IF;
    IF pg_catalog.length(definition) > 4000 OR pg_catalog.length(sql_expression) > 4000 THEN
        RAISE EXCEPTION 'definition or sql_expression is too long'
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 4000 characters each.';
    END IF;
    IF t = '' OR pg_catalog.cardinality(ekaya._name_tokens(t)) = 0 THEN
        RAISE EXCEPTION 'term must contain a word' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.btrim(definition) = '' THEN
        RAISE EXCEPTION 'definition must not be empty' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.cardinality(tables) > 16 THEN
        RAISE EXCEPTION 'a term can involve at most 16 tables' USING ERRCODE = 'program_limit_exceeded';
    END IF;
    FOREACH nm IN ARRAY coalesce(tables, '{}') LOOP
        IF nm IS NULL THEN
            RAISE EXCEPTION 'tables must not contain NULL' USING ERRCODE = 'null_value_not_allowed';
        END IF;
        rel := ekaya._require_table(nm, me);
        IF NOT rel = ANY (oids) THEN
            oids := oids || rel;
        END IF;
    END LOOP;
    IF sql_expression IS NOT NULL AND pg_catalog.cardinality(oids) = 0 THEN
        RAISE EXCEPTION 'tables must name the tables sql_expression reads'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'e.g. define_term(''revenue'', ''...'', ''SUM(invoice_line.unit_price * invoice_line.quantity)'', ''{invoice_line}'')';
    END IF;
    PERFORM ekaya._require_term_curator(me, oids);
    -- one definition at a time (readers are not blocked), so the cap below holds under concurrency
    LOCK TABLE ekaya.engine_business_terms IN SHARE ROW EXCLUSIVE MODE;
    SELECT x.table_oids INTO prev FROM ekaya.engine_business_terms x WHERE x.term = t FOR UPDATE;
    IF FOUND THEN
        PERFORM ekaya._require_term_curator(me, prev);
    ELSIF (SELECT pg_catalog.count(*) FROM ekaya.engine_business_terms) >= 10000 THEN
        RAISE EXCEPTION 'there are 10000 business terms already' USING ERRCODE = 'program_limit_exceeded',
            HINT = 'Remove terms with ekaya.remove_term(term) first.';
    END IF;

    IF sql_expression IS NOT NULL THEN
        plan := ekaya._term_join_path(me, oids);
        tabs := ARRAY(SELECT pg_catalog.jsonb_array_elements_text(plan -> 'tables'));
        -- the bridge tables the plan added are the term's too
        PERFORM ekaya._require_term_curator(me, ARRAY(SELECT ekaya._resolve_table(x, me) FROM pg_catalog.unnest(tabs) x));
        shape := ekaya._term_shape(me, sql_expression, ekaya._term_from(tabs, plan -> 'join_path'));
    ELSE
        tabs := ARRAY(SELECT ekaya.table_name(o) FROM pg_catalog.unnest(oids) WITH ORDINALITY u(o, i) ORDER BY u.i);
    END IF;

    INSERT INTO ekaya.engine_business_terms AS x
           (term, definition, sql_expression, tables, columns, aggregates, join_path, term_stems,
            definition_stems, defined_by, defined_at, validated_at, catalog, broken)
    VALUES (t, definition, sql_expression, tabs,
            ARRAY(SELECT pg_catalog.jsonb_array_elements_text(shape -> 'columns')),
            ARRAY(SELECT pg_catalog.jsonb_array_elements_text(shape -> 'aggregates')),
            plan -> 'join_path', ekaya._stems(t), ekaya._stems(definition),
            pg_catalog.pg_get_userbyid(me), pg_catalog.now(), pg_catalog.now(),
            ekaya._term_column_types(ARRAY(SELECT pg_catalog.jsonb_array_elements_text(shape -> 'columns'))
                                     || ekaya._term_join_columns(plan -> 'join_path')), NULL)
    ON CONFLICT ON CONSTRAINT engine_business_terms_pkey DO UPDATE
       SET definition = EXCLUDED.definition, sql_expression = EXCLUDED.sql_expression,
           tables = EXCLUDED.tables, columns = EXCLUDED.columns, aggregates = EXCLUDED.aggregates,
           join_path = EXCLUDED.join_path, term_stems = EXCLUDED.term_stems,
           definition_stems = EXCLUDED.definition_stems, defined_by = EXCLUDED.defined_by,
           defined_at = EXCLUDED.defined_at, validated_at = EXCLUDED.validated_at,
           catalog = EXCLUDED.catalog, broken = NULL
    RETURNING * INTO r;
    RETURN ekaya._term_result(r);
END
$$;

CREATE FUNCTION ekaya._remove_term(me oid, term text) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    t    text := pg_catalog.lower(pg_catalog.btrim(pg_catalog.left(term, 201)));
    prev oid[];
BEGIN
    SELECT x.table_oids INTO prev FROM ekaya.engine_business_terms x WHERE x.term = t FOR UPDATE;
    -- a term the curator cannot read is reported like one that does not exist
    IF NOT FOUND OR EXISTS (SELECT FROM pg_catalog.unnest(prev) o
                             WHERE EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = o)
                               AND NOT pg_catalog.has_table_privilege(me, o, 'SELECT')) THEN
        RAISE EXCEPTION 'business term "%" does not exist', t USING ERRCODE = 'undefined_object';
    END IF;
    PERFORM ekaya._require_term_curator(me, prev);
    DELETE FROM ekaya.engine_business_terms x WHERE x.term = t;
    RETURN pg_catalog.jsonb_build_object('term', t, 'removed', true);
END
$$;

-- ekaya.revalidate_terms: check every term the curator may curate again, as define_term did (as
-- the role that defined it), on its stored tables and join path (a stale term: _term_status). A term that still validates is valid again (its columns
-- read again); one that does not is broken, with the reason. At most 100 terms are listed.
CREATE FUNCTION ekaya._revalidate_terms(me oid) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    r      record;
    shape  jsonb;
    why    text;
    res    jsonb := '[]';
    nvalid integer := 0;
    nbroken integer := 0;
BEGIN
    FOR r IN SELECT * FROM ekaya.engine_business_terms x ORDER BY x.term FOR UPDATE LOOP
        CONTINUE WHEN EXISTS (SELECT FROM pg_catalog.unnest(r.table_oids) o
                               WHERE NOT coalesce(pg_catalog.has_table_privilege(me, o, 'SELECT'), true));
        BEGIN
            PERFORM ekaya._require_term_curator(me, r.table_oids);
        EXCEPTION WHEN insufficient_privilege THEN
            CONTINUE;
        END;
        why := NULL;
        shape := NULL;
        BEGIN
            IF EXISTS (SELECT FROM pg_catalog.unnest(r.table_oids) o
                        WHERE NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = o))
               OR EXISTS (SELECT FROM ROWS FROM (pg_catalog.unnest(r.tables), pg_catalog.unnest(r.table_oids)) u(nm, o)
                           WHERE ekaya.table_name(u.o) IS DISTINCT FROM u.nm) THEN
                RAISE EXCEPTION 'a table of the term was dropped or renamed' USING ERRCODE = 'undefined_table';
            END IF;
            -- as the role that defined it, as validate_sql compares it
            IF r.sql_expression IS NOT NULL THEN
                shape := ekaya._term_shape(coalesce((SELECT o.oid FROM pg_catalog.pg_roles o WHERE o.rolname = r.defined_by), 0),
                                           r.sql_expression, ekaya._term_from(r.tables, r.join_path));
            END IF;
        EXCEPTION WHEN OTHERS THEN
            why := SQLERRM;
        END;
        UPDATE ekaya.engine_business_terms x
           SET broken = why, validated_at = pg_catalog.now(),
               columns = CASE WHEN shape IS NULL THEN x.columns
                              ELSE ARRAY(SELECT pg_catalog.jsonb_array_elements_text(shape -> 'columns')) END,
               aggregates = CASE WHEN shape IS NULL THEN x.aggregates
                                 ELSE ARRAY(SELECT pg_catalog.jsonb_array_elements_text(shape -> 'aggregates')) END,
               catalog = CASE WHEN why IS NOT NULL THEN x.catalog
                              ELSE ekaya._term_column_types(
                                       CASE WHEN shape IS NULL THEN x.columns
                                            ELSE ARRAY(SELECT pg_catalog.jsonb_array_elements_text(shape -> 'columns')) END
                                       || ekaya._term_join_columns(x.join_path)) END
         WHERE x.term = r.term;
        IF why IS NULL THEN nvalid := nvalid + 1; ELSE nbroken := nbroken + 1; END IF;
        IF pg_catalog.jsonb_array_length(res) < 100 THEN
            res := res || pg_catalog.jsonb_build_array(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                       'term', r.term, 'status', CASE WHEN why IS NULL THEN 'valid' ELSE 'broken' END, 'reason', why)));
        END IF;
    END LOOP;
    RETURN pg_catalog.jsonb_build_object('valid', nvalid, 'broken', nbroken, 'terms', res);
END
$$;

CREATE FUNCTION ekaya.define_term(term text, definition text, sql_expression text DEFAULT NULL,
                                  tables text[] DEFAULT NULL) RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';
COMMENT ON FUNCTION ekaya.define_term(text, text, text, text[]) IS
'Define (or replace) a business term: a definition and, for a metric, the SQL expression that computes it over the named tables (checked as SELECT <expression> FROM <tables joined by the verified join plan>). Curation: owner of every table or member of ekaya.curator_role.';
CREATE FUNCTION ekaya.remove_term(term text) RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';
CREATE FUNCTION ekaya.revalidate_terms() RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';
COMMENT ON FUNCTION ekaya.revalidate_terms() IS
'Check the business terms you may curate again (after DDL made them stale): valid again, or broken with the reason.';

REVOKE ALL ON FUNCTION ekaya._define_term(oid, text, text, text, text[]), ekaya._remove_term(oid, text),
    ekaya._revalidate_terms(oid), ekaya._require_term_curator(oid, oid[]), ekaya._term_join_path(oid, oid[]),
    ekaya._term_shape(oid, text, text), ekaya._term_table_oids() FROM PUBLIC;

-- Readers ---------------------------------------------------------------------------------------

-- The terms a word names, for resolve_entity: the term itself (business_term) or the words of
-- its name (business_term_words). At most 10, visible ones only (row security).
CREATE FUNCTION ekaya._terms_matching(word text) RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
               'term', m.term, 'definition', m.definition, 'sql_expression', m.sql_expression,
               'tables', pg_catalog.to_jsonb(m.tables), 'status', m.status,
               'match_reason', m.why)) ORDER BY m.exact DESC, m.term), '[]')
      FROM (SELECT t.term, t.definition, t.sql_expression, t.tables, ekaya._term_status(t) AS status,
                   t.term = w.word AS exact,
                   CASE WHEN t.term = w.word THEN 'business_term' ELSE 'business_term_words' END AS why
              FROM ekaya.engine_business_terms t,
                   (SELECT pg_catalog.lower(pg_catalog.btrim(pg_catalog.left(word, 200))) AS word) w
             WHERE t.term = w.word
                OR (pg_catalog.cardinality(ekaya._stems(w.word)) > 0 AND t.term_stems @> ekaya._stems(w.word))
             ORDER BY t.term = w.word DESC, t.term LIMIT 10) m
$$;

-- The columns of the terms a query names, for search_columns: score 1 when the query is the
-- term, 0.95 when the term's words are among the query's, 0.9 when every word of the query is in
-- its definition. Readable columns only, at most 10 terms.
CREATE FUNCTION ekaya._term_columns(query text, p_tables text[])
RETURNS TABLE(table_name text, column_name text, score real, match_reason text, data_type text,
              semantic_type text, role text, description text, synonyms text[])
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    WITH q AS (SELECT pg_catalog.lower(pg_catalog.btrim(pg_catalog.left(query, 1000))) AS text,
                      ekaya._stems(pg_catalog.left(query, 1000)) AS stems),
    hit AS (
        SELECT t.term, t.columns,
               CASE WHEN t.term = q.text THEN 1.0
                    WHEN t.term_stems <@ q.stems THEN 0.95 ELSE 0.9 END::real AS score
          FROM ekaya.engine_business_terms t, q
         WHERE pg_catalog.cardinality(q.stems) > 0
           AND (t.term = q.text OR (pg_catalog.cardinality(t.term_stems) > 0 AND t.term_stems <@ q.stems)
                OR t.definition_stems @> q.stems)
         ORDER BY 3 DESC, t.term LIMIT 10
    ), col AS (
        -- by name, as stored; what the analysis knows of the column where the reader may see it
        SELECT DISTINCT ON (k.oid, a.attnum) ekaya.table_name(k.oid) AS table_name, a.attname::text AS column_name,
               h.score, pg_catalog.format('business term "%s"', h.term) AS reason,
               coalesce(c.data_type, pg_catalog.format_type(a.atttypid, a.atttypmod)) AS data_type,
               c.semantic_type, ekaya._role_seen(k.oid, a.attnum, c.role) AS role, c.description, a.attnum AS ordinal
          FROM hit h
          CROSS JOIN LATERAL pg_catalog.unnest(h.columns) u(name)
          CROSS JOIN LATERAL (SELECT pg_catalog.parse_ident(u.name) AS ident) p
          JOIN pg_catalog.pg_namespace n ON n.nspname = p.ident[1]
          JOIN pg_catalog.pg_class k ON k.relnamespace = n.oid AND k.relname = p.ident[2]
          JOIN pg_catalog.pg_attribute a ON a.attrelid = k.oid AND a.attname = p.ident[3] AND a.attnum > 0
                                        AND NOT a.attisdropped
          LEFT JOIN ekaya.engine_schema_columns c ON c.table_oid = k.oid AND c.attnum = a.attnum
         WHERE pg_catalog.has_column_privilege(k.oid, a.attnum, 'SELECT')
           AND (p_tables IS NULL OR k.oid = ANY (ARRAY(SELECT ekaya._resolve_table(x) FROM pg_catalog.unnest(p_tables) x)))
         ORDER BY k.oid, a.attnum, h.score DESC
    )
    SELECT col.table_name, col.column_name, col.score, col.reason, col.data_type, col.semantic_type,
           col.role, col.description, NULL::text[]
      FROM col ORDER BY col.score DESC, col.table_name, col.ordinal
$$;

-- The columns of the business terms a question names first, then _search_columns' (80_ontology.sql);
-- a column found both ways once, with its better score (the term's on a tie). With no term the
-- reader may see, _search_columns alone: the query is not stemmed a second time for terms
-- (bench/load.sh: search_columns' p50 went from 9 to 23 ms before that).
CREATE FUNCTION ekaya._search_columns_terms(p_query text, p_semantic_type text, p_tables text[], p_max integer)
RETURNS TABLE(o_table text, o_column text, o_score real, o_reason text, o_type text, o_semantic text,
              o_role text, o_description text, o_synonyms text[])
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
-- planned once per session, as _search_columns
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
    IF NOT EXISTS (SELECT FROM ekaya.engine_business_terms) THEN
        RETURN QUERY SELECT * FROM ekaya._search_columns(p_query, p_semantic_type, p_tables, p_max);
        RETURN;
    END IF;
    RETURN QUERY
    WITH s AS (SELECT * FROM ekaya._search_columns(p_query, p_semantic_type, p_tables, p_max)
                    WITH ORDINALITY x(tn, cn, sc, why, dt, st, ro, de, sy, ord)),
    t AS (SELECT x.*, pg_catalog.row_number() OVER () AS ord
            FROM ekaya._term_columns(p_query, p_tables) x WHERE p_semantic_type IS NULL OR x.semantic_type = p_semantic_type),
    u AS (SELECT t.table_name AS tn, t.column_name AS cn, t.score AS sc, t.match_reason AS why,
                 t.data_type AS dt, t.semantic_type AS st, t.role AS ro, t.description AS de,
                 (SELECT s.sy FROM s WHERE s.tn = t.table_name AND s.cn = t.column_name) AS sy, 0 AS src, t.ord
            FROM t
          UNION ALL
          SELECT s.tn, s.cn, s.sc, s.why, s.dt, s.st, s.ro, s.de, s.sy, 1, s.ord FROM s)
    -- a column found both ways once, with its better score (the term's on a tie); the sort reads
    -- all of s, so _search_columns checks its arguments even when max_results is 0
    SELECT d.tn, d.cn, d.sc, d.why, d.dt, d.st, d.ro, d.de, d.sy
      FROM (SELECT DISTINCT ON (u.tn, u.cn) u.* FROM u ORDER BY u.tn, u.cn, u.sc DESC, u.src) d
     ORDER BY d.sc DESC, d.src, d.ord
     LIMIT least(greatest(coalesce(p_max, 20), 1), 1000);
END
$$;

-- ekaya.search_columns: find the columns that hold what a question talks about: the columns of
-- the business terms it names first, then ekaya._search_columns' (80_ontology.sql).
-- Readable columns only; tables filters (unknown names raise 42P01 with a did-you-mean hint);
-- max_results is capped at 1000.
CREATE FUNCTION ekaya.search_columns(query text, semantic_type text DEFAULT NULL, tables text[] DEFAULT NULL,
                                     max_results integer DEFAULT 20)
RETURNS TABLE(table_name text, column_name text, score real, match_reason text, data_type text,
              semantic_type text, role text, description text, synonyms text[])
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT * FROM ekaya._search_columns_terms($1, $2, $3, $4)
$$;

-- The business_terms section of ontology_context: the visible terms by name with their status,
-- the definition cut at 300 characters and the expression at 500; in a summary at most 20 terms
-- and 3,000 characters (at least one term), otherwise at most 200 terms; the rest counted.
CREATE FUNCTION ekaya._terms_context(lvl text) RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    WITH lim AS (SELECT CASE WHEN lvl = 'summary' THEN 20 ELSE 200 END AS k,
                        CASE WHEN lvl = 'summary' THEN 3000 ELSE NULL END AS chars),
    v AS (SELECT t, pg_catalog.row_number() OVER (ORDER BY t.term) AS n, pg_catalog.count(*) OVER () AS total
            FROM ekaya.engine_business_terms t),
    e AS (SELECT v.n, v.total, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                     'term', (v.t).term, 'definition', pg_catalog.left((v.t).definition, 300),
                     'sql_expression', pg_catalog.left((v.t).sql_expression, 500),
                     'tables', pg_catalog.to_jsonb((v.t).tables), 'status', ekaya._term_status(v.t))) AS j
            FROM v, lim WHERE v.n <= lim.k),
    kept AS (SELECT e.*, pg_catalog.sum(pg_catalog.length(e.j::text)) OVER (ORDER BY e.n) AS used FROM e)
    SELECT CASE WHEN pg_catalog.count(*) = 0 THEN '{}'::jsonb ELSE
           pg_catalog.jsonb_build_object('business_terms', pg_catalog.jsonb_agg(kept.j ORDER BY kept.n))
           || CASE WHEN max(kept.total) > pg_catalog.count(*)
                   THEN pg_catalog.jsonb_build_object('business_terms_omitted', max(kept.total) - pg_catalog.count(*),
                            'business_terms_hint', 'ekaya.business_terms lists them all')
                   ELSE '{}' END END
      FROM kept, lim
     WHERE kept.n = 1 OR lim.chars IS NULL OR kept.used <= lim.chars
$$;
