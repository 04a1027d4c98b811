-- test/accuracy/spider_wta_1.sql: Spider's dev database "wta_1" (Jeff Sackmann's WTA tennis data:
-- players, matches and weekly rankings) converted from its SQLite file to PostgreSQL with its names
-- kept, rows scaled to a few thousand by a deterministic generator; written for issue 16 as a
-- held-out check (tenth round): committed with its truth (spider_wta_1_truth.csv) BEFORE discovery
-- was ever run on it.
--
-- Its conventions: one schema, public; lower-case plural table names and snake_case columns;
-- players keyed by player_id, six-digit WTA numbers from 200001 with gaps; matches has no key of
-- its own (a flat CSV row per match) and names both players by role, winner_id and loser_id, each
-- declared against players, beside denormalised copies of each player's name, hand, country
-- (winner_ioc, loser_ioc: IOC codes 'USA', 'RUS' of no table), height, age, rank and rank points;
-- tourney_id is text ('2016-0304', '2017-W-FC-USA-01A-2017'), tourney_date a date; seeds and
-- entries mostly NULL. rankings has no key either: a row per week and ranked player (ranking_date,
-- ranking, player_id, ranking_points, tours), player_id declared. The ranks (1..600) name nothing.
-- Top players play and win most; many players never appear in a match. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2016);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE players (
  player_id INT PRIMARY KEY, first_name TEXT, last_name TEXT, hand TEXT, birth_date DATE, country_code TEXT);
INSERT INTO players
SELECT 200000 + i * 3 - pg_temp.r(2) + 1,
       (ARRAY['Serena', 'Angelique', 'Agnieszka', 'Simona', 'Garbine', 'Karolina', 'Svetlana', 'Maria', 'Petra', 'Venus',
              'Elina', 'Madison', 'Dominika', 'Johanna', 'Caroline', 'Ekaterina', 'Anastasia', 'Daria', 'Lucie', 'Carla'])[pg_temp.r(20)],
       (ARRAY['Williams', 'Kerber', 'Radwanska', 'Halep', 'Muguruza', 'Pliskova', 'Kuznetsova', 'Sharapova', 'Kvitova', 'Svitolina',
              'Keys', 'Cibulkova', 'Konta', 'Wozniacki', 'Makarova', 'Pavlyuchenkova', 'Kasatkina', 'Safarova', 'Suarez Navarro',
              'Bencic', 'Stephens', 'Vandeweghe', 'Ostapenko', 'Mladenovic', 'Garcia'])[pg_temp.r(25)],
       (ARRAY['R', 'R', 'R', 'R', 'R', 'R', 'L', 'U'])[pg_temp.r(8)],
       CASE WHEN random() < 0.93 THEN date '1975-01-01' + pg_temp.r(9000) END,
       (ARRAY['USA', 'USA', 'RUS', 'RUS', 'CZE', 'GER', 'FRA', 'ROU', 'ESP', 'POL', 'UKR', 'AUS', 'GBR', 'ITA', 'JPN', 'CHN', 'SVK',
              'BLR', 'SUI', 'DEN', 'LAT', 'SRB', 'CRO', 'BEL', 'NED', 'ARG', 'BRA', 'KAZ', 'CAN', 'SWE'])[pg_temp.r(30)]
  FROM generate_series(1, 1500) i;
CREATE TEMP TABLE pk AS
SELECT row_number() OVER (ORDER BY md5('p' || player_id)) AS k, player_id AS id, first_name || ' ' || last_name AS name, hand,
       country_code AS ioc, 160 + pg_temp.r(30) AS ht, birth_date
  FROM players;

CREATE TABLE matches (
  best_of INT, draw_size INT, loser_age FLOAT, loser_entry TEXT, loser_hand TEXT, loser_ht INT, loser_id INT, loser_ioc TEXT,
  loser_name TEXT, loser_rank INT, loser_rank_points INT, loser_seed INT, match_num INT, minutes INT, round TEXT, score TEXT,
  surface TEXT, tourney_date DATE, tourney_id TEXT, tourney_level TEXT, tourney_name TEXT, winner_age FLOAT, winner_entry TEXT,
  winner_hand TEXT, winner_ht INT, winner_id INT, winner_ioc TEXT, winner_name TEXT, winner_rank INT, winner_rank_points INT,
  winner_seed INT, year INT,
  FOREIGN KEY (loser_id) REFERENCES players (player_id),
  FOREIGN KEY (winner_id) REFERENCES players (player_id));
