-- test/accuracy/foodmart.sql: FoodMart, the sample data warehouse of Mondrian / Pentaho Analysis (Microsoft's FoodMart
-- 2000 as Mondrian 3.x ships it: the tables, types and indexes that MondrianFoodMartLoader -tables -data -indexes
-- -aggregates makes on PostgreSQL from FoodMartCreateData.sql), a grocery chain's 1997-1998 sales, inventory, expenses
-- and payroll, written for issue 16 as a held-out check (round 24): committed with its truth (foodmart_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: a star schema with singular snake_case table names; fact tables sales_fact_1997, sales_fact_1998,
-- sales_fact_dec_1998 (the December 1998 lines again, a partition Mondrian's tests read on its own),
-- inventory_fact_1997 / 1998, expense_fact and salary; eleven agg_*_sales_fact_1997 aggregate tables that the loader
-- fills by GROUP BY over sales_fact_1997 (the dimension keys kept, the others rolled up). Dimensions are keyed by an
-- integer <table>_id (category_id is a text code: 'ACTUAL', 'BUDGET') and the facts name the key alike (product_id,
-- time_id, customer_id, promotion_id, store_id, warehouse_id, account_id, category_id, department_id, position_id,
-- product_class_id, region_id, warehouse_class_id). References named otherwise: customer.customer_region_id -> region;
-- warehouse.stores_id -> store (warehouse n serves store n: stores_id = warehouse_id on every row); the parent-child
-- hierarchies employee.supervisor_id, account.account_parent, category.category_parent (self references) and
-- employee_closure (employee_id, supervisor_id, distance: the closure of the supervisor tree, each employee with
-- himself at distance 0); salary.pay_date -> time_by_day.the_date (the HR cube's time dimension joins the date, not a
-- time_id) and expense_fact.exp_date, the date of its time_id, into the same unique the_date.
-- Keys: FoodMart declares NO primary key and NO foreign key. The loader makes unique indexes on the dimension keys
-- (account, category, currency (currency_id, date), customer, department, employee, employee_closure (supervisor_id,
-- employee_id), position, product, promotion, reserve_employee, store, store_ragged, time_by_day (time_id, and the_date))
-- and plain indexes on the facts' columns; product_class, region, warehouse, warehouse_class and days have none: their
-- ids are unique in the data only. Every reference is in the truth as undeclared. The loader quotes its identifiers,
-- so product's "SKU" and "SRP" and account's "Custom_Members" keep their mixed case.
-- "None": promotion 0 is the row 'No Promotion' (three quarters of the sales lines carry it); store 0 is the head
-- office (HQ staff carry it, no sale does); the president's supervisor_id is 0 (Mondrian's nullParentValue="0") and
-- there is no employee 0: the one orphan value of employee.supervisor_id and reserve_employee.supervisor_id, in the
-- truth with it. NULL: account_parent and category_parent of the roots, store 0's region_id (the head office is in no
-- sales region), promotion 0's district and dates, employee.end_date of staff still employed, customer.mi and
-- address2..4, time_by_day.fiscal_period (NULL on every row), the states store_ragged leaves out.
-- No other orphans: a sample generated once and never edited. Ids are dense as shipped (customer 1..10281, product
-- 1..1560, promotion 0..1863, employee 1..n in tree order, region 1..110, time_id 367..1096 = days since 1995-12-31);
-- department ids keep the shipped gap 5 -> 11, account ids count in thousands (1000..5000).
-- Copies, no references, left out of the truth: store_ragged is store again with a ragged geography (the same 25
-- store ids, 1:1); reserve_employee is employee again (the same employee ids, 1:1; Mondrian's tests use it as a
-- parent-child dimension of its own, so its supervisor_id is in the truth into reserve_employee itself);
-- store.store_number equals store_id; employee.position_title and management_role copy position's. Mondrian's
-- "Sales Ragged" cube joins sales_fact_1997.store_id to store_ragged.store_id: that one is in the truth.
-- Currency: rates keyed by (currency_id, date), on the 1st of each month of 1996-1998 for 1 USD, 2 peso, 3 Canadian
-- dollar; expense_fact and salary carry the currency of the store's country and a first-of-the-month date, so
-- (currency_id, exp_date) and (currency_id, pay_date) are in the truth as undeclared composites into currency (the
-- rate of that currency on that day; no Mondrian cube joins currency). currency_id alone names no unique row: left out.
-- Left out besides: promotion.promotion_district_id, which holds region.sales_district_id, a district number repeated
-- on every city of the district (no table of districts, no unique target); the aggregates' month_of_year, quarter,
-- the_year, time_month, time_quarter, time_year (not unique in time_by_day), agg_lc_06's city / state_province /
-- country and agg_g_ms_pcat's gender, marital_status, product_family / department / category (denormalised
-- attributes); days, a lookup of weekday numbers nobody references (the_day holds the name).
-- Undiscoverable: category.category_parent, whose one value is 'BUDGET' (ADJUSTMENT rolls up into BUDGET, the other
-- four categories are roots). Polymorphic columns: none.
-- Sizes: the dimensions keep the shipped sizes (customer 10,281, product 1,560 in 110 classes, promotion 1,864, region
-- 110, store 25, warehouse 24, time_by_day 730 days, about 1,160 employees); the facts are cut to fit the harness:
-- sales_fact_1997 about 31,000 lines (86,837 shipped), sales_fact_1998 about 36,000 (164,558 shipped), inventory about
-- 4,100 a year, so that the six aggregates nearly as long as the fact stay under 32,000 rows each. In 1997 only the 13
-- USA stores sold, in 1998 all 24; customers shop in their own country, mostly at their home store, in baskets of one
-- to six lines, a few customers often and many never; a quarter of the lines fall under a promotion that runs in the
-- store's district that day. Measures (unit_sales 1..6, fact_count, customer_count, supply_time, units_per_case,
-- store_number, day_of_month, week_of_year, month_of_year) fall inside key ranges as in the shipped data.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1997);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;

-- ---------------------------------------------------------------- tables, as MondrianFoodMartLoader -tables makes them
CREATE TABLE sales_fact_1997 (product_id INTEGER NOT NULL, time_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  promotion_id INTEGER NOT NULL, store_id INTEGER NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL);
CREATE TABLE sales_fact_1998 (product_id INTEGER NOT NULL, time_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  promotion_id INTEGER NOT NULL, store_id INTEGER NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL);
CREATE TABLE sales_fact_dec_1998 (product_id INTEGER NOT NULL, time_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  promotion_id INTEGER NOT NULL, store_id INTEGER NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL);
CREATE TABLE inventory_fact_1997 (product_id INTEGER NOT NULL, time_id INTEGER, warehouse_id INTEGER, store_id INTEGER,
  units_ordered INTEGER, units_shipped INTEGER, warehouse_sales DECIMAL(10,4), warehouse_cost DECIMAL(10,4),
  supply_time SMALLINT, store_invoice DECIMAL(10,4));
CREATE TABLE inventory_fact_1998 (product_id INTEGER NOT NULL, time_id INTEGER, warehouse_id INTEGER, store_id INTEGER,
  units_ordered INTEGER, units_shipped INTEGER, warehouse_sales DECIMAL(10,4), warehouse_cost DECIMAL(10,4),
  supply_time SMALLINT, store_invoice DECIMAL(10,4));
CREATE TABLE agg_pl_01_sales_fact_1997 (product_id INTEGER NOT NULL, time_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  store_sales_sum DECIMAL(10,4) NOT NULL, store_cost_sum DECIMAL(10,4) NOT NULL, unit_sales_sum DECIMAL(10,4) NOT NULL,
  fact_count INTEGER NOT NULL);
CREATE TABLE agg_ll_01_sales_fact_1997 (product_id INTEGER NOT NULL, time_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  store_sales DECIMAL(10,4) NOT NULL, store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL,
  fact_count INTEGER NOT NULL);
CREATE TABLE agg_l_03_sales_fact_1997 (time_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  store_sales DECIMAL(10,4) NOT NULL, store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL,
  fact_count INTEGER NOT NULL);
CREATE TABLE agg_l_04_sales_fact_1997 (time_id INTEGER NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL, customer_count INTEGER NOT NULL,
  fact_count INTEGER NOT NULL);
