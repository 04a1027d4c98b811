-- Fan traps, chasm traps and row loss (issue 20): what validate_sql and validate_joins say about
-- aggregates over joins that repeat or drop rows, from the relationships the analysis measured,
-- and what a caller who may not see a table or its rows learns.
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
CREATE SCHEMA vt;
SET search_path = vt, public;
CREATE TABLE accounts (account_id int PRIMARY KEY, plan text NOT NULL, seats int NOT NULL);
INSERT INTO accounts SELECT g, (ARRAY['free', 'pro'])[1 + g % 2], 10 * g FROM generate_series(1, 20) g;
-- 100 members, 5 per account; 30 were referred by nobody
CREATE TABLE members (member_id int PRIMARY KEY, account_id int NOT NULL REFERENCES accounts,
                      referrer_id int REFERENCES members, name text NOT NULL);
INSERT INTO members SELECT g, 1 + g % 20, CASE WHEN g % 10 < 3 THEN NULL ELSE 1 + g % 7 END, 'm' || g
  FROM generate_series(1, 100) g;
-- 60 invoices, 3 per account
CREATE TABLE invoices (invoice_id int PRIMARY KEY, account_id int NOT NULL REFERENCES accounts, amount numeric NOT NULL);
INSERT INTO invoices SELECT g, 1 + g % 20, g FROM generate_series(1, 60) g;
-- 50 tickets; 5 name an account that does not exist (a foreign key declared NOT VALID)
CREATE TABLE tickets (ticket_id int PRIMARY KEY, account_id int NOT NULL, minutes int NOT NULL);
INSERT INTO tickets SELECT g, CASE WHEN g % 10 = 0 THEN 900 + g ELSE 1 + g % 20 END, g FROM generate_series(1, 50) g;
ALTER TABLE tickets ADD CONSTRAINT tickets_account_fk FOREIGN KEY (account_id) REFERENCES accounts NOT VALID;
-- a bridge: members on projects
CREATE TABLE projects (project_id int PRIMARY KEY, budget int NOT NULL);
INSERT INTO projects SELECT g, 100 * g FROM generate_series(1, 10) g;
CREATE TABLE assignments (member_id int REFERENCES members, project_id int REFERENCES projects,
                          PRIMARY KEY (member_id, project_id));
INSERT INTO assignments SELECT m, p FROM generate_series(1, 100) m, generate_series(1, 10) p WHERE (m + p) % 4 = 0;
ANALYZE;
SELECT ekaya.analyze(ARRAY['vt'], wait => true) > 0 AS analysed;
SELECT source_table, source_columns, target_table, cardinality, orphan_count
  FROM ekaya.relationships WHERE status = 'accepted' AND source_table LIKE 'vt.%' ORDER BY 1, 2;

CREATE FUNCTION vt_traps(q text) RETURNS TABLE(code text, "position" int, message text, suggestion text)
LANGUAGE sql AS $$
  SELECT code, "position", message, suggestion FROM ekaya.validate_sql(q)
   WHERE code IN ('fan_trap', 'chasm_trap', 'row_loss', 'trap_check_truncated') ORDER BY 1, 3
$$;
CREATE FUNCTION vt_joins(q text) RETURNS TABLE(j int, l text, lc text[], r text, rc text[], kind text, status text, card text)
LANGUAGE sql AS $$
  SELECT join_no, left_table, left_columns, right_table, right_columns, join_kind, status, cardinality
    FROM ekaya.validate_joins(q)
$$;

