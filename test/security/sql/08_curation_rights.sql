-- Finding 8: curation is for table owners and curators, not for every reader. mallory may only
-- SELECT cur.orders and cur.customers: she can neither reject the discovered relationship, nor
-- add one, nor add an alias, and her attempts change nothing. bob owns cur.orders and may add
-- relationships from it; carol, a member of the role named by ekaya.curator_role, may too. The
-- curator recorded is current_user at the call: a SECURITY DEFINER function of bob's, called
-- in mallory's session, curates as bob.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory', 'ekaya_sec_bob', 'ekaya_sec_carol', 'ekaya_sec_curators');
GRANT ekaya_sec_curators TO ekaya_sec_carol;
CREATE SCHEMA cur;
CREATE TABLE cur.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE cur.orders (order_id int PRIMARY KEY, customer_id int, amount int, ship_to int, bill_to int, gift_for int);
INSERT INTO cur.customers SELECT g, 'customer ' || g FROM generate_series(1, 100) g;
INSERT INTO cur.orders SELECT g, 1 + (g * 7) % 100, 1 + g % 100, 1 + (g * 3) % 100, 1 + (g * 11) % 100, 1 + (g * 13) % 100
  FROM generate_series(1, 400) g;
ALTER TABLE cur.orders OWNER TO ekaya_sec_bob;
GRANT USAGE ON SCHEMA cur TO ekaya_sec_mallory, ekaya_sec_bob, ekaya_sec_carol;
GRANT SELECT ON cur.orders, cur.customers TO ekaya_sec_mallory, ekaya_sec_carol;
GRANT SELECT ON cur.customers TO ekaya_sec_bob;
SELECT ekaya.analyze(ARRAY['cur'], wait => true) > 0 AS analysed;
SELECT pg_temp.check('8.0: orders.customer_id -> customers was discovered and accepted',
                     EXISTS (SELECT FROM ekaya.relationships WHERE source_table = 'cur.orders' AND source_columns = '{customer_id}'
                                AND target_table = 'cur.customers' AND status = 'accepted'), 'not discovered');

-- everything curation can change, to compare before and after mallory's attempts
CREATE FUNCTION pg_temp.curation_state() RETURNS text LANGUAGE sql AS $$
    SELECT md5(coalesce((SELECT string_agg(concat_ws('|', relationship_id, source_table_oid, source_columns, target_table_oid,
                                                     target_columns, status, rejection_reason, source, created_by), ','
                                           ORDER BY relationship_id)
                           FROM ekaya.engine_schema_relationships), '')
               || coalesce((SELECT string_agg(concat_ws('|', term, schema_name, table_name, column_name, created_by), ','
                                              ORDER BY term, schema_name, table_name, column_name)
                              FROM ekaya.engine_aliases), ''))
$$;
CREATE TEMP TABLE state_before AS SELECT pg_temp.curation_state() AS s;

SET ROLE ekaya_sec_mallory;
SELECT pg_temp.expect_error('8.1: mallory cannot reject the relationship from bob''s orders',
    $$SELECT ekaya.reject_relationship('cur.orders', '{customer_id}', 'cur.customers', '{customer_id}')$$, '42501');
SELECT pg_temp.expect_error('8.2: mallory cannot add a relationship from bob''s orders',
    $$SELECT ekaya.add_relationship('cur.orders', '{amount}', 'cur.customers', '{customer_id}')$$, '42501');
SELECT pg_temp.expect_error('8.3: mallory cannot add an alias of a table she does not own',
    $$SELECT ekaya.add_alias('buyer', 'cur.customers')$$, '42501');
RESET ROLE;
SELECT pg_temp.check('8.4: mallory''s attempts changed no relationship and no alias', s = pg_temp.curation_state(),
                     (SELECT string_agg(concat_ws(' ', source_columns, status, source, created_by), '; ')
                        FROM ekaya.engine_schema_relationships WHERE created_by = 'ekaya_sec_mallory')
                     || ' / ' || (SELECT string_agg(term, ', ') FROM ekaya.engine_aliases WHERE created_by = 'ekaya_sec_mallory'))
  FROM state_before;

-- the owner of the source table
SET ROLE ekaya_sec_bob;
SELECT pg_temp.expect_ok('8.5: bob, the owner of orders, adds a relationship from it',
    $$SELECT ekaya.add_relationship('cur.orders', '{ship_to}', 'cur.customers', '{customer_id}')$$);
RESET ROLE;
SELECT pg_temp.check('8.6: the owner''s relationship is recorded as created by bob',
                     created_by = 'ekaya_sec_bob', 'created_by ' || created_by)
  FROM ekaya.engine_schema_relationships
 WHERE source_table_oid = 'cur.orders'::regclass AND source_columns = '{ship_to}' AND source = 'manual';

-- a member of the curator role
SET ekaya.curator_role = 'ekaya_sec_curators';
SET ROLE ekaya_sec_carol;
SELECT pg_temp.expect_ok('8.7: carol, a member of ekaya.curator_role, adds a relationship from bob''s orders',
    $$SELECT ekaya.add_relationship('cur.orders', '{bill_to}', 'cur.customers', '{customer_id}')$$);
SELECT pg_temp.expect_ok('8.8: carol adds an alias',
    $$SELECT ekaya.add_alias('patron', 'cur.customers')$$);
RESET ROLE;
RESET ekaya.curator_role;

-- bob's SECURITY DEFINER function, called by mallory: the curator is bob
CREATE FUNCTION cur.bob_marks_gifts() RETURNS jsonb LANGUAGE sql SECURITY DEFINER
    AS $$SELECT ekaya.add_relationship('cur.orders', '{gift_for}', 'cur.customers', '{customer_id}')$$;
ALTER FUNCTION cur.bob_marks_gifts() OWNER TO ekaya_sec_bob;
SET ROLE ekaya_sec_mallory;
SELECT pg_temp.outcome('SELECT cur.bob_marks_gifts()') = '00000' AS called;
RESET ROLE;
SELECT pg_temp.check('8.9: a relationship added by bob''s SECURITY DEFINER function in mallory''s session is created by bob',
                     coalesce((SELECT created_by = 'ekaya_sec_bob' FROM ekaya.engine_schema_relationships
                                WHERE source_table_oid = 'cur.orders'::regclass AND source_columns = '{gift_for}' AND source = 'manual'), false),
                     coalesce((SELECT 'created_by ' || created_by FROM ekaya.engine_schema_relationships
                                WHERE source_table_oid = 'cur.orders'::regclass AND source_columns = '{gift_for}' AND source = 'manual'),
                              'no relationship was added'));

DROP SCHEMA cur CASCADE;
CALL pg_temp.drop_roles('ekaya_sec_mallory', 'ekaya_sec_bob', 'ekaya_sec_carol', 'ekaya_sec_curators');
