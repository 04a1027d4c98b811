-- test/accuracy/spider_poker_player.sql: Spider's dev database "poker_player" (people and the poker
-- records of some of them) converted from its SQLite file to PostgreSQL with its names kept, rows
-- scaled up by a deterministic generator; written for issue 16 as a held-out check (tenth round):
-- committed with its truth (spider_poker_player_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case table names, mixed-case columns kept as Spider
-- has them (quoted: "Poker_Player_ID", "People_ID", "Final_Table_Made"); both keys are integers
-- counted from 1, so poker_player's keys are all people keys too; poker_player."People_ID" names
-- a person, each at most once (a 1:1 subset of people), declared. Earnings and ranks are real;
-- "Birth_Date" is text ('May 26, 1986'). Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1986);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE people ("People_ID" int, "Nationality" text, "Name" text, "Birth_Date" text, "Height" real, PRIMARY KEY ("People_ID"));
INSERT INTO people
SELECT i, (ARRAY['Russia', 'Russia', 'Bulgaria', 'Ukraine', 'Latvia', 'USA', 'Germany'])[pg_temp.r(7)],
       (ARRAY['Aleksey', 'Teodor', 'Yevgeni', 'Maksim', 'Semen', 'Roman', 'Sergey', 'Ivan', 'Petr', 'Dmitry'])[pg_temp.r(10)] || ' '
          || (ARRAY['Ostapenko', 'Salparov', 'Sivozhelez', 'Botin', 'Poltavskiy', 'Bragin', 'Grankin', 'Petrov', 'Orlov', 'Volkov'])[pg_temp.r(10)],
       (ARRAY['January', 'February', 'March', 'May', 'July', 'August', 'October', 'December'])[pg_temp.r(8)] || ' ' || pg_temp.r(28)
          || ', ' || (1960 + pg_temp.r(35)),
       (180 + pg_temp.r(30))::real
  FROM generate_series(1, 900) i;

CREATE TABLE poker_player (
  "Poker_Player_ID" int, "People_ID" int, "Final_Table_Made" real, "Best_Finish" real, "Money_Rank" real, "Earnings" real,
  PRIMARY KEY ("Poker_Player_ID"),
  FOREIGN KEY ("People_ID") REFERENCES people ("People_ID"));
INSERT INTO poker_player
SELECT row_number() OVER (ORDER BY md5('p' || p)), p, pg_temp.r(45)::real, pg_temp.r(6)::real, pg_temp.r(300)::real,
       (100000 + pg_temp.r(900000))::real
  FROM generate_series(1, 900) p
 WHERE random() < 0.4;
ANALYZE;
