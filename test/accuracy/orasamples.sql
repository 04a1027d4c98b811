-- test/accuracy/orasamples.sql: Oracle's sample schemas OE (order entry, with the small HR set it
-- references) and SH (sales history) as converted to PostgreSQL, written for issue 16 as a held-out check
-- (fifth round): committed with its truth (orasamples_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: lower-case snake names in schemas oe and sh, which both have a customers and a
-- countries table (oe.countries keyed by a char(2) code, sh.countries by numbers such as 52790);
-- NUMBER(n) keys converted to integer, NUMBER without precision to numeric; people referenced by role
-- (account_mgr_id, sales_rep_id, manager_id); composite keys (order_id, line_item_id), (product_id,
-- language_id), (product_id, warehouse_id); sparse ids (OE products 1726..3515, SH products 13..148,
-- channels 2..9, promotions 33..532 and 999 "NO PROMOTION" on most sales); supplier_id that
-- references nothing; SH's date dimension keyed by a DATE (time_id) that the fact tables reference
-- by value, with month/quarter/year end dates inside it (undeclared truths: they hold on every row)
-- and a week ending day that runs past it; hierarchy ids kept as columns with no table of their own
-- (prod_subcategory_id, prod_category_id, channel_class_id, country_region_id near the country ids,
-- cust_state_province_id overlapping them, cust_total_id = 52772, a country id); sh.sales
-- range-partitioned by year, with no primary key, as in the original; sh.costs keyless too;
-- supplementary_demographics a 1:1 satellite of a part of sh.customers; oe customers' address
-- country (flattened from the address object) references oe.countries without a declaration.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.303);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(power(random(), 1.8) * n)::int $$;
CREATE SCHEMA oe;
CREATE SCHEMA sh;

-- ---- oe: the HR set --------------------------------------------------------
CREATE TABLE oe.regions (region_id integer PRIMARY KEY, region_name varchar(25));
INSERT INTO oe.regions VALUES (1, 'Europe'), (2, 'Americas'), (3, 'Asia'), (4, 'Middle East and Africa');
CREATE TABLE oe.countries (country_id char(2) PRIMARY KEY, country_name varchar(40), region_id integer REFERENCES oe.regions);
INSERT INTO oe.countries VALUES ('AR', 'Argentina', 2), ('AU', 'Australia', 3), ('BE', 'Belgium', 1), ('BR', 'Brazil', 2),
  ('CA', 'Canada', 2), ('CH', 'Switzerland', 1), ('CN', 'China', 3), ('DE', 'Germany', 1), ('DK', 'Denmark', 1),
  ('EG', 'Egypt', 4), ('FR', 'France', 1), ('IL', 'Israel', 4), ('IN', 'India', 3), ('IT', 'Italy', 1), ('JP', 'Japan', 3),
  ('KW', 'Kuwait', 4), ('ML', 'Malaysia', 3), ('MX', 'Mexico', 2), ('NG', 'Nigeria', 4), ('NL', 'Netherlands', 1),
  ('SG', 'Singapore', 3), ('UK', 'United Kingdom', 1), ('US', 'United States of America', 2), ('ZM', 'Zambia', 4),
  ('ZW', 'Zimbabwe', 4);
CREATE TABLE oe.locations (location_id integer PRIMARY KEY, street_address varchar(40), postal_code varchar(12),
                           city varchar(30) NOT NULL, state_province varchar(25), country_id char(2) REFERENCES oe.countries);
INSERT INTO oe.locations
SELECT l, (l / 7) || ' ' || (ARRAY['Via Cola di Rie','Calle della Testa','Jabberwocky Rd','Interiors Blvd','Zagora St',
                                  'Charade Rd','Spadina Ave','Boxwood St','Magdalen Centre','Rua Frei Caneca'])[1 + (l / 100) % 10],
       lpad((l * 37 % 99999)::text, 5, '0'), 'City ' || l, CASE WHEN l % 300 = 0 THEN NULL ELSE 'Province ' || l / 100 END,
       (ARRAY['IT','IT','JP','JP','US','US','US','US','CA','CA','CN','IN','AU','SG','UK','UK','UK','DE','BR','CH','CH','NL','MX'])[l / 100 - 9]
  FROM generate_series(1000, 3200, 100) l;
