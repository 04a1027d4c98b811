-- test/accuracy/spider_world_1.sql: Spider's dev database "world_1" (MySQL's sample "world":
-- countries, their cities and the languages spoken) converted from its SQLite file to PostgreSQL
-- with its names kept, rows scaled by a deterministic generator; written for issue 16 as a held-out
-- check (tenth round): committed with its truth (spider_world_1_truth.csv) BEFORE discovery was
-- ever run on it.
--
-- Its conventions: one schema, public; lower-case singular table names, CamelCase columns as the
-- MySQL original has them (quoted: "ID", "CountryCode", "Code", "Capital", "Code2", "IsOfficial");
-- country is keyed by its ISO 3166 alpha-3 code ("Code" char(3) 'AFG', 'NLD') and carries the
-- alpha-2 code too ("Code2" char(2)); city by an integer "ID" counted from 1 in country order; both
-- city and countrylanguage name the country by "CountryCode" char(3), declared;
-- countrylanguage is keyed by ("CountryCode", "Language"). country."Capital" is the "ID" of the
-- capital city, NULL for the few territories with no city (Antarctica-like), and nothing declares
-- it (an undeclared truth). "IsOfficial" is 'T'/'F' text; "IndepYear", "LifeExpectancy",
-- "GNPOld" and "HeadOfState" are often NULL. Spider's copy also holds sqlite_sequence, SQLite's
-- own bookkeeping table, left out. A few big countries hold most cities. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.4079);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE country (
  "Code" char(3) NOT NULL DEFAULT '', "Name" char(52) NOT NULL DEFAULT '', "Continent" text NOT NULL DEFAULT 'Asia',
  "Region" char(26) NOT NULL DEFAULT '', "SurfaceArea" float NOT NULL DEFAULT '0.00', "IndepYear" integer DEFAULT NULL,
  "Population" integer NOT NULL DEFAULT '0', "LifeExpectancy" float DEFAULT NULL, "GNP" float DEFAULT NULL,
  "GNPOld" float DEFAULT NULL, "LocalName" char(45) NOT NULL DEFAULT '', "GovernmentForm" char(45) NOT NULL DEFAULT '',
  "HeadOfState" char(60) DEFAULT NULL, "Capital" integer DEFAULT NULL, "Code2" char(2) NOT NULL DEFAULT '',
  PRIMARY KEY ("Code"));
