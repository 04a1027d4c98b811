-- test/accuracy/mysql_employees.sql: the MySQL "employees" sample database (datacharmer/test_db)
-- as converted to PostgreSQL by pgloader (schema named after the MySQL database, the ENUM column
-- turned into a type <table>_<column>), scaled down to about three thousand employees; written for
-- issue 16 as a held-out check (eleventh round): committed with its truth
-- (mysql_employees_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, employees; singular-prefixed keys emp_no (integer, from 10001, the
-- rank and file dense 10001..13000, the 24 department managers in a block of their own from
-- 110022, as in the original) and dept_no (char(4), 'd001'..'d009', the nine departments with a
-- UNIQUE dept_name); history tables whose primary key starts with emp_no: dept_emp and
-- dept_manager (emp_no, dept_no), titles (emp_no, title, from_date), salaries (emp_no, from_date);
-- every history row carries from_date / to_date, current rows to_date '9999-01-01'; the six
-- declared foreign keys are the original's (ON DELETE CASCADE). Salaries are yearly on the hire
-- anniversary; promotions (Staff -> Senior Staff, Engineer -> Senior Engineer) also fall on an
-- anniversary, so titles(emp_no, from_date) is contained in salaries(emp_no, from_date): a
-- consequence of how the original was generated, not a reference (a title does not refer to a
-- salary), left out of the truth. About one in ten changed department once (two dept_emp rows),
-- about one in eight left (every to_date in the past). Departments are skewed (Development and
-- Production hold most). Every manager is also an employee of the department managed (a dept_emp
-- row for the same emp_no and dept_no), so dept_manager(emp_no, dept_no) -> dept_emp(emp_no,
-- dept_no) holds (undeclared). No orphans: the original enforces its keys.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.10001);

CREATE SCHEMA employees;
SET search_path = employees, public;
CREATE TYPE employees.employees_gender AS ENUM ('M', 'F');

CREATE TABLE employees.employees (
    emp_no     integer NOT NULL,
    birth_date date NOT NULL,
    first_name varchar(14) NOT NULL,
    last_name  varchar(16) NOT NULL,
    gender     employees.employees_gender NOT NULL,
    hire_date  date NOT NULL,
    PRIMARY KEY (emp_no)
);
CREATE TABLE employees.departments (
    dept_no   char(4) NOT NULL,
    dept_name varchar(40) NOT NULL,
    PRIMARY KEY (dept_no),
    CONSTRAINT idx_16983_dept_name UNIQUE (dept_name)
);
CREATE TABLE employees.dept_manager (
    emp_no    integer NOT NULL,
    dept_no   char(4) NOT NULL,
    from_date date NOT NULL,
    to_date   date NOT NULL,
    PRIMARY KEY (emp_no, dept_no),
    CONSTRAINT dept_manager_ibfk_1 FOREIGN KEY (emp_no) REFERENCES employees.employees (emp_no) ON DELETE CASCADE,
    CONSTRAINT dept_manager_ibfk_2 FOREIGN KEY (dept_no) REFERENCES employees.departments (dept_no) ON DELETE CASCADE
);
CREATE INDEX idx_16988_dept_no ON employees.dept_manager (dept_no);
CREATE TABLE employees.dept_emp (
    emp_no    integer NOT NULL,
    dept_no   char(4) NOT NULL,
    from_date date NOT NULL,
    to_date   date NOT NULL,
    PRIMARY KEY (emp_no, dept_no),
    CONSTRAINT dept_emp_ibfk_1 FOREIGN KEY (emp_no) REFERENCES employees.employees (emp_no) ON DELETE CASCADE,
    CONSTRAINT dept_emp_ibfk_2 FOREIGN KEY (dept_no) REFERENCES employees.departments (dept_no) ON DELETE CASCADE
);
CREATE INDEX idx_16986_dept_no ON employees.dept_emp (dept_no);
CREATE TABLE employees.titles (
    emp_no    integer NOT NULL,
    title     varchar(50) NOT NULL,
    from_date date NOT NULL,
    to_date   date,
    PRIMARY KEY (emp_no, title, from_date),
    CONSTRAINT titles_ibfk_1 FOREIGN KEY (emp_no) REFERENCES employees.employees (emp_no) ON DELETE CASCADE
);
CREATE TABLE employees.salaries (
    emp_no    integer NOT NULL,
    salary    integer NOT NULL,
    from_date date NOT NULL,
    to_date   date NOT NULL,
    PRIMARY KEY (emp_no, from_date),
    CONSTRAINT salaries_ibfk_1 FOREIGN KEY (emp_no) REFERENCES employees.employees (emp_no) ON DELETE CASCADE
);

INSERT INTO employees.departments VALUES
  ('d001', 'Marketing'), ('d002', 'Finance'), ('d003', 'Human Resources'), ('d004', 'Production'),
  ('d005', 'Development'), ('d006', 'Quality Management'), ('d007', 'Sales'), ('d008', 'Research'),
  ('d009', 'Customer Service');

