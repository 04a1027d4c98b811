-- test/accuracy/lego.sql: the Rebrickable LEGO database (its downloadable CSV tables) as loaded into
-- PostgreSQL, written for issue 16 as a held-out check (sixth round): committed with its truth
-- (lego_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; plural table names with a bare id key (themes, colors,
-- part_categories, inventories) beside natural text keys (sets.set_num '75192-1', parts.part_num
-- '3001' / '3001a' / '973pr1234c01', mostly digits but text, minifigs.fig_num 'fig-000001',
-- elements.element_id of six or seven digits); references by <singular>_id (theme_id, color_id,
-- inventory_id, part_cat_id: a role that does not name the table part_categories) and by the
-- text key's own name (part_num, set_num, fig_num) or a role prefix (child_part_num,
-- parent_part_num); themes nest by parent_id (NULL at the top); colors start at -1 (Unknown) and
-- end at 9999 (No Color). inventories.set_num is polymorphic: a set's or a minifig's number
-- (no reference to either, left out of the truth); elements.design_id is the mould number, the
-- part_num of the plain part for most elements and a number no part has for the others (no
-- reference). Link tables with no key (inventory_parts with is_spare, inventory_sets,
-- inventory_minifigs); a few sets have a second inventory version. Skewed parts (plates and
-- bricks in every set), skewed colours and themes. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.75192);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- 460 themes: 140 at the top, the others under an earlier one
CREATE TABLE themes (id integer PRIMARY KEY, name text NOT NULL, parent_id integer REFERENCES themes);
INSERT INTO themes
SELECT i, (ARRAY['Technic', 'Star Wars', 'Town', 'Castle', 'Space', 'City', 'Creator', 'Ninjago', 'Friends', 'Duplo',
                 'Bionicle', 'Harry Potter', 'Super Heroes', 'Pirates', 'Trains', 'Collectible Minifigures'])[1 + i % 16]
          || CASE WHEN i > 16 THEN ' ' || i ELSE '' END,
       CASE WHEN i <= 140 THEN NULL ELSE 1 + floor(random() ^ 1.5 * (i - 1))::int END
  FROM generate_series(1, 460) i;

-- colours: -1 Unknown, 0..85, a few in the hundreds, 1000..1079, 9999 No Color
CREATE TABLE colors (id integer PRIMARY KEY, name text NOT NULL, rgb char(6) NOT NULL, is_trans boolean NOT NULL);
INSERT INTO colors
SELECT c, CASE c WHEN -1 THEN '[Unknown]' WHEN 0 THEN 'Black' WHEN 1 THEN 'Blue' WHEN 4 THEN 'Red' WHEN 14 THEN 'Yellow'
                 WHEN 15 THEN 'White' WHEN 71 THEN 'Light Bluish Gray' WHEN 72 THEN 'Dark Bluish Gray' WHEN 9999 THEN '[No Color/Any Color]'
                 ELSE (ARRAY['Trans-', 'Dark ', 'Light ', 'Medium ', 'Pearl ', 'Metallic ', '', 'Bright '])[1 + c % 8]
                      || (ARRAY['Green', 'Orange', 'Tan', 'Pink', 'Purple', 'Brown', 'Lime', 'Azure', 'Gold', 'Silver', 'Nougat'])[1 + c % 11] END,
       upper(substr(md5('rgb' || c), 1, 6)), c % 8 = 0 AND c > 30
  FROM (SELECT generate_series(-1, 85) UNION ALL SELECT unnest(ARRAY[89, 92, 100, 110, 112, 115, 117, 118, 125, 134, 137, 142, 148, 151, 179, 183, 191, 212, 216, 226, 232, 272, 288, 294, 297, 308, 320, 321, 322, 323, 326, 334, 335, 366, 373, 378, 379, 383, 450, 462, 484, 503])
        UNION ALL SELECT generate_series(1000, 1079) UNION ALL SELECT 9999) s(c);
CREATE TEMP TABLE colk AS
SELECT row_number() OVER (ORDER BY CASE id WHEN 0 THEN 0 WHEN 71 THEN 1 WHEN 15 THEN 2 WHEN 72 THEN 3 WHEN 4 THEN 4 WHEN 14 THEN 5
                                          WHEN 1 THEN 6 WHEN 19 THEN 7 ELSE 8 END, md5(id::text)) AS k, id
  FROM colors WHERE id NOT IN (-1, 9999);

CREATE TABLE part_categories (id integer PRIMARY KEY, name text NOT NULL);
INSERT INTO part_categories
SELECT i, (ARRAY['Bricks', 'Plates', 'Tiles', 'Slopes', 'Technic Pins', 'Technic Beams', 'Minifig Heads', 'Minifig Upper Body',
                 'Minifig Lower Body', 'Plates Special', 'Bricks Round and Cones', 'Windows and Doors', 'Plants and Animals',
                 'Transportation - Land', 'Wheels and Tyres', 'Stickers', 'Minifig Accessories', 'Bars, Ladders and Fences'])[1 + i % 18]
          || CASE WHEN i > 18 THEN ' ' || (i / 18 + 1) ELSE '' END
  FROM generate_series(1, 68) i;

