-- test/accuracy/vtiger.sql: the core of a vtiger CRM 7 database (its schema/DatabaseSchema.xml,
-- MySQL, ported to PostgreSQL with the same names and types), written for issue 16 as a held-out
-- check (round 16): committed with its truth (vtiger_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public, every table prefixed vtiger_. Every record of every module is
-- first a row of vtiger_crmentity (crmid int from one shared sequence, so accounts, contacts,
-- potentials, tickets and activities interleave in one id range), with setype the module name
-- ('Accounts', 'Contacts', 'Potentials', 'HelpDesk', 'Calendar', 'Emails'), a soft delete flag
-- (deleted 0/1, rows of deleted records kept in every table) and audit columns smcreatorid and
-- modifiedby (-> vtiger_users.id, not declared). smownerid holds a user's id OR a group's id
-- (users and groups share vtiger_users_seq: admin 1, groups 2-4, users from 5), so no single table
-- holds its values: polymorphic, left out of the truth; smgroupid is 0 everywhere (a legacy column),
-- left out as undecidable. Each module table is a 1:1 extension keyed by the crmid under its own
-- name (accountid, contactid, potentialid, ticketid, activityid) with its address / subdetail /
-- custom-field (*cf) tables keyed 1:1 again by yet other names (accountaddressid,
-- contactaddressid, contactsubscriptionid); vtiger declares exactly these key-to-key foreign keys
-- (fk_1_vtiger_account ... ON DELETE CASCADE) plus a few on link tables (seactivityrel.crmid,
-- cntactivityrel.contactid, users2group, user2role.userid): those are the declared truths. Every
-- other reference is undeclared: vtiger_account.parentid (member of; 0, not NULL, when there is no
-- parent: the 0s are no row and the truth check ignores them), vtiger_contactdetails.accountid
-- (0 when none, like parentid) and reportsto (a varchar(30) holding a contactid, NULL mostly),
-- vtiger_potential.related_to (an account OR a contact: a uitype-10 reference, so its one target
-- is the supertype vtiger_crmentity) and contact_id, vtiger_troubletickets.parent_id (varchar(100)
-- holding an accountid) and contact_id, the activity links, vtiger_crmentityrel (crmid / relcrmid
-- -> vtiger_crmentity, module / relmodule -> vtiger_tab.name, a text key under a unique index),
-- vtiger_crmentity.setype -> vtiger_tab.name, vtiger_user2role.roleid (text 'H1'..'H8'),
-- vtiger_users.reports_to_id (varchar(36)) and currency_id, and the change log
-- vtiger_modtracker_basic (crmid, whodid -> users, module) with vtiger_modtracker_detail.id (not
-- its key: several field rows per change) -> vtiger_modtracker_basic.id. Transitive fits (an
-- accountid is also a crmid) are no separate truth. vtiger_potential.campaignid is NULL everywhere
-- (no campaigns here) and vtiger_activity.semodule is NULL: left out. vtiger_role.parentrole is a
-- path text ('H1::H2::H5'), no column reference. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1616);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT least(n, 1 + floor(n * random() ^ e)::int) $$;

-- ---- modules, roles, users, groups ---------------------------------------------------------
CREATE TABLE vtiger_tab (tabid integer NOT NULL PRIMARY KEY, name varchar(25) NOT NULL, presence integer NOT NULL DEFAULT 1,
  tabsequence integer, tablabel varchar(100), modifiedby integer, modifiedtime integer, customized integer, ownedby integer,
  isentitytype integer NOT NULL DEFAULT 1, trial integer NOT NULL DEFAULT 0, version varchar(10), parent varchar(30), source varchar(255) DEFAULT 'custom');
CREATE UNIQUE INDEX tab_name_idx ON vtiger_tab (name);
INSERT INTO vtiger_tab (tabid, name, presence, tabsequence, tablabel, customized, ownedby, isentitytype, parent, source)
SELECT n, m, CASE WHEN n IN (10, 21, 22) THEN 1 ELSE 0 END, n, m, 0, CASE WHEN n < 30 THEN 0 ELSE 1 END,
       CASE WHEN m IN ('Home', 'Dashboard', 'Reports', 'Rss', 'Portal', 'Users', 'ModTracker', 'Import', 'Webforms') THEN 0 ELSE 1 END,
       CASE WHEN m IN ('Accounts', 'Contacts', 'Leads', 'Potentials') THEN 'Sales' WHEN m IN ('HelpDesk', 'Faq') THEN 'Support' END,
       CASE WHEN n < 30 THEN NULL ELSE 'custom' END
  FROM unnest(ARRAY['Dashboard', 'Potentials', 'Home', 'Contacts', 'Accounts', 'Leads', 'Documents', 'Calendar', 'Emails',
                    'HelpDesk', 'Products', 'Faq', 'Events', 'Vendors', 'PriceBooks', 'Quotes', 'PurchaseOrder', 'SalesOrder',
                    'Invoice', 'Rss', 'Reports', 'Campaigns', 'Portal', 'Webmails', 'Users', 'ModTracker', 'Import', 'Services',
                    'Assets', 'ModComments', 'Project', 'ProjectTask', 'ProjectMilestone', 'SMSNotifier', 'ServiceContracts',
                    'Webforms', 'PBXManager', 'EmailTemplates'])
       WITH ORDINALITY AS u(m, n);

CREATE TABLE vtiger_role (roleid varchar(255) NOT NULL PRIMARY KEY, rolename varchar(200), parentrole varchar(255), depth integer,
  allowassignedrecordsto integer NOT NULL DEFAULT 1);
