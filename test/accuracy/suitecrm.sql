-- test/accuracy/suitecrm.sql: the core of a SuiteCRM 7 (SugarCRM Community Edition) database as
-- ported to PostgreSQL, written for issue 16 as a held-out check (twelfth round): committed with its
-- truth (suitecrm_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every key is a char(36) GUID in uuid text form (md5 hashes
-- here), named id in every table, except the admin user whose id is the string '1' (SuiteCRM's
-- installer); no foreign key is declared by SuiteCRM (its vardefs keep relationships in PHP), so
-- here, as in wordpress.sql, the references whose every value exists are declared and dropped by
-- the suite. Audit columns on every bean: created_by, modified_user_id and assigned_user_id ->
-- users.id, most rows created and modified by the admin '1' or an import user; soft deletes (a
-- deleted smallint 0/1 on every table, rows kept). Self references: accounts.parent_id (member
-- of), contacts.reports_to_id, users.reports_to_id (NULL mostly). The custom-fields table
-- accounts_cstm is keyed by id_c, a 1:1 copy of accounts.id for the accounts that ever had a
-- custom field saved (about 70%). Many-to-many link tables with their own GUID id and a deleted
-- flag: accounts_contacts, accounts_opportunities, opportunities_contacts, calls_contacts,
-- meetings_contacts, securitygroups_users. Leads carry account_id, contact_id and opportunity_id
-- only once converted (about 20%). cases.case_number is an auto-increment integer unique beside
-- the GUID. Polymorphic columns, left out of the truth because no single table holds their
-- values: calls / meetings / notes (parent_type, parent_id) over Accounts, Contacts,
-- Opportunities, Cases and Leads; email_addr_bean_rel (bean_module, bean_id) over Contacts,
-- Accounts, Leads and Users; securitygroups_records (module, record_id). opportunities.currency_id
-- is '-99' (the system currency, which is no row of currencies) on most rows, so it is no
-- reference the data supports and is left out too; campaign_id is NULL everywhere (no campaigns
-- table here) and is left out as undecidable. Audit columns holding only the admin '1' (users.created_by,
-- the created_by / modified_user_id of currencies, securitygroups and securitygroups_records) are
-- declared but undiscoverable: one distinct value decides nothing. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4712);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- a bean's GUID: md5 of module and number in uuid text form
CREATE FUNCTION pg_temp.guid(m text, n int) RETURNS char(36) LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(m || ':' || n)::uuid::text::char(36) $$;
-- a user's id: '1' is the admin, the rest GUIDs
CREATE FUNCTION pg_temp.uid(n int) RETURNS char(36) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n = 1 THEN '1' ELSE pg_temp.guid('Users', n) END::char(36) $$;
-- an actor: the admin or the import user (2) most of the time, else any of 60 users
CREATE FUNCTION pg_temp.actor() RETURNS char(36) LANGUAGE sql VOLATILE AS $$
  SELECT pg_temp.uid(CASE WHEN random() < 0.55 THEN 1 WHEN random() < 0.4 THEN 2 ELSE pg_temp.r(60) END) $$;

CREATE TABLE users (id char(36) PRIMARY KEY, user_name varchar(60), user_hash varchar(255), system_generated_password smallint,
  first_name varchar(255), last_name varchar(255), reports_to_id char(36), is_admin smallint, status varchar(100),
  title varchar(50), department varchar(50), date_entered timestamp, date_modified timestamp, modified_user_id char(36),
  created_by char(36), employee_status varchar(100), is_group smallint, deleted smallint DEFAULT 0);
