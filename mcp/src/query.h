/*
 * query.h
 *	  The query tool: run an agent's SELECT, read-only and bounded.
 */
#ifndef EKAYA_MCP_QUERY_H
#define EKAYA_MCP_QUERY_H

#include <jansson.h>

/* A CallToolResult for running sql (new reference). */
json_t	   *query_tool_run(const char *sql);

#endif
