-- test/accuracy/synthea.sql: a population from Synthea (the synthetic patient generator's CSV
-- exporter, version 3 columns) loaded into PostgreSQL the way people do it: one CREATE TABLE per
-- CSV file with the exporter's header kept as written, then COPY. Written for issue 16 as a
-- held-out check (twelfth round): committed with its truth (synthea_truth.csv) BEFORE discovery
-- was ever run on it.
--
-- Its conventions: one schema, public; table names the CSV files' (plural, lower case); column
-- names the exporter's headers quoted as written: the key is "Id" (mixed case; "ID" in
-- claims_transactions), every other column upper case. References name their target table in the
-- singular with no key word ("PATIENT", "ENCOUNTER", "ORGANIZATION", "PROVIDER", "PAYER"), or in
-- the claims files with a run-on ID suffix ("PATIENTID", "PROVIDERID", "CLAIMID"), under a role
-- ("REFERRINGPROVIDERID", "SUPERVISINGPROVIDERID", "PRIMARYPATIENTINSURANCEID" and
-- "SECONDARYPATIENTINSURANCEID" -> payers, "SECONDARY_PAYER" -> payers), or under a name that
-- says nothing of the target: "APPOINTMENTID" -> encounters (the claim's visit) and
-- "PLACEOFSERVICE" -> organizations. Every key and reference is a uuid (typed uuid by the loader);
-- the clinical files (conditions, medications, observations, procedures, immunizations,
-- allergies, payer_transitions) have no key at all. No foreign key is declared anywhere (a CSV
-- load declares none), so every truth row is undeclared; the primary keys people give the "Id"
-- columns are declared. Synthea's output is consistent: no orphans. observations."ENCOUNTER" is
-- NULL on the population-level rows (QALY / DALY style, about 8%); conditions."STOP",
-- patients."DEATHDATE", claims' secondary payer and referring provider are NULL on most rows.
-- claims_transactions."PATIENTINSURANCEID" is the patient's plan membership, payer_transitions."MEMBERID"
-- (unique there, NULL on the uninsured years). "NO_INSURANCE" is a payer row of its own (the uninsured encounters point at it). Codes are
-- outside code systems with no table here: "CODE" (SNOMED bigint in encounters, conditions,
-- procedures, careplans, allergies; RxNorm in medications; CVX in immunizations; LOINC text like
-- '8302-2' in observations), "REASONCODE", claims' "DIAGNOSIS1".."DIAGNOSIS4", "DEPARTMENTID",
-- claims_transactions' "CHARGEID" (a line number within the claim) and "PROCEDURECODE": no truth.
-- Skewed: a few patients have most encounters, a few big hospitals see most of them; each
-- provider works at one organization and sees the encounters there.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4112);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.u(t text, i int) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5('synthea' || t || i)::uuid $$;

CREATE TABLE organizations (
  "Id" uuid PRIMARY KEY, "NAME" text, "ADDRESS" text, "CITY" text, "STATE" text, "ZIP" text,
  "LAT" double precision, "LON" double precision, "PHONE" text, "REVENUE" numeric, "UTILIZATION" integer);
INSERT INTO organizations
SELECT pg_temp.u('org', o),
       (ARRAY['MASSACHUSETTS GENERAL HOSPITAL','BETH ISRAEL DEACONESS','BOSTON MEDICAL CENTER','LOWELL GENERAL',
              'BAYSTATE MEDICAL','CAPE COD HOSPITAL','MERCY MEDICAL','STURDY MEMORIAL'])[1 + o % 8]
         || CASE WHEN o > 8 THEN ' ' || o ELSE '' END,
       o * 17 || ' MAIN ST', (ARRAY['BOSTON','LOWELL','SPRINGFIELD','WORCESTER','HYANNIS','ATTLEBORO'])[1 + o % 6],
       'MA', '0' || (1000 + o * 37), 42.0 + o * 0.011, -71.0 - o * 0.013, '508' || (5550000 + o * 7),
       0, 0
  FROM generate_series(1, 40) o;

CREATE TABLE providers (
  "Id" uuid PRIMARY KEY, "ORGANIZATION" uuid, "NAME" text, "GENDER" text, "SPECIALITY" text, "ADDRESS" text,
  "CITY" text, "STATE" text, "ZIP" text, "LAT" double precision, "LON" double precision,
  "ENCOUNTERS" integer, "PROCEDURES" integer);