CREATE TABLE oe.jobs (job_id varchar(10) PRIMARY KEY, job_title varchar(35) NOT NULL, min_salary integer, max_salary integer);
INSERT INTO oe.jobs VALUES ('AD_PRES', 'President', 20080, 40000), ('AD_VP', 'Administration Vice President', 15000, 30000),
  ('AD_ASST', 'Administration Assistant', 3000, 6000), ('FI_MGR', 'Finance Manager', 8200, 16000),
  ('FI_ACCOUNT', 'Accountant', 4200, 9000), ('AC_MGR', 'Accounting Manager', 8200, 16000),
  ('AC_ACCOUNT', 'Public Accountant', 4200, 9000), ('SA_MAN', 'Sales Manager', 10000, 20080),
  ('SA_REP', 'Sales Representative', 6000, 12008), ('PU_MAN', 'Purchasing Manager', 8000, 15000),
  ('PU_CLERK', 'Purchasing Clerk', 2500, 5500), ('ST_MAN', 'Stock Manager', 5500, 8500), ('ST_CLERK', 'Stock Clerk', 2008, 5000),
  ('SH_CLERK', 'Shipping Clerk', 2500, 5500), ('IT_PROG', 'Programmer', 4000, 10000), ('MK_MAN', 'Marketing Manager', 9000, 15000),
  ('MK_REP', 'Marketing Representative', 4000, 9000), ('HR_REP', 'Human Resources Representative', 4000, 9000),
  ('PR_REP', 'Public Relations Representative', 4500, 10500);
CREATE TABLE oe.departments (department_id integer PRIMARY KEY, department_name varchar(30) NOT NULL, manager_id integer,
                             location_id integer REFERENCES oe.locations);
INSERT INTO oe.departments
SELECT d, (ARRAY['Administration','Marketing','Purchasing','Human Resources','Shipping','IT','Public Relations','Sales',
                 'Executive','Finance','Accounting','Treasury','Corporate Tax','Control And Credit','Shareholder Services',
                 'Benefits','Manufacturing','Construction','Contracting','Operations','IT Support','NOC','IT Helpdesk',
                 'Government Sales','Retail Sales','Recruiting','Payroll'])[d / 10], NULL,
       CASE d WHEN 20 THEN 1800 WHEN 40 THEN 2400 WHEN 50 THEN 1500 WHEN 60 THEN 1400 WHEN 70 THEN 2700 WHEN 80 THEN 2500 ELSE 1700 END
  FROM generate_series(10, 270, 10) d;
-- 100 the president; 101, 102 vice presidents; managers 103, 108, 114, 120..124, 145..149, 201, 203, 204, 205
CREATE TABLE oe.employees (employee_id integer PRIMARY KEY, first_name varchar(20), last_name varchar(25) NOT NULL,
                           email varchar(25) NOT NULL UNIQUE, phone_number varchar(20), hire_date date NOT NULL,
                           job_id varchar(10) NOT NULL REFERENCES oe.jobs, salary numeric(8,2), commission_pct numeric(2,2),
                           manager_id integer REFERENCES oe.employees, department_id integer REFERENCES oe.departments);
INSERT INTO oe.employees
SELECT e, (ARRAY['Steven','Neena','Lex','Alexander','Bruce','David','Valli','Diana','Nancy','Daniel','John','Ismael'])[1 + e % 12],
       (ARRAY['King','Kochhar','De Haan','Hunold','Ernst','Austin','Pataballa','Lorentz','Greenberg','Faviet','Chen','Sciarra',
              'Urman','Popp','Raphaely','Khoo'])[1 + (e * 7) % 16] || e,
       'E' || e, '515.123.' || (4000 + e), '2002-01-13'::date + (e * 97) % 2500, j, 2500 + (e * 131) % 12000,
       CASE WHEN j IN ('SA_REP', 'SA_MAN') THEN 0.1 + (e % 3) * 0.05 END, m, d
  FROM (SELECT e,
          CASE WHEN e = 100 THEN 'AD_PRES' WHEN e IN (101, 102) THEN 'AD_VP' WHEN e BETWEEN 103 AND 107 THEN 'IT_PROG'
               WHEN e = 108 THEN 'FI_MGR' WHEN e BETWEEN 109 AND 113 THEN 'FI_ACCOUNT' WHEN e = 114 THEN 'PU_MAN'
               WHEN e BETWEEN 115 AND 119 THEN 'PU_CLERK' WHEN e BETWEEN 120 AND 124 THEN 'ST_MAN'
               WHEN e BETWEEN 125 AND 144 THEN 'ST_CLERK' WHEN e BETWEEN 145 AND 149 THEN 'SA_MAN'
               WHEN e BETWEEN 150 AND 179 THEN 'SA_REP' WHEN e BETWEEN 180 AND 199 THEN 'SH_CLERK' WHEN e = 200 THEN 'AD_ASST'
               WHEN e = 201 THEN 'MK_MAN' WHEN e = 202 THEN 'MK_REP' WHEN e = 203 THEN 'HR_REP' WHEN e = 204 THEN 'PR_REP'
               WHEN e = 205 THEN 'AC_MGR' ELSE 'AC_ACCOUNT' END AS j,
          CASE WHEN e = 100 THEN NULL WHEN e IN (101, 102) THEN 100 WHEN e = 103 THEN 102 WHEN e BETWEEN 104 AND 107 THEN 103
               WHEN e = 108 THEN 101 WHEN e BETWEEN 109 AND 113 THEN 108 WHEN e = 114 THEN 100 WHEN e BETWEEN 115 AND 119 THEN 114
               WHEN e BETWEEN 120 AND 124 THEN 100 WHEN e BETWEEN 125 AND 144 THEN 120 + (e - 125) / 4
               WHEN e BETWEEN 145 AND 149 THEN 100 WHEN e BETWEEN 150 AND 179 THEN 145 + (e - 150) / 6
               WHEN e BETWEEN 180 AND 199 THEN 120 + (e - 180) / 4 WHEN e IN (200, 201, 203, 204, 205) THEN 101
               WHEN e = 202 THEN 201 ELSE 205 END AS m,
          CASE WHEN e BETWEEN 100 AND 102 THEN 90 WHEN e BETWEEN 103 AND 107 THEN 60 WHEN e BETWEEN 108 AND 113 THEN 100
               WHEN e BETWEEN 114 AND 119 THEN 30 WHEN e BETWEEN 120 AND 144 OR e BETWEEN 180 AND 199 THEN 50
               WHEN e = 178 THEN NULL WHEN e BETWEEN 145 AND 179 THEN 80 WHEN e = 200 THEN 10 WHEN e IN (201, 202) THEN 20
               WHEN e = 203 THEN 40 WHEN e = 204 THEN 70 ELSE 110 END AS d
          FROM generate_series(100, 206) e) x
 ORDER BY e;
