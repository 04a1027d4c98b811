# 070_progress_time_limit.pl: an analysis shows its progress while it measures, and stops at
# ekaya.analysis_time_limit (issue 17). While the exact measurement waits for a table, ekaya.jobs
# shows the phase, the relationships measured of those to measure and the table being read
# (committed by the worker in the middle of the step), and pg_stat_activity says the same. When
# the time limit is reached, the run publishes what it measured: the tables it did not read are
# skipped with the reason time_limit, the relationships it did not measure keep the row of the
# run that last measured them, marked stale, and the job ends 'partial' listing them as
# degraded with the reason time_limit (stats.not_verified counts them): nothing is lost silently.
#
# Every moment is reached through locks, not timing (as 050_verify_ddl.pl): a "pause" session
# holds an ACCESS EXCLUSIVE lock on zz_pause, the table profiled last.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use VerifyGate;

my $node = PostgreSQL::Test::Cluster->new('progress');
$node->init;
$node->append_conf('postgresql.conf', "max_worker_processes = 16\n");
$node->start;
my $db = 'postgres';

$node->safe_psql($db, q{
	CREATE EXTENSION ekaya_ontology;
	CREATE TABLE customers (id int PRIMARY KEY, name text);
	INSERT INTO customers SELECT g, 'c' || g FROM generate_series(1, 3000) g;
	CREATE TABLE orders (id int PRIMARY KEY, customer_id int, total int);
	INSERT INTO orders SELECT g, 1 + (g * 13) % 3000, g % 500 FROM generate_series(1, 20000) g;
	CREATE TABLE payments (id int PRIMARY KEY, customer_id int);
	INSERT INTO payments SELECT g, 1 + (g * 7) % 3000 FROM generate_series(1, 20000) g;
	CREATE TABLE zz_pause (id int PRIMARY KEY);
	INSERT INTO zz_pause VALUES (1);
	ANALYZE;
});
my $settings = "SET ekaya.sample_rows = 1000; SET client_min_messages = warning;";

sub last_job { return $node->safe_psql($db, 'SELECT max(job_id) FROM ekaya.engine_jobs'); }
sub rel {	# status|stale|job of the relationship from <table>.customer_id to customers
	my ($table) = @_;
	return $node->safe_psql($db, qq{
		SELECT r.status || '|' || r.stale || '|' || r.job_id FROM ekaya.engine_schema_relationships r
		 WHERE r.source_table_oid = '$table'::regclass AND r.source_columns = '{customer_id}'
		   AND r.target_table_oid = 'customers'::regclass});
}

# 0. A first run measures everything.
my $j0 = $node->safe_psql($db, "$settings SELECT ekaya.analyze(wait => true)");
is($node->safe_psql($db, "SELECT status || '|' || relationships_verified || '/' || relationships_to_verify FROM ekaya.jobs WHERE job_id = $j0"),
	'succeeded|2/2', 'the first run measured both references and says so');
like(rel('orders'), qr/^accepted\|false\|$j0$/, 'orders -> customers accepted');

# 1. Progress while the measurement waits for orders.
my $pause = pause_profiling($node, $db);
my $req = start_psql($node, $db, "$settings SET ekaya.lock_timeout = '60s'; SELECT ekaya.analyze(wait => true);");
ok(worker_waits_on($node, $db, 'zz_pause'), 'worker held before verifying');
my $hold = $node->background_psql($db);
$hold->query_safe('BEGIN; LOCK TABLE orders IN ACCESS EXCLUSIVE MODE;');
$pause->query_safe('COMMIT');
ok(worker_waits_on($node, $db, 'orders'), 'the measurement waits for orders');
is($node->safe_psql($db, q{SELECT phase || '|' || tables_done || '/' || tables_total || '|' || (candidates_checked > 0)
                                  || '|' || relationships_to_verify || '|' || current_table
                             FROM ekaya.jobs ORDER BY job_id DESC LIMIT 1}),
	'verifying relationships|4/4|true|2|public.orders',
	'ekaya.jobs shows the phase, the candidates screened, the relationships to measure and the table being read');
like($node->safe_psql($db, "SELECT query FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'"),
	qr/^ekaya: job \d+ verifying relationships: public\.orders \(\d of 2 relationships measured\)$/,
	'pg_stat_activity says the same');
like($node->safe_psql($db, "SELECT ekaya.status()->'running'->>'current_table'"), qr/^public\.orders$/,
	'status() too');
$hold->query_safe('COMMIT');
my ($out, $err) = finish_psql($req);
my $j1 = last_job();
is($node->safe_psql($db, "SELECT status || '|' || relationships_verified || '/' || relationships_to_verify || '|' || coalesce(current_table, '') FROM ekaya.jobs WHERE job_id = $j1"),
	'succeeded|2/2|', 'the job ends with everything measured');

# 2. The time limit is reached while the run waits for zz_pause: zz_pause is skipped, nothing is
#    measured, what was measured before is kept, stale, and the job is partial and says why.
$pause = pause_profiling($node, $db);
$req = start_psql($node, $db, "$settings SET ekaya.lock_timeout = '60s'; SET ekaya.analysis_time_limit = '3s'; SELECT ekaya.analyze(wait => true);");
ok(worker_waits_on($node, $db, 'zz_pause'), 'worker held while profiling');
($out, $err) = finish_psql($req);
$pause->query_safe('COMMIT');
my $j2 = last_job();
is($node->safe_psql($db, "SELECT status FROM ekaya.jobs WHERE job_id = $j2"), 'partial', 'the job is partial');
is($node->safe_psql($db, "SELECT string_agg(s->>'table' || ' ' || split_part(s->>'reason', ':', 1), ', ') FROM ekaya.jobs j, jsonb_array_elements(j.skipped) s WHERE j.job_id = $j2"),
	'public.zz_pause time_limit', 'the table it could not read is skipped, with the reason time_limit');
is($node->safe_psql($db, qq{SELECT string_agg(d->>'source' || ' ' || (d->>'reason'), ', ' ORDER BY d->>'source')
                              FROM ekaya.jobs j, jsonb_array_elements(j.degraded) d WHERE j.job_id = $j2}),
	'public.orders(customer_id) time_limit, public.payments(customer_id) time_limit',
	'the relationships it could not measure are listed, with the reason time_limit');
is($node->safe_psql($db, "SELECT stats->'not_verified' FROM ekaya.engine_jobs WHERE job_id = $j2"), '2',
	'stats.not_verified counts them');
like(rel('orders'), qr/^accepted\|true\|$j1$/, 'orders -> customers keeps the row of the run that measured it, stale');
like(rel('payments'), qr/^accepted\|true\|$j1$/, 'payments -> customers too');
like($err, qr/WARNING:  analysis job $j2 published its results, but could not measure 2 relationship/,
	'analyze(wait => true) returns with a WARNING');
is($node->safe_psql($db, "SELECT count(*) FROM ekaya.tables WHERE table_name = 'public.zz_pause'"), '1',
	'the skipped table keeps its earlier profile');

done_testing();
