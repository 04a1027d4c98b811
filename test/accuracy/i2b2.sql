-- test/accuracy/i2b2.sql: an i2b2 clinical data warehouse, the CRC (data repository) cell's star schema
-- and query tables as i2b2's PostgreSQL create scripts lay them out (schema i2b2demodata there, public
-- here), written for issue 16 as a held-out check (sixteenth round): committed with its truth
-- (i2b2_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: lower-case names; one fact table (observation_fact, one row per observation, its
-- composite primary key of patient_num, concept_cd, modifier_cd, start_date, encounter_num,
-- instance_num, provider_id) around dimensions keyed by a surrogate integer (patient_num
-- 1000000001.., encounter_num 470001.. sparse) or by a hierarchical path (concept_path,
-- provider_path, modifier_path like '\i2b2\Diagnoses\...\'), whose code column (concept_cd
-- 'ICD10:E11.9', 'LOINC:2345-7', provider_id 'LCS-I2B2:D000109064', modifier_cd 'MED:DOSE') is
-- what the fact table holds: unique in the data, declared by nothing. visit_dimension's key is
-- (encounter_num, patient_num); the fact refers to it by both and by encounter_num alone (unique
-- in the data): both in the truth. The mapping tables tie source ids (text: MRNs, and a 'HIVE'
-- row per patient and encounter whose ide is the number itself as text) to the surrogate numbers.
-- The star schema declares NO foreign keys: its references are undeclared truths. The query
-- tables (qt_*) do declare theirs (qt_query_instance -> qt_query_master, qt_query_status_type;
-- qt_query_result_instance -> qt_query_instance, qt_query_result_type, qt_query_status_type;
-- qt_patient_set_collection -> qt_query_result_instance); qt_patient_set_collection.patient_num
-- -> patient_dimension is undeclared.
-- The '@'-for-none convention: observation_fact.modifier_cd and provider_id are NOT NULL and hold
-- '@' where there is no modifier or provider (no dimension row has '@'); every other value is
-- contained: true references whose "none" is '@', listed as undeclared (found, they count as
-- right; missed, they cost nothing).
-- Left out: code_lookup is polymorphic (its code_cd is a code of the table_cd / column_cd it names:
-- sex_cd, race_cd, inout_cd ...; the same code under several columns), so no column refers to it
-- alone; location_cd, units_cd, valtype_cd, sourcesystem_cd are codes with no table here;
-- upload_id (NULL or a batch number; upload_status is not in this script). Skewed: a few
-- concepts (vitals, common labs) hold most facts, a few patients have many visits.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2012);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;
CREATE FUNCTION pg_temp.pks(a text[], e float8) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() ^ e * array_length(a, 1))::int] $$;

CREATE TABLE patient_dimension (patient_num int NOT NULL, vital_status_cd varchar(50), birth_date timestamp, death_date timestamp,
  sex_cd varchar(50), age_in_years_num int, language_cd varchar(50), race_cd varchar(50), marital_status_cd varchar(50),
  religion_cd varchar(50), zip_cd varchar(10), statecityzip_path varchar(700), income_cd varchar(50), patient_blob text,
  update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT patient_dimension_pk PRIMARY KEY (patient_num));
INSERT INTO patient_dimension
SELECT 1000000000 + p, CASE WHEN random() < 0.1 THEN 'Y' ELSE 'N' END, b, CASE WHEN random() < 0.1 THEN b + interval '70 years' END,
       (ARRAY['M', 'F'])[pg_temp.r(2)], extract(year FROM age(timestamp '2024-01-01', b))::int,
       pg_temp.pks(ARRAY['english', 'spanish', 'german', 'french', 'portuguese'], 3.0),
       pg_temp.pks(ARRAY['white', 'black', 'asian', 'hispanic', 'other', '@'], 1.5),
       pg_temp.pick(ARRAY['single', 'married', 'divorced', 'widow', '@']), pg_temp.pick(ARRAY['roman catholic', 'protestant', 'jewish', 'none', '@']),
       lpad((2100 + pg_temp.r(700))::text, 5, '0'), 'Zip codes\Massachusetts\Boston\0' || (2100 + pg_temp.r(50)) || '\',
       pg_temp.pick(ARRAY['Low', 'Medium', 'High', '@']), NULL, timestamp '2023-06-01', timestamp '2023-06-01', timestamp '2023-06-02',
       'DEMO', CASE WHEN random() < 0.5 THEN 1 END
  FROM (SELECT p, timestamp '1925-01-01' + random() * interval '95 years' AS b FROM generate_series(1, 600) p) x;

