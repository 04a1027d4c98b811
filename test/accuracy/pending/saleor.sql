-- test/accuracy/saleor.sql: a subset of Saleor 3.x (Django/GraphQL e-commerce) as its migrations
-- create it in PostgreSQL, written for issue 16 as a held-out check (round 19): committed with its
-- truth (saleor_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; tables named <app>_<model> (account_user, product_productvariant,
-- order_orderline); serial integer `id` keys, except uuid keys on order_order (beside a unique serial
-- `number`), order_orderline, checkout_checkout (key `token`), checkout_checkoutline and
-- warehouse_warehouse; Django foreign keys named <field>_id after the field, not the table:
-- default_billing_address_id / default_shipping_address_id / billing_address_id / shipping_address_id
-- -> account_address, product_type_id, product_variant_id (warehouse_stock) and variant_id (elsewhere)
-- -> product_productvariant, order_line_id (uuid) -> order_orderline, order_id (uuid), checkout_id
-- (uuid) -> checkout_checkout.token, collection_point_id (uuid) -> warehouse_warehouse,
-- created_by_id / used_by_id / user_id -> account_user (user_id NULL for guest orders and checkouts),
-- original_id (order_order self reference, rare), parent_id (product_category, MPTT beside lft, rght,
-- tree_id, level: tree_id numbers the trees and is no reference though its values fall inside the
-- ids), product_product.default_variant_id (one-to-one, nullable) -> product_productvariant; many-to-
-- many tables with their own serial id (account_user_addresses, product_collectionproduct,
-- shipping_shippingzone_channels, warehouse_warehouse_shipping_zones, order_order_gift_cards);
-- per-channel listing tables. Orders and checkouts copy their addresses into new account_address
-- rows; denormalised copies: order_orderline.product_name / variant_name / product_sku,
-- order_order.user_email (also guests' emails, so no reference to account_user.email),
-- shipping_method_name, collection_point_name. Undeclared references held by text: checkout_checkout.
-- voucher_code and order_order.voucher_code -> discount_voucher.code (unique). Not references:
-- order_order.checkout_token (the checkout is deleted when the order is placed: every value an
-- orphan), order_orderline.product_variant_id (a GraphQL global id, base64 text), order_orderline.
-- product_sku (variants were deleted since, variant_id SET NULL, so some skus are orphans),
-- payment_transaction.customer_id (the payment provider's id), currency and country codes (no table).
-- Payments keep checkout_id only while their checkout lives (SET NULL otherwise). Skewed: one channel,
-- a few categories and a few busy customers dominate; app_id NULL on most rows.
-- Truth beyond the declared keys (undeclared): giftcard_giftcard.created_by_email / used_by_email ->
-- account_user.email (copies of a unique key, every value a user's), the voucher codes above, and a
-- default address is one of the user's own: account_user(id, default_billing_address_id) and (id,
-- default_shipping_address_id) -> account_user_addresses(user_id, address_id). Copies of names
-- (product_name, variant_name, shipping_method_name, collection_point_name) are no reference.
-- Undiscoverable (one distinct value in the data): account_customerevent.app_id and
-- giftcard_giftcard.app_id (one app), checkout_checkout.collection_point_id (one store),
-- shipping_shippingmethod.tax_class_id (one class).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1919);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.u(t text, i bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t || i)::uuid $$;

-- ---- apps, channels, tax classes ----
CREATE TABLE app_app (id serial PRIMARY KEY, name varchar(60) NOT NULL, created_at timestamptz NOT NULL,
  is_active boolean NOT NULL, identifier varchar(256), uuid uuid NOT NULL UNIQUE, metadata jsonb, private_metadata jsonb);
INSERT INTO app_app (name, created_at, is_active, identifier, uuid, metadata, private_metadata)
SELECT (ARRAY['Stripe', 'Avalara', 'Klaviyo', 'Adyen', 'Search sync'])[a], '2022-01-10'::timestamptz + a * interval '31 days',
       a <> 5, 'saleor.app.' || lower((ARRAY['stripe', 'avalara', 'klaviyo', 'adyen', 'search'])[a]), pg_temp.u('app', a), '{}', '{}'
  FROM generate_series(1, 5) a;

CREATE TABLE channel_channel (id serial PRIMARY KEY, name varchar(250) NOT NULL, slug varchar(255) NOT NULL UNIQUE,
  is_active boolean NOT NULL, currency_code varchar(3) NOT NULL, default_country varchar(2) NOT NULL,
  allocation_strategy varchar(255) NOT NULL, order_mark_as_paid_strategy varchar(255) NOT NULL, metadata jsonb, private_metadata jsonb);
INSERT INTO channel_channel (name, slug, is_active, currency_code, default_country, allocation_strategy,
                             order_mark_as_paid_strategy, metadata, private_metadata) VALUES
  ('Default Channel', 'default-channel', true, 'USD', 'US', 'prioritize-sorting-order', 'payment_flow', '{}', '{}'),
  ('Channel-PLN', 'channel-pln', true, 'PLN', 'PL', 'prioritize-sorting-order', 'payment_flow', '{}', '{}'),
  ('Channel-EUR', 'channel-eur', true, 'EUR', 'DE', 'prioritize-high-stock', 'transaction_flow', '{}', '{}'),
  ('Wholesale', 'wholesale', false, 'USD', 'US', 'prioritize-sorting-order', 'payment_flow', '{}', '{}');

CREATE TABLE tax_taxclass (id serial PRIMARY KEY, name varchar(255) NOT NULL, metadata jsonb, private_metadata jsonb);
INSERT INTO tax_taxclass (name, metadata, private_metadata) VALUES
  ('Standard', '{}', '{}'), ('Reduced', '{}', '{}'), ('Zero rated', '{}', '{}'), ('Digital goods', '{}', '{}'), ('Shipping', '{}', '{}');

-- ---- addresses and users ----
CREATE TABLE account_address (id serial PRIMARY KEY, first_name varchar(256), last_name varchar(256),
  company_name varchar(256), street_address_1 varchar(256), street_address_2 varchar(256), city varchar(256),
  city_area varchar(128), postal_code varchar(20), country varchar(2) NOT NULL, country_area varchar(128),
  phone varchar(128), metadata jsonb, private_metadata jsonb, validation_skipped boolean NOT NULL DEFAULT false);
-- address ids: 1..6 warehouses, then the users' address books, then copies on orders and checkouts
CREATE TEMP TABLE t_addr (id int, kind text, owner int, country varchar(2));
INSERT INTO t_addr SELECT w, 'warehouse', w, (ARRAY['US', 'US', 'PL', 'DE', 'GB', 'US'])[w] FROM generate_series(1, 6) w;
-- writes the address rows planned in t_addr that are not written yet
CREATE FUNCTION pg_temp.flush_addr() RETURNS void LANGUAGE sql AS $$
INSERT INTO account_address (id, first_name, last_name, company_name, street_address_1, street_address_2, city, city_area,
  postal_code, country, country_area, phone, metadata, private_metadata, validation_skipped)
SELECT id, CASE WHEN kind = 'warehouse' THEN '' ELSE 'First' || (id * 13) % 701 END, CASE WHEN kind = 'warehouse' THEN '' ELSE 'Last' || (id * 7) % 409 END,
       CASE WHEN kind = 'warehouse' THEN 'Saleor Warehouse ' || id WHEN id % 11 = 0 THEN 'Company ' || id ELSE '' END,
       (id * 37) % 9000 + 1 || ' Main St', CASE WHEN id % 5 = 0 THEN 'Apt ' || id % 40 ELSE '' END,
       (ARRAY['NEW YORK', 'CHICAGO', 'WARSZAWA', 'BERLIN', 'LONDON', 'AUSTIN'])[1 + id % 6], '', lpad(((id * 131) % 99999)::text, 5, '0'),
       country, CASE WHEN country = 'US' THEN (ARRAY['NY', 'IL', 'TX', 'CA'])[1 + id % 4] ELSE '' END,
       CASE WHEN id % 3 = 0 THEN '+1555' || lpad(((id * 17) % 10000000)::text, 7, '0') ELSE '' END, '{}', '{}', false
  FROM t_addr WHERE id > (SELECT coalesce(max(id), 0) FROM account_address) ORDER BY id;
SELECT setval('account_address_id_seq', (SELECT max(id) FROM account_address));
$$;

CREATE TABLE account_user (id serial PRIMARY KEY, password varchar(128) NOT NULL, last_login timestamptz,
  email varchar(254) NOT NULL UNIQUE, is_staff boolean NOT NULL, is_active boolean NOT NULL, date_joined timestamptz NOT NULL,
  default_billing_address_id integer REFERENCES account_address, default_shipping_address_id integer REFERENCES account_address,
  note text, first_name varchar(256), last_name varchar(256), avatar varchar(100), private_metadata jsonb, metadata jsonb,
  jwt_token_key varchar(12), language_code varchar(35) NOT NULL, search_document text, updated_at timestamptz NOT NULL,
  uuid uuid NOT NULL UNIQUE, is_confirmed boolean NOT NULL, last_password_reset_request timestamptz, external_reference varchar(250) UNIQUE);
-- how many addresses each of the 900 users keeps (staff 1..8 none)
CREATE TEMP TABLE t_ua AS
SELECT u, CASE WHEN u <= 8 OR u % 10 IN (0, 3, 7) THEN 0 WHEN random() < 0.7 THEN 1 WHEN random() < 0.7 THEN 2 ELSE 3 END AS n
  FROM generate_series(1, 900) u;
INSERT INTO t_addr
SELECT 6 + row_number() OVER (ORDER BY u, k), 'user', u,
       CASE WHEN random() < 0.7 THEN 'US' WHEN random() < 0.6 THEN 'PL' ELSE (ARRAY['DE', 'GB', 'FR', 'CA'])[pg_temp.r(4)] END
  FROM t_ua, generate_series(1, n) k;
SELECT pg_temp.flush_addr();

INSERT INTO account_user (password, last_login, email, is_staff, is_active, date_joined, note, first_name, last_name,
  avatar, private_metadata, metadata, jwt_token_key, language_code, search_document, updated_at, uuid, is_confirmed,
  last_password_reset_request, external_reference)
SELECT 'argon2$' || md5('pw' || u), CASE WHEN u % 6 <> 0 THEN '2025-06-01'::timestamptz - (u % 200) * interval '1 day' END,
       CASE WHEN u <= 8 THEN 'staff' || u || '@example.com' ELSE 'customer' || u || '@' || (ARRAY['gmail.com', 'example.org', 'yahoo.com'])[1 + u % 3] END,
       u <= 8, u % 41 <> 0, '2021-02-01'::timestamptz + u * interval '17 hours',
       CASE WHEN u % 37 = 0 THEN 'VIP customer' END, 'First' || u, 'Last' || (u * 7) % 311,
       CASE WHEN u % 9 = 0 THEN 'user-avatars/' || md5('av' || u) || '.png' END, '{}', '{}', substr(md5('jwt' || u), 1, 12),
       (ARRAY['en', 'en', 'en', 'pl', 'de'])[1 + u % 5], 'customer' || u || '\n' || 'first' || u, '2025-07-01'::timestamptz - (u % 90) * interval '1 day',
       pg_temp.u('user', u), u % 13 <> 0, CASE WHEN u % 29 = 0 THEN '2025-03-01'::timestamptz END,
       CASE WHEN u % 11 = 0 THEN 'crm-' || (100000 + u * 3) END
  FROM generate_series(1, 900) u;

CREATE TABLE account_user_addresses (id serial PRIMARY KEY, user_id integer NOT NULL REFERENCES account_user,
  address_id integer NOT NULL REFERENCES account_address, UNIQUE (user_id, address_id));
INSERT INTO account_user_addresses (user_id, address_id) SELECT owner, id FROM t_addr WHERE kind = 'user' ORDER BY id;
UPDATE account_user SET default_billing_address_id = a.first, default_shipping_address_id = CASE WHEN a.cnt > 1 AND id % 4 = 0 THEN a.last ELSE a.first END
  FROM (SELECT owner, min(id) AS first, max(id) AS last, count(*) AS cnt FROM t_addr WHERE kind = 'user' GROUP BY owner) a
 WHERE a.owner = account_user.id AND account_user.id % 17 <> 0;

-- ---- catalogue ----
CREATE TABLE product_producttype (id serial PRIMARY KEY, name varchar(250) NOT NULL, has_variants boolean NOT NULL,
  is_shipping_required boolean NOT NULL, weight double precision NOT NULL, is_digital boolean NOT NULL,
  slug varchar(255) NOT NULL UNIQUE, kind varchar(32) NOT NULL, tax_class_id integer REFERENCES tax_taxclass,
  metadata jsonb, private_metadata jsonb);
INSERT INTO product_producttype (name, has_variants, is_shipping_required, weight, is_digital, slug, kind, tax_class_id, metadata, private_metadata)
SELECT n, hv, ship, w, dig, lower(replace(n, ' ', '-')), CASE WHEN n = 'Gift card' THEN 'gift_card' ELSE 'normal' END, tc, '{}', '{}'
  FROM (VALUES ('Apparel', true, true, 0.4, false, 1), ('Shoes', true, true, 1.1, false, 1), ('Juice', true, true, 1.0, false, 2),
               ('Beer', true, true, 0.6, false, 1), ('E-book', false, false, 0, true, 4), ('Audiobook', false, false, 0, true, 4),
               ('Gift card', true, false, 0, true, 3), ('Cushion', true, true, 0.8, false, NULL), ('Poster', false, true, 0.2, false, 1),
               ('Accessories', true, true, 0.3, false, NULL), ('Groceries', false, true, 1.5, false, 2), ('Top (clothing)', true, true, 0.3, false, 1))
       AS v(n, hv, ship, w, dig, tc);

CREATE TABLE product_category (id serial PRIMARY KEY, name varchar(250) NOT NULL, slug varchar(255) NOT NULL UNIQUE,
  description jsonb, lft integer NOT NULL, rght integer NOT NULL, tree_id integer NOT NULL, level integer NOT NULL,
  parent_id integer REFERENCES product_category, background_image varchar(100), seo_description varchar(300),
  seo_title varchar(70), background_image_alt varchar(128), metadata jsonb, private_metadata jsonb, updated_at timestamptz NOT NULL);
-- 6 trees: a root (ids 1..6) with 5 children each, every 2nd child with 2 grandchildren (MPTT numbering)
CREATE TEMP TABLE t_cat (id int, parent int, tree int, lvl int, lft int, rght int);
INSERT INTO t_cat SELECT t, NULL, t, 0, 1, 20 FROM generate_series(1, 6) t;
INSERT INTO t_cat SELECT 6 + (t - 1) * 5 + c, t, t, 1, 0, 0 FROM generate_series(1, 6) t, generate_series(1, 5) c;
INSERT INTO t_cat SELECT 36 + (t - 1) * 4 + (c / 2 - 1) * 2 + g, 6 + (t - 1) * 5 + c, t, 2, 0, 0
  FROM generate_series(1, 6) t, generate_series(2, 4, 2) c, generate_series(1, 2) g;
-- children's lft/rght in order: child c spans 1 + its grandchildren
UPDATE t_cat c SET lft = x.l, rght = x.r FROM (
  SELECT id, 2 + sum(w) OVER (PARTITION BY tree ORDER BY id) - w AS l, 2 + sum(w) OVER (PARTITION BY tree ORDER BY id) - 1 AS r
    FROM (SELECT id, tree, 2 + 2 * (SELECT count(*) FROM t_cat g WHERE g.parent = t_cat.id) AS w FROM t_cat WHERE lvl = 1) y) x
 WHERE c.id = x.id;
UPDATE t_cat g SET lft = p.lft + 1 + 2 * (g.id - (SELECT min(id) FROM t_cat s WHERE s.parent = g.parent)),
                   rght = p.lft + 2 + 2 * (g.id - (SELECT min(id) FROM t_cat s WHERE s.parent = g.parent))
  FROM t_cat p WHERE g.lvl = 2 AND p.id = g.parent;
INSERT INTO product_category (id, name, slug, description, lft, rght, tree_id, level, parent_id, background_image,
  seo_description, seo_title, background_image_alt, metadata, private_metadata, updated_at)
SELECT id, 'Category ' || id, 'category-' || id, '{"blocks": []}', lft, rght, tree, lvl, parent,
       CASE WHEN lvl = 0 THEN 'category-backgrounds/c' || id || '.jpg' END, NULL, NULL, '', '{}', '{}',
       '2024-01-01'::timestamptz + id * interval '3 days'
  FROM t_cat ORDER BY id;
SELECT setval('product_category_id_seq', 60);

CREATE TABLE product_product (id serial PRIMARY KEY, name varchar(250) NOT NULL, description jsonb,
  product_type_id integer NOT NULL REFERENCES product_producttype, category_id integer REFERENCES product_category,
  seo_description varchar(300), seo_title varchar(70), weight double precision, metadata jsonb, private_metadata jsonb,
  slug varchar(255) NOT NULL UNIQUE, default_variant_id integer UNIQUE, rating double precision, search_document text,
  description_plaintext text NOT NULL, search_index_dirty boolean NOT NULL, tax_class_id integer REFERENCES tax_taxclass,
  external_reference varchar(250) UNIQUE, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);
-- 320 products; product type skewed to apparel/juice; leaf categories mostly, a few on roots, 3% none
INSERT INTO product_product (name, description, product_type_id, category_id, seo_description, seo_title, weight, metadata,
  private_metadata, slug, rating, search_document, description_plaintext, search_index_dirty, tax_class_id, external_reference,
  created_at, updated_at)
SELECT 'Product ' || p, '{"blocks": [{"type": "paragraph"}]}', pt,
       CASE WHEN p % 33 = 0 THEN NULL WHEN p % 10 = 0 THEN pg_temp.r(6) ELSE 6 + pg_temp.sk(42, 1.7) END,
       NULL, NULL, CASE WHEN random() < 0.2 THEN round((random() * 3)::numeric, 2) END, '{}', '{}', 'product-' || p,
       CASE WHEN random() < 0.4 THEN round((1 + random() * 4)::numeric, 1) END, 'product ' || p, 'Plain text ' || p, false,
       CASE WHEN random() < 0.15 THEN pg_temp.r(4) END, CASE WHEN p % 7 = 0 THEN 'erp-' || (5000 + p) END,
       '2022-06-01'::timestamptz + p * interval '2 days', '2025-05-01'::timestamptz + (p % 60) * interval '1 day'
  FROM (SELECT p, CASE WHEN p <= 6 THEN 7 ELSE (ARRAY[1, 1, 1, 12, 12, 2, 3, 3, 4, 5, 6, 8, 9, 10, 10, 11])[pg_temp.r(16)] END AS pt
          FROM generate_series(1, 320) p) x;

CREATE TABLE product_productvariant (id serial PRIMARY KEY, sku varchar(255) UNIQUE, name varchar(255) NOT NULL,
  product_id integer NOT NULL REFERENCES product_product, track_inventory boolean NOT NULL, weight double precision,
  metadata jsonb, private_metadata jsonb, sort_order integer, is_preorder boolean NOT NULL, preorder_end_date timestamptz,
  preorder_global_threshold integer, quantity_limit_per_customer integer, created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL, external_reference varchar(250) UNIQUE);
INSERT INTO product_productvariant (sku, name, product_id, track_inventory, weight, metadata, private_metadata, sort_order,
  is_preorder, preorder_end_date, preorder_global_threshold, quantity_limit_per_customer, created_at, updated_at, external_reference)
SELECT CASE WHEN (p * 10 + k) % 53 = 0 THEN NULL ELSE lpad((p * 10 + k)::text, 8, '0') END,
       CASE WHEN n = 1 THEN '' ELSE (ARRAY['XS', 'S', 'M', 'L', 'XL', 'XXL'])[k] END, p, NOT dig, NULL, '{}', '{}', k - 1,
       (p * 10 + k) % 97 = 0, NULL, NULL, CASE WHEN p % 23 = 0 THEN 2 END,
       '2022-06-01'::timestamptz + p * interval '2 days', '2025-05-01'::timestamptz, NULL
  FROM (SELECT pp.id AS p, t.is_digital AS dig,
               CASE WHEN NOT t.has_variants THEN 1 WHEN t.kind = 'gift_card' THEN 4 ELSE 1 + floor(random() * 5)::int END AS n
          FROM product_product pp JOIN product_producttype t ON t.id = pp.product_type_id ORDER BY pp.id) x,
       generate_series(1, n) k
 ORDER BY p, k;
ALTER TABLE product_product ADD CONSTRAINT product_product_default_variant_id_fk FOREIGN KEY (default_variant_id) REFERENCES product_productvariant;
-- the default variant: the first, set when the product got variants (a few products lost theirs: NULL)
UPDATE product_product p SET default_variant_id = v.vid
  FROM (SELECT product_id, min(id) AS vid FROM product_productvariant GROUP BY product_id) v
 WHERE v.product_id = p.id AND p.id % 19 <> 0;

CREATE TABLE product_productmedia (id serial PRIMARY KEY, sort_order integer, image varchar(100), ppoi varchar(20) NOT NULL,
  alt varchar(250) NOT NULL, type varchar(32) NOT NULL, external_url varchar(256), oembed_data jsonb NOT NULL,
  product_id integer REFERENCES product_product, metadata jsonb, private_metadata jsonb);
INSERT INTO product_productmedia (sort_order, image, ppoi, alt, type, external_url, oembed_data, product_id, metadata, private_metadata)
SELECT k - 1, CASE WHEN k < 3 THEN 'products/' || md5('img' || p || k) || '.png' END, '0.5x0.5', '', CASE WHEN k < 3 THEN 'IMAGE' ELSE 'VIDEO' END,
       CASE WHEN k = 3 THEN 'https://www.youtube.com/watch?v=' || substr(md5('yt' || p), 1, 11) END, '{}', p, '{}', '{}'
  FROM generate_series(1, 320) p, generate_series(1, 3) k
 WHERE k = 1 OR (k = 2 AND p % 3 <> 0) OR (k = 3 AND p % 17 = 0);

CREATE TABLE product_variantmedia (id serial PRIMARY KEY, media_id integer NOT NULL REFERENCES product_productmedia,
  variant_id integer NOT NULL REFERENCES product_productvariant, UNIQUE (variant_id, media_id));
INSERT INTO product_variantmedia (media_id, variant_id)
SELECT m.id, v.id FROM product_productvariant v JOIN product_productmedia m ON m.product_id = v.product_id AND m.sort_order = 0
 WHERE v.id % 3 = 0 ORDER BY v.id;

CREATE TABLE product_collection (id serial PRIMARY KEY, name varchar(250) NOT NULL, slug varchar(255) NOT NULL UNIQUE,
  background_image varchar(100), seo_description varchar(300), seo_title varchar(70), description jsonb,
  background_image_alt varchar(128) NOT NULL, metadata jsonb, private_metadata jsonb);
INSERT INTO product_collection (name, slug, background_image, seo_description, seo_title, description, background_image_alt, metadata, private_metadata)
SELECT (ARRAY['Summer Picks', 'Winter Sale', 'Featured Products', 'Best Sellers', 'New Arrivals', 'Staff Picks', 'Clearance',
              'Gift Ideas', 'Eco Line', 'Limited Edition', 'Back to School', 'Home Essentials', 'Outdoor', 'Kids', 'Premium'])[c],
       'collection-' || c, CASE WHEN c % 2 = 0 THEN 'collection-backgrounds/c' || c || '.jpg' END, NULL, NULL, NULL, '', '{}', '{}'
  FROM generate_series(1, 15) c;

CREATE TABLE product_collectionproduct (id serial PRIMARY KEY, collection_id integer NOT NULL REFERENCES product_collection,
  product_id integer NOT NULL REFERENCES product_product, sort_order integer, UNIQUE (collection_id, product_id));
INSERT INTO product_collectionproduct (collection_id, product_id, sort_order)
SELECT c, p, row_number() OVER (PARTITION BY c ORDER BY p) - 1
  FROM generate_series(1, 15) c, generate_series(1, 320) p
 WHERE (p * 31 + c * 17) % (CASE WHEN c <= 4 THEN 6 ELSE 25 END) = 0
 ORDER BY c, p;

CREATE TABLE product_collectionchannellisting (id serial PRIMARY KEY, published_at timestamptz, is_published boolean NOT NULL,
  channel_id integer NOT NULL REFERENCES channel_channel, collection_id integer NOT NULL REFERENCES product_collection,
  UNIQUE (collection_id, channel_id));
INSERT INTO product_collectionchannellisting (published_at, is_published, channel_id, collection_id)
SELECT '2024-01-01'::timestamptz + c * interval '5 days', c % 5 <> 0, ch, c
  FROM generate_series(1, 15) c, generate_series(1, 3) ch WHERE ch = 1 OR (c + ch) % 2 = 0 ORDER BY c, ch;

CREATE TABLE product_productchannellisting (id serial PRIMARY KEY, published_at timestamptz, is_published boolean NOT NULL,
  channel_id integer NOT NULL REFERENCES channel_channel, product_id integer NOT NULL REFERENCES product_product,
  discounted_price_amount numeric(20, 3), currency varchar(3) NOT NULL, visible_in_listings boolean NOT NULL,
  available_for_purchase_at timestamptz, discounted_price_dirty boolean NOT NULL, UNIQUE (product_id, channel_id));
INSERT INTO product_productchannellisting (published_at, is_published, channel_id, product_id, discounted_price_amount, currency,
  visible_in_listings, available_for_purchase_at, discounted_price_dirty)
SELECT '2023-01-01'::timestamptz + p * interval '1 day', p % 29 <> 0, ch, p, round((5 + random() * 200)::numeric, 2),
       (ARRAY['USD', 'PLN', 'EUR', 'USD'])[ch], p % 31 <> 0, '2023-01-01'::timestamptz + p * interval '1 day', false
  FROM generate_series(1, 320) p, generate_series(1, 4) ch
 WHERE (ch = 1 AND p % 20 <> 0) OR (ch = 2 AND p % 3 <> 0) OR (ch = 3 AND p % 2 = 0) OR (ch = 4 AND p % 9 = 0)
 ORDER BY p, ch;

CREATE TABLE product_productvariantchannellisting (id serial PRIMARY KEY, currency varchar(3) NOT NULL,
  price_amount numeric(20, 3), channel_id integer NOT NULL REFERENCES channel_channel,
  variant_id integer NOT NULL REFERENCES product_productvariant, cost_price_amount numeric(20, 3),
  preorder_quantity_threshold integer, discounted_price_amount numeric(20, 3), UNIQUE (variant_id, channel_id));
INSERT INTO product_productvariantchannellisting (currency, price_amount, channel_id, variant_id, cost_price_amount,
  preorder_quantity_threshold, discounted_price_amount)
SELECT l.currency, round((5 + random() * 200)::numeric, 2), l.channel_id, v.id,
       CASE WHEN random() < 0.6 THEN round((2 + random() * 80)::numeric, 2) END, NULL, NULL
  FROM product_productvariant v JOIN product_productchannellisting l ON l.product_id = v.product_id
 WHERE (v.id + l.channel_id) % 11 <> 0 ORDER BY v.id, l.channel_id;

-- ---- shipping and warehouses ----
CREATE TABLE shipping_shippingzone (id serial PRIMARY KEY, name varchar(100) NOT NULL, countries varchar(749) NOT NULL,
  "default" boolean NOT NULL, description text, metadata jsonb, private_metadata jsonb);
INSERT INTO shipping_shippingzone (name, countries, "default", description, metadata, private_metadata) VALUES
  ('United States', 'US', false, NULL, '{}', '{}'), ('Poland', 'PL', false, NULL, '{}', '{}'),
  ('Europe', 'DE,FR,GB,IT,ES,NL,BE,AT', false, NULL, '{}', '{}'), ('Canada', 'CA', false, NULL, '{}', '{}'),
  ('Asia', 'JP,CN,KR,IN,SG', false, NULL, '{}', '{}'), ('Rest of World', '', true, 'fallback', '{}', '{}');

CREATE TABLE shipping_shippingzone_channels (id serial PRIMARY KEY, shippingzone_id integer NOT NULL REFERENCES shipping_shippingzone,
  channel_id integer NOT NULL REFERENCES channel_channel, UNIQUE (shippingzone_id, channel_id));
INSERT INTO shipping_shippingzone_channels (shippingzone_id, channel_id)
SELECT z, c FROM generate_series(1, 6) z, generate_series(1, 4) c
 WHERE c = 1 OR (c = 2 AND z IN (2, 3)) OR (c = 3 AND z IN (3, 6)) OR (c = 4 AND z = 1) ORDER BY z, c;

CREATE TABLE shipping_shippingmethod (id serial PRIMARY KEY, name varchar(100) NOT NULL, maximum_order_weight double precision,
  minimum_order_weight double precision, type varchar(30) NOT NULL, shipping_zone_id integer NOT NULL REFERENCES shipping_shippingzone,
  metadata jsonb, private_metadata jsonb, maximum_delivery_days integer, minimum_delivery_days integer, description jsonb,
  tax_class_id integer REFERENCES tax_taxclass);
INSERT INTO shipping_shippingmethod (name, maximum_order_weight, minimum_order_weight, type, shipping_zone_id, metadata,
  private_metadata, maximum_delivery_days, minimum_delivery_days, description, tax_class_id)
SELECT (ARRAY['Standard', 'Express', 'Economy'])[k] || ' ' || z, NULL, CASE WHEN k = 3 THEN 0 END, CASE WHEN k = 3 THEN 'weight' ELSE 'price' END,
       z, '{}', '{}', (ARRAY[7, 2, 14])[k], (ARRAY[3, 1, 7])[k], NULL, CASE WHEN k <> 3 THEN 5 END
  FROM generate_series(1, 6) z, generate_series(1, 3) k WHERE k < 3 OR z IN (1, 3) ORDER BY z, k;

CREATE TABLE warehouse_warehouse (id uuid PRIMARY KEY, name varchar(250) NOT NULL, email varchar(254) NOT NULL,
  address_id integer NOT NULL REFERENCES account_address, slug varchar(255) NOT NULL UNIQUE, metadata jsonb, private_metadata jsonb,
  click_and_collect_option varchar(30) NOT NULL, is_private boolean NOT NULL, external_reference varchar(250) UNIQUE);
INSERT INTO warehouse_warehouse (id, name, email, address_id, slug, metadata, private_metadata, click_and_collect_option, is_private, external_reference)
SELECT pg_temp.u('warehouse', w), (ARRAY['Americas', 'Oceania', 'Europe', 'Berlin Store', 'London Depot', 'Chicago Store'])[w],
       'wh' || w || '@example.com', w, 'warehouse-' || w, '{}', '{}',
       CASE WHEN w IN (4, 6) THEN 'local' ELSE 'disabled' END, w IN (2, 5), NULL
  FROM generate_series(1, 6) w;

CREATE TABLE warehouse_warehouse_shipping_zones (id serial PRIMARY KEY, warehouse_id uuid NOT NULL REFERENCES warehouse_warehouse,
  shippingzone_id integer NOT NULL REFERENCES shipping_shippingzone, UNIQUE (warehouse_id, shippingzone_id));
INSERT INTO warehouse_warehouse_shipping_zones (warehouse_id, shippingzone_id)
SELECT pg_temp.u('warehouse', w), z FROM (VALUES (1, 1), (1, 4), (1, 6), (2, 5), (2, 6), (3, 2), (3, 3), (4, 3), (5, 3), (6, 1)) v(w, z);

CREATE TABLE warehouse_channelwarehouse (id serial PRIMARY KEY, channel_id integer NOT NULL REFERENCES channel_channel,
  warehouse_id uuid NOT NULL REFERENCES warehouse_warehouse, sort_order integer, UNIQUE (channel_id, warehouse_id));
INSERT INTO warehouse_channelwarehouse (channel_id, warehouse_id, sort_order)
SELECT c, pg_temp.u('warehouse', w), w FROM (VALUES (1, 1), (1, 2), (1, 6), (2, 3), (3, 3), (3, 4), (3, 5), (4, 1)) v(c, w);

CREATE TABLE warehouse_stock (id serial PRIMARY KEY, quantity integer NOT NULL, product_variant_id integer NOT NULL REFERENCES product_productvariant,
  warehouse_id uuid NOT NULL REFERENCES warehouse_warehouse, quantity_allocated integer NOT NULL, UNIQUE (warehouse_id, product_variant_id));
INSERT INTO warehouse_stock (quantity, product_variant_id, warehouse_id, quantity_allocated)
SELECT pg_temp.r(300) - 1, v.id, pg_temp.u('warehouse', w), 0
  FROM product_productvariant v, generate_series(1, 6) w
 WHERE v.track_inventory AND (w = 1 OR (w = 3 AND v.id % 2 = 0) OR (w = 2 AND v.id % 5 = 0) OR (w IN (4, 6) AND v.id % 4 = 1)
                              OR (w = 5 AND v.id % 9 = 0))
 ORDER BY v.id, w;

-- ---- vouchers and gift cards ----
CREATE TABLE discount_voucher (id serial PRIMARY KEY, type varchar(20) NOT NULL, name varchar(255), code varchar(255) NOT NULL UNIQUE,
  usage_limit integer, used integer NOT NULL, start_date timestamptz NOT NULL, end_date timestamptz,
  discount_value_type varchar(10) NOT NULL, apply_once_per_order boolean NOT NULL, countries varchar(749) NOT NULL,
  apply_once_per_customer boolean NOT NULL, only_for_staff boolean NOT NULL, min_checkout_items_quantity integer,
  metadata jsonb, private_metadata jsonb);
INSERT INTO discount_voucher (type, name, code, usage_limit, used, start_date, end_date, discount_value_type, apply_once_per_order,
  countries, apply_once_per_customer, only_for_staff, min_checkout_items_quantity, metadata, private_metadata)
SELECT (ARRAY['entire_order', 'entire_order', 'shipping', 'specific_product'])[1 + v % 4], 'Voucher ' || v,
       upper(substr(md5('voucher' || v), 1, 4)) || '-' || upper(substr(md5('voucher' || v), 5, 4)) || '-' || v,
       CASE WHEN v % 3 = 0 THEN 100 END, 0, '2023-01-01'::timestamptz + v * interval '9 days',
       CASE WHEN v % 2 = 0 THEN '2024-01-01'::timestamptz + v * interval '9 days' END, CASE WHEN v % 3 = 0 THEN 'fixed' ELSE 'percentage' END,
       false, '', v % 5 = 0, v = 40, NULL, '{}', '{}'
  FROM generate_series(1, 40) v;

CREATE TABLE discount_voucherchannellisting (id serial PRIMARY KEY, discount_value numeric(12, 3) NOT NULL, currency varchar(3) NOT NULL,
  min_spent_amount numeric(12, 3), channel_id integer NOT NULL REFERENCES channel_channel, voucher_id integer NOT NULL REFERENCES discount_voucher,
  UNIQUE (voucher_id, channel_id));
INSERT INTO discount_voucherchannellisting (discount_value, currency, min_spent_amount, channel_id, voucher_id)
SELECT (ARRAY[10, 15, 20, 5])[1 + v % 4], (ARRAY['USD', 'PLN', 'EUR'])[c], CASE WHEN v % 4 = 0 THEN 50 END, c, v
  FROM generate_series(1, 40) v, generate_series(1, 3) c WHERE c = 1 OR (v + c) % 3 = 0 ORDER BY v, c;

CREATE TABLE discount_voucher_products (id serial PRIMARY KEY, voucher_id integer NOT NULL REFERENCES discount_voucher,
  product_id integer NOT NULL REFERENCES product_product, UNIQUE (voucher_id, product_id));
INSERT INTO discount_voucher_products (voucher_id, product_id)
SELECT v, p FROM generate_series(1, 40) v, generate_series(1, 320) p WHERE v % 4 = 3 AND (p * 7 + v) % 29 = 0 ORDER BY v, p;

-- ---- orders ----
CREATE TEMP TABLE t_ord AS
SELECT i, u, ch, dig, cc, st,
       CASE WHEN random() < 0.1 THEN pg_temp.sk(40, 1.5) END AS vch
  FROM (SELECT i, CASE WHEN random() < 0.27 THEN NULL ELSE 8 + pg_temp.sk(892, 1.8) END AS u,
               (ARRAY[1, 1, 1, 1, 1, 2, 2, 3, 3, 4])[pg_temp.r(10)] AS ch, random() < 0.05 AS dig,
               random() < 0.04 AS cc,
               (ARRAY['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'unfulfilled', 'partially fulfilled', 'canceled', 'draft',
                      'returned', 'unconfirmed'])[pg_temp.r(10)] AS st
          FROM generate_series(1, 1600) i) x;
-- each order copies its billing (and, unless digital, shipping) address into a new row
ALTER TABLE t_ord ADD COLUMN bill int, ADD COLUMN ship int;
UPDATE t_ord SET bill = 2000 + 2 * i, ship = CASE WHEN NOT dig THEN 2001 + 2 * i END;
INSERT INTO t_addr SELECT bill, 'order', i, 'US' FROM t_ord UNION ALL SELECT ship, 'order', i, 'US' FROM t_ord WHERE ship IS NOT NULL;
SELECT pg_temp.flush_addr();

CREATE TABLE order_order (id uuid PRIMARY KEY, created_at timestamptz NOT NULL, tracking_client_id varchar(36) NOT NULL,
  user_email varchar(254) NOT NULL, billing_address_id integer REFERENCES account_address,
  shipping_address_id integer REFERENCES account_address, user_id integer REFERENCES account_user,
  total_net_amount numeric(20, 3) NOT NULL, discount_amount numeric(20, 3) NOT NULL, discount_name varchar(255),
  voucher_id integer REFERENCES discount_voucher, voucher_code varchar(255), language_code varchar(35) NOT NULL,
  shipping_price_gross_amount numeric(20, 3) NOT NULL, total_gross_amount numeric(20, 3) NOT NULL,
  shipping_price_net_amount numeric(20, 3) NOT NULL, status varchar(32) NOT NULL,
  shipping_method_name varchar(255), shipping_method_id integer REFERENCES shipping_shippingmethod,
  display_gross_prices boolean NOT NULL, customer_note text NOT NULL, weight double precision NOT NULL,
  checkout_token varchar(36) NOT NULL, currency varchar(3) NOT NULL, metadata jsonb, private_metadata jsonb,
  channel_id integer NOT NULL REFERENCES channel_channel, redirect_url varchar(200), origin varchar(32) NOT NULL,
  original_id uuid REFERENCES order_order, search_document text NOT NULL, updated_at timestamptz NOT NULL,
  number serial NOT NULL UNIQUE, collection_point_id uuid REFERENCES warehouse_warehouse, collection_point_name varchar(255),
  charge_status varchar(32) NOT NULL, authorize_status varchar(32) NOT NULL, external_reference varchar(250) UNIQUE);
INSERT INTO order_order (id, created_at, tracking_client_id, user_email, billing_address_id, shipping_address_id, user_id,
  total_net_amount, discount_amount, discount_name, voucher_id, voucher_code, language_code, shipping_price_gross_amount,
  total_gross_amount, shipping_price_net_amount, status, shipping_method_name, shipping_method_id, display_gross_prices,
  customer_note, weight, checkout_token, currency, metadata, private_metadata, channel_id, redirect_url, origin, original_id,
  search_document, updated_at, number, collection_point_id, collection_point_name, charge_status, authorize_status, external_reference)
SELECT pg_temp.u('order', i), '2023-02-01'::timestamptz + i * interval '13 hours', md5('trk' || i)::uuid::text,
       COALESCE(us.email, 'guest' || (i * 7919) % 5003 || '@mail.example.net'), bill, ship, o.u,
       0, CASE WHEN vch IS NOT NULL THEN 5 ELSE 0 END, CASE WHEN vch IS NOT NULL THEN 'Voucher ' || vch END, vch, dv.code,
       (ARRAY['en', 'en', 'pl', 'de'])[ch], 0, 0, 0, st,
       sm.name, sm.id, true, '', 0, CASE WHEN st = 'draft' THEN '' ELSE md5('deleted-checkout' || i)::uuid::text END,
       (ARRAY['USD', 'PLN', 'EUR', 'USD'])[ch], '{}', '{}', ch, NULL,
       CASE WHEN st = 'draft' THEN 'draft' WHEN st = 'returned' AND i % 3 = 0 THEN 'reissue' ELSE 'checkout' END,
       CASE WHEN st = 'returned' AND i % 3 = 0 AND i > 40 THEN pg_temp.u('order', i - 1 - i % 37) END,
       '#' || i, '2025-06-01'::timestamptz, i,
       CASE WHEN cc AND NOT dig THEN pg_temp.u('warehouse', CASE WHEN ch = 3 THEN 4 ELSE 6 END) END,
       CASE WHEN cc AND NOT dig THEN CASE WHEN ch = 3 THEN 'Berlin Store' ELSE 'Chicago Store' END END,
       CASE WHEN st IN ('draft', 'unconfirmed') THEN 'none' ELSE 'full' END, CASE WHEN st = 'draft' THEN 'none' ELSE 'full' END, NULL
  FROM t_ord o LEFT JOIN account_user us ON us.id = o.u LEFT JOIN discount_voucher dv ON dv.id = o.vch
       LEFT JOIN LATERAL (SELECT m.id, m.name FROM shipping_shippingmethod m JOIN shipping_shippingzone_channels zc
                          ON zc.shippingzone_id = m.shipping_zone_id AND zc.channel_id = o.ch
                          WHERE NOT o.dig AND NOT o.cc ORDER BY md5(o.i::text || m.id) LIMIT 1) sm ON true
 ORDER BY i;
SELECT setval('order_order_number_seq', 1600);

-- some variants were deleted since they were ordered: order lines keep their sku, variant_id SET NULL
CREATE TEMP TABLE t_dead AS SELECT id FROM product_productvariant WHERE id % 83 = 5 AND id NOT IN (SELECT default_variant_id FROM product_product WHERE default_variant_id IS NOT NULL);
CREATE TEMP TABLE t_live AS SELECT v.id, v.sku, v.name, v.product_id, row_number() OVER (ORDER BY v.id) AS k FROM product_productvariant v;

CREATE TABLE order_orderline (id uuid PRIMARY KEY, product_name varchar(386) NOT NULL, product_sku varchar(255),
  quantity integer NOT NULL, unit_price_net_amount numeric(20, 3) NOT NULL, unit_price_gross_amount numeric(20, 3) NOT NULL,
  is_shipping_required boolean NOT NULL, order_id uuid NOT NULL REFERENCES order_order, quantity_fulfilled integer NOT NULL,
  variant_id integer REFERENCES product_productvariant, tax_rate numeric(5, 4), translated_product_name varchar(386) NOT NULL,
  currency varchar(3) NOT NULL, translated_variant_name varchar(255) NOT NULL, variant_name varchar(255) NOT NULL,
  total_price_gross_amount numeric(20, 3) NOT NULL, total_price_net_amount numeric(20, 3) NOT NULL,
  is_gift_card boolean NOT NULL, product_variant_id varchar(255), created_at timestamptz NOT NULL,
  metadata jsonb, private_metadata jsonb, is_price_overridden boolean);
CREATE TEMP TABLE t_ol AS
SELECT row_number() OVER (ORDER BY x.i, x.k) AS n, x.i, x.st, x.ch, v.id AS vid, v.sku, v.name AS vname, v.product_id, x.qty
  FROM (SELECT o.i, o.st, o.ch, k, 1 + floor(random() ^ 1.6 * (SELECT count(*) FROM t_live))::int AS rk, 1 + floor(random() ^ 3 * 4)::int AS qty
          FROM t_ord o, generate_series(1, 1 + floor(random() ^ 2 * 4)::int + 0 * o.i) k) x
  JOIN t_live v ON v.k = x.rk;
INSERT INTO order_orderline (id, product_name, product_sku, quantity, unit_price_net_amount, unit_price_gross_amount,
  is_shipping_required, order_id, quantity_fulfilled, variant_id, tax_rate, translated_product_name, currency,
  translated_variant_name, variant_name, total_price_gross_amount, total_price_net_amount, is_gift_card, product_variant_id,
  created_at, metadata, private_metadata, is_price_overridden)
SELECT pg_temp.u('line', l.n), p.name, l.sku, l.qty, 20, 24.6, t.is_shipping_required, pg_temp.u('order', l.i),
       CASE WHEN l.st IN ('fulfilled', 'returned') THEN l.qty WHEN l.st = 'partially fulfilled' AND l.n % 2 = 0 THEN l.qty ELSE 0 END,
       CASE WHEN l.vid IN (SELECT id FROM t_dead) THEN NULL ELSE l.vid END, 0.23, '', (ARRAY['USD', 'PLN', 'EUR', 'USD'])[l.ch], '', l.vname,
       24.6 * l.qty, 20 * l.qty, t.kind = 'gift_card', encode(('ProductVariant:' || l.vid)::bytea, 'base64'),
       '2023-02-01'::timestamptz + l.i * interval '13 hours', '{}', '{}', false
  FROM t_ol l JOIN product_product p ON p.id = l.product_id JOIN product_producttype t ON t.id = p.product_type_id
 ORDER BY l.n;

-- ---- fulfillments ----
CREATE TABLE order_fulfillment (id serial PRIMARY KEY, tracking_number varchar(255) NOT NULL, created_at timestamptz NOT NULL,
  order_id uuid NOT NULL REFERENCES order_order, fulfillment_order integer NOT NULL, status varchar(32) NOT NULL,
  metadata jsonb, private_metadata jsonb, shipping_refund_amount numeric(20, 3), total_refund_amount numeric(20, 3));
INSERT INTO order_fulfillment (tracking_number, created_at, order_id, fulfillment_order, status, metadata, private_metadata,
  shipping_refund_amount, total_refund_amount)
SELECT CASE WHEN i % 4 = 0 THEN '' ELSE '1Z' || upper(substr(md5('trk' || i || f), 1, 16)) END,
       '2023-02-03'::timestamptz + i * interval '13 hours' + f * interval '1 day', pg_temp.u('order', i), f,
       CASE WHEN st = 'returned' AND f = 2 THEN 'returned' ELSE 'fulfilled' END, '{}', '{}',
       CASE WHEN st = 'returned' AND f = 2 THEN 0 END, CASE WHEN st = 'returned' AND f = 2 THEN 0 END
  FROM t_ord, generate_series(1, 2) f
 WHERE st IN ('fulfilled', 'partially fulfilled', 'returned') AND (f = 1 OR st = 'returned' OR i % 9 = 0)
 ORDER BY i, f;

CREATE TABLE order_fulfillmentline (id serial PRIMARY KEY, order_line_id uuid NOT NULL REFERENCES order_orderline,
  quantity integer NOT NULL, fulfillment_id integer NOT NULL REFERENCES order_fulfillment, stock_id integer REFERENCES warehouse_stock);
INSERT INTO order_fulfillmentline (order_line_id, quantity, fulfillment_id, stock_id)
SELECT pg_temp.u('line', l.n), l.qty, f.id,
       (SELECT s.id FROM warehouse_stock s WHERE s.product_variant_id = l.vid ORDER BY s.id LIMIT 1)
  FROM t_ol l JOIN order_fulfillment f ON f.order_id = pg_temp.u('order', l.i) AND f.fulfillment_order = 1 + l.n % 2 * (f.fulfillment_order - 1)
 WHERE l.st IN ('fulfilled', 'returned') OR (l.st = 'partially fulfilled' AND l.n % 2 = 0)
 ORDER BY f.id, l.n;

CREATE TABLE warehouse_allocation (id serial PRIMARY KEY, quantity_allocated integer NOT NULL,
  order_line_id uuid NOT NULL REFERENCES order_orderline, stock_id integer NOT NULL REFERENCES warehouse_stock,
  UNIQUE (order_line_id, stock_id));
INSERT INTO warehouse_allocation (quantity_allocated, order_line_id, stock_id)
SELECT l.qty, pg_temp.u('line', l.n), s.id
  FROM t_ol l JOIN LATERAL (SELECT id FROM warehouse_stock s WHERE s.product_variant_id = l.vid ORDER BY id LIMIT 1) s ON true
 WHERE l.st IN ('unfulfilled', 'unconfirmed') OR (l.st = 'partially fulfilled' AND l.n % 2 = 1)
 ORDER BY l.n;
UPDATE warehouse_stock s SET quantity_allocated = a.q FROM (SELECT stock_id, sum(quantity_allocated) AS q FROM warehouse_allocation GROUP BY 1) a
 WHERE a.stock_id = s.id;

-- ---- gift cards ----
CREATE TABLE giftcard_giftcard (id serial PRIMARY KEY, code varchar(16) NOT NULL UNIQUE, created_at timestamptz NOT NULL,
  last_used_on timestamptz, is_active boolean NOT NULL, initial_balance_amount numeric(12, 3), current_balance_amount numeric(12, 3),
  currency varchar(3) NOT NULL, created_by_id integer REFERENCES account_user, used_by_id integer REFERENCES account_user,
  created_by_email varchar(254), used_by_email varchar(254), app_id integer REFERENCES app_app, expiry_date date,
  product_id integer REFERENCES product_product, fulfillment_line_id integer REFERENCES order_fulfillmentline,
  metadata jsonb, private_metadata jsonb, search_index_dirty boolean NOT NULL, search_vector text);
INSERT INTO giftcard_giftcard (code, created_at, last_used_on, is_active, initial_balance_amount, current_balance_amount, currency,
  created_by_id, used_by_id, created_by_email, used_by_email, app_id, expiry_date, product_id, fulfillment_line_id, metadata,
  private_metadata, search_index_dirty, search_vector)
SELECT upper(substr(md5('gc' || g), 1, 16)), '2023-03-01'::timestamptz + g * interval '2 days',
       CASE WHEN used THEN '2024-06-01'::timestamptz + g * interval '1 day' END, g % 13 <> 0, 50, CASE WHEN used THEN 12.5 ELSE 50 END, 'USD',
       cb, ub, cbu.email, ubu.email, CASE WHEN cb IS NULL THEN 1 + g % 2 END,
       CASE WHEN g % 4 = 0 THEN '2026-12-31'::date END, gp, fl, '{}', '{}', false, NULL
  FROM (SELECT g, random() < 0.45 AS used,
               CASE WHEN g % 6 = 0 THEN NULL WHEN g % 3 = 0 THEN pg_temp.r(8) ELSE 8 + pg_temp.sk(892, 1.5) END AS cb,
               CASE WHEN random() < 0.4 THEN 8 + pg_temp.sk(892, 1.5) END AS ub,
               CASE WHEN g % 3 IN (1, 2) AND g % 6 <> 0 THEN pg_temp.r(6) END AS gp,
               CASE WHEN g % 3 IN (1, 2) AND g % 6 <> 0 AND g <= 200 THEN g END AS fl
          FROM generate_series(1, 220) g) x
  LEFT JOIN account_user cbu ON cbu.id = cb LEFT JOIN account_user ubu ON ubu.id = ub
 ORDER BY g;
-- a fulfilled gift card names the fulfillment line that sent it (a fulfillment line of a gift-card product, if any)
UPDATE giftcard_giftcard SET fulfillment_line_id = NULL WHERE fulfillment_line_id IS NOT NULL AND id % 4 = 0;

CREATE TABLE order_order_gift_cards (id serial PRIMARY KEY, order_id uuid NOT NULL REFERENCES order_order,
  giftcard_id integer NOT NULL REFERENCES giftcard_giftcard, UNIQUE (order_id, giftcard_id));
INSERT INTO order_order_gift_cards (order_id, giftcard_id)
SELECT pg_temp.u('order', 1 + (id * 97) % 1600), id FROM giftcard_giftcard WHERE last_used_on IS NOT NULL ORDER BY id;

-- ---- checkouts (live ones: abandoned or in progress) ----
CREATE TEMP TABLE t_co AS
SELECT c, CASE WHEN random() < 0.5 THEN NULL ELSE 8 + pg_temp.sk(892, 1.6) END AS u, (ARRAY[1, 1, 1, 2, 3])[pg_temp.r(5)] AS ch,
       random() < 0.55 AS has_addr, random() < 0.3 AS has_ship, CASE WHEN random() < 0.06 THEN pg_temp.r(40) END AS vch
  FROM generate_series(1, 450) c;
INSERT INTO t_addr SELECT 6000 + 2 * c, 'checkout', c, 'US' FROM t_co WHERE has_addr
  UNION ALL SELECT 6001 + 2 * c, 'checkout', c, 'US' FROM t_co WHERE has_addr AND c % 5 <> 0;
SELECT pg_temp.flush_addr();

CREATE TABLE checkout_checkout (token uuid PRIMARY KEY, created_at timestamptz NOT NULL, last_change timestamptz NOT NULL,
  email varchar(254), user_id integer REFERENCES account_user, billing_address_id integer REFERENCES account_address,
  discount_amount numeric(20, 3) NOT NULL, discount_name varchar(255), note text NOT NULL,
  shipping_address_id integer REFERENCES account_address, shipping_method_id integer REFERENCES shipping_shippingmethod,
  voucher_code varchar(255), translated_discount_name varchar(255), metadata jsonb, private_metadata jsonb,
  currency varchar(3) NOT NULL, country varchar(2) NOT NULL, redirect_url varchar(200), tracking_code varchar(255),
  channel_id integer NOT NULL REFERENCES channel_channel, language_code varchar(35) NOT NULL,
  collection_point_id uuid REFERENCES warehouse_warehouse, price_expiration timestamptz NOT NULL,
  total_net_amount numeric(20, 3) NOT NULL, total_gross_amount numeric(20, 3) NOT NULL, authorize_status varchar(32) NOT NULL,
  charge_status varchar(32) NOT NULL, last_transaction_modified_at timestamptz, automatically_refundable boolean NOT NULL,
  completing_started_at timestamptz);
INSERT INTO checkout_checkout (token, created_at, last_change, email, user_id, billing_address_id, discount_amount, discount_name,
  note, shipping_address_id, shipping_method_id, voucher_code, translated_discount_name, metadata, private_metadata, currency,
  country, redirect_url, tracking_code, channel_id, language_code, collection_point_id, price_expiration, total_net_amount,
  total_gross_amount, authorize_status, charge_status, last_transaction_modified_at, automatically_refundable, completing_started_at)
SELECT pg_temp.u('checkout', c), '2025-05-01'::timestamptz + c * interval '3 hours', '2025-05-01'::timestamptz + c * interval '3 hours' + interval '20 minutes',
       CASE WHEN us.email IS NOT NULL THEN us.email WHEN has_addr THEN 'anon' || c || '@mail.example.net' END, co.u,
       CASE WHEN has_addr THEN 6000 + 2 * c END, 0, NULL, '', CASE WHEN has_addr AND c % 5 <> 0 THEN 6001 + 2 * c END,
       CASE WHEN has_addr AND c % 5 <> 0 AND has_ship THEN sm.id END, dv.code, NULL, '{}', '{}', (ARRAY['USD', 'PLN', 'EUR'])[ch],
       (ARRAY['US', 'PL', 'DE'])[ch], NULL, NULL, ch, 'en',
       CASE WHEN has_addr AND c % 5 = 0 AND c % 2 = 0 THEN pg_temp.u('warehouse', 6) END,
       '2025-05-01'::timestamptz + c * interval '3 hours' + interval '1 hour', 0, 0, 'none', 'none', NULL, false, NULL
  FROM t_co co LEFT JOIN account_user us ON us.id = co.u LEFT JOIN discount_voucher dv ON dv.id = co.vch
       LEFT JOIN LATERAL (SELECT m.id FROM shipping_shippingmethod m JOIN shipping_shippingzone_channels zc
                          ON zc.shippingzone_id = m.shipping_zone_id AND zc.channel_id = co.ch ORDER BY md5('c' || co.c || m.id) LIMIT 1) sm ON true
 ORDER BY c;

CREATE TABLE checkout_checkoutline (id uuid PRIMARY KEY, quantity integer NOT NULL, checkout_id uuid NOT NULL REFERENCES checkout_checkout,
  variant_id integer NOT NULL REFERENCES product_productvariant, metadata jsonb, private_metadata jsonb, currency varchar(3) NOT NULL,
  price_override_amount numeric(20, 3), created_at timestamptz NOT NULL, total_price_gross_amount numeric(20, 3) NOT NULL);
INSERT INTO checkout_checkoutline (id, quantity, checkout_id, variant_id, metadata, private_metadata, currency, price_override_amount,
  created_at, total_price_gross_amount)
SELECT pg_temp.u('cline', c * 10 + k), 1 + floor(random() ^ 3 * 3)::int, pg_temp.u('checkout', c), v.id, '{}', '{}', 'USD', NULL,
       '2025-05-01'::timestamptz + c * interval '3 hours', 0
  FROM generate_series(1, 450) c, generate_series(1, 3) k,
       LATERAL (SELECT id FROM product_productvariant WHERE id NOT IN (SELECT id FROM t_dead) ORDER BY md5('cl' || c || k || id) LIMIT 1) v
 WHERE k = 1 OR (k = 2 AND c % 2 = 0) OR (k = 3 AND c % 7 = 0)
 ORDER BY c, k;

-- ---- payments ----
CREATE TABLE payment_payment (id serial PRIMARY KEY, gateway varchar(255) NOT NULL, is_active boolean NOT NULL,
  created_at timestamptz NOT NULL, modified_at timestamptz NOT NULL, charge_status varchar(20) NOT NULL,
  billing_first_name varchar(256) NOT NULL, billing_last_name varchar(256) NOT NULL, billing_email varchar(254) NOT NULL,
  billing_country_code varchar(2) NOT NULL, cc_first_digits varchar(6) NOT NULL, cc_last_digits varchar(4) NOT NULL,
  cc_brand varchar(40) NOT NULL, cc_exp_month integer, cc_exp_year integer, payment_method_type varchar(256) NOT NULL,
  customer_ip_address inet, extra_data text NOT NULL, token varchar(512) NOT NULL, currency varchar(3) NOT NULL,
  total numeric(12, 3) NOT NULL, captured_amount numeric(12, 3) NOT NULL, checkout_id uuid REFERENCES checkout_checkout,
  order_id uuid REFERENCES order_order, to_confirm boolean NOT NULL, return_url varchar(200), psp_reference varchar(512),
  store_payment_method varchar(11) NOT NULL, metadata jsonb, private_metadata jsonb, partial boolean NOT NULL);
INSERT INTO payment_payment (gateway, is_active, created_at, modified_at, charge_status, billing_first_name, billing_last_name,
  billing_email, billing_country_code, cc_first_digits, cc_last_digits, cc_brand, cc_exp_month, cc_exp_year, payment_method_type,
  customer_ip_address, extra_data, token, currency, total, captured_amount, checkout_id, order_id, to_confirm, return_url,
  psp_reference, store_payment_method, metadata, private_metadata, partial)
SELECT (ARRAY['saleor.payments.stripe', 'saleor.payments.stripe', 'mirumee.payments.dummy', 'saleor.payments.adyen'])[1 + (k * 7 + a) % 4],
       NOT failed, ts, ts + interval '5 minutes', CASE WHEN failed THEN 'cancelled' WHEN cid IS NOT NULL THEN 'not-charged' ELSE 'fully-charged' END,
       'First', 'Last', 'payer' || k || '@mail.example.net', 'US', '424242', lpad(((k * 31) % 10000)::text, 4, '0'),
       (ARRAY['visa', 'mastercard', 'amex'])[1 + k % 3], 1 + k % 12, 2026 + k % 4, 'card',
       ('10.' || (k % 250) || '.' || (k * 7 % 250) || '.' || (1 + k % 200))::inet, '', 'tok_' || md5('pay' || k || a),
       'USD', 100, CASE WHEN failed OR cid IS NOT NULL THEN 0 ELSE 100 END, cid, oid, false, NULL,
       'psp_' || substr(md5('psp' || k || a), 1, 20), 'none', '{}', '{}', false
  FROM (SELECT i AS k, a, a = 1 AND n = 2 AS failed, NULL::uuid AS cid, pg_temp.u('order', i) AS oid,
               '2023-02-01'::timestamptz + i * interval '13 hours' + a * interval '2 minutes' AS ts
          FROM t_ord, LATERAL (SELECT CASE WHEN i % 12 = 0 THEN 2 ELSE 1 END AS n) nn, generate_series(1, n) a
         WHERE st NOT IN ('draft')
        UNION ALL
        SELECT 5000 + c, 1, false, pg_temp.u('checkout', c), NULL, '2025-05-01'::timestamptz + c * interval '3 hours'
          FROM t_co WHERE has_addr AND c % 3 = 0) p
 ORDER BY ts, k, a;

CREATE TABLE payment_transaction (id serial PRIMARY KEY, created_at timestamptz NOT NULL, token varchar(512) NOT NULL,
  kind varchar(25) NOT NULL, is_success boolean NOT NULL, error varchar(256), currency varchar(3) NOT NULL,
  amount numeric(12, 3) NOT NULL, gateway_response jsonb NOT NULL, payment_id integer NOT NULL REFERENCES payment_payment,
  customer_id varchar(256), action_required boolean NOT NULL, action_required_data jsonb NOT NULL, already_processed boolean NOT NULL);
INSERT INTO payment_transaction (created_at, token, kind, is_success, error, currency, amount, gateway_response, payment_id,
  customer_id, action_required, action_required_data, already_processed)
SELECT p.created_at + k * interval '1 minute', 'txn_' || substr(md5('txn' || p.id || k), 1, 24), (ARRAY['auth', 'capture', 'refund'])[k],
       p.is_active, CASE WHEN NOT p.is_active THEN 'card_declined' END, p.currency, p.total, '{}', p.id,
       CASE WHEN p.id % 3 <> 0 THEN 'cus_' || substr(md5('cus' || p.billing_email), 1, 14) END, false, '{}', true
  FROM payment_payment p, generate_series(1, 3) k
 WHERE k = 1 OR (k = 2 AND p.charge_status = 'fully-charged') OR (k = 3 AND p.id % 25 = 0)
 ORDER BY p.id, k;

-- ---- events ----
CREATE TABLE order_orderevent (id serial PRIMARY KEY, date timestamptz NOT NULL, type varchar(255) NOT NULL, order_id uuid NOT NULL REFERENCES order_order,
  user_id integer REFERENCES account_user, parameters jsonb NOT NULL, app_id integer REFERENCES app_app, related_id integer REFERENCES order_orderevent);
INSERT INTO order_orderevent (date, type, order_id, user_id, parameters, app_id, related_id)
SELECT '2023-02-01'::timestamptz + i * interval '13 hours' + e * interval '1 hour', ev, pg_temp.u('order', i),
       CASE WHEN ev = 'placed' THEN o.u WHEN ev IN ('note_added', 'fulfillment_fulfilled_items', 'confirmed') AND i % 5 <> 0 THEN pg_temp.r(8) END,
       CASE WHEN ev = 'note_added' THEN '{"message": "called customer"}' ELSE '{}' END::jsonb,
       CASE WHEN ev = 'payment_captured' AND i % 4 = 0 THEN 1 WHEN ev = 'email_sent' THEN (ARRAY[NULL, 3]::int[])[1 + i % 2] END, NULL
  FROM t_ord o, LATERAL unnest(CASE WHEN st = 'draft' THEN ARRAY['draft_created']
                                    WHEN st IN ('fulfilled', 'returned') THEN ARRAY['placed', 'payment_captured', 'email_sent', 'fulfillment_fulfilled_items']
                                    ELSE ARRAY['placed', 'payment_captured', 'email_sent'] END
                               || CASE WHEN i % 7 = 0 THEN ARRAY['note_added'] ELSE ARRAY[]::text[] END) WITH ORDINALITY AS x(ev, e)
 ORDER BY i, e;
-- a note update names the note it edits
UPDATE order_orderevent e SET related_id = e.id - 1 WHERE e.id IN (SELECT id FROM order_orderevent WHERE type = 'note_added' AND id % 3 = 0);

CREATE TABLE account_customerevent (id serial PRIMARY KEY, date timestamptz NOT NULL, type varchar(255) NOT NULL,
  parameters jsonb NOT NULL, order_id uuid REFERENCES order_order, user_id integer REFERENCES account_user, app_id integer REFERENCES app_app);
INSERT INTO account_customerevent (date, type, parameters, order_id, user_id, app_id)
SELECT d, type, '{}', oid, uid, aid FROM (
  SELECT '2021-02-01'::timestamptz + u * interval '17 hours' AS d, 'account_created' AS type, NULL::uuid AS oid, u AS uid, NULL::int AS aid
    FROM generate_series(9, 900) u
  UNION ALL
  SELECT '2023-02-01'::timestamptz + i * interval '13 hours', 'placed_order', pg_temp.u('order', i), o.u, NULL
    FROM t_ord o WHERE o.u IS NOT NULL AND st <> 'draft'
  UNION ALL
  SELECT '2024-01-01'::timestamptz + u * interval '1 day', 'note_added_to_customer', NULL, u, CASE WHEN u % 2 = 0 THEN 3 END
    FROM generate_series(9, 900) u WHERE u % 37 = 0) x
 ORDER BY d, uid;

-- deleted variants leave their sku and name on order lines
DELETE FROM product_variantmedia WHERE variant_id IN (SELECT id FROM t_dead);
DELETE FROM product_productvariantchannellisting WHERE variant_id IN (SELECT id FROM t_dead);
DELETE FROM warehouse_allocation WHERE stock_id IN (SELECT id FROM warehouse_stock WHERE product_variant_id IN (SELECT id FROM t_dead));
UPDATE order_fulfillmentline SET stock_id = NULL WHERE stock_id IN (SELECT id FROM warehouse_stock WHERE product_variant_id IN (SELECT id FROM t_dead));
DELETE FROM warehouse_stock WHERE product_variant_id IN (SELECT id FROM t_dead);
DELETE FROM product_productvariant WHERE id IN (SELECT id FROM t_dead);

DROP TABLE t_addr, t_ua, t_cat, t_ord, t_dead, t_live, t_ol, t_co;
ANALYZE;
