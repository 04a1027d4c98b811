-- The ontology read API (issue 7): ontology_context, resolve_entity, get_table_details,
-- search_columns, relationship_diagram, and curation (add_relationship, reject_relationship,
-- add_alias).
--
-- Why SQL/plpgsql here: every function is an assembly of catalog and engine-table queries into
-- jsonb; the numeric and string kernels (tokens, singular, trigram similarity, PageRank,
-- communities) are C in src/ontology_text.c and src/ontology_graph.c.
--
-- Privileges: read functions are SECURITY INVOKER. The engine tables have RLS, but the extension
-- owner and superusers bypass it, so every query below also filters explicitly with
-- has_table_privilege / has_column_privilege for the current user. A table the caller cannot
-- SELECT behaves exactly like a table that does not exist (same message, no suggestions naming
-- it). Curation functions are a C gate (src/ontology_curation.c) that names the curator (the
-- current user at the call) and runs the implementations ekaya._add_relationship & co. as the
-- extension owner; those check every table and column against the curator, and are executable
-- by nobody else.
--
-- Bad input policy (documented in the README): NULL required arguments raise 22004, empty or
-- malformed arguments 22023, oversized ones 54000. Unknown tables raise 42P01 with a
-- did-you-mean hint in resolve/diagram/search/curation; get_table_details instead returns a
-- per-table error entry (it is a batch lookup, so one typo must not hide the other tables).

-- C kernels ---------------------------------------------------------------------------------

CREATE FUNCTION ekaya._name_tokens(text) RETURNS text[]
LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_name_tokens';
CREATE FUNCTION ekaya._singular(text) RETURNS text
LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_singular';
CREATE FUNCTION ekaya._similarity(text, text) RETURNS real
LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_similarity';
CREATE FUNCTION ekaya._graph_metrics(n integer, src integer[], dst integer[], weight float8[])
RETURNS TABLE(node integer, pagerank float8, community integer)
LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE ROWS 100 AS 'MODULE_PATHNAME', 'ekaya_graph_metrics';

-- Stem of one word with the english Snowball stemmer (the one to_tsvector('english') uses), so
-- name tokens, queries and comment lexemes all compare in one space (orders/ordered -> order,
-- shipped/shipping -> ship). Stop words stem to themselves.
CREATE FUNCTION ekaya._stem(word text) RETURNS text
LANGUAGE c STABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_stem';

-- Stems of the name tokens of any identifier or phrase, in order.
CREATE FUNCTION ekaya._stems(s text) RETURNS text[]
LANGUAGE c STABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_stems';

-- The entity name of a table: snake_case tokens, last word singular (OrderItems -> order_item).
CREATE FUNCTION ekaya._entity_name(relname text) RETURNS text
LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_entity_name';

-- The role a referencing column plays: its name without the key suffix (host_id -> host,
-- referred_by_user_id -> referred_by_user, CustomerId -> customer).
CREATE FUNCTION ekaya._column_role(column_name text) RETURNS text
LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_column_role';

-- Built-in synonyms: words an analyst uses for the same thing. Matched on stems. User-specific
-- vocabulary goes into ekaya.engine_aliases through ekaya.add_alias.
CREATE TABLE ekaya.synonyms (
    group_id integer NOT NULL,
    term     text NOT NULL,
    PRIMARY KEY (group_id, term)
);
INSERT INTO ekaya.synonyms (group_id, term)
SELECT g.id, w
  FROM (VALUES
    (1, 'customer client buyer purchaser shopper patron consumer'),
    -- measures are synonyms only of the same measure: a price is not a rating nor a revenue
    (2, 'amount total sum subtotal'),
    (3, 'date time timestamp datetime at when day moment'),
    (4, 'created creation signup registered joined added inserted'),
    (5, 'user member person people login account'),
    (6, 'name title label'),
    (7, 'email mail e-mail'),
    (8, 'phone telephone mobile cell'),
    (9, 'quantity qty units count'),
    (10, 'status state stage'),
    (11, 'product item article goods merchandise sku part'),
    (12, 'order purchase sale'),
    (13, 'employee staff worker rep representative agent'),
    (14, 'supplier vendor provider'),
    (15, 'address street location'),
    (16, 'zip postal postcode zipcode'),
    (17, 'city town'),
    (18, 'country nation'),
    (19, 'region area territory district'),
    (20, 'company organization organisation business firm account'),
    (21, 'description desc details body comment note notes text'),
    (22, 'rating stars score'),
    (23, 'category genre type kind class group classification'),
    (24, 'id identifier key'),
    (25, 'discount rebate markdown'),
    (26, 'ship shipping shipment delivery delivered carrier freight dispatch courier'),
    (27, 'start begin started began'),
    (28, 'end finish stop ended'),
    (29, 'artist musician band performer singer'),
    (30, 'song track tune'),
    (31, 'film movie'),
    (32, 'actor actress cast'),
    (33, 'duration length milliseconds runtime'),
    (34, 'birthday birth dob born'),
    (35, 'hire hired employment'),
    (36, 'event activity action'),
    (37, 'session visit'),
    (38, 'payment paid pay'),
    (39, 'invoice bill billing'),
    (40, 'rental rent lease borrow'),
    (41, 'inventory stock'),
    (42, 'manager boss supervisor'),
    (43, 'language lang locale'),
    (44, 'password pwd secret passcode'),
    (45, 'username login handle'),
    (46, 'active enabled'),
    (47, 'store shop branch outlet'),
    (48, 'picture photo image avatar'),
    (49, 'url link homepage website'),
    (50, 'timezone tz'),
    (51, 'referral referred referrer invited inviter'),
    (52, 'host seller'),
    (53, 'visitor guest booker'),
    (54, 'return returned refund'),
    (55, 'reason cause'),
    (56, 'plan subscription tier'),
    (57, 'admin administrator superuser'),
    (58, 'seat seats license'),
    (59, 'composer writer author'),
    (60, 'album record'),
    (61, 'playlist mix'),
    (62, 'size bytes'),
    (63, 'browser agent'),
    (64, 'review feedback'),
    (65, 'fax facsimile'),
    (66, 'price charge fee tariff'),
    (67, 'revenue income turnover earnings'),
    (68, 'cost expense spend'),
    (69, 'line item detail entry'),
    (70, 'weight mass'),
    (71, 'number num no nbr'),
    (72, 'minimum min lowest least'),
    (73, 'maximum max highest most')
  ) AS g(id, words),
  LATERAL pg_catalog.regexp_split_to_table(g.words, ' ') AS w;
-- each term's stem, derived once here rather than on every search (the stemmer is fixed)
ALTER TABLE ekaya.synonyms ADD COLUMN stem text;
UPDATE ekaya.synonyms SET stem = ekaya._stem(term);
ALTER TABLE ekaya.synonyms ALTER COLUMN stem SET NOT NULL;
CREATE INDEX ON ekaya.synonyms (stem);
GRANT SELECT ON ekaya.synonyms TO PUBLIC;

-- Stem -> stems of its synonyms (excluding itself).
CREATE FUNCTION ekaya._synonym_stems(stem text) RETURNS text[]
LANGUAGE sql STABLE STRICT PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT b.stem ORDER BY b.stem), '{}')
      FROM ekaya.synonyms a
      JOIN ekaya.synonyms b ON b.group_id OPERATOR(pg_catalog.=) a.group_id
     WHERE a.stem OPERATOR(pg_catalog.=) _synonym_stems.stem
       AND b.stem OPERATOR(pg_catalog.<>) _synonym_stems.stem
$$;

-- User aliases (curation). Keyed by names, not OIDs, so they survive pg_dump / restore;
-- column_name '' means an alias for the table itself. pg_dump keeps the rows.
CREATE TABLE ekaya.engine_aliases (
    term        text NOT NULL CHECK (pg_catalog.length(term) BETWEEN 1 AND 200),
    schema_name name NOT NULL,
    table_name  name NOT NULL,
    column_name name NOT NULL DEFAULT '',
    created_by  name NOT NULL DEFAULT CURRENT_USER,
    created_at  timestamptz NOT NULL DEFAULT pg_catalog.now(),
    PRIMARY KEY (term, schema_name, table_name, column_name)
);
ALTER TABLE ekaya.engine_aliases ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_aliases ON ekaya.engine_aliases FOR SELECT
    USING (EXISTS (SELECT FROM pg_catalog.pg_class c
                     JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
                    WHERE n.nspname OPERATOR(pg_catalog.=) schema_name
                      AND c.relname OPERATOR(pg_catalog.=) table_name
                      AND pg_catalog.has_table_privilege(c.oid, 'SELECT')));
GRANT SELECT ON ekaya.engine_aliases TO PUBLIC;
SELECT pg_catalog.pg_extension_config_dump('ekaya.engine_aliases', '');

-- Aliases resolved to the current OIDs, only for tables (and columns) the caller can read.
CREATE FUNCTION ekaya._aliases()
RETURNS TABLE(term text, table_oid oid, attnum int2)
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT a.term, c.oid, at.attnum
      FROM ekaya.engine_aliases a
      JOIN pg_catalog.pg_namespace n ON n.nspname OPERATOR(pg_catalog.=) a.schema_name
      JOIN pg_catalog.pg_class c ON c.relnamespace OPERATOR(pg_catalog.=) n.oid
                                AND c.relname OPERATOR(pg_catalog.=) a.table_name
      LEFT JOIN pg_catalog.pg_attribute at
             ON a.column_name OPERATOR(pg_catalog.<>) ''
            AND at.attrelid OPERATOR(pg_catalog.=) c.oid
            AND at.attname OPERATOR(pg_catalog.=) a.column_name AND NOT at.attisdropped
     WHERE pg_catalog.has_table_privilege(c.oid, 'SELECT')
       AND (a.column_name OPERATOR(pg_catalog.=) ''
            OR (at.attnum IS NOT NULL AND pg_catalog.has_column_privilege(c.oid, at.attnum, 'SELECT')))
$$;

-- Name resolution ---------------------------------------------------------------------------

-- A table name as a user or an agent writes it ('orders', 'public.orders', '"Order Items"',
-- 'Customer') -> OID, or NULL when it does not exist or p_role (default: current user) cannot
-- SELECT it; the two cases are indistinguishable on purpose. The function's pinned search_path
-- cannot see the caller's, so an unqualified name is looked up in every schema: public wins,
-- otherwise it must be unique (42P08 with the candidates when it is not).
CREATE FUNCTION ekaya._resolve_table(p_name text, p_role oid DEFAULT NULL) RETURNS oid
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    parts text[];
    hits  oid[];
BEGIN
    IF p_name IS NULL OR pg_catalog.length(p_name) > 1000 OR pg_catalog.btrim(p_name) = '' THEN
        RETURN NULL;
    END IF;
    BEGIN
        parts := pg_catalog.parse_ident(pg_catalog.btrim(p_name), true);
    EXCEPTION WHEN invalid_parameter_value THEN
        RETURN NULL;
    END;
    IF pg_catalog.cardinality(parts) NOT IN (1, 2) THEN
        RETURN NULL;
    END IF;
    -- exact spelling first, then case-insensitive (quoted mixed-case names typed without quotes)
    FOR pass IN 1..2 LOOP
        SELECT pg_catalog.array_agg(c.oid ORDER BY (n.nspname OPERATOR(pg_catalog.<>) 'public'), n.nspname, c.relname)
          INTO hits
          FROM pg_catalog.pg_class c
          JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
         WHERE c.relkind IN ('r', 'p', 'f', 'm', 'v')
           AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_toast%'
           AND CASE WHEN pass = 1 THEN c.relname OPERATOR(pg_catalog.=) parts[pg_catalog.cardinality(parts)]
                    ELSE pg_catalog.lower(c.relname) OPERATOR(pg_catalog.=) pg_catalog.lower(parts[pg_catalog.cardinality(parts)]) END
           AND (pg_catalog.cardinality(parts) = 1
                OR CASE WHEN pass = 1 THEN n.nspname OPERATOR(pg_catalog.=) parts[1]
                        ELSE pg_catalog.lower(n.nspname) OPERATOR(pg_catalog.=) pg_catalog.lower(parts[1]) END)
           AND CASE WHEN p_role IS NULL THEN pg_catalog.has_table_privilege(c.oid, 'SELECT')
                    ELSE pg_catalog.has_table_privilege(p_role, c.oid, 'SELECT') END;
        IF hits IS NOT NULL THEN
            IF pg_catalog.cardinality(hits) = 1
               OR (SELECT n.nspname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n
                       ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
                    WHERE c.oid OPERATOR(pg_catalog.=) hits[1]) OPERATOR(pg_catalog.=) 'public' THEN
                RETURN hits[1];
            END IF;
            RAISE EXCEPTION 'table name "%" is ambiguous', p_name
                USING ERRCODE = 'ambiguous_parameter',
                      HINT = 'Qualify it with a schema: '
                             || (SELECT pg_catalog.string_agg(ekaya.table_name(h), ', ' ORDER BY ekaya.table_name(h))
                                   FROM pg_catalog.unnest(hits) h) || '.';
        END IF;
    END LOOP;
    RETURN NULL;
END
$$;

