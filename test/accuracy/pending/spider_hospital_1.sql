-- test/accuracy/spider_hospital_1.sql: Spider's database "hospital_1" (a hospital's physicians,
-- departments, nurses, patients, appointments, prescriptions, rooms in blocks, stays and the
-- procedures patients undergo) converted from its SQLite file to PostgreSQL with its names kept,
-- rows scaled up by a deterministic generator; written for issue 16 as a held-out check (round 13):
-- committed with its truth (spider_hospital_1_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions (the Wikibooks "SQL Exercises/The Hospital" schema that Spider took over): one
-- schema, public; singular CamelCase table and column names, quoted ("Physician", "EmployeeID");
-- references named after the ROLE or the target table, never <table>ID: "Department"."Head",
-- "Patient"."PCP" -> "Physician"."EmployeeID"; "Affiliated_With"."Physician" / "Department";
-- "Trained_In"."Treatment" and "Undergoes"."Procedures" -> "Procedures"."Code";
-- "Prescribes"."Medication" -> "Medication"."Code"; "Appointment"."PrepNurse" and
-- "Undergoes"."AssistingNurse" -> "Nurse"."EmployeeID"; every "Patient" column -> "Patient"."SSN"
-- (a nine-digit natural key); "Stay"."Room" -> "Room"."RoomNumber" (floor * 100 + n). "Block" has a
-- composite key (BlockFloor, BlockCode) that "Room" and "On_Call" reference. Small integer keys
-- counted from 1 in Physician, Department, Procedures and Medication overlap one another; nurses are
-- numbered from 101, as rooms are from 101 (overlapping ranges, no reference). Physician.SSN,
-- Nurse.SSN and Patient.InsuranceID are numbers that name no row here; ExaminationRoom is a letter.
-- PrepNurse (about 20%), AssistingNurse (about 15%) and Prescribes.Appointment (about 30%) are NULL
-- at times. Composite keys of link tables (Affiliated_With, Trained_In, Prescribes, On_Call,
-- Undergoes). Every declared FK as Spider's DDL declares it; no undeclared reference. Deterministic:
-- setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1301);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.pname() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY['John', 'Elliot', 'Christopher', 'Percival', 'Bob', 'Todd', 'Molly', 'Kevin', 'Carla', 'Laverne', 'Paul',
                'Dennis', 'Anna', 'Grace', 'Ted', 'Jordan', 'Maria', 'Lisa', 'Omar', 'Ruth'])[pg_temp.r(20)] || ' ' ||
         (ARRAY['Dorian', 'Reid', 'Turk', 'Cox', 'Kelso', 'Quinn', 'Clock', 'Casey', 'Espinosa', 'Roberts', 'Miller',
                'Doe', 'Grey', 'Buckland', 'Sullivan', 'Nguyen', 'Patel', 'Okafor', 'Larsen', 'Moreau'])[pg_temp.r(20)] $$;

CREATE TABLE "Physician" ("EmployeeID" INTEGER NOT NULL, "Name" VARCHAR(30) NOT NULL, "Position" VARCHAR(30) NOT NULL,
  "SSN" INTEGER NOT NULL, CONSTRAINT pk_physician PRIMARY KEY ("EmployeeID"));
INSERT INTO "Physician"
SELECT i, pg_temp.pname(),
       CASE WHEN i <= 12 THEN (ARRAY['Head Chief of Medicine', 'Attending Physician', 'Senior Attending Physician', 'Head of Surgery'])[1 + i % 4]
            ELSE (ARRAY['Staff Internist', 'Attending Physician', 'Surgical Attending Physician', 'Resident', 'Senior Resident'])[pg_temp.r(5)] END,
       111111110 + i * 1111
  FROM generate_series(1, 60) i;

CREATE TABLE "Department" ("DepartmentID" INTEGER NOT NULL, "Name" VARCHAR(30) NOT NULL, "Head" INTEGER NOT NULL
    CONSTRAINT fk_department_physician_employeeid REFERENCES "Physician" ("EmployeeID"),
  CONSTRAINT pk_Department PRIMARY KEY ("DepartmentID"));
