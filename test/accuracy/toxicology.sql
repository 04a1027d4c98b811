-- test/accuracy/toxicology.sql: the BIRD text-to-SQL benchmark's dev database toxicology (molecules
-- labelled carcinogenic or not, their atoms and bonds; a SQLite database) as loaded into PostgreSQL
-- with its original lower-case names, written for issue 16 as a held-out check (ninth round):
-- committed with its truth (toxicology_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; every key is text built from its parent's key: molecules
-- 'TR000'..'TR510' (with gaps), atoms '<molecule>_<n>' ('TR000_1'), bonds '<molecule>_<a>_<b>'
-- ('TR000_1_2', a < b); atom.molecule_id and bond.molecule_id point at molecule by its key's name;
-- connected is the keyless-looking edge table keyed by (atom_id, atom_id2) that lists every bond
-- twice, once each way, with its bond_id (so bond_id repeats) -- atom_id2 is a role of atom_id
-- with a trailing digit.  Lower-case element symbols ('c', 'h', 'cl'), labels '+' / '-', bond
-- types '-', '=', '#'.  Every reference the SQLite DDL declares holds in the data and is declared
-- here; there is no undeclared one.  Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.343);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;

CREATE TABLE molecule (
  molecule_id text NOT NULL,
  label text DEFAULT NULL,
  PRIMARY KEY (molecule_id));
INSERT INTO molecule
SELECT 'TR' || lpad(i::text, 3, '0'), CASE WHEN random() < 0.44 THEN '+' ELSE '-' END
  FROM generate_series(0, 510) i WHERE (i * 7919) % 3 <> 0 OR i % 5 = 0 ORDER BY i;

CREATE TABLE atom (
  atom_id text NOT NULL,
  molecule_id text DEFAULT NULL,
  element text DEFAULT NULL,
  PRIMARY KEY (atom_id),
  FOREIGN KEY (molecule_id) REFERENCES molecule (molecule_id));
CREATE TEMP TABLE msize AS
SELECT molecule_id, 2 + floor(random() ^ 1.6 * 24)::int AS n FROM molecule ORDER BY molecule_id;
INSERT INTO atom
SELECT m.molecule_id || '_' || k, m.molecule_id,
       (ARRAY['c', 'c', 'c', 'c', 'c', 'c', 'h', 'h', 'h', 'h', 'h', 'o', 'o', 'n', 'n', 'cl', 's', 'br', 'p', 'na',
              'f', 'i', 'sn', 'pb', 'te', 'ca', 'cu', 'zn', 'k', 'b'])[CASE WHEN random() < 0.9 THEN pg_temp.r(15) ELSE pg_temp.r(30) END]
  FROM msize m CROSS JOIN LATERAL generate_series(1, m.n) k
 ORDER BY m.molecule_id, k;

-- a tree (each atom bonded to an earlier one) and a ring bond in about a third of the molecules
CREATE TABLE bond (
  bond_id text NOT NULL,
  molecule_id text DEFAULT NULL,
  bond_type text DEFAULT NULL,
  PRIMARY KEY (bond_id),
  FOREIGN KEY (molecule_id) REFERENCES molecule (molecule_id));
CREATE TEMP TABLE edge AS
SELECT m.molecule_id, greatest(1, k - pg_temp.r(3)) AS a, k AS b
  FROM msize m CROSS JOIN LATERAL generate_series(2, m.n) k
UNION
SELECT molecule_id, 1, n FROM msize WHERE n >= 6 AND random() < 0.35;
INSERT INTO bond
SELECT molecule_id || '_' || a || '_' || b, molecule_id,
       CASE WHEN random() < 0.86 THEN '-' WHEN random() < 0.96 THEN '=' ELSE '#' END
  FROM edge ORDER BY molecule_id, a, b;

CREATE TABLE connected (
  atom_id text NOT NULL,
  atom_id2 text NOT NULL,
  bond_id text DEFAULT NULL,
  PRIMARY KEY (atom_id, atom_id2),
  FOREIGN KEY (atom_id) REFERENCES atom (atom_id),
  FOREIGN KEY (atom_id2) REFERENCES atom (atom_id),
  FOREIGN KEY (bond_id) REFERENCES bond (bond_id));
INSERT INTO connected
SELECT x, y, bond_id FROM (
  SELECT molecule_id || '_' || a AS x, molecule_id || '_' || b AS y, molecule_id || '_' || a || '_' || b AS bond_id, molecule_id, a, b, 0 AS d FROM edge
  UNION ALL
  SELECT molecule_id || '_' || b, molecule_id || '_' || a, molecule_id || '_' || a || '_' || b, molecule_id, a, b, 1 FROM edge) e
 ORDER BY molecule_id, a, b, d;

ANALYZE;
