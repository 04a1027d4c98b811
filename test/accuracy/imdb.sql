-- test/accuracy/imdb.sql: the IMDb non-commercial datasets (title.basics, name.basics, title.akas,
-- title.crew, title.episode, title.principals, title.ratings TSVs) loaded into PostgreSQL as people
-- load them: one table per file with the camelCase headers turned snake_case, '\N' read as NULL,
-- primary keys added, and the foreign keys the data lets them create. Written for issue 16 as a
-- held-out check (tenth round): committed with its truth (imdb_truth.csv) BEFORE discovery was ever
-- run on it.
--
-- Its conventions: one schema, public; text keys with a prefix and zero-padded digits, tconst
-- 'tt0000001' (eight digits past tt9999999) and nconst 'nm0000001', sparse; no integer ids anywhere.
-- The title's key is named tconst everywhere but in title_akas (title_id) and in title_episode's
-- parent_tconst (the series of an episode). title_crew (a row for every title) and title_ratings
-- (rated titles only) and title_episode (episodes only) are 1:1 extensions of title_basics keyed
-- by tconst; references to a title go to title_basics, the table of titles, and are declared there
-- (title_akas.title_id, title_crew.tconst, title_episode.tconst and parent_tconst,
-- title_principals.tconst, title_ratings.tconst). The dumps are not referentially whole: about 2%
-- of the people named by title_principals.nconst are missing from name_basics (as in the real
-- dumps), so no foreign key can be declared on it (a loader that tries fails; none declares it
-- NOT VALID) -- it is still the join every user of the data makes: an undeclared truth with
-- orphans, the convention of mimic's icd9_code references. Lists in one text column are no column
-- references and have no truth row: title_crew.directors and writers ('nm0000001,nm0000002', most
-- a single nconst), name_basics.known_for_titles (up to four tconsts), primary_profession and
-- genres (comma lists of words). Small integers with no table: ordering (1..n within a title),
-- season_number, episode_number, start_year / end_year / birth_year / death_year,
-- runtime_minutes, num_votes. Skewed: a few people in many titles, a few titles with most votes,
-- episodes the largest title type. Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.0000001);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.tt(i int) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'tt' || lpad(i::text, 7, '0') $$;
CREATE FUNCTION pg_temp.nm(i int) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'nm' || lpad(i::text, 7, '0') $$;
-- k-th key of a kind, k = 1..n, with gaps (a running sum of random gaps), and a pick by rank
-- (the random rank is an uncorrelated subquery: drawn once a call, not once a row)
CREATE TEMP TABLE ek (kind text, k int, key text, PRIMARY KEY (kind, k));
CREATE FUNCTION pg_temp.pick(kind text, n int, e float8, off int DEFAULT 0) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT key FROM ek WHERE ek.kind = pick.kind AND ek.k = (SELECT off + 1 + floor(n * random() ^ e)::int) $$;

-- ---- titles ---------------------------------------------------------------------------------
-- 4,200 titles: movies and shorts from the early ids on, series, and episodes (the most)
CREATE TEMP TABLE tk AS
SELECT g AS k, (1 + sum(CASE WHEN g = 1 THEN 0 ELSE 1 + floor(random() * 4000)::int END) OVER (ORDER BY g))::int AS num,
       CASE WHEN u < 0.28 THEN 'movie' WHEN u < 0.37 THEN 'short' WHEN u < 0.42 THEN 'tvSeries' WHEN u < 0.44 THEN 'tvMiniSeries'
            WHEN u < 0.49 THEN 'tvMovie' WHEN u < 0.53 THEN 'video' WHEN u < 0.545 THEN 'videoGame' WHEN u < 0.555 THEN 'tvSpecial'
            ELSE 'tvEpisode' END AS title_type
  FROM (SELECT g, random() AS u FROM generate_series(1, 4200) g) x;
INSERT INTO ek SELECT 'title', k, pg_temp.tt(num) FROM tk;
INSERT INTO ek SELECT 'series', row_number() OVER (ORDER BY k), pg_temp.tt(num) FROM tk WHERE title_type IN ('tvSeries', 'tvMiniSeries');
INSERT INTO ek SELECT 'film', row_number() OVER (ORDER BY k), pg_temp.tt(num) FROM tk WHERE title_type NOT IN ('tvEpisode', 'tvSeries', 'tvMiniSeries');

