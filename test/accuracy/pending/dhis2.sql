-- test/accuracy/dhis2.sql: a slice of a DHIS2 2.3x database (the aggregate data model, the category
-- model and the tracker model) as its Hibernate mappings and Flyway scripts create it in PostgreSQL,
-- written for issue 16 as a held-out check (round 15): committed with its truth (dhis2_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every key is bigint named by gluing the table's noun to "id"
-- (dataelementid, organisationunitid, categoryoptioncomboid, userinfoid), and every id of every
-- metadata and tracker table comes from one shared hibernate_sequence, so ids never repeat across
-- tables and each table's ids are a block or a strided run of that sequence (periodtypes hold the
-- lowest ids). References name their target by its key's name or under a role: datavalue.sourceid ->
-- organisationunit, attributeoptioncomboid -> categoryoptioncombo, users.creatoruserid,
-- lastupdatedby and userid (owner) -> userinfo, programstageinstance.assigneduserid -> userinfo,
-- organisationunit.parentid (self reference, a five-level hierarchy; path holds the ancestors' uids).
-- users is 1:1 with userinfo by its key (users.userid -> userinfo.userinfoid). Every row has an
-- 11-character uid (a letter then ten alphanumerics) and names are unique per table.
-- Join tables use composite keys (datasetsource, categorycombos_categories with sort_order,
-- categorycombos_optioncombos keyed by the option combo alone); datavalue has a five-column key.
-- Undeclared but real: text columns holding a username (datavalue.storedby,
-- datavalueaudit.modifiedby, completedatasetregistration.storedby and lastupdatedby,
-- programstageinstance.completedby) -> users.username; organisationunit.hierarchylevel ->
-- orgunitlevel.level; and every datavalueaudit row is an audit of an existing datavalue (the
-- five-column key; deletions are soft, deleted = true).
-- Skewed like a real instance: the "default" attribute option combo carries ~85% of data values,
-- a few metadata admins edit all metadata, a few busy clerks store most values; event programs
-- have one placeholder programinstance each with no tracked entity instance (NULL), as DHIS2 does;
-- assigneduserid is NULL on ~90% of events, datasetelement.categorycomboid (an override) on most rows.
-- Undiscoverable (status undiscoverable in the truth): dataelementcategory.userid and categorycombo.userid,
-- always the superuser, and program.trackedentitytypeid, always Person (one distinct value each).
-- Also undeclared and true: completedatasetregistration (datasetid, sourceid) -> datasetsource (a
-- data set is completed only where it is assigned).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1515);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- an 11-character DHIS2 uid: a letter then ten alphanumerics
CREATE FUNCTION pg_temp.uid(t text, i bigint) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT chr(65 + (('x' || substr(md5(t || i), 1, 2))::bit(8)::int % 26))
         || translate(substr(md5(t || i || 'u'), 1, 10), '0123456789', 'GhJkLmNpQr') $$;
-- the ids of users 1..80 (metadata admins are 1..6, the superuser is 1)
CREATE FUNCTION pg_temp.uiid(k int) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT 20 + 2 * k::bigint $$;
CREATE FUNCTION pg_temp.admin() RETURNS bigint LANGUAGE sql VOLATILE AS $$ SELECT pg_temp.uiid(pg_temp.sk(6, 1.8)) $$;
CREATE FUNCTION pg_temp.clerk() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 6 + pg_temp.sk(74, 2.3) $$;
-- organisation units: global index g 1..581, level L starts at s(L)
CREATE FUNCTION pg_temp.ouid(g int) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT 1000 + g::bigint $$;

-- ---- users ----
CREATE TABLE userinfo (
  userinfoid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint, surname varchar(160) NOT NULL, firstname varchar(160) NOT NULL,
  email varchar(160), phonenumber varchar(80), jobtitle varchar(160), introduction text, gender varchar(50),
  birthday date, nationality varchar(160), employer varchar(160), lastcheckedinterpretations timestamp);
INSERT INTO userinfo
SELECT pg_temp.uiid(k), pg_temp.uid('ui', k), CASE WHEN k % 4 = 0 THEN 'U' || lpad(k::text, 4, '0') END,
       '2015-01-10'::timestamp + k * interval '11 days', '2020-01-10'::timestamp + k * interval '5 days',
       CASE WHEN k <= 2 THEN pg_temp.uiid(1) ELSE pg_temp.admin() END,
       (ARRAY['Kamara','Sesay','Conteh','Koroma','Bangura','Turay','Kargbo','Jalloh','Mansaray','Kanu'])[1 + k % 10],
       CASE k WHEN 1 THEN 'admin' ELSE (ARRAY['Fatmata','Mohamed','Aminata','Ibrahim','Mariama','Abdul','Isatu'])[1 + k % 7] END,
       CASE WHEN k % 3 <> 0 THEN 'user' || k || '@moh.example.org' END,
       CASE WHEN k % 2 = 0 THEN '+232 76 ' || (100000 + k * 7919 % 900000) END,
       CASE WHEN k <= 6 THEN 'HMIS officer' WHEN k % 5 = 0 THEN 'M&E officer' ELSE 'Data clerk' END,
       NULL, CASE WHEN k % 9 = 0 THEN NULL WHEN k % 2 = 0 THEN 'gender_female' ELSE 'gender_male' END,
       NULL, NULL, NULL, CASE WHEN k % 4 = 1 THEN '2021-03-01'::timestamp + k * interval '2 days' END
  FROM generate_series(1, 80) k;
ALTER TABLE userinfo ADD CONSTRAINT fk_lastupdateby_userid FOREIGN KEY (lastupdatedby) REFERENCES userinfo (userinfoid);

CREATE TABLE users (
  userid bigint PRIMARY KEY CONSTRAINT fk_user_userinfoid REFERENCES userinfo (userinfoid),
  uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp, lastupdated timestamp,
  lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  creatoruserid bigint CONSTRAINT fk_user_creatoruserid REFERENCES userinfo (userinfoid),
  username varchar(255) NOT NULL UNIQUE, password varchar(60), secret text, twofa boolean,
  externalauth boolean, openid text, ldapid text, passwordlastupdated timestamp, lastlogin timestamp,
  restoretoken varchar(255), restoreexpiry timestamp, selfregistered boolean, invitation boolean,
  disabled boolean, uuid uuid, accountexpiry timestamp);
