-- test/accuracy/magento.sql: a Magento-2-shaped commerce schema (EAV), written for issue 16 as a
-- held-out check: committed with its truth (magento_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every entity table is *_entity keyed by entity_id, and its attribute values sit
-- in *_entity_<type> tables (varchar, decimal, int) keyed by value_id whose entity_id is the owning
-- entity (named only by the table prefix); parent_id means "owner" in some tables (an address's
-- customer, an order address's order, an invoice item's invoice, a status history's order) and
-- "parent node" in others (category tree, configurable product link); store_id, website_id and
-- group ids are tiny (0..5) and everywhere; store 0 is the admin store, customer group 0 is
-- "NOT LOGGED IN"; the category root's parent_id is 0 (no row: undeclared truth); default_billing
-- and default_shipping reference addresses without an id suffix; the int value table holds option
-- ids for select attributes next to flags and tax classes (no reference). Deterministic: setseed.
-- The sku copied into quote, order and invoice items holds on every row and means the product: listed
-- as undeclared truths (corrected after the first measurement; see README "Accuracy").
SET client_min_messages = warning;
SELECT setseed(0.16);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE store_website (website_id smallint PRIMARY KEY, code varchar(32) UNIQUE, name varchar(64),
                            sort_order smallint, default_group_id smallint, is_default smallint);
INSERT INTO store_website VALUES (0, 'admin', 'Admin', 0, 0, 0), (1, 'base', 'Main Website', 0, 1, 1),
                                 (2, 'wholesale', 'Wholesale', 10, 2, 0);
CREATE TABLE store_group (group_id smallint PRIMARY KEY, website_id smallint NOT NULL REFERENCES store_website,
                          name varchar(255), root_category_id int, default_store_id smallint, code varchar(32) UNIQUE);
INSERT INTO store_group VALUES (0, 0, 'Default', 1, 0, 'default'), (1, 1, 'Main Website Store', 2, 1, 'main_website_store'),
                               (2, 2, 'Wholesale Store', 2, 4, 'wholesale_store');
ALTER TABLE store_website ADD FOREIGN KEY (default_group_id) REFERENCES store_group;
CREATE TABLE store (store_id smallint PRIMARY KEY, code varchar(32) UNIQUE, website_id smallint NOT NULL REFERENCES store_website,
                    group_id smallint NOT NULL REFERENCES store_group, name varchar(255), sort_order smallint, is_active smallint);
INSERT INTO store VALUES (0, 'admin', 0, 0, 'Admin', 0, 1), (1, 'default', 1, 1, 'Default Store View', 0, 1),
                         (2, 'fr', 1, 1, 'French', 1, 1), (3, 'de', 1, 1, 'German', 2, 1),
                         (4, 'wholesale_en', 2, 2, 'Wholesale English', 0, 1), (5, 'wholesale_de', 2, 2, 'Wholesale German', 1, 0);
ALTER TABLE store_group ADD FOREIGN KEY (default_store_id) REFERENCES store;

CREATE TABLE eav_entity_type (entity_type_id smallint PRIMARY KEY, entity_type_code varchar(50) UNIQUE, entity_model varchar(255),
                              entity_table varchar(255), increment_pad_length smallint);
INSERT INTO eav_entity_type VALUES (1, 'customer', 'Magento\Customer\Model\ResourceModel\Customer', 'customer_entity', 8),
  (2, 'customer_address', 'Magento\Customer\Model\ResourceModel\Address', 'customer_address_entity', 8),
  (3, 'catalog_category', 'Magento\Catalog\Model\ResourceModel\Category', 'catalog_category_entity', 8),
  (4, 'catalog_product', 'Magento\Catalog\Model\ResourceModel\Product', 'catalog_product_entity', 8),
  (5, 'order', 'Magento\Sales\Model\ResourceModel\Order', 'sales_order', 9),
  (6, 'invoice', 'Magento\Sales\Model\ResourceModel\Order\Invoice', 'sales_invoice', 9),
  (7, 'creditmemo', 'Magento\Sales\Model\ResourceModel\Order\Creditmemo', 'sales_creditmemo', 9),
  (8, 'shipment', 'Magento\Sales\Model\ResourceModel\Order\Shipment', 'sales_shipment', 9);
-- attributes 1..30 customer, 31..55 address, 56..90 category, 91..140 product
CREATE TABLE eav_attribute (attribute_id smallint PRIMARY KEY, entity_type_id smallint NOT NULL REFERENCES eav_entity_type,
                            attribute_code varchar(255), backend_type varchar(8), frontend_input varchar(50), is_required smallint,
                            UNIQUE (entity_type_id, attribute_code));
INSERT INTO eav_attribute SELECT g, CASE WHEN g <= 30 THEN 1 WHEN g <= 55 THEN 2 WHEN g <= 90 THEN 3 ELSE 4 END,
       'attr_' || g, (ARRAY['varchar','int','decimal','text','datetime'])[1 + g % 5],
       CASE WHEN g BETWEEN 118 AND 140 THEN 'select' ELSE 'text' END, (g % 4 = 0)::int
  FROM generate_series(1, 140) g;
CREATE TABLE eav_attribute_set (attribute_set_id smallint PRIMARY KEY, entity_type_id smallint NOT NULL REFERENCES eav_entity_type,
                                attribute_set_name varchar(255), sort_order smallint);
INSERT INTO eav_attribute_set SELECT g, CASE WHEN g <= 3 THEN g ELSE 4 END, 'Set ' || g, g % 3 FROM generate_series(1, 12) g;
CREATE TABLE eav_attribute_option (option_id int PRIMARY KEY, attribute_id smallint NOT NULL REFERENCES eav_attribute, sort_order smallint);
INSERT INTO eav_attribute_option SELECT g, 118 + (g - 1) / 18, g % 18 FROM generate_series(1, 400) g;
CREATE TABLE eav_attribute_option_value (value_id int PRIMARY KEY, option_id int NOT NULL REFERENCES eav_attribute_option,
                                         store_id smallint NOT NULL REFERENCES store, value varchar(255));
INSERT INTO eav_attribute_option_value
SELECT row_number() OVER (ORDER BY o, s), o, s, 'Option ' || o || ' @' || s
  FROM generate_series(1, 400) o, unnest(ARRAY[0, 2, 3]) s WHERE s = 0 OR o % 3 <> 0;

CREATE TABLE tax_class (class_id smallint PRIMARY KEY, class_name varchar(255), class_type varchar(8));
INSERT INTO tax_class VALUES (2, 'Taxable Goods', 'PRODUCT'), (3, 'Retail Customer', 'CUSTOMER'), (4, 'Wholesale Customer', 'CUSTOMER'),
                             (5, 'Food', 'PRODUCT'), (6, 'Books', 'PRODUCT'), (7, 'Digital', 'PRODUCT');
CREATE TABLE customer_group (customer_group_id int PRIMARY KEY, customer_group_code varchar(32), tax_class_id smallint NOT NULL REFERENCES tax_class);
INSERT INTO customer_group VALUES (0, 'NOT LOGGED IN', 3), (1, 'General', 3), (2, 'Wholesale', 4), (3, 'Retailer', 3);

CREATE TABLE directory_country (country_id varchar(2) PRIMARY KEY, iso2_code varchar(2), iso3_code varchar(3));
INSERT INTO directory_country
SELECT c, c, c || 'X' FROM unnest(ARRAY['US','CA','MX','GB','FR','DE','ES','IT','NL','BE','AT','CH','SE','NO','DK','FI',
       'PL','CZ','PT','IE','AU','NZ','JP','KR','CN','IN','BR','AR','CL','ZA']) c;
CREATE TABLE directory_country_region (region_id int PRIMARY KEY, country_id varchar(4) NOT NULL REFERENCES directory_country,
                                       code varchar(32), default_name varchar(255));
INSERT INTO directory_country_region
SELECT row_number() OVER (ORDER BY c, k), c, c || '-' || k, 'Region ' || c || k
  FROM unnest(ARRAY['US','CA','MX','DE','FR','ES','IT','AU','BR','IN']) c, generate_series(1, 12) k;

CREATE TABLE catalog_category_entity (entity_id int PRIMARY KEY, attribute_set_id smallint NOT NULL REFERENCES eav_attribute_set,
                                      parent_id int NOT NULL DEFAULT 0, created_at timestamp, updated_at timestamp, path varchar(255),
                                      position int, level int, children_count int);
INSERT INTO catalog_category_entity VALUES (1, 3, 0, '2021-01-01', '2021-01-01', '1', 0, 0, 0),
                                           (2, 3, 1, '2021-01-01', '2021-01-01', '1/2', 1, 1, 0);
INSERT INTO catalog_category_entity
SELECT g, 3, CASE WHEN g <= 10 THEN 2 ELSE 3 + (g * 7) % (g - 3) END, '2021-01-02'::timestamp + g * interval '1 day',
       '2023-06-01'::timestamp + g * interval '1 hour', '', g % 9, CASE WHEN g <= 10 THEN 2 ELSE 3 END, 0
  FROM generate_series(3, 80) g;
ALTER TABLE store_group ADD FOREIGN KEY (root_category_id) REFERENCES catalog_category_entity;

-- products: every tenth a configurable one; attribute sets 4..12
CREATE TABLE catalog_product_entity (entity_id int PRIMARY KEY, attribute_set_id smallint NOT NULL REFERENCES eav_attribute_set,
                                     type_id varchar(32) NOT NULL, sku varchar(64) UNIQUE, has_options smallint, required_options smallint,
                                     created_at timestamp, updated_at timestamp);
INSERT INTO catalog_product_entity
SELECT g, 3 + pg_temp.r(9), CASE WHEN g % 10 = 0 THEN 'configurable' ELSE 'simple' END, 'MH' || lpad(g::text, 5, '0'),
       (g % 10 = 0)::int, 0, '2021-03-01'::timestamp + g * interval '5 hours', '2024-01-01'::timestamp + pg_temp.r(9000) * interval '1 hour'
  FROM generate_series(1, 1500) g;
CREATE TABLE catalog_product_entity_varchar (value_id serial PRIMARY KEY, attribute_id smallint NOT NULL REFERENCES eav_attribute,
                                             store_id smallint NOT NULL REFERENCES store, entity_id int NOT NULL REFERENCES catalog_product_entity,
                                             value varchar(255), UNIQUE (entity_id, attribute_id, store_id));
INSERT INTO catalog_product_entity_varchar (attribute_id, store_id, entity_id, value)
SELECT a, s, e, 'v' || a || '-' || e || '-' || s
  FROM generate_series(1, 1500) e, generate_series(91, 95) a, unnest(ARRAY[0, 2, 3]) s
 WHERE s = 0 OR (a <= 92 AND (e + s) % 4 = 0);
CREATE TABLE catalog_product_entity_decimal (value_id serial PRIMARY KEY, attribute_id smallint NOT NULL REFERENCES eav_attribute,
                                             store_id smallint NOT NULL REFERENCES store, entity_id int NOT NULL REFERENCES catalog_product_entity,
                                             value numeric(20,6), UNIQUE (entity_id, attribute_id, store_id));
INSERT INTO catalog_product_entity_decimal (attribute_id, store_id, entity_id, value)
SELECT a, s, e, round((random() * 300)::numeric, 2)
  FROM generate_series(1, 1500) e, generate_series(101, 104) a, unnest(ARRAY[0, 4]) s
 WHERE s = 0 OR (a = 101 AND e % 3 = 0);
-- status (111: 1/2), visibility (112: 1..4), tax class (113: 2,5,6,7), color (118) and size (119): option ids
CREATE TABLE catalog_product_entity_int (value_id serial PRIMARY KEY, attribute_id smallint NOT NULL REFERENCES eav_attribute,
                                         store_id smallint NOT NULL REFERENCES store, entity_id int NOT NULL REFERENCES catalog_product_entity,
                                         value int, UNIQUE (entity_id, attribute_id, store_id));
INSERT INTO catalog_product_entity_int (attribute_id, store_id, entity_id, value)
SELECT a, 0, e, CASE a WHEN 111 THEN 1 + (e % 17 = 0)::int WHEN 112 THEN pg_temp.r(4)
                       WHEN 113 THEN (ARRAY[2, 5, 6, 7])[pg_temp.r(4)] WHEN 118 THEN pg_temp.r(18) ELSE 18 + pg_temp.r(18) END
  FROM generate_series(1, 1500) e, unnest(ARRAY[111, 112, 113, 118, 119]) a WHERE a < 118 OR e % 10 <> 0;

CREATE TABLE catalog_category_product (entity_id serial PRIMARY KEY, category_id int NOT NULL REFERENCES catalog_category_entity,
                                       product_id int NOT NULL REFERENCES catalog_product_entity, position int,
                                       UNIQUE (category_id, product_id));
INSERT INTO catalog_category_product (category_id, product_id, position)
SELECT DISTINCT ON (c, p) c, p, pg_temp.r(50)
  FROM (SELECT 2 + pg_temp.r(78) c, p FROM generate_series(1, 1500) p, generate_series(1, 2) k) x;
CREATE TABLE catalog_product_website (product_id int NOT NULL REFERENCES catalog_product_entity,
                                      website_id smallint NOT NULL REFERENCES store_website, PRIMARY KEY (product_id, website_id));
INSERT INTO catalog_product_website SELECT p, w FROM generate_series(1, 1500) p, generate_series(1, 2) w WHERE w = 1 OR p % 3 = 0;
-- the simple children of each configurable product: the nine before it
CREATE TABLE catalog_product_super_link (link_id serial PRIMARY KEY, product_id int NOT NULL REFERENCES catalog_product_entity,
                                         parent_id int NOT NULL REFERENCES catalog_product_entity, UNIQUE (product_id, parent_id));
INSERT INTO catalog_product_super_link (product_id, parent_id)
SELECT c - k, c FROM generate_series(10, 1500, 10) c, generate_series(1, 9) k WHERE k <= 3 + c % 7;

CREATE TABLE customer_entity (entity_id int PRIMARY KEY, website_id smallint REFERENCES store_website, email varchar(255),
                              group_id int NOT NULL REFERENCES customer_group, store_id smallint REFERENCES store, created_at timestamp,
                              updated_at timestamp, is_active smallint, created_in varchar(255), firstname varchar(255),
                              lastname varchar(255), default_billing int, default_shipping int, UNIQUE (email, website_id));
INSERT INTO customer_entity
SELECT g, w, 'customer' || g || '@example.com', CASE WHEN w = 2 THEN 2 ELSE 1 + (g % 7 = 0)::int * 2 END,
       CASE WHEN w = 2 THEN 4 ELSE pg_temp.r(3) END, '2021-06-01'::timestamp + g * interval '7 hours',
       '2024-02-01'::timestamp + pg_temp.r(5000) * interval '1 hour', 1, 'Default Store View', 'First' || g, 'Last' || pg_temp.r(400),
       NULL, NULL
  FROM (SELECT g, CASE WHEN g % 6 = 0 THEN 2 ELSE 1 END w FROM generate_series(1, 1200) g) x;
CREATE TABLE customer_address_entity (entity_id int PRIMARY KEY, parent_id int REFERENCES customer_entity, created_at timestamp,
                                      city varchar(255), country_id varchar(255) NOT NULL REFERENCES directory_country,
                                      region_id int REFERENCES directory_country_region, postcode varchar(255), street text,
                                      telephone varchar(255), is_active smallint);
INSERT INTO customer_address_entity
SELECT g, c, '2021-06-02'::timestamp + g * interval '5 hours', 'City ' || pg_temp.r(300), co,
       CASE WHEN co IN ('US','CA','MX','DE','FR','ES','IT','AU','BR','IN')
            THEN (SELECT min(region_id) FROM directory_country_region r WHERE r.country_id = co) + (g % 12) END,
       lpad(pg_temp.r(99999)::text, 5, '0'), g || ' Market Street', '555-' || lpad(g::text, 4, '0'), 1
  FROM (SELECT g, 1 + (g - 1) % 1200 c, (ARRAY['US','US','US','CA','GB','FR','DE','DE','ES','IT','NL','AU','JP','BR','IN','SE'])[pg_temp.r(16)] co
          FROM generate_series(1, 1800) g) x;
UPDATE customer_entity c SET default_billing = c.entity_id, default_shipping = CASE WHEN c.entity_id <= 600 THEN c.entity_id + 1200 ELSE c.entity_id END
 WHERE c.entity_id % 8 <> 0;
ALTER TABLE customer_entity ADD FOREIGN KEY (default_billing) REFERENCES customer_address_entity,
                            ADD FOREIGN KEY (default_shipping) REFERENCES customer_address_entity;

CREATE TABLE quote (entity_id int PRIMARY KEY, store_id smallint NOT NULL REFERENCES store, created_at timestamp, is_active smallint,
                    items_count int, customer_id int REFERENCES customer_entity, customer_group_id int REFERENCES customer_group,
                    customer_email varchar(255), grand_total numeric(20,4));
INSERT INTO quote
SELECT g, CASE WHEN c IS NULL THEN pg_temp.r(3) ELSE (SELECT store_id FROM customer_entity WHERE entity_id = c) END,
       '2023-01-01'::timestamp + g * interval '3 hours', (g > 2500)::int, 0, c, CASE WHEN c IS NULL THEN 0 ELSE 1 END,
       'q' || g || '@example.com', 0
  FROM (SELECT g, CASE WHEN g % 4 = 0 THEN NULL ELSE pg_temp.r(1200) END c FROM generate_series(1, 3000) g) x;
CREATE TABLE quote_item (item_id int PRIMARY KEY, quote_id int NOT NULL REFERENCES quote, product_id int REFERENCES catalog_product_entity,
                         store_id smallint REFERENCES store, parent_item_id int REFERENCES quote_item, sku varchar(255),
                         qty numeric(12,4), price numeric(20,4));
-- line k of quote q; a configurable product line (k = 1 of every fifth quote) carries a child line k = 2
INSERT INTO quote_item
SELECT q * 10 + k, q, CASE WHEN q % 5 = 0 AND k = 1 THEN 10 * pg_temp.r(150) WHEN q % 5 = 0 AND k = 2 THEN NULL ELSE pg_temp.r(1500) END,
       (SELECT store_id FROM quote WHERE entity_id = q), NULL, '', 1 + pg_temp.r(3), round((random() * 200)::numeric, 2)
  FROM generate_series(1, 3000) q, generate_series(1, 4) k WHERE k <= 1 + q % 4;
UPDATE quote_item SET product_id = (SELECT l.product_id FROM catalog_product_super_link l JOIN quote_item p ON p.item_id = quote_item.item_id - 1
                                     WHERE l.parent_id = p.product_id ORDER BY l.product_id LIMIT 1),
                      parent_item_id = item_id - 1
 WHERE product_id IS NULL;
UPDATE quote_item SET sku = 'MH' || lpad(product_id::text, 5, '0');
UPDATE quote q SET items_count = (SELECT count(*) FROM quote_item i WHERE i.quote_id = q.entity_id);

CREATE TABLE sales_order (entity_id int PRIMARY KEY, state varchar(32), status varchar(32), store_id smallint REFERENCES store,
                          customer_id int REFERENCES customer_entity, customer_group_id int, quote_id int, billing_address_id int,
                          shipping_address_id int, base_grand_total numeric(20,4), grand_total numeric(20,4), total_qty_ordered numeric(12,4),
                          increment_id varchar(32) UNIQUE, customer_email varchar(128), customer_is_guest smallint,
                          created_at timestamp, updated_at timestamp);
INSERT INTO sales_order
SELECT q.entity_id, s, s, q.store_id, q.customer_id, q.customer_group_id, q.entity_id, 2 * q.entity_id - 1, 2 * q.entity_id,
       0, 0, 0, (CASE WHEN q.store_id >= 4 THEN '2' ELSE '1' END) || lpad(q.entity_id::text, 8, '0'), q.customer_email,
       (q.customer_id IS NULL)::int, q.created_at + interval '20 minutes', q.created_at + interval '3 days'
  FROM quote q, LATERAL (SELECT (ARRAY['new','processing','complete','complete','complete','canceled','closed'])[pg_temp.r(7 + 0 * q.entity_id)] s) st
 WHERE q.entity_id <= 2500;
ALTER TABLE sales_order ADD FOREIGN KEY (customer_group_id) REFERENCES customer_group, ADD FOREIGN KEY (quote_id) REFERENCES quote;
CREATE TABLE sales_order_address (entity_id int PRIMARY KEY, parent_id int REFERENCES sales_order, customer_address_id int
                                  REFERENCES customer_address_entity, region_id int REFERENCES directory_country_region,
                                  postcode varchar(255), city varchar(255), street varchar(255), country_id varchar(2) REFERENCES directory_country,
                                  address_type varchar(255), email varchar(255));
INSERT INTO sales_order_address
SELECT 2 * o.entity_id - t.k, o.entity_id, a.entity_id, a.region_id, a.postcode, a.city, a.street, coalesce(a.country_id, 'US'),
       CASE t.k WHEN 1 THEN 'billing' ELSE 'shipping' END, o.customer_email
  FROM sales_order o CROSS JOIN (VALUES (0), (1)) t(k)
  LEFT JOIN customer_address_entity a ON a.parent_id = o.customer_id AND a.entity_id = o.customer_id + 1200 * t.k;
UPDATE sales_order_address SET country_id = 'GB', city = 'London' WHERE customer_address_id IS NULL AND entity_id % 3 = 0;
ALTER TABLE sales_order ADD FOREIGN KEY (billing_address_id) REFERENCES sales_order_address,
                        ADD FOREIGN KEY (shipping_address_id) REFERENCES sales_order_address;
CREATE TABLE sales_order_item (item_id int PRIMARY KEY, order_id int NOT NULL REFERENCES sales_order, parent_item_id int REFERENCES sales_order_item,
                               quote_item_id int REFERENCES quote_item, store_id smallint REFERENCES store, created_at timestamp,
                               product_id int REFERENCES catalog_product_entity, product_type varchar(255), sku varchar(255),
                               qty_ordered numeric(12,4), price numeric(12,4), row_total numeric(20,4));
INSERT INTO sales_order_item
SELECT i.item_id, i.quote_id, i.parent_item_id, i.item_id, i.store_id, o.created_at, i.product_id,
       CASE WHEN i.product_id % 10 = 0 THEN 'configurable' ELSE 'simple' END, i.sku, i.qty, i.price, i.qty * i.price
  FROM quote_item i JOIN sales_order o ON o.entity_id = i.quote_id;
UPDATE sales_order o SET total_qty_ordered = t.q, base_grand_total = t.s, grand_total = t.s
  FROM (SELECT order_id, sum(qty_ordered) q, sum(row_total) s FROM sales_order_item GROUP BY order_id) t WHERE t.order_id = o.entity_id;

CREATE TABLE sales_invoice (entity_id int PRIMARY KEY, store_id smallint REFERENCES store, grand_total numeric(20,4),
                            order_id int NOT NULL REFERENCES sales_order, billing_address_id int REFERENCES sales_order_address,
                            shipping_address_id int REFERENCES sales_order_address, state int, increment_id varchar(50) UNIQUE,
                            created_at timestamp);
INSERT INTO sales_invoice
SELECT row_number() OVER (ORDER BY o.entity_id), o.store_id, o.grand_total, o.entity_id, o.billing_address_id, o.shipping_address_id,
       2, 'INV' || o.increment_id, o.created_at + interval '1 day'
  FROM sales_order o WHERE o.status IN ('processing', 'complete', 'closed');
CREATE TABLE sales_invoice_item (entity_id int PRIMARY KEY, parent_id int NOT NULL REFERENCES sales_invoice,
                                 order_item_id int REFERENCES sales_order_item, product_id int, sku varchar(255),
                                 qty numeric(12,4), price numeric(20,4), row_total numeric(20,4));
INSERT INTO sales_invoice_item
SELECT row_number() OVER (ORDER BY v.entity_id, i.item_id), v.entity_id, i.item_id, i.product_id, i.sku, i.qty_ordered, i.price, i.row_total
  FROM sales_invoice v JOIN sales_order_item i ON i.order_id = v.order_id;
CREATE TABLE sales_order_status_history (entity_id int PRIMARY KEY, parent_id int NOT NULL REFERENCES sales_order,
                                         is_customer_notified int, comment text, status varchar(32), created_at timestamp,
                                         entity_name varchar(32));
INSERT INTO sales_order_status_history
SELECT row_number() OVER (ORDER BY o.entity_id, k), o.entity_id, (k = 1)::int, 'Note ' || k, o.status,
       o.created_at + k * interval '6 hours', CASE WHEN k = 3 THEN 'invoice' ELSE 'order' END
  FROM sales_order o, generate_series(1, 3) k WHERE k <= 1 + o.entity_id % 3;
ANALYZE;
