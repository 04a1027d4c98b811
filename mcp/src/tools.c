/*
 * tools.c
 *	  The tool table and the generic path from a tools/call to one SQL call.
 *
 * Every tool except query is one call of an ekaya.* function.  Arguments
 * travel as libpq parameters in named notation (name => $n), so an omitted
 * argument takes the function's own default and no value is ever spliced
 * into SQL text.  The server builds the JSON (to_jsonb / jsonb_agg) so the
 * C side only parses one value per call.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "query.h"
#include "tools.h"

/* ---- argument lists ---------------------------------------------------- */

static const ToolArg args_ontology_context[] = {
	{"detail", ARG_STRING, "text", false,
	 "How much to return: 'summary' (default, compact: entities, relationship graph, subject areas) "
	 "or a more detailed level.", "{\"default\": \"summary\"}"},
	{.name = NULL}
};

static const ToolArg args_resolve_entity[] = {
	{"term", ARG_STRING, "text", true,
	 "A business word from the user's question, e.g. 'customer', 'host', 'invoices'.", NULL},
	{"context", ARG_STRING, "text", false,
	 "Optional surrounding text (the question) to disambiguate the term.", NULL},
	{.name = NULL}
};

static const ToolArg args_get_table_details[] = {
	{"tables", ARG_STRING_ARRAY, "text[]", true,
	 "Table names, schema-qualified or as the search_path resolves them, e.g. ['orders', 'public.users'].",
	 "{\"minItems\": 1}"},
	{"include_samples", ARG_BOOLEAN, "boolean", false,
	 "Also return sample values per column (costs tokens; default false).", "{\"default\": false}"},
	{.name = NULL}
};

static const ToolArg args_search_columns[] = {
	{"query", ARG_STRING, "text", true,
	 "Words describing the column wanted, e.g. 'email', 'signup date', 'shipped'.", NULL},
	{"semantic_type", ARG_STRING, "text", false,
	 "Only columns of this semantic type (e.g. 'email', 'currency', 'timestamp').", NULL},
	{"tables", ARG_STRING_ARRAY, "text[]", false,
	 "Only search these tables.", NULL},
	{"max_results", ARG_INTEGER, "integer", false,
	 "Maximum number of columns returned (default 20).", "{\"minimum\": 1, \"default\": 20}"},
	{.name = NULL}
};

static const ToolArg args_get_join_path[] = {
	{"from_table", ARG_STRING, "text", true, "Table to start from, e.g. 'billing_engagements'.", NULL},
	{"to_table", ARG_STRING, "text", true, "Table to reach, e.g. 'accounts'.", NULL},
	{"max_hops", ARG_INTEGER, "integer", false, "Longest path considered (1..6, default 3).",
	 "{\"minimum\": 1, \"maximum\": 6, \"default\": 3}"},
	{"max_paths", ARG_INTEGER, "integer", false, "How many alternative paths to return (default 5).",
	 "{\"minimum\": 1, \"default\": 5}"},
	{.name = NULL}
};

static const ToolArg args_tables_only[] = {
	{"tables", ARG_STRING_ARRAY, "text[]", true,
	 "All tables the query needs; bridge tables are added when required.", "{\"minItems\": 1}"},
	{.name = NULL}
};

static const ToolArg args_sql_only[] = {
	{"sql", ARG_STRING, "text", true, "The SQL statement to check. It is parsed, never executed.", NULL},
	{.name = NULL}
};

static const ToolArg args_repair_hint[] = {
	{"sql", ARG_STRING, "text", true, "The statement that failed.", NULL},
	{"sqlstate", ARG_STRING, "text", true, "The error's SQLSTATE, e.g. '42703'.", NULL},
	{"message", ARG_STRING, "text", true, "The error message as PostgreSQL returned it.", NULL},
	{.name = NULL}
};

static const ToolArg args_get_neighbors[] = {
	{"table_name", ARG_STRING, "text", true, "The table whose neighbours you want.", NULL},
	{"depth", ARG_INTEGER, "integer", false, "How many relationship hops to follow (default 1).",
	 "{\"minimum\": 1, \"default\": 1}"},
	{"direction", ARG_STRING, "text", false,
	 "'both' (default), or only one direction of the foreign-key style references.",
	 "{\"default\": \"both\"}"},
	{"min_confidence", ARG_NUMBER, "real", false,
	 "Ignore relationships verified with less confidence than this (0..1, default 0).",
	 "{\"minimum\": 0, \"maximum\": 1, \"default\": 0}"},
	{.name = NULL}
};

