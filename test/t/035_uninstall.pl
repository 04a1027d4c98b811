# 035_uninstall.pl: DROP EXTENSION ekaya_ontology removes everything it created, the schema
# ekaya included, and does not drop curated rows without a word: it says how many go and the
# pg_dump command that keeps them (issue 15, item 8). The commands README.md gives for keeping
# curation across an uninstall are run here exactly as documented.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('uninstall');
$node->init;
$node->start;
my $db = 'postgres';

$node->safe_psql($db, q{
  CREATE EXTENSION ekaya_ontology;
  CREATE TABLE parent (id int PRIMARY KEY, label text);
  CREATE TABLE child (id int PRIMARY KEY, parent_ref int, other int);
  SELECT ekaya.add_relationship('child', '{parent_ref}', 'parent', '{id}', 'curated before the uninstall');
  SELECT ekaya.reject_relationship('child', '{other}', 'parent', '{id}');
  SELECT ekaya.add_alias('household', 'parent');
});

# the commands of README.md, "Uninstalling"
my $file = "$PostgreSQL::Test::Utils::tmp_check/ekaya_curation.sql";
command_ok([ 'pg_dump', '--data-only', '--table=ekaya.engine_schema_relationships',
		'--table=ekaya.engine_aliases', '--table=ekaya.relationship_id_seq', '-f', $file,
		'-d', $node->connstr($db) ], 'the documented pg_dump of the curated rows succeeds');

my ($rc, $out, $err) = $node->psql($db, 'DROP EXTENSION ekaya_ontology');
is($rc, 0, 'DROP EXTENSION succeeds');
like($err, qr/NOTICE:.*deletes 2 curated relationships and 1 alias with the schema ekaya/, 'it says how many curated rows it drops');
like($err, qr/pg_dump --data-only --table=ekaya\.engine_schema_relationships --table=ekaya\.engine_aliases/,
	'and names the pg_dump command that keeps them');
is($node->safe_psql($db, q{SELECT count(*) FROM pg_namespace WHERE nspname = 'ekaya'}), '0',
	'the schema ekaya is gone with the extension');
is($node->safe_psql($db, q{SELECT count(*) FROM pg_event_trigger}), '0', 'so are its event triggers');

# reinstall and load the file back
$node->safe_psql($db, 'CREATE EXTENSION ekaya_ontology');
command_ok([ 'psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', $file, '-d', $node->connstr($db) ],
	'the curated rows load back into a fresh install');
is($node->safe_psql($db, q{SELECT status FROM ekaya.validate_joins('SELECT 1 FROM child c JOIN parent p ON c.parent_ref = p.id')}),
	'verified', 'the curated relationship is used again');
is($node->safe_psql($db, q{SELECT status || ':' || rejection_reason FROM ekaya.relationships WHERE source_columns = '{other}'}),
	'rejected:manually_rejected', 'the curated rejection is back');
is($node->safe_psql($db, q{SELECT term || ' -> ' || schema_name || '.' || table_name FROM ekaya.engine_aliases}),
	'household -> public.parent', 'the alias is back');
like($node->safe_psql($db, q{SELECT (ekaya.add_relationship('child', '{other}', 'parent', '{id}'))->>'relationship_id'}),
	qr/^[0-9]+$/, 'the id sequence was restored with the rows: new curation does not collide');

# nothing curated: nothing to say
$node->safe_psql($db, q{DELETE FROM ekaya.engine_schema_relationships; DELETE FROM ekaya.engine_aliases;});
($rc, $out, $err) = $node->psql($db, 'DROP EXTENSION ekaya_ontology');
is($rc, 0, 'DROP EXTENSION without curated rows succeeds');
unlike($err, qr/curated/, 'and says nothing about curation');

# dropping another extension says nothing about ekaya's curation
SKIP:
{
	skip 'contrib extension citext is not installed', 1
	  unless $node->safe_psql($db, q{SELECT count(*) FROM pg_available_extensions WHERE name = 'citext'}) eq '1';
	$node->safe_psql($db, q{CREATE EXTENSION ekaya_ontology; CREATE EXTENSION citext;
	                        SELECT ekaya.add_relationship('child', '{parent_ref}', 'parent', '{id}');});
	($rc, $out, $err) = $node->psql($db, 'DROP EXTENSION citext');
	unlike($err, qr/curated/, 'DROP EXTENSION of another extension says nothing about ekaya');
}

$node->stop;
done_testing();