INSERT INTO users SELECT pg_temp.uid(g), CASE g WHEN 1 THEN 'admin' WHEN 2 THEN 'import' ELSE 'user' || g END, md5('pw' || g), 0,
  CASE WHEN g <= 2 THEN NULL ELSE (ARRAY['Sally','Max','Chris','Will','Sarah','Jim','Ana','Tom'])[1 + g % 8] END,
  CASE g WHEN 1 THEN 'Administrator' WHEN 2 THEN 'Import' ELSE 'Staff ' || g END,
  CASE WHEN g > 6 AND g % 3 <> 0 THEN pg_temp.uid(3 + g % 4) END, (g <= 2)::int, CASE WHEN g % 17 = 0 THEN 'Inactive' ELSE 'Active' END,
  (ARRAY['Sales Rep','Sales Manager','Support Agent','Director'])[1 + g % 4], (ARRAY['Sales','Support','Marketing'])[1 + g % 3],
  '2019-03-01'::timestamp + g * interval '5 days', '2022-01-01'::timestamp + g * interval '3 days',
  CASE WHEN g = 1 THEN '1' ELSE '1' END, CASE WHEN g = 1 THEN NULL ELSE '1' END, 'Active', 0, (g % 29 = 0)::int
  FROM generate_series(1, 60) g;
-- the admin later edited a few users' profiles as themselves
UPDATE users SET modified_user_id = id WHERE user_name IN ('user7', 'user12', 'user33');

CREATE TABLE currencies (id char(36) PRIMARY KEY, name varchar(36), symbol varchar(36), iso4217 varchar(3), conversion_rate double precision,
  status varchar(100), deleted smallint DEFAULT 0, date_entered timestamp, date_modified timestamp, created_by char(36));
INSERT INTO currencies VALUES
  (pg_temp.guid('Currencies', 1), 'Euro', '€', 'EUR', 0.92, 'Active', 0, '2019-03-02', '2019-03-02', '1'),
  (pg_temp.guid('Currencies', 2), 'Pound Sterling', '£', 'GBP', 0.79, 'Active', 0, '2019-03-02', '2019-03-02', '1'),
  (pg_temp.guid('Currencies', 3), 'Yen', '¥', 'JPY', 149.1, 'Inactive', 0, '2019-03-02', '2019-03-02', '1');

CREATE TABLE securitygroups (id char(36) PRIMARY KEY, name varchar(255), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36), noninheritable smallint);
INSERT INTO securitygroups SELECT pg_temp.guid('SecurityGroups', g), (ARRAY['EMEA Sales','US Sales','APAC Sales','Support Tier 1',
  'Support Tier 2','Marketing','Management','Partners','Finance','Legal','Contractors','Interns'])[g],
  '2019-04-01'::timestamp + g * interval '2 days', '2020-04-01'::timestamp + g * interval '9 days', '1', '1', NULL, 0,
  CASE WHEN g % 4 = 0 THEN NULL ELSE pg_temp.uid(3 + g) END, 0
  FROM generate_series(1, 12) g;
CREATE TABLE securitygroups_users (id varchar(36) PRIMARY KEY, date_modified timestamp, deleted smallint DEFAULT 0,
  securitygroup_id varchar(36), user_id varchar(36), primary_group smallint, noninheritable smallint DEFAULT 0);
INSERT INTO securitygroups_users SELECT pg_temp.guid('securitygroups_users', g), '2020-05-01'::timestamp + g * interval '1 day',
  (g % 23 = 0)::int, pg_temp.guid('SecurityGroups', 1 + (g * 7) % 12), pg_temp.uid(3 + (g - 1) % 58), (g <= 58)::int, 0
  FROM generate_series(1, 90) g;

CREATE TABLE accounts (id char(36) PRIMARY KEY, name varchar(150), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36),
  account_type varchar(50), industry varchar(50), annual_revenue varchar(100), phone_office varchar(100),
  billing_address_street varchar(150), billing_address_city varchar(100), billing_address_country varchar(255),
  rating varchar(100), website varchar(255), ownership varchar(100), employees varchar(10), ticker_symbol varchar(10),
  parent_id char(36), sic_code varchar(10), campaign_id char(36));
