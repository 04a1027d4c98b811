-- test/accuracy/score.sql: score the accepted relationships against truth.csv.
--
-- Why in SQL: the harness must not depend on Python; the database already
-- holds the results, so the comparison is a few joins.  Rules, from
-- ../shared/datasets/README.md:
--   * found = rows of ekaya.relationships with status 'accepted' (any
--     relationship_type: in the accuracy modes nothing stays declared, so
--     everything found was inferred from the data);
--   * a found row is a true positive when it equals a truth row of any status,
--     or, when the analysis says it is 1:1, the reverse of a truth row;
--     otherwise it is a false positive; a composite reference is the same
--     whatever order its column pairs are listed in (a key discovered in a
--     keyless table comes in column order, a declared one in key order);
--   * a 'declared' truth row not found is a false negative; 'undeclared' and
--     'undiscoverable' rows not found are listed but not counted, except when
--     count_undeclared is on (the demo, where every true relationship is
--     undeclared by construction and all of them must be found);
--   * precision = TP / found, recall = counted truth rows found / counted
--     truth rows, F1 their harmonic mean.
--
-- Input: truth.csv on psql's standard input (\copy ... FROM pstdin).
-- psql variables: label (text to print), min_f1 (threshold),
--                 count_undeclared (on|off).
-- Output: report lines, then one line "RESULT pass|fail F1".

\set ON_ERROR_STOP 1
\pset format unaligned
\pset tuples_only on
\pset footer off
SET client_min_messages = warning;

CREATE TEMP TABLE acc_truth (
    source_table   text,
    source_columns text,
    target_table   text,
    target_columns text,
    status         text
);
\copy acc_truth FROM pstdin WITH (FORMAT csv, HEADER true)

