-- Approved queries (issue 21): statements a curator vouches for, with the question they answer,
-- found again by ekaya.find_approved_queries when an agent asks something like it.
--
-- A query is stored only after ekaya._check_query (src/approved_query.c) accepted it as the
-- approving role: one read-only statement that validate_sql finds no error in, no join that
-- validate_joins calls rejected, and parameters ($1, $2, ...) declared with names and types.
-- It is identified by names, never OIDs (what pg_dump keeps): the tables and columns it reads
-- (uses: [{"schema", "table", "columns": [{"name", "type"}]}]), the role that approved it, and
-- the schemas of its search path. Its status, in ekaya.approved_queries:
--   valid   it validated last time, and nothing it reads changed since;
--   stale   a table or column it reads is gone, renamed or of another type, or DDL on one of its
--           tables was logged after its last validation (ekaya.engine_changes, written by the
--           event trigger ekaya._mark_stale): it may still work, it was not re-checked;
--   broken  the last re-validation refused it; status_detail says why.
-- Re-validation runs after every published analysis (ekaya._publish) and on demand
-- (ekaya.revalidate_approved_queries()), each query as the role that approved it.
-- A role sees a query only when it may read every table the query reads (SELECT on the table,
-- or on every column used), or when it is (a member of) the role that approved it.
-- Bounds: question at most 1,000 characters, sql at most 100,000 bytes, notes at most 2,000
-- characters, at most 100 parameters, at most 1,000 approved queries in a database.

CREATE SEQUENCE ekaya.approved_query_id_seq;
CREATE TABLE ekaya.engine_approved_queries (
    query_id       bigint NOT NULL DEFAULT pg_catalog.nextval('ekaya.approved_query_id_seq') PRIMARY KEY,
    question       text NOT NULL CHECK (pg_catalog.length(question) BETWEEN 1 AND 1000),
    sql            text NOT NULL CHECK (pg_catalog.octet_length(sql) BETWEEN 1 AND 100000),
    parameters     jsonb NOT NULL DEFAULT '[]',     -- [{"name", "type"}], $1 first
    notes          text CHECK (pg_catalog.length(notes) <= 2000),
    approved_by    name NOT NULL,
    approved_at    timestamptz NOT NULL DEFAULT pg_catalog.now(),
    search_path    text[] NOT NULL DEFAULT '{}',    -- schemas the names were resolved in
    uses           jsonb NOT NULL DEFAULT '[]',     -- tables and columns read, by name, with types
    question_stems text[] NOT NULL DEFAULT '{}',    -- derived: stems of the question
    name_stems     text[] NOT NULL DEFAULT '{}',    -- derived: stems of the names it reads
    aggregates     boolean NOT NULL DEFAULT false,  -- derived: it aggregates or groups (a count, a total)
    validated_at   timestamptz NOT NULL DEFAULT pg_catalog.now(),
    error          jsonb                            -- the last re-validation's refusal; NULL: it validated
);
ALTER SEQUENCE ekaya.approved_query_id_seq OWNED BY ekaya.engine_approved_queries.query_id;
SELECT pg_catalog.pg_extension_config_dump('ekaya.engine_approved_queries', '');
SELECT pg_catalog.pg_extension_config_dump('ekaya.approved_query_id_seq', '');

