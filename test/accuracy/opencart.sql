-- test/accuracy/opencart.sql: an OpenCart 3.0 shop (install/opencart.sql, MySQL/InnoDB) as people
-- convert it to PostgreSQL (pgloader-style: int(11) -> integer, tinyint(1) -> smallint, datetime ->
-- timestamp, the oc_ prefix kept), a two-language, three-store shop of five years, written for
-- issue 16 as a held-out check (eighteenth round): committed with its truth (opencart_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: every table oc_<noun>, integer <noun>_id keys (auto_increment), references by
-- the same <noun>_id name; text tables keyed (x_id, language_id) -- oc_product_description,
-- oc_category_description, and the lookups oc_order_status and oc_stock_status, whose only key is
-- (x_id, language_id); oc_category_path (category_id, path_id, level) holds every ancestor of a
-- category with itself at its own level; role columns on orders (payment_country_id,
-- payment_zone_id, shipping_country_id, shipping_zone_id) beside copied text (payment_country,
-- shipping_zone). 0 means none, never NULL: store_id 0 is the default store, which has NO row in
-- oc_store (only the extra stores 1 and 2 have one); manufacturer_id 0 (no brand), tax_class_id 0
-- (not taxed), category parent_id 0 (top level), customer address_id 0 (no address book entry),
-- zone_id 0 (a country without zones), shipping_*_id 0 (an order with nothing to ship),
-- customer_id 0 (a guest checkout), order_status_id 0 (a "missing order": a checkout never
-- confirmed). Lookup ids are OpenCart's own: tax classes 9 and 10, stock statuses 5..8, order
-- statuses 1..16 without 4 and 6, country ids of its list (222 United Kingdom, 223 United States).
--
-- Declared foreign keys: OpenCart declares NONE (MyISAM/InnoDB tables without constraints). For
-- mode fk to have a truth, this port declares the ones a careful converter can add -- every value
-- present in the target on every row (no 0-for-none, no orphans): the text tables' product_id,
-- category_id and language_id, oc_product_to_category, oc_category_path, oc_address.customer_id
-- and country_id, oc_zone.country_id, oc_customer's customer_group_id and language_id, oc_order's
-- customer_group_id, language_id, currency_id and payment_country_id, oc_order_product /
-- oc_order_total / oc_order_history.order_id, the lookups' language_id. Listed as undeclared
-- (true references the data supports with 0 for none, or with orphans): oc_product.manufacturer_id
-- and tax_class_id, oc_category.parent_id, oc_customer.address_id and store_id, oc_address.zone_id,
-- oc_order's store_id, customer_id, payment_zone_id, shipping_country_id and shipping_zone_id,
-- oc_order_product.product_id. Orphans as the real shop has them: a deleted customer keeps his
-- orders (OpenCart deletes only his addresses and the customer row; about 3% of the customer_id
-- values other than 0), a deleted product stays in oc_order_product (about 2% of its rows).
-- Left out of the truth: order_status_id (on oc_order and oc_order_history) and
-- oc_product.stock_status_id reference a lookup keyed (x_id, language_id) with both languages
-- present, so the id alone is unique nowhere (and the pair (order_status_id, language_id) of an
-- order names the customer's language, not the status text's: OpenCart joins on the admin's);
-- weight_class_id and length_class_id (their tables are not part of this extract);
-- affiliate_id and marketing_id (0 on every row); invoice_no (a per-store counter, 0 before the
-- invoice). oc_order.currency_code holds the code of the order's currency on every row, and
-- OpenCart's currency library looks currencies up by that code (oc_currency.code): an undeclared
-- truth (corrected after the first measurement; this header first left it out, wrongly saying
-- OpenCart never reads a currency by its code). Skewed: a few countries, brands and best-sellers
-- take most rows.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.3038);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE oc_language (
    language_id serial PRIMARY KEY, name varchar(32) NOT NULL, code varchar(5) NOT NULL, locale varchar(255) NOT NULL,
    image varchar(64) NOT NULL DEFAULT '', directory varchar(32) NOT NULL DEFAULT '', sort_order integer NOT NULL DEFAULT 0,
    status smallint NOT NULL);
CREATE INDEX oc_language_name ON oc_language (name);
INSERT INTO oc_language VALUES (1, 'English', 'en-gb', 'en-US,en_US.UTF-8,en_US,en-gb,english', 'gb.png', 'english', 1, 1),
                               (2, 'Deutsch', 'de-de', 'de-DE,de_DE.UTF-8,de_DE,de-de,german', 'de.png', 'german', 2, 1);

CREATE TABLE oc_currency (
    currency_id serial PRIMARY KEY, title varchar(32) NOT NULL, code varchar(3) NOT NULL, symbol_left varchar(12) NOT NULL,
    symbol_right varchar(12) NOT NULL, decimal_place char(1) NOT NULL, value double precision NOT NULL, status smallint NOT NULL,
    date_modified timestamp NOT NULL);
INSERT INTO oc_currency VALUES (1, 'Pound Sterling', 'GBP', '£', '', '2', 0.61250001, 1, '2024-03-01 09:00:00'),
                               (2, 'US Dollar', 'USD', '$', '', '2', 1.00000000, 1, '2024-03-01 09:00:00'),
                               (3, 'Euro', 'EUR', '', '€', '2', 0.78460002, 1, '2024-03-01 09:00:00');

CREATE TABLE oc_store (store_id serial PRIMARY KEY, name varchar(64) NOT NULL, url varchar(255) NOT NULL, ssl varchar(255) NOT NULL);
INSERT INTO oc_store VALUES (1, 'Outdoor Outlet', 'http://outlet.example.co.uk/', 'https://outlet.example.co.uk/'),
                            (2, 'Bergsport DE', 'http://bergsport.example.de/', 'https://bergsport.example.de/');

CREATE TABLE oc_customer_group (customer_group_id serial PRIMARY KEY, approval integer NOT NULL, sort_order integer NOT NULL);
INSERT INTO oc_customer_group VALUES (1, 0, 1), (2, 1, 2), (3, 0, 3);

CREATE TABLE oc_tax_class (tax_class_id serial PRIMARY KEY, title varchar(32) NOT NULL, description varchar(255) NOT NULL,
    date_added timestamp NOT NULL, date_modified timestamp NOT NULL);
INSERT INTO oc_tax_class VALUES (9, 'Taxable Goods', 'Taxed goods', '2009-01-06 23:21:53', '2011-09-23 14:07:50'),
                                (10, 'Downloadable Products', 'Downloadable', '2011-09-21 22:19:39', '2011-09-22 10:27:36');

CREATE TABLE oc_stock_status (stock_status_id serial, language_id integer NOT NULL REFERENCES oc_language, name varchar(32) NOT NULL,
    PRIMARY KEY (stock_status_id, language_id));
INSERT INTO oc_stock_status VALUES (7, 1, 'In Stock'), (8, 1, 'Pre-Order'), (5, 1, 'Out Of Stock'), (6, 1, '2-3 Days'),
                                   (7, 2, 'Auf Lager'), (8, 2, 'Vorbestellung'), (5, 2, 'Nicht vorrätig'), (6, 2, '2-3 Tage');

CREATE TABLE oc_order_status (order_status_id serial, language_id integer NOT NULL REFERENCES oc_language, name varchar(32) NOT NULL,
    PRIMARY KEY (order_status_id, language_id));
INSERT INTO oc_order_status
SELECT s, l, CASE WHEN l = 1 THEN n ELSE n || ' (de)' END
  FROM (VALUES (1, 'Pending'), (2, 'Processing'), (3, 'Shipped'), (5, 'Complete'), (7, 'Canceled'), (8, 'Denied'),
               (9, 'Canceled Reversal'), (10, 'Failed'), (11, 'Refunded'), (12, 'Reversed'), (13, 'Chargeback'),
               (14, 'Expired'), (15, 'Processed'), (16, 'Voided')) v(s, n), generate_series(1, 2) l;

-- 251 countries; 60 of them with zones (the big markets among them)
CREATE TABLE oc_country (
    country_id serial PRIMARY KEY, name varchar(128) NOT NULL, iso_code_2 varchar(2) NOT NULL, iso_code_3 varchar(3) NOT NULL,
    address_format text NOT NULL, postcode_required smallint NOT NULL, status smallint NOT NULL DEFAULT 1);
INSERT INTO oc_country
SELECT g, CASE g WHEN 222 THEN 'United Kingdom' WHEN 223 THEN 'United States' WHEN 81 THEN 'Germany' WHEN 73 THEN 'France'
                 WHEN 14 THEN 'Austria' WHEN 204 THEN 'Switzerland' WHEN 150 THEN 'Netherlands' WHEN 103 THEN 'Ireland'
                 ELSE 'Country ' || g END,
       CASE g WHEN 222 THEN 'GB' WHEN 223 THEN 'US' WHEN 81 THEN 'DE' WHEN 73 THEN 'FR' WHEN 14 THEN 'AT' WHEN 204 THEN 'CH'
              WHEN 150 THEN 'NL' WHEN 103 THEN 'IE' ELSE chr(65 + g % 26) || chr(65 + (g / 26) % 26) END,
       CASE g WHEN 222 THEN 'GBR' WHEN 223 THEN 'USA' WHEN 81 THEN 'DEU' ELSE chr(65 + g % 26) || chr(65 + (g / 26) % 26) || 'X' END,
       CASE WHEN g IN (222, 223) THEN '{firstname} {lastname}' || chr(10) || '{address_1}' || chr(10) || '{city} {postcode}' ELSE '' END,
       (g IN (222, 223, 81, 73, 150))::int, (g % 41 <> 0)::int
  FROM generate_series(1, 251) g;
CREATE TEMP TABLE zc AS
SELECT c, CASE c WHEN 222 THEN 120 WHEN 223 THEN 65 WHEN 81 THEN 16 WHEN 73 THEN 96 ELSE 4 + (c * 7) % 30 END AS n
  FROM generate_series(1, 251) c WHERE c IN (222, 223, 81, 73, 14, 204, 150, 103) OR c % 5 = 2;
CREATE TABLE oc_zone (zone_id serial PRIMARY KEY, country_id integer NOT NULL REFERENCES oc_country, name varchar(128) NOT NULL,
    code varchar(32) NOT NULL, status smallint NOT NULL DEFAULT 1);
INSERT INTO oc_zone
SELECT row_number() OVER (ORDER BY c, k), c, 'Zone ' || c || '-' || k, upper(substr(md5(c || '/' || k), 1, 3)), 1
  FROM zc, generate_series(1, n) k;
SELECT setval('oc_zone_zone_id_seq', (SELECT max(zone_id) FROM oc_zone));
-- a country skewed to the shop's markets, and a zone of it (0 when it has none)
CREATE FUNCTION pg_temp.country() RETURNS int LANGUAGE sql VOLATILE AS $$
    SELECT CASE WHEN x < 0.48 THEN 222 WHEN x < 0.60 THEN 223 WHEN x < 0.72 THEN 81 WHEN x < 0.77 THEN 73 WHEN x < 0.80 THEN 14
                WHEN x < 0.83 THEN 150 WHEN x < 0.86 THEN 103 ELSE pg_temp.r(251) END FROM (SELECT random() AS x) s $$;
CREATE FUNCTION pg_temp.zone(c int) RETURNS int LANGUAGE sql VOLATILE AS $$
    SELECT coalesce((SELECT zone_id FROM oc_zone WHERE country_id = c ORDER BY random() LIMIT 1), 0) $$;

CREATE TABLE oc_manufacturer (manufacturer_id serial PRIMARY KEY, name varchar(64) NOT NULL, image varchar(255),
    sort_order integer NOT NULL);
INSERT INTO oc_manufacturer
SELECT g, (ARRAY['Berghaus', 'Vaude', 'Jack Wolfskin', 'Salomon', 'Petzl', 'Black Diamond', 'Osprey', 'Deuter', 'Leki', 'Mammut'])[1 + g % 10]
          || CASE WHEN g > 14 THEN ' ' || g ELSE '' END,
       'catalog/brand/' || g || '.png', 0
  FROM generate_series(5, 44) g;

-- categories: 18 at the top (ids 17..34 as a seeded shop), 80 below them, 24 a level further down
CREATE TABLE oc_category (
    category_id serial PRIMARY KEY, image varchar(255), parent_id integer NOT NULL DEFAULT 0, top smallint NOT NULL,
    "column" integer NOT NULL, sort_order integer NOT NULL DEFAULT 0, status smallint NOT NULL,
    date_added timestamp NOT NULL, date_modified timestamp NOT NULL);
CREATE INDEX oc_category_parent_id ON oc_category (parent_id);
INSERT INTO oc_category
SELECT g, CASE WHEN g % 3 = 0 THEN 'catalog/cat/' || g || '.jpg' ELSE '' END,
       CASE WHEN g <= 34 THEN 0 WHEN g <= 114 THEN 17 + (g * 7) % 18 ELSE 35 + (g * 11) % 80 END,
       (g <= 26)::int, CASE WHEN g <= 34 THEN 1 + g % 4 ELSE 1 END, g % 7, (g % 23 <> 0)::int,
       '2019-04-01'::timestamp + g * interval '3 hours', '2023-01-01'::timestamp + g * interval '1 day'
  FROM generate_series(17, 138) g;
CREATE TABLE oc_category_description (
    category_id integer NOT NULL REFERENCES oc_category, language_id integer NOT NULL REFERENCES oc_language,
    name varchar(255) NOT NULL, description text NOT NULL, meta_title varchar(255) NOT NULL, meta_description varchar(255) NOT NULL,
    meta_keyword varchar(255) NOT NULL, PRIMARY KEY (category_id, language_id));
CREATE INDEX oc_category_description_name ON oc_category_description (name);
INSERT INTO oc_category_description
SELECT category_id, l, CASE l WHEN 1 THEN 'Category ' ELSE 'Kategorie ' END || category_id, '', 'Cat ' || category_id, '', ''
  FROM oc_category, generate_series(1, 2) l;
CREATE TABLE oc_category_path (
    category_id integer NOT NULL REFERENCES oc_category, path_id integer NOT NULL REFERENCES oc_category, level integer NOT NULL,
    PRIMARY KEY (category_id, path_id));
INSERT INTO oc_category_path
WITH RECURSIVE up(category_id, path_id, d) AS (
    SELECT category_id, category_id, 0 FROM oc_category
    UNION ALL
    SELECT u.category_id, c.parent_id, u.d + 1 FROM up u JOIN oc_category c ON c.category_id = u.path_id WHERE c.parent_id <> 0)
SELECT category_id, path_id, max(d) OVER (PARTITION BY category_id) - d FROM up;

-- 1,560 products (ids from 28, as after the demo data), 31 of them deleted since (ids g % 50 = 3)
CREATE TABLE oc_product (
    product_id serial PRIMARY KEY, model varchar(64) NOT NULL, sku varchar(64) NOT NULL, upc varchar(12) NOT NULL,
    ean varchar(14) NOT NULL, jan varchar(13) NOT NULL, isbn varchar(17) NOT NULL, mpn varchar(64) NOT NULL,
    location varchar(128) NOT NULL, quantity integer NOT NULL DEFAULT 0, stock_status_id integer NOT NULL, image varchar(255),
    manufacturer_id integer NOT NULL, shipping smallint NOT NULL DEFAULT 1, price numeric(15,4) NOT NULL DEFAULT 0,
    points integer NOT NULL DEFAULT 0, tax_class_id integer NOT NULL, date_available date, weight numeric(15,8) NOT NULL DEFAULT 0,
    weight_class_id integer NOT NULL DEFAULT 0, length numeric(15,8) NOT NULL DEFAULT 0, width numeric(15,8) NOT NULL DEFAULT 0,
    height numeric(15,8) NOT NULL DEFAULT 0, length_class_id integer NOT NULL DEFAULT 0, subtract smallint NOT NULL DEFAULT 1,
    minimum integer NOT NULL DEFAULT 1, sort_order integer NOT NULL DEFAULT 0, status smallint NOT NULL DEFAULT 0,
    viewed integer NOT NULL DEFAULT 0, date_added timestamp NOT NULL, date_modified timestamp NOT NULL);
INSERT INTO oc_product
SELECT g, 'Product ' || g, CASE WHEN g % 4 = 0 THEN 'SKU-' || lpad(g::text, 6, '0') ELSE '' END, '',
       CASE WHEN g % 3 = 0 THEN (4000000000000 + g * 7919)::text ELSE '' END, '', '', '', '',
       CASE WHEN g % 9 = 0 THEN 0 ELSE pg_temp.r(300) END, (ARRAY[7, 7, 7, 5, 6, 8])[pg_temp.r(6)],
       'catalog/product/' || g || '.jpg',
       CASE WHEN random() < 0.14 THEN 0 ELSE 4 + pg_temp.sk(40, 2.2) END, (g % 40 <> 0)::int,
       round((5 + random() * 400)::numeric, 4), 0,
       CASE WHEN g % 40 = 0 THEN 10 WHEN random() < 0.12 THEN 0 ELSE 9 END,
       '2019-06-01'::date + g, round((random() * 5)::numeric, 8), (ARRAY[1, 1, 2, 5, 6])[pg_temp.r(5)],
       round((random() * 60)::numeric, 8), round((random() * 40)::numeric, 8), round((random() * 30)::numeric, 8),
       (ARRAY[1, 1, 2, 3])[pg_temp.r(4)], 1, 1, 0, (g % 17 <> 0)::int, pg_temp.sk(5000, 3) - 1,
       '2019-06-01'::timestamp + g * interval '17 hours', '2023-06-01'::timestamp + g * interval '5 hours'
  FROM generate_series(28, 1587) g;
CREATE TABLE oc_product_description (
    product_id integer NOT NULL REFERENCES oc_product, language_id integer NOT NULL REFERENCES oc_language,
    name varchar(255) NOT NULL, description text NOT NULL, tag text NOT NULL, meta_title varchar(255) NOT NULL,
    meta_description varchar(255) NOT NULL, meta_keyword varchar(255) NOT NULL, PRIMARY KEY (product_id, language_id));
CREATE INDEX oc_product_description_name ON oc_product_description (name);
INSERT INTO oc_product_description
SELECT product_id, l, CASE l WHEN 1 THEN 'Item ' ELSE 'Artikel ' END || product_id, '<p>' || md5(product_id || '/' || l) || '</p>',
       '', CASE l WHEN 1 THEN 'Item ' ELSE 'Artikel ' END || product_id, '', ''
  FROM oc_product, generate_series(1, 2) l;
CREATE TABLE oc_product_to_category (product_id integer NOT NULL REFERENCES oc_product, category_id integer NOT NULL REFERENCES oc_category,
    PRIMARY KEY (product_id, category_id));
CREATE INDEX oc_product_to_category_category_id ON oc_product_to_category (category_id);
-- a category below the top (35..138, skewed) and, for two products in three, a fixed one with its parent
INSERT INTO oc_product_to_category
SELECT DISTINCT product_id, category_id FROM (
    SELECT p.product_id, x.c AS category_id
      FROM oc_product p CROSS JOIN LATERAL (SELECT 34 + pg_temp.sk(104, 1.4) + 0 * p.product_id AS c) x
    UNION ALL
    SELECT p.product_id, c.parent_id
      FROM oc_product p JOIN oc_category c ON c.category_id = 35 + (p.product_id * 11) % 104
     WHERE c.parent_id <> 0 AND p.product_id % 3 <> 0
    UNION ALL
    SELECT product_id, 35 + (product_id * 11) % 104 FROM oc_product WHERE product_id % 3 <> 0) s;

-- 2,100 customers registered, 70 deleted since (ids g % 30 = 11) with their addresses
CREATE TABLE oc_customer (
    customer_id serial PRIMARY KEY, customer_group_id integer NOT NULL REFERENCES oc_customer_group, store_id integer NOT NULL DEFAULT 0,
    language_id integer NOT NULL REFERENCES oc_language, firstname varchar(32) NOT NULL, lastname varchar(32) NOT NULL,
    email varchar(96) NOT NULL, telephone varchar(32) NOT NULL, fax varchar(32) NOT NULL, password varchar(255) NOT NULL,
    salt varchar(9) NOT NULL, cart text, wishlist text, newsletter smallint NOT NULL DEFAULT 0, address_id integer NOT NULL DEFAULT 0,
    custom_field text NOT NULL, ip varchar(40) NOT NULL, status smallint NOT NULL, safe smallint NOT NULL, token text NOT NULL,
    code varchar(40) NOT NULL, date_added timestamp NOT NULL);
INSERT INTO oc_customer
SELECT g, CASE WHEN random() < 0.88 THEN 1 WHEN random() < 0.6 THEN 2 ELSE 3 END,
       CASE WHEN random() < 0.8 THEN 0 WHEN random() < 0.6 THEN 1 ELSE 2 END, 1,
       'First' || g, 'Last' || (g * 37 % 900), 'customer' || g || '@example.com', '0' || (7700000000 + g * 131)::text, '',
       md5('pw' || g), substr(md5('salt' || g), 1, 9), NULL, NULL, (g % 4 = 0)::int, 0, '',
       '81.' || (g % 250) || '.' || (g * 7 % 250) || '.' || (g * 13 % 250), (g % 97 <> 0)::int, 0, '', '',
       '2019-09-01'::timestamp + g * interval '19 hours'
  FROM generate_series(1, 2100) g;
UPDATE oc_customer SET language_id = 2 WHERE store_id = 2 OR customer_id % 11 = 0;
CREATE TABLE oc_address (
    address_id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES oc_customer, firstname varchar(32) NOT NULL,
    lastname varchar(32) NOT NULL, company varchar(40) NOT NULL, address_1 varchar(128) NOT NULL, address_2 varchar(128) NOT NULL,
    city varchar(128) NOT NULL, postcode varchar(10) NOT NULL, country_id integer NOT NULL DEFAULT 0 REFERENCES oc_country,
    zone_id integer NOT NULL DEFAULT 0, custom_field text NOT NULL);
CREATE INDEX oc_address_customer_id ON oc_address (customer_id);
-- most customers one address, some none, some two or three; entered over time (ids in customer order)
CREATE TEMP TABLE addr AS
SELECT customer_id, k, pg_temp.country() AS country_id
  FROM (SELECT customer_id, CASE WHEN x < 0.18 THEN 0 WHEN x < 0.82 THEN 1 WHEN x < 0.95 THEN 2 ELSE 3 END AS n
          FROM (SELECT customer_id, random() AS x FROM oc_customer) s) c, generate_series(1, 3) k
 WHERE k <= n;
INSERT INTO oc_address
SELECT row_number() OVER (ORDER BY customer_id, k), customer_id, 'First' || customer_id, 'Last' || customer_id,
       CASE WHEN k = 2 THEN 'Company ' || customer_id ELSE '' END, customer_id || ' High Street', '', 'City ' || (customer_id % 300),
       lpad((customer_id * 17 % 99999)::text, 5, '0'), country_id, pg_temp.zone(country_id), ''
  FROM addr;
SELECT setval('oc_address_address_id_seq', (SELECT max(address_id) FROM oc_address));
UPDATE oc_customer c SET address_id = a.address_id
  FROM (SELECT DISTINCT ON (customer_id) customer_id, address_id FROM oc_address ORDER BY customer_id, address_id) a
 WHERE a.customer_id = c.customer_id;
-- a few customers chose a later address as their default
UPDATE oc_customer c SET address_id = (SELECT max(address_id) FROM oc_address a WHERE a.customer_id = c.customer_id)
 WHERE customer_id % 7 = 0 AND address_id <> 0;
DELETE FROM oc_address WHERE customer_id % 30 = 11;
DELETE FROM oc_customer WHERE customer_id % 30 = 11;

-- 4,200 orders over five years; a quarter guest checkouts (customer_id 0), 7% missing orders (status 0)
CREATE TABLE oc_order (
    order_id serial PRIMARY KEY, invoice_no integer NOT NULL DEFAULT 0, invoice_prefix varchar(26) NOT NULL,
    store_id integer NOT NULL DEFAULT 0, store_name varchar(64) NOT NULL, store_url varchar(255) NOT NULL,
    customer_id integer NOT NULL DEFAULT 0, customer_group_id integer NOT NULL DEFAULT 0 REFERENCES oc_customer_group,
    firstname varchar(32) NOT NULL, lastname varchar(32) NOT NULL, email varchar(96) NOT NULL, telephone varchar(32) NOT NULL,
    fax varchar(32) NOT NULL, custom_field text NOT NULL,
    payment_firstname varchar(32) NOT NULL, payment_lastname varchar(32) NOT NULL, payment_company varchar(60) NOT NULL,
    payment_address_1 varchar(128) NOT NULL, payment_address_2 varchar(128) NOT NULL, payment_city varchar(128) NOT NULL,
    payment_postcode varchar(10) NOT NULL, payment_country varchar(128) NOT NULL,
    payment_country_id integer NOT NULL REFERENCES oc_country, payment_zone varchar(128) NOT NULL, payment_zone_id integer NOT NULL,
    payment_address_format text NOT NULL, payment_custom_field text NOT NULL, payment_method varchar(128) NOT NULL,
    payment_code varchar(128) NOT NULL,
    shipping_firstname varchar(32) NOT NULL, shipping_lastname varchar(32) NOT NULL, shipping_company varchar(40) NOT NULL,
    shipping_address_1 varchar(128) NOT NULL, shipping_address_2 varchar(128) NOT NULL, shipping_city varchar(128) NOT NULL,
    shipping_postcode varchar(10) NOT NULL, shipping_country varchar(128) NOT NULL, shipping_country_id integer NOT NULL,
    shipping_zone varchar(128) NOT NULL, shipping_zone_id integer NOT NULL, shipping_address_format text NOT NULL,
    shipping_custom_field text NOT NULL, shipping_method varchar(128) NOT NULL, shipping_code varchar(128) NOT NULL,
    comment text NOT NULL, total numeric(15,4) NOT NULL DEFAULT 0, order_status_id integer NOT NULL DEFAULT 0,
    affiliate_id integer NOT NULL, commission numeric(15,4) NOT NULL, marketing_id integer NOT NULL, tracking varchar(64) NOT NULL,
    language_id integer NOT NULL REFERENCES oc_language, currency_id integer NOT NULL REFERENCES oc_currency,
    currency_code varchar(3) NOT NULL, currency_value numeric(15,8) NOT NULL DEFAULT 1, ip varchar(40) NOT NULL,
    forwarded_ip varchar(40) NOT NULL, user_agent varchar(255) NOT NULL, accept_language varchar(255) NOT NULL,
    date_added timestamp NOT NULL, date_modified timestamp NOT NULL);
-- the buyer: a guest, or a customer skewed to the loyal ones (deleted ones included: orphans)
CREATE TEMP TABLE o0 AS
SELECT g AS order_id, CASE WHEN random() < 0.26 THEN 0 ELSE pg_temp.sk(2100, 1.6) END AS customer_id,
       CASE WHEN random() < 0.07 THEN 0 ELSE (ARRAY[5, 5, 5, 5, 5, 5, 3, 3, 2, 1, 15, 7, 11, 10, 2, 5])[pg_temp.r(16)] END AS order_status_id,
       pg_temp.country() AS pc, random() < 0.06 AS noship, random() < 0.8 AS same,
       '2019-10-01'::timestamp + g * interval '10 hours' + pg_temp.r(500) * interval '1 minute' AS added
  FROM generate_series(1, 4200) g;
CREATE TEMP TABLE o1 AS
SELECT o.*, coalesce(c.store_id, CASE WHEN random() < 0.82 THEN 0 WHEN random() < 0.6 THEN 1 ELSE 2 END) AS store_id,
       coalesce(c.customer_group_id, CASE WHEN o.customer_id = 0 THEN 1 ELSE pg_temp.r(2) END) AS customer_group_id,
       coalesce(c.language_id, 1) AS language_id,
       CASE WHEN noship THEN 0 WHEN same THEN pc ELSE pg_temp.country() END AS sc
  FROM o0 o LEFT JOIN oc_customer c USING (customer_id);
CREATE TEMP TABLE o2 AS
SELECT o.*, pg_temp.zone(pc) AS pz, CASE WHEN sc = 0 THEN 0 ELSE pg_temp.zone(sc) END AS sz,
       CASE WHEN store_id = 2 OR pc IN (81, 73, 14, 150, 103) THEN 3 WHEN pc = 223 THEN 2 ELSE 1 END AS currency_id
  FROM o1 o;
INSERT INTO oc_order
SELECT o.order_id, 0, 'INV-' || (2019 + o.order_id / 900) || '-0' || o.store_id, o.store_id,
       coalesce(s.name, 'Your Store'), coalesce(s.url, 'http://shop.example.co.uk/'), o.customer_id, o.customer_group_id,
       'First' || o.order_id % 1700, 'Last' || o.order_id % 900, 'buyer' || o.order_id || '@example.com', '01632 960' || o.order_id % 1000,
       '', '', 'First' || o.order_id % 1700, 'Last' || o.order_id % 900, '', o.order_id || ' High Street', '', 'City ' || o.order_id % 300,
       lpad((o.order_id * 17 % 99999)::text, 5, '0'), pcn.name, o.pc, coalesce(pzn.name, ''), o.pz, '', '',
       CASE WHEN o.order_id % 3 = 0 THEN 'PayPal Express Checkout' ELSE 'Credit Card' END,
       CASE WHEN o.order_id % 3 = 0 THEN 'pp_express' ELSE 'stripe' END,
       CASE WHEN o.sc = 0 THEN '' ELSE 'First' || o.order_id % 1700 END, CASE WHEN o.sc = 0 THEN '' ELSE 'Last' || o.order_id % 900 END,
       '', CASE WHEN o.sc = 0 THEN '' ELSE o.order_id || ' High Street' END, '', CASE WHEN o.sc = 0 THEN '' ELSE 'City ' || o.order_id % 300 END,
       '', coalesce(scn.name, ''), o.sc, coalesce(szn.name, ''), o.sz, '', '',
       CASE WHEN o.sc = 0 THEN '' ELSE 'Flat Shipping Rate' END, CASE WHEN o.sc = 0 THEN '' ELSE 'flat.flat' END,
       CASE WHEN o.order_id % 19 = 0 THEN 'Please leave at the door' ELSE '' END, 0, o.order_status_id, 0, 0, 0, '',
       o.language_id, o.currency_id, (ARRAY['GBP', 'USD', 'EUR'])[o.currency_id],
       (ARRAY[1.0, 1.3245, 1.1587])[o.currency_id], '82.' || o.order_id % 250 || '.' || o.order_id * 7 % 250 || '.1', '',
       'Mozilla/5.0', 'en-GB,en;q=0.9', o.added, o.added + pg_temp.r(20000) * interval '1 minute'
  FROM o2 o LEFT JOIN oc_store s USING (store_id) JOIN oc_country pcn ON pcn.country_id = o.pc
  LEFT JOIN oc_country scn ON scn.country_id = o.sc LEFT JOIN oc_zone pzn ON pzn.zone_id = o.pz LEFT JOIN oc_zone szn ON szn.zone_id = o.sz;
SELECT setval('oc_order_order_id_seq', 4200);
-- invoice numbers: per store, in order, for orders past payment
UPDATE oc_order o SET invoice_no = n
  FROM (SELECT order_id, row_number() OVER (PARTITION BY store_id ORDER BY order_id) AS n FROM oc_order
         WHERE order_status_id IN (2, 3, 5, 15)) x
 WHERE x.order_id = o.order_id;

CREATE TABLE oc_order_product (
    order_product_id serial PRIMARY KEY, order_id integer NOT NULL REFERENCES oc_order, product_id integer NOT NULL,
    name varchar(255) NOT NULL, model varchar(64) NOT NULL, quantity integer NOT NULL, price numeric(15,4) NOT NULL DEFAULT 0,
    total numeric(15,4) NOT NULL DEFAULT 0, tax numeric(15,4) NOT NULL DEFAULT 0, reward integer NOT NULL);
CREATE INDEX oc_order_product_order_id ON oc_order_product (order_id);
-- one to five lines an order, best-sellers first; products deleted later stay here
INSERT INTO oc_order_product
SELECT row_number() OVER (ORDER BY order_id, k), order_id, p, 'Item ' || p, 'Product ' || p, q, pr, pr * q,
       round(pr * q * 0.2, 4), 0
  FROM (SELECT o.order_id, k, 27 + pg_temp.sk(1560, 2.0) AS p, CASE WHEN random() < 0.8 THEN 1 ELSE pg_temp.r(4) END AS q,
               round((5 + random() * 400)::numeric, 4) AS pr
          FROM oc_order o, generate_series(1, 5) k
         WHERE k <= 1 + (o.order_id * 7 + o.order_id / 3) % 5 * (o.order_id % 2)) s;
SELECT setval('oc_order_product_order_product_id_seq', (SELECT max(order_product_id) FROM oc_order_product));
DELETE FROM oc_product_to_category WHERE product_id % 50 = 3;
DELETE FROM oc_product_description WHERE product_id % 50 = 3;
DELETE FROM oc_product WHERE product_id % 50 = 3;
UPDATE oc_order o SET total = t.s + CASE WHEN o.shipping_country_id = 0 THEN 0 ELSE 5 END
  FROM (SELECT order_id, sum(total + tax) AS s FROM oc_order_product GROUP BY order_id) t
 WHERE t.order_id = o.order_id;

CREATE TABLE oc_order_total (
    order_total_id serial PRIMARY KEY, order_id integer NOT NULL REFERENCES oc_order, code varchar(32) NOT NULL,
    title varchar(255) NOT NULL, value numeric(15,4) NOT NULL DEFAULT 0, sort_order integer NOT NULL);
CREATE INDEX oc_order_total_order_id ON oc_order_total (order_id);
INSERT INTO oc_order_total
SELECT row_number() OVER (ORDER BY order_id, sort_order), order_id, code, title, value, sort_order
  FROM (SELECT order_id, 'sub_total' AS code, 'Sub-Total' AS title, round(total / 1.2, 4) AS value, 1 AS sort_order FROM oc_order
        UNION ALL
        SELECT order_id, 'shipping', 'Flat Shipping Rate', 5, 3 FROM oc_order WHERE shipping_country_id <> 0
        UNION ALL
        SELECT order_id, 'coupon', 'Coupon (SUMMER10)', -10, 4 FROM oc_order WHERE order_id % 13 = 0
        UNION ALL
        SELECT order_id, 'tax', 'VAT (20%)', round(total - total / 1.2, 4), 5 FROM oc_order WHERE payment_country_id <> 223
        UNION ALL
        SELECT order_id, 'total', 'Total', total, 9 FROM oc_order) s;

CREATE TABLE oc_order_history (
    order_history_id serial PRIMARY KEY, order_id integer NOT NULL REFERENCES oc_order, order_status_id integer NOT NULL,
    notify smallint NOT NULL DEFAULT 0, comment text NOT NULL, date_added timestamp NOT NULL);
-- pending first, then the steps to the order's status (missing orders have no history)
INSERT INTO oc_order_history
SELECT row_number() OVER (ORDER BY order_id, k), order_id, st, (k > 1)::int, CASE WHEN k = 1 THEN '' ELSE 'Status changed' END,
       date_added + k * interval '9 hours'
  FROM (SELECT o.order_id, o.date_added, k, s[k] AS st
          FROM oc_order o
          CROSS JOIN LATERAL (SELECT CASE o.order_status_id WHEN 1 THEN ARRAY[1] WHEN 2 THEN ARRAY[1, 2] WHEN 3 THEN ARRAY[1, 2, 3]
                                      WHEN 5 THEN ARRAY[1, 2, 3, 5] WHEN 15 THEN ARRAY[1, 15] ELSE ARRAY[1, o.order_status_id] END AS s) a
          CROSS JOIN LATERAL generate_series(1, array_length(a.s, 1)) k
         WHERE o.order_status_id <> 0) x;
