# 060_jobs_view.pl: ekaya.jobs tells the truth the moment anyone looks (issue 15, item 6).
#
# A job whose worker died (SIGKILL and crash restart, server restart) used to show 'running' in
# ekaya.jobs until someone called status() or analyze(), which close such jobs. A monitoring
# query must see 'failed' / 'interrupted' at once, without writing anything (it may run on a
# standby or in a read-only transaction). And when the caller's own statement_timeout cancels
# analyze(wait => true), the error must say that the job goes on and how to stop it.
#
# Jobs are held in their publish step by a session that keeps ekaya.engine_state locked (the
# "gate", as in 010_jobs.pl), so nothing depends on timing.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use EkayaJobs qw(close_gate);

my $node = PostgreSQL::Test::Cluster->new('jobs_view');
$node->init;
$node->append_conf('postgresql.conf', "max_worker_processes = 16\nrestart_after_crash = on\n");
$node->start;
my $db = 'postgres';

$node->safe_psql($db, q{
	CREATE EXTENSION ekaya_ontology;
	CREATE TABLE customers (id int PRIMARY KEY, name text);
	CREATE TABLE orders (id int PRIMARY KEY, customer_id int, total numeric);
	INSERT INTO customers SELECT g, 'c' || g FROM generate_series(1, 1000) g;
	INSERT INTO orders SELECT g, 1 + g % 1000, g FROM generate_series(1, 20000) g;
	CREATE ROLE analyst LOGIN;
	GRANT SELECT ON customers, orders TO analyst;
});

sub as_analyst { my ($sql) = @_; return $node->safe_psql($db, $sql, extra_params => [ '-U', 'analyst' ]); }
# what the public view says; never calls status(), analyze() or _reap_jobs()
sub view { my ($id) = @_; return as_analyst("SELECT status || '|' || coalesce(error, '') FROM ekaya.jobs WHERE job_id = $id"); }
sub stored { my ($id) = @_; return $node->safe_psql($db, "SELECT status FROM ekaya.engine_jobs WHERE job_id = $id"); }

sub gated_job { return EkayaJobs::gated_job($node, $db, 'analyst'); }

# 1. A live job is shown running.
my ($j1, $gate1) = gated_job();
is(view($j1), 'running|', 'a job whose worker is alive is running');

# 2. The caller's own statement_timeout cancels the wait, not the job: the error says so and how
# to stop it, and the job still runs.
my ($ret, $out, $err) = $node->psql($db, "SET statement_timeout = '300ms'; SELECT ekaya.analyze(wait => true)",
	extra_params => [ '-U', 'analyst' ]);
like($err, qr/statement timeout/, 'the wait is cancelled by the statement timeout');
like($err, qr/job $j1 goes on/, 'the error says that the job goes on');
like($err, qr/ekaya\.cancel\($j1\)/, 'and how to cancel it');
is(view($j1), 'running|', 'the job is still running after the wait was cancelled');

# 3. SIGKILL of the worker: the view says failed / interrupted at once, read-only, before anyone
# calls status() or analyze().
my $pid = $node->safe_psql($db, "SELECT pid FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'");
kill 'KILL', $pid;
close_gate($gate1);
$node->poll_query_until($db, 'SELECT true') or die 'server did not come back after the crash';
is(as_analyst("BEGIN READ ONLY; SELECT status || '|' || error FROM ekaya.jobs WHERE job_id = $j1; COMMIT;"),
	'failed|interrupted', 'after SIGKILL the view shows failed/interrupted at once, in a read-only transaction');
like(as_analyst("SELECT phase FROM ekaya.jobs WHERE job_id = $j1"), qr/^interrupted during publishing/,
	'and the phase it was interrupted in');
is(stored($j1), 'running', '(the stored row was not touched: the view computed it)');
is(as_analyst("SELECT count(*) FROM ekaya.jobs WHERE status IN ('queued', 'running')"), '0',
	'a monitoring query counting running jobs sees none');

# status() still closes the row for good
as_analyst('SELECT ekaya.status()');
is(stored($j1), 'failed', 'status() closes the stored row');
is(view($j1), 'failed|interrupted', 'and the view agrees');

# 4. Server restart mid-job: the same at the first look after the restart.
my ($j2, $gate2) = gated_job();
$node->restart;
close_gate($gate2);
is(view($j2), 'failed|interrupted', 'after a server restart the view shows failed/interrupted at once');
is(stored($j2), 'running', '(computed by the view, not written)');

# 5. A finished job is shown as stored.
my $j3 = as_analyst('SELECT ekaya.analyze(wait => true)');
is(view($j3), 'succeeded|', 'a finished job keeps its stored status');

$node->stop;
done_testing();
