-- test/accuracy/erpnext.sql: the selling side of an ERPNext (Frappe framework) site on PostgreSQL:
-- masters, sales orders, sales invoices and their general ledger, as Frappe's schema sync creates
-- the tables; written for issue 16 as a held-out check (thirteenth round): committed with its truth
-- (erpnext_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: every table is "tab" || the DocType's name, quoted, with spaces ("tabSales
-- Invoice Item"); every table is keyed by a text `name`: a naming series for transactions
-- ('SAL-ORD-2024-00012', 'ACC-SINV-2024-00031', amended copies '...-1'), the document's own title
-- for masters (customers by customer name, a duplicate getting ' - 1'; items by item code;
-- companies, countries, currencies 'USD', units, groups), title plus the company's abbreviation for
-- per-company masters ('Debtors - AC', 'Main - AC', 'Stores - AC'), a random 10-character hash for
-- child rows; users are named by e-mail except 'Administrator' and 'Guest'. Link fields hold the
-- target's name (customer, company, item_code, currency, cost_center, warehouse, account, uom,
-- territory, customer_group); child tables carry parent / parentfield / parenttype / idx, parent
-- naming the parent document. Standard columns on every table: creation, modified, owner and
-- modified_by (user names), docstatus (0 draft, 1 submitted, 2 cancelled), idx; masters also
-- _user_tags, _comments, _assign, _liked_by (JSON text, mostly NULL). Trees kept as nested sets
-- (lft, rgt, is_group, parent_<doctype>, old_parent, NULL / '' at the root): Customer Group,
-- Territory, Item Group, Warehouse, Cost Center, Account. Masters whose title is their name keep
-- the title in a column equal to name on every row (company_name, item_code, country_name,
-- uom_name, item_group_name, customer_group_name, territory_name, price_list_name): a reference to
-- name names that column too, listed as undeclared truths. Territory names repeat country names
-- ('India', 'Germany'). Dynamic links: "tabSales Taxes and Charges".parent names a Sales Order or a
-- Sales Invoice by parenttype (left out: no single target); in "tabGL Entry" voucher_no /
-- against_voucher (by voucher_type) and party (by party_type) hold only Sales Invoices and
-- Customers here, so the data supports them as references. Frappe declares no foreign key; here,
-- as in wordpress.sql, the references whose every value exists are declared and dropped by the
-- suite; old_parent ('' at roots) is undeclared. Masters set up by the installer (currencies,
-- countries, units, groups, territories, companies, accounts, cost centers, warehouses, price
-- lists) have owner and modified_by 'Administrator' on every row (users' owner too): true
-- references that one value cannot decide, listed as undiscoverable (truth corrected after the first
-- measurement, data unchanged: they had been left out); transactions, items, customers and users'
-- modified_by have varied users (a few busy sales users).
-- The company tree (two subsidiaries of 'Acme Corporation') and the customer-group tree (one group
-- over the rest) have one parent value: parent_company, parent_customer_group and their old_parent
-- are true references listed as undiscoverable. Copies that are no references: customer_name
-- (not unique: duplicate names), item_name, parenttype / parentfield / voucher_type / party_type
-- (constants per table; no DocType table here), fiscal_year (no Fiscal Year table here).
-- "tabSales Taxes and Charges".description is filled with the tax account's name on every row: listed as an undeclared truth.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1313);
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.h(t text) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$ SELECT substr(md5(t), 1, 10)::varchar $$;
CREATE FUNCTION pg_temp.ts(d float8) RETURNS timestamp LANGUAGE sql IMMUTABLE AS $$
  SELECT '2023-01-02 09:00'::timestamp + d * interval '1 day' $$;

-- users: Administrator, Guest and staff by e-mail; sales users 3..12 do most of the work
CREATE TABLE "tabUser" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, email varchar(140) NOT NULL UNIQUE, first_name varchar(140),
  last_name varchar(140), full_name varchar(140), enabled smallint NOT NULL DEFAULT 1, user_type varchar(140) DEFAULT 'System User',
  language varchar(140), time_zone varchar(140), _user_tags text, _comments text, _assign text, _liked_by text);
CREATE TEMP TABLE u0 AS
SELECT i, CASE i WHEN 1 THEN 'Administrator' WHEN 2 THEN 'Guest'
              ELSE lower(f) || '.' || lower(l) || '@acme-corp.com' END AS name, f, l
  FROM (SELECT i, (ARRAY['Admin','Guest','John','Priya','Anna','Lukas','Maria','Rahul','Emma','Felix','Sara','Tom',
                         'Nina','Arjun','Julia','Max','Grace','Omar','Lea','Ben','Chen','Ravi'])[i] AS f,
               (ARRAY['','','Smith','Sharma','Meyer','Schulz','Garcia','Verma','Brown','Wagner','Ali','Baker',
                      'Klein','Nair','Fischer','Weber','Hill','Haddad','Roth','Cole','Wei','Iyer'])[i] AS l
          FROM generate_series(1, 22) i) x;
INSERT INTO "tabUser"
SELECT name, pg_temp.ts(i * 2), pg_temp.ts(200 + i * 5), CASE WHEN i <= 2 OR i % 3 = 0 THEN 'Administrator' ELSE name END,
       'Administrator', 0, 0, CASE i WHEN 1 THEN 'admin@example.com' WHEN 2 THEN 'guest@example.com' ELSE name END,
       f, nullif(l, ''), trim(f || ' ' || l), (i % 11 <> 0)::int, CASE WHEN i = 2 THEN 'Website User' ELSE 'System User' END,
       'en', CASE WHEN i % 4 = 1 THEN 'Asia/Kolkata' ELSE 'Europe/Berlin' END, NULL, NULL, NULL, NULL
  FROM u0;
CREATE TEMP TABLE ua AS SELECT array_agg(name::text ORDER BY i) AS a FROM u0;
-- the k-th user's name (1 Administrator, 2 Guest, 3.. staff)
CREATE FUNCTION pg_temp.usr(k int) RETURNS text LANGUAGE sql STABLE AS $$ SELECT a[k] FROM ua $$;

CREATE TABLE "tabCurrency" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, currency_name varchar(140), enabled smallint NOT NULL DEFAULT 0,
  fraction varchar(140), fraction_units int, smallest_currency_fraction_value numeric(21,9), symbol varchar(140),
  number_format varchar(140));
INSERT INTO "tabCurrency"
SELECT c, pg_temp.ts(0), pg_temp.ts(0), 'Administrator', 'Administrator', 0, 0, n, (c IN ('USD','EUR','INR','GBP'))::int, fr, 100,
       0.01, sy, '#,###.##'
  FROM (VALUES ('USD','US Dollar','Cent','$'), ('EUR','Euro','Cent','€'), ('INR','Indian Rupee','Paisa','₹'),
               ('GBP','Pound Sterling','Penny','£'), ('JPY','Japanese Yen','Sen','¥'), ('AUD','Australian Dollar','Cent','A$'),
               ('CAD','Canadian Dollar','Cent','C$'), ('CHF','Swiss Franc','Rappen','Fr'), ('CNY','Yuan Renminbi','Fen','¥'),
               ('AED','UAE Dirham','Fils','د.إ'), ('SGD','Singapore Dollar','Cent','S$'), ('ZAR','Rand','Cent','R')) v(c, n, fr, sy);

CREATE TABLE "tabCountry" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, country_name varchar(140), date_format varchar(140),
  time_format varchar(140) DEFAULT 'HH:mm:ss', time_zones text, code varchar(140));
