-- test/accuracy/spider_dog_kennels.sql: Spider's dev database "dog_kennels" (a kennel's dogs, their
-- owners, the professionals who treat them, and lookup tables of breeds, sizes, treatment types and
-- charges) converted from its SQLite file to PostgreSQL with its names kept, rows scaled up by a
-- deterministic generator; written for issue 16 as a held-out check (tenth round): committed with
-- its truth (spider_dog_kennels_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions (Spider's generated "business" schemas): one schema, public; CamelCase plural
-- table names as Spider has them (quoted: "Breeds", "Charges", "Sizes", "Treatment_Types",
-- "Owners", "Dogs", "Professionals", "Treatments"), snake_case columns; lookups keyed by short
-- VARCHAR codes (breed_code 'ESK', 'HUS', 'BUL'; size_code 'SML', 'MED', 'LGE';
-- treatment_type_code 'EXAM', 'VAC', 'WALK'); the other tables by <singular>_id integers counted
-- from 1 each, so their ranges overlap. "Dogs" declares owner_id -> "Owners" twice, as Spider's DDL
-- does (two identical constraints, one truth row), and breed_code, size_code; "Treatments" declares
-- dog_id, professional_id and treatment_type_code. "Charges" stands alone (nothing references it).
-- professionals' role_code ('Employee', 'Veterinarian') names no table; abandoned_yn and gender
-- are '1'/'0'; age and weight are VARCHAR, dates are timestamps; date_adopted and date_departed
-- NULL while the dog is still in. charge_type and role_code are widened from Spider's VARCHAR(10),
-- which SQLite never enforced ('Daily Accommodation', 'Veterinarian' overflow it). Some owners,
-- dogs and professionals appear in no treatment. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.0315);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.state() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY['Virginia', 'Hawaii', 'Wisconsin', 'Pennsylvania', 'North Dakota', 'North Carolina', 'Mississippi', 'Alabama',
                'Indiana', 'Washington', 'Montana', 'West Virginia', 'Connecticut', 'Kentucky', 'South Dakota', 'New York'])[1 + floor(random() * 16)::int] $$;

CREATE TABLE "Breeds" (breed_code VARCHAR(10) PRIMARY KEY, breed_name VARCHAR(80));
INSERT INTO "Breeds" VALUES ('ESK', 'Eskimo'), ('HUS', 'Husky'), ('BUL', 'Bulldog'), ('LAB', 'Labrador'), ('GSD', 'German Shepherd'),
  ('BEA', 'Beagle'), ('POO', 'Poodle'), ('ROT', 'Rottweiler'), ('DAC', 'Dachshund'), ('BOX', 'Boxer'), ('COL', 'Collie'), ('MIX', 'Mixed');

CREATE TABLE "Charges" (charge_id INTEGER PRIMARY KEY, charge_type VARCHAR(20), charge_amount DECIMAL(19, 4));
INSERT INTO "Charges" VALUES (1, 'Daily Accommodation', 98), (2, 'Drugs', 322), (3, 'Health Check', 640),
  (4, 'Grooming', 75), (5, 'Microchip', 45), (6, 'Neutering', 410);

CREATE TABLE "Sizes" (size_code VARCHAR(10) PRIMARY KEY, size_description VARCHAR(80));
INSERT INTO "Sizes" VALUES ('SML', 'Small'), ('MED', 'Medium'), ('LGE', 'Large');

CREATE TABLE "Treatment_Types" (treatment_type_code VARCHAR(10) PRIMARY KEY, treatment_type_description VARCHAR(80));
INSERT INTO "Treatment_Types" VALUES ('EXAM', 'Physical examination'), ('VAC', 'Vaccination'), ('WALK', 'Take for a Walk'),
  ('DENT', 'Dental cleaning'), ('WORM', 'Deworming'), ('SURG', 'Surgery');

CREATE TABLE "Owners" (
  owner_id INTEGER PRIMARY KEY, first_name VARCHAR(50), last_name VARCHAR(50), street VARCHAR(50), city VARCHAR(50),
  state VARCHAR(20), zip_code VARCHAR(20), email_address VARCHAR(50), home_phone VARCHAR(20), cell_number VARCHAR(20));
INSERT INTO "Owners"
SELECT i, f, l, pg_temp.r(9999) || ' ' || (ARRAY['Kuhic Streets', 'Lorenz Cove', 'Swift Hill', 'Rowe Wells', 'Bernier Mission', 'Zboncak Rapid'])[pg_temp.r(6)],
       (ARRAY['Lake Tia', 'East Hillardberg', 'Brakusfurt', 'Port Zackery', 'Lake Carleyfort', 'West Leonard'])[pg_temp.r(6)], pg_temp.state(),
       lpad(pg_temp.r(99999)::text, 5, '0'), lower(f) || '.' || lower(l) || i || '@example.com',
       '(' || (200 + pg_temp.r(799)) || ')' || (200 + pg_temp.r(799)) || '-' || lpad(pg_temp.r(9999)::text, 4, '0'),
       (200 + pg_temp.r(799)) || '.' || (200 + pg_temp.r(799)) || '.' || lpad(pg_temp.r(9999)::text, 4, '0')
  FROM (SELECT i, (ARRAY['Nora', 'Melisa', 'Jaclyn', 'Tre', 'Johann', 'Kade', 'Emelie', 'Rolando', 'Adelle', 'Lorenz', 'Gay', 'Orlando'])[pg_temp.r(12)] AS f,
               (ARRAY['Haley', 'DuBuque', 'Stoltenberg', 'Hamill', 'Fisher', 'Rippin', 'Mertz', 'Prohaska', 'Ondricka', 'Price'])[pg_temp.r(10)] AS l
          FROM generate_series(1, 600) i) s;

