-- Entry point of an analysis. The C function checks privileges on every table itself and
-- never stores anything about a table the caller cannot SELECT.
CREATE FUNCTION ekaya.analyze(schemas text[] DEFAULT NULL, wait boolean DEFAULT false)
RETURNS bigint
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_analyze';
