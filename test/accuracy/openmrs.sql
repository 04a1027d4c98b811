-- test/accuracy/openmrs.sql: a subset of the OpenMRS medical record data model (openmrs-core's
-- liquibase schema) as loaded into PostgreSQL, written for issue 16 as a held-out check (seventh
-- round): committed with its truth (openmrs_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; snake_case keys named <table>_id, but many references name
-- their target without the _id suffix or under a role: audit columns creator, changed_by, voided_by
-- and retired_by -> users(user_id) on nearly every table (creator NOT NULL, changed_by mostly NULL,
-- voided_by / retired_by only on the 1-2% of rows voided or retired), identifier_type ->
-- patient_identifier_type, encounter.encounter_type and form.encounter_type -> encounter_type (a
-- column named as its target table), obs.value_coded and person.cause_of_death and
-- orders.order_reason -> concept, orders.orderer -> provider, orders.care_setting -> care_setting,
-- location.parent_location and order_type.parent (self references), obs.previous_version and
-- obs.obs_group_id (self references), obs.value_coded_name_id -> concept_name; patient is a subtype
-- of person keyed by its parent's key under another name (patient.patient_id -> person.person_id),
-- and users and provider point at person by person_id while person points back at users (a cycle);
-- persons 1..90 are staff (users and providers), 91..5400 patients but for every 23rd, a relative
-- who is no patient; concept ids dense 1..1600 then sparse CIEL-style ids from 158011; uuids in
-- every table (md5 hashes in uuid text form, 36 characters). Skewed: a few clerks create most
-- clinical rows, a few encounter types, forms and concepts dominate; visits and forms NULL on part
-- of the encounters, indication_concept_id NULL on most visits.
-- Every observation is about a patient, so obs.person_id -> patient.patient_id holds on every row
-- (undeclared; the declared reference is to person). Metadata created only by admin (user 1), never
-- changed or retired (the datatype, class, type and care setting lookups) are undiscoverable there,
-- as is any declared reference with at most one distinct value in its data.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1999);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.uuid(t text, i int) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t || i)::uuid::text $$;
-- a data clerk or clinician who creates clinical rows: users 3..60, a few busy
CREATE FUNCTION pg_temp.clerk() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 2 + pg_temp.sk(58, 2.2) $$;
-- the k-th concept's id: dense 1..1600, then CIEL-style sparse ids
CREATE FUNCTION pg_temp.cid(k int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN k <= 1600 THEN k ELSE 158000 + (k - 1600) * 11 END $$;

-- ---- users and persons (a cycle: users name a person, persons their creator) ----
CREATE TABLE users (
  user_id integer PRIMARY KEY, system_id varchar(50) NOT NULL, username varchar(50), password varchar(128),
  salt varchar(128), secret_question varchar(255), secret_answer varchar(255),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  changed_by integer REFERENCES users, date_changed timestamp, person_id integer NOT NULL,
  retired boolean NOT NULL DEFAULT false, retired_by integer REFERENCES users, date_retired timestamp,
  retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE, activation_key varchar(255), email varchar(255) UNIQUE);
INSERT INTO users
SELECT u, CASE u WHEN 1 THEN 'admin' WHEN 2 THEN 'daemon' ELSE u || '-' || (u * 7) % 10 END,
       CASE u WHEN 1 THEN 'admin' WHEN 2 THEN 'daemon' ELSE 'clerk' || u END,
       md5('pw' || u) || md5('pw2' || u), md5('salt' || u), NULL, NULL,
       CASE WHEN u <= 10 THEN 1 ELSE (ARRAY[1, 1, 1, 4])[pg_temp.r(4)] END,
       '2016-03-01'::timestamp + u * interval '9 days',
       CASE WHEN u % 5 = 0 THEN (ARRAY[1, 4])[pg_temp.r(2)] END,
       CASE WHEN u % 5 = 0 THEN '2019-01-01'::timestamp + u * interval '3 days' END,
       CASE WHEN u <= 2 THEN u ELSE u + 7 END,
       u IN (17, 33, 41, 52), CASE WHEN u IN (17, 33, 41, 52) THEN (ARRAY[1, 4])[1 + u % 2] END,
       CASE WHEN u IN (17, 33, 41, 52) THEN '2021-06-01'::timestamp + u * interval '1 day' END,
       CASE WHEN u IN (17, 33, 41, 52) THEN 'left the facility' END,
       pg_temp.uuid('user', u), NULL, CASE WHEN u > 2 AND u % 3 <> 0 THEN 'clerk' || u || '@clinic.example.org' END
  FROM generate_series(1, 60) u;

CREATE TABLE person (
  person_id integer PRIMARY KEY, gender varchar(50), birthdate date, birthdate_estimated boolean NOT NULL,
  dead boolean NOT NULL, death_date timestamp, cause_of_death integer,
  creator integer REFERENCES users, date_created timestamp NOT NULL,
  changed_by integer REFERENCES users, date_changed timestamp,
  voided boolean NOT NULL DEFAULT false, voided_by integer REFERENCES users, date_voided timestamp,
  void_reason varchar(255), uuid char(38) NOT NULL UNIQUE, deathdate_estimated boolean NOT NULL, birthtime time,
  cause_of_death_non_coded varchar(255));
INSERT INTO person
SELECT p, (ARRAY['M', 'F'])[1 + (p * 7) % 2], '1940-01-01'::date + (p * 7919) % 29000, p % 9 = 0,
       dead, CASE WHEN dead THEN '2020-01-01'::timestamp + p * interval '37 minutes' END,
       CASE WHEN dead AND p % 5 <> 0 THEN pg_temp.cid(1400 + pg_temp.sk(40, 1.5)) END,
       CASE WHEN p <= 90 THEN 1 ELSE pg_temp.clerk() END,
       '2016-03-01'::timestamp + p * interval '5 hours',
       CASE WHEN random() < 0.12 THEN pg_temp.clerk() END, NULL,
       v, CASE WHEN v THEN pg_temp.clerk() END, CASE WHEN v THEN '2022-02-02'::timestamp END,
       CASE WHEN v THEN 'duplicate record' END, pg_temp.uuid('person', p), false, NULL,
       CASE WHEN dead AND p % 5 = 0 THEN 'unknown' END
  FROM (SELECT p, p > 90 AND random() < 0.02 AS dead, p > 90 AND random() < 0.012 AS v
          FROM generate_series(1, 5400) p) x;
UPDATE person SET date_changed = date_created + interval '40 days' WHERE changed_by IS NOT NULL;
ALTER TABLE users ADD FOREIGN KEY (person_id) REFERENCES person;

CREATE TABLE patient (
  patient_id integer PRIMARY KEY REFERENCES person (person_id),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  changed_by integer REFERENCES users, date_changed timestamp,
  voided boolean NOT NULL DEFAULT false, voided_by integer REFERENCES users, date_voided timestamp,
  void_reason varchar(255), allergy_status varchar(50) NOT NULL DEFAULT 'Unknown');
INSERT INTO patient
SELECT person_id, creator, date_created, CASE WHEN random() < 0.08 THEN pg_temp.clerk() END, NULL,
       voided, voided_by, date_voided, void_reason,
       (ARRAY['Unknown', 'Unknown', 'Unknown', 'No known allergies', 'See list'])[pg_temp.r(5)]
  FROM person WHERE person_id > 90 AND person_id % 23 <> 0 ORDER BY person_id;
UPDATE patient SET date_changed = date_created + interval '10 days' WHERE changed_by IS NOT NULL;

CREATE TABLE person_name (
  person_name_id integer PRIMARY KEY, preferred boolean NOT NULL, person_id integer NOT NULL REFERENCES person,
  prefix varchar(50), given_name varchar(50), middle_name varchar(50), family_name_prefix varchar(50),
  family_name varchar(50), family_name2 varchar(50), family_name_suffix varchar(50), degree varchar(50),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  voided boolean NOT NULL DEFAULT false, voided_by integer REFERENCES users, date_voided timestamp,
  void_reason varchar(255), changed_by integer REFERENCES users, date_changed timestamp,
  uuid char(38) NOT NULL UNIQUE);
INSERT INTO person_name
SELECT row_number() OVER (ORDER BY p.person_id, n), n = 1, p.person_id,
       CASE WHEN p.person_id <= 90 AND p.person_id % 4 = 0 THEN 'Dr.' END,
       (ARRAY['John','Mary','Joseph','Grace','Peter','Faith','Samuel','Esther','David','Ruth','Moses','Alice',
              'James','Mercy','Daniel','Agnes'])[1 + (p.person_id * 13 + n) % 16],
       CASE WHEN p.person_id % 3 = 0 THEN (ARRAY['K.','W.','O.','N.'])[1 + p.person_id % 4] END, NULL,
       (ARRAY['Otieno','Wanjiru','Kamau','Achieng','Mwangi','Njeri','Ochieng','Kiprop','Chebet','Mutua',
              'Wambui','Omondi','Kariuki','Atieno','Kibet'])[1 + (p.person_id * 7 + n * 3) % 15],
       NULL, NULL, NULL, p.creator, p.date_created + (n - 1) * interval '200 days',
       n = 2 AND p.person_id % 4 = 0, CASE WHEN n = 2 AND p.person_id % 4 = 0 THEN pg_temp.clerk() END,
       CASE WHEN n = 2 AND p.person_id % 4 = 0 THEN '2021-01-01'::timestamp END,
       CASE WHEN n = 2 AND p.person_id % 4 = 0 THEN 'misspelt' END, NULL, NULL,
       pg_temp.uuid('pname', p.person_id * 3 + n)
  FROM person p, generate_series(1, 2) n WHERE n = 1 OR p.person_id % 7 = 0;

CREATE TABLE person_address (
  person_address_id integer PRIMARY KEY, person_id integer REFERENCES person, preferred boolean NOT NULL,
  address1 varchar(255), address2 varchar(255), city_village varchar(255), state_province varchar(255),
  postal_code varchar(50), country varchar(50), latitude varchar(50), longitude varchar(50),
  start_date timestamp, end_date timestamp, creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  voided boolean NOT NULL DEFAULT false, voided_by integer REFERENCES users, date_voided timestamp,
  void_reason varchar(255), county_district varchar(255), address3 varchar(255),
  changed_by integer REFERENCES users, date_changed timestamp, uuid char(38) NOT NULL UNIQUE);
INSERT INTO person_address
SELECT row_number() OVER (ORDER BY person_id), person_id, true,
       'Plot ' || (person_id * 31) % 900, NULL,
       (ARRAY['Eldoret','Kitale','Turbo','Iten','Burnt Forest','Moiben','Kapsabet'])[pg_temp.sk(7, 1.6)],
       'Uasin Gishu', NULL, 'Kenya', NULL, NULL, date_created, NULL, creator, date_created,
       false, NULL, NULL, NULL, (ARRAY['Ainabkoi','Kapseret','Kesses','Moiben','Soy','Turbo'])[pg_temp.r(6)],
       NULL, CASE WHEN random() < 0.05 THEN pg_temp.clerk() END, NULL, pg_temp.uuid('paddr', person_id)
  FROM person WHERE person_id > 90 AND random() < 0.93;
UPDATE person_address SET voided = true, voided_by = pg_temp.clerk(), date_voided = '2022-05-05', void_reason = 'moved'
 WHERE person_address_id % 71 = 0;
UPDATE person_address SET date_changed = date_created + interval '3 days' WHERE changed_by IS NOT NULL;

-- ---- metadata --------------------------------------------------------------
CREATE TABLE location (
  location_id integer PRIMARY KEY, name varchar(255) NOT NULL, description varchar(255), address1 varchar(255),
  city_village varchar(255), state_province varchar(255), country varchar(50), latitude varchar(50),
  longitude varchar(50), creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  county_district varchar(255), retired boolean NOT NULL DEFAULT false, retired_by integer REFERENCES users,
  date_retired timestamp, retire_reason varchar(255), parent_location integer REFERENCES location,
  uuid char(38) NOT NULL UNIQUE, changed_by integer REFERENCES users, date_changed timestamp);
-- 1 Unknown Location; 2 the hospital; 3..8 its departments; 9..30 wards and clinics under them; 31..34 satellite sites
INSERT INTO location
SELECT l, CASE l WHEN 1 THEN 'Unknown Location' WHEN 2 THEN 'Moi Teaching and Referral Hospital' ELSE 'Location ' || l END,
       NULL, NULL, 'Eldoret', 'Uasin Gishu', 'Kenya', NULL, NULL, CASE WHEN l <= 8 THEN 1 ELSE (ARRAY[1, 4, 5])[pg_temp.r(3)] END,
       '2016-03-02'::timestamp + l * interval '1 hour', NULL, l IN (12, 27), CASE l WHEN 12 THEN 4 WHEN 27 THEN 5 END,
       CASE WHEN l IN (12, 27) THEN '2020-01-01'::timestamp END, CASE WHEN l IN (12, 27) THEN 'closed' END,
       CASE WHEN l <= 2 OR l > 30 THEN NULL WHEN l <= 8 THEN 2 ELSE 3 + (l * 5) % 6 END,
       pg_temp.uuid('loc', l), CASE WHEN l % 6 = 0 THEN 4 WHEN l % 9 = 0 THEN 5 END,
       CASE WHEN l % 6 = 0 OR l % 9 = 0 THEN '2018-01-01'::timestamp END
  FROM generate_series(1, 34) l;
-- the wards where care happens (not 1, 2 or the retired ones), most busy first
CREATE TEMP TABLE ward AS SELECT row_number() OVER (ORDER BY (location_id * 7) % 31) AS k, location_id
  FROM location WHERE location_id > 2 AND NOT retired;
CREATE FUNCTION pg_temp.ward() RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT location_id FROM ward WHERE k = (SELECT pg_temp.sk(30, 1.8)) $$;

CREATE TABLE patient_identifier_type (
  patient_identifier_type_id integer PRIMARY KEY, name varchar(50) NOT NULL, description text,
  format varchar(255), check_digit boolean NOT NULL, creator integer NOT NULL REFERENCES users,
  date_created timestamp NOT NULL, required boolean NOT NULL, format_description varchar(255),
  validator varchar(200), location_behavior varchar(50), retired boolean NOT NULL DEFAULT false,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255),
  uuid char(38) NOT NULL UNIQUE, uniqueness_behavior varchar(50), changed_by integer REFERENCES users,
  date_changed timestamp);