-- provider p works at organization 1 + (p - 1) % 40: three per organization
INSERT INTO providers
SELECT pg_temp.u('prov', p), pg_temp.u('org', 1 + (p - 1) % 40),
       (ARRAY['Dr. Ana Lowe','Dr. Jose Kuhn','Dr. Lee Ortiz','Dr. Mai Haag','Dr. Omar Ruiz'])[1 + p % 5] || p,
       (ARRAY['F','M'])[1 + p % 2], 'GENERAL PRACTICE', p * 3 || ' ELM ST', 'BOSTON', 'MA', '02118',
       42.3 + p * 0.001, -71.1, 0, 0
  FROM generate_series(1, 120) p;

CREATE TABLE payers (
  "Id" uuid PRIMARY KEY, "NAME" text, "OWNERSHIP" text, "ADDRESS" text, "CITY" text, "STATE_HEADQUARTERED" text,
  "ZIP" text, "PHONE" text, "AMOUNT_COVERED" numeric, "AMOUNT_UNCOVERED" numeric, "REVENUE" numeric,
  "COVERED_ENCOUNTERS" integer, "UNCOVERED_ENCOUNTERS" integer, "UNIQUE_CUSTOMERS" integer, "MEMBER_MONTHS" integer);
INSERT INTO payers
SELECT pg_temp.u('payer', y),
       (ARRAY['Medicare','Medicaid','Dual Eligible','Blue Cross Blue Shield','UnitedHealthcare','Aetna','Cigna Health',
              'Humana','Anthem','NO_INSURANCE'])[y],
       CASE WHEN y <= 3 THEN 'GOVERNMENT' WHEN y = 10 THEN 'NO_INSURANCE' ELSE 'PRIVATE' END,
       CASE WHEN y <> 10 THEN y * 101 || ' Insurance Way' END, CASE WHEN y <> 10 THEN 'Hartford' END,
       CASE WHEN y <> 10 THEN 'CT' END, CASE WHEN y <> 10 THEN '06101' END, CASE WHEN y <> 10 THEN '1-800-555-01' || y END,
       0, 0, 0, 0, 0, 0, 0
  FROM generate_series(1, 10) y;

CREATE TABLE patients (
  "Id" uuid PRIMARY KEY, "BIRTHDATE" date, "DEATHDATE" date, "SSN" text, "DRIVERS" text, "PASSPORT" text,
  "PREFIX" text, "FIRST" text, "MIDDLE" text, "LAST" text, "SUFFIX" text, "MAIDEN" text, "MARITAL" text,
  "RACE" text, "ETHNICITY" text, "GENDER" text, "BIRTHPLACE" text, "ADDRESS" text, "CITY" text, "STATE" text,
  "COUNTY" text, "FIPS" integer, "ZIP" text, "LAT" double precision, "LON" double precision,
  "HEALTHCARE_EXPENSES" numeric, "HEALTHCARE_COVERAGE" numeric, "INCOME" integer);
INSERT INTO patients
SELECT pg_temp.u('pat', i), '1935-01-01'::date + (i * 7919) % 30000,
       CASE WHEN i % 11 = 0 THEN '2015-01-01'::date + (i * 37) % 2900 END,
       '999-' || lpad((i * 13 % 100)::text, 2, '0') || '-' || lpad((i * 7)::text, 4, '0'),
       CASE WHEN i % 5 <> 0 THEN 'S999' || lpad((i * 31)::text, 5, '0') END,
       CASE WHEN i % 3 = 0 THEN 'X' || (10000000 + i * 77) || 'X' END,
       (ARRAY['Mr.','Mrs.','Ms.'])[1 + i % 3], (ARRAY['Ana','Jose','Li','Maria','Omar','Kim','Sam','Eve'])[1 + i % 8] || i % 97,
       CASE WHEN i % 4 = 0 THEN 'Lee' || i % 13 END, (ARRAY['Lowe','Kuhn','Ortiz','Haag','Ruiz','Dach'])[1 + i % 6] || i % 89,
       NULL, CASE WHEN i % 7 = 0 THEN 'Wolf' || i % 50 END, (ARRAY['M','S','M','D','W'])[1 + i % 5],
       (ARRAY['white','white','black','asian','hispanic','native'])[1 + i % 6], (ARRAY['nonhispanic','hispanic'])[1 + (i % 7 = 0)::int],
       (ARRAY['M','F'])[1 + i % 2], 'Boston  Massachusetts  US', i * 11 || ' Oak Rd',
       (ARRAY['Boston','Lowell','Springfield','Worcester','Quincy'])[1 + i % 5], 'Massachusetts',
       (ARRAY['Suffolk County','Middlesex County','Hampden County','Worcester County','Norfolk County'])[1 + i % 5],
       CASE WHEN i % 3 <> 0 THEN 25000 + (i % 5) * 2 + 1 END, '0' || (2100 + i % 90), 42.2 + i * 0.0003, -71.0 - i * 0.0004,
       round((random() * 900000)::numeric, 2), round((random() * 30000)::numeric, 2), 20000 + pg_temp.r(150000)
  FROM generate_series(1, 400) i;

