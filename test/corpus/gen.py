#!/usr/bin/env python3
"""gen.py: generate test/corpus/corpus.csv, the robustness corpus for validate_joins,
validate_sql and repair_hint.

Templates cover the grammar's statement kinds (queries, DML, DDL, utility) and expression kinds;
each is crossed with deterministic mutations (typos, unknown names, truncation, operator swaps,
dropped conditions, dangerous calls, token deletion...) so that valid and broken variants of
every shape reach the parser, the analyzer and the walker. Deterministic (fixed seed): the file is
committed and regenerated only when templates change. Usage: python3 gen.py > corpus.csv
"""
import csv
import random
import sys

T = [
    # plain queries and expression kinds
    "SELECT 1",
    "SELECT * FROM users",
    "TABLE users",
    "VALUES (1, 'a'), (2, 'b')",
    "SELECT u.user_id, u.name FROM users u WHERE u.name LIKE 'a%' ORDER BY 1 LIMIT 10",
    "SELECT CASE WHEN o.total > 10 THEN 'big' ELSE 'small' END FROM orders o",
    "SELECT coalesce(u.email, u.name), nullif(u.name, ''), greatest(1, 2), least(3, 4) FROM users u",
    "SELECT o.total::text, CAST(o.id AS bigint), o.created::date FROM orders o",
    "SELECT ARRAY[1, 2, 3], ARRAY(SELECT user_id FROM users), (ARRAY[1,2])[1]",
    "SELECT ROW(1, 'a'), (u).name FROM users u",
    "SELECT u.name IS DISTINCT FROM 'x', u.user_id BETWEEN 1 AND 5, u.name ~ '^a', u.name ILIKE 'A%' FROM users u",
    "SELECT p.attrs -> 'color', p.attrs ->> 'size', p.attrs @> '{\"a\":1}' FROM products p",
    "SELECT o.created AT TIME ZONE 'UTC', extract(year FROM o.created), date_trunc('day', o.created) FROM orders o",
    "SELECT u.name COLLATE \"C\" FROM users u ORDER BY 1",
    "SELECT count(*) FILTER (WHERE o.total > 5), string_agg(u.name, ',' ORDER BY u.name) FROM orders o JOIN users u ON o.user_id = u.user_id",
    "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.total) FROM orders o",
    "SELECT o.user_id, sum(o.total) FROM orders o GROUP BY ROLLUP (o.user_id)",
    "SELECT o.user_id, o.status, count(*) FROM orders o GROUP BY GROUPING SETS ((o.user_id), (o.status), ())",
    "SELECT o.user_id, o.status, count(*) FROM orders o GROUP BY CUBE (o.user_id, o.status) HAVING count(*) > 1",
    "SELECT o.id, row_number() OVER (PARTITION BY o.user_id ORDER BY o.created ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM orders o",
    "SELECT o.id, sum(o.total) OVER w FROM orders o WINDOW w AS (ORDER BY o.id RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)",
    "SELECT DISTINCT ON (o.user_id) o.user_id, o.id FROM orders o ORDER BY o.user_id, o.created DESC",
    "SELECT * FROM orders o ORDER BY o.id OFFSET 5 FETCH FIRST 10 ROWS ONLY",
    "SELECT * FROM generate_series(1, 10) g(i) JOIN orders o ON o.id = g.i",
    "SELECT * FROM unnest(ARRAY[1,2]) WITH ORDINALITY AS t(v, n)",
    "SELECT * FROM orders TABLESAMPLE SYSTEM (10)",
    "SELECT * FROM ROWS FROM (generate_series(1,3), generate_series(1,4)) AS t(a, b)",
    "SELECT xmlelement(name x, u.name) FROM users u",
    "SELECT * FROM json_to_record('{\"a\":1}') AS x(a int)",
    "SELECT $1::int + 1",
    "SELECT * FROM orders o WHERE o.id = $1 AND o.user_id = ANY($2::int[])",
    "SELECT * FROM orders WHERE id IN (1, 2, 3) AND status <> ALL (ARRAY['x'])",
    "SELECT EXISTS (SELECT 1 FROM orders)",
    "SELECT (SELECT max(total) FROM orders) AS m",
    "SELECT 1 UNION SELECT 2 INTERSECT SELECT 3 EXCEPT SELECT 4",
    "SELECT now(), current_user, session_user, current_date, localtimestamp",
    "SELECT 'a' || 'b', 2 ^ 3, 7 % 3, -5, @ -5, ~ 5, 1 << 2",
    "SELECT pg_typeof(1), format('%s', 1), to_char(now(), 'YYYY')",
    "SELECT u.* FROM users u WHERE (u.user_id, u.name) = (1, 'a')",
    "SELECT * FROM users u WHERE u.name IS NULL OR u.email IS NOT NULL AND NOT u.active",
    "SELECT u.name FROM users u WHERE u.name SIMILAR TO 'a%'",
    "SELECT o.total FROM orders o WHERE o.total IS NOT TRUE OR o.total > 0 IS UNKNOWN",
    # joins of every form
    "SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id",
    "SELECT * FROM orders o LEFT JOIN users u ON o.user_id = u.user_id",
    "SELECT * FROM orders o RIGHT OUTER JOIN users u ON u.user_id = o.user_id",
    "SELECT * FROM orders o FULL JOIN users u ON o.user_id = u.user_id",
    "SELECT * FROM orders o, users u WHERE o.user_id = u.user_id AND u.active",
    "SELECT * FROM orders o CROSS JOIN users u",
    "SELECT * FROM orders, users",
    "SELECT * FROM items i JOIN orders o USING (order_id)",
    "SELECT * FROM items NATURAL JOIN products",
    "SELECT * FROM items i JOIN orders o ON i.order_id = o.order_id JOIN users u ON u.user_id = o.user_id JOIN products p ON p.product_id = i.product_id",
    "SELECT * FROM items i JOIN products p ON i.product_id = p.product_id AND i.sku = p.sku",
    "SELECT * FROM billing_engagements b JOIN users u ON b.host_id = u.user_id",
    "SELECT * FROM billing_engagements b JOIN users u ON b.visitor_id = u.user_id",
    "SELECT * FROM billing_engagements b JOIN users u ON b.id = u.user_id",
    "SELECT * FROM billing_engagements b JOIN users u ON b.ref = u.user_id::text",
    "SELECT * FROM orders o JOIN users u ON o.user_id > u.user_id",
    "SELECT * FROM users a JOIN users b ON a.user_id = b.user_id",
    "SELECT * FROM (orders o JOIN users u ON o.user_id = u.user_id) AS ou JOIN items i ON i.order_id = ou.order_id",
    "SELECT * FROM (SELECT user_id AS uid FROM orders) d JOIN users u ON d.uid = u.user_id",
    "WITH o AS (SELECT * FROM orders) SELECT * FROM o JOIN users u ON o.user_id = u.user_id",
    "WITH RECURSIVE c AS (SELECT category_id, parent_id FROM categories UNION ALL SELECT k.category_id, k.parent_id FROM categories k JOIN c ON k.parent_id = c.category_id) SELECT * FROM c",
    "SELECT * FROM users u, LATERAL (SELECT * FROM orders o WHERE o.user_id = u.user_id ORDER BY o.created DESC LIMIT 3) x",
    "SELECT * FROM users u LEFT JOIN LATERAL (SELECT count(*) FROM orders o WHERE o.user_id = u.user_id) c ON true",
    "SELECT * FROM users u WHERE EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.user_id)",
    "SELECT * FROM users u WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.user_id)",
    "SELECT * FROM users u WHERE u.user_id IN (SELECT o.user_id FROM orders o)",
    "SELECT * FROM users u WHERE u.user_id NOT IN (SELECT b.visitor_id FROM billing_engagements b)",
    "SELECT u.name, (SELECT count(*) FROM orders o WHERE o.user_id = u.user_id) FROM users u",
    "SELECT * FROM orders o WHERE o.total > (SELECT avg(total) FROM orders x WHERE x.user_id = o.user_id)",
    "SELECT * FROM user_orders v JOIN users u ON v.user_id = u.user_id",
    "SELECT * FROM items i JOIN orders o ON i.order_id = o.order_id WHERE o.user_id IN (SELECT user_id FROM users WHERE active)",
    "SELECT o.order_id FROM orders o JOIN users u ON o.user_id = u.user_id UNION ALL SELECT i.order_id FROM items i JOIN orders o ON i.order_id = o.order_id",
    "SELECT * FROM categories c1 JOIN categories c2 ON c2.parent_id = c1.category_id",
    "SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id OR o.order_id = u.user_id",
    "SELECT * FROM orders o JOIN users u ON true",
    "SELECT * FROM orders o JOIN users u ON o.user_id IS NOT DISTINCT FROM u.user_id",
    # DML, DDL, utility: analyzed, never executed
    "INSERT INTO sentinel VALUES (2)",
    "INSERT INTO sentinel SELECT user_id FROM users ON CONFLICT DO NOTHING",
    "UPDATE sentinel SET v = v + 1 WHERE v > 0",
    "UPDATE orders o SET total = 0 FROM users u WHERE o.user_id = u.user_id",
    "DELETE FROM sentinel",
    "DELETE FROM orders o USING users u WHERE o.user_id = u.user_id RETURNING o.order_id",
    "MERGE INTO sentinel s USING users u ON s.v = u.user_id WHEN MATCHED THEN DELETE WHEN NOT MATCHED THEN INSERT VALUES (u.user_id)",
    "WITH d AS (DELETE FROM sentinel RETURNING *) SELECT * FROM d",
    "SELECT * INTO sentinel_copy FROM sentinel",
    "SELECT * FROM sentinel FOR UPDATE",
    "SELECT * FROM sentinel FOR SHARE SKIP LOCKED",
    "CREATE TABLE corpus_made (a int)",
    "CREATE TABLE corpus_made AS SELECT * FROM sentinel",
    "DROP TABLE sentinel",
    "ALTER TABLE sentinel ADD COLUMN w int",
    "TRUNCATE sentinel",
    "CREATE INDEX ON sentinel (v)",
    "CREATE VIEW corpus_view AS SELECT 1",
    "CREATE FUNCTION corpus_f() RETURNS int LANGUAGE sql AS 'SELECT 1'",
    "GRANT ALL ON sentinel TO PUBLIC",
    "VACUUM sentinel",
    "ANALYZE sentinel",
    "EXPLAIN SELECT * FROM sentinel",
    "EXPLAIN ANALYZE DELETE FROM sentinel",
    "COPY sentinel TO STDOUT",
    "SET work_mem = '1GB'",
    "SHOW work_mem",
    "RESET ALL",
    "BEGIN",
    "COMMIT",
    "DO $$ BEGIN DELETE FROM sentinel; END $$",
    "PREPARE p AS SELECT 1",
    "EXECUTE p",
    "DEALLOCATE ALL",
    "LOCK TABLE sentinel",
    "LISTEN ch",
    "NOTIFY ch",
    "DECLARE cur CURSOR FOR SELECT * FROM sentinel",
    "CHECKPOINT",
    "CALL corpus_proc()",
    "COMMENT ON TABLE sentinel IS 'x'",
    "REFRESH MATERIALIZED VIEW corpus_mv",
    # dangerous and volatile calls
    "SELECT pg_sleep(5)",
    "SELECT pg_read_file('/etc/passwd')",
    "SELECT lo_import('/etc/passwd')",
    "SELECT nextval('corpus_seq')",
    "SELECT setval('corpus_seq', 100)",
    "SELECT set_config('work_mem', '1GB', false)",
    "SELECT pg_terminate_backend(pg_backend_pid())",
    "SELECT pg_advisory_lock(1)",
    "SELECT random(), clock_timestamp(), gen_random_uuid()",
    "SELECT * FROM users WHERE random() < 0.1",
    "SELECT pg_ls_dir('.')",
    "SELECT corpus_bump()",
    "SELECT * FROM orders o WHERE o.total > corpus_bump()",
]

