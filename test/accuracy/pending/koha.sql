-- test/accuracy/koha.sql: a subset of the Koha integrated library system's schema
-- (installer/data/mysql/kohastructure.sql, 22.x-24.x era: circulation, holds, patrons' accounts,
-- cataloguing, acquisitions and serials) as a MySQL database loaded into PostgreSQL with its
-- names lower-cased, written for issue 16 as a held-out check (round 19): committed with its truth
-- (koha_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; keys named by concatenated lower-case words with no
-- separator (borrowernumber, biblionumber, biblioitemnumber, itemnumber, basketno, ordernumber,
-- subscriptionid, serialid), newer tables use id / <thing>_id (accountlines_id, issue_id,
-- reserve_id, budget_id); lookup tables keyed by short text codes (branches.branchcode 'CPL',
-- categories.categorycode 'PT', itemtypes.itemtype 'BK', currency.currency 'USD',
-- account_debit_types.code 'OVERDUE', biblio_framework.frameworkcode 'BKS').  References name
-- their target under roles: items.homebranch / holdingbranch -> branches, items.itype and
-- biblioitems.itemtype -> itemtypes, issues.issuer_id and accountlines.manager_id and
-- aqorders.created_by -> borrowers, borrower_relationships.guarantor_id / guarantee_id ->
-- borrowers, aqbasket.booksellerid -> aqbooksellers.id, statistics.branch -> branches,
-- subscription.periodicity -> subscription_frequencies.id.
-- What Koha declares (InnoDB FKs) and what it leaves undeclared, as in kohastructure.sql:
-- declared are borrowers' branch and category, biblioitems/items -> biblio, items ->
-- biblioitems and both branches, issues/old_issues -> borrowers and items, reserves ->
-- borrowers/biblio/items/branches/itemtypes, old_reserves -> borrowers/biblio/items/itemtypes
-- (ON DELETE SET NULL), accountlines -> borrowers/items/debit and credit types/branches and
-- manager, account_offsets -> accountlines, the acquisitions chain, serial -> subscription /
-- biblio, subscription -> biblio / subscription_frequencies; undeclared are items.itype and
-- biblioitems.itemtype (Koha checks these in search_for_data_inconsistencies.pl instead),
-- issues/old_issues.branchcode, old_reserves.branchcode, accountlines.issue_id, every column of
-- statistics (a keyless log table) and action_logs, biblio.frameworkcode, aqbasket.deliveryplace /
-- billingplace (branchcodes), aqbasket.authorisedby (a borrowernumber stored in varchar(10)),
-- aqbudgets.budget_parent_id / budget_owner_id / budget_branchcode,
-- aqorders.parent_ordernumber (a self reference: equals ordernumber on an order never split),
-- aqbooksellers.listprice / invoiceprice (currency codes), subscription.aqbooksellerid and
-- subscription.branchcode, and subscription.librarian (the staff member's userid, text, ->
-- borrowers.userid, which is unique).
-- History: issue_id and reserve_id are shared between the live table and its old_* twin (a
-- returned loan moves to old_issues with its issue_id; ids never overlap), old_* references are
-- NULL-able: deleted patrons and withdrawn-and-deleted items leave NULL there (SET NULL), and
-- circulation history older than a cut-off is anonymised to the AnonymousPatron (borrower 1).
-- Deleted patrons and items leave gaps in borrowernumber and itemnumber; statistics keeps the
-- numbers of deleted patrons and items (real references with orphans by design:
-- undiscoverable). accountlines.issue_id points at issues (fines still accruing) or at
-- old_issues (returned loans): a reference split over two tables (undiscoverable).
-- biblioitemnumber equals biblionumber for the first 2000 records, then runs 3 ahead (an import
-- that burnt ids), so items.biblionumber -> biblioitems.biblioitemnumber nearly holds by
-- coincidence (not a reference). biblio.frameworkcode is '' (the default framework, which has no
-- row in biblio_framework) on most records: the reference holds on its other values.
-- action_logs.user is the borrowernumber of the staff member, 0 for cron jobs; action_logs.object
-- is polymorphic (a borrowernumber, biblionumber or itemnumber by module: no column reference).
-- items.notforloan / damaged / itemlost / location / ccode and borrowers.sort1 are authorised
-- values: codes of authorised_values.authorised_value within one category (a reference with a
-- constant half: no column reference). subscription.itemtype -> itemtypes is 'CR' on every row (one value:
-- undiscoverable); aqorders.subscriptionid / invoiceid, subscription.aqbudgetid,
-- accountlines.register_id and reserves.desk_id are NULL on every row (left out).
-- Skewed: a few branches hold most items, most patrons are adults (PT), a few prolific
-- borrowers, circulation clerks log most actions. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2019);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- lookups -----------------------------------------------------------------------------------
CREATE TABLE branches (branchcode varchar(10) PRIMARY KEY, branchname text NOT NULL, branchaddress1 text,
  branchcity text, branchzip varchar(25), branchphone text, branchemail text, pickup_location smallint NOT NULL DEFAULT 1,
  public smallint NOT NULL DEFAULT 1);
INSERT INTO branches SELECT c, n || ' Library', g * 10 || ' Main St', n, lpad((40000 + g * 17)::text, 5, '0'),
  '555-01' || lpad(g::text, 2, '0'), lower(c) || '@library.example', CASE WHEN g = 12 THEN 0 ELSE 1 END, 1
  FROM unnest(ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'],
              ARRAY['Centerville','Midway','Fairfield','Fairview','Franklin','Institut','Liberty','Pleasant Valley',
                    'Riverside','Springfield','Troy','Union']) WITH ORDINALITY AS t(c, n, g);

CREATE TABLE categories (categorycode varchar(10) PRIMARY KEY, description text, enrolmentperiod smallint,
  enrolmentperioddate date, upperagelimit smallint, dateofbirthrequired smallint, enrolmentfee numeric(28,6),
  overduenoticerequired smallint, category_type varchar(1) NOT NULL DEFAULT 'A', hidelostitems smallint NOT NULL DEFAULT 0);
INSERT INTO categories VALUES
 ('PT','Patron',99,NULL,NULL,18,0,1,'A',0), ('ST','Student',12,NULL,NULL,16,0,1,'A',0), ('J','Juvenile',12,NULL,17,5,0,1,'C',0),
 ('YA','Young adult',12,NULL,21,13,0,1,'C',0), ('K','Kid',12,NULL,12,1,0,0,'C',0), ('S','Staff',99,NULL,NULL,18,0,0,'S',0),
 ('B','Board',24,NULL,NULL,18,0,0,'A',0), ('IL','Inter-Library Loan',NULL,'2030-12-31',NULL,NULL,0,0,'I',0),
 ('HB','Home bound',12,NULL,NULL,NULL,0,1,'A',0), ('T','Teacher',24,NULL,NULL,18,0,0,'P',0);

CREATE TABLE itemtypes (itemtype varchar(10) PRIMARY KEY, parent_type varchar(10) REFERENCES itemtypes,
  description text, rentalcharge numeric(28,6), defaultreplacecost numeric(28,6), notforloan smallint,
  imageurl varchar(200), summary text, checkinmsg varchar(255), hideinopac smallint NOT NULL DEFAULT 0);
INSERT INTO itemtypes VALUES
 ('BK',NULL,'Books',0,25,0,'bridge/book.png',NULL,NULL,0), ('CF',NULL,'Computer files',0,40,0,'bridge/computer_file.png',NULL,NULL,0),
 ('CR',NULL,'Continuing resources',0,15,0,'bridge/periodical.png',NULL,NULL,0), ('MP',NULL,'Maps',0,30,1,'bridge/map.png',NULL,NULL,0),
 ('MU',NULL,'Music',1,20,0,'bridge/sound.png',NULL,NULL,0), ('MX',NULL,'Mixed materials',0,35,0,'bridge/kit.png',NULL,NULL,0),
 ('VM',NULL,'Visual materials',2,30,0,'bridge/dvd.png',NULL,'Check the disc',0), ('REF','BK','Reference',0,60,1,NULL,NULL,NULL,0),
 ('LP','BK','Large print',0,28,0,NULL,NULL,NULL,0), ('BR','BK','Board books',0,12,0,NULL,NULL,NULL,0),
 ('BLURAY','VM','Blu-ray',2,30,0,NULL,NULL,NULL,0), ('EQUIP',NULL,'Equipment',5,150,0,NULL,NULL,NULL,1);

