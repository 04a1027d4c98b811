-- test/accuracy/spider_college_2.sql: Spider's database "college_2" (the textbook university schema filled
-- with the textbook's "large" generated relations) converted from its SQLite file to PostgreSQL with its
-- names kept, rows regenerated at about its size by a deterministic generator; written for issue 16 as a
-- held-out check (round 13): committed with its truth (spider_college_2_truth.csv) BEFORE discovery was
-- ever run on it.
--
-- Its conventions: one schema, public; lower-case names except the person ids, kept quoted as Spider has
-- them ("ID" in instructor, student, teaches, takes; advisor's "s_ID" and "i_ID"); text keys everywhere:
-- dept_name ('Comp. Sci.'), course_id three digits ('787'), prereq.prereq_id a course_id, instructor "ID"
-- five digits ('14365'), student "ID" four or five digits without padding ('1000', '10033'), sec_id
-- '1' / '2' / '3', room_number three digits, time_slot_id one letter. Composite keys: classroom (building,
-- room_number), section (course_id, sec_id, semester, year), referenced by teaches and takes, whose own keys
-- are wider; time_slot is keyed by (time_slot_id, day, start_hr, start_min), so section.time_slot_id has
-- no unique target and no declared foreign key (no truth). The foreign keys are Spider's DDL, all
-- declared; takes.course_id and teaches.course_id -> course (the leading column of their section
-- reference) are undeclared truths, as in university_truth.csv. department.building names a building of
-- classroom, whose building is not unique on its own (no truth). advisor has one row per student (s_ID is
-- its key and every student has an advisor). Some instructors teach no section; prereq pairs are distinct
-- and never a course with itself. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2713);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;
CREATE TEMP TABLE nm AS
SELECT ARRAY['Zhang', 'Shankar', 'Brandt', 'Chavez', 'Peltier', 'Levy', 'Williams', 'Sanchez', 'Snow', 'Brown', 'Aoi', 'Bourikas',
             'Tanaka', 'Kim', 'Mozart', 'Einstein', 'El Said', 'Gold', 'Katz', 'Califieri', 'Singh', 'Crick', 'Srinivasan',
             'Wu', 'Lembr', 'Bietzk', 'McKinnon', 'Pingr', 'Mird', 'Murata', 'Konstantinides', 'Sullivan', 'Dale', 'Romero',
             'Mahmoud', 'Ullman', 'Voronina', 'Kean', 'Bawa', 'Yazdi', 'Wieland', 'Atanassov', 'Moreira', 'Gustafsson',
             'Bondi', 'Liley', 'Queiroz', 'Sakurai', 'Hau', 'Morris', 'Valtchev', 'Arias', 'Jaekel', 'Lent', 'Vicentino'] AS last;

CREATE TABLE classroom (building varchar(15), room_number varchar(7), capacity numeric(4, 0), PRIMARY KEY (building, room_number));
INSERT INTO classroom
SELECT DISTINCT ON (b, rn) b, rn, (ARRAY[10, 12, 27, 50, 65, 92, 97, 100, 121, 180])[pg_temp.r(10)]
  FROM (SELECT pg_temp.pick(ARRAY['Lamberton', 'Chandler', 'Fairchild', 'Nassau', 'Grace', 'Whitman', 'Taylor', 'Saucon', 'Painter',
                                  'Alumni', 'Lambeau', 'Garfield', 'Rauch', 'Main', 'Power', 'Bronfman', 'Polya', 'Gates', 'Linderman', 'Drown',
                                  'Stabler', 'Packard']) AS b,
               (100 + pg_temp.r(899))::text AS rn
          FROM generate_series(1, 32)) x
 ORDER BY b, rn;

CREATE TABLE department (dept_name varchar(20), building varchar(15), budget numeric(12, 2) CHECK (budget > 0), PRIMARY KEY (dept_name));
INSERT INTO department
SELECT d, (SELECT building FROM classroom ORDER BY building, room_number OFFSET (i * 7) % 30 LIMIT 1),
       round((50000 + random() * 1000000)::numeric, 2)
  FROM unnest(ARRAY['Accounting', 'Astronomy', 'Athletics', 'Biology', 'Civil Eng.', 'Comp. Sci.', 'Cybernetics', 'Elec. Eng.',
                    'English', 'Finance', 'Geology', 'History', 'Languages', 'Marketing', 'Math', 'Mech. Eng.', 'Physics',
                    'Pol. Sci.', 'Psychology', 'Statistics']) WITH ORDINALITY u(d, i);