-- May role `who` see a query reading `uses` approved by `approved_by` (see the header)?
CREATE FUNCTION ekaya._approved_visible(who name, uses jsonb, approved_by name) RETURNS boolean
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT (EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) approved_by)
            AND pg_catalog.pg_has_role(who, approved_by, 'MEMBER'))
        OR NOT EXISTS (
            SELECT FROM pg_catalog.jsonb_array_elements(uses) u
             WHERE NOT EXISTS (
                SELECT FROM pg_catalog.pg_class c
                  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
                 WHERE n.nspname OPERATOR(pg_catalog.=) (u OPERATOR(pg_catalog.->>) 'schema')
                   AND c.relname OPERATOR(pg_catalog.=) (u OPERATOR(pg_catalog.->>) 'table')
                   AND (pg_catalog.has_table_privilege(who, c.oid, 'SELECT')
                        OR (pg_catalog.jsonb_array_length(u OPERATOR(pg_catalog.->) 'columns') OPERATOR(pg_catalog.>) 0
                            AND NOT EXISTS (
                                SELECT FROM pg_catalog.jsonb_array_elements(u OPERATOR(pg_catalog.->) 'columns') col
                                 WHERE NOT EXISTS (
                                    SELECT FROM pg_catalog.pg_attribute a
                                     WHERE a.attrelid OPERATOR(pg_catalog.=) c.oid
                                       AND a.attname OPERATOR(pg_catalog.=) (col OPERATOR(pg_catalog.->>) 'name')
                                       AND a.attnum OPERATOR(pg_catalog.>) 0 AND NOT a.attisdropped
                                       AND pg_catalog.has_column_privilege(who, c.oid, a.attnum, 'SELECT')))))))
$$;

ALTER TABLE ekaya.engine_approved_queries ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_approved_queries ON ekaya.engine_approved_queries FOR SELECT
    USING (ekaya._approved_visible(CURRENT_USER, uses, approved_by));
GRANT SELECT ON ekaya.engine_approved_queries TO PUBLIC;

-- Why a query is stale (see the header), or NULL: the first table or column it reads that is
-- gone or of another type, else the latest DDL logged on one of its tables after validated_at.
CREATE FUNCTION ekaya._approved_stale(uses jsonb, validated_at timestamptz) RETURNS text
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    WITH u AS (
        SELECT x OPERATOR(pg_catalog.->>) 'schema' AS nsp, x OPERATOR(pg_catalog.->>) 'table' AS rel,
               x OPERATOR(pg_catalog.->) 'columns' AS cols, i,
               (SELECT c.oid FROM pg_catalog.pg_class c
                  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
                 WHERE n.nspname OPERATOR(pg_catalog.=) (x OPERATOR(pg_catalog.->>) 'schema')
                   AND c.relname OPERATOR(pg_catalog.=) (x OPERATOR(pg_catalog.->>) 'table')) AS oid
          FROM pg_catalog.jsonb_array_elements(uses) WITH ORDINALITY AS t(x, i)
    )
    SELECT coalesce(
        (SELECT pg_catalog.format('table %I.%I no longer exists (dropped or renamed)', u.nsp, u.rel)
           FROM u WHERE u.oid IS NULL ORDER BY u.i LIMIT 1),
        (SELECT CASE WHEN a.attname IS NULL
                     THEN pg_catalog.format('column %I of %I.%I no longer exists (dropped or renamed)',
                                            col OPERATOR(pg_catalog.->>) 'name', u.nsp, u.rel)
                     ELSE pg_catalog.format('column %I of %I.%I changed type from %s to %s',
                                            col OPERATOR(pg_catalog.->>) 'name', u.nsp, u.rel,
                                            col OPERATOR(pg_catalog.->>) 'type',
                                            pg_catalog.format_type(a.atttypid, a.atttypmod)) END
           FROM u
           CROSS JOIN LATERAL pg_catalog.jsonb_array_elements(u.cols) WITH ORDINALITY AS k(col, j)
           LEFT JOIN pg_catalog.pg_attribute a
                  ON a.attrelid OPERATOR(pg_catalog.=) u.oid AND a.attnum OPERATOR(pg_catalog.>) 0
                 AND NOT a.attisdropped AND a.attname OPERATOR(pg_catalog.=) (col OPERATOR(pg_catalog.->>) 'name')
          WHERE u.oid IS NOT NULL
            AND (a.attname IS NULL OR pg_catalog.format_type(a.atttypid, a.atttypmod)
                                      OPERATOR(pg_catalog.<>) (col OPERATOR(pg_catalog.->>) 'type'))
          ORDER BY u.i, k.j LIMIT 1),
        (SELECT pg_catalog.format('%I.%I changed (%s at %s) after the query was last validated',
                                  ch.schema_name, ch.table_name, ch.change, ch.changed_at)
           FROM ekaya.engine_changes ch JOIN u
             ON ch.schema_name OPERATOR(pg_catalog.=) u.nsp AND ch.table_name OPERATOR(pg_catalog.=) u.rel
          WHERE ch.changed_at OPERATOR(pg_catalog.>) validated_at
          ORDER BY ch.changed_at DESC LIMIT 1))
