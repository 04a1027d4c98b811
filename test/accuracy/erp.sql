-- test/accuracy/erp.sql: an ERP in the style of data-model books and OFBiz, for the accuracy suite
-- (truth: erp_truth.csv, every foreign key declared).
--
-- Why: names here are concatenated lower case with no separator at all (partyid,
-- billingpartyid, parentregionid, basemoneycode, lengthunitcode), so a role is a prefix glued to
-- the target's key name and no tokenizer finds it by separators. It also has:
--   * a party entity with a family of 1:1 satellites sharing its key (person, organization,
--     partycredential, salesordernote for salesorder): every reference to partyid belongs to
--     party, the table the column names, and each satellite is itself a child of party;
--   * digit-only text codes: taxcategory.code ('10'..'29') and paymentterm.code ('11'..'25'),
--     two small code tables whose values contain one another by chance;
--   * *by columns (createdby, invitedby) pointing at user accounts, one of them a self reference;
--   * natural text keys (moneycode, unitcode, partytypecode) beside integer surrogate keys.
-- Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE partytype (partytypecode text PRIMARY KEY, description text);
INSERT INTO partytype VALUES ('PERSON', 'a natural person'), ('ORGANIZATION', 'a company'), ('GROUP', 'a group of parties');
CREATE TABLE party (partyid int PRIMARY KEY, partytypecode text REFERENCES partytype, createddate date, statuscode text);
INSERT INTO party SELECT g, CASE WHEN g <= 4500 THEN 'PERSON' ELSE 'ORGANIZATION' END,
       '2015-01-01'::date + (g * 7) % 3000, (ARRAY['ACTIVE','DISABLED'])[1 + (g % 11 = 0)::int] FROM generate_series(1, 6000) g;
-- satellites of party: one row per party of their kind, or per every party
CREATE TABLE person (partyid int PRIMARY KEY REFERENCES party, firstname text, lastname text, birthdate date);
INSERT INTO person SELECT g, 'First' || (g % 300), 'Last' || (g % 977), '1950-01-01'::date + (g * 13) % 18000 FROM generate_series(1, 4500) g;
CREATE TABLE organization (partyid int PRIMARY KEY REFERENCES party, orgname text, taxnumber text);
INSERT INTO organization SELECT g, 'Org ' || g, 'TX' || (g * 37) FROM generate_series(4501, 6000) g;
CREATE TABLE partycredential (partyid int PRIMARY KEY REFERENCES party, passwordhash text, lastlogin timestamptz);
INSERT INTO partycredential SELECT g, md5(g::text), '2024-01-01'::timestamptz + g * interval '1 hour' FROM generate_series(1, 6000) g;
CREATE TABLE useraccount (userid int PRIMARY KEY, partyid int UNIQUE REFERENCES party, username text, email text,
                          invitedby int REFERENCES useraccount);
INSERT INTO useraccount SELECT g, 1 + (g * 7) % 4500, 'user' || g, 'user' || g || '@erp.test',
       CASE WHEN g % 3 = 0 THEN NULL ELSE 1 + (g * 389) % 2000 END FROM generate_series(1, 2000) g;
CREATE TABLE region (regionid int PRIMARY KEY, parentregionid int REFERENCES region, regionname text, regionlevel int);
INSERT INTO region SELECT g, CASE WHEN g <= 8 THEN NULL WHEN g <= 60 THEN 1 + g % 8 ELSE 9 + (g * 17) % 52 END,
       'Region ' || g, CASE WHEN g <= 8 THEN 1 WHEN g <= 60 THEN 2 ELSE 3 END FROM generate_series(1, 400) g;
CREATE TABLE money (moneycode char(3) PRIMARY KEY, moneyname text, decimals int);
INSERT INTO money SELECT chr(65 + g / 26 % 26) || chr(65 + g % 26) || chr(65 + (g * 7) % 26), 'Money ' || g, 2 FROM generate_series(0, 39) g;
CREATE TABLE exchangerate (exchangerateid int PRIMARY KEY, basemoneycode char(3) REFERENCES money,
                           quotemoneycode char(3) REFERENCES money, rate numeric(12,6), validfrom date);