CREATE TEMP TABLE c0 (code text, code2 text, name text, continent text, region text, big int);
INSERT INTO c0 VALUES
 ('AFG','AF','Afghanistan','Asia','Southern and Central Asia',2), ('NLD','NL','Netherlands','Europe','Western Europe',2),
 ('ANT','AN','Netherlands Antilles','North America','Caribbean',1), ('ALB','AL','Albania','Europe','Southern Europe',1),
 ('DZA','DZ','Algeria','Africa','Northern Africa',2), ('ASM','AS','American Samoa','Oceania','Polynesia',1),
 ('AND','AD','Andorra','Europe','Southern Europe',1), ('AGO','AO','Angola','Africa','Central Africa',1),
 ('AIA','AI','Anguilla','North America','Caribbean',1), ('ATG','AG','Antigua and Barbuda','North America','Caribbean',1),
 ('ARE','AE','United Arab Emirates','Asia','Middle East',1), ('ARG','AR','Argentina','South America','South America',4),
 ('ARM','AM','Armenia','Asia','Middle East',1), ('ABW','AW','Aruba','North America','Caribbean',1),
 ('AUS','AU','Australia','Oceania','Australia and New Zealand',3), ('AZE','AZ','Azerbaijan','Asia','Middle East',1),
 ('BHS','BS','Bahamas','North America','Caribbean',1), ('BHR','BH','Bahrain','Asia','Middle East',1),
 ('BGD','BD','Bangladesh','Asia','Southern and Central Asia',3), ('BRB','BB','Barbados','North America','Caribbean',1),
 ('BEL','BE','Belgium','Europe','Western Europe',2), ('BLZ','BZ','Belize','North America','Central America',1),
 ('BEN','BJ','Benin','Africa','Western Africa',1), ('BMU','BM','Bermuda','North America','North America',1),
 ('BTN','BT','Bhutan','Asia','Southern and Central Asia',1), ('BOL','BO','Bolivia','South America','South America',2),
 ('BIH','BA','Bosnia and Herzegovina','Europe','Southern Europe',1), ('BWA','BW','Botswana','Africa','Southern Africa',1),
 ('BRA','BR','Brazil','South America','South America',8), ('GBR','GB','United Kingdom','Europe','British Islands',5),
 ('VGB','VG','Virgin Islands, British','North America','Caribbean',1), ('BRN','BN','Brunei','Asia','Southeast Asia',1),
 ('BGR','BG','Bulgaria','Europe','Eastern Europe',2), ('BFA','BF','Burkina Faso','Africa','Western Africa',1),
 ('BDI','BI','Burundi','Africa','Eastern Africa',1), ('CYM','KY','Cayman Islands','North America','Caribbean',1),
 ('CHL','CL','Chile','South America','South America',3), ('COK','CK','Cook Islands','Oceania','Polynesia',1),
 ('CRI','CR','Costa Rica','North America','Central America',1), ('DJI','DJ','Djibouti','Africa','Eastern Africa',1),
 ('DMA','DM','Dominica','North America','Caribbean',1), ('DOM','DO','Dominican Republic','North America','Caribbean',2),
 ('ECU','EC','Ecuador','South America','South America',2), ('EGY','EG','Egypt','Africa','Northern Africa',3),
 ('SLV','SV','El Salvador','North America','Central America',1), ('ERI','ER','Eritrea','Africa','Eastern Africa',1),
 ('ESP','ES','Spain','Europe','Southern Europe',4), ('ZAF','ZA','South Africa','Africa','Southern Africa',3),
 ('ETH','ET','Ethiopia','Africa','Eastern Africa',2), ('FLK','FK','Falkland Islands','South America','South America',1),
 ('FJI','FJ','Fiji Islands','Oceania','Melanesia',1), ('PHL','PH','Philippines','Asia','Southeast Asia',5),
 ('FRO','FO','Faroe Islands','Europe','Nordic Countries',1), ('GAB','GA','Gabon','Africa','Central Africa',1),
 ('GMB','GM','Gambia','Africa','Western Africa',1), ('GEO','GE','Georgia','Asia','Middle East',1),
 ('GHA','GH','Ghana','Africa','Western Africa',2), ('GIB','GI','Gibraltar','Europe','Southern Europe',1),
 ('GRD','GD','Grenada','North America','Caribbean',1), ('GRL','GL','Greenland','North America','North America',1),
 ('GLP','GP','Guadeloupe','North America','Caribbean',1), ('GUM','GU','Guam','Oceania','Micronesia',1),
 ('GTM','GT','Guatemala','North America','Central America',1), ('GIN','GN','Guinea','Africa','Western Africa',1),
 ('GUY','GY','Guyana','South America','South America',1), ('HTI','HT','Haiti','North America','Caribbean',1),
 ('HND','HN','Honduras','North America','Central America',1), ('HKG','HK','Hong Kong','Asia','Eastern Asia',1),
 ('IDN','ID','Indonesia','Asia','Southeast Asia',5), ('IND','IN','India','Asia','Southern and Central Asia',9),
 ('IRQ','IQ','Iraq','Asia','Middle East',2), ('IRN','IR','Iran','Asia','Southern and Central Asia',4),
 ('IRL','IE','Ireland','Europe','British Islands',1), ('ISL','IS','Iceland','Europe','Nordic Countries',1),
 ('ISR','IL','Israel','Asia','Middle East',2), ('ITA','IT','Italy','Europe','Southern Europe',4),
 ('AUT','AT','Austria','Europe','Western Europe',1), ('JAM','JM','Jamaica','North America','Caribbean',1),
 ('JPN','JP','Japan','Asia','Eastern Asia',8), ('YEM','YE','Yemen','Asia','Middle East',1),
 ('JOR','JO','Jordan','Asia','Middle East',1), ('CXR','CX','Christmas Island','Oceania','Australia and New Zealand',1),
 ('KHM','KH','Cambodia','Asia','Southeast Asia',1), ('CMR','CM','Cameroon','Africa','Central Africa',2),
 ('CAN','CA','Canada','North America','North America',4), ('KAZ','KZ','Kazakstan','Asia','Southern and Central Asia',2),
 ('KEN','KE','Kenya','Africa','Eastern Africa',2), ('CHN','CN','China','Asia','Eastern Asia',10),
 ('KGZ','KG','Kyrgyzstan','Asia','Southern and Central Asia',1), ('COL','CO','Colombia','South America','South America',4),
 ('KOR','KR','South Korea','Asia','Eastern Asia',5), ('CUB','CU','Cuba','North America','Caribbean',2),
 ('MEX','MX','Mexico','North America','Central America',7), ('NGA','NG','Nigeria','Africa','Western Africa',5),
 ('PAK','PK','Pakistan','Asia','Southern and Central Asia',5), ('POL','PL','Poland','Europe','Eastern Europe',4),
 ('FRA','FR','France','Europe','Western Europe',4), ('DEU','DE','Germany','Europe','Western Europe',6),
 ('RUS','RU','Russian Federation','Europe','Eastern Europe',8), ('TUR','TR','Turkey','Asia','Middle East',5),
 ('UKR','UA','Ukraine','Europe','Eastern Europe',4), ('USA','US','United States','North America','North America',9),
 ('VNM','VN','Vietnam','Asia','Southeast Asia',2), ('ZWE','ZW','Zimbabwe','Africa','Eastern Africa',1),
 ('ATA','AQ','Antarctica','Antarctica','Antarctica',0), ('BVT','BV','Bouvet Island','Antarctica','Antarctica',0),
 ('IOT','IO','British Indian Ocean Territory','Africa','Eastern Africa',0), ('HMD','HM','Heard Island and McDonald Islands','Antarctica','Antarctica',0),
 ('ATF','TF','French Southern territories','Antarctica','Antarctica',0), ('UMI','UM','United States Minor Outlying Islands','Oceania','Micronesia/Caribbean',0);