INSERT INTO "Department"
SELECT i, (ARRAY['General Medicine', 'Surgery', 'Psychiatry', 'Cardiology', 'Neurology', 'Oncology', 'Pediatrics', 'Radiology',
                 'Orthopedics', 'Dermatology', 'Emergency', 'Obstetrics'])[i], i * 4 + pg_temp.r(3)
  FROM generate_series(1, 12) i;

CREATE TABLE "Affiliated_With" ("Physician" INTEGER NOT NULL
    CONSTRAINT fk_affiliated_with_physician_employeeid REFERENCES "Physician" ("EmployeeID"),
  "Department" INTEGER NOT NULL CONSTRAINT fk_affiliated_with_department_departmentid REFERENCES "Department" ("DepartmentID"),
  "PrimaryAffiliation" BOOLEAN NOT NULL, PRIMARY KEY ("Physician", "Department"));
INSERT INTO "Affiliated_With"
SELECT p, d, rk = 1
  FROM (SELECT p, d, row_number() OVER (PARTITION BY p ORDER BY random()) rk
          FROM (SELECT DISTINCT p, d FROM (SELECT p, 1 + (p + k * pg_temp.r(5)) % 12 AS d
                                             FROM generate_series(1, 60) p, generate_series(0, 1) k) a) b) c;

CREATE TABLE "Procedures" ("Code" INTEGER PRIMARY KEY NOT NULL, "Name" VARCHAR(30) NOT NULL, "Cost" REAL NOT NULL);
INSERT INTO "Procedures"
SELECT i, left((ARRAY['Reverse Rhinopodoplasty', 'Obtuse Pyloric Recombobulation', 'Folded Demiophtalmectomy', 'Complete Walletectomy',
                 'Obfuscated Dermogastrotomy', 'Reversible Pancreomyoplasty', 'Follicular Demiectomy', 'Appendectomy',
                 'Colonoscopy', 'Arthroscopy', 'Angioplasty', 'Cataract Surgery', 'Biopsy', 'Tonsillectomy', 'Bypass Surgery'])[1 + (i - 1) % 15]
          || CASE WHEN i > 15 THEN ' II' ELSE '' END, 30),
       round((100 + random() * 9900)::numeric, 0)
  FROM generate_series(1, 30) i;

CREATE TABLE "Trained_In" ("Physician" INTEGER NOT NULL
    CONSTRAINT fk_trained_in_physician_employeeid REFERENCES "Physician" ("EmployeeID"),
  "Treatment" INTEGER NOT NULL CONSTRAINT fk_trained_in_procedures_code REFERENCES "Procedures" ("Code"),
  "CertificationDate" TIMESTAMP NOT NULL, "CertificationExpires" TIMESTAMP NOT NULL, PRIMARY KEY ("Physician", "Treatment"));
INSERT INTO "Trained_In"
SELECT p, t, d, d + interval '1 year'
  FROM (SELECT DISTINCT p, pg_temp.r(30) t FROM generate_series(1, 60) p, generate_series(1, 8) k WHERE p % 3 <> 0) x,
       LATERAL (SELECT timestamp '2008-01-01' + (random() * 3000)::int * interval '1 day' + x.t * interval '0 s' AS d) dd;

CREATE TABLE "Patient" ("SSN" INTEGER PRIMARY KEY NOT NULL, "Name" VARCHAR(30) NOT NULL, "Address" VARCHAR(30) NOT NULL,
  "Phone" VARCHAR(30) NOT NULL, "InsuranceID" INTEGER NOT NULL,
  "PCP" INTEGER NOT NULL CONSTRAINT fk_patient_physician_employeeid REFERENCES "Physician" ("EmployeeID"));
INSERT INTO "Patient"
SELECT 100000000 + i, pg_temp.pname(), pg_temp.r(999) || ' ' || (ARRAY['Foobar Lane', 'Foo Street', 'Bar Avenue', 'Main St', 'Oak Road', 'Elm Way'])[pg_temp.r(6)],
       '555-' || lpad(pg_temp.r(9999)::text, 4, '0'), 10000000 + pg_temp.r(89999999), pg_temp.sk(60, 1.8)
  FROM generate_series(1, 400) i;

CREATE TABLE "Nurse" ("EmployeeID" INTEGER PRIMARY KEY NOT NULL, "Name" VARCHAR(30) NOT NULL, "Position" VARCHAR(30) NOT NULL,
  "Registered" BOOLEAN NOT NULL, "SSN" INTEGER NOT NULL);