$$;

-- The names a query reads, as qualified text: tables, and columns as schema.table.column.
CREATE FUNCTION ekaya._approved_names(uses jsonb, OUT tables text[], OUT columns text[])
LANGUAGE sql IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(pg_catalog.format('%I.%I', u OPERATOR(pg_catalog.->>) 'schema',
                                                           u OPERATOR(pg_catalog.->>) 'table') ORDER BY i), '{}'),
           coalesce((SELECT pg_catalog.array_agg(pg_catalog.format('%I.%I.%I', v OPERATOR(pg_catalog.->>) 'schema',
                                                                   v OPERATOR(pg_catalog.->>) 'table',
                                                                   c OPERATOR(pg_catalog.->>) 'name') ORDER BY j, k)
                       FROM pg_catalog.jsonb_array_elements(uses) WITH ORDINALITY AS y(v, j),
                            pg_catalog.jsonb_array_elements(v OPERATOR(pg_catalog.->) 'columns') WITH ORDINALITY AS z(c, k)),
                    '{}')
      FROM pg_catalog.jsonb_array_elements(uses) WITH ORDINALITY AS x(u, i)
$$;

-- Stems of the names a query reads: each table's name and entity name, each column's name.
CREATE FUNCTION ekaya._approved_name_stems(uses jsonb) RETURNS text[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT s), '{}')
      FROM pg_catalog.jsonb_array_elements(uses) u,
           LATERAL (SELECT pg_catalog.unnest(ekaya._stems(u OPERATOR(pg_catalog.->>) 'table'))
                    UNION SELECT pg_catalog.unnest(ekaya._stems(ekaya._entity_name(u OPERATOR(pg_catalog.->>) 'table')))
                    UNION SELECT pg_catalog.unnest(ekaya._stems(c OPERATOR(pg_catalog.->>) 'name'))
                      FROM pg_catalog.jsonb_array_elements(u OPERATOR(pg_catalog.->) 'columns') c) AS t(s)
$$;

-- The content stems of a question: its stems without English stop words (the stop list of the
-- english_stem dictionary that to_tsvector('english') uses), at most 32, in order.
CREATE FUNCTION ekaya._question_stems(question text) RETURNS text[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT ARRAY(SELECT s FROM (SELECT s, pg_catalog.min(o) AS o
                                  FROM pg_catalog.unnest(ekaya._stems(question)) WITH ORDINALITY AS x(s, o)
                                 WHERE pg_catalog.ts_lexize('pg_catalog.english_stem', s) OPERATOR(pg_catalog.<>) '{}'
                                 GROUP BY s) y ORDER BY o LIMIT 32)
$$;

-- What a question asks for, from the words analysts use (stop words included): 'aggregate' (how
-- many, number, count, total, average, per, each, most...) and 'lookup' (a given, one,
-- particular, specific X: a parameter). Matched with the shape of a query: it aggregates, it
-- has parameters.
CREATE FUNCTION ekaya._question_intent(question text) RETURNS text[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT ARRAY(SELECT i FROM (VALUES
               ('aggregate', '{mani,number,count,total,sum,averag,mean,per,each,everi,most,top,fewest,least}'::text[]),
               ('lookup', '{given,one,particular,specif,certain,singl}'::text[])) v(i, w)
            WHERE v.w OPERATOR(pg_catalog.&&) ekaya._stems(question))
$$;

-- The check of src/approved_query.c. It acts as another role: the extension owner only.
CREATE FUNCTION ekaya._check_query(role oid, sql text, parameter_types text[], search_path text[]) RETURNS jsonb
LANGUAGE c VOLATILE
AS 'MODULE_PATHNAME', 'ekaya_check_query';

-- The parameter types of a stored or given parameters array, in order.
CREATE FUNCTION ekaya._parameter_types(parameters jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(p OPERATOR(pg_catalog.->>) 'type' ORDER BY i), '{}')
      FROM pg_catalog.jsonb_array_elements(parameters) WITH ORDINALITY AS x(p, i)
$$;

-- What approve_query and the view return for one stored query.
CREATE FUNCTION ekaya._approved_result(q ekaya.engine_approved_queries) RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'id', q.query_id, 'question', q.question, 'sql', q.sql, 'parameters', q.parameters, 'notes', q.notes,
        'approved_by', q.approved_by, 'approved_at', q.approved_at,
        'tables', pg_catalog.to_jsonb(n.tables), 'columns', pg_catalog.to_jsonb(n.columns),
        'status', CASE WHEN q.error IS NOT NULL THEN 'broken'
                       WHEN ekaya._approved_stale(q.uses, q.validated_at) IS NOT NULL THEN 'stale'
                       ELSE 'valid' END))
      FROM ekaya._approved_names(q.uses) n