INSERT INTO vtiger_role VALUES ('H1', 'Organisation', 'H1', 0, 1), ('H2', 'CEO', 'H1::H2', 1, 1),
  ('H3', 'Vice President', 'H1::H2::H3', 2, 1), ('H4', 'Sales Manager', 'H1::H2::H3::H4', 3, 1),
  ('H5', 'Sales Person', 'H1::H2::H3::H4::H5', 4, 2), ('H6', 'Support Manager', 'H1::H2::H3::H6', 3, 1),
  ('H7', 'Support Agent', 'H1::H2::H3::H6::H7', 4, 2), ('H8', 'Marketing', 'H1::H2::H8', 2, 1);

CREATE TABLE vtiger_currency_info (id integer NOT NULL PRIMARY KEY, currency_name varchar(100), currency_code varchar(100),
  currency_symbol varchar(30), conversion_rate numeric(12,5), currency_status varchar(25), defaultid varchar(10) NOT NULL DEFAULT '0',
  deleted integer NOT NULL DEFAULT 0);
INSERT INTO vtiger_currency_info VALUES (1, 'USA, Dollars', 'USD', '$', 1, 'Active', '-11', 0),
  (2, 'Euro Member Countries, Euro', 'EUR', '€', 0.92, 'Active', '0', 0),
  (3, 'United Kingdom, Pounds', 'GBP', '£', 0.79, 'Active', '0', 0),
  (4, 'India, Rupees', 'INR', '₨', 83.2, 'Inactive', '0', 1);

CREATE TABLE vtiger_users (id integer NOT NULL PRIMARY KEY, user_name varchar(255), user_password varchar(200), cal_color varchar(25),
  first_name varchar(30), last_name varchar(30), reports_to_id varchar(36), is_admin varchar(3) DEFAULT '0', currency_id integer NOT NULL DEFAULT 1,
  description text, date_entered timestamp NOT NULL, date_modified timestamp, modified_user_id varchar(36), title varchar(50),
  department varchar(50), phone_work varchar(50), email1 varchar(100), status varchar(25), date_format varchar(200),
  hour_format varchar(30) DEFAULT 'am/pm', time_zone varchar(200), language varchar(36), deleted integer NOT NULL DEFAULT 0,
  accesskey varchar(36), defaultlandingpage varchar(200));