CREATE TABLE visit_dimension (encounter_num int NOT NULL, patient_num int NOT NULL, active_status_cd varchar(50), start_date timestamp,
  end_date timestamp, inout_cd varchar(50), location_cd varchar(50), location_path varchar(900), length_of_stay int, visit_blob text,
  update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT visit_dimension_pk PRIMARY KEY (encounter_num, patient_num));
CREATE INDEX vd_idx_dates ON visit_dimension (start_date, end_date);
INSERT INTO visit_dimension
SELECT 470000 + row_number() OVER (ORDER BY md5(pt::text || g)) * 3 + (pt % 3), 1000000000 + pt,
       pg_temp.pick(ARRAY['F', 'U', '@']), s, s + los * interval '1 day', io,
       pg_temp.pick(ARRAY['LOC:ED', 'LOC:ICU', 'LOC:CLINIC1', 'LOC:CLINIC2', '@']), NULL, los, NULL,
       timestamp '2023-06-01', timestamp '2023-06-01', timestamp '2023-06-02', 'DEMO', CASE WHEN random() < 0.5 THEN 1 END
  FROM (SELECT pt, g, timestamp '2015-01-01' + random() * interval '8 years' AS s,
               CASE WHEN random() < 0.2 THEN 'I' WHEN random() < 0.9 THEN 'O' ELSE 'E' END AS io, pg_temp.r(10) - 1 AS los
          FROM (SELECT p AS pt, 1 + floor(random() ^ 3 * 25)::int AS nv FROM generate_series(1, 600) p) a
          CROSS JOIN LATERAL generate_series(1, a.nv) g) x;

CREATE TABLE concept_dimension (concept_path varchar(700) NOT NULL, concept_cd varchar(50), name_char varchar(2000), concept_blob text,
  update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT concept_dimension_pk PRIMARY KEY (concept_path));
INSERT INTO concept_dimension
SELECT '\i2b2\' || h || '\' || substr(cd, 1, strpos(cd, ':') - 1) || '\' || cd || '\', cd, h || ' concept ' || cd, NULL,
       timestamp '2023-05-01', timestamp '2023-05-01', timestamp '2023-05-02', 'DEMO', NULL
  FROM (SELECT DISTINCT ON (cd) cd, h FROM (
          SELECT 'ICD10:' || chr(65 + i % 26) || lpad((i * 7 % 99)::text, 2, '0') || '.' || (i % 10) AS cd, 'Diagnoses' AS h FROM generate_series(1, 700) i
          UNION ALL SELECT 'LOINC:' || (1000 + i * 37) || '-' || (i % 10), 'Labtests' FROM generate_series(1, 300) i
          UNION ALL SELECT 'NDC:' || lpad((i * 7919 % 99999999)::text, 11, '0'), 'Medications' FROM generate_series(1, 400) i
          UNION ALL SELECT 'CPT:' || (10000 + i * 113), 'Procedures' FROM generate_series(1, 250) i
          UNION ALL SELECT 'DEM|SEX:' || s, 'Demographics' FROM unnest(ARRAY['m', 'f']) s
          UNION ALL SELECT 'DEM|RACE:' || s, 'Demographics' FROM unnest(ARRAY['white', 'black', 'asian', 'hispanic', 'other']) s
          UNION ALL SELECT 'VITAL:' || s, 'Vitals' FROM unnest(ARRAY['BP_SYS', 'BP_DIA', 'PULSE', 'TEMP', 'WEIGHT', 'HEIGHT', 'BMI']) s) a
        ORDER BY cd) x;
CREATE INDEX cd_idx_uploadid ON concept_dimension (upload_id);

CREATE TABLE provider_dimension (provider_id varchar(50) NOT NULL, provider_path varchar(700) NOT NULL, name_char varchar(850),
  provider_blob text, update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT provider_dimension_pk PRIMARY KEY (provider_path, provider_id));
