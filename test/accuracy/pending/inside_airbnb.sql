-- test/accuracy/inside_airbnb.sql: an Inside Airbnb city dump (New York: listings, calendar,
-- reviews, neighbourhoods) loaded into PostgreSQL, with the hosts table people derive from
-- listings, written for issue 16 as a held-out check (eleventh round): committed with its truth
-- (inside_airbnb_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; the CSV headers' snake_case names; listings keyed by a bare
-- id, referenced as listing_id; Airbnb's big sparse bigint ids: listing ids of four to eight
-- digits for old listings and of eighteen digits for those since 2022, host and reviewer ids (the
-- same user id space: a few reviewers are hosts) of four to nine digits and some of ten, review
-- ids of five to nine digits and of eighteen. hosts is derived by people (SELECT DISTINCT host_id,
-- host_name, host_since FROM listings, then a primary key). neighbourhoods is keyed by the
-- neighbourhood's name, a text key (listings.neighbourhood_cleansed refers to it under another
-- name); neighbourhood_group is the borough, repeated (listings.neighbourhood_group_cleansed: no
-- unique target, no truth). Declared, as such loads do: calendar.listing_id, reviews.listing_id ->
-- listings, listings.host_id -> hosts, listings.neighbourhood_cleansed -> neighbourhoods.
-- No truth: reviews.reviewer_id (no reviewers table), listings.scrape_id (one value: one scrape),
-- listings.neighbourhood (the host's free text), calendar's and listings' text prices ('$150.00').
-- Skewed: a few commercial hosts hold many listings, Manhattan and Brooklyn most listings, most
-- reviews on a few listings; calendar 't' / 'f' availability.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2008);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- 224 neighbourhoods in five boroughs
CREATE TABLE neighbourhoods (neighbourhood_group text, neighbourhood text PRIMARY KEY);
INSERT INTO neighbourhoods
SELECT (ARRAY['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'])[1 + i % 5],
       CASE i WHEN 0 THEN 'Midtown' WHEN 1 THEN 'Williamsburg' WHEN 2 THEN 'Astoria' WHEN 3 THEN 'Mott Haven'
              WHEN 4 THEN 'St. George' WHEN 5 THEN 'Harlem' WHEN 6 THEN 'Bedford-Stuyvesant' WHEN 10 THEN 'Hell''s Kitchen'
              WHEN 11 THEN 'Bushwick' WHEN 15 THEN 'East Village' WHEN 16 THEN 'Crown Heights'
              ELSE (ARRAY['Park', 'Heights', 'Hill', 'Village', 'Point', 'Beach', 'Gardens', 'Bay', 'Terrace', 'Manor'])[1 + i % 10]
                   || ' ' || (ARRAY['Fort', 'Green', 'Kew', 'Bay', 'Sunset', 'Forest', 'Cobble', 'Morris', 'Port', 'Clinton', 'Dyker',
                                    'Prospect', 'Oak', 'Castle', 'Throgs'])[1 + (i / 10) % 15] || CASE WHEN i >= 150 THEN ' ' || (i / 150) ELSE '' END
       END
  FROM generate_series(0, 223) i;
CREATE TEMP TABLE nbk AS
SELECT row_number() OVER (ORDER BY CASE neighbourhood_group WHEN 'Manhattan' THEN 0 WHEN 'Brooklyn' THEN 1 ELSE 2 END, md5(neighbourhood)) AS k,
       neighbourhood, neighbourhood_group FROM neighbourhoods;

-- 1,100 hosts: a user id of four to nine digits, newer ones ten; a few commercial hosts
CREATE TEMP TABLE hostk AS
SELECT k, CASE WHEN k <= 900 THEN 2787 + floor(random() ^ 0.7 * 520000000)::bigint
               ELSE 1000000000 + floor(random() * 600000000)::bigint END AS host_id,
       CASE k WHEN 1 THEN 'Blueground' WHEN 2 THEN 'Sonder (NYC)' WHEN 3 THEN 'RoomPicks' WHEN 4 THEN 'Eugene'
              ELSE (ARRAY['Michael', 'David', 'John', 'Alex', 'Sarah', 'Maria', 'Daniel', 'Jessica', 'Anna', 'Chris', 'Jennifer',
                          'Kevin', 'Laura', 'Mark', 'Emily', 'Carlos'])[1 + k % 16] END AS host_name,
       date '2008-09-01' + floor(random() ^ 1.2 * 5500)::int AS host_since
  FROM generate_series(1, 1100) k;

-- 1,500 listings
CREATE TABLE listings (id bigint PRIMARY KEY, listing_url text, scrape_id bigint, last_scraped date, name text, host_id bigint NOT NULL,
  host_name text, host_since date, neighbourhood text, neighbourhood_cleansed text NOT NULL, neighbourhood_group_cleansed text,
  latitude double precision, longitude double precision, room_type text, accommodates integer, price text, minimum_nights integer,
  number_of_reviews integer, calculated_host_listings_count integer);