INSERT INTO patient_identifier_type VALUES
  (1, 'OpenMRS Identification Number', 'Unique number used in OpenMRS', '', false, 1, '2016-03-01', false, NULL,
   'org.openmrs.patient.impl.LuhnIdentifierValidator', NULL, true, 1, '2016-04-01', 'replaced', pg_temp.uuid('pit', 1), NULL, NULL, NULL),
  (2, 'Old Identification Number', 'Number given out prior to the OpenMRS system', '', false, 1, '2016-03-01', false, NULL,
   NULL, NULL, false, NULL, NULL, NULL, pg_temp.uuid('pit', 2), NULL, NULL, NULL),
  (3, 'OpenMRS ID', 'OpenMRS patient identifier, with check-digit', '', true, 1, '2016-03-01', true, NULL,
   'org.openmrs.module.idgen.validator.LuhnMod30IdentifierValidator', NULL, false, NULL, NULL, NULL, pg_temp.uuid('pit', 3), 'UNIQUE', NULL, NULL),
  (4, 'National ID', 'Kenyan national identity card number', '[0-9]{8}', false, 1, '2016-03-01', false, '8 digits',
   NULL, 'NOT_USED', false, NULL, NULL, NULL, pg_temp.uuid('pit', 4), 'UNIQUE', NULL, NULL),
  (5, 'HIV Clinic Number', 'Comprehensive care centre number', NULL, false, 1, '2016-03-01', false, NULL,
   NULL, 'REQUIRED', false, NULL, NULL, NULL, pg_temp.uuid('pit', 5), 'LOCATION', NULL, NULL);

