-- test/accuracy/eicu.sql: the eICU Collaborative Research Database as eicu-code's PostgreSQL build
-- loads it (schema eicu_crd flattened into public), written for issue 16 as a held-out check
-- (round 17): committed with its truth (eicu_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: concatenated lower-case names with no separators (patientunitstayid,
-- patienthealthsystemstayid, hospitalid, wardid, labid, diagnosisid, medicationid,
-- apacheadmissiondx, nursingchartid, cplgeneralid, respcareid); every clinical table is keyed by
-- its own <table>id (sparse, large integers from the source system: labid in the tens of
-- millions, vitalperiodicid in the hundreds of millions; the APACHE tables' ids are small serials
-- with gaps) and refers to the ICU stay by patientunitstayid (sparse 141000..3.3M, in the same
-- range as patienthealthsystemstayid, which groups the unit stays of one hospital stay and has no
-- table, nor has uniquepid '002-34851', the person). Time is an integer minute offset from unit
-- admission (labresultoffset, drugstartoffset, observationoffset, ...): negative before it, up
-- to tens of thousands, overlapping the ranges of hospitalid (56..459), wardid (80..1110), the
-- APACHE ids and drughiclseqno. wardid and unitid-like columns have no table; labtypeid (1..7),
-- unitvisitnumber, currenthistoryseqnum and drughiclseqno (a First Databank code, NULL on a third
-- of the orders, shared by medication and allergy) have none either: not in the truth.
-- The real build declares no foreign keys (its tables carry indexes, not constraints);
-- this generator declares each table's <table>id primary key and the references eICU's
-- documentation draws: patient.hospitalid -> hospital and the patientunitstayid of the charted
-- tables -> patient. It leaves undeclared the patientunitstayid of the APACHE tables
-- (apachepatientresult: two rows per scored stay, APACHE IV and IVa; apacheapsvar: one row per
-- scored stay, so 1:1 with a subset of patient), computed off-line by the APACHE system and loaded
-- apart, and of admissiondx: undeclared truths. Skew as in the real data: a few hospitals hold
-- most stays, long stays have most rows, hospitals not using every module contribute nothing to
-- it (microlab from a few hospitals only, vitalperiodic from most); every stay has labs; the
-- hospital table lists hospitals with no stay in this sample. No orphans (the real data has
-- none). Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.3353);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;

-- ---- hospital: 70 hospitals, ids distinct in 56..459 -------------------------------------
CREATE TABLE hospital (
  hospitalid integer PRIMARY KEY, numbedscategory varchar(32), teachingstatus boolean, region varchar(64));
INSERT INTO hospital
SELECT h, CASE WHEN random() < 0.1 THEN NULL ELSE pick_beds END, random() < 0.2,
       CASE WHEN random() < 0.12 THEN NULL ELSE pg_temp.pick(ARRAY['Midwest', 'South', 'West', 'Northeast']) END
  FROM (SELECT DISTINCT ON (h) h, pg_temp.pick(ARRAY['<100', '100 - 249', '250 - 499', '>= 500']) AS pick_beds
          FROM (SELECT 56 + (k * 97) % 404 AS h FROM generate_series(1, 70) k) x ORDER BY h) y;

-- wards: one to five per hospital, ids distinct in 80..1110, no table of their own
CREATE TEMP TABLE ward AS
SELECT hospitalid, 80 + ((hospitalid * 7 + n * 131) % 1031) AS wardid, n
  FROM hospital, LATERAL generate_series(1, 1 + hospitalid % 5) n;

-- ---- the stays: 900 persons, 1..2 hospital stays each, 1..3 unit stays each -------------------
CREATE TEMP TABLE hss AS
SELECT row_number() OVER (ORDER BY p, s) AS hn, p, s,
       (SELECT hospitalid FROM hospital ORDER BY hospitalid OFFSET (pg_temp.sk(52, 2.2) - 1 + 0 * p) LIMIT 1) AS hospitalid,
       2014 + (random() < 0.5)::int AS yr
  FROM generate_series(1, 900) p, LATERAL generate_series(1, 1 + (random() < 0.12)::int + 0 * p) s;

CREATE TEMP TABLE stay AS
SELECT row_number() OVER (ORDER BY h.hn, u) AS rn, h.hn, h.p, h.hospitalid, h.yr, u AS unitvisitnumber,
       (SELECT w.wardid FROM ward w WHERE w.hospitalid = h.hospitalid ORDER BY w.n OFFSET (pg_temp.r(1 + h.hospitalid % 5) - 1) LIMIT 1) AS wardid,
       60 * pg_temp.sk(300, 2.4) + pg_temp.r(59) AS los
  FROM hss h, LATERAL generate_series(1, 1 + (random() < 0.15)::int + (random() < 0.04)::int + 0 * h.hn) u;

