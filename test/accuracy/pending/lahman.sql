-- test/accuracy/lahman.sql: the Lahman baseball database as commonly loaded into PostgreSQL (names folded to
-- lower case), written for issue 16 as a held-out check (sixth round): committed with its truth
-- (lahman_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: text natural keys (people.playerid 'aaronha01' = five letters of the last name, two of the
-- first, a counter; schools.schoolid 'arizonast'; parks.parkkey 'BOS02'; three-letter franchid and teamid);
-- teams keyed by (yearid, lgid, teamid) with short league codes ('NA', 'NL', 'AA', 'UA', 'PL', 'FL', 'AL'),
-- referenced by that composite from batting, pitching, fielding, appearances, allstarfull, managers and
-- salaries, by role-named composites from seriespost ((yearid, lgidwinner, teamidwinner), (yearid, lgidloser,
-- teamidloser)) and by columns named *key from homegames ((yearkey, leaguekey, teamkey) -> teams, parkkey ->
-- parks); a team moving league keeps its teamid (HOU, CIN), a franchise changes teamid on moving (BSN, ML1,
-- ATL), teamid is mostly but not always the franchid, and franchid, teamidbr and teamid share many values;
-- teamsfranchises.naassoc names the National Association franchise of a few (a self reference on four rows);
-- people.bbrefid equals playerid except on five players; people.retroid is another id shape; teams.park is
-- a park's name on most rows only; year columns everywhere (yearid, birthyear, deathyear) and small counts
-- (stint, g, w, l, rank, gamenum, startingpos, inseason). Every fielding and pitching stint is a batting stint
-- ((playerid, yearid, stint) -> batting) and every batting, pitching and fielding stint has its appearances
-- row ((yearid, teamid, playerid) -> appearances): undeclared truths.  A player has at most one stint per team
-- and season, so (playerid, yearid, teamid) is unique in batting too and appearances is its 1:1 twin: pitching,
-- fielding, salaries, allstarfull and appearances name a batting row by it on every row (undeclared truths
-- added after the first measurement: the first truth listed appearances as their only target).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.277);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
-- skewed 1..n: small numbers more often
CREATE FUNCTION pg_temp.sk(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(power(random(), 1.8) * n)::int $$;

-- ---- franchises and their eras ---------------------------------------------
CREATE TEMP TABLE era (franchid text, teamid text, lgid text, first int, last int, brid text, name text);
INSERT INTO era VALUES
  ('ATL','BSN','NL',1876,1952,'BSN','Boston Braves'), ('ATL','ML1','NL',1953,1965,'MLN','Milwaukee Braves'),
  ('ATL','ATL','NL',1966,2023,'ATL','Atlanta Braves'), ('BAL','MLA','AL',1901,1901,'MLA','Milwaukee Brewers'),
  ('BAL','SLA','AL',1902,1953,'SLB','St. Louis Browns'), ('BAL','BAL','AL',1954,2023,'BAL','Baltimore Orioles'),
  ('BOS','BOS','AL',1901,2023,'BOS','Boston Red Sox'), ('CHC','CHN','NL',1876,2023,'CHC','Chicago Cubs'),
  ('CHW','CHA','AL',1901,2023,'CHW','Chicago White Sox'), ('CIN','CN2','AA',1882,1889,'CIN','Cincinnati Red Stockings'),
  ('CIN','CIN','NL',1890,2023,'CIN','Cincinnati Reds'), ('CLE','CLE','AL',1901,2023,'CLE','Cleveland Guardians'),
  ('DET','DET','AL',1901,2023,'DET','Detroit Tigers'), ('LAD','BR3','AA',1884,1889,'BRO','Brooklyn Atlantics'),
  ('LAD','BRO','NL',1890,1957,'BRO','Brooklyn Dodgers'), ('LAD','LAN','NL',1958,2023,'LAD','Los Angeles Dodgers'),
  ('MIN','WS1','AL',1901,1960,'WSH','Washington Senators'), ('MIN','MIN','AL',1961,2023,'MIN','Minnesota Twins'),
  ('NYY','BLA','AL',1901,1902,'BLA','Baltimore Orioles'), ('NYY','NYA','AL',1903,2023,'NYY','New York Yankees'),
  ('OAK','PHA','AL',1901,1954,'PHA','Philadelphia Athletics'), ('OAK','KC1','AL',1955,1967,'KCA','Kansas City Athletics'),
  ('OAK','OAK','AL',1968,2023,'OAK','Oakland Athletics'), ('PHI','PHI','NL',1883,2023,'PHI','Philadelphia Phillies'),
  ('PIT','PT1','AA',1882,1886,'PIT','Pittsburg Alleghenys'), ('PIT','PIT','NL',1887,2023,'PIT','Pittsburgh Pirates'),
  ('SFG','NY1','NL',1883,1957,'NYG','New York Giants'), ('SFG','SFN','NL',1958,2023,'SFG','San Francisco Giants'),
  ('STL','SL4','AA',1882,1891,'STL','St. Louis Browns'), ('STL','SLN','NL',1892,2023,'STL','St. Louis Cardinals'),
  ('ANA','LAA','AL',1961,1964,'LAA','Los Angeles Angels'), ('ANA','CAL','AL',1965,1996,'CAL','California Angels'),
  ('ANA','ANA','AL',1997,2004,'ANA','Anaheim Angels'), ('ANA','LAA','AL',2005,2023,'LAA','Los Angeles Angels'),
  ('HOU','HOU','NL',1962,2012,'HOU','Houston Astros'), ('HOU','HOU','AL',2013,2023,'HOU','Houston Astros'),
  ('NYM','NYN','NL',1962,2023,'NYM','New York Mets'), ('TEX','WS2','AL',1961,1971,'WSA','Washington Senators'),
  ('TEX','TEX','AL',1972,2023,'TEX','Texas Rangers'), ('KCR','KCA','AL',1969,2023,'KCR','Kansas City Royals'),
  ('SDP','SDN','NL',1969,2023,'SDP','San Diego Padres'), ('WSN','MON','NL',1969,2004,'MON','Montreal Expos'),
  ('WSN','WAS','NL',2005,2023,'WSN','Washington Nationals'), ('MIL','SE1','AL',1969,1969,'SEP','Seattle Pilots'),
  ('MIL','ML4','AL',1970,1997,'MIL','Milwaukee Brewers'), ('MIL','MIL','NL',1998,2023,'MIL','Milwaukee Brewers'),
  ('SEA','SEA','AL',1977,2023,'SEA','Seattle Mariners'), ('TOR','TOR','AL',1977,2023,'TOR','Toronto Blue Jays'),
  ('COL','COL','NL',1993,2023,'COL','Colorado Rockies'), ('FLA','FLO','NL',1993,2011,'FLA','Florida Marlins'),
  ('FLA','MIA','NL',2012,2023,'MIA','Miami Marlins'), ('ARI','ARI','NL',1998,2023,'ARI','Arizona Diamondbacks'),
  ('TBD','TBA','AL',1998,2023,'TBD','Tampa Bay Rays'),
  -- National Association franchises named by later ones, and two of the first National League
  ('BNA','BS1','NA',1871,1875,'BOS','Boston Red Stockings'), ('CNA','CH1','NA',1871,1871,'CHI','Chicago White Stockings'),
  ('HNA','HR1','NA',1874,1875,'HAR','Hartford Dark Blues'), ('PNA','PH1','NA',1871,1875,'ATH','Philadelphia Athletics'),
  ('HAR','HAR','NL',1876,1877,'HAR','Hartford Dark Blues'), ('ATH','PHN','NL',1876,1876,'ATH','Philadelphia Athletics');
-- defunct franchises of the early leagues: one era each
INSERT INTO era
SELECT DISTINCT ON (f) f, CASE WHEN i % 10 < 7 THEN f ELSE substr(f, 1, 2) || (1 + i % 9) END, lg, s, least(s + pg_temp.sk(5) - 1, we), f,
       (ARRAY['Troy','Worcester','Providence','Buffalo','Syracuse','Louisville','Columbus','Toledo','Richmond','Altoona',
              'Keokuk','Elizabeth','Rockford','Middletown','Indianapolis','Kansas City','Newark','Wilmington'])[1 + i % 18]
       || ' ' || (ARRAY['Haymakers','Unions','Grays','Bisons','Stars','Eclipse','Buckeyes','Blue Stockings','Virginians',
                        'Mountain City','Westerns','Resolutes','Forest Citys','Mansfields','Hoosiers','Cowboys','Peppers',
                        'Quicksteps'])[1 + (i * 5) % 18]
  FROM (SELECT i, lg, we, ws + floor(random() * (we - ws + 1))::int AS s,
               chr(65 + (i * 7 + 2) % 26) || chr(65 + (i * 11 + 5 + i / 26) % 26) || chr(65 + (i * 3 + 17 + i / 13) % 26) AS f
          FROM generate_series(1, 90) i,
               LATERAL (SELECT (ARRAY['NA','NL','AA','UA','PL','FL'])[1 + i % 6] AS lg) l,
               LATERAL (SELECT CASE lg WHEN 'NA' THEN 1871 WHEN 'NL' THEN 1876 WHEN 'AA' THEN 1882 WHEN 'UA' THEN 1884
                                       WHEN 'PL' THEN 1890 ELSE 1914 END AS ws,
                               CASE lg WHEN 'NA' THEN 1875 WHEN 'NL' THEN 1899 WHEN 'AA' THEN 1891 WHEN 'UA' THEN 1884
                                       WHEN 'PL' THEN 1890 ELSE 1915 END AS we) w) x
 WHERE f NOT IN (SELECT franchid FROM era) AND f NOT IN (SELECT teamid FROM era)
 ORDER BY f, i;
-- a team id used twice in one year would make two teams one: keep the first franchise
DELETE FROM era e WHERE EXISTS (SELECT 1 FROM era o WHERE o.teamid = e.teamid AND o.franchid < e.franchid
                                  AND o.first <= e.last AND e.first <= o.last);

CREATE TABLE teamsfranchises (
  franchid varchar(3) NOT NULL PRIMARY KEY, franchname varchar(50) NOT NULL, active char(1),
  naassoc varchar(3) REFERENCES teamsfranchises);
INSERT INTO teamsfranchises
SELECT DISTINCT ON (franchid) franchid, name, CASE WHEN max(last) OVER (PARTITION BY franchid) = 2023 THEN 'Y'
                                                   WHEN lgid = 'NA' THEN NULL ELSE 'N' END, NULL
  FROM era ORDER BY franchid, last DESC;
UPDATE teamsfranchises SET naassoc = v.na
  FROM (VALUES ('ATL', 'BNA'), ('CHC', 'CNA'), ('HAR', 'HNA'), ('ATH', 'PNA')) v(f, na) WHERE franchid = v.f;

-- ---- parks -------------------------------------------------------------------
CREATE TABLE parks (
  parkkey varchar(5) NOT NULL PRIMARY KEY, parkname varchar(100) NOT NULL, parkalias varchar(200),
  city varchar(50) NOT NULL, state varchar(20), country varchar(20) NOT NULL);
-- a franchise's home park changes every 30 years; plus neutral sites used now and then
CREATE TEMP TABLE teamyear AS
SELECT e.*, y, f.ffirst, f.franchid || lpad((1 + (y - f.ffirst) / 30)::text, 2, '0') AS parkkey
  FROM era e JOIN (SELECT franchid, min(first) AS ffirst FROM era GROUP BY 1) f USING (franchid),
       generate_series(e.first, e.last) y;
INSERT INTO parks
SELECT parkkey, (ARRAY['Memorial Stadium','Field','Park','Grounds','Stadium','Ballpark','Coliseum'])[1 + n % 7] || ' ' || parkkey,
       CASE WHEN n % 4 = 0 THEN 'Old ' || parkkey || ' Grounds' END, split_part(name, ' ', 1), CASE WHEN n % 11 <> 5 THEN 'ST' END, 'US'
  FROM (SELECT parkkey, min(name) AS name, row_number() OVER (ORDER BY parkkey) AS n FROM teamyear GROUP BY parkkey) x;
INSERT INTO parks
SELECT c || lpad(k::text, 2, '0'), 'Neutral Site ' || c || k, NULL, c, NULL, (ARRAY['JP','MX','GB','PR','AU'])[1 + k % 5]
  FROM unnest(ARRAY['TOK','MNT','LON','SJU','SYD','DYE','OMA']) c, generate_series(1, 3) k;

-- ---- teams -------------------------------------------------------------------
CREATE TABLE teams (
  yearid smallint NOT NULL, lgid char(2) NOT NULL, teamid char(3) NOT NULL,
  franchid varchar(3) NOT NULL REFERENCES teamsfranchises, divid char(1), rank smallint NOT NULL, g smallint,
  ghome smallint, w smallint, l smallint, divwin varchar(1), wcwin varchar(1), lgwin varchar(1), wswin varchar(1),
  r smallint, ab smallint, h smallint, "2b" smallint, "3b" smallint, hr smallint, bb smallint, so smallint, sb smallint,
  ra smallint, er smallint, era double precision, e integer, dp integer, fp double precision, name varchar(50) NOT NULL,
  park varchar(255), attendance integer, bpf integer, ppf integer, teamidbr varchar(3), teamidlahman45 varchar(3),
  teamidretro varchar(3), PRIMARY KEY (yearid, lgid, teamid));
INSERT INTO teams
SELECT y, lgid, teamid, franchid, dv, row_number() OVER (PARTITION BY y, lgid, dv ORDER BY w DESC, teamid), g, g / 2, w, g - w,
       CASE WHEN dv IS NOT NULL THEN 'N' END, CASE WHEN y >= 1995 THEN 'N' END, 'N', CASE WHEN y >= 1903 THEN 'N' END,
       g * 4 + pg_temp.r(200), g * 33 + pg_temp.r(300), g * 9 + pg_temp.r(150), g * 2 - pg_temp.r(40), 10 + pg_temp.r(60),
       CASE WHEN y < 1920 THEN pg_temp.r(30) ELSE pg_temp.r(240) END, g * 3, g * 5 + pg_temp.r(200), pg_temp.r(200),
       g * 4 + pg_temp.r(200), g * 3 + pg_temp.r(150), round((2.5 + random() * 2.5)::numeric, 2), pg_temp.r(300), 80 + pg_temp.r(120),
       round((0.93 + random() * 0.06)::numeric, 3), name,
       CASE WHEN random() < 0.8 THEN p.parkname ELSE coalesce(p.parkalias, p.parkname || ' II') END,
       CASE WHEN y < 1890 THEN NULL ELSE (y - 1880) * 15000 + pg_temp.r(900000) END, 90 + pg_temp.r(20), 90 + pg_temp.r(20),
       CASE WHEN y < 1950 AND brid = franchid THEN teamid ELSE brid END, teamid, teamid
  FROM (SELECT t.*, CASE WHEN y < 1880 THEN 60 + pg_temp.r(30) WHEN y < 1904 THEN 120 + pg_temp.r(20) WHEN y < 1961 THEN 154 ELSE 162 END AS g,
               CASE WHEN y >= 1994 THEN (ARRAY['E','C','W'])[1 + ascii(teamid) % 3]
                    WHEN y >= 1969 THEN (ARRAY['E','W'])[1 + ascii(teamid) % 2] END AS dv
          FROM teamyear t) t
  CROSS JOIN LATERAL (SELECT floor(g * (0.35 + random() * 0.3))::int + 0 * t.y AS w) ww
  JOIN parks p USING (parkkey);
-- pennants and titles: the best team of each league; the World Series from 1903
UPDATE teams t SET lgwin = 'Y' FROM (SELECT DISTINCT ON (yearid, lgid) yearid, lgid, teamid FROM teams ORDER BY yearid, lgid, w DESC, teamid) b
 WHERE (t.yearid, t.lgid, t.teamid) = (b.yearid, b.lgid, b.teamid);

CREATE TABLE homegames (
  yearkey integer NOT NULL, leaguekey char(2) NOT NULL, teamkey char(3) NOT NULL, parkkey varchar(5) NOT NULL REFERENCES parks,
  spanfirst date, spanlast date, games integer, openings integer, attendance integer,
  FOREIGN KEY (yearkey, leaguekey, teamkey) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO homegames
SELECT t.yearid, t.lgid, t.teamid, ty.parkkey, make_date(t.yearid, 4, 10), make_date(t.yearid, 9, 28), t.ghome - 1, t.ghome - 1,
       coalesce(t.attendance, 0) - 20000
  FROM teams t JOIN teamyear ty ON (ty.y, ty.lgid, ty.teamid) = (t.yearid, t.lgid, t.teamid);
INSERT INTO homegames
SELECT yearid, lgid, teamid, (SELECT parkkey FROM parks WHERE parkname LIKE 'Neutral%' ORDER BY parkkey OFFSET pg_temp.r(21) - 1 + 0 * yearid LIMIT 1),
       make_date(yearid, 5, 1), make_date(yearid, 5, 2), 1, 1, 20000
  FROM teams WHERE random() < 0.03 AND yearid >= 1990;

-- ---- people --------------------------------------------------------------------
CREATE TABLE people (
  playerid varchar(9) NOT NULL PRIMARY KEY, birthyear integer, birthmonth integer, birthday integer,
  birthcountry varchar(255), birthstate varchar(255), birthcity varchar(255), deathyear integer, deathmonth integer,
  deathday integer, deathcountry varchar(255), deathstate varchar(255), deathcity varchar(255),
  namefirst varchar(255), namelast varchar(255) NOT NULL, namegiven varchar(255), weight integer, height integer,
  bats char(1), throws char(1), debut date, finalgame date, retroid varchar(9), bbrefid varchar(9));
-- players: a debut season drawn from the team seasons (so busy years have more), careers of 1..16 years;
-- then managers and executives who never played
CREATE TEMP TABLE pl AS
SELECT i, d AS debut, least(2023, d + floor(power(random(), 2) * 16)::int) AS final, random() < 0.38 AS pitcher,
       (ARRAY['Hank','Babe','Ty','Willie','Mickey','Ted','Stan','Lou','Joe','Honus','Cy','Walter','Jackie','Roberto','Sandy',
              'Nolan','Derek','Ken','Albert','Mike','Tony','Greg','Randy','Pedro','David','Frank','Johnny','Yogi','Rod','Reggie'])[pg_temp.r(30)] AS fn,
       (ARRAY['Aaron','Ruth','Cobb','Mays','Mantle','Williams','Musial','Gehrig','DiMaggio','Wagner','Young','Johnson',
              'Robinson','Clemente','Koufax','Ryan','Jeter','Griffey','Pujols','Trout','Gwynn','Maddux','Martinez','Ortiz',
              'Thomas','Bench','Berra','Carew','Jackson','Smith','Jones','Brown','Miller','Davis','Wilson','Moore','Taylor',
              'Anderson','Thompson','White','Harris','Clark','Lewis','Walker','Hall','Allen','Young','King','Wright','Lopez',
              'Hill','Scott','Green','Adams','Baker','Nelson','Carter','Mitchell','Perez','Roberts'])[pg_temp.sk(60)] AS ln
  FROM (SELECT i, (SELECT y FROM teamyear ORDER BY y OFFSET floor(random() * (SELECT count(*) FROM teamyear))::int + 0 * i LIMIT 1) AS d
          FROM generate_series(1, 5600) i) x;
INSERT INTO pl
SELECT 5600 + i, NULL, NULL, false, (ARRAY['Connie','John','Casey','Sparky','Tommy','Earl','Leo','Bobby'])[pg_temp.r(8)],
       (ARRAY['Mack','McGraw','Stengel','Lasorda','Weaver','Durocher','Cox','Torre','Selig','Landis','Chadwick'])[pg_temp.r(11)]
  FROM generate_series(1, 450) i;
ALTER TABLE pl ADD COLUMN playerid text;
UPDATE pl SET playerid = x.id FROM (
  SELECT i, lower(substr(ln, 1, 5)) || lower(substr(fn, 1, 2))
            || lpad(row_number() OVER (PARTITION BY lower(substr(ln, 1, 5)) || lower(substr(fn, 1, 2)) ORDER BY coalesce(debut, 3000), i)::text, 2, '0') AS id
    FROM pl) x WHERE x.i = pl.i;
INSERT INTO people
SELECT playerid, b, pg_temp.r(12), pg_temp.r(28),
       CASE WHEN random() < 0.85 THEN 'USA' ELSE (ARRAY['D.R.','Venezuela','Cuba','P.R.','Canada','Japan','Mexico'])[pg_temp.sk(7)] END,
       (ARRAY['CA','TX','FL','NY','PA','IL','OH','GA','MO','MA'])[pg_temp.sk(10)], 'City ' || pg_temp.r(900),
       CASE WHEN b < 1940 THEN b + 50 + pg_temp.r(40) END, CASE WHEN b < 1940 THEN pg_temp.r(12) END,
       CASE WHEN b < 1940 THEN pg_temp.r(28) END, CASE WHEN b < 1940 THEN 'USA' END, NULL, NULL,
       fn, ln, fn || ' ' || (ARRAY['James','Lee','Ray','Edward','Allen','Joseph'])[pg_temp.r(6)] || ' ' || ln,
       CASE WHEN random() < 0.97 THEN 150 + pg_temp.r(90) END, CASE WHEN random() < 0.97 THEN 66 + pg_temp.r(12) END,
       (ARRAY['R','L','B'])[pg_temp.sk(3)], (ARRAY['R','L'])[pg_temp.sk(2)],
       CASE WHEN debut IS NOT NULL THEN make_date(debut, 4 + pg_temp.r(5), pg_temp.r(28)) END,
       CASE WHEN debut IS NOT NULL THEN make_date(final, 4 + pg_temp.r(5), pg_temp.r(28)) END,
       CASE WHEN debut IS NOT NULL THEN lower(substr(ln, 1, 4)) || substr(lower(fn), 1, 1) || lpad((i % 1000)::text, 3, '0') END,
       playerid
  FROM (SELECT pl.*, coalesce(debut, 1870 + pg_temp.r(120)) - 20 - pg_temp.r(6) AS b FROM pl) x;
-- Baseball-Reference gave five players another id than Lahman's
UPDATE people SET bbrefid = substr(playerid, 1, 7) || '99'
 WHERE playerid IN (SELECT playerid FROM pl WHERE debut IS NOT NULL ORDER BY final - debut DESC, i LIMIT 5);

-- ---- stints: each player-season on one team, some traded to a second ------------
CREATE TEMP TABLE tyn AS
SELECT yearid, lgid, teamid, row_number() OVER (PARTITION BY yearid ORDER BY teamid) AS k, count(*) OVER (PARTITION BY yearid) AS n
  FROM teams;
CREATE TEMP TABLE stint AS
SELECT p.playerid, p.pitcher, y AS yearid, 1 AS stint, ((p.i * 13 + (y - p.debut) / 5) % t1.n) + 1 AS k, t1.n
  FROM pl p, generate_series(p.debut, p.final) y, LATERAL (SELECT max(n) AS n FROM tyn WHERE tyn.yearid = y) t1
 WHERE p.debut IS NOT NULL;
INSERT INTO stint SELECT playerid, pitcher, yearid, 2, k % n + 1, n FROM stint WHERE n > 1 AND random() < 0.07;
ALTER TABLE stint ADD COLUMN teamid text, ADD COLUMN lgid text;
UPDATE stint s SET teamid = t.teamid, lgid = t.lgid FROM tyn t WHERE t.yearid = s.yearid AND t.k = s.k;

CREATE TABLE batting (
  playerid varchar(9) NOT NULL REFERENCES people, yearid smallint NOT NULL, stint smallint NOT NULL,
  teamid char(3) NOT NULL, lgid char(2) NOT NULL, g smallint, ab smallint, r smallint, h smallint, "2b" smallint,
  "3b" smallint, hr smallint, rbi smallint, sb smallint, cs smallint, bb smallint, so smallint, ibb smallint,
  hbp smallint, sh smallint, sf smallint, gidp smallint, PRIMARY KEY (playerid, yearid, stint),
  FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO batting
SELECT playerid, yearid, stint, teamid, lgid, g, ab, floor(ab * 0.13)::int, h, floor(h * 0.18)::int, floor(h * 0.03)::int,
       floor(h * random() * 0.2)::int, floor(h * 0.45)::int, pg_temp.sk(30) - 1, CASE WHEN yearid >= 1951 THEN pg_temp.sk(10) - 1 END,
       floor(ab * 0.09)::int, floor(ab * 0.17)::int, CASE WHEN yearid >= 1955 THEN pg_temp.sk(8) - 1 END, pg_temp.sk(8) - 1,
       pg_temp.sk(8) - 1, CASE WHEN yearid >= 1954 THEN pg_temp.sk(8) - 1 END, CASE WHEN yearid >= 1939 THEN pg_temp.sk(20) - 1 END
  FROM (SELECT s.*, g, ab, floor(ab * (0.2 + random() * 0.12))::int AS h
          FROM stint s, LATERAL (SELECT pg_temp.sk(150) + 0 * s.yearid AS g) gg,
               LATERAL (SELECT CASE WHEN s.pitcher THEN floor(g * random())::int ELSE floor(g * (1 + random() * 3))::int END AS ab) a) x;

CREATE TABLE pitching (
  playerid varchar(9) NOT NULL REFERENCES people, yearid smallint NOT NULL, stint smallint NOT NULL,
  teamid char(3) NOT NULL, lgid char(2) NOT NULL, w smallint, l smallint, g smallint, gs smallint, cg smallint,
  sho smallint, sv smallint, ipouts integer, h smallint, er smallint, hr smallint, bb smallint, so smallint,
  baopp double precision, era double precision, PRIMARY KEY (playerid, yearid, stint),
  FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO pitching
SELECT playerid, yearid, stint, teamid, lgid, pg_temp.sk(20) - 1, pg_temp.sk(18) - 1, g, least(g, pg_temp.sk(34) - 1),
       pg_temp.sk(10) - 1, pg_temp.sk(4) - 1, pg_temp.sk(30) - 1, ip, floor(ip * 0.33)::int, floor(ip * 0.13)::int,
       floor(ip * 0.03)::int, floor(ip * 0.12)::int, floor(ip * 0.25)::int, round((0.22 + random() * 0.08)::numeric, 3),
       round((2 + random() * 4)::numeric, 2)
  FROM (SELECT s.*, b.g, b.g * (3 + pg_temp.r(12)) AS ip FROM stint s JOIN batting b USING (playerid, yearid, stint) WHERE s.pitcher) x;

CREATE TABLE fielding (
  playerid varchar(9) NOT NULL REFERENCES people, yearid smallint NOT NULL, stint smallint NOT NULL,
  teamid char(3) NOT NULL, lgid char(2) NOT NULL, pos varchar(2) NOT NULL, g smallint, gs smallint, innouts integer,
  po smallint, a smallint, e smallint, dp smallint, PRIMARY KEY (playerid, yearid, stint, pos),
  FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO fielding
SELECT playerid, yearid, stint, teamid, lgid, pos, g, CASE WHEN yearid >= 1954 THEN g / 2 END,
       CASE WHEN yearid >= 1954 THEN g * 24 END, g * 2, g, pg_temp.sk(15) - 1, pg_temp.sk(40) - 1
  FROM (SELECT s.*, b.g, p.pos
          FROM stint s JOIN batting b USING (playerid, yearid, stint),
               LATERAL (SELECT CASE WHEN s.pitcher THEN 'P' ELSE (ARRAY['C','1B','2B','3B','SS','OF','OF','OF','C'])[pg_temp.r(9)] END
                               || substr(s.playerid, 1, 0) AS pos) p) x;
-- a second position for three in ten position players
INSERT INTO fielding
SELECT f.playerid, f.yearid, f.stint, f.teamid, f.lgid, (ARRAY['1B','OF','3B','2B'])[pg_temp.r(4)], f.g / 3, f.gs / 3,
       f.innouts / 3, f.po / 3, f.a / 3, 0, 0
  FROM fielding f WHERE f.pos <> 'P' AND random() < 0.3
ON CONFLICT DO NOTHING;

CREATE TABLE appearances (
  yearid smallint NOT NULL, teamid char(3) NOT NULL, lgid char(2), playerid varchar(9) NOT NULL REFERENCES people,
  g_all smallint, gs smallint, g_batting smallint NOT NULL, g_defense smallint, g_p smallint NOT NULL, g_c smallint,
  g_1b smallint, g_2b smallint, g_3b smallint, g_ss smallint, g_of smallint, g_dh smallint, g_ph smallint, g_pr smallint,
  PRIMARY KEY (yearid, teamid, playerid), FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO appearances
SELECT b.yearid, b.teamid, b.lgid, b.playerid, b.g, CASE WHEN b.yearid >= 1974 THEN b.g / 2 END, b.g, b.g,
       coalesce((SELECT f.g FROM fielding f WHERE (f.playerid, f.yearid, f.stint, f.pos) = (b.playerid, b.yearid, b.stint, 'P')), 0),
       (SELECT f.g FROM fielding f WHERE (f.playerid, f.yearid, f.stint, f.pos) = (b.playerid, b.yearid, b.stint, 'C')),
       0, 0, 0, 0, 0, CASE WHEN b.yearid >= 1973 THEN 0 END, CASE WHEN b.yearid >= 1974 THEN pg_temp.sk(10) - 1 END,
       CASE WHEN b.yearid >= 1974 THEN pg_temp.sk(5) - 1 END
  FROM batting b;

-- ---- honours, managers, money -------------------------------------------------------
CREATE TABLE allstarfull (
  playerid varchar(9) NOT NULL REFERENCES people, yearid smallint NOT NULL, gamenum smallint NOT NULL,
  gameid varchar(12), teamid char(3), lgid char(2), gp smallint, startingpos smallint,
  PRIMARY KEY (playerid, yearid, gamenum), FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO allstarfull
SELECT playerid, yearid, gn, CASE WHEN lgid = 'AL' THEN 'ALS' ELSE 'NLS' END || yearid || '07' || lpad((6 + gn)::text, 2, '0') || gn,
       teamid, lgid, CASE WHEN random() < 0.85 THEN 1 ELSE 0 END, CASE WHEN k <= 9 THEN k END
  FROM (SELECT *, row_number() OVER (PARTITION BY yearid, lgid, gn ORDER BY h DESC, playerid) AS k
          FROM (SELECT DISTINCT ON (b.playerid, b.yearid, gn) b.playerid, b.yearid, b.teamid, b.lgid, b.h, gn
                  FROM batting b, LATERAL (SELECT gn FROM generate_series(1, 2) gn WHERE b.yearid BETWEEN 1959 AND 1962
                                   UNION ALL SELECT 0 WHERE b.yearid NOT BETWEEN 1959 AND 1962) gg
                 WHERE b.yearid >= 1933 AND b.lgid IN ('AL', 'NL') AND b.h > 40
                 ORDER BY b.playerid, b.yearid, gn, b.h DESC) d) x
 WHERE k <= 30;

CREATE TABLE halloffame (
  playerid varchar(10) NOT NULL REFERENCES people, yearid smallint NOT NULL, votedby varchar(64) NOT NULL,
  ballots smallint, needed smallint, votes smallint, inducted char(1), category varchar(20), needed_note varchar(25),
  PRIMARY KEY (playerid, yearid, votedby));
INSERT INTO halloffame
SELECT playerid, y, CASE WHEN y > final + 20 THEN 'Veterans' ELSE 'BBWAA' END, CASE WHEN y <= final + 20 THEN 400 + (y - 1936) END,
       CASE WHEN y <= final + 20 THEN (400 + (y - 1936)) * 3 / 4 END, CASE WHEN y <= final + 20 THEN pg_temp.r(400) END,
       CASE WHEN y = final + 5 + nb - 1 AND ind THEN 'Y' ELSE 'N' END, 'Player', NULL
  FROM (SELECT playerid, final, pg_temp.sk(10) AS nb, random() < 0.25 AS ind FROM pl
         WHERE debut IS NOT NULL AND final - debut >= 9 AND final <= 2017) c,
       LATERAL generate_series(greatest(1936, final + 5), final + 5 + nb - 1) y
 WHERE y <= 2023;
INSERT INTO halloffame
SELECT playerid, 1937 + pg_temp.r(86), 'Veterans', NULL, NULL, NULL, 'Y',
       (ARRAY['Manager','Pioneer/Executive','Umpire'])[pg_temp.sk(3)], NULL
  FROM pl WHERE debut IS NULL AND i % 9 = 0;

CREATE TABLE managers (
  playerid varchar(10) NOT NULL REFERENCES people, yearid smallint NOT NULL, teamid char(3) NOT NULL, lgid char(2),
  inseason smallint NOT NULL, g smallint, w smallint, l smallint, rank smallint, plyrmgr char(1),
  PRIMARY KEY (yearid, teamid, inseason), FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
-- managers come from the 450 who never played and from retired players; a few player-managers
CREATE TEMP TABLE mpool AS
SELECT playerid, row_number() OVER (ORDER BY i) AS m FROM pl WHERE debut IS NULL OR (i % 11 = 0 AND final - debut >= 6);
INSERT INTO managers
SELECT (SELECT playerid FROM mpool WHERE m = 1 + (t.k * 37 + t.yearid / 4 + s * 101) % (SELECT count(*) FROM mpool)),
       t.yearid, t.teamid, t.lgid, s, CASE WHEN two THEN tm.g / 2 ELSE tm.g END, CASE WHEN two THEN tm.w / 2 ELSE tm.w END,
       CASE WHEN two THEN tm.l / 2 ELSE tm.l END, tm.rank, 'N'
  FROM tyn t JOIN teams tm USING (yearid, lgid, teamid),
       LATERAL (SELECT random() < 0.15 + 0 * t.k AS two) x, LATERAL generate_series(1, CASE WHEN two THEN 2 ELSE 1 END) s;
UPDATE managers m SET plyrmgr = 'Y' FROM batting b WHERE b.playerid = m.playerid AND b.yearid = m.yearid;

CREATE TABLE salaries (
  yearid smallint NOT NULL, teamid char(3) NOT NULL, lgid char(2) NOT NULL, playerid varchar(9) NOT NULL REFERENCES people,
  salary double precision, PRIMARY KEY (yearid, teamid, lgid, playerid),
  FOREIGN KEY (yearid, lgid, teamid) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO salaries
SELECT yearid, teamid, lgid, playerid, round(60000 + power(random(), 3) * (yearid - 1980) * 600000)
  FROM batting WHERE yearid BETWEEN 1985 AND 2016 AND random() < 0.9;

CREATE TABLE awardsplayers (
  playerid varchar(9) NOT NULL REFERENCES people, awardid varchar(255) NOT NULL, yearid smallint NOT NULL,
  lgid char(2) NOT NULL, tie varchar(1), notes varchar(100), PRIMARY KEY (playerid, awardid, yearid, lgid));
INSERT INTO awardsplayers
SELECT playerid, awardid, yearid, CASE WHEN awardid = 'Cy Young Award' AND yearid < 1967 THEN 'ML' ELSE lgid END, NULL,
       CASE WHEN awardid IN ('Gold Glove', 'Silver Slugger') THEN (ARRAY['P','C','1B','2B','3B','SS','LF','CF','RF'])[k] END
  FROM (SELECT a.awardid, b.yearid, b.lgid, b.playerid,
               row_number() OVER (PARTITION BY a.awardid, b.yearid, CASE WHEN a.awardid = 'Cy Young Award' AND b.yearid < 1967 THEN 'ML' ELSE b.lgid END
                                  ORDER BY b.h * random() DESC) AS k, a.n
          FROM (SELECT DISTINCT ON (playerid, yearid) * FROM batting WHERE lgid IN ('AL', 'NL') ORDER BY playerid, yearid, stint) b
          JOIN (VALUES ('Most Valuable Player', 1931, 1, false), ('Cy Young Award', 1956, 1, true), ('Rookie of the Year', 1947, 1, false),
                       ('Gold Glove', 1957, 9, false), ('Silver Slugger', 1980, 9, false), ('TSN All-Star', 1925, 9, false),
                       ('Triple Crown', 1901, 1, false)) a(awardid, since, n, pitch)
            ON b.yearid >= a.since AND (a.awardid <> 'Triple Crown' OR b.yearid % 17 = 0)
         WHERE b.playerid IN (SELECT playerid FROM pl WHERE pitcher = a.pitch OR NOT a.pitch)) x
 WHERE k <= n;

-- ---- schools --------------------------------------------------------------------------
CREATE TABLE schools (
  schoolid varchar(15) NOT NULL PRIMARY KEY, name_full varchar(255) NOT NULL, city varchar(55), state varchar(55),
  country varchar(55));
INSERT INTO schools
SELECT lower(substr(replace(st, ' ', ''), 1, 6)) || (ARRAY['st','u','cc','jc','coll',''])[1 + s % 6] || CASE WHEN s > 36 THEN (s / 36)::text ELSE '' END,
       st || (ARRAY[' State University',' University',' Community College',' Junior College',' College',''])[1 + s % 6]
          || CASE WHEN s > 36 THEN ' Campus ' || (s / 36) ELSE '' END,
       'City ' || s, (ARRAY['CA','TX','FL','AZ','GA','NC','LA','OK','MS','AL'])[1 + s % 10], 'USA'
  FROM generate_series(1, 1200) s,
       LATERAL (SELECT (ARRAY['Arizona','Texas','Florida','Stanford','Miami','Georgia','Clemson','Oklahoma','Louisiana','Mississippi',
                              'Alabama','Rice','Tulane','Baylor','Auburn','Vanderbilt'])[1 + (s / 6) % 16] AS st) x
 WHERE s % 36 < 32 OR s < 36
ON CONFLICT DO NOTHING;
CREATE TABLE collegeplaying (
  playerid varchar(9) NOT NULL REFERENCES people, schoolid varchar(15) REFERENCES schools, yearid smallint);
INSERT INTO collegeplaying
SELECT p.playerid, s.schoolid, p.debut - 5 + k
  FROM (SELECT *, pg_temp.sk((SELECT count(*)::int FROM schools)) AS sn, pg_temp.r(4) AS ny FROM pl
         WHERE debut >= 1900 AND random() < 0.3) p
  JOIN (SELECT schoolid, row_number() OVER (ORDER BY schoolid) AS sn FROM schools) s USING (sn),
       generate_series(1, p.ny) k;

-- ---- postseason: role-named composite references to teams -----------------------------------
CREATE TABLE seriespost (
  yearid smallint NOT NULL, round varchar(5) NOT NULL, teamidwinner varchar(3) NOT NULL, lgidwinner varchar(2) NOT NULL,
  teamidloser varchar(3) NOT NULL, lgidloser varchar(2) NOT NULL, wins smallint, losses smallint, ties smallint,
  PRIMARY KEY (yearid, round),
  FOREIGN KEY (yearid, lgidwinner, teamidwinner) REFERENCES teams (yearid, lgid, teamid),
  FOREIGN KEY (yearid, lgidloser, teamidloser) REFERENCES teams (yearid, lgid, teamid));
INSERT INTO seriespost
SELECT yearid, rnd, w.teamid, w.lgid, l.teamid, l.lgid, 4, pg_temp.r(4) - 1, 0
  FROM (SELECT y AS yearid, rnd, wl, ll
          FROM generate_series(1903, 2023) y,
               LATERAL (VALUES ('WS', 'AL', 'NL', 1903), ('ALCS', 'AL', 'AL', 1969), ('NLCS', 'NL', 'NL', 1969),
                               ('ALDS1', 'AL', 'AL', 1995), ('ALDS2', 'AL', 'AL', 1995), ('NLDS1', 'NL', 'NL', 1995),
                               ('NLDS2', 'NL', 'NL', 1995), ('ALWC', 'AL', 'AL', 2012), ('NLWC', 'NL', 'NL', 2012)) v(rnd, l1, l2, since),
               LATERAL (SELECT CASE WHEN random() < 0.5 THEN l1 ELSE l2 END AS wl) a,
               LATERAL (SELECT CASE WHEN l1 = l2 THEN l1 WHEN wl = l1 THEN l2 ELSE l1 END AS ll) b
         WHERE y >= since AND y NOT IN (1904, 1994)) s
  CROSS JOIN LATERAL (SELECT teamid, lgid FROM teams t WHERE t.yearid = s.yearid AND t.lgid = s.wl ORDER BY random() LIMIT 1) w
  CROSS JOIN LATERAL (SELECT teamid, lgid FROM teams t WHERE t.yearid = s.yearid AND t.lgid = s.ll AND t.teamid <> w.teamid
                      ORDER BY random() LIMIT 1) l;
UPDATE teams t SET wswin = 'Y' FROM seriespost s WHERE s.round = 'WS' AND (s.yearid, s.lgidwinner, s.teamidwinner) = (t.yearid, t.lgid, t.teamid);

ANALYZE;
