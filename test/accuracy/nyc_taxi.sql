-- test/accuracy/nyc_taxi.sql: NYC TLC trip records as loaded into PostgreSQL (the parquet files read
-- with pandas and written by to_sql, the zone CSV and a few lookups typed in by hand), written for
-- issue 16 as a held-out check (eleventh round): committed with its truth (nyc_taxi_truth.csv)
-- BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; no foreign key is declared anywhere (a real load has none),
-- so every truth row is undeclared. The trip tables come from pandas: no primary key, a leading
-- "index" bigint column 0..n-1 in each (the same range in all three), pandas' types (integer for
-- int32 columns, bigint for int64, double precision for every column that had a NULL, so
-- "RatecodeID", passenger_count and green's payment_type are floats holding 1.0, 2.0 ...), the TLC's
-- mixed-case names kept quoted ("VendorID", "RatecodeID", "PULocationID", "DOLocationID"; in fhv
-- "PUlocationID", "DOlocationID", "SR_Flag", "Affiliated_base_number", "dropOff_datetime").
-- taxi_zone_lookup ("LocationID" 1..265 primary key, "Borough", "Zone", service_zone) has two
-- 'Unknown' zones, 264 and 265, that trips do use. The lookups people type in from the data
-- dictionary have snake_case keys that do not repeat the trip columns' names: vendors.vendor_id
-- (1, 2, 6, 7), rate_codes.rate_code_id (1..6), payment_types.payment_type (1..6), fhv_bases.base_number
-- ('B00013' style). Real-data quirks kept: "RatecodeID" 99 on a few trips (no rate code: orphans),
-- payment_type 0 on the yellow trips with no passenger_count (orphans), green payment_type and
-- "RatecodeID" NULL on part of the rows, fhv "PUlocationID" / "DOlocationID" NULL on most rows,
-- dispatching_base_num of a few retired bases missing from fhv_bases (orphans). References with
-- orphans are undeclared truths (the join every user of the data makes). No truth: trip_type
-- (1 / 2, no table), "SR_Flag" (NULL or 1 only: undecidable), store_and_fwd_flag ('Y' / 'N'), the
-- "index" columns (row numbers, no reference). Skewed: a few Manhattan zones and the airports for
-- yellow, outer-borough zones for green, a few bases dispatch most FHV trips.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2023);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- a zone for a trip: 'Unknown' 264 / 265 now and then, else a hot zone of the list or any of 1..263
CREATE FUNCTION pg_temp.zone(hot int[], p float8) RETURNS int LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN random() < 0.012 THEN 264 WHEN random() < 0.004 THEN 265
              WHEN random() < p THEN hot[pg_temp.sk(array_length(hot, 1), 1.6)] ELSE pg_temp.r(263) END $$;

CREATE TABLE taxi_zone_lookup ("LocationID" integer PRIMARY KEY, "Borough" text, "Zone" text, service_zone text);
INSERT INTO taxi_zone_lookup
SELECT i,
       CASE WHEN i = 1 THEN 'EWR' WHEN i IN (264, 265) THEN 'Unknown'
            ELSE (ARRAY['Queens', 'Bronx', 'Manhattan', 'Staten Island', 'Brooklyn', 'Brooklyn', 'Queens', 'Manhattan'])[1 + i % 8] END,
       CASE i WHEN 1 THEN 'Newark Airport' WHEN 132 THEN 'JFK Airport' WHEN 138 THEN 'LaGuardia Airport'
              WHEN 161 THEN 'Midtown Center' WHEN 237 THEN 'Upper East Side South' WHEN 236 THEN 'Upper East Side North'
              WHEN 264 THEN 'NV' WHEN 265 THEN NULL
              ELSE (ARRAY['Astoria', 'Bedford', 'Chelsea', 'East Harlem', 'Flushing', 'Jamaica', 'Midwood', 'Tribeca',
                          'Williamsburg', 'Bay Ridge', 'Park Slope', 'Sunnyside', 'Soundview', 'Fordham'])[1 + i % 14]
                   || CASE (i / 14) % 3 WHEN 0 THEN ' North' WHEN 1 THEN ' South' ELSE '' END || ' ' || i END,
       CASE WHEN i = 1 THEN 'EWR' WHEN i IN (264, 265) THEN NULL WHEN i IN (132, 138) THEN 'Airports'
            WHEN i % 8 IN (2, 7) THEN 'Yellow Zone' ELSE 'Boro Zone' END
  FROM generate_series(1, 265) i;

CREATE TABLE vendors (vendor_id integer PRIMARY KEY, vendor_name text NOT NULL);
INSERT INTO vendors VALUES (1, 'Creative Mobile Technologies, LLC'), (2, 'Curb Mobility, LLC'), (6, 'Myle Technologies Inc'),
  (7, 'Helix');
