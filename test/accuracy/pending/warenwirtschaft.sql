-- test/accuracy/warenwirtschaft.sql: a German merchandise-management (Warenwirtschaft / ERP) schema
-- as German SMEs build it by hand, loaded into PostgreSQL, written for issue 16 as a held-out check
-- (tenth round): committed with its truth (warenwirtschaft_truth.csv) BEFORE discovery was ever run
-- on it.
--
-- Its conventions: one schema, public; German names without umlauts (laenderkz, geaendert_von,
-- faellig_am) and abbreviations (artnr, lief_nr, artgr_nr, abt_nr, zahlart_kz, re_datum, pos_nr);
-- business numbers as keys in number ranges of the German chart of accounts (kundennr 10001..,
-- lief_nr 70001.., auftragsnr 200001.., rechnungsnr 500001..) beside surrogate ids (artikel has
-- artikel_id and the unique text artnr '1100023' / '1100023A'; both are referenced: order lines
-- by artnr, stock and invoice lines by artikel_id); one concept spelled two ways (kunde.kundennr,
-- auftrag.kunden_nr, rechnung.kundennr); text business keys of digits (artikelgruppe.artgr_nr
-- '110', ort.plz '01067' / '1010', abteilung.kostenstelle, mitarbeiter.personalnr '01017') and of
-- letters (land.laenderkz 'DE', zahlungsart.zahlart_kz 'RE' / 'LS' / 'BAR'); ort holds German,
-- Austrian and Swiss postcodes, so a 4-digit plz such as '1010' is both Wien and Lausanne and
-- only (laenderkz, plz) is unique there; customers keep plz / ort as printed text beside ort_id,
-- which is NULL for customers outside DACH (their plz is in no table). References named as their
-- target (mitarbeiter.abteilung), by role (kunde.betreuer, lager.lagerleiter, abteilung.leiter ->
-- mitarbeiter), self references (mitarbeiter.vorgesetzter, artikelgruppe.obergruppe, kunde.
-- rechnungsempfaenger for branches billed to their head office, rechnung.storno_zu for a
-- cancelling invoice); order positions numbered 10, 20, 30 and invoice lines pointing at them by
-- the composite (auftragsnr, auftrags_pos). Audit columns erstellt_von / geaendert_von hold the
-- employee's text initials (mitarbeiter.kuerzel, 'SYS' the system user for migrated rows) and are
-- declared nowhere: undeclared references. notiz is polymorphic (bezugsart 'K' / 'L' / 'A' with
-- bezugs_nr a kundennr, lief_nr or auftragsnr): no reference, left out of the truth.
-- Skewed: a few customers and articles make most orders, most orders ship from lager 1.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4711);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE land (
  laenderkz char(2) PRIMARY KEY, bezeichnung varchar(60) NOT NULL, eu_mitglied boolean NOT NULL,
  waehrung char(3) NOT NULL);
INSERT INTO land VALUES
  ('DE', 'Deutschland', true, 'EUR'), ('AT', 'Oesterreich', true, 'EUR'), ('CH', 'Schweiz', false, 'CHF'),
  ('NL', 'Niederlande', true, 'EUR'), ('BE', 'Belgien', true, 'EUR'), ('LU', 'Luxemburg', true, 'EUR'),
  ('FR', 'Frankreich', true, 'EUR'), ('IT', 'Italien', true, 'EUR'), ('PL', 'Polen', true, 'PLN'),
  ('CZ', 'Tschechien', true, 'CZK'), ('DK', 'Daenemark', true, 'DKK'), ('GB', 'Grossbritannien', false, 'GBP');

-- postcodes: 320 German, 60 Austrian, 50 Swiss (some 4-digit codes in both AT and CH)
CREATE TABLE ort (
  ort_id integer PRIMARY KEY, laenderkz char(2) NOT NULL REFERENCES land, plz varchar(10) NOT NULL,
  ortsname varchar(80) NOT NULL, bundesland varchar(40), UNIQUE (laenderkz, plz));