INSERT INTO exchangerate SELECT g, chr(65 + (g % 40) / 26 % 26) || chr(65 + (g % 40) % 26) || chr(65 + ((g % 40) * 7) % 26),
       chr(65 + ((g * 3 + 1) % 40) / 26 % 26) || chr(65 + ((g * 3 + 1) % 40) % 26) || chr(65 + (((g * 3 + 1) % 40) * 7) % 26),
       1 + (g % 97) / 10.0, '2020-01-01'::date + g % 1000 FROM generate_series(1, 3000) g;
CREATE TABLE unit (unitcode text PRIMARY KEY, unitname text, dimension text);
INSERT INTO unit VALUES ('MM','millimetre','length'), ('CM','centimetre','length'), ('M','metre','length'), ('IN','inch','length'),
  ('FT','foot','length'), ('G','gram','mass'), ('KG','kilogram','mass'), ('LB','pound','mass'), ('OZ','ounce','mass'),
  ('T','tonne','mass'), ('L','litre','volume'), ('ML','millilitre','volume');
-- digit-only code tables: their codes fall inside each other by chance
CREATE TABLE taxcategory (code text PRIMARY KEY, rate numeric(5,2), label text);
INSERT INTO taxcategory SELECT g::text, g / 2.0, 'Tax ' || g FROM generate_series(10, 29) g;
CREATE TABLE paymentterm (code text PRIMARY KEY, days int, label text);
INSERT INTO paymentterm SELECT g::text, (g - 10) * 5, 'Net ' || g FROM generate_series(11, 25) g;
CREATE TABLE product (productid int PRIMARY KEY, productname text, lengthunitcode text REFERENCES unit,
                      weightunitcode text REFERENCES unit, productlength numeric, productweight numeric,
                      taxcategorycode text REFERENCES taxcategory);
INSERT INTO product SELECT g, 'Product ' || g, (ARRAY['MM','CM','M','IN','FT'])[1 + g % 5], (ARRAY['G','KG','LB','OZ','T'])[1 + (g / 5) % 5],
       1 + g % 300, 1 + g % 50, (10 + (g * 7) % 20)::text FROM generate_series(1, 3000) g;
CREATE TABLE salesorder (salesorderid int PRIMARY KEY, billingpartyid int REFERENCES party, shippingpartyid int REFERENCES party,
                         regionid int REFERENCES region, paymenttermcode text REFERENCES paymentterm,
                         createdby int REFERENCES useraccount, orderdate date, totalamount numeric(12,2));
INSERT INTO salesorder SELECT g, 1 + (g * 7919) % 6000, 1 + (g * 104729) % 6000, 61 + (g * 13) % 340, (11 + (g * 3) % 15)::text,
       1 + (g * 31) % 2000, '2022-01-01'::date + g % 900, (g % 1000) * 3.5 FROM generate_series(1, 20000) g;
CREATE TABLE salesorderline (salesorderid int REFERENCES salesorder, linenumber int, productid int REFERENCES product,
                             quantity int, unitprice numeric(10,2), PRIMARY KEY (salesorderid, linenumber));
INSERT INTO salesorderline SELECT o, l, 1 + (o * 37 + l * 101) % 3000, 1 + (o + l) % 12, 5 + (o * l) % 200
  FROM generate_series(1, 20000) o, generate_series(1, 1 + o % 4) l;
-- a 1:1 satellite of salesorder holding every order's id
CREATE TABLE salesordernote (salesorderid int PRIMARY KEY REFERENCES salesorder, notetext text);
INSERT INTO salesordernote SELECT g, 'note ' || g FROM generate_series(1, 20000) g;
CREATE TABLE shipment (shipmentid int PRIMARY KEY, salesorderid int REFERENCES salesorder, carrierpartyid int REFERENCES party,
                       shippeddate date);
INSERT INTO shipment SELECT g, 1 + (g * 17) % 20000, 4501 + (g * 7) % 1500, '2022-02-01'::date + g % 900 FROM generate_series(1, 15000) g;
ANALYZE;
