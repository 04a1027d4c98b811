-- test/accuracy/spider_tracking_grants_for_research.sql: Spider's database
-- "tracking_grants_for_research" (organisations, their research staff, the grants they receive
-- and the documents sent about them, projects with staff, tasks and outcomes) converted from its
-- SQLite file to PostgreSQL with its names kept, rows scaled up by a deterministic generator;
-- written for issue 16 as a held-out check (fourteenth round): committed with its truth
-- (spider_tracking_grants_for_research_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions (Spider's generated "business" schemas): one schema, public; quoted CamelCase
-- plural table names; lookups keyed by short VARCHAR codes ("Organisation_Types".organisation_type
-- 'RES' / 'SPON', "Document_Types" 'APP' / 'REG', "Research_Outcomes" 'Paper' / 'Patent',
-- "Staff_Roles" 'leader' / 'researcher'; a few more codes of the same kind added for the larger
-- row counts), the other tables by <singular>_id integers counted from 1 each, so ranges overlap.
-- The declared FKs are Spider's: "Organisations".organisation_type, "Research_Staff"
-- .employer_organisation_id (a role name, -> "Organisations".organisation_id), "Grants"
-- .organisation_id, "Documents".document_type_code (nullable) and grant_id, "Projects"
-- .organisation_id, "Project_Staff".project_id and role_code, "Project_Outcomes".project_id and
-- outcome_code (a keyless table), "Tasks".project_id. "Project_Staff".staff_id is a DOUBLE
-- PRECISION primary key whose values in Spider are arbitrary numbers (0, 3, 45, 171, 4716,
-- 5137097 ...) and no reference to "Research_Staff", which Spider does not declare; it is modelled
-- so and left out of the truth. "Tasks" keeps Spider's column "eg Agree Objectives" (a name with
-- spaces, VARCHAR(1), NULL everywhere). *_details columns hold lorem-ipsum words; dates are
-- timestamps. Some organisations have no grants or projects. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1414);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.lorem() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY['et', 'eius', 'impedit', 'quo', 'est', 'porro', 'ducimus', 'voluptas', 'sed', 'quibusdam', 'autem', 'rerum',
                'consequatur', 'dolorem', 'itaque', 'qui', 'vel', 'ut', 'nihil', 'omnis', 'labore', 'veniam'])[1 + floor(random() * 22)::int] $$;

CREATE TABLE "Document_Types" (document_type_code VARCHAR(10) PRIMARY KEY, document_description VARCHAR(255) NOT NULL);
INSERT INTO "Document_Types" VALUES ('APP', 'Initial Application'), ('REG', 'Regular'), ('PROG', 'Progress Report'),
  ('FIN', 'Final Report');

CREATE TABLE "Organisation_Types" (organisation_type VARCHAR(10) PRIMARY KEY, organisation_type_description VARCHAR(255) NOT NULL);
INSERT INTO "Organisation_Types" VALUES ('RES', 'Research'), ('SPON', 'Sponsor'), ('GOV', 'Government');

CREATE TABLE "Research_Outcomes" (outcome_code VARCHAR(10) PRIMARY KEY, outcome_description VARCHAR(255) NOT NULL);
INSERT INTO "Research_Outcomes" VALUES ('Paper', 'Published Research Paper'), ('Patent', 'Research Patent'),
  ('Software', 'Released Software'), ('Dataset', 'Published Dataset');

CREATE TABLE "Staff_Roles" (role_code VARCHAR(10) PRIMARY KEY, role_description VARCHAR(255) NOT NULL);
INSERT INTO "Staff_Roles" VALUES ('leader', 'Project Leader'), ('researcher', 'Project Researcher'), ('assistant', 'Research Assistant');

CREATE TABLE "Organisations" (
  organisation_id INTEGER PRIMARY KEY, organisation_type VARCHAR(10) NOT NULL, organisation_details VARCHAR(255) NOT NULL,
  FOREIGN KEY (organisation_type) REFERENCES "Organisation_Types" (organisation_type));
INSERT INTO "Organisations"
SELECT i, (ARRAY['RES', 'RES', 'RES', 'SPON', 'SPON', 'GOV'])[pg_temp.r(6)], pg_temp.lorem() FROM generate_series(1, 220) i;

CREATE TABLE "Research_Staff" (
  staff_id INTEGER PRIMARY KEY, employer_organisation_id INTEGER NOT NULL, staff_details VARCHAR(255) NOT NULL,
  FOREIGN KEY (employer_organisation_id) REFERENCES "Organisations" (organisation_id));
INSERT INTO "Research_Staff" SELECT i, pg_temp.sk(220, 1.6), pg_temp.lorem() FROM generate_series(1, 700) i;