$$;

-- ekaya.approve_query, behind the curation gate (src/approved_query.c, ontology_curation.c):
-- the arguments are checked, the statement is checked as the curator (ekaya._check_query),
-- and the curator must be allowed to curate every table it reads (ekaya._require_curator:
-- its owner, or a member of ekaya.curator_role). The same question with the same SQL replaces
-- the earlier approval.
CREATE FUNCTION ekaya._approve_query(me oid, question text, sql text, parameters jsonb, notes text,
                                     search_path text[]) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    q      text := pg_catalog.btrim(question);
    params jsonb := coalesce(parameters, '[]');
    p      jsonb;
    i      integer := 0;
    chk    jsonb;
    u      jsonb;
    rel    oid;
    stored ekaya.engine_approved_queries;
BEGIN
    IF q IS NULL OR q = '' THEN
        RAISE EXCEPTION 'question must not be empty' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.length(q) > 1000 THEN
        RAISE EXCEPTION 'question is too long (% characters)', pg_catalog.length(q)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 1000 characters.';
    END IF;
    IF sql IS NULL OR pg_catalog.btrim(sql) = '' THEN
        RAISE EXCEPTION 'sql must not be empty' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.octet_length(sql) > 100000 THEN
        RAISE EXCEPTION 'sql is too long (% bytes)', pg_catalog.octet_length(sql)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 100000 bytes.';
    END IF;
    IF notes IS NOT NULL AND pg_catalog.length(notes) > 2000 THEN
        RAISE EXCEPTION 'notes are too long (% characters)', pg_catalog.length(notes)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 2000 characters.';
    END IF;
    IF pg_catalog.jsonb_typeof(params) <> 'array' THEN
        RAISE EXCEPTION 'parameters must be a JSON array' USING ERRCODE = 'invalid_parameter_value',
            HINT = 'For example [{"name": "customer_id", "type": "integer"}], in the order of $1, $2, ...';
    END IF;
    IF pg_catalog.jsonb_array_length(params) > 100 THEN
        RAISE EXCEPTION 'too many parameters (%)', pg_catalog.jsonb_array_length(params)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 100 parameters.';
    END IF;
    FOR p IN SELECT x FROM pg_catalog.jsonb_array_elements(params) x LOOP
        i := i + 1;
        IF pg_catalog.jsonb_typeof(p) IS DISTINCT FROM 'object'
           OR pg_catalog.jsonb_typeof(p -> 'name') IS DISTINCT FROM 'string'
           OR pg_catalog.jsonb_typeof(p -> 'type') IS DISTINCT FROM 'string'
           OR (p ->> 'name') !~ '^[A-Za-z_][A-Za-z0-9_]{0,62}$'
           OR pg_catalog.length(p ->> 'type') NOT BETWEEN 1 AND 200 THEN
            RAISE EXCEPTION 'parameter $% must be an object with a name and a type', i
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'A name is a letter or underscore then letters, digits or underscores (at most 63); a type is a type name, such as integer or date.';
        END IF;
    END LOOP;
    IF (SELECT pg_catalog.count(DISTINCT x ->> 'name') FROM pg_catalog.jsonb_array_elements(params) x) < i THEN
        RAISE EXCEPTION 'parameter names must be unique' USING ERRCODE = 'invalid_parameter_value';
    END IF;

    chk := ekaya._check_query(me, sql, ekaya._parameter_types(params), search_path);
    IF NOT (chk ->> 'ok')::boolean AND chk ? 'hint' THEN
        RAISE EXCEPTION 'query cannot be approved'
            USING ERRCODE = chk ->> 'sqlstate', DETAIL = chk ->> 'error', HINT = chk ->> 'hint';
    ELSIF NOT (chk ->> 'ok')::boolean THEN
        RAISE EXCEPTION 'query cannot be approved' USING ERRCODE = chk ->> 'sqlstate', DETAIL = chk ->> 'error';
    END IF;
    IF pg_catalog.jsonb_array_length(chk -> 'uses') = 0 THEN
        RAISE EXCEPTION 'query cannot be approved' USING ERRCODE = 'invalid_parameter_value',
            DETAIL = 'The statement reads no table.';
    END IF;
    FOR u IN SELECT x FROM pg_catalog.jsonb_array_elements(chk -> 'uses') x LOOP
        SELECT c.oid INTO rel FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = u ->> 'schema' AND c.relname = u ->> 'table';
        PERFORM ekaya._require_curator(me, rel);
    END LOOP;
    -- the declared types as the server names them
    SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', x ->> 'name', 'type', chk -> 'parameter_types' ->> (k - 1)::integer)
                                         ORDER BY k), '[]')
      INTO params FROM pg_catalog.jsonb_array_elements(params) WITH ORDINALITY AS y(x, k);

    -- one approval at a time (readers are not blocked), so the cap below holds under concurrency
    LOCK TABLE ekaya.engine_approved_queries IN SHARE ROW EXCLUSIVE MODE;
    DELETE FROM ekaya.engine_approved_queries a WHERE a.question = q AND a.sql = _approve_query.sql;
    IF (SELECT pg_catalog.count(*) FROM ekaya.engine_approved_queries) >= 1000 THEN
        RAISE EXCEPTION 'too many approved queries' USING ERRCODE = 'program_limit_exceeded',
            DETAIL = 'The limit is 1000 approved queries; remove some with ekaya.remove_approved_query(id).';
    END IF;
    INSERT INTO ekaya.engine_approved_queries
           (question, sql, parameters, notes, approved_by, search_path, uses, question_stems, name_stems, aggregates)
    VALUES (q, _approve_query.sql, params, notes, pg_catalog.pg_get_userbyid(me), coalesce(search_path, '{}'),
            chk -> 'uses', ekaya._question_stems(q), ekaya._approved_name_stems(chk -> 'uses'),
            (chk ->> 'aggregates')::boolean)
    RETURNING * INTO stored;
    RETURN ekaya._approved_result(stored);
