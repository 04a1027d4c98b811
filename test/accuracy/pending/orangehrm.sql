-- test/accuracy/orangehrm.sql: a subset of the OrangeHRM open-source HR system (its MySQL installer schema,
-- dbscript-1.sql, as loaded into PostgreSQL), written for issue 16 as a held-out check (round 19):
-- committed with its truth (orangehrm_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: two generations of names side by side. The old hs_hr_* tables prefix every column with
-- an abbreviation of the table (emp_, erep_, ed_, ebsal_): hs_hr_employee is keyed by emp_number (an
-- integer), while employee_id there is the visible text code ('0001', zero-padded, not always equal to
-- emp_number); the satellites hs_hr_emp_* are keyed by emp_number (+ a seqno). Employee lookups are named
-- by old codes: nation_code -> ohrm_nationality, emp_status -> ohrm_employment_status, job_title_code ->
-- ohrm_job_title, eeo_cat_code -> ohrm_job_category, work_station -> ohrm_subunit (a nested set: lft, rgt,
-- level, no parent column), termination_id -> ohrm_emp_termination (which points back by emp_number: a
-- cycle). hs_hr_emp_reportto holds two role references to the employee (erep_sup_emp_number,
-- erep_sub_emp_number) and erep_reporting_mode -> ohrm_emp_reporting_method. Countries are keyed by a
-- two-letter text code cou_code; ohrm_location.country_code references it (declared), the employee's
-- address country coun_code (varchar(100), NULL when not entered) holds the same codes undeclared.
-- Currencies are keyed by the three-letter text currency_id (hs_hr_currency_type also has an integer
-- code column 1..n that nothing references). The newer ohrm_* tables use id keys, but the time module
-- names the employee employee_id (bigint) while meaning emp_number: ohrm_timesheet.employee_id and
-- ohrm_timesheet_item.employee_id are undeclared references to hs_hr_employee.emp_number, as is
-- ohrm_timesheet_item.project_id -> ohrm_project; ohrm_attendance_record.employee_id is declared.
-- ohrm_leave.status -> ohrm_leave_status.status (the status code, not the id) is undeclared.
-- Soft deletes: ohrm_user.deleted, ohrm_leave_type.deleted, ohrm_leave_entitlement.deleted,
-- ohrm_job_title.is_deleted, ohrm_customer/ohrm_project/ohrm_project_activity.is_deleted; deleted rows
-- stay referenced. Purged (GDPR) employees keep their row with names blanked and purged_at set; a few
-- emp_numbers are gaps (hard-deleted, cascaded away). ohrm_user.created_by and modified_user_id are self
-- references (admins create users; modified_user_id mostly NULL); ohrm_leave_entitlement.created_by_id ->
-- ohrm_user. Salary amounts are text (ebsal_basic_salary varchar). Left out of the truth because no data
-- can decide them or their target is not in this subset: hs_hr_emp_basicsalary.payperiod_code (its table
-- hs_hr_payperiod is not here), ohrm_leave_type.operational_country_id (always NULL),
-- ohrm_leave_entitlement.entitlement_type (always 1; its table is not here), provin_code / city_code
-- (free text).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2019);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- lookups ---------------------------------------------------------------
CREATE TABLE hs_hr_country (
  cou_code char(2) NOT NULL DEFAULT '' PRIMARY KEY, name varchar(80) NOT NULL DEFAULT '',
  cou_name varchar(80) NOT NULL DEFAULT '', iso3 char(3), numcode smallint);
INSERT INTO hs_hr_country
SELECT c, upper(n), n, i, num FROM (VALUES
  ('US','United States','USA',840),('GB','United Kingdom','GBR',826),('LK','Sri Lanka','LKA',144),
  ('IN','India','IND',356),('CA','Canada','CAN',124),('AU','Australia','AUS',36),('DE','Germany','DEU',276),
  ('FR','France','FRA',250),('SG','Singapore','SGP',702),('MY','Malaysia','MYS',458),('AE','United Arab Emirates','ARE',784),
  ('NL','Netherlands','NLD',528),('IE','Ireland','IRL',372),('NZ','New Zealand','NZL',554),('ZA','South Africa','ZAF',710),
  ('PH','Philippines','PHL',608),('BR','Brazil','BRA',76),('MX','Mexico','MEX',484),('JP','Japan','JPN',392),
  ('CN','China','CHN',156),('ES','Spain','ESP',724),('IT','Italy','ITA',380),('SE','Sweden','SWE',752),
  ('NO','Norway','NOR',578),('DK','Denmark','DNK',208),('FI','Finland','FIN',246),('PL','Poland','POL',616),
  ('BE','Belgium','BEL',56),('CH','Switzerland','CHE',756),('AT','Austria','AUT',40),('PT','Portugal','PRT',620),
  ('KE','Kenya','KEN',404),('NG','Nigeria','NGA',566),('EG','Egypt','EGY',818),('PK','Pakistan','PAK',586),
  ('BD','Bangladesh','BGD',50),('TH','Thailand','THA',764),('VN','Viet Nam','VNM',704),('ID','Indonesia','IDN',360),
  ('KR','Korea, Republic of','KOR',410),('AR','Argentina','ARG',32),('CL','Chile','CHL',152),('CO','Colombia','COL',170),
  ('PE','Peru','PER',604),('SA','Saudi Arabia','SAU',682),('QA','Qatar','QAT',634),('IL','Israel','ISR',376),
  ('TR','Turkey','TUR',792),('GR','Greece','GRC',300),('CZ','Czech Republic','CZE',203),('HU','Hungary','HUN',348),
  ('RO','Romania','ROU',642),('UA','Ukraine','UKR',804),('MV','Maldives','MDV',462),('NP','Nepal','NPL',524))
  AS v(c, n, i, num);

