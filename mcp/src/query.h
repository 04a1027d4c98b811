/*
 * query.h
 *	  The query tool: run an agent's SELECT, read-only and bounded.
 */
#ifndef EKAYA_MCP_QUERY_H
#define EKAYA_MCP_QUERY_H

#include <jansson.h>

/* A CallToolResult (JSON text) for the query tool's arguments: sql and
 * params, or cursor. */
char	   *query_tool_run(json_t *args);

#endif