CREATE TABLE patient (
  patientunitstayid integer PRIMARY KEY, patienthealthsystemstayid integer NOT NULL, gender varchar(25), age varchar(10),
  ethnicity varchar(50), hospitalid integer NOT NULL, wardid integer NOT NULL, apacheadmissiondx varchar(1000),
  admissionheight numeric(10,2), hospitaladmittime24 varchar(8), hospitaladmitoffset integer NOT NULL,
  hospitaladmitsource varchar(30), hospitaldischargeyear smallint NOT NULL, hospitaldischargetime24 varchar(8),
  hospitaldischargeoffset integer NOT NULL, hospitaldischargelocation varchar(100), hospitaldischargestatus varchar(10),
  unittype varchar(50), unitadmittime24 varchar(8), unitadmitsource varchar(100), unitvisitnumber integer NOT NULL,
  unitstaytype varchar(15), admissionweight numeric(10,2), dischargeweight numeric(10,2), unitdischargetime24 varchar(8),
  unitdischargeoffset integer NOT NULL, unitdischargelocation varchar(100), unitdischargestatus varchar(10),
  uniquepid varchar(10) NOT NULL);
INSERT INTO patient
SELECT 141000 + s.rn * 2600 + pg_temp.r(2500), 128900 + s.hn * 3100 + (s.hn * 37) % 3000,
       CASE WHEN random() < 0.003 THEN 'Unknown' WHEN s.p % 9 < 5 THEN 'Male' ELSE 'Female' END,
       CASE WHEN s.p % 31 = 0 THEN '> 89' WHEN s.p % 97 = 1 THEN '' ELSE (18 + (s.p * 13) % 72)::text END,
       CASE WHEN s.p % 41 = 0 THEN NULL ELSE (ARRAY['Caucasian', 'Caucasian', 'Caucasian', 'African American', 'Hispanic', 'Asian', 'Other/Unknown'])[1 + s.p % 7] END,
       s.hospitalid, s.wardid,
       CASE WHEN random() < 0.1 THEN NULL ELSE pg_temp.pick(ARRAY['Sepsis, pulmonary', 'Infarction, acute myocardial (MI)', 'CVA, cerebrovascular accident/stroke',
              'CHF, congestive heart failure', 'Overdose, other toxin, poison or drug', 'Emphysema/bronchitis', 'Diabetic ketoacidosis',
              'Rhythm disturbance (atrial, supraventricular)', 'CABG alone, coronary artery bypass grafting', 'Sepsis, renal/UTI (including bladder)']) END,
       CASE WHEN random() < 0.05 THEN NULL ELSE round((150 + random() * 45)::numeric, 1) END,
       lpad(pg_temp.r(24)::text, 2, '0') || ':' || lpad((pg_temp.r(60) - 1)::text, 2, '0') || ':00',
       CASE WHEN s.unitvisitnumber = 1 AND random() < 0.6 THEN 0 ELSE -pg_temp.sk(5000, 2.0) END,
       pg_temp.pick(ARRAY['Emergency Department', 'Emergency Department', 'Operating Room', 'Floor', 'Direct Admit', 'Other Hospital', NULL]),
       s.yr, lpad(pg_temp.r(24)::text, 2, '0') || ':00:00', s.los + pg_temp.sk(9000, 2.0),
       pg_temp.pick(ARRAY['Home', 'Home', 'Skilled Nursing Facility', 'Death', 'Rehabilitation', 'Other External', NULL]),
       CASE WHEN random() < 0.1 THEN 'Expired' WHEN random() < 0.02 THEN NULL ELSE 'Alive' END,
       pg_temp.pick(ARRAY['Med-Surg ICU', 'Med-Surg ICU', 'MICU', 'CCU-CTICU', 'SICU', 'Neuro ICU', 'CSICU', 'CTICU']),
       lpad(pg_temp.r(24)::text, 2, '0') || ':' || lpad((pg_temp.r(60) - 1)::text, 2, '0') || ':00',
       pg_temp.pick(ARRAY['Emergency Department', 'Operating Room', 'Floor', 'Step-Down Unit (SDU)', 'Direct Admit', 'Other ICU']),
       s.unitvisitnumber, CASE WHEN s.unitvisitnumber = 1 THEN 'admit' WHEN random() < 0.7 THEN 'readmit' ELSE 'stepdown/other' END,
       CASE WHEN random() < 0.08 THEN NULL ELSE round((45 + random() * 90)::numeric, 1) END,
       CASE WHEN random() < 0.35 THEN NULL ELSE round((45 + random() * 90)::numeric, 1) END,
       lpad(pg_temp.r(24)::text, 2, '0') || ':' || lpad((pg_temp.r(60) - 1)::text, 2, '0') || ':00', s.los,
       pg_temp.pick(ARRAY['Floor', 'Floor', 'Step-Down Unit (SDU)', 'Home', 'Death', 'Other ICU', 'Telemetry']),
       CASE WHEN random() < 0.06 THEN 'Expired' ELSE 'Alive' END,
       (ARRAY['002', '004', '005', '006', '007', '010', '015', '016', '017', '018', '021', '022', '025', '027', '028', '030', '031', '033', '035'])[1 + s.hospitalid % 19]
         || '-' || lpad(((s.p * 7919) % 99999)::text, 5, '0')
  FROM stay s;

-- each stay with its row number and hospital, for the clinical tables
CREATE TEMP TABLE st AS
SELECT p.patientunitstayid AS id, p.hospitalid, p.unitdischargeoffset AS los, row_number() OVER (ORDER BY p.patientunitstayid) AS rn
  FROM patient p;

-- ---- APACHE tables ---------------------------------------------------------------------------
CREATE TEMP TABLE scored AS SELECT * FROM st WHERE rn % 6 <> 0 AND (hospitalid % 11 <> 3);

