-- test/accuracy/advworks.sql: an AdventureWorks-OLTP-shaped ERP as ported to PostgreSQL, written for
-- issue 16 as a held-out check: committed with its truth (advworks_truth.csv) BEFORE discovery was
-- ever run on it.
--
-- Its conventions: five schemas (person, humanresources, production, purchasing, sales) and 68
-- tables; names are the original CamelCase folded to lower case with nothing between the words
-- (businessentityid, productsubcategoryid, shiptoaddressid, sizeunitmeasurecode); one key,
-- businessentityid, is shared by a family of tables: businessentity <- person, store, vendor;
-- person <- employee, password, emailaddress, personphone, personcreditcard; employee <- salesperson;
-- salesperson <- store.salespersonid, salesorderheader.salespersonid (roles glued in front of the
-- key word); roles that name neither table nor key (document.owner an employee, purchaseorderheader
-- .employeeid and .vendorid, billofmaterials.productassemblyid and componentid products);
-- char(3) codes (unitmeasure 'CM ', currency 'USD', culture char(6)) and text country codes; a
-- composite reference (specialofferid, productid) -> specialofferproduct; text path keys
-- (document.documentnode '/1/2/', employee.organizationnode); a uuid rowguid under a plain unique
-- index in nearly every table, and modifieddate everywhere; domains over varchar and boolean
-- ("Name", "Flag"); nullable references (productsubcategoryid, salespersonid, creditcardid,
-- currencyrateid, productassemblyid, jobcandidate's employee); transactionhistory's
-- referenceorderid is polymorphic (a sales order, purchase order or work order by transactiontype:
-- no reference). As in the original, salesorderdetail.productid and .specialofferid are declared only
-- through the composite, workorderrouting.productid and transactionhistoryarchive.productid not at all:
-- undeclared truths. Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.27);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- skewed: 1 is the most frequent
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ 2)::int $$;
CREATE FUNCTION pg_temp.g(t text, id bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t || ':' || id)::uuid $$;
CREATE FUNCTION pg_temp.md(id bigint) RETURNS timestamp LANGUAGE sql IMMUTABLE AS $$
  SELECT timestamp '2008-04-30' + (id % 2000) * interval '1 day' $$;

CREATE DOMAIN public."Name" varchar(50);
CREATE DOMAIN public."Flag" boolean NOT NULL;
CREATE DOMAIN public."NameStyle" boolean NOT NULL;
CREATE DOMAIN public."Phone" varchar(25);
CREATE DOMAIN public."AccountNumber" varchar(15);
CREATE DOMAIN public."OrderNumber" varchar(25);
CREATE SCHEMA person;
CREATE SCHEMA humanresources;
CREATE SCHEMA production;
CREATE SCHEMA purchasing;
CREATE SCHEMA sales;

