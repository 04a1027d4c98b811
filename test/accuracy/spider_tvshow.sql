-- test/accuracy/spider_tvshow.sql: Spider's dev database "tvshow" (Italian TV channels, the episodes
-- of their series and their cartoons) converted from its SQLite file to PostgreSQL with its names
-- kept, rows scaled up by a deterministic generator; written for issue 16 as a held-out check
-- (tenth round): committed with its truth (spider_tvshow_truth.csv) BEFORE discovery was ever run
-- on it.
--
-- Its conventions: one schema, public; mixed-case table names as Spider has them (quoted:
-- "TV_Channel", "TV_series", "Cartoon") and mixed-case columns ("Channel", "Pixel_aspect_ratio_PAR",
-- "18_49_Rating_Share"); "TV_Channel" is keyed by a text id holding a three-digit number ('700',
-- '701', '728', sparse), while "TV_series" and "Cartoon" are keyed by a real id (1.0, 2.0 ...), as
-- in Spider; both name their channel by "Channel", text, declared. "Cartoon"."Production_code"
-- (101, 102 ...) and "TV_series"."Weekly_Rank" are real numbers that name nothing. Some channels
-- have no series or cartoon; a few channels carry most. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.0700);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE "TV_Channel" (
  id text, series_name text, "Country" text, "Language" text, "Content" text, "Pixel_aspect_ratio_PAR" text,
  "Hight_definition_TV" text, "Pay_per_view_PPV" text, "Package_Option" text,
  PRIMARY KEY (id));
INSERT INTO "TV_Channel"
SELECT c::text, (ARRAY['Sky Radio', 'Sky Music', 'Music Box Italia', 'MTV Hits', 'MTV Classic', 'MTV Rocks', 'MTV Dance', 'MTV Music',
                       'MTV Live HD', 'Radio Capital TiVù', 'myDeejay', 'Match Music', 'Rock TV', 'Hip Hop TV', 'Classica'])[pg_temp.r(15)]
          || CASE WHEN random() < 0.6 THEN ' ' || c ELSE '' END,
       (ARRAY['Italy', 'Italy', 'Italy', 'United Kingdom', 'Poland'])[pg_temp.r(5)],
       (ARRAY['Italian', 'Italian', 'Italian', 'English', 'Polish'])[pg_temp.r(5)], 'music',
       (ARRAY['4:3', '16:9', '4:3 / 16:9'])[pg_temp.r(3)], CASE WHEN random() < 0.3 THEN 'yes' ELSE 'no' END,
       'no', (ARRAY['Sky Famiglia', 'Sky Famiglia + Sky HD', 'no ( FTA )', 'Option', 'Sky Cinema'])[pg_temp.r(5)]
  FROM (SELECT DISTINCT 699 + pg_temp.r(300) AS c FROM generate_series(1, 140)) s;
CREATE TEMP TABLE ck AS SELECT row_number() OVER (ORDER BY md5('c' || id)) AS k, id FROM "TV_Channel";

CREATE TABLE "TV_series" (
  id real, "Episode" text, "Air_Date" text, "Rating" text, "Share" real, "18_49_Rating_Share" text, "Viewers_m" text,
  "Weekly_Rank" real, "Channel" text,
  PRIMARY KEY (id),
  FOREIGN KEY ("Channel") REFERENCES "TV_Channel" (id));
INSERT INTO "TV_series"
SELECT i, (ARRAY['A Love of a Lifetime', 'Friendly Skies', 'Game Three', 'The Year of the Rabbit', 'The Legend of Dylan McCleen',
                 'Keepers', 'Double Down', 'Winterland', 'Emily', 'Blowback', 'Home By Another Way', 'The Hanged Man'])[pg_temp.r(12)],
       (ARRAY['September', 'October', 'November', 'December', 'January', 'February'])[pg_temp.r(6)] || ' ' || pg_temp.r(28) || ', ' || (2005 + pg_temp.r(10)),
       round((3 + random() * 4)::numeric, 1)::text, pg_temp.r(12)::real, round((1 + random() * 3)::numeric, 1) || '/' || pg_temp.r(10),
       round((4 + random() * 6)::numeric, 2)::text, CASE WHEN random() < 0.1 THEN NULL ELSE pg_temp.r(90)::real END, ck.id
  FROM (SELECT i, least(pg_temp.sk(110, 1.8), 110) AS k FROM generate_series(1, 1500) i) s JOIN ck ON ck.k = s.k;

CREATE TABLE "Cartoon" (
  id real, "Title" text, "Directed_by" text, "Written_by" text, "Original_air_date" text, "Production_code" real, "Channel" text,
  PRIMARY KEY (id),
  FOREIGN KEY ("Channel") REFERENCES "TV_Channel" (id));
INSERT INTO "Cartoon"
SELECT i, (ARRAY['The Rise of the Blue Beetle!', 'Terror on Dinosaur Island!', 'Evil Under the Sea!', 'Day of the Dark Knight!',
                 'Enter the Outsiders!', 'Dawn of the Dead Man!', 'Fall of the Blue Beetle!', 'Deep Cover for Batman!'])[pg_temp.r(8)],
       (ARRAY['Ben Jones', 'Brandon Vietti', 'Michael Chang'])[pg_temp.r(3)],
       (ARRAY['Michael Jelenic', 'Steven Melching', 'Joseph Kuhr', 'James Krieg', 'Matt Wayne', 'Todd Casey'])[pg_temp.r(6)],
       (ARRAY['November', 'December', 'January', 'February', 'March'])[pg_temp.r(5)] || pg_temp.r(28) || ',' || (2008 + pg_temp.r(4)),
       (100 + i)::real, ck.id
  FROM (SELECT i, least(pg_temp.sk(60, 1.5), 60) AS k FROM generate_series(1, 800) i) s JOIN ck ON ck.k = s.k;
ANALYZE;