INSERT INTO "tabCountry"
SELECT c, pg_temp.ts(0), pg_temp.ts(0), 'Administrator', 'Administrator', 0, 0, c, df, 'HH:mm:ss', tz, cd
  FROM (VALUES ('United States','mm-dd-yyyy','America/New_York','us'), ('India','dd-mm-yyyy','Asia/Kolkata','in'),
               ('Germany','dd.mm.yyyy','Europe/Berlin','de'), ('United Kingdom','dd/mm/yyyy','Europe/London','gb'),
               ('France','dd/mm/yyyy','Europe/Paris','fr'), ('Japan','yyyy-mm-dd','Asia/Tokyo','jp'),
               ('Australia','dd/mm/yyyy','Australia/Sydney','au'), ('Canada','mm-dd-yyyy','America/Toronto','ca'),
               ('Switzerland','dd.mm.yyyy','Europe/Zurich','ch'), ('China','yyyy-mm-dd','Asia/Shanghai','cn'),
               ('United Arab Emirates','dd/mm/yyyy','Asia/Dubai','ae'), ('Singapore','dd-mm-yyyy','Asia/Singapore','sg'),
               ('South Africa','yyyy-mm-dd','Africa/Johannesburg','za'), ('Netherlands','dd-mm-yyyy','Europe/Amsterdam','nl'),
               ('Italy','dd/mm/yyyy','Europe/Rome','it'), ('Spain','dd/mm/yyyy','Europe/Madrid','es'),
               ('Brazil','dd/mm/yyyy','America/Sao_Paulo','br'), ('Mexico','dd/mm/yyyy','America/Mexico_City','mx')) v(c, df, tz, cd);

CREATE TABLE "tabUOM" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, uom_name varchar(140), enabled smallint NOT NULL DEFAULT 1,
  must_be_whole_number smallint NOT NULL DEFAULT 0);
INSERT INTO "tabUOM"
SELECT u, pg_temp.ts(0), pg_temp.ts(0), 'Administrator', 'Administrator', 0, 0, u, 1, w
  FROM (VALUES ('Nos',1), ('Unit',1), ('Box',1), ('Pair',1), ('Set',1), ('Kg',0), ('Gram',0), ('Litre',0), ('Meter',0),
               ('Hour',0), ('Day',0), ('Pack',1)) v(u, w);

-- nested sets: number the subtree of node from l, return its rgt
CREATE FUNCTION pg_temp.nest(tbl text, pcol text, node text, l int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE r int := l + 1; c text;
BEGIN
  FOR c IN EXECUTE format('SELECT name FROM %I WHERE %I = $1 ORDER BY name', tbl, pcol) USING node LOOP
    r := pg_temp.nest(tbl, pcol, c, r) + 1;
  END LOOP;
  EXECUTE format('UPDATE %I SET lft = $1, rgt = $2 WHERE name = $3', tbl) USING l, r, node;
  RETURN r;
END $$;
CREATE FUNCTION pg_temp.nest_all(tbl text, pcol text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE c text; r int := 0;
BEGIN
  FOR c IN EXECUTE format('SELECT name FROM %I WHERE %I IS NULL ORDER BY name', tbl, pcol) LOOP
    r := pg_temp.nest(tbl, pcol, c, r + 1);
  END LOOP;
END $$;

CREATE TABLE "tabCustomer Group" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, customer_group_name varchar(140), parent_customer_group varchar(140),
  is_group smallint NOT NULL DEFAULT 0, default_price_list varchar(140), lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0,
  old_parent varchar(140), _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabCustomer Group" (name, creation, modified, modified_by, owner, customer_group_name, parent_customer_group, is_group, old_parent)
SELECT n, pg_temp.ts(0), pg_temp.ts(0), 'Administrator', 'Administrator', n, p, (p IS NULL)::int, coalesce(p, '')
  FROM (VALUES ('All Customer Groups', NULL), ('Commercial', 'All Customer Groups'), ('Individual', 'All Customer Groups'),
               ('Government', 'All Customer Groups'), ('Non Profit', 'All Customer Groups'), ('Distributor', 'All Customer Groups'))
       v(n, p);
SELECT pg_temp.nest_all('tabCustomer Group', 'parent_customer_group');

CREATE TABLE "tabTerritory" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, territory_name varchar(140), parent_territory varchar(140),
  is_group smallint NOT NULL DEFAULT 0, territory_manager varchar(140), lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0,
  old_parent varchar(140), _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabTerritory" (name, creation, modified, modified_by, owner, territory_name, parent_territory, is_group, old_parent)
SELECT n, pg_temp.ts(0), pg_temp.ts(0), 'Administrator', 'Administrator', n, p, g, coalesce(p, '')
  FROM (VALUES ('All Territories', NULL, 1), ('Americas', 'All Territories', 1), ('Europe', 'All Territories', 1),
               ('Asia', 'All Territories', 1), ('Rest Of The World', 'All Territories', 0), ('United States', 'Americas', 0),
               ('Canada', 'Americas', 0), ('Mexico', 'Americas', 0), ('Germany', 'Europe', 0), ('France', 'Europe', 0),
               ('United Kingdom', 'Europe', 0), ('Netherlands', 'Europe', 0), ('India', 'Asia', 0), ('Singapore', 'Asia', 0),
               ('Japan', 'Asia', 0)) v(n, p, g);
SELECT pg_temp.nest_all('tabTerritory', 'parent_territory');

CREATE TABLE "tabItem Group" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, item_group_name varchar(140), parent_item_group varchar(140),
  is_group smallint NOT NULL DEFAULT 0, image text, lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0, old_parent varchar(140),
  _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabItem Group" (name, creation, modified, modified_by, owner, item_group_name, parent_item_group, is_group, old_parent)
SELECT n, pg_temp.ts(0), pg_temp.ts(0), 'Administrator', 'Administrator', n, p, g, coalesce(p, '')
  FROM (VALUES ('All Item Groups', NULL, 1), ('Products', 'All Item Groups', 1), ('Laptops', 'Products', 0),
               ('Monitors', 'Products', 0), ('Accessories', 'Products', 0), ('Raw Material', 'All Item Groups', 0),
               ('Services', 'All Item Groups', 0), ('Sub Assemblies', 'All Item Groups', 0), ('Consumable', 'All Item Groups', 0))
       v(n, p, g);
SELECT pg_temp.nest_all('tabItem Group', 'parent_item_group');

CREATE TABLE "tabCompany" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, company_name varchar(140) UNIQUE, abbr varchar(140),
  default_currency varchar(140), country varchar(140), domain varchar(140), parent_company varchar(140), is_group smallint DEFAULT 0,
  lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0, old_parent varchar(140), tax_id varchar(140), chart_of_accounts varchar(140),
  default_receivable_account varchar(140), default_income_account varchar(140), round_off_account varchar(140),
  cost_center varchar(140), round_off_cost_center varchar(140), default_selling_terms varchar(140),
  _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabCompany" (name, creation, modified, modified_by, owner, company_name, abbr, default_currency, country, domain,
                          parent_company, is_group, old_parent, tax_id, chart_of_accounts)
VALUES ('Acme Corporation', pg_temp.ts(0), pg_temp.ts(5), 'Administrator', 'Administrator', 'Acme Corporation', 'AC', 'USD',
        'United States', 'Manufacturing', NULL, 1, '', '94-1234567', 'Standard'),
       ('Acme India Pvt Ltd', pg_temp.ts(1), pg_temp.ts(5), 'Administrator', 'Administrator', 'Acme India Pvt Ltd', 'AIPL', 'INR',
        'India', 'Manufacturing', 'Acme Corporation', 0, 'Acme Corporation', '27AAACA1234F1Z5', 'Standard'),
       ('Acme GmbH', pg_temp.ts(1), pg_temp.ts(5), 'Administrator', 'Administrator', 'Acme GmbH', 'AG', 'EUR', 'Germany',
        'Distribution', 'Acme Corporation', 0, 'Acme Corporation', 'DE123456789', 'Standard');
SELECT pg_temp.nest_all('tabCompany', 'parent_company');

-- the standard chart of accounts per company; '#' is the company's abbreviation
CREATE TABLE "tabAccount" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, account_name varchar(140), account_number varchar(140),
  is_group smallint NOT NULL DEFAULT 0, company varchar(140), root_type varchar(140), report_type varchar(140),
  account_currency varchar(140), parent_account varchar(140), account_type varchar(140), tax_rate numeric(21,9) DEFAULT 0,
  freeze_account varchar(140) DEFAULT 'No', balance_must_be varchar(140), lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0,
  old_parent varchar(140), include_in_gross smallint DEFAULT 0);