-- 8,000 parts: numbers of four or five digits, variants with a letter, prints and assemblies
CREATE TABLE parts (part_num text PRIMARY KEY, name text NOT NULL, part_cat_id integer NOT NULL REFERENCES part_categories,
  part_material text NOT NULL);
CREATE TEMP TABLE pk0 AS
SELECT i, CASE WHEN i <= 3000 THEN (2400 + i * 7)::text
               WHEN i <= 4500 THEN (2400 + (i - 3000) * 7)::text || chr(97 + i % 4)
               WHEN i <= 6500 THEN (2400 + (i % 1500) * 7)::text || 'pr' || lpad((i % 997)::text, 4, '0')
               WHEN i <= 7300 THEN (10000 + i * 13)::text
               WHEN i <= 7800 THEN (900 + i % 100)::text || 'c' || lpad((i % 37)::text, 2, '0')
               ELSE (970 + i % 4)::text || 'c' || lpad((i % 89)::text, 2, '0') || 'pr' || lpad(i::text, 4, '0') END AS part_num
  FROM generate_series(1, 8000) i;
DELETE FROM pk0 a USING pk0 b WHERE a.part_num = b.part_num AND a.i > b.i;
CREATE TEMP TABLE partk AS SELECT row_number() OVER (ORDER BY i) AS k, part_num FROM pk0;
INSERT INTO parts
SELECT part_num, (ARRAY['Brick', 'Plate', 'Tile', 'Slope 45', 'Technic Pin', 'Technic Beam', 'Minifig Head', 'Torso', 'Legs'])[1 + k % 9]
                 || ' ' || (1 + k % 4) || ' x ' || (1 + k % 6) || CASE WHEN part_num LIKE '%pr%' THEN ' with Print' ELSE '' END,
       CASE WHEN k <= 3000 THEN 1 + pg_temp.sk(68, 1.5) - 1 ELSE pg_temp.r(68) END,
       CASE WHEN random() < 0.97 THEN 'Plastic' WHEN random() < 0.5 THEN 'Rubber' ELSE 'Cloth' END
  FROM partk ORDER BY part_num;

-- part_relationships: prints of a part, pairs, sub-parts, moulds, patterns, alternates
CREATE TABLE part_relationships (rel_type char(1) NOT NULL, child_part_num text NOT NULL REFERENCES parts,
  parent_part_num text NOT NULL REFERENCES parts);
INSERT INTO part_relationships
SELECT DISTINCT ON (c.part_num, p.part_num) rt, c.part_num, p.part_num
  FROM (SELECT (ARRAY['P', 'P', 'P', 'P', 'R', 'B', 'M', 'M', 'T', 'A'])[pg_temp.r(10)] AS rt, pg_temp.r(7900) AS ck,
               pg_temp.sk(3000, 1.3) AS pk
          FROM generate_series(1, 3000)) x
  JOIN partk c ON c.k = x.ck JOIN partk p ON p.k = x.pk
 WHERE c.part_num <> p.part_num;

-- 1,500 minifigs
CREATE TABLE minifigs (fig_num text PRIMARY KEY, name text NOT NULL, num_parts integer NOT NULL, img_url text);
INSERT INTO minifigs
SELECT 'fig-' || lpad(i::text, 6, '0'), (ARRAY['Stormtrooper', 'Police Officer', 'Knight', 'Pirate Captain', 'Astronaut', 'Ninja', 'Wizard', 'Chef'])[1 + i % 8] || ' ' || i,
       3 + pg_temp.r(4) - 1, 'https://cdn.rebrickable.com/media/sets/fig-' || lpad(i::text, 6, '0') || '.jpg'
  FROM generate_series(1, 1500) i;

-- 4,000 sets: numbers of four or five digits with a version suffix, a few with letters
CREATE TABLE sets (set_num text PRIMARY KEY, name text NOT NULL, year integer NOT NULL, theme_id integer NOT NULL REFERENCES themes,
  num_parts integer NOT NULL, img_url text);
CREATE TEMP TABLE setk AS
SELECT row_number() OVER (ORDER BY n) AS k, n AS set_num FROM (
  SELECT DISTINCT CASE WHEN i % 40 = 0 THEN 'llca' || (i % 60) || '-1'
                       WHEN i % 17 = 0 THEN (1000 + i * 3 % 9000) || '-2'
                       ELSE (1000 + (i * 37) % 79000) || '-1' END AS n
    FROM generate_series(1, 4100) i) x LIMIT 4000;
