-- test/accuracy/chembl.sql: a slice of the ChEMBL bioactivity database (EMBL-EBI) as its PostgreSQL
-- dump has it, written for issue 16 as a held-out check (round 16): committed with its truth
-- (chembl_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; singular or plural table names (activities, assays, docs,
-- source, molecule_dictionary); keys named for the concept, not the table: molregno (bigint, the
-- molecule registration number) shared by molecule_dictionary and its 1:1 extension tables
-- compound_structures, compound_properties and molecule_hierarchy; record_id, doc_id, assay_id,
-- tid, component_id, cell_id, site_id, mec_id, targcomp_id, activity_id (bigint), src_id (integer).
-- As a slice of a big database the ids are sparse and their ranges overlap across tables (doc_id,
-- tid, component_id, site_id and cell_id all lie in 1..125000). Lookup tables keyed by a text code
-- named as the table or its column: assay_type ('B', 'F', 'A', ...), relationship_type ('D', 'H',
-- ...), target_type ('SINGLE PROTEIN', ...), action_type ('INHIBITOR', ...), curation_lookup
-- (curated_by), data_validity_lookup (data_validity_comment), bioassay_ontology (bao_id, referenced
-- by assays.bao_format and activities.bao_endpoint: roles that do not name it),
-- confidence_score_lookup (smallint 0..9). Every entity's public id 'CHEMBL<n>' comes from one number
-- space and is declared a reference to chembl_id_lookup(chembl_id), whose entity_id is polymorphic
-- (a molregno, assay_id, tid, doc_id or cell_id by entity_type; no reference, left out of the
-- truth) and which also keeps obsolete ids of entities outside the slice.
-- molecule_hierarchy: parent_molregno = molregno for most molecules, a salt's parent otherwise;
-- active_molregno = parent but for prodrugs. Structures only for structure_type 'MOL' molecules;
-- properties for all of those but a few (compound_properties.molregno is contained in
-- compound_structures.molregno: siblings extending molecule_dictionary, not a reference; left out).
-- activities repeat the molregno of their compound record and the doc_id and src_id of their assay.
-- Skew: most records, docs and assays come from the literature source (src_id 1), human single
-- proteins dominate targets, a few assays hold most activities; assays.cell_id only on cell-based
-- assays, data_validity_comment on ~5% of activities, drug_mechanism.site_id on part of them.
-- Undeclared: organism_class(tax_id) (unique, no FK in ChEMBL) is the taxonomy of every target's,
-- component's and cell line's organism (target_dictionary.tax_id, component_sequences.tax_id,
-- cell_dictionary.cell_source_tax_id hold as references); assays.assay_tax_id also names organisms
-- outside organism_class (no reference). action_type.parent_type and target_type.parent_type are
-- grouping codes that are not rows of their tables (no reference).
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.2533);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- n distinct sparse ids in lo..hi, numbered k = 1..n in id order
CREATE FUNCTION pg_temp.sparse(n int, lo bigint, hi bigint) RETURNS TABLE (k int, v bigint) LANGUAGE sql VOLATILE AS $$
    SELECT (row_number() OVER (ORDER BY v))::int, v
      FROM (SELECT v FROM (SELECT DISTINCT lo + floor(random() * (hi - lo + 1))::bigint AS v
                             FROM generate_series(1, n * 2)) d
             ORDER BY md5(v::text) LIMIT n) s
$$;

-- the shared CHEMBL number space, shuffled: each entity kind takes a range of c
CREATE TEMP TABLE cid AS SELECT row_number() OVER (ORDER BY md5(v::text || 'c')) AS c, v FROM pg_temp.sparse(6400, 1, 5300000);

CREATE TABLE chembl_id_lookup (
    chembl_id character varying(20) PRIMARY KEY,
    entity_type character varying(50) NOT NULL,
    entity_id bigint NOT NULL,
    status character varying(10) NOT NULL,
    last_active integer,
    CONSTRAINT chembl_id_lookup_entity_uk UNIQUE (entity_id, entity_type)
);

CREATE TABLE organism_class (
    oc_id bigint PRIMARY KEY,
    tax_id bigint UNIQUE,
    l1 character varying(200),
    l2 character varying(200),
    l3 character varying(200)
);
INSERT INTO organism_class
SELECT o.k * 7 + (o.k % 5), t, l1, l2, l3
  FROM (SELECT row_number() OVER () AS k, * FROM (VALUES
        (9606::bigint, 'Eukaryotes', 'Mammalia', 'Primates'), (10090, 'Eukaryotes', 'Mammalia', 'Rodentia'),
        (10116, 'Eukaryotes', 'Mammalia', 'Rodentia'), (9913, 'Eukaryotes', 'Mammalia', 'Artiodactyla'),
        (9823, 'Eukaryotes', 'Mammalia', 'Artiodactyla'), (9615, 'Eukaryotes', 'Mammalia', 'Carnivora'),
        (9986, 'Eukaryotes', 'Mammalia', 'Lagomorpha'), (10141, 'Eukaryotes', 'Mammalia', 'Rodentia'),
        (9544, 'Eukaryotes', 'Mammalia', 'Primates'), (10029, 'Eukaryotes', 'Mammalia', 'Rodentia'),
        (7955, 'Eukaryotes', 'Actinopterygii', 'Cypriniformes'), (8355, 'Eukaryotes', 'Amphibia', 'Anura'),
        (9031, 'Eukaryotes', 'Aves', 'Galliformes'), (7227, 'Eukaryotes', 'Insecta', 'Diptera'),
        (6239, 'Eukaryotes', 'Nematoda', 'Rhabditida'), (4932, 'Fungi', 'Saccharomycetes', 'Saccharomycetales'),
        (5476, 'Fungi', 'Saccharomycetes', 'Saccharomycetales'), (746128, 'Fungi', 'Eurotiomycetes', 'Eurotiales'),
        (36329, 'Eukaryotes', 'Apicomplexa', 'Haemosporida'), (5833, 'Eukaryotes', 'Apicomplexa', 'Haemosporida'),
        (5691, 'Eukaryotes', 'Kinetoplastida', 'Trypanosomatidae'), (5664, 'Eukaryotes', 'Kinetoplastida', 'Trypanosomatidae'),
        (83332, 'Bacteria', 'Actinobacteria', 'Corynebacteriales'), (1773, 'Bacteria', 'Actinobacteria', 'Corynebacteriales'),
        (83333, 'Bacteria', 'Gammaproteobacteria', 'Enterobacterales'), (562, 'Bacteria', 'Gammaproteobacteria', 'Enterobacterales'),
        (1280, 'Bacteria', 'Firmicutes', 'Bacillales'), (93061, 'Bacteria', 'Firmicutes', 'Bacillales'),
        (287, 'Bacteria', 'Gammaproteobacteria', 'Pseudomonadales'), (1313, 'Bacteria', 'Firmicutes', 'Lactobacillales'),
        (11676, 'Viruses', 'Ortervirales', 'Retroviridae'), (11706, 'Viruses', 'Ortervirales', 'Retroviridae'),
        (10298, 'Viruses', 'Herpesvirales', 'Herpesviridae'), (11103, 'Viruses', 'Amarillovirales', 'Flaviviridae'),
        (2697049, 'Viruses', 'Nidovirales', 'Coronaviridae'), (3702, 'Eukaryotes', 'Viridiplantae', 'Brassicales'),
        (6248, 'Eukaryotes', 'Nematoda', 'Rhabditida'), (6183, 'Eukaryotes', 'Platyhelminthes', 'Strigeidida'),
        (10036, 'Eukaryotes', 'Mammalia', 'Rodentia'), (9685, 'Eukaryotes', 'Mammalia', 'Carnivora'),
        (1396, 'Bacteria', 'Firmicutes', 'Bacillales'), (470, 'Bacteria', 'Gammaproteobacteria', 'Pseudomonadales'))
        v(t, l1, l2, l3)) o;
