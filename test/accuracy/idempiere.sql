-- test/accuracy/idempiere.sql: a subset of the iDempiere (ADempiere/Compiere) ERP schema as it stands in
-- PostgreSQL, written for issue 16 as a held-out check (round 17): committed with its truth
-- (idempiere_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; the application dictionary's mixed-case names (C_BPartner_ID) come out
-- lower-case in PostgreSQL (c_bpartner.c_bpartner_id), every key numeric(10), named <table>_id after the
-- whole table name with its prefix (ad_, c_, m_); every table carries ad_client_id -> ad_client (the tenant)
-- and ad_org_id -> ad_org, isactive char(1) 'Y'/'N', created/createdby/updated/updatedby and a <table>_uu
-- uuid under a plain unique index.  createdby/updatedby -> ad_user on every table, undeclared on these core
-- (Compiere-era) tables.  Ids below 1,000,000 are the system's and the GardenWorld demo tenant's seed rows
-- (client 0 System, client 11 GardenWorld: ad_org 0 '*', ad_user 0 System, 100 SuperUser, c_currency 100
-- USD, c_doctype 0 '** New **'); rows a production tenant (client 1000000) entered start at 1,000,000.  Shared
-- reference data (countries, regions, currencies, most units) belongs to client 0, org 0.
-- Role columns: salesrep_id -> ad_user, bill_bpartner_id / bill_location_id / bill_user_id (the invoice
-- partner of an order, its c_bpartner_location and contact), dropship_bpartner_id, po_pricelist_id and
-- po_paymentterm_id (vendor side), c_doctypetarget_id -> c_doctype beside c_doctype_id (0 '** New **' while
-- a document is drafted), c_doctypeshipment_id / c_doctypeinvoice_id (a document type's follow-up types),
-- ad_orgtrx_id -> ad_org, m_warehousesource_id, basepricelist_id, m_pricelist_version_base_id,
-- parent_tax_id, supervisor_id; self references ref_order_id, ref_invoice_id, bpartner_parent_id and
-- m_product_category_parent_id are undeclared.  Lines copy their header's partner, location, warehouse and
-- currency (c_orderline.c_bpartner_id ...); those copies are declared references of their own.
-- Skewed: a few sales reps, customers, products and price lists dominate; contacts (ad_user_id) NULL on part
-- of the documents, bill_* equal to the ordering partner on most orders.
-- Master data is shared by a tenant's organizations (ad_org_id 0 '*' on partners, products, price lists,
-- document types ...), and the system's reference tables are client 0 throughout, created by System alone:
-- a reference whose column holds a single value in its data (those ad_org_id and ad_client_id columns,
-- ad_client.ad_org_id, c_region's createdby) cannot be decided from the data and is in the truth as
-- undiscoverable; c_tax.c_region_id is NULL throughout.  Truth rows hold on every row (no orphans).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1717);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- an element of an array, skewed to its front
CREATE FUNCTION pg_temp.pick(a numeric[], e float8) RETURNS numeric LANGUAGE sql VOLATILE AS $$
  SELECT a[pg_temp.sk(cardinality(a), e)] $$;
CREATE FUNCTION pg_temp.uu(t text, i numeric) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t || i)::uuid::text $$;
-- who creates a tenant's rows: the system (0 System, 100 SuperUser), GardenWorld's admins, the tenant's staff
CREATE FUNCTION pg_temp.who(client numeric) RETURNS numeric LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN client = 0 THEN (ARRAY[0, 0, 100])[pg_temp.r(3)]
              WHEN client = 11 THEN (ARRAY[100, 101, 101, 102])[pg_temp.r(4)]
              ELSE 1000000 + pg_temp.sk(12, 1.8) - 1 END $$;

\set audit 'isactive char(1) NOT NULL DEFAULT ''Y'' CHECK (isactive IN (''Y'', ''N'')), created timestamp NOT NULL DEFAULT now(), createdby numeric(10) NOT NULL, updated timestamp NOT NULL DEFAULT now(), updatedby numeric(10) NOT NULL'
\set std 'ad_client_id numeric(10) NOT NULL, ad_org_id numeric(10) NOT NULL, ' :audit

-- ---- tenants, organizations, users -------------------------------------------
CREATE TABLE ad_client (ad_client_id numeric(10) NOT NULL PRIMARY KEY, ad_org_id numeric(10) NOT NULL, :audit,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, description varchar(255), smtphost varchar(60),
  requestemail varchar(60), ad_language varchar(6), ismultilingualdocument char(1) NOT NULL DEFAULT 'N',
  ad_client_uu varchar(36));
INSERT INTO ad_client VALUES
  (0, 0, 'Y', '1999-05-21', 0, '2012-11-30', 0, 'SYSTEM', 'System', 'System Client', NULL, NULL, 'en_US', 'N', pg_temp.uu('cl', 0)),
  (11, 0, 'Y', '2001-09-01', 0, '2023-01-12', 100, 'GardenWorld', 'GardenWorld', 'GardenWorld Demo Client',
   'mail.example.com', 'request@example.com', 'en_US', 'N', pg_temp.uu('cl', 11)),
  (1000000, 0, 'Y', '2019-02-04', 100, '2024-03-08', 1000000, 'ACME', 'Acme Trading', NULL,
   'smtp.acme.example', 'erp@acme.example', 'en_US', 'N', pg_temp.uu('cl', 1000000));

CREATE TABLE ad_org (ad_org_id numeric(10) NOT NULL PRIMARY KEY, ad_client_id numeric(10) NOT NULL, :audit,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, description varchar(255), issummary char(1) NOT NULL DEFAULT 'N',
  ad_org_uu varchar(36));
INSERT INTO ad_org VALUES
  (0, 0, 'Y', '1999-05-21', 0, '1999-05-21', 0, '0', '*', 'All Organizations', 'N', pg_temp.uu('org', 0)),
  (11, 11, 'Y', '2001-09-01', 0, '2001-09-01', 0, 'HQ', 'HQ', 'GardenWorld HQ', 'N', pg_temp.uu('org', 11)),
  (12, 11, 'Y', '2001-09-01', 0, '2001-09-01', 0, 'Store', 'Store', 'GardenWorld Store', 'N', pg_temp.uu('org', 12)),
  (50000, 11, 'Y', '2006-12-11', 100, '2006-12-11', 100, 'Fertilizer', 'Fertilizer', NULL, 'N', pg_temp.uu('org', 50000)),
  (50001, 11, 'Y', '2006-12-11', 100, '2006-12-11', 100, 'Furniture', 'Furniture', NULL, 'N', pg_temp.uu('org', 50001)),
  (1000000, 1000000, 'Y', '2019-02-04', 100, '2019-02-04', 100, 'ACME-HQ', 'Acme Head Office', NULL, 'N', pg_temp.uu('org', 1000000)),
  (1000001, 1000000, 'Y', '2019-02-04', 100, '2019-02-04', 100, 'ACME-N', 'Acme North', NULL, 'N', pg_temp.uu('org', 1000001)),
  (1000002, 1000000, 'Y', '2019-02-04', 100, '2021-07-01', 1000000, 'ACME-S', 'Acme South', NULL, 'N', pg_temp.uu('org', 1000002)),
  (1000003, 1000000, 'N', '2020-05-11', 1000000, '2022-09-30', 1000000, 'ACME-X', 'Acme Export (closed)', NULL, 'N', pg_temp.uu('org', 1000003));
-- a tenant's transaction organization, skewed
CREATE FUNCTION pg_temp.org(client numeric) RETURNS numeric LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN client = 11 THEN (ARRAY[11, 11, 11, 12, 50000, 50001])[pg_temp.r(6)]
              ELSE (ARRAY[1000000, 1000000, 1000000, 1000001, 1000001, 1000002, 1000003])[pg_temp.sk(7, 1.4)] END $$;

-- ---- shared reference data (client 0) -----------------------------------------
CREATE TABLE c_currency (c_currency_id numeric(10) NOT NULL PRIMARY KEY, :std,
  iso_code char(3) NOT NULL, cursymbol varchar(10), description varchar(255) NOT NULL, stdprecision numeric(10) NOT NULL,
  costingprecision numeric(10) NOT NULL, iseuro char(1) NOT NULL DEFAULT 'N', isemumember char(1) NOT NULL DEFAULT 'N',
  c_currency_uu varchar(36));
INSERT INTO c_currency
SELECT 100 + k, 0, 0, CASE WHEN k IN (0, 2, 3, 14, 4, 16) THEN 'Y' ELSE 'N' END, '1999-05-21', 0, '2010-01-01', (ARRAY[0, 100])[1 + k % 2],
       c, NULL, 'Currency ' || c, CASE WHEN c IN ('JPY', 'KRW') THEN 0 ELSE 2 END, 4, CASE WHEN c = 'EUR' THEN 'Y' ELSE 'N' END,
       'N', pg_temp.uu('cur', k)
  FROM unnest(ARRAY['USD','CAD','EUR','DEM','GBP','FRF','ITL','ESP','NLG','BEF','ATS','CHF','AUD','JPY','MXN',
                    'BRL','INR','CNY','KRW','SEK','NOK','DKK','PLN','ZAR','NZD','SGD','HKD']) WITH ORDINALITY u(c, o),
       LATERAL (SELECT (o - 1)::int AS k) kk;

CREATE TABLE c_country (c_country_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), countrycode char(2) NOT NULL, hasregion char(1) NOT NULL DEFAULT 'N',
  regionname varchar(60), expressionphone varchar(20), displaysequence varchar(20) NOT NULL, c_currency_id numeric(10),
  haspostal_add char(1) NOT NULL DEFAULT 'N', ad_language varchar(6), c_country_uu varchar(36));
INSERT INTO c_country
SELECT 100 + (o - 1) * 3, 0, 0, 'Y', '1999-05-21', 0, '2012-05-02', (ARRAY[0, 0, 100])[1 + o % 3],
       n, NULL, cc, CASE WHEN cc IN ('US', 'CA', 'DE', 'AU', 'IN', 'BR', 'MX') THEN 'Y' ELSE 'N' END,
       CASE WHEN cc IN ('US', 'AU', 'IN', 'BR', 'MX') THEN 'State' WHEN cc = 'CA' THEN 'Province' WHEN cc = 'DE' THEN 'Land' END,
       NULL, '@C@, @R@ @P@',
       CASE WHEN cur IS NULL THEN NULL ELSE (SELECT c_currency_id FROM c_currency WHERE iso_code = cur) END,
       'N', NULL, pg_temp.uu('ctry', o)
  FROM (SELECT v0.*, row_number() OVER () AS o FROM (VALUES ('US','United States','USD'),('CA','Canada','CAD'),('DE','Germany','EUR'),('GB','United Kingdom','GBP'),
               ('FR','France','EUR'),('IT','Italy','EUR'),('ES','Spain','EUR'),('NL','Netherlands','EUR'),('BE','Belgium','EUR'),
               ('AT','Austria','EUR'),('CH','Switzerland','CHF'),('AU','Australia','AUD'),('JP','Japan','JPY'),('MX','Mexico','MXN'),
               ('BR','Brazil','BRL'),('IN','India','INR'),('CN','China','CNY'),('KR','Korea, Republic of','KRW'),('SE','Sweden','SEK'),
               ('NO','Norway','NOK'),('DK','Denmark','DKK'),('PL','Poland','PLN'),('ZA','South Africa','ZAR'),('NZ','New Zealand','NZD'),
               ('SG','Singapore','SGD'),('HK','Hong Kong','HKD'),('IE','Ireland','EUR'),('PT','Portugal','EUR'),('FI','Finland','EUR'),
               ('GR','Greece','EUR'),('AR','Argentina',NULL),('CL','Chile',NULL),('CO','Colombia',NULL),('PE','Peru',NULL),
               ('EG','Egypt',NULL),('NG','Nigeria',NULL),('KE','Kenya',NULL),('TR','Turkey',NULL),('IL','Israel',NULL),
               ('AE','United Arab Emirates',NULL),('SA','Saudi Arabia',NULL),('TH','Thailand',NULL),('MY','Malaysia',NULL),
               ('ID','Indonesia',NULL),('PH','Philippines',NULL),('VN','Viet Nam',NULL),('RU','Russian Federation',NULL),
               ('UA','Ukraine',NULL),('CZ','Czech Republic',NULL),('HU','Hungary',NULL)) v0(cc, n, cur)) v;

