-- test/accuracy/spider_student_transcripts_tracking.sql: Spider's dev database
-- "student_transcripts_tracking" (students with current and permanent addresses, departments and
-- degree programs, courses and sections, semester enrolments, the courses of each enrolment and the
-- transcripts listing them) converted from its SQLite file to PostgreSQL with its names kept, rows
-- scaled up by a deterministic generator; written for issue 16 as a held-out check (tenth round):
-- committed with its truth (spider_student_transcripts_tracking_truth.csv) BEFORE discovery was
-- ever run on it.
--
-- Its conventions (Spider's generated "business" schemas): one schema, public; CamelCase plural
-- table names as Spider has them (quoted: "Addresses", "Students", "Student_Enrolment",
-- "Student_Enrolment_Courses", "Transcript_Contents" ...), snake_case columns; every table keyed by
-- <singular>_id counted from 1, so all the ranges overlap, except
-- "Student_Enrolment_Courses".student_course_id, sparse of every size from 0 to eight digits
-- (0, 7, 96, 9860, 681404, 28982908) as in Spider. Two role references to one table:
-- "Students".current_address_id and permanent_address_id -> "Addresses". "Transcript_Contents" is
-- a link table with no key (a course appears on several transcripts). Every other_details column is
-- NULL; descriptions are single letters or lorem words; zip codes and ssn are digit strings.
-- date_left is sometimes before date_first_registered, as in Spider. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1988);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.lorem() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY['error', 'nostrum', 'aliquam', 'natus', 'nihil', 'autem', 'doloribus', 'dolorem', 'non', 'consequatur', 'ea', 'in',
                'nisi', 'quia', 'facilis', 'atque', 'laborum', 'qui', 'et', 'omnis'])[1 + floor(random() * 20)::int] $$;

CREATE TABLE "Addresses" (
  address_id INTEGER PRIMARY KEY, line_1 VARCHAR(255), line_2 VARCHAR(255), line_3 VARCHAR(255), city VARCHAR(255),
  zip_postcode VARCHAR(20), state_province_county VARCHAR(255), country VARCHAR(255), other_address_details VARCHAR(255));
INSERT INTO "Addresses"
SELECT i, pg_temp.r(99999) || ' ' || (ARRAY['Grant Square', 'Aufderhar Ways', 'Carlotta Ferry', 'Lamar Plaza', 'Peggie Bypass', 'Mraz Lodge',
                                             'Marlin Brook', 'Hessel Views', 'Muller Vista', 'Eda Center'])[pg_temp.r(10)]
          || CASE WHEN random() < 0.5 THEN ' Apt. ' || pg_temp.r(999) ELSE '' END,
       (ARRAY['Apt. ', 'Suite '])[pg_temp.r(2)] || pg_temp.r(999), NULL,
       (ARRAY['Port Chelsea', 'Lake Laishafurt', 'Goodwinhaven', 'Port Evanston', 'Michelleburgh', 'North Omer', 'Herzoghaven'])[pg_temp.r(7)],
       lpad(pg_temp.r(999)::text, 3, '0'),
       (ARRAY['Virginia', 'Kentucky', 'Kansas', 'Washington', 'Hawaii', 'Arkansas', 'Idaho', 'NorthCarolina', 'Delaware', 'WestVirginia'])[pg_temp.r(10)],
       (ARRAY['Iceland', 'Burundi', 'Saudi Arabia', 'Angola', 'Haiti', 'Gibraltar', 'Cook Islands', 'Croatia', 'Gabon', 'Samoa'])[pg_temp.r(10)], NULL
  FROM generate_series(1, 800) i;

CREATE TABLE "Courses" (course_id INTEGER PRIMARY KEY, course_name VARCHAR(255), course_description VARCHAR(255), other_details VARCHAR(255));
INSERT INTO "Courses"
SELECT i, (ARRAY['ds', 'math', 'os', 'en', 'fr', 'la', 'cal', 'nlp', 'dl', 'ml', 'ai', 'db', 'rs', 'pl', 'oop', 'net', 'sec', 'cv', 'hci', 'alg'])[1 + (i - 1) % 20]
          || CASE WHEN i > 20 THEN '2' ELSE '' END, chr(97 + floor(random() * 26)::int), NULL
  FROM generate_series(1, 40) i;

CREATE TABLE "Departments" (
  department_id INTEGER PRIMARY KEY, department_name VARCHAR(255), department_description VARCHAR(255), other_details VARCHAR(255));
INSERT INTO "Departments"
SELECT i, d, pg_temp.lorem(), NULL
  FROM unnest(ARRAY['computer science', 'history', 'art', 'linguistic', 'management', 'engineer', 'math', 'statistics', 'law',
                    'economics', 'biology', 'medical', 'dance', 'drama', 'geography', 'physics', 'chemistry', 'music', 'philosophy',
                    'psychology']) WITH ORDINALITY AS u(d, i);

CREATE TABLE "Degree_Programs" (
  degree_program_id INTEGER PRIMARY KEY, department_id INTEGER NOT NULL, degree_summary_name VARCHAR(255),
  degree_summary_description VARCHAR(255), other_details VARCHAR(255),
  FOREIGN KEY (department_id) REFERENCES "Departments" (department_id));
INSERT INTO "Degree_Programs"
SELECT i, pg_temp.r(18), (ARRAY['Master', 'Master', 'Bachelor', 'Bachelor', 'Bachelor', 'PHD'])[pg_temp.r(6)], pg_temp.lorem(), NULL
  FROM generate_series(1, 60) i;

CREATE TABLE "Sections" (
  section_id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL, section_name VARCHAR(255), section_description VARCHAR(255),
  other_details VARCHAR(255),
  FOREIGN KEY (course_id) REFERENCES "Courses" (course_id));