INSERT INTO accounts SELECT pg_temp.guid('Accounts', g), 'Account ' || g || ' ' || (ARRAY['Inc','LLC','GmbH','Ltd','SA'])[1 + g % 5],
  '2019-06-01'::timestamp + g * interval '21 hours', '2023-01-01'::timestamp + g * interval '9 hours',
  pg_temp.actor(), pg_temp.actor(), CASE WHEN g % 4 = 0 THEN 'Imported from legacy CRM' END, (g % 37 = 0)::int,
  pg_temp.uid(2 + pg_temp.sk(58, 1.8)),
  (ARRAY['Customer','Prospect','Partner','Reseller','Analyst',''])[pg_temp.r(6)],
  (ARRAY['Technology','Banking','Retail','Manufacturing','Healthcare','Energy','Media',''])[pg_temp.r(8)],
  NULL, '+1 555 ' || lpad((g * 7919 % 10000)::text, 4, '0'), g || ' Main St',
  (ARRAY['New York','London','Berlin','Sydney','Tokyo','Paris','Austin'])[pg_temp.r(7)],
  (ARRAY['USA','UK','Germany','Australia','Japan','France'])[pg_temp.r(6)], NULL, 'www.account' || g || '.example',
  NULL, (pg_temp.r(50) * 100)::text, NULL,
  CASE WHEN g > 120 AND random() < 0.12 THEN pg_temp.guid('Accounts', pg_temp.r(120)) END,
  NULL, NULL
  FROM generate_series(1, 800) g;

CREATE TABLE accounts_cstm (id_c char(36) PRIMARY KEY, jjwg_maps_lng_c double precision, jjwg_maps_lat_c double precision,
  jjwg_maps_geocode_status_c varchar(255), jjwg_maps_address_c varchar(255), region_c varchar(100), customer_tier_c varchar(100),
  vat_number_c varchar(40));
INSERT INTO accounts_cstm SELECT pg_temp.guid('Accounts', g), round((random() * 360 - 180)::numeric, 6), round((random() * 180 - 90)::numeric, 6),
  (ARRAY['OK','OK','OK','ZERO_RESULTS',''])[pg_temp.r(5)], g || ' Main St',
  (ARRAY['EMEA','AMER','APAC',NULL])[pg_temp.r(4)], (ARRAY['Gold','Silver','Bronze',''])[pg_temp.r(4)],
  CASE WHEN random() < 0.4 THEN 'VAT' || (100000 + g * 31) END
  FROM generate_series(1, 800) g WHERE random() < 0.7;

CREATE TABLE contacts (id char(36) PRIMARY KEY, date_entered timestamp, date_modified timestamp, modified_user_id char(36),
  created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36), salutation varchar(255),
  first_name varchar(100), last_name varchar(100), title varchar(100), department varchar(255), do_not_call smallint,
  phone_work varchar(100), phone_mobile varchar(100), primary_address_city varchar(100), primary_address_country varchar(255),
  lead_source varchar(255), reports_to_id char(36), birthdate date, campaign_id char(36), joomla_account_id varchar(255));
INSERT INTO contacts SELECT pg_temp.guid('Contacts', g), '2019-07-01'::timestamp + g * interval '9 hours',
  '2023-02-01'::timestamp + g * interval '4 hours', pg_temp.actor(), pg_temp.actor(), NULL, (g % 41 = 0)::int,
  pg_temp.uid(2 + pg_temp.sk(58, 1.5)), (ARRAY['Mr.','Ms.','Mrs.','Dr.','Prof.',''])[pg_temp.r(6)],
  (ARRAY['John','Mary','Peter','Lisa','Omar','Yuki','Ines','Ravi','Olga','Tariq'])[pg_temp.r(10)], 'Contact' || g,
  (ARRAY['CEO','CFO','VP Sales','Buyer','Engineer','IT Manager',''])[pg_temp.r(7)], NULL, 0,
  '+1 555 ' || lpad((g * 104729 % 10000)::text, 4, '0'), NULL, NULL, NULL,
  (ARRAY['Cold Call','Existing Customer','Self Generated','Employee','Partner','Web Site','Conference',''])[pg_temp.r(8)],
  CASE WHEN g > 300 AND random() < 0.15 THEN pg_temp.guid('Contacts', pg_temp.r(300)) END,
  CASE WHEN random() < 0.3 THEN '1960-01-01'::date + pg_temp.r(14000) END, NULL, NULL
  FROM generate_series(1, 2000) g;