INSERT INTO users
SELECT pg_temp.uiid(k), pg_temp.uid('us', k), NULL, '2015-01-10'::timestamp + k * interval '11 days',
       '2022-01-10'::timestamp + k * interval '3 days', CASE WHEN k <= 2 THEN pg_temp.uiid(1) ELSE pg_temp.admin() END,
       CASE WHEN k = 1 THEN NULL WHEN k <= 6 THEN pg_temp.uiid(1) ELSE pg_temp.admin() END,
       CASE k WHEN 1 THEN 'admin' WHEN 2 THEN 'system' ELSE lower(substr(u.firstname, 1, 1) || u.surname) || k END,
       '$2a$10$' || substr(md5('pw' || k) || md5('pw2' || k), 1, 53), NULL, false, false, NULL, NULL,
       '2021-01-01'::timestamp + k * interval '4 days', '2023-05-01'::timestamp + k * interval '17 hours',
       NULL, NULL, k % 23 = 0, false, k IN (19, 44, 61), md5('uuid' || k)::uuid, NULL
  FROM generate_series(1, 80) k JOIN userinfo u ON u.userinfoid = pg_temp.uiid(k);

-- ---- organisation units ----
CREATE TABLE orgunitlevel (
  orgunitlevelid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, level integer NOT NULL UNIQUE, offlinelevels integer);
INSERT INTO orgunitlevel
SELECT 199 + 2 * l, pg_temp.uid('oul', l), NULL, '2015-01-02', '2019-06-01', pg_temp.admin(),
       (ARRAY['National','Province','District','Chiefdom','Facility'])[l], l, CASE WHEN l = 3 THEN 2 END
  FROM generate_series(1, 5) l;

CREATE TABLE organisationunit (
  organisationunitid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL, shortname varchar(50) NOT NULL,
  parentid bigint CONSTRAINT fk_parentid REFERENCES organisationunit (organisationunitid),
  path varchar(255) UNIQUE, hierarchylevel integer, description text, openingdate date, closeddate date,
  comment text, url varchar(255), contactperson varchar(255), address varchar(255), email varchar(150),
  phonenumber varchar(150), featuretype varchar(50), coordinates text,
  userid bigint CONSTRAINT fk_organisationunit_userid REFERENCES userinfo (userinfoid));
CREATE TEMP TABLE oulev (l int, s int, n int, ratio int);
INSERT INTO oulev VALUES (1, 1, 1, 1), (2, 2, 4, 1), (3, 6, 16, 4), (4, 22, 80, 5), (5, 102, 480, 6);
CREATE TEMP TABLE ou_g AS
SELECT v.l, v.s + k - 1 AS g, CASE WHEN v.l = 1 THEN NULL ELSE p.s + (k - 1) / v.ratio END AS pg
  FROM oulev v LEFT JOIN oulev p ON p.l = v.l - 1, generate_series(1, v.n) k;
WITH RECURSIVE tree AS (
  SELECT g, pg, l, '/' || pg_temp.uid('ou', g) AS path FROM ou_g WHERE l = 1
  UNION ALL
  SELECT c.g, c.pg, c.l, t.path || '/' || pg_temp.uid('ou', c.g) FROM ou_g c JOIN tree t ON c.pg = t.g)
INSERT INTO organisationunit
SELECT pg_temp.ouid(g), pg_temp.uid('ou', g), 'OU_' || (g * 97 + 13),
       '2015-01-05'::timestamp + g * interval '1 hour', '2018-01-05'::timestamp + g * interval '3 hours',
       pg_temp.admin(),
       CASE l WHEN 1 THEN 'Sierra Leone' WHEN 2 THEN 'Province ' || g WHEN 3 THEN 'District ' || g
              WHEN 4 THEN 'Chiefdom ' || g ELSE (ARRAY['CHP','MCHP','CHC','Hospital'])[1 + g % 4] || ' ' || g END,
       left(CASE l WHEN 5 THEN 'Facility ' ELSE 'Area ' END || g, 50),
       CASE WHEN pg IS NOT NULL THEN pg_temp.ouid(pg) END, path, l, NULL,
       '1970-01-01'::date + (g * 37 % 9000), CASE WHEN l = 5 AND g % 41 = 0 THEN '2021-12-31'::date END,
       NULL, NULL, CASE WHEN l = 5 AND g % 3 = 0 THEN 'In-charge ' || g END, NULL, NULL,
       CASE WHEN l = 5 AND g % 4 = 0 THEN '+232 ' || (7000000 + g * 31) END,
       CASE WHEN l = 5 THEN 'POINT' ELSE 'MULTI_POLYGON' END,
       CASE WHEN l = 5 THEN '[' || round((-13.2 + random() * 2.5)::numeric, 4) || ',' || round((7.0 + random() * 2.9)::numeric, 4) || ']' END,
       CASE WHEN random() < 0.1 THEN pg_temp.admin() END
  FROM tree ORDER BY g;

-- ---- option sets ----
CREATE TABLE optionset (
  optionsetid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, valuetype varchar(50), version integer,
  userid bigint CONSTRAINT fk_optionset_userid REFERENCES userinfo (userinfoid));
INSERT INTO optionset
SELECT 2900 + k * 13, pg_temp.uid('os', k), NULL, '2016-02-01'::timestamp + k * interval '9 days', '2020-02-01',
       pg_temp.admin(), (ARRAY['Gender','Yes/No','Delivery type','Malaria test type','Referral reason'])[k],
       'TEXT', 1 + k % 3, pg_temp.admin()
  FROM generate_series(1, 5) k;
CREATE TABLE optionvalue (
  optionvalueid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(230), created timestamp,
  lastupdated timestamp, name varchar(230) NOT NULL,
  optionsetid bigint CONSTRAINT fk_optionsetid REFERENCES optionset (optionsetid), sort_order integer);