INSERT INTO "Sections"
SELECT i, pg_temp.r(38), chr(97 + (i - 1) % 26) || CASE WHEN i > 26 THEN ((i - 1) / 26)::text ELSE '' END, pg_temp.lorem(), NULL
  FROM generate_series(1, 150) i;

CREATE TABLE "Semesters" (semester_id INTEGER PRIMARY KEY, semester_name VARCHAR(255), semester_description VARCHAR(255), other_details VARCHAR(255));
INSERT INTO "Semesters"
SELECT i, (ARRAY['spring', 'summer', 'fall', 'winter'])[1 + (i - 1) % 4] || ' ' || (2004 + (i - 1) / 4), chr(97 + floor(random() * 26)::int), NULL
  FROM generate_series(1, 30) i;

CREATE TABLE "Students" (
  student_id INTEGER PRIMARY KEY, current_address_id INTEGER NOT NULL, permanent_address_id INTEGER NOT NULL, first_name VARCHAR(80),
  middle_name VARCHAR(40), last_name VARCHAR(40), cell_mobile_number VARCHAR(40), email_address VARCHAR(40), ssn VARCHAR(40),
  date_first_registered TIMESTAMP, date_left TIMESTAMP, other_student_details VARCHAR(255),
  FOREIGN KEY (current_address_id) REFERENCES "Addresses" (address_id),
  FOREIGN KEY (permanent_address_id) REFERENCES "Addresses" (address_id));
INSERT INTO "Students"
SELECT i, pg_temp.r(800), pg_temp.r(800),
       (ARRAY['Timmothy', 'Hobart', 'Warren', 'Jarvis', 'Milton', 'Stanford', 'Frida', 'Delaney', 'Reva', 'Helga', 'Gregg', 'Orrin'])[pg_temp.r(12)],
       (ARRAY['Anna', 'Lorenz', 'Violet', 'Aaliyah', 'Vaughn', 'Mona', 'Aisha', 'Judd', 'Golda', 'Cleve'])[pg_temp.r(10)],
       (ARRAY['Ward', 'Balistreri', 'Gleichner', 'Carroll', 'Christiansen', 'Rogahn', 'Huel', 'Ankunding', 'Osinski', 'Mohr'])[pg_temp.r(10)],
       '(' || lpad(pg_temp.r(999)::text, 3, '0') || ')' || pg_temp.r(999) || '-' || pg_temp.r(9999), 'student' || i || '@example.net',
       CASE WHEN random() < 0.1 THEN '' ELSE pg_temp.r(999999999)::text END,
       timestamp '1970-01-01' + (pg_temp.r(17000) || ' days')::interval, timestamp '1970-01-01' + (pg_temp.r(17000) || ' days')::interval,
       pg_temp.lorem()
  FROM generate_series(1, 1000) i;

CREATE TABLE "Student_Enrolment" (
  student_enrolment_id INTEGER PRIMARY KEY, degree_program_id INTEGER NOT NULL, semester_id INTEGER NOT NULL, student_id INTEGER NOT NULL,
  other_details VARCHAR(255),
  FOREIGN KEY (degree_program_id) REFERENCES "Degree_Programs" (degree_program_id),
  FOREIGN KEY (semester_id) REFERENCES "Semesters" (semester_id),
  FOREIGN KEY (student_id) REFERENCES "Students" (student_id));
INSERT INTO "Student_Enrolment"
SELECT i, pg_temp.r(56), pg_temp.r(30), pg_temp.r(950), NULL
  FROM generate_series(1, 2000) i;

CREATE TABLE "Student_Enrolment_Courses" (
  student_course_id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL, student_enrolment_id INTEGER NOT NULL,
  FOREIGN KEY (course_id) REFERENCES "Courses" (course_id),
  FOREIGN KEY (student_enrolment_id) REFERENCES "Student_Enrolment" (student_enrolment_id));
INSERT INTO "Student_Enrolment_Courses"
SELECT DISTINCT ON (sc) sc, least(pg_temp.sk(40, 1.3), 40), pg_temp.r(2000)
  FROM (SELECT CASE WHEN random() < 0.05 THEN pg_temp.r(100) - 1 WHEN random() < 0.3 THEN pg_temp.r(999999)
                    ELSE pg_temp.r(99999999) END AS sc FROM generate_series(1, 5000)) s;

CREATE TABLE "Transcripts" (transcript_id INTEGER PRIMARY KEY, transcript_date TIMESTAMP, other_details VARCHAR(255));
INSERT INTO "Transcripts"
SELECT i, timestamp '1975-01-01' + (pg_temp.r(16000) || ' days')::interval + (pg_temp.r(86000) || ' seconds')::interval, NULL
  FROM generate_series(1, 600) i;

CREATE TABLE "Transcript_Contents" (
  student_course_id INTEGER NOT NULL, transcript_id INTEGER NOT NULL,
  FOREIGN KEY (student_course_id) REFERENCES "Student_Enrolment_Courses" (student_course_id),
  FOREIGN KEY (transcript_id) REFERENCES "Transcripts" (transcript_id));
CREATE TEMP TABLE sck AS SELECT row_number() OVER (ORDER BY md5('s' || student_course_id)) AS k, student_course_id AS id FROM "Student_Enrolment_Courses";
INSERT INTO "Transcript_Contents"
SELECT DISTINCT sck.id, pg_temp.r(600)
  FROM (SELECT least(pg_temp.sk(4000, 1.5), 4000) AS k FROM generate_series(1, 3000)) s JOIN sck ON sck.k = s.k;
ANALYZE;
