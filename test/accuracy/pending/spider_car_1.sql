-- test/accuracy/spider_car_1.sql: Spider's dev database "car_1" (the auto-mpg cars with their
-- makers, models, countries and continents) converted from its SQLite file to PostgreSQL with its
-- names kept, rows scaled up by a deterministic generator; written for issue 16 as a held-out check
-- (tenth round): committed with its truth (spider_car_1_truth.csv) BEFORE discovery was ever run
-- on it.
--
-- Its conventions: one schema, public; lower-case plural table names and CamelCase columns kept as
-- Spider has them (quoted: "ContId", "CountryId", "Id", "Maker", "ModelId", "MakeId"). Keys do not
-- repeat the table's name the same way: continents."ContId", countries."CountryId", car_makers."Id",
-- model_list."ModelId", car_names."MakeId", cars_data."Id". References name the role, not the key:
-- countries."Continent" -> continents."ContId", car_makers."Country" -> countries."CountryId",
-- model_list."Maker" -> car_makers."Id" (an integer, while car_makers."Maker" is the maker's short
-- text name 'amc', 'volkswagen'), car_names."Model" -> model_list."Model", a text key ('chevrolet',
-- 'buick') declared UNIQUE beside the integer primary key, and cars_data."Id" -> car_names."MakeId"
-- (one row of data per car, same numbers). Spider declares car_makers."Country" as text against
-- the integer "CountryId" (SQLite lets it); a conversion that keeps the declared foreign key gives
-- it the referenced type, so it is integer here. "MPG" and "Horsepower" stay text with the string
-- 'null' where the source had no value, as in Spider. Some countries have no maker and some makers
-- no model. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.406);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE continents ("ContId" INTEGER PRIMARY KEY, "Continent" TEXT);
INSERT INTO continents VALUES (1, 'america'), (2, 'europe'), (3, 'asia'), (4, 'africa'), (5, 'australia');

CREATE TABLE countries (
  "CountryId" INTEGER PRIMARY KEY, "CountryName" TEXT, "Continent" INTEGER,
  FOREIGN KEY ("Continent") REFERENCES continents ("ContId"));
INSERT INTO countries
SELECT i, c, k
  FROM unnest(ARRAY['usa', 'germany', 'france', 'japan', 'italy', 'sweden', 'uk', 'korea', 'russia', 'nigeria', 'australia',
                    'new zealand', 'egypt', 'mexico', 'brazil', 'spain', 'czech republic', 'china', 'india', 'canada',
                    'netherlands', 'romania', 'malaysia', 'south africa', 'argentina', 'austria', 'belgium', 'poland'],
              ARRAY[1, 2, 2, 3, 2, 2, 2, 3, 2, 4, 5, 5, 4, 1, 1, 2, 2, 3, 3, 1, 2, 2, 3, 4, 1, 2, 2, 2])
       WITH ORDINALITY AS u(c, k, i);

CREATE TABLE car_makers (
  "Id" INTEGER PRIMARY KEY, "Maker" TEXT, "FullName" TEXT, "Country" INTEGER,
  FOREIGN KEY ("Country") REFERENCES countries ("CountryId"));
INSERT INTO car_makers
SELECT i, m, initcap(m) || CASE WHEN i % 3 = 0 THEN ' Motor Company' WHEN i % 3 = 1 THEN '' ELSE ' Group' END,
       CASE WHEN i <= 23 THEN (ARRAY[1, 2, 2, 1, 1, 1, 3, 4, 5, 4, 4, 4, 2, 2, 3, 3, 6, 4, 4, 7, 6, 8, 8])[i]
            ELSE (ARRAY[1, 1, 2, 2, 3, 4, 4, 5, 6, 7, 8, 16, 17, 18, 18, 19, 9, 22, 23])[pg_temp.r(19)] END
  FROM unnest(ARRAY['amc', 'volkswagen', 'bmw', 'gm', 'ford', 'chrysler', 'citroen', 'nissan', 'fiat', 'hi', 'honda', 'mazda',
                    'daimler benz', 'opel', 'peugeaut', 'renault', 'saab', 'subaru', 'toyota', 'triumph', 'volvo', 'kia',
                    'hyundai', 'tesla', 'studebaker', 'packard', 'lancia', 'alfa romeo', 'simca', 'skoda', 'seat', 'geely',
                    'tata', 'dacia', 'proton', 'lada', 'mitsubishi', 'suzuki', 'isuzu', 'daihatsu', 'rover', 'jaguar', 'porsche',
                    'ferrari', 'lamborghini', 'maserati', 'smart', 'mini', 'byd', 'mahindra', 'daewoo', 'ssangyong', 'holden',
                    'vauxhall', 'talbot', 'trabant', 'wartburg', 'zaz', 'moskvitch', 'datsun-nissan'])
       WITH ORDINALITY AS u(m, i);

