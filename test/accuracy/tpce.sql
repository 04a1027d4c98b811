-- test/accuracy/tpce.sql: a brokerage database in the style of TPC-E (the spec's 33 tables and
-- column names, as the PostgreSQL kits load it: lower-case names, one schema), written for issue
-- 16 as a held-out check (eleventh round): committed with its truth (tpce_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: every column carries its table's initials (ca_b_id, hh_h_t_id, cp_comp_co_id,
-- wi_wl_id); lookup tables keyed by short fixed-width codes (status_type.st_id char(4) 'CMPT',
-- trade_type.tt_id char(3) 'TMB', exchange.ex_id char(6) blank-padded 'NYSE  ', sector.sc_id and
-- industry.in_id char(2) letter pairs that may coincide, taxrate.tx_id char(4) 'US3' / 'CA1');
-- bigint surrogate keys that start at the same shifted base the way EGen numbers them (customer,
-- company, broker, address, news item and watch list ids all start at 4300000001, so the small
-- tables' key ranges lie inside the large ones'); account ids of eleven digits; trade ids from
-- 200000000000001; securities keyed by their ticker s_symb char(15) (a preferred issue's ticker
-- is the common one's with '-PA' / '-PB'). trade is a hub that settlement, cash_transaction,
-- holding, trade_request and trade_history hang off by t_id; holding_history names two trades
-- (hh_h_t_id the one that opened the holding, hh_t_id the one that changed it); holding points
-- to holding_summary by (h_ca_id, h_s_symb). Every foreign key of the spec is declared.
-- A snapshot after a run: trade_request holds the pending limit orders.
--
-- Undeclared but true (status `undeclared`): holding.h_ca_id is an account and h_s_symb a
-- security (the declared reference is the pair to holding_summary); account_permission.ap_tax_id
-- is the tax id of a customer (the owner's, or another customer's who may act on the account;
-- c_tax_id is unique in the data, though no constraint says so).
-- Left out of the truth: watch_list.wl_id equals its customer's c_id by the way the generator
-- numbers one list per customer (a coincidence of numbering, no reference); the sibling tables
-- of trade (settlement, cash_transaction, holding, trade_request) share t_id values, so one's
-- key is contained in another's -- they reference trade, not each other; the tiers (c_tier,
-- ch_c_tier, cr_c_tier 1..3) name no table; (cr_c_tier, cr_tt_id) is found in charge only
-- because charge lists every tier and type.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.5012);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- fixed tables
CREATE TABLE status_type (st_id char(4) PRIMARY KEY, st_name char(10) NOT NULL);
INSERT INTO status_type VALUES ('CMPT', 'Completed'), ('ACTV', 'Active'), ('SBMT', 'Submitted'), ('PNDG', 'Pending'),
  ('CNCL', 'Canceled'), ('INAC', 'Inactive');

CREATE TABLE trade_type (tt_id char(3) PRIMARY KEY, tt_name char(12) NOT NULL, tt_is_sell boolean NOT NULL, tt_is_mrkt boolean NOT NULL);
INSERT INTO trade_type VALUES ('TMB', 'Market-Buy', false, true), ('TMS', 'Market-Sell', true, true),
  ('TSL', 'Stop-Loss', true, false), ('TLS', 'Limit-Sell', true, false), ('TLB', 'Limit-Buy', false, false);

CREATE TABLE sector (sc_id char(2) PRIMARY KEY, sc_name varchar(30) NOT NULL UNIQUE);
INSERT INTO sector VALUES ('BM', 'Basic Materials'), ('CG', 'Capital Goods'), ('CO', 'Conglomerates'),
  ('CC', 'Consumer Cyclical'), ('CN', 'Consumer Non-Cyclical'), ('EN', 'Energy'), ('FN', 'Financial'),
  ('HC', 'Healthcare'), ('SV', 'Services'), ('TC', 'Technology'), ('TR', 'Transportation'), ('UT', 'Utilities');