INSERT INTO country
SELECT code, name, continent, region, round((300 + random() * 2000000)::numeric, 2), CASE WHEN random() < 0.8 THEN 1200 + pg_temp.r(795) END,
       CASE WHEN big = 0 THEN 0 ELSE big * big * 1000000 + pg_temp.r(5000000) END,
       CASE WHEN big > 0 AND random() < 0.9 THEN round((40 + random() * 43)::numeric, 1) END,
       round((random() * 100000)::numeric, 2), CASE WHEN random() < 0.7 THEN round((random() * 100000)::numeric, 2) END,
       name, (ARRAY['Republic', 'Republic', 'Constitutional Monarchy', 'Federal Republic', 'Dependent Territory of the UK',
                    'Nonmetropolitan Territory of France', 'Emirate Federation', 'Monarchy'])[pg_temp.r(8)],
       CASE WHEN random() < 0.95 THEN (ARRAY['Elisabeth II', 'Jacques Chirac', 'George W. Bush', 'Beatrix', 'Jiang Zemin', 'Akihito',
                                             'Vladimir Putin', 'Fernando de la Rúa'])[pg_temp.r(8)] END,
       NULL, code2
  FROM c0;

CREATE TABLE city (
  "ID" integer NOT NULL, "Name" char(35) NOT NULL DEFAULT '', "CountryCode" char(3) NOT NULL DEFAULT '',
  "District" char(20) NOT NULL DEFAULT '', "Population" integer NOT NULL DEFAULT '0',
  PRIMARY KEY ("ID"),
  FOREIGN KEY ("CountryCode") REFERENCES country ("Code"));
-- cities numbered in country order, big countries many
INSERT INTO city
SELECT row_number() OVER (ORDER BY code, n), (ARRAY['San', 'Port', 'Nova', 'Santa', 'New', 'Saint', 'Al-', 'Ban', 'Kara', 'Novo'])[pg_temp.r(10)]
          || (ARRAY['bury', 'polis', 'grad', 'ville', 'abad', 'pur', 'stad', 'town', 'ford', 'burg', 'ia', 'an'])[pg_temp.r(12)] || ' ' || n,
       code, (ARRAY['Kabol', 'Qandahar', 'Noord-Holland', 'Zuid-Holland', 'Utrecht', 'Buenos Aires', 'California', 'Texas', 'Shanghai',
                    'Maharashtra', 'São Paulo', 'Tokyo-to', 'Moscow (City)', 'England', 'Bayern', '–'])[pg_temp.r(16)],
       CASE WHEN n = 1 THEN 500000 + pg_temp.r(9000000) ELSE 50000 + floor(2000000 * random() ^ 3)::int END
  FROM c0 CROSS JOIN LATERAL generate_series(1, CASE WHEN big = 0 THEN 0 ELSE 1 + big * big * 3 + pg_temp.r(big * 4) END) n;
-- the capital: the most populous city mostly, another one now and then (as the USA's Washington)
UPDATE country SET "Capital" = c."ID"
  FROM (SELECT DISTINCT ON ("CountryCode") "CountryCode", "ID" FROM city
         ORDER BY "CountryCode", CASE WHEN md5("ID"::text) < '3' THEN md5("ID"::text) ELSE '~' END, "Population" DESC) c
 WHERE c."CountryCode" = country."Code";

CREATE TABLE countrylanguage (
  "CountryCode" char(3) NOT NULL DEFAULT '', "Language" char(30) NOT NULL DEFAULT '', "IsOfficial" text NOT NULL DEFAULT 'F',
  "Percentage" float NOT NULL DEFAULT '0.0',
  PRIMARY KEY ("CountryCode", "Language"),
  FOREIGN KEY ("CountryCode") REFERENCES country ("Code"));
INSERT INTO countrylanguage
SELECT DISTINCT ON (code, lang) code, lang, CASE WHEN k = 1 THEN 'T' ELSE 'F' END,
       CASE WHEN k = 1 THEN round((50 + random() * 50)::numeric, 1) ELSE round((random() * 20)::numeric, 1) END
  FROM c0 CROSS JOIN LATERAL (
         SELECT k, (ARRAY['English', 'Spanish', 'Arabic', 'French', 'Chinese', 'Portuguese', 'Russian', 'German', 'Dutch', 'Pashto',
                          'Dari', 'Papiamento', 'Hindi', 'Bengali', 'Japanese', 'Korean', 'Turkish', 'Italian', 'Polish', 'Ukrainian',
                          'Swahili', 'Hausa', 'Yoruba', 'Tagalog', 'Malay', 'Urdu', 'Punjabi', 'Persian', 'Kurdish', 'Creole English',
                          'Greek', 'Romani', 'Hungarian', 'Tamil', 'Telugu', 'Javanese', 'Sunda', 'Quechua', 'Aimará', 'Guaraní'])[least(pg_temp.sk(40, 1.4), 40)] AS lang
           FROM generate_series(1, CASE WHEN big = 0 THEN 0 ELSE 1 + pg_temp.r(big + 3) END) k) l;
ANALYZE;