CREATE TABLE "Dogs" (
  dog_id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, abandoned_yn VARCHAR(1), breed_code VARCHAR(10) NOT NULL,
  size_code VARCHAR(10) NOT NULL, name VARCHAR(50), age VARCHAR(20), date_of_birth TIMESTAMP, gender VARCHAR(1), weight VARCHAR(20),
  date_arrived TIMESTAMP, date_adopted TIMESTAMP, date_departed TIMESTAMP,
  FOREIGN KEY (breed_code) REFERENCES "Breeds" (breed_code),
  FOREIGN KEY (size_code) REFERENCES "Sizes" (size_code),
  FOREIGN KEY (owner_id) REFERENCES "Owners" (owner_id),
  FOREIGN KEY (owner_id) REFERENCES "Owners" (owner_id));
INSERT INTO "Dogs"
SELECT i, least(pg_temp.sk(560, 1.4), 560), CASE WHEN random() < 0.3 THEN '1' ELSE '0' END,
       (ARRAY['ESK', 'HUS', 'BUL', 'BUL', 'LAB', 'LAB', 'LAB', 'GSD', 'BEA', 'POO', 'ROT', 'DAC', 'BOX', 'MIX', 'MIX'])[pg_temp.r(15)],
       (ARRAY['SML', 'MED', 'MED', 'LGE'])[pg_temp.r(4)],
       (ARRAY['Kacey', 'Hipolito', 'Mavis', 'Houston', 'Jeffrey', 'Merritt', 'Narciso', 'George', 'Bessie', 'Betty', 'Troy', 'Jesus',
              'Lyric', 'Evangeline', 'Holden'])[pg_temp.r(15)],
       a::text, arr - (a || ' years')::interval - (pg_temp.r(300) || ' days')::interval, CASE WHEN random() < 0.5 THEN '1' ELSE '0' END,
       round((1 + random() * 40)::numeric, 2)::text, arr,
       CASE WHEN random() < 0.7 THEN arr + (pg_temp.r(200) || ' days')::interval END,
       CASE WHEN random() < 0.75 THEN arr + (pg_temp.r(400) || ' days')::interval END
  FROM (SELECT i, pg_temp.r(10) AS a, timestamp '2017-09-01' + (pg_temp.r(900000) || ' minutes')::interval AS arr
          FROM generate_series(1, 1500) i) s;

CREATE TABLE "Professionals" (
  professional_id INTEGER PRIMARY KEY, role_code VARCHAR(20) NOT NULL, first_name VARCHAR(50), street VARCHAR(50), city VARCHAR(50),
  state VARCHAR(20), zip_code VARCHAR(20), last_name VARCHAR(50), email_address VARCHAR(50), home_phone VARCHAR(20),
  cell_number VARCHAR(20));
INSERT INTO "Professionals"
SELECT i, CASE WHEN random() < 0.5 THEN 'Employee' ELSE 'Veterinarian' END,
       (ARRAY['Taryn', 'Jayson', 'Olaf', 'Vernice', 'Danny', 'Ruben', 'Velva', 'Karley', 'Monte', 'Domenica', 'Winfield', 'Ericka'])[pg_temp.r(12)],
       pg_temp.r(9999) || ' Kub Crossing', (ARRAY['West Heidi', 'North Odellfurt', 'Juliaport', 'Hegmannborough', 'South Rockyport'])[pg_temp.r(5)],
       pg_temp.state(), lpad(pg_temp.r(99999)::text, 5, '0'),
       (ARRAY['Braun', 'Ullrich', 'Watsica', 'Tillman', 'Considine', 'O''Reilly', 'Hayes', 'Kshlerin', 'Jacobs', 'Kutch'])[pg_temp.r(10)],
       'pro' || i || '@example.org', '+71(6)2898266342', (200 + pg_temp.r(799)) || '-' || (200 + pg_temp.r(799)) || '-' || lpad(pg_temp.r(9999)::text, 4, '0')
  FROM generate_series(1, 60) i;

CREATE TABLE "Treatments" (
  treatment_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL, professional_id INTEGER NOT NULL, treatment_type_code VARCHAR(10) NOT NULL,
  date_of_treatment TIMESTAMP, cost_of_treatment DECIMAL(19, 4),
  FOREIGN KEY (treatment_type_code) REFERENCES "Treatment_Types" (treatment_type_code),
  FOREIGN KEY (professional_id) REFERENCES "Professionals" (professional_id),
  FOREIGN KEY (dog_id) REFERENCES "Dogs" (dog_id));
INSERT INTO "Treatments"
SELECT i, pg_temp.r(1400), least(pg_temp.sk(56, 1.3), 56), (ARRAY['EXAM', 'EXAM', 'VAC', 'VAC', 'WALK', 'WALK', 'WALK', 'DENT', 'WORM', 'SURG'])[pg_temp.r(10)],
       timestamp '2018-02-26' + (pg_temp.r(900000) || ' minutes')::interval, 50 + pg_temp.r(1100)
  FROM generate_series(1, 3000) i;
ANALYZE;