INSERT INTO optionvalue
SELECT 2901 + k * 13 + j, pg_temp.uid('ov', k * 10 + j), 'OPT_' || k || '_' || j, '2016-02-01', '2020-02-01',
       'Option ' || j || ' of set ' || k, 2900 + k * 13, j
  FROM generate_series(1, 5) k, generate_series(1, (ARRAY[2, 2, 4, 3, 6])[k]) j;

-- ---- the category model ----
CREATE TABLE categorycombo (
  categorycomboid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, datadimensiontype varchar(255) NOT NULL, skiptotal boolean NOT NULL,
  userid bigint CONSTRAINT fk_categorycombo_userid REFERENCES userinfo (userinfoid));
INSERT INTO categorycombo
SELECT 300 + k, pg_temp.uid('cc', k), CASE k WHEN 1 THEN 'default' END, '2015-01-03'::timestamp + k * interval '2 days',
       '2019-01-03', pg_temp.admin(),
       (ARRAY['default','Sex','Age and Sex','Location Fixed/Outreach','Location and Age','Funding Mechanism'])[k],
       CASE k WHEN 6 THEN 'ATTRIBUTE' ELSE 'DISAGGREGATION' END, false, pg_temp.uiid(1)
  FROM generate_series(1, 6) k;
CREATE TABLE dataelementcategory (
  categoryid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, shortname varchar(50), datadimensiontype varchar(255) NOT NULL,
  datadimension boolean NOT NULL, userid bigint CONSTRAINT fk_dataelementcategory_userid REFERENCES userinfo (userinfoid));
INSERT INTO dataelementcategory
SELECT 310 + k, pg_temp.uid('cat', k), CASE k WHEN 1 THEN 'default' END, '2015-01-03', '2019-01-03', pg_temp.admin(),
       (ARRAY['default','Sex','Age','Location Fixed/Outreach','Funding Mechanism'])[k],
       (ARRAY['default','Sex','Age','Location','Funding'])[k],
       CASE k WHEN 5 THEN 'ATTRIBUTE' ELSE 'DISAGGREGATION' END, k > 1, pg_temp.uiid(1)
  FROM generate_series(1, 5) k;
CREATE TABLE dataelementcategoryoption (
  categoryoptionid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, shortname varchar(50) UNIQUE, startdate date, enddate date,
  userid bigint CONSTRAINT fk_dataelementcategoryoption_userid REFERENCES userinfo (userinfoid));
-- options: (category k, option j)
CREATE TEMP TABLE catopt (catk int, j int, optk int, name text);
INSERT INTO catopt VALUES (1, 1, 1, 'default'), (2, 1, 2, 'Male'), (2, 2, 3, 'Female'),
  (3, 1, 4, '<5y'), (3, 2, 5, '5-14y'), (3, 3, 6, '15-49y'), (3, 4, 7, '50+y'),
  (4, 1, 8, 'Fixed'), (4, 2, 9, 'Outreach'),
  (5, 1, 10, 'USAID'), (5, 2, 11, 'Global Fund'), (5, 3, 12, 'MOH'), (5, 4, 13, 'WHO');
INSERT INTO dataelementcategoryoption
SELECT 320 + optk, pg_temp.uid('co', optk), CASE optk WHEN 1 THEN 'default' END, '2015-01-03', '2019-01-03',
       pg_temp.admin(), name, name, CASE WHEN catk = 5 THEN '2018-01-01'::date END,
       CASE WHEN optk = 13 THEN '2023-12-31'::date END, CASE WHEN random() < 0.5 THEN pg_temp.admin() END
  FROM catopt;
CREATE TABLE categories_categoryoptions (
  categoryid bigint NOT NULL CONSTRAINT fk_categoryoption_categoryid REFERENCES dataelementcategory (categoryid),
  categoryoptionid bigint NOT NULL CONSTRAINT fk_category_categoryoptionid REFERENCES dataelementcategoryoption (categoryoptionid),
  sort_order integer NOT NULL, PRIMARY KEY (categoryid, sort_order));
INSERT INTO categories_categoryoptions SELECT 310 + catk, 320 + optk, j FROM catopt;
CREATE TABLE categorycombos_categories (
  categorycomboid bigint NOT NULL CONSTRAINT fk_category_categorycomboid REFERENCES categorycombo (categorycomboid),
  categoryid bigint NOT NULL CONSTRAINT fk_categorycombo_categoryid REFERENCES dataelementcategory (categoryid),
  sort_order integer NOT NULL, PRIMARY KEY (categorycomboid, sort_order));
CREATE TEMP TABLE cccat (cck int, catk int, s int);
INSERT INTO cccat VALUES (1, 1, 1), (2, 2, 1), (3, 2, 1), (3, 3, 2), (4, 4, 1), (5, 4, 1), (5, 3, 2), (6, 5, 1);
INSERT INTO categorycombos_categories SELECT 300 + cck, 310 + catk, s FROM cccat;
-- option combos: the cross product of each combo's categories' options
CREATE TEMP TABLE coc AS
SELECT row_number() OVER (ORDER BY c1.cck, o1.j, o2.j) AS k, c1.cck, o1.optk AS opt1, o2.optk AS opt2,
       o1.name || coalesce(', ' || o2.name, '') AS name
  FROM cccat c1 JOIN catopt o1 ON o1.catk = c1.catk
  LEFT JOIN cccat c2 ON c2.cck = c1.cck AND c2.s = 2
  LEFT JOIN catopt o2 ON o2.catk = c2.catk
 WHERE c1.s = 1;
CREATE TABLE categoryoptioncombo (
  categoryoptioncomboid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(100) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(4000), ignoreapproval boolean);
INSERT INTO categoryoptioncombo
SELECT 340 + k * 3, pg_temp.uid('coc', k), CASE k WHEN 1 THEN 'default' END, '2015-01-04', '2019-01-04',
       pg_temp.admin(), name, false FROM coc;
CREATE TABLE categorycombos_optioncombos (
  categoryoptioncomboid bigint PRIMARY KEY CONSTRAINT fk_categorycombo_categoryoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  categorycomboid bigint CONSTRAINT fk_categoryoptioncombo_categorycomboid REFERENCES categorycombo (categorycomboid));