-- Up to three readable tables whose names look like p_name, for did-you-mean hints; none for a
-- name longer than any table name can be (two quoted 63-byte identifiers).
CREATE FUNCTION ekaya._did_you_mean(p_name text, p_role oid DEFAULT NULL) RETURNS text[]
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(s.q ORDER BY s.sim DESC, s.q), '{}')
      FROM (SELECT ekaya.table_name(c.oid) AS q,
                   greatest(ekaya._similarity(pg_catalog.left(p_name, 200), c.relname),
                            ekaya._similarity(pg_catalog.left(p_name, 200), ekaya.table_name(c.oid))) AS sim
              FROM pg_catalog.pg_class c
              JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
             WHERE c.relkind IN ('r', 'p', 'f', 'm', 'v') AND NOT c.relispartition
               AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'ekaya')
               AND n.nspname NOT LIKE 'pg\_%'
               AND CASE WHEN p_role IS NULL THEN pg_catalog.has_table_privilege(c.oid, 'SELECT')
                        ELSE pg_catalog.has_table_privilege(p_role, c.oid, 'SELECT') END
               AND pg_catalog.length(p_name) <= 300
             ORDER BY 2 DESC, 1
             LIMIT 3) s
     WHERE s.sim >= 0.2
$$;

-- _resolve_table or ERRCODE_UNDEFINED_TABLE with a did-you-mean hint; the message is the same
-- whether the table is missing or merely unreadable.
CREATE FUNCTION ekaya._require_table(p_name text, p_role oid DEFAULT NULL) RETURNS oid
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    r oid;
    sug text[];
BEGIN
    IF p_name IS NULL THEN
        RAISE EXCEPTION 'table name must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.length(p_name) > 1000 THEN
        RAISE EXCEPTION 'table name is too long (% characters)', pg_catalog.length(p_name)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 1000 characters.';
    END IF;
    r := ekaya._resolve_table(p_name, p_role);
    IF r IS NULL THEN
        sug := ekaya._did_you_mean(p_name, p_role);
        IF pg_catalog.cardinality(sug) > 0 THEN
            RAISE EXCEPTION 'relation "%" does not exist', p_name
                USING ERRCODE = 'undefined_table',
                      HINT = 'Did you mean ' || pg_catalog.array_to_string(sug, ', ') || '?';
        END IF;
        RAISE EXCEPTION 'relation "%" does not exist', p_name USING ERRCODE = 'undefined_table';
    END IF;
    RETURN r;
END
$$;

-- Resolve a list of table names (NULL list -> NULL, meaning "all"); errors for empty lists,
-- NULL elements, more than 1000 names or 1 MB, and unknown names.
CREATE FUNCTION ekaya._require_tables(p_names text[], p_what text) RETURNS oid[]
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    res oid[] := '{}';
    r oid;
    nm text;
BEGIN
    IF p_names IS NULL THEN
        RETURN NULL;
    END IF;
    IF pg_catalog.cardinality(p_names) = 0 THEN
        RAISE EXCEPTION '% must not be an empty array', p_what
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Pass NULL to mean every table.';
    END IF;
    IF pg_catalog.cardinality(p_names) > 1000 OR pg_catalog.pg_column_size(p_names) > 1048576 THEN
        RAISE EXCEPTION '% has % elements in % bytes, at most 1000 elements in 1 MB are allowed', p_what,
            pg_catalog.cardinality(p_names), pg_catalog.pg_column_size(p_names)
            USING ERRCODE = 'program_limit_exceeded';
    END IF;
    FOREACH nm IN ARRAY p_names LOOP
        IF nm IS NULL THEN
            RAISE EXCEPTION '% must not contain NULL', p_what USING ERRCODE = 'null_value_not_allowed';
        END IF;
        r := ekaya._require_table(nm);
        IF NOT r = ANY (res) THEN
            res := res || r;
        END IF;
    END LOOP;
    RETURN res;
END
$$;

-- Table graph ---------------------------------------------------------------------------------

-- One row per analysed, readable table (partitions folded into their parent): degrees, PageRank,
-- community, and an archetype decided from the data. Shared by ontology_context,
-- get_table_details and resolve_entity so they agree. Archetype rules, first match wins:
--   bridge     : references >= 2 tables, nothing references it, at most one column besides key,
--                referencing and temporal columns (playlist_track, film_actor)
--   reference  : referenced, references nothing, <= 4 columns, <= 1000 rows (genre, language)
--   fact       : references a table N:1 and is referenced by none (order_items, payment,
--                invoice_line, event logs), or by one while it has a date of its own that is
--                no audit stamp like last_update (orders, invoice, rental); link tables and 1:1
--                extensions that reference it do not count
--   dimension  : referenced by other tables, or an extension 1:1 of one (users, products, film)
--   operational: everything else (standalone tables)
CREATE TYPE ekaya._table_graph_row AS (table_oid oid, qualified text, relname text, entity text,
    row_count bigint, description text, has_pk boolean, in_degree integer, out_degree integer,
    occurrences integer, n_columns integer, n_measures integer, n_descriptive integer,
    archetype text, pagerank float8, community integer, idx integer);
CREATE FUNCTION ekaya._table_graph_live()
RETURNS SETOF ekaya._table_graph_row
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
-- planned once per session: a custom plan per call cost more than the call itself
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    WITH t AS (
        SELECT st.table_oid AS oid_, ekaya.table_name(st.table_oid) AS q, st.table_name::text AS rn,
               (SELECT v.row_count FROM ekaya.engine_table_values v WHERE v.table_oid = st.table_oid) AS rc,
               st.description AS d,
               coalesce(pg_catalog.cardinality(st.primary_key), 0) > 0 AS pk,
               (pg_catalog.row_number() OVER (ORDER BY st.schema_name, st.table_name))::integer AS i
          FROM ekaya.engine_schema_tables st
          JOIN pg_catalog.pg_class c ON c.oid = st.table_oid
         WHERE NOT c.relispartition AND st.kind <> 'view'
           AND pg_catalog.has_table_privilege(st.table_oid, 'SELECT')
    ), rel AS (
        SELECT r.source_table_oid AS s, r.target_table_oid AS d, r.source_columns AS sc,
               coalesce(r.confidence, 0.5) AS conf, r.cardinality AS card
          FROM ekaya.engine_schema_relationships r
         WHERE r.status = 'accepted'
           AND r.source_table_oid IN (SELECT oid_ FROM t) AND r.target_table_oid IN (SELECT oid_ FROM t)
    ), ed AS (
        SELECT ts.i AS si, td.i AS di, pg_catalog.sum(rel.conf)::float8 AS w
          FROM rel JOIN t ts ON ts.oid_ = rel.s JOIN t td ON td.oid_ = rel.d
         WHERE rel.s <> rel.d
         GROUP BY 1, 2
    ), g AS (
        SELECT m.node, m.pagerank AS pr, m.community AS cm
          FROM ekaya._graph_metrics((SELECT pg_catalog.count(*)::integer FROM t),
                                    coalesce((SELECT pg_catalog.array_agg(si ORDER BY si, di) FROM ed), '{}'),
                                    coalesce((SELECT pg_catalog.array_agg(di ORDER BY si, di) FROM ed), '{}'),
                                    coalesce((SELECT pg_catalog.array_agg(w ORDER BY si, di) FROM ed), '{}')) m
    ), deg AS (
        -- one aggregate per direction, not a scan of rel per table: linear in the relationships
        SELECT t.oid_, coalesce(i.indeg, 0)::integer AS indeg, coalesce(o.outdeg, 0)::integer AS outdeg,
               coalesce(o.outn1, 0)::integer AS outn1,
               coalesce(i.occ, 0)::integer AS occ, coalesce(f.nfk, 0)::integer AS nfk
          FROM t
          LEFT JOIN (SELECT rel.d AS oid_, pg_catalog.count(DISTINCT rel.s) FILTER (WHERE rel.s <> rel.d) AS indeg,
                            pg_catalog.count(*) AS occ
                       FROM rel GROUP BY rel.d) i ON i.oid_ = t.oid_
          LEFT JOIN (SELECT rel.s AS oid_, pg_catalog.count(DISTINCT rel.d) FILTER (WHERE rel.d <> rel.s) AS outdeg,
                            pg_catalog.count(DISTINCT rel.d) FILTER (WHERE rel.d <> rel.s AND rel.card IS DISTINCT FROM '1:1') AS outn1
                       FROM rel GROUP BY rel.s) o ON o.oid_ = t.oid_
          LEFT JOIN (SELECT rel.s AS oid_, pg_catalog.count(DISTINCT a) AS nfk
                       FROM rel, pg_catalog.unnest(rel.sc) a GROUP BY rel.s) f ON f.oid_ = t.oid_
    ), cols AS (
        SELECT c.table_oid AS oid_,
               pg_catalog.count(*)::integer AS n,
               (pg_catalog.count(*) FILTER (WHERE c.semantic_type = 'measure' OR c.role = 'measure'))::integer AS nm,
               (pg_catalog.count(*) FILTER (WHERE NOT c.is_primary_key AND
                    (c.semantic_type IN ('text', 'category', 'name', 'email')
                     OR (c.semantic_type IS NULL AND c.data_type ~ '(char|text)'))))::integer AS nd,
               (pg_catalog.count(*) FILTER (WHERE c.semantic_type = 'temporal'
                     OR (c.semantic_type IS NULL AND c.data_type ~ '(timestamp|date)')))::integer AS nt,
               -- when something happened, not when the row was last touched (pagila's last_update)
               (pg_catalog.count(*) FILTER (WHERE (c.semantic_type = 'temporal'
                     OR (c.semantic_type IS NULL AND c.data_type ~ '(timestamp|date)'))
                     AND c.column_name !~* '^(last_?)?(update|modifi|chang)[a-z]*(_?(at|on|date|time))?$'))::integer AS nev,
               (pg_catalog.count(*) FILTER (WHERE c.is_primary_key))::integer AS npk
          FROM ekaya.engine_schema_columns c
         WHERE c.table_oid IN (SELECT oid_ FROM t)
           AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT')
         GROUP BY 1
    ), bridgy AS (
        -- link tables (two or more references, nothing else of note), as the bridge rule below
        SELECT deg.oid_
          FROM deg LEFT JOIN cols ON cols.oid_ = deg.oid_
         WHERE deg.outdeg >= 2 AND deg.indeg = 0
           AND coalesce(cols.n, 0) - deg.nfk - coalesce(cols.nt, 0) - greatest(coalesce(cols.npk, 0) - deg.nfk, 0) <= 1
    ), infact AS (
        -- the tables that reference a table as facts do: N:1, and not a link table or a 1:1 extension
        SELECT rel.d AS oid_, pg_catalog.count(DISTINCT rel.s)::integer AS n
          FROM rel
         WHERE rel.s <> rel.d AND rel.card IS DISTINCT FROM '1:1' AND rel.s NOT IN (SELECT oid_ FROM bridgy)
         GROUP BY rel.d
    )
    SELECT t.oid_, t.q, t.rn, ekaya._entity_name(t.rn), t.rc, t.d, t.pk,
           deg.indeg, deg.outdeg, deg.occ, coalesce(cols.n, 0), coalesce(cols.nm, 0), coalesce(cols.nd, 0),
           CASE
             WHEN deg.outdeg >= 2 AND deg.indeg = 0
                  AND coalesce(cols.n, 0) - deg.nfk - coalesce(cols.nt, 0)
                      - greatest(coalesce(cols.npk, 0) - deg.nfk, 0) <= 1 THEN 'bridge'
             WHEN deg.indeg >= 1 AND deg.outdeg = 0 AND coalesce(cols.n, 0) <= 4
                  AND coalesce(t.rc, 0) <= 1000 THEN 'reference'
             -- a fact references things N:1 and is itself referenced by at most one table, and
             -- then it records when something happened (an order header): a table of employees,
             -- products or stores is referenced by the facts about them, and has no such date
             WHEN deg.outn1 >= 1 AND (coalesce(infact.n, 0) = 0 OR (infact.n = 1 AND coalesce(cols.nev, 0) >= 1)) THEN 'fact'
             WHEN deg.indeg >= 1 OR deg.outdeg >= 1 THEN 'dimension'
             ELSE 'operational'
           END,
           g.pr, g.cm, t.i
      FROM t
      JOIN deg ON deg.oid_ = t.oid_
      LEFT JOIN cols ON cols.oid_ = t.oid_
      LEFT JOIN infact ON infact.oid_ = t.oid_
      LEFT JOIN g ON g.node = t.i
     ORDER BY t.i;
END
$$;

-- Stored answers (issue 15: latency under load). What does not depend on the call's arguments
-- (the table graph with its PageRank and communities, the summary) is computed once when a run
-- is published or a curation is made, as the extension owner over every analysed table, and
-- kept with the generation, the tables and their names at that moment. A reader is given a
-- stored answer only while it is exactly what it would compute itself: the generation is the
-- current one, no table was renamed or dropped since, and the reader may SELECT every one of
-- the tables and sees all their rows (no row security active for it); every other reader, and
-- every answer after a change, is computed per call as before. The row-level policy states the
-- same condition, so the stored rows never show a reader a name it may not see.
CREATE TABLE ekaya.engine_answers (
    name       text PRIMARY KEY,
    generation bigint NOT NULL,
    tables     oid[] NOT NULL,
    names      text[] NOT NULL,
    body       jsonb NOT NULL
);

-- True while a stored answer is what the current user would compute itself (see above); C
-- (src/ontology_text.c): it runs on every call that may be served one.
CREATE FUNCTION ekaya._answer_valid(p_generation bigint, p_tables oid[], p_names text[], p_current bigint)
RETURNS boolean
LANGUAGE c STABLE PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_answer_valid';

ALTER TABLE ekaya.engine_answers ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_answers ON ekaya.engine_answers FOR SELECT
    USING (ekaya._answer_valid(generation, tables, names, (SELECT s.generation FROM ekaya.engine_state s)));
GRANT SELECT ON ekaya.engine_answers TO PUBLIC;

-- The stored answer called p_name for the current user, or NULL (compute it).
CREATE FUNCTION ekaya._stored_answer(p_name text) RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT a.body FROM ekaya.engine_answers a
     WHERE a.name OPERATOR(pg_catalog.=) p_name
       AND ekaya._answer_valid(a.generation, a.tables, a.names, (SELECT s.generation FROM ekaya.engine_state s))
$$;

-- One row per analysed, readable table: the stored graph when valid for the caller, else live.
CREATE FUNCTION ekaya._table_graph()
RETURNS SETOF ekaya._table_graph_row
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
-- planned once per session: a custom plan per call cost more than the call itself
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    stored jsonb;
BEGIN
    -- ekaya._stored_answer, inline (a SQL function is planned again on every call)
    SELECT a.body INTO stored FROM ekaya.engine_answers a
     WHERE a.name = 'table_graph'
       AND ekaya._answer_valid(a.generation, a.tables, a.names, (SELECT s.generation FROM ekaya.engine_state s));
    IF stored IS NULL THEN
        RETURN QUERY SELECT * FROM ekaya._table_graph_live();
        RETURN;
    END IF;
    RETURN QUERY
    SELECT * FROM pg_catalog.jsonb_populate_recordset(NULL::ekaya._table_graph_row, stored) x
     ORDER BY x.idx;
END
$$;

-- Computes the stored answers; called as the extension owner after each publish and curation.
-- Nothing is stored when the owner itself does not read every analysed table whole.
CREATE FUNCTION ekaya._store_answers() RETURNS void
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    gen  bigint := (SELECT s.generation FROM ekaya.engine_state s);
    tabs oid[];
    nams text[];
BEGIN
    DELETE FROM ekaya.engine_answers;
    SELECT coalesce(pg_catalog.array_agg(st.table_oid ORDER BY st.table_oid), '{}'),
           coalesce(pg_catalog.array_agg(ekaya.table_name(st.table_oid) ORDER BY st.table_oid), '{}')
      INTO tabs, nams
      FROM ekaya.engine_schema_tables st
      JOIN pg_catalog.pg_class c ON c.oid = st.table_oid
     WHERE NOT c.relispartition AND st.kind <> 'view';
    IF gen IS NULL OR NOT ekaya._answer_valid(gen, tabs, nams, gen) THEN
        RETURN;
    END IF;
    INSERT INTO ekaya.engine_answers (name, generation, tables, names, body)
    SELECT 'table_graph', gen, tabs, nams, coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(g) ORDER BY g.idx), '[]')
      FROM ekaya._table_graph_live() g;
    INSERT INTO ekaya.engine_answers (name, generation, tables, names, body)
    VALUES ('summary', gen, tabs, nams, ekaya.ontology_context('summary'));