CREATE TABLE course (course_id varchar(8), title varchar(50), dept_name varchar(20) NULL, credits numeric(2, 0) CHECK (credits > 0),
  PRIMARY KEY (course_id), FOREIGN KEY (dept_name) REFERENCES department (dept_name) ON DELETE SET NULL);
CREATE TEMP TABLE cids AS
SELECT row_number() OVER (ORDER BY min(g))::int AS n, c AS course_id
  FROM (SELECT g, (100 + pg_temp.r(899))::text AS c FROM generate_series(1, 320) g) x GROUP BY c;
DELETE FROM cids WHERE n > 200;
INSERT INTO course
SELECT c.course_id,
       pg_temp.pick(ARRAY['Game Design', 'Image Processing', 'Graph Theory', 'Sanitary Engineering', 'Compiler Design', 'Corporate Law',
                          'International Finance', 'World History', 'Calculus', 'Mobile Computing', 'Plasma Physics', 'Virology',
                          'Greek Tragedy', 'Music of the 50s', 'Stream Processing', 'Embedded Systems', 'Bankruptcy', 'Tort Law',
                          'Differential Geometry', 'Rock and Roll', 'The Music of Donovan', 'Operating Systems', 'Cognitive Psychology',
                          'Environmental Law', 'Marine Mammals', 'Geology', 'Systems Software', 'Quantum Mechanics', 'Elastic Structures',
                          'Journalism', 'Fiction Writing', 'Composition and Literature', 'Antidisestablishmentarianism in Modern America']),
       (SELECT dept_name FROM department ORDER BY dept_name OFFSET pg_temp.r(20) - 1 + 0 * c.n LIMIT 1),
       pg_temp.pick(ARRAY['3', '3', '4'])::numeric
  FROM cids c;

CREATE TABLE instructor ("ID" varchar(5), name varchar(20) NOT NULL, dept_name varchar(20), salary numeric(8, 2) CHECK (salary > 29000),
  PRIMARY KEY ("ID"), FOREIGN KEY (dept_name) REFERENCES department (dept_name) ON DELETE SET NULL);
INSERT INTO instructor
SELECT i, pg_temp.pick(nm.last), (SELECT dept_name FROM department ORDER BY dept_name OFFSET pg_temp.r(20) - 1 + 0 * length(i) LIMIT 1),
       round((40000 + random() * 85000)::numeric, 2)
  FROM (SELECT DISTINCT (10000 + pg_temp.r(89999))::text AS i FROM generate_series(1, 52)) x CROSS JOIN nm
 ORDER BY i LIMIT 50;

CREATE TABLE time_slot (time_slot_id varchar(4), day varchar(1), start_hr numeric(2) CHECK (start_hr >= 0 AND start_hr < 24),
  start_min numeric(2) CHECK (start_min >= 0 AND start_min < 60), end_hr numeric(2) CHECK (end_hr >= 0 AND end_hr < 24),
  end_min numeric(2) CHECK (end_min >= 0 AND end_min < 60), PRIMARY KEY (time_slot_id, day, start_hr, start_min));
INSERT INTO time_slot
SELECT t, d, h, CASE WHEN t > 'J' THEN 30 ELSE 0 END, h + CASE WHEN t > 'J' THEN 1 ELSE 0 END, CASE WHEN t > 'J' THEN 45 ELSE 50 END
  FROM (SELECT chr(64 + i) AS t, 7 + i AS h,
               CASE WHEN i % 3 = 0 THEN ARRAY['M', 'W', 'F'] WHEN i % 3 = 1 THEN ARRAY['T', 'R'] ELSE ARRAY['W'] END AS ds
          FROM generate_series(1, 14) i) x, unnest(ds) d;

CREATE TABLE section (course_id varchar(8), sec_id varchar(8), semester varchar(6) CHECK (semester IN ('Fall', 'Winter', 'Spring', 'Summer')),
  year numeric(4, 0) CHECK (year > 1701 AND year < 2100), building varchar(15), room_number varchar(7), time_slot_id varchar(4),
  PRIMARY KEY (course_id, sec_id, semester, year),
  FOREIGN KEY (course_id) REFERENCES course (course_id) ON DELETE CASCADE,
  FOREIGN KEY (building, room_number) REFERENCES classroom (building, room_number) ON DELETE SET NULL);