-- organisms by weight: human dominates, then rat and mouse
CREATE TEMP TABLE orgw AS SELECT row_number() OVER (ORDER BY CASE tax_id WHEN 9606 THEN 0 WHEN 10116 THEN 1 WHEN 10090 THEN 2 ELSE 3 END, oc_id) AS k, tax_id
  FROM organism_class;
CREATE FUNCTION pg_temp.org() RETURNS bigint LANGUAGE sql VOLATILE AS $$
    SELECT tax_id FROM orgw WHERE k = (SELECT CASE WHEN random() < 0.62 THEN 1 WHEN random() < 0.4 THEN 2 WHEN random() < 0.5 THEN 3
                                                   ELSE 4 + floor(random() * 39)::int END)
$$;

CREATE TABLE source (
    src_id integer PRIMARY KEY,
    src_description character varying(500),
    src_short_name character varying(20)
);
INSERT INTO source
SELECT s, CASE s WHEN 1 THEN 'Scientific Literature' WHEN 7 THEN 'PubChem BioAssays' WHEN 9 THEN 'GSK Published Kinase Inhibitor Set'
                 WHEN 12 THEN 'DNDi (Drugs for Neglected Diseases Initiative)' WHEN 13 THEN 'ChEMBL Drug Mechanisms and Indications'
                 WHEN 15 THEN 'Open TG-GATEs' WHEN 37 THEN 'Patent Bioactivity Data' ELSE 'Deposited Dataset ' || s END,
       CASE s WHEN 1 THEN 'LITERATURE' WHEN 7 THEN 'PUBCHEM_BIOASSAY' WHEN 9 THEN 'GSK_PKIS' WHEN 12 THEN 'DNDI' WHEN 13 THEN 'DRUGS'
              WHEN 15 THEN 'TG-GATES' WHEN 37 THEN 'PATENT' ELSE 'DEPOSIT' || s END
  FROM generate_series(1, 69) s WHERE s NOT IN (4, 16, 44, 47);

CREATE TABLE docs (
    doc_id bigint PRIMARY KEY,
    journal character varying(50),
    year integer,
    volume character varying(50),
    issue character varying(50),
    first_page character varying(50),
    last_page character varying(50),
    pubmed_id bigint,
    doi character varying(100),
    chembl_id character varying(20) NOT NULL UNIQUE CONSTRAINT fk_docs_chembl_id REFERENCES chembl_id_lookup (chembl_id),
    title character varying(500),
    doc_type character varying(50) NOT NULL,
    authors character varying(4000),
    abstract text,
    patent_id character varying(20),
    ridx character varying(200) NOT NULL,
    src_id integer NOT NULL CONSTRAINT fk_docs_src_id REFERENCES source (src_id)
);
CREATE TEMP TABLE doc0 AS
SELECT d.k, d.v AS doc_id,
       CASE WHEN d.k % 23 = 0 THEN (ARRAY[7, 9, 12, 13, 15, 7, 21, 29, 33, 40, 52, 61])[1 + d.k / 23 % 12]
            WHEN d.k % 31 = 0 THEN 37 ELSE 1 END AS src_id
  FROM pg_temp.sparse(330, 1, 125000) d;
INSERT INTO chembl_id_lookup SELECT 'CHEMBL' || c.v, 'DOCUMENT', d.doc_id, 'ACTIVE', 33 FROM doc0 d JOIN cid c ON c.c = d.k;
INSERT INTO docs
SELECT d.doc_id,
       CASE WHEN d.src_id = 1 THEN (ARRAY['J Med Chem', 'Bioorg Med Chem Lett', 'Eur J Med Chem', 'Bioorg Med Chem', 'J Nat Prod',
                                         'ACS Med Chem Lett', 'J Chem Inf Model', 'MedChemComm', 'Nat Chem Biol'])[pg_temp.sk(9, 2.0)] END,
       CASE WHEN d.src_id IN (1, 37) THEN 1980 + floor(random() ^ 0.6 * 43)::int END,
       CASE WHEN d.src_id = 1 THEN (pg_temp.r(60))::text END, CASE WHEN d.src_id = 1 AND random() < 0.8 THEN pg_temp.r(24)::text END,
       CASE WHEN d.src_id = 1 THEN (100 + d.k * 37 % 9000)::text END, CASE WHEN d.src_id = 1 THEN (108 + d.k * 37 % 9000)::text END,
       CASE WHEN d.src_id = 1 AND random() < 0.93 THEN 10000000 + floor(random() * 25000000)::bigint END,
       CASE WHEN d.src_id = 1 AND random() < 0.9 THEN '10.1021/jm' || lpad((d.k * 7919 % 999999)::text, 6, '0') END,
       'CHEMBL' || c.v,
       CASE WHEN d.src_id = 1 THEN 'Synthesis and biological evaluation of series ' || d.k ELSE 'Deposited dataset ' || d.k END,
       CASE d.src_id WHEN 1 THEN 'PUBLICATION' WHEN 37 THEN 'PATENT' ELSE 'DATASET' END,
       CASE WHEN d.src_id = 1 THEN 'Author' || d.k || ' A, Author' || (d.k + 3) || ' B.' END,
       CASE WHEN d.src_id = 1 AND random() < 0.7 THEN 'Abstract of document ' || d.k END,
       CASE WHEN d.src_id = 37 THEN 'US-' || (8000000 + d.k * 911) || '-B2' END,
       CASE WHEN d.src_id = 1 THEN 'CLD0' ELSE 'DS' || d.k END,
       d.src_id
  FROM doc0 d JOIN cid c ON c.c = d.k;

CREATE TABLE molecule_dictionary (
    molregno bigint PRIMARY KEY,
    pref_name character varying(255),
    chembl_id character varying(20) NOT NULL UNIQUE CONSTRAINT fk_moldict_chembl_id REFERENCES chembl_id_lookup (chembl_id),
    max_phase numeric(2,1),
    therapeutic_flag smallint NOT NULL,
    dosed_ingredient smallint NOT NULL,
    structure_type character varying(10) NOT NULL,
    chebi_par_id bigint,
    molecule_type character varying(30),
    first_approval integer,
    oral smallint NOT NULL,
    parenteral smallint NOT NULL,
    topical smallint NOT NULL,
    black_box_warning smallint NOT NULL,
    natural_product smallint NOT NULL,
    first_in_class smallint NOT NULL,
    chirality smallint NOT NULL,
    prodrug smallint NOT NULL,
    inorganic_flag smallint NOT NULL,
    usan_year integer,
    availability_type smallint,
    usan_stem character varying(50),
    polymer_flag smallint,
    usan_substem character varying(50),
    usan_stem_definition character varying(1000),
    indication_class character varying(1000),
    withdrawn_flag smallint NOT NULL,
    orphan smallint NOT NULL
);
CREATE TEMP TABLE mol0 AS
SELECT m.k, m.v AS molregno,
       CASE WHEN m.k % 12 = 0 THEN (ARRAY[4, 4, 4, 3, 2, 1, 0.5, -1])[pg_temp.r(8)] END AS max_phase,
       CASE WHEN m.k % 50 = 7 THEN 'NONE' WHEN m.k % 50 = 19 THEN 'SEQ' ELSE 'MOL' END AS structure_type
  FROM pg_temp.sparse(3000, 1, 2500000) m;