CREATE TABLE c_region (c_region_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), c_country_id numeric(10) NOT NULL, isdefault char(1) NOT NULL DEFAULT 'N',
  c_region_uu varchar(36));
INSERT INTO c_region
SELECT 100 + row_number() OVER (ORDER BY c.c_country_id, s) * 2, 0, 0, 'Y', '1999-05-21', 0, '2008-03-03', 0,
       c.countrycode || '-' || s, NULL, c.c_country_id, 'N', pg_temp.uu('reg', c.c_country_id * 100 + s)
  FROM c_country c, generate_series(1, 16) s
 WHERE c.hasregion = 'Y' AND s <= CASE c.countrycode WHEN 'US' THEN 16 WHEN 'CA' THEN 10 WHEN 'DE' THEN 16 ELSE 8 END;

CREATE TABLE c_uom (c_uom_id numeric(10) NOT NULL PRIMARY KEY, :std,
  x12de355 varchar(4) NOT NULL, uomsymbol varchar(10), name varchar(60) NOT NULL, stdprecision numeric(10) NOT NULL,
  costingprecision numeric(10) NOT NULL, isdefault char(1) NOT NULL DEFAULT 'N', uomtype varchar(2), c_uom_uu varchar(36));
INSERT INTO c_uom
SELECT id, cl, 0, 'Y', '1999-05-21', pg_temp.who(cl), '2005-01-01', pg_temp.who(cl), x, x, n, p, 4, CASE WHEN id = 100 THEN 'Y' ELSE 'N' END,
       NULL, pg_temp.uu('uom', id)
  FROM (VALUES (100, 0, 'EA', 'Each', 0), (101, 0, 'HR', 'Hour', 1), (102, 0, 'DA', 'Day', 1), (103, 0, 'MJ', 'Minutes', 0),
               (109, 0, 'WK', 'Week', 1), (110, 0, 'MO', 'Month', 1), (111, 0, 'WD', 'Work Day', 1), (112, 0, 'KG', 'Kilogram', 3),
               (113, 0, 'LB', 'Pound', 2), (50000, 11, 'PK6', '6-Pack', 0), (50001, 11, 'BG', 'Bag', 0), (50002, 11, 'PL', 'Pallet', 0),
               (1000000, 1000000, 'BX', 'Box', 0), (1000001, 1000000, 'CS', 'Case of 12', 0), (1000002, 1000000, 'MTR', 'Metre', 2),
               (1000003, 1000000, 'LTR', 'Litre', 2), (1000004, 1000000, 'RL', 'Roll', 0)) v(id, cl, x, n, p);

-- ---- tenant master data ------------------------------------------------------------
CREATE TABLE c_paymentterm (c_paymentterm_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, netdays numeric(10) NOT NULL, discountdays numeric(10) NOT NULL DEFAULT 0,
  discount numeric NOT NULL DEFAULT 0, isduefixed char(1) NOT NULL DEFAULT 'N', isdefault char(1) NOT NULL DEFAULT 'N',
  paymenttermusage char(1) NOT NULL DEFAULT 'B', c_paymentterm_uu varchar(36));
INSERT INTO c_paymentterm
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2003-01-01', pg_temp.who(cl), v, n, nd, dd, d, 'N',
       CASE WHEN id IN (105, 1000001) THEN 'Y' ELSE 'N' END, 'B', pg_temp.uu('pt', id)
  FROM (VALUES (100, 11, 'Net 30', '30 Net', 30, 0, 0), (105, 11, 'Immediate', 'Immediate', 0, 0, 0),
               (106, 11, '2%10 Net 30', '2%10 Net 30', 30, 10, 2), (107, 11, 'Net 60', '60 Net', 60, 0, 0),
               (1000000, 1000000, 'IMM', 'Cash on delivery', 0, 0, 0), (1000001, 1000000, 'N30', 'Net 30 days', 30, 0, 0),
               (1000002, 1000000, 'N45', 'Net 45 days', 45, 0, 0), (1000003, 1000000, '3-14', '3% 14 days, net 60', 60, 14, 3))
       x(id, cl, v, n, nd, dd, d);

CREATE TABLE c_taxcategory (c_taxcategory_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), commoditycode varchar(20), isdefault char(1) NOT NULL DEFAULT 'N',
  c_taxcategory_uu varchar(36));
INSERT INTO c_taxcategory
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2001-09-01', pg_temp.who(cl), n, NULL, NULL,
       CASE WHEN id IN (107, 1000000) THEN 'Y' ELSE 'N' END, pg_temp.uu('tc', id)
  FROM (VALUES (107, 11, 'Standard'), (108, 11, 'Reduced'), (1000000, 1000000, 'Standard rate'),
               (1000001, 1000000, 'Food and books'), (1000002, 1000000, 'Exempt services')) x(id, cl, n);

CREATE TABLE c_tax (c_tax_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), taxindicator varchar(10), validfrom timestamp NOT NULL,
  issummary char(1) NOT NULL DEFAULT 'N', requirestaxcertificate char(1) NOT NULL DEFAULT 'N', rate numeric NOT NULL,
  parent_tax_id numeric(10), c_country_id numeric(10), c_region_id numeric(10), to_country_id numeric(10), to_region_id numeric(10),
  c_taxcategory_id numeric(10) NOT NULL, isdefault char(1) NOT NULL DEFAULT 'N', istaxexempt char(1) NOT NULL DEFAULT 'N',
  sopotype char(1) NOT NULL DEFAULT 'B', c_tax_uu varchar(36));
-- GardenWorld: a summary tax (CT) made of a state and a city part; Acme: rates per category, some by destination
INSERT INTO c_tax
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2001-09-01', pg_temp.who(cl), n, NULL, ind, '1990-01-01', s, 'N', rate,
       par, (SELECT c_country_id FROM c_country WHERE countrycode = fc), NULL,
       (SELECT c_country_id FROM c_country WHERE countrycode = tc),
       CASE WHEN treg THEN (SELECT min(c_region_id) + 2 * 4 FROM c_region r JOIN c_country c USING (c_country_id) WHERE c.countrycode = tc) END,
       cat, CASE WHEN id IN (104, 1000000) THEN 'Y' ELSE 'N' END, CASE WHEN rate = 0 THEN 'Y' ELSE 'N' END, 'B', pg_temp.uu('tax', id)
  FROM (VALUES (104, 11, 'Standard', 'S', 'N', 0, NULL::int, 'US', 'US', false, 107),
               (105, 11, 'CT Sales', 'CT', 'Y', 6, NULL, 'US', 'US', true, 107),
               (106, 11, 'CT State', 'CTS', 'N', 5, 105, 'US', 'US', true, 107),
               (107, 11, 'CT City', 'CTC', 'N', 1, 105, 'US', 'US', true, 107),
               (108, 11, 'Exempt', 'E', 'N', 0, NULL, NULL, NULL, false, 108),
               (1000000, 1000000, 'VAT 19%', 'V19', 'N', 19, NULL, 'DE', 'DE', false, 1000000),
               (1000001, 1000000, 'VAT 7%', 'V7', 'N', 7, NULL, 'DE', 'DE', false, 1000001),
               (1000002, 1000000, 'EU reverse charge', 'RC', 'N', 0, NULL, 'DE', NULL, false, 1000000),
               (1000003, 1000000, 'Export', 'EX', 'N', 0, NULL, 'DE', NULL, false, 1000000),
               (1000004, 1000000, 'Exempt services', 'ES', 'N', 0, NULL, NULL, NULL, false, 1000002),
               (1000005, 1000000, 'VAT 19% + levy', 'V19L', 'Y', 19.5, NULL, 'DE', 'DE', false, 1000000),
               (1000006, 1000000, 'Levy 0.5%', 'LVY', 'N', 0.5, 1000005, 'DE', 'DE', false, 1000000))
       x(id, cl, n, ind, s, rate, par, fc, tc, treg, cat);

CREATE TABLE c_charge (c_charge_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), chargeamt numeric NOT NULL DEFAULT 0, c_taxcategory_id numeric(10),
  issamecurrency char(1) NOT NULL DEFAULT 'N', c_charge_uu varchar(36));
INSERT INTO c_charge
SELECT id, cl, 0, 'Y', '2002-01-01', pg_temp.who(cl), '2002-01-01', pg_temp.who(cl), n, NULL, amt, cat, 'N', pg_temp.uu('chg', id)
  FROM (VALUES (100, 11, 'Freight', 0, 107), (101, 11, 'Bank charges', 0, 108), (1000000, 1000000, 'Freight', 25, 1000000),
               (1000001, 1000000, 'Packaging', 5, 1000000), (1000002, 1000000, 'Small order surcharge', 10, 1000000),
               (1000003, 1000000, 'Installation', 0, 1000002)) x(id, cl, n, amt, cat);

CREATE TABLE c_location (c_location_id numeric(10) NOT NULL PRIMARY KEY, :std,
  address1 varchar(60), address2 varchar(60), city varchar(60), postal varchar(10), postal_add varchar(10),
  c_country_id numeric(10) NOT NULL, c_region_id numeric(10), regionname varchar(40), c_location_uu varchar(36));

CREATE TABLE c_doctype (c_doctype_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, printname varchar(60) NOT NULL, description varchar(255), docbasetype char(3) NOT NULL,
  issotrx char(1) NOT NULL DEFAULT 'N', docsubtypeso varchar(2), hasproforma char(1) NOT NULL DEFAULT 'N',
  c_doctypeproforma_id numeric(10), c_doctypeshipment_id numeric(10), c_doctypeinvoice_id numeric(10),
  isdocnocontrolled char(1) NOT NULL DEFAULT 'Y', isdefault char(1) NOT NULL DEFAULT 'N', documentnote text,
  c_doctype_uu varchar(36));
