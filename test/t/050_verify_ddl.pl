# 050_verify_ddl.pl: DDL, lock waits and timeouts during the exact verification of
# relationships (issue 15, item 2). A measurement that gives way or fails never downgrades a
# relationship: it is measured again later in the run, or the relationship keeps the row of the
# run that last measured it, marked stale (a new candidate is published as not accepted with
# reason not_measured), and the job ends 'partial' with a 'degraded' list saying what was not
# measured and why. DDL on a table the verification read earlier never waits for the rest of
# the step.
#
# Every moment is reached through locks, not timing: a "pause" session holds an ACCESS EXCLUSIVE
# lock on zz_pause, the table profiled last, so the worker is known to wait there, between
# profiling the other tables and verifying; the lock that then stands in the verification's
# way is taken meanwhile. Tables are sampled (ekaya.sample_rows = 1000), so accepted candidates
# are verified over the whole tables.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use VerifyGate;
use Time::HiRes qw(usleep);

my $node = PostgreSQL::Test::Cluster->new('verify_ddl');
$node->init;
$node->append_conf('postgresql.conf', "max_worker_processes = 16\n");
$node->start;
my $db = 'postgres';

$node->safe_psql($db, q{
	CREATE EXTENSION ekaya_ontology;
	CREATE TABLE customers (id int PRIMARY KEY, name text);
	INSERT INTO customers SELECT g, 'c' || g FROM generate_series(1, 3000) g;
	CREATE TABLE a_archive (id int PRIMARY KEY, customer_id int);
	INSERT INTO a_archive SELECT g, 1 + (g * 7) % 3000 FROM generate_series(1, 20000) g;
	CREATE TABLE c_audit (id int PRIMARY KEY, customer_id int);
	INSERT INTO c_audit SELECT g, 1 + (g * 11) % 3000 FROM generate_series(1, 20000) g;
	CREATE TABLE orders (id int PRIMARY KEY, customer_id int, total int);
	INSERT INTO orders SELECT g, 1 + (g * 13) % 3000, g % 500 FROM generate_series(1, 20000) g;
	CREATE TABLE zz_pause (id int PRIMARY KEY);
	INSERT INTO zz_pause VALUES (1);
	ANALYZE;
});
my $settings = "SET ekaya.sample_rows = 1000; SET client_min_messages = warning;";

sub job_row {
	my ($id) = @_;
	# to_jsonb: the columns this test is about do not exist before the change it tests
	return $node->safe_psql($db, "SELECT status || '|' || coalesce(to_jsonb(j)->>'degraded', 'n/a') FROM ekaya.jobs j WHERE job_id = $id");
}
sub last_job { return $node->safe_psql($db, 'SELECT max(job_id) FROM ekaya.engine_jobs'); }
sub wait_job {
	my ($id) = @_;
	$node->poll_query_until($db, "SELECT status NOT IN ('queued', 'running') FROM ekaya.engine_jobs WHERE job_id = $id")
	  or die "job $id did not finish";
}
# the relationship from <table>.<column> to customers(id): status, reason, stale, exact metrics, job
sub rel {
	my ($table, $column) = @_;
	return $node->safe_psql($db, qq{
		SELECT r.status || '|' || coalesce(r.rejection_reason, '') || '|' || coalesce(to_jsonb(r)->>'stale', 'n/a') || '|'
		       || coalesce(round(r.match_rate::numeric, 3)::text, 'null') || '|' || coalesce(r.orphan_count::text, 'null')
		       || '|' || coalesce(r.inference_method, '') || '|' || r.job_id
		  FROM ekaya.engine_schema_relationships r
		 WHERE r.source_table_oid = '$table'::regclass AND r.source_columns = '{$column}'
		   AND r.target_table_oid = 'customers'::regclass});
}
sub log_shows {	# the server log shows the pattern after offset, within 60 s
	my ($re, $offset) = @_;
	for (1 .. 600)
	{
		return 1 if slurp_file($node->logfile, $offset) =~ $re;
		usleep(100_000);
	}
	return 0;
}