INSERT INTO chembl_id_lookup SELECT 'CHEMBL' || c.v, 'COMPOUND', m.molregno, 'ACTIVE', 33 FROM mol0 m JOIN cid c ON c.c = 330 + m.k;
INSERT INTO molecule_dictionary
SELECT m.molregno,
       CASE WHEN m.max_phase IS NOT NULL THEN upper((ARRAY['ima', 'dasa', 'nilo', 'sora', 'lapa', 'gefi', 'erlo', 'sunit', 'pazo', 'vande'])[1 + m.k % 10]
                                              || (ARRAY['tinib', 'olol', 'pril', 'sartan', 'vastatin', 'mab'])[1 + m.k / 10 % 6]
                                              || CASE WHEN m.k % 7 = 0 THEN ' HYDROCHLORIDE' ELSE '' END) END,
       'CHEMBL' || c.v, m.max_phase,
       CASE WHEN m.max_phase >= 4 THEN 1 ELSE 0 END, CASE WHEN m.max_phase >= 4 AND m.k % 7 = 0 THEN 1 ELSE 0 END,
       m.structure_type,
       CASE WHEN random() < 0.55 THEN 1000 + floor(random() * 190000)::bigint END,
       CASE m.structure_type WHEN 'SEQ' THEN (ARRAY['Protein', 'Antibody', 'Oligonucleotide'])[pg_temp.r(3)]
                             WHEN 'NONE' THEN (ARRAY['Unknown', 'Cell', 'Enzyme'])[pg_temp.r(3)] ELSE 'Small molecule' END,
       CASE WHEN m.max_phase = 4 THEN 1950 + pg_temp.r(73) END,
       CASE WHEN m.max_phase = 4 AND random() < 0.6 THEN 1 ELSE 0 END, CASE WHEN m.max_phase = 4 AND random() < 0.4 THEN 1 ELSE 0 END,
       CASE WHEN m.max_phase = 4 AND random() < 0.1 THEN 1 ELSE 0 END, CASE WHEN m.max_phase = 4 AND random() < 0.08 THEN 1 ELSE 0 END,
       CASE WHEN random() < 0.04 THEN 1 ELSE 0 END, CASE WHEN m.max_phase = 4 AND random() < 0.05 THEN 1 ELSE 0 END,
       CASE WHEN m.max_phase IS NULL THEN -1 ELSE (ARRAY[0, 1, 2])[pg_temp.r(3)] END,
       CASE WHEN m.max_phase IS NULL THEN -1 WHEN random() < 0.05 THEN 1 ELSE 0 END,
       CASE WHEN m.max_phase IS NULL THEN -1 ELSE 0 END,
       CASE WHEN m.max_phase IS NOT NULL AND random() < 0.5 THEN 1960 + pg_temp.r(62) END,
       CASE WHEN m.max_phase = 4 THEN (ARRAY[0, 1, 2, -1])[pg_temp.r(4)] END,
       CASE WHEN m.max_phase IS NOT NULL AND random() < 0.4 THEN (ARRAY['-tinib', '-olol', '-pril', '-sartan', '-vastatin', '-mab'])[1 + m.k / 10 % 6] END,
       CASE WHEN m.structure_type = 'SEQ' THEN 0 END,
       CASE WHEN m.max_phase IS NOT NULL AND random() < 0.1 THEN '-zumab' END,
       CASE WHEN m.max_phase IS NOT NULL AND random() < 0.4 THEN 'stem definition ' || (1 + m.k / 10 % 6) END,
       CASE WHEN m.max_phase = 4 AND random() < 0.5 THEN (ARRAY['Antineoplastic', 'Antihypertensive', 'Antibacterial', 'Analgesic'])[pg_temp.r(4)] END,
       CASE WHEN m.max_phase = 4 AND random() < 0.03 THEN 1 ELSE 0 END,
       CASE WHEN m.max_phase IS NULL THEN -1 WHEN random() < 0.05 THEN 1 ELSE 0 END
  FROM mol0 m JOIN cid c ON c.c = 330 + m.k;

CREATE TABLE compound_structures (
    molregno bigint PRIMARY KEY CONSTRAINT fk_cmpdstr_molregno REFERENCES molecule_dictionary (molregno) ON DELETE CASCADE,
    molfile text,
    standard_inchi character varying(4000),
    standard_inchi_key character varying(27) NOT NULL UNIQUE,
    canonical_smiles character varying(4000)
);
INSERT INTO compound_structures
SELECT molregno, E'\n     RDKit          2D\n\n' || (10 + k % 40) || ' ' || (11 + k % 40) || '  0  0  0  0  0  0  0  0999 V2000' || E'\nM  END',
       'InChI=1S/C' || (10 + k % 30) || 'H' || (12 + k % 25) || 'N' || (k % 5) || 'O' || (k % 4) || '/c' || k,
       upper(substr(md5('ik' || molregno), 1, 14)) || '-' || upper(substr(md5('ik2' || molregno), 1, 10)) || '-N',
       (ARRAY['CC(=O)Oc1ccccc1C(=O)O', 'c1ccc2[nH]ccc2c1', 'CN1CCN(CC1)c1ccccc1', 'O=C(N)c1cccnc1'])[1 + k % 4] || repeat('C', k % 9)
  FROM mol0 WHERE structure_type = 'MOL';

CREATE TABLE compound_properties (
    molregno bigint PRIMARY KEY CONSTRAINT fk_cmpdprop_molregno REFERENCES molecule_dictionary (molregno) ON DELETE CASCADE,
    mw_freebase numeric(9,2),
    alogp numeric(9,2),
    hba smallint,
    hbd smallint,
    psa numeric(9,2),
    rtb smallint,
    ro3_pass character varying(3),
    num_ro5_violations smallint,
    cx_most_apka numeric(9,2),
    cx_most_bpka numeric(9,2),
    cx_logp numeric(9,2),
    cx_logd numeric(9,2),
    molecular_species character varying(50),
    full_mwt numeric(9,2),
    aromatic_rings smallint,
    heavy_atoms smallint,
    qed_weighted numeric(3,2),
    mw_monoisotopic numeric(11,4),
    full_molformula character varying(100),
    hba_lipinski smallint,
    hbd_lipinski smallint,
    num_lipinski_ro5_violations smallint,
    np_likeness_score numeric(3,2)
);
INSERT INTO compound_properties
SELECT molregno, round((150 + random() * 550)::numeric, 2), round((-2 + random() * 8)::numeric, 2), pg_temp.r(10) - 1, pg_temp.r(5) - 1,
       round((20 + random() * 140)::numeric, 2), pg_temp.r(12) - 1, CASE WHEN random() < 0.08 THEN 'Y' ELSE 'N' END, pg_temp.r(3) - 1,
       CASE WHEN random() < 0.6 THEN round((2 + random() * 12)::numeric, 2) END, CASE WHEN random() < 0.5 THEN round((1 + random() * 10)::numeric, 2) END,
       round((-2 + random() * 8)::numeric, 2), round((-3 + random() * 8)::numeric, 2),
       (ARRAY['NEUTRAL', 'BASE', 'ACID', 'ZWITTERION'])[pg_temp.sk(4, 1.8)],
       round((150 + random() * 600)::numeric, 2), pg_temp.r(5) - 1, 10 + pg_temp.r(45), round(random()::numeric, 2),
       round((150 + random() * 550)::numeric, 4), 'C' || (10 + k % 30) || 'H' || (12 + k % 25) || 'N' || (k % 5) || 'O' || (k % 4),
       pg_temp.r(10) - 1, pg_temp.r(5) - 1, pg_temp.r(3) - 1, round((-3 + random() * 5)::numeric, 2)
  FROM mol0 WHERE structure_type = 'MOL' AND k % 97 <> 5;