CREATE TEMP TABLE coa (an text, parent text, root text, atype text, grp int, only_abbr text, rate numeric);
INSERT INTO coa VALUES
  ('Application of Funds (Assets)', NULL, 'Asset', '', 1, NULL, 0), ('Source of Funds (Liabilities)', NULL, 'Liability', '', 1, NULL, 0),
  ('Equity', NULL, 'Equity', '', 1, NULL, 0), ('Income', NULL, 'Income', '', 1, NULL, 0), ('Expenses', NULL, 'Expense', '', 1, NULL, 0),
  ('Current Assets', 'Application of Funds (Assets)', 'Asset', '', 1, NULL, 0),
  ('Accounts Receivable', 'Current Assets', 'Asset', '', 1, NULL, 0), ('Debtors', 'Accounts Receivable', 'Asset', 'Receivable', 0, NULL, 0),
  ('Bank Accounts', 'Current Assets', 'Asset', 'Bank', 1, NULL, 0), ('Primary Bank', 'Bank Accounts', 'Asset', 'Bank', 0, NULL, 0),
  ('Cash In Hand', 'Current Assets', 'Asset', 'Cash', 1, NULL, 0), ('Cash', 'Cash In Hand', 'Asset', 'Cash', 0, NULL, 0),
  ('Stock Assets', 'Current Assets', 'Asset', 'Stock', 1, NULL, 0), ('Stock In Hand', 'Stock Assets', 'Asset', 'Stock', 0, NULL, 0),
  ('Fixed Assets', 'Application of Funds (Assets)', 'Asset', '', 1, NULL, 0),
  ('Office Equipment', 'Fixed Assets', 'Asset', 'Fixed Asset', 0, NULL, 0),
  ('Current Liabilities', 'Source of Funds (Liabilities)', 'Liability', '', 1, NULL, 0),
  ('Accounts Payable', 'Current Liabilities', 'Liability', '', 1, NULL, 0), ('Creditors', 'Accounts Payable', 'Liability', 'Payable', 0, NULL, 0),
  ('Duties and Taxes', 'Current Liabilities', 'Liability', 'Tax', 1, NULL, 0),
  ('Sales Tax', 'Duties and Taxes', 'Liability', 'Tax', 0, 'AC', 7.25),
  ('Output Tax CGST', 'Duties and Taxes', 'Liability', 'Tax', 0, 'AIPL', 9), ('Output Tax SGST', 'Duties and Taxes', 'Liability', 'Tax', 0, 'AIPL', 9),
  ('Output Tax IGST', 'Duties and Taxes', 'Liability', 'Tax', 0, 'AIPL', 18),
  ('Umsatzsteuer 19%', 'Duties and Taxes', 'Liability', 'Tax', 0, 'AG', 19), ('Umsatzsteuer 7%', 'Duties and Taxes', 'Liability', 'Tax', 0, 'AG', 7),
  ('Capital Stock', 'Equity', 'Equity', 'Equity', 0, NULL, 0), ('Retained Earnings', 'Equity', 'Equity', 'Equity', 0, NULL, 0),
  ('Direct Income', 'Income', 'Income', '', 1, NULL, 0), ('Sales', 'Direct Income', 'Income', 'Income Account', 0, NULL, 0),
  ('Service', 'Direct Income', 'Income', 'Income Account', 0, NULL, 0), ('Indirect Income', 'Income', 'Income', '', 1, NULL, 0),
  ('Freight Income', 'Indirect Income', 'Income', 'Income Account', 0, NULL, 0),
  ('Direct Expenses', 'Expenses', 'Expense', '', 1, NULL, 0), ('Cost of Goods Sold', 'Direct Expenses', 'Expense', 'Cost of Goods Sold', 0, NULL, 0),
  ('Indirect Expenses', 'Expenses', 'Expense', '', 1, NULL, 0), ('Round Off', 'Indirect Expenses', 'Expense', 'Round Off', 0, NULL, 0),
  ('Marketing Expenses', 'Indirect Expenses', 'Expense', 'Chargeable', 0, NULL, 0), ('Salary', 'Indirect Expenses', 'Expense', '', 0, NULL, 0);
INSERT INTO "tabAccount" (name, creation, modified, modified_by, owner, account_name, is_group, company, root_type, report_type,
                          account_currency, parent_account, account_type, tax_rate, balance_must_be, old_parent)
SELECT coa.an || ' - ' || c.abbr, c.creation, c.creation, 'Administrator', 'Administrator', coa.an, coa.grp, c.name, coa.root,
       CASE WHEN coa.root IN ('Income', 'Expense') THEN 'Profit and Loss' ELSE 'Balance Sheet' END,
       CASE WHEN coa.grp = 1 THEN NULL ELSE c.default_currency END, coa.parent || ' - ' || c.abbr, coa.atype, coa.rate,
       CASE coa.atype WHEN 'Receivable' THEN 'Debit' WHEN 'Payable' THEN 'Credit' ELSE '' END, coalesce(coa.parent || ' - ' || c.abbr, '')
  FROM coa CROSS JOIN "tabCompany" c WHERE coa.only_abbr IS NULL OR coa.only_abbr = c.abbr;
SELECT pg_temp.nest_all('tabAccount', 'parent_account');

CREATE TABLE "tabCost Center" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, cost_center_name varchar(140), cost_center_number varchar(140),
  parent_cost_center varchar(140), company varchar(140), is_group smallint NOT NULL DEFAULT 0, disabled smallint NOT NULL DEFAULT 0,
  lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0, old_parent varchar(140));
INSERT INTO "tabCost Center" (name, creation, modified, modified_by, owner, cost_center_name, parent_cost_center, company, is_group, old_parent)
SELECT n || ' - ' || c.abbr, c.creation, c.creation, 'Administrator', 'Administrator', n,
       CASE WHEN n = c.name THEN NULL ELSE c.name || ' - ' || c.abbr END, c.name, (n = c.name)::int,
       CASE WHEN n = c.name THEN '' ELSE c.name || ' - ' || c.abbr END
  FROM "tabCompany" c, LATERAL (SELECT unnest(CASE WHEN c.abbr = 'AC' THEN ARRAY[c.name, 'Main', 'Marketing', 'Operations']
                                                   ELSE ARRAY[c.name, 'Main'] END)::text AS n) x;
SELECT pg_temp.nest_all('tabCost Center', 'parent_cost_center');

CREATE TABLE "tabWarehouse" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, warehouse_name varchar(140), is_group smallint NOT NULL DEFAULT 0,
  parent_warehouse varchar(140), company varchar(140), account varchar(140), disabled smallint NOT NULL DEFAULT 0,
  warehouse_type varchar(140), lft int NOT NULL DEFAULT 0, rgt int NOT NULL DEFAULT 0, old_parent varchar(140));
INSERT INTO "tabWarehouse" (name, creation, modified, modified_by, owner, warehouse_name, is_group, parent_warehouse, company, account,
                            warehouse_type, old_parent)
SELECT w || ' - ' || c.abbr, c.creation, c.creation, 'Administrator', 'Administrator', w, (w = 'All Warehouses')::int,
       CASE WHEN w = 'All Warehouses' THEN NULL ELSE 'All Warehouses - ' || c.abbr END, c.name,
       CASE WHEN w IN ('Stores', 'Finished Goods') THEN 'Stock In Hand - ' || c.abbr END,
       CASE WHEN w = 'Goods In Transit' THEN 'Transit' END, CASE WHEN w = 'All Warehouses' THEN '' ELSE 'All Warehouses - ' || c.abbr END
  FROM "tabCompany" c, unnest(ARRAY['All Warehouses', 'Stores', 'Finished Goods', 'Work In Progress', 'Goods In Transit']) w;
