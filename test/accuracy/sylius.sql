-- test/accuracy/sylius.sql: a subset of Sylius 1.x (Symfony/Doctrine e-commerce) as its Doctrine
-- migrations create it in PostgreSQL, written for issue 16 as a held-out check (round 22): committed
-- with its truth (sylius_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every table prefixed sylius_ (sylius_order, sylius_order_item,
-- sylius_product_variant); serial integer `id` keys everywhere (join table sylius_product_taxon too);
-- Doctrine foreign keys named <association>_id after the association, not the table: shipping_address_id
-- / billing_address_id (one-to-one, unique, nullable on carts) and default_address_id -> sylius_address,
-- variant_id (order_item) and product_variant_id (channel_pricing) -> sylius_product_variant,
-- method_id (payment, shipment) -> the payment or shipping method, translatable_id (translations) ->
-- the product, main_taxon_id / menu_taxon_id -> sylius_taxon, default_locale_id -> sylius_locale; a
-- Gedmo nested-set taxon tree: parent_id and tree_root (a root's tree_root is its own id; three
-- trees) beside tree_left, tree_right, tree_level (numbers, no reference although their values fall
-- inside the ids). Addresses: address-book rows carry customer_id; an order's shipping and billing
-- addresses are fresh copies with customer_id NULL. Carts are orders in state 'cart' with number,
-- addresses and checkout_completed_at NULL and often no customer (anonymous visitors); guests who
-- checked out are customers without a shop user. Adjustments hang on exactly one owner: item taxes and
-- promotions on order_item_id (order_id NULL), shipping charges on order_id plus shipment_id,
-- order-level promotions on order_id. Codes held as text, the Sylius way: sylius_channel_pricing.
-- channel_code -> sylius_channel.code, sylius_product_translation.locale and sylius_order.locale_code
-- -> sylius_locale.code (no Doctrine foreign key: undeclared). The shop user's username /
-- username_canonical are its customer's email / email_canonical (undeclared copies of a key: every
-- customer's email differs, email_canonical is UNIQUE); the shop user's own email columns stay NULL.
-- Subset: tables left out (zones, tax and shipping categories, currencies, gateway configs, order item
-- units, promotion rules) take their foreign key columns with them; currency_code, country_code,
-- province_code are plain text here (no table). Not references: sylius_adjustment.origin_code (a
-- promotion, shipping method or tax rate code depending on type: no single target),
-- sylius_order_item.product_name / variant_name (copies of translations), order number and token_value.
-- Skewed: one channel and a few busy customers dominate; coupons are rare on orders.
-- Undiscoverable (one distinct value in the data): sylius_channel.menu_taxon_id (every channel shows
-- the MENU_CATEGORY tree).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2222);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- locales, taxons, channels ----
CREATE TABLE sylius_locale (id serial PRIMARY KEY, code varchar(12) NOT NULL UNIQUE,
  created_at timestamp NOT NULL, updated_at timestamp);
INSERT INTO sylius_locale (code, created_at, updated_at) VALUES
  ('en_US', '2023-02-01 10:00', NULL), ('de_DE', '2023-02-01 10:00', NULL),
  ('fr_FR', '2023-02-01 10:00', NULL), ('pl_PL', '2023-03-15 09:30', NULL);