END
$$;
REVOKE ALL ON FUNCTION ekaya._store_answers() FROM PUBLIC;

-- "referenced by 5 tables" / "references 2 tables": a description from structure when there is
-- no COMMENT ON.
-- No SET clause and every operator qualified, so that the planner inlines it (it runs per row).
CREATE FUNCTION ekaya._generated_description(in_degree integer, out_degree integer) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
    SELECT pg_catalog.concat_ws('; ',
               CASE WHEN in_degree OPERATOR(pg_catalog.>) 0 THEN pg_catalog.concat('referenced by ', in_degree,
                    CASE WHEN in_degree OPERATOR(pg_catalog.=) 1 THEN ' table' ELSE ' tables' END) END,
               CASE WHEN out_degree OPERATOR(pg_catalog.>) 0 THEN pg_catalog.concat('references ', out_degree,
                    CASE WHEN out_degree OPERATOR(pg_catalog.=) 1 THEN ' table' ELSE ' tables' END) END)
$$;

-- Context -----------------------------------------------------------------------------------

-- ekaya.ontology_context(detail): what an agent reads first. detail:
--   'summary' : entities (most central first), entity graph as short strings, subject areas,
--               archetype counts; trimmed to a budget of ~14,000 characters (~3,500 tokens)
--               whatever the schema size, with "omitted" counts when something was cut
--   'tables'  : plus one object per table (archetype, rows, centrality, area, description) and
--               the belongs_to direction of every edge: at most 1,000 tables and 5,000
--               relationships, most central first
--   'full'    : plus the columns of each table (name, type, semantic type, role): at most 200
--               tables and 200 columns a table
-- A subject area names at most 10 of its tables in the summary, 100 otherwise ("more_tables"
-- counts the rest). Everything is computed from one pass of ekaya._table_graph, so the time is
-- linear in the tables and relationships the caller can see; what was cut is counted in
-- "omitted".
CREATE FUNCTION ekaya.ontology_context(detail text DEFAULT 'summary') RETURNS jsonb
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    lvl       text := pg_catalog.lower(pg_catalog.btrim(pg_catalog.left(detail, 100)));
    budget    constant integer := 14000;
    max_tables integer;
    max_edges  integer;
    per_area   integer;
    header    jsonb;
    areas     jsonb;
    ents      jsonb[];
    edges     jsonb[];
    tables_j  jsonb;
    res       jsonb;
    used      integer;
    ne        integer := 0;
    nr        integer := 0;
    el        jsonb;
    more      jsonb[];
BEGIN
    IF detail IS NULL THEN
        RAISE EXCEPTION 'detail must not be NULL' USING ERRCODE = 'null_value_not_allowed',
            HINT = 'Use ''summary'', ''tables'' or ''full''.';
    END IF;
    IF lvl IS NULL OR lvl NOT IN ('summary', 'tables', 'full') OR pg_catalog.length(detail) > 100 THEN
        RAISE EXCEPTION 'unknown detail level "%"', pg_catalog.left(detail, 100)
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Use ''summary'', ''tables'' or ''full''.';
    END IF;
    IF lvl = 'summary' THEN
        -- computed at publish for readers who see every analysed table (ekaya._store_answers)
        res := ekaya._stored_answer('summary');
        IF res IS NOT NULL THEN
            RETURN res || pg_catalog.jsonb_build_object('database', pg_catalog.current_database()) || ekaya._terms_context(lvl);
        END IF;
    END IF;
    max_tables := CASE lvl WHEN 'full' THEN 200 ELSE 1000 END;
    max_edges := 5000;
    -- a big schema's summary names fewer tables per area, so that every table fits in a line
    per_area := CASE WHEN lvl <> 'summary' THEN 100
                     WHEN (SELECT pg_catalog.count(*) FROM ekaya.engine_schema_tables WHERE kind <> 'view') > 100 THEN 5 ELSE 10 END;

    WITH tg0 AS (SELECT * FROM ekaya._table_graph()),
    csize AS (SELECT tg0.community, pg_catalog.count(*) AS n FROM tg0 GROUP BY 1),
    -- a table alone in its community joins the community of its most central neighbour: a
    -- sales table is not "standalone" because the communities were cut around it
    moved AS (
        SELECT DISTINCT ON (a.table_oid) a.table_oid, b.community
          FROM tg0 a
          JOIN csize ca ON ca.community = a.community AND ca.n = 1
          JOIN ekaya.engine_schema_relationships r
            ON r.status = 'accepted' AND a.table_oid IN (r.source_table_oid, r.target_table_oid)
          JOIN tg0 b ON b.table_oid = CASE WHEN r.source_table_oid = a.table_oid THEN r.target_table_oid
                                           ELSE r.source_table_oid END
                    AND b.table_oid <> a.table_oid
          JOIN csize cb ON cb.community = b.community AND cb.n > 1
         ORDER BY a.table_oid, b.pagerank DESC, b.qualified
    ),
    tg AS (
        SELECT tg0.table_oid, tg0.qualified, tg0.relname, tg0.entity, tg0.row_count, tg0.description,
               tg0.has_pk, tg0.in_degree, tg0.out_degree, tg0.occurrences, tg0.n_columns, tg0.n_measures,
               tg0.n_descriptive, tg0.archetype, tg0.pagerank, coalesce(moved.community, tg0.community) AS community,
               tg0.idx
          FROM tg0 LEFT JOIN moved ON moved.table_oid = tg0.table_oid
    ),
    area AS (
        -- named after its central fact (the biggest), else its most central table: an area is
        -- what happens in it, not the lookup table everything in it shares
        SELECT tg.community, pg_catalog.count(*) AS n,
               (pg_catalog.array_agg(tg.entity ORDER BY tg.archetype = 'fact' DESC,
                    CASE WHEN tg.archetype = 'fact' THEN tg.row_count END DESC NULLS LAST,
                    tg.pagerank DESC, tg.qualified))[1] AS name,
               pg_catalog.array_agg(tg.qualified ORDER BY tg.archetype = 'fact' DESC,
                    CASE WHEN tg.archetype = 'fact' THEN tg.row_count END DESC NULLS LAST,
                    tg.pagerank DESC, tg.qualified) AS tabs,
               pg_catalog.max(tg.pagerank) AS top
          FROM tg GROUP BY tg.community
    )
    SELECT pg_catalog.jsonb_build_object(
               'database', pg_catalog.current_database(),
               'dialect', 'PostgreSQL ' || pg_catalog.current_setting('server_version'),
               'generation', (SELECT s.generation FROM ekaya.engine_state s),
               'detail', lvl,
               'table_count', (SELECT pg_catalog.count(*) FROM tg),
               'relationship_count', (SELECT pg_catalog.count(*) FROM ekaya.engine_schema_relationships r
                                       WHERE r.status = 'accepted'
                                         AND pg_catalog.has_table_privilege(r.source_table_oid, 'SELECT')
                                         AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT')),
               'archetypes', (SELECT coalesce(pg_catalog.jsonb_object_agg(a.archetype, a.n), '{}')
                                FROM (SELECT tg.archetype, pg_catalog.count(*) AS n FROM tg GROUP BY 1) a)),
           coalesce((SELECT pg_catalog.jsonb_agg(
                        CASE WHEN area.n > 1
                             THEN pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                                      'name', area.name, 'tables', pg_catalog.to_jsonb(area.tabs[1:per_area]),
                                      'more_tables', CASE WHEN area.n > per_area THEN area.n - per_area END))
                        END ORDER BY area.n DESC, area.top DESC, area.name)
                       FILTER (WHERE area.n > 1) FROM area), '[]')
             || coalesce((SELECT pg_catalog.jsonb_build_array(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                        'name', 'standalone',
                        'tables', pg_catalog.to_jsonb((pg_catalog.array_agg(area.tabs[1] ORDER BY area.tabs[1]))[1:per_area]),
                        'more_tables', CASE WHEN pg_catalog.count(*) > per_area THEN pg_catalog.count(*) - per_area END)))
                       FROM area WHERE area.n = 1 HAVING pg_catalog.count(*) > 0), '[]'),
           -- entities: every table but bridges (they are the has_many_through lines; the summary
           -- lists them last, in a line each), the most connected first, then the biggest; empty
           -- tables say so
           (SELECT pg_catalog.array_agg(e ORDER BY ord) FROM (
               SELECT pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                        'entity', tg.entity,
                        'table', tg.qualified,
                        'archetype', tg.archetype,
                        'rows', tg.row_count,
                        'empty', CASE WHEN tg.row_count = 0 THEN true END,
                        'description', coalesce(pg_catalog.left(tg.description, 160), ekaya._generated_description(tg.in_degree, tg.out_degree)),
                        'synonyms', (SELECT pg_catalog.to_jsonb(pg_catalog.array_agg(DISTINCT a.term ORDER BY a.term))
                                       FROM ekaya._aliases() a WHERE a.table_oid = tg.table_oid AND a.attnum IS NULL),
                        'occurrences', tg.occurrences,
                        'centrality', pg_catalog.round(tg.pagerank::numeric, 3))) AS e,
                      pg_catalog.row_number() OVER (ORDER BY tg.archetype = 'bridge', tg.in_degree + tg.out_degree DESC,
                                                    tg.row_count DESC NULLS LAST, tg.pagerank DESC, tg.qualified) AS ord
                 FROM tg
                WHERE lvl = 'summary' OR tg.archetype <> 'bridge') x),
           -- entity graph: has_many (has_one for 1:1) per rollup edge, has_many_through per bridge
           (SELECT pg_catalog.array_agg(e ORDER BY ord) FROM (
               SELECT e, pg_catalog.row_number() OVER (ORDER BY k1 DESC, k2) AS ord FROM (
                   SELECT CASE WHEN lvl = 'summary' THEN pg_catalog.to_jsonb(
                                  d.entity || CASE WHEN r.cardinality = '1:1' THEN ' has_one ' ELSE ' has_many ' END
                                  || s.entity || ' via ' || s.relname || '.' || pg_catalog.array_to_string(r.source_columns, '+')
                                  || CASE WHEN r.relationship_type = 'fk' THEN '' ELSE ' (' || r.relationship_type || ')' END
                                  -- a 1:1 measured on a handful of rows may be a 1:N that has not happened yet
                                  || CASE WHEN r.cardinality = '1:1' AND s.row_count < 100
                                          THEN ' (1:1 seen in only ' || s.row_count || ' rows)' ELSE '' END)
                               ELSE pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                                  'from', d.entity, 'to', s.entity,
                                  'type', CASE WHEN r.cardinality = '1:1' THEN 'has_one' ELSE 'has_many' END,
                                  'from_table', d.qualified, 'to_table', s.qualified,
                                  'via', pg_catalog.to_jsonb(r.source_columns), 'role', r.source_role,
                                  'relationship_type', r.relationship_type, 'confidence', r.confidence,
                                  'measured_rows', CASE WHEN r.cardinality = '1:1' AND s.row_count < 100 THEN s.row_count END)) END AS e,
                          greatest(d.pagerank, s.pagerank) AS k1, d.qualified || s.qualified || pg_catalog.array_to_string(r.source_columns, ',') AS k2
                     FROM ekaya.engine_schema_relationships r
                     JOIN tg s ON s.table_oid = r.source_table_oid
                     JOIN tg d ON d.table_oid = r.target_table_oid
                    WHERE r.status = 'accepted' AND (s.archetype <> 'bridge' OR lvl <> 'summary')
                   UNION ALL
                   SELECT CASE WHEN lvl = 'summary' THEN pg_catalog.to_jsonb(x.entity || ' has_many_through ' || y.entity || ' via ' || b.relname)
                               ELSE pg_catalog.jsonb_build_object('from', x.entity, 'to', y.entity, 'type', 'has_many_through',
                                  'from_table', x.qualified, 'to_table', y.qualified, 'via', b.qualified) END,
                          greatest(x.pagerank, y.pagerank), x.qualified || y.qualified || b.qualified
                     FROM tg b
                     JOIN LATERAL (SELECT DISTINCT r1.target_table_oid AS a1, r2.target_table_oid AS a2
                                     FROM ekaya.engine_schema_relationships r1
                                     JOIN ekaya.engine_schema_relationships r2
                                       ON r2.source_table_oid = r1.source_table_oid AND r2.status = 'accepted'
                                    WHERE r1.source_table_oid = b.table_oid AND r1.status = 'accepted'
                                      AND r1.target_table_oid < r2.target_table_oid) p ON true
                     JOIN tg x ON x.table_oid = p.a1
                     JOIN tg y ON y.table_oid = p.a2
                    WHERE b.archetype = 'bridge'
                   UNION ALL
                   SELECT pg_catalog.jsonb_build_object('from', s.entity, 'to', d.entity, 'type', 'belongs_to',
                              'from_table', s.qualified, 'to_table', d.qualified, 'via', pg_catalog.to_jsonb(r.source_columns)),
                          greatest(d.pagerank, s.pagerank) - 1, s.qualified || d.qualified || pg_catalog.array_to_string(r.source_columns, ',')
                     FROM ekaya.engine_schema_relationships r
                     JOIN tg s ON s.table_oid = r.source_table_oid
                     JOIN tg d ON d.table_oid = r.target_table_oid
                    WHERE r.status = 'accepted' AND lvl <> 'summary'
               ) u) y)
      INTO header, areas, ents, edges;

    IF lvl <> 'summary' THEN
        -- the most central tables first, as many as the level lists, each with at most 200 columns
        SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                   'table', tg.qualified, 'entity', tg.entity, 'archetype', tg.archetype,
                   'row_count', tg.row_count, 'description', tg.description,
                   'centrality', pg_catalog.round(tg.pagerank::numeric, 4),
                   'references', tg.out_degree, 'referenced_by', tg.in_degree,
                   'columns', CASE WHEN lvl = 'full' THEN
                       (SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                                   'name', c.column_name, 'type', c.data_type, 'semantic_type', c.semantic_type,
                                   'role', ekaya._role_seen(c.table_oid, c.attnum, c.role),
                                   'pk', CASE WHEN c.is_primary_key THEN true END)) ORDER BY c.ordinal, c.attnum)
                          FROM (SELECT c.* FROM ekaya.engine_schema_columns c
                                 WHERE c.table_oid = tg.table_oid
                                   AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT')
                                 ORDER BY c.ordinal, c.attnum LIMIT 200) c) END,
                   'more_columns', CASE WHEN lvl = 'full' THEN nullif(greatest(tg.n_columns - 200, 0), 0) END))
                   ORDER BY tg.pagerank DESC, tg.qualified)
          INTO tables_j
          FROM (SELECT * FROM ekaya._table_graph() g ORDER BY g.pagerank DESC, g.qualified LIMIT max_tables) tg;
        ents := coalesce(ents, '{}');
        edges := coalesce(edges, '{}');
        res := header || pg_catalog.jsonb_build_object(
            'entities', pg_catalog.to_jsonb(ents[1:max_tables]),
            'relationships', pg_catalog.to_jsonb(edges[1:max_edges]),
            'subject_areas', areas,
            'tables', coalesce(tables_j, '[]'));
        IF (header->>'table_count')::integer > max_tables OR pg_catalog.cardinality(ents) > max_tables
           OR pg_catalog.cardinality(edges) > max_edges THEN
            res := res || pg_catalog.jsonb_build_object('omitted', pg_catalog.jsonb_build_object(
                       'tables', greatest((header->>'table_count')::integer - max_tables, 0),
                       'entities', greatest(pg_catalog.cardinality(ents) - max_tables, 0),
                       'relationships', greatest(pg_catalog.cardinality(edges) - max_edges, 0),
                       'hint', 'the most central are listed; call ekaya.get_table_details(tables) or ekaya.get_neighbors(table) for the rest'));
        END IF;
        RETURN res || ekaya._terms_context(lvl);
    END IF;

    -- summary: fill the budget with the most connected entities first, then every other table in
    -- a line of its own ("public.x (fact, 120 rows)"), then edges, then the rest in full
    used := pg_catalog.length(header::text) + pg_catalog.length(areas::text) + 200;
    ents := coalesce(ents, '{}');
    edges := coalesce(edges, '{}');
    FOREACH el IN ARRAY ents LOOP
        EXIT WHEN used + pg_catalog.length(el::text) + 2 > budget * 0.3 OR el ->> 'archetype' = 'bridge';
        used := used + pg_catalog.length(el::text) + 2;
        ne := ne + 1;
    END LOOP;
    more := '{}';
    FOR k IN ne + 1 .. pg_catalog.cardinality(ents) LOOP
        el := pg_catalog.to_jsonb((ents[k] ->> 'table') || ' (' || (ents[k] ->> 'archetype')
                                  || CASE WHEN ents[k] ? 'empty' THEN ', empty'
                                          WHEN ents[k] ? 'rows' THEN ', ' || (ents[k] ->> 'rows') || ' rows' ELSE '' END || ')');
        EXIT WHEN used + pg_catalog.length(el::text) + 2 > budget * 0.9;
        used := used + pg_catalog.length(el::text) + 2;
        more := more || el;
    END LOOP;
    FOREACH el IN ARRAY edges LOOP
        EXIT WHEN used + pg_catalog.length(el::text) + 2 > budget;
        used := used + pg_catalog.length(el::text) + 2;
        nr := nr + 1;
    END LOOP;
    res := header || pg_catalog.jsonb_build_object(
        'entities', coalesce(pg_catalog.to_jsonb(ents[1:ne]), '[]'),
        'relationships', coalesce(pg_catalog.to_jsonb(edges[1:nr]), '[]'),
        'subject_areas', areas)
        || CASE WHEN pg_catalog.cardinality(more) > 0 THEN pg_catalog.jsonb_build_object('more_entities', pg_catalog.to_jsonb(more))
                ELSE '{}' END;
    IF ne + pg_catalog.cardinality(more) < pg_catalog.cardinality(ents) OR nr < pg_catalog.cardinality(edges) THEN
        res := res || pg_catalog.jsonb_build_object('omitted', pg_catalog.jsonb_build_object(
                   'entities', pg_catalog.cardinality(ents) - ne - pg_catalog.cardinality(more),
                   'relationships', pg_catalog.cardinality(edges) - nr,
                   'hint', 'call ekaya.ontology_context(''tables'') or ekaya.resolve_entity(term) for the rest'));
    END IF;
    RETURN res || ekaya._terms_context(lvl);