INSERT INTO c_doctype
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2001-09-01', pg_temp.who(cl), n, n, NULL, dbt, so, sub, 'N', NULL,
       ship, inv, CASE WHEN id = 0 THEN 'N' ELSE 'Y' END, 'N', NULL, pg_temp.uu('dt', id)
  FROM (VALUES (0, 0, '** New **', '***', 'N', NULL, NULL::int, NULL::int),
               (116, 11, 'AR Invoice', 'ARI', 'Y', NULL, NULL, NULL), (118, 11, 'AR Credit Memo', 'ARC', 'Y', NULL, NULL, NULL),
               (120, 11, 'MM Shipment', 'MMS', 'Y', NULL, NULL, NULL), (122, 11, 'MM Receipt', 'MMR', 'N', NULL, NULL, NULL),
               (123, 11, 'AP Invoice', 'API', 'N', NULL, NULL, NULL), (126, 11, 'Purchase Order', 'POO', 'N', NULL, NULL, NULL),
               (132, 11, 'Standard Order', 'SOO', 'Y', 'SO', 120, 116), (133, 11, 'Warehouse Order', 'SOO', 'Y', 'WP', 120, 116),
               (135, 11, 'POS Order', 'SOO', 'Y', 'WR', 120, 116), (131, 11, 'Credit Order', 'SOO', 'Y', 'WI', 120, 116),
               (1000000, 1000000, 'Customer Invoice', 'ARI', 'Y', NULL, NULL, NULL),
               (1000001, 1000000, 'Customer Credit Note', 'ARC', 'Y', NULL, NULL, NULL),
               (1000002, 1000000, 'Delivery Note', 'MMS', 'Y', NULL, NULL, NULL),
               (1000003, 1000000, 'Goods Receipt', 'MMR', 'N', NULL, NULL, NULL),
               (1000004, 1000000, 'Vendor Invoice', 'API', 'N', NULL, NULL, NULL),
               (1000005, 1000000, 'Purchase Order', 'POO', 'N', NULL, NULL, NULL),
               (1000006, 1000000, 'Sales Order', 'SOO', 'Y', 'SO', 1000002, 1000000),
               (1000007, 1000000, 'Counter Sale', 'SOO', 'Y', 'WR', 1000002, 1000000),
               (1000008, 1000000, 'Prepay Order', 'SOO', 'Y', 'PR', 1000002, 1000000),
               (1000009, 1000000, 'Quotation', 'SOO', 'Y', 'OB', NULL, NULL),
               (1000010, 1000000, 'Proforma Invoice', 'ARI', 'Y', NULL, NULL, NULL))
       x(id, cl, n, dbt, so, sub, ship, inv);
UPDATE c_doctype SET hasproforma = 'Y', c_doctypeproforma_id = 1000010 WHERE c_doctype_id = 1000008;

CREATE TABLE m_product_category (m_product_category_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, description varchar(255), isdefault char(1) NOT NULL DEFAULT 'N',
  plannedmargin numeric NOT NULL DEFAULT 0, mmpolicy char(1) NOT NULL DEFAULT 'F', m_product_category_parent_id numeric(10),
  m_product_category_uu varchar(36));
INSERT INTO m_product_category
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2001-09-01', pg_temp.who(cl), v, v, NULL, 'N', 0, 'F', par, pg_temp.uu('pc', id)
  FROM (VALUES (105, 11, 'Standard', NULL::int), (106, 11, 'Patio', NULL), (107, 11, 'Bush', 108), (108, 11, 'Plants', NULL),
               (109, 11, 'Chemicals', NULL), (50000, 11, 'Assembly', NULL),
               (1000000, 1000000, 'Office supplies', NULL), (1000001, 1000000, 'Paper', 1000000), (1000002, 1000000, 'Writing', 1000000),
               (1000003, 1000000, 'Furniture', NULL), (1000004, 1000000, 'Chairs', 1000003), (1000005, 1000000, 'Desks', 1000003),
               (1000006, 1000000, 'Electronics', NULL), (1000007, 1000000, 'Printers', 1000006), (1000008, 1000000, 'Cables', 1000006),
               (1000009, 1000000, 'Consumables', 1000007), (1000010, 1000000, 'Services', NULL), (1000011, 1000000, 'Storage', 1000000))
       x(id, cl, v, par);

CREATE TABLE m_warehouse (m_warehouse_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, description varchar(255), c_location_id numeric(10) NOT NULL,
  separator char(1) NOT NULL DEFAULT '*', m_warehousesource_id numeric(10), isintransit char(1) NOT NULL DEFAULT 'N',
  isdisallownegativeinv char(1) NOT NULL DEFAULT 'N', m_warehouse_uu varchar(36));

CREATE TABLE m_locator (m_locator_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, m_warehouse_id numeric(10) NOT NULL, priorityno numeric(10) NOT NULL DEFAULT 50,
  isdefault char(1) NOT NULL DEFAULT 'N', x varchar(60), y varchar(60), z varchar(60), m_locator_uu varchar(36));

CREATE TABLE m_pricelist (m_pricelist_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), basepricelist_id numeric(10), istaxincluded char(1) NOT NULL DEFAULT 'N',
  issopricelist char(1) NOT NULL DEFAULT 'N', isdefault char(1) NOT NULL DEFAULT 'N', c_currency_id numeric(10) NOT NULL,
  enforcepricelimit char(1) NOT NULL DEFAULT 'N', priceprecision numeric NOT NULL DEFAULT 2, m_pricelist_uu varchar(36));
INSERT INTO m_pricelist
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2001-09-01', pg_temp.who(cl), n, NULL, base, 'N', so,
       CASE WHEN id IN (101, 1000000) THEN 'Y' ELSE 'N' END, cur, 'N', 2, pg_temp.uu('pl', id)
  FROM (VALUES (101, 11, 'Standard', NULL::int, 'Y', 100), (102, 11, 'Purchase', NULL, 'N', 100), (103, 11, 'Export', 101, 'Y', 102),
               (1000000, 1000000, 'Sales EUR', NULL, 'Y', 102), (1000001, 1000000, 'Wholesale EUR', 1000000, 'Y', 102),
               (1000002, 1000000, 'Purchase EUR', NULL, 'N', 102), (1000003, 1000000, 'Sales USD', 1000000, 'Y', 100),
               (1000004, 1000000, 'Sales GBP', 1000000, 'Y', 104)) x(id, cl, n, base, so, cur);

CREATE TABLE m_pricelist_version (m_pricelist_version_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), m_pricelist_id numeric(10) NOT NULL, m_discountschema_id numeric(10),
  validfrom timestamp NOT NULL, proccreate char(1), m_pricelist_version_base_id numeric(10), m_pricelist_version_uu varchar(36));
-- two or three versions a year per list, the later based on the one before
INSERT INTO m_pricelist_version
SELECT CASE WHEN pl.ad_client_id = 11 THEN 100 + row_number() OVER w ELSE 1000000 + row_number() OVER w END,
       pl.ad_client_id, 0, CASE WHEN y < 2023 THEN 'N' ELSE 'Y' END, make_date(y, 1, 1), pg_temp.who(pl.ad_client_id),
       make_date(y, 1, 2), pg_temp.who(pl.ad_client_id), pl.name || ' ' || y, NULL, pl.m_pricelist_id, NULL, make_date(y, 1, 1), 'N', NULL,
       pg_temp.uu('plv', pl.m_pricelist_id * 10000 + y)
  FROM m_pricelist pl, generate_series(2021, 2024) y
 WHERE pl.ad_client_id = 1000000 OR y >= 2023
WINDOW w AS (PARTITION BY pl.ad_client_id ORDER BY pl.m_pricelist_id, y);
UPDATE m_pricelist_version v SET m_pricelist_version_base_id = p.m_pricelist_version_id
  FROM m_pricelist_version p
 WHERE p.m_pricelist_id = v.m_pricelist_id AND p.validfrom = v.validfrom - interval '1 year' AND v.m_pricelist_version_id % 3 <> 0;

-- ---- business partners, contacts, locations -----------------------------------------
CREATE TABLE c_bp_group (c_bp_group_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, description varchar(255), isdefault char(1) NOT NULL DEFAULT 'N',
  m_pricelist_id numeric(10), po_pricelist_id numeric(10), creditwatchpercent numeric, isconfidentialinfo char(1) NOT NULL DEFAULT 'N',
  c_bp_group_uu varchar(36));
INSERT INTO c_bp_group
SELECT id, cl, 0, 'Y', '2001-09-01', pg_temp.who(cl), '2001-09-01', pg_temp.who(cl), v, v, NULL,
       CASE WHEN id IN (103, 1000000) THEN 'Y' ELSE 'N' END, pl, ppl, 90, 'N', pg_temp.uu('bpg', id)
  FROM (VALUES (103, 11, 'Standard', NULL::int, NULL::int), (104, 11, 'Vendors', NULL, 102), (105, 11, 'Staff', NULL, NULL),
               (1000000, 1000000, 'Retail', 1000000, NULL), (1000001, 1000000, 'Wholesale', 1000001, NULL),
               (1000002, 1000000, 'Export', 1000003, NULL), (1000003, 1000000, 'Suppliers', NULL, 1000002),
               (1000004, 1000000, 'Employees', NULL, NULL)) x(id, cl, v, pl, ppl);

CREATE TABLE c_bpartner (c_bpartner_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, name varchar(60) NOT NULL, name2 varchar(60), description varchar(255),
  issummary char(1) NOT NULL DEFAULT 'N', c_bp_group_id numeric(10) NOT NULL, isonetime char(1) NOT NULL DEFAULT 'N',
  isprospect char(1) NOT NULL DEFAULT 'N', isvendor char(1) NOT NULL DEFAULT 'N', iscustomer char(1) NOT NULL DEFAULT 'N',
  isemployee char(1) NOT NULL DEFAULT 'N', issalesrep char(1) NOT NULL DEFAULT 'N', referenceno varchar(40), duns varchar(11),
  taxid varchar(20), istaxexempt char(1) NOT NULL DEFAULT 'N', ad_language varchar(6), salesrep_id numeric(10),
  so_creditlimit numeric NOT NULL DEFAULT 0, so_creditused numeric NOT NULL DEFAULT 0, totalopenbalance numeric,
  c_paymentterm_id numeric(10), m_pricelist_id numeric(10), po_paymentterm_id numeric(10), po_pricelist_id numeric(10),
  bpartner_parent_id numeric(10), socreditstatus char(1) DEFAULT 'O', firstsale timestamp, c_bpartner_uu varchar(36));

CREATE TABLE ad_user (ad_user_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, description varchar(255), password varchar(1024), email varchar(60), supervisor_id numeric(10),
  c_bpartner_id numeric(10), c_bpartner_location_id numeric(10), title varchar(40), phone varchar(40), birthday timestamp,
  value varchar(40), notificationtype char(1) NOT NULL DEFAULT 'E', islocked char(1) NOT NULL DEFAULT 'N',
  isloginuser char(1) NOT NULL DEFAULT 'N', ad_user_uu varchar(36));

-- the system's and GardenWorld's users (seed ids), then Acme's staff 1000000..1000011
INSERT INTO ad_user (ad_user_id, ad_client_id, ad_org_id, created, createdby, updated, updatedby, name, email, isloginuser, value, ad_user_uu)
VALUES (0, 0, 0, '1999-05-21', 0, '1999-05-21', 0, 'System', NULL, 'Y', 'system', pg_temp.uu('u', 0)),
       (100, 0, 0, '1999-05-21', 0, '2020-01-01', 100, 'SuperUser', 'superuser@example.com', 'Y', 'superuser', pg_temp.uu('u', 100)),
       (101, 11, 0, '2001-09-01', 0, '2020-01-01', 100, 'GardenAdmin', 'admin@gardenworld.example', 'Y', 'gardenadmin', pg_temp.uu('u', 101)),
       (102, 11, 0, '2001-09-01', 0, '2020-01-01', 100, 'GardenUser', 'user@gardenworld.example', 'Y', 'gardenuser', pg_temp.uu('u', 102));
INSERT INTO ad_user (ad_user_id, ad_client_id, ad_org_id, created, createdby, updated, updatedby, name, email, isloginuser, value, title,
                     supervisor_id, ad_user_uu)
