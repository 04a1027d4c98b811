-- test/accuracy/omop.sql: a subset of the OHDSI OMOP Common Data Model v5.4 (the clinical tables, the
-- health system tables and the standardized vocabularies) as an ETL from EHR data loads it into
-- PostgreSQL with the official DDL, primary keys and constraints files, written for issue 16 as a
-- held-out check (eighth round): committed with its truth (omop_truth.csv) BEFORE discovery was ever
-- run on it.
--
-- Its conventions: one schema, public; lower-case tables keyed by <table>_id integers, dense 1..n in
-- every clinical table (so the key ranges of person, visit_occurrence, condition_occurrence ...
-- overlap); dozens of *_concept_id columns in every clinical table all referencing concept(concept_id)
-- (gender, race, ethnicity, visit, type, status, route, unit, operator, value_as, qualifier, modifier,
-- specialty, place of service, country, and the *_source_concept_id twins), where 0 is the real
-- concept "No matching concept" (so 0 is a value that references); concept ids of 1 to 8 digits in
-- the ranges the vocabularies use (8507/8532 gender, 9201 visits, 3xxxxxx LOINC, 4xxxxxx SNOMED,
-- 19xxxxxx/40xxxxxx RxNorm, 45xxxxxx NDC/ICD10CM, 2xxxxxx CPT4, 32xxx type concepts); concept has
-- TEXT keys domain_id / vocabulary_id / concept_class_id into domain / vocabulary / concept_class,
-- which point back at concept (domain_concept_id, vocabulary_concept_id, concept_class_concept_id);
-- self references visit_occurrence.preceding_visit_occurrence_id, visit_detail.preceding_visit_detail_id
-- and visit_detail.visit_detail_parent_id (both sparse); *_source_value text columns (ICD10 codes,
-- NDC codes, 'ambulatory') that are not references; measurement.measurement_event_id is
-- polymorphic (the row of whichever table meas_event_field_concept_id names: a condition or a
-- procedure; no reference, left out of the truth), while observation.observation_event_id, as
-- polymorphic by design, holds here only conditions (allergies noted under the diagnosis), so
-- observation_event_id -> condition_occurrence is in the truth as undeclared;
-- concept_relationship.relationship_id names the relationship table, which is not in the subset
-- (left out). death has no key; concept_relationship and concept_ancestor have none either.
-- Foreign keys are those of the v5.4 constraints file, all declared. Declared references whose data
-- hold a single value cannot be decided by any data and are 'undiscoverable' in the truth: the
-- person's gender/race/ethnicity source concepts (all 0, as Synthea ETLs leave them), visit and
-- visit_detail source concepts (all 0), visit_detail_type_concept_id (all 32817), location's
-- country_concept_id (all the United States), provider's specialty_source_concept_id (all 0) and
-- gender_source_concept_id (all NULL), observation.obs_event_field_concept_id (only the condition field). Skewed: a few conditions, drugs and labs dominate; most
-- visits outpatient; provider NULL on part of the rows, visit_detail_id only on inpatient events.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SET enable_memoize = off;
SELECT setseed(0.5400);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- standardized vocabularies ----
CREATE TABLE concept (
  concept_id integer NOT NULL PRIMARY KEY, concept_name varchar(255) NOT NULL, domain_id varchar(20) NOT NULL,
  vocabulary_id varchar(20) NOT NULL, concept_class_id varchar(20) NOT NULL, standard_concept varchar(1),
  concept_code varchar(50) NOT NULL, valid_start_date date NOT NULL, valid_end_date date NOT NULL,
  invalid_reason varchar(1));
CREATE TABLE vocabulary (
  vocabulary_id varchar(20) NOT NULL PRIMARY KEY, vocabulary_name varchar(255) NOT NULL,
  vocabulary_reference varchar(255), vocabulary_version varchar(255), vocabulary_concept_id integer NOT NULL);
CREATE TABLE domain (
  domain_id varchar(20) NOT NULL PRIMARY KEY, domain_name varchar(255) NOT NULL, domain_concept_id integer NOT NULL);
CREATE TABLE concept_class (
  concept_class_id varchar(20) NOT NULL PRIMARY KEY, concept_class_name varchar(255) NOT NULL,
  concept_class_concept_id integer NOT NULL);

INSERT INTO vocabulary VALUES
  ('None', 'OMOP Standardized Vocabularies', 'OMOP generated', 'v5.0 30-AUG-24', 44819096),
  ('SNOMED', 'Systematic Nomenclature of Medicine - Clinical Terms (IHTSDO)', 'http://www.snomed.org/', '2024-03-01 SNOMED CT International Edition', 44819097),
  ('ICD10CM', 'International Classification of Diseases, Tenth Revision, Clinical Modification (NCHS)', 'http://www.cdc.gov/nchs/icd/icd10cm.htm', 'ICD10CM FY2024 code descriptions', 44819098),
  ('CPT4', 'Current Procedural Terminology version 4 (AMA)', 'http://www.nlm.nih.gov/research/umls/licensedcontent/umlsknowledgesources.html', '2024 Release', 44819100),
  ('HCPCS', 'Healthcare Common Procedure Coding System (CMS)', 'http://www.nlm.nih.gov/research/umls/licensedcontent/umlsknowledgesources.html', '2024 Alpha Numeric HCPCS File', 44819101),
  ('LOINC', 'Logical Observation Identifiers Names and Codes (Regenstrief Institute)', 'http://loinc.org/downloads/loinc', 'LOINC 2.76', 44819102),
  ('RxNorm', 'RxNorm (NLM)', 'http://www.nlm.nih.gov/research/umls/rxnorm/docs/rxnormfiles.html', 'RxNorm 20240304', 44819104),
  ('NDC', 'National Drug Code (FDA and manufacturers)', 'http://www.nlm.nih.gov/research/umls/rxnorm/docs/rxnormfiles.html', 'NDC 20240304', 44819105),
  ('UCUM', 'Unified Code for Units of Measure (Regenstrief Institute)', 'http://aurora.regenstrief.org/~ucum/ucum.html', 'Version 1.8.2', 44819107),
  ('Gender', 'OMOP Gender', 'OMOP generated', NULL, 44819108),
  ('Race', 'Race and Ethnicity Code Set (USBC)', 'http://www.cdc.gov/nchs/data/dvs/Race_Ethnicity_CodeSet.pdf', 'Version 1.0', 44819109),
  ('CMS Place of Service', 'Place of Service Codes for Professional Claims (CMS)', 'http://www.cms.gov/Medicare/Coding/place-of-service-codes', '2009-01-11', 44819110),
  ('Visit', 'OMOP Visit', 'OMOP generated', NULL, 44819119),
  ('Ethnicity', 'OMOP Ethnicity', 'OMOP generated', NULL, 44819134),
  ('Medicare Specialty', 'Medicare provider/supplier specialty codes (CMS)', 'http://www.cms.gov/Medicare/Provider-Enrollment-and-Certification/MedicareProviderSupEnroll/Taxonomy.html', '2018-06-26 Specialty', 44819138),
  ('Domain', 'OMOP Domain', 'OMOP generated', NULL, 44819147),
  ('Type Concept', 'OMOP Type Concept', 'OMOP generated', NULL, 44819233),
  ('Vocabulary', 'OMOP Vocabulary', 'OMOP generated', NULL, 44819232),
  ('Concept Class', 'OMOP Concept Class', 'OMOP generated', NULL, 44819234),
  ('Relationship', 'OMOP Relationship', 'OMOP generated', NULL, 44819235),
  ('OSM', 'OpenStreetMap', 'https://www.openstreetmap.org/copyright/en', 'OSM Release 2019-02-21', 32541),
  ('Condition Status', 'OMOP Condition Status', 'OMOP generated', NULL, 32887),
  ('CDM', 'OMOP Common DataModel', 'https://github.com/OHDSI/CommonDataModel', 'CDM v6.0.0', 32485);

INSERT INTO domain VALUES
  ('Gender', 'Gender', 2), ('Race', 'Race', 3), ('Ethnicity', 'Ethnicity', 4), ('Metadata', 'Metadata', 7),
  ('Visit', 'Visit', 8), ('Procedure', 'Procedure', 10), ('Drug', 'Drug', 13), ('Route', 'Route', 15),
  ('Unit', 'Unit', 16), ('Condition', 'Condition', 19), ('Measurement', 'Measurement', 21),
  ('Observation', 'Observation', 27), ('Meas Value', 'Measurement Value', 34), ('Provider', 'Provider', 33),
  ('Device', 'Device', 17), ('Specimen', 'Specimen', 36), ('Geography', 'Geographic Feature', 32),
  ('Meas Value Operator', 'Measurement Value Operator', 39), ('Type Concept', 'Type Concept', 58),
  ('Condition Status', 'Condition Status', 32896), ('Spec Anatomic Site', 'Specimen Anatomic Site', 40),
  ('Relationship', 'Relationship', 53), ('Cost', 'Cost', 581456), ('Episode', 'Episode', 32527);