END
$$;

-- Column search -------------------------------------------------------------------------------

-- English lexemes of a description (COMMENT ON), for matching query words against it.
CREATE FUNCTION ekaya._lexemes(description text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.tsvector_to_array(pg_catalog.to_tsvector('pg_catalog.english', coalesce(description, '')))
$$;

-- Stems of a column's profiled enum values ("shipped" finds orders.status). Only values of at
-- most three words count: a category is a label; a sentence that happens to repeat (a free-text
-- comment) is not, and its words would match every question.
CREATE FUNCTION ekaya._value_stems(enum_values jsonb) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT s), '{}')
      FROM pg_catalog.jsonb_array_elements(CASE WHEN pg_catalog.jsonb_typeof(enum_values) = 'array'
                                               THEN enum_values ELSE '[]' END) e,
           LATERAL (SELECT ekaya._stems(pg_catalog.left(coalesce(e->>'value', e#>>'{}'), 200)) AS st) v,
           pg_catalog.unnest(v.st) s
     WHERE pg_catalog.cardinality(v.st) <= 3
$$;

-- The search terms of the columns a run published (ekaya.engine_column_terms), derived once
-- here instead of on every search. Called by ekaya._publish as the extension owner.
CREATE FUNCTION ekaya._derive_column_terms(p_job_id bigint) RETURNS void
LANGUAGE sql
SET search_path = pg_catalog, pg_temp
AS $$
    INSERT INTO ekaya.engine_column_terms
    SELECT c.table_oid, c.attnum, ekaya._stems(c.column_name::pg_catalog.text),
           ekaya._name_tokens(c.column_name::pg_catalog.text),
           ekaya._stems(t.table_name::pg_catalog.text), ekaya._lexemes(c.description), ekaya._lexemes(t.description)
      FROM ekaya.engine_schema_columns c
      JOIN ekaya.engine_schema_tables t ON t.table_oid = c.table_oid
     WHERE c.job_id = p_job_id
    ON CONFLICT (table_oid, attnum) DO NOTHING
$$;

-- How the words of a term name a table or a role (src/ontology_text.c, used by resolve_entity).
CREATE FUNCTION ekaya._words_match(term_stems text[], term_synonyms text[], name_stems text[], tail text[])
RETURNS integer
LANGUAGE c IMMUTABLE PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_words_match';

-- Scoring of one column against the words of a query (src/ontology_text.c).
CREATE FUNCTION ekaya._match_column(q_tokens text[], q_stems text[], q_synonyms text[], column_stems text[],
                                    column_tokens text[], value_stems text[], column_lexemes text[],
                                    table_stems text[], table_lexemes text[], alias_stems text[],
                                    table_alias_stems text[], semantic_type text, OUT score real, OUT why text)
LANGUAGE c IMMUTABLE PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_match_column';

-- Scoring for ekaya.search_columns (kept separate because the public signature reuses the name
-- semantic_type for an argument and a result column, which plpgsql cannot hold in one scope).
-- Per query word (stemmed, stop words dropped) the best of:
--   alias 1.0 (user alias on the column) · name 1.0 (a name token) · enum_value 0.9 (a profiled
--   value: "shipped" -> orders.status) · synonym 0.8 (built-in table ekaya.synonyms) ·
--   comment 0.7 / 0.55 via synonym (COMMENT ON, english full-text stems) · prefix 0.6 ·
--   fuzzy 0.6 x trigram similarity (typos) · table 0.45 (the word names the table) ·
--   semantic_type 0.4 ("when" -> temporal columns)
-- score = 0.9 x mean over words + 0.1 x share of the column's name tokens the query explains;
-- a view's column (marked "(view column)" in match_reason) scores 0.9 of that.
CREATE FUNCTION ekaya._search_columns(p_query text, p_semantic_type text, p_tables text[], p_max integer)
RETURNS TABLE(o_table text, o_column text, o_score real, o_reason text, o_type text, o_semantic text,
              o_role text, o_description text, o_synonyms text[])
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
-- planned once per session: a custom plan per call cost more than the call itself
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
    stop constant text[] := ARRAY['the', 'a', 'an', 'of', 'for', 'in', 'on', 'by', 'with', 'to', 'is',
        'are', 'was', 'which', 'what', 'column', 'columns', 'field', 'fields', 'table', 'tables', 'where',
        'how', 'many', 'much', 'per', 'each', 'and', 'or', 'that', 'this', 'do', 'does', 'has', 'have',
        'we', 'our', 'i', 'me', 'my', 'find', 'show', 'list', 'get', 'all', 'stored', 'kept', 'its', 'their',
        'it', 'be', 'from', 'as', 'any', 'there', 'who', 'whose', 'records', 'record', 'data', 'value', 'values'];
    oids   oid[];
    lim    integer;
    toks   text[];
    qtoks  text[];
    qstems text[];
    qsyns  text[];
    has_alias boolean;
BEGIN
    IF p_query IS NULL THEN
        RAISE EXCEPTION 'query must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.length(p_query) > 1000 THEN
        RAISE EXCEPTION 'query is too long (% characters)', pg_catalog.length(p_query)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 1000 characters.';
    END IF;
    IF p_max IS NULL OR p_max < 1 THEN
        RAISE EXCEPTION 'max_results must be at least 1' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    lim := least(p_max, 1000);
    oids := ekaya._require_tables(p_tables, 'tables');
    toks := ekaya._name_tokens(p_query);
    IF pg_catalog.cardinality(toks) = 0 THEN
        RAISE EXCEPTION 'query contains no words' USING ERRCODE = 'invalid_parameter_value',
            HINT = 'Search for a column name, a business term or a value, e.g. ''order status''.';
    END IF;
    IF EXISTS (SELECT FROM pg_catalog.unnest(toks) t WHERE t <> ALL (stop)) THEN
        SELECT pg_catalog.array_agg(t ORDER BY i) INTO toks
          FROM pg_catalog.unnest(toks) WITH ORDINALITY u(t, i) WHERE t <> ALL (stop);
    END IF;
    toks := toks[1:8];

    -- one entry per distinct stem, in the order of the words (what ekaya._match_column reads)
    SELECT pg_catalog.array_agg(q.tok ORDER BY q.i), pg_catalog.array_agg(q.stem ORDER BY q.i),
           pg_catalog.array_agg(coalesce((SELECT pg_catalog.string_agg(DISTINCT b.stem, ' ')
                                            FROM ekaya.synonyms a JOIN ekaya.synonyms b ON b.group_id = a.group_id
                                           WHERE a.stem = q.stem AND b.stem <> q.stem), '') ORDER BY q.i)
      INTO qtoks, qstems, qsyns
      FROM (SELECT DISTINCT ON (x.s) u.t AS tok, x.s AS stem, u.i
              FROM pg_catalog.unnest(toks) WITH ORDINALITY u(t, i)
              CROSS JOIN LATERAL (SELECT ekaya._stem(u.t) AS s) x
             ORDER BY x.s, u.i) q;
    has_alias := EXISTS (SELECT FROM ekaya.engine_aliases);

    RETURN QUERY
    WITH al AS (
        SELECT a.table_oid, a.attnum, ekaya._stems(a.term) AS st FROM ekaya._aliases() a WHERE has_alias
    ), c AS (
        SELECT c.table_oid, c.attnum, c.column_name::text AS cname, t.kind,
               pg_catalog.format('%I.%I', pn.nspname, pc.relname) AS tname, tv.row_count AS nrows,
               c.ordinal, c.data_type, c.semantic_type AS sem, c.role, c.description,
               -- derived at publish; rows written some other way (a restore) are derived here
               coalesce(ct.column_stems, ekaya._stems(c.column_name::pg_catalog.text)) AS cst,
               coalesce(ct.column_tokens, ekaya._name_tokens(c.column_name::pg_catalog.text)) AS ctok,
               coalesce(ct.table_stems, ekaya._stems(t.table_name::pg_catalog.text)) AS tst,
               coalesce(ct.column_lexemes, ekaya._lexemes(c.description)) AS clex,
               coalesce(ct.table_lexemes, ekaya._lexemes(t.description)) AS tlex,
               -- values: only where the reader sees every row (engine_column_values' policy)
               coalesce(cv.value_stems, ekaya._value_stems(cv.enum_values), '{}') AS est,
               CASE WHEN has_alias THEN
                   (SELECT coalesce(pg_catalog.array_agg(DISTINCT s), '{}')
                      FROM al, pg_catalog.unnest(al.st) s WHERE al.table_oid = c.table_oid AND al.attnum = c.attnum) END AS ast,
               CASE WHEN has_alias THEN
                   (SELECT coalesce(pg_catalog.array_agg(DISTINCT s), '{}')
                      FROM al, pg_catalog.unnest(al.st) s WHERE al.table_oid = c.table_oid AND al.attnum IS NULL) END AS tast
          FROM ekaya.engine_schema_columns c
          JOIN ekaya.engine_schema_tables t ON t.table_oid = c.table_oid
          LEFT JOIN ekaya.engine_column_terms ct ON ct.table_oid = c.table_oid AND ct.attnum = c.attnum
          LEFT JOIN ekaya.engine_column_values cv ON cv.table_oid = c.table_oid AND cv.attnum = c.attnum
          LEFT JOIN ekaya.engine_table_values tv ON tv.table_oid = c.table_oid
          JOIN pg_catalog.pg_class pc ON pc.oid = c.table_oid
          JOIN pg_catalog.pg_namespace pn ON pn.oid = pc.relnamespace
         WHERE NOT pc.relispartition
           AND pg_catalog.has_table_privilege(c.table_oid, 'SELECT')
           AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT')
           AND (oids IS NULL OR c.table_oid = ANY (oids))
           AND (p_semantic_type IS NULL OR c.semantic_type = p_semantic_type)
    ), scored AS (
        -- a view column counts 0.9 of its score: where the reader may read both, the table's
        -- column (profiled, with its own relationships) comes before a view's copy or derivation
        SELECT c.*, m.score * CASE WHEN c.kind = 'view' THEN 0.9 ELSE 1 END AS sc, m.why
          FROM c CROSS JOIN LATERAL ekaya._match_column(qtoks, qstems, qsyns, c.cst, c.ctok, c.est, c.clex,
                                                        c.tst, c.tlex, c.ast, c.tast, c.sem) m
    ), top AS (
        SELECT s.*, s.cst[pg_catalog.cardinality(s.cst)] AS last_stem
          FROM scored s
         WHERE s.sc >= 0.15
         -- equal scores: the bigger table first (pokemon_stats before conquest_pokemon_stats)
         ORDER BY s.sc DESC, s.nrows DESC NULLS LAST, s.tname, s.ordinal, s.cname
         LIMIT lim
    )
    -- what is shown of each result only for the results, each in one pass: its role as the reader
    -- sees it (ekaya._role_seen: the source of an accepted relationship to a readable table is a
    -- foreign key), its synonyms and aliases
    , fk AS (
        SELECT DISTINCT r.source_table_oid AS table_oid, sc.name
          FROM ekaya.engine_schema_relationships r, pg_catalog.unnest(r.source_columns) sc(name)
         WHERE r.status = 'accepted' AND r.source_table_oid IN (SELECT top.table_oid FROM top)
           AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT')
    ), syn AS (
        SELECT g.stem, pg_catalog.array_agg(DISTINCT sy.term) AS terms
          FROM ekaya.synonyms g JOIN ekaya.synonyms sy ON sy.group_id = g.group_id AND sy.stem <> g.stem
         WHERE g.stem IN (SELECT top.last_stem FROM top)
         GROUP BY g.stem
    )
    SELECT s.tname, s.cname, pg_catalog.round(s.sc::numeric, 4)::real,
           s.why || CASE WHEN s.kind = 'view' THEN ' (view column)' ELSE '' END, s.data_type, s.sem,
           CASE WHEN s.role IN ('primary_key', 'foreign_key') THEN s.role
                WHEN fk.name IS NOT NULL THEN 'foreign_key' ELSE s.role END,
           s.description,
           CASE WHEN has_alias THEN
               (SELECT pg_catalog.array_agg(DISTINCT y ORDER BY y) FROM (
                    SELECT a.term AS y FROM ekaya._aliases() a WHERE a.table_oid = s.table_oid AND a.attnum = s.attnum
                    UNION SELECT pg_catalog.unnest(syn.terms)) z)
           ELSE (SELECT pg_catalog.array_agg(y ORDER BY y) FROM pg_catalog.unnest(syn.terms) y) END
      FROM top s
      LEFT JOIN fk ON fk.table_oid = s.table_oid AND fk.name = s.cname
      LEFT JOIN syn ON syn.stem = s.last_stem
     ORDER BY s.sc DESC, s.nrows DESC NULLS LAST, s.tname, s.ordinal, s.cname;
END
$$;

-- ekaya.search_columns, the public entry point over _search_columns, is defined in
-- 87_terms.sql: it lists the columns of the business terms a query names first.

-- Entities ----------------------------------------------------------------------------------

-- ekaya.resolve_entity(term, context): which table a business word means.
-- Candidates per readable analysed table, best reason wins:
--   entity_name 1.0 (table or entity name) · alias 0.97 (ekaya.add_alias; a column alias on a
--   referencing column means the referenced table) · plural 0.95 (singular/plural forms) ·
--   column_role 0.8 (a referencing column plays that role: host -> billing_engagements.host_id
--   -> users) · synonym 0.75 (ekaya.synonyms: client -> customer) · fuzzy 0.7 x trigram
--   similarity (typos), or 0.5 when the word is one token of a compound name.
-- context (free text) adds up to 0.1 for candidates whose table or column names share its
-- words, to break ties. occurrences lists every readable column referencing the primary table,
-- with the role it plays (orders.user_id -> role "user").
CREATE FUNCTION ekaya.resolve_entity(term text, context text DEFAULT NULL) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
-- planned once per session: a custom plan per call cost more than the call itself
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
    bterms jsonb;
    t      text;
    tsing  text;
    tstem  text;
    tsyn   text[];
    wstems text[];
    wsyns  text[];
    has_alias boolean := EXISTS (SELECT FROM ekaya.engine_aliases);
    ctx    text[];
    cands  jsonb;
    best   jsonb;
    occ    jsonb;
BEGIN
    IF term IS NULL THEN
        RAISE EXCEPTION 'term must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.length(term) > 200 THEN
        RAISE EXCEPTION 'term is too long (% characters)', pg_catalog.length(term)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 200 characters.';
    END IF;
    IF context IS NOT NULL AND pg_catalog.length(context) > 10000 THEN
        RAISE EXCEPTION 'context is too long (% characters)', pg_catalog.length(context)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 10000 characters.';
    END IF;
    t := pg_catalog.array_to_string(ekaya._name_tokens(term), '_');
    IF t = '' THEN
        RAISE EXCEPTION 'term contains no words' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    tsing := ekaya._singular(t);
    tstem := ekaya._stem(tsing);
    tsyn := ekaya._synonym_stems(tstem);
    -- the term word by word, each with its synonyms: 'invoice line' names billingdocumentline
    SELECT pg_catalog.array_agg(u.s ORDER BY u.i),
           pg_catalog.array_agg(coalesce((SELECT pg_catalog.string_agg(DISTINCT b.stem, ' ')
                                            FROM ekaya.synonyms a JOIN ekaya.synonyms b ON b.group_id = a.group_id
                                           WHERE a.stem = u.s AND b.stem <> u.s), '') ORDER BY u.i)
      INTO wstems, wsyns
      FROM pg_catalog.unnest(ekaya._stems(pg_catalog.replace(t, '_', ' '))) WITH ORDINALITY u(s, i);
    -- the context's first 32 distinct stems: enough to break ties, and bounded whatever its length
    ctx := CASE WHEN context IS NULL THEN '{}' ELSE
               coalesce((SELECT pg_catalog.array_agg(f.w ORDER BY f.i)
                           FROM (SELECT d.w, d.i
                                   FROM (SELECT DISTINCT ON (u.w) u.w, u.i
                                           FROM pg_catalog.unnest(ekaya._stems(context)) WITH ORDINALITY AS u(w, i)
                                          ORDER BY u.w, u.i) d
                                  ORDER BY d.i LIMIT 32) f), '{}') END;

    WITH tg AS (SELECT * FROM ekaya._table_graph()),
    refs AS (
        SELECT r.source_table_oid, r.target_table_oid, r.source_columns, r.source_role, r.relationship_type, r.confidence
          FROM ekaya.engine_schema_relationships r
         WHERE r.status = 'accepted'
           AND pg_catalog.has_table_privilege(r.source_table_oid, 'SELECT')
           AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT')
    ), cand AS (
        SELECT tg.table_oid, 1.0::float8 AS conf, 'entity_name' AS why FROM tg
         WHERE pg_catalog.lower(tg.relname) = t OR tg.entity = t
        UNION ALL
        SELECT tg.table_oid, 0.95, 'plural' FROM tg
         WHERE tg.entity = tsing OR ekaya._singular(pg_catalog.lower(tg.relname)) = tsing
        UNION ALL
        SELECT coalesce(r.target_table_oid, a.table_oid), 0.97, 'alias'
          FROM (SELECT * FROM ekaya._aliases() WHERE has_alias) a
          LEFT JOIN refs r ON a.attnum IS NOT NULL AND r.source_table_oid = a.table_oid
                          AND (SELECT at.attname FROM pg_catalog.pg_attribute at
                                WHERE at.attrelid = a.table_oid AND at.attnum = a.attnum) = r.source_columns[1]
         WHERE pg_catalog.lower(a.term) IN (pg_catalog.lower(resolve_entity.term), t, tsing)
        UNION ALL
        SELECT r.target_table_oid, 0.8, 'column_role' FROM refs r
         WHERE r.source_role = t OR r.source_role = tsing
            OR ekaya._column_role(r.source_columns[1]) IN (t, tsing)
        UNION ALL
        -- the first word of a role is weaker: project_lead_id is a lead, not a project
        SELECT r.target_table_oid, 0.55, 'column_role' FROM refs r
         WHERE (ekaya._name_tokens(ekaya._column_role(r.source_columns[1])))[1] IN (t, tsing)
        UNION ALL
        -- every word of the term in the role a column plays, its last word the role's head, once the
        -- key words and the referenced table's own words are left out (accountmanagerstaffnumber ->
        -- staff: an account manager; supervisedby -> staff: a supervisor)
        SELECT r.target_table_oid, CASE WHEN x.m & 4 = 0 THEN 0.85 ELSE 0.75 END, 'column_role'
          FROM refs r
          JOIN tg d ON d.table_oid = r.target_table_oid
          CROSS JOIN LATERAL (SELECT ekaya._words_match(wstems, wsyns, ekaya._stems(r.source_columns[1]),
                                  ARRAY['id', 'key', 'number', 'no', 'num', 'code', 'fk', 'by', 'ref']
                                  || ekaya._stems(d.relname)) AS m) x
         WHERE pg_catalog.cardinality(r.source_columns) = 1 AND x.m & 3 = 3
        UNION ALL
        -- every word of the term in the table's name (its prefix and words like header left out):
        -- the head word matched is the table itself (invoice line -> billingdocumentline), a word
        -- before it qualifies another thing (product -> productcategory is weaker)
        SELECT tg.table_oid, CASE x.m WHEN 3 THEN 0.92 WHEN 7 THEN 0.8 WHEN 1 THEN 0.6 ELSE 0.5 END, 'name_words'
          FROM tg
          CROSS JOIN LATERAL (SELECT ekaya._words_match(wstems, wsyns, ekaya._stems(tg.relname),
                                  '{header,master,data,info}') AS m) x
         WHERE x.m > 0
        UNION ALL
        SELECT tg.table_oid, 0.6, 'description' FROM tg
         WHERE tg.description IS NOT NULL
           AND tstem = ANY (pg_catalog.tsvector_to_array(pg_catalog.to_tsvector('pg_catalog.english', tg.description)))
        UNION ALL
        SELECT tg.table_oid, 0.75, 'synonym' FROM tg
         WHERE ekaya._stem(tg.entity) = ANY (tsyn)
        UNION ALL
        SELECT tg.table_oid,
               CASE WHEN tstem = ANY (ekaya._stems(tg.relname)) THEN greatest(0.5, 0.7 * ekaya._similarity(t, tg.entity))
                    ELSE 0.7 * greatest(ekaya._similarity(t, tg.entity), ekaya._similarity(t, tg.relname)) END, 'fuzzy'
          FROM tg
         WHERE tstem = ANY (ekaya._stems(tg.relname))
            OR greatest(ekaya._similarity(t, tg.entity), ekaya._similarity(t, tg.relname)) >= 0.3
    ), bestper AS (
        SELECT DISTINCT ON (cand.table_oid) cand.table_oid, cand.conf, cand.why
          FROM cand ORDER BY cand.table_oid, cand.conf DESC, cand.why
    ), words AS (
        -- the stems of each candidate's name and readable columns, once per table
        SELECT b.table_oid, pg_catalog.array_agg(DISTINCT w.s) AS st
          FROM bestper b
          JOIN tg ON tg.table_oid = b.table_oid
          CROSS JOIN LATERAL (SELECT pg_catalog.unnest(ekaya._stems(tg.relname))
                              UNION
                              SELECT pg_catalog.unnest(coalesce(ct.column_stems, ekaya._stems(c.column_name::pg_catalog.text)))
                                FROM ekaya.engine_schema_columns c
                                LEFT JOIN ekaya.engine_column_terms ct ON ct.table_oid = c.table_oid AND ct.attnum = c.attnum
                               WHERE c.table_oid = b.table_oid
                                 AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT')) w(s)
         WHERE pg_catalog.cardinality(ctx) > 0
         GROUP BY b.table_oid
    ), scored AS (
        SELECT tg.*, b.why,
               least(1.0, b.conf + CASE WHEN pg_catalog.cardinality(ctx) = 0 THEN 0 ELSE least(0.1, 0.05 * (
                   SELECT pg_catalog.count(*) FROM pg_catalog.unnest(ctx) w WHERE w = ANY (wd.st))) END) AS conf
          FROM bestper b JOIN tg ON tg.table_oid = b.table_oid
          LEFT JOIN words wd ON wd.table_oid = b.table_oid
    )
    SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'entity', s.entity, 'primary_table', s.qualified,
               'confidence', pg_catalog.round(s.conf::numeric, 3), 'match_reason', s.why,
               'archetype', s.archetype,
               'description', coalesce(s.description, ekaya._generated_description(s.in_degree, s.out_degree)))
             ORDER BY s.conf DESC, s.pagerank DESC, s.qualified)
      INTO cands
      FROM scored s;

    bterms := ekaya._terms_matching(term);
    IF cands IS NULL OR pg_catalog.jsonb_array_length(cands) = 0 THEN
        -- a business term points at its tables (the first: the base of its join path)
        RETURN pg_catalog.jsonb_build_object('term', term,
                   'primary_match', CASE WHEN pg_catalog.jsonb_array_length(bterms) > 0 THEN
                       pg_catalog.jsonb_build_object('entity', bterms -> 0 ->> 'term', 'primary_table', bterms -> 0 -> 'tables' ->> 0,
                                                     'tables', bterms -> 0 -> 'tables', 'confidence', 1.0,
                                                     'match_reason', bterms -> 0 ->> 'match_reason',
                                                     'description', bterms -> 0 ->> 'definition') END,
                   'occurrences', '[]'::jsonb, 'alternative_entities', '[]'::jsonb)
               || CASE WHEN pg_catalog.jsonb_array_length(bterms) > 0
                       THEN pg_catalog.jsonb_build_object('business_terms', bterms) ELSE '{}' END;
    END IF;
    best := cands -> 0;
    SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
               'table', ekaya.table_name(r.source_table_oid),
               'columns', pg_catalog.to_jsonb(r.source_columns),
               'column', ekaya.table_name(r.source_table_oid) || '.' || pg_catalog.array_to_string(r.source_columns, '+'),
               'role', coalesce(r.source_role, ekaya._column_role(r.source_columns[1])),
               'relationship_type', r.relationship_type,
               'confidence', r.confidence))
             ORDER BY ekaya.table_name(r.source_table_oid), r.source_columns), '[]')
      INTO occ
      FROM ekaya.engine_schema_relationships r
     WHERE r.status = 'accepted'
       AND r.target_table_oid = ekaya._resolve_table(best ->> 'primary_table')
       AND pg_catalog.has_table_privilege(r.source_table_oid, 'SELECT')
       AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT');
    RETURN pg_catalog.jsonb_build_object(
        'term', term,
        'primary_match', best,
        'occurrences', occ,
        'alternative_entities', coalesce((SELECT pg_catalog.jsonb_agg(e ORDER BY o)
                                            FROM pg_catalog.jsonb_array_elements(cands) WITH ORDINALITY x(e, o)
                                           WHERE o BETWEEN 2 AND 6 AND (e ->> 'confidence')::numeric >= 0.3), '[]'))
        || CASE WHEN pg_catalog.jsonb_array_length(bterms) > 0
                THEN pg_catalog.jsonb_build_object('business_terms', bterms) ELSE '{}' END;
