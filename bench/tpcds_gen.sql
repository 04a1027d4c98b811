-- bench/tpcds_gen.sql: a TPC-DS-shaped warehouse, generated in SQL, for the warehouse bench
-- (bench/warehouse.sh) and, at a small size, the accuracy suite (test/accuracy/warehouse.sql).
--
-- Why: real warehouses are wider than TPC-H. Seven fact tables carry 3 to 18 surrogate-key
-- columns each, many of them nullable; a date dimension with sparse Julian-day keys is
-- referenced 23 ways (role-playing: sold, ship, returned, first purchase, open, close, ...),
-- a time dimension whose keys are the seconds of the day (sales only between 8:00 and 21:00)
-- is referenced 6 ways; the customer, demographics and address dimensions are referenced
-- several ways by each channel (bill-to, ship-to, refunded, returning); the returns tables
-- reference their sales table by the pair (item, ticket or order number), which is the sales
-- table's key; inventory is keyed by (date, item, warehouse). Measures sit inside key ranges
-- (quantities 1..100, dependants 0..9, ...), and dimensions carry integer attributes named
-- like keys that reference nothing (i_brand_id, i_manager_id, d_first_dom). The table and
-- column names follow the TPC-DS specification (version 2), the data is deterministic
-- arithmetic (no random()), so every run at a scale factor produces the same rows.
--
-- Size: at sf = 1, 25 tables and about 19.6 million rows (inventory 11.7 M, store_sales
-- 2.9 M, customer_demographics 1.9 M, catalog_sales 1.4 M, web_sales 0.7 M), as TPC-DS SF 1.
-- Fact tables, customers, addresses, items and customer_demographics scale with sf; the
-- date (73,049 rows) and time (86,400) dimensions and the small lookup tables do not.
--
-- Declared keys (psql variables):
--   -v pks=1   primary keys (the default): surrogate keys of the dimensions, (item, ticket)
--              or (item, order number) of the sales and returns tables, (date, item,
--              warehouse) of inventory
--   -v pks=0   nothing declared at all
--   -v fks=1   also the 107 foreign keys of the specification (implies pks=1); the accuracy
--              suite declares them and drops them per mode
-- Tables are UNLOGGED unless -v logged=1.
--
-- Usage: psql -v ON_ERROR_STOP=1 -v sf=1 -d <fresh database> -f bench/tpcds_gen.sql

\ir gen_common.sql
\if :{?pks}
\else
\set pks 1
\endif
\if :{?fks}
\else
\set fks 0
\endif
SELECT greatest(200, round(18000 * :sf))::int        AS n_item,
       greatest(500, round(100000 * :sf))::int       AS n_cust,
       greatest(250, round(50000 * :sf))::int        AS n_addr,
       least(1920800, greatest(2000, round(1920800 * :sf)))::int AS n_cdemo,
       greatest(50, round(300 * :sf))::int           AS n_promo,
       greatest(4, round(12 * :sf))::int             AS n_store,
       greatest(2000, round(240000 * :sf))::int      AS n_ticket,
       greatest(1000, round(160000 * :sf))::int      AS n_cs_order,
       greatest(500, round(60000 * :sf))::int        AS n_ws_order,
       greatest(100, round(11718 * least(:sf, 1)))::int AS n_cpage,
       CASE WHEN :logged::int = 1 THEN '' ELSE 'UNLOGGED' END AS unlogged
\gset

DROP TABLE IF EXISTS store_returns, catalog_returns, web_returns, store_sales, catalog_sales, web_sales,
    inventory, promotion, web_page, customer, household_demographics, customer_demographics,
    customer_address, store, call_center, catalog_page, web_site, warehouse, ship_mode, reason,
    income_band, item, time_dim, date_dim, dbgen_version CASCADE;