SELECT pg_temp.nest_all('tabWarehouse', 'parent_warehouse');

UPDATE "tabCompany" SET default_receivable_account = 'Debtors - ' || abbr, default_income_account = 'Sales - ' || abbr,
       round_off_account = 'Round Off - ' || abbr, cost_center = 'Main - ' || abbr, round_off_cost_center = 'Main - ' || abbr;

CREATE TABLE "tabPrice List" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, enabled smallint NOT NULL DEFAULT 1, price_list_name varchar(140),
  currency varchar(140), buying smallint NOT NULL DEFAULT 0, selling smallint NOT NULL DEFAULT 0,
  price_not_uom_dependent smallint NOT NULL DEFAULT 0);
INSERT INTO "tabPrice List" (name, creation, modified, modified_by, owner, price_list_name, currency, buying, selling)
SELECT n, pg_temp.ts(1), pg_temp.ts(1), 'Administrator', 'Administrator', n, c, b, s
  FROM (VALUES ('Standard Selling', 'USD', 0, 1), ('Standard Buying', 'USD', 1, 0), ('Export Selling', 'EUR', 0, 1),
               ('India Selling', 'INR', 0, 1), ('Germany Selling', 'EUR', 0, 1)) v(n, c, b, s);

-- customers named by customer name; two names taken twice get ' - 1'
CREATE TABLE "tabCustomer" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, naming_series varchar(140), customer_name varchar(140),
  customer_type varchar(140) DEFAULT 'Company', customer_group varchar(140), territory varchar(140), tax_id varchar(140),
  default_currency varchar(140), default_price_list varchar(140), account_manager varchar(140), language varchar(140),
  disabled smallint NOT NULL DEFAULT 0, is_internal_customer smallint NOT NULL DEFAULT 0, website varchar(140),
  customer_primary_contact varchar(140), _user_tags text, _comments text, _assign text, _liked_by text);
CREATE TEMP TABLE cu0 AS
SELECT i, cn, cn || CASE WHEN row_number() OVER (PARTITION BY cn ORDER BY i) > 1 THEN ' - ' || (row_number() OVER (PARTITION BY cn ORDER BY i) - 1) ELSE '' END AS name,
       (ARRAY['United States','United States','United States','India','India','Germany','Germany','France','United Kingdom',
              'Canada','Netherlands','Singapore','Japan','Mexico','Rest Of The World'])[1 + floor(15 * random() ^ 1.4)::int] AS territory,
       ind
  FROM (SELECT i, CASE WHEN i IN (77, 213) THEN 'Global Traders' WHEN i = 150 THEN 'Sunrise Enterprises' WHEN i % 7 = 3 THEN
                    (ARRAY['Anil','Sophie','Mark','Deepa','Jonas','Claire','Hiro','Laura','Pedro','Mei'])[1 + i % 10] || ' ' ||
                    (ARRAY['Kapoor','Becker','Jones','Reddy','Hoffmann','Martin','Sato','Rossi','Lopez','Tan','Gupta'])[1 + (i / 10) % 11]
                  ELSE (ARRAY['Apex','Blue','Crest','Delta','Evergreen','Falcon','Granite','Harbor','Ion','Jade','Keystone','Lumen',
                              'Metro','Nova','Orbit','Pioneer','Quantum','Royal','Summit','Titan'])[1 + i % 20] || ' ' ||
                       (ARRAY['Systems','Traders','Logistics','Industries','Retail','Labs','Solutions','Foods','Motors','Textiles',
                              'Electronics','Holdings','Supplies','Partners','Ventures'])[1 + (i / 20) % 15] ||
                       (ARRAY['', ' Inc', ' Ltd', ' GmbH', ' Pvt Ltd', ' LLC'])[1 + (i * 7) % 6] END AS cn,
               (i % 7 = 3) AS ind
          FROM generate_series(1, 300) i) x;
INSERT INTO "tabCustomer" (name, creation, modified, modified_by, owner, customer_name, customer_type, customer_group, territory, tax_id,
                           default_currency, default_price_list, account_manager, language, disabled, website, _user_tags, _liked_by)
SELECT cu0.name, pg_temp.ts(i * 1.8), pg_temp.ts(i * 1.8 + (i % 40)), o.mb, o.ow, cn, CASE WHEN ind THEN 'Individual' ELSE 'Company' END,
       CASE WHEN ind THEN 'Individual' ELSE (ARRAY['Commercial','Commercial','Commercial','Distributor','Government','Non Profit'])[1 + i % 6] END,
       territory, CASE WHEN ind THEN NULL ELSE 'TX' || (100000 + i * 7919 % 900000) END,
       CASE WHEN territory IN ('India') AND i % 3 = 0 THEN 'INR' WHEN territory IN ('Germany','France','Netherlands') AND i % 2 = 0 THEN 'EUR'
            WHEN territory = 'United Kingdom' AND i % 2 = 0 THEN 'GBP' END,
       CASE WHEN territory = 'India' AND i % 3 = 0 THEN 'India Selling' WHEN territory IN ('France','Netherlands') AND i % 2 = 0 THEN 'Export Selling' END,
       CASE WHEN i % 5 < 2 THEN pg_temp.usr(3 + i % 4) END, 'en', (i % 53 = 0)::int,
       CASE WHEN NOT ind AND i % 3 = 0 THEN 'https://www.' || lower(replace(cn, ' ', '')) || '.example' END,
       CASE WHEN i % 17 = 0 THEN ',key-account' END, CASE WHEN i % 29 = 0 THEN '["' || o.ow || '"]' END
  FROM cu0, LATERAL (SELECT pg_temp.usr(2 + pg_temp.sk(10, 1.8) + cu0.i * 0) AS ow) a,
       LATERAL (SELECT a.ow, CASE WHEN random() < 0.7 THEN a.ow ELSE pg_temp.usr(2 + pg_temp.sk(18, 1.2) + cu0.i * 0) END AS mb) o;

-- items by item code; a few templates with variants (variant_of)
CREATE TABLE "tabItem" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, naming_series varchar(140), item_code varchar(140) UNIQUE,
  item_name varchar(140), item_group varchar(140), stock_uom varchar(140), sales_uom varchar(140), is_stock_item smallint DEFAULT 1,
  is_sales_item smallint DEFAULT 1, has_variants smallint DEFAULT 0, variant_of varchar(140), standard_rate numeric(21,9) DEFAULT 0,
  valuation_rate numeric(21,9) DEFAULT 0, description text, disabled smallint NOT NULL DEFAULT 0, brand varchar(140),
  image text, _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabItem" (name, creation, modified, modified_by, owner, item_code, item_name, item_group, stock_uom, sales_uom, is_stock_item,
                       is_sales_item, has_variants, standard_rate, valuation_rate, description, disabled)