INSERT INTO ort
SELECT row_number() OVER (ORDER BY lk, plz), lk, plz, ortsname, bl FROM (
  SELECT DISTINCT ON (lk, plz) lk, plz, ortsname, bl FROM (
    SELECT 'DE' AS lk, lpad((1067 + (i * 3083) % 98000)::text, 5, '0') AS plz,
           (ARRAY['Dresden', 'Leipzig', 'Berlin', 'Hamburg', 'Hannover', 'Bremen', 'Essen', 'Koeln', 'Frankfurt',
                  'Stuttgart', 'Muenchen', 'Nuernberg', 'Freiburg', 'Augsburg', 'Kassel', 'Bielefeld'])[1 + i % 16]
             || CASE WHEN i > 16 THEN '-' || (ARRAY['Nord', 'Sued', 'Ost', 'West', 'Mitte', 'Land'])[1 + i % 6] || ' ' || i ELSE '' END AS ortsname,
           (ARRAY['Sachsen', 'Berlin', 'Hamburg', 'Niedersachsen', 'Bremen', 'Nordrhein-Westfalen', 'Hessen',
                  'Baden-Wuerttemberg', 'Bayern', 'Thueringen'])[1 + i % 10] AS bl, i
      FROM generate_series(1, 320) i
    UNION ALL
    SELECT 'AT', (1010 + (i * 157) % 8900)::text, (ARRAY['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt'])[1 + i % 6] || ' ' || i,
           (ARRAY['Wien', 'Steiermark', 'Oberoesterreich', 'Salzburg', 'Tirol', 'Kaernten'])[1 + i % 6], i
      FROM generate_series(0, 59) i
    UNION ALL
    SELECT 'CH', (CASE WHEN i < 12 THEN 1010 + (i * 157) % 8900 ELSE 1000 + (i * 181) % 8600 END)::text,
           (ARRAY['Lausanne', 'Zuerich', 'Bern', 'Basel', 'Luzern', 'St. Gallen'])[1 + i % 6] || ' ' || i,
           NULL, i
      FROM generate_series(0, 49) i) x
  ORDER BY lk, plz, i) y;

CREATE TABLE abteilung (
  abt_nr smallint PRIMARY KEY, bezeichnung varchar(60) NOT NULL, kostenstelle varchar(6) NOT NULL UNIQUE,
  leiter integer);
INSERT INTO abteilung VALUES
  (10, 'Geschaeftsleitung', '1000', NULL), (20, 'Vertrieb Innendienst', '2100', NULL),
  (21, 'Vertrieb Aussendienst', '2200', NULL), (30, 'Einkauf', '3000', NULL), (40, 'Lager und Logistik', '4100', NULL),
  (50, 'Buchhaltung', '5000', NULL), (60, 'EDV', '6000', NULL), (70, 'Service', '7000', NULL);

-- employees: 1 the system user (SYS), 2 the managing director, 3..9 heads of department, 10..52 staff
CREATE TABLE mitarbeiter (
  mitarbeiter_id integer PRIMARY KEY, personalnr varchar(8) NOT NULL UNIQUE, kuerzel varchar(5) NOT NULL UNIQUE,
  vorname varchar(40), nachname varchar(60) NOT NULL, abteilung smallint REFERENCES abteilung,
  vorgesetzter integer REFERENCES mitarbeiter, eintritt date, austritt date, telefon_durchwahl varchar(6),
  email varchar(120));
CREATE TEMP TABLE ma0 AS
SELECT i,
       (ARRAY['Hans', 'Petra', 'Klaus', 'Sabine', 'Juergen', 'Monika', 'Stefan', 'Andrea', 'Thomas', 'Birgit', 'Uwe',
              'Claudia', 'Frank', 'Karin', 'Michael', 'Susanne', 'Ralf'])[1 + i % 17] AS vorname,
       (ARRAY['Mueller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
              'Koch', 'Richter', 'Klein', 'Wolf', 'Schroeder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun'])[1 + (i * 7) % 19] AS nachname,
       CASE WHEN i = 1 THEN NULL WHEN i = 2 THEN 10 WHEN i <= 9 THEN (ARRAY[20, 21, 30, 40, 50, 60, 70])[i - 2]
            ELSE (ARRAY[20, 20, 20, 21, 21, 30, 40, 40, 40, 50, 60, 70])[1 + i % 12] END AS abt
  FROM generate_series(1, 52) i;
INSERT INTO mitarbeiter
SELECT i, lpad((1000 + i * 17)::text, 5, '0'),
       CASE WHEN i = 1 THEN 'SYS'
            ELSE upper(left(vorname, 1) || left(nachname, 2)) || CASE WHEN n > 1 THEN n::text ELSE '' END END,
       CASE WHEN i = 1 THEN NULL ELSE vorname END, CASE WHEN i = 1 THEN 'Systembenutzer' ELSE nachname END, abt,
       CASE WHEN i <= 2 THEN NULL WHEN i <= 9 THEN 2
            ELSE (SELECT min(m.i) FROM ma0 m WHERE m.i BETWEEN 3 AND 9 AND m.abt = ma.abt) END,
       CASE WHEN i = 1 THEN NULL ELSE '1998-04-01'::date + (i * 211) % 8000 END,
       CASE WHEN i IN (14, 27, 38, 45) THEN '2022-06-30'::date END,
       CASE WHEN i = 1 THEN NULL ELSE (100 + i)::text END,
       CASE WHEN i = 1 THEN NULL ELSE lower(left(vorname, 1) || '.' || nachname) || '@muster-gmbh.de' END
  FROM (SELECT ma0.*, row_number() OVER (PARTITION BY upper(left(vorname, 1) || left(nachname, 2)) ORDER BY i) AS n FROM ma0) ma
 ORDER BY i;
