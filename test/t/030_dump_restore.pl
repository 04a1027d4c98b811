# pg_dump / pg_restore keeps curated (manual) relationships, pointing at the restored tables,
# and leaves out everything an analysis can recompute. A column's identity in a relationship is
# its name (what a dump keeps): a table that had a column dropped is restored with other column
# numbers, and every reader (validate_joins, the join graph, get_table_details, ekaya.columns,
# relationship_diagram) must still find the curated relationship on the right column (issue 15,
# item 4). Renamed columns are followed; dropped ones take their relationships with them.
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
  -- junk is dropped: in this database parent_ref is column 3, in a restored one column 2
  CREATE TABLE child (id int PRIMARY KEY, junk int, parent_ref int, other int);
  ALTER TABLE child DROP COLUMN junk;
  INSERT INTO parent SELECT generate_series(1, 100);
  INSERT INTO child SELECT g, 1 + g % 100, -g FROM generate_series(1, 300) g;
  SELECT ekaya.analyze(wait => true);
  SELECT ekaya.add_relationship('child', '{parent_ref}', 'parent', '{id}');
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

sub dst { my ($sql) = @_; return $node->safe_psql('dst', $sql); }
sub join_status
{
	my ($cond) = @_;
	return dst("SELECT status FROM ekaya.validate_joins('SELECT 1 FROM child c JOIN parent p ON $cond')");
}

# the restored curated relationship is on parent_ref, column 2 here, whatever number it had
is(join_status('c.parent_ref = p.id'), 'verified', 'validate_joins: the curated join is verified after the restore');
isnt(join_status('c.other = p.id'), 'verified', 'validate_joins: the column now numbered like the old parent_ref is not');
like(dst(q{SELECT ekaya.plan_joins_sql(ARRAY['child', 'parent'])}), qr/\.parent_ref\b/, 'plan_joins_sql joins on parent_ref');

dst('SELECT ekaya.analyze(wait => true)');
sub fk_columns
{
	return dst(q{SELECT string_agg(c->>'name', ',' ORDER BY c->>'name')
	               FROM jsonb_array_elements(ekaya.get_table_details(ARRAY['child'])->'tables'->0->'columns') c
	              WHERE c ? 'fk'});
}
is(fk_columns(), 'parent_ref', 'get_table_details: the fk is on parent_ref only');
is(dst(q{SELECT string_agg(column_name, ',') FROM ekaya.columns WHERE table_name = 'public.child' AND role = 'foreign_key'}),
	'parent_ref', 'ekaya.columns: parent_ref and only it plays the foreign_key role');
like(dst(q{SELECT ekaya.relationship_diagram(ARRAY['child', 'parent'])}), qr/integer parent_ref FK/, 'relationship_diagram: parent_ref is the FK');
unlike(dst(q{SELECT ekaya.relationship_diagram(ARRAY['child', 'parent'])}), qr/other FK/, 'relationship_diagram: other is not');

# a rename is followed: the relationship keeps its column under the new name, everywhere
dst('ALTER TABLE child RENAME COLUMN parent_ref TO parent_key');
is(dst(q{SELECT source_columns FROM ekaya.relationships WHERE relationship_type = 'manual'}), '{parent_key}',
	'after a rename the curated relationship names the column by its new name');
is(join_status('c.parent_key = p.id'), 'verified', 'validate_joins: the renamed column is still verified');
like(dst(q{SELECT ekaya.plan_joins_sql(ARRAY['child', 'parent'])}), qr/\.parent_key\b/, 'plan_joins_sql uses the new name');
is(fk_columns(), 'parent_key', 'get_table_details: the fk follows the rename');
like(dst(q{SELECT hops::text FROM ekaya.get_join_path('child', 'parent')}), qr/"parent_key"/, 'get_join_path uses the new name');

# a curated rejection survives a rename and the next analysis
dst(q{CREATE TABLE child2 (id int PRIMARY KEY, parent_id int NOT NULL);
      INSERT INTO child2 SELECT g, 1 + g % 100 FROM generate_series(1, 400) g;
      SELECT ekaya.analyze(wait => true);});
is(dst(q{SELECT status FROM ekaya.relationships
           WHERE source_table = 'public.child2' AND target_table = 'public.parent' AND source = 'analysis'}), 'accepted',
	'(the analysis finds child2.parent_id -> parent.id)');
dst(q{SELECT ekaya.reject_relationship('child2', '{parent_id}', 'parent', '{id}')});
dst('ALTER TABLE child2 RENAME COLUMN parent_id TO main_parent_id');
dst('SELECT ekaya.analyze(wait => true)');
is(dst(q{SELECT string_agg(source || ':' || array_to_string(source_columns, ',') || ':' || rejection_reason, ' ' ORDER BY source)
           FROM ekaya.relationships WHERE source_table = 'public.child2' AND target_table = 'public.parent'}),
	'analysis:main_parent_id:manually_rejected manual:main_parent_id:manually_rejected',
	'the curated rejection follows the rename and holds after re-analysis');

# a dropped column takes its relationships with it: nothing offers a join on it
dst('ALTER TABLE child DROP COLUMN parent_key');
is(dst(q{SELECT count(*) FROM ekaya.get_join_path('child', 'parent')}), '0', 'get_join_path offers no join on a dropped column');
is(dst(q{SELECT count(*) FROM ekaya.get_neighbors('child')}), '0', 'nor does get_neighbors');
is(dst(q{SELECT count(*) FROM ekaya.validate_joins('SELECT 1 FROM child c JOIN parent p ON c.other = p.id') WHERE status = 'verified'}),
	'0', 'validate_joins verifies no other column in its place');

$node->stop;
done_testing();