-- Encounter skeleton as integers (dropped at the end of the session): e, patient, organization,
-- provider, payer.
CREATE TEMP TABLE enc AS
SELECT e, pat, org, org + 40 * (pg_temp.r(3) - 1) AS prov,
       CASE WHEN random() < 0.12 THEN 10 ELSE pg_temp.sk(9, 1.4) END AS payer,
       '2012-01-01'::timestamp + (e * 89 % 4000) * interval '1 day' + (e % 24) * interval '1 hour' AS start,
       (ARRAY['wellness','ambulatory','outpatient','emergency','inpatient','urgentcare'])[pg_temp.sk(6, 1.8)] AS cls
  FROM (SELECT e, pg_temp.sk(400, 1.7) AS pat, pg_temp.sk(40, 2.2) AS org FROM generate_series(1, 5000) e) x;

CREATE TABLE encounters (
  "Id" uuid PRIMARY KEY, "START" timestamp, "STOP" timestamp, "PATIENT" uuid, "ORGANIZATION" uuid,
  "PROVIDER" uuid, "PAYER" uuid, "ENCOUNTERCLASS" text, "CODE" bigint, "DESCRIPTION" text,
  "BASE_ENCOUNTER_COST" numeric, "TOTAL_CLAIM_COST" numeric, "PAYER_COVERAGE" numeric, "REASONCODE" bigint,
  "REASONDESCRIPTION" text);
INSERT INTO encounters
SELECT pg_temp.u('enc', e), start, start + interval '30 minutes' * pg_temp.r(6), pg_temp.u('pat', pat),
       pg_temp.u('org', org), pg_temp.u('prov', prov), pg_temp.u('payer', payer), cls,
       (ARRAY[162673000, 185345009, 185349003, 50849002, 183452005, 410620009])[pg_temp.sk(6, 1.5)],
       'Encounter for ' || cls, 129.16, round((129.16 + random() * 800)::numeric, 2),
       CASE WHEN payer = 10 THEN 0 ELSE round((random() * 600)::numeric, 2) END,
       CASE WHEN random() < 0.35 THEN (ARRAY[444814009, 195662009, 10509002, 72892002, 15777000])[pg_temp.r(5)] END,
       NULL
  FROM enc ORDER BY e;
UPDATE encounters SET "REASONDESCRIPTION" = 'reason ' || "REASONCODE" WHERE "REASONCODE" IS NOT NULL;

CREATE TABLE conditions (
  "START" date, "STOP" date, "PATIENT" uuid, "ENCOUNTER" uuid, "SYSTEM" text, "CODE" bigint, "DESCRIPTION" text);
INSERT INTO conditions
SELECT start::date, CASE WHEN random() < 0.35 THEN start::date + pg_temp.r(60) END, pg_temp.u('pat', pat),
       pg_temp.u('enc', e), 'SNOMED-CT',
       (ARRAY[444814009, 195662009, 10509002, 72892002, 15777000, 59621000, 40055000, 162864005, 271737000])[pg_temp.sk(9, 1.6)],
       'condition'
  FROM enc, generate_series(1, 2) k WHERE (k = 1 AND e % 2 = 0) OR (k = 2 AND e % 7 = 0);

CREATE TABLE medications (
  "START" timestamp, "STOP" timestamp, "PATIENT" uuid, "PAYER" uuid, "ENCOUNTER" uuid, "CODE" bigint,
  "DESCRIPTION" text, "BASE_COST" numeric, "PAYER_COVERAGE" numeric, "DISPENSES" integer, "TOTALCOST" numeric,
  "REASONCODE" bigint, "REASONDESCRIPTION" text);