CREATE TABLE accounts_contacts (id varchar(36) PRIMARY KEY, contact_id varchar(36), account_id varchar(36), date_modified timestamp,
  deleted smallint DEFAULT 0);
INSERT INTO accounts_contacts SELECT pg_temp.guid('accounts_contacts', g), pg_temp.guid('Contacts', CASE WHEN g <= 1900 THEN g ELSE pg_temp.r(2000) END),
  pg_temp.guid('Accounts', pg_temp.sk(800, 1.3)), '2023-03-01'::timestamp + g * interval '2 hours', (g % 31 = 0)::int
  FROM generate_series(1, 2100) g;

CREATE TABLE opportunities (id char(36) PRIMARY KEY, name varchar(50), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36),
  opportunity_type varchar(255), campaign_id char(36), lead_source varchar(50), amount double precision,
  amount_usdollar double precision, currency_id char(36), date_closed date, next_step varchar(100), sales_stage varchar(255),
  probability double precision);
INSERT INTO opportunities SELECT pg_temp.guid('Opportunities', g), 'Deal ' || g, '2020-01-01'::timestamp + g * interval '13 hours',
  '2023-04-01'::timestamp + g * interval '3 hours', pg_temp.actor(), pg_temp.actor(), NULL, (g % 43 = 0)::int,
  pg_temp.uid(2 + pg_temp.sk(58, 1.6)), (ARRAY['New Business','Existing Business',''])[pg_temp.r(3)], NULL,
  (ARRAY['Cold Call','Existing Customer','Web Site','Partner'])[pg_temp.r(4)], round((random() * 90000 + 1000)::numeric, 2),
  NULL, CASE WHEN random() < 0.85 THEN '-99' ELSE pg_temp.guid('Currencies', pg_temp.r(3)) END,
  '2020-03-01'::date + g, NULL,
  (ARRAY['Prospecting','Qualification','Needs Analysis','Proposal/Price Quote','Negotiation/Review','Closed Won','Closed Lost'])[pg_temp.r(7)],
  (pg_temp.r(10) * 10)
  FROM generate_series(1, 1200) g;
UPDATE opportunities SET amount_usdollar = amount;

CREATE TABLE accounts_opportunities (id varchar(36) PRIMARY KEY, opportunity_id varchar(36), account_id varchar(36),
  date_modified timestamp, deleted smallint DEFAULT 0);
INSERT INTO accounts_opportunities SELECT pg_temp.guid('accounts_opportunities', g), pg_temp.guid('Opportunities', g),
  pg_temp.guid('Accounts', pg_temp.sk(800, 1.5)), '2023-04-02'::timestamp + g * interval '3 hours', (g % 43 = 0)::int
  FROM generate_series(1, 1200) g;

CREATE TABLE opportunities_contacts (id varchar(36) PRIMARY KEY, contact_id varchar(36), opportunity_id varchar(36),
  contact_role varchar(50), date_modified timestamp, deleted smallint DEFAULT 0);
INSERT INTO opportunities_contacts SELECT pg_temp.guid('opportunities_contacts', g), pg_temp.guid('Contacts', pg_temp.r(2000)),
  pg_temp.guid('Opportunities', pg_temp.r(1200)), (ARRAY['Primary Decision Maker','Business Decision Maker','Technical Evaluator',
  'Influencer','Other',''])[pg_temp.r(6)], '2023-05-01'::timestamp + g * interval '1 hour', 0
  FROM generate_series(1, 1500) g;

CREATE TABLE leads (id char(36) PRIMARY KEY, date_entered timestamp, date_modified timestamp, modified_user_id char(36),
  created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36), salutation varchar(255),
  first_name varchar(100), last_name varchar(100), title varchar(100), converted smallint NOT NULL DEFAULT 0,
  refered_by varchar(100), lead_source varchar(100), status varchar(100), status_description text, reports_to_id char(36),
  account_name varchar(255), account_id char(36), contact_id char(36), opportunity_id char(36), opportunity_name varchar(255),
  opportunity_amount varchar(50), campaign_id char(36), website varchar(255));