INSERT INTO sets
SELECT set_num, 'Set ' || initcap(md5(set_num)::text), 1949 + floor(random() ^ 0.4 * 75)::int, pg_temp.sk(460, 1.6),
       pg_temp.sk(1500, 3.0) - 1, 'https://cdn.rebrickable.com/media/sets/' || set_num || '.jpg'
  FROM setk ORDER BY set_num;

-- inventories: one per set (a few sets a second version), one per minifig; ids with gaps
CREATE TABLE inventories (id integer PRIMARY KEY, version integer NOT NULL, set_num text NOT NULL);
INSERT INTO inventories
SELECT row_number() OVER (ORDER BY o, v) * 3 + (o % 2), v, s
  FROM (SELECT k AS o, 1 AS v, set_num AS s FROM setk
        UNION ALL SELECT k, 2, set_num FROM setk WHERE k % 25 = 3
        UNION ALL SELECT 4000 + i, 1, 'fig-' || lpad(i::text, 6, '0') FROM generate_series(1, 1500) i) x;

-- inventory_parts: 3..40 lines in a set's inventory (a few large sets far more), 3..6 in a minifig's
CREATE TABLE inventory_parts (inventory_id integer NOT NULL REFERENCES inventories, part_num text NOT NULL REFERENCES parts,
  color_id integer NOT NULL REFERENCES colors, quantity integer NOT NULL, is_spare boolean NOT NULL, img_url text);
INSERT INTO inventory_parts
SELECT iv.id, p.part_num, CASE WHEN random() < 0.005 THEN -1 WHEN random() < 0.003 THEN 9999 ELSE c.id END,
       pg_temp.sk(12, 3.0), random() < 0.06, 'https://cdn.rebrickable.com/media/parts/elements/' || p.part_num || '.jpg'
  FROM (SELECT id, set_num, CASE WHEN set_num LIKE 'fig-%' THEN 2 + pg_temp.r(4) WHEN random() < 0.03 THEN 80 + pg_temp.r(150)
                                 ELSE 2 + pg_temp.sk(38, 1.4) END AS lines FROM inventories) iv
  CROSS JOIN LATERAL (SELECT g, pg_temp.sk(7900, 2.6) AS pk, pg_temp.sk(240, 2.2) AS ck FROM generate_series(1, iv.lines) g) l
  JOIN partk p ON p.k = l.pk
  JOIN colk c ON c.k = LEAST(l.ck, (SELECT max(k) FROM colk))
 ORDER BY iv.id, l.g;

-- inventory_sets: sets sold inside packs and collections (other sets' inventories)
CREATE TABLE inventory_sets (inventory_id integer NOT NULL REFERENCES inventories, set_num text NOT NULL REFERENCES sets,
  quantity integer NOT NULL);
INSERT INTO inventory_sets
SELECT iv.id, s.set_num, CASE WHEN random() < 0.9 THEN 1 ELSE 2 END
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM inventories WHERE set_num NOT LIKE 'fig-%' AND version = 1 AND id % 29 = 1) iv
  CROSS JOIN LATERAL generate_series(1, 2 + (iv.n % 3)::int) g
  JOIN setk s ON s.k = 1 + (iv.n * 211 + g * 37) % 4000;

-- inventory_minifigs: the minifigs in a set's inventory (most figs in one or two sets)
CREATE TABLE inventory_minifigs (inventory_id integer NOT NULL REFERENCES inventories, fig_num text NOT NULL REFERENCES minifigs,
  quantity integer NOT NULL);
INSERT INTO inventory_minifigs
SELECT DISTINCT ON (iv.id, f) iv.id, 'fig-' || lpad(f::text, 6, '0'), CASE WHEN random() < 0.92 THEN 1 ELSE 2 + pg_temp.r(3) END
  FROM (SELECT id FROM inventories WHERE set_num NOT LIKE 'fig-%' AND id % 5 <> 2) iv
  CROSS JOIN LATERAL (SELECT pg_temp.r(1500) + 0 * iv.id AS f FROM generate_series(1, pg_temp.sk(4, 2.0) - 1 + 0 * iv.id)) m;

-- elements: an element id for a part in a colour (some combinations twice, most combinations used
-- in inventories none); design_id the plain part's number for most
CREATE TABLE elements (element_id text PRIMARY KEY, part_num text NOT NULL REFERENCES parts, color_id integer NOT NULL REFERENCES colors,
  design_id text);
INSERT INTO elements
SELECT (CASE WHEN i % 3 = 0 THEN 300000 + i * 17 ELSE 4100000 + i * 211 END)::text, p.part_num, c.id,
       CASE WHEN random() < 0.85 THEN substring(p.part_num FROM '^[0-9]+') ELSE (90000 + i)::text END
  FROM (SELECT i, pg_temp.sk(7900, 2.0) AS pk, pg_temp.sk(240, 2.0) AS ck FROM generate_series(1, 9000) i) x
  JOIN partk p ON p.k = x.pk
  JOIN colk c ON c.k = LEAST(x.ck, (SELECT max(k) FROM colk))
 ORDER BY 1;