INSERT INTO provider_dimension
SELECT 'LCS-I2B2:D' || lpad((109000 + p * 17)::text, 9, '0'),
       '\i2b2\Providers\' || (ARRAY['Medicine', 'Surgery', 'Pediatrics', 'Radiology', 'Psychiatry'])[1 + p % 5] || '\Dr ' || p || '\',
       'Dr ' || p, NULL, timestamp '2023-05-01', NULL, timestamp '2023-05-02', 'DEMO', NULL
  FROM generate_series(1, 120) p;

CREATE TABLE modifier_dimension (modifier_path varchar(700) NOT NULL, modifier_cd varchar(50), name_char varchar(2000), modifier_blob text,
  update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT modifier_dimension_pk PRIMARY KEY (modifier_path));
INSERT INTO modifier_dimension
SELECT '\' || split_part(m, ':', 1) || '\' || m || '\', m, initcap(lower(replace(m, ':', ' '))), NULL, timestamp '2023-05-01', NULL,
       timestamp '2023-05-02', 'DEMO', NULL
  FROM unnest(ARRAY['MED:DOSE', 'MED:FREQ', 'MED:ROUTE', 'MED:PRN', 'DX:PRIMARY', 'DX:SECONDARY', 'DX:ADMIT', 'LAB:FASTING', 'PROC:LEFT', 'PROC:RIGHT']) m;

CREATE TABLE code_lookup (table_cd varchar(100) NOT NULL, column_cd varchar(100) NOT NULL, code_cd varchar(50) NOT NULL,
  name_char varchar(650), lookup_blob text, upload_date timestamp, update_date timestamp, download_date timestamp,
  import_date timestamp, sourcesystem_cd varchar(50), upload_id int, CONSTRAINT code_lookup_pk PRIMARY KEY (table_cd, column_cd, code_cd));
INSERT INTO code_lookup
SELECT t, c, u.code, initcap(u.code), NULL, NULL, NULL, NULL, timestamp '2023-05-02', 'DEMO', NULL
  FROM (VALUES ('patient_dimension', 'sex_cd', ARRAY['M', 'F', 'U', '@']),
               ('patient_dimension', 'race_cd', ARRAY['white', 'black', 'asian', 'hispanic', 'other', '@']),
               ('patient_dimension', 'marital_status_cd', ARRAY['single', 'married', 'divorced', 'widow', '@']),
               ('patient_dimension', 'vital_status_cd', ARRAY['Y', 'N', '@']),
               ('patient_dimension', 'language_cd', ARRAY['english', 'spanish', 'german', 'french', 'portuguese', '@']),
               ('visit_dimension', 'inout_cd', ARRAY['I', 'O', 'E', '@']),
               ('visit_dimension', 'active_status_cd', ARRAY['F', 'U', '@'])) v(t, c, a)
  CROSS JOIN LATERAL unnest(a) u(code);

CREATE TABLE patient_mapping (patient_ide varchar(200) NOT NULL, patient_ide_source varchar(50) NOT NULL, patient_num int NOT NULL,
  patient_ide_status varchar(50), project_id varchar(50) NOT NULL, upload_date timestamp, update_date timestamp, download_date timestamp,
  import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT patient_mapping_pk PRIMARY KEY (patient_ide, patient_ide_source, project_id));
INSERT INTO patient_mapping
SELECT patient_num::text, 'HIVE', patient_num, 'A', 'DEMO', NULL::timestamp, timestamp '2023-06-01', NULL::timestamp,
       timestamp '2023-06-02', 'DEMO', NULL::int
  FROM patient_dimension
UNION ALL
SELECT lpad((7000000 + (patient_num - 1000000000) * 131)::text, 9, '0'), 'MRN', patient_num, 'A', 'DEMO', NULL, timestamp '2023-06-01',
       NULL, timestamp '2023-06-02', 'DEMO', NULL
  FROM patient_dimension
UNION ALL
SELECT 'EMPI' || (patient_num - 1000000000) * 7, 'EMPI', patient_num, 'A', 'DEMO', NULL, NULL, NULL, timestamp '2023-06-02', 'DEMO', NULL
  FROM patient_dimension WHERE random() < 0.4;

