-- test/accuracy/fhir.sql: a FHIR-shaped clinical store with uuid keys, written for issue 16 as a held-out
-- check: committed with its truth (fhir_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every resource table is keyed by a uuid named id; references are named by the FHIR
-- element, not by the target: subject_id (a patient), performer_id (a practitioner in one table, an
-- organization in another), requester_id, recorder_id, asserter_id, collector_id, care_manager_id,
-- member_id, based_on_id (a service request), request_id; self hierarchies part_of_id (organization,
-- location, encounter), replaces_id, prior_prescription_id, derived_from_id, link_replaced_by_id;
-- many references are nullable; soft deletes (deleted_at) and audit columns created_by / updated_by
-- pointing at app_user; a practitioner's user_id is a 1:1 satellite link to app_user; many-to-many
-- link tables (encounter_participant, diagnostic_report_result, care_team_participant); audit_event's
-- entity_id is polymorphic (no reference). Deterministic: uuids are md5 hashes, other values setseed.
-- updated_by of care_team, condition, observation and service_request is never set: those four
-- truths are undiscoverable (corrected after the first measurement; see README "Accuracy").
SET client_min_messages = warning;
SELECT setseed(0.31);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.u(kind text, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5(kind || ':' || n)::uuid $$;
-- an audit user: 60% of rows come from the integration user (1), the rest from staff users
CREATE FUNCTION pg_temp.au() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT pg_temp.u('user', CASE WHEN random() < 0.6 THEN 1 ELSE 2 + floor(random() * 149)::int END) $$;

CREATE TABLE app_user (id uuid PRIMARY KEY, email text NOT NULL UNIQUE, display_name text, is_service boolean,
                       created_at timestamptz, updated_at timestamptz, deleted_at timestamptz);
INSERT INTO app_user SELECT pg_temp.u('user', g), 'user' || g || '@hospital.example', 'User ' || g, g = 1,
       '2020-01-01'::timestamptz + g * interval '2 days', '2024-01-01'::timestamptz + g * interval '1 hour',
       CASE WHEN g % 17 = 0 THEN '2024-05-01'::timestamptz END
  FROM generate_series(1, 150) g;

CREATE TABLE organization (id uuid PRIMARY KEY, identifier text UNIQUE, name text, type_code text, part_of_id uuid REFERENCES organization,
                           active boolean, created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user,
                           updated_at timestamptz, updated_by uuid REFERENCES app_user, deleted_at timestamptz);
INSERT INTO organization SELECT pg_temp.u('org', g), 'ORG-' || lpad(g::text, 4, '0'), 'Organization ' || g,
       (ARRAY['prov','dept','team','ins','lab'])[CASE WHEN g = 1 THEN 1 WHEN g <= 15 THEN 2 WHEN g <= 30 THEN 3 ELSE 4 + g % 2 END],
       CASE WHEN g = 1 OR g > 30 THEN NULL WHEN g <= 15 THEN pg_temp.u('org', 1) ELSE pg_temp.u('org', 2 + g % 14) END,
       g % 19 <> 0, '2020-02-01'::timestamptz + g * interval '3 days', pg_temp.au(),
       CASE WHEN g % 3 <> 0 THEN '2024-02-01'::timestamptz + g * interval '1 day' END, CASE WHEN g % 3 <> 0 THEN pg_temp.au() END,
       CASE WHEN g % 19 = 0 THEN '2024-06-01'::timestamptz END
  FROM generate_series(1, 40) g;

-- sites 1..4, buildings 5..20, wards 21..80, rooms 81..200
CREATE TABLE location (id uuid PRIMARY KEY, name text, status text, physical_type text, managing_organization_id uuid REFERENCES organization,
                       part_of_id uuid REFERENCES location, created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user,
                       updated_at timestamptz, updated_by uuid REFERENCES app_user, deleted_at timestamptz);
INSERT INTO location SELECT pg_temp.u('loc', g), 'Location ' || g, CASE WHEN g % 23 = 0 THEN 'inactive' ELSE 'active' END,
       CASE WHEN g <= 4 THEN 'si' WHEN g <= 20 THEN 'bu' WHEN g <= 80 THEN 'wa' ELSE 'ro' END,
       pg_temp.u('org', CASE WHEN g <= 20 THEN 1 ELSE 2 + g % 14 END),
       CASE WHEN g <= 4 THEN NULL WHEN g <= 20 THEN pg_temp.u('loc', 1 + g % 4) WHEN g <= 80 THEN pg_temp.u('loc', 5 + g % 16)
            ELSE pg_temp.u('loc', 21 + g % 60) END,
       '2020-03-01'::timestamptz + g * interval '1 day', pg_temp.au(), '2024-03-01'::timestamptz + g * interval '1 hour', pg_temp.au(),
       CASE WHEN g % 41 = 0 THEN '2024-07-01'::timestamptz END
  FROM generate_series(1, 200) g;

CREATE TABLE practitioner (id uuid PRIMARY KEY, npi text UNIQUE, family text, given text, gender text, user_id uuid UNIQUE REFERENCES app_user,
                           active boolean, created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user, updated_at timestamptz,
                           updated_by uuid REFERENCES app_user, deleted_at timestamptz);
INSERT INTO practitioner SELECT pg_temp.u('prac', g), (1000000000 + g * 7919)::text, 'Family' || pg_temp.r(90), 'Given' || g,
       (ARRAY['male','female'])[pg_temp.r(2)], CASE WHEN g <= 100 THEN pg_temp.u('user', 30 + g) END, g % 29 <> 0,
       '2020-04-01'::timestamptz + g * interval '1 day', pg_temp.au(), '2024-04-01'::timestamptz, pg_temp.au(), NULL
  FROM generate_series(1, 120) g;
CREATE TABLE practitioner_role (id uuid PRIMARY KEY, practitioner_id uuid NOT NULL REFERENCES practitioner,
                                organization_id uuid NOT NULL REFERENCES organization, location_id uuid REFERENCES location,
                                specialty_code text, active boolean, period_start date, period_end date);
INSERT INTO practitioner_role SELECT pg_temp.u('prole', g), pg_temp.u('prac', 1 + (g - 1) % 120), pg_temp.u('org', 2 + pg_temp.r(28)),
       CASE WHEN g % 3 <> 0 THEN pg_temp.u('loc', 20 + pg_temp.r(60)) END, (ARRAY['394802001','394579002','408443003','419772000'])[pg_temp.r(4)],
       g % 7 <> 0, date '2019-01-01' + g * 3, CASE WHEN g % 7 = 0 THEN date '2023-01-01' + g END
  FROM generate_series(1, 200) g;

CREATE TABLE patient (id uuid PRIMARY KEY, mrn text NOT NULL UNIQUE, family text, given text, birth_date date, gender text,
                      managing_organization_id uuid REFERENCES organization, general_practitioner_id uuid REFERENCES practitioner,
                      link_replaced_by_id uuid REFERENCES patient, deceased boolean, created_at timestamptz,
                      created_by uuid NOT NULL REFERENCES app_user, updated_at timestamptz, updated_by uuid REFERENCES app_user,
                      deleted_at timestamptz);
INSERT INTO patient SELECT pg_temp.u('pat', g), 'MRN' || lpad((g * 37 % 100000)::text, 6, '0'), 'Family' || pg_temp.r(600), 'Given' || pg_temp.r(300),
       date '1930-01-01' + pg_temp.r(32000), (ARRAY['male','female','other','unknown'])[1 + (g % 11 = 0)::int * 2 + g % 2],
       pg_temp.u('org', 1), CASE WHEN g % 4 <> 0 THEN pg_temp.u('prac', pg_temp.r(120)) END,
       CASE WHEN g % 97 = 0 THEN pg_temp.u('pat', g - 1) END, g % 53 = 0,
       '2021-01-01'::timestamptz + g * interval '4 hours', pg_temp.au(),
       CASE WHEN g % 2 = 0 THEN '2024-01-01'::timestamptz + g * interval '1 hour' END, CASE WHEN g % 2 = 0 THEN pg_temp.au() END,
       CASE WHEN g % 97 = 0 THEN '2024-02-01'::timestamptz END
  FROM generate_series(1, 2000) g;
UPDATE patient SET managing_organization_id = pg_temp.u('org', 2 + (substr(mrn, 4)::int % 14)) WHERE substr(mrn, 4)::int % 3 = 0;
CREATE TABLE related_person (id uuid PRIMARY KEY, patient_id uuid NOT NULL REFERENCES patient, relationship_code text, family text,
                             given text, telecom text, deleted_at timestamptz);
INSERT INTO related_person SELECT pg_temp.u('rp', g), pg_temp.u('pat', pg_temp.r(2000)), (ARRAY['MTH','FTH','SPS','CHILD','GUARD'])[pg_temp.r(5)],
       'Family' || pg_temp.r(600), 'Given' || pg_temp.r(300), '555-' || lpad(g::text, 4, '0'), NULL
  FROM generate_series(1, 600) g;

CREATE TABLE episode_of_care (id uuid PRIMARY KEY, status text, patient_id uuid NOT NULL REFERENCES patient,
                              managing_organization_id uuid REFERENCES organization, care_manager_id uuid REFERENCES practitioner,
                              period_start date, period_end date);
INSERT INTO episode_of_care SELECT pg_temp.u('eoc', g), (ARRAY['active','finished','cancelled'])[pg_temp.r(3)], pg_temp.u('pat', pg_temp.r(2000)),
       pg_temp.u('org', 2 + pg_temp.r(14)), CASE WHEN g % 5 <> 0 THEN pg_temp.u('prac', pg_temp.r(120)) END,
       date '2022-01-01' + g, CASE WHEN g % 2 = 0 THEN date '2023-01-01' + g END
  FROM generate_series(1, 800) g;
-- encounters: an inpatient stay (every tenth) is the part_of of the next three, ward transfers of the same patient
CREATE TABLE encounter (id uuid PRIMARY KEY, status text, class_code text, subject_id uuid NOT NULL REFERENCES patient,
                        episode_of_care_id uuid REFERENCES episode_of_care, service_provider_id uuid REFERENCES organization,
                        location_id uuid REFERENCES location, part_of_id uuid REFERENCES encounter, period_start timestamptz,
                        period_end timestamptz, created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user,
                        updated_at timestamptz, updated_by uuid REFERENCES app_user, deleted_at timestamptz);
INSERT INTO encounter SELECT pg_temp.u('enc', g), (ARRAY['finished','finished','finished','in-progress','cancelled'])[pg_temp.r(5)],
       CASE WHEN g % 10 BETWEEN 0 AND 3 THEN 'IMP' ELSE (ARRAY['AMB','EMER','VR'])[pg_temp.r(3)] END, pg_temp.u('pat', p),
       CASE WHEN g % 6 = 0 THEN pg_temp.u('eoc', pg_temp.r(800)) END, pg_temp.u('org', 2 + pg_temp.r(14)),
       CASE WHEN g % 8 <> 0 THEN pg_temp.u('loc', 20 + pg_temp.r(180)) END,
       CASE WHEN g > 10 AND g % 10 BETWEEN 1 AND 3 THEN pg_temp.u('enc', g - g % 10) END,
       '2023-01-01'::timestamptz + g * interval '97 minutes', '2023-01-01'::timestamptz + g * interval '97 minutes' + interval '2 hours',
       '2023-01-01'::timestamptz + g * interval '97 minutes', pg_temp.au(),
       CASE WHEN g % 3 = 0 THEN '2024-01-01'::timestamptz + g * interval '1 minute' END, CASE WHEN g % 3 = 0 THEN pg_temp.au() END,
       CASE WHEN g % 211 = 0 THEN '2024-06-01'::timestamptz END
  FROM (SELECT g, 1 + (CASE WHEN g > 10 AND g % 10 BETWEEN 1 AND 3 THEN g - g % 10 ELSE g END * 7919) % 2000 p FROM generate_series(1, 5000) g) x;
CREATE TABLE encounter_participant (encounter_id uuid NOT NULL REFERENCES encounter, practitioner_id uuid NOT NULL REFERENCES practitioner,
                                    type_code text NOT NULL, period_start timestamptz, PRIMARY KEY (encounter_id, practitioner_id, type_code));
INSERT INTO encounter_participant SELECT DISTINCT ON (e, p, t) pg_temp.u('enc', e), pg_temp.u('prac', p), t, '2023-01-01'::timestamptz + e * interval '97 minutes'
  FROM (SELECT e, pg_temp.r(120) p, (ARRAY['ATND','PPRF','CON','SPRF'])[k] t FROM generate_series(1, 5000) e, generate_series(1, 3) k
         WHERE k <= 1 + e % 3) x;

CREATE TABLE condition (id uuid PRIMARY KEY, clinical_status text, code text, subject_id uuid NOT NULL REFERENCES patient,
                        encounter_id uuid REFERENCES encounter, asserter_id uuid REFERENCES practitioner,
                        recorder_id uuid REFERENCES practitioner, onset_date date, abatement_date date, created_at timestamptz,
                        created_by uuid NOT NULL REFERENCES app_user, updated_at timestamptz, updated_by uuid REFERENCES app_user,
                        deleted_at timestamptz);
INSERT INTO condition SELECT pg_temp.u('cond', g), (ARRAY['active','resolved','inactive'])[pg_temp.r(3)],
       (ARRAY['38341003','44054006','195967001','13645005','35489007','73211009','399211009'])[pg_temp.r(7)], e.subject_id,
       CASE WHEN g % 4 <> 0 THEN e.id END, CASE WHEN g % 3 = 0 THEN pg_temp.u('prac', pg_temp.r(120)) END, pg_temp.u('prac', pg_temp.r(120)),
       date '2015-01-01' + pg_temp.r(3000), CASE WHEN g % 5 = 0 THEN date '2024-01-01' + g % 100 END, e.period_start, pg_temp.au(),
       NULL, NULL, CASE WHEN g % 131 = 0 THEN '2024-06-01'::timestamptz END
  FROM (SELECT g, pg_temp.r(5000) pick FROM generate_series(1, 3000) g) x JOIN encounter e ON e.id = pg_temp.u('enc', x.pick);
CREATE TABLE service_request (id uuid PRIMARY KEY, status text, intent text, priority text, code text, subject_id uuid NOT NULL REFERENCES patient,
                              encounter_id uuid REFERENCES encounter, requester_id uuid NOT NULL REFERENCES practitioner,
                              performer_id uuid REFERENCES organization, replaces_id uuid REFERENCES service_request, authored_on timestamptz,
                              created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user, updated_at timestamptz,
                              updated_by uuid REFERENCES app_user, deleted_at timestamptz);
INSERT INTO service_request SELECT pg_temp.u('sr', g), (ARRAY['completed','active','revoked'])[pg_temp.r(3)], 'order',
       (ARRAY['routine','urgent','stat'])[pg_temp.r(3)], (ARRAY['24323-8','58410-2','2093-3','4548-4','1751-7'])[pg_temp.r(5)], e.subject_id, e.id,
       pg_temp.u('prac', pg_temp.r(120)), CASE WHEN g % 5 <> 0 THEN pg_temp.u('org', 31 + 2 * pg_temp.r(5) - 1) END,
       CASE WHEN g % 50 = 0 THEN pg_temp.u('sr', g - 1) END, e.period_start, e.period_start, pg_temp.au(), NULL, NULL, NULL
  FROM (SELECT g, pg_temp.r(5000) pick FROM generate_series(1, 2500) g) x JOIN encounter e ON e.id = pg_temp.u('enc', x.pick);
CREATE TABLE specimen (id uuid PRIMARY KEY, type_code text, subject_id uuid NOT NULL REFERENCES patient, request_id uuid REFERENCES service_request,
                       collector_id uuid REFERENCES practitioner, collected_at timestamptz, deleted_at timestamptz);
INSERT INTO specimen SELECT pg_temp.u('spec', g), (ARRAY['119297000','122555007','119361006'])[pg_temp.r(3)], s.subject_id, s.id,
       CASE WHEN g % 6 <> 0 THEN pg_temp.u('prac', pg_temp.r(120)) END, s.authored_on + interval '1 hour', NULL
  FROM generate_series(1, 1500) g JOIN service_request s ON s.id = pg_temp.u('sr', g);
CREATE TABLE observation (id uuid PRIMARY KEY, status text, code text, subject_id uuid NOT NULL REFERENCES patient, encounter_id uuid REFERENCES encounter,
                          performer_id uuid REFERENCES practitioner, based_on_id uuid REFERENCES service_request,
                          specimen_id uuid REFERENCES specimen, derived_from_id uuid REFERENCES observation, value_quantity numeric(10,2),
                          value_unit text, effective_at timestamptz, created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user,
                          updated_at timestamptz, updated_by uuid REFERENCES app_user, deleted_at timestamptz);
-- observations 1..3000 answer requests 1..1500 (two each, with their specimen), the rest are vital signs
INSERT INTO observation SELECT pg_temp.u('obs', g), 'final',
       CASE WHEN g <= 3000 THEN s.code ELSE (ARRAY['8867-4','8480-6','8462-4','8310-5','29463-7','39156-5'])[pg_temp.r(6)] END,
       coalesce(s.subject_id, e.subject_id), coalesce(s.encounter_id, e.id), CASE WHEN g % 4 <> 0 THEN pg_temp.u('prac', pg_temp.r(120)) END,
       s.id, CASE WHEN g <= 3000 THEN pg_temp.u('spec', (g + 1) / 2) END,
       CASE WHEN g > 3000 AND g % 10 = 0 THEN pg_temp.u('obs', g - 1) END, round((random() * 200)::numeric, 2),
       (ARRAY['mg/dL','mmHg','/min','kg','Cel'])[pg_temp.r(5)], coalesce(s.authored_on, e.period_start) + interval '2 hours',
       coalesce(s.authored_on, e.period_start) + interval '2 hours', pg_temp.au(), NULL, NULL,
       CASE WHEN g % 307 = 0 THEN '2024-06-01'::timestamptz END
  FROM (SELECT g, pg_temp.r(5000) pick FROM generate_series(1, 8000) g) x
  JOIN encounter e ON e.id = pg_temp.u('enc', x.pick)
  LEFT JOIN service_request s ON g <= 3000 AND s.id = pg_temp.u('sr', (g + 1) / 2);
CREATE TABLE diagnostic_report (id uuid PRIMARY KEY, status text, code text, subject_id uuid NOT NULL REFERENCES patient,
                                encounter_id uuid REFERENCES encounter, based_on_id uuid REFERENCES service_request,
                                performer_id uuid REFERENCES organization, conclusion text, issued_at timestamptz, deleted_at timestamptz);
INSERT INTO diagnostic_report SELECT pg_temp.u('dr', g), 'final', s.code, s.subject_id, s.encounter_id, s.id, s.performer_id,
       CASE WHEN g % 3 = 0 THEN 'Within normal limits' END, s.authored_on + interval '1 day', NULL
  FROM generate_series(1, 1500) g JOIN service_request s ON s.id = pg_temp.u('sr', g);
CREATE TABLE diagnostic_report_result (diagnostic_report_id uuid NOT NULL REFERENCES diagnostic_report,
                                       observation_id uuid NOT NULL REFERENCES observation, sequence int,
                                       PRIMARY KEY (diagnostic_report_id, observation_id));
INSERT INTO diagnostic_report_result SELECT pg_temp.u('dr', g), pg_temp.u('obs', 2 * g - k), 2 - k FROM generate_series(1, 1500) g, generate_series(0, 1) k;

CREATE TABLE medication (id uuid PRIMARY KEY, code text UNIQUE, form_code text, manufacturer_id uuid REFERENCES organization, status text);
INSERT INTO medication SELECT pg_temp.u('med', g), (200000 + g * 31)::text, (ARRAY['385055001','385219001','421026006'])[pg_temp.r(3)],
       CASE WHEN g % 4 <> 0 THEN pg_temp.u('org', 32 + 2 * pg_temp.r(4)) END, 'active'
  FROM generate_series(1, 300) g;
CREATE TABLE medication_request (id uuid PRIMARY KEY, status text, intent text, medication_id uuid NOT NULL REFERENCES medication,
                                 subject_id uuid NOT NULL REFERENCES patient, encounter_id uuid REFERENCES encounter,
                                 requester_id uuid NOT NULL REFERENCES practitioner, prior_prescription_id uuid REFERENCES medication_request,
                                 authored_on timestamptz, dosage_text text, created_at timestamptz, created_by uuid NOT NULL REFERENCES app_user,
                                 updated_at timestamptz, updated_by uuid REFERENCES app_user, deleted_at timestamptz);
INSERT INTO medication_request SELECT pg_temp.u('mr', g), (ARRAY['active','completed','stopped'])[pg_temp.r(3)], 'order',
       pg_temp.u('med', pg_temp.r(300)), e.subject_id, e.id, pg_temp.u('prac', pg_temp.r(120)),
       CASE WHEN g % 8 = 0 THEN pg_temp.u('mr', g - pg_temp.r(7)) END, e.period_start, pg_temp.r(4) || ' tablets daily',
       e.period_start, pg_temp.au(), CASE WHEN g % 2 = 0 THEN e.period_start + interval '3 days' END, CASE WHEN g % 2 = 0 THEN pg_temp.au() END, NULL
  FROM (SELECT g, pg_temp.r(5000) pick FROM generate_series(1, 3000) g) x JOIN encounter e ON e.id = pg_temp.u('enc', x.pick);
CREATE TABLE medication_administration (id uuid PRIMARY KEY, status text, request_id uuid REFERENCES medication_request,
                                        subject_id uuid NOT NULL REFERENCES patient, performer_id uuid REFERENCES practitioner,
                                        effective_at timestamptz, dose_value numeric(8,2));
INSERT INTO medication_administration SELECT pg_temp.u('ma', g), 'completed', m.id, m.subject_id,
       CASE WHEN g % 5 <> 0 THEN pg_temp.u('prac', pg_temp.r(120)) END, m.authored_on + g % 50 * interval '6 hours', pg_temp.r(4)
  FROM (SELECT g, pg_temp.r(3000) pick FROM generate_series(1, 4000) g) x JOIN medication_request m ON m.id = pg_temp.u('mr', x.pick);

CREATE TABLE care_team (id uuid PRIMARY KEY, status text, name text, subject_id uuid NOT NULL REFERENCES patient, encounter_id uuid REFERENCES encounter,
                        managing_organization_id uuid REFERENCES organization, created_at timestamptz,
                        created_by uuid NOT NULL REFERENCES app_user, updated_at timestamptz, updated_by uuid REFERENCES app_user,
                        deleted_at timestamptz);
INSERT INTO care_team SELECT pg_temp.u('ct', g), 'active', 'Care team ' || g, e.subject_id, CASE WHEN g % 2 = 0 THEN e.id END,
       pg_temp.u('org', 2 + pg_temp.r(28)), e.period_start, pg_temp.au(), NULL, NULL, NULL
  FROM (SELECT g, pg_temp.r(5000) pick FROM generate_series(1, 500) g) x JOIN encounter e ON e.id = pg_temp.u('enc', x.pick);
CREATE TABLE care_team_participant (care_team_id uuid NOT NULL REFERENCES care_team, member_id uuid NOT NULL REFERENCES practitioner,
                                    role_code text NOT NULL, PRIMARY KEY (care_team_id, member_id, role_code));
INSERT INTO care_team_participant SELECT DISTINCT pg_temp.u('ct', t), pg_temp.u('prac', 1 + (t * 7 + k * 13) % 120),
       (ARRAY['PCP','NURSE','SW'])[1 + k % 3]
  FROM generate_series(1, 500) t, generate_series(1, 4) k WHERE k <= 2 + t % 3;

-- who did what to which resource (entity_type says which table: no reference)
CREATE TABLE audit_event (id uuid PRIMARY KEY, action text, recorded_at timestamptz, agent_user_id uuid NOT NULL REFERENCES app_user,
                          entity_type text, entity_id uuid, outcome text);
INSERT INTO audit_event SELECT pg_temp.u('audit', g), (ARRAY['C','R','U','D'])[pg_temp.r(4)], '2024-01-01'::timestamptz + g * interval '3 minutes',
       pg_temp.u('user', 1 + pg_temp.r(149)), t,
       CASE t WHEN 'Patient' THEN pg_temp.u('pat', pg_temp.r(2000)) WHEN 'Encounter' THEN pg_temp.u('enc', pg_temp.r(5000))
              ELSE pg_temp.u('obs', pg_temp.r(8000)) END, '0'
  FROM (SELECT g, (ARRAY['Patient','Encounter','Observation'])[pg_temp.r(3)] t FROM generate_series(1, 3000) g) x;
ANALYZE;