CREATE TABLE sylius_taxon (id serial PRIMARY KEY, tree_root integer, parent_id integer,
  code varchar(255) NOT NULL UNIQUE, tree_left integer NOT NULL, tree_right integer NOT NULL,
  tree_level integer NOT NULL, position integer NOT NULL, enabled boolean NOT NULL DEFAULT true,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
INSERT INTO sylius_taxon (id, tree_root, parent_id, code, tree_left, tree_right, tree_level, position, enabled, created_at, updated_at) VALUES
  (1, 1, NULL, 'MENU_CATEGORY', 1, 22, 0, 0, true, '2023-02-01', '2023-02-01'),
  (2, 1, 1, 'caps', 2, 7, 1, 0, true, '2023-02-01', '2023-02-01'),
  (3, 1, 2, 'simple_caps', 3, 4, 2, 0, true, '2023-02-01', '2023-02-01'),
  (4, 1, 2, 'caps_with_pompons', 5, 6, 2, 1, true, '2023-02-01', '2023-02-01'),
  (5, 1, 1, 't_shirts', 8, 13, 1, 1, true, '2023-02-01', '2023-02-01'),
  (6, 1, 5, 'men_t_shirts', 9, 10, 2, 0, true, '2023-02-01', '2023-02-01'),
  (7, 1, 5, 'women_t_shirts', 11, 12, 2, 1, true, '2023-02-01', '2023-02-01'),
  (8, 1, 1, 'dresses', 14, 15, 1, 2, true, '2023-02-01', '2023-02-01'),
  (9, 1, 1, 'jeans', 16, 21, 1, 3, true, '2023-02-01', '2023-02-01'),
  (10, 1, 9, 'men_jeans', 17, 18, 2, 0, true, '2023-02-01', '2023-02-01'),
  (11, 1, 9, 'women_jeans', 19, 20, 2, 1, true, '2023-02-01', '2023-04-11'),
  (12, 12, NULL, 'BRANDS', 1, 12, 0, 1, true, '2023-02-03', '2023-02-03'),
  (13, 12, 12, 'brand_nordwind', 2, 3, 1, 0, true, '2023-02-03', '2023-02-03'),
  (14, 12, 12, 'brand_urbanite', 4, 5, 1, 1, true, '2023-02-03', '2023-02-03'),
  (15, 12, 12, 'brand_kestrel', 6, 7, 1, 2, true, '2023-02-03', '2023-02-03'),
  (16, 12, 12, 'brand_lumo', 8, 9, 1, 3, false, '2023-02-03', '2023-09-20'),
  (17, 12, 12, 'brand_oakline', 10, 11, 1, 4, true, '2023-05-02', '2023-05-02'),
  (18, 18, NULL, 'COLLECTIONS', 1, 8, 0, 2, true, '2023-05-10', '2023-05-10'),
  (19, 18, 18, 'summer_2023', 2, 3, 1, 0, true, '2023-05-10', '2023-05-10'),
  (20, 18, 18, 'winter_2023', 4, 5, 1, 1, true, '2023-10-01', '2023-10-01'),
  (21, 18, 18, 'outlet', 6, 7, 1, 2, true, '2023-11-20', '2023-11-20');
SELECT setval('sylius_taxon_id_seq', 21);

CREATE TABLE sylius_channel (id serial PRIMARY KEY, default_locale_id integer NOT NULL, menu_taxon_id integer,
  code varchar(255) NOT NULL UNIQUE, name varchar(255) NOT NULL, color varchar(255), description text,
  enabled boolean NOT NULL, hostname varchar(255), created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  theme_name varchar(255), tax_calculation_strategy varchar(255) NOT NULL, contact_email varchar(255),
  skipping_shipping_step_allowed boolean NOT NULL DEFAULT false, skipping_payment_step_allowed boolean NOT NULL DEFAULT false,
  account_verification_required boolean NOT NULL DEFAULT true);
INSERT INTO sylius_channel (default_locale_id, menu_taxon_id, code, name, color, description, enabled, hostname,
  created_at, updated_at, theme_name, tax_calculation_strategy, contact_email, skipping_shipping_step_allowed) VALUES
  (1, 1, 'FASHION_WEB', 'Fashion Web Store', 'DarkOrchid', NULL, true, 'shop.example.com', '2023-02-01', '2023-06-01', NULL, 'order_items_based', 'hello@example.com', false),
  (2, 1, 'FASHION_DE', 'Fashion Deutschland', 'SteelBlue', 'Shop DE', true, 'shop.example.de', '2023-02-01', '2023-06-01', NULL, 'order_items_based', 'hallo@example.de', false),
  (4, 1, 'FASHION_PL', 'Moda Polska', 'Crimson', NULL, true, 'sklep.example.pl', '2023-03-15', '2023-03-15', NULL, 'order_item_units_based', 'sklep@example.pl', false);

-- ---- customers, shop users, address book ----
CREATE TABLE sylius_customer (id serial PRIMARY KEY, default_address_id integer UNIQUE,
  email varchar(255) NOT NULL, email_canonical varchar(255) NOT NULL UNIQUE, first_name varchar(255),
  last_name varchar(255), birthday timestamp, gender varchar(1) NOT NULL DEFAULT 'u',
  created_at timestamp NOT NULL, updated_at timestamp, phone_number varchar(255),
  subscribed_to_newsletter boolean NOT NULL);
INSERT INTO sylius_customer (id, email, email_canonical, first_name, last_name, birthday, gender, created_at, updated_at,
                             phone_number, subscribed_to_newsletter)
SELECT c, e, lower(e), fn, ln,
       CASE WHEN random() < 0.3 THEN '1960-01-01'::timestamp + pg_temp.r(15000) * interval '1 day' END,
       (ARRAY['u', 'u', 'm', 'f', 'f'])[pg_temp.r(5)], ca,
       CASE WHEN random() < 0.4 THEN ca + pg_temp.r(300) * interval '1 day' END,
       CASE WHEN random() < 0.35 THEN '+1 555 ' || lpad(pg_temp.r(9999999)::text, 7, '0') END, random() < 0.22
  FROM (SELECT c, fn, ln, ca,
               CASE WHEN c % 7 = 0 THEN initcap(fn) || '.' || initcap(ln) ELSE lower(fn) || '.' || lower(ln) END
                 || c || '@' || (ARRAY['example.com', 'mail.test', 'posteo.test', 'gmail.test'])[1 + c % 4] AS e
          FROM (SELECT c, (ARRAY['anna', 'jan', 'maria', 'piotr', 'lukas', 'emma', 'noah', 'olivia', 'liam', 'sofia', 'max', 'lena'])[pg_temp.r(12)] AS fn,
                       (ARRAY['smith', 'kowalski', 'mueller', 'schmidt', 'nowak', 'dubois', 'jones', 'fischer', 'wisniewski', 'brown'])[pg_temp.r(10)] AS ln,
                       '2023-02-05'::timestamp + (c * 0.42) * interval '1 day' + pg_temp.r(86000) * interval '1 second' AS ca
                  FROM generate_series(1, 1500) c) s) t;
SELECT setval('sylius_customer_id_seq', 1500);

CREATE TABLE sylius_shop_user (id serial PRIMARY KEY, customer_id integer NOT NULL UNIQUE,
  username varchar(255), username_canonical varchar(255), enabled boolean NOT NULL, salt varchar(255) NOT NULL,
  password varchar(255), last_login timestamp, password_reset_token varchar(255) UNIQUE, password_requested_at timestamp,
  email_verification_token varchar(255) UNIQUE, verified_at timestamp, locked boolean NOT NULL,
  expires_at timestamp, credentials_expire_at timestamp, roles text NOT NULL, email varchar(255),
  email_canonical varchar(255), created_at timestamp NOT NULL, updated_at timestamp, encoder_name varchar(255));
INSERT INTO sylius_shop_user (customer_id, username, username_canonical, enabled, salt, password, last_login,
  password_reset_token, password_requested_at, email_verification_token, verified_at, locked, roles, created_at, updated_at, encoder_name)
SELECT c.id, c.email, c.email_canonical, v, md5('salt' || c.id), '$argon2id$v=19$m=65536,t=4,p=1$' || md5('pw' || c.id),
       CASE WHEN random() < 0.8 THEN c.created_at + pg_temp.r(400) * interval '1 day' END,
       CASE WHEN random() < 0.04 THEN md5('reset' || c.id) END, NULL,
       CASE WHEN NOT v THEN md5('verify' || c.id) END, CASE WHEN v THEN c.created_at + interval '10 minutes' END,
       false, 'a:1:{i:0;s:9:"ROLE_USER";}', c.created_at, c.updated_at, 'argon2i'
  FROM (SELECT c.*, random() < 0.9 AS v FROM sylius_customer c WHERE random() < 0.72 ORDER BY c.id) c;

CREATE TABLE sylius_address (id serial PRIMARY KEY, customer_id integer, first_name varchar(255) NOT NULL,
  last_name varchar(255) NOT NULL, phone_number varchar(255), street varchar(255) NOT NULL, company varchar(255),
  city varchar(255) NOT NULL, postcode varchar(255) NOT NULL, created_at timestamp NOT NULL, updated_at timestamp,
  country_code varchar(255) NOT NULL, province_code varchar(255), province_name varchar(255));
-- address book: 0-2 entries per registered customer
INSERT INTO sylius_address (customer_id, first_name, last_name, phone_number, street, company, city, postcode, created_at,
                            country_code, province_code)
SELECT u.customer_id, initcap(c.first_name), initcap(c.last_name), c.phone_number,
       pg_temp.r(200) || ' ' || (ARRAY['Main St', 'Hauptstrasse', 'ul. Dluga', 'Rue de la Paix', 'Oak Ave'])[pg_temp.r(5)],
       CASE WHEN random() < 0.1 THEN 'ACME ' || pg_temp.r(90) END,
       (ARRAY['New York', 'Berlin', 'Warsaw', 'Paris', 'Hamburg', 'Krakow', 'Austin'])[pg_temp.r(7)],
       lpad(pg_temp.r(99999)::text, 5, '0'), c.created_at + n * interval '3 days',
       (ARRAY['US', 'DE', 'PL', 'FR', 'DE', 'US'])[pg_temp.r(6)], CASE WHEN random() < 0.2 THEN 'US-NY' END
  FROM sylius_shop_user u JOIN sylius_customer c ON c.id = u.customer_id
  CROSS JOIN LATERAL generate_series(1, (floor(random() * 3) + (u.id * 0))::int) n
 ORDER BY u.customer_id, n;
UPDATE sylius_customer c SET default_address_id = a.min_id
  FROM (SELECT customer_id, min(id) AS min_id FROM sylius_address GROUP BY customer_id) a
 WHERE a.customer_id = c.id AND c.id % 8 <> 3;

-- ---- catalog ----
CREATE TABLE sylius_product (id serial PRIMARY KEY, main_taxon_id integer, code varchar(255) NOT NULL UNIQUE,
  created_at timestamp NOT NULL, updated_at timestamp, enabled boolean NOT NULL,
  variant_selection_method varchar(255) NOT NULL, average_rating numeric(10, 2) NOT NULL DEFAULT 0);
INSERT INTO sylius_product (id, main_taxon_id, code, created_at, updated_at, enabled, variant_selection_method, average_rating)
SELECT p, CASE WHEN random() < 0.9 THEN (ARRAY[3, 4, 6, 7, 8, 10, 11, 6, 7, 8])[pg_temp.r(10)] END,
       (ARRAY['cap', 'tshirt', 'dress', 'jeans', 'hoodie'])[1 + p % 5] || '_' || md5('p' || p)::varchar(8),
       '2023-02-01'::timestamp + p * interval '1 day', CASE WHEN random() < 0.5 THEN '2023-12-01'::timestamp END,
       random() < 0.93, CASE WHEN random() < 0.85 THEN 'match' ELSE 'choice' END, round((random() * 5)::numeric, 1)
  FROM generate_series(1, 320) p;
SELECT setval('sylius_product_id_seq', 320);

CREATE TABLE sylius_product_translation (id serial PRIMARY KEY, translatable_id integer NOT NULL,
  name varchar(255) NOT NULL, slug varchar(255) NOT NULL, description text, meta_keywords varchar(255),
  meta_description varchar(255), short_description text, locale varchar(255) NOT NULL,
  UNIQUE (translatable_id, locale), UNIQUE (locale, slug));
INSERT INTO sylius_product_translation (translatable_id, name, slug, description, short_description, locale)
SELECT p.id, nm || ' ' || p.id, lower(replace(nm, ' ', '-')) || '-' || p.id, 'Description of ' || nm,
       CASE WHEN random() < 0.5 THEN 'Short ' || nm END, l.code
  FROM sylius_product p
  CROSS JOIN LATERAL (SELECT (ARRAY['Everyday cap', 'Basic tee', 'Summer dress', 'Slim jeans', 'Warm hoodie'])[1 + p.id % 5] AS nm) n
  JOIN sylius_locale l ON l.code = 'en_US' OR (l.code = 'de_DE' AND p.id % 10 < 8) OR (l.code = 'pl_PL' AND p.id % 10 < 5)
                       OR (l.code = 'fr_FR' AND p.id % 10 = 0)
 ORDER BY p.id, l.id;

CREATE TABLE sylius_product_taxon (id serial PRIMARY KEY, product_id integer NOT NULL, taxon_id integer NOT NULL,
  position integer NOT NULL, UNIQUE (product_id, taxon_id));
INSERT INTO sylius_product_taxon (product_id, taxon_id, position)
SELECT product_id, taxon_id, row_number() OVER (PARTITION BY taxon_id ORDER BY product_id) - 1
  FROM (SELECT DISTINCT product_id, taxon_id FROM (
          SELECT id AS product_id, main_taxon_id AS taxon_id FROM sylius_product WHERE main_taxon_id IS NOT NULL
          UNION ALL SELECT p.id, t.parent_id FROM sylius_product p JOIN sylius_taxon t ON t.id = p.main_taxon_id WHERE p.id % 3 = 0
          UNION ALL SELECT id, 12 + pg_temp.r(5) FROM sylius_product WHERE random() < 0.7
          UNION ALL SELECT id, 18 + pg_temp.r(3) FROM sylius_product WHERE random() < 0.3) x) y
 ORDER BY product_id, taxon_id;

CREATE TABLE sylius_product_variant (id serial PRIMARY KEY, product_id integer NOT NULL,
  code varchar(255) NOT NULL UNIQUE, created_at timestamp NOT NULL, updated_at timestamp, position integer NOT NULL,
  version integer NOT NULL DEFAULT 1, on_hold integer NOT NULL, on_hand integer NOT NULL, tracked boolean NOT NULL,
  width double precision, height double precision, depth double precision, weight double precision,
  shipping_required boolean NOT NULL DEFAULT true, enabled boolean NOT NULL DEFAULT true);
INSERT INTO sylius_product_variant (product_id, code, created_at, updated_at, position, version, on_hold, on_hand, tracked,
                                    weight, shipping_required, enabled)
SELECT p.id, p.code || '-variant-' || (v - 1), p.created_at, p.updated_at, v - 1, pg_temp.r(3), 0, pg_temp.r(200) - 1,
       random() < 0.8, CASE WHEN random() < 0.4 THEN round((random() * 2)::numeric, 2) END, true, random() < 0.97
  FROM sylius_product p CROSS JOIN LATERAL generate_series(1, 1 + (p.id % 4) + (floor(random() * 2))::int) v
 ORDER BY p.id, v;

CREATE TABLE sylius_channel_pricing (id serial PRIMARY KEY, product_variant_id integer NOT NULL, price integer,
  original_price integer, minimum_price integer DEFAULT 0, channel_code varchar(255) NOT NULL,
  UNIQUE (product_variant_id, channel_code));
INSERT INTO sylius_channel_pricing (product_variant_id, price, original_price, minimum_price, channel_code)
SELECT v.id, 500 + pg_temp.r(9000), CASE WHEN random() < 0.15 THEN 10000 + pg_temp.r(3000) END, 0, ch.code
  FROM sylius_product_variant v JOIN sylius_channel ch ON ch.id = 1 OR (ch.id = 2 AND v.product_id % 10 < 8)
                                                     OR (ch.id = 3 AND v.product_id % 10 < 5)
 ORDER BY v.id, ch.id;

-- ---- methods and promotions ----
CREATE TABLE sylius_shipping_method (id serial PRIMARY KEY, code varchar(255) NOT NULL UNIQUE,
  configuration json NOT NULL, category_requirement integer NOT NULL, calculator varchar(255) NOT NULL,
  is_enabled boolean NOT NULL, position integer NOT NULL, archived_at timestamp, created_at timestamp NOT NULL,
  updated_at timestamp);
INSERT INTO sylius_shipping_method (code, configuration, category_requirement, calculator, is_enabled, position, archived_at, created_at) VALUES
  ('ups', '{"FASHION_WEB":{"amount":990}}', 1, 'flat_rate', true, 0, NULL, '2023-02-01'),
  ('dhl_express', '{"FASHION_DE":{"amount":590}}', 1, 'flat_rate', true, 1, NULL, '2023-02-01'),
  ('fedex', '{"FASHION_WEB":{"amount":1290}}', 1, 'flat_rate', true, 2, NULL, '2023-02-01'),
  ('inpost', '{"FASHION_PL":{"amount":1299}}', 1, 'per_unit_rate', true, 3, NULL, '2023-03-15'),
  ('pickup_berlin', '{"FASHION_DE":{"amount":0}}', 1, 'flat_rate', false, 4, '2023-09-30', '2023-04-01');

CREATE TABLE sylius_payment_method (id serial PRIMARY KEY, code varchar(255) NOT NULL UNIQUE, environment varchar(255),
  is_enabled boolean NOT NULL, position integer NOT NULL, created_at timestamp NOT NULL, updated_at timestamp);
INSERT INTO sylius_payment_method (code, environment, is_enabled, position, created_at) VALUES
  ('cash_on_delivery', NULL, true, 0, '2023-02-01'), ('bank_transfer', NULL, true, 1, '2023-02-01'),
  ('paypal', NULL, true, 2, '2023-02-01'), ('stripe_card', NULL, true, 3, '2023-05-01');

CREATE TABLE sylius_promotion (id serial PRIMARY KEY, code varchar(255) NOT NULL UNIQUE, name varchar(255) NOT NULL,
  description varchar(255), priority integer NOT NULL, exclusive boolean NOT NULL, usage_limit integer,
  used integer NOT NULL, coupon_based boolean NOT NULL, starts_at timestamp, ends_at timestamp,
  created_at timestamp NOT NULL, updated_at timestamp, applies_to_discounted boolean NOT NULL DEFAULT true);
INSERT INTO sylius_promotion (code, name, description, priority, exclusive, usage_limit, used, coupon_based, starts_at, ends_at, created_at) VALUES
  ('christmas', 'Christmas', '10% off everything', 0, false, NULL, 0, false, '2023-12-01', '2023-12-27', '2023-11-20'),
  ('new_year', 'New Year', NULL, 2, false, 10, 0, false, '2023-12-31', '2024-01-02', '2023-12-01'),
  ('welcome_coupon', 'Welcome coupon', '5 EUR off first order', 1, false, NULL, 0, true, NULL, NULL, '2023-02-10'),
  ('influencer_codes', 'Influencer codes', NULL, 1, false, NULL, 0, true, '2023-04-01', NULL, '2023-03-28'),
  ('free_shipping_100', 'Free shipping over 100', NULL, 0, false, NULL, 0, false, NULL, NULL, '2023-02-01'),
  ('black_friday', 'Black Friday', '20% off', 5, true, NULL, 0, true, '2023-11-24', '2023-11-28', '2023-11-01'),
  ('outlet_sale', 'Outlet sale', NULL, 0, false, NULL, 0, false, '2023-11-20', NULL, '2023-11-20');

CREATE TABLE sylius_promotion_coupon (id serial PRIMARY KEY, promotion_id integer, code varchar(255) NOT NULL UNIQUE,
  usage_limit integer, used integer NOT NULL, expires_at timestamp, created_at timestamp NOT NULL, updated_at timestamp,
  per_customer_usage_limit integer, reusable_from_cancelled_orders boolean NOT NULL DEFAULT true);
INSERT INTO sylius_promotion_coupon (promotion_id, code, usage_limit, used, expires_at, created_at, per_customer_usage_limit)
SELECT pr, upper(substr(md5('coupon' || g), 1, 8)), CASE WHEN pr = 3 THEN 1 END, 0,
       CASE WHEN pr = 6 THEN '2023-11-28'::timestamp END, '2023-03-01'::timestamp + g * interval '5 hours',
       CASE WHEN pr = 3 THEN 1 END
  FROM generate_series(1, 180) g CROSS JOIN LATERAL (SELECT CASE WHEN g <= 150 THEN 3 WHEN g <= 170 THEN 4 ELSE 6 END + (g * 0) AS pr) x
 ORDER BY g;

-- ---- orders ----
CREATE TABLE sylius_order (id serial PRIMARY KEY, shipping_address_id integer UNIQUE, billing_address_id integer UNIQUE,
  channel_id integer, promotion_coupon_id integer, customer_id integer, number varchar(255) UNIQUE, notes text,
  state varchar(255) NOT NULL, checkout_completed_at timestamp, items_total integer NOT NULL,
  adjustments_total integer NOT NULL, total integer NOT NULL, created_at timestamp NOT NULL, updated_at timestamp,
  currency_code varchar(3) NOT NULL, locale_code varchar(255) NOT NULL, checkout_state varchar(255) NOT NULL,
  payment_state varchar(255) NOT NULL, shipping_state varchar(255) NOT NULL, token_value varchar(255) UNIQUE,
  customer_ip varchar(255), created_by_guest boolean NOT NULL DEFAULT true);
CREATE TEMP TABLE o AS
SELECT g AS id, (g > 2480 OR random() < 0.03) AS cart, CASE WHEN random() < 0.7 THEN 1 WHEN random() < 0.7 THEN 2 ELSE 3 END AS ch,
       '2023-02-10'::timestamp + (g * 0.21) * interval '1 day' + pg_temp.r(80000) * interval '1 second' AS ts
  FROM generate_series(1, 3000) g;
INSERT INTO sylius_order (id, channel_id, customer_id, number, notes, state, checkout_completed_at, items_total, adjustments_total,
  total, created_at, updated_at, currency_code, locale_code, checkout_state, payment_state, shipping_state, token_value,
  customer_ip, created_by_guest)
SELECT o.id, o.ch,
       CASE WHEN NOT o.cart OR random() < 0.4 THEN pg_temp.sk(1500, 1.7) END,
       CASE WHEN NOT o.cart THEN lpad((row_number() OVER (PARTITION BY o.cart ORDER BY o.id))::text, 9, '0') END,
       CASE WHEN NOT o.cart AND random() < 0.05 THEN 'Please ring twice' END,
       CASE WHEN o.cart THEN 'cart' WHEN random() < 0.06 THEN 'cancelled' WHEN o.id < 2200 THEN 'fulfilled' ELSE 'new' END,
       CASE WHEN NOT o.cart THEN o.ts + interval '12 minutes' END, 0, 0, 0, o.ts, o.ts + interval '12 minutes',
       (ARRAY['USD', 'EUR', 'PLN'])[o.ch],
       CASE o.ch WHEN 1 THEN 'en_US' WHEN 2 THEN (CASE WHEN random() < 0.9 THEN 'de_DE' ELSE 'en_US' END) ELSE 'pl_PL' END,
       CASE WHEN NOT o.cart THEN 'completed' ELSE (ARRAY['cart', 'cart', 'addressed', 'shipping_selected', 'payment_selected'])[pg_temp.r(5)] END,
       CASE WHEN o.cart THEN 'cart' WHEN o.id < 2200 THEN 'paid' ELSE 'awaiting_payment' END,
       CASE WHEN o.cart THEN 'cart' WHEN o.id < 2200 THEN 'shipped' ELSE 'ready' END,
       substr(md5('tok' || o.id), 1, 10),
       '10.' || pg_temp.r(250) || '.' || pg_temp.r(250) || '.' || pg_temp.r(250), random() < 0.35
  FROM o ORDER BY o.id;
SELECT setval('sylius_order_id_seq', 3000);
UPDATE sylius_order SET promotion_coupon_id = CASE WHEN random() < 0.8 THEN pg_temp.r(150) ELSE 150 + pg_temp.r(30) END
 WHERE state <> 'cart' AND random() < 0.06;

-- order addresses: fresh copies (customer_id NULL), shipping then billing
INSERT INTO sylius_address (first_name, last_name, phone_number, street, company, city, postcode, created_at, country_code)
SELECT initcap(coalesce(c.first_name, 'guest')), initcap(coalesce(c.last_name, 'guest')), c.phone_number,
       pg_temp.r(200) || ' ' || (ARRAY['Main St', 'Hauptstrasse', 'ul. Dluga', 'Rue de la Paix', 'Oak Ave'])[pg_temp.r(5)],
       NULL, (ARRAY['New York', 'Berlin', 'Warsaw', 'Paris', 'Hamburg', 'Krakow', 'Austin'])[pg_temp.r(7)],
       lpad(pg_temp.r(99999)::text, 5, '0'), o.checkout_completed_at, (ARRAY['US', 'DE', 'PL'])[o.channel_id]
  FROM sylius_order o LEFT JOIN sylius_customer c ON c.id = o.customer_id CROSS JOIN generate_series(1, 2) k
 WHERE o.state <> 'cart' ORDER BY o.id, k;
UPDATE sylius_order o SET shipping_address_id = a.first_id, billing_address_id = a.first_id + 1
  FROM (SELECT o2.id, (SELECT max(id) FROM sylius_address WHERE customer_id IS NOT NULL) + 2 * row_number() OVER (ORDER BY o2.id) - 1 AS first_id
          FROM sylius_order o2 WHERE o2.state <> 'cart') a
 WHERE a.id = o.id;

CREATE TABLE sylius_order_item (id serial PRIMARY KEY, order_id integer NOT NULL, variant_id integer NOT NULL,
  quantity integer NOT NULL, unit_price integer NOT NULL, units_total integer NOT NULL, adjustments_total integer NOT NULL,
  total integer NOT NULL, is_immutable boolean NOT NULL, product_name varchar(255), variant_name varchar(255),
  version integer NOT NULL DEFAULT 1, original_unit_price integer);
INSERT INTO sylius_order_item (order_id, variant_id, quantity, unit_price, units_total, adjustments_total, total, is_immutable,
                               product_name, variant_name, version, original_unit_price)
SELECT order_id, variant_id, q, up, q * up, 0, q * up, false, pt.name, NULL, 1, up
  FROM (SELECT o.id AS order_id, pg_temp.sk((SELECT count(*) FROM sylius_product_variant)::int, 1.5) AS variant_id,
               CASE WHEN random() < 0.8 THEN 1 ELSE pg_temp.r(4) END AS q, 500 + pg_temp.r(9000) AS up
          FROM sylius_order o CROSS JOIN LATERAL generate_series(1, CASE WHEN o.state = 'cart' THEN floor(random() * 4)::int
                                                                     ELSE 1 + floor(random() * 4 * random())::int END + (o.id * 0)) n) x
  JOIN sylius_product_variant v ON v.id = x.variant_id
  LEFT JOIN sylius_product_translation pt ON pt.translatable_id = v.product_id AND pt.locale = 'en_US'
 ORDER BY order_id, variant_id;
UPDATE sylius_order o SET items_total = s.t, total = s.t FROM (SELECT order_id, sum(total) AS t FROM sylius_order_item GROUP BY order_id) s
 WHERE s.order_id = o.id;

CREATE TABLE sylius_shipment (id serial PRIMARY KEY, method_id integer NOT NULL, order_id integer NOT NULL,
  state varchar(255) NOT NULL, tracking varchar(255), created_at timestamp NOT NULL, updated_at timestamp, shipped_at timestamp);
INSERT INTO sylius_shipment (method_id, order_id, state, tracking, created_at, updated_at, shipped_at)
SELECT CASE o.channel_id WHEN 1 THEN (CASE WHEN random() < 0.75 THEN 1 ELSE 3 END)
                         WHEN 2 THEN (CASE WHEN o.id < 1500 AND random() < 0.15 THEN 5 ELSE 2 END) ELSE 4 END,
       o.id, CASE o.shipping_state WHEN 'shipped' THEN 'shipped' WHEN 'ready' THEN 'ready' ELSE 'cart' END,
       CASE WHEN o.shipping_state = 'shipped' AND random() < 0.7 THEN '1Z' || upper(substr(md5('trk' || o.id), 1, 14)) END,
       o.created_at, o.updated_at, CASE WHEN o.shipping_state = 'shipped' THEN o.checkout_completed_at + interval '2 days' END
  FROM sylius_order o
 WHERE o.state <> 'cart' OR o.checkout_state IN ('shipping_selected', 'payment_selected')
 ORDER BY o.id;

CREATE TABLE sylius_payment (id serial PRIMARY KEY, method_id integer, order_id integer NOT NULL,
  currency_code varchar(3) NOT NULL, amount integer NOT NULL, state varchar(255) NOT NULL, details json NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp);
INSERT INTO sylius_payment (method_id, order_id, currency_code, amount, state, details, created_at, updated_at)
SELECT m, id, currency_code, total, st, d::json, created_at, updated_at FROM (
  SELECT CASE WHEN random() < 0.4 THEN 3 WHEN random() < 0.5 THEN 4 WHEN random() < 0.5 THEN 2 ELSE 1 END AS m, o.id, o.currency_code,
         o.total, CASE WHEN o.state = 'cart' THEN 'cart' WHEN o.payment_state = 'paid' THEN 'completed' ELSE 'new' END AS st, '[]' AS d,
         o.created_at, o.updated_at, 1 AS k
    FROM sylius_order o WHERE o.state <> 'cart' OR o.checkout_state = 'payment_selected'
  UNION ALL
  SELECT 4, o.id, o.currency_code, o.total, 'failed', '{"error":"card_declined"}', o.created_at, o.created_at, 0
    FROM sylius_order o WHERE o.state <> 'cart' AND random() < 0.05) x
 ORDER BY id, k;

CREATE TABLE sylius_adjustment (id serial PRIMARY KEY, order_id integer, order_item_id integer, shipment_id integer,
  type varchar(255) NOT NULL, label varchar(255), amount integer NOT NULL, is_neutral boolean NOT NULL,
  is_locked boolean NOT NULL, origin_code varchar(255), details json NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp);
INSERT INTO sylius_adjustment (order_id, order_item_id, shipment_id, type, label, amount, is_neutral, is_locked, origin_code,
                               details, created_at, updated_at)
SELECT order_id, order_item_id, shipment_id, type, label, amount, is_neutral, is_locked, origin_code, details::json, created_at, created_at
  FROM (
  -- shipping charges: order and shipment
  SELECT s.order_id, NULL::integer AS order_item_id, s.id AS shipment_id, 'shipping' AS type, m.code AS label,
         590 + pg_temp.r(700) AS amount, false AS is_neutral, o.state <> 'cart' AS is_locked, m.code AS origin_code,
         '{"shippingMethodCode":"' || m.code || '"}' AS details, s.created_at, 1 AS k, s.id AS ord
    FROM sylius_shipment s JOIN sylius_shipping_method m ON m.id = s.method_id JOIN sylius_order o ON o.id = s.order_id
  UNION ALL
  -- taxes on items (VAT channels)
  SELECT NULL, i.id, NULL, 'tax', 'VAT (' || CASE o.channel_id WHEN 2 THEN '19' ELSE '23' END || '%)',
         (i.total * CASE o.channel_id WHEN 2 THEN 19 ELSE 23 END) / 119, true, o.state <> 'cart',
         CASE o.channel_id WHEN 2 THEN 'de_vat_19' ELSE 'pl_vat_23' END, '{"taxRateCode":"vat"}', o.created_at, 2, i.id
    FROM sylius_order_item i JOIN sylius_order o ON o.id = i.order_id WHERE o.channel_id IN (2, 3)
  UNION ALL
  -- item promotions
  SELECT NULL, i.id, NULL, 'order_promotion', 'Christmas', -(i.total / 10), false, true, 'christmas', '{}', o.created_at, 3, i.id
    FROM sylius_order_item i JOIN sylius_order o ON o.id = i.order_id
   WHERE o.state <> 'cart' AND o.created_at BETWEEN '2023-12-01' AND '2023-12-27'
  UNION ALL
  -- order-level promotions (coupons, free shipping)
  SELECT o.id, NULL, NULL, 'order_promotion', p.name, -500, false, true, p.code, '{}', o.created_at, 4, o.id
    FROM sylius_order o JOIN sylius_promotion_coupon pc ON pc.id = o.promotion_coupon_id JOIN sylius_promotion p ON p.id = pc.promotion_id
  UNION ALL
  SELECT o.id, NULL, NULL, 'order_shipping_promotion', 'Free shipping over 100', -990, false, true, 'free_shipping_100', '{}', o.created_at, 5, o.id
    FROM sylius_order o WHERE o.state <> 'cart' AND o.items_total > 10000 AND random() < 0.8) x
 ORDER BY k, ord;
UPDATE sylius_order o SET adjustments_total = s.t, total = o.items_total + s.t
  FROM (SELECT coalesce(a.order_id, i.order_id) AS order_id, sum(a.amount) FILTER (WHERE NOT a.is_neutral) AS t
          FROM sylius_adjustment a LEFT JOIN sylius_order_item i ON i.id = a.order_item_id GROUP BY 1) s
 WHERE s.order_id = o.id AND s.t IS NOT NULL;
UPDATE sylius_promotion_coupon pc SET used = s.n FROM (SELECT promotion_coupon_id, count(*) AS n FROM sylius_order GROUP BY 1) s
 WHERE s.promotion_coupon_id = pc.id;

-- ---- Doctrine's foreign keys ----
ALTER TABLE sylius_channel ADD CONSTRAINT fk_16c8119e743bf776 FOREIGN KEY (default_locale_id) REFERENCES sylius_locale (id);
ALTER TABLE sylius_channel ADD CONSTRAINT fk_16c8119ef242b1e4 FOREIGN KEY (menu_taxon_id) REFERENCES sylius_taxon (id) ON DELETE SET NULL;
ALTER TABLE sylius_taxon ADD CONSTRAINT fk_cfd811caa977936c FOREIGN KEY (tree_root) REFERENCES sylius_taxon (id) ON DELETE CASCADE;
ALTER TABLE sylius_taxon ADD CONSTRAINT fk_cfd811ca727aca70 FOREIGN KEY (parent_id) REFERENCES sylius_taxon (id) ON DELETE CASCADE;
ALTER TABLE sylius_customer ADD CONSTRAINT fk_7e82d5e6bd94fb16 FOREIGN KEY (default_address_id) REFERENCES sylius_address (id) ON DELETE SET NULL;
ALTER TABLE sylius_shop_user ADD CONSTRAINT fk_7c2b74809395c3f3 FOREIGN KEY (customer_id) REFERENCES sylius_customer (id) ON DELETE CASCADE;
ALTER TABLE sylius_address ADD CONSTRAINT fk_b97ff0589395c3f3 FOREIGN KEY (customer_id) REFERENCES sylius_customer (id) ON DELETE CASCADE;
ALTER TABLE sylius_product ADD CONSTRAINT fk_677b9b74731e505 FOREIGN KEY (main_taxon_id) REFERENCES sylius_taxon (id) ON DELETE SET NULL;
ALTER TABLE sylius_product_translation ADD CONSTRAINT fk_105a9082c2ac5d3 FOREIGN KEY (translatable_id) REFERENCES sylius_product (id) ON DELETE CASCADE;
ALTER TABLE sylius_product_taxon ADD CONSTRAINT fk_169c6cd94584665a FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE;
ALTER TABLE sylius_product_taxon ADD CONSTRAINT fk_169c6cd9de13f470 FOREIGN KEY (taxon_id) REFERENCES sylius_taxon (id) ON DELETE CASCADE;
ALTER TABLE sylius_product_variant ADD CONSTRAINT fk_a29b5234584665a FOREIGN KEY (product_id) REFERENCES sylius_product (id) ON DELETE CASCADE;
ALTER TABLE sylius_channel_pricing ADD CONSTRAINT fk_7801820ca80ef684 FOREIGN KEY (product_variant_id) REFERENCES sylius_product_variant (id) ON DELETE CASCADE;
ALTER TABLE sylius_promotion_coupon ADD CONSTRAINT fk_b04ebc7f139df194 FOREIGN KEY (promotion_id) REFERENCES sylius_promotion (id);
ALTER TABLE sylius_order ADD CONSTRAINT fk_6196a1f94d4cff2b FOREIGN KEY (shipping_address_id) REFERENCES sylius_address (id);
ALTER TABLE sylius_order ADD CONSTRAINT fk_6196a1f979d0c0e4 FOREIGN KEY (billing_address_id) REFERENCES sylius_address (id);
ALTER TABLE sylius_order ADD CONSTRAINT fk_6196a1f972f5a1aa FOREIGN KEY (channel_id) REFERENCES sylius_channel (id);
ALTER TABLE sylius_order ADD CONSTRAINT fk_6196a1f917b24436 FOREIGN KEY (promotion_coupon_id) REFERENCES sylius_promotion_coupon (id);
ALTER TABLE sylius_order ADD CONSTRAINT fk_6196a1f99395c3f3 FOREIGN KEY (customer_id) REFERENCES sylius_customer (id);
ALTER TABLE sylius_order_item ADD CONSTRAINT fk_77b587ed8d9f6d38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE;
ALTER TABLE sylius_order_item ADD CONSTRAINT fk_77b587ed3b69a9af FOREIGN KEY (variant_id) REFERENCES sylius_product_variant (id);
ALTER TABLE sylius_shipment ADD CONSTRAINT fk_fd707b3319883967 FOREIGN KEY (method_id) REFERENCES sylius_shipping_method (id);
ALTER TABLE sylius_shipment ADD CONSTRAINT fk_fd707b338d9f6d38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE;
ALTER TABLE sylius_payment ADD CONSTRAINT fk_d9191bd419883967 FOREIGN KEY (method_id) REFERENCES sylius_payment_method (id);
ALTER TABLE sylius_payment ADD CONSTRAINT fk_d9191bd48d9f6d38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT fk_acb0db7b8d9f6d38 FOREIGN KEY (order_id) REFERENCES sylius_order (id) ON DELETE CASCADE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT fk_acb0db7be415fb15 FOREIGN KEY (order_item_id) REFERENCES sylius_order_item (id) ON DELETE CASCADE;
ALTER TABLE sylius_adjustment ADD CONSTRAINT fk_acb0db7b7be036fc FOREIGN KEY (shipment_id) REFERENCES sylius_shipment (id) ON DELETE CASCADE;
ANALYZE;
