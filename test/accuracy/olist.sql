-- test/accuracy/olist.sql: the Brazilian e-commerce public dataset by Olist (Kaggle) as loaded into
-- PostgreSQL, written for issue 16 as a held-out check (sixth round): committed with its truth
-- (olist_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every key of an entity is 32 lower-case hex characters in
-- text (customer_id, customer_unique_id, order_id, product_id, seller_id, review_id), so all key
-- columns share one shape and one length; a customer_id is made per order (orders.customer_id is
-- 1:1 with customers) while customer_unique_id, the person, repeats and is no key of anything;
-- composite keys of a hex id and a small sequence (order_items (order_id, order_item_id),
-- order_payments (order_id, payment_sequential), order_reviews (review_id, order_id): a few
-- review ids cover two orders); zip code prefixes of five digits kept as text with their leading
-- zeros, in customers, sellers and a keyless geolocation table with many points per prefix (no
-- reference: nothing is unique there, and a few customer prefixes have no point); the product
-- category is a Portuguese snake_case name that references the translation table, NULL for 1.5%
-- of products; the original's misspellings (product_name_lenght). Orders with status unavailable
-- or created have no items; one item per order mostly, a product repeated on the lines of one
-- order; skewed sellers and categories. Deterministic: setseed, md5 of counters for the hex ids.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2018);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE product_category_name_translation (product_category_name text PRIMARY KEY, product_category_name_english text NOT NULL);
INSERT INTO product_category_name_translation VALUES
  ('cama_mesa_banho', 'bed_bath_table'), ('beleza_saude', 'health_beauty'), ('esporte_lazer', 'sports_leisure'),
  ('moveis_decoracao', 'furniture_decor'), ('informatica_acessorios', 'computers_accessories'),
  ('utilidades_domesticas', 'housewares'), ('relogios_presentes', 'watches_gifts'), ('telefonia', 'telephony'),
  ('ferramentas_jardim', 'garden_tools'), ('automotivo', 'auto'), ('brinquedos', 'toys'), ('cool_stuff', 'cool_stuff'),
  ('perfumaria', 'perfumery'), ('bebes', 'baby'), ('eletronicos', 'electronics'), ('papelaria', 'stationery'),
  ('fashion_bolsas_e_acessorios', 'fashion_bags_accessories'), ('pet_shop', 'pet_shop'), ('moveis_escritorio', 'office_furniture'),
  ('consoles_games', 'consoles_games'), ('malas_acessorios', 'luggage_accessories'), ('construcao_ferramentas_construcao', 'construction_tools_construction'),
  ('eletrodomesticos', 'home_appliances'), ('instrumentos_musicais', 'musical_instruments'), ('eletroportateis', 'small_appliances'),
  ('casa_construcao', 'home_construction'), ('livros_interesse_geral', 'books_general_interest'), ('alimentos', 'food'),
  ('moveis_sala', 'furniture_living_room'), ('casa_conforto', 'home_confort'), ('bebidas', 'drinks'), ('audio', 'audio'),
  ('market_place', 'market_place'), ('construcao_ferramentas_iluminacao', 'construction_tools_lights'), ('climatizacao', 'air_conditioning'),
  ('moveis_cozinha_area_de_servico_jantar_e_jardim', 'kitchen_dining_laundry_garden_furniture'), ('alimentos_bebidas', 'food_drink'),
  ('industria_comercio_e_negocios', 'industry_commerce_and_business'), ('livros_tecnicos', 'books_technical'),
  ('telefonia_fixa', 'fixed_telephony'), ('fashion_calcados', 'fashion_shoes'), ('eletrodomesticos_2', 'home_appliances_2'),
  ('construcao_ferramentas_jardim', 'costruction_tools_garden'), ('agro_industria_e_comercio', 'agro_industry_and_commerce'),
  ('artes', 'art'), ('pcs', 'computers'), ('sinalizacao_e_seguranca', 'signaling_and_security'),
  ('construcao_ferramentas_seguranca', 'construction_tools_safety'), ('artigos_de_natal', 'christmas_supplies'),
  ('fashion_roupa_masculina', 'fashion_male_clothing'), ('moveis_quarto', 'furniture_bedroom'),
  ('fashion_underwear_e_moda_praia', 'fashion_underwear_beach'), ('moveis_colchao_e_estofado', 'furniture_mattress_and_upholstery'),
  ('tablets_impressao_imagem', 'tablets_printing_image'), ('construcao_ferramentas_ferramentas', 'costruction_tools_tools'),
  ('fashion_esporte', 'fashion_sport'), ('artigos_de_festas', 'party_supplies'), ('livros_importados', 'books_imported'),
  ('cine_foto', 'cine_photo'), ('la_cuisine', 'la_cuisine'), ('musica', 'music'), ('casa_conforto_2', 'home_comfort_2'),
  ('portateis_casa_forno_e_cafe', 'small_appliances_home_oven_and_coffee'), ('cds_dvds_musicais', 'cds_dvds_musicals'),
  ('dvds_blu_ray', 'dvds_blu_ray'), ('flores', 'flowers'), ('artes_e_artesanato', 'arts_and_craftmanship'),
  ('fraldas_higiene', 'diapers_and_hygiene'), ('fashion_roupa_infanto_juvenil', 'fashion_childrens_clothes'),
  ('seguros_e_servicos', 'security_and_services'), ('fashio_female_clothing', 'fashio_female_clothing');