CREATE TABLE title_basics (tconst text NOT NULL, title_type text, primary_title text, original_title text, is_adult boolean,
  start_year integer, end_year integer, runtime_minutes integer, genres text);
INSERT INTO title_basics
SELECT pg_temp.tt(num), title_type, t, CASE WHEN random() < 0.15 THEN 'Original ' || t ELSE t END, random() < 0.01,
       sy, CASE WHEN title_type IN ('tvSeries', 'tvMiniSeries') AND random() < 0.6 THEN sy + pg_temp.r(12) - 1 END,
       CASE WHEN random() < 0.25 THEN NULL WHEN title_type = 'short' THEN pg_temp.r(30) WHEN title_type = 'tvEpisode' THEN 20 + pg_temp.r(40)
            ELSE 60 + pg_temp.sk(120, 1.5) END,
       CASE WHEN random() < 0.06 THEN NULL ELSE
         (SELECT string_agg(gn, ',' ORDER BY gn) FROM (SELECT DISTINCT (ARRAY['Drama', 'Comedy', 'Documentary', 'Action', 'Romance', 'Thriller',
                   'Crime', 'Horror', 'Adventure', 'Family', 'Animation', 'Reality-TV', 'Music', 'Mystery', 'Fantasy', 'Sci-Fi',
                   'Biography', 'History', 'Talk-Show', 'Sport', 'Short', 'War', 'Western', 'Musical', 'News', 'Game-Show', 'Adult',
                   'Film-Noir'])[pg_temp.sk(28, 1.8) + 0 * num] AS gn FROM generate_series(1, 1 + num % 3)) g) END
  FROM (SELECT num, title_type,
               (ARRAY['The', 'A', 'Night of the', 'Return of the', 'Love and', 'Last', 'Secret', 'Episode #'])[1 + num % 8] || ' ' ||
               (ARRAY['Stranger', 'Kingdom', 'River', 'Detective', 'House', 'Dawn', 'Machine', 'Summer', 'Island'])[1 + (num / 8) % 9] ||
               ' ' || k AS t,
               CASE WHEN random() < 0.03 THEN NULL ELSE 1894 + floor(130 * (k::float8 / 4200) ^ 0.5 + random() * 5)::int END AS sy
          FROM tk) x
 ORDER BY 1;

-- ---- people -----------------------------------------------------------------------------------
-- 5,100 people by rank of popularity; every 51st (2%) never made it into name_basics
CREATE TEMP TABLE pk AS
SELECT g AS k, (1 + sum(CASE WHEN g = 1 THEN 0 ELSE 1 + floor(random() * 500)::int END) OVER (ORDER BY g))::int AS num
  FROM generate_series(1, 5100) g;
INSERT INTO ek SELECT 'person', k, pg_temp.nm(num) FROM (SELECT row_number() OVER (ORDER BY md5(k::text))::int AS k, num FROM pk) x;

