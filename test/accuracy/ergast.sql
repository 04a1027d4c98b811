-- test/accuracy/ergast.sql: the Ergast Formula 1 database as commonly loaded into PostgreSQL with its camelCase
-- names folded to lower case (raceid, driverid, constructorid, circuitid, statusid), written for issue 16 as a
-- held-out check (sixth round): committed with its truth (ergast_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, plural table names except status and the snake_case lap_times / pit_stops /
-- *_standings / *_results; surrogate integer keys named <singular>id with gaps (circuits 1..79, constructors
-- 1..214, drivers 1..862, status 1..~135), race ids not in date order (2009 first, as in Ergast); seasons keyed
-- by the year itself (races.year -> seasons.year, a key not named id); text natural keys beside the ids
-- (circuitref, constructorref, driverref), a nullable permanent car number and three-letter code on modern
-- drivers; many small-integer measures inside the key ranges of circuits, status, constructors and drivers
-- (number, grid, position, positionorder, laps, fastestlap, rank, round, stop, lap, wins, alt); results skewed to
-- status 1 (Finished) and 11..19 (+n Laps); a handful of shared drives in the 1950s, so (raceid, driverid) is
-- not unique in results; lap times and pit stops only for the last two seasons, pit_stops (raceid, driverid,
-- lap) naming a row of lap_times on every row (an undeclared composite truth); constructor_results.status a
-- text flag ('D'), not the status table. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.611);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- skewed 1..n: small numbers more often
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(power(random(), 1.8) * n)::int $$;
CREATE FUNCTION pg_temp.laptime(ms bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT (ms / 60000) || ':' || lpad(((ms % 60000) / 1000)::text, 2, '0') || '.' || lpad((ms % 1000)::text, 3, '0') $$;

CREATE TABLE seasons (year integer NOT NULL PRIMARY KEY, url varchar(255) NOT NULL UNIQUE);
INSERT INTO seasons SELECT y, 'http://en.wikipedia.org/wiki/' || y || '_Formula_One_World_Championship'
  FROM generate_series(1950, 2024) y;

CREATE TABLE circuits (
  circuitid integer NOT NULL PRIMARY KEY, circuitref varchar(255) NOT NULL, name varchar(255) NOT NULL,
  location varchar(255), country varchar(255), lat double precision, lng double precision, alt integer,
  url varchar(255) NOT NULL UNIQUE);
INSERT INTO circuits
SELECT c, coalesce(ref, 'circuit_' || c), initcap(replace(coalesce(ref, 'circuit_' || c), '_', ' ')) || ' Circuit',
       'Town ' || c, (ARRAY['Italy','UK','Monaco','Belgium','Germany','France','Spain','USA','Brazil','Japan','Canada',
                             'Austria','Hungary','Netherlands','Australia','Mexico','Argentina','Portugal','Bahrain','UAE'])[1 + c % 20],
       round((-40 + random() * 95)::numeric, 4), round((-120 + random() * 260)::numeric, 4),
       CASE WHEN c % 9 = 0 THEN NULL ELSE floor(random() * 800)::int END,
       'http://en.wikipedia.org/wiki/Circuit_' || c
  FROM generate_series(1, 79) c
  LEFT JOIN LATERAL (SELECT (ARRAY['albert_park','sepang','bahrain','catalunya','istanbul','monaco','villeneuve','magny_cours',
        'silverstone','hockenheimring','hungaroring','valencia','spa','monza','marina_bay','fuji','shanghai','interlagos',
        'indianapolis','nurburgring','imola','suzuka','osterreichring','yas_marina','galvez','jerez','estoril','okayama',
        'adelaide','kyalami'])[c] AS ref) x ON true
 WHERE c NOT IN (74, 76);

CREATE TABLE status (statusid integer NOT NULL PRIMARY KEY, status varchar(255) NOT NULL);
INSERT INTO status
SELECT i, s FROM unnest(ARRAY['Finished','Disqualified','Accident','Collision','Engine','Gearbox','Transmission','Clutch',
  'Hydraulics','Electrical','+1 Lap','+2 Laps','+3 Laps','+4 Laps','+5 Laps','+6 Laps','+7 Laps','+8 Laps','+9 Laps',
  'Spun off','Radiator','Suspension','Brakes','Differential','Overheating','Mechanical','Tyre','Driver Seat','Puncture',
  'Driveshaft','Retired','Fuel pressure','Front wing','Water pressure','Refuelling','Wheel','Throttle','Steering',
  'Technical','Electronics','Broken wing','Heat shield fire','Exhaust','Oil leak','+11 Laps','Wheel rim','Water leak',
  'Fuel pump','Track rod','+17 Laps','Oil pressure','+42 Laps','+13 Laps','Withdrew','+12 Laps','Engine fire',
  'Engine misfire','+26 Laps','Tyre puncture','Out of fuel','Wheel nut','Not classified','Pneumatics','Handling',
  'Rear wing','Fire','Wheel bearing','Physical','Fuel system','Oil line','Fuel rig','Launch control','Injured','Fuel',
  'Power loss','Vibrations','107% Rule','Safety','Drivetrain','Ignition','Did not qualify','Injury','Chassis','Battery',
  'Stalled','Halfshaft','Crankshaft','+10 Laps','Safety concerns','Not restarted','Alternator','Underweight',
  'Safety belt','Oil pump','Fuel leak','Excluded','Did not prequalify','Injection','Distributor','Driver unwell','Turbo',
  'CV joint','Water pump','Fatal accident','Spark plugs','Fuel pipe','Eye injury','Oil pipe','Axle','Water pipe',
  '+14 Laps','+15 Laps','+25 Laps','+18 Laps','+22 Laps','+16 Laps','+24 Laps','+29 Laps','+23 Laps','+21 Laps',
  'Magneto','+44 Laps','+30 Laps','+19 Laps','+46 Laps','Supercharger','+20 Laps','Collision damage','Power Unit','ERS',
  '+49 Laps','+38 Laps','Brake duct','Seat','Damage','Debris','Illness']) WITH ORDINALITY t(s, i);

-- constructors: active spans, a few long-lived teams
CREATE TABLE constructors (
  constructorid integer NOT NULL PRIMARY KEY, constructorref varchar(255) NOT NULL, name varchar(255) NOT NULL UNIQUE,
  nationality varchar(255), url varchar(255) NOT NULL);
CREATE TEMP TABLE cspan AS
SELECT c AS constructorid, f AS first, least(2024, f + floor(power(random(), 3) * 30)::int) AS last
  FROM (SELECT c, 1950 + floor(random() * 75)::int AS f FROM generate_series(1, 214) c WHERE c NOT IN (12, 98, 140)) x;
UPDATE cspan SET first = v.f, last = v.l
  FROM (VALUES (1, 1966, 2024), (6, 1950, 2024), (3, 1977, 2024), (4, 1977, 2024), (9, 2005, 2024), (131, 2010, 2024),
               (117, 2018, 2024), (210, 2016, 2024), (214, 2021, 2024), (213, 2020, 2024), (15, 1993, 2024)) v(c, f, l)
 WHERE constructorid = v.c;
INSERT INTO constructors
SELECT constructorid, coalesce(ref, 'team_' || constructorid), initcap(replace(coalesce(ref, 'team_' || constructorid), '_', ' ')),
       (ARRAY['British','Italian','French','German','American','Austrian','Japanese','Swiss','Dutch','Brazilian'])[1 + constructorid % 10],
       'http://en.wikipedia.org/wiki/Team_' || constructorid
  FROM cspan LEFT JOIN LATERAL (SELECT (ARRAY['mclaren','bmw_sauber','williams','renault','toro_rosso','ferrari','toyota',
        'super_aguri','red_bull','force_india','honda','spyker','mf1','spyker_mf1','sauber'])[constructorid] AS ref) x ON true;
UPDATE constructors SET constructorref = v.ref, name = initcap(replace(v.ref, '_', ' '))
  FROM (VALUES (131, 'mercedes'), (117, 'aston_martin'), (210, 'haas'), (214, 'alpine'), (213, 'alphatauri')) v(c, ref)
 WHERE constructorid = v.c;

-- drivers: careers of one to sixteen seasons; a permanent number and code only for modern drivers
CREATE TABLE drivers (
  driverid integer NOT NULL PRIMARY KEY, driverref varchar(255) NOT NULL, number integer, code varchar(3),
  forename varchar(255) NOT NULL, surname varchar(255) NOT NULL, dob date, nationality varchar(255),
  url varchar(255) NOT NULL UNIQUE);
CREATE TEMP TABLE dspan AS
SELECT d AS driverid, f AS first, least(2024, f + floor(power(random(), 3) * 16)::int) AS last
  FROM (SELECT d, 1950 + floor(random() * 75)::int AS f FROM generate_series(1, 862) d WHERE d NOT IN (90, 666)) x;
INSERT INTO drivers
SELECT driverid, lower(sn) || CASE WHEN count(*) OVER (PARTITION BY sn) > 1 THEN '_' || driverid ELSE '' END,
       NULL, CASE WHEN last >= 2000 THEN upper(substr(sn, 1, 3)) END, fn, sn,
       make_date(first - 20 - pg_temp.r(10), pg_temp.r(12), pg_temp.r(28)),
       (ARRAY['British','German','Spanish','Finnish','Japanese','French','Italian','Brazilian','American','Australian',
              'Dutch','Belgian','Swiss','Austrian','Argentine'])[pg_temp.sk(15)],
       'http://en.wikipedia.org/wiki/Driver_' || driverid
  FROM (SELECT d.*, (ARRAY['Lewis','Nick','Nico','Fernando','Heikki','Kazuki','Sebastien','Kimi','Robert','Timo','Jenson',
                           'Juan','Stirling','Jim','Jackie','Niki','Alain','Ayrton','Max','Charles'])[1 + driverid % 20] AS fn,
               (ARRAY['Hamilton','Heidfeld','Rosberg','Alonso','Kovalainen','Nakajima','Bourdais','Raikkonen','Kubica',
                      'Glock','Button','Fangio','Moss','Clark','Stewart','Lauda','Prost','Senna','Verstappen','Leclerc',
                      'Hill','Brabham','Hulme','Ickx','Peterson','Villeneuve','Piquet','Mansell','Berger','Hakkinen',
                      'Schumacher','Coulthard','Barrichello','Webber','Vettel','Ricciardo','Bottas','Perez','Sainz',
                      'Norris'])[1 + (driverid * 7) % 40] AS sn
          FROM dspan d) x;
-- permanent numbers (2014 on) for drivers racing then, 2..99, each once
UPDATE drivers d SET number = n.num
  FROM (SELECT driverid, 1 + row_number() OVER (ORDER BY driverid * 37 % 101) AS num
          FROM dspan WHERE last >= 2014) n
 WHERE n.driverid = d.driverid AND n.num <= 99;

-- races: 7 rounds in 1950 growing to 24; ids 2009 first, then the earlier seasons backwards, then 2010 on
CREATE TABLE races (
  raceid integer NOT NULL PRIMARY KEY, year integer NOT NULL REFERENCES seasons, round integer NOT NULL,
  circuitid integer NOT NULL REFERENCES circuits, name varchar(255) NOT NULL, date date NOT NULL, time time,
  url varchar(255) UNIQUE, fp1_date date, fp1_time time, fp2_date date, fp2_time time, fp3_date date, fp3_time time,
  quali_date date, quali_time time, sprint_date date, sprint_time time);
CREATE TEMP TABLE rr AS
SELECT row_number() OVER (ORDER BY CASE WHEN y = 2009 THEN 0 WHEN y < 2009 THEN 2009 - y ELSE y - 1900 END, rd) AS raceid,
       y, rd, (SELECT circuitid FROM circuits ORDER BY circuitid OFFSET pg_temp.sk(77) - 1 + 0 * y * rd LIMIT 1) AS circuitid,
       make_date(y, 1, 1) + 60 + rd * (240 / (7 + (y - 1950) * 17 / 74)) + pg_temp.r(5) AS d
  FROM generate_series(1950, 2024) y, LATERAL generate_series(1, 7 + (y - 1950) * 17 / 74) rd;
INSERT INTO races
SELECT raceid, y, rd, r.circuitid, c.country || ' Grand Prix', d,
       CASE WHEN y >= 2005 THEN time '13:00' + pg_temp.r(3) * interval '1 hour' END,
       'http://en.wikipedia.org/wiki/' || y || '_' || replace(c.country, ' ', '_') || '_Grand_Prix_' || rd,
       CASE WHEN y >= 2021 THEN d - 2 END, CASE WHEN y >= 2021 THEN time '11:30' END,
       CASE WHEN y >= 2021 THEN d - 2 END, CASE WHEN y >= 2021 THEN time '15:00' END,
       CASE WHEN y >= 2021 AND rd % 4 <> 1 THEN d - 1 END, CASE WHEN y >= 2021 AND rd % 4 <> 1 THEN time '11:30' END,
       CASE WHEN y >= 2021 THEN d - 1 END, CASE WHEN y >= 2021 THEN time '15:00' END,
       CASE WHEN y >= 2021 AND rd % 4 = 1 THEN d - 1 END, CASE WHEN y >= 2021 AND rd % 4 = 1 THEN time '15:30' END
  FROM rr r JOIN circuits c ON c.circuitid = r.circuitid;

-- ---- results -------------------------------------------------------------
CREATE TABLE results (
  resultid integer NOT NULL PRIMARY KEY, raceid integer NOT NULL REFERENCES races,
  driverid integer NOT NULL REFERENCES drivers, constructorid integer NOT NULL REFERENCES constructors,
  number integer, grid integer NOT NULL, position integer, positiontext varchar(255) NOT NULL,
  positionorder integer NOT NULL, points double precision NOT NULL, laps integer NOT NULL, time varchar(255),
  milliseconds integer, fastestlap integer, rank integer, fastestlaptime varchar(255), fastestlapspeed varchar(255),
  statusid integer NOT NULL REFERENCES status);
-- the constructors of a season, numbered
CREATE TEMP TABLE cyear AS
SELECT y, constructorid, row_number() OVER (PARTITION BY y ORDER BY constructorid) AS k, count(*) OVER (PARTITION BY y) AS n
  FROM cspan, generate_series(first, last) y;
-- entrants: drivers racing that season, at most 20..26 a race
CREATE TEMP TABLE entry AS
SELECT * FROM (
  SELECT r.raceid, r.year, r.round, d.driverid, d.first,
         row_number() OVER (PARTITION BY r.raceid ORDER BY random()) AS ord, random() < CASE WHEN r.year < 1980 THEN 0.55 ELSE 0.82 END AS classified
    FROM races r JOIN dspan d ON r.year BETWEEN d.first AND d.last) x
 WHERE ord <= CASE WHEN year >= 2017 THEN 20 WHEN year >= 2010 THEN 22 WHEN year >= 1990 THEN 26 ELSE 24 END;
CREATE TEMP TABLE rlaps AS SELECT raceid, 44 + pg_temp.r(34) AS racelaps FROM races;
CREATE TEMP TABLE res0 AS
SELECT e.*, row_number() OVER (PARTITION BY e.raceid ORDER BY NOT e.classified, random()) AS po,
       c.constructorid, c.k AS ck, l.racelaps
  FROM entry e JOIN rlaps l USING (raceid)
  JOIN cyear c ON c.y = e.year AND c.k = 1 + (e.driverid * 7 + (e.year - e.first) / 3) % c.n;
CREATE TEMP TABLE res1 AS
SELECT r.*, CASE WHEN NOT classified THEN 0 WHEN po <= 3 OR random() < 0.5 THEN 0 ELSE least(9, pg_temp.sk(4)) END AS down,
       CASE WHEN classified THEN NULL ELSE floor(random() * racelaps)::int END AS retlap,
       CASE WHEN classified THEN NULL WHEN random() < 0.02 THEN 2
            WHEN random() < 0.65 THEN 2 + pg_temp.sk(8) ELSE 19 + pg_temp.sk(110) END AS retstatus
  FROM res0 r;
INSERT INTO results
SELECT row_number() OVER (ORDER BY raceid, po), raceid, r.driverid, constructorid,
       CASE WHEN year < 1958 AND random() < 0.05 THEN NULL WHEN year >= 2014 AND d.number IS NOT NULL THEN d.number
            ELSE ck * 2 - r.driverid % 2 END,
       CASE WHEN random() < 0.03 THEN 0 ELSE greatest(1, least(26, po + pg_temp.r(11) - 6)) END,
       CASE WHEN classified THEN po END, CASE WHEN classified THEN po::text WHEN retstatus = 2 THEN 'D' ELSE 'R' END, po,
       CASE WHEN NOT classified THEN 0
            WHEN year >= 2010 THEN coalesce((ARRAY[25, 18, 15, 12, 10, 8, 6, 4, 2, 1])[po], 0)
            WHEN year >= 1991 THEN coalesce((ARRAY[10, 6, 4, 3, 2, 1])[po], 0)
            ELSE coalesce((ARRAY[9, 6, 4, 3, 2, 1])[po], 0) END,
       CASE WHEN classified THEN racelaps - down ELSE retlap END,
       CASE WHEN classified AND down = 0 THEN CASE WHEN po = 1 THEN '1:34:50.616' ELSE '+' || (po * 4.1)::numeric(6,3) END END,
       CASE WHEN classified AND down = 0 THEN 5690616 + po * 4100 END,
       CASE WHEN year >= 2004 AND (classified OR retlap > 1) THEN pg_temp.r(CASE WHEN classified THEN racelaps - down ELSE retlap END) END,
       NULL, NULL, NULL,
       CASE WHEN NOT classified THEN retstatus WHEN down = 0 THEN 1 ELSE 10 + down END
  FROM res1 r JOIN drivers d USING (driverid);
UPDATE results r SET rank = k, fastestlaptime = pg_temp.laptime(78000 + k * 311), fastestlapspeed = (220 - k * 0.7)::numeric(7,3)::text
  FROM (SELECT resultid, row_number() OVER (PARTITION BY raceid ORDER BY random()) AS k FROM results WHERE fastestlap IS NOT NULL) x
 WHERE x.resultid = r.resultid;
-- shared drives of the 1950s: the same driver a second time in a race, in a team-mate's car
INSERT INTO results
SELECT (SELECT max(resultid) FROM results) + row_number() OVER (ORDER BY r.raceid), r.raceid, r.driverid, m.constructorid,
       m.number, m.grid, NULL, 'R', 30 + row_number() OVER (PARTITION BY r.raceid ORDER BY r.resultid), 0, m.laps / 2,
       NULL, NULL, NULL, NULL, NULL, NULL, 3
  FROM results r JOIN races a USING (raceid)
  JOIN LATERAL (SELECT * FROM results m WHERE m.raceid = r.raceid AND m.resultid <> r.resultid ORDER BY m.resultid LIMIT 1) m ON true
 WHERE a.year < 1960 AND r.positionorder = 1 AND a.round % 3 = 0;

-- the champion of 2021 races with number 1 from 2022 on instead of his permanent number
UPDATE results r SET number = 1
  FROM races a WHERE a.raceid = r.raceid AND a.year >= 2022
   AND r.driverid = (SELECT x.driverid FROM results x JOIN races b USING (raceid) WHERE b.year = 2021
                      GROUP BY x.driverid ORDER BY sum(x.points) DESC, x.driverid LIMIT 1);

-- ---- qualifying (1994 on), sprints (2021 on) -----------------------------
CREATE TABLE qualifying (
  qualifyid integer NOT NULL PRIMARY KEY, raceid integer NOT NULL REFERENCES races,
  driverid integer NOT NULL REFERENCES drivers, constructorid integer NOT NULL REFERENCES constructors,
  number integer NOT NULL, position integer, q1 varchar(255), q2 varchar(255), q3 varchar(255));
INSERT INTO qualifying
SELECT row_number() OVER (ORDER BY raceid, p), raceid, driverid, constructorid, number, p,
       pg_temp.laptime(80000 + p * 250 + pg_temp.r(200)), CASE WHEN p <= 15 AND year >= 2006 THEN pg_temp.laptime(79500 + p * 240) END,
       CASE WHEN p <= 10 AND year >= 2006 THEN pg_temp.laptime(79000 + p * 230) END
  FROM (SELECT r.*, a.year, row_number() OVER (PARTITION BY r.raceid ORDER BY r.grid = 0, r.grid, r.resultid) AS p
          FROM results r JOIN races a USING (raceid) WHERE a.year >= 1994) x;

CREATE TABLE sprint_results (
  sprintresultid integer NOT NULL PRIMARY KEY, raceid integer NOT NULL REFERENCES races,
  driverid integer NOT NULL REFERENCES drivers, constructorid integer NOT NULL REFERENCES constructors,
  number integer NOT NULL, grid integer NOT NULL, position integer, positiontext varchar(255) NOT NULL,
  positionorder integer NOT NULL, points double precision NOT NULL, laps integer NOT NULL, time varchar(255),
  milliseconds integer, fastestlap integer, fastestlaptime varchar(255), statusid integer NOT NULL REFERENCES status);
INSERT INTO sprint_results
SELECT row_number() OVER (ORDER BY raceid, p), raceid, driverid, constructorid, number, greatest(1, least(20, p + pg_temp.r(7) - 4)),
       CASE WHEN fin THEN p END, CASE WHEN fin THEN p::text ELSE 'R' END, p,
       CASE WHEN fin THEN coalesce((CASE WHEN year = 2021 THEN ARRAY[3, 2, 1] ELSE ARRAY[8, 7, 6, 5, 4, 3, 2, 1] END)[p], 0) ELSE 0 END,
       CASE WHEN fin THEN 19 - (p > 17)::int ELSE pg_temp.r(15) END,
       CASE WHEN fin AND p <= 17 THEN CASE WHEN p = 1 THEN '30:01.234' ELSE '+' || (p * 1.9)::numeric(6,3) END END,
       CASE WHEN fin AND p <= 17 THEN 1801234 + p * 1900 END, pg_temp.r(15), pg_temp.laptime(91000 + pg_temp.r(2000)),
       CASE WHEN NOT fin THEN 2 + pg_temp.sk(8) WHEN p > 17 THEN 11 ELSE 1 END
  FROM (SELECT r.*, a.year, row_number() OVER (PARTITION BY r.raceid ORDER BY random() < 0.1, random()) AS p, random() >= 0.1 AS fin
          FROM results r JOIN races a USING (raceid) WHERE a.sprint_date IS NOT NULL) x;

-- ---- lap times and pit stops: the last two seasons -----------------------
CREATE TABLE lap_times (
  raceid integer NOT NULL REFERENCES races, driverid integer NOT NULL REFERENCES drivers, lap integer NOT NULL,
  position integer, time varchar(255), milliseconds integer, PRIMARY KEY (raceid, driverid, lap));
INSERT INTO lap_times
SELECT raceid, driverid, lap, row_number() OVER (PARTITION BY raceid, lap ORDER BY positionorder + random() * 3), pg_temp.laptime(ms), ms
  FROM (SELECT r.raceid, r.driverid, r.positionorder, lap, 79000 + pg_temp.r(9000) + (lap = 1)::int * 8000 AS ms
          FROM results r JOIN races a USING (raceid), generate_series(1, r.laps) lap WHERE a.year >= 2023) x;

CREATE TABLE pit_stops (
  raceid integer NOT NULL REFERENCES races, driverid integer NOT NULL REFERENCES drivers, stop integer NOT NULL,
  lap integer NOT NULL, time time NOT NULL, duration varchar(255), milliseconds integer, PRIMARY KEY (raceid, driverid, stop));
INSERT INTO pit_stops
SELECT raceid, driverid, stop, lap, time '14:05' + lap * interval '93 seconds', (ms / 1000.0)::numeric(6,3)::text, ms
  FROM (SELECT r.raceid, r.driverid, s AS stop, greatest(1, least(r.laps, r.laps * s / (n + 1) + pg_temp.r(3) - 2)) AS lap,
               21000 + pg_temp.sk(9000) AS ms
          FROM results r JOIN races a USING (raceid),
               LATERAL (SELECT 1 + floor(power(random(), 2) * 3)::int + 0 * r.resultid AS n) k, generate_series(1, k.n) s
         WHERE a.year >= 2023 AND r.laps >= 12) x;

-- ---- standings after every race ------------------------------------------
CREATE TABLE driver_standings (
  driverstandingsid integer NOT NULL PRIMARY KEY, raceid integer NOT NULL REFERENCES races,
  driverid integer NOT NULL REFERENCES drivers, points double precision NOT NULL, position integer,
  positiontext varchar(255), wins integer NOT NULL);
INSERT INTO driver_standings
SELECT row_number() OVER (ORDER BY raceid, p), raceid, driverid, pts, p, p::text, w
  FROM (SELECT raceid, driverid, pts, w, row_number() OVER (PARTITION BY raceid ORDER BY pts DESC, w DESC, driverid) AS p
          FROM (SELECT a.raceid, x.driverid, sum(x.points) AS pts, sum((coalesce(x.position, 0) = 1)::int) AS w
                  FROM races a JOIN (SELECT r.driverid, r.points, r.position, b.year, b.round FROM results r JOIN races b USING (raceid)) x
                    ON x.year = a.year AND x.round <= a.round
                 GROUP BY a.raceid, x.driverid) s) t;

CREATE TABLE constructor_standings (
  constructorstandingsid integer NOT NULL PRIMARY KEY, raceid integer NOT NULL REFERENCES races,
  constructorid integer NOT NULL REFERENCES constructors, points double precision NOT NULL, position integer,
  positiontext varchar(255), wins integer NOT NULL);
INSERT INTO constructor_standings
SELECT row_number() OVER (ORDER BY raceid, p), raceid, constructorid, pts, p, p::text, w
  FROM (SELECT raceid, constructorid, pts, w, row_number() OVER (PARTITION BY raceid ORDER BY pts DESC, w DESC, constructorid) AS p
          FROM (SELECT a.raceid, x.constructorid, sum(x.points) AS pts, sum((coalesce(x.position, 0) = 1)::int) AS w
                  FROM races a JOIN (SELECT r.constructorid, r.points, r.position, b.year, b.round FROM results r JOIN races b USING (raceid)) x
                    ON x.year = a.year AND x.round <= a.round
                 WHERE a.year >= 1958
                 GROUP BY a.raceid, x.constructorid) s) t;

CREATE TABLE constructor_results (
  constructorresultsid integer NOT NULL PRIMARY KEY, raceid integer NOT NULL REFERENCES races,
  constructorid integer NOT NULL REFERENCES constructors, points double precision, status varchar(255));
INSERT INTO constructor_results
SELECT row_number() OVER (ORDER BY raceid, constructorid), raceid, constructorid, pts,
       CASE WHEN year = 2007 AND constructorid = 1 THEN 'D' END
  FROM (SELECT r.raceid, r.constructorid, a.year, sum(r.points) AS pts FROM results r JOIN races a USING (raceid)
         WHERE a.year >= 1958 GROUP BY 1, 2, 3) x;

ANALYZE;
