-- test/accuracy/spider_employee_hire_evaluation.sql: Spider's dev database "employee_hire_evaluation"
-- (employees, shops, who was hired where, and yearly bonuses) converted from its SQLite file to
-- PostgreSQL with its names kept, rows scaled up by a deterministic generator; written for issue 16
-- as a held-out check (tenth round): committed with its truth
-- (spider_employee_hire_evaluation_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names, mixed-case columns kept
-- as Spider has them (quoted: "Employee_ID", "Shop_ID", "Year_awarded"); small integer keys
-- counted from 1 in each table, so employee's and shop's ranges overlap. hiring is keyed by
-- "Employee_ID" alone (an employee works in one shop; a 1:1 subset of employee) and names the shop
-- by "Shop_ID"; evaluation is keyed by ("Employee_ID", "Year_awarded"). Spider declares
-- evaluation."Employee_ID" as text against the integer employee key (SQLite lets it); a conversion
-- that keeps the declared foreign key gives it the referenced type, so it is integer here.
-- "Start_from" and "Year_awarded" stay text years ('2009'). As in Spider, some evaluated employees
-- have no hiring row. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2011);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE employee ("Employee_ID" int, "Name" text, "Age" int, "City" text, PRIMARY KEY ("Employee_ID"));
INSERT INTO employee
SELECT i, (ARRAY['George', 'Lee', 'Mark', 'Jason', 'Tim', 'Matt', 'Steve', 'Louis', 'Phil', 'Andy', 'Ruth', 'Ella', 'Maya'])[pg_temp.r(13)] || ' '
          || (ARRAY['Chuter', 'Mears', 'Regan', 'Hughes', 'Deegan', 'Payne', 'Ruddock', 'Fowler', 'Tasker', 'Nelson', 'Barker'])[pg_temp.r(11)],
       20 + pg_temp.r(40), (ARRAY['Bristol', 'Bath', 'Wasps', 'Leicester', 'Sale', 'London', 'Bristol', 'Bath'])[pg_temp.r(8)]
  FROM generate_series(1, 1500) i;

CREATE TABLE shop (
  "Shop_ID" int, "Name" text, "Location" text, "District" text, "Number_products" int, "Manager_name" text,
  PRIMARY KEY ("Shop_ID"));
INSERT INTO shop
SELECT i, (ARRAY['FC Haka', 'HJK', 'FC Honka', 'FC Inter', 'FF Jaro', 'FC KooTeePee', 'KuPS', 'FC Lahti', 'IFK Mariehamn'])[1 + i % 9]
          || CASE WHEN i > 9 THEN ' ' || i ELSE '' END,
       (ARRAY['Valkeakoski', 'Helsinki', 'Espoo', 'Turku', 'Jakobstad', 'Kotka', 'Kuopio', 'Lahti', 'Mariehamn'])[1 + i % 9],
       (ARRAY['Tehtaan kenttä', 'Finnair Stadium', 'Tapiolan Urheilupuisto', 'Veritas Stadion', 'Jakobstads Centralplan',
              'Arto Tolsa Areena', 'Magnum Areena', 'Lahden Stadion', 'Wiklöf Holding Arena'])[1 + i % 9],
       pg_temp.r(20000), (ARRAY['Olli Huttunen', 'Antti Muurinen', 'Mika Lehkosuo', 'Job Dragtsma', 'Mika Laurikainen'])[pg_temp.r(5)]
  FROM generate_series(1, 80) i;

CREATE TABLE hiring (
  "Shop_ID" int, "Employee_ID" int, "Start_from" text, "Is_full_time" bool,
  PRIMARY KEY ("Employee_ID"),
  FOREIGN KEY ("Shop_ID") REFERENCES shop ("Shop_ID"),
  FOREIGN KEY ("Employee_ID") REFERENCES employee ("Employee_ID"));
INSERT INTO hiring
SELECT least(pg_temp.sk(76, 1.5), 76), i, (2000 + pg_temp.r(23))::text, random() < 0.7
  FROM generate_series(1, 1500) i
 WHERE random() < 0.8;

CREATE TABLE evaluation (
  "Employee_ID" int, "Year_awarded" text, "Bonus" real,
  PRIMARY KEY ("Employee_ID", "Year_awarded"),
  FOREIGN KEY ("Employee_ID") REFERENCES employee ("Employee_ID"));
INSERT INTO evaluation
SELECT DISTINCT ON (e, y) e, y, (ARRAY[3000, 3200, 2900, 4000, 3900, 3500, 1500])[pg_temp.r(7)]::real
  FROM (SELECT pg_temp.r(1500) AS e, (2008 + pg_temp.r(15))::text AS y FROM generate_series(1, 2400)) x;
ANALYZE;