UPDATE oe.departments SET manager_id = CASE department_id WHEN 10 THEN 200 WHEN 20 THEN 201 WHEN 30 THEN 114 WHEN 40 THEN 203
       WHEN 50 THEN 121 WHEN 60 THEN 103 WHEN 70 THEN 204 WHEN 80 THEN 145 WHEN 90 THEN 100 WHEN 100 THEN 108 WHEN 110 THEN 205 END;
ALTER TABLE oe.departments ADD FOREIGN KEY (manager_id) REFERENCES oe.employees;
CREATE TABLE oe.job_history (employee_id integer NOT NULL REFERENCES oe.employees, start_date date NOT NULL, end_date date NOT NULL,
                             job_id varchar(10) NOT NULL REFERENCES oe.jobs, department_id integer REFERENCES oe.departments,
                             PRIMARY KEY (employee_id, start_date));
INSERT INTO oe.job_history VALUES (102, '2001-01-13', '2006-07-24', 'IT_PROG', 60), (101, '1997-09-21', '2001-10-27', 'AC_ACCOUNT', 110),
  (101, '2001-10-28', '2005-03-15', 'AC_MGR', 110), (201, '2004-02-17', '2007-12-19', 'MK_REP', 20),
  (114, '2006-03-24', '2007-12-31', 'ST_CLERK', 50), (122, '2007-01-01', '2007-12-31', 'ST_CLERK', 50),
  (200, '1995-09-17', '2001-06-17', 'AD_ASST', 90), (176, '2006-03-24', '2006-12-31', 'SA_REP', 80),
  (176, '2007-01-01', '2007-12-31', 'SA_MAN', 80), (200, '2002-07-01', '2006-12-31', 'AC_ACCOUNT', 90);

-- ---- oe: products, warehouses, customers, orders --------------------------
CREATE TABLE oe.warehouses (warehouse_id integer PRIMARY KEY, warehouse_spec text, warehouse_name varchar(35),
                            location_id integer REFERENCES oe.locations, wh_geo_location text);
INSERT INTO oe.warehouses VALUES (1, NULL, 'Southlake, Texas', 1400, 'POINT(-97.1 32.9)'), (2, NULL, 'San Francisco', 1500, NULL),
  (3, NULL, 'New Jersey', 1600, NULL), (4, NULL, 'Seattle, Washington', 1700, 'POINT(-122.3 47.6)'),
  (5, NULL, 'Toronto', 1800, NULL), (6, NULL, 'Sydney', 2200, NULL), (7, NULL, 'Mexico City', 3200, NULL),
  (8, NULL, 'Beijing', 2000, NULL), (9, NULL, 'Bombay', 2100, NULL);
-- a category tree: 90 at the top, 10/20/30 under it, leaves under those
CREATE TABLE oe.categories (category_id integer PRIMARY KEY, category_name varchar(50), category_description varchar(1000),
                            parent_category_id integer REFERENCES oe.categories);
INSERT INTO oe.categories VALUES (90, 'online catalog', 'catalog of everything', NULL),
  (10, 'hardware', 'computer hardware and peripherals', 90), (20, 'software', 'software packages', 90),
  (30, 'office equipment', 'office supplies for use with computer equipment', 90);
INSERT INTO oe.categories
SELECT c, 'category ' || c, 'products of category ' || c, (c / 10) * 10
  FROM (SELECT generate_series(11, 17) UNION ALL SELECT generate_series(21, 25) UNION ALL SELECT generate_series(31, 33)) s(c);