static const ToolArg args_none[] = {
	{.name = NULL}
};

static const ToolArg args_query[] = {
	{"sql", ARG_STRING, "text", true,
	 "Exactly one read-only SELECT (WITH, VALUES and TABLE are fine). No INSERT/UPDATE/DELETE, "
	 "no data-modifying WITH, no SELECT INTO, no FOR UPDATE/SHARE, no function with side effects "
	 "(of the volatile functions only random, clock_timestamp, statement_timestamp, timeofday "
	 "and gen_random_uuid).", NULL},
	{.name = NULL}
};

/* ---- result columns of the set-returning functions --------------------- */

static const ToolColumn cols_search_columns[] = {
	{"table_name", "string", "Schema-qualified table."},
	{"column_name", "string", NULL},
	{"score", "number", "Relevance, higher is better."},
	{"match_reason", "string", "Why it matched (name, synonym, comment, enum value...)."},
	{"data_type", "string", NULL},
	{"semantic_type", "string", NULL},
	{"role", "string", "Role of the column (identifier, foreign key, measure, attribute...)."},
	{"description", "string", NULL},
	{"synonyms", "array", NULL},
	{.name = NULL}
};

static const ToolColumn cols_get_join_path[] = {
	{"path_rank", "integer", "1 is the best path."},
	{"total_hops", "integer", NULL},
	{"hops", "array", "Each hop: from_table, from_columns, to_table, to_columns, cardinality, role, confidence..."},
	{"cardinality", "string", "Cardinality of the whole path, e.g. N:1."},
	{"confidence", "number", "Weakest-link confidence, 0..1."},
	{"description", "string", "Human-readable summary, e.g. 'via host'."},
	{"sql_hint", "string", "FROM ... JOIN ... ON ... clause to paste into the query."},
	{"warnings", "array", "Fan-out, chasm trap, ambiguity or low-confidence warnings."},
	{.name = NULL}
};

static const ToolColumn cols_plan_joins[] = {
	{"step", "integer", NULL},
	{"table_name", "string", NULL},
	{"alias", "string", NULL},
	{"join_type", "string", "INNER or LEFT; null for the base table."},
	{"on_clause", "string", NULL},
	{"bridge", "boolean", "True when the table was added to connect the requested ones."},
	{"cardinality", "string", NULL},
	{"warning", "string", NULL},
	{.name = NULL}
};

static const ToolColumn cols_validate_joins[] = {
	{"join_no", "integer", NULL},
	{"left_table", "string", NULL},
	{"left_columns", "array", NULL},
	{"right_table", "string", NULL},
	{"right_columns", "array", NULL},
	{"join_kind", "string", NULL},
	{"status", "string", "declared, verified, rejected, unverified, type_mismatch, not_equality, "
	 "missing_condition, or a syntax_error / undefined_table / undefined_column finding."},
	{"cardinality", "string", NULL},
	{"match_rate", "number", NULL},
	{"confidence", "number", NULL},
	{"message", "string", NULL},
	{"suggestion", "string", "The verified join to use instead, when there is one."},
	{.name = NULL}
};

static const ToolColumn cols_validate_sql[] = {
	{"severity", "string", "error, warning or info."},
	{"code", "string", NULL},
	{"message", "string", NULL},
	{"position", "integer", "Character position in the statement (1-based)."},
	{"suggestion", "string", NULL},
	{.name = NULL}
};

static const ToolColumn cols_get_neighbors[] = {
	{"distance", "integer", NULL},
	{"neighbor_table", "string", "The neighbouring table."},
	{"direction", "string", NULL},
	{"from_table", "string", NULL},
	{"from_columns", "array", NULL},
	{"to_table", "string", NULL},
	{"to_columns", "array", NULL},
	{"relationship_type", "string", "fk (declared), inferred or manual."},
	{"cardinality", "string", NULL},
	{"role", "string", "The role the referencing column plays, e.g. host for host_id."},
	{"confidence", "number", NULL},
	{.name = NULL}
};

/* ---- the tools ----------------------------------------------------------- */

