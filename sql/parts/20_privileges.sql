-- Privileges: results are read through row-level security keyed on the reader's current
-- privileges on the analysed tables, checked at read time because grants change after an analysis.
-- Views are security_invoker so the policies apply to the caller, not to the view owner.

GRANT USAGE ON SCHEMA ekaya TO PUBLIC;

ALTER TABLE ekaya.engine_schema_tables ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_tables ON ekaya.engine_schema_tables FOR SELECT
    USING (pg_catalog.has_table_privilege(table_oid, 'SELECT'));

ALTER TABLE ekaya.engine_schema_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_keys ON ekaya.engine_schema_keys FOR SELECT
    USING (pg_catalog.has_table_privilege(table_oid, 'SELECT'));

ALTER TABLE ekaya.engine_schema_columns ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_columns ON ekaya.engine_schema_columns FOR SELECT
    USING (pg_catalog.has_column_privilege(table_oid, attnum, 'SELECT'));

-- The terms hold stems of enum values: the same privilege as the column itself.
ALTER TABLE ekaya.engine_column_terms ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_column_terms ON ekaya.engine_column_terms FOR SELECT
    USING (pg_catalog.has_column_privilege(table_oid, attnum, 'SELECT'));

-- What the data says is shown only to roles that see every row of the table, the rule pg_stats
-- follows: row_security_active() is false for superusers, roles with BYPASSRLS, and the owner
-- unless the table forces row security.
ALTER TABLE ekaya.engine_table_values ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_table_values ON ekaya.engine_table_values FOR SELECT
    USING (pg_catalog.has_table_privilege(table_oid, 'SELECT')
           AND NOT pg_catalog.row_security_active(table_oid));

ALTER TABLE ekaya.engine_column_values ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_column_values ON ekaya.engine_column_values FOR SELECT
    USING (pg_catalog.has_column_privilege(table_oid, attnum, 'SELECT')
           AND NOT pg_catalog.row_security_active(table_oid));

-- An alternative target is named only to roles that may read it.
ALTER TABLE ekaya.engine_relationship_alternatives ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_alternatives ON ekaya.engine_relationship_alternatives FOR SELECT
    USING (pg_catalog.has_table_privilege(source_table_oid, 'SELECT')
           AND pg_catalog.has_table_privilege(target_table_oid, 'SELECT')
           AND pg_catalog.has_table_privilege(alternative_oid, 'SELECT'));

ALTER TABLE ekaya.engine_schema_relationships ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_relationships ON ekaya.engine_schema_relationships FOR SELECT
    USING (pg_catalog.has_table_privilege(source_table_oid, 'SELECT')
           AND pg_catalog.has_table_privilege(target_table_oid, 'SELECT'));

ALTER TABLE ekaya.engine_entity_relationships ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_entity_relationships ON ekaya.engine_entity_relationships FOR SELECT
    USING (pg_catalog.has_table_privilege(source_table_oid, 'SELECT')
           AND pg_catalog.has_table_privilege(target_table_oid, 'SELECT'));

-- A view column's lineage names its base table: shown only to roles that may read both.
ALTER TABLE ekaya.engine_column_lineage ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_lineage ON ekaya.engine_column_lineage FOR SELECT
    USING (pg_catalog.has_column_privilege(table_oid, attnum, 'SELECT')
           AND (base_table_oid IS NULL OR pg_catalog.has_table_privilege(base_table_oid, 'SELECT')));

-- A role sees its own jobs; superusers and pg_read_all_stats members see all.
ALTER TABLE ekaya.engine_jobs ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_jobs ON ekaya.engine_jobs FOR SELECT
    USING (requested_by OPERATOR(pg_catalog.=)
               (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) CURRENT_USER)
           OR pg_catalog.pg_has_role(CURRENT_USER, 'pg_read_all_stats', 'USAGE'));

GRANT SELECT ON ekaya.engine_jobs, ekaya.engine_schema_tables, ekaya.engine_schema_keys,
    ekaya.engine_schema_columns, ekaya.engine_column_terms, ekaya.engine_schema_relationships,
    ekaya.engine_entity_relationships, ekaya.engine_state, ekaya.engine_table_values,
    ekaya.engine_column_values, ekaya.engine_relationship_alternatives, ekaya.engine_column_lineage TO PUBLIC;
-- Stage tables are written by the analysis as the extension owner and read by nobody else.
REVOKE ALL ON ekaya.stage_schema_tables, ekaya.stage_schema_keys, ekaya.stage_schema_columns,
    ekaya.stage_schema_relationships, ekaya.stage_table_values, ekaya.stage_column_values,
    ekaya.stage_relationship_alternatives, ekaya.stage_column_lineage FROM PUBLIC;
