-- test/accuracy/eve_sde.sql: EVE Online's static data export (SDE) as Fuzzwork's PostgreSQL conversion
-- has it, written for issue 16 as a held-out check (sixteenth round): committed with its truth
-- (eve_sde_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; quoted camelCase names ("invTypes", "typeID") with a
-- prefix per area (inv, dgm, map, sta, crp, chr, eve, ram, industry); integer ids named
-- <thing>ID everywhere, in overlapping small ranges (typeID 0..60000 sparse, groupID and
-- marketGroupID 0..4100, attributeID 2..3000, effectID 4..8000, iconID 0..25000, unitID 1..205,
-- categoryID of inventory categories 0..91 beside categoryID of attribute categories 1..52:
-- the same column name for two different tables), and in disjoint ranges on the map (regions
-- 10000001.., wormhole regions 11000001.., constellations 20000001.., systems 30000001..,
-- stations 60000001.., NPC corporations 1000002.., factions 500001..).
-- Fuzzwork's conversion declares NO foreign keys (primary keys only): every reference below is
-- in the truth as undeclared (mode fk drops nothing), so only what is found counts (as TP or FP)
-- and misses are listed, not counted.
-- References named by the target key (typeID, groupID, regionID), by a role in front of it
-- (parentTypeID, materialTypeID, productTypeID, sunTypeID, stationTypeID, parentGroupID,
-- fromSolarSystemID / toSolarSystemID and their denormalised from/to region and constellation,
-- durationAttributeID and the other attribute roles of "dgmEffects", caldariStationTypeID and the
-- other races' station types of "staOperations", militiaCorporationID, friendID / enemyID /
-- investorID1..4 of NPC corporations). Denormalised copies: "staStations" and "mapSolarSystems"
-- carry their constellationID and regionID too, the jumps table its both ends'. The industry
-- tables' "typeID" is a blueprint's: a row of "industryBlueprints" and of "invTypes" alike, both
-- in the truth. NULL for none: "marketGroupID" of unpublished types, "raceID" of most types,
-- "iconID" of most groups and attributes, "factionID" of wormhole regions and most systems,
-- investors, friend and enemy of most corporations, "unitID" of some attributes.
-- Left out: "graphicID" and "soundID" (their tables are not in the conversion), "effectCategory"
-- (a code 0..7), "staOperations"."activityID" (a station activity code 1..5, no table in the
-- conversion; the values happen to be ram activities' ids too), "investorID4" (NULL on every row:
-- no data decides it), "chrFactions"."raceIDs" (a bitmask of races: 1, 2, 4, 8 and sums like 15, no reference),
-- "dgmTypeAttributes" values that hold type ids (inside a value column), "iconNo" of ram
-- activities (a file name). Skewed: a few groups hold most types, a few attributes are on most
-- types. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.34);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.pick(a int[]) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() * array_length(a, 1))::int] $$;
CREATE FUNCTION pg_temp.pks(a int[], e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT a[1 + floor(random() ^ e * array_length(a, 1))::int] $$;

-- icons: 1,500 sparse ids
CREATE TABLE "eveIcons" ("iconID" integer PRIMARY KEY, "iconFile" varchar(500), description text);
INSERT INTO "eveIcons"
SELECT i, 'res:/ui/texture/icons/' || (i % 97) || '_64_' || (i % 16 + 1) || '.png', CASE WHEN random() < 0.3 THEN 'icon ' || i END
  FROM generate_series(0, 25000) i WHERE i < 30 OR random() < 0.06;
CREATE TEMP TABLE ic AS SELECT array_agg("iconID" ORDER BY "iconID") AS a FROM "eveIcons";

CREATE TABLE "eveUnits" ("unitID" integer PRIMARY KEY, "unitName" varchar(100), "displayName" varchar(50), description varchar(1000));
INSERT INTO "eveUnits"
SELECT u, (ARRAY['Length', 'Mass', 'Time', 'Electric Current', 'Temperature', 'Volume', 'Velocity', 'Percentage', 'Hitpoints',
                 'capacitor units', 'groupID', 'typeID', 'Sizeclass', 'attributeID', 'Modifier Percent', 'Inverse Absolute Percent',
                 'Megawatts', 'teraflops', 'Absolute Percent', 'Light Year', 'Bonus'])[1 + u % 21],
       (ARRAY['m', 'kg', 's', 'A', 'K', 'm3', 'm/sec', '%', 'HP', 'GJ', '', '', '', '', '%', '%', 'MW', 'tf', '%', 'ly', '+'])[1 + u % 21],
       'unit ' || u
  FROM generate_series(1, 205) u WHERE u <= 12 OR u % 3 = 0 OR u IN (101, 102, 104, 105, 115, 116, 117, 124, 127, 137, 139, 140, 141, 142, 143, 205);

CREATE TABLE "dgmAttributeCategories" ("categoryID" integer PRIMARY KEY, "categoryName" varchar(50), "categoryDescription" varchar(200));
INSERT INTO "dgmAttributeCategories"
SELECT c, (ARRAY['Fitting', 'Shield', 'Armor', 'Structure', 'Capacitor', 'Targeting', 'Miscellaneous', 'Required Skills', 'NULL',
                 'AI', 'Speed', 'Loot', 'Drones', 'Turrets', 'Missile', 'EW - Target Painting'])[1 + c % 16], 'category ' || c
  FROM generate_series(1, 52) c WHERE c <= 12 OR c % 4 <> 1;

-- inventory categories and groups
CREATE TABLE "invCategories" ("categoryID" integer PRIMARY KEY, "categoryName" varchar(100), "iconID" integer, published boolean);
INSERT INTO "invCategories"
SELECT c, (ARRAY['#System', 'Owner', 'Celestial', 'Station', 'Material', 'Accessories', 'Ship', 'Module', 'Charge', 'Blueprint',
                 'Trading', 'Entity', 'Bonus', 'Skill', 'Commodity', 'Drone', 'Implant', 'Deployable', 'Structure', 'Reaction',
                 'Asteroid', 'Decryptors', 'Planetary Resources', 'Planetary Commodities', 'Apparel', 'Orbitals', 'Sovereignty Structures',
                 'Infrastructure Upgrades', 'Starbase', 'Ancient Relics', 'Fighter', 'Special Edition Assets', 'Subsystem',
                 'Structure Module', 'SKINs', 'Abyssal Materials', 'Personalization', 'Expert Systems', 'Infantry'])[k],
       CASE WHEN random() < 0.4 THEN pg_temp.pick((SELECT a FROM ic)) END, k > 1
  FROM unnest(ARRAY[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14, 16, 17, 18, 20, 22, 23, 24, 25, 30, 32, 34, 35, 39, 40, 41, 42,
                    43, 46, 49, 53, 54, 63, 65, 66, 87, 91]) WITH ORDINALITY u(c, k);

CREATE TABLE "invGroups" ("groupID" integer PRIMARY KEY, "categoryID" integer, "groupName" varchar(100), "iconID" integer,
  "useBasePrice" boolean, anchored boolean, anchorable boolean, "fittableNonSingleton" boolean, published boolean);
CREATE TEMP TABLE grp0 AS
SELECT g, CASE g WHEN 0 THEN 0 WHEN 6 THEN 2 WHEN 15 THEN 3 WHEN 18 THEN 4 WHEN 25 THEN 6 WHEN 26 THEN 6 WHEN 27 THEN 6
                 WHEN 105 THEN 9 WHEN 106 THEN 9 WHEN 107 THEN 9
               ELSE pg_temp.pks(ARRAY[7, 9, 7, 8, 6, 9, 16, 17, 7, 20, 18, 2, 22, 23, 11, 32, 35, 39, 40, 41, 42, 43, 46, 1, 5, 10,
                                      14, 24, 25, 30, 34, 49, 53, 54, 63, 65, 66, 87, 91], 1.6) END AS c
  FROM generate_series(0, 4100) g
 WHERE g IN (0, 6, 15, 18, 25, 26, 27, 105, 106, 107) OR (g > 1 AND random() < 0.105);
INSERT INTO "invGroups"
SELECT g, c, (ARRAY['Frigate', 'Cruiser', 'Battleship', 'Energy Weapon', 'Shield Booster', 'Armor Repair Unit', 'Hybrid Charge',
                   'Gunnery', 'Navigation', 'Mineral', 'Sun', 'Station', 'Cyberimplant', 'Combat Drone', 'Blueprint',
                   'Ore', 'Datacores', 'Moon Materials'])[1 + g % 18] || ' ' || g,
       CASE WHEN random() < 0.15 THEN pg_temp.pick((SELECT a FROM ic)) END,
       random() < 0.1, random() < 0.05, random() < 0.1, random() < 0.2, random() < 0.7
  FROM grp0;

-- market groups: a tree, 25 roots
CREATE TABLE "invMarketGroups" ("marketGroupID" integer PRIMARY KEY, "parentGroupID" integer, "marketGroupName" varchar(100),
  description varchar(3000), "iconID" integer, "hasTypes" boolean);
CREATE TEMP TABLE mg0 AS SELECT row_number() OVER (ORDER BY m) AS k, m FROM generate_series(2, 2800) m WHERE m < 30 OR random() < 0.22;
INSERT INTO "invMarketGroups"
SELECT x.m, p.m,
       (ARRAY['Ships', 'Ship Equipment', 'Ammunition & Charges', 'Blueprints', 'Skills', 'Drones', 'Manufacture & Research',
              'Implants & Boosters', 'Trade Goods', 'Apparel', 'Frigates', 'Standard Frigates', 'Amarr', 'Caldari', 'Gallente',
              'Minmatar', 'Turrets & Bays', 'Small', 'Medium', 'Large'])[1 + x.m % 20],
       CASE WHEN random() < 0.6 THEN 'Market group ' || x.m END,
       CASE WHEN random() < 0.8 THEN pg_temp.pick((SELECT a FROM ic)) END, false
  FROM (SELECT m, k, CASE WHEN k > 25 THEN 1 + floor(random() ^ 1.3 * (k - 1))::int END AS pk FROM mg0) x
  LEFT JOIN mg0 p ON p.k = x.pk;
UPDATE "invMarketGroups" g SET "hasTypes" = NOT EXISTS (SELECT 1 FROM "invMarketGroups" c WHERE c."parentGroupID" = g."marketGroupID");

CREATE TABLE "chrRaces" ("raceID" integer PRIMARY KEY, "raceName" varchar(100), description varchar(1000), "iconID" integer,
  "shortDescription" varchar(500));
INSERT INTO "chrRaces"
SELECT r, n, n || ' race', CASE WHEN r < 100 THEN pg_temp.pick((SELECT a FROM ic)) END, CASE WHEN r < 100 THEN 'The ' || n END
  FROM (VALUES (1, 'Caldari'), (2, 'Minmatar'), (4, 'Amarr'), (8, 'Gallente'), (16, 'Jove'), (32, 'Pirate'), (64, 'Sleepers'),
               (128, 'ORE'), (135, 'Triglavian'), (168, 'EDENCOM'), (170, 'Drifters'), (171, 'Rogue Drones')) v(r, n);

-- types: minerals, suns, station types, then 3,000 sparse others
CREATE TABLE "invTypes" ("typeID" integer PRIMARY KEY, "groupID" integer, "typeName" varchar(100), description text,
  mass double precision, volume double precision, capacity double precision, "portionSize" integer, "raceID" integer,
  "basePrice" numeric(19, 4), published boolean, "marketGroupID" integer, "iconID" integer, "soundID" integer, "graphicID" integer);
CREATE INDEX "ix_invTypes_groupID" ON "invTypes" ("groupID");
CREATE TEMP TABLE gn AS SELECT array_agg("groupID" ORDER BY md5("groupID"::text)) AS a FROM "invGroups" WHERE "groupID" NOT IN (0, 6, 15, 18);
CREATE TEMP TABLE leafmg AS SELECT array_agg("marketGroupID" ORDER BY md5("marketGroupID"::text)) AS a FROM "invMarketGroups" WHERE "hasTypes";
CREATE TEMP TABLE ty0 AS
SELECT t, CASE WHEN t IN (34, 35, 36, 37, 38, 39, 40, 11399) THEN 18 WHEN t BETWEEN 3796 AND 3805 OR t BETWEEN 45030 AND 45041 THEN 6
               WHEN t IN (1529, 1530, 1531, 1926, 1927, 1928, 1929, 1930, 1931, 1932, 2496, 2497, 2498, 2499, 2500, 2501, 2502, 3864,
                          3865, 3866, 3867, 3868, 3869, 3870, 3871, 3872, 4023, 4024, 9856, 9857) THEN 15
               WHEN t = 0 THEN 0 ELSE pg_temp.pks((SELECT a FROM gn), 1.7) END AS g
  FROM generate_series(0, 60000) t
 WHERE t IN (0, 34, 35, 36, 37, 38, 39, 40, 11399) OR t BETWEEN 3796 AND 3805 OR t BETWEEN 45030 AND 45041
    OR t IN (1529, 1530, 1531, 1926, 1927, 1928, 1929, 1930, 1931, 1932, 2496, 2497, 2498, 2499, 2500, 2501, 2502, 3864,
             3865, 3866, 3867, 3868, 3869, 3870, 3871, 3872, 4023, 4024, 9856, 9857)
    OR (t > 40 AND random() < 0.05);
INSERT INTO "invTypes"
SELECT t, g, (ARRAY['Tritanium', 'Rifter', 'Merlin', 'Punisher', 'Tristan', 'Small Focused Pulse Laser', 'Antimatter Charge S',
                   'Medium Shield Booster', 'Armor Repairer', 'Hobgoblin', 'Scordite', 'Veldspar', 'Sun G5 (Yellow)'])[1 + t % 13]
          || ' ' || t,
       CASE WHEN random() < 0.8 THEN 'Type ' || t || ' description' END,
       round((random() * 1e6)::numeric, 1), round((random() * 500)::numeric, 2), round((random() * 400)::numeric, 1),
       CASE WHEN g = 18 THEN 1 WHEN random() < 0.9 THEN 1 ELSE 100 END,
       CASE WHEN c IN (6, 9, 16) OR random() < 0.1 THEN pg_temp.pks(ARRAY[1, 2, 4, 8, 1, 2, 4, 8, 16, 128, 135, 168], 1.0) END,
       CASE WHEN random() < 0.6 THEN round((random() * 1e6)::numeric, 4) END,
       pub, CASE WHEN pub AND g <> 0 THEN pg_temp.pick((SELECT a FROM leafmg)) END,
       CASE WHEN random() < 0.75 THEN pg_temp.pks((SELECT a FROM ic), 1.2) END,
       CASE WHEN c IN (6, 7) AND random() < 0.5 THEN 20000 + pg_temp.r(300) END,
       CASE WHEN c IN (2, 3, 6, 7, 8, 18, 22) THEN pg_temp.r(24000) END
  FROM (SELECT t, ty0.g, grp."categoryID" AS c, t > 0 AND (ty0.g IN (18, 15) OR random() < 0.68) AS pub
          FROM ty0 JOIN "invGroups" grp ON grp."groupID" = ty0.g) x;
CREATE TEMP TABLE tk AS SELECT t."typeID", g."categoryID" AS c FROM "invTypes" t JOIN "invGroups" g USING ("groupID");

CREATE TABLE "invMetaGroups" ("metaGroupID" integer PRIMARY KEY, "metaGroupName" varchar(100), description varchar(1000), "iconID" integer);
INSERT INTO "invMetaGroups"
SELECT m, n, n || ' items', CASE WHEN random() < 0.7 THEN pg_temp.pick((SELECT a FROM ic)) END
  FROM (VALUES (1, 'Tech I'), (2, 'Tech II'), (3, 'Storyline'), (4, 'Faction'), (5, 'Officer'), (6, 'Deadspace'), (14, 'Tech III'),
               (15, 'Abyssal'), (17, 'Premium'), (19, 'Limited Time'), (52, 'Structure Faction'), (53, 'Structure Tech II'),
               (54, 'Structure Tech I')) v(m, n);

-- meta types: variants of a tech I type (modules, ships, charges, drones)
CREATE TABLE "invMetaTypes" ("typeID" integer PRIMARY KEY, "parentTypeID" integer, "metaGroupID" integer);
CREATE TEMP TABLE modt AS SELECT array_agg("typeID" ORDER BY md5("typeID"::text)) AS a FROM tk WHERE c IN (6, 7, 8, 18);
INSERT INTO "invMetaTypes"
SELECT "typeID", pg_temp.pks((SELECT a FROM modt), 1.4), pg_temp.pks(ARRAY[2, 4, 1, 3, 5, 6, 14, 15, 17, 19, 52, 53, 54], 1.8)
  FROM tk WHERE c IN (6, 7, 8, 18) AND random() < 0.45;
DELETE FROM "invMetaTypes" WHERE "typeID" = "parentTypeID";

-- reprocessing: modules, ships, charges and ores into minerals
CREATE TABLE "invTypeMaterials" ("typeID" integer NOT NULL, "materialTypeID" integer NOT NULL, quantity integer NOT NULL,
  PRIMARY KEY ("typeID", "materialTypeID"));
INSERT INTO "invTypeMaterials"
SELECT DISTINCT ON (t."typeID", m) t."typeID", m, pg_temp.r(5000)
  FROM tk t CROSS JOIN LATERAL (SELECT pg_temp.pks(ARRAY[34, 35, 36, 37, 38, 39, 40, 11399], 1.5) + 0 * t."typeID" AS m
                                  FROM generate_series(1, pg_temp.r(5))) x
 WHERE t.c IN (6, 7, 8, 18, 25) AND t."typeID" % 3 <> 0;

-- dogma attributes and effects
CREATE TABLE "dgmAttributeTypes" ("attributeID" integer PRIMARY KEY, "attributeName" varchar(100), description varchar(1000),
  "iconID" integer, "defaultValue" double precision, published boolean, "displayName" varchar(150), "unitID" integer,
  stackable boolean, "highIsGood" boolean, "categoryID" integer);
INSERT INTO "dgmAttributeTypes"
SELECT a, (ARRAY['mass', 'capacity', 'volume', 'hp', 'powerOutput', 'cpuOutput', 'maxVelocity', 'shieldCapacity', 'armorHP',
                 'maxRange', 'falloff', 'trackingSpeed', 'duration', 'speed', 'damageMultiplier', 'requiredSkill1',
                 'requiredSkill1Level', 'metaLevel', 'techLevel', 'chargeSize'])[1 + a % 20] || CASE WHEN a > 20 THEN a::text ELSE '' END,
       CASE WHEN random() < 0.5 THEN 'attribute ' || a END,
       CASE WHEN random() < 0.25 THEN pg_temp.pick((SELECT a FROM ic)) END, round((random() * 100)::numeric, 2),
       random() < 0.6, CASE WHEN random() < 0.6 THEN 'Attribute ' || a END,
       CASE WHEN random() < 0.75 THEN pg_temp.pick((SELECT array_agg("unitID") FROM "eveUnits")) END,
       random() < 0.3, random() < 0.6, pg_temp.pks((SELECT array_agg("categoryID" ORDER BY "categoryID") FROM "dgmAttributeCategories"), 1.5)
  FROM generate_series(2, 3000) a WHERE a < 300 OR random() < 0.22;
CREATE TEMP TABLE att AS SELECT array_agg("attributeID" ORDER BY "attributeID") AS a FROM "dgmAttributeTypes";

CREATE TABLE "dgmEffects" ("effectID" integer PRIMARY KEY, "effectName" varchar(400), "effectCategory" integer,
  "preExpression" integer, "postExpression" integer, description varchar(1000), guid varchar(60), "iconID" integer,
  "isOffensive" boolean, "isAssistance" boolean, "durationAttributeID" integer, "trackingSpeedAttributeID" integer,
  "dischargeAttributeID" integer, "rangeAttributeID" integer, "falloffAttributeID" integer, "disallowAutoRepeat" boolean,
  published boolean, "displayName" varchar(100), "isWarpSafe" boolean, "rangeChance" boolean, "electronicChance" boolean,
  "propulsionChance" boolean, distribution integer, "sfxName" varchar(20), "npcUsageChanceAttributeID" integer,
  "npcActivationChanceAttributeID" integer, "fittingUsageChanceAttributeID" integer, "modifierInfo" text);
INSERT INTO "dgmEffects"
SELECT e, (ARRAY['online', 'loPower', 'hiPower', 'medPower', 'rigSlot', 'targetAttack', 'projectileFired', 'useMissiles',
                 'shieldBoosting', 'armorRepair', 'miningLaser', 'shipBonusSmallEnergyTurretDamageAF'])[1 + e % 12] || e,
       pg_temp.pks(ARRAY[0, 1, 2, 3, 4, 5, 6, 7], 1.5) - 1 + 1, pg_temp.r(9000), pg_temp.r(9000),
       CASE WHEN random() < 0.3 THEN 'effect ' || e END, CASE WHEN random() < 0.2 THEN 'effects.' || md5(e::text) END,
       CASE WHEN random() < 0.1 THEN pg_temp.pick((SELECT a FROM ic)) END,
       random() < 0.1, random() < 0.05,
       CASE WHEN act THEN pg_temp.pks((SELECT a FROM att), 1.8) END,
       CASE WHEN act AND random() < 0.3 THEN pg_temp.pick((SELECT a FROM att)) END,
       CASE WHEN act AND random() < 0.7 THEN pg_temp.pks((SELECT a FROM att), 2.0) END,
       CASE WHEN act AND random() < 0.5 THEN pg_temp.pick((SELECT a FROM att)) END,
       CASE WHEN act AND random() < 0.3 THEN pg_temp.pick((SELECT a FROM att)) END,
       random() < 0.05, random() < 0.3, CASE WHEN random() < 0.2 THEN 'Effect ' || e END, random() < 0.1,
       random() < 0.02, random() < 0.02, random() < 0.02, CASE WHEN random() < 0.05 THEN pg_temp.r(2) END,
       CASE WHEN random() < 0.05 THEN 'sfx' || e END,
       CASE WHEN act AND random() < 0.1 THEN pg_temp.pick((SELECT a FROM att)) END,
       CASE WHEN act AND random() < 0.1 THEN pg_temp.pick((SELECT a FROM att)) END,
       CASE WHEN act AND random() < 0.08 THEN pg_temp.pick((SELECT a FROM att)) END,
       CASE WHEN random() < 0.6 THEN '- domain: shipID' || chr(10) || '  func: ItemModifier' || chr(10) || '  modifiedAttributeID: '
                                     || pg_temp.pick((SELECT a FROM att)) END
  FROM (SELECT e, random() < 0.3 AS act FROM generate_series(4, 8000) e WHERE e < 100 OR random() < 0.07) x;

CREATE TABLE "dgmTypeAttributes" ("typeID" integer NOT NULL, "attributeID" integer NOT NULL, "valueInt" integer,
  "valueFloat" double precision, PRIMARY KEY ("typeID", "attributeID"));
INSERT INTO "dgmTypeAttributes"
SELECT DISTINCT ON (t."typeID", a) t."typeID", a, NULL::integer,
       CASE WHEN a IN (182, 183, 184) THEN pg_temp.pick((SELECT array_agg("typeID") FROM tk WHERE c = 16))::float8
            ELSE round((random() * 1000)::numeric, 3)::float8 END
  FROM tk t CROSS JOIN LATERAL (SELECT pg_temp.pks((SELECT a FROM att), 2.4) + 0 * t."typeID" AS a
                                  FROM generate_series(1, CASE WHEN t.c IN (6, 7, 8, 18) THEN 3 + pg_temp.r(8) ELSE pg_temp.r(3) END)) x
 WHERE t.c NOT IN (0, 9);

CREATE TABLE "dgmTypeEffects" ("typeID" integer NOT NULL, "effectID" integer NOT NULL, "isDefault" boolean,
  PRIMARY KEY ("typeID", "effectID"));
INSERT INTO "dgmTypeEffects"
SELECT DISTINCT ON (t."typeID", e) t."typeID", e, random() < 0.2
  FROM tk t CROSS JOIN LATERAL (SELECT pg_temp.pks((SELECT array_agg("effectID" ORDER BY "effectID") FROM "dgmEffects"), 2.0) + 0 * t."typeID" AS e
                                  FROM generate_series(1, pg_temp.r(4))) x
 WHERE t.c IN (6, 7, 8, 16, 18, 20, 32);

-- industry: blueprints, what they make and what they need
CREATE TABLE "ramActivities" ("activityID" integer PRIMARY KEY, "activityName" varchar(100), "iconNo" varchar(5),
  description varchar(1000), published boolean);
INSERT INTO "ramActivities" VALUES
  (0, 'None', NULL, 'No activity', false), (1, 'Manufacturing', '18_02', 'Manufacturing', true),
  (2, 'Researching Technology', '33_02', 'Technological research', false), (3, 'Researching Time Productivity', '33_02', 'Time efficiency research', true),
  (4, 'Researching Material Productivity', '33_02', 'Material efficiency research', true), (5, 'Copying', '33_02', 'Copying', true),
  (6, 'Duplicating', NULL, 'The process of creating an item', false), (7, 'Reverse Engineering', '33_02', 'Reverse engineering', true),
  (8, 'Invention', '33_02', 'Invention', true), (11, 'Reactions', '18_02', 'Reactions', true);

CREATE TABLE "industryBlueprints" ("typeID" integer PRIMARY KEY, "maxProductionLimit" integer);
INSERT INTO "industryBlueprints" SELECT "typeID", (ARRAY[1, 10, 30, 300, 600, 1500])[pg_temp.r(6)] FROM tk WHERE c = 9;

CREATE TABLE "industryActivityProducts" ("typeID" integer, "activityID" integer, "productTypeID" integer, quantity integer);
CREATE INDEX "ix_industryActivityProducts_typeID" ON "industryActivityProducts" ("typeID");
CREATE TEMP TABLE prod AS SELECT array_agg("typeID" ORDER BY md5("typeID"::text)) AS a FROM tk WHERE c IN (6, 7, 8, 18, 20, 32);
INSERT INTO "industryActivityProducts"
SELECT b."typeID", CASE WHEN random() < 0.08 THEN 11 ELSE 1 END, pg_temp.pick((SELECT a FROM prod)), CASE WHEN random() < 0.8 THEN 1 ELSE 100 END
  FROM "industryBlueprints" b
UNION ALL
SELECT b."typeID", 8, pg_temp.pick((SELECT array_agg("typeID") FROM "industryBlueprints")), 1
  FROM "industryBlueprints" b WHERE random() < 0.3;

CREATE TABLE "industryActivityMaterials" ("typeID" integer, "activityID" integer, "materialTypeID" integer, quantity integer);
CREATE INDEX "ix_industryActivityMaterials_typeID_activityID" ON "industryActivityMaterials" ("typeID", "activityID");
CREATE TEMP TABLE mat AS SELECT array_agg("typeID" ORDER BY md5("typeID"::text)) AS a FROM tk WHERE c IN (4, 17, 43, 35);
INSERT INTO "industryActivityMaterials"
SELECT p."typeID", p."activityID",
       CASE WHEN random() < 0.6 THEN pg_temp.pks(ARRAY[34, 35, 36, 37, 38, 39, 40, 11399], 1.5) ELSE pg_temp.pick((SELECT a FROM mat)) END,
       pg_temp.r(20000)
  FROM "industryActivityProducts" p CROSS JOIN LATERAL generate_series(1, 1 + (p."typeID" % 6)) g;

-- the map: regions, constellations, systems, jumps
CREATE TABLE "chrFactions" ("factionID" integer PRIMARY KEY, "factionName" varchar(100), description varchar(2000), "raceIDs" integer,
  "solarSystemID" integer, "corporationID" integer, "sizeFactor" double precision, "stationCount" integer,
  "stationSystemCount" integer, "militiaCorporationID" integer, "iconID" integer);
CREATE TABLE "crpNPCCorporations" ("corporationID" integer PRIMARY KEY, size char(1), extent char(1), "solarSystemID" integer,
  "investorID1" integer, "investorShares1" integer, "investorID2" integer, "investorShares2" integer, "investorID3" integer,
  "investorShares3" integer, "investorID4" integer, "investorShares4" integer, "friendID" integer, "enemyID" integer,
  "publicShares" integer, "initialPrice" integer, "minSecurity" double precision, scattered boolean, fringe integer,
  corridor integer, hub integer, border integer, "factionID" integer, "sizeFactor" double precision, "stationCount" integer,
  "stationSystemCount" integer, description varchar(4000), "iconID" integer);
CREATE TABLE "mapRegions" ("regionID" integer PRIMARY KEY, "regionName" varchar(100), x double precision, y double precision,
  z double precision, "xMin" double precision, "xMax" double precision, "yMin" double precision, "yMax" double precision,
  "zMin" double precision, "zMax" double precision, "factionID" integer, nebula integer, radius double precision);
INSERT INTO "mapRegions"
SELECT r, (ARRAY['Derelik', 'The Forge', 'Lonetrek', 'Domain', 'Sinq Laison', 'Heimatar', 'Metropolis', 'Delve', 'Querious',
                 'Catch', 'Providence', 'Fountain', 'Tenal', 'Branch', 'Deklein', 'Venal', 'Geminate', 'Esoteria'])[1 + r % 18] || ' ' || (r % 100),
       random() * 1e17, random() * 1e16, random() * 1e17, -1e18, 1e18, -1e17, 1e17, -1e18, 1e18,
       CASE WHEN r < 11000000 AND random() < 0.55 THEN 500000 + pg_temp.r(24) END, 11799 + pg_temp.r(30), random() * 1e17
  FROM (SELECT r FROM generate_series(10000001, 10000069) r WHERE random() < 0.6
        UNION ALL SELECT generate_series(11000001, 11000010)) x;
CREATE TABLE "mapConstellations" ("regionID" integer, "constellationID" integer PRIMARY KEY, "constellationName" varchar(100),
  x double precision, y double precision, z double precision, "xMin" double precision, "xMax" double precision,
  "yMin" double precision, "yMax" double precision, "zMin" double precision, "zMax" double precision, "factionID" integer,
  radius double precision);
INSERT INTO "mapConstellations"
SELECT "regionID", CASE WHEN "regionID" < 11000000 THEN 20000000 ELSE 21000000 END
                   + row_number() OVER (PARTITION BY "regionID" < 11000000 ORDER BY "regionID", g),
       'Constellation ' || "regionID" % 1000 || '-' || g, random() * 1e17, random() * 1e16, random() * 1e17,
       -1e17, 1e17, -1e16, 1e16, -1e17, 1e17, CASE WHEN random() < 0.15 THEN 500000 + pg_temp.r(24) END, random() * 1e16
  FROM "mapRegions" CROSS JOIN LATERAL generate_series(1, 4 + ("regionID" % 7)) g;
CREATE TABLE "mapSolarSystems" ("regionID" integer, "constellationID" integer, "solarSystemID" integer PRIMARY KEY,
  "solarSystemName" varchar(100), x double precision, y double precision, z double precision, "xMin" double precision,
  "xMax" double precision, "yMin" double precision, "yMax" double precision, "zMin" double precision, "zMax" double precision,
  luminosity double precision, border boolean, fringe boolean, corridor boolean, hub boolean, international boolean,
  regional boolean, constellation boolean, security double precision, "factionID" integer, radius double precision,
  "sunTypeID" integer, "securityClass" varchar(2));
CREATE INDEX "ix_mapSolarSystems_regionID" ON "mapSolarSystems" ("regionID");
INSERT INTO "mapSolarSystems"
SELECT c."regionID", c."constellationID",
       CASE WHEN c."regionID" < 11000000 THEN 30000000 ELSE 31000000 END
       + row_number() OVER (PARTITION BY c."regionID" < 11000000 ORDER BY c."constellationID", g),
       upper(substr(md5(c."constellationID"::text || g), 1, 2)) || '-' || upper(substr(md5(g || c."constellationID"::text), 1, 4)),
       random() * 1e17, random() * 1e16, random() * 1e17, -1e13, 1e13, -1e13, 1e13, -1e13, 1e13, round(random()::numeric, 4),
       random() < 0.2, random() < 0.3, random() < 0.4, random() < 0.1, random() < 0.1, random() < 0.1, random() < 0.2,
       CASE WHEN c."regionID" >= 11000000 THEN -1.0 ELSE round((random() * 2 - 0.9)::numeric, 6) END,
       CASE WHEN random() < 0.05 THEN 500000 + pg_temp.r(24) END, random() * 1e12,
       pg_temp.pks(ARRAY[3796, 3797, 3798, 3799, 3800, 3801, 3802, 3803, 3804, 3805, 45030, 45031, 45032, 45033, 45034, 45035,
                         45036, 45037, 45038, 45039, 45040, 45041], 1.5),
       CASE WHEN c."regionID" < 11000000 AND random() < 0.8 THEN (ARRAY['A', 'B', 'B1', 'C', 'C1', 'D', 'E', 'F', 'G', 'H'])[pg_temp.r(10)] END
  FROM "mapConstellations" c CROSS JOIN LATERAL generate_series(1, 3 + (c."constellationID" % 5)) g;

-- jumps: a chain through each constellation, a link between consecutive constellations; both ways (k-space only)
CREATE TABLE "mapSolarSystemJumps" ("fromRegionID" integer, "fromConstellationID" integer, "fromSolarSystemID" integer NOT NULL,
  "toSolarSystemID" integer NOT NULL, "toConstellationID" integer, "toRegionID" integer,
  PRIMARY KEY ("fromSolarSystemID", "toSolarSystemID"));
CREATE TEMP TABLE j1 AS
SELECT a."solarSystemID" AS f, b."solarSystemID" AS t
  FROM "mapSolarSystems" a JOIN "mapSolarSystems" b ON b."solarSystemID" = a."solarSystemID" + 1
 WHERE a."regionID" < 11000000 AND b."regionID" < 11000000 AND (a."constellationID" = b."constellationID" OR random() < 0.8)
UNION
SELECT a."solarSystemID", b."solarSystemID"
  FROM "mapSolarSystems" a JOIN "mapSolarSystems" b ON b."solarSystemID" = a."solarSystemID" + 2 + (a."solarSystemID" % 9)
 WHERE a."regionID" < 11000000 AND b."regionID" < 11000000 AND random() < 0.35;
INSERT INTO "mapSolarSystemJumps"
SELECT a."regionID", a."constellationID", a."solarSystemID", b."solarSystemID", b."constellationID", b."regionID"
  FROM (SELECT f, t FROM j1 UNION SELECT t, f FROM j1) j
  JOIN "mapSolarSystems" a ON a."solarSystemID" = j.f JOIN "mapSolarSystems" b ON b."solarSystemID" = j.t;

-- factions and NPC corporations (each names the other)
CREATE TEMP TABLE ks AS SELECT array_agg("solarSystemID" ORDER BY md5("solarSystemID"::text)) AS a FROM "mapSolarSystems" WHERE "regionID" < 11000000;
CREATE TEMP TABLE corp0 AS SELECT row_number() OVER (ORDER BY c) AS k, c FROM generate_series(1000002, 1000300) c WHERE random() < 0.8;
CREATE TEMP TABLE ca AS SELECT array_agg(c ORDER BY k) AS a FROM corp0;
INSERT INTO "chrFactions"
SELECT f, (ARRAY['Caldari State', 'Minmatar Republic', 'Amarr Empire', 'Gallente Federation', 'Jove Empire', 'CONCORD Assembly',
                 'Ammatar Mandate', 'Khanid Kingdom', 'The Syndicate', 'Guristas Pirates', 'Angel Cartel', 'The Blood Raider Covenant',
                 'The InterBus', 'ORE', 'Thukker Tribe', 'The Servant Sisters of EVE', 'The Society of Conscious Thought',
                 'Mordu''s Legion Command', 'Sansha''s Nation', 'Serpentis', 'Rogue Drones', 'Sleeper Civilization',
                 'Triglavian Collective', 'EDENCOM'])[f - 500000],
       'Faction ' || f, (ARRAY[1, 2, 4, 8, 16, 15, 4, 4, 15, 1, 2, 4, 15, 15, 2, 15, 15, 15, 4, 8, 15, 64, 135, 15])[f - 500000],
       pg_temp.pick((SELECT a FROM ks)), (SELECT c FROM corp0 WHERE k = 1 + (f - 500001) * 9 % (SELECT count(*) FROM corp0)),
       round((random() * 5)::numeric, 2), pg_temp.r(400), pg_temp.r(150),
       CASE WHEN f <= 500004 THEN (SELECT c FROM corp0 WHERE k = 200 + f - 500000) END, pg_temp.pick((SELECT a FROM ic))
  FROM generate_series(500001, 500024) f;
INSERT INTO "crpNPCCorporations"
SELECT c, (ARRAY['T', 'S', 'M', 'L', 'H'])[pg_temp.r(5)], (ARRAY['G', 'N', 'R', 'C', 'L'])[pg_temp.r(5)],
       CASE WHEN random() < 0.95 THEN pg_temp.pick((SELECT a FROM ks)) END,
       inv1, CASE WHEN inv1 IS NOT NULL THEN pg_temp.r(60) ELSE 0 END,
       inv2, CASE WHEN inv2 IS NOT NULL THEN pg_temp.r(30) ELSE 0 END,
       NULL, 0, NULL, 0,
       CASE WHEN random() < 0.3 THEN pg_temp.pick((SELECT a[1:20] FROM ca)) END,
       CASE WHEN random() < 0.3 THEN pg_temp.pick((SELECT a[1:40] FROM ca)) END,
       pg_temp.r(100) * 10000, pg_temp.r(5000), round(random()::numeric, 2), random() < 0.3, pg_temp.r(3) - 1, pg_temp.r(3) - 1,
       pg_temp.r(3) - 1, pg_temp.r(3) - 1, CASE WHEN random() < 0.97 THEN 500000 + pg_temp.pks(ARRAY[1, 2, 3, 4, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 5, 8], 1.4) END,
       round((random() * 5)::numeric, 2), pg_temp.r(40) - 1, pg_temp.r(20) - 1, 'Corporation ' || c,
       CASE WHEN random() < 0.7 THEN pg_temp.pick((SELECT a FROM ic)) END
  FROM (SELECT k, c, CASE WHEN k > 10 AND random() < 0.4 THEN pg_temp.pick((SELECT a[1:10] FROM ca)) END AS inv1,
               CASE WHEN k > 10 AND random() < 0.12 THEN pg_temp.pick((SELECT a[1:30] FROM ca)) END AS inv2
          FROM corp0) x;
UPDATE "crpNPCCorporations" SET "investorID3" = pg_temp.pick((SELECT a[1:10] FROM ca)), "investorShares3" = 5
 WHERE "corporationID" % 3 = 0 AND "investorID2" IS NOT NULL;

-- stations: operations name the station type of each race
CREATE TABLE "staOperations" ("activityID" integer, "operationID" integer PRIMARY KEY, "operationName" varchar(100),
  description varchar(1000), fringe integer, corridor integer, hub integer, border integer, ratio integer,
  "caldariStationTypeID" integer, "minmatarStationTypeID" integer, "amarrStationTypeID" integer,
  "gallenteStationTypeID" integer, "joveStationTypeID" integer);
CREATE TEMP TABLE st AS SELECT array_agg("typeID" ORDER BY "typeID") AS a FROM "invTypes" WHERE "groupID" = 15;
INSERT INTO "staOperations"
SELECT pg_temp.r(5), o, (ARRAY['Mining', 'Research', 'Factory', 'Military', 'Trading', 'Academy', 'Storage', 'Logistics',
                              'Production', 'Law School', 'Hub', 'Biotech'])[1 + o % 12] || ' Station ' || o,
       'Operation ' || o, pg_temp.r(10) - 1, pg_temp.r(10) - 1, pg_temp.r(10) - 1, pg_temp.r(10) - 1, pg_temp.r(5),
       pg_temp.pick((SELECT a FROM st)), pg_temp.pick((SELECT a FROM st)), pg_temp.pick((SELECT a FROM st)),
       pg_temp.pick((SELECT a FROM st)), CASE WHEN random() < 0.3 THEN pg_temp.pick((SELECT a FROM st)) END
  FROM generate_series(1, 60) o WHERE o <= 10 OR random() < 0.6;
CREATE TABLE "staStations" ("stationID" bigint PRIMARY KEY, security double precision, "dockingCostPerVolume" double precision,
  "maxShipVolumeDockable" double precision, "officeRentalCost" integer, "operationID" integer, "stationTypeID" integer,
  "corporationID" integer, "solarSystemID" integer, "constellationID" integer, "regionID" integer,
  "stationName" varchar(100), x double precision, y double precision, z double precision,
  "reprocessingEfficiency" double precision, "reprocessingStationsTake" double precision, "reprocessingHangarFlag" integer);
CREATE INDEX "ix_staStations_solarSystemID" ON "staStations" ("solarSystemID");
INSERT INTO "staStations"
SELECT 60000000 + row_number() OVER (ORDER BY s."solarSystemID", g) * 3 + g, round(random()::numeric, 4), 0, 50000000,
       pg_temp.r(10000), pg_temp.pick((SELECT array_agg("operationID") FROM "staOperations")), pg_temp.pks((SELECT a FROM st), 1.3),
       pg_temp.pks((SELECT array_agg(c ORDER BY k) FROM corp0), 1.5), s."solarSystemID", s."constellationID", s."regionID",
       s."solarSystemName" || ' ' || g || ' - Station', random() * 1e12, random() * 1e11, random() * 1e12, 0.5, 0.05, 4
  FROM "mapSolarSystems" s CROSS JOIN LATERAL generate_series(1, 1 + (s."solarSystemID" % 3)) g
 WHERE s."regionID" < 11000000 AND s.security > 0.0 AND s."solarSystemID" % 4 <> 0;