static const ToolDef tool_defs[] = {
	{"ontology_context", "Ontology overview", "ontology_context", RESULT_OBJECT,
	 "Overview of the database for someone about to write SQL: its entities (main tables) with "
	 "descriptions and synonyms, how they relate (has_many, belongs_to, many-to-many through "
	 "bridge tables), subject areas and table archetypes (fact, dimension, bridge...). "
	 "Call this first in a new conversation.",
	 args_ontology_context, NULL,
	 "The ontology: entities, entity relationships, subject areas and archetypes."},
	{"resolve_entity", "Resolve a business term", "resolve_entity", RESULT_OBJECT,
	 "Map a word from the user's question ('customer', 'host', 'sales') to the table that "
	 "represents it, with every column that refers to it and its role there "
	 "(orders.customer_id has role 'customer'), plus alternative entities.",
	 args_resolve_entity, NULL,
	 "primary_match, occurrences and alternative_entities for the term."},
	{"get_table_details", "Table details", "get_table_details", RESULT_OBJECT,
	 "Columns of the given tables with type, semantic type, role, nullability, primary key, "
	 "foreign-key target (declared or verified from the data, with confidence) and enum values, "
	 "plus the relationships among those tables. Ask only for tables you will use. "
	 "An unknown table is an error whose hint names the nearest tables.",
	 args_get_table_details, NULL,
	 "Per-table descriptions, row counts and columns, and the relationships between them."},
	{"search_columns", "Search columns", "search_columns", RESULT_ROWS,
	 "Find columns by meaning when you do not know where a value lives: searches column names "
	 "(snake_case and camelCase split), synonyms, comments and enum values ('shipped' finds "
	 "orders.status). Returns the best matches first.",
	 args_search_columns, cols_search_columns, NULL},
	{"get_join_path", "Join path between two tables", "get_join_path", RESULT_ROWS,
	 "The verified ways to join two tables, ranked: each path lists its hops, cardinality, "
	 "confidence, warnings (fan-out, ambiguity) and a ready FROM/JOIN clause (sql_hint). When a "
	 "table reaches another through several roles (host vs visitor) you get one path per role: "
	 "pick the one the question means. Zero rows means no path within max_hops.",
	 args_get_join_path, cols_get_join_path, NULL},
	{"plan_joins", "Plan joins for several tables", "plan_joins", RESULT_PLAN,
	 "Given every table a query needs, the minimal join tree through verified relationships "
	 "(adding bridge tables such as order_items between orders and products), with aliases, "
	 "INNER/LEFT choice and ON clauses, plus the complete FROM/JOIN fragment in 'sql'.",
	 args_tables_only, cols_plan_joins, NULL},
	{"validate_joins", "Check the joins of a query", "validate_joins", RESULT_ROWS,
	 "Before running SQL, check each join in it against the verified relationships: status "
	 "declared/verified is safe; rejected, unverified, type_mismatch, missing_condition mean the "
	 "join is probably wrong and 'suggestion' gives the right one. Nothing is executed.",
	 args_sql_only, cols_validate_joins, NULL},
	{"validate_sql", "Check a query", "validate_sql", RESULT_ROWS,
	 "Lint a statement before running it: read-only check, unsafe functions, unknown tables or "
	 "columns with did-you-mean, missing LIMIT, cartesian products, planner row estimate and "
	 "every unverified join. No rows means nothing to report. Nothing is executed.",
	 args_sql_only, cols_validate_sql, NULL},
	{"repair_hint", "Help fix a failed query", "repair_hint", RESULT_OBJECT,
	 "After a query fails, pass the SQL, SQLSTATE and message: says whether the error is worth "
	 "retrying and gives the facts needed to fix it (for an unknown column, the columns of the "
	 "table and of its neighbours with the join conditions; for an unknown table, the nearest "
	 "table names).",
	 args_repair_hint, NULL,
	 "Error classification and repair material."},
	{"get_neighbors", "Related tables", "get_neighbors", RESULT_ROWS,
	 "Tables related to a table, up to depth hops away, with the columns of each relationship, "
	 "its type (declared fk or inferred from the data), cardinality and confidence.",
	 args_get_neighbors, cols_get_neighbors, NULL},
	{"analysis_status", "Analysis status", "status", RESULT_OBJECT,
	 "Whether the ontology is ready: last successful analysis, the analysis in progress with its "
	 "progress, tables changed since (stale) and counts of tables, columns and relationships. "
	 "Check it when results look incomplete.",
	 args_none, NULL,
	 "Readiness of the ontology and progress of any running analysis."},
	{"query", "Run a read-only query", NULL, RESULT_QUERY,
	 "Run one read-only SELECT and get its rows as JSON. It runs in a READ ONLY transaction "
	 "with a statement timeout, and at most a fixed number of rows are returned ('truncated' "
	 "says when there were more): aggregate or add LIMIT. Anything but a single plain SELECT, "
	 "and any statement validate_sql reports an error for (unknown names, functions with side "
	 "effects), is refused without running; the refusal lists the findings and suggestions. "
	 "Nothing persists between calls. On an error while running, call repair_hint.",
	 args_query, NULL, NULL},
};

