/*
 * protocol.h
 *	  The MCP methods ekaya-mcp answers.
 *
 * Separated from the JSON-RPC framing so that adding a method never touches
 * the transport rules.
 */
#ifndef EKAYA_MCP_PROTOCOL_H
#define EKAYA_MCP_PROTOCOL_H

#include <jansson.h>

#include "jsonrpc.h"

/* Answer a request: a new reference to the result, or NULL with err set. */
json_t	   *mcp_handle_request(const char *method, json_t *params, RpcError *err);

/* React to a notification (no reply is ever sent). */
void		mcp_handle_notification(const char *method, json_t *params);

#endif
