-- test/accuracy/ssb.sql: the Star Schema Benchmark (O'Neil et al.) as it is usually loaded into
-- PostgreSQL from ssb-dbgen's .tbl files, written for issue 16 as a held-out check (eleventh
-- round): committed with its truth (ssb_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one fact table, lineorder, and four dimensions: customer, supplier, part and
-- date (the table is really named date). Column names carry a table prefix (lo_, c_, s_, p_,
-- d_); the dimensions are keyed by dense integers 1..N (c_custkey, s_suppkey, p_partkey); the
-- date dimension is keyed by an integer yyyymmdd (d_datekey 19920101 .. 19981231), which the
-- fact's lo_orderdate and lo_commitdate hold (two roles of one dimension, neither named after
-- it). As in dbgen, orders go only to customers whose key is not a multiple of three, order keys
-- are sparse (eight of every 32), a commit date is 30 to 90 days after its order date, and the
-- fact repeats small integer measures (lo_linenumber 1..7, lo_quantity 1..50, lo_discount 0..10,
-- lo_tax 0..8) that lie inside the dimensions' key ranges, as do d_year, d_daynuminyear and
-- p_size. Text attributes are denormalised into the dimensions (city, nation, region; mfgr,
-- category, brand1), no lookup tables.
-- Primary keys are declared (lineorder's is (lo_orderkey, lo_linenumber)); no foreign key is, as
-- SSB is usually loaded, so every truth row is `undeclared`: the four dimension references and
-- the second date role.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1997);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TEMP TABLE nation (nk int, n_name text, r_name text);
INSERT INTO nation VALUES (0, 'ALGERIA', 'AFRICA'), (1, 'ARGENTINA', 'AMERICA'), (2, 'BRAZIL', 'AMERICA'), (3, 'CANADA', 'AMERICA'),
  (4, 'EGYPT', 'MIDDLE EAST'), (5, 'ETHIOPIA', 'AFRICA'), (6, 'FRANCE', 'EUROPE'), (7, 'GERMANY', 'EUROPE'), (8, 'INDIA', 'ASIA'),
  (9, 'INDONESIA', 'ASIA'), (10, 'IRAN', 'MIDDLE EAST'), (11, 'IRAQ', 'MIDDLE EAST'), (12, 'JAPAN', 'ASIA'), (13, 'JORDAN', 'MIDDLE EAST'),
  (14, 'KENYA', 'AFRICA'), (15, 'MOROCCO', 'AFRICA'), (16, 'MOZAMBIQUE', 'AFRICA'), (17, 'PERU', 'AMERICA'), (18, 'CHINA', 'ASIA'),
  (19, 'ROMANIA', 'EUROPE'), (20, 'SAUDI ARABIA', 'MIDDLE EAST'), (21, 'VIETNAM', 'ASIA'), (22, 'RUSSIA', 'EUROPE'),
  (23, 'UNITED KINGDOM', 'EUROPE'), (24, 'UNITED STATES', 'AMERICA');

CREATE TABLE customer (c_custkey integer PRIMARY KEY, c_name varchar(25) NOT NULL, c_address varchar(25) NOT NULL,
  c_city char(10) NOT NULL, c_nation char(15) NOT NULL, c_region char(12) NOT NULL, c_phone char(15) NOT NULL,
  c_mktsegment char(10) NOT NULL);
INSERT INTO customer
SELECT g, 'Customer#' || lpad(g::text, 9, '0'), substr(md5('ca' || g), 1, 10 + g % 15), rpad(substr(n_name, 1, 9), 9) || (g % 10),
       n_name, r_name, (nk + 10) || '-' || (100 + g % 900) || '-' || (100 + (g * 7) % 900) || '-' || (1000 + (g * 13) % 9000),
       (ARRAY['AUTOMOBILE', 'BUILDING', 'FURNITURE', 'MACHINERY', 'HOUSEHOLD'])[pg_temp.r(5)]
  FROM (SELECT g, pg_temp.r(25) - 1 AS nk FROM generate_series(1, 3000) g) x JOIN nation USING (nk) ORDER BY g;

CREATE TABLE supplier (s_suppkey integer PRIMARY KEY, s_name char(25) NOT NULL, s_address varchar(25) NOT NULL,
  s_city char(10) NOT NULL, s_nation char(15) NOT NULL, s_region char(12) NOT NULL, s_phone char(15) NOT NULL);
