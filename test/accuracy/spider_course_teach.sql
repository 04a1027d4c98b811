-- test/accuracy/spider_course_teach.sql: Spider's dev database "course_teach" (courses, teachers and
-- which teacher teaches which course to which grade) converted from its SQLite file to PostgreSQL
-- with its names kept, rows scaled up by a deterministic generator; written for issue 16 as a
-- held-out check (tenth round): committed with its truth (spider_course_teach_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names, mixed-case columns kept
-- as Spider has them (quoted: "Course_ID", "Teacher_ID", "Staring_Date" with Spider's typo);
-- small integer keys counted from 1 in each table; teacher."Age" is text ('32'); course_arrange is
-- the link table keyed by ("Course_ID", "Teacher_ID", "Grade") with a foreign key on each of the
-- first two. "Grade" (1..12) names no table. Some teachers teach nothing. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.0505);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE course ("Course_ID" int, "Staring_Date" text, "Course" text, PRIMARY KEY ("Course_ID"));
INSERT INTO course
SELECT i, pg_temp.r(28) || ' ' || (ARRAY['May', 'June', 'July', 'September', 'October'])[pg_temp.r(5)],
       (ARRAY['Language Arts', 'Math', 'Science', 'History', 'Bible', 'Geography', 'Sports', 'French', 'Health', 'Music',
              'Art', 'Drama', 'Latin', 'Chemistry', 'Physics', 'Biology', 'Computing', 'Spanish', 'Economics', 'Civics'])[1 + (i - 1) % 20]
          || CASE WHEN i > 20 THEN ' ' || (ARRAY['II', 'Advanced'])[1 + i % 2] ELSE '' END
  FROM generate_series(1, 40) i;

CREATE TABLE teacher ("Teacher_ID" int, "Name" text, "Age" text, "Hometown" text, PRIMARY KEY ("Teacher_ID"));
INSERT INTO teacher
SELECT i, (ARRAY['Joseph', 'William', 'Vicente', 'Kearsley', 'Gustaaf', 'Anne', 'John', 'Lucy', 'Martin', 'Helen'])[pg_temp.r(10)] || ' '
          || (ARRAY['Huts', 'Carter', 'Wright', 'Brown', 'Deloor', 'Walker', 'Smith', 'Taylor', 'Hughes', 'Bolton'])[pg_temp.r(10)],
       (25 + pg_temp.r(40))::text,
       (ARRAY['Blackrod Urban District', 'Bolton County Borough', 'Farnworth Municipal Borough', 'Horwich Urban District',
              'Kearsley Urban District', 'Little Lever Urban District', 'Turton Urban District', 'Westhoughton Urban District'])[pg_temp.r(8)]
  FROM generate_series(1, 150) i;

CREATE TABLE course_arrange (
  "Course_ID" int, "Teacher_ID" int, "Grade" int,
  PRIMARY KEY ("Course_ID", "Teacher_ID", "Grade"),
  FOREIGN KEY ("Course_ID") REFERENCES course ("Course_ID"),
  FOREIGN KEY ("Teacher_ID") REFERENCES teacher ("Teacher_ID"));
INSERT INTO course_arrange
SELECT DISTINCT pg_temp.r(40), least(pg_temp.sk(135, 1.2), 135), pg_temp.r(12)
  FROM generate_series(1, 420);
ANALYZE;
