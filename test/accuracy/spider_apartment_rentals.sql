-- test/accuracy/spider_apartment_rentals.sql: Spider's database "apartment_rentals" (apartment
-- buildings, their apartments and facilities, guests, bookings and a per-day unit status view
-- kept as a table) converted from its SQLite file to PostgreSQL with its names kept, rows scaled up
-- by a deterministic generator; written for issue 16 as a held-out check (round 13): committed with
-- its truth (spider_apartment_rentals_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions (Spider's generated "business" schemas): one schema, public; CamelCase table names
-- as Spider has them (quoted: "Apartment_Buildings", "Apartments", "Apartment_Facilities", "Guests",
-- "Apartment_Bookings", "View_Unit_Status"), snake_case columns; keys <prefix>_id integers:
-- building_id and apt_booking_id sparse three- and four-digit numbers as Spider's sample data has
-- them (133, 153, 191 ...; 258, 279, 337 ...), apt_id and guest_id counted from 1, so their ranges
-- overlap. Declared: "Apartments".building_id, "Apartment_Facilities".apt_id (part of its key with
-- facility_code, a code that names no table), "Apartment_Bookings".apt_id and guest_id,
-- "View_Unit_Status".apt_id and apt_booking_id (that table is keyed by status_date alone, and its
-- apt_id is not the booking's apartment: Spider's rows are drawn independently). Codes with no
-- lookup table: apt_type_code, booking_status_code, gender_code (Spider's CHAR(1) widened: its rows
-- say 'Male', 'Female', 'Unknown'), facility_code; room_count is CHAR; available_yn a BIT 0/1.
-- Some apartments have no booking, some guests never booked. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1313);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE "Apartment_Buildings" (
  building_id INTEGER NOT NULL, building_short_name CHAR(15), building_full_name VARCHAR(80), building_description VARCHAR(255),
  building_address VARCHAR(255), building_manager VARCHAR(50), building_phone VARCHAR(80),
  PRIMARY KEY (building_id), UNIQUE (building_id));
INSERT INTO "Apartment_Buildings"
SELECT b, s, s || ' ' || (ARRAY['Towers', 'Court', 'Gardens', 'Residences', 'Heights', 'Plaza', 'Lofts'])[pg_temp.r(7)],
       (ARRAY['Studio', 'Flat', 'Duplex'])[pg_temp.r(3)],
       pg_temp.r(9999) || ' ' || (ARRAY['Mills Bypass', 'Brakus Ports', 'Kshlerin Divide', 'Larkin Motorway', 'Carter Camp', 'Hessel Mount'])[pg_temp.r(6)]
         || ', ' || (ARRAY['Jacobsonville', 'New Korey', 'West Gerson', 'Lake Ilene', 'South Anyaside'])[pg_temp.r(5)],
       (ARRAY['Emma', 'Brenden', 'Melyssa', 'Kyle', 'Albert', 'Darlene', 'Claude', 'Juvenal', 'Sydni', 'Gerald'])[pg_temp.r(10)],
       '(' || (200 + pg_temp.r(799)) || ')' || (200 + pg_temp.r(799)) || '-' || lpad(pg_temp.r(9999)::text, 4, '0')
  FROM (SELECT b, (ARRAY['Normandie', 'Mercedes', 'Windsor', 'Avalon', 'Peter', 'Stuyvesant', 'Columbus', 'Biltmore', 'Silver',
                        'Barclay', 'Ansonia', 'Chelsea', 'Dakota', 'Bellevue', 'Murray'])[pg_temp.r(15)] || ' ' || b AS s
          FROM (SELECT b FROM generate_series(100, 999) b ORDER BY random() LIMIT 60) x ORDER BY b) y;

CREATE TABLE "Apartments" (
  apt_id INTEGER NOT NULL, building_id INTEGER NOT NULL, apt_type_code CHAR(15), apt_number CHAR(10), bathroom_count INTEGER,
  bedroom_count INTEGER, room_count CHAR(5),
  PRIMARY KEY (apt_id), UNIQUE (apt_id),
  FOREIGN KEY (building_id) REFERENCES "Apartment_Buildings" (building_id));
INSERT INTO "Apartments"
SELECT i, b.building_id, t, 'Suite ' || (100 + pg_temp.r(899)), pg_temp.r(3), br, (br + 1 + pg_temp.r(5))::text
  FROM (SELECT i, pg_temp.sk(60, 1.3) AS bn, (ARRAY['Studio', 'Flat', 'Duplex'])[pg_temp.r(3)] AS t, pg_temp.r(6) AS br
          FROM generate_series(1, 800) i) s
  JOIN (SELECT building_id, row_number() OVER (ORDER BY building_id) AS n FROM "Apartment_Buildings") b ON b.n = least(s.bn, 60)
 ORDER BY i;

CREATE TABLE "Apartment_Facilities" (
  apt_id INTEGER NOT NULL, facility_code CHAR(15) NOT NULL,
  PRIMARY KEY (apt_id, facility_code),
  FOREIGN KEY (apt_id) REFERENCES "Apartments" (apt_id));
INSERT INTO "Apartment_Facilities"
SELECT DISTINCT pg_temp.r(800), (ARRAY['Boardband', 'Gym', 'Swimming Pool', 'Cable TV'])[pg_temp.r(4)]
  FROM generate_series(1, 1200);

CREATE TABLE "Guests" (
  guest_id INTEGER NOT NULL, gender_code CHAR(7), guest_first_name VARCHAR(80), guest_last_name VARCHAR(80), date_of_birth TIMESTAMP,
  PRIMARY KEY (guest_id), UNIQUE (guest_id));
INSERT INTO "Guests"
SELECT i, (ARRAY['Male', 'Female', 'Unknown'])[pg_temp.r(3)],
       (ARRAY['Kip', 'Rebeca', 'Keon', 'Gabe', 'Lou', 'Josefina', 'Mozell', 'Keith', 'Crystal', 'Nikki', 'Tamia', 'Lera'])[pg_temp.r(12)],
       (ARRAY['DuBuque', 'Runolfsdottir', 'Treutel', 'Bradtke', 'Grady', 'Simonis', 'Wunsch', 'Fadel', 'Mann', 'Boehm'])[pg_temp.r(10)],
       timestamp '1970-01-01' + (pg_temp.r(15000) || ' days')::interval + (pg_temp.r(1440) || ' minutes')::interval
  FROM generate_series(1, 600) i;

CREATE TABLE "Apartment_Bookings" (
  apt_booking_id INTEGER NOT NULL, apt_id INTEGER, guest_id INTEGER NOT NULL, booking_status_code CHAR(15) NOT NULL,
  booking_start_date TIMESTAMP, booking_end_date TIMESTAMP,
  PRIMARY KEY (apt_booking_id), UNIQUE (apt_booking_id),
  FOREIGN KEY (apt_id) REFERENCES "Apartments" (apt_id),
  FOREIGN KEY (guest_id) REFERENCES "Guests" (guest_id));
INSERT INTO "Apartment_Bookings"
SELECT b, pg_temp.r(720), pg_temp.sk(560, 1.2), (ARRAY['Provisional', 'Confirmed', 'Confirmed'])[pg_temp.r(3)],
       st, st + (pg_temp.r(400) || ' days')::interval
  FROM (SELECT b, timestamp '2016-01-01' + (pg_temp.r(1200000) || ' minutes')::interval AS st
          FROM (SELECT b FROM generate_series(100, 9999) b ORDER BY random() LIMIT 2000) x ORDER BY b) y;

CREATE TABLE "View_Unit_Status" (
  apt_id INTEGER, apt_booking_id INTEGER, status_date TIMESTAMP NOT NULL, available_yn BIT,
  PRIMARY KEY (status_date),
  FOREIGN KEY (apt_id) REFERENCES "Apartments" (apt_id),
  FOREIGN KEY (apt_booking_id) REFERENCES "Apartment_Bookings" (apt_booking_id));
INSERT INTO "View_Unit_Status"
SELECT pg_temp.r(800), bk.apt_booking_id, d, CASE WHEN random() < 0.5 THEN B'1' ELSE B'0' END
  FROM (SELECT DISTINCT ON (d) d, pg_temp.r(2000) AS bn
          FROM (SELECT timestamp '1970-01-01' + (pg_temp.r(20000000) || ' minutes')::interval AS d FROM generate_series(1, 1500)) z) s
  JOIN (SELECT apt_booking_id, row_number() OVER (ORDER BY apt_booking_id) AS n FROM "Apartment_Bookings") bk ON bk.n = s.bn
 ORDER BY d;
ANALYZE;