CREATE TEMP TABLE cat AS
SELECT row_number() OVER () AS k, product_category_name AS name FROM product_category_name_translation;

-- 2,400 zip code prefixes (five digits, São Paulo's 0xxxx and 1xxxx most often) with a state and a city
CREATE TEMP TABLE zips AS
SELECT k, lpad(z::text, 5, '0') AS zip,
       CASE WHEN z < 20000 THEN 'SP' WHEN z < 29000 THEN 'RJ' WHEN z < 30000 THEN 'ES' WHEN z < 40000 THEN 'MG'
            WHEN z < 50000 THEN 'BA' WHEN z < 60000 THEN 'PE' WHEN z < 70000 THEN 'CE' WHEN z < 80000 THEN 'DF'
            WHEN z < 88000 THEN 'PR' WHEN z < 90000 THEN 'SC' ELSE 'RS' END AS state,
       (ARRAY['sao paulo', 'rio de janeiro', 'belo horizonte', 'curitiba', 'campinas', 'porto alegre', 'salvador',
              'guarulhos', 'niteroi', 'santo andre', 'osasco', 'franca', 'sorocaba', 'brasilia'])[1 + z % 14] AS city
  FROM (SELECT k, CASE WHEN k % 5 < 3 THEN 1000 + (k * 7919) % 19000 ELSE 20000 + (k * 104729) % 79000 END AS z
          FROM generate_series(1, 2600) k) x;
DELETE FROM zips a USING zips b WHERE a.zip = b.zip AND a.k > b.k;
CREATE TEMP TABLE zipk AS SELECT row_number() OVER (ORDER BY k) AS k, zip, state, city FROM zips;

-- geolocation: no key; one to fifteen points per prefix; 2% of the prefixes have no point
CREATE TABLE geolocation (geolocation_zip_code_prefix text, geolocation_lat double precision, geolocation_lng double precision,
  geolocation_city text, geolocation_state text);
INSERT INTO geolocation
SELECT zip, -23.5 + (k % 37) * 0.3 + random() * 0.05, -46.6 + (k % 41) * 0.25 + random() * 0.05,
       CASE WHEN random() < 0.1 THEN upper(city) ELSE city END, state
  FROM zipk, LATERAL generate_series(1, pg_temp.sk(15, 2.0) + 0 * k) g
 WHERE k % 50 <> 7
 ORDER BY random();

CREATE TABLE sellers (seller_id text PRIMARY KEY, seller_zip_code_prefix text, seller_city text, seller_state text);
INSERT INTO sellers
SELECT md5('seller' || i), z.zip, z.city, z.state
  FROM generate_series(1, 620) i JOIN zipk z ON z.k = 1 + (i * 613) % 2000 ORDER BY md5('seller' || i);

-- 3,100 products, each sold by one seller (a few by two)
CREATE TABLE products (product_id text PRIMARY KEY,
  product_category_name text REFERENCES product_category_name_translation,
  product_name_lenght integer, product_description_lenght integer, product_photos_qty integer, product_weight_g integer,
  product_length_cm integer, product_height_cm integer, product_width_cm integer);
CREATE TEMP TABLE prod AS
SELECT i, md5('product' || i) AS product_id, CASE WHEN random() < 0.015 THEN NULL ELSE (SELECT name FROM cat WHERE k = x.ck) END AS category,
       md5('seller' || pg_temp.sk(620, 2.5)) AS seller_id, md5('seller' || pg_temp.r(620)) AS seller2
  FROM (SELECT i, pg_temp.sk(71, 2.0) AS ck FROM generate_series(1, 3100) i) x;
INSERT INTO products
SELECT product_id, category, CASE WHEN category IS NOT NULL THEN 20 + pg_temp.r(44) END,
       CASE WHEN category IS NOT NULL THEN 50 + pg_temp.sk(3000, 2.0) END, CASE WHEN category IS NOT NULL THEN pg_temp.sk(10, 3.0) END,
       50 + pg_temp.sk(20000, 3.0), 10 + pg_temp.r(80), 2 + pg_temp.r(60), 8 + pg_temp.r(70)
  FROM prod ORDER BY product_id;

-- 5,000 orders, each with a customer of its own; 3% of the people buy twice
CREATE TABLE customers (customer_id text PRIMARY KEY, customer_unique_id text NOT NULL, customer_zip_code_prefix text,
  customer_city text, customer_state text);
CREATE TEMP TABLE ord AS
SELECT i, md5('order' || i) AS order_id, md5('customer' || ((i * 2963) % 5000 + 1)) AS customer_id,
       md5('person' || CASE WHEN i % 33 = 0 THEN i - 17 ELSE i END) AS person,
       CASE WHEN u < 0.970 THEN 'delivered' WHEN u < 0.981 THEN 'shipped' WHEN u < 0.987 THEN 'canceled'
            WHEN u < 0.993 THEN 'unavailable' WHEN u < 0.996 THEN 'invoiced' WHEN u < 0.998 THEN 'processing'
            WHEN u < 0.9995 THEN 'created' ELSE 'approved' END AS status,
       timestamp '2016-10-01' + (power(random(), 0.7) * 700) * interval '1 day' AS purchased
  FROM (SELECT i, random() AS u FROM generate_series(1, 5000) i) x;
INSERT INTO customers
SELECT o.customer_id, o.person, z.zip, z.city, z.state
  FROM ord o JOIN zipk z ON z.k = 1 + (abs(hashtext(o.person)) % 2400)
 ORDER BY o.customer_id;

CREATE TABLE orders (order_id text PRIMARY KEY, customer_id text NOT NULL REFERENCES customers, order_status text NOT NULL,
  order_purchase_timestamp timestamp NOT NULL, order_approved_at timestamp, order_delivered_carrier_date timestamp,
  order_delivered_customer_date timestamp, order_estimated_delivery_date timestamp NOT NULL);
INSERT INTO orders
SELECT order_id, customer_id, status, date_trunc('second', purchased),
       CASE WHEN status NOT IN ('created', 'canceled') OR random() < 0.5 THEN date_trunc('second', purchased + random() * interval '30 hours') END,
       CASE WHEN status IN ('delivered', 'shipped') THEN date_trunc('second', purchased + (1 + random() * 4) * interval '1 day') END,
       CASE WHEN status = 'delivered' AND random() < 0.997 THEN date_trunc('second', purchased + (3 + random() ^ 2 * 30) * interval '1 day') END,
       date_trunc('day', purchased + (10 + pg_temp.r(30)) * interval '1 day')
  FROM ord ORDER BY i;

-- order_items: none for unavailable or created orders; a product repeated on the lines of one order
CREATE TABLE order_items (order_id text NOT NULL REFERENCES orders, order_item_id integer NOT NULL,
  product_id text NOT NULL REFERENCES products, seller_id text NOT NULL REFERENCES sellers,
  shipping_limit_date timestamp NOT NULL, price numeric(10, 2) NOT NULL, freight_value numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, order_item_id));