CREATE TABLE encounter_mapping (encounter_ide varchar(200) NOT NULL, encounter_ide_source varchar(50) NOT NULL, project_id varchar(50) NOT NULL,
  encounter_num int NOT NULL, patient_ide varchar(200) NOT NULL, patient_ide_source varchar(50) NOT NULL, encounter_ide_status varchar(50),
  upload_date timestamp, update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50), upload_id int,
  CONSTRAINT encounter_mapping_pk PRIMARY KEY (encounter_ide, encounter_ide_source, project_id, patient_ide, patient_ide_source));
CREATE INDEX em_encnum_idx ON encounter_mapping (encounter_num);
INSERT INTO encounter_mapping
SELECT v.encounter_num::text, 'HIVE', 'DEMO', v.encounter_num, v.patient_num::text, 'HIVE', 'A', NULL::timestamp,
       timestamp '2023-06-01', NULL::timestamp, timestamp '2023-06-02', 'DEMO', NULL::int
  FROM visit_dimension v
UNION ALL
SELECT 'V' || (900000 + v.encounter_num * 3), 'EPIC', 'DEMO', v.encounter_num, m.patient_ide, 'MRN', 'A', NULL, NULL, NULL,
       timestamp '2023-06-02', 'DEMO', NULL
  FROM visit_dimension v JOIN patient_mapping m ON m.patient_num = v.patient_num AND m.patient_ide_source = 'MRN';

CREATE TABLE observation_fact (encounter_num int NOT NULL, patient_num int NOT NULL, concept_cd varchar(50) NOT NULL,
  provider_id varchar(50) NOT NULL, start_date timestamp NOT NULL, modifier_cd varchar(100) NOT NULL DEFAULT '@',
  instance_num int NOT NULL DEFAULT 1, valtype_cd varchar(50), tval_char varchar(255), nval_num decimal(18, 5), valueflag_cd varchar(50),
  quantity_num decimal(18, 5), units_cd varchar(50), end_date timestamp, location_cd varchar(50), observation_blob text,
  confidence_num decimal(18, 5), update_date timestamp, download_date timestamp, import_date timestamp, sourcesystem_cd varchar(50),
  upload_id int, text_search_index serial,
  CONSTRAINT observation_fact_pk PRIMARY KEY (patient_num, concept_cd, modifier_cd, start_date, encounter_num, instance_num, provider_id));
CREATE INDEX of_idx_encounter_patient ON observation_fact (encounter_num, patient_num, instance_num);
CREATE INDEX of_idx_allobservation_fact ON observation_fact (patient_num, encounter_num, concept_cd, start_date, provider_id, modifier_cd, instance_num);
CREATE TEMP TABLE cc AS SELECT array_agg(concept_cd ORDER BY CASE WHEN concept_cd LIKE 'VITAL:%' THEN 0 WHEN concept_cd LIKE 'LOINC:%' THEN 1 ELSE 2 END,
                                         md5(concept_cd)) AS a FROM concept_dimension;
CREATE TEMP TABLE pv AS SELECT array_agg(provider_id ORDER BY provider_id) AS a FROM provider_dimension;
INSERT INTO observation_fact (encounter_num, patient_num, concept_cd, provider_id, start_date, modifier_cd, instance_num, valtype_cd,
  tval_char, nval_num, valueflag_cd, quantity_num, units_cd, end_date, location_cd, observation_blob, confidence_num, update_date,
  download_date, import_date, sourcesystem_cd, upload_id)
SELECT DISTINCT ON (v.patient_num, c, m, v.start_date, v.encounter_num, i, pr)
       v.encounter_num, v.patient_num, c, pr, v.start_date, m, i,
       CASE WHEN c LIKE 'VITAL:%' OR c LIKE 'LOINC:%' THEN 'N' ELSE '@' END,
       CASE WHEN c LIKE 'VITAL:%' OR c LIKE 'LOINC:%' THEN 'E' END,
       CASE WHEN c LIKE 'VITAL:%' OR c LIKE 'LOINC:%' THEN round((random() * 200)::numeric, 2) END,
       CASE WHEN random() < 0.1 THEN (ARRAY['H', 'L', 'A'])[pg_temp.r(3)] END, NULL, NULL, v.end_date, v.location_cd, NULL, NULL,
       timestamp '2023-06-01', NULL, timestamp '2023-06-02', 'DEMO', v.upload_id
  FROM visit_dimension v
  CROSS JOIN LATERAL (SELECT pg_temp.pks((SELECT a FROM cc), 2.2) || substr(v.encounter_num::text, 1, 0) AS c,
                             CASE WHEN random() < 0.8 THEN '@' ELSE pg_temp.pick((SELECT array_agg(modifier_cd) FROM modifier_dimension)) END AS m,
                             CASE WHEN random() < 0.9 THEN 1 ELSE 2 END AS i,
                             CASE WHEN random() < 0.3 THEN '@' ELSE pg_temp.pks((SELECT a FROM pv), 1.5) END AS pr
                        FROM generate_series(1, 1 + pg_temp.r(6))) f;
