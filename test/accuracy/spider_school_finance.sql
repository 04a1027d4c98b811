-- test/accuracy/spider_school_finance.sql: Spider's database "school_finance" (Indiana high schools,
-- their yearly budgets and the endowments donated to them) converted from its SQLite file to
-- PostgreSQL with its names kept, rows scaled up by a deterministic generator; written for issue 16
-- as a held-out check (round 14): committed with its truth (spider_school_finance_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; the table "School" is capitalised (quoted), budget and
-- endowment are lower case; mixed-case columns kept as Spider has them ("School_id", "Year",
-- "IHSAA_Class", "donator_name"). Spider declares "School"."School_id" as text and the referencing
-- budget."School_id" and endowment."School_id" as int (SQLite lets it); a conversion that keeps the
-- declared foreign keys must give them the referenced key's type, so all three are text here,
-- holding small decimal numbers ('1' .. '320'). budget is keyed by ("School_id", "Year") with years
-- 1999-2012 (a school has a run of consecutive years; some schools have no budget rows);
-- "Budget_invested_percent" is text ('42.9'). endowment_id counts from 1; donators give to a few
-- schools each, big schools get most endowments, some schools none. "County" is text with the
-- county number in front ('50 Marshall'), as Spider has it. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1999);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;

CREATE TABLE "School" (
  "School_id" text, "School_name" text, "Location" text, "Mascot" text, "Enrollment" int, "IHSAA_Class" text,
  "IHSAA_Football_Class" text, "County" text,
  PRIMARY KEY ("School_id"));
INSERT INTO "School"
SELECT i::text,
       (ARRAY['Bremen', 'Culver Community', 'Glenn', 'Jimtown', 'Knox Community', 'LaVille', 'New Prairie', 'Triton', 'Plymouth',
              'Argos', 'Rochester', 'Warsaw', 'Wawasee', 'Tippecanoe Valley', 'North Judson', 'Oregon-Davis', 'Winamac', 'Caston',
              'Fulton', 'Pioneer'])[pg_temp.r(20)] || CASE WHEN random() < 0.3 THEN ' ' || pg_temp.r(3) ELSE '' END,
       (ARRAY['Bremen', 'Culver', 'Walkerton', 'Elkhart', 'Knox', 'Lakeville', 'New Carlisle', 'Bourbon', 'Plymouth', 'Argos',
              'Rochester', 'Warsaw', 'Syracuse', 'Akron', 'North Judson', 'Hamlet', 'Winamac', 'Fulton', 'Royal Center'])[pg_temp.r(19)],
       (ARRAY['Lions', 'Cavaliers', 'Falcons', 'Jimmies', 'Redskins', 'Lancers', 'Cougars', 'Trojans', 'Pilgrims', 'Dragons',
              'Zebras', 'Tigers', 'Warriors', 'Vikings', 'Bluejays', 'Comets'])[pg_temp.r(16)],
       (150 + pg_temp.sk(1400, 2.0)),
       (ARRAY['A', 'AA', 'AAA', 'AAAA'])[pg_temp.r(4)],
       (ARRAY['A', 'AA', 'AAA', 'AAAA', 'AAAAA', 'AAAAAA'])[pg_temp.r(6)],
       (ARRAY['50 Marshall', '71 St. Joseph', '20 Elkhart', '75 Starke', '46 LaPorte', '25 Fulton', '43 Kosciusko', '66 Pulaski',
              '09 Cass', '45 Lake'])[pg_temp.r(10)]
  FROM generate_series(1, 320) i;

CREATE TABLE budget (
  "School_id" text, "Year" int, "Budgeted" int, total_budget_percent_budgeted real, "Invested" int,
  total_budget_percent_invested real, "Budget_invested_percent" text,
  PRIMARY KEY ("School_id", "Year"),
  FOREIGN KEY ("School_id") REFERENCES "School" ("School_id"));
CREATE TEMP TABLE bspan AS
SELECT i, 1998 + pg_temp.r(10) AS y0, pg_temp.r(8) AS n FROM generate_series(1, 320) i WHERE random() < 0.8;
INSERT INTO budget
SELECT i::text, y, bud, round((100 * random())::numeric, 1)::real, inv, round((100 * random())::numeric, 1)::real,
       round((100.0 * inv / bud)::numeric, 1)::text
  FROM (SELECT i, y, bud, (bud * (0.2 + random() * 1.5))::int AS inv
          FROM (SELECT b.i, y, 3000 + pg_temp.r(8000) AS bud
                  FROM bspan b, generate_series(b.y0, least(2012, b.y0 + b.n - 1)) y) q1) q2;

CREATE TABLE endowment (
  endowment_id int, "School_id" text, donator_name text, amount real,
  PRIMARY KEY (endowment_id),
  FOREIGN KEY ("School_id") REFERENCES "School" ("School_id"));
INSERT INTO endowment
SELECT e, pg_temp.sk(320, 1.8)::text,
       (ARRAY['Monte Plata', 'San José de Ocoa', 'Distrito Nacional', 'Valverde', 'San Cristóbal', 'Santo Domingo Este',
              'Santiago', 'Duarte', 'La Vega', 'Peravia', 'Puerto Plata', 'Espaillat'])[pg_temp.r(12)],
       round((8 + random() * 3)::numeric, 2)::real
  FROM generate_series(1, 1100) e;
ANALYZE;
