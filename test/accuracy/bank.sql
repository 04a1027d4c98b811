-- test/accuracy/bank.sql: a retail bank's core tables, written as a held-out check after every
-- rule of the decision model and measured before any change (truth: bank_truth.csv, every
-- foreign key declared).
--
-- Its conventions: natural text keys of fixed shapes (branch codes, CIF numbers, account
-- numbers, 16-digit card numbers as char), role prefixes on text references (from_account,
-- to_account, borrower_cif, guarantor_cif), a merchant category code (mcc) that is a number
-- inside the merchant ids' range, installment numbers in a composite key, and a channel code
-- table of three rows. Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE branches (branch_code char(4) PRIMARY KEY, name text, city text);
INSERT INTO branches SELECT 'B' || lpad(g::text, 3, '0'), 'Branch ' || g, 'City ' || (g % 9) FROM generate_series(1, 40) g;
CREATE TABLE products (product_code varchar(6) PRIMARY KEY, name text, rate numeric(5,3));
INSERT INTO products SELECT p, 'Product ' || p, (i % 9) / 100.0
  FROM unnest(ARRAY['CHK01','CHK02','SAV01','SAV02','TD12','TD24','MORT30','PLOAN','CCARD']) WITH ORDINALITY u(p, i);
CREATE TABLE customers (cif varchar(10) PRIMARY KEY, full_name text, birth_date date, home_branch char(4) REFERENCES branches);
INSERT INTO customers SELECT 'C' || lpad((100000 + g * 37)::text, 7, '0'), 'Customer ' || g, '1950-01-01'::date + (g * 97) % 20000,
       'B' || lpad((1 + g % 40)::text, 3, '0') FROM generate_series(1, 5000) g;
CREATE TABLE accounts (account_no varchar(12) PRIMARY KEY, cif varchar(10) REFERENCES customers, product_code varchar(6) REFERENCES products,
                       branch_code char(4) REFERENCES branches, opened_on date, status char(1));
INSERT INTO accounts SELECT lpad((4000000000 + g * 7919)::text, 12, '0'), 'C' || lpad((100000 + (1 + (g * 13) % 5000) * 37)::text, 7, '0'),
       (ARRAY['CHK01','CHK02','SAV01','SAV02','TD12','TD24'])[1 + g % 6], 'B' || lpad((1 + (g * 7) % 40)::text, 3, '0'),
       '2010-01-01'::date + g % 5000, (ARRAY['A','A','A','C','F'])[1 + g % 5] FROM generate_series(1, 8000) g;
CREATE TABLE channels (channel_code char(3) PRIMARY KEY, description text);
INSERT INTO channels VALUES ('ATM', 'Cash machine'), ('WEB', 'Online banking'), ('BRN', 'Branch counter');
CREATE TABLE transactions (txn_id bigint PRIMARY KEY, from_account varchar(12) REFERENCES accounts, to_account varchar(12) REFERENCES accounts,
                           amount numeric(12,2), posted_at timestamptz, channel_code char(3) REFERENCES channels);
INSERT INTO transactions SELECT g, lpad((4000000000 + (1 + (g * 31) % 8000) * 7919)::text, 12, '0'),
       CASE WHEN g % 5 <> 0 THEN lpad((4000000000 + (1 + (g * 17 + 3) % 8000) * 7919)::text, 12, '0') END,
       (g * 137) % 500000 / 100.0, '2024-01-01'::timestamptz + g * interval '1 minute', (ARRAY['ATM','WEB','BRN'])[1 + g % 3]
  FROM generate_series(1, 60000) g;
CREATE TABLE merchants (merchant_id int PRIMARY KEY, mcc int, name text);
INSERT INTO merchants SELECT g, (ARRAY[5411, 5812, 5999, 4111, 5541, 7011])[1 + g % 6], 'Merchant ' || g FROM generate_series(1, 9000) g;
CREATE TABLE cards (card_no char(16) PRIMARY KEY, account_no varchar(12) REFERENCES accounts, expires_on date);
INSERT INTO cards SELECT '4556' || lpad((g * 104729)::text, 12, '0'), lpad((4000000000 + (1 + (g * 3) % 8000) * 7919)::text, 12, '0'),
       '2026-01-01'::date + g % 1500 FROM generate_series(1, 6000) g;
CREATE TABLE card_events (event_id bigint PRIMARY KEY, card_no char(16) REFERENCES cards, merchant_id int REFERENCES merchants,
                          amount numeric(10,2), happened_at timestamptz);
INSERT INTO card_events SELECT g, '4556' || lpad(((1 + (g * 11) % 6000) * 104729)::text, 12, '0'), 1 + (g * 29) % 9000,
       (g * 53) % 30000 / 100.0, '2024-02-01'::timestamptz + g * interval '2 minutes' FROM generate_series(1, 40000) g;
CREATE TABLE loans (loan_id int PRIMARY KEY, borrower_cif varchar(10) REFERENCES customers, guarantor_cif varchar(10) REFERENCES customers,
                    product_code varchar(6) REFERENCES products, principal numeric(12,2), term_months int);
INSERT INTO loans SELECT g, 'C' || lpad((100000 + (1 + (g * 41) % 5000) * 37)::text, 7, '0'),
       CASE WHEN g % 4 = 0 THEN 'C' || lpad((100000 + (1 + (g * 43 + 7) % 5000) * 37)::text, 7, '0') END,
       (ARRAY['MORT30','PLOAN'])[1 + g % 2], 5000 + (g * 911) % 500000, (ARRAY[12, 24, 36, 60, 360])[1 + g % 5]
  FROM generate_series(1, 1500) g;
CREATE TABLE loan_payments (loan_id int REFERENCES loans, installment_no int, paid_on date, amount numeric(10,2),
                            PRIMARY KEY (loan_id, installment_no));
INSERT INTO loan_payments SELECT l, n, '2020-01-01'::date + l + n * 30, 100 + (l * n) % 900
  FROM generate_series(1, 1500) l, generate_series(1, 24) n WHERE n <= 1 + l % 24;
ANALYZE;