INSERT INTO medications
SELECT start, CASE WHEN random() < 0.8 THEN start + pg_temp.r(90) * interval '1 day' END, pg_temp.u('pat', pat),
       pg_temp.u('payer', payer), pg_temp.u('enc', e),
       (ARRAY[834061, 313782, 310965, 197361, 849574, 106892, 1049221, 860975])[pg_temp.sk(8, 1.5)],
       'medication', round((random() * 300)::numeric, 2), 0, pg_temp.r(12), 0,
       CASE WHEN random() < 0.5 THEN (ARRAY[444814009, 195662009, 10509002])[pg_temp.r(3)] END, NULL
  FROM enc WHERE e % 2 = 1;

CREATE TABLE observations (
  "DATE" timestamp, "PATIENT" uuid, "ENCOUNTER" uuid, "CATEGORY" text, "CODE" text, "DESCRIPTION" text,
  "VALUE" text, "UNITS" text, "TYPE" text);
INSERT INTO observations
SELECT start, pg_temp.u('pat', pat), pg_temp.u('enc', e), c.cat, c.code, c.descr,
       round((c.lo + random() * c.span)::numeric, 1)::text, c.units, 'numeric'
  FROM enc
  JOIN (VALUES (1, 'vital-signs', '8302-2', 'Body Height', 150, 45, 'cm'),
               (2, 'vital-signs', '29463-7', 'Body Weight', 50, 60, 'kg'),
               (3, 'vital-signs', '39156-5', 'Body mass index (BMI) [Ratio]', 18, 15, 'kg/m2'),
               (4, 'vital-signs', '8867-4', 'Heart rate', 55, 50, '/min'),
               (5, 'laboratory', '2339-0', 'Glucose', 70, 60, 'mg/dL'),
               (6, 'laboratory', '4548-4', 'Hemoglobin A1c/Hemoglobin.total in Blood', 4, 5, '%'),
               (7, 'survey', '72514-3', 'Pain severity - 0-10 verbal numeric rating [Score] - Reported', 0, 10, '{score}'))
       AS c(k, cat, code, descr, lo, span, units)
    ON c.k <= 2 + (e % 4) AND (cls IN ('wellness', 'ambulatory') OR c.k >= 4);
-- population-level observations with no encounter
INSERT INTO observations
SELECT '2022-12-31'::timestamp, pg_temp.u('pat', p), NULL, NULL, c.code, c.descr,
       round((random() * 40)::numeric, 2)::text, 'a', 'numeric'
  FROM generate_series(1, 400) p,
       (VALUES ('QALY', 'Quality adjusted life years'), ('DALY', 'Disability-adjusted life year'),
               ('QOLS', 'Quality of Life Scale')) AS c(code, descr);

CREATE TABLE procedures (
  "START" timestamp, "STOP" timestamp, "PATIENT" uuid, "ENCOUNTER" uuid, "SYSTEM" text, "CODE" bigint,
  "DESCRIPTION" text, "BASE_COST" numeric, "REASONCODE" bigint, "REASONDESCRIPTION" text);
INSERT INTO procedures
SELECT start, start + interval '15 minutes', pg_temp.u('pat', pat), pg_temp.u('enc', e), 'SNOMED-CT',
       (ARRAY[430193006, 710824005, 428191000124101, 171207006, 454711000124102, 76601001])[pg_temp.sk(6, 1.4)],
       'procedure', round((random() * 900)::numeric, 2),
       CASE WHEN random() < 0.3 THEN (ARRAY[444814009, 72892002])[pg_temp.r(2)] END, NULL
  FROM enc WHERE e % 3 <> 0 AND cls <> 'urgentcare';

CREATE TABLE immunizations (
  "DATE" timestamp, "PATIENT" uuid, "ENCOUNTER" uuid, "CODE" integer, "DESCRIPTION" text, "BASE_COST" numeric);
INSERT INTO immunizations
SELECT start, pg_temp.u('pat', pat), pg_temp.u('enc', e), (ARRAY[140, 113, 133, 62, 121, 43])[pg_temp.sk(6, 2)],
       'vaccine', 140.52
  FROM enc WHERE cls = 'wellness' AND e % 5 <> 0;

CREATE TABLE careplans (
  "Id" uuid PRIMARY KEY, "START" date, "STOP" date, "PATIENT" uuid, "ENCOUNTER" uuid, "CODE" bigint,
  "DESCRIPTION" text, "REASONCODE" bigint, "REASONDESCRIPTION" text);
