-- bench/tpch_gen.sql: a TPC-H-shaped database, generated in SQL, for the discovery bench.
--
-- Why: the speed goal of relationship discovery is stated against a known
-- shape and size (SF 1 is about 8.66 million rows, lineitem about 6 million),
-- and the bench must not depend on the TPC-H dbgen tool.  The eight tables
-- and their columns follow the TPC-H specification; the data is made with
-- generate_series and deterministic arithmetic (no random()), so every run
-- at a scale factor produces the same rows.  Keys:
--   region 0..4, nation 0..24 (the specification's 25 nations), supplier,
--   customer and part 1..N, orders with the specification's sparse keys
--   (8 of every 32), partsupp with four suppliers per part chosen by the
--   specification's formula, lineitem (l_partkey, l_suppkey) always one of
--   those four, so it references partsupp(ps_partkey, ps_suppkey).
-- Every reference is valid and spread over its target's whole key range.
-- Primary keys are declared; NO foreign key is.  Tables are UNLOGGED to make
-- generation fast (reads, which the bench measures, are unaffected); pass
-- -v logged=1 for ordinary tables.  TPC-H's whole-number numeric l_quantity
-- and small integers (p_size, l_linenumber, ps_availqty) are kept: they are
-- the traps discovery must turn down.
--
-- Usage: psql -v ON_ERROR_STOP=1 -v sf=0.1 -d <fresh database> -f bench/tpch_gen.sql

\ir gen_common.sql

SELECT greatest(4, round(10000 * :sf))::int     AS n_supp,
       greatest(1, round(150000 * :sf))::int    AS n_cust,
       greatest(1, round(200000 * :sf))::int    AS n_part,
       greatest(1, round(1500000 * :sf))::int   AS n_ord,
       CASE WHEN :logged::int = 1 THEN '' ELSE 'UNLOGGED' END AS unlogged
\gset

DROP TABLE IF EXISTS lineitem, orders, partsupp, part, customer, supplier, nation, region;

CREATE :unlogged TABLE region (
    r_regionkey integer NOT NULL,
    r_name      char(25) NOT NULL,
    r_comment   varchar(152)
);
CREATE :unlogged TABLE nation (
    n_nationkey integer NOT NULL,
    n_name      char(25) NOT NULL,
    n_regionkey integer NOT NULL,
    n_comment   varchar(152)
);
CREATE :unlogged TABLE supplier (
    s_suppkey   integer NOT NULL,
    s_name      char(25) NOT NULL,
    s_address   varchar(40) NOT NULL,
    s_nationkey integer NOT NULL,
    s_phone     char(15) NOT NULL,
    s_acctbal   numeric(15,2) NOT NULL,
    s_comment   varchar(101) NOT NULL
);
CREATE :unlogged TABLE customer (
    c_custkey    integer NOT NULL,
    c_name       varchar(25) NOT NULL,
    c_address    varchar(40) NOT NULL,
    c_nationkey  integer NOT NULL,
    c_phone      char(15) NOT NULL,
    c_acctbal    numeric(15,2) NOT NULL,
    c_mktsegment char(10) NOT NULL,
    c_comment    varchar(117) NOT NULL
);
CREATE :unlogged TABLE part (
    p_partkey     integer NOT NULL,
    p_name        varchar(55) NOT NULL,
    p_mfgr        char(25) NOT NULL,
    p_brand       char(10) NOT NULL,
    p_type        varchar(25) NOT NULL,
    p_size        integer NOT NULL,
    p_container   char(10) NOT NULL,
    p_retailprice numeric(15,2) NOT NULL,
    p_comment     varchar(23) NOT NULL
);
CREATE :unlogged TABLE partsupp (
    ps_partkey    integer NOT NULL,
    ps_suppkey    integer NOT NULL,
    ps_availqty   integer NOT NULL,
    ps_supplycost numeric(15,2) NOT NULL,
    ps_comment    varchar(199) NOT NULL
);
CREATE :unlogged TABLE orders (
    o_orderkey      integer NOT NULL,
    o_custkey       integer NOT NULL,
    o_orderstatus   char(1) NOT NULL,
    o_totalprice    numeric(15,2) NOT NULL,
    o_orderdate     date NOT NULL,
    o_orderpriority char(15) NOT NULL,
    o_clerk         char(15) NOT NULL,
    o_shippriority  integer NOT NULL,
    o_comment       varchar(79) NOT NULL
);
CREATE :unlogged TABLE lineitem (
    l_orderkey      integer NOT NULL,
    l_partkey       integer NOT NULL,
    l_suppkey       integer NOT NULL,
    l_linenumber    integer NOT NULL,
    l_quantity      numeric(15,2) NOT NULL,
    l_extendedprice numeric(15,2) NOT NULL,
    l_discount      numeric(15,2) NOT NULL,
    l_tax           numeric(15,2) NOT NULL,
    l_returnflag    char(1) NOT NULL,
    l_linestatus    char(1) NOT NULL,
    l_shipdate      date NOT NULL,
    l_commitdate    date NOT NULL,
    l_receiptdate   date NOT NULL,
    l_shipinstruct  char(25) NOT NULL,
    l_shipmode      char(10) NOT NULL,
    l_comment       varchar(44) NOT NULL
);

INSERT INTO region VALUES
    (0, 'AFRICA', 'lar deposits. blithely final packages cajole.'),
    (1, 'AMERICA', 'hs use ironic, even requests.'),
    (2, 'ASIA', 'ges. thinly even pinto beans ca'),
    (3, 'EUROPE', 'ly final courts cajole furiously final excuse'),
    (4, 'MIDDLE EAST', 'uickly special accounts cajole carefully blithely close requests.');

INSERT INTO nation
SELECT k - 1, name, region, pg_temp.sub(1 + (k * 37) % 150, 40 + k)
FROM unnest(ARRAY['ALGERIA','ARGENTINA','BRAZIL','CANADA','EGYPT','ETHIOPIA','FRANCE',
                  'GERMANY','INDIA','INDONESIA','IRAN','IRAQ','JAPAN','JORDAN','KENYA',
                  'MOROCCO','MOZAMBIQUE','PERU','CHINA','ROMANIA','SAUDI ARABIA','VIETNAM',
                  'RUSSIA','UNITED KINGDOM','UNITED STATES'],
            ARRAY[0,1,1,1,4,0,3,3,2,2,4,4,2,4,0,0,0,1,2,3,4,2,3,3,1])
     WITH ORDINALITY AS n(name, region, k);

INSERT INTO supplier
SELECT g,
       'Supplier#' || lpad(g::text, 9, '0'),
       pg_temp.sub(1 + pg_temp.h(g, 1) % 150, 10 + g % 30),
       pg_temp.h(g, 2) % 25,
       lpad((10 + pg_temp.h(g, 2) % 25)::text, 2, '0') || '-' || (100 + g % 900) || '-'
         || (100 + g % 887) || '-' || (1000 + g % 8999),
       round((pg_temp.h(g, 3) % 1099999 - 99999) / 100.0, 2),
       pg_temp.sub(1 + pg_temp.h(g, 4) % 150, 25 + g % 75)
FROM generate_series(1, :n_supp) g;

INSERT INTO customer
SELECT g,
       'Customer#' || lpad(g::text, 9, '0'),
       pg_temp.sub(1 + pg_temp.h(g, 5) % 150, 10 + g % 30),
       pg_temp.h(g, 6) % 25,
       lpad((10 + pg_temp.h(g, 6) % 25)::text, 2, '0') || '-' || (100 + g % 900) || '-'
         || (100 + g % 887) || '-' || (1000 + g % 8999),
       round((pg_temp.h(g, 7) % 1099999 - 99999) / 100.0, 2),
       (ARRAY['AUTOMOBILE','BUILDING','FURNITURE','MACHINERY','HOUSEHOLD'])[1 + pg_temp.h(g, 8) % 5],
       pg_temp.sub(1 + pg_temp.h(g, 9) % 150, 29 + g % 88)
FROM generate_series(1, :n_cust) g;

INSERT INTO part
SELECT g,
       (ARRAY['almond','antique','aquamarine','azure','beige','bisque','black','blanched',
              'blue','blush','brown','burlywood','burnished','chartreuse','chiffon'])[1 + pg_temp.h(g, 10) % 15]
         || ' ' || (ARRAY['chocolate','coral','cornflower','cornsilk','cream','cyan','dark',
              'deep','dim','dodger','drab','firebrick','floral','forest','frosted'])[1 + pg_temp.h(g, 11) % 15]
         || ' ' || (ARRAY['gainsboro','ghost','goldenrod','green','grey','honeydew','hot',
              'indian','ivory','khaki','lace','lavender','lawn','lemon','light'])[1 + pg_temp.h(g, 12) % 15],
       'Manufacturer#' || m,
       'Brand#' || m || (1 + pg_temp.h(g, 13) % 5),
       (ARRAY['STANDARD','SMALL','MEDIUM','LARGE','ECONOMY','PROMO'])[1 + pg_temp.h(g, 14) % 6]
         || ' ' || (ARRAY['ANODIZED','BURNISHED','PLATED','POLISHED','BRUSHED'])[1 + pg_temp.h(g, 15) % 5]
         || ' ' || (ARRAY['TIN','NICKEL','BRASS','STEEL','COPPER'])[1 + pg_temp.h(g, 16) % 5],
       1 + pg_temp.h(g, 17) % 50,
       (ARRAY['SM','LG','MED','JUMBO','WRAP'])[1 + pg_temp.h(g, 18) % 5] || ' '
         || (ARRAY['CASE','BOX','BAG','JAR','PKG','PACK','CAN','DRUM'])[1 + pg_temp.h(g, 19) % 8],
       (90000 + (g / 10) % 20001 + 100 * (g % 1000)) / 100.0,
       pg_temp.sub(1 + pg_temp.h(g, 20) % 150, 5 + g % 18)
FROM (SELECT g, 1 + pg_temp.h(g, 21) % 5 AS m FROM generate_series(1, :n_part) g) s;

-- Four suppliers per part (TPC-H 4.2.3): (p + i * (S/4 + (p-1)/S)) % S + 1.
INSERT INTO partsupp
SELECT p, (p + i * (:n_supp / 4 + (p - 1) / :n_supp)) % :n_supp + 1,
       1 + pg_temp.h(p * 4 + i, 22) % 9999,
       (100 + pg_temp.h(p * 4 + i, 23) % 99901) / 100.0,
       pg_temp.sub(1 + pg_temp.h(p * 4 + i, 24) % 150, 49 + (p + i) % 150)
FROM generate_series(1, :n_part) p, generate_series(0, 3) i;

-- Orders: keys 1..8, 33..40, 65..72, ... (TPC-H's sparse order keys).
INSERT INTO orders
SELECT ((g - 1) / 8) * 32 + (g - 1) % 8 + 1,
       1 + pg_temp.h(g, 25) % :n_cust,
       (ARRAY['F','O','P'])[1 + pg_temp.h(g, 26) % 3],
       (pg_temp.h(g, 27) % 50000000) / 100.0,
       date '1992-01-01' + (pg_temp.h(g, 28) % 2405)::int,
       (ARRAY['1-URGENT','2-HIGH','3-MEDIUM','4-NOT SPECIFIED','5-LOW'])[1 + pg_temp.h(g, 29) % 5],
       'Clerk#' || lpad((1 + pg_temp.h(g, 30) % greatest(1, round(1000 * :sf))::int)::text, 9, '0'),
       0,
       pg_temp.sub(1 + pg_temp.h(g, 31) % 150, 19 + g % 60)
FROM generate_series(1, :n_ord) g;

-- Lineitem: 1..7 lines per order (4 on average); the supplier is one of the
-- part's four partsupp suppliers.
INSERT INTO lineitem
SELECT ok, pk,
       (pk + si * (:n_supp / 4 + (pk - 1) / :n_supp)) % :n_supp + 1,
       l, q, q * (90000 + (pk / 10) % 20001 + 100 * (pk % 1000)) / 100.0,
       (pg_temp.h(x, 34) % 11) / 100.0,
       (pg_temp.h(x, 35) % 9) / 100.0,
       (ARRAY['R','A','N'])[1 + pg_temp.h(x, 36) % 3],
       (ARRAY['O','F'])[1 + pg_temp.h(x, 37) % 2],
       d, d + 30, d + 1 + (pg_temp.h(x, 38) % 30)::int,
       (ARRAY['DELIVER IN PERSON','COLLECT COD','NONE','TAKE BACK RETURN'])[1 + pg_temp.h(x, 39) % 4],
       (ARRAY['REG AIR','AIR','RAIL','SHIP','TRUCK','MAIL','FOB'])[1 + pg_temp.h(x, 40) % 7],
       pg_temp.sub(1 + pg_temp.h(x, 41) % 150, 10 + x % 34)
FROM (
    SELECT ((g - 1) / 8) * 32 + (g - 1) % 8 + 1 AS ok, l, g * 8 + l AS x,
           1 + pg_temp.h(g * 8 + l, 32) % :n_part AS pk,
           pg_temp.h(g * 8 + l, 33) % 4 AS si,
           1 + pg_temp.h(g * 8 + l, 42) % 50 AS q,
           date '1992-01-02' + (pg_temp.h(g, 28) % 2405)::int + (pg_temp.h(g * 8 + l, 43) % 121)::int AS d
    FROM generate_series(1, :n_ord) g,
         LATERAL generate_series(1, 1 + (pg_temp.h(g, 44) % 7)::int) l
) s;

ALTER TABLE region   ADD PRIMARY KEY (r_regionkey);
ALTER TABLE nation   ADD PRIMARY KEY (n_nationkey);
ALTER TABLE supplier ADD PRIMARY KEY (s_suppkey);
ALTER TABLE customer ADD PRIMARY KEY (c_custkey);
ALTER TABLE part     ADD PRIMARY KEY (p_partkey);
ALTER TABLE partsupp ADD PRIMARY KEY (ps_partkey, ps_suppkey);
ALTER TABLE orders   ADD PRIMARY KEY (o_orderkey);
ALTER TABLE lineitem ADD PRIMARY KEY (l_orderkey, l_linenumber);