END
$$;

-- ekaya.remove_approved_query, behind the curation gate: the query must be visible to the
-- curator, who approved it (or is a member of that role) or may curate every table it reads.
CREATE FUNCTION ekaya._remove_approved_query(me oid, id bigint) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    who  name := pg_catalog.pg_get_userbyid(me);
    q    ekaya.engine_approved_queries;
    rel  oid;
BEGIN
    SELECT * INTO q FROM ekaya.engine_approved_queries a WHERE a.query_id = id;
    IF NOT FOUND OR NOT ekaya._approved_visible(who, q.uses, q.approved_by) THEN
        RAISE EXCEPTION 'approved query % does not exist', id USING ERRCODE = 'undefined_object';
    END IF;
    IF NOT (EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = q.approved_by)
            AND pg_catalog.pg_has_role(me, q.approved_by, 'MEMBER')) THEN
        FOR rel IN SELECT c.oid FROM pg_catalog.jsonb_array_elements(q.uses) u
                     JOIN pg_catalog.pg_namespace n ON n.nspname = u ->> 'schema'
                     JOIN pg_catalog.pg_class c ON c.relnamespace = n.oid AND c.relname = u ->> 'table' LOOP
            PERFORM ekaya._require_curator(me, rel);
        END LOOP;
    END IF;
    DELETE FROM ekaya.engine_approved_queries a WHERE a.query_id = id;
    RETURN pg_catalog.jsonb_build_object('id', id, 'question', q.question, 'removed', true);