-- parents: most molecules are their own parent; salts point at a parent molecule (itself a parent)
CREATE TABLE molecule_hierarchy (
    molregno bigint PRIMARY KEY CONSTRAINT fk_molhier_molregno REFERENCES molecule_dictionary (molregno) ON DELETE CASCADE,
    parent_molregno bigint CONSTRAINT fk_molhier_parent_molregno REFERENCES molecule_dictionary (molregno),
    active_molregno bigint CONSTRAINT fk_molhier_active_molregno REFERENCES molecule_dictionary (molregno)
);
CREATE TEMP TABLE par AS SELECT row_number() OVER (ORDER BY k) AS j, molregno FROM mol0 WHERE k % 9 <> 4;
INSERT INTO molecule_hierarchy
SELECT m.molregno, p.molregno, CASE WHEN m.k % 9 <> 4 AND m.k % 113 = 3 THEN q.molregno ELSE p.molregno END
  FROM mol0 m
  JOIN par p ON p.j = CASE WHEN m.k % 9 = 4 THEN 1 + (m.k * 7919) % (SELECT count(*) FROM par) ELSE (SELECT j FROM par WHERE molregno = m.molregno) END
  JOIN par q ON q.j = 1 + (m.k * 104729) % (SELECT count(*) FROM par);

CREATE TABLE compound_records (
    record_id bigint PRIMARY KEY,
    molregno bigint CONSTRAINT fk_cmpdrec_molregno REFERENCES molecule_dictionary (molregno) ON DELETE CASCADE,
    doc_id bigint NOT NULL CONSTRAINT fk_cmpdrec_doc_id REFERENCES docs (doc_id) ON DELETE CASCADE,
    compound_key character varying(250),
    compound_name character varying(4000),
    src_id integer NOT NULL CONSTRAINT fk_cmpdrec_src_id REFERENCES source (src_id) ON DELETE CASCADE,
    src_compound_id character varying(150),
    cidx character varying(200) NOT NULL
);
CREATE TEMP TABLE docw AS SELECT row_number() OVER (ORDER BY md5(doc_id::text)) AS w, doc_id, src_id FROM doc0;
CREATE TEMP TABLE rec0 AS
SELECT r.k, r.v AS record_id,
       CASE WHEN r.k <= 3000 THEN r.k ELSE pg_temp.r(3000) END AS mk,
       CASE WHEN r.k <= 330 THEN (SELECT w FROM docw WHERE doc_id = (SELECT doc_id FROM doc0 WHERE k = r.k)) ELSE pg_temp.sk(330, 1.7) END AS dw
  FROM pg_temp.sparse(4300, 1, 4600000) r;
INSERT INTO compound_records
SELECT r.record_id, m.molregno, d.doc_id, CASE WHEN random() < 0.97 THEN (r.k % 60 + 1)::text || chr(97 + r.k % 8) END,
       CASE WHEN random() < 0.3 THEN 'compound ' || r.k END, d.src_id,
       CASE WHEN d.src_id <> 1 THEN 'SRC' || d.src_id || '-' || r.k END, CASE WHEN d.src_id = 1 THEN 'CLD0' ELSE 'DS' || r.k END
  FROM rec0 r JOIN mol0 m ON m.k = r.mk JOIN docw d ON d.w = r.dw;

CREATE TABLE target_type (
    target_type character varying(30) PRIMARY KEY,
    target_desc character varying(250),
    parent_type character varying(25)
);
INSERT INTO target_type VALUES
 ('SINGLE PROTEIN', 'Target is a single protein chain', 'PROTEIN'),
 ('PROTEIN COMPLEX', 'Target is a protein complex', 'PROTEIN'),
 ('PROTEIN FAMILY', 'Target is a group of closely related proteins', 'PROTEIN'),
 ('PROTEIN COMPLEX GROUP', 'Target is a group of related protein complexes', 'PROTEIN'),
 ('PROTEIN-PROTEIN INTERACTION', 'Target is a disruption of a protein-protein interaction', 'PROTEIN'),
 ('SELECTIVITY GROUP', 'Target is a pair of proteins for selectivity', 'PROTEIN'),
 ('CHIMERIC PROTEIN', 'Target is a fusion of two proteins', 'PROTEIN'),
 ('PROTEIN NUCLEIC-ACID COMPLEX', 'Target is a complex of protein and nucleic acid', 'PROTEIN'),
 ('NUCLEIC-ACID', 'Target is DNA or RNA', 'MOLECULAR'),
 ('SMALL MOLECULE', 'Target is a small molecule', 'MOLECULAR'),
 ('OLIGOSACCHARIDE', 'Target is an oligosaccharide', 'MOLECULAR'),
 ('MACROMOLECULE', 'Target is a macromolecule', 'MOLECULAR'),
 ('METAL', 'Target is a metal', 'MOLECULAR'),
 ('LIPID', 'Target is a lipid', 'MOLECULAR'),
 ('CELL-LINE', 'Target is a specific cell line', 'NON-MOLECULAR'),
 ('ORGANISM', 'Target is an organism', 'NON-MOLECULAR'),
 ('TISSUE', 'Target is a tissue', 'NON-MOLECULAR'),
 ('SUBCELLULAR', 'Target is a subcellular fraction', 'NON-MOLECULAR'),
 ('UNKNOWN', 'Target has not yet been curated', 'UNDEFINED'),
 ('UNCHECKED', 'Target has not been mapped', 'UNDEFINED'),
 ('NO TARGET', 'Assay has no relevant target', 'UNDEFINED'),
 ('ADMET', 'Target is an ADMET property', 'UNDEFINED'),
 ('PHENOTYPE', 'Target is a phenotype', 'UNDEFINED'),
 ('NON-MOLECULAR', 'Target is of non-molecular type', 'NON-MOLECULAR');

CREATE TABLE component_sequences (
    component_id bigint PRIMARY KEY,
    component_type character varying(50),
    accession character varying(25) UNIQUE,
    sequence text,
    sequence_md5sum character varying(32),
    description character varying(200),
    tax_id bigint,
    organism character varying(150),
    db_source character varying(25),
    db_version character varying(10)
);
CREATE TEMP TABLE comp0 AS SELECT k, v AS component_id, pg_temp.org() AS tax_id FROM pg_temp.sparse(320, 1, 21000);
INSERT INTO component_sequences
SELECT component_id, 'PROTEIN', (ARRAY['P', 'Q', 'O'])[1 + k % 3] || lpad((k * 7331 % 99999)::text, 5, '0'),
       repeat('MKT', 20 + k % 50), md5('seq' || k), 'Protein component ' || k, tax_id, 'Organism ' || tax_id,
       CASE WHEN random() < 0.93 THEN 'SWISS-PROT' ELSE 'TREMBL' END, '2023_01'
  FROM comp0;

CREATE TABLE target_dictionary (
    tid bigint PRIMARY KEY,
    target_type character varying(30) CONSTRAINT fk_td_target_type REFERENCES target_type (target_type),
    pref_name character varying(200) NOT NULL,
    tax_id bigint,
    organism character varying(150),
    chembl_id character varying(20) NOT NULL UNIQUE CONSTRAINT fk_td_chembl_id REFERENCES chembl_id_lookup (chembl_id),
    species_group_flag smallint NOT NULL
);
CREATE TEMP TABLE tgt0 AS
SELECT t.k, t.v AS tid,
       CASE WHEN t.k IN (7, 8) THEN (ARRAY['UNCHECKED', 'ADMET'])[t.k - 6]
            ELSE (ARRAY['SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN',
                        'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN', 'SINGLE PROTEIN',
                        'ORGANISM', 'ORGANISM', 'CELL-LINE', 'CELL-LINE', 'PROTEIN COMPLEX', 'PROTEIN FAMILY', 'TISSUE', 'NUCLEIC-ACID',
                        'PROTEIN COMPLEX GROUP', 'SELECTIVITY GROUP', 'SMALL MOLECULE', 'PROTEIN-PROTEIN INTERACTION'])[1 + (t.k * 13) % 25] END AS target_type
  FROM (SELECT k, v FROM pg_temp.sparse(320, 1, 20000) UNION ALL SELECT 320 + k, v FROM pg_temp.sparse(100, 100000, 120500)) t;