INSERT INTO categorycombos_optioncombos SELECT 340 + k * 3, 300 + cck FROM coc;
CREATE TABLE categoryoptioncombos_categoryoptions (
  categoryoptioncomboid bigint NOT NULL CONSTRAINT fk_categoryoptioncombos_categoryoptions_categoryoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  categoryoptionid bigint NOT NULL CONSTRAINT fk_categoryoptioncombo_categoryoptionid REFERENCES dataelementcategoryoption (categoryoptionid),
  PRIMARY KEY (categoryoptioncomboid, categoryoptionid));
INSERT INTO categoryoptioncombos_categoryoptions
SELECT 340 + k * 3, 320 + opt1 FROM coc UNION ALL SELECT 340 + k * 3, 320 + opt2 FROM coc WHERE opt2 IS NOT NULL;

-- ---- data elements and periods ----
CREATE TABLE dataelement (
  dataelementid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, shortname varchar(50) NOT NULL UNIQUE, description text, formname varchar(230),
  valuetype varchar(50) NOT NULL, domaintype varchar(255) NOT NULL, aggregationtype varchar(50) NOT NULL,
  categorycomboid bigint NOT NULL CONSTRAINT fk_dataelement_categorycomboid REFERENCES categorycombo (categorycomboid),
  zeroissignificant boolean NOT NULL, optionsetid bigint CONSTRAINT fk_dataelement_optionsetid REFERENCES optionset (optionsetid),
  commentoptionsetid bigint CONSTRAINT fk_dataelement_commentoptionsetid REFERENCES optionset (optionsetid),
  userid bigint CONSTRAINT fk_dataelement_userid REFERENCES userinfo (userinfoid));
INSERT INTO dataelement
SELECT 2000 + k * 7, pg_temp.uid('de', k), CASE WHEN k % 5 <> 0 THEN 'DE_' || (350000 + k * 17) END,
       '2015-02-01'::timestamp + k * interval '5 days', '2020-02-01'::timestamp + k * interval '1 day', pg_temp.admin(),
       'Data element ' || k || ' ' || md5('den' || k), left('DE ' || k || ' ' || md5('den' || k), 50),
       CASE WHEN k % 4 = 0 THEN 'Counts of ' || k END, CASE WHEN k % 3 = 0 THEN 'Form ' || k END,
       CASE WHEN k > 130 AND k % 4 = 0 THEN 'TEXT' ELSE 'NUMBER' END,
       CASE WHEN k > 120 THEN 'TRACKER' ELSE 'AGGREGATE' END, 'SUM',
       300 + CASE WHEN k > 120 THEN 1 ELSE (ARRAY[1, 1, 2, 3, 3, 3, 4, 5])[pg_temp.r(8)] END,
       k % 7 = 0, CASE WHEN k > 130 AND k % 4 = 0 THEN 2900 + (1 + k % 5) * 13 END,
       CASE WHEN k % 29 = 0 THEN 2913 + 13 * (k % 2) END,
       CASE WHEN random() < 0.7 THEN pg_temp.admin() END
  FROM generate_series(1, 150) k;
UPDATE dataelement SET optionsetid = NULL WHERE valuetype = 'NUMBER';

CREATE TABLE periodtype (periodtypeid integer PRIMARY KEY, name varchar(50) NOT NULL UNIQUE);
INSERT INTO periodtype SELECT k, (ARRAY['Daily','Weekly','WeeklyWednesday','BiWeekly','Monthly','BiMonthly','Quarterly',
  'SixMonthly','SixMonthlyApril','Yearly','FinancialApril','FinancialJuly','FinancialOct','TwoYearly'])[k]
  FROM generate_series(1, 14) k;
CREATE TABLE period (
  periodid bigint PRIMARY KEY,
  periodtypeid integer NOT NULL CONSTRAINT fk_period_periodtypeid REFERENCES periodtype (periodtypeid),
  startdate date NOT NULL, enddate date NOT NULL, UNIQUE (periodtypeid, startdate, enddate));
-- periods are created on demand as data is entered: ids from a late run of the sequence
INSERT INTO period
SELECT 12000 + row_number() OVER (ORDER BY s, t), t, s, e
  FROM (SELECT 5 AS t, m::date AS s, (m::date + interval '1 month' - interval '1 day')::date AS e
          FROM generate_series('2022-01-01'::date, '2023-12-01', interval '1 month') m
        UNION ALL SELECT 7, q::date, (q::date + interval '3 months' - interval '1 day')::date
          FROM generate_series('2022-01-01'::date, '2023-10-01', interval '3 months') q
        UNION ALL SELECT 10, y::date, (y::date + interval '1 year' - interval '1 day')::date
          FROM generate_series('2022-01-01'::date, '2023-01-01', interval '1 year') y
        UNION ALL SELECT 2, w::date, w::date + 6 FROM generate_series('2022-01-03'::date, '2023-12-25', interval '1 week') w) p;

-- ---- data sets ----
CREATE TABLE dataset (
  datasetid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, shortname varchar(50), description text,
  periodtypeid integer NOT NULL CONSTRAINT fk_dataset_periodtypeid REFERENCES periodtype (periodtypeid),
  categorycomboid bigint NOT NULL CONSTRAINT fk_dataset_categorycomboid REFERENCES categorycombo (categorycomboid),
  expirydays integer, timelydays integer, openfutureperiods integer,
  userid bigint CONSTRAINT fk_dataset_userid REFERENCES userinfo (userinfoid));
INSERT INTO dataset
SELECT 5000 + k * 11, pg_temp.uid('ds', k), 'DS_' || (390000 + k * 3), '2015-03-01'::timestamp + k * interval '20 days',
       '2021-03-01', pg_temp.admin(),
       (ARRAY['Reproductive Health','Child Health','EPI','Malaria','HIV Care','TB Register','Nutrition',
              'Life-Saving Commodities','Morbidity','Mortality < 5 years','Population','Staffing'])[k],
       left((ARRAY['RH','CH','EPI','MAL','HIV','TB','NUT','LSC','MORB','MORT','POP','STAFF'])[k], 50), NULL,
       CASE WHEN k IN (11, 12) THEN 7 ELSE 5 END, 300 + CASE WHEN k IN (4, 5) THEN 6 ELSE 1 END,
       CASE WHEN k % 3 = 0 THEN 15 END, 15, 0, CASE WHEN k % 2 = 0 THEN pg_temp.admin() END
  FROM generate_series(1, 12) k;