CREATE TABLE apachepatientresult (
  apachepatientresultsid integer PRIMARY KEY, patientunitstayid integer NOT NULL, physicianspeciality varchar(50),
  physicianinterventioncategory varchar(50), acutephysiologyscore integer, apachescore integer, apacheversion varchar(5),
  predictedicumortality varchar(50), actualicumortality varchar(50), predictediculos double precision, actualiculos double precision,
  predictedhospitalmortality varchar(50), actualhospitalmortality varchar(50), predictedhospitallos double precision,
  actualhospitallos double precision, preopmi integer, preopcardiaccath integer, ptcawithin24h integer, unabridgedunitlos double precision,
  unabridgedhosplos double precision, actualventdays double precision, predventdays double precision, unabridgedactualventdays double precision);
INSERT INTO apachepatientresult
SELECT 2 * (s.rn * 140 + (s.rn * 61) % 130) + (v = 'IVa')::int, s.id,
       pg_temp.pick(ARRAY['critical care medicine (CCM)', 'internal medicine', 'pulmonary', 'cardiology', 'surgery-general', 'other', NULL]),
       pg_temp.pick(ARRAY['Unknown', 'Cardiac', 'Pulmonary', 'Neurologic', 'Gastrointestinal']),
       aps, aps + pg_temp.r(25), v, round(random()::numeric, 4)::text, CASE WHEN random() < 0.08 THEN 'EXPIRED' ELSE 'ALIVE' END,
       round((random() * 8)::numeric, 2), round(s.los / 1440.0, 4), round(random()::numeric, 4)::text,
       CASE WHEN random() < 0.1 THEN 'EXPIRED' ELSE 'ALIVE' END, round((random() * 15)::numeric, 2), round((s.los / 1440.0 + random() * 6)::numeric, 4),
       0, 0, 0, round(s.los / 1440.0, 4), round((s.los / 1440.0 + random() * 6)::numeric, 4),
       CASE WHEN random() < 0.6 THEN NULL ELSE round((random() * 5)::numeric, 2) END, round((random() * 4)::numeric, 2), NULL
  FROM (SELECT s.*, pg_temp.sk(120, 1.5) AS aps FROM scored s) s, unnest(ARRAY['IV', 'IVa']) v;

CREATE TABLE apacheapsvar (
  apacheapsvarid integer PRIMARY KEY, patientunitstayid integer NOT NULL, intubated smallint, vent smallint, dialysis smallint,
  eyes smallint, motor smallint, verbal smallint, meds smallint, urine double precision, wbc double precision,
  temperature double precision, respiratoryrate double precision, sodium double precision, heartrate double precision,
  meanbp double precision, ph double precision, hematocrit double precision, creatinine double precision, albumin double precision,
  pao2 double precision, pco2 double precision, bun double precision, glucose double precision, bilirubin double precision,
  fio2 double precision);
INSERT INTO apacheapsvar
SELECT s.rn * 120 + pg_temp.r(110), s.id, (random() < 0.3)::int, (random() < 0.35)::int, (random() < 0.05)::int,
       pg_temp.r(4), pg_temp.r(6), pg_temp.r(5), (random() < 0.1)::int,
       CASE WHEN random() < 0.3 THEN -1 ELSE round((random() * 4000)::numeric, 1) END,
       CASE WHEN random() < 0.1 THEN -1 ELSE round((2 + random() * 25)::numeric, 2) END,
       round((34 + random() * 6)::numeric, 1), pg_temp.r(45), 125 + pg_temp.r(25), 50 + pg_temp.r(100), 40 + pg_temp.r(90),
       CASE WHEN random() < 0.5 THEN -1 ELSE round((7.1 + random() * 0.4)::numeric, 2) END, round((20 + random() * 30)::numeric, 1),
       round((0.4 + random() * 4)::numeric, 2), CASE WHEN random() < 0.5 THEN -1 ELSE round((1.5 + random() * 3)::numeric, 1) END,
       CASE WHEN random() < 0.5 THEN -1 ELSE 50 + pg_temp.r(300) END, CASE WHEN random() < 0.5 THEN -1 ELSE 25 + pg_temp.r(50) END,
       pg_temp.r(90), 60 + pg_temp.r(400), CASE WHEN random() < 0.5 THEN -1 ELSE round((random() * 5)::numeric, 1) END,
       CASE WHEN random() < 0.5 THEN -1 ELSE 21 + pg_temp.r(79) END
  FROM scored s;

CREATE TABLE admissiondx (
  admissiondxid integer PRIMARY KEY, patientunitstayid integer NOT NULL, admitdxenteredoffset integer NOT NULL,
  admitdxpath varchar(500) NOT NULL, admitdxname varchar(255), admitdxtext varchar(255));