# 0. A first run: every reference measured and accepted.
my $j0 = $node->safe_psql($db, "$settings SELECT ekaya.analyze(wait => true)");
is(job_row($j0), 'succeeded|[]', 'first run succeeds with nothing degraded');
like(rel('orders', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j0$/, 'orders -> customers measured exactly');

# 1. DDL, DROP TABLE and a rolled-back TRUNCATE on tables the verification has already read,
#    while it waits for another table: none of them waits, and everything is measured.
my $pause = pause_profiling($node, $db);
my $req = start_psql($node, $db, "$settings SET ekaya.lock_timeout = '60s'; SELECT ekaya.analyze(wait => true);");
ok(worker_waits_on($node, $db, 'zz_pause'), 'worker held before verifying');
my $hold = $node->background_psql($db);
$hold->query_safe('BEGIN; LOCK TABLE orders IN ACCESS EXCLUSIVE MODE;');
$pause->query_safe('COMMIT');
ok(worker_waits_on($node, $db, 'orders'), 'verification waits for orders, after a_archive, c_audit and customers were read');
my ($rc, $out, $err) = $node->psql($db, "SET lock_timeout = '5s'; ALTER TABLE a_archive ADD COLUMN note text;");
is($rc, 0, 'ALTER TABLE of a table already verified does not wait for the verification') or diag($err);
($rc, $out, $err) = $node->psql($db, "SET lock_timeout = '5s'; DROP TABLE c_audit;");
is($rc, 0, 'DROP TABLE of another table does not wait for the verification') or diag($err);
($rc, $out, $err) = $node->psql($db, "SET lock_timeout = '5s'; BEGIN; TRUNCATE customers; ROLLBACK;");
is($rc, 0, 'a rolled-back TRUNCATE of the target does not wait for the verification') or diag($err);
$hold->query_safe('COMMIT');
($out, $err) = finish_psql($req);
my $j1 = last_job();
is(job_row($j1), 'succeeded|[]', 'the job succeeds with nothing degraded');
like(rel('orders', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j1$/, 'orders -> customers measured by this run');
like(rel('a_archive', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j1$/, 'a_archive -> customers measured by this run');
unlike($err, qr/WARNING/, 'no warning');

# 2. The verification of orders gives way (its lock waits behind DDL that waits for a reader)
#    and the reader finishes: the next round measures it.
$node->safe_psql($db, q{
	ALTER TABLE orders ADD COLUMN buyer_customer_id int;
	UPDATE orders SET buyer_customer_id = 1 + (id * 17) % 3000;
	ANALYZE orders;
});
my $reader;
my $ddl;
sub block_orders {	# a reader holds orders; ALTER TABLE queues behind it; the verification behind that
	$reader = $node->background_psql($db);
	$reader->query_safe('BEGIN; SELECT count(*) FROM orders;');
	$ddl = start_psql($node, $db, 'ALTER TABLE orders ADD COLUMN late_' . int(rand(1e9)) . ' text;');
	$node->poll_query_until($db, q{SELECT EXISTS (SELECT FROM pg_locks WHERE relation = 'orders'::regclass
	                                               AND mode = 'AccessExclusiveLock' AND NOT granted)})
	  or die 'ALTER TABLE never queued';
}
my $log_offset = -s $node->logfile;
$pause = pause_profiling($node, $db);
$req = start_psql($node, $db, "$settings SET ekaya.lock_timeout = '2s'; SELECT ekaya.analyze(wait => true);");
ok(worker_waits_on($node, $db, 'zz_pause'), 'worker held before verifying');
block_orders();
$pause->query_safe('COMMIT');
ok(log_shows(qr/measuring the relationships of public\.orders gave way \(lock_timeout\); it is measured again later/, $log_offset),
	'the measurement of orders gave way, to be tried again');
$reader->query_safe('COMMIT');
finish_psql($ddl);
($out, $err) = finish_psql($req);
my $j2 = last_job();
is(job_row($j2), 'succeeded|[]', 'measured in a later round: the job succeeds');
like(rel('orders', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j2$/, 'orders -> customers measured again by this run');
like(rel('orders', 'buyer_customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j2$/, 'the new reference measured too');

# 3. The same, but the reader never lets go during the run: orders is never measured. Its
#    references keep the last measured rows, marked stale; the job is partial and says so.
$node->safe_psql($db, q{
	ALTER TABLE orders ADD COLUMN seller_customer_id int;
	UPDATE orders SET seller_customer_id = 1 + (id * 19) % 3000;
	ANALYZE orders;
});
$pause = pause_profiling($node, $db);
$req = start_psql($node, $db, "$settings SET ekaya.lock_timeout = '1s'; SELECT ekaya.analyze(wait => true);");
ok(worker_waits_on($node, $db, 'zz_pause'), 'worker held before verifying');
block_orders();
$pause->query_safe('COMMIT');
($out, $err) = finish_psql($req);
my $j3 = last_job();
$reader->query_safe('COMMIT');
finish_psql($ddl);
is($node->safe_psql($db, "SELECT status FROM ekaya.jobs WHERE job_id = $j3"), 'partial', 'the job is partial');
is($node->safe_psql($db, qq{SELECT string_agg(d->>'source' || ' -> ' || (d->>'target') || ' ' || (d->>'reason'), ', ' ORDER BY d->>'source')
                              FROM ekaya.jobs j, jsonb_array_elements(to_jsonb(j)->'degraded') d WHERE j.job_id = $j3}),
	'public.orders(buyer_customer_id) -> public.customers(id) lock_timeout, '
	  . 'public.orders(customer_id) -> public.customers(id) lock_timeout, '
	  . 'public.orders(seller_customer_id) -> public.customers(id) lock_timeout',
	'degraded lists exactly what was not measured, and why');
like($err, qr/WARNING:  analysis job $j3 published its results, but could not measure 3 relationship\(s\)/,
	'analyze(wait => true) returns with a WARNING');
like($out, qr/^$j3$/m, '... and the job id');
like(rel('orders', 'customer_id'), qr/^accepted\|\|true\|1\.000\|0\|value_overlap\+sql\|$j2$/,
	'orders -> customers keeps the row of the run that measured it, marked stale');
like(rel('orders', 'buyer_customer_id'), qr/^accepted\|\|true\|1\.000\|0\|value_overlap\+sql\|$j2$/,
	'orders.buyer_customer_id too');
is($node->safe_psql($db, q{SELECT evidence->>'not_measured' FROM ekaya.relationships
                            WHERE source_table = 'public.orders' AND source_columns = '{customer_id}'
                              AND target_table = 'public.customers'}),
	'lock_timeout', 'the stale row says why it was not measured again');
like(rel('orders', 'seller_customer_id'), qr/^rejected\|not_measured\|false\|null\|null\|value_overlap\|$j3$/,
	'a new reference without a measured row is not accepted on the estimate: not_measured');
like(rel('a_archive', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j3$/,
	'what could be measured was measured by this run');
is($node->safe_psql($db, q{SELECT (ekaya.status()->'last_success'->>'status') || '|' || jsonb_array_length(ekaya.status()->'last_success'->'degraded')}),
	'partial|3', 'status() reports the partial job and what it could not measure');

# A run without interference measures everything again.
my $j4 = $node->safe_psql($db, "$settings SELECT ekaya.analyze(wait => true)");
is(job_row($j4), 'succeeded|[]', 'the next run succeeds');
like(rel('orders', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j4$/, 'no longer stale');
like(rel('orders', 'seller_customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j4$/, 'the new reference is accepted');

# 4. ekaya.statement_timeout ends the verification of a_archive (its lock is held meanwhile,
#    and ekaya.lock_timeout = 0 waits for it until the statement timeout): not retried, not
#    downgraded; the job is partial.
$pause = pause_profiling($node, $db);
$req = start_psql($node, $db, "$settings SET ekaya.lock_timeout = 0; SET ekaya.statement_timeout = '2s'; SELECT ekaya.analyze(wait => true);");
ok(worker_waits_on($node, $db, 'zz_pause'), 'worker held before verifying');
$hold = $node->background_psql($db);
$hold->query_safe('BEGIN; LOCK TABLE a_archive IN ACCESS EXCLUSIVE MODE;');
$pause->query_safe('COMMIT');
($out, $err) = finish_psql($req);
$hold->query_safe('COMMIT');
my $j5 = last_job();
is(job_row($j5), 'partial|[{"reason": "statement_timeout", "source": "public.a_archive(customer_id)", "target": "public.customers(id)"}]',
	'the job is partial: a_archive was not measured within ekaya.statement_timeout');
like(rel('a_archive', 'customer_id'), qr/^accepted\|\|true\|1\.000\|0\|value_overlap\+sql\|$j4$/,
	'a_archive -> customers keeps its measured row, marked stale');
like(rel('orders', 'customer_id'), qr/^accepted\|\|false\|1\.000\|0\|value_overlap\+sql\|$j5$/, 'orders measured by this run');

$node->stop;
done_testing();
