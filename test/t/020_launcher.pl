# 020_launcher.pl: with ekaya_ontology preloaded, the launcher refreshes databases whose analysed
# tables changed, as the role a superuser names in ekaya.refresh_role, without anyone asking;
# without that setting it refreshes nothing (whoever analysed last must not choose the role).
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

# no refresh role: a few refresh intervals pass without a job
$node->safe_psql($db, 'SELECT pg_sleep(3)');
is($node->safe_psql($db, "SELECT count(*) FROM ekaya.engine_jobs WHERE job_id > $j"),
	'0', 'no refresh without ekaya.refresh_role');

$node->safe_psql($db, q{
	CREATE ROLE refresher LOGIN;
	GRANT SELECT ON customers TO refresher;
	ALTER SYSTEM SET ekaya.refresh_role = 'refresher';
	SELECT pg_reload_conf();
});
ok($node->poll_query_until($db,
	"SELECT EXISTS (SELECT FROM ekaya.jobs WHERE job_id > $j AND status = 'succeeded' AND requested_by = 'refresher')"
	  . " AND NOT (SELECT stale FROM ekaya.engine_schema_tables WHERE table_oid = 'customers'::regclass)"),
	'launcher refreshed the stale table as ekaya.refresh_role');
is($node->safe_psql($db, "SELECT mode FROM ekaya.engine_jobs WHERE job_id > $j ORDER BY job_id LIMIT 1"),
	'stale', 'the refresh was a stale-only job');

$node->stop;
done_testing();