CREATE TEMP TABLE listk AS
SELECT k, CASE WHEN k <= 900 THEN 2539 + floor(random() ^ 0.8 * 54000000)::bigint
               ELSE 572000000000000000 + floor(random() * 590000000000000000)::bigint END AS id,
       CASE WHEN k <= 240 THEN 1 + k % 4 ELSE pg_temp.r(1100) END AS hk, pg_temp.sk(224, 2.2) AS nk
  FROM generate_series(1, 1500) k;
INSERT INTO listings
SELECT l.id, 'https://www.airbnb.com/rooms/' || l.id, 20240904163051, date '2024-09-04' + (l.k % 2),
       (ARRAY['Cozy', 'Sunny', 'Spacious', 'Charming', 'Modern', 'Bright'])[1 + l.k % 6] || ' '
         || (ARRAY['room', 'studio', '1BR apartment', 'loft', 'brownstone suite'])[1 + l.k % 5] || ' in ' || n.neighbourhood,
       h.host_id, h.host_name, h.host_since,
       CASE WHEN random() < 0.45 THEN NULL ELSE n.neighbourhood_group || ', New York, United States' END,
       n.neighbourhood, n.neighbourhood_group,
       40.5 + random() * 0.4, -74.2 + random() * 0.5,
       (ARRAY['Entire home/apt', 'Entire home/apt', 'Private room', 'Private room', 'Shared room', 'Hotel room'])[1 + l.k % 6],
       1 + pg_temp.sk(8, 2.0) - 1, '$' || (40 + pg_temp.sk(900, 3.0)) || '.00', (ARRAY[1, 2, 3, 30, 30, 30])[pg_temp.r(6)],
       0, 0
  FROM listk l JOIN hostk h ON h.k = l.hk JOIN nbk n ON n.k = LEAST(l.nk, 224)
 ORDER BY l.id;
UPDATE listings l SET calculated_host_listings_count = c.n FROM (SELECT host_id, count(*) AS n FROM listings GROUP BY 1) c
 WHERE c.host_id = l.host_id;

-- hosts, as people derive it
CREATE TABLE hosts AS SELECT DISTINCT host_id, host_name, host_since FROM listings ORDER BY host_id;
ALTER TABLE hosts ADD PRIMARY KEY (host_id);
ALTER TABLE listings ADD FOREIGN KEY (host_id) REFERENCES hosts (host_id);
ALTER TABLE listings ADD FOREIGN KEY (neighbourhood_cleansed) REFERENCES neighbourhoods (neighbourhood);

-- calendar: the next 10 days of every listing
CREATE TABLE calendar (listing_id bigint NOT NULL REFERENCES listings, date date NOT NULL, available text NOT NULL, price text,
  adjusted_price text, minimum_nights integer, maximum_nights integer);
INSERT INTO calendar
SELECT l.id, date '2024-09-04' + d, CASE WHEN random() < 0.55 THEN 'f' ELSE 't' END, l.price, NULL, l.minimum_nights, 1125
  FROM listings l CROSS JOIN generate_series(0, 9) d
 ORDER BY l.id, d;

-- 4,500 reviews: most on a few listings; reviewers are Airbnb users (3% of them hosts here)
CREATE TABLE reviews (listing_id bigint NOT NULL REFERENCES listings, id bigint NOT NULL, date date NOT NULL, reviewer_id bigint NOT NULL,
  reviewer_name text, comments text);
INSERT INTO reviews
SELECT lk.id, CASE WHEN dt < date '2022-01-01' THEN 12000 + floor(random() * 999000000)::bigint
                   ELSE 528000000000000000 + floor(random() * 700000000000000000)::bigint END,
       dt, CASE WHEN random() < 0.03 THEN (SELECT host_id FROM hostk WHERE k = 1 + (g * 7) % 1100)
                WHEN random() < 0.9 THEN 1000 + floor(random() * 580000000)::bigint
                ELSE 1000000000 + floor(random() * 5000000000)::bigint END,
       (ARRAY['Kate', 'Tom', 'Ana', 'Jules', 'Sam', 'Priya', 'Lucas', 'Mei', 'Omar', 'Sofia'])[1 + g % 10],
       CASE WHEN random() < 0.01 THEN NULL ELSE (ARRAY['Great place!', 'Host was very responsive.', 'Clean and quiet.',
            'Would stay again.', 'Perfect location near the subway.'])[1 + g % 5] END
  FROM (SELECT g, pg_temp.sk(1500, 2.6) AS lk, date '2009-06-01' + floor(random() ^ 0.5 * 5570)::int AS dt
          FROM generate_series(1, 4500) g) x
  JOIN listk lk ON lk.k = LEAST(x.lk, 1500)
 ORDER BY lk.id, dt;
UPDATE listings l SET number_of_reviews = c.n FROM (SELECT listing_id, count(*) AS n FROM reviews GROUP BY 1) c WHERE c.listing_id = l.id;
