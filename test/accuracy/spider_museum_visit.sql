-- test/accuracy/spider_museum_visit.sql: Spider's dev database "museum_visit" (museums, visitors and
-- their visits) converted from its SQLite file to PostgreSQL with its names kept, rows scaled up by
-- a deterministic generator; written for issue 16 as a held-out check (tenth round): committed with
-- its truth (spider_museum_visit_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names, mixed-case columns kept
-- as Spider has them (quoted: "Museum_ID", "Num_of_Staff", "Level_of_membership"); visitor is keyed
-- by a bare "ID" while visit names it "visitor_ID"; visit is keyed by ("Museum_ID", "visitor_ID")
-- (one row per pair, with the ticket count and the total spent). Spider declares
-- visit."visitor_ID" as text against the integer visitor key (SQLite lets it); a conversion that
-- keeps the declared foreign key gives it the referenced type, so it is integer here. Museums are
-- numbered from 1, visitors from 1 too, so the two ranges overlap. "Open_Year" stays text
-- ('2009'). Many visitors never visit; big museums take most visits. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2009);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE museum ("Museum_ID" int, "Name" text, "Num_of_Staff" int, "Open_Year" text, PRIMARY KEY ("Museum_ID"));
INSERT INTO museum
SELECT i, (ARRAY['Plaza Museum', 'Capital Plaza Museum', 'Jefferson Development Museum', 'Willow Grande Museum', 'RiverPark Museum',
                 'Place Tower Museum', 'Central City District Residential Museum', 'ZirMed Gateway Museum', 'Harbor Museum',
                 'Old Mill Museum'])[1 + i % 10] || CASE WHEN i > 10 THEN ' ' || i ELSE '' END,
       pg_temp.r(80), (1995 + pg_temp.r(28))::text
  FROM generate_series(1, 120) i;

CREATE TABLE visitor ("ID" int, "Name" text, "Level_of_membership" int, "Age" int, PRIMARY KEY ("ID"));
INSERT INTO visitor
SELECT i, (ARRAY['Gonzalo', 'Guti', 'Vincent', 'Jose', 'Fernando', 'Maria', 'Ana', 'Carlos', 'Lucia', 'Pablo'])[pg_temp.r(10)] || ' '
          || (ARRAY['Higuaín', 'Midfielder', 'Carlos', 'Gago', 'Arbeloa', 'Ruiz', 'Moreno', 'Vidal', 'Soto', 'Navarro'])[pg_temp.r(10)],
       pg_temp.r(8), 15 + pg_temp.r(60)
  FROM generate_series(1, 2000) i;

CREATE TABLE visit (
  "Museum_ID" int, "visitor_ID" int, "Num_of_Ticket" int, "Total_spent" real,
  PRIMARY KEY ("Museum_ID", "visitor_ID"),
  FOREIGN KEY ("Museum_ID") REFERENCES museum ("Museum_ID"),
  FOREIGN KEY ("visitor_ID") REFERENCES visitor ("ID"));
INSERT INTO visit
SELECT DISTINCT ON (m, v) m, v, n, round((n * (5 + random() * 30))::numeric, 2)::real
  FROM (SELECT least(pg_temp.sk(115, 1.7), 115) AS m, pg_temp.r(2000) AS v, pg_temp.r(25) AS n FROM generate_series(1, 2600)) x
 WHERE v % 5 <> 0;
ANALYZE;