CREATE TABLE oe.product_information (product_id integer PRIMARY KEY, product_name varchar(50), product_description varchar(2000),
                                     category_id integer REFERENCES oe.categories, weight_class integer, warranty_period interval,
                                     supplier_id integer, product_status varchar(20), list_price numeric(8,2),
                                     min_price numeric(8,2), catalog_url varchar(50));
INSERT INTO oe.product_information
SELECT p, 'Product ' || p, 'Description of product ' || p,
       (ARRAY[11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 31, 32, 33, 14, 14, 13, 24, 22])[pg_temp.r(20)],
       pg_temp.r(5), (ARRAY['0 months', '1 month', '3 months', '6 months', '1 year', '2 years', '5 years'])[pg_temp.r(7)]::interval,
       102050 + pg_temp.sk(45), (ARRAY['orderable','orderable','orderable','orderable','planned','development','obsolete'])[pg_temp.r(7)],
       lp, round(lp * 0.85, 2), 'http://www.supp-' || (102050 + p % 45) || '.com'
  FROM (SELECT p, round((5 + power(random(), 2) * 5000)::numeric, 2) lp
          FROM generate_series(1726, 3515) p WHERE (p * 2654435761::bigint) % 100 < 16) x;
CREATE TABLE oe.product_descriptions (product_id integer NOT NULL REFERENCES oe.product_information, language_id varchar(3) NOT NULL,
                                      translated_name varchar(50) NOT NULL, translated_description varchar(2000) NOT NULL,
                                      PRIMARY KEY (product_id, language_id));
INSERT INTO oe.product_descriptions
SELECT p.product_id, l, p.product_name || ' (' || l || ')', p.product_description || ' [' || l || ']'
  FROM oe.product_information p,
       unnest(ARRAY['US','AR','CA','CF','D','DK','E','EL','ESA','F','FRC','HU','I','IW','JA','KO','N','NL','PL','PT','PTB',
                    'RO','RU','S','SF','SK','SL','TH','TR','ZHS','ZHT']) l;
CREATE TABLE oe.inventories (product_id integer NOT NULL REFERENCES oe.product_information,
                             warehouse_id integer NOT NULL REFERENCES oe.warehouses, quantity_on_hand integer NOT NULL,
                             PRIMARY KEY (product_id, warehouse_id));
INSERT INTO oe.inventories
SELECT p.product_id, w, floor(power(random(), 2) * 300)::int
  FROM oe.product_information p, generate_series(1, 9) w
 WHERE w <= 4 OR (p.product_id + w) % 3 = 0;
CREATE TABLE oe.customers (customer_id integer PRIMARY KEY, cust_first_name varchar(20) NOT NULL, cust_last_name varchar(20) NOT NULL,
                           street_address varchar(40), postal_code varchar(10), city varchar(30), state_province varchar(10),
                           country_id char(2), phone_numbers varchar(25), nls_language varchar(3), nls_territory varchar(30),
                           credit_limit numeric(9,2), cust_email varchar(40), account_mgr_id integer REFERENCES oe.employees,
                           date_of_birth date, marital_status varchar(20), gender varchar(1), income_level varchar(20));
INSERT INTO oe.customers
SELECT c, (ARRAY['Harrison','Matthias','Meenakshi','Christian','Charlie','Ishwarya','Gustav','Markus','Goldie'])[1 + c % 9],
       (ARRAY['Sutherland','MacGraw','Mason','Cage','Sen','Stern','Steenburgen','Hershey','Olin'])[1 + (c * 5) % 9] || c,
       c || ' Gerry Dr', lpad((c * 53 % 99999)::text, 5, '0'), 'City ' || (c % 57), 'ST' || c % 30, co,
       '+1 317 123 ' || lpad(c::text, 4, '0'), CASE co WHEN 'US' THEN 'us' WHEN 'IN' THEN 'us' WHEN 'DE' THEN 'd'
                                                    WHEN 'IT' THEN 'i' WHEN 'CH' THEN 'd' ELSE 'us' END, 'AMERICA',
       (ARRAY[100, 300, 500, 700, 1200, 2400, 3600, 5000])[pg_temp.r(8)], 'cust' || c || '@example.com',
       CASE WHEN random() < 0.05 THEN NULL ELSE 144 + pg_temp.sk(5) END, '1950-01-01'::date + (c * 331) % 18000,
       (ARRAY['single','married'])[pg_temp.r(2)], (ARRAY['M','F'])[pg_temp.r(2)],
       (ARRAY['A: Below 30,000','B: 30,000 - 49,999','C: 50,000 - 69,999','D: 70,000 - 89,999','E: 90,000 - 109,999'])[pg_temp.r(5)]
  FROM (SELECT c, (ARRAY['US','US','US','US','IN','IN','DE','IT','CH','CN','FR','UK','JP','AU','BR'])[pg_temp.r(15)] co
          FROM generate_series(101, 1000) c WHERE (c * 40503) % 100 < 36) x;