INSERT INTO careplans
SELECT pg_temp.u('cp', e), start::date, CASE WHEN e % 3 = 0 THEN start::date + 200 END, pg_temp.u('pat', pat),
       pg_temp.u('enc', e), (ARRAY[53950000, 698360004, 736376001, 384758001])[pg_temp.sk(4, 1.5)], 'care plan',
       CASE WHEN e % 2 = 0 THEN 444814009 END, NULL
  FROM enc WHERE e % 8 = 3;

CREATE TABLE allergies (
  "START" date, "STOP" date, "PATIENT" uuid, "ENCOUNTER" uuid, "CODE" bigint, "SYSTEM" text, "DESCRIPTION" text,
  "TYPE" text, "CATEGORY" text, "REACTION1" bigint, "DESCRIPTION1" text, "SEVERITY1" text);
INSERT INTO allergies
SELECT start::date, NULL, pg_temp.u('pat', pat), pg_temp.u('enc', e),
       (ARRAY[419199007, 91935009, 300916003, 425525006])[pg_temp.sk(4, 1.5)], 'Unknown', 'allergy', 'allergy',
       (ARRAY['food','medication','environment'])[pg_temp.r(3)],
       CASE WHEN e % 3 <> 0 THEN (ARRAY[271807003, 878820003, 267036007])[pg_temp.r(3)] END, NULL,
       CASE WHEN e % 3 <> 0 THEN (ARRAY['MILD','MODERATE','SEVERE'])[pg_temp.r(3)] END
  FROM enc WHERE e % 17 = 5;

CREATE TABLE payer_transitions (
  "PATIENT" uuid, "MEMBERID" uuid, "START_YEAR" integer, "END_YEAR" integer, "PAYER" uuid, "SECONDARY_PAYER" uuid,
  "PLAN_OWNERSHIP" text, "OWNER_NAME" text);
INSERT INTO payer_transitions
SELECT pg_temp.u('pat', p), CASE WHEN y <> 10 THEN pg_temp.u('member', p * 10 + k) END, 2010 + 4 * k, 2013 + 4 * k,
       pg_temp.u('payer', y), CASE WHEN y = 1 AND p % 4 = 0 THEN pg_temp.u('payer', 1 + pg_temp.r(8)) END,
       CASE WHEN y <> 10 THEN (ARRAY['Self','Spouse','Guardian'])[pg_temp.sk(3, 2)] END,
       CASE WHEN y <> 10 THEN 'Owner ' || p END
  FROM (SELECT p, k, CASE WHEN random() < 0.1 THEN 10 ELSE pg_temp.sk(9, 1.4) END AS y
          FROM generate_series(1, 400) p, generate_series(0, 2) k) x;

-- Claims: one per encounter and one more per medication order, on the same appointment.
CREATE TEMP TABLE clm AS
SELECT row_number() OVER (ORDER BY e, kind) AS c, e, pat, org, prov, payer, start, kind
  FROM (SELECT e, pat, org, prov, payer, start, 1 AS kind FROM enc
        UNION ALL SELECT e, pat, org, prov, payer, start, 2 FROM enc WHERE e % 2 = 1) x;

CREATE TABLE claims (
  "Id" uuid PRIMARY KEY, "PATIENTID" uuid, "PROVIDERID" uuid, "PRIMARYPATIENTINSURANCEID" uuid,
  "SECONDARYPATIENTINSURANCEID" uuid, "DEPARTMENTID" integer, "PATIENTDEPARTMENTID" integer,
  "DIAGNOSIS1" bigint, "DIAGNOSIS2" bigint, "DIAGNOSIS3" bigint, "DIAGNOSIS4" bigint, "REFERRINGPROVIDERID" uuid,
  "APPOINTMENTID" uuid, "CURRENTILLNESSDATE" timestamp, "SERVICEDATE" timestamp, "SUPERVISINGPROVIDERID" uuid,
  "STATUS1" text, "STATUS2" text, "STATUSP" text, "OUTSTANDING1" numeric, "OUTSTANDING2" numeric,
  "OUTSTANDINGP" numeric, "LASTBILLEDDATE1" timestamp, "LASTBILLEDDATE2" timestamp, "LASTBILLEDDATEP" timestamp,
  "HEALTHCARECLAIMTYPEID1" integer, "HEALTHCARECLAIMTYPEID2" integer);
