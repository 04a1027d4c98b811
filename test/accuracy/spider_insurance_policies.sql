-- test/accuracy/spider_insurance_policies.sql: Spider's database "insurance_policies" (customers,
-- their policies, claims on the policies, settlements of the claims and payments of the
-- settlements) converted from its SQLite file to PostgreSQL with its names kept, rows scaled up by
-- a deterministic generator; written for issue 16 as a held-out check (fourteenth round):
-- committed with its truth (spider_insurance_policies_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions (Spider's generated "business" schemas): one schema, public; plural CamelCase
-- table names and Capitalised_Snake columns kept as Spider has them (quoted: "Customers",
-- "Customer_Policies", "Claims", "Settlements", "Payments", "Customer_ID", "Policy_ID"); a chain of
-- declared FKs Payments -> Settlements -> Claims -> Customer_Policies -> Customers. Customers are
-- numbered densely from 1, every other id is a sparse random number of three or four digits, all
-- drawn from the same range, so an id of one table is often an id of another by chance.
-- Policy_Type_Code is a CHAR(15) code with no lookup table ('Car', 'Life', 'Property', 'Travel');
-- Payment_Method_Code a text code with no lookup table. "Settlements"."Customer_Policy_ID" is, as
-- in Spider's data, a random number that is mostly no policy's id (Spider never declares it and
-- its values do not match), so it is left out of the truth. "Settlements" repeats the claim's
-- dates and amounts (Date_Claim_Made, Amount_Claimed...) with values of its own, as Spider does.
-- Some customers hold no policy, some policies no claim, some claims no settlement.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.6120);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- n distinct sparse ids from 100..9999, numbered k = 1..n in a shuffled order
CREATE FUNCTION pg_temp.ids(n int) RETURNS TABLE (k bigint, id int) LANGUAGE sql VOLATILE AS $$
  SELECT row_number() OVER (ORDER BY random()), id
    FROM (SELECT DISTINCT 99 + pg_temp.r(9900) AS id FROM generate_series(1, n * 3)) s
   ORDER BY random() LIMIT n $$;

CREATE TABLE "Customers" (
  "Customer_ID" INTEGER NOT NULL, "Customer_Details" VARCHAR(255) NOT NULL,
  PRIMARY KEY ("Customer_ID"));
INSERT INTO "Customers"
SELECT g, (ARRAY['', '', '', 'Mr. ', 'Mrs. ', 'Dr. ', 'Miss '])[pg_temp.r(7)]
          || (ARRAY['America', 'Ellsworth', 'Hanna', 'Diana', 'Selena', 'Lauriane', 'Sydnie', 'Dayana', 'Edwardo', 'Augustine',
                    'Buddy', 'Randal', 'Liza', 'Lilly', 'Felicita'])[pg_temp.r(15)] || ' '
          || (ARRAY['Jaskolski', 'Paucek', 'Willms', 'Rath', 'Gerhold', 'Ferry', 'Friesen', 'Robel', 'Blanda', 'Kerluke',
                    'Marquardt', 'Lynch', 'Heller', 'Graham', 'Reichel'])[pg_temp.r(15)]
          || (ARRAY['', '', '', '', ' PhD', ' I', ' III', ' V'])[pg_temp.r(8)]
  FROM generate_series(1, 400) g;

CREATE TABLE "Customer_Policies" (
  "Policy_ID" INTEGER NOT NULL, "Customer_ID" INTEGER NOT NULL, "Policy_Type_Code" CHAR(15) NOT NULL,
  "Start_Date" DATE, "End_Date" DATE,
  PRIMARY KEY ("Policy_ID"),
  FOREIGN KEY ("Customer_ID") REFERENCES "Customers" ("Customer_ID"));
CREATE TEMP TABLE pk AS SELECT * FROM pg_temp.ids(900);
INSERT INTO "Customer_Policies"
SELECT id, pg_temp.sk(400, 1.4), (ARRAY['Car', 'Car', 'Life', 'Property', 'Property', 'Travel'])[pg_temp.r(6)], s, s + pg_temp.r(1500)
  FROM (SELECT id, date '2016-01-01' + pg_temp.r(1000) AS s FROM pk) x;

CREATE TABLE "Claims" (
  "Claim_ID" INTEGER NOT NULL, "Policy_ID" INTEGER NOT NULL, "Date_Claim_Made" DATE, "Date_Claim_Settled" DATE,
  "Amount_Claimed" INTEGER, "Amount_Settled" INTEGER,
  PRIMARY KEY ("Claim_ID"),
  FOREIGN KEY ("Policy_ID") REFERENCES "Customer_Policies" ("Policy_ID"));
CREATE TEMP TABLE ck AS SELECT * FROM pg_temp.ids(1400);
INSERT INTO "Claims"
SELECT c.id, p.id, m, CASE WHEN random() < 0.85 THEN m + pg_temp.r(400) END, a, (a * random() * 0.3)::int
  FROM (SELECT id, pg_temp.sk(900, 1.3) AS pk, date '2016-06-01' + pg_temp.r(900) AS m, 1000 + pg_temp.r(90000) AS a FROM ck) c
  JOIN pk p ON p.k = c.pk;

CREATE TABLE "Settlements" (
  "Settlement_ID" INTEGER NOT NULL, "Claim_ID" INTEGER NOT NULL, "Date_Claim_Made" DATE, "Date_Claim_Settled" DATE,
  "Amount_Claimed" INTEGER, "Amount_Settled" INTEGER, "Customer_Policy_ID" INTEGER NOT NULL,
  PRIMARY KEY ("Settlement_ID"),
  FOREIGN KEY ("Claim_ID") REFERENCES "Claims" ("Claim_ID"));
CREATE TEMP TABLE sk AS SELECT * FROM pg_temp.ids(1000);
INSERT INTO "Settlements"
SELECT s.id, c.id, m, m + pg_temp.r(500), a, (a * random() * 0.1)::int + 300, 99 + pg_temp.r(900)
  FROM (SELECT id, pg_temp.sk(1400, 1.2) AS ck, date '2017-01-01' + pg_temp.r(700) AS m, 2000 + pg_temp.r(80000) AS a FROM sk) s
  JOIN ck c ON c.k = s.ck;

CREATE TABLE "Payments" (
  "Payment_ID" INTEGER NOT NULL, "Settlement_ID" INTEGER NOT NULL, "Payment_Method_Code" VARCHAR(255),
  "Date_Payment_Made" DATE, "Amount_Payment" INTEGER,
  PRIMARY KEY ("Payment_ID"),
  FOREIGN KEY ("Settlement_ID") REFERENCES "Settlements" ("Settlement_ID"));
INSERT INTO "Payments"
SELECT p.id, s.id, (ARRAY['MasterCard', 'Discover', 'American Express', 'Visa', 'Visa'])[pg_temp.r(5)],
       date '2017-06-01' + pg_temp.r(800), 200 + pg_temp.r(90000)
  FROM (SELECT id, pg_temp.sk(1000, 1.3) AS sk FROM pg_temp.ids(1200)) p
  JOIN sk s ON s.k = p.sk;
ANALYZE;
