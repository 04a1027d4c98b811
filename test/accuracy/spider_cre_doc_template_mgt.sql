-- test/accuracy/spider_cre_doc_template_mgt.sql: Spider's dev database "cre_Doc_Template_Mgt"
-- (template types, versioned templates, documents made from them and their paragraphs) converted
-- from its SQLite file to PostgreSQL with its names kept, rows scaled up by a deterministic
-- generator; written for issue 16 as a held-out check (tenth round): committed with its truth
-- (spider_cre_doc_template_mgt_truth.csv) BEFORE discovery was ever run on it. The file name is
-- lower case because run.sh names its databases after the file without quoting (acc_<db>_src).
--
-- Its conventions (the "cre_" family of Spider's generated schemas): one schema, public; mixed-case
-- plural table names and columns kept as Spider has them (quoted: "Ref_Template_Types",
-- "Templates", "Documents", "Paragraphs", "Template_ID", "Document_ID"); a Ref_ lookup keyed by a
-- CHAR(15) code ("Template_Type_Code" 'PPT', 'CV', 'AD', 'PP', 'BK', blank-padded as char(n)
-- is); integer ids that are sparse and of every size: templates from 0 with gaps, documents and
-- paragraphs anywhere from one digit to nine ('3830', '385906526'), so a small id of one table is
-- often an id of another. Every Other_Details column is NULL, Template_Details is the empty
-- string, as in Spider. Some templates have no document and some documents no paragraph; a few
-- templates hold most documents. Deterministic: setseed.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.3830);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE "Ref_Template_Types" (
  "Template_Type_Code" CHAR(15) NOT NULL, "Template_Type_Description" VARCHAR(255) NOT NULL,
  PRIMARY KEY ("Template_Type_Code"));
INSERT INTO "Ref_Template_Types" VALUES
  ('PPT', 'Presentation'), ('CV', 'CV'), ('AD', 'Advertisement'), ('PP', 'Paper'), ('BK', 'Book'),
  ('RP', 'Report'), ('MM', 'Memo'), ('LT', 'Letter');

CREATE TABLE "Templates" (
  "Template_ID" INTEGER NOT NULL, "Version_Number" INTEGER NOT NULL, "Template_Type_Code" CHAR(15) NOT NULL,
  "Date_Effective_From" TIMESTAMP, "Date_Effective_To" TIMESTAMP, "Template_Details" VARCHAR(255) NOT NULL,
  PRIMARY KEY ("Template_ID"),
  FOREIGN KEY ("Template_Type_Code") REFERENCES "Ref_Template_Types" ("Template_Type_Code"));
INSERT INTO "Templates"
SELECT t, pg_temp.r(10) - 1, (ARRAY['PPT', 'PPT', 'CV', 'AD', 'PP', 'PP', 'BK', 'BK', 'RP', 'MM'])[pg_temp.r(10)], f,
       f + (pg_temp.r(4000) || ' days')::interval + (pg_temp.r(86000) || ' seconds')::interval, ''
  FROM (SELECT DISTINCT CASE WHEN i <= 3 THEN i - 1 ELSE i * 2 - pg_temp.r(2) END AS t,
               timestamp '1975-01-01' + (pg_temp.r(15000) || ' days')::interval AS f
          FROM generate_series(1, 240) i) s;
CREATE TEMP TABLE tk AS SELECT row_number() OVER (ORDER BY md5('t' || "Template_ID")) AS k, "Template_ID" AS id FROM "Templates";

CREATE TABLE "Documents" (
  "Document_ID" INTEGER NOT NULL, "Template_ID" INTEGER, "Document_Name" VARCHAR(255), "Document_Description" VARCHAR(255),
  "Other_Details" VARCHAR(255),
  PRIMARY KEY ("Document_ID"),
  FOREIGN KEY ("Template_ID") REFERENCES "Templates" ("Template_ID"));
INSERT INTO "Documents"
SELECT DISTINCT ON (d) d, tk.id,
       (ARRAY['Introduction of OS', 'Understanding DB', 'Summer Show', 'Robbin CV', 'Data base', 'Customer reviews', 'Palm reading',
              'How to cook rice', 'How Google people work', 'Learning French', 'Welcome to NY', 'Winter Sails', 'Learning English',
              'How to read a book', 'Spring Sails'])[pg_temp.r(15)] || CASE WHEN random() < 0.6 THEN ' ' || pg_temp.r(99) ELSE '' END,
       chr(97 + floor(random() * 26)::int), NULL
  FROM (SELECT CASE WHEN random() < 0.3 THEN pg_temp.r(99999) ELSE pg_temp.r(999999999) END AS d, least(pg_temp.sk(230, 2.0), 230) AS t
          FROM generate_series(1, 1500)) s
  JOIN tk ON tk.k = s.t;
CREATE TEMP TABLE dk AS SELECT row_number() OVER (ORDER BY md5('d' || "Document_ID")) AS k, "Document_ID" AS id FROM "Documents";

CREATE TABLE "Paragraphs" (
  "Paragraph_ID" INTEGER NOT NULL, "Document_ID" INTEGER NOT NULL, "Paragraph_Text" VARCHAR(255), "Other_Details" VARCHAR(255),
  PRIMARY KEY ("Paragraph_ID"),
  FOREIGN KEY ("Document_ID") REFERENCES "Documents" ("Document_ID"));
INSERT INTO "Paragraphs"
SELECT DISTINCT ON (p) p, dk.id,
       (ARRAY['Korea', 'Somalia', 'Palestinian Territory', 'Jersey', 'UK', 'Fiji', 'Micronesia', 'Ukraine', 'Brazil', 'Indonesia',
              'Japan', 'Senegal', 'Iran', 'Cyprus', 'Bosnia'])[pg_temp.r(15)], NULL
  FROM (SELECT CASE WHEN random() < 0.2 THEN pg_temp.r(99999) ELSE pg_temp.r(999999999) END AS p, least(pg_temp.sk(1300, 1.4), 1300) AS d
          FROM generate_series(1, 4000)) s
  JOIN dk ON dk.k = s.d;
ANALYZE;