CREATE TABLE encounter_type (
  encounter_type_id integer PRIMARY KEY, name varchar(50) NOT NULL, description text,
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, retired boolean NOT NULL DEFAULT false,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255),
  uuid char(38) NOT NULL UNIQUE, edit_privilege varchar(255), view_privilege varchar(255),
  changed_by integer REFERENCES users, date_changed timestamp);
INSERT INTO encounter_type
SELECT t, (ARRAY['Check In','Vitals','Visit Note','Admission','Discharge','Transfer','Lab Results','Adult Initial',
                 'Adult Return','Pediatric Initial','Pediatric Return','Check Out'])[t], 'Encounter type ' || t,
       1, '2016-03-01'::timestamp + t * interval '1 minute', false, NULL, NULL, NULL, pg_temp.uuid('et', t),
       NULL, NULL, NULL, NULL
  FROM generate_series(1, 12) t;

CREATE TABLE form (
  form_id integer PRIMARY KEY, name varchar(255) NOT NULL, version varchar(50) NOT NULL, build integer,
  published boolean NOT NULL DEFAULT false, xslt text, template text, description text,
  encounter_type integer REFERENCES encounter_type, creator integer NOT NULL REFERENCES users,
  date_created timestamp NOT NULL, changed_by integer REFERENCES users, date_changed timestamp,
  retired boolean NOT NULL DEFAULT false, retired_by integer REFERENCES users, date_retired timestamp,
  retired_reason varchar(255), uuid char(38) NOT NULL UNIQUE);