-- demographics facts: one per patient on the first visit
INSERT INTO observation_fact (encounter_num, patient_num, concept_cd, provider_id, start_date, modifier_cd, instance_num, valtype_cd,
  update_date, import_date, sourcesystem_cd)
SELECT DISTINCT ON (p.patient_num) v.encounter_num, p.patient_num, 'DEM|SEX:' || lower(p.sex_cd), '@', v.start_date, '@', 1, '@',
       timestamp '2023-06-01', timestamp '2023-06-02', 'DEMO'
  FROM patient_dimension p JOIN visit_dimension v USING (patient_num)
 ORDER BY p.patient_num, v.start_date
ON CONFLICT DO NOTHING;

-- query tables: saved queries, their runs, results and patient sets
CREATE TABLE qt_query_status_type (status_type_id int PRIMARY KEY, name varchar(100), description varchar(200));
INSERT INTO qt_query_status_type VALUES (1, 'QUEUED', 'WAITING IN QUEUE TO START PROCESS'), (2, 'PROCESSING', 'PROCESSING'),
  (3, 'FINISHED', 'FINISHED'), (4, 'ERROR', 'ERROR'), (5, 'INCOMPLETE', 'INCOMPLETE'), (6, 'COMPLETED', 'COMPLETED'),
  (7, 'MEDIUM_QUEUE', 'MEDIUM QUEUE'), (8, 'LARGE_QUEUE', 'LARGE QUEUE'), (9, 'CANCELLED', 'CANCELLED'), (10, 'TIMEDOUT', 'TIMEDOUT');
CREATE TABLE qt_query_result_type (result_type_id int PRIMARY KEY, name varchar(100), description varchar(200), display_type_id varchar(500),
  visual_attribute_type_id varchar(3), user_role_cd varchar(255), classname varchar(200));