UPDATE mitarbeiter SET vorgesetzter = 2 WHERE mitarbeiter_id > 9 AND vorgesetzter IS NULL AND abteilung = 10;
UPDATE abteilung a SET leiter = m.mitarbeiter_id FROM mitarbeiter m
 WHERE m.mitarbeiter_id BETWEEN 2 AND 9 AND m.abteilung = a.abt_nr;
ALTER TABLE abteilung ADD FOREIGN KEY (leiter) REFERENCES mitarbeiter;
-- who types rows in: the inside sales, purchasing and accounting staff (and SYS for migrated rows)
CREATE TEMP TABLE erfasser AS
SELECT row_number() OVER (ORDER BY mitarbeiter_id) AS k, kuerzel FROM mitarbeiter
 WHERE abteilung IN (20, 30, 50) AND mitarbeiter_id > 9;
CREATE FUNCTION pg_temp.erf() RETURNS varchar LANGUAGE sql VOLATILE AS $$
  SELECT kuerzel FROM erfasser ORDER BY k OFFSET pg_temp.sk((SELECT count(*)::int FROM erfasser), 1.6) - 1 LIMIT 1 $$;

CREATE TABLE zahlungsart (
  zahlart_kz varchar(3) PRIMARY KEY, bezeichnung varchar(60) NOT NULL, zahlungsziel_tage smallint NOT NULL,
  skonto_tage smallint, skonto_proz numeric(4,2));
INSERT INTO zahlungsart VALUES
  ('RE', 'Rechnung 30 Tage netto', 30, NULL, NULL), ('RS', 'Rechnung 10 Tage 2% Skonto', 30, 10, 2.00),
  ('LS', 'Lastschrift', 0, NULL, NULL), ('VK', 'Vorkasse', 0, NULL, NULL), ('NN', 'Nachnahme', 0, NULL, NULL),
  ('BAR', 'Barzahlung', 0, NULL, NULL), ('PP', 'PayPal', 0, NULL, NULL);

CREATE TABLE versandart (
  versandart_id smallint PRIMARY KEY, bezeichnung varchar(60) NOT NULL, frachtkosten numeric(8,2));
INSERT INTO versandart VALUES (1, 'DHL Paket', 6.90), (2, 'DPD', 6.50), (3, 'Spedition', 89.00),
  (4, 'Selbstabholung', 0), (5, 'UPS Express', 24.90), (6, 'Post Brief', 1.80);

CREATE TABLE lieferant (
  lief_nr integer PRIMARY KEY, firma varchar(100) NOT NULL, strasse varchar(80), plz varchar(10),
  ort varchar(80), laenderkz char(2) NOT NULL REFERENCES land, ust_idnr varchar(20),
  zahlart_kz varchar(3) REFERENCES zahlungsart, ansprechpartner varchar(80), telefon varchar(30),
  erstellt_am timestamp NOT NULL, erstellt_von varchar(5) NOT NULL);
INSERT INTO lieferant
SELECT 70000 + i,
       (ARRAY['Hansa', 'Rhein', 'Alpen', 'Nordsee', 'Euro', 'Technik', 'Werkzeug', 'Industrie', 'Elektro', 'Bau'])[1 + i % 10]
         || (ARRAY[' Handels GmbH', ' GmbH & Co. KG', ' AG', ' KG', ' Vertrieb GmbH', ' B.V.', ' S.r.l.'])[1 + i % 7] || ' ' || i,
       (ARRAY['Industriestr.', 'Hauptstr.', 'Gewerbepark', 'Am Hafen', 'Bahnhofstr.'])[1 + i % 5] || ' ' || (1 + i % 80),
       CASE lk WHEN 'NL' THEN (1000 + i * 37 % 8000)::text || ' ' || chr(65 + i % 26) || chr(66 + i % 24)
               WHEN 'IT' THEN lpad((10100 + i * 911 % 80000)::text, 5, '0')
               ELSE (SELECT plz FROM ort o WHERE o.laenderkz = lk ORDER BY ort_id OFFSET (i * 13) % 50 LIMIT 1) END,
       NULL, lk,
       CASE WHEN lk <> 'CH' THEN lk || lpad((100000000 + i * 7919)::text, 9, '0') END,
       (ARRAY['RE', 'RE', 'RE', 'RS', 'LS', 'VK'])[pg_temp.r(6)],
       CASE WHEN random() < 0.8 THEN 'Herr / Frau ' || (ARRAY['Berger', 'Lang', 'Huber', 'Keller', 'Frank'])[pg_temp.r(5)] END,
       '+49 ' || (200 + i) || ' ' || (10000 + i * 31),
       '2005-01-01'::timestamp + i * interval '23 days', CASE WHEN i <= 40 THEN 'SYS' ELSE pg_temp.erf() END
  FROM (SELECT i, CASE WHEN i % 10 < 7 THEN 'DE' WHEN i % 10 = 7 THEN 'AT' WHEN i % 10 = 8 THEN 'CH'
                       WHEN i % 20 = 9 THEN 'NL' ELSE 'IT' END AS lk
          FROM generate_series(1, 120) i) x ORDER BY i;
