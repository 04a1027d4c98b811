-- test/accuracy/university.sql: the university schema of a database textbook, written as a
-- held-out check after the decision model was tuned, never tuned on (truth:
-- university_truth.csv, every foreign key declared).
--
-- Its traps: natural text keys everywhere (dept_name, course_id 'CS-101', building and
-- room_number), person ids that are five-digit strings in two tables (instructor.id and
-- student.id, so digit-only codes of one width), single-letter role prefixes (advisor.s_id,
-- advisor.i_id), a self reference without a hierarchy word (prereq.prereq_id), and composite
-- keys of two and four columns (classroom, section) referenced by tables whose own keys are
-- wider. Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE classroom (building varchar(15), room_number varchar(7), capacity numeric(4,0), PRIMARY KEY (building, room_number));
INSERT INTO classroom SELECT b, (100 + r * 7)::text, 10 + (r * 13) % 90
  FROM unnest(ARRAY['Packard','Painter','Taylor','Watson','Lamberton','Main','Garfield','Saucon']) b, generate_series(1, 5) r;
CREATE TABLE department (dept_name varchar(20) PRIMARY KEY, building varchar(15), budget numeric(12,2));
INSERT INTO department SELECT d, (ARRAY['Packard','Painter','Taylor','Watson','Lamberton','Main','Garfield','Saucon'])[1 + i % 8], 50000 + i * 7000
  FROM unnest(ARRAY['Biology','Comp. Sci.','Elec. Eng.','Finance','History','Music','Physics','Mech. Eng.','Statistics',
                    'Psychology','Marketing','Languages','Geology','Accounting','Astronomy','Athletics']) WITH ORDINALITY u(d, i);
CREATE TABLE course (course_id varchar(8) PRIMARY KEY, title varchar(50), dept_name varchar(20) REFERENCES department, credits numeric(2,0));
INSERT INTO course SELECT left(upper(regexp_replace(d.dept_name, '[^A-Za-z]', '', 'g')), 3) || '-' || (100 + n * 7),
       'Course ' || d.dept_name || ' ' || n, d.dept_name, 2 + n % 3
  FROM department d, generate_series(1, 12) n;
CREATE TABLE instructor (id varchar(5) PRIMARY KEY, name varchar(20), dept_name varchar(20) REFERENCES department, salary numeric(8,2));
INSERT INTO instructor SELECT lpad((10000 + (g * 1777) % 89999)::text, 5, '0'), 'Prof' || g,
       (SELECT dept_name FROM department ORDER BY dept_name OFFSET g % 16 LIMIT 1), 40000 + (g * 977) % 80000
  FROM generate_series(1, 80) g;
CREATE TABLE student (id varchar(5) PRIMARY KEY, name varchar(20), dept_name varchar(20) REFERENCES department, tot_cred numeric(3,0));
INSERT INTO student SELECT lpad(((g * 7919) % 99991)::text, 5, '0'), 'Student' || g,
       (SELECT dept_name FROM department ORDER BY dept_name OFFSET (g * 3) % 16 LIMIT 1), (g * 13) % 140
  FROM generate_series(1, 3000) g
ON CONFLICT DO NOTHING;
DELETE FROM student WHERE id IN (SELECT id FROM instructor);
CREATE TABLE time_slot (time_slot_id varchar(4), day varchar(1), start_hr numeric(2), start_min numeric(2), end_hr numeric(2),
                        end_min numeric(2), PRIMARY KEY (time_slot_id, day, start_hr, start_min));
INSERT INTO time_slot SELECT chr(65 + s), d, 8 + s, 0, 8 + s, 50 FROM generate_series(0, 9) s, unnest(ARRAY['M','W','F']) d;
CREATE TABLE section (course_id varchar(8) REFERENCES course, sec_id varchar(8), semester varchar(6), year numeric(4,0),
                      building varchar(15), room_number varchar(7), time_slot_id varchar(4),
                      PRIMARY KEY (course_id, sec_id, semester, year), FOREIGN KEY (building, room_number) REFERENCES classroom);
INSERT INTO section SELECT c.course_id, s::text, sem, y, cl.building, cl.room_number, chr((65 + (c.n + s + y::int) % 10)::int)
  FROM (SELECT course_id, row_number() OVER (ORDER BY course_id) AS n FROM course) c,
       generate_series(1, 2) s, unnest(ARRAY['Fall','Spring']) sem, generate_series(2019, 2023) y,
       LATERAL (SELECT building, room_number FROM classroom ORDER BY building, room_number
                 OFFSET (c.n * 7 + s * 3 + y::int) % 40 LIMIT 1) cl
 WHERE (c.n + s + y::int) % 3 <> 0;
CREATE TABLE teaches (id varchar(5) REFERENCES instructor, course_id varchar(8), sec_id varchar(8), semester varchar(6), year numeric(4,0),
                      PRIMARY KEY (id, course_id, sec_id, semester, year),
                      FOREIGN KEY (course_id, sec_id, semester, year) REFERENCES section);
INSERT INTO teaches SELECT (SELECT id FROM instructor ORDER BY id OFFSET (s.n * 31) % 80 LIMIT 1), s.course_id, s.sec_id, s.semester, s.year
  FROM (SELECT *, row_number() OVER (ORDER BY course_id, sec_id, semester, year) AS n FROM section) s;
CREATE TABLE takes (id varchar(5) REFERENCES student, course_id varchar(8), sec_id varchar(8), semester varchar(6), year numeric(4,0),
                    grade varchar(2), PRIMARY KEY (id, course_id, sec_id, semester, year),
                    FOREIGN KEY (course_id, sec_id, semester, year) REFERENCES section);
INSERT INTO takes SELECT st.id, s.course_id, s.sec_id, s.semester, s.year, (ARRAY['A','A-','B+','B','B-','C','F'])[1 + (s.n + k) % 7]
  FROM (SELECT *, row_number() OVER (ORDER BY course_id, sec_id, semester, year) AS n FROM section) s,
       generate_series(1, 12) k,
       LATERAL (SELECT id FROM student ORDER BY id OFFSET (s.n * 53 + k * 211) % 2900 LIMIT 1) st
ON CONFLICT DO NOTHING;
CREATE TABLE advisor (s_id varchar(5) PRIMARY KEY REFERENCES student, i_id varchar(5) REFERENCES instructor);
INSERT INTO advisor SELECT st.id, (SELECT id FROM instructor ORDER BY id OFFSET st.n % 80 LIMIT 1)
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM student) st WHERE st.n % 3 <> 0;
CREATE TABLE prereq (course_id varchar(8) REFERENCES course, prereq_id varchar(8) REFERENCES course, PRIMARY KEY (course_id, prereq_id));
INSERT INTO prereq SELECT c.course_id, p.course_id
  FROM (SELECT course_id, row_number() OVER (ORDER BY course_id) AS n FROM course) c
  JOIN (SELECT course_id, row_number() OVER (ORDER BY course_id) AS n FROM course) p ON p.n IN (c.n - 1, c.n - 5)
 WHERE c.n % 4 <> 0;
ANALYZE;