INSERT INTO form
SELECT f, 'Form ' || f, '1.' || f % 4, NULL, f % 5 <> 0, NULL, NULL, NULL,
       CASE WHEN f % 7 = 0 THEN NULL ELSE 1 + (f * 5) % 12 END, (ARRAY[1, 4, 5])[1 + f % 3],
       '2016-05-01'::timestamp + f * interval '2 days', CASE WHEN f % 4 = 0 THEN (ARRAY[4, 5])[1 + (f / 4) % 2] END,
       CASE WHEN f % 4 = 0 THEN '2018-05-01'::timestamp END, f IN (5, 13), CASE WHEN f = 5 THEN 4 WHEN f = 13 THEN 5 END,
       CASE WHEN f IN (5, 13) THEN '2019-01-01'::timestamp END, CASE WHEN f IN (5, 13) THEN 'old version' END,
       pg_temp.uuid('form', f)
  FROM generate_series(1, 15) f;

CREATE TABLE visit_type (
  visit_type_id integer PRIMARY KEY, name varchar(255) NOT NULL, description varchar(1024),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, changed_by integer REFERENCES users,
  date_changed timestamp, retired boolean NOT NULL DEFAULT false, retired_by integer REFERENCES users,
  date_retired timestamp, retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE);
INSERT INTO visit_type VALUES
  (1, 'Facility Visit', 'Patient visits the clinic/hospital', 1, '2016-03-01', NULL, NULL, false, NULL, NULL, NULL, pg_temp.uuid('vt', 1)),
  (2, 'Home Visit', 'Clinician visits the patient at home', 1, '2016-03-01', NULL, NULL, false, NULL, NULL, NULL, pg_temp.uuid('vt', 2)),
  (3, 'Inpatient', 'Admitted to a ward', 1, '2016-03-01', NULL, NULL, false, NULL, NULL, NULL, pg_temp.uuid('vt', 3)),
  (4, 'Telephone', 'Remote consultation', 1, '2016-03-01', NULL, NULL, false, NULL, NULL, NULL, pg_temp.uuid('vt', 4));

CREATE TABLE concept_datatype (
  concept_datatype_id integer PRIMARY KEY, name varchar(255) NOT NULL, hl7_abbreviation varchar(3), description varchar(255),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, retired boolean NOT NULL DEFAULT false,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE);
INSERT INTO concept_datatype
SELECT d, (ARRAY['Numeric','Coded','Text','N/A','Document','Date','Time','Datetime','Boolean','Rule','Structured Numeric','Complex'])[d],
       (ARRAY['NM','CWE','ST','ZZ','RP','DT','TM','TS','BIT','ZZ','SN','ED'])[d], NULL, 1, '2004-02-02', false, NULL, NULL, NULL,
       pg_temp.uuid('cdt', d)
  FROM generate_series(1, 12) d;

CREATE TABLE concept_class (
  concept_class_id integer PRIMARY KEY, name varchar(255) NOT NULL, description varchar(255),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, retired boolean NOT NULL DEFAULT false,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE,
  changed_by integer REFERENCES users, date_changed timestamp);
INSERT INTO concept_class
SELECT c, (ARRAY['Test','Procedure','Drug','Diagnosis','Finding','Anatomy','Question','LabSet','MedSet','ConvSet',
                 'Misc','Symptom','Symptom/Finding','Specimen','Misc Order','Program','Workflow','State','Frequency'])[c],
       NULL, 1, '2004-02-02', false, NULL, NULL, NULL, pg_temp.uuid('ccl', c), NULL, NULL
  FROM generate_series(1, 19) c;

CREATE TABLE concept (
  concept_id integer PRIMARY KEY, retired boolean NOT NULL DEFAULT false, short_name varchar(255), description text,
  form_text text, datatype_id integer NOT NULL REFERENCES concept_datatype, class_id integer NOT NULL REFERENCES concept_class,
  is_set boolean NOT NULL DEFAULT false, creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  version varchar(50), changed_by integer REFERENCES users, date_changed timestamp,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE);
