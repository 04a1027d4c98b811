-- test/accuracy/spider_pets_1.sql: Spider's dev database "pets_1" (students, pets and who owns
-- which) converted from its SQLite file to PostgreSQL with its names kept, rows scaled up by a
-- deterministic generator; written for issue 16 as a held-out check (tenth round): committed with
-- its truth (spider_pets_1_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; CamelCase table names and columns as Spider has them
-- (quoted: "Student"."StuID", "LName", "Fname", "Pets"."PetID", "PetType", "Has_Pet"); student
-- numbers from 1001 and pet numbers from 2001, as Spider numbers them. "Has_Pet" is the link
-- table, declared with two foreign keys and no key of its own; a few pets are shared by two
-- students and most students have none. "Student"."Major" (600, 520, 540 ...) and "Advisor"
-- (four-digit faculty numbers, some inside the student number range) name departments and faculty
-- of the Spider college databases, tables pets_1 does not have: no reference here. city_code is a
-- three-letter city code ('BAL', 'HKG') of no table. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1001);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE "Student" (
  "StuID" INTEGER PRIMARY KEY, "LName" VARCHAR(12), "Fname" VARCHAR(12), "Age" INTEGER, "Sex" VARCHAR(1),
  "Major" INTEGER, "Advisor" INTEGER, city_code VARCHAR(3));
INSERT INTO "Student"
SELECT 1000 + i,
       (ARRAY['Smith', 'Kim', 'Jones', 'Kumar', 'Gompers', 'Schultz', 'Apap', 'Nelson', 'Tai', 'Lee', 'Adams', 'Davis', 'Norris', 'Pang', 'Thornton'])[pg_temp.r(15)],
       (ARRAY['Linda', 'Tracy', 'Shiela', 'Dinesh', 'Paul', 'Andy', 'Lisa', 'Jandy', 'Eric', 'Derek', 'David', 'Steven', 'Charles', 'Susan', 'Mark'])[pg_temp.r(15)],
       16 + pg_temp.r(11), CASE WHEN random() < 0.55 THEN 'M' ELSE 'F' END,
       (ARRAY[600, 600, 600, 520, 540, 550, 50, 100])[pg_temp.r(8)],
       (ARRAY[1121, 7712, 8423, 1148, 2192, 8722, 7271, 7134, 1641, 8918, 5718, 2311, 9172, 8741, 1823, 7723, 2881, 8772, 5018])[pg_temp.r(19)],
       (ARRAY['BAL', 'BAL', 'HKG', 'WAS', 'PIT', 'NYC', 'PHL', 'YYZ', 'ROC', 'LON', 'DAL', 'CHI', 'SFO', 'ATL', 'LOS', 'DET'])[pg_temp.r(16)]
  FROM generate_series(1, 800) i;

CREATE TABLE "Pets" ("PetID" INTEGER PRIMARY KEY, "PetType" VARCHAR(20), pet_age INTEGER, weight REAL);
INSERT INTO "Pets"
SELECT 2000 + i, (ARRAY['cat', 'dog', 'dog', 'dog', 'cat', 'bird', 'hamster', 'rabbit'])[pg_temp.r(8)], pg_temp.r(15),
       round((1 + random() * 30)::numeric, 1)::real
  FROM generate_series(1, 600) i;

CREATE TABLE "Has_Pet" (
  "StuID" INTEGER, "PetID" INTEGER,
  FOREIGN KEY ("PetID") REFERENCES "Pets" ("PetID"),
  FOREIGN KEY ("StuID") REFERENCES "Student" ("StuID"));
-- most pets have one owner, some two (room mates), a few none recorded
INSERT INTO "Has_Pet"
SELECT DISTINCT 1000 + o, p.p
  FROM (SELECT 2000 + i AS p, pg_temp.r(800) AS o1, pg_temp.r(800) AS o2, random() AS u FROM generate_series(1, 600) i) p
  CROSS JOIN LATERAL (SELECT p.o1 WHERE p.u < 0.96 UNION ALL SELECT p.o2 WHERE p.u < 0.06) x(o);
ANALYZE;
