/*
 * ekaya_mcp.h
 *	  Settings and logging shared by every part of ekaya-mcp.
 *
 * The settings parsed from the command line live in one global struct,
 * written before any thread starts and only read afterwards, instead of
 * being threaded through every call.
 */
#ifndef EKAYA_MCP_H
#define EKAYA_MCP_H

#include <stdbool.h>
#include <stddef.h>

#ifndef EKAYA_VERSION
#error "EKAYA_VERSION must come from ekaya_ontology.control (see mcp/Makefile)"
#endif

/* Command-line settings; see usage() in main.c for their meaning. */
typedef struct McpSettings
{
	const char *dsn;			/* libpq connection string, NULL = PG* env */
	int			statement_timeout_ms;	/* per statement of the query tool */
	long		row_limit;		/* rows returned by the query tool */
	size_t		max_bytes;		/* bytes of one tool result (--max-bytes) */
	int			max_connections;	/* database connections, = tool calls at once */
	bool		verbose;		/* log every request on stderr */
	bool		allow_curation;	/* serve the tools that write (--allow-curation) */
	const char *http;			/* [HOST:]PORT for Streamable HTTP, NULL: stdio */
	const char *http_token_file;	/* bearer token for HTTP */
	const char *http_origins[16];	/* browser origins allowed over HTTP */
	int			http_norigins;
} McpSettings;

extern McpSettings mcp_settings;

/* printf-style logging to stderr; stdout is reserved for the protocol. */
void		mcp_log(const char *fmt,...) __attribute__((format(printf, 1, 2)));

#endif