CREATE TABLE authorised_value_categories (category_name varchar(32) PRIMARY KEY, is_system smallint DEFAULT 0);
INSERT INTO authorised_value_categories VALUES ('LOST',1),('DAMAGED',1),('NOT_LOAN',1),('WITHDRAWN',1),('LOC',0),
 ('CCODE',0),('Bsort1',0),('Bsort2',0),('PAYMENT_TYPE',1),('HINGS_PF',0),('YES_NO',0),('DEPARTMENT',0);
CREATE TABLE authorised_values (id serial PRIMARY KEY, category varchar(32) NOT NULL
  REFERENCES authorised_value_categories (category_name), authorised_value varchar(80) NOT NULL, lib varchar(200),
  lib_opac varchar(200), imageurl varchar(200), UNIQUE (category, authorised_value));
INSERT INTO authorised_values (category, authorised_value, lib, lib_opac)
SELECT c, v, l, l FROM (VALUES
 ('LOST','1','Lost'),('LOST','2','Long overdue (lost)'),('LOST','3','Lost and paid for'),('LOST','4','Missing'),
 ('DAMAGED','1','Damaged'),('NOT_LOAN','-1','Ordered'),('NOT_LOAN','1','Not for loan'),('NOT_LOAN','2','Staff collection'),
 ('WITHDRAWN','1','Withdrawn'),('LOC','GEN','General stacks'),('LOC','CHILD','Children''s area'),('LOC','FIC','Fiction'),
 ('LOC','REF','Reference'),('LOC','NEW','New materials shelf'),('LOC','DISPLAY','On display'),('LOC','STAFF','Staff office'),
 ('LOC','PROC','Processing center'),('LOC','CART','Book cart'),('CCODE','FIC','Fiction'),('CCODE','NFIC','Non-fiction'),
 ('CCODE','REF','Reference'),('CCODE','TEEN','Teen'),('CCODE','JUV','Juvenile'),('CCODE','AV','Audio-visual'),
 ('Bsort1','ADULT','Adult'),('Bsort1','SENIOR','Senior'),('Bsort1','UNI','University'),('Bsort2','N','North'),('Bsort2','S','South'),
 ('PAYMENT_TYPE','CASH','Cash'),('PAYMENT_TYPE','CARD','Card'),('PAYMENT_TYPE','CHEQUE','Cheque'),('YES_NO','0','No'),
 ('YES_NO','1','Yes'),('DEPARTMENT','CS','Computer science'),('DEPARTMENT','HIST','History')) v(c, v, l);

CREATE TABLE biblio_framework (frameworkcode varchar(4) PRIMARY KEY, frameworktext varchar(255) NOT NULL DEFAULT '');
INSERT INTO biblio_framework VALUES ('ACQ','Acquisition framework'),('BKS','Books, booklets, workbooks'),
 ('CF','Computer files'),('FA','Fast add framework'),('IR','Integrating resources'),('KT','Kits'),('SER','Serials'),
 ('VR','Visual materials');

CREATE TABLE currency (currency varchar(10) PRIMARY KEY, symbol varchar(5), isocode varchar(5),
  timestamp timestamp NOT NULL, rate numeric(15,5), active smallint, archived smallint DEFAULT 0, p_sep_by_space smallint DEFAULT 0);
INSERT INTO currency VALUES ('USD','$','USD','2022-01-03 10:00',1,1,0,0),('EUR','€','EUR','2022-01-03 10:00',0.92,NULL,0,0),
 ('GBP','£','GBP','2022-01-03 10:00',0.79,NULL,0,0),('CAD','$','CAD','2022-01-03 10:00',1.35,NULL,0,0),
 ('JPY','¥','JPY','2022-01-03 10:00',149.2,NULL,1,0);

CREATE TABLE account_debit_types (code varchar(80) PRIMARY KEY, description varchar(200), can_be_invoiced smallint NOT NULL DEFAULT 1,
  can_be_sold smallint NOT NULL DEFAULT 0, default_amount numeric(28,6), is_system smallint NOT NULL DEFAULT 0, archived smallint NOT NULL DEFAULT 0);
INSERT INTO account_debit_types VALUES ('ACCOUNT','Account creation fee',0,0,NULL,1,0),('ACCOUNT_RENEW','Account renewal fee',0,0,NULL,1,0),
 ('ARTICLE_REQUEST','Article request fee',0,0,NULL,1,0),('LOST','Lost item',1,0,NULL,1,0),('MANUAL','Manual fee',1,0,NULL,0,0),
 ('NEW_CARD','New card fee',1,0,2,1,0),('OVERDUE','Overdue fine',0,0,NULL,1,0),('PROCESSING','Lost item processing fee',0,0,NULL,1,0),
 ('RENT','Rental fee',0,0,NULL,1,0),('RENT_RENEW','Renewal of rental item',0,0,NULL,1,0),('RESERVE','Hold fee',0,0,NULL,1,0),
 ('RESERVE_EXPIRED','Hold waiting too long',0,0,NULL,1,0),('PAYOUT','Payment from library to patron',0,0,NULL,1,0),
 ('COPY','Photocopy',1,1,0.10,0,0);
CREATE TABLE account_credit_types (code varchar(80) PRIMARY KEY, description varchar(200), can_be_added_manually smallint NOT NULL DEFAULT 1,
  credit_number_enabled smallint NOT NULL DEFAULT 0, is_system smallint NOT NULL DEFAULT 0, archived smallint NOT NULL DEFAULT 0);
INSERT INTO account_credit_types VALUES ('PAYMENT','Payment',0,0,1,0),('WRITEOFF','Writeoff',0,0,1,0),('FORGIVEN','Forgiven',1,0,1,0),
 ('CREDIT','Credit',1,0,1,0),('LOST_FOUND','Lost item fee refund',0,0,1,0),('OVERPAYMENT','Overpayment refund',0,0,1,0),
 ('REFUND','Refund',0,0,1,0),('CANCELLATION','Cancelled charge',0,0,1,0),('DISCOUNT','A discount applied to a patrons fine',0,0,1,0),
 ('PURCHASE','Purchase',0,0,1,0);

-- patrons -----------------------------------------------------------------------------------
CREATE TABLE borrowers (borrowernumber serial PRIMARY KEY, cardnumber varchar(32) UNIQUE, surname text, firstname text,
  title text, othernames text, initials text, streetnumber text, address text, city text, zipcode text, email text, phone text,
  dateofbirth date, branchcode varchar(10) NOT NULL REFERENCES branches, categorycode varchar(10) NOT NULL REFERENCES categories,
  dateenrolled date, dateexpiry date, date_renewed date, gonenoaddress smallint, lost smallint, debarred date,
  debarredcomment text, borrowernotes text, sex varchar(1), password varchar(60), flags bigint,
  userid varchar(75) UNIQUE, opacnote text, sort1 varchar(80), sort2 varchar(80), privacy integer NOT NULL DEFAULT 1,
  lastseen timestamp, lang varchar(25) NOT NULL DEFAULT 'default', login_attempts integer NOT NULL DEFAULT 0,
  updated_on timestamp NOT NULL, autorenew_checkouts smallint NOT NULL DEFAULT 1);