-- concepts 1..200 questions (numeric, coded, text), 201..1200 answers and diagnoses (N/A), 1201..1400 drugs
-- and tests, 1401..1440 causes of death, the rest sets and misc; creator admin mostly
INSERT INTO concept
SELECT pg_temp.cid(k), k % 97 = 0, NULL, 'Concept ' || k, NULL,
       CASE WHEN k <= 200 THEN (ARRAY[1, 1, 2, 2, 2, 3, 6, 9])[1 + k % 8] WHEN k <= 1200 THEN 4
            WHEN k <= 1400 THEN 4 ELSE (ARRAY[4, 4, 2, 1, 3])[1 + k % 5] END,
       CASE WHEN k <= 200 THEN (ARRAY[7, 7, 1, 5, 12])[1 + k % 5] WHEN k <= 1200 THEN (ARRAY[4, 11, 5, 13])[1 + k % 4]
            WHEN k <= 1300 THEN 3 WHEN k <= 1400 THEN 1 WHEN k <= 1440 THEN 4 ELSE (ARRAY[10, 8, 9, 11, 6, 14])[1 + k % 6] END,
       k % 50 = 1, CASE WHEN random() < 0.9 THEN 1 ELSE (ARRAY[4, 5])[pg_temp.r(2)] END,
       '2004-02-02'::timestamp + k * interval '1 hour', NULL,
       CASE WHEN k % 13 = 0 THEN (ARRAY[1, 4, 5])[pg_temp.r(3)] END, CASE WHEN k % 13 = 0 THEN '2017-01-01'::timestamp END,
       CASE WHEN k % 97 = 0 THEN (ARRAY[1, 4])[pg_temp.r(2)] END, CASE WHEN k % 97 = 0 THEN '2018-01-01'::timestamp END,
       CASE WHEN k % 97 = 0 THEN 'duplicate' END, pg_temp.uuid('concept', k)
  FROM generate_series(1, 2200) k;

CREATE TABLE concept_name (
  concept_name_id integer PRIMARY KEY, concept_id integer NOT NULL REFERENCES concept, name varchar(255) NOT NULL,
  locale varchar(50) NOT NULL, creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  concept_name_type varchar(50), locale_preferred boolean DEFAULT false, voided boolean NOT NULL DEFAULT false,
  voided_by integer REFERENCES users, date_voided timestamp, void_reason varchar(255), uuid char(38) NOT NULL UNIQUE,
  changed_by integer REFERENCES users, date_changed timestamp);
-- the k-th concept's names are 3k-2 (fully specified, en), 3k-1 (short), 3k (fr)
INSERT INTO concept_name
SELECT 3 * k - 3 + j, pg_temp.cid(k),
       CASE j WHEN 1 THEN 'Concept ' || k WHEN 2 THEN 'C' || k ELSE 'Concept ' || k || ' (fr)' END,
       CASE j WHEN 3 THEN 'fr' ELSE 'en' END, CASE WHEN random() < 0.9 THEN 1 ELSE (ARRAY[4, 5])[pg_temp.r(2)] END,
       '2004-02-02'::timestamp + k * interval '1 hour', CASE j WHEN 1 THEN 'FULLY_SPECIFIED' WHEN 2 THEN 'SHORT' ELSE 'FULLY_SPECIFIED' END,
       j <> 2, k % 211 = 0 AND j = 2, CASE WHEN k % 211 = 0 AND j = 2 THEN 4 END,
       CASE WHEN k % 211 = 0 AND j = 2 THEN '2019-01-01'::timestamp END, CASE WHEN k % 211 = 0 AND j = 2 THEN 'wrong' END,
       pg_temp.uuid('cname', 3 * k + j), NULL, NULL
  FROM generate_series(1, 2200) k, generate_series(1, 3) j WHERE j = 1 OR (j = 2 AND k % 3 = 0) OR (j = 3 AND k % 4 = 0);
ALTER TABLE person ADD FOREIGN KEY (cause_of_death) REFERENCES concept;

CREATE TABLE provider (
  provider_id integer PRIMARY KEY, person_id integer REFERENCES person, name varchar(255), identifier varchar(255),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, changed_by integer REFERENCES users,
  date_changed timestamp, retired boolean NOT NULL DEFAULT false, retired_by integer REFERENCES users,
  date_retired timestamp, retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE, provider_role_id integer);
-- 45 providers: clinicians among the staff persons; 6 external providers with no person, only a name
INSERT INTO provider
SELECT v, CASE WHEN v % 8 = 0 THEN NULL ELSE 3 + (v * 13) % 85 END, CASE WHEN v % 8 = 0 THEN 'External ' || v END,
       'PRV' || lpad(v::text, 4, '0'), (ARRAY[1, 1, 4])[1 + v % 3], '2016-04-01'::timestamp + v * interval '3 days',
       CASE WHEN v % 6 = 0 THEN (ARRAY[4, 5, 9])[1 + (v / 6) % 3] END, CASE WHEN v % 6 = 0 THEN '2019-01-01'::timestamp END,
       v IN (9, 30), CASE WHEN v = 9 THEN 4 WHEN v = 30 THEN 1 END, CASE WHEN v IN (9, 30) THEN '2021-01-01'::timestamp END,
       CASE WHEN v IN (9, 30) THEN 'left' END, pg_temp.uuid('prov', v), NULL
  FROM generate_series(1, 45) v;