CREATE TABLE oe.orders (order_id integer PRIMARY KEY, order_date timestamptz NOT NULL, order_mode varchar(8),
                        customer_id integer NOT NULL REFERENCES oe.customers, order_status integer, order_total numeric(12,2),
                        sales_rep_id integer REFERENCES oe.employees);
INSERT INTO oe.orders
SELECT o, '2004-01-01 00:00+00'::timestamptz + (o - 2354) * interval '19 hours', m,
       (SELECT customer_id FROM oe.customers ORDER BY customer_id OFFSET pg_temp.sk(320) - 1 + 0 * o LIMIT 1), pg_temp.r(11) - 1, 0,
       CASE WHEN m = 'direct' THEN 149 + pg_temp.sk(31) END
  FROM (SELECT o, CASE WHEN random() < 0.55 THEN 'direct' ELSE 'online' END m FROM generate_series(2354, 4753) o) x;
CREATE TABLE oe.order_items (order_id integer NOT NULL REFERENCES oe.orders, line_item_id integer NOT NULL,
                             product_id integer NOT NULL REFERENCES oe.product_information, unit_price numeric(8,2),
                             quantity integer, PRIMARY KEY (order_id, line_item_id));
INSERT INTO oe.order_items
SELECT o.order_id, l, p.product_id, p.list_price, q
  FROM oe.orders o
  CROSS JOIN LATERAL (SELECT l, pg_temp.sk(286) + 0 * o.order_id AS k, pg_temp.r(200) AS q
                        FROM generate_series(1, 1 + (o.order_id * 7) % 9) l) x
  JOIN LATERAL (SELECT product_id, list_price FROM oe.product_information ORDER BY product_id OFFSET x.k - 1 LIMIT 1) p ON true;
UPDATE oe.orders o SET order_total = t.s FROM (SELECT order_id, sum(unit_price * quantity) s FROM oe.order_items GROUP BY 1) t
 WHERE t.order_id = o.order_id;

-- ---- sh --------------------------------------------------------------------
CREATE TABLE sh.countries (country_id numeric PRIMARY KEY, country_iso_code char(2) NOT NULL, country_name varchar(40) NOT NULL,
                           country_subregion varchar(30) NOT NULL, country_subregion_id numeric NOT NULL,
                           country_region varchar(20) NOT NULL, country_region_id numeric NOT NULL,
                           country_total varchar(11) NOT NULL, country_total_id numeric NOT NULL, country_name_hist varchar(40));
INSERT INTO sh.countries
SELECT 52768 + k, iso, name, sub, 52791 + subk, reg, 52800 + regk, 'World total', 52806, NULL
  FROM (VALUES (1, 'AR', 'Argentina', 'Southern America', 1, 'Americas', 2), (2, 'AU', 'Australia', 'Australia', 2, 'Oceania', 4),
               (3, 'BR', 'Brazil', 'Southern America', 1, 'Americas', 2), (4, 'CA', 'Canada', 'Northern America', 3, 'Americas', 2),
               (5, 'CH', 'Switzerland', 'Western Europe', 4, 'Europe', 3), (6, 'CN', 'China', 'Asia', 5, 'Asia', 1),
               (7, 'DE', 'Germany', 'Western Europe', 4, 'Europe', 3), (8, 'DK', 'Denmark', 'Western Europe', 4, 'Europe', 3),
               (9, 'ES', 'Spain', 'Western Europe', 4, 'Europe', 3), (10, 'FR', 'France', 'Western Europe', 4, 'Europe', 3),
               (11, 'GB', 'United Kingdom', 'Western Europe', 4, 'Europe', 3), (12, 'IE', 'Ireland', 'Western Europe', 4, 'Europe', 3),
               (13, 'IN', 'India', 'Asia', 5, 'Asia', 1), (14, 'IT', 'Italy', 'Western Europe', 4, 'Europe', 3),
               (15, 'JP', 'Japan', 'Asia', 5, 'Asia', 1), (16, 'MY', 'Malaysia', 'Asia', 5, 'Asia', 1),
               (17, 'NL', 'The Netherlands', 'Western Europe', 4, 'Europe', 3), (18, 'NZ', 'New Zealand', 'Australia', 2, 'Oceania', 4),
               (19, 'PL', 'Poland', 'Eastern Europe', 6, 'Europe', 3), (20, 'SA', 'Saudi Arabia', 'Middle East', 7, 'Middle East', 5),
               (21, 'SG', 'Singapore', 'Asia', 5, 'Asia', 1), (22, 'US', 'United States of America', 'Northern America', 3, 'Americas', 2),
               (23, 'ZA', 'South Africa', 'Africa', 8, 'Africa', 6)) v(k, iso, name, sub, subk, reg, regk);