UPDATE lieferant l SET ort = coalesce((SELECT o.ortsname FROM ort o WHERE (o.laenderkz, o.plz) = (l.laenderkz, l.plz)),
                                      CASE l.laenderkz WHEN 'NL' THEN 'Rotterdam' ELSE 'Milano' END);

CREATE TABLE kunde (
  kundennr integer PRIMARY KEY, anrede varchar(10), firma varchar(100), name1 varchar(80) NOT NULL,
  name2 varchar(80), strasse varchar(80), plz varchar(10), ort varchar(80), laenderkz char(2) NOT NULL REFERENCES land,
  ort_id integer REFERENCES ort, telefon varchar(30), email varchar(120), ust_idnr varchar(20),
  zahlart_kz varchar(3) NOT NULL REFERENCES zahlungsart, versandart_id smallint REFERENCES versandart,
  betreuer integer REFERENCES mitarbeiter, rechnungsempfaenger integer REFERENCES kunde,
  rabatt_proz numeric(4,2) NOT NULL DEFAULT 0, kreditlimit numeric(12,2), gesperrt boolean NOT NULL DEFAULT false,
  erstellt_am timestamp NOT NULL, erstellt_von varchar(5) NOT NULL, geaendert_am timestamp, geaendert_von varchar(5));
INSERT INTO kunde
SELECT 10000 + i, CASE WHEN privat THEN (ARRAY['Herr', 'Frau'])[1 + i % 2] ELSE 'Firma' END,
       CASE WHEN privat THEN NULL ELSE (ARRAY['Autohaus', 'Baeckerei', 'Elektro', 'Sanitaer', 'Hotel', 'Schreinerei',
                                              'Praxis', 'Stadtwerke', 'Maschinenbau'])[1 + i % 9] || ' ' ||
                                       (ARRAY['Mayer', 'Huber', 'Bauer', 'Gruber', 'Lehmann', 'Krause', 'Wirth'])[1 + i % 7] ||
                                       (ARRAY[' GmbH', ' KG', ' e.K.', ' GmbH & Co. KG', ''])[1 + i % 5] END,
       (ARRAY['Mayer', 'Huber', 'Bauer', 'Gruber', 'Lehmann', 'Krause', 'Wirth', 'Vogel', 'Roth', 'Sommer'])[1 + (i * 3) % 10]
         || CASE WHEN privat THEN ', ' || (ARRAY['Anna', 'Peter', 'Maria', 'Jan', 'Lisa'])[1 + i % 5] ELSE '' END,
       CASE WHEN i % 11 = 0 THEN 'z. Hd. Einkauf' END,
       (ARRAY['Lindenweg', 'Schulstr.', 'Dorfstr.', 'Gartenstr.', 'Bergstr.', 'Kirchplatz'])[1 + i % 6] || ' ' || (1 + i % 120),
       CASE WHEN o.ort_id IS NOT NULL THEN o.plz WHEN lk = 'NL' THEN (1000 + i * 37 % 8000)::text || ' AB'
            ELSE lpad((1000 + i * 53 % 9000)::text, CASE lk WHEN 'FR' THEN 5 WHEN 'IT' THEN 5 ELSE 4 END, '0') END,
       coalesce(o.ortsname, (ARRAY['Amsterdam', 'Bruxelles', 'Strasbourg', 'Bolzano', 'Luxembourg'])[1 + i % 5]),
       lk, o.ort_id,
       '0' || (30 + i % 900) || '-' || (100000 + i * 7),
       CASE WHEN random() < 0.7 THEN 'info' || i || '@kunde.example' END,
       CASE WHEN NOT privat AND lk <> 'DE' AND lk <> 'CH' THEN lk || lpad((200000000 + i * 104729 % 99999999)::text, 9, '0') END,
       CASE WHEN privat THEN (ARRAY['VK', 'PP', 'LS', 'NN'])[pg_temp.r(4)] ELSE (ARRAY['RE', 'RE', 'RE', 'RS', 'RS', 'LS', 'BAR'])[pg_temp.r(7)] END,
       CASE WHEN random() < 0.9 THEN (ARRAY[1, 1, 1, 2, 3, 4, 5])[pg_temp.r(7)] END,
       CASE WHEN NOT privat AND random() < 0.75 THEN (SELECT mitarbeiter_id FROM mitarbeiter WHERE abteilung = 21
                                                       ORDER BY mitarbeiter_id OFFSET (i * 7) % 6 LIMIT 1) END,
       NULL,
       CASE WHEN privat THEN 0 ELSE (ARRAY[0, 0, 3, 5, 8, 10])[pg_temp.r(6)] END,
       CASE WHEN NOT privat THEN (ARRAY[5000, 10000, 25000, 50000])[pg_temp.r(4)] END,
       random() < 0.02,
       '2008-01-01'::timestamp + i * interval '4 days 3 hours', CASE WHEN i <= 300 THEN 'SYS' ELSE pg_temp.erf() END,
       NULL, NULL
  FROM (SELECT i, random() < 0.3 AS privat,
               CASE WHEN i % 100 < 82 THEN 'DE' WHEN i % 100 < 90 THEN 'AT' WHEN i % 100 < 95 THEN 'CH'
                    ELSE (ARRAY['NL', 'BE', 'FR', 'IT', 'LU'])[1 + i % 5] END AS lk
          FROM generate_series(1, 850) i) x
  LEFT JOIN LATERAL (SELECT * FROM ort WHERE ort.laenderkz = x.lk ORDER BY ort_id
                      OFFSET floor(random() ^ 1.4 * (CASE x.lk WHEN 'DE' THEN 300 WHEN 'AT' THEN 55 ELSE 45 END))::int
                      LIMIT 1) o ON x.lk IN ('DE', 'AT', 'CH')
 ORDER BY i;