INSERT INTO admissiondx
SELECT 7000 + row_number() OVER (ORDER BY s.id, n) * 517 + pg_temp.r(500), s.id, pg_temp.sk(300, 3.0) - 1,
       'admission diagnosis|' || path, split_part(path, '|', length(path) - length(replace(path, '|', '')) + 1), CASE WHEN n = 1 THEN NULL END
  FROM st s, LATERAL generate_series(1, 1 + pg_temp.r(4) + 0 * s.rn) n,
       LATERAL (SELECT (ARRAY['Was the patient admitted from the O.R. or went to the O.R. within 4 hours of admission?|No',
                              'Non-operative|Diagnosis|Cardiovascular|Sepsis, pulmonary', 'Elective|No', 'All Diagnosis|Non-operative|Diagnosis|Respiratory|Emphysema/bronchitis',
                              'Non-operative|Organ System|Organ System|Cardiovascular', 'All Diagnosis|Operative|Diagnosis|Cardiovascular|CABG alone, coronary artery bypass grafting',
                              'Non-operative|Diagnosis|Neurologic|CVA, cerebrovascular accident/stroke'])[1 + (n + s.rn::int) % 7] || '' AS path) x
 WHERE s.rn % 8 <> 5;

-- ---- charted tables ------------------------------------------------------------------------
CREATE TABLE diagnosis (
  diagnosisid integer PRIMARY KEY, patientunitstayid integer NOT NULL, activeupondischarge varchar(64), diagnosisoffset integer NOT NULL,
  diagnosisstring varchar(200) NOT NULL, icd9code varchar(100), diagnosispriority varchar(10) NOT NULL);
INSERT INTO diagnosis
SELECT 4200000 + row_number() OVER (ORDER BY s.id, n) * 311 + pg_temp.r(300), s.id, initcap((random() < 0.45)::text),
       pg_temp.r(greatest(s.los, 10)) - 60, d.str, CASE WHEN random() < 0.2 THEN NULL ELSE d.icd END,
       CASE WHEN n = 1 THEN 'Primary' WHEN random() < 0.5 THEN 'Major' ELSE 'Other' END
  FROM st s, LATERAL generate_series(1, pg_temp.sk(9, 1.6) + 0 * s.rn) n,
       LATERAL (SELECT (ARRAY['pulmonary|respiratory failure|acute respiratory failure', 'cardiovascular|shock / hypotension|sepsis|sepsis with single organ dysfunction',
                              'renal|disorder of kidney|acute renal failure', 'cardiovascular|chest pain / ASHD|acute coronary syndrome',
                              'endocrine|glucose metabolism|diabetes mellitus', 'neurologic|altered mental status / pain|change in mental status',
                              'infectious diseases|chest/pulmonary infection|pneumonia', 'gastrointestinal|GI bleeding / PUD|upper GI bleeding'])[k] AS str,
                       (ARRAY['518.81, J96.00', '995.92, R65.20', '584.9, N17.9', '411.89, I24.9', '250.00, E11.9', '780.09, R41.82', '486, J18.9', '578.9, K92.2'])[k] AS icd
                  FROM (SELECT 1 + (n * 3 + s.rn::int * 5) % 8 AS k) kk) d
 WHERE s.rn % 10 <> 7;

CREATE TABLE lab (
  labid integer PRIMARY KEY, patientunitstayid integer NOT NULL, labresultoffset integer NOT NULL, labtypeid numeric(3,0) NOT NULL,
  labname varchar(256), labresult numeric(11,4), labresulttext varchar(255), labmeasurenamesystem varchar(255),
  labmeasurenameinterface varchar(255), labresultrevisedoffset integer);
INSERT INTO lab
SELECT 30000000 + row_number() OVER (ORDER BY s.id, n) * 2113 + pg_temp.r(2100), s.id, o, t.typ, t.nm, v, v::text, t.unit,
       CASE WHEN random() < 0.3 THEN NULL ELSE t.unit END, o + pg_temp.r(120)
  FROM st s, LATERAL generate_series(1, least(24, 3 + s.los / 400) + 0 * s.rn) n,
       LATERAL (SELECT pg_temp.r(s.los + 400) - 400 AS o) oo,
       LATERAL (SELECT (ARRAY[1, 1, 1, 3, 3, 4, 7, 5, 6])[k] AS typ,
                       (ARRAY['potassium', 'sodium', 'creatinine', 'Hgb', 'WBC x 1000', 'pH', 'bedside glucose', 'PT - INR', 'troponin - I'])[k] AS nm,
                       (ARRAY['mmol/L', 'mmol/L', 'mg/dL', 'g/dL', 'K/mcL', NULL, 'mg/dL', 'ratio', 'ng/mL'])[k] AS unit
                  FROM (SELECT pg_temp.sk(9, 1.4) + 0 * n AS k) kk) t,
       LATERAL (SELECT round((random() * 140)::numeric, 2) AS v) vv;

CREATE TABLE medication (
  medicationid integer PRIMARY KEY, patientunitstayid integer NOT NULL, drugorderoffset integer NOT NULL, drugstartoffset integer NOT NULL,
  drugivadmixture varchar(6) NOT NULL, drugordercancelled varchar(6) NOT NULL, drugname varchar(220), drughiclseqno integer,
  dosage varchar(60), routeadmin varchar(120), frequency varchar(255), loadingdose varchar(120) NOT NULL, prn varchar(6) NOT NULL,
  drugstopoffset integer NOT NULL, gtc integer NOT NULL);