INSERT INTO "Nurse"
SELECT 100 + i, pg_temp.pname(), CASE WHEN i % 10 = 1 THEN 'Head Nurse' ELSE 'Nurse' END, random() < 0.8, 222222220 + i * 1111
  FROM generate_series(1, 40) i;

CREATE TABLE "Appointment" ("AppointmentID" INTEGER PRIMARY KEY NOT NULL,
  "Patient" INTEGER NOT NULL CONSTRAINT fk_appointment_patient_ssn REFERENCES "Patient" ("SSN"),
  "PrepNurse" INTEGER CONSTRAINT fk_appointment_nurse_employeeid REFERENCES "Nurse" ("EmployeeID"),
  "Physician" INTEGER NOT NULL CONSTRAINT fk_appointment_physician_employeeid REFERENCES "Physician" ("EmployeeID"),
  "Start" TIMESTAMP NOT NULL, "End" TIMESTAMP NOT NULL, "ExaminationRoom" TEXT NOT NULL);
INSERT INTO "Appointment"
SELECT id, 100000000 + pg_temp.sk(400, 1.3), CASE WHEN random() < 0.2 THEN NULL ELSE 100 + pg_temp.r(40) END, pg_temp.sk(60, 1.6), s,
       s + interval '1 hour', (ARRAY['A', 'B', 'C'])[pg_temp.r(3)]
  FROM (SELECT DISTINCT ON (id) id, s FROM (SELECT 10000000 + pg_temp.r(89999999) id,
          timestamp '2008-04-24 10:00' + pg_temp.r(2000) * interval '1 hour' s FROM generate_series(1, 920)) a ORDER BY id) b
 LIMIT 900;

CREATE TABLE "Medication" ("Code" INTEGER PRIMARY KEY NOT NULL, "Name" VARCHAR(30) NOT NULL, "Brand" VARCHAR(30) NOT NULL,
  "Description" VARCHAR(30) NOT NULL);
INSERT INTO "Medication"
SELECT i, (ARRAY['Procrastin-X', 'Thesisin', 'Awakin', 'Crescavitin', 'Melioraurin', 'Lipitor', 'Zocor', 'Amoxil', 'Prilosec',
                 'Lasix', 'Coumadin', 'Norvasc', 'Zoloft'])[1 + (i - 1) % 13] || CASE WHEN i > 13 THEN ' XR' ELSE '' END,
       (ARRAY['X', 'Foo Labs', 'Bar Laboratories', 'Baz Industries', 'Snafu Pharmaceuticals', 'Generic'])[pg_temp.r(6)], 'N/A'
  FROM generate_series(1, 25) i;

CREATE TABLE "Prescribes" (
  "Physician" INTEGER NOT NULL CONSTRAINT fk_prescribes_physician_employeeid REFERENCES "Physician" ("EmployeeID"),
  "Patient" INTEGER NOT NULL CONSTRAINT fk_prescribes_patient_ssn REFERENCES "Patient" ("SSN"),
  "Medication" INTEGER NOT NULL CONSTRAINT fk_prescribes_medication_code REFERENCES "Medication" ("Code"),
  "Date" TIMESTAMP NOT NULL,
  "Appointment" INTEGER CONSTRAINT fk_prescribes_appointment_appointmentid REFERENCES "Appointment" ("AppointmentID"),
  "Dose" VARCHAR(30) NOT NULL, PRIMARY KEY ("Physician", "Patient", "Medication", "Date"));
INSERT INTO "Prescribes"
SELECT DISTINCT ON (a."Physician", a."Patient", m, a."Start") a."Physician", a."Patient", m, a."Start",
       CASE WHEN random() < 0.3 THEN NULL ELSE a."AppointmentID" END, pg_temp.r(10) || ''
  FROM (SELECT * FROM "Appointment" ORDER BY "AppointmentID" LIMIT 560) a,
       LATERAL (SELECT pg_temp.sk(25, 1.5) + a."AppointmentID" * 0 AS m FROM generate_series(1, 1 + (a."AppointmentID" % 2))) mm;

CREATE TABLE "Block" ("BlockFloor" INTEGER NOT NULL, "BlockCode" INTEGER NOT NULL, PRIMARY KEY ("BlockFloor", "BlockCode"));
INSERT INTO "Block" SELECT f, c FROM generate_series(1, 4) f, generate_series(1, 3) c;