CREATE TABLE model_list (
  "ModelId" INTEGER PRIMARY KEY, "Maker" INTEGER, "Model" TEXT UNIQUE,
  FOREIGN KEY ("Maker") REFERENCES car_makers ("Id"));
INSERT INTO model_list
SELECT i, CASE WHEN i <= 36 THEN (ARRAY[1, 2, 3, 4, 4, 5, 4, 6, 7, 8, 6, 9, 5, 10, 11, 12, 5, 13, 13, 8, 4, 14, 15, 6, 4,
                                        16, 17, 18, 19, 20, 2, 21, 22, 23, 6, 24])[i]
              ELSE least(pg_temp.sk(57, 1.3), 57) END, m
  FROM unnest(ARRAY['amc', 'audi', 'bmw', 'buick', 'cadillac', 'capri', 'chevrolet', 'chrysler', 'citroen', 'datsun', 'dodge',
                    'fiat', 'ford', 'hi', 'honda', 'mazda', 'mercury', 'mercedes', 'mercedes-benz', 'nissan', 'oldsmobile',
                    'opel', 'peugeot', 'plymouth', 'pontiac', 'renault', 'saab', 'subaru', 'toyota', 'triumph', 'volkswagen',
                    'volvo', 'kia', 'hyundai', 'jeep', 'tesla', 'studebaker', 'packard', 'lancia', 'alfa-romeo', 'simca', 'skoda',
                    'seat', 'geely', 'tata', 'dacia', 'proton', 'lada', 'mitsubishi', 'suzuki', 'isuzu', 'daihatsu', 'rover',
                    'jaguar', 'porsche', 'ferrari', 'lamborghini', 'maserati', 'smart', 'mini', 'byd', 'mahindra', 'daewoo',
                    'ssangyong', 'holden', 'vauxhall', 'talbot', 'trabant', 'wartburg', 'zaz', 'moskvitch', 'lincoln', 'eagle',
                    'saturn', 'scion', 'infiniti', 'lexus', 'acura', 'gmc', 'ram'])
       WITH ORDINALITY AS u(m, i);
CREATE TEMP TABLE mk AS SELECT row_number() OVER (ORDER BY CASE WHEN "ModelId" IN (7, 13, 24, 11, 29, 4, 31, 20) THEN 0 ELSE 1 END, "ModelId") AS k, "Model" AS m FROM model_list;

CREATE TABLE car_names (
  "MakeId" INTEGER PRIMARY KEY, "Model" TEXT, "Make" TEXT,
  FOREIGN KEY ("Model") REFERENCES model_list ("Model"));
INSERT INTO car_names
SELECT i, mk.m, mk.m || ' ' || (ARRAY['chevelle malibu', 'skylark 320', 'satellite', 'rebel sst', 'torino', 'galaxie 500', 'impala',
                                      'fury iii', 'catalina', 'ambassador dpl', 'corolla', 'civic', 'pinto', 'maverick', 'monte carlo',
                                      '2002', '504', 'rabbit', 'dasher', 'corona', 'colt', 'duster', 'hornet', 'gremlin', 'vega',
                                      'custom', 'wagon', 'deluxe', 'sw', 'coupe'])[pg_temp.r(30)]
          || CASE WHEN random() < 0.3 THEN ' ' || pg_temp.r(600) ELSE '' END
  FROM (SELECT i, least(pg_temp.sk(80, 2.0), 80) AS k FROM generate_series(1, 2000) i) s JOIN mk ON mk.k = s.k;

CREATE TABLE cars_data (
  "Id" INTEGER PRIMARY KEY, "MPG" TEXT, "Cylinders" INTEGER, "Edispl" REAL, "Horsepower" TEXT, "Weight" INTEGER,
  "Accelerate" REAL, "Year" INTEGER,
  FOREIGN KEY ("Id") REFERENCES car_names ("MakeId"));
INSERT INTO cars_data
SELECT i, CASE WHEN random() < 0.02 THEN 'null' ELSE (9 + pg_temp.r(38))::text END, cyl,
       (cyl * (25 + pg_temp.r(30)))::real, CASE WHEN random() < 0.015 THEN 'null' ELSE (40 + cyl * 15 + pg_temp.r(60))::text END,
       1600 + cyl * 300 + pg_temp.r(1500), round((8 + random() * 17)::numeric, 1)::real, 1969 + pg_temp.r(14)
  FROM (SELECT i, (ARRAY[4, 4, 4, 4, 6, 6, 8, 8, 3, 5])[pg_temp.r(10)] AS cyl FROM generate_series(1, 2000) i) s;
ANALYZE;
