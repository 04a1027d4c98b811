-- test/accuracy/fake_analysis.sql: a stand-in for the analysis, to test the harness.
--
-- Why: the scoring must be checked independently of the analysis it scores.
-- Run as EKAYA_ACC_SETUP_SQL=test/accuracy/fake_analysis.sql test/accuracy/run.sh
-- (truth.csv arrives on standard input).  It creates a table named like the
-- public view, ekaya.relationships, and fills it from the truth:
--   * in databases whose name ends in _fk: every discoverable truth row,
--     accepted, so every fk run must score F1 = 1 and pass;
--   * elsewhere (mode all, the demo): the first declared row is left out and
--     recorded as rejected (one FN, with its reason), the second is reported
--     reversed as 1:1 (still a TP), and two wrong rows are added (two FPs),
--     so the runs fail and list their FPs and FNs by name.

\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE SCHEMA IF NOT EXISTS ekaya;
DROP TABLE IF EXISTS ekaya.relationships;
CREATE TABLE ekaya.relationships (
    source_table text, source_columns text[], target_table text, target_columns text[],
    relationship_type text, cardinality text, confidence real, match_rate real,
    orphan_count bigint, status text, rejection_reason text, source_role text
);
CREATE TEMP TABLE fake_truth (source_table text, source_columns text, target_table text,
                              target_columns text, status text);
\copy fake_truth FROM pstdin WITH (FORMAT csv, HEADER true)

CREATE TEMP TABLE fake_rows AS
SELECT row_number() OVER (ORDER BY (status <> 'declared'), source_table, source_columns, target_table) AS n,
       source_table, string_to_array(source_columns, '+') AS sc,
       target_table, string_to_array(target_columns, '+') AS tc, status
FROM fake_truth WHERE status <> 'undiscoverable';

SELECT current_database() LIKE '%\_fk' AS perfect \gset

INSERT INTO ekaya.relationships
SELECT CASE WHEN n = 2 AND NOT :'perfect'::boolean THEN target_table ELSE source_table END,
       CASE WHEN n = 2 AND NOT :'perfect'::boolean THEN tc ELSE sc END,
       CASE WHEN n = 2 AND NOT :'perfect'::boolean THEN source_table ELSE target_table END,
       CASE WHEN n = 2 AND NOT :'perfect'::boolean THEN sc ELSE tc END,
       'inferred',
       CASE WHEN n = 2 AND NOT :'perfect'::boolean THEN '1:1' ELSE 'N:1' END,
       0.9, 1.0, 0, 'accepted', NULL, NULL
FROM fake_rows
WHERE :'perfect'::boolean OR n <> 1;

INSERT INTO ekaya.relationships
SELECT source_table, sc, target_table, tc, 'inferred', 'N:1', 0.3, 0.4, 120,
       'rejected', 'low_match_rate', NULL
FROM fake_rows WHERE n = 1 AND NOT :'perfect'::boolean;

INSERT INTO ekaya.relationships
SELECT source_table, ARRAY['bogus_' || sc[1]], target_table, tc, 'inferred', 'N:1',
       0.6, 0.97, 3, 'accepted', NULL, NULL
FROM fake_rows WHERE n IN (3, 4) AND NOT :'perfect'::boolean;
