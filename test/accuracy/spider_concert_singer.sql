-- test/accuracy/spider_concert_singer.sql: Spider's dev database "concert_singer" (stadiums, singers,
-- concerts and who sang at which) converted from its SQLite file to PostgreSQL with its names kept,
-- rows scaled up by a deterministic generator; written for issue 16 as a held-out check (tenth
-- round): committed with its truth (spider_concert_singer_truth.csv) BEFORE discovery was ever run
-- on it.
--
-- Its conventions: one schema, public; lower-case singular table names, mixed-case columns kept
-- as Spider has them (quoted: "Stadium_ID", "Singer_ID", "concert_ID", "concert_Name"); every key
-- is a small integer counted from 1 in each table, so the key ranges of stadium, singer and concert
-- overlap. Spider declares concert."Stadium_ID" and singer_in_concert."Singer_ID" as text against
-- integer keys (SQLite lets it); a conversion that keeps the declared foreign keys must give them
-- the referenced key's type, so they are integer here. "Year" and "Song_release_year" stay text
-- ('2014'). singer_in_concert is the link table keyed by ("concert_ID", "Singer_ID"). A few
-- stadiums never host a concert and some singers never sing; big stadiums host most concerts.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2014);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE stadium (
  "Stadium_ID" int, "Location" text, "Name" text, "Capacity" int, "Highest" int, "Lowest" int, "Average" int,
  PRIMARY KEY ("Stadium_ID"));
INSERT INTO stadium
SELECT i, (ARRAY['Raith Rovers', 'Ayr United', 'East Fife', 'Queen''s Park', 'Stirling Albion', 'Arbroath', 'Alloa Athletic',
                 'Peterhead', 'Brechin City', 'Forfar Athletic', 'Montrose', 'Clyde'])[1 + i % 12],
       (ARRAY['Stark''s Park', 'Somerset Park', 'Bayview Stadium', 'Hampden Park', 'Forthbank Stadium', 'Gayfield Park',
              'Recreation Park', 'Balmoor', 'Glebe Park', 'Station Park', 'Links Park', 'Broadwood'])[1 + i % 12] || ' ' || i,
       c, c / 3 + pg_temp.r(c / 4), c / 40 + pg_temp.r(300), c / 8 + pg_temp.r(c / 10)
  FROM (SELECT i, 2000 + pg_temp.r(50000) AS c FROM generate_series(1, 60) i) s;

CREATE TABLE singer (
  "Singer_ID" int, "Name" text, "Country" text, "Song_Name" text, "Song_release_year" text, "Age" int, "Is_male" bool,
  PRIMARY KEY ("Singer_ID"));
INSERT INTO singer
SELECT i, (ARRAY['Joe', 'Timbaland', 'Justin', 'Rose', 'John', 'Tribal', 'Anna', 'Marie', 'Luc', 'Sofia'])[pg_temp.r(10)] || ' '
          || (ARRAY['Sharp', 'Brown', 'White', 'Nizinik', 'King', 'Martin', 'Dubois', 'Berg', 'Rossi', 'Novak'])[pg_temp.r(10)],
       (ARRAY['Netherlands', 'United States', 'France', 'France', 'France', 'Germany', 'Italy', 'Spain'])[pg_temp.r(8)],
       (ARRAY['You', 'Dangerous', 'Hey Oh', 'Sun', 'Gentleman', 'Love', 'Night', 'Rain', 'Home', 'Fire'])[pg_temp.r(10)],
       (1995 + pg_temp.r(28))::text, 18 + pg_temp.r(45), random() < 0.55
  FROM generate_series(1, 400) i;

CREATE TABLE concert (
  "concert_ID" int, "concert_Name" text, "Theme" text, "Stadium_ID" int, "Year" text,
  PRIMARY KEY ("concert_ID"),
  FOREIGN KEY ("Stadium_ID") REFERENCES stadium ("Stadium_ID"));
INSERT INTO concert
SELECT i, (ARRAY['Auditions', 'Super bootcamp', 'Home Visits', 'Week 1', 'Week 2', 'Week 3', 'Semi-final', 'Final'])[pg_temp.r(8)],
       (ARRAY['Free choice', 'Free choice 2', 'Bleeding Love', 'Wide Awake', 'Happy Tonight', 'Party All Night', 'Movie Night'])[pg_temp.r(7)],
       least(pg_temp.sk(56, 1.8), 56), (2010 + pg_temp.r(14))::text
  FROM generate_series(1, 700) i;

CREATE TABLE singer_in_concert (
  "concert_ID" int, "Singer_ID" int,
  PRIMARY KEY ("concert_ID", "Singer_ID"),
  FOREIGN KEY ("concert_ID") REFERENCES concert ("concert_ID"),
  FOREIGN KEY ("Singer_ID") REFERENCES singer ("Singer_ID"));
INSERT INTO singer_in_concert
SELECT DISTINCT c, least(pg_temp.sk(380, 1.4), 380)
  FROM generate_series(1, 700) c, generate_series(1, 4) k
 WHERE random() < 0.8;
ANALYZE;