CREATE TABLE "Grants" (
  grant_id INTEGER PRIMARY KEY, organisation_id INTEGER NOT NULL, grant_amount DECIMAL(19, 4) NOT NULL DEFAULT 0,
  grant_start_date TIMESTAMP NOT NULL, grant_end_date TIMESTAMP NOT NULL, other_details VARCHAR(255) NOT NULL,
  FOREIGN KEY (organisation_id) REFERENCES "Organisations" (organisation_id));
INSERT INTO "Grants"
SELECT i, pg_temp.sk(200, 1.5), round((random() * 600000)::numeric, 4), s, s + (pg_temp.r(1500) || ' days')::interval, pg_temp.lorem()
  FROM (SELECT i, timestamp '1975-01-01' + (pg_temp.r(16000000) || ' minutes')::interval AS s FROM generate_series(1, 900) i) t;

CREATE TABLE "Documents" (
  document_id INTEGER PRIMARY KEY, document_type_code VARCHAR(10), grant_id INTEGER NOT NULL, sent_date TIMESTAMP NOT NULL,
  response_received_date TIMESTAMP NOT NULL, other_details VARCHAR(255) NOT NULL,
  FOREIGN KEY (document_type_code) REFERENCES "Document_Types" (document_type_code),
  FOREIGN KEY (grant_id) REFERENCES "Grants" (grant_id));
INSERT INTO "Documents"
SELECT i, CASE WHEN random() < 0.05 THEN NULL ELSE (ARRAY['APP', 'REG', 'REG', 'REG', 'PROG', 'PROG', 'FIN'])[pg_temp.r(7)] END,
       pg_temp.r(900), s, s + (pg_temp.r(120) || ' days')::interval, pg_temp.lorem()
  FROM (SELECT i, timestamp '1980-01-01' + (pg_temp.r(20000000) || ' minutes')::interval AS s FROM generate_series(1, 2500) i) t;

CREATE TABLE "Projects" (
  project_id INTEGER PRIMARY KEY, organisation_id INTEGER NOT NULL, project_details VARCHAR(255) NOT NULL,
  FOREIGN KEY (organisation_id) REFERENCES "Organisations" (organisation_id));
INSERT INTO "Projects" SELECT i, pg_temp.sk(210, 1.4), pg_temp.lorem() FROM generate_series(1, 800) i;

CREATE TABLE "Project_Outcomes" (
  project_id INTEGER NOT NULL, outcome_code VARCHAR(10) NOT NULL, outcome_details VARCHAR(255),
  FOREIGN KEY (project_id) REFERENCES "Projects" (project_id),
  FOREIGN KEY (outcome_code) REFERENCES "Research_Outcomes" (outcome_code));
INSERT INTO "Project_Outcomes"
SELECT pg_temp.r(800), (ARRAY['Paper', 'Paper', 'Paper', 'Patent', 'Software', 'Dataset'])[pg_temp.r(6)],
       CASE WHEN random() < 0.1 THEN pg_temp.lorem() END
  FROM generate_series(1, 1200) i;

-- staff_id: Spider's arbitrary DOUBLE values, distinct, mostly large
CREATE TABLE "Project_Staff" (
  staff_id DOUBLE PRECISION PRIMARY KEY, project_id INTEGER NOT NULL, role_code VARCHAR(10) NOT NULL, date_from TIMESTAMP,
  date_to TIMESTAMP, other_details VARCHAR(255),
  FOREIGN KEY (project_id) REFERENCES "Projects" (project_id),
  FOREIGN KEY (role_code) REFERENCES "Staff_Roles" (role_code));
INSERT INTO "Project_Staff"
SELECT v, pg_temp.r(800), (ARRAY['leader', 'researcher', 'researcher', 'researcher', 'assistant'])[pg_temp.r(5)], s,
       CASE WHEN random() < 0.85 THEN s + (pg_temp.r(900) || ' days')::interval END, CASE WHEN random() < 0.2 THEN pg_temp.lorem() END
  FROM (SELECT DISTINCT ON (v) v, timestamp '1980-01-01' + (pg_temp.r(20000000) || ' minutes')::interval AS s
          FROM (SELECT floor(10 ^ (random() * 7.2))::float8 AS v FROM generate_series(1, 2000) g) a ORDER BY v) t;

CREATE TABLE "Tasks" (
  task_id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, task_details VARCHAR(255) NOT NULL, "eg Agree Objectives" VARCHAR(1),
  FOREIGN KEY (project_id) REFERENCES "Projects" (project_id));
INSERT INTO "Tasks" SELECT i, pg_temp.sk(800, 1.2), chr(97 + pg_temp.r(26) - 1), NULL FROM generate_series(1, 2400) i;
ANALYZE;
