-- test/accuracy/chado.sql: a subset of the GMOD Chado biological schema (1.3x, as Tripal installs it
-- in PostgreSQL) with a small annotated genome load, written for issue 16 as a held-out check
-- (round 17): committed with its truth (chado_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; singular snake_case tables, some glued (cvterm, dbxref,
-- featureloc, featureprop, cvtermpath, pubauthor), bigint serial keys named <table>_id that all start
-- at 1 (identical, overlapping key ranges); every reference is declared; references by role:
-- type_id -> cvterm on nearly every table (feature, featureprop, feature_relationship, synonym, pub,
-- contact, organism, *prop, cvtermsynonym, cvterm_relationship, cvtermpath), subject_id / object_id
-- -> feature (feature_relationship) or -> cvterm (cvterm_relationship, cvtermpath), srcfeature_id ->
-- feature (featureloc: a chromosome or scaffold for gene-model parts, a polypeptide for protein
-- matches); linker tables with their own serial key and a UNIQUE natural key (feature_dbxref,
-- feature_pub, feature_cvterm, feature_synonym, analysisfeature, cvterm_dbxref, pub_dbxref,
-- organism_dbxref); *prop tables keyed (x_id, type_id, rank) with rank mostly 0. The install seeds
-- 'null' rows (db, dbxref, cv, cvterm and pub 1 named 'null'): feature_cvterm.pub_id and
-- feature_synonym.pub_id are NOT NULL and point at the null pub on most rows. Every cvterm has its own
-- dbxref (cvterm.dbxref_id NOT NULL UNIQUE), dbxrefs for cvterms created in step with the terms,
-- with GO cross references, organism, gene, protein and PubMed accessions after them;
-- feature.dbxref_id is nullable (set on most genes of the first organism only); organism.type_id
-- (infraspecific rank) is NULL but on two organisms; contact.type_id NULL on some. Features come in
-- GFF order (landmarks first, then gene, mRNA, exons, CDS, polypeptide per gene), all of a genome
-- load linked to its annotation analysis in analysisfeature; interproscan protein_match features
-- (is_analysis) located on polypeptides. Skewed GO annotation (a few terms on many proteins).
-- cvtermpath.type_id is is_a on every row: undiscoverable, in the truth as such. Every reference the
-- data supports is declared (none undeclared).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1331);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

-- ---- general module: db, dbxref ----
CREATE TABLE db (
  db_id bigserial PRIMARY KEY, name varchar(255) NOT NULL UNIQUE, description varchar(255),
  urlprefix varchar(255), url varchar(255));
INSERT INTO db (db_id, name, description, urlprefix, url)
SELECT i, n, NULL, CASE WHEN i > 3 THEN 'https://identifiers.org/' || n || '/' END,
       CASE WHEN i > 3 THEN 'https://www.example.org/' || lower(n) END
  FROM unnest(ARRAY['null', 'local', 'internal', 'OBO_REL', 'SO', 'GO', 'tripal_pub', 'NCBI_TAXON', 'GenBank',
                    'EntrezGene', 'UniProtKB', 'InterPro', 'Pfam', 'EC', 'Reactome', 'PMID', 'DOI', 'TAIR'])
       WITH ORDINALITY AS t(n, i);

-- the cv terms, in load order (ids dense from 1): null, relationship, synonym_type, tripal_pub,
-- sequence (SO), the three GO namespaces, then the small property vocabularies
CREATE TABLE cv (cv_id bigserial PRIMARY KEY, name varchar(255) NOT NULL UNIQUE, definition text);
INSERT INTO cv (cv_id, name, definition)
SELECT i, n, CASE WHEN i > 1 THEN 'vocabulary ' || n END
  FROM unnest(ARRAY['null', 'local', 'relationship', 'sequence', 'biological_process', 'molecular_function',
                    'cellular_component', 'feature_property', 'synonym_type', 'tripal_pub', 'organism_property',
                    'analysis_property', 'tripal_contact', 'cvterm_property_type', 'taxonomic_rank'])
       WITH ORDINALITY AS t(n, i);

CREATE TEMP TABLE t_term (cvterm_id int, cv_id int, name text, db_id int, acc text, isrel int);
INSERT INTO t_term SELECT 1, 1, 'null', 1, 'null', 0;
INSERT INTO t_term SELECT 1 + i, 3, n, 4, n, 1
  FROM unnest(ARRAY['is_a', 'part_of', 'derives_from', 'has_part', 'regulates', 'negatively_regulates',
                    'positively_regulates', 'located_in', 'member_of', 'instance_of', 'adjacent_to'])
       WITH ORDINALITY AS t(n, i);                                                      -- 2..12
INSERT INTO t_term SELECT 12 + i, 9, n, 2, n, 0
  FROM unnest(ARRAY['exact', 'narrow', 'broad', 'related', 'symbol', 'fullname']) WITH ORDINALITY AS t(n, i); -- 13..18
INSERT INTO t_term SELECT 18 + i, 10, n, 7, 'TPUB:' || lpad(i::text, 7, '0'), 0
  FROM unnest(ARRAY['Journal Article', 'Review', 'Conference Proceedings', 'Book Chapter', 'Thesis', 'Patent',
                    'Publication Dbxref', 'Authors', 'Abstract', 'Citation', 'Journal Name'])
       WITH ORDINALITY AS t(n, i);                                                      -- 19..29
-- SO: 420 terms, the ones a genome load uses first
INSERT INTO t_term SELECT 29 + i,
       4, CASE WHEN i <= 16 THEN (ARRAY['region', 'chromosome', 'supercontig', 'gene', 'mRNA', 'exon', 'CDS',
                    'polypeptide', 'five_prime_UTR', 'three_prime_UTR', 'tRNA', 'ncRNA', 'pseudogene', 'match',
                    'match_part', 'protein_match'])[i] ELSE 'sequence_feature_' || i END,
       5, 'SO:' || lpad((i * 37 % 2900)::text, 7, '0'), 0
  FROM generate_series(1, 420) i;                                                      -- 30..449