CREATE TABLE "Room" ("RoomNumber" INTEGER PRIMARY KEY NOT NULL, "RoomType" VARCHAR(30) NOT NULL, "BlockFloor" INTEGER NOT NULL,
  "BlockCode" INTEGER NOT NULL, "Unavailable" BOOLEAN NOT NULL,
  CONSTRAINT fk_room_block_pk FOREIGN KEY ("BlockFloor", "BlockCode") REFERENCES "Block" ("BlockFloor", "BlockCode"));
INSERT INTO "Room"
SELECT f * 100 + k, 'Single', f, 1 + (k - 1) / 4, random() < 0.1 FROM generate_series(1, 4) f, generate_series(1, 12) k;

CREATE TABLE "On_Call" ("Nurse" INTEGER NOT NULL CONSTRAINT fk_oncall_nurse_employeeid REFERENCES "Nurse" ("EmployeeID"),
  "BlockFloor" INTEGER NOT NULL, "BlockCode" INTEGER NOT NULL, "OnCallStart" TIMESTAMP NOT NULL, "OnCallEnd" TIMESTAMP NOT NULL,
  PRIMARY KEY ("Nurse", "BlockFloor", "BlockCode", "OnCallStart", "OnCallEnd"),
  CONSTRAINT fk_oncall_block_floor FOREIGN KEY ("BlockFloor", "BlockCode") REFERENCES "Block" ("BlockFloor", "BlockCode"));
INSERT INTO "On_Call"
SELECT DISTINCT n, f, c, s, s + interval '8 hours'
  FROM (SELECT 100 + pg_temp.r(40) n, pg_temp.r(4) f, pg_temp.r(3) c,
               timestamp '2008-11-04 03:00' + pg_temp.r(200) * interval '8 hours' s FROM generate_series(1, 300)) x;

CREATE TABLE "Stay" ("StayID" INTEGER PRIMARY KEY NOT NULL,
  "Patient" INTEGER NOT NULL CONSTRAINT fk_stay_patient_ssn REFERENCES "Patient" ("SSN"),
  "Room" INTEGER NOT NULL CONSTRAINT fk_stay_room_number REFERENCES "Room" ("RoomNumber"),
  "StayStart" TIMESTAMP NOT NULL, "StayEnd" TIMESTAMP NOT NULL);
INSERT INTO "Stay"
SELECT 3214 + i, 100000000 + pg_temp.sk(400, 1.2), (pg_temp.r(4) * 100) + pg_temp.r(12), s, s + pg_temp.r(10) * interval '1 day'
  FROM (SELECT i, timestamp '2008-05-01' + pg_temp.r(900) * interval '1 day' s FROM generate_series(1, 500) i) x;

CREATE TABLE "Undergoes" ("Patient" INTEGER NOT NULL CONSTRAINT fk_undergoes_patient_ssn REFERENCES "Patient" ("SSN"),
  "Procedures" INTEGER NOT NULL CONSTRAINT fk_undergoes_procedures_code REFERENCES "Procedures" ("Code"),
  "Stay" INTEGER NOT NULL CONSTRAINT fk_undergoes_stay_stayid REFERENCES "Stay" ("StayID"),
  "DateUndergoes" TIMESTAMP NOT NULL,
  "Physician" INTEGER NOT NULL CONSTRAINT fk_undergoes_physician_employeeid REFERENCES "Physician" ("EmployeeID"),
  "AssistingNurse" INTEGER CONSTRAINT fk_undergoes_nurse_employeeid REFERENCES "Nurse" ("EmployeeID"),
  PRIMARY KEY ("Patient", "Procedures", "Stay", "DateUndergoes"));
INSERT INTO "Undergoes"
SELECT DISTINCT ON (s."Patient", p, s."StayID", d) s."Patient", p, s."StayID", d, pg_temp.sk(60, 1.4),
       CASE WHEN random() < 0.15 THEN NULL ELSE 100 + pg_temp.r(40) END
  FROM "Stay" s, LATERAL (SELECT pg_temp.sk(30, 1.3) + s."StayID" * 0 AS p,
                                 s."StayStart" + pg_temp.r(3) * interval '1 day' AS d FROM generate_series(1, 1 + s."StayID" % 2)) x;