CREATE TABLE sh.channels (channel_id numeric PRIMARY KEY, channel_desc varchar(20) NOT NULL, channel_class varchar(20) NOT NULL,
                          channel_class_id numeric NOT NULL, channel_total varchar(13) NOT NULL, channel_total_id numeric NOT NULL);
INSERT INTO sh.channels VALUES (2, 'Partners', 'Others', 14, 'Channel total', 1), (3, 'Direct Sales', 'Direct', 12, 'Channel total', 1),
  (4, 'Internet', 'Indirect', 13, 'Channel total', 1), (5, 'Catalog', 'Indirect', 13, 'Channel total', 1),
  (9, 'Tele Sales', 'Direct', 12, 'Channel total', 1);
CREATE TABLE sh.promotions (promo_id integer PRIMARY KEY, promo_name varchar(30) NOT NULL, promo_subcategory varchar(30) NOT NULL,
                            promo_subcategory_id integer NOT NULL, promo_category varchar(30) NOT NULL, promo_category_id integer NOT NULL,
                            promo_cost numeric(10,2) NOT NULL, promo_begin_date date NOT NULL, promo_end_date date NOT NULL,
                            promo_total varchar(15) NOT NULL, promo_total_id integer NOT NULL);
INSERT INTO sh.promotions
SELECT p, CASE WHEN p = 999 THEN 'NO PROMOTION #' ELSE 'promotion #' || p END, 'subcategory ' || sc, sc,
       'category ' || (1 + sc / 4), 1 + sc / 4, CASE WHEN p = 999 THEN 0 ELSE 100 * pg_temp.r(1000) END, b,
       CASE WHEN p = 999 THEN '9999-01-01'::date ELSE b + 30 * pg_temp.r(4) END, 'Promotion total', 1
  FROM (SELECT p, CASE WHEN p = 999 THEN 1 ELSE pg_temp.r(21) END sc,
               CASE WHEN p = 999 THEN '1998-01-01'::date ELSE '1997-06-01'::date + pg_temp.r(2000) END b
          FROM (SELECT generate_series(33, 532) UNION ALL SELECT 999) s(p)) x;
CREATE TABLE sh.times (time_id date PRIMARY KEY, day_name varchar(9) NOT NULL, day_number_in_week integer NOT NULL,
                       day_number_in_month integer NOT NULL, calendar_week_number integer NOT NULL, fiscal_week_number integer NOT NULL,
                       week_ending_day date NOT NULL, week_ending_day_id numeric NOT NULL, calendar_month_number integer NOT NULL,
                       fiscal_month_number integer NOT NULL, calendar_month_desc varchar(8) NOT NULL, calendar_month_id numeric NOT NULL,
                       days_in_cal_month numeric NOT NULL, end_of_cal_month date NOT NULL, calendar_month_name varchar(9) NOT NULL,
                       calendar_quarter_desc char(7) NOT NULL, calendar_quarter_id numeric NOT NULL,
                       days_in_cal_quarter numeric NOT NULL, end_of_cal_quarter date NOT NULL, calendar_quarter_number integer NOT NULL,
                       calendar_year integer NOT NULL, calendar_year_id numeric NOT NULL, days_in_cal_year numeric NOT NULL,
                       end_of_cal_year date NOT NULL, fiscal_year integer NOT NULL, fiscal_year_id numeric NOT NULL);
INSERT INTO sh.times
SELECT d, to_char(d, 'FMDay'), extract(isodow FROM d), extract(day FROM d), extract(week FROM d),
       extract(week FROM d + 91), d + (7 - extract(isodow FROM d))::int,
       1582 + (d - '1998-01-04'::date + 6) / 7, extract(month FROM d), 1 + (extract(month FROM d)::int + 2) % 12,
       to_char(d, 'YYYY-MM'), 1650 + extract(year FROM d) * 12 - 1998 * 12 + extract(month FROM d),
       extract(day FROM date_trunc('month', d) + interval '1 month - 1 day'),
       (date_trunc('month', d) + interval '1 month - 1 day')::date, to_char(d, 'FMMonth'),
       to_char(d, 'YYYY-"0"Q'), 1768 + (extract(year FROM d) - 1998) * 4 + extract(quarter FROM d),
       (date_trunc('quarter', d) + interval '3 months')::date - date_trunc('quarter', d)::date,
       (date_trunc('quarter', d) + interval '3 months - 1 day')::date, extract(quarter FROM d),
       extract(year FROM d), 1801 + extract(year FROM d) - 1998,
       extract(doy FROM (date_trunc('year', d) + interval '1 year - 1 day')), (date_trunc('year', d) + interval '1 year - 1 day')::date,
       extract(year FROM d + 91), 1801 + extract(year FROM d + 91) - 1998
  FROM generate_series('1998-01-01'::date, '2001-12-31'::date, interval '1 day') g(dd), LATERAL (SELECT dd::date AS d) x;