SELECT 1000000 + s - 1, 1000000, CASE WHEN s <= 4 THEN 0 ELSE (ARRAY[1000000, 1000001, 1000002])[1 + s % 3] END,
       '2019-02-04'::timestamp + s * interval '3 days', CASE WHEN s = 1 THEN 100 ELSE 1000000 END,
       '2023-01-01'::timestamp + s * interval '1 day', CASE WHEN s = 1 THEN 100 ELSE 1000000 + (s % 2) END,
       (ARRAY['Anna Becker','Tom Richter','Lena Vogel','Jonas Wolf','Mia Schulz','Paul Klein','Sara Hahn','Felix Lang',
              'Nina Brandt','Erik Roth','Julia Frank','Max Graf'])[s],
       'user' || s || '@acme.example', 'Y', 'u' || s, CASE WHEN s <= 2 THEN 'Manager' WHEN s <= 8 THEN 'Sales' ELSE 'Warehouse' END,
       CASE WHEN s = 1 THEN NULL WHEN s <= 4 THEN 1000000 WHEN s <= 8 THEN 1000001 ELSE 1000003 END, pg_temp.uu('u', 1000000 + s - 1)
  FROM generate_series(1, 12) s;
-- a tenant's sales rep: GardenWorld's two users, Acme's staff 1000001..1000007 (a few busy)
CREATE FUNCTION pg_temp.rep(client numeric) RETURNS numeric LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN client = 11 THEN (ARRAY[101, 101, 102])[pg_temp.r(3)] ELSE 1000000 + pg_temp.sk(7, 1.7) END $$;

-- partners: GardenWorld's seed partners 112..135, Acme's 1000000..1000659
INSERT INTO c_bpartner (c_bpartner_id, ad_client_id, ad_org_id, created, createdby, updated, updatedby, value, name, c_bp_group_id,
                        iscustomer, isvendor, isemployee, issalesrep, salesrep_id, so_creditlimit, c_paymentterm_id, m_pricelist_id,
                        po_paymentterm_id, po_pricelist_id, taxid, ad_language, firstsale, c_bpartner_uu, isactive)
SELECT id, cl, 0, ts, pg_temp.who(cl), ts + interval '90 days', pg_temp.who(cl),
       CASE WHEN cl = 11 THEN 'GW' || id ELSE 'C' || lpad((id - 999999)::text, 5, '0') END,
       (ARRAY['Joe Block','Tree Farm Inc.','Seed Farm Inc.','C&W Construction','Patio Fun','Garden Supply','Fertilizer Inc.',
              'Brenner GmbH','Nordwind AG','Kessler & Sohn','Lindner KG','Mayer Handel','Office World','Paperline Ltd',
              'Schreib GmbH','Bürohaus Nord','Delta Logistik','Rhein Druck','Sonnenhof','Weber Elektro'])[1 + (id * 7) % 20]
         || CASE WHEN cl = 1000000 THEN ' ' || (id - 999999) ELSE '' END,
       grp, CASE WHEN kind IN ('C', 'B') THEN 'Y' ELSE 'N' END, CASE WHEN kind IN ('V', 'B') THEN 'Y' ELSE 'N' END,
       CASE WHEN kind = 'E' THEN 'Y' ELSE 'N' END, CASE WHEN kind = 'E' AND id % 2 = 0 THEN 'Y' ELSE 'N' END,
       CASE WHEN kind IN ('C', 'B') AND random() < 0.8 THEN pg_temp.rep(cl) END,
       CASE WHEN kind IN ('C', 'B') THEN (ARRAY[0, 1000, 5000, 20000, 50000])[pg_temp.r(5)] ELSE 0 END,
       CASE WHEN kind IN ('C', 'B') AND random() < 0.85 THEN
            CASE WHEN cl = 11 THEN (ARRAY[105, 100, 106, 107])[pg_temp.sk(4, 1.5)] ELSE 1000000 + pg_temp.sk(4, 1.3) - 1 END END,
       CASE WHEN kind IN ('C', 'B') AND random() < 0.6 THEN
            CASE WHEN cl = 11 THEN (ARRAY[101, 101, 103])[pg_temp.r(3)] ELSE (ARRAY[1000000, 1000000, 1000001, 1000003, 1000004])[pg_temp.sk(5, 1.6)] END END,
       CASE WHEN kind IN ('V', 'B') THEN
            CASE WHEN cl = 11 THEN (ARRAY[100, 107])[pg_temp.r(2)] ELSE (ARRAY[1000001, 1000002, 1000003])[pg_temp.r(3)] END END,
       CASE WHEN kind IN ('V', 'B') THEN CASE WHEN cl = 11 THEN 102 ELSE 1000002 END END,
       CASE WHEN random() < 0.7 THEN 'DE' || (100000000 + (id::bigint * 7919) % 899999999) END,
       CASE WHEN random() < 0.1 THEN 'de_DE' END,
       CASE WHEN kind IN ('C', 'B') THEN ts + interval '20 days' END, pg_temp.uu('bp', id),
       CASE WHEN random() < 0.04 THEN 'N' ELSE 'Y' END
  FROM (SELECT id, cl, ts, kind,
               CASE WHEN cl = 11 THEN CASE kind WHEN 'V' THEN 104 WHEN 'E' THEN 105 ELSE 103 END
                    ELSE CASE kind WHEN 'V' THEN 1000003 WHEN 'E' THEN 1000004 ELSE (ARRAY[1000000, 1000001, 1000002])[pg_temp.sk(3, 1.6)] END END AS grp
          FROM (SELECT id, 11 AS cl, '2001-09-01'::timestamp + (id - 112) * interval '3 days' AS ts,
                       CASE WHEN id IN (112, 113, 121) THEN 'E' WHEN id IN (114, 118, 119, 130) THEN 'V' WHEN id = 120 THEN 'B' ELSE 'C' END AS kind
                  FROM generate_series(112, 135) id
                UNION ALL
                SELECT id, 1000000, '2019-02-10'::timestamp + (id - 1000000) * interval '31 hours',
                       CASE WHEN id < 1000012 THEN 'E' WHEN id % 9 = 0 THEN 'V' WHEN id % 31 = 0 THEN 'B' ELSE 'C' END
                  FROM generate_series(1000000, 1000659) id) a) b;
-- chains of stores under a head office
UPDATE c_bpartner SET bpartner_parent_id = 1000012 + (c_bpartner_id % 5) * 37
 WHERE ad_client_id = 1000000 AND iscustomer = 'Y' AND c_bpartner_id % 13 = 0 AND c_bpartner_id > 1000200;
UPDATE c_bpartner SET issummary = 'Y' WHERE c_bpartner_id IN (SELECT bpartner_parent_id FROM c_bpartner);
UPDATE c_bpartner SET totalopenbalance = round((random() * 4000)::numeric, 2) WHERE iscustomer = 'Y';

-- every partner one or two locations (a separate bill-to for every fifth); GardenWorld's locations 100.., Acme's 1000000..
CREATE TEMP TABLE bploc AS
SELECT b.c_bpartner_id, b.ad_client_id, n, row_number() OVER (PARTITION BY b.ad_client_id ORDER BY b.c_bpartner_id, n) AS k
  FROM c_bpartner b, generate_series(1, 2) n WHERE n = 1 OR b.c_bpartner_id % 5 = 0;
INSERT INTO c_location
SELECT CASE WHEN l.ad_client_id = 11 THEN 100 + k ELSE 999999 + k END, l.ad_client_id, 0, 'Y', '2019-03-01', pg_temp.who(l.ad_client_id),
       '2019-03-01', pg_temp.who(l.ad_client_id), (k * 13) % 180 + 1 || ' ' || (ARRAY['Main St','Hauptstr.','Park Ave','Bahnhofstr.','Oak Rd'])[1 + k % 5],
       CASE WHEN k % 6 = 0 THEN 'Suite ' || k % 40 END,
       (ARRAY['Berlin','Hamburg','München','Köln','Frankfurt','Stuttgart','Leipzig','Dresden','Bremen','Hannover'])[pg_temp.sk(10, 1.5)],
       lpad(((k * 7919) % 99999)::text, 5, '0'), NULL, c.c_country_id,
       CASE WHEN c.hasregion = 'Y' AND random() < 0.85 THEN (SELECT c_region_id FROM c_region r WHERE r.c_country_id = c.c_country_id
                                                              ORDER BY (r.c_region_id * 31 + k) % 17 LIMIT 1) END,
       NULL, pg_temp.uu('loc', l.ad_client_id * 10000 + k)
  FROM bploc l
  CROSS JOIN LATERAL (SELECT CASE WHEN l.ad_client_id = 11 THEN (ARRAY['US','US','US','CA','DE'])[1 + l.k % 5]
                                  ELSE (ARRAY['DE','DE','DE','DE','DE','DE','AT','CH','NL','FR','GB','US','PL','IT','DK','SE'])[pg_temp.sk(16, 2.2)] END AS cc) x
  JOIN c_country c ON c.countrycode = x.cc;

CREATE TABLE c_bpartner_location (c_bpartner_location_id numeric(10) NOT NULL PRIMARY KEY, :std,
  name varchar(60) NOT NULL, isshipto char(1) NOT NULL DEFAULT 'Y', isbillto char(1) NOT NULL DEFAULT 'Y',
  ispayfrom char(1) NOT NULL DEFAULT 'Y', isremitto char(1) NOT NULL DEFAULT 'Y', phone varchar(40), fax varchar(40),
  c_bpartner_id numeric(10) NOT NULL, c_location_id numeric(10), c_salesregion_id numeric(10), isdn varchar(40),
  c_bpartner_location_uu varchar(36));
INSERT INTO c_bpartner_location
SELECT CASE WHEN l.ad_client_id = 11 THEN 110 + k * 3 ELSE 999999 + k END, l.ad_client_id, 0, 'Y', '2019-03-01', pg_temp.who(l.ad_client_id),
       '2019-03-01', pg_temp.who(l.ad_client_id), loc.city || CASE WHEN n = 2 THEN ' (billing)' ELSE '' END,
       CASE WHEN n = 2 THEN 'N' ELSE 'Y' END, CASE WHEN n = 1 AND EXISTS (SELECT 1 FROM bploc o WHERE o.c_bpartner_id = l.c_bpartner_id AND o.n = 2)
                                                 THEN 'N' ELSE 'Y' END, 'Y', 'Y',
       CASE WHEN random() < 0.7 THEN '+49 ' || (30 + k % 60) || ' ' || (1000000 + k * 37) END, NULL,
       l.c_bpartner_id, loc.c_location_id, NULL, NULL, pg_temp.uu('bpl', l.ad_client_id * 10000 + k)
  FROM bploc l JOIN c_location loc ON loc.c_location_id = CASE WHEN l.ad_client_id = 11 THEN 100 + k ELSE 999999 + k END;

-- contacts of customers (GardenWorld 103.., Acme 1000012..), and the staff's employee partner records
INSERT INTO ad_user (ad_user_id, ad_client_id, ad_org_id, created, createdby, updated, updatedby, name, email, phone, title,
                     c_bpartner_id, c_bpartner_location_id, isloginuser, ad_user_uu, isactive)
SELECT CASE WHEN b.ad_client_id = 11 THEN 102 + row_number() OVER w ELSE 1000011 + row_number() OVER w END,
       b.ad_client_id, 0, b.created, pg_temp.who(b.ad_client_id), b.updated, pg_temp.who(b.ad_client_id),
       (ARRAY['Hans','Petra','Klaus','Monika','Uwe','Sabine','Jürgen','Claudia','Ralf','Birgit'])[1 + (b.c_bpartner_id * 3) % 10] || ' ' ||
       (ARRAY['Müller','Schmidt','Schneider','Fischer','Meyer','Wagner','Becker','Hoffmann'])[1 + (b.c_bpartner_id + n) % 8],
       CASE WHEN random() < 0.75 THEN 'contact' || b.c_bpartner_id || '.' || n || '@example.de' END,
       CASE WHEN random() < 0.5 THEN '+49 ' || b.c_bpartner_id % 997 END, CASE WHEN n = 1 THEN 'Purchasing' END,
       b.c_bpartner_id,
       CASE WHEN random() < 0.6 THEN (SELECT min(c_bpartner_location_id) FROM c_bpartner_location bl WHERE bl.c_bpartner_id = b.c_bpartner_id) END,
       'N', pg_temp.uu('u', b.c_bpartner_id * 10 + n), CASE WHEN random() < 0.05 THEN 'N' ELSE 'Y' END
  FROM c_bpartner b, generate_series(1, 2) n
 WHERE b.isemployee = 'N' AND (n = 1 AND b.c_bpartner_id % 4 <> 1 OR n = 2 AND b.c_bpartner_id % 6 = 0)