-- borrower 1 is the AnonymousPatron; 2..41 are staff
INSERT INTO borrowers (cardnumber, surname, firstname, city, zipcode, email, dateofbirth, branchcode, categorycode,
  dateenrolled, dateexpiry, sex, password, flags, userid, sort1, sort2, privacy, lastseen, lang, updated_on)
SELECT CASE WHEN g = 1 THEN 'ANONYMOUS' ELSE '23529000' || lpad(g::text, 6, '0') END,
  CASE WHEN g = 1 THEN 'Anonymous' ELSE (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis',
    'Rodriguez','Martinez','Nguyen','Clark','Lewis','Walker','Hall','Young'])[pg_temp.r(16)] END,
  CASE WHEN g = 1 THEN NULL ELSE 'Given' || g END,
  'City ' || pg_temp.r(20), lpad((40000 + pg_temp.r(900))::text, 5, '0'),
  CASE WHEN random() < 0.7 THEN 'patron' || g || '@mail.example' END,
  CASE WHEN g = 1 THEN NULL ELSE '1940-01-01'::date + pg_temp.r(25000) END,
  c.b[CASE WHEN g <= 41 THEN pg_temp.r(12) ELSE least(12, pg_temp.sk(12, 1.8)) END],
  CASE WHEN g = 1 THEN 'S' WHEN g <= 41 THEN 'S' ELSE
    (ARRAY['PT','PT','PT','PT','PT','PT','ST','ST','J','YA','K','B','IL','HB','T','PT'])[pg_temp.r(16)] END,
  '2012-01-01'::date + (g * 3650 / 3200), '2026-01-01'::date + pg_temp.r(900),
  (ARRAY['F','M','F','M',NULL])[pg_temp.r(5)], md5(g::text), CASE WHEN g BETWEEN 2 AND 41 THEN 1 << pg_temp.r(20) END,
  CASE WHEN g = 1 THEN 'anonymous' WHEN random() < 0.6 OR g <= 41 THEN 'user' || g END,
  CASE WHEN random() < 0.4 THEN (ARRAY['ADULT','SENIOR','UNI'])[pg_temp.r(3)] END,
  CASE WHEN random() < 0.2 THEN (ARRAY['N','S'])[pg_temp.r(2)] END,
  CASE WHEN g = 1 THEN 2 ELSE (ARRAY[1,1,1,0,2])[pg_temp.r(5)] END,
  CASE WHEN random() < 0.8 THEN '2024-01-01'::timestamp + pg_temp.r(600) * interval '1 day' END,
  (ARRAY['default','default','default','en','es-ES','fr-FR'])[pg_temp.r(6)],
  '2024-06-01'::timestamp + g * interval '7 minutes'
