-- test/accuracy/spider_network_1.sql: Spider's dev database "network_1" (high-school students, who
-- is friends with whom and who likes whom) converted from its SQLite file to PostgreSQL with its
-- names kept, rows scaled up by a deterministic generator; written for issue 16 as a held-out check
-- (tenth round): committed with its truth (spider_network_1_truth.csv) BEFORE discovery was ever
-- run on it.
--
-- Its conventions: one schema, public; CamelCase table names as Spider has them (quoted:
-- "Highschooler", "Friend", "Likes"), lower-case columns; "Highschooler" keyed by a bare "ID", a
-- sparse four-digit number (1025, 1101, 1247 ...); two self-referencing link tables keyed by their
-- pair, each with two declared foreign keys to "Highschooler": "Friend"(student_id, friend_id),
-- stored in both directions as in Spider, and "Likes"(student_id, liked_id), one way. grade is 9
-- to 12. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1025);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE "Highschooler" ("ID" int PRIMARY KEY, name text, grade int);
INSERT INTO "Highschooler"
SELECT 1000 + i * 11 + pg_temp.r(10), (ARRAY['Jordan', 'Gabriel', 'Tiffany', 'Cassandra', 'Haley', 'Andrew', 'Kris', 'Brittany',
                                            'Alexis', 'Austin', 'Jessica', 'John', 'Logan', 'Kyle', 'Emma', 'Noah'])[pg_temp.r(16)],
       8 + pg_temp.r(4)
  FROM generate_series(1, 800) i;
CREATE TEMP TABLE hk AS SELECT row_number() OVER (ORDER BY "ID") AS k, "ID" AS id FROM "Highschooler";

CREATE TABLE "Friend" (
  student_id int, friend_id int,
  PRIMARY KEY (student_id, friend_id),
  FOREIGN KEY (student_id) REFERENCES "Highschooler" ("ID"),
  FOREIGN KEY (friend_id) REFERENCES "Highschooler" ("ID"));
CREATE TEMP TABLE fp AS
SELECT DISTINCT a.id AS x, b.id AS y
  FROM (SELECT pg_temp.r(800) AS a, pg_temp.r(800) AS b FROM generate_series(1, 1600)) s
  JOIN hk a ON a.k = s.a JOIN hk b ON b.k = s.b
 WHERE a.id <> b.id;
INSERT INTO "Friend" SELECT x, y FROM fp UNION SELECT y, x FROM fp;

CREATE TABLE "Likes" (
  student_id int, liked_id int,
  PRIMARY KEY (student_id, liked_id),
  FOREIGN KEY (liked_id) REFERENCES "Highschooler" ("ID"),
  FOREIGN KEY (student_id) REFERENCES "Highschooler" ("ID"));
INSERT INTO "Likes"
SELECT DISTINCT a.id, b.id
  FROM (SELECT pg_temp.r(800) AS a, pg_temp.r(800) AS b FROM generate_series(1, 500)) s
  JOIN hk a ON a.k = s.a JOIN hk b ON b.k = s.b
 WHERE a.id <> b.id;
ANALYZE;
