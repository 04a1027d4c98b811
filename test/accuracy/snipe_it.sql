-- test/accuracy/snipe_it.sql: a Snipe-IT 6.x asset management database (the Laravel app's MySQL
-- schema as pgloader converts it to PostgreSQL), one company's IT department over six years,
-- written for issue 16 as a held-out check (eighteenth round): committed with its truth
-- (snipe_it_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: plural table names with a bare `id` key (MySQL int unsigned auto_increment,
-- bigserial after pgloader) and references as signed int(11) columns named <singular>_id
-- (model_id, category_id, manufacturer_id, supplier_id, depreciation_id, company_id, location_id,
-- license_id, accessory_id, consumable_id, component_id, asset_id, department_id), two that do not
-- name their table: status_id -> status_labels and rtd_location_id (the asset's default, "ready to
-- deploy" location) -> locations. user_id is the creator (the IT admin who made the row or did the
-- checkout: users 1..6 only) on nearly every table; the person a thing is checked out to is
-- assigned_to (accessories_users, consumables_users, license_seats: a user). assets.assigned_to
-- with assigned_type ('App\Models\User', 'App\Models\Location' or 'App\Models\Asset') is
-- polymorphic, and so are action_logs' item_id / item_type and target_id / target_type: no
-- reference, left out of the truth. Self references: users.manager_id, locations.manager_id ->
-- users, locations.parent_id (sites, then buildings and floors under them). company_id is nullable
-- (NULL on about a fifth of the rows: full multiple-company support came late); users and
-- catalog rows are soft-deleted (deleted_at) and never removed, so references to them still hold.
-- Seeded rows have user_id NULL (status labels 1..3). tinyint(1) flags are
-- booleans (pgloader's cast). assets.location_id is derived: the assigned user's location, the
-- assigned location, the parent asset's, else rtd_location_id.
-- Declared foreign keys: Snipe-IT's migrations declare none. Here the references its model
-- validation makes `required|exists` are declared (mode fk's truth): assets.model_id and status_id,
-- the category_id of models, accessories, consumables, components and licenses,
-- license_seats.license_id, accessories_users.accessory_id, consumables_users.consumable_id,
-- components_assets.component_id and asset_id, asset_maintenances.asset_id and supplier_id. Every
-- other reference is in the truth as undeclared.
-- Left out of the truth: models.fieldset_id (custom fieldsets are not in this extract; NULL on
-- every row), action_logs.accepted_id and thread_id (NULL on every row), the polymorphic columns
-- above. Skewed: a few popular laptop and monitor models, most checkouts done by two admins.
-- Deterministic: every pseudo-random choice is an md5 hash of its row's key (pg_temp.h).
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
-- a number in [0, 1) from a key
CREATE FUNCTION pg_temp.h(k text) RETURNS float8 LANGUAGE sql IMMUTABLE AS
$$ SELECT ('x' || substr(md5(k), 1, 8))::bit(32)::bigint / 4294967296.0 $$;
-- 1..n from a key, skewed towards 1 by e > 1
CREATE FUNCTION pg_temp.sk(k text, n int, e float8) RETURNS int LANGUAGE sql IMMUTABLE AS
$$ SELECT 1 + floor(n * pg_temp.h(k) ^ e)::int $$;
-- an IT admin doing the work: users 1..6, two of them do most of it
CREATE FUNCTION pg_temp.admin(k text) RETURNS int LANGUAGE sql IMMUTABLE AS
$$ SELECT (ARRAY[1, 2, 2, 3, 3, 3, 4, 5, 6, 3, 2])[1 + floor(11 * pg_temp.h(k || 'adm'))::int] $$;

-- ---- companies, users, locations, departments -----------------------------------------------
CREATE TABLE companies (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, created_at timestamp, updated_at timestamp,
  fax varchar(20), email varchar(150), phone varchar(20), image varchar(191));
CREATE UNIQUE INDEX companies_name_unique ON companies (name);
INSERT INTO companies (id, name, created_at, updated_at, fax, email, phone, image)
SELECT c, (ARRAY['Acme Holding', 'Acme Retail GmbH', 'Acme Logistics Ltd', 'Acme Labs Inc', 'Acme Services BV'])[c],
       '2018-03-01'::timestamp + c * interval '11 days', '2019-01-01', NULL, 'it@' || c || '.acme.example',
       '+1-555-01' || lpad(c::text, 2, '0'), NULL
  FROM generate_series(1, 5) c;
SELECT setval('companies_id_seq', 5);

CREATE TABLE users (
  id bigserial PRIMARY KEY, email varchar(191), password varchar(191) NOT NULL, permissions text,
  activated boolean DEFAULT false NOT NULL, activation_code varchar(191), activated_at timestamp,
  last_login timestamp, persist_code varchar(191), reset_password_code varchar(191),
  first_name varchar(191), last_name varchar(191), created_at timestamp, updated_at timestamp,
  deleted_at timestamp, website varchar(191), country varchar(191), gravatar varchar(191),
  location_id integer, phone varchar(191), jobtitle varchar(191), manager_id integer,
  employee_num text, avatar varchar(191), username varchar(191), notes text, company_id integer,
  remember_token text, ldap_import boolean DEFAULT false NOT NULL, locale varchar(10) DEFAULT 'en',
  show_in_list boolean DEFAULT true NOT NULL, two_factor_secret varchar(32), two_factor_enrolled boolean DEFAULT false NOT NULL,
  two_factor_optin boolean DEFAULT false NOT NULL, department_id integer, address varchar(191),
  city varchar(191), state varchar(191), zip varchar(10), skin varchar(191), remote boolean DEFAULT false,
  start_date date, end_date date, scim_externalid varchar(191), autoassign_licenses boolean DEFAULT true NOT NULL,
  vip boolean DEFAULT false);
CREATE INDEX users_activation_code_index ON users (activation_code);
CREATE INDEX users_reset_password_code_index ON users (reset_password_code);
-- 1..6 the IT admins, 7..60 managers and staff, 61..430 staff; about 5% left (soft-deleted)
INSERT INTO users (id, email, password, permissions, activated, activated_at, last_login, first_name, last_name,
                   created_at, updated_at, deleted_at, country, location_id, phone, jobtitle, manager_id, employee_num,
                   username, notes, company_id, ldap_import, locale, department_id, remote, start_date, end_date, vip)
SELECT u, lower(fn || '.' || ln) || u || '@acme.example', '$2y$10$' || md5('pw' || u) || 'abcdefghijklmnopq',
       CASE WHEN u = 1 THEN '{"superuser":"1"}' WHEN u <= 6 THEN '{"admin":"1"}' ELSE '{"assets.view":"1"}' END,
       pg_temp.h('act' || u) < 0.93, c, c + (u % 300) * interval '1 day', fn, ln, c, c + interval '40 days',
       CASE WHEN u > 6 AND pg_temp.h('del' || u) < 0.05 THEN c + interval '700 days' END,
       (ARRAY['US', 'US', 'DE', 'GB', 'NL'])[1 + u % 5],
       CASE WHEN pg_temp.h('uloc' || u) < 0.10 THEN NULL ELSE 4 + pg_temp.sk('uloc2' || u, 26, 1.4) END,
       '+1-555-' || lpad((1000 + u)::text, 4, '0'),
       CASE WHEN u <= 6 THEN 'IT Administrator' WHEN u <= 60 THEN 'Team Lead'
            ELSE (ARRAY['Engineer', 'Analyst', 'Sales Rep', 'Accountant', 'Designer', 'Support Agent'])[1 + u % 6] END,
       CASE WHEN u = 1 THEN NULL WHEN u <= 6 THEN 1 WHEN u <= 20 THEN CASE WHEN u % 3 = 0 THEN NULL ELSE 1 + u % 6 END
            WHEN pg_temp.h('mgr' || u) < 0.25 THEN NULL ELSE 7 + floor(pg_temp.h('mgr2' || u) * 54)::int END,
       CASE WHEN u = 1 THEN NULL ELSE 'E' || lpad((10000 + u * 3)::text, 6, '0') END,
       lower(substr(fn, 1, 1) || ln) || u, CASE WHEN u % 37 = 0 THEN 'Contractor' END,
       CASE WHEN pg_temp.h('ucomp' || u) < 0.2 THEN NULL ELSE pg_temp.sk('ucomp2' || u, 5, 1.6) END,
       u > 6 AND u % 4 <> 0, (ARRAY['en', 'en', 'en', 'de', 'en-GB', 'nl'])[1 + u % 6],
       CASE WHEN pg_temp.h('udep' || u) < 0.15 THEN NULL WHEN u <= 6 THEN 1 ELSE pg_temp.sk('udep2' || u, 14, 1.2) END,
       u % 11 = 0, (c + interval '7 days')::date, NULL, u % 53 = 0
  FROM (SELECT u, (ARRAY['Anna', 'Ben', 'Carla', 'David', 'Eva', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kim',
                         'Lena', 'Marco', 'Nora', 'Omar', 'Paula', 'Quentin', 'Rosa', 'Sven', 'Tara'])[1 + u % 20] AS fn,
               (ARRAY['Smith', 'Meyer', 'Jansen', 'Brown', 'Schulz', 'Bakker', 'Taylor', 'Wagner', 'de Vries', 'Evans',
                      'Becker', 'Visser', 'Clark', 'Hoffmann', 'Mulder'])[1 + (u * 7) % 15] AS ln,
               CASE WHEN u = 1 THEN '2018-03-01'::timestamp ELSE '2018-03-05'::timestamp + u * interval '4 days' END AS c
          FROM generate_series(1, 430) u) x;
SELECT setval('users_id_seq', 430);
UPDATE users SET manager_id = 1 WHERE manager_id = id;

CREATE TABLE locations (
  id bigserial PRIMARY KEY, name varchar(191), city varchar(191), state varchar(191), country varchar(2),
  created_at timestamp, updated_at timestamp, user_id integer, address varchar(191), address2 varchar(191),
  zip varchar(10), deleted_at timestamp, parent_id integer, currency varchar(191), ldap_ou varchar(191),
  manager_id integer, image varchar(191));
-- 1..4 the sites, 5..30 buildings and floors under an earlier location
INSERT INTO locations
SELECT l, CASE WHEN l <= 4 THEN (ARRAY['New York HQ', 'Berlin', 'London', 'Amsterdam'])[l]
               WHEN l <= 12 THEN 'Building ' || chr(60 + l) ELSE 'Floor ' || l END,
       (ARRAY['New York', 'Berlin', 'London', 'Amsterdam'])[1 + (l - 1) % 4], NULL,
       (ARRAY['US', 'DE', 'GB', 'NL'])[1 + (l - 1) % 4],
       '2018-03-02'::timestamp + l * interval '5 days', '2019-06-01',
       CASE WHEN l <= 4 THEN 1 ELSE pg_temp.admin('loc' || l) END,
       l * 10 || ' Main Street', NULL, lpad((10000 + l * 17)::text, 5, '0'),
       CASE WHEN l IN (19, 27) THEN '2022-01-10'::timestamp END,
       CASE WHEN l <= 4 THEN NULL WHEN l <= 12 THEN 1 + (l - 1) % 4 ELSE 5 + floor(pg_temp.h('par' || l) * 8)::int END,
       (ARRAY['USD', 'EUR', 'GBP', 'EUR'])[1 + (l - 1) % 4],
       CASE WHEN l <= 4 THEN 'OU=Site' || l || ',DC=acme,DC=example' END,
       CASE WHEN pg_temp.h('lmgr' || l) < 0.55 THEN NULL ELSE 7 + floor(pg_temp.h('lmgr2' || l) * 54)::int END, NULL
  FROM generate_series(1, 30) l;
SELECT setval('locations_id_seq', 30);

CREATE TABLE departments (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, fax varchar(191), phone varchar(191), user_id integer NOT NULL,
  company_id integer, location_id integer, manager_id integer, notes varchar(191), created_at timestamp,
  updated_at timestamp, deleted_at timestamp, image varchar(191));
INSERT INTO departments
SELECT d, (ARRAY['IT', 'Finance', 'Sales', 'Marketing', 'Engineering', 'Human Resources', 'Support', 'Legal',
                 'Operations', 'Design', 'Procurement', 'Research', 'Facilities', 'Warehouse'])[d],
       NULL, '+1-555-2' || lpad(d::text, 3, '0'), pg_temp.admin('dep' || d),
       CASE WHEN d % 5 = 0 THEN NULL ELSE 1 + d % 5 END, CASE WHEN d % 6 = 0 THEN NULL ELSE 1 + d % 4 END,
       CASE WHEN d = 1 THEN 1 WHEN d % 7 = 0 THEN NULL ELSE 7 + d * 3 END, NULL,
       '2018-03-10'::timestamp + d * interval '1 day', '2020-01-01', CASE WHEN d = 13 THEN '2023-02-01'::timestamp END, NULL
  FROM generate_series(1, 14) d;
SELECT setval('departments_id_seq', 14);

-- ---- the catalog ---------------------------------------------------------------------------
CREATE TABLE manufacturers (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, created_at timestamp, updated_at timestamp, user_id integer NOT NULL,
  deleted_at timestamp, url varchar(191), support_url varchar(191), support_phone varchar(191),
  support_email varchar(191), image varchar(191), warranty_lookup_url varchar(191));
INSERT INTO manufacturers
SELECT m, n, '2018-03-03'::timestamp + m * interval '2 days', '2020-01-01', pg_temp.admin('man' || m),
       CASE WHEN m = 14 THEN '2021-05-05'::timestamp END, 'https://www.' || lower(replace(n, ' ', '')) || '.example',
       'https://support.' || lower(replace(n, ' ', '')) || '.example', '+1-800-555-' || lpad(m::text, 4, '0'),
       CASE WHEN m % 3 = 0 THEN 'support@' || lower(replace(n, ' ', '')) || '.example' END, NULL,
       CASE WHEN m IN (1, 2, 3) THEN 'https://warranty.' || lower(n) || '.example/{SERIAL}' END
  FROM (SELECT m, (ARRAY['Apple', 'Dell', 'Lenovo', 'HP', 'Microsoft', 'Samsung', 'LG', 'Cisco', 'Logitech', 'Brother',
                         'Canon', 'Adobe', 'Autodesk', 'Asus', 'Jabra', 'Kingston', 'Seagate', 'Intel'])[m] AS n
          FROM generate_series(1, 18) m) x;
SELECT setval('manufacturers_id_seq', 18);

CREATE TABLE categories (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, created_at timestamp, updated_at timestamp, user_id integer,
  deleted_at timestamp, eula_text text, use_default_eula boolean DEFAULT false NOT NULL,
  require_acceptance boolean DEFAULT false NOT NULL, category_type varchar(191) DEFAULT 'asset',
  checkin_email boolean DEFAULT false NOT NULL, image varchar(191));
INSERT INTO categories
SELECT c, n, '2018-03-04'::timestamp + c * interval '1 day', '2020-01-01', pg_temp.admin('cat' || c), NULL,
       CASE WHEN c IN (1, 4) THEN 'You agree to take care of this device.' END, c = 2, c IN (1, 4, 5), t, c <= 2, NULL
  FROM (SELECT c, (ARRAY['Laptops', 'Desktops', 'Monitors', 'Mobile Phones', 'Tablets', 'Servers', 'Printers',
                         'Network Equipment', 'Projectors', 'Keyboards', 'Mice', 'Headsets', 'Docking Stations',
                         'Toner', 'Paper', 'Batteries', 'RAM', 'Hard Drives', 'CPUs', 'Software', 'Operating Systems',
                         'Cloud Subscriptions'])[c] AS n,
               CASE WHEN c <= 9 THEN 'asset' WHEN c <= 13 THEN 'accessory' WHEN c <= 16 THEN 'consumable'
                    WHEN c <= 19 THEN 'component' ELSE 'license' END AS t
          FROM generate_series(1, 22) c) x;
SELECT setval('categories_id_seq', 22);

CREATE TABLE depreciations (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, months integer NOT NULL, created_at timestamp,
  updated_at timestamp, user_id integer NOT NULL, depreciation_min numeric(8, 2));
INSERT INTO depreciations VALUES
  (1, 'Computers 3 years', 36, '2018-03-05', '2018-03-05', 1, 0),
  (2, 'Monitors 5 years', 60, '2018-03-05', '2018-03-05', 1, 0),
  (3, 'Servers 4 years', 48, '2018-04-20', '2018-04-20', 2, 100),
  (4, 'Phones 2 years', 24, '2019-02-11', '2019-02-11', 3, 0);
SELECT setval('depreciations_id_seq', 4);

CREATE TABLE status_labels (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, user_id integer, created_at timestamp, updated_at timestamp,
  deleted_at timestamp, deployable boolean DEFAULT false NOT NULL, pending boolean DEFAULT false NOT NULL,
  archived boolean DEFAULT false NOT NULL, notes text, color varchar(10), show_in_nav boolean DEFAULT false,
  default_label boolean DEFAULT false);
INSERT INTO status_labels VALUES
  (1, 'Pending', NULL, '2018-03-01', '2018-03-01', NULL, false, true, false, 'These assets are not yet ready to be deployed', NULL, false, false),
  (2, 'Ready to Deploy', NULL, '2018-03-01', '2018-03-01', NULL, true, false, false, 'These assets can be checked out', '#00a65a', true, true),
  (3, 'Archived', NULL, '2018-03-01', '2018-03-01', NULL, false, false, true, 'These assets are permanently undeployable', NULL, false, false),
  (4, 'Out for Repair', 2, '2018-05-02', '2018-05-02', NULL, false, false, false, NULL, '#f39c12', true, false),
  (5, 'Broken - Not Fixable', 2, '2018-05-02', '2018-05-02', NULL, false, false, true, NULL, '#dd4b39', false, false),
  (6, 'Lost/Stolen', 3, '2019-01-15', '2019-01-15', NULL, false, false, true, NULL, '#000000', false, false),
  (7, 'In Transit', 3, '2020-09-01', '2020-09-01', '2022-03-01', false, true, false, NULL, NULL, false, false);
SELECT setval('status_labels_id_seq', 7);

CREATE TABLE suppliers (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, address varchar(250), address2 varchar(250), city varchar(191),
  state varchar(32), country varchar(2), phone varchar(35), fax varchar(35), email varchar(150), contact varchar(100),
  notes varchar(191), created_at timestamp, updated_at timestamp, user_id integer, deleted_at timestamp,
  zip varchar(10), url varchar(250), image varchar(191));
INSERT INTO suppliers
SELECT s, (ARRAY['CDW', 'Insight', 'SHI International', 'Bechtle', 'Computacenter', 'Amazon Business', 'Misco',
                 'Softcat', 'Cancom', 'Staples', 'B&H Photo', 'Local Repair Shop'])[s],
       s * 3 || ' Commerce Way', NULL, (ARRAY['Chicago', 'Tempe', 'Somerset', 'Neckarsulm', 'Hatfield', 'Seattle'])[1 + s % 6],
       NULL, (ARRAY['US', 'US', 'US', 'DE', 'GB', 'US'])[1 + s % 6], '+1-555-3' || lpad(s::text, 3, '0'), NULL,
       'sales@supplier' || s || '.example', (ARRAY['John', 'Mia', 'Lars', 'Emma'])[1 + s % 4], NULL,
       '2018-03-06'::timestamp + s * interval '3 days', '2020-01-01', pg_temp.admin('sup' || s),
       CASE WHEN s = 7 THEN '2021-08-01'::timestamp END, lpad((20000 + s * 31)::text, 5, '0'),
       'https://supplier' || s || '.example', NULL
  FROM generate_series(1, 12) s;
SELECT setval('suppliers_id_seq', 12);

CREATE TABLE models (
  id bigserial PRIMARY KEY, name varchar(191) NOT NULL, model_number varchar(191), manufacturer_id integer,
  category_id integer, created_at timestamp, updated_at timestamp, depreciation_id integer, user_id integer,
  eol integer, image varchar(191), deprecated_mac_address boolean DEFAULT false NOT NULL, deleted_at timestamp,
  fieldset_id integer, notes text, requestable boolean DEFAULT false NOT NULL, min_amt integer);
-- 70 models; category by model (laptops and monitors most), their maker a hardware one
INSERT INTO models
SELECT m, (ARRAY['Latitude', 'ThinkPad', 'MacBook Pro', 'EliteBook', 'Surface', 'OptiPlex', 'UltraSharp', 'iPhone',
                 'Galaxy', 'iPad', 'PowerEdge', 'LaserJet', 'Catalyst', 'Meraki', 'ProLite'])[1 + m % 15] || ' ' || (100 + m * 7),
       upper(substr(md5('mn' || m), 1, 8)),
       CASE WHEN m % 23 = 0 THEN NULL ELSE (ARRAY[1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 11, 14])[1 + floor(13 * pg_temp.h('mman' || m))::int] END,
       c, '2018-03-08'::timestamp + m * interval '20 days', '2021-01-01',
       CASE WHEN c IN (1, 2) THEN 1 WHEN c = 3 THEN 2 WHEN c = 6 THEN 3 WHEN c IN (4, 5) THEN 4 END,
       pg_temp.admin('mod' || m), CASE WHEN c IN (1, 2, 4, 5) THEN 36 WHEN c = 3 THEN 60 END, NULL, false,
       CASE WHEN m % 19 = 0 THEN '2023-01-01'::timestamp END, NULL, NULL, m % 4 = 0,
       CASE WHEN m % 5 = 0 THEN 2 END
  FROM (SELECT m, (ARRAY[1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7, 8, 9])[1 + floor(16 * pg_temp.h('mcat' || m))::int] AS c
          FROM generate_series(1, 70) m) x;
SELECT setval('models_id_seq', 70);

-- ---- assets ----------------------------------------------------------------------------------
CREATE TABLE assets (
  id bigserial PRIMARY KEY, name varchar(191), asset_tag varchar(191), model_id integer, serial varchar(191),
  purchase_date date, asset_eol_date date, purchase_cost numeric(20, 2), order_number varchar(191),
  assigned_to integer, notes text, image text, user_id integer, created_at timestamp, updated_at timestamp,
  physical boolean DEFAULT true NOT NULL, deleted_at timestamp, status_id integer, archived boolean DEFAULT false,
  warranty_months integer, depreciate boolean, supplier_id integer, requestable boolean DEFAULT false NOT NULL,
  rtd_location_id integer, accepted varchar(191), last_checkout timestamp, last_checkin timestamp,
  expected_checkin date, company_id integer, assigned_type varchar(191), last_audit_date timestamp,
  next_audit_date date, location_id integer, checkin_counter integer DEFAULT 0 NOT NULL,
  checkout_counter integer DEFAULT 0 NOT NULL, requests_counter integer DEFAULT 0 NOT NULL, byod boolean DEFAULT false);
CREATE UNIQUE INDEX assets_asset_tag_unique ON assets (asset_tag);
CREATE INDEX assets_rtd_location_id_index ON assets (rtd_location_id);
CREATE INDEX assets_assigned_type_assigned_to_index ON assets (assigned_type, assigned_to);
-- 2400 assets; status 2 (deployable) for most, deployed ones are checked out;
-- kind: u = to a user, l = to a location, a = to an earlier asset (a monitor to a desktop), n = not checked out
CREATE TEMP TABLE a0 AS
SELECT a, pg_temp.sk('amod' || a, 70, 1.8) AS model_id,
       CASE WHEN k < 0.80 THEN 2 WHEN k < 0.86 THEN 1 WHEN k < 0.92 THEN 3 WHEN k < 0.95 THEN 4
            WHEN k < 0.975 THEN 5 ELSE 6 END AS status_id,
       '2018-04-01'::timestamp + a * interval '21 hours' AS c
  FROM (SELECT a, pg_temp.h('ast' || a) AS k FROM generate_series(1, 2400) a) x;
ALTER TABLE a0 ADD COLUMN kind char(1), ADD COLUMN tgt integer, ADD COLUMN rtd integer;
UPDATE a0 SET kind = CASE WHEN status_id <> 2 OR pg_temp.h('akind' || a) < 0.30 THEN 'n'
                          WHEN pg_temp.h('akind2' || a) < 0.86 THEN 'u'
                          WHEN pg_temp.h('akind2' || a) < 0.95 OR a < 50 THEN 'l' ELSE 'a' END,
              rtd = CASE WHEN pg_temp.h('artd' || a) < 0.08 THEN NULL ELSE 1 + floor(30 * pg_temp.h('artd2' || a) ^ 1.3)::int END;
UPDATE a0 SET rtd = 1 WHERE rtd IN (19, 27);
UPDATE a0 SET tgt = CASE kind WHEN 'u' THEN 7 + floor(424 * pg_temp.h('atgt' || a))::int
                              WHEN 'l' THEN 1 + floor(30 * pg_temp.h('atgt' || a))::int
                              WHEN 'a' THEN 1 + floor((a - 1) * pg_temp.h('atgt' || a))::int END;
INSERT INTO assets (id, name, asset_tag, model_id, serial, purchase_date, asset_eol_date, purchase_cost, order_number,
                    assigned_to, notes, user_id, created_at, updated_at, deleted_at, status_id, warranty_months,
                    depreciate, supplier_id, requestable, rtd_location_id, last_checkout, expected_checkin,
                    company_id, assigned_type, last_audit_date, next_audit_date, location_id, checkin_counter,
                    checkout_counter, byod)
SELECT a.a, CASE WHEN m.category_id IN (1, 2) THEN 'PC-' || lpad(a.a::text, 5, '0') END,
       'ACME-' || lpad(a.a::text, 6, '0'), a.model_id, upper(substr(md5('ser' || a.a), 1, 12)),
       (a.c - interval '10 days')::date, (a.c + interval '3 years')::date,
       round((200 + 2400 * pg_temp.h('cost' || a.model_id))::numeric, 2),
       CASE WHEN a.a % 3 <> 0 THEN 'PO-' || (1000 + a.a / 20) END,
       a.tgt, CASE WHEN a.a % 41 = 0 THEN 'Screen replaced' END, pg_temp.admin('au' || a.a), a.c, a.c + interval '90 days',
       CASE WHEN a.status_id IN (3, 5, 6) AND pg_temp.h('adel' || a.a) < 0.4 THEN a.c + interval '4 years' END,
       a.status_id, CASE WHEN m.category_id IN (1, 2, 3) THEN (ARRAY[12, 24, 36, 36])[1 + a.a % 4] END, false,
       CASE WHEN pg_temp.h('asup' || a.a) < 0.35 THEN NULL ELSE pg_temp.sk('asup2' || a.a, 12, 1.5) END,
       a.a % 17 = 0, a.rtd,
       CASE WHEN a.kind <> 'n' THEN a.c + interval '12 days' END,
       CASE WHEN a.kind = 'u' AND a.a % 9 = 0 THEN (a.c + interval '200 days')::date END,
       CASE WHEN pg_temp.h('acomp' || a.a) < 0.2 THEN NULL ELSE pg_temp.sk('acomp2' || a.a, 5, 1.6) END,
       CASE a.kind WHEN 'u' THEN 'App\Models\User' WHEN 'l' THEN 'App\Models\Location' WHEN 'a' THEN 'App\Models\Asset' END,
       CASE WHEN a.a % 4 = 0 THEN a.c + interval '300 days' END, CASE WHEN a.a % 4 = 0 THEN (a.c + interval '665 days')::date END,
       NULL, (a.a % 5), (a.a % 5) + CASE WHEN a.kind <> 'n' THEN 1 ELSE 0 END, a.a % 97 = 0
  FROM a0 a JOIN models m ON m.id = a.model_id
 ORDER BY a.a;
SELECT setval('assets_id_seq', 2400);
-- the current location: the assigned user's, the assigned location, the parent asset's, else the default
UPDATE assets s SET location_id = u.location_id FROM users u WHERE s.assigned_type = 'App\Models\User' AND u.id = s.assigned_to;
UPDATE assets s SET location_id = s.assigned_to WHERE s.assigned_type = 'App\Models\Location';
UPDATE assets s SET location_id = s.rtd_location_id WHERE s.assigned_type IS NULL;
UPDATE assets s SET location_id = p.location_id FROM assets p WHERE s.assigned_type = 'App\Models\Asset' AND p.id = s.assigned_to;

-- ---- accessories, consumables, components, licenses -----------------------------------------
CREATE TABLE accessories (
  id bigserial PRIMARY KEY, name varchar(191), category_id integer, user_id integer, qty integer DEFAULT 0 NOT NULL,
  requestable boolean DEFAULT false NOT NULL, created_at timestamp, updated_at timestamp, deleted_at timestamp,
  location_id integer, purchase_date date, purchase_cost numeric(20, 2), order_number varchar(191), company_id integer,
  min_amt integer, manufacturer_id integer, model_number varchar(191), image varchar(191), supplier_id integer);
INSERT INTO accessories
SELECT x, (ARRAY['Wireless Keyboard', 'USB Mouse', 'Headset', 'USB-C Dock', 'Keyboard DE', 'Trackball', 'Speakerphone', 'Thunderbolt Dock'])[1 + x % 8] || ' ' || x,
       10 + x % 4, pg_temp.admin('acc' || x), 5 + floor(60 * pg_temp.h('accq' || x))::int, x % 3 = 0,
       '2018-05-01'::timestamp + x * interval '30 days', '2021-01-01', CASE WHEN x = 33 THEN '2023-03-01'::timestamp END,
       CASE WHEN x % 7 = 0 THEN NULL ELSE 1 + x % 4 END, ('2018-04-25'::timestamp + x * interval '30 days')::date,
       round((15 + 180 * pg_temp.h('accc' || x))::numeric, 2), 'PO-A' || x,
       CASE WHEN x % 5 = 0 THEN NULL ELSE 1 + x % 5 END, 3,
       (ARRAY[9, 9, 15, 2, 3, 9, 15, 1, 5])[1 + x % 9], upper(substr(md5('am' || x), 1, 6)), NULL,
       CASE WHEN x % 6 = 0 THEN NULL ELSE 1 + (x * 5) % 12 END
  FROM generate_series(1, 40) x;
SELECT setval('accessories_id_seq', 40);

CREATE TABLE accessories_users (
  id bigserial PRIMARY KEY, user_id integer, accessory_id integer, assigned_to integer, created_at timestamp,
  updated_at timestamp, note varchar(191));
INSERT INTO accessories_users (id, user_id, accessory_id, assigned_to, created_at, updated_at, note)
SELECT i, pg_temp.admin('au' || i), pg_temp.sk('aua' || i, 40, 1.5), 7 + floor(424 * pg_temp.h('aut' || i))::int,
       '2018-06-01'::timestamp + i * interval '5 days', '2018-06-01'::timestamp + i * interval '5 days',
       CASE WHEN i % 13 = 0 THEN 'replacement' END
  FROM generate_series(1, 360) i;
SELECT setval('accessories_users_id_seq', 360);

CREATE TABLE consumables (
  id bigserial PRIMARY KEY, name varchar(191), category_id integer, location_id integer, user_id integer,
  qty integer DEFAULT 0 NOT NULL, requestable boolean DEFAULT false NOT NULL, created_at timestamp, updated_at timestamp,
  deleted_at timestamp, purchase_date date, purchase_cost numeric(13, 4), order_number varchar(191), company_id integer,
  min_amt integer, model_number varchar(191), manufacturer_id integer, item_no varchar(191), image varchar(191),
  supplier_id integer);
INSERT INTO consumables
SELECT x, (ARRAY['Toner Black', 'Toner Cyan', 'A4 Paper Box', 'AA Batteries', 'AAA Batteries', 'Toner Magenta'])[1 + x % 6] || ' ' || x,
       (ARRAY[14, 14, 15, 16, 16, 14])[1 + x % 6], CASE WHEN x % 5 = 0 THEN NULL ELSE 1 + x % 4 END,
       pg_temp.admin('con' || x), 20 + floor(200 * pg_temp.h('conq' || x))::int, false,
       '2018-05-10'::timestamp + x * interval '40 days', '2021-01-01', NULL,
       ('2018-05-08'::timestamp + x * interval '40 days')::date, round((5 + 90 * pg_temp.h('conc' || x))::numeric, 4),
       'PO-C' || x, CASE WHEN x % 4 = 0 THEN NULL ELSE 1 + x % 5 END, 10, upper(substr(md5('cm' || x), 1, 7)),
       CASE WHEN x % 6 IN (2, 3, 4) THEN NULL ELSE (ARRAY[4, 10, 11])[1 + x % 3] END, 'IT-' || (5000 + x),
       NULL, CASE WHEN x % 3 = 0 THEN NULL ELSE 1 + (x * 7) % 12 END
  FROM generate_series(1, 30) x;
SELECT setval('consumables_id_seq', 30);

CREATE TABLE consumables_users (
  id bigserial PRIMARY KEY, user_id integer, consumable_id integer, assigned_to integer, created_at timestamp,
  updated_at timestamp, note varchar(191));
INSERT INTO consumables_users (id, user_id, consumable_id, assigned_to, created_at, updated_at, note)
SELECT i, pg_temp.admin('cu' || i), pg_temp.sk('cuc' || i, 30, 1.7), 7 + floor(424 * pg_temp.h('cut' || i) ^ 1.3)::int,
       '2018-06-03'::timestamp + i * interval '3 days', '2018-06-03'::timestamp + i * interval '3 days', NULL
  FROM generate_series(1, 620) i;
SELECT setval('consumables_users_id_seq', 620);

CREATE TABLE components (
  id bigserial PRIMARY KEY, name varchar(191), category_id integer, location_id integer, company_id integer,
  user_id integer, qty integer DEFAULT 1 NOT NULL, order_number varchar(191), purchase_date date,
  purchase_cost numeric(20, 2), created_at timestamp, updated_at timestamp, deleted_at timestamp, min_amt integer,
  serial varchar(191), image varchar(191), supplier_id integer);
INSERT INTO components
SELECT x, (ARRAY['8GB DDR4', '16GB DDR4', '512GB SSD', '1TB HDD', 'Xeon E5', 'Core i7'])[1 + x % 6] || ' lot ' || x,
       (ARRAY[17, 17, 18, 18, 19, 19])[1 + x % 6], CASE WHEN x % 4 = 0 THEN NULL ELSE 1 + x % 4 END,
       CASE WHEN x % 5 = 0 THEN NULL ELSE 1 + x % 5 END, pg_temp.admin('cmp' || x), 10 + floor(40 * pg_temp.h('cmpq' || x))::int,
       'PO-K' || x, ('2018-07-01'::timestamp + x * interval '50 days')::date, round((30 + 300 * pg_temp.h('cmpc' || x))::numeric, 2),
       '2018-07-02'::timestamp + x * interval '50 days', '2021-01-01', NULL, 2, NULL, NULL,
       CASE WHEN x % 3 = 0 THEN NULL ELSE 1 + (x * 11) % 12 END
  FROM generate_series(1, 26) x;
SELECT setval('components_id_seq', 26);

CREATE TABLE components_assets (
  id bigserial PRIMARY KEY, user_id integer, assigned_qty integer DEFAULT 1, component_id integer, asset_id integer,
  created_at timestamp, updated_at timestamp, note varchar(191));
-- installed into desktops and servers
INSERT INTO components_assets (id, user_id, assigned_qty, component_id, asset_id, created_at, updated_at, note)
SELECT row_number() OVER (ORDER BY s.id, k), pg_temp.admin('ca' || s.id || k), 1 + (s.id + k) % 2,
       1 + floor(26 * pg_temp.h('cac' || s.id || k))::int, s.id, s.created_at + interval '30 days',
       s.created_at + interval '30 days', NULL
  FROM assets s JOIN models m ON m.id = s.model_id, generate_series(1, 2) k
 WHERE m.category_id IN (2, 6) AND (k = 1 OR s.id % 3 = 0) AND pg_temp.h('cas' || s.id) < 0.45;
SELECT setval('components_assets_id_seq', (SELECT max(id) FROM components_assets));

CREATE TABLE licenses (
  id bigserial PRIMARY KEY, name varchar(191), serial text, purchase_date date, purchase_cost numeric(20, 2),
  order_number varchar(50), seats integer DEFAULT 1 NOT NULL, notes text, user_id integer, depreciation_id integer,
  created_at timestamp, updated_at timestamp, deleted_at timestamp, license_name varchar(191), license_email varchar(191),
  depreciate boolean, supplier_id integer, expiration_date date, purchase_order varchar(191), termination_date date,
  maintained boolean, reassignable boolean DEFAULT true NOT NULL, company_id integer, manufacturer_id integer,
  category_id integer, min_amt integer);
INSERT INTO licenses
SELECT x, (ARRAY['Office 365 E3', 'Windows 11 Pro', 'Adobe Creative Cloud', 'AutoCAD', 'Slack Business', 'Zoom Pro',
                 'JetBrains All Products', 'Acrobat Pro'])[1 + x % 8] || CASE WHEN x > 8 THEN ' (' || x || ')' ELSE '' END,
       upper(substr(md5('lic' || x), 1, 20)), ('2018-08-01'::timestamp + x * interval '45 days')::date,
       round((100 + 5000 * pg_temp.h('licc' || x))::numeric, 2), 'PO-L' || x, 4 + floor(46 * pg_temp.h('lics' || x))::int,
       NULL, pg_temp.admin('lic' || x), CASE WHEN x % 7 = 0 THEN (ARRAY[1, 4])[1 + x % 2] END,
       '2018-08-02'::timestamp + x * interval '45 days', '2022-01-01', CASE WHEN x = 29 THEN '2023-06-01'::timestamp END,
       'Acme Corp', 'licensing@acme.example', x % 7 = 0,
       CASE WHEN x % 4 = 0 THEN NULL ELSE 1 + (x * 3) % 12 END, ('2019-08-01'::timestamp + x * interval '45 days')::date,
       CASE WHEN x % 2 = 0 THEN 'PO-' || (7000 + x) END, NULL, x % 3 <> 0, x % 5 <> 0,
       CASE WHEN x % 4 = 0 THEN NULL ELSE 1 + x % 5 END, (ARRAY[5, 5, 12, 13, 5, 12])[1 + x % 6],
       (ARRAY[20, 21, 20, 20, 22, 22, 20, 20])[1 + x % 8], NULL
  FROM generate_series(1, 32) x;
SELECT setval('licenses_id_seq', 32);

CREATE TABLE license_seats (
  id bigserial PRIMARY KEY, license_id integer, assigned_to integer, notes text, user_id integer, created_at timestamp,
  updated_at timestamp, deleted_at timestamp, asset_id integer);
CREATE INDEX license_seats_license_id_index ON license_seats (license_id);
-- one row per seat; 55% checked out to a user, 8% to an asset (a device license)
INSERT INTO license_seats (id, license_id, assigned_to, notes, user_id, created_at, updated_at, deleted_at, asset_id)
SELECT row_number() OVER (ORDER BY l.id, k), l.id,
       CASE WHEN pg_temp.h('ls' || l.id || '.' || k) < 0.55 THEN 7 + floor(424 * pg_temp.h('lsu' || l.id || '.' || k))::int END,
       NULL, pg_temp.admin('lsa' || l.id || '.' || k), l.created_at, l.created_at + interval '60 days', NULL,
       CASE WHEN pg_temp.h('ls' || l.id || '.' || k) >= 0.92 THEN 1 + floor(2400 * pg_temp.h('lsx' || l.id || '.' || k))::int END
  FROM licenses l, generate_series(1, l.seats) k;
SELECT setval('license_seats_id_seq', (SELECT max(id) FROM license_seats));

-- ---- maintenances and the activity log --------------------------------------------------------
CREATE TABLE asset_maintenances (
  id bigserial PRIMARY KEY, asset_id integer NOT NULL, supplier_id integer NOT NULL, asset_maintenance_type varchar(191) NOT NULL,
  title varchar(100) NOT NULL, is_warranty boolean NOT NULL, start_date date NOT NULL, completion_date date,
  asset_maintenance_time integer, notes text, cost numeric(20, 2), deleted_at timestamp, created_at timestamp,
  updated_at timestamp, user_id integer);
INSERT INTO asset_maintenances
SELECT i, a, 1 + floor(12 * pg_temp.h('ams' || i) ^ 0.7)::int,
       (ARRAY['Maintenance', 'Repair', 'Repair', 'Upgrade', 'PAT test', 'Calibration', 'Hardware Support', 'Software Support'])[1 + i % 8],
       (ARRAY['Battery replacement', 'Screen repair', 'RAM upgrade', 'Annual PAT', 'Keyboard replacement'])[1 + i % 5],
       i % 3 = 0, d::date, CASE WHEN i % 10 <> 0 THEN (d + (2 + i % 12) * interval '1 day')::date END,
       CASE WHEN i % 10 <> 0 THEN 2 + i % 12 END, NULL, CASE WHEN i % 3 = 0 THEN 0 ELSE round((40 + 400 * pg_temp.h('amc' || i))::numeric, 2) END,
       CASE WHEN i % 29 = 0 THEN d + interval '30 days' END, d, d, pg_temp.admin('amu' || i)
  FROM (SELECT i, pg_temp.sk('ama' || i, 2400, 1.2) AS a, '2019-01-01'::timestamp + i * interval '8 days' AS d
          FROM generate_series(1, 230) i) x;
SELECT setval('asset_maintenances_id_seq', 230);

CREATE TABLE action_logs (
  id bigserial PRIMARY KEY, user_id integer, action_type varchar(191) NOT NULL, target_id integer,
  target_type varchar(191), location_id integer, note text, filename text, item_type varchar(191) NOT NULL,
  item_id integer NOT NULL, expected_checkin date, accepted_id integer, created_at timestamp, updated_at timestamp,
  deleted_at timestamp, thread_id integer, company_id integer, accept_signature varchar(100), log_meta text,
  action_date timestamp, stored_eula text, action_source varchar(191), remote_ip varchar(45), user_agent varchar(191));
CREATE INDEX action_logs_target_id_target_type_index ON action_logs (target_id, target_type);
CREATE INDEX action_logs_item_type_item_id_action_type_index ON action_logs (item_type, item_id, action_type);
INSERT INTO action_logs (user_id, action_type, target_id, target_type, location_id, note, item_type, item_id,
                         expected_checkin, created_at, updated_at, company_id, log_meta, action_date, action_source, remote_ip, user_agent)
SELECT user_id, action_type, target_id, target_type, location_id, note, item_type, item_id, expected_checkin, t, t,
       company_id, log_meta, t, src, '10.0.' || (user_id * 7) % 250 || '.' || (user_id * 13) % 250, 'Mozilla/5.0'
  FROM (
    -- every asset's creation
    SELECT s.user_id, 'create new' AS action_type, NULL::int AS target_id, NULL AS target_type, NULL::int AS location_id,
           NULL AS note, 'App\Models\Asset' AS item_type, s.id::int AS item_id, NULL::date AS expected_checkin, s.created_at AS t,
           s.company_id, NULL AS log_meta, CASE WHEN s.id % 5 = 0 THEN 'importer' ELSE 'gui' END AS src
      FROM assets s
    UNION ALL
    -- the current checkout of each checked-out asset
    SELECT pg_temp.admin('lco' || s.id), 'checkout', s.assigned_to, s.assigned_type,
           CASE WHEN s.assigned_type = 'App\Models\Location' THEN s.assigned_to END, NULL, 'App\Models\Asset', s.id::int,
           s.expected_checkin, s.last_checkout, s.company_id, NULL, 'gui'
      FROM assets s WHERE s.assigned_to IS NOT NULL
    UNION ALL
    -- earlier checkouts and checkins to users
    SELECT pg_temp.admin('lci' || s.id || k), CASE WHEN k = 1 THEN 'checkout' ELSE 'checkin from' END,
           7 + floor(424 * pg_temp.h('lcu' || s.id))::int, 'App\Models\User', NULL, NULL, 'App\Models\Asset', s.id::int,
           NULL, s.created_at + k * interval '3 days', s.company_id, NULL, 'gui'
      FROM assets s, generate_series(1, 2) k WHERE s.checkin_counter > 0
    UNION ALL
    -- audits at the asset's location
    SELECT pg_temp.admin('lau' || s.id), 'audit', NULL, NULL, s.location_id, CASE WHEN s.id % 8 = 0 THEN 'audited in room' END,
           'App\Models\Asset', s.id::int, NULL, s.last_audit_date, s.company_id, NULL, 'gui'
      FROM assets s WHERE s.last_audit_date IS NOT NULL
    UNION ALL
    -- status changes
    SELECT pg_temp.admin('lup' || s.id), 'update', NULL, NULL, NULL, NULL, 'App\Models\Asset', s.id::int, NULL,
           s.updated_at, s.company_id, '{"status_id":{"old":2,"new":' || s.status_id || '}}', 'gui'
      FROM assets s WHERE s.status_id <> 2
    UNION ALL
    SELECT au.user_id, 'checkout', au.assigned_to, 'App\Models\User', NULL, au.note, 'App\Models\Accessory', au.accessory_id,
           NULL, au.created_at, a.company_id, NULL, 'gui'
      FROM accessories_users au JOIN accessories a ON a.id = au.accessory_id
    UNION ALL
    SELECT cu.user_id, 'checkout', cu.assigned_to, 'App\Models\User', NULL, NULL, 'App\Models\Consumable', cu.consumable_id,
           NULL, cu.created_at, c.company_id, NULL, 'api'
      FROM consumables_users cu JOIN consumables c ON c.id = cu.consumable_id
    UNION ALL
    SELECT ls.user_id, 'checkout', coalesce(ls.assigned_to, ls.asset_id),
           CASE WHEN ls.assigned_to IS NOT NULL THEN 'App\Models\User' ELSE 'App\Models\Asset' END, NULL, NULL,
           'App\Models\License', ls.license_id, NULL, ls.updated_at, l.company_id, NULL, 'gui'
      FROM license_seats ls JOIN licenses l ON l.id = ls.license_id WHERE ls.assigned_to IS NOT NULL OR ls.asset_id IS NOT NULL
    UNION ALL
    SELECT ca.user_id, 'checkout', ca.asset_id, 'App\Models\Asset', NULL, NULL, 'App\Models\Component', ca.component_id,
           NULL, ca.created_at, c.company_id, NULL, 'gui'
      FROM components_assets ca JOIN components c ON c.id = ca.component_id
  ) e
 ORDER BY t, item_type, item_id, action_type;

-- ---- the foreign keys declared here (see the header) ------------------------------------------
ALTER TABLE assets ADD FOREIGN KEY (model_id) REFERENCES models (id);
ALTER TABLE assets ADD FOREIGN KEY (status_id) REFERENCES status_labels (id);
ALTER TABLE models ADD FOREIGN KEY (category_id) REFERENCES categories (id);
ALTER TABLE accessories ADD FOREIGN KEY (category_id) REFERENCES categories (id);
ALTER TABLE consumables ADD FOREIGN KEY (category_id) REFERENCES categories (id);
ALTER TABLE components ADD FOREIGN KEY (category_id) REFERENCES categories (id);
ALTER TABLE licenses ADD FOREIGN KEY (category_id) REFERENCES categories (id);
ALTER TABLE license_seats ADD FOREIGN KEY (license_id) REFERENCES licenses (id);
ALTER TABLE accessories_users ADD FOREIGN KEY (accessory_id) REFERENCES accessories (id);
ALTER TABLE consumables_users ADD FOREIGN KEY (consumable_id) REFERENCES consumables (id);
ALTER TABLE components_assets ADD FOREIGN KEY (component_id) REFERENCES components (id);
ALTER TABLE components_assets ADD FOREIGN KEY (asset_id) REFERENCES assets (id);
ALTER TABLE asset_maintenances ADD FOREIGN KEY (asset_id) REFERENCES assets (id);
ALTER TABLE asset_maintenances ADD FOREIGN KEY (supplier_id) REFERENCES suppliers (id);
ANALYZE;