-- ---------------------------------------------------------------- person, sales codes
CREATE TABLE person.countryregion (countryregioncode varchar(3) PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.countryregion
SELECT c, 'Country ' || c, pg_temp.md(ord) FROM unnest(ARRAY['AD','AE','AF','AG','AL','AM','AO','AR','AS','AT','AU','AZ','BA','BB',
  'BD','BE','BG','BH','BR','BS','CA','CH','CL','CN','CO','CR','CZ','DE','DK','DO','EC','EE','EG','ES','FI','FJ','FR','GB','GH','GR','GT',
  'HK','HR','HU','ID','IE','IL','IN','IS','IT','JM','JO','JP','KE','KR','KW','LB','LT','LU','LV','MA','MX','MY','NG','NL','NO','NZ','PA',
  'PE','PH','PK','PL','PT','RO','RU','SA','SE','SG','SI','SK','TH','TN','TR','TW','UA','US','UY','VE','VN','ZA']) WITH ORDINALITY u(c, ord);
CREATE UNIQUE INDEX ak_countryregion_name ON person.countryregion (name);

CREATE TABLE sales.currency (currencycode char(3) PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.currency SELECT c, 'Currency ' || c, pg_temp.md(ord) FROM unnest(ARRAY['AED','AFA','ARS','ATS','AUD','BGN','BRL',
  'CAD','CHF','CLP','CNY','COP','CZK','DEM','DKK','EGP','EUR','FRF','GBP','HKD','HUF','IDR','ILS','INR','ISK','JPY','KRW','MXN','MYR',
  'NOK','NZD','PHP','PKR','PLN','RUB','SAR','SEK','SGD','THB','TRY','TWD','USD','VEB','VND','ZAR']) WITH ORDINALITY u(c, ord);
CREATE UNIQUE INDEX ak_currency_name ON sales.currency (name);

CREATE TABLE sales.countryregioncurrency (countryregioncode varchar(3) NOT NULL REFERENCES person.countryregion,
  currencycode char(3) NOT NULL REFERENCES sales.currency, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (countryregioncode, currencycode));
INSERT INTO sales.countryregioncurrency
SELECT cr.countryregioncode, cu.currencycode, pg_temp.md(length(cr.countryregioncode))
  FROM person.countryregion cr
  JOIN LATERAL (SELECT currencycode FROM sales.currency
                 WHERE currencycode = CASE WHEN cr.countryregioncode IN ('AT','BE','DE','ES','FI','FR','GR','IE','IT','LU','NL','PT','SI','SK','EE','LV','LT')
                                            THEN 'EUR' ELSE cr.countryregioncode || substr('DPRYNSKLE', 1 + ascii(cr.countryregioncode) % 9, 1) END
                    OR (cr.countryregioncode = 'US' AND currencycode = 'USD')
                    OR (cr.countryregioncode IN ('DE','FR','AT') AND currencycode = CASE cr.countryregioncode WHEN 'DE' THEN 'DEM' WHEN 'FR' THEN 'FRF' ELSE 'ATS' END)
               ) cu ON true;
-- the countries whose generated code missed: their own currency by a fixed list
INSERT INTO sales.countryregioncurrency
SELECT c, cur, pg_temp.md(7) FROM (VALUES ('AU','AUD'),('CA','CAD'),('GB','GBP'),('JP','JPY'),('CH','CHF'),('MX','MXN'),('BR','BRL'),
  ('CN','CNY'),('IN','INR'),('SE','SEK'),('NO','NOK'),('DK','DKK'),('PL','PLN'),('NZ','NZD'),('ZA','ZAR'),('AR','ARS'),('KR','KRW'),
  ('SG','SGD'),('HK','HKD'),('TH','THB'),('TR','TRY'),('RU','RUB'),('CZ','CZK'),('HU','HUF'),('IL','ILS'),('SA','SAR'),('AE','AED'),
  ('EG','EGP'),('ID','IDR'),('MY','MYR'),('PH','PHP'),('PK','PKR'),('CL','CLP'),('CO','COP'),('TW','TWD'),('VE','VEB'),('VN','VND'),
  ('BG','BGN'),('IS','ISK')) v(c, cur)
 WHERE NOT EXISTS (SELECT 1 FROM sales.countryregioncurrency x WHERE x.countryregioncode = c AND x.currencycode = cur);

CREATE TABLE sales.salesterritory (territoryid serial PRIMARY KEY, name "Name" NOT NULL,
  countryregioncode varchar(3) NOT NULL REFERENCES person.countryregion, "group" varchar(50) NOT NULL,
  salesytd numeric NOT NULL, saleslastyear numeric NOT NULL, costytd numeric NOT NULL, costlastyear numeric NOT NULL,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.salesterritory (name, countryregioncode, "group", salesytd, saleslastyear, costytd, costlastyear, rowguid, modifieddate)
SELECT n, c, g, round((random() * 1e7)::numeric, 4), round((random() * 5e6)::numeric, 4), 0, 0, pg_temp.g('territory', ord), pg_temp.md(ord)
  FROM (SELECT *, row_number() OVER () FROM (VALUES ('Northwest','US','North America'),('Northeast','US','North America'),('Central','US','North America'),
               ('Southwest','US','North America'),('Southeast','US','North America'),('Canada','CA','North America'),
               ('France','FR','Europe'),('Germany','DE','Europe'),('Australia','AU','Pacific'),('United Kingdom','GB','Europe'))
       v0 (n, c, g)) v(n, c, g, ord) ORDER BY ord;
CREATE UNIQUE INDEX ak_salesterritory_name ON sales.salesterritory (name);
CREATE UNIQUE INDEX ak_salesterritory_rowguid ON sales.salesterritory (rowguid);

CREATE TABLE person.stateprovince (stateprovinceid serial PRIMARY KEY, stateprovincecode char(3) NOT NULL,
  countryregioncode varchar(3) NOT NULL REFERENCES person.countryregion, isonlystateprovinceflag "Flag" DEFAULT true,
  name "Name" NOT NULL, territoryid int NOT NULL REFERENCES sales.salesterritory, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
-- 53 US states in five territories, 13 Canadian provinces, 20 French departements, 16 German Laender, 6 Australian states, 1 GB
INSERT INTO person.stateprovince (stateprovincecode, countryregioncode, isonlystateprovinceflag, name, territoryid, rowguid, modifieddate)
SELECT code, c, c IN ('GB'), nm, t, pg_temp.g('stateprovince', ord), pg_temp.md(ord * 3)
  FROM (SELECT row_number() OVER (ORDER BY k, i) AS ord, * FROM (
          SELECT 1 AS k, i, chr(65 + i / 26 % 26) || chr(65 + i % 26) AS code, 'US'::text AS c, 'State ' || i AS nm, 1 + i % 5 AS t
            FROM generate_series(0, 52) i
          UNION ALL SELECT 2, i, chr(65 + (i * 7) % 26) || chr(66 + i % 20), 'CA', 'Province ' || i, 6 FROM generate_series(0, 12) i
          UNION ALL SELECT 3, i, lpad((i * 4 + 1)::text, 2, '0'), 'FR', 'Departement ' || i, 7 FROM generate_series(0, 19) i
          UNION ALL SELECT 4, i, chr(66 + i) || 'Y', 'DE', 'Land ' || i, 8 FROM generate_series(0, 15) i
          UNION ALL SELECT 5, i, (ARRAY['NSW','QLD','SA','TAS','VIC','WA'])[i + 1], 'AU', 'AU State ' || i, 9 FROM generate_series(0, 5) i
          UNION ALL SELECT 6, 0, 'ENG', 'GB', 'England', 10) s) x ORDER BY ord;
CREATE UNIQUE INDEX ak_stateprovince_name ON person.stateprovince (name);
CREATE UNIQUE INDEX ak_stateprovince_code_country ON person.stateprovince (stateprovincecode, countryregioncode);
CREATE UNIQUE INDEX ak_stateprovince_rowguid ON person.stateprovince (rowguid);

CREATE TABLE person.address (addressid serial PRIMARY KEY, addressline1 varchar(60) NOT NULL, addressline2 varchar(60),
  city varchar(30) NOT NULL, stateprovinceid int NOT NULL REFERENCES person.stateprovince, postalcode varchar(15) NOT NULL,
  spatiallocation text, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
CREATE TABLE person.addresstype (addresstypeid serial PRIMARY KEY, name "Name" NOT NULL, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.addresstype (name, rowguid, modifieddate)
SELECT n, pg_temp.g('addresstype', ord), pg_temp.md(ord)
  FROM unnest(ARRAY['Billing','Home','Main Office','Primary','Shipping','Archive']) WITH ORDINALITY u(n, ord) ORDER BY ord;
CREATE UNIQUE INDEX ak_addresstype_name ON person.addresstype (name);
CREATE UNIQUE INDEX ak_addresstype_rowguid ON person.addresstype (rowguid);

-- business entities: 1..290 employees, 291..1491 stores (every third) and their contacts,
-- 1492..1691 vendors (even) and their contacts, 1692..6691 individual customers, 6692..6791 general contacts
CREATE TABLE person.businessentity (businessentityid serial PRIMARY KEY, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.businessentity SELECT g, pg_temp.g('businessentity', g), pg_temp.md(g) FROM generate_series(1, 6791) g;
SELECT setval('person.businessentity_businessentityid_seq', 6791);
CREATE UNIQUE INDEX ak_businessentity_rowguid ON person.businessentity (rowguid);
CREATE TEMP TABLE be_kind AS
SELECT g AS id, CASE WHEN g <= 290 THEN CASE WHEN g >= 274 THEN 'SP' ELSE 'EM' END
                     WHEN g <= 1491 THEN CASE WHEN g % 3 = 0 THEN 'store' ELSE 'SC' END
                     WHEN g <= 1691 THEN CASE WHEN g % 2 = 0 THEN 'vendor' ELSE 'VC' END
                     WHEN g <= 6691 THEN 'IN' ELSE 'GC' END AS kind
  FROM generate_series(1, 6791) g;

CREATE TABLE person.person (businessentityid int PRIMARY KEY REFERENCES person.businessentity, persontype char(2) NOT NULL,
  namestyle "NameStyle" DEFAULT false, title varchar(8), firstname "Name" NOT NULL, middlename "Name", lastname "Name" NOT NULL,
  suffix varchar(10), emailpromotion int NOT NULL DEFAULT 0, additionalcontactinfo xml, demographics xml,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.person
SELECT id, kind, false, CASE WHEN random() < 0.05 THEN (ARRAY['Mr.','Ms.','Mrs.','Sr.','Sra.'])[pg_temp.r(5)] END,
       (ARRAY['Ken','Terri','Rob','Gail','Jossef','Dylan','Diane','Gigi','Michael','Ovidiu','Thierry','Janice','Michael','Sharon',
              'David','Kevin','John','Mary','Wanida','Kim','Ed','Jo','Ashvini','Peter','Jeffrey','Laura','Sandra'])[pg_temp.r(27)],
       CASE WHEN random() < 0.55 THEN chr(64 + pg_temp.r(26)) END,
       (ARRAY['Sanchez','Duffy','Tamburello','Walters','Erickson','Goldberg','Miller','Margheim','Matthew','Raheem','Cracium',
              'DHers','Galvin','Sullivan','Salavaria','Bradley','Brown','Wood','Dempsey','Benshoof','Dobney','Kurjan','Sharma',
              'Krebs','Ford','Hill','Lee','Smith','Johnson','Garcia','Martinez','Nguyen'])[pg_temp.r(32)],
       CASE WHEN random() < 0.01 THEN 'Jr.' END, (ARRAY[0,0,0,1,2])[pg_temp.r(5)], NULL,
       CASE WHEN kind = 'IN' THEN ('<IndividualSurvey><TotalPurchaseYTD>' || pg_temp.r(9000) || '</TotalPurchaseYTD></IndividualSurvey>')::xml END,
       pg_temp.g('person', id), pg_temp.md(id + 3)
  FROM be_kind WHERE kind NOT IN ('store', 'vendor') ORDER BY id;
CREATE UNIQUE INDEX ak_person_rowguid ON person.person (rowguid);

CREATE TABLE person.password (businessentityid int PRIMARY KEY REFERENCES person.person, passwordhash varchar(128) NOT NULL,
  passwordsalt varchar(10) NOT NULL, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.password SELECT businessentityid, encode(sha256(('pw' || businessentityid)::bytea), 'base64'),
       substr(md5('salt' || businessentityid), 1, 8), pg_temp.g('password', businessentityid), modifieddate FROM person.person;

CREATE TABLE person.emailaddress (businessentityid int NOT NULL REFERENCES person.person, emailaddressid serial,
  emailaddress varchar(50), rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (businessentityid, emailaddressid));
INSERT INTO person.emailaddress (businessentityid, emailaddress, rowguid, modifieddate)
SELECT businessentityid, lower(firstname) || businessentityid || '@adventure-works.com', pg_temp.g('emailaddress', businessentityid), modifieddate
  FROM person.person ORDER BY businessentityid;

CREATE TABLE person.phonenumbertype (phonenumbertypeid serial PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.phonenumbertype (name, modifieddate) VALUES ('Cell', '2017-12-13'), ('Home', '2017-12-13'), ('Work', '2017-12-13');
CREATE TABLE person.personphone (businessentityid int NOT NULL REFERENCES person.person, phonenumber "Phone" NOT NULL,
  phonenumbertypeid int NOT NULL REFERENCES person.phonenumbertype, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (businessentityid, phonenumber, phonenumbertypeid));
INSERT INTO person.personphone
SELECT businessentityid, pg_temp.r(899) + 100 || '-555-0' || lpad(pg_temp.r(999)::text, 3, '0'),
       CASE WHEN persontype IN ('EM', 'SP') THEN 3 ELSE pg_temp.r(2) END, modifieddate FROM person.person;

CREATE TABLE person.contacttype (contacttypeid serial PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO person.contacttype (name, modifieddate)
SELECT n, '2008-04-30' FROM unnest(ARRAY['Accounting Manager','Assistant Sales Agent','Assistant Sales Representative',
  'Coordinator Foreign Markets','Export Administrator','International Marketing Manager','Marketing Assistant','Marketing Manager',
  'Marketing Representative','Order Administrator','Owner','Owner/Marketing Assistant','Product Manager','Purchasing Agent',
  'Purchasing Manager','Regional Account Representative','Sales Agent','Sales Associate','Sales Manager','Sales Representative']) WITH ORDINALITY u(n, o) ORDER BY o;
CREATE UNIQUE INDEX ak_contacttype_name ON person.contacttype (name);

CREATE TABLE person.businessentitycontact (businessentityid int NOT NULL REFERENCES person.businessentity,
  personid int NOT NULL REFERENCES person.person, contacttypeid int NOT NULL REFERENCES person.contacttype,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (businessentityid, personid, contacttypeid));
INSERT INTO person.businessentitycontact
SELECT CASE WHEN kind = 'SC' THEN id - id % 3 ELSE id - 1 END, id,
       CASE WHEN kind = 'SC' THEN (ARRAY[11,11,19,20,17,14,8,1])[pg_temp.r(8)] ELSE (ARRAY[14,15,15,13])[pg_temp.r(4)] END,
       pg_temp.g('businessentitycontact', id), pg_temp.md(id)
  FROM be_kind WHERE kind IN ('SC', 'VC');
CREATE UNIQUE INDEX ak_businessentitycontact_rowguid ON person.businessentitycontact (rowguid);

-- addresses: a home for people with one, a main office (and for 40% a shipping address) for stores and vendors
CREATE TEMP TABLE addr_plan AS
SELECT row_number() OVER (ORDER BY id, t) AS addressid, id, t
  FROM (SELECT id, CASE WHEN kind IN ('store', 'vendor') THEN 3 ELSE 2 END AS t FROM be_kind WHERE kind IN ('EM','SP','store','vendor','IN')
        UNION ALL SELECT id, 5 FROM be_kind WHERE kind = 'store' AND id % 5 < 2
        UNION ALL SELECT id, 5 FROM be_kind WHERE kind = 'IN' AND id % 25 = 0) s;
-- a state per entity: US-heavy, as the original
CREATE TEMP TABLE be_state AS
SELECT id, CASE WHEN u < 0.55 THEN pg_temp.r(53) WHEN u < 0.65 THEN 53 + pg_temp.r(13) WHEN u < 0.72 THEN 66 + pg_temp.r(20)
                WHEN u < 0.79 THEN 86 + pg_temp.r(16) WHEN u < 0.92 THEN 102 + pg_temp.r(6) ELSE 109 END AS stateprovinceid
  FROM (SELECT id, random() AS u FROM be_kind) x;
INSERT INTO person.address
SELECT a.addressid, pg_temp.r(9999) || ' ' || (ARRAY['Pine','Oak','Main','Elm','Lake','Hill','Park','Cedar'])[pg_temp.r(8)] || ' ' ||
       (ARRAY['St.','Ave.','Dr.','Rd.','Ln.','Court'])[pg_temp.r(6)],
       CASE WHEN random() < 0.02 THEN 'Suite ' || pg_temp.r(500) END,
       'City ' || (s.stateprovinceid * 7 + pg_temp.r(6)), s.stateprovinceid, lpad(pg_temp.r(99999)::text, 5, '0'),
       NULL, pg_temp.g('address', a.addressid), pg_temp.md(a.addressid)
  FROM addr_plan a JOIN be_state s ON s.id = a.id ORDER BY a.addressid;
SELECT setval('person.address_addressid_seq', (SELECT max(addressid) FROM person.address));
CREATE UNIQUE INDEX ak_address_rowguid ON person.address (rowguid);
CREATE UNIQUE INDEX ix_address_lines ON person.address (addressline1, addressline2, city, stateprovinceid, postalcode);
CREATE TABLE person.businessentityaddress (businessentityid int NOT NULL REFERENCES person.businessentity,
  addressid int NOT NULL REFERENCES person.address, addresstypeid int NOT NULL REFERENCES person.addresstype,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (businessentityid, addressid, addresstypeid));
INSERT INTO person.businessentityaddress SELECT id, addressid, t, pg_temp.g('bea', addressid), pg_temp.md(addressid) FROM addr_plan;
CREATE UNIQUE INDEX ak_businessentityaddress_rowguid ON person.businessentityaddress (rowguid);

-- ---------------------------------------------------------------- humanresources
CREATE TABLE humanresources.department (departmentid smallserial PRIMARY KEY, name "Name" NOT NULL, groupname "Name" NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO humanresources.department (name, groupname, modifieddate)
SELECT n, g, '2008-04-30' FROM (SELECT *, row_number() OVER () FROM (VALUES ('Engineering','Research and Development'),('Tool Design','Research and Development'),
  ('Sales','Sales and Marketing'),('Marketing','Sales and Marketing'),('Purchasing','Inventory Management'),
  ('Research and Development','Research and Development'),('Production','Manufacturing'),('Production Control','Manufacturing'),
  ('Human Resources','Executive General and Administration'),('Finance','Executive General and Administration'),
  ('Information Services','Executive General and Administration'),('Document Control','Quality Assurance'),
  ('Quality Assurance','Quality Assurance'),('Facilities and Maintenance','Executive General and Administration'),
  ('Shipping and Receiving','Inventory Management'),('Executive','Executive General and Administration')) v0) v(n, g, o) ORDER BY o;
CREATE UNIQUE INDEX ak_department_name ON humanresources.department (name);
CREATE TABLE humanresources.shift (shiftid smallserial PRIMARY KEY, name "Name" NOT NULL, starttime time NOT NULL, endtime time NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO humanresources.shift (name, starttime, endtime, modifieddate)
VALUES ('Day', '07:00', '15:00', '2008-04-30'), ('Evening', '15:00', '23:00', '2008-04-30'), ('Night', '23:00', '07:00', '2008-04-30');
CREATE UNIQUE INDEX ak_shift_name ON humanresources.shift (name);
CREATE UNIQUE INDEX ak_shift_times ON humanresources.shift (starttime, endtime);

CREATE TABLE humanresources.employee (businessentityid int PRIMARY KEY REFERENCES person.person, nationalidnumber varchar(15) NOT NULL,
  loginid varchar(256) NOT NULL, organizationnode varchar DEFAULT '/', jobtitle varchar(50) NOT NULL, birthdate date NOT NULL,
  maritalstatus char(1) NOT NULL, gender char(1) NOT NULL, hiredate date NOT NULL, salariedflag "Flag" DEFAULT true,
  vacationhours smallint NOT NULL DEFAULT 0, sickleavehours smallint NOT NULL DEFAULT 0, currentflag "Flag" DEFAULT true,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
-- department of each employee: 1 is the CEO, 250..262 purchasing, 274..290 sales
CREATE TEMP TABLE emp_dept AS
SELECT businessentityid AS id,
       CASE WHEN businessentityid = 1 THEN 16 WHEN businessentityid BETWEEN 250 AND 262 THEN 5 WHEN businessentityid >= 274 THEN 3
            WHEN businessentityid BETWEEN 263 AND 273 THEN (ARRAY[10,9,11,4])[pg_temp.r(4)]
            WHEN businessentityid BETWEEN 2 AND 20 THEN (ARRAY[1,2,6,12,13,14])[pg_temp.r(6)]
            ELSE (ARRAY[7,7,7,7,8,15,14,13])[pg_temp.r(8)] END AS departmentid
  FROM person.person WHERE persontype IN ('EM', 'SP');
INSERT INTO humanresources.employee
SELECT e.id, (10000000 + e.id * 7919 % 89999999)::text, 'adventure-works\' || lower(p.firstname) || e.id,
       CASE WHEN e.id = 1 THEN '/' ELSE '/' || e.departmentid || '/' || (e.id % 7 + 1) || '/' END,
       (SELECT name FROM humanresources.department d WHERE d.departmentid = e.departmentid) || CASE WHEN e.id % 9 = 0 THEN ' Supervisor' ELSE ' Specialist' END,
       date '1951-01-01' + pg_temp.r(15000), (ARRAY['M','S'])[pg_temp.r(2)], (ARRAY['M','F'])[pg_temp.r(2)],
       date '2006-06-30' + pg_temp.r(2400), e.departmentid IN (16, 3, 10, 9, 11, 4, 1), pg_temp.r(99), 20 + pg_temp.r(49), true,
       pg_temp.g('employee', e.id), pg_temp.md(e.id)
  FROM emp_dept e JOIN person.person p ON p.businessentityid = e.id ORDER BY e.id;
CREATE UNIQUE INDEX ak_employee_loginid ON humanresources.employee (loginid);
CREATE UNIQUE INDEX ak_employee_nationalidnumber ON humanresources.employee (nationalidnumber);
CREATE UNIQUE INDEX ak_employee_rowguid ON humanresources.employee (rowguid);

CREATE TABLE humanresources.employeedepartmenthistory (businessentityid int NOT NULL REFERENCES humanresources.employee,
  departmentid smallint NOT NULL REFERENCES humanresources.department, shiftid smallint NOT NULL REFERENCES humanresources.shift,
  startdate date NOT NULL, enddate date, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (businessentityid, startdate, departmentid, shiftid));
INSERT INTO humanresources.employeedepartmenthistory
SELECT e.id, e.departmentid, CASE WHEN e.departmentid = 7 THEN pg_temp.r(3) ELSE 1 END, em.hiredate, NULL, em.modifieddate
  FROM emp_dept e JOIN humanresources.employee em ON em.businessentityid = e.id;
-- six moved department once
UPDATE humanresources.employeedepartmenthistory SET enddate = startdate + 400 WHERE businessentityid IN (4, 16, 224, 234, 250, 268);
INSERT INTO humanresources.employeedepartmenthistory
SELECT businessentityid, CASE WHEN departmentid = 7 THEN 8 ELSE 7 END, 1, enddate + 1, NULL, modifieddate
  FROM humanresources.employeedepartmenthistory WHERE enddate IS NOT NULL;

CREATE TABLE humanresources.employeepayhistory (businessentityid int NOT NULL REFERENCES humanresources.employee,
  ratechangedate timestamp NOT NULL, rate numeric NOT NULL, payfrequency smallint NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (businessentityid, ratechangedate));
INSERT INTO humanresources.employeepayhistory
SELECT businessentityid, hiredate + k * 365, round((9 + random() * 40 + k * 2)::numeric, 4), (ARRAY[1,2])[pg_temp.r(2)], modifieddate
  FROM humanresources.employee, generate_series(0, 2) k WHERE businessentityid % CASE k WHEN 0 THEN 1 ELSE k * 11 END = 0;

CREATE TABLE humanresources.jobcandidate (jobcandidateid serial PRIMARY KEY, businessentityid int REFERENCES humanresources.employee,
  resume xml, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO humanresources.jobcandidate (businessentityid, resume, modifieddate)
SELECT CASE g WHEN 4 THEN 212 WHEN 9 THEN 274 END, ('<Resume><Name>Candidate ' || g || '</Name></Resume>')::xml, pg_temp.md(g)
  FROM generate_series(1, 13) g;

-- ---------------------------------------------------------------- production
CREATE TABLE production.culture (cultureid char(6) PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.culture VALUES ('', 'Invariant Language (Invariant Country)', '2008-04-30'), ('ar', 'Arabic', '2008-04-30'),
  ('en', 'English', '2008-04-30'), ('es', 'Spanish', '2008-04-30'), ('fr', 'French', '2008-04-30'), ('he', 'Hebrew', '2008-04-30'),
  ('th', 'Thai', '2008-04-30'), ('zh-cht', 'Chinese', '2008-04-30');
CREATE UNIQUE INDEX ak_culture_name ON production.culture (name);
CREATE TABLE production.unitmeasure (unitmeasurecode char(3) PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.unitmeasure
SELECT c, n, '2008-04-30' FROM (VALUES ('BOX','Boxes'),('BTL','Bottle'),('C','Celsius'),('CAN','Canister'),('CAR','Carton'),('CBM','Cubic meters'),
  ('CCM','Cubic centimeter'),('CDM','Cubic decimeter'),('CM','Centimeter'),('CM2','Square centimeter'),('CR','Crate'),('CS','Case'),
  ('CTN','Container'),('DM','Decimeter'),('DZ','Dozen'),('EA','Each'),('FT3','Cubic foot'),('G','Gram'),('GAL','Gallon'),('IN','Inch'),
  ('KG','Kilogram'),('KGV','Kilogram/cubic meter'),('KM','Kilometer'),('KT','Kit'),('L','Liter'),('LB','US pound'),('M','Meter'),
  ('M2','Square meter'),('M3','Cubic meter'),('MG','Milligram'),('ML','Milliliter'),('MM','Millimeter'),('OZ','Ounces'),('PAK','Pack'),
  ('PAL','Pallet'),('PC','Piece'),('PCT','Percentage'),('PT','Pint, US liquid')) v(c, n);
CREATE UNIQUE INDEX ak_unitmeasure_name ON production.unitmeasure (name);

CREATE TABLE production.productcategory (productcategoryid serial PRIMARY KEY, name "Name" NOT NULL, rowguid uuid NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.productcategory (name, rowguid, modifieddate)
SELECT n, pg_temp.g('productcategory', o), '2008-04-30' FROM unnest(ARRAY['Bikes','Components','Clothing','Accessories']) WITH ORDINALITY u(n, o) ORDER BY o;
CREATE UNIQUE INDEX ak_productcategory_name ON production.productcategory (name);
CREATE UNIQUE INDEX ak_productcategory_rowguid ON production.productcategory (rowguid);
CREATE TABLE production.productsubcategory (productsubcategoryid serial PRIMARY KEY,
  productcategoryid int NOT NULL REFERENCES production.productcategory, name "Name" NOT NULL, rowguid uuid NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.productsubcategory (productcategoryid, name, rowguid, modifieddate)
SELECT CASE WHEN g <= 3 THEN 1 WHEN g <= 17 THEN 2 WHEN g <= 25 THEN 3 ELSE 4 END, 'Subcategory ' || g, pg_temp.g('productsubcategory', g), '2008-04-30'
  FROM generate_series(1, 37) g;
CREATE UNIQUE INDEX ak_productsubcategory_name ON production.productsubcategory (name);
CREATE UNIQUE INDEX ak_productsubcategory_rowguid ON production.productsubcategory (rowguid);
CREATE TABLE production.productmodel (productmodelid serial PRIMARY KEY, name "Name" NOT NULL, catalogdescription xml, instructions xml,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.productmodel (name, catalogdescription, instructions, rowguid, modifieddate)
SELECT 'Model ' || g, CASE WHEN g % 20 = 0 THEN ('<ProductDescription ProductModelID="' || g || '"/>')::xml END,
       CASE WHEN g % 18 = 7 THEN '<root><Location LocationID="10"/></root>'::xml END, pg_temp.g('productmodel', g), pg_temp.md(g)
  FROM generate_series(1, 128) g;
CREATE UNIQUE INDEX ak_productmodel_name ON production.productmodel (name);
CREATE UNIQUE INDEX ak_productmodel_rowguid ON production.productmodel (rowguid);

CREATE TABLE production.product (productid serial PRIMARY KEY, name "Name" NOT NULL, productnumber varchar(25) NOT NULL,
  makeflag "Flag" DEFAULT true, finishedgoodsflag "Flag" DEFAULT true, color varchar(15), safetystocklevel smallint NOT NULL,
  reorderpoint smallint NOT NULL, standardcost numeric NOT NULL, listprice numeric NOT NULL, size varchar(5),
  sizeunitmeasurecode char(3) REFERENCES production.unitmeasure, weightunitmeasurecode char(3) REFERENCES production.unitmeasure,
  weight numeric(8, 2), daystomanufacture int NOT NULL, productline char(2), class char(2), style char(2),
  productsubcategoryid int REFERENCES production.productsubcategory, productmodelid int REFERENCES production.productmodel,
  sellstartdate timestamp NOT NULL, sellenddate timestamp, discontinueddate timestamp, rowguid uuid NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now());
-- components: 1..4 and 316..524 (no subcategory, no model); finished goods 680..970
INSERT INTO production.product
SELECT g, CASE WHEN fin THEN 'Product ' || g ELSE 'Part ' || g END,
       (ARRAY['BK','FR','HL','SO','TI','BB','CA','CH','LJ','RW'])[1 + g % 10] || '-' || upper(substr(md5('pn' || g), 1, 4)) || '-' || g,
       mk, fin, CASE WHEN fin AND random() < 0.8 THEN (ARRAY['Black','Silver','Red','Yellow','Blue','Multi','White','Grey'])[pg_temp.sk(8)] END,
       (ARRAY[4,60,100,500,800,1000])[pg_temp.r(6)], (ARRAY[3,45,75,375,600,750])[pg_temp.r(6)],
       CASE WHEN fin THEN round((5 + random() * 2000)::numeric, 4) WHEN mk THEN round((random() * 50)::numeric, 4) ELSE 0 END,
       CASE WHEN fin THEN round((10 + random() * 3500)::numeric, 4) ELSE 0 END,
       sz, CASE WHEN sz ~ '^[0-9]+$' THEN 'CM' END,
       CASE WHEN w IS NOT NULL THEN CASE WHEN fin THEN 'LB' ELSE 'G' END END, w,
       CASE WHEN fin THEN (ARRAY[1,2,4])[pg_temp.r(3)] WHEN mk THEN 1 ELSE 0 END,
       CASE WHEN fin THEN (ARRAY['R ','M ','T ','S '])[pg_temp.r(4)] END,
       CASE WHEN fin AND random() < 0.7 THEN (ARRAY['L ','M ','H '])[pg_temp.r(3)] END,
       CASE WHEN fin AND random() < 0.6 THEN (ARRAY['U ','M ','W '])[pg_temp.r(3)] END,
       CASE WHEN fin THEN pg_temp.sk(37) END,
       CASE WHEN fin THEN pg_temp.r(128) END,
       timestamp '2008-04-30' + pg_temp.r(4) * interval '1 year',
       CASE WHEN fin AND random() < 0.3 THEN timestamp '2013-05-29' END, NULL,
       pg_temp.g('product', g), pg_temp.md(g)
  FROM (SELECT g, g >= 680 AS fin, g >= 680 OR random() < 0.4 AS mk,
               CASE WHEN g >= 680 AND random() < 0.6 THEN (ARRAY['38','40','42','44','46','48','52','56','58','60','62','S','M','L','XL'])[pg_temp.r(15)] END AS sz,
               CASE WHEN random() < 0.4 THEN round((random() * 1500)::numeric, 2) END AS w
          FROM (SELECT generate_series(1, 4) UNION ALL SELECT generate_series(316, 524) UNION ALL SELECT generate_series(680, 970)) s(g)) x
 ORDER BY 1;
SELECT setval('production.product_productid_seq', 999);
CREATE UNIQUE INDEX ak_product_name ON production.product (name);
CREATE UNIQUE INDEX ak_product_productnumber ON production.product (productnumber);
CREATE UNIQUE INDEX ak_product_rowguid ON production.product (rowguid);

CREATE TABLE production.productdescription (productdescriptionid serial PRIMARY KEY, description varchar(400) NOT NULL,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
CREATE TABLE production.productmodelproductdescriptionculture (productmodelid int NOT NULL REFERENCES production.productmodel,
  productdescriptionid int NOT NULL REFERENCES production.productdescription, cultureid char(6) NOT NULL REFERENCES production.culture,
  modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (productmodelid, productdescriptionid, cultureid));
CREATE TEMP TABLE pmdc AS
SELECT 1 + 2 * row_number() OVER (ORDER BY m, c) AS productdescriptionid, m, c
  FROM generate_series(1, 127) m, unnest(ARRAY['ar','en','es','fr','he','th','zh-cht']) c WHERE c <> (ARRAY['ar','th'])[1 + m % 2];
INSERT INTO production.productdescription SELECT productdescriptionid, 'Description of model ' || m || ' in ' || c,
       pg_temp.g('productdescription', productdescriptionid), pg_temp.md(productdescriptionid) FROM pmdc ORDER BY 1;
CREATE UNIQUE INDEX ak_productdescription_rowguid ON production.productdescription (rowguid);
INSERT INTO production.productmodelproductdescriptionculture SELECT m, productdescriptionid, c, pg_temp.md(m) FROM pmdc;

CREATE TABLE production.productphoto (productphotoid serial PRIMARY KEY, thumbnailphoto bytea, thumbnailphotofilename varchar(50),
  largephoto bytea, largephotofilename varchar(50), modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.productphoto (thumbnailphoto, thumbnailphotofilename, largephoto, largephotofilename, modifieddate)
SELECT decode(md5('t' || g), 'hex'), 'photo_' || g || '_small.gif', decode(md5('l' || g) || md5('m' || g), 'hex'), 'photo_' || g || '_large.gif', pg_temp.md(g)
  FROM generate_series(1, 101) g;
CREATE TABLE production.productproductphoto (productid int NOT NULL REFERENCES production.product,
  productphotoid int NOT NULL REFERENCES production.productphoto, "primary" "Flag" DEFAULT false, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (productid, productphotoid));
INSERT INTO production.productproductphoto
SELECT productid, CASE WHEN finishedgoodsflag THEN 1 + pg_temp.r(100) ELSE 1 END, true, modifieddate FROM production.product;
CREATE TABLE production.productreview (productreviewid serial PRIMARY KEY, productid int NOT NULL REFERENCES production.product,
  reviewername "Name" NOT NULL, reviewdate timestamp NOT NULL, emailaddress varchar(50) NOT NULL, rating int NOT NULL, comments varchar(3850),
  modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.productreview (productid, reviewername, reviewdate, emailaddress, rating, comments, modifieddate)
SELECT 679 + pg_temp.sk(291), 'Reviewer ' || g, timestamp '2013-09-18' + g * interval '3 days', 'reviewer' || g || '@fourthcoffee.com',
       pg_temp.r(5), 'Comment ' || g, timestamp '2013-09-18' + g * interval '3 days' FROM generate_series(1, 40) g;

CREATE TABLE production.location (locationid smallserial PRIMARY KEY, name "Name" NOT NULL, costrate numeric NOT NULL DEFAULT 0,
  availability numeric(8, 2) NOT NULL DEFAULT 0, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.location VALUES (1, 'Tool Crib', 0, 0, '2008-04-30'), (2, 'Sheet Metal Racks', 0, 0, '2008-04-30'),
  (3, 'Paint Shop', 0, 0, '2008-04-30'), (4, 'Paint Storage', 0, 0, '2008-04-30'), (5, 'Metal Storage', 0, 0, '2008-04-30'),
  (6, 'Miscellaneous Storage', 0, 0, '2008-04-30'), (7, 'Finished Goods Storage', 0, 0, '2008-04-30'),
  (10, 'Frame Forming', 22.5, 96, '2008-04-30'), (20, 'Frame Welding', 25, 108, '2008-04-30'), (30, 'Debur and Polish', 14.5, 120, '2008-04-30'),
  (40, 'Paint', 15.75, 120, '2008-04-30'), (45, 'Specialized Paint', 18, 80, '2008-04-30'), (50, 'Subassembly', 12.25, 120, '2008-04-30'),
  (60, 'Final Assembly', 12.25, 120, '2008-04-30');
CREATE UNIQUE INDEX ak_location_name ON production.location (name);
CREATE TABLE production.productinventory (productid int NOT NULL REFERENCES production.product, locationid smallint NOT NULL REFERENCES production.location,
  shelf varchar(10) NOT NULL, bin smallint NOT NULL, quantity smallint NOT NULL DEFAULT 0, rowguid uuid NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (productid, locationid));
INSERT INTO production.productinventory
SELECT productid, l, chr(64 + pg_temp.r(12)), pg_temp.r(60) - 1, pg_temp.r(900), pg_temp.g('productinventory', productid * 100 + l), modifieddate
  FROM production.product,
       LATERAL (SELECT DISTINCT unnest(CASE WHEN finishedgoodsflag THEN ARRAY[7, 7, (ARRAY[50, 60])[pg_temp.r(2)]]
                                            ELSE ARRAY[(ARRAY[1,2,3,4,5,6])[pg_temp.r(6)], (ARRAY[1,5,6,10,20])[pg_temp.r(5)]] END) l) ls;
CREATE UNIQUE INDEX ak_productinventory_rowguid ON production.productinventory (rowguid);
CREATE TABLE production.productcosthistory (productid int NOT NULL REFERENCES production.product, startdate timestamp NOT NULL,
  enddate timestamp, standardcost numeric NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (productid, startdate));
INSERT INTO production.productcosthistory
SELECT productid, timestamp '2011-05-31' + k * interval '1 year', CASE WHEN k < n - 1 THEN timestamp '2011-05-31' + (k + 1) * interval '1 year' - interval '1 day' END,
       round(standardcost * (0.9 + 0.05 * k), 4), modifieddate
  FROM (SELECT *, 1 + productid % 3 AS n FROM production.product WHERE finishedgoodsflag) p, generate_series(0, 2) k WHERE k < n;
CREATE TABLE production.productlistpricehistory (productid int NOT NULL REFERENCES production.product, startdate timestamp NOT NULL,
  enddate timestamp, listprice numeric NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (productid, startdate));
INSERT INTO production.productlistpricehistory
SELECT productid, startdate, enddate, round(standardcost * 1.8, 4), modifieddate FROM production.productcosthistory;

CREATE TABLE production.billofmaterials (billofmaterialsid serial PRIMARY KEY, productassemblyid int REFERENCES production.product,
  componentid int NOT NULL REFERENCES production.product, startdate timestamp NOT NULL DEFAULT now(), enddate timestamp,
  unitmeasurecode char(3) NOT NULL REFERENCES production.unitmeasure, bomlevel smallint NOT NULL, perassemblyqty numeric(8, 2) NOT NULL DEFAULT 1,
  modifieddate timestamp NOT NULL DEFAULT now());
-- top level rows (no assembly) for finished goods, then each finished good and some made components built from parts
INSERT INTO production.billofmaterials (productassemblyid, componentid, startdate, enddate, unitmeasurecode, bomlevel, perassemblyqty, modifieddate)
SELECT NULL::int, productid, timestamp '2010-05-26', NULL::timestamp, 'EA', 0, 1, timestamp '2010-05-12' FROM production.product WHERE finishedgoodsflag
UNION ALL
SELECT DISTINCT ON (a.productid, c.comp) a.productid, c.comp, timestamp '2010-05-26', NULL::timestamp,
       CASE WHEN c.comp % 23 = 0 THEN 'OZ' WHEN c.comp % 31 = 0 THEN 'IN' ELSE 'EA' END,
       CASE WHEN a.finishedgoodsflag THEN 1 ELSE 2 END, (ARRAY[1,1,1,2,3,4,10])[pg_temp.r(7)], timestamp '2010-05-12'
  FROM production.product a,
       LATERAL (SELECT CASE WHEN random() < 0.05 THEN pg_temp.r(4) ELSE 315 + pg_temp.r(209) END AS comp
                  FROM generate_series(1, 3 + a.productid % 6)) c
 WHERE a.makeflag AND c.comp <> a.productid;
CREATE UNIQUE INDEX ak_billofmaterials ON production.billofmaterials (productassemblyid, componentid, startdate);

CREATE TABLE production.illustration (illustrationid serial PRIMARY KEY, diagram xml, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.illustration (diagram, modifieddate) SELECT ('<Diagram id="' || g || '"/>')::xml, pg_temp.md(g) FROM generate_series(1, 5) g;
CREATE TABLE production.productmodelillustration (productmodelid int NOT NULL REFERENCES production.productmodel,
  illustrationid int NOT NULL REFERENCES production.illustration, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (productmodelid, illustrationid));
INSERT INTO production.productmodelillustration VALUES (7, 3, '2014-01-09'), (10, 3, '2014-01-09'), (47, 4, '2014-01-09'),
  (47, 5, '2014-01-09'), (48, 4, '2014-01-09'), (48, 5, '2014-01-09'), (67, 1, '2014-01-09');

CREATE TABLE production.document (documentnode varchar PRIMARY KEY, documentlevel smallint, title varchar(50) NOT NULL,
  owner int NOT NULL REFERENCES humanresources.employee, folderflag boolean NOT NULL DEFAULT false, filename varchar(400) NOT NULL,
  fileextension varchar(8), revision char(5) NOT NULL, changenumber int NOT NULL DEFAULT 0, status smallint NOT NULL,
  documentsummary text, document bytea, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.document
SELECT node, lvl, 'Document ' || o, (ARRAY[217, 219, 220])[1 + o % 3], lvl < 2, 'Document ' || o || CASE WHEN lvl < 2 THEN '' ELSE '.doc' END,
       CASE WHEN lvl < 2 THEN '' ELSE '.doc' END, lpad((o % 3)::text, 1) || '    ', o * 17, (ARRAY[1,2,3])[1 + o % 3],
       CASE WHEN lvl = 2 THEN 'Summary ' || o END, CASE WHEN lvl = 2 THEN decode(md5('doc' || o), 'hex') END,
       pg_temp.g('document', o), pg_temp.md(o)
  FROM (SELECT *, row_number() OVER () FROM (VALUES ('/', 0), ('/1/', 1), ('/2/', 1), ('/3/', 1), ('/1/1/', 2), ('/1/2/', 2), ('/1/3/', 2), ('/1/4/', 2), ('/2/1/', 2),
               ('/3/1/', 2), ('/3/2/', 2), ('/3/3/', 2), ('/3/4/', 2)) v0) v(node, lvl, o);
CREATE UNIQUE INDEX ak_document_rowguid ON production.document (rowguid);
CREATE UNIQUE INDEX ix_document_level_node ON production.document (documentlevel, documentnode);
CREATE TABLE production.productdocument (productid int NOT NULL REFERENCES production.product,
  documentnode varchar NOT NULL REFERENCES production.document, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (productid, documentnode));
INSERT INTO production.productdocument
SELECT DISTINCT ON (p, n) p, n, timestamp '2013-12-29'
  FROM (SELECT 679 + pg_temp.r(291) AS p, (ARRAY['/1/1/','/1/2/','/1/3/','/1/4/','/2/1/','/3/1/','/3/2/','/3/3/','/3/4/'])[pg_temp.r(9)] AS n
          FROM generate_series(1, 34)) x;

CREATE TABLE production.scrapreason (scrapreasonid smallserial PRIMARY KEY, name "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO production.scrapreason (name, modifieddate) SELECT 'Scrap reason ' || g, '2008-04-30' FROM generate_series(1, 16) g;
CREATE UNIQUE INDEX ak_scrapreason_name ON production.scrapreason (name);
CREATE TABLE production.workorder (workorderid serial PRIMARY KEY, productid int NOT NULL REFERENCES production.product,
  orderqty int NOT NULL, stockedqty int NOT NULL, scrappedqty smallint NOT NULL, startdate timestamp NOT NULL, enddate timestamp,
  duedate timestamp NOT NULL, scrapreasonid smallint REFERENCES production.scrapreason, modifieddate timestamp NOT NULL DEFAULT now());
CREATE TEMP TABLE made AS SELECT row_number() OVER (ORDER BY productid) AS n, productid, finishedgoodsflag FROM production.product WHERE makeflag;
INSERT INTO production.workorder (productid, orderqty, stockedqty, scrappedqty, startdate, enddate, duedate, scrapreasonid, modifieddate)
SELECT m.productid, q, q - s, s, d, d + interval '10 days', d + interval '11 days', CASE WHEN s > 0 THEN pg_temp.r(16) END, d + interval '10 days'
  FROM (SELECT pg_temp.sk((SELECT count(*) FROM made)::int) AS k, pg_temp.r(200) AS q, CASE WHEN random() < 0.01 THEN 1 ELSE 0 END AS s,
               timestamp '2011-06-03' + (g / 8) * interval '1 day' AS d
          FROM generate_series(1, 8000) g) x JOIN made m ON m.n = x.k
 ORDER BY d, m.productid;
CREATE TABLE production.workorderrouting (workorderid int NOT NULL REFERENCES production.workorder, productid int NOT NULL,
  operationsequence smallint NOT NULL, locationid smallint NOT NULL REFERENCES production.location, scheduledstartdate timestamp NOT NULL,
  scheduledenddate timestamp NOT NULL, actualstartdate timestamp, actualenddate timestamp, actualresourcehrs numeric(9, 4),
  plannedcost numeric NOT NULL, actualcost numeric, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (workorderid, productid, operationsequence));
INSERT INTO production.workorderrouting
SELECT w.workorderid, w.productid, op, (ARRAY[10, 20, 30, 40, 45, 50, 60])[op], w.startdate, w.duedate, w.startdate, w.enddate,
       round((1 + random() * 3)::numeric, 4), 36 + op * 10, 36 + op * 10, w.modifieddate
  FROM production.workorder w JOIN production.product p USING (productid), generate_series(1, 7) op
 WHERE p.finishedgoodsflag AND op <= 2 + w.workorderid % 6 AND (op <> 5 OR w.workorderid % 4 = 0);

CREATE TABLE production.transactionhistory (transactionid serial PRIMARY KEY, productid int NOT NULL REFERENCES production.product,
  referenceorderid int NOT NULL, referenceorderlineid int NOT NULL DEFAULT 0, transactiondate timestamp NOT NULL DEFAULT now(),
  transactiontype char(1) NOT NULL, quantity int NOT NULL, actualcost numeric NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
CREATE TABLE production.transactionhistoryarchive (transactionid int PRIMARY KEY, productid int NOT NULL,
  referenceorderid int NOT NULL, referenceorderlineid int NOT NULL DEFAULT 0, transactiondate timestamp NOT NULL DEFAULT now(),
  transactiontype char(1) NOT NULL, quantity int NOT NULL, actualcost numeric NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());

-- ---------------------------------------------------------------- purchasing
CREATE TABLE purchasing.shipmethod (shipmethodid serial PRIMARY KEY, name "Name" NOT NULL, shipbase numeric NOT NULL, shiprate numeric NOT NULL,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO purchasing.shipmethod (name, shipbase, shiprate, rowguid, modifieddate)
SELECT n, b, r, pg_temp.g('shipmethod', o), '2008-04-30'
  FROM (SELECT *, row_number() OVER () FROM (VALUES ('XRQ - TRUCK GROUND', 3.95, 0.99), ('ZY - EXPRESS', 9.95, 1.99), ('OVERSEAS - DELUXE', 29.95, 2.99),
               ('OVERNIGHT J-FAST', 21.95, 1.29), ('CARGO TRANSPORT 5', 8.99, 1.49)) v0) v(n, b, r, o) ORDER BY o;
CREATE UNIQUE INDEX ak_shipmethod_name ON purchasing.shipmethod (name);
CREATE UNIQUE INDEX ak_shipmethod_rowguid ON purchasing.shipmethod (rowguid);
CREATE TABLE purchasing.vendor (businessentityid int PRIMARY KEY REFERENCES person.businessentity, accountnumber "AccountNumber" NOT NULL,
  name "Name" NOT NULL, creditrating smallint NOT NULL, preferredvendorstatus "Flag" DEFAULT true, activeflag "Flag" DEFAULT true,
  purchasingwebserviceurl varchar(1024), modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO purchasing.vendor
SELECT id, upper(substr(md5('v' || id), 1, 8)) || '0001', 'Vendor ' || id, pg_temp.sk(5), random() < 0.9, random() < 0.95,
       CASE WHEN id % 17 = 0 THEN 'www.vendor' || id || '.com/' END, pg_temp.md(id)
  FROM be_kind WHERE kind = 'vendor' ORDER BY id;
CREATE UNIQUE INDEX ak_vendor_accountnumber ON purchasing.vendor (accountnumber);
CREATE TABLE purchasing.productvendor (productid int NOT NULL REFERENCES production.product, businessentityid int NOT NULL REFERENCES purchasing.vendor,
  averageleadtime int NOT NULL, standardprice numeric NOT NULL, lastreceiptcost numeric, lastreceiptdate timestamp,
  minorderqty int NOT NULL, maxorderqty int NOT NULL, onorderqty int, unitmeasurecode char(3) NOT NULL REFERENCES production.unitmeasure,
  modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (productid, businessentityid));
INSERT INTO purchasing.productvendor
SELECT DISTINCT ON (p.productid, v) p.productid, v, 10 + pg_temp.r(110), round((1 + random() * 80)::numeric, 4),
       round((1 + random() * 85)::numeric, 4), timestamp '2011-08-29' + pg_temp.r(900) * interval '1 day', 1 + pg_temp.r(99), 500 + pg_temp.r(500),
       CASE WHEN random() < 0.3 THEN 3 * pg_temp.r(100) END, (ARRAY['EA','EA','EA','CS','CTN','DZ','GAL','PAK'])[pg_temp.r(8)], pg_temp.md(p.productid)
  FROM production.product p, LATERAL (SELECT 1490 + 2 * pg_temp.sk(100) AS v FROM generate_series(1, 1 + p.productid % 2)) vs
 WHERE NOT p.makeflag OR p.productid % 11 = 0;

CREATE TABLE purchasing.purchaseorderheader (purchaseorderid serial PRIMARY KEY, revisionnumber smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1, employeeid int NOT NULL REFERENCES humanresources.employee, vendorid int NOT NULL REFERENCES purchasing.vendor,
  shipmethodid int NOT NULL REFERENCES purchasing.shipmethod, orderdate timestamp NOT NULL DEFAULT now(), shipdate timestamp,
  subtotal numeric NOT NULL DEFAULT 0, taxamt numeric NOT NULL DEFAULT 0, freight numeric NOT NULL DEFAULT 0,
  totaldue numeric GENERATED ALWAYS AS (subtotal + taxamt + freight) STORED, modifieddate timestamp NOT NULL DEFAULT now());
CREATE TEMP TABLE pv_vendors AS SELECT row_number() OVER (ORDER BY businessentityid) AS n, businessentityid FROM (SELECT DISTINCT businessentityid FROM purchasing.productvendor) x;
INSERT INTO purchasing.purchaseorderheader (revisionnumber, status, employeeid, vendorid, shipmethodid, orderdate, shipdate, subtotal, taxamt, freight, modifieddate)
SELECT pg_temp.r(10), (ARRAY[4,4,4,4,1,2,3])[pg_temp.r(7)], 249 + pg_temp.r(13), v.businessentityid, pg_temp.r(5),
       d, d + interval '9 days', 0, 0, 0, d + interval '9 days'
  FROM (SELECT pg_temp.sk((SELECT count(*) FROM pv_vendors)::int) AS k, timestamp '2011-04-16' + (g / 4) * interval '1 day' AS d
          FROM generate_series(1, 4000) g) x JOIN pv_vendors v ON v.n = x.k ORDER BY d, v.businessentityid;
CREATE TABLE purchasing.purchaseorderdetail (purchaseorderid int NOT NULL REFERENCES purchasing.purchaseorderheader,
  purchaseorderdetailid serial, duedate timestamp NOT NULL, orderqty smallint NOT NULL, productid int NOT NULL REFERENCES production.product,
  unitprice numeric NOT NULL, receivedqty numeric(8, 2) NOT NULL, rejectedqty numeric(8, 2) NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (purchaseorderid, purchaseorderdetailid));
INSERT INTO purchasing.purchaseorderdetail (purchaseorderid, duedate, orderqty, productid, unitprice, receivedqty, rejectedqty, modifieddate)
SELECT DISTINCT ON (h.purchaseorderid, pv.productid) h.purchaseorderid, h.orderdate + interval '14 days', q, pv.productid, pv.standardprice, q,
       CASE WHEN random() < 0.05 THEN 1 ELSE 0 END, h.modifieddate
  FROM purchasing.purchaseorderheader h
  JOIN LATERAL (SELECT productid, standardprice, 3 * pg_temp.r(200) AS q FROM purchasing.productvendor pv
                 WHERE pv.businessentityid = h.vendorid ORDER BY random() LIMIT 1 + h.purchaseorderid % 4) pv ON true
 ORDER BY h.purchaseorderid, pv.productid;
UPDATE purchasing.purchaseorderheader h SET subtotal = s.t, taxamt = round(s.t * 0.08, 4), freight = round(s.t * 0.025, 4)
  FROM (SELECT purchaseorderid, sum(orderqty * unitprice) t FROM purchasing.purchaseorderdetail GROUP BY 1) s WHERE s.purchaseorderid = h.purchaseorderid;

-- ---------------------------------------------------------------- sales
CREATE TABLE sales.salesperson (businessentityid int PRIMARY KEY REFERENCES humanresources.employee,
  territoryid int REFERENCES sales.salesterritory, salesquota numeric, bonus numeric NOT NULL DEFAULT 0, commissionpct numeric NOT NULL DEFAULT 0,
  salesytd numeric NOT NULL DEFAULT 0, saleslastyear numeric NOT NULL DEFAULT 0, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.salesperson
SELECT g, CASE WHEN g IN (274, 285, 287) THEN NULL ELSE 1 + (g * 3) % 10 END, CASE WHEN g IN (274, 285, 287) THEN NULL ELSE 250000 + 50000 * (g % 3) END,
       CASE WHEN g IN (274, 285, 287) THEN 0 ELSE 500 * pg_temp.r(10) END, CASE WHEN g IN (274, 285, 287) THEN 0 ELSE 0.01 + 0.005 * (g % 3) END,
       round((random() * 4e6)::numeric, 4), round((random() * 2e6)::numeric, 4), pg_temp.g('salesperson', g), pg_temp.md(g)
  FROM generate_series(274, 290) g;
CREATE UNIQUE INDEX ak_salesperson_rowguid ON sales.salesperson (rowguid);
CREATE TABLE sales.salespersonquotahistory (businessentityid int NOT NULL REFERENCES sales.salesperson, quotadate timestamp NOT NULL,
  salesquota numeric NOT NULL, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (businessentityid, quotadate));
INSERT INTO sales.salespersonquotahistory
SELECT businessentityid, timestamp '2011-05-31' + q * interval '3 months', 1000 * pg_temp.r(1000), pg_temp.g('spqh', businessentityid * 100 + q),
       timestamp '2011-04-16' + q * interval '3 months'
  FROM sales.salesperson, generate_series(0, 11) q WHERE territoryid IS NOT NULL AND (q > 0 OR businessentityid < 284);
CREATE UNIQUE INDEX ak_salespersonquotahistory_rowguid ON sales.salespersonquotahistory (rowguid);
CREATE TABLE sales.salesterritoryhistory (businessentityid int NOT NULL REFERENCES sales.salesperson, territoryid int NOT NULL REFERENCES sales.salesterritory,
  startdate timestamp NOT NULL, enddate timestamp, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (businessentityid, startdate, territoryid));
INSERT INTO sales.salesterritoryhistory
SELECT businessentityid, territoryid, timestamp '2011-05-31', NULL, pg_temp.g('sth', businessentityid), pg_temp.md(businessentityid)
  FROM sales.salesperson WHERE territoryid IS NOT NULL
UNION ALL
SELECT businessentityid, 1 + (territoryid + 4) % 10, timestamp '2010-12-28', timestamp '2011-05-30', pg_temp.g('sth', businessentityid + 1000),
       pg_temp.md(businessentityid) FROM sales.salesperson WHERE businessentityid IN (276, 280, 283);
CREATE UNIQUE INDEX ak_salesterritoryhistory_rowguid ON sales.salesterritoryhistory (rowguid);

CREATE TABLE sales.store (businessentityid int PRIMARY KEY REFERENCES person.businessentity, name "Name" NOT NULL,
  salespersonid int REFERENCES sales.salesperson, demographics xml, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.store
SELECT id, 'Store ' || id, CASE WHEN id % 97 = 0 THEN NULL ELSE 274 + pg_temp.r(16) END,
       ('<StoreSurvey><AnnualSales>' || 100000 * pg_temp.r(30) || '</AnnualSales></StoreSurvey>')::xml, pg_temp.g('store', id), pg_temp.md(id)
  FROM be_kind WHERE kind = 'store' ORDER BY id;
CREATE UNIQUE INDEX ak_store_rowguid ON sales.store (rowguid);

CREATE TABLE sales.customer (customerid serial PRIMARY KEY, personid int REFERENCES person.person, storeid int REFERENCES sales.store,
  territoryid int REFERENCES sales.salesterritory, accountnumber varchar GENERATED ALWAYS AS ('AW' || lpad(customerid::text, 8, '0')) STORED,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
-- customers 1..401 are stores, 11000.. individuals, 29484.. store contacts (person and store)
INSERT INTO sales.customer (customerid, personid, storeid, territoryid, rowguid, modifieddate)
SELECT row_number() OVER (ORDER BY k.id), NULL, k.id, sp.territoryid, pg_temp.g('customer', k.id), pg_temp.md(k.id)
  FROM be_kind k JOIN be_state s USING (id) JOIN person.stateprovince sp USING (stateprovinceid) WHERE k.kind = 'store'
UNION ALL
SELECT 10999 + row_number() OVER (ORDER BY k.id), k.id, NULL, sp.territoryid, pg_temp.g('customer', k.id), pg_temp.md(k.id)
  FROM be_kind k JOIN be_state s USING (id) JOIN person.stateprovince sp USING (stateprovinceid) WHERE k.kind = 'IN'
UNION ALL
SELECT 29483 + row_number() OVER (ORDER BY k.id), k.id, k.id - k.id % 3, sp.territoryid, pg_temp.g('customer', k.id), pg_temp.md(k.id)
  FROM be_kind k JOIN be_state s ON s.id = k.id - k.id % 3 JOIN person.stateprovince sp USING (stateprovinceid) WHERE k.kind = 'SC';
SELECT setval('sales.customer_customerid_seq', (SELECT max(customerid) FROM sales.customer));
CREATE UNIQUE INDEX ak_customer_rowguid ON sales.customer (rowguid);
CREATE UNIQUE INDEX ak_customer_accountnumber ON sales.customer (accountnumber);

CREATE TABLE sales.creditcard (creditcardid serial PRIMARY KEY, cardtype varchar(50) NOT NULL, cardnumber varchar(25) NOT NULL,
  expmonth smallint NOT NULL, expyear smallint NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
CREATE TABLE sales.personcreditcard (businessentityid int NOT NULL REFERENCES person.person, creditcardid int NOT NULL REFERENCES sales.creditcard,
  modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (businessentityid, creditcardid));
CREATE TEMP TABLE card_owner AS
SELECT row_number() OVER (ORDER BY id) AS creditcardid, id FROM be_kind WHERE (kind = 'IN' AND id % 10 < 7) OR (kind = 'SC' AND id % 7 = 0);
INSERT INTO sales.creditcard SELECT creditcardid, (ARRAY['SuperiorCard','Distinguish','ColonialVoice','Vista'])[pg_temp.r(4)],
       lpad((11110000000000 + creditcardid * 7919)::text, 14, '0'), pg_temp.r(12), 2005 + pg_temp.r(4), pg_temp.md(creditcardid)
  FROM card_owner ORDER BY 1;
SELECT setval('sales.creditcard_creditcardid_seq', (SELECT max(creditcardid) FROM sales.creditcard));
CREATE UNIQUE INDEX ak_creditcard_cardnumber ON sales.creditcard (cardnumber);
INSERT INTO sales.personcreditcard SELECT id, creditcardid, pg_temp.md(id) FROM card_owner;

-- one rate a day from USD to each of seven currencies, 2011-05-31 .. 2014-06-30
CREATE TABLE sales.currencyrate (currencyrateid serial PRIMARY KEY, currencyratedate timestamp NOT NULL,
  fromcurrencycode char(3) NOT NULL REFERENCES sales.currency, tocurrencycode char(3) NOT NULL REFERENCES sales.currency,
  averagerate numeric NOT NULL, endofdayrate numeric NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.currencyrate
SELECT 1 + d * 7 + (c - 1), timestamp '2011-05-31' + d * interval '1 day', 'USD', cur, r, round(r * (0.99 + random() * 0.02)::numeric, 4),
       timestamp '2011-05-31' + d * interval '1 day'
  FROM generate_series(0, 1126) d, unnest(ARRAY['ARS','AUD','BRL','CAD','CNY','EUR','GBP']) WITH ORDINALITY u(cur, c),
       LATERAL (SELECT round(((ARRAY[3.2, 1.03, 1.6, 1.0, 6.5, 0.71, 0.62])[c] * (0.95 + random() * 0.1))::numeric, 4) AS r) x;
SELECT setval('sales.currencyrate_currencyrateid_seq', (SELECT max(currencyrateid) FROM sales.currencyrate));
CREATE UNIQUE INDEX ak_currencyrate ON sales.currencyrate (currencyratedate, fromcurrencycode, tocurrencycode);

CREATE TABLE sales.salesreason (salesreasonid serial PRIMARY KEY, name "Name" NOT NULL, reasontype "Name" NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.salesreason (name, reasontype, modifieddate)
SELECT n, t, '2008-04-30' FROM (SELECT *, row_number() OVER () FROM (VALUES ('Price','Other'),('On Promotion','Promotion'),('Magazine Advertisement','Marketing'),
  ('Television  Advertisement','Marketing'),('Manufacturer','Other'),('Review','Other'),('Demo Event','Marketing'),('Sponsorship','Marketing'),
  ('Quality','Other'),('Other','Other')) v0) v(n, t, o) ORDER BY o;
CREATE TABLE sales.specialoffer (specialofferid serial PRIMARY KEY, description varchar(255) NOT NULL, discountpct numeric NOT NULL DEFAULT 0,
  type varchar(50) NOT NULL, category varchar(50) NOT NULL, startdate timestamp NOT NULL, enddate timestamp NOT NULL,
  minqty int NOT NULL DEFAULT 0, maxqty int, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.specialoffer (description, discountpct, type, category, startdate, enddate, minqty, maxqty, rowguid, modifieddate)
SELECT CASE WHEN g = 1 THEN 'No Discount' ELSE 'Offer ' || g END, CASE WHEN g = 1 THEN 0 ELSE 0.02 * g END,
       CASE WHEN g = 1 THEN 'No Discount' WHEN g <= 6 THEN 'Volume Discount' ELSE 'Seasonal Discount' END,
       CASE WHEN g = 1 THEN 'No Discount' WHEN g <= 6 THEN 'Reseller' ELSE 'Customer' END,
       timestamp '2011-05-01' + (g - 1) * interval '2 months', timestamp '2014-11-30', CASE WHEN g BETWEEN 2 AND 6 THEN g * 10 ELSE 0 END,
       CASE WHEN g BETWEEN 2 AND 5 THEN g * 10 + 9 END, pg_temp.g('specialoffer', g), pg_temp.md(g)
  FROM generate_series(1, 16) g;
CREATE UNIQUE INDEX ak_specialoffer_rowguid ON sales.specialoffer (rowguid);
CREATE TABLE sales.specialofferproduct (specialofferid int NOT NULL REFERENCES sales.specialoffer, productid int NOT NULL REFERENCES production.product,
  rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (specialofferid, productid));
INSERT INTO sales.specialofferproduct
SELECT DISTINCT ON (o, productid) o, productid, pg_temp.g('sop', o * 1000 + productid), pg_temp.md(productid)
  FROM (SELECT 1 AS o, productid FROM production.product WHERE finishedgoodsflag
        UNION ALL SELECT o, 679 + pg_temp.r(291) FROM generate_series(2, 16) o, generate_series(1, 25) k) x
 ORDER BY o, productid;
CREATE UNIQUE INDEX ak_specialofferproduct_rowguid ON sales.specialofferproduct (rowguid);

CREATE TABLE sales.salesorderheader (salesorderid serial PRIMARY KEY, revisionnumber smallint NOT NULL DEFAULT 0,
  orderdate timestamp NOT NULL, duedate timestamp NOT NULL, shipdate timestamp, status smallint NOT NULL DEFAULT 1,
  onlineorderflag "Flag" DEFAULT true, purchaseordernumber "OrderNumber", accountnumber "AccountNumber",
  customerid int NOT NULL REFERENCES sales.customer, salespersonid int REFERENCES sales.salesperson,
  territoryid int REFERENCES sales.salesterritory, billtoaddressid int NOT NULL REFERENCES person.address,
  shiptoaddressid int NOT NULL REFERENCES person.address, shipmethodid int NOT NULL REFERENCES purchasing.shipmethod,
  creditcardid int REFERENCES sales.creditcard, creditcardapprovalcode varchar(15), currencyrateid int REFERENCES sales.currencyrate,
  subtotal numeric NOT NULL DEFAULT 0, taxamt numeric NOT NULL DEFAULT 0, freight numeric NOT NULL DEFAULT 0,
  totaldue numeric GENERATED ALWAYS AS (subtotal + taxamt + freight) STORED, comment varchar(128), rowguid uuid NOT NULL,
  modifieddate timestamp NOT NULL DEFAULT now());
-- 80% online orders of individuals, 20% orders of store contacts through the store's salesperson
CREATE TEMP TABLE ind_cust AS
SELECT row_number() OVER (ORDER BY c.customerid) AS n, c.customerid, c.personid, c.territoryid, a.addressid,
       (SELECT min(pc.creditcardid) FROM sales.personcreditcard pc WHERE pc.businessentityid = c.personid) AS creditcardid
  FROM sales.customer c JOIN person.businessentityaddress a ON a.businessentityid = c.personid AND a.addresstypeid = 2
 WHERE c.storeid IS NULL;
CREATE TEMP TABLE store_cust AS
SELECT row_number() OVER (ORDER BY c.customerid) AS n, c.customerid, c.storeid, c.territoryid, st.salespersonid,
       (SELECT min(addressid) FROM person.businessentityaddress a WHERE a.businessentityid = c.storeid AND a.addresstypeid = 3) AS billto,
       (SELECT max(addressid) FROM person.businessentityaddress a WHERE a.businessentityid = c.storeid) AS shipto
  FROM sales.customer c JOIN sales.store st ON st.businessentityid = c.storeid WHERE c.personid IS NOT NULL;
CREATE TEMP TABLE terr_cur AS SELECT * FROM (VALUES (6, 4), (7, 6), (8, 6), (9, 2), (10, 7)) v(territoryid, c);
INSERT INTO sales.salesorderheader (salesorderid, revisionnumber, orderdate, duedate, shipdate, status, onlineorderflag,
  purchaseordernumber, accountnumber, customerid, salespersonid, territoryid, billtoaddressid, shiptoaddressid, shipmethodid,
  creditcardid, creditcardapprovalcode, currencyrateid, subtotal, taxamt, freight, comment, rowguid, modifieddate)
SELECT 43658 + row_number() OVER (ORDER BY d, customerid), 8, d, d + interval '12 days', d + interval '7 days', 5, online,
       CASE WHEN NOT online THEN 'PO' || (10000 + pg_temp.r(89999)) END, '10-4020-' || lpad(customerid::text, 6, '0'),
       customerid, salespersonid, territoryid, billto, shipto, CASE WHEN online THEN 1 ELSE 5 END,
       creditcardid, CASE WHEN creditcardid IS NOT NULL THEN pg_temp.r(999999) || 'Vi' || pg_temp.r(99999) END,
       CASE WHEN tc.c IS NOT NULL AND random() < 0.9 THEN 1 + ((d::date - date '2011-05-31') * 7) + (tc.c - 1) END,
       0, 0, 0, NULL, pg_temp.g('salesorderheader', row_number() OVER (ORDER BY d, customerid)), d + interval '7 days'
  FROM (SELECT true AS online, c.customerid, NULL::int AS salespersonid, c.territoryid, c.addressid AS billto, c.addressid AS shipto,
               CASE WHEN random() < 0.97 THEN c.creditcardid END AS creditcardid, x.d
          FROM (SELECT pg_temp.sk((SELECT count(*) FROM ind_cust)::int) AS k,
                       timestamp '2011-05-31' + pg_temp.r(1126) * interval '1 day' AS d FROM generate_series(1, 12000)) x
          JOIN ind_cust c ON c.n = x.k
        UNION ALL
        SELECT false, c.customerid, c.salespersonid, c.territoryid, c.billto, c.shipto,
               CASE WHEN random() < 0.9 THEN pg_temp.r((SELECT count(*) FROM sales.creditcard)::int) END, x.d
          FROM (SELECT pg_temp.r((SELECT count(*) FROM store_cust)::int) AS k,
                       timestamp '2011-05-31' + 30 * pg_temp.r(37) * interval '1 day' AS d FROM generate_series(1, 3000)) x
          JOIN store_cust c ON c.n = x.k) o
  LEFT JOIN terr_cur tc USING (territoryid);
SELECT setval('sales.salesorderheader_salesorderid_seq', (SELECT max(salesorderid) FROM sales.salesorderheader));
CREATE UNIQUE INDEX ak_salesorderheader_rowguid ON sales.salesorderheader (rowguid);

CREATE TABLE sales.salesorderdetail (salesorderid int NOT NULL REFERENCES sales.salesorderheader ON DELETE CASCADE, salesorderdetailid serial,
  carriertrackingnumber varchar(25), orderqty smallint NOT NULL, productid int NOT NULL, specialofferid int NOT NULL,
  unitprice numeric NOT NULL, unitpricediscount numeric NOT NULL DEFAULT 0, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (salesorderid, salesorderdetailid), FOREIGN KEY (specialofferid, productid) REFERENCES sales.specialofferproduct (specialofferid, productid));
CREATE TEMP TABLE sop_num AS SELECT row_number() OVER (ORDER BY specialofferid, productid) AS n, specialofferid, productid,
       specialofferid = 1 AS plain FROM sales.specialofferproduct;
INSERT INTO sales.salesorderdetail (salesorderid, carriertrackingnumber, orderqty, productid, specialofferid, unitprice, unitpricediscount, rowguid, modifieddate)
SELECT DISTINCT ON (h.salesorderid, s.productid) h.salesorderid,
       CASE WHEN NOT h.onlineorderflag THEN upper(substr(md5('ct' || h.salesorderid), 1, 4)) || '-4C0E-' || upper(substr(md5('cu' || h.salesorderid), 1, 2)) END,
       CASE WHEN h.onlineorderflag THEN 1 ELSE pg_temp.sk(12) END, s.productid, s.specialofferid, p.listprice,
       (SELECT discountpct FROM sales.specialoffer o WHERE o.specialofferid = s.specialofferid), pg_temp.g('sod', h.salesorderid * 1000 + s.productid),
       h.modifieddate
  FROM sales.salesorderheader h,
       LATERAL (SELECT CASE WHEN random() < 0.92 THEN pg_temp.sk(291) ELSE 291 + pg_temp.r((SELECT count(*) FROM sop_num)::int - 291) END AS k
                  FROM generate_series(1, CASE WHEN h.onlineorderflag THEN pg_temp.sk(3) ELSE 2 + pg_temp.r(8) END) WHERE h.salesorderid > 0) l
  JOIN sop_num s ON s.n = l.k JOIN production.product p ON p.productid = s.productid
 ORDER BY h.salesorderid, s.productid;
CREATE UNIQUE INDEX ak_salesorderdetail_rowguid ON sales.salesorderdetail (rowguid);
UPDATE sales.salesorderheader h SET subtotal = s.t, taxamt = round(s.t * 0.08, 4), freight = round(s.t * 0.025, 4)
  FROM (SELECT salesorderid, sum(orderqty * unitprice * (1 - unitpricediscount)) t FROM sales.salesorderdetail GROUP BY 1) s
 WHERE s.salesorderid = h.salesorderid;

CREATE TABLE sales.salesorderheadersalesreason (salesorderid int NOT NULL REFERENCES sales.salesorderheader ON DELETE CASCADE,
  salesreasonid int NOT NULL REFERENCES sales.salesreason, modifieddate timestamp NOT NULL DEFAULT now(), PRIMARY KEY (salesorderid, salesreasonid));
INSERT INTO sales.salesorderheadersalesreason
SELECT DISTINCT salesorderid, r, modifieddate
  FROM sales.salesorderheader, LATERAL (SELECT (ARRAY[1,1,1,2,5,6,9,10,4])[pg_temp.r(9)] AS r FROM generate_series(1, 1 + salesorderid % 2)
                                         WHERE salesorderid > 0) x
 WHERE onlineorderflag AND salesorderid % 5 <> 0;

CREATE TABLE sales.salestaxrate (salestaxrateid serial PRIMARY KEY, stateprovinceid int NOT NULL REFERENCES person.stateprovince,
  taxtype smallint NOT NULL, taxrate numeric NOT NULL DEFAULT 0, name "Name" NOT NULL, rowguid uuid NOT NULL, modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.salestaxrate (stateprovinceid, taxtype, taxrate, name, rowguid, modifieddate)
SELECT s, t, round((5 + random() * 15)::numeric, 2), 'Tax ' || s || '/' || t, pg_temp.g('salestaxrate', s * 10 + t), '2008-04-30'
  FROM (VALUES (1,1),(6,1),(9,1),(14,1),(20,1),(36,1),(41,1),(45,1),(50,1),(54,1),(54,2),(54,3),(57,1),(58,2),(59,3),(60,1),(63,3),
               (66,1),(67,1),(70,3),(71,1),(86,1),(87,1),(88,1),(102,1),(103,1),(104,1),(109,1),(109,3)) v(s, t);
CREATE UNIQUE INDEX ak_salestaxrate_state_type ON sales.salestaxrate (stateprovinceid, taxtype);
CREATE UNIQUE INDEX ak_salestaxrate_rowguid ON sales.salestaxrate (rowguid);

CREATE TABLE sales.shoppingcartitem (shoppingcartitemid serial PRIMARY KEY, shoppingcartid varchar(50) NOT NULL, quantity int NOT NULL DEFAULT 1,
  productid int NOT NULL REFERENCES production.product, datecreated timestamp NOT NULL DEFAULT now(), modifieddate timestamp NOT NULL DEFAULT now());
INSERT INTO sales.shoppingcartitem (shoppingcartid, quantity, productid, datecreated, modifieddate)
SELECT (11000 + (g / 2) * 97)::text, pg_temp.r(4), 679 + pg_temp.r(291), timestamp '2014-11-09' + g * interval '1 hour', timestamp '2014-11-09' + g * interval '1 hour'
  FROM generate_series(1, 30) g;

-- transactions: a sample of the sales lines (S), every purchase line (P), every work order (W); the older ones archived
CREATE TEMP TABLE tx AS
SELECT row_number() OVER (ORDER BY d, t, ref, line) AS n, * FROM (
  SELECT 'S'::char(1) AS t, d.productid, d.salesorderid AS ref, d.salesorderdetailid AS line, h.orderdate AS d, d.orderqty AS q, 0::numeric AS cost
    FROM sales.salesorderdetail d JOIN sales.salesorderheader h USING (salesorderid) WHERE d.salesorderdetailid % 2 = 0
  UNION ALL
  SELECT 'P', productid, purchaseorderid, purchaseorderdetailid, duedate - interval '14 days', orderqty, unitprice FROM purchasing.purchaseorderdetail
  UNION ALL
  SELECT 'W', productid, workorderid, 0, enddate, stockedqty, 0 FROM production.workorder) s;
INSERT INTO production.transactionhistoryarchive
SELECT n, productid, ref, line, d, t, q, cost, d FROM tx WHERE d < timestamp '2013-08-01' ORDER BY n;
INSERT INTO production.transactionhistory
SELECT 100000 + n, productid, ref, line, d, t, q, cost, d FROM tx WHERE d >= timestamp '2013-08-01' ORDER BY n;
SELECT setval('production.transactionhistory_transactionid_seq', (SELECT max(transactionid) FROM production.transactionhistory));

ANALYZE;