INSERT INTO supplier
SELECT g, 'Supplier#' || lpad(g::text, 9, '0'), substr(md5('sa' || g), 1, 10 + g % 15), rpad(substr(n_name, 1, 9), 9) || (g % 10),
       n_name, r_name, (nk + 10) || '-' || (100 + g % 900) || '-' || (100 + (g * 7) % 900) || '-' || (1000 + (g * 13) % 9000)
  FROM (SELECT g, pg_temp.r(25) - 1 AS nk FROM generate_series(1, 200) g) x JOIN nation USING (nk) ORDER BY g;

CREATE TABLE part (p_partkey integer PRIMARY KEY, p_name varchar(22) NOT NULL, p_mfgr char(6) NOT NULL, p_category char(7) NOT NULL,
  p_brand1 char(9) NOT NULL, p_color varchar(11) NOT NULL, p_type varchar(25) NOT NULL, p_size integer NOT NULL,
  p_container char(10) NOT NULL);
INSERT INTO part
SELECT g, c1 || ' ' || c2, 'MFGR#' || m, 'MFGR#' || m || c, 'MFGR#' || m || c || b, c1,
       (ARRAY['STANDARD', 'SMALL', 'MEDIUM', 'LARGE', 'ECONOMY', 'PROMO'])[pg_temp.r(6)] || ' '
         || (ARRAY['ANODIZED', 'BURNISHED', 'PLATED', 'POLISHED', 'BRUSHED'])[pg_temp.r(5)] || ' '
         || (ARRAY['TIN', 'NICKEL', 'BRASS', 'STEEL', 'COPPER'])[pg_temp.r(5)],
       pg_temp.r(50), (ARRAY['SM', 'LG', 'MED', 'JUMBO', 'WRAP'])[pg_temp.r(5)] || ' ' || (ARRAY['CASE', 'BOX', 'BAG', 'JAR', 'PKG', 'PACK', 'CAN', 'DRUM'])[pg_temp.r(8)]
  FROM (SELECT g, pg_temp.r(5) AS m, pg_temp.r(5) AS c, pg_temp.r(40) AS b,
               (ARRAY['almond', 'antique', 'aquamarine', 'azure', 'beige', 'bisque', 'black', 'blanched', 'blue', 'blush', 'brown',
                      'burlywood', 'chartreuse', 'chocolate', 'coral', 'cornflower', 'cream', 'cyan', 'dark', 'deep', 'dim',
                      'dodger', 'drab', 'firebrick', 'floral', 'forest', 'frosted', 'gainsboro', 'ghost', 'goldenrod', 'green',
                      'grey', 'honeydew', 'hot', 'indian', 'ivory', 'khaki', 'lace', 'lavender', 'lawn', 'lemon'])[pg_temp.r(41)] AS c1,
               (ARRAY['light', 'lime', 'linen', 'magenta', 'maroon', 'medium', 'metallic', 'midnight', 'mint', 'misty', 'moccasin',
                      'navajo', 'navy', 'olive', 'orange', 'orchid', 'pale', 'papaya', 'peach', 'peru', 'pink', 'plum', 'powder',
                      'puff', 'purple', 'red', 'rose', 'rosy', 'royal', 'saddle', 'salmon', 'sandy', 'seashell', 'sienna', 'sky',
                      'slate', 'smoke', 'snow', 'spring', 'steel', 'tan', 'thistle', 'tomato', 'turquoise', 'violet', 'wheat',
                      'white', 'yellow'])[pg_temp.r(48)] AS c2
          FROM generate_series(1, 4000) g) x;
UPDATE part SET p_brand1 = rtrim(p_category) || lpad(substr(p_brand1, 8), 2, '0');

-- the date dimension: every day of 1992 .. 1998
CREATE TABLE date (d_datekey integer PRIMARY KEY, d_date varchar(18) NOT NULL, d_dayofweek varchar(9) NOT NULL,
  d_month varchar(9) NOT NULL, d_year integer NOT NULL, d_yearmonthnum integer NOT NULL, d_yearmonth char(7) NOT NULL,
  d_daynuminweek integer NOT NULL, d_daynuminmonth integer NOT NULL, d_daynuminyear integer NOT NULL,
  d_monthnuminyear integer NOT NULL, d_weeknuminyear integer NOT NULL, d_sellingseason varchar(12) NOT NULL,
  d_lastdayinweekfl boolean NOT NULL, d_lastdayinmonthfl boolean NOT NULL, d_holidayfl boolean NOT NULL, d_weekdayfl boolean NOT NULL);
