-- Finding 14: relationship_diagram(..., 'dot') writes valid DOT whatever the table names hold.
-- dotapp."we""ird" has a double quote in its name and an accepted relationship to
-- dotapp.customers. Every quoted ID of the output must be a well-formed DOT string (each inner
-- '"' escaped as '\"'); checked line by line against the statement forms the diagram uses:
-- graph header and closing brace, attribute statements, node statements and edge statements.
\i test/security/helpers.sql
CREATE SCHEMA dotapp;
CREATE TABLE dotapp.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE dotapp."we""ird" (id int PRIMARY KEY, customer_id int, "odd""col" int);
INSERT INTO dotapp.customers SELECT g, 'c' || g FROM generate_series(1, 20) g;
INSERT INTO dotapp."we""ird" SELECT g, 1 + g % 20, g FROM generate_series(1, 40) g;
SELECT ekaya.analyze(ARRAY['dotapp'], wait => true) > 0 AS analysed;
SELECT pg_temp.outcome($$SELECT ekaya.add_relationship('dotapp."we""ird"', '{customer_id}', 'dotapp.customers', '{customer_id}')$$)
       = '00000' AS related;
SELECT pg_temp.outcome($$SELECT ekaya.add_relationship('dotapp."we""ird"', ARRAY['odd"col'], 'dotapp.customers', '{customer_id}')$$)
       = '00000' AS related_by_odd_column;

CREATE TEMP TABLE dot AS
SELECT ekaya.relationship_diagram(ARRAY['dotapp.customers', 'dotapp."we""ird"'], 'dot') AS body;
-- a DOT quoted string: no unescaped quote inside; an attribute: name=value, value bare or quoted
CREATE TEMP TABLE grammar AS
SELECT q, format('[A-Za-z_]+ *= *([A-Za-z0-9_.:]+|%s)', q) AS attr
  FROM (SELECT '"([^"\\]|\\.)*"' AS q) s;
CREATE TEMP TABLE lines AS
SELECT n, line,
       line ~ ('^\s*(di)?graph\s+("[^"]*"|\w+)?\s*\{\s*$') OR line ~ '^\s*\}\s*$' OR line ~ '^\s*$'
       OR line ~ format('^\s*[A-Za-z_]+ *= *([A-Za-z0-9_.]+|%s) *;?\s*$', g.q)
       OR line ~ format('^\s*(node|edge|graph) *\[ *%s( *, *%s)* *\] *;?\s*$', g.attr, g.attr)
       OR line ~ format('^\s*%s *(\[ *%s( *, *%s)* *\])? *;?\s*$', g.q, g.attr, g.attr)
       OR line ~ format('^\s*%s *-> *%s *(\[ *%s( *, *%s)* *\])? *;?\s*$', g.q, g.q, g.attr, g.attr) AS well_formed
  FROM dot, grammar g, regexp_split_to_table(dot.body, E'\n') WITH ORDINALITY AS l(line, n);
SELECT pg_temp.check('14.1: the DOT diagram has a node and an edge for the table with a quote in its name',
                     (SELECT count(*) FROM lines WHERE line LIKE '%ird%' AND line NOT LIKE '%->%') >= 1
                     AND (SELECT count(*) FROM lines WHERE line LIKE '%ird%->%customers%') >= 1,
                     (SELECT body FROM dot));
SELECT pg_temp.check('14.2: every line of the DOT diagram is a well-formed statement (quotes in IDs escaped)',
                     bool_and(well_formed), string_agg(CASE WHEN NOT well_formed THEN 'line ' || n || ': ' || line END, ' | '))
  FROM lines;
-- run.sh parses this copy with Graphviz when it is installed
SELECT body FROM dot \g .run/test-output/security/14_diagram.dot

DROP SCHEMA dotapp CASCADE;