INSERT INTO qt_query_result_type VALUES (1, 'PATIENTSET', 'Patient set', 'LIST', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultPatientSetGenerator'),
  (2, 'PATIENT_ENCOUNTER_SET', 'Encounter set', 'LIST', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultEncounterSetGenerator'),
  (3, 'XML', 'Generic query result', 'CATNUM', 'LH', '@', NULL),
  (4, 'PATIENT_COUNT_XML', 'Number of patients', 'CATNUM', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultPatientCountGenerator'),
  (5, 'PATIENT_GENDER_COUNT_XML', 'Gender patient breakdown', 'CATNUM', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultGenerator'),
  (6, 'PATIENT_VITALSTATUS_COUNT_XML', 'Vital Status patient breakdown', 'CATNUM', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultGenerator'),
  (7, 'PATIENT_RACE_COUNT_XML', 'Race patient breakdown', 'CATNUM', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultGenerator'),
  (8, 'PATIENT_AGE_COUNT_XML', 'Age patient breakdown', 'CATNUM', 'LA', '@', 'edu.harvard.i2b2.crc.dao.setfinder.QueryResultGenerator');
CREATE TABLE qt_query_master (query_master_id serial PRIMARY KEY, name varchar(250) NOT NULL, user_id varchar(50) NOT NULL,
  group_id varchar(50) NOT NULL, master_type_cd varchar(2000), plugin_id int, create_date timestamp NOT NULL, delete_date timestamp,
  delete_flag varchar(3), request_xml text, generated_sql text, i2b2_request_xml text, pm_xml text);
INSERT INTO qt_query_master (name, user_id, group_id, master_type_cd, create_date, delete_flag, request_xml, generated_sql)
SELECT (ARRAY['Diabetes', 'Hypertension', 'Asthma', 'Labs high', 'Female 40-60'])[1 + q % 5] || '@' || to_char(d, 'HH24:MI:SS'),
       u, 'Demo', NULL, d, CASE WHEN random() < 0.1 THEN 'Y' ELSE 'N' END, '<query_definition/>', 'select ...'
  FROM (SELECT q, (ARRAY['demo', 'i2b2', 'researcher1', 'researcher2'])[pg_temp.r(4)] AS u,
               timestamp '2023-07-01' + random() * interval '300 days' AS d FROM generate_series(1, 150) q) x ORDER BY d;
CREATE TABLE qt_query_instance (query_instance_id serial PRIMARY KEY, query_master_id int, user_id varchar(50) NOT NULL,
  group_id varchar(50) NOT NULL, batch_mode varchar(50), start_date timestamp NOT NULL, end_date timestamp, delete_flag varchar(3),
  status_type_id int, message text,
  CONSTRAINT qt_fk_qi_mid FOREIGN KEY (query_master_id) REFERENCES qt_query_master (query_master_id),
  CONSTRAINT qt_fk_qi_stid FOREIGN KEY (status_type_id) REFERENCES qt_query_status_type (status_type_id));
INSERT INTO qt_query_instance (query_master_id, user_id, group_id, batch_mode, start_date, end_date, delete_flag, status_type_id)
SELECT m.query_master_id, m.user_id, 'Demo', CASE WHEN s = 6 THEN 'FINISHED' ELSE 'ERROR' END, m.create_date, m.create_date + interval '3 seconds',
       'N', s
  FROM qt_query_master m CROSS JOIN LATERAL generate_series(1, CASE WHEN m.query_master_id % 7 = 0 THEN 2 ELSE 1 END) g
  CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.9 THEN 6 WHEN random() < 0.5 THEN 4 ELSE 9 END + 0 * g AS s) st
 ORDER BY m.query_master_id, g;
CREATE TABLE qt_query_result_instance (result_instance_id serial PRIMARY KEY, query_instance_id int, result_type_id int NOT NULL,
  set_size int, start_date timestamp NOT NULL, end_date timestamp, status_type_id int NOT NULL, delete_flag varchar(3),
  message text, description varchar(200), real_set_size int, obfusc_method varchar(500),
  CONSTRAINT qt_fk_qri_rid FOREIGN KEY (query_instance_id) REFERENCES qt_query_instance (query_instance_id),
  CONSTRAINT qt_fk_qri_rtid FOREIGN KEY (result_type_id) REFERENCES qt_query_result_type (result_type_id),
  CONSTRAINT qt_fk_qri_stid FOREIGN KEY (status_type_id) REFERENCES qt_query_status_type (status_type_id));
INSERT INTO qt_query_result_instance (query_instance_id, result_type_id, set_size, start_date, end_date, status_type_id, delete_flag,
  description, real_set_size, obfusc_method)
SELECT i.query_instance_id, t, 5 + pg_temp.r(200), i.start_date, i.end_date, CASE WHEN i.status_type_id = 6 THEN 3 ELSE 4 END, 'N',
       'Result for ' || i.query_instance_id, NULL, NULL
  FROM qt_query_instance i CROSS JOIN LATERAL unnest(CASE WHEN i.query_instance_id % 3 = 0 THEN ARRAY[1, 4, 5] ELSE ARRAY[4] END) t
 ORDER BY i.query_instance_id, t;
UPDATE qt_query_result_instance SET real_set_size = set_size;
CREATE TABLE qt_patient_set_collection (patient_set_coll_id bigserial PRIMARY KEY, result_instance_id int, set_index int, patient_num int,
  CONSTRAINT qt_fk_pesc_ri FOREIGN KEY (result_instance_id) REFERENCES qt_query_result_instance (result_instance_id));
INSERT INTO qt_patient_set_collection (result_instance_id, set_index, patient_num)
SELECT r.result_instance_id, row_number() OVER (PARTITION BY r.result_instance_id ORDER BY p.patient_num), p.patient_num
  FROM qt_query_result_instance r
  CROSS JOIN LATERAL (SELECT patient_num FROM patient_dimension WHERE (patient_num + r.result_instance_id) % (3 + r.result_instance_id % 11) = 0
                       LIMIT r.set_size) p
 WHERE r.result_type_id = 1;
