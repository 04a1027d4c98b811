/*
 * protocol.c
 *	  MCP lifecycle and tool methods: initialize, ping, tools/list,
 *	  tools/call, and the notifications a client may send.
 *
 * The server only offers tools, so the capability set is tiny; what matters
 * here is negotiating the protocol revision, serving nothing but ping
 * before initialize, and routing tool calls and cancellations.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ekaya_mcp.h"
#include "protocol.h"
#include "tools.h"

/*
 * Newest first: it is what we answer with when the client asks for a
 * revision we do not know.  2025-03-26 is the only one with JSON-RPC
 * batches, which jsonrpc.c accepts in a session that negotiated it.
 */
const char *const mcp_revisions[] = {
	"2025-11-25", "2025-06-18", "2025-03-26", NULL
};

bool
mcp_revision_supported(const char *revision)
{
	for (int i = 0; mcp_revisions[i]; i++)
		if (strcmp(revision, mcp_revisions[i]) == 0)
			return true;
	return false;
}

/* Short guide for the model, sent once at initialization. */
static const char *const instructions =
"ekaya-mcp exposes a PostgreSQL database's data-verified ontology. "
"Start with ontology_context to learn the entities and how they relate "
"(list_objects lists every schema, table and view you may read), "
"resolve_entity or search_columns to map the user's words to tables and "
"columns, get_table_details for the columns you will use, and get_join_path "
"or plan_joins to join tables through relationships verified against the "
"data. Check your SQL with validate_sql / validate_joins (explain shows the "
"plan), run it with query (read-only, bounded; pass values as params, page "
"with next_cursor), and on an error call repair_hint.";

/*
 * initialize: echo the client's revision when we speak it, otherwise offer
 * our newest and let the client decide whether to continue.  A session is
 * initialized once.
 */
static char *
handle_initialize(Session *s, json_t *params, RpcError *err)
{
	const char *asked = json_string_value(json_object_get(params, "protocolVersion"));
	const char *revision = asked && mcp_revision_supported(asked) ? asked : mcp_revisions[0];
	json_t	   *result;
	char	   *text;

	pthread_mutex_lock(&s->lock);
	if (s->initialized)
	{
		pthread_mutex_unlock(&s->lock);
		rpc_error_set(err, RPC_INVALID_REQUEST,
					  "Invalid Request: the session is already initialized");
		return NULL;
	}
	s->initialized = true;
	snprintf(s->version, sizeof(s->version), "%s", revision);
	pthread_mutex_unlock(&s->lock);

	result = json_pack("{s:s, s:{s:{s:b}}, s:{s:s, s:s, s:s}, s:s}",
					   "protocolVersion", revision,
					   "capabilities", "tools", "listChanged", 0,
					   "serverInfo", "name", "ekaya-mcp",
					   "title", "ekaya ontology for PostgreSQL",
					   "version", EKAYA_VERSION,
					   "instructions", instructions);
	text = json_dumps(result, JSON_COMPACT);
	json_decref(result);
	return text;
}

/*
 * tools/call: an unknown tool name is a protocol error per the
 * specification; everything that goes wrong inside a known tool (bad
 * arguments, SQL errors) becomes an isError result the model can read.
 */
const ToolDef *
mcp_tool_for_call(Session *s, json_t *params, json_t **args, RpcError *err)
{
	json_t	   *name = json_object_get(params, "name");
	const ToolDef *tool;

	(void) s;
	*args = json_object_get(params, "arguments");
	if (!json_is_string(name))
	{
		rpc_error_set(err, RPC_INVALID_PARAMS, "Invalid params: missing tool name");
		return NULL;
	}
	tool = tools_find(json_string_value(name));
	if (tool == NULL)
	{
		rpc_error_set(err, RPC_INVALID_PARAMS, "Unknown tool: %.200s",
					  json_string_value(name));
		return NULL;
	}
	if (*args != NULL && !json_is_object(*args) && !json_is_null(*args))
	{
		rpc_error_set(err, RPC_INVALID_PARAMS,
					  "Invalid params: arguments must be an object");
		return NULL;
	}
	if (!json_is_object(*args))
		*args = NULL;
	return tool;
}

/* Route a request by method name (tools/call goes through mcp_tool_for_call). */
char *
mcp_handle_request(Session *s, const char *method, json_t *params, RpcError *err)
{
	bool		initialized;

	if (mcp_settings.verbose)
		mcp_log("request %s", method);

	if (strcmp(method, "initialize") == 0)
		return handle_initialize(s, params, err);
	if (strcmp(method, "ping") == 0)
		return strdup("{}");

	pthread_mutex_lock(&s->lock);
	initialized = s->initialized;
	pthread_mutex_unlock(&s->lock);
	if (!initialized && (strcmp(method, "tools/list") == 0 || strcmp(method, "tools/call") == 0))
	{
		rpc_error_set(err, RPC_INVALID_REQUEST,
					  "Invalid Request: the session is not initialized; send initialize first");
		return NULL;
	}
	if (strcmp(method, "tools/list") == 0)
		return strdup(tools_list_text());

	rpc_error_set(err, RPC_METHOD_NOT_FOUND, "Method not found: %.200s", method);
	return NULL;
}

/*
 * Notifications need no answer.  notifications/cancelled marks the call
 * with that id, which cancels its statement on the server and drops its
 * reply; notifications/initialized needs nothing.
 */
void
mcp_handle_notification(Session *s, const char *method, json_t *params)
{
	if (mcp_settings.verbose)
		mcp_log("notification %s", method);
	if (strcmp(method, "notifications/cancelled") == 0)
	{
		json_t	   *id = json_object_get(params, "requestId");
		char	   *id_text;

		if (!json_is_string(id) && !json_is_integer(id))
			return;
		id_text = json_dumps(id, JSON_ENCODE_ANY | JSON_COMPACT);
		if (id_text && session_cancel(s, id_text) && mcp_settings.verbose)
			mcp_log("cancelled request %s", id_text);
		free(id_text);
	}
}
