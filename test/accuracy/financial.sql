-- test/accuracy/financial.sql: BIRD's dev database "financial" (the Berka Czech bank of the PKDD'99
-- discovery challenge, as BIRD ships it in SQLite) loaded into PostgreSQL with its names kept,
-- written for issue 16 as a held-out check (ninth round): committed with its truth
-- (financial_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; singular lower-case table names, one of them the reserved
-- word "order"; integer keys named <table>_id, sparse (rows of the original extract were sampled:
-- account ids up to 11382, client ids up to 13998, trans ids in the millions, loan ids from 4959,
-- order ids from 29401); disp_id runs beside client_id (mostly equal, then drifting apart), so the
-- two key sets overlap almost wholly. district is the only lookup: 77 rows keyed 1..77 with
-- columns named "A2".."A16" (upper case, quoted) -- name, region, then demographic numbers, several
-- stored as text (A4..A7) and several small integers inside 1..77 (A8 municipalities over 10,000,
-- A9 number of cities). disp links client and account with type OWNER (one per account) or
-- DISPONENT; card hangs off disp; loan is at most one per account; "order" (standing orders) and
-- trans carry the partner's bank code (bank_to, bank: two letters, no table) and account number
-- (account_to, account: eight-digit numbers of other banks, no table, NULL or 0 when there is no
-- partner); k_symbol codes in Czech, a blank ' ' among them. Foreign keys declared as BIRD's DDL
-- declares them (8); the data holds no other reference. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1999);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE district (
  district_id integer DEFAULT 0 NOT NULL PRIMARY KEY,
  "A2" text NOT NULL, "A3" text NOT NULL, "A4" text NOT NULL, "A5" text NOT NULL, "A6" text NOT NULL, "A7" text NOT NULL,
  "A8" integer NOT NULL, "A9" integer NOT NULL, "A10" real NOT NULL, "A11" integer NOT NULL, "A12" real,
  "A13" real NOT NULL, "A14" integer NOT NULL, "A15" integer, "A16" integer NOT NULL);
INSERT INTO district
SELECT i,
       CASE i WHEN 1 THEN 'Hl.m. Praha' ELSE (ARRAY['Benesov', 'Beroun', 'Kladno', 'Kolin', 'Kutna Hora', 'Melnik', 'Mlada Boleslav',
            'Nymburk', 'Praha - vychod', 'Praha - zapad', 'Pribram', 'Rakovnik', 'Ceske Budejovice', 'Cesky Krumlov', 'Jindrichuv Hradec',
            'Pelhrimov', 'Pisek', 'Prachatice', 'Strakonice', 'Tabor', 'Domazlice', 'Cheb', 'Karlovy Vary', 'Klatovy', 'Plzen - mesto',
            'Plzen - jih', 'Plzen - sever', 'Rokycany', 'Sokolov', 'Tachov', 'Ceska Lipa', 'Decin', 'Chomutov', 'Jablonec n. Nisou',
            'Liberec', 'Litomerice', 'Louny', 'Most', 'Teplice', 'Usti nad Labem', 'Havlickuv Brod', 'Hradec Kralove', 'Chrudim',
            'Jicin', 'Nachod', 'Pardubice', 'Rychnov nad Kneznou', 'Semily', 'Svitavy', 'Trutnov', 'Usti nad Orlici', 'Blansko',
            'Brno - mesto', 'Brno - venkov', 'Breclav', 'Hodonin', 'Jihlava', 'Kromeriz', 'Prostejov', 'Trebic', 'Uherske Hradiste',
            'Vyskov', 'Zlin', 'Znojmo', 'Zdar nad Sazavou', 'Bruntal', 'Frydek - Mistek', 'Jesenik', 'Karvina', 'Novy Jicin',
            'Olomouc', 'Opava', 'Ostrava - mesto', 'Prerov', 'Sumperk', 'Vsetin'])[i - 1] END,
       CASE WHEN i = 1 THEN 'Prague' WHEN i <= 12 THEN 'central Bohemia' WHEN i <= 20 THEN 'south Bohemia' WHEN i <= 30 THEN 'west Bohemia'
            WHEN i <= 40 THEN 'north Bohemia' WHEN i <= 51 THEN 'east Bohemia' WHEN i <= 65 THEN 'south Moravia' ELSE 'north Moravia' END,
       CASE WHEN i = 1 THEN '1204953' ELSE (42000 + pg_temp.r(190000))::text END,
       (pg_temp.r(150) - 1)::text, (pg_temp.r(70) - 1)::text, (pg_temp.r(20) - 1)::text,
       pg_temp.r(6) - 1, pg_temp.r(11), round((33.9 + random() * 66.1)::numeric, 1)::real, 8110 + pg_temp.r(4430),
       CASE WHEN i = 69 THEN NULL ELSE round((0.2 + random() * 7.1)::numeric, 2)::real END, round((0.43 + random() * 9)::numeric, 2)::real,
       80 + pg_temp.r(87), CASE WHEN i = 69 THEN NULL ELSE 818 + pg_temp.r(12000) END, 888 + pg_temp.r(14000)
  FROM generate_series(1, 77) i;