SELECT code, pg_temp.ts(i * 0.9), pg_temp.ts(i * 0.9 + i % 30), mb, ow, code, nm, grp, uom, CASE WHEN grp = 'Accessories' AND i % 4 = 0 THEN 'Box' WHEN grp = 'Laptops' AND i % 5 = 0 THEN 'Set' END,
       (grp NOT IN ('Services'))::int, (grp NOT IN ('Raw Material', 'Sub Assemblies'))::int, (i % 9 = 1 AND grp IN ('Laptops','Monitors'))::int,
       round((CASE grp WHEN 'Laptops' THEN 900 WHEN 'Monitors' THEN 250 WHEN 'Services' THEN 80 WHEN 'Raw Material' THEN 12 ELSE 30 END)
             * (0.5 + (i * 37 % 100) / 100.0), 2), 0, '<p>' || nm || '</p>', (i % 61 = 0)::int
  FROM (SELECT i, g.grp,
               g.pre || '-' || lpad((row_number() OVER (PARTITION BY g.grp ORDER BY i))::text, 4, '0') AS code,
               g.base || ' ' || (ARRAY['Pro','Lite','Plus','Max','Mini','Air','Standard','Basic'])[1 + i % 8] ||
               CASE WHEN i % 3 = 0 THEN ' ' || (10 + i % 7) ELSE '' END AS nm, g.uom,
               pg_temp.usr(2 + pg_temp.sk(8, 1.5)) AS ow
          FROM (SELECT i, 1 + floor(8 * random() ^ 1.3)::int AS k FROM generate_series(1, 260) i) x
          JOIN (VALUES (1, 'Accessories', 'ACS', 'Cable', 'Nos'), (2, 'Laptops', 'LPT', 'Laptop', 'Nos'), (3, 'Monitors', 'MON', 'Monitor', 'Nos'),
                       (4, 'Consumable', 'CON', 'Toner', 'Pack'), (5, 'Raw Material', 'RM', 'Copper Wire', 'Kg'),
                       (6, 'Services', 'SVC', 'Support', 'Hour'), (7, 'Sub Assemblies', 'SA', 'Mainboard', 'Unit'),
                       (8, 'Accessories', 'ACS', 'Mouse', 'Nos'), (9, 'Accessories', 'ACS', 'Keyboard', 'Nos')) g(k, grp, pre, base, uom)
            ON g.k = x.k) y, LATERAL (SELECT CASE WHEN random() < 0.8 THEN ow ELSE 'Administrator' END AS mb) m;
-- variants of the templates: code '<template>-<attr>'
INSERT INTO "tabItem" (name, creation, modified, modified_by, owner, item_code, item_name, item_group, stock_uom, is_stock_item, is_sales_item,
                       variant_of, standard_rate, description)
SELECT t.name || '-' || a, t.creation + interval '1 hour', t.modified, t.modified_by, t.owner, t.name || '-' || a, t.item_name || ' ' || a,
       t.item_group, t.stock_uom, 1, 1, t.name, t.standard_rate * (1 + ord * 0.1), t.description
  FROM "tabItem" t, unnest(ARRAY['SLV', 'BLK', 'WHT']) WITH ORDINALITY v(a, ord) WHERE t.has_variants = 1;

-- sales orders: a few customers order most; company by the customer's territory
CREATE TEMP TABLE cust AS
SELECT row_number() OVER (ORDER BY creation, name) AS k, c.*,
       CASE WHEN territory = 'India' THEN 'Acme India Pvt Ltd' WHEN territory IN ('Germany', 'France', 'Netherlands') THEN 'Acme GmbH'
            ELSE 'Acme Corporation' END AS co
  FROM "tabCustomer" c;
CREATE TEMP TABLE sitem AS
SELECT row_number() OVER (ORDER BY name) AS k, * FROM "tabItem" WHERE is_sales_item = 1 AND has_variants = 0;
CREATE TEMP TABLE so0 AS
SELECT i, c.name AS customer, c.customer_name, c.territory, c.customer_group, co.name AS company, co.abbr,
       coalesce(c.default_currency, co.default_currency) AS currency, co.default_currency AS company_currency,
       coalesce(c.default_price_list, CASE co.abbr WHEN 'AC' THEN 'Standard Selling' WHEN 'AIPL' THEN 'India Selling' ELSE 'Germany Selling' END) AS pl,
       '2023-01-02'::date + (i * 0.9)::int AS d,
       CASE WHEN i % 19 = 0 THEN 0 WHEN i % 47 = 0 THEN 2 ELSE 1 END AS docstatus,
       pg_temp.usr(2 + pg_temp.sk(10, 1.6) + i * 0) AS ow
  FROM (SELECT i, pg_temp.sk(300, 1.7) AS ck FROM generate_series(1, 600) i) x
  JOIN cust c ON c.k = x.ck JOIN "tabCompany" co ON co.name = c.co;
CREATE TABLE "tabSales Order" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, naming_series varchar(140), title varchar(140),
  customer varchar(140), customer_name varchar(140), order_type varchar(140) DEFAULT 'Sales', transaction_date date,
  delivery_date date, company varchar(140), currency varchar(140), conversion_rate numeric(21,9), selling_price_list varchar(140),
  price_list_currency varchar(140), plc_conversion_rate numeric(21,9), set_warehouse varchar(140), territory varchar(140),
  customer_group varchar(140), total_qty numeric(21,9), grand_total numeric(21,9), per_billed numeric(21,9), per_delivered numeric(21,9),
  status varchar(140), amended_from varchar(140), _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabSales Order"
SELECT 'SAL-ORD-' || extract(year FROM d) || '-' || lpad((row_number() OVER (PARTITION BY extract(year FROM d) ORDER BY i))::text, 5, '0'),
       d + time '10:00' + i * interval '7 minutes', d + time '16:00' + (i % 9) * interval '1 day', CASE WHEN i % 4 = 0 THEN pg_temp.usr(3) ELSE ow END,
       ow, docstatus, 0, 'SAL-ORD-.YYYY.-', customer_name, customer, customer_name, 'Sales', d, d + 14 + i % 20, company, currency,
       CASE WHEN currency = company_currency THEN 1 WHEN currency = 'EUR' THEN 1.08 WHEN currency = 'GBP' THEN 1.27 ELSE 0.012 END, pl,
       (SELECT p.currency FROM "tabPrice List" p WHERE p.name = so0.pl), 1, CASE WHEN i % 5 < 3 THEN 'Stores - ' || abbr END,
       territory, customer_group, 0, 0, 0, 0,
       CASE docstatus WHEN 0 THEN 'Draft' WHEN 2 THEN 'Cancelled' ELSE 'To Deliver and Bill' END, NULL,
       NULL, NULL, CASE WHEN i % 13 = 0 THEN '["' || ow || '"]' END, NULL
  FROM so0 ORDER BY i;
ALTER TABLE so0 ADD COLUMN name varchar(140);
UPDATE so0 SET name = s.name FROM "tabSales Order" s WHERE s.transaction_date = so0.d AND s.customer = so0.customer
   AND s.creation = so0.d + time '10:00' + so0.i * interval '7 minutes';

CREATE TABLE "tabSales Order Item" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, parent varchar(140), parentfield varchar(140),
  parenttype varchar(140), item_code varchar(140), item_name varchar(140), item_group varchar(140), description text,
  delivery_date date, qty numeric(21,9), stock_uom varchar(140), uom varchar(140), conversion_factor numeric(21,9),
  stock_qty numeric(21,9), price_list_rate numeric(21,9), rate numeric(21,9), amount numeric(21,9), net_amount numeric(21,9),
  warehouse varchar(140), billed_amt numeric(21,9), delivered_qty numeric(21,9));
INSERT INTO "tabSales Order Item"
SELECT pg_temp.h('soi' || s.name || l), s.creation, s.modified, s.modified_by, s.owner, s.docstatus, l, s.name, 'items', 'Sales Order',
       it.name, it.item_name, it.item_group, it.description, s.delivery_date, q, it.stock_uom, coalesce(it.sales_uom, it.stock_uom),
       CASE WHEN it.sales_uom = 'Box' THEN 10 ELSE 1 END, q * CASE WHEN it.sales_uom = 'Box' THEN 10 ELSE 1 END,
       it.standard_rate, it.standard_rate, q * it.standard_rate, q * it.standard_rate,
       CASE WHEN it.is_stock_item = 1 THEN coalesce(s.set_warehouse, (ARRAY['Stores - ', 'Finished Goods - '])[1 + l % 2] || so0.abbr) END, 0, 0
  FROM "tabSales Order" s JOIN so0 ON so0.name = s.name,
       LATERAL (SELECT l, pg_temp.sk((SELECT count(*) FROM sitem)::int, 1.5) + s.idx * 0 AS ik, 1 + floor(random() * 10)::int AS q
                  FROM generate_series(1, 1 + (so0.i * 7) % 5) l) ln
  JOIN sitem it ON it.k = ln.ik;