INSERT INTO order_items
SELECT o.order_id, n, p.product_id, CASE WHEN p.i % 40 = 0 AND random() < 0.5 THEN p.seller2 ELSE p.seller_id END,
       date_trunc('second', o.purchased + interval '6 days'), round((5 + random() ^ 3 * 900)::numeric, 2), round((7 + random() * 30)::numeric, 2)
  FROM (SELECT ord.*, CASE WHEN random() < 0.9 THEN 1 WHEN random() < 0.7 THEN 2 ELSE 2 + pg_temp.sk(4, 2.0) END AS lines,
               pg_temp.sk(3100, 2.2) AS pk1, pg_temp.r(3100) AS pk2, random() < 0.6 AS same
          FROM ord WHERE status NOT IN ('unavailable', 'created')) o
  CROSS JOIN LATERAL generate_series(1, o.lines) n
  JOIN prod p ON p.i = CASE WHEN n = 1 OR o.same THEN o.pk1 ELSE 1 + (o.pk2 + n * 131) % 3100 END
 ORDER BY o.i, n;

-- order_payments: one payment mostly, vouchers split into several
CREATE TABLE order_payments (order_id text NOT NULL REFERENCES orders, payment_sequential integer NOT NULL,
  payment_type text NOT NULL, payment_installments integer NOT NULL, payment_value numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, payment_sequential));