END
$$;

-- Table details -------------------------------------------------------------------------------

-- ekaya.get_table_details(tables, include_samples): everything needed to write SQL against a
-- few tables. Unknown or unreadable names give a per-table entry {"input", "error",
-- "did_you_mean"} instead of an error, so one typo does not hide the other tables; a NULL or
-- empty list, NULL elements or more than 100 names raise errors. Samples (sample_values,
-- top_values) only when include_samples. Columns the caller cannot SELECT are left out.
CREATE FUNCTION ekaya.get_table_details(tables text[], include_samples boolean DEFAULT false) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
-- planned once per session: a custom plan per call cost more than the call itself
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
    nm    text;
    r     oid;
    oids  oid[] := '{}';
    seen  oid[] := '{}';
    resolved oid[] := '{}';
    k     integer := 0;
    unknown integer := 0;
    out   jsonb := '[]';
    ent   jsonb;
    ents  jsonb;
BEGIN
    IF tables IS NULL THEN
        RAISE EXCEPTION 'tables must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.cardinality(tables) = 0 THEN
        RAISE EXCEPTION 'tables must not be an empty array' USING ERRCODE = 'invalid_parameter_value',
            HINT = 'Name the tables, e.g. ARRAY[''public.orders''].';
    END IF;
    IF pg_catalog.cardinality(tables) > 100 OR pg_catalog.pg_column_size(tables) > 1048576 THEN
        RAISE EXCEPTION 'tables has % elements in % bytes, at most 100 elements in 1 MB are allowed',
            pg_catalog.cardinality(tables), pg_catalog.pg_column_size(tables)
            USING ERRCODE = 'program_limit_exceeded';
    END IF;
    -- resolve every name first, then describe all the tables from one pass of the table graph
    FOREACH nm IN ARRAY tables LOOP
        IF nm IS NULL THEN
            RAISE EXCEPTION 'tables must not contain NULL' USING ERRCODE = 'null_value_not_allowed';
        END IF;
        r := ekaya._resolve_table(nm);
        resolved := resolved || r;
        IF r IS NOT NULL AND NOT r = ANY (oids) THEN
            oids := oids || r;
        END IF;
    END LOOP;
    -- the accepted relationships of these tables to readable ones, read once for every column
    WITH rels AS MATERIALIZED (
        SELECT x.* FROM ekaya.engine_schema_relationships x
         WHERE x.status = 'accepted' AND x.source_table_oid = ANY (oids)
           AND pg_catalog.has_table_privilege(x.target_table_oid, 'SELECT'))
    SELECT pg_catalog.jsonb_object_agg(tg.table_oid::text, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                   'table', tg.qualified, 'entity', tg.entity, 'archetype', tg.archetype,
                   'description', coalesce(tg.description, ekaya._generated_description(tg.in_degree, tg.out_degree)),
                   'row_count', tg.row_count,
                   'primary_key', (SELECT pg_catalog.to_jsonb(st.primary_key) FROM ekaya.engine_schema_tables st
                                    WHERE st.table_oid = tg.table_oid),
                   'columns', (SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                        'name', c.column_name, 'type', c.data_type, 'semantic_type', c.semantic_type,
                        -- ekaya._role_seen, inline: it runs per column
                        'role', CASE WHEN c.role IN ('primary_key', 'foreign_key') THEN c.role
                                     WHEN EXISTS (SELECT FROM rels x
                                                   WHERE x.source_table_oid = c.table_oid
                                                     AND c.column_name::text = ANY (x.source_columns))
                                     THEN 'foreign_key' ELSE c.role END,
                        'description', c.description,
                        'nullable', NOT c.not_null,
                        'pk', CASE WHEN c.is_primary_key THEN true END,
                        'fk', (SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                                   'target_table', ekaya.table_name(x.target_table_oid),
                                   'target_columns', pg_catalog.to_jsonb(x.target_columns),
                                   'declared', x.relationship_type = 'fk',
                                   'relationship_type', x.relationship_type,
                                   'confidence', x.confidence,
                                   'entity', ekaya._entity_name((SELECT pc.relname::pg_catalog.text FROM pg_catalog.pg_class pc
                                                                  WHERE pc.oid = x.target_table_oid)),
                                   'role', coalesce(x.source_role, ekaya._column_role(c.column_name::pg_catalog.text))))
                                   ORDER BY x.relationship_type, x.target_columns)
                                 FROM rels x
                                WHERE x.source_table_oid = tg.table_oid
                                  AND c.column_name::text = ANY (x.source_columns)),
                        'enum_values', v.enum_values,
                        'distinct_count', v.distinct_count,
                        'null_fraction', v.null_fraction,
                        'sample_values', CASE WHEN include_samples THEN pg_catalog.to_jsonb(v.sample_values) END,
                        'top_values', CASE WHEN include_samples THEN v.top_values END,
                        -- a materialized view's column: the base column it copies (as for views, below)
                        'lineage', CASE WHEN l.base_table IS NOT NULL
                                        THEN pg_catalog.format('%I.%I.%I', l.base_schema, l.base_table, l.base_column)
                                        WHEN l.table_oid IS NOT NULL THEN 'computed' END))
                        ORDER BY c.ordinal, c.attnum)
                      FROM ekaya.engine_schema_columns c
                      LEFT JOIN ekaya.engine_column_values v ON v.table_oid = c.table_oid AND v.attnum = c.attnum
                      LEFT JOIN ekaya.engine_column_lineage l ON l.table_oid = c.table_oid AND l.attnum = c.attnum
                     WHERE c.table_oid = tg.table_oid AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT')))))
      INTO ents
      FROM ekaya._table_graph() tg
     WHERE tg.table_oid = ANY (oids);
    -- views: catalogued, never read, so no profile; each column with the base column it copies
    -- (shown when the reader may read that table too) and the relationships it inherits from it
    SELECT coalesce(ents, '{}') || coalesce(pg_catalog.jsonb_object_agg(st.table_oid::text, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
               'table', ekaya.table_name(st.table_oid), 'kind', 'view', 'description', st.description,
               'columns', (SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                    'name', c.column_name, 'type', c.data_type, 'description', c.description,
                    'nullable', NOT c.not_null, 'lineage', coalesce(ln.copies, ln.computed),
                    -- the relationships of the base column, as a table's column shows its own
                    'fk', (SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                               'inherited_from', ln.copies,
                               'relationship_type', x.relationship_type, 'declared', x.relationship_type = 'fk',
                               'target_table', ekaya.table_name(x.target_table_oid),
                               'target_columns', pg_catalog.to_jsonb(x.target_columns), 'confidence', x.confidence)
                               ORDER BY x.relationship_type, x.target_columns)
                             FROM ekaya.engine_schema_relationships x
                            WHERE x.status = 'accepted' AND x.source_table_oid = l.base_table_oid
                              AND x.source_columns = ARRAY[l.base_column::text]
                              AND pg_catalog.has_table_privilege(x.target_table_oid, 'SELECT'))))
                    ORDER BY c.ordinal, c.attnum)
                  FROM ekaya.engine_schema_columns c
                  LEFT JOIN ekaya.engine_column_lineage l ON l.table_oid = c.table_oid AND l.attnum = c.attnum
                  -- schema.table.column of the base column, 'computed' when none; nothing when
                  -- the reader may not read the base table (row security hides the row)
                  CROSS JOIN LATERAL (SELECT CASE WHEN l.base_table IS NOT NULL THEN
                                                 pg_catalog.format('%I.%I.%I', l.base_schema, l.base_table, l.base_column)
                                             END AS copies,
                                             CASE WHEN l.table_oid IS NOT NULL THEN 'computed' END AS computed) ln
                 WHERE c.table_oid = st.table_oid AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT'))))), '{}')
      INTO ents
      FROM ekaya.engine_schema_tables st
     WHERE st.kind = 'view' AND st.table_oid = ANY (oids);
    FOREACH nm IN ARRAY tables LOOP
        k := k + 1;
        r := resolved[k];
        IF r IS NULL THEN
            -- suggestions compare with every readable table: for the first ten unknown names
            unknown := unknown + 1;
            out := out || pg_catalog.jsonb_build_array(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                       'input', pg_catalog.left(nm, 200), 'error', 'table not found',
                       'did_you_mean', CASE WHEN unknown <= 10 THEN pg_catalog.to_jsonb(ekaya._did_you_mean(nm)) END)));
            CONTINUE;
        END IF;
        IF r = ANY (seen) THEN
            CONTINUE;
        END IF;
        seen := seen || r;
        ent := ents -> (r::text);
        IF ent IS NULL AND (SELECT c.relkind FROM pg_catalog.pg_class c WHERE c.oid = r) = 'v' THEN
            ent := pg_catalog.jsonb_build_object('table', ekaya.table_name(r), 'kind', 'view', 'error', 'not catalogued',
                       'hint', 'The view was created after the last analysis of its schema (or its schema was not '
                               'analysed); run SELECT ekaya.analyze(); to catalogue it.');
        ELSIF ent IS NULL THEN
            ent := pg_catalog.jsonb_build_object('table', ekaya.table_name(r), 'error', 'not analyzed',
                       'hint', 'Run SELECT ekaya.analyze(); to profile it.');
        END IF;
        out := out || pg_catalog.jsonb_build_array(ent);
    END LOOP;
    RETURN pg_catalog.jsonb_build_object(
        'tables', out,
        'relationships', coalesce((SELECT pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                    'source_table', ekaya.table_name(x.source_table_oid), 'source_columns', pg_catalog.to_jsonb(x.source_columns),
                    'target_table', ekaya.table_name(x.target_table_oid), 'target_columns', pg_catalog.to_jsonb(x.target_columns),
                    'relationship_type', x.relationship_type, 'cardinality', x.cardinality,
                    'confidence', x.confidence, 'role', x.source_role))
                    ORDER BY ekaya.table_name(x.source_table_oid), x.source_columns, ekaya.table_name(x.target_table_oid))
                  FROM ekaya.engine_schema_relationships x
                 WHERE x.status = 'accepted' AND x.source_table_oid = ANY (oids) AND x.target_table_oid = ANY (oids)), '[]'));
