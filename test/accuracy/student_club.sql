-- test/accuracy/student_club.sql: the BIRD text-to-SQL benchmark's dev database student_club (a
-- university club's members, events, attendance, budget, expenses and income, exported from an
-- Airtable base into SQLite) as loaded into PostgreSQL with its original lower-case names, written
-- for issue 16 as a held-out check (ninth round): committed with its truth (student_club_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; singular table names keyed by <table>_id holding Airtable
-- record ids ('rec' and 14 mixed-case letters and digits, e.g. 'recI43CzsZ0Q625ma'), the same
-- shape in every table; references named link_to_<target> (link_to_event, link_to_member,
-- link_to_budget, link_to_major), not after the target's key; member.zip is an integer ZIP code
-- pointing at zip_code.zip_code (integers, so ZIPs of New England lose their leading zero) -- the
-- zip_code table is a national list far larger than the club (here 3,000 of its 41,877 rows);
-- attendance is the many-to-many of events and members keyed by both links; dates are text
-- ('2019-10-10T12:00:00' on events, '2019-08-20' elsewhere); money as REAL and INTEGER.  Tiny
-- tables as the real club has (33 members, 42 events, 46 budget lines where the real one has 52,
-- 32 expenses, 36 incomes): expenses are filed by a handful of officers, income rows from dues
-- name the member, the other income (fundraising, sponsorship) has none.  Every reference the SQLite DDL declares holds in
-- the data and is declared here; there is no undeclared one.  Deterministic: setseed, md5.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2019);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- an Airtable record id from a seed text: 'rec' and 14 characters of [0-9A-Za-z]
CREATE FUNCTION pg_temp.rec(s text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'rec' || string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
                                    1 + get_byte(decode(md5(s || k), 'hex'), k) % 62, 1), '' ORDER BY k)
    FROM generate_series(0, 13) k
$$;

CREATE TABLE event (
  event_id text CONSTRAINT event_pk PRIMARY KEY,
  event_name text,
  event_date text,
  type text,
  notes text,
  location text,
  status text);