INSERT INTO leads SELECT pg_temp.guid('Leads', g), '2020-02-01'::timestamp + g * interval '11 hours',
  '2023-06-01'::timestamp + g * interval '2 hours', pg_temp.actor(), pg_temp.actor(), NULL, (g % 53 = 0)::int,
  pg_temp.uid(2 + pg_temp.sk(58, 2.0)), (ARRAY['Mr.','Ms.','Dr.',''])[pg_temp.r(4)],
  (ARRAY['Alan','Beth','Carl','Dina','Emil','Fatima','Gus','Hana'])[pg_temp.r(8)], 'Lead' || g, NULL,
  (g % 5 = 0)::int, NULL, (ARRAY['Cold Call','Web Site','Conference','Email','Word of mouth',''])[pg_temp.r(6)],
  CASE WHEN g % 5 = 0 THEN 'Converted' ELSE (ARRAY['New','Assigned','In Process','Recycled','Dead'])[pg_temp.r(5)] END,
  NULL, NULL, 'Company of lead ' || g,
  CASE WHEN g % 5 = 0 THEN pg_temp.guid('Accounts', pg_temp.r(800)) END,
  CASE WHEN g % 5 = 0 THEN pg_temp.guid('Contacts', pg_temp.r(2000)) END,
  CASE WHEN g % 5 = 0 AND random() < 0.6 THEN pg_temp.guid('Opportunities', pg_temp.r(1200)) END,
  NULL, NULL, NULL, NULL
  FROM generate_series(1, 1500) g;

CREATE TABLE cases (id char(36) PRIMARY KEY, name varchar(255), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36),
  case_number serial UNIQUE, type varchar(255), status varchar(100), priority varchar(100), resolution text, work_log text,
  account_id char(36), state varchar(100), contact_created_by_id char(36));
INSERT INTO cases (id, name, date_entered, date_modified, modified_user_id, created_by, description, deleted, assigned_user_id,
  type, status, priority, resolution, work_log, account_id, state, contact_created_by_id)
SELECT pg_temp.guid('Cases', g), 'Case ' || g, '2020-06-01'::timestamp + g * interval '15 hours',
  '2023-07-01'::timestamp + g * interval '1 hour', pg_temp.actor(), pg_temp.actor(), 'Customer reports issue ' || g, (g % 47 = 0)::int,
  CASE WHEN random() < 0.08 THEN NULL ELSE pg_temp.uid(2 + pg_temp.sk(58, 1.4)) END,
  (ARRAY['Administration','Product','User'])[pg_temp.r(3)],
  (ARRAY['Open_New','Open_Assigned','Closed_Closed','Open_Pending Input','Closed_Rejected','Closed_Duplicate'])[pg_temp.r(6)],
  (ARRAY['P1','P2','P3'])[pg_temp.r(3)], NULL, NULL,
  pg_temp.guid('Accounts', pg_temp.sk(800, 1.7)), (ARRAY['Open','Closed'])[pg_temp.r(2)],
  CASE WHEN random() < 0.1 THEN pg_temp.guid('Contacts', pg_temp.r(2000)) END
  FROM generate_series(1, 900) g;

-- the module and id of a random parent bean: accounts, contacts, opportunities, cases or leads
CREATE FUNCTION pg_temp.parent(k int) RETURNS text[] LANGUAGE sql VOLATILE AS $$
  SELECT CASE k WHEN 1 THEN ARRAY['Accounts', pg_temp.guid('Accounts', pg_temp.r(800))]
                WHEN 2 THEN ARRAY['Contacts', pg_temp.guid('Contacts', pg_temp.r(2000))]
                WHEN 3 THEN ARRAY['Opportunities', pg_temp.guid('Opportunities', pg_temp.r(1200))]
                WHEN 4 THEN ARRAY['Cases', pg_temp.guid('Cases', pg_temp.r(900))]
                ELSE ARRAY['Leads', pg_temp.guid('Leads', pg_temp.r(1500))] END $$;

