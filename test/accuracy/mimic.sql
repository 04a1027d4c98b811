-- test/accuracy/mimic.sql: a MIMIC-III-shaped clinical database (mimic-code's PostgreSQL build,
-- lower-case names), written for issue 16 as a held-out check (eighth round): committed with its
-- truth (mimic_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every table keyed by its own surrogate row_id (1..n per
-- table, so the row_id ranges overlap everywhere), and references by the natural ids, never the
-- row_id: subject_id (patients, sparse 2..99999), hadm_id (admissions, 100001..199999, unordered
-- with the subject), icustay_id (icustays, 200001..299999), cgid (caregivers, 14000..21999),
-- itemid (d_items: CareVue chart items 1..9000 and outputs 40000..46999, MetaVision items
-- 220000..228000, microbiology specimens 70000s, organisms 80000s, antibiotics 90000s; d_labitems
-- 50800..51555: disjoint ranges), icd9_code text (digit-heavy codes '4019', '0389', 'V053').
-- Those natural ids are UNIQUE constraints beside the row_id primary key, as mimic-code's
-- constraint script adds them, and the foreign keys declared are the ones that script adds
-- (subject_id, hadm_id, icustay_id, itemid and cgid of the event tables). The script leaves out
-- diagnoses_icd and procedures_icd's icd9_code references because the real data has codes no
-- dictionary row has (143 for diagnoses); so does this data (about 3% of the distinct codes of
-- each). They are references with orphans, as the real ones are, and an agent joins on them:
-- undeclared truths (truth corrected after the first measurement, data unchanged). Undeclared truths:
-- microbiologyevents.spec_itemid, org_itemid and ab_itemid -> d_items.itemid (org_itemid NULL
-- where nothing grew, ab_itemid NULL without a susceptibility test). labevents.hadm_id is NULL
-- for outpatient labs, noteevents.hadm_id for outpatient reports (ECG, echo), chartevents'
-- icustay_id on a few rows and cgid on CareVue rows, prescriptions.icustay_id outside the ICU,
-- noteevents.cgid on most notes, transfers.icustay_id on ward stays. Ward ids (small integers in
-- transfers, icustays, callout) and orderid / linkorderid of inputevents_mv (an order and the
-- order it continues, many rows per order) have no table. Skewed: a few chart and lab items
-- dominate, some patients have many admissions. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4019);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- dictionaries ----------------------------------------------------------------
CREATE TABLE d_items (
  row_id integer PRIMARY KEY, itemid integer NOT NULL UNIQUE, label varchar(200), abbreviation varchar(100),
  dbsource varchar(20), linksto varchar(50), category varchar(100), unitname varchar(100),
  param_type varchar(30), conceptid integer);
INSERT INTO d_items
SELECT row_number() OVER (ORDER BY md5(itemid::text)), itemid,
       CASE linksto WHEN 'microbiologyevents' THEN
              (CASE WHEN itemid < 80000 THEN 'SPECIMEN ' WHEN itemid < 90000 THEN 'ORGANISM ' ELSE 'ANTIBIOTIC ' END) || itemid
            ELSE (ARRAY['Heart Rate', 'Respiratory Rate', 'SpO2', 'Arterial BP', 'Temperature', 'GCS', 'Urine Out',
                        'NaCl 0.9%', 'Propofol', 'Norepinephrine', 'Foley', 'Chest Tube'])[1 + itemid % 12] || ' ' || itemid END,
       CASE WHEN dbsource = 'metavision' THEN 'AB' || itemid % 1000 END, dbsource, linksto,
       CASE WHEN dbsource = 'metavision' THEN (ARRAY['Routine Vital Signs', 'Labs', 'Medications', 'Output', 'Respiratory'])[1 + itemid % 5] END,
       CASE WHEN linksto IN ('inputevents_mv', 'outputevents') THEN 'mL' WHEN itemid % 3 = 0 THEN 'bpm' END,
       CASE WHEN dbsource = 'metavision' THEN (ARRAY['Numeric', 'Text', 'Solution', 'Process'])[1 + itemid % 4] END, NULL
  FROM (SELECT DISTINCT itemid, dbsource, linksto FROM (
          SELECT 1 + (k * 7919) % 9000 AS itemid, 'carevue' AS dbsource, 'chartevents' AS linksto FROM generate_series(1, 260) k
          UNION ALL SELECT 40000 + (k * 613) % 7000, 'carevue', 'outputevents' FROM generate_series(1, 40) k
          UNION ALL SELECT 220000 + (k * 37) % 5000, 'metavision', 'chartevents' FROM generate_series(1, 200) k
          UNION ALL SELECT 225000 + (k * 53) % 1500, 'metavision', 'inputevents_mv' FROM generate_series(1, 90) k
          UNION ALL SELECT 226500 + (k * 29) % 1500, 'metavision', 'outputevents' FROM generate_series(1, 30) k
          UNION ALL SELECT 70000 + k, 'hospital', 'microbiologyevents' FROM generate_series(1, 60) k
          UNION ALL SELECT 80000 + k * 3, 'hospital', 'microbiologyevents' FROM generate_series(1, 90) k
          UNION ALL SELECT 90000 + k, 'hospital', 'microbiologyevents' FROM generate_series(1, 30) k) x) y
 ORDER BY 1;