-- ---- identifiers, visits, encounters ------------------------------------------
CREATE TABLE patient_identifier (
  patient_identifier_id integer PRIMARY KEY, patient_id integer NOT NULL REFERENCES patient, identifier varchar(50) NOT NULL,
  identifier_type integer NOT NULL REFERENCES patient_identifier_type, preferred boolean NOT NULL,
  location_id integer REFERENCES location, creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  date_changed timestamp, changed_by integer REFERENCES users, voided boolean NOT NULL DEFAULT false,
  voided_by integer REFERENCES users, date_voided timestamp, void_reason varchar(255), uuid char(38) NOT NULL UNIQUE,
  patient_program_id integer);
INSERT INTO patient_identifier
SELECT row_number() OVER (ORDER BY p.patient_id, t), p.patient_id,
       CASE t WHEN 3 THEN upper(substr(md5('id' || p.patient_id), 1, 5)) || '-' || p.patient_id % 10
              WHEN 4 THEN lpad(((p.patient_id * 7919) % 100000000)::text, 8, '0')
              WHEN 2 THEN 'OLD' || p.patient_id ELSE 'CCC-' || p.patient_id END,
       t, t = 3, CASE WHEN t = 4 THEN NULL ELSE pg_temp.ward() END, p.creator, p.date_created, NULL, NULL,
       false, NULL, NULL, NULL, pg_temp.uuid('pid', p.patient_id * 10 + t), NULL
  FROM patient p, (VALUES (2), (3), (4), (5)) v(t)
 WHERE t = 3 OR (t = 4 AND p.patient_id % 5 < 2) OR (t = 5 AND p.patient_id % 9 = 0) OR (t = 2 AND p.patient_id < 600);
UPDATE patient_identifier SET voided = true, voided_by = pg_temp.clerk(), date_voided = '2022-07-07', void_reason = 'entered in error'
 WHERE patient_identifier_id % 113 = 0;
UPDATE patient_identifier SET changed_by = pg_temp.clerk(), date_changed = date_created + interval '1 day'
 WHERE patient_identifier_id % 29 = 0;

-- the patients who come, the busy ones more often
CREATE TEMP TABLE pk AS SELECT row_number() OVER (ORDER BY (patient_id * 7919) % 10007) AS k, patient_id FROM patient;
CREATE FUNCTION pg_temp.pat() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT patient_id FROM pk WHERE k = (SELECT pg_temp.sk(4900, 1.7)) $$;

CREATE TABLE visit (
  visit_id integer PRIMARY KEY, patient_id integer NOT NULL REFERENCES patient, visit_type_id integer NOT NULL REFERENCES visit_type,
  date_started timestamp NOT NULL, date_stopped timestamp, indication_concept_id integer REFERENCES concept,
  location_id integer REFERENCES location, creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  changed_by integer REFERENCES users, date_changed timestamp, voided boolean NOT NULL DEFAULT false,
  voided_by integer REFERENCES users, date_voided timestamp, void_reason varchar(255), uuid char(38) NOT NULL UNIQUE);
INSERT INTO visit
SELECT v, pg_temp.pat(), (ARRAY[1, 1, 1, 1, 1, 1, 3, 3, 2, 4])[pg_temp.r(10)], ts,
       CASE WHEN v < 11900 THEN ts + interval '5 hours' END,
       CASE WHEN random() < 0.1 THEN pg_temp.cid(200 + pg_temp.sk(1000, 2.0)) END,
       CASE WHEN v % 41 = 0 THEN NULL ELSE pg_temp.ward() END, pg_temp.clerk(), ts, NULL, NULL,
       false, NULL, NULL, NULL, pg_temp.uuid('visit', v)
  FROM (SELECT v, '2017-01-01'::timestamp + v * interval '2 hours 10 minutes' AS ts FROM generate_series(1, 12000) v) x;
UPDATE visit SET changed_by = creator, date_changed = date_stopped WHERE visit_id % 3 = 0;
UPDATE visit SET voided = true, voided_by = pg_temp.clerk(), date_voided = date_started + interval '1 day',
                 void_reason = 'wrong patient' WHERE visit_id % 157 = 0;

CREATE TABLE encounter (
  encounter_id integer PRIMARY KEY, encounter_type integer NOT NULL REFERENCES encounter_type,
  patient_id integer NOT NULL REFERENCES patient, location_id integer REFERENCES location, form_id integer REFERENCES form,
  encounter_datetime timestamp NOT NULL, creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL,
  voided boolean NOT NULL DEFAULT false, voided_by integer REFERENCES users, date_voided timestamp,
  void_reason varchar(255), uuid char(38) NOT NULL UNIQUE, changed_by integer REFERENCES users,
  date_changed timestamp, visit_id integer REFERENCES visit);
-- two to three encounters per visit; 12% of the encounters (retrospective entry) have no visit
INSERT INTO encounter
SELECT id, et, pid, loc,
       CASE WHEN random() < 0.3 THEN NULL ELSE (ARRAY[1, 2, 3, 3, 4, 6, 6, 8, 9, 10, 11, 12, 14, 15])[pg_temp.sk(14, 1.8)] END,
       ts, pg_temp.clerk(), ts + interval '10 minutes', false, NULL, NULL, NULL, pg_temp.uuid('enc', id::int), NULL, NULL, vid
  FROM (SELECT row_number() OVER (ORDER BY ts, n) AS id, * FROM (SELECT v.visit_id AS vid, v.patient_id AS pid, coalesce(v.location_id, 1) AS loc,
               v.date_started + n * interval '20 minutes' AS ts, n,
               (ARRAY[1, 2, 3, 9, 9, 2, 3, 8, 7, 11, 10, 4, 5, 6, 12])[(n - 1) * 4 + pg_temp.sk(7, 1.5)] AS et
          FROM visit v, generate_series(1, 3) n WHERE n < 3 OR v.visit_id % 3 = 0
        UNION ALL
        SELECT NULL, pg_temp.pat(), pg_temp.ward(), '2016-06-01'::timestamp + g * interval '3 hours', 1,
               (ARRAY[8, 9, 9, 10, 11, 7])[pg_temp.r(6)]
          FROM generate_series(1, 4000) g) x) y;