-- branches billed to their head office
UPDATE kunde SET rechnungsempfaenger = 10001 + (kundennr * 37) % (kundennr - 10001)
 WHERE firma IS NOT NULL AND kundennr > 10100 AND kundennr % 17 = 0;
UPDATE kunde SET geaendert_am = erstellt_am + interval '200 days' * (1 + kundennr % 9), geaendert_von = pg_temp.erf()
 WHERE random() < 0.45;

CREATE TABLE artikelgruppe (
  artgr_nr varchar(4) PRIMARY KEY, bezeichnung varchar(60) NOT NULL, obergruppe varchar(4) REFERENCES artikelgruppe,
  erloeskonto varchar(5));
INSERT INTO artikelgruppe
SELECT g * 100 || '', (ARRAY['Werkzeuge', 'Befestigungstechnik', 'Elektro', 'Sanitaer', 'Arbeitsschutz', 'Chemie',
                             'Beschlaege', 'Maschinen', 'Dienstleistungen'])[g], NULL, '8400'
  FROM generate_series(1, 9) g
UNION ALL
SELECT (g * 100 + s * 10) || '', (ARRAY['Werkzeuge', 'Befestigungstechnik', 'Elektro', 'Sanitaer', 'Arbeitsschutz', 'Chemie',
                                        'Beschlaege', 'Maschinen', 'Dienstleistungen'])[g] || ' ' ||
                                 (ARRAY['Standard', 'Profi', 'Zubehoer', 'Sonderposten'])[s],
       g * 100 || '', CASE WHEN g = 9 THEN '8338' WHEN s = 4 THEN '8300' ELSE '8400' END
  FROM generate_series(1, 9) g, generate_series(1, CASE WHEN g = 9 THEN 2 ELSE 4 END) s
 ORDER BY 1;

CREATE TABLE artikel (
  artikel_id integer PRIMARY KEY, artnr varchar(12) NOT NULL UNIQUE, bezeichnung varchar(100) NOT NULL,
  bezeichnung2 varchar(100), artgr_nr varchar(4) NOT NULL REFERENCES artikelgruppe, einheit varchar(5) NOT NULL,
  ean varchar(13), lief_nr integer REFERENCES lieferant, lief_artnr varchar(30), ek_preis numeric(12,2),
  vk_preis numeric(12,2) NOT NULL, mwst_satz numeric(4,2) NOT NULL, gewicht_kg numeric(8,3), aktiv boolean NOT NULL,
  erstellt_am timestamp NOT NULL, erstellt_von varchar(5) NOT NULL, geaendert_am timestamp, geaendert_von varchar(5));
CREATE TEMP TABLE ug AS
SELECT row_number() OVER (ORDER BY artgr_nr) AS k, artgr_nr FROM artikelgruppe WHERE obergruppe IS NOT NULL;
INSERT INTO artikel
SELECT i, g.artgr_nr || lpad((i * 7 % 10000)::text, 4, '0') || CASE WHEN i % 37 = 0 THEN 'A' ELSE '' END,
       (ARRAY['Schraube', 'Duebel', 'Bohrer', 'Hammer', 'Kabel', 'Steckdose', 'Handschuh', 'Silikon', 'Scharnier',
              'Akkuschrauber', 'Montage', 'Wasserwaage', 'Zange', 'Rohr', 'Ventil'])[1 + i % 15] || ' ' ||
         (ARRAY['M6x40', '8mm', 'HSS 10', '500g', 'NYM 3x1,5', 'Schuko', 'Gr. 10', 'weiss', '80mm', '18V', 'Std.'])[1 + i % 11],
       CASE WHEN i % 4 = 0 THEN 'VE ' || (10 * (1 + i % 10)) || ' Stk' END,
       g.artgr_nr, CASE WHEN g.artgr_nr LIKE '9%' THEN 'Std' ELSE (ARRAY['Stk', 'Stk', 'Stk', 'Pak', 'm', 'kg', 'l'])[1 + i % 7] END,
       CASE WHEN g.artgr_nr NOT LIKE '9%' AND random() < 0.85 THEN '40' || lpad((i * 104729 % 100000000000)::text, 11, '0') END,
       CASE WHEN g.artgr_nr NOT LIKE '9%' AND random() < 0.95 THEN 70000 + pg_temp.sk(120, 1.8) END,
       CASE WHEN g.artgr_nr NOT LIKE '9%' THEN 'L-' || (i * 13) END,
       round((1 + random() * 200)::numeric, 2), 0,
       CASE WHEN g.artgr_nr LIKE '9%' OR i % 29 <> 0 THEN 19.00 ELSE 7.00 END,
       CASE WHEN g.artgr_nr NOT LIKE '9%' THEN round((random() * 20)::numeric, 3) END,
       random() > 0.06,
       '2008-01-01'::timestamp + i * interval '3 days', CASE WHEN i <= 600 THEN 'SYS' ELSE pg_temp.erf() END, NULL, NULL
  FROM generate_series(1, 1500) i
  JOIN ug g ON g.k = 1 + (i * 11) % (SELECT count(*) FROM ug)
 ORDER BY i;
