/*
 * protocol.h
 *	  The MCP methods ekaya-mcp answers.
 *
 * Separated from the JSON-RPC framing so that adding a method never touches
 * the transport rules.
 */
#ifndef EKAYA_MCP_PROTOCOL_H
#define EKAYA_MCP_PROTOCOL_H

#include <stdbool.h>
#include <jansson.h>

#include "jsonrpc.h"
#include "session.h"
#include "tools.h"

/* Revisions spoken, newest first; NULL-terminated. */
extern const char *const mcp_revisions[];
bool		mcp_revision_supported(const char *revision);

/* Answer a request other than tools/call: the result as JSON text, or NULL
 * with err set. */
char	   *mcp_handle_request(Session *s, const char *method, json_t *params, RpcError *err);

/* Check a tools/call's params: the tool and its arguments (borrowed, may be
 * NULL), or NULL with err set. */
const ToolDef *mcp_tool_for_call(Session *s, json_t *params, json_t **args, RpcError *err);

/* React to a notification (no reply is ever sent). */
void		mcp_handle_notification(Session *s, const char *method, json_t *params);

#endif
