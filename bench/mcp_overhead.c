/*
 * mcp_overhead.c
 *	  What does going through ekaya-mcp cost compared with calling the SQL
 *	  function directly?
 *
 * Measures, in one run against the same database: the median round trip of
 * tools/call get_join_path through ekaya-mcp's stdio, the same function
 * called directly with libpq (both as a plain SELECT * and as the exact
 * JSON-building statement ekaya-mcp sends), and the time from spawning
 * ekaya-mcp to its first tools/list answer.  Calls are interleaved so that
 * drift in the server affects every column alike.  Built and run by
 * mcp_overhead.sh; connection from the PG* environment.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <libpq-fe.h>

/* A running ekaya-mcp with our ends of its stdin and stdout. */
typedef struct Server
{
	pid_t		pid;
	FILE	   *to;
	FILE	   *from;
} Server;

/* Monotonic milliseconds, immune to wall-clock steps during the run. */
static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* qsort comparator for the samples. */
static int
cmp_double(const void *a, const void *b)
{
	double		x = *(const double *) a,
				y = *(const double *) b;

	return (x > y) - (x < y);
}

/* The q-quantile of n samples (sorts them). */
static double
quantile(double *v, int n, double q)
{
	qsort(v, n, sizeof(double), cmp_double);
	return v[(int) (q * (n - 1) + 0.5)];
}

/* A bench has nothing to recover: report and stop. */
static void
die(const char *what)
{
	fprintf(stderr, "mcp_overhead: %s\n", what);
	exit(1);
}