CREATE TABLE calls (id char(36) PRIMARY KEY, name varchar(50), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36),
  duration_hours int, duration_minutes int, date_start timestamp, date_end timestamp, parent_type varchar(255), status varchar(100),
  direction varchar(100), parent_id char(36), reminder_time int, outlook_id varchar(255));
INSERT INTO calls SELECT pg_temp.guid('Calls', g), 'Call ' || g, '2021-01-01'::timestamp + g * interval '3 hours',
  '2023-08-01'::timestamp + g * interval '20 minutes', pg_temp.actor(), pg_temp.actor(), NULL, (g % 59 = 0)::int,
  pg_temp.uid(2 + pg_temp.sk(58, 1.5)), 0, (ARRAY[15, 30, 45, 5])[pg_temp.r(4)],
  '2021-01-02'::timestamp + g * interval '3 hours', '2021-01-02 00:30'::timestamp + g * interval '3 hours',
  p[1], (ARRAY['Planned','Held','Not Held'])[pg_temp.r(3)], (ARRAY['Inbound','Outbound'])[pg_temp.r(2)], p[2], -1, NULL
  FROM (SELECT g, pg_temp.parent(pg_temp.sk(5, 1.4)) p FROM generate_series(1, 2500) g) s;

CREATE TABLE calls_contacts (id varchar(36) PRIMARY KEY, call_id varchar(36), contact_id varchar(36), required varchar(1) DEFAULT '1',
  accept_status varchar(25) DEFAULT 'none', date_modified timestamp, deleted smallint DEFAULT 0);
INSERT INTO calls_contacts SELECT pg_temp.guid('calls_contacts', g), pg_temp.guid('Calls', 1 + (g - 1) % 2500),
  pg_temp.guid('Contacts', pg_temp.r(2000)), '1', (ARRAY['none','accept','decline','tentative'])[pg_temp.r(4)],
  '2023-08-02'::timestamp + g * interval '10 minutes', 0
  FROM generate_series(1, 1800) g;

CREATE TABLE meetings (id char(36) PRIMARY KEY, name varchar(50), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), description text, deleted smallint DEFAULT 0, assigned_user_id char(36),
  location varchar(50), password varchar(50), join_url varchar(200), duration_hours int, duration_minutes int,
  date_start timestamp, date_end timestamp, parent_type varchar(100), status varchar(100), type varchar(255),
  parent_id char(36), reminder_time int, sequence int DEFAULT 0);
INSERT INTO meetings SELECT pg_temp.guid('Meetings', g), 'Meeting ' || g, '2021-02-01'::timestamp + g * interval '5 hours',
  '2023-09-01'::timestamp + g * interval '30 minutes', pg_temp.actor(), pg_temp.actor(), NULL, (g % 61 = 0)::int,
  pg_temp.uid(2 + pg_temp.sk(58, 1.5)), (ARRAY['Office','Client site','Zoom','Teams',''])[pg_temp.r(5)], NULL, NULL,
  pg_temp.r(3) - 1, (ARRAY[0, 15, 30, 45])[pg_temp.r(4)], '2021-02-02'::timestamp + g * interval '5 hours',
  '2021-02-02 01:00'::timestamp + g * interval '5 hours', p[1], (ARRAY['Planned','Held','Not Held'])[pg_temp.r(3)], 'Sugar',
  p[2], -1, 0
  FROM (SELECT g, pg_temp.parent(pg_temp.sk(4, 1.3)) p FROM generate_series(1, 1500) g) s;

CREATE TABLE meetings_contacts (id varchar(36) PRIMARY KEY, meeting_id varchar(36), contact_id varchar(36), required varchar(1) DEFAULT '1',
  accept_status varchar(25) DEFAULT 'none', date_modified timestamp, deleted smallint DEFAULT 0);