FROM generate_series(1, 3200) g, (SELECT ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'] AS b) c;
-- deleted patrons (they live on in deletedborrowers, not modelled)
DELETE FROM borrowers WHERE borrowernumber > 41 AND borrowernumber % 29 = 0;

CREATE TABLE borrower_relationships (id serial PRIMARY KEY,
  guarantor_id integer NOT NULL REFERENCES borrowers ON DELETE CASCADE,
  guarantee_id integer NOT NULL REFERENCES borrowers ON DELETE CASCADE, relationship varchar(100) NOT NULL,
  UNIQUE (guarantor_id, guarantee_id));
INSERT INTO borrower_relationships (guarantor_id, guarantee_id, relationship)
SELECT DISTINCT ON (p.borrowernumber) p.borrowernumber, k.borrowernumber, (ARRAY['mother','father','guardian'])[1 + k.borrowernumber % 3]
  FROM borrowers k JOIN borrowers p ON p.categorycode = 'PT' AND p.borrowernumber BETWEEN k.borrowernumber - 40 AND k.borrowernumber - 1
 WHERE k.categorycode IN ('J','K')
 ORDER BY p.borrowernumber, k.borrowernumber;

-- catalogue ---------------------------------------------------------------------------------
CREATE TABLE biblio (biblionumber serial PRIMARY KEY, frameworkcode varchar(4) NOT NULL DEFAULT '', author text,
  title text, medium text, subtitle text, part_number text, part_name text, unititle text, notes text, serial smallint,
  seriestitle text, copyrightdate smallint, timestamp timestamp NOT NULL, datecreated date NOT NULL, abstract text);
INSERT INTO biblio (frameworkcode, author, title, serial, seriestitle, copyrightdate, timestamp, datecreated)
SELECT CASE WHEN random() < 0.7 THEN '' ELSE (ARRAY['BKS','BKS','BKS','FA','SER','VR','CF','KT','ACQ'])[pg_temp.r(9)] END,
  'Author ' || pg_temp.sk(900, 1.5), 'Title of record ' || g,
  CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END, CASE WHEN random() < 0.15 THEN 'Series ' || pg_temp.r(60) END,
  CASE WHEN random() < 0.9 THEN 1950 + pg_temp.r(74) END,
  '2024-01-01'::timestamp + g * interval '2 hours', '2015-01-01'::date + g
FROM generate_series(1, 2600) g;
DELETE FROM biblio WHERE biblionumber % 37 = 0;

CREATE TABLE biblioitems (biblioitemnumber integer PRIMARY KEY, biblionumber integer NOT NULL REFERENCES biblio ON DELETE CASCADE,
  volume text, number text, itemtype varchar(10), isbn text, issn text, ean text, publicationyear text,
  publishercode varchar(255), volumedate date, volumedesc text, collectiontitle text, editionstatement text,
  illus varchar(255), pages varchar(255), notes text, size varchar(255), place varchar(255), lccn varchar(25), url text,
  cn_source varchar(10), cn_class varchar(30), cn_item varchar(10), cn_sort varchar(255), agerestriction varchar(255),
  totalissues integer, timestamp timestamp NOT NULL);
INSERT INTO biblioitems (biblioitemnumber, biblionumber, itemtype, isbn, publicationyear, publishercode, pages, place,
  cn_source, cn_class, totalissues, timestamp)
SELECT CASE WHEN b.biblionumber <= 2000 THEN b.biblionumber ELSE b.biblionumber + 3 END, b.biblionumber,
  CASE WHEN random() < 0.03 THEN NULL ELSE (ARRAY['BK','BK','BK','BK','BK','BK','LP','BR','REF','VM','BLURAY','MU','CF','CR','MP','MX'])[pg_temp.r(16)] END,
  CASE WHEN random() < 0.8 THEN '978' || lpad((b.biblionumber * 7919 % 9999999)::text, 10, '0') END,
  copyrightdate::text, 'Publisher ' || pg_temp.sk(120, 2), (50 + pg_temp.r(900)) || ' p.', 'Place ' || pg_temp.r(30),
  'ddc', CASE WHEN random() < 0.6 THEN (100 * pg_temp.r(9))::text END, 0, b.timestamp
FROM biblio b ORDER BY b.biblionumber;

CREATE TABLE items (itemnumber serial PRIMARY KEY, biblionumber integer NOT NULL REFERENCES biblio ON DELETE CASCADE,
  biblioitemnumber integer NOT NULL REFERENCES biblioitems ON DELETE CASCADE, barcode varchar(20) UNIQUE,
  bookable smallint NOT NULL DEFAULT 0, dateaccessioned date, booksellerid text, homebranch varchar(10) REFERENCES branches,
  price numeric(8,2), replacementprice numeric(8,2), replacementpricedate date, datelastborrowed date, datelastseen timestamp,
  stack smallint, notforloan smallint NOT NULL DEFAULT 0, damaged smallint NOT NULL DEFAULT 0, damaged_on timestamp,
  itemlost smallint NOT NULL DEFAULT 0, itemlost_on timestamp, withdrawn smallint NOT NULL DEFAULT 0, withdrawn_on timestamp,
  itemcallnumber varchar(255), coded_location_qualifier varchar(10), issues smallint DEFAULT 0, renewals smallint,
  reserves smallint, restricted smallint, itemnotes text, itemnotes_nonpublic text, holdingbranch varchar(10) REFERENCES branches,
  timestamp timestamp NOT NULL, deleted_on timestamp, location varchar(80), permanent_location varchar(80),
  onloan date, cn_source varchar(10), cn_sort varchar(255), ccode varchar(80), materials text, uri text,
  itype varchar(10), more_subfields_xml text, enumchron text, copynumber varchar(32), stocknumber varchar(32),
  new_status varchar(32), exclude_from_local_holds_priority smallint NOT NULL DEFAULT 0);
INSERT INTO items (biblionumber, biblioitemnumber, barcode, dateaccessioned, booksellerid, homebranch, price,
  replacementprice, datelastseen, notforloan, damaged, itemlost, withdrawn, itemcallnumber, issues, holdingbranch,
  timestamp, location, permanent_location, cn_source, ccode, itype, copynumber)
SELECT s.biblionumber, s.biblioitemnumber, '3' || lpad((100000 + s.n)::text, 9, '0'), '2015-01-01'::date + (s.n / 2)::int,
  CASE WHEN random() < 0.5 THEN (ARRAY['Baker & Taylor','Ingram','Midwest Tapes','Amazon','donation'])[pg_temp.r(5)] END,
  s.hb, round((5 + random() * 40)::numeric, 2), round((10 + random() * 50)::numeric, 2),
  '2024-01-01'::timestamp + pg_temp.r(600) * interval '1 day',
  CASE WHEN random() < 0.05 THEN (ARRAY[-1,1,2])[pg_temp.r(3)] ELSE 0 END, CASE WHEN random() < 0.02 THEN 1 ELSE 0 END,
  CASE WHEN random() < 0.04 THEN pg_temp.r(4) ELSE 0 END, CASE WHEN random() < 0.02 THEN 1 ELSE 0 END,
  coalesce(s.cn_class, 'FIC') || ' ' || upper(substr(md5(s.n::text), 1, 3)), 0,
  CASE WHEN random() < 0.9 THEN s.hb ELSE s.b[least(12, pg_temp.sk(12, 1.6))] END,
  '2024-06-01'::timestamp + s.n * interval '3 minutes', s.loc, s.loc, 'ddc',
  (ARRAY['FIC','FIC','NFIC','NFIC','REF','TEEN','JUV','AV'])[pg_temp.r(8)],
  CASE WHEN random() < 0.92 THEN s.itemtype
       ELSE (ARRAY['BK','LP','VM','MU','CF','EQUIP','CR','MP'])[pg_temp.r(8)] END, (1 + s.k)::text
FROM (SELECT bi.biblionumber, bi.biblioitemnumber, bi.itemtype, bi.cn_class, k, c.b,
             row_number() OVER (ORDER BY bi.biblionumber, k) AS n,
             c.b[least(12, pg_temp.sk(12, 1.6))] AS hb,
             (ARRAY['GEN','GEN','GEN','FIC','CHILD','REF','NEW','DISPLAY','STAFF','PROC','CART'])[pg_temp.r(11)] AS loc
        FROM biblioitems bi CROSS JOIN generate_series(0, 3) k,
             (SELECT ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'] AS b) c
       WHERE k < 1 + (bi.biblionumber * 13) % 4 ORDER BY bi.biblionumber, k) s
ORDER BY s.n;
-- weeded items deleted (deleteditems, not modelled)
CREATE TEMP TABLE maxes AS SELECT max(itemnumber) AS mi FROM items;
DELETE FROM items WHERE itemnumber % 41 = 0;

-- circulation -------------------------------------------------------------------------------
CREATE TABLE old_issues (issue_id integer PRIMARY KEY,
  borrowernumber integer,
  issuer_id integer REFERENCES borrowers ON DELETE SET NULL,
  itemnumber integer, date_due timestamp, branchcode varchar(10),
  returndate timestamp, lastreneweddate timestamp, renewals_count smallint NOT NULL DEFAULT 0,
  unseen_renewals smallint NOT NULL DEFAULT 0, auto_renew smallint DEFAULT 0, auto_renew_error varchar(32),
  timestamp timestamp NOT NULL, issuedate timestamp, onsite_checkout integer NOT NULL DEFAULT 0, note text,
  notedate timestamp, noteseen integer);
CREATE TEMP TABLE pool_b AS SELECT array_agg(borrowernumber ORDER BY borrowernumber) AS a FROM borrowers WHERE borrowernumber > 41;
CREATE TEMP TABLE pool_s AS SELECT array_agg(borrowernumber ORDER BY borrowernumber) AS a FROM borrowers WHERE borrowernumber BETWEEN 2 AND 41;
-- candidate numbers: 1..3200 and 1..(max itemnumber) including those later deleted
INSERT INTO old_issues (issue_id, borrowernumber, issuer_id, itemnumber, date_due, branchcode, returndate,
  lastreneweddate, renewals_count, auto_renew, timestamp, issuedate, onsite_checkout)
SELECT g, 42 + pg_temp.sk(3158, 2.2), CASE WHEN g > 4000 THEN 1 + pg_temp.r(40) END,
  pg_temp.sk((SELECT mi FROM maxes), 1.3), d + interval '21 days', x.b[least(12, pg_temp.sk(12, 1.6))],
  d + pg_temp.r(30) * interval '1 day', CASE WHEN random() < 0.25 THEN d + interval '14 days' END,
  CASE WHEN random() < 0.25 THEN pg_temp.r(3) ELSE 0 END, 0, d + interval '30 days', d,
  CASE WHEN random() < 0.01 THEN 1 ELSE 0 END
FROM generate_series(1, 8000) g, (SELECT ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'] AS b) x,
     LATERAL (SELECT '2021-01-01'::timestamp + g * interval '4 hours' + (g % 7) * interval '13 minutes' AS d) dd;
-- statistics keep the numbers as they were before deletions; taken here from loans
CREATE TEMP TABLE raw_loans AS SELECT issue_id, borrowernumber, itemnumber, issuedate, returndate, branchcode FROM old_issues;
-- SET NULL for deleted patrons and items; anonymise loans returned before July 2022
UPDATE old_issues SET borrowernumber = NULL WHERE borrowernumber NOT IN (SELECT borrowernumber FROM borrowers);
UPDATE old_issues SET itemnumber = NULL WHERE itemnumber NOT IN (SELECT itemnumber FROM items);
UPDATE old_issues SET borrowernumber = 1 WHERE returndate < '2022-07-01' AND borrowernumber IS NOT NULL;
ALTER TABLE old_issues ADD FOREIGN KEY (borrowernumber) REFERENCES borrowers ON DELETE SET NULL,
  ADD FOREIGN KEY (itemnumber) REFERENCES items ON DELETE SET NULL;

CREATE TABLE issues (issue_id integer PRIMARY KEY, borrowernumber integer NOT NULL REFERENCES borrowers,
  issuer_id integer REFERENCES borrowers ON DELETE SET NULL, itemnumber integer NOT NULL UNIQUE REFERENCES items,
  date_due timestamp, branchcode varchar(10), returndate timestamp, lastreneweddate timestamp,
  renewals_count smallint NOT NULL DEFAULT 0, unseen_renewals smallint NOT NULL DEFAULT 0, auto_renew smallint DEFAULT 0,
  auto_renew_error varchar(32), timestamp timestamp NOT NULL, issuedate timestamp, onsite_checkout integer NOT NULL DEFAULT 0,
  note text, notedate timestamp, noteseen integer);
INSERT INTO issues (issue_id, borrowernumber, issuer_id, itemnumber, date_due, branchcode, lastreneweddate,
  renewals_count, auto_renew, timestamp, issuedate)
SELECT 8000 + row_number() OVER (ORDER BY md5(i.itemnumber::text)), p.a[pg_temp.sk(array_length(p.a, 1), 2)],
  s.a[pg_temp.r(40)], i.itemnumber, d + interval '21 days', i.holdingbranch,
  CASE WHEN random() < 0.2 THEN d + interval '10 days' END, 0, CASE WHEN random() < 0.1 THEN 1 ELSE 0 END, d, d
FROM (SELECT itemnumber, holdingbranch FROM items WHERE itemlost = 0 AND withdrawn = 0 AND notforloan = 0
       ORDER BY md5(itemnumber::text) LIMIT 900) i, pool_b p, pool_s s,
     LATERAL (SELECT '2025-10-01'::timestamp + (i.itemnumber % 50) * interval '1 day' AS d) dd;
UPDATE items SET onloan = (SELECT date_due::date FROM issues WHERE issues.itemnumber = items.itemnumber)
 WHERE itemnumber IN (SELECT itemnumber FROM issues);

CREATE TABLE old_reserves (reserve_id integer PRIMARY KEY,
  borrowernumber integer, reservedate date,
  biblionumber integer REFERENCES biblio ON DELETE SET NULL, item_group_id integer, branchcode varchar(10),
  desk_id integer, notificationdate date, reminderdate date, cancellationdate date, cancellation_reason varchar(80),
  reservenotes text, priority smallint NOT NULL DEFAULT 0, found varchar(1), timestamp timestamp NOT NULL,
  itemnumber integer REFERENCES items ON DELETE SET NULL, waitingdate date, expirationdate date, patron_expiration_date date,
  lowestpriority smallint NOT NULL DEFAULT 0, suspend smallint NOT NULL DEFAULT 0, suspend_until timestamp,
  itemtype varchar(10) REFERENCES itemtypes ON DELETE SET NULL, item_level_hold smallint NOT NULL DEFAULT 0, non_priority smallint NOT NULL DEFAULT 0);
INSERT INTO old_reserves (reserve_id, borrowernumber, reservedate, biblionumber, branchcode, cancellationdate,
  priority, found, timestamp, itemnumber, waitingdate, expirationdate, itemtype, item_level_hold)
SELECT g, 42 + pg_temp.sk(3158, 1.8), d::date, it.biblionumber, x.b[least(12, pg_temp.sk(12, 1.4))],
  CASE WHEN f IS NULL THEN d::date + pg_temp.r(60) END, 0, f, d + interval '9 days',
  CASE WHEN f = 'F' OR il = 1 THEN it.itemnumber END, CASE WHEN f = 'F' THEN d::date + 5 END,
  CASE WHEN random() < 0.3 THEN d::date + 180 END,
  CASE WHEN random() < 0.06 THEN it.itype END, il
FROM generate_series(1, 2000) g, (SELECT ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'] AS b) x,
     LATERAL (SELECT '2021-03-01'::timestamp + g * interval '9 hours' AS d, CASE WHEN random() < 0.75 THEN 'F' END AS f,
                     CASE WHEN random() < 0.15 THEN 1 ELSE 0 END AS il) dd,
     LATERAL (SELECT pg_temp.sk((SELECT mi FROM maxes), 1.3) + 0 * g AS t OFFSET 0) tg,
     LATERAL (SELECT itemnumber, biblionumber, itype FROM items WHERE itemnumber >= tg.t
               ORDER BY itemnumber LIMIT 1) it;
UPDATE old_reserves SET borrowernumber = NULL WHERE borrowernumber NOT IN (SELECT borrowernumber FROM borrowers);
UPDATE old_reserves SET borrowernumber = 1 WHERE reservedate < '2022-01-01' AND borrowernumber IS NOT NULL;
ALTER TABLE old_reserves ADD FOREIGN KEY (borrowernumber) REFERENCES borrowers ON DELETE SET NULL;

CREATE TABLE reserves (reserve_id serial PRIMARY KEY, borrowernumber integer NOT NULL REFERENCES borrowers ON DELETE CASCADE,
  reservedate date, biblionumber integer NOT NULL REFERENCES biblio ON DELETE CASCADE, item_group_id integer,
  branchcode varchar(10) NOT NULL REFERENCES branches, desk_id integer, notificationdate date, reminderdate date,
  cancellationdate date, cancellation_reason varchar(80), reservenotes text, priority smallint NOT NULL DEFAULT 1,
  found varchar(1), timestamp timestamp NOT NULL, itemnumber integer REFERENCES items ON DELETE CASCADE, waitingdate date,
  expirationdate date, patron_expiration_date date, lowestpriority smallint NOT NULL DEFAULT 0, suspend smallint NOT NULL DEFAULT 0,
  suspend_until timestamp, itemtype varchar(10) REFERENCES itemtypes ON DELETE CASCADE, item_level_hold smallint NOT NULL DEFAULT 0,
  non_priority smallint NOT NULL DEFAULT 0);
SELECT setval('reserves_reserve_id_seq', 2000);
INSERT INTO reserves (borrowernumber, reservedate, biblionumber, branchcode, priority, found, timestamp, itemnumber,
  waitingdate, expirationdate, itemtype, item_level_hold, suspend)
SELECT p.a[pg_temp.sk(array_length(p.a, 1), 1.8)], d::date, it.biblionumber, x.b[least(12, pg_temp.sk(12, 1.4))],
  CASE WHEN f IS NULL THEN pg_temp.r(6) ELSE 0 END, f, d, CASE WHEN f IS NOT NULL OR il = 1 THEN it.itemnumber END,
  CASE WHEN f = 'W' THEN d::date + 3 END, CASE WHEN random() < 0.3 THEN d::date + 180 END,
  CASE WHEN random() < 0.08 THEN it.itype END, il, CASE WHEN random() < 0.05 THEN 1 ELSE 0 END
FROM generate_series(1, 420) g, pool_b p,
     (SELECT ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'] AS b) x,
     LATERAL (SELECT '2025-09-01'::timestamp + g * interval '5 hours' AS d,
                     (ARRAY[NULL,NULL,NULL,NULL,NULL,'W','T','P'])[pg_temp.r(8)] AS f,
                     CASE WHEN random() < 0.15 THEN 1 ELSE 0 END AS il) dd,
     LATERAL (SELECT pg_temp.sk((SELECT mi FROM maxes), 1.3) + 0 * g AS t OFFSET 0) tg,
     LATERAL (SELECT itemnumber, biblionumber, itype FROM items WHERE itemnumber >= tg.t
               ORDER BY itemnumber LIMIT 1) it;

-- patrons' accounts -------------------------------------------------------------------------
CREATE TABLE accountlines (accountlines_id serial PRIMARY KEY, issue_id integer,
  borrowernumber integer, itemnumber integer REFERENCES items ON DELETE SET NULL,
  date timestamp, amount numeric(28,6), description text,
  credit_type_code varchar(80) REFERENCES account_credit_types (code), debit_type_code varchar(80) REFERENCES account_debit_types (code),
  credit_number varchar(20), status varchar(16), payment_type varchar(80), amountoutstanding numeric(28,6),
  timestamp timestamp NOT NULL, note text, manager_id integer REFERENCES borrowers ON DELETE SET NULL, register_id integer,
  interface varchar(16) NOT NULL, branchcode varchar(10) REFERENCES branches ON DELETE SET NULL);
-- overdue fines on returned loans (old_issues), on current loans (issues), lost items, manual fees
INSERT INTO accountlines (issue_id, borrowernumber, itemnumber, date, amount, description, debit_type_code, status,
  amountoutstanding, timestamp, manager_id, interface, branchcode)
SELECT o.issue_id, o.borrowernumber, o.itemnumber, o.returndate, a, 'Overdue fine', 'OVERDUE', 'RETURNED',
  CASE WHEN random() < 0.4 THEN a ELSE 0 END, o.returndate, NULL, 'cron', o.branchcode
FROM old_issues o, LATERAL (SELECT round((0.25 * pg_temp.r(40))::numeric, 2) + 0 * o.issue_id AS a) aa
WHERE o.returndate > o.date_due AND o.borrowernumber > 1 AND o.issue_id % 3 = 0;
INSERT INTO accountlines (issue_id, borrowernumber, itemnumber, date, amount, description, debit_type_code, status,
  amountoutstanding, timestamp, interface, branchcode)
SELECT i.issue_id, i.borrowernumber, i.itemnumber, '2025-11-20', a, 'Overdue fine', 'OVERDUE', 'UNRETURNED', a,
  '2025-11-20', 'cron', i.branchcode
FROM issues i, LATERAL (SELECT round((0.25 * pg_temp.r(40))::numeric, 2) + 0 * i.issue_id AS a) aa
WHERE i.date_due < '2025-11-01';
INSERT INTO accountlines (borrowernumber, itemnumber, date, amount, description, debit_type_code, status,
  amountoutstanding, timestamp, manager_id, interface, branchcode)
SELECT p.a[pg_temp.sk(array_length(p.a, 1), 1.5)], CASE WHEN t IN ('LOST','PROCESSING','RENT') THEN it.itemnumber END,
  d, amt, t || ' charge', t, CASE WHEN t = 'LOST' THEN 'LOST' END, CASE WHEN random() < 0.5 THEN amt ELSE 0 END, d,
  CASE WHEN t IN ('MANUAL','NEW_CARD','COPY') THEN s.a[pg_temp.sk(40, 2)] END,
  CASE WHEN t IN ('MANUAL','NEW_CARD','COPY') THEN 'intranet' ELSE 'cron' END, x.b[least(12, pg_temp.sk(12, 1.6))]
FROM generate_series(1, 500) g, pool_b p, pool_s s,
     (SELECT ARRAY['CPL','MPL','FFL','FPL','FRL','IPT','LPL','PVL','RPL','SPL','TPL','UPL'] AS b) x,
     LATERAL (SELECT (ARRAY['LOST','LOST','PROCESSING','MANUAL','NEW_CARD','RENT','RENT','COPY','RESERVE','ACCOUNT'])[pg_temp.r(10)] AS t,
                     '2023-01-01'::timestamp + g * interval '1 day' AS d, round((1 + random() * 30)::numeric, 2) AS amt) tt,
     LATERAL (SELECT pg_temp.r((SELECT mi FROM maxes)) + 0 * g AS target OFFSET 0) tg,
     LATERAL (SELECT itemnumber FROM items WHERE itemnumber >= tg.target ORDER BY itemnumber LIMIT 1) it;
UPDATE accountlines SET borrowernumber = NULL WHERE borrowernumber NOT IN (SELECT borrowernumber FROM borrowers);
ALTER TABLE accountlines ADD FOREIGN KEY (borrowernumber) REFERENCES borrowers ON DELETE SET NULL;
-- payments and write-offs settle debits through account_offsets
CREATE TEMP TABLE settled AS SELECT accountlines_id, borrowernumber, amount - amountoutstanding AS paid, date, branchcode,
  row_number() OVER (ORDER BY accountlines_id) AS n
  FROM accountlines WHERE amount > amountoutstanding AND borrowernumber IS NOT NULL;
INSERT INTO accountlines (borrowernumber, date, amount, description, credit_type_code, status, payment_type,
  amountoutstanding, timestamp, manager_id, interface, branchcode)
SELECT st.borrowernumber, st.date + interval '3 days', -st.paid, CASE WHEN st.n % 9 = 0 THEN 'Writeoff' ELSE 'Payment' END,
  CASE WHEN st.n % 9 = 0 THEN 'WRITEOFF' WHEN st.n % 23 = 0 THEN 'FORGIVEN' ELSE 'PAYMENT' END, NULL,
  CASE WHEN st.n % 9 <> 0 THEN (ARRAY['CASH','CASH','CARD','CHEQUE'])[pg_temp.r(4)] END, 0, st.date + interval '3 days',
  CASE WHEN random() < 0.1 THEN NULL ELSE s.a[pg_temp.sk(40, 2)] END,
  CASE WHEN random() < 0.15 THEN 'opac' ELSE 'intranet' END, st.branchcode
FROM settled st, pool_s s ORDER BY st.n;
CREATE TABLE account_offsets (id serial PRIMARY KEY, credit_id integer REFERENCES accountlines ON DELETE CASCADE,
  debit_id integer REFERENCES accountlines ON DELETE CASCADE, type varchar(16) NOT NULL, amount numeric(26,6) NOT NULL,
  created_on timestamp NOT NULL);
INSERT INTO account_offsets (credit_id, debit_id, type, amount, created_on)
SELECT c.accountlines_id, st.accountlines_id, 'APPLY', -st.paid, st.date + interval '3 days'
FROM settled st JOIN (SELECT accountlines_id, row_number() OVER (ORDER BY accountlines_id) AS n
                        FROM accountlines WHERE credit_type_code IS NOT NULL) c ON c.n = st.n;
-- CREATE offsets of the debits themselves (credit_id NULL)
INSERT INTO account_offsets (credit_id, debit_id, type, amount, created_on)
SELECT NULL, accountlines_id, 'CREATE', amount, date FROM accountlines WHERE debit_type_code IS NOT NULL AND accountlines_id % 2 = 0;

-- statistics (keyless log) and action_logs ----------------------------------------------------
CREATE TABLE statistics (datetime timestamp, branch varchar(10), value double precision, type varchar(16),
  other text, itemnumber integer, itemtype varchar(10), location varchar(80), borrowernumber integer,
  ccode varchar(80), categorycode varchar(10), interface varchar(30));
INSERT INTO statistics (datetime, branch, value, type, other, itemnumber, itemtype, location, borrowernumber, ccode,
  categorycode, interface)
SELECT l.issuedate, l.branchcode, 0, 'issue', '', l.itemnumber, t.itype, t.location, l.borrowernumber, t.ccode, t.cat, 'intranet'
FROM raw_loans l, LATERAL (SELECT (ARRAY['BK','BK','BK','LP','VM','MU','CF','BR'])[pg_temp.r(8)] AS itype,
                                  (ARRAY['GEN','FIC','CHILD','NEW'])[pg_temp.r(4)] AS location,
                                  (ARRAY['FIC','NFIC','JUV','AV'])[pg_temp.r(4)] AS ccode,
                                  (ARRAY['PT','PT','PT','ST','J','YA','K'])[pg_temp.r(7)] AS cat, l.issue_id AS n) t
UNION ALL
SELECT l.returndate, l.branchcode, 0, 'return', '', l.itemnumber, NULL, NULL, l.borrowernumber, NULL, NULL,
  CASE WHEN l.issue_id % 5 = 0 THEN 'sip' ELSE 'intranet' END FROM raw_loans l WHERE l.issue_id % 2 = 0
UNION ALL
SELECT a.date, a.branchcode, -a.amount, lower(a.credit_type_code), '', NULL, NULL, NULL, a.borrowernumber, NULL, NULL, a.interface
FROM accountlines a WHERE a.credit_type_code IS NOT NULL;
-- items updated after the loans were read: use the real item type where the item still exists
UPDATE statistics s SET itemtype = i.itype FROM items i WHERE s.itemnumber = i.itemnumber AND s.type = 'issue' AND i.itype IS NOT NULL;

CREATE TABLE action_logs (action_id serial PRIMARY KEY, timestamp timestamp NOT NULL, "user" integer NOT NULL DEFAULT 0,
  module text, action text, object integer, info text, interface varchar(30), script varchar(255), trace text, diff text);
INSERT INTO action_logs (timestamp, "user", module, action, object, info, interface, script)
SELECT '2024-01-01'::timestamp + g * interval '17 minutes', CASE WHEN m = 'CRONJOBS' THEN 0 ELSE s.a[pg_temp.sk(40, 2.5)] END,
  m, (ARRAY['ADD','MODIFY','DELETE','RUN'])[pg_temp.r(4)],
  CASE m WHEN 'MEMBERS' THEN p.a[pg_temp.r(array_length(p.a, 1))] WHEN 'CATALOGUING' THEN pg_temp.r(2600)
         WHEN 'CIRCULATION' THEN p.a[pg_temp.r(array_length(p.a, 1))] WHEN 'CRONJOBS' THEN NULL ELSE pg_temp.r(400) END,
  'info ' || g, CASE WHEN m = 'CRONJOBS' THEN 'cron' ELSE 'intranet' END,
  CASE WHEN m = 'CRONJOBS' THEN 'misc/cronjobs/fines.pl' END
FROM generate_series(1, 3000) g, pool_b p, pool_s s,
     LATERAL (SELECT (ARRAY['CIRCULATION','CIRCULATION','CIRCULATION','MEMBERS','MEMBERS','CATALOGUING','CRONJOBS','SYSTEMPREFERENCE','HOLDS'])[pg_temp.r(9)] || '' AS m, g AS n) mm;

-- acquisitions ------------------------------------------------------------------------------
CREATE TABLE aqbooksellers (id serial PRIMARY KEY, name text NOT NULL, address1 text, address2 text, phone varchar(30),
  accountnumber text, type varchar(255), notes text, postal text, url varchar(255), active smallint,
  listprice varchar(10), invoiceprice varchar(10), gstreg smallint, listincgst smallint, invoiceincgst smallint,
  tax_rate numeric(6,4), discount numeric(6,4), fax varchar(50), deliverytime integer);
INSERT INTO aqbooksellers (name, address1, phone, accountnumber, active, listprice, invoiceprice, gstreg, listincgst,
  invoiceincgst, tax_rate, discount, deliverytime)
SELECT n, g || ' Vendor Way', '555-02' || lpad(g::text, 2, '0'), 'ACC' || g, CASE WHEN g % 6 = 0 THEN 0 ELSE 1 END,
  c, c, 1, 1, 1, 0.0500, (g % 4) * 0.05, 7 + g % 20
FROM unnest(ARRAY['Baker & Taylor','Ingram','Midwest Tapes','Amazon','Brodart','Follett','Gardners','Casalini',
                  'Dawson','EBSCO','Harrassowitz','Coutts','OverDrive','Blackwell','Mackin'],
            ARRAY['USD','USD','USD','USD','USD','USD','GBP','EUR','GBP','USD','EUR','CAD','USD','GBP','USD'])
     WITH ORDINALITY AS t(n, c, g);

CREATE TABLE aqbudgetperiods (budget_period_id serial PRIMARY KEY, budget_period_startdate date NOT NULL,
  budget_period_enddate date NOT NULL, budget_period_active smallint DEFAULT 0, budget_period_description text,
  budget_period_total numeric(28,6), budget_period_locked smallint, sort1_authcat varchar(10), sort2_authcat varchar(10));
INSERT INTO aqbudgetperiods (budget_period_startdate, budget_period_enddate, budget_period_active, budget_period_description,
  budget_period_total, budget_period_locked)
SELECT make_date(2021 + g, 7, 1), make_date(2022 + g, 6, 30), CASE WHEN g = 4 THEN 1 ELSE 0 END, 'FY' || (2022 + g),
  150000 + g * 10000, CASE WHEN g < 4 THEN 1 END FROM generate_series(1, 4) g;

CREATE TABLE aqbudgets (budget_id serial PRIMARY KEY, budget_parent_id integer, budget_code varchar(30), budget_name varchar(80),
  budget_branchcode varchar(10), budget_amount numeric(28,6) DEFAULT 0, budget_encumb numeric(28,6) DEFAULT 0,
  budget_expend numeric(28,6) DEFAULT 0, budget_notes text, timestamp timestamp NOT NULL,
  budget_period_id integer REFERENCES aqbudgetperiods ON DELETE CASCADE, sort1_authcat varchar(80), sort2_authcat varchar(80),
  budget_owner_id integer, budget_permission integer DEFAULT 0);
-- per period: 3 top funds (parents NULL) with 3 sub-funds each
INSERT INTO aqbudgets (budget_parent_id, budget_code, budget_name, budget_branchcode, budget_amount, timestamp,
  budget_period_id, budget_owner_id, budget_permission)
SELECT CASE WHEN k = 0 THEN NULL ELSE (p - 1) * 12 + (f - 1) * 4 + 1 END,
  (ARRAY['ADULT','YOUTH','AV'])[f] || CASE WHEN k = 0 THEN '' ELSE '-' || k END || '-' || (2022 + p),
  (ARRAY['Adult','Youth','Audio-visual'])[f] || CASE WHEN k = 0 THEN ' materials' ELSE ' sub-fund ' || k END,
  CASE WHEN k = 0 THEN NULL ELSE (ARRAY['CPL','MPL','FFL','FPL','FRL','IPT'])[1 + (f * 3 + k) % 6] END,
  CASE WHEN k = 0 THEN 50000 ELSE 15000 END, '2024-01-01'::timestamp + ((p - 1) * 12 + (f - 1) * 4 + k) * interval '1 hour',
  p, CASE WHEN random() < 0.7 THEN s.a[pg_temp.r(40)] END, pg_temp.r(3) - 1
FROM generate_series(1, 4) p, generate_series(1, 3) f, generate_series(0, 3) k, pool_s s ORDER BY p, f, k;

CREATE TABLE aqbasket (basketno serial PRIMARY KEY, basketname varchar(50), note text, booksellernote text,
  contractnumber integer, creationdate date, closedate date,
  booksellerid integer NOT NULL REFERENCES aqbooksellers ON UPDATE CASCADE, authorisedby varchar(10),
  booksellerinvoicenumber text, basketgroupid integer, deliveryplace varchar(10), billingplace varchar(10),
  branch varchar(10) REFERENCES branches ON DELETE SET NULL, is_standing smallint NOT NULL DEFAULT 0, create_items varchar(16));
INSERT INTO aqbasket (basketname, creationdate, closedate, booksellerid, authorisedby, deliveryplace, billingplace, branch,
  is_standing, create_items)
SELECT 'Order ' || g, d, CASE WHEN g < 280 THEN d + pg_temp.r(20) END, pg_temp.sk(15, 1.7), s.a[pg_temp.sk(40, 1.5)]::text,
  b, b, CASE WHEN random() < 0.85 THEN b END, CASE WHEN g % 25 = 0 THEN 1 ELSE 0 END,
  (ARRAY[NULL,'ordering','receiving','cataloguing'])[pg_temp.r(4)]
FROM generate_series(1, 300) g, pool_s s,
     LATERAL (SELECT '2021-07-10'::date + g * 5 AS d,
                     (ARRAY['CPL','CPL','MPL','FFL','FPL','FRL','IPT','LPL'])[pg_temp.r(8)] || '' AS b, g AS n) dd;

CREATE TABLE aqorders (ordernumber serial PRIMARY KEY, biblionumber integer REFERENCES biblio ON DELETE SET NULL,
  deleted_biblionumber integer, entrydate date, quantity smallint, currency varchar(10) REFERENCES currency ON DELETE SET NULL,
  listprice numeric(28,6), datereceived date, invoiceid integer, freight numeric(28,6), unitprice numeric(28,6),
  unitprice_tax_excluded numeric(28,6), unitprice_tax_included numeric(28,6), quantityreceived smallint NOT NULL DEFAULT 0,
  created_by integer REFERENCES borrowers ON DELETE SET NULL, datecancellationprinted date, cancellationreason text,
  order_internalnote text, order_vendornote text, purchaseordernumber text,
  basketno integer REFERENCES aqbasket ON DELETE CASCADE, timestamp timestamp NOT NULL, rrp numeric(13,2), ecost numeric(13,2),
  tax_rate_on_ordering numeric(6,4), tax_rate_on_receiving numeric(6,4), budget_id integer NOT NULL REFERENCES aqbudgets,
  budgetdate date, sort1 varchar(80), sort2 varchar(80), uncertainprice smallint, subscriptionid integer,
  parent_ordernumber integer, orderstatus varchar(16) DEFAULT 'new', line_item_id varchar(35), suppliers_reference_number varchar(35),
  estimated_delivery_date date, invoice_unitprice numeric(28,6), invoice_currency varchar(10));
INSERT INTO aqorders (biblionumber, entrydate, quantity, currency, listprice, datereceived, quantityreceived, created_by,
  datecancellationprinted, basketno, timestamp, rrp, ecost, tax_rate_on_ordering, budget_id, orderstatus, unitprice)
SELECT CASE WHEN random() < 0.03 THEN NULL ELSE b.bn END, bk.creationdate, q, v.listprice, lp,
  CASE WHEN st = 'complete' THEN bk.creationdate + pg_temp.r(40) END, CASE WHEN st = 'complete' THEN q ELSE 0 END,
  bk.authorisedby::int, CASE WHEN st = 'cancelled' THEN bk.creationdate + 30 END, bk.basketno,
  bk.creationdate + interval '12 hours', lp, lp * 0.9, 0.05,
  (SELECT budget_id FROM aqbudgets WHERE budget_period_id = least(4, greatest(1, (bk.creationdate - '2021-07-01'::date) / 365 + 1))
      AND budget_parent_id IS NOT NULL ORDER BY budget_id OFFSET (o.n * 7) % 9 LIMIT 1), st, CASE WHEN st = 'complete' THEN lp END
FROM aqbasket bk JOIN aqbooksellers v ON v.id = bk.booksellerid
     CROSS JOIN LATERAL generate_series(1, 1 + bk.basketno % 5) k
     CROSS JOIN LATERAL (SELECT bk.basketno * 10 + k AS n) o
     CROSS JOIN LATERAL (SELECT (SELECT biblionumber FROM biblio WHERE biblionumber >= 2600 - (o.n * 7) % 900
                                 ORDER BY biblionumber LIMIT 1) AS bn,
                                1 + (o.n % 3) AS q, round((8 + random() * 40)::numeric, 2) AS lp,
                                CASE WHEN bk.closedate IS NULL THEN 'new' WHEN o.n % 31 = 0 THEN 'cancelled'
                                     WHEN bk.basketno > 270 AND o.n % 2 = 0 THEN 'ordered' ELSE 'complete' END AS st) b
ORDER BY bk.basketno, k;
UPDATE aqorders SET parent_ordernumber = ordernumber;
-- partial receipts split an order: the received part becomes a new order line pointing at its parent
INSERT INTO aqorders (biblionumber, entrydate, quantity, currency, listprice, datereceived, quantityreceived, created_by,
  basketno, timestamp, rrp, ecost, tax_rate_on_ordering, budget_id, orderstatus, parent_ordernumber, unitprice)
SELECT biblionumber, entrydate, 1, currency, listprice, datereceived, 1, created_by, basketno, timestamp + interval '20 days',
  rrp, ecost, tax_rate_on_ordering, budget_id, 'complete', ordernumber, unitprice
FROM aqorders WHERE orderstatus = 'complete' AND quantity > 1 AND ordernumber % 4 = 0 ORDER BY ordernumber;

-- serials -----------------------------------------------------------------------------------
CREATE TABLE subscription_frequencies (id serial PRIMARY KEY, description text NOT NULL, displayorder integer,
  unit varchar(255), unitsperissue integer NOT NULL DEFAULT 1, issuesperunit integer NOT NULL DEFAULT 1);
INSERT INTO subscription_frequencies (description, displayorder, unit, unitsperissue, issuesperunit) VALUES
 ('Without periodicity',1,NULL,1,1),('Irregular',2,NULL,1,1),('2/day',3,'day',1,2),('1/day',4,'day',1,1),
 ('1/week',5,'week',1,1),('1/month',6,'month',1,1),('1/3 months',7,'month',3,1),('1/year',8,'year',1,1);
CREATE TABLE subscription (biblionumber integer NOT NULL REFERENCES biblio ON DELETE CASCADE, subscriptionid serial PRIMARY KEY,
  librarian varchar(100) DEFAULT '', startdate date, aqbooksellerid integer, cost integer DEFAULT 0, aqbudgetid integer,
  weeklength integer DEFAULT 0, monthlength integer DEFAULT 0, numberlength integer DEFAULT 0,
  periodicity integer REFERENCES subscription_frequencies ON DELETE SET NULL,
  countissuesperunit integer NOT NULL DEFAULT 1, notes text, status varchar(100) NOT NULL DEFAULT '', lastvalue1 integer,
  innerloop1 integer DEFAULT 0, branchcode varchar(10) NOT NULL DEFAULT '', serialsadditems smallint NOT NULL DEFAULT 0,
  staffdisplaycount integer, opacdisplaycount integer, graceperiod integer NOT NULL DEFAULT 0, enddate date, closed integer NOT NULL DEFAULT 0,
  itemtype varchar(10), previousitemtype varchar(10), mana_id integer);
INSERT INTO subscription (biblionumber, librarian, startdate, aqbooksellerid, periodicity, status, branchcode,
  serialsadditems, graceperiod, enddate, closed, itemtype, numberlength)
SELECT b.biblionumber, 'user' || (2 + pg_temp.r(39)), '2021-01-01'::date + (g * 17)::int,
  CASE WHEN random() < 0.8 THEN (ARRAY[3,10,10,10,11,9])[pg_temp.r(6)] END, pg_temp.r(8), '1',
  (ARRAY['CPL','CPL','MPL','FFL','FPL'])[pg_temp.r(5)], pg_temp.r(2) - 1, 7, CASE WHEN g % 10 = 0 THEN '2024-12-31'::date END,
  CASE WHEN g % 10 = 0 THEN 1 ELSE 0 END, 'CR', 12
FROM (SELECT biblionumber, row_number() OVER (ORDER BY biblionumber) AS g FROM biblio WHERE serial = 1) b;

CREATE TABLE serial (serialid serial PRIMARY KEY, biblionumber integer NOT NULL REFERENCES biblio ON DELETE CASCADE,
  subscriptionid integer NOT NULL REFERENCES subscription ON DELETE CASCADE, serialseq varchar(100) NOT NULL DEFAULT '',
  serialseq_x varchar(100), serialseq_y varchar(100), serialseq_z varchar(100), status smallint NOT NULL DEFAULT 0,
  planneddate date, notes text, publisheddate date, publisheddatetext varchar(100), claimdate date, claims_count integer DEFAULT 0,
  routingnotes text);
INSERT INTO serial (biblionumber, subscriptionid, serialseq, serialseq_x, serialseq_y, status, planneddate, publisheddate,
  claimdate, claims_count)
SELECT s.biblionumber, s.subscriptionid, 'vol. ' || (1 + k / 12) || ', no. ' || (1 + k % 12), (1 + k / 12)::text, (1 + k % 12)::text,
  CASE WHEN k = n THEN 1 WHEN random() < 0.05 THEN 4 WHEN random() < 0.03 THEN 3 ELSE 2 END,
  s.startdate + k * 30, s.startdate + k * 30, CASE WHEN random() < 0.05 THEN s.startdate + k * 30 + 20 END,
  CASE WHEN random() < 0.05 THEN 1 ELSE 0 END
FROM subscription s CROSS JOIN LATERAL (SELECT 12 + (s.subscriptionid * 7) % 30 AS n) nn
     CROSS JOIN LATERAL generate_series(0, nn.n) k ORDER BY s.subscriptionid, k;

ANALYZE;
