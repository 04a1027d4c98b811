-- test/accuracy/spider_singer.sql: Spider's dev database "singer" (singers and their songs)
-- converted from its SQLite file to PostgreSQL with its names kept, rows scaled up by a
-- deterministic generator; written for issue 16 as a held-out check (tenth round): committed with
-- its truth (spider_singer_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names, mixed-case columns kept
-- as Spider has them (quoted: "Singer_ID", "Song_ID", "Net_Worth_Millions"); both keys are
-- integers counted from 1, so singer's key range lies inside song's; song."Singer_ID" names the
-- singer, declared. "Birth_Year", "Sales" and "Highest_Position" are real, as in Spider. A few
-- singers have most songs, some none. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1944);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE singer (
  "Singer_ID" int, "Name" text, "Birth_Year" real, "Net_Worth_Millions" real, "Citizenship" text, PRIMARY KEY ("Singer_ID"));
INSERT INTO singer
SELECT i, (ARRAY['Liliane', 'Christy', 'Iris', 'Gina', 'Abigail', 'Susanne', 'Alice', 'Jacqueline', 'Maria', 'Sofia'])[pg_temp.r(10)] || ' '
          || (ARRAY['Bettencourt', 'Walton', 'Fontbona', 'Rinehart', 'Johnson', 'Klatten', 'Walton', 'Mars', 'Franz', 'Berg'])[pg_temp.r(10)],
       (1930 + pg_temp.r(60))::real, round((1 + random() * 40)::numeric, 1)::real,
       (ARRAY['France', 'United States', 'Chile', 'Australia', 'Germany', 'Canada'])[pg_temp.r(6)]
  FROM generate_series(1, 300) i;

CREATE TABLE song (
  "Song_ID" int, "Title" text, "Singer_ID" int, "Sales" real, "Highest_Position" real,
  PRIMARY KEY ("Song_ID"),
  FOREIGN KEY ("Singer_ID") REFERENCES singer ("Singer_ID"));
INSERT INTO song
SELECT i, (ARRAY['Do They Know It''s Christmas', 'F**k It (I Don''t Want You Back)', 'Cha Cha Slide', 'Call on Me', 'Yeah',
                 'All This Time', 'Left Outside Alone', 'Mysterious Girl', 'Hold On', 'Blue Sky'])[pg_temp.r(10)]
          || CASE WHEN random() < 0.7 THEN ' ' || pg_temp.r(500) ELSE '' END,
       least(pg_temp.sk(280, 1.8), 280), (100000 + pg_temp.r(1200000))::real, pg_temp.r(20)::real
  FROM generate_series(1, 2000) i;
ANALYZE;