ALTER TABLE tgt0 ADD COLUMN tax_id bigint;
UPDATE tgt0 SET tax_id = CASE WHEN target_type IN ('UNCHECKED', 'ADMET', 'SMALL MOLECULE', 'NUCLEIC-ACID') AND random() < 0.8 THEN NULL ELSE pg_temp.org() END;
INSERT INTO chembl_id_lookup SELECT 'CHEMBL' || c.v, 'TARGET', t.tid, 'ACTIVE', 33 FROM tgt0 t JOIN cid c ON c.c = 3330 + t.k;
INSERT INTO target_dictionary
SELECT t.tid, t.target_type,
       CASE t.target_type WHEN 'UNCHECKED' THEN 'Unchecked' WHEN 'ADMET' THEN 'ADMET'
            ELSE (ARRAY['Tyrosine-protein kinase', 'Dopamine D2 receptor', 'Carbonic anhydrase', 'Cytochrome P450', 'HERG',
                        'Beta-secretase', 'Acetylcholinesterase', 'Serotonin receptor', 'Histone deacetylase'])[1 + t.k % 9] || ' ' || t.k END,
       t.tax_id, CASE WHEN t.tax_id IS NOT NULL THEN 'Organism ' || t.tax_id END, 'CHEMBL' || c.v,
       CASE WHEN t.target_type = 'PROTEIN FAMILY' AND random() < 0.3 THEN 1 ELSE 0 END
  FROM tgt0 t JOIN cid c ON c.c = 3330 + t.k;

CREATE TABLE target_components (
    tid bigint NOT NULL CONSTRAINT fk_targcomp_target REFERENCES target_dictionary (tid) ON DELETE CASCADE,
    component_id bigint NOT NULL CONSTRAINT fk_targcomp_seq REFERENCES component_sequences (component_id) ON DELETE CASCADE,
    targcomp_id bigint PRIMARY KEY,
    homologue smallint NOT NULL,
    CONSTRAINT uk_targcomp_tid_compid UNIQUE (tid, component_id)
);
CREATE TEMP TABLE tc0 AS
SELECT DISTINCT ON (t.tid, c.component_id) t.tid, c.component_id,
       CASE WHEN t.target_type = 'SELECTIVITY GROUP' OR (t.target_type = 'PROTEIN FAMILY' AND random() < 0.3) THEN 1 ELSE 0 END AS homologue
  FROM tgt0 t
  CROSS JOIN LATERAL (SELECT g, floor(random() * 3)::int AS u FROM generate_series(1, CASE WHEN t.target_type = 'SINGLE PROTEIN' THEN 1
                                             WHEN t.target_type IN ('PROTEIN COMPLEX', 'SELECTIVITY GROUP', 'PROTEIN-PROTEIN INTERACTION') THEN 2 + t.k % 3
                                             WHEN t.target_type IN ('PROTEIN FAMILY', 'PROTEIN COMPLEX GROUP') THEN 3 + t.k % 4 ELSE 0 END) g OFFSET 0) gg
  JOIN comp0 c ON c.k = 1 + (t.k * 211 + gg.g * 53 + gg.u * 17) % 320
 ORDER BY t.tid, c.component_id;
INSERT INTO target_components
SELECT tc.tid, tc.component_id, s.v, tc.homologue
  FROM (SELECT row_number() OVER (ORDER BY tid, component_id) AS k, * FROM tc0) tc
  JOIN pg_temp.sparse(1000, 1, 45000) s ON s.k = tc.k;

CREATE TABLE cell_dictionary (
    cell_id bigint PRIMARY KEY,
    cell_name character varying(50) NOT NULL,
    cell_description character varying(200),
    cell_source_tissue character varying(50),
    cell_source_organism character varying(150),
    cell_source_tax_id bigint,
    clo_id character varying(11),
    efo_id character varying(12),
    cellosaurus_id character varying(15),
    cl_lincs_id character varying(8),
    chembl_id character varying(20) UNIQUE CONSTRAINT fk_cell_dictionary_chembl_id REFERENCES chembl_id_lookup (chembl_id),
    cell_ontology_id character varying(10),
    CONSTRAINT uk_celldict UNIQUE (cell_name, cell_source_tax_id)
);
CREATE TEMP TABLE cell0 AS
SELECT k, v AS cell_id, CASE WHEN k % 19 = 0 THEN NULL WHEN k % 10 = 3 THEN 10090 WHEN k % 10 = 6 THEN 10116 WHEN k % 25 = 11 THEN 9615 ELSE 9606 END AS tax_id
  FROM pg_temp.sparse(130, 1, 2300);
INSERT INTO chembl_id_lookup SELECT 'CHEMBL' || c.v, 'CELL', e.cell_id, 'ACTIVE', 33 FROM cell0 e JOIN cid c ON c.c = 3750 + e.k;
INSERT INTO cell_dictionary
SELECT e.cell_id, (ARRAY['HeLa', 'MCF7', 'A549', 'HepG2', 'HEK293', 'K562', 'HCT-116', 'PC-3', 'U-87 MG', 'Jurkat', 'SH-SY5Y', 'CHO'])[1 + e.k % 12] || '-' || e.k,
       'Cell line ' || e.k, (ARRAY['Cervix', 'Breast', 'Lung', 'Liver', 'Kidney', 'Blood', 'Colon', 'Prostate', 'Brain'])[1 + e.k % 9],
       CASE WHEN e.tax_id IS NOT NULL THEN 'Organism ' || e.tax_id END, e.tax_id,
       CASE WHEN random() < 0.7 THEN 'CLO_' || lpad((e.k * 31)::text, 7, '0') END, CASE WHEN random() < 0.6 THEN 'EFO_' || lpad((e.k * 37)::text, 7, '0') END,
       CASE WHEN random() < 0.9 THEN 'CVCL_' || upper(substr(md5('cv' || e.k), 1, 4)) END, CASE WHEN random() < 0.3 THEN 'LCL-' || lpad(e.k::text, 4, '0') END,
       'CHEMBL' || c.v, CASE WHEN random() < 0.2 THEN 'CL_' || lpad((e.k * 3)::text, 7, '0') END
  FROM cell0 e JOIN cid c ON c.c = 3750 + e.k;

CREATE TABLE bioassay_ontology (
    bao_id character varying(11) PRIMARY KEY,
    label character varying(100) NOT NULL
);
INSERT INTO bioassay_ontology VALUES
 ('BAO_0000019', 'assay format'), ('BAO_0000218', 'organism-based format'), ('BAO_0000219', 'cell-based format'),
 ('BAO_0000220', 'subcellular format'), ('BAO_0000221', 'tissue-based format'), ('BAO_0000223', 'protein complex format'),
 ('BAO_0000224', 'protein format'), ('BAO_0000249', 'cell membrane format'), ('BAO_0000357', 'single protein format'),
 ('BAO_0000366', 'cell-free format'), ('BAO_0000179', 'concentration response endpoint'), ('BAO_0000186', 'AC50'),
 ('BAO_0000187', 'CC50'), ('BAO_0000188', 'EC50'), ('BAO_0000190', 'IC50'), ('BAO_0000192', 'Ki'), ('BAO_0000034', 'Kd'),
 ('BAO_0000201', 'percent inhibition'), ('BAO_0002146', 'GI50'), ('BAO_0000375', 'activity'), ('BAO_0000194', 'MIC'),
 ('BAO_0000196', 'potency'), ('BAO_0002144', 'half life');

CREATE TABLE assay_type (
    assay_type character varying(1) PRIMARY KEY,
    assay_desc character varying(250)
);
INSERT INTO assay_type VALUES ('B', 'Binding'), ('F', 'Functional'), ('A', 'ADME'), ('T', 'Toxicity'), ('P', 'Physicochemical'), ('U', 'Unclassified');

