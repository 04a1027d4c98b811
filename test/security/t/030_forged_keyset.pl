# Finding 12: ekaya._orphans validates a key set completely before probing it. A forged key set
# whose only slot is filled while its header says it holds no key makes today's probe loop run
# forever, deaf to cancel and terminate, until the cluster restarts. It must fail fast with
# SQLSTATE 22P03 (invalid_binary_representation), not run into statement_timeout (57014);
# so must other malformed states. The forged case runs last, under a client-side timeout, on
# this throwaway cluster, which is stopped in immediate mode whatever happened.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use FindBin;
use lib $FindBin::RealBin;
use SecurityTest;

my $node = security_node('forged_keyset');

# A key set as ekaya._keyset serialises one (without the varlena header): magic, capacity,
# used, rows, then capacity 64-bit slots (0 = empty).
sub keyset
{
	my ($capacity, $used, $rows, @slots) = @_;
	my $bin = pack('VVVQ<', 0x454b4b31, $capacity, $used, $rows) . join('', map { pack('Q<', $_) } @slots);
	return '\x' . unpack('H*', $bin);
}

# The SQLSTATE the probe ends with ('none' when it succeeds, 'hung' when the client gave up).
sub probe
{
	my ($keys) = @_;
	my $timed_out = 0;
	my ($ret, $out, $err) = $node->psql('postgres',
		"SET statement_timeout = '3s';\nSELECT ekaya._orphans('$keys'::bytea, 100000, 1::int);",
		extra_params => [ '-v', 'VERBOSITY=verbose' ], timeout => 10, timed_out => \$timed_out);
	return 'hung' if $timed_out;
	return $err =~ /ERROR:\s+([0-9A-Z]{5}):/ ? $1 : 'none';
}

my %malformed = (
	'12.1: capacity not a power of two' => keyset(3, 0, 0, 0, 0, 0),
	'12.2: used equal to capacity' => keyset(2, 2, 2, 7, 9),
	'12.3: used not matching the filled slots (one of four filled, three claimed)' => keyset(4, 3, 3, 0, 0, 5, 0),
	'12.4: truncated (capacity 4, two slots present)' => keyset(4, 1, 1, 5, 0),
	'12.5: shorter than a header' => '\x314b4b4501000000',
);
for my $what (sort keys %malformed)
{
	my $state = probe($malformed{$what});
	is($state, '22P03', "$what: rejected with 22P03");
}

# the forged state of the issue: capacity 1, used 0, the only slot filled
is(probe('\x314b4b4501000000000000000000000000000000ffffffffffffffff'),
	'22P03', '12.6: the forged key set (capacity 1, used 0, its only slot filled) fails fast with 22P03');

$node->stop('immediate');
done_testing();
