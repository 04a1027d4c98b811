# ALTER EXTENSION ekaya_ontology UPDATE from every earlier version ends with exactly the objects
# of a fresh install of the current version. The versions come from the installed scripts, so a
# new upgrade script is tested without touching this file.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('upgrade');
$node->init;
$node->start;

# the members of the extension, described so that OIDs do not matter
my $members = q{
  SELECT string_agg(pg_describe_object(classid, objid, objsubid), E'\n' ORDER BY 1)
    FROM pg_depend
   WHERE refclassid = 'pg_extension'::regclass AND deptype = 'e'
     AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ekaya_ontology')};

$node->safe_psql('postgres', 'CREATE DATABASE fresh');
$node->safe_psql('fresh', 'CREATE EXTENSION ekaya_ontology');
my $current = $node->safe_psql('fresh', q{SELECT extversion FROM pg_extension WHERE extname = 'ekaya_ontology'});
my $want = $node->safe_psql('fresh', $members);
ok(length($want) > 0, "a fresh install of $current has members");

my @sources = split /\n/, $node->safe_psql('fresh', qq{
  SELECT source FROM pg_extension_update_paths('ekaya_ontology')
   WHERE target = '$current' AND path IS NOT NULL ORDER BY source});
note('earlier versions with an update path: ' . (@sources ? join(', ', @sources) : 'none yet'));

my $n = 0;
for my $from (@sources)
{
	my $db = 'from_' . ($n++);
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, "CREATE EXTENSION ekaya_ontology VERSION '$from'");
	$node->safe_psql($db, 'ALTER EXTENSION ekaya_ontology UPDATE');
	is($node->safe_psql($db, $members), $want, "update from $from gives the objects of a fresh $current");
}

# updating the current version is a no-op that succeeds
my ($rc, $out, $err) = $node->psql('fresh', 'ALTER EXTENSION ekaya_ontology UPDATE');
is($rc, 0, 'ALTER EXTENSION UPDATE on the current version succeeds');

$node->stop;
done_testing();
