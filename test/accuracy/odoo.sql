-- test/accuracy/odoo.sql: a subset of an Odoo ERP database (base, product, uom, sale, account, stock) as
-- Odoo's ORM creates it, written for issue 16 as a held-out check (seventh round): committed with its
-- truth (odoo_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every model's table has a bare serial `id` key and the four
-- audit columns create_uid, write_uid -> res_users(id) and create_date, write_date, res_users
-- included (a self reference); Odoo declares every stored many2one as a foreign key after creating
-- the tables (ALTER TABLE ... ADD FOREIGN KEY ... REFERENCES ... ON DELETE SET NULL / CASCADE /
-- RESTRICT), so the truth is the declared foreign keys; the data modules install run as the
-- superuser (uid 1, __system__), so the lookups (currencies, countries, states, units of measure,
-- the chart of accounts, taxes, the base locations) were created by uid 1 on every row and their
-- create_uid says nothing (undiscoverable), while users 2 (admin) and the employees 6..30 create the
-- business records, a few of them busy; res_users and res_partner reference each other (a user's
-- partner_id, a partner's salesperson user_id, NULL for most partners); partners are companies,
-- their contacts (parent_id, with invoice and delivery addresses among them) and individuals, and
-- commercial_partner_id is the stored compute "the top company, or itself" (a self reference that
-- holds on every row); three companies, one a parent of the other two; references whose name does
-- not end with _id (sale_order_line.product_uom, product_taxes_rel's prod_id); role-named
-- references to one table (partner_id, partner_invoice_id, partner_shipping_id, order_partner_id;
-- user_id, salesman_id, invoice_user_id; location_id, location_dest_id; uom_id, uom_po_id); stored
-- related copies (sale_order.currency_id = its pricelist's, sale_order_line.salesman_id = its
-- order's user_id, account_move_line.journal_id = its move's); a many2many relation table with no
-- id and no audit columns (product_taxes_rel, composite key); nested paths kept as text
-- (parent_path '1/2/7/'); account_move_line.move_name, the stored related copy of its move's
-- name, is no foreign key but names the move on every row (undeclared truth); small integer
-- columns (sequence, quantities, rounding digits) inside the id ranges. Deterministic: setseed,
-- no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1717);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- skewed 1..n: small numbers more often
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- a user who creates business records: admin (2) or an employee 6..30, a few of them busy
CREATE FUNCTION pg_temp.u() RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN random() < 0.25 THEN 2 ELSE 5 + pg_temp.sk(25, 1.7) END $$;
-- a company: 1 mostly
CREATE FUNCTION pg_temp.co() RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN random() < 0.8 THEN 1 WHEN random() < 0.75 THEN 2 ELSE 3 END $$;

-- ---- base -------------------------------------------------------------------
CREATE TABLE res_currency (
  id serial PRIMARY KEY, name varchar NOT NULL, full_name varchar, symbol varchar NOT NULL, rounding numeric,
  decimal_places integer, active boolean, position varchar, currency_unit_label varchar,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp,
  CONSTRAINT res_currency_unique_name UNIQUE (name));
INSERT INTO res_currency
SELECT c, CASE c WHEN 1 THEN 'EUR' WHEN 2 THEN 'USD' WHEN 3 THEN 'GBP' WHEN 4 THEN 'CHF'
                 ELSE chr(65 + c % 26) || chr(65 + (c / 26) % 26) || chr(65 + (c * 7) % 26) END,
       'Currency ' || c, CASE c WHEN 1 THEN '€' WHEN 2 THEN '$' WHEN 3 THEN '£' ELSE '¤' END,
       CASE WHEN c % 11 = 0 THEN 1 ELSE 0.01 END, CASE WHEN c % 11 = 0 THEN 0 ELSE 2 END, c <= 4,
       CASE WHEN c IN (1, 4) THEN 'after' ELSE 'before' END, 'Unit ' || c,
       1, '2023-01-05 09:12:00'::timestamp, CASE WHEN c <= 4 THEN 2 ELSE 1 END,
       '2023-01-05 09:12:00'::timestamp + CASE WHEN c <= 4 THEN interval '3 days' ELSE interval '0' END
  FROM generate_series(1, 170) c
 WHERE c <= 4 OR (chr(65 + c % 26) || chr(65 + (c / 26) % 26) || chr(65 + (c * 7) % 26)) NOT IN ('EUR', 'USD', 'GBP', 'CHF');

CREATE TABLE res_country (
  id serial PRIMARY KEY, name jsonb NOT NULL, code varchar(2), address_format text, address_view_id integer,
  currency_id integer, phone_code integer, name_position varchar, vat_label jsonb, state_required boolean,
  zip_required boolean, create_uid integer, create_date timestamp, write_uid integer, write_date timestamp,
  CONSTRAINT res_country_code_uniq UNIQUE (code));
INSERT INTO res_country
SELECT c, jsonb_build_object('en_US', 'Country ' || c), chr(65 + (c - 1) / 26) || chr(65 + (c - 1) % 26),
       '%(street)s\n%(street2)s\n%(city)s %(state_code)s %(zip)s\n%(country_name)s', NULL,
       (SELECT id FROM res_currency ORDER BY id OFFSET (c * 13) % 160 LIMIT 1),
       1 + (c * 37) % 998, 'before', NULL, c % 7 = 0, c % 3 <> 0,
       1, '2023-01-05 09:12:00'::timestamp, 1, '2023-01-05 09:12:00'::timestamp
  FROM generate_series(1, 250) c;
-- the euro countries, the US
UPDATE res_country SET currency_id = 1 WHERE id IN (14, 21, 57, 68, 75, 84, 105, 109, 133, 155, 177, 198, 203);
UPDATE res_country SET currency_id = 2, code = 'US' WHERE id = 233;

CREATE TABLE res_country_state (
  id serial PRIMARY KEY, country_id integer NOT NULL, name varchar NOT NULL, code varchar NOT NULL,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp,
  CONSTRAINT res_country_state_name_code_uniq UNIQUE (country_id, code));
-- states of the US (233), Canada (38), India (101), Brazil (31), Australia (13), Mexico (156)
INSERT INTO res_country_state (country_id, name, code, create_uid, create_date, write_uid, write_date)
SELECT c, 'State ' || c || '-' || s, chr(65 + s % 26) || chr(65 + (s / 26 + c) % 26),
       1, '2023-01-05 09:12:00'::timestamp, 1, '2023-01-05 09:12:00'::timestamp
  FROM (VALUES (233, 54), (38, 13), (101, 36), (31, 27), (13, 8), (156, 32)) v(c, n), generate_series(1, n) s
 ORDER BY c = 233 DESC, c, s;

CREATE TABLE res_partner (
  id serial PRIMARY KEY, name varchar, company_id integer, create_date timestamp, display_name varchar,
  date date, title integer, parent_id integer, ref varchar, lang varchar, tz varchar, user_id integer, vat varchar,
  website varchar, comment text, credit_limit double precision, active boolean, employee boolean, function varchar,
  type varchar, street varchar, street2 varchar, zip varchar, city varchar, state_id integer, country_id integer,
  partner_latitude numeric, partner_longitude numeric, email varchar, phone varchar, mobile varchar,
  is_company boolean, industry_id integer, color integer, partner_share boolean, commercial_partner_id integer,
  commercial_company_name varchar, company_name varchar, create_uid integer, write_uid integer, write_date timestamp,
  customer_rank integer, supplier_rank integer);
CREATE INDEX res_partner_parent_id_index ON res_partner (parent_id);
CREATE INDEX res_partner_commercial_partner_id_index ON res_partner (commercial_partner_id);

CREATE TABLE res_users (
  id serial PRIMARY KEY, company_id integer NOT NULL, partner_id integer NOT NULL, active boolean DEFAULT true,
  create_date timestamp, login varchar NOT NULL, password varchar, action_id integer, create_uid integer,
  write_uid integer, write_date timestamp, signature text, share boolean, notification_type varchar,
  totp_secret varchar, CONSTRAINT res_users_login_key UNIQUE (login));

CREATE TABLE res_company (
  id serial PRIMARY KEY, name varchar NOT NULL, partner_id integer NOT NULL, currency_id integer NOT NULL,
  sequence integer, create_date timestamp, parent_id integer, report_header jsonb, report_footer jsonb,
  logo_web bytea, email varchar, phone varchar, company_registry varchar, paperformat_id integer,
  external_report_layout_id integer, base_onboarding_company_state varchar, font varchar, primary_color varchar,
  secondary_color varchar, layout_background varchar, create_uid integer, write_uid integer, write_date timestamp,
  CONSTRAINT res_company_name_uniq UNIQUE (name));
INSERT INTO res_company VALUES
  (1, 'YourCompany', 1, 1, 0, '2023-01-05 09:12:00', NULL, NULL, NULL, NULL, 'info@yourcompany.com', '+32 81 81 37 00',
   NULL, 1, NULL, 'done', 'Lato', '#875a7b', '#ffffff', 'Blank', 1, 2, '2023-01-06 10:00:00'),
  (2, 'YourCompany US', 5, 2, 10, '2023-02-01 08:30:00', 1, NULL, NULL, NULL, 'us@yourcompany.com', '+1 555 0100',
   NULL, 1, NULL, 'done', 'Lato', '#875a7b', '#ffffff', 'Blank', 2, 2, '2023-02-01 08:30:00'),
  (3, 'YourCompany Lux', 6, 1, 20, '2023-03-12 14:02:00', 1, NULL, NULL, NULL, 'lux@yourcompany.com', '+352 555 010',
   NULL, 1, NULL, 'done', 'Lato', '#875a7b', '#ffffff', 'Blank', 2, 2, '2023-03-12 14:02:00');

-- users: 1 __system__, 2 admin, 3 public, 4 portal template, 5 default template, 6..30 employees, 31..44 portal users;
-- user k >= 3 has partner k + 4 (partners 2 and 3 are OdooBot's and admin's)
INSERT INTO res_users
SELECT u, CASE WHEN u BETWEEN 6 AND 30 AND u % 7 = 0 THEN 2 WHEN u BETWEEN 6 AND 30 AND u % 11 = 0 THEN 3 ELSE 1 END,
       CASE u WHEN 1 THEN 2 WHEN 2 THEN 3 ELSE u + 4 END, u NOT IN (1, 3, 4, 5),
       '2023-01-05 09:12:00'::timestamp + CASE WHEN u > 5 THEN (u * 3) * interval '1 day' ELSE interval '0' END,
       CASE u WHEN 1 THEN '__system__' WHEN 2 THEN 'admin' WHEN 3 THEN 'public' WHEN 4 THEN 'portaltemplate'
              WHEN 5 THEN 'default' ELSE 'user' || u || '@example.com' END,
       '$pbkdf2-sha512$600000$' || md5('pw' || u), NULL, CASE WHEN u <= 5 THEN 1 ELSE 2 END,
       CASE WHEN u <= 5 THEN 1 WHEN random() < 0.5 THEN u ELSE 2 END,
       '2023-06-01'::timestamp + (u * 5) * interval '1 day', '<p>--<br>User ' || u || '</p>', u IN (3, 4) OR u > 30,
       CASE WHEN u > 30 THEN 'email' ELSE 'inbox' END, NULL
  FROM generate_series(1, 44) u;

-- partners: 1, 5, 6 the companies' partners; 2 OdooBot; 3 admin; 7..48 the users' (k + 4); 49..900 customer and vendor
-- companies; 901..3000 their contacts (about two in three, invoice and delivery addresses among them) and individuals
INSERT INTO res_partner (id, name, company_id, create_date, parent_id, lang, tz, user_id, active, employee, type,
                         street, zip, city, country_id, email, phone, is_company, partner_share, create_uid, write_uid,
                         write_date, customer_rank, supplier_rank, color)
SELECT p, CASE p WHEN 1 THEN 'YourCompany' WHEN 2 THEN 'OdooBot' WHEN 3 THEN 'Mitchell Admin' WHEN 5 THEN 'YourCompany US'
                 WHEN 6 THEN 'YourCompany Lux' WHEN 7 THEN 'Public user'
                 WHEN 8 THEN 'Portal template' WHEN 9 THEN 'Default user template'
                 ELSE CASE WHEN p BETWEEN 49 AND 900 THEN 'Company ' || p ELSE 'Person ' || p END END,
       CASE WHEN p IN (1, 5, 6) THEN (ARRAY[1, 0, 0, 0, 2, 3])[p] WHEN p BETWEEN 10 AND 34 THEN 1
            WHEN p > 48 AND random() < 0.08 THEN 2 END,
       '2023-01-05 09:12:00'::timestamp + CASE WHEN p > 48 THEN (p / 6) * interval '1 day' ELSE interval '0' END,
       CASE WHEN p BETWEEN 10 AND 34 THEN 1 WHEN p > 900 AND random() < 0.67 THEN 48 + pg_temp.sk(852, 1.4) END,
       'en_US', 'Europe/Brussels', NULL, p NOT IN (2, 7, 8, 9), p BETWEEN 3 AND 34, 'contact',
       p || ' Main Street', lpad((1000 + (p * 37) % 9000)::text, 5, '0'), 'City ' || (p % 311),
       CASE WHEN random() < 0.06 THEN NULL WHEN random() < 0.35 THEN 233 WHEN random() < 0.5 THEN
            (ARRAY[21, 75, 57, 109, 38, 101, 31, 13, 156, 84])[pg_temp.sk(10, 1.5)] ELSE pg_temp.r(250) END,
       'contact' || p || '@example.com', '+1 555 ' || lpad((p % 10000)::text, 4, '0'),
       p IN (1, 5, 6) OR p BETWEEN 49 AND 900, p > 34, CASE WHEN p <= 48 THEN 1 ELSE pg_temp.u() END, NULL,
       NULL, 0, 0, p % 12
  FROM generate_series(1, 3000) p;
UPDATE res_partner SET write_uid = CASE WHEN id <= 48 THEN (CASE WHEN id IN (3, 1) THEN 2 ELSE 1 END)
                                         WHEN random() < 0.6 THEN create_uid ELSE pg_temp.u() END,
                       write_date = create_date + (floor(random() * 200)) * interval '1 day';
-- contacts' addresses: invoice or delivery for some; they live where their company is
UPDATE res_partner c SET type = CASE WHEN random() < 0.15 THEN 'invoice' WHEN random() < 0.2 THEN 'delivery' ELSE 'contact' END,
       country_id = p.country_id, company_id = p.company_id
  FROM res_partner p WHERE c.parent_id = p.id AND c.id > 900;
-- states for the countries that have them, NULL for a few
UPDATE res_partner p SET state_id = (SELECT s.id FROM res_country_state s WHERE s.country_id = p.country_id
                                      ORDER BY s.id OFFSET (p.id * 7) % (SELECT count(*) FROM res_country_state t
                                                                        WHERE t.country_id = p.country_id) LIMIT 1)
 WHERE p.country_id IN (233, 38, 101, 31, 13, 156) AND p.id % 13 <> 0;
-- salespersons of the customer companies, and their contacts follow
UPDATE res_partner SET user_id = 5 + pg_temp.sk(25, 1.3), customer_rank = 1 + pg_temp.sk(20, 2)
 WHERE id BETWEEN 49 AND 900 AND random() < 0.45;
UPDATE res_partner SET supplier_rank = 1 + pg_temp.sk(10, 2) WHERE id BETWEEN 49 AND 900 AND id % 9 = 0;
UPDATE res_partner c SET user_id = p.user_id FROM res_partner p WHERE c.parent_id = p.id AND c.id > 900;
UPDATE res_partner SET commercial_partner_id = coalesce(parent_id, id),
                       display_name = name, commercial_company_name = CASE WHEN is_company THEN name END;
UPDATE res_partner c SET display_name = p.name || ', ' || c.name, commercial_company_name = p.name
  FROM res_partner p WHERE c.parent_id = p.id;

-- ---- units of measure, products -----------------------------------------------
CREATE TABLE uom_category (
  id serial PRIMARY KEY, name jsonb NOT NULL, create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
INSERT INTO uom_category SELECT c, jsonb_build_object('en_US', n), 1, '2023-01-05 09:12:00', 1, '2023-01-05 09:12:00'
  FROM unnest(ARRAY['Unit', 'Weight', 'Working Time', 'Length / Distance', 'Surface', 'Volume']) WITH ORDINALITY u(n, c);
CREATE TABLE uom_uom (
  id serial PRIMARY KEY, category_id integer NOT NULL, name jsonb NOT NULL, factor numeric NOT NULL, rounding numeric NOT NULL,
  active boolean, uom_type varchar NOT NULL, create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
INSERT INTO uom_uom SELECT id, cat, jsonb_build_object('en_US', n), f, 0.01, true, t, 1, '2023-01-05 09:12:00',
                           1, '2023-01-05 09:12:00'
  FROM (VALUES (1, 1, 'Units', 1.0, 'reference'), (2, 1, 'Dozens', 0.0833, 'bigger'), (3, 2, 'kg', 1.0, 'reference'),
               (4, 2, 'g', 1000, 'smaller'), (5, 2, 't', 0.001, 'bigger'), (6, 3, 'Days', 1, 'reference'),
               (7, 3, 'Hours', 8, 'smaller'), (8, 4, 'm', 1, 'reference'), (9, 4, 'km', 0.001, 'bigger'),
               (10, 4, 'cm', 100, 'smaller'), (11, 6, 'L', 1, 'reference'), (12, 6, 'm³', 0.001, 'bigger'),
               (13, 2, 'lb', 2.2046, 'smaller'), (14, 2, 'oz', 35.274, 'smaller'), (15, 4, 'in', 39.37, 'smaller'),
               (16, 4, 'ft', 3.28, 'smaller'), (17, 4, 'mi', 0.00062, 'bigger'), (18, 6, 'fl oz (US)', 33.81, 'smaller'),
               (19, 6, 'qt (US)', 1.057, 'smaller'), (20, 6, 'gal (US)', 0.264, 'bigger'), (21, 5, 'm²', 1, 'reference'),
               (22, 5, 'ft²', 10.76, 'smaller'), (23, 4, 'mm', 1000, 'smaller'), (24, 6, 'ml', 1000, 'smaller'),
               (25, 6, 'in³', 61.02, 'smaller'), (26, 1, 'Pack of 6', 0.1667, 'bigger')) v(id, cat, n, f, t);

CREATE TABLE product_category (
  id serial PRIMARY KEY, parent_path varchar, name varchar NOT NULL, complete_name varchar, parent_id integer,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp, removal_strategy_id integer,
  packaging_reserve_method varchar);
INSERT INTO product_category VALUES
  (1, '1/', 'All', 'All', NULL, 1, '2023-01-05 09:12:00', 1, '2023-01-05 09:12:00', NULL, 'partial'),
  (2, '1/2/', 'Saleable', 'All / Saleable', 1, 1, '2023-01-05 09:12:00', 1, '2023-01-05 09:12:00', NULL, 'partial'),
  (3, '1/3/', 'Expenses', 'All / Expenses', 1, 1, '2023-01-05 09:12:00', 1, '2023-01-05 09:12:00', NULL, 'partial');
INSERT INTO product_category
SELECT c, NULL, 'Category ' || c, NULL, CASE WHEN c <= 12 THEN 2 WHEN c % 5 = 0 THEN 3 ELSE 3 + pg_temp.sk(c - 4, 1.2) END,
       pg_temp.u(), '2023-02-01'::timestamp + c * interval '1 day', pg_temp.u(), '2023-04-01'::timestamp + c * interval '1 day',
       NULL, 'partial'
  FROM generate_series(4, 40) c;
WITH RECURSIVE t(id, path, cname) AS (
  SELECT id, id || '/', name::text FROM product_category WHERE parent_id IS NULL
  UNION ALL SELECT c.id, t.path || c.id || '/', t.cname || ' / ' || c.name FROM product_category c JOIN t ON c.parent_id = t.id)
UPDATE product_category c SET parent_path = t.path, complete_name = t.cname FROM t WHERE t.id = c.id;

CREATE TABLE product_template (
  id serial PRIMARY KEY, name jsonb NOT NULL, sequence integer, description jsonb, description_sale jsonb,
  type varchar NOT NULL, list_price numeric, volume numeric, weight numeric, sale_ok boolean, purchase_ok boolean,
  categ_id integer NOT NULL, uom_id integer NOT NULL, uom_po_id integer NOT NULL, company_id integer, active boolean,
  color integer, default_code varchar, can_image_1024_be_zoomed boolean, has_configurable_attributes boolean,
  priority varchar, invoice_policy varchar, sale_delay double precision, tracking varchar,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
INSERT INTO product_template
SELECT t, jsonb_build_object('en_US', 'Product ' || t), 1, NULL, NULL,
       CASE WHEN t % 9 = 0 THEN 'service' WHEN t % 4 = 0 THEN 'consu' ELSE 'product' END,
       round((5 + random() * 995)::numeric, 2), round((random() * 0.5)::numeric, 3), round((random() * 40)::numeric, 2),
       t % 17 <> 0, t % 5 <> 1,
       CASE WHEN random() < 0.3 THEN 1 ELSE pg_temp.sk(40, 1.3) END,
       CASE WHEN t % 9 = 0 THEN 7 WHEN random() < 0.8 THEN 1 ELSE (ARRAY[3, 2, 8, 11, 26, 4, 13, 21])[pg_temp.sk(8, 1.5)] END,
       0, CASE WHEN random() < 0.1 THEN pg_temp.co() END, t % 31 <> 0, 0,
       CASE WHEN t % 6 <> 0 THEN 'FURN_' || lpad(t::text, 4, '0') END, false, t % 8 = 0, '0',
       CASE WHEN t % 3 = 0 THEN 'delivery' ELSE 'order' END, 0, 'none',
       pg_temp.u(), '2023-01-10'::timestamp + (t / 4) * interval '1 day', pg_temp.u(),
       '2023-06-10'::timestamp + (t / 3) * interval '1 day'
  FROM generate_series(1, 800) t;
-- the purchase unit is the sale unit, a bigger one of its category now and then
UPDATE product_template SET uom_po_id = CASE WHEN uom_id = 1 AND id % 10 = 3 THEN 26 WHEN uom_id = 3 AND id % 4 = 1 THEN 5
                                             ELSE uom_id END;

CREATE TABLE product_product (
  id serial PRIMARY KEY, message_main_attachment_id integer, default_code varchar, active boolean,
  product_tmpl_id integer NOT NULL, barcode varchar, combination_indices varchar, volume numeric, weight numeric,
  can_image_variant_1024_be_zoomed boolean, create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
-- one variant per template, two to four for the configurable ones
INSERT INTO product_product
SELECT row_number() OVER (ORDER BY t.id, v), NULL, t.default_code || CASE WHEN v > 1 THEN '-' || v ELSE '' END, t.active, t.id,
       CASE WHEN random() < 0.7 THEN (4000000000000 + t.id * 10 + v)::text END,
       CASE WHEN t.has_configurable_attributes THEN (t.id * 3 + v)::text ELSE '' END, t.volume, t.weight, false,
       t.create_uid, t.create_date, t.write_uid, t.write_date
  FROM product_template t, generate_series(1, 4) v
 WHERE v = 1 OR (t.has_configurable_attributes AND v <= 1 + (t.id / 8) % 4)
 ORDER BY t.id, v;
CREATE UNIQUE INDEX product_product_combination_unique ON product_product (product_tmpl_id, combination_indices) WHERE active;
CREATE UNIQUE INDEX product_product_barcode_uniq ON product_product (barcode);

-- ---- accounting ------------------------------------------------------------------
CREATE TABLE account_account (
  id serial PRIMARY KEY, message_main_attachment_id integer, currency_id integer, company_id integer NOT NULL,
  group_id integer, root_id integer, name jsonb NOT NULL, code varchar(64) NOT NULL, account_type varchar NOT NULL,
  internal_group varchar, note text, deprecated boolean, reconcile boolean, non_trade boolean,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp,
  CONSTRAINT account_account_code_company_uniq UNIQUE (code, company_id));
-- 120 accounts of company 1's chart, 15 of 2's and of 3's
INSERT INTO account_account
SELECT a, NULL, CASE WHEN a IN (31, 32, 125, 140) THEN 2 WHEN a = 33 THEN 3 END, c, NULL, ascii(code) * 1000 + ascii(substr(code, 2)),
       jsonb_build_object('en_US', 'Account ' || code), code,
       CASE substr(code, 1, 1) WHEN '1' THEN 'asset_current' WHEN '2' THEN 'liability_current' WHEN '4' THEN 'income'
            WHEN '6' THEN 'expense' ELSE 'equity' END, NULL, NULL, false, substr(code, 1, 2) IN ('12', '21'), false,
       CASE WHEN a % 40 = 0 THEN 2 ELSE 1 END, '2023-01-05 09:12:00'::timestamp, CASE WHEN a % 9 = 0 THEN 2 ELSE 1 END,
       '2023-01-05 09:12:00'::timestamp + (a % 9 = 0)::int * interval '12 days'
  FROM (SELECT a, CASE WHEN a <= 120 THEN 1 WHEN a <= 135 THEN 2 ELSE 3 END AS c,
               ((ARRAY['10', '11', '12', '14', '21', '25', '30', '40', '41', '60', '61', '62'])[1 + a % 12]
                || lpad((a * 7 % 9000)::text, 4, '0')) AS code
          FROM generate_series(1, 150) a) x;

CREATE TABLE account_journal (
  id serial PRIMARY KEY, default_account_id integer, suspense_account_id integer, sequence integer, currency_id integer,
  company_id integer NOT NULL, name jsonb NOT NULL, code varchar(5) NOT NULL, type varchar NOT NULL, active boolean,
  color integer, invoice_reference_type varchar, invoice_reference_model varchar, show_on_dashboard boolean,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
INSERT INTO account_journal
SELECT j, (SELECT id FROM account_account a WHERE a.company_id = c ORDER BY (a.id * 17 + j) % 97 LIMIT 1),
       CASE WHEN t IN ('bank', 'cash') THEN (SELECT id FROM account_account a WHERE a.company_id = c ORDER BY a.id DESC LIMIT 1) END,
       j * 5, CASE WHEN j = 6 THEN 2 END, c, jsonb_build_object('en_US', n), code, t, true, j,
       'invoice', 'odoo', t IN ('sale', 'purchase', 'bank'), 1, '2023-01-05 09:12:00'::timestamp,
       CASE WHEN j % 3 = 0 THEN 2 ELSE 1 END, '2023-01-07 09:12:00'::timestamp
  FROM (VALUES (1, 1, 'Customer Invoices', 'INV', 'sale'), (2, 1, 'Vendor Bills', 'BILL', 'purchase'),
               (3, 1, 'Miscellaneous Operations', 'MISC', 'general'), (4, 1, 'Exchange Difference', 'EXCH', 'general'),
               (5, 1, 'Bank', 'BNK1', 'bank'), (6, 1, 'Bank USD', 'BNK2', 'bank'), (7, 1, 'Cash', 'CSH1', 'cash'),
               (8, 2, 'Customer Invoices', 'INV', 'sale'), (9, 2, 'Vendor Bills', 'BILL', 'purchase'),
               (10, 2, 'Bank', 'BNK1', 'bank'), (11, 3, 'Customer Invoices', 'INV', 'sale'),
               (12, 3, 'Miscellaneous Operations', 'MISC', 'general')) v(j, c, n, code, t);

CREATE TABLE account_tax (
  id serial PRIMARY KEY, company_id integer NOT NULL, sequence integer NOT NULL, tax_group_id integer, cash_basis_transition_account_id integer,
  country_id integer, type_tax_use varchar NOT NULL, tax_scope varchar, amount_type varchar NOT NULL, description varchar,
  name jsonb NOT NULL, amount numeric NOT NULL, active boolean, price_include boolean, include_base_amount boolean,
  create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
INSERT INTO account_tax
SELECT t, CASE WHEN t <= 14 THEN 1 WHEN t <= 18 THEN 2 ELSE 3 END, t, NULL, NULL, NULL,
       CASE WHEN t % 2 = 1 THEN 'sale' ELSE 'purchase' END, NULL, 'percent', NULL,
       jsonb_build_object('en_US', (ARRAY[21, 21, 12, 12, 6, 6, 0, 0, 21, 21, 0, 0, 6, 6, 8, 8, 0, 0, 17, 17])[t] || '%'),
       (ARRAY[21, 21, 12, 12, 6, 6, 0, 0, 21, 21, 0, 0, 6, 6, 8, 8, 0, 0, 17, 17])[t], true, false, false,
       1, '2023-01-05 09:12:00'::timestamp, 1, '2023-01-05 09:12:00'::timestamp
  FROM generate_series(1, 20) t;
UPDATE account_tax SET country_id = CASE company_id WHEN 1 THEN 21 WHEN 2 THEN 233 ELSE 133 END;

-- the many2many taxes_id of product.template: Odoo's relation table, no id, no audit columns
CREATE TABLE product_taxes_rel (prod_id integer NOT NULL, tax_id integer NOT NULL, PRIMARY KEY (prod_id, tax_id));
CREATE INDEX ON product_taxes_rel (tax_id, prod_id);
INSERT INTO product_taxes_rel
SELECT DISTINCT t, CASE WHEN k = 1 THEN (CASE WHEN random() < 0.85 THEN 1 ELSE (ARRAY[3, 5, 7, 15, 19])[pg_temp.sk(5, 1.3)] END)
                        ELSE (ARRAY[5, 11, 13])[pg_temp.r(3)] END
  FROM generate_series(1, 800) t, generate_series(1, 2) k
 WHERE (k = 1 AND t % 23 <> 0) OR (k = 2 AND t % 11 = 0);

CREATE TABLE product_pricelist (
  id serial PRIMARY KEY, sequence integer, currency_id integer NOT NULL, company_id integer, name jsonb NOT NULL,
  discount_policy varchar, active boolean, create_uid integer, create_date timestamp, write_uid integer, write_date timestamp);
INSERT INTO product_pricelist VALUES
  (1, 16, 1, NULL, '{"en_US": "Public Pricelist"}', 'with_discount', true, 2, '2023-01-05 10:00', 2, '2023-01-05 10:00'),
  (2, 17, 2, 2, '{"en_US": "USD Pricelist"}', 'with_discount', true, 2, '2023-02-01 10:00', 9, '2023-04-01 10:00'),
  (3, 18, 1, 1, '{"en_US": "Resellers"}', 'without_discount', true, 9, '2023-02-11 10:00', 9, '2023-02-11 10:00'),
  (4, 19, 3, 1, '{"en_US": "UK Pricelist"}', 'with_discount', true, 9, '2023-03-01 10:00', 14, '2023-05-01 10:00'),
  (5, 20, 4, 3, '{"en_US": "CHF Pricelist"}', 'with_discount', false, 2, '2023-03-12 10:00', 2, '2023-03-12 10:00');

-- ---- sales -------------------------------------------------------------------------
CREATE TABLE sale_order (
  id serial PRIMARY KEY, campaign_id integer, source_id integer, medium_id integer, company_id integer NOT NULL,
  partner_id integer NOT NULL, partner_invoice_id integer NOT NULL, partner_shipping_id integer NOT NULL,
  fiscal_position_id integer, payment_term_id integer, pricelist_id integer, currency_id integer, user_id integer,
  team_id integer, create_uid integer, write_uid integer, access_token varchar, name varchar NOT NULL, state varchar,
  client_order_ref varchar, origin varchar, reference varchar, invoice_status varchar, validity_date date, note text,
  currency_rate numeric, amount_untaxed numeric, amount_tax numeric, amount_total numeric, require_signature boolean,
  require_payment boolean, create_date timestamp, commitment_date timestamp, date_order timestamp NOT NULL,
  signed_on timestamp, write_date timestamp);
CREATE INDEX sale_order_partner_id_index ON sale_order (partner_id);
CREATE INDEX sale_order_name_index ON sale_order (name);
-- customers: the customer companies and the individuals, a few of them buying a lot
CREATE TEMP TABLE cust AS
SELECT row_number() OVER (ORDER BY id) AS k, id FROM res_partner WHERE (id BETWEEN 49 AND 900 OR (id > 900 AND parent_id IS NULL));
CREATE TEMP TABLE addr AS
SELECT parent_id AS p, array_agg(id ORDER BY id) FILTER (WHERE type = 'invoice') AS inv,
       array_agg(id ORDER BY id) FILTER (WHERE type = 'delivery') AS dlv
  FROM res_partner WHERE parent_id IS NOT NULL GROUP BY parent_id;
INSERT INTO sale_order (id, company_id, partner_id, partner_invoice_id, partner_shipping_id, pricelist_id, user_id,
                        create_uid, write_uid, access_token, name, state, client_order_ref, invoice_status, validity_date,
                        currency_rate, amount_untaxed, amount_tax, amount_total, require_signature, require_payment,
                        create_date, date_order, write_date)
SELECT o, pg_temp.co(), c.id, c.id, c.id, CASE WHEN random() < 0.8 THEN 1 ELSE 1 + pg_temp.sk(4, 1.2) END, NULL,
       pg_temp.u(), NULL, md5('so' || o)::uuid::text, 'S' || lpad(o::text, 5, '0'),
       CASE WHEN o > 3850 THEN 'draft' WHEN o % 41 = 0 THEN 'cancel' WHEN o % 7 = 0 THEN 'done' ELSE 'sale' END,
       CASE WHEN random() < 0.2 THEN 'PO-' || (10000 + o * 3) END, 'invoiced', d::date + 30, 1, 0, 0, 0, true, false,
       d, d + interval '2 hours', d + (floor(random() * 40)) * interval '1 day'
  FROM (SELECT o, '2023-01-15'::timestamp + (o * interval '130 minutes') AS d, pg_temp.sk(1700, 2.2) AS k
          FROM generate_series(1, 4000) o) x
  JOIN cust c ON c.k = least(x.k, (SELECT count(*) FROM cust));
UPDATE sale_order s SET partner_invoice_id = CASE WHEN a.inv IS NOT NULL AND s.id % 3 <> 0 THEN a.inv[1 + s.id % cardinality(a.inv)]
                                                  ELSE s.partner_id END,
                        partner_shipping_id = CASE WHEN a.dlv IS NOT NULL AND s.id % 4 <> 0 THEN a.dlv[1 + s.id % cardinality(a.dlv)]
                                                   ELSE s.partner_id END
  FROM addr a WHERE a.p = s.partner_id;
-- the salesperson is the customer's, or whoever took the order; none for a few web orders
UPDATE sale_order s SET user_id = CASE WHEN s.id % 10 = 0 THEN NULL ELSE coalesce(p.user_id, s.create_uid) END,
                        write_uid = CASE WHEN random() < 0.5 THEN s.create_uid ELSE pg_temp.u() END
  FROM res_partner p WHERE p.id = s.partner_id;
UPDATE sale_order s SET currency_id = l.currency_id FROM product_pricelist l WHERE l.id = s.pricelist_id;

CREATE TABLE sale_order_line (
  id serial PRIMARY KEY, order_id integer NOT NULL, sequence integer, company_id integer, currency_id integer,
  order_partner_id integer, salesman_id integer, product_id integer, product_uom integer, product_packaging_id integer,
  create_uid integer, write_uid integer, state varchar, display_type varchar, qty_delivered_method varchar,
  invoice_status varchar, analytic_distribution jsonb, name text NOT NULL, product_uom_qty numeric NOT NULL,
  product_packaging_qty numeric, price_reduce_taxexcl numeric, price_reduce_taxinc numeric, qty_delivered numeric,
  qty_to_invoice numeric, qty_invoiced numeric, technical_price_unit numeric, price_unit numeric NOT NULL,
  discount numeric, price_subtotal numeric, price_total numeric, price_tax double precision, customer_lead double precision,
  is_downpayment boolean, is_expense boolean, create_date timestamp, write_date timestamp);
CREATE INDEX sale_order_line_order_id_index ON sale_order_line (order_id);
INSERT INTO sale_order_line (order_id, sequence, company_id, currency_id, order_partner_id, salesman_id, product_id,
                             create_uid, write_uid, state, qty_delivered_method, invoice_status, name, product_uom_qty,
                             qty_delivered, qty_to_invoice, qty_invoiced, price_unit, discount, price_subtotal, price_total,
                             price_tax, customer_lead, is_downpayment, is_expense, create_date, write_date)
SELECT o.id, 10 * l, o.company_id, o.currency_id, o.partner_id, o.user_id, x.pid, o.create_uid, o.write_uid, o.state,
       'stock_move', 'invoiced', 'line', q, CASE WHEN o.state IN ('sale', 'done') THEN q ELSE 0 END, 0,
       CASE WHEN o.state IN ('sale', 'done') THEN q ELSE 0 END, 0, CASE WHEN random() < 0.1 THEN 10 ELSE 0 END, 0, 0, 0, 0,
       false, false, o.create_date, o.write_date
  FROM sale_order o, LATERAL (SELECT l, pg_temp.sk((SELECT count(*) FROM product_product)::int, 1.6) AS pid,
                                     (1 + pg_temp.sk(12, 2.5))::numeric AS q
                                FROM generate_series(1, 1 + pg_temp.sk(6, 2.2)) l WHERE o.id > 0) x
 ORDER BY o.id, l;
UPDATE sale_order_line l SET product_uom = t.uom_id, name = '[' || coalesce(p.default_code, '') || '] ' || (t.name ->> 'en_US'),
       price_unit = t.list_price, price_subtotal = round(t.list_price * l.product_uom_qty * (1 - l.discount / 100), 2)
  FROM product_product p JOIN product_template t ON t.id = p.product_tmpl_id WHERE p.id = l.product_id;
UPDATE sale_order_line SET price_total = round(price_subtotal * 1.21, 2), price_tax = round(price_subtotal * 0.21, 2);
UPDATE sale_order o SET amount_untaxed = s.u, amount_tax = s.t, amount_total = s.u + s.t
  FROM (SELECT order_id, sum(price_subtotal) AS u, sum(price_tax)::numeric AS t FROM sale_order_line GROUP BY order_id) s
 WHERE s.order_id = o.id;

-- ---- invoices and journal items ----------------------------------------------------
CREATE TABLE account_move (
  id serial PRIMARY KEY, message_main_attachment_id integer, journal_id integer NOT NULL, company_id integer,
  tax_cash_basis_origin_move_id integer, auto_post_origin_id integer, secure_sequence_number integer,
  invoice_payment_term_id integer, partner_id integer, commercial_partner_id integer, partner_shipping_id integer,
  partner_bank_id integer, fiscal_position_id integer, currency_id integer NOT NULL, reversed_entry_id integer,
  invoice_user_id integer, invoice_incoterm_id integer, invoice_cash_rounding_id integer, create_uid integer,
  write_uid integer, sequence_prefix varchar, access_token varchar, name varchar, ref varchar, state varchar NOT NULL,
  move_type varchar NOT NULL, auto_post varchar, inalterable_hash varchar, payment_reference varchar, qr_code_method varchar,
  payment_state varchar, invoice_source_email varchar, invoice_partner_display_name varchar, invoice_origin varchar,
  sequence_number integer, date date NOT NULL, invoice_date date, invoice_date_due date, amount_untaxed numeric,
  amount_tax numeric, amount_total numeric, amount_residual numeric, amount_untaxed_signed numeric,
  amount_total_signed numeric, amount_residual_signed numeric, invoice_currency_rate numeric, is_storno boolean,
  create_date timestamp, write_date timestamp);
CREATE INDEX account_move_journal_id_index ON account_move (journal_id);
-- invoices of the confirmed orders, vendor bills, miscellaneous entries; posted names are sequences per journal and year
INSERT INTO account_move (id, journal_id, company_id, partner_id, commercial_partner_id, partner_shipping_id, currency_id,
                          invoice_user_id, create_uid, write_uid, sequence_prefix, name, ref, state, move_type,
                          payment_state, invoice_origin, date, invoice_date, invoice_date_due, amount_total, is_storno,
                          create_date, write_date)
SELECT row_number() OVER (ORDER BY d, src), j, c, p, cp, ps, cur, iu, cu, cu, NULL, NULL, r, 'posted', mt,
       CASE WHEN random() < 0.8 THEN 'paid' ELSE 'not_paid' END, og, d::date, CASE WHEN mt <> 'entry' THEN d::date END,
       CASE WHEN mt <> 'entry' THEN d::date + 30 END, amt, false, d + interval '1 day', d + interval '3 days'
  FROM (SELECT 1 AS src, o.id AS sid, CASE o.company_id WHEN 1 THEN 1 WHEN 2 THEN 8 ELSE 11 END AS j, o.company_id AS c,
               o.partner_invoice_id AS p, o.partner_id AS cp, o.partner_shipping_id AS ps, o.currency_id AS cur,
               o.user_id AS iu, o.create_uid AS cu, o.client_order_ref AS r, 'out_invoice' AS mt, o.name AS og,
               o.date_order + interval '2 days' AS d, o.amount_total AS amt
          FROM sale_order o WHERE o.state IN ('sale', 'done') AND o.id % 9 <> 4
        UNION ALL
        SELECT 2, b, CASE WHEN b % 6 = 0 THEN 9 ELSE 2 END, CASE WHEN b % 6 = 0 THEN 2 ELSE 1 END,
               v, v, NULL, CASE WHEN b % 6 = 0 THEN 2 ELSE 1 END, NULL, pg_temp.u(), 'BILL-' || b, 'in_invoice', NULL,
               '2023-01-20'::timestamp + b * interval '9 hours', round((50 + random() * 5000)::numeric, 2)
          FROM (SELECT b, 9 * (6 + pg_temp.sk(94, 1.8)) AS v FROM generate_series(1, 800) b) vb
        UNION ALL
        SELECT 3, m, CASE WHEN m % 10 = 0 THEN 12 WHEN m % 4 = 0 THEN 4 ELSE 3 END,
               CASE WHEN m % 10 = 0 THEN 3 ELSE 1 END, NULL, NULL, NULL, 1, NULL,
               pg_temp.u(), NULL, 'entry', NULL, '2023-01-31'::timestamp + m * interval '2 days', round((random() * 3000)::numeric, 2)
          FROM generate_series(1, 300) m) s(src, sid, j, c, p, cp, ps, cur, iu, cu, r, mt, og, d, amt);
UPDATE account_move m SET name = x.pre || lpad(x.num::text, 5, '0'), sequence_prefix = x.pre, sequence_number = x.num
  FROM (SELECT m.id, CASE m.company_id WHEN 1 THEN '' WHEN 2 THEN 'US/' ELSE 'LU/' END || j.code || '/'
                     || extract(year FROM m.date) || '/' AS pre,
               row_number() OVER (PARTITION BY m.journal_id, extract(year FROM m.date) ORDER BY m.date, m.id) AS num
          FROM account_move m JOIN account_journal j ON j.id = m.journal_id) x
 WHERE m.id = x.id;
CREATE UNIQUE INDEX account_move_unique_name ON account_move (name, journal_id) WHERE state = 'posted' AND name <> '/';
UPDATE account_move SET write_uid = CASE WHEN random() < 0.7 THEN create_uid ELSE pg_temp.u() END,
       invoice_partner_display_name = (SELECT display_name FROM res_partner p WHERE p.id = account_move.partner_id);

CREATE TABLE account_move_line (
  id serial PRIMARY KEY, move_id integer NOT NULL, journal_id integer, company_id integer, company_currency_id integer,
  reconcile_model_id integer, payment_id integer, statement_line_id integer, statement_id integer, group_tax_id integer,
  tax_line_id integer, tax_group_id integer, tax_repartition_line_id integer, account_id integer, currency_id integer NOT NULL,
  partner_id integer, reconciled_lines_ids integer, full_reconcile_id integer, product_id integer, product_uom_id integer,
  create_uid integer, write_uid integer, move_name varchar, parent_state varchar, ref varchar, name varchar,
  tax_audit varchar, matching_number varchar, display_type varchar NOT NULL, date date, date_maturity date,
  discount_date date, analytic_distribution jsonb, debit numeric, credit numeric, balance numeric, amount_currency numeric,
  tax_base_amount numeric, amount_residual numeric, amount_residual_currency numeric, quantity numeric, price_unit numeric,
  price_subtotal numeric, price_total numeric, discount numeric, discount_amount_currency numeric, discount_balance numeric,
  sequence integer, tax_tag_invert boolean, reconciled boolean, blocked boolean, create_date timestamp, write_date timestamp);
CREATE INDEX account_move_line_move_id_index ON account_move_line (move_id);
-- an invoice: its product lines (from the order lines), one tax line, one receivable line; a bill: an expense, a tax and
-- a payable line; an entry: two to four lines without partner
INSERT INTO account_move_line (move_id, journal_id, company_id, company_currency_id, tax_line_id, account_id, currency_id,
                               partner_id, product_id, product_uom_id, create_uid, write_uid, move_name, parent_state, ref,
                               name, display_type, date, date_maturity, debit, credit, balance, amount_currency, quantity,
                               price_unit, price_subtotal, price_total, discount, sequence, tax_tag_invert, reconciled,
                               blocked, create_date, write_date)
SELECT m.id, m.journal_id, m.company_id, CASE m.company_id WHEN 2 THEN 2 ELSE 1 END, x.tax, x.acc, m.currency_id,
       CASE WHEN m.move_type <> 'entry' THEN m.commercial_partner_id END, x.prod, x.uom, m.create_uid, m.write_uid,
       m.name, m.state, m.ref, x.lname, x.dt, m.date, CASE WHEN x.dt = 'payment_term' THEN m.invoice_date_due END,
       greatest(x.amt, 0), greatest(-x.amt, 0), x.amt, x.amt, x.qty, x.pu, abs(x.amt), abs(x.amt), 0, x.seq, false,
       x.dt = 'payment_term' AND m.payment_state = 'paid', false, m.create_date, m.write_date
  FROM account_move m
  CROSS JOIN LATERAL (
    SELECT 10 + l.sequence AS seq, 'product' AS dt, l.product_id AS prod, l.product_uom AS uom, NULL::int AS tax,
           (SELECT a.id FROM account_account a WHERE a.company_id = m.company_id AND a.account_type = 'income'
             ORDER BY (a.id + l.product_id % 3) % 7, a.id LIMIT 1) AS acc,
           l.name AS lname, -l.price_subtotal AS amt, l.product_uom_qty AS qty, l.price_unit AS pu
      FROM sale_order_line l JOIN sale_order o ON o.id = l.order_id
     WHERE m.move_type = 'out_invoice' AND o.name = m.invoice_origin
    UNION ALL
    SELECT 10, 'product', CASE WHEN m.id % 3 = 0 THEN pg_temp.sk(900, 1.4) END, CASE WHEN m.id % 3 = 0 THEN 1 END, NULL,
           (SELECT a.id FROM account_account a WHERE a.company_id = m.company_id AND a.account_type = 'expense'
             ORDER BY (a.id * 7 + m.id) % 11, a.id LIMIT 1), 'expense', m.amount_total, 1, m.amount_total
     WHERE m.move_type = 'in_invoice'
    UNION ALL
    SELECT 900, 'tax', NULL, NULL, CASE m.move_type WHEN 'out_invoice' THEN
                                     (SELECT t.id FROM account_tax t WHERE t.company_id = m.company_id AND t.type_tax_use = 'sale'
                                       ORDER BY t.id LIMIT 1)
                                   ELSE (SELECT t.id FROM account_tax t WHERE t.company_id = m.company_id AND t.type_tax_use = 'purchase'
                                          ORDER BY t.id LIMIT 1) END,
           (SELECT a.id FROM account_account a WHERE a.company_id = m.company_id AND a.account_type = 'liability_current'
             ORDER BY a.id LIMIT 1), 'VAT 21%', CASE WHEN m.move_type = 'out_invoice' THEN -0.21 ELSE 0.21 END * m.amount_total,
           NULL, NULL
     WHERE m.move_type <> 'entry'
    UNION ALL
    SELECT 1000, 'payment_term', NULL, NULL, NULL,
           (SELECT a.id FROM account_account a WHERE a.company_id = m.company_id AND a.reconcile
             ORDER BY (m.move_type = 'out_invoice') <> (a.code LIKE '12%'), a.id LIMIT 1),
           m.name, CASE WHEN m.move_type = 'out_invoice' THEN 1.21 ELSE -1.21 END * m.amount_total, NULL, NULL
     WHERE m.move_type <> 'entry'
    UNION ALL
    SELECT 10 * k, 'entry', NULL, NULL, NULL,
           (SELECT a.id FROM account_account a WHERE a.company_id = m.company_id ORDER BY (a.id * 13 + m.id * k) % 29, a.id LIMIT 1),
           'entry', CASE WHEN k = 1 THEN m.amount_total WHEN k = 2 THEN -m.amount_total ELSE 0 END, NULL, NULL
      FROM generate_series(1, 2 + m.id % 3) k WHERE m.move_type = 'entry'
  ) x(seq, dt, prod, uom, tax, acc, lname, amt, qty, pu)
 ORDER BY m.id, x.seq;
UPDATE account_move SET invoice_origin = NULL WHERE id % 5 = 0;

-- ---- stock ------------------------------------------------------------------------
CREATE TABLE stock_location (
  id serial PRIMARY KEY, location_id integer, company_id integer, removal_strategy_id integer, cyclic_inventory_frequency integer,
  warehouse_id integer, storage_category_id integer, create_uid integer, write_uid integer, name varchar NOT NULL,
  complete_name varchar, usage varchar NOT NULL, parent_path varchar, barcode varchar, last_inventory_date date,
  next_inventory_date date, comment text, posx integer, posy integer, posz integer, active boolean, scrap_location boolean,
  return_location boolean, replenish_location boolean, create_date timestamp, write_date timestamp);
INSERT INTO stock_location (id, location_id, company_id, create_uid, write_uid, name, usage, posx, posy, posz, active,
                            scrap_location, return_location, replenish_location, create_date, write_date)
SELECT id, parent, co, cu, cu, n, usage, 0, 0, 0, true, n = 'Scrap', false, n = 'Stock', '2023-01-05 09:12:00'::timestamp,
       '2023-01-05 09:12:00'::timestamp
  FROM (VALUES (1, NULL, NULL, 1, 'Physical Locations', 'view'), (2, NULL, NULL, 1, 'Partners', 'view'),
               (3, NULL, NULL, 1, 'Virtual Locations', 'view'), (4, 2, NULL, 1, 'Vendors', 'supplier'),
               (5, 2, NULL, 1, 'Customers', 'customer'), (6, 1, NULL, 1, 'Inter-company transit', 'transit'),
               (7, 1, 1, 1, 'WH', 'view'), (8, 7, 1, 1, 'Stock', 'internal'), (9, 3, 1, 1, 'Inventory adjustment', 'inventory'),
               (10, 3, 1, 1, 'Scrap', 'inventory'), (11, 3, 1, 1, 'Production', 'production'), (12, 7, 1, 1, 'Input', 'internal'),
               (13, 7, 1, 1, 'Output', 'internal'), (14, 7, 1, 1, 'Packing Zone', 'internal'),
               (15, 1, 2, 2, 'USWH', 'view'), (16, 15, 2, 2, 'Stock', 'internal'), (17, 3, 2, 2, 'Inventory adjustment', 'inventory'),
               (18, 1, 3, 2, 'LUWH', 'view'), (19, 18, 3, 2, 'Stock', 'internal')) v(id, parent, co, cu, n, usage);
INSERT INTO stock_location (id, location_id, company_id, create_uid, write_uid, name, usage, posx, posy, posz, active,
                            scrap_location, return_location, replenish_location, create_date, write_date)
SELECT s, CASE WHEN s <= 36 THEN 8 ELSE 16 END, CASE WHEN s <= 36 THEN 1 ELSE 2 END, pg_temp.u(), pg_temp.u(),
       'Shelf ' || s, 'internal', s % 5, s % 3, 0, true, false, false, false,
       '2023-02-01'::timestamp + s * interval '1 day', '2023-02-01'::timestamp + s * interval '1 day'
  FROM generate_series(20, 42) s;
WITH RECURSIVE t(id, path, cname) AS (
  SELECT id, id || '/', name::text FROM stock_location WHERE location_id IS NULL
  UNION ALL SELECT c.id, t.path || c.id || '/', t.cname || '/' || c.name FROM stock_location c JOIN t ON c.location_id = t.id)
UPDATE stock_location c SET parent_path = t.path, complete_name = t.cname FROM t WHERE t.id = c.id;

CREATE TABLE stock_move (
  id serial PRIMARY KEY, sequence integer, company_id integer NOT NULL, product_id integer NOT NULL,
  location_id integer NOT NULL, location_dest_id integer NOT NULL, partner_id integer, picking_id integer,
  create_uid integer, write_uid integer, product_uom integer NOT NULL, sale_line_id integer, name varchar NOT NULL,
  priority varchar, state varchar, origin varchar, procure_method varchar NOT NULL, reference varchar,
  product_qty numeric, product_uom_qty numeric NOT NULL, quantity numeric, picked boolean, scrapped boolean,
  date timestamp NOT NULL, date_deadline timestamp, create_date timestamp, write_date timestamp);
CREATE INDEX stock_move_product_id_index ON stock_move (product_id);
-- deliveries of the stockable order lines, receipts from vendors, internal moves to shelves, inventory adjustments
INSERT INTO stock_move (sequence, company_id, product_id, location_id, location_dest_id, partner_id, create_uid, write_uid,
                        product_uom, sale_line_id, name, priority, state, origin, procure_method, reference, product_qty,
                        product_uom_qty, quantity, picked, scrapped, date, create_date, write_date)
SELECT 10, co, prod, src, dst, part, cu, wu, uom, sl, nm, '0', st, og, 'make_to_stock', rf, q, q, q, st = 'done', dst = 10,
       d, d, d + interval '1 day'
  FROM (SELECT 1 AS k, l.company_id AS co, l.product_id AS prod, CASE l.company_id WHEN 1 THEN 8 WHEN 2 THEN 16 ELSE 19 END AS src,
               5 AS dst, o.partner_shipping_id AS part, l.create_uid AS cu, l.write_uid AS wu, l.product_uom AS uom, l.id AS sl,
               l.name AS nm, CASE WHEN o.state = 'done' THEN 'done' ELSE 'assigned' END AS st, o.name AS og,
               'WH/OUT/' || lpad(o.id::text, 5, '0') AS rf, l.product_uom_qty AS q, o.date_order + interval '1 day' AS d
          FROM sale_order_line l JOIN sale_order o ON o.id = l.order_id
          JOIN product_product p ON p.id = l.product_id JOIN product_template t ON t.id = p.product_tmpl_id
         WHERE t.type = 'product' AND o.state IN ('sale', 'done')
        UNION ALL
        SELECT 2, 1, pg_temp.sk(900, 1.5), 4, CASE WHEN r % 5 = 0 THEN 12 ELSE 8 END, 9 * (6 + pg_temp.sk(94, 1.8)),
               pg_temp.u(), pg_temp.u(), 1, NULL, 'receipt', 'done', 'P' || lpad((r / 3)::text, 5, '0'),
               'WH/IN/' || lpad(r::text, 5, '0'), (1 + pg_temp.sk(50, 2))::numeric, '2023-01-16'::timestamp + r * interval '3 hours'
          FROM generate_series(1, 1500) r
        UNION ALL
        SELECT 3, 1, pg_temp.sk(900, 1.5), CASE WHEN i % 3 = 0 THEN 12 ELSE 8 END, 20 + pg_temp.sk(17, 1.2), NULL,
               pg_temp.u(), pg_temp.u(), 1, NULL, 'internal', 'done', NULL, 'WH/INT/' || lpad(i::text, 5, '0'),
               (1 + pg_temp.sk(20, 2))::numeric, '2023-01-20'::timestamp + i * interval '5 hours'
          FROM generate_series(1, 700) i
        UNION ALL
        SELECT 4, CASE WHEN a % 8 = 0 THEN 2 ELSE 1 END, pg_temp.sk(900, 1.3),
               CASE WHEN a % 8 = 0 THEN 17 ELSE 9 END, CASE WHEN a % 8 = 0 THEN 16 WHEN a % 11 = 0 THEN 10 ELSE 8 END,
               NULL, pg_temp.u(), pg_temp.u(), 1, NULL, 'Product Quantity Updated', 'done', NULL, 'Product Quantity Updated',
               (1 + pg_temp.sk(30, 2))::numeric, '2023-01-06'::timestamp + a * interval '11 hours'
          FROM generate_series(1, 400) a) x(k, co, prod, src, dst, part, cu, wu, uom, sl, nm, st, og, rf, q, d)
 ORDER BY d, k;
UPDATE stock_move m SET product_uom = t.uom_id FROM product_product p JOIN product_template t ON t.id = p.product_tmpl_id
 WHERE p.id = m.product_id AND m.sale_line_id IS NULL;

-- ---- foreign keys, as Odoo adds them after creating the tables -------------------------------
ALTER TABLE res_currency ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE res_country ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE res_country_state ADD FOREIGN KEY (country_id) REFERENCES res_country (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE res_partner ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (parent_id) REFERENCES res_partner (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (user_id) REFERENCES res_users (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (state_id) REFERENCES res_country_state (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (country_id) REFERENCES res_country (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (commercial_partner_id) REFERENCES res_partner (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE res_users ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                      ADD FOREIGN KEY (partner_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                      ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                      ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE res_company ADD FOREIGN KEY (partner_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (parent_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE uom_category ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE uom_uom ADD FOREIGN KEY (category_id) REFERENCES uom_category (id) ON DELETE RESTRICT,
                    ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                    ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE product_category ADD FOREIGN KEY (parent_id) REFERENCES product_category (id) ON DELETE CASCADE,
                             ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                             ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE product_template ADD FOREIGN KEY (categ_id) REFERENCES product_category (id) ON DELETE RESTRICT,
                             ADD FOREIGN KEY (uom_id) REFERENCES uom_uom (id) ON DELETE RESTRICT,
                             ADD FOREIGN KEY (uom_po_id) REFERENCES uom_uom (id) ON DELETE RESTRICT,
                             ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                             ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                             ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE product_product ADD FOREIGN KEY (product_tmpl_id) REFERENCES product_template (id) ON DELETE CASCADE,
                            ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE account_account ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                            ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE account_journal ADD FOREIGN KEY (default_account_id) REFERENCES account_account (id) ON DELETE RESTRICT,
                            ADD FOREIGN KEY (suspense_account_id) REFERENCES account_account (id) ON DELETE RESTRICT,
                            ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                            ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE account_tax ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (country_id) REFERENCES res_country (id) ON DELETE RESTRICT,
                        ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                        ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE product_taxes_rel ADD FOREIGN KEY (prod_id) REFERENCES product_template (id) ON DELETE CASCADE,
                              ADD FOREIGN KEY (tax_id) REFERENCES account_tax (id) ON DELETE CASCADE;
ALTER TABLE product_pricelist ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE sale_order ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (partner_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (partner_invoice_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (partner_shipping_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (pricelist_id) REFERENCES product_pricelist (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE SET NULL,
                       ADD FOREIGN KEY (user_id) REFERENCES res_users (id) ON DELETE SET NULL,
                       ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                       ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE sale_order_line ADD FOREIGN KEY (order_id) REFERENCES sale_order (id) ON DELETE CASCADE,
                            ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (order_partner_id) REFERENCES res_partner (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (salesman_id) REFERENCES res_users (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (product_id) REFERENCES product_product (id) ON DELETE RESTRICT,
                            ADD FOREIGN KEY (product_uom) REFERENCES uom_uom (id) ON DELETE RESTRICT,
                            ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                            ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE account_move ADD FOREIGN KEY (journal_id) REFERENCES account_journal (id) ON DELETE RESTRICT,
                         ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (partner_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                         ADD FOREIGN KEY (commercial_partner_id) REFERENCES res_partner (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (partner_shipping_id) REFERENCES res_partner (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE RESTRICT,
                         ADD FOREIGN KEY (invoice_user_id) REFERENCES res_users (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                         ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE account_move_line ADD FOREIGN KEY (move_id) REFERENCES account_move (id) ON DELETE CASCADE,
                              ADD FOREIGN KEY (journal_id) REFERENCES account_journal (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (company_currency_id) REFERENCES res_currency (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (tax_line_id) REFERENCES account_tax (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (account_id) REFERENCES account_account (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (currency_id) REFERENCES res_currency (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (partner_id) REFERENCES res_partner (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (product_id) REFERENCES product_product (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (product_uom_id) REFERENCES uom_uom (id) ON DELETE RESTRICT,
                              ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                              ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE stock_location ADD FOREIGN KEY (location_id) REFERENCES stock_location (id) ON DELETE CASCADE,
                           ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE SET NULL,
                           ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                           ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ALTER TABLE stock_move ADD FOREIGN KEY (company_id) REFERENCES res_company (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (product_id) REFERENCES product_product (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (location_id) REFERENCES stock_location (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (location_dest_id) REFERENCES stock_location (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (partner_id) REFERENCES res_partner (id) ON DELETE SET NULL,
                       ADD FOREIGN KEY (product_uom) REFERENCES uom_uom (id) ON DELETE RESTRICT,
                       ADD FOREIGN KEY (sale_line_id) REFERENCES sale_order_line (id) ON DELETE SET NULL,
                       ADD FOREIGN KEY (create_uid) REFERENCES res_users (id) ON DELETE SET NULL,
                       ADD FOREIGN KEY (write_uid) REFERENCES res_users (id) ON DELETE SET NULL;
ANALYZE;
