-- test/accuracy/california_schools.sql: BIRD's dev database "california_schools" (the California
-- Department of Education's school directory, free and reduced-price meal counts and SAT scores,
-- as BIRD ships it in SQLite) loaded into PostgreSQL with its names kept, written for issue 16 as a
-- held-out check (ninth round): committed with its truth (california_schools_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; three tables, all keyed by the state's 14-digit CDS code
-- held as text (county 2 digits, district 5, school 7; a district office's row ends in 0000000):
-- schools."CDSCode" (CamelCase columns, quoted), frpm."CDSCode" (its key and a reference to
-- schools, one row per active school: 1:1 into a subset) and satscores.cds (its key and a
-- reference to schools; school rows (rtype 'S') and district rows (rtype 'D') whose code is the
-- district office's, so not all of them are in frpm). frpm's columns have spaces and punctuation
-- ("County Code" '01'..'58', "District Code" an integer, "School Code" 7 digits as text, "Charter
-- School (Y/N)", "Percent (%) Eligible Free (K-12)") and repeat the parts of the code and the
-- names; there is no county or district table, so those parts reference nothing. NCES ids
-- (schools."NCESDist" 7 digits, "NCESSchool" 5 digits) belong to the federal directory, no table.
-- schools."CharterNum" (4 characters) is not unique (a closed charter's number reused by its
-- successor), so frpm."Charter School Number", a copy of it, has no key to reference. frpm's
-- "2013-14 CALPADS Fall 1 Certification Status" is 1 on every row. The two declared foreign keys
-- of BIRD's DDL are the whole truth. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1415);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TEMP TABLE county AS
SELECT i, lpad(i::text, 2, '0') AS code,
       (ARRAY['Alameda', 'Alpine', 'Amador', 'Butte', 'Calaveras', 'Colusa', 'Contra Costa', 'Del Norte', 'El Dorado', 'Fresno', 'Glenn',
              'Humboldt', 'Imperial', 'Inyo', 'Kern', 'Kings', 'Lake', 'Lassen', 'Los Angeles', 'Madera', 'Marin', 'Mariposa',
              'Mendocino', 'Merced', 'Modoc', 'Mono', 'Monterey', 'Napa', 'Nevada', 'Orange', 'Placer', 'Plumas', 'Riverside',
              'Sacramento', 'San Benito', 'San Bernardino', 'San Diego', 'San Francisco', 'San Joaquin', 'San Luis Obispo', 'San Mateo',
              'Santa Barbara', 'Santa Clara', 'Santa Cruz', 'Shasta', 'Sierra', 'Siskiyou', 'Solano', 'Sonoma', 'Stanislaus', 'Sutter',
              'Tehama', 'Trinity', 'Tulare', 'Tuolumne', 'Ventura', 'Yolo', 'Yuba'])[i] AS name
  FROM generate_series(1, 58) i;
-- 260 districts (Los Angeles, San Diego, Orange heavy), each with a 5-digit code and an office row
CREATE TEMP TABLE dist AS
SELECT d, c.code AS county_code, c.name AS county, 10000 + d * 241 + (d * 7) % 200 AS dcode,
       c.name || ' ' || (ARRAY['Unified', 'Elementary', 'Union High', 'Joint Unified', 'County Office of Education'])[1 + d % 5] || ' ' || d AS dname,
       (ARRAY['Unified School District', 'Elementary School District', 'High School District', 'Unified School District',
              'County Office of Education (COE)'])[1 + d % 5] AS dtype,
       (ARRAY['56', '52', '54', '56', '00'])[1 + d % 5] AS doc,
       lpad((600000 + d * 37)::text, 7, '0') AS nces
  FROM (SELECT d, CASE WHEN random() < 0.2 THEN 19 WHEN random() < 0.1 THEN 37 WHEN random() < 0.1 THEN 30 ELSE pg_temp.r(58) END AS k
          FROM generate_series(1, 260) d) x JOIN county c ON c.i = x.k;
-- 1,750 schools under them
CREATE TEMP TABLE sch AS
SELECT s, d.*, lpad((100000 + s * 523 + pg_temp.r(400))::text, 7, '0') AS scode, pg_temp.r(100) AS p, pg_temp.r(3) AS lvl
  FROM (SELECT s, least(pg_temp.sk(260, 1.5), 260) AS k FROM generate_series(1, 1750) s) x JOIN dist d ON d.d = x.k;

CREATE TABLE schools (
  "CDSCode" text NOT NULL PRIMARY KEY, "NCESDist" text, "NCESSchool" text, "StatusType" text NOT NULL, "County" text NOT NULL,
  "District" text NOT NULL, "School" text, "Street" text, "StreetAbr" text, "City" text, "Zip" text, "State" text,
  "MailStreet" text, "MailStrAbr" text, "MailCity" text, "MailZip" text, "MailState" text, "Phone" text, "Ext" text,
  "Website" text, "OpenDate" date, "ClosedDate" date, "Charter" integer, "CharterNum" text, "FundingType" text,
  "DOC" text NOT NULL, "DOCType" text NOT NULL, "SOC" text, "SOCType" text, "EdOpsCode" text, "EdOpsName" text,
  "EILCode" text, "EILName" text, "GSoffered" text, "GSserved" text, "Virtual" text, "Magnet" integer,
  "Latitude" real, "Longitude" real, "AdmFName1" text, "AdmLName1" text, "AdmEmail1" text, "AdmFName2" text,
  "AdmLName2" text, "AdmEmail2" text, "AdmFName3" text, "AdmLName3" text, "AdmEmail3" text, "LastUpdate" date NOT NULL);
-- district offices
INSERT INTO schools ("CDSCode", "NCESDist", "StatusType", "County", "District", "Street", "City", "Zip", "State", "Phone", "Website",
                     "DOC", "DOCType", "Latitude", "Longitude", "AdmFName1", "AdmLName1", "AdmEmail1", "LastUpdate")
SELECT county_code || dcode || '0000000', nces, CASE WHEN random() < 0.93 THEN 'Active' ELSE 'Merged' END, county, dname,
       (100 + d * 3) || ' Education Way', county, '9' || lpad((5000 + d * 17)::text, 4, '0') || '-' || lpad((d * 31 % 10000)::text, 4, '0'), 'CA',
       '(' || (209 + d % 700) || ') ' || (200 + d % 700) || '-' || lpad((d * 77 % 10000)::text, 4, '0'),
       CASE WHEN random() < 0.8 THEN 'www.district' || d || '.k12.ca.us' END, doc, dtype,
       (32.6 + random() * 9)::real, (-124.2 + random() * 9.9)::real, 'Pat', 'Superintendent' || d, 'supt' || d || '@district' || d || '.org',
       date '2015-01-01' + pg_temp.r(1500)
  FROM dist;
INSERT INTO schools
SELECT county_code || dcode || scode, nces, CASE WHEN s.p <= 12 THEN lpad((s.s * 7 % 100000)::text, 5, '0') ELSE lpad((s.s * 13 % 100000)::text, 5, '0') END,
       CASE WHEN s.p <= 72 THEN 'Active' WHEN s.p <= 95 THEN 'Closed' WHEN s.p <= 99 THEN 'Merged' ELSE 'Pending' END,
       county, dname,
       (ARRAY['Washington', 'Lincoln', 'Jefferson', 'Roosevelt', 'Cesar Chavez', 'Valley View', 'Oak Grove', 'Sierra Vista', 'Mission',
              'Hillside', 'Monte Vista', 'Pacific'])[1 + s.s % 12]
         || (ARRAY[' Elementary', ' Middle', ' High'])[s.lvl] || CASE WHEN s.s > 12 THEN ' ' || s.s ELSE '' END,
       (100 + s.s) || ' Main Street', (100 + s.s) || ' Main St.', county || ' City', '9' || lpad((5000 + s.s * 3 % 5000)::text, 4, '0'), 'CA',
       CASE WHEN s.p <= 90 THEN (100 + s.s) || ' Main Street' ELSE 'P.O. Box ' || s.s END, (100 + s.s) || ' Main St.', county || ' City',
       '9' || lpad((5000 + s.s * 3 % 5000)::text, 4, '0'), 'CA',
       CASE WHEN s.p <= 85 THEN '(' || (209 + s.s % 700) || ') ' || (200 + s.s % 700) || '-' || lpad((s.s * 71 % 10000)::text, 4, '0') END,
       CASE WHEN s.p BETWEEN 40 AND 43 THEN (100 + s.s % 900)::text END,
       CASE WHEN s.p <= 60 THEN 'www.school' || s.s || '.org' END,
       date '1980-07-01' + pg_temp.r(12000), CASE WHEN s.p BETWEEN 73 AND 99 THEN date '2000-06-30' + pg_temp.r(6000) END,
       CASE WHEN s.s % 9 = 0 THEN 1 ELSE 0 END, CASE WHEN s.s % 9 = 0 THEN lpad((s.s / 9 * 3 % 2000)::text, 4, '0') END,
       CASE WHEN s.s % 9 = 0 THEN (ARRAY['Directly funded', 'Locally funded'])[1 + s.s % 2] END,
       doc, dtype, (ARRAY['60', '62', '66'])[s.lvl],
       (ARRAY['Elementary Schools (Public)', 'Intermediate/Middle Schools (Public)', 'High Schools (Public)'])[s.lvl],
       CASE WHEN s.p <= 85 THEN 'TRAD' WHEN s.p <= 92 THEN 'CON' ELSE 'ALTSOC' END,
       CASE WHEN s.p <= 85 THEN 'Traditional' WHEN s.p <= 92 THEN 'Continuation School' ELSE 'Alternative School of Choice' END,
       (ARRAY['ELEM', 'INTMIDJR', 'HS'])[s.lvl], (ARRAY['Elementary', 'Intermediate/Middle/Junior High', 'High School'])[s.lvl],
       (ARRAY['K-5', '6-8', '9-12'])[s.lvl], (ARRAY['K-5', '6-8', '9-12'])[s.lvl],
       CASE WHEN s.p <= 72 THEN (ARRAY['N', 'N', 'N', 'N', 'N', 'N', 'N', 'P', 'F'])[1 + s.s % 9] END,
       CASE WHEN s.p <= 72 THEN CASE WHEN s.s % 17 = 0 THEN 1 ELSE 0 END END,
       (32.6 + random() * 9)::real, (-124.2 + random() * 9.9)::real,
       CASE WHEN s.p <= 72 THEN (ARRAY['Maria', 'David', 'Jennifer', 'Michael', 'Linda', 'Jose'])[1 + s.s % 6] END,
       CASE WHEN s.p <= 72 THEN (ARRAY['Garcia', 'Smith', 'Nguyen', 'Lopez', 'Johnson', 'Kim'])[1 + s.s % 6] END,
       CASE WHEN s.p <= 60 THEN 'principal' || s.s || '@school' || s.s || '.org' END,
       CASE WHEN s.p <= 10 THEN 'Ana' END, CASE WHEN s.p <= 10 THEN 'Vice' || s.s END, NULL, NULL, NULL, NULL,
       date '2015-01-01' + pg_temp.r(1500)
  FROM sch s;
-- a closed charter's number reused by a later school
UPDATE schools SET "CharterNum" = (SELECT "CharterNum" FROM schools WHERE "CharterNum" IS NOT NULL AND "StatusType" = 'Closed' ORDER BY "CDSCode" LIMIT 1),
                   "Charter" = 1, "FundingType" = 'Directly funded'
 WHERE "CDSCode" = (SELECT "CDSCode" FROM schools WHERE "StatusType" = 'Active' AND "Charter" = 0 ORDER BY "CDSCode" LIMIT 1);

-- frpm: active schools (2014-15)
CREATE TABLE frpm (
  "CDSCode" text NOT NULL PRIMARY KEY REFERENCES schools, "Academic Year" text, "County Code" text, "District Code" integer,
  "School Code" text, "County Name" text, "District Name" text, "School Name" text, "District Type" text, "School Type" text,
  "Educational Option Type" text, "NSLP Provision Status" text, "Charter School (Y/N)" integer, "Charter School Number" text,
  "Charter Funding Type" text, "IRC" integer, "Low Grade" text, "High Grade" text, "Enrollment (K-12)" real,
  "Free Meal Count (K-12)" real, "Percent (%) Eligible Free (K-12)" real, "FRPM Count (K-12)" real,
  "Percent (%) Eligible FRPM (K-12)" real, "Enrollment (Ages 5-17)" real, "Free Meal Count (Ages 5-17)" real,
  "Percent (%) Eligible Free (Ages 5-17)" real, "FRPM Count (Ages 5-17)" real, "Percent (%) Eligible FRPM (Ages 5-17)" real,
  "2013-14 CALPADS Fall 1 Certification Status" integer);
INSERT INTO frpm
SELECT c."CDSCode", '2014-2015', substr(c."CDSCode", 1, 2), substr(c."CDSCode", 3, 5)::int, substr(c."CDSCode", 8), c."County", c."District",
       c."School", c."DOCType", c."SOCType", CASE c."EdOpsCode" WHEN 'TRAD' THEN 'Traditional' WHEN 'CON' THEN 'Continuation School' ELSE 'Alternative School of Choice' END,
       CASE WHEN random() < 0.15 THEN 'Provision 2' WHEN random() < 0.1 THEN 'CEP' END, c."Charter", c."CharterNum",
       CASE WHEN c."Charter" = 1 THEN c."FundingType" END, CASE WHEN random() < 0.9 THEN 1 ELSE 0 END,
       split_part(c."GSserved", '-', 1), split_part(c."GSserved", '-', 2), e.n, e.free, round((e.free / e.n)::numeric, 4)::real,
       e.frpm, round((e.frpm / e.n)::numeric, 4)::real, e.n - 3, e.free - 2, round(((e.free - 2) / (e.n - 3))::numeric, 4)::real, e.frpm - 2,
       round(((e.frpm - 2) / (e.n - 3))::numeric, 4)::real, 1
  FROM schools c
  CROSS JOIN LATERAL (SELECT n, f AS free, least(n, f + 10 + floor(random() * 40))::real AS frpm
                        FROM (SELECT (40 + floor(random() * 1800))::real AS n, c."CDSCode" AS k) n0
                        CROSS JOIN LATERAL (SELECT floor(n * random() * 0.9)::real + 2 AS f, n0.k) f0) e
 WHERE c."StatusType" = 'Active' AND c."School" IS NOT NULL;

-- satscores: high schools (some closed since) and the district rows
CREATE TABLE satscores (
  cds text NOT NULL PRIMARY KEY REFERENCES schools, rtype text NOT NULL, sname text, dname text, cname text,
  enroll12 integer NOT NULL, "NumTstTakr" integer NOT NULL, "AvgScrRead" integer, "AvgScrMath" integer, "AvgScrWrite" integer,
  "NumGE1500" integer);
INSERT INTO satscores
SELECT c."CDSCode", CASE WHEN c."School" IS NULL THEN 'D' ELSE 'S' END, c."School", c."District", c."County", x.enroll, x.takers,
       CASE WHEN x.takers >= 15 THEN 380 + pg_temp.r(250) END, CASE WHEN x.takers >= 15 THEN 380 + pg_temp.r(270) END,
       CASE WHEN x.takers >= 15 THEN 370 + pg_temp.r(250) END, CASE WHEN x.takers >= 15 THEN floor(x.takers * random() * 0.7)::int END
  FROM schools c
  CROSS JOIN LATERAL (SELECT e AS enroll, floor(e * (0.1 + random() * 0.6))::int AS takers
                        FROM (SELECT CASE WHEN c."School" IS NULL THEN 400 + pg_temp.r(20000) ELSE pg_temp.r(900) END AS e) e0) x
 WHERE (c."EILCode" = 'HS' AND c."StatusType" IN ('Active', 'Closed') AND (c."StatusType" = 'Active' OR c."CDSCode" LIKE '%3_'))
    OR (c."School" IS NULL AND c."DOCType" <> 'Elementary School District');
ANALYZE;
