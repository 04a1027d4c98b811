-- test/accuracy/hr.sql: a human-resources schema in the style of a converted Oracle sample,
-- written as a held-out check after the decision model was tuned, never tuned on (truth:
-- hr_truth.csv, every foreign key declared).
--
-- Its conventions: sparse numeric keys in steps (departments 10, 20, ...; locations 1000, 1100,
-- ...; employees from 100), a text job key ('SA_REP'), two-letter country codes, a manager
-- that is both a role of departments and a self reference of employees, salaries and
-- commission values that fall inside key ranges, and a history table keyed by
-- (employee_id, start_date). Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE regions (region_id int PRIMARY KEY, region_name text);
INSERT INTO regions VALUES (1, 'Europe'), (2, 'Americas'), (3, 'Asia'), (4, 'Middle East and Africa');
CREATE TABLE countries (country_id char(2) PRIMARY KEY, country_name text, region_id int REFERENCES regions);
INSERT INTO countries SELECT chr(65 + g / 26) || chr(65 + (g * 7) % 26), 'Country ' || g, 1 + g % 4 FROM generate_series(0, 24) g;
CREATE TABLE locations (location_id int PRIMARY KEY, street_address text, postal_code text, city text,
                        state_province text, country_id char(2) REFERENCES countries);
INSERT INTO locations SELECT 1000 + 100 * g, g || ' Main Street', lpad((g * 977 % 99999)::text, 5, '0'), 'City ' || g,
       CASE WHEN g % 3 = 0 THEN 'State ' || g END,
       (SELECT country_id FROM countries ORDER BY country_id OFFSET (g * 3) % 25 LIMIT 1) FROM generate_series(0, 22) g;
CREATE TABLE jobs (job_id varchar(10) PRIMARY KEY, job_title text, min_salary int, max_salary int);
INSERT INTO jobs SELECT d || '_' || r, initcap(r) || ' ' || d, 2000 + 500 * (g % 9), 9000 + 1000 * (g % 15)
  FROM (SELECT row_number() OVER () AS g, d, r FROM unnest(ARRAY['AD','FI','AC','SA','ST','SH','IT','MK','HR','PR','PU']) d,
        unnest(ARRAY['MGR','CLERK','REP']) r) s;
CREATE TABLE employees (employee_id int PRIMARY KEY, first_name text, last_name text, email text UNIQUE, phone_number text,
                        hire_date date, job_id varchar(10) REFERENCES jobs, salary numeric(8,2), commission_pct numeric(2,2),
                        manager_id int REFERENCES employees, department_id int);
CREATE TABLE departments (department_id int PRIMARY KEY, department_name text, manager_id int REFERENCES employees,
                          location_id int REFERENCES locations);
INSERT INTO employees SELECT 100 + g, 'First' || g, 'Last' || (g % 97), 'E' || g || '@corp', '515.123.' || lpad(g::text, 4, '0'),
       '2010-01-01'::date + (g * 17) % 4000,
       (SELECT job_id FROM jobs ORDER BY job_id OFFSET (g * 5) % 33 LIMIT 1),
       2100 + (g * 373) % 22000, CASE WHEN g % 5 = 0 THEN (g % 4 + 1) / 10.0 END,
       CASE WHEN g > 0 THEN 100 + (g - 1) / 4 END, NULL
  FROM generate_series(0, 206) g;
INSERT INTO departments SELECT 10 * g, 'Department ' || g, CASE WHEN g % 3 <> 0 THEN 100 + (g * 7) % 207 END,
       1000 + 100 * ((g * 5) % 23) FROM generate_series(1, 27) g;
UPDATE employees SET department_id = 10 * (1 + (employee_id * 11) % 27) WHERE employee_id % 25 <> 0;
ALTER TABLE employees ADD FOREIGN KEY (department_id) REFERENCES departments;
CREATE TABLE job_history (employee_id int REFERENCES employees, start_date date, end_date date,
                          job_id varchar(10) REFERENCES jobs, department_id int REFERENCES departments,
                          PRIMARY KEY (employee_id, start_date));
INSERT INTO job_history SELECT 100 + (g * 13) % 207, '2000-01-01'::date + g * 31, '2000-01-01'::date + g * 31 + 300 + g % 400,
       (SELECT job_id FROM jobs ORDER BY job_id OFFSET (g * 7) % 33 LIMIT 1), 10 * (1 + (g * 5) % 27)
  FROM generate_series(1, 120) g;
ANALYZE;
