-- test/accuracy/salesforce.sql: a Salesforce org synchronised into PostgreSQL the Heroku Connect way,
-- written for issue 16 as a held-out check: committed with its truth (salesforce_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: schema salesforce; tables are the lower-cased object API names ("user", account,
-- opportunitylineitem, custom objects invoice__c, invoice_line__c, project__c); every table has a
-- serial id 1..n that nothing references, and the Salesforce id in sfid, 18 characters (a 3-character
-- object key prefix, the pod, a base-62 number, a 3-character case checksum) under a plain unique
-- index, not a constraint; references hold sfids and are named by the lower-cased field name:
-- accountid, pricebook2id, role columns to "user" (ownerid, createdbyid, lastmodifiedbyid,
-- managerid) with most rows created by one integration user, self hierarchies (account.parentid,
-- contact.reportstoid, userrole.parentroleid, campaign.parentid, case.parentid), lead conversion
-- references (convertedaccountid ...), custom lookups without an id suffix (account__c,
-- invoice__c, project_manager__c); polymorphic whoid / whatid on task (no reference); isdeleted
-- soft deletes and Heroku Connect's _hc_lastop / _hc_err columns. Deterministic: setseed.
SET client_min_messages = warning;
SELECT setseed(0.77);
CREATE SCHEMA salesforce;
SET search_path = salesforce, public;
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- the 15-character id (prefix, pod, base-62 number) and its checksum: one character per 5, whose bits say
-- which of the 5 are upper case
CREATE FUNCTION pg_temp.sfid(prefix text, n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  v bigint := n + 5000000000;
  num text := '';
  id15 text;
  sfx text := '';
  bits int;
BEGIN
  FOR i IN 1..9 LOOP
    num := substr(digits, 1 + (v % 62)::int, 1) || num;
    v := v / 62;
  END LOOP;
  id15 := prefix || '5g0' || num;
  FOR c IN 0..2 LOOP
    bits := 0;
    FOR b IN 0..4 LOOP
      IF substr(id15, c * 5 + b + 1, 1) BETWEEN 'A' AND 'Z' THEN bits := bits | (1 << b); END IF;
    END LOOP;
    sfx := sfx || substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', 1 + bits, 1);
  END LOOP;
  RETURN id15 || sfx;
END $$;

CREATE TABLE profile (id serial PRIMARY KEY, sfid varchar(18), name varchar(255), usertype varchar(40), systemmodstamp timestamp,
                      _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_profile_sfid ON profile (sfid);
INSERT INTO profile (sfid, name, usertype, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('00e', g), (ARRAY['System Administrator','Standard User','Sales User','Support User','Marketing User','Read Only',
       'Integration User','Partner Community','Customer Community','Contract Manager','Solution Manager','Chatter Free'])[g],
       CASE WHEN g >= 8 AND g <= 9 THEN 'PowerPartner' ELSE 'Standard' END, '2023-01-01'::timestamp + g * interval '1 day', 'SYNCED'
  FROM generate_series(1, 12) g;
CREATE TABLE userrole (id serial PRIMARY KEY, sfid varchar(18), name varchar(80), parentroleid varchar(18), rollupdescription varchar(80),
                       systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_userrole_sfid ON userrole (sfid);
INSERT INTO userrole (sfid, name, parentroleid, rollupdescription, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('00E', g), 'Role ' || g, CASE WHEN g > 1 THEN pg_temp.sfid('00E', (g - 2) / 3 + 1) END, 'Role ' || g,
       '2023-01-01'::timestamp + g * interval '2 days', 'SYNCED'
  FROM generate_series(1, 25) g;
-- users 1..3 are automated (integration, automated process, data loader)
CREATE TABLE "user" (id serial PRIMARY KEY, sfid varchar(18), username varchar(80), email varchar(128), firstname varchar(40),
                     lastname varchar(80), isactive boolean, profileid varchar(18), userroleid varchar(18), managerid varchar(18),
                     createddate timestamp, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_user_sfid ON "user" (sfid);
INSERT INTO "user" (sfid, username, email, firstname, lastname, isactive, profileid, userroleid, managerid, createddate, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('005', g), 'user' || g || '@acme.example', 'user' || g || '@acme.example', 'First' || g, 'Last' || g, g % 13 <> 0,
       pg_temp.sfid('00e', CASE WHEN g <= 3 THEN 7 WHEN g <= 6 THEN 1 ELSE 2 + pg_temp.r(5) END),
       CASE WHEN g > 3 THEN pg_temp.sfid('00E', pg_temp.r(25)) END,
       CASE WHEN g > 8 THEN pg_temp.sfid('005', 4 + (g * 7) % 20) END,
       '2022-01-01'::timestamp + g * interval '3 days', '2024-01-01'::timestamp + g * interval '1 hour', 'SYNCED'
  FROM generate_series(1, 120) g;
CREATE FUNCTION pg_temp.usr() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT pg_temp.sfid('005', CASE WHEN random() < 0.6 THEN 1 + floor(random() * 3)::int ELSE 4 + floor(random() * 117)::int END) $$;
CREATE FUNCTION pg_temp.owner() RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT pg_temp.sfid('005', 9 + floor(random() * 112)::int) $$;
CREATE TABLE recordtype (id serial PRIMARY KEY, sfid varchar(18), name varchar(80), developername varchar(80), sobjecttype varchar(40),
                         isactive boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_recordtype_sfid ON recordtype (sfid);
INSERT INTO recordtype (sfid, name, developername, sobjecttype, isactive, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('012', g), 'Type ' || g, 'Type_' || g, (ARRAY['Account','Account','Account','Opportunity','Opportunity','Opportunity',
       'Case','Case','Case','Case'])[g], true, '2023-01-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 10) g;

CREATE TABLE account (id serial PRIMARY KEY, sfid varchar(18), name varchar(255), type varchar(40), industry varchar(40),
                      billingcity varchar(40), billingcountry varchar(80), parentid varchar(18), recordtypeid varchar(18),
                      ownerid varchar(18), createdbyid varchar(18), lastmodifiedbyid varchar(18), annualrevenue double precision,
                      numberofemployees int, isdeleted boolean, createddate timestamp, systemmodstamp timestamp,
                      _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_account_sfid ON account (sfid);
INSERT INTO account (sfid, name, type, industry, billingcity, billingcountry, parentid, recordtypeid, ownerid, createdbyid, lastmodifiedbyid,
                     annualrevenue, numberofemployees, isdeleted, createddate, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('001', g), 'Account ' || g, (ARRAY['Customer','Prospect','Partner','Other'])[pg_temp.r(4)],
       (ARRAY['Technology','Finance','Retail','Healthcare','Manufacturing','Energy'])[pg_temp.r(6)], 'City ' || pg_temp.r(200),
       (ARRAY['USA','Germany','UK','France','Japan'])[pg_temp.r(5)],
       CASE WHEN g > 100 AND g % 5 = 0 THEN pg_temp.sfid('001', pg_temp.r(100)) END, pg_temp.sfid('012', pg_temp.r(3)),
       pg_temp.owner(), pg_temp.usr(), pg_temp.usr(), round(random() * 1e8), pg_temp.r(5000), g % 97 = 0,
       '2021-01-01'::timestamp + g * interval '11 hours', '2024-03-01'::timestamp + pg_temp.r(9999) * interval '1 minute', 'SYNCED'
  FROM generate_series(1, 1500) g;
CREATE TABLE contact (id serial PRIMARY KEY, sfid varchar(18), accountid varchar(18), firstname varchar(40), lastname varchar(80),
                      email varchar(80), title varchar(128), reportstoid varchar(18), ownerid varchar(18), createdbyid varchar(18),
                      isdeleted boolean, createddate timestamp, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_contact_sfid ON contact (sfid);
INSERT INTO contact (sfid, accountid, firstname, lastname, email, title, reportstoid, ownerid, createdbyid, isdeleted, createddate, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('003', g), CASE WHEN g % 23 <> 0 THEN pg_temp.sfid('001', 1 + (g - 1) % 1500) END, 'First' || g, 'Last' || pg_temp.r(900),
       'contact' || g || '@mail.example', (ARRAY['CEO','CFO','VP Sales','Buyer','Engineer',NULL])[pg_temp.r(6)],
       CASE WHEN g > 1500 AND g % 4 = 0 THEN pg_temp.sfid('003', 1 + (g - 1) % 1500) END,
       pg_temp.owner(), pg_temp.usr(), g % 89 = 0, '2021-02-01'::timestamp + g * interval '5 hours', '2024-03-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 3000) g;
CREATE TABLE campaign (id serial PRIMARY KEY, sfid varchar(18), name varchar(80), type varchar(40), status varchar(40), parentid varchar(18),
                       startdate date, budgetedcost double precision, ownerid varchar(18), isdeleted boolean, systemmodstamp timestamp,
                       _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_campaign_sfid ON campaign (sfid);
INSERT INTO campaign (sfid, name, type, status, parentid, startdate, budgetedcost, ownerid, isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('701', g), 'Campaign ' || g, (ARRAY['Webinar','Email','Conference','Advertisement'])[pg_temp.r(4)],
       (ARRAY['Planned','In Progress','Completed'])[pg_temp.r(3)], CASE WHEN g > 8 THEN pg_temp.sfid('701', pg_temp.r(8)) END,
       date '2022-01-01' + g * 9, pg_temp.r(50000), pg_temp.owner(), false, '2024-01-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 40) g;
CREATE TABLE pricebook2 (id serial PRIMARY KEY, sfid varchar(18), name varchar(255), isstandard boolean, isactive boolean,
                         systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_pricebook2_sfid ON pricebook2 (sfid);
INSERT INTO pricebook2 (sfid, name, isstandard, isactive, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('01s', g), (ARRAY['Standard Price Book','Partner','Enterprise','EMEA'])[g], g = 1, true, '2023-01-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 4) g;
CREATE TABLE product2 (id serial PRIMARY KEY, sfid varchar(18), name varchar(255), productcode varchar(255), family varchar(40),
                       isactive boolean, createdbyid varchar(18), systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_product2_sfid ON product2 (sfid);
INSERT INTO product2 (sfid, name, productcode, family, isactive, createdbyid, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('01t', g), 'Product ' || g, 'P-' || lpad(g::text, 4, '0'), (ARRAY['Hardware','Software','Services'])[pg_temp.r(3)],
       g % 17 <> 0, pg_temp.usr(), '2023-01-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 400) g;
CREATE TABLE pricebookentry (id serial PRIMARY KEY, sfid varchar(18), pricebook2id varchar(18), product2id varchar(18), unitprice double precision,
                             isactive boolean, usestandardprice boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_pricebookentry_sfid ON pricebookentry (sfid);
INSERT INTO pricebookentry (sfid, pricebook2id, product2id, unitprice, isactive, usestandardprice, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('01u', row_number() OVER (ORDER BY b, p)), pg_temp.sfid('01s', b), pg_temp.sfid('01t', p), 10 + pg_temp.r(990),
       true, b = 1, '2023-01-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 4) b, generate_series(1, 400) p WHERE b = 1 OR (p + b) % 3 = 0;
CREATE TABLE opportunity (id serial PRIMARY KEY, sfid varchar(18), name varchar(120), accountid varchar(18), stagename varchar(40),
                          amount double precision, closedate date, campaignid varchar(18), pricebook2id varchar(18), recordtypeid varchar(18),
                          ownerid varchar(18), createdbyid varchar(18), lastmodifiedbyid varchar(18), isclosed boolean, iswon boolean,
                          isdeleted boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_opportunity_sfid ON opportunity (sfid);
INSERT INTO opportunity (sfid, name, accountid, stagename, amount, closedate, campaignid, pricebook2id, recordtypeid, ownerid, createdbyid,
                         lastmodifiedbyid, isclosed, iswon, isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('006', g), 'Opportunity ' || g, pg_temp.sfid('001', pg_temp.r(1500)), s, pg_temp.r(250000), date '2022-01-01' + g / 2,
       CASE WHEN g % 3 = 0 THEN pg_temp.sfid('701', pg_temp.r(40)) END, pg_temp.sfid('01s', pg_temp.r(4)), pg_temp.sfid('012', 3 + pg_temp.r(3)),
       pg_temp.owner(), pg_temp.usr(), pg_temp.usr(), s LIKE 'Closed%', s = 'Closed Won', g % 101 = 0, '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT g, (ARRAY['Prospecting','Qualification','Proposal','Negotiation','Closed Won','Closed Lost'])[pg_temp.r(6)] s
          FROM generate_series(1, 2500) g) x;
CREATE TABLE opportunitylineitem (id serial PRIMARY KEY, sfid varchar(18), opportunityid varchar(18), pricebookentryid varchar(18),
                                  product2id varchar(18), quantity double precision, unitprice double precision, totalprice double precision,
                                  isdeleted boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_opportunitylineitem_sfid ON opportunitylineitem (sfid);
INSERT INTO opportunitylineitem (sfid, opportunityid, pricebookentryid, product2id, quantity, unitprice, totalprice, isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('00k', row_number() OVER (ORDER BY o.id, k)), o.sfid, e.sfid, e.product2id, q, e.unitprice, q * e.unitprice, false,
       '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT o.*, k, pg_temp.sfid('01t', pg_temp.r(400)) pick, pg_temp.r(20) q FROM opportunity o, generate_series(1, 4) k
         WHERE k <= 1 + o.id % 4) o
  JOIN LATERAL (SELECT e.* FROM pricebookentry e WHERE e.pricebook2id = o.pricebook2id AND e.product2id >= o.pick
                ORDER BY e.product2id LIMIT 1) e ON true;
CREATE TABLE lead (id serial PRIMARY KEY, sfid varchar(18), firstname varchar(40), lastname varchar(80), company varchar(255),
                   status varchar(40), leadsource varchar(40), isconverted boolean, convertedaccountid varchar(18),
                   convertedcontactid varchar(18), convertedopportunityid varchar(18), converteddate date, ownerid varchar(18),
                   isdeleted boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_lead_sfid ON lead (sfid);
INSERT INTO lead (sfid, firstname, lastname, company, status, leadsource, isconverted, convertedaccountid, convertedcontactid,
                  convertedopportunityid, converteddate, ownerid, isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('00Q', g), 'Lead' || g, 'Name' || pg_temp.r(700), 'Company ' || pg_temp.r(1200),
       CASE WHEN c THEN 'Converted' ELSE (ARRAY['Open','Working','Nurturing','Unqualified'])[pg_temp.r(4)] END,
       (ARRAY['Web','Phone','Partner','Trade Show'])[pg_temp.r(4)], c,
       CASE WHEN c THEN pg_temp.sfid('001', 1 + (g * 13) % 1500) END, CASE WHEN c THEN pg_temp.sfid('003', 1 + (g * 13) % 1500) END,
       CASE WHEN c AND g % 3 <> 0 THEN pg_temp.sfid('006', 1 + (g * 7) % 2500) END, CASE WHEN c THEN date '2023-01-01' + g / 5 END,
       pg_temp.owner(), false, '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT g, g % 5 = 0 c FROM generate_series(1, 2000) g) x;
CREATE TABLE campaignmember (id serial PRIMARY KEY, sfid varchar(18), campaignid varchar(18), leadid varchar(18), contactid varchar(18),
                             status varchar(40), hasresponded boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_campaignmember_sfid ON campaignmember (sfid);
INSERT INTO campaignmember (sfid, campaignid, leadid, contactid, status, hasresponded, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('00v', g), pg_temp.sfid('701', pg_temp.r(40)), CASE WHEN g % 2 = 0 THEN pg_temp.sfid('00Q', pg_temp.r(2000)) END,
       CASE WHEN g % 2 = 1 THEN pg_temp.sfid('003', pg_temp.r(3000)) END, (ARRAY['Sent','Responded'])[pg_temp.r(2)], g % 3 = 0,
       '2024-02-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 4000) g;
CREATE TABLE "case" (id serial PRIMARY KEY, sfid varchar(18), casenumber varchar(30), accountid varchar(18), contactid varchar(18),
                     parentid varchar(18), status varchar(40), priority varchar(40), origin varchar(40), subject varchar(255),
                     recordtypeid varchar(18), ownerid varchar(18), createdbyid varchar(18), lastmodifiedbyid varchar(18), isclosed boolean,
                     isdeleted boolean, createddate timestamp, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_case_sfid ON "case" (sfid);
INSERT INTO "case" (sfid, casenumber, accountid, contactid, parentid, status, priority, origin, subject, recordtypeid, ownerid, createdbyid,
                    lastmodifiedbyid, isclosed, isdeleted, createddate, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('500', g), lpad(g::text, 8, '0'), c.accountid, c.sfid,
       CASE WHEN g > 200 AND g % 9 = 0 THEN pg_temp.sfid('500', pg_temp.r(200)) END,
       (ARRAY['New','Working','Escalated','Closed'])[pg_temp.r(4)], (ARRAY['Low','Medium','High'])[pg_temp.r(3)],
       (ARRAY['Phone','Email','Web'])[pg_temp.r(3)], 'Subject ' || g, pg_temp.sfid('012', 6 + pg_temp.r(4)), pg_temp.owner(), pg_temp.usr(),
       pg_temp.usr(), g % 4 = 0, false, '2023-01-01'::timestamp + g * interval '4 hours', '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT g, pg_temp.r(3000) pick FROM generate_series(1, 1800) g) x JOIN contact c ON c.id = x.pick;
CREATE TABLE task (id serial PRIMARY KEY, sfid varchar(18), subject varchar(255), status varchar(40), activitydate date, whoid varchar(18),
                   whatid varchar(18), accountid varchar(18), ownerid varchar(18), isdeleted boolean, systemmodstamp timestamp,
                   _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_task_sfid ON task (sfid);
-- whoid: a contact or a lead; whatid: an account, an opportunity or a case (polymorphic: no reference)
INSERT INTO task (sfid, subject, status, activitydate, whoid, whatid, accountid, ownerid, isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('00T', g), (ARRAY['Call','Email','Meeting','Follow up'])[pg_temp.r(4)], (ARRAY['Open','Completed'])[pg_temp.r(2)],
       date '2023-01-01' + g / 12, CASE WHEN g % 3 = 0 THEN pg_temp.sfid('00Q', pg_temp.r(2000)) ELSE c.sfid END,
       CASE g % 3 WHEN 0 THEN c.accountid WHEN 1 THEN pg_temp.sfid('006', pg_temp.r(2500)) ELSE pg_temp.sfid('500', pg_temp.r(1800)) END,
       CASE WHEN g % 3 <> 0 THEN c.accountid END, pg_temp.owner(), false, '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT g, pg_temp.r(3000) pick FROM generate_series(1, 5000) g) x JOIN contact c ON c.id = x.pick;
CREATE TABLE project__c (id serial PRIMARY KEY, sfid varchar(18), name varchar(80), account__c varchar(18), opportunity__c varchar(18),
                         project_manager__c varchar(18), status__c varchar(255), start_date__c date, budget__c double precision,
                         ownerid varchar(18), isdeleted boolean, systemmodstamp timestamp, _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_project__c_sfid ON project__c (sfid);
INSERT INTO project__c (sfid, name, account__c, opportunity__c, project_manager__c, status__c, start_date__c, budget__c, ownerid, isdeleted,
                        systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('a02', g), 'PRJ-' || lpad(g::text, 5, '0'), o.accountid, o.sfid, pg_temp.sfid('005', 9 + pg_temp.r(30)),
       (ARRAY['Planned','Active','Done'])[pg_temp.r(3)], date '2023-01-01' + g, pg_temp.r(90000), pg_temp.owner(), false,
       '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT g, 1 + (g * 37) % 2500 pick FROM generate_series(1, 300) g) x JOIN opportunity o ON o.id = x.pick;
CREATE TABLE invoice__c (id serial PRIMARY KEY, sfid varchar(18), name varchar(80), account__c varchar(18), opportunity__c varchar(18),
                         project__c varchar(18), invoice_date__c date, amount__c double precision, status__c varchar(255),
                         ownerid varchar(18), createdbyid varchar(18), isdeleted boolean, systemmodstamp timestamp,
                         _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_invoice__c_sfid ON invoice__c (sfid);
INSERT INTO invoice__c (sfid, name, account__c, opportunity__c, project__c, invoice_date__c, amount__c, status__c, ownerid, createdbyid,
                        isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('a00', g), 'INV-' || lpad(g::text, 6, '0'), o.accountid, o.sfid,
       CASE WHEN g % 4 = 0 THEN pg_temp.sfid('a02', pg_temp.r(300)) END, date '2023-02-01' + g / 3, 0,
       (ARRAY['Draft','Sent','Paid'])[pg_temp.r(3)], pg_temp.owner(), pg_temp.usr(), g % 151 = 0, '2024-02-01'::timestamp, 'SYNCED'
  FROM (SELECT g, pg_temp.r(2500) pick FROM generate_series(1, 1200) g) x JOIN opportunity o ON o.id = x.pick;
CREATE TABLE invoice_line__c (id serial PRIMARY KEY, sfid varchar(18), name varchar(80), invoice__c varchar(18), product__c varchar(18),
                              quantity__c double precision, unit_price__c double precision, isdeleted boolean, systemmodstamp timestamp,
                              _hc_lastop varchar(32), _hc_err text);
CREATE UNIQUE INDEX hcu_idx_invoice_line__c_sfid ON invoice_line__c (sfid);
INSERT INTO invoice_line__c (sfid, name, invoice__c, product__c, quantity__c, unit_price__c, isdeleted, systemmodstamp, _hc_lastop)
SELECT pg_temp.sfid('a01', row_number() OVER (ORDER BY i, k)), 'IL-' || i || '-' || k, pg_temp.sfid('a00', i),
       pg_temp.sfid('01t', pg_temp.r(400)), pg_temp.r(12), pg_temp.r(900), false, '2024-02-01'::timestamp, 'SYNCED'
  FROM generate_series(1, 1200) i, generate_series(1, 5) k WHERE k <= 1 + i % 5;
UPDATE invoice__c v SET amount__c = s.t FROM (SELECT invoice__c, sum(quantity__c * unit_price__c) t FROM invoice_line__c GROUP BY 1) s
 WHERE s.invoice__c = v.sfid;

-- the references, declared for the truth file (Heroku Connect declares none; the harness drops them anyway);
-- they reference the plain unique indexes on sfid, which stay in every mode but bare
ALTER TABLE userrole ADD FOREIGN KEY (parentroleid) REFERENCES userrole (sfid);
ALTER TABLE "user" ADD FOREIGN KEY (profileid) REFERENCES profile (sfid), ADD FOREIGN KEY (userroleid) REFERENCES userrole (sfid),
                   ADD FOREIGN KEY (managerid) REFERENCES "user" (sfid);
ALTER TABLE account ADD FOREIGN KEY (parentid) REFERENCES account (sfid), ADD FOREIGN KEY (recordtypeid) REFERENCES recordtype (sfid),
                    ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid), ADD FOREIGN KEY (createdbyid) REFERENCES "user" (sfid),
                    ADD FOREIGN KEY (lastmodifiedbyid) REFERENCES "user" (sfid);
ALTER TABLE contact ADD FOREIGN KEY (accountid) REFERENCES account (sfid), ADD FOREIGN KEY (reportstoid) REFERENCES contact (sfid),
                    ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid), ADD FOREIGN KEY (createdbyid) REFERENCES "user" (sfid);
ALTER TABLE campaign ADD FOREIGN KEY (parentid) REFERENCES campaign (sfid), ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid);
ALTER TABLE product2 ADD FOREIGN KEY (createdbyid) REFERENCES "user" (sfid);
ALTER TABLE pricebookentry ADD FOREIGN KEY (pricebook2id) REFERENCES pricebook2 (sfid), ADD FOREIGN KEY (product2id) REFERENCES product2 (sfid);
ALTER TABLE opportunity ADD FOREIGN KEY (accountid) REFERENCES account (sfid), ADD FOREIGN KEY (campaignid) REFERENCES campaign (sfid),
                        ADD FOREIGN KEY (pricebook2id) REFERENCES pricebook2 (sfid), ADD FOREIGN KEY (recordtypeid) REFERENCES recordtype (sfid),
                        ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid), ADD FOREIGN KEY (createdbyid) REFERENCES "user" (sfid),
                        ADD FOREIGN KEY (lastmodifiedbyid) REFERENCES "user" (sfid);
ALTER TABLE opportunitylineitem ADD FOREIGN KEY (opportunityid) REFERENCES opportunity (sfid),
                                ADD FOREIGN KEY (pricebookentryid) REFERENCES pricebookentry (sfid),
                                ADD FOREIGN KEY (product2id) REFERENCES product2 (sfid);
ALTER TABLE lead ADD FOREIGN KEY (convertedaccountid) REFERENCES account (sfid), ADD FOREIGN KEY (convertedcontactid) REFERENCES contact (sfid),
                 ADD FOREIGN KEY (convertedopportunityid) REFERENCES opportunity (sfid), ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid);
ALTER TABLE campaignmember ADD FOREIGN KEY (campaignid) REFERENCES campaign (sfid), ADD FOREIGN KEY (leadid) REFERENCES lead (sfid),
                           ADD FOREIGN KEY (contactid) REFERENCES contact (sfid);
ALTER TABLE "case" ADD FOREIGN KEY (accountid) REFERENCES account (sfid), ADD FOREIGN KEY (contactid) REFERENCES contact (sfid),
                   ADD FOREIGN KEY (parentid) REFERENCES "case" (sfid), ADD FOREIGN KEY (recordtypeid) REFERENCES recordtype (sfid),
                   ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid), ADD FOREIGN KEY (createdbyid) REFERENCES "user" (sfid),
                   ADD FOREIGN KEY (lastmodifiedbyid) REFERENCES "user" (sfid);
ALTER TABLE task ADD FOREIGN KEY (accountid) REFERENCES account (sfid), ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid);
ALTER TABLE project__c ADD FOREIGN KEY (account__c) REFERENCES account (sfid), ADD FOREIGN KEY (opportunity__c) REFERENCES opportunity (sfid),
                       ADD FOREIGN KEY (project_manager__c) REFERENCES "user" (sfid), ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid);
ALTER TABLE invoice__c ADD FOREIGN KEY (account__c) REFERENCES account (sfid), ADD FOREIGN KEY (opportunity__c) REFERENCES opportunity (sfid),
                       ADD FOREIGN KEY (project__c) REFERENCES project__c (sfid), ADD FOREIGN KEY (ownerid) REFERENCES "user" (sfid),
                       ADD FOREIGN KEY (createdbyid) REFERENCES "user" (sfid);
ALTER TABLE invoice_line__c ADD FOREIGN KEY (invoice__c) REFERENCES invoice__c (sfid), ADD FOREIGN KEY (product__c) REFERENCES product2 (sfid);
ANALYZE;