CREATE TABLE d_labitems (
  row_id integer PRIMARY KEY, itemid integer NOT NULL UNIQUE, label varchar(100) NOT NULL, fluid varchar(100) NOT NULL,
  category varchar(100) NOT NULL, loinc_code varchar(100));
INSERT INTO d_labitems
SELECT row_number() OVER (ORDER BY itemid), itemid,
       (ARRAY['Hemoglobin', 'Creatinine', 'Potassium', 'Sodium', 'Glucose', 'Lactate', 'pH', 'pO2', 'WBC', 'Platelets'])[1 + itemid % 10] || ' ' || itemid,
       (ARRAY['Blood', 'Blood', 'Blood', 'Urine', 'Other Body Fluid'])[1 + itemid % 5],
       (ARRAY['Chemistry', 'Hematology', 'Blood Gas'])[1 + itemid % 3],
       CASE WHEN itemid % 4 <> 0 THEN (1000 + itemid % 9000) || '-' || itemid % 10 END
  FROM (SELECT DISTINCT 50800 + (k * 131) % 756 AS itemid FROM generate_series(1, 330) k) x;

CREATE TABLE d_icd_diagnoses (
  row_id integer PRIMARY KEY, icd9_code varchar(10) NOT NULL UNIQUE, short_title varchar(50) NOT NULL, long_title varchar(255) NOT NULL);
-- the k-th diagnosis code: mostly digits (3 to 5, leading zeros kept), some V and E codes
CREATE FUNCTION pg_temp.dx(k int) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN k % 11 = 0 THEN 'V' || lpad(((k * 37) % 900)::text, 3 + k % 2, '0')
              WHEN k % 23 = 0 THEN 'E' || (8000 + (k * 13) % 1000)
              ELSE substr(lpad(((k * 7919) % 100000)::text, 5, '0'), 1, 3 + k % 3) END $$;
INSERT INTO d_icd_diagnoses
SELECT row_number() OVER (ORDER BY c), c, 'Dx ' || c, 'Diagnosis ' || c || ', unspecified'
  FROM (SELECT DISTINCT pg_temp.dx(k) AS c FROM generate_series(1, 900) k) x;

CREATE TABLE d_icd_procedures (
  row_id integer PRIMARY KEY, icd9_code varchar(10) NOT NULL UNIQUE, short_title varchar(50) NOT NULL, long_title varchar(255) NOT NULL);
-- the k-th procedure code: two to four digits
CREATE FUNCTION pg_temp.px(k int) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(lpad(((k * 4973) % 10000)::text, 4, '0'), 1, 2 + k % 3) $$;
INSERT INTO d_icd_procedures
SELECT row_number() OVER (ORDER BY c), c, 'Px ' || c, 'Procedure ' || c
  FROM (SELECT DISTINCT pg_temp.px(k) AS c FROM generate_series(1, 320) k) x;

CREATE TABLE caregivers (
  row_id integer PRIMARY KEY, cgid integer NOT NULL UNIQUE, label varchar(15), description varchar(30));
INSERT INTO caregivers
SELECT row_number() OVER (ORDER BY cgid), cgid, (ARRAY['RN', 'MD', 'RRT', 'PharmD', 'Res', 'NP', 'Stud'])[1 + cgid % 7],
       (ARRAY['RN', 'Resident/Fellow/PA/NP', 'Respiratory', 'Pharmacist', 'Attending', NULL])[1 + cgid % 6]
  FROM (SELECT DISTINCT 14000 + (k * 211) % 8000 AS cgid FROM generate_series(1, 600) k) x;
CREATE TEMP TABLE cg AS SELECT row_number() OVER (ORDER BY cgid) AS k, cgid FROM caregivers;

-- ---- patients, admissions, ICU stays ---------------------------------------------
CREATE TABLE patients (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL UNIQUE, gender varchar(5) NOT NULL, dob timestamp NOT NULL,
  dod timestamp, dod_hosp timestamp, dod_ssn timestamp, expire_flag integer NOT NULL);
INSERT INTO patients
SELECT k, s, (ARRAY['M', 'F'])[1 + s % 2], '2050-01-01'::timestamp + ((s * 7919) % 30000) * interval '1 day',
       CASE WHEN dead THEN '2140-01-01'::timestamp + s * interval '1 hour' END,
       CASE WHEN dead AND k % 2 = 0 THEN '2140-01-01'::timestamp + s * interval '1 hour' END,
       CASE WHEN dead AND k % 3 <> 0 THEN '2140-01-01'::timestamp + s * interval '1 hour' END, dead::int
  FROM (SELECT row_number() OVER (ORDER BY md5('p' || s)) AS k, s, random() < 0.3 AS dead
          FROM (SELECT DISTINCT 2 + (k * 24593) % 99997 AS s FROM generate_series(1, 420) k) x) y;