UPDATE artikel SET vk_preis = round(ek_preis * 1.45, 2);
UPDATE artikel SET geaendert_am = erstellt_am + interval '300 days', geaendert_von = pg_temp.erf() WHERE random() < 0.3;
CREATE TEMP TABLE ak AS
SELECT row_number() OVER (ORDER BY md5('a' || artikel_id)) AS k, artikel_id, artnr, vk_preis, mwst_satz
  FROM artikel WHERE aktiv;

CREATE TABLE lager (
  lager_nr smallint PRIMARY KEY, bezeichnung varchar(60) NOT NULL, ort_id integer REFERENCES ort,
  lagerleiter integer REFERENCES mitarbeiter);
INSERT INTO lager VALUES
  (1, 'Hauptlager', (SELECT min(ort_id) FROM ort WHERE laenderkz = 'DE'), 6),
  (2, 'Aussenlager', (SELECT min(ort_id) + 40 FROM ort WHERE laenderkz = 'DE'),
      (SELECT min(mitarbeiter_id) FROM mitarbeiter WHERE abteilung = 40 AND mitarbeiter_id > 9)),
  (3, 'Filiale Wien', (SELECT min(ort_id) FROM ort WHERE laenderkz = 'AT'), NULL),
  (4, 'Konsignationslager Kunde', NULL, NULL);

CREATE TABLE lagerbestand (
  lager_nr smallint NOT NULL REFERENCES lager, artikel_id integer NOT NULL REFERENCES artikel,
  bestand numeric(12,3) NOT NULL, mindestbestand numeric(12,3), lagerplatz varchar(12),
  letzte_inventur date, PRIMARY KEY (lager_nr, artikel_id));
INSERT INTO lagerbestand
SELECT l, a.artikel_id, floor(random() * 400), CASE WHEN random() < 0.6 THEN 10 * pg_temp.r(10) END,
       CASE WHEN l <= 2 THEN chr(64 + pg_temp.r(8)) || '-' || lpad(pg_temp.r(30)::text, 2, '0') || '-' || pg_temp.r(5) END,
       CASE WHEN random() < 0.8 THEN '2023-12-31'::date END
  FROM generate_series(1, 4) l
  JOIN artikel a ON a.artgr_nr NOT LIKE '9%' AND a.aktiv
   AND (l = 1 OR (l = 2 AND a.artikel_id % 5 < 2) OR (l = 3 AND a.artikel_id % 5 = 3) OR (l = 4 AND a.artikel_id % 17 = 0))
 ORDER BY l, a.artikel_id;

-- orders: 4,200; a few customers order most
CREATE TABLE auftrag (
  auftragsnr integer PRIMARY KEY, auftragsdatum date NOT NULL, kunden_nr integer NOT NULL REFERENCES kunde,
  bestellnr_kunde varchar(30), mitarbeiter_id integer REFERENCES mitarbeiter, zahlart_kz varchar(3) NOT NULL REFERENCES zahlungsart,
  versandart_id smallint REFERENCES versandart, lager_nr smallint NOT NULL REFERENCES lager, liefertermin date,
  status varchar(12) NOT NULL, bemerkung text,
  erstellt_am timestamp NOT NULL, erstellt_von varchar(5) NOT NULL, geaendert_am timestamp, geaendert_von varchar(5));
CREATE TEMP TABLE kk AS
SELECT row_number() OVER (ORDER BY md5('k' || kundennr)) AS k, kundennr, zahlart_kz, versandart_id, laenderkz
  FROM kunde WHERE NOT gesperrt;