INSERT INTO meetings_contacts SELECT pg_temp.guid('meetings_contacts', g), pg_temp.guid('Meetings', pg_temp.r(1500)),
  pg_temp.guid('Contacts', pg_temp.r(2000)), '1', (ARRAY['none','accept','decline'])[pg_temp.r(3)],
  '2023-09-02'::timestamp + g * interval '15 minutes', 0
  FROM generate_series(1, 2200) g;

CREATE TABLE notes (id char(36) PRIMARY KEY, assigned_user_id char(36), date_entered timestamp, date_modified timestamp,
  modified_user_id char(36), created_by char(36), name varchar(255), file_mime_type varchar(100), filename varchar(255),
  parent_type varchar(255), parent_id char(36), contact_id char(36), portal_flag smallint, embed_flag smallint DEFAULT 0,
  description text, deleted smallint DEFAULT 0);
INSERT INTO notes SELECT pg_temp.guid('Notes', g), pg_temp.uid(2 + pg_temp.sk(58, 1.5)), '2021-03-01'::timestamp + g * interval '4 hours',
  '2023-10-01'::timestamp + g * interval '25 minutes', pg_temp.actor(), pg_temp.actor(), 'Note ' || g,
  CASE WHEN g % 4 = 0 THEN (ARRAY['application/pdf','image/png','text/plain'])[pg_temp.r(3)] END,
  CASE WHEN g % 4 = 0 THEN 'attachment' || g || '.bin' END, p[1], p[2],
  CASE WHEN random() < 0.45 THEN pg_temp.guid('Contacts', pg_temp.r(2000)) END, 0, 0, 'text ' || g, (g % 67 = 0)::int
  FROM (SELECT g, pg_temp.parent(pg_temp.sk(5, 1.2)) p FROM generate_series(1, 1800) g) s;

CREATE TABLE email_addresses (id char(36) PRIMARY KEY, email_address varchar(255), email_address_caps varchar(255),
  invalid_email smallint DEFAULT 0, opt_out smallint DEFAULT 0, confirm_opt_in varchar(255), date_created timestamp,
  date_modified timestamp, deleted smallint DEFAULT 0);
INSERT INTO email_addresses SELECT pg_temp.guid('EmailAddresses', g), 'person' || g || '@mail' || (g % 40) || '.example',
  upper('person' || g || '@mail' || (g % 40) || '.example'), (g % 97 = 0)::int, (g % 13 = 0)::int, 'not-opt-in',
  '2020-01-01'::timestamp + g * interval '2 hours', '2023-11-01'::timestamp + g * interval '5 minutes', 0
  FROM generate_series(1, 3000) g;

-- every address belongs to one bean; about one in ten is shared by a second bean
CREATE TABLE email_addr_bean_rel (id char(36) PRIMARY KEY, email_address_id char(36), bean_id char(36), bean_module varchar(100),
  primary_address smallint DEFAULT 0, reply_to_address smallint DEFAULT 0, date_created timestamp, date_modified timestamp,
  deleted smallint DEFAULT 0);
INSERT INTO email_addr_bean_rel SELECT pg_temp.guid('email_addr_bean_rel', g), pg_temp.guid('EmailAddresses', CASE WHEN g <= 3000 THEN g ELSE pg_temp.r(3000) END),
  b[2], b[1], (random() < 0.8)::int, 0, '2020-01-01'::timestamp + g * interval '2 hours',
  '2023-11-01'::timestamp + g * interval '5 minutes', (g % 71 = 0)::int
  FROM (SELECT g, CASE k WHEN 1 THEN ARRAY['Contacts', pg_temp.guid('Contacts', pg_temp.r(2000))]
                         WHEN 2 THEN ARRAY['Accounts', pg_temp.guid('Accounts', pg_temp.r(800))]
                         WHEN 3 THEN ARRAY['Leads', pg_temp.guid('Leads', pg_temp.r(1500))]
                         ELSE ARRAY['Users', pg_temp.uid(pg_temp.r(60))] END b
        FROM (SELECT g, pg_temp.sk(4, 1.2) k FROM generate_series(1, 3300) g) s0) s;