#define NUM_TOOLS (sizeof(tool_defs) / sizeof(*tool_defs))

/* ---- schemas -------------------------------------------------------------- */

static const char *const kind_json_type[] = {
	[ARG_STRING] = "string", [ARG_INTEGER] = "integer", [ARG_NUMBER] = "number",
	[ARG_BOOLEAN] = "boolean", [ARG_STRING_ARRAY] = "array",
};

/* outputSchema of the query tool, which is not a SQL function's. */
static const char *const query_output_schema =
"{\"type\": \"object\", \"required\": [\"columns\", \"rows\", \"row_count\", \"truncated\"],"
" \"properties\": {"
"  \"columns\": {\"type\": \"array\", \"description\": \"Result columns in order.\","
"   \"items\": {\"type\": \"object\", \"properties\": {"
"    \"name\": {\"type\": \"string\"}, \"type\": {\"type\": \"string\"}}}},"
"  \"rows\": {\"type\": \"array\", \"items\": {\"type\": \"object\"},"
"   \"description\": \"One object per row keyed by column name (repeated names get _2, _3...).\"},"
"  \"row_count\": {\"type\": \"integer\"},"
"  \"truncated\": {\"type\": \"boolean\","
"   \"description\": \"True when the query had more rows than row_limit.\"},"
"  \"row_limit\": {\"type\": \"integer\"},"
"  \"fingerprint\": {\"type\": \"string\","
"   \"description\": \"libpg_query fingerprint of the statement.\"}}}";

/* inputSchema: one property per argument, nothing else accepted. */
static json_t *
input_schema(const ToolDef *tool)
{
	json_t	   *props = json_object();
	json_t	   *required = json_array();

	for (const ToolArg *a = tool->args; a->name; a++)
	{
		json_t	   *prop = json_pack("{s:s, s:s}", "type", kind_json_type[a->kind],
									 "description", a->description);

		if (a->kind == ARG_STRING_ARRAY)
			json_object_set_new(prop, "items", json_pack("{s:s}", "type", "string"));
		if (a->schema_extra)
		{
			json_t	   *extra = json_loads(a->schema_extra, 0, NULL);

			if (extra == NULL)
			{
				mcp_log("bad schema fragment for %s.%s", tool->name, a->name);
				abort();
			}
			json_object_update(prop, extra);
			json_decref(extra);
		}
		json_object_set_new(props, a->name, prop);
		if (a->required)
			json_array_append_new(required, json_string(a->name));
	}
	return json_pack("{s:s, s:o, s:o, s:b}", "type", "object", "properties", props,
					 "required", required, "additionalProperties", 0);
}

/* The {"rows": [...]} schema of a set-returning function; columns may be null. */
static json_t *
rows_schema(const ToolColumn *columns)
{
	json_t	   *props = json_object();

	for (const ToolColumn *c = columns; c->name; c++)
	{
		json_t	   *prop = json_pack("{s:[s,s]}", "type", c->json_type, "null");

		if (c->description)
			json_object_set_new(prop, "description", json_string(c->description));
		json_object_set_new(props, c->name, prop);
	}
	return json_pack("{s:s, s:{s:s, s:o}}", "type", "array",
					 "items", "type", "object", "properties", props);
}

/* outputSchema: always an object root, as MCP requires. */
static json_t *
output_schema(const ToolDef *tool)
{
	switch (tool->kind)
	{
		case RESULT_OBJECT:
			return json_pack("{s:s, s:s}", "type", "object",
							 "description", tool->output_description);
		case RESULT_ROWS:
			return json_pack("{s:s, s:{s:o}, s:[s]}", "type", "object",
							 "properties", "rows", rows_schema(tool->columns),
							 "required", "rows");
		case RESULT_PLAN:
			return json_pack("{s:s, s:{s:o, s:{s:[s,s], s:s}}, s:[s,s]}", "type", "object",
							 "properties", "rows", rows_schema(tool->columns),
							 "sql", "type", "string", "null",
							 "description", "The FROM ... JOIN ... fragment for the whole plan.",
							 "required", "rows", "sql");
		case RESULT_QUERY:
			break;
	}
	return json_loads(query_output_schema, 0, NULL);
}