END
$$;

-- Re-validation: every query (who IS NULL: after a published analysis) or those `who` sees,
-- each checked again as the role that approved it; a query that validates gets its names and
-- types read again, one that does not keeps them and records why (status broken).
CREATE FUNCTION ekaya._revalidate_approved(who name) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    q      record;
    chk    jsonb;
    nvalid integer := 0;
    nbroken integer := 0;
BEGIN
    FOR q IN SELECT a.query_id, a.sql, a.parameters, a.search_path, r.oid AS role
               FROM ekaya.engine_approved_queries a
               LEFT JOIN pg_catalog.pg_roles r ON r.rolname = a.approved_by
              WHERE who IS NULL OR ekaya._approved_visible(who, a.uses, a.approved_by)
              ORDER BY a.query_id
                FOR UPDATE OF a SKIP LOCKED LOOP
        chk := ekaya._check_query(coalesce(q.role, 0), q.sql, ekaya._parameter_types(q.parameters), q.search_path);
        IF (chk ->> 'ok')::boolean THEN
            UPDATE ekaya.engine_approved_queries a
               SET uses = chk -> 'uses', name_stems = ekaya._approved_name_stems(chk -> 'uses'),
                   aggregates = (chk ->> 'aggregates')::boolean,
                   error = NULL, validated_at = pg_catalog.clock_timestamp()
             WHERE a.query_id = q.query_id;
            nvalid := nvalid + 1;
        ELSE
            UPDATE ekaya.engine_approved_queries a
               SET error = chk - 'ok', validated_at = pg_catalog.clock_timestamp()
             WHERE a.query_id = q.query_id;
            nbroken := nbroken + 1;
        END IF;
    END LOOP;
    RETURN pg_catalog.jsonb_build_object('checked', nvalid + nbroken, 'valid', nvalid, 'broken', nbroken);
END
$$;

CREATE FUNCTION ekaya._revalidate_approved_queries(me oid) RETURNS jsonb
LANGUAGE sql
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT ekaya._revalidate_approved(pg_catalog.pg_get_userbyid(me))
$$;

-- The public functions. approve_query keeps the caller's search path (no SET clause): the
-- statement is checked with the names the caller sees; the gate it runs resolves nothing else.
CREATE FUNCTION ekaya.approve_query(question text, sql text, parameters jsonb DEFAULT NULL, notes text DEFAULT NULL)
RETURNS jsonb
LANGUAGE c VOLATILE
AS 'MODULE_PATHNAME', 'ekaya_approve_query';
CREATE FUNCTION ekaya.remove_approved_query(id bigint) RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';
CREATE FUNCTION ekaya.revalidate_approved_queries() RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';

REVOKE ALL ON FUNCTION ekaya._check_query(oid, text, text[], text[]),
    ekaya._approve_query(oid, text, text, jsonb, text, text[]), ekaya._remove_approved_query(oid, bigint),
    ekaya._revalidate_approved(name), ekaya._revalidate_approved_queries(oid) FROM PUBLIC;

CREATE VIEW ekaya.approved_queries WITH (security_invoker = true) AS
SELECT q.query_id AS id, q.question, q.sql, q.parameters, q.notes, q.approved_by, q.approved_at,
       CASE WHEN q.error IS NOT NULL THEN 'broken' WHEN s.reason IS NOT NULL THEN 'stale' ELSE 'valid' END AS status,
       coalesce(q.error ->> 'error', s.reason) AS status_detail,
       q.validated_at, n.tables, n.columns
  FROM ekaya.engine_approved_queries q
  CROSS JOIN LATERAL (SELECT ekaya._approved_stale(q.uses, q.validated_at) AS reason) s
  CROSS JOIN LATERAL ekaya._approved_names(q.uses) n;
