/*
 * main.c
 *	  ekaya-mcp: command line, start-up checks and the stdio loop.
 *
 * An MCP client starts this program and talks to it over stdin/stdout for
 * the whole session (or, with --http, over Streamable HTTP: http.c).
 * Start-up problems (no database, wrong extension version) are reported on
 * stderr with the fix and a non-zero exit, because a client usually shows
 * only that and the exit status to its user.
 *
 * The main thread reads stdin and answers what needs no database at once
 * (initialize, ping, tools/list, cancellations); tool calls run on worker
 * threads, each with a database connection of its own, so that a long query
 * holds up neither a ping nor its own cancellation.
 */
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "http.h"
#include "jsonrpc.h"
#include "session.h"
#include "tools.h"
#include "worker.h"

McpSettings mcp_settings = {
	.dsn = NULL,
	.statement_timeout_ms = 30000,
	.row_limit = 1000,
	.max_bytes = 1024 * 1024,
	.max_connections = 4,
	.verbose = false,
};

/* Exit statuses, documented in mcp/README.md. */
#define EXIT_USAGE		2
#define EXIT_NO_DB		3
#define EXIT_EXTENSION	4

/* Log to stderr with a prefix, since clients mix our stderr into theirs. */
void
mcp_log(const char *fmt,...)
{
	va_list		ap;

	flockfile(stderr);			/* one line, whichever thread logs */
	fputs("ekaya-mcp: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	funlockfile(stderr);
}

/* Help text; to stdout for --help, to stderr after a usage error. */
static void
usage(FILE *out)
{
	fprintf(out,
			"ekaya-mcp %s: MCP server (stdio) for the ekaya_ontology PostgreSQL extension\n"
			"\n"
			"Usage: ekaya-mcp [OPTIONS]\n"
			"\n"
			"  --dsn=CONNINFO            libpq connection string or URI\n"
			"                            (default: the PG* environment variables)\n"
			"  --statement-timeout=MS    statement timeout of the query tool (default 30000)\n"
			"  --row-limit=N             rows returned by the query tool (default 1000)\n"
			"  --max-bytes=N             bytes of one tool result (default 1048576); the query\n"
			"                            tool cuts long values and stops adding rows there\n"
			"  --max-connections=N       database connections, i.e. tool calls running at once\n"
			"                            (default 4)\n"
			"  --http=[HOST:]PORT        serve Streamable HTTP at http://HOST:PORT/mcp instead of\n"
			"                            stdio (HOST defaults to 127.0.0.1; PORT 0 picks one)\n"
			"  --http-token-file=PATH    file holding the bearer token HTTP clients must send\n"
			"  --http-allow-origin=URL   a browser Origin allowed over HTTP (repeatable)\n"
			"  --allow-curation          also serve approve_query and define_term, which write\n"
			"                            (the role still needs the right to curate the tables)\n"
			"  --verbose                 log every request and its duration on stderr\n"
			"  --version                 print the version and exit\n"
			"  --help                    show this help and exit\n",
			EKAYA_VERSION);
}

/* Parse a positive integer option or exit with a usage error. */
static long
positive_option(const char *name, const char *text)
{
	char	   *end;
	long		v = strtol(text, &end, 10);

	if (*text == '\0' || *end != '\0' || v <= 0 || v > 2147483646 ||
		(strcmp(name, "max-connections") == 0 && v > 64) ||
		(strcmp(name, "max-bytes") == 0 && v < 1024))
	{
		mcp_log("--%s must be a positive integer%s, got \"%s\"", name,
				strcmp(name, "max-connections") == 0 ? " up to 64" :
				strcmp(name, "max-bytes") == 0 ? " of at least 1024" : "", text);
		exit(EXIT_USAGE);
	}
	return v;
}

/* Fill mcp_settings from long options only (one style, easy to read in a client config). */
static void
parse_options(int argc, char **argv)
{
	static const struct option options[] = {
		{"dsn", required_argument, NULL, 'd'},
		{"statement-timeout", required_argument, NULL, 't'},
		{"row-limit", required_argument, NULL, 'r'},
		{"max-bytes", required_argument, NULL, 'b'},
		{"max-connections", required_argument, NULL, 'c'},
		{"http", required_argument, NULL, 'H'},
		{"http-token-file", required_argument, NULL, 'T'},
		{"http-allow-origin", required_argument, NULL, 'O'},
		{"verbose", no_argument, NULL, 'v'},
		{"allow-curation", no_argument, NULL, 'C'},
		{"version", no_argument, NULL, 'V'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0}
	};
	int			c;

	while ((c = getopt_long(argc, argv, "", options, NULL)) != -1)
	{
		switch (c)
		{
			case 'd':
				mcp_settings.dsn = optarg;
				break;
			case 't':
				mcp_settings.statement_timeout_ms = (int) positive_option("statement-timeout", optarg);
				break;
			case 'r':
				mcp_settings.row_limit = positive_option("row-limit", optarg);
				break;
			case 'b':
				mcp_settings.max_bytes = (size_t) positive_option("max-bytes", optarg);
				break;
			case 'c':
				mcp_settings.max_connections = (int) positive_option("max-connections", optarg);
				break;
			case 'H':
				mcp_settings.http = optarg;
				break;
			case 'T':
				mcp_settings.http_token_file = optarg;
				break;
			case 'O':
				if (mcp_settings.http_norigins == (int) (sizeof(mcp_settings.http_origins) /
														 sizeof(*mcp_settings.http_origins)))
				{
					mcp_log("too many --http-allow-origin");
					exit(EXIT_USAGE);
				}
				mcp_settings.http_origins[mcp_settings.http_norigins++] = optarg;
				break;
			case 'v':
				mcp_settings.verbose = true;
				break;
			case 'C':
				mcp_settings.allow_curation = true;
				break;
			case 'V':
				printf("ekaya-mcp %s\n", EKAYA_VERSION);
				exit(0);
			case 'h':
				usage(stdout);
				exit(0);
			default:
				usage(stderr);
				exit(EXIT_USAGE);
		}
	}
	if (optind < argc)
	{
		mcp_log("unexpected argument \"%s\"", argv[optind]);
		usage(stderr);
		exit(EXIT_USAGE);
	}
}

/* ---- stdio ------------------------------------------------------------------- */

static pthread_mutex_t stdout_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_bool stdout_broken;

/* One reply, one line; compact JSON never holds a raw newline. */
static void
stdout_deliver(Sink *sink, char *text)
{
	(void) sink;
	if (text == NULL)
		return;
	pthread_mutex_lock(&stdout_lock);
	if (!atomic_load(&stdout_broken) &&
		(fputs(text, stdout) < 0 || putchar('\n') == EOF || fflush(stdout) != 0))
		atomic_store(&stdout_broken, true);
	pthread_mutex_unlock(&stdout_lock);
	free(text);
}

static Sink stdout_sink = {stdout_deliver};

/* SIGTERM/SIGINT: cancel what runs and stop reading (the read returns EINTR). */
static void
on_stop_signal(int sig)
{
	(void) sig;
	atomic_store(&mcp_shutting_down, true);
}

static int
serve_stdio(void)
{
	Session		session;
	char	   *line = NULL;
	size_t		cap = 0;
	ssize_t		len;
	struct sigaction sa = {0};

	sa.sa_handler = on_stop_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;			/* no SA_RESTART: interrupt the read */
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);

	session_init(&session);
	workers_start(mcp_settings.max_connections);
	while (!atomic_load(&mcp_shutting_down) && (len = getline(&line, &cap, stdin)) != -1)
	{
		/* tolerate CRLF and blank keep-alive lines */
		while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == '\n' ||
						   line[len - 1] == ' ' || line[len - 1] == '\t'))
			len--;
		if (len > 0)
			rpc_handle_text(&session, line, (size_t) len, &stdout_sink, true);
		if (atomic_load(&stdout_broken))
		{
			mcp_log("stdout closed; exiting");
			break;
		}
	}
	if (errno == EINTR || atomic_load(&mcp_shutting_down))
		session_cancel_all(&session);
	workers_stop();
	free(line);
	return 0;
}