CREATE TABLE rate_codes (rate_code_id integer PRIMARY KEY, rate_code_name text NOT NULL);
INSERT INTO rate_codes VALUES (1, 'Standard rate'), (2, 'JFK'), (3, 'Newark'), (4, 'Nassau or Westchester'),
  (5, 'Negotiated fare'), (6, 'Group ride');
CREATE TABLE payment_types (payment_type integer PRIMARY KEY, payment_type_name text NOT NULL);
INSERT INTO payment_types VALUES (1, 'Credit card'), (2, 'Cash'), (3, 'No charge'), (4, 'Dispute'), (5, 'Unknown'),
  (6, 'Voided trip');

-- 320 FHV bases from the TLC's current base list: B00013 .. B03xxx, sparse
CREATE TABLE fhv_bases (base_number text PRIMARY KEY, base_name text NOT NULL, dba text, base_type text NOT NULL);
INSERT INTO fhv_bases
SELECT 'B' || lpad((13 + i * 11 + i % 7)::text, 5, '0'),
       (ARRAY['Carmel', 'Dial 7', 'Highclass', 'Tri-State', 'Flatbush', 'Riverdale', 'Elite', 'Allstate', 'Big Apple'])[1 + i % 9]
         || ' Car Service ' || i || ' Inc',
       CASE WHEN random() < 0.6 THEN NULL ELSE (ARRAY['Carmel', 'Dial 7', 'Uber', 'Lyft', 'Juno'])[1 + i % 5] END,
       CASE WHEN i % 9 = 0 THEN 'LUXURY' WHEN i % 4 = 0 THEN 'LIVERY' ELSE 'BLACK CAR' END
  FROM generate_series(0, 319) i;
CREATE TEMP TABLE basek AS SELECT row_number() OVER (ORDER BY md5(base_number)) AS k, base_number FROM fhv_bases;

-- 4,000 yellow trips of January 2023
CREATE TABLE yellow_tripdata ("index" bigint, "VendorID" integer, tpep_pickup_datetime timestamp, tpep_dropoff_datetime timestamp,
  passenger_count double precision, trip_distance double precision, "RatecodeID" double precision, store_and_fwd_flag text,
  "PULocationID" integer, "DOLocationID" integer, payment_type bigint, fare_amount double precision, extra double precision,
  mta_tax double precision, tip_amount double precision, tolls_amount double precision, improvement_surcharge double precision,
  total_amount double precision, congestion_surcharge double precision, airport_fee double precision);
CREATE INDEX ix_yellow_tripdata_index ON yellow_tripdata ("index");
INSERT INTO yellow_tripdata
SELECT i - 1, vendor, pu, pu + (3 + dist * 3.2 + random() * 9) * interval '1 minute',
       CASE WHEN nopass THEN NULL ELSE (ARRAY[1, 1, 1, 1, 1, 2, 2, 3, 5, 6, 0])[pg_temp.r(11)] END, dist,
       CASE WHEN nopass THEN NULL WHEN random() < 0.003 THEN 99 WHEN random() < 0.94 THEN 1
            ELSE (ARRAY[2, 2, 2, 3, 4, 5, 5, 6])[pg_temp.r(8)] END,
       CASE WHEN nopass THEN NULL WHEN random() < 0.006 THEN 'Y' ELSE 'N' END,
       pu_loc, pg_temp.zone(ARRAY[161, 237, 236, 162, 230, 170, 142, 239, 186, 163, 48, 68, 234, 79, 141, 140, 263, 107, 132, 138, 249, 113, 90, 246, 43, 50, 100, 114, 125, 164], 0.72),
       CASE WHEN nopass THEN 0 WHEN random() < 0.78 THEN 1 WHEN random() < 0.9 THEN 2 ELSE (ARRAY[3, 4, 4])[pg_temp.r(3)] END,
       round((3.0 + dist * 3.5)::numeric, 1)::float8, (ARRAY[0, 0, 1, 2.5, 5])[pg_temp.r(5)], 0.5,
       round((random() * 6)::numeric, 2)::float8, CASE WHEN random() < 0.07 THEN 6.55 ELSE 0 END, 1.0,
       round((6.0 + dist * 4.1)::numeric, 2)::float8, CASE WHEN random() < 0.92 THEN 2.5 ELSE 0 END,
       CASE WHEN pu_loc IN (132, 138) THEN 1.25 ELSE 0 END
  FROM (SELECT i, CASE WHEN random() < 0.27 THEN 1 WHEN random() < 0.999 THEN 2 ELSE 6 END AS vendor,
               timestamp '2023-01-01' + random() * interval '31 days' AS pu,
               round((0.3 + 18 * random() ^ 3)::numeric, 2)::float8 AS dist, random() < 0.03 AS nopass,
               pg_temp.zone(ARRAY[132, 161, 237, 236, 162, 230, 186, 170, 142, 239, 138, 163, 48, 68, 234, 79, 141, 140, 263, 107, 249, 113, 90, 246, 43, 50, 100, 114, 125, 164], 0.75) AS pu_loc
          FROM generate_series(1, 4000) i) t
 ORDER BY i;