CREATE TABLE datasetelement (
  datasetelementid bigint PRIMARY KEY,
  datasetid bigint CONSTRAINT fk_datasetelement_datasetid REFERENCES dataset (datasetid),
  dataelementid bigint NOT NULL CONSTRAINT fk_datasetmembers_dataelementid REFERENCES dataelement (dataelementid),
  categorycomboid bigint CONSTRAINT fk_datasetelement_categorycomboid REFERENCES categorycombo (categorycomboid),
  UNIQUE (datasetid, dataelementid));
-- each aggregate element (1..120) in one or two data sets
INSERT INTO datasetelement
SELECT 7000 + row_number() OVER (ORDER BY ds, k), 5000 + ds * 11, 2000 + k * 7,
       CASE WHEN random() < 0.06 THEN 300 + (ARRAY[1, 2, 4])[pg_temp.r(3)] END
  FROM (SELECT k, 1 + (k - 1) / 10 AS ds FROM generate_series(1, 120) k
        UNION SELECT k, 1 + (k * 7) % 12 FROM generate_series(1, 120) k WHERE k % 6 = 0) x;
CREATE TABLE datasetsource (
  datasetid bigint NOT NULL CONSTRAINT fk_datasetsource_datasetid REFERENCES dataset (datasetid),
  sourceid bigint NOT NULL CONSTRAINT fk_dataset_organisationunit REFERENCES organisationunit (organisationunitid),
  PRIMARY KEY (datasetid, sourceid));
-- data sets are assigned to most facilities (g 102..581), a few also to district level
INSERT INTO datasetsource
SELECT 5000 + ds * 11, pg_temp.ouid(g) FROM generate_series(1, 12) ds, generate_series(102, 581) g
 WHERE (g * 13 + ds * 7) % 10 < CASE WHEN ds IN (5, 6) THEN 3 ELSE 8 END
UNION SELECT 5000 + ds * 11, pg_temp.ouid(g) FROM generate_series(11, 12) ds, generate_series(6, 21) g;

-- ---- aggregate data values ----
CREATE TABLE datavalue (
  dataelementid bigint NOT NULL CONSTRAINT fk_datavalue_dataelementid REFERENCES dataelement (dataelementid),
  periodid bigint NOT NULL CONSTRAINT fk_datavalue_periodid REFERENCES period (periodid),
  sourceid bigint NOT NULL CONSTRAINT fk_datavalue_organisationunitid REFERENCES organisationunit (organisationunitid),
  categoryoptioncomboid bigint NOT NULL CONSTRAINT fk_datavalue_categoryoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  attributeoptioncomboid bigint NOT NULL CONSTRAINT fk_datavalue_attributeoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  value varchar(50000), storedby varchar(255), created timestamp NOT NULL, lastupdated timestamp NOT NULL,
  comment varchar(50000), followup boolean, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (dataelementid, periodid, sourceid, categoryoptioncomboid, attributeoptioncomboid));
CREATE TEMP TABLE dsrc AS SELECT datasetid, array_agg(sourceid ORDER BY sourceid) a FROM datasetsource GROUP BY datasetid;
CREATE TEMP TABLE dsel AS SELECT row_number() OVER (ORDER BY datasetelementid) AS n, d.datasetid, d.dataelementid,
       coalesce(d.categorycomboid, e.categorycomboid) AS ccid, s.periodtypeid, s.categorycomboid AS attrcc
  FROM datasetelement d JOIN dataelement e USING (dataelementid) JOIN dataset s USING (datasetid);
CREATE TEMP TABLE per AS SELECT periodtypeid, array_agg(periodid ORDER BY startdate) a FROM period GROUP BY periodtypeid;
CREATE TEMP TABLE attrcoc AS SELECT categorycomboid, array_agg(categoryoptioncomboid ORDER BY categoryoptioncomboid) a
  FROM categorycombos_optioncombos GROUP BY categorycomboid;
CREATE TEMP TABLE dvbase AS
SELECT e.dataelementid, e.ccid, e.datasetid,
       p.a[pg_temp.r(array_length(p.a, 1))] AS periodid,
       s.a[pg_temp.sk(array_length(s.a, 1), 1.4)] AS sourceid,
       CASE WHEN e.attrcc = 301 OR random() < 0.3 THEN 343 ELSE ac.a[pg_temp.sk(4, 1.6)] END AS aoc
  FROM (SELECT 1 + floor(random() * (SELECT count(*) FROM dsel))::int AS n FROM generate_series(1, 2400)) b
  JOIN dsel e USING (n) JOIN per p ON p.periodtypeid = e.periodtypeid JOIN dsrc s ON s.datasetid = e.datasetid
  JOIN attrcoc ac ON ac.categorycomboid = 306;
INSERT INTO datavalue
SELECT DISTINCT ON (b.dataelementid, b.periodid, b.sourceid, o.categoryoptioncomboid, b.aoc)
       b.dataelementid, b.periodid, b.sourceid, o.categoryoptioncomboid, b.aoc,
       (floor(random() ^ 2 * 400))::int::text,
       (SELECT username FROM users WHERE userid = pg_temp.uiid(c.k)),
       '2022-02-01'::timestamp + random() * interval '700 days', '2023-01-01'::timestamp + random() * interval '360 days',
       CASE WHEN random() < 0.02 THEN 'checked with register' END, CASE WHEN random() < 0.01 THEN true END,
       random() < 0.03
  FROM dvbase b JOIN categorycombos_optioncombos o ON o.categorycomboid = b.ccid
  CROSS JOIN LATERAL (SELECT (pg_temp.clerk() + 0 * b.sourceid)::int AS k) c
 ORDER BY b.dataelementid, b.periodid, b.sourceid, o.categoryoptioncomboid, b.aoc;