INSERT INTO auftrag
SELECT 200000 + i, d, k.kundennr, CASE WHEN random() < 0.4 THEN 'B-' || (i * 31 % 99999) END,
       CASE WHEN random() < 0.93 THEN (SELECT mitarbeiter_id FROM mitarbeiter WHERE abteilung = 20 AND x.i > 0
                                        ORDER BY mitarbeiter_id OFFSET pg_temp.sk(5, 1.5) - 1 LIMIT 1) END,
       k.zahlart_kz, coalesce(k.versandart_id, 1), CASE WHEN k.laenderkz = 'AT' THEN 3 WHEN random() < 0.85 THEN 1 ELSE 2 END,
       d + pg_temp.r(21), CASE WHEN i > 4050 THEN 'offen' WHEN i % 43 = 0 THEN 'storniert' WHEN i > 3950 THEN 'geliefert' ELSE 'berechnet' END,
       CASE WHEN random() < 0.1 THEN 'Bitte vorher anrufen' END,
       d + interval '9 hours' + pg_temp.r(480) * interval '1 minute', CASE WHEN i <= 900 THEN 'SYS' ELSE pg_temp.erf() END, NULL, NULL
  FROM (SELECT i, '2019-01-02'::date + (i * 1825 / 4200) AS d, pg_temp.sk((SELECT count(*)::int FROM kk), 2.3) AS kx
          FROM generate_series(1, 4200) i) x
  JOIN kk k ON k.k = x.kx
 ORDER BY i;
UPDATE auftrag SET geaendert_am = erstellt_am + interval '2 days', geaendert_von = pg_temp.erf()
 WHERE status <> 'offen' AND random() < 0.35;

CREATE TABLE auftragsposition (
  auftragsnr integer NOT NULL REFERENCES auftrag, pos_nr smallint NOT NULL, artnr varchar(12) NOT NULL REFERENCES artikel (artnr),
  bezeichnung varchar(100), menge numeric(10,3) NOT NULL, einheit varchar(5), einzelpreis numeric(12,2) NOT NULL,
  rabatt_proz numeric(4,2) NOT NULL DEFAULT 0, mwst_satz numeric(4,2) NOT NULL, PRIMARY KEY (auftragsnr, pos_nr));
INSERT INTO auftragsposition
SELECT auftragsnr, pos * 10, a.artnr, NULL, pg_temp.r(CASE WHEN pos = 1 THEN 50 ELSE 12 END), NULL, a.vk_preis,
       (ARRAY[0, 0, 0, 5, 10])[pg_temp.r(5)], a.mwst_satz
  FROM (SELECT auftragsnr, pos, pg_temp.sk((SELECT count(*)::int FROM ak), 2.0) AS ax
          FROM auftrag, generate_series(1, 8) pos
         WHERE pos <= 1 + auftragsnr * 7 % 6) x
  JOIN ak a ON a.k = x.ax
 ORDER BY auftragsnr, pos;
DELETE FROM auftragsposition p USING auftragsposition q
 WHERE p.auftragsnr = q.auftragsnr AND p.artnr = q.artnr AND p.pos_nr > q.pos_nr;
UPDATE auftragsposition p SET bezeichnung = a.bezeichnung, einheit = a.einheit FROM artikel a WHERE a.artnr = p.artnr;

-- invoices: one per invoiced order, a second (Teilrechnung) for some, cancellations (storno_zu) for a few
CREATE TABLE rechnung (
  rechnungsnr integer PRIMARY KEY, re_datum date NOT NULL, kundennr integer NOT NULL REFERENCES kunde,
  auftragsnr integer REFERENCES auftrag, zahlart_kz varchar(3) NOT NULL REFERENCES zahlungsart,
  netto numeric(12,2), mwst numeric(12,2), brutto numeric(12,2), faellig_am date, bezahlt_am date,
  mahnstufe smallint NOT NULL DEFAULT 0, storno_zu integer REFERENCES rechnung,
  erstellt_am timestamp NOT NULL, erstellt_von varchar(5) NOT NULL);
INSERT INTO rechnung
SELECT 500000 + row_number() OVER (ORDER BY a.auftragsnr, t), a.liefertermin + t * 14, kk.re_kunde, a.auftragsnr, a.zahlart_kz,
       NULL, NULL, NULL, a.liefertermin + t * 14 + z.zahlungsziel_tage,
       CASE WHEN random() < 0.93 THEN a.liefertermin + t * 14 + pg_temp.r(40) END, 0, NULL,
       a.liefertermin + t * 14 + interval '16 hours', CASE WHEN a.auftragsnr <= 200900 THEN 'SYS' ELSE pg_temp.erf() END
  FROM auftrag a
  JOIN zahlungsart z USING (zahlart_kz)
  JOIN LATERAL (SELECT coalesce(rechnungsempfaenger, kundennr) AS re_kunde FROM kunde WHERE kundennr = a.kunden_nr) kk ON true
  CROSS JOIN generate_series(0, 1) t
 WHERE a.status = 'berechnet'
   AND (t = 0 OR (a.auftragsnr % 13 = 0 AND (SELECT count(*) FROM auftragsposition p WHERE p.auftragsnr = a.auftragsnr) > 2))
 ORDER BY a.auftragsnr, t;