CREATE TABLE relationship_type (
    relationship_type character varying(1) PRIMARY KEY,
    relationship_desc character varying(250)
);
INSERT INTO relationship_type VALUES ('D', 'Direct protein target assigned'), ('H', 'Homologous protein target assigned'),
 ('M', 'Molecular target other than protein assigned'), ('N', 'Non-molecular target assigned'),
 ('S', 'Subcellular target assigned'), ('U', 'Default value - Target has yet to be curated');

CREATE TABLE confidence_score_lookup (
    confidence_score smallint PRIMARY KEY,
    description character varying(100) NOT NULL,
    target_mapping character varying(30) NOT NULL
);
INSERT INTO confidence_score_lookup VALUES
 (0, 'Default value - Target unknown or has yet to be assigned', 'Unassigned'), (1, 'Target assigned is non-molecular', 'Non-molecular'),
 (2, 'Target assigned is subcellular fraction', 'Subcellular'), (3, 'Target assigned is molecular non-protein target', 'Molecular'),
 (4, 'Multiple homologous protein targets may be assigned', 'Protein'), (5, 'Multiple direct protein targets may be assigned', 'Protein'),
 (6, 'Homologous protein complex subunits assigned', 'Protein complex'), (7, 'Direct protein complex subunits assigned', 'Protein complex'),
 (8, 'Homologous single protein target assigned', 'Single protein'), (9, 'Direct single protein target assigned', 'Single protein');

CREATE TABLE curation_lookup (
    curated_by character varying(32) PRIMARY KEY,
    description character varying(100) NOT NULL
);
INSERT INTO curation_lookup VALUES ('Autocuration', 'Target assignment has been made automatically'),
 ('Intermediate', 'Target assignment has been partially checked'), ('Expert', 'Target assignment has been checked by a curator');

CREATE TABLE assays (
    assay_id bigint PRIMARY KEY,
    doc_id bigint NOT NULL CONSTRAINT fk_assays_doc_id REFERENCES docs (doc_id) ON DELETE CASCADE,
    description character varying(4000),
    assay_type character varying(1) CONSTRAINT fk_assays_assaytype REFERENCES assay_type (assay_type),
    assay_test_type character varying(20),
    assay_category character varying(50),
    assay_organism character varying(250),
    assay_tax_id bigint,
    assay_strain character varying(200),
    assay_tissue character varying(100),
    assay_cell_type character varying(100),
    assay_subcellular_fraction character varying(100),
    tid bigint CONSTRAINT fk_assays_tid REFERENCES target_dictionary (tid),
    relationship_type character varying(1) CONSTRAINT fk_assays_reltype REFERENCES relationship_type (relationship_type),
    confidence_score smallint CONSTRAINT fk_assays_confscore REFERENCES confidence_score_lookup (confidence_score),
    curated_by character varying(32) CONSTRAINT fk_assays_cur_by REFERENCES curation_lookup (curated_by),
    src_id integer NOT NULL CONSTRAINT fk_assays_src_id REFERENCES source (src_id),
    src_assay_id character varying(50),
    chembl_id character varying(20) NOT NULL UNIQUE CONSTRAINT fk_assays_chembl_id REFERENCES chembl_id_lookup (chembl_id),
    cell_id bigint CONSTRAINT fk_assays_cell_id REFERENCES cell_dictionary (cell_id),
    bao_format character varying(11) CONSTRAINT fk_assays_bao_format REFERENCES bioassay_ontology (bao_id),
    aidx character varying(200) NOT NULL,
    assay_group character varying(200)
);
CREATE TEMP TABLE tgtw AS SELECT row_number() OVER (ORDER BY md5(tid::text || 'w')) AS w, * FROM tgt0 WHERE target_type NOT IN ('UNCHECKED', 'ADMET');
CREATE TEMP TABLE asy1 AS
SELECT k, v, pg_temp.sk(330, 1.5) AS dw, CASE WHEN random() < 0.06 THEN -7 WHEN random() < 0.04 THEN -8 ELSE pg_temp.sk(418, 1.6) END AS tw
  FROM pg_temp.sparse(1600, 1, 2400000);
CREATE TEMP TABLE asy0 AS
SELECT a.k, a.v AS assay_id, d.doc_id, d.src_id, coalesce(t.tid, u.tid) AS tid
  FROM asy1 a
  JOIN docw d ON d.w = a.dw
  LEFT JOIN tgtw t ON t.w = a.tw
  LEFT JOIN tgt0 u ON u.k = -a.tw;
INSERT INTO chembl_id_lookup SELECT 'CHEMBL' || c.v, 'ASSAY', a.assay_id, 'ACTIVE', 33 FROM asy0 a JOIN cid c ON c.c = 3880 + a.k;
INSERT INTO assays
SELECT a.assay_id, a.doc_id, 'Inhibition of target in assay ' || a.k,
       CASE t.target_type WHEN 'ADMET' THEN 'A' WHEN 'UNCHECKED' THEN (ARRAY['F', 'T', 'P', 'U'])[pg_temp.r(4)]
            WHEN 'ORGANISM' THEN 'F' WHEN 'CELL-LINE' THEN 'F' WHEN 'TISSUE' THEN 'F'
            ELSE CASE WHEN random() < 0.7 THEN 'B' ELSE 'F' END END,
       CASE WHEN random() < 0.3 THEN (ARRAY['In vitro', 'In vivo', 'Ex vivo'])[pg_temp.sk(3, 2.0)] END,
       CASE WHEN a.src_id <> 1 THEN (ARRAY['screening', 'confirmatory', 'panel', 'other'])[pg_temp.r(4)] END,
       CASE WHEN x.tax IS NOT NULL THEN 'Organism ' || x.tax END, x.tax,
       CASE WHEN random() < 0.04 THEN 'strain ' || pg_temp.r(40) END,
       CASE WHEN t.target_type = 'TISSUE' OR random() < 0.03 THEN (ARRAY['Liver', 'Brain', 'Plasma', 'Kidney'])[pg_temp.r(4)] END,
       CASE WHEN e.cell_id IS NOT NULL THEN 'cell type ' || e.k END, CASE WHEN random() < 0.02 THEN 'Microsome' END,
       a.tid,
       CASE t.target_type WHEN 'SINGLE PROTEIN' THEN CASE WHEN random() < 0.85 THEN 'D' ELSE 'H' END
            WHEN 'PROTEIN COMPLEX' THEN 'D' WHEN 'PROTEIN FAMILY' THEN 'H' WHEN 'UNCHECKED' THEN 'U' WHEN 'ADMET' THEN 'N'
            WHEN 'ORGANISM' THEN 'N' WHEN 'CELL-LINE' THEN 'N' WHEN 'TISSUE' THEN 'N' ELSE 'M' END,
       CASE t.target_type WHEN 'SINGLE PROTEIN' THEN CASE WHEN random() < 0.85 THEN 9 ELSE 8 END
            WHEN 'PROTEIN COMPLEX' THEN CASE WHEN random() < 0.7 THEN 7 ELSE 6 END WHEN 'PROTEIN FAMILY' THEN CASE WHEN random() < 0.5 THEN 5 ELSE 4 END
            WHEN 'PROTEIN COMPLEX GROUP' THEN 4 WHEN 'SELECTIVITY GROUP' THEN 5 WHEN 'PROTEIN-PROTEIN INTERACTION' THEN 5
            WHEN 'UNCHECKED' THEN 0 WHEN 'ADMET' THEN 1 WHEN 'ORGANISM' THEN 1 WHEN 'CELL-LINE' THEN 1 WHEN 'TISSUE' THEN 1 ELSE 3 END,
       CASE WHEN random() < 0.72 THEN 'Autocuration' WHEN random() < 0.6 THEN 'Expert' ELSE 'Intermediate' END,
       a.src_id, CASE WHEN a.src_id <> 1 THEN 'AID' || (1000 + a.k * 17) END,
       'CHEMBL' || c.v, e.cell_id,
       CASE t.target_type WHEN 'SINGLE PROTEIN' THEN 'BAO_0000357' WHEN 'PROTEIN COMPLEX' THEN 'BAO_0000223' WHEN 'ORGANISM' THEN 'BAO_0000218'
            WHEN 'CELL-LINE' THEN 'BAO_0000219' WHEN 'TISSUE' THEN 'BAO_0000221' WHEN 'PROTEIN FAMILY' THEN 'BAO_0000224'
            ELSE (ARRAY['BAO_0000019', 'BAO_0000219', 'BAO_0000366', 'BAO_0000220', 'BAO_0000249'])[pg_temp.sk(5, 1.5)] END,
       CASE WHEN a.src_id = 1 THEN 'CLD0' ELSE 'DS' || a.k END,
       CASE WHEN random() < 0.05 THEN 'GRP' || pg_temp.r(30) END
  FROM asy0 a JOIN cid c ON c.c = 3880 + a.k JOIN tgt0 t ON t.tid = a.tid
  LEFT JOIN cell0 e ON t.target_type = 'CELL-LINE' AND a.k % 10 <> 3 AND e.k = 1 + (a.k * 37) % 130
  CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.3 THEN NULL WHEN random() < 0.93 THEN coalesce(t.tax_id, 9606)
                                  ELSE (ARRAY[1140, 5855, 6282, 33208, 246196, 652616])[pg_temp.r(6)] END AS tax) x;