CREATE TABLE datavalueaudit (
  datavalueauditid bigint PRIMARY KEY,
  dataelementid bigint NOT NULL CONSTRAINT fk_datavalueaudit_dataelementid REFERENCES dataelement (dataelementid),
  periodid bigint NOT NULL CONSTRAINT fk_datavalueaudit_periodid REFERENCES period (periodid),
  organisationunitid bigint NOT NULL CONSTRAINT fk_datavalueaudit_organisationunitid REFERENCES organisationunit (organisationunitid),
  categoryoptioncomboid bigint NOT NULL CONSTRAINT fk_datavalueaudit_categoryoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  attributeoptioncomboid bigint NOT NULL CONSTRAINT fk_datavalueaudit_attributeoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  value varchar(50000), created timestamp, modifiedby varchar(100), audittype varchar(100) NOT NULL);
INSERT INTO datavalueaudit
SELECT 100000 + row_number() OVER (ORDER BY created, dataelementid, periodid, sourceid, categoryoptioncomboid),
       dataelementid, periodid, sourceid, categoryoptioncomboid, attributeoptioncomboid,
       (floor(random() * 300))::int::text, created + interval '3 days',
       (SELECT username FROM users WHERE userid = pg_temp.uiid(c.k)),
       CASE WHEN deleted THEN 'DELETE' ELSE 'UPDATE' END
  FROM datavalue d CROSS JOIN LATERAL (SELECT (pg_temp.clerk() + 0 * d.sourceid)::int AS k) c
 WHERE deleted OR random() < 0.12;

CREATE TABLE completedatasetregistration (
  datasetid bigint NOT NULL CONSTRAINT fk_datasetcompleteregistration_datasetid REFERENCES dataset (datasetid),
  periodid bigint NOT NULL CONSTRAINT fk_datasetcompleteregistration_periodid REFERENCES period (periodid),
  sourceid bigint NOT NULL CONSTRAINT fk_datasetcompleteregistration_organisationunitid REFERENCES organisationunit (organisationunitid),
  attributeoptioncomboid bigint NOT NULL CONSTRAINT fk_completedatasetregistration_attributeoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  date timestamp, storedby varchar(255), lastupdatedby varchar(255), lastupdated timestamp, completed boolean,
  PRIMARY KEY (datasetid, periodid, sourceid, attributeoptioncomboid));
INSERT INTO completedatasetregistration
SELECT datasetid, periodid, sourceid, aoc, '2023-01-15'::timestamp + random() * interval '300 days',
       (SELECT username FROM users WHERE userid = pg_temp.uiid(c.k)),
       CASE WHEN random() < 0.2 THEN (SELECT username FROM users WHERE userid = pg_temp.uiid(c.k2)) END,
       '2023-02-15'::timestamp + random() * interval '300 days', random() < 0.95
  FROM (SELECT DISTINCT datasetid, periodid, sourceid, aoc FROM dvbase) x
  CROSS JOIN LATERAL (SELECT (pg_temp.clerk() + 0 * x.sourceid)::int AS k, (pg_temp.clerk() + 0 * x.periodid)::int AS k2) c
 WHERE random() < 0.6;
-- a registration with no stored by (imported)
UPDATE completedatasetregistration SET storedby = NULL WHERE (sourceid + periodid) % 17 = 0;

-- ---- tracker ----
CREATE TABLE trackedentitytype (
  trackedentitytypeid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, description text,
  userid bigint CONSTRAINT fk_trackedentitytype_userid REFERENCES userinfo (userinfoid));
INSERT INTO trackedentitytype VALUES
  (5901, pg_temp.uid('tet', 1), NULL, '2016-01-01', '2020-01-01', pg_temp.uiid(1), 'Person', 'A person', pg_temp.uiid(1)),
  (5903, pg_temp.uid('tet', 2), NULL, '2017-01-01', '2021-01-01', pg_temp.uiid(3), 'Commodity', NULL, pg_temp.uiid(2));
CREATE TABLE trackedentityattribute (
  trackedentityattributeid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, shortname varchar(50) NOT NULL UNIQUE, valuetype varchar(36) NOT NULL,
  optionsetid bigint CONSTRAINT fk_trackedentityattribute_optionsetid REFERENCES optionset (optionsetid),
  uniquefield boolean, userid bigint CONSTRAINT fk_trackedentityattribute_userid REFERENCES userinfo (userinfoid));
INSERT INTO trackedentityattribute
SELECT 5950 + k * 2, pg_temp.uid('tea', k), NULL, '2016-01-02', '2020-01-02', pg_temp.admin(),
       (ARRAY['First name','Last name','Gender','Date of birth','National ID','Phone number','Address','Blood type'])[k],
       (ARRAY['First','Last','Sex','DOB','NID','Phone','Addr','Blood'])[k],
       (ARRAY['TEXT','TEXT','TEXT','DATE','TEXT','PHONE_NUMBER','TEXT','TEXT'])[k],
       CASE k WHEN 3 THEN 2913 WHEN 8 THEN 2965 END, k = 5, pg_temp.admin()
  FROM generate_series(1, 8) k;
CREATE TABLE program (
  programid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL UNIQUE, shortname varchar(50), description text, type varchar(255) NOT NULL,
  trackedentitytypeid bigint CONSTRAINT fk_program_trackedentitytypeid REFERENCES trackedentitytype (trackedentitytypeid),
  categorycomboid bigint NOT NULL CONSTRAINT fk_program_categorycomboid REFERENCES categorycombo (categorycomboid),
  expirydays integer, userid bigint CONSTRAINT fk_program_userid REFERENCES userinfo (userinfoid));