WINDOW w AS (PARTITION BY b.ad_client_id ORDER BY b.c_bpartner_id, n);
UPDATE ad_user SET c_bpartner_id = 1000000 + (ad_user_id - 1000000) WHERE ad_user_id BETWEEN 1000000 AND 1000011;
UPDATE ad_user SET c_bpartner_id = (ARRAY[112, 113, 121])[ad_user_id - 99] WHERE ad_user_id IN (100, 101, 102) AND ad_user_id > 100;

-- products: GardenWorld's seed 122..150, Acme's 1000000..1000379
CREATE TABLE m_product (m_product_id numeric(10) NOT NULL PRIMARY KEY, :std,
  value varchar(40) NOT NULL, name varchar(255) NOT NULL, description varchar(255), documentnote varchar(2000), help varchar(2000),
  upc varchar(30), sku varchar(30), c_uom_id numeric(10) NOT NULL, salesrep_id numeric(10), issummary char(1) NOT NULL DEFAULT 'N',
  isstocked char(1) NOT NULL DEFAULT 'Y', ispurchased char(1) NOT NULL DEFAULT 'Y', issold char(1) NOT NULL DEFAULT 'Y',
  isbom char(1) NOT NULL DEFAULT 'N', weight numeric, volume numeric, m_product_category_id numeric(10) NOT NULL,
  c_taxcategory_id numeric(10) NOT NULL, producttype char(1) NOT NULL DEFAULT 'I', m_locator_id numeric(10), discontinued char(1) NOT NULL DEFAULT 'N',
  m_product_uu varchar(36));

-- warehouses and their locators; a warehouse's address is a location of its own
INSERT INTO c_location
SELECT id, cl, 0, 'Y', '2019-02-04', pg_temp.who(cl), '2019-02-04', pg_temp.who(cl), 'Lagerweg ' || (id % 50), NULL, city, '1' || (id % 9999),
       NULL, (SELECT c_country_id FROM c_country WHERE countrycode = cc), NULL, NULL, pg_temp.uu('wloc', id)
  FROM (VALUES (50, 11, 'Hartford', 'US'), (51, 11, 'New Haven', 'US'), (1001000, 1000000, 'Kassel', 'DE'),
               (1001001, 1000000, 'Hamburg', 'DE'), (1001002, 1000000, 'München', 'DE'), (1001003, 1000000, 'Basel', 'CH')) x(id, cl, city, cc);
INSERT INTO m_warehouse
SELECT id, cl, org, 'Y', '2019-02-04', pg_temp.who(cl), '2019-02-04', pg_temp.who(cl), v, v, NULL, loc, '*', src, tr, 'N', pg_temp.uu('wh', id)
  FROM (VALUES (103, 11, 11, 'HQ Warehouse', 50, NULL::int, 'N'), (104, 11, 12, 'Store Warehouse', 51, 103, 'N'),
               (1000000, 1000000, 1000000, 'Central Kassel', 1001000, NULL, 'N'), (1000001, 1000000, 1000001, 'North Hamburg', 1001001, 1000000, 'N'),
               (1000002, 1000000, 1000002, 'South München', 1001002, 1000000, 'N'), (1000003, 1000000, 1000003, 'Export Basel', 1001003, NULL, 'N'),
               (1000004, 1000000, 1000000, 'In transit', 1001000, NULL, 'Y')) x(id, cl, org, v, loc, src, tr);
INSERT INTO m_locator
SELECT CASE WHEN w.ad_client_id = 11 THEN 100 + row_number() OVER p ELSE 1000000 + row_number() OVER p - 1 END,
       w.ad_client_id, w.ad_org_id, 'Y', '2019-02-05', pg_temp.who(w.ad_client_id), '2019-02-05', pg_temp.who(w.ad_client_id),
       w.value || '-' || a || '-' || b, w.m_warehouse_id, 50, CASE WHEN a = 1 AND b = 1 THEN 'Y' ELSE 'N' END, a::text, b::text, '0',
       pg_temp.uu('lctr', w.m_warehouse_id * 100 + a * 10 + b)
  FROM m_warehouse w, generate_series(1, 4) a, generate_series(1, 5) b
 WHERE (w.ad_client_id = 11 AND a <= 2 AND b <= 2) OR (w.ad_client_id = 1000000 AND w.isintransit = 'N' AND a <= 1 + w.m_warehouse_id % 4)
    OR (w.isintransit = 'Y' AND a = 1 AND b = 1)
WINDOW p AS (PARTITION BY w.ad_client_id ORDER BY w.m_warehouse_id, a, b);

INSERT INTO m_product
SELECT id, cl, 0, CASE WHEN random() < 0.05 THEN 'N' ELSE 'Y' END, ts, pg_temp.who(cl), ts + interval '60 days', pg_temp.who(cl),
       CASE WHEN cl = 11 THEN 'GW-' || id ELSE 'P' || lpad((id - 999999)::text, 6, '0') END,
       (ARRAY['Oak Tree','Azalea Bush','Patio Chair','Fertilizer #50','Hoe','Rake','Mulch 10#','Paper A4 80g','Ballpoint pen blue',
              'Office chair Ergo','Desk 160x80','Laser printer','Toner black','USB-C cable 1m','Filing box','Stapler','Notebook A5',
              'Monitor arm','HDMI cable 2m','Installation service'])[1 + (id * 11) % 20] || ' ' || id,
       NULL, NULL, NULL, CASE WHEN random() < 0.6 THEN (400000000000 + id::bigint * 7919)::text END, NULL,
       uom, CASE WHEN random() < 0.1 THEN pg_temp.rep(cl) END, 'N', CASE WHEN svc THEN 'N' ELSE 'Y' END, 'Y', 'Y', 'N',
       round((random() * 30)::numeric, 2), NULL, cat, tc, CASE WHEN svc THEN 'S' ELSE 'I' END,
       CASE WHEN NOT svc AND random() < 0.3 THEN
            CASE WHEN cl = 11 THEN 101 + pg_temp.r(4) - 1 ELSE (SELECT m_locator_id FROM m_locator WHERE ad_client_id = 1000000 ORDER BY (m_locator_id * 7 + id) % 23 LIMIT 1) END END,
       'N', pg_temp.uu('prod', id)
  FROM (SELECT id, cl, ts, svc,
               CASE WHEN cl = 11 THEN (ARRAY[100, 100, 100, 50000, 50001, 50002, 112])[pg_temp.r(7)]
                    WHEN svc THEN (ARRAY[101, 102, 1000000])[pg_temp.r(3)]
                    ELSE (ARRAY[100, 100, 100, 100, 1000000, 1000001, 1000002, 1000003, 1000004, 113, 112])[pg_temp.sk(11, 1.3)] END AS uom,
               CASE WHEN cl = 11 THEN (ARRAY[105, 106, 107, 108, 109, 50000])[pg_temp.r(6)]
                    WHEN svc THEN 1000010
                    ELSE 1000000 + pg_temp.r(12) - 1 END AS cat,
               CASE WHEN cl = 11 THEN (ARRAY[107, 107, 107, 108])[pg_temp.r(4)]
                    WHEN svc THEN 1000002 ELSE (ARRAY[1000000, 1000000, 1000000, 1000001])[pg_temp.r(4)] END AS tc
          FROM (SELECT id, 11 AS cl, '2001-09-01'::timestamp + (id - 122) * interval '2 days' AS ts, false AS svc FROM generate_series(122, 150) id
                UNION ALL
                SELECT id, 1000000, '2019-03-01'::timestamp + (id - 1000000) * interval '2 days', id % 25 = 0
                  FROM generate_series(1000000, 1000379) id) a) b;
UPDATE m_product SET m_product_category_id = 1000010 WHERE m_product_category_id = 1000010 OR producttype = 'S';

CREATE TABLE m_productprice (m_productprice_id numeric(10) NOT NULL PRIMARY KEY, :std,
  m_pricelist_version_id numeric(10) NOT NULL, m_product_id numeric(10) NOT NULL, pricelist numeric NOT NULL DEFAULT 0,
  pricestd numeric NOT NULL DEFAULT 0, pricelimit numeric NOT NULL DEFAULT 0, m_productprice_uu varchar(36),
  CONSTRAINT m_productprice_version_product UNIQUE (m_pricelist_version_id, m_product_id));
INSERT INTO m_productprice
SELECT CASE WHEN v.ad_client_id = 11 THEN 100000 ELSE 1000000 END + row_number() OVER (PARTITION BY v.ad_client_id ORDER BY v.m_pricelist_version_id, p.m_product_id),
       v.ad_client_id, 0, 'Y', v.validfrom, pg_temp.who(v.ad_client_id), v.validfrom, pg_temp.who(v.ad_client_id),
       v.m_pricelist_version_id, p.m_product_id, base * 1.2, base, base * 0.8, pg_temp.uu('pp', v.m_pricelist_version_id * 10000000 + p.m_product_id)
  FROM m_pricelist_version v JOIN m_product p ON p.ad_client_id = v.ad_client_id
  CROSS JOIN LATERAL (SELECT round((5 + (p.m_product_id * 37) % 400)::numeric * (1 + (extract(year FROM v.validfrom) - 2021) * 0.03), 2) AS base) x
 WHERE (p.m_product_id + v.m_pricelist_version_id) % 3 <> 0 OR v.m_pricelist_id IN (101, 1000000);

-- ---- documents ----------------------------------------------------------------------
CREATE TABLE c_order (c_order_id numeric(10) NOT NULL PRIMARY KEY, :std,
  issotrx char(1) NOT NULL DEFAULT 'Y', documentno varchar(30) NOT NULL, docstatus char(2) NOT NULL, docaction char(2) NOT NULL,
  processing char(1), processed char(1) NOT NULL DEFAULT 'N', c_doctype_id numeric(10) NOT NULL, c_doctypetarget_id numeric(10) NOT NULL,
  description varchar(255), isapproved char(1) NOT NULL DEFAULT 'N', isdelivered char(1) NOT NULL DEFAULT 'N',
  isinvoiced char(1) NOT NULL DEFAULT 'N', isprinted char(1) NOT NULL DEFAULT 'N', salesrep_id numeric(10),
  dateordered timestamp NOT NULL, datepromised timestamp, dateacct timestamp NOT NULL, poreference varchar(20),
  c_bpartner_id numeric(10) NOT NULL, c_bpartner_location_id numeric(10) NOT NULL, ad_user_id numeric(10),
  bill_bpartner_id numeric(10), bill_location_id numeric(10), bill_user_id numeric(10),
  dropship_bpartner_id numeric(10), dropship_location_id numeric(10), dropship_user_id numeric(10),
  m_warehouse_id numeric(10) NOT NULL, m_pricelist_id numeric(10) NOT NULL, c_currency_id numeric(10) NOT NULL,
  c_paymentterm_id numeric(10) NOT NULL, c_charge_id numeric(10), chargeamt numeric DEFAULT 0, deliveryrule char(1) NOT NULL,
  deliveryviarule char(1) NOT NULL, freightcostrule char(1) NOT NULL, invoicerule char(1) NOT NULL, paymentrule char(1) NOT NULL,
  priorityrule char(1) NOT NULL, totallines numeric NOT NULL DEFAULT 0, grandtotal numeric NOT NULL DEFAULT 0,
  ad_orgtrx_id numeric(10), ref_order_id numeric(10), istaxincluded char(1) NOT NULL DEFAULT 'N', c_order_uu varchar(36));