CREATE TABLE ohrm_nationality (id serial PRIMARY KEY, name varchar(100) NOT NULL);
INSERT INTO ohrm_nationality (name)
SELECT n FROM unnest(ARRAY['Afghan','Albanian','Algerian','American','Andorran','Angolan','Argentinean','Armenian',
  'Australian','Austrian','Azerbaijani','Bahamian','Bahraini','Bangladeshi','Barbadian','Belarusian','Belgian',
  'Belizean','Beninese','Bhutanese','Bolivian','Bosnian','Brazilian','British','Bruneian','Bulgarian','Burkinabe',
  'Burmese','Burundian','Cambodian','Cameroonian','Canadian','Cape Verdean','Chadian','Chilean','Chinese',
  'Colombian','Comoran','Congolese','Costa Rican','Croatian','Cuban','Cypriot','Czech','Danish','Djibouti',
  'Dominican','Dutch','Ecuadorean','Egyptian','Emirian','Eritrean','Estonian','Ethiopian','Fijian','Filipino',
  'Finnish','French','Gabonese','Gambian','Georgian','German','Ghanaian','Greek','Grenadian','Guatemalan',
  'Guinean','Guyanese','Haitian','Honduran','Hungarian','Icelander','Indian','Indonesian','Iranian','Iraqi',
  'Irish','Israeli','Italian','Ivorian','Jamaican','Japanese','Jordanian','Kazakhstani','Kenyan','Kuwaiti',
  'Laotian','Latvian','Lebanese','Liberian','Libyan','Lithuanian','Luxembourger','Macedonian','Malagasy',
  'Malawian','Malaysian','Maldivan','Malian','Maltese','Mauritanian','Mauritian','Mexican','Moldovan','Monacan',
  'Mongolian','Moroccan','Mozambican','Namibian','Nepalese','New Zealander','Nicaraguan','Nigerian','Norwegian',
  'Omani','Pakistani','Panamanian','Paraguayan','Peruvian','Polish','Portuguese','Qatari','Romanian','Russian',
  'Rwandan','Saudi','Scottish','Senegalese','Serbian','Singaporean','Slovakian','Slovenian','Somali',
  'South African','South Korean','Spanish','Sri Lankan','Sudanese','Swedish','Swiss','Syrian','Taiwanese',
  'Tajik','Tanzanian','Thai','Togolese','Tunisian','Turkish','Ugandan','Ukrainian','Uruguayan','Uzbekistani',
  'Venezuelan','Vietnamese','Welsh','Yemenite','Zambian','Zimbabwean']) WITH ORDINALITY AS u(n, o) ORDER BY o;

CREATE TABLE hs_hr_currency_type (
  code integer NOT NULL DEFAULT 0, currency_id char(3) NOT NULL DEFAULT '' PRIMARY KEY,
  currency_name varchar(70) NOT NULL DEFAULT '');
INSERT INTO hs_hr_currency_type
SELECT o, c, n FROM unnest(
  ARRAY['AED','ARS','AUD','BDT','BRL','CAD','CHF','CLP','CNY','COP','CZK','DKK','EGP','EUR','GBP','HKD','HUF',
        'IDR','ILS','INR','JPY','KES','KRW','LKR','MVR','MXN','MYR','NGN','NOK','NPR','NZD','PEN','PHP','PKR',
        'PLN','QAR','RON','SAR','SEK','SGD','THB','TRY','UAH','USD','VND','ZAR'],
  ARRAY['Utd. Arab Emir. Dirham','Argentine Peso','Australian Dollar','Bangladeshi Taka','Brazilian Real',
        'Canadian Dollar','Swiss Franc','Chilean Peso','Chinese Yuan Renminbi','Colombian Peso','Czech Koruna',
        'Danish Krona','Egyptian Pound','Euro','Pound Sterling','Hong Kong Dollar','Hungarian Forint',
        'Indonesian Rupiah','Israeli New Shekel','Indian Rupee','Japanese Yen','Kenyan Shilling',
        'Korean-South Won','Sri Lanka Rupee','Maldive Rufiyaa','Mexican New Peso','Malaysian Ringgit',
        'Nigerian Naira','Norwegian Krone','Nepalese Rupee','New Zealand Dollar','Peruvian Nuevo Sol',
        'Philippine Peso','Pakistan Rupee','Polish Zloty','Qatari Rial','Romanian Leu','Saudi Riyal',
        'Swedish Krona','Singapore Dollar','Thai Baht','Turkish Lira','Ukraine Hryvnia','United States Dollar',
        'Vietnamese Dong','South African Rand']) WITH ORDINALITY AS u(c, n, o);

CREATE TABLE ohrm_pay_grade (id serial PRIMARY KEY, name varchar(60) UNIQUE);
INSERT INTO ohrm_pay_grade (name) SELECT 'Grade ' || g FROM generate_series(1, 9) g;

CREATE TABLE ohrm_location (
  id serial PRIMARY KEY, name varchar(110) NOT NULL,
  country_code varchar(3) NOT NULL REFERENCES hs_hr_country (cou_code) ON DELETE CASCADE,
  province varchar(60), city varchar(60), address varchar(255), zip_code varchar(35), phone varchar(35),
  fax varchar(35), notes varchar(255));