-- ---- principals ---------------------------------------------------------------------------------
CREATE TABLE title_principals (tconst text NOT NULL, ordering integer NOT NULL, nconst text, category text, job text, characters text);
INSERT INTO title_principals
SELECT tconst, row_number() OVER (PARTITION BY tconst ORDER BY g), nconst, category,
       CASE WHEN category IN ('producer', 'writer', 'composer') AND random() < 0.6
            THEN (ARRAY['producer', 'executive producer', 'screenplay', 'novel', 'story', 'original music', 'created by'])[pg_temp.r(7)] END,
       CASE WHEN category IN ('actor', 'actress', 'self') AND random() < 0.85
            THEN '["' || (ARRAY['Self', 'Narrator', 'John', 'Mary', 'Detective', 'Doctor', 'Host', 'Guest', 'Mother', 'Soldier'])[pg_temp.r(10)] || '"]' END
  FROM (SELECT DISTINCT ON (tconst, nconst, category) tconst, g, nconst,
               CASE WHEN category = 'actor' AND substr(md5(nconst), 1, 1) > '9' THEN 'actress' ELSE category END AS category
          FROM (SELECT b.tconst, g, pg_temp.pick('person', 5100, 2.2) AS nconst,
                       CASE WHEN g = 1 AND b.title_type <> 'tvEpisode' THEN 'director'
                            WHEN g = 2 AND b.title_type = 'movie' THEN 'writer'
                            ELSE (ARRAY['actor', 'actor', 'actor', 'actor', 'self', 'actor', 'producer', 'composer', 'cinematographer',
                                        'editor', 'writer', 'director', 'production_designer', 'archive_footage', 'casting_director'])[pg_temp.sk(15, 1.6)] END AS category
                  FROM title_basics b
                  CROSS JOIN LATERAL generate_series(1, CASE b.title_type WHEN 'movie' THEN 4 + pg_temp.r(6) WHEN 'tvEpisode' THEN pg_temp.r(5)
                                                                          WHEN 'short' THEN pg_temp.r(4) ELSE 1 + pg_temp.r(6) END + 0 * length(b.tconst)) g) x
         ORDER BY tconst, nconst, category, g) y;

-- name_basics: the people but the missing 2%, their professions and known-for titles from principals
CREATE TABLE name_basics (nconst text NOT NULL, primary_name text, birth_year integer, death_year integer, primary_profession text,
  known_for_titles text);
INSERT INTO name_basics
SELECT pg_temp.nm(pk.num),
       (ARRAY['John', 'Mary', 'Fred', 'Lauren', 'Akira', 'Ingrid', 'Marcello', 'Sophia', 'James', 'Toshiro', 'Greta', 'Omar'])[1 + pk.k % 12] || ' ' ||
       (ARRAY['Astaire', 'Bacall', 'Brando', 'Kurosawa', 'Bergman', 'Mastroianni', 'Loren', 'Stewart', 'Mifune', 'Garbo', 'Sharif'])[1 + (pk.k * 7) % 11],
       by, CASE WHEN by IS NOT NULL AND by < 1960 AND random() < 0.5 THEN by + 40 + pg_temp.r(50) END,
       pr.professions, kf.titles
  FROM (SELECT pk.*, CASE WHEN random() < 0.55 THEN 1900 + pg_temp.r(100) END AS by FROM pk) pk
  LEFT JOIN (SELECT nconst, string_agg(category, ',' ORDER BY n DESC, category) FILTER (WHERE rn <= 3) AS professions
               FROM (SELECT nconst, category, count(*) AS n, row_number() OVER (PARTITION BY nconst ORDER BY count(*) DESC, category) AS rn
                       FROM title_principals WHERE category NOT IN ('self', 'archive_footage') GROUP BY 1, 2) c
              GROUP BY 1) pr ON pr.nconst = pg_temp.nm(pk.num)
  LEFT JOIN (SELECT nconst, string_agg(tconst, ',' ORDER BY tconst) FILTER (WHERE rn <= 4) AS titles
               FROM (SELECT DISTINCT nconst, tconst, dense_rank() OVER (PARTITION BY nconst ORDER BY tconst) AS rn FROM title_principals) t
              GROUP BY 1) kf ON kf.nconst = pg_temp.nm(pk.num)
 WHERE pk.k % 51 <> 7
 ORDER BY 1;

-- ---- crew, episodes, ratings, akas ---------------------------------------------------------------
CREATE TABLE title_crew (tconst text NOT NULL, directors text, writers text);
INSERT INTO title_crew
SELECT b.tconst, c.directors, c.writers
  FROM title_basics b
  LEFT JOIN (SELECT tconst, string_agg(nconst, ',' ORDER BY ordering) FILTER (WHERE category = 'director') AS directors,
                    string_agg(nconst, ',' ORDER BY ordering) FILTER (WHERE category = 'writer') AS writers
               FROM title_principals GROUP BY 1) c ON c.tconst = b.tconst
 ORDER BY 1;