CREATE TABLE data_validity_lookup (
    data_validity_comment character varying(30) PRIMARY KEY,
    description character varying(200)
);
INSERT INTO data_validity_lookup VALUES
 ('Author confirmed error', 'Error in the publication confirmed by the author'),
 ('Manually validated', 'Checked and confirmed by a curator'),
 ('Non standard unit for type', 'Units unusual for this activity type'),
 ('Outside typical range', 'Value outside the usual range for this type'),
 ('Potential author error', 'Value may be wrong in the publication'),
 ('Potential missing data', 'Value may be missing from the publication'),
 ('Potential transcription error', 'Value may be mistyped in extraction');

CREATE TABLE activities (
    activity_id bigint PRIMARY KEY,
    assay_id bigint NOT NULL CONSTRAINT fk_act_assay_id REFERENCES assays (assay_id) ON DELETE CASCADE,
    doc_id bigint CONSTRAINT fk_act_doc_id REFERENCES docs (doc_id) ON DELETE CASCADE,
    record_id bigint NOT NULL CONSTRAINT fk_act_record_id REFERENCES compound_records (record_id) ON DELETE CASCADE,
    molregno bigint CONSTRAINT fk_act_molregno REFERENCES molecule_dictionary (molregno) ON DELETE CASCADE,
    standard_relation character varying(50),
    standard_value numeric,
    standard_units character varying(100),
    standard_flag smallint,
    standard_type character varying(250),
    activity_comment character varying(4000),
    data_validity_comment character varying(30) CONSTRAINT fk_data_val_comm REFERENCES data_validity_lookup (data_validity_comment),
    potential_duplicate smallint,
    pchembl_value numeric(4,2),
    bao_endpoint character varying(11) CONSTRAINT fk_act_bao_endpoint REFERENCES bioassay_ontology (bao_id),
    uo_units character varying(10),
    qudt_units character varying(70),
    toid integer,
    upper_value numeric,
    standard_upper_value numeric,
    src_id integer CONSTRAINT fk_act_src_id REFERENCES source (src_id),
    type character varying(250) NOT NULL,
    relation character varying(50),
    value numeric,
    units character varying(100),
    text_value character varying(1000),
    standard_text_value character varying(1000)
);
CREATE TEMP TABLE asyw AS SELECT row_number() OVER (ORDER BY md5(assay_id::text || 'w')) AS w, assay_id, doc_id, src_id FROM asy0;
CREATE TEMP TABLE recd AS SELECT row_number() OVER (PARTITION BY doc_id ORDER BY record_id) AS j, count(*) OVER (PARTITION BY doc_id) AS n,
       record_id, doc_id, molregno FROM compound_records;
CREATE TEMP TABLE act1 AS SELECT k, v, pg_temp.sk(1600, 2.2) AS aw, random() AS u FROM pg_temp.sparse(9000, 31000, 19000000);
CREATE TEMP TABLE act0 AS
SELECT s.k, s.v AS activity_id, a.assay_id, a.doc_id, a.src_id, s.k % 7 AS ty, s.u
  FROM act1 s
  JOIN asyw a ON a.w = s.aw;
INSERT INTO activities
SELECT x.activity_id, x.assay_id, CASE WHEN x.k % 211 = 0 THEN NULL ELSE x.doc_id END, r.record_id, r.molregno,
       CASE WHEN v.sv IS NULL THEN NULL WHEN random() < 0.85 THEN '=' ELSE (ARRAY['>', '<', '>=', '<='])[pg_temp.r(4)] END,
       v.sv, CASE WHEN v.sv IS NOT NULL THEN CASE WHEN x.ty = 5 THEN '%' ELSE 'nM' END END,
       CASE WHEN v.sv IS NOT NULL THEN 1 ELSE 0 END, v.st,
       CASE WHEN v.sv IS NULL THEN (ARRAY['Not Active', 'Inactive', 'inconclusive', 'Active'])[pg_temp.r(4)] END,
       CASE WHEN random() < 0.05 THEN (ARRAY['Outside typical range', 'Outside typical range', 'Non standard unit for type', 'Potential missing data',
                                             'Potential author error', 'Manually validated', 'Potential transcription error'])[pg_temp.sk(7, 1.8)] END,
       CASE WHEN random() < 0.02 THEN 1 ELSE 0 END,
       CASE WHEN v.sv IS NOT NULL AND x.ty < 4 THEN round((9 - log(greatest(v.sv, 1)))::numeric, 2) END,
       CASE x.ty WHEN 0 THEN 'BAO_0000190' WHEN 1 THEN 'BAO_0000192' WHEN 2 THEN 'BAO_0000188' WHEN 3 THEN 'BAO_0000034'
                 WHEN 4 THEN 'BAO_0002146' WHEN 5 THEN 'BAO_0000201' ELSE CASE WHEN random() < 0.5 THEN 'BAO_0000179' END END,
       CASE WHEN v.sv IS NOT NULL THEN CASE WHEN x.ty = 5 THEN 'UO_0000187' ELSE 'UO_0000065' END END,
       CASE WHEN v.sv IS NOT NULL THEN CASE WHEN x.ty = 5 THEN 'http://qudt.org/vocab/unit#Percent' ELSE 'http://www.openphacts.org/units/Nanomolar' END END,
       CASE WHEN random() < 0.01 THEN pg_temp.r(5000) END,
       NULL, NULL, x.src_id, v.st,
       CASE WHEN v.sv IS NOT NULL THEN '=' END, v.sv, CASE WHEN v.sv IS NOT NULL THEN CASE WHEN x.ty = 5 THEN '%' ELSE 'uM' END END,
       NULL, NULL
  FROM act0 x
  JOIN recd r ON r.doc_id = x.doc_id AND r.j = 1 + floor(x.u * r.n)::int
  CROSS JOIN LATERAL (SELECT (ARRAY['IC50', 'Ki', 'EC50', 'Kd', 'GI50', 'Inhibition', 'Activity'])[1 + x.ty] AS st,
                             CASE WHEN random() < 0.08 THEN NULL ELSE round((power(10, random() * 5))::numeric, 2) END AS sv) v;