CREATE TEMP TABLE drug AS
SELECT k, (ARRAY['HEPARIN 5,000 UNITS/ML', 'PANTOPRAZOLE 40 MG IV', 'ACETAMINOPHEN 325 MG PO TABS', 'INSULIN ASPART', 'FUROSEMIDE 10 MG/ML',
                 'METOPROLOL TARTRATE 25 MG PO TABS', 'ONDANSETRON 2 MG/ML', 'POTASSIUM CHLORIDE', 'VANCOMYCIN', 'PIPERACILLIN-TAZOBACTAM',
                 'MORPHINE 2 MG/ML', 'PROPOFOL 10 MG/ML', 'ASPIRIN 81 MG', 'ENOXAPARIN 40 MG/0.4 ML', 'LORAZEPAM 2 MG/ML'])[k] AS nm,
       (ARRAY[2808, 22008, 1866, 18084, 3660, 6211, 7080, 549, 10321, 8255, 1694, 4842, 1820, 33442, 4846])[k] AS hicl,
       (ARRAY[0, 2, 2, 23, 0, 0, 0, 0, 17, 0, 0, 38, 0, 0, 0])[k] AS gtc
  FROM generate_series(1, 15) k;
INSERT INTO medication
SELECT 7400000 + row_number() OVER (ORDER BY s.id, n) * 997 + pg_temp.r(990), s.id, o - pg_temp.r(30), o,
       CASE WHEN random() < 0.1 THEN 'Yes' ELSE 'No' END, CASE WHEN random() < 0.03 THEN 'Yes' ELSE 'No' END,
       CASE WHEN random() < 0.25 THEN NULL ELSE d.nm END, CASE WHEN random() < 0.33 THEN NULL ELSE d.hicl END,
       pg_temp.pick(ARRAY['1 mg', '40 mg', '5000 Units', '2 mg', '100 mL', NULL]), pg_temp.pick(ARRAY['IV (intravenous)', 'PO', 'Subcutaneous', 'IV Push', NULL]),
       pg_temp.pick(ARRAY['Q6H', 'Q8H', 'Daily', 'PRN', 'ONE TIME ONLY', 'Q12H']), '', CASE WHEN random() < 0.2 THEN 'Yes' ELSE 'No' END,
       CASE WHEN random() < 0.3 THEN 0 ELSE o + pg_temp.r(4000) END, d.gtc
  FROM st s, LATERAL generate_series(1, pg_temp.sk(12, 1.8) + 0 * s.rn) n,
       LATERAL (SELECT pg_temp.r(s.los + 100) - 100 AS o, pg_temp.sk(15, 1.7) + 0 * n AS dk) oo
       JOIN drug d ON d.k = oo.dk
 WHERE s.rn % 4 <> 2;

CREATE TABLE infusiondrug (
  infusiondrugid integer PRIMARY KEY, patientunitstayid integer NOT NULL, infusionoffset integer NOT NULL, drugname varchar(255) NOT NULL,
  drugrate varchar(255), infusionrate varchar(255), drugamount varchar(255), volumeoffluid varchar(255), patientweight varchar(255));
INSERT INTO infusiondrug
SELECT 5100000 + row_number() OVER (ORDER BY s.id, n) * 1201 + pg_temp.r(1200), s.id, pg_temp.r(s.los),
       pg_temp.pick(ARRAY['Norepinephrine (mcg/min)', 'Propofol (mcg/kg/min)', 'Heparin (units/hr)', 'Insulin (units/hr)', 'Diltiazem (mg/hr)', 'Fentanyl (mcg/hr)']),
       (pg_temp.r(30))::text, CASE WHEN random() < 0.5 THEN NULL ELSE pg_temp.r(50)::text END,
       CASE WHEN random() < 0.6 THEN NULL ELSE (pg_temp.r(10) * 50)::text END, CASE WHEN random() < 0.6 THEN NULL ELSE '250' END,
       CASE WHEN random() < 0.7 THEN NULL ELSE (50 + pg_temp.r(80))::text END
  FROM st s, LATERAL generate_series(1, least(15, 1 + s.los / 900) + 0 * s.rn) n
 WHERE s.rn % 10 IN (1, 4, 8);

CREATE TABLE vitalperiodic (
  vitalperiodicid bigint PRIMARY KEY, patientunitstayid integer NOT NULL, observationoffset integer NOT NULL, temperature numeric(11,4),
  sao2 integer, heartrate integer, respiration integer, cvp integer, etco2 integer, systemicsystolic integer, systemicdiastolic integer,
  systemicmean integer, pasystolic integer, padiastolic integer, pamean integer, st1 double precision, st2 double precision,
  st3 double precision, icp integer);
INSERT INTO vitalperiodic
SELECT 300000000 + row_number() OVER (ORDER BY s.id, n) * 15013 + pg_temp.r(15000), s.id, n * 5 * (1 + s.los / 1500) + pg_temp.r(4),
       CASE WHEN random() < 0.9 THEN NULL ELSE round((36 + random() * 3)::numeric, 1) END, 88 + pg_temp.r(12), 55 + pg_temp.r(70),
       CASE WHEN random() < 0.1 THEN NULL ELSE 10 + pg_temp.r(20) END, CASE WHEN random() < 0.85 THEN NULL ELSE pg_temp.r(20) END, NULL,
       CASE WHEN random() < 0.7 THEN NULL ELSE 85 + pg_temp.r(80) END, CASE WHEN random() < 0.7 THEN NULL ELSE 40 + pg_temp.r(50) END,
       CASE WHEN random() < 0.7 THEN NULL ELSE 55 + pg_temp.r(50) END, NULL, NULL, NULL,
       CASE WHEN random() < 0.6 THEN NULL ELSE round((random() * 0.4 - 0.2)::numeric, 2) END, NULL, NULL, NULL
  FROM st s, LATERAL generate_series(1, least(18, 2 + s.los / 250) + 0 * s.rn) n
 WHERE s.hospitalid % 7 <> 2;

