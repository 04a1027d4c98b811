# 020_launcher.pl: with ekaya_ontology preloaded, the launcher refreshes databases whose analysed
# tables changed, as the role that ran the last successful analysis, without anyone asking.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('launcher');
$node->init;
$node->append_conf('postgresql.conf', qq{
shared_preload_libraries = 'ekaya_ontology'
ekaya.refresh_interval = '1s'
max_worker_processes = 16
});
$node->start;
my $db = 'postgres';
$node->safe_psql($db, q{
	CREATE EXTENSION ekaya_ontology;
	CREATE TABLE customers (id int PRIMARY KEY, name text);
	CREATE ROLE analyst LOGIN;
	GRANT SELECT ON customers TO analyst;
});
is($node->safe_psql($db, "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology launcher'"),
	'1', 'launcher running');

my $j = $node->safe_psql($db, 'SELECT ekaya.analyze(wait => true)', extra_params => [ '-U', 'analyst' ]);
$node->safe_psql($db, 'ALTER TABLE customers ADD COLUMN email text');
is($node->safe_psql($db, "SELECT stale FROM ekaya.engine_schema_tables WHERE table_oid = 'customers'::regclass"),
	't', 'DDL marked the table stale');

ok($node->poll_query_until($db,
	"SELECT EXISTS (SELECT FROM ekaya.jobs WHERE job_id > $j AND status = 'succeeded' AND requested_by = 'analyst')"
	  . " AND NOT (SELECT stale FROM ekaya.engine_schema_tables WHERE table_oid = 'customers'::regclass)"),
	'launcher refreshed the stale table');
is($node->safe_psql($db, "SELECT mode FROM ekaya.engine_jobs WHERE job_id > $j ORDER BY job_id LIMIT 1"),
	'stale', 'the refresh was a stale-only job');

$node->stop;
done_testing();
