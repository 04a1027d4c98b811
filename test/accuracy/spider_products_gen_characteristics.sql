-- test/accuracy/spider_products_gen_characteristics.sql: Spider's database
-- "products_gen_characteristics" (spices, herbs and seeds with their colours, categories and graded
-- characteristics) converted from its SQLite file to PostgreSQL with its names kept, rows scaled up
-- by a deterministic generator; written for issue 16 as a held-out check (round 14): committed with
-- its truth (spider_products_gen_characteristics_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; mixed-case names kept as Spider has them (quoted:
-- "Ref_Characteristic_Types", "Ref_Colors", "Ref_Product_Categories", "Characteristics",
-- "Products", "Product_Characteristics"), lower-case snake columns. Three Ref_ lookups keyed by a
-- VARCHAR(15) code: characteristic types by a word ('Grade', 'Purity' -- the only two Spider has),
-- product categories by a word ('Herbs', 'Seeds', 'Spices'), colours by a digit held as text ('1'
-- .. '9', no '6'), so Products.color_code is text that looks like a number. Integer ids from 1 in
-- "Characteristics" and "Products", so characteristic ids are also product ids. The link table
-- "Product_Characteristics" has no primary key (as in Spider) and may hold a pair twice. Prices are
-- VARCHAR(20) numbers as text, sometimes the empty string; other_* columns are NULL; characteristic
-- names and data types repeat ('slow', 'fast', 'velocity'). Every declared foreign key is Spider's.
-- Some colours and characteristics are used by no row; low product ids hold more characteristic rows.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1414);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE "Ref_Characteristic_Types" (
  characteristic_type_code VARCHAR(15) PRIMARY KEY, characteristic_type_description VARCHAR(80));
INSERT INTO "Ref_Characteristic_Types" VALUES ('Grade', 'Grade'), ('Purity', 'Purity');

CREATE TABLE "Ref_Colors" (color_code VARCHAR(15) PRIMARY KEY, color_description VARCHAR(80));
INSERT INTO "Ref_Colors" VALUES ('9', 'yellow'), ('5', 'green'), ('1', 'red'), ('4', 'blue'), ('7', 'black'),
  ('2', 'white'), ('8', 'purple'), ('3', 'gray');

CREATE TABLE "Ref_Product_Categories" (
  product_category_code VARCHAR(15) PRIMARY KEY, product_category_description VARCHAR(80), unit_of_measure VARCHAR(20));
INSERT INTO "Ref_Product_Categories" VALUES ('Herbs', 'Herbs', 'Handful             '),
  ('Seeds', 'Seeds', 'Weight - pound,kilo.'), ('Spices', 'Spices', 'Weight - pound,kilo.');

CREATE TABLE "Characteristics" (
  characteristic_id INTEGER PRIMARY KEY, characteristic_type_code VARCHAR(15) NOT NULL,
  characteristic_data_type VARCHAR(10), characteristic_name VARCHAR(80), other_characteristic_details VARCHAR(255),
  FOREIGN KEY (characteristic_type_code) REFERENCES "Ref_Characteristic_Types" (characteristic_type_code));
INSERT INTO "Characteristics"
SELECT g, CASE WHEN random() < 0.55 THEN 'Grade' ELSE 'Purity' END,
       (ARRAY['velocity', 'amount', 'mass', 'density', 'heat'])[pg_temp.r(5)],
       (ARRAY['slow', 'fast', 'warm', 'hot', 'cool', 'fine', 'coarse', 'dry'])[pg_temp.r(8)], NULL
  FROM generate_series(1, 40) g;

CREATE TABLE "Products" (
  product_id INTEGER PRIMARY KEY, color_code VARCHAR(15) NOT NULL, product_category_code VARCHAR(15) NOT NULL,
  product_name VARCHAR(80), typical_buying_price VARCHAR(20), typical_selling_price VARCHAR(20),
  product_description VARCHAR(255), other_product_details VARCHAR(255),
  FOREIGN KEY (product_category_code) REFERENCES "Ref_Product_Categories" (product_category_code),
  FOREIGN KEY (color_code) REFERENCES "Ref_Colors" (color_code));
INSERT INTO "Products"
SELECT g, (ARRAY['9', '5', '1', '4', '7', '2', '8'])[pg_temp.sk(7, 1.6)],
       (ARRAY['Spices', 'Herbs', 'Seeds'])[pg_temp.sk(3, 1.4)],
       (ARRAY['cumin', 'peper', 'basil', 'borage', 'chervil', 'ginger', 'sesame', 'caraway', 'catnip', 'flax',
              'laurel', 'chili', 'cinnam', 'lotus', 'mint'])[pg_temp.r(15)] || CASE WHEN g > 15 THEN ' ' || g ELSE '' END,
       CASE WHEN random() < 0.12 THEN '' ELSE round((random() * 1000)::numeric, 4)::text END,
       CASE WHEN random() < 0.1 THEN '' ELSE round((random() * 90000000)::numeric, 3)::text END,
       (ARRAY['et', 'vel', 'cum', 'dolor', 'aut', 'ut', 'nam', 'sed'])[pg_temp.r(8)], NULL
  FROM generate_series(1, 300) g;

CREATE TABLE "Product_Characteristics" (
  product_id INTEGER NOT NULL, characteristic_id INTEGER NOT NULL, product_characteristic_value VARCHAR(50),
  FOREIGN KEY (characteristic_id) REFERENCES "Characteristics" (characteristic_id),
  FOREIGN KEY (product_id) REFERENCES "Products" (product_id));
INSERT INTO "Product_Characteristics"
SELECT pg_temp.sk(300, 1.8), pg_temp.sk(36, 1.3), (ARRAY['low', 'medium', 'high'])[pg_temp.r(3)]
  FROM generate_series(1, 1200) g;
ANALYZE;