-- 1,500 green trips: outer boroughs, NULLs where the trip came from a street-hail device without them
CREATE TABLE green_tripdata ("index" bigint, "VendorID" integer, lpep_pickup_datetime timestamp, lpep_dropoff_datetime timestamp,
  store_and_fwd_flag text, "RatecodeID" double precision, "PULocationID" integer, "DOLocationID" integer,
  passenger_count double precision, trip_distance double precision, fare_amount double precision, extra double precision,
  mta_tax double precision, tip_amount double precision, tolls_amount double precision, ehail_fee double precision,
  improvement_surcharge double precision, total_amount double precision, payment_type double precision,
  trip_type double precision, congestion_surcharge double precision);
CREATE INDEX ix_green_tripdata_index ON green_tripdata ("index");
INSERT INTO green_tripdata
SELECT i - 1, CASE WHEN random() < 0.13 THEN 1 ELSE 2 END, pu, pu + (4 + dist * 3 + random() * 10) * interval '1 minute',
       CASE WHEN nul THEN NULL ELSE 'N' END,
       CASE WHEN nul THEN NULL WHEN random() < 0.002 THEN 99 WHEN random() < 0.9 THEN 1 ELSE (ARRAY[2, 3, 4, 5, 5, 5])[pg_temp.r(6)] END,
       pg_temp.zone(ARRAY[74, 75, 41, 42, 166, 244, 7, 82, 95, 129, 97, 181, 65, 25, 33, 61, 255, 256, 260, 152], 0.8),
       pg_temp.zone(ARRAY[74, 75, 41, 42, 166, 236, 244, 7, 82, 95, 129, 97, 181, 65, 25, 33, 61, 255, 256, 260, 263, 152], 0.6),
       CASE WHEN nul THEN NULL ELSE (ARRAY[1, 1, 1, 1, 1, 2, 3, 5])[pg_temp.r(8)] END, dist,
       round((3.0 + dist * 3.2)::numeric, 1)::float8, (ARRAY[0, 1, 2.5])[pg_temp.r(3)], 0.5,
       round((random() * 4)::numeric, 2)::float8, 0, NULL, 1.0, round((5.5 + dist * 3.6)::numeric, 2)::float8,
       CASE WHEN nul THEN NULL WHEN random() < 0.6 THEN 1 WHEN random() < 0.95 THEN 2 ELSE (ARRAY[3, 4, 5])[pg_temp.r(3)] END,
       CASE WHEN nul THEN NULL WHEN random() < 0.93 THEN 1 ELSE 2 END,
       CASE WHEN nul THEN NULL WHEN random() < 0.3 THEN 2.75 ELSE 0 END
  FROM (SELECT i, timestamp '2023-01-01' + random() * interval '31 days' AS pu,
               round((0.2 + 14 * random() ^ 2.5)::numeric, 2)::float8 AS dist, random() < 0.06 AS nul
          FROM generate_series(1, 1500) i) t
 ORDER BY i;

-- 3,000 FHV trips (no high-volume ones): zones mostly unrecorded, a few bases dispatch most trips
CREATE TABLE fhv_tripdata ("index" bigint, dispatching_base_num text, pickup_datetime timestamp, "dropOff_datetime" timestamp,
  "PUlocationID" double precision, "DOlocationID" double precision, "SR_Flag" double precision, "Affiliated_base_number" text);
CREATE INDEX ix_fhv_tripdata_index ON fhv_tripdata ("index");
INSERT INTO fhv_tripdata
SELECT i - 1, base, pu, pu + (8 + random() * 40) * interval '1 minute',
       CASE WHEN random() < 0.72 THEN NULL ELSE pg_temp.r(265) END,
       CASE WHEN random() < 0.65 THEN NULL ELSE pg_temp.r(265) END,
       NULL,
       CASE WHEN random() < 0.06 THEN NULL WHEN random() < 0.88 THEN base ELSE aff END
  FROM (SELECT i, pu, CASE WHEN retired THEN 'B0' || (2900 + pg_temp.r(40)) ELSE b.base_number END AS base, a.base_number AS aff
          FROM (SELECT i, timestamp '2023-01-01' + random() * interval '31 days' AS pu, random() < 0.006 AS retired,
                       pg_temp.sk(320, 2.8) AS bk, pg_temp.sk(320, 1.5) AS ak
                  FROM generate_series(1, 3000) i) g
          JOIN basek b ON b.k = LEAST(g.bk, 320) JOIN basek a ON a.k = LEAST(g.ak, 320)) t
 ORDER BY i;
-- the shared-ride flag: set on a handful of trips only (1 or NULL)
UPDATE fhv_tripdata SET "SR_Flag" = 1 WHERE "index" % 97 = 5;