CREATE TABLE vitalaperiodic (
  vitalaperiodicid integer PRIMARY KEY, patientunitstayid integer NOT NULL, observationoffset integer NOT NULL,
  noninvasivesystolic double precision, noninvasivediastolic double precision, noninvasivemean double precision, paop double precision,
  cardiacoutput double precision, cardiacinput double precision, svr double precision, svri double precision, pvr double precision,
  pvri double precision);
INSERT INTO vitalaperiodic
SELECT 20000000 + row_number() OVER (ORDER BY s.id, n) * 4001 + pg_temp.r(4000), s.id, n * 60 + pg_temp.r(59),
       90 + pg_temp.r(70), 40 + pg_temp.r(50), 55 + pg_temp.r(50), NULL, CASE WHEN random() < 0.97 THEN NULL ELSE round((3 + random() * 4)::numeric, 1) END,
       NULL, NULL, NULL, NULL, NULL
  FROM st s, LATERAL generate_series(1, least(10, 1 + s.los / 600) + 0 * s.rn) n
 WHERE s.hospitalid % 7 <> 2;

CREATE TABLE nursecharting (
  nursingchartid bigint PRIMARY KEY, patientunitstayid integer NOT NULL, nursingchartoffset integer NOT NULL, nursingchartentryoffset integer NOT NULL,
  nursingchartcelltypecat varchar(255) NOT NULL, nursingchartcelltypevallabel varchar(255), nursingchartcelltypevalname varchar(255),
  nursingchartvalue varchar(255));
INSERT INTO nursecharting
SELECT 100000000 + row_number() OVER (ORDER BY s.id, n) * 9011 + pg_temp.r(9000), s.id, o, o + pg_temp.sk(240, 3.0) - 1, c.cat, c.lbl, c.nm,
       CASE c.nm WHEN 'Value' THEN (12 + pg_temp.r(25))::text WHEN 'GCS Total' THEN (3 + pg_temp.r(12))::text ELSE pg_temp.pick(ARRAY['Alert', 'Drowsy', '35.7', '98']) END
  FROM st s, LATERAL generate_series(1, least(14, 3 + s.los / 500) + 0 * s.rn) n,
       LATERAL (SELECT pg_temp.r(s.los + 60) - 60 AS o) oo,
       LATERAL (SELECT (ARRAY['Vital Signs', 'Scores', 'Other Vital Signs and Infusions', 'Scores'])[k] AS cat,
                       (ARRAY['Respiratory Rate', 'Glasgow coma score', 'Temperature', 'Sedation Score'])[k] AS lbl,
                       (ARRAY['Value', 'GCS Total', 'Temperature (C)', 'Sedation Scale/Score/Goal'])[k] AS nm
                  FROM (SELECT pg_temp.r(4) + 0 * n AS k) kk) c;

CREATE TABLE treatment (
  treatmentid integer PRIMARY KEY, patientunitstayid integer NOT NULL, treatmentoffset integer NOT NULL, treatmentstring varchar(200) NOT NULL,
  activeupondischarge varchar(10) NOT NULL);
INSERT INTO treatment
SELECT 9000000 + row_number() OVER (ORDER BY s.id, n) * 613 + pg_temp.r(600), s.id, pg_temp.r(s.los),
       pg_temp.pick(ARRAY['pulmonary|ventilation and oxygenation|mechanical ventilation', 'cardiovascular|shock|vasopressors|norepinephrine > 0.1 micrograms/kg/min',
                          'pulmonary|ventilation and oxygenation|oxygen therapy (< 40%)|nasal cannula', 'infectious diseases|medications|therapeutic antibacterials',
                          'renal|dialysis|hemodialysis', 'gastrointestinal|medications|stress ulcer prophylaxis|pantoprazole']),
       initcap((random() < 0.4)::text)
  FROM st s, LATERAL generate_series(1, pg_temp.sk(6, 1.5) + 0 * s.rn) n
 WHERE s.rn % 5 IN (0, 1, 3);

CREATE TABLE allergy (
  allergyid integer PRIMARY KEY, patientunitstayid integer NOT NULL, allergyoffset integer NOT NULL, allergyenteredoffset integer NOT NULL,
  allergynotetype varchar(255), specialtytype varchar(255), usertype varchar(255) NOT NULL, rxincluded varchar(5), writtenineicu varchar(5),
  drugname varchar(255), allergytype varchar(255), allergyname varchar(255), drughiclseqno integer);
