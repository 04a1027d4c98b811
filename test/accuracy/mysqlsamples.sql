-- test/accuracy/mysqlsamples.sql: the MySQL employees and world samples as a converted dump would have
-- them (pgloader-style: one schema per MySQL database, names folded to lower case), written for issue 16
-- as a held-out check: committed with its truth (mysqlsamples_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: employees keyed by emp_no (10001.. with a few gaps, ~20,000 rows), departments by a
-- char(4) code 'd001'..'d009' with a unique dept_name; dept_emp and dept_manager keyed by
-- (emp_no, dept_no), titles by (emp_no, title, from_date), salaries by (emp_no, from_date), with
-- '9999-01-01' as the to_date of current rows; managers are employees of the department they manage,
-- so dept_manager (emp_no, dept_no) also lies in dept_emp (an undeclared truth). world: country keyed by
-- a three-letter code with a distinct two-letter code2, city keyed by a dense id 1..n with
-- countrycode, countrylanguage keyed by (countrycode, language) with an enum-turned-char isofficial
-- 'T'/'F'; country.capital is a city id that the original never declares (NULL for the few countries
-- with no city): an undeclared truth. Skewed: Development and Production hold most employees, a few
-- countries hold most cities. Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.27);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

-- ---- employees ------------------------------------------------------------------------------------
CREATE SCHEMA employees;
CREATE TABLE employees.employees (emp_no int PRIMARY KEY, birth_date date NOT NULL, first_name varchar(14) NOT NULL,
                                  last_name varchar(16) NOT NULL, gender char(1) NOT NULL, hire_date date NOT NULL);
INSERT INTO employees.employees
SELECT g, date '1952-02-01' + pg_temp.r(4700),
       (ARRAY['Georgi','Bezalel','Parto','Chirstian','Kyoichi','Anneke','Tzvetan','Saniya','Sumant','Duangkaew','Mary',
              'Patricio','Eberhardt','Berni','Guoxiang','Kazuhito','Cristinel','Kazuhide','Lillian','Mayuko','Ramzi',
              'Shahaf','Bojan','Suzette','Prasadram','Yongqiao','Divier','Domenick','Otmar','Elvis','Karsten','Jeong',
              'Arif','Bader','Alain','Adamantios','Pradeep','Huan','Alejandro','Weiyi'])[pg_temp.r(40)],
       (ARRAY['Facello','Simmel','Bamford','Koblick','Maliniak','Preusig','Zielinski','Kalloufi','Peac','Piveteau',
              'Sluis','Bridgland','Terkki','Genin','Nooteboom','Cappelletti','Bouloucos','Peha','Haddadi','Warwick',
              'Erde','Famili','Montemayor','Pettey','Heyers','Berztiss','Reistad','Tempesti','Herbst','Demeyer',
              'Baek','Zschoche','Schusler','Rosenbaum','Legleitner','Portugali','Lortz','Schmiedel','Merlo','Swan'])[pg_temp.r(40)],
       CASE WHEN random() < 0.6 THEN 'M' ELSE 'F' END, date '1985-01-01' + pg_temp.r(5000)
  FROM generate_series(10001, 30300) g
 WHERE random() >= 0.012;
CREATE TABLE employees.departments (dept_no char(4) PRIMARY KEY, dept_name varchar(40) NOT NULL UNIQUE);
INSERT INTO employees.departments VALUES ('d001', 'Marketing'), ('d002', 'Finance'), ('d003', 'Human Resources'),
  ('d004', 'Production'), ('d005', 'Development'), ('d006', 'Quality Management'), ('d007', 'Sales'),
  ('d008', 'Research'), ('d009', 'Customer Service');