GRANT SELECT ON ekaya.approved_queries TO PUBLIC;

-- ekaya.find_approved_queries(question, max_results): the approved queries the caller may see,
-- ranked against a new question by three measures, each in [0, 1]:
--   words   the question's stems shared with the stored question, each weighted by its rarity
--           among the stored questions (idf, so "how many" counts less than "invoice"), a
--           synonym (ekaya.synonyms) at 0.7, as a cosine of the two weighted sets;
--   tables  the tables the question's words resolve to (ekaya.resolve_entity, per word, its
--           primary table and confidence) that the query reads, over the tables it reads;
--   names   the question's stems (and synonyms) found among the names the query reads
--           (its tables, their entity names, its columns), over the question's stems.
--   shape   the question asks for a count or total and the query aggregates, or it asks about
--           one given item and the query takes parameters (ekaya._question_intent): 0.1 each.
-- score = 0.6 words + 0.25 tables + 0.15 names + shape; why lists what matched. Stop words are
-- left out of the words and names (ekaya._question_stems). Bounds: question at most
-- 1,000 characters, of which the first 32 distinct stems count and the first 8 words of at
-- least 3 letters are resolved; max_results 1 to 100; linear in the visible queries (at most
-- 1,000).
CREATE FUNCTION ekaya._find_approved_queries(p_question text, max_results integer)
RETURNS TABLE(id bigint, question text, sql text, parameters jsonb, notes text, status text, score real, why text)
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
#variable_conflict use_column
DECLARE
    qs     text[];
    qsyn   text[];
    words  text[];
    ents   jsonb := '{}';
    e      jsonb;
    w      text;
    nq     integer;
    intent text[];