-- 102 industries, codes of two letters (some equal to a sector's code, as in the real list)
CREATE TABLE industry (in_id char(2) PRIMARY KEY, in_name varchar(50) NOT NULL UNIQUE, in_sc_id char(2) NOT NULL REFERENCES sector);
INSERT INTO industry
SELECT code, 'Industry ' || code || ' ' || k, (SELECT sc_id FROM sector ORDER BY sc_id OFFSET (k * 7) % 12 LIMIT 1)
  FROM (SELECT row_number() OVER (ORDER BY md5(code)) AS k, code
          FROM (SELECT DISTINCT chr(65 + (g * 7) % 26) || chr(65 + (g * 11 + g / 26) % 26) AS code FROM generate_series(1, 400) g) c) x
 WHERE k <= 102;

CREATE TABLE taxrate (tx_id char(4) PRIMARY KEY, tx_name varchar(50) NOT NULL, tx_rate numeric(6,5) NOT NULL);
INSERT INTO taxrate
SELECT 'US' || g, 'US Federal Income Tax Bracket ' || g, 0.10 + g * 0.05 FROM generate_series(1, 5) g
UNION ALL SELECT 'CN' || g, 'Canadian Federal Tax ' || g, 0.12 + g * 0.04 FROM generate_series(1, 4) g
UNION ALL SELECT st || b, st || ' State Tax Rate ' || b, 0.01 + b * 0.015
  FROM unnest(ARRAY['AL', 'AK', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'NY', 'OH', 'TX', 'WA', 'ON', 'QC', 'BC']) st,
       generate_series(1, 3) b;

CREATE TABLE zip_code (zc_code char(12) PRIMARY KEY, zc_town varchar(80) NOT NULL, zc_div varchar(80) NOT NULL);
INSERT INTO zip_code
SELECT lpad(((g * 2477) % 99000 + 501)::text, 5, '0'), 'Town' || g,
       (ARRAY['AL', 'AK', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'NY', 'OH', 'TX', 'WA'])[1 + g % 13]
  FROM generate_series(1, 420) g;
CREATE TEMP TABLE zk AS SELECT row_number() OVER (ORDER BY zc_code) AS k, zc_code FROM zip_code;

-- addresses: the four exchanges, then the 500 companies, then the 1000 customers
CREATE TABLE address (ad_id bigint PRIMARY KEY, ad_line1 varchar(80), ad_line2 varchar(80),
  ad_zc_code char(12) NOT NULL REFERENCES zip_code, ad_ctry varchar(80));
INSERT INTO address
SELECT 4300000000 + g, (g * 37 % 9999 + 1) || ' ' || (ARRAY['Main St', 'Oak Ave', 'Maple Dr', 'Park Blvd', 'Broad St'])[1 + g % 5],
       CASE WHEN random() < 0.15 THEN 'Suite ' || pg_temp.r(900) END, zc_code, CASE WHEN random() < 0.9 THEN 'USA' ELSE 'CANADA' END
  FROM (SELECT g, pg_temp.sk(420, 1.4) AS k FROM generate_series(1, 1504) g) x JOIN zk USING (k) ORDER BY g;

CREATE TABLE exchange (ex_id char(6) PRIMARY KEY, ex_name varchar(100) NOT NULL, ex_num_symb integer NOT NULL,
  ex_open smallint NOT NULL, ex_close smallint NOT NULL, ex_desc varchar(150), ex_ad_id bigint NOT NULL REFERENCES address);
INSERT INTO exchange VALUES
  ('NYSE', 'New York Stock Exchange', 0, 930, 1600, 'The world''s largest stock exchange', 4300000001),
  ('NASDAQ', 'Nasdaq Stock Market', 0, 930, 1600, 'Electronic equity market', 4300000002),
  ('AMEX', 'American Stock Exchange', 0, 930, 1600, 'Small-cap and ETF exchange', 4300000003),
  ('PCX', 'Pacific Exchange', 0, 930, 1600, 'Options and equities exchange', 4300000004);

CREATE TABLE charge (ch_tt_id char(3) NOT NULL REFERENCES trade_type, ch_c_tier smallint NOT NULL, ch_chrg numeric(10,2) NOT NULL,
  PRIMARY KEY (ch_tt_id, ch_c_tier));
INSERT INTO charge SELECT tt_id, t, 5 + 2 * (4 - t) + length(tt_name) FROM trade_type, generate_series(1, 3) t;

CREATE TABLE commission_rate (cr_c_tier smallint NOT NULL, cr_tt_id char(3) NOT NULL REFERENCES trade_type,
  cr_ex_id char(6) NOT NULL REFERENCES exchange, cr_from_qty integer NOT NULL, cr_to_qty integer NOT NULL, cr_rate numeric(5,2) NOT NULL,
  PRIMARY KEY (cr_c_tier, cr_tt_id, cr_ex_id, cr_from_qty));
INSERT INTO commission_rate
SELECT t, tt_id, ex_id, f, CASE f WHEN 1 THEN 200 WHEN 201 THEN 5000 WHEN 5001 THEN 20000 ELSE 1000000000 END,
       round((0.9 - t * 0.15 - f / 100000.0 + length(trim(ex_id)) * 0.01)::numeric, 2)
  FROM generate_series(1, 3) t, trade_type, exchange, unnest(ARRAY[1, 201, 5001, 20001]) f;

-- market: 500 companies, 685 securities
CREATE TABLE company (co_id bigint PRIMARY KEY, co_st_id char(4) NOT NULL REFERENCES status_type, co_name varchar(60) NOT NULL,
  co_in_id char(2) NOT NULL REFERENCES industry, co_sp_rate char(4) NOT NULL, co_ceo varchar(46) NOT NULL,
  co_ad_id bigint NOT NULL REFERENCES address, co_desc varchar(150) NOT NULL, co_open_date date NOT NULL);
CREATE TEMP TABLE ink AS SELECT row_number() OVER (ORDER BY in_id) AS k, in_id FROM industry;
INSERT INTO company
SELECT 4300000000 + g, CASE WHEN random() < 0.04 THEN 'INAC' ELSE 'ACTV' END,
       initcap(substr(md5('co' || g), 1, 8)) || (ARRAY[' Inc.', ' Corp.', ' Ltd.', ' Group', ' Holdings'])[1 + g % 5],
       in_id,
       (ARRAY['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB+', 'BB', 'B', 'CCC', 'D'])[pg_temp.r(15)],
       'CEO ' || initcap(substr(md5('ceo' || g), 1, 6)), 4300000004 + g, 'Company description ' || g,
       date '1800-01-01' + pg_temp.r(75000)
  FROM (SELECT g, pg_temp.sk(102, 1.2) AS k FROM generate_series(1, 500) g) x JOIN ink USING (k) ORDER BY g;

CREATE TABLE company_competitor (cp_co_id bigint NOT NULL REFERENCES company, cp_comp_co_id bigint NOT NULL REFERENCES company,
  cp_in_id char(2) NOT NULL REFERENCES industry, PRIMARY KEY (cp_co_id, cp_comp_co_id, cp_in_id));
INSERT INTO company_competitor
SELECT DISTINCT c.co_id, 4300000000 + (c.co_id - 4300000000 + o * 97) % 500 + 1, c.co_in_id
  FROM company c, generate_series(1, 3) o;

CREATE TABLE security (s_symb char(15) PRIMARY KEY, s_issue char(6) NOT NULL, s_st_id char(4) NOT NULL REFERENCES status_type,
  s_name varchar(70) NOT NULL, s_ex_id char(6) NOT NULL REFERENCES exchange, s_co_id bigint NOT NULL REFERENCES company,
  s_num_out bigint NOT NULL, s_start_date date NOT NULL, s_exch_date date NOT NULL, s_pe numeric(10,2) NOT NULL,
  s_52wk_high numeric(8,2) NOT NULL, s_52wk_high_date date NOT NULL, s_52wk_low numeric(8,2) NOT NULL, s_52wk_low_date date NOT NULL,
  s_dividend numeric(10,2) NOT NULL, s_yield numeric(5,2) NOT NULL);
CREATE TEMP TABLE base_symb AS
SELECT g, upper(substr(translate(md5('sym' || g), '0123456789', 'qrstuvwxyz'), 1, 2 + g % 3)) || chr(65 + g % 26) AS symb
  FROM generate_series(1, 500) g;
INSERT INTO security
SELECT symb, iss, CASE WHEN random() < 0.03 THEN 'INAC' ELSE 'ACTV' END, co_name || ' ' || iss,
       (ARRAY['NYSE', 'NYSE', 'NASDAQ', 'NASDAQ', 'NASDAQ', 'AMEX', 'PCX'])[pg_temp.r(7)], co_id,
       1000000::bigint * pg_temp.r(5000), date '1990-01-01' + pg_temp.r(9000), date '1990-01-01' + pg_temp.r(9000),
       round((5 + random() * 40)::numeric, 2), 60 + pg_temp.r(40), date '2023-01-01' + pg_temp.r(300),
       10 + pg_temp.r(40), date '2023-01-01' + pg_temp.r(300), round((random() * 3)::numeric, 2), round((random() * 6)::numeric, 2)
  FROM (SELECT b.symb, 'COMMON' AS iss, c.co_id, c.co_name FROM base_symb b JOIN company c ON c.co_id = 4300000000 + b.g
        UNION ALL
        SELECT b.symb || '-P' || chr(64 + s), 'PREF_' || chr(64 + s), c.co_id, c.co_name
          FROM base_symb b JOIN company c ON c.co_id = 4300000000 + b.g, generate_series(1, 2) s
         WHERE (b.g % 8 = 1 AND s <= 2) OR (b.g % 8 IN (3, 5) AND s = 1) OR (b.g % 40 = 7 AND s = 1)) x;
UPDATE exchange e SET ex_num_symb = (SELECT count(*) FROM security WHERE s_ex_id = e.ex_id);
CREATE TEMP TABLE sk AS SELECT row_number() OVER (ORDER BY md5(s_symb)) AS k, s_symb FROM security;

CREATE TABLE daily_market (dm_date date NOT NULL, dm_s_symb char(15) NOT NULL REFERENCES security, dm_close numeric(8,2) NOT NULL,
  dm_high numeric(8,2) NOT NULL, dm_low numeric(8,2) NOT NULL, dm_vol bigint NOT NULL, PRIMARY KEY (dm_date, dm_s_symb));
INSERT INTO daily_market
SELECT d::date, s_symb, 20 + (k % 60) + (extract(day FROM d) % 5), 22 + (k % 60) + (extract(day FROM d) % 5),
       18 + (k % 60), 1000 * pg_temp.r(900)
  FROM sk, generate_series(date '2024-03-01', date '2024-03-28', interval '1 day') d WHERE extract(isodow FROM d) < 6;

CREATE TABLE financial (fi_co_id bigint NOT NULL REFERENCES company, fi_year integer NOT NULL, fi_qtr smallint NOT NULL,
  fi_qtr_start_date date NOT NULL, fi_revenue numeric(15,2) NOT NULL, fi_net_earn numeric(15,2) NOT NULL,
  fi_basic_eps numeric(10,2) NOT NULL, fi_dilut_eps numeric(10,2) NOT NULL, fi_margin numeric(10,2) NOT NULL,
  fi_inventory numeric(15,2) NOT NULL, fi_assets numeric(15,2) NOT NULL, fi_liability numeric(15,2) NOT NULL,
  fi_out_basic bigint NOT NULL, fi_out_dilut bigint NOT NULL, PRIMARY KEY (fi_co_id, fi_year, fi_qtr));
INSERT INTO financial
SELECT co_id, y, q, make_date(y, 3 * q - 2, 1), 1e6 * pg_temp.r(900), 1e5 * pg_temp.r(900) - 2e7, pg_temp.r(500) / 100.0,
       pg_temp.r(480) / 100.0, pg_temp.r(60) / 100.0, 1e5 * pg_temp.r(900), 1e7 * pg_temp.r(900), 1e7 * pg_temp.r(500),
       1000000 * pg_temp.r(900), 1000000 * pg_temp.r(950)
  FROM company, generate_series(2021, 2023) y, generate_series(1, 4) q;

CREATE TABLE last_trade (lt_s_symb char(15) PRIMARY KEY REFERENCES security, lt_dts timestamp NOT NULL, lt_price numeric(8,2) NOT NULL,
  lt_open_price numeric(8,2) NOT NULL, lt_vol bigint NOT NULL);
INSERT INTO last_trade SELECT s_symb, timestamp '2024-03-28 15:59:00' - pg_temp.r(600) * interval '1 second',
       20 + k % 60, 20 + k % 61, 100 * pg_temp.r(10000) FROM sk;

CREATE TABLE news_item (ni_id bigint PRIMARY KEY, ni_headline varchar(80) NOT NULL, ni_summary varchar(255) NOT NULL,
  ni_item text NOT NULL, ni_dts timestamp NOT NULL, ni_source varchar(30) NOT NULL, ni_author varchar(30));
INSERT INTO news_item
SELECT 4300000000 + g, 'Headline ' || md5('h' || g), 'Summary ' || md5('s' || g), repeat(md5('i' || g), 4),
       timestamp '2020-01-01' + pg_temp.r(1500) * interval '1 day',
       (ARRAY['Reuters', 'AP', 'Bloomberg', 'Dow Jones'])[pg_temp.r(4)], CASE WHEN random() < 0.7 THEN 'Author ' || pg_temp.r(200) END
  FROM generate_series(1, 1000) g;

CREATE TABLE news_xref (nx_ni_id bigint NOT NULL REFERENCES news_item, nx_co_id bigint NOT NULL REFERENCES company,
  PRIMARY KEY (nx_ni_id, nx_co_id));
INSERT INTO news_xref
SELECT DISTINCT ni_id, 4300000000 + CASE WHEN o = 0 THEN (ni_id - 4300000001) / 2 + 1 ELSE pg_temp.r(500) END
  FROM news_item, generate_series(0, 1) o WHERE o = 0 OR random() < 0.1;

-- customers: 1000, ten brokers, about 5000 accounts
CREATE TABLE customer (c_id bigint PRIMARY KEY, c_tax_id varchar(20) NOT NULL, c_st_id char(4) NOT NULL REFERENCES status_type,
  c_l_name varchar(25) NOT NULL, c_f_name varchar(20) NOT NULL, c_m_name char(1), c_gndr char(1), c_tier smallint NOT NULL,
  c_dob date NOT NULL, c_ad_id bigint NOT NULL REFERENCES address, c_ctry_1 varchar(3), c_area_1 varchar(3), c_local_1 varchar(10),
  c_ext_1 varchar(5), c_ctry_2 varchar(3), c_area_2 varchar(3), c_local_2 varchar(10), c_ext_2 varchar(5),
  c_ctry_3 varchar(3), c_area_3 varchar(3), c_local_3 varchar(10), c_ext_3 varchar(5), c_email_1 varchar(50), c_email_2 varchar(50));
INSERT INTO customer
SELECT 4300000000 + g,
       lpad(((g * 7919) % 900 + 100)::text, 3, '0') || chr(65 + g % 26) || chr(65 + (g / 26) % 26) || lpad(((g * 104729) % 10000)::text, 4, '0'),
       CASE WHEN random() < 0.05 THEN 'INAC' ELSE 'ACTV' END, 'Last' || initcap(substr(md5('l' || g), 1, 5)),
       'First' || initcap(substr(md5('f' || g), 1, 4)), CASE WHEN random() < 0.6 THEN chr(65 + pg_temp.r(26) - 1) END,
       CASE WHEN random() < 0.5 THEN 'M' WHEN random() < 0.96 THEN 'F' END,
       (ARRAY[1, 2, 2, 2, 3, 3, 3, 3, 3, 3])[pg_temp.r(10)], date '1930-01-01' + pg_temp.r(25000), 4300000504 + g,
       '011', (200 + pg_temp.r(790))::text, lpad(pg_temp.r(9999999)::text, 7, '0'), CASE WHEN random() < 0.25 THEN pg_temp.r(999)::text END,
       CASE WHEN random() < 0.5 THEN '011' END, CASE WHEN random() < 0.5 THEN (200 + pg_temp.r(790))::text END,
       CASE WHEN random() < 0.5 THEN lpad(pg_temp.r(9999999)::text, 7, '0') END, NULL,
       NULL, NULL, CASE WHEN random() < 0.1 THEN lpad(pg_temp.r(9999999)::text, 7, '0') END, NULL,
       'c' || g || '@example.com', CASE WHEN random() < 0.3 THEN 'c' || g || '@mail.example.org' END
  FROM generate_series(1, 1000) g;

CREATE TABLE broker (b_id bigint PRIMARY KEY, b_st_id char(4) NOT NULL REFERENCES status_type, b_name varchar(49) NOT NULL,
  b_num_trades integer NOT NULL, b_comm_total numeric(12,2) NOT NULL);
INSERT INTO broker SELECT 4300000000 + g, 'ACTV', 'Broker ' || initcap(substr(md5('b' || g), 1, 6)), 0, 0 FROM generate_series(1, 10) g;

CREATE TABLE customer_account (ca_id bigint PRIMARY KEY, ca_b_id bigint NOT NULL REFERENCES broker,
  ca_c_id bigint NOT NULL REFERENCES customer, ca_name varchar(50), ca_tax_st smallint NOT NULL, ca_bal numeric(12,2) NOT NULL);
INSERT INTO customer_account
SELECT 43000000000 + row_number() OVER (ORDER BY c_id, a), 4300000000 + pg_temp.r(10), c_id,
       (ARRAY['Retirement', 'Savings', 'Joint', 'Trust', 'Individual', 'Custodial'])[pg_temp.r(6)] || ' Account ' || a,
       pg_temp.r(3) - 1, round((random() * 100000)::numeric, 2)
  FROM customer, generate_series(1, 10) a
 WHERE a <= 1 + (c_id * 7) % 9;
CREATE TEMP TABLE cak AS SELECT row_number() OVER (ORDER BY ca_id) AS k, ca_id FROM customer_account;

CREATE TABLE customer_taxrate (cx_tx_id char(4) NOT NULL REFERENCES taxrate, cx_c_id bigint NOT NULL REFERENCES customer,
  PRIMARY KEY (cx_tx_id, cx_c_id));
INSERT INTO customer_taxrate
SELECT CASE WHEN a.ad_ctry = 'USA' THEN 'US' || pg_temp.r(5) ELSE 'CN' || pg_temp.r(4) END, c_id FROM customer c JOIN address a ON a.ad_id = c.c_ad_id
UNION ALL
SELECT (ARRAY['AL', 'AK', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'NY', 'OH', 'TX', 'WA', 'ON', 'QC', 'BC'])[pg_temp.r(16)] || pg_temp.r(3), c_id
  FROM customer;

-- the owner may act on every account; about a third of the accounts let one or two other customers act too
CREATE TABLE account_permission (ap_ca_id bigint NOT NULL REFERENCES customer_account, ap_acl char(4) NOT NULL,
  ap_tax_id varchar(20) NOT NULL, ap_l_name varchar(25) NOT NULL, ap_f_name varchar(20) NOT NULL, PRIMARY KEY (ap_ca_id, ap_tax_id));
INSERT INTO account_permission
SELECT DISTINCT ON (ca.ca_id, c.c_tax_id) ca.ca_id, CASE WHEN c.c_id = ca.ca_c_id THEN '0000' ELSE (ARRAY['0001', '0011', '0111'])[pg_temp.r(3)] END,
       c.c_tax_id, c.c_l_name, c.c_f_name
  FROM (SELECT ca_id, ca_c_id, CASE WHEN o = 0 THEN ca_c_id ELSE 4300000000 + pg_temp.r(1000) END AS cid
          FROM customer_account, generate_series(0, 2) o WHERE o = 0 OR (ca_id % 3 = 0 AND o <= 1 + ca_id % 2)) ca
  JOIN customer c ON c.c_id = ca.cid
 ORDER BY ca.ca_id, c.c_tax_id, c.c_id <> ca.ca_c_id;

CREATE TABLE watch_list (wl_id bigint PRIMARY KEY, wl_c_id bigint NOT NULL REFERENCES customer);
INSERT INTO watch_list SELECT c_id, c_id FROM customer;
CREATE TABLE watch_item (wi_wl_id bigint NOT NULL REFERENCES watch_list, wi_s_symb char(15) NOT NULL REFERENCES security,
  PRIMARY KEY (wi_wl_id, wi_s_symb));
INSERT INTO watch_item
SELECT DISTINCT wl_id, s_symb
  FROM (SELECT wl_id, pg_temp.sk(685, 1.5) AS k FROM watch_list, generate_series(1, 15) n WHERE n <= 5 + wl_id % 11) x
  JOIN sk USING (k);

-- 20,000 trades: most completed, a few canceled, the pending limit orders of the snapshot
CREATE TABLE trade (t_id bigint PRIMARY KEY, t_dts timestamp NOT NULL, t_st_id char(4) NOT NULL REFERENCES status_type,
  t_tt_id char(3) NOT NULL REFERENCES trade_type, t_is_cash boolean NOT NULL, t_s_symb char(15) NOT NULL REFERENCES security,
  t_qty integer NOT NULL, t_bid_price numeric(8,2) NOT NULL, t_ca_id bigint NOT NULL REFERENCES customer_account,
  t_exec_name varchar(49) NOT NULL, t_trade_price numeric(8,2), t_chrg numeric(10,2) NOT NULL, t_comm numeric(10,2) NOT NULL,
  t_tax numeric(10,2) NOT NULL, t_lifo boolean NOT NULL);
CREATE TEMP TABLE t0 AS
SELECT g, tt, u, s_symb AS symb, ca_id AS ca
  FROM (SELECT g, (ARRAY['TMB', 'TMB', 'TMB', 'TMS', 'TMS', 'TMS', 'TLB', 'TLB', 'TLS', 'TSL'])[pg_temp.r(10)] AS tt, random() AS u,
               pg_temp.sk(685, 1.8) AS sk1, pg_temp.sk((SELECT count(*)::int FROM cak), 1.3) AS ck
          FROM generate_series(1, 20000) g) x
  JOIN sk ON sk.k = x.sk1 JOIN cak ON cak.k = x.ck;
INSERT INTO trade
SELECT 200000000000000 + g, timestamp '2024-03-01 09:30' + g * interval '97 seconds',
       CASE WHEN tt IN ('TLB', 'TLS', 'TSL') AND u < 0.04 THEN 'PNDG' WHEN u > 0.97 THEN 'CNCL' ELSE 'CMPT' END, tt,
       random() < 0.85, symb, 100 * pg_temp.r(8), 20 + pg_temp.r(6000) / 100.0, ca,
       'Exec ' || initcap(substr(md5('x' || g), 1, 7)),
       CASE WHEN NOT (tt IN ('TLB', 'TLS', 'TSL') AND u < 0.04) AND u <= 0.97 THEN 20 + pg_temp.r(6000) / 100.0 END,
       (ARRAY[9.99, 14.99, 19.99])[pg_temp.r(3)], round((random() * 30)::numeric, 2), round((random() * 10)::numeric, 2), random() < 0.5
  FROM t0;

CREATE TABLE trade_history (th_t_id bigint NOT NULL REFERENCES trade, th_dts timestamp NOT NULL,
  th_st_id char(4) NOT NULL REFERENCES status_type, PRIMARY KEY (th_t_id, th_st_id));
INSERT INTO trade_history
SELECT t_id, t_dts + s.o * interval '2 seconds', s.st FROM trade t,
       LATERAL (VALUES (0, CASE WHEN t_tt_id IN ('TLB', 'TLS', 'TSL') THEN 'PNDG' ELSE 'SBMT' END),
                       (1, CASE WHEN t_st_id = 'CNCL' THEN 'CNCL' WHEN t_tt_id IN ('TLB', 'TLS', 'TSL') AND t_st_id = 'CMPT' THEN 'SBMT' END),
                       (2, CASE WHEN t_st_id = 'CMPT' THEN 'CMPT' END)) s(o, st)
 WHERE s.st IS NOT NULL;

CREATE TABLE trade_request (tr_t_id bigint PRIMARY KEY REFERENCES trade, tr_tt_id char(3) NOT NULL REFERENCES trade_type,
  tr_s_symb char(15) NOT NULL REFERENCES security, tr_qty integer NOT NULL, tr_bid_price numeric(8,2) NOT NULL,
  tr_b_id bigint NOT NULL REFERENCES broker);
INSERT INTO trade_request
SELECT t_id, t_tt_id, t_s_symb, t_qty, t_bid_price, ca_b_id FROM trade JOIN customer_account ON ca_id = t_ca_id WHERE t_st_id = 'PNDG';

CREATE TABLE settlement (se_t_id bigint PRIMARY KEY REFERENCES trade, se_cash_type varchar(40) NOT NULL,
  se_cash_due_date date NOT NULL, se_amt numeric(10,2) NOT NULL);
INSERT INTO settlement
SELECT t_id, CASE WHEN t_is_cash THEN 'Cash Account' ELSE 'Margin' END, t_dts::date + 2, t_qty * t_trade_price - t_chrg - t_comm
  FROM trade WHERE t_st_id = 'CMPT';

CREATE TABLE cash_transaction (ct_t_id bigint PRIMARY KEY REFERENCES trade, ct_dts timestamp NOT NULL, ct_amt numeric(10,2) NOT NULL,
  ct_name varchar(100));
INSERT INTO cash_transaction
SELECT t_id, t_dts + interval '1 minute', t_qty * t_trade_price - t_chrg - t_comm,
       tt_name || ' ' || t_qty || ' shares of ' || trim(t_s_symb)
  FROM trade JOIN trade_type ON tt_id = t_tt_id WHERE t_st_id = 'CMPT' AND t_is_cash;

-- positions: completed buys not yet sold out (two in three), summed per account and security
CREATE TABLE holding_summary (hs_ca_id bigint NOT NULL REFERENCES customer_account, hs_s_symb char(15) NOT NULL REFERENCES security,
  hs_qty integer NOT NULL, PRIMARY KEY (hs_ca_id, hs_s_symb));
INSERT INTO holding_summary
SELECT t_ca_id, t_s_symb, sum(t_qty) FROM trade
 WHERE t_st_id = 'CMPT' AND t_tt_id IN ('TMB', 'TLB') AND t_id % 3 <> 0 GROUP BY 1, 2;

CREATE TABLE holding (h_t_id bigint PRIMARY KEY REFERENCES trade, h_ca_id bigint NOT NULL, h_s_symb char(15) NOT NULL,
  h_dts timestamp NOT NULL, h_price numeric(8,2) NOT NULL, h_qty integer NOT NULL,
  FOREIGN KEY (h_ca_id, h_s_symb) REFERENCES holding_summary);
INSERT INTO holding
SELECT t_id, t_ca_id, t_s_symb, t_dts, t_trade_price, t_qty FROM trade
 WHERE t_st_id = 'CMPT' AND t_tt_id IN ('TMB', 'TLB') AND t_id % 3 <> 0;

-- a buy opens its holding; a sell changes the latest buy closed before it
CREATE TABLE holding_history (hh_h_t_id bigint NOT NULL REFERENCES trade, hh_t_id bigint NOT NULL REFERENCES trade,
  hh_before_qty integer NOT NULL, hh_after_qty integer NOT NULL, PRIMARY KEY (hh_h_t_id, hh_t_id));
INSERT INTO holding_history
SELECT t_id, t_id, 0, t_qty FROM trade WHERE t_st_id = 'CMPT' AND t_tt_id IN ('TMB', 'TLB')
UNION ALL
SELECT b.t_id, s.t_id, b.t_qty, 0
  FROM trade s, LATERAL (SELECT t_id, t_qty FROM trade b WHERE b.t_st_id = 'CMPT' AND b.t_tt_id IN ('TMB', 'TLB') AND b.t_id % 3 = 0
                           AND b.t_id < s.t_id ORDER BY b.t_id DESC LIMIT 1) b
 WHERE s.t_st_id = 'CMPT' AND s.t_tt_id IN ('TMS', 'TLS', 'TSL');
UPDATE broker b SET b_num_trades = x.n, b_comm_total = x.c
  FROM (SELECT ca_b_id, count(*) AS n, sum(t_comm) AS c FROM trade JOIN customer_account ON ca_id = t_ca_id GROUP BY 1) x
 WHERE x.ca_b_id = b.b_id;
ANALYZE;
