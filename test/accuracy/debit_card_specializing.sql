-- test/accuracy/debit_card_specializing.sql: BIRD's dev database "debit_card_specializing" (a Czech
-- fuel-card issuer's customers, gas stations, products, a day's card transactions and monthly
-- consumption, as BIRD ships it in SQLite) loaded into PostgreSQL with its names kept, written for
-- issue 16 as a held-out check (ninth round): committed with its truth
-- (debit_card_specializing_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case table names, CamelCase columns kept as loaded
-- (quoted: "CustomerID", "GasStationID", "ProductID"), integer keys named <Table>ID, sparse
-- (customers up to 53,000, gas stations up to 5,800, products 1..591 with gaps), so the key ranges
-- overlap. BIRD's DDL declares one foreign key, yearmonth."CustomerID" -> customers (yearmonth is
-- keyed by ("Date", "CustomerID"), "Date" a 'YYYYMM' text); transactions_1k, keyed by an
-- autoincrement "TransactionID", declares none, yet its "CustomerID", "GasStationID" and
-- "ProductID" name rows of the three tables on every row (undeclared truths). "ChainID" (a
-- station's chain) and "CardID" (the card used) reference no table here. Segments and currencies
-- as short codes ('SME', 'LAM', 'KAM'; 'CZK', 'EUR'), countries 'CZE' / 'SVK'. Skewed: a few big
-- customers, a few busy stations, fuel products far ahead of the rest. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2012);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE customers ("CustomerID" integer UNIQUE NOT NULL PRIMARY KEY, "Segment" text, "Currency" text);
INSERT INTO customers
SELECT i * 26 + pg_temp.r(25), (ARRAY['SME', 'SME', 'SME', 'LAM', 'LAM', 'KAM'])[pg_temp.r(6)],
       CASE WHEN random() < 0.93 THEN 'CZK' ELSE 'EUR' END
  FROM generate_series(1, 2000) i;
CREATE TEMP TABLE ck AS SELECT row_number() OVER (ORDER BY md5('k' || "CustomerID")) AS k, "CustomerID" AS id FROM customers;

CREATE TABLE gasstations ("GasStationID" integer UNIQUE NOT NULL PRIMARY KEY, "ChainID" integer, "Country" text, "Segment" text);
INSERT INTO gasstations
SELECT 40 + i * 9 + pg_temp.r(8), pg_temp.sk(290, 1.6), CASE WHEN random() < 0.7 THEN 'CZE' ELSE 'SVK' END,
       (ARRAY['Value for money', 'Value for money', 'Premium', 'Premium', 'Other', 'Noname', 'Discount'])[pg_temp.r(7)]
  FROM generate_series(1, 600) i;
CREATE TEMP TABLE gk AS SELECT row_number() OVER (ORDER BY md5('g' || "GasStationID")) AS k, "GasStationID" AS id FROM gasstations;

CREATE TABLE products ("ProductID" integer UNIQUE NOT NULL PRIMARY KEY, "Description" text);
INSERT INTO products
SELECT p, CASE p WHEN 2 THEN 'Nafta' WHEN 5 THEN 'Natural' WHEN 3 THEN 'Diesel' WHEN 4 THEN 'Natural 95' WHEN 1 THEN 'Rucní zadání'
                 ELSE (ARRAY['Dalnicni znamka', 'Myti', 'Oleje', 'Potraviny', 'Autokosmetika', 'Natural +', 'LPG', 'Parkovne'])[1 + p % 8] || ' ' || p END
  FROM (SELECT DISTINCT CASE WHEN i <= 5 THEN i ELSE 5 + i * 5 - pg_temp.r(4) END AS p FROM generate_series(1, 120) i) x;
CREATE TEMP TABLE pk AS SELECT row_number() OVER (ORDER BY "ProductID") AS k, "ProductID" AS id FROM products;

-- 1,000 card transactions of three days in August 2012
CREATE TABLE transactions_1k (
  "TransactionID" integer PRIMARY KEY, "Date" date, "Time" text, "CustomerID" integer, "CardID" integer,
  "GasStationID" integer, "ProductID" integer, "Amount" integer, "Price" real);
INSERT INTO transactions_1k
SELECT t.i, date '2012-08-24' + pg_temp.r(3) - 1, to_char(time '00:00' + pg_temp.r(86399) * interval '1 second', 'HH24:MI:SS'),
       c.id, 400000 + c.k::int * 13 + t.i % 3, g.id, p.id, pg_temp.r(60), round((20 + random() * 1500)::numeric, 2)::real
  FROM (SELECT i, least(pg_temp.sk(2000, 2.2), 2000) AS c, least(pg_temp.sk(600, 1.7), 600) AS g,
               CASE WHEN random() < 0.8 THEN pg_temp.r(5) ELSE least(pg_temp.sk(120, 1.3), 120) END AS p
          FROM generate_series(1, 1000) i) t
  JOIN ck c ON c.k = t.c JOIN gk g ON g.k = t.g JOIN pk p ON p.k = t.p;

-- monthly consumption of 400 customers over 2012 and 2013 (months missing where there was none)
CREATE TABLE yearmonth (
  "CustomerID" integer NOT NULL REFERENCES customers ON UPDATE CASCADE ON DELETE CASCADE,
  "Date" text NOT NULL, "Consumption" real, PRIMARY KEY ("Date", "CustomerID"));
INSERT INTO yearmonth
SELECT c.id, to_char(date '2012-01-01' + m * interval '1 month', 'YYYYMM'), round((random() * 20000 - 200)::numeric, 2)::real
  FROM ck c CROSS JOIN generate_series(0, 23) m
 WHERE c.k <= 400 AND random() < 0.7;
ANALYZE;