-- Department shares as in the original (Development ~29%, Production ~25%, Sales ~14% ...).
CREATE TEMP TABLE dshare (dept_no char(4), lo float8, hi float8);
INSERT INTO dshare VALUES ('d005', 0.00, 0.29), ('d004', 0.29, 0.54), ('d007', 0.54, 0.68), ('d009', 0.68, 0.75),
  ('d008', 0.75, 0.81), ('d006', 0.81, 0.87), ('d001', 0.87, 0.93), ('d002', 0.93, 0.97), ('d003', 0.97, 1.00);

CREATE TEMP TABLE mgr (emp_no int, dept_no char(4), seq int, from_date date, to_date date);
INSERT INTO mgr VALUES
  (110022, 'd001', 1, '1985-01-01', '1991-10-01'), (110039, 'd001', 2, '1991-10-01', '9999-01-01'),
  (110085, 'd002', 1, '1985-01-01', '1989-12-17'), (110114, 'd002', 2, '1989-12-17', '9999-01-01'),
  (110183, 'd003', 1, '1985-01-01', '1992-03-21'), (110228, 'd003', 2, '1992-03-21', '9999-01-01'),
  (110303, 'd004', 1, '1985-01-01', '1988-09-09'), (110344, 'd004', 2, '1988-09-09', '1992-08-02'),
  (110386, 'd004', 3, '1992-08-02', '1996-08-30'), (110420, 'd004', 4, '1996-08-30', '9999-01-01'),
  (110511, 'd005', 1, '1985-01-01', '1992-04-25'), (110567, 'd005', 2, '1992-04-25', '9999-01-01'),
  (110725, 'd006', 1, '1985-01-01', '1989-05-06'), (110765, 'd006', 2, '1989-05-06', '1991-09-12'),
  (110800, 'd006', 3, '1991-09-12', '1994-06-28'), (110854, 'd006', 4, '1994-06-28', '9999-01-01'),
  (111035, 'd007', 1, '1985-01-01', '1991-03-07'), (111133, 'd007', 2, '1991-03-07', '9999-01-01'),
  (111400, 'd008', 1, '1985-01-01', '1991-04-08'), (111534, 'd008', 2, '1991-04-08', '9999-01-01'),
  (111692, 'd009', 1, '1985-01-01', '1988-10-17'), (111784, 'd009', 2, '1988-10-17', '1992-09-08'),
  (111877, 'd009', 3, '1992-09-08', '1996-01-03'), (111939, 'd009', 4, '1996-01-03', '9999-01-01');

-- Employees: hires skewed to the late eighties, births 1952..1965.
CREATE TEMP TABLE emp0 AS
SELECT e AS emp_no,
       CASE WHEN e >= 110000 THEN date '1985-01-01' - (random() * 400)::int
            ELSE date '1985-01-01' + floor(5510 * random() ^ 1.6)::int END AS hire_date,
       date '1952-02-01' + (random() * 4748)::int AS birth_date,
       CASE WHEN random() < 0.6 THEN 'M' ELSE 'F' END AS gender,
       random() AS u, random() AS u2, random() AS u3
  FROM (SELECT generate_series(10001, 13000) UNION ALL SELECT emp_no FROM mgr) s(e);
INSERT INTO employees.employees
SELECT emp_no, birth_date,
       (ARRAY['Georgi', 'Bezalel', 'Parto', 'Chirstian', 'Kyoichi', 'Anneke', 'Tzvetan', 'Saniya', 'Sumant', 'Duangkaew',
              'Mary', 'Patricio', 'Eberhardt', 'Berni', 'Guoxiang', 'Kazuhito', 'Cristinel', 'Kazuhide', 'Lillian', 'Mayuko',
              'Ramzi', 'Shahaf', 'Bojan', 'Suzette', 'Prasadram', 'Yongqiao', 'Divier', 'Domenick', 'Otmar', 'Elvis',
              'Karsten', 'Jeong', 'Arif', 'Bader', 'Alain', 'Adamantios', 'Pradeep', 'Huan', 'Alejandro', 'Weiyi'])[1 + floor(random() * 40)::int],
       (ARRAY['Facello', 'Simmel', 'Bamford', 'Koblick', 'Maliniak', 'Preusig', 'Zielinski', 'Kalloufi', 'Peac', 'Piveteau',
              'Sluis', 'Bridgland', 'Terkki', 'Genin', 'Nooteboom', 'Cappelletti', 'Bouloucos', 'Peha', 'Haddadi', 'Warwick',
              'Erde', 'Famili', 'Montemayor', 'Pettey', 'Heyers', 'Berztiss', 'Reistad', 'Tempesti', 'Herbst', 'Demeyer',
              'Joslin', 'Reistad', 'Gihr', 'Swan', 'Chappelet', 'Portugali', 'Baek', 'Lortz', 'Brender', 'Meriste'])[1 + floor(random() * 40)::int],
       gender::employees.employees_gender, hire_date
  FROM emp0 ORDER BY emp_no;

