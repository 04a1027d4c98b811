-- test/accuracy/spider_voter_1.sql: Spider's dev database "voter_1" (a phone-in vote: US area codes
-- with their states, contestants and the votes cast) converted from its SQLite file to PostgreSQL
-- with its names kept, rows scaled up by a deterministic generator; written for issue 16 as a
-- held-out check (tenth round): committed with its truth (spider_voter_1_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; upper-case table names as Spider has them (quoted:
-- "AREA_CODE_STATE", "CONTESTANTS", "VOTES"), lower-case columns; "AREA_CODE_STATE" keyed by the
-- three-digit area_code (201 ... 989) with the two-letter state of each, so one state has many area
-- codes; "CONTESTANTS" keyed by contestant_number counted from 1; "VOTES" keyed by vote_id, with a
-- ten-digit phone_number (bigint here: it overflows integer; its first three digits are an area
-- code), the voter's state, the contestant voted for and a created timestamp.
-- VOTES.contestant_number -> CONTESTANTS is declared and holds. Spider also declares
-- VOTES.state -> AREA_CODE_STATE.state, a column that is not unique there (a state has many area
-- codes): PostgreSQL cannot declare a foreign key to it, so it is not declared here, and it is left
-- out of the truth (its target is no key). Some contestants get no vote. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2018);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE "AREA_CODE_STATE" (area_code integer NOT NULL, state varchar(2) NOT NULL, PRIMARY KEY (area_code));
INSERT INTO "AREA_CODE_STATE"
SELECT a, (ARRAY['NJ', 'DC', 'CT', 'WA', 'NY', 'NY', 'CA', 'CA', 'CA', 'TX', 'TX', 'FL', 'FL', 'PA', 'IL', 'OH', 'MI', 'GA', 'NC',
                 'VA', 'MA', 'AZ', 'TN', 'IN', 'MO', 'MD', 'WI', 'MN', 'CO', 'AL', 'SC', 'LA', 'KY', 'OR', 'OK', 'IA', 'MS', 'AR',
                 'KS', 'UT', 'NV', 'NM', 'NE', 'WV', 'ID', 'HI', 'ME', 'NH', 'RI', 'MT', 'DE', 'SD', 'ND', 'AK', 'VT', 'WY'])[pg_temp.r(56)]
  FROM (SELECT DISTINCT 200 + pg_temp.r(789) AS a FROM generate_series(1, 340)) s
 WHERE a % 100 <> 11 AND a % 10 <> 0;
CREATE TEMP TABLE ak AS SELECT row_number() OVER (ORDER BY md5('a' || area_code)) AS k, area_code, state FROM "AREA_CODE_STATE";

CREATE TABLE "CONTESTANTS" (contestant_number integer, contestant_name varchar(50) NOT NULL, PRIMARY KEY (contestant_number));
INSERT INTO "CONTESTANTS"
SELECT i, (ARRAY['Edwina', 'Tabatha', 'Kelly', 'Jessie', 'Allie', 'Nita', 'Kurt', 'Loraine', 'Jessie', 'Dani', 'Nell', 'Ruby'])[pg_temp.r(12)] || ' '
          || (ARRAY['Burnam', 'Gehling', 'Clauss', 'Alloway', 'Rogalski', 'Coster', 'Walser', 'NygrenTania', 'Eichel', 'Dutton'])[pg_temp.r(10)]
  FROM generate_series(1, 30) i;

CREATE TABLE "VOTES" (
  vote_id integer NOT NULL PRIMARY KEY, phone_number bigint NOT NULL, state varchar(2) NOT NULL, contestant_number integer NOT NULL,
  created timestamp NOT NULL DEFAULT now(),
  FOREIGN KEY (contestant_number) REFERENCES "CONTESTANTS" (contestant_number));
INSERT INTO "VOTES"
SELECT i, ak.area_code::bigint * 10000000 + 2000000 + pg_temp.r(7999999), ak.state, least(pg_temp.sk(27, 1.7), 27),
       timestamp '2018-03-09 19:00:00' + (pg_temp.r(10800) || ' seconds')::interval
  FROM (SELECT i, least(pg_temp.sk(230, 1.5), 230) AS k FROM generate_series(1, 3000) i) s JOIN ak ON ak.k = s.k;
ANALYZE;
