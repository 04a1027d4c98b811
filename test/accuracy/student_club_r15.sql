-- test/accuracy/student_club_r15.sql: the BIRD text-to-SQL benchmark's student_club database (a university
-- club's members, majors, events, attendance, budget lines, expenses and income, kept in Airtable and
-- exported to SQLite) as loaded into PostgreSQL, written for issue 16 as a held-out check (round 15) by
-- another hand than student_club.sql, from the benchmark's DDL and value shapes alone: committed with its
-- truth (student_club_r15_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; singular table names; every key but one is an Airtable record id,
-- text 'rec' + 14 letters and digits of mixed case, named <table>_id (member_id, event_id, major_id,
-- budget_id, expense_id, income_id); references are named link_to_<target> (link_to_major,
-- link_to_event, link_to_member, link_to_budget) and never carry the target's key name; member.zip is
-- an INTEGER ZIP code pointing at zip_code.zip_code, the one integer key, in a national ZIP list far
-- larger than the club (3,263 rows here; leading zeros of north-eastern ZIPs lost to the integer type).
-- attendance is the many-to-many of events and members keyed by its two links.  Text dates
-- ('2019-10-08T12:00:00' on events, '2019-09-10' elsewhere), money as REAL and INTEGER, booleans as
-- text ('true').  Sizes as the real club: 33 members of 113 majors (majors listed by the university,
-- most with no member), 42 events, about 330 attendances, 52 budget lines, 32 expenses filed by four
-- officers, 36 incomes of which the dues name a member and the rest (sponsorship, fundraising, school
-- appropriation) do not.  Every reference the benchmark's DDL declares holds in the data and is declared
-- here; there is no undeclared one.  Deterministic: setseed, md5-derived ids.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2015);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- an Airtable record id: 'rec' and 14 characters of [A-Za-z0-9] from base64 of two md5 digests
CREATE FUNCTION pg_temp.rec(t text, i int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'rec' || substr(regexp_replace(encode(decode(md5(t || i), 'hex') || decode(md5(i || t), 'hex'), 'base64'),
                                        '[^A-Za-z0-9]', '', 'g'), 1, 14) $$;

CREATE TABLE major (
  major_id text PRIMARY KEY, major_name text, department text, college text);
INSERT INTO major
SELECT pg_temp.rec('major', m), d[1 + m % 8] || CASE WHEN m > 8 THEN ' ' || (ARRAY['Studies', 'Science', 'Engineering', 'Education',
              'Management', 'Technology', 'and Policy', 'Systems', 'Design', 'Analytics', 'Communication', 'Administration', 'Arts',
              'Research'])[1 + (m / 8) % 14] ELSE '' END,
       dep[1 + m % 8] || ' Department', (ARRAY['College of Agriculture and Applied Sciences', 'College of Education and Human Services',
              'College of Engineering', 'College of Humanities and Social Sciences', 'College of Science',
              'Jon M. Huntsman School of Business', 'Caine College of the Arts', 'College of Natural Resources'])[1 + m % 8]
  FROM generate_series(1, 113) m,
       (SELECT ARRAY['Agribusiness', 'Elementary Education', 'Civil', 'History', 'Physics', 'Finance', 'Music', 'Wildlife'] AS d,
               ARRAY['Applied Economics', 'Teacher Education and Leadership', 'Civil and Environmental Engineering', 'History',
                     'Physics', 'Economics and Finance', 'Music', 'Wildland Resources'] AS dep) x
 ORDER BY md5('major' || m);

CREATE TABLE zip_code (
  zip_code integer PRIMARY KEY, type text, city text, county text, state text, short_state text);
INSERT INTO zip_code
SELECT z, (ARRAY['Standard', 'Standard', 'Standard', 'Standard', 'PO Box', 'Unique'])[pg_temp.r(6)],
       (ARRAY['Springfield', 'Franklin', 'Clinton', 'Greenville', 'Madison', 'Salem', 'Fairview', 'Georgetown', 'Logan',
              'Riverside', 'Arlington', 'Ashland', 'Dover', 'Oxford', 'Jackson'])[1 + (z * 7) % 15],
       (ARRAY['Washington County', 'Jefferson County', 'Franklin County', 'Cache County', 'Lincoln County', 'Jackson County',
              'Madison County', NULL])[1 + (z * 11) % 8],
       st[1 + (z / 2000) % 50], sh[1 + (z / 2000) % 50]
  FROM (SELECT DISTINCT 501 + floor(random() * 99400)::int AS z FROM generate_series(1, 3300)) x,
       (SELECT ARRAY['Massachusetts', 'Rhode Island', 'New Hampshire', 'Maine', 'Vermont', 'Connecticut', 'New Jersey',
                     'New York', 'Pennsylvania', 'Delaware', 'Maryland', 'Virginia', 'West Virginia', 'North Carolina',
                     'South Carolina', 'Georgia', 'Florida', 'Alabama', 'Tennessee', 'Mississippi', 'Kentucky', 'Ohio',
                     'Indiana', 'Michigan', 'Iowa', 'Wisconsin', 'Minnesota', 'South Dakota', 'North Dakota', 'Montana',
                     'Illinois', 'Missouri', 'Kansas', 'Nebraska', 'Louisiana', 'Arkansas', 'Oklahoma', 'Texas', 'Colorado',
                     'Wyoming', 'Idaho', 'Utah', 'Arizona', 'New Mexico', 'Nevada', 'California', 'Hawaii', 'Oregon',
                     'Washington', 'Alaska'] AS st,
               ARRAY['MA', 'RI', 'NH', 'ME', 'VT', 'CT', 'NJ', 'NY', 'PA', 'DE', 'MD', 'VA', 'WV', 'NC', 'SC', 'GA', 'FL',
                     'AL', 'TN', 'MS', 'KY', 'OH', 'IN', 'MI', 'IA', 'WI', 'MN', 'SD', 'ND', 'MT', 'IL', 'MO', 'KS', 'NE',
                     'LA', 'AR', 'OK', 'TX', 'CO', 'WY', 'ID', 'UT', 'AZ', 'NM', 'NV', 'CA', 'HI', 'OR', 'WA', 'AK'] AS sh) s
 ORDER BY z;
-- the club's own town (Logan, Utah) and its neighbours, where most members live
INSERT INTO zip_code
SELECT z, 'Standard', (ARRAY['Logan', 'North Logan', 'Providence', 'Smithfield', 'Hyde Park', 'Nibley'])[1 + z % 6],
       'Cache County', 'Utah', 'UT'
  FROM generate_series(84318, 84341) z
ON CONFLICT (zip_code) DO NOTHING;

CREATE TABLE member (
  member_id text PRIMARY KEY, first_name text, last_name text, email text, position text, t_shirt_size text,
  phone text, zip integer REFERENCES zip_code (zip_code), link_to_major text REFERENCES major (major_id));
INSERT INTO member
SELECT pg_temp.rec('member', m), fn, ln, lower(fn) || '.' || lower(ln) || '@lpu.edu',
       CASE m WHEN 3 THEN 'President' WHEN 11 THEN 'Vice President' WHEN 17 THEN 'Treasurer' WHEN 24 THEN 'Secretary'
              ELSE CASE WHEN m % 11 = 5 THEN 'Inactive' ELSE 'Member' END END,
       (ARRAY['Small', 'Medium', 'Medium', 'Large', 'Large', 'X-Large'])[pg_temp.r(6)],
       '(' || (400 + m * 13 % 500) || ') ' || (200 + m * 37 % 700) || '-' || lpad((m * 7919 % 10000)::text, 4, '0'),
       CASE WHEN m % 4 = 0 THEN (SELECT zip_code FROM zip_code WHERE zip_code < 84318 OR zip_code > 84341
                                  ORDER BY md5('z' || m || zip_code) LIMIT 1)
            ELSE (SELECT zip_code FROM zip_code WHERE zip_code BETWEEN 84318 AND 84341 ORDER BY md5('z' || m || zip_code) LIMIT 1) END,
       CASE WHEN m <> 29 THEN (SELECT major_id FROM major ORDER BY major_id OFFSET (m * 7 % 26) * 4 LIMIT 1) END
  FROM (SELECT m, (ARRAY['Angela', 'Grant', 'Luisa', 'Phillip', 'Kevin', 'Maya', 'Tyler', 'Sherri', 'Brent', 'Elijah',
                         'Adela', 'Connor', 'Dean', 'Keaton', 'Rafi', 'Trent', 'Amy', 'Edwardo', 'Garrett', 'Vincent',
                         'Annabella', 'Christof', 'Carlo', 'Emily', 'Sacha', 'Matthew', 'Luis', 'Casey', 'Cullen', 'Mccauley',
                         'Madelyn', 'Rachel', 'Julie'])[m] AS fn,
               (ARRAY['Sanders', 'Gilmour', 'Guidi', 'Cullen', 'Kinder', 'Mclean', 'Barrow', 'Noble', 'Thomas', 'Allen',
                      'Macdonald', 'Nixon', 'Bone', 'Krause', 'Hughes', 'Jacobs', 'Firth', 'Ling', 'Ramos', 'Smith',
                      'Coleman', 'Mendez', 'Mccray', 'Pugh', 'Goff', 'Taylor', 'Brady', 'Mullins', 'Frederick', 'Koval',
                      'Gordon', 'Hunt', 'Ward'])[m] AS ln
          FROM generate_series(1, 33) m) x
 ORDER BY md5('member' || m);

CREATE TABLE event (
  event_id text PRIMARY KEY, event_name text, event_date text, type text, notes text, location text, status text);
INSERT INTO event
SELECT pg_temp.rec('event', e),
       CASE t WHEN 'Meeting' THEN (ARRAY['September', 'October', 'November', 'December', 'January', 'February', 'March', 'April', 'May'])[1 + e % 9] || ' Meeting'
              WHEN 'Game' THEN 'Basketball game' WHEN 'Guest Speaker' THEN 'Career Speaker ' || e
              WHEN 'Election' THEN 'Officers meeting - ' || (2018 + e % 3) ELSE (ARRAY['Laugh Out Loud', 'Women''s Soccer', 'Yearly Kickoff',
              'Community Theater', 'Registration', 'Spring Elections'])[1 + e % 6] END,
       to_char('2019-08-20'::date + e * 14 + (e * 5) % 9, 'YYYY-MM-DD') || 'T12:00:00', t,
       CASE WHEN e % 5 = 0 THEN 'All active members can vote for new officers between 4pm-8pm.' WHEN e % 7 = 0 THEN 'Bring a friend' END,
       CASE WHEN t IN ('Game', 'Social') THEN 'Campus Rec Center' WHEN e % 3 = 0 THEN 'MU 215' WHEN e % 3 = 1 THEN '900 E. Washington St.' END,
       CASE WHEN e <= 17 THEN 'Closed' WHEN e <= 38 THEN 'Open' ELSE 'Planning' END
  FROM (SELECT e, (ARRAY['Meeting', 'Meeting', 'Meeting', 'Game', 'Guest Speaker', 'Social', 'Election', 'Community Service',
                         'Budget'])[1 + (e * 5) % 9] AS t FROM generate_series(1, 42) e) x
 ORDER BY md5('event' || e);

CREATE TABLE attendance (
  link_to_event text REFERENCES event (event_id), link_to_member text REFERENCES member (member_id),
  PRIMARY KEY (link_to_event, link_to_member));
-- closed and open events have attendance; events still being planned have none; active members come often
INSERT INTO attendance
SELECT pg_temp.rec('event', e), pg_temp.rec('member', m)
  FROM generate_series(1, 38) e, generate_series(1, 33) m
 WHERE m % 11 <> 5 AND random() + 0 * e < CASE WHEN m IN (3, 11, 17, 24) THEN 0.6 ELSE 0.25 END;

CREATE TABLE budget (
  budget_id text PRIMARY KEY, category text, spent real, remaining real, amount integer, event_status text,
  link_to_event text REFERENCES event (event_id));
INSERT INTO budget
SELECT pg_temp.rec('budget', b::int), cat, sp, amt - sp, amt, st, pg_temp.rec('event', e)
  FROM (SELECT b, e, cat, amt, CASE WHEN e <= 17 THEN round((amt * (0.4 + random() * 0.7))::numeric, 2)::real
                                    WHEN e <= 38 THEN round((amt * random() * 0.5)::numeric, 2)::real ELSE 0 END AS sp,
               CASE WHEN e <= 17 THEN 'Closed' WHEN e <= 38 THEN 'Open' ELSE 'Planning' END AS st
          FROM (SELECT b, e, (ARRAY['Advertisement', 'Food', 'Speaker Gifts', 'Parking', 'Club T-Shirts'])[c] AS cat,
                       (ARRAY[75, 150, 25, 20, 120])[c] AS amt
                  FROM (SELECT row_number() OVER (ORDER BY e, c) AS b, e, c
                          FROM (SELECT e, c FROM generate_series(1, 42) e, generate_series(1, 5) c
                                 WHERE (e * 5) % 9 IN (0, 1, 2, 4, 5) AND (c <= 2 OR (c = 3 AND (e * 5) % 9 = 4)
                                                                          OR (c = 4 AND e % 4 = 0) OR (c = 5 AND e % 10 = 1))) y) z) w) v
 WHERE b <= 52;

CREATE TABLE expense (
  expense_id text PRIMARY KEY, expense_description text, expense_date text, cost real, approved text,
  link_to_member text REFERENCES member (member_id), link_to_budget text REFERENCES budget (budget_id));
INSERT INTO expense
SELECT pg_temp.rec('expense', x), CASE b.category WHEN 'Food' THEN (ARRAY['Pizza', 'Snacks', 'Water, chips, cookies'])[1 + x % 3]
                                                  WHEN 'Advertisement' THEN 'Posters' WHEN 'Speaker Gifts' THEN 'Speaker gift'
                                                  WHEN 'Parking' THEN 'Parking' ELSE 'Club shirts' END,
       to_char('2019-08-20'::date + x * 9, 'YYYY-MM-DD'), round((b.amount * (0.3 + random() * 0.6))::numeric, 2)::real,
       CASE WHEN x % 16 = 0 THEN NULL ELSE 'true' END,
       pg_temp.rec('member', (ARRAY[3, 17, 17, 11, 24, 17])[1 + x % 6]), b.budget_id
  FROM (SELECT x, (SELECT budget_id FROM budget WHERE event_status <> 'Planning' ORDER BY md5('bx' || x || budget_id) LIMIT 1) AS bid
          FROM generate_series(1, 32) x) y JOIN budget b ON b.budget_id = y.bid;

CREATE TABLE income (
  income_id text PRIMARY KEY, date_received text, amount integer, source text, notes text,
  link_to_member text REFERENCES member (member_id));
INSERT INTO income
SELECT pg_temp.rec('income', i), to_char('2019-09-01'::date + i * 7, 'YYYY-MM-DD'),
       CASE WHEN i <= 28 THEN 50 WHEN i <= 31 THEN 1000 ELSE (ARRAY[200, 300, 3000, 500, 3000])[i - 31] END,
       CASE WHEN i <= 28 THEN 'Dues' WHEN i <= 31 THEN 'Sponsorship' WHEN i <= 34 THEN 'Fundraising' ELSE 'School Appropration' END,
       CASE WHEN i > 28 AND i % 2 = 0 THEN 'Secured through the university' END,
       CASE WHEN i <= 28 THEN pg_temp.rec('member', (ARRAY[1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25,
                                                           26, 28, 30, 31, 32, 33])[i]) END
  FROM generate_series(1, 36) i;
ANALYZE;