CREATE TABLE sh.products (prod_id integer PRIMARY KEY, prod_name varchar(50) NOT NULL, prod_desc varchar(4000) NOT NULL,
                          prod_subcategory varchar(50) NOT NULL, prod_subcategory_id numeric NOT NULL,
                          prod_subcategory_desc varchar(2000) NOT NULL, prod_category varchar(50) NOT NULL,
                          prod_category_id numeric NOT NULL, prod_category_desc varchar(2000) NOT NULL,
                          prod_weight_class integer NOT NULL, prod_unit_of_measure varchar(20), prod_pack_size varchar(30) NOT NULL,
                          supplier_id integer NOT NULL, prod_status varchar(20) NOT NULL, prod_list_price numeric(8,2) NOT NULL,
                          prod_min_price numeric(8,2) NOT NULL, prod_total varchar(13) NOT NULL, prod_total_id numeric NOT NULL,
                          prod_src_id numeric, prod_eff_from date, prod_eff_to date, prod_valid varchar(1));
INSERT INTO sh.products
SELECT p, 'Product ' || p, 'Product ' || p || ' description', 'Subcategory ' || sc, 2010 + sc, 'Subcategory ' || sc || ' desc',
       'Category ' || (201 + sc % 5), 201 + sc % 5, 'Category ' || (201 + sc % 5) || ' desc', 1, 'U', 'P', 1, 'STATUS', lp,
       lp, 'Product total', 1, NULL, '1998-01-01', NULL, 'A'
  FROM (SELECT p, pg_temp.r(21) sc, round((6 + power(random(), 2) * 1500)::numeric, 2) lp
          FROM generate_series(13, 148) p WHERE p % 2 = 0 OR p % 7 = 0 OR p IN (13, 148)) x;
CREATE TABLE sh.customers (cust_id numeric PRIMARY KEY, cust_first_name varchar(20) NOT NULL, cust_last_name varchar(40) NOT NULL,
                           cust_gender char(1) NOT NULL, cust_year_of_birth integer NOT NULL, cust_marital_status varchar(20),
                           cust_street_address varchar(40) NOT NULL, cust_postal_code varchar(10) NOT NULL,
                           cust_city varchar(30) NOT NULL, cust_city_id numeric NOT NULL, cust_state_province varchar(40) NOT NULL,
                           cust_state_province_id numeric NOT NULL, country_id numeric NOT NULL REFERENCES sh.countries,
                           cust_main_phone_number varchar(25) NOT NULL, cust_income_level varchar(30), cust_credit_limit numeric,
                           cust_email varchar(50), cust_total varchar(14) NOT NULL, cust_total_id numeric NOT NULL,
                           cust_src_id numeric, cust_eff_from date, cust_eff_to date, cust_valid varchar(1));
INSERT INTO sh.customers
SELECT c, (ARRAY['Abigail','Anne','Buxton','Carla','Dora','Emmerson','Fredericka','Gertrude','Harriett'])[1 + c % 9],
       (ARRAY['Kessel','Koch','Emmerson','Ruddy','Rice','Bishop','Harper','Wood','Hollister'])[1 + (c * 7) % 9],
       (ARRAY['M','F'])[pg_temp.r(2)], 1913 + pg_temp.r(78), (ARRAY['single','married','divorced', NULL])[pg_temp.r(4)],
       c || ' Learmouth Avenue', lpad((c * 13 % 99999)::text, 5, '0'), 'City ' || city, 51039 + city,
       'Province ' || st, 52530 + st, 52768 + co, pg_temp.r(999) || '-' || pg_temp.r(999) || '-' || pg_temp.r(9999),
       (ARRAY['A: Below 30,000','B: 30,000 - 49,999','G: 130,000 - 149,999','J: 190,000 - 249,999','L: 300,000 and above'])[pg_temp.r(5)],
       (ARRAY[1500, 3000, 5000, 7000, 9000, 10000, 11000, 15000])[pg_temp.r(8)], 'cust' || c || '@company.example',
       'Customer total', 52772, NULL, '1998-01-01'::date + pg_temp.r(365 * 3), NULL, 'A'
  FROM (SELECT c, (ARRAY[22, 22, 22, 22, 22, 7, 7, 11, 11, 10, 14, 15, 2, 4, 5, 6, 13, 17, 18, 19, 3, 1, 8, 9, 12, 16, 20, 21, 23])
                   [pg_temp.r(29)] co, pg_temp.sk(620) city, pg_temp.r(260) st
          FROM generate_series(1, 20000) c WHERE (c * 2246822519::bigint) % 100 < 40) x;