CREATE TABLE securitygroups_records (id char(36) PRIMARY KEY, securitygroup_id char(36), record_id char(36), module varchar(100),
  date_modified timestamp, modified_user_id char(36), created_by char(36), deleted smallint DEFAULT 0);
INSERT INTO securitygroups_records SELECT pg_temp.guid('securitygroups_records', g), pg_temp.guid('SecurityGroups', pg_temp.sk(12, 1.5)),
  p[2], p[1], '2023-12-01'::timestamp + g * interval '7 minutes', '1', '1', 0
  FROM (SELECT g, pg_temp.parent(pg_temp.sk(5, 1.3)) p FROM generate_series(1, 2000) g) s;

-- the references whose every value exists (SuiteCRM declares none)
ALTER TABLE users ADD FOREIGN KEY (reports_to_id) REFERENCES users, ADD FOREIGN KEY (modified_user_id) REFERENCES users,
  ADD FOREIGN KEY (created_by) REFERENCES users;
ALTER TABLE currencies ADD FOREIGN KEY (created_by) REFERENCES users;
ALTER TABLE securitygroups ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users;
ALTER TABLE securitygroups_users ADD FOREIGN KEY (securitygroup_id) REFERENCES securitygroups, ADD FOREIGN KEY (user_id) REFERENCES users;
ALTER TABLE accounts ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users, ADD FOREIGN KEY (parent_id) REFERENCES accounts;
ALTER TABLE accounts_cstm ADD FOREIGN KEY (id_c) REFERENCES accounts;
ALTER TABLE contacts ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users, ADD FOREIGN KEY (reports_to_id) REFERENCES contacts;
ALTER TABLE accounts_contacts ADD FOREIGN KEY (contact_id) REFERENCES contacts, ADD FOREIGN KEY (account_id) REFERENCES accounts;
ALTER TABLE opportunities ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users;
ALTER TABLE accounts_opportunities ADD FOREIGN KEY (opportunity_id) REFERENCES opportunities, ADD FOREIGN KEY (account_id) REFERENCES accounts;
ALTER TABLE opportunities_contacts ADD FOREIGN KEY (contact_id) REFERENCES contacts, ADD FOREIGN KEY (opportunity_id) REFERENCES opportunities;
ALTER TABLE leads ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users, ADD FOREIGN KEY (account_id) REFERENCES accounts,
  ADD FOREIGN KEY (contact_id) REFERENCES contacts, ADD FOREIGN KEY (opportunity_id) REFERENCES opportunities;
ALTER TABLE cases ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users, ADD FOREIGN KEY (account_id) REFERENCES accounts,
  ADD FOREIGN KEY (contact_created_by_id) REFERENCES contacts;
ALTER TABLE calls ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users;
ALTER TABLE calls_contacts ADD FOREIGN KEY (call_id) REFERENCES calls, ADD FOREIGN KEY (contact_id) REFERENCES contacts;
ALTER TABLE meetings ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users,
  ADD FOREIGN KEY (assigned_user_id) REFERENCES users;
ALTER TABLE meetings_contacts ADD FOREIGN KEY (meeting_id) REFERENCES meetings, ADD FOREIGN KEY (contact_id) REFERENCES contacts;
ALTER TABLE notes ADD FOREIGN KEY (assigned_user_id) REFERENCES users, ADD FOREIGN KEY (modified_user_id) REFERENCES users,
  ADD FOREIGN KEY (created_by) REFERENCES users, ADD FOREIGN KEY (contact_id) REFERENCES contacts;
ALTER TABLE email_addr_bean_rel ADD FOREIGN KEY (email_address_id) REFERENCES email_addresses;
ALTER TABLE securitygroups_records ADD FOREIGN KEY (securitygroup_id) REFERENCES securitygroups,
  ADD FOREIGN KEY (modified_user_id) REFERENCES users, ADD FOREIGN KEY (created_by) REFERENCES users;
ANALYZE;
