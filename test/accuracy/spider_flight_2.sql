-- test/accuracy/spider_flight_2.sql: Spider's dev database "flight_2" (US airlines, airports and
-- the flights between them) converted from its SQLite file to PostgreSQL with its names kept, rows
-- scaled up by a deterministic generator; written for issue 16 as a held-out check (tenth round):
-- committed with its truth (spider_flight_2_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case plural table names, CamelCase columns kept as
-- Spider has them (quoted: "Airline", "FlightNo", "SourceAirport", "DestAirport", "AirportCode").
-- airlines is keyed by a bare uid (1, 2, ...) beside its name and short abbreviation ('UAL',
-- 'Delta'); airports by its three-letter IATA code ("AirportCode" 'APG'), with the source's
-- trailing blanks kept in "City", "AirportName", "Country" and "CountryAbbrev" ('United States ',
-- 'US '); flights by ("Airline", "FlightNo"). flights."Airline" is the airline's uid though
-- nothing declares it (an undeclared truth). Spider declares "SourceAirport" and "DestAirport" as
-- references to airports."AirportCode", but in its data every one carries a leading blank
-- (' APG'), so no value equals a code: the foreign keys cannot be created in PostgreSQL, are not
-- declared here and are left out of the truth (the data contradicts them). Busy hubs take most
-- flights; some airports have none. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1200);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE airlines (uid INTEGER PRIMARY KEY, "Airline" TEXT, "Abbreviation" TEXT, "Country" TEXT);
INSERT INTO airlines
SELECT i, a, b, 'USA'
  FROM unnest(ARRAY['United Airlines', 'US Airways', 'Delta Airlines', 'Southwest Airlines', 'American Airlines',
                    'Northwest Airlines', 'Continental Airlines', 'JetBlue Airways', 'Frontier Airlines', 'AirTran Airways',
                    'Allegiant Air', 'Virgin America', 'Alaska Airlines', 'Hawaiian Airlines', 'Spirit Airlines', 'Sun Country',
                    'ExpressJet', 'SkyWest', 'Republic Airways', 'Mesa Airlines', 'Horizon Air', 'Envoy Air'],
              ARRAY['UAL', 'USAir', 'Delta', 'Southwest', 'American', 'Northwest', 'Continental', 'JetBlue', 'Frontier',
                    'AirTran', 'Allegiant', 'Virgin', 'Alaska', 'Hawaiian', 'Spirit', 'SunCountry', 'ExpressJet', 'SkyWest',
                    'Republic', 'Mesa', 'Horizon', 'Envoy'])
       WITH ORDINALITY AS u(a, b, i);

CREATE TABLE airports ("City" TEXT, "AirportCode" TEXT PRIMARY KEY, "AirportName" TEXT, "Country" TEXT, "CountryAbbrev" TEXT);
INSERT INTO airports
SELECT (ARRAY['Aberdeen', 'Abilene', 'Akron', 'Albany', 'Albuquerque', 'Alexandria', 'Allentown', 'Amarillo', 'Anchorage',
              'Appleton', 'Arcata', 'Asheville', 'Aspen', 'Athens', 'Atlanta', 'Augusta', 'Austin', 'Bakersfield', 'Baltimore',
              'Bangor', 'Billings', 'Boise', 'Boston', 'Buffalo', 'Burlington', 'Casper', 'Charleston', 'Chicago', 'Dallas',
              'Denver', 'Detroit', 'El Paso', 'Eugene', 'Fargo', 'Fresno', 'Houston', 'Juneau', 'Kodiak', 'Laredo', 'Medford'])[pg_temp.r(40)] || ' ',
       code,
       (ARRAY['Phillips AAF', 'Municipal', 'Regional', 'International', 'County', 'Dyess AFB', 'Field', 'Airpark'])[pg_temp.r(8)] || ' ',
       'United States ', 'US '
  FROM (SELECT DISTINCT chr(65 + floor(random() * 26)::int) || chr(65 + floor(random() * 26)::int) || chr(65 + floor(random() * 26)::int) AS code
          FROM generate_series(1, 420)) c
 ORDER BY code;
CREATE TEMP TABLE ak AS SELECT row_number() OVER (ORDER BY md5('a' || "AirportCode")) AS k, "AirportCode" AS code FROM airports;

CREATE TABLE flights (
  "Airline" INTEGER, "FlightNo" INTEGER, "SourceAirport" TEXT, "DestAirport" TEXT,
  PRIMARY KEY ("Airline", "FlightNo"));
INSERT INTO flights
SELECT DISTINCT ON (al, fno) al, fno, ' ' || s.code, ' ' || d.code
  FROM (SELECT least(pg_temp.sk(22, 1.6), 22) AS al, pg_temp.r(3000) AS fno,
               least(pg_temp.sk(380, 1.8), 380) AS sa, least(pg_temp.sk(380, 1.8), 380) AS da
          FROM generate_series(1, 3200)) f
  JOIN ak s ON s.k = f.sa JOIN ak d ON d.k = f.da
 WHERE s.code <> d.code;
ANALYZE;