KEYWORD_TYPOS = [("SELECT", "SELCT"), ("FROM", "FORM"), ("WHERE", "WHRE"), ("JOIN", "JION"),
                 ("GROUP BY", "GROUPBY"), ("ORDER BY", "ORDER"), ("LIMIT", "LIMT"), ("ON", "NO")]


def mutations(sql, rnd):
    yield sql
    yield sql + " LIMIT 10"
    yield sql.lower()
    yield sql + ";"
    yield sql + "; SELECT 1"
    for a, b in KEYWORD_TYPOS:
        if a in sql:
            yield sql.replace(a, b, 1)
            break
    else:
        yield "SELCT" + sql[6:]
    for a, b in [("users", "user_s"), ("orders", "ordrs"), ("items", "itmes"), ("products", "prodcts"), ("sentinel", "sentinal")]:
        if a in sql:
            yield sql.replace(a, b, 1)
            break
    else:
        yield sql + " FROM nosuchtable"
    for a, b in [("user_id", "userid"), ("name", "nmae"), ("total", "totl"), ("order_id", "orderid"), ("v", "vv")]:
        if a in sql:
            yield sql.replace(a, b, 1)
            break
    else:
        yield sql.replace("1", "nosuchcolumn", 1)
    yield sql[: max(1, len(sql) // 2)]
    yield sql[: max(1, len(sql) * 3 // 4)]
    yield sql + ")"
    yield "(" + sql
    yield sql.replace(" = ", " < ", 1)
    yield sql.replace(" ON ", " ON true AND ", 1)
    yield sql.replace("SELECT", "SELECT pg_sleep(1),", 1)
    yield sql.replace("SELECT", "SELECT corpus_bump(),", 1)
    toks = sql.split(" ")
    if len(toks) > 2:
        i = rnd.randrange(len(toks))
        yield " ".join(toks[:i] + toks[i + 1:])
        j = rnd.randrange(len(toks))
        yield " ".join(toks[:j] + [toks[j], toks[j]] + toks[j + 1:])
    yield "WITH w AS (" + sql + ") SELECT * FROM w"
    yield "SELECT * FROM (" + sql + ") s"
    yield "EXPLAIN " + sql
    yield sql.replace("'", "", 1)
    yield sql.replace("$1", "$0", 1) if "$1" in sql else sql + " /* unterminated"


def main():
    rnd = random.Random(20240601)
    seen = set()
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["sql"])
    for t in T:
        for m in mutations(t, rnd):
            if m not in seen:
                seen.add(m)
                w.writerow([m])
    # edge inputs
    for m in ["", " ", ";", ";;", "--", "/*", "'", "\"", "$$", "(((", ")))", "SELECT", "FROM", "\u00e9\u00e8", "SELECT '\u00e9' AS \"\u00e9\"",
              "SELECT " + "1 + " * 5000 + "1", "SELECT " + "(" * 2000 + "1" + ")" * 2000,
              "SELECT * FROM users u " + " ".join("JOIN users u%d ON u%d.user_id = u.user_id" % (i, i) for i in range(60))]:
        if m not in seen:
            seen.add(m)
            w.writerow([m])


if __name__ == "__main__":
    main()
