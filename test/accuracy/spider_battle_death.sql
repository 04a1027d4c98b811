-- test/accuracy/spider_battle_death.sql: Spider's dev database "battle_death" (Bulgarian-Latin
-- battles, ships lost in them and the deaths each ship caused) converted from its SQLite file to
-- PostgreSQL with its names kept, rows scaled up by a deterministic generator; written for issue 16
-- as a held-out check (tenth round): committed with its truth (spider_battle_death_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names and lower-case columns;
-- every table keyed by a bare integer id counted from 1, so all three key ranges overlap; the
-- references are named by role, not by the table: ship.lost_in_battle -> battle.id and
-- death.caused_by_ship_id -> ship.id, both declared, each put first in its table as Spider has it.
-- ship.tonnage is text ('t', '391'); dates are text ('14 April 1205'). Some battles lost no ship
-- and some ships caused no death. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1205);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE battle (
  id int, name text, date text, bulgarian_commander text, latin_commander text, result text, PRIMARY KEY (id));
INSERT INTO battle
SELECT i, 'Battle of ' || (ARRAY['Adrianople', 'Serres', 'Rusion', 'Rodosto', 'Messinopolis', 'Boruy', 'Philippopolis',
                                 'Klokotnitsa', 'Tryavna', 'Devina', 'Skafida', 'Pomorie', 'Versinikia', 'Anchialus'])[1 + i % 14]
          || CASE WHEN i > 14 THEN ' (' || (1190 + i) || ')' ELSE '' END,
       pg_temp.r(28) || ' ' || (ARRAY['January', 'February', 'April', 'June', 'August', 'September', 'October'])[pg_temp.r(7)] || ' ' || (1190 + i),
       (ARRAY['Kaloyan', 'Kaloyan', 'Boril', 'Ivan Asen II', 'Unknown'])[pg_temp.r(5)],
       (ARRAY['Baldwin I', 'Unknown', 'Thierry de Termond', 'Henry I', 'Boniface of Montferrat', 'Theodore Komnenos'])[pg_temp.r(6)],
       (ARRAY['Bulgarian victory', 'Bulgarian victory', 'Latin victory', 'Indecisive'])[pg_temp.r(4)]
  FROM generate_series(1, 60) i;

CREATE TABLE ship (
  lost_in_battle int, id int, name text, tonnage text, ship_type text, location text, disposition_of_ship text,
  PRIMARY KEY (id),
  FOREIGN KEY (lost_in_battle) REFERENCES battle (id));
INSERT INTO ship
SELECT least(pg_temp.sk(55, 1.3), 55), i,
       (ARRAY['Lettice', 'Bon Accord', 'Mary', 'HMS Avon', 'Three Brothers', 'Bacchus', 'HMS Atalanta', 'Hope', 'Fortune', 'Swan'])[pg_temp.r(10)],
       CASE WHEN random() < 0.3 THEN 't' ELSE (100 + pg_temp.r(600))::text END,
       (ARRAY['Brig', 'Brig', '18-gun Brig', '8 gun Brig', 'Schooner', 'Sloop', 'Frigate'])[pg_temp.r(7)],
       (ARRAY['English Channel', 'SW Approaches', 'Mid-Atlantic', 'Baltic', 'Black Sea', 'Aegean'])[pg_temp.r(6)],
       (ARRAY['Captured', 'Captured', 'Wrecked', 'Sank', 'Scuttled', 'Burned'])[pg_temp.r(6)]
  FROM generate_series(1, 300) i;

CREATE TABLE death (
  caused_by_ship_id int, id int, note text, killed int, injured int,
  PRIMARY KEY (id),
  FOREIGN KEY (caused_by_ship_id) REFERENCES ship (id));
INSERT INTO death
SELECT least(pg_temp.sk(280, 1.5), 280), i,
       CASE WHEN random() < 0.5 THEN '' ELSE (ARRAY['Dililbuk', 'Mettu', 'Haripur', 'Bharathpur', 'Bajhang', 'Dolakha', 'Taplejung'])[pg_temp.r(7)] END,
       pg_temp.r(30) - 1, pg_temp.r(20) - 1
  FROM generate_series(1, 1200) i;
ANALYZE;