-- n(x, salt, pct, v): v, or NULL for about pct percent of the rows (nullable references)
CREATE FUNCTION pg_temp.n(x bigint, salt int, pct int, v bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN pg_catalog.hashint8extended(x, salt + 1000) & 1023 < pct * 1024 / 100 THEN NULL ELSE v END;
-- the 16-character business keys of TPC-DS: AAAAAAAA + the key in base 16 as letters
CREATE FUNCTION pg_temp.bk(x bigint) RETURNS char(16)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN 'AAAAAAAA' || translate(lpad(to_hex(x), 8, '0'), '0123456789abcdef', 'ABCDEFGHIJKLMNOP');
-- Julian day number of a date: the TPC-DS date keys (d_date_sk of 1900-01-02 is 2415022)
CREATE FUNCTION pg_temp.jd(d date) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (d - date '1900-01-02') + 2415022;

-- ---------------------------------------------------------------- dimensions
CREATE :unlogged TABLE date_dim (
    d_date_sk integer NOT NULL, d_date_id char(16) NOT NULL, d_date date, d_month_seq integer,
    d_week_seq integer, d_quarter_seq integer, d_year integer, d_dow integer, d_moy integer,
    d_dom integer, d_qoy integer, d_fy_year integer, d_fy_quarter_seq integer, d_fy_week_seq integer,
    d_day_name char(9), d_quarter_name char(6), d_holiday char(1), d_weekend char(1),
    d_following_holiday char(1), d_first_dom integer, d_last_dom integer, d_same_day_ly integer,
    d_same_day_lq integer, d_current_day char(1), d_current_week char(1), d_current_month char(1),
    d_current_quarter char(1), d_current_year char(1));
INSERT INTO date_dim
SELECT pg_temp.jd(d), pg_temp.bk(pg_temp.jd(d)), d,
       (extract(year FROM d)::int - 1900) * 12 + extract(month FROM d)::int - 1,
       (d - date '1900-01-02') / 7 + 1,
       (extract(year FROM d)::int - 1900) * 4 + extract(quarter FROM d)::int,
       extract(year FROM d), extract(dow FROM d), extract(month FROM d), extract(day FROM d),
       extract(quarter FROM d), extract(year FROM d),
       (extract(year FROM d)::int - 1900) * 4 + extract(quarter FROM d)::int,
       (d - date '1900-01-02') / 7 + 1,
       to_char(d, 'FMDay'), extract(year FROM d) || 'Q' || extract(quarter FROM d),
       CASE WHEN to_char(d, 'MMDD') IN ('0101', '0704', '1225') THEN 'Y' ELSE 'N' END,
       CASE WHEN extract(isodow FROM d) >= 6 THEN 'Y' ELSE 'N' END,
       CASE WHEN to_char(d - 1, 'MMDD') IN ('0101', '0704', '1225') THEN 'Y' ELSE 'N' END,
       pg_temp.jd(date_trunc('month', d)::date),
       pg_temp.jd((date_trunc('month', d) + interval '1 month - 1 day')::date),
       pg_temp.jd(greatest(d - 365, date '1900-01-02')), pg_temp.jd(greatest(d - 91, date '1900-01-02')),
       'N', 'N', 'N', 'N', 'N'
FROM generate_series(date '1900-01-02', date '2100-01-01', interval '1 day') g(t), LATERAL (SELECT g.t::date AS d) x;

CREATE :unlogged TABLE time_dim (
    t_time_sk integer NOT NULL, t_time_id char(16) NOT NULL, t_time integer, t_hour integer,
    t_minute integer, t_second integer, t_am_pm char(2), t_shift char(20), t_sub_shift char(20),
    t_meal_time char(20));
INSERT INTO time_dim
SELECT s, pg_temp.bk(s), s, s / 3600, s / 60 % 60, s % 60,
       CASE WHEN s < 43200 THEN 'AM' ELSE 'PM' END,
       (ARRAY['third', 'first', 'second'])[1 + s / 28800],
       (ARRAY['night', 'morning', 'afternoon', 'evening'])[1 + s / 21600],
       CASE WHEN s / 3600 BETWEEN 6 AND 8 THEN 'breakfast' WHEN s / 3600 BETWEEN 11 AND 13 THEN 'lunch'
            WHEN s / 3600 BETWEEN 17 AND 19 THEN 'dinner' END
FROM generate_series(0, 86399) s;

CREATE :unlogged TABLE item (
    i_item_sk integer NOT NULL, i_item_id char(16) NOT NULL, i_rec_start_date date, i_rec_end_date date,
    i_item_desc varchar(200), i_current_price numeric(7,2), i_wholesale_cost numeric(7,2),
    i_brand_id integer, i_brand char(50), i_class_id integer, i_class char(50), i_category_id integer,
    i_category char(50), i_manufact_id integer, i_manufact char(50), i_size char(20),
    i_formulation char(20), i_color char(20), i_units char(10), i_container char(10),
    i_manager_id integer, i_product_name char(50));
-- two rows per business key (i_item_id), as TPC-DS keeps the history of an item
INSERT INTO item
SELECT g, pg_temp.bk((g + 1) / 2),
       CASE WHEN g % 2 = 1 THEN date '1997-10-27' ELSE date '2000-10-27' END,
       CASE WHEN g % 2 = 1 THEN date '2000-10-26' END,
       pg_temp.sub(1 + pg_temp.h(g, 1) % 150, 20 + g % 80),
       (100 + pg_temp.h(g, 2) % 9900) / 100.0, (50 + pg_temp.h(g, 3) % 5000) / 100.0,
       cat * 1000000 + cls * 1000 + 1 + pg_temp.h(g, 4) % 16, 'brand #' || (1 + pg_temp.h(g, 4) % 16),
       cls, 'class ' || cls, cat,
       (ARRAY['Women', 'Men', 'Children', 'Shoes', 'Music', 'Jewelry', 'Home', 'Sports', 'Books', 'Electronics'])[cat],
       1 + pg_temp.h(g, 5) % 1000, 'manufact ' || (1 + pg_temp.h(g, 5) % 1000),
       (ARRAY['small', 'medium', 'large', 'extra large', 'petite', 'N/A'])[1 + pg_temp.h(g, 6) % 6],
       lpad((pg_temp.h(g, 7) % 100000000)::text, 20, '0'),
       (ARRAY['red', 'green', 'blue', 'white', 'black', 'navy', 'olive', 'pink'])[1 + pg_temp.h(g, 8) % 8],
       (ARRAY['Each', 'Dozen', 'Case', 'Pound', 'Ounce', 'Box'])[1 + pg_temp.h(g, 9) % 6], 'Unknown',
       1 + pg_temp.h(g, 10) % 100, 'product ' || g
FROM (SELECT g, 1 + pg_temp.h(g, 11) % 10 AS cat, 1 + pg_temp.h(g, 12) % 16 AS cls
        FROM generate_series(1, :n_item) g) s;

CREATE :unlogged TABLE customer_address (
    ca_address_sk integer NOT NULL, ca_address_id char(16) NOT NULL, ca_street_number char(10),
    ca_street_name varchar(60), ca_street_type char(15), ca_suite_number char(10), ca_city varchar(60),
    ca_county varchar(30), ca_state char(2), ca_zip char(10), ca_country varchar(20),
    ca_gmt_offset numeric(5,2), ca_location_type char(20));
INSERT INTO customer_address
SELECT g, pg_temp.bk(g), (1 + pg_temp.h(g, 13) % 999)::text, pg_temp.sub(1 + pg_temp.h(g, 14) % 150, 12),
       (ARRAY['Street', 'Ave', 'Blvd', 'Road', 'Lane', 'Court'])[1 + pg_temp.h(g, 15) % 6],
       'Suite ' || (pg_temp.h(g, 16) % 500), 'City ' || (pg_temp.h(g, 17) % 900),
       'County ' || (pg_temp.h(g, 18) % 1800),
       (ARRAY['AL', 'AK', 'AZ', 'CA', 'CO', 'GA', 'IL', 'NY', 'TX', 'WA'])[1 + pg_temp.h(g, 19) % 10],
       lpad((pg_temp.h(g, 20) % 99999)::text, 5, '0'), 'United States', -5 - pg_temp.h(g, 21) % 4,
       (ARRAY['apartment', 'condo', 'single family'])[1 + pg_temp.h(g, 22) % 3]
FROM generate_series(1, :n_addr) g;

CREATE :unlogged TABLE customer_demographics (
    cd_demo_sk integer NOT NULL, cd_gender char(1), cd_marital_status char(1),
    cd_education_status char(20), cd_purchase_estimate integer, cd_credit_rating char(10),
    cd_dep_count integer, cd_dep_employed_count integer, cd_dep_college_count integer);
INSERT INTO customer_demographics
SELECT g, (ARRAY['M', 'F'])[1 + g % 2], (ARRAY['M', 'S', 'D', 'W', 'U'])[1 + g / 2 % 5],
       (ARRAY['Primary', 'Secondary', 'College', '2 yr Degree', '4 yr Degree', 'Advanced Degree', 'Unknown'])[1 + g / 10 % 7],
       500 * (1 + g / 70 % 20), (ARRAY['Good', 'Low Risk', 'High Risk', 'Unknown'])[1 + g / 1400 % 4],
       g / 5600 % 7, g / 39200 % 7, g / 274400 % 7
FROM generate_series(1, :n_cdemo) g;

CREATE :unlogged TABLE income_band (
    ib_income_band_sk integer NOT NULL, ib_lower_bound integer, ib_upper_bound integer);
INSERT INTO income_band SELECT g, (g - 1) * 10000 + 1, g * 10000 FROM generate_series(1, 20) g;

CREATE :unlogged TABLE household_demographics (
    hd_demo_sk integer NOT NULL, hd_income_band_sk integer, hd_buy_potential char(15),
    hd_dep_count integer, hd_vehicle_count integer);
INSERT INTO household_demographics
SELECT g, 1 + (g - 1) % 20, (ARRAY['0-500', '501-1000', '1001-5000', '5001-10000', '>10000', 'Unknown'])[1 + (g - 1) / 20 % 6],
       (g - 1) / 120 % 10, (g - 1) / 1200 % 6 - 1
FROM generate_series(1, 7200) g;

CREATE :unlogged TABLE customer (
    c_customer_sk integer NOT NULL, c_customer_id char(16) NOT NULL, c_current_cdemo_sk integer,
    c_current_hdemo_sk integer, c_current_addr_sk integer, c_first_shipto_date_sk integer,
    c_first_sales_date_sk integer, c_salutation char(10), c_first_name char(20), c_last_name char(30),
    c_preferred_cust_flag char(1), c_birth_day integer, c_birth_month integer, c_birth_year integer,
    c_birth_country varchar(20), c_login char(13), c_email_address char(50), c_last_review_date_sk integer);
INSERT INTO customer
SELECT g, pg_temp.bk(g), pg_temp.n(g, 1, 3, 1 + pg_temp.h(g, 23) % :n_cdemo),
       pg_temp.n(g, 2, 3, 1 + pg_temp.h(g, 24) % 7200), pg_temp.n(g, 3, 3, 1 + pg_temp.h(g, 25) % :n_addr),
       pg_temp.n(g, 4, 3, f + 30 + pg_temp.h(g, 26) % 60), pg_temp.n(g, 5, 3, f),
       (ARRAY['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Sir', 'Miss'])[1 + pg_temp.h(g, 27) % 6],
       'First' || pg_temp.h(g, 28) % 5000, 'Last' || pg_temp.h(g, 29) % 5000,
       (ARRAY['Y', 'N'])[1 + pg_temp.h(g, 30) % 2], 1 + pg_temp.h(g, 31) % 28, 1 + pg_temp.h(g, 32) % 12,
       1924 + pg_temp.h(g, 33) % 69, 'COUNTRY ' || pg_temp.h(g, 34) % 200, NULL,
       'First' || pg_temp.h(g, 28) % 5000 || '.' || g || '@example.com',
       pg_temp.n(g, 6, 3, 2452283 + pg_temp.h(g, 35) % 365)
FROM (SELECT g, 2449000 + pg_temp.h(g, 36) % 3500 AS f FROM generate_series(1, :n_cust) g) s;

CREATE :unlogged TABLE promotion (
    p_promo_sk integer NOT NULL, p_promo_id char(16) NOT NULL, p_start_date_sk integer,
    p_end_date_sk integer, p_item_sk integer, p_cost numeric(15,2), p_response_target integer,
    p_promo_name char(50), p_channel_dmail char(1), p_channel_email char(1), p_channel_catalog char(1),
    p_channel_tv char(1), p_channel_radio char(1), p_channel_press char(1), p_channel_event char(1),
    p_channel_demo char(1), p_channel_details varchar(100), p_purpose char(15), p_discount_active char(1));
INSERT INTO promotion
SELECT g, pg_temp.bk(g), pg_temp.n(g, 7, 2, s), pg_temp.n(g, 8, 2, s + 30 + pg_temp.h(g, 37) % 60),
       pg_temp.n(g, 9, 2, 1 + pg_temp.h(g, 38) % :n_item), 1000, 1, 'promo ' || g,
       (ARRAY['Y', 'N'])[1 + g % 2], (ARRAY['Y', 'N'])[1 + g / 2 % 2], 'N', (ARRAY['Y', 'N'])[1 + g / 4 % 2],
       'N', 'N', (ARRAY['Y', 'N'])[1 + g / 8 % 2], 'N', pg_temp.sub(1 + pg_temp.h(g, 39) % 150, 40),
       'Unknown', 'N'
FROM (SELECT g, 2450100 + pg_temp.h(g, 40) % 2000 AS s FROM generate_series(1, :n_promo) g) x;

CREATE :unlogged TABLE store (
    s_store_sk integer NOT NULL, s_store_id char(16) NOT NULL, s_rec_start_date date, s_rec_end_date date,
    s_closed_date_sk integer, s_store_name varchar(50), s_number_employees integer, s_floor_space integer,
    s_hours char(20), s_manager varchar(40), s_market_id integer, s_geography_class varchar(100),
    s_market_desc varchar(100), s_market_manager varchar(40), s_division_id integer,
    s_division_name varchar(50), s_company_id integer, s_company_name varchar(50),
    s_street_number varchar(10), s_street_name varchar(60), s_city varchar(60), s_county varchar(30),
    s_state char(2), s_zip char(10), s_country varchar(20), s_gmt_offset numeric(5,2),
    s_tax_precentage numeric(5,2));
INSERT INTO store
SELECT g, pg_temp.bk((g + 1) / 2), date '1997-03-13', NULL,
       CASE WHEN g % 3 = 0 THEN 2450900 + pg_temp.h(g, 41) % 1000 END,
       'store ' || g, 200 + pg_temp.h(g, 42) % 100, 5000000 + pg_temp.h(g, 43) % 5000000,
       (ARRAY['8AM-4PM', '8AM-8AM', '8AM-12AM'])[1 + g % 3], 'Manager ' || g, 1 + pg_temp.h(g, 44) % 10,
       'Unknown', pg_temp.sub(1 + pg_temp.h(g, 45) % 150, 30), 'Market manager ' || g, 1, 'Unknown', 1,
       'Unknown', (100 + g)::text, 'Main', 'Midway', 'Williamson County', 'TN', '31904', 'United States',
       -5, (pg_temp.h(g, 46) % 12) / 100.0
FROM generate_series(1, :n_store) g;

CREATE :unlogged TABLE call_center (
    cc_call_center_sk integer NOT NULL, cc_call_center_id char(16) NOT NULL, cc_rec_start_date date,
    cc_rec_end_date date, cc_closed_date_sk integer, cc_open_date_sk integer, cc_name varchar(50),
    cc_class varchar(50), cc_employees integer, cc_sq_ft integer, cc_hours char(20), cc_manager varchar(40),
    cc_mkt_id integer, cc_mkt_class char(50), cc_mkt_desc varchar(100), cc_market_manager varchar(40),
    cc_division integer, cc_division_name varchar(50), cc_company integer, cc_company_name char(50),
    cc_gmt_offset numeric(5,2), cc_tax_percentage numeric(5,2));
INSERT INTO call_center
SELECT g, pg_temp.bk((g + 1) / 2), date '1998-01-01', NULL,
       CASE WHEN g % 2 = 0 THEN 2451200 + pg_temp.h(g, 47) % 900 END, 2450800 + pg_temp.h(g, 48) % 300,
       'call center ' || g, (ARRAY['small', 'medium', 'large'])[1 + g % 3], 1000 * g, 10000 * g, '8AM-4PM',
       'Manager ' || g, 1 + g % 6, 'class', 'desc', 'Market manager', 1 + g % 6, 'division', 1 + g % 6,
       'company', -5, 0.11
FROM generate_series(1, 6) g;

CREATE :unlogged TABLE catalog_page (
    cp_catalog_page_sk integer NOT NULL, cp_catalog_page_id char(16) NOT NULL, cp_start_date_sk integer,
    cp_end_date_sk integer, cp_department varchar(50), cp_catalog_number integer,
    cp_catalog_page_number integer, cp_description varchar(100), cp_type varchar(100));
INSERT INTO catalog_page
SELECT g, pg_temp.bk(g), pg_temp.n(g, 10, 1, 2450815 + (g - 1) / 108 * 30),
       pg_temp.n(g, 11, 1, 2450815 + (g - 1) / 108 * 30 + 29), 'DEPARTMENT', 1 + (g - 1) / 108,
       1 + (g - 1) % 108, pg_temp.sub(1 + pg_temp.h(g, 49) % 150, 60),
       (ARRAY['bi-annual', 'quarterly', 'monthly'])[1 + g % 3]
FROM generate_series(1, :n_cpage) g;

CREATE :unlogged TABLE web_site (
    web_site_sk integer NOT NULL, web_site_id char(16) NOT NULL, web_rec_start_date date,
    web_rec_end_date date, web_name varchar(50), web_open_date_sk integer, web_close_date_sk integer,
    web_class varchar(50), web_manager varchar(40), web_mkt_id integer, web_mkt_class varchar(50),
    web_mkt_desc varchar(100), web_market_manager varchar(40), web_company_id integer,
    web_company_name char(50), web_street_number char(10), web_street_name varchar(60),
    web_city varchar(60), web_county varchar(30), web_state char(2), web_zip char(10),
    web_country varchar(20), web_gmt_offset numeric(5,2), web_tax_percentage numeric(5,2));
INSERT INTO web_site
SELECT g, pg_temp.bk((g + 1) / 2), date '1997-08-16', NULL, 'site_' || g, 2450600 + pg_temp.h(g, 50) % 600,
       CASE WHEN g % 4 = 0 THEN 2451700 + pg_temp.h(g, 51) % 600 END, 'Unknown', 'Manager ' || g,
       1 + g % 6, 'class', 'desc', 'Market manager', 1 + g % 6, 'company', (100 + g)::text, 'Main',
       'Midway', 'Williamson County', 'TN', '31904', 'United States', -5, 0.05
FROM generate_series(1, 30) g;

CREATE :unlogged TABLE web_page (
    wp_web_page_sk integer NOT NULL, wp_web_page_id char(16) NOT NULL, wp_rec_start_date date,
    wp_rec_end_date date, wp_creation_date_sk integer, wp_access_date_sk integer, wp_autogen_flag char(1),
    wp_customer_sk integer, wp_url varchar(100), wp_type char(50), wp_char_count integer,
    wp_link_count integer, wp_image_count integer, wp_max_ad_count integer);
INSERT INTO web_page
SELECT g, pg_temp.bk((g + 1) / 2), date '1997-09-03', NULL, 2450600 + pg_temp.h(g, 52) % 800,
       2452500 + pg_temp.h(g, 53) % 100, (ARRAY['Y', 'N'])[1 + g % 2],
       CASE WHEN g % 3 = 0 THEN 1 + pg_temp.h(g, 54) % :n_cust END, 'http://www.foo.com/' || g,
       (ARRAY['welcome', 'protected', 'feedback', 'general', 'ad', 'order', 'dynamic'])[1 + g % 7],
       100 + pg_temp.h(g, 55) % 7000, 2 + g % 24, 1 + g % 7, g % 5
FROM generate_series(1, 60) g;

CREATE :unlogged TABLE warehouse (
    w_warehouse_sk integer NOT NULL, w_warehouse_id char(16) NOT NULL, w_warehouse_name varchar(20),
    w_warehouse_sq_ft integer, w_street_number char(10), w_street_name varchar(60), w_street_type char(15),
    w_suite_number char(10), w_city varchar(60), w_county varchar(30), w_state char(2), w_zip char(10),
    w_country varchar(20), w_gmt_offset numeric(5,2));
INSERT INTO warehouse
SELECT g, pg_temp.bk(g), 'warehouse ' || g, 100000 * g, (100 + g)::text, 'Main', 'Street', 'Suite ' || g,
       'Fairview', 'Williamson County', 'TN', '35709', 'United States', -5
FROM generate_series(1, 5) g;

CREATE :unlogged TABLE ship_mode (
    sm_ship_mode_sk integer NOT NULL, sm_ship_mode_id char(16) NOT NULL, sm_type char(30), sm_code char(10),
    sm_carrier char(20), sm_contract char(20));
INSERT INTO ship_mode
SELECT g, pg_temp.bk(g), (ARRAY['EXPRESS', 'NEXT DAY', 'OVERNIGHT', 'TWO DAY', 'REGULAR', 'LIBRARY'])[1 + g % 6],
       (ARRAY['AIR', 'SURFACE', 'SEA', 'BIKE'])[1 + g % 4], 'carrier ' || g, pg_temp.sub(1 + pg_temp.h(g, 56) % 150, 12)
FROM generate_series(1, 20) g;

CREATE :unlogged TABLE reason (
    r_reason_sk integer NOT NULL, r_reason_id char(16) NOT NULL, r_reason_desc char(100));
INSERT INTO reason SELECT g, pg_temp.bk(g), 'reason ' || g FROM generate_series(1, 35) g;

CREATE :unlogged TABLE dbgen_version (
    dv_version varchar(16), dv_create_date date, dv_create_time time, dv_cmdline_args varchar(200));
INSERT INTO dbgen_version VALUES ('2.13.0', date '2024-01-01', time '12:00', '-scale ' || :sf);

-- ---------------------------------------------------------------- facts
-- Sales dates: 1998-01-02 .. 2003-01-02 (Julian 2450816 .. 2452642); sales times: 8:00 .. 21:00.
-- A ticket (an order) has 1..23 lines, each a different item: item = base + line * 7919 (mod).

CREATE :unlogged TABLE store_sales (
    ss_sold_date_sk integer, ss_sold_time_sk integer, ss_item_sk integer NOT NULL, ss_customer_sk integer,
    ss_cdemo_sk integer, ss_hdemo_sk integer, ss_addr_sk integer, ss_store_sk integer, ss_promo_sk integer,
    ss_ticket_number bigint NOT NULL, ss_quantity integer, ss_wholesale_cost numeric(7,2),
    ss_list_price numeric(7,2), ss_sales_price numeric(7,2), ss_ext_discount_amt numeric(7,2),
    ss_ext_sales_price numeric(7,2), ss_ext_wholesale_cost numeric(7,2), ss_ext_list_price numeric(7,2),
    ss_ext_tax numeric(7,2), ss_coupon_amt numeric(7,2), ss_net_paid numeric(7,2),
    ss_net_paid_inc_tax numeric(7,2), ss_net_profit numeric(7,2));
INSERT INTO store_sales
SELECT pg_temp.n(x, 12, 4, 2450816 + pg_temp.h(t, 60) % 1827), pg_temp.n(x, 13, 4, 28800 + pg_temp.h(t, 61) % 46800),
       1 + (pg_temp.h(t, 62) + l * 7919) % :n_item, pg_temp.n(x, 14, 4, 1 + pg_temp.h(t, 63) % :n_cust),
       pg_temp.n(x, 15, 4, 1 + pg_temp.h(t, 64) % :n_cdemo), pg_temp.n(x, 16, 4, 1 + pg_temp.h(t, 65) % 7200),
       pg_temp.n(x, 17, 4, 1 + pg_temp.h(t, 66) % :n_addr), pg_temp.n(x, 18, 4, 1 + pg_temp.h(t, 67) % :n_store),
       pg_temp.n(x, 19, 4, 1 + pg_temp.h(x, 68) % :n_promo), t, q, w, p, s, (p - s) * q, s * q, w * q, p * q,
       s * q * 0.07, 0, s * q, s * q * 1.07, (s - w) * q
FROM (SELECT t, l, t * 32 + l AS x, 1 + pg_temp.h(t * 32 + l, 69) % 100 AS q,
             (100 + pg_temp.h(t * 32 + l, 70) % 9900) / 100.0 AS w,
             (200 + pg_temp.h(t * 32 + l, 70) % 9900 * 2) / 100.0 AS p,
             (150 + pg_temp.h(t * 32 + l, 70) % 9900 * 3 / 2) / 100.0 AS s
        FROM generate_series(1, :n_ticket) t, LATERAL generate_series(1, 1 + (pg_temp.h(t, 71) % 23)::int) l) f;

CREATE :unlogged TABLE store_returns (
    sr_returned_date_sk integer, sr_return_time_sk integer, sr_item_sk integer NOT NULL,
    sr_customer_sk integer, sr_cdemo_sk integer, sr_hdemo_sk integer, sr_addr_sk integer,
    sr_store_sk integer, sr_reason_sk integer, sr_ticket_number bigint NOT NULL, sr_return_quantity integer,
    sr_return_amt numeric(7,2), sr_return_tax numeric(7,2), sr_return_amt_inc_tax numeric(7,2),
    sr_fee numeric(7,2), sr_return_ship_cost numeric(7,2), sr_refunded_cash numeric(7,2),
    sr_reversed_charge numeric(7,2), sr_store_credit numeric(7,2), sr_net_loss numeric(7,2));
INSERT INTO store_returns
SELECT pg_temp.n(x, 20, 4, coalesce(ss_sold_date_sk, 2450816) + 1 + pg_temp.h(x, 72) % 90),
       pg_temp.n(x, 21, 4, 28800 + pg_temp.h(x, 73) % 46800), ss_item_sk, pg_temp.n(x, 22, 4, ss_customer_sk),
       pg_temp.n(x, 23, 4, ss_cdemo_sk), pg_temp.n(x, 24, 4, ss_hdemo_sk), pg_temp.n(x, 25, 4, ss_addr_sk),
       pg_temp.n(x, 26, 4, ss_store_sk), pg_temp.n(x, 27, 4, 1 + pg_temp.h(x, 74) % 35), ss_ticket_number,
       1 + ss_quantity / 2, ss_sales_price, ss_ext_tax / 2, ss_sales_price * 1.07, 1.5, 2.5, ss_sales_price / 2,
       0, ss_sales_price / 2, ss_sales_price / 3
FROM (SELECT s.*, s.ss_ticket_number * 100003 + s.ss_item_sk AS x FROM store_sales s) s
WHERE pg_temp.h(x, 75) % 10 = 0;

CREATE :unlogged TABLE catalog_sales (
    cs_sold_date_sk integer, cs_sold_time_sk integer, cs_ship_date_sk integer, cs_bill_customer_sk integer,
    cs_bill_cdemo_sk integer, cs_bill_hdemo_sk integer, cs_bill_addr_sk integer, cs_ship_customer_sk integer,
    cs_ship_cdemo_sk integer, cs_ship_hdemo_sk integer, cs_ship_addr_sk integer, cs_call_center_sk integer,
    cs_catalog_page_sk integer, cs_ship_mode_sk integer, cs_warehouse_sk integer, cs_item_sk integer NOT NULL,
    cs_promo_sk integer, cs_order_number bigint NOT NULL, cs_quantity integer, cs_wholesale_cost numeric(7,2),
    cs_list_price numeric(7,2), cs_sales_price numeric(7,2), cs_ext_discount_amt numeric(7,2),
    cs_ext_sales_price numeric(7,2), cs_ext_wholesale_cost numeric(7,2), cs_ext_list_price numeric(7,2),
    cs_ext_tax numeric(7,2), cs_coupon_amt numeric(7,2), cs_ext_ship_cost numeric(7,2),
    cs_net_paid numeric(7,2), cs_net_paid_inc_tax numeric(7,2), cs_net_paid_inc_ship numeric(7,2),
    cs_net_paid_inc_ship_tax numeric(7,2), cs_net_profit numeric(7,2));
INSERT INTO catalog_sales
SELECT pg_temp.n(x, 28, 1, d), pg_temp.n(x, 29, 1, 28800 + pg_temp.h(o, 80) % 46800),
       pg_temp.n(x, 30, 1, d + 2 + pg_temp.h(x, 81) % 90),
       pg_temp.n(x, 31, 1, bc), pg_temp.n(x, 32, 1, 1 + pg_temp.h(o, 82) % :n_cdemo),
       pg_temp.n(x, 33, 1, 1 + pg_temp.h(o, 83) % 7200), pg_temp.n(x, 34, 1, 1 + pg_temp.h(o, 84) % :n_addr),
       pg_temp.n(x, 35, 1, CASE WHEN o % 2 = 0 THEN bc ELSE 1 + pg_temp.h(o, 85) % :n_cust END),
       pg_temp.n(x, 36, 1, 1 + pg_temp.h(o, 86) % :n_cdemo), pg_temp.n(x, 37, 1, 1 + pg_temp.h(o, 87) % 7200),
       pg_temp.n(x, 38, 1, 1 + pg_temp.h(o, 88) % :n_addr), pg_temp.n(x, 39, 1, 1 + pg_temp.h(o, 89) % 6),
       pg_temp.n(x, 40, 1, 1 + pg_temp.h(x, 90) % :n_cpage), pg_temp.n(x, 41, 1, 1 + pg_temp.h(x, 91) % 20),
       pg_temp.n(x, 42, 1, 1 + pg_temp.h(x, 92) % 5), 1 + (pg_temp.h(o, 93) + l * 7919) % :n_item,
       pg_temp.n(x, 43, 1, 1 + pg_temp.h(x, 94) % :n_promo), o, q, w, p, s, (p - s) * q, s * q, w * q, p * q,
       s * q * 0.07, 0, q * 1.5, s * q, s * q * 1.07, s * q + q * 1.5, s * q * 1.07 + q * 1.5, (s - w) * q
FROM (SELECT o, l, o * 32 + l AS x, 2450816 + pg_temp.h(o, 95) % 1827 AS d,
             1 + pg_temp.h(o, 96) % :n_cust AS bc, 1 + pg_temp.h(o * 32 + l, 97) % 100 AS q,
             (100 + pg_temp.h(o * 32 + l, 98) % 9900) / 100.0 AS w,
             (200 + pg_temp.h(o * 32 + l, 98) % 9900 * 2) / 100.0 AS p,
             (150 + pg_temp.h(o * 32 + l, 98) % 9900 * 3 / 2) / 100.0 AS s
        FROM generate_series(1, :n_cs_order) o, LATERAL generate_series(1, 1 + (pg_temp.h(o, 99) % 17)::int) l) f;

CREATE :unlogged TABLE catalog_returns (
    cr_returned_date_sk integer, cr_returned_time_sk integer, cr_item_sk integer NOT NULL,
    cr_refunded_customer_sk integer, cr_refunded_cdemo_sk integer, cr_refunded_hdemo_sk integer,
    cr_refunded_addr_sk integer, cr_returning_customer_sk integer, cr_returning_cdemo_sk integer,
    cr_returning_hdemo_sk integer, cr_returning_addr_sk integer, cr_call_center_sk integer,
    cr_catalog_page_sk integer, cr_ship_mode_sk integer, cr_warehouse_sk integer, cr_reason_sk integer,
    cr_order_number bigint NOT NULL, cr_return_quantity integer, cr_return_amount numeric(7,2),
    cr_return_tax numeric(7,2), cr_return_amt_inc_tax numeric(7,2), cr_fee numeric(7,2),
    cr_return_ship_cost numeric(7,2), cr_refunded_cash numeric(7,2), cr_reversed_charge numeric(7,2),
    cr_store_credit numeric(7,2), cr_net_loss numeric(7,2));
INSERT INTO catalog_returns
SELECT pg_temp.n(x, 44, 2, coalesce(cs_ship_date_sk, 2450820) + 1 + pg_temp.h(x, 100) % 60),
       pg_temp.n(x, 45, 2, 28800 + pg_temp.h(x, 101) % 46800), cs_item_sk,
       pg_temp.n(x, 46, 2, cs_bill_customer_sk), pg_temp.n(x, 47, 2, cs_bill_cdemo_sk),
       pg_temp.n(x, 48, 2, cs_bill_hdemo_sk), pg_temp.n(x, 49, 2, cs_bill_addr_sk),
       pg_temp.n(x, 50, 2, cs_ship_customer_sk), pg_temp.n(x, 51, 2, cs_ship_cdemo_sk),
       pg_temp.n(x, 52, 2, cs_ship_hdemo_sk), pg_temp.n(x, 53, 2, cs_ship_addr_sk),
       pg_temp.n(x, 54, 2, cs_call_center_sk), pg_temp.n(x, 55, 2, cs_catalog_page_sk),
       pg_temp.n(x, 56, 2, 1 + pg_temp.h(x, 102) % 20), pg_temp.n(x, 57, 2, 1 + pg_temp.h(x, 103) % 5),
       pg_temp.n(x, 58, 2, 1 + pg_temp.h(x, 104) % 35), cs_order_number, 1 + cs_quantity / 2, cs_sales_price,
       cs_ext_tax / 2, cs_sales_price * 1.07, 1.5, 2.5, cs_sales_price / 2, 0, cs_sales_price / 2,
       cs_sales_price / 3
FROM (SELECT s.*, s.cs_order_number * 100003 + s.cs_item_sk AS x FROM catalog_sales s) s
WHERE pg_temp.h(x, 105) % 10 = 0;

CREATE :unlogged TABLE web_sales (
    ws_sold_date_sk integer, ws_sold_time_sk integer, ws_ship_date_sk integer, ws_item_sk integer NOT NULL,
    ws_bill_customer_sk integer, ws_bill_cdemo_sk integer, ws_bill_hdemo_sk integer, ws_bill_addr_sk integer,
    ws_ship_customer_sk integer, ws_ship_cdemo_sk integer, ws_ship_hdemo_sk integer, ws_ship_addr_sk integer,
    ws_web_page_sk integer, ws_web_site_sk integer, ws_ship_mode_sk integer, ws_warehouse_sk integer,
    ws_promo_sk integer, ws_order_number bigint NOT NULL, ws_quantity integer, ws_wholesale_cost numeric(7,2),
    ws_list_price numeric(7,2), ws_sales_price numeric(7,2), ws_ext_discount_amt numeric(7,2),
    ws_ext_sales_price numeric(7,2), ws_ext_wholesale_cost numeric(7,2), ws_ext_list_price numeric(7,2),
    ws_ext_tax numeric(7,2), ws_coupon_amt numeric(7,2), ws_ext_ship_cost numeric(7,2),
    ws_net_paid numeric(7,2), ws_net_paid_inc_tax numeric(7,2), ws_net_paid_inc_ship numeric(7,2),
    ws_net_paid_inc_ship_tax numeric(7,2), ws_net_profit numeric(7,2));
INSERT INTO web_sales
SELECT pg_temp.n(x, 59, 1, d), pg_temp.n(x, 60, 1, 28800 + pg_temp.h(o, 110) % 46800),
       pg_temp.n(x, 61, 1, d + 1 + pg_temp.h(x, 111) % 120), 1 + (pg_temp.h(o, 112) + l * 7919) % :n_item,
       pg_temp.n(x, 62, 1, bc), pg_temp.n(x, 63, 1, 1 + pg_temp.h(o, 113) % :n_cdemo),
       pg_temp.n(x, 64, 1, 1 + pg_temp.h(o, 114) % 7200), pg_temp.n(x, 65, 1, 1 + pg_temp.h(o, 115) % :n_addr),
       pg_temp.n(x, 66, 1, CASE WHEN o % 3 = 0 THEN 1 + pg_temp.h(o, 116) % :n_cust ELSE bc END),
       pg_temp.n(x, 67, 1, 1 + pg_temp.h(o, 117) % :n_cdemo), pg_temp.n(x, 68, 1, 1 + pg_temp.h(o, 118) % 7200),
       pg_temp.n(x, 69, 1, 1 + pg_temp.h(o, 119) % :n_addr), pg_temp.n(x, 70, 1, 1 + pg_temp.h(x, 120) % 60),
       pg_temp.n(x, 71, 1, 1 + pg_temp.h(o, 121) % 30), pg_temp.n(x, 72, 1, 1 + pg_temp.h(x, 122) % 20),
       pg_temp.n(x, 73, 1, 1 + pg_temp.h(x, 123) % 5), pg_temp.n(x, 74, 1, 1 + pg_temp.h(x, 124) % :n_promo),
       o, q, w, p, s, (p - s) * q, s * q, w * q, p * q, s * q * 0.07, 0, q * 1.5, s * q, s * q * 1.07,
       s * q + q * 1.5, s * q * 1.07 + q * 1.5, (s - w) * q
FROM (SELECT o, l, o * 32 + l AS x, 2450816 + pg_temp.h(o, 125) % 1827 AS d,
             1 + pg_temp.h(o, 126) % :n_cust AS bc, 1 + pg_temp.h(o * 32 + l, 127) % 100 AS q,
             (100 + pg_temp.h(o * 32 + l, 128) % 9900) / 100.0 AS w,
             (200 + pg_temp.h(o * 32 + l, 128) % 9900 * 2) / 100.0 AS p,
             (150 + pg_temp.h(o * 32 + l, 128) % 9900 * 3 / 2) / 100.0 AS s
        FROM generate_series(1, :n_ws_order) o, LATERAL generate_series(1, 1 + (pg_temp.h(o, 129) % 23)::int) l) f;

CREATE :unlogged TABLE web_returns (
    wr_returned_date_sk integer, wr_returned_time_sk integer, wr_item_sk integer NOT NULL,
    wr_refunded_customer_sk integer, wr_refunded_cdemo_sk integer, wr_refunded_hdemo_sk integer,
    wr_refunded_addr_sk integer, wr_returning_customer_sk integer, wr_returning_cdemo_sk integer,
    wr_returning_hdemo_sk integer, wr_returning_addr_sk integer, wr_web_page_sk integer,
    wr_reason_sk integer, wr_order_number bigint NOT NULL, wr_return_quantity integer,
    wr_return_amt numeric(7,2), wr_return_tax numeric(7,2), wr_return_amt_inc_tax numeric(7,2),
    wr_fee numeric(7,2), wr_return_ship_cost numeric(7,2), wr_refunded_cash numeric(7,2),
    wr_reversed_charge numeric(7,2), wr_account_credit numeric(7,2), wr_net_loss numeric(7,2));
INSERT INTO web_returns
SELECT pg_temp.n(x, 75, 2, coalesce(ws_ship_date_sk, 2450820) + 1 + pg_temp.h(x, 130) % 60),
       pg_temp.n(x, 76, 2, 28800 + pg_temp.h(x, 131) % 46800), ws_item_sk,
       pg_temp.n(x, 77, 2, ws_bill_customer_sk), pg_temp.n(x, 78, 2, ws_bill_cdemo_sk),
       pg_temp.n(x, 79, 2, ws_bill_hdemo_sk), pg_temp.n(x, 80, 2, ws_bill_addr_sk),
       pg_temp.n(x, 81, 2, ws_ship_customer_sk), pg_temp.n(x, 82, 2, ws_ship_cdemo_sk),
       pg_temp.n(x, 83, 2, ws_ship_hdemo_sk), pg_temp.n(x, 84, 2, ws_ship_addr_sk),
       pg_temp.n(x, 85, 2, ws_web_page_sk), pg_temp.n(x, 86, 2, 1 + pg_temp.h(x, 132) % 35),
       ws_order_number, 1 + ws_quantity / 2, ws_sales_price, ws_ext_tax / 2, ws_sales_price * 1.07, 1.5, 2.5,
       ws_sales_price / 2, 0, ws_sales_price / 2, ws_sales_price / 3
FROM (SELECT s.*, s.ws_order_number * 100003 + s.ws_item_sk AS x FROM web_sales s) s
WHERE pg_temp.h(x, 133) % 10 = 0;

-- Inventory: every week (Thursdays of 1998-01-01 .. 2002-12-26), every other item, every warehouse.
CREATE :unlogged TABLE inventory (
    inv_date_sk integer NOT NULL, inv_item_sk integer NOT NULL, inv_warehouse_sk integer NOT NULL,
    inv_quantity_on_hand integer);
INSERT INTO inventory
SELECT 2450815 + 7 * wk, i, w, pg_temp.n(wk * 1000000 + i * 8 + w, 87, 5, pg_temp.h(wk * 1000000 + i * 8 + w, 134) % 1000)
FROM generate_series(0, 260) wk, generate_series(1, :n_item, 2) i, generate_series(1, 5) w;

-- ---------------------------------------------------------------- keys
\if :fks
\set pks 1
\endif
\if :pks
\ir tpcds_keys.sql
\endif
\if :fks
-- the specification's foreign keys (NOT VALID: generation is faster, and the data holds them)
CREATE FUNCTION pg_temp.fk(src text, cols text, tgt text) RETURNS void
LANGUAGE plpgsql AS $f$
BEGIN
    EXECUTE format('ALTER TABLE %I ADD FOREIGN KEY (%s) REFERENCES %I NOT VALID', src, cols, tgt);
END
$f$;
\o /dev/null
SELECT pg_temp.fk(s, c, t) FROM (VALUES
    ('store_sales', 'ss_sold_date_sk', 'date_dim'), ('store_sales', 'ss_sold_time_sk', 'time_dim'),
    ('store_sales', 'ss_item_sk', 'item'), ('store_sales', 'ss_customer_sk', 'customer'),
    ('store_sales', 'ss_cdemo_sk', 'customer_demographics'), ('store_sales', 'ss_hdemo_sk', 'household_demographics'),
    ('store_sales', 'ss_addr_sk', 'customer_address'), ('store_sales', 'ss_store_sk', 'store'),
    ('store_sales', 'ss_promo_sk', 'promotion'),
    ('store_returns', 'sr_returned_date_sk', 'date_dim'), ('store_returns', 'sr_return_time_sk', 'time_dim'),
    ('store_returns', 'sr_item_sk', 'item'), ('store_returns', 'sr_customer_sk', 'customer'),
    ('store_returns', 'sr_cdemo_sk', 'customer_demographics'), ('store_returns', 'sr_hdemo_sk', 'household_demographics'),
    ('store_returns', 'sr_addr_sk', 'customer_address'), ('store_returns', 'sr_store_sk', 'store'),
    ('store_returns', 'sr_reason_sk', 'reason'), ('store_returns', 'sr_item_sk, sr_ticket_number', 'store_sales'),
    ('catalog_sales', 'cs_sold_date_sk', 'date_dim'), ('catalog_sales', 'cs_sold_time_sk', 'time_dim'),
    ('catalog_sales', 'cs_ship_date_sk', 'date_dim'), ('catalog_sales', 'cs_bill_customer_sk', 'customer'),
    ('catalog_sales', 'cs_bill_cdemo_sk', 'customer_demographics'), ('catalog_sales', 'cs_bill_hdemo_sk', 'household_demographics'),
    ('catalog_sales', 'cs_bill_addr_sk', 'customer_address'), ('catalog_sales', 'cs_ship_customer_sk', 'customer'),
    ('catalog_sales', 'cs_ship_cdemo_sk', 'customer_demographics'), ('catalog_sales', 'cs_ship_hdemo_sk', 'household_demographics'),
    ('catalog_sales', 'cs_ship_addr_sk', 'customer_address'), ('catalog_sales', 'cs_call_center_sk', 'call_center'),
    ('catalog_sales', 'cs_catalog_page_sk', 'catalog_page'), ('catalog_sales', 'cs_ship_mode_sk', 'ship_mode'),
    ('catalog_sales', 'cs_warehouse_sk', 'warehouse'), ('catalog_sales', 'cs_item_sk', 'item'),
    ('catalog_sales', 'cs_promo_sk', 'promotion'),
    ('catalog_returns', 'cr_returned_date_sk', 'date_dim'), ('catalog_returns', 'cr_returned_time_sk', 'time_dim'),
    ('catalog_returns', 'cr_item_sk', 'item'), ('catalog_returns', 'cr_refunded_customer_sk', 'customer'),
    ('catalog_returns', 'cr_refunded_cdemo_sk', 'customer_demographics'),
    ('catalog_returns', 'cr_refunded_hdemo_sk', 'household_demographics'),
    ('catalog_returns', 'cr_refunded_addr_sk', 'customer_address'), ('catalog_returns', 'cr_returning_customer_sk', 'customer'),
    ('catalog_returns', 'cr_returning_cdemo_sk', 'customer_demographics'),
    ('catalog_returns', 'cr_returning_hdemo_sk', 'household_demographics'),
    ('catalog_returns', 'cr_returning_addr_sk', 'customer_address'), ('catalog_returns', 'cr_call_center_sk', 'call_center'),
    ('catalog_returns', 'cr_catalog_page_sk', 'catalog_page'), ('catalog_returns', 'cr_ship_mode_sk', 'ship_mode'),
    ('catalog_returns', 'cr_warehouse_sk', 'warehouse'), ('catalog_returns', 'cr_reason_sk', 'reason'),
    ('catalog_returns', 'cr_item_sk, cr_order_number', 'catalog_sales'),
    ('web_sales', 'ws_sold_date_sk', 'date_dim'), ('web_sales', 'ws_sold_time_sk', 'time_dim'),
    ('web_sales', 'ws_ship_date_sk', 'date_dim'), ('web_sales', 'ws_item_sk', 'item'),
    ('web_sales', 'ws_bill_customer_sk', 'customer'), ('web_sales', 'ws_bill_cdemo_sk', 'customer_demographics'),
    ('web_sales', 'ws_bill_hdemo_sk', 'household_demographics'), ('web_sales', 'ws_bill_addr_sk', 'customer_address'),
    ('web_sales', 'ws_ship_customer_sk', 'customer'), ('web_sales', 'ws_ship_cdemo_sk', 'customer_demographics'),
    ('web_sales', 'ws_ship_hdemo_sk', 'household_demographics'), ('web_sales', 'ws_ship_addr_sk', 'customer_address'),
    ('web_sales', 'ws_web_page_sk', 'web_page'), ('web_sales', 'ws_web_site_sk', 'web_site'),
    ('web_sales', 'ws_ship_mode_sk', 'ship_mode'), ('web_sales', 'ws_warehouse_sk', 'warehouse'),
    ('web_sales', 'ws_promo_sk', 'promotion'),
    ('web_returns', 'wr_returned_date_sk', 'date_dim'), ('web_returns', 'wr_returned_time_sk', 'time_dim'),
    ('web_returns', 'wr_item_sk', 'item'), ('web_returns', 'wr_refunded_customer_sk', 'customer'),
    ('web_returns', 'wr_refunded_cdemo_sk', 'customer_demographics'),
    ('web_returns', 'wr_refunded_hdemo_sk', 'household_demographics'),
    ('web_returns', 'wr_refunded_addr_sk', 'customer_address'), ('web_returns', 'wr_returning_customer_sk', 'customer'),
    ('web_returns', 'wr_returning_cdemo_sk', 'customer_demographics'),
    ('web_returns', 'wr_returning_hdemo_sk', 'household_demographics'),
    ('web_returns', 'wr_returning_addr_sk', 'customer_address'), ('web_returns', 'wr_web_page_sk', 'web_page'),
    ('web_returns', 'wr_reason_sk', 'reason'), ('web_returns', 'wr_item_sk, wr_order_number', 'web_sales'),
    ('inventory', 'inv_date_sk', 'date_dim'), ('inventory', 'inv_item_sk', 'item'),
    ('inventory', 'inv_warehouse_sk', 'warehouse'),
    ('customer', 'c_current_cdemo_sk', 'customer_demographics'), ('customer', 'c_current_hdemo_sk', 'household_demographics'),
    ('customer', 'c_current_addr_sk', 'customer_address'), ('customer', 'c_first_shipto_date_sk', 'date_dim'),
    ('customer', 'c_first_sales_date_sk', 'date_dim'), ('customer', 'c_last_review_date_sk', 'date_dim'),
    ('household_demographics', 'hd_income_band_sk', 'income_band'),
    ('promotion', 'p_start_date_sk', 'date_dim'), ('promotion', 'p_end_date_sk', 'date_dim'),
    ('promotion', 'p_item_sk', 'item'), ('store', 's_closed_date_sk', 'date_dim'),
    ('call_center', 'cc_closed_date_sk', 'date_dim'), ('call_center', 'cc_open_date_sk', 'date_dim'),
    ('catalog_page', 'cp_start_date_sk', 'date_dim'), ('catalog_page', 'cp_end_date_sk', 'date_dim'),
    ('web_site', 'web_open_date_sk', 'date_dim'), ('web_site', 'web_close_date_sk', 'date_dim'),
    ('web_page', 'wp_creation_date_sk', 'date_dim'), ('web_page', 'wp_access_date_sk', 'date_dim'),
    ('web_page', 'wp_customer_sk', 'customer')) v(s, c, t);
\o
\endif