INSERT INTO t_term SELECT 449 + i,
       CASE WHEN i <= 500 THEN 5 WHEN i <= 800 THEN 6 ELSE 7 END,
       CASE WHEN i <= 500 THEN 'process ' WHEN i <= 800 THEN 'function ' ELSE 'component ' END || i,
       6, 'GO:' || lpad((i * 13 + 3000)::text, 7, '0'), 0
  FROM generate_series(1, 950) i;                                                      -- 450..1399
INSERT INTO t_term SELECT 1399 + i, 8, n, 2, n, 0
  FROM unnest(ARRAY['Note', 'description', 'Dbxref', 'Ontology_term', 'Alias', 'product', 'score',
                    'Target', 'gene_name', 'Gap']) WITH ORDINALITY AS t(n, i);           -- 1400..1409
INSERT INTO t_term SELECT 1409 + i, 11, n, 2, n, 0
  FROM unnest(ARRAY['genome_size', 'ploidy', 'assembly_version', 'comment']) WITH ORDINALITY AS t(n, i); -- 1410..1413
INSERT INTO t_term SELECT 1413 + i, 12, n, 2, n, 0
  FROM unnest(ARRAY['analysis_type', 'analysis_date', 'parameters']) WITH ORDINALITY AS t(n, i);       -- 1414..1416
INSERT INTO t_term SELECT 1416 + i, 13, n, 2, n, 0
  FROM unnest(ARRAY['Person', 'Organization', 'Lab', 'Institution']) WITH ORDINALITY AS t(n, i);       -- 1417..1420
INSERT INTO t_term SELECT 1420 + i, 14, n, 3, n, 0
  FROM unnest(ARRAY['comment', 'subset', 'is_anonymous', 'has_obo_namespace']) WITH ORDINALITY AS t(n, i); -- 1421..1424
INSERT INTO t_term SELECT 1424 + i, 15, n, 3, n, 0
  FROM unnest(ARRAY['subspecies', 'strain', 'cultivar', 'varietas']) WITH ORDINALITY AS t(n, i);          -- 1425..1428

-- every dbxref, ordered as they were created: cvterms' in step (with GO's cross references among
-- them), then organisms', genes' and proteins', then PubMed's
CREATE TEMP TABLE t_dx (ord float8, db_id int, accession text, version text, cvterm_id int, tag text, k int);
INSERT INTO t_dx SELECT cvterm_id, db_id, acc, '', cvterm_id, 'term', cvterm_id FROM t_term;
INSERT INTO t_dx SELECT 450 + random() * 950, (ARRAY[14, 15, 12])[pg_temp.r(3)], 'X' || (10000 + i * 7), '', NULL, 'goxref', i
  FROM generate_series(1, 220) i;
INSERT INTO t_dx SELECT 1500 + i, 8, (ARRAY['3702', '39947', '4577', '3847', '29760', '4081'])[i], '', NULL, 'taxon', i
  FROM generate_series(1, 6) i;
INSERT INTO t_dx SELECT 1600 + i, CASE WHEN i % 3 = 0 THEN 10 ELSE 9 END,
       CASE WHEN i % 3 = 0 THEN (800000 + i * 3)::text ELSE 'NM_' || (100000 + i * 11) END,
       CASE WHEN i % 3 = 0 THEN '' ELSE (1 + i % 3)::text END, NULL, 'gene', i
  FROM generate_series(1, 700) i;
INSERT INTO t_dx SELECT 2400 + i, CASE WHEN i % 4 = 0 THEN 13 WHEN i % 4 = 1 THEN 12 ELSE 11 END,
       CASE WHEN i % 4 = 0 THEN 'PF' || lpad((i * 5)::text, 5, '0') WHEN i % 4 = 1 THEN 'IPR' || lpad((i * 3)::text, 6, '0')
            ELSE 'Q' || upper(substr(md5('up' || i), 1, 5)) END, '', NULL, 'prot', i
  FROM generate_series(1, 500) i;
INSERT INTO t_dx SELECT 3000 + i, 16, (10000000 + i * 4133)::text, '', NULL, 'pmid', i FROM generate_series(1, 240) i;
CREATE TEMP TABLE t_dxid AS SELECT row_number() OVER (ORDER BY ord, tag, k)::int AS dbxref_id, * FROM t_dx;

CREATE TABLE dbxref (
  dbxref_id bigserial PRIMARY KEY, db_id bigint NOT NULL REFERENCES db, accession varchar(1024) NOT NULL,
  version varchar(255) NOT NULL DEFAULT '', description text, UNIQUE (db_id, accession, version));
INSERT INTO dbxref (dbxref_id, db_id, accession, version, description)
SELECT dbxref_id, db_id, accession, version, NULL FROM t_dxid ORDER BY dbxref_id;

CREATE TABLE cvterm (
  cvterm_id bigserial PRIMARY KEY, cv_id bigint NOT NULL REFERENCES cv, name varchar(1024) NOT NULL, definition text,
  dbxref_id bigint NOT NULL UNIQUE REFERENCES dbxref, is_obsolete integer NOT NULL DEFAULT 0,
  is_relationshiptype integer NOT NULL DEFAULT 0, UNIQUE (name, cv_id, is_obsolete));