-- Each employee's career: department(s), leave date (NULL = current), title track.
CREATE TEMP TABLE career AS
SELECT e.emp_no, e.hire_date,
       coalesce(m.dept_no, (SELECT d.dept_no FROM dshare d WHERE e.u >= d.lo AND e.u < d.hi)) AS dept1,
       CASE WHEN m.emp_no IS NULL AND e.u2 < 0.10 AND e.hire_date < date '2001-01-01'
            THEN (SELECT d.dept_no FROM dshare d WHERE ((e.u * 7.31) - floor(e.u * 7.31)) >= d.lo
                                                   AND ((e.u * 7.31) - floor(e.u * 7.31)) < d.hi) END AS dept2,
       CASE WHEN m.emp_no IS NULL AND e.u3 < 0.125 AND e.hire_date < date '2001-06-01'
            THEN e.hire_date + 200 + floor(random() * (date '2002-08-01' - e.hire_date - 200))::int END AS left_on
  FROM emp0 e LEFT JOIN (SELECT DISTINCT emp_no, dept_no FROM mgr) m USING (emp_no);
-- A second department must differ from the first.
UPDATE career SET dept2 = CASE dept1 WHEN 'd005' THEN 'd004' ELSE 'd005' END WHERE dept2 = dept1;
ALTER TABLE career ADD COLUMN moved_on date, ADD COLUMN end_on date;
UPDATE career SET end_on = coalesce(left_on, date '9999-01-01');
UPDATE career SET moved_on = hire_date + 30 + floor(random() * (least(end_on, date '2002-08-01') - hire_date - 60))::int
 WHERE dept2 IS NOT NULL;

INSERT INTO employees.dept_emp
SELECT emp_no, dept1, hire_date, coalesce(moved_on, end_on) FROM career
UNION ALL
SELECT emp_no, dept2, moved_on, end_on FROM career WHERE dept2 IS NOT NULL;

INSERT INTO employees.dept_manager SELECT emp_no, dept_no, from_date, to_date FROM mgr;

-- Salaries: one row per year on the hire anniversary until 2002-08-01 (or the leave date).
CREATE TEMP TABLE sal0 AS
SELECT c.emp_no, y, (c.hire_date + make_interval(years => y))::date AS from_date, c.end_on, c.dept1
  FROM career c, LATERAL generate_series(0, 18) y
 WHERE (c.hire_date + make_interval(years => y))::date <= least(c.end_on - 1, date '2002-08-01');
INSERT INTO employees.salaries
SELECT emp_no,
       (38000 + floor(random() * 30000) + (y * (1200 + floor(random() * 2500))))::int
         + CASE WHEN emp_no >= 110000 THEN 20000 ELSE 0 END,
       from_date,
       coalesce(lead(from_date) OVER w, end_on)
  FROM sal0 WINDOW w AS (PARTITION BY emp_no ORDER BY from_date)
 ORDER BY emp_no, from_date;

-- Titles: a track by department; a promotion on an anniversary for about half.
CREATE TEMP TABLE tt AS
SELECT c.emp_no, c.hire_date, c.end_on,
       CASE WHEN c.emp_no >= 110000 THEN 'Manager'
            WHEN c.dept1 IN ('d004', 'd005', 'd006', 'd008') THEN
                 (ARRAY['Engineer', 'Engineer', 'Engineer', 'Assistant Engineer', 'Senior Engineer', 'Technique Leader'])[1 + floor(random() * 6)::int]
            ELSE (ARRAY['Staff', 'Staff', 'Staff', 'Senior Staff'])[1 + floor(random() * 4)::int] END AS t1,
       (SELECT max(y) FROM sal0 s WHERE s.emp_no = c.emp_no) AS years,
       random() AS up
  FROM career c;
ALTER TABLE tt ADD COLUMN promo_year int;
UPDATE tt SET promo_year = 1 + floor(random() * years)::int
 WHERE up < 0.5 AND years >= 2 AND t1 IN ('Engineer', 'Staff', 'Assistant Engineer');
INSERT INTO employees.titles
SELECT emp_no, t1, hire_date,
       CASE WHEN promo_year IS NULL THEN end_on ELSE (hire_date + make_interval(years => promo_year))::date END
  FROM tt
UNION ALL
SELECT emp_no, CASE t1 WHEN 'Staff' THEN 'Senior Staff' WHEN 'Engineer' THEN 'Senior Engineer' ELSE 'Engineer' END,
       (hire_date + make_interval(years => promo_year))::date, end_on
  FROM tt WHERE promo_year IS NOT NULL;

RESET search_path;
ANALYZE;
