# SecurityTest.pm: what the TAP tests of the security suite share: a throwaway cluster with the
# extension and the attacker role, and polling with a deadline of our own (poll_query_until
# waits up to PG_TEST_TIMEOUT_DEFAULT, three minutes, far longer than any of these waits).
package SecurityTest;
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Time::HiRes qw(usleep time);
use Exporter 'import';
our @EXPORT = qw(security_node poll_for);

# A started cluster named $name with ekaya_ontology created in database postgres and the login
# role ekaya_sec_mallory; $conf is appended to postgresql.conf before the start.
sub security_node
{
	my ($name, $conf) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);
	$node->init;
	$node->append_conf('postgresql.conf', "max_worker_processes = 16\n" . ($conf // ''));
	$node->start;
	$node->safe_psql('postgres', q{
		CREATE EXTENSION ekaya_ontology;
		CREATE ROLE ekaya_sec_mallory LOGIN;
	});
	return $node;
}

# Runs $sql every 100 ms until it returns 't' (true) or $seconds have passed (false).
sub poll_for
{
	my ($node, $sql, $seconds, %params) = @_;
	my $deadline = time() + $seconds;
	while (time() < $deadline)
	{
		my ($ret, $out) = $node->psql('postgres', $sql, %params);
		return 1 if $ret == 0 && $out eq 't';
		usleep(100_000);
	}
	return 0;
}

1;