UPDATE district SET "A10" = 100, "A11" = 12541, "A15" = 85677, "A16" = 99107 WHERE district_id = 1;

-- 1,500 accounts, Prague heavy
CREATE TABLE account (
  account_id integer DEFAULT 0 NOT NULL PRIMARY KEY,
  district_id integer DEFAULT 0 NOT NULL REFERENCES district,
  frequency text NOT NULL,
  date date NOT NULL);
INSERT INTO account
SELECT i * 7 + pg_temp.r(6), CASE WHEN random() < 0.12 THEN 1 ELSE 1 + pg_temp.sk(76, 1.3) END,
       (ARRAY['POPLATEK MESICNE', 'POPLATEK MESICNE', 'POPLATEK MESICNE', 'POPLATEK MESICNE', 'POPLATEK MESICNE',
              'POPLATEK TYDNE', 'POPLATEK PO OBRATU'])[pg_temp.r(7)],
       date '1993-01-01' + pg_temp.r(1823) - 1
  FROM generate_series(1, 1500) i;
CREATE TEMP TABLE acc AS SELECT row_number() OVER (ORDER BY account_id) AS k, account_id, district_id, date FROM account;

-- clients: one owner per account, a disponent for about a fifth of them
CREATE TEMP TABLE cl AS
SELECT row_number() OVER (ORDER BY a.k, o.role) AS n, a.account_id, a.district_id, o.role
  FROM acc a CROSS JOIN LATERAL (SELECT 'OWNER' AS role UNION ALL SELECT 'DISPONENT' WHERE random() < 0.21 AND a.k > 0) o;
CREATE TABLE client (
  client_id integer NOT NULL PRIMARY KEY,
  gender text NOT NULL,
  birth_date date NOT NULL,
  district_id integer NOT NULL REFERENCES district);
ALTER TABLE cl ADD COLUMN client_id integer, ADD COLUMN disp_id integer;
UPDATE cl SET client_id = n * 7 + (n * 13) % 5, disp_id = CASE WHEN n <= 900 THEN n * 7 + (n * 13) % 5 ELSE n * 7 + (n * 13) % 5 + n / 50 END;
INSERT INTO client
SELECT client_id, CASE WHEN random() < 0.49 THEN 'F' ELSE 'M' END, date '1911-08-20' + pg_temp.r(25000),
       CASE WHEN random() < 0.8 THEN district_id ELSE pg_temp.r(77) END
  FROM cl;

CREATE TABLE disp (
  disp_id integer NOT NULL PRIMARY KEY,
  client_id integer NOT NULL REFERENCES client,
  account_id integer NOT NULL REFERENCES account,
  type text NOT NULL);
INSERT INTO disp SELECT disp_id, client_id, account_id, role FROM cl;

-- 320 cards on owners' and some disponents' dispositions
CREATE TABLE card (
  card_id integer DEFAULT 0 NOT NULL PRIMARY KEY,
  disp_id integer NOT NULL REFERENCES disp,
  type text NOT NULL,
  issued date NOT NULL);
INSERT INTO card
SELECT row_number() OVER (ORDER BY md5(d.disp_id::text)) * 3 + pg_temp.r(2), d.disp_id,
       (ARRAY['classic', 'classic', 'classic', 'classic', 'junior', 'gold'])[pg_temp.r(6)], date '1993-11-07' + pg_temp.r(1880)
  FROM (SELECT disp_id FROM disp WHERE type = 'OWNER' OR random() < 0.3 ORDER BY md5('c' || disp_id) LIMIT 320) d;

