-- test/accuracy/spree.sql: the core of a Spree Commerce 4.x store's database (the Rails app's
-- db/schema.rb), written for issue 16 as a held-out check (round 16): committed with its truth
-- (spree_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public, every table prefixed spree_; Rails names (bigserial id,
-- <model>_id bigint references with an index each) and created_at / updated_at on every table.
-- Spree declares almost no foreign keys (indexes only); the only ones in schema.rb here are
-- Doorkeeper's spree_oauth_access_tokens.application_id -> spree_oauth_applications: that is the
-- declared truth, and every other reference is undeclared. Role-named references:
-- spree_orders.bill_address_id / ship_address_id (-> spree_addresses, NULL while in cart),
-- created_by_id (the customer, or an admin for phone orders), approver_id and canceler_id (admins,
-- mostly NULL) -> spree_users; spree_users.bill_address_id / ship_address_id (the saved default
-- addresses); spree_stores.default_country_id; spree_taxons.parent_id (a self reference, NULL for
-- each taxonomy's root); spree_inventory_units.line_item_id. Guest checkout: spree_orders.user_id is
-- NULL for about a third of orders and spree_addresses.user_id is NULL for guests' addresses. Soft
-- deletes (deleted_at) on products, variants, prices, addresses, stock items, credit cards; rows
-- kept. Every product has a master variant (is_master) besides its option variants; every variant
-- has a USD price and some an EUR one. spree_payments (source_type, source_id) is polymorphic
-- ('Spree::CreditCard', 'Spree::StoreCredit', NULL for check payments): left out of the truth.
-- spree_role_users.role_id is the admin role only (Spree seeds 'admin' and 'user' but assigns only
-- admin): one distinct value decides nothing, left out. spree_variants.tax_category_id is NULL
-- everywhere (the product's category applies): left out; spree_store_credits.store_id is 1 on every
-- row (one distinct value) and its category_id / type_id point at tables not modelled here: left out.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2716);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;

-- ---- geography, stores -------------------------------------------------------------------------
CREATE TABLE spree_countries (id bigserial PRIMARY KEY, iso_name varchar, iso varchar, iso3 varchar, name varchar, numcode integer,
  states_required boolean DEFAULT false, updated_at timestamp, zipcode_required boolean DEFAULT true, created_at timestamp);
CREATE UNIQUE INDEX index_spree_countries_on_lower_iso_name ON spree_countries (lower(iso_name));
INSERT INTO spree_countries (iso_name, iso, iso3, name, numcode, states_required, updated_at, zipcode_required, created_at)
SELECT upper(n), i, i3, n, c, i IN ('US', 'CA', 'AU', 'IN', 'BR', 'MX'), '2021-03-01', i <> 'IE', '2021-03-01'
  FROM (VALUES ('United States', 'US', 'USA', 840), ('Canada', 'CA', 'CAN', 124), ('United Kingdom', 'GB', 'GBR', 826),
               ('Germany', 'DE', 'DEU', 276), ('France', 'FR', 'FRA', 250), ('Australia', 'AU', 'AUS', 36), ('India', 'IN', 'IND', 356),
               ('Brazil', 'BR', 'BRA', 76), ('Mexico', 'MX', 'MEX', 484), ('Ireland', 'IE', 'IRL', 372), ('Netherlands', 'NL', 'NLD', 528),
               ('Spain', 'ES', 'ESP', 724), ('Italy', 'IT', 'ITA', 380), ('Japan', 'JP', 'JPN', 392), ('Sweden', 'SE', 'SWE', 752),
               ('Poland', 'PL', 'POL', 616), ('New Zealand', 'NZ', 'NZL', 554), ('Norway', 'NO', 'NOR', 578)) v(n, i, i3, c);

CREATE TABLE spree_states (id bigserial PRIMARY KEY, name varchar, abbr varchar, country_id bigint, updated_at timestamp, created_at timestamp);
CREATE INDEX index_spree_states_on_country_id ON spree_states (country_id);
INSERT INTO spree_states (name, abbr, country_id, updated_at, created_at)
SELECT 'State ' || c.iso || k, c.iso || k, c.id, '2021-03-01', '2021-03-01'
  FROM spree_countries c, generate_series(1, 60) k
 WHERE (c.iso = 'US' AND k <= 51) OR (c.iso = 'CA' AND k <= 13) OR (c.iso = 'AU' AND k <= 8) OR (c.iso = 'IN' AND k <= 36)
    OR (c.iso = 'BR' AND k <= 27) OR (c.iso = 'MX' AND k <= 32);

CREATE TABLE spree_stores (id bigserial PRIMARY KEY, name varchar, url varchar, meta_description text, meta_keywords text, seo_title varchar,
  mail_from_address varchar, default_currency varchar, code varchar, "default" boolean DEFAULT false NOT NULL, created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL, supported_currencies varchar, facebook varchar, twitter varchar, instagram varchar, default_locale varchar,
  customer_support_email varchar, default_country_id bigint, description text, address text, contact_phone varchar, new_order_notifications_email varchar,
  checkout_zone_id bigint, seo_robots varchar, supported_locales varchar, deleted_at timestamp);
CREATE UNIQUE INDEX index_spree_stores_on_code ON spree_stores (code) WHERE deleted_at IS NULL;
CREATE INDEX index_spree_stores_on_default ON spree_stores ("default");
INSERT INTO spree_stores (name, url, mail_from_address, default_currency, code, "default", created_at, updated_at, supported_currencies,
  default_locale, default_country_id, seo_robots, supported_locales)
VALUES ('Spree Demo Store', 'demo.spreecommerce.org', 'no-reply@example.com', 'USD', 'spree', true, '2021-03-01', '2023-02-01', 'USD,EUR', 'en',
        (SELECT id FROM spree_countries WHERE iso = 'US'), 'index, follow', 'en'),
       ('EU Store', 'eu.example.com', 'no-reply@example.com', 'EUR', 'eustore', false, '2021-09-01', '2023-02-01', 'EUR', 'de',
        (SELECT id FROM spree_countries WHERE iso = 'DE'), 'index, follow', 'de,en,fr'),
       ('Outlet', 'outlet.example.com', 'no-reply@example.com', 'USD', 'outlet', false, '2022-05-01', '2023-02-01', 'USD', 'en',
        (SELECT id FROM spree_countries WHERE iso = 'CA'), 'noindex', 'en');

-- ---- users, roles, addresses -------------------------------------------------------------------
CREATE TABLE spree_users (id bigserial PRIMARY KEY, encrypted_password varchar(128), password_salt varchar(128), email varchar, remember_token varchar,
  persistence_token varchar, reset_password_token varchar, perishable_token varchar, sign_in_count integer DEFAULT 0 NOT NULL,
  failed_attempts integer DEFAULT 0 NOT NULL, last_request_at timestamp, current_sign_in_at timestamp, last_sign_in_at timestamp,
  current_sign_in_ip varchar, last_sign_in_ip varchar, login varchar, ship_address_id bigint, bill_address_id bigint, authentication_token varchar,
  unlock_token varchar, locked_at timestamp, reset_password_sent_at timestamp, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  spree_api_key varchar(48), remember_created_at timestamp, deleted_at timestamp, confirmation_token varchar, confirmed_at timestamp,
  confirmation_sent_at timestamp, first_name varchar, last_name varchar, selected_locale varchar);
CREATE UNIQUE INDEX email_idx_unique ON spree_users (email);
CREATE INDEX index_spree_users_on_bill_address_id ON spree_users (bill_address_id);
CREATE INDEX index_spree_users_on_ship_address_id ON spree_users (ship_address_id);
CREATE INDEX index_spree_users_on_deleted_at ON spree_users (deleted_at);
INSERT INTO spree_users (encrypted_password, password_salt, email, sign_in_count, last_sign_in_at, login, created_at, updated_at, spree_api_key,
  deleted_at, confirmed_at, first_name, last_name)
SELECT md5('pw' || g), md5('salt' || g), CASE WHEN g = 1 THEN 'spree@example.com' ELSE 'customer' || g || '@example.com' END,
       pg_temp.r(40), t + (pg_temp.r(300) || ' days')::interval, CASE WHEN g = 1 THEN 'spree@example.com' ELSE 'customer' || g || '@example.com' END,
       t, t + interval '30 days', CASE WHEN g <= 6 THEN md5('key' || g)::varchar(48) END, CASE WHEN g % 61 = 0 THEN t + interval '200 days' END,
       t + interval '10 minutes', (ARRAY['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'])[1 + g % 10], 'Buyer' || g
  FROM (SELECT g, '2021-03-01'::timestamp + (g * interval '11 hours') AS t FROM generate_series(1, 900) g) s;

CREATE TABLE spree_roles (id bigserial PRIMARY KEY, name varchar, created_at timestamp, updated_at timestamp);
CREATE UNIQUE INDEX index_spree_roles_on_lower_name ON spree_roles (lower(name));
INSERT INTO spree_roles (name, created_at, updated_at) VALUES ('admin', '2021-03-01', '2021-03-01'), ('user', '2021-03-01', '2021-03-01');
CREATE TABLE spree_role_users (id bigserial PRIMARY KEY, role_id bigint, user_id bigint, created_at timestamp, updated_at timestamp);
CREATE INDEX index_spree_role_users_on_role_id ON spree_role_users (role_id);
CREATE INDEX index_spree_role_users_on_user_id ON spree_role_users (user_id);
INSERT INTO spree_role_users (role_id, user_id, created_at, updated_at) SELECT 1, g, '2021-03-02', '2021-03-02' FROM generate_series(1, 6) g;

CREATE TABLE spree_addresses (id bigserial PRIMARY KEY, firstname varchar, lastname varchar, address1 varchar, address2 varchar, city varchar,
  zipcode varchar, phone varchar, state_name varchar, alternative_phone varchar, company varchar, state_id bigint, country_id bigint,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, user_id bigint, deleted_at timestamp, label varchar, public_metadata jsonb,
  private_metadata jsonb);
CREATE INDEX index_spree_addresses_on_country_id ON spree_addresses (country_id);
CREATE INDEX index_spree_addresses_on_state_id ON spree_addresses (state_id);
CREATE INDEX index_spree_addresses_on_user_id ON spree_addresses (user_id);
CREATE INDEX index_spree_addresses_on_deleted_at ON spree_addresses (deleted_at);
-- a country, the US most of the time
CREATE TEMP TABLE ctry AS SELECT array_agg(id ORDER BY id) AS a FROM spree_countries;
-- an address: a customer's (user_id set) or a guest's
INSERT INTO spree_addresses (firstname, lastname, address1, address2, city, zipcode, phone, state_name, company, state_id, country_id,
  created_at, updated_at, user_id, deleted_at, label)
SELECT 'First' || g, 'Last' || g, g || ' Commerce Way', CASE WHEN random() < 0.2 THEN 'Suite ' || pg_temp.r(400) END,
       (ARRAY['Springfield', 'Riverside', 'Franklin', 'Greenville', 'Bristol', 'Clinton', 'Fairview', 'Salem'])[pg_temp.r(8)],
       lpad(pg_temp.r(99999)::text, 5, '0'), '555-' || lpad(g::text, 4, '0'), NULL, CASE WHEN random() < 0.1 THEN 'Company ' || g END,
       (SELECT s.id FROM spree_states s WHERE s.country_id = x.country_id ORDER BY s.id OFFSET floor(random() * 13)::int + 0 * g LIMIT 1),
       x.country_id, t, t, x.uid, CASE WHEN random() < 0.05 THEN t + interval '90 days' END,
       CASE WHEN x.uid IS NOT NULL AND random() < 0.3 THEN (ARRAY['Home', 'Work'])[pg_temp.r(2)] END
  FROM (SELECT g, '2021-03-02'::timestamp + (g * interval '5 hours') AS t,
               CASE WHEN random() < 0.62 THEN 1 + (g * 7 + pg_temp.r(3)) % 900 END AS uid,
               (SELECT c.a[CASE WHEN random() < 0.6 THEN 1 ELSE pg_temp.sk(18, 1.4) END + 0 * g] FROM ctry c) AS country_id
          FROM generate_series(1, 2000) g) x;
UPDATE spree_users u SET bill_address_id = a.id, ship_address_id = CASE WHEN random() < 0.85 THEN a.id ELSE a2 END
  FROM (SELECT user_id, min(id) AS id, max(id) AS a2 FROM spree_addresses WHERE user_id IS NOT NULL GROUP BY user_id) a
 WHERE a.user_id = u.id AND random() < 0.7;

-- ---- catalog -----------------------------------------------------------------------------------
CREATE TABLE spree_tax_categories (id bigserial PRIMARY KEY, name varchar, description varchar, is_default boolean DEFAULT false,
  deleted_at timestamp, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, tax_code varchar);
INSERT INTO spree_tax_categories (name, is_default, created_at, updated_at, tax_code) VALUES ('Clothing', true, '2021-03-01', '2021-03-01', 'PC040100'),
  ('Food', false, '2021-03-01', '2021-03-01', 'PF050000'), ('Digital', false, '2021-03-01', '2021-03-01', 'D0000000');
CREATE TABLE spree_shipping_categories (id bigserial PRIMARY KEY, name varchar, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
INSERT INTO spree_shipping_categories (name, created_at, updated_at) VALUES ('Default', '2021-03-01', '2021-03-01'), ('Digital', '2021-03-01', '2021-03-01'),
  ('Oversized', '2022-01-10', '2022-01-10');

CREATE TABLE spree_products (id bigserial PRIMARY KEY, name varchar DEFAULT '' NOT NULL, description text, available_on timestamp,
  deleted_at timestamp, slug varchar, meta_description text, meta_keywords varchar, tax_category_id bigint, shipping_category_id bigint,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, promotionable boolean DEFAULT true, meta_title varchar, discontinue_on timestamp,
  public_metadata jsonb, private_metadata jsonb, status varchar DEFAULT 'draft' NOT NULL, make_active_at timestamp);
CREATE UNIQUE INDEX index_spree_products_on_slug ON spree_products (slug);
CREATE INDEX index_spree_products_on_tax_category_id ON spree_products (tax_category_id);
CREATE INDEX index_spree_products_on_shipping_category_id ON spree_products (shipping_category_id);
INSERT INTO spree_products (name, description, available_on, deleted_at, slug, tax_category_id, shipping_category_id, created_at, updated_at,
  promotionable, status)
SELECT n, 'About ' || n, t, CASE WHEN g % 37 = 0 THEN t + interval '300 days' END, lower(replace(n, ' ', '-')),
       CASE WHEN random() < 0.8 THEN 1 WHEN random() < 0.5 THEN 2 ELSE 3 END,
       CASE WHEN random() < 0.86 THEN 1 WHEN random() < 0.6 THEN 2 ELSE 3 END, t, t + interval '20 days', random() < 0.9,
       CASE WHEN g % 37 = 0 THEN 'archived' WHEN g % 19 = 0 THEN 'draft' ELSE 'active' END
  FROM (SELECT g, (ARRAY['Denim', 'Linen', 'Wool', 'Cotton', 'Silk', 'Leather'])[1 + g % 6] || ' '
                  || (ARRAY['Shirt', 'Jacket', 'Dress', 'Sweater', 'Skirt', 'Coat', 'Scarf', 'Hat', 'Bag'])[1 + (g / 6) % 9] || ' ' || g AS n,
               '2021-03-05'::timestamp + (g * interval '1 day') AS t FROM generate_series(1, 320) g) s;

CREATE TABLE spree_taxonomies (id bigserial PRIMARY KEY, name varchar NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  position integer DEFAULT 0, store_id bigint, public_metadata jsonb, private_metadata jsonb);
CREATE INDEX index_spree_taxonomies_on_store_id ON spree_taxonomies (store_id);
INSERT INTO spree_taxonomies (name, created_at, updated_at, position, store_id)
VALUES ('Categories', '2021-03-01', '2021-03-01', 1, 1), ('Brands', '2021-03-01', '2021-03-01', 2, 1), ('Collections', '2021-06-01', '2021-06-01', 3, 1),
       ('Kategorien', '2021-09-01', '2021-09-01', 1, 2), ('Outlet', '2022-05-01', '2022-05-01', 1, 3);
CREATE TABLE spree_taxons (id bigserial PRIMARY KEY, parent_id bigint, position integer DEFAULT 0, name varchar NOT NULL, permalink varchar,
  taxonomy_id bigint, lft bigint, rgt bigint, description text, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, meta_title varchar,
  meta_description varchar, meta_keywords varchar, depth integer, hide_from_nav boolean DEFAULT false, public_metadata jsonb, private_metadata jsonb);
CREATE INDEX index_spree_taxons_on_parent_id ON spree_taxons (parent_id);
CREATE INDEX index_taxons_on_taxonomy_id ON spree_taxons (taxonomy_id);
CREATE INDEX index_spree_taxons_on_lft ON spree_taxons (lft);
-- roots first (one per taxonomy), then children and grandchildren
INSERT INTO spree_taxons (parent_id, position, name, permalink, taxonomy_id, depth, created_at, updated_at)
SELECT NULL, 0, name, lower(name), id, 0, created_at, created_at FROM spree_taxonomies ORDER BY id;
INSERT INTO spree_taxons (parent_id, position, name, permalink, taxonomy_id, depth, created_at, updated_at)
SELECT t.id, k, t.name || ' ' || k, t.permalink || '/c' || k, t.taxonomy_id, 1, t.created_at + interval '1 day', t.created_at + interval '1 day'
  FROM spree_taxons t, generate_series(1, 14) k WHERE t.depth = 0 AND k <= CASE t.taxonomy_id WHEN 1 THEN 8 WHEN 2 THEN 14 WHEN 3 THEN 5 ELSE 4 END;
INSERT INTO spree_taxons (parent_id, position, name, permalink, taxonomy_id, depth, created_at, updated_at)
SELECT t.id, k, t.name || '.' || k, t.permalink || '/s' || k, t.taxonomy_id, 2, t.created_at + interval '2 days', t.created_at + interval '2 days'
  FROM spree_taxons t, generate_series(1, 4) k WHERE t.depth = 1 AND t.taxonomy_id IN (1, 4) AND k <= 1 + t.position % 4;
UPDATE spree_taxons SET lft = 2 * id, rgt = 2 * id + 1;

CREATE TABLE spree_products_taxons (id bigserial PRIMARY KEY, product_id bigint, taxon_id bigint, position integer);
CREATE INDEX index_spree_products_taxons_on_product_id ON spree_products_taxons (product_id);
CREATE INDEX index_spree_products_taxons_on_taxon_id ON spree_products_taxons (taxon_id);
INSERT INTO spree_products_taxons (product_id, taxon_id, position)
SELECT DISTINCT ON (p.id, tx) p.id, tx, 1 FROM spree_products p,
       LATERAL (SELECT (SELECT id FROM spree_taxons WHERE depth > 0 ORDER BY id OFFSET floor(random() * 50)::int + 0 * p.id * k LIMIT 1) AS tx
                  FROM generate_series(1, 3) k WHERE k = 1 OR random() < 0.45 + 0 * p.id) x;

CREATE TABLE spree_variants (id bigserial PRIMARY KEY, sku varchar DEFAULT '' NOT NULL, weight numeric(8,2) DEFAULT 0.0, height numeric(8,2),
  width numeric(8,2), depth numeric(8,2), deleted_at timestamp, is_master boolean DEFAULT false, product_id bigint, cost_price numeric(10,2),
  position integer, cost_currency varchar, track_inventory boolean DEFAULT true, tax_category_id bigint, updated_at timestamp NOT NULL,
  discontinue_on timestamp, created_at timestamp NOT NULL, public_metadata jsonb, private_metadata jsonb);
CREATE INDEX index_spree_variants_on_product_id ON spree_variants (product_id);
CREATE INDEX index_spree_variants_on_sku ON spree_variants (sku);
CREATE INDEX index_spree_variants_on_tax_category_id ON spree_variants (tax_category_id);
INSERT INTO spree_variants (sku, weight, deleted_at, is_master, product_id, cost_price, position, cost_currency, track_inventory, updated_at, created_at)
SELECT CASE WHEN k = 0 THEN 'SKU-' || p.id ELSE 'SKU-' || p.id || '-' || k END, round((random() * 2)::numeric, 2),
       CASE WHEN p.deleted_at IS NOT NULL OR (k > 0 AND random() < 0.03) THEN p.created_at + interval '250 days' END,
       k = 0, p.id, round((random() * 40 + 5)::numeric, 2), k + 1, 'USD', p.shipping_category_id <> 2, p.updated_at, p.created_at
  FROM spree_products p, generate_series(0, 6) k WHERE k <= (p.id * 5) % 7 ORDER BY p.id, k;

CREATE TABLE spree_prices (id bigserial PRIMARY KEY, variant_id bigint NOT NULL, amount numeric(10,2), currency varchar, deleted_at timestamp,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, compare_at_amount numeric(10,2));
CREATE INDEX index_spree_prices_on_variant_id ON spree_prices (variant_id);
CREATE INDEX index_spree_prices_on_variant_id_and_currency ON spree_prices (variant_id, currency);
INSERT INTO spree_prices (variant_id, amount, currency, deleted_at, created_at, updated_at, compare_at_amount)
SELECT v.id, round((v.cost_price * (1.6 + random()) * CASE c WHEN 'EUR' THEN 0.93 ELSE 1 END)::numeric, 2), c, v.deleted_at, v.created_at, v.updated_at,
       CASE WHEN random() < 0.15 THEN round((v.cost_price * 3)::numeric, 2) END
  FROM spree_variants v, unnest(ARRAY['USD', 'EUR']) c WHERE c = 'USD' OR v.id % 3 <> 0;

CREATE TABLE spree_stock_locations (id bigserial PRIMARY KEY, name varchar, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  "default" boolean DEFAULT false NOT NULL, address1 varchar, address2 varchar, city varchar, state_id bigint, state_name varchar, country_id bigint,
  zipcode varchar, phone varchar, active boolean DEFAULT true, backorderable_default boolean DEFAULT false, propagate_all_variants boolean DEFAULT true,
  admin_name varchar);
CREATE INDEX index_spree_stock_locations_on_country_id ON spree_stock_locations (country_id);
CREATE INDEX index_spree_stock_locations_on_state_id ON spree_stock_locations (state_id);
INSERT INTO spree_stock_locations (name, created_at, updated_at, "default", address1, city, state_id, country_id, zipcode, active, propagate_all_variants)
SELECT n, '2021-03-01', '2021-03-01', k = 1, k || ' Warehouse Rd', cty, (SELECT min(s.id) + k * 3 FROM spree_states s JOIN spree_countries c ON c.id = s.country_id WHERE c.iso = iso),
       (SELECT id FROM spree_countries WHERE spree_countries.iso = v.iso), lpad((k * 1111)::text, 5, '0'), k <> 4, k <= 2
  FROM (VALUES (1, 'default', 'Columbus', 'US'), (2, 'West Coast', 'Reno', 'US'), (3, 'Canada DC', 'Toronto', 'CA'), (4, 'Old depot', 'Dayton', 'US')) v(k, n, cty, iso);

CREATE TABLE spree_stock_items (id bigserial PRIMARY KEY, stock_location_id bigint, variant_id bigint, count_on_hand integer DEFAULT 0 NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, backorderable boolean DEFAULT false, deleted_at timestamp, public_metadata jsonb,
  private_metadata jsonb);
CREATE INDEX index_spree_stock_items_on_stock_location_id ON spree_stock_items (stock_location_id);
CREATE INDEX index_spree_stock_items_on_variant_id ON spree_stock_items (variant_id);
INSERT INTO spree_stock_items (stock_location_id, variant_id, count_on_hand, created_at, updated_at, backorderable, deleted_at)
SELECT l.id, v.id, CASE WHEN random() < 0.2 THEN 0 ELSE pg_temp.r(80) END, v.created_at, v.updated_at, random() < 0.1, v.deleted_at
  FROM spree_variants v, spree_stock_locations l WHERE l.propagate_all_variants OR (l.id = 3 AND v.id % 4 = 0) OR (l.id = 4 AND v.id < 200);

-- ---- orders, line items, payments, shipments ---------------------------------------------------
CREATE TABLE spree_orders (id bigserial PRIMARY KEY, number varchar(32), item_total numeric(10,2) DEFAULT 0.0 NOT NULL, total numeric(10,2) DEFAULT 0.0 NOT NULL,
  state varchar, adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL, user_id bigint, completed_at timestamp, bill_address_id bigint, ship_address_id bigint,
  payment_total numeric(10,2) DEFAULT 0.0, shipment_state varchar, payment_state varchar, email varchar, special_instructions text,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, currency varchar, last_ip_address varchar, created_by_id bigint,
  shipment_total numeric(10,2) DEFAULT 0.0 NOT NULL, additional_tax_total numeric(10,2) DEFAULT 0.0, promo_total numeric(10,2) DEFAULT 0.0,
  channel varchar DEFAULT 'spree', included_tax_total numeric(10,2) DEFAULT 0.0 NOT NULL, item_count integer DEFAULT 0, approver_id bigint,
  approved_at timestamp, confirmation_delivered boolean DEFAULT false, considered_risky boolean DEFAULT false, token varchar, canceled_at timestamp,
  canceler_id bigint, store_id bigint, state_lock_version integer DEFAULT 0 NOT NULL, taxable_adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL,
  non_taxable_adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL, store_owner_notification_delivered boolean, public_metadata jsonb,
  private_metadata jsonb, internal_note text);
CREATE UNIQUE INDEX index_spree_orders_on_number ON spree_orders (number);
CREATE INDEX index_spree_orders_on_user_id_and_created_by_id ON spree_orders (user_id, created_by_id);
CREATE INDEX index_spree_orders_on_bill_address_id ON spree_orders (bill_address_id);
CREATE INDEX index_spree_orders_on_ship_address_id ON spree_orders (ship_address_id);
CREATE INDEX index_spree_orders_on_approver_id ON spree_orders (approver_id);
CREATE INDEX index_spree_orders_on_canceler_id ON spree_orders (canceler_id);
CREATE INDEX index_spree_orders_on_created_by_id ON spree_orders (created_by_id);
CREATE INDEX index_spree_orders_on_store_id ON spree_orders (store_id);
CREATE INDEX index_spree_orders_on_token ON spree_orders (token);
CREATE TEMP TABLE uaddr AS SELECT user_id, array_agg(id ORDER BY id) AS a FROM spree_addresses WHERE user_id IS NOT NULL GROUP BY user_id;
CREATE TEMP TABLE gaddr AS SELECT array_agg(id ORDER BY id) AS a FROM spree_addresses WHERE user_id IS NULL;
INSERT INTO spree_orders (number, state, user_id, completed_at, bill_address_id, ship_address_id, shipment_state, payment_state, email, created_at,
  updated_at, currency, last_ip_address, created_by_id, channel, approver_id, approved_at, considered_risky, token, canceled_at, canceler_id, store_id)
SELECT 'R' || lpad((100000000 + g * 7919 % 899999999)::text, 9, '0'), st, uid,
       CASE WHEN st IN ('complete', 'canceled', 'returned') THEN t + interval '20 minutes' END,
       CASE WHEN st <> 'cart' THEN ad END, CASE WHEN st <> 'cart' THEN CASE WHEN random() < 0.9 THEN ad ELSE ad2 END END,
       CASE WHEN st = 'complete' THEN (ARRAY['shipped', 'shipped', 'ready', 'pending'])[pg_temp.r(4)] WHEN st = 'canceled' THEN NULL END,
       CASE WHEN st = 'complete' THEN CASE WHEN random() < 0.95 THEN 'paid' ELSE 'balance_due' END WHEN st = 'canceled' THEN 'void' END,
       coalesce('customer' || uid || '@example.com', 'guest' || g || '@mail.example'), t, t + interval '1 hour', CASE WHEN store = 2 THEN 'EUR' ELSE 'USD' END,
       '10.0.' || (g % 250) || '.' || (g % 99), CASE WHEN phone THEN pg_temp.r(6) ELSE uid END, CASE WHEN phone THEN 'admin' ELSE 'spree' END,
       CASE WHEN risky THEN pg_temp.r(6) END, CASE WHEN risky THEN t + interval '5 hours' END, risky, md5('tok' || g),
       CASE WHEN st = 'canceled' THEN t + interval '2 days' END, CASE WHEN st = 'canceled' THEN pg_temp.r(6) END, store
  FROM (SELECT g, t, uid, st, store, phone, risky,
               CASE WHEN uid IS NOT NULL AND ua.a IS NOT NULL THEN ua.a[1] ELSE (SELECT a[pg_temp.r(cardinality(a)) + 0 * g] FROM gaddr) END AS ad,
               CASE WHEN uid IS NOT NULL AND ua.a IS NOT NULL THEN ua.a[cardinality(ua.a)] ELSE (SELECT a[pg_temp.r(cardinality(a)) + 0 * g] FROM gaddr) END AS ad2
          FROM (SELECT g, '2021-04-01'::timestamp + (g * interval '3 hours') AS t,
                       CASE WHEN random() < 0.34 THEN NULL ELSE 6 + pg_temp.sk(894, 1.5) END AS uid,
                       CASE WHEN g > 3880 AND random() < 0.7 THEN 'cart' WHEN random() < 0.05 THEN 'canceled' WHEN random() < 0.02 THEN 'returned'
                            WHEN random() < 0.04 THEN (ARRAY['address', 'delivery', 'payment'])[pg_temp.r(3)] ELSE 'complete' END AS st,
                       CASE WHEN random() < 0.8 THEN 1 WHEN random() < 0.6 THEN 2 ELSE 3 END AS store,
                       random() < 0.04 AS phone, random() < 0.03 AS risky
                  FROM generate_series(1, 4000) g) s
          LEFT JOIN uaddr ua ON ua.user_id = s.uid) o;

CREATE TABLE spree_line_items (id bigserial PRIMARY KEY, variant_id bigint, order_id bigint, quantity integer NOT NULL, price numeric(10,2) NOT NULL,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, currency varchar, cost_price numeric(10,2), tax_category_id bigint,
  adjustment_total numeric(10,2) DEFAULT 0.0, additional_tax_total numeric(10,2) DEFAULT 0.0, promo_total numeric(10,2) DEFAULT 0.0,
  included_tax_total numeric(10,2) DEFAULT 0.0 NOT NULL, pre_tax_amount numeric(12,4) DEFAULT 0.0 NOT NULL,
  taxable_adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL, non_taxable_adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL,
  public_metadata jsonb, private_metadata jsonb);
CREATE INDEX index_spree_line_items_on_order_id ON spree_line_items (order_id);
CREATE INDEX index_spree_line_items_on_variant_id ON spree_line_items (variant_id);
CREATE INDEX index_spree_line_items_on_tax_category_id ON spree_line_items (tax_category_id);
CREATE TEMP TABLE sellable AS SELECT row_number() OVER (ORDER BY v.id)::int AS n, v.id, v.cost_price, p.tax_category_id
  FROM spree_variants v JOIN spree_products p ON p.id = v.product_id WHERE NOT v.is_master OR NOT EXISTS (SELECT 1 FROM spree_variants o WHERE o.product_id = v.product_id AND NOT o.is_master);
INSERT INTO spree_line_items (variant_id, order_id, quantity, price, created_at, updated_at, currency, cost_price, tax_category_id, pre_tax_amount)
SELECT DISTINCT ON (o.id, s.id) s.id, o.id, q, round(s.cost_price * 1.9, 2), o.created_at, o.updated_at, o.currency, s.cost_price, s.tax_category_id,
       round(s.cost_price * 1.9 * q, 2)
  FROM spree_orders o, generate_series(1, 5) k,
       LATERAL (SELECT pg_temp.sk((SELECT count(*)::int FROM sellable), 1.8) + 0 * o.id * k AS n, pg_temp.r(3) AS q) x
  JOIN sellable s ON s.n = x.n
 WHERE k <= 1 + o.id % 4;
UPDATE spree_orders o SET item_total = l.t, total = l.t + 5, payment_total = CASE WHEN o.payment_state = 'paid' THEN l.t + 5 ELSE 0 END, item_count = l.c,
       shipment_total = 5
  FROM (SELECT order_id, sum(price * quantity) AS t, sum(quantity) AS c FROM spree_line_items GROUP BY order_id) l WHERE l.order_id = o.id;

CREATE TABLE spree_payment_methods (id bigserial PRIMARY KEY, type varchar, name varchar, description text, active boolean DEFAULT true,
  deleted_at timestamp, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, display_on varchar DEFAULT 'both',
  auto_capture boolean, preferences text, position integer DEFAULT 0, public_metadata jsonb, private_metadata jsonb, settings jsonb);
INSERT INTO spree_payment_methods (type, name, description, active, created_at, updated_at, display_on, auto_capture, position)
VALUES ('Spree::Gateway::Bogus', 'Credit Card', 'Bogus payment gateway', true, '2021-03-01', '2021-03-01', 'both', true, 1),
       ('Spree::PaymentMethod::Check', 'Check', 'Pay by check.', true, '2021-03-01', '2021-03-01', 'both', false, 2),
       ('Spree::PaymentMethod::StoreCredit', 'Store Credit', 'Store credit.', true, '2021-03-01', '2021-03-01', 'back_end', true, 3),
       ('Spree::Gateway::StripeGateway', 'Stripe', NULL, true, '2022-02-01', '2022-02-01', 'both', true, 4);

CREATE TABLE spree_credit_cards (id bigserial PRIMARY KEY, month varchar, year varchar, cc_type varchar, last_digits varchar, address_id bigint,
  gateway_customer_profile_id varchar, gateway_payment_profile_id varchar, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  name varchar, user_id bigint, payment_method_id bigint, "default" boolean DEFAULT false NOT NULL, deleted_at timestamp,
  public_metadata jsonb, private_metadata jsonb);
CREATE INDEX index_spree_credit_cards_on_address_id ON spree_credit_cards (address_id);
CREATE INDEX index_spree_credit_cards_on_payment_method_id ON spree_credit_cards (payment_method_id);
CREATE INDEX index_spree_credit_cards_on_user_id ON spree_credit_cards (user_id);

CREATE TABLE spree_store_credits (id bigserial PRIMARY KEY, user_id bigint, category_id bigint, created_by_id bigint, amount numeric(8,2) DEFAULT 0.0 NOT NULL,
  amount_used numeric(8,2) DEFAULT 0.0 NOT NULL, memo text, deleted_at timestamp, currency varchar, amount_authorized numeric(8,2) DEFAULT 0.0 NOT NULL,
  originator_id bigint, originator_type varchar, type_id bigint, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, store_id bigint);
CREATE INDEX index_spree_store_credits_on_user_id ON spree_store_credits (user_id);
CREATE INDEX index_spree_store_credits_on_deleted_at ON spree_store_credits (deleted_at);
INSERT INTO spree_store_credits (user_id, category_id, created_by_id, amount, amount_used, memo, currency, type_id, created_at, updated_at, store_id)
SELECT 6 + pg_temp.sk(894, 1.3), pg_temp.r(2), pg_temp.r(6), 25 * pg_temp.r(4), 0, 'Goodwill', 'USD', 2, t, t, 1
  FROM (SELECT '2021-06-01'::timestamp + g * interval '4 days' AS t FROM generate_series(1, 120) g) s;

CREATE TABLE spree_payments (id bigserial PRIMARY KEY, amount numeric(10,2) DEFAULT 0.0 NOT NULL, order_id bigint, source_type varchar, source_id bigint,
  payment_method_id bigint, state varchar, response_code varchar, avs_response varchar, created_at timestamp NOT NULL, updated_at timestamp NOT NULL,
  number varchar, cvv_response_code varchar, cvv_response_message varchar, public_metadata jsonb, private_metadata jsonb, intent_client_key varchar);
CREATE UNIQUE INDEX index_spree_payments_on_number ON spree_payments (number);
CREATE INDEX index_spree_payments_on_order_id ON spree_payments (order_id);
CREATE INDEX index_spree_payments_on_payment_method_id ON spree_payments (payment_method_id);
CREATE INDEX index_spree_payments_on_source_id_and_source_type ON spree_payments (source_id, source_type);
-- cards are saved at checkout: one per paying order with a card, tied to its bill address and user
INSERT INTO spree_credit_cards (month, year, cc_type, last_digits, address_id, gateway_customer_profile_id, gateway_payment_profile_id, created_at,
  updated_at, name, user_id, payment_method_id, "default")
SELECT (1 + o.id % 12)::text, (2024 + o.id % 5)::text, (ARRAY['visa', 'master', 'american_express', 'discover'])[pg_temp.r(4)],
       lpad((o.id * 37 % 10000)::text, 4, '0'), o.bill_address_id, 'BGS-' || md5(o.id::text), NULL, o.created_at, o.created_at,
       'Card Holder ' || o.id, o.user_id, CASE WHEN o.created_at > '2022-02-01' AND random() < 0.5 THEN 4 ELSE 1 END, false
  FROM spree_orders o WHERE o.state IN ('complete', 'canceled', 'returned', 'payment') AND o.id % 20 NOT IN (3, 7) ORDER BY o.id;
CREATE TEMP TABLE ccmap AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, payment_method_id FROM spree_credit_cards;
CREATE TEMP TABLE paying AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, total, created_at, state, payment_state FROM spree_orders
 WHERE state IN ('complete', 'canceled', 'returned', 'payment') AND id % 20 NOT IN (3, 7);
INSERT INTO spree_payments (amount, order_id, source_type, source_id, payment_method_id, state, response_code, avs_response, created_at, updated_at, number,
  cvv_response_code)
SELECT p.total, p.id, 'Spree::CreditCard', c.id, c.payment_method_id,
       CASE WHEN p.state = 'canceled' THEN 'void' WHEN p.payment_state = 'paid' THEN 'completed' WHEN p.state = 'payment' THEN 'checkout' ELSE 'failed' END,
       '12345', 'D', p.created_at, p.created_at, 'P' || lpad((p.id * 104729 % 99999999)::text, 8, '0'), 'M'
  FROM paying p JOIN ccmap c ON c.n = p.n;
-- check and store-credit payments on the remaining orders
INSERT INTO spree_payments (amount, order_id, source_type, source_id, payment_method_id, state, created_at, updated_at, number)
SELECT o.total, o.id, CASE WHEN o.id % 20 = 3 THEN NULL ELSE 'Spree::StoreCredit' END,
       CASE WHEN o.id % 20 = 7 THEN 1 + o.id % 120 END, CASE WHEN o.id % 20 = 3 THEN 2 ELSE 3 END,
       CASE WHEN o.payment_state = 'paid' THEN 'completed' ELSE 'pending' END, o.created_at, o.created_at,
       'P' || lpad((o.id * 104729 % 99999999)::text, 8, '0')
  FROM spree_orders o WHERE o.state IN ('complete', 'canceled', 'returned', 'payment') AND o.id % 20 IN (3, 7);

CREATE TABLE spree_shipments (id bigserial PRIMARY KEY, tracking varchar, number varchar, cost numeric(10,2) DEFAULT 0.0, shipped_at timestamp, order_id bigint,
  state varchar, created_at timestamp NOT NULL, updated_at timestamp NOT NULL, stock_location_id bigint, adjustment_total numeric(10,2) DEFAULT 0.0,
  additional_tax_total numeric(10,2) DEFAULT 0.0, promo_total numeric(10,2) DEFAULT 0.0, included_tax_total numeric(10,2) DEFAULT 0.0 NOT NULL,
  pre_tax_amount numeric(12,4) DEFAULT 0.0 NOT NULL, taxable_adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL,
  non_taxable_adjustment_total numeric(10,2) DEFAULT 0.0 NOT NULL, public_metadata jsonb, private_metadata jsonb);
CREATE UNIQUE INDEX index_spree_shipments_on_number ON spree_shipments (number);
CREATE INDEX index_spree_shipments_on_order_id ON spree_shipments (order_id);
CREATE INDEX index_spree_shipments_on_stock_location_id ON spree_shipments (stock_location_id);
INSERT INTO spree_shipments (tracking, number, cost, shipped_at, order_id, state, created_at, updated_at, stock_location_id)
SELECT CASE WHEN o.shipment_state = 'shipped' THEN '1Z' || upper(substr(md5(o.id::text || k), 1, 16)) END,
       'H' || lpad((o.id * 15485863 % 99999999 + k)::text, 11, '0'), 5, CASE WHEN o.shipment_state = 'shipped' THEN o.completed_at + interval '2 days' END,
       o.id, CASE WHEN o.state = 'canceled' THEN 'canceled' ELSE coalesce(o.shipment_state, 'pending') END, o.created_at, o.updated_at,
       CASE WHEN k = 2 THEN 2 WHEN o.store_id = 3 THEN 3 WHEN random() < 0.75 THEN 1 ELSE 2 END
  FROM spree_orders o, generate_series(1, 2) k
 WHERE o.state IN ('complete', 'canceled', 'returned', 'delivery', 'payment') AND (k = 1 OR o.id % 9 = 0);

CREATE TABLE spree_inventory_units (id bigserial PRIMARY KEY, state varchar, variant_id bigint, order_id bigint, shipment_id bigint,
  created_at timestamp NOT NULL, updated_at timestamp NOT NULL, pending boolean DEFAULT true, line_item_id bigint, quantity integer DEFAULT 1,
  original_return_item_id bigint);
CREATE INDEX index_inventory_units_on_order_id ON spree_inventory_units (order_id);
CREATE INDEX index_inventory_units_on_shipment_id ON spree_inventory_units (shipment_id);
CREATE INDEX index_inventory_units_on_variant_id ON spree_inventory_units (variant_id);
CREATE INDEX index_spree_inventory_units_on_line_item_id ON spree_inventory_units (line_item_id);
INSERT INTO spree_inventory_units (state, variant_id, order_id, shipment_id, created_at, updated_at, pending, line_item_id, quantity)
SELECT CASE s.state WHEN 'shipped' THEN 'shipped' WHEN 'canceled' THEN 'canceled' ELSE 'on_hand' END, l.variant_id, l.order_id, s.id,
       l.created_at, l.updated_at, s.state = 'pending', l.id, l.quantity
  FROM spree_line_items l
  JOIN LATERAL (SELECT sh.id, sh.state FROM spree_shipments sh WHERE sh.order_id = l.order_id ORDER BY sh.id LIMIT 1 OFFSET (l.id % 2)) s0 ON true
  JOIN spree_shipments s ON s.id = s0.id;
INSERT INTO spree_inventory_units (state, variant_id, order_id, shipment_id, created_at, updated_at, pending, line_item_id, quantity)
SELECT 'on_hand', l.variant_id, l.order_id, sh.id, l.created_at, l.updated_at, true, l.id, l.quantity
  FROM spree_line_items l JOIN spree_shipments sh ON sh.order_id = l.order_id
 WHERE l.id % 2 = 1 AND NOT EXISTS (SELECT 1 FROM spree_inventory_units i WHERE i.line_item_id = l.id)
   AND sh.id = (SELECT min(id) FROM spree_shipments x WHERE x.order_id = l.order_id);

-- ---- Doorkeeper (API tokens): the foreign keys Spree declares ----------------------------------
CREATE TABLE spree_oauth_applications (id bigserial PRIMARY KEY, name varchar NOT NULL, uid varchar NOT NULL, secret varchar NOT NULL, redirect_uri text NOT NULL,
  scopes varchar DEFAULT '' NOT NULL, confidential boolean DEFAULT true NOT NULL, created_at timestamp NOT NULL, updated_at timestamp NOT NULL);
CREATE UNIQUE INDEX index_spree_oauth_applications_on_uid ON spree_oauth_applications (uid);
INSERT INTO spree_oauth_applications (name, uid, secret, redirect_uri, scopes, confidential, created_at, updated_at)
VALUES ('Storefront', md5('a1'), md5('s1'), 'urn:ietf:wg:oauth:2.0:oob', 'read write', false, '2021-03-01', '2021-03-01'),
       ('Admin SPA', md5('a2'), md5('s2'), 'urn:ietf:wg:oauth:2.0:oob', 'admin', true, '2021-03-01', '2021-03-01'),
       ('ERP sync', md5('a3'), md5('s3'), 'https://erp.example.com/callback', 'read', true, '2022-01-05', '2022-01-05');
CREATE TABLE spree_oauth_access_tokens (id bigserial PRIMARY KEY, resource_owner_id bigint, application_id bigint, token varchar NOT NULL,
  refresh_token varchar, expires_in integer, revoked_at timestamp, created_at timestamp NOT NULL, scopes varchar, previous_refresh_token varchar DEFAULT '' NOT NULL,
  resource_owner_type varchar);
CREATE UNIQUE INDEX index_spree_oauth_access_tokens_on_token ON spree_oauth_access_tokens (token);
CREATE UNIQUE INDEX index_spree_oauth_access_tokens_on_refresh_token ON spree_oauth_access_tokens (refresh_token);
CREATE INDEX index_spree_oauth_access_tokens_on_application_id ON spree_oauth_access_tokens (application_id);
CREATE INDEX index_spree_oauth_access_tokens_on_resource_owner_id ON spree_oauth_access_tokens (resource_owner_id);
INSERT INTO spree_oauth_access_tokens (resource_owner_id, application_id, token, refresh_token, expires_in, revoked_at, created_at, scopes, resource_owner_type)
SELECT CASE WHEN app = 3 THEN NULL WHEN app = 2 THEN pg_temp.r(6) ELSE 6 + pg_temp.sk(894, 1.4) END, app, md5('t' || g), md5('rt' || g), 7200,
       CASE WHEN random() < 0.4 THEN t + interval '2 hours' END, t, CASE app WHEN 2 THEN 'admin' WHEN 3 THEN 'read' ELSE 'read write' END,
       CASE WHEN app <> 3 THEN 'Spree::User' END
  FROM (SELECT g, '2021-05-01'::timestamp + g * interval '7 hours' AS t, CASE WHEN random() < 0.8 THEN 1 WHEN random() < 0.6 THEN 2 ELSE 3 END AS app
          FROM generate_series(1, 900) g) s;
ALTER TABLE spree_oauth_access_tokens ADD CONSTRAINT fk_rails_c9894c7021 FOREIGN KEY (application_id) REFERENCES spree_oauth_applications (id);
ANALYZE;