CREATE TABLE admissions (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL UNIQUE, admittime timestamp NOT NULL,
  dischtime timestamp NOT NULL, deathtime timestamp, admission_type varchar(50) NOT NULL, admission_location varchar(50) NOT NULL,
  discharge_location varchar(50) NOT NULL, insurance varchar(255) NOT NULL, language varchar(10), religion varchar(50),
  marital_status varchar(50), ethnicity varchar(200) NOT NULL, edregtime timestamp, edouttime timestamp,
  diagnosis varchar(255), hospital_expire_flag smallint, has_chartevents_data smallint NOT NULL);
CREATE TEMP TABLE adm AS
SELECT p.subject_id, n, '2100-01-01'::timestamp + ((p.subject_id * 31 + n * 4001) % 36000) * interval '1 day' AS t
  FROM patients p, LATERAL generate_series(1, CASE WHEN random() < 0.8 THEN 1 ELSE 1 + pg_temp.sk(6, 2.0) END + 0 * p.subject_id) n;
INSERT INTO admissions
SELECT row_number() OVER (ORDER BY md5('a' || h)), subject_id, h, t, t + (1 + pg_temp.sk(20, 2.0)) * interval '1 day' + interval '3 hours',
       CASE WHEN die THEN t + interval '5 days' END,
       (ARRAY['EMERGENCY', 'EMERGENCY', 'EMERGENCY', 'ELECTIVE', 'URGENT', 'NEWBORN'])[pg_temp.r(6)],
       (ARRAY['EMERGENCY ROOM ADMIT', 'PHYS REFERRAL/NORMAL DELI', 'TRANSFER FROM HOSP/EXTRAM', 'CLINIC REFERRAL/PREMATURE'])[pg_temp.sk(4, 1.5)],
       CASE WHEN die THEN 'DEAD/EXPIRED' ELSE (ARRAY['HOME', 'HOME HEALTH CARE', 'SNF', 'REHAB/DISTINCT PART HOSP'])[pg_temp.sk(4, 1.5)] END,
       (ARRAY['Medicare', 'Private', 'Medicaid', 'Government', 'Self Pay'])[pg_temp.sk(5, 1.5)],
       CASE WHEN random() < 0.6 THEN (ARRAY['ENGL', 'ENGL', 'SPAN', 'RUSS', 'PTUN'])[pg_temp.r(5)] END,
       (ARRAY['CATHOLIC', 'NOT SPECIFIED', 'PROTESTANT QUAKER', 'JEWISH', 'UNOBTAINABLE'])[pg_temp.sk(5, 1.4)],
       CASE WHEN random() < 0.8 THEN (ARRAY['MARRIED', 'SINGLE', 'WIDOWED', 'DIVORCED'])[pg_temp.r(4)] END,
       (ARRAY['WHITE', 'WHITE', 'BLACK/AFRICAN AMERICAN', 'HISPANIC OR LATINO', 'UNKNOWN/NOT SPECIFIED', 'ASIAN'])[pg_temp.r(6)],
       CASE WHEN random() < 0.5 THEN t - interval '4 hours' END, CASE WHEN random() < 0.5 THEN t END,
       (ARRAY['SEPSIS', 'PNEUMONIA', 'CHEST PAIN', 'CONGESTIVE HEART FAILURE', 'GI BLEED', 'CORONARY ARTERY DISEASE'])[pg_temp.sk(6, 1.5)],
       die::int, CASE WHEN random() < 0.97 THEN 1 ELSE 0 END
  FROM (SELECT a.*, 100001 + (row_number() OVER (ORDER BY md5('h' || a.subject_id || a.n)) * 1657 * 59) % 99999 AS h,
               random() < 0.1 AS die
          FROM adm a) x;

CREATE TABLE icustays (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, icustay_id integer NOT NULL UNIQUE,
  dbsource varchar(20) NOT NULL, first_careunit varchar(20) NOT NULL, last_careunit varchar(20) NOT NULL,
  first_wardid smallint NOT NULL, last_wardid smallint NOT NULL, intime timestamp NOT NULL, outtime timestamp, los double precision);
