# 080_shared_key_sets.pl: a key set the analysis worker shares with the parallel workers of a
# verification scan (keyshare.c) is mapped by each of them for the rest of its short life: the
# scan's workers end without a "dynamic shared memory leak" warning, and the reference is
# measured as it would be without them (issue 17). Parallel plans are made cheap, and the key set
# of accounts' sparse ids (60,000 of them, about 480 kB) passes a 64th of ekaya.work_mem = 4MB,
# so it is moved into shared memory before events is scanned (no constraint declares the reference:
# it is measured).
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('keyshare');
$node->init;
$node->append_conf('postgresql.conf', q{
max_worker_processes = 16
max_parallel_workers = 8
max_parallel_workers_per_gather = 2
parallel_setup_cost = 0
parallel_tuple_cost = 0
min_parallel_table_scan_size = 0
log_min_messages = debug1
});
$node->start;
my $db = 'postgres';

$node->safe_psql($db, q{
	CREATE EXTENSION ekaya_ontology;
	CREATE TABLE accounts (account_id bigint PRIMARY KEY, name text);
	INSERT INTO accounts SELECT g::bigint * 7919, 'a' || g FROM generate_series(1, 60000) g;
	CREATE TABLE events (event_id int PRIMARY KEY, account_id bigint, amount int);
	INSERT INTO events SELECT g, (1 + (g * 13) % 60000)::bigint * 7919, g % 100 FROM generate_series(1, 300000) g;
	ANALYZE;
});

my $offset = -s $node->logfile;
my $job = $node->safe_psql($db,
	"SET ekaya.work_mem = '4MB'; SET client_min_messages = warning; SELECT ekaya.analyze(wait => true)");
is($node->safe_psql($db, "SELECT status || '|' || (stats->>'key_sets_shared')::int FROM ekaya.engine_jobs WHERE job_id = $job"),
	'succeeded|1', 'the analysis shared the key set of accounts with the scan of events');
is($node->safe_psql($db, q{
	SELECT status || '|' || match_rate FROM ekaya.relationships
	 WHERE source_table = 'public.events' AND source_columns = '{account_id}' AND target_table = 'public.accounts'}),
	'accepted|1', 'events.account_id -> accounts measured whole');
like(slurp_file($node->logfile, $offset), qr/parallel worker for PID/,
	'the scan of events had parallel workers');
unlike(slurp_file($node->logfile, $offset), qr/dynamic shared memory leak/,
	'no parallel worker leaves its mapping of the key set to be reported as leaked');

$node->stop;
done_testing();