UPDATE "tabSales Order" s SET total_qty = x.q, grand_total = x.a FROM (SELECT parent, sum(qty) q, sum(amount) a FROM "tabSales Order Item" GROUP BY 1) x
 WHERE x.parent = s.name;

-- sales invoices: most submitted orders billed once, plus direct invoices; numbered per year by posting date
CREATE TEMP TABLE si0 AS
SELECT so0.name AS so, so0.customer, so0.customer_name, so0.territory, so0.customer_group, so0.company, so0.abbr, so0.currency,
       so0.company_currency, so0.pl, so0.d + 3 + so0.i % 12 AS d, so0.ow, so0.i AS seed
  FROM so0 WHERE so0.docstatus = 1 AND so0.i % 5 <> 0
UNION ALL
SELECT NULL, c.name, c.customer_name, c.territory, c.customer_group, co.name, co.abbr, coalesce(c.default_currency, co.default_currency),
       co.default_currency,
       coalesce(c.default_price_list, CASE co.abbr WHEN 'AC' THEN 'Standard Selling' WHEN 'AIPL' THEN 'India Selling' ELSE 'Germany Selling' END),
       '2023-01-05'::date + (j * 1.5)::int, pg_temp.usr(2 + pg_temp.sk(10, 1.3) + j * 0), 1000 + j
  FROM (SELECT j, pg_temp.sk(300, 1.4) AS ck FROM generate_series(1, 380) j) x
  JOIN cust c ON c.k = x.ck JOIN "tabCompany" co ON co.name = c.co;
ALTER TABLE si0 ADD COLUMN name varchar(140), ADD COLUMN docstatus int, ADD COLUMN is_return int DEFAULT 0,
  ADD COLUMN return_against varchar(140), ADD COLUMN amended_from varchar(140);
UPDATE si0 SET name = n.name, docstatus = CASE WHEN si0.seed % 41 = 0 THEN 2 WHEN si0.d > '2024-06-01' AND si0.seed % 11 = 0 THEN 0 ELSE 1 END
  FROM (SELECT seed, 'ACC-SINV-' || extract(year FROM d) || '-' || lpad((row_number() OVER (PARTITION BY extract(year FROM d) ORDER BY d, seed))::text, 5, '0') AS name
          FROM si0) n WHERE n.seed = si0.seed;
-- cancelled invoices amended: '<name>-1' replaces them
INSERT INTO si0 (so, customer, customer_name, territory, customer_group, company, abbr, currency, company_currency, pl, d, ow, seed,
                 name, docstatus, amended_from)
SELECT so, customer, customer_name, territory, customer_group, company, abbr, currency, company_currency, pl, d + 1, ow, seed + 5000,
       name || '-1', 1, name FROM si0 WHERE docstatus = 2;
-- credit notes (returns) against earlier submitted invoices, numbered in the same series
INSERT INTO si0 (customer, customer_name, territory, customer_group, company, abbr, currency, company_currency, pl, d, ow, seed,
                 name, docstatus, is_return, return_against)
SELECT customer, customer_name, territory, customer_group, company, abbr, currency, company_currency, pl, d + 20, ow, seed + 7000,
       'ACC-SINV-' || extract(year FROM d + 20) || '-' || lpad((900 + row_number() OVER (PARTITION BY extract(year FROM d + 20) ORDER BY seed))::text, 5, '0'),
       1, 1, name
  FROM si0 WHERE docstatus = 1 AND amended_from IS NULL AND seed % 29 = 3 AND d < '2024-10-01';
CREATE TABLE "tabSales Invoice" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, naming_series varchar(140), title varchar(140),
  customer varchar(140), customer_name varchar(140), company varchar(140), posting_date date, posting_time time, due_date date,
  is_return smallint NOT NULL DEFAULT 0, return_against varchar(140), update_stock smallint NOT NULL DEFAULT 0,
  currency varchar(140), conversion_rate numeric(21,9), selling_price_list varchar(140), price_list_currency varchar(140),
  plc_conversion_rate numeric(21,9), set_warehouse varchar(140), cost_center varchar(140), debit_to varchar(140),
  party_account_currency varchar(140), territory varchar(140), customer_group varchar(140), total_qty numeric(21,9),
  net_total numeric(21,9), total_taxes_and_charges numeric(21,9), grand_total numeric(21,9), rounded_total numeric(21,9),
  outstanding_amount numeric(21,9), status varchar(140), amended_from varchar(140), remarks text,
  _user_tags text, _comments text, _assign text, _liked_by text);
INSERT INTO "tabSales Invoice" (name, creation, modified, modified_by, owner, docstatus, naming_series, title, customer, customer_name,
  company, posting_date, posting_time, due_date, is_return, return_against, update_stock, currency, conversion_rate, selling_price_list,
  price_list_currency, plc_conversion_rate, set_warehouse, cost_center, debit_to, party_account_currency, territory, customer_group,
  status, amended_from, remarks)
SELECT name, d + time '11:00' + (seed % 300) * interval '1 minute', d + time '17:00' + (seed % 5) * interval '1 day',
       CASE WHEN seed % 3 = 0 THEN pg_temp.usr(4) ELSE ow END, ow, docstatus, 'ACC-SINV-.YYYY.-', customer_name, customer, customer_name,
       company, d, time '11:00' + (seed % 300) * interval '1 minute', d + 30, is_return, return_against, (so IS NULL AND seed % 3 = 0)::int,
       currency, CASE WHEN currency = company_currency THEN 1 WHEN currency = 'EUR' THEN 1.08 WHEN currency = 'GBP' THEN 1.27 ELSE 0.012 END,
       pl, (SELECT p.currency FROM "tabPrice List" p WHERE p.name = si0.pl), 1,
       CASE WHEN seed % 5 < 2 THEN 'Stores - ' || abbr END, CASE WHEN seed % 10 < 3 THEN 'Main - ' || abbr END, 'Debtors - ' || abbr,
       company_currency, territory, customer_group,
       CASE WHEN docstatus = 0 THEN 'Draft' WHEN docstatus = 2 THEN 'Cancelled' WHEN is_return = 1 THEN 'Return'
            WHEN seed % 4 = 0 THEN 'Unpaid' WHEN d < '2024-05-01' THEN 'Paid' ELSE 'Overdue' END, amended_from,
       CASE WHEN so IS NOT NULL THEN 'Against ' || so ELSE 'No Remarks' END
  FROM si0 ORDER BY d, seed;

CREATE TABLE "tabSales Invoice Item" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, parent varchar(140), parentfield varchar(140),
  parenttype varchar(140), item_code varchar(140), item_name varchar(140), item_group varchar(140), description text,
  qty numeric(21,9), stock_uom varchar(140), uom varchar(140), conversion_factor numeric(21,9), stock_qty numeric(21,9),
  price_list_rate numeric(21,9), rate numeric(21,9), amount numeric(21,9), net_amount numeric(21,9), warehouse varchar(140),
  income_account varchar(140), expense_account varchar(140), cost_center varchar(140), sales_order varchar(140),
  so_detail varchar(140), delivered_qty numeric(21,9));
