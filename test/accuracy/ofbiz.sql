-- test/accuracy/ofbiz.sql: a slice of the Apache OFBiz data model (party, product, order and
-- invoice entities) as OFBiz's entity engine deploys it on PostgreSQL, written for issue 16 as a
-- held-out check (round 15): committed with its truth (ofbiz_truth.csv) BEFORE discovery was ever
-- run on it.
--
-- Its conventions: one schema, public; entity and field names folded to lower-case snake_case as
-- the PostgreSQL field-type file does; every key is VARCHAR text -- sequenced ids are per-entity
-- counters from 10000 printed as text (so party, contact_mech, order_status and invoice ids all
-- run '10000', '10001', ... and overlap), seed and demo rows have readable ids ('Company',
-- 'DemoCustomer', 'admin', '_NA_', 'WebStoreWarehouse'), sales orders carry the store's prefix
-- ('WS10123') while purchase orders from the same counter do not ('10124'); lookup tables are
-- keyed by upper-case codes at most 20 characters long (hence 'INTERNAL_ORGANIZATIO'), and the
-- *_type tables point at themselves through parent_type_id; association tables have composite
-- keys ending in from_date; detail rows have composite keys with a zero-padded sequence
-- ('00001'); user_login is keyed by the login name (an email address for shoppers) and named from
-- audit columns created_by_user_login, last_modified_by_user_login, created_by, status_user_login
-- and change_by_user_login_id; currencies and units are uom rows referenced as currency_uom (on
-- order_header), currency_uom_id, preferred_currency_uom_id, quantity_uom_id, weight_uom_id,
-- default_weight_uom_id; the four audit stamps (last_updated_stamp, last_updated_tx_stamp,
-- created_stamp, created_tx_stamp) end every table.
-- Declared foreign keys are OFBiz's relations of type "one"; its "one-nofk" relations are
-- undeclared and hold in the data: party_relationship and order_role name party and role_type
-- singly beside their declared composite reference to party_role; order_item_billing names
-- order_header and invoice beside its composite references to order_item and invoice_item;
-- order_status (order_id, order_item_seq_id) -> order_item (item-level rows only);
-- invoice_item's parent (parent_invoice_id, parent_invoice_item_seq_id) on tax lines;
-- party_contact_mech.role_type_id; user_login.last_currency_uom.
-- Some columns keep the names of entities outside this slice (product_store_id, web_site_id,
-- order_item_type_id, invoice_item_type_id, facility_type_id, enum_type_id, uom_type_id,
-- data_source_id, product_category_type_id): they reference nothing here.
-- party_contact_mech (party_id, role_type_id) -> party_role too: the few rows with a role name one
-- their party plays.
-- Undiscoverable (declared, but every value NULL or a single distinct value): invoice.role_type_id,
-- invoice_item.uom_id and override_org_party_id, party_relationship.status_id, order_item's
-- product_category_id, sync_status_id and dont_cancel_set_user_login, order_type.parent_type_id
-- (both order types are roots), and contact_mech_type.parent_type_id and
-- party_relationship_type.parent_type_id (one parent each). Left out of the truth as no data can
-- decide them: user_login.disabled_by (only 'admin'). Subtype containments that are no reference
-- (tax_auth_party_id, owner_party_id, party_id_from name only party_group rows) are not in it either:
-- the reference is to party.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1515);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.pick(a text[]) RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * cardinality(a))::int] $$;

-- ---- lookup tables ----------------------------------------------------------
CREATE TABLE party_type (
  party_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1), description varchar(255),
  CONSTRAINT pk_party_type PRIMARY KEY (party_type_id));
INSERT INTO party_type VALUES
  ('AUTOMATED_AGENT', NULL, 'N', 'Automated Agent'), ('PERSON', NULL, 'Y', 'Person'),
  ('PARTY_GROUP', NULL, 'Y', 'Party Group'), ('INFORMAL_GROUP', 'PARTY_GROUP', 'N', 'Informal Group'),
  ('FAMILY', 'INFORMAL_GROUP', 'N', 'Family'), ('TEAM', 'INFORMAL_GROUP', 'N', 'Team'),
  ('LEGAL_ORGANIZATION', 'PARTY_GROUP', 'N', 'Legal Organization'), ('BANK', 'LEGAL_ORGANIZATION', 'N', 'Bank'),
  ('GOVERNMENT_AGENCY', 'LEGAL_ORGANIZATION', 'N', 'Government Agency');

CREATE TABLE role_type (
  role_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1), description varchar(255),
  CONSTRAINT pk_role_type PRIMARY KEY (role_type_id));
INSERT INTO role_type VALUES
  ('_NA_', NULL, 'N', 'Not Applicable'), ('AGENT', NULL, 'N', 'Agent'), ('SUPPLIER_AGENT', 'AGENT', 'N', 'Supplier Agent'),
  ('SALES_REP', 'AGENT', 'N', 'Sales Representative'), ('CUSTOMER', NULL, 'N', 'Customer'),
  ('BILL_TO_CUSTOMER', 'CUSTOMER', 'N', 'Bill-To Customer'), ('SHIP_TO_CUSTOMER', 'CUSTOMER', 'N', 'Ship-To Customer'),
  ('END_USER_CUSTOMER', 'CUSTOMER', 'N', 'End-User Customer'), ('PLACING_CUSTOMER', 'CUSTOMER', 'N', 'Placing Customer'),
  ('BILL_FROM_VENDOR', NULL, 'N', 'Bill-From Vendor'), ('SHIP_FROM_VENDOR', NULL, 'N', 'Ship-From Vendor'),
  ('ORGANIZATION_ROLE', NULL, 'N', 'Organization'), ('INTERNAL_ORGANIZATIO', 'ORGANIZATION_ROLE', 'N', 'Internal Organization'),
  ('PARENT_ORGANIZATION', 'ORGANIZATION_ROLE', 'N', 'Parent Organization'), ('SUPPLIER', 'ORGANIZATION_ROLE', 'N', 'Supplier'),
  ('CARRIER', 'ORGANIZATION_ROLE', 'N', 'Carrier'), ('TAX_AUTHORITY', 'ORGANIZATION_ROLE', 'N', 'Tax Authority'),
  ('ACCOUNT', 'ORGANIZATION_ROLE', 'N', 'Account'), ('PERSON_ROLE', NULL, 'N', 'Person'),
  ('EMPLOYEE', 'PERSON_ROLE', 'N', 'Employee'), ('MANAGER', 'EMPLOYEE', 'N', 'Manager'),
  ('CONTACT', 'PERSON_ROLE', 'N', 'Contact'), ('LEAD', 'PERSON_ROLE', 'N', 'Lead'), ('PROSPECT', 'PERSON_ROLE', 'N', 'Prospect'),
  ('OWNER', NULL, 'N', 'Owner'), ('VENDOR', NULL, 'N', 'Vendor'), ('SHAREHOLDER', 'OWNER', 'N', 'Shareholder');

CREATE TABLE party_relationship_type (
  party_relationship_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1),
  party_relationship_name varchar(100), description varchar(255),
  role_type_id_valid_from varchar(20), role_type_id_valid_to varchar(20),
  CONSTRAINT pk_party_relationship_type PRIMARY KEY (party_relationship_type_id));
INSERT INTO party_relationship_type VALUES
  ('EMPLOYMENT', NULL, 'N', 'Employment', 'Employment', 'INTERNAL_ORGANIZATIO', 'EMPLOYEE'),
  ('CUSTOMER_REL', NULL, 'N', 'Customer', 'Customer', 'INTERNAL_ORGANIZATIO', 'CUSTOMER'),
  ('SUPPLIER_REL', NULL, 'N', 'Supplier', 'Supplier', 'INTERNAL_ORGANIZATIO', 'SUPPLIER'),
  ('CONTACT_REL', NULL, 'N', 'Contact', 'Contact of an account', 'ACCOUNT', 'CONTACT'),
  ('GROUP_ROLLUP', NULL, 'N', 'Group Rollup', 'Organization rollup', 'INTERNAL_ORGANIZATIO', 'PARENT_ORGANIZATION'),
  ('AGENT', NULL, 'N', 'Agent', 'Agent', NULL, NULL),
  ('SALES_AFFILIATE', 'AGENT', 'N', 'Sales Affiliate', 'Sales affiliate', NULL, NULL),
  ('FRIEND', NULL, 'N', 'Friend', 'Friend', NULL, NULL);

CREATE TABLE status_type (
  status_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1), description varchar(255),
  CONSTRAINT pk_status_type PRIMARY KEY (status_type_id));
INSERT INTO status_type VALUES
  ('PARTY_STATUS', NULL, 'N', 'Party'), ('PARTY_REL_STATUS', 'PARTY_STATUS', 'N', 'Party Relationship'),
  ('ORDER_STATUS', NULL, 'N', 'Order'), ('ORDER_ITEM_STATUS', 'ORDER_STATUS', 'N', 'Order Item'),
  ('ORDER_DEL_SCH', 'ORDER_STATUS', 'N', 'Order Delivery Schedule'),
  ('INVOICE_STATUS', NULL, 'N', 'Invoice'), ('INVOICE_PROCESS_STTS', 'INVOICE_STATUS', 'N', 'Invoice Process'),
  ('PRODUCT_STATUS', NULL, 'N', 'Product'), ('PRODUCT_REVIEW_STTS', 'PRODUCT_STATUS', 'N', 'Product Review');

CREATE TABLE status_item (
  status_id varchar(20) NOT NULL, status_type_id varchar(20), status_code varchar(60), sequence_id varchar(20),
  description varchar(255), CONSTRAINT pk_status_item PRIMARY KEY (status_id));
