/*
 * http.h
 *	  MCP's Streamable HTTP transport (revision 2025-11-25), beside stdio.
 */
#ifndef EKAYA_MCP_HTTP_H
#define EKAYA_MCP_HTTP_H

/* Serve mcp_settings.http until SIGTERM or SIGINT; the exit status. */
int			http_serve(void);

#endif