-- 2,400 orders: a tenth GardenWorld demo, four in five sales; drafts carry c_doctype_id 0 until completed
CREATE TEMP TABLE ord AS
SELECT o, cl, so,
       CASE WHEN cl = 11 THEN 1000 + o ELSE 1000000 + o END AS id
  FROM (SELECT o, CASE WHEN o % 10 = 3 THEN 11 ELSE 1000000 END AS cl, random() < 0.8 AS so FROM generate_series(1, 2400) o) x;
CREATE TEMP TABLE cust AS
SELECT ad_client_id, array_agg(c_bpartner_id ORDER BY (c_bpartner_id * 7919) % 1009) FILTER (WHERE iscustomer = 'Y') AS c,
       array_agg(c_bpartner_id ORDER BY (c_bpartner_id * 7919) % 1009) FILTER (WHERE isvendor = 'Y') AS v
  FROM c_bpartner WHERE isactive = 'Y' GROUP BY ad_client_id;
INSERT INTO c_order (c_order_id, ad_client_id, ad_org_id, created, createdby, updated, updatedby, issotrx, documentno, docstatus,
                     docaction, processed, c_doctype_id, c_doctypetarget_id, isapproved, salesrep_id, dateordered, datepromised, dateacct,
                     poreference, c_bpartner_id, c_bpartner_location_id, ad_user_id, bill_bpartner_id, bill_location_id, bill_user_id,
                     m_warehouse_id, m_pricelist_id, c_currency_id, c_paymentterm_id, deliveryrule, deliveryviarule, freightcostrule,
                     invoicerule, paymentrule, priorityrule, ad_orgtrx_id, c_order_uu)
SELECT d.id, d.cl, pg_temp.org(d.cl), ts, pg_temp.who(d.cl), ts + interval '2 days', pg_temp.who(d.cl),
       CASE WHEN d.so THEN 'Y' ELSE 'N' END, CASE WHEN d.so THEN '' ELSE 'PO-' END || (CASE WHEN d.cl = 11 THEN 80000 ELSE 100000 END + d.o),
       st, CASE WHEN st = 'DR' THEN 'CO' ELSE 'CL' END, CASE WHEN st = 'DR' THEN 'N' ELSE 'Y' END,
       CASE WHEN st = 'DR' THEN 0 ELSE tgt END, tgt, CASE WHEN st = 'DR' THEN 'N' ELSE 'Y' END,
       CASE WHEN d.so THEN pg_temp.rep(d.cl) ELSE CASE WHEN d.cl = 11 THEN 101 ELSE 1000000 + pg_temp.r(2) END END,
       ts, ts + interval '7 days', ts, CASE WHEN random() < 0.3 THEN 'REF' || (d.o * 31) % 100000 END,
       bp, bpl, contact, bp, bpl, contact,
       wh, pl, (SELECT c_currency_id FROM m_pricelist WHERE m_pricelist_id = pl),
       CASE WHEN d.cl = 11 THEN (ARRAY[105, 100, 106, 107])[pg_temp.sk(4, 1.5)] ELSE 1000000 + pg_temp.sk(4, 1.4) - 1 END,
       (ARRAY['A', 'A', 'O', 'F', 'L'])[pg_temp.r(5)], (ARRAY['P', 'D', 'S'])[pg_temp.sk(3, 1.5)], 'I', (ARRAY['I', 'D', 'O'])[pg_temp.sk(3, 1.5)],
       (ARRAY['P', 'B', 'S', 'T'])[pg_temp.sk(4, 1.4)], '5', CASE WHEN random() < 0.15 THEN pg_temp.org(d.cl) END, pg_temp.uu('ord', d.id)
  FROM ord d
  CROSS JOIN LATERAL (SELECT '2021-01-04'::timestamp + d.o * interval '10 hours 57 minutes' AS ts,
                             (ARRAY['CO', 'CO', 'CO', 'CO', 'CO', 'CO', 'CL', 'CL', 'DR', 'VO'])[pg_temp.r(10)] AS st,
                             CASE WHEN d.so THEN CASE WHEN d.cl = 11 THEN (ARRAY[132, 132, 135, 133, 131])[pg_temp.r(5)]
                                                      ELSE (ARRAY[1000006, 1000006, 1000006, 1000007, 1000008, 1000009])[pg_temp.sk(6, 1.3)] END
                                  ELSE CASE WHEN d.cl = 11 THEN 126 ELSE 1000005 END END AS tgt,
                             (SELECT pg_temp.pick(CASE WHEN d.so THEN c ELSE v END, 2.0) FROM cust WHERE ad_client_id = d.cl) AS bp,
                             CASE WHEN d.cl = 11 THEN (ARRAY[103, 103, 104])[pg_temp.r(3)] ELSE (ARRAY[1000000, 1000000, 1000001, 1000002, 1000003])[pg_temp.sk(5, 1.4)] END AS wh,
                             CASE WHEN d.cl = 11 THEN CASE WHEN d.so THEN (ARRAY[101, 101, 103])[pg_temp.r(3)] ELSE 102 END
                                  WHEN d.so THEN (ARRAY[1000000, 1000000, 1000001, 1000003, 1000004])[pg_temp.sk(5, 1.6)] ELSE 1000002 END AS pl) x
  CROSS JOIN LATERAL (SELECT min(c_bpartner_location_id) AS bpl FROM c_bpartner_location WHERE c_bpartner_id = x.bp AND isshipto = 'Y') y
  CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.65 THEN (SELECT min(ad_user_id) FROM ad_user WHERE c_bpartner_id = x.bp) END AS contact) z;
-- partners with a separate bill-to location are invoiced there; a chain store's orders billed to its head office
UPDATE c_order o SET bill_location_id = bl.c_bpartner_location_id
  FROM c_bpartner_location bl WHERE bl.c_bpartner_id = o.c_bpartner_id AND bl.isshipto = 'N';
UPDATE c_order o SET bill_bpartner_id = b.bpartner_parent_id,
                     bill_location_id = (SELECT min(c_bpartner_location_id) FROM c_bpartner_location WHERE c_bpartner_id = b.bpartner_parent_id),
                     bill_user_id = (SELECT min(ad_user_id) FROM ad_user WHERE c_bpartner_id = b.bpartner_parent_id)
  FROM c_bpartner b WHERE b.c_bpartner_id = o.c_bpartner_id AND b.bpartner_parent_id IS NOT NULL;
-- a few drop shipments to another customer of the same tenant
UPDATE c_order o SET dropship_bpartner_id = d.c_bpartner_id, dropship_location_id = d.c_bpartner_location_id,
                     dropship_user_id = (SELECT min(ad_user_id) FROM ad_user u WHERE u.c_bpartner_id = d.c_bpartner_id)
  FROM (SELECT c_bpartner_id, c_bpartner_location_id, ad_client_id, row_number() OVER (ORDER BY c_bpartner_location_id) AS k
          FROM c_bpartner_location bl JOIN c_bpartner b USING (c_bpartner_id, ad_client_id)
         WHERE b.iscustomer = 'Y' AND bl.isshipto = 'Y' AND b.ad_client_id = 1000000) d
 WHERE o.issotrx = 'Y' AND o.ad_client_id = 1000000 AND o.c_order_id % 41 = 0 AND d.k = 1 + (o.c_order_id * 13) % 300;
-- a reversal or re-order names the order it follows
UPDATE c_order o SET ref_order_id = (SELECT max(p.c_order_id) FROM c_order p
                                        WHERE p.c_bpartner_id = o.c_bpartner_id AND p.c_order_id < o.c_order_id)
 WHERE o.c_order_id % 53 = 0 AND o.ad_client_id = 1000000 AND o.c_order_id > 1000100;
UPDATE c_order SET c_charge_id = CASE WHEN ad_client_id = 11 THEN 100 ELSE 1000000 + pg_temp.sk(3, 1.5) - 1 END, chargeamt = 25
 WHERE random() < 0.08;

CREATE TABLE c_orderline (c_orderline_id numeric(10) NOT NULL PRIMARY KEY, :std,
  c_order_id numeric(10) NOT NULL, line numeric(10) NOT NULL, c_bpartner_id numeric(10), c_bpartner_location_id numeric(10),
  dateordered timestamp NOT NULL, datepromised timestamp, datedelivered timestamp, dateinvoiced timestamp, description varchar(255),
  m_product_id numeric(10), m_warehouse_id numeric(10) NOT NULL, c_uom_id numeric(10) NOT NULL, qtyordered numeric NOT NULL DEFAULT 0,
  qtyreserved numeric NOT NULL DEFAULT 0, qtydelivered numeric NOT NULL DEFAULT 0, qtyinvoiced numeric NOT NULL DEFAULT 0,
  qtyentered numeric NOT NULL DEFAULT 0, c_currency_id numeric(10) NOT NULL, pricelist numeric NOT NULL DEFAULT 0,
  priceactual numeric NOT NULL DEFAULT 0, pricelimit numeric NOT NULL DEFAULT 0, priceentered numeric NOT NULL DEFAULT 0,
  linenetamt numeric NOT NULL DEFAULT 0, discount numeric, c_charge_id numeric(10), c_tax_id numeric(10) NOT NULL,
  ref_orderline_id numeric(10), processed char(1) NOT NULL DEFAULT 'N', c_orderline_uu varchar(36));
CREATE TEMP TABLE prods AS
SELECT ad_client_id, array_agg(m_product_id ORDER BY (m_product_id * 7919) % 1013) AS p FROM m_product WHERE isactive = 'Y' GROUP BY 1;
INSERT INTO c_orderline
SELECT (CASE WHEN o.ad_client_id = 11 THEN 10000 ELSE 1000000 END) + row_number() OVER (PARTITION BY o.ad_client_id ORDER BY o.c_order_id, n),
       o.ad_client_id, o.ad_org_id, 'Y', o.created, o.createdby, o.updated, o.updatedby, o.c_order_id, n * 10,
       o.c_bpartner_id, o.c_bpartner_location_id, o.dateordered, o.datepromised,
       CASE WHEN o.docstatus IN ('CO', 'CL') THEN o.datepromised END, NULL, NULL,
       CASE WHEN chg IS NULL THEN prod END, o.m_warehouse_id,
       CASE WHEN chg IS NULL THEN p.c_uom_id ELSE 100 END, q, 0,
       CASE WHEN o.docstatus IN ('CO', 'CL') THEN q ELSE 0 END, 0, q, o.c_currency_id, pr * 1.1, pr, pr * 0.8, pr, q * pr,
       NULL, chg,
       CASE WHEN o.ad_client_id = 11 THEN (ARRAY[104, 104, 104, 105, 108])[pg_temp.sk(5, 1.5)]
            ELSE (ARRAY[1000000, 1000000, 1000001, 1000002, 1000003, 1000004, 1000005])[pg_temp.sk(7, 2.0)] END,
       NULL, o.processed, pg_temp.uu('ol', o.c_order_id * 100 + n)
  FROM c_order o
  CROSS JOIN LATERAL generate_series(1, 1 + (o.c_order_id * 7 % 5)) n
  CROSS JOIN LATERAL (SELECT pg_temp.pick(pp.p, 1.9) AS prod,
                             CASE WHEN random() < 0.04 THEN CASE WHEN o.ad_client_id = 11 THEN 100 ELSE 1000000 + pg_temp.r(4) - 1 END END AS chg,
                             pg_temp.sk(24, 2.5)::numeric AS q
                        FROM prods pp WHERE pp.ad_client_id = o.ad_client_id) x
  JOIN m_product p ON p.m_product_id = x.prod
  CROSS JOIN LATERAL (SELECT round((5 + (x.prod * 37) % 400)::numeric, 2) AS pr) y;