UPDATE encounter SET changed_by = pg_temp.clerk(), date_changed = date_created + interval '2 hours' WHERE encounter_id % 11 = 0;
UPDATE encounter SET voided = true, voided_by = pg_temp.clerk(), date_voided = date_created + interval '1 day',
                     void_reason = 'duplicate' WHERE encounter_id % 89 = 0;

-- ---- orders ------------------------------------------------------------------
CREATE TABLE order_type (
  order_type_id integer PRIMARY KEY, name varchar(255) NOT NULL, description varchar(1024),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, retired boolean NOT NULL DEFAULT false,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255), uuid char(38) NOT NULL UNIQUE,
  java_class_name varchar(255) NOT NULL, parent integer REFERENCES order_type, changed_by integer REFERENCES users,
  date_changed timestamp);
INSERT INTO order_type VALUES
  (1, 'Drug Order', 'An order for a medication', 1, '2016-03-01', false, NULL, NULL, NULL, pg_temp.uuid('ot', 1), 'org.openmrs.DrugOrder', NULL, NULL, NULL),
  (2, 'Test Order', 'Order type for test orders', 1, '2016-03-01', false, NULL, NULL, NULL, pg_temp.uuid('ot', 2), 'org.openmrs.TestOrder', NULL, NULL, NULL),
  (3, 'Referral Order', 'Refer to a specialist', 1, '2016-03-01', false, NULL, NULL, NULL, pg_temp.uuid('ot', 3), 'org.openmrs.ReferralOrder', NULL, NULL, NULL),
  (4, 'Radiology Order', 'Imaging', 1, '2016-03-01', false, NULL, NULL, NULL, pg_temp.uuid('ot', 4), 'org.openmrs.TestOrder', 2, NULL, NULL);

CREATE TABLE care_setting (
  care_setting_id integer PRIMARY KEY, name varchar(255) NOT NULL, description varchar(255), care_setting_type varchar(50) NOT NULL,
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, retired boolean NOT NULL DEFAULT false,
  retired_by integer REFERENCES users, date_retired timestamp, retire_reason varchar(255), changed_by integer REFERENCES users,
  date_changed timestamp, uuid char(38) NOT NULL UNIQUE);
INSERT INTO care_setting VALUES
  (1, 'Outpatient', 'Out-patient care setting', 'OUTPATIENT', 1, '2016-03-01', false, NULL, NULL, NULL, NULL, NULL, pg_temp.uuid('cs', 1)),
  (2, 'Inpatient', 'In-patient care setting', 'INPATIENT', 1, '2016-03-01', false, NULL, NULL, NULL, NULL, NULL, pg_temp.uuid('cs', 2));

CREATE TABLE orders (
  order_id integer PRIMARY KEY, order_type_id integer NOT NULL REFERENCES order_type, concept_id integer NOT NULL REFERENCES concept,
  orderer integer NOT NULL REFERENCES provider, instructions text, date_activated timestamp, auto_expire_date timestamp,
  date_stopped timestamp, order_reason integer REFERENCES concept, order_reason_non_coded varchar(255),
  creator integer NOT NULL REFERENCES users, date_created timestamp NOT NULL, voided boolean NOT NULL DEFAULT false,
  voided_by integer REFERENCES users, date_voided timestamp, void_reason varchar(255),
  patient_id integer NOT NULL REFERENCES patient, accession_number varchar(255), uuid char(38) NOT NULL UNIQUE,
  urgency varchar(50) NOT NULL DEFAULT 'ROUTINE', order_number varchar(50) NOT NULL, previous_order_id integer REFERENCES orders,
  order_action varchar(50) NOT NULL, comment_to_fulfiller varchar(1024), care_setting integer NOT NULL REFERENCES care_setting,
  scheduled_date timestamp, order_group_id integer, sort_weight double precision, fulfiller_comment varchar(1024),
  fulfiller_status varchar(50), encounter_id integer NOT NULL REFERENCES encounter);
-- 8,000 orders on encounters of the clinical types; every 9th revises the order before it
INSERT INTO orders
SELECT o, ot, CASE ot WHEN 1 THEN pg_temp.cid(1200 + pg_temp.sk(100, 2.0)) ELSE pg_temp.cid(1300 + pg_temp.sk(100, 1.5)) END,
       (ARRAY[1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 31, 33, 35])[pg_temp.sk(28, 2.0)],
       CASE WHEN ot = 1 THEN 'take with food' END, e.encounter_datetime, CASE WHEN ot = 1 THEN e.encounter_datetime + interval '14 days' END,
       NULL, CASE WHEN random() < 0.25 THEN pg_temp.cid(200 + pg_temp.sk(1000, 2.0)) END, NULL, e.creator, e.date_created,
       false, NULL, NULL, NULL, e.patient_id, CASE WHEN ot IN (2, 4) THEN 'ACC-' || o END, pg_temp.uuid('order', o),
       (ARRAY['ROUTINE', 'ROUTINE', 'ROUTINE', 'STAT'])[pg_temp.r(4)], 'ORD-' || o,
       CASE WHEN o % 9 = 0 THEN o - 1 END, CASE WHEN o % 9 = 0 THEN 'REVISE' ELSE 'NEW' END, NULL,
       CASE WHEN e.encounter_type IN (4, 5, 6) THEN 2 ELSE 1 END, NULL, NULL, NULL, NULL, NULL, e.encounter_id
  FROM (SELECT o, (ARRAY[1, 1, 1, 2, 2, 3, 4])[pg_temp.r(7)] AS ot, 1 + (o * 104729) % (SELECT count(*) FROM encounter) AS ek
          FROM generate_series(1, 8000) o) x
  JOIN encounter e ON e.encounter_id = x.ek;