-- sales: time by value, product skewed, promotion 999 mostly; partitioned by year as in the original
CREATE TABLE sh.sales (prod_id integer NOT NULL REFERENCES sh.products, cust_id numeric NOT NULL REFERENCES sh.customers,
                       time_id date NOT NULL REFERENCES sh.times, channel_id numeric NOT NULL REFERENCES sh.channels,
                       promo_id integer NOT NULL REFERENCES sh.promotions, quantity_sold numeric(10,2) NOT NULL,
                       amount_sold numeric(10,2) NOT NULL) PARTITION BY RANGE (time_id);
CREATE TABLE sh.sales_1998 PARTITION OF sh.sales FOR VALUES FROM ('1998-01-01') TO ('1999-01-01');
CREATE TABLE sh.sales_1999 PARTITION OF sh.sales FOR VALUES FROM ('1999-01-01') TO ('2000-01-01');
CREATE TABLE sh.sales_2000 PARTITION OF sh.sales FOR VALUES FROM ('2000-01-01') TO ('2001-01-01');
CREATE TABLE sh.sales_2001 PARTITION OF sh.sales FOR VALUES FROM ('2001-01-01') TO ('2002-01-01');
CREATE TEMP TABLE prod_list AS SELECT row_number() OVER (ORDER BY prod_id) k, prod_id, prod_list_price FROM sh.products;
CREATE TEMP TABLE cust_list AS SELECT row_number() OVER (ORDER BY cust_id) k, cust_id FROM sh.customers;
CREATE TEMP TABLE promo_list AS SELECT row_number() OVER (ORDER BY promo_id) k, promo_id FROM sh.promotions WHERE promo_id <> 999;
INSERT INTO sh.sales
SELECT p.prod_id, c.cust_id, '1998-01-01'::date + x.t, x.ch,
       CASE WHEN x.pr <= 25 THEN (SELECT promo_id FROM promo_list WHERE k = x.pr * 20) ELSE 999 END, 1, round(p.prod_list_price * x.f, 2)
  FROM (SELECT g, pg_temp.sk((SELECT count(*)::int FROM prod_list)) pk, pg_temp.sk((SELECT count(*)::int FROM cust_list)) ck, floor(power(random(), 0.8) * 1461)::int t,
               (ARRAY[3, 3, 3, 3, 2, 2, 4, 4, 9])[pg_temp.r(9)] ch, pg_temp.r(400) pr, (0.9 + random() * 0.2)::numeric f
          FROM generate_series(1, 100000) g) x
  JOIN prod_list p ON p.k = x.pk JOIN cust_list c ON c.k = x.ck;
CREATE TABLE sh.costs (prod_id integer NOT NULL REFERENCES sh.products, time_id date NOT NULL REFERENCES sh.times,
                       promo_id integer NOT NULL REFERENCES sh.promotions, channel_id numeric NOT NULL REFERENCES sh.channels,
                       unit_cost numeric(10,2) NOT NULL, unit_price numeric(10,2) NOT NULL);
INSERT INTO sh.costs
SELECT DISTINCT ON (s.prod_id, s.time_id, s.promo_id, s.channel_id) s.prod_id, s.time_id, s.promo_id, s.channel_id,
       round(p.prod_list_price * 0.7, 2), p.prod_list_price
  FROM sh.sales s JOIN sh.products p ON p.prod_id = s.prod_id
 WHERE extract(day FROM s.time_id)::int % 3 = 0
 ORDER BY s.prod_id, s.time_id, s.promo_id, s.channel_id;
CREATE TABLE sh.supplementary_demographics (cust_id numeric PRIMARY KEY REFERENCES sh.customers, education varchar(21),
                                            occupation varchar(21), household_size varchar(21), yrs_residence numeric,
                                            affinity_card integer, bulk_pack_diskettes integer, flat_panel_monitor integer,
                                            home_theater_package integer, bookkeeping_application integer, printer_supplies integer,
                                            y_box_games integer, os_doc_set_kanji integer, comments varchar(4000));
INSERT INTO sh.supplementary_demographics
SELECT cust_id, (ARRAY['HS-grad','Bach.','Masters','< Bach.','PhD','Assoc-V'])[pg_temp.r(6)],
       (ARRAY['Prof.','Sales','Cleric.','Exec.','Other','Crafts','Machine'])[pg_temp.r(7)], (ARRAY['1','2','3','4-5','6+'])[pg_temp.r(5)],
       pg_temp.r(14) - 1, pg_temp.r(2) - 1, pg_temp.r(2) - 1, pg_temp.r(2) - 1, pg_temp.r(2) - 1, pg_temp.r(2) - 1, 1,
       pg_temp.r(2) - 1, 0, CASE WHEN random() < 0.3 THEN 'Comments ' || cust_id END
  FROM sh.customers WHERE (cust_id * 7)::bigint % 10 < 6;
ANALYZE;
