-- test/accuracy/drop_constraints.sql: strip declared keys before an accuracy run.
--
-- Why: the accuracy harness must score relationships the analysis finds from
-- the data alone, so the declarations that would give them away are removed
-- (see ../shared/datasets/README.md, "How to score a discovery run").
--   mode fk : drop every foreign key constraint; keep primary keys and unique.
--   mode all: drop every foreign key, then every primary key and unique
--             constraint; plain unique indexes (CREATE UNIQUE INDEX, backing
--             no constraint) stay, as ../shared/datasets/README.md defines it.
--   mode bare: as all, then every remaining unique index too (no key left).
-- Foreign keys go first because they depend on the referenced key's index.
-- Constraints cloned onto partitions (conparentid <> 0) and indexes attached
-- to a partitioned parent's index are dropped through their parent.  A
-- primary key that a view depends on (GROUP BY functional dependency) is
-- dropped with CASCADE, and that is reported as a NOTICE.
--
-- Usage: psql -v mode=fk|all|bare -f drop_constraints.sql

\set ON_ERROR_STOP 1
SET client_min_messages = notice;
SELECT set_config('ekaya_acc.mode', :'mode', false) AS mode \gset

DO $drop$
DECLARE
    mode text := current_setting('ekaya_acc.mode');
    r record;
    n_fk int := 0;
    n_key int := 0;
    n_idx int := 0;
BEGIN
    IF mode NOT IN ('fk', 'all', 'bare') THEN
        RAISE EXCEPTION 'unknown mode "%" (expected fk, all or bare)', mode;
    END IF;

    -- Foreign keys, everywhere outside the system schemas.
    FOR r IN
        SELECT c.conname, c.conrelid::regclass AS rel
        FROM pg_catalog.pg_constraint c
        JOIN pg_catalog.pg_class t ON t.oid = c.conrelid
        JOIN pg_catalog.pg_namespace n ON n.oid = t.relnamespace
        WHERE c.contype = 'f' AND c.conparentid = 0
          AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\_%'
        ORDER BY 2::text, 1
    LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.rel, r.conname);
        n_fk := n_fk + 1;
    END LOOP;

    IF mode IN ('all', 'bare') THEN
        FOR r IN
            SELECT c.conname, c.conrelid::regclass AS rel
            FROM pg_catalog.pg_constraint c
            JOIN pg_catalog.pg_class t ON t.oid = c.conrelid
            JOIN pg_catalog.pg_namespace n ON n.oid = t.relnamespace
            WHERE c.contype IN ('p', 'u') AND c.conparentid = 0
              AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\_%'
            ORDER BY 2::text, 1
        LOOP
            BEGIN
                EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.rel, r.conname);
            EXCEPTION WHEN dependent_objects_still_exist THEN
                RAISE NOTICE 'dropping % on % with CASCADE (objects depend on it)', r.conname, r.rel;
                EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I CASCADE', r.rel, r.conname);
            END;
            n_key := n_key + 1;
        END LOOP;

    END IF;

    IF mode = 'bare' THEN
        -- Unique indexes that back no constraint (CREATE UNIQUE INDEX).
        FOR r IN
            SELECT i.indexrelid::regclass AS idx
            FROM pg_catalog.pg_index i
            JOIN pg_catalog.pg_class ic ON ic.oid = i.indexrelid
            JOIN pg_catalog.pg_namespace n ON n.oid = ic.relnamespace
            WHERE i.indisunique
              AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\_%'
              AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint c WHERE c.conindid = i.indexrelid)
              AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_inherits h WHERE h.inhrelid = i.indexrelid)
            ORDER BY 1::text
        LOOP
            EXECUTE format('DROP INDEX %s', r.idx);
            n_idx := n_idx + 1;
        END LOOP;
    END IF;

    RAISE NOTICE 'mode %: dropped % foreign keys, % primary/unique constraints, % unique indexes',
        mode, n_fk, n_key, n_idx;
END
$drop$;

-- Fail loudly if anything that should be gone is still declared.
DO $check$
DECLARE
    mode text := current_setting('ekaya_acc.mode');
    left_over int;
BEGIN
    SELECT count(*) INTO left_over
    FROM pg_catalog.pg_constraint c
    JOIN pg_catalog.pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\_%'
      AND (c.contype = 'f' OR (mode IN ('all', 'bare') AND c.contype IN ('p', 'u')));
    IF left_over > 0 THEN
        RAISE EXCEPTION '% constraints are still declared after dropping (mode %)', left_over, mode;
    END IF;
END
$check$;