UPDATE c_orderline l SET ref_orderline_id = r.c_orderline_id
  FROM c_order o JOIN c_orderline r ON r.c_order_id = o.ref_order_id
 WHERE l.c_order_id = o.c_order_id AND r.line = l.line;
UPDATE c_order o SET totallines = s.t, grandtotal = round(s.t * 1.19, 2), isdelivered = CASE WHEN o.docstatus IN ('CO', 'CL') THEN 'Y' ELSE 'N' END
  FROM (SELECT c_order_id, sum(linenetamt) AS t FROM c_orderline GROUP BY 1) s WHERE s.c_order_id = o.c_order_id;

CREATE TABLE c_invoice (c_invoice_id numeric(10) NOT NULL PRIMARY KEY, :std,
  issotrx char(1) NOT NULL DEFAULT 'Y', documentno varchar(30) NOT NULL, docstatus char(2) NOT NULL, docaction char(2) NOT NULL,
  processed char(1) NOT NULL DEFAULT 'N', c_doctype_id numeric(10) NOT NULL, c_doctypetarget_id numeric(10) NOT NULL,
  c_order_id numeric(10), description varchar(255), salesrep_id numeric(10), dateinvoiced timestamp NOT NULL,
  dateacct timestamp NOT NULL, c_bpartner_id numeric(10) NOT NULL, c_bpartner_location_id numeric(10) NOT NULL,
  ad_user_id numeric(10), poreference varchar(20), dateordered timestamp, c_currency_id numeric(10) NOT NULL,
  paymentrule char(1) NOT NULL, c_paymentterm_id numeric(10) NOT NULL, c_charge_id numeric(10), chargeamt numeric,
  totallines numeric NOT NULL DEFAULT 0, grandtotal numeric NOT NULL DEFAULT 0, m_pricelist_id numeric(10) NOT NULL,
  ispaid char(1) NOT NULL DEFAULT 'N', ad_orgtrx_id numeric(10), ref_invoice_id numeric(10), istaxincluded char(1) NOT NULL DEFAULT 'N',
  c_invoice_uu varchar(36));
-- completed orders invoiced to their bill-to partner (most), plus credit memos that name the invoice they reverse
INSERT INTO c_invoice
SELECT o.c_order_id - CASE WHEN o.ad_client_id = 11 THEN 500 ELSE 0 END + CASE WHEN o.ad_client_id = 11 THEN 0 ELSE 3000 END,
       o.ad_client_id, o.ad_org_id, 'Y', o.created + interval '5 days', pg_temp.who(o.ad_client_id), o.updated + interval '5 days', pg_temp.who(o.ad_client_id),
       o.issotrx, CASE WHEN o.issotrx = 'Y' THEN 'INV' ELSE 'VI' END || (o.c_order_id % 1000000 + 50000),
       CASE WHEN random() < 0.95 THEN 'CO' ELSE 'DR' END, 'CL', 'Y', d.c_doctypeinvoice, d.c_doctypeinvoice, o.c_order_id,
       NULL, o.salesrep_id, o.dateordered + interval '5 days', o.dateordered + interval '5 days',
       o.bill_bpartner_id, o.bill_location_id, o.bill_user_id, o.poreference, o.dateordered, o.c_currency_id, o.paymentrule,
       o.c_paymentterm_id, o.c_charge_id, o.chargeamt, o.totallines, o.grandtotal, o.m_pricelist_id, CASE WHEN random() < 0.7 THEN 'Y' ELSE 'N' END,
       o.ad_orgtrx_id, NULL, 'N', pg_temp.uu('inv', o.c_order_id)
  FROM c_order o
  CROSS JOIN LATERAL (SELECT CASE WHEN o.issotrx = 'N' THEN CASE WHEN o.ad_client_id = 11 THEN 123 ELSE 1000004 END
                                  ELSE coalesce(t.c_doctypeinvoice_id, CASE WHEN o.ad_client_id = 11 THEN 116 ELSE 1000000 END) END AS c_doctypeinvoice
                        FROM c_doctype t WHERE t.c_doctype_id = o.c_doctypetarget_id) d
 WHERE o.docstatus IN ('CO', 'CL') AND o.c_doctypetarget_id NOT IN (1000009) AND o.c_order_id % 11 <> 0;
UPDATE c_invoice SET c_doctype_id = 0, processed = 'N', docaction = 'CO' WHERE docstatus = 'DR' AND c_invoice_id % 2 = 0;
INSERT INTO c_invoice
SELECT c_invoice_id + 500000, ad_client_id, ad_org_id, 'Y', created + interval '20 days', createdby, updated + interval '20 days', updatedby,
       issotrx, 'CN' || documentno, 'CO', 'CL', 'Y', CASE WHEN ad_client_id = 11 THEN 118 ELSE 1000001 END,
       CASE WHEN ad_client_id = 11 THEN 118 ELSE 1000001 END, NULL, 'return', salesrep_id, dateinvoiced + interval '20 days',
       dateacct + interval '20 days', c_bpartner_id, c_bpartner_location_id, ad_user_id, NULL, NULL, c_currency_id, paymentrule,
       c_paymentterm_id, NULL, NULL, round(totallines * 0.3, 2), round(grandtotal * 0.3, 2), m_pricelist_id, 'Y', NULL, c_invoice_id, 'N',
       pg_temp.uu('cn', c_invoice_id)
  FROM c_invoice WHERE issotrx = 'Y' AND docstatus = 'CO' AND c_invoice_id % 29 = 0;

CREATE TABLE m_inout (m_inout_id numeric(10) NOT NULL PRIMARY KEY, :std,
  issotrx char(1) NOT NULL DEFAULT 'Y', documentno varchar(30) NOT NULL, docaction char(2) NOT NULL, docstatus char(2) NOT NULL,
  processed char(1) NOT NULL DEFAULT 'N', c_doctype_id numeric(10) NOT NULL, description varchar(255), c_order_id numeric(10),
  dateordered timestamp, isprinted char(1) NOT NULL DEFAULT 'N', movementtype varchar(2) NOT NULL, movementdate timestamp NOT NULL,
  dateacct timestamp NOT NULL, c_bpartner_id numeric(10) NOT NULL, c_bpartner_location_id numeric(10) NOT NULL, ad_user_id numeric(10),
  m_warehouse_id numeric(10) NOT NULL, poreference varchar(20), deliveryrule char(1) NOT NULL, freightcostrule char(1) NOT NULL,
  deliveryviarule char(1) NOT NULL, priorityrule char(1) NOT NULL, salesrep_id numeric(10), c_invoice_id numeric(10),
  ad_orgtrx_id numeric(10), trackingno varchar(60), m_inout_uu varchar(36));
-- shipments and receipts of completed orders (not of quotations); their invoice named once it exists
INSERT INTO m_inout
SELECT o.c_order_id + CASE WHEN o.ad_client_id = 11 THEN 1000 ELSE 7000 END, o.ad_client_id, o.ad_org_id, 'Y', o.created + interval '3 days',
       pg_temp.who(o.ad_client_id), o.updated + interval '3 days', pg_temp.who(o.ad_client_id), o.issotrx,
       CASE WHEN o.issotrx = 'Y' THEN 'SHP' ELSE 'RCP' END || (o.c_order_id % 1000000 + 20000), 'CL', 'CO', 'Y',
       CASE WHEN o.issotrx = 'Y' THEN coalesce(t.c_doctypeshipment_id, CASE WHEN o.ad_client_id = 11 THEN 120 ELSE 1000002 END)
            ELSE CASE WHEN o.ad_client_id = 11 THEN 122 ELSE 1000003 END END,
       NULL, o.c_order_id, o.dateordered, 'Y', CASE WHEN o.issotrx = 'Y' THEN 'C-' ELSE 'V+' END, o.datepromised, o.datepromised,
       o.c_bpartner_id, o.c_bpartner_location_id, o.ad_user_id, o.m_warehouse_id, o.poreference, o.deliveryrule, o.freightcostrule,
       o.deliveryviarule, o.priorityrule, o.salesrep_id,
       (SELECT min(i.c_invoice_id) FROM c_invoice i WHERE i.c_order_id = o.c_order_id AND random() < 0.6), o.ad_orgtrx_id,
       CASE WHEN o.issotrx = 'Y' AND random() < 0.5 THEN '1Z' || upper(substr(md5('trk' || o.c_order_id), 1, 16)) END,
       pg_temp.uu('io', o.c_order_id)
  FROM c_order o JOIN c_doctype t ON t.c_doctype_id = o.c_doctypetarget_id
 WHERE o.docstatus IN ('CO', 'CL') AND o.c_doctypetarget_id <> 1000009 AND o.c_order_id % 17 <> 0;

CREATE TABLE m_inoutline (m_inoutline_id numeric(10) NOT NULL PRIMARY KEY, :std,
  line numeric(10), description varchar(255), m_inout_id numeric(10) NOT NULL, c_orderline_id numeric(10),
  m_locator_id numeric(10), m_product_id numeric(10), c_uom_id numeric(10) NOT NULL, movementqty numeric NOT NULL DEFAULT 0,
  qtyentered numeric NOT NULL DEFAULT 0, isinvoiced char(1) NOT NULL DEFAULT 'N', c_charge_id numeric(10), processed char(1) NOT NULL DEFAULT 'N',
  m_inoutline_uu varchar(36));
CREATE TEMP TABLE whloc AS SELECT m_warehouse_id, array_agg(m_locator_id ORDER BY isdefault DESC, m_locator_id) AS l FROM m_locator GROUP BY 1;
INSERT INTO m_inoutline
SELECT (CASE WHEN io.ad_client_id = 11 THEN 20000 ELSE 1000000 END) + row_number() OVER (PARTITION BY io.ad_client_id ORDER BY io.m_inout_id, ol.line),
       io.ad_client_id, io.ad_org_id, 'Y', io.created, io.createdby, io.updated, io.updatedby, ol.line, NULL, io.m_inout_id, ol.c_orderline_id,
       CASE WHEN ol.m_product_id IS NOT NULL THEN pg_temp.pick(w.l, 2.5) END, ol.m_product_id, ol.c_uom_id, ol.qtydelivered, ol.qtydelivered,
       CASE WHEN io.c_invoice_id IS NOT NULL THEN 'Y' ELSE 'N' END, ol.c_charge_id, 'Y', pg_temp.uu('iol', ol.c_orderline_id)
  FROM m_inout io JOIN c_orderline ol ON ol.c_order_id = io.c_order_id JOIN whloc w ON w.m_warehouse_id = io.m_warehouse_id;

