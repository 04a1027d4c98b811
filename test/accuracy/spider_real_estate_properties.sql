-- test/accuracy/spider_real_estate_properties.sql: Spider's dev database "real_estate_properties"
-- (properties on the market, their type, and optional features from a feature catalogue)
-- converted from its SQLite file to PostgreSQL with its names kept, rows scaled up by a
-- deterministic generator; written for issue 16 as a held-out check (tenth round): committed with
-- its truth (spider_real_estate_properties_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions (Spider's generated "business" schemas): one schema, public; CamelCase table
-- names as Spider has them (quoted: "Ref_Feature_Types", "Ref_Property_Types",
-- "Other_Available_Features", "Properties", "Other_Property_Features"), snake_case columns; Ref_
-- lookups keyed by VARCHAR(20) codes that are words ('House', 'Apartment', 'Field', 'Other',
-- 'Shop'; 'Amenity', 'Security'); "Other_Available_Features" keyed by feature_id counted from 2
-- as in Spider, "Properties" by property_id from 1; "Other_Property_Features" is a link table with
-- no key. "Properties" is wide: fifteen <type>_feature_<n> text columns (apt_, fld_, hse_, oth_,
-- shp_), filled for the property's own type only and NULL otherwise, with lorem words; prices are
-- DECIMAL(19,4), date_sold NULL while unsold. Some properties have no extra feature.
-- Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1991);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.lorem() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT (ARRAY['aut', 'est', 'suscipit', 'dolorem', 'ut', 'quo', 'corrupti', 'eos', 'cumque', 'occaecati', 'ea', 'odio', 'illo',
                'vel', 'doloribus', 'voluptas', 'magnam', 'atque', 'et', 'totam'])[1 + floor(random() * 20)::int] $$;

CREATE TABLE "Ref_Feature_Types" (feature_type_code VARCHAR(20) PRIMARY KEY, feature_type_name VARCHAR(80));
INSERT INTO "Ref_Feature_Types" VALUES ('Amenity', 'Amenity, eg Pool.'), ('Security', 'Securiyt, eg Burglar Alarm.'),
  ('Outdoor', 'Outdoor, eg Garden.'), ('Energy', 'Energy, eg Solar Panels.');

CREATE TABLE "Ref_Property_Types" (property_type_code VARCHAR(20) PRIMARY KEY, property_type_description VARCHAR(80));
INSERT INTO "Ref_Property_Types" VALUES ('House', 'House, Bungalow, etc.'), ('Apartment', 'Apartment, Flat, Condo, etc.'),
  ('Field', 'Field, Meadow.'), ('Other', 'Other, to be determined.'), ('Shop', 'Shop, Retail Outlet.');

CREATE TABLE "Other_Available_Features" (
  feature_id INTEGER PRIMARY KEY, feature_type_code VARCHAR(20) NOT NULL, feature_name VARCHAR(80), feature_description VARCHAR(80),
  FOREIGN KEY (feature_type_code) REFERENCES "Ref_Feature_Types" (feature_type_code));
INSERT INTO "Other_Available_Features"
SELECT i + 1, t, n, d
  FROM unnest(ARRAY['Amenity', 'Amenity', 'Security', 'Amenity', 'Amenity', 'Security', 'Security', 'Outdoor', 'Outdoor', 'Outdoor',
                    'Energy', 'Energy', 'Amenity', 'Amenity', 'Security', 'Outdoor', 'Energy', 'Amenity'],
              ARRAY['AirCon', 'Pool', 'BurglarAlarm', 'Gym', 'Sauna', 'CCTV', 'Concierge', 'Garden', 'Patio', 'Garage', 'SolarPanels',
                    'HeatPump', 'Fireplace', 'Elevator', 'Gated', 'Balcony', 'DoubleGlazing', 'Laundry'],
              ARRAY['Air Conditioning.', 'Swimming Pool.', 'Burglar Alarm', 'Fitness room.', 'Sauna.', 'Video surveillance.',
                    'Doorman.', 'Private garden.', 'Paved patio.', 'Covered parking.', 'Solar panels on roof.', 'Air source heat pump.',
                    'Open fireplace.', 'Lift.', 'Gated community.', 'Balcony.', 'Double glazing.', 'Laundry room.'])
       WITH ORDINALITY AS u(t, n, d, i);

CREATE TABLE "Properties" (
  property_id INTEGER PRIMARY KEY, property_type_code VARCHAR(20) NOT NULL, date_on_market TIMESTAMP, date_sold TIMESTAMP,
  property_name VARCHAR(80), property_address VARCHAR(255), room_count INTEGER, vendor_requested_price DECIMAL(19, 4),
  buyer_offered_price DECIMAL(19, 4), agreed_selling_price DECIMAL(19, 4),
  apt_feature_1 VARCHAR(255), apt_feature_2 VARCHAR(255), apt_feature_3 VARCHAR(255),
  fld_feature_1 VARCHAR(255), fld_feature_2 VARCHAR(255), fld_feature_3 VARCHAR(255),
  hse_feature_1 VARCHAR(255), hse_feature_2 VARCHAR(255), hse_feature_3 VARCHAR(255),
  oth_feature_1 VARCHAR(255), oth_feature_2 VARCHAR(255), oth_feature_3 VARCHAR(255),
  shp_feature_1 VARCHAR(255), shp_feature_2 VARCHAR(255), shp_feature_3 VARCHAR(255),
  other_property_details VARCHAR(255),
  FOREIGN KEY (property_type_code) REFERENCES "Ref_Property_Types" (property_type_code));
INSERT INTO "Properties"
SELECT i, t, m, CASE WHEN random() < 0.7 THEN m + (pg_temp.r(2000) || ' days')::interval END,
       (ARRAY['park', 'the cole', 'prism', 'riverside', 'parc east', 'high line', 'vogue', 'longacre', 'avalon', 'chelsea'])[pg_temp.r(10)],
       pg_temp.r(9999) || ' ' || (ARRAY['Ledner Mountain', 'Waters Place', 'Gislason Trace', 'Kozey Station', 'Reilly Inlet'])[pg_temp.r(5)]
          || ' Suite ' || pg_temp.r(999),
       pg_temp.r(9), p, round(p * (0.5 + random() * 0.6)::numeric, 4), CASE WHEN random() < 0.8 THEN round(p * (0.6 + random() * 0.5)::numeric, 4) END,
       CASE WHEN t = 'Apartment' THEN pg_temp.lorem() END, CASE WHEN t = 'Apartment' THEN pg_temp.lorem() END, NULL,
       CASE WHEN t = 'Field' THEN pg_temp.lorem() END, CASE WHEN t = 'Field' THEN pg_temp.lorem() END, NULL,
       CASE WHEN t = 'House' THEN pg_temp.lorem() END, CASE WHEN t = 'House' THEN pg_temp.lorem() END, NULL,
       CASE WHEN t = 'Other' THEN pg_temp.lorem() END, CASE WHEN t = 'Other' THEN pg_temp.lorem() END, NULL,
       CASE WHEN t = 'Shop' THEN pg_temp.lorem() END, CASE WHEN t = 'Shop' THEN pg_temp.lorem() END, NULL, NULL
  FROM (SELECT i, (ARRAY['House', 'House', 'House', 'Apartment', 'Apartment', 'Field', 'Other', 'Shop', 'Shop'])[pg_temp.r(9)] AS t,
               timestamp '1986-01-01' + (pg_temp.r(11000) || ' days')::interval AS m, round((random() * 10000000)::numeric, 4) AS p
          FROM generate_series(1, 1200) i) s;

CREATE TABLE "Other_Property_Features" (
  property_id INTEGER NOT NULL, feature_id INTEGER NOT NULL, property_feature_description VARCHAR(80),
  FOREIGN KEY (feature_id) REFERENCES "Other_Available_Features" (feature_id),
  FOREIGN KEY (property_id) REFERENCES "Properties" (property_id));
INSERT INTO "Other_Property_Features"
SELECT pg_temp.r(1200), 1 + least(pg_temp.sk(18, 1.6), 18), pg_temp.lorem()
  FROM generate_series(1, 2500);
ANALYZE;