INSERT INTO icustays
SELECT row_number() OVER (ORDER BY md5('i' || icu)), subject_id, hadm_id, icu, CASE WHEN admittime < '2160-01-01' THEN 'carevue' ELSE 'metavision' END,
       cu, cu, w, w, admittime + n * interval '2 days', admittime + n * interval '2 days' + l * interval '1 hour', round(l / 24.0, 4)
  FROM (SELECT a.*, n, 200001 + (row_number() OVER (ORDER BY a.hadm_id, n) * 7793) % 99999 AS icu,
               (ARRAY['MICU', 'MICU', 'SICU', 'CCU', 'CSRU', 'TSICU', 'NICU'])[pg_temp.r(7)] AS cu,
               (ARRAY[12, 15, 23, 33, 52, 7, 14])[pg_temp.r(7)] AS w, 10 + pg_temp.sk(300, 2.0) AS l
          FROM admissions a, LATERAL generate_series(1, CASE WHEN random() < 0.85 THEN 1 ELSE 2 END + 0 * a.row_id) n
         WHERE a.row_id % 12 <> 0) x;

CREATE TABLE transfers (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, icustay_id integer,
  dbsource varchar(20), eventtype varchar(20), prev_careunit varchar(20), curr_careunit varchar(20),
  prev_wardid smallint, curr_wardid smallint, intime timestamp, outtime timestamp, los double precision);
INSERT INTO transfers
SELECT row_number() OVER (ORDER BY subject_id, intime, ev), subject_id, hadm_id, icustay_id, dbsource, ev, prev_cu, curr_cu,
       prev_w, curr_w, intime, outtime, los
  FROM (
    SELECT a.subject_id, a.hadm_id, NULL::int AS icustay_id, 'carevue' AS dbsource, 'admit' AS ev, NULL AS prev_cu, NULL AS curr_cu,
           NULL::int AS prev_w, (ARRAY[2, 3, 4, 5, 6])[pg_temp.r(5)] AS curr_w, a.admittime AS intime,
           a.admittime + interval '1 day' AS outtime, 24.0 AS los
      FROM admissions a
    UNION ALL
    SELECT i.subject_id, i.hadm_id, i.icustay_id, i.dbsource, 'transfer', NULL, i.first_careunit, 3, i.first_wardid,
           i.intime, i.outtime, i.los * 24
      FROM icustays i
    UNION ALL
    SELECT a.subject_id, a.hadm_id, NULL, 'carevue', 'discharge', NULL, NULL, (ARRAY[2, 3, 4, 5, 6])[pg_temp.r(5)], NULL,
           a.dischtime, NULL, NULL
      FROM admissions a) t;

CREATE TABLE callout (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, submit_wardid integer,
  submit_careunit varchar(15), curr_wardid integer, curr_careunit varchar(15), callout_wardid integer,
  callout_service varchar(10) NOT NULL, request_tele smallint NOT NULL, request_resp smallint NOT NULL,
  callout_status varchar(20) NOT NULL, callout_outcome varchar(20) NOT NULL, discharge_wardid integer,
  acknowledge_status varchar(20) NOT NULL, createtime timestamp NOT NULL, outcometime timestamp NOT NULL);
INSERT INTO callout
SELECT row_number() OVER (ORDER BY i.intime), i.subject_id, i.hadm_id, i.first_wardid, i.first_careunit, i.first_wardid,
       i.first_careunit, (ARRAY[1, 1, 45, 2])[pg_temp.r(4)], (ARRAY['MED', 'SURG', 'CMED', 'NMED'])[pg_temp.r(4)],
       (random() < 0.3)::int, (random() < 0.1)::int, 'Inactive', (ARRAY['Discharged', 'Discharged', 'Cancelled'])[pg_temp.r(3)],
       CASE WHEN random() < 0.8 THEN (ARRAY[2, 3, 4, 5, 6])[pg_temp.r(5)] END, 'Acknowledged',
       i.outtime - interval '6 hours', i.outtime
  FROM icustays i WHERE i.dbsource = 'metavision' AND random() < 0.8;

CREATE TABLE services (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, transfertime timestamp NOT NULL,
  prev_service varchar(20), curr_service varchar(20));
INSERT INTO services
SELECT row_number() OVER (ORDER BY hadm_id, n), subject_id, hadm_id, admittime + (n - 1) * interval '2 days',
       CASE WHEN n = 2 THEN 'MED' END, CASE WHEN n = 1 THEN (ARRAY['MED', 'MED', 'CMED', 'SURG', 'CSURG', 'NB', 'NSURG'])[pg_temp.r(7)] ELSE 'SURG' END
  FROM admissions a, LATERAL generate_series(1, CASE WHEN random() < 0.2 THEN 2 ELSE 1 END + 0 * a.row_id) n;

-- ---- events -------------------------------------------------------------------------
-- a caregiver, a few busy
CREATE FUNCTION pg_temp.cgid() RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT cgid FROM cg WHERE k = pg_temp.sk((SELECT count(*)::int FROM cg), 1.6) $$;
CREATE TEMP TABLE chart_items AS
SELECT row_number() OVER (ORDER BY itemid) AS k, itemid, dbsource FROM d_items WHERE linksto = 'chartevents';