INSERT INTO section
SELECT DISTINCT ON (c, s, sem, y) c, s, sem, y, cl.building, cl.room_number, chr(64 + pg_temp.r(14) + 0 * y::int)
  FROM (SELECT cc.course_id AS c, pg_temp.pick(ARRAY['1', '1', '1', '2', '2', '3']) AS s,
               pg_temp.pick(ARRAY['Fall', 'Spring']) AS sem, (2000 + pg_temp.r(10))::numeric AS y, pg_temp.r(32) AS cr
          FROM (SELECT g, pg_temp.sk(200, 1.3) AS cn FROM generate_series(1, 104) g) y JOIN cids cc ON cc.n = y.cn) x
  JOIN (SELECT row_number() OVER (ORDER BY building, room_number)::int AS k, * FROM classroom) cl ON cl.k = 1 + (x.cr - 1) % (SELECT count(*) FROM classroom)::int
 ORDER BY c, s, sem, y;

CREATE TABLE teaches ("ID" varchar(5), course_id varchar(8), sec_id varchar(8), semester varchar(6), year numeric(4, 0),
  PRIMARY KEY ("ID", course_id, sec_id, semester, year),
  FOREIGN KEY (course_id, sec_id, semester, year) REFERENCES section (course_id, sec_id, semester, year) ON DELETE CASCADE,
  FOREIGN KEY ("ID") REFERENCES instructor ("ID") ON DELETE CASCADE);
INSERT INTO teaches
SELECT (SELECT "ID" FROM instructor ORDER BY "ID" OFFSET pg_temp.sk(42, 1.2) - 1 + 0 * s.year::int LIMIT 1), s.course_id, s.sec_id, s.semester, s.year
  FROM section s;

CREATE TABLE student ("ID" varchar(5), name varchar(20) NOT NULL, dept_name varchar(20), tot_cred numeric(3, 0) CHECK (tot_cred >= 0),
  PRIMARY KEY ("ID"), FOREIGN KEY (dept_name) REFERENCES department (dept_name) ON DELETE SET NULL);
INSERT INTO student
SELECT i, pg_temp.pick(nm.last), (SELECT dept_name FROM department ORDER BY dept_name OFFSET pg_temp.r(20) - 1 + 0 * length(i) LIMIT 1),
       pg_temp.r(130) - 1
  FROM (SELECT DISTINCT (1000 + pg_temp.r(98999))::text AS i FROM generate_series(1, 2025)) x CROSS JOIN nm
 ORDER BY i LIMIT 2000;

CREATE TABLE takes ("ID" varchar(5), course_id varchar(8), sec_id varchar(8), semester varchar(6), year numeric(4, 0), grade varchar(2),
  PRIMARY KEY ("ID", course_id, sec_id, semester, year),
  FOREIGN KEY (course_id, sec_id, semester, year) REFERENCES section (course_id, sec_id, semester, year) ON DELETE CASCADE,
  FOREIGN KEY ("ID") REFERENCES student ("ID") ON DELETE CASCADE);
INSERT INTO takes
SELECT DISTINCT ON (st."ID", se.course_id, se.sec_id, se.semester, se.year) st."ID", se.course_id, se.sec_id, se.semester, se.year,
       CASE WHEN random() < 0.02 THEN NULL ELSE pg_temp.pick(ARRAY['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-']) END
  FROM (SELECT "ID", pg_temp.r(3) + 1 AS k FROM student) st
  CROSS JOIN LATERAL (SELECT pg_temp.r((SELECT count(*) FROM section)::int) AS p FROM generate_series(1, st.k)) pk
  JOIN (SELECT row_number() OVER (ORDER BY course_id, sec_id, semester, year)::int AS p, * FROM section) se ON se.p = pk.p
 ORDER BY st."ID", se.course_id, se.sec_id, se.semester, se.year;

CREATE TABLE advisor ("s_ID" varchar(5), "i_ID" varchar(5), PRIMARY KEY ("s_ID"),
  FOREIGN KEY ("i_ID") REFERENCES instructor ("ID") ON DELETE SET NULL,
  FOREIGN KEY ("s_ID") REFERENCES student ("ID") ON DELETE CASCADE);
INSERT INTO advisor
SELECT s."ID", (SELECT "ID" FROM instructor ORDER BY "ID" OFFSET pg_temp.r(50) - 1 + 0 * length(s."ID") LIMIT 1) FROM student s;

CREATE TABLE prereq (course_id varchar(8), prereq_id varchar(8), PRIMARY KEY (course_id, prereq_id),
  FOREIGN KEY (course_id) REFERENCES course (course_id) ON DELETE CASCADE,
  FOREIGN KEY (prereq_id) REFERENCES course (course_id));
INSERT INTO prereq
SELECT DISTINCT a.course_id, b.course_id
  FROM (SELECT g, pg_temp.r(200) AS x, pg_temp.sk(200, 1.5) AS y FROM generate_series(1, 110) g) p
  JOIN cids a ON a.n = p.x JOIN cids b ON b.n = p.y
 WHERE a.course_id <> b.course_id;
ANALYZE;