INSERT INTO concept_class VALUES
  ('Undefined', 'Undefined', 44819268), ('Gender', 'Gender', 44819236), ('Race', 'Race', 44819237),
  ('Ethnicity', 'Ethnicity', 44819238), ('Visit', 'Visit', 44819239), ('Type Concept', 'Type Concept', 44819240),
  ('Domain', 'Domain', 44819241), ('Vocabulary', 'Vocabulary', 44819242), ('Concept Class', 'Concept Class', 44819243),
  ('Clinical Finding', 'Clinical Finding', 44819244), ('Procedure', 'Procedure', 44819245),
  ('Observable Entity', 'Observable Entity', 44819246), ('Qualifier Value', 'Qualifier Value', 44819247),
  ('Ingredient', 'Ingredient', 44819248), ('Clinical Drug', 'Clinical Drug', 44819249),
  ('Branded Drug', 'Branded Drug', 44819250), ('11-digit NDC', '11-digit NDC', 44819251),
  ('Lab Test', 'Lab Test', 44819252), ('Clinical Observation', 'Clinical Observation', 44819253),
  ('Answer', 'Answer', 44819254), ('Unit', 'Unit', 44819255), ('CPT4', 'CPT4', 44819256),
  ('CPT4 Modifier', 'CPT4 Modifier', 44819257), ('HCPCS', 'HCPCS', 44819258),
  ('3-char nonbill code', '3-character non-billing code', 44819259),
  ('4-char billing code', '4-character billing code', 44819260),
  ('5-char billing code', '5-character billing code', 44819261),
  ('Physician Specialty', 'Physician Specialty', 44819262), ('Location', 'Location', 44819263),
  ('Condition Status', 'Condition Status', 44819264), ('Field', 'Field', 44819265),
  ('Context-dependent', 'Context-dependent', 44819266), ('Relationship', 'Relationship', 44819267);

-- metadata concepts: one per vocabulary, domain and concept class, and 0
INSERT INTO concept VALUES (0, 'No matching concept', 'Metadata', 'None', 'Undefined', NULL, 'No matching concept',
                            '1970-01-01', '2099-12-31', NULL);
INSERT INTO concept
SELECT vocabulary_concept_id, vocabulary_name, 'Metadata', 'Vocabulary', 'Vocabulary', NULL, 'OMOP generated',
       '1970-01-01', '2099-12-31', NULL FROM vocabulary;
INSERT INTO concept
SELECT domain_concept_id, domain_name, 'Metadata', 'Domain', 'Domain', NULL, 'OMOP generated',
       '1970-01-01', '2099-12-31', NULL FROM domain;
INSERT INTO concept
SELECT concept_class_concept_id, concept_class_name, 'Metadata', 'Concept Class', 'Concept Class', NULL, 'OMOP generated',
       '1970-01-01', '2099-12-31', NULL FROM concept_class;

-- named concepts the clinical tables use by role
INSERT INTO concept (concept_id, concept_name, domain_id, vocabulary_id, concept_class_id, standard_concept,
                     concept_code, valid_start_date, valid_end_date)
