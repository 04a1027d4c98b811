/*
 * main.c
 *	  ekaya-mcp: command line, start-up checks and the stdio loop.
 *
 * An MCP client starts this program and talks to it over stdin/stdout for
 * the whole session.  Start-up problems (no database, wrong extension
 * version) are reported on stderr with the fix and a non-zero exit, because
 * a client usually shows only that and the exit status to its user.
 */
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "jsonrpc.h"

McpSettings mcp_settings = {
	.dsn = NULL,
	.statement_timeout_ms = 30000,
	.row_limit = 1000,
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

	fputs("ekaya-mcp: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
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

	if (*text == '\0' || *end != '\0' || v <= 0 || v > 2147483646)
	{
		mcp_log("--%s must be a positive integer, got \"%s\"", name, text);
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
		{"verbose", no_argument, NULL, 'v'},
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
			case 'v':
				mcp_settings.verbose = true;
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

/*
 * Connect and verify the extension before reading any request, so that a
 * misconfigured server fails where the user is looking (the client's start
 * log) instead of on the model's first tool call.
 */
int
main(int argc, char **argv)
{
	char	   *error = NULL;
	char	   *line = NULL;
	size_t		cap = 0;
	ssize_t		len;

	parse_options(argc, argv);
	/* a vanished client must end us with an error, not a signal */
	signal(SIGPIPE, SIG_IGN);

	if (!db_connect(mcp_settings.dsn, &error))
	{
		mcp_log("could not connect to the database: %s", error ? error : "");
		mcp_log("set PGHOST, PGPORT, PGUSER, PGDATABASE (and PGPASSWORD or ~/.pgpass) "
				"in the client's \"env\", or pass --dsn=postgresql://user@host/db");
		return EXIT_NO_DB;
	}
	error = db_extension_problem();
	if (error != NULL)
	{
		mcp_log("%s", error);
		free(error);
		db_disconnect();
		return EXIT_EXTENSION;
	}
	if (mcp_settings.verbose)
		mcp_log("ready (ekaya_ontology %s)", EKAYA_VERSION);

	while ((len = getline(&line, &cap, stdin)) != -1)
	{
		if (!jsonrpc_process_line(line, (size_t) len))
		{
			mcp_log("stdout closed; exiting");
			break;
		}
	}
	free(line);
	db_disconnect();
	return 0;
}