INSERT INTO allergy
SELECT 400000 + row_number() OVER (ORDER BY s.id, n) * 211 + pg_temp.r(200), s.id, pg_temp.r(60), pg_temp.r(120),
       'Admission', pg_temp.pick(ARRAY['eCM Primary', 'critical care medicine (CCM)', 'internal medicine']), 'eICU Physician', 'True', 'True',
       CASE WHEN a.drug THEN d.nm END, CASE WHEN a.drug THEN 'Drug' ELSE 'Non Drug' END,
       CASE WHEN a.drug THEN split_part(d.nm, ' ', 1) ELSE pg_temp.pick(ARRAY['Latex', 'shellfish', 'iodine', 'peanuts']) END,
       CASE WHEN a.drug AND random() < 0.7 THEN d.hicl END
  FROM st s, LATERAL generate_series(1, pg_temp.sk(3, 2.0) + 0 * s.rn) n,
       LATERAL (SELECT random() < 0.8 + 0 * n AS drug, pg_temp.r(15) + 0 * n AS dk) a
       JOIN drug d ON d.k = a.dk
 WHERE s.rn % 4 = 3;

CREATE TABLE pasthistory (
  pasthistoryid integer PRIMARY KEY, patientunitstayid integer NOT NULL, pasthistoryoffset integer NOT NULL, pasthistoryenteredoffset integer NOT NULL,
  pasthistorynotetype varchar(40), pasthistorypath varchar(255) NOT NULL, pasthistoryvalue varchar(100), pasthistoryvaluetext varchar(255));
INSERT INTO pasthistory
SELECT 1000000 + row_number() OVER (ORDER BY s.id, n) * 307 + pg_temp.r(300), s.id, o, o + pg_temp.r(30), 'Admission',
       'notes/Progress Notes/Past History/Organ Systems/' || v, split_part(v, '/', 3), split_part(v, '/', 3)
  FROM st s, LATERAL generate_series(1, pg_temp.sk(5, 1.5) + 0 * s.rn) n, LATERAL (SELECT pg_temp.r(120) + 0 * n AS o) oo,
       LATERAL (SELECT pg_temp.pick(ARRAY['Cardiovascular (R)/Hypertension Requiring Treatment/hypertension requiring treatment',
                                          'Endocrine (R)/Non-Insulin Dependent Diabetes/medication dependent', 'Pulmonary/COPD/COPD  - moderate',
                                          'Renal  (R)/Renal Insufficiency/renal insufficiency - baseline creat 1.5 - 2', 'Cardiovascular (R)/Atrial Fibrillation/atrial fibrillation - chronic']) AS v) vv
 WHERE s.rn % 10 NOT IN (2, 6, 9);

CREATE TABLE careplangeneral (
  cplgeneralid integer PRIMARY KEY, patientunitstayid integer NOT NULL, activeupondischarge varchar(10) NOT NULL, cplitemoffset integer NOT NULL,
  cplgroup varchar(255) NOT NULL, cplitemvalue varchar(1024));
INSERT INTO careplangeneral
SELECT 2000000 + row_number() OVER (ORDER BY s.id, n) * 401 + pg_temp.r(400), s.id, initcap((random() < 0.5)::text), pg_temp.r(s.los) - 1, g.grp, g.val
  FROM st s, LATERAL generate_series(1, 1 + pg_temp.sk(6, 1.3) + 0 * s.rn) n,
       LATERAL (SELECT (ARRAY['Care Limitation', 'Ventilation', 'Airway', 'Psychosocial Status', 'Infectious Disease', 'Activity'])[k] AS grp,
                       (ARRAY['Full therapy', 'Non-invasive ventilation', 'Not intubated/normal airway', 'Stable', 'Antibiotics', 'Bedrest'])[k] AS val
                  FROM (SELECT pg_temp.r(6) + 0 * n AS k) kk) g
 WHERE s.rn % 11 <> 4;

CREATE TABLE microlab (
  microlabid integer PRIMARY KEY, patientunitstayid integer NOT NULL, culturetakenoffset integer NOT NULL, culturesite varchar(255) NOT NULL,
  organism varchar(255) NOT NULL, antibiotic varchar(255), sensitivitylevel varchar(255));
INSERT INTO microlab
SELECT 100000 + row_number() OVER (ORDER BY s.id, n) * 97 + pg_temp.r(90), s.id, pg_temp.r(s.los) - 120,
       pg_temp.pick(ARRAY['Urine, Catheter Specimen', 'Blood, Venipuncture', 'Sputum, Tracheal Specimen', 'Wound, Decubitus']),
       CASE WHEN random() < 0.3 THEN 'no growth' ELSE pg_temp.pick(ARRAY['Escherichia coli', 'Staphylococcus aureus', 'Klebsiella pneumoniae', 'Enterococcus faecalis']) END,
       pg_temp.pick(ARRAY['ampicillin', 'vancomycin', 'ciprofloxacin', 'cefazolin', NULL]), pg_temp.pick(ARRAY['Sensitive', 'Resistant', 'Intermediate', NULL])
  FROM st s, LATERAL generate_series(1, pg_temp.r(4) + 0 * s.rn) n
 WHERE s.hospitalid IN (SELECT hospitalid FROM hospital ORDER BY hospitalid LIMIT 6) AND s.rn % 3 = 0;

