-- test/accuracy/shapes.sql: a database of the shapes real schemas have and the shared sample
-- databases lack, for the accuracy suite (truth: shapes_truth.csv, every foreign key declared).
--
-- Why: the rules must hold on databases nobody tuned them on. This one has a role-playing date
-- dimension (orders reference dim_date three times, by integer keys like 20240131), text and
-- char(n) keys (countries, airports, product SKUs), composite keys referenced by composite
-- foreign keys (returns -> order_lines, and seat_bookings -> seat_prices over three columns), a
-- keyless fact table and a keyless event log, a 1:1
-- pair where both sides are unique (every airport is one flight's origin), two tables
-- with identical key ranges (customers and suppliers, both 1..20000), which only names can
-- tell apart, and a staging schema holding a copy of customers. Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE dim_date (date_key int PRIMARY KEY, full_date date NOT NULL, year int, month int, day int);
INSERT INTO dim_date SELECT to_char(d, 'YYYYMMDD')::int, d, extract(year from d), extract(month from d), extract(day from d)
  FROM generate_series('2020-01-01'::date, '2024-12-31'::date, '1 day') d;
CREATE TABLE countries (country_code char(2) PRIMARY KEY, name text NOT NULL);
INSERT INTO countries SELECT chr(65 + i / 26) || chr(65 + i % 26), 'Country ' || i FROM generate_series(0, 199) i;
CREATE TABLE airports (iata_code char(3) PRIMARY KEY, name text, country_code char(2) REFERENCES countries);
INSERT INTO airports SELECT chr(65 + i / 676) || chr(65 + (i / 26) % 26) || chr(65 + i % 26), 'Airport ' || i,
       chr(65 + (i % 200) / 26) || chr(65 + (i % 200) % 26) FROM generate_series(0, 2999) i;
CREATE TABLE customers (customer_id int PRIMARY KEY, email text UNIQUE, home_country char(2) REFERENCES countries, signup_date_key int REFERENCES dim_date);
INSERT INTO customers SELECT g, 'user' || g || '@example.com', chr(65 + ((g * 7) % 200) / 26) || chr(65 + ((g * 7) % 200) % 26),
       to_char('2020-01-01'::date + (g * 13) % 1800, 'YYYYMMDD')::int FROM generate_series(1, 20000) g;
CREATE TABLE suppliers (supplier_id int PRIMARY KEY, name text NOT NULL);
INSERT INTO suppliers SELECT g, 'Supplier ' || g FROM generate_series(1, 20000) g;
CREATE TABLE products (sku text PRIMARY KEY, title text, price numeric(10,2), supplier_id int REFERENCES suppliers);
INSERT INTO products SELECT 'SKU-' || lpad(g::text, 6, '0'), 'Product ' || g, (g % 500) + 0.99, 1 + (g * 3989) % 20000
  FROM generate_series(1, 5000) g;
CREATE TABLE orders (order_id bigint PRIMARY KEY, customer_id int REFERENCES customers, order_date_key int REFERENCES dim_date,
  ship_date_key int REFERENCES dim_date, due_date_key int REFERENCES dim_date, ship_country char(2) REFERENCES countries, status text);
INSERT INTO orders SELECT g, 1 + (g * 7919) % 20000,
       to_char('2020-01-01'::date + (g * 31) % 1700, 'YYYYMMDD')::int,
       to_char('2020-01-01'::date + (g * 31) % 1700 + 3, 'YYYYMMDD')::int,
       to_char('2020-01-01'::date + (g * 31) % 1700 + 30, 'YYYYMMDD')::int,
       chr(65 + ((g * 11) % 200) / 26) || chr(65 + ((g * 11) % 200) % 26),
       (ARRAY['new','paid','shipped','done'])[1 + g % 4] FROM generate_series(1, 60000) g;
CREATE TABLE order_lines (order_id bigint REFERENCES orders, line_no int, sku text REFERENCES products, quantity int, PRIMARY KEY (order_id, line_no));
INSERT INTO order_lines SELECT o, l, 'SKU-' || lpad((1 + (o * 37 + l * 101) % 5000)::text, 6, '0'), 1 + (o + l) % 9
  FROM generate_series(1, 60000) o, generate_series(1, 3) l;
CREATE TABLE returns (return_id int PRIMARY KEY, order_id bigint, line_no int, reason text,
  FOREIGN KEY (order_id, line_no) REFERENCES order_lines);
INSERT INTO returns SELECT g, 1 + (g * 17) % 60000, 1 + g % 3, (ARRAY['broken','late','wrong'])[1 + g % 3] FROM generate_series(1, 8000) g;
CREATE TABLE flights (flight_no text, flight_date_key int REFERENCES dim_date, origin char(3) REFERENCES airports, destination char(3) REFERENCES airports, seats int);
INSERT INTO flights SELECT 'EK' || (g % 900), to_char('2020-01-01'::date + g % 1800, 'YYYYMMDD')::int,
       chr(65 + ((g * 7) % 3000) / 676) || chr(65 + ((g * 7) % 3000 / 26) % 26) || chr(65 + (g * 7) % 3000 % 26),
       chr(65 + ((g * 13 + 1) % 3000) / 676) || chr(65 + ((g * 13 + 1) % 3000 / 26) % 26) || chr(65 + (g * 13 + 1) % 3000 % 26),
       100 + g % 250
  FROM generate_series(1, 3000) g;
-- a keyless event log
CREATE TABLE page_views (viewed_at timestamptz, customer_id int REFERENCES customers, sku text REFERENCES products, ms int);
INSERT INTO page_views SELECT '2024-01-01'::timestamptz + g * interval '1 minute', 1 + (g * 101) % 20000,
       'SKU-' || lpad((1 + (g * 53) % 5000)::text, 6, '0'), g % 5000 FROM generate_series(1, 50000) g;
-- a key of three columns, no two of which are unique, referenced by all three
CREATE TABLE seat_prices (venue_code text, section_no int, row_no int, price numeric(8,2),
  PRIMARY KEY (venue_code, section_no, row_no));
INSERT INTO seat_prices SELECT 'V' || lpad(v::text, 2, '0'), s, r, 10 + (v * 7 + s * 3 + r) % 90
  FROM generate_series(1, 20) v, generate_series(1, 12) s, generate_series(1, 25) r;
CREATE TABLE seat_bookings (booking_id int PRIMARY KEY, venue_code text, section_no int, row_no int,
  booked_on date, FOREIGN KEY (venue_code, section_no, row_no) REFERENCES seat_prices);
INSERT INTO seat_bookings SELECT g, 'V' || lpad((1 + (g * 7) % 20)::text, 2, '0'), 1 + (g * 5) % 12,
       1 + (g * 11) % 25, '2024-01-01'::date + g % 365
  FROM generate_series(1, 9000) g;
-- a staging schema with its own copy of customers (the same keys) and its own orders: a
-- reference stays in its schema, and a copy's key is not a reference to the original
CREATE SCHEMA staging;
CREATE TABLE staging.customers (customer_id int PRIMARY KEY, email text);
INSERT INTO staging.customers SELECT customer_id, email FROM public.customers;
CREATE TABLE staging.orders (order_id bigint PRIMARY KEY, customer_id int REFERENCES staging.customers, loaded_at timestamptz);
INSERT INTO staging.orders SELECT g, 1 + (g * 6151) % 20000, '2024-06-01'::timestamptz + g * interval '1 second'
  FROM generate_series(1, 5000) g;
ANALYZE;
