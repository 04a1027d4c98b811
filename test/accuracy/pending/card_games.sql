-- test/accuracy/card_games.sql: BIRD's dev database "card_games" (Magic: The Gathering cards from
-- MTGJSON, as BIRD ships it in SQLite) loaded into PostgreSQL with its names kept, written for
-- issue 16 as a held-out check (ninth round): committed with its truth (card_games_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; plural lower-case tables (cards, sets, legalities, rulings,
-- foreign_data, set_translations) each keyed by an autoincrement id 1..n, so all the id ranges
-- overlap; camelCase column names kept as loaded (quoted: "setCode", "multiverseId",
-- "scryfallOracleId", "otherFaceIds"). The real references go by natural text keys: cards.uuid (a
-- UUID, UNIQUE) named by foreign_data, legalities and rulings through a column of the same name;
-- sets.code (three to five characters, UNIQUE) named by set_translations."setCode" (declared) and by
-- cards."setCode" and sets."parentCode" (promo and token sets under their parent; NULL for the
-- others) -- neither declared in BIRD's DDL, both whole in the data (undeclared truths). Many text
-- columns hold ids of outside systems that reference nothing here (mtgoId, mtgoFoilId,
-- multiverseId, mtgArenaId, tcgplayerProductId, cardKingdomId, mcmId, scryfallId,
-- scryfallIllustrationId, scryfallOracleId, mtgjsonV4Id; foreign_data.multiverseid is the
-- translated printing's own number); cards.printings, "otherFaceIds" and variations are comma
-- lists (of set codes, of uuids), a single value on many rows, several on others: lists, not
-- references, left out of the truth; sets."keyruneCode" is an icon name, mostly equal to a code,
-- sometimes not ('DEFAULT', a parent's code); set_translations.translation is NULL for some
-- languages. Reprints share name and scryfallOracleId across sets. Skewed: big core sets, a few
-- cards with many rulings. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2019);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.u(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t)::uuid::text $$;

-- 150 sets: 105 main sets, 45 promo / token sets under one of them
CREATE TABLE sets (
  id integer NOT NULL PRIMARY KEY, "baseSetSize" integer, block text, booster text, code text NOT NULL UNIQUE,
  "isFoilOnly" integer DEFAULT 0 NOT NULL, "isForeignOnly" integer DEFAULT 0 NOT NULL, "isNonFoilOnly" integer DEFAULT 0 NOT NULL,
  "isOnlineOnly" integer DEFAULT 0 NOT NULL, "isPartialPreview" integer DEFAULT 0 NOT NULL, "keyruneCode" text, "mcmId" integer,
  "mcmIdExtras" integer, "mcmName" text, "mtgoCode" text, name text, "parentCode" text, "releaseDate" date,
  "tcgplayerGroupId" integer, "totalSetSize" integer, type text);
CREATE TEMP TABLE sc AS
SELECT i, CASE WHEN i <= 105 THEN
            (ARRAY['10E', '2ED', '3ED', '4ED', '5ED', '6ED', '7ED', '8ED', '9ED', 'M10', 'M11', 'M12', 'M13', 'M14', 'M15', 'ORI',
                   'AER', 'AKH', 'ALA', 'ALL', 'APC', 'ARB', 'ARN', 'ATQ', 'AVR', 'BFZ', 'BNG', 'BOK', 'CHK', 'CON', 'CSP', 'DGM',
                   'DIS', 'DKA', 'DOM', 'DST', 'DTK', 'ELD', 'EMN', 'EVE', 'EXO', 'FEM', 'FRF', 'FUT', 'GPT', 'GRN', 'GTC', 'HML',
                   'HOU', 'ICE', 'INV', 'ISD', 'IKO', 'JOU', 'JUD', 'KLD', 'KTK', 'LEA', 'LEB', 'LEG', 'LGN', 'LRW', 'M19', 'M20',
                   'M21', 'MBS', 'MIR', 'MMQ', 'MOR', 'MRD', 'NEM', 'NPH', 'ODY', 'ONS', 'PCY', 'PLC', 'PLS', 'RAV', 'RIX', 'RNA',
                   'ROE', 'RTR', 'SCG', 'SHM', 'SOI', 'SOK', 'SOM', 'STH', 'THB', 'THS', 'TMP', 'TOR', 'TSP', 'ULG', 'UNH', 'USG',
                   'VIS', 'WAR', 'WTH', 'WWK', 'XLN', 'ZEN', 'ZNR', 'MH1', 'MH2'])[i] END AS code
  FROM generate_series(1, 150) i;
UPDATE sc SET code = (CASE WHEN i % 3 = 0 THEN 'T' ELSE 'P' END) || (SELECT p.code FROM sc p WHERE p.i = 1 + ((sc.i - 106) * 2) % 105) WHERE i > 105;
INSERT INTO sets
SELECT s.i, CASE WHEN s.i <= 105 THEN 140 + pg_temp.r(230) ELSE pg_temp.r(40) END,
       CASE WHEN s.i % 4 = 0 THEN (ARRAY['Ice Age', 'Mirage', 'Tempest', 'Urza', 'Masques', 'Invasion', 'Odyssey', 'Onslaught', 'Mirrodin',
                                        'Kamigawa', 'Ravnica', 'Time Spiral', 'Lorwyn', 'Shadowmoor', 'Alara', 'Zendikar'])[pg_temp.r(16)] END,
       CASE WHEN s.i <= 105 AND random() < 0.3 THEN '{"default": {"boosters": [{"contents": {"common": 10, "uncommon": 3, "rare": 1}, "weight": 7}]}}' END,
       s.code, CASE WHEN s.i > 105 AND random() < 0.2 THEN 1 ELSE 0 END, CASE WHEN random() < 0.03 THEN 1 ELSE 0 END,
       CASE WHEN s.i <= 40 AND random() < 0.3 THEN 1 ELSE 0 END, CASE WHEN random() < 0.06 THEN 1 ELSE 0 END, 0,
       CASE WHEN s.i > 105 AND s.i % 4 = 0 THEN substr(s.code, 2) WHEN s.i % 29 = 0 THEN 'DEFAULT' ELSE s.code END,
       CASE WHEN random() < 0.7 THEN 1000 + pg_temp.r(2800) END, CASE WHEN random() < 0.1 THEN 1000 + pg_temp.r(2800) END,
       CASE WHEN random() < 0.7 THEN 'Set ' || s.i END, CASE WHEN random() < 0.5 THEN s.code END,
       CASE WHEN s.i <= 105 THEN (ARRAY['Tenth Edition', 'Unlimited Edition', 'Revised Edition', 'Fourth Edition', 'Fifth Edition',
                                        'Classic Sixth Edition', 'Seventh Edition', 'Eighth Edition', 'Ninth Edition', 'Magic 2010'])[1 + s.i % 10]
                                 || CASE WHEN s.i > 10 THEN ' ' || s.i ELSE '' END
            WHEN left(s.code, 1) = 'T' THEN 'Tokens ' || s.i ELSE 'Promos ' || s.i END,
       CASE WHEN s.i > 105 THEN substr(s.code, 2) END, date '1993-08-05' + (s.i * 67 + pg_temp.r(60)) % 10000,
       CASE WHEN random() < 0.8 THEN pg_temp.r(2800) END, CASE WHEN s.i <= 105 THEN 150 + pg_temp.r(300) ELSE pg_temp.r(60) END,
       CASE WHEN s.i <= 16 THEN 'core' WHEN s.i <= 105 THEN (ARRAY['expansion', 'expansion', 'expansion', 'masters', 'commander', 'draft_innovation'])[pg_temp.r(6)]
            WHEN left(s.code, 1) = 'T' THEN 'token' ELSE 'promo' END
  FROM sc s;
CREATE TEMP TABLE sk AS SELECT row_number() OVER (ORDER BY "baseSetSize" DESC, id) AS k, code FROM sets;

-- 3,000 cards; a card name is printed in several sets (one oracle id, several uuids)
CREATE TABLE cards (
  id integer NOT NULL PRIMARY KEY, artist text, "asciiName" text, availability text, "borderColor" text,
  "cardKingdomFoilId" text, "cardKingdomId" text, "colorIdentity" text, "colorIndicator" text, colors text,
  "convertedManaCost" real, "duelDeck" text, "edhrecRank" integer, "faceConvertedManaCost" real, "faceName" text,
  "flavorName" text, "flavorText" text, "frameEffects" text, "frameVersion" text, hand text,
  "hasAlternativeDeckLimit" integer DEFAULT 0 NOT NULL, "hasContentWarning" integer DEFAULT 0 NOT NULL,
  "hasFoil" integer DEFAULT 0 NOT NULL, "hasNonFoil" integer DEFAULT 0 NOT NULL, "isAlternative" integer DEFAULT 0 NOT NULL,
  "isFullArt" integer DEFAULT 0 NOT NULL, "isOnlineOnly" integer DEFAULT 0 NOT NULL, "isOversized" integer DEFAULT 0 NOT NULL,
  "isPromo" integer DEFAULT 0 NOT NULL, "isReprint" integer DEFAULT 0 NOT NULL, "isReserved" integer DEFAULT 0 NOT NULL,
  "isStarter" integer DEFAULT 0 NOT NULL, "isStorySpotlight" integer DEFAULT 0 NOT NULL, "isTextless" integer DEFAULT 0 NOT NULL,
  "isTimeshifted" integer DEFAULT 0 NOT NULL, keywords text, layout text, "leadershipSkills" text, life text, loyalty text,
  "manaCost" text, "mcmId" text, "mcmMetaId" text, "mtgArenaId" text, "mtgjsonV4Id" text, "mtgoFoilId" text, "mtgoId" text,
  "multiverseId" text, name text, number text, "originalReleaseDate" text, "originalText" text, "originalType" text,
  "otherFaceIds" text, power text, printings text, "promoTypes" text, "purchaseUrls" text, rarity text,
  "scryfallId" text, "scryfallIllustrationId" text, "scryfallOracleId" text, "setCode" text, side text, subtypes text,
  supertypes text, "tcgplayerProductId" text, text text, toughness text, type text, types text,
  uuid text NOT NULL UNIQUE, variations text, watermark text);
CREATE TEMP TABLE c0 AS
SELECT i, pg_temp.sk(1100, 1.6) AS o, s.code, pg_temp.r(100) AS p, pg_temp.r(5) AS col, pg_temp.r(8) AS cmc
  FROM (SELECT i, least(pg_temp.sk(150, 1.7), 150) AS k FROM generate_series(1, 3000) i) x JOIN sk s USING (k);
-- double-faced cards: pairs of consecutive ids in the same set (layout transform / meld)
ALTER TABLE c0 ADD COLUMN layout text, ADD COLUMN side text;
UPDATE c0 SET layout = CASE WHEN i % 40 IN (1, 2) THEN 'transform' WHEN i % 200 IN (5, 6, 7) THEN 'meld' WHEN i % 97 = 3 THEN 'split' ELSE 'normal' END;
UPDATE c0 SET code = p.code FROM c0 p WHERE (c0.i % 40 = 2 AND p.i = c0.i - 1) OR (c0.i % 200 IN (6, 7) AND p.i = c0.i - c0.i % 200 + 5);
UPDATE c0 SET side = CASE WHEN layout IN ('transform', 'split') THEN CASE WHEN i % 40 = 2 THEN 'b' ELSE 'a' END
                          WHEN layout = 'meld' THEN (ARRAY['a', 'b', 'c'])[i % 200 - 4] END;
INSERT INTO cards
SELECT c.i,
       (ARRAY['Mark Tedin', 'Rebecca Guay', 'Terese Nielsen', 'John Avon', 'Kev Walker', 'Seb McKinnon', 'Magali Villeneuve', 'Chris Rahn',
              'Quinton Hoover', 'Greg Staples', 'Jesper Ejsing', 'Wayne Reynolds', 'Volkan Baga', 'Christopher Moeller'])[1 + (c.o * 7 + c.i) % 14],
       NULL, (ARRAY['mtgo,paper', 'paper', 'mtgo,paper', 'arena,mtgo,paper', 'mtgo'])[1 + c.i % 5],
       (ARRAY['black', 'black', 'black', 'white', 'borderless', 'silver'])[1 + c.i % 6],
       CASE WHEN c.p <= 60 THEN (120000 + c.i * 13)::text END, CASE WHEN c.p <= 80 THEN (5000 + c.i * 11)::text END,
       (ARRAY['W', 'U', 'B', 'R', 'G', 'W,U', 'B,R', 'G,W', NULL])[1 + c.o % 9], CASE WHEN c.layout <> 'normal' AND c.i % 2 = 0 THEN 'R' END,
       (ARRAY['W', 'U', 'B', 'R', 'G', 'W,U', 'B,R', 'G,W', NULL])[1 + c.o % 9], (c.o % 8)::real,
       CASE WHEN c.p = 100 THEN (ARRAY['a', 'b'])[1 + c.i % 2] END, CASE WHEN c.p <= 85 THEN 1 + (c.o * 17) % 20000 END,
       CASE WHEN c.layout <> 'normal' THEN (c.cmc - 1)::real END,
       CASE WHEN c.layout <> 'normal' THEN 'Face ' || c.i END, NULL,
       CASE WHEN c.p <= 45 THEN 'Flavor text of card ' || c.o || '.' END, CASE WHEN c.p > 95 THEN 'showcase' END,
       (ARRAY['1993', '1997', '2003', '2015', '2015', '2015', 'future'])[1 + c.i % 7], NULL,
       0, CASE WHEN c.p = 1 THEN 1 ELSE 0 END, CASE WHEN c.p <= 70 THEN 1 ELSE 0 END, CASE WHEN c.p <= 97 THEN 1 ELSE 0 END,
       CASE WHEN c.p = 2 THEN 1 ELSE 0 END, CASE WHEN c.p BETWEEN 3 AND 5 THEN 1 ELSE 0 END, CASE WHEN c.p = 6 THEN 1 ELSE 0 END, 0,
       CASE WHEN c.p BETWEEN 7 AND 12 THEN 1 ELSE 0 END, CASE WHEN c.o % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN c.p = 13 THEN 1 ELSE 0 END,
       CASE WHEN c.p = 14 THEN 1 ELSE 0 END, CASE WHEN c.p = 15 THEN 1 ELSE 0 END, 0, CASE WHEN c.p = 16 THEN 1 ELSE 0 END,
       CASE WHEN c.o % 5 = 0 THEN (ARRAY['Flying', 'Trample', 'Haste', 'Deathtouch', 'Lifelink', 'Flying,Vigilance'])[1 + c.o % 6] END,
       c.layout, CASE WHEN c.o % 50 = 0 THEN '{"brawl": true, "commander": true, "oathbreaker": false}' END, NULL,
       CASE WHEN c.o % 60 = 0 THEN (2 + c.o % 5)::text END,
       '{' || c.cmc || '}{' || (ARRAY['W', 'U', 'B', 'R', 'G'])[c.col] || '}',
       CASE WHEN c.p <= 75 THEN (300000 + c.i * 7)::text END, CASE WHEN c.p <= 75 THEN (200000 + c.o * 3)::text END,
       CASE WHEN c.p BETWEEN 60 AND 75 THEN (70000 + c.i * 5)::text END, pg_temp.u('v4' || c.i),
       CASE WHEN c.p <= 50 THEN (20000 + c.i * 2 + 1)::text END, CASE WHEN c.p <= 65 THEN (20000 + c.i * 2)::text END,
       CASE WHEN c.p <= 72 THEN (1000 + c.i * 41)::text END,
       (ARRAY['Serra Angel', 'Llanowar Elves', 'Lightning Bolt', 'Counterspell', 'Dark Ritual', 'Giant Growth', 'Shivan Dragon', 'Wrath of God',
              'Sol Ring', 'Swords to Plowshares', 'Birds of Paradise', 'Brainstorm', 'Island', 'Forest', 'Mountain', 'Plains', 'Swamp'])[1 + c.o % 17]
         || CASE WHEN c.o > 17 THEN ' ' || c.o ELSE '' END,
       (1 + c.i % 280)::text || CASE WHEN c.p > 96 THEN (ARRAY['a', 'b', '★'])[1 + c.i % 3] ELSE '' END,
       CASE WHEN c.p > 93 THEN (date '2000-01-01' + c.i)::text END,
       CASE WHEN c.p <= 80 THEN 'Original text of card ' || c.o || '.' END, CASE WHEN c.p <= 80 THEN 'Creature - Human' END,
       NULL, CASE WHEN c.col <= 3 THEN (c.cmc % 6)::text WHEN c.col = 4 THEN '*' END, NULL,
       CASE WHEN c.p > 88 THEN (ARRAY['buyabox', 'prerelease', 'datestamped', 'boosterfun'])[1 + c.i % 4] END,
       '{"cardKingdom": "https://mtgjson.com/links/' || substr(md5('ck' || c.i), 1, 16) || '", "tcgplayer": "https://mtgjson.com/links/'
         || substr(md5('tcg' || c.i), 1, 16) || '"}',
       (ARRAY['common', 'common', 'common', 'common', 'uncommon', 'uncommon', 'uncommon', 'rare', 'rare', 'mythic'])[1 + (c.o * 3 + c.i) % 10],
       pg_temp.u('scry' || c.i), pg_temp.u('ill' || c.o || '-' || c.i % 3), pg_temp.u('oracle' || c.o), c.code, c.side,
       CASE WHEN c.col <= 4 THEN (ARRAY['Human', 'Elf', 'Angel', 'Goblin,Warrior', 'Zombie', 'Wizard'])[1 + c.o % 6] END,
       CASE WHEN c.o % 19 = 0 THEN 'Legendary' WHEN c.o % 37 = 0 THEN 'Basic' END,
       CASE WHEN c.p <= 82 THEN (10000 + c.i * 23)::text END,
       'Rules text of card ' || c.o || '.', CASE WHEN c.col <= 3 THEN ((c.cmc + 1) % 7)::text WHEN c.col = 4 THEN '*' END,
       (ARRAY['Creature — Human Soldier', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Creature — Elf Druid', 'Land'])[1 + c.o % 7],
       (ARRAY['Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Creature', 'Land'])[1 + c.o % 7],
       pg_temp.u('card' || c.i), NULL,
       CASE WHEN c.p BETWEEN 20 AND 24 THEN (ARRAY['selesnya', 'dimir', 'orzhov', 'planeswalker', 'phyrexian'])[1 + c.i % 5] END
  FROM c0 c;
-- the other faces' uuids (one for a transform card, two for a meld card), the set codes a card name
-- is printed in, and the uuids of the other printings of its name in the same set
UPDATE cards c SET "otherFaceIds" = f.ids
  FROM (SELECT a.id, string_agg(b.uuid, ',' ORDER BY b.id) AS ids
          FROM cards a JOIN cards b ON b.id <> a.id AND b.layout = a.layout
               AND ((a.layout = 'transform' AND (b.id - 1) / 2 = (a.id - 1) / 2 AND (a.id % 40 IN (1, 2)))
                 OR (a.layout = 'meld' AND (b.id - 5) / 200 = (a.id - 5) / 200))
         GROUP BY a.id) f
 WHERE f.id = c.id;
UPDATE cards c SET printings = p.codes
  FROM (SELECT "scryfallOracleId" AS o, string_agg(DISTINCT "setCode", ',' ORDER BY "setCode") AS codes FROM cards GROUP BY 1) p
 WHERE p.o = c."scryfallOracleId";
UPDATE cards c SET variations = v.ids
  FROM (SELECT a.id, string_agg(b.uuid, ',' ORDER BY b.id) AS ids
          FROM cards a JOIN cards b ON b.id <> a.id AND b."setCode" = a."setCode" AND b.name = a.name GROUP BY a.id) v
 WHERE v.id = c.id;
UPDATE cards SET "asciiName" = name WHERE id % 211 = 0;
UPDATE cards SET "isReprint" = 1 WHERE printings LIKE '%,%' AND id % 2 = 0;

-- legalities: a row per card and format it is legal (or banned) in
CREATE TABLE legalities (
  id integer NOT NULL PRIMARY KEY, format text,
  status text, uuid text REFERENCES cards (uuid) ON UPDATE CASCADE ON DELETE CASCADE);
INSERT INTO legalities
SELECT row_number() OVER (ORDER BY c.id, f.n), f.format,
       CASE WHEN random() < 0.02 THEN 'Banned' WHEN f.format = 'vintage' AND random() < 0.02 THEN 'Restricted' ELSE 'Legal' END, c.uuid
  FROM cards c
  CROSS JOIN LATERAL (SELECT n, format FROM unnest(ARRAY['commander', 'legacy', 'vintage', 'duel', 'modern', 'penny', 'pauper', 'pioneer',
                                                         'historic', 'standard', 'brawl', 'future', 'oldschool', 'premodern', 'gladiator'])
                                       WITH ORDINALITY u(format, n)
                       WHERE n <= 1 + (c.id * 7 + coalesce(c."edhrecRank", 0)) % 4 + CASE WHEN c."isOnlineOnly" = 1 THEN 0 ELSE 1 END) f
 WHERE c."isOnlineOnly" = 0 OR c.id % 2 = 0;

-- rulings: most cards none, a few many
CREATE TABLE rulings (
  id integer NOT NULL PRIMARY KEY, date date, text text,
  uuid text REFERENCES cards (uuid) ON UPDATE CASCADE ON DELETE CASCADE);
INSERT INTO rulings
SELECT row_number() OVER (ORDER BY r.k, r.j), date '2004-10-04' + pg_temp.r(6000), 'Ruling ' || r.j || ' on card ' || c.id || '.', c.uuid
  FROM (SELECT j, least(pg_temp.sk(3000, 1.8), 3000) AS k FROM generate_series(1, 1800) j) r JOIN cards c ON c.id = r.k;

-- foreign_data: translated printings of a third of the cards
CREATE TABLE foreign_data (
  id integer NOT NULL PRIMARY KEY, "flavorText" text, language text, multiverseid integer, name text, text text, type text,
  uuid text REFERENCES cards (uuid));
INSERT INTO foreign_data
SELECT row_number() OVER (ORDER BY c.id, l.n), CASE WHEN c."flavorText" IS NOT NULL THEN l.language || ' flavor ' || c.id END, l.language,
       CASE WHEN c."multiverseId" IS NOT NULL THEN 150000 + c.id * 11 + l.n::int END, c.name || ' (' || l.language || ')',
       l.language || ' rules text ' || c.id, l.language || ' type line'
  , c.uuid
  FROM cards c
  CROSS JOIN LATERAL (SELECT n, language FROM unnest(ARRAY['German', 'French', 'Italian', 'Spanish', 'Portuguese (Brazil)', 'Japanese',
                                                          'Chinese Simplified', 'Russian', 'Korean', 'Chinese Traditional'])
                                       WITH ORDINALITY u(language, n)
                       WHERE n <= 4 + c.id % 7) l
 WHERE c.id % 3 = 0 AND c."isOnlineOnly" = 0;

-- set_translations: the main sets' names in ten languages, NULL where a language never had the set
CREATE TABLE set_translations (
  id integer NOT NULL PRIMARY KEY, language text,
  "setCode" text REFERENCES sets (code) ON UPDATE CASCADE ON DELETE CASCADE, translation text);
INSERT INTO set_translations
SELECT row_number() OVER (ORDER BY s.id, l.n), l.language, s.code,
       CASE WHEN random() < 0.8 THEN s.name || ' [' || l.language || ']' END
  FROM sets s
  CROSS JOIN (SELECT n, language FROM unnest(ARRAY['Chinese Simplified', 'Chinese Traditional', 'French', 'German', 'Italian', 'Japanese',
                                                   'Korean', 'Portuguese (Brazil)', 'Russian', 'Spanish']) WITH ORDINALITY u(language, n)) l
 WHERE s.type IN ('core', 'expansion') AND s.id % 2 = 1;
ANALYZE;