SELECT id, nm, dom, voc, cls, std, code, '1970-01-01', '2099-12-31' FROM (VALUES
  (8507, 'MALE', 'Gender', 'Gender', 'Gender', 'S', 'M'), (8532, 'FEMALE', 'Gender', 'Gender', 'Gender', 'S', 'F'),
  (8527, 'White', 'Race', 'Race', 'Race', 'S', '5'), (8516, 'Black or African American', 'Race', 'Race', 'Race', 'S', '3'),
  (8515, 'Asian', 'Race', 'Race', 'Race', 'S', '2'), (8657, 'American Indian or Alaska Native', 'Race', 'Race', 'Race', 'S', '1'),
  (8557, 'Native Hawaiian or Other Pacific Islander', 'Race', 'Race', 'Race', 'S', '4'),
  (38003563, 'Hispanic or Latino', 'Ethnicity', 'Ethnicity', 'Ethnicity', 'S', 'Hispanic'),
  (38003564, 'Not Hispanic or Latino', 'Ethnicity', 'Ethnicity', 'Ethnicity', 'S', 'Not Hispanic'),
  (9201, 'Inpatient Visit', 'Visit', 'Visit', 'Visit', 'S', 'IP'), (9202, 'Outpatient Visit', 'Visit', 'Visit', 'Visit', 'S', 'OP'),
  (9203, 'Emergency Room Visit', 'Visit', 'Visit', 'Visit', 'S', 'ER'),
  (262, 'Emergency Room and Inpatient Visit', 'Visit', 'Visit', 'Visit', 'S', 'ERIP'),
  (581477, 'Office Visit', 'Visit', 'Visit', 'Visit', 'S', 'OV'),
  (32037, 'Intensive Care', 'Visit', 'Visit', 'Visit', 'S', 'OMOP4822460'),
  (8717, 'Inpatient Hospital', 'Visit', 'CMS Place of Service', 'Visit', 'S', '21'),
  (8756, 'Outpatient Hospital', 'Visit', 'CMS Place of Service', 'Visit', 'S', '22'),
  (8940, 'Office', 'Visit', 'CMS Place of Service', 'Visit', 'S', '11'),
  (8782, 'Urgent Care Facility', 'Visit', 'CMS Place of Service', 'Visit', 'S', '20'),
  (8870, 'Emergency Room - Hospital', 'Visit', 'CMS Place of Service', 'Visit', 'S', '23'),
  (8863, 'Skilled Nursing Facility', 'Visit', 'CMS Place of Service', 'Visit', 'S', '31'),
  (8546, 'Hospice', 'Visit', 'CMS Place of Service', 'Visit', 'S', '34'),
  (8536, 'Home', 'Visit', 'CMS Place of Service', 'Visit', 'S', '12'),
  (8971, 'Inpatient Psychiatric Facility', 'Visit', 'CMS Place of Service', 'Visit', 'S', '51'),
  (32817, 'EHR', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976890'),
  (32810, 'Claim', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976883'),
  (32815, 'Death Certificate', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976888'),
  (32827, 'EHR encounter record', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976900'),
  (32838, 'EHR prescription', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976911'),
  (32869, 'Pharmacy claim', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976942'),
  (32856, 'Lab', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976929'),
  (32880, 'Standard algorithm', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976953'),
  (32862, 'Patient filled survey', 'Type Concept', 'Type Concept', 'Type Concept', 'S', 'OMOP4976935'),
  (32902, 'Primary diagnosis', 'Condition Status', 'Condition Status', 'Condition Status', 'S', 'OMOP4976972'),
  (32908, 'Secondary diagnosis', 'Condition Status', 'Condition Status', 'Condition Status', 'S', 'OMOP4976978'),
  (32890, 'Admission diagnosis', 'Condition Status', 'Condition Status', 'Condition Status', 'S', 'OMOP4976960'),
  (4132161, 'Oral', 'Route', 'SNOMED', 'Qualifier Value', 'S', '26643006'),
  (4171047, 'Intravenous', 'Route', 'SNOMED', 'Qualifier Value', 'S', '47625008'),
  (4302612, 'Subcutaneous', 'Route', 'SNOMED', 'Qualifier Value', 'S', '34206005'),
  (4262099, 'Transdermal', 'Route', 'SNOMED', 'Qualifier Value', 'S', '45890007'),
  (4186831, 'Inhalation', 'Route', 'SNOMED', 'Qualifier Value', 'S', '447694001'),
  (4172703, '=', 'Meas Value Operator', 'SNOMED', 'Qualifier Value', 'S', '276136004'),
  (4171756, '<', 'Meas Value Operator', 'SNOMED', 'Qualifier Value', 'S', '276139006'),
  (4172704, '>', 'Meas Value Operator', 'SNOMED', 'Qualifier Value', 'S', '276140008'),
  (4171754, '<=', 'Meas Value Operator', 'SNOMED', 'Qualifier Value', 'S', '276137008'),
  (45878583, 'Negative', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA6577-6'),
  (45884084, 'Positive', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA6576-8'),
  (45877994, 'Yes', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA33-6'),
  (45878245, 'No', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA32-8'),
  (45881666, 'Reactive', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA11225-2'),
  (4181412, 'Present', 'Meas Value', 'SNOMED', 'Qualifier Value', 'S', '52101004'),
  (4132135, 'Absent', 'Meas Value', 'SNOMED', 'Qualifier Value', 'S', '2667000'),
  (4069590, 'Normal', 'Meas Value', 'SNOMED', 'Qualifier Value', 'S', '17621005'),
  (4135493, 'Abnormal', 'Meas Value', 'SNOMED', 'Qualifier Value', 'S', '263654008'),
  (4125022, 'Severe', 'Observation', 'SNOMED', 'Qualifier Value', 'S', '24484000'),
  (4125021, 'Moderate', 'Observation', 'SNOMED', 'Qualifier Value', 'S', '6736007'),
  (4116992, 'Mild', 'Observation', 'SNOMED', 'Qualifier Value', 'S', '255604002'),
  (4222153, 'Current some day smoker', 'Observation', 'SNOMED', 'Qualifier Value', 'S', '428041000124106'),
  (45883458, 'Never smoker', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA18978-9'),
  (45884037, 'Former smoker', 'Meas Value', 'LOINC', 'Answer', 'S', 'LA15920-4'),
  (8576, 'milligram', 'Unit', 'UCUM', 'Unit', 'S', 'mg'), (8840, 'milligram per deciliter', 'Unit', 'UCUM', 'Unit', 'S', 'mg/dL'),
  (8554, 'percent', 'Unit', 'UCUM', 'Unit', 'S', '%'), (8713, 'gram per deciliter', 'Unit', 'UCUM', 'Unit', 'S', 'g/dL'),
  (8876, 'millimeter mercury column', 'Unit', 'UCUM', 'Unit', 'S', 'mm[Hg]'), (9529, 'kilogram', 'Unit', 'UCUM', 'Unit', 'S', 'kg'),
  (8582, 'centimeter', 'Unit', 'UCUM', 'Unit', 'S', 'cm'), (8541, 'per minute', 'Unit', 'UCUM', 'Unit', 'S', '/min'),
  (8753, 'millimole per liter', 'Unit', 'UCUM', 'Unit', 'S', 'mmol/L'), (8645, 'unit per liter', 'Unit', 'UCUM', 'Unit', 'S', 'U/L'),
  (8842, 'nanogram per milliliter', 'Unit', 'UCUM', 'Unit', 'S', 'ng/mL'),
  (8848, 'thousand per microliter', 'Unit', 'UCUM', 'Unit', 'S', '10*3/uL'),
  (8587, 'milliliter', 'Unit', 'UCUM', 'Unit', 'S', 'mL'), (586323, 'degree Celsius', 'Unit', 'UCUM', 'Unit', 'S', 'Cel'),
  (9117, 'kilogram per square meter', 'Unit', 'UCUM', 'Unit', 'S', 'kg/m2'),
  (8749, 'micromole per liter', 'Unit', 'UCUM', 'Unit', 'S', 'umol/L'), (8510, 'unit', 'Unit', 'UCUM', 'Unit', 'S', 'U'),
  (8784, 'cells per microliter', 'Unit', 'UCUM', 'Unit', 'S', '/uL'),
  (720870, 'milliliter per minute per 1.73 square meter', 'Unit', 'UCUM', 'Unit', 'S', 'mL/min/{1.73_m2}'),
  (9448, 'pack-year', 'Unit', 'UCUM', 'Unit', 'S', '{pack-years}'),
  (42046186, 'United States of America', 'Geography', 'OSM', 'Location', 'S', '148838'),
  (38004446, 'General Practice', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '01'),
  (38004447, 'General Surgery', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '02'),
  (38004451, 'Cardiology', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '06'),
  (38004453, 'Family Practice', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '08'),
  (38004456, 'Internal Medicine', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '11'),
  (38004458, 'Neurology', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '13'),
  (38004461, 'Obstetrics/Gynecology', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '16'),
  (38004463, 'Orthopedic Surgery', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '20'),
  (38004468, 'Psychiatry', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '26'),
  (38004477, 'Pediatric Medicine', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '37'),
  (38004510, 'Emergency Medicine', 'Provider', 'Medicare Specialty', 'Physician Specialty', 'S', '93'),
  (1147127, 'condition_occurrence.condition_occurrence_id', 'Metadata', 'CDM', 'Field', 'S', 'CDM1147127'),
  (1147082, 'procedure_occurrence.procedure_occurrence_id', 'Metadata', 'CDM', 'Field', 'S', 'CDM1147082'),
  (1147094, 'drug_exposure.drug_exposure_id', 'Metadata', 'CDM', 'Field', 'S', 'CDM1147094')
) v(id, nm, dom, voc, cls, std, code);

-- generated vocabulary content: the k-th concept of a kind at ids in that vocabulary's range
CREATE TEMP TABLE gen (kind text, k int, id int, dom text, voc text, cls text, std text, code text, nm text);
INSERT INTO gen  -- SNOMED conditions: a few classic low ids, then 4xxxxxx
SELECT 'cond', k, CASE WHEN k <= 24 THEN (ARRAY[320128, 201826, 432867, 4329847, 255573, 317009, 80180, 440383, 441542,
                                           260139, 28060, 4112343, 40481087, 313217, 316139, 195588, 436659, 81893,
                                           192671, 46271022, 378001, 257012, 4185932, 4170143])[k]
                       ELSE 4000000 + k * 2791 + floor(random() * 2700)::int END,
       'Condition', 'SNOMED', 'Clinical Finding', 'S', (60000000 + k * 7919)::text,
       CASE WHEN k <= 24 THEN (ARRAY['Essential hypertension', 'Type 2 diabetes mellitus', 'Hyperlipidemia', 'Myocardial infarction',
                                     'Chronic obstructive lung disease', 'Asthma', 'Osteoarthritis', 'Depressive disorder',
                                     'Anxiety disorder', 'Acute bronchitis', 'Streptococcal sore throat', 'Acute viral pharyngitis',
                                     'Viral sinusitis', 'Atrial fibrillation', 'Heart failure', 'Cystitis', 'Iron deficiency anemia',
                                     'Ulcerative colitis', 'Gastrointestinal hemorrhage', 'Chronic kidney disease', 'Concussion',
                                     'Chronic sinusitis', 'Ischemic heart disease', 'Prediabetes'])[k]
            ELSE (ARRAY['Disorder of ', 'Injury of ', 'Infection of ', 'Neoplasm of ', 'Finding of '])[1 + k % 5]
                 || (ARRAY['kidney', 'liver', 'skin', 'knee', 'lung', 'colon', 'eye', 'ear', 'heart', 'bone', 'thyroid'])[1 + k % 11]
                 || ' ' || k END
  FROM generate_series(1, 340) k;
INSERT INTO gen  -- SNOMED procedures and observables
SELECT 'sproc', k, 4001500 + k * 4973 + floor(random() * 1400)::int, 'Procedure', 'SNOMED', 'Procedure', 'S',
       (70000000 + k * 6007)::text, (ARRAY['Excision of ', 'Biopsy of ', 'Repair of ', 'Imaging of ', 'Injection into '])[1 + k % 5]
       || (ARRAY['kidney', 'liver', 'skin', 'knee', 'lung', 'colon', 'eye', 'ear', 'heart', 'bone'])[1 + k % 10] || ' ' || k
  FROM generate_series(1, 170) k;
INSERT INTO gen
SELECT 'sobs', k, CASE WHEN k <= 6 THEN (ARRAY[4275495, 4058286, 40766945, 4219336, 4144272, 4005823])[k]
                       ELSE 4020000 + k * 9011 + floor(random() * 3000)::int END,
       'Observation', 'SNOMED', CASE WHEN k % 3 = 0 THEN 'Context-dependent' ELSE 'Observable Entity' END, 'S',
       (80000000 + k * 313)::text,
       CASE WHEN k <= 6 THEN (ARRAY['Tobacco smoking behavior', 'Alcohol intake', 'Current smoker', 'Tobacco user',
                                    'Allergy to substance', 'Tobacco smoking status'])[k]
            ELSE 'History of finding ' || k END
  FROM generate_series(1, 60) k;
INSERT INTO gen  -- CPT4 (and its modifiers), HCPCS
SELECT 'cpt', k, 2100000 + k * 3407 + floor(random() * 3300)::int, 'Procedure', 'CPT4', 'CPT4', 'S',
       (10021 + k * 457 % 89000)::text, 'CPT procedure ' || k
  FROM generate_series(1, 200) k;
INSERT INTO gen
SELECT 'cptmod', k, 45754500 + k * 37, 'Observation', 'CPT4', 'CPT4 Modifier', 'S',
       (ARRAY['25', '26', '50', '59', 'LT', 'RT', 'TC', '76', '91', '51'])[k], 'Modifier ' || k
  FROM generate_series(1, 10) k;
INSERT INTO gen
SELECT 'hcpcs', k, 2614000 + k * 1709 + floor(random() * 1600)::int, 'Procedure', 'HCPCS', 'HCPCS', 'S',
       chr(65 + k % 10) || lpad((k * 37 % 9999)::text, 4, '0'), 'HCPCS service ' || k
  FROM generate_series(1, 60) k;
INSERT INTO gen  -- RxNorm ingredients and clinical drugs, NDC packages
SELECT 'ing', k, CASE WHEN k <= 12 THEN (ARRAY[1503297, 1308216, 1545958, 1125315, 1713332, 1332418, 1314002, 1118084,
                                             1154343, 1177480, 1539403, 19078461])[k]
                      ELSE 1100000 + k * 5903 + floor(random() * 5000)::int END,
       'Drug', 'RxNorm', 'Ingredient', 'S', (6809 + k * 211)::text,
       CASE WHEN k <= 12 THEN (ARRAY['metformin', 'lisinopril', 'atorvastatin', 'acetaminophen', 'amoxicillin', 'amlodipine',
                                     'hydrochlorothiazide', 'celecoxib', 'albuterol', 'ibuprofen', 'simvastatin', 'insulin glargine'])[k]
            ELSE 'ingredient ' || k END
  FROM generate_series(1, 80) k;
INSERT INTO gen
SELECT 'drug', k, CASE WHEN k % 3 = 0 THEN 40160000 + k * 271 + floor(random() * 260)::int
                       ELSE 19000000 + k * 461 + floor(random() * 450)::int END,
       'Drug', 'RxNorm', 'Clinical Drug', 'S', (197000 + k * 173)::text,
       'drug ' || k || ' ' || (ARRAY['10 MG Oral Tablet', '500 MG Oral Tablet', '20 MG Oral Capsule', '0.09 MG/ACTUAT Inhalant',
                                      '100 UNT/ML Injectable Solution', '5 MG/ML Oral Suspension'])[1 + k % 6]
  FROM generate_series(1, 300) k;
INSERT INTO gen
SELECT 'ndc', k, 45000000 + k * 997 + floor(random() * 990)::int, 'Drug', 'NDC', '11-digit NDC', NULL,
       lpad((k * 7321 % 99999)::text, 5, '0') || lpad((k * 31 % 9999)::text, 4, '0') || lpad((k % 99)::text, 2, '0'),
       'NDC package ' || k
  FROM generate_series(1, 300) k;
INSERT INTO gen  -- LOINC labs, observations
SELECT 'lab', k, CASE WHEN k <= 24 THEN (ARRAY[3004410, 3027018, 3004249, 3012888, 3025315, 3036277, 3038553, 3020891,
                                             3024171, 3000963, 3013682, 3016723, 3004501, 3027114, 3007070, 3028437,
                                             3022192, 3000905, 3024128, 3019550, 3023103, 3014576, 3006906, 3049187])[k]
                      WHEN k % 4 = 0 THEN 40760000 + k * 113 + floor(random() * 100)::int
                      ELSE 3000000 + k * 347 + floor(random() * 340)::int END,
       'Measurement', 'LOINC', 'Lab Test', 'S', (1000 + k * 97)::text || '-' || (k % 10)::text,
       CASE WHEN k <= 24 THEN (ARRAY['Hemoglobin A1c/Hemoglobin.total in Blood', 'Heart rate', 'Systolic blood pressure',
                                     'Diastolic blood pressure', 'Body weight', 'Body height', 'Body mass index', 'Body temperature',
                                     'Respiratory rate', 'Hemoglobin [Mass/volume] in Blood', 'Urea nitrogen [Mass/volume] in Serum',
                                     'Creatinine [Mass/volume] in Serum', 'Glucose [Mass/volume] in Serum', 'Cholesterol [Mass/volume] in Serum',
                                     'Cholesterol in HDL', 'Cholesterol in LDL', 'Triglyceride', 'Leukocytes [#/volume] in Blood',
                                     'Platelets [#/volume] in Blood', 'Sodium [Moles/volume] in Serum', 'Potassium [Moles/volume] in Serum',
                                     'Chloride [Moles/volume] in Serum', 'Calcium [Mass/volume] in Serum', 'eGFR'])[k]
            ELSE 'Lab test ' || k END
  FROM generate_series(1, 130) k;
INSERT INTO gen
SELECT 'lobs', k, 40766000 + k * 211 + floor(random() * 200)::int, 'Observation', 'LOINC', 'Clinical Observation', 'S',
       (70000 + k * 13)::text || '-' || (k % 10)::text, 'Survey question ' || k
  FROM generate_series(1, 40) k;
INSERT INTO gen  -- ICD10CM: source codes, not standard
SELECT 'icd', k, CASE WHEN k % 3 = 0 THEN 35206000 + k * 29 + floor(random() * 28)::int
                      WHEN k % 3 = 1 THEN 45533000 + k * 181 + floor(random() * 170)::int
                      ELSE 1567000 + k * 23 + floor(random() * 22)::int END,
       'Condition', 'ICD10CM', CASE WHEN k % 5 = 0 THEN '3-char nonbill code' WHEN k % 2 = 0 THEN '4-char billing code'
                                    ELSE '5-char billing code' END, NULL,
       chr(65 + k % 26) || lpad((k * 7 % 100)::text, 2, '0') || CASE WHEN k % 5 = 0 THEN '' ELSE '.' || (k % 10)::text END
           || CASE WHEN k % 2 = 1 AND k % 5 <> 0 THEN (k % 7)::text ELSE '' END,
       'ICD10 diagnosis ' || k
  FROM generate_series(1, 400) k;
INSERT INTO concept (concept_id, concept_name, domain_id, vocabulary_id, concept_class_id, standard_concept,
                     concept_code, valid_start_date, valid_end_date, invalid_reason)
SELECT DISTINCT ON (id) id, nm, dom, voc, cls, std, code, '1970-01-01'::date + (k * 37) % 15000,
       CASE WHEN k % 97 = 0 AND std IS NULL THEN '2019-06-30'::date ELSE '2099-12-31' END,
       CASE WHEN k % 97 = 0 AND std IS NULL THEN 'U' END
  FROM gen ORDER BY id, kind
ON CONFLICT (concept_id) DO NOTHING;
-- the kinds as dense arrays of the ids that made it in (the skew picks low k most)
CREATE TEMP TABLE pools AS
SELECT g.kind, array_agg(g.id ORDER BY g.k) AS a
  FROM gen g JOIN concept c ON c.concept_id = g.id AND c.concept_name = g.nm GROUP BY g.kind;
CREATE FUNCTION pg_temp.pk(kind text, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT a[pg_temp.sk(array_length(a, 1), e)] FROM pools WHERE pools.kind = $1 $$;
CREATE FUNCTION pg_temp.one(a int[]) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT a[pg_temp.r(array_length(a, 1))] $$;

CREATE TABLE concept_relationship (
  concept_id_1 integer NOT NULL, concept_id_2 integer NOT NULL, relationship_id varchar(20) NOT NULL,
  valid_start_date date NOT NULL, valid_end_date date NOT NULL, invalid_reason varchar(1));
CREATE TABLE concept_ancestor (
  ancestor_concept_id integer NOT NULL, descendant_concept_id integer NOT NULL,
  min_levels_of_separation integer NOT NULL, max_levels_of_separation integer NOT NULL);
-- source -> standard maps: an ICD10CM code maps to a condition, an NDC to a clinical drug, a drug has an ingredient
CREATE TEMP TABLE maps AS
SELECT 'icd' AS kind, i AS k, p.a[i] AS src, (SELECT a[1 + floor(array_length(a, 1) * ((i * 0.6180339887) % 1) ^ 1.6)::int]
                                                 FROM pools WHERE kind = 'cond') AS std
  FROM pools p, generate_series(1, array_length(p.a, 1)) i WHERE p.kind = 'icd'
UNION ALL
SELECT 'ndc', i, p.a[i], (SELECT a[1 + (i * 7) % array_length(a, 1)] FROM pools WHERE kind = 'drug')
  FROM pools p, generate_series(1, array_length(p.a, 1)) i WHERE p.kind = 'ndc'
UNION ALL
SELECT 'ing', i, p.a[i], (SELECT a[1 + floor(array_length(a, 1) * ((i * 0.4142135) % 1) ^ 1.4)::int] FROM pools WHERE kind = 'ing')
  FROM pools p, generate_series(1, array_length(p.a, 1)) i WHERE p.kind = 'drug';
INSERT INTO concept_relationship
SELECT src, std, CASE kind WHEN 'ing' THEN 'RxNorm has ing' ELSE 'Maps to' END, '1970-01-01'::date, '2099-12-31'::date, NULL FROM maps
UNION ALL
SELECT std, src, CASE kind WHEN 'ing' THEN 'RxNorm ing of' ELSE 'Mapped from' END, '1970-01-01'::date, '2099-12-31'::date, NULL FROM maps;
-- SNOMED hierarchy: conditions and procedures 25.. sit under one of the first 24 of their kind
CREATE TEMP TABLE isa AS
SELECT p.a[i] AS child, p.a[1 + (i * 13) % 24] AS parent
  FROM pools p, generate_series(25, array_length(p.a, 1)) i WHERE p.kind IN ('cond', 'sproc');
INSERT INTO concept_relationship
SELECT child, parent, 'Is a', '1970-01-01'::date, '2099-12-31'::date, NULL FROM isa
UNION ALL SELECT parent, child, 'Subsumes', '1970-01-01'::date, '2099-12-31'::date, NULL FROM isa;
INSERT INTO concept_ancestor
SELECT concept_id, concept_id, 0, 0 FROM concept
 WHERE standard_concept = 'S' AND domain_id IN ('Condition', 'Drug', 'Procedure', 'Measurement')
UNION ALL SELECT parent, child, 1, 1 + (child % 3) FROM isa
UNION ALL SELECT std, src, 1, 2 FROM maps WHERE kind = 'ing';

-- ---- health system ----
CREATE TABLE location (
  location_id integer NOT NULL PRIMARY KEY, address_1 varchar(50), address_2 varchar(50), city varchar(50),
  state varchar(2), zip varchar(9), county varchar(20), location_source_value varchar(50),
  country_concept_id integer, country_source_value varchar(80), latitude numeric, longitude numeric);
INSERT INTO location
SELECT l, (100 + l * 37 % 9000) || ' ' || (ARRAY['Main St', 'Oak Ave', 'Elm St', 'Washington Blvd', 'Maple Dr', 'Park Rd'])[1 + l % 6],
       CASE WHEN l % 9 = 0 THEN 'Apt ' || (l % 40 + 1) END,
       (ARRAY['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell', 'Brockton', 'Quincy', 'Lynn', 'Newton', 'Somerville'])[c],
       'MA', lpad((1000 + c * 117 + l % 7)::text, 5, '0'),
       (ARRAY['Suffolk', 'Worcester', 'Hampden', 'Middlesex', 'Middlesex', 'Plymouth', 'Norfolk', 'Essex', 'Middlesex', 'Middlesex'])[c],
       md5('loc' || l), 42046186, 'US', round((42.0 + random() * 0.8)::numeric, 6), round((-71.9 + random() * 1.0)::numeric, 6)
  FROM (SELECT l, pg_temp.sk(10, 1.8) AS c FROM generate_series(1, 300) l) x;

CREATE TABLE care_site (
  care_site_id integer NOT NULL PRIMARY KEY, care_site_name varchar(255), place_of_service_concept_id integer,
  location_id integer, care_site_source_value varchar(50), place_of_service_source_value varchar(50));
INSERT INTO care_site
SELECT s, (ARRAY['General Hospital', 'Family Health Center', 'Urgent Care', 'Medical Group', 'Community Clinic'])[1 + s % 5] || ' ' || s,
       (ARRAY[8717, 8940, 8782, 8756, 8940])[1 + s % 5], 270 + s, md5('cs' || s),
       (ARRAY['21', '11', '20', '22', '11'])[1 + s % 5]
  FROM generate_series(1, 30) s;

CREATE TABLE provider (
  provider_id integer NOT NULL PRIMARY KEY, provider_name varchar(255), npi varchar(20), dea varchar(20),
  specialty_concept_id integer, care_site_id integer, year_of_birth integer, gender_concept_id integer,
  provider_source_value varchar(50), specialty_source_value varchar(50), specialty_source_concept_id integer,
  gender_source_value varchar(50), gender_source_concept_id integer);
INSERT INTO provider
SELECT p, 'Dr. ' || (ARRAY['Smith', 'Johnson', 'Lee', 'Garcia', 'Brown', 'Nguyen', 'Patel', 'Kim', 'Davis', 'Lopez'])[1 + p % 10]
          || ' ' || p, (1000000000 + p * 7919)::text, NULL,
       CASE WHEN p % 11 = 0 THEN 0 ELSE (ARRAY[38004446, 38004453, 38004456, 38004451, 38004458, 38004461, 38004463, 38004468,
                                              38004477, 38004510, 38004447])[pg_temp.sk(11, 1.7)] END,
       pg_temp.r(30), 1945 + pg_temp.r(45), CASE WHEN g = 1 THEN 8507 WHEN g = 2 THEN 8532 END,
       md5('prov' || p), 'GP', 0, CASE WHEN g = 1 THEN 'M' WHEN g = 2 THEN 'F' END, NULL
  FROM (SELECT p, CASE WHEN random() < 0.06 THEN 0 ELSE pg_temp.r(2) END AS g FROM generate_series(1, 150) p) x;
UPDATE provider SET specialty_source_value = (SELECT concept_name FROM concept WHERE concept_id = specialty_concept_id);

-- ---- persons ----
CREATE TABLE person (
  person_id integer NOT NULL PRIMARY KEY, gender_concept_id integer NOT NULL, year_of_birth integer NOT NULL,
  month_of_birth integer, day_of_birth integer, birth_datetime timestamp, race_concept_id integer NOT NULL,
  ethnicity_concept_id integer NOT NULL, location_id integer, provider_id integer, care_site_id integer,
  person_source_value varchar(50), gender_source_value varchar(50), gender_source_concept_id integer,
  race_source_value varchar(50), race_source_concept_id integer, ethnicity_source_value varchar(50),
  ethnicity_source_concept_id integer);
INSERT INTO person
SELECT p, CASE WHEN g = 1 THEN 8507 ELSE 8532 END, extract(year FROM b)::int, extract(month FROM b)::int,
       extract(day FROM b)::int, b, (ARRAY[8527, 8516, 8515, 8657, 8557, 0])[rc], CASE WHEN h THEN 38003563 ELSE 38003564 END,
       CASE WHEN random() < 0.05 THEN NULL ELSE pg_temp.r(265) END,
       CASE WHEN random() < 0.4 THEN NULL ELSE pg_temp.sk(150, 1.3) END,
       CASE WHEN random() < 0.6 THEN NULL ELSE pg_temp.sk(30, 1.5) END,
       md5('person' || p)::uuid::text, CASE WHEN g = 1 THEN 'M' ELSE 'F' END, 0,
       (ARRAY['white', 'black', 'asian', 'native', 'hawaiian', 'other'])[rc], 0,
       CASE WHEN h THEN 'hispanic' ELSE 'nonhispanic' END, 0
  FROM (SELECT p, pg_temp.r(2) AS g, '1930-01-01'::timestamp + random() * interval '31000 days' AS b,
               pg_temp.sk(6, 2.2) AS rc, random() < 0.12 AS h
          FROM generate_series(1, 1000) p) x;

CREATE TABLE observation_period (
  observation_period_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL,
  observation_period_start_date date NOT NULL, observation_period_end_date date NOT NULL,
  period_type_concept_id integer NOT NULL);
INSERT INTO observation_period
SELECT row_number() OVER (ORDER BY person_id, n), person_id,
       '2010-01-01'::date + (person_id * 13 + (n - 1) * 2600) % 2500 + (n - 1) * 2600,
       '2010-01-01'::date + (person_id * 13 + (n - 1) * 2600) % 2500 + (n - 1) * 2600 + 400 + (person_id * 7) % 2000,
       CASE WHEN n = 2 OR person_id % 17 = 0 THEN 32810 ELSE 32817 END
  FROM person, generate_series(1, 2) n WHERE n = 1 OR person_id % 10 = 0;

-- ---- visits ----
CREATE TABLE visit_occurrence (
  visit_occurrence_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, visit_concept_id integer NOT NULL,
  visit_start_date date NOT NULL, visit_start_datetime timestamp, visit_end_date date NOT NULL,
  visit_end_datetime timestamp, visit_type_concept_id integer NOT NULL, provider_id integer, care_site_id integer,
  visit_source_value varchar(50), visit_source_concept_id integer, admitted_from_concept_id integer,
  admitted_from_source_value varchar(50), discharged_to_concept_id integer, discharged_to_source_value varchar(50),
  preceding_visit_occurrence_id integer);
CREATE TEMP TABLE v0 AS
SELECT person_id, n, vt, st, CASE WHEN vt IN (9201, 262) THEN 1 + pg_temp.sk(12, 2.0) ELSE 0 END AS los
  FROM (SELECT p.person_id, n, (ARRAY[9202, 9202, 9202, 581477, 581477, 9203, 9202, 9201, 262, 9202])[pg_temp.r(10)] AS vt,
               '2010-01-01'::timestamp + random() * interval '4900 days' AS st
          FROM person p, generate_series(1, 12) n WHERE n <= 1 + (p.person_id * 7919) % 9) x;
INSERT INTO visit_occurrence
SELECT row_number() OVER (ORDER BY person_id, st), person_id, vt, st::date, st, (st + los * interval '1 day')::date,
       st + los * interval '1 day' + interval '45 minutes', CASE WHEN random() < 0.9 THEN 32817 ELSE 32810 END,
       CASE WHEN random() < 0.15 THEN NULL ELSE pg_temp.sk(150, 1.3) END,
       CASE WHEN random() < 0.2 THEN NULL ELSE pg_temp.sk(30, 1.4) END,
       CASE vt WHEN 9202 THEN 'ambulatory' WHEN 581477 THEN 'wellness' WHEN 9203 THEN 'emergency'
               WHEN 9201 THEN 'inpatient' ELSE 'emergency-inpatient' END, 0,
       CASE WHEN vt = 262 THEN 8870 WHEN vt = 9201 AND random() < 0.3 THEN 8863 ELSE 0 END, NULL,
       CASE WHEN vt IN (9201, 262) THEN (ARRAY[8536, 8536, 8536, 8863, 8546, 0])[pg_temp.r(6)] ELSE 0 END, NULL, NULL
  FROM v0;
UPDATE visit_occurrence v SET preceding_visit_occurrence_id = x.prev
  FROM (SELECT visit_occurrence_id, lag(visit_occurrence_id) OVER (PARTITION BY person_id ORDER BY visit_start_datetime) AS prev
          FROM visit_occurrence) x
 WHERE x.visit_occurrence_id = v.visit_occurrence_id AND x.prev IS NOT NULL;
UPDATE visit_occurrence SET admitted_from_source_value = CASE admitted_from_concept_id WHEN 8870 THEN 'ED' WHEN 8863 THEN 'SNF' END,
                            discharged_to_source_value = CASE discharged_to_concept_id WHEN 8536 THEN 'home' WHEN 8863 THEN 'SNF'
                                                                                       WHEN 8546 THEN 'hospice' END;

CREATE TABLE visit_detail (
  visit_detail_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, visit_detail_concept_id integer NOT NULL,
  visit_detail_start_date date NOT NULL, visit_detail_start_datetime timestamp, visit_detail_end_date date NOT NULL,
  visit_detail_end_datetime timestamp, visit_detail_type_concept_id integer NOT NULL, provider_id integer,
  care_site_id integer, visit_detail_source_value varchar(50), visit_detail_source_concept_id integer,
  admitted_from_concept_id integer, admitted_from_source_value varchar(50), discharged_to_source_value varchar(50),
  discharged_to_concept_id integer, preceding_visit_detail_id integer, visit_detail_parent_id integer,
  visit_occurrence_id integer NOT NULL);
INSERT INTO visit_detail
SELECT row_number() OVER (ORDER BY v.visit_occurrence_id, d), v.person_id,
       CASE WHEN d = 2 AND v.visit_occurrence_id % 3 = 2 THEN 32037 ELSE 9201 END,
       v.visit_start_date + (d - 1), v.visit_start_datetime + (d - 1) * interval '1 day',
       least(v.visit_start_date + d, v.visit_end_date), least(v.visit_start_datetime + d * interval '1 day', v.visit_end_datetime),
       32817, CASE WHEN random() < 0.1 THEN NULL ELSE pg_temp.sk(150, 1.2) END, v.care_site_id,
       (ARRAY['ward 3B', 'ward 4A', 'MICU', 'SICU', 'ward 2C', 'step-down'])[pg_temp.r(6)], 0,
       CASE WHEN d = 1 THEN v.admitted_from_concept_id ELSE 0 END, CASE WHEN d = 1 THEN v.admitted_from_source_value END,
       CASE WHEN d = nd THEN v.discharged_to_source_value END, CASE WHEN d = nd THEN v.discharged_to_concept_id ELSE 0 END,
       NULL, NULL, v.visit_occurrence_id
  FROM visit_occurrence v, LATERAL (SELECT least(1 + v.visit_occurrence_id % 3, 1 + v.visit_end_date - v.visit_start_date) AS nd) n,
       generate_series(1, 3) d
 WHERE v.visit_concept_id IN (9201, 262) AND d <= n.nd;
UPDATE visit_detail c SET preceding_visit_detail_id = c.visit_detail_id - 1,
                          visit_detail_parent_id = CASE WHEN c.visit_detail_concept_id = 32037 THEN c.visit_detail_id - 1 END
 WHERE EXISTS (SELECT 1 FROM visit_detail p WHERE p.visit_detail_id = c.visit_detail_id - 1
                                             AND p.visit_occurrence_id = c.visit_occurrence_id);
-- the first detail of each inpatient stay, where its events are recorded
CREATE TEMP TABLE vd1 AS SELECT visit_occurrence_id, min(visit_detail_id) AS vd FROM visit_detail GROUP BY 1;

-- ---- clinical events: per visit, skewed counts ----
CREATE TABLE condition_occurrence (
  condition_occurrence_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, condition_concept_id integer NOT NULL,
  condition_start_date date NOT NULL, condition_start_datetime timestamp, condition_end_date date,
  condition_end_datetime timestamp, condition_type_concept_id integer NOT NULL, condition_status_concept_id integer,
  stop_reason varchar(20), provider_id integer, visit_occurrence_id integer, visit_detail_id integer,
  condition_source_value varchar(50), condition_source_concept_id integer, condition_status_source_value varchar(50));
CREATE TEMP TABLE c0 AS
SELECT v.visit_occurrence_id, v.person_id, v.visit_start_datetime AS st, v.provider_id, v.visit_concept_id, n,
       pg_temp.sk((SELECT array_length(a, 1) FROM pools WHERE kind = 'icd'), 2.4) AS mk
  FROM visit_occurrence v, generate_series(1, 4) n
 WHERE n <= (v.visit_occurrence_id * 31) % 5;
INSERT INTO condition_occurrence
SELECT row_number() OVER (ORDER BY c.visit_occurrence_id, c.n), c.person_id,
       CASE WHEN u < 0.02 THEN 0 ELSE m.std END,
       c.st::date, c.st, CASE WHEN random() < 0.4 THEN c.st::date + pg_temp.r(60) END, NULL,
       CASE WHEN c.visit_concept_id IN (9201, 262) THEN 32810 WHEN random() < 0.8 THEN 32817 ELSE 32827 END,
       CASE WHEN c.visit_concept_id IN (9201, 262) THEN CASE WHEN c.n = 1 THEN 32902 ELSE 32908 END
            WHEN c.visit_concept_id = 9203 AND c.n = 1 THEN 32890 WHEN random() < 0.5 THEN 0 END,
       NULL, CASE WHEN random() < 0.25 THEN NULL ELSE c.provider_id END, c.visit_occurrence_id,
       (SELECT vd FROM vd1 WHERE vd1.visit_occurrence_id = c.visit_occurrence_id),
       (SELECT concept_code FROM concept WHERE concept_id = m.src),
       CASE WHEN u >= 0.01 THEN m.src ELSE 0 END, NULL
  FROM (SELECT c0.*, random() AS u FROM c0) c JOIN maps m ON m.kind = 'icd' AND m.k = c.mk;
UPDATE condition_occurrence SET condition_status_source_value = CASE condition_status_concept_id WHEN 32902 THEN 'P'
                                                                     WHEN 32908 THEN 'S' WHEN 32890 THEN 'A' END;

CREATE TABLE drug_exposure (
  drug_exposure_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, drug_concept_id integer NOT NULL,
  drug_exposure_start_date date NOT NULL, drug_exposure_start_datetime timestamp, drug_exposure_end_date date NOT NULL,
  drug_exposure_end_datetime timestamp, verbatim_end_date date, drug_type_concept_id integer NOT NULL,
  stop_reason varchar(20), refills integer, quantity numeric, days_supply integer, sig text, route_concept_id integer,
  lot_number varchar(50), provider_id integer, visit_occurrence_id integer, visit_detail_id integer,
  drug_source_value varchar(50), drug_source_concept_id integer, route_source_value varchar(50),
  dose_unit_source_value varchar(50));
CREATE TEMP TABLE d0 AS
SELECT v.visit_occurrence_id, v.person_id, v.visit_start_datetime AS st, v.provider_id, v.visit_concept_id, n,
       pg_temp.sk((SELECT array_length(a, 1) FROM pools WHERE kind = 'ndc'), 2.2) AS mk
  FROM visit_occurrence v, generate_series(1, 3) n
 WHERE n <= (v.visit_occurrence_id * 17) % 4;
INSERT INTO drug_exposure
SELECT row_number() OVER (ORDER BY d.visit_occurrence_id, d.n), d.person_id,
       CASE WHEN u < 0.015 THEN 0 ELSE m.std END, d.st::date, d.st, d.st::date + ds, NULL,
       CASE WHEN random() < 0.3 THEN d.st::date + ds END,
       CASE WHEN d.visit_concept_id IN (9201, 262) THEN 32817 WHEN random() < 0.7 THEN 32838 ELSE 32869 END,
       NULL, CASE WHEN random() < 0.5 THEN pg_temp.r(6) - 1 END, (ds * pg_temp.r(2))::numeric, ds, NULL,
       CASE WHEN random() < 0.2 THEN NULL WHEN random() < 0.1 THEN 0
            ELSE (ARRAY[4132161, 4132161, 4132161, 4171047, 4302612, 4186831, 4262099])[pg_temp.r(7)] END,
       NULL, CASE WHEN random() < 0.3 THEN NULL ELSE d.provider_id END, d.visit_occurrence_id,
       (SELECT vd FROM vd1 WHERE vd1.visit_occurrence_id = d.visit_occurrence_id),
       (SELECT concept_code FROM concept WHERE concept_id = m.src), CASE WHEN u < 0.008 THEN 0 ELSE m.src END,
       NULL, NULL
  FROM (SELECT d0.*, random() AS u, (ARRAY[1, 7, 10, 30, 30, 30, 90])[pg_temp.r(7)] AS ds FROM d0) d
  JOIN maps m ON m.kind = 'ndc' AND m.k = d.mk;
UPDATE drug_exposure SET route_source_value = CASE route_concept_id WHEN 4132161 THEN 'PO' WHEN 4171047 THEN 'IV'
                                                  WHEN 4302612 THEN 'SC' WHEN 4186831 THEN 'INH' WHEN 4262099 THEN 'TD' END;

CREATE TABLE procedure_occurrence (
  procedure_occurrence_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, procedure_concept_id integer NOT NULL,
  procedure_date date NOT NULL, procedure_datetime timestamp, procedure_end_date date, procedure_end_datetime timestamp,
  procedure_type_concept_id integer NOT NULL, modifier_concept_id integer, quantity integer, provider_id integer,
  visit_occurrence_id integer, visit_detail_id integer, procedure_source_value varchar(50),
  procedure_source_concept_id integer, modifier_source_value varchar(50));
INSERT INTO procedure_occurrence
SELECT row_number() OVER (ORDER BY x.visit_occurrence_id, x.n), x.person_id, x.pc, x.st::date, x.st, NULL, NULL,
       CASE WHEN x.visit_concept_id IN (9201, 262) THEN 32810 ELSE 32817 END,
       CASE WHEN random() < 0.85 THEN 0 ELSE pg_temp.pk('cptmod', 1.5) END, NULL,
       CASE WHEN random() < 0.2 THEN NULL ELSE x.provider_id END, x.visit_occurrence_id,
       (SELECT vd FROM vd1 WHERE vd1.visit_occurrence_id = x.visit_occurrence_id),
       (SELECT concept_code FROM concept WHERE concept_id = x.pc), x.pc, NULL
  FROM (SELECT v.visit_occurrence_id, v.person_id, v.visit_start_datetime + interval '20 minutes' AS st, v.provider_id,
               v.visit_concept_id, n, CASE WHEN random() < 0.6 THEN pg_temp.pk('cpt', 2.0)
                                           WHEN random() < 0.7 THEN pg_temp.pk('sproc', 1.8) ELSE pg_temp.pk('hcpcs', 1.5) END AS pc
          FROM visit_occurrence v, generate_series(1, 2) n WHERE n <= (v.visit_occurrence_id * 13) % 3) x;
UPDATE procedure_occurrence SET modifier_source_value = (SELECT concept_code FROM concept WHERE concept_id = modifier_concept_id)
 WHERE modifier_concept_id <> 0;

CREATE TABLE measurement (
  measurement_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, measurement_concept_id integer NOT NULL,
  measurement_date date NOT NULL, measurement_datetime timestamp, measurement_time varchar(10),
  measurement_type_concept_id integer NOT NULL, operator_concept_id integer, value_as_number numeric,
  value_as_concept_id integer, unit_concept_id integer, range_low numeric, range_high numeric, provider_id integer,
  visit_occurrence_id integer, visit_detail_id integer, measurement_source_value varchar(50),
  measurement_source_concept_id integer, unit_source_value varchar(50), unit_source_concept_id integer,
  value_source_value varchar(50), measurement_event_id bigint, meas_event_field_concept_id integer);
-- each lab with its unit, every seventh qualitative
CREATE TEMP TABLE lab AS
SELECT i AS k, p.a[i] AS cid, i % 7 = 6 AS qual,
       CASE WHEN i % 7 = 6 THEN NULL
            ELSE (ARRAY[8554, 8541, 8876, 8876, 9529, 8582, 9117, 586323, 8541, 8713, 8840, 8840, 8840, 8840, 8840, 8840,
                        8840, 8848, 8848, 8753, 8753, 8753, 8840, 720870, 8645, 8842, 8749, 8510, 8784])[1 + (i - 1) % 29] END AS unit
  FROM pools p, generate_series(1, array_length(p.a, 1)) i WHERE p.kind = 'lab';
INSERT INTO measurement
SELECT row_number() OVER (ORDER BY x.visit_occurrence_id, x.n), x.person_id, l.cid, x.st::date, x.st, to_char(x.st, 'HH24:MI:SS'),
       CASE WHEN l.k <= 9 THEN 32817 ELSE 32856 END,
       CASE WHEN l.qual THEN NULL WHEN random() < 0.04 THEN (ARRAY[4171756, 4172704, 4171754])[pg_temp.r(3)]
            WHEN random() < 0.3 THEN 4172703 END,
       CASE WHEN l.qual THEN NULL ELSE round((10 + random() * 140)::numeric, 1) END,
       CASE WHEN l.qual THEN (ARRAY[45878583, 45878583, 45884084, 4181412, 4132135, 45881666, 4069590, 4135493])[pg_temp.r(8)]
            WHEN random() < 0.5 THEN 0 END,
       CASE WHEN l.qual THEN CASE WHEN random() < 0.5 THEN 0 END WHEN random() < 0.03 THEN 0 ELSE l.unit END,
       CASE WHEN l.qual THEN NULL ELSE 10 END, CASE WHEN l.qual THEN NULL ELSE 120 END,
       CASE WHEN random() < 0.35 THEN NULL ELSE x.provider_id END, x.visit_occurrence_id,
       (SELECT vd FROM vd1 WHERE vd1.visit_occurrence_id = x.visit_occurrence_id),
       (SELECT concept_code FROM concept WHERE concept_id = l.cid), CASE WHEN random() < 0.02 THEN 0 ELSE l.cid END,
       NULL, NULL, NULL, NULL, NULL
  FROM (SELECT v.visit_occurrence_id, v.person_id, v.visit_start_datetime + interval '10 minutes' AS st, v.provider_id, n,
               pg_temp.sk(130, 2.6) AS lk
          FROM visit_occurrence v, generate_series(1, 4) n WHERE n <= 1 + (v.visit_occurrence_id * 7) % 4) x
  JOIN lab l ON l.k = x.lk;
UPDATE measurement m SET unit_source_value = c.concept_code, unit_source_concept_id = CASE WHEN m.measurement_id % 4 = 0 THEN c.concept_id END
  FROM concept c WHERE c.concept_id = m.unit_concept_id AND c.concept_id <> 0;
UPDATE measurement m SET value_source_value = c.concept_name FROM concept c WHERE c.concept_id = m.value_as_concept_id AND c.concept_id <> 0;
-- a few measurements made during a procedure or about a condition (the event id is that row's id)
UPDATE measurement m SET measurement_event_id = e.id, meas_event_field_concept_id = e.field
  FROM (SELECT DISTINCT ON (m2.measurement_id) m2.measurement_id, coalesce(p.procedure_occurrence_id, c.condition_occurrence_id) AS id,
               CASE WHEN p.procedure_occurrence_id IS NOT NULL THEN 1147082 ELSE 1147127 END AS field
          FROM measurement m2
          LEFT JOIN procedure_occurrence p ON p.visit_occurrence_id = m2.visit_occurrence_id AND m2.measurement_id % 3 = 0
          LEFT JOIN condition_occurrence c ON c.visit_occurrence_id = m2.visit_occurrence_id
         WHERE m2.measurement_id % 23 = 0 AND coalesce(p.procedure_occurrence_id, c.condition_occurrence_id) IS NOT NULL
         ORDER BY m2.measurement_id, 2) e
 WHERE e.measurement_id = m.measurement_id;

CREATE TABLE observation (
  observation_id integer NOT NULL PRIMARY KEY, person_id integer NOT NULL, observation_concept_id integer NOT NULL,
  observation_date date NOT NULL, observation_datetime timestamp, observation_type_concept_id integer NOT NULL,
  value_as_number numeric, value_as_string varchar(60), value_as_concept_id integer, qualifier_concept_id integer,
  unit_concept_id integer, provider_id integer, visit_occurrence_id integer, visit_detail_id integer,
  observation_source_value varchar(50), observation_source_concept_id integer, unit_source_value varchar(50),
  qualifier_source_value varchar(50), value_source_value varchar(50), observation_event_id bigint,
  obs_event_field_concept_id integer);
INSERT INTO observation
SELECT row_number() OVER (ORDER BY x.visit_occurrence_id), x.person_id, x.oc, x.st::date, x.st,
       CASE WHEN x.oc = 4275495 THEN 32862 WHEN random() < 0.85 THEN 32817 ELSE 32810 END,
       CASE WHEN x.oc = 4058286 THEN pg_temp.r(20) WHEN x.oc = 4005823 THEN pg_temp.r(40) END, NULL,
       CASE WHEN x.oc IN (4275495, 4005823) THEN (ARRAY[45883458, 45883458, 45884037, 4222153])[pg_temp.r(4)]
            WHEN x.oc = 4144272 THEN 4181412 WHEN random() < 0.2 THEN (ARRAY[45877994, 45878245])[pg_temp.r(2)] END,
       CASE WHEN x.oc = 4144272 THEN (ARRAY[4125022, 4125021, 4116992])[pg_temp.r(3)] END,
       CASE WHEN x.oc = 4005823 THEN 9448 WHEN x.oc = 4058286 THEN 8510 END,
       CASE WHEN random() < 0.3 THEN NULL ELSE x.provider_id END, x.visit_occurrence_id,
       (SELECT vd FROM vd1 WHERE vd1.visit_occurrence_id = x.visit_occurrence_id),
       (SELECT concept_code FROM concept WHERE concept_id = x.oc), CASE WHEN random() < 0.1 THEN 0 ELSE x.oc END,
       NULL, NULL, NULL, NULL, NULL
  FROM (SELECT v.visit_occurrence_id, v.person_id, v.visit_start_datetime + interval '5 minutes' AS st, v.provider_id,
               CASE WHEN random() < 0.75 THEN pg_temp.pk('sobs', 2.0) ELSE pg_temp.pk('lobs', 1.6) END AS oc
          FROM visit_occurrence v WHERE v.visit_occurrence_id % 3 <> 1) x;
UPDATE observation o SET value_as_string = c.concept_name, value_source_value = c.concept_code
  FROM concept c WHERE c.concept_id = o.value_as_concept_id;
UPDATE observation o SET unit_source_value = c.concept_code FROM concept c WHERE c.concept_id = o.unit_concept_id;
UPDATE observation o SET qualifier_source_value = c.concept_name FROM concept c WHERE c.concept_id = o.qualifier_concept_id;
-- allergies noted with the condition they were diagnosed under
UPDATE observation o SET observation_event_id = c.id, obs_event_field_concept_id = 1147127
  FROM (SELECT visit_occurrence_id, min(condition_occurrence_id) AS id FROM condition_occurrence GROUP BY 1) c
 WHERE c.visit_occurrence_id = o.visit_occurrence_id AND o.observation_concept_id = 4144272;

CREATE TABLE death (
  person_id integer NOT NULL, death_date date NOT NULL, death_datetime timestamp, death_type_concept_id integer,
  cause_concept_id integer, cause_source_value varchar(50), cause_source_concept_id integer);
INSERT INTO death
SELECT p.person_id, lv.d + pg_temp.r(30), NULL, CASE WHEN random() < 0.6 THEN 32815 ELSE 32817 END,
       CASE WHEN m.src IS NULL THEN 0 ELSE m.std END, (SELECT concept_code FROM concept WHERE concept_id = m.src), coalesce(m.src, 0)
  FROM person p
  JOIN (SELECT person_id, max(visit_end_date) AS d FROM visit_occurrence GROUP BY 1) lv ON lv.person_id = p.person_id
  LEFT JOIN maps m ON m.kind = 'icd' AND m.k = 1 + (p.person_id * 37) % 60 AND p.person_id % 5 <> 0
 WHERE p.year_of_birth < 1960 AND p.person_id % 9 = 0;

-- ---- the v5.4 constraints file ----
ALTER TABLE person ADD FOREIGN KEY (gender_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (race_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (ethnicity_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (location_id) REFERENCES location (location_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (care_site_id) REFERENCES care_site (care_site_id),
  ADD FOREIGN KEY (gender_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (race_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (ethnicity_source_concept_id) REFERENCES concept (concept_id);
ALTER TABLE observation_period ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (period_type_concept_id) REFERENCES concept (concept_id);
ALTER TABLE visit_occurrence ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (visit_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (visit_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (care_site_id) REFERENCES care_site (care_site_id),
  ADD FOREIGN KEY (visit_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (admitted_from_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (discharged_to_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (preceding_visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id);
ALTER TABLE visit_detail ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (visit_detail_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (visit_detail_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (care_site_id) REFERENCES care_site (care_site_id),
  ADD FOREIGN KEY (visit_detail_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (admitted_from_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (discharged_to_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (preceding_visit_detail_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (visit_detail_parent_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id);
ALTER TABLE condition_occurrence ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (condition_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (condition_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (condition_status_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id),
  ADD FOREIGN KEY (visit_detail_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (condition_source_concept_id) REFERENCES concept (concept_id);
ALTER TABLE drug_exposure ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (drug_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (drug_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (route_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id),
  ADD FOREIGN KEY (visit_detail_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (drug_source_concept_id) REFERENCES concept (concept_id);
ALTER TABLE procedure_occurrence ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (procedure_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (procedure_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (modifier_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id),
  ADD FOREIGN KEY (visit_detail_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (procedure_source_concept_id) REFERENCES concept (concept_id);
ALTER TABLE measurement ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (measurement_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (measurement_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (operator_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (value_as_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (unit_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id),
  ADD FOREIGN KEY (visit_detail_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (measurement_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (unit_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (meas_event_field_concept_id) REFERENCES concept (concept_id);
ALTER TABLE observation ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (observation_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (observation_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (value_as_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (qualifier_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (unit_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (provider_id) REFERENCES provider (provider_id),
  ADD FOREIGN KEY (visit_occurrence_id) REFERENCES visit_occurrence (visit_occurrence_id),
  ADD FOREIGN KEY (visit_detail_id) REFERENCES visit_detail (visit_detail_id),
  ADD FOREIGN KEY (observation_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (obs_event_field_concept_id) REFERENCES concept (concept_id);
ALTER TABLE death ADD FOREIGN KEY (person_id) REFERENCES person (person_id),
  ADD FOREIGN KEY (death_type_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (cause_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (cause_source_concept_id) REFERENCES concept (concept_id);
ALTER TABLE location ADD FOREIGN KEY (country_concept_id) REFERENCES concept (concept_id);
ALTER TABLE care_site ADD FOREIGN KEY (place_of_service_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (location_id) REFERENCES location (location_id);
ALTER TABLE provider ADD FOREIGN KEY (specialty_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (care_site_id) REFERENCES care_site (care_site_id),
  ADD FOREIGN KEY (gender_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (specialty_source_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (gender_source_concept_id) REFERENCES concept (concept_id);
ALTER TABLE concept ADD FOREIGN KEY (domain_id) REFERENCES domain (domain_id),
  ADD FOREIGN KEY (vocabulary_id) REFERENCES vocabulary (vocabulary_id),
  ADD FOREIGN KEY (concept_class_id) REFERENCES concept_class (concept_class_id);
ALTER TABLE vocabulary ADD FOREIGN KEY (vocabulary_concept_id) REFERENCES concept (concept_id);
ALTER TABLE domain ADD FOREIGN KEY (domain_concept_id) REFERENCES concept (concept_id);
ALTER TABLE concept_class ADD FOREIGN KEY (concept_class_concept_id) REFERENCES concept (concept_id);
ALTER TABLE concept_relationship ADD FOREIGN KEY (concept_id_1) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (concept_id_2) REFERENCES concept (concept_id);
ALTER TABLE concept_ancestor ADD FOREIGN KEY (ancestor_concept_id) REFERENCES concept (concept_id),
  ADD FOREIGN KEY (descendant_concept_id) REFERENCES concept (concept_id);
ANALYZE;