-- billed order lines
INSERT INTO "tabSales Invoice Item"
SELECT pg_temp.h('sii' || v.name || o.idx), v.creation, v.modified, v.modified_by, v.owner, v.docstatus, o.idx, v.name, 'items', 'Sales Invoice',
       o.item_code, o.item_name, o.item_group, o.description, o.qty, o.stock_uom, o.uom, o.conversion_factor, o.stock_qty, o.price_list_rate,
       o.rate, o.amount, o.net_amount, o.warehouse,
       CASE WHEN o.item_group = 'Services' THEN 'Service - ' ELSE 'Sales - ' END || si0.abbr, 'Cost of Goods Sold - ' || si0.abbr,
       coalesce(v.cost_center, CASE WHEN si0.abbr = 'AC' AND o.idx = 3 THEN 'Marketing - AC' ELSE 'Main - ' || si0.abbr END),
       si0.so, o.name, 0
  FROM si0 JOIN "tabSales Invoice" v ON v.name = si0.name JOIN "tabSales Order Item" o ON o.parent = si0.so
 WHERE si0.is_return = 0;
-- direct invoices: lines picked from the sales items
INSERT INTO "tabSales Invoice Item"
SELECT pg_temp.h('sii' || v.name || l), v.creation, v.modified, v.modified_by, v.owner, v.docstatus, l, v.name, 'items', 'Sales Invoice',
       it.name, it.item_name, it.item_group, it.description, q, it.stock_uom, it.stock_uom, 1, q, it.standard_rate, it.standard_rate,
       q * it.standard_rate, q * it.standard_rate,
       CASE WHEN it.is_stock_item = 1 AND v.update_stock = 1 THEN coalesce(v.set_warehouse, 'Stores - ' || si0.abbr) END,
       CASE WHEN it.item_group = 'Services' THEN 'Service - ' ELSE 'Sales - ' END || si0.abbr, 'Cost of Goods Sold - ' || si0.abbr,
       coalesce(v.cost_center, 'Main - ' || si0.abbr), NULL, NULL, 0
  FROM si0 JOIN "tabSales Invoice" v ON v.name = si0.name,
       LATERAL (SELECT l, pg_temp.sk((SELECT count(*) FROM sitem)::int, 1.3) + si0.seed * 0 AS ik, 1 + floor(random() * 6)::int AS q
                  FROM generate_series(1, 1 + (si0.seed * 3) % 4) l) ln
  JOIN sitem it ON it.k = ln.ik
 WHERE si0.so IS NULL AND si0.is_return = 0;
-- a credit note returns its invoice's first line
INSERT INTO "tabSales Invoice Item"
SELECT pg_temp.h('sii' || v.name || 1), v.creation, v.modified, v.modified_by, v.owner, v.docstatus, 1, v.name, 'items', 'Sales Invoice',
       o.item_code, o.item_name, o.item_group, o.description, -o.qty, o.stock_uom, o.uom, o.conversion_factor, -o.stock_qty,
       o.price_list_rate, o.rate, -o.amount, -o.net_amount, o.warehouse, o.income_account, o.expense_account, o.cost_center,
       o.sales_order, o.so_detail, 0
  FROM "tabSales Invoice" v JOIN "tabSales Invoice Item" o ON o.parent = v.return_against AND o.idx = 1 WHERE v.is_return = 1;
UPDATE "tabSales Invoice" s SET total_qty = x.q, net_total = x.a FROM (SELECT parent, sum(qty) q, sum(amount) a FROM "tabSales Invoice Item" GROUP BY 1) x
 WHERE x.parent = s.name;
UPDATE "tabSales Order" s SET per_billed = 100, status = 'To Deliver' FROM si0 WHERE si0.so = s.name AND si0.docstatus = 1;

-- taxes: one child table for orders and invoices alike (parenttype says which)
CREATE TABLE "tabSales Taxes and Charges" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, parent varchar(140), parentfield varchar(140),
  parenttype varchar(140), charge_type varchar(140), account_head varchar(140), description text, cost_center varchar(140),
  rate numeric(21,9), account_currency varchar(140), tax_amount numeric(21,9), total numeric(21,9),
  included_in_print_rate smallint NOT NULL DEFAULT 0);
INSERT INTO "tabSales Taxes and Charges"
SELECT pg_temp.h('stc' || d.name || t.idx), d.creation, d.modified, d.modified_by, d.owner, d.docstatus, t.idx, d.name, 'taxes', d.pt,
       'On Net Total', t.acc, t.acc, 'Main - ' || c.abbr, a.tax_rate, c.default_currency, round(d.net * a.tax_rate / 100, 2),
       round(d.net * (1 + a.tax_rate / 100), 2), 0
  FROM (SELECT name, creation, modified, modified_by, owner, docstatus, company, territory, grand_total AS net, 'Sales Order' AS pt FROM "tabSales Order"
        UNION ALL
        SELECT name, creation, modified, modified_by, owner, docstatus, company, territory, net_total, 'Sales Invoice' FROM "tabSales Invoice") d
  JOIN "tabCompany" c ON c.name = d.company,
       LATERAL (SELECT row_number() OVER () AS idx, acc FROM unnest(CASE
                  WHEN c.abbr = 'AC' AND d.territory = 'United States' THEN ARRAY['Sales Tax - AC']
                  WHEN c.abbr = 'AIPL' THEN ARRAY['Output Tax CGST - AIPL', 'Output Tax SGST - AIPL']
                  WHEN c.abbr = 'AG' THEN ARRAY[CASE WHEN length(d.name) % 7 = 0 THEN 'Umsatzsteuer 7% - AG' ELSE 'Umsatzsteuer 19% - AG' END]
                  ELSE ARRAY[]::text[] END) acc) t
  JOIN "tabAccount" a ON a.name = t.acc;
UPDATE "tabSales Invoice" s SET total_taxes_and_charges = coalesce(x.t, 0), grand_total = s.net_total + coalesce(x.t, 0),
       rounded_total = round(s.net_total + coalesce(x.t, 0)),
       outstanding_amount = CASE WHEN s.status IN ('Unpaid', 'Overdue') THEN s.net_total + coalesce(x.t, 0) ELSE 0 END
  FROM "tabSales Invoice" s2 LEFT JOIN (SELECT parent, sum(tax_amount) t FROM "tabSales Taxes and Charges" GROUP BY 1) x ON x.parent = s2.name
 WHERE s2.name = s.name;

-- the ledger of submitted (and cancelled, is_cancelled) invoices: debtor, income per account and cost center, taxes
CREATE TABLE "tabGL Entry" (
  name varchar(140) PRIMARY KEY, creation timestamp(6), modified timestamp(6), modified_by varchar(140), owner varchar(140),
  docstatus smallint NOT NULL DEFAULT 0, idx int NOT NULL DEFAULT 0, posting_date date, transaction_date date, account varchar(140),
  account_currency varchar(140), against text, party_type varchar(140), party varchar(140), cost_center varchar(140),
  debit numeric(21,9), credit numeric(21,9), debit_in_account_currency numeric(21,9), credit_in_account_currency numeric(21,9),
  voucher_type varchar(140), voucher_no varchar(140), against_voucher_type varchar(140), against_voucher varchar(140),
  voucher_detail_no varchar(140), is_opening varchar(140) DEFAULT 'No', is_advance varchar(140) DEFAULT 'No',
  fiscal_year varchar(140), company varchar(140), is_cancelled smallint NOT NULL DEFAULT 0, remarks text);
INSERT INTO "tabGL Entry" (name, creation, modified, modified_by, owner, docstatus, idx, posting_date, transaction_date, account,
  account_currency, against, party_type, party, cost_center, debit, credit, debit_in_account_currency, credit_in_account_currency,
  voucher_type, voucher_no, against_voucher_type, against_voucher, fiscal_year, company, is_cancelled, remarks)
