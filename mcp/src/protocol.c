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

#include "db.h"
#include "ekaya_mcp.h"
#include "protocol.h"
#include "strbuf.h"
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

/*
 * The guide for the model, sent once at initialization (under 2 KB): when to call which tool,
 * then the state of this database as the connecting role sees it, read with one cheap
 * statement (the published analysis, the counts of tables, accepted relationships and approved
 * queries it may read), and whether the curation tools are served.
 */
static const char *const workflow =
"ekaya-mcp serves a PostgreSQL database's ontology, verified against the data. Workflow: "
"1) ontology_context first (entities, relationships, subject areas; list_objects lists every "
"table and view you may read). 2) find_approved_queries with the user's question before writing "
"SQL: reuse a valid approved query that answers it (run it with query, values as params). "
"3) resolve_entity / search_columns map words to tables and columns; get_table_details for the "
"columns you use. 4) get_join_path or plan_joins for joins verified in the data. 5) validate_sql "
"(validate_joins, explain) before running; query runs it read-only and bounded. 6) On an error, "
"repair_hint. ";

static const char *const state_sql =
"SELECT pg_catalog.jsonb_build_object("
" 'generation', s.generation, 'last_job_id', s.last_job_id,"
" 'published_at', pg_catalog.to_char(s.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI \"UTC\"'),"
" 'tables', (SELECT pg_catalog.count(*) FROM ekaya.engine_schema_tables),"
" 'relationships', (SELECT pg_catalog.count(*) FROM ekaya.engine_schema_relationships r"
"   WHERE r.status OPERATOR(pg_catalog.=) 'accepted'),"
" 'approved_queries', (SELECT pg_catalog.count(*) FROM ekaya.engine_approved_queries),"
" 'running', EXISTS (SELECT FROM ekaya.engine_jobs j WHERE j.status OPERATOR(pg_catalog.=) ANY ('{queued,running}'::pg_catalog.text[])))"
"::pg_catalog.text FROM ekaya.engine_state s";

static char *
instructions_text(void)
{
	static const atomic_bool never = false;
	char	   *error = NULL;
	char	   *state = NULL;
	size_t		len = 0;
	json_t	   *v = NULL;
	StrBuf		sb;

	if (db_acquire(&never, &error))
	{
		state = db_call_text(state_sql, 0, NULL, 4096, &error, &len);
		db_release();
	}
	if (state)
		v = json_loadb(state, len, 0, NULL);
	sb_init(&sb);
	sb_puts(&sb, workflow);
	if (v == NULL)
	{
		const char *nl = error ? strchr(error, '\n') : NULL;

		sb_printf(&sb, "Database state unknown at initialize (%.*s); analysis_status tells it. ",
				  error ? (int) (nl ? nl - error : (long) strlen(error)) : 7, error ? error : "no data");
	}
	else if (json_is_null(json_object_get(v, "published_at")))
		sb_printf(&sb, "Database: not analysed yet (no published analysis%s): ontology_context, joins and "
				  "search know nothing until the owner runs SELECT ekaya.analyze(); list_objects, "
				  "validate_sql and query work. ",
				  json_is_true(json_object_get(v, "running")) ? "; one is running now" : "");
	else
		sb_printf(&sb, "Database: analysed (run %" JSON_INTEGER_FORMAT ", published %s%s). Context: %"
				  JSON_INTEGER_FORMAT " tables, %" JSON_INTEGER_FORMAT " relationships, %"
				  JSON_INTEGER_FORMAT " approved queries you may read. ",
				  json_integer_value(json_object_get(v, "last_job_id")),
				  json_string_value(json_object_get(v, "published_at")),
				  json_is_true(json_object_get(v, "running")) ? "; a new analysis is running" : "",
				  json_integer_value(json_object_get(v, "tables")),
				  json_integer_value(json_object_get(v, "relationships")),
				  json_integer_value(json_object_get(v, "approved_queries")));
	sb_puts(&sb, mcp_settings.allow_curation ?
			"Curation is on: approve_query stores a checked query with its question, define_term a "
			"business term." :
			"Curation tools are off (ekaya-mcp --allow-curation serves them).");
	json_decref(v);
	free(state);
	free(error);
	return sb_finish(&sb);
}

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
	char	   *instructions;

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

	instructions = instructions_text();
	result = json_pack("{s:s, s:{s:{s:b}}, s:{s:s, s:s, s:s}, s:s}",
					   "protocolVersion", revision,
					   "capabilities", "tools", "listChanged", 0,
					   "serverInfo", "name", "ekaya-mcp",
					   "title", "ekaya ontology for PostgreSQL",
					   "version", EKAYA_VERSION,
					   "instructions", instructions ? instructions : workflow);
	text = json_dumps(result, JSON_COMPACT);
	json_decref(result);
	free(instructions);
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
	if (tool_is_curation(tool) && !mcp_settings.allow_curation)
	{
		rpc_error_set(err, RPC_INVALID_PARAMS,
					  "Unknown tool: %s (a curation tool: served only when ekaya-mcp runs with --allow-curation)",
					  tool->name);
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