UPDATE orders SET date_stopped = date_activated + interval '1 day' WHERE order_id IN (SELECT previous_order_id FROM orders);
UPDATE orders SET voided = true, voided_by = pg_temp.clerk(), date_voided = date_created + interval '1 hour',
                  void_reason = 'ordered in error' WHERE order_id % 131 = 0;

-- ---- observations ------------------------------------------------------------
CREATE TABLE obs (
  obs_id integer PRIMARY KEY, person_id integer NOT NULL REFERENCES person, concept_id integer NOT NULL REFERENCES concept,
  encounter_id integer REFERENCES encounter, order_id integer REFERENCES orders, obs_datetime timestamp NOT NULL,
  location_id integer REFERENCES location, obs_group_id integer REFERENCES obs, accession_number varchar(255),
  value_group_id integer, value_coded integer REFERENCES concept, value_coded_name_id integer REFERENCES concept_name,
  value_drug integer, value_datetime timestamp, value_numeric double precision, value_modifier varchar(2),
  value_text text, value_complex varchar(1000), comments varchar(255), creator integer NOT NULL REFERENCES users,
  date_created timestamp NOT NULL, voided boolean NOT NULL DEFAULT false, voided_by integer REFERENCES users,
  date_voided timestamp, void_reason varchar(255), uuid char(38) NOT NULL UNIQUE, previous_version integer REFERENCES obs,
  form_namespace_and_path varchar(255), status varchar(16) NOT NULL DEFAULT 'FINAL', interpretation varchar(32));
-- slots 1..(2 + e % 4) per encounter, obs_id (e - 1) * 6 + slot; in every third encounter slot 1 is a group
-- (a concept set) and slots 2 and 3 its members
INSERT INTO obs
SELECT (e.encounter_id - 1) * 6 + s, e.patient_id,
       CASE WHEN grp AND s = 1 THEN pg_temp.cid(1451 + 50 * pg_temp.r(10) - 50) ELSE pg_temp.cid(q) END,
       e.encounter_id, CASE WHEN q % 8 IN (1, 2) AND random() < 0.15 THEN 1 + (e.encounter_id * 31 + s) % 8000 END,
       e.encounter_datetime, e.location_id, CASE WHEN grp AND s IN (2, 3) THEN (e.encounter_id - 1) * 6 + 1 END,
       NULL, NULL, vc, CASE WHEN vc IS NOT NULL AND random() < 0.6 THEN 3 * ak - 2 END,
       NULL, CASE WHEN q % 8 = 6 THEN e.encounter_datetime - interval '30 days' END,
       CASE WHEN q % 8 IN (0, 1) THEN round((random() * 120)::numeric, 1) END, NULL,
       CASE WHEN q % 8 = 5 THEN 'Patient reports ' || q END, NULL, NULL, e.creator, e.date_created,
       false, NULL, NULL, NULL, pg_temp.uuid('obs', (e.encounter_id - 1) * 6 + s), NULL, NULL, 'FINAL', NULL
  FROM (SELECT e.*, s, e.encounter_id % 3 = 0 AS grp, q, ak,
               CASE WHEN q % 8 IN (2, 3, 4, 7) AND NOT (e.encounter_id % 3 = 0 AND s = 1) THEN pg_temp.cid(ak) END AS vc
          FROM encounter e, generate_series(1, 5) s,
               LATERAL (SELECT pg_temp.sk(200, 2.0) + 0 * (s + e.encounter_id) AS q,
                               200 + pg_temp.sk(1000, 2.5) + 0 * (s + e.encounter_id) AS ak) z
         WHERE s <= 2 + e.encounter_id % 4) e;
-- edits: the old obs voided, the new one (a slot after the last) names it as its previous version
INSERT INTO obs
SELECT obs_id + 5 - (obs_id - 1) % 6, person_id, concept_id, encounter_id, order_id, obs_datetime, location_id, obs_group_id,
       NULL, NULL, value_coded, value_coded_name_id, NULL, value_datetime, value_numeric + 1, NULL, value_text, NULL,
       'corrected', pg_temp.clerk(), date_created + interval '1 day', false, NULL, NULL, NULL,
       pg_temp.uuid('obsv', obs_id), obs_id, NULL, 'AMENDED', NULL
  FROM obs WHERE obs_id % 6 = 2 AND encounter_id % 37 = 0;
UPDATE obs SET voided = true, voided_by = v.creator, date_voided = v.date_created, void_reason = 'edited'
  FROM obs v WHERE v.previous_version = obs.obs_id;
UPDATE obs SET voided = true, voided_by = pg_temp.clerk(), date_voided = date_created + interval '2 days',
               void_reason = 'entered in error' WHERE obs_id % 263 = 0 AND NOT voided;
ANALYZE;