CREATE TABLE c_invoiceline (c_invoiceline_id numeric(10) NOT NULL PRIMARY KEY, :std,
  c_invoice_id numeric(10) NOT NULL, c_orderline_id numeric(10), m_inoutline_id numeric(10), line numeric(10) NOT NULL,
  description varchar(255), m_product_id numeric(10), qtyinvoiced numeric NOT NULL DEFAULT 0, pricelist numeric NOT NULL DEFAULT 0,
  priceactual numeric NOT NULL DEFAULT 0, pricelimit numeric NOT NULL DEFAULT 0, linenetamt numeric NOT NULL DEFAULT 0,
  c_charge_id numeric(10), c_uom_id numeric(10), c_tax_id numeric(10) NOT NULL, taxamt numeric, linetotalamt numeric,
  priceentered numeric NOT NULL DEFAULT 0, qtyentered numeric NOT NULL DEFAULT 0, processed char(1) NOT NULL DEFAULT 'N',
  ref_invoiceline_id numeric(10), c_invoiceline_uu varchar(36));
INSERT INTO c_invoiceline
SELECT (CASE WHEN i.ad_client_id = 11 THEN 30000 ELSE 1000000 END) + row_number() OVER (PARTITION BY i.ad_client_id ORDER BY i.c_invoice_id, ol.line),
       i.ad_client_id, i.ad_org_id, 'Y', i.created, i.createdby, i.updated, i.updatedby, i.c_invoice_id, ol.c_orderline_id,
       (SELECT min(iol.m_inoutline_id) FROM m_inoutline iol WHERE iol.c_orderline_id = ol.c_orderline_id), ol.line, NULL, ol.m_product_id,
       ol.qtyordered, ol.pricelist, ol.priceactual, ol.pricelimit, ol.linenetamt, ol.c_charge_id, ol.c_uom_id, ol.c_tax_id,
       round(ol.linenetamt * 0.19, 2), round(ol.linenetamt * 1.19, 2), ol.priceentered, ol.qtyentered, i.processed, NULL,
       pg_temp.uu('il', ol.c_orderline_id)
  FROM c_invoice i JOIN c_orderline ol ON ol.c_order_id = i.c_order_id;
-- credit memo lines: the first line of the reversed invoice, no order line
INSERT INTO c_invoiceline
SELECT (CASE WHEN i.ad_client_id = 11 THEN 30000 ELSE 1000000 END) + 500000 + row_number() OVER (PARTITION BY i.ad_client_id ORDER BY i.c_invoice_id),
       i.ad_client_id, i.ad_org_id, 'Y', i.created, i.createdby, i.updated, i.updatedby, i.c_invoice_id, NULL, NULL, 10, 'return',
       l.m_product_id, 1, l.pricelist, l.priceactual, l.pricelimit, l.priceactual, l.c_charge_id, l.c_uom_id, l.c_tax_id, NULL, NULL,
       l.priceentered, 1, 'Y', l.c_invoiceline_id, pg_temp.uu('cnl', i.c_invoice_id)
  FROM c_invoice i JOIN c_invoiceline l ON l.c_invoice_id = i.ref_invoice_id AND l.line = 10;
UPDATE c_orderline ol SET qtyinvoiced = ol.qtyordered, dateinvoiced = i.dateinvoiced
  FROM c_invoiceline il JOIN c_invoice i USING (c_invoice_id) WHERE il.c_orderline_id = ol.c_orderline_id;

-- the unique index every table has on its uuid column (plain indexes, no constraints)
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relpersistence = 'p' ORDER BY 1 LOOP
    EXECUTE format('CREATE UNIQUE INDEX %I ON public.%I (%I)', t || '_uu_idx', t, t || '_uu');
  END LOOP;
END $$;

-- declared foreign keys (deferrable, as iDempiere declares them): the tenant and organization on every table,
-- then each table's own references
DO $$
DECLARE t text; r record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relpersistence = 'p' ORDER BY 1 LOOP
    IF t <> 'ad_client' THEN
      EXECUTE format('ALTER TABLE public.%I ADD CONSTRAINT %I FOREIGN KEY (ad_client_id) REFERENCES public.ad_client DEFERRABLE INITIALLY DEFERRED',
                     t, 'adclient_' || replace(t, '_', ''));
    END IF;
    IF t NOT IN ('ad_client', 'ad_org') THEN
      EXECUTE format('ALTER TABLE public.%I ADD CONSTRAINT %I FOREIGN KEY (ad_org_id) REFERENCES public.ad_org DEFERRABLE INITIALLY DEFERRED',
                     t, 'adorg_' || replace(t, '_', ''));
    END IF;
  END LOOP;
  FOR r IN SELECT * FROM (VALUES
      ('ad_user', 'supervisor_id', 'ad_user'), ('ad_user', 'c_bpartner_id', 'c_bpartner'),
      ('ad_user', 'c_bpartner_location_id', 'c_bpartner_location'),
      ('c_country', 'c_currency_id', 'c_currency'), ('c_region', 'c_country_id', 'c_country'),
      ('c_location', 'c_country_id', 'c_country'), ('c_location', 'c_region_id', 'c_region'),
      ('c_tax', 'parent_tax_id', 'c_tax'), ('c_tax', 'c_country_id', 'c_country'), ('c_tax', 'c_region_id', 'c_region'),
      ('c_tax', 'to_country_id', 'c_country'), ('c_tax', 'to_region_id', 'c_region'), ('c_tax', 'c_taxcategory_id', 'c_taxcategory'),
      ('c_charge', 'c_taxcategory_id', 'c_taxcategory'),
      ('c_doctype', 'c_doctypeproforma_id', 'c_doctype'), ('c_doctype', 'c_doctypeshipment_id', 'c_doctype'),
      ('c_doctype', 'c_doctypeinvoice_id', 'c_doctype'),
      ('m_warehouse', 'c_location_id', 'c_location'), ('m_warehouse', 'm_warehousesource_id', 'm_warehouse'),
      ('m_locator', 'm_warehouse_id', 'm_warehouse'),
      ('m_pricelist', 'basepricelist_id', 'm_pricelist'), ('m_pricelist', 'c_currency_id', 'c_currency'),
      ('m_pricelist_version', 'm_pricelist_id', 'm_pricelist'), ('m_pricelist_version', 'm_pricelist_version_base_id', 'm_pricelist_version'),
      ('c_bp_group', 'm_pricelist_id', 'm_pricelist'), ('c_bp_group', 'po_pricelist_id', 'm_pricelist'),
      ('c_bpartner', 'c_bp_group_id', 'c_bp_group'), ('c_bpartner', 'salesrep_id', 'ad_user'),
      ('c_bpartner', 'c_paymentterm_id', 'c_paymentterm'), ('c_bpartner', 'm_pricelist_id', 'm_pricelist'),
      ('c_bpartner', 'po_paymentterm_id', 'c_paymentterm'), ('c_bpartner', 'po_pricelist_id', 'm_pricelist'),
      ('c_bpartner_location', 'c_bpartner_id', 'c_bpartner'), ('c_bpartner_location', 'c_location_id', 'c_location'),
      ('m_product', 'c_uom_id', 'c_uom'), ('m_product', 'salesrep_id', 'ad_user'),
      ('m_product', 'm_product_category_id', 'm_product_category'), ('m_product', 'c_taxcategory_id', 'c_taxcategory'),
      ('m_product', 'm_locator_id', 'm_locator'),
      ('m_productprice', 'm_pricelist_version_id', 'm_pricelist_version'), ('m_productprice', 'm_product_id', 'm_product'),
      ('c_order', 'c_doctype_id', 'c_doctype'), ('c_order', 'c_doctypetarget_id', 'c_doctype'), ('c_order', 'salesrep_id', 'ad_user'),
      ('c_order', 'c_bpartner_id', 'c_bpartner'), ('c_order', 'c_bpartner_location_id', 'c_bpartner_location'),
      ('c_order', 'ad_user_id', 'ad_user'), ('c_order', 'bill_bpartner_id', 'c_bpartner'),
      ('c_order', 'bill_location_id', 'c_bpartner_location'), ('c_order', 'bill_user_id', 'ad_user'),
      ('c_order', 'dropship_bpartner_id', 'c_bpartner'), ('c_order', 'dropship_location_id', 'c_bpartner_location'),
      ('c_order', 'dropship_user_id', 'ad_user'), ('c_order', 'm_warehouse_id', 'm_warehouse'),
      ('c_order', 'm_pricelist_id', 'm_pricelist'), ('c_order', 'c_currency_id', 'c_currency'),
      ('c_order', 'c_paymentterm_id', 'c_paymentterm'), ('c_order', 'c_charge_id', 'c_charge'), ('c_order', 'ad_orgtrx_id', 'ad_org'),
      ('c_orderline', 'c_order_id', 'c_order'), ('c_orderline', 'c_bpartner_id', 'c_bpartner'),
      ('c_orderline', 'c_bpartner_location_id', 'c_bpartner_location'), ('c_orderline', 'm_product_id', 'm_product'),
      ('c_orderline', 'm_warehouse_id', 'm_warehouse'), ('c_orderline', 'c_uom_id', 'c_uom'),
      ('c_orderline', 'c_currency_id', 'c_currency'), ('c_orderline', 'c_charge_id', 'c_charge'), ('c_orderline', 'c_tax_id', 'c_tax'),
      ('c_invoice', 'c_doctype_id', 'c_doctype'), ('c_invoice', 'c_doctypetarget_id', 'c_doctype'), ('c_invoice', 'c_order_id', 'c_order'),
      ('c_invoice', 'salesrep_id', 'ad_user'), ('c_invoice', 'c_bpartner_id', 'c_bpartner'),
      ('c_invoice', 'c_bpartner_location_id', 'c_bpartner_location'), ('c_invoice', 'ad_user_id', 'ad_user'),
      ('c_invoice', 'c_currency_id', 'c_currency'), ('c_invoice', 'c_paymentterm_id', 'c_paymentterm'),
      ('c_invoice', 'c_charge_id', 'c_charge'), ('c_invoice', 'm_pricelist_id', 'm_pricelist'), ('c_invoice', 'ad_orgtrx_id', 'ad_org'),
      ('c_invoiceline', 'c_invoice_id', 'c_invoice'), ('c_invoiceline', 'c_orderline_id', 'c_orderline'),
      ('c_invoiceline', 'm_inoutline_id', 'm_inoutline'), ('c_invoiceline', 'm_product_id', 'm_product'),
      ('c_invoiceline', 'c_charge_id', 'c_charge'), ('c_invoiceline', 'c_uom_id', 'c_uom'), ('c_invoiceline', 'c_tax_id', 'c_tax'),
      ('m_inout', 'c_doctype_id', 'c_doctype'), ('m_inout', 'c_order_id', 'c_order'), ('m_inout', 'c_bpartner_id', 'c_bpartner'),
      ('m_inout', 'c_bpartner_location_id', 'c_bpartner_location'), ('m_inout', 'ad_user_id', 'ad_user'),
      ('m_inout', 'm_warehouse_id', 'm_warehouse'), ('m_inout', 'salesrep_id', 'ad_user'), ('m_inout', 'c_invoice_id', 'c_invoice'),
      ('m_inout', 'ad_orgtrx_id', 'ad_org'),
      ('m_inoutline', 'm_inout_id', 'm_inout'), ('m_inoutline', 'c_orderline_id', 'c_orderline'),
      ('m_inoutline', 'm_locator_id', 'm_locator'), ('m_inoutline', 'm_product_id', 'm_product'), ('m_inoutline', 'c_uom_id', 'c_uom'),
      ('m_inoutline', 'c_charge_id', 'c_charge')) v(src, col, tgt) LOOP
    EXECUTE format('ALTER TABLE public.%I ADD CONSTRAINT %I FOREIGN KEY (%I) REFERENCES public.%I DEFERRABLE INITIALLY DEFERRED',
                   r.src, left(replace(r.col, '_id', '') || '_' || replace(r.src, '_', ''), 63), r.col, r.tgt);
  END LOOP;
END $$;
ANALYZE;
