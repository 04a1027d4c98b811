-- test/accuracy/clinic.sql: a hospital's records with quoted camelCase names and singular table
-- names, for the accuracy suite (truth: clinic_truth.csv, every foreign key declared).
--
-- Why: each entity here has both a surrogate integer id and a natural text key (a ward's code,
-- a staff number, a patient's medical record number, a lab test's code), and references go to
-- either: "Bed"."wardId" -> "Ward".id but "Staff"."deptCode" -> "Department"."deptCode". With
-- constraints dropped, both keys of a table must stay targets. It also has:
--   * a plain unique index (CREATE UNIQUE INDEX on "Ward"."headNurseId", itself a reference to
--     "Staff") that survives when every constraint is dropped, and must not take the place of
--     the ward's own id;
--   * names that do not name their target: "District".seat is the town that is the district's
--     seat, and "admittedBy" / "dischargedBy" / "prescribedBy" are members of staff;
--   * "Town" ids 1..500 fall inside every larger id range ("Patient" 1..8000).
-- Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE "Town" (id int PRIMARY KEY, name text, population int);
INSERT INTO "Town" SELECT g, 'Town ' || g, 500 + (g * 7919) % 90000 FROM generate_series(1, 500) g;
CREATE TABLE "District" (id int PRIMARY KEY, name text, seat int REFERENCES "Town");
INSERT INTO "District" SELECT g, 'District ' || g, 1 + (g * 8 + g % 7) % 500 FROM generate_series(1, 60) g;
CREATE TABLE "Department" (id int PRIMARY KEY, "deptCode" text UNIQUE NOT NULL, name text);
INSERT INTO "Department" SELECT g, (ARRAY['CARD','NEUR','ONCO','PEDI','SURG','RADI','EMER','ORTH','DERM','PSYC','UROL','GAST'])[g],
       'Department ' || g FROM generate_series(1, 12) g;
CREATE TABLE "Staff" (id int PRIMARY KEY, "staffNo" text UNIQUE NOT NULL, "firstName" text, "lastName" text, email text,
                      "deptCode" text REFERENCES "Department" ("deptCode"), "homeTownId" int REFERENCES "Town");
INSERT INTO "Staff" SELECT g, 'S' || lpad((g * 3 + 1000)::text, 5, '0'), 'Given' || g, 'Family' || (g % 131), 's' || g || '@clinic.test',
       (ARRAY['CARD','NEUR','ONCO','PEDI','SURG','RADI','EMER','ORTH','DERM','PSYC','UROL','GAST'])[1 + g % 12], 1 + (g * 17) % 500
  FROM generate_series(1, 400) g;
CREATE TABLE "Ward" (id int PRIMARY KEY, "wardCode" text UNIQUE NOT NULL, "departmentId" int REFERENCES "Department",
                     "headNurseId" int REFERENCES "Staff", floor int);
CREATE UNIQUE INDEX ward_head_nurse ON "Ward" ("headNurseId");
INSERT INTO "Ward" SELECT g, 'W-' || lpad(g::text, 2, '0'), 1 + g % 12, 1 + (g * 9 + 3) % 400, 1 + g % 6 FROM generate_series(1, 40) g;
CREATE TABLE "Patient" (id int PRIMARY KEY, mrn text UNIQUE NOT NULL, "firstName" text, "lastName" text, "birthDate" date,
                        "townId" int REFERENCES "Town");
INSERT INTO "Patient" SELECT g, 'MRN' || lpad((g * 7 + 100000)::text, 8, '0'), 'Given' || (g % 401), 'Family' || (g % 733),
       '1930-01-01'::date + (g * 11) % 30000, 1 + (g * 31) % 500 FROM generate_series(1, 8000) g;
CREATE TABLE "Bed" (id int PRIMARY KEY, "wardId" int REFERENCES "Ward", "bedNo" int);
INSERT INTO "Bed" SELECT g, 1 + g % 40, 1 + g / 40 FROM generate_series(1, 600) g;
CREATE TABLE "Admission" (id int PRIMARY KEY, "patientMrn" text REFERENCES "Patient" (mrn), "bedId" int REFERENCES "Bed",
                          "attendingStaffNo" text REFERENCES "Staff" ("staffNo"), "admittedBy" int REFERENCES "Staff",
                          "dischargedBy" int REFERENCES "Staff", "admittedAt" timestamptz, "lengthOfStay" int);
INSERT INTO "Admission" SELECT g, 'MRN' || lpad(((1 + (g * 7919) % 8000) * 7 + 100000)::text, 8, '0'), 1 + (g * 13) % 600,
       'S' || lpad(((1 + (g * 29) % 400) * 3 + 1000)::text, 5, '0'), 1 + (g * 41) % 400,
       CASE WHEN g % 10 = 0 THEN NULL ELSE 1 + (g * 43) % 400 END,
       '2023-01-01'::timestamptz + g * interval '17 minutes', 1 + g % 21 FROM generate_series(1, 30000) g;
CREATE TABLE "Prescription" (id int PRIMARY KEY, "patientId" int REFERENCES "Patient", "prescribedBy" int REFERENCES "Staff",
                             drug text, "doseMg" int);
INSERT INTO "Prescription" SELECT g, 1 + (g * 6151) % 8000, 1 + (g * 53) % 400, 'Drug ' || (g % 150), 5 * (1 + g % 40)
  FROM generate_series(1, 20000) g;
CREATE TABLE "LabTest" (id int PRIMARY KEY, "testCode" text UNIQUE NOT NULL, name text);
INSERT INTO "LabTest" SELECT g, 'LT' || lpad((g * 5)::text, 3, '0'), 'Test ' || g FROM generate_series(1, 80) g;
CREATE TABLE "LabResult" (id int PRIMARY KEY, "admissionId" int REFERENCES "Admission", "testCode" text REFERENCES "LabTest" ("testCode"),
                          value numeric(10,3));
INSERT INTO "LabResult" SELECT g, 1 + (g * 7) % 30000, 'LT' || lpad(((1 + (g * 3) % 80) * 5)::text, 3, '0'), (g % 1000) / 7.0
  FROM generate_series(1, 40000) g;
ANALYZE;