CREATE TABLE chartevents (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer, icustay_id integer, itemid integer,
  charttime timestamp, storetime timestamp, cgid integer, value varchar(255), valuenum double precision,
  valueuom varchar(50), warning integer, error integer, resultstatus varchar(50), stopped varchar(50));
INSERT INTO chartevents
SELECT row_number() OVER (ORDER BY e.icustay_id, e.n), e.subject_id, e.hadm_id,
       CASE WHEN random() < 0.01 THEN NULL ELSE e.icustay_id END, ci.itemid, e.t, e.t + interval '20 minutes',
       CASE WHEN ci.dbsource = 'metavision' THEN pg_temp.cgid() WHEN random() < 0.3 THEN pg_temp.cgid() END,
       round(v::numeric, 1)::text, round(v::numeric, 1), CASE WHEN ci.itemid % 3 = 0 THEN 'bpm' END,
       CASE WHEN ci.dbsource = 'metavision' THEN 0 END, CASE WHEN ci.dbsource = 'metavision' THEN 0 END,
       CASE WHEN ci.dbsource = 'carevue' THEN 'Manual' END, CASE WHEN ci.dbsource = 'carevue' THEN 'NotStopd' END
  FROM (SELECT i.subject_id, i.hadm_id, i.icustay_id, i.dbsource, n, i.intime + n * interval '47 minutes' AS t,
               pg_temp.sk(200, 2.2) AS q, random() * 150 AS v
          FROM icustays i, LATERAL generate_series(1, 8 + pg_temp.r(12) + 0 * i.row_id) n) e
  JOIN LATERAL (SELECT c.itemid, c.dbsource FROM chart_items c WHERE c.dbsource = e.dbsource
                 ORDER BY (c.k * 7 + e.q * 13) % 1000 LIMIT 1) ci ON true;

CREATE TABLE labevents (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer, itemid integer NOT NULL,
  charttime timestamp, value varchar(200), valuenum double precision, valueuom varchar(20), flag varchar(20));
CREATE TEMP TABLE lab_items AS SELECT row_number() OVER (ORDER BY itemid % 97, itemid) AS k, itemid FROM d_labitems;
INSERT INTO labevents
SELECT row_number() OVER (ORDER BY subject_id, t, itemid), subject_id, hadm_id, itemid, t, round(v::numeric, 2)::text,
       round(v::numeric, 2), (ARRAY['mg/dL', 'mEq/L', 'g/dL', 'K/uL', NULL])[1 + itemid % 5],
       CASE WHEN v > 80 THEN 'abnormal' END
  FROM (SELECT a.subject_id, a.hadm_id, a.admittime + n * interval '6 hours' AS t,
               (SELECT itemid FROM lab_items WHERE k = pg_temp.sk(330, 2.4) + 0 * a.row_id + 0 * n LIMIT 1) AS itemid, random() * 100 AS v
          FROM admissions a, LATERAL generate_series(1, 6 + pg_temp.r(10) + 0 * a.row_id) n
        UNION ALL
        SELECT p.subject_id, NULL, '2120-06-01'::timestamp + n * interval '40 days' + p.subject_id * interval '1 minute',
               (SELECT itemid FROM lab_items WHERE k = pg_temp.sk(330, 2.4) + 0 * p.row_id + 0 * n LIMIT 1), random() * 100
          FROM patients p, LATERAL generate_series(1, pg_temp.r(6) + 0 * p.row_id) n WHERE p.row_id % 3 = 0) x
 WHERE itemid IS NOT NULL;

CREATE TABLE inputevents_mv (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer, icustay_id integer, starttime timestamp,
  endtime timestamp, itemid integer, amount double precision, amountuom varchar(30), rate double precision,
  rateuom varchar(30), storetime timestamp, cgid integer, orderid integer, linkorderid integer,
  ordercategoryname varchar(100), secondaryordercategoryname varchar(100), ordercomponenttypedescription varchar(200),
  ordercategorydescription varchar(50), patientweight double precision, totalamount double precision,
  totalamountuom varchar(50), isopenbag smallint, continueinnextdept smallint, cancelreason smallint,
  statusdescription varchar(30), comments_editedby varchar(30), comments_canceledby varchar(40),
  comments_date timestamp, originalamount double precision, originalrate double precision);
CREATE TEMP TABLE input_items AS SELECT row_number() OVER (ORDER BY itemid) AS k, itemid FROM d_items WHERE linksto = 'inputevents_mv';
INSERT INTO inputevents_mv (row_id, subject_id, hadm_id, icustay_id, starttime, endtime, itemid, amount, amountuom, rate,
                            rateuom, storetime, cgid, orderid, linkorderid, ordercategoryname, statusdescription,
                            patientweight, isopenbag, continueinnextdept, cancelreason, originalamount)
