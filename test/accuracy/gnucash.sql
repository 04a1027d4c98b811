-- test/accuracy/gnucash.sql: a GnuCash 4/5 book saved to PostgreSQL by its SQL backend (libgnc-backend-dbi),
-- a household with a small consulting business, written for issue 16 as a held-out check (fifteenth round):
-- committed with its truth (gnucash_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every object is keyed by guid, 32 lower-case hex characters in varchar(32), and every
-- reference is such a guid in a column named <target>_guid (commodity_guid, currency_guid, parent_guid,
-- tx_guid, account_guid, lot_guid, budget_guid, root_account_guid, root_template_guid, template_act_guid)
-- or, in the business tables, by a bare role word (currency, terms, taxtable / tax_table, invoice, bill,
-- i_acct, b_acct, i_taxtable, b_taxtable, post_txn, post_lot, post_acc, parent, account, ccard_guid).
-- Slot, recurrence and budget-amount rows are keyed by a serial id. GnuCash declares NO foreign keys, only
-- primary keys, so every reference in the truth is undeclared; "none" is NULL (lot_guid of a split in no
-- lot, parent_guid of the two root accounts, post_txn / post_lot / post_acc of an unposted invoice,
-- invoice of a vendor bill's entry and bill of a customer invoice's entry, terms and taxtable not set).
-- The account tree: one root (type ROOT, commodity NULL, the book's root_account_guid) with top-level
-- accounts under it, nested to four levels; a second root, the template root (the book's
-- root_template_guid), holds one template account per scheduled transaction, named by the
-- schedxaction's guid, in commodity 'template' (namespace template) -- schedxactions.template_act_guid
-- names it; the template transactions' splits post to it. Transactions carry their currency
-- (commodities.guid, mostly USD); splits carry value and quantity as num/denom pairs; stock accounts use a
-- security as commodity, and their buys open lots (FIFO) that later sells close; an invoice posted opens
-- a lot in Accounts Receivable / Payable that its payment closes. Prices quote a security or a foreign
-- currency in a currency (both commodities). Polymorphic, so no reference in the truth: slots.obj_guid
-- (the guid of a transaction, account, split, the book, or of a frame slot's guid_val for nested slots),
-- slots.guid_val (a frame's own new guid or an object's), recurrences.obj_guid (a budget's or a
-- schedxaction's guid), jobs.owner_guid / invoices.owner_guid (a customer, vendor or job, told by
-- owner_type). invoices.billto_guid (with billto_type 2) names a customer on every row that has one, so
-- it is in the truth. entries.order_guid and entries.billto_guid are NULL on every row (no orders, no
-- charge-backs: left out); billterms.parent is NULL on every row (no child terms: left out);
-- taxtables.parent names the table an invisible copy was made from. customers.id /
-- vendors.id / invoices.id are six-digit text numbers per kind ('000012'), repeating across kinds.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2718);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.g(kind text, n bigint) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$ SELECT md5('gnc-' || kind || '-' || n)::varchar $$;

CREATE TABLE versions (table_name text PRIMARY KEY, table_version integer NOT NULL);
INSERT INTO versions VALUES ('Gnucash', 5000000), ('Gnucash-Resave', 19920), ('books', 1), ('commodities', 1), ('accounts', 1),
  ('budgets', 1), ('budget_amounts', 1), ('prices', 3), ('transactions', 4), ('splits', 5), ('slots', 4), ('recurrences', 2),
  ('schedxactions', 1), ('lots', 2), ('billterms', 2), ('customers', 2), ('employees', 2), ('entries', 4), ('invoices', 4),
  ('jobs', 1), ('orders', 1), ('taxtables', 2), ('taxtable_entries', 3), ('vendors', 1);

CREATE TABLE commodities (guid varchar(32) PRIMARY KEY, namespace text NOT NULL, mnemonic text NOT NULL, fullname text, cusip text,
  fraction integer NOT NULL, quote_flag integer NOT NULL, quote_source text, quote_tz text);
INSERT INTO commodities
SELECT pg_temp.g('cmdty', k), ns, mn, fn, cu, fr, qf, qs, CASE WHEN qf = 1 THEN '' END
  FROM (VALUES (1, 'CURRENCY', 'USD', 'US Dollar', '840', 100, 1, 'currency'), (2, 'CURRENCY', 'EUR', 'Euro', '978', 100, 1, 'currency'),
               (3, 'CURRENCY', 'GBP', 'Pound Sterling', '826', 100, 0, 'currency'), (4, 'CURRENCY', 'CAD', 'Canadian Dollar', '124', 100, 1, 'currency'),
               (5, 'template', 'template', 'template', 'template', 1, 0, NULL),
               (6, 'NASDAQ', 'AAPL', 'Apple Inc.', '037833100', 10000, 1, 'yahoo_json'), (7, 'NASDAQ', 'MSFT', 'Microsoft Corp.', '594918104', 10000, 1, 'yahoo_json'),
               (8, 'NYSE', 'KO', 'Coca-Cola Co.', '191216100', 10000, 1, 'yahoo_json'), (9, 'NYSE', 'JNJ', 'Johnson & Johnson', '478160104', 10000, 1, 'yahoo_json'),
               (10, 'FUND', 'VTSAX', 'Vanguard Total Stock Market Index', '922908728', 1000, 1, 'vanguard'),
               (11, 'FUND', 'VBTLX', 'Vanguard Total Bond Market Index', '921937603', 1000, 1, 'vanguard'),
               (12, 'AMEX', 'SPY', 'SPDR S&P 500 ETF', '78462F103', 10000, 0, NULL)) v(k, ns, mn, fn, cu, fr, qf, qs);

-- the account tree: k, name, type, parent k, commodity k (NULL for the roots)
CREATE TEMP TABLE acct0 (k int, name text, atype text, pk int, ck int, code text, placeholder int);
INSERT INTO acct0 VALUES
 (1, 'Root Account', 'ROOT', NULL, NULL, '', 0),
 (2, 'Assets', 'ASSET', 1, 1, '1000', 1), (3, 'Liabilities', 'LIABILITY', 1, 1, '2000', 1), (4, 'Income', 'INCOME', 1, 1, '4000', 1),
 (5, 'Expenses', 'EXPENSE', 1, 1, '6000', 1), (6, 'Equity', 'EQUITY', 1, 1, '3000', 1),
 (7, 'Current Assets', 'ASSET', 2, 1, '1100', 1), (8, 'Checking Account', 'BANK', 7, 1, '1110', 0), (9, 'Savings Account', 'BANK', 7, 1, '1120', 0),
 (10, 'Cash in Wallet', 'CASH', 7, 1, '1130', 0), (11, 'EUR Account', 'BANK', 7, 2, '1140', 0),
 (12, 'Investments', 'ASSET', 2, 1, '1200', 1), (13, 'Brokerage Account', 'ASSET', 12, 1, '1210', 1), (14, 'Retirement (401k)', 'ASSET', 12, 1, '1220', 1),
 (15, 'AAPL', 'STOCK', 13, 6, '', 0), (16, 'MSFT', 'STOCK', 13, 7, '', 0), (17, 'KO', 'STOCK', 13, 8, '', 0), (18, 'JNJ', 'STOCK', 13, 9, '', 0),
 (19, 'SPY', 'STOCK', 13, 12, '', 0), (20, 'VTSAX', 'MUTUAL', 14, 10, '', 0), (21, 'VBTLX', 'MUTUAL', 14, 11, '', 0),
 (22, 'Brokerage Cash', 'BANK', 13, 1, '1211', 0), (23, 'Accounts Receivable', 'RECEIVABLE', 2, 1, '1300', 0),
 (24, 'Credit Card', 'CREDIT', 3, 1, '2100', 0), (25, 'Accounts Payable', 'PAYABLE', 3, 1, '2200', 0), (26, 'Mortgage', 'LIABILITY', 3, 1, '2300', 0),
 (27, 'Sales Tax Payable', 'LIABILITY', 3, 1, '2400', 0),
 (28, 'Salary', 'INCOME', 4, 1, '4100', 0), (29, 'Interest Income', 'INCOME', 4, 1, '4200', 0), (30, 'Dividend Income', 'INCOME', 4, 1, '4300', 0),
 (31, 'Consulting', 'INCOME', 4, 1, '4400', 0), (32, 'Capital Gains', 'INCOME', 4, 1, '4500', 0), (33, 'Bonus', 'INCOME', 4, 1, '4600', 0),
 (34, 'Opening Balances', 'EQUITY', 6, 1, '3100', 0), (35, 'Trading', 'TRADING', 1, 1, '', 1), (36, 'CURRENCY', 'TRADING', 35, 1, '', 1),
 (37, 'EUR', 'TRADING', 36, 2, '', 0), (38, 'USD', 'TRADING', 36, 1, '', 0);
INSERT INTO acct0
SELECT 38 + i, nm, 'EXPENSE', CASE WHEN i <= 12 THEN 5 ELSE 38 + 1 + (i * 7) % 12 END, 1, (6000 + i * 10)::text, CASE WHEN i <= 12 AND i % 3 = 0 THEN 1 ELSE 0 END
  FROM (SELECT i, (ARRAY['Auto', 'Groceries', 'Utilities', 'Dining', 'Insurance', 'Medical', 'Taxes', 'Entertainment', 'Travel', 'Home Repair',
                        'Clothes', 'Subscriptions', 'Fuel', 'Parking', 'Electric', 'Water', 'Gas', 'Phone', 'Internet', 'Federal', 'State',
                        'Social Security', 'Medicare', 'Doctor', 'Pharmacy', 'Books', 'Music', 'Hotel', 'Airfare', 'Bank Service Charge',
                        'Office Supplies', 'Software', 'Computer', 'Gifts', 'Charity', 'Education'])[i] AS nm
          FROM generate_series(1, 36) i) x;
-- the template root and one template account per scheduled transaction (8)
INSERT INTO acct0 VALUES (75, 'Template Root', 'ROOT', NULL, NULL, '', 0);
INSERT INTO acct0 SELECT 75 + i, pg_temp.g('sx', i), 'BANK', 75, 5, '', 0 FROM generate_series(1, 8) i;
CREATE TABLE accounts (guid varchar(32) PRIMARY KEY, name text NOT NULL, account_type text NOT NULL, commodity_guid varchar(32),
  commodity_scu integer NOT NULL, non_std_scu integer NOT NULL, parent_guid varchar(32), code text, description text, hidden integer, placeholder integer);
INSERT INTO accounts
SELECT pg_temp.g('acct', a.k), a.name, a.atype, CASE WHEN a.ck IS NOT NULL THEN pg_temp.g('cmdty', a.ck) END,
       coalesce(c.fraction, 100), 0, CASE WHEN a.pk IS NOT NULL THEN pg_temp.g('acct', a.pk) END, a.code,
       CASE WHEN a.k > 75 THEN '' WHEN a.k % 4 = 0 THEN a.name || ' account' ELSE '' END,
       CASE WHEN a.k IN (33, 71) THEN 1 ELSE 0 END, a.placeholder
  FROM acct0 a LEFT JOIN commodities c ON c.guid = pg_temp.g('cmdty', a.ck)
 ORDER BY md5(a.k::text);

CREATE TABLE books (guid varchar(32) PRIMARY KEY, root_account_guid varchar(32) NOT NULL, root_template_guid varchar(32) NOT NULL);
INSERT INTO books VALUES (pg_temp.g('book', 1), pg_temp.g('acct', 1), pg_temp.g('acct', 75));

CREATE TABLE lots (guid varchar(32) PRIMARY KEY, account_guid varchar(32), is_closed integer NOT NULL);
CREATE TABLE transactions (guid varchar(32) PRIMARY KEY, currency_guid varchar(32) NOT NULL, num text NOT NULL, post_date timestamp,
  enter_date timestamp, description text);
CREATE INDEX tx_post_date_index ON transactions (post_date);
CREATE TABLE splits (guid varchar(32) PRIMARY KEY, tx_guid varchar(32) NOT NULL, account_guid varchar(32) NOT NULL, memo text NOT NULL,
  action text NOT NULL, reconcile_state text NOT NULL, reconcile_date timestamp, value_num bigint NOT NULL, value_denom bigint NOT NULL,
  quantity_num bigint NOT NULL, quantity_denom bigint NOT NULL, lot_guid varchar(32));
CREATE INDEX splits_tx_guid_index ON splits (tx_guid);
CREATE INDEX splits_account_guid_index ON splits (account_guid);

-- 1,600 everyday transactions: a bank, card or cash account against an expense or income account
CREATE TEMP TABLE t0 AS
SELECT n, '2021-01-01 10:59:00'::timestamp + (n * 41 + pg_temp.r(40)) * interval '1 hour' AS d, random() AS u,
       CASE WHEN random() < 0.55 THEN 24 WHEN random() < 0.7 THEN 8 WHEN random() < 0.5 THEN 10 ELSE 9 END AS from_k,
       38 + pg_temp.sk(36, 1.7) AS to_k, round((5 + 300 * random() ^ 3)::numeric, 2) AS amt
  FROM generate_series(1, 1600) n;
UPDATE t0 SET to_k = (ARRAY[28, 28, 29, 30, 33])[1 + n % 5], from_k = CASE WHEN n % 5 = 2 THEN 9 ELSE 8 END, amt = amt * 10
 WHERE n % 9 = 0;
UPDATE t0 SET from_k = 11, to_k = 47 WHERE n % 97 = 5;
INSERT INTO transactions
SELECT pg_temp.g('tx', n), pg_temp.g('cmdty', CASE WHEN from_k = 11 THEN 2 ELSE 1 END), CASE WHEN from_k = 8 AND u < 0.3 THEN (1000 + n)::text ELSE '' END,
       date_trunc('day', d) + interval '10 hours 59 minutes', d + pg_temp.r(200) * interval '1 minute',
       CASE WHEN to_k IN (28, 33) THEN 'Paycheck' WHEN to_k = 29 THEN 'Interest' WHEN to_k = 30 THEN 'Dividend'
            ELSE (ARRAY['Safeway', 'Shell', 'PG&E', 'Comcast', 'Amazon', 'Costco', 'Starbucks', 'Target', 'CVS', 'Delta'])[pg_temp.r(10)] END
  FROM t0 ORDER BY n;
INSERT INTO splits
SELECT pg_temp.g('split', n * 10 + s), pg_temp.g('tx', n), pg_temp.g('acct', CASE WHEN s = 1 THEN from_k ELSE to_k END), '', '',
       CASE WHEN s = 1 AND d < '2024-01-01' THEN 'y' WHEN s = 1 AND u < 0.5 THEN 'c' ELSE 'n' END,
       CASE WHEN s = 1 AND d < '2024-01-01' THEN date_trunc('month', d) + interval '1 month 10 hours 59 minutes' END,
       v, 100, v, 100, NULL
  FROM t0 CROSS JOIN generate_series(1, 2) s
  CROSS JOIN LATERAL (SELECT (CASE WHEN (to_k IN (28, 29, 30, 33)) = (s = 1) THEN 1 ELSE -1 END * amt * 100)::bigint AS v) x
 ORDER BY n, s;

-- stock buys (each opens a lot) and sells (closing an earlier lot), from Brokerage Cash
CREATE TEMP TABLE b0 AS
SELECT n, 15 + (n * 3) % 7 AS sk, '2021-02-01'::timestamp + n * interval '9 days' AS d, 1 + pg_temp.r(40) AS sh,
       round((50 + random() * 300)::numeric, 2) AS px FROM generate_series(1, 120) n;
INSERT INTO lots SELECT pg_temp.g('lot', n), pg_temp.g('acct', sk), CASE WHEN n <= 60 AND n % 3 = 0 THEN 1 ELSE 0 END FROM b0;
INSERT INTO transactions
SELECT pg_temp.g('tx', 10000 + n), pg_temp.g('cmdty', 1), '', date_trunc('day', d) + interval '10 hours 59 minutes', d + interval '2 hours',
       'Buy ' || (SELECT name FROM acct0 WHERE k = sk) FROM b0
UNION ALL
SELECT pg_temp.g('tx', 20000 + n), pg_temp.g('cmdty', 1), '', date_trunc('day', d) + interval '200 days 10 hours 59 minutes', d + interval '200 days 2 hours',
       'Sell ' || (SELECT name FROM acct0 WHERE k = sk) FROM b0 WHERE n <= 60 AND n % 3 = 0;
INSERT INTO splits
SELECT pg_temp.g('split', 100000 + n * 10 + 1), pg_temp.g('tx', 10000 + n), pg_temp.g('acct', sk), '', 'Buy', 'n', NULL::timestamp,
       (sh * px * 100)::bigint, 100, sh * 10000, 10000, pg_temp.g('lot', n) FROM b0
UNION ALL
SELECT pg_temp.g('split', 100000 + n * 10 + 2), pg_temp.g('tx', 10000 + n), pg_temp.g('acct', 22), '', '', 'c', NULL,
       -(sh * px * 100)::bigint, 100, -(sh * px * 100)::bigint, 100, NULL FROM b0
UNION ALL
SELECT pg_temp.g('split', 200000 + n * 10 + 1), pg_temp.g('tx', 20000 + n), pg_temp.g('acct', sk), '', 'Sell', 'n', NULL,
       -(sh * px * 110)::bigint, 100, -sh * 10000, 10000, pg_temp.g('lot', n) FROM b0 WHERE n <= 60 AND n % 3 = 0
UNION ALL
SELECT pg_temp.g('split', 200000 + n * 10 + 2), pg_temp.g('tx', 20000 + n), pg_temp.g('acct', 22), '', '', 'n', NULL,
       (sh * px * 110)::bigint, 100, (sh * px * 110)::bigint, 100, NULL FROM b0 WHERE n <= 60 AND n % 3 = 0;
-- realized gains: a split with no quantity in the stock account, in the lot, against Capital Gains
INSERT INTO transactions
SELECT pg_temp.g('tx', 30000 + n), pg_temp.g('cmdty', 1), '', date_trunc('day', d) + interval '200 days 10 hours 59 minutes', d + interval '200 days 3 hours',
       'Realized Gain/Loss' FROM b0 WHERE n <= 60 AND n % 3 = 0;
INSERT INTO splits
SELECT pg_temp.g('split', 300000 + n * 10 + s), pg_temp.g('tx', 30000 + n), pg_temp.g('acct', CASE WHEN s = 1 THEN sk ELSE 32 END), '', '', 'n', NULL,
       CASE WHEN s = 1 THEN 1 ELSE -1 END * (sh * px * 10)::bigint, 100, 0, 1, CASE WHEN s = 1 THEN pg_temp.g('lot', n) END
  FROM b0 CROSS JOIN generate_series(1, 2) s WHERE n <= 60 AND n % 3 = 0;

CREATE TABLE prices (guid varchar(32) PRIMARY KEY, commodity_guid varchar(32) NOT NULL, currency_guid varchar(32) NOT NULL, date timestamp NOT NULL,
  source text, type text, value_num bigint NOT NULL, value_denom bigint NOT NULL);
INSERT INTO prices
SELECT pg_temp.g('price', row_number() OVER (ORDER BY d, c)), pg_temp.g('cmdty', c), pg_temp.g('cmdty', CASE WHEN c = 1 THEN 2 ELSE 1 END), d,
       CASE WHEN random() < 0.8 THEN 'Finance::Quote' ELSE 'user:price-editor' END, CASE WHEN c IN (2, 4) OR c = 1 THEN 'last' ELSE 'last' END,
       (CASE WHEN c IN (1, 4) THEN 0.7 + random() * 0.3 WHEN c = 2 THEN 1 + random() * 0.2 ELSE 40 + random() * 300 END * 10000)::bigint, 10000
  FROM generate_series('2021-01-04'::timestamp + interval '10 hours 59 minutes', '2024-06-28', '7 days') d
  CROSS JOIN unnest(ARRAY[2, 4, 6, 7, 8, 9, 10, 11, 12]) c
 WHERE random() < 0.45;

CREATE TABLE budgets (guid varchar(32) PRIMARY KEY, name text NOT NULL, description text, num_periods integer NOT NULL);
INSERT INTO budgets VALUES (pg_temp.g('budget', 1), 'Household 2023', 'Monthly household budget', 12),
  (pg_temp.g('budget', 2), 'Household 2024', '', 12), (pg_temp.g('budget', 3), 'Business 2024', 'Quarterly', 4);
CREATE TABLE budget_amounts (id serial PRIMARY KEY, budget_guid varchar(32) NOT NULL, account_guid varchar(32) NOT NULL, period_num integer NOT NULL,
  amount_num bigint NOT NULL, amount_denom bigint NOT NULL);
INSERT INTO budget_amounts (budget_guid, account_guid, period_num, amount_num, amount_denom)
SELECT pg_temp.g('budget', b), pg_temp.g('acct', a), p, (20 + pg_temp.r(800)) * 100, 100
  FROM generate_series(1, 3) b CROSS JOIN generate_series(28, 74) a CROSS JOIN generate_series(0, 11) p
 WHERE (b < 3 AND a > 38 AND (a + p) % 3 <> 0) OR (b < 3 AND a = 28) OR (b = 3 AND a IN (31, 68, 69, 70) AND p < 4);

CREATE TABLE schedxactions (guid varchar(32) PRIMARY KEY, name text, enabled integer NOT NULL, start_date date, end_date date, last_occur date,
  num_occur integer NOT NULL, rem_occur integer NOT NULL, auto_create integer NOT NULL, auto_notify integer NOT NULL, adv_creation integer NOT NULL,
  adv_notify integer NOT NULL, instance_count integer NOT NULL, template_act_guid varchar(32) NOT NULL);
INSERT INTO schedxactions
SELECT pg_temp.g('sx', i), (ARRAY['Mortgage payment', 'Rent to savings', 'Netflix', 'Car insurance', 'Gym', 'Internet', 'Phone', 'Transfer to brokerage'])[i],
       CASE WHEN i = 4 THEN 0 ELSE 1 END, '2021-01-01'::date + i * 20, CASE WHEN i = 6 THEN '2023-12-31'::date END, '2024-06-01'::date + i,
       0, CASE WHEN i = 2 THEN 12 ELSE 0 END, CASE WHEN i % 2 = 0 THEN 1 ELSE 0 END, 0, 0, 0, 30 + i, pg_temp.g('acct', 75 + i)
  FROM generate_series(1, 8) i;
-- template transactions: two splits each, one to the sx's template account
INSERT INTO transactions
SELECT pg_temp.g('tx', 40000 + i), pg_temp.g('cmdty', 1), '', '1970-01-01 10:59:00', '2021-01-01'::timestamp + i * interval '20 days',
       (SELECT name FROM schedxactions WHERE guid = pg_temp.g('sx', i)) FROM generate_series(1, 8) i;
INSERT INTO splits
SELECT pg_temp.g('split', 400000 + i * 10 + s), pg_temp.g('tx', 40000 + i), pg_temp.g('acct', 75 + i), '', '', 'n', NULL, 0, 1, 0, 1, NULL
  FROM generate_series(1, 8) i CROSS JOIN generate_series(1, 2) s;

CREATE TABLE recurrences (id serial PRIMARY KEY, obj_guid varchar(32) NOT NULL, recurrence_mult integer NOT NULL, recurrence_period_type text NOT NULL,
  recurrence_period_start date NOT NULL, recurrence_weekend_adjust text NOT NULL);
INSERT INTO recurrences (obj_guid, recurrence_mult, recurrence_period_type, recurrence_period_start, recurrence_weekend_adjust)
SELECT pg_temp.g('budget', b), CASE WHEN b = 3 THEN 3 ELSE 1 END, 'month', ((2022 + b - (b / 3))::text || '-01-01')::date, 'none' FROM generate_series(1, 3) b
UNION ALL
SELECT pg_temp.g('sx', i), 1, (ARRAY['month', 'month', 'month', 'year', 'month', 'month', 'month', 'week'])[i], '2021-01-01'::date + i * 20,
       CASE WHEN i % 3 = 0 THEN 'back' ELSE 'none' END FROM generate_series(1, 8) i;

-- business: terms, tax tables, customers, vendors, employees, jobs, invoices and their entries
CREATE TABLE billterms (guid varchar(32) PRIMARY KEY, name text NOT NULL, description text NOT NULL, refcount integer NOT NULL, invisible integer NOT NULL,
  parent varchar(32), type text NOT NULL, duedays integer, discountdays integer, discount_num bigint, discount_denom bigint, cutoff integer);
INSERT INTO billterms VALUES (pg_temp.g('terms', 1), 'Net 30', 'Net 30 days', 0, 0, NULL, 'GNC_TERM_TYPE_DAYS', 30, 0, 0, 1, 0),
  (pg_temp.g('terms', 2), 'Net 15', 'Net 15 days', 0, 0, NULL, 'GNC_TERM_TYPE_DAYS', 15, 0, 0, 1, 0),
  (pg_temp.g('terms', 3), '2/10 Net 30', '2% discount in 10 days', 0, 0, NULL, 'GNC_TERM_TYPE_DAYS', 30, 10, 2, 1, 0),
  (pg_temp.g('terms', 4), 'EOM', 'End of next month', 0, 0, NULL, 'GNC_TERM_TYPE_PROXIMO', 31, 0, 0, 1, 25);
CREATE TABLE taxtables (guid varchar(32) PRIMARY KEY, name varchar(50) NOT NULL, refcount bigint NOT NULL, invisible integer NOT NULL, parent varchar(32));
INSERT INTO taxtables VALUES (pg_temp.g('taxtable', 1), 'CA Sales Tax', 0, 0, NULL), (pg_temp.g('taxtable', 2), 'Exempt', 0, 0, NULL),
  (pg_temp.g('taxtable', 3), 'CA Sales Tax', 0, 1, pg_temp.g('taxtable', 1));
CREATE TABLE taxtable_entries (id serial PRIMARY KEY, taxtable varchar(32) NOT NULL, account varchar(32) NOT NULL, amount_num bigint NOT NULL,
  amount_denom bigint NOT NULL, type integer NOT NULL);
INSERT INTO taxtable_entries (taxtable, account, amount_num, amount_denom, type) VALUES
  (pg_temp.g('taxtable', 1), pg_temp.g('acct', 27), 725, 100, 2), (pg_temp.g('taxtable', 2), pg_temp.g('acct', 27), 0, 1, 2),
  (pg_temp.g('taxtable', 3), pg_temp.g('acct', 27), 725, 100, 2);

CREATE TABLE customers (guid varchar(32) PRIMARY KEY, name text NOT NULL, id text NOT NULL, notes text NOT NULL, active integer NOT NULL,
  discount_num bigint NOT NULL, discount_denom bigint NOT NULL, credit_num bigint NOT NULL, credit_denom bigint NOT NULL, currency varchar(32) NOT NULL,
  tax_override integer NOT NULL, addr_name text, addr_addr1 text, addr_addr2 text, addr_addr3 text, addr_addr4 text, addr_phone text, addr_fax text,
  addr_email text, shipaddr_name text, shipaddr_addr1 text, shipaddr_addr2 text, shipaddr_addr3 text, shipaddr_addr4 text, shipaddr_phone text,
  shipaddr_fax text, shipaddr_email text, terms varchar(32), tax_included integer, taxtable varchar(32));
INSERT INTO customers
SELECT pg_temp.g('customer', i), (ARRAY['Acme Corp', 'Globex', 'Initech', 'Umbrella LLC', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Vandelay Industries'])[1 + i % 8]
         || CASE WHEN i > 8 THEN ' ' || i ELSE '' END,
       lpad(i::text, 6, '0'), '', CASE WHEN i % 11 = 0 THEN 0 ELSE 1 END, 0, 1, 0, 1, pg_temp.g('cmdty', CASE WHEN i % 7 = 0 THEN 2 ELSE 1 END), 0,
       'Accounts Payable', i || ' Main St', '', '', '', '555-01' || lpad(i::text, 2, '0'), '', 'ap' || i || '@client.example', '', '', '', '', '', '', '', '',
       CASE WHEN i % 4 <> 0 THEN pg_temp.g('terms', 1 + i % 4) END, 3, CASE WHEN i % 3 = 0 THEN pg_temp.g('taxtable', 1 + i % 2) END
  FROM generate_series(1, 28) i;
CREATE TABLE vendors (guid varchar(32) PRIMARY KEY, name text NOT NULL, id text NOT NULL, notes text NOT NULL, currency varchar(32) NOT NULL,
  active integer NOT NULL, tax_override integer NOT NULL, addr_name text, addr_addr1 text, addr_addr2 text, addr_addr3 text, addr_addr4 text,
  addr_phone text, addr_fax text, addr_email text, terms varchar(32), tax_inc text, tax_table varchar(32));
INSERT INTO vendors
SELECT pg_temp.g('vendor', i), (ARRAY['Office Depot', 'AWS', 'Dell', 'Staples', 'Adobe', 'GitHub', 'Zoom', 'FedEx'])[1 + i % 8] || CASE WHEN i > 8 THEN ' ' || i ELSE '' END,
       lpad(i::text, 6, '0'), '', pg_temp.g('cmdty', 1), 1, 0, 'Billing', i || ' Commerce Blvd', '', '', '', '555-02' || lpad(i::text, 2, '0'), '', '',
       CASE WHEN i % 3 <> 0 THEN pg_temp.g('terms', 1 + (i * 3) % 4) END, '3', CASE WHEN i % 5 = 0 THEN pg_temp.g('taxtable', 2) END
  FROM generate_series(1, 14) i;
CREATE TABLE employees (guid varchar(32) PRIMARY KEY, username text NOT NULL, id text NOT NULL, language text NOT NULL, acl text NOT NULL,
  active integer NOT NULL, currency varchar(32) NOT NULL, ccard_guid varchar(32), workday_num bigint NOT NULL, workday_denom bigint NOT NULL,
  rate_num bigint NOT NULL, rate_denom bigint NOT NULL, addr_name text, addr_addr1 text, addr_addr2 text, addr_addr3 text, addr_addr4 text,
  addr_phone text, addr_fax text, addr_email text);
INSERT INTO employees VALUES (pg_temp.g('employee', 1), 'me', '000001', '', '', 1, pg_temp.g('cmdty', 1), pg_temp.g('acct', 24), 8, 1, 12000, 100, 'Me', '', '', '', '', '', '', ''),
  (pg_temp.g('employee', 2), 'contractor', '000002', '', '', 1, pg_temp.g('cmdty', 1), NULL, 8, 1, 9000, 100, 'Contractor', '', '', '', '', '', '', '');
CREATE TABLE jobs (guid varchar(32) PRIMARY KEY, id text NOT NULL, name text NOT NULL, reference text NOT NULL, active integer NOT NULL,
  owner_type integer, owner_guid varchar(32));
INSERT INTO jobs
SELECT pg_temp.g('job', i), lpad(i::text, 6, '0'), 'Project ' || i, 'PO-' || (4000 + i), CASE WHEN i % 4 = 0 THEN 0 ELSE 1 END,
       CASE WHEN i % 5 = 0 THEN 4 ELSE 2 END, CASE WHEN i % 5 = 0 THEN pg_temp.g('vendor', 1 + i % 14) ELSE pg_temp.g('customer', 1 + (i * 3) % 28) END
  FROM generate_series(1, 16) i;

CREATE TABLE invoices (guid varchar(32) PRIMARY KEY, id text NOT NULL, date_opened timestamp, date_posted timestamp, notes text NOT NULL,
  active integer NOT NULL, currency varchar(32) NOT NULL, owner_type integer, owner_guid varchar(32), terms varchar(32), billing_id text,
  post_txn varchar(32), post_lot varchar(32), post_acc varchar(32), billto_type integer, billto_guid varchar(32), charge_amt_num bigint,
  charge_amt_denom bigint);
-- 150 customer invoices (owner a customer or, for a few, a job) and 60 vendor bills; most posted
CREATE TEMP TABLE i0 AS
SELECT n, n <= 150 AS is_inv, '2022-01-03'::timestamp + n * interval '4 days' AS d, n % 10 <> 7 AS posted,
       CASE WHEN n <= 150 THEN 1 + (n * 7) % 28 ELSE 1 + (n * 5) % 14 END AS owner, n % 9 = 0 AND n <= 150 AS via_job
  FROM generate_series(1, 210) n;
INSERT INTO lots SELECT pg_temp.g('lot', 1000 + n), pg_temp.g('acct', CASE WHEN is_inv THEN 23 ELSE 25 END), CASE WHEN n % 3 <> 0 THEN 1 ELSE 0 END
  FROM i0 WHERE posted;
INSERT INTO invoices
SELECT pg_temp.g('invoice', n), lpad(CASE WHEN is_inv THEN n ELSE n - 150 END::text, 6, '0'), d, CASE WHEN posted THEN d + interval '1 day' END, '', 1,
       pg_temp.g('cmdty', 1), CASE WHEN via_job THEN 3 WHEN is_inv THEN 2 ELSE 4 END,
       CASE WHEN via_job THEN pg_temp.g('job', 1 + n % 16) WHEN is_inv THEN pg_temp.g('customer', owner) ELSE pg_temp.g('vendor', owner) END,
       CASE WHEN n % 5 <> 0 THEN pg_temp.g('terms', 1 + n % 4) END, CASE WHEN n % 4 = 0 THEN 'PO-' || (4000 + n) ELSE '' END,
       CASE WHEN posted THEN pg_temp.g('tx', 50000 + n) END, CASE WHEN posted THEN pg_temp.g('lot', 1000 + n) END,
       CASE WHEN posted THEN pg_temp.g('acct', CASE WHEN is_inv THEN 23 ELSE 25 END) END,
       CASE WHEN n % 17 = 0 AND is_inv THEN 2 END, CASE WHEN n % 17 = 0 AND is_inv THEN pg_temp.g('customer', 1 + n % 28) END, 0, 1
  FROM i0 ORDER BY n;

CREATE TABLE entries (guid varchar(32) PRIMARY KEY, date timestamp NOT NULL, date_entered timestamp, description text, action text, notes text,
  quantity_num bigint, quantity_denom bigint, i_acct varchar(32), i_price_num bigint, i_price_denom bigint, i_discount_num bigint,
  i_discount_denom bigint, invoice varchar(32), i_disc_type text, i_disc_how text, i_taxable integer, i_taxincluded integer, i_taxtable varchar(32),
  b_acct varchar(32), b_price_num bigint, b_price_denom bigint, bill varchar(32), b_taxable integer, b_taxincluded integer, b_taxtable varchar(32),
  b_paytype integer, billable integer, billto_type integer, billto_guid varchar(32), order_guid varchar(32));
CREATE TEMP TABLE e0 AS
SELECT i0.*, e, 1 + pg_temp.r(20) AS q, (50 + pg_temp.r(150)) * 100 AS pr
  FROM i0 CROSS JOIN LATERAL generate_series(1, 1 + (n * 7) % 4) e;
INSERT INTO entries
SELECT pg_temp.g('entry', n * 10 + e), d, d, (ARRAY['Consulting hours', 'Travel', 'Software license', 'Hardware', 'Support plan'])[1 + (n + e) % 5],
       CASE WHEN e % 2 = 0 THEN 'Hours' ELSE 'Material' END, '', q, 1,
       CASE WHEN is_inv THEN pg_temp.g('acct', 31) END, CASE WHEN is_inv THEN pr END, CASE WHEN is_inv THEN 100 END, 0, 1,
       CASE WHEN is_inv THEN pg_temp.g('invoice', n) END, 'PRETAX', '%', CASE WHEN is_inv AND n % 3 = 0 THEN 1 ELSE 0 END, 0,
       CASE WHEN is_inv AND n % 3 = 0 THEN pg_temp.g('taxtable', 1) END,
       CASE WHEN NOT is_inv THEN pg_temp.g('acct', 38 + (ARRAY[31, 32, 33, 12, 30])[1 + (n + e) % 5]) END, CASE WHEN NOT is_inv THEN pr END,
       CASE WHEN NOT is_inv THEN 100 END, CASE WHEN NOT is_inv THEN pg_temp.g('invoice', n) END, CASE WHEN NOT is_inv AND n % 5 = 0 THEN 1 ELSE 0 END, 0,
       CASE WHEN NOT is_inv AND n % 5 = 0 THEN pg_temp.g('taxtable', 2) END, CASE WHEN NOT is_inv THEN 1 END, 0, NULL, NULL, NULL
  FROM e0 ORDER BY n, e;
-- posting an invoice or bill: a transaction with the AR/AP split in its lot; payments of the closed ones
INSERT INTO transactions
SELECT pg_temp.g('tx', 50000 + n), pg_temp.g('cmdty', 1), lpad(CASE WHEN is_inv THEN n ELSE n - 150 END::text, 6, '0'), d + interval '1 day',
       d + interval '1 day 1 hour', CASE WHEN is_inv THEN 'Invoice ' ELSE 'Bill ' END || n FROM i0 WHERE posted
UNION ALL
SELECT pg_temp.g('tx', 60000 + n), pg_temp.g('cmdty', 1), '', d + interval '30 days', d + interval '30 days 1 hour', 'Payment ' || n
  FROM i0 WHERE posted AND n % 3 <> 0;
INSERT INTO splits
SELECT pg_temp.g('split', 500000 + n * 10 + s), pg_temp.g('tx', 50000 + n),
       pg_temp.g('acct', CASE WHEN s = 1 THEN CASE WHEN is_inv THEN 23 ELSE 25 END WHEN is_inv THEN 31 ELSE 38 + 31 END),
       '', CASE WHEN s = 1 THEN CASE WHEN is_inv THEN 'Invoice' ELSE 'Bill' END ELSE '' END, 'n', NULL::timestamp,
       sg * tot, 100, sg * tot, 100, CASE WHEN s = 1 THEN pg_temp.g('lot', 1000 + n) END
  FROM i0 CROSS JOIN generate_series(1, 2) s
  CROSS JOIN LATERAL (SELECT sum(q * pr)::bigint AS tot FROM e0 WHERE e0.n = i0.n) t
  CROSS JOIN LATERAL (SELECT CASE WHEN (s = 1) = is_inv THEN 1 ELSE -1 END AS sg) x
 WHERE posted
UNION ALL
SELECT pg_temp.g('split', 600000 + n * 10 + s), pg_temp.g('tx', 60000 + n),
       pg_temp.g('acct', CASE WHEN s = 1 THEN CASE WHEN is_inv THEN 23 ELSE 25 END ELSE 8 END), '', CASE WHEN s = 1 THEN 'Payment' ELSE '' END,
       'c', NULL, -sg * tot, 100, -sg * tot, 100, CASE WHEN s = 1 THEN pg_temp.g('lot', 1000 + n) END
  FROM i0 CROSS JOIN generate_series(1, 2) s
  CROSS JOIN LATERAL (SELECT sum(q * pr)::bigint AS tot FROM e0 WHERE e0.n = i0.n) t
  CROSS JOIN LATERAL (SELECT CASE WHEN (s = 1) = is_inv THEN 1 ELSE -1 END AS sg) x
 WHERE posted AND n % 3 <> 0;

-- slots: every transaction's date-posted, notes on some, account colours, the book's options as nested frames
CREATE TABLE slots (id serial PRIMARY KEY, obj_guid varchar(32) NOT NULL, name varchar(4096) NOT NULL, slot_type integer NOT NULL, int64_val bigint,
  string_val varchar(4096), double_val double precision, timespec_val timestamp, guid_val varchar(32), numeric_val_num bigint,
  numeric_val_denom bigint, gdate_val date);
CREATE INDEX slots_guid_index ON slots (obj_guid);
INSERT INTO slots (obj_guid, name, slot_type, int64_val, string_val, double_val, timespec_val, guid_val, numeric_val_num, numeric_val_denom, gdate_val)
SELECT guid, 'date-posted', 10, 0, NULL::varchar, 0, NULL::timestamp, NULL::varchar, 0, 1, post_date::date FROM transactions WHERE post_date > '1971-01-01'
UNION ALL
SELECT guid, 'notes', 4, 0, 'receipt ' || substr(guid, 1, 6), 0, NULL, NULL, 0, 1, NULL FROM transactions WHERE ascii(guid) % 7 = 0
UNION ALL
SELECT guid, 'color', 4, 0, (ARRAY['#ef2929', '#8ae234', '#729fcf', '#fcaf3e'])[1 + ascii(substr(guid, 2)) % 4], 0, NULL, NULL, 0, 1, NULL
  FROM accounts WHERE ascii(guid) % 3 = 0 AND account_type <> 'ROOT'
UNION ALL
SELECT pg_temp.g('tx', 40000 + i), 'from-sched-xaction', 5, 0, NULL, 0, NULL, pg_temp.g('sx', i), 0, 1, NULL FROM generate_series(1, 8) i
UNION ALL
SELECT pg_temp.g('split', 400000 + i * 10 + s), 'sched-xaction', 9, 0, NULL, 0, NULL, pg_temp.g('frame', i * 10 + s), 0, 1, NULL
  FROM generate_series(1, 8) i CROSS JOIN generate_series(1, 2) s
UNION ALL
SELECT pg_temp.g('frame', i * 10 + s), 'sched-xaction/account', 5, 0, NULL, 0, NULL, pg_temp.g('acct', CASE WHEN s = 1 THEN 8 ELSE 38 + i END), 0, 1, NULL
  FROM generate_series(1, 8) i CROSS JOIN generate_series(1, 2) s
UNION ALL
SELECT pg_temp.g('frame', i * 10 + s), 'sched-xaction/credit-formula', 4, 0, NULL, 0, NULL, NULL, 0, 1, NULL
  FROM generate_series(1, 8) i CROSS JOIN generate_series(1, 2) s
UNION ALL
SELECT pg_temp.g('book', 1), 'options', 9, 0, NULL, 0, NULL, pg_temp.g('frame', 1000), 0, 1, NULL
UNION ALL
SELECT pg_temp.g('frame', 1000), 'options/Accounts', 9, 0, NULL, 0, NULL, pg_temp.g('frame', 1001), 0, 1, NULL
UNION ALL
SELECT pg_temp.g('frame', 1001), 'options/Accounts/Use Trading Accounts', 4, 0, 't', 0, NULL, NULL, 0, 1, NULL
UNION ALL
SELECT pg_temp.g('frame', 1000), 'options/Business', 9, 0, NULL, 0, NULL, pg_temp.g('frame', 1002), 0, 1, NULL
UNION ALL
SELECT pg_temp.g('frame', 1002), 'options/Business/Company Name', 4, 0, 'Me Consulting', 0, NULL, NULL, 0, 1, NULL
UNION ALL
SELECT pg_temp.g('frame', 1002), 'options/Business/Default Customer TaxTable', 5, 0, NULL, 0, NULL, pg_temp.g('taxtable', 1), 0, 1, NULL
UNION ALL
SELECT pg_temp.g('lot', 1000 + n), 'gncInvoice', 9, 0, NULL, 0, NULL, pg_temp.g('frame', 2000 + n), 0, 1, NULL FROM i0 WHERE posted
UNION ALL
SELECT pg_temp.g('frame', 2000 + n), 'gncInvoice/invoice-guid', 5, 0, NULL, 0, NULL, pg_temp.g('invoice', n), 0, 1, NULL FROM i0 WHERE posted
UNION ALL
SELECT pg_temp.g('lot', n), 'title', 4, 0, 'Lot ' || n, 0, NULL, NULL, 0, 1, NULL FROM b0;
ANALYZE;