CREATE UNIQUE INDEX email_idx ON vtiger_users (user_name) ;
-- admin 1; users from 5 (2-4 are the default groups' ids from the same sequence)
INSERT INTO vtiger_users (id, user_name, user_password, cal_color, first_name, last_name, reports_to_id, is_admin, currency_id,
  date_entered, date_modified, modified_user_id, title, department, phone_work, email1, status, date_format, time_zone, language,
  deleted, accesskey, defaultlandingpage)
SELECT id, CASE WHEN id = 1 THEN 'admin' ELSE lower(fn) || '.' || id END, '$1$ad000000$' || md5('pw' || id), '#' || substr(md5(id::text), 1, 6),
       CASE WHEN id = 1 THEN NULL ELSE fn END, CASE WHEN id = 1 THEN 'Administrator' ELSE 'Staff' || id END,
       CASE WHEN id > 8 AND id % 4 <> 0 THEN (5 + id % 4)::text END,
       CASE WHEN id IN (1, 5) THEN 'on' ELSE 'off' END,
       CASE WHEN id % 9 = 4 THEN 2 WHEN id % 13 = 6 THEN 3 ELSE 1 END,
       '2019-05-02'::timestamp + (id * interval '11 days'), '2023-01-10'::timestamp + (id * interval '2 days'),
       '1', (ARRAY['Sales Rep', 'Account Manager', 'Support Agent', 'Director', 'Marketing Lead'])[1 + id % 5],
       (ARRAY['Sales', 'Support', 'Marketing'])[1 + id % 3], '+1 555 01' || lpad(id::text, 2, '0'),
       CASE WHEN id = 1 THEN 'admin@example.com' ELSE lower(fn) || id || '@example.com' END,
       CASE WHEN id % 11 = 0 THEN 'Inactive' ELSE 'Active' END, 'yyyy-mm-dd', 'UTC', 'en_us', 0, md5('ak' || id)::varchar(16),
       CASE WHEN id % 3 = 0 THEN 'Home' ELSE 'Accounts' END
  FROM (SELECT id, (ARRAY['Anna', 'Ben', 'Carla', 'Deepak', 'Elena', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'])[1 + id % 10] AS fn
          FROM (SELECT 1 AS id UNION ALL SELECT generate_series(5, 32)) i) s;

CREATE TABLE vtiger_user2role (userid integer NOT NULL PRIMARY KEY, roleid varchar(255) NOT NULL);
INSERT INTO vtiger_user2role SELECT id, CASE WHEN id = 1 THEN 'H2' WHEN id <= 6 THEN 'H3' WHEN id % 7 = 0 THEN 'H4'
  WHEN id % 5 = 0 THEN 'H6' WHEN id % 5 = 1 THEN 'H7' WHEN id % 8 = 3 THEN 'H8' ELSE 'H5' END FROM vtiger_users;
CREATE INDEX user2role_roleid_idx ON vtiger_user2role (roleid);

CREATE TABLE vtiger_groups (groupid integer NOT NULL PRIMARY KEY, groupname varchar(100), description text);
CREATE UNIQUE INDEX groups_groupname_idx ON vtiger_groups (groupname);
INSERT INTO vtiger_groups VALUES (2, 'Team Selling', 'Group Related to Sales'), (3, 'Marketing Group', 'Group Related to Marketing Activities'),
  (4, 'Support Group', 'Group Related to providing Support to Customers');

CREATE TABLE vtiger_users2group (groupid integer NOT NULL, userid integer NOT NULL, PRIMARY KEY (groupid, userid));
CREATE INDEX users2group_groupname_uerid_idx ON vtiger_users2group (groupid, userid);
INSERT INTO vtiger_users2group SELECT DISTINCT 2 + (id + k) % 3, id FROM vtiger_users, generate_series(0, 1) k
 WHERE id > 1 AND (k = 0 OR id % 3 = 0);

-- ---- crmentity: one row per record of every module ------------------------------------------
CREATE TABLE vtiger_crmentity (crmid integer NOT NULL PRIMARY KEY, smcreatorid integer NOT NULL DEFAULT 0, smownerid integer NOT NULL DEFAULT 0,
  modifiedby integer NOT NULL DEFAULT 0, setype varchar(100), description text, createdtime timestamp NOT NULL, modifiedtime timestamp NOT NULL,
  viewedtime timestamp, status varchar(50), version integer NOT NULL DEFAULT 0, presence integer DEFAULT 1, deleted integer NOT NULL DEFAULT 0,
  smgroupid integer DEFAULT 0, source varchar(100), label varchar(255));
CREATE INDEX crmentity_smcreatorid_idx ON vtiger_crmentity (smcreatorid);
CREATE INDEX crmentity_modifiedby_idx ON vtiger_crmentity (modifiedby);
CREATE INDEX crmentity_deleted_idx ON vtiger_crmentity (deleted);
CREATE INDEX crm_ownerid_del_setype_idx ON vtiger_crmentity (smownerid, deleted, setype);

CREATE TEMP TABLE usr AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM vtiger_users WHERE id > 1;
CREATE TEMP TABLE usrarr AS SELECT array_agg(id ORDER BY n) AS a FROM usr;
-- an active user, a few busy ones
CREATE FUNCTION pg_temp.u() RETURNS integer LANGUAGE sql VOLATILE AS $$ SELECT a[pg_temp.sk(cardinality(a), 1.7)] FROM usrarr $$;

-- module of the g-th record: accounts and contacts early (the import), activities throughout
INSERT INTO vtiger_crmentity (crmid, smcreatorid, smownerid, modifiedby, setype, createdtime, modifiedtime, viewedtime, presence, deleted,
                              smgroupid, source)
SELECT g, c, CASE WHEN random() < 0.14 THEN 2 + floor(random() * 3)::int WHEN random() < 0.75 THEN c ELSE pg_temp.u() END,
       CASE WHEN random() < 0.6 THEN c WHEN random() < 0.3 THEN 1 ELSE pg_temp.u() END, m, t,
       t + (pg_temp.r(400) || ' hours')::interval, CASE WHEN random() < 0.3 THEN t + interval '2 days' END, 1,
       (random() < 0.04)::int, 0, CASE WHEN g <= 700 THEN 'CSV' WHEN random() < 0.1 THEN 'WEBSERVICE' ELSE 'CRM' END
  FROM (SELECT g, CASE WHEN g <= 700 THEN 1 ELSE pg_temp.u() END AS c,
               CASE WHEN g <= 700 THEN CASE WHEN g % 3 = 0 THEN 'Accounts' ELSE 'Contacts' END
                    ELSE (ARRAY['Accounts', 'Contacts', 'Contacts', 'Potentials', 'Potentials', 'HelpDesk', 'HelpDesk', 'Calendar',
                                'Calendar', 'Calendar', 'Calendar', 'Calendar', 'Emails', 'Emails', 'Emails'])[pg_temp.r(15)] END AS m,
               '2020-02-03'::timestamp + (g * interval '47 minutes') AS t
          FROM generate_series(1, 4200) g) s;

CREATE TEMP TABLE ent AS SELECT setype, row_number() OVER (PARTITION BY setype ORDER BY crmid)::int AS n, crmid FROM vtiger_crmentity;
CREATE TEMP TABLE entarr AS SELECT setype, array_agg(crmid ORDER BY n) AS a FROM ent GROUP BY setype;
-- a record of module m, the early ones busier
CREATE FUNCTION pg_temp.e(m text, x float8) RETURNS integer LANGUAGE sql VOLATILE AS $$
  SELECT a[pg_temp.sk(cardinality(a), x)] FROM entarr WHERE setype = m $$;

-- ---- accounts ----------------------------------------------------------------------------------
CREATE TABLE vtiger_account (accountid integer NOT NULL DEFAULT 0 PRIMARY KEY, account_no varchar(100) NOT NULL, accountname varchar(100) NOT NULL,
  parentid integer DEFAULT 0, account_type varchar(200), industry varchar(200), annualrevenue numeric(25,8), rating varchar(200),
  ownership varchar(50), siccode varchar(50), tickersymbol varchar(30), phone varchar(30), otherphone varchar(30), email1 varchar(100),
  email2 varchar(100), website varchar(100), fax varchar(30), employees integer DEFAULT 0, emailoptout varchar(3) DEFAULT '0',
  notify_owner varchar(3) DEFAULT '0', isconvertedfromlead varchar(3) DEFAULT '0');
CREATE INDEX account_account_type_idx ON vtiger_account (account_type);
INSERT INTO vtiger_account
SELECT e.crmid, 'ACC' || e.n, (ARRAY['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Tyrell'])[1 + e.n % 10]
         || ' ' || (ARRAY['Corp', 'Ltd', 'GmbH', 'Inc', 'Group', 'Holdings', 'Partners'])[1 + (e.n / 10) % 7] || ' ' || e.n,
       0, (ARRAY['Customer', 'Prospect', 'Partner', 'Reseller', 'Competitor', 'Investor', ''])[pg_temp.r(7)],
       (ARRAY['Banking', 'Technology', 'Manufacturing', 'Retail', 'Healthcare', 'Education', 'Finance', ''])[pg_temp.r(8)],
       CASE WHEN random() < 0.5 THEN round((random() * 5e7)::numeric, 0) ELSE 0 END,
       (ARRAY['Active', 'Market Failed', 'Project Cancelled', 'Shutdown', ''])[pg_temp.r(5)], '', '', '',
       '+1 ' || (200 + e.n % 700) || ' 555 ' || lpad((e.n * 37 % 10000)::text, 4, '0'), '',
       CASE WHEN random() < 0.7 THEN 'info@account' || e.n || '.example' ELSE '' END, '',
       CASE WHEN random() < 0.6 THEN 'www.account' || e.n || '.example' ELSE '' END, '',
       CASE WHEN random() < 0.5 THEN pg_temp.r(5000) ELSE 0 END, '0', '0', CASE WHEN random() < 0.1 THEN '1' ELSE '0' END
  FROM ent e WHERE e.setype = 'Accounts';
-- member of: an earlier account, about 8%
UPDATE vtiger_account a SET parentid = (SELECT x.a[1 + floor(random() * 60)::int + 0 * a.accountid] FROM entarr x WHERE x.setype = 'Accounts')
 WHERE a.accountid > 300 AND random() < 0.08;

CREATE TABLE vtiger_accountbillads (accountaddressid integer NOT NULL DEFAULT 0 PRIMARY KEY, bill_city varchar(30), bill_code varchar(30),
  bill_country varchar(30), bill_state varchar(30), bill_street varchar(250), bill_pobox varchar(30));
CREATE TABLE vtiger_accountshipads (accountaddressid integer NOT NULL DEFAULT 0 PRIMARY KEY, ship_city varchar(30), ship_code varchar(30),
  ship_country varchar(30), ship_state varchar(30), ship_pobox varchar(30), ship_street varchar(250));
CREATE TABLE vtiger_accountscf (accountid integer NOT NULL DEFAULT 0 PRIMARY KEY, cf_851 varchar(255) DEFAULT '', cf_853 date);
CREATE TEMP TABLE city AS SELECT n, c, s, k FROM (VALUES (1, 'Boston', 'MA', 'USA'), (2, 'Austin', 'TX', 'USA'), (3, 'Berlin', '', 'Germany'),
  (4, 'London', '', 'UK'), (5, 'Pune', 'MH', 'India'), (6, 'Denver', 'CO', 'USA'), (7, 'Madrid', '', 'Spain'), (8, 'Seattle', 'WA', 'USA')) v(n, c, s, k);
INSERT INTO vtiger_accountbillads SELECT a.accountid, c.c, lpad((a.accountid * 7 % 99999)::text, 5, '0'), c.k, c.s,
       (a.accountid % 300) || ' Main Street', '' FROM vtiger_account a JOIN city c ON c.n = 1 + a.accountid % 8;
INSERT INTO vtiger_accountshipads SELECT b.accountaddressid, CASE WHEN random() < 0.8 THEN bill_city ELSE '' END, bill_code, bill_country,
       bill_state, '', bill_street FROM vtiger_accountbillads b;
INSERT INTO vtiger_accountscf SELECT accountid, (ARRAY['', 'Gold', 'Silver', 'Bronze'])[pg_temp.r(4)],
       CASE WHEN random() < 0.3 THEN date '2021-01-01' + pg_temp.r(900) END FROM vtiger_account;

-- ---- contacts ----------------------------------------------------------------------------------
CREATE TABLE vtiger_contactdetails (contactid integer NOT NULL DEFAULT 0 PRIMARY KEY, contact_no varchar(100) NOT NULL, accountid integer,
  salutation varchar(200), firstname varchar(40), lastname varchar(80) NOT NULL, email varchar(100), phone varchar(50), mobile varchar(50),
  title varchar(50), department varchar(30), fax varchar(50), reportsto varchar(30), training varchar(50), usertype varchar(50),
  contacttype varchar(50), otheremail varchar(100), secondaryemail varchar(100), donotcall varchar(3), emailoptout varchar(3) DEFAULT '0',
  imagename varchar(150), reference varchar(3), notify_owner varchar(3) DEFAULT '0', isconvertedfromlead varchar(3) DEFAULT '0');
CREATE INDEX contactdetails_accountid_idx ON vtiger_contactdetails (accountid);
INSERT INTO vtiger_contactdetails
SELECT e.crmid, 'CON' || e.n,
       CASE WHEN random() < 0.17 THEN 0 ELSE (SELECT a.accountid FROM vtiger_account a WHERE a.accountid < e.crmid + 3
                                               ORDER BY a.accountid DESC LIMIT 1 OFFSET floor(random() * 12)::int) END,
       (ARRAY['Mr.', 'Ms.', 'Mrs.', 'Dr.', '--None--', ''])[pg_temp.r(6)], fn, 'Contact' || e.n,
       CASE WHEN random() < 0.85 THEN lower(fn) || '.' || e.n || '@mail.example' END, '+1 555 7' || lpad(e.n::text, 4, '0'),
       CASE WHEN random() < 0.5 THEN '+1 555 9' || lpad(e.n::text, 4, '0') ELSE '' END,
       (ARRAY['CEO', 'CTO', 'Buyer', 'Engineer', 'Office Manager', ''])[pg_temp.r(6)],
       (ARRAY['Purchasing', 'IT', 'Finance', 'Operations', ''])[pg_temp.r(5)], '', NULL, '', '', '', '', '', '0', '0', '',
       '0', '0', CASE WHEN random() < 0.12 THEN '1' ELSE '0' END
  FROM (SELECT *, (ARRAY['Liam', 'Olivia', 'Noah', 'Emma', 'Mateo', 'Ava', 'Yuki', 'Priya', 'Omar', 'Sofia', 'Lars', 'Chen'])[pg_temp.r(12)] AS fn
          FROM ent WHERE setype = 'Contacts') e;
-- the accounts offset may run below the first account: those contacts stay without one
UPDATE vtiger_contactdetails SET accountid = 0 WHERE accountid IS NULL;
-- reports to: another contact of the same account, about 10%
UPDATE vtiger_contactdetails c SET reportsto = (SELECT min(o.contactid) FROM vtiger_contactdetails o
                                                 WHERE o.accountid = c.accountid AND o.contactid < c.contactid)::varchar
 WHERE c.accountid <> 0 AND random() < 0.14;

CREATE TABLE vtiger_contactaddress (contactaddressid integer NOT NULL DEFAULT 0 PRIMARY KEY, mailingcity varchar(40), mailingstreet varchar(250),
  mailingcountry varchar(40), othercountry varchar(30), mailingstate varchar(30), mailingpobox varchar(30), othercity varchar(40),
  otherstate varchar(50), mailingzip varchar(30), otherzip varchar(30), otherstreet varchar(250), otherpobox varchar(30));
INSERT INTO vtiger_contactaddress SELECT c.contactid, ci.c, (c.contactid % 500) || ' Oak Avenue', ci.k, '', ci.s, '', '', '',
       lpad((c.contactid * 13 % 99999)::text, 5, '0'), '', '', '' FROM vtiger_contactdetails c JOIN city ci ON ci.n = 1 + (c.contactid / 3) % 8;
CREATE TABLE vtiger_contactsubdetails (contactsubscriptionid integer NOT NULL DEFAULT 0 PRIMARY KEY, homephone varchar(50), otherphone varchar(50),
  assistant varchar(30), assistantphone varchar(50), birthday date, laststayintouchrequest integer DEFAULT 0,
  laststayintouchsavedate integer DEFAULT 0, leadsource varchar(200));
INSERT INTO vtiger_contactsubdetails SELECT contactid, '', '', '', '', CASE WHEN random() < 0.2 THEN date '1960-01-01' + pg_temp.r(15000) END,
       0, 0, (ARRAY['Cold Call', 'Existing Customer', 'Self Generated', 'Employee', 'Partner', 'Web Site', 'Trade Show', ''])[pg_temp.r(8)]
  FROM vtiger_contactdetails;
CREATE TABLE vtiger_contactscf (contactid integer NOT NULL DEFAULT 0 PRIMARY KEY, cf_855 varchar(255) DEFAULT '');
INSERT INTO vtiger_contactscf SELECT contactid, CASE WHEN random() < 0.3 THEN 'Newsletter' ELSE '' END FROM vtiger_contactdetails;

-- ---- potentials, tickets -------------------------------------------------------------------
CREATE TABLE vtiger_potential (potentialid integer NOT NULL DEFAULT 0 PRIMARY KEY, potential_no varchar(100) NOT NULL, related_to integer,
  potentialname varchar(120) NOT NULL, amount numeric(25,8) DEFAULT 0, currency varchar(20), closingdate date, typeofrevenue varchar(50),
  nextstep varchar(100), private integer DEFAULT 0, probability numeric(7,3) DEFAULT 0, campaignid integer, sales_stage varchar(200),
  potentialtype varchar(200), leadsource varchar(200), productid integer, productversion varchar(50), quotationref varchar(50),
  partnercontact varchar(50), remarks varchar(50), runtimefee integer DEFAULT 0, followupdate date, evaluationstatus varchar(50),
  description text, forecastcategory integer DEFAULT 0, outcomeanalysis integer DEFAULT 0, forecast_amount numeric(25,8),
  isconvertedfromlead varchar(3) DEFAULT '0', contact_id integer);
CREATE INDEX potential_relatedto_idx ON vtiger_potential (related_to);
INSERT INTO vtiger_potential (potentialid, potential_no, related_to, potentialname, amount, closingdate, typeofrevenue, nextstep, probability,
  sales_stage, potentialtype, leadsource, forecast_amount, isconvertedfromlead, contact_id)
SELECT e.crmid, 'POT' || e.n, rt, 'Deal ' || e.n, amt, date '2020-03-01' + e.n * 2 + pg_temp.r(120), 'Rental Income', '',
       CASE st WHEN 'Closed Won' THEN 100 WHEN 'Closed Lost' THEN 0 ELSE 10 * pg_temp.r(9) END, st,
       (ARRAY['New Business', 'Existing Business', ''])[pg_temp.r(3)],
       (ARRAY['Cold Call', 'Existing Customer', 'Web Site', 'Trade Show', 'Partner', ''])[pg_temp.r(6)], amt * 0.5,
       CASE WHEN random() < 0.1 THEN '1' ELSE '0' END,
       CASE WHEN rt_contact IS NOT NULL THEN rt_contact
            WHEN random() < 0.45 THEN (SELECT min(c.contactid) FROM vtiger_contactdetails c WHERE c.accountid = rt) END
  FROM (SELECT *, round((random() * 90000 + 1000)::numeric, 2) AS amt,
               (ARRAY['Prospecting', 'Qualification', 'Needs Analysis', 'Value Proposition', 'Id. Decision Makers',
                      'Perception Analysis', 'Proposal or Price Quote', 'Negotiation or Review', 'Closed Won', 'Closed Lost'])[pg_temp.r(10)] AS st
          FROM (SELECT e.*, CASE WHEN random() < 0.16 THEN pg_temp.e('Contacts', 1.3) END AS rt_contact FROM ent e WHERE e.setype = 'Potentials') x,
       LATERAL (SELECT CASE WHEN x.rt_contact IS NOT NULL THEN x.rt_contact ELSE pg_temp.e('Accounts', 1.5) + 0 * x.crmid END AS rt) y) e;
UPDATE vtiger_potential SET related_to = NULL WHERE potentialid % 53 = 0;

CREATE TABLE vtiger_troubletickets (ticketid integer NOT NULL PRIMARY KEY, ticket_no varchar(100) NOT NULL, groupname varchar(100),
  parent_id varchar(100), product_id varchar(100), priority varchar(200), severity varchar(200), status varchar(200), category varchar(200),
  title varchar(255) NOT NULL, solution text, update_log text, version_id integer, hours numeric(25,8), days numeric(25,8),
  contact_id integer, from_portal varchar(3));
CREATE INDEX troubletickets_ticketid_idx ON vtiger_troubletickets (ticketid);
CREATE INDEX troubletickets_status_idx ON vtiger_troubletickets (status);
INSERT INTO vtiger_troubletickets
SELECT e.crmid, 'TT' || e.n, NULL, CASE WHEN acc IS NOT NULL THEN acc::varchar END, NULL,
       (ARRAY['Low', 'Normal', 'High', 'Urgent'])[pg_temp.r(4)], (ARRAY['Minor', 'Major', 'Feature', 'Critical'])[pg_temp.r(4)],
       (ARRAY['Open', 'In Progress', 'Wait For Response', 'Closed', 'Closed', 'Closed'])[pg_temp.r(6)],
       (ARRAY['Big Problem', 'Small Problem', 'Other Problem'])[pg_temp.r(3)], 'Ticket ' || e.n, '', 'Ticket created. Assigned to user',
       NULL, round((random() * 8)::numeric, 2), 0,
       CASE WHEN acc IS NOT NULL AND random() < 0.7 THEN (SELECT max(c.contactid) FROM vtiger_contactdetails c WHERE c.accountid = acc)
            WHEN random() < 0.3 THEN pg_temp.e('Contacts', 1.2) END,
       CASE WHEN random() < 0.25 THEN '1' ELSE '0' END
  FROM (SELECT e.*, CASE WHEN random() < 0.85 THEN pg_temp.e('Accounts', 1.8) + 0 * e.crmid END AS acc FROM ent e WHERE e.setype = 'HelpDesk') e;
CREATE TABLE vtiger_ticketcf (ticketid integer NOT NULL DEFAULT 0 PRIMARY KEY, cf_857 varchar(255) DEFAULT '');
INSERT INTO vtiger_ticketcf SELECT ticketid, (ARRAY['', 'Web', 'Phone', 'Email'])[pg_temp.r(4)] FROM vtiger_troubletickets;

-- ---- activities (Calendar events / tasks and Emails) and their links --------------------------
CREATE TABLE vtiger_activity (activityid integer NOT NULL DEFAULT 0 PRIMARY KEY, subject varchar(255) NOT NULL, semodule varchar(20),
  activitytype varchar(200) NOT NULL, date_start date NOT NULL, due_date date, time_start varchar(50), time_end varchar(50),
  sendnotification varchar(3) NOT NULL DEFAULT '0', duration_hours varchar(200), duration_minutes varchar(200), status varchar(200),
  eventstatus varchar(200), priority varchar(200), location varchar(150), notime varchar(3) NOT NULL DEFAULT '0',
  visibility varchar(50) NOT NULL DEFAULT 'all', recurringtype varchar(200));
CREATE INDEX activity_activityid_subject_idx ON vtiger_activity (activityid, subject);
CREATE INDEX activity_activitytype_date_start_idx ON vtiger_activity (activitytype, date_start);
INSERT INTO vtiger_activity
SELECT e.crmid, CASE WHEN e.setype = 'Emails' THEN 'Re: your enquiry ' || e.n ELSE (ARRAY['Follow up', 'Demo', 'Kick-off', 'Review', 'Call back'])[pg_temp.r(5)] || ' ' || e.n END,
       NULL, at, (c.createdtime)::date + pg_temp.r(20), (c.createdtime)::date + 21, lpad(pg_temp.r(10) + 7 || '', 2, '0') || ':00',
       CASE WHEN at = 'Emails' THEN NULL ELSE lpad(pg_temp.r(6) + 10 || '', 2, '0') || ':00' END, '0',
       CASE WHEN at = 'Emails' THEN NULL ELSE pg_temp.r(3)::text END, CASE WHEN at = 'Emails' THEN NULL ELSE '0' END,
       CASE WHEN at = 'Task' THEN (ARRAY['Not Started', 'In Progress', 'Completed', 'Deferred'])[pg_temp.r(4)] END,
       CASE WHEN at IN ('Call', 'Meeting') THEN (ARRAY['Planned', 'Held', 'Not Held'])[pg_temp.r(3)] END,
       CASE WHEN at <> 'Emails' THEN (ARRAY['High', 'Medium', 'Low'])[pg_temp.r(3)] END, '', '0',
       CASE WHEN random() < 0.8 THEN 'Public' ELSE 'Private' END, CASE WHEN random() < 0.05 THEN 'Weekly' ELSE '--None--' END
  FROM (SELECT e.*, CASE WHEN e.setype = 'Emails' THEN 'Emails' ELSE (ARRAY['Call', 'Meeting', 'Task', 'Task'])[pg_temp.r(4)] END AS at
          FROM ent e WHERE e.setype IN ('Calendar', 'Emails')) e JOIN vtiger_crmentity c ON c.crmid = e.crmid;

CREATE TABLE vtiger_seactivityrel (crmid integer NOT NULL, activityid integer NOT NULL, PRIMARY KEY (crmid, activityid));
CREATE INDEX seactivityrel_activityid_idx ON vtiger_seactivityrel (activityid);
CREATE INDEX seactivityrel_crmid_idx ON vtiger_seactivityrel (crmid);
-- most activities hang off one account, potential or ticket; emails sometimes off two records
INSERT INTO vtiger_seactivityrel
SELECT DISTINCT x.crmid, x.activityid FROM (
  SELECT a.activityid, CASE WHEN k = 0 THEN (ARRAY[pg_temp.e('Accounts', 1.6), pg_temp.e('Potentials', 1.3), pg_temp.e('HelpDesk', 1.2),
                                                   pg_temp.e('Accounts', 1.2)])[pg_temp.r(4)]
                            ELSE pg_temp.e('Potentials', 1.0) END + 0 * a.activityid AS crmid
    FROM vtiger_activity a, generate_series(0, 1) k
   WHERE (k = 0 AND random() < 0.82) OR (k = 1 AND a.activitytype = 'Emails' AND random() < 0.2)) x;
CREATE TABLE vtiger_cntactivityrel (contactid integer NOT NULL DEFAULT 0, activityid integer NOT NULL DEFAULT 0, PRIMARY KEY (contactid, activityid));
CREATE INDEX cntactivityrel_contactid_idx ON vtiger_cntactivityrel (contactid);
CREATE INDEX cntactivityrel_activityid_idx ON vtiger_cntactivityrel (activityid);
INSERT INTO vtiger_cntactivityrel SELECT DISTINCT pg_temp.e('Contacts', 1.4) + 0 * a.activityid, a.activityid
  FROM vtiger_activity a, generate_series(1, 2) k WHERE (k = 1 AND random() < 0.55 + 0 * a.activityid) OR (k = 2 AND random() < 0.12 + 0 * a.activityid);

-- generic many-to-many links (related lists) between any two records
CREATE TABLE vtiger_crmentityrel (crmid integer NOT NULL, module varchar(100) NOT NULL, relcrmid integer NOT NULL, relmodule varchar(100) NOT NULL);
CREATE INDEX crmentityrel_crmid_idx ON vtiger_crmentityrel (crmid);
CREATE INDEX crmentityrel_relcrmid_idx ON vtiger_crmentityrel (relcrmid);
INSERT INTO vtiger_crmentityrel
SELECT DISTINCT a.crmid, a.setype, b.crmid, b.setype
  FROM (SELECT g, (ARRAY['Accounts', 'Contacts', 'Potentials', 'Potentials', 'HelpDesk'])[pg_temp.r(5)] AS m1,
               (ARRAY['Contacts', 'Emails', 'Calendar', 'HelpDesk'])[pg_temp.r(4)] AS m2 FROM generate_series(1, 520) g) s
  JOIN LATERAL (SELECT pg_temp.e(s.m1, 1.4) + 0 * s.g AS crmid) x ON true
  JOIN vtiger_crmentity a ON a.crmid = x.crmid
  JOIN LATERAL (SELECT pg_temp.e(s.m2, 1.0) + 0 * s.g AS crmid) y ON true
  JOIN vtiger_crmentity b ON b.crmid = y.crmid
 WHERE a.crmid <> b.crmid;

-- ---- change log --------------------------------------------------------------------------------
CREATE TABLE vtiger_modtracker_basic (id integer NOT NULL PRIMARY KEY, crmid integer, module varchar(50), whodid integer,
  changedon timestamp, status integer DEFAULT 0);
CREATE INDEX crmidx ON vtiger_modtracker_basic (crmid);
CREATE INDEX idx ON vtiger_modtracker_basic (id);
INSERT INTO vtiger_modtracker_basic
SELECT row_number() OVER (ORDER BY t, crmid), crmid, setype, who, t, st
  FROM (SELECT c.crmid, c.setype, CASE WHEN k = 0 THEN c.smcreatorid WHEN random() < 0.5 THEN c.modifiedby ELSE pg_temp.u() END AS who,
               CASE WHEN k = 0 THEN c.createdtime ELSE c.createdtime + (k * 37 || ' hours')::interval END AS t,
               CASE WHEN k = 0 THEN 2 WHEN c.deleted = 1 AND k = 1 THEN 1 ELSE 0 END AS st
          FROM vtiger_crmentity c, generate_series(0, 2) k
         WHERE c.source <> 'CSV' AND (k = 0 OR (k = 1 AND (random() < 0.45 OR c.deleted = 1)) OR (k = 2 AND random() < 0.15))) s;
CREATE TABLE vtiger_modtracker_detail (id integer, fieldname varchar(100), prevalue text, postvalue text);
CREATE INDEX idx_modtracker_detail ON vtiger_modtracker_detail (id);
INSERT INTO vtiger_modtracker_detail
SELECT b.id, f, CASE WHEN b.status = 2 THEN NULL ELSE 'old ' || b.id END, CASE WHEN f = 'record_id' THEN b.crmid::text ELSE 'new ' || b.id END
  FROM vtiger_modtracker_basic b, LATERAL (SELECT unnest(CASE WHEN b.status = 2 THEN ARRAY['record_id', 'label', 'assigned_user_id']
                                                              WHEN b.status = 1 THEN ARRAY[]::text[]
                                                              WHEN b.id % 2 = 0 THEN ARRAY['description']
                                                              ELSE ARRAY['modifiedtime', 'label'] END) AS f) x;

UPDATE vtiger_crmentity c SET label = coalesce((SELECT accountname FROM vtiger_account WHERE accountid = c.crmid),
  (SELECT firstname || ' ' || lastname FROM vtiger_contactdetails WHERE contactid = c.crmid),
  (SELECT potentialname FROM vtiger_potential WHERE potentialid = c.crmid),
  (SELECT title FROM vtiger_troubletickets WHERE ticketid = c.crmid),
  (SELECT subject FROM vtiger_activity WHERE activityid = c.crmid));

-- ---- the foreign keys vtiger declares ---------------------------------------------------------------
ALTER TABLE vtiger_account ADD CONSTRAINT fk_1_vtiger_account FOREIGN KEY (accountid) REFERENCES vtiger_crmentity (crmid) ON DELETE CASCADE;
ALTER TABLE vtiger_accountbillads ADD CONSTRAINT fk_1_vtiger_accountbillads FOREIGN KEY (accountaddressid) REFERENCES vtiger_account (accountid) ON DELETE CASCADE;
ALTER TABLE vtiger_accountshipads ADD CONSTRAINT fk_1_vtiger_accountshipads FOREIGN KEY (accountaddressid) REFERENCES vtiger_account (accountid) ON DELETE CASCADE;
ALTER TABLE vtiger_accountscf ADD CONSTRAINT fk_1_vtiger_accountscf FOREIGN KEY (accountid) REFERENCES vtiger_account (accountid) ON DELETE CASCADE;
ALTER TABLE vtiger_contactdetails ADD CONSTRAINT fk_1_vtiger_contactdetails FOREIGN KEY (contactid) REFERENCES vtiger_crmentity (crmid) ON DELETE CASCADE;
ALTER TABLE vtiger_contactaddress ADD CONSTRAINT fk_1_vtiger_contactaddress FOREIGN KEY (contactaddressid) REFERENCES vtiger_contactdetails (contactid) ON DELETE CASCADE;
ALTER TABLE vtiger_contactsubdetails ADD CONSTRAINT fk_1_vtiger_contactsubdetails FOREIGN KEY (contactsubscriptionid) REFERENCES vtiger_contactdetails (contactid) ON DELETE CASCADE;
ALTER TABLE vtiger_contactscf ADD CONSTRAINT fk_1_vtiger_contactscf FOREIGN KEY (contactid) REFERENCES vtiger_contactdetails (contactid) ON DELETE CASCADE;
ALTER TABLE vtiger_potential ADD CONSTRAINT fk_1_vtiger_potential FOREIGN KEY (potentialid) REFERENCES vtiger_crmentity (crmid) ON DELETE CASCADE;
ALTER TABLE vtiger_troubletickets ADD CONSTRAINT fk_1_vtiger_troubletickets FOREIGN KEY (ticketid) REFERENCES vtiger_crmentity (crmid) ON DELETE CASCADE;
ALTER TABLE vtiger_ticketcf ADD CONSTRAINT fk_1_vtiger_ticketcf FOREIGN KEY (ticketid) REFERENCES vtiger_troubletickets (ticketid) ON DELETE CASCADE;
ALTER TABLE vtiger_activity ADD CONSTRAINT fk_1_vtiger_activity FOREIGN KEY (activityid) REFERENCES vtiger_crmentity (crmid) ON DELETE CASCADE;
ALTER TABLE vtiger_seactivityrel ADD CONSTRAINT fk_2_vtiger_seactivityrel FOREIGN KEY (crmid) REFERENCES vtiger_crmentity (crmid) ON DELETE CASCADE;
ALTER TABLE vtiger_cntactivityrel ADD CONSTRAINT fk_2_vtiger_cntactivityrel FOREIGN KEY (contactid) REFERENCES vtiger_contactdetails (contactid) ON DELETE CASCADE;
ALTER TABLE vtiger_users2group ADD CONSTRAINT fk_1_vtiger_users2group FOREIGN KEY (groupid) REFERENCES vtiger_groups (groupid) ON DELETE CASCADE;
ALTER TABLE vtiger_users2group ADD CONSTRAINT fk_2_vtiger_users2group FOREIGN KEY (userid) REFERENCES vtiger_users (id) ON DELETE CASCADE;
ALTER TABLE vtiger_user2role ADD CONSTRAINT fk_2_vtiger_user2role FOREIGN KEY (userid) REFERENCES vtiger_users (id) ON DELETE CASCADE;
ANALYZE;
