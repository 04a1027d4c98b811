-- test/accuracy/gtfs.sql: a GTFS static transit feed (a city's buses and subway, a commuter rail
-- agency and a suburban bus agency merged into one feed) as a GTFS loader puts it into PostgreSQL
-- (one table per feed file, the spec's field names, ids as TEXT), written for issue 16 as a held-out
-- check (eighth round): committed with its truth (gtfs_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every id TEXT and often digit-only (agency_id '1'..'3',
-- bus route_id '1'..'747', bus stop_id '1'..'14203' with stop_code equal to it, trip_id of eight
-- digits, service_id '1'..'3' and '301'/'302', shape_id '010001'), beside ids with letters (subway
-- routes 'Red', stations 'place-parkp', rail platforms 'WML-0125-01', rail trips
-- 'CR-Weekday-...', fare_id 'LocalBus'); references named as the spec names them, by the target's
-- key name (agency_id, route_id, trip_id, stop_id, fare_id) or by a role (parent_station ->
-- stops.stop_id, a self reference: stations hold platforms and entrances, NULL on bus stops;
-- transfers.from_stop_id / to_stop_id -> stops). Composite keys stop_times(trip_id, stop_sequence),
-- frequencies(trip_id, start_time), calendar_dates(service_id, date), shapes(shape_id,
-- shape_pt_sequence); transfers and fare_rules have no key; feed_info is one row.
-- Not in the truth, as no unique target holds them: trips.service_id (keyed in calendar for the
-- regular services, but the special event and holiday services live only in calendar_dates, so it
-- is contained in neither key: the spec's either/or reference), calendar_dates.service_id (the same
-- special services are not in calendar), trips.shape_id (shapes has no unique shape_id), stops.zone_id
-- and fare_rules.origin_id / destination_id / contains_id (zones have no table), trips.block_id.
-- Foreign keys are those a loader declares from the spec where the target is unique, all declared.
-- Skewed: downtown stops served by many routes, weekday service heaviest; some shapes unused.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SET enable_memoize = off;
SELECT setseed(0.0627);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.hms(s bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lpad((s / 3600)::text, 2, '0') || ':' || lpad((s / 60 % 60)::text, 2, '0') || ':' || lpad((s % 60)::text, 2, '0') $$;

CREATE TABLE agency (
  agency_id text PRIMARY KEY, agency_name text NOT NULL, agency_url text NOT NULL, agency_timezone text NOT NULL,
  agency_lang text, agency_phone text, agency_fare_url text, agency_email text);
INSERT INTO agency VALUES
  ('1', 'Metropolitan Transit Authority', 'https://www.mta.example.org', 'America/New_York', 'en', '617-222-3200',
   'https://www.mta.example.org/fares', NULL),
  ('2', 'Metropolitan Commuter Rail', 'https://www.mta.example.org/commuter-rail', 'America/New_York', 'en', '617-222-3200',
   'https://www.mta.example.org/fares/commuter-rail', NULL),
  ('3', 'Brockton Area Transit', 'https://www.ridebat.example.com', 'America/New_York', 'en', '508-580-1170', NULL,
   'info@ridebat.example.com');

-- ---- stops: stations (location_type 1) with platforms and entrances, rail platforms, bus stops ----
CREATE TABLE stops (
  stop_id text PRIMARY KEY, stop_code text, stop_name text NOT NULL, stop_desc text, stop_lat numeric(9, 6),
  stop_lon numeric(9, 6), zone_id text, stop_url text, location_type integer, parent_station text REFERENCES stops,
  stop_timezone text, wheelchair_boarding integer, platform_code text);
CREATE TEMP TABLE st AS
SELECT k, n1 || ' ' || n2 AS name, 'place-' || lower(left(n1, 4) || left(n2, 1)) AS id, k >= 36 AS rail,
       42.35 + (k % 11 - 5) * 0.013 AS lat, -71.06 + (k / 11 - 3) * 0.017 AS lon
  FROM (SELECT k, (ARRAY['Park', 'Harbor', 'Union', 'Central', 'Kendall', 'Davis', 'Porter', 'Alewife', 'Ashmont', 'Quincy',
                         'Braintree', 'Wonderland', 'Bowdoin', 'Forest', 'Oakland', 'Wood', 'Maple', 'Riverside', 'Lake',
                         'Spring'])[1 + k % 20] AS n1,
               (ARRAY['Street', 'Avenue', 'Center', 'Hill', 'Junction', 'Landing', 'Point', 'Road'])[1 + (k / 20) % 8] AS n2
          FROM generate_series(0, 65) k) s;
INSERT INTO stops
SELECT id, NULL, name, NULL, round(lat, 6), round(lon, 6), CASE WHEN rail THEN NULL ELSE 'RapidTransit' END, NULL, 1, NULL,
       NULL, 1, NULL FROM st;
-- subway platforms: two per station, four at the transfer stations (every ninth)
CREATE TEMP TABLE plat AS
SELECT row_number() OVER (ORDER BY st.k, p) AS n, st.k, st.id AS station, p
  FROM st, generate_series(1, 4) p WHERE NOT st.rail AND (p <= 2 OR st.k % 9 = 0);
INSERT INTO stops
SELECT (70000 + pl.n)::text, (70000 + pl.n)::text, st.name || CASE WHEN pl.p % 2 = 1 THEN ' - Inbound' ELSE ' - Outbound' END,
       NULL, round(st.lat + pl.p * 0.0001, 6), round(st.lon - pl.p * 0.0001, 6), 'RapidTransit', NULL, 0, pl.station, NULL,
       CASE WHEN pl.n % 13 = 0 THEN 2 ELSE 1 END, pl.p::text
  FROM plat pl JOIN st ON st.k = pl.k;
-- rail platforms named by line and mileage; zones 1A, 1 .. 8 outwards
CREATE TEMP TABLE rplat AS
SELECT st.k, st.id AS station, (ARRAY['WML', 'NEC', 'FB', 'GRB', 'KB', 'NHRML'])[1 + (st.k - 36) % 6] || '-'
       || lpad(((st.k - 36) * 37 % 400 + 10)::text, 4, '0') || '-0' || p AS id, p,
       CASE WHEN (st.k - 36) / 6 = 0 THEN '1A' ELSE ((st.k - 36) / 6 + (st.k % 2) * 3)::text END AS zone
  FROM st, generate_series(1, 2) p WHERE st.rail;
INSERT INTO stops
SELECT r.id, NULL, st.name, NULL, round(st.lat + r.p * 0.0002, 6), round(st.lon, 6), r.zone, NULL, 0, r.station, NULL,
       1 + (st.k % 3 = 0)::int, r.p::text
  FROM rplat r JOIN st ON st.k = r.k;
UPDATE stops s SET zone_id = r.zone FROM rplat r WHERE s.stop_id = r.station;
-- station entrances
INSERT INTO stops
SELECT 'door-' || substr(st.id, 7) || '-' || (ARRAY['main', 'north', 'south', 'elevator'])[d], NULL,
       st.name || ' - ' || (ARRAY['Main St', 'North Entrance', 'South Entrance', 'Elevator'])[d], NULL,
       round(st.lat + d * 0.0003, 6), round(st.lon + d * 0.0003, 6), NULL, NULL, 2, st.id, NULL,
       CASE WHEN d = 4 THEN 1 ELSE 0 END, NULL
  FROM st, generate_series(1, 4) d WHERE NOT st.rail AND d <= 1 + st.k % 4;
-- 1,200 bus stops: ids 1..150, then sparse; location_type left empty; a few in a station's busway
CREATE TEMP TABLE bus AS
SELECT k, CASE WHEN k <= 150 THEN k ELSE 1000 + k * 11 + k % 7 END::text AS id FROM generate_series(1, 1200) k;
INSERT INTO stops
SELECT b.id, b.id, (ARRAY['Washington St', 'Massachusetts Ave', 'Centre St', 'Blue Hill Ave', 'Dorchester Ave', 'Broadway',
                          'Main St', 'Cambridge St', 'Tremont St', 'Columbus Ave', 'Harvard St', 'Beacon St'])[1 + b.k % 12]
                   || ' @ ' || (ARRAY['Elm St', 'Oak St', 'School St', 'Green St', 'Adams St', 'Union Sq', 'Prospect St',
                                      'Highland Ave', 'Chestnut St', 'Pleasant St'])[1 + (b.k * 7) % 10]
                   || CASE WHEN b.k % 3 = 0 THEN ' opp ' || b.k ELSE '' END,
       NULL, round((42.25 + (b.k % 37) * 0.006 + random() * 0.002)::numeric, 6), round((-71.20 + (b.k / 37) * 0.007 + random() * 0.002)::numeric, 6),
       CASE WHEN b.k % 40 = 0 THEN 'LocalBus' END, NULL, NULL,
       CASE WHEN b.k % 41 = 0 THEN (SELECT id FROM st WHERE k = b.k / 41 % 36) END, NULL,
       CASE WHEN random() < 0.08 THEN 0 WHEN random() < 0.05 THEN 2 ELSE 1 END, NULL
  FROM bus b;

-- ---- routes ----
CREATE TABLE routes (
  route_id text PRIMARY KEY, agency_id text REFERENCES agency, route_short_name text, route_long_name text,
  route_desc text, route_type integer NOT NULL, route_url text, route_color text, route_text_color text,
  route_sort_order integer);
CREATE TEMP TABLE rt AS
SELECT row_number() OVER (ORDER BY grp, ord) AS rk, * FROM (
  SELECT 1 AS grp, i AS ord, (ARRAY['Red', 'Orange', 'Blue', 'Mattapan'])[i] AS id, '1' AS agency, 1 AS rtype,
         (ARRAY['DA291C', 'ED8B00', '003DA5', 'DA291C'])[i] AS color
    FROM generate_series(1, 4) i
  UNION ALL
  SELECT 2, i, (ARRAY[1, 4, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 26, 28, 29, 30, 31, 32, 33, 34,
                      35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 47, 55, 57, 59, 60, 61, 62, 64, 65, 66, 501, 504, 505,
                      747])[i]::text, '1', 3, 'FFC72C'
    FROM generate_series(1, 50) i
  UNION ALL
  SELECT 3, i, 'CR-' || (ARRAY['Worcester', 'Providence', 'Fairmount', 'Greenbush', 'Kingston', 'Haverhill'])[i], '2', 2, '80276C'
    FROM generate_series(1, 6) i
  UNION ALL
  SELECT 4, i, (81 + i)::text || CASE WHEN i > 6 THEN 'X' ELSE '' END, '3', 3, '2E7D32'
    FROM generate_series(1, 10) i) x;
INSERT INTO routes
SELECT id, agency, CASE WHEN rtype IN (1, 2) THEN NULL ELSE id END,
       CASE WHEN rtype = 1 THEN id || ' Line' WHEN rtype = 2 THEN substr(id, 4) || ' Line'
            ELSE (ARRAY['Downtown', 'Harbor Point', 'Union Hill', 'Central Center', 'Ashmont Landing'])[1 + rk % 5] || ' - '
                 || (ARRAY['Forest Road', 'Maple Junction', 'Riverside Point', 'Spring Avenue'])[1 + rk % 4] END,
       NULL, rtype, 'https://www.mta.example.org/schedules/' || id, color, CASE WHEN rtype = 3 THEN '000000' ELSE 'FFFFFF' END,
       rk * 10
  FROM rt;

-- ---- calendar: regular services; calendar_dates: holidays, and special services only there ----
CREATE TABLE calendar (
  service_id text PRIMARY KEY, monday integer NOT NULL, tuesday integer NOT NULL, wednesday integer NOT NULL,
  thursday integer NOT NULL, friday integer NOT NULL, saturday integer NOT NULL, sunday integer NOT NULL,
  start_date date NOT NULL, end_date date NOT NULL);
INSERT INTO calendar VALUES
  ('1', 1, 1, 1, 1, 1, 0, 0, '2024-03-01', '2024-06-30'), ('2', 0, 0, 0, 0, 0, 1, 0, '2024-03-01', '2024-06-30'),
  ('3', 0, 0, 0, 0, 0, 0, 1, '2024-03-01', '2024-06-30'),
  ('CR-Weekday', 1, 1, 1, 1, 1, 0, 0, '2024-03-04', '2024-05-17'), ('CR-Saturday', 0, 0, 0, 0, 0, 1, 0, '2024-03-04', '2024-05-17'),
  ('CR-Sunday', 0, 0, 0, 0, 0, 0, 1, '2024-03-04', '2024-05-17'),
  ('301', 1, 1, 1, 1, 1, 0, 0, '2024-01-01', '2024-12-31'), ('302', 0, 0, 0, 0, 0, 1, 0, '2024-01-01', '2024-12-31');
CREATE TABLE calendar_dates (
  service_id text NOT NULL, date date NOT NULL, exception_type integer NOT NULL, PRIMARY KEY (service_id, date));
INSERT INTO calendar_dates
SELECT s, h, 2 FROM unnest(ARRAY['1', 'CR-Weekday', '301']) s,
       unnest(ARRAY['2024-04-15', '2024-05-27', '2024-06-19']::date[]) h
 WHERE h <= (SELECT end_date FROM calendar c WHERE c.service_id = s)
UNION ALL SELECT '3', h, 1 FROM unnest(ARRAY['2024-04-15', '2024-05-27', '2024-06-19']::date[]) h
UNION ALL SELECT 'CR-Holiday', h, 1 FROM unnest(ARRAY['2024-04-15', '2024-05-27', '2024-06-19']::date[]) h
UNION ALL SELECT '90', '2024-04-15', 1   -- marathon day extra service
UNION ALL SELECT '2', d, 2 FROM unnest(ARRAY['2024-03-30', '2024-05-25']::date[]) d
UNION ALL SELECT '302', d, 2 FROM unnest(ARRAY['2024-07-04', '2024-11-28', '2024-12-25']::date[]) d;

-- ---- shapes: per route and direction, a few unused variants ----
CREATE TABLE shapes (
  shape_id text NOT NULL, shape_pt_lat numeric(9, 6) NOT NULL, shape_pt_lon numeric(9, 6) NOT NULL,
  shape_pt_sequence integer NOT NULL, shape_dist_traveled numeric, PRIMARY KEY (shape_id, shape_pt_sequence));
CREATE TEMP TABLE shp AS
SELECT rt.rk, rt.id AS route, rt.rtype, dir, var,
       CASE WHEN rt.rtype IN (3) THEN lpad(rt.rk::text, 3, '0') || dir || lpad(var::text, 2, '0')
            WHEN rt.rtype = 2 THEN 'canonical-' || rt.id || '-C1-' || dir || CASE WHEN var > 1 THEN '-v' || var ELSE '' END
            ELSE rt.id || '-' || dir || '-' || var END AS shape_id
  FROM rt, generate_series(0, 1) dir, generate_series(1, 2) var WHERE var = 1 OR rt.rk % 4 = 0;
INSERT INTO shapes
SELECT s.shape_id, round(42.30 + s.rk * 0.001 + i * 0.0007 * (1 - 2 * s.dir), 6), round(-71.10 + i * 0.0009, 6), i,
       round((i * 0.112)::numeric, 3)
  FROM shp s, generate_series(1, 30 + (s.rk * 7) % 40) i;

-- ---- trips and their stop patterns ----
CREATE TABLE trips (
  route_id text NOT NULL REFERENCES routes, service_id text NOT NULL, trip_id text PRIMARY KEY, trip_headsign text,
  trip_short_name text, direction_id integer, block_id text, shape_id text, wheelchair_accessible integer,
  bikes_allowed integer);
-- the stops each route calls at, outbound order (inbound reverses it)
CREATE TEMP TABLE pat AS
SELECT rt.rk, rt.rtype, j, CASE rt.rtype
         WHEN 1 THEN (SELECT stop_id FROM stops WHERE parent_station = (SELECT id FROM st WHERE k = (rt.rk * 9 + j * 2) % 36)
                                                  AND location_type = 0 ORDER BY stop_id LIMIT 1)
         WHEN 2 THEN (SELECT id FROM rplat WHERE k = 36 + (rt.rk + j * 6) % 30 AND p = 1)
         ELSE (SELECT id FROM bus WHERE k = 1 + ((rt.rk * 97 + j * 3 + (j * j) % 5) % 1200)) END AS stop_id,
       CASE rt.rtype  -- the other direction's platform at a station
         WHEN 1 THEN (SELECT stop_id FROM stops WHERE parent_station = (SELECT id FROM st WHERE k = (rt.rk * 9 + j * 2) % 36)
                                                  AND location_type = 0 ORDER BY stop_id LIMIT 1 OFFSET 1)
         WHEN 2 THEN (SELECT id FROM rplat WHERE k = 36 + (rt.rk + j * 6) % 30 AND p = 2) END AS stop_id2
  FROM rt, generate_series(1, 30) j
 WHERE j <= CASE rt.rtype WHEN 1 THEN 12 + rt.rk % 5 WHEN 2 THEN 5 ELSE 12 + (rt.rk * 7) % 14 END;
-- every route's first bus stop sits downtown: stops 1..20 are served by many routes
UPDATE pat SET stop_id = (1 + rk % 20)::text WHERE j = 1 AND rtype = 3;
DELETE FROM pat a USING pat b WHERE a.rk = b.rk AND a.stop_id = b.stop_id AND a.j > b.j;
CREATE TEMP TABLE tr AS
SELECT row_number() OVER (ORDER BY rt.rk, svc, dir, n) AS tn, rt.rk, rt.id AS route, rt.rtype, svc, dir, n,
       (CASE WHEN rt.rtype = 1 THEN 5 * 3600 + n * 6 * 3600 ELSE 5 * 3600 + n * (67000 / nt) END)
       + (rt.rk * 131) % 900 AS t0, nt
  FROM rt,
       LATERAL (SELECT * FROM (VALUES
           (CASE rt.agency WHEN '1' THEN '1' WHEN '2' THEN 'CR-Weekday' ELSE '301' END, CASE rt.rtype WHEN 1 THEN 3 WHEN 2 THEN 8 ELSE 5 END),
           (CASE rt.agency WHEN '1' THEN '2' WHEN '2' THEN 'CR-Saturday' ELSE '302' END, CASE rt.rtype WHEN 1 THEN 3 WHEN 2 THEN 4 ELSE 3 END),
           (CASE rt.agency WHEN '1' THEN '3' WHEN '2' THEN 'CR-Sunday' END, CASE rt.rtype WHEN 1 THEN 2 WHEN 2 THEN 3 ELSE 2 END),
           (CASE WHEN rt.agency = '2' THEN 'CR-Holiday' WHEN rt.rtype = 3 AND rt.agency = '1' AND rt.rk % 10 = 1 THEN '90' END, 2)
         ) v(svc, nt) WHERE svc IS NOT NULL) s,
       generate_series(0, 1) dir, generate_series(0, 10) n
 WHERE n < nt;
INSERT INTO trips
SELECT tr.route, tr.svc,
       CASE WHEN tr.rtype = 2 THEN tr.svc || '-Spring-24-' || (tr.rk * 100 + tr.dir * 50 + tr.n)
            ELSE (58000000 + tr.tn * 73 + tr.tn % 5)::text END,
       CASE WHEN tr.dir = 0 THEN 'Outbound' ELSE 'Inbound' END || ' ' || tr.route,
       CASE WHEN tr.rtype = 2 THEN (tr.rk * 100 + tr.dir * 50 + tr.n)::text END, tr.dir,
       CASE WHEN tr.rtype = 1 THEN 'S' || tr.route || '-' || (1 + tr.n % 4) WHEN tr.rtype = 2 THEN NULL
            ELSE (tr.rk * 10 + tr.n % 3)::text END,
       CASE WHEN tr.rtype = 2 AND tr.n % 4 = 3 THEN NULL
            ELSE (SELECT shape_id FROM shp WHERE shp.rk = tr.rk AND shp.dir = tr.dir AND shp.var = 1) END,
       CASE WHEN tr.rtype = 2 THEN 1 WHEN random() < 0.9 THEN 1 ELSE 0 END,
       CASE WHEN tr.rtype = 1 THEN 0 WHEN tr.rtype = 2 THEN 1 END
  FROM tr;
ALTER TABLE tr ADD COLUMN trip_id text;
UPDATE tr SET trip_id = CASE WHEN rtype = 2 THEN svc || '-Spring-24-' || (rk * 100 + dir * 50 + n)
                             ELSE (58000000 + tn * 73 + tn % 5)::text END;

CREATE TABLE stop_times (
  trip_id text NOT NULL REFERENCES trips, arrival_time text, departure_time text, stop_id text NOT NULL REFERENCES stops,
  stop_sequence integer NOT NULL, stop_headsign text, pickup_type integer, drop_off_type integer,
  shape_dist_traveled numeric, timepoint integer, PRIMARY KEY (trip_id, stop_sequence));
INSERT INTO stop_times
SELECT tr.trip_id, pg_temp.hms(t), pg_temp.hms(t + CASE WHEN tr.rtype = 2 THEN 60 ELSE 0 END),
       CASE WHEN tr.dir = 1 THEN coalesce(p.stop_id2, p.stop_id) ELSE p.stop_id END,
       CASE WHEN tr.rtype = 3 AND tr.route ~ '^[0-9]+X?$' AND tr.rk > 60 THEN q * 10 ELSE q END,
       NULL, CASE WHEN q = nq THEN 1 ELSE 0 END, CASE WHEN q = 1 THEN 1 ELSE 0 END,
       CASE WHEN tr.rtype = 3 THEN round((q * 0.31)::numeric, 3) END,
       CASE WHEN tr.rtype = 2 OR q % 5 = 1 THEN 1 ELSE 0 END
  FROM tr
  JOIN LATERAL (SELECT stop_id, stop_id2, row_number() OVER (ORDER BY CASE WHEN tr.dir = 0 THEN j ELSE -j END) AS q,
                       count(*) OVER () AS nq
                  FROM pat WHERE pat.rk = tr.rk) p ON true,
       LATERAL (SELECT tr.t0 + (p.q - 1) * CASE tr.rtype WHEN 1 THEN 120 WHEN 2 THEN 540 ELSE 95 END AS t) tt;

CREATE TABLE frequencies (
  trip_id text NOT NULL REFERENCES trips, start_time text NOT NULL, end_time text NOT NULL, headway_secs integer NOT NULL,
  exact_times integer, PRIMARY KEY (trip_id, start_time));
INSERT INTO frequencies
SELECT trip_id, pg_temp.hms(5 * 3600 + n * 6 * 3600), pg_temp.hms(5 * 3600 + (n + 1) * 6 * 3600),
       CASE WHEN n = 1 AND svc = '1' THEN 360 WHEN svc = '1' THEN 540 ELSE 720 END, 0
  FROM tr WHERE rtype = 1;

-- ---- transfers: between a station's platforms, from rail to the subway, to nearby bus stops ----
CREATE TABLE transfers (
  from_stop_id text NOT NULL REFERENCES stops, to_stop_id text NOT NULL REFERENCES stops, transfer_type integer NOT NULL,
  min_transfer_time integer);
INSERT INTO transfers
SELECT a.stop_id, b.stop_id, 2, 120 + 60 * (a.parent_station = 'place-parks')::int
  FROM stops a JOIN stops b ON a.parent_station = b.parent_station AND a.stop_id <> b.stop_id
 WHERE a.location_type = 0 AND b.location_type = 0 AND a.stop_id ~ '^7[0-9]{4}$' AND a.parent_station IN (
       SELECT station FROM plat WHERE p = 3)
UNION ALL
SELECT r.id, (SELECT stop_id FROM stops WHERE parent_station = (SELECT id FROM st WHERE k = r.k % 36) AND location_type = 0
               ORDER BY stop_id LIMIT 1), 2, 300
  FROM rplat r WHERE r.k % 4 = 0
UNION ALL
SELECT pl.stop_id, b.id, 0, NULL
  FROM (SELECT stop_id, row_number() OVER (ORDER BY stop_id) AS i FROM stops WHERE stop_id ~ '^7[0-9]{4}$') pl
  JOIN bus b ON b.k = 1 + (pl.i * 53) % 1200
 WHERE pl.i % 3 = 0
UNION ALL
SELECT b.id, (SELECT stop_id FROM stops WHERE parent_station = (SELECT id FROM st WHERE k = b.k % 36) AND location_type = 0
               ORDER BY stop_id DESC LIMIT 1), 1, NULL
  FROM bus b WHERE b.k % 97 = 0;

-- ---- fares ----
CREATE TABLE fare_attributes (
  fare_id text PRIMARY KEY, price numeric(10, 2) NOT NULL, currency_type text NOT NULL, payment_method integer NOT NULL,
  transfers integer, agency_id text REFERENCES agency, transfer_duration integer);
INSERT INTO fare_attributes VALUES
  ('LocalBus', 1.70, 'USD', 0, 1, '1', 7200), ('InnerExpressBus', 4.25, 'USD', 0, 1, '1', 7200),
  ('OuterExpressBus', 5.25, 'USD', 0, 1, '1', 7200), ('Subway', 2.40, 'USD', 1, NULL, '1', NULL),
  ('CR-Zone-1A', 2.40, 'USD', 1, 0, '2', NULL), ('CR-Zone-1', 6.50, 'USD', 1, 0, '2', NULL),
  ('CR-Zone-2', 7.00, 'USD', 1, 0, '2', NULL), ('CR-Zone-3', 8.00, 'USD', 1, 0, '2', NULL),
  ('CR-Zone-4', 8.75, 'USD', 1, 0, '2', NULL), ('CR-Zone-5', 9.75, 'USD', 1, 0, '2', NULL),
  ('CR-Zone-6', 10.50, 'USD', 1, 0, '2', NULL), ('CR-Zone-7', 11.00, 'USD', 1, 0, '2', NULL),
  ('CR-Zone-8', 12.25, 'USD', 1, 0, '2', NULL), ('CR-InterZone-1-3', 2.75, 'USD', 1, 0, '2', NULL),
  ('CR-InterZone-4-6', 3.25, 'USD', 1, 0, '2', NULL), ('BAT-Fixed', 1.50, 'USD', 0, 2, '3', 3600);
CREATE TABLE fare_rules (
  fare_id text NOT NULL REFERENCES fare_attributes, route_id text REFERENCES routes, origin_id text,
  destination_id text, contains_id text);
INSERT INTO fare_rules
SELECT CASE WHEN rt.id IN ('501', '504', '505') THEN 'InnerExpressBus' WHEN rt.id = '747' THEN 'OuterExpressBus'
            WHEN rt.rtype = 1 THEN 'Subway' WHEN rt.agency = '3' THEN 'BAT-Fixed' ELSE 'LocalBus' END,
       rt.id, NULL, NULL, NULL
  FROM rt WHERE rt.rtype <> 2
UNION ALL
SELECT 'CR-Zone-' || z, NULL, z, '1A', NULL FROM unnest(ARRAY['1A', '1', '2', '3', '4', '5', '6', '7', '8']) z
UNION ALL
SELECT 'CR-Zone-' || z, NULL, '1A', z, NULL FROM unnest(ARRAY['1', '2', '3', '4', '5', '6', '7', '8']) z
UNION ALL
SELECT CASE WHEN abs(a - b) <= 3 THEN 'CR-InterZone-1-3' ELSE 'CR-InterZone-4-6' END, NULL, a::text, b::text, NULL
  FROM generate_series(1, 8) a, generate_series(1, 8) b WHERE a <> b AND abs(a - b) <= 6
UNION ALL
SELECT 'LocalBus', NULL, NULL, NULL, 'LocalBus';

CREATE TABLE feed_info (
  feed_publisher_name text NOT NULL, feed_publisher_url text NOT NULL, feed_lang text NOT NULL, default_lang text,
  feed_start_date date, feed_end_date date, feed_version text, feed_contact_email text, feed_contact_url text);
INSERT INTO feed_info VALUES ('Metropolitan Transit Authority', 'https://www.mta.example.org', 'en', NULL, '2024-03-01',
                              '2024-06-30', 'Spring 2024, version D', 'developer@mta.example.org', NULL);
ANALYZE;
