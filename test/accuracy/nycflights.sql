-- test/accuracy/nycflights.sql: R's nycflights13 (flights that departed New York City in 2013) as
-- loaded into PostgreSQL, written for issue 16 as a held-out check (sixth round): committed with
-- its truth (nycflights_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; no surrogate keys anywhere: natural text keys of IATA and
-- FAA codes (airlines.carrier '9E' / 'AA', airports.faa 'JFK' / '04G' of three letters or digits),
-- planes.tailnum ('N10156', 'N335AA'); flights has no key at all and refers by those codes
-- (carrier, origin, dest, the last two both to airports); origin is one of three airports only;
-- weather is keyed by (origin, time_hour) and repeats the hour as year, month, day and hour;
-- flights carries the same split of its scheduled hour (year, month, day, hour, minute,
-- time_hour), so (origin, time_hour) and (origin, year, month, day, hour) reach the weather of the
-- hour of departure on every row (undeclared composite truths, as R for Data Science joins them).
-- flights.tailnum is NULL on cancelled flights and, as in the original, the tail numbers of two
-- carriers (AA and MQ report fleet numbers) are mostly missing from planes: no reference, left out
-- of the truth. Small integers everywhere (year, month, day, hour, flight numbers, engines, seats)
-- and the carrier's two characters inside its tail numbers. Skewed carriers (UA, B6, EV first,
-- OO last), hub-heavy destinations. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1313);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ 2.2)::int $$;

CREATE TABLE airlines (carrier text PRIMARY KEY, name text NOT NULL);
INSERT INTO airlines VALUES
  ('9E', 'Endeavor Air Inc.'), ('AA', 'American Airlines Inc.'), ('AS', 'Alaska Airlines Inc.'), ('B6', 'JetBlue Airways'),
  ('DL', 'Delta Air Lines Inc.'), ('EV', 'ExpressJet Airlines Inc.'), ('F9', 'Frontier Airlines Inc.'),
  ('FL', 'AirTran Airways Corporation'), ('HA', 'Hawaiian Airlines Inc.'), ('MQ', 'Envoy Air'), ('OO', 'SkyWest Airlines Inc.'),
  ('UA', 'United Air Lines Inc.'), ('US', 'US Airways Inc.'), ('VX', 'Virgin America'), ('WN', 'Southwest Airlines Co.'),
  ('YV', 'Mesa Airlines Inc.');

-- 1,200 airports: most three letters, some small fields with digits ('04G', '1C9'); the three
-- New York airports and 100 destinations among them
CREATE TABLE airports (faa text PRIMARY KEY, name text, lat double precision, lon double precision, alt double precision,
  tz double precision, dst text, tzone text);
INSERT INTO airports
SELECT code, 'Airport ' || initcap(code) || CASE WHEN i % 5 = 0 THEN ' Muni' WHEN i % 7 = 0 THEN ' Regional' ELSE ' Intl' END,
       round((25 + random() * 40)::numeric, 6)::double precision, round((-160 + random() * 90)::numeric, 6)::double precision,
       floor(random() * 5000), z.tz, CASE WHEN z.tz = -10 THEN 'N' ELSE 'A' END, z.tzone
  FROM (SELECT i, CASE WHEN i % 9 = 4 THEN lpad((i % 97)::text, 2, '0') || chr(65 + i % 26)
                       WHEN i % 9 = 7 THEN (i % 10)::text || chr(65 + i % 26) || (i % 7)::text
                       ELSE chr(65 + (i * 7919 % 17576) / 676) || chr(65 + (i * 7919 % 17576) / 26 % 26) || chr(65 + (i * 7919 % 17576) % 26) END AS code
          FROM generate_series(1, 1200) i) x,
       LATERAL (SELECT (ARRAY[-5, -5, -5, -6, -6, -7, -8, -9, -10])[1 + (x.i % 9)] AS tz,
                       (ARRAY['America/New_York', 'America/New_York', 'America/New_York', 'America/Chicago', 'America/Chicago',
                              'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'])[1 + (x.i % 9)] AS tzone) z
 WHERE code NOT IN ('EWR', 'JFK', 'LGA')
ON CONFLICT DO NOTHING;
INSERT INTO airports VALUES
  ('EWR', 'Newark Liberty Intl', 40.6925, -74.168667, 18, -5, 'A', 'America/New_York'),
  ('JFK', 'John F Kennedy Intl', 40.639751, -73.778925, 13, -5, 'A', 'America/New_York'),
  ('LGA', 'La Guardia', 40.777245, -73.872608, 22, -5, 'A', 'America/New_York');
-- the 100 destinations: well-known codes among the three-letter ones, in order of traffic
CREATE TEMP TABLE dests AS
SELECT row_number() OVER (ORDER BY md5(faa)) AS k, faa FROM airports WHERE faa ~ '^[A-Z]{3}$' AND faa NOT IN ('EWR', 'JFK', 'LGA')
 ORDER BY md5(faa) LIMIT 100;