CREATE TABLE agg_l_05_sales_fact_1997 (product_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  promotion_id INTEGER NOT NULL, store_id INTEGER NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE agg_c_10_sales_fact_1997 (month_of_year SMALLINT NOT NULL, quarter VARCHAR(30) NOT NULL,
  the_year SMALLINT NOT NULL, store_sales DECIMAL(10,4) NOT NULL, store_cost DECIMAL(10,4) NOT NULL,
  unit_sales DECIMAL(10,4) NOT NULL, customer_count INTEGER NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE agg_c_14_sales_fact_1997 (product_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, month_of_year SMALLINT NOT NULL,
  quarter VARCHAR(30) NOT NULL, the_year SMALLINT NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE agg_lc_100_sales_fact_1997 (product_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  quarter VARCHAR(30) NOT NULL, the_year SMALLINT NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE agg_c_special_sales_fact_1997 (product_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL, store_id INTEGER NOT NULL, time_month SMALLINT NOT NULL,
  time_quarter VARCHAR(30) NOT NULL, time_year SMALLINT NOT NULL, store_sales_sum DECIMAL(10,4) NOT NULL,
  store_cost_sum DECIMAL(10,4) NOT NULL, unit_sales_sum DECIMAL(10,4) NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE agg_g_ms_pcat_sales_fact_1997 (gender VARCHAR(30) NOT NULL, marital_status VARCHAR(30) NOT NULL,
  product_family VARCHAR(30), product_department VARCHAR(30), product_category VARCHAR(30),
  month_of_year SMALLINT NOT NULL, quarter VARCHAR(30) NOT NULL, the_year SMALLINT NOT NULL,
  store_sales DECIMAL(10,4) NOT NULL, store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL,
  customer_count INTEGER NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE agg_lc_06_sales_fact_1997 (time_id INTEGER NOT NULL, city VARCHAR(30) NOT NULL,
  state_province VARCHAR(30) NOT NULL, country VARCHAR(30) NOT NULL, store_sales DECIMAL(10,4) NOT NULL,
  store_cost DECIMAL(10,4) NOT NULL, unit_sales DECIMAL(10,4) NOT NULL, fact_count INTEGER NOT NULL);
CREATE TABLE currency (currency_id INTEGER NOT NULL, date DATE NOT NULL, currency VARCHAR(30) NOT NULL,
  conversion_ratio DECIMAL(10,4) NOT NULL);
CREATE TABLE account (account_id INTEGER NOT NULL, account_parent INTEGER, account_description VARCHAR(30),
  account_type VARCHAR(30) NOT NULL, account_rollup VARCHAR(30) NOT NULL, "Custom_Members" VARCHAR(255));
CREATE TABLE category (category_id VARCHAR(30) NOT NULL, category_parent VARCHAR(30),
  category_description VARCHAR(30) NOT NULL, category_rollup VARCHAR(30));
CREATE TABLE customer (customer_id INTEGER NOT NULL, account_num BIGINT NOT NULL, lname VARCHAR(30) NOT NULL,
  fname VARCHAR(30) NOT NULL, mi VARCHAR(30), address1 VARCHAR(30), address2 VARCHAR(30), address3 VARCHAR(30),
  address4 VARCHAR(30), city VARCHAR(30), state_province VARCHAR(30), postal_code VARCHAR(30) NOT NULL,
  country VARCHAR(30) NOT NULL, customer_region_id INTEGER NOT NULL, phone1 VARCHAR(30) NOT NULL,
  phone2 VARCHAR(30) NOT NULL, birthdate DATE NOT NULL, marital_status VARCHAR(30) NOT NULL,
  yearly_income VARCHAR(30) NOT NULL, gender VARCHAR(30) NOT NULL, total_children SMALLINT NOT NULL,
  num_children_at_home SMALLINT NOT NULL, education VARCHAR(30) NOT NULL, date_accnt_opened DATE NOT NULL,
  member_card VARCHAR(30), occupation VARCHAR(30), houseowner VARCHAR(30), num_cars_owned INTEGER,
  fullname VARCHAR(60) NOT NULL);
CREATE TABLE days (day INTEGER NOT NULL, week_day VARCHAR(30) NOT NULL);
CREATE TABLE department (department_id INTEGER NOT NULL, department_description VARCHAR(30) NOT NULL);
CREATE TABLE employee (employee_id INTEGER NOT NULL, full_name VARCHAR(30) NOT NULL, first_name VARCHAR(30) NOT NULL,
  last_name VARCHAR(30) NOT NULL, position_id INTEGER, position_title VARCHAR(30), store_id INTEGER NOT NULL,
  department_id INTEGER NOT NULL, birth_date DATE NOT NULL, hire_date TIMESTAMP, end_date TIMESTAMP,
  salary DECIMAL(10,4) NOT NULL, supervisor_id INTEGER, education_level VARCHAR(30) NOT NULL,
  marital_status VARCHAR(30) NOT NULL, gender VARCHAR(30) NOT NULL, management_role VARCHAR(30));
CREATE TABLE employee_closure (employee_id INTEGER NOT NULL, supervisor_id INTEGER NOT NULL, distance INTEGER);
CREATE TABLE expense_fact (store_id INTEGER NOT NULL, account_id INTEGER NOT NULL, exp_date TIMESTAMP NOT NULL,
  time_id INTEGER NOT NULL, category_id VARCHAR(30) NOT NULL, currency_id INTEGER NOT NULL,
  amount DECIMAL(10,4) NOT NULL);
CREATE TABLE position (position_id INTEGER NOT NULL, position_title VARCHAR(30) NOT NULL, pay_type VARCHAR(30) NOT NULL,
  min_scale DECIMAL(10,4) NOT NULL, max_scale DECIMAL(10,4) NOT NULL, management_role VARCHAR(30) NOT NULL);
CREATE TABLE product (product_class_id INTEGER NOT NULL, product_id INTEGER NOT NULL, brand_name VARCHAR(60),
  product_name VARCHAR(60) NOT NULL, "SKU" BIGINT NOT NULL, "SRP" DECIMAL(10,4), gross_weight REAL, net_weight REAL,
  recyclable_package BOOLEAN, low_fat BOOLEAN, units_per_case SMALLINT, cases_per_pallet SMALLINT,
  shelf_width REAL, shelf_height REAL, shelf_depth REAL);
CREATE TABLE product_class (product_class_id INTEGER NOT NULL, product_subcategory VARCHAR(30),
  product_category VARCHAR(30), product_department VARCHAR(30), product_family VARCHAR(30));
CREATE TABLE promotion (promotion_id INTEGER NOT NULL, promotion_district_id INTEGER, promotion_name VARCHAR(30),
  media_type VARCHAR(30), cost DECIMAL(10,4), start_date TIMESTAMP, end_date TIMESTAMP);
CREATE TABLE region (region_id INTEGER NOT NULL, sales_city VARCHAR(30), sales_state_province VARCHAR(30),
  sales_district VARCHAR(30), sales_region VARCHAR(30), sales_country VARCHAR(30), sales_district_id INTEGER);
CREATE TABLE reserve_employee (employee_id INTEGER NOT NULL, full_name VARCHAR(30) NOT NULL,
  first_name VARCHAR(30) NOT NULL, last_name VARCHAR(30) NOT NULL, position_id INTEGER, position_title VARCHAR(30),
  store_id INTEGER NOT NULL, department_id INTEGER NOT NULL, birth_date TIMESTAMP NOT NULL, hire_date TIMESTAMP,
  end_date TIMESTAMP, salary DECIMAL(10,4) NOT NULL, supervisor_id INTEGER, education_level VARCHAR(30) NOT NULL,
  marital_status VARCHAR(30) NOT NULL, gender VARCHAR(30) NOT NULL);
CREATE TABLE salary (pay_date TIMESTAMP NOT NULL, employee_id INTEGER NOT NULL, department_id INTEGER NOT NULL,
  currency_id INTEGER NOT NULL, salary_paid DECIMAL(10,4) NOT NULL, overtime_paid DECIMAL(10,4) NOT NULL,
  vacation_accrued REAL NOT NULL, vacation_used REAL NOT NULL);
CREATE TABLE store (store_id INTEGER NOT NULL, store_type VARCHAR(30), region_id INTEGER, store_name VARCHAR(30),
  store_number INTEGER, store_street_address VARCHAR(30), store_city VARCHAR(30), store_state VARCHAR(30),
  store_postal_code VARCHAR(30), store_country VARCHAR(30), store_manager VARCHAR(30), store_phone VARCHAR(30),
  store_fax VARCHAR(30), first_opened_date TIMESTAMP, last_remodel_date TIMESTAMP, store_sqft INTEGER,
  grocery_sqft INTEGER, frozen_sqft INTEGER, meat_sqft INTEGER, coffee_bar BOOLEAN, video_store BOOLEAN,
  salad_bar BOOLEAN, prepared_food BOOLEAN, florist BOOLEAN);
CREATE TABLE store_ragged (store_id INTEGER NOT NULL, store_type VARCHAR(30), region_id INTEGER, store_name VARCHAR(30),
  store_number INTEGER, store_street_address VARCHAR(30), store_city VARCHAR(30), store_state VARCHAR(30),
  store_postal_code VARCHAR(30), store_country VARCHAR(30), store_manager VARCHAR(30), store_phone VARCHAR(30),
  store_fax VARCHAR(30), first_opened_date TIMESTAMP, last_remodel_date TIMESTAMP, store_sqft INTEGER,
  grocery_sqft INTEGER, frozen_sqft INTEGER, meat_sqft INTEGER, coffee_bar BOOLEAN, video_store BOOLEAN,
  salad_bar BOOLEAN, prepared_food BOOLEAN, florist BOOLEAN);
CREATE TABLE time_by_day (time_id INTEGER NOT NULL, the_date TIMESTAMP, the_day VARCHAR(30), the_month VARCHAR(30),
  the_year SMALLINT, day_of_month SMALLINT, week_of_year INTEGER, month_of_year SMALLINT, quarter VARCHAR(30),
  fiscal_period VARCHAR(30));
CREATE TABLE warehouse (warehouse_id INTEGER NOT NULL, warehouse_class_id INTEGER, stores_id INTEGER,
  warehouse_name VARCHAR(60), wa_address1 VARCHAR(30), wa_address2 VARCHAR(30), wa_address3 VARCHAR(30),
  wa_address4 VARCHAR(30), warehouse_city VARCHAR(30), warehouse_state_province VARCHAR(30),
  warehouse_postal_code VARCHAR(30), warehouse_country VARCHAR(30), warehouse_owner_name VARCHAR(30),
  warehouse_phone VARCHAR(30), warehouse_fax VARCHAR(30));
CREATE TABLE warehouse_class (warehouse_class_id INTEGER NOT NULL, description VARCHAR(30));

-- ---------------------------------------------------------------- calendar
INSERT INTO days VALUES (1,'Sunday'),(2,'Monday'),(3,'Tuesday'),(4,'Wednesday'),(5,'Thursday'),(6,'Friday'),(7,'Saturday');

-- time_id counts days from 1996-01-01 = 1, so 1997-01-01 is 367; the table holds 1997 and 1998
INSERT INTO time_by_day
SELECT (d::date - date '1996-01-01') + 1, d, to_char(d, 'FMDay'), to_char(d, 'FMMonth'), extract(year FROM d)::smallint,
       extract(day FROM d)::smallint,
       1 + ((extract(doy FROM d)::int - 1 + extract(dow FROM date_trunc('year', d))::int) / 7),
       extract(month FROM d)::smallint, 'Q' || extract(quarter FROM d), NULL
  FROM generate_series(timestamp '1997-01-01', timestamp '1998-12-31', interval '1 day') d;

-- ---------------------------------------------------------------- geography: region holds the sales cities
CREATE TEMP TABLE geo (city text, state text, district text, sregion text, country text, big int);
INSERT INTO geo VALUES
('Altadena','CA','Los Angeles','South West','USA',0),('Arcadia','CA','Los Angeles','South West','USA',0),
('Bellflower','CA','Los Angeles','South West','USA',0),('Beverly Hills','CA','Los Angeles','South West','USA',1),
('Burbank','CA','Los Angeles','South West','USA',0),('Downey','CA','Los Angeles','South West','USA',0),
('Glendale','CA','Los Angeles','South West','USA',1),('Lakewood','CA','Los Angeles','South West','USA',0),
('Long Beach','CA','Los Angeles','South West','USA',1),('Los Angeles','CA','Los Angeles','South West','USA',2),
('Newport Beach','CA','Los Angeles','South West','USA',0),('Pomona','CA','Los Angeles','South West','USA',0),
('San Gabriel','CA','Los Angeles','South West','USA',0),('Santa Monica','CA','Los Angeles','South West','USA',1),
('Torrance','CA','Los Angeles','South West','USA',0),('West Covina','CA','Los Angeles','South West','USA',0),
('Woodland Hills','CA','Los Angeles','South West','USA',0),
('Chula Vista','CA','San Diego','South West','USA',1),('Coronado','CA','San Diego','South West','USA',0),
('El Cajon','CA','San Diego','South West','USA',0),('Grossmont','CA','San Diego','South West','USA',0),
('Imperial Beach','CA','San Diego','South West','USA',0),('La Jolla','CA','San Diego','South West','USA',0),
('La Mesa','CA','San Diego','South West','USA',0),('Lemon Grove','CA','San Diego','South West','USA',0),
('Lincoln Acres','CA','San Diego','South West','USA',0),('National City','CA','San Diego','South West','USA',0),
('San Diego','CA','San Diego','South West','USA',2),('Spring Valley','CA','San Diego','South West','USA',0),
('Berkeley','CA','San Francisco','Central West','USA',1),('Burlingame','CA','San Francisco','Central West','USA',0),
('Colma','CA','San Francisco','Central West','USA',0),('Concord','CA','San Francisco','Central West','USA',0),
('Daly City','CA','San Francisco','Central West','USA',0),('Fremont','CA','San Francisco','Central West','USA',0),
('Mill Valley','CA','San Francisco','Central West','USA',0),('Novato','CA','San Francisco','Central West','USA',0),
('Oakland','CA','San Francisco','Central West','USA',1),('Palo Alto','CA','San Francisco','Central West','USA',0),
('Redwood City','CA','San Francisco','Central West','USA',0),('Richmond','CA','San Francisco','Central West','USA',0),
('San Carlos','CA','San Francisco','Central West','USA',0),('San Francisco','CA','San Francisco','Central West','USA',2),
('San Jose','CA','San Francisco','Central West','USA',1),('Santa Cruz','CA','San Francisco','Central West','USA',0),
('Beaverton','OR','Portland','North West','USA',1),('Lake Oswego','OR','Portland','North West','USA',0),
('Milwaukie','OR','Portland','North West','USA',0),('Oregon City','OR','Portland','North West','USA',0),
('Portland','OR','Portland','North West','USA',2),('W. Linn','OR','Portland','North West','USA',0),
('Albany','OR','Salem','North West','USA',0),('Corvallis','OR','Salem','North West','USA',1),
('Lebanon','OR','Salem','North West','USA',0),('Salem','OR','Salem','North West','USA',2),
('Woodburn','OR','Salem','North West','USA',0),
('Ballard','WA','Seattle','North West','USA',0),('Burien','WA','Seattle','North West','USA',0),
('Edmonds','WA','Seattle','North West','USA',0),('Issaquah','WA','Seattle','North West','USA',0),
('Kirkland','WA','Seattle','North West','USA',0),('Lynnwood','WA','Seattle','North West','USA',0),
('Redmond','WA','Seattle','North West','USA',1),('Renton','WA','Seattle','North West','USA',0),
('Seattle','WA','Seattle','North West','USA',2),
('Anacortes','WA','Bellingham','North West','USA',0),('Bellingham','WA','Bellingham','North West','USA',1),
('Everett','WA','Bellingham','North West','USA',1),('Marysville','WA','Bellingham','North West','USA',0),
('Sedro Woolley','WA','Bellingham','North West','USA',0),
('Olympia','WA','Tacoma','North West','USA',1),('Puyallup','WA','Tacoma','North West','USA',0),
('Tacoma','WA','Tacoma','North West','USA',2),('Bremerton','WA','Bremerton','North West','USA',1),
('Port Orchard','WA','Bremerton','North West','USA',0),('Spokane','WA','Spokane','North West','USA',2),
('Yakima','WA','Yakima','North West','USA',1),('Walla Walla','WA','Walla Walla','North West','USA',1),
('Acapulco','Guerrero','Acapulco','Mexico South','Mexico',2),('Tlaxiaco','Oaxaca','Acapulco','Mexico South','Mexico',0),
('Merida','Yucatan','Merida','Mexico South','Mexico',2),('Orizaba','Veracruz','Orizaba','Mexico Central','Mexico',1),
('Mexico City','DF','Mexico City','Mexico Central','Mexico',2),('San Andres','DF','Mexico City','Mexico Central','Mexico',1),
('Santa Fe','DF','Mexico City','Mexico Central','Mexico',1),('Tixapan','DF','Mexico City','Mexico Central','Mexico',0),
('Tlalpan','DF','Mexico City','Mexico Central','Mexico',0),('La Cruz','Sinaloa','Guadalajara','Mexico West','Mexico',0),
('Guadalajara','Jalisco','Guadalajara','Mexico West','Mexico',2),('Zapopan','Jalisco','Guadalajara','Mexico West','Mexico',1),
('Camacho','Zacatecas','Zacatecas','Mexico West','Mexico',1),('Hidalgo','Zacatecas','Zacatecas','Mexico West','Mexico',2),
('Burnaby','BC','Vancouver','Canada West','Canada',1),('Cliffside','BC','Vancouver','Canada West','Canada',0),
('Haney','BC','Vancouver','Canada West','Canada',0),('Ladner','BC','Vancouver','Canada West','Canada',0),
('Langley','BC','Vancouver','Canada West','Canada',0),('N. Vancouver','BC','Vancouver','Canada West','Canada',1),
('Newton','BC','Vancouver','Canada West','Canada',0),('Port Hammond','BC','Vancouver','Canada West','Canada',0),
('Richmond','BC','Vancouver','Canada West','Canada',1),('Shawnee','BC','Vancouver','Canada West','Canada',0),
('Vancouver','BC','Vancouver','Canada West','Canada',2),('Westminster','BC','Vancouver','Canada West','Canada',0),
('Langford','BC','Victoria','Canada West','Canada',0),('Metchosin','BC','Victoria','Canada West','Canada',0),
('Oak Bay','BC','Victoria','Canada West','Canada',0),('Royal Oak','BC','Victoria','Canada West','Canada',0),
('Sooke','BC','Victoria','Canada West','Canada',0),('Victoria','BC','Victoria','Canada West','Canada',2);

-- region ids were handed out as the cities were keyed in, not in any geographic order; districts are numbered from 101
INSERT INTO region
SELECT row_number() OVER (ORDER BY md5(city || state)), city, state, district, sregion, country,
       100 + dense_rank() OVER (ORDER BY country DESC, district)
  FROM geo;

-- ---------------------------------------------------------------- stores: 0 is the head office, 1..24 the stores
INSERT INTO store (store_id, store_type, store_name, store_number, store_street_address, store_city, store_state,
                   store_postal_code, store_country, store_manager, store_phone, store_fax, first_opened_date,
                   last_remodel_date, store_sqft, coffee_bar, video_store, salad_bar, prepared_food, florist)
SELECT s.id, s.typ, CASE WHEN s.id = 0 THEN 'HQ' ELSE 'Store ' || s.id END, s.id,
       CASE WHEN s.id = 0 THEN '1 Alameda Way' ELSE (100 + (s.id * 7919) % 9000) || ' ' ||
            (ARRAY['Jefferson Way','Jenkins Ln.','Highland Ave.','Main Street','Grand Ave.','Lakeview Dr.','Oak Blvd.',
                   'Pine Road','Sunset St.','River Rd.','Park Ave.','Elm St.'])[1 + s.id % 12] END,
       s.city, s.state, CASE WHEN s.id = 0 THEN '55555' ELSE lpad(((s.id * 3187) % 90000 + 10000)::text, 5, '0') END,
       s.country,
       CASE WHEN s.id = 0 THEN NULL ELSE pg_temp.pick(ARRAY['Jones','Smith','Williams','Brown','Davis','Miller','Wilson',
            'Moore','Taylor','Anderson','Thomas','Jackson','White','Harris','Martin','Garcia','Martinez','Lewis']) END,
       CASE WHEN s.id = 0 THEN NULL ELSE lpad(pg_temp.r(899)::text,3,'0') || '-555-' || lpad(pg_temp.r(9999)::text,4,'0') END,
       CASE WHEN s.id = 0 THEN NULL ELSE lpad(pg_temp.r(899)::text,3,'0') || '-555-' || lpad(pg_temp.r(9999)::text,4,'0') END,
       CASE WHEN s.id = 0 THEN NULL ELSE timestamp '1968-01-01' + pg_temp.r(8000) * interval '1 day' END,
       CASE WHEN s.id = 0 THEN NULL ELSE timestamp '1990-01-01' + pg_temp.r(2500) * interval '1 day' END,
       CASE s.typ WHEN 'HeadQuarters' THEN NULL WHEN 'Small Grocery' THEN 20000 + pg_temp.r(8000)
                  WHEN 'Mid-Size Grocery' THEN 28000 + pg_temp.r(9000) WHEN 'Supermarket' THEN 30000 + pg_temp.r(10000)
                  ELSE 33000 + pg_temp.r(9000) END,
       CASE WHEN s.id > 0 THEN random() < 0.5 END, CASE WHEN s.id > 0 THEN random() < 0.4 END,
       CASE WHEN s.id > 0 THEN random() < 0.5 END, CASE WHEN s.id > 0 THEN random() < 0.5 END,
       CASE WHEN s.id > 0 THEN random() < 0.45 END
  FROM (VALUES (0,'HeadQuarters','Alameda','CA','USA'),(1,'Supermarket','Acapulco','Guerrero','Mexico'),
               (2,'Small Grocery','Bellingham','WA','USA'),(3,'Supermarket','Bremerton','WA','USA'),
               (4,'Gourmet Supermarket','Camacho','Zacatecas','Mexico'),(5,'Small Grocery','Guadalajara','Jalisco','Mexico'),
               (6,'Gourmet Supermarket','Beverly Hills','CA','USA'),(7,'Supermarket','Los Angeles','CA','USA'),
               (8,'Deluxe Supermarket','Merida','Yucatan','Mexico'),(9,'Mid-Size Grocery','Mexico City','DF','Mexico'),
               (10,'Supermarket','Orizaba','Veracruz','Mexico'),(11,'Supermarket','Portland','OR','USA'),
               (12,'Deluxe Supermarket','Hidalgo','Zacatecas','Mexico'),(13,'Deluxe Supermarket','Salem','OR','USA'),
               (14,'Small Grocery','San Francisco','CA','USA'),(15,'Supermarket','Seattle','WA','USA'),
               (16,'Supermarket','Spokane','WA','USA'),(17,'Deluxe Supermarket','Tacoma','WA','USA'),
               (18,'Mid-Size Grocery','Hidalgo','Zacatecas','Mexico'),(19,'Deluxe Supermarket','Vancouver','BC','Canada'),
               (20,'Mid-Size Grocery','Victoria','BC','Canada'),(21,'Deluxe Supermarket','San Andres','DF','Mexico'),
               (22,'Small Grocery','Walla Walla','WA','USA'),(23,'Mid-Size Grocery','Yakima','WA','USA'),
               (24,'Supermarket','San Diego','CA','USA')) s(id, typ, city, state, country)
 ORDER BY s.id;
UPDATE store s SET region_id = r.region_id FROM region r WHERE r.sales_city = s.store_city AND r.sales_state_province = s.store_state;
UPDATE store SET grocery_sqft = round(store_sqft * (0.66 + random() * 0.08)),
                 frozen_sqft = round(store_sqft * (0.16 + random() * 0.06)) WHERE store_id > 0;
UPDATE store SET meat_sqft = store_sqft - grocery_sqft - frozen_sqft WHERE store_id > 0;

-- store_ragged: the same stores with a ragged geography (countries without states, a state that is its own city)
INSERT INTO store_ragged SELECT * FROM store ORDER BY store_id;
UPDATE store_ragged SET store_country = 'Israel', store_state = 'Israel', store_city = 'Haifa' WHERE store_id = 13;
UPDATE store_ragged SET store_country = 'Israel', store_state = 'Israel', store_city = 'Tel Aviv' WHERE store_id = 22;
UPDATE store_ragged SET store_country = 'Vatican', store_state = NULL, store_city = 'Vatican' WHERE store_id = 24;
UPDATE store_ragged SET store_state = NULL WHERE store_id IN (9, 21);
UPDATE store_ragged SET store_city = NULL, store_state = NULL WHERE store_id = 0;

-- ---------------------------------------------------------------- warehouses: one per store, warehouse n serves store n
INSERT INTO warehouse_class VALUES (1,'Small Independent'),(2,'Medium Independent'),(3,'Large Independent'),
  (4,'Large Owned'),(5,'Medium Owned'),(6,'Small Owned');
INSERT INTO warehouse
SELECT s.store_id, CASE WHEN s.store_sqft > 36000 THEN 4 + (s.store_id % 2) WHEN s.store_sqft > 29000 THEN 2 + 3 * (s.store_id % 2)
                        ELSE 1 + 5 * (s.store_id % 2) END,
       s.store_id, w.name, (1000 + (s.store_id * 4271) % 8999) || ' ' || (ARRAY['Harbor Blvd.','Industrial Way','Freeway Dr.',
       'Commerce St.','Rail Yard Rd.','Depot Ave.'])[1 + s.store_id % 6], NULL, NULL, NULL,
       s.store_city, s.store_state, lpad(((s.store_id * 7411) % 90000 + 10000)::text, 5, '0'), s.store_country,
       CASE WHEN random() < 0.3 THEN NULL ELSE pg_temp.pick(ARRAY['Salka','Foster','Jorgensen','Bastani','Arnold','Freeman',
            'Jones','Anderson','Artesia','Maddock','Valdez','Bellmont']) END,
       lpad(pg_temp.r(899)::text,3,'0') || '-555-' || lpad(pg_temp.r(9999)::text,4,'0'),
       lpad(pg_temp.r(899)::text,3,'0') || '-555-' || lpad(pg_temp.r(9999)::text,4,'0')
  FROM store s JOIN (SELECT ordinality::int AS id, name FROM unnest(ARRAY['Salka Warehousing','Foster Products',
       'Jorgensen Service  Storage','Destination, Inc.','Arnold and Sons','Bastani and Sons','Freeman And Co',
       'Jones International','Quality Warehousing and Trucking','Artesia Warehousing, Inc.','Anderson Warehousing',
       'Focus, Inc.','Treehouse Distribution','Bellmont Distributing','Maddock Stored Foods','Big  Quality Warehouse',
       'Valdez Warehousing','Food Service Storage, Inc.','Quality Distribution','Worthington Food Products',
       'Bay Area Distributors','Continental Warehousing','Pacific Storage','Hemingway Logistics'])
       WITH ORDINALITY AS t(name, ordinality)) w ON w.id = s.store_id
 ORDER BY s.store_id;

-- ---------------------------------------------------------------- products
CREATE TEMP TABLE pc (fam text, dept text, cat text, subs text[]);
INSERT INTO pc VALUES
('Drink','Alcoholic Beverages','Beer and Wine','{Beer,Wine}'),
('Drink','Beverages','Carbonated Beverages','{Soda}'),
('Drink','Beverages','Drinks','{"Flavored Drinks"}'),
('Drink','Beverages','Hot Beverages','{Chocolate,Coffee,Tea}'),
('Drink','Beverages','Pure Juice Beverages','{Juice}'),
('Drink','Dairy','Dairy','{Milk}'),
('Food','Baked Goods','Bread','{Bagels,Bread,Muffins}'),
('Food','Baking Goods','Baking Goods','{"Cooking Oil",Sauces,Spices,Sugar}'),
('Food','Baking Goods','Jams and Jellies','{Jelly,"Peanut Butter",Preserves}'),
('Food','Breakfast Foods','Breakfast Foods','{Cereal,"Pancake Mix",Pancakes,Waffles}'),
('Food','Canned Foods','Canned Anchovies','{Anchovies}'),
('Food','Canned Foods','Canned Clams','{Clams}'),
('Food','Canned Foods','Canned Oysters','{Oysters}'),
('Food','Canned Foods','Canned Sardines','{Sardines}'),
('Food','Canned Foods','Canned Shrimp','{Shrimp}'),
('Food','Canned Foods','Canned Soup','{Soup}'),
('Food','Canned Foods','Canned Tuna','{Tuna}'),
('Food','Canned Foods','Vegetables','{"Canned Vegetables"}'),
('Food','Canned Products','Fruit','{"Canned Fruit"}'),
('Food','Dairy','Dairy','{Cheese,"Cottage Cheese","Sour Cream",Yogurt}'),
('Food','Deli','Meat','{Bologna,"Deli Meats","Fresh Chicken",Hamburger,"Hot Dogs","Sliced Chicken","Sliced Ham","Sliced Turkey"}'),
('Food','Deli','Side Dishes','{"Deli Salads"}'),
('Food','Eggs','Eggs','{Eggs}'),
('Food','Frozen Foods','Breakfast Foods','{Pancakes,Waffles}'),
('Food','Frozen Foods','Frozen Desserts','{"Ice Cream",Popsicles}'),
('Food','Frozen Foods','Frozen Entrees','{"TV Dinner"}'),
('Food','Frozen Foods','Meat','{"Frozen Chicken"}'),
('Food','Frozen Foods','Pizza','{Pizza}'),
('Food','Frozen Foods','Vegetables','{"Frozen Vegetables"}'),
('Food','Meat','Meat','{Bacon,Bologna,"Hot Dogs","Sliced Ham"}'),
('Food','Produce','Fruit','{"Dried Fruit","Fresh Fruit"}'),
('Food','Produce','Packaged Vegetables','{Tofu}'),
('Food','Produce','Specialty','{Nuts}'),
('Food','Produce','Vegetables','{"Fresh Vegetables"}'),
('Food','Seafood','Seafood','{"Fresh Fish",Shellfish}'),
('Food','Snack Foods','Snack Foods','{Chips,Cookies,Crackers,Dips,Donuts,"Dried Meat",Nuts,Popcorn,Pretzels}'),
('Food','Snacks','Candy','{"Chocolate Candy",Gum,"Hard Candy"}'),
('Food','Starchy Foods','Starchy Foods','{Pasta,Rice}'),
('Non-Consumable','Carousel','Specialty','{Sunglasses}'),
('Non-Consumable','Checkout','Hardware','{Batteries}'),
('Non-Consumable','Checkout','Miscellaneous','{Maps}'),
('Non-Consumable','Health and Hygiene','Bathroom Products','{Conditioner,Mouthwash,Shampoo,"Toilet Brushes",Toothbrushes}'),
('Non-Consumable','Health and Hygiene','Cold Remedies','{"Cold Remedies"}'),
('Non-Consumable','Health and Hygiene','Decongestants','{Decongestants}'),
('Non-Consumable','Health and Hygiene','First Aid','{Bandages,"Antiseptic Cream"}'),
('Non-Consumable','Health and Hygiene','Hygiene','{"Personal Hygiene"}'),
('Non-Consumable','Health and Hygiene','Pain Relievers','{Acetominifen,Aspirin,Ibuprofen}'),
('Non-Consumable','Household','Candles','{Candles}'),
('Non-Consumable','Household','Cleaning Supplies','{Cleaners,Deodorizers,Sponges}'),
('Non-Consumable','Household','Electrical','{Lightbulbs}'),
('Non-Consumable','Household','Hardware','{Screwdrivers,Hammers}'),
('Non-Consumable','Household','Kitchen Products','{"Pot Cleaners","Pots and Pans"}'),
('Non-Consumable','Household','Paper Products','{"Paper Wipes","Paper Dishes","Paper Cups","Paper Napkins"}'),
('Non-Consumable','Household','Plastic Products','{"Plastic Utensils"}'),
('Non-Consumable','Periodicals','Magazines','{Magazines}');
INSERT INTO product_class
SELECT row_number() OVER (ORDER BY fam, dept, cat, ord), sub, cat, dept, fam
  FROM pc, unnest(subs) WITH ORDINALITY AS u(sub, ord);

-- brands carry one family each; products spread unevenly over the subcategories
CREATE TEMP TABLE brand (fam text, names text[]);
INSERT INTO brand VALUES
('Drink','{Washington,"Green Ribbon",Portsmouth,Excellent,"Good","Pearl",Walrus,"Top Measure",Skinner,"Dual City",Tell Tale,"Big Time",Gorilla,"Even Better"}'),
('Food','{Hermanos,"Tell Tale",Ebony,"High Top","Tri-State","Big Time",Club,Booker,Gorilla,Carlson,"Even Better",Golden,Imagine,Pleasant,"Fort West",Nationeel,Sunset,"Best Choice",Token,Jardon,"Blue Label",Bravo,"Just Right",Super,"Red Wing",Moms,Hilltop,"Bird Call",Steady,Denny,"Fast","Shady Lake","Great",Sphinx,"Red Spade","Cutting Edge",Curlew,Framton,"BBB Best",Landslide,Akron,Musial,PigTail,"Ship Shape",Thresher,Colony,Queen,Kiwi,Horatio,"James Bay",Monarch,CDR,"Gulf Coast",Special,Applause,Choice,Consolidated,Discover,Johnson,Robust,Symphony,Atomic,"Tip Top",Toucan,Carrington,"Blue Medal",Modell,Quick,Radius,Fabulous,"Mighty Good",Lake,American,Plato,Cormorant}'),
('Non-Consumable','{"Bird Call",Steady,Denny,"Faux Products",Hilltop,"Red Wing",Moms,Consolidated,"Cormorant",Sunset,"Top Measure",Akron,Plato,"American",Toucan,"High Quality",Gorilla,"Just Right",Symphony,Discover}');

CREATE TEMP TABLE pslot AS
SELECT p AS product_id, pg_temp.sk((SELECT count(*)::int FROM product_class), 1.35) AS product_class_id FROM generate_series(1, 1560) p;
INSERT INTO product
SELECT s.product_class_id, s.product_id, b.brand,
       left(b.brand || ' ' || CASE pc.product_family WHEN 'Non-Consumable' THEN pg_temp.pick(ARRAY['Economy','Deluxe','Mini',
            'Large','Fancy','Extra Strength','Childrens','Multi-Symptom','Buffered','Regular','Silky Smooth','Tartar Control',
            'Glass','Scented','Heavy Duty','Travel','Soft','Bright','Home','Super'])
            WHEN 'Drink' THEN pg_temp.pick(ARRAY['Berry','Apple','Light','Imported','Diet','Extra','Cranberry','Grape','Mango',
            'Lemon','Orange','Strawberry','Regular','Low Fat','Whole','Chocolate','Decaf','Premium','Cherry','Sparkling'])
            ELSE pg_temp.pick(ARRAY['Low Fat','Fancy','Large','Red','Extra','Light','Plain','Spicy','Whole','Mini',
            'Jumbo','Fresh','Deluxe','Blueberry','Strawberry','Chicken','Beef','Vegetable','Regular','Buttered','Salted','Honey',
            'Cinnamon','Sesame','Garlic','Homestyle','Imported','Creamy','Chunky','Wheat','Rye','Sweet','Smoked','Frozen'])
            END || ' ' || pc.product_subcategory, 60),
       10000000000 + floor(random() * 89999999999)::bigint, round((0.5 + random() * 3.49)::numeric, 2),
       round((5 + random() * 17)::numeric, 2), NULL, random() < 0.55, random() < 0.35,
       pg_temp.r(36), 4 + pg_temp.r(10), round((5 + random() * 17)::numeric, 2), round((5 + random() * 17)::numeric, 2),
       round((5 + random() * 17)::numeric, 2)
  FROM pslot s JOIN product_class pc ON pc.product_class_id = s.product_class_id
  CROSS JOIN LATERAL (SELECT b.names[1 + floor(random() * array_length(b.names, 1) + s.product_id * 0)::int] AS brand
                        FROM brand b WHERE b.fam = pc.product_family) b
 ORDER BY s.product_id;
UPDATE product SET net_weight = round((gross_weight - 1 - random() * 2)::numeric, 2);

-- popularity rank: a random permutation of the products, drawn with a skew
CREATE TEMP TABLE prank AS SELECT row_number() OVER (ORDER BY md5('p' || product_id))::int AS rk, product_id, "SRP" AS srp FROM product;
CREATE UNIQUE INDEX ON prank (rk);

-- ---------------------------------------------------------------- promotions: 0 is "No Promotion", the rest run for a few days in one sales district
INSERT INTO promotion VALUES (0, NULL, 'No Promotion', 'No Media', 0.0000, NULL, NULL);
CREATE TEMP TABLE dist_w AS SELECT sales_district_id AS did, bool_or(EXISTS (SELECT 1 FROM store s WHERE s.region_id = r.region_id)) AS has_store
  FROM region r GROUP BY sales_district_id;
CREATE TEMP TABLE dist_arr AS SELECT array_agg(did ORDER BY did) FILTER (WHERE has_store) AS sd, array_agg(did ORDER BY did) AS ad FROM dist_w;
INSERT INTO promotion
SELECT p, CASE WHEN random() < 0.93 THEN d.sd[1 + floor(random() * array_length(d.sd, 1))::int]
               ELSE d.ad[1 + floor(random() * array_length(d.ad, 1))::int] END,
       pg_temp.pick(ARRAY['Cash Register Lottery','Price Winners','Weekend Markdown','Dollar Days','Two Day Sale','Super Savers',
         'Double Down Sale','Sales Days','Bag Stuffers','Green Light Special','Savings Galore','Big Time Savings','Price Slashers',
         'Go For It','Save-It Sale','Shelf Clearing Days','Super Duper Savers','Big Promo','Pick Your Savings','Dimes Off',
         'Free For All','High Roller Savings','I Cant Believe It Sale','Money Savers','Mystery Sale','One Day Sale','Price Cutters',
         'Price Destroyers','Sale Winners','Three for One','Tip Top Savings','Unbeatable Price Savers','You Save Days',
         'Wallet Savers','Bye Bye Baby','Budget Bargains','Coupon Spectacular','Double Your Savings','Fantastic Discounts',
         'Hot Day','Sales Galore','Shelf Emptiers','Super Wallet Savers','Thrifty Specials','Best Savings','Bag Stuffers']),
       pg_temp.pick(ARRAY['Bulk Mail','Cash Register Handout','Daily Paper','Daily Paper, Radio','Daily Paper, Radio, TV',
         'In-Store Coupon','Product Attachment','Radio','Street Handout','Sunday Paper','Sunday Paper, Radio',
         'Sunday Paper, Radio, TV','TV']),
       (5000 + pg_temp.r(20000))::numeric, NULL, NULL
  FROM generate_series(1, 1863) p, dist_arr d
 ORDER BY p;
UPDATE promotion SET start_date = timestamp '1996-01-01' + floor(random() * 1090) * interval '1 day' WHERE promotion_id > 0;
UPDATE promotion SET end_date = start_date + pg_temp.r(6) * interval '1 day' WHERE promotion_id > 0;

-- ---------------------------------------------------------------- names
CREATE TEMP TABLE fn_f AS SELECT '{Mary,Patricia,Linda,Barbara,Elizabeth,Jennifer,Maria,Susan,Margaret,Dorothy,Lisa,Nancy,Karen,Betty,Helen,Sandra,Donna,Carol,Ruth,Sharon,Michelle,Laura,Sarah,Kimberly,Deborah,Jessica,Shirley,Cynthia,Angela,Melissa,Brenda,Amy,Anna,Rebecca,Virginia,Kathleen,Pamela,Martha,Debra,Amanda,Stephanie,Carolyn,Christine,Marie,Janet,Catherine,Frances,Ann,Joyce,Diane,Alice,Julie,Heather,Teresa,Doris,Gloria,Evelyn,Jean,Cheryl,Katherine,Joan,Judith,Rose,Janice,Kelly,Nicole,Judy,Christina,Kathy,Theresa,Beverly,Denise,Tammy,Irene,Jane,Lori,Rachel,Marilyn,Andrea,Sheri,Maya,Roberta,Rebecca,Brenda,Carmen,Rosa,Guadalupe,Lucia,Ana,Veronica}'::text[] AS a;
CREATE TEMP TABLE fn_m AS SELECT '{James,John,Robert,Michael,William,David,Richard,Charles,Joseph,Thomas,Christopher,Daniel,Paul,Mark,Donald,George,Kenneth,Steven,Edward,Brian,Ronald,Anthony,Kevin,Jason,Matthew,Gary,Timothy,Jose,Larry,Jeffrey,Frank,Scott,Eric,Stephen,Andrew,Raymond,Gregory,Joshua,Jerry,Dennis,Walter,Patrick,Peter,Harold,Douglas,Henry,Carl,Arthur,Ryan,Roger,Juan,Jack,Albert,Jonathan,Justin,Terry,Gerald,Keith,Samuel,Ralph,Lawrence,Nicholas,Roy,Benjamin,Bruce,Derrick,Howard,Carlos,Victor,Martin,Ernest,Phillip,Todd,Jesse,Craig,Alan,Sean,Earl,Antonio,Miguel,Luis,Jorge,Francisco}'::text[] AS a;
CREATE TEMP TABLE ln AS SELECT '{Smith,Johnson,Williams,Jones,Brown,Davis,Miller,Wilson,Moore,Taylor,Anderson,Thomas,Jackson,White,Harris,Martin,Thompson,Garcia,Martinez,Robinson,Clark,Rodriguez,Lewis,Lee,Walker,Hall,Allen,Young,Hernandez,King,Wright,Lopez,Hill,Scott,Green,Adams,Baker,Gonzalez,Nelson,Carter,Mitchell,Perez,Roberts,Turner,Phillips,Campbell,Parker,Evans,Edwards,Collins,Stewart,Sanchez,Morris,Rogers,Reed,Cook,Morgan,Bell,Murphy,Bailey,Rivera,Cooper,Richardson,Cox,Howard,Ward,Torres,Peterson,Gray,Ramirez,James,Watson,Brooks,Kelly,Sanders,Price,Bennett,Wood,Barnes,Ross,Henderson,Coleman,Jenkins,Perry,Powell,Long,Patterson,Hughes,Flores,Washington,Butler,Simmons,Foster,Gonzales,Bryant,Alexander,Russell,Griffin,Diaz,Hayes,Nowmer,Whelply,Spence,Gutierrez,Damstra,Kanagaki,Brunner,Blumberg,Stanz,Murraiin,Creek,Medina,Rutledge,Cavestany,Hite,Ortiz,Vargas,Castillo,Jimenez,Moreno,Romero,Alvarez,Ruiz,Mendoza,Chavez}'::text[] AS a;

-- ---------------------------------------------------------------- customers: 10,281 card holders in the three countries
CREATE TEMP TABLE gw AS
SELECT r.region_id, r.sales_city, r.sales_state_province, r.sales_country,
       (CASE g.big WHEN 2 THEN 12 WHEN 1 THEN 5 ELSE 1 END) * (0.5 + random()) AS w
  FROM region r JOIN geo g ON g.city = r.sales_city AND g.state = r.sales_state_province
 ORDER BY r.region_id;
CREATE TEMP TABLE gcum AS
SELECT region_id, sales_city, sales_state_province, sales_country,
       sum(w) OVER (PARTITION BY sales_country ORDER BY region_id) / sum(w) OVER (PARTITION BY sales_country) AS cum
  FROM gw;
CREATE TEMP TABLE cslot AS
SELECT c AS customer_id,
       CASE WHEN u < 0.70 THEN 'USA' WHEN u < 0.91 THEN 'Mexico' ELSE 'Canada' END AS country, random() AS x,
       random() < 0.5 AS female
  FROM (SELECT c, random() AS u FROM generate_series(1, 10281) c) s;
CREATE TEMP TABLE cgeo AS
SELECT s.customer_id, s.female, g.region_id, g.sales_city, g.sales_state_province, g.sales_country
  FROM cslot s CROSS JOIN LATERAL (SELECT * FROM gcum g WHERE g.sales_country = s.country AND g.cum >= s.x
                                    ORDER BY g.cum LIMIT 1) g
 ORDER BY s.customer_id;

INSERT INTO customer
SELECT c.customer_id, 10000000000 + floor(random() * 89999999999)::bigint,
       (SELECT ln.a[1 + floor(random() * array_length(ln.a, 1) + c.customer_id * 0)::int] FROM ln),
       CASE WHEN c.female THEN (SELECT f.a[1 + floor(random() * array_length(f.a, 1) + c.customer_id * 0)::int] FROM fn_f f)
            ELSE (SELECT m.a[1 + floor(random() * array_length(m.a, 1) + c.customer_id * 0)::int] FROM fn_m m) END,
       CASE WHEN random() < 0.12 THEN NULL ELSE chr(64 + pg_temp.r(26)) || '.' END,
       (pg_temp.r(9899) + 100) || ' ' || pg_temp.pick(ARRAY['Mt. Hood Circle','Linden Ave.','Concord St.','Pine View Way',
         'Via Del Sol','Willow Lake','Beck Place','Ridge Road','Lincoln Dr.','Greenwood Circle','Mission Blvd.','Seaview Dr.',
         'Kirkwood Ct.','Roslyn Road','Arcadia Place','Hill Drive','Jacaranda St.','Frontera Road','Maple Ave.','Camino Verde']),
       CASE WHEN random() < 0.07 THEN 'Unit H' || pg_temp.r(40) END, NULL, NULL,
       c.sales_city, c.sales_state_province, lpad((10000 + (c.region_id * 811) % 89000 + pg_temp.r(40))::text, 5, '0'),
       c.sales_country, c.region_id,
       lpad((100 + pg_temp.r(899))::text, 3, '0') || '-555-' || lpad(pg_temp.r(9999)::text, 4, '0'),
       lpad((100 + pg_temp.r(899))::text, 3, '0') || '-555-' || lpad(pg_temp.r(9999)::text, 4, '0'),
       date '1910-01-01' + floor(random() * 25500)::int, CASE WHEN random() < 0.5 THEN 'M' ELSE 'S' END,
       pg_temp.pick(ARRAY['$10K - $30K','$30K - $50K','$30K - $50K','$50K - $70K','$50K - $70K','$70K - $90K',
                          '$90K - $110K','$110K - $130K','$130K - $150K','$150K +']),
       CASE WHEN c.female THEN 'F' ELSE 'M' END, 0, 0,
       pg_temp.pick(ARRAY['Bachelors Degree','Graduate Degree','High School Degree','High School Degree','Partial College',
                          'Partial High School','Partial High School']),
       date '1991-01-01' + floor(random() * 1095)::int,
       pg_temp.pick(ARRAY['Bronze','Bronze','Normal','Normal','Normal','Silver','Golden']),
       pg_temp.pick(ARRAY['Clerical','Management','Manual','Professional','Skilled Manual','Skilled Manual']),
       CASE WHEN random() < 0.6 THEN 'Y' ELSE 'N' END, floor(random() * 5)::int, ''
  FROM cgeo c
 ORDER BY c.customer_id;
UPDATE customer SET total_children = floor(random() * 6)::int;
UPDATE customer SET num_children_at_home = floor(random() * (total_children + 1))::int, fullname = fname || ' ' || lname;

-- ---------------------------------------------------------------- HR: departments, positions, the staff tree
INSERT INTO department VALUES (1,'HQ General Management'),(2,'HQ Information Systems'),(3,'HQ Marketing'),
  (4,'HQ Human Resources'),(5,'HQ Finance and Accounting'),(11,'Store Management'),(14,'Store Information Systems'),
  (15,'Store Permanent Checkers'),(16,'Store Temporary Checkers'),(17,'Store Permanent Stockers'),
  (18,'Store Temporary Stockers'),(19,'Store Permanent Butchers');
INSERT INTO position VALUES
  (1,'President','Monthly',70000,150000,'Senior Management'),
  (2,'VP Country Manager','Monthly',50000,120000,'Senior Management'),
  (3,'VP Information Systems','Monthly',40000,100000,'Senior Management'),
  (4,'VP Human Resources','Monthly',40000,100000,'Senior Management'),
  (5,'VP Finance','Monthly',40000,100000,'Senior Management'),
  (6,'HQ Marketing','Monthly',20000,40000,'Middle Management'),
  (7,'HQ Information Systems','Monthly',20000,40000,'Middle Management'),
  (8,'HQ Human Resources','Monthly',20000,40000,'Middle Management'),
  (9,'HQ Finance and Accounting','Monthly',20000,40000,'Middle Management'),
  (10,'Store Manager','Monthly',10000,30000,'Store Management'),
  (11,'Store Assistant Manager','Monthly',8000,15000,'Store Management'),
  (12,'Store Information Systems','Monthly',8000,12000,'Store Management'),
  (13,'Store Shift Supervisor','Hourly',6000,9000,'Store Full Time Staf'),
  (14,'Store Permanent Checker','Hourly',4000,6000,'Store Full Time Staf'),
  (15,'Store Temporary Checker','Hourly',3000,5000,'Store Temp Staff'),
  (16,'Store Permanent Stocker','Hourly',4000,6000,'Store Full Time Staf'),
  (17,'Store Temporary Stocker','Hourly',3000,5000,'Store Temp Staff'),
  (18,'Store Permanent Butcher','Hourly',4000,6000,'Store Full Time Staf');
CREATE TEMP TABLE pos_dept (position_id int, department_id int);
INSERT INTO pos_dept VALUES (1,1),(2,1),(3,2),(4,4),(5,5),(6,3),(7,2),(8,4),(9,5),(10,11),(11,11),(12,14),(13,11),
  (14,15),(15,16),(16,17),(17,18),(18,19);

-- employee_id, position, store, supervisor (0 for the president: Mondrian's nullParentValue)
CREATE TEMP TABLE emp_raw (employee_id int, position_id int, store_id int, supervisor_id int);
DO $$
DECLARE
  s record; eid int; mgr int; asst int[]; sups int[]; n int; i int; p int; vp int; u float8;
BEGIN
  INSERT INTO emp_raw VALUES (1, 1, 0, 0), (2, 2, 0, 1), (3, 2, 0, 1), (4, 2, 0, 1), (5, 3, 0, 1), (6, 4, 0, 1), (7, 5, 0, 1);
  eid := 7;
  FOR i IN 1..6 LOOP eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 6, 0, 1); END LOOP;
  FOR i IN 1..8 LOOP eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 7, 0, 5); END LOOP;
  FOR i IN 1..7 LOOP eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 8, 0, 6); END LOOP;
  FOR i IN 1..10 LOOP eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 9, 0, 7); END LOOP;
  FOR s IN SELECT store_id, store_country, store_sqft FROM store WHERE store_id > 0 ORDER BY store_id LOOP
    vp := CASE s.store_country WHEN 'USA' THEN 2 WHEN 'Mexico' THEN 3 ELSE 4 END;
    eid := eid + 1; mgr := eid; INSERT INTO emp_raw VALUES (eid, 10, s.store_id, vp);
    asst := '{}';
    FOR i IN 1..2 LOOP eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 11, s.store_id, mgr); asst := asst || eid; END LOOP;
    eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 12, s.store_id, mgr);
    sups := '{}';
    FOR i IN 1..(2 + (s.store_sqft > 30000)::int + (s.store_sqft > 36000)::int) LOOP
      eid := eid + 1; INSERT INTO emp_raw VALUES (eid, 13, s.store_id, asst[1 + i % 2]); sups := sups || eid;
    END LOOP;
    n := s.store_sqft / 900 + floor(random() * 6)::int;
    FOR i IN 1..n LOOP
      u := random();
      p := CASE WHEN u < 0.28 THEN 14 WHEN u < 0.45 THEN 15 WHEN u < 0.70 THEN 16 WHEN u < 0.86 THEN 17 ELSE 18 END;
      eid := eid + 1;
      INSERT INTO emp_raw VALUES (eid, p, s.store_id, sups[1 + floor(random() * array_length(sups, 1))::int]);
    END LOOP;
  END LOOP;
END $$;

INSERT INTO employee
SELECT e.employee_id, '', '', (SELECT ln.a[1 + floor(random() * array_length(ln.a, 1) + e.employee_id * 0)::int] FROM ln),
       e.position_id, p.position_title, e.store_id, d.department_id,
       date '1910-01-01' + floor(random() * 24000)::int,
       CASE WHEN e.employee_id <= 39 THEN timestamp '1990-01-01' + floor(random() * 1400) * interval '1 day'
            WHEN p.pay_type = 'Monthly' THEN timestamp '1994-06-01' + floor(random() * 1000) * interval '1 day'
            ELSE timestamp '1995-01-01' + floor(random() * 1400) * interval '1 day' END,
       NULL, round((p.min_scale + (p.max_scale - p.min_scale) * random())::numeric, 0), e.supervisor_id,
       pg_temp.pick(ARRAY['Bachelors Degree','Graduate Degree','High School Degree','Partial College','Partial High School']),
       CASE WHEN random() < 0.5 THEN 'M' ELSE 'S' END, CASE WHEN random() < 0.5 THEN 'F' ELSE 'M' END, p.management_role
  FROM emp_raw e JOIN position p ON p.position_id = e.position_id JOIN pos_dept d ON d.position_id = e.position_id
 ORDER BY e.employee_id;
UPDATE employee e SET first_name = CASE WHEN gender = 'F' THEN (SELECT f.a[1 + floor(random() * array_length(f.a, 1) + e.employee_id * 0)::int] FROM fn_f f)
                                        ELSE (SELECT m.a[1 + floor(random() * array_length(m.a, 1) + e.employee_id * 0)::int] FROM fn_m m) END;
UPDATE employee SET full_name = left(first_name || ' ' || last_name, 30);
UPDATE employee SET first_name = 'Sheri', last_name = 'Nowmer', full_name = 'Sheri Nowmer', gender = 'F' WHERE employee_id = 1;
-- temporary staff come and go: some left during 1997-1998 (hourly staff only)
UPDATE employee SET end_date = hire_date + (200 + floor(random() * 500)) * interval '1 day'
 WHERE position_id IN (15, 17) AND random() < 0.35;
UPDATE employee SET end_date = NULL WHERE end_date > timestamp '1998-12-31';

-- the closure of the supervisor tree, each employee with himself at distance 0
INSERT INTO employee_closure
WITH RECURSIVE up(employee_id, supervisor_id, distance) AS (
  SELECT employee_id, employee_id, 0 FROM employee
  UNION ALL
  SELECT u.employee_id, e.supervisor_id, u.distance + 1 FROM up u JOIN employee e ON e.employee_id = u.supervisor_id
   WHERE e.supervisor_id <> 0)
SELECT employee_id, supervisor_id, distance FROM up ORDER BY employee_id, distance;

-- reserve_employee: the same staff, as the sample ships it (no management_role, birth_date a timestamp)
INSERT INTO reserve_employee
SELECT employee_id, full_name, first_name, last_name, position_id, position_title, store_id, department_id,
       birth_date::timestamp, hire_date, end_date, salary, supervisor_id, education_level, marital_status, gender
  FROM employee ORDER BY employee_id;

-- ---------------------------------------------------------------- currencies: a monthly rate per currency
INSERT INTO currency
SELECT c.id, m::date, c.name, round((c.base * (1 + (extract(epoch FROM m - timestamp '1996-01-01') / 86400 / 730) * c.drift
                                                + (random() - 0.5) * c.noise))::numeric, 4)
  FROM (VALUES (1,'USD',1.0,0.0,0.0),(2,'Peso',7.60,0.08,0.02),(3,'Canadian',1.36,0.06,0.01)) c(id, name, base, drift, noise),
       generate_series(timestamp '1996-01-01', timestamp '1998-12-01', interval '1 month') m
 ORDER BY c.id, m;

-- ---------------------------------------------------------------- salary: one row per employee per month worked
INSERT INTO salary
SELECT m, e.employee_id, e.department_id, CASE s.store_country WHEN 'Mexico' THEN 2 WHEN 'Canada' THEN 3 ELSE 1 END,
       round((e.salary / 12 * (0.97 + random() * 0.06))::numeric, 4),
       CASE WHEN p.pay_type = 'Hourly' AND random() < 0.4 THEN round((e.salary / 12 * random() * 0.15)::numeric, 4) ELSE 0 END,
       round((1 + random() * 2)::numeric, 1), CASE WHEN random() < 0.2 THEN round((1 + random() * 4)::numeric, 0) ELSE 0 END
  FROM employee e JOIN position p ON p.position_id = e.position_id JOIN store s ON s.store_id = e.store_id
  JOIN generate_series(timestamp '1997-01-01', timestamp '1998-12-01', interval '1 month') m
    ON m >= e.hire_date AND (e.end_date IS NULL OR m <= e.end_date)
 ORDER BY m, e.employee_id;

-- ---------------------------------------------------------------- finance: chart of accounts, scenarios, store expenses
INSERT INTO account VALUES
  (1000, NULL, 'Assets', 'Asset', '~', NULL),
  (2000, NULL, 'Liabilities', 'Liability', '~', NULL),
  (3000, 5000, 'Net Sales', 'Income', '+', NULL),
  (3100, 3000, 'Gross Sales', 'Income', '+', 'LookUpCube("[Sales]","(Measures.[Store Sales],"+time.currentmember.UniqueName+","+ Store.currentmember.UniqueName+")")'),
  (3200, 3000, 'Cost of Goods Sold', 'Income', '-', NULL),
  (4000, 5000, 'Total Expense', 'Expense', '-', NULL),
  (4100, 4000, 'General & Administration', 'Expense', '+', NULL),
  (4200, 4000, 'Information Systems', 'Expense', '+', NULL),
  (4300, 4000, 'Marketing', 'Expense', '+', NULL),
  (4400, 4000, 'Lease', 'Expense', '+', NULL),
  (5000, NULL, 'Net Income', 'Income', '+', NULL);
INSERT INTO category VALUES ('ACTUAL', NULL, 'Current Year''s Actuals', NULL),
  ('ADJUSTMENT', 'BUDGET', 'Adjustment for Budget input', '+'), ('BUDGET', NULL, 'Current Year''s Budget', NULL),
  ('FORECAST', NULL, 'Forecast', NULL), ('VARIANCE', NULL, 'Variance', NULL);
INSERT INTO expense_fact
SELECT s.store_id, a.account_id, t.the_date, t.time_id, c.category_id,
       CASE s.store_country WHEN 'Mexico' THEN 2 WHEN 'Canada' THEN 3 ELSE 1 END,
       round((s.store_sqft * a.k * (0.85 + random() * 0.3) * CASE c.category_id WHEN 'BUDGET' THEN 1.05 ELSE 1 END)::numeric, 4)
  FROM store s
  CROSS JOIN (VALUES (4100, 0.09), (4200, 0.03), (4300, 0.05), (4400, 0.12)) a(account_id, k)
  JOIN time_by_day t ON t.day_of_month = 1
  CROSS JOIN (VALUES ('ACTUAL'), ('BUDGET')) c(category_id)
 WHERE s.store_id > 0 AND (c.category_id = 'ACTUAL' OR t.the_year = 1998)
 ORDER BY t.time_id, s.store_id, a.account_id, c.category_id;

-- ---------------------------------------------------------------- sales: baskets of one to six lines; a customer shops at the stores of his own country,
-- mostly his home store; in 1997 only the USA stores sold, as in the shipped sample
CREATE TEMP TABLE cust_store AS
SELECT c.customer_id, c.country,
       coalesce((SELECT array_agg(s.store_id ORDER BY s.store_id) FROM store s WHERE s.store_id > 0 AND s.store_city = c.city AND s.store_state = c.state_province),
                (SELECT array_agg(s.store_id ORDER BY s.store_id) FROM store s WHERE s.store_id > 0 AND s.store_state = c.state_province),
                (SELECT array_agg(s.store_id ORDER BY s.store_id) FROM store s WHERE s.store_id > 0 AND s.store_country = c.country)) AS near,
       (SELECT array_agg(s.store_id ORDER BY s.store_id) FROM store s WHERE s.store_id > 0 AND s.store_country = c.country) AS anywhere,
       random() AS a
  FROM customer c ORDER BY c.customer_id;
CREATE TEMP TABLE visit AS
SELECT row_number() OVER (ORDER BY y, customer_id, g) AS vid, y, customer_id, near, anywhere
  FROM (SELECT 1997 AS y, cs.* FROM cust_store cs WHERE cs.country = 'USA'
        UNION ALL SELECT 1998, cs.* FROM cust_store cs) c,
       LATERAL generate_series(1, floor(CASE WHEN c.y = 1997 THEN 4.2 ELSE 3.2 END * c.a ^ 2 + random() * 0.75 + c.a * 0.6)::int) g;
CREATE TEMP TABLE visit2 AS
SELECT v.vid, v.y, v.customer_id,
       (CASE WHEN v.y = 1997 THEN 367 ELSE 732 END) + floor(random() * 365)::int AS time_id,
       CASE WHEN random() < 0.85 THEN v.near[1 + floor(random() * array_length(v.near, 1))::int]
            ELSE v.anywhere[1 + floor(random() * array_length(v.anywhere, 1))::int] END AS store_id,
       1 + floor(random() ^ 1.4 * 5.6)::int AS nlines, random() AS upromo
  FROM visit v ORDER BY v.vid;
CREATE INDEX ON promotion (promotion_district_id, start_date);
CREATE TEMP TABLE visit3 AS
SELECT v.*, coalesce(CASE WHEN v.upromo < 0.85 THEN
         (SELECT p.promotion_id FROM promotion p
           WHERE p.promotion_district_id = r.sales_district_id AND p.start_date <= t.the_date AND p.end_date >= t.the_date
           ORDER BY p.promotion_id LIMIT 1) END, 0) AS promotion_id
  FROM visit2 v JOIN time_by_day t ON t.time_id = v.time_id JOIN store s ON s.store_id = v.store_id
  JOIN region r ON r.region_id = s.region_id
 ORDER BY v.vid;
DROP INDEX promotion_promotion_district_id_start_date_idx;
CREATE TEMP TABLE line AS
SELECT v.vid, v.y, v.customer_id, v.time_id, v.store_id, v.promotion_id, pg_temp.sk(1560, 1.2) AS rk,
       1 + floor(random() ^ 1.3 * 6)::int AS units, 0.30 + random() * 0.22 AS costf
  FROM visit3 v, LATERAL generate_series(1, v.nlines) l
 ORDER BY v.vid, l;
INSERT INTO sales_fact_1997
SELECT p.product_id, l.time_id, l.customer_id, l.promotion_id, l.store_id, p.srp * l.units,
       round(p.srp * l.units * l.costf::numeric, 4), l.units
  FROM line l JOIN prank p ON p.rk = l.rk WHERE l.y = 1997 ORDER BY l.vid, l.rk;
INSERT INTO sales_fact_1998
SELECT p.product_id, l.time_id, l.customer_id, l.promotion_id, l.store_id, p.srp * l.units,
       round(p.srp * l.units * l.costf::numeric, 4), l.units
  FROM line l JOIN prank p ON p.rk = l.rk WHERE l.y = 1998 ORDER BY l.vid, l.rk;
-- the December 1998 partition Mondrian's tests read on its own
INSERT INTO sales_fact_dec_1998 SELECT * FROM sales_fact_1998 WHERE time_id >= 1066;

-- ---------------------------------------------------------------- inventory: shipments from each store's warehouse
CREATE TEMP TABLE inv AS
SELECT y, w.warehouse_id, w.stores_id, (CASE WHEN y = 1997 THEN 367 ELSE 732 END) + floor(random() * 365)::int AS time_id,
       pg_temp.sk(1560, 1.2) AS rk, 5 + floor(random() ^ 1.5 * 95)::int AS units_ordered, random() AS ship, pg_temp.r(6) AS supply_time,
       (1.1 + random() * 0.6)::numeric(6,4) AS markup
  FROM (VALUES (1997, 313), (1998, 170)) yy(y, n)
  JOIN warehouse w ON (yy.y = 1998 OR w.stores_id IN (SELECT store_id FROM store WHERE store_country = 'USA'))
  CROSS JOIN LATERAL generate_series(1, yy.n + (w.warehouse_id % 3)) g
 ORDER BY y, w.warehouse_id, g;
INSERT INTO inventory_fact_1997
SELECT p.product_id, i.time_id, i.warehouse_id, i.stores_id, i.units_ordered,
       CASE WHEN i.ship < 0.7 THEN i.units_ordered ELSE floor(i.units_ordered * i.ship)::int END,
       round(p.srp * 0.6 * i.units_ordered * i.markup, 4), round(p.srp * 0.6 * i.units_ordered, 4), i.supply_time,
       round(p.srp * 0.6 * i.units_ordered * i.markup * 1.02, 4)
  FROM inv i JOIN prank p ON p.rk = i.rk WHERE i.y = 1997 ORDER BY i.warehouse_id, i.time_id, p.product_id;
INSERT INTO inventory_fact_1998
SELECT p.product_id, i.time_id, i.warehouse_id, i.stores_id, i.units_ordered,
       CASE WHEN i.ship < 0.7 THEN i.units_ordered ELSE floor(i.units_ordered * i.ship)::int END,
       round(p.srp * 0.6 * i.units_ordered * i.markup, 4), round(p.srp * 0.6 * i.units_ordered, 4), i.supply_time,
       round(p.srp * 0.6 * i.units_ordered * i.markup * 1.02, 4)
  FROM inv i JOIN prank p ON p.rk = i.rk WHERE i.y = 1998 ORDER BY i.warehouse_id, i.time_id, p.product_id;

-- ---------------------------------------------------------------- aggregate tables, populated as the loader's population queries do
INSERT INTO agg_pl_01_sales_fact_1997
SELECT product_id, time_id, customer_id, sum(store_sales), sum(store_cost), sum(unit_sales), count(*)
  FROM sales_fact_1997 GROUP BY product_id, time_id, customer_id ORDER BY time_id, customer_id, product_id;
INSERT INTO agg_ll_01_sales_fact_1997
SELECT product_id, time_id, customer_id, sum(store_sales), sum(store_cost), sum(unit_sales), count(*)
  FROM sales_fact_1997 GROUP BY product_id, time_id, customer_id ORDER BY product_id, time_id, customer_id;
INSERT INTO agg_l_03_sales_fact_1997
SELECT time_id, customer_id, sum(store_sales), sum(store_cost), sum(unit_sales), count(*)
  FROM sales_fact_1997 GROUP BY time_id, customer_id ORDER BY time_id, customer_id;
INSERT INTO agg_l_04_sales_fact_1997
SELECT time_id, sum(store_sales), sum(store_cost), sum(unit_sales), count(DISTINCT customer_id), count(*)
  FROM sales_fact_1997 GROUP BY time_id ORDER BY time_id;
INSERT INTO agg_l_05_sales_fact_1997
SELECT product_id, customer_id, promotion_id, store_id, sum(store_sales), sum(store_cost), sum(unit_sales), count(*)
  FROM sales_fact_1997 GROUP BY product_id, customer_id, promotion_id, store_id ORDER BY product_id, customer_id, promotion_id, store_id;
INSERT INTO agg_c_10_sales_fact_1997
SELECT d.month_of_year, d.quarter, d.the_year, sum(b.store_sales), sum(b.store_cost), sum(b.unit_sales),
       count(DISTINCT b.customer_id), count(*)
  FROM sales_fact_1997 b JOIN time_by_day d ON b.time_id = d.time_id
 GROUP BY d.month_of_year, d.quarter, d.the_year ORDER BY d.the_year, d.month_of_year;
INSERT INTO agg_c_14_sales_fact_1997
SELECT b.product_id, b.customer_id, b.store_id, b.promotion_id, d.month_of_year, d.quarter, d.the_year,
       sum(b.store_sales), sum(b.store_cost), sum(b.unit_sales), count(*)
  FROM sales_fact_1997 b JOIN time_by_day d ON b.time_id = d.time_id
 GROUP BY b.product_id, b.customer_id, b.store_id, b.promotion_id, d.month_of_year, d.quarter, d.the_year
 ORDER BY d.month_of_year, b.store_id, b.customer_id, b.product_id, b.promotion_id;
INSERT INTO agg_lc_100_sales_fact_1997
SELECT b.product_id, b.customer_id, d.quarter, d.the_year, sum(b.store_sales), sum(b.store_cost), sum(b.unit_sales), count(*)
  FROM sales_fact_1997 b JOIN time_by_day d ON b.time_id = d.time_id
 GROUP BY b.product_id, b.customer_id, d.quarter, d.the_year ORDER BY d.quarter, b.customer_id, b.product_id;
INSERT INTO agg_c_special_sales_fact_1997
SELECT b.product_id, b.promotion_id, b.customer_id, b.store_id, d.month_of_year, d.quarter, d.the_year,
       sum(b.store_sales), sum(b.store_cost), sum(b.unit_sales), count(*)
  FROM sales_fact_1997 b JOIN time_by_day d ON b.time_id = d.time_id
 GROUP BY b.product_id, b.promotion_id, b.customer_id, b.store_id, d.month_of_year, d.quarter, d.the_year
 ORDER BY b.product_id, b.promotion_id, b.customer_id, b.store_id, d.month_of_year;
INSERT INTO agg_g_ms_pcat_sales_fact_1997
SELECT c.gender, c.marital_status, pc.product_family, pc.product_department, pc.product_category, d.month_of_year,
       d.quarter, d.the_year, sum(b.store_sales), sum(b.store_cost), sum(b.unit_sales), count(DISTINCT b.customer_id), count(*)
  FROM sales_fact_1997 b JOIN time_by_day d ON b.time_id = d.time_id JOIN customer c ON c.customer_id = b.customer_id
  JOIN product p ON p.product_id = b.product_id JOIN product_class pc ON pc.product_class_id = p.product_class_id
 GROUP BY c.gender, c.marital_status, pc.product_family, pc.product_department, pc.product_category, d.month_of_year, d.quarter, d.the_year
 ORDER BY 1, 2, 3, 4, 5, 6;
INSERT INTO agg_lc_06_sales_fact_1997
SELECT b.time_id, c.city, c.state_province, c.country, sum(b.store_sales), sum(b.store_cost), sum(b.unit_sales), count(*)
  FROM sales_fact_1997 b JOIN customer c ON c.customer_id = b.customer_id
 GROUP BY b.time_id, c.city, c.state_province, c.country ORDER BY 1, 4, 3, 2;

-- ---------------------------------------------------------------- indexes, as MondrianFoodMartLoader -indexes -aggregates makes them
CREATE UNIQUE INDEX i_account_id ON account (account_id);
CREATE INDEX i_account_parent ON account (account_parent);
CREATE UNIQUE INDEX i_category_id ON category (category_id);
CREATE INDEX i_category_parent ON category (category_parent);
CREATE UNIQUE INDEX i_currency ON currency (currency_id, date);
CREATE INDEX i_cust_acct_num ON customer (account_num);
CREATE INDEX i_customer_fname ON customer (fname);
CREATE INDEX i_customer_lname ON customer (lname);
CREATE INDEX i_cust_child_home ON customer (num_children_at_home);
CREATE UNIQUE INDEX i_customer_id ON customer (customer_id);
CREATE INDEX i_cust_postal_code ON customer (postal_code);
CREATE INDEX i_cust_region_id ON customer (customer_region_id);
CREATE UNIQUE INDEX i_department_id ON department (department_id);
CREATE UNIQUE INDEX i_employee_id ON employee (employee_id);
CREATE INDEX i_empl_dept_id ON employee (department_id);
CREATE INDEX i_empl_store_id ON employee (store_id);
CREATE INDEX i_empl_super_id ON employee (supervisor_id);
CREATE UNIQUE INDEX i_empl_closure ON employee_closure (supervisor_id, employee_id);
CREATE INDEX i_empl_closure_emp ON employee_closure (employee_id);
CREATE INDEX i_expense_store_id ON expense_fact (store_id);
CREATE INDEX i_expense_acct_id ON expense_fact (account_id);
CREATE INDEX i_expense_time_id ON expense_fact (time_id);
CREATE INDEX i_inv_97_prod_id ON inventory_fact_1997 (product_id);
CREATE INDEX i_inv_97_store_id ON inventory_fact_1997 (store_id);
CREATE INDEX i_inv_97_time_id ON inventory_fact_1997 (time_id);
CREATE INDEX i_inv_97_wrhse_id ON inventory_fact_1997 (warehouse_id);
CREATE INDEX i_inv_98_prod_id ON inventory_fact_1998 (product_id);
CREATE INDEX i_inv_98_store_id ON inventory_fact_1998 (store_id);
CREATE INDEX i_inv_98_time_id ON inventory_fact_1998 (time_id);
CREATE INDEX i_inv_98_wrhse_id ON inventory_fact_1998 (warehouse_id);
CREATE UNIQUE INDEX i_position_id ON position (position_id);
CREATE INDEX i_prod_brand_name ON product (brand_name);
CREATE UNIQUE INDEX i_product_id ON product (product_id);
CREATE INDEX i_prod_class_id ON product (product_class_id);
CREATE INDEX i_product_name ON product (product_name);
CREATE INDEX "i_product_SKU" ON product ("SKU");
CREATE UNIQUE INDEX i_promotion_id ON promotion (promotion_id);
CREATE INDEX i_promo_dist_id ON promotion (promotion_district_id);
CREATE UNIQUE INDEX i_rsrv_empl_id ON reserve_employee (employee_id);
CREATE INDEX i_rsrv_empl_dept ON reserve_employee (department_id);
CREATE INDEX i_rsrv_empl_store ON reserve_employee (store_id);
CREATE INDEX i_rsrv_empl_sup ON reserve_employee (supervisor_id);
CREATE INDEX i_salary_pay_date ON salary (pay_date);
CREATE INDEX i_salary_employee ON salary (employee_id);
CREATE INDEX i_sls_97_cust_id ON sales_fact_1997 (customer_id);
CREATE INDEX i_sls_97_prod_id ON sales_fact_1997 (product_id);
CREATE INDEX i_sls_97_promo_id ON sales_fact_1997 (promotion_id);
CREATE INDEX i_sls_97_store_id ON sales_fact_1997 (store_id);
CREATE INDEX i_sls_97_time_id ON sales_fact_1997 (time_id);
CREATE INDEX i_sls_dec98_cust ON sales_fact_dec_1998 (customer_id);
CREATE INDEX i_sls_dec98_prod ON sales_fact_dec_1998 (product_id);
CREATE INDEX i_sls_dec98_promo ON sales_fact_dec_1998 (promotion_id);
CREATE INDEX i_sls_dec98_store ON sales_fact_dec_1998 (store_id);
CREATE INDEX i_sls_dec98_time ON sales_fact_dec_1998 (time_id);
CREATE INDEX i_sls_98_cust_id ON sales_fact_1998 (customer_id);
CREATE INDEX i_sls_1998_prod_id ON sales_fact_1998 (product_id);
CREATE INDEX i_sls_1998_promo ON sales_fact_1998 (promotion_id);
CREATE INDEX i_sls_1998_store ON sales_fact_1998 (store_id);
CREATE INDEX i_sls_1998_time_id ON sales_fact_1998 (time_id);
CREATE UNIQUE INDEX i_store_id ON store (store_id);
CREATE INDEX i_store_region_id ON store (region_id);
CREATE UNIQUE INDEX i_store_raggd_id ON store_ragged (store_id);
CREATE INDEX i_store_rggd_reg ON store_ragged (region_id);
CREATE UNIQUE INDEX i_time_id ON time_by_day (time_id);
CREATE UNIQUE INDEX i_time_day ON time_by_day (the_date);
CREATE INDEX i_time_year ON time_by_day (the_year);
CREATE INDEX i_time_quarter ON time_by_day (quarter);
CREATE INDEX i_time_month ON time_by_day (month_of_year);
CREATE INDEX i_sls97pl01cust ON agg_pl_01_sales_fact_1997 (customer_id);
CREATE INDEX i_sls97pl01prod ON agg_pl_01_sales_fact_1997 (product_id);
CREATE INDEX i_sls97pl01time ON agg_pl_01_sales_fact_1997 (time_id);
CREATE INDEX i_sls97ll01cust ON agg_ll_01_sales_fact_1997 (customer_id);
CREATE INDEX i_sls97ll01prod ON agg_ll_01_sales_fact_1997 (product_id);
CREATE INDEX i_sls97ll01time ON agg_ll_01_sales_fact_1997 (time_id);
CREATE INDEX i_sls97l05cust ON agg_l_05_sales_fact_1997 (customer_id);
CREATE INDEX i_sls97l05prod ON agg_l_05_sales_fact_1997 (product_id);
CREATE INDEX i_sls97l05promo ON agg_l_05_sales_fact_1997 (promotion_id);
CREATE INDEX i_sls97l05store ON agg_l_05_sales_fact_1997 (store_id);
CREATE INDEX i_sls97c14cust ON agg_c_14_sales_fact_1997 (customer_id);
CREATE INDEX i_sls97c14prod ON agg_c_14_sales_fact_1997 (product_id);
CREATE INDEX i_sls97c14promo ON agg_c_14_sales_fact_1997 (promotion_id);
CREATE INDEX i_sls97c14store ON agg_c_14_sales_fact_1997 (store_id);
CREATE INDEX i_sls97lc100cust ON agg_lc_100_sales_fact_1997 (customer_id);
CREATE INDEX i_sls97lc100prod ON agg_lc_100_sales_fact_1997 (product_id);
CREATE INDEX i_sls97speccust ON agg_c_special_sales_fact_1997 (customer_id);
CREATE INDEX i_sls97specprod ON agg_c_special_sales_fact_1997 (product_id);
CREATE INDEX i_sls97specpromo ON agg_c_special_sales_fact_1997 (promotion_id);
CREATE INDEX i_sls97specstore ON agg_c_special_sales_fact_1997 (store_id);
CREATE INDEX i_sls97gmp_gender ON agg_g_ms_pcat_sales_fact_1997 (gender);
CREATE INDEX i_sls97gmp_ms ON agg_g_ms_pcat_sales_fact_1997 (marital_status);
CREATE INDEX i_sls97gmp_pfam ON agg_g_ms_pcat_sales_fact_1997 (product_family);
CREATE INDEX i_sls97gmp_pdept ON agg_g_ms_pcat_sales_fact_1997 (product_department);
CREATE INDEX i_sls97gmp_pcat ON agg_g_ms_pcat_sales_fact_1997 (product_category);
CREATE INDEX i_sls97gmp_tmonth ON agg_g_ms_pcat_sales_fact_1997 (month_of_year);
CREATE INDEX i_sls97gmp_tquarter ON agg_g_ms_pcat_sales_fact_1997 (quarter);
CREATE INDEX i_sls97gmp_tyear ON agg_g_ms_pcat_sales_fact_1997 (the_year);
ANALYZE;