SELECT row_number() OVER (ORDER BY x.icustay_id, x.n, x.c), x.subject_id, x.hadm_id, x.icustay_id, x.t, x.t + interval '1 hour',
       ii.itemid, round((random() * 500)::numeric, 2), 'ml', CASE WHEN x.c = 1 THEN round((random() * 100)::numeric, 2) END,
       CASE WHEN x.c = 1 THEN 'mL/hour' END, x.t + interval '5 minutes', x.cg, x.ord,
       CASE WHEN x.n > 1 AND x.n % 3 <> 1 THEN x.ord - 1 ELSE x.ord END,
       (ARRAY['01-Drips', '02-Fluids (Crystalloids)', '03-IV Fluid Bolus', '11-Prophylaxis (IV)'])[pg_temp.r(4)],
       (ARRAY['FinishedRunning', 'FinishedRunning', 'Stopped', 'ChangeDose/Rate', 'Paused', 'Rewritten'])[pg_temp.r(6)],
       round((50 + random() * 60)::numeric, 1), 0, 0, 0, round((random() * 500)::numeric, 2)
  FROM (SELECT i.subject_id, i.hadm_id, i.icustay_id, n, c, i.intime + n * interval '3 hours' AS t,
               (i.row_id * 40 + n) * 3 AS ord, pg_temp.cgid() AS cg, pg_temp.sk(90, 1.8) AS q
          FROM icustays i, LATERAL generate_series(1, 2 + pg_temp.r(6) + 0 * i.row_id) n,
               LATERAL generate_series(1, CASE WHEN random() < 0.3 THEN 2 ELSE 1 END + 0 * n) c
         WHERE i.dbsource = 'metavision') x
  JOIN input_items ii ON ii.k = least(x.q, (SELECT count(*) FROM input_items));

CREATE TABLE outputevents (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer, icustay_id integer, charttime timestamp,
  itemid integer, value double precision, valueuom varchar(30), storetime timestamp, cgid integer,
  stopped varchar(30), newbottle char(1), iserror integer);
CREATE TEMP TABLE output_items AS
SELECT row_number() OVER (PARTITION BY dbsource ORDER BY itemid) AS k, itemid, dbsource FROM d_items WHERE linksto = 'outputevents';
INSERT INTO outputevents
SELECT row_number() OVER (ORDER BY x.icustay_id, x.n), x.subject_id, x.hadm_id, CASE WHEN random() < 0.02 THEN NULL ELSE x.icustay_id END,
       x.t, oi.itemid, round((random() * 800)::numeric), 'mL', x.t + interval '10 minutes', pg_temp.cgid(), NULL, NULL, NULL
  FROM (SELECT i.subject_id, i.hadm_id, i.icustay_id, i.dbsource, n, i.intime + n * interval '4 hours' AS t, pg_temp.sk(25, 2.0) AS q
          FROM icustays i, LATERAL generate_series(1, 1 + pg_temp.r(5) + 0 * i.row_id) n) x
  JOIN output_items oi ON oi.dbsource = x.dbsource
                      AND oi.k = least(x.q, (SELECT count(*) FROM output_items o2 WHERE o2.dbsource = x.dbsource));

CREATE TABLE prescriptions (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, icustay_id integer,
  startdate timestamp, enddate timestamp, drug_type varchar(100) NOT NULL, drug varchar(100) NOT NULL,
  drug_name_poe varchar(100), drug_name_generic varchar(100), formulary_drug_cd varchar(120), gsn varchar(200),
  ndc varchar(120), prod_strength varchar(120), dose_val_rx varchar(120), dose_unit_rx varchar(120),
  form_val_disp varchar(120), form_unit_disp varchar(120), route varchar(120));
INSERT INTO prescriptions
SELECT row_number() OVER (ORDER BY a.hadm_id, n), a.subject_id, a.hadm_id,
       CASE WHEN random() < 0.5 THEN (SELECT i.icustay_id FROM icustays i WHERE i.hadm_id = a.hadm_id ORDER BY i.intime LIMIT 1) END,
       a.admittime + n * interval '1 day', a.admittime + (n + 3) * interval '1 day', (ARRAY['MAIN', 'MAIN', 'BASE', 'ADDITIVE'])[pg_temp.r(4)],
       d, d, d, upper(substr(d, 1, 4)) || (length(d) * 7), lpad(((length(d) * 977) % 99999)::text, 6, '0'),
       lpad(((length(d) * 104729) % 100000000)::text, 11, '0'), '1 ' || d, (ARRAY['1', '2', '0.5', '40'])[pg_temp.r(4)],
       (ARRAY['mg', 'g', 'mL', 'UNIT'])[pg_temp.r(4)], '1', 'TAB', (ARRAY['PO', 'IV', 'SC', 'PO/NG'])[pg_temp.r(4)]
  FROM admissions a, LATERAL generate_series(1, pg_temp.r(8) + 0 * a.row_id) n,
       LATERAL (SELECT (ARRAY['Potassium Chloride', 'Heparin', 'Insulin', 'Furosemide', 'Acetaminophen', 'Metoprolol',
                              'Docusate Sodium', 'Pantoprazole', 'Vancomycin', 'D5W'])[pg_temp.sk(10, 1.7) + 0 * n] AS d) dd;