INSERT INTO date
SELECT to_char(d, 'YYYYMMDD')::int, trim(to_char(d, 'Month')) || ' ' || extract(day FROM d) || ', ' || extract(year FROM d),
       trim(to_char(d, 'Day')), trim(to_char(d, 'Month')), extract(year FROM d), to_char(d, 'YYYYMM')::int, to_char(d, 'MonYYYY'),
       extract(dow FROM d) + 1, extract(day FROM d), extract(doy FROM d), extract(month FROM d), to_char(d, 'WW')::int,
       CASE WHEN extract(month FROM d) IN (11, 12) THEN 'Christmas' WHEN extract(month FROM d) IN (6, 7, 8) THEN 'Summer'
            WHEN extract(month FROM d) IN (1, 2) THEN 'Winter' WHEN extract(month FROM d) IN (3, 4, 5) THEN 'Spring' ELSE 'Fall' END,
       extract(dow FROM d) = 6, d = (date_trunc('month', d) + interval '1 month - 1 day')::date,
       to_char(d, 'MMDD') IN ('0101', '0704', '1225', '1231', '0214'), extract(isodow FROM d) < 6
  FROM generate_series(date '1992-01-01', date '1998-12-31', interval '1 day') d;

-- 7,500 orders of 1..7 lines: about 30,000 lineorder rows
CREATE TABLE lineorder (lo_orderkey integer NOT NULL, lo_linenumber integer NOT NULL, lo_custkey integer NOT NULL,
  lo_partkey integer NOT NULL, lo_suppkey integer NOT NULL, lo_orderdate integer NOT NULL, lo_orderpriority char(15) NOT NULL,
  lo_shippriority char(1) NOT NULL, lo_quantity integer NOT NULL, lo_extendedprice integer NOT NULL,
  lo_ordtotalprice integer NOT NULL, lo_discount integer NOT NULL, lo_revenue integer NOT NULL, lo_supplycost integer NOT NULL,
  lo_tax integer NOT NULL, lo_commitdate integer NOT NULL, lo_shipmode char(10) NOT NULL, PRIMARY KEY (lo_orderkey, lo_linenumber));
CREATE TEMP TABLE ord AS
SELECT (i / 8) * 32 + i % 8 + 1 AS okey, 3 * pg_temp.r(999) - pg_temp.r(2) AS ckey,
       date '1992-01-01' + pg_temp.r(2405) - 1 AS od, pg_temp.r(7) AS nlines,
       (ARRAY['1-URGENT', '2-HIGH', '3-MEDIUM', '4-NOT SPECIFIED', '5-LOW'])[pg_temp.r(5)] AS prio
  FROM generate_series(0, 7499) i;
INSERT INTO lineorder
SELECT okey, l, ckey, pk, sk, to_char(od, 'YYYYMMDD')::int, prio, '0', q, q * (90000 + (pk / 10) % 20001 + 100 * (pk % 1000)) / 100, 0,
       disc, q * (90000 + (pk / 10) % 20001 + 100 * (pk % 1000)) / 100 * (100 - disc) / 100,
       6 * (90000 + (pk / 10) % 20001 + 100 * (pk % 1000)) / 1000, tax, to_char(od + 29 + pg_temp.r(61), 'YYYYMMDD')::int,
       (ARRAY['REG AIR', 'AIR', 'RAIL', 'SHIP', 'TRUCK', 'MAIL', 'FOB'])[pg_temp.r(7)]
  FROM (SELECT o.*, l, pg_temp.r(4000) AS pk, pg_temp.r(200) AS sk, pg_temp.r(50) AS q, pg_temp.r(11) - 1 AS disc,
               pg_temp.r(9) - 1 AS tax
          FROM ord o, generate_series(1, 7) l WHERE l <= o.nlines) x;
UPDATE lineorder lo SET lo_ordtotalprice = t.s
  FROM (SELECT lo_orderkey, sum(lo_extendedprice * (100 - lo_discount) / 100 * (100 + lo_tax) / 100) AS s FROM lineorder GROUP BY 1) t
 WHERE t.lo_orderkey = lo.lo_orderkey;
ANALYZE;
