-- test/accuracy/wwi.sql: Microsoft's WideWorldImporters OLTP sample as ported to PostgreSQL, written for
-- issue 16 as a held-out check (fifth round): committed with its truth (wwi_truth.csv) BEFORE discovery
-- was ever run on it.
--
-- Its conventions: schemas application, purchasing, sales and warehouse; the SQL Server PascalCase
-- names folded to lower case with no separator (stockitemid, billtocustomerid, lasteditedby); every
-- table has lasteditedby -> application.people(personid), people included (a self reference), and
-- in the small lookup tables nearly every row was last edited by person 1 ("Data Conversion Only");
-- people are referenced under roles that end with person + id (primarycontactpersonid,
-- salespersonpersonid, pickedbypersonid, packedbypersonid, accountspersonid) or with no person at all
-- (contactpersonid, lasteditedby); cities by deliverycityid / postalcityid; packagetypes by roles
-- that do not end with the target's key name (unitpackageid, outerpackageid, next to packagetypeid
-- in the order, invoice and purchase order lines); customers bill to a head office (billtocustomerid:
-- 1 for the Tailspin Toys branches, 401 for Wingtip Toys', themselves for the others), customer ids
-- sparse (1..101, 401..501, 801..1000); orders name the back order that follows them
-- (backorderorderid, nullable self reference); stockitemholdings is a 1:1 satellite of stockitems;
-- temporal history copies (*_archive) of people, customers and stockitems have the same columns,
-- repeated ids and no keys (their references hold on every row: undeclared truths). Lookups edited
-- only by person 1, all of application.stateprovinces in one country, the one row of
-- systemparameters and the never set columns of specialdeals are undiscoverable.
-- Deterministic: setseed, no parallel plans.
-- The copied names (order, invoice and purchase order lines' description = the stock item's name, a
-- purchase order's supplierreference = its supplier's, the archives' customername / stockitemname)
-- hold on every row and mean the item, supplier or customer: listed as undeclared truths (corrected
-- after the first measurement, as magento's sku copies were).
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.516);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- skewed 1..n: small numbers more often
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(power(random(), 1.8) * n)::int $$;
-- the k-th of the 402 customers: Tailspin Toys 1..101, Wingtip Toys 401..501, the others 801..1000
CREATE FUNCTION pg_temp.cust(k int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN k <= 101 THEN k WHEN k <= 202 THEN 299 + k ELSE 598 + k END $$;
-- an employee who edits rows: people 2..20, a few of them busy
CREATE FUNCTION pg_temp.editor() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + pg_temp.sk(19) $$;
CREATE FUNCTION pg_temp.salesperson() RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY[2, 3, 6, 7, 8, 13, 14, 15, 16, 20])[pg_temp.r(10)] $$;

CREATE SCHEMA application;
CREATE SCHEMA purchasing;
CREATE SCHEMA sales;
CREATE SCHEMA warehouse;

-- ---- application ---------------------------------------------------------
CREATE TABLE application.people (
  personid integer PRIMARY KEY, fullname varchar(50) NOT NULL, preferredname varchar(50) NOT NULL,
  searchname varchar(101) NOT NULL, ispermittedtologon boolean NOT NULL, logonname varchar(50),
  isexternallogonprovider boolean NOT NULL, hashedpassword bytea, issystemuser boolean NOT NULL,
  isemployee boolean NOT NULL, issalesperson boolean NOT NULL, userpreferences text, phonenumber varchar(20),
  faxnumber varchar(20), emailaddress varchar(256), photo bytea, customfields text, otherlanguages text,
  lasteditedby integer NOT NULL REFERENCES application.people,
  validfrom timestamp NOT NULL, validto timestamp NOT NULL);
-- 1: data conversion; 2..20 employees; 21..46 supplier contacts; 1001..1604 customer contacts
INSERT INTO application.people
SELECT p, n, split_part(n, ' ', 1), split_part(n, ' ', 1) || ' ' || n, p BETWEEN 2 AND 20,
       CASE WHEN p BETWEEN 2 AND 20 THEN lower(replace(n, ' ', '')) || '@wideworldimporters.com' ELSE 'NO LOGON' END,
       false, CASE WHEN p BETWEEN 2 AND 20 THEN decode(md5(n), 'hex') END, p = 1, p BETWEEN 2 AND 20,
       p IN (2, 3, 6, 7, 8, 13, 14, 15, 16, 20), CASE WHEN p BETWEEN 2 AND 20 THEN '{"theme":"ui-darkness"}' END,
       '(415) 555-' || lpad((p % 10000)::text, 4, '0'), '(415) 555-' || lpad((p % 10000 + 1)::text, 4, '0'),
       lower(replace(n, ' ', '.')) || '@example.com', NULL,
       CASE WHEN p BETWEEN 2 AND 20 THEN '{"HireDate":"2008-04-19","Title":"Team Member"}' END, NULL,
       CASE WHEN p <= 20 OR random() < 0.8 THEN 1 ELSE pg_temp.editor() END,
       '2013-01-01'::timestamp + (p % 97) * interval '1 day', '9999-12-31 23:59:59'::timestamp
  FROM (SELECT p, (ARRAY['Kayla','Hudson','Isabella','Sophia','Amy','Anthony','Alica','Stella','Ethan','Henry',
                         'Jack','Lily','Taj','Archer','Piper','Katie','Jai','Emma','Hubert','Kerstin'])[1 + p % 20]
                  || ' ' || (ARRAY['Woodcock','Ramos','Lima','Nagy','Trefl','Grigsby','Fatima','Ross','Shah','Kumar',
                                   'Bugbee','Cohen','Sierra','Fonseca','Blomqvist','Kassab','Moeller','Holm'])[1 + (p * 7) % 18]
                  || CASE WHEN p > 1 THEN ' ' || p ELSE '' END AS n
          FROM (SELECT generate_series(1, 46) UNION ALL SELECT generate_series(1001, 1604)) s(p)) x
 ORDER BY p;
UPDATE application.people SET fullname = 'Data Conversion Only', preferredname = 'Data Conversion Only' WHERE personid = 1;

CREATE TABLE application.countries (
  countryid integer PRIMARY KEY, countryname varchar(60) NOT NULL UNIQUE, formalname varchar(60) NOT NULL,
  isoalpha3code varchar(3), isonumericcode integer, countrytype varchar(20), latestrecordedpopulation bigint,
  continent varchar(30) NOT NULL, region varchar(30) NOT NULL, subregion varchar(30) NOT NULL, border text,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO application.countries
SELECT c, 'Country ' || c, 'The Republic of Country ' || c, upper(substr(md5('c' || c), 1, 3)), 4 + c * 4,
       CASE WHEN c % 9 = 0 THEN 'Dependency' ELSE 'UN Member State' END, 20000 + floor(random() * 80000000)::bigint,
       (ARRAY['Africa','Asia','Europe','North America','Oceania','South America'])[1 + c % 6], 'Region ' || c % 11,
       'Subregion ' || c % 23, NULL, CASE WHEN c % 37 = 0 THEN 2 ELSE 1 END,
       '2013-01-01'::timestamp, '9999-12-31 23:59:59'::timestamp
  FROM generate_series(1, 240) c WHERE c % 5 <> 2;
UPDATE application.countries SET countryname = 'United States', formalname = 'United States of America',
       isoalpha3code = 'USA', isonumericcode = 840, continent = 'North America' WHERE countryid = 230;

CREATE TABLE application.stateprovinces (
  stateprovinceid integer PRIMARY KEY, stateprovincecode varchar(5) NOT NULL, stateprovincename varchar(50) NOT NULL UNIQUE,
  countryid integer NOT NULL REFERENCES application.countries, salesterritory varchar(50) NOT NULL, border text,
  latestrecordedpopulation bigint, lasteditedby integer NOT NULL REFERENCES application.people,
  validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO application.stateprovinces
SELECT s, chr(65 + s % 26) || chr(65 + (s * 7) % 26), 'State ' || s, 230,
       (ARRAY['Southeast','Great Lakes','Mideast','Far West','Plains','Rocky Mountain','Southwest','New England','External'])[1 + s % 9],
       NULL, 500000 + floor(random() * 30000000)::bigint, CASE WHEN s IN (9, 44) THEN 2 ELSE 1 END,
       '2013-01-01'::timestamp, '9999-12-31 23:59:59'::timestamp
  FROM generate_series(1, 53) s;

CREATE TABLE application.cities (
  cityid integer PRIMARY KEY, cityname varchar(50) NOT NULL, stateprovinceid integer NOT NULL REFERENCES application.stateprovinces,
  latitude numeric(9,6), longitude numeric(9,6), latestrecordedpopulation bigint,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO application.cities
SELECT c, 'City ' || c, pg_temp.sk(53), round((25 + random() * 23)::numeric, 6), round((-124 + random() * 57)::numeric, 6),
       CASE WHEN random() < 0.3 THEN NULL ELSE floor(random() * 200000)::bigint END,
       CASE WHEN random() < 0.97 THEN 1 ELSE pg_temp.editor() END, '2013-01-01'::timestamp, '9999-12-31 23:59:59'::timestamp
  FROM generate_series(1, 6000) c;

CREATE TABLE application.deliverymethods (
  deliverymethodid integer PRIMARY KEY, deliverymethodname varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO application.deliverymethods
SELECT d, n, 1, '2013-01-01', '9999-12-31 23:59:59'
  FROM unnest(ARRAY['Post','Courier','Delivery Van','Customer Collect','Chilled Van','Customer Courier to Collect',
                    'Road Freight','Air Freight','Refrigerated Road Freight','Refrigerated Air Freight']) WITH ORDINALITY t(n, d);
CREATE TABLE application.paymentmethods (
  paymentmethodid integer PRIMARY KEY, paymentmethodname varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO application.paymentmethods
SELECT d, n, 1, '2013-01-01', '9999-12-31 23:59:59' FROM unnest(ARRAY['Cash','Check','Credit-Card','EFT']) WITH ORDINALITY t(n, d);
CREATE TABLE application.transactiontypes (
  transactiontypeid integer PRIMARY KEY, transactiontypename varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO application.transactiontypes
SELECT d, n, 1, '2013-01-01', '9999-12-31 23:59:59'
  FROM unnest(ARRAY['Supplier Invoice','Customer Invoice','Supplier Payment Issued','Customer Payment Received',
                    'Supplier Credit Note','Customer Credit Note','Supplier Debit Note','Customer Debit Note',
                    'Stock Transfer','Stock Issue','Stock Receipt','Stock Adjustment at Stocktake','Customer Contra'])
       WITH ORDINALITY t(n, d);

CREATE TABLE application.systemparameters (
  systemparameterid integer PRIMARY KEY, deliveryaddressline1 varchar(60) NOT NULL, deliveryaddressline2 varchar(60),
  deliverycityid integer NOT NULL REFERENCES application.cities, deliverypostalcode varchar(10) NOT NULL,
  postaladdressline1 varchar(60) NOT NULL, postaladdressline2 varchar(60),
  postalcityid integer NOT NULL REFERENCES application.cities, postalpostalcode varchar(10) NOT NULL,
  applicationsettings text NOT NULL, lasteditedby integer NOT NULL REFERENCES application.people,
  lasteditedwhen timestamp NOT NULL);
INSERT INTO application.systemparameters VALUES (1, 'Suite 14', '1968 Martin Luther King Junior Boulevard', 4170, '94129',
  'PO Box 201158', 'Golden Valley', 4170, '94129', '{"Site":{"Company":"WideWorldImporters"}}', 1, '2013-01-01');

-- ---- warehouse lookups ------------------------------------------------------
CREATE TABLE warehouse.colors (
  colorid integer PRIMARY KEY, colorname varchar(20) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO warehouse.colors
SELECT c, (ARRAY['Azure','Beige','Black','Blue','Charcoal','Chartreuse','Cyan','Dark Brown','Dark Green','Fuchsia','Gold',
                 'Steel Gray','Hot Pink','Indigo','Ivory','Khaki','Lavender','Light Brown','Light Green','Maroon','Mauve',
                 'Navy Blue','Olive','Orange','Plum','Puce','Purple','Red','Royal Blue','Salmon','Silver','Tan','Teal',
                 'Wheat','White','Yellow'])[c], 1, '2013-01-01', '9999-12-31 23:59:59'
  FROM generate_series(1, 36) c;
CREATE TABLE warehouse.packagetypes (
  packagetypeid integer PRIMARY KEY, packagetypename varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO warehouse.packagetypes
SELECT d, n, CASE WHEN d IN (6, 9) THEN 3 ELSE 1 END, '2013-01-01', '9999-12-31 23:59:59'
  FROM unnest(ARRAY['Bag','Block','Bottle','Box','Can','Carton','Each','Kit','Packet','Pair','Pallet','Tray','Tub','Tube'])
       WITH ORDINALITY t(n, d);
CREATE TABLE warehouse.stockgroups (
  stockgroupid integer PRIMARY KEY, stockgroupname varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO warehouse.stockgroups
SELECT d, n, CASE WHEN d = 4 THEN 2 WHEN d = 7 THEN 14 ELSE 1 END, '2013-01-01', '9999-12-31 23:59:59'
  FROM unnest(ARRAY['Novelty Items','Clothing','Mugs','T-Shirts','Airline Novelties','Computing Novelties','USB Novelties',
                    'Furry Footwear','Toys','Packaging Materials']) WITH ORDINALITY t(n, d);

-- ---- purchasing suppliers -------------------------------------------------
CREATE TABLE purchasing.suppliercategories (
  suppliercategoryid integer PRIMARY KEY, suppliercategoryname varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO purchasing.suppliercategories
SELECT d, n, CASE WHEN d = 2 THEN 5 ELSE 1 END, '2013-01-01', '9999-12-31 23:59:59'
  FROM unnest(ARRAY['Other Wholesaler','Novelty Goods Supplier','Toy Supplier','Clothing Supplier','Packaging Supplier',
                    'Courier Services Supplier','Financial Services Supplier','Marketing Services Supplier',
                    'Insurance Services Supplier']) WITH ORDINALITY t(n, d);
CREATE TABLE purchasing.suppliers (
  supplierid integer PRIMARY KEY, suppliername varchar(100) NOT NULL UNIQUE,
  suppliercategoryid integer NOT NULL REFERENCES purchasing.suppliercategories,
  primarycontactpersonid integer NOT NULL REFERENCES application.people,
  alternatecontactpersonid integer NOT NULL REFERENCES application.people,
  deliverymethodid integer REFERENCES application.deliverymethods,
  deliverycityid integer NOT NULL REFERENCES application.cities, postalcityid integer NOT NULL REFERENCES application.cities,
  supplierreference varchar(20), bankaccountname varchar(50), bankaccountbranch varchar(50), bankaccountcode varchar(20),
  bankaccountnumber varchar(20), bankinternationalcode varchar(20), paymentdays integer NOT NULL, internalcomments text,
  phonenumber varchar(20) NOT NULL, faxnumber varchar(20) NOT NULL, websiteurl varchar(256) NOT NULL,
  deliveryaddressline1 varchar(60) NOT NULL, deliveryaddressline2 varchar(60), deliverypostalcode varchar(10) NOT NULL,
  postaladdressline1 varchar(60) NOT NULL, postaladdressline2 varchar(60), postalpostalcode varchar(10) NOT NULL,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO purchasing.suppliers
SELECT s, 'Supplier ' || s || ', Inc.', (ARRAY[2, 2, 4, 2, 6, 2, 4, 9, 8, 2, 7, 2, 4])[s], 19 + 2 * s, 20 + 2 * s,
       CASE WHEN s IN (1, 5, 8, 9, 11) THEN NULL ELSE (ARRAY[7, 8, 9, 10])[1 + s % 4] END,
       c, c, 'AA' || (20000 + s * 137), 'Supplier ' || s, 'Woodgrove Bank', lpad((s * 3253)::text, 6, '0'),
       lpad((s * 7773211)::text, 10, '0'), lpad((s * 2113)::text, 5, '0'), (ARRAY[7, 14, 30])[1 + s % 3], NULL,
       '(847) 555-0' || lpad(s::text, 3, '0'), '(847) 555-1' || lpad(s::text, 3, '0'), 'http://www.supplier' || s || '.com',
       'Level ' || s, s || ' Industrial Way', lpad((10000 + s * 311)::text, 5, '0'), 'PO Box ' || (1000 + s), NULL,
       lpad((10000 + s * 311)::text, 5, '0'), CASE WHEN s % 4 = 0 THEN pg_temp.editor() ELSE 1 END,
       '2013-01-01', '9999-12-31 23:59:59'
  FROM generate_series(1, 13) s, LATERAL (SELECT pg_temp.r(6000) + 0 * s AS c) x;

-- ---- warehouse stock items ----------------------------------------------
CREATE TABLE warehouse.stockitems (
  stockitemid integer PRIMARY KEY, stockitemname varchar(100) NOT NULL UNIQUE,
  supplierid integer NOT NULL REFERENCES purchasing.suppliers, colorid integer REFERENCES warehouse.colors,
  unitpackageid integer NOT NULL REFERENCES warehouse.packagetypes,
  outerpackageid integer NOT NULL REFERENCES warehouse.packagetypes,
  brand varchar(50), size varchar(20), leadtimedays integer NOT NULL, quantityperouter integer NOT NULL,
  ischillerstock boolean NOT NULL, barcode varchar(50), taxrate numeric(18,3) NOT NULL, unitprice numeric(18,2) NOT NULL,
  recommendedretailprice numeric(18,2), typicalweightperunit numeric(18,3) NOT NULL, marketingcomments text,
  internalcomments text, photo bytea, customfields text, tags text, searchdetails text NOT NULL,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO warehouse.stockitems
SELECT i, 'Stock item ' || i || ' ' || (ARRAY['mug','t-shirt','USB drive','slippers','toy','box','tape','hoodie'])[1 + i % 8],
       sup, CASE WHEN random() < 0.55 THEN NULL ELSE (ARRAY[3, 4, 12, 18, 35, 35, 3, 4, 29, 1])[pg_temp.r(10)] END,
       up, CASE WHEN up = 7 THEN (ARRAY[6, 7, 6, 11])[pg_temp.r(4)] ELSE up END,
       CASE WHEN i % 11 = 0 THEN 'Northwind' END, (ARRAY[NULL, 'S', 'M', 'L', 'XL', '3XS', '1/2"', '250g'])[pg_temp.r(8)],
       (ARRAY[7, 12, 14, 20, 2])[1 + sup % 5], (ARRAY[1, 5, 10, 12, 20, 24, 25, 36, 48, 60, 100, 120, 240])[pg_temp.r(13)],
       i BETWEEN 220 AND 227, CASE WHEN random() < 0.4 THEN lpad((8792000000000 + i * 7919)::text, 13, '0') END,
       CASE WHEN i % 9 = 0 THEN 10 ELSE 15 END, round((1 + random() * 80)::numeric, 2), NULL,
       round((0.05 + random() * 3)::numeric, 3), CASE WHEN i % 3 = 0 THEN 'Complete with care instructions' END, NULL, NULL,
       '{"CountryOfManufacture":"China"}', '["Limited Stock"]', 'search ' || i,
       CASE WHEN random() < 0.7 THEN 1 ELSE pg_temp.editor() END, '2016-05-31'::timestamp, '9999-12-31 23:59:59'::timestamp
  FROM (SELECT i, (ARRAY[1, 1, 2, 4, 4, 4, 5, 7, 7, 10, 12, 12, 1])[pg_temp.r(13)] AS sup,
               (ARRAY[7, 7, 7, 7, 1, 9, 9, 10, 3, 5, 14])[pg_temp.r(11)] AS up
          FROM generate_series(1, 227) i) x;
UPDATE warehouse.stockitems SET recommendedretailprice = round(unitprice * 1.49, 2);
CREATE TABLE warehouse.stockitemholdings (
  stockitemid integer PRIMARY KEY REFERENCES warehouse.stockitems, quantityonhand integer NOT NULL, binlocation varchar(20) NOT NULL,
  laststocktakequantity integer NOT NULL, lastcostprice numeric(18,2) NOT NULL, reorderlevel integer NOT NULL,
  targetstocklevel integer NOT NULL, lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO warehouse.stockitemholdings
SELECT stockitemid, q, 'L-' || pg_temp.r(9) || '-' || pg_temp.r(40), q + pg_temp.r(30) - 15, round(unitprice * 0.6, 2),
       (ARRAY[10, 20, 100, 200])[pg_temp.r(4)], (ARRAY[100, 200, 500, 1000])[pg_temp.r(4)], pg_temp.editor(),
       '2016-05-31 12:00'::timestamp + stockitemid * interval '1 minute'
  FROM (SELECT stockitemid, unitprice, floor(power(random(), 2) * 300000)::int AS q FROM warehouse.stockitems) x;
CREATE TABLE warehouse.stockitemstockgroups (
  stockitemstockgroupid integer PRIMARY KEY, stockitemid integer NOT NULL REFERENCES warehouse.stockitems,
  stockgroupid integer NOT NULL REFERENCES warehouse.stockgroups,
  lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL,
  UNIQUE (stockitemid, stockgroupid));
INSERT INTO warehouse.stockitemstockgroups
SELECT row_number() OVER (ORDER BY i, g), i, g, 1, '2013-01-01'
  FROM (SELECT DISTINCT i, g FROM (SELECT i, pg_temp.sk(10) g FROM generate_series(1, 227) i, generate_series(1, 3) k
                                   WHERE k <= 1 + i % 3) y) x;
UPDATE warehouse.stockitemstockgroups SET lasteditedby = 4 WHERE stockitemstockgroupid % 50 = 0;

-- ---- sales ---------------------------------------------------------------
CREATE TABLE sales.buyinggroups (
  buyinggroupid integer PRIMARY KEY, buyinggroupname varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO sales.buyinggroups VALUES (1, 'Tailspin Toys', 1, '2013-01-01', '9999-12-31 23:59:59'),
                                      (2, 'Wingtip Toys', 8, '2013-01-01', '9999-12-31 23:59:59');
CREATE TABLE sales.customercategories (
  customercategoryid integer PRIMARY KEY, customercategoryname varchar(50) NOT NULL UNIQUE,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO sales.customercategories
SELECT d, n, CASE WHEN d = 8 THEN 9 ELSE 1 END, '2013-01-01', '9999-12-31 23:59:59'
  FROM unnest(ARRAY['Agent','Wholesaler','Novelty Shop','Supermarket','Computer Store','Gift Store','Corporate','General Retailer'])
       WITH ORDINALITY t(n, d);
CREATE TABLE sales.customers (
  customerid integer PRIMARY KEY, customername varchar(100) NOT NULL UNIQUE,
  billtocustomerid integer NOT NULL REFERENCES sales.customers,
  customercategoryid integer NOT NULL REFERENCES sales.customercategories,
  buyinggroupid integer REFERENCES sales.buyinggroups,
  primarycontactpersonid integer NOT NULL REFERENCES application.people,
  alternatecontactpersonid integer REFERENCES application.people,
  deliverymethodid integer NOT NULL REFERENCES application.deliverymethods,
  deliverycityid integer NOT NULL REFERENCES application.cities, postalcityid integer NOT NULL REFERENCES application.cities,
  creditlimit numeric(18,2), accountopeneddate date NOT NULL, standarddiscountpercentage numeric(18,3) NOT NULL,
  isstatementsent boolean NOT NULL, isoncredithold boolean NOT NULL, paymentdays integer NOT NULL,
  phonenumber varchar(20) NOT NULL, faxnumber varchar(20) NOT NULL, deliveryrun varchar(5), runposition varchar(5),
  websiteurl varchar(256) NOT NULL, deliveryaddressline1 varchar(60) NOT NULL, deliveryaddressline2 varchar(60),
  deliverypostalcode varchar(10) NOT NULL, postaladdressline1 varchar(60) NOT NULL, postaladdressline2 varchar(60),
  postalpostalcode varchar(10) NOT NULL,
  lasteditedby integer NOT NULL REFERENCES application.people, validfrom timestamp NOT NULL, validto timestamp NOT NULL);
INSERT INTO sales.customers
SELECT c, CASE WHEN k <= 101 THEN 'Tailspin Toys (' || CASE WHEN k = 1 THEN 'Head Office' ELSE 'Shop ' || k END || ')'
               WHEN k <= 202 THEN 'Wingtip Toys (' || CASE WHEN k = 102 THEN 'Head Office' ELSE 'Shop ' || k END || ')'
               ELSE 'Customer ' || c END,
       CASE WHEN k <= 101 THEN 1 WHEN k <= 202 THEN 401 ELSE c END,
       CASE WHEN k <= 202 THEN (ARRAY[3, 3, 3, 4, 5, 6])[pg_temp.r(6)] ELSE (ARRAY[3, 4, 5, 6, 7, 7])[pg_temp.r(6)] END,
       CASE WHEN k <= 101 THEN 1 WHEN k <= 202 THEN 2 END,
       1000 + k, CASE WHEN k <= 202 THEN 1402 + k END,
       CASE WHEN random() < 0.93 THEN 3 ELSE (ARRAY[1, 2, 4])[pg_temp.r(3)] END,
       city, CASE WHEN random() < 0.85 THEN city ELSE pg_temp.r(6000) END,
       CASE WHEN k > 202 THEN (ARRAY[1500, 2000, 2500, 3000, 4000])[pg_temp.r(5)] END,
       '2013-01-01'::date + pg_temp.r(60), 0, true, false, CASE WHEN k <= 202 THEN 7 ELSE 30 END,
       '(308) 555-0' || lpad(k::text, 3, '0'), '(308) 555-1' || lpad(k::text, 3, '0'), '', '',
       'http://www.customer' || c || '.com', 'Shop ' || k, k || ' Main Street', lpad((90000 + k * 13)::text, 5, '0'),
       'PO Box ' || (4000 + k), NULL, lpad((90000 + k * 13)::text, 5, '0'),
       CASE WHEN random() < 0.6 THEN 1 ELSE pg_temp.editor() END, '2013-01-01'::timestamp + k * interval '1 hour',
       '9999-12-31 23:59:59'::timestamp
  FROM (SELECT k, pg_temp.cust(k) c, pg_temp.sk(6000) city FROM generate_series(1, 402) k) x;

CREATE TABLE sales.orders (
  orderid integer PRIMARY KEY, customerid integer NOT NULL REFERENCES sales.customers,
  salespersonpersonid integer NOT NULL REFERENCES application.people,
  pickedbypersonid integer REFERENCES application.people,
  contactpersonid integer NOT NULL REFERENCES application.people,
  backorderorderid integer REFERENCES sales.orders,
  orderdate date NOT NULL, expecteddeliverydate date NOT NULL, customerpurchaseordernumber varchar(20),
  isundersupplybackordered boolean NOT NULL, comments text, deliveryinstructions text, internalcomments text,
  pickingcompletedwhen timestamp, lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO sales.orders
SELECT o, c, pg_temp.salesperson(), CASE WHEN random() < 0.7 THEN 2 + pg_temp.r(19) - 1 END,
       (SELECT primarycontactpersonid FROM sales.customers WHERE customerid = c), NULL,
       d, d + 1, (10000 + pg_temp.r(9000))::text, true, NULL, NULL, NULL,
       CASE WHEN o < 14800 THEN d + interval '11 hours' END, pg_temp.editor(), d + interval '11 hours'
  FROM (SELECT o, pg_temp.cust(pg_temp.sk(402)) c, '2013-01-01'::date + (o * 1240) / 15000 d
          FROM generate_series(1, 15000) o) x;
-- a back order is the next order, for the same customer
UPDATE sales.orders o SET backorderorderid = o.orderid + 1 WHERE o.orderid % 19 = 0 AND o.orderid < 15000;
UPDATE sales.orders o SET customerid = p.customerid, contactpersonid = p.contactpersonid
  FROM sales.orders p WHERE p.backorderorderid = o.orderid;

CREATE TABLE sales.orderlines (
  orderlineid integer PRIMARY KEY, orderid integer NOT NULL REFERENCES sales.orders,
  stockitemid integer NOT NULL REFERENCES warehouse.stockitems, description varchar(100) NOT NULL,
  packagetypeid integer NOT NULL REFERENCES warehouse.packagetypes, quantity integer NOT NULL, unitprice numeric(18,2),
  taxrate numeric(18,3) NOT NULL, pickedquantity integer NOT NULL, pickingcompletedwhen timestamp,
  lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO sales.orderlines
SELECT row_number() OVER (ORDER BY o.orderid, l.k), o.orderid, s.stockitemid, s.stockitemname, s.unitpackageid, q,
       s.unitprice, s.taxrate, CASE WHEN o.pickingcompletedwhen IS NULL THEN 0 ELSE q END, o.pickingcompletedwhen,
       o.lasteditedby, o.lasteditedwhen
  FROM sales.orders o
  CROSS JOIN LATERAL (SELECT k, pg_temp.sk(227) + 0 * o.orderid AS item, 1 + floor(power(random(), 2) * 120)::int AS q
                        FROM generate_series(1, 1 + o.orderid % 5) k) l
  JOIN warehouse.stockitems s ON s.stockitemid = l.item;

CREATE TABLE sales.invoices (
  invoiceid integer PRIMARY KEY, customerid integer NOT NULL REFERENCES sales.customers,
  billtocustomerid integer NOT NULL REFERENCES sales.customers, orderid integer REFERENCES sales.orders,
  deliverymethodid integer NOT NULL REFERENCES application.deliverymethods,
  contactpersonid integer NOT NULL REFERENCES application.people,
  accountspersonid integer NOT NULL REFERENCES application.people,
  salespersonpersonid integer NOT NULL REFERENCES application.people,
  packedbypersonid integer NOT NULL REFERENCES application.people,
  invoicedate date NOT NULL, customerpurchaseordernumber varchar(20), iscreditnote boolean NOT NULL, creditnotereason text,
  comments text, deliveryinstructions text, internalcomments text, totaldryitems integer NOT NULL,
  totalchilleritems integer NOT NULL, deliveryrun varchar(5), runposition varchar(5), returneddeliverydata text,
  confirmeddeliverytime timestamp, confirmedreceivedby varchar(4000),
  lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO sales.invoices
SELECT row_number() OVER (ORDER BY o.orderid), o.customerid, c.billtocustomerid, o.orderid, c.deliverymethodid,
       o.contactpersonid, b.primarycontactpersonid, o.salespersonpersonid, o.pickedbypersonid, o.orderdate + 1,
       o.customerpurchaseordernumber, false, NULL, NULL, c.deliveryaddressline1, NULL, 1, 0, '', '',
       '{"Events":[]}', o.orderdate + 2 + interval '9 hours', 'Received by ' || o.contactpersonid,
       o.lasteditedby, o.lasteditedwhen + interval '1 day'
  FROM sales.orders o JOIN sales.customers c ON c.customerid = o.customerid JOIN sales.customers b ON b.customerid = c.billtocustomerid
 WHERE o.pickedbypersonid IS NOT NULL AND o.pickingcompletedwhen IS NOT NULL;

CREATE TABLE sales.invoicelines (
  invoicelineid integer PRIMARY KEY, invoiceid integer NOT NULL REFERENCES sales.invoices,
  stockitemid integer NOT NULL REFERENCES warehouse.stockitems, description varchar(100) NOT NULL,
  packagetypeid integer NOT NULL REFERENCES warehouse.packagetypes, quantity integer NOT NULL, unitprice numeric(18,2),
  taxrate numeric(18,3) NOT NULL, taxamount numeric(18,2) NOT NULL, lineprofit numeric(18,2) NOT NULL,
  extendedprice numeric(18,2) NOT NULL, lasteditedby integer NOT NULL REFERENCES application.people,
  lasteditedwhen timestamp NOT NULL);
INSERT INTO sales.invoicelines
SELECT row_number() OVER (ORDER BY i.invoiceid, l.orderlineid), i.invoiceid, l.stockitemid, l.description, l.packagetypeid,
       l.pickedquantity, l.unitprice, l.taxrate, round(l.pickedquantity * l.unitprice * l.taxrate / 100, 2),
       round(l.pickedquantity * l.unitprice * 0.4, 2), round(l.pickedquantity * l.unitprice * (1 + l.taxrate / 100), 2),
       i.lasteditedby, i.lasteditedwhen
  FROM sales.invoices i JOIN sales.orderlines l ON l.orderid = i.orderid;

CREATE TABLE sales.customertransactions (
  customertransactionid integer PRIMARY KEY, customerid integer NOT NULL REFERENCES sales.customers,
  transactiontypeid integer NOT NULL REFERENCES application.transactiontypes,
  invoiceid integer REFERENCES sales.invoices, paymentmethodid integer REFERENCES application.paymentmethods,
  transactiondate date NOT NULL, amountexcludingtax numeric(18,2) NOT NULL, taxamount numeric(18,2) NOT NULL,
  transactionamount numeric(18,2) NOT NULL, outstandingbalance numeric(18,2) NOT NULL, finalizationdate date,
  isfinalized boolean, lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO sales.customertransactions
SELECT row_number() OVER (ORDER BY d, kind, ref), cust, CASE kind WHEN 1 THEN 2 ELSE 4 END,
       CASE kind WHEN 1 THEN ref END, CASE kind WHEN 2 THEN (ARRAY[4, 4, 4, 2])[pg_temp.r(4)] END, d, amt, round(amt * 0.15, 2),
       round(amt * 1.15, 2), 0, d + 30, true, ed, d + interval '12 hours'
  FROM (SELECT 1 AS kind, i.invoiceid AS ref, i.billtocustomerid AS cust, i.invoicedate AS d,
               (SELECT coalesce(sum(extendedprice), 0) FROM sales.invoicelines l WHERE l.invoiceid = i.invoiceid) AS amt,
               i.lasteditedby AS ed
          FROM sales.invoices i
        UNION ALL
        SELECT 2, g, b, '2013-01-07'::date + g / 2, -round((100 + random() * 5000)::numeric, 2), pg_temp.editor()
          FROM (SELECT g, (ARRAY[1, 401, 1, 401, 801, 802, 850, 900, 999, 1000])[1 + g % 10] AS b
                  FROM generate_series(1, 2400) g) p) t;

CREATE TABLE sales.specialdeals (
  specialdealid integer PRIMARY KEY, stockitemid integer REFERENCES warehouse.stockitems,
  customerid integer REFERENCES sales.customers, buyinggroupid integer REFERENCES sales.buyinggroups,
  customercategoryid integer REFERENCES sales.customercategories, stockgroupid integer REFERENCES warehouse.stockgroups,
  dealdescription varchar(30) NOT NULL, startdate date NOT NULL, enddate date NOT NULL, discountamount numeric(18,2),
  discountpercentage numeric(18,3), unitprice numeric(18,2), lasteditedby integer NOT NULL REFERENCES application.people,
  lasteditedwhen timestamp NOT NULL);
INSERT INTO sales.specialdeals VALUES
  (1, NULL, NULL, 1, NULL, 7, '10% 1st qtr USB Wingtip', '2016-01-01', '2016-03-31', NULL, 10, NULL, 2, '2015-12-31'),
  (2, NULL, NULL, 2, NULL, 7, '15% 2nd qtr USB Wingtip', '2016-04-01', '2016-06-30', NULL, 15, NULL, 2, '2016-03-31');

-- ---- purchasing ------------------------------------------------------------
CREATE TABLE purchasing.purchaseorders (
  purchaseorderid integer PRIMARY KEY, supplierid integer NOT NULL REFERENCES purchasing.suppliers, orderdate date NOT NULL,
  deliverymethodid integer NOT NULL REFERENCES application.deliverymethods,
  contactpersonid integer NOT NULL REFERENCES application.people, expecteddeliverydate date,
  supplierreference varchar(20), isorderfinalized boolean NOT NULL, comments text, internalcomments text,
  lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO purchasing.purchaseorders
SELECT p, s.supplierid, d, coalesce(s.deliverymethodid, 7), s.primarycontactpersonid, d + 14, s.supplierreference, p < 2140,
       NULL, NULL, pg_temp.editor(), d + interval '7 hours'
  FROM (SELECT p, (ARRAY[1, 1, 2, 4, 4, 4, 5, 7, 7, 10, 12, 12])[pg_temp.r(12)] AS sup, '2013-01-01'::date + (p * 1240) / 2200 d
          FROM generate_series(1, 2200) p) x
  JOIN purchasing.suppliers s ON s.supplierid = x.sup;
CREATE TABLE purchasing.purchaseorderlines (
  purchaseorderlineid integer PRIMARY KEY, purchaseorderid integer NOT NULL REFERENCES purchasing.purchaseorders,
  stockitemid integer NOT NULL REFERENCES warehouse.stockitems, orderedouters integer NOT NULL, description varchar(100) NOT NULL,
  receivedouters integer NOT NULL, packagetypeid integer NOT NULL REFERENCES warehouse.packagetypes,
  expectedunitpriceperouter numeric(18,2), lastreceiptdate date, isorderlinefinalized boolean NOT NULL,
  lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO purchasing.purchaseorderlines
SELECT row_number() OVER (ORDER BY po.purchaseorderid, s.stockitemid), po.purchaseorderid, s.stockitemid, n, s.stockitemname,
       CASE WHEN po.isorderfinalized THEN n ELSE 0 END, s.outerpackageid, round(s.unitprice * 0.6 * s.quantityperouter, 2),
       CASE WHEN po.isorderfinalized THEN po.expecteddeliverydate END, po.isorderfinalized, po.lasteditedby, po.lasteditedwhen
  FROM purchasing.purchaseorders po
  JOIN warehouse.stockitems s ON s.supplierid = po.supplierid
  CROSS JOIN LATERAL (SELECT pg_temp.r(60) + 0 * s.stockitemid AS n, random() AS pick) x
 WHERE x.pick < 0.12 OR s.stockitemid % 97 = po.purchaseorderid % 97;
CREATE TABLE purchasing.suppliertransactions (
  suppliertransactionid integer PRIMARY KEY, supplierid integer NOT NULL REFERENCES purchasing.suppliers,
  transactiontypeid integer NOT NULL REFERENCES application.transactiontypes,
  purchaseorderid integer REFERENCES purchasing.purchaseorders, paymentmethodid integer REFERENCES application.paymentmethods,
  supplierinvoicenumber varchar(20), transactiondate date NOT NULL, amountexcludingtax numeric(18,2) NOT NULL,
  taxamount numeric(18,2) NOT NULL, transactionamount numeric(18,2) NOT NULL, outstandingbalance numeric(18,2) NOT NULL,
  finalizationdate date, isfinalized boolean, lasteditedby integer NOT NULL REFERENCES application.people,
  lasteditedwhen timestamp NOT NULL);
INSERT INTO purchasing.suppliertransactions
SELECT row_number() OVER (ORDER BY d, kind, ref), sup, CASE kind WHEN 1 THEN 1 ELSE 3 END, CASE kind WHEN 1 THEN ref END,
       CASE kind WHEN 2 THEN 4 END, CASE kind WHEN 1 THEN (7000 + ref * 3)::text END, d, amt, round(amt * 0.15, 2),
       round(amt * 1.15, 2), 0, d + 30, true, ed, d + interval '9 hours'
  FROM (SELECT 1 AS kind, po.purchaseorderid AS ref, po.supplierid AS sup, po.expecteddeliverydate AS d,
               (SELECT coalesce(sum(l.receivedouters * l.expectedunitpriceperouter), 0) FROM purchasing.purchaseorderlines l
                 WHERE l.purchaseorderid = po.purchaseorderid) AS amt, po.lasteditedby AS ed
          FROM purchasing.purchaseorders po WHERE po.isorderfinalized
        UNION ALL
        SELECT 2, g, (ARRAY[1, 2, 4, 5, 7, 10, 12])[1 + g % 7], '2013-01-20'::date + g * 3, -round((1000 + random() * 90000)::numeric, 2),
               pg_temp.editor()
          FROM generate_series(1, 400) g) t;

-- ---- warehouse movements --------------------------------------------------
CREATE TABLE warehouse.stockitemtransactions (
  stockitemtransactionid integer PRIMARY KEY, stockitemid integer NOT NULL REFERENCES warehouse.stockitems,
  transactiontypeid integer NOT NULL REFERENCES application.transactiontypes,
  customerid integer REFERENCES sales.customers, invoiceid integer REFERENCES sales.invoices,
  supplierid integer REFERENCES purchasing.suppliers, purchaseorderid integer REFERENCES purchasing.purchaseorders,
  transactionoccurredwhen timestamp NOT NULL, quantity numeric(18,3) NOT NULL,
  lasteditedby integer NOT NULL REFERENCES application.people, lasteditedwhen timestamp NOT NULL);
INSERT INTO warehouse.stockitemtransactions
SELECT row_number() OVER (ORDER BY w, src, ref), item, tt, cust, inv, sup, po, w, q, ed, w
  FROM (SELECT 1 AS src, l.invoicelineid AS ref, l.stockitemid AS item, 10 AS tt, i.customerid AS cust, i.invoiceid AS inv,
               NULL::int AS sup, NULL::int AS po, i.invoicedate + interval '10 hours' AS w, -l.quantity::numeric AS q,
               i.lasteditedby AS ed
          FROM sales.invoicelines l JOIN sales.invoices i ON i.invoiceid = l.invoiceid
        UNION ALL
        SELECT 2, l.purchaseorderlineid, l.stockitemid, 11, NULL, NULL, po.supplierid, po.purchaseorderid,
               l.lastreceiptdate + interval '8 hours', l.receivedouters * s.quantityperouter, l.lasteditedby
          FROM purchasing.purchaseorderlines l JOIN purchasing.purchaseorders po ON po.purchaseorderid = l.purchaseorderid
          JOIN warehouse.stockitems s ON s.stockitemid = l.stockitemid
         WHERE l.isorderlinefinalized
        UNION ALL
        SELECT 3, g, 1 + (g * 31) % 227, 12, NULL, NULL, NULL, NULL, '2016-05-30 17:00'::timestamp + g * interval '1 minute',
               pg_temp.r(40) - 20, 1
          FROM generate_series(1, 227) g) t;

-- ---- temporal history (no keys) -------------------------------------------
CREATE TABLE application.people_archive (LIKE application.people);
INSERT INTO application.people_archive
SELECT p.personid, p.fullname, p.preferredname, p.searchname, p.ispermittedtologon, p.logonname, p.isexternallogonprovider,
       p.hashedpassword, p.issystemuser, p.isemployee, p.issalesperson, p.userpreferences,
       CASE WHEN v = 1 THEN '(415) 555-9' || lpad((p.personid % 1000)::text, 3, '0') ELSE p.phonenumber END, p.faxnumber,
       p.emailaddress, NULL, p.customfields, p.otherlanguages, CASE WHEN v = 1 THEN 1 ELSE pg_temp.editor() END,
       '2013-01-01'::timestamp + v * interval '200 days' - interval '200 days',
       '2013-01-01'::timestamp + v * interval '200 days'
  FROM application.people p, generate_series(1, 3) v
 WHERE v <= 1 + p.personid % 3 AND (p.personid <= 46 OR p.personid % 4 = 0);
CREATE TABLE sales.customers_archive (LIKE sales.customers);
INSERT INTO sales.customers_archive
SELECT c.customerid, c.customername, c.billtocustomerid, CASE WHEN v = 1 THEN 3 ELSE c.customercategoryid END, c.buyinggroupid,
       c.primarycontactpersonid, c.alternatecontactpersonid, c.deliverymethodid, c.deliverycityid, c.postalcityid,
       c.creditlimit, c.accountopeneddate, c.standarddiscountpercentage, c.isstatementsent, c.isoncredithold, c.paymentdays,
       c.phonenumber, c.faxnumber, c.deliveryrun, c.runposition, c.websiteurl, c.deliveryaddressline1, c.deliveryaddressline2,
       c.deliverypostalcode, c.postaladdressline1, c.postaladdressline2, c.postalpostalcode,
       CASE WHEN v = 1 THEN 1 ELSE pg_temp.editor() END,
       '2013-01-01'::timestamp + (v - 1) * interval '300 days', '2013-01-01'::timestamp + v * interval '300 days'
  FROM sales.customers c, generate_series(1, 2) v WHERE v = 1 OR c.customerid % 3 = 0;
CREATE TABLE warehouse.stockitems_archive (LIKE warehouse.stockitems);
INSERT INTO warehouse.stockitems_archive
SELECT s.stockitemid, s.stockitemname, s.supplierid, s.colorid, s.unitpackageid, s.outerpackageid, s.brand, s.size,
       s.leadtimedays, s.quantityperouter, s.ischillerstock, s.barcode, s.taxrate, round(s.unitprice * (0.8 + v * 0.05), 2),
       s.recommendedretailprice, s.typicalweightperunit, s.marketingcomments, s.internalcomments, NULL, s.customfields,
       s.tags, s.searchdetails, CASE WHEN v = 1 THEN 1 ELSE pg_temp.editor() END,
       '2013-01-01'::timestamp + (v - 1) * interval '250 days', '2013-01-01'::timestamp + v * interval '250 days'
  FROM warehouse.stockitems s, generate_series(1, 4) v WHERE v <= 1 + s.stockitemid % 4;
ANALYZE;
