-- The extension creates its own schema ekaya (a member of the extension, so DROP EXTENSION drops
-- it), puts every object there, is not relocatable, and exposes only what it documents.
CREATE EXTENSION ekaya_ontology;
SELECT extname, extversion, extrelocatable FROM pg_extension WHERE extname = 'ekaya_ontology';
-- every member but the schema itself and the event triggers lives in schema ekaya
SELECT pg_describe_object(d.classid, d.objid, d.objsubid) AS outside_ekaya
  FROM pg_depend d
 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ekaya_ontology')
   AND pg_describe_object(d.classid, d.objid, d.objsubid) !~ '^(\w+ )+ekaya\.'
 ORDER BY 1;
-- cannot be moved
ALTER EXTENSION ekaya_ontology SET SCHEMA public;
-- every view the README documents exists and is readable
SELECT count(*) FROM ekaya.relationships;
SELECT count(*) FROM ekaya.tables;
SELECT count(*) FROM ekaya.columns;
SELECT count(*) FROM ekaya.jobs;
