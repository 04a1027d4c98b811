-- test/accuracy/airlines.sql: the shape of the PostgresPro "bookings" demo database (an airline's
-- flights, bookings and boarding passes), written for issue 16 as a held-out check: committed with
-- its truth (airlines_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, bookings, with a table of the same name; natural char keys of fixed
-- shapes (aircraft_code char(3) '773' / 'SU9' / 'CN1', airport_code char(3) of three letters,
-- book_ref char(6) upper-case hex, ticket_no char(13) of digits, flight_no char(6) 'PG0403' beside
-- a serial flight_id); tables suffixed _data behind views (aircrafts, airports) that strip the
-- suffix; role references whose names end in the referenced table's word, not its key word
-- (departure_airport and arrival_airport -> airports_data.airport_code); a composite key of a code
-- and a text (seats (aircraft_code, seat_no)); a composite reference (boarding_passes (ticket_no,
-- flight_id) -> ticket_flights) whose two columns also reference tickets and flights on every row
-- (undeclared truths); boarding_passes.seat_no is a seat only together with the flight's aircraft
-- (no direct reference); seat_no values ('12A') and fare_conditions repeat across tables; jsonb
-- names and contact data, a point, a time zone. Views airports, aircrafts, flights_v and routes as
-- in the demo. Deterministic: setseed.
SET client_min_messages = warning;
SET timezone = 'UTC';
SELECT setseed(0.73);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ 2)::int $$;
CREATE SCHEMA bookings;
SET search_path = bookings, public;

CREATE TABLE bookings.aircrafts_data (aircraft_code char(3) NOT NULL PRIMARY KEY, model jsonb NOT NULL, range integer NOT NULL CHECK (range > 0));
INSERT INTO bookings.aircrafts_data VALUES
  ('773', '{"en": "Boeing 777-300", "ru": "Боинг 777-300"}', 11100), ('763', '{"en": "Boeing 767-300", "ru": "Боинг 767-300"}', 7900),
  ('SU9', '{"en": "Sukhoi Superjet-100", "ru": "Сухой Суперджет-100"}', 3000), ('320', '{"en": "Airbus A320-200", "ru": "Аэробус A320-200"}', 5700),
  ('321', '{"en": "Airbus A321-200", "ru": "Аэробус A321-200"}', 5600), ('319', '{"en": "Airbus A319-100", "ru": "Аэробус A319-100"}', 6700),
  ('733', '{"en": "Boeing 737-300", "ru": "Боинг 737-300"}', 4200), ('CN1', '{"en": "Cessna 208 Caravan", "ru": "Сессна 208 Караван"}', 1200),
  ('CR2', '{"en": "Bombardier CRJ-200", "ru": "Бомбардье CRJ-200"}', 2700);

-- seats: business rows, comfort rows (777 only), economy rows; letters by cabin width
CREATE TABLE bookings.seats (aircraft_code char(3) NOT NULL REFERENCES bookings.aircrafts_data ON DELETE CASCADE,
  seat_no varchar(4) NOT NULL, fare_conditions varchar(10) NOT NULL CHECK (fare_conditions IN ('Economy', 'Comfort', 'Business')),
  PRIMARY KEY (aircraft_code, seat_no));
INSERT INTO bookings.seats
SELECT a, rw || substr(letters, l, 1), CASE WHEN rw <= b THEN 'Business' WHEN rw <= b + c THEN 'Comfort' ELSE 'Economy' END
  FROM (VALUES ('773', 5, 3, 35, 'ABCDEFGHJK'), ('763', 5, 0, 28, 'ABCDEFG'), ('SU9', 3, 0, 17, 'ACDEF'), ('320', 5, 0, 21, 'ABCDEF'),
               ('321', 7, 0, 25, 'ABCDEF'), ('319', 5, 0, 17, 'ABCDEF'), ('733', 3, 0, 20, 'ABCDEF'), ('CN1', 0, 0, 6, 'AB'),
               ('CR2', 0, 0, 13, 'ABCD')) v(a, b, c, e, letters),
       generate_series(1, b + c + e) rw, generate_series(1, length(letters)) l
 WHERE NOT (rw <= b AND l % 2 = 0 AND length(letters) > 4) OR a = 'SU9';

CREATE TABLE bookings.airports_data (airport_code char(3) NOT NULL PRIMARY KEY, airport_name jsonb NOT NULL, city jsonb NOT NULL,
  coordinates point NOT NULL, timezone text NOT NULL);