INSERT INTO ohrm_location (name, country_code, province, city, address, zip_code, phone, fax, notes)
SELECT n, c, p, ci, (o * 17) || ' Main Street', CASE WHEN o % 3 <> 0 THEN lpad(((o * 7919) % 99999)::text, 5, '0') END,
       '+1 555 01' || lpad(o::text, 2, '0'), NULL, CASE WHEN o = 1 THEN 'Head office' END
  FROM (VALUES (1, 'New York Sales Office','US','New York','New York'),(2, 'Texas R&D','US','Texas','Austin'),
               (3, 'Canadian Regional HQ','CA','Ontario','Toronto'),(4, 'HQ - Colombo','LK','Western','Colombo'),
               (5, 'London Office','GB',NULL,'London'),(6, 'Bangalore Delivery Centre','IN','Karnataka','Bengaluru'),
               (7, 'Singapore Hub','SG',NULL,'Singapore'),(8, 'Sydney Office','AU','NSW','Sydney'),
               (9, 'Berlin Office','DE',NULL,'Berlin'),(10, 'Dubai Office','AE',NULL,'Dubai'),
               (11, 'Kuala Lumpur Office','MY',NULL,'Kuala Lumpur'),(12, 'Chennai Support','IN','Tamil Nadu','Chennai'))
       AS v(o, n, c, p, ci) ORDER BY o;

-- nested set: 1 the company; 2..6 divisions; 7..21 departments under them
CREATE TABLE ohrm_subunit (
  id serial PRIMARY KEY, name varchar(100) NOT NULL UNIQUE, unit_id varchar(100), description varchar(400),
  lft smallint, rgt smallint, level smallint);
INSERT INTO ohrm_subunit (name, unit_id, description, lft, rgt, level) VALUES ('OrangeHRM', '', '', 1, 44, 0);
INSERT INTO ohrm_subunit (name, unit_id, description, lft, rgt, level)
SELECT d, CASE WHEN o % 2 = 0 THEN 'DIV' || o END, NULL, 2 + (o - 1) * 8, 9 + (o - 1) * 8, 1
  FROM unnest(ARRAY['Engineering','Sales & Marketing','Administration','Client Services','Finance']) WITH ORDINALITY u(d, o);
INSERT INTO ohrm_subunit (name, unit_id, description, lft, rgt, level)
SELECT d, 'D' || (100 + o), CASE WHEN o % 4 = 0 THEN 'Department ' || d END,
       3 + ((o - 1) / 3) * 8 + ((o - 1) % 3) * 2, 4 + ((o - 1) / 3) * 8 + ((o - 1) % 3) * 2, 2
  FROM unnest(ARRAY['Development','Quality Assurance','TechOps','Marketing','Sales','Inside Sales',
                    'Human Resources','Legal','Facilities','Support','Implementation','Training',
                    'Accounting','Payroll','Procurement']) WITH ORDINALITY u(d, o);

CREATE TABLE ohrm_job_title (
  id serial PRIMARY KEY, job_title varchar(100) NOT NULL, job_description varchar(400),
  note varchar(400), is_deleted smallint DEFAULT 0);
INSERT INTO ohrm_job_title (job_title, job_description, note, is_deleted)
SELECT t, CASE WHEN o % 3 = 0 THEN 'Responsible for ' || lower(t) END, NULL,
       CASE WHEN o IN (7, 19, 24) THEN 1 ELSE 0 END
  FROM unnest(ARRAY['Software Engineer','Senior Software Engineer','QA Engineer','Senior QA Lead','DevOps Engineer',
    'Technical Lead','Software Architect','Account Executive','Sales Representative','Marketing Executive',
    'HR Manager','HR Associate','Payroll Administrator','Chief Executive Officer','Chief Financial Officer',
    'Chief Technical Officer','Finance Manager','Accountant','Legal Counsel','Support Engineer',
    'Implementation Consultant','Trainer','Office Administrator','Receptionist','Procurement Officer',
    'Project Manager','Business Analyst','Content Specialist']) WITH ORDINALITY u(t, o);