-- The (source column, target column) pairs of a reference, sorted: the same for any order.
CREATE FUNCTION pg_temp.acc_pairs(src text, tgt text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT string_agg(p, chr(1) ORDER BY p)
    FROM (SELECT s || chr(2) || t AS p
          FROM unnest(string_to_array(src, '+'), string_to_array(tgt, '+')) AS u(s, t)) x
$$;
ALTER TABLE acc_truth ADD COLUMN pairs text, ADD COLUMN rpairs text;
UPDATE acc_truth SET pairs = pg_temp.acc_pairs(source_columns, target_columns),
                     rpairs = pg_temp.acc_pairs(target_columns, source_columns);

CREATE TEMP TABLE acc_found AS
SELECT r.source_table,
       array_to_string(r.source_columns, '+') AS source_columns,
       r.target_table,
       array_to_string(r.target_columns, '+') AS target_columns,
       bool_or(r.cardinality = '1:1') AS one_to_one,
       string_agg(DISTINCT r.cardinality, ',') AS cardinality,
       max(r.confidence) AS confidence,
       max(r.match_rate) AS match_rate,
       string_agg(DISTINCT r.relationship_type, ',') AS relationship_type
FROM ekaya.relationships r
WHERE r.status = 'accepted'
GROUP BY 1, 2, 3, 4;
ALTER TABLE acc_found ADD COLUMN pairs text;
UPDATE acc_found SET pairs = pg_temp.acc_pairs(source_columns, target_columns);

-- Each found row with the truth row it matches (if any).
CREATE TEMP TABLE acc_match AS
SELECT f.*, m.status AS truth_status, m.direction
FROM acc_found f
LEFT JOIN LATERAL (
    SELECT t.status, 1 AS pref, 'forward' AS direction
    FROM acc_truth t
    WHERE (t.source_table, t.target_table, t.pairs) = (f.source_table, f.target_table, f.pairs)
    UNION ALL
    SELECT t.status, 2, 'reverse'
    FROM acc_truth t
    WHERE f.one_to_one
      AND (t.source_table, t.target_table, t.rpairs) = (f.target_table, f.source_table, f.pairs)
    ORDER BY 2
    LIMIT 1
) m ON true;

-- Each truth row, whether it was found, and whether it counts.
CREATE TEMP TABLE acc_truth_found AS
SELECT t.*,
       EXISTS (
           SELECT 1 FROM acc_found f
           WHERE (t.source_table, t.target_table, t.pairs) = (f.source_table, f.target_table, f.pairs)
              OR (f.one_to_one
                  AND (t.source_table, t.target_table, t.rpairs) = (f.target_table, f.source_table, f.pairs))
       ) AS found,
       (t.status = 'declared' OR (t.status = 'undeclared' AND :'count_undeclared'::boolean)) AS counted
FROM acc_truth t;

CREATE TEMP TABLE acc_score AS
SELECT tp, fp, fn, found_counted,
       CASE WHEN tp + fp = 0 THEN CASE WHEN fn = 0 THEN 1.0 ELSE 0.0 END
            ELSE tp::numeric / (tp + fp) END AS precision,
       CASE WHEN found_counted + fn = 0 THEN 1.0
            ELSE found_counted::numeric / (found_counted + fn) END AS recall
FROM (SELECT (SELECT count(*) FROM acc_match WHERE truth_status IS NOT NULL) AS tp,
             (SELECT count(*) FROM acc_match WHERE truth_status IS NULL) AS fp,
             (SELECT count(*) FROM acc_truth_found WHERE counted AND NOT found) AS fn,
             (SELECT count(*) FROM acc_truth_found WHERE counted AND found) AS found_counted) s;

ALTER TABLE acc_score ADD COLUMN f1 numeric;
UPDATE acc_score SET f1 = CASE WHEN precision + recall = 0 THEN 0
                               ELSE 2 * precision * recall / (precision + recall) END;

-- Why each missed relationship was missed, when the analysis recorded it.
CREATE TEMP TABLE acc_reasons AS
SELECT r.source_table, r.target_table,
       pg_temp.acc_pairs(array_to_string(r.source_columns, '+'), array_to_string(r.target_columns, '+')) AS pairs,
       string_agg(DISTINCT coalesce(r.rejection_reason, r.status), ',') AS reason
FROM ekaya.relationships r
GROUP BY 1, 2, 3;

SELECT format('  %s: TP %s  FP %s  FN %s  precision %s  recall %s  F1 %s  (need F1 >= %s)  %s',
              :'label', tp, fp, fn, round(precision, 3), round(recall, 3), round(f1, 3),
              :'min_f1', CASE WHEN f1 >= :min_f1 THEN 'PASS' ELSE 'FAIL' END)
FROM acc_score;

SELECT format('    FP %s.%s -> %s.%s  [%s%s, confidence %s, match_rate %s]',
              source_table, source_columns, target_table, target_columns,
              coalesce(cardinality, '?'),
              CASE WHEN relationship_type IS DISTINCT FROM 'inferred' THEN ', ' || relationship_type ELSE '' END,
              coalesce(round(confidence::numeric, 3)::text, '?'),
              coalesce(round(match_rate::numeric, 3)::text, '?'))
FROM acc_match WHERE truth_status IS NULL
ORDER BY 1;

SELECT format('    FN %s.%s -> %s.%s  [%s; analysis said: %s]',
              t.source_table, t.source_columns, t.target_table, t.target_columns, t.status,
              coalesce(r.reason, 'not a candidate'))
FROM acc_truth_found t
LEFT JOIN acc_reasons r USING (source_table, target_table, pairs)
WHERE t.counted AND NOT t.found
ORDER BY 1;

SELECT format('    not found, not counted (%s): %s.%s -> %s.%s  [analysis said: %s]',
              t.status, t.source_table, t.source_columns, t.target_table, t.target_columns,
              coalesce(r.reason, 'not a candidate'))
FROM acc_truth_found t
LEFT JOIN acc_reasons r USING (source_table, target_table, pairs)
WHERE NOT t.counted AND NOT t.found
ORDER BY 1;

SELECT format('    found in reverse (1:1): %s.%s -> %s.%s',
              source_table, source_columns, target_table, target_columns)
FROM acc_match WHERE direction = 'reverse'
ORDER BY 1;

-- For the suite's totals (run.sh): the counts behind precision and recall, and
-- each accepted row's confidence with whether it was right (for the reliability
-- table: confidence bucket -> precision).
SELECT format('COUNTS %s %s %s %s %s %s', tp, fp, fn, found_counted, round(f1, 6), :'label')
FROM acc_score;

SELECT format('CONF %s %s', round(coalesce(confidence, 0)::numeric, 4),
              CASE WHEN truth_status IS NOT NULL THEN 1 ELSE 0 END)
FROM acc_match;

SELECT format('RESULT %s %s', CASE WHEN f1 >= :min_f1 THEN 'pass' ELSE 'fail' END, round(f1, 3))
FROM acc_score;