INSERT INTO cvterm (cvterm_id, cv_id, name, definition, dbxref_id, is_obsolete, is_relationshiptype)
SELECT t.cvterm_id, t.cv_id, t.name, CASE WHEN t.cv_id IN (4, 5, 6, 7) THEN 'definition of ' || t.name END,
       d.dbxref_id, CASE WHEN t.cv_id IN (5, 6) AND t.cvterm_id % 41 = 0 THEN 1 ELSE 0 END, t.isrel
  FROM t_term t JOIN t_dxid d ON d.cvterm_id = t.cvterm_id ORDER BY t.cvterm_id;

-- ontology graph: each SO / GO term under one or two earlier terms of its own cv
CREATE TABLE cvterm_relationship (
  cvterm_relationship_id bigserial PRIMARY KEY, type_id bigint NOT NULL REFERENCES cvterm,
  subject_id bigint NOT NULL REFERENCES cvterm, object_id bigint NOT NULL REFERENCES cvterm,
  UNIQUE (type_id, subject_id, object_id));
CREATE TEMP TABLE t_first AS SELECT cv_id, min(cvterm_id) AS lo FROM t_term WHERE cv_id IN (4, 5, 6, 7) GROUP BY cv_id;
INSERT INTO cvterm_relationship (type_id, subject_id, object_id)
SELECT DISTINCT ON (typ, s, o) typ, s, o FROM (
  SELECT CASE WHEN p = 1 THEN 2 ELSE (ARRAY[2, 2, 3, 3, 3, 6, 7, 8])[pg_temp.r(8)] END AS typ, t.cvterm_id AS s,
         f.lo + floor(random() ^ 1.4 * (t.cvterm_id - f.lo))::int AS o
    FROM t_term t JOIN t_first f USING (cv_id) CROSS JOIN generate_series(1, 2) p
   WHERE t.cvterm_id > f.lo AND (p = 1 OR (t.cvterm_id * 7) % 10 < 3)) x
 ORDER BY typ, s, o;
-- reorder into load order (by subject)
CREATE TEMP TABLE t_cr AS SELECT type_id, subject_id, object_id FROM cvterm_relationship ORDER BY subject_id, type_id, object_id;
TRUNCATE cvterm_relationship;
INSERT INTO cvterm_relationship (cvterm_relationship_id, type_id, subject_id, object_id)
SELECT row_number() OVER (ORDER BY subject_id, type_id, object_id), type_id, subject_id, object_id FROM t_cr;