INSERT INTO status_item VALUES
  ('PARTY_ENABLED', 'PARTY_STATUS', 'ENABLED', '01', 'Enabled'), ('PARTY_DISABLED', 'PARTY_STATUS', 'DISABLED', '02', 'Disabled'),
  ('PARTYREL_CREATED', 'PARTY_REL_STATUS', 'CREATED', '01', 'Created'), ('PARTYREL_EXPIRED', 'PARTY_REL_STATUS', 'EXPIRED', '99', 'Expired'),
  ('ORDER_CREATED', 'ORDER_STATUS', 'CREATED', '01', 'Created'), ('ORDER_PROCESSING', 'ORDER_STATUS', 'PROCESSING', '02', 'Processing'),
  ('ORDER_APPROVED', 'ORDER_STATUS', 'APPROVED', '03', 'Approved'), ('ORDER_SENT', 'ORDER_STATUS', 'SENT', '04', 'Sent'),
  ('ORDER_HOLD', 'ORDER_STATUS', 'HOLD', '05', 'Held'), ('ORDER_COMPLETED', 'ORDER_STATUS', 'COMPLETED', '10', 'Completed'),
  ('ORDER_REJECTED', 'ORDER_STATUS', 'REJECTED', '98', 'Rejected'), ('ORDER_CANCELLED', 'ORDER_STATUS', 'CANCELLED', '99', 'Cancelled'),
  ('ITEM_CREATED', 'ORDER_ITEM_STATUS', 'CREATED', '01', 'Created'), ('ITEM_APPROVED', 'ORDER_ITEM_STATUS', 'APPROVED', '03', 'Approved'),
  ('ITEM_COMPLETED', 'ORDER_ITEM_STATUS', 'COMPLETED', '10', 'Completed'), ('ITEM_REJECTED', 'ORDER_ITEM_STATUS', 'REJECTED', '98', 'Rejected'),
  ('ITEM_CANCELLED', 'ORDER_ITEM_STATUS', 'CANCELLED', '99', 'Cancelled'),
  ('ODS_ACCEPTED', 'ORDER_DEL_SCH', 'ACCEPTED', '01', 'Accepted'), ('ODS_SHIPPED', 'ORDER_DEL_SCH', 'SHIPPED', '05', 'Shipped'),
  ('INVOICE_IN_PROCESS', 'INVOICE_STATUS', 'IN_PROCESS', '01', 'In-Process'), ('INVOICE_APPROVED', 'INVOICE_STATUS', 'APPROVED', '02', 'Approved'),
  ('INVOICE_SENT', 'INVOICE_STATUS', 'SENT', '03', 'Sent'), ('INVOICE_RECEIVED', 'INVOICE_STATUS', 'RECEIVED', '04', 'Received'),
  ('INVOICE_READY', 'INVOICE_STATUS', 'READY', '10', 'Ready for Posting'), ('INVOICE_PAID', 'INVOICE_STATUS', 'PAID', '11', 'Paid'),
  ('INVOICE_WRITEOFF', 'INVOICE_STATUS', 'WRITEOFF', '12', 'Write Off'), ('INVOICE_CANCELLED', 'INVOICE_STATUS', 'CANCELLED', '99', 'Cancelled'),
  ('PRODUCT_ACTIVE', 'PRODUCT_STATUS', 'ACTIVE', '01', 'Active'), ('PRR_PENDING', 'PRODUCT_REVIEW_STTS', 'PENDING', '01', 'Pending'),
  ('PRR_APPROVED', 'PRODUCT_REVIEW_STTS', 'APPROVED', '02', 'Approved');

CREATE TABLE uom (
  uom_id varchar(20) NOT NULL, uom_type_id varchar(20), abbreviation varchar(60), numeric_code numeric(20,0),
  description varchar(255), CONSTRAINT pk_uom PRIMARY KEY (uom_id));
INSERT INTO uom
SELECT c, 'CURRENCY_MEASURE', c, n, d FROM (VALUES
  ('USD', 840, 'American Dollar'), ('EUR', 978, 'Euro'), ('GBP', 826, 'British Pound'), ('JPY', 392, 'Japanese Yen'),
  ('CAD', 124, 'Canadian Dollar'), ('AUD', 36, 'Australian Dollar'), ('CHF', 756, 'Swiss Franc'), ('CNY', 156, 'Yuan Renminbi'),
  ('INR', 356, 'Indian Rupee'), ('BRL', 986, 'Brazilian Real'), ('MXN', 484, 'Mexican Peso'), ('SEK', 752, 'Swedish Krona'),
  ('NOK', 578, 'Norwegian Krone'), ('DKK', 208, 'Danish Krone'), ('PLN', 985, 'Zloty'), ('ZAR', 710, 'Rand'),
  ('NZD', 554, 'New Zealand Dollar'), ('SGD', 702, 'Singapore Dollar'), ('HKD', 344, 'Hong Kong Dollar'), ('KRW', 410, 'Won'),
  ('RUB', 643, 'Russian Ruble'), ('TRY', 949, 'Turkish Lira'), ('CZK', 203, 'Czech Koruna'), ('HUF', 348, 'Forint')) v(c, n, d)
UNION ALL
SELECT u, t, a, NULL, d FROM (VALUES
  ('WT_lb', 'WEIGHT_MEASURE', 'lb', 'Weight in pounds'), ('WT_kg', 'WEIGHT_MEASURE', 'kg', 'Weight in kilograms'),
  ('WT_oz', 'WEIGHT_MEASURE', 'oz', 'Weight in ounces'), ('WT_g', 'WEIGHT_MEASURE', 'g', 'Weight in grams'),
  ('WT_mt', 'WEIGHT_MEASURE', 't', 'Weight in metric tons'), ('LEN_in', 'LENGTH_MEASURE', 'in', 'Length in inches'),
  ('LEN_ft', 'LENGTH_MEASURE', 'ft', 'Length in feet'), ('LEN_cm', 'LENGTH_MEASURE', 'cm', 'Length in centimeters'),
  ('LEN_m', 'LENGTH_MEASURE', 'm', 'Length in meters'), ('VLIQ_ml', 'VOLUME_LIQ_MEASURE', 'ml', 'Liquid volume in milliliters'),
  ('VLIQ_L', 'VOLUME_LIQ_MEASURE', 'l', 'Liquid volume in liters'), ('OTH_ea', 'OTHER_MEASURE', 'ea', 'Each'),
  ('OTH_pp', 'OTHER_MEASURE', 'pp', 'Per Piece'), ('OTH_box', 'OTHER_MEASURE', 'box', 'Box'),
  ('OTH_pk', 'OTHER_MEASURE', 'pk', 'Pack'), ('TF_hr', 'TIME_FREQ_MEASURE', 'hr', 'Time in hours')) w(u, t, a, d);

CREATE TABLE enumeration (
  enum_id varchar(20) NOT NULL, enum_type_id varchar(20), enum_code varchar(60), sequence_id varchar(20),
  description varchar(255), CONSTRAINT pk_enumeration PRIMARY KEY (enum_id));
