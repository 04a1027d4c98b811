-- test/accuracy/fleet.sql: a haulage company's fleet, written after the decision model was tuned
-- and never tuned on (truth: fleet_truth.csv, every foreign key declared): the suite's held-out
-- check that the rules hold on a schema nobody fitted them to.
--
-- Its conventions differ from the other schemas: tables carry a "tbl_" prefix that columns
-- never repeat (driver_id -> tbl_driver), natural text keys are named *_no and *_iso, a role
-- is a separate word (co_driver_id, performed_by), depots are referenced twice from one table
-- by codes (origin_depot, dest_depot), and two 1:1 satellites share their entity's key
-- (tbl_trip_note and tbl_driver_license).
-- Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE tbl_country (iso char(2) PRIMARY KEY, country_name text);
INSERT INTO tbl_country SELECT chr(65 + g / 26) || chr(65 + g % 26), 'Country ' || g FROM generate_series(0, 59) g;
CREATE TABLE tbl_city (id int PRIMARY KEY, city_name text, country_iso char(2) REFERENCES tbl_country);
INSERT INTO tbl_city SELECT g, 'City ' || g, chr(65 + (g % 60) / 26) || chr(65 + (g % 60) % 26) FROM generate_series(1, 300) g;
CREATE TABLE tbl_depot (depot_code char(4) PRIMARY KEY, city_id int REFERENCES tbl_city, capacity int);
INSERT INTO tbl_depot SELECT 'D' || lpad(g::text, 3, '0'), 1 + (g * 7) % 300, 20 + g % 80 FROM generate_series(1, 40) g;
CREATE TABLE tbl_vehicle (vehicle_no text PRIMARY KEY, model text, home_depot char(4) REFERENCES tbl_depot, seats int, built_year int);
INSERT INTO tbl_vehicle SELECT 'V' || lpad(g::text, 5, '0'), 'Model ' || (g % 12), 'D' || lpad((1 + g % 40)::text, 3, '0'), 2 + g % 3, 2000 + g % 24
  FROM generate_series(1, 500) g;
CREATE TABLE tbl_driver (driver_id int PRIMARY KEY, first_name text, last_name text, hired_on date, home_city_id int REFERENCES tbl_city);
INSERT INTO tbl_driver SELECT g, 'Given' || g, 'Family' || (g % 211), '2005-01-01'::date + (g * 11) % 6000, 1 + (g * 13) % 300
  FROM generate_series(1, 800) g;
CREATE TABLE tbl_driver_license (driver_id int PRIMARY KEY REFERENCES tbl_driver, license_no text UNIQUE, expires_on date);
INSERT INTO tbl_driver_license SELECT g, 'L' || (900000 + g * 7), '2026-01-01'::date + g % 900 FROM generate_series(1, 800) g;
CREATE TABLE tbl_mechanic (id int PRIMARY KEY, first_name text, last_name text, depot_code char(4) REFERENCES tbl_depot);
INSERT INTO tbl_mechanic SELECT g, 'Mech' || g, 'Family' || (g % 37), 'D' || lpad((1 + (g * 3) % 40)::text, 3, '0') FROM generate_series(1, 60) g;
CREATE TABLE tbl_trip (trip_id int PRIMARY KEY, vehicle_no text REFERENCES tbl_vehicle, driver_id int REFERENCES tbl_driver,
                       co_driver_id int REFERENCES tbl_driver, origin_depot char(4) REFERENCES tbl_depot,
                       dest_depot char(4) REFERENCES tbl_depot, departed_at timestamptz, distance_km int);
INSERT INTO tbl_trip SELECT g, 'V' || lpad((1 + (g * 37) % 500)::text, 5, '0'), 1 + (g * 101) % 800,
       CASE WHEN g % 4 = 0 THEN 1 + (g * 53) % 800 END, 'D' || lpad((1 + (g * 7) % 40)::text, 3, '0'),
       'D' || lpad((1 + (g * 11 + 5) % 40)::text, 3, '0'), '2024-01-01'::timestamptz + g * interval '13 minutes', 50 + (g * 17) % 1500
  FROM generate_series(1, 30000) g;
CREATE TABLE tbl_trip_note (trip_id int PRIMARY KEY REFERENCES tbl_trip, note text);
INSERT INTO tbl_trip_note SELECT g, 'note ' || g FROM generate_series(1, 30000) g;
CREATE TABLE tbl_fuel_station (station_id int PRIMARY KEY, city_id int REFERENCES tbl_city, brand text);
INSERT INTO tbl_fuel_station SELECT g, 1 + (g * 17) % 300, (ARRAY['A','B','C'])[1 + g % 3] FROM generate_series(1, 250) g;
CREATE TABLE tbl_fuel_log (id int PRIMARY KEY, trip_id int REFERENCES tbl_trip, station_id int REFERENCES tbl_fuel_station, litres numeric(6,1));
INSERT INTO tbl_fuel_log SELECT g, 1 + (g * 7) % 30000, 1 + (g * 29) % 250, 20 + (g % 400) / 2.0 FROM generate_series(1, 20000) g;
CREATE TABLE tbl_maintenance (id int PRIMARY KEY, vehicle_no text REFERENCES tbl_vehicle, performed_by int REFERENCES tbl_mechanic,
                              done_on date, cost numeric(8,2), hours int);
INSERT INTO tbl_maintenance SELECT g, 'V' || lpad((1 + (g * 13) % 500)::text, 5, '0'), 1 + (g * 7) % 60, '2023-01-01'::date + g % 700,
       (g % 900) * 1.5, 1 + g % 9 FROM generate_series(1, 4000) g;
ANALYZE;
