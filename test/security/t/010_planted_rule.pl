# Finding 1 (a): code planted while an analysis waits for a lock never runs as the requester.
# mallory's empty table mal.trap is locked by her in ACCESS EXCLUSIVE mode; a superuser starts
# an analysis of schema mal (ekaya.lock_timeout = 60s, so the worker waits); while it waits,
# mallory turns the table into a view (CREATE RULE "_RETURN") selecting mal.pwn(), which logs
# the role it runs as and tries to make mallory a superuser, and commits. The worker must look
# at the relation again after locking it and skip it, not read the view as the superuser.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use FindBin;
use lib $FindBin::RealBin;
use SecurityTest;

my $node = security_node('planted_rule');
$node->safe_psql('postgres', q{
	CREATE SCHEMA mal AUTHORIZATION ekaya_sec_mallory;
	SET ROLE ekaya_sec_mallory;
	CREATE TABLE mal.trap (id int, note text);
	CREATE TABLE mal.log (who name, rolsuper boolean);
	GRANT INSERT ON mal.log TO PUBLIC;
	GRANT USAGE ON SCHEMA mal TO PUBLIC;
	CREATE FUNCTION mal.pwn() RETURNS int LANGUAGE plpgsql SECURITY INVOKER AS $$
	BEGIN
		INSERT INTO mal.log SELECT current_user, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user);
		BEGIN
			ALTER ROLE ekaya_sec_mallory SUPERUSER;
		EXCEPTION WHEN OTHERS THEN
			NULL;
		END;
		RETURN 1;
	END
	$$;
});

my $mallory = $node->background_psql('postgres', extra_params => [ '-U', 'ekaya_sec_mallory' ]);
$mallory->query_safe('BEGIN; LOCK TABLE mal.trap IN ACCESS EXCLUSIVE MODE;');
my $job = $node->safe_psql('postgres', "SET ekaya.lock_timeout = '60s'; SELECT ekaya.analyze(ARRAY['mal'])");
ok(poll_for($node, q{
	SELECT EXISTS (SELECT FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
	                WHERE a.backend_type = 'ekaya_ontology analysis' AND NOT l.granted
	                  AND l.relation = 'mal.trap'::regclass)},
	30), '1a.0: the analysis worker waits for mallory\'s lock on mal.trap');
$mallory->query_safe(q{CREATE RULE "_RETURN" AS ON SELECT TO mal.trap DO INSTEAD SELECT mal.pwn() AS id, 'x'::text AS note});
$mallory->query_safe('COMMIT');
$mallory->quit;

my $finished = poll_for($node,
	"SELECT status NOT IN ('queued', 'running') FROM ekaya.engine_jobs WHERE job_id = $job", 60);
ok($finished, '1a.1: the analysis job finished');
is($node->safe_psql('postgres', "SELECT rolsuper FROM pg_roles WHERE rolname = 'ekaya_sec_mallory'"),
	'f', '1a.2: mallory is not a superuser');
is($node->safe_psql('postgres', 'SELECT count(*) FROM mal.log WHERE rolsuper'),
	'0', '1a.3: mal.pwn() never ran as a superuser');
is($node->safe_psql('postgres', "SELECT coalesce(string_agg(who, ', '), 'none') FROM mal.log"),
	'none', '1a.4: mal.pwn() never ran at all');
my ($status, $skipped) = split /\|/,
  $node->safe_psql('postgres', "SELECT status, skipped FROM ekaya.engine_jobs WHERE job_id = $job");
ok($status ne 'succeeded' || $skipped =~ /"mal\.trap"/,
	"1a.5: a job that succeeded lists mal.trap as skipped (status $status, skipped $skipped)");

$node->stop('immediate');
done_testing();
