# EkayaJobs.pm: helpers shared by the TAP tests of analysis jobs (010_jobs.pl, 060_jobs_view.pl).
package EkayaJobs;
use strict;
use warnings;
use Exporter 'import';
our @EXPORT_OK = qw(gated_job close_gate);

# A job of $role held at its publish step, deterministically: a gate session keeps
# ekaya.engine_state locked until close_gate. Returns the job id and the gate session.
sub gated_job
{
	my ($node, $db, $role) = @_;
	my $gate = $node->background_psql($db);
	$gate->query_safe('BEGIN; LOCK TABLE ekaya.engine_state IN EXCLUSIVE MODE;');
	my $j = $node->safe_psql($db, 'SELECT ekaya.analyze()', extra_params => [ '-U', $role ]);
	$node->poll_query_until($db,
		"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis' AND wait_event_type = 'Lock'")
	  or die "analysis worker never reached the gate";
	return ($j, $gate);
}

sub close_gate { my ($gate) = @_; eval { $gate->quit; }; }

1;