-- 104 airports in 101 cities: the first city has three airports, the second two
INSERT INTO bookings.airports_data
SELECT code, jsonb_build_object('en', 'Airport ' || initcap(code), 'ru', 'Аэропорт ' || code),
       jsonb_build_object('en', 'City ' || c, 'ru', 'Город ' || c),
       point(round((30 + random() * 140)::numeric, 4), round((42 + random() * 28)::numeric, 4)),
       (ARRAY['Europe/Moscow','Europe/Moscow','Europe/Moscow','Asia/Yekaterinburg','Asia/Novosibirsk','Asia/Krasnoyarsk','Asia/Irkutsk',
              'Asia/Yakutsk','Asia/Vladivostok','Asia/Magadan','Europe/Samara','Asia/Omsk','Europe/Kaliningrad'])[pg_temp.r(13)]
  FROM (SELECT i, chr(65 + (i * 7919 % 17576) / 676) || chr(65 + (i * 7919 % 17576) / 26 % 26) || chr(65 + (i * 7919 % 17576) % 26) AS code,
               CASE WHEN i <= 3 THEN 1 WHEN i <= 5 THEN 2 ELSE i - 3 END AS c
          FROM generate_series(1, 104) i) x ORDER BY i;
-- the three airports of city 1 share one place and zone
UPDATE bookings.airports_data SET coordinates = point(37.6 + random() * 0.5, 55.6 + random() * 0.4), timezone = 'Europe/Moscow' WHERE city->>'en' = 'City 1';

-- routes: 355 airport pairs flown both ways, hub-heavy; an aircraft by distance; a weekly schedule
CREATE TEMP TABLE ap AS SELECT row_number() OVER (ORDER BY airport_code) AS n, airport_code, coordinates FROM bookings.airports_data;
CREATE TEMP TABLE pairs AS
SELECT row_number() OVER (ORDER BY first_seen) AS k, a, b
  FROM (SELECT least(a, b) AS a, greatest(a, b) AS b, min(g) AS first_seen
          FROM (SELECT g, pg_temp.sk(104) AS a, pg_temp.r(104) AS b FROM generate_series(1, 2000) g) s
         WHERE a <> b GROUP BY 1, 2) x
 ORDER BY first_seen LIMIT 355;
CREATE TEMP TABLE route AS
SELECT row_number() OVER (ORDER BY p.k, dir) AS rn, CASE WHEN dir = 0 THEN x.airport_code ELSE y.airport_code END AS dep,
       CASE WHEN dir = 0 THEN y.airport_code ELSE x.airport_code END AS arr, dist, p.k, dir
  FROM pairs p JOIN ap x ON x.n = p.a JOIN ap y ON y.n = p.b,
       LATERAL (SELECT (x.coordinates <-> y.coordinates) * 70 AS dist) d, generate_series(0, 1) dir;
ALTER TABLE route ADD COLUMN aircraft_code char(3), ADD COLUMN flight_no char(6), ADD COLUMN dep_minute int, ADD COLUMN duration interval,
  ADD COLUMN days int[];
UPDATE route SET aircraft_code = CASE WHEN dist < 900 THEN (ARRAY['CN1','CR2','SU9','SU9'])[pg_temp.r(4)]
                                      WHEN dist < 3000 THEN (ARRAY['SU9','CR2','319','320','321','733'])[pg_temp.r(6)]
                                      WHEN dist < 5500 THEN (ARRAY['319','320','321','763','773'])[pg_temp.r(5)]
                                      ELSE (ARRAY['763','773'])[pg_temp.r(2)] END,
                 flight_no = 'PG' || lpad(((rn * 613) % 1000)::text, 4, '0'),
                 dep_minute = 5 * pg_temp.r(288) - 5, duration = interval '25 minutes' + dist / 800 * interval '1 hour',
                 days = CASE WHEN random() < 0.5 THEN ARRAY[1,2,3,4,5,6,7]
                             ELSE (SELECT array_agg(d ORDER BY d) FROM generate_series(1, 7) d WHERE random() < 0.5) END;
-- a route with no day flies on Mondays
UPDATE route SET days = ARRAY[1] WHERE days IS NULL;