CREATE TABLE microbiologyevents (
  row_id integer PRIMARY KEY, subject_id integer, hadm_id integer, chartdate timestamp, charttime timestamp,
  spec_itemid integer, spec_type_desc varchar(100), org_itemid integer, org_name varchar(100), isolate_num smallint,
  ab_itemid integer, ab_name varchar(30), dilution_text varchar(10), dilution_comparison varchar(20),
  dilution_value double precision, interpretation varchar(5));
INSERT INTO microbiologyevents
SELECT row_number() OVER (ORDER BY x.hadm_id, x.n, x.ab), x.subject_id, x.hadm_id, x.t::date, x.t, x.spec, 'SPECIMEN ' || x.spec,
       x.org, CASE WHEN x.org IS NOT NULL THEN 'ORGANISM ' || x.org END, CASE WHEN x.org IS NOT NULL THEN 1 END,
       x.ab, CASE WHEN x.ab IS NOT NULL THEN 'ANTIBIOTIC ' || x.ab END,
       CASE WHEN x.ab IS NOT NULL THEN '<=' || pg_temp.r(16) END, CASE WHEN x.ab IS NOT NULL THEN '<=' END,
       CASE WHEN x.ab IS NOT NULL THEN pg_temp.r(16) END, CASE WHEN x.ab IS NOT NULL THEN (ARRAY['S', 'S', 'R', 'I'])[pg_temp.r(4)] END
  FROM (SELECT c.*, CASE WHEN c.org IS NOT NULL AND c.nab > 0 THEN 90000 + pg_temp.sk(30, 1.3) + 0 * ab END AS ab, ab AS abn
          FROM (SELECT a.subject_id, a.hadm_id, n, a.admittime + n * interval '1 day' AS t, 70000 + pg_temp.sk(60, 2.5) AS spec,
                       CASE WHEN random() < 0.45 THEN 80000 + 3 * pg_temp.sk(90, 1.8) END AS org, pg_temp.r(4) - 1 AS nab
                  FROM admissions a, LATERAL generate_series(1, pg_temp.r(3) + 0 * a.row_id) n
                 WHERE a.row_id % 2 = 0) c,
               LATERAL generate_series(1, greatest(1, CASE WHEN c.org IS NOT NULL THEN c.nab ELSE 1 END)) ab) x;

CREATE TABLE diagnoses_icd (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, seq_num integer, icd9_code varchar(10));
-- codes from the dictionary's generator; k beyond 900 gives codes the dictionary lacks (about 3% of the codes)
INSERT INTO diagnoses_icd
SELECT row_number() OVER (ORDER BY a.hadm_id, n), a.subject_id, a.hadm_id, n,
       pg_temp.dx(CASE WHEN random() < 0.015 THEN 900 + pg_temp.r(40) ELSE pg_temp.sk(900, 2.2) END)
  FROM admissions a, LATERAL generate_series(1, 2 + pg_temp.r(12) + 0 * a.row_id) n;

CREATE TABLE procedures_icd (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer NOT NULL, seq_num integer NOT NULL,
  icd9_code varchar(10) NOT NULL);
INSERT INTO procedures_icd
SELECT row_number() OVER (ORDER BY a.hadm_id, n), a.subject_id, a.hadm_id, n,
       pg_temp.px(CASE WHEN random() < 0.006 THEN 320 + pg_temp.r(20) ELSE pg_temp.sk(320, 2.0) END)
  FROM admissions a, LATERAL generate_series(1, pg_temp.r(4) + 0 * a.row_id) n WHERE a.row_id % 4 <> 0;

CREATE TABLE noteevents (
  row_id integer PRIMARY KEY, subject_id integer NOT NULL, hadm_id integer, chartdate timestamp, charttime timestamp,
  storetime timestamp, category varchar(50), description varchar(255), cgid integer, iserror char(1), text text);
