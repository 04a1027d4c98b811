-- The extension installs into schema ekaya, is not relocatable, and exposes only what it documents.
CREATE EXTENSION ekaya_ontology;
SELECT extname, extversion, extrelocatable, n.nspname
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
 WHERE extname = 'ekaya_ontology';
-- cannot be moved
ALTER EXTENSION ekaya_ontology SET SCHEMA public;
-- every view the README documents exists and is readable
SELECT count(*) FROM ekaya.relationships;
SELECT count(*) FROM ekaya.tables;
SELECT count(*) FROM ekaya.columns;
SELECT count(*) FROM ekaya.jobs;