INSERT INTO enumeration VALUES
  ('WEB_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'WEB_CHANNEL', '01', 'Web Channel'),
  ('POS_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'POS_CHANNEL', '02', 'POS Channel'),
  ('FAX_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'FAX_CHANNEL', '03', 'Fax Channel'),
  ('PHONE_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'PHONE_CHANNEL', '04', 'Phone Channel'),
  ('EMAIL_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'EMAIL_CHANNEL', '05', 'E-Mail Channel'),
  ('SNAIL_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'SNAIL_CHANNEL', '06', 'Snail Mail Channel'),
  ('AFFIL_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'AFFIL_CHANNEL', '07', 'Affiliate Channel'),
  ('UNKNWN_SALES_CHANNEL', 'ORDER_SALES_CHANNEL', 'UNKNWN_CHANNEL', '99', 'Unknown Channel'),
  ('PRDS_ALLW', 'PROD_STORE_PRDS', 'ALLOW', '01', 'Allow'), ('PRDS_DISALLW', 'PROD_STORE_PRDS', 'DISALLOW', '02', 'Disallow'),
  ('EMPS_FULLTIME', 'EMPLOY_STTS', 'FULLTIME', '01', 'Full-time'), ('EMPS_PARTTIME', 'EMPLOY_STTS', 'PARTTIME', '02', 'Part-time'),
  ('EMPS_CONTRACTOR', 'EMPLOY_STTS', 'CONTRACTOR', '03', 'Contractor'),
  ('PROD_PRICE_PURP', 'PROD_PRICE_PURP_T', 'PURCHASE', '01', 'Purchase'),
  ('ORDER_PROMO', 'PROD_PROMO_TYPE', 'PROMO', '01', 'Order Promotion');

CREATE TABLE contact_mech_type (
  contact_mech_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1), description varchar(255),
  CONSTRAINT pk_contact_mech_type PRIMARY KEY (contact_mech_type_id));
INSERT INTO contact_mech_type VALUES
  ('ELECTRONIC_ADDRESS', NULL, 'N', 'Electronic Address'), ('EMAIL_ADDRESS', 'ELECTRONIC_ADDRESS', 'N', 'Email Address'),
  ('IP_ADDRESS', 'ELECTRONIC_ADDRESS', 'N', 'Internet IP Address'), ('DOMAIN_NAME', 'ELECTRONIC_ADDRESS', 'N', 'Internet Domain Name'),
  ('WEB_ADDRESS', 'ELECTRONIC_ADDRESS', 'N', 'Web URL/Address'), ('POSTAL_ADDRESS', NULL, 'Y', 'Postal Address'),
  ('TELECOM_NUMBER', NULL, 'Y', 'Phone Number'), ('INTERNAL_PARTYID', NULL, 'N', 'Internal Note via partyId');

CREATE TABLE product_type (
  product_type_id varchar(20) NOT NULL, parent_type_id varchar(20), is_physical char(1), is_digital char(1),
  has_table char(1), description varchar(255), CONSTRAINT pk_product_type PRIMARY KEY (product_type_id));
INSERT INTO product_type VALUES
  ('GOOD', NULL, 'Y', 'N', 'N', 'Good'), ('FINISHED_GOOD', 'GOOD', 'Y', 'N', 'N', 'Finished Good'),
  ('RAW_MATERIAL', 'GOOD', 'Y', 'N', 'N', 'Raw Material'), ('SUBASSEMBLY', 'GOOD', 'Y', 'N', 'N', 'Subassembly'),
  ('WIP', 'GOOD', 'Y', 'N', 'N', 'Work In Process'), ('DIGITAL_GOOD', NULL, 'N', 'Y', 'N', 'Digital Good'),
  ('FINDIG_GOOD', 'DIGITAL_GOOD', 'Y', 'Y', 'N', 'Finished/Digital Good'), ('SERVICE', NULL, 'N', 'N', 'N', 'Service'),
  ('AGGREGATED', NULL, 'Y', 'N', 'N', 'Configurable Good'), ('MARKETING_PKG', NULL, 'Y', 'N', 'N', 'Marketing Package'),
  ('MARKETING_PKG_AUTO', 'MARKETING_PKG', 'Y', 'N', 'N', 'Marketing Package: Auto Manufactured'),
  ('MARKETING_PKG_PICK', 'MARKETING_PKG', 'Y', 'N', 'N', 'Marketing Package: Pick Assembly');

CREATE TABLE order_type (
  order_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1), description varchar(255),
  CONSTRAINT pk_order_type PRIMARY KEY (order_type_id));
INSERT INTO order_type VALUES ('PURCHASE_ORDER', NULL, 'N', 'Purchase Order'), ('SALES_ORDER', NULL, 'N', 'Sales Order');

CREATE TABLE invoice_type (
  invoice_type_id varchar(20) NOT NULL, parent_type_id varchar(20), has_table char(1), description varchar(255),
  CONSTRAINT pk_invoice_type PRIMARY KEY (invoice_type_id));
INSERT INTO invoice_type VALUES
  ('PURCHASE_INVOICE', NULL, 'N', 'Purchase Invoice'), ('SALES_INVOICE', NULL, 'N', 'Sales Invoice'),
  ('PAYROL_INVOICE', 'PURCHASE_INVOICE', 'N', 'Payroll Invoice'), ('COMMISSION_INVOICE', 'PURCHASE_INVOICE', 'N', 'Commission Invoice'),
  ('CUST_RTN_INVOICE', 'PURCHASE_INVOICE', 'N', 'Customer Return Invoice'), ('INTEREST_INVOICE', 'SALES_INVOICE', 'N', 'Interest Invoice'),
  ('TEMPLATE', NULL, 'N', 'Template'), ('SALES_INV_TEMPLATE', 'TEMPLATE', 'N', 'Sales Invoice Template'),
  ('PUR_INV_TEMPLATE', 'TEMPLATE', 'N', 'Purchase Invoice Template');

-- ---- parties -----------------------------------------------------------------
-- who each party is: seed rows, then the party counter from 10000: 10000..10039 employees,
-- 10040..11299 shoppers (persons), 11300..11339 suppliers, 11340..11499 customer organisations
CREATE TEMP TABLE who AS
SELECT * FROM (VALUES ('admin', 'PERSON', 'admin'), ('system', 'AUTOMATED_AGENT', 'agent'), ('_NA_', 'PERSON', 'na'),
  ('Company', 'PARTY_GROUP', 'org'), ('CompanyWest', 'PARTY_GROUP', 'org'), ('DemoCustomer', 'PERSON', 'shopper'),
  ('DemoEmployee', 'PERSON', 'employee'), ('DemoSupplier', 'PARTY_GROUP', 'supplier'),
  ('CA_BOE', 'GOVERNMENT_AGENCY', 'tax'), ('NY_DTF', 'GOVERNMENT_AGENCY', 'tax'), ('TX_CPA', 'GOVERNMENT_AGENCY', 'tax'),
  ('UPS', 'PARTY_GROUP', 'carrier'), ('USPS', 'PARTY_GROUP', 'carrier'), ('FEDEX', 'PARTY_GROUP', 'carrier')) s(party_id, ptype, kind)
UNION ALL
SELECT n::text, CASE WHEN n < 11300 THEN 'PERSON' WHEN n < 11340 THEN 'PARTY_GROUP'
                     ELSE (ARRAY['PARTY_GROUP','PARTY_GROUP','LEGAL_ORGANIZATION','PARTY_GROUP','INFORMAL_GROUP','FAMILY'])[1 + n % 6] END,
       CASE WHEN n < 10040 THEN 'employee' WHEN n < 11300 THEN 'shopper' WHEN n < 11340 THEN 'supplier' ELSE 'account' END
  FROM generate_series(10000, 11499) n;
ALTER TABLE who ADD COLUMN k serial;

CREATE TABLE user_login (
  user_login_id varchar(255) NOT NULL, current_password varchar(255), password_hint varchar(255), is_system char(1),
  enabled char(1), has_logged_out char(1), require_password_change char(1), last_currency_uom varchar(20),
  last_locale varchar(10), last_time_zone varchar(60), disabled_date_time timestamp, successive_failed_logins numeric(20,0),
  external_auth_id varchar(255), user_ldap_dn varchar(255), disabled_by varchar(255), party_id varchar(20),
  CONSTRAINT pk_user_login PRIMARY KEY (user_login_id));
INSERT INTO user_login VALUES
  ('system', NULL, NULL, 'Y', 'N', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'system'),
  ('anonymous', NULL, NULL, 'Y', 'N', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('admin', '{SHA}47b56994cbc2b6d10aa1be30f70165adb305a41a', NULL, NULL, 'Y', 'N', 'N', 'USD', 'en', NULL, NULL, 0, NULL, NULL, NULL, 'admin'),
  ('flexadmin', '{SHA}47b56994cbc2b6d10aa1be30f70165adb305a41a', NULL, NULL, 'Y', 'N', 'N', NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'admin'),
  ('ltdadmin', '{SHA}47b56994cbc2b6d10aa1be30f70165adb305a41a', NULL, NULL, 'Y', 'N', 'N', NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'admin'),
  ('DemoCustomer', '{SHA}47b56994cbc2b6d10aa1be30f70165adb305a41a', NULL, NULL, 'Y', 'Y', 'N', 'USD', 'en_US', NULL, NULL, 0, NULL, NULL, NULL, 'DemoCustomer'),
  ('DemoEmployee', '{SHA}47b56994cbc2b6d10aa1be30f70165adb305a41a', NULL, NULL, 'Y', 'Y', 'N', NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'DemoEmployee'),
  ('DemoSupplier', '{SHA}47b56994cbc2b6d10aa1be30f70165adb305a41a', NULL, NULL, 'Y', 'Y', 'N', NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'DemoSupplier');
-- employees log in by a short name, shoppers by their e-mail address (about 60% of shoppers register)
INSERT INTO user_login
SELECT CASE WHEN kind = 'employee' THEN (ARRAY['j','m','a','s','k','t','r','l'])[1 + k % 8] || (ARRAY['smith','jones','brown','lee','garcia','miller','davis','wilson','moore','clark'])[1 + k % 10] || (k % 97)
            ELSE lower((ARRAY['anna','ben','carla','dan','eva','finn','gina','hugo','iris','jack','kate','liam'])[1 + k % 12]) || '.' || party_id || '@example.com' END,
       '{SHA}' || md5('pw' || party_id), CASE WHEN random() < 0.2 THEN 'usual' END, NULL,
       CASE WHEN random() < 0.03 THEN 'N' ELSE 'Y' END, (ARRAY['Y','N'])[pg_temp.r(2)], 'N',
       CASE WHEN random() < 0.3 THEN (ARRAY['USD','USD','USD','EUR','GBP'])[pg_temp.r(5)] END,
       CASE WHEN random() < 0.4 THEN (ARRAY['en_US','en','de','fr','nl'])[pg_temp.r(5)] END, NULL, NULL,
       CASE WHEN random() < 0.7 THEN 0 ELSE pg_temp.r(3) END, NULL, NULL, NULL, party_id
  FROM who WHERE kind = 'employee' AND party_id <> 'DemoEmployee' OR kind = 'shopper' AND party_id <> 'DemoCustomer' AND random() < 0.6
 ORDER BY k;
UPDATE user_login SET disabled_date_time = '2023-02-01'::timestamp + successive_failed_logins * interval '3 hours',
       disabled_by = 'admin' WHERE enabled = 'N' AND party_id IS NOT NULL AND party_id NOT IN ('DemoCustomer', 'DemoEmployee', 'DemoSupplier');
-- a login id chosen for each party that has one (the first)
CREATE TEMP TABLE plogin AS SELECT DISTINCT ON (party_id) party_id, user_login_id FROM user_login
 WHERE party_id IS NOT NULL ORDER BY party_id, user_login_id;
CREATE TEMP TABLE emp AS SELECT row_number() OVER (ORDER BY user_login_id) AS i, user_login_id, party_id
  FROM user_login WHERE party_id IN (SELECT party_id FROM who WHERE kind = 'employee');
CREATE FUNCTION pg_temp.emp() RETURNS varchar LANGUAGE sql VOLATILE AS $$
  SELECT user_login_id FROM emp WHERE i = (SELECT pg_temp.sk(40, 2.0)) $$;

CREATE TABLE party (
  party_id varchar(20) NOT NULL, party_type_id varchar(20), external_id varchar(20), preferred_currency_uom_id varchar(20),
  description text, status_id varchar(20), created_date timestamp, created_by_user_login varchar(255),
  last_modified_date timestamp, last_modified_by_user_login varchar(255), data_source_id varchar(20), is_unread char(1),
  CONSTRAINT pk_party PRIMARY KEY (party_id));
INSERT INTO party
SELECT w.party_id, w.ptype, CASE WHEN w.kind IN ('supplier', 'account') AND random() < 0.5 THEN 'EXT' || (w.k * 37) % 9000 END,
       CASE WHEN w.kind IN ('org', 'supplier') THEN 'USD' WHEN random() < 0.15 THEN (ARRAY['USD','USD','EUR','GBP','CAD'])[pg_temp.r(5)] END,
       NULL, CASE WHEN w.kind IN ('na', 'agent') THEN NULL WHEN random() < 0.04 THEN 'PARTY_DISABLED' ELSE 'PARTY_ENABLED' END,
       '2019-01-01'::timestamp + w.k * interval '13 hours',
       CASE WHEN w.kind IN ('admin', 'na', 'agent', 'org', 'tax', 'carrier') THEN NULL
            WHEN w.kind = 'shopper' AND l.user_login_id IS NOT NULL AND random() < 0.8 THEN l.user_login_id
            WHEN w.kind IN ('shopper', 'account') AND random() < 0.5 THEN pg_temp.emp() ELSE 'admin' END,
       NULL, NULL,
       CASE WHEN w.kind = 'shopper' THEN (ARRAY['ECOMMERCE_SITE','ECOMMERCE_SITE','ECOMMERCE_SITE','PURCHASED_LIST','LEAD_IMPORT'])[pg_temp.r(5)] END,
       CASE WHEN w.kind IN ('shopper', 'account') THEN 'N' END
  FROM who w LEFT JOIN plogin l USING (party_id) ORDER BY w.k;
UPDATE party SET last_modified_date = created_date + interval '17 days',
       last_modified_by_user_login = CASE WHEN random() < 0.5 THEN 'admin' ELSE pg_temp.emp() END
 WHERE random() < 0.18;

CREATE TABLE person (
  party_id varchar(20) NOT NULL, salutation varchar(100), first_name varchar(100), middle_name varchar(100),
  last_name varchar(100), personal_title varchar(100), suffix varchar(100), nickname varchar(100), gender char(1),
  birth_date date, height float8, weight float8, mothers_maiden_name varchar(255), marital_status char(1),
  social_security_number varchar(255), passport_number varchar(255), comments varchar(255), occupation varchar(100),
  years_with_employer numeric(20,0), card_id varchar(60), CONSTRAINT pk_person PRIMARY KEY (party_id));
INSERT INTO person
SELECT party_id, CASE WHEN random() < 0.3 THEN (ARRAY['Mr.','Ms.','Mrs.','Dr.'])[pg_temp.r(4)] END,
       CASE party_id WHEN 'admin' THEN 'THE' WHEN '_NA_' THEN NULL ELSE (ARRAY['Anna','Ben','Carla','Dan','Eva','Finn','Gina','Hugo','Iris','Jack','Kate','Liam','Mona','Nils','Olga','Paul'])[1 + (k * 7) % 16] END,
       CASE WHEN random() < 0.2 THEN (ARRAY['J.','M.','R.'])[pg_temp.r(3)] END,
       CASE party_id WHEN 'admin' THEN 'ADMINISTRATOR' WHEN '_NA_' THEN '_NA_' ELSE (ARRAY['Smith','Jones','Brown','Lee','Garcia','Miller','Davis','Wilson','Moore','Clark','Hall','Young','King','Wright'])[1 + (k * 11) % 14] END,
       NULL, NULL, NULL, CASE WHEN random() < 0.7 THEN (ARRAY['M','F'])[pg_temp.r(2)] END,
       CASE WHEN random() < 0.4 THEN '1950-01-01'::date + pg_temp.r(18000) END, NULL, NULL, NULL,
       CASE WHEN random() < 0.2 THEN (ARRAY['S','M'])[pg_temp.r(2)] END, NULL, NULL, NULL,
       CASE WHEN kind = 'employee' THEN (ARRAY['Clerk','Sales','Warehouse','Accounting'])[pg_temp.r(4)] END,
       CASE WHEN kind = 'employee' THEN pg_temp.r(12) END, NULL
  FROM who WHERE ptype = 'PERSON' ORDER BY k;

CREATE TABLE party_group (
  party_id varchar(20) NOT NULL, group_name varchar(100), group_name_local varchar(100), office_site_name varchar(100),
  annual_revenue numeric(18,2), num_employees numeric(20,0), ticker_symbol varchar(10), comments varchar(255),
  logo_image_url varchar(2000), CONSTRAINT pk_party_group PRIMARY KEY (party_id));
INSERT INTO party_group
SELECT party_id, CASE party_id WHEN 'Company' THEN 'OFBiz Demo Company' WHEN 'CompanyWest' THEN 'OFBiz Demo Company West'
                   WHEN 'CA_BOE' THEN 'California State Board of Equalization' WHEN 'NY_DTF' THEN 'New York State Department of Taxation and Finance'
                   WHEN 'TX_CPA' THEN 'Texas Comptroller of Public Accounts' WHEN 'DemoSupplier' THEN 'Demo Supplier'
                   ELSE CASE WHEN party_id ~ '^[A-Z]' THEN party_id ELSE (ARRAY['Acme','Globex','Initech','Umbrella','Stark','Wayne','Hooli','Vandelay'])[1 + k % 8] || ' ' || (ARRAY['Supplies','Trading','Industries','Holdings','GmbH','Ltd'])[1 + k % 6] || ' ' || party_id END END,
       NULL, NULL, CASE WHEN random() < 0.3 THEN pg_temp.r(5000) * 1000 END, CASE WHEN random() < 0.4 THEN pg_temp.r(900) END,
       NULL, NULL, NULL
  FROM who WHERE ptype <> 'PERSON' AND ptype <> 'AUTOMATED_AGENT' ORDER BY k;

-- the roles each kind of party plays; order roles and relationships add theirs below
CREATE TABLE party_role (
  party_id varchar(20) NOT NULL, role_type_id varchar(20) NOT NULL,
  CONSTRAINT pk_party_role PRIMARY KEY (party_id, role_type_id));
INSERT INTO party_role
SELECT DISTINCT w.party_id, r FROM who w, LATERAL unnest(CASE w.kind
  WHEN 'admin' THEN ARRAY['_NA_', 'EMPLOYEE', 'MANAGER'] WHEN 'agent' THEN ARRAY['_NA_'] WHEN 'na' THEN ARRAY['_NA_']
  WHEN 'org' THEN ARRAY['INTERNAL_ORGANIZATIO', 'BILL_FROM_VENDOR', 'BILL_TO_CUSTOMER', 'SHIP_TO_CUSTOMER', 'PARENT_ORGANIZATION']
  WHEN 'employee' THEN ARRAY['EMPLOYEE'] || CASE WHEN w.k % 5 = 0 THEN ARRAY['MANAGER'] ELSE ARRAY[]::text[] END
  WHEN 'shopper' THEN ARRAY['CUSTOMER'] || CASE WHEN w.k % 9 = 0 THEN ARRAY['LEAD'] WHEN w.k % 13 = 0 THEN ARRAY['PROSPECT'] ELSE ARRAY[]::text[] END
  WHEN 'supplier' THEN ARRAY['SUPPLIER', 'BILL_FROM_VENDOR', 'SHIP_FROM_VENDOR', 'SUPPLIER_AGENT']
  WHEN 'account' THEN ARRAY['CUSTOMER', 'ACCOUNT'] WHEN 'tax' THEN ARRAY['TAX_AUTHORITY'] WHEN 'carrier' THEN ARRAY['CARRIER'] END) r;

CREATE TABLE party_relationship (
  party_id_from varchar(20) NOT NULL, party_id_to varchar(20) NOT NULL, role_type_id_from varchar(20) NOT NULL,
  role_type_id_to varchar(20) NOT NULL, from_date timestamp NOT NULL, thru_date timestamp, status_id varchar(20),
  relationship_name varchar(100), security_group_id varchar(20), priority_type_id varchar(20),
  party_relationship_type_id varchar(20), permissions_enum_id varchar(20), position_title varchar(100), comments varchar(255),
  CONSTRAINT pk_party_relationship PRIMARY KEY (party_id_from, party_id_to, role_type_id_from, role_type_id_to, from_date));
INSERT INTO party_relationship
SELECT 'Company', party_id, 'INTERNAL_ORGANIZATIO', 'EMPLOYEE', '2019-01-01'::timestamp + k * interval '3 days',
       CASE WHEN k % 11 = 0 THEN '2023-06-30'::timestamp END, NULL, NULL, NULL, NULL, 'EMPLOYMENT', NULL,
       (ARRAY['Clerk','Sales Associate','Warehouse Lead','Accountant'])[1 + k % 4], NULL
  FROM who WHERE kind = 'employee'
UNION ALL
SELECT 'Company', party_id, 'INTERNAL_ORGANIZATIO', 'SUPPLIER', '2019-02-01'::timestamp + k * interval '1 day', NULL, NULL,
       NULL, NULL, NULL, 'SUPPLIER_REL', NULL, NULL, NULL FROM who WHERE kind = 'supplier'
UNION ALL
SELECT 'Company', party_id, 'INTERNAL_ORGANIZATIO', 'CUSTOMER', '2019-03-01'::timestamp + k * interval '5 hours', NULL, NULL,
       NULL, NULL, NULL, 'CUSTOMER_REL', NULL, NULL, NULL FROM who WHERE kind = 'account' OR kind = 'shopper' AND k % 4 = 0
UNION ALL
SELECT 'CompanyWest', 'Company', 'INTERNAL_ORGANIZATIO', 'PARENT_ORGANIZATION', '2019-01-01', NULL, NULL, NULL, NULL, NULL,
       'GROUP_ROLLUP', NULL, NULL, NULL;
-- contacts: a shopper who is the contact of a customer organisation
INSERT INTO party_relationship
SELECT a.party_id, s.party_id, 'ACCOUNT', 'CONTACT', '2020-01-01'::timestamp + a.k * interval '1 day', NULL, NULL, NULL, NULL,
       NULL, 'CONTACT_REL', NULL, CASE WHEN random() < 0.5 THEN 'Purchasing' END, NULL
  FROM who a JOIN who s ON s.kind = 'shopper' AND s.k = 20 + (a.k * 7) % 1200
 WHERE a.kind = 'account' AND a.k % 3 <> 0;
INSERT INTO party_role SELECT DISTINCT party_id_to, 'CONTACT' FROM party_relationship WHERE role_type_id_to = 'CONTACT'
  ON CONFLICT DO NOTHING;

-- ---- contact mechanisms -----------------------------------------------------
CREATE TABLE contact_mech (
  contact_mech_id varchar(20) NOT NULL, contact_mech_type_id varchar(20), info_string varchar(255),
  CONSTRAINT pk_contact_mech PRIMARY KEY (contact_mech_id));
CREATE TABLE party_contact_mech (
  party_id varchar(20) NOT NULL, contact_mech_id varchar(20) NOT NULL, from_date timestamp NOT NULL, thru_date timestamp,
  role_type_id varchar(20), allow_solicitation char(1), extension varchar(255), verified char(1), comments varchar(255),
  years_with_contact_mech numeric(20,0), months_with_contact_mech numeric(20,0),
  CONSTRAINT pk_party_contact_mech PRIMARY KEY (party_id, contact_mech_id, from_date));
CREATE TEMP TABLE cm AS
SELECT row_number() OVER (ORDER BY w.k, t.o) + 9999 AS n, w.party_id, w.kind, w.k, t.typ
  FROM who w CROSS JOIN (VALUES (1, 'EMAIL_ADDRESS'), (2, 'POSTAL_ADDRESS'), (3, 'TELECOM_NUMBER'), (4, 'WEB_ADDRESS')) t(o, typ)
 WHERE w.kind NOT IN ('na', 'agent')
   AND CASE t.typ WHEN 'EMAIL_ADDRESS' THEN random() < 0.9 WHEN 'POSTAL_ADDRESS' THEN random() < 0.85
                  WHEN 'TELECOM_NUMBER' THEN random() < 0.5 ELSE w.kind IN ('org', 'supplier', 'account', 'carrier') AND random() < 0.6 END;
INSERT INTO contact_mech
SELECT n::text, typ, CASE typ WHEN 'EMAIL_ADDRESS' THEN lower(party_id) || '@' || (ARRAY['example.com','mail.test','ofbiz.example'])[1 + k % 3]
                             WHEN 'WEB_ADDRESS' THEN 'https://www.' || lower(party_id) || '.example' END
  FROM cm ORDER BY n;
INSERT INTO party_contact_mech
SELECT party_id, n::text, '2019-01-01'::timestamp + k * interval '13 hours', CASE WHEN random() < 0.05 THEN '2024-01-01'::timestamp END,
       CASE WHEN random() < 0.06 THEN (SELECT min(role_type_id) FROM party_role pr WHERE pr.party_id = cm.party_id) END,
       CASE WHEN typ = 'EMAIL_ADDRESS' THEN (ARRAY['Y','N',NULL])[pg_temp.r(3)] END,
       CASE WHEN typ = 'TELECOM_NUMBER' AND random() < 0.1 THEN pg_temp.r(400)::text END,
       CASE WHEN typ = 'EMAIL_ADDRESS' THEN (ARRAY['Y','N'])[pg_temp.r(2)] END, NULL, NULL, NULL
  FROM cm ORDER BY n;

-- ---- facilities and products --------------------------------------------------
CREATE TABLE facility (
  facility_id varchar(20) NOT NULL, facility_type_id varchar(20), parent_facility_id varchar(20), owner_party_id varchar(20),
  default_inventory_item_type_id varchar(20), facility_name varchar(100), primary_facility_group_id varchar(20),
  old_square_footage numeric(20,0), facility_size numeric(18,6), facility_size_uom_id varchar(20),
  product_store_id varchar(20), default_days_to_ship numeric(20,0), opened_date timestamp, closed_date timestamp,
  description varchar(255), default_dimension_uom_id varchar(20), default_weight_uom_id varchar(20), geo_point_id varchar(20),
  CONSTRAINT pk_facility PRIMARY KEY (facility_id));
INSERT INTO facility VALUES
  ('WebStoreWarehouse', 'WAREHOUSE', NULL, 'Company', 'NON_SERIAL_INV_ITEM', 'Web Store Warehouse', NULL, NULL, 25000, NULL, '9000', 2, '2019-01-01', NULL, NULL, 'LEN_ft', 'WT_lb', NULL),
  ('MyRetailStore', 'RETAIL_STORE', NULL, 'Company', 'NON_SERIAL_INV_ITEM', 'My Retail Store', NULL, NULL, NULL, NULL, '9100', NULL, '2019-01-01', NULL, NULL, NULL, 'WT_lb', NULL),
  ('10000', 'WAREHOUSE', NULL, 'CompanyWest', 'NON_SERIAL_INV_ITEM', 'West Coast Warehouse', NULL, NULL, 18000, NULL, NULL, 3, '2020-04-01', NULL, NULL, 'LEN_m', 'WT_kg', NULL),
  ('10001', 'WAREHOUSE', 'WebStoreWarehouse', 'Company', 'NON_SERIAL_INV_ITEM', 'Overflow Warehouse', NULL, NULL, NULL, NULL, NULL, 4, '2021-01-01', NULL, NULL, NULL, 'WT_lb', NULL),
  ('10002', 'BUILDING', '10000', 'CompanyWest', NULL, 'West Returns Building', NULL, NULL, NULL, NULL, NULL, NULL, '2021-06-01', NULL, NULL, NULL, 'WT_kg', NULL),
  ('10003', 'RETAIL_STORE', 'MyRetailStore', 'Company', 'SERIALIZED_INV_ITEM', 'Downtown Outlet', NULL, NULL, NULL, NULL, '9100', NULL, '2022-02-01', '2024-01-31', NULL, NULL, NULL, NULL),
  ('10004', 'WAREHOUSE', 'WebStoreWarehouse', 'Company', 'NON_SERIAL_INV_ITEM', 'Bulk Storage', NULL, NULL, NULL, NULL, NULL, 5, '2022-09-01', NULL, NULL, NULL, 'WT_lb', NULL);

CREATE TABLE product_category (
  product_category_id varchar(20) NOT NULL, product_category_type_id varchar(20), primary_parent_category_id varchar(20),
  category_name varchar(100), description varchar(255), long_description text, category_image_url varchar(2000),
  link_one_image_url varchar(2000), detail_screen varchar(255), show_in_select char(1),
  CONSTRAINT pk_product_category PRIMARY KEY (product_category_id));
INSERT INTO product_category VALUES
  ('CATALOG1', 'CATALOG_CATEGORY', NULL, 'Demo Catalog', 'Browse root', NULL, NULL, NULL, NULL, 'Y'),
  ('PROMOTIONS', 'CATALOG_CATEGORY', NULL, 'Promotions', 'Promotions', NULL, NULL, NULL, NULL, 'Y'),
  ('CATALOG1_BEST_SELL', 'BEST_SELL_CATEGORY', NULL, 'Best Sellers', 'Best sellers', NULL, NULL, NULL, NULL, 'Y'),
  ('CATALOG1_SEARCH', 'SEARCH_CATEGORY', NULL, 'Search', 'Searchable products', NULL, NULL, NULL, NULL, 'N'),
  ('SUPPLIES', 'USAGE_CATEGORY', NULL, 'Supplies', 'Purchased supplies', NULL, NULL, NULL, NULL, 'N');
INSERT INTO product_category
SELECT g::text, 'CATALOG_CATEGORY', 'CATALOG1', (ARRAY['Widgets','Gizmos','Gadgets','Services','Downloads'])[g / 100], NULL, NULL,
       '/images/category/' || g || '.png', NULL, NULL, 'Y'
  FROM generate_series(100, 500, 100) g;
INSERT INTO product_category
SELECT (g + s)::text, 'CATALOG_CATEGORY', g::text,
       (ARRAY['Small','Large','Micro','Mega','Deluxe','Pro','Budget','Retro'])[s] || ' ' || (ARRAY['Widgets','Gizmos','Gadgets','Services','Downloads'])[g / 100],
       NULL, NULL, NULL, NULL, NULL, 'Y'
  FROM generate_series(100, 500, 100) g, generate_series(1, 8) s WHERE s <= CASE WHEN g >= 400 THEN 3 ELSE 8 END;
INSERT INTO product_category VALUES ('20111', 'CATALOG_CATEGORY', '201', 'Gizmo Accessories', NULL, NULL, NULL, NULL, NULL, 'Y'),
  ('10111', 'CATALOG_CATEGORY', '101', 'Widget Parts', NULL, NULL, NULL, NULL, NULL, 'Y');

CREATE TABLE product (
  product_id varchar(20) NOT NULL, product_type_id varchar(20), primary_product_category_id varchar(20), facility_id varchar(20),
  introduction_date timestamp, release_date timestamp, support_discontinuation_date timestamp, sales_discontinuation_date timestamp,
  internal_name varchar(255), brand_name varchar(100), product_name varchar(100), description varchar(255),
  quantity_uom_id varchar(20), quantity_included numeric(18,6), pieces_included numeric(20,0),
  weight_uom_id varchar(20), product_weight numeric(18,6), is_virtual char(1), is_variant char(1), taxable char(1),
  charge_shipping char(1), created_date timestamp, created_by_user_login varchar(255), last_modified_date timestamp,
  last_modified_by_user_login varchar(255), in_shipping_box char(1), CONSTRAINT pk_product PRIMARY KEY (product_id));
CREATE TEMP TABLE pk AS
SELECT p, (ARRAY['WG','GZ','GD','SV','DG','RM'])[grp] AS prefix, grp FROM (
  SELECT p, CASE WHEN p <= 110 THEN 1 WHEN p <= 200 THEN 2 WHEN p <= 260 THEN 3 WHEN p <= 285 THEN 4 WHEN p <= 300 THEN 5 ELSE 6 END AS grp
    FROM generate_series(1, 340) p) x;
INSERT INTO product
SELECT prefix || '-' || (1000 + p * 7 % 997 + p), (ARRAY['FINISHED_GOOD','FINISHED_GOOD','FINISHED_GOOD','SERVICE','DIGITAL_GOOD','RAW_MATERIAL'])[grp],
       CASE WHEN random() < 0.08 THEN NULL WHEN grp = 6 THEN 'SUPPLIES' WHEN grp = 1 AND p % 17 = 0 THEN '10111' WHEN grp = 2 AND p % 13 = 0 THEN '20111'
            ELSE (grp * 100 + pg_temp.r(CASE WHEN grp >= 4 THEN 3 ELSE 8 END))::text END,
       CASE WHEN grp IN (1, 2, 3, 6) AND random() < 0.25 THEN (ARRAY['WebStoreWarehouse','WebStoreWarehouse','10000','10004'])[pg_temp.r(4)] END,
       '2019-01-01'::timestamp + p * interval '2 days', NULL, NULL, CASE WHEN random() < 0.06 THEN '2024-06-30'::timestamp END,
       prefix || ' item ' || p, CASE WHEN random() < 0.3 THEN (ARRAY['Acme','Globex','OFBiz'])[pg_temp.r(3)] END,
       (ARRAY['Tiny','Round','Square','Nano','Giant','Classic','Ultra'])[1 + p % 7] || ' ' || (ARRAY['Widget','Gizmo','Gadget','Service','Download','Material'])[grp],
       NULL,
       CASE WHEN grp IN (4, 5) THEN NULL WHEN grp = 6 THEN (ARRAY['OTH_box','OTH_pk','WT_kg','VLIQ_L'])[pg_temp.r(4)] WHEN random() < 0.85 THEN 'OTH_ea' ELSE 'OTH_pp' END,
       CASE WHEN grp = 6 THEN pg_temp.r(50) END, CASE WHEN grp IN (1, 2) AND random() < 0.2 THEN pg_temp.r(12) END,
       NULL, NULL, CASE WHEN p % 23 = 0 THEN 'Y' ELSE 'N' END, CASE WHEN p % 23 IN (1, 2) AND p > 23 THEN 'Y' ELSE 'N' END,
       CASE WHEN grp = 4 THEN 'N' ELSE 'Y' END, CASE WHEN grp IN (4, 5) THEN 'N' ELSE 'Y' END,
       '2019-01-01'::timestamp + p * interval '2 days', CASE WHEN random() < 0.7 THEN 'admin' ELSE pg_temp.emp() END, NULL, NULL, NULL
  FROM pk ORDER BY p;
UPDATE product SET weight_uom_id = (ARRAY['WT_lb','WT_lb','WT_lb','WT_kg','WT_oz'])[pg_temp.r(5)], product_weight = pg_temp.r(400) / 10.0
 WHERE product_type_id IN ('FINISHED_GOOD', 'RAW_MATERIAL') AND random() < 0.7;
UPDATE product SET last_modified_date = created_date + interval '30 days',
       last_modified_by_user_login = CASE WHEN random() < 0.6 THEN 'admin' ELSE pg_temp.emp() END WHERE random() < 0.4;
CREATE TEMP TABLE prod AS SELECT row_number() OVER (ORDER BY md5(product_id), product_id) AS i, product_id, product_type_id
  FROM product WHERE is_virtual = 'N';

CREATE TABLE product_category_member (
  product_category_id varchar(20) NOT NULL, product_id varchar(20) NOT NULL, from_date timestamp NOT NULL, thru_date timestamp,
  comments varchar(255), sequence_num numeric(20,0), quantity numeric(18,6),
  CONSTRAINT pk_product_category_member PRIMARY KEY (product_category_id, product_id, from_date));
INSERT INTO product_category_member
SELECT primary_product_category_id, product_id, created_date, NULL::timestamp, NULL, pg_temp.r(30), NULL::numeric
  FROM product WHERE primary_product_category_id IS NOT NULL
UNION ALL
SELECT c, product_id, created_date + interval '60 days', CASE WHEN c = 'PROMOTIONS' AND random() < 0.5 THEN created_date + interval '120 days' END,
       NULL, NULL, NULL
  FROM (SELECT p.*, c, random() AS u FROM product p, unnest(ARRAY['PROMOTIONS','CATALOG1_BEST_SELL','CATALOG1_SEARCH']) c) x
 WHERE product_type_id <> 'RAW_MATERIAL' AND u < CASE c WHEN 'CATALOG1_SEARCH' THEN 0.8 ELSE 0.15 END;

-- ---- orders ---------------------------------------------------------------------
CREATE TABLE order_header (
  order_id varchar(20) NOT NULL, order_type_id varchar(20), order_name varchar(100), external_id varchar(20),
  sales_channel_enum_id varchar(20), order_date timestamp, priority char(1), entry_date timestamp, pick_sheet_printed_date timestamp,
  visit_id varchar(20), status_id varchar(20), created_by varchar(255), first_attempt_order_id varchar(20),
  currency_uom varchar(20), sync_status_id varchar(20), billing_account_id varchar(20), origin_facility_id varchar(20),
  web_site_id varchar(20), product_store_id varchar(20), terminal_id varchar(60), transaction_id varchar(60),
  auto_order_shopping_list_id varchar(20), needs_inventory_issuance char(1), is_rush_order char(1), internal_code varchar(60),
  remaining_sub_total numeric(18,2), grand_total numeric(18,2), is_viewed char(1), invoice_per_shipment char(1),
  CONSTRAINT pk_order_header PRIMARY KEY (order_id));
-- who buys: shoppers (most), customer organisations, DemoCustomer; suppliers for purchase orders
CREATE TEMP TABLE buyer AS SELECT row_number() OVER (ORDER BY (k * 7919) % 1511, k) AS i, party_id
  FROM who WHERE kind IN ('shopper', 'account');
CREATE TEMP TABLE supp AS SELECT row_number() OVER (ORDER BY k) AS i, party_id FROM who WHERE kind = 'supplier';
CREATE TEMP TABLE oh AS
SELECT n, purchase, CASE WHEN purchase THEN (SELECT party_id FROM supp WHERE i = pick)
                         ELSE (SELECT party_id FROM buyer WHERE i = pick) END AS party_id,
       CASE WHEN random() < 0.72 THEN 'ORDER_COMPLETED' WHEN random() < 0.35 THEN 'ORDER_APPROVED' WHEN random() < 0.4 THEN 'ORDER_CANCELLED'
            WHEN random() < 0.5 THEN 'ORDER_CREATED' WHEN random() < 0.5 THEN 'ORDER_HOLD' ELSE 'ORDER_SENT' END AS status_id,
       CASE WHEN purchase THEN NULL WHEN random() < 0.7 THEN 'WEB_SALES_CHANNEL' WHEN random() < 0.5 THEN 'PHONE_SALES_CHANNEL'
            ELSE (ARRAY['POS_SALES_CHANNEL','EMAIL_SALES_CHANNEL','FAX_SALES_CHANNEL','AFFIL_SALES_CHANNEL','UNKNWN_SALES_CHANNEL'])[pg_temp.sk(5, 1.5)] END AS channel,
       '2020-01-01'::timestamp + (n - 10000) * interval '17 hours' + pg_temp.r(600) * interval '1 minute' AS order_date
  FROM (SELECT n, purchase, CASE WHEN purchase THEN pg_temp.sk(41, 1.7) ELSE pg_temp.sk(1410, 1.6) END AS pick
          FROM (SELECT n, (n % 10 = 3 OR n % 29 = 0) AS purchase FROM generate_series(10000, 12399) n) y) x;
INSERT INTO order_header
SELECT CASE WHEN purchase THEN n::text ELSE 'WS' || n END, CASE WHEN purchase THEN 'PURCHASE_ORDER' ELSE 'SALES_ORDER' END,
       CASE WHEN purchase AND random() < 0.5 THEN 'PO ' || n END, CASE WHEN random() < 0.05 THEN 'EXT-' || (n * 13) % 99991 END,
       channel, order_date, (ARRAY['1','2','2','2','3'])[pg_temp.r(5)], order_date, NULL, NULL, oh.status_id,
       CASE WHEN purchase THEN pg_temp.emp() WHEN channel = 'WEB_SALES_CHANNEL' THEN coalesce(l.user_login_id, 'anonymous')
            WHEN channel = 'UNKNWN_SALES_CHANNEL' THEN 'system' WHEN random() < 0.2 THEN 'admin' ELSE pg_temp.emp() END,
       NULL, CASE WHEN purchase OR random() < 0.85 THEN 'USD' WHEN random() < 0.6 THEN 'EUR' ELSE (ARRAY['GBP','CAD','JPY'])[pg_temp.r(3)] END,
       NULL, NULL, CASE WHEN purchase THEN (ARRAY['WebStoreWarehouse','10000','10004'])[pg_temp.sk(3, 1.5)]
                      WHEN channel = 'POS_SALES_CHANNEL' THEN (ARRAY['MyRetailStore','10003'])[pg_temp.r(2)]
                      WHEN random() < 0.9 THEN (ARRAY['WebStoreWarehouse','WebStoreWarehouse','10000','10001'])[pg_temp.r(4)] END,
       CASE WHEN channel = 'WEB_SALES_CHANNEL' THEN 'WebStore' END, CASE WHEN NOT purchase THEN CASE WHEN channel = 'POS_SALES_CHANNEL' THEN '9100' ELSE '9000' END END,
       CASE WHEN channel = 'POS_SALES_CHANNEL' THEN 'POS' || pg_temp.r(4) END, NULL, NULL, 'Y', 'N', NULL, NULL, NULL,
       CASE WHEN random() < 0.8 THEN 'Y' ELSE 'N' END, 'N'
  FROM oh LEFT JOIN plogin l USING (party_id) ORDER BY n;

CREATE TABLE order_item (
  order_id varchar(20) NOT NULL, order_item_seq_id varchar(20) NOT NULL, external_id varchar(20), order_item_type_id varchar(20),
  order_item_group_seq_id varchar(20), is_item_group_primary char(1), from_inventory_item_id varchar(20), budget_id varchar(20),
  budget_item_seq_id varchar(20), product_id varchar(20), supplier_product_id varchar(60), product_feature_id varchar(20),
  prod_catalog_id varchar(20), product_category_id varchar(20), is_promo char(1), quote_id varchar(20), quote_item_seq_id varchar(20),
  shopping_list_id varchar(20), shopping_list_item_seq_id varchar(20), subscription_id varchar(20), deployment_id varchar(20),
  quantity numeric(18,6), cancel_quantity numeric(18,6), selected_amount numeric(18,6), unit_price numeric(18,3),
  unit_list_price numeric(18,3), unit_average_cost numeric(18,2), unit_recurring_price numeric(18,2), is_modified_price char(1),
  recurring_freq_uom_id varchar(20), item_description varchar(255), comments varchar(255), corresponding_po_id varchar(20),
  status_id varchar(20), sync_status_id varchar(20), estimated_ship_date timestamp, estimated_delivery_date timestamp,
  auto_cancel_date timestamp, dont_cancel_set_date timestamp, dont_cancel_set_user_login varchar(255), ship_before_date timestamp,
  ship_after_date timestamp, cancel_back_order_date timestamp, override_gl_account_id varchar(20), sales_opportunity_id varchar(20),
  change_by_user_login_id varchar(255), CONSTRAINT pk_order_item PRIMARY KEY (order_id, order_item_seq_id));
CREATE TEMP TABLE oi AS
SELECT h.order_id, h.order_type_id, h.status_id AS hstatus, s AS seq,
       (SELECT product_id FROM prod WHERE i = pick) AS product_id,
       pg_temp.sk(6, 2.5) AS qty, (pg_temp.r(19900) + 99) / 100.0 AS price
  FROM (SELECT h.*, s, CASE WHEN h.order_type_id = 'PURCHASE_ORDER' THEN pg_temp.r(320) ELSE pg_temp.sk(320, 1.9) END AS pick
          FROM (SELECT h.*, pg_temp.sk(6, 2.2) AS nitems FROM order_header h) h, generate_series(1, h.nitems) s) h;
INSERT INTO order_item (order_id, order_item_seq_id, order_item_type_id, product_id, prod_catalog_id, is_promo, quantity,
                        cancel_quantity, unit_price, unit_list_price, is_modified_price, item_description, status_id,
                        estimated_ship_date, change_by_user_login_id)
SELECT oi.order_id, lpad(seq::text, 5, '0'), CASE WHEN random() < 0.03 THEN 'RENTAL_ORDER_ITEM' ELSE 'PRODUCT_ORDER_ITEM' END,
       oi.product_id, CASE WHEN order_type_id = 'SALES_ORDER' THEN 'DemoCatalog' END, CASE WHEN random() < 0.04 THEN 'Y' ELSE 'N' END,
       qty, CASE WHEN hstatus = 'ORDER_CANCELLED' THEN qty END, price, price * 1.1, CASE WHEN random() < 0.05 THEN 'Y' ELSE 'N' END,
       p.product_name,
       CASE hstatus WHEN 'ORDER_COMPLETED' THEN CASE WHEN random() < 0.03 THEN 'ITEM_CANCELLED' ELSE 'ITEM_COMPLETED' END
                    WHEN 'ORDER_CANCELLED' THEN 'ITEM_CANCELLED' WHEN 'ORDER_CREATED' THEN 'ITEM_CREATED'
                    WHEN 'ORDER_HOLD' THEN 'ITEM_CREATED' WHEN 'ORDER_REJECTED' THEN 'ITEM_REJECTED' ELSE 'ITEM_APPROVED' END,
       CASE WHEN random() < 0.3 THEN '2020-01-05'::timestamp + pg_temp.r(1800) * interval '1 day' END,
       CASE WHEN random() < 0.05 THEN CASE WHEN random() < 0.4 THEN 'admin' ELSE pg_temp.emp() END END
  FROM oi JOIN product p USING (product_id) ORDER BY oi.order_id, seq;
UPDATE order_header h SET grand_total = t.s, remaining_sub_total = t.s
  FROM (SELECT order_id, round(sum(quantity * unit_price), 2) AS s FROM order_item GROUP BY order_id) t WHERE t.order_id = h.order_id;

CREATE TABLE order_role (
  order_id varchar(20) NOT NULL, party_id varchar(20) NOT NULL, role_type_id varchar(20) NOT NULL,
  CONSTRAINT pk_order_role PRIMARY KEY (order_id, party_id, role_type_id));
INSERT INTO order_role
SELECT h.order_id, o.party_id, r FROM order_header h JOIN oh o ON h.order_id = CASE WHEN o.purchase THEN o.n::text ELSE 'WS' || o.n END,
       unnest(CASE WHEN o.purchase THEN ARRAY['BILL_FROM_VENDOR','SHIP_FROM_VENDOR','SUPPLIER_AGENT']
                   ELSE ARRAY['BILL_TO_CUSTOMER','SHIP_TO_CUSTOMER','PLACING_CUSTOMER','END_USER_CUSTOMER'] END) r
UNION ALL
SELECT order_id, CASE WHEN order_type_id = 'SALES_ORDER' AND origin_facility_id = '10000' THEN 'CompanyWest' ELSE 'Company' END,
       r FROM order_header, unnest(CASE WHEN order_type_id = 'PURCHASE_ORDER' THEN ARRAY['BILL_TO_CUSTOMER','SHIP_TO_CUSTOMER']
                                        ELSE ARRAY['BILL_FROM_VENDOR'] END) r
UNION ALL
SELECT h.order_id, e.party_id, 'SALES_REP' FROM order_header h JOIN emp e ON e.user_login_id = h.created_by
 WHERE h.sales_channel_enum_id = 'PHONE_SALES_CHANNEL';
INSERT INTO party_role SELECT DISTINCT party_id, role_type_id FROM order_role ON CONFLICT DO NOTHING;

CREATE TABLE order_status (
  order_status_id varchar(20) NOT NULL, status_id varchar(20), order_id varchar(20), order_item_seq_id varchar(20),
  order_payment_preference_id varchar(20), status_datetime timestamp, status_user_login varchar(255), change_reason varchar(255),
  CONSTRAINT pk_order_status PRIMARY KEY (order_status_id));
CREATE TEMP TABLE os AS
SELECT h.order_id, NULL::varchar AS seq, st, h.order_date + o * interval '9 hours' AS at, h.created_by, o
  FROM order_header h, LATERAL (VALUES (1, 'ORDER_CREATED'), (2, CASE WHEN h.status_id NOT IN ('ORDER_CREATED', 'ORDER_HOLD') THEN 'ORDER_APPROVED' END),
                                       (3, CASE WHEN h.status_id IN ('ORDER_COMPLETED', 'ORDER_CANCELLED', 'ORDER_HOLD', 'ORDER_SENT') THEN h.status_id END)) v(o, st)
 WHERE st IS NOT NULL
UNION ALL
SELECT i.order_id, i.order_item_seq_id, st, h.order_date + o * interval '9 hours' + interval '1 minute', h.created_by, o
  FROM order_item i JOIN order_header h USING (order_id),
       LATERAL (VALUES (1, 'ITEM_CREATED'), (2, CASE WHEN i.status_id <> 'ITEM_CREATED' THEN 'ITEM_APPROVED' END),
                       (3, CASE WHEN i.status_id IN ('ITEM_COMPLETED', 'ITEM_CANCELLED') THEN i.status_id END)) v(o, st)
 WHERE st IS NOT NULL AND (i.order_item_seq_id = '00001' OR o > 1) AND random() < 0.6;
INSERT INTO order_status
SELECT (9999 + row_number() OVER (ORDER BY at, order_id, seq NULLS FIRST, o))::text, st, order_id, seq, NULL, at,
       CASE WHEN o = 1 THEN created_by WHEN random() < 0.5 THEN 'system' WHEN random() < 0.4 THEN 'admin' ELSE pg_temp.emp() END,
       CASE WHEN st IN ('ORDER_CANCELLED', 'ITEM_CANCELLED') AND random() < 0.4 THEN 'customer request' END
  FROM os;

-- ---- invoices ---------------------------------------------------------------------
CREATE TABLE invoice (
  invoice_id varchar(20) NOT NULL, invoice_type_id varchar(20), party_id_from varchar(20), party_id varchar(20),
  role_type_id varchar(20), status_id varchar(20), billing_account_id varchar(20), contact_mech_id varchar(20),
  invoice_date timestamp, due_date timestamp, paid_date timestamp, invoice_message varchar(255), reference_number varchar(60),
  description varchar(255), currency_uom_id varchar(20), recurrence_info_id varchar(20),
  CONSTRAINT pk_invoice PRIMARY KEY (invoice_id));
CREATE TEMP TABLE inv AS
SELECT h.order_id, h.order_type_id, h.currency_uom, h.order_date, (9999 + row_number() OVER (ORDER BY h.order_date, h.order_id))::text AS invoice_id,
       (SELECT party_id FROM order_role r WHERE r.order_id = h.order_id AND r.role_type_id = 'BILL_TO_CUSTOMER') AS bill_to,
       (SELECT party_id FROM order_role r WHERE r.order_id = h.order_id AND r.role_type_id = 'BILL_FROM_VENDOR') AS bill_from
  FROM order_header h WHERE h.status_id IN ('ORDER_COMPLETED', 'ORDER_SENT') AND random() < 0.93;
INSERT INTO invoice
SELECT invoice_id, CASE WHEN order_type_id = 'PURCHASE_ORDER' THEN 'PURCHASE_INVOICE' ELSE 'SALES_INVOICE' END,
       bill_from, bill_to, NULL,
       CASE WHEN random() < 0.75 THEN 'INVOICE_PAID' WHEN random() < 0.4 THEN 'INVOICE_READY' WHEN random() < 0.5 THEN 'INVOICE_APPROVED'
            WHEN random() < 0.5 THEN 'INVOICE_IN_PROCESS' WHEN order_type_id = 'PURCHASE_ORDER' THEN 'INVOICE_RECEIVED'
            ELSE (ARRAY['INVOICE_SENT','INVOICE_CANCELLED','INVOICE_WRITEOFF'])[pg_temp.r(3)] END,
       NULL,
       CASE WHEN order_type_id = 'SALES_ORDER' AND random() < 0.8 THEN
            (SELECT min(pcm.contact_mech_id) FROM party_contact_mech pcm JOIN contact_mech c USING (contact_mech_id)
              WHERE pcm.party_id = inv.bill_to AND c.contact_mech_type_id = 'POSTAL_ADDRESS') END,
       order_date + interval '2 days', order_date + interval '32 days', NULL, NULL,
       CASE WHEN order_type_id = 'PURCHASE_ORDER' THEN 'SUP-' || substr(md5(invoice_id), 1, 8) END, NULL, currency_uom, NULL
  FROM inv ORDER BY invoice_id::int;
UPDATE invoice SET paid_date = due_date - pg_temp.r(25) * interval '1 day' WHERE status_id = 'INVOICE_PAID';

CREATE TABLE invoice_item (
  invoice_id varchar(20) NOT NULL, invoice_item_seq_id varchar(20) NOT NULL, invoice_item_type_id varchar(20),
  override_gl_account_id varchar(20), override_org_party_id varchar(20), inventory_item_id varchar(20), product_id varchar(20),
  product_feature_id varchar(20), parent_invoice_id varchar(20), parent_invoice_item_seq_id varchar(20), uom_id varchar(20),
  taxable_flag char(1), quantity numeric(18,6), amount numeric(18,3), description varchar(255), tax_auth_party_id varchar(20),
  tax_auth_geo_id varchar(20), tax_authority_rate_seq_id varchar(20), sales_opportunity_id varchar(20),
  CONSTRAINT pk_invoice_item PRIMARY KEY (invoice_id, invoice_item_seq_id));
CREATE TABLE order_item_billing (
  order_id varchar(20) NOT NULL, order_item_seq_id varchar(20) NOT NULL, invoice_id varchar(20) NOT NULL,
  invoice_item_seq_id varchar(20) NOT NULL, item_issuance_id varchar(20), shipment_receipt_id varchar(20),
  quantity numeric(18,6), amount numeric(18,2),
  CONSTRAINT pk_order_item_billing PRIMARY KEY (order_id, order_item_seq_id, invoice_id, invoice_item_seq_id));
-- product lines, numbered per invoice in item order
CREATE TEMP TABLE ii AS
SELECT v.invoice_id, v.order_type_id, i.order_id, i.order_item_seq_id, i.product_id, i.quantity, i.unit_price,
       lpad((row_number() OVER (PARTITION BY v.invoice_id ORDER BY i.order_item_seq_id))::text, 5, '0') AS seq
  FROM inv v JOIN order_item i USING (order_id) WHERE i.status_id <> 'ITEM_CANCELLED';
INSERT INTO invoice_item
SELECT invoice_id, seq, CASE WHEN order_type_id = 'PURCHASE_ORDER' THEN 'PINV_FPROD_ITEM' ELSE 'INV_FPROD_ITEM' END,
       NULL, NULL, NULL, product_id, NULL, NULL, NULL, NULL, CASE WHEN order_type_id = 'SALES_ORDER' THEN 'Y' ELSE 'N' END,
       quantity, unit_price, NULL, NULL, NULL, NULL, NULL
  FROM ii ORDER BY invoice_id::int, seq;
INSERT INTO order_item_billing
SELECT order_id, order_item_seq_id, invoice_id, seq, NULL, NULL, quantity, round(quantity * unit_price, 2) FROM ii;
-- sales tax lines (about a third of sales invoices) under the first product line; shipping lines without product
INSERT INTO invoice_item
SELECT invoice_id, lpad((n + 1)::text, 5, '0'), 'ITM_SALES_TAX', NULL, NULL, NULL, NULL, NULL, invoice_id, '00001', NULL, 'N',
       NULL, round(t / 12.0, 3), 'Sales Tax', (ARRAY['CA_BOE','CA_BOE','NY_DTF','TX_CPA'])[pg_temp.r(4)],
       NULL, NULL, NULL
  FROM (SELECT invoice_id, count(*) AS n, sum(quantity * unit_price) AS t FROM ii WHERE order_type_id = 'SALES_ORDER' GROUP BY invoice_id) x
 WHERE random() < 0.35;
INSERT INTO invoice_item
SELECT invoice_id, lpad((n + 1)::text, 5, '0'), 'ITM_SHIPPING_CHARGES', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'N',
       NULL, (ARRAY[4.99, 7.99, 12.50])[pg_temp.r(3)], 'Shipping and Handling', NULL, NULL, NULL, NULL
  FROM (SELECT invoice_id, count(*) AS n FROM invoice_item GROUP BY invoice_id) x
 WHERE invoice_id IN (SELECT invoice_id FROM invoice WHERE invoice_type_id = 'SALES_INVOICE') AND random() < 0.5;

-- ---- the audit stamps every OFBiz table ends with --------------------------------
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname LOOP
    EXECUTE format('ALTER TABLE public.%I ADD COLUMN last_updated_stamp timestamp, ADD COLUMN last_updated_tx_stamp timestamp, '
                   'ADD COLUMN created_stamp timestamp, ADD COLUMN created_tx_stamp timestamp', t);
    EXECUTE format('UPDATE public.%I SET created_tx_stamp = timestamp ''2019-01-01'' + random() * interval ''1500 days''', t);
    EXECUTE format('UPDATE public.%I SET created_stamp = created_tx_stamp + interval ''12 milliseconds'', '
                   'last_updated_tx_stamp = created_tx_stamp + CASE WHEN random() < 0.3 THEN random() * interval ''200 days'' ELSE interval ''0'' END', t);
    EXECUTE format('UPDATE public.%I SET last_updated_stamp = last_updated_tx_stamp + interval ''12 milliseconds''', t);
  END LOOP;
END $$;

-- ---- the foreign keys OFBiz declares (relations of type "one") --------------------
ALTER TABLE party_type ADD CONSTRAINT party_type_par FOREIGN KEY (parent_type_id) REFERENCES party_type;
ALTER TABLE role_type ADD CONSTRAINT role_type_par FOREIGN KEY (parent_type_id) REFERENCES role_type;
ALTER TABLE party_relationship_type ADD CONSTRAINT party_reltyp_par FOREIGN KEY (parent_type_id) REFERENCES party_relationship_type,
  ADD CONSTRAINT party_reltyp_vfrl FOREIGN KEY (role_type_id_valid_from) REFERENCES role_type,
  ADD CONSTRAINT party_reltyp_vtrl FOREIGN KEY (role_type_id_valid_to) REFERENCES role_type;
ALTER TABLE status_type ADD CONSTRAINT status_type_par FOREIGN KEY (parent_type_id) REFERENCES status_type;
ALTER TABLE status_item ADD CONSTRAINT status_to_type FOREIGN KEY (status_type_id) REFERENCES status_type;
ALTER TABLE contact_mech_type ADD CONSTRAINT cmech_type_par FOREIGN KEY (parent_type_id) REFERENCES contact_mech_type;
ALTER TABLE product_type ADD CONSTRAINT prod_type_parent FOREIGN KEY (parent_type_id) REFERENCES product_type;
ALTER TABLE order_type ADD CONSTRAINT order_type_par FOREIGN KEY (parent_type_id) REFERENCES order_type;
ALTER TABLE invoice_type ADD CONSTRAINT invoice_type_par FOREIGN KEY (parent_type_id) REFERENCES invoice_type;
ALTER TABLE user_login ADD CONSTRAINT user_party FOREIGN KEY (party_id) REFERENCES party;
ALTER TABLE party ADD CONSTRAINT party_pty_typ FOREIGN KEY (party_type_id) REFERENCES party_type,
  ADD CONSTRAINT party_pref_crncy FOREIGN KEY (preferred_currency_uom_id) REFERENCES uom,
  ADD CONSTRAINT party_statusitm FOREIGN KEY (status_id) REFERENCES status_item,
  ADD CONSTRAINT party_cuserlogin FOREIGN KEY (created_by_user_login) REFERENCES user_login,
  ADD CONSTRAINT party_luserlogin FOREIGN KEY (last_modified_by_user_login) REFERENCES user_login;
ALTER TABLE person ADD CONSTRAINT person_party FOREIGN KEY (party_id) REFERENCES party;
ALTER TABLE party_group ADD CONSTRAINT party_grp_party FOREIGN KEY (party_id) REFERENCES party;
ALTER TABLE party_role ADD CONSTRAINT party_rle_party FOREIGN KEY (party_id) REFERENCES party,
  ADD CONSTRAINT party_rle_role FOREIGN KEY (role_type_id) REFERENCES role_type;
ALTER TABLE party_relationship ADD CONSTRAINT party_rel_fprole FOREIGN KEY (party_id_from, role_type_id_from) REFERENCES party_role,
  ADD CONSTRAINT party_rel_tprole FOREIGN KEY (party_id_to, role_type_id_to) REFERENCES party_role,
  ADD CONSTRAINT party_rel_stts FOREIGN KEY (status_id) REFERENCES status_item,
  ADD CONSTRAINT party_rel_type FOREIGN KEY (party_relationship_type_id) REFERENCES party_relationship_type;
ALTER TABLE contact_mech ADD CONSTRAINT cont_mech_type FOREIGN KEY (contact_mech_type_id) REFERENCES contact_mech_type;
ALTER TABLE party_contact_mech ADD CONSTRAINT party_cmech_party FOREIGN KEY (party_id) REFERENCES party,
  ADD CONSTRAINT party_cmech_cmech FOREIGN KEY (contact_mech_id) REFERENCES contact_mech;
ALTER TABLE facility ADD CONSTRAINT facility_parentfac FOREIGN KEY (parent_facility_id) REFERENCES facility,
  ADD CONSTRAINT facility_owner FOREIGN KEY (owner_party_id) REFERENCES party,
  ADD CONSTRAINT facility_dwt_uom FOREIGN KEY (default_weight_uom_id) REFERENCES uom,
  ADD CONSTRAINT facility_ddm_uom FOREIGN KEY (default_dimension_uom_id) REFERENCES uom;
ALTER TABLE product_category ADD CONSTRAINT prdcat_parent FOREIGN KEY (primary_parent_category_id) REFERENCES product_category;
ALTER TABLE product ADD CONSTRAINT prod_type FOREIGN KEY (product_type_id) REFERENCES product_type,
  ADD CONSTRAINT prod_prmy_category FOREIGN KEY (primary_product_category_id) REFERENCES product_category,
  ADD CONSTRAINT prod_facility FOREIGN KEY (facility_id) REFERENCES facility,
  ADD CONSTRAINT prod_quantity_uom FOREIGN KEY (quantity_uom_id) REFERENCES uom,
  ADD CONSTRAINT prod_weight_uom FOREIGN KEY (weight_uom_id) REFERENCES uom,
  ADD CONSTRAINT prod_cuserlogin FOREIGN KEY (created_by_user_login) REFERENCES user_login,
  ADD CONSTRAINT prod_luserlogin FOREIGN KEY (last_modified_by_user_login) REFERENCES user_login;
ALTER TABLE product_category_member ADD CONSTRAINT prod_cmbr_category FOREIGN KEY (product_category_id) REFERENCES product_category,
  ADD CONSTRAINT prod_cmbr_product FOREIGN KEY (product_id) REFERENCES product;
ALTER TABLE order_header ADD CONSTRAINT order_hdr_type FOREIGN KEY (order_type_id) REFERENCES order_type,
  ADD CONSTRAINT order_hdr_scenum FOREIGN KEY (sales_channel_enum_id) REFERENCES enumeration,
  ADD CONSTRAINT order_hdr_stts FOREIGN KEY (status_id) REFERENCES status_item,
  ADD CONSTRAINT order_hdr_cbul FOREIGN KEY (created_by) REFERENCES user_login,
  ADD CONSTRAINT order_hdr_cuom FOREIGN KEY (currency_uom) REFERENCES uom,
  ADD CONSTRAINT order_hdr_orfac FOREIGN KEY (origin_facility_id) REFERENCES facility;
ALTER TABLE order_item ADD CONSTRAINT order_item_hdr FOREIGN KEY (order_id) REFERENCES order_header,
  ADD CONSTRAINT order_item_product FOREIGN KEY (product_id) REFERENCES product,
  ADD CONSTRAINT order_item_prdcat FOREIGN KEY (product_category_id) REFERENCES product_category,
  ADD CONSTRAINT order_item_status FOREIGN KEY (status_id) REFERENCES status_item,
  ADD CONSTRAINT order_item_systs FOREIGN KEY (sync_status_id) REFERENCES status_item,
  ADD CONSTRAINT order_item_chul FOREIGN KEY (change_by_user_login_id) REFERENCES user_login,
  ADD CONSTRAINT order_item_dcul FOREIGN KEY (dont_cancel_set_user_login) REFERENCES user_login;
ALTER TABLE order_role ADD CONSTRAINT order_role_hdr FOREIGN KEY (order_id) REFERENCES order_header,
  ADD CONSTRAINT order_role_ptrl FOREIGN KEY (party_id, role_type_id) REFERENCES party_role;
ALTER TABLE order_status ADD CONSTRAINT order_stts_stts FOREIGN KEY (status_id) REFERENCES status_item,
  ADD CONSTRAINT order_stts_ohdr FOREIGN KEY (order_id) REFERENCES order_header,
  ADD CONSTRAINT order_stts_ul FOREIGN KEY (status_user_login) REFERENCES user_login;
ALTER TABLE invoice ADD CONSTRAINT invoice_invtyp FOREIGN KEY (invoice_type_id) REFERENCES invoice_type,
  ADD CONSTRAINT invoice_frpty FOREIGN KEY (party_id_from) REFERENCES party,
  ADD CONSTRAINT invoice_party FOREIGN KEY (party_id) REFERENCES party,
  ADD CONSTRAINT invoice_rltyp FOREIGN KEY (role_type_id) REFERENCES role_type,
  ADD CONSTRAINT invoice_stsitm FOREIGN KEY (status_id) REFERENCES status_item,
  ADD CONSTRAINT invoice_cmech FOREIGN KEY (contact_mech_id) REFERENCES contact_mech,
  ADD CONSTRAINT invoice_cuom FOREIGN KEY (currency_uom_id) REFERENCES uom;
ALTER TABLE invoice_item ADD CONSTRAINT invoice_itm_invc FOREIGN KEY (invoice_id) REFERENCES invoice,
  ADD CONSTRAINT invoice_itm_prod FOREIGN KEY (product_id) REFERENCES product,
  ADD CONSTRAINT invoice_itm_uom FOREIGN KEY (uom_id) REFERENCES uom,
  ADD CONSTRAINT invoice_itm_taxpty FOREIGN KEY (tax_auth_party_id) REFERENCES party,
  ADD CONSTRAINT invoice_itm_ovrorg FOREIGN KEY (override_org_party_id) REFERENCES party;
ALTER TABLE order_item_billing ADD CONSTRAINT order_itbl_oritm FOREIGN KEY (order_id, order_item_seq_id) REFERENCES order_item,
  ADD CONSTRAINT order_itbl_invitm FOREIGN KEY (invoice_id, invoice_item_seq_id) REFERENCES invoice_item;
ANALYZE;