/*
 * Connect and verify the extension before reading any request, so that a
 * misconfigured server fails where the user is looking (the client's start
 * log) instead of on the model's first tool call.
 */
int
main(int argc, char **argv)
{
	char	   *error = NULL;
	int			status;

	parse_options(argc, argv);
	/* a vanished client must end us with an error, not a signal */
	signal(SIGPIPE, SIG_IGN);

	if (!db_start(mcp_settings.dsn, mcp_settings.max_connections, &error, &status))
	{
		if (status == EXIT_NO_DB)
		{
			mcp_log("could not connect to the database: %s", error ? error : "");
			mcp_log("set PGHOST, PGPORT, PGUSER, PGDATABASE (and PGPASSWORD or ~/.pgpass) "
					"in the client's \"env\", or pass --dsn=postgresql://user@host/db. "
					"MCP clients (the SDK-based ones, the MCP Inspector) do not pass your shell's "
					"PG* variables to the server: they must be in the server's \"env\" entry.");
		}
		else
			mcp_log("%s", error ? error : "");
		free(error);
		return status;
	}
	tools_list_text();			/* built once, before any thread reads it */
	if (mcp_settings.verbose)
		mcp_log("ready (ekaya_ontology %s)", EKAYA_VERSION);

	status = mcp_settings.http ? http_serve() : serve_stdio();
	db_stop();
	return status;
}