INSERT INTO program
SELECT 6000 + k * 17, pg_temp.uid('pr', k), NULL, '2016-03-01'::timestamp + k * interval '40 days', '2021-06-01',
       pg_temp.admin(), (ARRAY['Child Programme','Antenatal care visit','Malaria case registration','Inpatient morbidity and mortality'])[k],
       (ARRAY['Child','ANC','Malaria','IPD'])[k], NULL,
       CASE WHEN k <= 2 THEN 'WITH_REGISTRATION' ELSE 'WITHOUT_REGISTRATION' END,
       CASE WHEN k <= 2 THEN 5901 END, CASE k WHEN 3 THEN 306 ELSE 301 END, 0, pg_temp.admin()
  FROM generate_series(1, 4) k;
CREATE TABLE programstage (
  programstageid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp,
  lastupdated timestamp, lastupdatedby bigint CONSTRAINT fk_lastupdateby_userid REFERENCES userinfo (userinfoid),
  name varchar(230) NOT NULL, description text, mindaysfromstart integer NOT NULL, repeatable boolean NOT NULL,
  programid bigint CONSTRAINT fk_programstage_program REFERENCES program (programid), sort_order integer,
  userid bigint CONSTRAINT fk_programstage_userid REFERENCES userinfo (userinfoid));
CREATE TEMP TABLE stg (k int, prk int, name text, so int);
INSERT INTO stg VALUES (1, 1, 'Birth', 1), (2, 1, 'Baby Postnatal', 2), (3, 2, 'ANC 1st visit', 1),
  (4, 2, 'ANC 2-4th visit', 2), (5, 2, 'Care at birth', 3), (6, 3, 'Malaria case', 1), (7, 4, 'Inpatient case', 1);
INSERT INTO programstage
SELECT 6100 + k * 5, pg_temp.uid('ps', k), NULL, '2016-03-02', '2021-06-02', pg_temp.admin(), name, NULL,
       (so - 1) * 30, k IN (4, 6, 7), 6000 + prk * 17, so, pg_temp.admin() FROM stg;
CREATE TABLE program_organisationunits (
  programid bigint NOT NULL CONSTRAINT fk_program_organisationunits_programid REFERENCES program (programid),
  organisationunitid bigint NOT NULL CONSTRAINT fk_program_organisationunits_organisationunitid REFERENCES organisationunit (organisationunitid),
  PRIMARY KEY (programid, organisationunitid));
INSERT INTO program_organisationunits
SELECT 6000 + k * 17, pg_temp.ouid(g) FROM generate_series(1, 4) k, generate_series(102, 581) g
 WHERE (g * 7 + k * 3) % 5 < 3;

CREATE TABLE trackedentityinstance (
  trackedentityinstanceid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp NOT NULL,
  lastupdated timestamp NOT NULL, createdatclient timestamp, lastupdatedatclient timestamp, inactive boolean,
  deleted boolean NOT NULL, featuretype varchar(50), coordinates text,
  organisationunitid bigint NOT NULL CONSTRAINT fk_trackedentityinstance_organisationunitid REFERENCES organisationunit (organisationunitid),
  trackedentitytypeid bigint CONSTRAINT fk_trackedentityinstance_trackedentitytypeid REFERENCES trackedentitytype (trackedentitytypeid),
  storedby varchar(255));
CREATE TEMP TABLE prou AS SELECT programid, array_agg(organisationunitid ORDER BY organisationunitid) a
  FROM program_organisationunits GROUP BY programid;
INSERT INTO trackedentityinstance
SELECT 20000 + k * 3, pg_temp.uid('tei', k), NULL, '2022-01-01'::timestamp + k * interval '7 hours',
       '2022-06-01'::timestamp + k * interval '9 hours', CASE WHEN k % 3 = 0 THEN '2022-01-01'::timestamp + k * interval '7 hours' END,
       NULL, false, k % 97 = 0, 'NONE', NULL,
       p.a[pg_temp.sk(array_length(p.a, 1), 1.3)], CASE WHEN k % 40 = 0 THEN 5903 ELSE 5901 END,
       CASE WHEN k % 5 = 0 THEN NULL ELSE 'clerk' END
  FROM generate_series(1, 1500) k JOIN prou p ON p.programid = 6000 + (1 + k % 2) * 17;
UPDATE trackedentityinstance t SET storedby = u.username FROM users u
 WHERE t.storedby IS NOT NULL AND u.userid = pg_temp.uiid(7 + t.trackedentityinstanceid::int % 50);

CREATE TABLE trackedentityattributevalue (
  trackedentityinstanceid bigint NOT NULL CONSTRAINT fk_attributevalue_trackedentityinstanceid REFERENCES trackedentityinstance (trackedentityinstanceid),
  trackedentityattributeid bigint NOT NULL CONSTRAINT fk_attributevalue_trackedentityattributeid REFERENCES trackedentityattribute (trackedentityattributeid),
  created timestamp, lastupdated timestamp, value varchar(50000), encryptedvalue varchar(50000), storedby varchar(255),
  PRIMARY KEY (trackedentityinstanceid, trackedentityattributeid));
INSERT INTO trackedentityattributevalue
SELECT t.trackedentityinstanceid, 5950 + a * 2, t.created, t.lastupdated,
       CASE a WHEN 1 THEN 'Name' || (t.trackedentityinstanceid % 311) WHEN 2 THEN 'Family' || (t.trackedentityinstanceid % 173)
              WHEN 3 THEN CASE WHEN random() < 0.5 THEN 'Male' ELSE 'Female' END
              WHEN 4 THEN ('1960-01-01'::date + (t.trackedentityinstanceid * 13 % 20000)::int)::text
              WHEN 5 THEN 'NID' || (t.trackedentityinstanceid * 7) ELSE 'val' || t.trackedentityinstanceid END,
       NULL, NULL
  FROM trackedentityinstance t, generate_series(1, 8) a
 WHERE t.trackedentitytypeid = 5901 AND (a <= 3 OR random() < 0.25);

CREATE TABLE programinstance (
  programinstanceid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp NOT NULL,
  lastupdated timestamp NOT NULL, incidentdate timestamp, enrollmentdate timestamp NOT NULL, enddate timestamp,
  followup boolean, completedby varchar(255), status varchar(50), deleted boolean NOT NULL,
  trackedentityinstanceid bigint CONSTRAINT fk_programinstance_trackedentityinstanceid REFERENCES trackedentityinstance (trackedentityinstanceid),
  programid bigint NOT NULL CONSTRAINT fk_programinstance_programid REFERENCES program (programid),
  organisationunitid bigint CONSTRAINT fk_programinstance_organisationunitid REFERENCES organisationunit (organisationunitid),
  storedby varchar(255));
