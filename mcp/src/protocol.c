/*
 * protocol.c
 *	  MCP lifecycle and tool methods: initialize, ping, tools/list,
 *	  tools/call, and the notifications a client may send.
 *
 * The server only offers tools, so the capability set is tiny; what matters
 * here is negotiating the protocol revision and routing tool calls.
 */
#include <string.h>

#include "ekaya_mcp.h"
#include "protocol.h"
#include "tools.h"

/* Newest revision first: it is what we answer with when the client asks for
 * a revision we do not know. */
static const char *const supported_revisions[] = {
	"2025-11-25", "2025-06-18", "2025-03-26",
};

/* Short guide for the model, sent once at initialization. */
static const char *const instructions =
"ekaya-mcp exposes a PostgreSQL database's data-verified ontology. "
"Start with ontology_context to learn the entities and how they relate, "
"resolve_entity or search_columns to map the user's words to tables and "
"columns, get_table_details for the columns you will use, and get_join_path "
"or plan_joins to join tables through relationships verified against the "
"data. Check your SQL with validate_sql / validate_joins, run it with query "
"(read-only, row-limited), and on an error call repair_hint.";

/*
 * initialize: echo the client's revision when we speak it, otherwise offer
 * our newest and let the client decide whether to continue.
 */
static json_t *
handle_initialize(json_t *params)
{
	const char *asked = json_string_value(json_object_get(params, "protocolVersion"));
	const char *revision = supported_revisions[0];

	for (size_t i = 0; asked && i < sizeof(supported_revisions) / sizeof(*supported_revisions); i++)
		if (strcmp(asked, supported_revisions[i]) == 0)
			revision = supported_revisions[i];

	return json_pack("{s:s, s:{s:{s:b}}, s:{s:s, s:s, s:s}, s:s}",
					 "protocolVersion", revision,
					 "capabilities", "tools", "listChanged", 0,
					 "serverInfo", "name", "ekaya-mcp",
					 "title", "ekaya ontology for PostgreSQL",
					 "version", EKAYA_VERSION,
					 "instructions", instructions);
}

/*
 * tools/call: an unknown tool name is a protocol error per the
 * specification; everything that goes wrong inside a known tool (bad
 * arguments, SQL errors) becomes an isError result the model can read.
 */
static json_t *
handle_tools_call(json_t *params, RpcError *err)
{
	json_t	   *name = json_object_get(params, "name");
	json_t	   *args = json_object_get(params, "arguments");
	const ToolDef *tool;

	if (!json_is_string(name))
	{
		rpc_error_set(err, RPC_INVALID_PARAMS, "Invalid params: missing tool name");
		return NULL;
	}
	tool = tools_find(json_string_value(name));
	if (tool == NULL)
	{
		rpc_error_set(err, RPC_INVALID_PARAMS, "Unknown tool: %s",
					  json_string_value(name));
		return NULL;
	}
	if (args != NULL && !json_is_object(args) && !json_is_null(args))
	{
		rpc_error_set(err, RPC_INVALID_PARAMS,
					  "Invalid params: arguments must be an object");
		return NULL;
	}
	return tools_call(tool, json_is_object(args) ? args : NULL);
}

/* Route a request by method name. */
json_t *
mcp_handle_request(const char *method, json_t *params, RpcError *err)
{
	if (mcp_settings.verbose)
		mcp_log("request %s", method);

	if (strcmp(method, "initialize") == 0)
		return handle_initialize(params);
	if (strcmp(method, "ping") == 0)
		return json_object();
	if (strcmp(method, "tools/list") == 0)
		return json_pack("{s:O}", "tools", tools_list());
	if (strcmp(method, "tools/call") == 0)
		return handle_tools_call(params, err);

	rpc_error_set(err, RPC_METHOD_NOT_FOUND, "Method not found: %s", method);
	return NULL;
}

/*
 * Notifications need no answer.  notifications/initialized and
 * notifications/cancelled are expected; a request is never in flight
 * while we read, so cancellation has nothing to stop.
 */
void
mcp_handle_notification(const char *method, json_t *params)
{
	(void) params;
	if (mcp_settings.verbose)
		mcp_log("notification %s", method);
}
