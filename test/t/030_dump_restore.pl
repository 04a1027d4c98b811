# pg_dump / pg_restore keeps curated (manual) relationships, pointing at the restored tables,
# and leaves out everything an analysis can recompute.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('dump');
$node->init;
$node->start;
$node->safe_psql('postgres', 'CREATE DATABASE src');
$node->safe_psql('src', q{
  CREATE EXTENSION ekaya_ontology;
  CREATE TABLE parent (id int PRIMARY KEY);
  CREATE TABLE child (id int PRIMARY KEY, parent_ref int);
  INSERT INTO parent SELECT generate_series(1, 100);
  INSERT INTO child SELECT g, 1 + g % 100 FROM generate_series(1, 300) g;
  SELECT ekaya.analyze(wait => true);
  INSERT INTO ekaya.engine_schema_relationships
         (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns,
          target_attnums, relationship_type, status, source, confidence, cardinality)
  VALUES ('child', '{parent_ref}', '{2}', 'parent', '{id}', '{1}', 'manual', 'accepted', 'manual', 1, 'N:1');
});

my $dump = "$PostgreSQL::Test::Utils::tmp_check/src.dump";
command_ok([ 'pg_dump', '-Fc', '-f', $dump, '-d', $node->connstr('src') ], 'pg_dump succeeds');
$node->safe_psql('postgres', 'CREATE DATABASE dst');
# a table created first shifts OIDs, so a restore that kept raw OIDs would point elsewhere
$node->safe_psql('dst', 'CREATE TABLE shift_oids (x int)');
command_ok([ 'pg_restore', '-d', $node->connstr('dst'), $dump ], 'pg_restore succeeds');

is( $node->safe_psql('dst',
		q{SELECT source_table || '(' || source_columns[1] || ') -> ' || target_table
		    FROM ekaya.relationships WHERE relationship_type = 'manual'}),
	'public.child(parent_ref) -> public.parent',
	'the curated relationship is restored and names the restored tables');
is($node->safe_psql('dst', 'SELECT count(*) FROM ekaya.engine_schema_columns'),
	'0', 'profiles are not dumped: an analysis recomputes them');

$node->stop;
done_testing();
