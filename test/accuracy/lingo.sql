-- test/accuracy/lingo.sql: a multilingual recipe catalogue in snake case, for the accuracy suite
-- (truth: lingo_truth.csv, every foreign key declared).
--
-- Why: catalogues translated into several languages keep their text in tables keyed by
-- (entity_id, local_language_id), the way veekun's pokedex and many CMSs do. Those text tables
-- are siblings: recipe_prose's (recipe_id, local_language_id) pairs all appear in recipe_names,
-- yet neither references the other; each references recipes and languages. It also has:
--   * role prefixes in snake case (local_language_id, author_chef_id, reviewer_chef_id,
--     mentor_chef_id, original_recipe_id) in front of the target's name;
--   * target tables whose names carry a prefix the column lacks (recipes.category_id ->
--     recipe_categories, ingredients.kind_id -> ingredient_kinds);
--   * small dense 1..N lookup tables (9 languages, 14 categories, 20 kinds, 25 cuisines) that
--     contain one another's ids;
--   * materialized views (per-recipe and per-chef rollups) whose unique ids hold the same values
--     as recipes.id and chefs.id: they are derived, not targets.
-- Deterministic: no random().
SET client_min_messages = warning;
CREATE TABLE languages (id int PRIMARY KEY, iso639 char(2) UNIQUE, identifier text, official boolean);
INSERT INTO languages SELECT g, (ARRAY['en','de','fr','es','it','ja','ko','zh','pt'])[g],
       (ARRAY['english','german','french','spanish','italian','japanese','korean','chinese','portuguese'])[g], g <= 5
  FROM generate_series(1, 9) g;
CREATE TABLE language_names (language_id int REFERENCES languages, local_language_id int REFERENCES languages, name text,
                             PRIMARY KEY (language_id, local_language_id));
INSERT INTO language_names SELECT a, b, 'lang ' || a || ' in ' || b FROM generate_series(1, 9) a, generate_series(1, 9) b WHERE b <= 5 OR a = b;
CREATE TABLE cuisines (id int PRIMARY KEY, identifier text);
INSERT INTO cuisines SELECT g, 'cuisine-' || g FROM generate_series(1, 25) g;
CREATE TABLE cuisine_names (cuisine_id int REFERENCES cuisines, local_language_id int REFERENCES languages, name text,
                            PRIMARY KEY (cuisine_id, local_language_id));
INSERT INTO cuisine_names SELECT c, l, 'cuisine ' || c || '/' || l FROM generate_series(1, 25) c, generate_series(1, 9) l WHERE l <= 6 OR c % 4 = 0;
CREATE TABLE recipe_categories (id int PRIMARY KEY, identifier text);
INSERT INTO recipe_categories SELECT g, 'category-' || g FROM generate_series(1, 14) g;
CREATE TABLE recipe_category_prose (recipe_category_id int REFERENCES recipe_categories, local_language_id int REFERENCES languages,
                                    description text, PRIMARY KEY (recipe_category_id, local_language_id));
INSERT INTO recipe_category_prose SELECT c, l, 'about category ' || c FROM generate_series(1, 14) c, generate_series(1, 9) l WHERE l <= 4 OR l = 1 + c % 9;
CREATE TABLE chefs (id int PRIMARY KEY, first_name text, last_name text, email text, mentor_chef_id int REFERENCES chefs);
INSERT INTO chefs SELECT g, 'Chef' || g, 'Family' || (g % 97), 'chef' || g || '@lingo.test',
       CASE WHEN g <= 20 THEN NULL ELSE 1 + (g * 7) % (g - 1) END FROM generate_series(1, 300) g;
CREATE TABLE recipes (id int PRIMARY KEY, identifier text, category_id int REFERENCES recipe_categories,
                      cuisine_id int REFERENCES cuisines, author_chef_id int REFERENCES chefs,
                      original_recipe_id int REFERENCES recipes, servings int, prep_minutes int, difficulty int);
INSERT INTO recipes SELECT g, 'recipe-' || g, 1 + (g * 5) % 14, 1 + (g * 11) % 25, 1 + (g * 37) % 300,
       CASE WHEN g % 9 = 0 THEN 1 + (g * 13) % (g - 1) END, 1 + g % 12, 5 + (g * 7) % 180, 1 + g % 5
  FROM generate_series(1, 4000) g;
CREATE TABLE recipe_names (recipe_id int REFERENCES recipes, local_language_id int REFERENCES languages, name text,
                           PRIMARY KEY (recipe_id, local_language_id));
INSERT INTO recipe_names SELECT r, l, 'recipe ' || r || ' (' || l || ')' FROM generate_series(1, 4000) r, generate_series(1, 9) l
 WHERE l <= 3 OR (r + l) % 4 = 0;
-- every (recipe, language) pair here is also in recipe_names: siblings, not a reference
CREATE TABLE recipe_prose (recipe_id int REFERENCES recipes, local_language_id int REFERENCES languages,
                           summary text, instructions text, PRIMARY KEY (recipe_id, local_language_id));
INSERT INTO recipe_prose SELECT recipe_id, local_language_id, 'summary ' || recipe_id, 'steps ' || recipe_id
  FROM recipe_names WHERE local_language_id <= 2 OR (recipe_id + local_language_id) % 8 = 0;
CREATE TABLE ingredient_kinds (id int PRIMARY KEY, identifier text);
INSERT INTO ingredient_kinds SELECT g, 'kind-' || g FROM generate_series(1, 20) g;
CREATE TABLE ingredients (id int PRIMARY KEY, identifier text, kind_id int REFERENCES ingredient_kinds, calories_per_100g int);
INSERT INTO ingredients SELECT g, 'ingredient-' || g, 1 + (g * 3) % 20, (g * 37) % 900 FROM generate_series(1, 800) g;
CREATE TABLE ingredient_names (ingredient_id int REFERENCES ingredients, local_language_id int REFERENCES languages, name text,
                               PRIMARY KEY (ingredient_id, local_language_id));
INSERT INTO ingredient_names SELECT i, l, 'ingredient ' || i || '/' || l FROM generate_series(1, 800) i, generate_series(1, 9) l WHERE l <= 5;
CREATE TABLE recipe_ingredients (recipe_id int REFERENCES recipes, ingredient_id int REFERENCES ingredients, grams int, position int,
                                 PRIMARY KEY (recipe_id, ingredient_id));
INSERT INTO recipe_ingredients SELECT r, 1 + (r * 13 + p * 97) % 800, 10 + (r * p) % 490, p
  FROM generate_series(1, 4000) r, generate_series(1, 3 + r % 6) p;
CREATE TABLE recipe_reviews (id int PRIMARY KEY, recipe_id int REFERENCES recipes, reviewer_chef_id int REFERENCES chefs,
                             stars int, reviewed_on date);
INSERT INTO recipe_reviews SELECT g, 1 + (g * 7919) % 4000, 1 + (g * 31) % 300, 1 + (g * 7) % 5, '2023-01-01'::date + g % 600
  FROM generate_series(1, 25000) g;
-- derived rollups: unique ids with the same values as recipes.id and chefs.id
CREATE MATERIALIZED VIEW recipe_review_stats AS
  SELECT recipe_id, count(*) AS reviews, avg(stars)::numeric(4,2) AS avg_stars FROM recipe_reviews GROUP BY recipe_id;
CREATE UNIQUE INDEX ON recipe_review_stats (recipe_id);
CREATE MATERIALIZED VIEW chef_recipe_counts AS
  SELECT author_chef_id AS chef_id, count(*) AS recipes FROM recipes GROUP BY author_chef_id;
ANALYZE;