CREATE TABLE bookings.flights (flight_id serial NOT NULL PRIMARY KEY, flight_no char(6) NOT NULL,
  scheduled_departure timestamptz NOT NULL, scheduled_arrival timestamptz NOT NULL,
  departure_airport char(3) NOT NULL REFERENCES bookings.airports_data, arrival_airport char(3) NOT NULL REFERENCES bookings.airports_data,
  status varchar(20) NOT NULL CHECK (status IN ('On Time', 'Delayed', 'Departed', 'Arrived', 'Scheduled', 'Cancelled')),
  aircraft_code char(3) NOT NULL REFERENCES bookings.aircrafts_data, actual_departure timestamptz, actual_arrival timestamptz,
  UNIQUE (flight_no, scheduled_departure), CHECK (scheduled_arrival > scheduled_departure),
  CHECK (actual_arrival IS NULL OR (actual_departure IS NOT NULL AND actual_arrival IS NOT NULL AND actual_arrival > actual_departure)));
-- two months of flights; "now" is 2017-08-01 12:00 UTC
CREATE TEMP TABLE fl AS
SELECT r.flight_no, d + r.dep_minute * interval '1 minute' AS sd, d + r.dep_minute * interval '1 minute' + r.duration AS sa, r.dep, r.arr,
       r.aircraft_code, random() AS u, (random() * 40)::int AS delay
  FROM route r, generate_series(timestamptz '2017-06-15 00:00+00', timestamptz '2017-08-15 00:00+00', interval '1 day') d
 WHERE extract(isodow FROM d)::int = ANY (r.days);
INSERT INTO bookings.flights (flight_no, scheduled_departure, scheduled_arrival, departure_airport, arrival_airport, status, aircraft_code,
                              actual_departure, actual_arrival)
SELECT flight_no, sd, sa, dep, arr, st, aircraft_code,
       CASE WHEN st IN ('Arrived', 'Departed') THEN sd + delay * interval '1 minute' END,
       CASE WHEN st = 'Arrived' THEN sa + delay * interval '1 minute' END
  FROM (SELECT *, CASE WHEN u < 0.003 THEN 'Cancelled'
                       WHEN sa + delay * interval '1 minute' < timestamptz '2017-08-01 12:00+00' THEN 'Arrived'
                       WHEN sd + delay * interval '1 minute' < timestamptz '2017-08-01 12:00+00' THEN 'Departed'
                       WHEN sd < timestamptz '2017-08-02 12:00+00' THEN CASE WHEN delay > 30 THEN 'Delayed' ELSE 'On Time' END
                       ELSE 'Scheduled' END AS st FROM fl) x
 ORDER BY sd, flight_no;

CREATE TABLE bookings.bookings (book_ref char(6) NOT NULL PRIMARY KEY, book_date timestamptz NOT NULL, total_amount numeric(10, 2) NOT NULL);
CREATE TABLE bookings.tickets (ticket_no char(13) NOT NULL PRIMARY KEY, book_ref char(6) NOT NULL REFERENCES bookings.bookings,
  passenger_id varchar(20) NOT NULL, passenger_name text NOT NULL, contact_data jsonb);
CREATE TABLE bookings.ticket_flights (ticket_no char(13) NOT NULL REFERENCES bookings.tickets, flight_id integer NOT NULL REFERENCES bookings.flights,
  fare_conditions varchar(10) NOT NULL CHECK (fare_conditions IN ('Economy', 'Comfort', 'Business')),
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0), PRIMARY KEY (ticket_no, flight_id));
CREATE TABLE bookings.boarding_passes (ticket_no char(13) NOT NULL, flight_id integer NOT NULL, boarding_no integer NOT NULL,
  seat_no varchar(4) NOT NULL, PRIMARY KEY (ticket_no, flight_id), UNIQUE (flight_id, boarding_no), UNIQUE (flight_id, seat_no),
  FOREIGN KEY (ticket_no, flight_id) REFERENCES bookings.ticket_flights);