CREATE TABLE ohrm_employment_status (id serial PRIMARY KEY, name varchar(60) NOT NULL);
INSERT INTO ohrm_employment_status (name)
SELECT n FROM unnest(ARRAY['Full-Time Permanent','Full-Time Contract','Full-Time Probation','Part-Time Contract',
                           'Part-Time Internship','Freelance']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE ohrm_job_category (id serial PRIMARY KEY, name varchar(60));
INSERT INTO ohrm_job_category (name)
SELECT n FROM unnest(ARRAY['Officials and Managers','Professionals','Technicians','Sales Workers',
                           'Administrative Support','Craft Workers','Operatives','Laborers and Helpers',
                           'Service Workers']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE ohrm_emp_termination_reason (id serial PRIMARY KEY, name varchar(100));
INSERT INTO ohrm_emp_termination_reason (name)
SELECT n FROM unnest(ARRAY['Other','Retired','Contract Not Renewed','Resigned - Company Requested',
                           'Resigned - Self Proposed','Resigned','Deceased','Physically Disabled/Compensated',
                           'Laid-off','Dismissed']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE ohrm_emp_reporting_method (
  reporting_method_id serial PRIMARY KEY, reporting_method_name varchar(100) NOT NULL);
INSERT INTO ohrm_emp_reporting_method (reporting_method_name) VALUES ('Direct'), ('Indirect'), ('Functional');

-- ---- employees -------------------------------------------------------------
CREATE TABLE hs_hr_employee (
  emp_number integer PRIMARY KEY, employee_id varchar(50), emp_lastname varchar(100) NOT NULL DEFAULT '',
  emp_firstname varchar(100) NOT NULL DEFAULT '', emp_middle_name varchar(100) NOT NULL DEFAULT '',
  emp_nick_name varchar(100) DEFAULT '', emp_smoker smallint DEFAULT 0, ethnic_race_code varchar(13),
  emp_birthday date, nation_code integer, emp_gender smallint, emp_marital_status varchar(20),
  emp_ssn_num varchar(100) DEFAULT '', emp_sin_num varchar(100) DEFAULT '', emp_other_id varchar(100) DEFAULT '',
  emp_dri_lice_num varchar(100) DEFAULT '', emp_dri_lice_exp_date date, emp_military_service varchar(100) DEFAULT '',
  emp_status integer, job_title_code integer, eeo_cat_code integer, work_station integer,
  emp_street1 varchar(100), emp_street2 varchar(100), city_code varchar(100), coun_code varchar(100),
  provin_code varchar(100), emp_zipcode varchar(20), emp_hm_telephone varchar(50), emp_mobile varchar(50),
  emp_work_telephone varchar(50), emp_work_email varchar(50), sal_grd_code varchar(20), joined_date date,
  emp_oth_email varchar(50), termination_id integer, custom1 varchar(250), custom2 varchar(250),
  custom3 varchar(250), custom4 varchar(250), custom5 varchar(250), custom6 varchar(250), custom7 varchar(250),
  custom8 varchar(250), custom9 varchar(250), custom10 varchar(250), purged_at timestamp,
  CONSTRAINT hs_hr_employee_ibfk_1 FOREIGN KEY (work_station) REFERENCES ohrm_subunit (id) ON DELETE SET NULL,
  CONSTRAINT hs_hr_employee_ibfk_2 FOREIGN KEY (nation_code) REFERENCES ohrm_nationality (id) ON DELETE SET NULL,
  CONSTRAINT hs_hr_employee_ibfk_3 FOREIGN KEY (job_title_code) REFERENCES ohrm_job_title (id) ON DELETE SET NULL,
  CONSTRAINT hs_hr_employee_ibfk_4 FOREIGN KEY (emp_status) REFERENCES ohrm_employment_status (id) ON DELETE SET NULL,
  CONSTRAINT hs_hr_employee_ibfk_5 FOREIGN KEY (eeo_cat_code) REFERENCES ohrm_job_category (id) ON DELETE SET NULL);
CREATE UNIQUE INDEX hs_hr_employee_employee_id ON hs_hr_employee (employee_id);
-- emp_numbers 1..1290 less the hard-deleted ones (every 41st); employee ids zero-padded, later hires
-- numbered from a new block
INSERT INTO hs_hr_employee (emp_number, employee_id, emp_lastname, emp_firstname, emp_middle_name, emp_nick_name,
  emp_smoker, emp_birthday, nation_code, emp_gender, emp_marital_status, emp_ssn_num, emp_other_id,
  emp_dri_lice_num, emp_dri_lice_exp_date, emp_status, job_title_code, eeo_cat_code, work_station,
  emp_street1, city_code, coun_code, provin_code, emp_zipcode, emp_hm_telephone, emp_mobile, emp_work_telephone,
  emp_work_email, joined_date, emp_oth_email, custom1)
SELECT e, CASE WHEN e <= 900 THEN lpad(e::text, 4, '0') ELSE 'E' || (5000 + e) END,
       (ARRAY['Perera','Fernando','Silva','Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis',
              'Kumar','Sharma','Patel','Singh','Tan','Lim','Lee','Wong','Muller','Schmidt','Nguyen','Khan','Ali',
              'Jayasinghe','Bandara','Wilson','Taylor','Anderson','Thomas'])[1 + (e * 7) % 30],
       (ARRAY['Linda','Odis','Peter','Russel','Fiona','Garry','Charlie','Thomas','Rebecca','Lisa','Kevin','Nadeesha',
              'Kasun','Amal','Priya','Rahul','Wei','Mei','John','Anna','Sara','Paul','David','Maria','James','Nimal',
              'Chen','Ahmed','Fatima','Hans','Ravi','Emma'])[1 + (e * 11) % 32],
       CASE WHEN e % 4 = 0 THEN (ARRAY['A.','J.','M.','K.'])[1 + e % 4] ELSE '' END,
       CASE WHEN e % 9 = 0 THEN 'nick' || e ELSE '' END, CASE WHEN e % 17 = 0 THEN 1 ELSE 0 END,
       CASE WHEN e % 8 <> 0 THEN '1960-01-01'::date + (e * 7919) % 14000 END,
       CASE WHEN random() < 0.22 THEN NULL
            ELSE (ARRAY[136, 4, 24, 73, 32, 9, 62, 58, 123, 101, 50, 138])[pg_temp.sk(12, 1.8)]
                 + CASE WHEN random() < 0.1 THEN pg_temp.r(20) ELSE 0 END END,
       CASE WHEN random() < 0.05 THEN NULL WHEN e % 2 = 0 THEN 2 ELSE 1 END,
       CASE WHEN random() < 0.3 THEN NULL ELSE (ARRAY['Single','Married','Other'])[pg_temp.sk(3, 1.3)] END,
       CASE WHEN e % 3 = 0 THEN lpad(((e * 104729) % 999999999)::text, 9, '0') ELSE '' END, '',
       CASE WHEN e % 5 = 0 THEN 'DL' || (e * 31) ELSE '' END,
       CASE WHEN e % 5 = 0 THEN '2026-01-01'::date + (e % 700) END,
       CASE WHEN random() < 0.12 THEN NULL ELSE pg_temp.sk(6, 2.2) END,
       CASE WHEN random() < 0.06 THEN NULL ELSE pg_temp.sk(28, 1.6) END,
       CASE WHEN random() < 0.55 THEN NULL ELSE pg_temp.sk(9, 1.4) END,
       CASE WHEN random() < 0.08 THEN NULL ELSE 6 + pg_temp.sk(15, 1.5) END,
       CASE WHEN cc IS NOT NULL THEN (e * 13) % 400 || ' Park Avenue' END,
       CASE WHEN cc IS NOT NULL THEN (ARRAY['Colombo','New York','Austin','Toronto','London','Bengaluru'])[1 + e % 6] END,
       cc, CASE WHEN cc = 'US' THEN (ARRAY['NY','TX','CA'])[1 + e % 3] END,
       CASE WHEN cc IS NOT NULL AND e % 2 = 0 THEN lpad(((e * 37) % 99999)::text, 5, '0') END,
       CASE WHEN e % 6 = 0 THEN '+94 11 ' || (2000000 + e) END, CASE WHEN e % 4 <> 1 THEN '+94 77 ' || (3000000 + e * 3) END,
       CASE WHEN e % 5 = 0 THEN 'ext ' || (100 + e % 800) END,
       CASE WHEN e % 10 <> 7 THEN 'emp' || e || '@orangehrm.example.com' END,
       CASE WHEN random() < 0.04 THEN NULL ELSE '2012-01-01'::date + (e * 4) + pg_temp.r(30) END,
       CASE WHEN e % 11 = 0 THEN 'emp' || e || '@mail.example.org' END,
       CASE WHEN e % 7 = 0 THEN (ARRAY['O+','A+','B+','AB-'])[1 + e % 4] END
  FROM (SELECT e, CASE WHEN random() < 0.45 THEN NULL
                       ELSE (ARRAY['LK','US','IN','GB','CA','SG','AU','DE','AE','MY','PH','NZ','IE','ZA','NL'])[pg_temp.sk(15, 2.0)] END AS cc
          FROM generate_series(1, 1290) e WHERE e % 41 <> 0) x;

CREATE TABLE ohrm_emp_termination (
  id serial PRIMARY KEY, emp_number integer REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  reason_id integer REFERENCES ohrm_emp_termination_reason (id) ON DELETE SET NULL,
  termination_date date NOT NULL, note varchar(255));
INSERT INTO ohrm_emp_termination (emp_number, reason_id, termination_date, note)
SELECT emp_number, (ARRAY[6, 5, 3, 1, 2, 9, 10, 4, 7])[pg_temp.sk(9, 2.0)],
       coalesce(joined_date, '2014-01-01') + 200 + pg_temp.r(1500), CASE WHEN random() < 0.3 THEN 'exit interview done' END
  FROM hs_hr_employee WHERE random() < 0.11 ORDER BY emp_number;
ALTER TABLE hs_hr_employee ADD CONSTRAINT hs_hr_employee_ibfk_6 FOREIGN KEY (termination_id)
  REFERENCES ohrm_emp_termination (id) ON DELETE SET NULL;
UPDATE hs_hr_employee e SET termination_id = t.id FROM ohrm_emp_termination t WHERE t.emp_number = e.emp_number;
-- purged past employees: names blanked, row kept
UPDATE hs_hr_employee SET emp_lastname = 'Purged', emp_firstname = 'Purged', emp_middle_name = '',
       emp_nick_name = '', emp_birthday = NULL, emp_ssn_num = '', emp_work_email = NULL, emp_mobile = NULL,
       emp_street1 = NULL, purged_at = '2023-03-01'::timestamp + emp_number * interval '1 hour'
 WHERE termination_id IS NOT NULL AND emp_number % 5 = 0;

CREATE TABLE hs_hr_emp_reportto (
  erep_sup_emp_number integer NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  erep_sub_emp_number integer NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  erep_reporting_mode integer NOT NULL REFERENCES ohrm_emp_reporting_method (reporting_method_id) ON DELETE CASCADE,
  PRIMARY KEY (erep_sup_emp_number, erep_sub_emp_number, erep_reporting_mode));
-- supervisors are the first 120 employees; each other employee has a direct supervisor, some an indirect one too
INSERT INTO hs_hr_emp_reportto
SELECT DISTINCT ON (sup, sub) sup, sub, m FROM (
  SELECT (SELECT emp_number FROM hs_hr_employee WHERE emp_number <= 125 AND emp_number <> e.emp_number
           ORDER BY (emp_number * 7 + e.emp_number * 13) % 127 LIMIT 1) AS sup, e.emp_number AS sub, 1 AS m
    FROM hs_hr_employee e WHERE e.emp_number > 1 AND random() < 0.93
  UNION ALL
  SELECT (SELECT emp_number FROM hs_hr_employee WHERE emp_number <= 30 AND emp_number <> e.emp_number
           ORDER BY (emp_number * 5 + e.emp_number * 3) % 31 LIMIT 1), e.emp_number, 2 + (e.emp_number % 9 = 0)::int
    FROM hs_hr_employee e WHERE e.emp_number % 6 = 0) x
 ORDER BY sup, sub, m;

CREATE TABLE hs_hr_emp_dependents (
  emp_number integer NOT NULL DEFAULT 0 REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  ed_seqno numeric(2, 0) NOT NULL DEFAULT 0, ed_name varchar(100) DEFAULT '',
  ed_relationship_type varchar(10), ed_relationship varchar(100) DEFAULT '', ed_date_of_birth date,
  PRIMARY KEY (emp_number, ed_seqno));
INSERT INTO hs_hr_emp_dependents
SELECT e.emp_number, s, 'Dependent ' || e.emp_number || '-' || s,
       CASE WHEN s = 1 AND e.emp_number % 3 = 0 THEN 'other' ELSE 'child' END,
       CASE WHEN s = 1 AND e.emp_number % 3 = 0 THEN 'Spouse' ELSE '' END,
       CASE WHEN random() < 0.8 THEN '2000-01-01'::date + (e.emp_number * 37 + s * 400) % 8000 END
  FROM hs_hr_employee e, generate_series(1, 4) s
 WHERE e.purged_at IS NULL AND s <= (e.emp_number * 7) % 5 - 1;

CREATE TABLE hs_hr_emp_locations (
  emp_number integer NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  location_id integer NOT NULL REFERENCES ohrm_location (id) ON DELETE CASCADE,
  PRIMARY KEY (emp_number, location_id));
INSERT INTO hs_hr_emp_locations
SELECT emp_number, (ARRAY[4, 1, 6, 2, 5, 3, 7, 12, 8, 11, 9, 10])[pg_temp.sk(12, 2.0)]
  FROM hs_hr_employee WHERE random() < 0.9;

CREATE TABLE hs_hr_emp_basicsalary (
  id serial PRIMARY KEY, emp_number integer NOT NULL DEFAULT 0 REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  sal_grd_code integer REFERENCES ohrm_pay_grade (id) ON DELETE SET NULL,
  currency_id varchar(6) NOT NULL DEFAULT '' REFERENCES hs_hr_currency_type (currency_id) ON DELETE CASCADE,
  ebsal_basic_salary varchar(100), payperiod_code varchar(13), salary_component varchar(100),
  comments varchar(255));
INSERT INTO hs_hr_emp_basicsalary (emp_number, sal_grd_code, currency_id, ebsal_basic_salary, payperiod_code,
                                   salary_component, comments)
SELECT e.emp_number, CASE WHEN random() < 0.35 THEN NULL ELSE pg_temp.sk(9, 1.3) END,
       (ARRAY['LKR','USD','INR','GBP','CAD','SGD','AUD','EUR','AED','MYR'])[pg_temp.sk(10, 2.2)],
       CASE c WHEN 1 THEN (30000 + (e.emp_number * 997) % 90000)::text ELSE (500 * pg_temp.r(20))::text END,
       (ARRAY['4', '4', '4', '2', '6', '3'])[pg_temp.r(6)], CASE c WHEN 1 THEN 'Basic' ELSE 'Allowance' END,
       CASE WHEN random() < 0.1 THEN 'revised' END
  FROM hs_hr_employee e, generate_series(1, 2) c
 WHERE e.purged_at IS NULL AND (c = 1 AND e.emp_number % 13 <> 0 OR c = 2 AND e.emp_number % 4 = 0);

-- ---- users -----------------------------------------------------------------
CREATE TABLE ohrm_user_role (
  id serial PRIMARY KEY, name varchar(255) NOT NULL UNIQUE, display_name varchar(255) NOT NULL,
  is_assignable smallint DEFAULT 0, is_predefined smallint DEFAULT 0);
INSERT INTO ohrm_user_role (name, display_name, is_assignable, is_predefined) VALUES
  ('Admin', 'Admin', 1, 1), ('ESS', 'ESS', 1, 1), ('Supervisor', 'Supervisor', 0, 1),
  ('ProjectAdmin', 'ProjectAdmin', 0, 1), ('Interviewer', 'Interviewer', 0, 1),
  ('HiringManager', 'HiringManager', 0, 1), ('Reviewer', 'Reviewer', 0, 1);

CREATE TABLE ohrm_user (
  id serial PRIMARY KEY, user_role_id integer NOT NULL REFERENCES ohrm_user_role (id) ON DELETE CASCADE,
  emp_number integer REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  user_name varchar(40) UNIQUE, user_password varchar(255), deleted smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1, date_entered timestamp, date_modified timestamp,
  modified_user_id integer REFERENCES ohrm_user (id) ON DELETE SET NULL,
  created_by integer REFERENCES ohrm_user (id) ON DELETE SET NULL);
-- user 1 the installer's admin (no employee at first, linked later); admins 2..6; then ESS users
INSERT INTO ohrm_user (user_role_id, emp_number, user_name, user_password, deleted, status, date_entered,
                       date_modified, modified_user_id, created_by)
SELECT CASE WHEN k <= 6 OR k % 37 = 0 THEN 1 ELSE 2 END, emp_number,
       CASE WHEN k = 1 THEN 'Admin' ELSE lower(emp_firstname) || '.' || emp_number END,
       '$2y$12$' || md5('pw' || k) || md5('x' || k), 0, CASE WHEN k % 23 = 0 THEN 0 ELSE 1 END,
       '2015-06-01'::timestamp + k * interval '2 days', NULL, NULL,
       CASE WHEN k = 1 THEN NULL WHEN k <= 6 THEN 1 ELSE (ARRAY[1, 2, 2, 3, 4, 5, 6])[pg_temp.sk(7, 1.7)] END
  FROM (SELECT row_number() OVER (ORDER BY emp_number) AS k, emp_number, emp_firstname
          FROM hs_hr_employee WHERE (emp_number <= 130 OR random() < 0.4) AND purged_at IS NULL) x
 ORDER BY k;
UPDATE ohrm_user SET date_modified = date_entered + interval '90 days',
       modified_user_id = (ARRAY[1, 2, 3, 5])[1 + id % 4] WHERE id % 7 = 3;
UPDATE ohrm_user u SET deleted = 1 FROM hs_hr_employee e
 WHERE e.emp_number = u.emp_number AND e.termination_id IS NOT NULL AND u.id % 3 <> 0;

-- ---- leave -----------------------------------------------------------------
CREATE TABLE ohrm_leave_type (
  id serial PRIMARY KEY, name varchar(50) NOT NULL, deleted smallint NOT NULL DEFAULT 0,
  exclude_in_reports_if_no_entitlement smallint NOT NULL DEFAULT 0, operational_country_id integer);
INSERT INTO ohrm_leave_type (name, deleted, exclude_in_reports_if_no_entitlement) VALUES
  ('Casual', 0, 0), ('Annual', 0, 0), ('Medical', 0, 0), ('Maternity', 0, 1), ('Paternity', 0, 1),
  ('Compensatory', 1, 0), ('Study', 0, 1), ('Unpaid', 1, 1);

CREATE TABLE ohrm_leave_status (id serial PRIMARY KEY, status smallint NOT NULL, name varchar(100) NOT NULL);
INSERT INTO ohrm_leave_status (status, name) VALUES
  (-1, 'REJECTED'), (0, 'CANCELLED'), (1, 'PENDING APPROVAL'), (2, 'SCHEDULED'), (3, 'TAKEN'),
  (4, 'WEEKEND'), (5, 'HOLIDAY');

CREATE TABLE ohrm_leave_entitlement (
  id serial PRIMARY KEY, emp_number integer NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  no_of_days numeric(19, 15) NOT NULL, days_used numeric(8, 4) DEFAULT 0,
  leave_type_id integer NOT NULL REFERENCES ohrm_leave_type (id) ON DELETE CASCADE,
  from_date timestamp NOT NULL, to_date timestamp, credited_date timestamp, note varchar(255),
  entitlement_type integer NOT NULL, deleted smallint NOT NULL DEFAULT 0,
  created_by_id integer REFERENCES ohrm_user (id) ON DELETE SET NULL, created_by_name varchar(255));
INSERT INTO ohrm_leave_entitlement (emp_number, no_of_days, days_used, leave_type_id, from_date, to_date,
                                    credited_date, note, entitlement_type, deleted, created_by_id, created_by_name)
SELECT e.emp_number, CASE t WHEN 1 THEN 7 WHEN 2 THEN 14 ELSE 21 END, 0, t,
       make_date(y, 1, 1), make_date(y, 12, 31), make_date(y, 1, 1) + pg_temp.r(20),
       CASE WHEN random() < 0.05 THEN 'carried forward' END, 1,
       CASE WHEN random() < 0.04 THEN 1 ELSE 0 END, cb,
       CASE cb WHEN 1 THEN 'Admin' ELSE 'HR Admin ' || cb END
  FROM hs_hr_employee e, generate_series(1, 3) t, generate_series(2023, 2024) y,
       LATERAL (SELECT CASE WHEN random() < 0.03 THEN NULL ELSE (ARRAY[1, 2, 3, 4])[pg_temp.sk(4, 1.5)] END
                       + 0 * e.emp_number AS cb) z
 WHERE e.termination_id IS NULL AND (e.emp_number % 3 <> 0 OR t < 3) AND (y = 2024 OR e.emp_number % 2 = 0);

CREATE TABLE ohrm_leave_request (
  id serial PRIMARY KEY, leave_type_id integer NOT NULL REFERENCES ohrm_leave_type (id) ON DELETE CASCADE,
  date_applied date NOT NULL, emp_number integer NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  comments varchar(256));
INSERT INTO ohrm_leave_request (leave_type_id, date_applied, emp_number, comments)
SELECT CASE WHEN random() < 0.03 THEN (ARRAY[4, 5, 6, 7])[pg_temp.r(4)] ELSE (ARRAY[1, 2, 3])[pg_temp.sk(3, 1.4)] END,
       '2023-01-05'::date + pg_temp.r(700), emp_number,
       CASE WHEN random() < 0.25 THEN (ARRAY['family event','not feeling well','vacation','personal'])[pg_temp.r(4)] END
  FROM (SELECT emp_number FROM hs_hr_employee WHERE termination_id IS NULL
         ORDER BY (emp_number * 7919) % 1291 LIMIT 700) e, generate_series(1, 4) n
 WHERE n <= 1 + (emp_number % 4);

CREATE TABLE ohrm_leave (
  id serial PRIMARY KEY, date date, length_hours numeric(6, 2), length_days numeric(6, 4),
  status smallint, comments varchar(256),
  leave_request_id integer NOT NULL REFERENCES ohrm_leave_request (id) ON DELETE CASCADE,
  leave_type_id integer NOT NULL REFERENCES ohrm_leave_type (id) ON DELETE CASCADE,
  emp_number integer NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  start_time time, end_time time, duration_type smallint NOT NULL DEFAULT 0);
INSERT INTO ohrm_leave (date, length_hours, length_days, status, comments, leave_request_id, leave_type_id,
                        emp_number, start_time, end_time, duration_type)
SELECT r.date_applied + 7 + d, CASE WHEN half THEN 4 ELSE 8 END, CASE WHEN half THEN 0.5 ELSE 1 END,
       CASE WHEN extract(isodow FROM r.date_applied + 7 + d) >= 6 THEN 4
            WHEN r.id % 29 = 0 THEN 5 ELSE st END, NULL, r.id, r.leave_type_id, r.emp_number,
       CASE WHEN half THEN '09:00'::time END, CASE WHEN half THEN '13:00'::time END, CASE WHEN half THEN 1 ELSE 0 END
  FROM (SELECT r.*, (ARRAY[3, 3, 3, 3, 2, 1, 0, -1])[pg_temp.sk(8, 1.6)] + 0 * r.id AS st,
               r.id % 5 = 0 AS half FROM ohrm_leave_request r) r,
       generate_series(0, 3) d
 WHERE d <= (r.id * 3) % 4 AND NOT (r.id % 5 = 0 AND d > 0);
UPDATE ohrm_leave_entitlement en SET days_used = u.n FROM (
  SELECT emp_number, leave_type_id, extract(year FROM date)::int AS y, sum(length_days) AS n
    FROM ohrm_leave WHERE status IN (2, 3) GROUP BY 1, 2, 3) u
 WHERE u.emp_number = en.emp_number AND u.leave_type_id = en.leave_type_id
   AND u.y = extract(year FROM en.from_date) AND en.deleted = 0;

-- ---- time and attendance ---------------------------------------------------
CREATE TABLE ohrm_customer (
  customer_id serial PRIMARY KEY, name varchar(100) NOT NULL, description varchar(255),
  is_deleted smallint DEFAULT 0);
INSERT INTO ohrm_customer (name, description, is_deleted)
SELECT n, CASE WHEN o % 2 = 0 THEN 'Customer ' || n END, CASE WHEN o IN (6, 11) THEN 1 ELSE 0 END
  FROM unnest(ARRAY['Internal','ACME Ltd','Globex','Initech','Umbrella Corp','Stark Industries','Wayne Enterprises',
                    'Hooli','Vandelay Industries','Soylent','Tyrell Corp','Cyberdyne','Wonka Industries',
                    'Oceanic Airlines']) WITH ORDINALITY u(n, o) ORDER BY o;

CREATE TABLE ohrm_project (
  project_id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES ohrm_customer (customer_id) ON DELETE CASCADE,
  name varchar(100), description varchar(256), is_deleted smallint DEFAULT 0);
INSERT INTO ohrm_project (customer_id, name, description, is_deleted)
SELECT CASE WHEN p <= 6 THEN 1 ELSE 1 + pg_temp.sk(13, 1.3) END, 'Project ' || p,
       CASE WHEN p % 3 = 0 THEN 'Engagement ' || p END, CASE WHEN p % 11 = 0 THEN 1 ELSE 0 END
  FROM generate_series(1, 42) p;

CREATE TABLE ohrm_project_activity (
  activity_id serial PRIMARY KEY, project_id integer NOT NULL REFERENCES ohrm_project (project_id) ON DELETE CASCADE,
  name varchar(110), is_deleted smallint DEFAULT 0);
INSERT INTO ohrm_project_activity (project_id, name, is_deleted)
SELECT p, (ARRAY['Development','QA Testing','Meetings','Documentation','Support','Design'])[a],
       CASE WHEN (p + a) % 13 = 0 THEN 1 ELSE 0 END
  FROM generate_series(1, 42) p, generate_series(1, 6) a WHERE a <= 2 + p % 5;

CREATE TABLE ohrm_timesheet (
  timesheet_id bigserial PRIMARY KEY, state varchar(255) NOT NULL, start_date date NOT NULL,
  end_date date NOT NULL, employee_id bigint NOT NULL);
-- the engineering and services staff keep weekly timesheets
INSERT INTO ohrm_timesheet (state, start_date, end_date, employee_id)
SELECT CASE WHEN w = 8 THEN 'NOT SUBMITTED' WHEN w = 7 THEN (ARRAY['SUBMITTED','NOT SUBMITTED'])[pg_temp.r(2)]
            WHEN random() < 0.04 THEN 'REJECTED' ELSE 'APPROVED' END,
       '2024-03-04'::date + (w - 1) * 7, '2024-03-04'::date + (w - 1) * 7 + 6, e.emp_number
  FROM hs_hr_employee e, generate_series(1, 8) w
 WHERE e.termination_id IS NULL AND e.work_station IN (7, 8, 9, 16, 17, 18) AND e.emp_number % 5 IN (0, 2, 3)
   AND (w > 2 OR e.emp_number % 3 <> 0)
 ORDER BY w, e.emp_number;

CREATE TABLE ohrm_timesheet_item (
  timesheet_item_id bigserial PRIMARY KEY,
  timesheet_id bigint NOT NULL REFERENCES ohrm_timesheet (timesheet_id) ON DELETE CASCADE,
  date date NOT NULL, duration bigint, comment text, project_id bigint NOT NULL, employee_id bigint NOT NULL,
  activity_id bigint NOT NULL REFERENCES ohrm_project_activity (activity_id) ON DELETE CASCADE);
INSERT INTO ohrm_timesheet_item (timesheet_id, date, duration, comment, project_id, employee_id, activity_id)
SELECT t.timesheet_id, t.start_date + dd, 3600 * (2 + (t.timesheet_id + dd) % 7),
       CASE WHEN random() < 0.15 THEN 'worked on ticket ' || (t.timesheet_id * 3 + dd) END,
       a.project_id, t.employee_id, a.activity_id
  FROM ohrm_timesheet t, generate_series(0, 2) dd,
       LATERAL (SELECT activity_id, project_id FROM ohrm_project_activity
                 WHERE activity_id = 1 + (t.employee_id * 7 + dd * 13 + (t.start_date - date '2024-03-04') / 7 * (t.employee_id % 3)) % 140) a
 WHERE t.state <> 'NOT SUBMITTED' OR dd < 2;

CREATE TABLE ohrm_attendance_record (
  id bigserial PRIMARY KEY, employee_id bigint NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  punch_in_utc_time timestamp, punch_in_note varchar(255), punch_in_time_offset varchar(255),
  punch_in_user_time timestamp, punch_out_utc_time timestamp, punch_out_note varchar(255),
  punch_out_time_offset varchar(255), punch_out_user_time timestamp, state varchar(255) NOT NULL);
INSERT INTO ohrm_attendance_record (employee_id, punch_in_utc_time, punch_in_note, punch_in_time_offset,
  punch_in_user_time, punch_out_utc_time, punch_out_note, punch_out_time_offset, punch_out_user_time, state)
SELECT e.emp_number, t, CASE WHEN random() < 0.05 THEN 'late bus' END, '5.5', t + interval '5 hours 30 minutes',
       CASE WHEN last THEN NULL ELSE t + interval '8 hours' + pg_temp.r(90) * interval '1 minute' END,
       NULL, CASE WHEN last THEN NULL ELSE '5.5' END,
       CASE WHEN last THEN NULL ELSE t + interval '13 hours 30 minutes' END,
       CASE WHEN last THEN 'PUNCHED IN' ELSE 'PUNCHED OUT' END
  FROM hs_hr_employee e, generate_series(0, 19) d,
       LATERAL (SELECT '2024-05-06 03:00'::timestamp + d * interval '1 day' + pg_temp.r(60) * interval '1 minute'
                       + 0 * e.emp_number * interval '1 s' AS t, d = 19 AND e.emp_number % 4 = 0 AS last) z
 WHERE e.termination_id IS NULL AND e.emp_number % 7 IN (1, 4) AND extract(isodow FROM date '2024-05-06' + d) < 6;
ANALYZE;