-- a department for each employee, weighted as in the sample; one in ten moves to another department
-- half way, one in eight has left
CREATE TEMP TABLE ed AS
SELECT e.emp_no, e.hire_date,
       (SELECT dept_no FROM (VALUES ('d001', 0.07), ('d002', 0.13), ('d003', 0.19), ('d004', 0.40), ('d005', 0.66),
                                    ('d006', 0.72), ('d007', 0.87), ('d008', 0.93), ('d009', 1.0)) w(dept_no, c)
         WHERE w.c >= x.u ORDER BY w.c LIMIT 1) AS d1,
       'd00' || pg_temp.r(9) AS d2, x.moves, x.left_on
  FROM employees.employees e
  CROSS JOIN LATERAL (SELECT random() + 0 * e.emp_no AS u, random() < 0.1 AS moves,
                             CASE WHEN random() < 0.125 THEN date '2001-01-01' + pg_temp.r(500) END AS left_on OFFSET 0) x;
CREATE TABLE employees.dept_emp (emp_no int NOT NULL REFERENCES employees.employees ON DELETE CASCADE,
                                 dept_no char(4) NOT NULL REFERENCES employees.departments ON DELETE CASCADE,
                                 from_date date NOT NULL, to_date date NOT NULL, PRIMARY KEY (emp_no, dept_no));
INSERT INTO employees.dept_emp
SELECT emp_no, d1, hire_date, CASE WHEN moves AND d2 <> d1 THEN hire_date + (date '2002-08-01' - hire_date) / 2
                                   ELSE coalesce(left_on, date '9999-01-01') END
  FROM ed
UNION ALL
SELECT emp_no, d2, hire_date + (date '2002-08-01' - hire_date) / 2, coalesce(left_on, date '9999-01-01')
  FROM ed WHERE moves AND d2 <> d1;
-- two to four managers a department, each an employee of it, one after another
CREATE TABLE employees.dept_manager (emp_no int NOT NULL REFERENCES employees.employees ON DELETE CASCADE,
                                     dept_no char(4) NOT NULL REFERENCES employees.departments ON DELETE CASCADE,
                                     from_date date NOT NULL, to_date date NOT NULL, PRIMARY KEY (emp_no, dept_no));
INSERT INTO employees.dept_manager
SELECT emp_no, dept_no, date '1985-01-01' + (k - 1) * (6000 / cnt),
       CASE WHEN k = cnt THEN date '9999-01-01' ELSE date '1985-01-01' + k * (6000 / cnt) END
  FROM (SELECT de.dept_no, de.emp_no, row_number() OVER (PARTITION BY de.dept_no ORDER BY md5(de.emp_no::text))::int AS k,
               2 + (ascii(substr(de.dept_no, 4, 1)) % 3) AS cnt
          FROM employees.dept_emp de JOIN ed ON ed.emp_no = de.emp_no AND NOT ed.moves) x
 WHERE k <= cnt;
CREATE TABLE employees.titles (emp_no int NOT NULL REFERENCES employees.employees ON DELETE CASCADE, title varchar(50) NOT NULL,
                               from_date date NOT NULL, to_date date, PRIMARY KEY (emp_no, title, from_date));
CREATE TEMP TABLE et AS
SELECT e.emp_no, e.hire_date, ed.left_on, random() < 0.55 AS eng, random() < 0.45 AS promoted
  FROM employees.employees e JOIN ed USING (emp_no);
INSERT INTO employees.titles
SELECT emp_no, CASE WHEN eng THEN 'Engineer' ELSE 'Staff' END, hire_date,
       CASE WHEN promoted THEN hire_date + 2500 ELSE coalesce(left_on, date '9999-01-01') END
  FROM et
UNION ALL
SELECT emp_no, CASE WHEN eng THEN 'Senior Engineer' ELSE 'Senior Staff' END, hire_date + 2500, coalesce(left_on, date '9999-01-01')
  FROM et WHERE promoted
UNION ALL
SELECT emp_no, 'Manager', from_date, to_date FROM employees.dept_manager;
CREATE TABLE employees.salaries (emp_no int NOT NULL REFERENCES employees.employees ON DELETE CASCADE, salary int NOT NULL,
                                 from_date date NOT NULL, to_date date NOT NULL, PRIMARY KEY (emp_no, from_date));