INSERT INTO event
SELECT pg_temp.rec('event' || i),
       (ARRAY['March Meeting', 'Officers meeting - January', 'Spring Budget Review', 'Women''s Soccer', 'Football game',
              'Yearly Kickoff', 'November Speaker', 'Community Theater', 'Laugh Out Loud', 'Registration', 'Election Night',
              'Homecoming', 'Baseball game', 'Pizza Social', 'Career Panel', 'Food Drive', 'Trivia Night'])[1 + i % 17]
         || CASE WHEN i > 17 THEN ' ' || (2019 + i % 2) ELSE '' END,
       to_char(timestamp '2019-08-15 12:00' + (i * 9 + pg_temp.r(8)) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS'),
       (ARRAY['Meeting', 'Meeting', 'Meeting', 'Game', 'Game', 'Social', 'Guest Speaker', 'Election', 'Community Service', 'Budget'])[1 + i % 10],
       CASE WHEN i % 3 = 0 THEN (ARRAY['Attendance will be taken.', 'Bring a friend!', 'Snacks provided', 'Dress code: club shirt'])[1 + i % 4] END,
       CASE WHEN i % 10 IN (3, 4) THEN (ARRAY['Campus Soccer/Lacrosse stadium', 'Campus Football stadium', 'Campus Baseball field'])[1 + i % 3]
            ELSE (ARRAY['MU 215', 'MU 215', 'MU 220', '900 E. Washington St.', 'Campus Events Center'])[1 + i % 5] END,
       CASE WHEN i <= 30 THEN 'Closed' WHEN i <= 37 THEN 'Open' ELSE 'Planning' END
  FROM generate_series(1, 42) i;

CREATE TABLE major (
  major_id text CONSTRAINT major_pk PRIMARY KEY,
  major_name text,
  department text,
  college text);
INSERT INTO major
SELECT pg_temp.rec('major' || i),
       (ARRAY['Accounting', 'Business Administration', 'Economics', 'Finance', 'Marketing', 'Computer Science', 'Biology',
              'Chemistry', 'Physics', 'Mathematics', 'English', 'History', 'Psychology', 'Sociology', 'Music', 'Art', 'Nursing',
              'Civil Engineering', 'Mechanical Engineering', 'Agricultural Communication'])[1 + i % 20]
         || CASE WHEN i > 20 THEN (ARRAY[' Education', ' Studies', ' and Policy', ' Technology', ' Management'])[1 + i % 5] ELSE '' END,
       (ARRAY['School of Accountancy', 'Economics Department', 'Computer Science Department', 'Biology Department',
              'Mathematics and Statistics Department', 'English Department', 'History Department', 'Psychology Department',
              'Art and Design Department', 'Nursing Department', 'Civil and Environmental Engineering Department'])[1 + i % 11],
       (ARRAY['Jon M. Huntsman School of Business', 'College of Science', 'College of Humanities and Social Sciences',
              'College of Engineering', 'College of Agriculture and Applied Sciences', 'Caine College of the Arts',
              'Emma Eccles Jones College of Education and Human Services'])[1 + i % 7]
  FROM generate_series(1, 113) i;

-- 3,000 ZIP codes, integers from 501 to 99950, sorted
CREATE TABLE zip_code (
  zip_code integer CONSTRAINT zip_code_pk PRIMARY KEY,
  type text,
  city text,
  county text,
  state text,
  short_state text);
CREATE TEMP TABLE st AS
SELECT ord AS k, s, a FROM unnest(ARRAY['Massachusetts', 'New York', 'Pennsylvania', 'Virginia', 'North Carolina', 'Georgia',
  'Florida', 'Ohio', 'Illinois', 'Minnesota', 'Texas', 'Colorado', 'Utah', 'California', 'Washington'],
  ARRAY['MA', 'NY', 'PA', 'VA', 'NC', 'GA', 'FL', 'OH', 'IL', 'MN', 'TX', 'CO', 'UT', 'CA', 'WA']) WITH ORDINALITY u(s, a, ord);
INSERT INTO zip_code
SELECT z, CASE WHEN random() < 0.72 THEN 'Standard' WHEN random() < 0.8 THEN 'PO Box' ELSE 'Unique' END,
       (ARRAY['Springfield', 'Franklin', 'Greenville', 'Clinton', 'Salem', 'Madison', 'Georgetown', 'Fairview', 'Riverside',
              'Bristol', 'Dover', 'Logan', 'Ogden', 'Chester', 'Marion', 'Oxford', 'Jackson', 'Ashland', 'Milton', 'Newport'])[1 + z % 20]
         || CASE WHEN z % 7 = 0 THEN ' Center' ELSE '' END,
       (ARRAY['Cache', 'Salt Lake', 'Washington', 'Franklin', 'Jefferson', 'Lincoln', 'Madison', 'Montgomery', 'Jackson', 'Wayne'])[1 + z % 10]
         || ' County',
       st.s, st.a
  FROM (SELECT DISTINCT 501 + floor(random() * 99449)::int AS z FROM generate_series(1, 3100) LIMIT 3000) zz
  JOIN st ON st.k = 1 + (zz.z * 15) / 99951
 ORDER BY z;

CREATE TABLE member (
  member_id text CONSTRAINT member_pk PRIMARY KEY,
  first_name text,
  last_name text,
  email text,
  position text,
  t_shirt_size text,
  phone text,
  zip integer REFERENCES zip_code (zip_code),
  link_to_major text REFERENCES major (major_id));
CREATE TEMP TABLE mb AS
SELECT i, (ARRAY['Angela', 'Grant', 'Luisa', 'Phillip', 'Rafi', 'Elijah', 'Carlo', 'Keaton', 'Amy', 'Adela', 'Sherri', 'Trent',
                 'Edwardo', 'Kevin', 'Annabella', 'Tyler', 'Casey', 'Emily', 'Garrett', 'Vincent', 'Dean', 'Maya', 'Brent',
                 'Mccauley', 'Christof', 'Madelyn', 'Dante', 'Cooper', 'Sacha', 'Connor', 'Matthew', 'Mari', 'Derek'])[i] AS fn,
          (ARRAY['Sanders', 'Gilmour', 'Guidi', 'Cullen', 'Balentine', 'Allen', 'Jacobs', 'Mcfarland', 'Firth', 'O''Gallagher',
                 'Ramsey', 'Towne', 'Ing', 'Hicks', 'Dubois', 'Blackburn', 'Mason', 'Jaquith', 'Gerke', 'Woodley', 'Harrington',
                 'Mcdonald', 'Dennis', 'Nellis', 'Nielson', 'Mckay', 'Dawson', 'Stevens', 'Horton', 'Park', 'Snay', 'Jacobo', 'Gray'])[i] AS ln,
          (SELECT zip_code FROM zip_code ORDER BY md5('z' || i || zip_code) LIMIT 1) AS zip
  FROM generate_series(1, 33) i;
INSERT INTO member
SELECT pg_temp.rec('member' || i), fn, ln, lower(fn) || '.' || lower(replace(ln, '''', '')) || '@lpu.edu',
       CASE i WHEN 1 THEN 'President' WHEN 2 THEN 'Vice President' WHEN 3 THEN 'Treasurer' WHEN 4 THEN 'Secretary'
              WHEN 5 THEN 'Inactive' WHEN 6 THEN 'Inactive' ELSE 'Member' END,
       (ARRAY['Small', 'Medium', 'Medium', 'Large', 'Large', 'X-Large'])[1 + i % 6],
       '(' || (200 + pg_temp.r(799)) || ') ' || (200 + pg_temp.r(799)) || '-' || lpad(pg_temp.r(9999)::text, 4, '0'),
       zip,
       CASE WHEN i = 27 THEN NULL ELSE pg_temp.rec('major' || (1 + (i * 37) % 113)) END
  FROM mb ORDER BY i;

-- members at the closed and open events, about ten per event with attendance taken
CREATE TABLE attendance (
  link_to_event text REFERENCES event (event_id),
  link_to_member text REFERENCES member (member_id),
  PRIMARY KEY (link_to_event, link_to_member));
INSERT INTO attendance
SELECT DISTINCT pg_temp.rec('event' || e), pg_temp.rec('member' || (CASE WHEN random() < 0.5 THEN pg_temp.r(8) ELSE pg_temp.r(33) END))
  FROM generate_series(1, 37) e CROSS JOIN generate_series(1, 12) k
 WHERE e % 5 <> 2 AND NOT (e <= 37 AND e % 13 = 0);

-- budget lines for the events the club budgets (Advertisement, Food, ...), several per event
CREATE TABLE budget (
  budget_id text PRIMARY KEY,
  category text,
  spent real,
  remaining real,
  amount integer,
  event_status text,
  link_to_event text REFERENCES event (event_id));
CREATE TEMP TABLE bl AS
SELECT row_number() OVER (ORDER BY e, c) AS i, e, c, (ARRAY[75, 150, 20, 50, 25, 40, 30])[c] AS amount
  FROM generate_series(1, 42) e CROSS JOIN generate_series(1, 5) c
 WHERE e % 3 = 1 AND (c <= 3 OR (e * c) % 4 = 1);
INSERT INTO budget
SELECT pg_temp.rec('budget' || i),
       (ARRAY['Advertisement', 'Food', 'Speaker Gifts', 'Parking', 'Club T-Shirts'])[c],
       sp, round((amount - sp)::numeric, 2)::real, amount,
       (SELECT status FROM event WHERE event_id = pg_temp.rec('event' || e)),
       pg_temp.rec('event' || e)
  FROM (SELECT i, e, c, amount, CASE WHEN e <= 30 THEN round((amount * (0.4 + random() * 0.6))::numeric, 2)::real ELSE 0 END AS sp
          FROM bl) b
 ORDER BY i;

CREATE TABLE expense (
  expense_id text PRIMARY KEY,
  expense_description text,
  expense_date text,
  cost real,
  approved text,
  link_to_member text REFERENCES member (member_id),
  link_to_budget text REFERENCES budget (budget_id));
INSERT INTO expense
SELECT pg_temp.rec('expense' || k),
       (ARRAY['Pizza', 'Posters', 'Water, chips, cookies', 'Parking', 'Club shirts', 'Speaker gift', 'Post Cards, Posters',
              'Water, Veggie tray, supplies'])[1 + k % 8],
       to_char(date '2019-08-20' + k * 7, 'YYYY-MM-DD'),
       round((5 + random() * 140)::numeric, 2)::real,
       CASE WHEN k = 17 THEN NULL ELSE 'true' END,
       pg_temp.rec('member' || (ARRAY[1, 2, 3, 3, 4, 7, 9])[1 + k % 7]),
       b.budget_id
  FROM generate_series(1, 32) k
  JOIN LATERAL (SELECT budget_id FROM budget WHERE spent > 0 ORDER BY md5('x' || k || budget_id) LIMIT 1) b ON true;

CREATE TABLE income (
  income_id text CONSTRAINT income_pk PRIMARY KEY,
  date_received text,
  amount integer,
  source text,
  notes text,
  link_to_member text REFERENCES member (member_id));
INSERT INTO income
SELECT pg_temp.rec('income' || k),
       to_char(date '2019-09-01' + k * 6, 'YYYY-MM-DD'),
       CASE WHEN k <= 28 THEN 50 ELSE (ARRAY[1000, 3000, 200, 500])[1 + k % 4] END,
       CASE WHEN k <= 28 THEN 'Dues' ELSE (ARRAY['School Appropration', 'Sponsorship', 'Fundraising', 'Fundraising'])[1 + k % 4] END,
       CASE WHEN k > 28 THEN (ARRAY['Secured donations to help pay for speaker gifts.', 'Annual funding from Student Government.',
                                    'Ticket sales for the club dinner.', 'Fundraising through bake sale.'])[1 + k % 4] END,
       CASE WHEN k <= 28 THEN pg_temp.rec('member' || (1 + (k * 7) % 33)) END
  FROM generate_series(1, 36) k;

ANALYZE;