-- 230 loans, at most one per account
CREATE TABLE loan (
  loan_id integer DEFAULT 0 NOT NULL PRIMARY KEY,
  account_id integer NOT NULL REFERENCES account,
  date date NOT NULL, amount integer NOT NULL, duration integer NOT NULL, payments real NOT NULL, status text NOT NULL);
INSERT INTO loan
SELECT 4959 + (row_number() OVER (ORDER BY a.account_id))::int * 10 + pg_temp.r(9), a.account_id, a.date + pg_temp.r(600),
       x.amount, x.duration, round(x.amount::numeric / x.duration, 1)::real,
       (ARRAY['A', 'A', 'A', 'B', 'C', 'C', 'C', 'C', 'D'])[pg_temp.r(9)]
  FROM (SELECT * FROM acc ORDER BY md5('l' || account_id) LIMIT 230) a
  CROSS JOIN LATERAL (SELECT 4980 + pg_temp.r(585000) + a.k * 0 AS amount, 12 * pg_temp.r(5) AS duration) x;

-- 2,000 standing orders to other banks' accounts
CREATE TABLE "order" (
  order_id integer DEFAULT 0 NOT NULL PRIMARY KEY,
  account_id integer NOT NULL REFERENCES account,
  bank_to text NOT NULL, account_to integer NOT NULL, amount real NOT NULL, k_symbol text NOT NULL);
INSERT INTO "order"
SELECT 29400 + i * 2 + pg_temp.r(2) - 1, a.account_id,
       (ARRAY['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ'])[pg_temp.r(13)],
       10000000 + pg_temp.r(89999999), round((1 + random() * 14000)::numeric, 1)::real,
       (ARRAY['SIPO', 'SIPO', 'SIPO', 'UVER', 'POJISTNE', 'LEASING', ' ', ' '])[pg_temp.r(8)]
  FROM (SELECT i, 1 + (i * 37 + pg_temp.r(3)) % 1500 AS k FROM generate_series(1, 2000) i) o JOIN acc a USING (k);

-- 8,000 transactions: deposits, withdrawals, transfers (partner bank and account on transfers only)
CREATE TABLE trans (
  trans_id integer DEFAULT 0 NOT NULL PRIMARY KEY,
  account_id integer DEFAULT 0 NOT NULL REFERENCES account,
  date date NOT NULL, type text NOT NULL, operation text, amount integer NOT NULL, balance integer NOT NULL,
  k_symbol text, bank text, account integer);
CREATE TEMP TABLE tr AS
SELECT t.i, a.account_id, t.p
  FROM (SELECT i, pg_temp.sk(1500, 1.4) AS k, pg_temp.r(100) AS p FROM generate_series(1, 8000) i) t JOIN acc a ON a.k = least(t.k, 1500);
INSERT INTO trans
SELECT i * 440 + pg_temp.r(400), account_id, date '1993-01-05' + pg_temp.r(2180),
       CASE WHEN p <= 40 THEN 'PRIJEM' WHEN p <= 98 THEN 'VYDAJ' ELSE 'VYBER' END,
       CASE WHEN p <= 25 THEN 'VKLAD' WHEN p <= 32 THEN 'PREVOD Z UCTU' WHEN p <= 40 THEN NULL WHEN p <= 70 THEN 'VYBER'
            WHEN p <= 90 THEN 'PREVOD NA UCET' WHEN p <= 98 THEN 'VYBER KARTOU' ELSE NULL END,
       pg_temp.r(60000), pg_temp.r(120000) - 500,
       CASE WHEN p BETWEEN 33 AND 40 THEN 'UROK' WHEN p BETWEEN 71 AND 80 THEN 'SIPO' WHEN p BETWEEN 81 AND 84 THEN 'UVER'
            WHEN p BETWEEN 85 AND 86 THEN 'POJISTNE' WHEN p = 87 THEN 'SANKC. UROK' WHEN p BETWEEN 26 AND 32 THEN 'DUCHOD'
            WHEN p BETWEEN 41 AND 50 THEN 'SLUZBY' WHEN p BETWEEN 51 AND 60 THEN ' ' END,
       CASE WHEN p BETWEEN 26 AND 32 OR p BETWEEN 71 AND 90 THEN
            (ARRAY['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ'])[pg_temp.r(13)] END,
       CASE WHEN p BETWEEN 26 AND 32 OR p BETWEEN 71 AND 90 THEN 10000000 + pg_temp.r(89999999)
            WHEN p BETWEEN 1 AND 12 THEN 0 END
  FROM tr;
ANALYZE;