CREATE TABLE action_type (
    action_type character varying(50) PRIMARY KEY,
    description character varying(200) NOT NULL,
    parent_type character varying(50)
);
INSERT INTO action_type VALUES
 ('INHIBITOR', 'Negatively effects the normal functioning of the protein', 'NEGATIVE MODULATOR'),
 ('ANTAGONIST', 'Binds to a receptor and prevents activation by an agonist', 'NEGATIVE MODULATOR'),
 ('AGONIST', 'Binds to a receptor and activates it', 'POSITIVE MODULATOR'),
 ('BLOCKER', 'Negatively effects the normal functioning of an ion channel', 'NEGATIVE MODULATOR'),
 ('POSITIVE ALLOSTERIC MODULATOR', 'Positively effects a protein through an allosteric site', 'POSITIVE MODULATOR'),
 ('NEGATIVE ALLOSTERIC MODULATOR', 'Negatively effects a protein through an allosteric site', 'NEGATIVE MODULATOR'),
 ('PARTIAL AGONIST', 'Binds to a receptor and partially activates it', 'POSITIVE MODULATOR'),
 ('INVERSE AGONIST', 'Reduces the basal activity of a receptor', 'NEGATIVE MODULATOR'),
 ('OPENER', 'Positively effects the normal functioning of an ion channel', 'POSITIVE MODULATOR'),
 ('MODULATOR', 'Effects the normal functioning of a protein', 'OTHER'),
 ('ACTIVATOR', 'Positively effects the normal functioning of the protein', 'POSITIVE MODULATOR'),
 ('RELEASING AGENT', 'Causes the release of a neurotransmitter', 'OTHER'),
 ('SUBSTRATE', 'Is a substrate of the protein', 'OTHER'),
 ('BINDING AGENT', 'Binds to a substance such as a cell surface antigen', 'OTHER'),
 ('CROSS-LINKING AGENT', 'Cross-links DNA or another substance', 'OTHER'),
 ('DISRUPTING AGENT', 'Disrupts a membrane or structure', 'NEGATIVE MODULATOR'),
 ('HYDROLYTIC ENZYME', 'Hydrolyses a substrate', 'OTHER'),
 ('CHELATING AGENT', 'Binds a metal ion', 'OTHER'),
 ('STABILISER', 'Stabilises a protein', 'POSITIVE MODULATOR'),
 ('VACCINE ANTIGEN', 'Raises an immune response', 'OTHER'),
 ('OXIDATIVE ENZYME', 'Oxidises a substrate', 'OTHER'),
 ('PROTEOLYTIC ENZYME', 'Cleaves proteins', 'OTHER'),
 ('ANTISENSE INHIBITOR', 'Binds mRNA and prevents translation', 'NEGATIVE MODULATOR'),
 ('EXOGENOUS PROTEIN', 'Replaces a missing protein', 'POSITIVE MODULATOR'),
 ('GENE THERAPY', 'Introduces a gene', 'POSITIVE MODULATOR');

CREATE TABLE binding_sites (
    site_id bigint PRIMARY KEY,
    site_name character varying(200),
    tid bigint CONSTRAINT fk_bindsite_tid REFERENCES target_dictionary (tid) ON DELETE CASCADE
);
CREATE TEMP TABLE protw AS SELECT row_number() OVER (ORDER BY md5(tid::text || 'p')) AS w, tid FROM tgt0 WHERE target_type LIKE 'PROTEIN%' OR target_type = 'SINGLE PROTEIN';
INSERT INTO binding_sites
SELECT s.v, (ARRAY['Kinase domain', 'ATP binding site', 'Ligand-binding domain', 'Transmembrane domain', 'Catalytic site'])[1 + s.k % 5] || ' ' || s.k,
       CASE WHEN s.k % 41 = 0 THEN NULL ELSE p.tid END
  FROM (SELECT k, v, pg_temp.sk((SELECT count(*)::int FROM protw), 1.3) AS pw FROM pg_temp.sparse(150, 1, 20000)) s
  JOIN protw p ON p.w = s.pw;

CREATE TABLE drug_mechanism (
    mec_id bigint PRIMARY KEY,
    record_id bigint NOT NULL CONSTRAINT fk_drugmec_rec_id REFERENCES compound_records (record_id) ON DELETE CASCADE,
    molregno bigint CONSTRAINT fk_drugmec_molregno REFERENCES molecule_dictionary (molregno) ON DELETE CASCADE,
    mechanism_of_action character varying(250),
    tid bigint CONSTRAINT fk_drugmec_tid REFERENCES target_dictionary (tid) ON DELETE CASCADE,
    site_id bigint CONSTRAINT fk_drugmec_site_id REFERENCES binding_sites (site_id) ON DELETE CASCADE,
    action_type character varying(50) CONSTRAINT fk_drugmec_actiontype REFERENCES action_type (action_type),
    direct_interaction smallint,
    molecular_mechanism smallint,
    disease_efficacy smallint,
    mechanism_comment character varying(2000),
    selectivity_comment character varying(1000),
    binding_site_comment character varying(1000)
);
CREATE TEMP TABLE drugrec AS
SELECT row_number() OVER (ORDER BY md5(r.record_id::text)) AS w, r.record_id, r.molregno
  FROM compound_records r JOIN molecule_dictionary m ON m.molregno = r.molregno WHERE m.max_phase IS NOT NULL;
CREATE TEMP TABLE atw AS SELECT row_number() OVER (ORDER BY CASE action_type WHEN 'INHIBITOR' THEN 0 WHEN 'ANTAGONIST' THEN 1 WHEN 'AGONIST' THEN 2 ELSE 3 END, action_type) AS w, action_type FROM action_type;
CREATE TEMP TABLE mec0 AS
SELECT s.k, s.v AS mec_id, d.record_id, d.molregno,
       CASE WHEN s.k % 29 = 0 THEN NULL ELSE p.tid END AS tid, s.aw
  FROM (SELECT k, v, pg_temp.sk((SELECT count(*)::int FROM protw), 1.4) AS pw, pg_temp.sk(25, 2.2) AS aw FROM pg_temp.sparse(230, 1, 7500)) s
  JOIN protw p ON p.w = s.pw
  JOIN drugrec d ON d.w = 1 + (s.k * 61) % (SELECT count(*) FROM drugrec);
INSERT INTO drug_mechanism
SELECT x.mec_id, x.record_id, x.molregno,
       CASE WHEN x.tid IS NULL THEN 'Unknown mechanism' ELSE a.action_type || ' of target ' || x.tid END,
       x.tid, b.site_id, a.action_type,
       CASE WHEN random() < 0.9 THEN 1 ELSE 0 END, 1, CASE WHEN random() < 0.85 THEN 1 ELSE 0 END,
       CASE WHEN random() < 0.15 THEN 'comment ' || x.k END, CASE WHEN random() < 0.05 THEN 'selectivity ' || x.k END,
       CASE WHEN b.site_id IS NOT NULL AND random() < 0.2 THEN 'site comment ' || x.k END
  FROM mec0 x
  JOIN atw a ON a.w = x.aw
  LEFT JOIN LATERAL (SELECT site_id FROM binding_sites bs WHERE bs.tid = x.tid AND x.k % 5 <> 0 ORDER BY site_id LIMIT 1) b ON true;

-- obsolete ids of compounds and assays removed from ChEMBL (entity ids outside the slice)
INSERT INTO chembl_id_lookup
SELECT 'CHEMBL' || c.v, CASE WHEN c.c % 3 = 0 THEN 'ASSAY' ELSE 'COMPOUND' END,
       2500001 + c.c * 13, CASE WHEN c.c % 4 = 0 THEN 'OBS' ELSE 'INACTIVE' END, 20 + (c.c % 12)::int
  FROM cid c WHERE c.c > 5480 AND c.c <= 5560;

ANALYZE;