UPDATE rechnung SET mahnstufe = 1 + rechnungsnr % 3 WHERE bezahlt_am IS NULL AND faellig_am < '2023-06-01';
INSERT INTO rechnung
SELECT 600000 + row_number() OVER (ORDER BY rechnungsnr), re_datum + 20, kundennr, auftragsnr, zahlart_kz,
       NULL, NULL, NULL, NULL, NULL, 0, rechnungsnr, erstellt_am + interval '20 days', pg_temp.erf()
  FROM rechnung WHERE rechnungsnr % 47 = 0 ORDER BY rechnungsnr;

CREATE TABLE rechnungsposition (
  rechnungsnr integer NOT NULL REFERENCES rechnung, pos_nr smallint NOT NULL, artikel_id integer NOT NULL REFERENCES artikel,
  auftragsnr integer, auftrags_pos smallint, menge numeric(10,3) NOT NULL, einzelpreis numeric(12,2) NOT NULL,
  rabatt_proz numeric(4,2) NOT NULL DEFAULT 0, mwst_satz numeric(4,2) NOT NULL, PRIMARY KEY (rechnungsnr, pos_nr),
  FOREIGN KEY (auftragsnr, auftrags_pos) REFERENCES auftragsposition (auftragsnr, pos_nr));
-- a first invoice bills every position (or the first half for a partial one), the second the rest
INSERT INTO rechnungsposition
SELECT r.rechnungsnr, row_number() OVER (PARTITION BY r.rechnungsnr ORDER BY p.pos_nr), a.artikel_id, p.auftragsnr, p.pos_nr,
       p.menge, p.einzelpreis, p.rabatt_proz, p.mwst_satz
  FROM rechnung r
  JOIN LATERAL (SELECT count(*) AS n, min(rechnungsnr) AS erste FROM rechnung x
                 WHERE x.auftragsnr = r.auftragsnr AND x.storno_zu IS NULL) c ON true
  JOIN auftragsposition p ON p.auftragsnr = r.auftragsnr
   AND (c.n = 1 OR (r.rechnungsnr = c.erste) = (p.pos_nr <= 20))
  JOIN artikel a ON a.artnr = p.artnr
 WHERE r.storno_zu IS NULL
 ORDER BY r.rechnungsnr, p.pos_nr;
INSERT INTO rechnungsposition
SELECT r.rechnungsnr, p.pos_nr, p.artikel_id, p.auftragsnr, p.auftrags_pos, -p.menge, p.einzelpreis, p.rabatt_proz, p.mwst_satz
  FROM rechnung r JOIN rechnungsposition p ON p.rechnungsnr = r.storno_zu
 ORDER BY r.rechnungsnr, p.pos_nr;
UPDATE rechnung r SET netto = s.netto, mwst = s.mwst, brutto = s.netto + s.mwst
  FROM (SELECT rechnungsnr, round(sum(menge * einzelpreis * (1 - rabatt_proz / 100)), 2) AS netto,
               round(sum(menge * einzelpreis * (1 - rabatt_proz / 100) * mwst_satz / 100), 2) AS mwst
          FROM rechnungsposition GROUP BY rechnungsnr) s
 WHERE s.rechnungsnr = r.rechnungsnr;

-- notes on customers, suppliers and orders: polymorphic (bezugsart, bezugs_nr)
CREATE TABLE notiz (
  notiz_id integer PRIMARY KEY, bezugsart char(1) NOT NULL, bezugs_nr integer NOT NULL, notiz text NOT NULL,
  wiedervorlage date, erstellt_am timestamp NOT NULL, erstellt_von varchar(5) NOT NULL);
INSERT INTO notiz
SELECT i, ba,
       CASE ba WHEN 'K' THEN (SELECT kundennr FROM kk WHERE x.i > 0 ORDER BY k OFFSET pg_temp.sk((SELECT count(*)::int FROM kk), 1.8) - 1 LIMIT 1)
               WHEN 'L' THEN 70000 + pg_temp.sk(120, 1.5)
               ELSE 200000 + pg_temp.r(4200) END,
       (ARRAY['Rueckruf erbeten', 'Preisanfrage', 'Reklamation', 'Liefertermin bestaetigt', 'Mahnung telefonisch'])[pg_temp.r(5)],
       CASE WHEN random() < 0.3 THEN '2024-01-15'::date + pg_temp.r(60) END,
       '2019-01-01'::timestamp + i * interval '1 day 7 hours', pg_temp.erf()
  FROM (SELECT i, (ARRAY['K', 'K', 'K', 'L', 'A', 'A'])[pg_temp.r(6)] AS ba FROM generate_series(1, 1300) i) x
 ORDER BY i;

ANALYZE;