-- tracker enrolments (one or two per person), then one placeholder enrolment per event program
INSERT INTO programinstance
SELECT 30000 + n * 2, pg_temp.uid('pi', n), NULL, created, created, created - interval '2 days', created, NULL,
       false, NULL, CASE WHEN random() < 0.6 THEN 'COMPLETED' ELSE 'ACTIVE' END, false,
       trackedentityinstanceid, programid, organisationunitid, NULL
  FROM (SELECT row_number() OVER (ORDER BY t.trackedentityinstanceid, x.pr) AS n, t.trackedentityinstanceid,
               6000 + x.pr * 17 AS programid, t.organisationunitid, t.created + interval '1 day' AS created
          FROM trackedentityinstance t
          CROSS JOIN LATERAL (SELECT 1 + (t.trackedentityinstanceid::int / 3) % 2 AS pr
                              UNION SELECT 2 WHERE t.trackedentityinstanceid % 7 = 0) x
         WHERE t.trackedentitytypeid = 5901) e;
INSERT INTO programinstance
SELECT 39000 + k, pg_temp.uid('pi', 9000 + k), NULL, '2016-06-01', '2016-06-01', '2016-06-01', '2016-06-01', NULL,
       false, NULL, 'ACTIVE', false, NULL, 6000 + k * 17, NULL, NULL
  FROM generate_series(3, 4) k;
UPDATE programinstance p SET completedby = u.username, enddate = p.enrollmentdate + interval '200 days'
  FROM users u WHERE p.status = 'COMPLETED' AND u.userid = pg_temp.uiid(7 + p.programinstanceid::int % 40);

CREATE TABLE programstageinstance (
  programstageinstanceid bigint PRIMARY KEY, uid varchar(11) UNIQUE, code varchar(50) UNIQUE, created timestamp NOT NULL,
  lastupdated timestamp NOT NULL,
  programinstanceid bigint NOT NULL CONSTRAINT fk_programstageinstance_programinstanceid REFERENCES programinstance (programinstanceid),
  programstageid bigint NOT NULL CONSTRAINT fk_programstageinstance_programstageid REFERENCES programstage (programstageid),
  attributeoptioncomboid bigint CONSTRAINT fk_programstageinstance_attributeoptioncomboid REFERENCES categoryoptioncombo (categoryoptioncomboid),
  deleted boolean NOT NULL, storedby varchar(255), duedate timestamp, executiondate timestamp,
  organisationunitid bigint CONSTRAINT fk_programstageinstance_organisationunitid REFERENCES organisationunit (organisationunitid),
  status varchar(25) NOT NULL, completedby varchar(255), completeddate timestamp,
  assigneduserid bigint CONSTRAINT fk_programstageinstance_assigneduserid REFERENCES userinfo (userinfoid),
  geometry text, eventdatavalues jsonb DEFAULT '{}'::jsonb);
-- tracker events: a stage of the enrolment's program per event; event programs: many events on the placeholder
CREATE TEMP TABLE evsrc AS
SELECT pi.programinstanceid, ps.programstageid, coalesce(pi.organisationunitid, p.a[pg_temp.sk(array_length(p.a, 1), 1.5)]) AS ou,
       pi.enrollmentdate + (j * 30 + pg_temp.r(20)) * interval '1 day' AS d, pi.programid
  FROM programinstance pi
  JOIN prou p ON p.programid = pi.programid
  CROSS JOIN LATERAL generate_series(1, CASE WHEN pi.trackedentityinstanceid IS NULL THEN 700 ELSE 1 + pi.programinstanceid::int % 3 END) j
  JOIN programstage ps ON ps.programid = pi.programid
   AND ps.sort_order = CASE WHEN pi.trackedentityinstanceid IS NULL THEN 1
                            WHEN pi.programid = 6017 THEN least(j, 2) ELSE least(j, 3) END;
INSERT INTO programstageinstance
SELECT 40000 + n, pg_temp.uid('psi', n), NULL, d, d + interval '2 days', programinstanceid, programstageid,
       CASE WHEN programid = 6051 AND random() < 0.8 THEN 340 + 3 * (21 + pg_temp.sk(4, 1.5)) ELSE 343 END,
       random() < 0.01, NULL, d - interval '3 days', d, ou,
       CASE WHEN d > '2023-11-01' THEN 'ACTIVE' ELSE 'COMPLETED' END, NULL, NULL,
       CASE WHEN random() < 0.1 THEN pg_temp.uiid(6 + pg_temp.sk(74, 1.8)) END, NULL,
       jsonb_build_object('de' || n % 5, n % 40)
  FROM (SELECT row_number() OVER (ORDER BY d, programinstanceid, programstageid) AS n, * FROM evsrc) e;
UPDATE programstageinstance s SET completedby = u.username, completeddate = s.executiondate + interval '1 day',
       storedby = u.username
  FROM users u WHERE s.status = 'COMPLETED' AND u.userid = pg_temp.uiid(7 + s.programstageinstanceid::int % 60);

-- ---- user assignments ----
CREATE TABLE usermembership (
  organisationunitid bigint NOT NULL CONSTRAINT fk_userm_organisationunitid REFERENCES organisationunit (organisationunitid),
  userinfoid bigint NOT NULL CONSTRAINT fk_userm_user REFERENCES userinfo (userinfoid),
  PRIMARY KEY (userinfoid, organisationunitid));
INSERT INTO usermembership
SELECT DISTINCT pg_temp.ouid(CASE WHEN k <= 6 THEN 1 WHEN k % 4 = 0 THEN 6 + (k * 7 + j) % 16 ELSE 102 + (k * 37 + j * 11) % 480 END),
       pg_temp.uiid(k)
  FROM generate_series(1, 80) k, generate_series(1, 1 + k % 3) j;
