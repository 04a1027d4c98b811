-- test/accuracy/spider_orchestra.sql: Spider's dev database "orchestra" (conductors, orchestras,
-- their performances and the shows of each performance) converted from its SQLite file to
-- PostgreSQL with its names kept, rows scaled up by a deterministic generator; written for issue 16
-- as a held-out check (tenth round): committed with its truth (spider_orchestra_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names, mixed-case columns kept as
-- Spider has them (quoted: "Conductor_ID", "Orchestra_ID", "Performance_ID", "Show_ID",
-- "Official_ratings_(millions)"); keys counted from 1 in every table, so the ranges overlap; the
-- table orchestra has a column "Orchestra" (its name). show has no primary key in Spider: its
-- "Show_ID" is unique in the data but undeclared, and nothing references it. "Weekly_rank" and
-- "Share" ('22.7%') are text; show."Result" is 'T'/'F' text beside a boolean "If_first_show".
-- Some conductors lead no orchestra, some performances have no show. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1877);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE conductor ("Conductor_ID" int, "Name" text, "Age" int, "Nationality" text, "Year_of_Work" int, PRIMARY KEY ("Conductor_ID"));
INSERT INTO conductor
SELECT i, (ARRAY['Antal', 'Colin', 'Paul', 'Pieter', 'Valeri', 'Robert', 'Igor', 'Michael', 'Seiji', 'Gerard', 'Riccardo', 'Kurt'])[pg_temp.r(12)] || ' '
          || (ARRAY['Doráti', 'Davis', 'Jorgensen', 'Debije', 'Gergiev', 'Craft', 'Stravinsky', 'Tilson', 'Ozawa', 'Schwarz', 'Muti', 'Masur'])[pg_temp.r(12)],
       30 + pg_temp.r(50), (ARRAY['USA', 'UK', 'Netherlands', 'Russia', 'Japan', 'Italy', 'Germany'])[pg_temp.r(7)], 5 + pg_temp.r(40)
  FROM generate_series(1, 80) i;

CREATE TABLE orchestra (
  "Orchestra_ID" int, "Orchestra" text, "Conductor_ID" int, "Record_Company" text, "Year_of_Founded" real,
  "Major_Record_Format" text,
  PRIMARY KEY ("Orchestra_ID"),
  FOREIGN KEY ("Conductor_ID") REFERENCES conductor ("Conductor_ID"));
INSERT INTO orchestra
SELECT i, (ARRAY['London Symphony Orchestra', 'Columbia Symphony Orchestra', 'Royal Concertgebouw Orchestra', 'Royal Danish Orchestra',
                 'Detroit Symphony Orchestra', 'Montreal Symphony Orchestra', 'Seattle Symphony Orchestra', 'Kirov Orchestra',
                 'Philharmonia Orchestra', 'Orchestre de Paris', 'Chicago Symphony Orchestra', 'Vienna Philharmonic'])[1 + i % 12]
          || CASE WHEN i > 12 THEN ' ' || (i / 12 + 1) ELSE '' END,
       least(pg_temp.sk(70, 1.2), 70),
       (ARRAY['Mercury Records', 'Columbia Masterworks', 'RCA', 'Decca Records', 'Delos Records', 'Philips', 'EMI', 'Kultur'])[pg_temp.r(8)],
       (1880 + pg_temp.r(130))::real, (ARRAY['CD', 'CD', 'CD / LP', 'DVD', 'LP'])[pg_temp.r(5)]
  FROM generate_series(1, 150) i;

CREATE TABLE performance (
  "Performance_ID" int, "Orchestra_ID" int, "Type" text, "Date" text, "Official_ratings_(millions)" real,
  "Weekly_rank" text, "Share" text,
  PRIMARY KEY ("Performance_ID"),
  FOREIGN KEY ("Orchestra_ID") REFERENCES orchestra ("Orchestra_ID"));
INSERT INTO performance
SELECT i, least(pg_temp.sk(145, 1.6), 145),
       (ARRAY['Auditions 1', 'Auditions 2', 'Auditions 3', 'Auditions 4', 'Auditions 5', 'Semi-final 1', 'Semi-final 2', 'Live final',
              'Live final results'])[pg_temp.r(9)],
       pg_temp.r(28) || ' ' || (ARRAY['June', 'July', 'August', 'September'])[pg_temp.r(4)],
       round((4 + random() * 8)::numeric, 2)::real, CASE WHEN random() < 0.1 THEN 'TBC' ELSE pg_temp.r(20)::text END,
       round((15 + random() * 30)::numeric, 1) || '%'
  FROM generate_series(1, 1500) i;

CREATE TABLE show ("Show_ID" int, "Performance_ID" int, "If_first_show" bool, "Result" text, "Attendance" real,
  FOREIGN KEY ("Performance_ID") REFERENCES performance ("Performance_ID"));
INSERT INTO show
SELECT i, p, random() < 0.4, CASE WHEN random() < 0.6 THEN 'T' ELSE 'F' END, round((500 + random() * 4000)::numeric, 1)::real
  FROM (SELECT i, pg_temp.r(1400) AS p FROM generate_series(1, 2400) i) s;
ANALYZE;