INSERT INTO noteevents
SELECT row_number() OVER (ORDER BY subject_id, t, cat), subject_id, hadm_id, t::date, CASE WHEN cat <> 'Discharge summary' THEN t END,
       CASE WHEN cat IN ('Nursing', 'Physician ', 'Nursing/other') THEN t + interval '30 minutes' END, cat,
       CASE cat WHEN 'Discharge summary' THEN 'Report' WHEN 'ECG' THEN 'Report' ELSE 'Progress note' END,
       CASE WHEN cat IN ('Nursing', 'Physician ', 'Nursing/other') THEN pg_temp.cgid() END,
       CASE WHEN random() < 0.003 THEN '1' END, cat || ' note for ' || subject_id || ' on ' || t::date
  FROM (SELECT a.subject_id, a.hadm_id, a.admittime + n * interval '13 hours' AS t,
               (ARRAY['Nursing/other', 'Nursing/other', 'Radiology', 'Radiology', 'ECG', 'Nursing', 'Physician ',
                      'Discharge summary', 'Echo'])[pg_temp.r(9)] AS cat
          FROM admissions a, LATERAL generate_series(1, pg_temp.r(5) + 0 * a.row_id) n
        UNION ALL
        SELECT p.subject_id, NULL, '2125-03-01'::timestamp + p.subject_id * interval '1 hour', (ARRAY['ECG', 'Echo', 'Radiology'])[pg_temp.r(3)]
          FROM patients p WHERE p.row_id % 5 = 0) x;

-- ---- the foreign keys mimic-code's constraint script adds -----------------------------
ALTER TABLE admissions ADD CONSTRAINT admissions_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE callout ADD CONSTRAINT callout_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE callout ADD CONSTRAINT callout_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE chartevents ADD CONSTRAINT chartevents_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE chartevents ADD CONSTRAINT chartevents_fk_cgid FOREIGN KEY (cgid) REFERENCES caregivers (cgid);
ALTER TABLE chartevents ADD CONSTRAINT chartevents_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE chartevents ADD CONSTRAINT chartevents_fk_itemid FOREIGN KEY (itemid) REFERENCES d_items (itemid);
ALTER TABLE chartevents ADD CONSTRAINT chartevents_fk_icustay_id FOREIGN KEY (icustay_id) REFERENCES icustays (icustay_id);
ALTER TABLE diagnoses_icd ADD CONSTRAINT diagnoses_icd_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE diagnoses_icd ADD CONSTRAINT diagnoses_icd_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE icustays ADD CONSTRAINT icustays_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE icustays ADD CONSTRAINT icustays_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE inputevents_mv ADD CONSTRAINT inputevents_mv_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE inputevents_mv ADD CONSTRAINT inputevents_mv_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE inputevents_mv ADD CONSTRAINT inputevents_mv_fk_icustay_id FOREIGN KEY (icustay_id) REFERENCES icustays (icustay_id);
ALTER TABLE inputevents_mv ADD CONSTRAINT inputevents_mv_fk_itemid FOREIGN KEY (itemid) REFERENCES d_items (itemid);
ALTER TABLE inputevents_mv ADD CONSTRAINT inputevents_mv_fk_cgid FOREIGN KEY (cgid) REFERENCES caregivers (cgid);
ALTER TABLE labevents ADD CONSTRAINT labevents_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE labevents ADD CONSTRAINT labevents_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE labevents ADD CONSTRAINT labevents_fk_itemid FOREIGN KEY (itemid) REFERENCES d_labitems (itemid);
ALTER TABLE microbiologyevents ADD CONSTRAINT microbiologyevents_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE microbiologyevents ADD CONSTRAINT microbiologyevents_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE noteevents ADD CONSTRAINT noteevents_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE noteevents ADD CONSTRAINT noteevents_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE noteevents ADD CONSTRAINT noteevents_fk_cgid FOREIGN KEY (cgid) REFERENCES caregivers (cgid);
ALTER TABLE outputevents ADD CONSTRAINT outputevents_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE outputevents ADD CONSTRAINT outputevents_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE outputevents ADD CONSTRAINT outputevents_fk_icustay_id FOREIGN KEY (icustay_id) REFERENCES icustays (icustay_id);
ALTER TABLE outputevents ADD CONSTRAINT outputevents_fk_itemid FOREIGN KEY (itemid) REFERENCES d_items (itemid);
ALTER TABLE outputevents ADD CONSTRAINT outputevents_fk_cgid FOREIGN KEY (cgid) REFERENCES caregivers (cgid);
ALTER TABLE prescriptions ADD CONSTRAINT prescriptions_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE prescriptions ADD CONSTRAINT prescriptions_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE prescriptions ADD CONSTRAINT prescriptions_fk_icustay_id FOREIGN KEY (icustay_id) REFERENCES icustays (icustay_id);
ALTER TABLE procedures_icd ADD CONSTRAINT procedures_icd_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE procedures_icd ADD CONSTRAINT procedures_icd_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE services ADD CONSTRAINT services_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE services ADD CONSTRAINT services_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE transfers ADD CONSTRAINT transfers_fk_subject_id FOREIGN KEY (subject_id) REFERENCES patients (subject_id);
ALTER TABLE transfers ADD CONSTRAINT transfers_fk_hadm_id FOREIGN KEY (hadm_id) REFERENCES admissions (hadm_id);
ALTER TABLE transfers ADD CONSTRAINT transfers_fk_icustay_id FOREIGN KEY (icustay_id) REFERENCES icustays (icustay_id);
ANALYZE;