BEGIN
    IF p_question IS NULL OR pg_catalog.btrim(p_question) = '' THEN
        RAISE EXCEPTION 'question must not be empty' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.length(p_question) > 1000 THEN
        RAISE EXCEPTION 'question is too long (% characters)', pg_catalog.length(p_question)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 1000 characters.';
    END IF;
    IF max_results IS NULL OR max_results < 1 OR max_results > 100 THEN
        RAISE EXCEPTION 'max_results must be between 1 and 100' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT pg_catalog.count(*) INTO nq FROM ekaya.engine_approved_queries;
    IF nq = 0 THEN
        RETURN;
    END IF;
    qs := ekaya._question_stems(p_question);
    intent := ekaya._question_intent(p_question);
    qsyn := ARRAY(SELECT DISTINCT y FROM pg_catalog.unnest(qs) s, pg_catalog.unnest(ekaya._synonym_stems(s)) y
                   WHERE y <> ALL (qs));
    words := ARRAY(SELECT DISTINCT ON (pg_catalog.lower(m[1])) pg_catalog.lower(m[1])
                     FROM pg_catalog.regexp_matches(p_question, '([[:alpha:]]{3,})', 'g')
                          WITH ORDINALITY AS r(m, o)
                    LIMIT 8);
    FOREACH w IN ARRAY words LOOP
        e := ekaya.resolve_entity(w) -> 'primary_match';
        IF e IS NOT NULL AND e ->> 'primary_table' IS NOT NULL
           AND coalesce((ents ->> (e ->> 'primary_table'))::float8, 0) < (e ->> 'confidence')::float8 THEN
            ents := ents || pg_catalog.jsonb_build_object(e ->> 'primary_table', (e ->> 'confidence')::float8);
        END IF;
    END LOOP;

    RETURN QUERY
    WITH q AS (
        SELECT a.query_id, a.question, a.sql, a.parameters, a.notes, a.question_stems, a.name_stems,
               n.tables, a.uses, a.error, a.validated_at,
               ARRAY(SELECT x FROM pg_catalog.unnest(intent) x
                      WHERE (x = 'aggregate' AND a.aggregates)
                         OR (x = 'lookup' AND pg_catalog.jsonb_array_length(a.parameters) > 0)) AS shape
          FROM ekaya.engine_approved_queries a, ekaya._approved_names(a.uses) n
    ), df AS (
        SELECT s, pg_catalog.count(*) AS n FROM q, pg_catalog.unnest(q.question_stems) s GROUP BY s
    ), idf AS (
        SELECT s, pg_catalog.ln(1 + nq::float8 / coalesce(df.n, 0.5)) AS w
          FROM (SELECT pg_catalog.unnest(qs || qsyn) AS s) t LEFT JOIN df USING (s)
    ), scored AS (
        SELECT q.*,
               (SELECT coalesce(pg_catalog.sum(CASE WHEN s = ANY (qs) THEN i.w ELSE 0.7 * i.w END), 0)
                  FROM pg_catalog.unnest(q.question_stems) s JOIN idf i USING (s))
               / nullif(pg_catalog.sqrt((SELECT pg_catalog.sum(i.w) FROM idf i WHERE i.s = ANY (qs))
                        * (SELECT pg_catalog.sum(pg_catalog.ln(1 + nq::float8 / d.n))
                             FROM pg_catalog.unnest(q.question_stems) s JOIN df d USING (s))), 0) AS words_sim,
               ARRAY(SELECT s FROM pg_catalog.unnest(q.question_stems) s WHERE s = ANY (qs || qsyn) ORDER BY s) AS shared,
               (SELECT coalesce(pg_catalog.sum((ents ->> t)::float8), 0) FROM pg_catalog.unnest(q.tables) t)
               / GREATEST(pg_catalog.cardinality(q.tables), 1) AS tables_sim,
               ARRAY(SELECT t FROM pg_catalog.unnest(q.tables) t WHERE ents ? t) AS resolved,
               ARRAY(SELECT s FROM pg_catalog.unnest(q.name_stems) s WHERE s = ANY (qs || qsyn) ORDER BY s) AS named
          FROM q
    )
    SELECT s.query_id, s.question, s.sql, s.parameters, s.notes,
           CASE WHEN s.error IS NOT NULL THEN 'broken'
                WHEN ekaya._approved_stale(s.uses, s.validated_at) IS NOT NULL THEN 'stale' ELSE 'valid' END,
           (0.6 * coalesce(s.words_sim, 0) + 0.25 * s.tables_sim
            + 0.15 * pg_catalog.cardinality(s.named)::float8 / GREATEST(pg_catalog.cardinality(qs), 1)
            + 0.1 * pg_catalog.cardinality(s.shape))::real,
           pg_catalog.concat_ws('; ',
               CASE WHEN pg_catalog.cardinality(s.shared) > 0
                    THEN 'question words: ' || pg_catalog.array_to_string(s.shared, ', ') END,
               CASE WHEN pg_catalog.cardinality(s.resolved) > 0
                    THEN 'tables the question names: ' || pg_catalog.array_to_string(s.resolved, ', ') END,
               CASE WHEN pg_catalog.cardinality(s.named) > 0
                    THEN 'names it reads: ' || pg_catalog.array_to_string(s.named, ', ') END,
               CASE WHEN 'aggregate' = ANY (s.shape) THEN 'the question asks for a count or total, and it aggregates' END,
               CASE WHEN 'lookup' = ANY (s.shape) THEN 'the question asks about one given item, and it takes parameters' END)
      FROM scored s
     ORDER BY 7 DESC, s.query_id
     LIMIT max_results;
END
$$;

-- (a SQL wrapper: in PL/pgSQL the argument could not share its name with the result column)
CREATE FUNCTION ekaya.find_approved_queries(question text, max_results integer DEFAULT 5)
RETURNS TABLE(id bigint, question text, sql text, parameters jsonb, notes text, status text, score real, why text)
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT * FROM ekaya._find_approved_queries($1, $2)
$$;