-- transitive closure of is_a in SO and cellular_component (Tripal's cvtermpath)
CREATE TABLE cvtermpath (
  cvtermpath_id bigserial PRIMARY KEY, type_id bigint REFERENCES cvterm, subject_id bigint NOT NULL REFERENCES cvterm,
  object_id bigint NOT NULL REFERENCES cvterm, cv_id bigint NOT NULL REFERENCES cv, pathdistance integer,
  UNIQUE (subject_id, object_id, type_id, pathdistance));
INSERT INTO cvtermpath (type_id, subject_id, object_id, cv_id, pathdistance)
WITH RECURSIVE p(s, o, d) AS (
  SELECT subject_id, object_id, 1 FROM cvterm_relationship r JOIN t_term t ON t.cvterm_id = r.subject_id
   WHERE r.type_id = 2 AND t.cv_id IN (4, 7)
  UNION
  SELECT p.s, r.object_id, p.d + 1 FROM p JOIN cvterm_relationship r ON r.subject_id = p.o AND r.type_id = 2)
SELECT DISTINCT 2, s, o, t.cv_id, d FROM p JOIN t_term t ON t.cvterm_id = p.s ORDER BY t.cv_id, s, d, o;

CREATE TABLE cvtermprop (
  cvtermprop_id bigserial PRIMARY KEY, cvterm_id bigint NOT NULL REFERENCES cvterm, type_id bigint NOT NULL REFERENCES cvterm,
  value text NOT NULL DEFAULT '', rank integer NOT NULL DEFAULT 0, UNIQUE (cvterm_id, type_id, value, rank));
INSERT INTO cvtermprop (cvterm_id, type_id, value, rank)
SELECT t.cvterm_id, CASE WHEN t.cvterm_id % 3 = 0 THEN 1421 WHEN t.cvterm_id % 3 = 1 THEN 1422 ELSE 1424 END,
       CASE WHEN t.cvterm_id % 3 = 1 THEN (ARRAY['goslim_generic', 'goslim_plant', 'gocheck_do_not_annotate'])[pg_temp.r(3)]
            WHEN t.cvterm_id % 3 = 2 THEN (SELECT name FROM cv WHERE cv_id = t.cv_id) ELSE 'see also ' || t.acc END, 0
  FROM t_term t WHERE t.cv_id IN (5, 6, 7) AND t.cvterm_id % 6 IN (0, 1, 2) AND random() < 0.35
 ORDER BY t.cvterm_id;

CREATE TABLE cvtermsynonym (
  cvtermsynonym_id bigserial PRIMARY KEY, cvterm_id bigint NOT NULL REFERENCES cvterm, synonym varchar(1024) NOT NULL,
  type_id bigint REFERENCES cvterm, UNIQUE (cvterm_id, synonym));
INSERT INTO cvtermsynonym (cvterm_id, synonym, type_id)
SELECT t.cvterm_id, lower(t.name) || ' syn ' || n,
       CASE WHEN random() < 0.1 THEN NULL ELSE (ARRAY[13, 13, 13, 14, 15, 16, 16])[pg_temp.r(7)] END
  FROM t_term t CROSS JOIN generate_series(1, 2) n
 WHERE t.cv_id IN (4, 5, 6, 7) AND (n = 1 AND random() < 0.4 OR n = 2 AND t.cvterm_id % 5 = 0)
 ORDER BY t.cvterm_id, n;

CREATE TABLE cvterm_dbxref (
  cvterm_dbxref_id bigserial PRIMARY KEY, cvterm_id bigint NOT NULL REFERENCES cvterm,
  dbxref_id bigint NOT NULL REFERENCES dbxref, is_for_definition integer NOT NULL DEFAULT 0, UNIQUE (cvterm_id, dbxref_id));
INSERT INTO cvterm_dbxref (cvterm_id, dbxref_id, is_for_definition)
SELECT DISTINCT ON (c, d.dbxref_id) c, d.dbxref_id, (d.k % 4 = 0)::int
  FROM t_dxid d, LATERAL (SELECT 450 + floor((d.ord - 450) + (random() - 0.5) * 20)::int AS c) x
 WHERE d.tag = 'goxref' AND c BETWEEN 450 AND 1399
 ORDER BY c, d.dbxref_id;

-- ---- organism module ----
CREATE TABLE organism (
  organism_id bigserial PRIMARY KEY, abbreviation varchar(255), genus varchar(255) NOT NULL, species varchar(255) NOT NULL,
  common_name varchar(255), infraspecific_name varchar(1024), type_id bigint REFERENCES cvterm, comment text,
  UNIQUE (genus, species, type_id, infraspecific_name));
INSERT INTO organism VALUES
  (1, 'A.thaliana', 'Arabidopsis', 'thaliana', 'mouse-ear cress', NULL, NULL, NULL),
  (2, 'O.sativa', 'Oryza', 'sativa', 'rice', 'japonica', 1425, 'Nipponbare reference'),
  (3, 'Z.mays', 'Zea', 'mays', 'maize', NULL, NULL, NULL),
  (4, 'G.max', 'Glycine', 'max', 'soybean', NULL, NULL, NULL),
  (5, 'V.vinifera', 'Vitis', 'vinifera', 'grape', 'PN40024', 1426, NULL),
  (6, 'S.lycopersicum', 'Solanum', 'lycopersicum', 'tomato', NULL, NULL, NULL);

CREATE TABLE organismprop (
  organismprop_id bigserial PRIMARY KEY, organism_id bigint NOT NULL REFERENCES organism, type_id bigint NOT NULL REFERENCES cvterm,
  value text, rank integer NOT NULL DEFAULT 0, UNIQUE (organism_id, type_id, rank));
INSERT INTO organismprop (organism_id, type_id, value, rank)
SELECT o, 1409 + p, CASE p WHEN 1 THEN (100 + o * 173) || ' Mb' WHEN 2 THEN (ARRAY['2n', '4n'])[1 + o % 2]
                           WHEN 3 THEN 'v' || (1 + o % 4) || '.0' ELSE 'reference genome' END, 0
  FROM generate_series(1, 6) o CROSS JOIN generate_series(1, 4) p WHERE (o * p) % 5 <> 4 ORDER BY o, p;

CREATE TABLE organism_dbxref (
  organism_dbxref_id bigserial PRIMARY KEY, organism_id bigint NOT NULL REFERENCES organism,
  dbxref_id bigint NOT NULL REFERENCES dbxref, UNIQUE (organism_id, dbxref_id));
INSERT INTO organism_dbxref (organism_id, dbxref_id) SELECT k, dbxref_id FROM t_dxid WHERE tag = 'taxon' ORDER BY k;

-- ---- pub module: pub 1 is the 'null' publication ----
CREATE TABLE pub (
  pub_id bigserial PRIMARY KEY, title text, volumetitle text, volume varchar(255), series_name varchar(255),
  issue varchar(255), pyear varchar(255), pages varchar(255), miniref varchar(255), uniquename text NOT NULL UNIQUE,
  type_id bigint NOT NULL REFERENCES cvterm, is_obsolete boolean DEFAULT false, publisher varchar(255), pubplace varchar(255));
INSERT INTO pub (pub_id, title, volume, series_name, issue, pyear, pages, miniref, uniquename, type_id, is_obsolete)
SELECT 1, NULL, NULL, NULL, NULL, NULL, NULL, 'null', 'null', 1, false;
INSERT INTO pub (pub_id, title, volume, series_name, issue, pyear, pages, miniref, uniquename, type_id, is_obsolete)
SELECT i, 'Study of plant gene family ' || i, (10 + i % 40)::text,
       (ARRAY['Plant Cell', 'Plant Physiol', 'Nucleic Acids Res', 'Genome Res', 'BMC Genomics', 'Plant J'])[pg_temp.sk(6, 1.6)],
       (1 + i % 12)::text, (1998 + i % 26)::text, (100 + i) || '-' || (110 + i), NULL,
       'PMID:' || (10000000 + (i - 1) * 4133),
       (ARRAY[19, 19, 19, 19, 19, 20, 20, 21, 22, 23])[pg_temp.r(10)], i % 97 = 0
  FROM generate_series(2, 241) i;

CREATE TABLE pub_dbxref (
  pub_dbxref_id bigserial PRIMARY KEY, pub_id bigint NOT NULL REFERENCES pub, dbxref_id bigint NOT NULL REFERENCES dbxref,
  is_current boolean NOT NULL DEFAULT true, UNIQUE (pub_id, dbxref_id));
INSERT INTO pub_dbxref (pub_id, dbxref_id) SELECT k + 1, dbxref_id FROM t_dxid WHERE tag = 'pmid' AND k % 11 <> 5 ORDER BY k;

CREATE TABLE pubauthor (
  pubauthor_id bigserial PRIMARY KEY, pub_id bigint NOT NULL REFERENCES pub, rank integer NOT NULL,
  editor boolean DEFAULT false, surname varchar(100) NOT NULL, givennames varchar(100), suffix varchar(100),
  UNIQUE (pub_id, rank));
INSERT INTO pubauthor (pub_id, rank, editor, surname, givennames)
SELECT p, a, false, (ARRAY['Smith', 'Wang', 'Li', 'Zhang', 'Garcia', 'Mueller', 'Kim', 'Tanaka', 'Rossi', 'Dubois'])[pg_temp.r(10)],
       chr(65 + pg_temp.r(26) - 1) || '.'
  FROM generate_series(2, 241) p CROSS JOIN generate_series(1, 7) a WHERE a <= 1 + (p * 5) % 7 ORDER BY p, a;

-- ---- contact ----
CREATE TABLE contact (
  contact_id bigserial PRIMARY KEY, type_id bigint REFERENCES cvterm, name varchar(255) NOT NULL UNIQUE, description varchar(255));
INSERT INTO contact (type_id, name, description)
SELECT CASE WHEN i % 5 = 0 THEN NULL WHEN i <= 10 THEN 1417 WHEN i <= 13 THEN 1418 ELSE 1419 END,
       CASE WHEN i <= 10 THEN 'Curator ' || i ELSE 'Genome Center ' || i END, NULL
  FROM generate_series(1, 15) i;

-- ---- analysis ----
CREATE TABLE analysis (
  analysis_id bigserial PRIMARY KEY, name varchar(255), description text, program varchar(255) NOT NULL,
  programversion varchar(255) NOT NULL, algorithm varchar(255), sourcename varchar(255), sourceversion varchar(255),
  sourceuri text, timeexecuted timestamp NOT NULL DEFAULT now(), UNIQUE (program, programversion, sourcename));
INSERT INTO analysis (analysis_id, name, program, programversion, algorithm, sourcename, sourceversion, timeexecuted) VALUES
  (1, 'A. thaliana genome annotation', 'MAKER', '2.31', NULL, 'Athaliana.gff3', '11', '2019-05-02'),
  (2, 'O. sativa genome annotation', 'MAKER', '2.31', NULL, 'Osativa.gff3', '7', '2019-06-11'),
  (3, 'Z. mays genome annotation', 'MAKER', '3.01', NULL, 'Zmays.gff3', '4', '2020-02-20'),
  (4, 'InterProScan of A. thaliana proteins', 'InterProScan', '5.44', 'hmmpfam', 'Athaliana.pep', '11', '2020-03-01'),
  (5, 'InterProScan of O. sativa proteins', 'InterProScan', '5.44', 'hmmpfam', 'Osativa.pep', '7', '2020-03-02'),
  (6, 'BLASTP vs SwissProt', 'blastp', '2.9.0', 'blastp', 'swissprot', '2020_01', '2020-04-10'),
  (7, 'GO annotation by Blast2GO', 'Blast2GO', '5.2', NULL, 'Athaliana.pep', '11', '2020-05-15'),
  (8, 'tRNAscan-SE', 'tRNAscan-SE', '2.0', NULL, 'Zmays.fa', '4', '2020-06-01');

CREATE TABLE analysisprop (
  analysisprop_id bigserial PRIMARY KEY, analysis_id bigint NOT NULL REFERENCES analysis, type_id bigint NOT NULL REFERENCES cvterm,
  value text, rank integer NOT NULL DEFAULT 0, UNIQUE (analysis_id, type_id, rank));
INSERT INTO analysisprop (analysis_id, type_id, value, rank)
SELECT a, 1413 + p, CASE p WHEN 1 THEN 'tripal_analysis_' || (ARRAY['maker', 'interpro', 'blast'])[1 + a % 3]
                           WHEN 2 THEN '2020-0' || (1 + a % 9) ELSE '-evalue 1e-5' END, 0
  FROM generate_series(1, 8) a CROSS JOIN generate_series(1, 3) p WHERE p < 3 OR a IN (4, 5, 6) ORDER BY a, p;

-- ---- sequence module: features in GFF order ----
-- genes per organism, with their transcripts and exons
CREATE TEMP TABLE t_gene AS
SELECT o, g, row_number() OVER (ORDER BY o, g)::int AS gk,
       CASE o WHEN 1 THEN 1 + (g * 5) / 220 WHEN 2 THEN 1 + (g * 4) / 160 ELSE 1 + (g * 8) / 120 END AS chrom,
       CASE WHEN random() < 0.3 THEN 2 ELSE 1 END AS ntx, g % 37 = 0 AS trna
  FROM generate_series(1, 3) o CROSS JOIN LATERAL generate_series(0, CASE o WHEN 1 THEN 219 WHEN 2 THEN 159 ELSE 119 END) g;
CREATE TEMP TABLE t_tx AS
SELECT gk, t, CASE WHEN trna THEN 1 ELSE pg_temp.sk(6, 1.3) END AS nexon, NOT trna AND random() < 0.93 AS coding
  FROM t_gene CROSS JOIN LATERAL generate_series(1, ntx) t;

-- the ordered feature list: kind, organism, owner keys, landmark
CREATE TEMP TABLE t_feat (ord numeric, kind text, o int, gk int, t int, e int, chrom int, lname text, uname text);
INSERT INTO t_feat
SELECT o * 1000000 + c, CASE o WHEN 3 THEN 'supercontig' ELSE 'chromosome' END, o, NULL, NULL, NULL, c,
       CASE o WHEN 3 THEN 'scaffold_' || c ELSE 'Chr' || c END,
       (ARRAY['At', 'Os', 'Zm'])[o] || CASE o WHEN 3 THEN '_scaffold_' ELSE '_Chr' END || c
  FROM generate_series(1, 3) o CROSS JOIN LATERAL generate_series(1, CASE o WHEN 1 THEN 5 WHEN 2 THEN 4 ELSE 8 END) c;
INSERT INTO t_feat
SELECT o * 1000000 + 1000 + gk * 100, 'gene', o, gk, NULL, NULL, chrom,
       (ARRAY['AT', 'LOC_Os', 'Zm'])[o] || chrom || 'G' || lpad((g * 10)::text, 5, '0'),
       (ARRAY['AT', 'LOC_Os', 'Zm'])[o] || chrom || 'G' || lpad((g * 10)::text, 5, '0')
  FROM t_gene;
INSERT INTO t_feat
SELECT g.o * 1000000 + 1000 + g.gk * 100 + x.t * 20, CASE WHEN g.trna THEN 'tRNA' ELSE 'mRNA' END, g.o, g.gk, x.t, NULL, g.chrom,
       NULL, f.uname || '.' || x.t
  FROM t_tx x JOIN t_gene g USING (gk) JOIN t_feat f ON f.gk = g.gk AND f.kind = 'gene';
INSERT INTO t_feat
SELECT m.ord + ex, 'exon', m.o, m.gk, m.t, ex, m.chrom, NULL, m.uname || '.exon' || ex
  FROM t_feat m JOIN t_tx x ON x.gk = m.gk AND x.t = m.t CROSS JOIN LATERAL generate_series(1, x.nexon) ex
 WHERE m.kind IN ('mRNA', 'tRNA');
INSERT INTO t_feat
SELECT m.ord + 10, 'CDS', m.o, m.gk, m.t, NULL, m.chrom, NULL, m.uname || '.cds'
  FROM t_feat m JOIN t_tx x ON x.gk = m.gk AND x.t = m.t WHERE m.kind = 'mRNA' AND x.coding;
INSERT INTO t_feat
SELECT m.ord + 11, 'polypeptide', m.o, m.gk, m.t, NULL, m.chrom, NULL, m.uname || '-protein'
  FROM t_feat m JOIN t_tx x ON x.gk = m.gk AND x.t = m.t WHERE m.kind = 'mRNA' AND x.coding;
-- interproscan matches on proteins of organisms 1 and 2, loaded after every genome
INSERT INTO t_feat
SELECT 9000000 + row_number() OVER (ORDER BY p.ord, k), 'protein_match', p.o, p.gk, p.t, k, p.chrom,
       (ARRAY['PF00069', 'PF00560', 'PF00076', 'PF07714', 'PF00249', 'PF13041'])[pg_temp.sk(6, 1.8)], p.uname || '.ipr' || k
  FROM t_feat p CROSS JOIN generate_series(1, 3) k
 WHERE p.kind = 'polypeptide' AND p.o <= 2 AND k <= (p.gk * 7) % 4;
CREATE TEMP TABLE t_fid AS SELECT row_number() OVER (ORDER BY ord)::int AS feature_id, * FROM t_feat;
CREATE INDEX ON t_fid (gk, t, kind);

CREATE TABLE feature (
  feature_id bigserial PRIMARY KEY, dbxref_id bigint REFERENCES dbxref, organism_id bigint NOT NULL REFERENCES organism,
  name varchar(255), uniquename text NOT NULL, residues text, seqlen bigint, md5checksum character(32),
  type_id bigint NOT NULL REFERENCES cvterm, is_analysis boolean NOT NULL DEFAULT false,
  is_obsolete boolean NOT NULL DEFAULT false, timeaccessioned timestamp NOT NULL DEFAULT now(),
  timelastmodified timestamp NOT NULL DEFAULT now(), UNIQUE (organism_id, uniquename, type_id));
INSERT INTO feature (feature_id, dbxref_id, organism_id, name, uniquename, residues, seqlen, md5checksum, type_id,
                     is_analysis, is_obsolete, timeaccessioned, timelastmodified)
SELECT f.feature_id,
       CASE WHEN f.kind = 'gene' AND f.o = 1 AND f.gk % 10 < 8 THEN (SELECT dbxref_id FROM t_dxid WHERE tag = 'gene' AND k = f.gk) END,
       f.o, COALESCE(f.lname, f.uname), f.uname,
       CASE WHEN f.kind = 'polypeptide' THEN substr(translate(md5(f.uname) || md5(f.uname || 'x'), '0123456789abcdef', 'ACDEFGHIKLMNPQRS'), 1, 40) END,
       CASE f.kind WHEN 'chromosome' THEN 20000000 + f.chrom * 1234567 WHEN 'supercontig' THEN 800000 + f.chrom * 54321
                   WHEN 'polypeptide' THEN 40 WHEN 'gene' THEN 1500 + (f.gk * 97) % 6000 END,
       CASE WHEN f.kind = 'polypeptide' THEN md5(substr(translate(md5(f.uname) || md5(f.uname || 'x'), '0123456789abcdef', 'ACDEFGHIKLMNPQRS'), 1, 40)) END,
       (SELECT cvterm_id FROM t_term WHERE cv_id = 4 AND name = f.kind),
       f.kind = 'protein_match', f.kind = 'gene' AND f.gk % 83 = 0,
       '2019-05-02'::timestamp + (f.o - 1) * interval '40 days' + f.feature_id * interval '1 second'
         + CASE WHEN f.kind = 'protein_match' THEN interval '300 days' ELSE interval '0' END,
       '2019-05-02'::timestamp + (f.o - 1) * interval '40 days' + f.feature_id * interval '1 second'
         + CASE WHEN f.kind = 'protein_match' THEN interval '300 days' WHEN f.feature_id % 13 = 0 THEN interval '500 days' ELSE interval '0' END
  FROM t_fid f ORDER BY f.feature_id;

-- locations: gene-model parts on their landmark, protein matches on their polypeptide
CREATE TABLE featureloc (
  featureloc_id bigserial PRIMARY KEY, feature_id bigint NOT NULL REFERENCES feature, srcfeature_id bigint REFERENCES feature,
  fmin bigint, is_fmin_partial boolean NOT NULL DEFAULT false, fmax bigint, is_fmax_partial boolean NOT NULL DEFAULT false,
  strand smallint, phase integer, residue_info text, locgroup integer NOT NULL DEFAULT 0, rank integer NOT NULL DEFAULT 0,
  UNIQUE (feature_id, locgroup, rank));
CREATE TEMP TABLE t_lm AS SELECT o, chrom, feature_id FROM t_fid WHERE kind IN ('chromosome', 'supercontig');
CREATE TEMP TABLE t_gs AS SELECT gk, (gk * 7919) % 900000 * 20 + 5000 AS gstart, CASE WHEN gk % 2 = 0 THEN 1 ELSE -1 END AS strand FROM t_gene;
INSERT INTO featureloc (feature_id, srcfeature_id, fmin, fmax, strand, phase, locgroup, rank)
SELECT f.feature_id, CASE WHEN f.kind = 'protein_match' THEN p.feature_id ELSE l.feature_id END,
       CASE WHEN f.kind = 'protein_match' THEN 2 * f.e ELSE s.gstart + COALESCE(f.e, 0) * 300 + COALESCE(f.t, 0) * 10 END,
       CASE WHEN f.kind = 'protein_match' THEN 2 * f.e + 20 WHEN f.kind = 'exon' THEN s.gstart + f.e * 300 + 200 ELSE s.gstart + 1500 + COALESCE(f.t, 0) * 10 END,
       CASE WHEN f.kind = 'protein_match' THEN NULL ELSE s.strand END,
       CASE WHEN f.kind = 'CDS' THEN 0 END, 0, 0
  FROM t_fid f JOIN t_lm l ON l.o = f.o AND l.chrom = f.chrom JOIN t_gs s ON s.gk = f.gk
  LEFT JOIN t_fid p ON f.kind = 'protein_match' AND p.gk = f.gk AND p.t = f.t AND p.kind = 'polypeptide'
 ORDER BY f.feature_id;

CREATE TABLE feature_relationship (
  feature_relationship_id bigserial PRIMARY KEY, subject_id bigint NOT NULL REFERENCES feature,
  object_id bigint NOT NULL REFERENCES feature, type_id bigint NOT NULL REFERENCES cvterm, value text,
  rank integer NOT NULL DEFAULT 0, UNIQUE (subject_id, object_id, type_id, rank));
INSERT INTO feature_relationship (subject_id, object_id, type_id, rank)
SELECT c.feature_id, p.feature_id, CASE WHEN c.kind = 'polypeptide' THEN 4 ELSE 3 END,
       CASE WHEN c.kind = 'exon' THEN c.e - 1 ELSE 0 END
  FROM t_fid c JOIN t_fid p ON p.gk = c.gk
   AND ((c.kind IN ('mRNA', 'tRNA') AND p.kind = 'gene')
        OR (c.kind IN ('exon', 'CDS', 'polypeptide') AND p.t = c.t AND p.kind IN ('mRNA', 'tRNA')))
 ORDER BY c.feature_id;

CREATE TABLE featureprop (
  featureprop_id bigserial PRIMARY KEY, feature_id bigint NOT NULL REFERENCES feature, type_id bigint NOT NULL REFERENCES cvterm,
  value text, rank integer NOT NULL DEFAULT 0, UNIQUE (feature_id, type_id, rank));
INSERT INTO featureprop (feature_id, type_id, value, rank)
SELECT f.feature_id, pt, 'prop ' || f.uname || ' ' || pt, rk
  FROM t_fid f CROSS JOIN LATERAL (VALUES (1400, 0), (1400, 1), (1401, 0), (1405, 0), (1409, 0), (1406, 0)) v(pt, rk)
 WHERE (f.kind = 'gene' AND ((pt = 1400 AND rk = 0 AND random() < 0.4) OR (pt = 1400 AND rk = 1 AND f.gk % 9 = 0)
                             OR (pt = 1401 AND random() < 0.3) OR (pt = 1409 AND f.o = 1 AND f.gk % 4 = 0)))
    OR (f.kind = 'mRNA' AND pt = 1405 AND random() < 0.5)
    OR (f.kind = 'protein_match' AND pt = 1406)
 ORDER BY f.feature_id, pt, rk;

CREATE TABLE feature_dbxref (
  feature_dbxref_id bigserial PRIMARY KEY, feature_id bigint NOT NULL REFERENCES feature, dbxref_id bigint NOT NULL REFERENCES dbxref,
  is_current boolean NOT NULL DEFAULT true, UNIQUE (feature_id, dbxref_id));
INSERT INTO feature_dbxref (feature_id, dbxref_id, is_current)
SELECT DISTINCT ON (feature_id, dbxref_id) feature_id, dbxref_id, cur FROM (
  SELECT f.feature_id, d.dbxref_id, true AS cur FROM t_fid f JOIN t_dxid d ON d.tag = 'gene' AND d.k = f.gk
   WHERE f.kind = 'gene' AND f.o <= 2 AND (f.o = 1 OR f.gk % 3 <> 0)
  UNION ALL
  SELECT f.feature_id, d.dbxref_id, f.feature_id % 17 <> 0 FROM t_fid f JOIN t_dxid d ON d.tag = 'prot' AND d.k = 1 + (f.gk * 31 + f.t) % 500
   WHERE f.kind = 'polypeptide' AND random() < 0.6) x
 ORDER BY feature_id, dbxref_id;

-- GO annotation of proteins: mostly with the null pub
CREATE TABLE feature_cvterm (
  feature_cvterm_id bigserial PRIMARY KEY, feature_id bigint NOT NULL REFERENCES feature, cvterm_id bigint NOT NULL REFERENCES cvterm,
  pub_id bigint NOT NULL REFERENCES pub, is_not boolean NOT NULL DEFAULT false, rank integer NOT NULL DEFAULT 0,
  UNIQUE (feature_id, cvterm_id, pub_id, rank));
INSERT INTO feature_cvterm (feature_id, cvterm_id, pub_id, is_not, rank)
SELECT DISTINCT ON (feature_id, c, pb) feature_id, c, pb, random() < 0.02, 0 FROM (
  SELECT f.feature_id, 449 + pg_temp.sk(950, 2.5) AS c, CASE WHEN random() < 0.85 THEN 1 ELSE 1 + pg_temp.r(240) END AS pb
    FROM t_fid f CROSS JOIN generate_series(1, 4) n
   WHERE f.kind = 'polypeptide' AND n <= (f.gk * 3 + f.t) % 5) x
 ORDER BY feature_id, c, pb;

CREATE TABLE feature_pub (
  feature_pub_id bigserial PRIMARY KEY, feature_id bigint NOT NULL REFERENCES feature, pub_id bigint NOT NULL REFERENCES pub,
  UNIQUE (feature_id, pub_id));
INSERT INTO feature_pub (feature_id, pub_id)
SELECT DISTINCT f.feature_id, 1 + pg_temp.sk(240, 1.3) FROM t_fid f CROSS JOIN generate_series(1, 2) n
 WHERE f.kind = 'gene' AND (n = 1 AND f.gk % 3 = 0 OR n = 2 AND f.gk % 7 = 0) ORDER BY 1, 2;

CREATE TABLE synonym (
  synonym_id bigserial PRIMARY KEY, name varchar(255) NOT NULL, type_id bigint NOT NULL REFERENCES cvterm,
  synonym_sgml varchar(255) NOT NULL, UNIQUE (name, type_id));
CREATE TEMP TABLE t_syn AS
SELECT f.feature_id, CASE WHEN n = 1 THEN 17 WHEN n = 2 THEN 13 ELSE 18 END AS type_id,
       CASE WHEN n = 1 THEN upper(substr(md5(f.uname), 1, 4)) || (f.gk % 12 + 1)
            WHEN n = 2 THEN 'F' || (f.gk * 11) || '.' || n ELSE 'protein kinase family member ' || f.gk END AS name
  FROM t_fid f CROSS JOIN generate_series(1, 3) n
 WHERE f.kind = 'gene' AND ((n = 1 AND f.gk % 10 < 6) OR (n = 2 AND f.o = 1 AND f.gk % 3 = 0) OR (n = 3 AND f.gk % 8 = 0));
INSERT INTO synonym (name, type_id, synonym_sgml)
SELECT DISTINCT ON (name, type_id) name, type_id, name FROM t_syn ORDER BY name, type_id;

CREATE TABLE feature_synonym (
  feature_synonym_id bigserial PRIMARY KEY, synonym_id bigint NOT NULL REFERENCES synonym, feature_id bigint NOT NULL REFERENCES feature,
  pub_id bigint NOT NULL REFERENCES pub, is_current boolean NOT NULL DEFAULT false, is_internal boolean NOT NULL DEFAULT false,
  UNIQUE (synonym_id, feature_id, pub_id));
INSERT INTO feature_synonym (synonym_id, feature_id, pub_id, is_current, is_internal)
SELECT DISTINCT ON (s.synonym_id, t.feature_id) s.synonym_id, t.feature_id,
       CASE WHEN t.feature_id % 9 = 0 THEN 1 + pg_temp.r(240) ELSE 1 END, t.type_id <> 13, false
  FROM t_syn t JOIN synonym s USING (name, type_id) ORDER BY s.synonym_id, t.feature_id;

-- every feature of a genome load belongs to its annotation analysis; matches to interproscan
CREATE TABLE analysisfeature (
  analysisfeature_id bigserial PRIMARY KEY, feature_id bigint NOT NULL REFERENCES feature,
  analysis_id bigint NOT NULL REFERENCES analysis, rawscore double precision, normscore double precision,
  significance double precision, identity double precision, UNIQUE (feature_id, analysis_id));
INSERT INTO analysisfeature (feature_id, analysis_id, rawscore, normscore, significance, identity)
SELECT f.feature_id, CASE WHEN f.kind = 'protein_match' THEN 3 + f.o ELSE f.o END,
       CASE WHEN f.kind = 'protein_match' THEN round((20 + random() * 300)::numeric, 1) END, NULL,
       CASE WHEN f.kind = 'protein_match' THEN power(10, -pg_temp.r(40)) END, NULL
  FROM t_fid f ORDER BY f.feature_id;
INSERT INTO analysisfeature (feature_id, analysis_id, rawscore, significance, identity)
SELECT f.feature_id, 8, round((30 + random() * 60)::numeric, 1), NULL, NULL FROM t_fid f WHERE f.kind = 'tRNA' AND f.o = 3 ORDER BY 1;
INSERT INTO analysisfeature (feature_id, analysis_id, rawscore, significance, identity)
SELECT f.feature_id, 7, NULL, NULL, NULL FROM t_fid f WHERE f.kind = 'polypeptide' AND f.o = 1 AND f.gk % 2 = 0 ORDER BY 1;
INSERT INTO analysisfeature (feature_id, analysis_id, rawscore, significance, identity)
SELECT f.feature_id, 6, round((50 + random() * 900)::numeric, 1), power(10, -pg_temp.r(120)), round((30 + random() * 70)::numeric, 2)
  FROM t_fid f WHERE f.kind = 'polypeptide' AND random() < 0.5 ORDER BY 1;

ANALYZE;