INSERT INTO employees.salaries
SELECT e.emp_no, e.base + 1800 * (k - 1), e.hire_date + 365 * (k - 1),
       CASE WHEN k = e.n THEN date '9999-01-01' ELSE e.hire_date + 365 * k END
  FROM (SELECT emp_no, hire_date, 38000 + pg_temp.r(50000) AS base, pg_temp.r(6) AS n FROM employees.employees) e
  CROSS JOIN LATERAL generate_series(1, e.n) k;

-- ---- world ----------------------------------------------------------------------------------------
CREATE SCHEMA world;
CREATE TEMP TABLE cc AS
SELECT row_number() OVER (ORDER BY code) AS i, code
  FROM (SELECT DISTINCT chr(64 + pg_temp.r(26)) || chr(64 + pg_temp.r(26)) || chr(64 + pg_temp.r(26)) AS code
          FROM generate_series(1, 250)) x
 ORDER BY code LIMIT 239;
CREATE TEMP TABLE c2 AS
SELECT row_number() OVER (ORDER BY md5(code2)) AS i, code2
  FROM (SELECT DISTINCT chr(64 + pg_temp.r(26)) || chr(64 + pg_temp.r(26)) AS code2 FROM generate_series(1, 300)) x;
-- countries: the first 232 have cities, the rest (islands, Antarctica) none
CREATE TEMP TABLE cn AS
SELECT cc.i, cc.code, c2.code2,
       (ARRAY['Ar','Bel','Cor','Dan','Est','Fal','Gor','Hel','Ir','Jam','Kor','Lum','Mal','Nor','Ost','Pal','Qat','Ros',
              'Sal','Tor','Ur','Val','Wes','Yem','Zan'])[pg_temp.r(25)] ||
       (ARRAY['a','i','o','u','e','ia','ea','ua'])[pg_temp.r(8)] ||
       (ARRAY['nia','stan','land','via','dor','gal','ria','mark','tia','ca','nam','sia'])[pg_temp.r(12)] AS name,
       CASE WHEN cc.i <= 232 THEN greatest(1, floor(130 * random() ^ 6)::int) ELSE 0 END AS ncity,
       1 + floor(10 * random() ^ 2.5)::int AS nlang
  FROM cc JOIN c2 USING (i);
CREATE TABLE world.country (code char(3) NOT NULL DEFAULT '' PRIMARY KEY, name char(52) NOT NULL DEFAULT '',
                            continent text NOT NULL DEFAULT 'Asia', region char(26) NOT NULL DEFAULT '',
                            surfacearea numeric(10,2) NOT NULL DEFAULT 0.00, indepyear smallint,
                            population int NOT NULL DEFAULT 0, lifeexpectancy numeric(3,1), gnp numeric(10,2),
                            gnpold numeric(10,2), localname char(45) NOT NULL DEFAULT '', governmentform char(45) NOT NULL DEFAULT '',
                            headofstate char(60), capital int, code2 char(2) NOT NULL DEFAULT '');
CREATE TABLE world.city (id serial PRIMARY KEY, name char(35) NOT NULL DEFAULT '',
                         countrycode char(3) NOT NULL DEFAULT '' REFERENCES world.country (code),
                         district char(20) NOT NULL DEFAULT '', population int NOT NULL DEFAULT 0);
CREATE TABLE world.countrylanguage (countrycode char(3) NOT NULL DEFAULT '' REFERENCES world.country (code),
                                    language char(30) NOT NULL DEFAULT '', isofficial char(1) NOT NULL DEFAULT 'F',
                                    percentage numeric(4,1) NOT NULL DEFAULT 0.0, PRIMARY KEY (countrycode, language));
