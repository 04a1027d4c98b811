-- test/accuracy/prestashop.sql: the core of PrestaShop 1.7/8's MySQL schema (install/data/db_structure.sql)
-- as a MySQL-to-PostgreSQL conversion loads it, written for issue 16 as a held-out check (twelfth round):
-- committed with its truth (prestashop_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every table prefixed ps_ and keyed by id_<table> (id_customer, id_order, id_order_state),
-- references named id_<target> exactly like the target's key, except a few with a role or no prefix:
-- id_address_delivery / id_address_invoice -> ps_address, id_default_group -> ps_group, id_category_default
-- -> ps_category, current_state -> ps_order_state, product_id / product_attribute_id in ps_order_detail,
-- cache_default_attribute -> ps_product_attribute, ps_carrier.id_reference -> the carrier's first version
-- (a carrier edited in the back office becomes a new row, the old one deleted = 1, all sharing id_reference),
-- ps_category.id_parent, ps_employee.id_last_order / id_last_customer (notification markers).
-- PrestaShop declares no foreign keys at all, only primary keys (the *_lang tables' composite ones) and
-- unique keys (converted to unique indexes), so every reference in the truth is undeclared.
-- 0 means "none" everywhere and is never NULL: id_customer 0 in an address of a manufacturer or supplier
-- and in an anonymous cart or guest, id_manufacturer / id_supplier 0 on most addresses and some products,
-- id_state 0 in countries without states, id_currency 0 in a country (the shop's default), id_gender 0
-- (not given), id_address_delivery 0 in a cart before checkout, id_carrier 0 in such a cart,
-- id_product_attribute / product_attribute_id / cache_default_attribute 0 for a product without
-- combinations, id_tax_rules_group 0 (no tax), id_order_invoice 0 (not invoiced), id_employee 0 in an
-- order history row written by the system or a payment module, id_parent 0 for the root category.
-- Lookup tables are tiny and share ranges: three languages, three currencies, two genders, four groups,
-- four profiles, eight carriers (ids 1..8), eight zones. One shop: id_shop, id_shop_group and
-- id_shop_default are 1 on every row, so no data could decide them; they are real references, so the
-- truth lists them as undiscoverable (counted when found, not when missed), as it does ps_shop.id_category,
-- the shop's root category (truth corrected after the first run; data unchanged). id_risk,
-- id_warehouse, id_customization are 0 on every row, "none", with nothing to point at (not in the truth). id_type_redirected is polymorphic (a product or a
-- category by redirect_type): no reference. Categories are a nested set (nleft, nright, level_depth).
-- ps_orders.reference repeats on orders split from one cart (which share id_cart); product_reference in
-- an order line copies a product's or a combination's reference (no single target). Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.1212);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE ps_shop_group (id_shop_group int PRIMARY KEY, name varchar(64), share_customer smallint, share_order smallint,
                            share_stock smallint, active smallint, deleted smallint);
INSERT INTO ps_shop_group VALUES (1, 'Default', 0, 0, 0, 1, 0);
CREATE TABLE ps_shop (id_shop int PRIMARY KEY, id_shop_group int NOT NULL, name varchar(64), id_category int NOT NULL,
                      theme_name varchar(255), active smallint, deleted smallint);
INSERT INTO ps_shop VALUES (1, 1, 'Boutique', 2, 'classic', 1, 0);
CREATE TABLE ps_lang (id_lang int PRIMARY KEY, name varchar(32), active smallint, iso_code char(2), language_code char(5),
                      locale varchar(5), date_format_lite char(32), date_format_full char(32), is_rtl smallint);
INSERT INTO ps_lang VALUES (1, 'English (English)', 1, 'en', 'en-us', 'en-US', 'm/d/Y', 'm/d/Y H:i:s', 0),
                           (2, 'Français (French)', 1, 'fr', 'fr-fr', 'fr-FR', 'd/m/Y', 'd/m/Y H:i:s', 0),
                           (3, 'Español (Spanish)', 1, 'es', 'es-es', 'es-ES', 'd/m/Y', 'd/m/Y H:i:s', 0);
CREATE TABLE ps_currency (id_currency int PRIMARY KEY, name varchar(64), iso_code varchar(3), numeric_iso_code varchar(3),
                          precision int, conversion_rate numeric(13,6), deleted smallint, active smallint, unofficial smallint,
                          modified smallint);
INSERT INTO ps_currency VALUES (1, 'Euro', 'EUR', '978', 2, 1.0, 0, 1, 0, 0), (2, 'US Dollar', 'USD', '840', 2, 1.08, 0, 1, 0, 0),
                               (3, 'British Pound', 'GBP', '826', 2, 0.86, 0, 1, 0, 0);
CREATE TABLE ps_zone (id_zone int PRIMARY KEY, name varchar(64), active smallint);
INSERT INTO ps_zone VALUES (1, 'Europe', 1), (2, 'North America', 1), (3, 'Asia', 1), (4, 'Africa', 1), (5, 'Oceania', 1),
                           (6, 'South America', 1), (7, 'Europe (non-EU)', 1), (8, 'Central America/Antilla', 1);
CREATE TABLE ps_country (id_country int PRIMARY KEY, id_zone int NOT NULL, id_currency int NOT NULL DEFAULT 0, iso_code varchar(3),
                         call_prefix int NOT NULL DEFAULT 0, active smallint, contains_states smallint, need_identification_number smallint,
                         need_zip_code smallint, zip_code_format varchar(12), display_tax_label smallint);
INSERT INTO ps_country
SELECT g, (ARRAY[1,1,1,2,1,1,1,1,1,1,3,1,1,1,1,1,7,7,1,1,2,5,3,4,6,6,8,2,4,3,3,5,6,7,1,1,3,4,8,1])[g],
       CASE WHEN g IN (17, 18) THEN 3 WHEN g = 21 THEN 2 ELSE 0 END,
       (ARRAY['DE','AT','BE','CA','CN','ES','FI','FR','GR','IT','JP','LU','NL','PL','PT','CZ','GB','CH','DK','SE','US','AU','KR','ZA','BR','AR','MX','PR','MA','IN','TH','NZ','CL','NO','IE','HU','SG','EG','CR','RO'])[g],
       (ARRAY[49,43,32,1,86,34,358,33,30,39,81,352,31,48,351,420,44,41,45,46,1,61,82,27,55,54,52,1,212,91,66,64,56,47,353,36,65,20,506,40])[g],
       CASE WHEN g IN (4, 8, 10, 13, 17, 21, 22, 27) THEN 1 ELSE 0 END, CASE WHEN g IN (4, 10, 21, 27) THEN 1 ELSE 0 END,
       CASE WHEN g IN (6, 10) THEN 1 ELSE 0 END, 1, CASE WHEN g IN (17, 4) THEN '' ELSE 'NNNNN' END, 1
  FROM generate_series(1, 40) g;
-- states: 1..53 United States (21), 54..66 Canada (4), 67..86 Italy (10), 87..98 Mexico (27)
CREATE TABLE ps_state (id_state int PRIMARY KEY, id_country int NOT NULL, id_zone int NOT NULL, name varchar(80), iso_code varchar(7),
                       tax_behavior smallint, active smallint);
INSERT INTO ps_state
SELECT g, CASE WHEN g <= 53 THEN 21 WHEN g <= 66 THEN 4 WHEN g <= 86 THEN 10 ELSE 27 END,
       CASE WHEN g <= 66 THEN 2 WHEN g <= 86 THEN 1 ELSE 8 END, 'State ' || g,
       CASE WHEN g <= 53 THEN 'US-' WHEN g <= 66 THEN 'CA-' WHEN g <= 86 THEN 'IT-' ELSE 'MX-' END || chr(65 + g % 26) || chr(65 + (g * 7) % 26),
       0, 1
  FROM generate_series(1, 98) g;
CREATE TABLE ps_gender (id_gender int PRIMARY KEY, type smallint);
INSERT INTO ps_gender VALUES (1, 0), (2, 1);
CREATE TABLE ps_group (id_group int PRIMARY KEY, reduction numeric(5,2), price_display_method smallint, show_prices smallint,
                       date_add timestamp, date_upd timestamp);
INSERT INTO ps_group VALUES (1, 0, 0, 1, '2019-03-01', '2019-03-01'), (2, 0, 0, 1, '2019-03-01', '2019-03-01'),
                            (3, 0, 0, 1, '2019-03-01', '2019-03-01'), (4, 10, 1, 1, '2020-06-12', '2021-02-03');
CREATE TABLE ps_profile (id_profile int PRIMARY KEY);
INSERT INTO ps_profile VALUES (1), (2), (3), (4);
CREATE TABLE ps_manufacturer (id_manufacturer int PRIMARY KEY, name varchar(64), date_add timestamp, date_upd timestamp, active smallint);
INSERT INTO ps_manufacturer SELECT g, 'Brand ' || g, '2019-03-01'::timestamp + g * interval '9 days', '2021-01-01'::timestamp + g * interval '2 days',
       CASE WHEN g % 9 = 0 THEN 0 ELSE 1 END FROM generate_series(1, 24) g;
CREATE TABLE ps_supplier (id_supplier int PRIMARY KEY, name varchar(64), date_add timestamp, date_upd timestamp, active smallint);
INSERT INTO ps_supplier SELECT g, 'Supplier ' || g, '2019-03-01'::timestamp + g * interval '11 days', '2021-01-01'::timestamp + g * interval '3 days', 1
  FROM generate_series(1, 9) g;
CREATE TABLE ps_tax_rules_group (id_tax_rules_group int PRIMARY KEY, name varchar(50), active int, deleted smallint,
                                 date_add timestamp, date_upd timestamp);
INSERT INTO ps_tax_rules_group VALUES (1, 'FR Taux standard (20%)', 1, 0, '2019-03-01', '2019-03-01'),
  (2, 'FR Taux réduit (10%)', 1, 0, '2019-03-01', '2019-03-01'), (3, 'FR Taux réduit (5.5%)', 1, 0, '2019-03-01', '2019-03-01'),
  (4, 'FR Taux super réduit (2.1%)', 1, 0, '2019-03-01', '2019-03-01'), (5, 'EU VAT For Virtual Products', 1, 0, '2019-03-01', '2019-03-01');
CREATE TABLE ps_carrier (id_carrier int PRIMARY KEY, id_reference int NOT NULL, name varchar(64), url varchar(255), active smallint,
                         deleted smallint, shipping_handling smallint, range_behavior smallint, is_module smallint, is_free smallint,
                         shipping_external smallint, need_range smallint, external_module_name varchar(64), shipping_method int,
                         position int, max_width int, max_height int, max_depth int, max_weight numeric(20,6), grade int);
INSERT INTO ps_carrier VALUES
  (1, 1, 'Boutique', '', 1, 0, 0, 0, 0, 1, 0, 0, '', 0, 0, 0, 0, 0, 0, 0),
  (2, 2, 'My carrier', '', 0, 1, 1, 0, 0, 0, 0, 0, '', 2, 1, 0, 0, 0, 0, 0),
  (3, 3, 'Colissimo', 'https://www.laposte.fr/outils/suivre-vos-envois?code=@', 0, 1, 1, 0, 0, 0, 0, 0, '', 1, 2, 0, 0, 0, 30, 5),
  (4, 4, 'DHL Express', 'https://www.dhl.com/track?AWB=@', 1, 0, 1, 0, 0, 0, 0, 0, '', 1, 3, 120, 120, 120, 70, 9),
  (5, 2, 'My carrier', '', 0, 1, 1, 0, 0, 0, 0, 0, '', 2, 1, 0, 0, 0, 0, 0),
  (6, 2, 'My carrier', '', 1, 0, 1, 0, 0, 0, 0, 0, '', 2, 1, 0, 0, 0, 0, 0),
  (7, 3, 'Colissimo', 'https://www.laposte.fr/outils/suivre-vos-envois?code=@', 1, 0, 1, 0, 0, 0, 0, 0, '', 1, 2, 0, 0, 0, 30, 5),
  (8, 8, 'Chronopost', 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=@', 1, 0, 1, 0, 1, 0, 1, 1,
   'chronopost', 1, 4, 0, 0, 0, 30, 8);
CREATE TABLE ps_order_state (id_order_state int PRIMARY KEY, invoice smallint, send_email smallint, module_name varchar(255),
                             color varchar(32), unremovable smallint, hidden smallint, logable smallint, delivery smallint,
                             shipped smallint, paid smallint, pdf_invoice smallint, pdf_delivery smallint, deleted smallint);
INSERT INTO ps_order_state
SELECT g, (g IN (2, 3, 4, 5, 9, 11))::int, (g NOT IN (8, 12))::int,
       CASE WHEN g = 1 THEN 'ps_checkpayment' WHEN g = 10 THEN 'ps_wirepayment' WHEN g = 13 THEN 'ps_cashondelivery' ELSE '' END,
       (ARRAY['#34209E','#3498D8','#FF8C00','#01B887','#108510','#2C3E50','#ec2e15','#8f0621','#3498D8','#34209E','#3498D8','#ff8c00','#34209E','#4169E1'])[g],
       1, 0, (g IN (2, 3, 4, 5, 9, 11))::int, (g IN (3, 4, 5))::int, (g IN (4, 5))::int, (g IN (2, 3, 4, 5, 9, 11))::int,
       (g IN (2, 3, 4, 5))::int, (g IN (4, 5))::int, 0
  FROM generate_series(1, 14) g;
CREATE TABLE ps_order_state_lang (id_order_state int NOT NULL, id_lang int NOT NULL, name varchar(64), template varchar(64),
                                  PRIMARY KEY (id_order_state, id_lang));
INSERT INTO ps_order_state_lang SELECT s, l, 'State ' || s || ' (' || l || ')',
       (ARRAY['cheque','payment','preparation','shipped','','order_canceled','refund','payment_error','outofstock','bankwire','payment','outofstock','cashondelivery',''])[s]
  FROM generate_series(1, 14) s, generate_series(1, 3) l;
CREATE TABLE ps_employee (id_employee int PRIMARY KEY, id_profile int NOT NULL, id_lang int NOT NULL DEFAULT 0, lastname varchar(255),
                          firstname varchar(255), email varchar(255), passwd varchar(255), last_passwd_gen timestamp,
                          stats_date_from date, stats_date_to date, bo_color varchar(32), default_tab int NOT NULL DEFAULT 0,
                          bo_theme varchar(32), bo_width int NOT NULL DEFAULT 0, bo_menu smallint, active smallint, optin smallint,
                          id_last_order int NOT NULL DEFAULT 0, id_last_customer_message int NOT NULL DEFAULT 0,
                          id_last_customer int NOT NULL DEFAULT 0, last_connection_date date, has_enabled_gravatar smallint);

CREATE TABLE ps_customer (id_customer int PRIMARY KEY, id_shop_group int NOT NULL DEFAULT 1, id_shop int NOT NULL DEFAULT 1,
                          id_gender int NOT NULL, id_default_group int NOT NULL DEFAULT 1, id_lang int, id_risk int NOT NULL DEFAULT 1,
                          company varchar(255), siret varchar(14), ape varchar(5), firstname varchar(255), lastname varchar(255),
                          email varchar(255), passwd varchar(255), last_passwd_gen timestamp, birthday date, newsletter smallint,
                          ip_registration_newsletter varchar(15), newsletter_date_add timestamp, optin smallint, website varchar(128),
                          outstanding_allow_amount numeric(20,6), show_public_prices smallint, max_payment_days int,
                          secure_key varchar(32), note text, active smallint, is_guest smallint, deleted smallint,
                          date_add timestamp, date_upd timestamp, reset_password_token varchar(40), reset_password_validity timestamp);
INSERT INTO ps_customer
SELECT g, 1, 1, CASE WHEN x < 0.2 THEN 0 WHEN x < 0.6 THEN 1 ELSE 2 END,
       CASE WHEN g % 7 = 3 THEN 2 WHEN g % 23 = 5 THEN 4 ELSE 3 END,
       CASE WHEN y < 0.7 THEN 1 WHEN y < 0.9 THEN 2 ELSE 3 END, 0,
       CASE WHEN g % 23 = 5 THEN 'Company ' || g END, NULL, NULL, 'First' || g, 'Last' || (g * 13 % 997), 'c' || g || '@example.com',
       md5('p' || g), '2019-04-01'::timestamp + g * interval '11 hours', CASE WHEN g % 3 = 0 THEN NULL ELSE date '1950-01-01' + (g * 97) % 18000 END,
       (g % 4 = 0)::int, CASE WHEN g % 4 = 0 THEN '10.0.' || (g % 250) || '.' || (g % 200) END,
       CASE WHEN g % 4 = 0 THEN '2019-04-01'::timestamp + g * interval '11 hours' END, (g % 5 = 0)::int, NULL, 0, 0, 0,
       md5('k' || g), NULL, 1, (g % 7 = 3)::int, 0, '2019-04-01'::timestamp + g * interval '11 hours',
       '2019-04-01'::timestamp + g * interval '13 hours', NULL, NULL
  FROM (SELECT g, random() AS x, random() AS y FROM generate_series(1, 1500) g) s;
CREATE TABLE ps_guest (id_guest int PRIMARY KEY, id_operating_system int, id_web_browser int, id_customer int NOT NULL DEFAULT 0,
                       javascript smallint, screen_resolution_x smallint, screen_resolution_y smallint, accept_language varchar(8),
                       mobile_theme smallint);
INSERT INTO ps_guest SELECT g, NULL, NULL, CASE WHEN g % 3 = 0 THEN 0 ELSE 1 + (g * 7) % 1500 END, 0, NULL, NULL,
       (ARRAY['en-us','fr-fr','es-es','de-de'])[1 + g % 4], 0
  FROM generate_series(1, 3000) g;
-- addresses 1..1500 are each customer's first, 1501..1800 a second address of some customers,
-- 1801..1824 manufacturers' and 1825..1833 suppliers' (id_customer 0)
CREATE TABLE ps_address (id_address int PRIMARY KEY, id_country int NOT NULL, id_state int, id_customer int NOT NULL DEFAULT 0,
                         id_manufacturer int NOT NULL DEFAULT 0, id_supplier int NOT NULL DEFAULT 0, id_warehouse int NOT NULL DEFAULT 0,
                         alias varchar(32), company varchar(255), lastname varchar(255), firstname varchar(255), address1 varchar(128),
                         address2 varchar(128), postcode varchar(12), city varchar(64), other text, phone varchar(32),
                         phone_mobile varchar(32), vat_number varchar(32), dni varchar(16), date_add timestamp, date_upd timestamp,
                         active smallint, deleted smallint);
INSERT INTO ps_address
SELECT g, c, CASE c WHEN 21 THEN pg_temp.r(53) WHEN 4 THEN 53 + pg_temp.r(13) WHEN 10 THEN 66 + pg_temp.r(20) WHEN 27 THEN 86 + pg_temp.r(12) ELSE 0 END,
       CASE WHEN g <= 1500 THEN g WHEN g <= 1800 THEN 1 + ((g - 1501) * 7) % 1500 ELSE 0 END,
       CASE WHEN g BETWEEN 1801 AND 1824 THEN g - 1800 ELSE 0 END, CASE WHEN g > 1824 THEN g - 1824 ELSE 0 END, 0,
       CASE WHEN g <= 1500 THEN 'My address' WHEN g <= 1800 THEN 'Work' ELSE '' END, NULL, 'Last' || g, 'First' || g,
       g || ' Main Street', NULL, lpad(((g * 7919) % 99999)::text, 5, '0'), 'City ' || (g % 300), NULL, '0' || (600000000 + g * 37),
       NULL, NULL, NULL, '2019-04-01'::timestamp + g * interval '11 hours', '2019-04-01'::timestamp + g * interval '12 hours', 1,
       (g % 61 = 0)::int
  FROM (SELECT g, CASE WHEN x < 0.5 THEN 8 WHEN x < 0.65 THEN 21 WHEN x < 0.7 THEN 4 WHEN x < 0.75 THEN 10 WHEN x < 0.77 THEN 27
                       ELSE pg_temp.r(40) END AS c
          FROM (SELECT g, random() AS x FROM generate_series(1, 1833) g) s0) s;

-- category tree: 1 Root (id_parent 0), 2 Home, 3..12 under Home, 13..60 under those, 61..75 under 13..55
CREATE TABLE ps_category (id_category int PRIMARY KEY, id_parent int NOT NULL, id_shop_default int NOT NULL DEFAULT 1,
                          level_depth smallint, nleft int NOT NULL DEFAULT 0, nright int NOT NULL DEFAULT 0, active smallint,
                          date_add timestamp, date_upd timestamp, position int NOT NULL DEFAULT 0, is_root_category smallint);
INSERT INTO ps_category
SELECT g, CASE WHEN g = 1 THEN 0 WHEN g = 2 THEN 1 WHEN g <= 12 THEN 2 WHEN g <= 60 THEN 3 + (g - 13) % 10 ELSE 13 + (g - 61) * 3 END,
       1, 0, 0, 0, (g % 17 <> 0)::int, '2019-03-01'::timestamp + g * interval '1 day', '2020-03-01'::timestamp + g * interval '1 day',
       0, (g = 2)::int
  FROM generate_series(1, 75) g;
WITH RECURSIVE t AS (
  SELECT id_category, ARRAY[id_category] AS path, 0 AS depth FROM ps_category WHERE id_parent = 0
  UNION ALL
  SELECT c.id_category, t.path || c.id_category, t.depth + 1 FROM ps_category c JOIN t ON c.id_parent = t.id_category),
o AS (SELECT id_category, depth, path, row_number() OVER (ORDER BY path) AS i FROM t),
s AS (SELECT o.id_category, o.depth, o.i, (SELECT count(*) FROM t WHERE t.path @> ARRAY[o.id_category]) AS size FROM o)
UPDATE ps_category c SET level_depth = s.depth, nleft = 2 * s.i - 1 - s.depth, nright = 2 * s.i - 1 - s.depth + 2 * s.size - 1,
       position = (c.id_category * 7) % 10
  FROM s WHERE s.id_category = c.id_category;
CREATE TABLE ps_category_lang (id_category int NOT NULL, id_shop int NOT NULL DEFAULT 1, id_lang int NOT NULL, name varchar(128),
                               description text, link_rewrite varchar(128), meta_title varchar(255), meta_keywords varchar(255),
                               meta_description varchar(512), PRIMARY KEY (id_category, id_shop, id_lang));
INSERT INTO ps_category_lang SELECT c, 1, l, 'Category ' || c || '/' || l, '', 'category-' || c, '', '', ''
  FROM generate_series(1, 75) c, generate_series(1, 3) l;

CREATE TABLE ps_product (id_product int PRIMARY KEY, id_supplier int, id_manufacturer int, id_category_default int,
                         id_shop_default int NOT NULL DEFAULT 1, id_tax_rules_group int NOT NULL, on_sale smallint, online_only smallint,
                         ean13 varchar(13), isbn varchar(32), upc varchar(12), mpn varchar(40), ecotax numeric(17,6), quantity int,
                         minimal_quantity int, low_stock_threshold int, price numeric(20,6), wholesale_price numeric(20,6),
                         unity varchar(255), unit_price_ratio numeric(20,6), additional_shipping_cost numeric(20,2),
                         reference varchar(64), supplier_reference varchar(64), location varchar(255), width numeric(20,6),
                         height numeric(20,6), depth numeric(20,6), weight numeric(20,6), out_of_stock int, quantity_discount smallint,
                         customizable smallint, uploadable_files smallint, text_fields smallint, active smallint,
                         redirect_type varchar(32), id_type_redirected int NOT NULL DEFAULT 0, available_for_order smallint,
                         available_date date, show_condition smallint, condition varchar(16), show_price smallint, indexed smallint,
                         visibility varchar(16), cache_is_pack smallint, cache_has_attachments smallint, is_virtual smallint,
                         cache_default_attribute int, date_add timestamp, date_upd timestamp, advanced_stock_management smallint,
                         pack_stock_type int, state int);
INSERT INTO ps_product
SELECT g, CASE WHEN g % 3 = 0 THEN 0 ELSE 1 + (g * 5) % 9 END, CASE WHEN g % 8 = 0 THEN 0 ELSE 1 + (g * 11) % 24 END,
       CASE WHEN g % 10 = 0 THEN 3 + (g / 10) % 10 ELSE 13 + (g * 11) % 63 END, 1,
       CASE WHEN g % 25 = 0 THEN 0 WHEN g % 9 = 0 THEN 2 WHEN g % 31 = 0 THEN 3 WHEN g > 390 THEN 5 ELSE 1 END,
       (g % 19 = 0)::int, 0, lpad((3000000000000 + g * 7919)::text, 13, '0'), NULL, '', '', 0, 0, 1, NULL,
       round((5 + random() * 195)::numeric, 2), round((2 + random() * 80)::numeric, 2), '', 0, 0, 'demo_' || g, '', '', 0, 0, 0,
       round((random() * 3)::numeric, 3), 2, 0, 0, 0, 0, CASE WHEN g % 20 = 7 THEN 0 ELSE 1 END,
       CASE WHEN g % 20 = 7 AND g % 3 = 0 THEN '301-category' WHEN g % 20 = 7 AND g % 3 = 1 THEN '301-product'
            WHEN g % 20 = 7 THEN '302-product' ELSE '404' END, 0, 1, NULL, 0, 'new', 1, 1, 'both', 0, 0, (g > 390)::int, 0,
       '2019-05-01'::timestamp + g * interval '2 days', '2021-05-01'::timestamp + g * interval '1 day', 0, 3, 1
  FROM generate_series(1, 400) g;
UPDATE ps_product SET id_type_redirected = CASE WHEN redirect_type = '301-category' THEN id_category_default
                                                ELSE 1 + (id_product * 13) % 400 END
 WHERE active = 0 AND redirect_type <> '404';
-- combinations: products 1..100 have five each (ids 1..500), the first the default
CREATE TABLE ps_product_attribute (id_product_attribute int PRIMARY KEY, id_product int NOT NULL, reference varchar(64),
                                   supplier_reference varchar(64), location varchar(255), ean13 varchar(13), wholesale_price numeric(20,6),
                                   price numeric(20,6), ecotax numeric(17,6), quantity int, weight numeric(20,6),
                                   unit_price_impact numeric(20,6), default_on smallint, minimal_quantity int, available_date date);
INSERT INTO ps_product_attribute SELECT g, 1 + (g - 1) / 5, 'demo_' || (1 + (g - 1) / 5) || '-' || (1 + (g - 1) % 5), '', '', '', 0,
       CASE WHEN (g - 1) % 5 = 0 THEN 0 ELSE round((random() * 10)::numeric, 2) END, 0, 0, 0, 0,
       CASE WHEN (g - 1) % 5 = 0 THEN 1 END, 1, NULL
  FROM generate_series(1, 500) g;
CREATE UNIQUE INDEX product_default ON ps_product_attribute (id_product, default_on);
UPDATE ps_product SET cache_default_attribute = CASE WHEN id_product <= 100 THEN (id_product - 1) * 5 + 1 ELSE 0 END;
CREATE TABLE ps_product_lang (id_product int NOT NULL, id_shop int NOT NULL DEFAULT 1, id_lang int NOT NULL, description text,
                              description_short text, link_rewrite varchar(128), meta_description varchar(512), meta_keywords varchar(255),
                              meta_title varchar(128), name varchar(128), available_now varchar(255), available_later varchar(255),
                              delivery_in_stock varchar(255), delivery_out_stock varchar(255),
                              PRIMARY KEY (id_product, id_shop, id_lang));
INSERT INTO ps_product_lang SELECT p, 1, l, '<p>Description ' || p || '</p>', '', 'product-' || p, '', '', '', 'Product ' || p || '/' || l,
       '', '', '', '' FROM generate_series(1, 400) p, generate_series(1, 3) l;
CREATE TABLE ps_category_product (id_category int NOT NULL, id_product int NOT NULL, position int NOT NULL DEFAULT 0,
                                  PRIMARY KEY (id_category, id_product));
INSERT INTO ps_category_product SELECT id_category_default, id_product, id_product % 30 FROM ps_product;
INSERT INTO ps_category_product SELECT 2, id_product, id_product % 30 FROM ps_product WHERE id_product % 4 = 0 ON CONFLICT DO NOTHING;
INSERT INTO ps_category_product SELECT 3 + (id_product * 3) % 73, id_product, 0 FROM ps_product WHERE id_product % 3 = 1 ON CONFLICT DO NOTHING;

-- carts: a quarter anonymous (id_customer 0), some before checkout (no address, no carrier)
CREATE TABLE ps_cart (id_cart int PRIMARY KEY, id_shop_group int NOT NULL DEFAULT 1, id_shop int NOT NULL DEFAULT 1,
                      id_carrier int NOT NULL, delivery_option text, id_lang int NOT NULL, id_address_delivery int NOT NULL,
                      id_address_invoice int NOT NULL, id_currency int NOT NULL, id_customer int NOT NULL, id_guest int NOT NULL,
                      secure_key varchar(32), recyclable smallint, gift smallint, gift_message text, mobile_theme smallint,
                      allow_seperated_package smallint, date_add timestamp, date_upd timestamp, checkout_session_data text);
INSERT INTO ps_cart
SELECT g, 1, 1, 0, '', 1, 0, 0, CASE WHEN x < 0.8 THEN 1 WHEN x < 0.93 THEN 2 ELSE 3 END,
       CASE WHEN g % 4 = 0 THEN 0 ELSE pg_temp.r(1500) END, pg_temp.r(3000), md5('cart' || g), 0, (g % 29 = 0)::int, '', 0, 0,
       '2020-01-01'::timestamp + g * interval '4 hours', '2020-01-01'::timestamp + g * interval '4 hours' + interval '20 minutes', NULL
  FROM (SELECT g, random() AS x FROM generate_series(1, 4000) g) s;
UPDATE ps_cart c SET id_lang = cu.id_lang, secure_key = cu.secure_key,
       id_address_delivery = CASE WHEN c.id_cart % 9 = 0 THEN 0
                                  WHEN c.id_cart % 3 = 0 THEN coalesce((SELECT min(a.id_address) FROM ps_address a
                                                                         WHERE a.id_customer = cu.id_customer AND a.id_address > 1500),
                                                                        cu.id_customer)
                                  ELSE cu.id_customer END,
       id_carrier = CASE WHEN c.id_cart % 9 = 0 THEN 0 WHEN c.id_cart < 1500 THEN (ARRAY[1,2,3,4,5])[1 + c.id_cart % 5]
                         ELSE (ARRAY[1,4,6,7,8,6,7])[1 + c.id_cart % 7] END
  FROM ps_customer cu WHERE cu.id_customer = c.id_customer;
UPDATE ps_cart SET id_address_invoice = CASE WHEN id_cart % 11 = 0 AND id_address_delivery <> 0 THEN id_customer ELSE id_address_delivery END,
       delivery_option = CASE WHEN id_carrier = 0 THEN '' ELSE '{"' || id_address_delivery || '":"' || id_carrier || ',"}' END;
CREATE TABLE ps_cart_product (id_cart int NOT NULL, id_product int NOT NULL, id_address_delivery int NOT NULL DEFAULT 0,
                              id_shop int NOT NULL DEFAULT 1, id_product_attribute int NOT NULL DEFAULT 0,
                              id_customization int NOT NULL DEFAULT 0, quantity int NOT NULL DEFAULT 0, date_add timestamp,
                              PRIMARY KEY (id_cart, id_product, id_product_attribute, id_customization, id_address_delivery));
INSERT INTO ps_cart_product
SELECT c.id_cart, p, c.id_address_delivery, 1, CASE WHEN p <= 100 THEN (p - 1) * 5 + pg_temp.r(5) ELSE 0 END, 0,
       CASE WHEN random() < 0.8 THEN 1 ELSE pg_temp.r(4) END, c.date_add + interval '5 minutes'
  FROM ps_cart c, LATERAL (SELECT CASE WHEN random() < 0.35 THEN pg_temp.r(100) ELSE pg_temp.r(400) END AS p
                             FROM generate_series(1, 1 + (c.id_cart * 7) % 4) k ) x
ON CONFLICT DO NOTHING;

-- orders: from checked-out carts of customers; a few carts were split into two orders (same reference)
CREATE TABLE ps_orders (id_order int PRIMARY KEY, reference varchar(9), id_shop_group int NOT NULL DEFAULT 1, id_shop int NOT NULL DEFAULT 1,
                        id_carrier int NOT NULL, id_lang int NOT NULL, id_customer int NOT NULL, id_cart int NOT NULL,
                        id_currency int NOT NULL, id_address_delivery int NOT NULL, id_address_invoice int NOT NULL,
                        current_state int NOT NULL, secure_key varchar(32), payment varchar(255), conversion_rate numeric(13,6),
                        module varchar(255), recyclable smallint, gift smallint, gift_message text, mobile_theme smallint,
                        shipping_number varchar(64), total_discounts numeric(20,6), total_paid numeric(20,6),
                        total_paid_tax_incl numeric(20,6), total_paid_tax_excl numeric(20,6), total_paid_real numeric(20,6),
                        total_products numeric(20,6), total_products_wt numeric(20,6), total_shipping numeric(20,6),
                        carrier_tax_rate numeric(10,3), total_wrapping numeric(20,6), round_mode smallint, round_type smallint,
                        invoice_number int NOT NULL DEFAULT 0, delivery_number int NOT NULL DEFAULT 0, invoice_date timestamp,
                        delivery_date timestamp, valid int, date_add timestamp, date_upd timestamp, note text);
CREATE TEMP TABLE src_orders AS
SELECT c.*, row_number() OVER (ORDER BY c.id_cart, k) AS id_order, k
  FROM ps_cart c, generate_series(1, 2) k
 WHERE c.id_customer <> 0 AND c.id_address_delivery <> 0 AND c.id_cart % 5 <> 2 AND (k = 1 OR c.id_cart % 47 = 0)
   AND EXISTS (SELECT 1 FROM ps_cart_product cp WHERE cp.id_cart = c.id_cart);
INSERT INTO ps_orders
SELECT id_order, upper(substr(translate(md5('ref' || id_cart), '0123456789', 'GHIJKLMNOP'), 1, 9)), 1, 1,
       CASE WHEN k = 2 THEN 4 ELSE id_carrier END, id_lang, id_customer, id_cart, id_currency, id_address_delivery,
       id_address_invoice, 0, secure_key, (ARRAY['Payments by check','Bank transfer','Cash on delivery','Card'])[1 + id_cart % 4],
       CASE id_currency WHEN 1 THEN 1 WHEN 2 THEN 1.08 ELSE 0.86 END,
       (ARRAY['ps_checkpayment','ps_wirepayment','ps_cashondelivery','stripe_official'])[1 + id_cart % 4], 0, gift, '', 0,
       CASE WHEN id_cart % 3 = 0 THEN '' ELSE 'TRK' || (id_cart * 7919) END, 0, 0, 0, 0, 0, 0, 0, 7, 20, 0, 2, 2, 0, 0, NULL, NULL,
       0, date_upd + interval '10 minutes', date_upd + interval '3 days', NULL
  FROM src_orders;
CREATE TABLE ps_order_detail (id_order_detail int PRIMARY KEY, id_order int NOT NULL, id_order_invoice int, id_warehouse int DEFAULT 0,
                              id_shop int NOT NULL, product_id int NOT NULL, product_attribute_id int, id_customization int DEFAULT 0,
                              product_name varchar(255), product_quantity int NOT NULL DEFAULT 0, product_quantity_in_stock int,
                              product_quantity_refunded int, product_quantity_return int, product_quantity_reinjected int,
                              product_price numeric(20,6), reduction_percent numeric(5,2), reduction_amount numeric(20,6),
                              product_ean13 varchar(13), product_isbn varchar(32), product_upc varchar(12), product_mpn varchar(40),
                              product_reference varchar(64), product_supplier_reference varchar(64), product_weight numeric(20,6),
                              id_tax_rules_group int DEFAULT 0, tax_computation_method smallint, tax_name varchar(16),
                              tax_rate numeric(10,3), ecotax numeric(21,6), ecotax_tax_rate numeric(5,3),
                              download_hash varchar(255), download_nb int, download_deadline timestamp,
                              total_price_tax_incl numeric(20,6), total_price_tax_excl numeric(20,6),
                              unit_price_tax_incl numeric(20,6), unit_price_tax_excl numeric(20,6),
                              total_shipping_price_tax_incl numeric(20,6), total_shipping_price_tax_excl numeric(20,6),
                              purchase_supplier_price numeric(20,6), original_product_price numeric(20,6),
                              original_wholesale_price numeric(20,6), total_refunded_tax_excl numeric(20,6),
                              total_refunded_tax_incl numeric(20,6));
INSERT INTO ps_order_detail
SELECT row_number() OVER (ORDER BY o.id_order, cp.id_product, cp.id_product_attribute), o.id_order, 0, 0, 1, cp.id_product,
       cp.id_product_attribute, 0, 'Product ' || cp.id_product, cp.quantity, cp.quantity, 0, 0, 0, p.price + coalesce(pa.price, 0), 0, 0,
       p.ean13, '', '', '', coalesce(pa.reference, p.reference), '', p.weight, p.id_tax_rules_group, 0,
       CASE p.id_tax_rules_group WHEN 1 THEN 'TVA FR 20%' WHEN 2 THEN 'TVA FR 10%' WHEN 3 THEN 'TVA FR 5.5%' WHEN 5 THEN 'TVA FR 20%' ELSE '' END,
       CASE p.id_tax_rules_group WHEN 1 THEN 20 WHEN 2 THEN 10 WHEN 3 THEN 5.5 WHEN 5 THEN 20 ELSE 0 END, 0, 0, '', 0, NULL,
       0, 0, 0, 0, 0, 0, p.wholesale_price, p.price, p.wholesale_price, 0, 0
  FROM src_orders o JOIN ps_cart_product cp ON cp.id_cart = o.id_cart
  JOIN ps_product p ON p.id_product = cp.id_product
  LEFT JOIN ps_product_attribute pa ON pa.id_product_attribute = cp.id_product_attribute
 WHERE o.k = 1 OR cp.id_product % 2 = 0;
-- order history: states 1 / 10 / 13 (awaiting payment) or 2 (paid by card), then 2, 3, 4, 5, or 6 / 8 / 7
CREATE TABLE ps_order_history (id_order_history int PRIMARY KEY, id_employee int NOT NULL, id_order int NOT NULL,
                               id_order_state int NOT NULL, date_add timestamp);
CREATE TEMP TABLE hist AS
SELECT o.id_order, o.date_add, n, s
  FROM (SELECT id_order, date_add, id_cart, CASE WHEN id_cart % 4 = 3 THEN 2 ELSE (ARRAY[1,10,13])[1 + id_cart % 4] END AS first,
               pg_temp.r(100) AS fate FROM ps_orders) o,
       LATERAL unnest(CASE WHEN o.fate <= 5 THEN ARRAY[o.first, 6] WHEN o.fate <= 8 THEN ARRAY[o.first, 8]
                           WHEN o.fate <= 12 THEN ARRAY[o.first] WHEN o.fate <= 15 THEN ARRAY[o.first, 2, 3, 4, 5, 7]
                           WHEN o.fate <= 25 THEN ARRAY[o.first, 2, 3] WHEN o.fate <= 35 THEN ARRAY[o.first, 2, 3, 4]
                           ELSE ARRAY[o.first, 2, 3, 4, 5] END) WITH ORDINALITY AS u(s, n)
 WHERE NOT (n = 2 AND s = 2 AND o.first = 2);
INSERT INTO ps_order_history
SELECT row_number() OVER (ORDER BY date_add + n * interval '1 day', id_order, n),
       CASE WHEN n = 1 OR s IN (2, 8) THEN 0 WHEN random() < 0.15 THEN 0 ELSE pg_temp.r(8) END,
       id_order, s, date_add + (n - 1) * interval '1 day'
  FROM hist;
UPDATE ps_orders o SET current_state = h.id_order_state, valid = (h.id_order_state IN (2, 3, 4, 5))::int
  FROM (SELECT DISTINCT ON (id_order) id_order, id_order_state FROM ps_order_history ORDER BY id_order, id_order_history DESC) h
 WHERE h.id_order = o.id_order;
CREATE TABLE ps_order_invoice (id_order_invoice int PRIMARY KEY, id_order int NOT NULL, number int NOT NULL, delivery_number int NOT NULL,
                               delivery_date timestamp, total_discount_tax_excl numeric(20,6), total_discount_tax_incl numeric(20,6),
                               total_paid_tax_excl numeric(20,6), total_paid_tax_incl numeric(20,6), total_products numeric(20,6),
                               total_products_wt numeric(20,6), total_shipping_tax_excl numeric(20,6), total_shipping_tax_incl numeric(20,6),
                               shipping_tax_computation_method int, total_wrapping_tax_excl numeric(20,6),
                               total_wrapping_tax_incl numeric(20,6), shop_address text, note text, date_add timestamp);
INSERT INTO ps_order_invoice
SELECT row_number() OVER (ORDER BY h.date_add, h.id_order), h.id_order, row_number() OVER (ORDER BY h.date_add, h.id_order), 0, NULL,
       0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 'Boutique', NULL, h.date_add
  FROM ps_order_history h WHERE h.id_order_state = 2;
UPDATE ps_order_detail d SET id_order_invoice = i.id_order_invoice FROM ps_order_invoice i WHERE i.id_order = d.id_order;
UPDATE ps_orders o SET invoice_number = i.number, invoice_date = i.date_add FROM ps_order_invoice i WHERE i.id_order = o.id_order;

INSERT INTO ps_employee
SELECT g, CASE WHEN g <= 2 THEN 1 ELSE 2 + g % 3 END, CASE WHEN g % 3 = 0 THEN 2 ELSE 1 END, 'Staff' || g, 'Emp' || g,
       'e' || g || '@shop.example', md5('e' || g), '2021-01-01'::timestamp + g * interval '5 days', '2023-01-01', '2023-01-31', NULL,
       1, 'default', 0, 1, (g <> 7)::int, 0, CASE WHEN g = 7 THEN 0 ELSE (SELECT max(id_order) FROM ps_orders) - g * 131 END, 0,
       CASE WHEN g = 7 THEN 0 ELSE 1490 - g * 53 END, '2023-06-01'::date - g, 0
  FROM generate_series(1, 8) g;
ANALYZE;