-- 2,450 tail numbers in each carrier's style, 2,000 of them in planes: AA's and MQ's mostly not listed
CREATE TEMP TABLE fleet (carrier text, tailnum text, listed boolean);
INSERT INTO fleet
SELECT c, t, CASE WHEN c IN ('AA', 'MQ') THEN random() < 0.08 ELSE true END
  FROM (SELECT c, CASE c WHEN 'UA' THEN CASE WHEN j % 2 = 0 THEN 'N' || (70000 + j * 37 % 29999) ELSE 'N' || (400 + j) || 'UA' END
                         WHEN 'B6' THEN 'N' || (500 + j) || 'JB'
                         WHEN 'EV' THEN 'N' || (11000 + j * 13 % 88999)
                         WHEN 'DL' THEN 'N' || (300 + j) || 'DL'
                         WHEN 'AA' THEN 'N' || (300 + j) || 'AA'
                         WHEN 'MQ' THEN 'N' || (500 + j) || 'MQ'
                         WHEN 'US' THEN 'N' || (100 + j) || (ARRAY['US', 'UW'])[1 + j % 2]
                         WHEN '9E' THEN 'N' || (8000 + j * 3) || 'C'
                         WHEN 'WN' THEN 'N' || (200 + j) || 'WN'
                         WHEN 'VX' THEN 'N' || (620 + j) || 'VA'
                         WHEN 'FL' THEN 'N' || (900 + j) || 'AT'
                         WHEN 'AS' THEN 'N' || (400 + j) || 'AS'
                         WHEN 'F9' THEN 'N' || (200 + j) || 'FR'
                         WHEN 'YV' THEN 'N' || (900 + j) || 'FJ'
                         WHEN 'HA' THEN 'N' || (380 + j) || 'HA'
                         ELSE 'N' || (400 + j) || 'SW' END AS t
          FROM (VALUES ('UA', 420), ('B6', 190), ('EV', 320), ('DL', 330), ('AA', 240), ('MQ', 240), ('US', 150), ('9E', 200),
                       ('WN', 120), ('VX', 50), ('FL', 60), ('AS', 30), ('F9', 25), ('YV', 40), ('HA', 12), ('OO', 20)) v(c, n),
               generate_series(1, n) j) x;
CREATE TABLE planes (tailnum text PRIMARY KEY, year integer, type text, manufacturer text, model text, engines integer,
  seats integer, speed integer, engine text);
INSERT INTO planes
SELECT tailnum, CASE WHEN random() < 0.03 THEN NULL ELSE 1985 + pg_temp.r(28) END,
       CASE WHEN m.seats < 20 THEN 'Fixed wing single engine' ELSE 'Fixed wing multi engine' END,
       m.manufacturer, m.model, m.engines, m.seats, CASE WHEN m.seats < 20 THEN 100 + pg_temp.r(60) END, m.engine
  FROM fleet f,
       LATERAL (SELECT * FROM (VALUES ('BOEING', '737-824', 2, 149, 'Turbo-fan'), ('BOEING', '757-222', 2, 178, 'Turbo-fan'),
                                      ('AIRBUS INDUSTRIE', 'A320-232', 2, 182, 'Turbo-fan'), ('EMBRAER', 'EMB-145LR', 2, 55, 'Turbo-fan'),
                                      ('EMBRAER', 'ERJ 190-100 IGW', 2, 20, 'Turbo-fan'), ('BOMBARDIER INC', 'CL-600-2D24', 2, 95, 'Turbo-fan'),
                                      ('AIRBUS', 'A321-211', 2, 379, 'Turbo-fan'), ('CESSNA', '172N', 1, 4, 'Reciprocating'),
                                      ('MCDONNELL DOUGLAS', 'MD-88', 2, 142, 'Turbo-fan')) v(manufacturer, model, engines, seats, engine)
                 OFFSET (length(f.tailnum) * 7 + ascii(substr(f.tailnum, 3, 1)) + (CASE WHEN f.carrier IN ('EV', '9E') THEN 3 ELSE 0 END)) % 9
                 LIMIT 1) m
 WHERE f.listed ORDER BY tailnum;

-- weather: every hour of 2013 at the three origins, keyed by (origin, time_hour)
CREATE TABLE weather (origin text NOT NULL REFERENCES airports, year integer, month integer, day integer, hour integer,
  temp double precision, dewp double precision, humid double precision, wind_dir double precision, wind_speed double precision,
  wind_gust double precision, precip double precision, pressure double precision, visib double precision,
  time_hour timestamp NOT NULL, PRIMARY KEY (origin, time_hour));
