-- test/accuracy/movielens.sql: MovieLens (ml-latest-small: movies, ratings, tags, links) loaded into
-- PostgreSQL the way the tutorials do, with the tag genome (genome_tags, genome_scores) of ml-latest
-- beside it, written for issue 16 as a held-out check (eleventh round): committed with its truth
-- (movielens_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; the CSV headers' camelCase names written unquoted, so folded
-- to lower case (movieid, userid, imdbid, tmdbid, tagid); plural table names whose key is the
-- singular's id (movies.movieid, genome_tags.tagid). Declared, as the tutorials do: ratings.movieid,
-- tags.movieid and links.movieid -> movies (links is 1:1 with movies, keyed by movieid),
-- genome_scores.tagid -> genome_tags; primary keys movies(movieid), links(movieid),
-- ratings(userid, movieid), genome_tags(tagid), genome_scores(movieid, tagid); tags has no key.
-- movieid is dense in the low thousands (with gaps) and sparse up to 193609. There is no users
-- table: userid (1..610) references nothing, and a user's tags are often on movies they never rated,
-- so tags(userid, movieid) is no reference to ratings. links.imdbid (IMDb's tt number without its
-- zeros) and links.tmdbid (TMDb's id, NULL on a few, in the same range as movieid) are outside
-- systems' ids: no truth. genome_scores covers every genome tag for each genome movie, and its
-- movies come from ml-latest: most are in the small movies table, a fifth are not (orphans), so
-- genome_scores.movieid -> movies is an undeclared truth with orphans (the join a user makes; the
-- declaration could not be made). movies.genres is a '|' list (no reference), timestamps are
-- epoch seconds in bigint. Skewed: a few users rate most, popular movies get most ratings.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.610);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- 2,000 movies: ids 1..2600 with gaps for the older ones, then sparse up to 193609
CREATE TEMP TABLE mk0 AS
SELECT id FROM generate_series(1, 2600) id WHERE random() < 0.55
UNION ALL
SELECT DISTINCT 2600 + floor(191000 * random() ^ 1.7)::int FROM generate_series(1, 700);
CREATE TEMP TABLE movk AS SELECT row_number() OVER (ORDER BY md5(id::text)) AS k, id FROM (SELECT id FROM mk0 ORDER BY id LIMIT 2000) x;

CREATE TABLE movies (movieId integer PRIMARY KEY, title text NOT NULL, genres text NOT NULL);
INSERT INTO movies
SELECT id, (ARRAY['Toy Story', 'Jumanji', 'Heat', 'Sabrina', 'GoldenEye', 'Casino', 'Se7en', 'Braveheart', 'Apollo 13',
                  'Babe', 'Clueless', 'Fargo', 'Twister', 'Matrix, The', 'Memento', 'Inception'])[1 + id % 16]
           || CASE WHEN id > 16 THEN ' ' || (id % 97) ELSE '' END || ' (' || (1920 + floor(random() ^ 0.4 * 98)::int) || ')',
       CASE WHEN random() < 0.005 THEN '(no genres listed)'
            ELSE array_to_string(ARRAY(SELECT DISTINCT g FROM unnest(ARRAY['Adventure', 'Animation', 'Children', 'Comedy', 'Fantasy',
                   'Romance', 'Drama', 'Action', 'Crime', 'Thriller', 'Horror', 'Mystery', 'Sci-Fi', 'Documentary', 'War', 'Musical',
                   'Western', 'Film-Noir', 'IMAX']) WITH ORDINALITY u(g, o)
                   WHERE (o + id) % 7 = 0 OR o = 1 + (id * 13) % 19 ORDER BY g), '|') END
  FROM movk ORDER BY id;

CREATE TABLE links (movieId integer PRIMARY KEY REFERENCES movies, imdbId integer NOT NULL, tmdbId integer);
INSERT INTO links
SELECT id, CASE WHEN id < 3000 THEN 10000 + id * 41 + (id * 7919) % 40 ELSE 100000 + (id * 37) % 7900000 END,
       CASE WHEN random() < 0.004 THEN NULL WHEN id < 3000 THEN 800 + (id * 131) % 60000 ELSE 2000 + (id * 17) % 520000 END
  FROM movk ORDER BY id;

-- 12,000 ratings by 610 users (every user at least a few), half stars since 2003
CREATE TABLE ratings (userId integer NOT NULL, movieId integer NOT NULL REFERENCES movies, rating numeric(2,1) NOT NULL,
  timestamp bigint NOT NULL, PRIMARY KEY (userId, movieId));
INSERT INTO ratings
SELECT DISTINCT ON (u, m.id) u, m.id,
       (ARRAY[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.0, 3.5, 3.5, 4.0, 4.0, 4.0, 4.5, 5.0, 5.0])[pg_temp.r(15)],
       828124615 + floor(random() * 709000000)::bigint
  FROM (SELECT CASE WHEN g <= 610 * 4 THEN 1 + (g - 1) % 610 ELSE pg_temp.sk(610, 2.0) END AS u, pg_temp.sk(2000, 2.4) AS mk
          FROM generate_series(1, 12600) g) x
  JOIN movk m ON m.k = LEAST(x.mk, 2000)
 ORDER BY u, m.id;

-- 900 tags by 58 users, often on movies they never rated
CREATE TABLE tags (userId integer NOT NULL, movieId integer NOT NULL REFERENCES movies, tag text NOT NULL, timestamp bigint NOT NULL);
INSERT INTO tags
SELECT DISTINCT ON (u, m.id, t) u, m.id, t, 1137202000 + floor(random() * 400000000)::bigint
  FROM (SELECT (ARRAY[2, 7, 18, 21, 49, 62, 63, 76, 103, 106, 112, 119, 125, 132, 138, 161, 166, 167, 177, 184, 193, 205, 226, 256,
                      274, 288, 289, 291, 300, 305, 318, 319, 327, 336, 341, 356, 357, 364, 390, 410, 424, 435, 439, 462, 474, 477,
                      487, 506, 513, 520, 533, 537, 543, 567, 573, 599, 600, 606])[pg_temp.sk(58, 2.5)] AS u,
               pg_temp.sk(2000, 1.8) AS mk,
               (ARRAY['funny', 'Highly quotable', 'will ferrell', 'Boxing story', 'MMA', 'Tom Hardy', 'drugs', 'Leonardo DiCaprio',
                      'Martin Scorsese', 'way too long', 'twist ending', 'dark comedy', 'sci-fi', 'atmospheric', 'thought-provoking',
                      'surreal', 'Pixar', 'superhero', 'Disney', 'visually appealing', 'religion', 'quirky', 'psychology',
                      'time travel', 'In Netflix queue'])[pg_temp.sk(25, 1.5)] AS t
          FROM generate_series(1, 900)) x
  JOIN movk m ON m.k = LEAST(x.mk, 2000)
 ORDER BY u, m.id, t;

-- the tag genome of ml-latest: 1,128 tags, every tag scored for each of 60 genome movies
CREATE TABLE genome_tags (tagId integer PRIMARY KEY, tag text NOT NULL);
INSERT INTO genome_tags
SELECT i, CASE i WHEN 1 THEN '007' WHEN 2 THEN '007 (series)' WHEN 3 THEN '18th century' WHEN 4 THEN '1920s'
               ELSE (ARRAY['action', 'adventure', 'alien', 'animation', 'anime', 'atmospheric', 'based on a book', 'biography',
                           'comedy', 'dark', 'drama', 'dystopia', 'fantasy', 'funny', 'gangsters', 'heist', 'horror', 'magic',
                           'mafia', 'music', 'noir', 'politics', 'revenge', 'romance', 'space', 'spies', 'twist', 'war'])[1 + i % 28]
                    || ' ' || i END
  FROM generate_series(1, 1128) i;

-- genome movies: 48 popular ones of the small set and 12 only in ml-latest
CREATE TEMP TABLE genm AS
SELECT id FROM (SELECT id FROM movk WHERE k <= 120 ORDER BY md5('g' || id) LIMIT 48) a
UNION ALL
SELECT 100000 + i * 977 FROM generate_series(1, 12) i WHERE 100000 + i * 977 NOT IN (SELECT id FROM movk);
CREATE TABLE genome_scores (movieId integer NOT NULL, tagId integer NOT NULL REFERENCES genome_tags, relevance double precision NOT NULL,
  PRIMARY KEY (movieId, tagId));
INSERT INTO genome_scores
SELECT g.id, t.i, round((random() ^ 2.5)::numeric, 5)::float8
  FROM genm g CROSS JOIN generate_series(1, 1128) t(i)
 ORDER BY g.id, t.i;
