# Finding 11: the launcher's scheduled refresh does not run as whoever analysed last. mallory
# runs the last successful analysis, then a table changes. With ekaya.refresh_role empty (the
# default) no refresh may start, and certainly none as mallory; once a superuser names a role
# in ekaya.refresh_role (server configuration, reloaded), the refresh runs as that role.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use FindBin;
use lib $FindBin::RealBin;
use SecurityTest;

my $node = security_node('refresh_role', "shared_preload_libraries = 'ekaya_ontology'\nekaya.refresh_interval = '1s'\n");
$node->safe_psql('postgres', q{
	CREATE TABLE public.customers (customer_id int PRIMARY KEY, name text);
	INSERT INTO public.customers SELECT g, 'c' || g FROM generate_series(1, 50) g;
	GRANT SELECT ON public.customers TO ekaya_sec_mallory;
	CREATE ROLE ekaya_sec_refresher LOGIN;
	GRANT SELECT ON public.customers TO ekaya_sec_refresher;
});
is($node->safe_psql('postgres', "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology launcher'"),
	'1', '11.0: the launcher runs');

my $last = $node->safe_psql('postgres', 'SELECT ekaya.analyze(wait => true)', extra_params => [ '-U', 'ekaya_sec_mallory' ]);
$node->safe_psql('postgres', 'ALTER TABLE public.customers ADD COLUMN email text');

# ten seconds, ten refresh intervals: nothing may start
my $any_job = poll_for($node, "SELECT EXISTS (SELECT FROM ekaya.engine_jobs WHERE job_id > $last)", 10);
my $who = $node->safe_psql('postgres',
	"SELECT coalesce(string_agg(DISTINCT requested_by::regrole::text, ', '), 'nobody') FROM ekaya.engine_jobs WHERE job_id > $last");
unlike($who, qr/ekaya_sec_mallory/, "11.1: with ekaya.refresh_role empty no refresh runs as mallory (jobs by: $who)");
ok(!$any_job, "11.2: with ekaya.refresh_role empty no refresh runs at all (jobs by: $who)");

# name a refresh role; change the table again
$node->append_conf('postgresql.conf', "ekaya.refresh_role = 'ekaya_sec_refresher'\n");
$node->reload;
$last = $node->safe_psql('postgres', 'SELECT coalesce(max(job_id), 0) FROM ekaya.engine_jobs');
$node->safe_psql('postgres', 'ALTER TABLE public.customers ADD COLUMN phone text');
ok(poll_for($node, "SELECT EXISTS (SELECT FROM ekaya.engine_jobs WHERE job_id > $last AND status NOT IN ('queued', 'running'))", 30),
	'11.3: with ekaya.refresh_role set, a refresh job runs');
is($node->safe_psql('postgres',
	"SELECT requested_by::regrole || ' ' || status FROM ekaya.engine_jobs WHERE job_id > $last ORDER BY job_id LIMIT 1"),
	'ekaya_sec_refresher succeeded', '11.4: the refresh job is requested by ekaya.refresh_role and succeeds');

$node->stop('immediate');
done_testing();