-- 50,000 bookings: an outbound flight, for 85% a return on the reverse route 1 to 14 days later
CREATE TEMP TABLE fidx AS SELECT flight_id, departure_airport, arrival_airport, scheduled_departure, scheduled_arrival FROM bookings.flights;
CREATE INDEX ON fidx (departure_airport, arrival_airport, scheduled_departure);
CREATE TEMP TABLE fnum AS SELECT row_number() OVER (ORDER BY flight_id) AS n, * FROM fidx;
ANALYZE fidx; ANALYZE fnum;
CREATE TEMP TABLE bk AS
SELECT g, upper(lpad(to_hex(g * 40503 % 16777216), 6, '0')) AS book_ref, f.flight_id AS out_id, f.departure_airport, f.arrival_airport,
       f.scheduled_arrival, least(f.scheduled_departure - (1 + random() * 30) * interval '1 day',
                                  timestamptz '2017-08-01 12:00+00' - random() * interval '2 days') AS book_date,
       random() < 0.85 AS ret, 1 + pg_temp.r(14) AS gap,
       (ARRAY[1,1,1,1,1,1,1,1,1,1,1,1,2,2,2,2,2,2,3,3,4,5])[pg_temp.r(22)] AS n_tickets
  FROM (SELECT g, pg_temp.r((SELECT count(*) FROM fnum)::int) AS k FROM generate_series(1, 50000) g) x JOIN fnum f ON f.n = x.k;
CREATE TEMP TABLE bk_flight AS
SELECT g, out_id AS flight_id FROM bk
UNION ALL
SELECT b.g, rf.flight_id FROM bk b
  JOIN LATERAL (SELECT flight_id FROM fidx WHERE fidx.departure_airport = b.arrival_airport AND fidx.arrival_airport = b.departure_airport
                   AND fidx.scheduled_departure >= b.scheduled_arrival + b.gap * interval '1 day'
                 ORDER BY fidx.scheduled_departure LIMIT 1) rf ON true
 WHERE b.ret;
CREATE TEMP TABLE tk AS
SELECT '0005432' || lpad((row_number() OVER (ORDER BY b.g, t))::text, 6, '0') AS ticket_no, b.g, b.book_ref
  FROM bk b, generate_series(1, b.n_tickets) t;
INSERT INTO bookings.bookings SELECT book_ref, date_trunc('minute', book_date), 0 FROM bk ORDER BY book_ref;
INSERT INTO bookings.tickets
SELECT ticket_no, book_ref, lpad(pg_temp.r(9999)::text, 4, '0') || ' ' || lpad(pg_temp.r(999999)::text, 6, '0'),
       (ARRAY['VALERIY','EVGENIYA','ARTUR','ALINA','SERGEY','IRINA','ALEKSANDR','OLGA','DMITRIY','TATYANA','ANDREY','ELENA','NIKOLAY','NATALIYA'])[pg_temp.r(14)]
       || ' ' || (ARRAY['TIKHONOV','IVANOVA','KUZNECOV','PETROVA','SMIRNOV','POPOVA','VASILEV','SOKOLOVA','MIKHAYLOV','NOVIKOVA','FEDOROV','MOROZOVA'])[pg_temp.r(12)],
       CASE WHEN random() < 0.6 THEN jsonb_build_object('phone', '+70' || lpad(pg_temp.r(999999999)::text, 9, '0'))
            ELSE jsonb_build_object('email', 'passenger' || ticket_no::bigint || '@postgrespro.ru', 'phone', '+70' || lpad(pg_temp.r(999999999)::text, 9, '0')) END
  FROM tk ORDER BY ticket_no;

-- a seat for each passenger of a flight: consecutive seats from an offset of the flight; passengers beyond the seats fly standby
CREATE TEMP TABLE seatnum AS SELECT aircraft_code, row_number() OVER (PARTITION BY aircraft_code ORDER BY seat_no) AS k, seat_no, fare_conditions,
       count(*) OVER (PARTITION BY aircraft_code) AS nseats FROM bookings.seats;
CREATE TEMP TABLE tf AS
SELECT t.ticket_no, bf.flight_id, f.aircraft_code, f.status, f.departure_airport, f.arrival_airport,
       row_number() OVER (PARTITION BY bf.flight_id ORDER BY random()) AS rnk
  FROM tk t JOIN bk_flight bf USING (g) JOIN bookings.flights f ON f.flight_id = bf.flight_id;
CREATE TEMP TABLE tf_seat AS
SELECT tf.*, s.seat_no, coalesce(s.fare_conditions, 'Economy') AS fare_conditions
  FROM tf LEFT JOIN (SELECT DISTINCT aircraft_code, nseats FROM seatnum) n USING (aircraft_code)
  LEFT JOIN seatnum s ON s.aircraft_code = tf.aircraft_code AND tf.rnk <= n.nseats AND s.k = (tf.rnk - 1 + tf.flight_id * 37) % n.nseats + 1;
