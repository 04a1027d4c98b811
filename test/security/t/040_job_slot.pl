# Finding 13: a role cannot capture other roles' analyses with a job of its own. mallory sets
# ekaya.lock_timeout = '10min', locks her table mal.t and starts an analysis, whose worker then
# waits for her lock. Today every later request in the database is answered with her job: a
# superuser's ekaya.analyze(wait => true) waits for it (up to ten minutes) and then "succeeds"
# without having read anything as the superuser. The superuser must get a job of its own, and
# mallory's wait for a lock is capped at 10 s for a non-superuser.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use FindBin;
use lib $FindBin::RealBin;
use SecurityTest;

my $node = security_node('job_slot');
$node->safe_psql('postgres', q{
	CREATE TABLE public.accounts (account_id int PRIMARY KEY, name text);
	INSERT INTO public.accounts SELECT g, 'a' || g FROM generate_series(1, 100) g;
	CREATE SCHEMA mal AUTHORIZATION ekaya_sec_mallory;
	SET ROLE ekaya_sec_mallory;
	CREATE TABLE mal.t (id int PRIMARY KEY, note text);
	INSERT INTO mal.t SELECT g, 'n' || g FROM generate_series(1, 10) g;
});

my $mallory = $node->background_psql('postgres', extra_params => [ '-U', 'ekaya_sec_mallory' ]);
$mallory->query_safe("SET ekaya.lock_timeout = '10min'");
$mallory->query_safe('BEGIN');
$mallory->query_safe('LOCK TABLE mal.t IN ACCESS EXCLUSIVE MODE');
my $mjob = $mallory->query_safe('SELECT ekaya.analyze()');
$mjob =~ s/\s+//g;
my $waiting = q{
	SELECT l.pid || '|' || l.waitstart FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
	 WHERE a.backend_type = 'ekaya_ontology analysis' AND NOT l.granted AND l.relation = 'mal.t'::regclass};
ok(poll_for($node, "SELECT EXISTS ($waiting)", 30), "13.0: mallory's job $mjob waits for her own lock");
my ($wpid, $wstart) = split /\|/, $node->safe_psql('postgres', "$waiting LIMIT 1");

# the superuser's request, bounded here so that today's answer (mallory's job) cannot hold the test
my ($ret, $sjob, $err) = $node->psql('postgres', "SET statement_timeout = '15s'; SELECT ekaya.analyze(wait => true)");
$err =~ s/\s+/ /g;
ok($ret == 0 && $sjob ne '' && $sjob ne $mjob,
	"13.1: the superuser's analyze(wait => true) returns a job of its own (got '$sjob', mallory's is $mjob; $err)");
is($node->safe_psql('postgres', q{
	SELECT j.status || ' ' || (j.requested_by = r.oid)::text
	  FROM ekaya.engine_jobs j, pg_roles r
	 WHERE r.rolname = current_user
	   AND j.job_id = (SELECT max(job_id) FROM ekaya.engine_jobs WHERE requested_by <> 'ekaya_sec_mallory'::regrole)}),
	'succeeded true', "13.2: the superuser's job succeeded and is requested by the superuser");

# mallory's wait for the lock: capped at 10 s, visible in her job's options or in how long the
# worker waited (the first wait must end within 30 s of its start while she holds the lock)
my $opt = $node->safe_psql('postgres', "SELECT options->>'ekaya.lock_timeout' FROM ekaya.engine_jobs WHERE job_id = $mjob");
my $capped = $opt ne '' && $opt <= 10000;
$capped ||= poll_for($node,
	"SELECT NOT EXISTS (SELECT FROM pg_locks WHERE pid = $wpid AND NOT granted AND waitstart = '$wstart')"
	  . " OR clock_timestamp() > '$wstart'::timestamptz + interval '30 s'", 40)
  && $node->safe_psql('postgres', "SELECT NOT EXISTS (SELECT FROM pg_locks WHERE pid = $wpid AND NOT granted AND waitstart = '$wstart')")
  eq 't';
ok($capped, "13.3: mallory's lock wait is capped at 10 s (options lock_timeout $opt ms)");

$mallory->query_safe('COMMIT');
$mallory->quit;
$node->stop('immediate');
done_testing();
