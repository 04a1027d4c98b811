-- test/accuracy/akaunting.sql: an Akaunting 3.x accounting database (the Laravel app's MySQL schema
-- as pgloader converts it to PostgreSQL, installed with the table prefix 'ak_'), one accountant's
-- install holding four live companies and one deleted one over four years, written for issue 16 as
-- a held-out check (nineteenth round): committed with its truth (akaunting_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: plural prefixed table names (ak_contacts, ak_documents, ak_transactions) with a
-- bare `id` key (int unsigned auto_increment, bigint after pgloader) and references as signed int
-- columns named <singular>_id (contact_id, category_id, account_id, document_id, item_id, tax_id,
-- document_item_id, media_id, user_id, role_id, permission_id). Multi-company: company_id on every
-- business table (-> ak_companies.id; companies 1..5, most rows in company 1), and ids are global,
-- so references stay single-column, EXCEPT currencies: every company has its own ak_currencies rows
-- (USD, EUR, GBP seeded in each, more added by hand), and contacts, accounts, documents and
-- transactions name their currency by text, currency_code, so (company_id, currency_code) ->
-- ak_currencies (company_id, code) under its unique index (company_id, code, deleted_at); the code
-- alone repeats across companies and references no row. One table is polymorphic in several ways:
-- invoices and bills share ak_documents (type 'invoice' / 'bill' and their recurring templates
-- 'invoice-recurring' / 'bill-recurring'), customers and vendors share ak_contacts (type), and
-- ak_document_items, item taxes, totals and histories repeat the document's type beside
-- document_id. Audit columns: created_by (-> ak_users.id, NULL on the rows seeded when the first
-- company was installed, before any user existed) and created_from text ('core::ui',
-- 'core::seed', 'core::api', 'core::import', 'core::recurring') on every table. Soft deletes
-- (deleted_at) everywhere: deleted contacts, items, categories and a whole deleted company keep
-- their rows, so every reference still holds (no orphans). The 0-for-none convention:
-- ak_documents.parent_id and ak_transactions.parent_id are integer NOT NULL DEFAULT 0 and hold the
-- id of the recurring template a row was generated from (0 for every other row): true references
-- whose none is 0. Self reference ak_categories.parent_id (3.x subcategories; NULL at the top).
-- Nullable references: ak_transactions.document_id (NULL for a payment with no invoice or bill)
-- and contact_id (NULL on transfers and some expenses), ak_items.category_id,
-- ak_document_items.item_id (NULL on free-text lines imported from 1.x), ak_contacts.user_id (the
-- customer's client-portal login, NULL for most). ak_transfers pairs an expense-transfer and an
-- income-transfer transaction (expense_transaction_id, income_transaction_id: each a transaction,
-- one to one). ak_document_item_taxes keeps document_id beside document_item_id.
-- Polymorphic: ak_mediables (mediable_type 'App\Models\Document\Document',
-- 'App\Models\Banking\Transaction', 'App\Models\Common\Company', 'App\Models\Auth\User' beside
-- mediable_id) -- no reference, left out of the truth; ak_user_roles.user_type and
-- ak_user_companies.user_type are 'users' on every row (Laratrust's polymorphic user), so their
-- user_id does reference ak_users.
-- Declared foreign keys: Akaunting's own migrations declare none; the packages it ships do:
-- Laratrust's ak_role_permissions (role_id, permission_id) and ak_user_roles.role_id, and
-- laravel-mediable's ak_mediables.media_id. Those four are declared (mode fk's truth); every
-- other reference is in the truth as undeclared.
-- Left out of the truth: ak_settings.value (text holding an account id, a category id, a currency
-- code or a prefix, by key), ak_reconciliations.transactions (JSON), the contact_* copies on
-- ak_documents (contact_name, contact_email ...), ak_mediables.mediable_id (polymorphic),
-- ak_transactions.payment_method ('offline-payments.cash.1': a module's setting, not a row),
-- ak_transactions.split_id (NULL on every row: no split transactions here), ak_permissions.created_by
-- (NULL on every row: all seeded) and ak_roles.created_by (NULL but one row, which holds 1: one value
-- decides nothing).
-- Skewed: a few customers make most invoices, most rows in company 1, most rows created by its two
-- staff. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1919);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- who creates a company's rows: its staff, the first ones most
CREATE FUNCTION pg_temp.staff(c int) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT (CASE c WHEN 1 THEN ARRAY[1, 1, 2, 2, 2, 5, 6, 7] WHEN 2 THEN ARRAY[1, 2, 8, 8] WHEN 3 THEN ARRAY[3, 3, 9, 10]
                 WHEN 4 THEN ARRAY[4, 4, 4, 4] ELSE ARRAY[1, 1, 1, 1] END)[1 + floor(random() * CASE c WHEN 1 THEN 8 ELSE 4 END)::int] $$;
-- the company of a business row: most in company 1, few in the demo company 4
CREATE FUNCTION pg_temp.co() RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN x < 0.6 THEN 1 WHEN x < 0.85 THEN 2 WHEN x < 0.98 THEN 3 ELSE 4 END FROM (SELECT random() AS x) s $$;
CREATE FUNCTION pg_temp.src() RETURNS varchar LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY['core::ui', 'core::ui', 'core::ui', 'core::ui', 'core::ui', 'core::api', 'core::import'])[1 + floor(random() * 7)::int] $$;

CREATE TABLE ak_companies (id bigint PRIMARY KEY, domain varchar(191), enabled boolean NOT NULL DEFAULT true,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
INSERT INTO ak_companies VALUES
  (1, NULL, true, 'core::seed', NULL, '2020-02-03 10:12:00', '2023-05-01 09:00:00', NULL),
  (2, NULL, true, 'core::ui', 1, '2020-09-14 15:40:00', '2022-11-20 11:00:00', NULL),
  (3, NULL, true, 'core::ui', 1, '2021-06-01 08:30:00', '2021-06-01 08:30:00', NULL),
  (4, 'demo.example.com', false, 'core::ui', 4, '2022-10-10 12:00:00', '2022-10-10 12:00:00', NULL),
  (5, NULL, true, 'core::ui', 1, '2021-01-05 09:00:00', '2021-03-01 09:00:00', '2021-03-01 09:00:00');

-- users: 1..12 staff (1 the installer), 13..48 customers' client-portal logins
CREATE TABLE ak_users (id bigint PRIMARY KEY, name varchar(191) NOT NULL, email varchar(191) NOT NULL,
  password varchar(191) NOT NULL, remember_token varchar(100), last_logged_in_at timestamp, locale varchar(191) NOT NULL DEFAULT 'en-GB',
  landing_page varchar(70) DEFAULT 'dashboard', enabled boolean NOT NULL DEFAULT true,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE UNIQUE INDEX ak_users_email_deleted_at_unique ON ak_users (email, deleted_at);
INSERT INTO ak_users
SELECT i, n || ' ' || a, lower(n) || '.' || lower(a) || i || CASE WHEN i <= 12 THEN '@acme-books.com' ELSE '@client' || i || '.net' END,
       '$2y$10$' || md5(i::text), CASE WHEN i % 3 = 0 THEN md5('t' || i) END,
       CASE WHEN i % 7 = 6 THEN NULL ELSE timestamp '2023-01-01' + i * interval '4 days 3 hours' END,
       (ARRAY['en-GB', 'en-US', 'de-DE', 'tr-TR'])[1 + i % 4],
       CASE WHEN i <= 12 THEN 'dashboard' ELSE 'portal.dashboard' END, i % 11 <> 0,
       CASE WHEN i = 1 THEN 'core::seed' ELSE 'core::ui' END,
       CASE WHEN i = 1 THEN NULL WHEN i <= 12 THEN (ARRAY[1, 1, 1, 1, 2, 2, 2, 1, 3, 3, 2])[i - 1] ELSE (ARRAY[1, 2, 2, 8])[1 + i % 4] END,
       timestamp '2020-02-03' + i * interval '19 days', timestamp '2023-02-01' + i * interval '1 day',
       CASE WHEN i IN (11, 27, 40) THEN timestamp '2023-06-01' + i * interval '1 day' END
  FROM (SELECT i, (ARRAY['Denis', 'Sarah', 'Cem', 'Laura', 'Marco', 'Helen', 'Oguz', 'Nina', 'Paul', 'Emma', 'Arda', 'Julia'])[1 + i % 12] AS n,
               (ARRAY['Duliçi', 'Klein', 'Yilmaz', 'Brown', 'Rossi', 'Meyer', 'Kaya', 'Schmidt', 'Taylor', 'Walker', 'Demir'])[1 + i % 11] AS a
          FROM generate_series(1, 48) i) x;

-- Laratrust: roles, permissions and their pivots (declared foreign keys)
CREATE TABLE ak_roles (id bigint PRIMARY KEY, name varchar(191) NOT NULL, display_name varchar(191), description varchar(191),
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp);
CREATE UNIQUE INDEX ak_roles_name_unique ON ak_roles (name);
INSERT INTO ak_roles VALUES
  (1, 'admin', 'Admin', 'This is the admin role', 'core::seed', NULL, '2020-02-03 10:12:00', '2020-02-03 10:12:00'),
  (2, 'manager', 'Manager', 'This is the manager role', 'core::seed', NULL, '2020-02-03 10:12:00', '2020-02-03 10:12:00'),
  (3, 'customer', 'Customer', 'This is the customer role', 'core::seed', NULL, '2020-02-03 10:12:00', '2020-02-03 10:12:00'),
  (4, 'accountant', 'Accountant', 'This is the accountant role', 'core::seed', NULL, '2020-02-03 10:12:00', '2020-02-03 10:12:00'),
  (5, 'employee', 'Employee', 'This is the employee role', 'core::seed', NULL, '2020-02-03 10:12:00', '2020-02-03 10:12:00'),
  (6, 'bookkeeper', 'Bookkeeper', 'Read-only books', 'core::ui', 1, '2021-04-12 10:00:00', '2021-04-12 10:00:00');

CREATE TABLE ak_permissions (id bigint PRIMARY KEY, name varchar(191) NOT NULL, display_name varchar(191), description varchar(191),
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp);
CREATE UNIQUE INDEX ak_permissions_name_unique ON ak_permissions (name);
INSERT INTO ak_permissions
SELECT row_number() OVER (ORDER BY o, a), a || '-' || o, initcap(a) || ' ' || initcap(replace(o, '-', ' ')), NULL,
       'core::seed', NULL, timestamp '2020-02-03 10:12:00', timestamp '2020-02-03 10:12:00'
  FROM unnest(ARRAY['admin-panel', 'api', 'auth-permissions', 'auth-profile', 'auth-roles', 'auth-users', 'banking-accounts',
                    'banking-reconciliations', 'banking-transactions', 'banking-transfers', 'common-companies', 'common-dashboards',
                    'common-import', 'common-items', 'common-reports', 'common-search', 'common-uploads', 'common-widgets',
                    'purchases-bills', 'purchases-vendors', 'sales-customers', 'sales-invoices', 'settings-categories',
                    'settings-company', 'settings-currencies', 'settings-defaults', 'settings-localisation', 'settings-taxes',
                    'client-portal', 'portal-invoices', 'portal-payments', 'portal-profile', 'install-updates',
                    'modules-home', 'modules-my', 'offline-payments-settings', 'paypal-standard-settings', 'reports-income-summary']) o,
       unnest(ARRAY['create', 'read', 'update', 'delete']) a;

CREATE TABLE ak_role_permissions (role_id bigint NOT NULL REFERENCES ak_roles, permission_id bigint NOT NULL REFERENCES ak_permissions,
  PRIMARY KEY (role_id, permission_id));
INSERT INTO ak_role_permissions
SELECT r.id, p.id FROM ak_roles r, ak_permissions p
 WHERE CASE r.name WHEN 'admin' THEN p.name NOT LIKE '%portal%'
                   WHEN 'manager' THEN p.name NOT LIKE '%portal%' AND p.name NOT LIKE '%-auth-%' AND p.name NOT LIKE '%install%'
                   WHEN 'customer' THEN p.name LIKE '%portal%'
                   WHEN 'accountant' THEN p.name ~ '(banking|sales|purchases|reports|items)' AND p.name NOT LIKE 'delete-%'
                   WHEN 'employee' THEN p.name ~ '^(read|create)-(sales|purchases|common-items)'
                   ELSE p.name LIKE 'read-%' AND p.name NOT LIKE '%portal%' END;

CREATE TABLE ak_user_roles (user_id bigint NOT NULL, role_id bigint NOT NULL REFERENCES ak_roles, user_type varchar(191) NOT NULL,
  PRIMARY KEY (user_id, role_id, user_type));
INSERT INTO ak_user_roles
SELECT i, CASE WHEN i <= 4 THEN 1 WHEN i IN (5, 8) THEN 2 WHEN i IN (6, 9) THEN 4 WHEN i = 12 THEN 6 WHEN i <= 12 THEN 5 ELSE 3 END, 'users'
  FROM generate_series(1, 48) i;
INSERT INTO ak_user_roles VALUES (2, 4, 'users'), (7, 6, 'users');

CREATE TABLE ak_user_companies (user_id integer NOT NULL, company_id integer NOT NULL, user_type varchar(191) NOT NULL,
  PRIMARY KEY (user_id, company_id, user_type));
INSERT INTO ak_user_companies
SELECT u, c, 'users' FROM generate_series(1, 12) u, generate_series(1, 5) c
 WHERE CASE WHEN u IN (1, 2) THEN c <> 4 WHEN u = 3 THEN c IN (3, 1) WHEN u = 4 THEN c = 4 WHEN u IN (5, 6, 7, 12) THEN c = 1
            WHEN u = 8 THEN c = 2 ELSE c = 3 END;
INSERT INTO ak_user_companies SELECT u, CASE WHEN u % 3 = 0 THEN 2 ELSE 1 END, 'users' FROM generate_series(13, 48) u;

CREATE TABLE ak_currencies (id bigint PRIMARY KEY, company_id integer NOT NULL, name varchar(191) NOT NULL, code varchar(191) NOT NULL,
  rate double precision NOT NULL, precision varchar(191), symbol varchar(191), symbol_first integer NOT NULL DEFAULT 1,
  decimal_mark varchar(191), thousands_separator varchar(191), enabled boolean NOT NULL DEFAULT true,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE INDEX ak_currencies_company_id_index ON ak_currencies (company_id);
CREATE UNIQUE INDEX ak_currencies_company_id_code_deleted_at_unique ON ak_currencies (company_id, code, deleted_at);
-- seeded USD, EUR, GBP in every company (company 2 books in EUR, 3 in GBP), then a few added by hand
INSERT INTO ak_currencies
SELECT row_number() OVER (ORDER BY seq, c, k), c, nm, cd,
       CASE WHEN cd = dflt THEN 1 ELSE rt END, '2', sy, CASE WHEN cd IN ('TRY', 'JPY') THEN 0 ELSE 1 END, '.', ',',
       NOT (c = 1 AND cd = 'GBP'), CASE WHEN seq = 0 THEN 'core::seed' ELSE 'core::ui' END,
       CASE WHEN seq = 0 AND c = 1 THEN NULL WHEN seq = 0 THEN 1 ELSE pg_temp.staff(c) END,
       co.created_at + seq * interval '40 days', co.created_at + seq * interval '40 days', NULL
  FROM (VALUES (0, 1, 'US Dollar', 'USD', 1.0, '$'), (0, 2, 'Euro', 'EUR', 1.25, '€'), (0, 3, 'British Pound', 'GBP', 1.6, '£'),
               (1, 4, 'Turkish Lira', 'TRY', 0.8, '₺'), (1, 5, 'Canadian Dollar', 'CAD', 0.75, '$'), (1, 6, 'Japanese Yen', 'JPY', 0.007, '¥'),
               (1, 7, 'Swiss Franc', 'CHF', 1.1, 'CHF'), (1, 8, 'Australian Dollar', 'AUD', 0.66, '$')) v(seq, k, nm, cd, rt, sy)
  JOIN (VALUES (1, 'USD', ARRAY['TRY', 'CAD', 'CHF']), (2, 'EUR', ARRAY['CHF', 'JPY']), (3, 'GBP', ARRAY['AUD']), (4, 'USD', ARRAY[]::text[]),
               (5, 'USD', ARRAY[]::text[])) d(c, dflt, extra)
    ON v.seq = 0 OR v.cd = ANY (d.extra)
  JOIN ak_companies co ON co.id = d.c;
CREATE TEMP TABLE cur AS SELECT company_id, code, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM ak_currencies;
CREATE TEMP TABLE dcur AS SELECT * FROM (VALUES (1, 'USD'), (2, 'EUR'), (3, 'GBP'), (4, 'USD'), (5, 'USD')) v(company_id, code);

CREATE TABLE ak_categories (id bigint PRIMARY KEY, company_id integer NOT NULL, name varchar(191) NOT NULL, type varchar(191) NOT NULL,
  color varchar(191) NOT NULL, enabled boolean NOT NULL DEFAULT true, parent_id integer,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE INDEX ak_categories_company_id_index ON ak_categories (company_id);
INSERT INTO ak_categories
SELECT row_number() OVER (ORDER BY seq, c, k), c, nm, tp, (ARRAY['#3c3f72', '#6da252', '#efad32', '#e5e5e5', '#328aef', '#b3a4e8'])[1 + k % 6],
       true, NULL, 'core::seed', CASE WHEN c = 1 THEN NULL ELSE 1 END, co.created_at, co.created_at, NULL
  FROM (VALUES (0, 1, 'Transfer', 'other'), (0, 2, 'Deposit', 'income'), (0, 3, 'Sales', 'income'), (0, 4, 'Other', 'expense'),
               (0, 5, 'General', 'item')) v(seq, k, nm, tp)
  CROSS JOIN generate_series(1, 5) c JOIN ak_companies co ON co.id = c;
-- categories added by hand: top-level ones, then subcategories under an income / expense parent of the same company
INSERT INTO ak_categories
SELECT 25 + i, c, (ARRAY['Consulting', 'Rent', 'Salaries', 'Software', 'Travel', 'Hardware', 'Marketing', 'Utilities', 'Licences',
                         'Training', 'Insurance', 'Office Supplies', 'Subscriptions', 'Meals', 'Bank Fees'])[1 + i % 15] || CASE WHEN i > 15 THEN ' ' || i ELSE '' END,
       CASE WHEN i % 5 = 0 THEN 'income' WHEN i % 5 = 1 THEN 'item' ELSE 'expense' END, '#' || substr(md5(i::text), 1, 6),
       i % 17 <> 0, NULL, 'core::ui', pg_temp.staff(c), timestamp '2020-03-01' + i * interval '11 days', timestamp '2023-01-01', NULL
  FROM (SELECT i, pg_temp.co() AS c FROM generate_series(1, 48) i) x;
CREATE TEMP TABLE sc0 AS SELECT i, pg_temp.r(40) AS k FROM generate_series(1, 30) i;
INSERT INTO ak_categories
SELECT 73 + i, p.company_id, p.name || ' - ' || (ARRAY['Domestic', 'Abroad', 'Online', 'Q-tier', 'Local', 'Other'])[1 + i % 6],
       p.type, p.color, true, p.id, 'core::ui', pg_temp.staff(p.company_id),
       timestamp '2022-03-01' + i * interval '5 days', timestamp '2023-01-01', NULL
  FROM sc0 x
  JOIN (SELECT c.*, row_number() OVER (ORDER BY id) AS k FROM ak_categories c WHERE id > 25 AND type IN ('income', 'expense')) p
    ON p.k = 1 + (x.k - 1) % (SELECT count(*) FROM ak_categories WHERE id > 25 AND type IN ('income', 'expense'));
UPDATE ak_categories SET deleted_at = timestamp '2022-12-01' + id * interval '1 day' WHERE id > 25 AND id % 13 = 0;
UPDATE ak_categories SET deleted_at = timestamp '2021-03-01 09:00:00' WHERE company_id = 5;
CREATE TEMP TABLE cat AS SELECT company_id, type, id, row_number() OVER (PARTITION BY company_id, type ORDER BY id) AS k
  FROM ak_categories WHERE company_id <> 5;
CREATE TEMP TABLE ncat AS SELECT company_id, type, count(*)::int AS n FROM cat GROUP BY 1, 2;

CREATE TABLE ak_taxes (id bigint PRIMARY KEY, company_id integer NOT NULL, name varchar(191) NOT NULL, rate double precision NOT NULL,
  type varchar(191) NOT NULL DEFAULT 'normal', enabled boolean NOT NULL DEFAULT true,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE INDEX ak_taxes_company_id_index ON ak_taxes (company_id);
INSERT INTO ak_taxes
SELECT row_number() OVER (ORDER BY c, k), c, nm, rt, tp, true, 'core::ui', pg_temp.staff(c),
       timestamp '2020-03-01' + (c * 40 + k) * interval '3 days', timestamp '2022-01-01', NULL
  FROM (VALUES (1, 1, 'Sales Tax', 8.875, 'normal'), (1, 2, 'State Tax', 4.0, 'normal'), (1, 3, 'Withholding', 2.0, 'withholding'),
               (1, 4, 'Eco fee', 1.5, 'fixed'), (2, 1, 'VAT 19%', 19, 'normal'), (2, 2, 'VAT 7%', 7, 'normal'),
               (2, 3, 'VAT 19% incl.', 19, 'inclusive'), (3, 1, 'VAT 20%', 20, 'normal'), (3, 2, 'VAT 5%', 5, 'normal'),
               (3, 3, 'Zero rated', 0, 'normal'), (4, 1, 'Tax', 10, 'normal')) v(c, k, nm, rt, tp);
UPDATE ak_taxes SET enabled = false, deleted_at = timestamp '2023-03-01' WHERE id = 4;
CREATE TEMP TABLE tx AS SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM ak_taxes;
CREATE TEMP TABLE ntx AS SELECT company_id, count(*)::int AS n FROM tx GROUP BY 1;

CREATE TABLE ak_accounts (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL DEFAULT 'bank',
  name varchar(191) NOT NULL, number varchar(191) NOT NULL, currency_code varchar(191) NOT NULL,
  opening_balance double precision NOT NULL DEFAULT 0, bank_name varchar(191), bank_phone varchar(191), bank_address text,
  enabled boolean NOT NULL DEFAULT true, created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp,
  deleted_at timestamp);
CREATE INDEX ak_accounts_company_id_index ON ak_accounts (company_id);
CREATE UNIQUE INDEX ak_accounts_company_id_number_deleted_at_unique ON ak_accounts (company_id, number, deleted_at);
INSERT INTO ak_accounts
SELECT row_number() OVER (ORDER BY seq, c, k), c, CASE WHEN nm LIKE '%Card%' THEN 'credit_card' ELSE 'bank' END, nm,
       CASE WHEN seq = 0 THEN '1' ELSE lpad((c * 1000003 + k * 7919)::text, 10, '0') END,
       CASE WHEN cc IS NULL THEN (SELECT code FROM dcur WHERE dcur.company_id = c) ELSE cc END,
       CASE WHEN seq = 0 THEN 0 ELSE k * 1250.5 END,
       CASE WHEN seq = 0 THEN NULL ELSE (ARRAY['Chase', 'Deutsche Bank', 'Barclays', 'Garanti BBVA', 'HSBC'])[1 + (c + k) % 5] END,
       NULL, NULL, true, CASE WHEN seq = 0 THEN 'core::seed' ELSE 'core::ui' END,
       CASE WHEN seq = 0 AND c = 1 THEN NULL WHEN seq = 0 THEN 1 ELSE pg_temp.staff(c) END,
       co.created_at + seq * interval '20 days', co.created_at + seq * interval '20 days', NULL
  FROM (VALUES (0, 1, 1, 'Cash', NULL), (0, 1, 2, 'Cash', NULL), (0, 1, 3, 'Cash', NULL), (0, 1, 4, 'Cash', NULL), (0, 1, 5, 'Cash', NULL),
               (1, 2, 1, 'Checking', NULL), (1, 3, 1, 'Savings', NULL), (1, 4, 1, 'Business Credit Card', NULL),
               (1, 5, 1, 'Lira Account', 'TRY'), (1, 6, 1, 'CAD Account', 'CAD'), (1, 2, 2, 'Girokonto', NULL),
               (1, 3, 2, 'Company Card', NULL), (1, 4, 2, 'Swiss Account', 'CHF'), (1, 2, 3, 'Current Account', NULL),
               (1, 3, 3, 'USD Account', 'USD'), (1, 2, 4, 'Demo Bank', NULL)) v(seq, k, c, nm, cc)
  JOIN ak_companies co ON co.id = c;
UPDATE ak_accounts SET deleted_at = timestamp '2021-03-01 09:00:00' WHERE company_id = 5;
CREATE TEMP TABLE acc AS SELECT company_id, id, currency_code, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM ak_accounts WHERE company_id <> 5;
CREATE TEMP TABLE nacc AS SELECT company_id, count(*)::int AS n FROM acc GROUP BY 1;

CREATE TABLE ak_items (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL DEFAULT 'product',
  name varchar(191) NOT NULL, description text, sale_price double precision, purchase_price double precision,
  category_id integer, enabled boolean NOT NULL DEFAULT true, created_from varchar(100), created_by bigint,
  created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE INDEX ak_items_company_id_index ON ak_items (company_id);
CREATE TEMP TABLE i0 AS SELECT i, c, random() AS rk, random() AS rn FROM (SELECT i, pg_temp.co() AS c FROM generate_series(1, 420) i) y;
INSERT INTO ak_items
SELECT i, c, CASE WHEN i % 3 = 0 THEN 'service' ELSE 'product' END,
       (ARRAY['Consulting hour', 'Laptop', 'Monitor', 'Support plan', 'Website design', 'Hosting', 'Cable', 'Desk', 'Licence seat',
              'Workshop day', 'Printer toner', 'Audit', 'Translation page', 'Logo design', 'Server rack'])[1 + i % 15] || ' ' || i,
       CASE WHEN i % 4 = 0 THEN 'Item number ' || i END, round((10 + random() ^ 2 * 2000)::numeric, 2),
       CASE WHEN i % 3 = 0 THEN NULL ELSE round((5 + random() ^ 2 * 1200)::numeric, 2) END,
       CASE WHEN x.rn < 0.2 THEN NULL ELSE cat.id END, i % 19 <> 0, pg_temp.src(), pg_temp.staff(c),
       timestamp '2020-03-01' + i * interval '2 days', timestamp '2023-01-01', NULL
  FROM i0 x
  JOIN ncat n ON n.company_id = x.c AND n.type = 'item'
  JOIN cat ON cat.company_id = x.c AND cat.type = 'item' AND cat.k = 1 + floor(n.n * x.rk ^ 2)::int;
CREATE TEMP TABLE it AS SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM ak_items;
CREATE TEMP TABLE nit AS SELECT company_id, count(*)::int AS n FROM it GROUP BY 1;

CREATE TABLE ak_item_taxes (id bigint PRIMARY KEY, company_id integer NOT NULL, item_id integer NOT NULL, tax_id integer NOT NULL,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
INSERT INTO ak_item_taxes
SELECT row_number() OVER (ORDER BY i.id, t.id), i.company_id, i.id, t.id, i.created_from, i.created_by, i.created_at, i.created_at, NULL
  FROM ak_items i JOIN tx t ON t.company_id = i.company_id
 WHERE (t.k = 1 AND i.id % 5 <> 0) OR (t.k = 2 AND i.id % 7 = 0);

-- contacts: customers and vendors of each company; a customer may have a client-portal login
CREATE TABLE ak_contacts (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL, name varchar(191) NOT NULL,
  email varchar(191), user_id integer, tax_number varchar(191), phone varchar(191), address text, city varchar(191),
  zip_code varchar(191), state varchar(191), country varchar(191), website varchar(191), currency_code varchar(191) NOT NULL,
  enabled boolean NOT NULL DEFAULT true, reference varchar(191), created_from varchar(100), created_by bigint,
  created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE INDEX ak_contacts_company_id_type_index ON ak_contacts (company_id, type);
CREATE UNIQUE INDEX ak_contacts_company_id_type_email_deleted_at_unique ON ak_contacts (company_id, type, email, deleted_at);
INSERT INTO ak_contacts
SELECT i, c, tp,
       (ARRAY['Northwind', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Tyrell', 'Wonka', 'Acme'])[1 + i % 12]
         || ' ' || (ARRAY['GmbH', 'Ltd', 'Inc.', 'A.Ş.', 'LLC', 'Co.'])[1 + i % 6] || ' ' || i,
       CASE WHEN i % 6 = 5 THEN NULL ELSE 'billing' || i || '@contact' || i || '.com' END, NULL,
       CASE WHEN i % 3 = 0 THEN NULL ELSE lpad((i * 104729 % 1000000000)::text, 10, '0') END,
       CASE WHEN i % 4 = 0 THEN NULL ELSE '+1 555 ' || lpad((i * 7 % 10000)::text, 4, '0') END,
       i || ' Main Street', (ARRAY['New York', 'Berlin', 'London', 'Istanbul', 'Toronto', 'Zurich'])[1 + i % 6],
       lpad((i * 37 % 99999)::text, 5, '0'), NULL, (ARRAY['US', 'DE', 'GB', 'TR', 'CA', 'CH'])[1 + i % 6],
       CASE WHEN i % 5 = 0 THEN 'https://contact' || i || '.com' END,
       CASE WHEN random() < 0.85 THEN (SELECT code FROM dcur WHERE dcur.company_id = c)
            ELSE (SELECT code FROM cur WHERE cur.company_id = c ORDER BY random() LIMIT 1) END,
       i % 23 <> 0, CASE WHEN i % 9 = 0 THEN 'REF-' || i END, pg_temp.src(), pg_temp.staff(c),
       timestamp '2020-03-01' + i * interval '1 day 7 hours', timestamp '2023-01-01', NULL
  FROM (SELECT i, pg_temp.co() AS c, CASE WHEN random() < 0.62 THEN 'customer' ELSE 'vendor' END AS tp FROM generate_series(1, 900) i) x;
-- client-portal logins: users 13..48 belong to customers of companies 1 and 2
UPDATE ak_contacts c SET user_id = u.uid FROM
  (SELECT uid, CASE WHEN uid % 3 = 0 THEN 2 ELSE 1 END AS company_id,
          row_number() OVER (PARTITION BY CASE WHEN uid % 3 = 0 THEN 2 ELSE 1 END ORDER BY uid) AS k FROM generate_series(13, 48) uid) u
  JOIN (SELECT id, company_id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k FROM ak_contacts WHERE type = 'customer') cc
    ON cc.company_id = u.company_id AND cc.k = u.k * 3
 WHERE c.id = cc.id;
CREATE TEMP TABLE ct AS SELECT company_id, type, id, currency_code, row_number() OVER (PARTITION BY company_id, type ORDER BY id) AS k FROM ak_contacts;
CREATE TEMP TABLE nct AS SELECT company_id, type, count(*)::int AS n FROM ct GROUP BY 1, 2;

-- documents: invoices and bills, plus recurring templates whose generated children carry parent_id (0 for the rest)
CREATE TABLE ak_documents (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL,
  document_number varchar(191) NOT NULL, order_number varchar(191), status varchar(191) NOT NULL, issued_at timestamp NOT NULL,
  due_at timestamp NOT NULL, amount double precision NOT NULL, currency_code varchar(191) NOT NULL, currency_rate double precision NOT NULL,
  category_id integer NOT NULL DEFAULT 1, contact_id integer NOT NULL, contact_name varchar(191) NOT NULL, contact_email varchar(191),
  contact_tax_number varchar(191), contact_phone varchar(191), contact_address text, contact_city varchar(191),
  contact_zip_code varchar(191), contact_state varchar(191), contact_country varchar(191), notes text, footer text,
  parent_id integer NOT NULL DEFAULT 0, created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp,
  deleted_at timestamp);
CREATE INDEX ak_documents_company_id_type_index ON ak_documents (company_id, type);
CREATE UNIQUE INDEX ak_documents_document_number_deleted_at_company_id_type_unique ON ak_documents (document_number, deleted_at, company_id, type);
CREATE TEMP TABLE d0 AS
SELECT i, c, CASE WHEN random() < 0.68 THEN 'invoice' ELSE 'bill' END AS tp, random() AS rc, random() AS rk, random() AS rs,
       timestamp '2020-04-01' + i * interval '15 hours' + pg_temp.r(600) * interval '1 minute' AS issued
  FROM (SELECT i, pg_temp.co() AS c FROM generate_series(1, 1900) i) x;
UPDATE d0 SET tp = tp || '-recurring' WHERE i % 97 = 5;
INSERT INTO ak_documents
SELECT d.i, d.c, d.tp, '', NULL,
       CASE WHEN d.tp LIKE '%recurring' THEN 'draft'
            WHEN d.tp = 'invoice' THEN (ARRAY['paid', 'paid', 'paid', 'paid', 'sent', 'viewed', 'partial', 'draft', 'cancelled'])[1 + floor(d.rs * 9)::int]
            ELSE (ARRAY['paid', 'paid', 'paid', 'received', 'partial', 'draft'])[1 + floor(d.rs * 6)::int] END,
       d.issued, d.issued + interval '30 days', 0, ct.currency_code,
       coalesce((SELECT rate FROM ak_currencies WHERE company_id = d.c AND code = ct.currency_code), 1),
       cat.id, ct.id, cn.name, cn.email, cn.tax_number, cn.phone, cn.address, cn.city, cn.zip_code, cn.state, cn.country,
       CASE WHEN d.i % 8 = 0 THEN 'Thank you for your business.' END, NULL, 0, pg_temp.src(), pg_temp.staff(d.c),
       d.issued, d.issued + interval '2 days', NULL
  FROM d0 d
  JOIN nct n ON n.company_id = d.c AND n.type = CASE WHEN d.tp LIKE 'invoice%' THEN 'customer' ELSE 'vendor' END
  JOIN ct ON ct.company_id = d.c AND ct.type = n.type AND ct.k = 1 + floor(n.n * d.rk ^ 2.2)::int
  JOIN ak_contacts cn ON cn.id = ct.id
  JOIN ncat nc ON nc.company_id = d.c AND nc.type = CASE WHEN d.tp LIKE 'invoice%' THEN 'income' ELSE 'expense' END
  JOIN cat ON cat.company_id = d.c AND cat.type = nc.type AND cat.k = 1 + floor(nc.n * d.rc ^ 2.5)::int;
-- children of a recurring template: the next documents of the same company, contact and type
UPDATE ak_documents d SET parent_id = t.id, created_from = 'core::recurring', created_by = NULL, contact_id = t.contact_id,
       contact_name = t.contact_name, category_id = t.category_id, currency_code = t.currency_code, currency_rate = t.currency_rate
  FROM ak_documents t
 WHERE t.type LIKE '%recurring' AND d.company_id = t.company_id AND d.type = replace(t.type, '-recurring', '')
   AND d.id > t.id AND d.id <= t.id + 60 AND d.id % 4 = t.id % 4;
UPDATE ak_documents d SET document_number = CASE WHEN d.type LIKE 'invoice%' THEN 'INV-' ELSE 'BILL-' END
       || CASE WHEN d.type LIKE '%recurring' THEN 'REC-' ELSE '' END || lpad(n::text, 5, '0')
  FROM (SELECT id, row_number() OVER (PARTITION BY company_id, type ORDER BY id) AS n FROM ak_documents) x WHERE x.id = d.id;
UPDATE ak_documents SET order_number = 'PO-' || (id * 31 % 100000) WHERE type = 'bill' AND id % 3 = 0;

CREATE TABLE ak_document_items (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL, document_id integer NOT NULL,
  item_id integer, name varchar(191) NOT NULL, description text, quantity double precision NOT NULL, price double precision NOT NULL,
  tax double precision NOT NULL DEFAULT 0, discount_type varchar(191) DEFAULT 'normal', discount_rate double precision NOT NULL DEFAULT 0,
  total double precision NOT NULL, created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp,
  deleted_at timestamp);
CREATE INDEX ak_document_items_company_id_index ON ak_document_items (company_id);
CREATE INDEX ak_document_items_type_index ON ak_document_items (type);
CREATE TEMP TABLE l0 AS SELECT d.id, l, pg_temp.r(4)::double precision AS q, random() AS rk
  FROM ak_documents d, generate_series(1, 1 + (d.id * 7) % 4) l;
INSERT INTO ak_document_items
SELECT row_number() OVER (ORDER BY d.id, l), d.company_id, d.type, d.id,
       CASE WHEN d.id < 160 AND l = 1 AND d.id % 3 = 0 THEN NULL ELSE it.id END,
       coalesce(im.name, 'Misc. services'), NULL, q, coalesce(im.sale_price, 50), 0, 'normal', CASE WHEN d.id % 15 = 0 THEN 10 ELSE 0 END,
       q * coalesce(im.sale_price, 50), d.created_from, d.created_by, d.created_at, d.created_at, NULL
  FROM ak_documents d
  JOIN l0 x ON x.id = d.id
  JOIN nit n ON n.company_id = d.company_id
  JOIN it ON it.company_id = d.company_id AND it.k = 1 + floor(n.n * x.rk ^ 1.8)::int
  JOIN ak_items im ON im.id = it.id;

CREATE TABLE ak_document_item_taxes (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL,
  document_id integer NOT NULL, document_item_id integer NOT NULL, tax_id integer NOT NULL, name varchar(191) NOT NULL,
  amount double precision NOT NULL DEFAULT 0, created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp,
  deleted_at timestamp);
INSERT INTO ak_document_item_taxes
SELECT row_number() OVER (ORDER BY di.id, t.id), di.company_id, di.type, di.document_id, di.id, t.id, tt.name,
       round((di.total * tt.rate / 100)::numeric, 2), di.created_from, di.created_by, di.created_at, di.created_at, NULL
  FROM ak_document_items di JOIN tx t ON t.company_id = di.company_id JOIN ak_taxes tt ON tt.id = t.id
 WHERE (t.k = 1 AND di.id % 5 < 3) OR (t.k = 2 AND di.id % 11 = 0) OR (t.k = 3 AND di.id % 29 = 0);
UPDATE ak_document_items di SET tax = s.a FROM (SELECT document_item_id, sum(amount) AS a FROM ak_document_item_taxes GROUP BY 1) s
 WHERE s.document_item_id = di.id;
UPDATE ak_documents d SET amount = s.a FROM (SELECT document_id, sum(total + tax) AS a FROM ak_document_items GROUP BY 1) s
 WHERE s.document_id = d.id;

CREATE TABLE ak_document_totals (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL, document_id integer NOT NULL,
  code varchar(191), name varchar(191) NOT NULL, amount double precision NOT NULL, sort_order integer,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
INSERT INTO ak_document_totals
SELECT row_number() OVER (ORDER BY d.id, s.o), d.company_id, d.type, d.id, s.code, s.nm,
       CASE s.code WHEN 'sub_total' THEN d.amount * 0.9 WHEN 'tax' THEN d.amount * 0.1 ELSE d.amount END, s.o,
       d.created_from, d.created_by, d.created_at, d.created_at, NULL
  FROM ak_documents d
  CROSS JOIN (VALUES (1, 'sub_total', 'invoices.sub_total'), (2, 'tax', 'Tax'), (3, 'total', 'invoices.total')) s(o, code, nm)
 WHERE s.code <> 'tax' OR d.id % 5 < 3;

CREATE TABLE ak_document_histories (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL,
  document_id integer NOT NULL, status varchar(191) NOT NULL, notify boolean NOT NULL, description text,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
INSERT INTO ak_document_histories
SELECT row_number() OVER (ORDER BY d.id, s.o), d.company_id, d.type, d.id, s.st, s.o = 2, s.ds,
       d.created_from, d.created_by, d.created_at + s.o * interval '1 day', d.created_at + s.o * interval '1 day', NULL
  FROM ak_documents d
  CROSS JOIN (VALUES (1, 'draft', 'Document created'), (2, 'sent', 'Document marked as sent'), (3, 'paid', 'Payment received')) s(o, st, ds)
 WHERE s.o = 1 OR (s.o = 2 AND d.status NOT IN ('draft')) OR (s.o = 3 AND d.status = 'paid');

-- transactions: payments of documents, free-standing income/expense, transfer legs, recurring templates and their children
CREATE TABLE ak_transactions (id bigint PRIMARY KEY, company_id integer NOT NULL, type varchar(191) NOT NULL, number varchar(191),
  paid_at timestamp NOT NULL, amount double precision NOT NULL, currency_code varchar(191) NOT NULL, currency_rate double precision NOT NULL,
  account_id integer NOT NULL, document_id integer, contact_id integer, category_id integer NOT NULL DEFAULT 1, description text,
  payment_method varchar(191) NOT NULL, reference varchar(191), parent_id integer NOT NULL DEFAULT 0, split_id integer,
  reconciled boolean NOT NULL DEFAULT false, created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp,
  deleted_at timestamp);
CREATE INDEX ak_transactions_company_id_type_index ON ak_transactions (company_id, type);
CREATE INDEX ak_transactions_account_id_index ON ak_transactions (account_id);
CREATE TEMP TABLE t0 (company_id int, type text, paid_at timestamp, amount float8, currency_code text, currency_rate float8,
  document_id int, contact_id int, category_id int, description text, src text, cby bigint, pair int, tmpl int, ra float8);
-- payments of paid / partial documents
INSERT INTO t0
SELECT d.company_id, CASE WHEN d.type = 'invoice' THEN 'income' ELSE 'expense' END, d.due_at - pg_temp.r(25) * interval '1 day',
       CASE WHEN d.status = 'partial' THEN round((d.amount / 2)::numeric, 2) ELSE d.amount END, d.currency_code, d.currency_rate,
       d.id, d.contact_id, d.category_id, NULL, CASE WHEN random() < 0.15 THEN 'core::api' ELSE 'core::ui' END, pg_temp.staff(d.company_id),
       NULL, NULL, random()
  FROM ak_documents d WHERE d.status IN ('paid', 'partial');
-- second payments of some paid invoices
INSERT INTO t0
SELECT d.company_id, 'income', d.due_at + pg_temp.r(10) * interval '1 day', 10, d.currency_code, d.currency_rate,
       d.id, d.contact_id, d.category_id, 'Late fee', 'core::ui', pg_temp.staff(d.company_id), NULL, NULL, random()
  FROM ak_documents d WHERE d.status = 'paid' AND d.type = 'invoice' AND d.id % 17 = 0;
-- free-standing income and expenses (a contact on most, no document)
CREATE TEMP TABLE f0 AS SELECT i, c, CASE WHEN random() < 0.3 THEN 'income' ELSE 'expense' END AS tp, random() AS rk, random() AS rc,
       random() AS rn, round((20 + random() ^ 2 * 3000)::numeric, 2) AS amt
  FROM (SELECT i, pg_temp.co() AS c FROM generate_series(1, 1300) i) y;
INSERT INTO t0
SELECT x.c, x.tp, timestamp '2020-04-01' + i * interval '1 day 2 hours', x.amt,
       (SELECT code FROM dcur WHERE dcur.company_id = x.c), 1, NULL,
       CASE WHEN x.rn < 0.3 THEN NULL ELSE ct.id END, cat.id,
       (ARRAY['Office rent', 'Bank charges', 'Coffee', 'Cash sale', 'Refund', 'Fuel', NULL])[1 + i % 7],
       pg_temp.src(), pg_temp.staff(x.c), NULL, NULL, random()
  FROM f0 x
  JOIN nct n ON n.company_id = x.c AND n.type = CASE WHEN x.tp = 'income' THEN 'customer' ELSE 'vendor' END
  JOIN ct ON ct.company_id = x.c AND ct.type = n.type AND ct.k = 1 + floor(n.n * x.rk ^ 1.7)::int
  JOIN ncat nc ON nc.company_id = x.c AND nc.type = x.tp
  JOIN cat ON cat.company_id = x.c AND cat.type = x.tp AND cat.k = 1 + floor(nc.n * x.rc ^ 1.5)::int;
-- recurring templates (expense-recurring: rent, subscriptions) of company 1..3
INSERT INTO t0
SELECT c, 'expense-recurring', timestamp '2021-01-01' + g * interval '33 days', 100 * g, (SELECT code FROM dcur WHERE dcur.company_id = c), 1,
       NULL, NULL, (SELECT id FROM cat WHERE cat.company_id = c AND type = 'expense' AND k = 1), 'Monthly ' || g, 'core::ui', pg_temp.staff(c),
       NULL, g, random()
  FROM generate_series(1, 3) c, generate_series(1, 3) g;
-- transfers between two accounts of a company: an expense-transfer and an income-transfer leg
INSERT INTO t0
SELECT x.c, leg, timestamp '2020-05-01' + i * interval '3 days', round((100 + i * 37 % 5000)::numeric, 2),
       (SELECT code FROM dcur WHERE dcur.company_id = x.c), 1, NULL, NULL,
       (SELECT id FROM cat WHERE cat.company_id = x.c AND type = 'other' AND k = 1), 'Transfer ' || i, 'core::ui', pg_temp.staff(x.c),
       i, NULL, CASE WHEN leg = 'expense-transfer' THEN 0.05 ELSE 0.55 END
  FROM (SELECT i, CASE WHEN i % 5 < 3 THEN 1 WHEN i % 5 = 3 THEN 2 ELSE 3 END AS c FROM generate_series(1, 140) i) x,
       unnest(ARRAY['expense-transfer', 'income-transfer']) leg;
INSERT INTO ak_transactions
SELECT row_number() OVER (ORDER BY t.paid_at, t.type), t.company_id, t.type, NULL, t.paid_at, t.amount, t.currency_code, t.currency_rate,
       a.id, t.document_id, t.contact_id, t.category_id, t.description,
       (ARRAY['offline-payments.cash.1', 'offline-payments.bank_transfer.2', 'offline-payments.bank_transfer.2', 'paypal-standard.paypal-standard.1'])[1 + floor(t.ra * 4)::int],
       CASE WHEN t.ra > 0.7 THEN 'TRX-' || floor(t.ra * 1000000)::int END, 0, NULL, false, t.src, t.cby, t.paid_at, t.paid_at, NULL
  FROM t0 t JOIN nacc n ON n.company_id = t.company_id
  JOIN acc a ON a.company_id = t.company_id AND a.k = 1 + floor(n.n * t.ra)::int;
UPDATE ak_transactions SET number = 'TRA-' || lpad(id::text, 5, '0');
-- children of the recurring templates: the template's later expenses of the same company and category
UPDATE ak_transactions x SET parent_id = t.id, created_from = 'core::recurring', created_by = NULL
  FROM ak_transactions t
 WHERE t.type = 'expense-recurring' AND x.type = 'expense' AND x.document_id IS NULL AND x.company_id = t.company_id
   AND x.paid_at > t.paid_at AND x.id % 9 = t.id % 9 AND x.id < t.id + 400;
UPDATE ak_transactions SET reconciled = true WHERE paid_at < timestamp '2022-07-01' AND id % 10 <> 0;

CREATE TABLE ak_transfers (id bigint PRIMARY KEY, company_id integer NOT NULL, expense_transaction_id integer NOT NULL,
  income_transaction_id integer NOT NULL, created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp,
  deleted_at timestamp);
INSERT INTO ak_transfers
SELECT row_number() OVER (ORDER BY e.id), e.company_id, e.id, i.id, e.created_from, e.created_by, e.created_at, e.created_at, NULL
  FROM ak_transactions e JOIN ak_transactions i
    ON i.company_id = e.company_id AND i.type = 'income-transfer' AND i.description = e.description AND i.paid_at = e.paid_at
 WHERE e.type = 'expense-transfer';

CREATE TABLE ak_reconciliations (id bigint PRIMARY KEY, company_id integer NOT NULL, account_id integer NOT NULL, started_at timestamp NOT NULL,
  ended_at timestamp NOT NULL, closing_balance double precision NOT NULL DEFAULT 0, transactions text, reconciled boolean NOT NULL,
  created_from varchar(100), created_by bigint, created_at timestamp, updated_at timestamp, deleted_at timestamp);
INSERT INTO ak_reconciliations
SELECT row_number() OVER (ORDER BY m, a.id), a.company_id, a.id, timestamp '2021-01-01' + m * interval '1 month',
       timestamp '2021-01-01' + (m + 1) * interval '1 month' - interval '1 second', round((1000 + m * 317.5)::numeric, 2),
       '{"' || (a.id * 100 + m) || '":"' || m || '.00"}', m < 18, 'core::ui', pg_temp.staff(a.company_id),
       timestamp '2021-01-01' + (m + 1) * interval '1 month', timestamp '2021-01-01' + (m + 1) * interval '1 month', NULL
  FROM ak_accounts a, generate_series(0, 23) m
 WHERE a.type = 'bank' AND a.name <> 'Cash' AND a.company_id IN (1, 2) AND (a.id + m) % 3 <> 0;

CREATE TABLE ak_settings (id bigint PRIMARY KEY, company_id integer NOT NULL, key varchar(191) NOT NULL, value text);
CREATE UNIQUE INDEX ak_settings_company_id_key_unique ON ak_settings (company_id, key);
INSERT INTO ak_settings
SELECT row_number() OVER (ORDER BY c.id, s.k), c.id, s.k,
       CASE s.k WHEN 'company.name' THEN (ARRAY['Acme Trading Ltd', 'Acme Consulting GmbH', 'Bolt Studio Ltd', 'Demo Company', 'Old Books Inc'])[c.id]
                WHEN 'company.email' THEN 'office@company' || c.id || '.com'
                WHEN 'default.currency' THEN (SELECT code FROM dcur WHERE dcur.company_id = c.id)
                WHEN 'default.account' THEN (SELECT min(id) FROM ak_accounts WHERE company_id = c.id)::text
                WHEN 'default.income_category' THEN (SELECT min(id) FROM ak_categories WHERE company_id = c.id AND type = 'income')::text
                WHEN 'default.expense_category' THEN (SELECT min(id) FROM ak_categories WHERE company_id = c.id AND type = 'expense')::text
                WHEN 'default.payment_method' THEN 'offline-payments.cash.1'
                WHEN 'invoice.number_prefix' THEN 'INV-' WHEN 'invoice.number_digit' THEN '5'
                WHEN 'invoice.number_next' THEN ((SELECT count(*) FROM ak_documents WHERE company_id = c.id AND type = 'invoice') + 1)::text
                WHEN 'localisation.financial_start' THEN '01-01' WHEN 'localisation.timezone' THEN 'Europe/London'
                ELSE '1' END
  FROM ak_companies c,
       unnest(ARRAY['company.name', 'company.email', 'default.currency', 'default.account', 'default.income_category',
                    'default.expense_category', 'default.payment_method', 'invoice.number_prefix', 'invoice.number_digit',
                    'invoice.number_next', 'localisation.financial_start', 'localisation.timezone', 'wizard.completed']) s(k);

-- laravel-mediable: files and what they are attached to (polymorphic)
CREATE TABLE ak_media (id bigint PRIMARY KEY, disk varchar(32) NOT NULL, directory varchar(68) NOT NULL, filename varchar(121) NOT NULL,
  extension varchar(28) NOT NULL, mime_type varchar(128) NOT NULL, aggregate_type varchar(32) NOT NULL, size integer NOT NULL,
  created_at timestamp, updated_at timestamp, deleted_at timestamp);
CREATE UNIQUE INDEX ak_media_disk_directory_filename_extension_unique ON ak_media (disk, directory, filename, extension);
CREATE TABLE ak_mediables (media_id bigint NOT NULL REFERENCES ak_media ON DELETE CASCADE, mediable_type varchar(191) NOT NULL,
  mediable_id bigint NOT NULL, tag varchar(191) NOT NULL, "order" integer NOT NULL,
  PRIMARY KEY (media_id, mediable_type, mediable_id, tag));
CREATE TEMP TABLE m0 AS
SELECT row_number() OVER (ORDER BY w, oid) AS id, ty, oid, c, tag FROM (
  SELECT 1 AS w, 'App\Models\Common\Company' AS ty, id AS oid, id::int AS c, 'company_logo' AS tag FROM ak_companies WHERE id <= 4
  UNION ALL SELECT 2, 'App\Models\Auth\User', id, 1, 'picture' FROM ak_users WHERE id % 4 = 1
  UNION ALL SELECT 3, 'App\Models\Document\Document', id, company_id, 'attachment' FROM ak_documents WHERE id % 9 = 2
  UNION ALL SELECT 3, 'App\Models\Banking\Transaction', id, company_id, 'attachment' FROM ak_transactions WHERE id % 14 = 3) s;
INSERT INTO ak_media
SELECT id, 'uploads', '2023/0' || (1 + id % 9) || '/' || lpad((1 + id % 28)::text, 2, '0') || '/' || c || '/' || split_part(tag, '_', 1) || 's',
       md5(id::text), CASE WHEN tag = 'attachment' THEN 'pdf' ELSE 'png' END,
       CASE WHEN tag = 'attachment' THEN 'application/pdf' ELSE 'image/png' END,
       CASE WHEN tag = 'attachment' THEN 'pdf' ELSE 'image' END, 1000 + id * 37 % 500000,
       timestamp '2021-01-01' + id * interval '9 hours', timestamp '2021-01-01' + id * interval '9 hours', NULL
  FROM m0;
INSERT INTO ak_mediables SELECT id, ty, oid, tag, 0 FROM m0;
