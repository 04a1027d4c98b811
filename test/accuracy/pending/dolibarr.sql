-- test/accuracy/dolibarr.sql: a subset of the Dolibarr ERP/CRM schema (htdocs/install/mysql/tables,
-- as its PostgreSQL installer loads it), written for issue 16 as a held-out check (eighth round):
-- committed with its truth (dolibarr_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every table prefixed llx_ and keyed by a serial rowid,
-- the dictionaries llx_c_* by id (c_typent, c_paiement) or rowid (c_country) beside a code;
-- references named fk_ + an abbreviated, mostly French name (fk_soc -> llx_societe, fk_projet,
-- fk_pays -> llx_c_country, fk_entrepot, fk_facture_source -> llx_facture) or a role
-- (fk_user_author, fk_user_valid, fk_user_cloture, fk_user_creat, fk_user_modif,
-- fk_user_rappro -> llx_user); a few without the prefix (societe.parent, societe.mode_reglement
-- -> llx_c_paiement.id); llx_paiement.fk_paiement is the payment mode (-> llx_c_paiement.id),
-- not the payment, and llx_paiement.fk_bank its bank line. Foreign keys are declared only as
-- Dolibarr's *.key.sql declare them (ALTER TABLE ... ADD CONSTRAINT fk_...), so most user,
-- project, product and dictionary references are undeclared; its UNIQUE INDEXes (ref, entity)
-- are plain unique indexes, as the PostgreSQL installer creates them. entity = 1 everywhere (a
-- multicompany column with no table here, no reference). Self references whose 0 means none
-- (llx_projet_task.fk_task_parent, llx_categorie.fk_parent, llx_product.fk_parent for
-- variants, llx_entrepot.fk_parent) and llx_stock_mouvement.fk_projet (0 when none) are listed
-- as undeclared truths (their values other than 0 all exist); llx_c_typent has a real row 0
-- (TE_UNKNOWN), so llx_societe.fk_typent holds 0 as a value. Columns naming dictionaries not in
-- this subset (fk_stcomm, fk_effectif, fk_cond_reglement, finished) are kept with their small
-- codes and are no reference here. Polymorphic: llx_stock_mouvement.fk_origin with origintype
-- ('commande', 'facture', or '' and 0), no reference. llx_bank.fk_type holds a payment code
-- (c_paiement.code) except 'SOLD' for an account's opening balance, which no dictionary row
-- has: left out of the truth. Gaps in llx_societe's rowids (deleted third parties); external
-- users (llx_user.fk_soc, fk_socpeople) are few; drafts have no validator (fk_user_valid NULL)
-- and a (PROVn) ref. Skewed: a few sales users create most documents, France is most third
-- parties' country. Left out of the truth as no data can decide them: llx_user.fk_country and
-- llx_categorie.fk_user_modif, each with a single distinct value. Deterministic: setseed, no
-- parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2718);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- a sales or accounting user who creates documents: users 2..30, a few busy
CREATE FUNCTION pg_temp.clerk() RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + pg_temp.sk(29, 2.0) $$;
-- the k-th surviving third party (every 37th rowid was deleted)
CREATE FUNCTION pg_temp.soc(k int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT k + (k - 1) / 36 $$;

-- ---- dictionaries ----------------------------------------------------------
CREATE TABLE llx_c_country (
  rowid integer PRIMARY KEY, code varchar(2) NOT NULL, code_iso varchar(3), label varchar(128) NOT NULL,
  eec smallint, active smallint NOT NULL DEFAULT 1, favorite smallint NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX uk_c_country_code ON llx_c_country (code);
CREATE UNIQUE INDEX uk_c_country_label ON llx_c_country (label);
INSERT INTO llx_c_country
SELECT i, c, c || 'X', CASE WHEN i = 0 THEN '-' ELSE 'Country ' || c END,
       CASE WHEN i IN (1, 2, 3, 4, 5, 8, 17, 18, 20, 25) THEN 1 ELSE 0 END, 1, CASE WHEN i = 1 THEN 1 ELSE 0 END
  FROM (SELECT row_number() OVER (ORDER BY ord, c) - 1 AS i, c
          FROM (SELECT c, coalesce(array_position(ARRAY['','FR','BE','IT','ES','DE','CH','GB','IE','CN','TN','US','MA',
                                  'DZ','CA','TG','GA','NL','HU','RU','SE','CI','SN','AR','CM','PT','SA','MC','AU','SG'], c), 100) AS ord
                  FROM (SELECT '' AS c UNION ALL
                        SELECT chr(65 + a) || chr(65 + b) FROM generate_series(0, 25) a, generate_series(0, 25) b) x) y) z
 WHERE i <= 240;

CREATE TABLE llx_c_typent (
  id integer PRIMARY KEY, code varchar(12) NOT NULL, libelle varchar(64), fk_country integer,
  active smallint NOT NULL DEFAULT 1, module varchar(32), position integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX uk_c_typent ON llx_c_typent (code);
INSERT INTO llx_c_typent VALUES
  (0, 'TE_UNKNOWN', '-', NULL, 1, NULL, 0), (1, 'TE_STARTUP', 'Start-up', NULL, 0, NULL, 0),
  (2, 'TE_GROUP', 'Grand groupe', NULL, 1, NULL, 0), (3, 'TE_MEDIUM', 'PME/PMI', NULL, 1, NULL, 0),
  (4, 'TE_SMALL', 'TPE', NULL, 1, NULL, 0), (5, 'TE_ADMIN', 'Administration', NULL, 1, NULL, 0),
  (6, 'TE_WHOLE', 'Grossiste', NULL, 0, NULL, 0), (7, 'TE_RETAIL', 'Revendeur', NULL, 0, NULL, 0),
  (8, 'TE_PRIVATE', 'Particulier', NULL, 1, NULL, 0), (100, 'TE_OTHER', 'Autres', NULL, 1, NULL, 0),
  (231, 'TE_A_RI', 'Responsable Inscripto', 23, 0, NULL, 0), (232, 'TE_B_RNI', 'Responsable No Inscripto', 23, 0, NULL, 0),
  (233, 'TE_C_FE', 'Consumidor Final/Exento', 23, 0, NULL, 0), (234, 'TE_ONG', 'ONG', 10, 0, NULL, 0);

CREATE TABLE llx_c_paiement (
  id integer PRIMARY KEY, entity integer NOT NULL DEFAULT 1, code varchar(6) NOT NULL, libelle varchar(128),
  type smallint, active smallint NOT NULL DEFAULT 1, accountancy_code varchar(32), module varchar(32), position integer NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX uk_c_paiement_code ON llx_c_paiement (entity, code);
INSERT INTO llx_c_paiement (id, code, libelle, type, active) VALUES
  (1, 'TIP', 'TIP', 2, 0), (2, 'VIR', 'Transfer', 2, 1), (3, 'PRE', 'Debit order', 2, 1), (4, 'LIQ', 'Cash', 2, 1),
  (6, 'CB', 'Bank card', 2, 1), (7, 'CHQ', 'Cheque', 2, 1), (50, 'VAD', 'Online payment', 2, 0),
  (51, 'TRA', 'Traite', 2, 0), (52, 'LCR', 'LCR', 2, 0), (53, 'FAC', 'Factor', 2, 0);

-- ---- users and groups --------------------------------------------------------
CREATE TABLE llx_user (
  rowid serial PRIMARY KEY, entity integer NOT NULL DEFAULT 1, ref_ext varchar(50), login varchar(50) NOT NULL,
  pass_crypted varchar(128), gender varchar(10), civility varchar(6), lastname varchar(50), firstname varchar(50),
  email varchar(255), job varchar(128), admin smallint DEFAULT 0, employee smallint DEFAULT 1,
  fk_establishment integer DEFAULT 0, datec timestamp, tms timestamp, fk_user_creat integer, fk_user_modif integer,
  fk_soc integer, fk_socpeople integer, fk_member integer, fk_user integer, fk_country integer,
  statut smallint DEFAULT 1, lang varchar(6), datelastlogin timestamp);
CREATE UNIQUE INDEX uk_user_login ON llx_user (login, entity);
CREATE UNIQUE INDEX uk_user_fk_socpeople ON llx_user (fk_socpeople);
INSERT INTO llx_user (rowid, login, pass_crypted, gender, lastname, firstname, email, job, admin, employee,
                      datec, tms, fk_user_creat, fk_user_modif, fk_user, fk_country, statut, lang, datelastlogin)
SELECT u, CASE u WHEN 1 THEN 'admin' ELSE lower(substr(fn, 1, 1) || ln) || u END, md5('pw' || u),
       (ARRAY['man', 'woman'])[1 + u % 2], ln, fn, lower(fn || '.' || ln) || '@example.fr',
       CASE WHEN u <= 5 THEN 'Manager' WHEN u <= 30 THEN 'Sales' ELSE 'Staff' END,
       CASE WHEN u <= 2 THEN 1 ELSE 0 END, CASE WHEN u > 40 THEN 0 ELSE 1 END,
       '2015-01-05'::timestamp + u * interval '11 days', '2023-01-01'::timestamp + u * interval '1 day',
       CASE WHEN u = 1 THEN NULL WHEN u <= 12 THEN 1 ELSE (ARRAY[1, 1, 2, 3])[pg_temp.r(4)] END,
       CASE WHEN u % 4 = 0 THEN (ARRAY[1, 2])[pg_temp.r(2)] END,
       CASE WHEN u = 1 THEN NULL WHEN u <= 5 THEN 1 WHEN u <= 40 THEN 2 + u % 4 END,
       CASE WHEN u % 6 = 0 THEN 1 END, CASE WHEN u IN (17, 26, 38) THEN 0 ELSE 1 END,
       (ARRAY['fr_FR', 'fr_FR', 'en_US', 'de_DE'])[pg_temp.r(4)],
       CASE WHEN u % 9 <> 0 THEN '2024-03-01'::timestamp - u * interval '13 hours' END
  FROM (SELECT u, (ARRAY['Jean','Marie','Pierre','Sophie','Luc','Claire','Paul','Julie','Marc','Anne','Eric','Laura'])[1 + u % 12] AS fn,
               (ARRAY['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Simon',
                      'Laurent','Lefebvre','Michel'])[1 + (u * 5) % 14] AS ln
          FROM generate_series(1, 45) u) x;

CREATE TABLE llx_usergroup (
  rowid serial PRIMARY KEY, nom varchar(180) NOT NULL, entity integer NOT NULL DEFAULT 1, datec timestamp,
  tms timestamp, note text, model_pdf varchar(255));
CREATE UNIQUE INDEX uk_usergroup_name ON llx_usergroup (nom, entity);
INSERT INTO llx_usergroup (rowid, nom, datec, tms, note) VALUES
  (1, 'Direction', '2015-01-10', '2015-01-10', NULL), (2, 'Commerciaux', '2015-01-10', '2019-04-02', 'sales team'),
  (3, 'Comptabilite', '2015-01-11', '2015-01-11', NULL), (4, 'Logistique', '2016-06-01', '2016-06-01', NULL),
  (5, 'Projets', '2017-02-14', '2021-09-30', 'project managers'), (6, 'Clients externes', '2018-05-05', '2018-05-05', 'portal users');

CREATE TABLE llx_usergroup_user (
  rowid serial PRIMARY KEY, entity integer NOT NULL DEFAULT 1, fk_user integer NOT NULL, fk_usergroup integer NOT NULL);
CREATE UNIQUE INDEX uk_usergroup_user ON llx_usergroup_user (entity, fk_user, fk_usergroup);
INSERT INTO llx_usergroup_user (entity, fk_user, fk_usergroup)
SELECT 1, u, g FROM (
  SELECT u, CASE WHEN u <= 5 THEN 1 WHEN u <= 30 THEN 2 WHEN u <= 34 THEN 3 WHEN u <= 40 THEN 4 ELSE 6 END AS g
    FROM generate_series(2, 45) u
  UNION SELECT u, 5 FROM generate_series(2, 30) u WHERE u % 5 = 0
  UNION SELECT u, 3 FROM generate_series(2, 5) u WHERE u % 2 = 0) x ORDER BY u, g;

-- ---- third parties and contacts ------------------------------------------------
CREATE TABLE llx_societe (
  rowid serial PRIMARY KEY, nom varchar(128), name_alias varchar(128), entity integer NOT NULL DEFAULT 1,
  ref_ext varchar(255), statut smallint DEFAULT 0, parent integer, status smallint DEFAULT 1,
  code_client varchar(24), code_fournisseur varchar(24), address varchar(255), zip varchar(25), town varchar(50),
  fk_departement integer DEFAULT 0, fk_pays integer DEFAULT 0, phone varchar(20), email varchar(128),
  fk_effectif integer DEFAULT 0, fk_typent integer DEFAULT NULL, fk_forme_juridique integer DEFAULT 0,
  client smallint DEFAULT 0, fournisseur smallint DEFAULT 0, fk_stcomm integer NOT NULL DEFAULT 0,
  datec timestamp, tms timestamp, fk_user_creat integer, fk_user_modif integer, tva_intra varchar(20),
  capital double precision, mode_reglement smallint, cond_reglement smallint, default_lang varchar(6), import_key varchar(14));
CREATE UNIQUE INDEX uk_societe_code_client ON llx_societe (code_client, entity);
CREATE UNIQUE INDEX uk_societe_code_fournisseur ON llx_societe (code_fournisseur, entity);
INSERT INTO llx_societe (rowid, nom, entity, parent, status, code_client, code_fournisseur, address, zip, town,
                         fk_pays, phone, email, fk_effectif, fk_typent, client, fournisseur, fk_stcomm,
                         datec, tms, fk_user_creat, fk_user_modif, tva_intra, capital, mode_reglement, cond_reglement, default_lang)
SELECT pg_temp.soc(k),
       (ARRAY['SARL ', 'SAS ', 'Ets ', '', '', 'SA '])[1 + k % 6] ||
       (ARRAY['Dupont', 'Garnier', 'Fontaine', 'Rousseau', 'Blanc', 'Guerin', 'Muller', 'Henry', 'Roussel', 'Nicolas',
              'Perrin', 'Morin', 'Mathieu', 'Clement', 'Gauthier'])[1 + (k * 7) % 15] || ' ' || k,
       1, CASE WHEN k > 40 AND random() < 0.05 THEN pg_temp.soc(pg_temp.r(40)) END, CASE WHEN k % 53 = 0 THEN 0 ELSE 1 END,
       CASE WHEN cl > 0 THEN 'CU' || to_char(2015 + k / 80, 'FM0000') || '-' || to_char(k, 'FM00000') END,
       CASE WHEN fo = 1 THEN 'SU' || to_char(2015 + k / 80, 'FM0000') || '-' || to_char(k, 'FM00000') END,
       (k * 17) % 200 || ' rue ' || (ARRAY['de la Paix', 'Victor Hugo', 'du Moulin', 'Pasteur', 'de Verdun'])[1 + k % 5],
       to_char(1000 + (k * 797) % 94000, 'FM00000'),
       (ARRAY['Paris', 'Lyon', 'Lille', 'Nantes', 'Bordeaux', 'Toulouse', 'Rennes', 'Grenoble', 'Brussels', 'Geneva'])[pg_temp.sk(10, 1.7)],
       CASE WHEN random() < 0.03 THEN NULL ELSE (ARRAY[1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 11, 14, 17, 25, pg_temp.r(240)])[pg_temp.r(17)] END,
       '0' || (100000000 + (k * 7919) % 899999999), CASE WHEN k % 4 <> 0 THEN 'contact' || k || '@client.example' END,
       CASE WHEN random() < 0.4 THEN 0 ELSE pg_temp.r(7) END,
       CASE WHEN random() < 0.25 THEN NULL ELSE (ARRAY[0, 0, 2, 3, 3, 3, 4, 4, 4, 4, 5, 8, 8, 100])[pg_temp.r(14)] END,
       cl, fo, (ARRAY[0, 0, 1, 2, -1])[pg_temp.r(5)],
       '2015-02-01'::timestamp + k * interval '4 days', '2023-06-01'::timestamp + k * interval '3 hours',
       CASE WHEN k <= 20 THEN 1 ELSE pg_temp.clerk() END, CASE WHEN random() < 0.35 THEN pg_temp.clerk() END,
       CASE WHEN k % 3 = 0 THEN 'FR' || (10000000000 + k * 3571) END, CASE WHEN k % 5 = 0 THEN 10000 * pg_temp.r(50) END,
       CASE WHEN random() < 0.4 THEN NULL ELSE (ARRAY[2, 2, 2, 7, 7, 3, 6, 4])[pg_temp.r(8)] END,
       CASE WHEN random() < 0.4 THEN NULL ELSE pg_temp.r(6) END,
       CASE WHEN random() < 0.5 THEN NULL ELSE 'fr_FR' END
  FROM (SELECT k, (ARRAY[1, 1, 1, 2, 3, 0])[1 + (k * 5) % 6] AS cl, CASE WHEN k % 7 IN (0, 3) THEN 1 ELSE 0 END AS fo
          FROM generate_series(1, 600) k) x;

CREATE TABLE llx_socpeople (
  rowid serial PRIMARY KEY, datec timestamp, tms timestamp, fk_soc integer, entity integer NOT NULL DEFAULT 1,
  ref_ext varchar(255), civility varchar(6), lastname varchar(50), firstname varchar(50), address varchar(255),
  zip varchar(25), town varchar(255), fk_departement integer, fk_pays integer DEFAULT 0, birthday date,
  poste varchar(80), phone varchar(30), phone_mobile varchar(30), email varchar(255), priv smallint NOT NULL DEFAULT 0,
  fk_user_creat integer DEFAULT 0, fk_user_modif integer, statut smallint NOT NULL DEFAULT 1, import_key varchar(14));
INSERT INTO llx_socpeople (rowid, datec, tms, fk_soc, civility, lastname, firstname, zip, town, fk_pays, poste, phone,
                           email, priv, fk_user_creat, fk_user_modif, statut)
SELECT c, '2015-03-01'::timestamp + c * interval '2 days', '2023-07-01'::timestamp + c * interval '1 hour', s,
       (ARRAY['MR', 'MME', 'MR', 'MME', NULL])[pg_temp.r(5)],
       (ARRAY['Lambert', 'Bonnet', 'Francois', 'Martinez', 'Legrand', 'Garcia', 'Faure', 'Andre', 'Mercier', 'Blanchard'])[1 + (c * 3) % 10],
       (ARRAY['Alain', 'Nathalie', 'Olivier', 'Isabelle', 'Nicolas', 'Celine', 'Thierry', 'Sandrine'])[1 + c % 8],
       to_char(1000 + (c * 313) % 94000, 'FM00000'), 'Town ' || c % 90,
       CASE WHEN random() < 0.45 THEN NULL ELSE (ARRAY[1, 1, 1, 1, 2, 3, 5, 6, 11])[pg_temp.r(9)] END,
       (ARRAY['Directeur', 'Comptable', 'Acheteur', NULL, NULL])[pg_temp.r(5)], '06' || (10000000 + c * 71),
       CASE WHEN c % 5 <> 0 THEN 'p' || c || '@client.example' END, CASE WHEN s IS NULL THEN 1 ELSE 0 END,
       pg_temp.clerk(), CASE WHEN random() < 0.2 THEN pg_temp.clerk() END, CASE WHEN c % 29 = 0 THEN 0 ELSE 1 END
  FROM (SELECT c, CASE WHEN random() < 0.06 THEN NULL ELSE pg_temp.soc(pg_temp.sk(600, 1.3)) END AS s
          FROM generate_series(1, 1100) c) x;

-- external (portal) users: a third party and one of its contacts
UPDATE llx_user u SET fk_soc = p.fk_soc, fk_socpeople = p.rowid
  FROM llx_socpeople p WHERE u.rowid > 40 AND p.rowid = (u.rowid - 40) * 97;

-- ---- warehouses, products, categories ---------------------------------------------
CREATE TABLE llx_entrepot (
  rowid serial PRIMARY KEY, ref varchar(255) NOT NULL, entity integer NOT NULL DEFAULT 1, description text,
  lieu varchar(64), address varchar(255), zip varchar(10), town varchar(50), fk_departement integer,
  fk_pays integer DEFAULT 0, statut smallint DEFAULT 1, fk_user_author integer, datec timestamp, tms timestamp,
  fk_parent integer DEFAULT 0, fk_project integer, import_key varchar(14));
CREATE UNIQUE INDEX uk_entrepot_label ON llx_entrepot (ref, entity);
INSERT INTO llx_entrepot (rowid, ref, description, lieu, zip, town, fk_pays, statut, fk_user_author, datec, tms, fk_parent)
VALUES (1, 'WH-MAIN', 'Entrepot principal', 'Lyon', '69007', 'Lyon', 1, 1, 1, '2015-01-20', '2015-01-20', 0),
       (2, 'WH-NORD', 'Depot nord', 'Lille', '59000', 'Lille', 1, 1, 1, '2015-06-02', '2016-01-01', 0),
       (3, 'WH-MAIN-A', 'Allee A', 'Lyon', '69007', 'Lyon', 1, 1, 2, '2016-03-03', '2016-03-03', 1),
       (4, 'WH-MAIN-B', 'Allee B', 'Lyon', '69007', 'Lyon', 1, 1, 2, '2016-03-03', '2016-03-03', 1),
       (5, 'WH-BE', 'Depot Bruxelles', 'Bruxelles', '1000', 'Brussels', 2, 1, 3, '2018-09-10', '2018-09-10', 0),
       (6, 'WH-NORD-Q', 'Quarantaine', 'Lille', '59000', 'Lille', 1, 0, 2, '2019-02-01', '2020-02-01', 2),
       (7, 'WH-SHOW', 'Showroom', 'Paris', '75011', 'Paris', 1, 1, 1, '2020-05-05', '2020-05-05', 0),
       (8, 'WH-OLD', 'Ancien depot', 'Grenoble', '38000', 'Grenoble', 1, 0, 1, '2015-01-20', '2017-12-31', 0);

CREATE TABLE llx_product (
  rowid serial PRIMARY KEY, ref varchar(128) NOT NULL, entity integer NOT NULL DEFAULT 1, ref_ext varchar(128),
  datec timestamp, tms timestamp, fk_parent integer DEFAULT 0, label varchar(255) NOT NULL, description text,
  price double precision DEFAULT 0, price_ttc double precision DEFAULT 0, tva_tx double precision,
  fk_user_author integer, fk_user_modif integer, tosell smallint DEFAULT 1, tobuy smallint DEFAULT 1,
  fk_product_type integer DEFAULT 0, duration varchar(6), seuil_stock_alerte double precision, barcode varchar(180),
  fk_country integer, fk_default_warehouse integer, weight double precision, stock double precision,
  pmp double precision NOT NULL DEFAULT 0, finished smallint, import_key varchar(14));
CREATE UNIQUE INDEX uk_product_ref ON llx_product (ref, entity);
CREATE UNIQUE INDEX uk_product_barcode ON llx_product (barcode, entity);
INSERT INTO llx_product (rowid, ref, datec, tms, fk_parent, label, price, price_ttc, tva_tx, fk_user_author, fk_user_modif,
                         tosell, tobuy, fk_product_type, duration, seuil_stock_alerte, barcode, fk_country,
                         fk_default_warehouse, weight, stock, pmp, finished)
SELECT p, CASE WHEN svc THEN 'SRV-' ELSE 'PRD-' END || to_char(p, 'FM00000'),
       '2015-02-10'::timestamp + p * interval '6 days', '2023-02-10'::timestamp + p * interval '5 hours',
       CASE WHEN p > 300 THEN 1 + (p * 13) % 120 ELSE 0 END,
       (ARRAY['Vis', 'Ecrou', 'Cable', 'Boitier', 'Carte', 'Capteur', 'Moteur', 'Support', 'Licence', 'Maintenance'])[1 + p % 10] || ' ' || p,
       pr, round((pr * 1.2)::numeric, 2)::float8, (ARRAY[20, 20, 20, 10, 5.5])[pg_temp.r(5)],
       CASE WHEN p <= 30 THEN 1 ELSE pg_temp.clerk() END, CASE WHEN random() < 0.3 THEN pg_temp.clerk() END,
       CASE WHEN p % 29 = 0 THEN 0 ELSE 1 END, CASE WHEN svc THEN 0 ELSE 1 END, CASE WHEN svc THEN 1 ELSE 0 END,
       CASE WHEN svc THEN (ARRAY['1h', '1d', '1m', '1y'])[pg_temp.r(4)] END,
       CASE WHEN NOT svc AND random() < 0.5 THEN pg_temp.r(20) END,
       CASE WHEN NOT svc AND p % 3 <> 0 THEN '3' || (760000000000 + p * 7) END,
       CASE WHEN NOT svc AND random() < 0.35 THEN (ARRAY[1, 1, 5, 9, 9, 11, 3, 7])[pg_temp.r(8)] END,
       CASE WHEN NOT svc AND random() < 0.6 THEN (ARRAY[1, 1, 1, 3, 4, 2, 5])[pg_temp.r(7)] END,
       CASE WHEN NOT svc THEN round((random() * 20)::numeric, 2)::float8 END,
       CASE WHEN NOT svc THEN pg_temp.r(500) - 20 END, round((pr * 0.6)::numeric, 2)::float8,
       CASE WHEN svc THEN NULL ELSE (ARRAY[0, 1, 1])[pg_temp.r(3)] END
  FROM (SELECT p, p % 10 IN (8, 9) AS svc, round((5 + random() ^ 2 * 900)::numeric, 2)::float8 AS pr
          FROM generate_series(1, 350) p) x;

CREATE TABLE llx_categorie (
  rowid serial PRIMARY KEY, entity integer NOT NULL DEFAULT 1, fk_parent integer NOT NULL DEFAULT 0,
  label varchar(180) NOT NULL, ref_ext varchar(255), type integer NOT NULL DEFAULT 1, description text,
  color varchar(8), fk_soc integer, visible smallint NOT NULL DEFAULT 1, date_creation timestamp, tms timestamp,
  fk_user_creat integer, fk_user_modif integer, import_key varchar(14));
CREATE UNIQUE INDEX uk_categorie_ref ON llx_categorie (entity, fk_parent, label, type);
INSERT INTO llx_categorie (rowid, fk_parent, label, type, description, color, date_creation, tms, fk_user_creat, fk_user_modif)
SELECT c, CASE WHEN c <= 8 THEN 0 WHEN c <= 24 THEN 1 + (c * 13) % 8 ELSE 9 + (c * 7) % 16 END,
       (ARRAY['Quincaillerie', 'Electronique', 'Services', 'Logiciel', 'Mecanique', 'Promo', 'Export', 'Nouveau'])[1 + c % 8] || ' ' || c,
       CASE WHEN c % 6 = 0 THEN 2 ELSE 0 END, NULL, CASE WHEN c % 3 = 0 THEN substr(md5('col' || c), 1, 6) END,
       '2015-03-01'::timestamp + c * interval '20 days', '2022-03-01'::timestamp + c * interval '20 days',
       CASE WHEN c <= 8 THEN 1 ELSE (ARRAY[1, 2, 3, 7])[pg_temp.r(4)] END, CASE WHEN c % 5 = 0 THEN 2 END
  FROM generate_series(1, 40) c;

CREATE TABLE llx_categorie_product (
  fk_categorie integer NOT NULL, fk_product integer NOT NULL, import_key varchar(14),
  PRIMARY KEY (fk_categorie, fk_product));
INSERT INTO llx_categorie_product (fk_categorie, fk_product)
SELECT DISTINCT c, p FROM (
  SELECT (ARRAY[1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 31, 32,
                33, 34, 35, 37, 38, 39, 40])[pg_temp.sk(34, 1.4)] AS c, p
    FROM generate_series(1, 350) p, generate_series(1, 2) n WHERE n = 1 OR p % 3 = 0) x;

-- ---- projects and tasks ----------------------------------------------------------
CREATE TABLE llx_projet (
  rowid serial PRIMARY KEY, fk_soc integer, datec timestamp, tms timestamp, dateo date, datee date,
  ref varchar(50), entity integer NOT NULL DEFAULT 1, title varchar(255) NOT NULL, description text,
  fk_user_creat integer NOT NULL, fk_user_modif integer, public integer, fk_statut integer NOT NULL DEFAULT 0,
  opp_percent double precision, fk_user_close integer, date_close timestamp, budget_amount double precision,
  note_private text, import_key varchar(14));
CREATE UNIQUE INDEX uk_projet_ref ON llx_projet (ref, entity);
INSERT INTO llx_projet (rowid, fk_soc, datec, tms, dateo, datee, ref, title, fk_user_creat, fk_user_modif, public,
                        fk_statut, opp_percent, fk_user_close, date_close, budget_amount)
SELECT j, CASE WHEN j % 9 = 0 THEN NULL ELSE pg_temp.soc(pg_temp.sk(600, 1.8)) END,
       d, d + interval '30 days', d::date, (d + interval '120 days')::date,
       'PJ' || to_char(d, 'YYMM') || '-' || to_char(j, 'FM0000'),
       (ARRAY['Deploiement', 'Migration', 'Audit', 'Formation', 'Installation', 'Etude'])[1 + j % 6] || ' ' || j,
       pg_temp.clerk(), CASE WHEN random() < 0.4 THEN pg_temp.clerk() END, j % 2,
       st, CASE WHEN st = 1 THEN pg_temp.r(10) * 10 END,
       CASE WHEN st = 2 THEN pg_temp.clerk() END, CASE WHEN st = 2 THEN d + interval '150 days' END,
       CASE WHEN j % 4 = 0 THEN 1000 * pg_temp.r(80) END
  FROM (SELECT j, '2016-01-01'::timestamp + j * interval '23 days' AS d, CASE WHEN j < 80 THEN 2 WHEN j < 115 THEN 1 ELSE 0 END AS st
          FROM generate_series(1, 120) j) x;

CREATE TABLE llx_projet_task (
  rowid serial PRIMARY KEY, ref varchar(50), entity integer NOT NULL DEFAULT 1, fk_projet integer NOT NULL,
  fk_task_parent integer NOT NULL DEFAULT 0, datec timestamp, tms timestamp, dateo timestamp, datee timestamp,
  datev timestamp, label varchar(255) NOT NULL, description text, duration_effective double precision DEFAULT 0,
  planned_workload double precision DEFAULT 0, progress integer DEFAULT 0, priority integer DEFAULT 0,
  fk_user_creat integer, fk_user_modif integer, fk_user_valid integer, fk_statut smallint NOT NULL DEFAULT 0,
  note_private text, rang integer DEFAULT 0, import_key varchar(14));
CREATE UNIQUE INDEX uk_projet_task_ref ON llx_projet_task (ref, entity);
INSERT INTO llx_projet_task (rowid, ref, fk_projet, fk_task_parent, datec, tms, dateo, datee, datev, label,
                             duration_effective, planned_workload, progress, priority, fk_user_creat, fk_user_modif,
                             fk_user_valid, fk_statut, rang)
SELECT row_number() OVER w, 'TK' || to_char(row_number() OVER w, 'FM00000'), j, 0,
       p.datec + n * interval '1 day', p.tms, p.dateo + n * interval '3 days', p.dateo + n * interval '9 days',
       CASE WHEN v THEN p.datec + interval '100 days' END,
       (ARRAY['Analyse', 'Developpement', 'Tests', 'Recette', 'Documentation', 'Support'])[1 + n % 6] || ' ' || n,
       3600 * pg_temp.r(40), 3600 * pg_temp.r(60), (ARRAY[0, 0, 25, 50, 100])[pg_temp.r(5)], 0,
       p.fk_user_creat, CASE WHEN random() < 0.3 THEN pg_temp.clerk() END,
       CASE WHEN v THEN 1 + pg_temp.r(4) END, CASE WHEN v THEN 1 ELSE 0 END, n
  FROM llx_projet p
  CROSS JOIN LATERAL (SELECT n, random() < 0.06 AS v FROM generate_series(1, pg_temp.sk(11, 1.5) + 0 * p.rowid) n) t
  CROSS JOIN LATERAL (SELECT p.rowid AS j) jj
WINDOW w AS (ORDER BY p.rowid, n);
-- a task below the project's first or second task
UPDATE llx_projet_task t SET fk_task_parent = f.first_id + (t.rowid % 2) * (CASE WHEN t.rang > 3 THEN 1 ELSE 0 END)
  FROM (SELECT fk_projet, min(rowid) AS first_id FROM llx_projet_task GROUP BY fk_projet) f
 WHERE f.fk_projet = t.fk_projet AND t.rang >= 3 AND t.rowid % 3 <> 0;

-- ---- bank accounts -----------------------------------------------------------------
CREATE TABLE llx_bank_account (
  rowid serial PRIMARY KEY, datec timestamp, tms timestamp, ref varchar(12) NOT NULL, label varchar(30) NOT NULL,
  entity integer NOT NULL DEFAULT 1, fk_user_author integer, fk_user_modif integer, bank varchar(60),
  code_banque varchar(128), code_guichet varchar(6), number varchar(255), cle_rib varchar(5), bic varchar(11),
  iban_prefix varchar(34), domiciliation varchar(255), fk_pays integer NOT NULL, proprio varchar(60),
  courant smallint NOT NULL DEFAULT 0, clos smallint NOT NULL DEFAULT 0, rappro smallint DEFAULT 1,
  account_number varchar(32), currency_code varchar(3) NOT NULL, min_allowed integer DEFAULT 0, comment text);
CREATE UNIQUE INDEX uk_bank_account_label ON llx_bank_account (label, entity);
INSERT INTO llx_bank_account (rowid, datec, tms, ref, label, fk_user_author, bank, code_banque, code_guichet, number,
                              cle_rib, bic, iban_prefix, fk_pays, proprio, courant, clos, account_number, currency_code)
VALUES (1, '2015-01-06', '2015-01-06', 'CIC', 'Compte courant CIC', 1, 'CIC', '30066', '10021', '00010123401', '45', 'CMCIFRPP', 'FR7630066100210001012340145', 1, 'Societe', 1, 0, '512100', 'EUR'),
       (2, '2015-01-06', '2019-01-06', 'CAISSE', 'Caisse', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, NULL, 2, 0, '531000', 'EUR'),
       (3, '2016-04-01', '2016-04-01', 'BNP', 'Compte BNP', 2, 'BNP Paribas', '30004', '00828', '00010987601', '12', 'BNPAFRPP', 'FR7630004008280001098760112', 1, 'Societe', 1, 0, '512200', 'EUR'),
       (4, '2018-09-01', '2018-09-01', 'ING-BE', 'Compte ING Belgique', 2, 'ING', NULL, NULL, '310-1234567-89', NULL, 'BBRUBEBB', 'BE68310123456789', 2, 'Societe', 1, 0, '512300', 'EUR');

-- ---- proposals, orders, invoices ----------------------------------------------------
CREATE TABLE llx_propal (
  rowid serial PRIMARY KEY, ref varchar(30) NOT NULL, entity integer NOT NULL DEFAULT 1, ref_ext varchar(255),
  ref_client varchar(255), fk_soc integer, fk_projet integer, tms timestamp, datec timestamp, datep date,
  fin_validite timestamp, date_valid timestamp, date_cloture timestamp, fk_user_author integer, fk_user_modif integer,
  fk_user_valid integer, fk_user_cloture integer, fk_statut smallint NOT NULL DEFAULT 0, remise_percent double precision DEFAULT 0,
  total_ht double precision DEFAULT 0, total_tva double precision DEFAULT 0, total_ttc double precision DEFAULT 0,
  fk_account integer, fk_currency varchar(3), fk_cond_reglement integer, fk_mode_reglement integer,
  note_private text, model_pdf varchar(255), fk_warehouse integer, import_key varchar(14));
CREATE UNIQUE INDEX uk_propal_ref ON llx_propal (ref, entity);
INSERT INTO llx_propal (rowid, ref, ref_client, fk_soc, fk_projet, tms, datec, datep, fin_validite, date_valid, date_cloture,
                        fk_user_author, fk_user_modif, fk_user_valid, fk_user_cloture, fk_statut, remise_percent,
                        fk_account, fk_currency, fk_cond_reglement, fk_mode_reglement, model_pdf, fk_warehouse)
SELECT i, CASE WHEN st = 0 THEN '(PROV' || i || ')' ELSE 'PR' || to_char(d, 'YYMM') || '-' || to_char(i, 'FM0000') END,
       CASE WHEN i % 4 = 0 THEN 'CMD-' || (i * 31) % 10000 END, pg_temp.soc(pg_temp.sk(600, 1.6)),
       CASE WHEN random() < 0.15 THEN pg_temp.r(120) END, d + interval '12 days', d, d::date, d + interval '30 days',
       CASE WHEN st > 0 THEN d + interval '1 day' END, CASE WHEN st IN (2, 3, 4) THEN d + interval '20 days' END,
       a, CASE WHEN random() < 0.3 THEN pg_temp.clerk() END, CASE WHEN st > 0 THEN a END,
       CASE WHEN st IN (2, 3, 4) THEN (ARRAY[a, a, 2, 3])[pg_temp.r(4)] END, st,
       CASE WHEN i % 7 = 0 THEN 5 ELSE 0 END,
       CASE WHEN random() < 0.1 THEN (ARRAY[1, 3])[pg_temp.r(2)] END, 'EUR',
       CASE WHEN random() < 0.2 THEN NULL ELSE pg_temp.r(6) END,
       CASE WHEN random() < 0.3 THEN NULL ELSE (ARRAY[2, 2, 2, 7, 7, 6, 3, 4])[pg_temp.r(8)] END,
       'azur', CASE WHEN random() < 0.04 THEN (ARRAY[1, 2])[pg_temp.r(2)] END
  FROM (SELECT i, '2016-01-01'::timestamp + i * interval '2 days 6 hours' AS d, pg_temp.clerk() AS a,
               CASE WHEN i > 770 THEN 0 ELSE (ARRAY[1, 2, 2, 2, 3, 3, 4])[pg_temp.r(7)] END AS st
          FROM generate_series(1, 800) i) x;

CREATE TABLE llx_propaldet (
  rowid serial PRIMARY KEY, fk_propal integer NOT NULL, fk_parent_line integer, fk_product integer,
  label varchar(255), description text, tva_tx double precision DEFAULT 0, qty double precision,
  remise_percent double precision DEFAULT 0, subprice double precision DEFAULT 0, total_ht double precision DEFAULT 0,
  total_tva double precision DEFAULT 0, total_ttc double precision DEFAULT 0, product_type integer DEFAULT 0,
  date_start timestamp, date_end timestamp, info_bits integer DEFAULT 0, special_code integer DEFAULT 0,
  rang integer DEFAULT 0, import_key varchar(14));
INSERT INTO llx_propaldet (fk_propal, fk_product, label, description, tva_tx, qty, subprice, total_ht, total_tva,
                           total_ttc, product_type, rang)
SELECT x.rowid, x.prod, CASE WHEN x.prod IS NULL THEN 'Prestation libre' END, 'ligne ' || x.n,
       20, x.q, coalesce(pr.price, 150), x.q * coalesce(pr.price, 150), x.q * coalesce(pr.price, 150) * 0.2,
       x.q * coalesce(pr.price, 150) * 1.2, coalesce(pr.fk_product_type, 1), x.n
  FROM (SELECT p.rowid, n, CASE WHEN random() < 0.14 THEN NULL ELSE pg_temp.sk(350, 1.8) END AS prod, pg_temp.r(12) AS q
          FROM llx_propal p, LATERAL generate_series(1, pg_temp.sk(7, 1.3) + 0 * p.rowid) n) x
  LEFT JOIN llx_product pr ON pr.rowid = x.prod
 ORDER BY x.rowid, x.n;
UPDATE llx_propal p SET total_ht = s.ht, total_tva = s.tva, total_ttc = s.ttc
  FROM (SELECT fk_propal, sum(total_ht) ht, sum(total_tva) tva, sum(total_ttc) ttc FROM llx_propaldet GROUP BY 1) s
 WHERE s.fk_propal = p.rowid;

CREATE TABLE llx_commande (
  rowid serial PRIMARY KEY, ref varchar(30) NOT NULL, entity integer NOT NULL DEFAULT 1, ref_ext varchar(255),
  ref_client varchar(255), fk_soc integer NOT NULL, fk_projet integer, tms timestamp, date_creation timestamp,
  date_valid timestamp, date_cloture timestamp, date_commande date, fk_user_author integer, fk_user_modif integer,
  fk_user_valid integer, fk_user_cloture integer, source smallint, fk_statut smallint DEFAULT 0,
  total_ht double precision DEFAULT 0, total_tva double precision DEFAULT 0, total_ttc double precision DEFAULT 0,
  note_private text, model_pdf varchar(255), facture smallint DEFAULT 0, fk_account integer, fk_currency varchar(3),
  fk_cond_reglement integer, fk_mode_reglement integer, date_livraison timestamp, fk_warehouse integer, import_key varchar(14));
CREATE UNIQUE INDEX uk_commande_ref ON llx_commande (ref, entity);
-- orders come from signed proposals (linked through llx_element_element, not in this subset) or directly
INSERT INTO llx_commande (rowid, ref, ref_client, fk_soc, fk_projet, tms, date_creation, date_valid, date_cloture,
                          date_commande, fk_user_author, fk_user_modif, fk_user_valid, fk_user_cloture, source,
                          fk_statut, model_pdf, facture, fk_account, fk_currency, fk_cond_reglement, fk_mode_reglement,
                          date_livraison, fk_warehouse)
SELECT i, CASE WHEN st = 0 THEN '(PROV' || i || ')' ELSE 'CO' || to_char(d, 'YYMM') || '-' || to_char(i, 'FM0000') END,
       CASE WHEN i % 3 = 0 THEN 'PO' || (i * 17) % 99999 END, pg_temp.soc(pg_temp.sk(600, 1.6)),
       CASE WHEN random() < 0.12 THEN pg_temp.r(120) END, d + interval '5 days', d,
       CASE WHEN st > 0 THEN d + interval '2 hours' END, CASE WHEN st = 3 THEN d + interval '40 days' END, d::date,
       a, CASE WHEN random() < 0.25 THEN pg_temp.clerk() END, CASE WHEN st > 0 THEN a END,
       CASE WHEN st = 3 THEN (ARRAY[a, 33, 34])[pg_temp.r(3)] END,
       CASE WHEN random() < 0.5 THEN NULL ELSE pg_temp.r(6) - 1 END, st, 'einstein', CASE WHEN st = 3 THEN 1 ELSE 0 END,
       CASE WHEN random() < 0.08 THEN (ARRAY[1, 3])[pg_temp.r(2)] END, 'EUR',
       CASE WHEN random() < 0.2 THEN NULL ELSE pg_temp.r(6) END,
       CASE WHEN random() < 0.3 THEN NULL ELSE (ARRAY[2, 2, 2, 7, 7, 6, 3, 4])[pg_temp.r(8)] END,
       CASE WHEN st > 0 THEN d + interval '14 days' END,
       CASE WHEN random() < 0.3 THEN (ARRAY[1, 1, 2, 5, 3])[pg_temp.r(5)] END
  FROM (SELECT i, '2016-02-01'::timestamp + i * interval '3 days' AS d, pg_temp.clerk() AS a,
               CASE WHEN i > 580 THEN 0 ELSE (ARRAY[1, 2, 3, 3, 3, -1])[pg_temp.r(6)] END AS st
          FROM generate_series(1, 600) i) x;

CREATE TABLE llx_commandedet (
  rowid serial PRIMARY KEY, fk_commande integer NOT NULL, fk_parent_line integer, fk_product integer,
  label varchar(255), description text, tva_tx double precision, qty real, remise_percent real DEFAULT 0,
  subprice double precision DEFAULT 0, total_ht double precision DEFAULT 0, total_tva double precision DEFAULT 0,
  total_ttc double precision DEFAULT 0, product_type integer DEFAULT 0, date_start timestamp, date_end timestamp,
  info_bits integer DEFAULT 0, special_code integer DEFAULT 0, rang integer DEFAULT 0, fk_commandefourndet integer,
  import_key varchar(14));
INSERT INTO llx_commandedet (fk_commande, fk_product, label, description, tva_tx, qty, subprice, total_ht, total_tva,
                             total_ttc, product_type, rang)
SELECT x.rowid, x.prod, CASE WHEN x.prod IS NULL THEN 'Frais de port' END, 'ligne ' || x.n,
       20, x.q, coalesce(pr.price, 25), x.q * coalesce(pr.price, 25), x.q * coalesce(pr.price, 25) * 0.2,
       x.q * coalesce(pr.price, 25) * 1.2, coalesce(pr.fk_product_type, 1), x.n
  FROM (SELECT c.rowid, n, CASE WHEN random() < 0.1 THEN NULL ELSE pg_temp.sk(350, 1.8) END AS prod, pg_temp.r(20) AS q
          FROM llx_commande c, LATERAL generate_series(1, pg_temp.sk(6, 1.3) + 0 * c.rowid) n) x
  LEFT JOIN llx_product pr ON pr.rowid = x.prod
 ORDER BY x.rowid, x.n;
UPDATE llx_commande c SET total_ht = s.ht, total_tva = s.tva, total_ttc = s.ttc
  FROM (SELECT fk_commande, sum(total_ht) ht, sum(total_tva) tva, sum(total_ttc) ttc FROM llx_commandedet GROUP BY 1) s
 WHERE s.fk_commande = c.rowid;

CREATE TABLE llx_facture (
  rowid serial PRIMARY KEY, ref varchar(30) NOT NULL, entity integer NOT NULL DEFAULT 1, ref_ext varchar(255),
  ref_client varchar(255), type smallint NOT NULL DEFAULT 0, fk_soc integer NOT NULL, datec timestamp, datef date,
  date_valid date, tms timestamp, date_closing timestamp, paye smallint NOT NULL DEFAULT 0,
  remise_percent double precision DEFAULT 0, close_code varchar(16), close_note varchar(128),
  total_tva double precision DEFAULT 0, total_ht double precision DEFAULT 0, total_ttc double precision DEFAULT 0,
  fk_statut smallint NOT NULL DEFAULT 0, fk_user_author integer, fk_user_modif integer, fk_user_valid integer,
  fk_user_closing integer, module_source varchar(32), fk_facture_source integer, fk_projet integer,
  fk_account integer, fk_currency varchar(3), fk_cond_reglement integer NOT NULL DEFAULT 1,
  fk_mode_reglement integer, date_lim_reglement date, note_private text, model_pdf varchar(255), import_key varchar(14));
CREATE UNIQUE INDEX uk_facture_ref ON llx_facture (ref, entity);
INSERT INTO llx_facture (rowid, ref, ref_client, type, fk_soc, datec, datef, date_valid, tms, date_closing, paye,
                         close_code, fk_statut, fk_user_author, fk_user_modif, fk_user_valid, fk_user_closing,
                         fk_facture_source, fk_projet, fk_account, fk_currency, fk_cond_reglement, fk_mode_reglement,
                         date_lim_reglement, model_pdf)
SELECT i, CASE WHEN st = 0 THEN '(PROV' || i || ')'
               WHEN ty = 2 THEN 'AV' ELSE 'FA' END || CASE WHEN st = 0 THEN '' ELSE to_char(d, 'YYMM') || '-' || to_char(i, 'FM0000') END,
       CASE WHEN i % 5 = 0 THEN 'REF' || i END, ty,
       pg_temp.soc(pg_temp.sk(600, 1.6)), d, d::date, CASE WHEN st > 0 THEN d::date END, d + interval '31 days',
       CASE WHEN st >= 2 THEN d + interval '45 days' END, CASE WHEN st = 2 THEN 1 ELSE 0 END,
       CASE WHEN st = 3 THEN (ARRAY['discount_vat', 'badcustomer', 'abandon'])[pg_temp.r(3)] END,
       st, a, CASE WHEN random() < 0.2 THEN pg_temp.clerk() END, CASE WHEN st > 0 THEN (ARRAY[a, a, 31, 32])[pg_temp.r(4)] END,
       CASE WHEN st >= 2 THEN (ARRAY[31, 32, 33, a])[pg_temp.r(4)] END,
       CASE WHEN ty IN (1, 2) THEN greatest(1, i - pg_temp.r(60)) END,
       CASE WHEN random() < 0.1 THEN pg_temp.r(120) END,
       CASE WHEN random() < 0.5 THEN NULL ELSE (ARRAY[1, 1, 1, 3, 3, 4])[pg_temp.r(6)] END, 'EUR', pg_temp.r(6),
       CASE WHEN random() < 0.15 THEN NULL ELSE (ARRAY[2, 2, 2, 7, 7, 7, 6, 4, 3, 53])[pg_temp.r(10)] END,
       (d + interval '30 days')::date, 'crabe'
  FROM (SELECT i, '2016-02-15'::timestamp + i * interval '2 days' AS d, pg_temp.clerk() AS a,
               CASE WHEN i > 30 AND i % 23 = 0 THEN 2 WHEN i > 30 AND i % 97 = 0 THEN 1 ELSE 0 END AS ty,
               CASE WHEN i > 870 THEN 0 WHEN i > 780 THEN 1 ELSE (ARRAY[2, 2, 2, 2, 2, 2, 1, 3])[pg_temp.r(8)] END AS st
          FROM generate_series(1, 900) i) x;

CREATE TABLE llx_facturedet (
  rowid serial PRIMARY KEY, fk_facture integer NOT NULL, fk_parent_line integer, fk_product integer,
  label varchar(255), description text, vat_src_code varchar(10) DEFAULT '', tva_tx double precision, qty real,
  remise_percent real DEFAULT 0, fk_remise_except integer, subprice double precision, total_ht double precision,
  total_tva double precision, total_ttc double precision, product_type integer DEFAULT 0, date_start timestamp,
  date_end timestamp, info_bits integer DEFAULT 0, buy_price_ht double precision DEFAULT 0,
  fk_code_ventilation integer NOT NULL DEFAULT 0, special_code integer DEFAULT 0, rang integer DEFAULT 0,
  import_key varchar(14));
CREATE UNIQUE INDEX uk_fk_remise_except ON llx_facturedet (fk_remise_except, fk_facture);
INSERT INTO llx_facturedet (fk_facture, fk_product, label, description, tva_tx, qty, subprice, total_ht, total_tva,
                            total_ttc, product_type, buy_price_ht, fk_code_ventilation, rang)
SELECT x.rowid, x.prod, CASE WHEN x.prod IS NULL THEN 'Prestation' END, 'ligne ' || x.n,
       20, x.q, coalesce(pr.price, 80), x.q * coalesce(pr.price, 80), x.q * coalesce(pr.price, 80) * 0.2,
       x.q * coalesce(pr.price, 80) * 1.2, coalesce(pr.fk_product_type, 1), coalesce(pr.pmp, 0),
       CASE WHEN x.st >= 2 AND x.rowid < 600 THEN 1000 + pg_temp.r(30) ELSE 0 END, x.n
  FROM (SELECT f.rowid, f.fk_statut AS st, n, CASE WHEN random() < 0.12 THEN NULL ELSE pg_temp.sk(350, 1.8) END AS prod,
               pg_temp.r(15) AS q
          FROM llx_facture f, LATERAL generate_series(1, pg_temp.sk(7, 1.3) + 0 * f.rowid) n) x
  LEFT JOIN llx_product pr ON pr.rowid = x.prod
 ORDER BY x.rowid, x.n;
UPDATE llx_facture f SET total_ht = s.ht * (1 - 2 * (f.type / 2)), total_tva = s.tva * (1 - 2 * (f.type / 2)),
                         total_ttc = s.ttc * (1 - 2 * (f.type / 2))
  FROM (SELECT fk_facture, sum(total_ht) ht, sum(total_tva) tva, sum(total_ttc) ttc FROM llx_facturedet GROUP BY 1) s
 WHERE s.fk_facture = f.rowid;

-- ---- payments and the bank ---------------------------------------------------------
CREATE TABLE llx_bank (
  rowid serial PRIMARY KEY, datec timestamp, tms timestamp, datev date, dateo date, amount double precision NOT NULL DEFAULT 0,
  label varchar(255), fk_account integer, fk_user_author integer, fk_user_rappro integer, fk_type varchar(6),
  num_releve varchar(50), num_chq varchar(50), numero_compte varchar(32), rappro smallint DEFAULT 0, note text,
  fk_bordereau integer DEFAULT 0, banque varchar(255), emetteur varchar(255), author varchar(40), import_key varchar(14));

CREATE TABLE llx_paiement (
  rowid serial PRIMARY KEY, ref varchar(30), entity integer NOT NULL DEFAULT 1, datec timestamp, tms timestamp,
  datep timestamp, amount double precision DEFAULT 0, multicurrency_amount double precision DEFAULT 0,
  fk_paiement integer NOT NULL, num_paiement varchar(50), note text, fk_bank integer NOT NULL DEFAULT 0,
  fk_user_creat integer, fk_user_modif integer, statut smallint NOT NULL DEFAULT 0, fk_export_compta integer NOT NULL DEFAULT 0);

CREATE TABLE llx_paiement_facture (
  rowid serial PRIMARY KEY, fk_paiement integer, fk_facture integer, amount double precision DEFAULT 0,
  multicurrency_amount double precision DEFAULT 0);
CREATE UNIQUE INDEX uk_paiement_facture ON llx_paiement_facture (fk_paiement, fk_facture);

-- paid invoices in order; every tenth shares the previous one's payment; every 13th was paid in two parts
CREATE TEMP TABLE paid AS
SELECT f.rowid, f.fk_soc, f.total_ttc, f.datef, f.fk_mode_reglement, row_number() OVER (ORDER BY f.rowid) AS n
  FROM llx_facture f WHERE f.paye = 1 AND f.type <> 2;
CREATE TEMP TABLE pay AS
SELECT n - n / 10 AS pid, rowid AS fid, CASE WHEN n % 13 = 0 THEN total_ttc / 2 ELSE total_ttc END AS amt,
       datef + 20 AS dp, fk_mode_reglement AS mode
  FROM paid
UNION ALL
SELECT (SELECT max(n - n / 10) FROM paid) + row_number() OVER (ORDER BY rowid), rowid, total_ttc / 2, datef + 50, fk_mode_reglement
  FROM paid WHERE n % 13 = 0;
INSERT INTO llx_paiement (rowid, ref, datec, tms, datep, amount, multicurrency_amount, fk_paiement, num_paiement,
                          fk_bank, fk_user_creat, statut)
SELECT pid, 'PAY' || to_char(min(dp), 'YYMM') || '-' || to_char(pid, 'FM0000'), min(dp) + interval '9 hours',
       min(dp) + interval '9 hours', min(dp), sum(amt), sum(amt),
       coalesce(min(mode), (ARRAY[2, 7, 7, 4, 6])[pg_temp.r(5)]),
       CASE WHEN min(mode) = 7 THEN 'CHQ' || (1000000 + pid * 7) END,
       4 + pid + pid / 6, (ARRAY[31, 32, 32, 33, 1])[pg_temp.r(5)], 0
  FROM pay GROUP BY pid ORDER BY pid;
INSERT INTO llx_paiement_facture (fk_paiement, fk_facture, amount, multicurrency_amount)
SELECT pid, fid, amt, amt FROM pay ORDER BY pid, fid;

-- bank lines: each account's opening balance (SOLD), one per payment, and manual lines in the gaps
INSERT INTO llx_bank (rowid, datec, tms, datev, dateo, amount, label, fk_account, fk_user_author, fk_type, rappro, num_releve)
SELECT a, '2015-01-06'::timestamp + a * interval '100 days', '2015-01-06'::timestamp + a * interval '100 days',
       ('2015-01-06'::date + a * 100), ('2015-01-06'::date + a * 100), 1000 * a, '(Initial balance)', a, 1, 'SOLD', 1, NULL
  FROM generate_series(1, 4) a;
INSERT INTO llx_bank (rowid, datec, tms, datev, dateo, amount, label, fk_account, fk_user_author, fk_user_rappro,
                      fk_type, num_chq, rappro, num_releve, banque, emetteur)
SELECT p.fk_bank, p.datec, p.tms, p.datep::date, p.datep::date, p.amount, '(CustomerInvoicePayment)',
       CASE c.code WHEN 'LIQ' THEN 2 ELSE (ARRAY[1, 1, 1, 3, 3, 4])[pg_temp.r(6)] END, p.fk_user_creat,
       CASE WHEN p.rowid < 500 THEN (ARRAY[32, 33, 33])[pg_temp.r(3)] END, c.code, p.num_paiement,
       CASE WHEN p.rowid < 500 THEN 1 ELSE 0 END, CASE WHEN p.rowid < 500 THEN to_char(p.datep, 'YYYYMM') END,
       CASE WHEN c.code = 'CHQ' THEN 'Banque ' || p.rowid % 7 END, CASE WHEN c.code = 'CHQ' THEN 'Client ' || p.rowid END
  FROM llx_paiement p JOIN llx_c_paiement c ON c.id = p.fk_paiement;
INSERT INTO llx_bank (rowid, datec, tms, datev, dateo, amount, label, fk_account, fk_user_author, fk_user_rappro,
                      fk_type, rappro, num_releve)
SELECT g, '2016-03-01'::timestamp + g * interval '1 day', '2016-03-01'::timestamp + g * interval '1 day',
       ('2016-03-01'::date + g), ('2016-03-01'::date + g), -round((random() * 2000)::numeric, 2)::float8,
       (ARRAY['Frais bancaires', 'Loyer', 'Fournitures', 'Retrait especes'])[pg_temp.r(4)],
       (ARRAY[1, 1, 2, 3, 4])[pg_temp.r(5)], (ARRAY[32, 33, 1])[pg_temp.r(3)],
       CASE WHEN g < 600 THEN 33 END, (ARRAY['PRE', 'VIR', 'CB', 'LIQ'])[pg_temp.r(4)],
       CASE WHEN g < 600 THEN 1 ELSE 0 END, CASE WHEN g < 600 THEN 'R' || g / 30 END
  FROM generate_series(5, (SELECT max(fk_bank) FROM llx_paiement)) g
 WHERE NOT EXISTS (SELECT 1 FROM llx_paiement p WHERE p.fk_bank = g);

-- ---- stock movements ---------------------------------------------------------------
CREATE TABLE llx_stock_mouvement (
  rowid serial PRIMARY KEY, tms timestamp, datem timestamp, fk_product integer NOT NULL, batch varchar(128),
  eatby date, sellby date, fk_entrepot integer NOT NULL, value real, price double precision DEFAULT 0,
  type_mouvement smallint, fk_user_author integer, label varchar(255), inventorycode varchar(128),
  fk_project integer, fk_origin integer, origintype varchar(64), model_pdf varchar(255), fk_projet integer NOT NULL DEFAULT 0);
-- shipments of order lines (type 2), purchases received (type 3), manual corrections (0 / 1), each with its origin
INSERT INTO llx_stock_mouvement (tms, datem, fk_product, batch, fk_entrepot, value, price, type_mouvement, fk_user_author,
                                 label, inventorycode, fk_origin, origintype, fk_projet)
SELECT m.datem, m.datem, m.prod, CASE WHEN m.prod % 11 = 0 THEN 'LOT' || (m.prod * 7 + m.k % 5) END, m.wh, m.qty, m.price,
       m.typ, m.usr, m.label, CASE WHEN m.typ IN (0, 1) AND m.k % 4 = 0 THEN 'INV' || to_char(m.datem, 'YYYYMM') END,
       m.origin, m.otype, m.projet
  FROM (
    SELECT d.rowid AS k, c.date_commande + interval '10 days' AS datem, d.fk_product AS prod,
           coalesce(c.fk_warehouse, (ARRAY[1, 1, 3, 4, 2, 5])[pg_temp.r(6)]) AS wh, -d.qty AS qty, d.subprice * 0.6 AS price,
           2 AS typ, (ARRAY[35, 36, 37, 38])[pg_temp.r(4)] AS usr, 'Expedition ' || c.ref AS label,
           c.rowid AS origin, 'commande' AS otype, coalesce(c.fk_projet, 0) AS projet
      FROM llx_commandedet d JOIN llx_commande c ON c.rowid = d.fk_commande
      JOIN llx_product p ON p.rowid = d.fk_product
     WHERE c.fk_statut IN (2, 3) AND p.fk_product_type = 0
    UNION ALL
    SELECT g, '2016-01-01'::timestamp + g * interval '9 hours', 1 + (g * 37) % 350, (ARRAY[1, 1, 2, 3, 4, 5, 6])[pg_temp.r(7)],
           pg_temp.r(100), 10 + pg_temp.r(200), 3, (ARRAY[35, 36, 1])[pg_temp.r(3)], 'Reception fournisseur', 0, '', 0
      FROM generate_series(1, 900) g
     WHERE (1 + (g * 37) % 350) % 10 NOT IN (8, 9)
    UNION ALL
    SELECT g, '2017-01-01'::timestamp + g * interval '1 day', 1 + (g * 53) % 350, (ARRAY[1, 2, 3, 4, 5, 6, 7, 8])[pg_temp.r(8)],
           pg_temp.r(10) * (CASE WHEN g % 2 = 0 THEN 1 ELSE -1 END), 0, g % 2, (ARRAY[2, 3, 35])[pg_temp.r(3)],
           'Correction du stock', CASE WHEN g % 5 = 0 THEN f.rowid ELSE 0 END, CASE WHEN g % 5 = 0 THEN 'facture' ELSE '' END,
           CASE WHEN g % 7 = 0 THEN 1 + (g * 11) % 120 ELSE 0 END
      FROM generate_series(1, 400) g LEFT JOIN llx_facture f ON f.rowid = 1 + (g * 29) % 900
     WHERE (1 + (g * 53) % 350) % 10 NOT IN (8, 9)
  ) m ORDER BY m.datem, m.k;

-- ---- the foreign keys Dolibarr's *.key.sql declare --------------------------------------
ALTER TABLE llx_usergroup_user ADD CONSTRAINT fk_usergroup_user_fk_user FOREIGN KEY (fk_user) REFERENCES llx_user (rowid);
ALTER TABLE llx_usergroup_user ADD CONSTRAINT fk_usergroup_user_fk_usergroup FOREIGN KEY (fk_usergroup) REFERENCES llx_usergroup (rowid);
ALTER TABLE llx_socpeople ADD CONSTRAINT fk_socpeople_fk_soc FOREIGN KEY (fk_soc) REFERENCES llx_societe (rowid);
ALTER TABLE llx_socpeople ADD CONSTRAINT fk_socpeople_user_creat_user_rowid FOREIGN KEY (fk_user_creat) REFERENCES llx_user (rowid);
ALTER TABLE llx_product ADD CONSTRAINT fk_product_fk_country FOREIGN KEY (fk_country) REFERENCES llx_c_country (rowid);
ALTER TABLE llx_product ADD CONSTRAINT fk_product_default_warehouse FOREIGN KEY (fk_default_warehouse) REFERENCES llx_entrepot (rowid);
ALTER TABLE llx_categorie_product ADD CONSTRAINT fk_categorie_product_categorie_rowid FOREIGN KEY (fk_categorie) REFERENCES llx_categorie (rowid);
ALTER TABLE llx_categorie_product ADD CONSTRAINT fk_categorie_product_product_rowid FOREIGN KEY (fk_product) REFERENCES llx_product (rowid);
ALTER TABLE llx_projet ADD CONSTRAINT fk_projet_fk_soc FOREIGN KEY (fk_soc) REFERENCES llx_societe (rowid);
ALTER TABLE llx_projet_task ADD CONSTRAINT fk_projet_task_fk_projet FOREIGN KEY (fk_projet) REFERENCES llx_projet (rowid);
ALTER TABLE llx_projet_task ADD CONSTRAINT fk_projet_task_fk_user_creat FOREIGN KEY (fk_user_creat) REFERENCES llx_user (rowid);
ALTER TABLE llx_projet_task ADD CONSTRAINT fk_projet_task_fk_user_valid FOREIGN KEY (fk_user_valid) REFERENCES llx_user (rowid);
ALTER TABLE llx_propal ADD CONSTRAINT fk_propal_fk_soc FOREIGN KEY (fk_soc) REFERENCES llx_societe (rowid);
ALTER TABLE llx_propal ADD CONSTRAINT fk_propal_fk_user_author FOREIGN KEY (fk_user_author) REFERENCES llx_user (rowid);
ALTER TABLE llx_propal ADD CONSTRAINT fk_propal_fk_user_valid FOREIGN KEY (fk_user_valid) REFERENCES llx_user (rowid);
ALTER TABLE llx_propal ADD CONSTRAINT fk_propal_fk_user_cloture FOREIGN KEY (fk_user_cloture) REFERENCES llx_user (rowid);
ALTER TABLE llx_propal ADD CONSTRAINT fk_propal_fk_projet FOREIGN KEY (fk_projet) REFERENCES llx_projet (rowid);
ALTER TABLE llx_propaldet ADD CONSTRAINT fk_propaldet_fk_propal FOREIGN KEY (fk_propal) REFERENCES llx_propal (rowid);
ALTER TABLE llx_commande ADD CONSTRAINT fk_commande_fk_soc FOREIGN KEY (fk_soc) REFERENCES llx_societe (rowid);
ALTER TABLE llx_commandedet ADD CONSTRAINT fk_commandedet_fk_commande FOREIGN KEY (fk_commande) REFERENCES llx_commande (rowid);
ALTER TABLE llx_facture ADD CONSTRAINT fk_facture_fk_soc FOREIGN KEY (fk_soc) REFERENCES llx_societe (rowid);
ALTER TABLE llx_facture ADD CONSTRAINT fk_facture_fk_user_author FOREIGN KEY (fk_user_author) REFERENCES llx_user (rowid);
ALTER TABLE llx_facture ADD CONSTRAINT fk_facture_fk_user_valid FOREIGN KEY (fk_user_valid) REFERENCES llx_user (rowid);
ALTER TABLE llx_facture ADD CONSTRAINT fk_facture_fk_facture_source FOREIGN KEY (fk_facture_source) REFERENCES llx_facture (rowid);
ALTER TABLE llx_facture ADD CONSTRAINT fk_facture_fk_projet FOREIGN KEY (fk_projet) REFERENCES llx_projet (rowid);
ALTER TABLE llx_facturedet ADD CONSTRAINT fk_facturedet_fk_facture FOREIGN KEY (fk_facture) REFERENCES llx_facture (rowid);
ALTER TABLE llx_paiement_facture ADD CONSTRAINT fk_paiement_facture_fk_facture FOREIGN KEY (fk_facture) REFERENCES llx_facture (rowid);
ALTER TABLE llx_paiement_facture ADD CONSTRAINT fk_paiement_facture_fk_paiement FOREIGN KEY (fk_paiement) REFERENCES llx_paiement (rowid);
ANALYZE;