INSERT INTO weather
SELECT o, extract(year FROM t)::int, extract(month FROM t)::int, extract(day FROM t)::int, extract(hour FROM t)::int,
       round((50 + 25 * sin((extract(doy FROM t) - 100) / 58.0) + random() * 10)::numeric, 2)::double precision,
       round((35 + 20 * sin((extract(doy FROM t) - 100) / 58.0) + random() * 8)::numeric, 2)::double precision,
       round((40 + random() * 55)::numeric, 2)::double precision,
       CASE WHEN random() < 0.04 THEN NULL ELSE 10 * floor(random() * 37) END,
       round((random() * 20)::numeric, 5)::double precision, CASE WHEN random() < 0.8 THEN NULL ELSE round((15 + random() * 20)::numeric, 5)::double precision END,
       CASE WHEN random() < 0.9 THEN 0 ELSE round((random() * 0.5)::numeric, 2)::double precision END,
       CASE WHEN random() < 0.1 THEN NULL ELSE round((1000 + random() * 40)::numeric, 1)::double precision END,
       CASE WHEN random() < 0.85 THEN 10 ELSE round((random() * 10)::numeric, 2)::double precision END, t
  FROM (VALUES ('EWR'), ('JFK'), ('LGA')) v(o),
       generate_series(timestamp '2013-01-01 00:00', timestamp '2013-12-31 23:00', interval '1 hour') t
 ORDER BY o, t;

-- 30,000 flights: a carrier by its 2013 share, a plane of its fleet, a route from one of the three
-- origins, a scheduled hour between 5 and 23; about 2.7% cancelled (no times, some with no tail)
CREATE TABLE flights (year integer, month integer, day integer, dep_time integer, sched_dep_time integer,
  dep_delay double precision, arr_time integer, sched_arr_time integer, arr_delay double precision,
  carrier text REFERENCES airlines, flight integer, tailnum text, origin text REFERENCES airports,
  dest text REFERENCES airports, air_time double precision, distance double precision, hour double precision,
  minute double precision, time_hour timestamp);
CREATE TEMP TABLE shares AS
SELECT c, sum(n) OVER (ORDER BY n DESC, c) AS hi, n
  FROM (VALUES ('UA', 58665), ('B6', 54635), ('EV', 54173), ('DL', 48110), ('AA', 32729), ('MQ', 26397), ('US', 20536),
               ('9E', 18460), ('WN', 12275), ('VX', 5162), ('FL', 3260), ('AS', 714), ('F9', 685), ('YV', 601), ('HA', 342),
               ('OO', 32)) v(c, n);
CREATE TEMP TABLE fleet_k AS SELECT carrier, tailnum, row_number() OVER (PARTITION BY carrier ORDER BY tailnum) AS k,
  count(*) OVER (PARTITION BY carrier) AS n FROM fleet;
CREATE TEMP TABLE f0 AS
SELECT i, s.c AS carrier,
       (ARRAY['EWR', 'JFK', 'LGA'])[CASE s.c WHEN 'B6' THEN 2 WHEN 'UA' THEN 1 WHEN 'EV' THEN 1 WHEN 'DL' THEN 3 ELSE pg_temp.r(3) END] AS origin,
       d.faa AS dest, date '2013-01-01' + floor(rr.dd * 365)::int AS dt, 5 + floor(rr.hh * 19)::int AS sh,
       (ARRAY[0, 0, 0, 5, 10, 15, 20, 25, 29, 30, 30, 35, 40, 45, 50, 55, 59])[1 + floor(rr.mm * 17)::int] AS sm,
       fk.tailnum, rr.cc < 0.027 AS cancelled, rr.u
  FROM (SELECT i, floor(random() * 336776)::int AS x, pg_temp.sk(100) AS dk, random() AS pk, random() AS dd, random() AS hh,
               random() AS mm, random() AS cc, random() AS u
          FROM generate_series(1, 30000) i) rr
  JOIN shares s ON rr.x < s.hi AND rr.x >= s.hi - s.n
  JOIN dests d ON d.k = rr.dk
  JOIN fleet_k fk ON fk.carrier = s.c AND fk.k = 1 + floor(fk.n * rr.pk ^ 1.3)::int;
INSERT INTO flights
SELECT extract(year FROM dt)::int, extract(month FROM dt)::int, extract(day FROM dt)::int,
       CASE WHEN NOT cancelled THEN ((sh * 60 + sm + dl) / 60 % 24) * 100 + (sh * 60 + sm + dl) % 60 END,
       sh * 100 + sm, CASE WHEN NOT cancelled THEN dl END,
       CASE WHEN NOT cancelled THEN ((sh * 60 + sm + dl + dur) / 60 % 24) * 100 + (sh * 60 + sm + dl + dur) % 60 END,
       ((sh * 60 + sm + dur) / 60 % 24) * 100 + (sh * 60 + sm + dur) % 60,
       CASE WHEN NOT cancelled THEN dl + floor(u * 30)::int - 15 END,
       carrier, 1 + floor(abs(hashtext(carrier || dest || sh)) % 6000), CASE WHEN cancelled AND u < 0.5 THEN NULL ELSE tailnum END,
       origin, dest, CASE WHEN NOT cancelled THEN dur - 25 + floor(u * 20)::int END, dist, sh, sm,
       dt + make_interval(hours => sh)
  FROM (SELECT f0.*, CASE WHEN random() < 0.6 THEN floor(random() * 8)::int - 5 ELSE floor(random() ^ 3 * 300)::int END AS dl,
               60 + abs(hashtext(dest)) % 300 AS dur, (abs(hashtext(dest)) % 2500 + 90)::double precision AS dist
          FROM f0) x
 ORDER BY dt, sh, sm, i;