-- cities numbered country by country (by the country's name), the largest first: the capital
CREATE TEMP TABLE cities AS
SELECT row_number() OVER (ORDER BY cn.name, cn.code, k) AS id, cn.code, k,
       (ARRAY['San','Port','New','Saint','North','East','Upper','Fort','Lake','Old'])[pg_temp.r(10)] || ' ' ||
       (ARRAY['Mira','Toba','Kessel','Alden','Varo','Bruna','Lisk','Orma','Tavi','Rhen','Sola','Dunmar','Ezra','Palo'])[pg_temp.r(14)]
         AS name,
       (ARRAY['Central','Northern','Southern','Coastal','Capital','Western','Eastern','Highlands'])[pg_temp.r(8)] AS district,
       CASE WHEN k = 1 THEN 500000 + pg_temp.r(9000000) ELSE 40000 + floor(400000 / k::float8 * random())::int END AS population
  FROM cn CROSS JOIN LATERAL generate_series(1, cn.ncity) k;
INSERT INTO world.country
SELECT cn.code, cn.name, c.continent, c.continent || ' ' || (ARRAY['North','South','East','West','Central'])[pg_temp.r(5)],
       round((1000 + random() * 2000000)::numeric, 2), CASE WHEN random() < 0.8 THEN (1200 + pg_temp.r(800))::smallint END,
       CASE WHEN cn.ncity = 0 THEN pg_temp.r(5000) - 1 ELSE 100000 + pg_temp.r(90000000) END,
       CASE WHEN cn.ncity > 0 THEN round((45 + random() * 38)::numeric, 1) END,
       round((random() * 500000)::numeric, 2), CASE WHEN random() < 0.7 THEN round((random() * 500000)::numeric, 2) END,
       cn.name, (ARRAY['Republic','Constitutional Monarchy','Federal Republic','Dependent Territory of the UK',
                       'Monarchy','Socialistic Republic'])[pg_temp.r(6)],
       CASE WHEN random() < 0.95 THEN 'Head ' || cn.i END,
       (SELECT id FROM cities WHERE cities.code = cn.code AND k = 1), cn.code2
  FROM cn CROSS JOIN LATERAL (SELECT (ARRAY['Asia','Europe','North America','Africa','Oceania','Antarctica','South America'])
                                     [CASE WHEN cn.ncity = 0 AND cn.i = 239 THEN 6 ELSE 1 + (pg_temp.r(12) + 0 * cn.i) % 7 END]
                                     AS continent OFFSET 0) c
 ORDER BY cn.code;
INSERT INTO world.city SELECT id, name, code, district, population FROM cities ORDER BY id;
SELECT setval('world.city_id_seq', (SELECT max(id) FROM world.city));
INSERT INTO world.countrylanguage
SELECT cn.code, l.language, CASE WHEN l.k = 1 OR random() < 0.1 THEN 'T' ELSE 'F' END,
       CASE WHEN l.k = 1 THEN round((50 + random() * 49)::numeric, 1) ELSE round((random() * 20)::numeric, 1) END
  FROM cn
  CROSS JOIN LATERAL (SELECT language, row_number() OVER (ORDER BY md5(language || cn.code)) AS k
                        FROM unnest(ARRAY['English','Spanish','French','Arabic','Portuguese','German','Russian','Chinese',
                                          'Hindi','Bengali','Swahili','Malay','Italian','Dutch','Turkish','Persian','Polish',
                                          'Ukrainian','Romanian','Greek','Hungarian','Czech','Swedish','Danish','Finnish',
                                          'Norwegian','Japanese','Korean','Thai','Vietnamese','Tamil','Telugu','Urdu',
                                          'Punjabi','Yoruba','Hausa','Zulu','Xhosa','Amharic','Somali','Quechua','Aymara',
                                          'Guarani','Maori','Samoan','Tongan','Fijian','Creole','Papiamento','Catalan'])
                             language
                       ORDER BY md5(language || cn.code) LIMIT cn.nlang) l;

ANALYZE;
