-- test/accuracy/retail.sql: a small chain of shops (tens to thousands of rows), for the accuracy
-- suite (truth: retail_truth.csv, every foreign key declared).
--
-- Why: small databases give the data little to say, and their columns look like references
-- that are not. Here:
--   * chance fits: stores.market_id (1..4) and products.company_id (1..3) name entities that
--     have no table; their values fall inside the tiny regions (1..6) and channels (1..5)
--     tables, which they do not reference;
--   * a false hierarchy: products.manager_id holds associates' ids (1..120), which also fall
--     inside products.id (1..500); the manager of a product is an associate, not a product,
--     while associates.manager_id is a real self reference;
--   * people in a table whose name and columns do not say "person" (associates with
--     given_name / family_name), referenced by clerk_id and manager_id;
--   * digit-only text codes: product_categories.code ('11'..'34') and promotions.code (ten of
--     the same strings), which contain each other by chance, beside the real references
--     products.category_code and sales.promotion_code;
--   * a materialized view keyed by store_id, derived from sales.
-- Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE regions (id int PRIMARY KEY, name text);
INSERT INTO regions SELECT g, 'Region ' || g FROM generate_series(1, 6) g;
CREATE TABLE channels (id int PRIMARY KEY, name text);
INSERT INTO channels SELECT g, (ARRAY['store','web','phone','app','partner'])[g] FROM generate_series(1, 5) g;
CREATE TABLE stores (id int PRIMARY KEY, name text, region_id int REFERENCES regions, market_id int, opened_year int);
INSERT INTO stores SELECT g, 'Store ' || g, 1 + g % 6, 1 + g % 4, 1995 + g % 25 FROM generate_series(1, 40) g;
CREATE TABLE associates (id int PRIMARY KEY, given_name text, family_name text, hired_on date,
                         store_id int REFERENCES stores, manager_id int REFERENCES associates);
INSERT INTO associates SELECT g, 'Given' || g, 'Family' || (g % 53), '2010-01-01'::date + (g * 37) % 4000, 1 + g % 40,
       CASE WHEN g <= 5 THEN NULL ELSE 1 + (g * 7) % (g - 1) END FROM generate_series(1, 120) g;
CREATE TABLE product_categories (code text PRIMARY KEY, name text);
INSERT INTO product_categories SELECT g::text, 'Category ' || g FROM generate_series(11, 34) g;
CREATE TABLE products (id int PRIMARY KEY, name text, category_code text REFERENCES product_categories,
                       manager_id int REFERENCES associates, company_id int, list_price numeric(8,2));
INSERT INTO products SELECT g, 'Product ' || g, (11 + (g * 7) % 24)::text, 1 + (g * 13) % 120, 1 + g % 3, 1 + (g * 37) % 400
  FROM generate_series(1, 500) g;
CREATE TABLE promotions (code text PRIMARY KEY, channel_id int REFERENCES channels, discount_pct int);
INSERT INTO promotions SELECT c::text, 1 + c % 5, 5 * (1 + c % 6) FROM unnest(ARRAY[12, 13, 15, 18, 21, 22, 25, 27, 30, 33]) c;
CREATE TABLE sales (id int PRIMARY KEY, store_id int REFERENCES stores, product_id int REFERENCES products,
                    clerk_id int REFERENCES associates, channel_id int REFERENCES channels,
                    promotion_code text REFERENCES promotions, quantity int, sold_on date);
INSERT INTO sales SELECT g, 1 + (g * 7) % 40, 1 + (g * 211) % 500, 1 + (g * 37) % 120, 1 + g % 5,
       CASE WHEN g % 6 = 0 THEN (ARRAY['12','13','15','18','21','22','25','27','30','33'])[1 + (g / 6) % 10] END,
       1 + g % 10, '2024-01-01'::date + g % 365 FROM generate_series(1, 5000) g;
CREATE MATERIALIZED VIEW store_sales_summary AS
  SELECT store_id, count(*) AS sales, sum(quantity) AS units FROM sales GROUP BY store_id;
ANALYZE;