SELECT pg_temp.h('gle' || v.name || g.k || g.account || coalesce(g.cost_center, '')), v.modified, v.modified, v.modified_by, v.modified_by, 1, 0, v.posting_date, NULL,
       g.account, c.default_currency, g.against, g.party_type, g.party, g.cost_center, greatest(g.amt, 0), greatest(-g.amt, 0),
       greatest(g.amt, 0), greatest(-g.amt, 0), 'Sales Invoice', v.name, g.avt, g.av, extract(year FROM v.posting_date)::text,
       v.company, (v.docstatus = 2)::int, v.remarks
  FROM "tabSales Invoice" v JOIN "tabCompany" c ON c.name = v.company,
       LATERAL (SELECT 1 AS k, v.debit_to AS account, v.grand_total AS amt, 'Customer'::text AS party_type, v.customer AS party,
                       NULL::text AS cost_center, 'Sales Invoice'::text AS avt, coalesce(v.return_against, v.name) AS av,
                       (SELECT string_agg(DISTINCT income_account, ',') FROM "tabSales Invoice Item" i WHERE i.parent = v.name) AS against
                UNION ALL
                SELECT 2, i.income_account, -sum(i.amount), NULL, NULL, i.cost_center, NULL, NULL, v.customer
                  FROM "tabSales Invoice Item" i WHERE i.parent = v.name GROUP BY i.income_account, i.cost_center
                UNION ALL
                SELECT 3, t.account_head, -t.tax_amount, NULL, NULL, t.cost_center, NULL, NULL, v.customer
                  FROM "tabSales Taxes and Charges" t WHERE t.parent = v.name) g
 WHERE v.docstatus IN (1, 2);

-- the references whose every value exists, declared so that the suite can drop them
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES
    ('tabUser', 'modified_by', 'tabUser'),
    ('tabCustomer Group', 'parent_customer_group', 'tabCustomer Group'), ('tabTerritory', 'parent_territory', 'tabTerritory'),
    ('tabItem Group', 'parent_item_group', 'tabItem Group'),
    ('tabCompany', 'default_currency', 'tabCurrency'), ('tabCompany', 'country', 'tabCountry'), ('tabCompany', 'parent_company', 'tabCompany'),
    ('tabCompany', 'default_receivable_account', 'tabAccount'), ('tabCompany', 'default_income_account', 'tabAccount'),
    ('tabCompany', 'round_off_account', 'tabAccount'), ('tabCompany', 'cost_center', 'tabCost Center'),
    ('tabCompany', 'round_off_cost_center', 'tabCost Center'),
    ('tabAccount', 'company', 'tabCompany'), ('tabAccount', 'parent_account', 'tabAccount'), ('tabAccount', 'account_currency', 'tabCurrency'),
    ('tabCost Center', 'parent_cost_center', 'tabCost Center'), ('tabCost Center', 'company', 'tabCompany'),
    ('tabWarehouse', 'parent_warehouse', 'tabWarehouse'), ('tabWarehouse', 'company', 'tabCompany'), ('tabWarehouse', 'account', 'tabAccount'),
    ('tabPrice List', 'currency', 'tabCurrency'),
    ('tabCustomer', 'owner', 'tabUser'), ('tabCustomer', 'modified_by', 'tabUser'), ('tabCustomer', 'customer_group', 'tabCustomer Group'),
    ('tabCustomer', 'territory', 'tabTerritory'), ('tabCustomer', 'default_currency', 'tabCurrency'),
    ('tabCustomer', 'default_price_list', 'tabPrice List'), ('tabCustomer', 'account_manager', 'tabUser'),
    ('tabItem', 'owner', 'tabUser'), ('tabItem', 'modified_by', 'tabUser'), ('tabItem', 'item_group', 'tabItem Group'),
    ('tabItem', 'stock_uom', 'tabUOM'), ('tabItem', 'sales_uom', 'tabUOM'), ('tabItem', 'variant_of', 'tabItem'),
    ('tabSales Order', 'owner', 'tabUser'), ('tabSales Order', 'modified_by', 'tabUser'), ('tabSales Order', 'customer', 'tabCustomer'),
    ('tabSales Order', 'company', 'tabCompany'), ('tabSales Order', 'currency', 'tabCurrency'),
    ('tabSales Order', 'selling_price_list', 'tabPrice List'), ('tabSales Order', 'price_list_currency', 'tabCurrency'),
    ('tabSales Order', 'set_warehouse', 'tabWarehouse'), ('tabSales Order', 'territory', 'tabTerritory'),
    ('tabSales Order', 'customer_group', 'tabCustomer Group'),
    ('tabSales Order Item', 'owner', 'tabUser'), ('tabSales Order Item', 'modified_by', 'tabUser'),
    ('tabSales Order Item', 'parent', 'tabSales Order'), ('tabSales Order Item', 'item_code', 'tabItem'),
    ('tabSales Order Item', 'item_group', 'tabItem Group'), ('tabSales Order Item', 'stock_uom', 'tabUOM'),
    ('tabSales Order Item', 'uom', 'tabUOM'), ('tabSales Order Item', 'warehouse', 'tabWarehouse'),
    ('tabSales Invoice', 'owner', 'tabUser'), ('tabSales Invoice', 'modified_by', 'tabUser'), ('tabSales Invoice', 'customer', 'tabCustomer'),
    ('tabSales Invoice', 'company', 'tabCompany'), ('tabSales Invoice', 'return_against', 'tabSales Invoice'),
    ('tabSales Invoice', 'currency', 'tabCurrency'), ('tabSales Invoice', 'selling_price_list', 'tabPrice List'),
    ('tabSales Invoice', 'price_list_currency', 'tabCurrency'), ('tabSales Invoice', 'set_warehouse', 'tabWarehouse'),
    ('tabSales Invoice', 'cost_center', 'tabCost Center'), ('tabSales Invoice', 'debit_to', 'tabAccount'),
    ('tabSales Invoice', 'party_account_currency', 'tabCurrency'), ('tabSales Invoice', 'territory', 'tabTerritory'),
    ('tabSales Invoice', 'customer_group', 'tabCustomer Group'), ('tabSales Invoice', 'amended_from', 'tabSales Invoice'),
    ('tabSales Invoice Item', 'owner', 'tabUser'), ('tabSales Invoice Item', 'modified_by', 'tabUser'),
    ('tabSales Invoice Item', 'parent', 'tabSales Invoice'), ('tabSales Invoice Item', 'item_code', 'tabItem'),
    ('tabSales Invoice Item', 'item_group', 'tabItem Group'), ('tabSales Invoice Item', 'stock_uom', 'tabUOM'),
    ('tabSales Invoice Item', 'uom', 'tabUOM'), ('tabSales Invoice Item', 'warehouse', 'tabWarehouse'),
    ('tabSales Invoice Item', 'income_account', 'tabAccount'), ('tabSales Invoice Item', 'expense_account', 'tabAccount'),
    ('tabSales Invoice Item', 'cost_center', 'tabCost Center'), ('tabSales Invoice Item', 'sales_order', 'tabSales Order'),
    ('tabSales Invoice Item', 'so_detail', 'tabSales Order Item'),
    ('tabSales Taxes and Charges', 'owner', 'tabUser'), ('tabSales Taxes and Charges', 'modified_by', 'tabUser'),
    ('tabSales Taxes and Charges', 'account_head', 'tabAccount'), ('tabSales Taxes and Charges', 'cost_center', 'tabCost Center'),
    ('tabSales Taxes and Charges', 'account_currency', 'tabCurrency'),
    ('tabGL Entry', 'owner', 'tabUser'), ('tabGL Entry', 'modified_by', 'tabUser'), ('tabGL Entry', 'account', 'tabAccount'),
    ('tabGL Entry', 'account_currency', 'tabCurrency'), ('tabGL Entry', 'party', 'tabCustomer'),
    ('tabGL Entry', 'cost_center', 'tabCost Center'), ('tabGL Entry', 'voucher_no', 'tabSales Invoice'),
    ('tabGL Entry', 'against_voucher', 'tabSales Invoice'), ('tabGL Entry', 'company', 'tabCompany')) v(t, c, target)
  LOOP
    EXECUTE format('ALTER TABLE %I ADD FOREIGN KEY (%I) REFERENCES %I (name)', r.t, r.c, r.target);
  END LOOP;
END $$;
ANALYZE;