-- a price per route and cabin, the same for every flight of the route
INSERT INTO bookings.ticket_flights
SELECT ticket_no, flight_id, fare_conditions,
       round((3000 + 4 * (abs(hashtext(least(departure_airport, arrival_airport) || greatest(departure_airport, arrival_airport))) % 30000))
             * CASE fare_conditions WHEN 'Business' THEN 3 WHEN 'Comfort' THEN 1.6 ELSE 1 END / 100) * 100
  FROM tf_seat ORDER BY ticket_no, flight_id;
UPDATE bookings.bookings b SET total_amount = s.total
  FROM (SELECT t.book_ref, sum(f.amount) AS total FROM tk t JOIN bookings.ticket_flights f USING (ticket_no) GROUP BY t.book_ref) s
 WHERE s.book_ref = b.book_ref;

-- boarding passes: 97% of seated passengers of departed and arrived flights, 40% of those of flights checking in
INSERT INTO bookings.boarding_passes
SELECT ticket_no, flight_id, row_number() OVER (PARTITION BY flight_id ORDER BY random()), seat_no
  FROM tf_seat
 WHERE seat_no IS NOT NULL AND ((status IN ('Arrived', 'Departed') AND random() < 0.97) OR (status IN ('On Time', 'Delayed') AND random() < 0.4));

CREATE VIEW bookings.aircrafts AS
SELECT ml.aircraft_code, ml.model ->> 'en' AS model, ml.range FROM bookings.aircrafts_data ml;
CREATE VIEW bookings.airports AS
SELECT ml.airport_code, ml.airport_name ->> 'en' AS airport_name, ml.city ->> 'en' AS city, ml.coordinates, ml.timezone
  FROM bookings.airports_data ml;
CREATE VIEW bookings.flights_v AS
SELECT f.flight_id, f.flight_no, f.scheduled_departure, timezone(dep.timezone, f.scheduled_departure) AS scheduled_departure_local,
       f.scheduled_arrival, timezone(arr.timezone, f.scheduled_arrival) AS scheduled_arrival_local,
       f.scheduled_arrival - f.scheduled_departure AS scheduled_duration, f.departure_airport, dep.airport_name AS departure_airport_name,
       dep.city AS departure_city, f.arrival_airport, arr.airport_name AS arrival_airport_name, arr.city AS arrival_city, f.status,
       f.aircraft_code, f.actual_departure, timezone(dep.timezone, f.actual_departure) AS actual_departure_local, f.actual_arrival,
       timezone(arr.timezone, f.actual_arrival) AS actual_arrival_local, f.actual_arrival - f.actual_departure AS actual_duration
  FROM bookings.flights f, bookings.airports dep, bookings.airports arr
 WHERE f.departure_airport = dep.airport_code AND f.arrival_airport = arr.airport_code;
CREATE VIEW bookings.routes AS
WITH f3 AS (SELECT f2.flight_no, f2.departure_airport, f2.arrival_airport, f2.aircraft_code, f2.duration, array_agg(f2.days_of_week) AS days_of_week
              FROM (SELECT f1.flight_no, f1.departure_airport, f1.arrival_airport, f1.aircraft_code, f1.duration, f1.days_of_week
                      FROM (SELECT flights.flight_no, flights.departure_airport, flights.arrival_airport, flights.aircraft_code,
                                   flights.scheduled_arrival - flights.scheduled_departure AS duration,
                                   to_char(flights.scheduled_departure, 'ID')::integer AS days_of_week
                              FROM bookings.flights) f1
                     GROUP BY f1.flight_no, f1.departure_airport, f1.arrival_airport, f1.aircraft_code, f1.duration, f1.days_of_week
                     ORDER BY f1.flight_no, f1.departure_airport, f1.arrival_airport, f1.aircraft_code, f1.duration, f1.days_of_week) f2
             GROUP BY f2.flight_no, f2.departure_airport, f2.arrival_airport, f2.aircraft_code, f2.duration)
SELECT f3.flight_no, f3.departure_airport, dep.airport_name AS departure_airport_name, dep.city AS departure_city, f3.arrival_airport,
       arr.airport_name AS arrival_airport_name, arr.city AS arrival_city, f3.aircraft_code, f3.duration, f3.days_of_week
  FROM f3, bookings.airports dep, bookings.airports arr
 WHERE f3.departure_airport = dep.airport_code AND f3.arrival_airport = arr.airport_code;

RESET search_path;
ANALYZE;
