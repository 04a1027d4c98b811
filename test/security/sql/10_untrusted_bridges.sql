-- Finding 10: join paths do not route through another owner's table. br.customers,
-- br.orders(customer_id) and br.payments(order_id) belong to the superuser: customers - orders -
-- payments is a trusted path of two hops, discovered by the analysis. mallory's public table
-- mal.customer_payments links customers to payments in two hops too, through relationships
-- she curated as its owner (confidence 1, above the inferred ones), so today it ranks first.
-- It must rank below the trusted path with an untrusted_bridge warning, never be chosen by
-- plan_joins, and be left out with ekaya.untrusted_bridges = exclude.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
CREATE SCHEMA br;
CREATE TABLE br.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE br.orders (order_id int PRIMARY KEY, customer_id int, total int);
CREATE TABLE br.payments (payment_id int PRIMARY KEY, order_id int, paid int);
INSERT INTO br.customers SELECT g, 'customer ' || g FROM generate_series(1, 100) g;
INSERT INTO br.orders SELECT g, 1 + (g * 7) % 100, g % 89 FROM generate_series(1, 300) g;
INSERT INTO br.payments SELECT g, 1 + (g * 11) % 300, g % 83 FROM generate_series(1, 600) g;
GRANT USAGE ON SCHEMA br TO PUBLIC;
GRANT SELECT ON ALL TABLES IN SCHEMA br TO PUBLIC;
SELECT ekaya.analyze(ARRAY['br'], wait => true) > 0 AS analysed;
SELECT pg_temp.check('10.0: the trusted path customers - orders - payments was discovered',
                     (SELECT count(*) FROM ekaya.relationships WHERE status = 'accepted'
                         AND (source_table, source_columns, target_table) IN
                             (('br.orders', '{customer_id}', 'br.customers'), ('br.payments', '{order_id}', 'br.orders'))) = 2,
                     'missing relationships');

CREATE SCHEMA mal AUTHORIZATION ekaya_sec_mallory;
SET ROLE ekaya_sec_mallory;
CREATE TABLE mal.customer_payments (link_id int PRIMARY KEY, customer_id int, payment_id int);
INSERT INTO mal.customer_payments SELECT g, 1 + g % 100, g FROM generate_series(1, 600) g;
GRANT USAGE ON SCHEMA mal TO PUBLIC;
GRANT SELECT ON mal.customer_payments TO PUBLIC;
SELECT pg_temp.outcome($$SELECT ekaya.add_relationship('mal.customer_payments', '{customer_id}', 'br.customers', '{customer_id}')$$)
       = '00000' AS mallory_added_customer_link;
SELECT pg_temp.outcome($$SELECT ekaya.add_relationship('mal.customer_payments', '{payment_id}', 'br.payments', '{payment_id}')$$)
       = '00000' AS mallory_added_payment_link;
RESET ROLE;

CREATE TEMP TABLE paths AS
SELECT path_rank, total_hops, hops::text LIKE '%customer_payments%' AS via_mal, warnings
  FROM ekaya.get_join_path('br.customers', 'br.payments', max_paths => 5);
SELECT pg_temp.check('10.1: get_join_path offers the trusted path through orders',
                     EXISTS (SELECT FROM paths WHERE NOT via_mal),
                     (SELECT string_agg(path_rank || ':' || via_mal, ', ') FROM paths));
SELECT pg_temp.check('10.2: get_join_path still offers the path through mal.customer_payments, flagged',
                     EXISTS (SELECT FROM paths WHERE via_mal), 'no path through mal.customer_payments');
SELECT pg_temp.check('10.3: every path through mal.customer_payments ranks below the trusted path',
                     (SELECT min(path_rank) FROM paths WHERE via_mal) > (SELECT min(path_rank) FROM paths WHERE NOT via_mal),
                     (SELECT string_agg(path_rank || CASE WHEN via_mal THEN ' via mal' ELSE ' trusted' END, ', ' ORDER BY path_rank) FROM paths));
SELECT pg_temp.check('10.4: every path through mal.customer_payments carries an untrusted_bridge warning',
                     bool_and(EXISTS (SELECT FROM unnest(warnings) w WHERE w LIKE 'untrusted_bridge%')),
                     string_agg(path_rank || ': ' || coalesce(warnings::text, 'no warnings'), '; '))
  FROM paths WHERE via_mal;
SELECT pg_temp.check('10.5: plan_joins_sql joins customers to payments without mal.customer_payments',
                     NOT (coalesce(s, '') LIKE '%customer_payments%') AND s LIKE '%orders%', s)
  FROM (SELECT ekaya.plan_joins_sql(ARRAY['br.customers', 'br.payments']) AS s) x;
SELECT pg_temp.check('10.6: plan_joins picks no bridge of mallory''s',
                     NOT EXISTS (SELECT FROM ekaya.plan_joins(ARRAY['br.customers', 'br.payments']) p
                                  WHERE p.table_name LIKE '%customer_payments%'),
                     'mal.customer_payments is a step');

SET ekaya.untrusted_bridges = 'exclude';
SELECT pg_temp.check('10.7: with ekaya.untrusted_bridges = exclude no path goes through mal.customer_payments',
                     NOT EXISTS (SELECT FROM ekaya.get_join_path('br.customers', 'br.payments', max_paths => 5) p
                                  WHERE p.hops::text LIKE '%customer_payments%')
                     AND EXISTS (SELECT FROM ekaya.get_join_path('br.customers', 'br.payments', max_paths => 5)),
                     'a path goes through it, or no path is left');
RESET ekaya.untrusted_bridges;

DROP SCHEMA br CASCADE;
CALL pg_temp.drop_roles('ekaya_sec_mallory');