CREATE TABLE title_episode (tconst text NOT NULL, parent_tconst text NOT NULL, season_number integer, episode_number integer);
INSERT INTO title_episode
SELECT tconst, parent, CASE WHEN random() < 0.9 THEN s END, CASE WHEN random() < 0.9 THEN e END
  FROM (SELECT tconst, parent, 1 + (row_number() OVER (PARTITION BY parent ORDER BY tconst) - 1) / 10 AS s,
               1 + (row_number() OVER (PARTITION BY parent ORDER BY tconst) - 1) % 10 AS e
          FROM (SELECT b.tconst, pg_temp.pick('series', (SELECT count(*)::int FROM ek WHERE kind = 'series'), 1.7) AS parent
                  FROM title_basics b WHERE b.title_type = 'tvEpisode') x) y
 ORDER BY 1;

CREATE TABLE title_ratings (tconst text NOT NULL, average_rating numeric(3, 1) NOT NULL, num_votes integer NOT NULL);
INSERT INTO title_ratings
SELECT tconst, round((1 + 9 * random() ^ 0.6)::numeric, 1), 5 + floor(2000000 * random() ^ 9)::int
  FROM title_basics WHERE random() < CASE title_type WHEN 'tvEpisode' THEN 0.45 WHEN 'videoGame' THEN 0.5 ELSE 0.8 END
 ORDER BY 1;

CREATE TABLE title_akas (title_id text NOT NULL, ordering integer NOT NULL, title text, region text, language text, types text,
  attributes text, is_original_title boolean);
INSERT INTO title_akas
SELECT b.tconst, g,
       CASE WHEN g = 1 THEN b.original_title ELSE b.primary_title || CASE WHEN g % 3 = 0 THEN ' (' || g || ')' ELSE '' END END,
       CASE WHEN g = 1 THEN NULL ELSE (ARRAY['US', 'GB', 'DE', 'FR', 'JP', 'IT', 'ES', 'BR', 'IN', 'XWW', 'CA', 'SE', 'RU'])[pg_temp.sk(13, 1.5)] END,
       CASE WHEN g > 1 AND random() < 0.2 THEN (ARRAY['en', 'ja', 'fr', 'de', 'es', 'hi'])[pg_temp.r(6)] END,
       CASE WHEN g = 1 THEN 'original' WHEN random() < 0.3 THEN 'imdbDisplay' WHEN random() < 0.05 THEN 'working' END,
       CASE WHEN random() < 0.04 THEN (ARRAY['literal title', 'alternative spelling', 'short title', 'new title'])[pg_temp.r(4)] END,
       g = 1
  FROM title_basics b
  CROSS JOIN LATERAL generate_series(1, CASE WHEN b.title_type = 'tvEpisode' THEN pg_temp.r(2) ELSE pg_temp.sk(10, 2.0) END + 0 * length(b.tconst)) g
 ORDER BY 1, 2;

-- ---- keys as the loaders add them -------------------------------------------------------------------
ALTER TABLE title_basics ADD PRIMARY KEY (tconst);
ALTER TABLE name_basics ADD PRIMARY KEY (nconst);
ALTER TABLE title_akas ADD PRIMARY KEY (title_id, ordering);
ALTER TABLE title_crew ADD PRIMARY KEY (tconst);
ALTER TABLE title_episode ADD PRIMARY KEY (tconst);
ALTER TABLE title_principals ADD PRIMARY KEY (tconst, ordering);
ALTER TABLE title_ratings ADD PRIMARY KEY (tconst);
CREATE INDEX title_principals_nconst_idx ON title_principals (nconst);
CREATE INDEX title_episode_parent_tconst_idx ON title_episode (parent_tconst);
ALTER TABLE title_akas ADD FOREIGN KEY (title_id) REFERENCES title_basics (tconst);
ALTER TABLE title_crew ADD FOREIGN KEY (tconst) REFERENCES title_basics (tconst);
ALTER TABLE title_episode ADD FOREIGN KEY (tconst) REFERENCES title_basics (tconst);
ALTER TABLE title_episode ADD FOREIGN KEY (parent_tconst) REFERENCES title_basics (tconst);
ALTER TABLE title_principals ADD FOREIGN KEY (tconst) REFERENCES title_basics (tconst);
ALTER TABLE title_ratings ADD FOREIGN KEY (tconst) REFERENCES title_basics (tconst);
ANALYZE;