INSERT INTO order_payments
SELECT o.order_id, s, CASE WHEN s > 1 OR o.u >= 0.945 THEN 'voucher' WHEN o.u < 0.74 THEN 'credit_card' WHEN o.u < 0.93 THEN 'boleto' ELSE 'debit_card' END,
       CASE WHEN o.u < 0.74 AND s = 1 THEN pg_temp.sk(10, 2.0) ELSE 1 END, round((10 + random() ^ 2 * 600)::numeric, 2)
  FROM (SELECT ord.*, random() AS u, CASE WHEN random() < 0.96 THEN 1 ELSE 1 + pg_temp.sk(5, 2.0) END AS parts FROM ord WHERE i <> 4321) o,
       LATERAL generate_series(1, o.parts) s
 ORDER BY o.i, s;

-- order_reviews: 99% of the orders reviewed, a few twice; a few review ids cover two orders of one
-- purchase
CREATE TABLE order_reviews (review_id text NOT NULL, order_id text NOT NULL REFERENCES orders, review_score integer NOT NULL,
  review_comment_title text, review_comment_message text, review_creation_date timestamp NOT NULL,
  review_answer_timestamp timestamp NOT NULL, PRIMARY KEY (review_id, order_id));
INSERT INTO order_reviews
SELECT md5('review' || CASE WHEN i % 97 = 5 THEN i - 1 ELSE i END || '/' || r), order_id,
       CASE WHEN random() < 0.58 THEN 5 WHEN random() < 0.45 THEN 4 WHEN random() < 0.5 THEN 1 ELSE 2 + pg_temp.r(2) - 1 END,
       CASE WHEN random() < 0.12 THEN (ARRAY['Recomendo', 'Otimo', 'Muito bom', 'Nao recebi', 'Super recomendo'])[pg_temp.r(5)] END,
       CASE WHEN random() < 0.41 THEN (ARRAY['Produto chegou antes do prazo', 'Nao recebi o produto ate agora', 'Muito bom, recomendo',
                                             'Veio com defeito', 'Entrega rapida e produto de qualidade'])[pg_temp.r(5)] END,
       date_trunc('day', purchased + (7 + pg_temp.r(20)) * interval '1 day'),
       date_trunc('second', purchased + (8 + pg_temp.r(25)) * interval '1 day' + random() * interval '20 hours')
  FROM ord, LATERAL generate_series(1, CASE WHEN i % 100 = 3 THEN 0 WHEN i % 150 = 11 THEN 2 ELSE 1 END) r
 ORDER BY md5('review' || i || '/' || r);