END
$$;

-- Diagram -------------------------------------------------------------------------------------

-- A DOT quoted ID: backslashes and double quotes escaped, so that no name can end the string
-- early and inject graph statements.
CREATE FUNCTION ekaya._dot_quote(s text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT '"' || pg_catalog.replace(pg_catalog.replace(s, '\', '\\'), '"', '\"') || '"'
$$;

-- ekaya.relationship_diagram(tables, format): accepted relationships among the given readable
-- tables (NULL: all analysed tables) as a Mermaid erDiagram (declared keys drawn solid "--",
-- inferred and manual ones dashed "..") or Graphviz DOT (style=solid / dashed). Each table shows
-- its key and referencing columns. Unknown tables raise 42P01 with a did-you-mean hint. At most
-- 2,000 relationships are drawn, with the tables they join and at most 2,000 others; a comment
-- line at the top says how many relationships were left out.
CREATE FUNCTION ekaya.relationship_diagram(tables text[] DEFAULT NULL, format text DEFAULT 'mermaid') RETURNS text
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
#variable_conflict use_column
DECLARE
    fmt   text := pg_catalog.lower(pg_catalog.btrim(pg_catalog.left(format, 100)));
    oids  oid[];
    body  text;
    max_rels   constant integer := 2000;
    max_tables constant integer := 2000;
BEGIN
    IF format IS NULL OR fmt NOT IN ('mermaid', 'dot') THEN
        RAISE EXCEPTION 'unknown diagram format "%"', pg_catalog.left(coalesce(format, 'NULL'), 100)
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Use ''mermaid'' or ''dot''.';
    END IF;
    oids := ekaya._require_tables(tables, 'tables');
    WITH t AS (
        SELECT st.table_oid, ekaya.table_name(st.table_oid) AS q,
               pg_catalog.regexp_replace(CASE WHEN st.schema_name = 'public' THEN st.table_name::text
                                              ELSE st.schema_name || '__' || st.table_name END, '[^A-Za-z0-9_]', '_', 'g') AS m
          FROM ekaya.engine_schema_tables st JOIN pg_catalog.pg_class c ON c.oid = st.table_oid
         WHERE NOT c.relispartition AND st.kind <> 'view' AND pg_catalog.has_table_privilege(st.table_oid, 'SELECT')
           AND (oids IS NULL OR st.table_oid = ANY (oids))
    ), ra AS (
        SELECT x.*, s.m AS sm, d.m AS dm, s.q AS sq, d.q AS dq
          FROM ekaya.engine_schema_relationships x
          JOIN t s ON s.table_oid = x.source_table_oid
          JOIN t d ON d.table_oid = x.target_table_oid
         WHERE x.status = 'accepted'
    ), r AS (
        -- at most max_rels relationships are drawn
        SELECT ra.*,
               (SELECT pg_catalog.bool_and(NOT a.attnotnull) FROM pg_catalog.pg_attribute a
                 WHERE a.attrelid = ra.source_table_oid AND a.attname::text = ANY (ra.source_columns)
                   AND NOT a.attisdropped) AS opt
          FROM ra ORDER BY ra.dm, ra.sm, ra.source_columns LIMIT max_rels
    ), td AS (
        -- the tables drawn: those the drawn relationships join, and at most max_tables others
        SELECT * FROM t WHERE t.table_oid IN (SELECT r.source_table_oid FROM r UNION SELECT r.target_table_oid FROM r)
        UNION
        (SELECT * FROM t ORDER BY t.q LIMIT max_tables)
    ), fk AS (
        SELECT DISTINCT r.source_table_oid AS table_oid, u.col FROM r, pg_catalog.unnest(r.source_columns) u(col)
    ), cols AS (
        SELECT td.m, td.q, c.ordinal, c.column_name, c.data_type, c.is_primary_key, fk.col IS NOT NULL AS is_fk
          FROM td JOIN ekaya.engine_schema_columns c ON c.table_oid = td.table_oid
          LEFT JOIN fk ON fk.table_oid = c.table_oid AND fk.col = c.column_name::text
         WHERE (c.is_primary_key OR fk.col IS NOT NULL)
           AND pg_catalog.has_column_privilege(c.table_oid, c.attnum, 'SELECT')
    )
    SELECT CASE WHEN fmt = 'mermaid' THEN
               'erDiagram' || E'\n'
               || coalesce((SELECT '    %% ' || pg_catalog.count(*) - max_rels || ' more relationships are not drawn: pass tables => ARRAY[...] to draw a part' || E'\n'
                              FROM ra HAVING pg_catalog.count(*) > max_rels), '')
               || coalesce((SELECT pg_catalog.string_agg('    ' || r.dm
                         || CASE WHEN r.cardinality = '1:1' THEN ' ||' ELSE ' ||' END
                         || CASE WHEN r.relationship_type = 'fk' THEN '--' ELSE '..' END
                         || CASE WHEN r.cardinality = '1:1' THEN CASE WHEN r.opt THEN 'o| ' ELSE '|| ' END
                                 ELSE CASE WHEN r.opt THEN 'o{ ' ELSE '|{ ' END END
                         || r.sm || ' : "' || pg_catalog.translate(pg_catalog.array_to_string(r.source_columns, ', '), E'"\r\n', ''' ')
                         || CASE WHEN r.relationship_type = 'fk' THEN '' ELSE ' (' || r.relationship_type || ')' END || '"',
                         E'\n' ORDER BY r.dm, r.sm, r.source_columns) FROM r) || E'\n', '')
               || coalesce((SELECT pg_catalog.string_agg(e, E'\n' ORDER BY m) FROM (
                      SELECT cols.m, '    ' || cols.m || ' {' || E'\n'
                             || pg_catalog.string_agg('        '
                                    || pg_catalog.regexp_replace(cols.data_type, '[^A-Za-z0-9_]+', '_', 'g') || ' '
                                    || pg_catalog.regexp_replace(cols.column_name, '[^A-Za-z0-9_]', '_', 'g')
                                    || CASE WHEN cols.is_primary_key AND cols.is_fk THEN ' PK,FK'
                                            WHEN cols.is_primary_key THEN ' PK' WHEN cols.is_fk THEN ' FK' ELSE '' END,
                                    E'\n' ORDER BY cols.ordinal)
                             || E'\n    }' AS e
                        FROM cols WHERE cols.is_primary_key OR cols.is_fk GROUP BY cols.m) z) || E'\n', '')
           ELSE
               'digraph ekaya {' || E'\n'
               || coalesce((SELECT '    // ' || pg_catalog.count(*) - max_rels || ' more relationships are not drawn: pass tables => ARRAY[...] to draw a part' || E'\n'
                              FROM ra HAVING pg_catalog.count(*) > max_rels), '')
               || '    rankdir=LR;' || E'\n' || '    node [shape=box, fontname="Helvetica"];' || E'\n'
               || coalesce((SELECT pg_catalog.string_agg('    ' || ekaya._dot_quote(td.q) || ';', E'\n' ORDER BY td.q) FROM td) || E'\n', '')
               || coalesce((SELECT pg_catalog.string_agg('    ' || ekaya._dot_quote(r.sq) || ' -> ' || ekaya._dot_quote(r.dq)
                         || ' [label=' || ekaya._dot_quote(pg_catalog.array_to_string(r.source_columns, ', ')
                                                           || ' ' || coalesce(r.cardinality, 'N:1')) || ', style='
                         || CASE WHEN r.relationship_type = 'fk' THEN 'solid' ELSE 'dashed' END
                         || CASE WHEN r.relationship_type = 'manual' THEN ', color=blue' ELSE '' END || '];',
                         E'\n' ORDER BY r.sq, r.dq, r.source_columns) FROM r) || E'\n', '')
               || '}' || E'\n'
           END
      INTO body;
    RETURN body;
END
$$;

-- Curation ------------------------------------------------------------------------------------

-- What a curator may change: relationships from, and aliases of, the tables it owns (a member
-- of the owning role counts, as for any other command on the table), or everything when it is
-- a member of the role named by ekaya.curator_role (a superuser-only setting). Reading is not
-- enough: a curated relationship changes the answers of every other role. 42501 otherwise.
CREATE FUNCTION ekaya._require_curator(me oid, rel oid) RETURNS void
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    curators text := pg_catalog.current_setting('ekaya.curator_role', true);
BEGIN
    IF pg_catalog.pg_has_role(me, (SELECT c.relowner FROM pg_catalog.pg_class c WHERE c.oid = rel), 'USAGE')
       OR (coalesce(curators, '') <> ''
           AND EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = curators)
           AND pg_catalog.pg_has_role(me, curators::name, 'USAGE')) THEN
        RETURN;
    END IF;
    RAISE EXCEPTION 'permission denied to curate table %', ekaya.table_name(rel)
        USING ERRCODE = 'insufficient_privilege',
              DETAIL = pg_catalog.format('Role %s neither owns the table nor is a member of the curator role.',
                                         pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(me))),
              HINT = 'Curation requires owning the table, or membership in the role a superuser names in ekaya.curator_role.';
END
$$;

-- Validate the keys of a curated relationship for the curator: both
-- tables readable (else 42P01 with did-you-mean), column lists non-empty, equally long, at most
-- 32, without NULLs or duplicates, every column readable (else 42703), and each pair of types
-- comparable (same type after domains, or same category among numeric, string, datetime; else
-- 42804), and the curator's note at most 2000 characters. Returns the OIDs and attnums.
CREATE FUNCTION ekaya._curation_keys(me oid, source_table text, source_columns text[], target_table text,
                                     target_columns text[], note text,
                                     OUT src oid, OUT src_att int2[], OUT src_cols text[],
                                     OUT dst oid, OUT dst_att int2[], OUT dst_cols text[])
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    i    integer;
    a1   record;
    a2   record;
BEGIN
    IF note IS NOT NULL AND pg_catalog.length(note) > 2000 THEN
        RAISE EXCEPTION 'note is too long (% characters)', pg_catalog.length(note)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 2000 characters.';
    END IF;
    IF source_columns IS NULL OR target_columns IS NULL THEN
        RAISE EXCEPTION 'column lists must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.cardinality(source_columns) = 0 OR pg_catalog.cardinality(target_columns) = 0 THEN
        RAISE EXCEPTION 'column lists must not be empty' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.cardinality(source_columns) <> pg_catalog.cardinality(target_columns) THEN
        RAISE EXCEPTION 'source_columns has % elements but target_columns has %',
            pg_catalog.cardinality(source_columns), pg_catalog.cardinality(target_columns)
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF pg_catalog.cardinality(source_columns) > 32 THEN
        RAISE EXCEPTION 'at most 32 columns are allowed' USING ERRCODE = 'program_limit_exceeded';
    END IF;
    src := ekaya._require_table(source_table, me);
    dst := ekaya._require_table(target_table, me);
    PERFORM ekaya._require_curator(me, src);
    IF (SELECT c.relkind FROM pg_catalog.pg_class c WHERE c.oid = src) NOT IN ('r', 'p', 'f', 'm')
       OR (SELECT c.relkind FROM pg_catalog.pg_class c WHERE c.oid = dst) NOT IN ('r', 'p', 'f', 'm') THEN
        RAISE EXCEPTION 'relationships can only connect tables and materialized views'
            USING ERRCODE = 'wrong_object_type';
    END IF;
    src_att := '{}'; dst_att := '{}'; src_cols := '{}'; dst_cols := '{}';
    FOR i IN 1..pg_catalog.cardinality(source_columns) LOOP
        IF source_columns[i] IS NULL OR target_columns[i] IS NULL THEN
            RAISE EXCEPTION 'column lists must not contain NULL' USING ERRCODE = 'null_value_not_allowed';
        END IF;
        SELECT a.attnum, a.attname::text AS nm, coalesce(nullif(ty.typbasetype, 0), a.atttypid) AS typ INTO a1
          FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_type ty ON ty.oid = a.atttypid
         WHERE a.attrelid = src AND a.attnum > 0 AND NOT a.attisdropped
           AND (a.attname = source_columns[i] OR pg_catalog.lower(a.attname) = pg_catalog.lower(source_columns[i]))
           AND pg_catalog.has_column_privilege(me, src, a.attnum, 'SELECT')
         ORDER BY (a.attname = source_columns[i]) DESC LIMIT 1;
        IF a1 IS NULL THEN
            RAISE EXCEPTION 'column "%" of relation "%" does not exist', pg_catalog.left(source_columns[i], 200),
                ekaya.table_name(src) USING ERRCODE = 'undefined_column';
        END IF;
        SELECT a.attnum, a.attname::text AS nm, coalesce(nullif(ty.typbasetype, 0), a.atttypid) AS typ INTO a2
          FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_type ty ON ty.oid = a.atttypid
         WHERE a.attrelid = dst AND a.attnum > 0 AND NOT a.attisdropped
           AND (a.attname = target_columns[i] OR pg_catalog.lower(a.attname) = pg_catalog.lower(target_columns[i]))
           AND pg_catalog.has_column_privilege(me, dst, a.attnum, 'SELECT')
         ORDER BY (a.attname = target_columns[i]) DESC LIMIT 1;
        IF a2 IS NULL THEN
            RAISE EXCEPTION 'column "%" of relation "%" does not exist', pg_catalog.left(target_columns[i], 200),
                ekaya.table_name(dst) USING ERRCODE = 'undefined_column';
        END IF;
        IF a1.attnum = ANY (src_att) OR a2.attnum = ANY (dst_att) THEN
            RAISE EXCEPTION 'column lists must not repeat a column' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        IF a1.typ <> a2.typ AND NOT EXISTS (
               SELECT FROM pg_catalog.pg_type x, pg_catalog.pg_type y
                WHERE x.oid = a1.typ AND y.oid = a2.typ AND x.typcategory = y.typcategory
                  AND x.typcategory IN ('N', 'S', 'D')) THEN
            RAISE EXCEPTION 'column types % and % are not comparable',
                pg_catalog.format_type(a1.typ, NULL), pg_catalog.format_type(a2.typ, NULL)
                USING ERRCODE = 'datatype_mismatch',
                      DETAIL = pg_catalog.format('%s.%s -> %s.%s', ekaya.table_name(src), a1.nm, ekaya.table_name(dst), a2.nm);
        END IF;
        src_att := src_att || a1.attnum; dst_att := dst_att || a2.attnum;
        src_cols := src_cols || a1.nm; dst_cols := dst_cols || a2.nm;
    END LOOP;
    IF src = dst AND src_att = dst_att THEN
        RAISE EXCEPTION 'a relationship cannot connect columns to themselves' USING ERRCODE = 'invalid_parameter_value';
    END IF;
END
$$;

-- What a curation call returns: the row it stored, by name, plus what is particular to the call.
CREATE FUNCTION ekaya._curation_result(me oid, rid bigint, src oid, src_cols text[], dst oid, dst_cols text[],
                                       note text, particular jsonb) RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'relationship_id', rid, 'source_table', ekaya.table_name(src), 'source_columns', pg_catalog.to_jsonb(src_cols),
        'target_table', ekaya.table_name(dst), 'target_columns', pg_catalog.to_jsonb(dst_cols),
        'source', 'manual', 'created_by', pg_catalog.pg_get_userbyid(me), 'note', note)
        OPERATOR(pg_catalog.||) particular)
$$;

-- After a curation edit: the table-level rollup is rebuilt and readers' caches invalidated.
CREATE FUNCTION ekaya._curation_done() RETURNS void
LANGUAGE sql
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT ekaya._rebuild_entity_relationships();
    UPDATE ekaya.engine_state SET generation = generation OPERATOR(pg_catalog.+) 1;
    SELECT ekaya._store_answers();
$$;

-- ekaya.add_relationship: assert a relationship the data or the declarations do not show.
-- Stored as source 'manual', relationship_type 'manual', status 'accepted', confidence 1,
-- created_by = the curator. It replaces earlier manual rows on the same keys; an analysis
-- row on the same keys is folded into it (its measurements are kept in the manual row), which is
-- the state ekaya._publish produces after the next analysis anyway. The curator must be able to
-- SELECT both tables and all columns involved, and own the source table or be a member of
-- ekaya.curator_role (ekaya._curation_keys).
CREATE FUNCTION ekaya._add_relationship(me oid, source_table text, source_columns text[], target_table text,
                                        target_columns text[], note text) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    k     record;
    prev  record;
    uniq  boolean;
    rid   bigint;
    trel  text;
BEGIN
    k := ekaya._curation_keys(me, source_table, source_columns, target_table, target_columns, note);
    SELECT * INTO prev FROM ekaya.engine_schema_relationships r
     WHERE r.source = 'analysis' AND r.source_table_oid = k.src AND r.source_columns = k.src_cols
       AND r.target_table_oid = k.dst AND r.target_columns = k.dst_cols
     ORDER BY (r.status = 'accepted') DESC, r.relationship_id LIMIT 1;
    DELETE FROM ekaya.engine_schema_relationships r
     WHERE r.source_table_oid = k.src AND r.source_columns = k.src_cols
       AND r.target_table_oid = k.dst AND r.target_columns = k.dst_cols
       AND (r.source = 'manual' OR r.relationship_type <> 'fk');
    SELECT EXISTS (SELECT FROM pg_catalog.pg_index i
                    WHERE i.indrelid = k.src AND i.indisunique AND i.indpred IS NULL
                      AND (i.indkey::int2[])[0:i.indnkeyatts - 1] <@ k.src_att) INTO uniq;
    SELECT c.relname INTO trel FROM pg_catalog.pg_class c WHERE c.oid = k.dst;
    INSERT INTO ekaya.engine_schema_relationships
           (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
            relationship_type, inference_method, status, cardinality, confidence, match_rate, matched_count,
            orphan_count, source_distinct, target_distinct, target_coverage, source_role, evidence, source,
            created_by, job_id)
    VALUES (k.src, k.src_cols, k.src_att, k.dst, k.dst_cols, k.dst_att,
            'manual', 'curated', 'accepted', CASE WHEN uniq THEN '1:1' ELSE 'N:1' END, 1.0,
            prev.match_rate, prev.matched_count, prev.orphan_count, prev.source_distinct, prev.target_distinct,
            prev.target_coverage,
            coalesce(prev.source_role, CASE WHEN ekaya._column_role(k.src_cols[1]) <> ekaya._entity_name(trel)
                                            THEN ekaya._column_role(k.src_cols[1]) END),
            coalesce(prev.evidence, '{}') || pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('note', note)),
            'manual', pg_catalog.pg_get_userbyid(me), NULL)
    RETURNING relationship_id INTO rid;
    PERFORM ekaya._curation_done();
    RETURN ekaya._curation_result(me, rid, k.src, k.src_cols, k.dst, k.dst_cols, note,
        pg_catalog.jsonb_build_object('status', 'accepted', 'cardinality', CASE WHEN uniq THEN '1:1' ELSE 'N:1' END));
END
$$;

-- ekaya.reject_relationship: mark a relationship as wrong. Stores a manual rejected row (which
-- ekaya._publish uses to keep the inference rejected after every re-analysis), removes manual
-- acceptances of the same keys, and rejects the current inferred row at once. Declared foreign
-- keys cannot be rejected (drop the constraint instead): 22023.
CREATE FUNCTION ekaya._reject_relationship(me oid, source_table text, source_columns text[], target_table text,
                                           target_columns text[], note text) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    k    record;
    rid  bigint;
    n    integer;
BEGIN
    k := ekaya._curation_keys(me, source_table, source_columns, target_table, target_columns, note);
    IF EXISTS (SELECT FROM pg_catalog.pg_constraint c
                WHERE c.contype = 'f' AND c.conrelid = k.src AND c.confrelid = k.dst
                  AND c.conkey = k.src_att AND c.confkey = k.dst_att) THEN
        RAISE EXCEPTION 'cannot reject a declared foreign key'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Drop the constraint instead.';
    END IF;
    DELETE FROM ekaya.engine_schema_relationships r
     WHERE r.source = 'manual' AND r.source_table_oid = k.src AND r.source_columns = k.src_cols
       AND r.target_table_oid = k.dst AND r.target_columns = k.dst_cols;
    UPDATE ekaya.engine_schema_relationships r
       SET status = 'rejected', rejection_reason = 'manually_rejected'
     WHERE r.source = 'analysis' AND r.relationship_type <> 'fk'
       AND r.source_table_oid = k.src AND r.source_columns = k.src_cols
       AND r.target_table_oid = k.dst AND r.target_columns = k.dst_cols;
    GET DIAGNOSTICS n = ROW_COUNT;
    INSERT INTO ekaya.engine_schema_relationships
           (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
            relationship_type, inference_method, status, rejection_reason, evidence, source, created_by)
    VALUES (k.src, k.src_cols, k.src_att, k.dst, k.dst_cols, k.dst_att, 'manual', 'curated', 'rejected',
            'manually_rejected', pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('note', note)),
            'manual', pg_catalog.pg_get_userbyid(me))
    RETURNING relationship_id INTO rid;
    PERFORM ekaya._curation_done();
    RETURN ekaya._curation_result(me, rid, k.src, k.src_cols, k.dst, k.dst_cols, note,
        pg_catalog.jsonb_build_object('status', 'rejected', 'inferred_rows_rejected', n));
END
$$;

-- ekaya.add_alias: teach the ontology a word (term) for a table or a column; used by
-- resolve_entity, search_columns and ontology_context. Stored by name (survives dump/restore).
-- The curator must be able to SELECT the table (and the column), and own it or be a member of
-- ekaya.curator_role.
CREATE FUNCTION ekaya._add_alias(me oid, term text, table_name text, column_name text) RETURNS jsonb
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    t    text := pg_catalog.lower(pg_catalog.btrim(term));
    rel  oid;
    att  record;
    nsp  name;
    rn   name;
    col  name;
BEGIN
    IF term IS NULL THEN
        RAISE EXCEPTION 'term must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF pg_catalog.length(term) > 200 THEN
        RAISE EXCEPTION 'term is too long (% characters)', pg_catalog.length(term)
            USING ERRCODE = 'program_limit_exceeded', DETAIL = 'The limit is 200 characters.';
    END IF;
    IF t = '' OR pg_catalog.cardinality(ekaya._name_tokens(t)) = 0 THEN
        RAISE EXCEPTION 'term must contain a word' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    rel := ekaya._require_table(table_name, me);
    PERFORM ekaya._require_curator(me, rel);
    SELECT n.nspname, c.relname INTO nsp, rn
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = rel;
    IF column_name IS NOT NULL THEN
        IF pg_catalog.length(column_name) > 200 THEN
            RAISE EXCEPTION 'column name is too long' USING ERRCODE = 'program_limit_exceeded';
        END IF;
        SELECT a.attnum, a.attname INTO att FROM pg_catalog.pg_attribute a
         WHERE a.attrelid = rel AND a.attnum > 0 AND NOT a.attisdropped
           AND (a.attname = column_name OR pg_catalog.lower(a.attname) = pg_catalog.lower(column_name))
           AND pg_catalog.has_column_privilege(me, rel, a.attnum, 'SELECT')
         ORDER BY (a.attname = column_name) DESC LIMIT 1;
        IF att IS NULL THEN
            RAISE EXCEPTION 'column "%" of relation "%" does not exist', column_name, ekaya.table_name(rel)
                USING ERRCODE = 'undefined_column';
        END IF;
        col := att.attname;
    END IF;
    INSERT INTO ekaya.engine_aliases AS a (term, schema_name, table_name, column_name, created_by)
    VALUES (t, nsp, rn, coalesce(col, ''), pg_catalog.pg_get_userbyid(me))
    ON CONFLICT ON CONSTRAINT engine_aliases_pkey
    DO UPDATE SET created_by = EXCLUDED.created_by, created_at = pg_catalog.now();
    UPDATE ekaya.engine_state SET generation = generation + 1;
    PERFORM ekaya._store_answers();
    RETURN pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'term', t, 'table', ekaya.table_name(rel), 'column', col,
        'created_by', pg_catalog.pg_get_userbyid(me)));
END
$$;

-- The public curation functions: one C gate (src/ontology_curation.c) that refuses writes where
-- they must not happen and runs the implementation above for the current user.
CREATE FUNCTION ekaya.add_relationship(source_table text, source_columns text[], target_table text,
                                       target_columns text[], note text DEFAULT NULL) RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';
CREATE FUNCTION ekaya.reject_relationship(source_table text, source_columns text[], target_table text,
                                          target_columns text[], note text DEFAULT NULL) RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';
CREATE FUNCTION ekaya.add_alias(term text, table_name text, column_name text DEFAULT NULL) RETURNS jsonb
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_curate';

REVOKE ALL ON FUNCTION ekaya._add_relationship(oid, text, text[], text, text[], text),
    ekaya._reject_relationship(oid, text, text[], text, text[], text),
    ekaya._add_alias(oid, text, text, text), ekaya._require_curator(oid, oid),
    ekaya._curation_keys(oid, text, text[], text, text[], text), ekaya._curation_done(),
    ekaya._derive_column_terms(bigint) FROM PUBLIC;