-- fan trap: seats of an account added once per member
SELECT * FROM vt_traps('SELECT a.plan, sum(a.seats) FROM accounts a JOIN members m ON m.account_id = a.account_id GROUP BY a.plan');
SELECT * FROM vt_joins('SELECT a.plan, sum(a.seats) FROM accounts a JOIN members m ON m.account_id = a.account_id GROUP BY a.plan');
-- the member side only filters: EXISTS is the rewrite; counting accounts: count(DISTINCT)
SELECT * FROM vt_traps('SELECT count(a.account_id) FROM accounts a JOIN members m ON m.account_id = a.account_id WHERE m.name LIKE ''m1%''');
-- ... and the same questions asked right: nothing to report
SELECT * FROM vt_traps('SELECT a.plan, sum(a.seats) FROM accounts a WHERE EXISTS (SELECT 1 FROM members m WHERE m.account_id = a.account_id) GROUP BY a.plan');
SELECT * FROM vt_traps('SELECT count(DISTINCT a.account_id), max(a.seats) FROM accounts a JOIN members m ON m.account_id = a.account_id');
SELECT * FROM vt_traps('SELECT a.plan, sum(a.seats), sum(c.n) FROM accounts a JOIN (SELECT account_id, count(*) AS n FROM members GROUP BY account_id) c ON c.account_id = a.account_id GROUP BY a.plan');
SELECT * FROM vt_traps('SELECT a.plan, sum(i.amount), count(*) FROM invoices i JOIN accounts a ON a.account_id = i.account_id GROUP BY a.plan');
SELECT * FROM vt_traps('SELECT a.account_id, a.seats, count(m.member_id) FROM accounts a LEFT JOIN members m ON m.account_id = a.account_id GROUP BY a.account_id');
-- a bridge grouped by its other side repeats nothing; without the grouping it does
SELECT * FROM vt_traps('SELECT m.member_id, sum(p.budget) FROM members m JOIN assignments s ON s.member_id = m.member_id JOIN projects p ON p.project_id = s.project_id GROUP BY m.member_id');
SELECT * FROM vt_traps('SELECT sum(p.budget) FROM members m JOIN assignments s ON s.member_id = m.member_id JOIN projects p ON p.project_id = s.project_id WHERE m.name LIKE ''m1%''');
-- a filter that makes the join unique (a key fixed by a constant)
SELECT * FROM vt_traps('SELECT sum(p.budget) FROM projects p JOIN assignments s ON s.project_id = p.project_id AND s.member_id = 4');
-- chasm trap: members and invoices of an account multiply each other
SELECT * FROM vt_traps('SELECT a.account_id, count(m.member_id), sum(i.amount) FROM accounts a JOIN members m ON m.account_id = a.account_id JOIN invoices i ON i.account_id = a.account_id GROUP BY a.account_id');
SELECT * FROM vt_joins('SELECT a.account_id, count(m.member_id), sum(i.amount) FROM accounts a JOIN members m ON m.account_id = a.account_id JOIN invoices i ON i.account_id = a.account_id GROUP BY a.account_id');
-- count(*) counts pairs when no table's rows come out once
SELECT code FROM vt_traps('SELECT count(*) FROM accounts a JOIN members m ON m.account_id = a.account_id JOIN invoices i ON i.account_id = a.account_id');
SELECT code FROM vt_traps('SELECT count(*) FROM accounts a JOIN members m ON m.account_id = a.account_id');
-- in a CTE, a derived table and HAVING
SELECT code FROM vt_traps('WITH x AS (SELECT a.seats FROM accounts a JOIN members m ON m.account_id = a.account_id) SELECT sum(seats) FROM x');
SELECT code FROM vt_traps('SELECT sum(x.seats) FROM (SELECT a.seats, m.name FROM accounts a, members m WHERE m.account_id = a.account_id) x');
SELECT code FROM vt_traps('SELECT a.plan FROM accounts a JOIN invoices i USING (account_id) GROUP BY a.plan HAVING sum(a.seats) > 100');
SELECT code FROM vt_traps('SELECT (SELECT sum(a.seats) FROM accounts a JOIN invoices i ON i.account_id = a.account_id) AS s');
-- row loss: NULL references, then orphan rows, with the joined side unused
SELECT * FROM vt_traps('SELECT count(*) FROM members m JOIN members r ON r.member_id = m.referrer_id');
SELECT * FROM vt_traps('SELECT sum(t.minutes) FROM tickets t JOIN accounts a ON a.account_id = t.account_id');
SELECT * FROM vt_joins('SELECT sum(t.minutes) FROM tickets t JOIN accounts a ON a.account_id = t.account_id');
-- no loss: LEFT JOIN, the joined side used, NULLs excluded on purpose
SELECT * FROM vt_traps('SELECT count(*) FROM members m LEFT JOIN members r ON r.member_id = m.referrer_id');
SELECT * FROM vt_traps('SELECT r.name, count(*) FROM members m JOIN members r ON r.member_id = m.referrer_id GROUP BY r.name');
SELECT * FROM vt_traps('SELECT count(*) FROM members m JOIN members r ON r.member_id = m.referrer_id WHERE m.referrer_id IS NOT NULL');
-- a view is opaque: nothing is claimed about it
CREATE VIEW account_members AS SELECT a.account_id, a.seats, m.member_id FROM accounts a JOIN members m USING (account_id);
SELECT * FROM vt_traps('SELECT sum(v.seats) FROM account_members v');
-- bounds: a level with more FROM items than examined says so
SELECT code, message FROM ekaya.validate_sql(
  (SELECT 'SELECT sum(a.seats) FROM accounts a' || string_agg(format(' JOIN members m%s ON m%s.account_id = a.account_id', i, i), '' ORDER BY i)
     FROM generate_series(1, 70) i)) WHERE code LIKE 'trap%';
SELECT status, message FROM ekaya.validate_joins(
  (SELECT 'SELECT sum(a.seats) FROM accounts a' || string_agg(format(' JOIN members m%s ON m%s.account_id = a.account_id', i, i), '' ORDER BY i)
     FROM generate_series(1, 70) i)) WHERE status LIKE 'trap%';

-- privileges: a reader who may not read invoices is told nothing measured about them (the chasm
-- below comes from the key of accounts and the members it may read); a reader under row security
-- on tickets is not told the orphans or NULLs of its rows
CREATE ROLE vt_reader;
GRANT USAGE ON SCHEMA vt TO vt_reader;
GRANT SELECT ON accounts, members, tickets TO vt_reader;
GRANT EXECUTE ON FUNCTION vt_traps(text), vt_joins(text) TO vt_reader;
ALTER TABLE tickets ENABLE ROW LEVEL SECURITY;
CREATE POLICY tickets_small ON tickets FOR SELECT TO vt_reader USING (minutes < 20);
SET ROLE vt_reader;
SELECT severity, code, message FROM ekaya.validate_sql('SELECT a.account_id, count(m.member_id), sum(i.amount) FROM accounts a JOIN members m ON m.account_id = a.account_id JOIN invoices i ON i.account_id = a.account_id GROUP BY a.account_id')
 WHERE severity = 'error' OR code LIKE '%trap%' ORDER BY 2;
SELECT * FROM vt_traps('SELECT sum(t.minutes) FROM tickets t JOIN accounts a ON a.account_id = t.account_id');
-- the cardinality is no value of a row: the fan is still reported, without counts of rows
SELECT code, message FROM vt_traps('SELECT sum(a.seats) FROM accounts a JOIN tickets t ON t.account_id = a.account_id');
RESET ROLE;
DROP OWNED BY vt_reader;
DROP ROLE vt_reader;