INSERT INTO claims
SELECT pg_temp.u('claim', c::int), pg_temp.u('pat', pat), pg_temp.u('prov', prov),
       CASE WHEN payer <> 10 THEN pg_temp.u('payer', payer) END,
       CASE WHEN payer = 1 AND c % 4 = 0 THEN pg_temp.u('payer', 1 + pg_temp.r(8)) END,
       pg_temp.r(20), pg_temp.r(20),
       (ARRAY[444814009, 195662009, 10509002, 72892002])[pg_temp.sk(4, 1.4)],
       CASE WHEN c % 3 = 0 THEN 15777000 END, NULL, NULL,
       CASE WHEN c % 9 = 0 THEN pg_temp.u('prov', 1 + (c::int * 7) % 120) END,
       pg_temp.u('enc', e), start, start,
       CASE WHEN c % 5 <> 0 THEN pg_temp.u('prov', org + 40 * ((c::int % 3))) END,
       CASE WHEN payer <> 10 THEN 'CLOSED' END, CASE WHEN payer = 1 AND c % 4 = 0 THEN 'CLOSED' END, 'CLOSED',
       0, 0, 0, start + interval '1 day', NULL, start + interval '2 days', 1, CASE WHEN payer = 1 AND c % 4 = 0 THEN 2 END
  FROM clm ORDER BY c;

CREATE TABLE claims_transactions (
  "ID" uuid PRIMARY KEY, "CLAIMID" uuid, "CHARGEID" integer, "PATIENTID" uuid, "TYPE" text, "AMOUNT" numeric,
  "METHOD" text, "FROMDATE" timestamp, "TODATE" timestamp, "PLACEOFSERVICE" uuid, "PROCEDURECODE" bigint,
  "MODIFIER1" text, "DIAGNOSISREF1" integer, "UNITS" integer, "DEPARTMENTID" integer, "NOTES" text,
  "UNITAMOUNT" numeric, "PAYMENTS" numeric, "ADJUSTMENTS" numeric, "OUTSTANDING" numeric,
  "APPOINTMENTID" uuid, "PATIENTINSURANCEID" uuid, "PROVIDERID" uuid, "SUPERVISINGPROVIDERID" uuid);
INSERT INTO claims_transactions
SELECT pg_temp.u('ctx', (c * 3 + t)::int), pg_temp.u('claim', c::int), 1 + (t > 1)::int, pg_temp.u('pat', pat),
       (ARRAY['CHARGE','PAYMENT','TRANSFERIN'])[t], round((random() * 500)::numeric, 2),
       CASE t WHEN 2 THEN (ARRAY['CASH','ECHECK','CC'])[pg_temp.r(3)] END, start, start + interval '1 hour',
       pg_temp.u('org', org), (ARRAY[162673000, 185345009, 430193006, 710824005])[pg_temp.r(4)], NULL, 1, 1,
       pg_temp.r(20), CASE WHEN t = 1 THEN 'Encounter charge' END, 0, 0, 0, 0,
       pg_temp.u('enc', e), CASE WHEN payer <> 10 AND t = 2 THEN pg_temp.u('member', pat * 10 + (c::int % 3)) END,
       pg_temp.u('prov', prov), CASE WHEN t <> 3 THEN pg_temp.u('prov', org + 40 * ((c::int % 3))) END
  FROM clm, generate_series(1, 3) t
 WHERE t = 1 OR (t = 2 AND c % 2 = 0) OR (t = 3 AND payer = 1 AND c % 4 = 0);

-- the member id of a payer the patient never had a plan with is not written
UPDATE claims_transactions SET "PATIENTINSURANCEID" = NULL
 WHERE "PATIENTINSURANCEID" NOT IN (SELECT "MEMBERID" FROM payer_transitions WHERE "MEMBERID" IS NOT NULL);

-- The exporter's summary counts, as Synthea fills them at the end of a run.
UPDATE providers p SET "ENCOUNTERS" = x.n FROM (SELECT "PROVIDER" AS id, count(*) AS n FROM encounters GROUP BY 1) x
 WHERE p."Id" = x.id;
UPDATE organizations o SET "UTILIZATION" = x.n, "REVENUE" = x.rev
  FROM (SELECT "ORGANIZATION" AS id, count(*) AS n, sum("TOTAL_CLAIM_COST") AS rev FROM encounters GROUP BY 1) x
 WHERE o."Id" = x.id;
ANALYZE;