/* Linear search: twelve tools, called once per request. */
const ToolDef *
tools_find(const char *name)
{
	for (size_t i = 0; i < NUM_TOOLS; i++)
		if (strcmp(tool_defs[i].name, name) == 0)
			return &tool_defs[i];
	return NULL;
}

/*
 * Build the tools/list array once: it never changes while the server runs
 * (listChanged is false).
 */
json_t *
tools_list(void)
{
	static json_t *list;

	if (list != NULL)
		return list;
	list = json_array();
	for (size_t i = 0; i < NUM_TOOLS; i++)
	{
		const ToolDef *t = &tool_defs[i];

		json_array_append_new(list, json_pack(
			"{s:s, s:s, s:s, s:o, s:o, s:{s:s, s:b, s:b, s:b, s:b}}",
			"name", t->name, "title", t->title, "description", t->description,
			"inputSchema", input_schema(t), "outputSchema", output_schema(t),
			"annotations", "title", t->title, "readOnlyHint", 1,
			"destructiveHint", 0, "idempotentHint", 1, "openWorldHint", 0));
	}
	return list;
}

/* ---- results ---------------------------------------------------------------- */

/* Successful CallToolResult: structured content plus the same JSON as text. */
json_t *
tool_result(json_t *structured)
{
	char	   *text = json_dumps(structured, JSON_COMPACT | JSON_REAL_PRECISION(15));
	json_t	   *result = json_pack("{s:[{s:s, s:s}], s:o, s:b}",
								   "content", "type", "text", "text", text ? text : "",
								   "structuredContent", structured, "isError", 0);

	free(text);
	return result;
}

/* Failed CallToolResult: the model reads the text and can correct itself. */
json_t *
tool_error(const char *text)
{
	return json_pack("{s:[{s:s, s:s}], s:b}",
					 "content", "type", "text", "text", text, "isError", 1);
}

/* ---- calling --------------------------------------------------------------- */

/* The allowed argument names, for the unknown-argument message. */
static char *
argument_names(const ToolDef *tool)
{
	char	   *buf = NULL;
	size_t		len;
	FILE	   *f = open_memstream(&buf, &len);

	if (f == NULL)
		return NULL;
	for (const ToolArg *a = tool->args; a->name; a++)
		fprintf(f, "%s%s", a == tool->args ? "" : ", ", a->name);
	if (tool->args->name == NULL)
		fputs("no arguments", f);
	fclose(f);
	return buf;
}

/*
 * Text form of one argument for libpq, or NULL with *why set when its JSON
 * type is wrong.  Arrays travel as JSON text and are unpacked by the
 * server, which spares us array-literal quoting.
 */
static char *
argument_text(const ToolArg *a, json_t *value, const char **why)
{
	char		buf[64];

	switch (a->kind)
	{
		case ARG_STRING:
			if (json_is_string(value))
				return strdup(json_string_value(value));
			*why = "a string";
			return NULL;
		case ARG_INTEGER:
			if (json_is_integer(value))
			{
				snprintf(buf, sizeof(buf), "%" JSON_INTEGER_FORMAT, json_integer_value(value));
				return strdup(buf);
			}
			*why = "an integer";
			return NULL;
		case ARG_NUMBER:
			if (json_is_number(value))
			{
				snprintf(buf, sizeof(buf), "%.17g", json_number_value(value));
				return strdup(buf);
			}
			*why = "a number";
			return NULL;
		case ARG_BOOLEAN:
			if (json_is_boolean(value))
				return strdup(json_is_true(value) ? "true" : "false");
			*why = "true or false";
			return NULL;
		case ARG_STRING_ARRAY:
			{
				size_t		i;
				json_t	   *item;

				*why = "an array of strings";
				if (!json_is_array(value))
					return NULL;
				json_array_foreach(value, i, item)
					if (!json_is_string(item))
					return NULL;
				return json_dumps(value, JSON_COMPACT);
			}
	}
	return NULL;
}

/* "name => $n::type" for one argument; arrays are rebuilt from JSON. */
static void
append_argument(FILE *f, const ToolArg *a, int n, bool first)
{
	if (!first)
		fputs(", ", f);
	if (a->kind == ARG_STRING_ARRAY)
		fprintf(f, "%s => ARRAY(SELECT pg_catalog.jsonb_array_elements_text($%d::jsonb))::%s",
				a->name, n, a->sql_type);
	else
		fprintf(f, "%s => $%d::%s", a->name, n, a->sql_type);
}

