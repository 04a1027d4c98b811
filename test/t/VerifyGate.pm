# VerifyGate.pm: what the TAP tests that hold an analysis at a chosen moment share
# (050_verify_ddl.pl, 070_progress_time_limit.pl). Every moment is reached through locks, not
# timing: a "pause" session holds an ACCESS EXCLUSIVE lock on a table the worker will read, and
# the tests wait until the worker waits for it.
package VerifyGate;
use strict;
use warnings;
use Exporter 'import';
use IPC::Run;
our @EXPORT = qw(worker_waits_on start_psql finish_psql pause_profiling);

# Does the analysis worker wait (within the poll's time) for a lock on $table?
sub worker_waits_on {
	my ($node, $db, $table) = @_;
	return $node->poll_query_until($db, qq{
		SELECT EXISTS (SELECT FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
		                WHERE a.backend_type = 'ekaya_ontology analysis' AND NOT l.granted
		                  AND l.relation = '$table'::regclass)});
}

# A session running a statement in the background (IPC::Run), for analyze(wait => true) and DDL.
sub start_psql {
	my ($node, $db, $sql) = @_;
	my ($out, $err) = ('', '');
	my $h = IPC::Run::start([ 'psql', '-X', '-At', '-d', $node->connstr($db), '-c', $sql ],
		'>', \$out, '2>', \$err);
	return { h => $h, out => \$out, err => \$err };
}

# Waits for a start_psql session to end; returns its standard output and error.
sub finish_psql {
	my ($p) = @_;
	$p->{h}->finish;
	return (${ $p->{out} }, ${ $p->{err} });
}

# A session holding an ACCESS EXCLUSIVE lock on zz_pause, the table profiled last, until COMMIT.
sub pause_profiling {
	my ($node, $db) = @_;
	my $pause = $node->background_psql($db);
	$pause->query_safe('BEGIN; LOCK TABLE zz_pause IN ACCESS EXCLUSIVE MODE;');
	return $pause;
}

1;
