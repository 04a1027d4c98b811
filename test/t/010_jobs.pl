# 010_jobs.pl: analysis jobs under faults. A job runs in a background worker for the requesting
# role (reading each table as its owner); whatever happens to that worker (SIGKILL and crash restart, server restart, cancel,
# statement timeout), every job ends in a final state with a reason and the previously published
# results stay intact. Jobs are held in their publish step deterministically by a session that
# keeps ekaya.engine_state locked (the "gate"), so no assertion depends on timing.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use EkayaJobs qw(close_gate);

my $node = PostgreSQL::Test::Cluster->new('jobs');
$node->init;
$node->append_conf('postgresql.conf', "max_worker_processes = 16\nrestart_after_crash = on\nlog_min_messages = log\n");
$node->start;
my $db = 'postgres';

$node->safe_psql($db, q{
	CREATE EXTENSION ekaya_ontology;
	CREATE TABLE customers (id int PRIMARY KEY, name text);
	CREATE TABLE orders (id int PRIMARY KEY, customer_id int REFERENCES customers, total numeric);
	INSERT INTO customers SELECT g, 'c' || g FROM generate_series(1, 1000) g;
	INSERT INTO orders SELECT g, 1 + g % 1000, g FROM generate_series(1, 200000) g;
	ANALYZE;
	CREATE ROLE analyst LOGIN;
	CREATE ROLE other LOGIN;
	GRANT SELECT ON customers, orders TO analyst;
});

sub as_analyst { my ($sql) = @_; return $node->safe_psql($db, $sql, extra_params => [ '-U', 'analyst' ]); }
sub job { my ($id) = @_; return $node->safe_psql($db, "SELECT status || '|' || coalesce(error, '') FROM ekaya.engine_jobs WHERE job_id = $id"); }
sub results { return $node->safe_psql($db, "SELECT (SELECT generation FROM ekaya.engine_state) || '/' || (SELECT count(*) FROM ekaya.engine_schema_tables)"); }
sub no_worker {
	return $node->poll_query_until($db,
		"SELECT count(*) = 0 FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'");
}

sub gated_job { return EkayaJobs::gated_job($node, $db, 'analyst'); }

# 1. A job runs to success and is visible in ekaya.jobs.
my $j1 = as_analyst('SELECT ekaya.analyze()');
ok($node->poll_query_until($db, "SELECT status = 'succeeded' FROM ekaya.jobs WHERE job_id = $j1"), 'job polled to success');
is($node->safe_psql($db, "SELECT requested_by || '|' || tables_done || '/' || tables_total FROM ekaya.jobs WHERE job_id = $j1"),
	'analyst|2/2', 'job ran as the requester over both tables');
is(as_analyst("SELECT ekaya.status()->'last_success'->>'job_id'"), $j1, 'status() reports the last success');
my $baseline = results();
like($baseline, qr{^1/2$}, 'results published once');

# wait => true returns the id of a finished job
my $jw = as_analyst('SELECT ekaya.analyze(wait => true)');
is(job($jw), 'succeeded|', 'wait => true returns after success');
$baseline = results();

# 2. While a job runs: one job per role and database, worker visible in pg_stat_activity as the
# requester; another role's request is never answered with it (it runs with other privileges).
my ($j2, $gate) = gated_job();
is($node->safe_psql($db, "SELECT usename || '|' || (query LIKE 'ekaya: publishing%')::text FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'"),
	'analyst|true', 'worker runs as the requester and shows its phase');
my ($ret, $out, $err) = $node->psql($db, 'SELECT ekaya.analyze()', extra_params => [ '-U', 'analyst' ]);
is($out, $j2, 'a second request of the same role returns its running job');
like($err, qr/already running/, 'with a NOTICE');
my $jo = $node->safe_psql($db, 'SELECT ekaya.analyze()', extra_params => [ '-U', 'other' ]);
isnt($jo, $j2, "another role's request gets a job of its own");
$node->safe_psql($db, "SELECT ekaya.cancel($jo)", extra_params => [ '-U', 'other' ]);
ok($node->poll_query_until($db,
	"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'"),
	"the other role's job cancelled");
like(as_analyst("SELECT ekaya.status()->'running'->>'phase'"), qr/publishing/, 'status() shows the job in progress');

# DDL on an analysed table is not held up by the running job (it holds no table locks between units)
$node->safe_psql($db, "SET lock_timeout = '5s'; ALTER TABLE orders ADD COLUMN note text;");
pass('DDL with lock_timeout succeeded while a job ran');

# 3. SIGKILL the worker mid-job: crash restart, job 'interrupted', results intact.
my $pid = $node->safe_psql($db, "SELECT pid FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'");
kill 'KILL', $pid;
close_gate($gate);
ok($node->poll_query_until($db, "SELECT ekaya.status()->'running' = 'null'::jsonb"), 'server back after crash restart');
is(job($j2), 'failed|interrupted', 'killed job ends failed/interrupted');
is(results(), $baseline, 'previous results intact after SIGKILL');

# 4. Server restart mid-job.
my ($j3, $gate3) = gated_job();
$node->restart;
close_gate($gate3);
is(as_analyst("SELECT ekaya.status()->'running'"), 'null', 'no job running after restart');
is(job($j3), 'failed|interrupted', 'job running across a restart ends failed/interrupted');
is(results(), $baseline, 'previous results intact after restart');

# 5. Cancel.
my ($j4, $gate4) = gated_job();
($ret, $out, $err) = $node->psql($db, "SELECT ekaya.cancel($j4)", extra_params => [ '-U', 'other' ]);
like($err, qr/permission denied to cancel/, 'another role cannot cancel the job');
is(as_analyst("SELECT ekaya.cancel($j4)"), 't', 'requester cancels');
ok(no_worker(), 'worker gone after cancel');
close_gate($gate4);
is(job($j4), 'cancelled|cancelled by analyst', 'job cancelled');
is(results(), $baseline, 'previous results intact after cancel');
is(as_analyst("SELECT ekaya.cancel($j4)"), 'f', 'cancelling a finished job returns false');

# 6. ekaya.statement_timeout hit: the job fails with the timeout as its reason.
($ret, $out, $err) = $node->psql($db, "SET ekaya.statement_timeout = '1ms'; SELECT ekaya.analyze(wait => true)",
	extra_params => [ '-U', 'analyst' ]);
like($err, qr/statement timeout/, 'wait => true raises the job error');
is($node->safe_psql($db, "SELECT status || '|' || error_code FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1"),
	'failed|57014', 'job failed with statement timeout');
is(results(), $baseline, 'previous results intact after a timeout');

# 7. The DDL made during job 2 left orders stale; a stale-only run refreshes it.
is(as_analyst("SELECT ekaya.status()->'stale_tables'"), '[{"table": "public.orders", "change": "changed"}]', 'altered table is stale');
my $j5 = as_analyst('SELECT ekaya.analyze(stale_only => true, wait => true)');
is(job($j5), 'succeeded|', 'stale-only job succeeds');
is($node->safe_psql($db, "SELECT count(*) FROM ekaya.engine_schema_tables WHERE stale"), '0', 'nothing stale afterwards');

# 8. Out of worker slots: a clear error with a hint.
$node->append_conf('postgresql.conf', "max_worker_processes = 1\n");
$node->restart;
($ret, $out, $err) = $node->psql($db, 'SELECT ekaya.analyze()');
like($err, qr/no background worker slot is free.*\n.*HINT:.*max_worker_processes/, 'out of slots: error with hint');

$node->stop;
done_testing();