/* The single statement that calls the tool's function. */
static char *
build_sql(const ToolDef *tool, const ToolArg *const *given, int ngiven)
{
	char	   *args = NULL;
	char	   *sql = NULL;
	size_t		len;
	FILE	   *f = open_memstream(&args, &len);

	if (f == NULL)
		return NULL;
	for (int i = 0; i < ngiven; i++)
		append_argument(f, given[i], i + 1, i == 0);
	fclose(f);

	f = open_memstream(&sql, &len);
	if (f == NULL)
	{
		free(args);
		return NULL;
	}
	switch (tool->kind)
	{
		case RESULT_OBJECT:
			fprintf(f, "SELECT ekaya.%s(%s)::text", tool->function, args);
			break;
		case RESULT_ROWS:
			fprintf(f, "SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(t)), '[]'::jsonb)::text "
					"FROM ekaya.%s(%s) t", tool->function, args);
			break;
		case RESULT_PLAN:
			fprintf(f, "SELECT pg_catalog.jsonb_build_object("
					"'rows', (SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(t)), '[]'::jsonb) "
					"FROM ekaya.plan_joins(%s) t), "
					"'sql', ekaya.plan_joins_sql(%s))::text", args, args);
			break;
		case RESULT_QUERY:
			break;
	}
	fclose(f);
	free(args);
	return sql;
}

/* Shape the function's JSON as the tool's structuredContent. */
static json_t *
structured_content(const ToolDef *tool, json_t *value)
{
	if (tool->kind == RESULT_ROWS)
		return json_pack("{s:o}", "rows", value);
	if (json_is_object(value))
		return value;
	/* a jsonb function that returned a scalar, array or NULL */
	return json_pack("{s:o}", "result", value);
}

/*
 * Validate the arguments against the tool's declaration, then run its one
 * statement.  Argument mistakes are tool errors, not protocol errors, so
 * the model sees them and retries (MCP 2025-11-25).
 */
json_t *
tools_call(const ToolDef *tool, json_t *args)
{
	const char *key;
	json_t	   *value;
	const ToolArg *given[8];	/* tools take at most 4 arguments */
	char	   *values[8];
	int			ngiven = 0;
	json_t	   *result = NULL;
	char		msg[512];
	struct timespec t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	json_object_foreach(args, key, value)
	{
		const ToolArg *a = tool->args;

		while (a->name && strcmp(a->name, key) != 0)
			a++;
		if (a->name == NULL)
		{
			char	   *names = argument_names(tool);

			snprintf(msg, sizeof(msg), "Unknown argument \"%s\" for %s; it takes: %s.",
					 key, tool->name, names ? names : "");
			free(names);
			return tool_error(msg);
		}
	}

	for (const ToolArg *a = tool->args; a->name; a++)
	{
		const char *why = NULL;

		value = json_object_get(args, a->name);
		if (value == NULL || json_is_null(value))
		{
			if (a->required)
			{
				snprintf(msg, sizeof(msg), "Missing required argument \"%s\" for %s.",
						 a->name, tool->name);
				result = tool_error(msg);
				goto done;
			}
			continue;
		}
		values[ngiven] = argument_text(a, value, &why);
		if (values[ngiven] == NULL)
		{
			snprintf(msg, sizeof(msg), "Argument \"%s\" of %s must be %s.",
					 a->name, tool->name, why);
			result = tool_error(msg);
			goto done;
		}
		given[ngiven++] = a;
	}

	if (tool->kind == RESULT_QUERY)
		result = query_tool_run(values[0]);
	else
	{
		char	   *sql = build_sql(tool, given, ngiven);
		char	   *error = NULL;
		json_t	   *data = sql ? db_call_json(sql, ngiven, (const char *const *) values, &error) : NULL;

		if (data != NULL)
			result = tool_result(structured_content(tool, data));
		else
			result = tool_error(error ? error : "out of memory");
		free(error);
		free(sql);
	}

done:
	for (int i = 0; i < ngiven; i++)
		free(values[i]);
	if (mcp_settings.verbose)
	{
		clock_gettime(CLOCK_MONOTONIC, &t1);
		mcp_log("%s: %.3f ms%s", tool->name,
				(t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6,
				json_is_true(json_object_get(result, "isError")) ? " (error)" : "");
	}
	return result;
}