/* Spawn ekaya-mcp with pipes on stdin and stdout. */
static Server
spawn_server(const char *binary)
{
	int			in[2],
				out[2];
	Server		s;

	if (pipe(in) != 0 || pipe(out) != 0)
		die("pipe failed");
	s.pid = fork();
	if (s.pid < 0)
		die("fork failed");
	if (s.pid == 0)
	{
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		execl(binary, binary, (char *) NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	s.to = fdopen(in[1], "w");
	s.from = fdopen(out[0], "r");
	return s;
}

/* Send one line and wait for the one-line answer (kept in *buf). */
static void
round_trip(Server *s, const char *line, char **buf, size_t *cap)
{
	fputs(line, s->to);
	fputc('\n', s->to);
	fflush(s->to);
	if (getline(buf, cap, s->from) < 0)
		die("ekaya-mcp closed its stdout (is the database and extension set up?)");
}

/* End ekaya-mcp the way a client does, by closing its stdin. */
static void
stop_server(Server *s)
{
	int			status;

	fclose(s->to);				/* EOF: ekaya-mcp exits 0 */
	fclose(s->from);
	waitpid(s->pid, &status, 0);
}

static const char *const init_line =
"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
"\"capabilities\":{},\"clientInfo\":{\"name\":\"bench\",\"version\":\"1\"}}}";
static const char *const initialized_line =
"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";
static const char *const list_line =
"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";

/* Run one libpq statement, failing loudly on error. */
static void
exec_checked(PGconn *conn, const char *sql, const char *const *params)
{
	PGresult   *res = PQexecParams(conn, sql, 2, NULL, params, NULL, NULL, 0);

	if (PQresultStatus(res) != PGRES_TUPLES_OK)
	{
		fprintf(stderr, "mcp_overhead: %s", PQerrorMessage(conn));
		exit(1);
	}
	PQclear(res);
}

/* Usage: mcp_overhead BINARY [ITERATIONS] [STARTS]; prints the ratio table. */
int
main(int argc, char **argv)
{
	const char *binary = argc > 1 ? argv[1] : "mcp/ekaya-mcp";
	int			n = argc > 2 ? atoi(argv[2]) : 2000;
	int			starts = argc > 3 ? atoi(argv[3]) : 30;
	const char *from = getenv("BENCH_FROM") ? getenv("BENCH_FROM") : "billing_engagements";
	const char *to = getenv("BENCH_TO") ? getenv("BENCH_TO") : "accounts";
	const char *params[] = {from, to};
	const char *plain = "SELECT * FROM ekaya.get_join_path($1, $2)";
	const char *as_mcp =
		"SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(t)), '[]'::jsonb)::text "
		"FROM ekaya.get_join_path(from_table => $1::text, to_table => $2::text) t";
	double	   *t_plain,
			   *t_json,
			   *t_mcp,
			   *t_start;
	char		call[512];
	char	   *buf = NULL;
	size_t		cap = 0;
	PGconn	   *conn;
	Server		s;
	double		m_plain,
				m_json,
				m_mcp,
				m_start;

	if (n < 10 || starts < 1)
		die("usage: mcp_overhead BINARY [ITERATIONS>=10] [STARTS>=1]");
	t_plain = calloc(n, sizeof(double));
	t_json = calloc(n, sizeof(double));
	t_mcp = calloc(n, sizeof(double));
	t_start = calloc(starts, sizeof(double));

	/* start to first tools/list answer, process spawn included */
	for (int i = 0; i < starts; i++)
	{
		double		t0 = now_ms();

		s = spawn_server(binary);
		round_trip(&s, init_line, &buf, &cap);
		fputs(initialized_line, s.to);
		fputc('\n', s.to);
		round_trip(&s, list_line, &buf, &cap);
		t_start[i] = now_ms() - t0;
		stop_server(&s);
	}

	conn = PQconnectdb("");
	if (PQstatus(conn) != CONNECTION_OK)
		die(PQerrorMessage(conn));
	s = spawn_server(binary);
	round_trip(&s, init_line, &buf, &cap);
	fputs(initialized_line, s.to);
	fputc('\n', s.to);
	snprintf(call, sizeof(call),
			 "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"get_join_path\","
			 "\"arguments\":{\"from_table\":\"%s\",\"to_table\":\"%s\"}}}", from, to);
	round_trip(&s, call, &buf, &cap);
	if (strstr(buf, "\"isError\":false") == NULL)
	{
		fprintf(stderr, "mcp_overhead: get_join_path failed: %s", buf);
		return 1;
	}

	/* warm up both paths, then interleave */
	for (int i = 0; i < 50; i++)
	{
		exec_checked(conn, as_mcp, params);
		round_trip(&s, call, &buf, &cap);
	}
	for (int i = 0; i < n; i++)
	{
		double		t0 = now_ms();

		exec_checked(conn, plain, params);
		t_plain[i] = now_ms() - t0;
		t0 = now_ms();
		exec_checked(conn, as_mcp, params);
		t_json[i] = now_ms() - t0;
		t0 = now_ms();
		round_trip(&s, call, &buf, &cap);
		t_mcp[i] = now_ms() - t0;
	}
	stop_server(&s);
	PQfinish(conn);

	m_plain = quantile(t_plain, n, 0.5);
	m_json = quantile(t_json, n, 0.5);
	m_mcp = quantile(t_mcp, n, 0.5);
	m_start = quantile(t_start, starts, 0.5);
	printf("get_join_path('%s', '%s'), %d interleaved iterations; %d starts\n\n", from, to, n, starts);
	printf("%-46s %10s %10s %8s\n", "measure", "median ms", "p99 ms", "ratio");
	printf("%-46s %10.3f %10.3f %8.2f\n", "libpq: SELECT * FROM ekaya.get_join_path", m_plain,
		   quantile(t_plain, n, 0.99), 1.0);
	printf("%-46s %10.3f %10.3f %8.2f\n", "libpq: same JSON statement as ekaya-mcp", m_json,
		   quantile(t_json, n, 0.99), m_json / m_plain);
	printf("%-46s %10.3f %10.3f %8.2f\n", "ekaya-mcp: tools/call get_join_path", m_mcp,
		   quantile(t_mcp, n, 0.99), m_mcp / m_plain);
	printf("%-46s %10.3f\n", "overhead vs plain libpq (median difference)", m_mcp - m_plain);
	printf("%-46s %10.3f\n", "overhead vs same statement (median difference)", m_mcp - m_json);
	printf("%-46s %10.3f %10.3f\n", "start to first tools/list answer", m_start,
		   quantile(t_start, starts, 0.99));
	free(buf);
	return 0;
}