CREATE TEMP TABLE tour AS
SELECT t, CASE WHEN t % 17 = 0 THEN y || '-W-FC-' || (ARRAY['USA', 'CZE', 'FRA', 'RUS'])[1 + t % 4] || '-0' || (1 + t % 3) || 'A-' || y
               ELSE y || '-' || lpad((300 + t * 7)::text, 4, '0') END AS tid,
       (ARRAY['Brisbane', 'Sydney', 'Australian Open', 'Doha', 'Dubai', 'Indian Wells', 'Miami', 'Charleston', 'Stuttgart', 'Madrid',
              'Rome', 'Roland Garros', 'Birmingham', 'Eastbourne', 'Wimbledon', 'Stanford', 'Toronto', 'Cincinnati', 'US Open',
              'Wuhan', 'Beijing', 'Tokyo', 'Moscow', 'Singapore', 'Fed Cup'])[1 + t % 25] AS tname,
       CASE WHEN t % 17 = 0 THEN 'D' ELSE (ARRAY['G', 'P', 'PM', 'I', 'I', 'I'])[1 + t % 6] END AS lvl,
       (ARRAY['Hard', 'Hard', 'Clay', 'Grass', 'Carpet'])[1 + t % 5] AS surf, y,
       make_date(y, 1, 1) + (t * 7) % 350 AS d
  FROM generate_series(1, 90) t, LATERAL (SELECT CASE WHEN t <= 45 THEN 2016 ELSE 2017 END AS y) yy;
INSERT INTO matches
SELECT CASE WHEN tour.lvl = 'D' THEN 3 ELSE 3 END, (ARRAY[32, 32, 64, 128, 56])[pg_temp.r(5)],
       round(((tour.d - l.birth_date) / 365.25)::numeric, 3), CASE WHEN random() < 0.12 THEN (ARRAY['Q', 'WC', 'LL'])[pg_temp.r(3)] END,
       l.hand, CASE WHEN random() < 0.6 THEN l.ht END, l.id, l.ioc, l.name,
       CASE WHEN random() < 0.97 THEN m.lk END, CASE WHEN random() < 0.97 THEN 8000 / m.lk + pg_temp.r(50) END,
       CASE WHEN random() < 0.2 THEN pg_temp.r(32) END, m.i % 300 + 1, CASE WHEN random() < 0.8 THEN 50 + pg_temp.r(150) END,
       (ARRAY['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F', 'RR'])[pg_temp.r(8)],
       '6-' || (pg_temp.r(5) - 1) || ' ' || (ARRAY['6-3', '7-5', '4-6 6-2', '7-6(4)', '6-1'])[pg_temp.r(5)],
       tour.surf, tour.d, tour.tid, tour.lvl, tour.tname,
       round(((tour.d - w.birth_date) / 365.25)::numeric, 3), CASE WHEN random() < 0.08 THEN (ARRAY['Q', 'WC', 'LL'])[pg_temp.r(3)] END,
       w.hand, CASE WHEN random() < 0.6 THEN w.ht END, w.id, w.ioc, w.name,
       CASE WHEN random() < 0.98 THEN m.wk END, CASE WHEN random() < 0.98 THEN 8000 / m.wk + pg_temp.r(50) END,
       CASE WHEN random() < 0.35 THEN pg_temp.r(32) END, tour.y
  FROM (SELECT i, least(pg_temp.sk(600, 2.2), 600) AS wk, least(pg_temp.sk(900, 1.6), 900) AS lk, pg_temp.r(90) AS t
          FROM generate_series(1, 3000) i) m
  JOIN pk w ON w.k = m.wk JOIN pk l ON l.k = m.lk JOIN tour ON tour.t = m.t
 WHERE w.id <> l.id;

CREATE TABLE rankings (
  ranking_date DATE, ranking INT, player_id INT, ranking_points INT, tours INT,
  FOREIGN KEY (player_id) REFERENCES players (player_id));
INSERT INTO rankings
SELECT date '2017-01-02' + w * 7, rank, pk.id, 9000 / rank + pg_temp.r(40), 5 + pg_temp.r(25)
  FROM generate_series(0, 9) w
  CROSS JOIN LATERAL (SELECT row_number() OVER (ORDER BY k + random() * 40) AS rank, k FROM pk WHERE k <= 640 + w * 0) x
  JOIN pk ON pk.k = x.k
 WHERE x.rank <= 600;
ANALYZE;