CREATE TABLE respiratorycare (
  respcareid integer PRIMARY KEY, patientunitstayid integer NOT NULL, respcarestatusoffset integer NOT NULL, currenthistoryseqnum integer NOT NULL,
  airwaytype varchar(30), airwaysize varchar(10), airwayposition varchar(32), cuffpressure numeric(5,1), ventstartoffset integer NOT NULL,
  ventendoffset integer NOT NULL, priorventstartoffset integer NOT NULL, priorventendoffset integer NOT NULL, apneaparms varchar(80),
  lowexhmvlimit numeric(11,4), hiexhmvlimit numeric(11,4), lowexhtvlimit numeric(11,4), hipeakpreslimit numeric(11,4),
  lowpeakpreslimit numeric(11,4), hirespratelimit numeric(11,4), lowrespratelimit numeric(11,4), sighpreslimit numeric(11,4),
  lowironoxlimit numeric(11,4), highironoxlimit numeric(11,4), meanairwaypreslimit numeric(11,4), peeplimit numeric(11,4),
  cpaplimit numeric(11,4), setapneainterval varchar(80), setapneatv varchar(80), setapneaippeephigh varchar(80),
  setapnearr varchar(80), setapneapeakflow varchar(80), setapneainsptime varchar(80), setapneaie varchar(80), setapneafio2 varchar(80));
INSERT INTO respiratorycare (respcareid, patientunitstayid, respcarestatusoffset, currenthistoryseqnum, airwaytype, airwaysize, airwayposition,
                             cuffpressure, ventstartoffset, ventendoffset, priorventstartoffset, priorventendoffset)
SELECT 600000 + row_number() OVER (ORDER BY s.id, n) * 173 + pg_temp.r(170), s.id, v0 + n * 30, n,
       pg_temp.pick(ARRAY['Oral ETT', 'Oral ETT', 'Tracheostomy', 'Nasal ETT', NULL]), pg_temp.pick(ARRAY['7.5', '8', '7', NULL]),
       CASE WHEN random() < 0.6 THEN NULL ELSE (20 + pg_temp.r(5))::text END, CASE WHEN random() < 0.6 THEN NULL ELSE 20 + pg_temp.r(10) END,
       v0, CASE WHEN random() < 0.4 THEN 0 ELSE v0 + pg_temp.r(3000) END, 0, 0
  FROM st s, LATERAL (SELECT pg_temp.r(s.los) + 0 * s.rn AS v0) vv, LATERAL generate_series(1, pg_temp.sk(3, 1.5) + 0 * s.rn) n
 WHERE s.rn % 3 = 1;

CREATE TABLE intakeoutput (
  intakeoutputid integer PRIMARY KEY, patientunitstayid integer NOT NULL, intakeoutputoffset integer NOT NULL, intaketotal numeric(12,4),
  outputtotal numeric(12,4), dialysistotal numeric(12,4), nettotal numeric(12,4), intakeoutputentryoffset integer NOT NULL,
  cellpath varchar(500), celllabel varchar(255), cellvaluenumeric numeric(12,4), cellvaluetext varchar(255));
INSERT INTO intakeoutput
SELECT 3000000 + row_number() OVER (ORDER BY s.id, n) * 509 + pg_temp.r(500), s.id, o, it, ot, 0, it - ot, o + pg_temp.r(60), c.path, c.lbl, c.v, c.v::text
  FROM st s, LATERAL generate_series(1, least(10, 1 + s.los / 500) + 0 * s.rn) n,
       LATERAL (SELECT pg_temp.r(s.los) AS o, pg_temp.r(3000) AS it, pg_temp.r(2500) AS ot) x,
       LATERAL (SELECT (ARRAY['flowsheet|Flowsheet Cell Labels|I&O|Intake (ml)|Nutrition (ml)|Enteral/Gastric Tube Intake (ml)',
                              'flowsheet|Flowsheet Cell Labels|I&O|Output (ml)|Urine|Urine', 'flowsheet|Flowsheet Cell Labels|I&O|Intake (ml)|Intravenous (ml)|IVPB'])[k] AS path,
                       (ARRAY['Enteral/Gastric Tube Intake', 'Urine', 'IVPB'])[k] AS lbl, pg_temp.r(800) AS v
                  FROM (SELECT pg_temp.r(3) + 0 * n AS k) kk) c
 WHERE s.rn % 5 <> 4;

-- ---- the foreign keys this build declares (see the header) -----------------------------------
ALTER TABLE patient ADD CONSTRAINT patient_fk_hospitalid FOREIGN KEY (hospitalid) REFERENCES hospital (hospitalid);
ALTER TABLE diagnosis ADD CONSTRAINT diagnosis_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE lab ADD CONSTRAINT lab_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE medication ADD CONSTRAINT medication_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE infusiondrug ADD CONSTRAINT infusiondrug_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE vitalperiodic ADD CONSTRAINT vitalperiodic_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE vitalaperiodic ADD CONSTRAINT vitalaperiodic_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE nursecharting ADD CONSTRAINT nursecharting_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE treatment ADD CONSTRAINT treatment_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE allergy ADD CONSTRAINT allergy_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE pasthistory ADD CONSTRAINT pasthistory_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE careplangeneral ADD CONSTRAINT careplangeneral_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE microlab ADD CONSTRAINT microlab_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE respiratorycare ADD CONSTRAINT respiratorycare_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ALTER TABLE intakeoutput ADD CONSTRAINT intakeoutput_fk_patientunitstayid FOREIGN KEY (patientunitstayid) REFERENCES patient (patientunitstayid);
ANALYZE;
