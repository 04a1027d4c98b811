/*
 * tools.c
 *	  The tool table and the generic path from a tools/call to one SQL call.
 *
 * Every tool except query is one statement: a call of an ekaya.* function,
 * or (list_objects) a catalog query of ekaya-mcp's own.  Arguments travel as
 * libpq parameters in named notation (name => $n), so an omitted argument
 * takes the function's own default and no value is ever spliced into SQL
 * text.  The server builds the JSON (to_jsonb / jsonb_agg), and its text is
 * embedded in the reply as it came: it is already valid JSON, numbers are
 * exact, and nothing is parsed or re-serialized on the way.
 *
 * The input schemas state what the functions accept (the semantic types
 * semantic.c assigns, the detail levels and directions, the limits the SQL
 * enforces), so a model learns them before it calls.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "query.h"
#include "strbuf.h"
#include "tools.h"

/* ---- argument lists ---------------------------------------------------- */

static const ToolArg args_ontology_context[] = {
	{"detail", ARG_STRING, "text", false,
	 "How much to return: 'summary' (default: entities, relationship graph, subject areas, about "
	 "3,500 tokens whatever the schema size), 'tables' (plus one object per table) or 'full' "
	 "(plus every table's columns).",
	 "{\"enum\": [\"summary\", \"tables\", \"full\"], \"default\": \"summary\"}"},
	{.name = NULL}
};

static const ToolArg args_resolve_entity[] = {
	{"term", ARG_STRING, "text", true,
	 "A business word from the user's question, e.g. 'customer', 'host', 'invoices'.",
	 "{\"minLength\": 1, \"maxLength\": 200}"},
	{"context", ARG_STRING, "text", false,
	 "Optional surrounding text (the question) to disambiguate the term.", "{\"maxLength\": 10000}"},
	{.name = NULL}
};

static const ToolArg args_get_table_details[] = {
	{"tables", ARG_STRING_ARRAY, "text[]", true,
	 "Table names, schema-qualified or as the search_path resolves them, e.g. ['orders', 'public.users'].",
	 "{\"minItems\": 1, \"maxItems\": 100, \"items\": {\"type\": \"string\", \"minLength\": 1, \"maxLength\": 1000}}"},
	{"include_samples", ARG_BOOLEAN, "boolean", false,
	 "Also return sample values per column (costs tokens; default false).", "{\"default\": false}"},
	{.name = NULL}
};

static const ToolArg args_search_columns[] = {
	{"query", ARG_STRING, "text", true,
	 "Words describing the column wanted, e.g. 'email', 'signup date', 'shipped'.",
	 "{\"minLength\": 1, \"maxLength\": 1000}"},
	{"semantic_type", ARG_STRING, "text", false,
	 "Only columns of this semantic type, as the analysis assigned it: identifier (keys, uuids), "
	 "email, url, phone, temporal (dates and times, also date-like text), json, category (few "
	 "repeating values), measure (other numbers), text, boolean, array, binary, range, network, "
	 "geometric, composite, other.",
	 "{\"enum\": [\"identifier\", \"email\", \"url\", \"phone\", \"temporal\", \"json\", \"category\", "
	 "\"measure\", \"text\", \"boolean\", \"array\", \"binary\", \"range\", \"network\", \"geometric\", "
	 "\"composite\", \"other\"]}"},
	{"tables", ARG_STRING_ARRAY, "text[]", false,
	 "Only search these tables.",
	 "{\"maxItems\": 1000, \"items\": {\"type\": \"string\", \"minLength\": 1, \"maxLength\": 1000}}"},
	{"max_results", ARG_INTEGER, "integer", false,
	 "Maximum number of columns returned (default 20, at most 1000).",
	 "{\"minimum\": 1, \"maximum\": 1000, \"default\": 20}"},
	{.name = NULL}
};

static const ToolArg args_get_join_path[] = {
	{"from_table", ARG_STRING, "text", true, "Table to start from, e.g. 'billing_engagements'.",
	 "{\"minLength\": 1, \"maxLength\": 1000}"},
	{"to_table", ARG_STRING, "text", true, "Table to reach, e.g. 'accounts'.",
	 "{\"minLength\": 1, \"maxLength\": 1000}"},
	{"max_hops", ARG_INTEGER, "integer", false, "Longest path considered (1..6, default 3).",
	 "{\"minimum\": 1, \"maximum\": 6, \"default\": 3}"},
	{"max_paths", ARG_INTEGER, "integer", false,
	 "How many alternative paths to return (1..100, default 5).",
	 "{\"minimum\": 1, \"maximum\": 100, \"default\": 5}"},
	{.name = NULL}
};

static const ToolArg args_plan_joins[] = {
	{"tables", ARG_STRING_ARRAY, "text[]", true,
	 "All tables the query needs (at most 64); bridge tables are added when required.",
	 "{\"minItems\": 1, \"maxItems\": 64, \"items\": {\"type\": \"string\", \"minLength\": 1, \"maxLength\": 1000}}"},
	{.name = NULL}
};

static const ToolArg args_sql_only[] = {
	{"sql", ARG_STRING, "text", true, "The SQL statement to check. It is parsed, never executed.", NULL},
	{.name = NULL}
};

static const ToolArg args_explain[] = {
	{"sql", ARG_STRING, "text", true,
	 "One read-only SELECT to plan. It is planned, never executed; $1, $2 ... may stand for values.",
	 NULL},
	{.name = NULL}
};

static const ToolArg args_repair_hint[] = {
	{"sql", ARG_STRING, "text", true, "The statement that failed.", NULL},
	{"sqlstate", ARG_STRING, "text", true, "The error's SQLSTATE, e.g. '42703'.",
	 "{\"pattern\": \"^[0-9A-Z]{5}$\"}"},
	{"message", ARG_STRING, "text", true, "The error message as PostgreSQL returned it.", NULL},
	{.name = NULL}
};

static const ToolArg args_get_neighbors[] = {
	{"table_name", ARG_STRING, "text", true, "The table whose neighbours you want.",
	 "{\"minLength\": 1, \"maxLength\": 1000}"},
	{"depth", ARG_INTEGER, "integer", false, "How many relationship hops to follow (1..6, default 1).",
	 "{\"minimum\": 1, \"maximum\": 6, \"default\": 1}"},
	{"direction", ARG_STRING, "text", false,
	 "'both' (default), 'out' (tables it references) or 'in' (tables referencing it).",
	 "{\"enum\": [\"both\", \"out\", \"in\"], \"default\": \"both\"}"},
	{"min_confidence", ARG_NUMBER, "real", false,
	 "Ignore relationships verified with less confidence than this (0..1, default 0).",
	 "{\"minimum\": 0, \"maximum\": 1, \"default\": 0}"},
	{.name = NULL}
};

static const ToolArg args_list_objects[] = {
	{"schema", ARG_STRING, "text", false,
	 "Only this schema (the ekaya schema is listed only when named here).",
	 "{\"minLength\": 1, \"maxLength\": 63}"},
	{"kinds", ARG_STRING_ARRAY, "text[]", false,
	 "Only these kinds of object (default all).",
	 "{\"minItems\": 1, \"items\": {\"enum\": [\"table\", \"partitioned_table\", \"view\", "
	 "\"materialized_view\", \"foreign_table\"]}}"},
	{"max_results", ARG_INTEGER, "integer", false,
	 "Most objects listed (default 200, at most 1000); 'truncated' says when there were more.",
	 "{\"minimum\": 1, \"maximum\": 1000, \"default\": 200}"},
	{.name = NULL}
};

static const ToolArg args_suggest_constraints[] = {
	{"schemas", ARG_STRING_ARRAY, "text[]", false,
	 "Only relationships whose source table is in these schemas (default: every schema you may read).",
	 "{\"minItems\": 1, \"maxItems\": 1000, \"items\": {\"type\": \"string\", \"minLength\": 1, \"maxLength\": 63}}"},
	{.name = NULL}
};

static const ToolArg args_find_approved_queries[] = {
	{"question", ARG_STRING, "text", true,
	 "The user's question in their words, e.g. 'how many orders did each customer place?'.",
	 "{\"minLength\": 1, \"maxLength\": 1000}"},
	{"max_results", ARG_INTEGER, "integer", false,
	 "How many approved queries to return, best first (1..100, default 5).",
	 "{\"minimum\": 1, \"maximum\": 100, \"default\": 5}"},
	{.name = NULL}
};

static const ToolArg args_approve_query[] = {
	{"question", ARG_STRING, "text", true,
	 "The question the query answers, as a user would ask it.",
	 "{\"minLength\": 1, \"maxLength\": 1000}"},
	{"sql", ARG_STRING, "text", true,
	 "Exactly one read-only SELECT that validate_sql and validate_joins accept; $1, $2 ... for "
	 "values given at run time.", "{\"minLength\": 1, \"maxLength\": 100000}"},
	{"parameters", ARG_JSON_ARRAY, "jsonb", false,
	 "The parameters $1, $2 ... in order, each with a name and a type, e.g. "
	 "[{\"name\": \"customer_id\", \"type\": \"integer\"}]. Their number must match the highest $n.",
	 "{\"maxItems\": 100, \"items\": {\"type\": \"object\", \"properties\": {"
	 "\"name\": {\"type\": \"string\", \"pattern\": \"^[A-Za-z_][A-Za-z0-9_]{0,62}$\"}, "
	 "\"type\": {\"type\": \"string\", \"minLength\": 1, \"maxLength\": 200}}, "
	 "\"required\": [\"name\", \"type\"], \"additionalProperties\": false}}"},
	{"notes", ARG_STRING, "text", false, "What a reader of the query should know (at most 2,000 characters).",
	 "{\"maxLength\": 2000}"},
	{.name = NULL}
};

static const ToolArg args_define_term[] = {
	{"term", ARG_STRING, "text", true, "The business term, e.g. 'active customer'.",
	 "{\"minLength\": 1, \"maxLength\": 200}"},
	{"definition", ARG_STRING, "text", true, "What the term means, in words.",
	 "{\"minLength\": 1, \"maxLength\": 2000}"},
	{"sql_expression", ARG_STRING, "text", false,
	 "Optional SQL expression or condition that computes it, e.g. \"status = 'active'\".",
	 "{\"maxLength\": 10000}"},
	{"tables", ARG_STRING_ARRAY, "text[]", false, "Optional tables the term is about.",
	 "{\"maxItems\": 64, \"items\": {\"type\": \"string\", \"minLength\": 1, \"maxLength\": 1000}}"},
	{.name = NULL}
};

static const ToolArg args_none[] = {
	{.name = NULL}
};

static const ToolArg args_query[] = {
	{"sql", ARG_STRING, "text", false,
	 "Exactly one read-only SELECT (WITH, VALUES and TABLE are fine). No INSERT/UPDATE/DELETE, "
	 "no data-modifying WITH, no SELECT INTO, no FOR UPDATE/SHARE, no function with side effects "
	 "(of the volatile functions only random, clock_timestamp, statement_timestamp, timeofday "
	 "and gen_random_uuid). Write $1, $2 ... for values and pass them in params. Required unless "
	 "cursor is given.", NULL},
	{"params", ARG_VALUE_ARRAY, NULL, false,
	 "Values of $1, $2 ... in order: strings, numbers, booleans or null, sent as bound "
	 "parameters (never spliced into the SQL). Cast in the SQL where the type is not clear "
	 "from context, e.g. $1::date.",
	 "{\"maxItems\": 100, \"items\": {\"type\": [\"string\", \"number\", \"boolean\", \"null\"]}}"},
	{"cursor", ARG_STRING, "text", false,
	 "The next_cursor of a truncated result: runs the same statement again and returns the rows "
	 "after those already returned. Give it alone, without sql and params.", NULL},
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
	{"estimated_rows", "integer", "Rows of the join up to this step; more than the base table's when rows multiply."},
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
	 "missing_condition; fan_trap, chasm_trap or row_loss for a join that makes an aggregate "
	 "wrong (join_no is that join's row, message says how rows are repeated or lost, suggestion "
	 "is the rewrite); or a syntax_error / undefined_table / undefined_column finding."},
	{"cardinality", "string", "Measured cardinality; on a trap row, of left_table to right_table (1:N, N:M, N:1)."},
	{"match_rate", "number", NULL},
	{"confidence", "number", NULL},
	{"message", "string", NULL},
	{"suggestion", "string", "The verified join to use instead, or the rewrite that avoids a trap."},
	{.name = NULL}
};

static const ToolColumn cols_validate_sql[] = {
	{"severity", "string", "error, warning or info."},
	{"code", "string", "e.g. undefined_column, unsafe_function, missing_limit, cartesian_product, "
	 "unverified; fan_trap (an aggregate over the one side of a one-to-many join counts rows "
	 "repeatedly), chasm_trap (two one-to-many branches multiply each other), row_loss (an INNER "
	 "JOIN on a reference with NULLs or orphans drops rows from a count or sum): the query runs "
	 "but returns a wrong number; estimated_rows."},
	{"message", "string", NULL},
	{"position", "integer", "Character position in the statement (1-based)."},
	{"suggestion", "string", NULL},
	{.name = NULL}
};

static const ToolColumn cols_suggest_constraints[] = {
	{"step", "integer", "Order to run the statements in; null for a note without a statement."},
	{"action", "string", "unique_key, foreign_key (NOT VALID), validate, index, or not_declarable."},
	{"table_name", "string", NULL},
	{"statement", "string", "The DDL to run (it is never run by this tool)."},
	{"relationship", "string", "source(columns) -> target(columns)."},
	{"orphan_count", "integer", "Measured rows that would make VALIDATE CONSTRAINT fail."},
	{"orphans_query", "string", "A query listing those rows."},
	{"note", "string", NULL},
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

static const ToolColumn cols_find_approved_queries[] = {
	{"id", "integer", "The approved query's id."},
	{"question", "string", "The question it was approved for."},
	{"sql", "string", "The approved statement; run it with query, its parameters as params."},
	{"parameters", "array", "Its parameters $1, $2 ... in order: name and type."},
	{"notes", "string", NULL},
	{"status", "string", "valid; stale (a table or column it reads changed since it was last checked: "
	 "validate it before use); broken (it no longer validates: do not run it)."},
	{"score", "number", "How well it matches the question, 0..1 and more; compare the question before reusing it."},
	{"why", "string", "What matched: shared words, tables the question names, names it reads, its shape."},
	{.name = NULL}
};

/* ---- output schemas of the object tools ------------------------------------ */

static const char *const out_ontology_context =
"{\"type\": \"object\", \"properties\": {"
"\"detail\": {\"type\": \"string\", \"enum\": [\"summary\", \"tables\", \"full\"]},"
"\"database\": {\"type\": \"string\"},"
"\"dialect\": {\"type\": \"string\"},"
"\"generation\": {\"type\": [\"integer\", \"null\"], \"description\": \"Analysis generation the answer comes from.\"},"
"\"table_count\": {\"type\": \"integer\"},"
"\"relationship_count\": {\"type\": \"integer\"},"
"\"entities\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"Main tables, most central first: table, entity, archetype, description, centrality.\"},"
"\"relationships\": {\"type\": \"array\", \"description\": \"The entity graph as short strings (summary) or objects.\"},"
"\"subject_areas\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}},"
"\"archetypes\": {\"type\": \"object\", \"description\": \"Number of tables per archetype (fact, dimension, bridge...).\"},"
"\"tables\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"detail tables and full: one object per table.\"}},"
"\"required\": [\"detail\", \"entities\"]}";

static const char *const out_resolve_entity =
"{\"type\": \"object\", \"properties\": {"
"\"term\": {\"type\": \"string\"},"
"\"primary_match\": {\"type\": [\"object\", \"null\"], \"description\": \"The table the term means: primary_table, entity, confidence, match_reason, archetype, description; null when nothing matches.\"},"
"\"occurrences\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"Columns that refer to the primary table and the role they play.\"},"
"\"alternative_entities\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}}},"
"\"required\": [\"term\", \"primary_match\"]}";

static const char *const out_get_table_details =
"{\"type\": \"object\", \"properties\": {"
"\"tables\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {"
"\"table\": {\"type\": \"string\"}, \"entity\": {\"type\": \"string\"}, \"archetype\": {\"type\": \"string\"},"
"\"description\": {\"type\": \"string\"}, \"row_count\": {\"type\": [\"integer\", \"null\"]},"
"\"primary_key\": {\"type\": [\"array\", \"null\"]},"
"\"columns\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"name, type, semantic_type, role, nullable, pk, fk (targets with confidence), enum_values...\"}}}},"
"\"relationships\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"Accepted relationships among the given tables.\"}},"
"\"required\": [\"tables\", \"relationships\"]}";

static const char *const out_repair_hint =
"{\"type\": \"object\", \"properties\": {"
"\"class\": {\"type\": \"string\", \"description\": \"fail_fast, retry or repairable.\"},"
"\"action\": {\"type\": \"string\"},"
"\"error\": {\"type\": \"string\"},"
"\"message\": {\"type\": \"string\"},"
"\"sqlstate\": {\"type\": [\"string\", \"null\"]},"
"\"did_you_mean\": {\"type\": \"array\"},"
"\"missing_table\": {\"type\": \"string\"},"
"\"column\": {\"type\": \"string\"},"
"\"whitelist\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"For an unknown column: the columns of the table and of its neighbours, with the join conditions.\"}},"
"\"required\": [\"class\"]}";

static const char *const out_analysis_status =
"{\"type\": \"object\", \"properties\": {"
"\"ready\": {\"type\": \"boolean\", \"description\": \"An analysis has been published.\"},"
"\"generation\": {\"type\": [\"integer\", \"null\"]},"
"\"published_at\": {\"type\": [\"string\", \"null\"]},"
"\"last_success\": {\"type\": [\"object\", \"null\"]},"
"\"last_failure\": {\"type\": [\"object\", \"null\"]},"
"\"running\": {\"type\": [\"object\", \"null\"], \"description\": \"The analysis in progress and its progress.\"},"
"\"stale_count\": {\"type\": \"integer\"},"
"\"stale_tables\": {\"type\": \"array\"},"
"\"counts\": {\"type\": \"object\", \"description\": \"tables, columns, relationships, rejected_relationships.\"}},"
"\"required\": [\"ready\"]}";

static const char *const out_list_objects =
"{\"type\": \"object\", \"properties\": {"
"\"schemas\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {"
"\"name\": {\"type\": \"string\"}, \"comment\": {\"type\": [\"string\", \"null\"]}}, \"required\": [\"name\"]}},"
"\"objects\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {"
"\"schema\": {\"type\": \"string\"}, \"name\": {\"type\": \"string\"},"
"\"kind\": {\"type\": \"string\", \"enum\": [\"table\", \"partitioned_table\", \"view\", \"materialized_view\", \"foreign_table\"]},"
"\"row_estimate\": {\"type\": [\"integer\", \"null\"], \"description\": \"The planner's estimate (pg_class.reltuples); null for views and tables never analyzed.\"},"
"\"comment\": {\"type\": [\"string\", \"null\"]}}, \"required\": [\"schema\", \"name\", \"kind\"]}},"
"\"truncated\": {\"type\": \"boolean\"}},"
"\"required\": [\"schemas\", \"objects\", \"truncated\"]}";

static const char *const out_explain =
"{\"type\": \"object\", \"properties\": {"
"\"planned\": {\"type\": \"boolean\"},"
"\"plan\": {\"type\": [\"array\", \"null\"], \"description\": \"EXPLAIN (FORMAT JSON) output: [{\\\"Plan\\\": {...}}]. Constant arguments of function calls appear as $1001, $1002...\"},"
"\"reason\": {\"type\": [\"string\", \"null\"], \"description\": \"Why it was not planned.\"},"
"\"findings\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}, \"description\": \"validate_sql's error findings (severity, code, message, position, suggestion).\"}},"
"\"required\": [\"planned\"]}";

static const char *const out_query =
"{\"type\": \"object\", \"properties\": {"
"\"columns\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {"
"\"name\": {\"type\": \"string\"}, \"type\": {\"type\": \"string\", \"description\": \"SQL type, e.g. numeric(10,2).\"},"
"\"json_type\": {\"type\": \"string\", \"enum\": [\"number\", \"string\", \"boolean\", \"json\"], \"description\": "
"\"How every value of the column is written. number: smallint, integer, real, double precision, oid; bigint and numeric when "
"every value in this result is exact as a double (else string for the whole column); NaN and Infinity are the strings "
"\\\"NaN\\\", \\\"Infinity\\\", \\\"-Infinity\\\". json: json and jsonb embedded. string: everything else, as PostgreSQL prints it.\"}},"
"\"required\": [\"name\", \"type\", \"json_type\"]}},"
"\"rows\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}},"
"\"row_count\": {\"type\": \"integer\"},"
"\"offset\": {\"type\": \"integer\", \"description\": \"Rows skipped before these (from a cursor).\"},"
"\"truncated\": {\"type\": \"boolean\", \"description\": \"Something was left out: more rows, or values cut.\"},"
"\"more_rows\": {\"type\": \"boolean\"},"
"\"cut_values\": {\"type\": \"integer\", \"description\": \"Values cut to fit, each ending in …[cut at N of M characters].\"},"
"\"row_limit\": {\"type\": \"integer\"},"
"\"max_bytes\": {\"type\": \"integer\"},"
"\"next_cursor\": {\"type\": \"string\", \"description\": \"Pass as cursor for the next rows (the statement runs again).\"},"
"\"fingerprint\": {\"type\": \"string\"},"
"\"warnings\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {"
"\"code\": {\"type\": \"string\", \"enum\": [\"fan_trap\", \"chasm_trap\", \"row_loss\"]},"
"\"message\": {\"type\": \"string\"}, \"suggestion\": {\"type\": [\"string\", \"null\"]}},"
"\"required\": [\"code\", \"message\"]}, \"description\": \"What validate_sql found wrong with the numbers this "
"query returns (a join that repeats or drops the rows an aggregate adds up), with the rewrite; absent when nothing.\"}},"
"\"required\": [\"columns\", \"rows\", \"row_count\", \"truncated\", \"more_rows\", \"row_limit\", \"max_bytes\"]}";

static const char *const out_approve_query =
"{\"type\": \"object\", \"properties\": {"
"\"id\": {\"type\": \"integer\"},"
"\"question\": {\"type\": \"string\"},"
"\"sql\": {\"type\": \"string\"},"
"\"parameters\": {\"type\": \"array\", \"items\": {\"type\": \"object\"}},"
"\"notes\": {\"type\": \"string\"},"
"\"approved_by\": {\"type\": \"string\"},"
"\"approved_at\": {\"type\": \"string\"},"
"\"tables\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}, \"description\": \"Tables it reads.\"},"
"\"columns\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}, \"description\": \"Columns it reads, schema.table.column.\"},"
"\"status\": {\"type\": \"string\", \"enum\": [\"valid\", \"stale\", \"broken\"]}},"
"\"required\": [\"id\", \"question\", \"sql\", \"status\"]}";

static const char *const out_define_term =
"{\"type\": \"object\", \"description\": \"The stored term as ekaya.define_term returns it.\", \"properties\": {"
"\"term\": {\"type\": \"string\"}, \"definition\": {\"type\": \"string\"}}}";

/*
 * list_objects: what a role may read, as the catalog says, with the
 * planner's row estimate and the comments.  Partitions are folded into
 * their parent; system schemas are left out, and so is ekaya unless asked.
 */
static const char *const list_objects_sql =
"WITH o AS ("
" SELECT n.nspname::pg_catalog.text AS schema, c.relname::pg_catalog.text AS name,"
"  CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'partitioned_table' WHEN 'v' THEN 'view'"
"   WHEN 'm' THEN 'materialized_view' ELSE 'foreign_table' END AS kind,"
"  CASE WHEN c.relkind OPERATOR(pg_catalog.<>) 'v' AND c.reltuples OPERATOR(pg_catalog.>=) 0"
"   THEN c.reltuples::pg_catalog.int8 END AS row_estimate,"
"  pg_catalog.obj_description(c.oid, 'pg_class') AS comment"
"  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace"
" WHERE c.relkind OPERATOR(pg_catalog.=) ANY ('{r,p,v,m,f}'::pg_catalog.\"char\"[]) AND NOT c.relispartition"
"   AND n.nspname OPERATOR(pg_catalog.<>) ALL ('{pg_catalog,information_schema,pg_toast}'::pg_catalog.name[])"
"   AND n.nspname::pg_catalog.text NOT LIKE 'pg\\_%temp\\_%'"
"   AND (n.nspname OPERATOR(pg_catalog.<>) 'ekaya' OR $1::pg_catalog.text OPERATOR(pg_catalog.=) 'ekaya')"
"   AND ($1::pg_catalog.text IS NULL OR n.nspname::pg_catalog.text OPERATOR(pg_catalog.=) $1::pg_catalog.text)"
"   AND pg_catalog.has_schema_privilege(n.oid, 'USAGE')"
"   AND (pg_catalog.has_table_privilege(c.oid, 'SELECT') OR pg_catalog.has_any_column_privilege(c.oid, 'SELECT'))),"
" f AS (SELECT * FROM o WHERE $2::pg_catalog.text IS NULL"
"   OR o.kind OPERATOR(pg_catalog.=) ANY (ARRAY(SELECT pg_catalog.jsonb_array_elements_text($2::pg_catalog.jsonb))))"
"SELECT pg_catalog.jsonb_build_object("
" 'schemas', (SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', n.nspname,"
"   'comment', pg_catalog.obj_description(n.oid, 'pg_namespace')) ORDER BY n.nspname), '[]'::pg_catalog.jsonb)"
"   FROM pg_catalog.pg_namespace n"
"  WHERE n.nspname OPERATOR(pg_catalog.<>) ALL ('{pg_catalog,information_schema,pg_toast}'::pg_catalog.name[])"
"    AND n.nspname::pg_catalog.text NOT LIKE 'pg\\_%temp\\_%'"
"    AND (n.nspname OPERATOR(pg_catalog.<>) 'ekaya' OR $1::pg_catalog.text OPERATOR(pg_catalog.=) 'ekaya')"
"    AND ($1::pg_catalog.text IS NULL OR n.nspname::pg_catalog.text OPERATOR(pg_catalog.=) $1::pg_catalog.text)"
"    AND pg_catalog.has_schema_privilege(n.oid, 'USAGE')),"
" 'objects', (SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(l) ORDER BY l.schema, l.name), '[]'::pg_catalog.jsonb)"
"   FROM (SELECT * FROM f ORDER BY f.schema, f.name LIMIT coalesce($3::pg_catalog.int4, 200)) l),"
" 'truncated', (SELECT pg_catalog.count(*) FROM f) OPERATOR(pg_catalog.>) coalesce($3::pg_catalog.int4, 200))::pg_catalog.text";

/* ---- the tools ----------------------------------------------------------- */

static const ToolDef tool_defs[] = {
	{"ontology_context", "Ontology overview", "ontology_context", RESULT_OBJECT,
	 "Overview of the database for someone about to write SQL: its entities (main tables) with "
	 "descriptions and synonyms, how they relate (has_many, belongs_to, many-to-many through "
	 "bridge tables), subject areas and table archetypes (fact, dimension, bridge...). "
	 "Call this first in a new conversation.",
	 args_ontology_context, NULL, NULL},
	{"resolve_entity", "Resolve a business term", "resolve_entity", RESULT_OBJECT,
	 "Map a word from the user's question ('customer', 'host', 'sales') to the table that "
	 "represents it, with every column that refers to it and its role there "
	 "(orders.customer_id has role 'customer'), plus alternative entities.",
	 args_resolve_entity, NULL, NULL},
	{"get_table_details", "Table details", "get_table_details", RESULT_TABLES,
	 "Columns of the given tables with type, semantic type, role, nullability, primary key, "
	 "foreign-key target (declared or verified from the data, with confidence) and enum values, "
	 "plus the relationships among those tables. Ask only for tables you will use. "
	 "An unknown table is an error that names the nearest tables.",
	 args_get_table_details, NULL, NULL},
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
	 args_plan_joins, cols_plan_joins, NULL},
	{"validate_joins", "Check the joins of a query", "validate_joins", RESULT_ROWS,
	 "Before running SQL, check each join in it against the verified relationships: status "
	 "declared/verified is safe; rejected, unverified, type_mismatch, missing_condition mean the "
	 "join is probably wrong and 'suggestion' gives the right one; fan_trap, chasm_trap and "
	 "row_loss rows name a join that makes an aggregate return a wrong number. Nothing is executed.",
	 args_sql_only, cols_validate_joins, NULL},
	{"validate_sql", "Check a query", "validate_sql", RESULT_ROWS,
	 "Lint a statement before running it: read-only check, unsafe functions, unknown tables or "
	 "columns with did-you-mean, missing LIMIT, cartesian products, planner row estimate, "
	 "every unverified join, and the wrong answers that run: fan_trap / chasm_trap (a join "
	 "repeats the rows an aggregate adds up) and row_loss (an INNER JOIN drops rows with NULL or "
	 "orphan references), each with the measured cardinality and a rewrite. No rows means "
	 "nothing to report. Nothing is executed.",
	 args_sql_only, cols_validate_sql, NULL},
	{"explain", "Show the plan of a query", "explain", RESULT_OBJECT,
	 "The planner's plan for one read-only SELECT (EXPLAIN, FORMAT JSON: node types, estimated "
	 "rows and costs, indexes used), planned and never executed. It is planned only when "
	 "validate_sql would allow it and planning runs nobody's code: otherwise planned is false "
	 "and reason (and findings) say why.",
	 args_explain, NULL, NULL},
	{"repair_hint", "Help fix a failed query", "repair_hint", RESULT_OBJECT,
	 "After a query fails, pass the SQL, SQLSTATE and message: says whether the error is worth "
	 "retrying and gives the facts needed to fix it (for an unknown column, the columns of the "
	 "table and of its neighbours with the join conditions; for an unknown table, the nearest "
	 "table names).",
	 args_repair_hint, NULL, NULL},
	{"get_neighbors", "Related tables", "get_neighbors", RESULT_ROWS,
	 "Tables related to a table, up to depth hops away, with the columns of each relationship, "
	 "its type (declared fk or inferred from the data), cardinality and confidence.",
	 args_get_neighbors, cols_get_neighbors, NULL},
	{"suggest_constraints", "DDL for the verified relationships", "suggest_constraints", RESULT_ROWS,
	 "The DDL that declares what the analysis verified in the data, in the order to run it: "
	 "unique keys the referenced columns lack, each foreign key NOT VALID, VALIDATE CONSTRAINT, "
	 "then indexes for referencing columns without one; each foreign key with its measured "
	 "orphans and a query listing them. Hand it to a DBA: nothing is executed.",
	 args_suggest_constraints, cols_suggest_constraints, NULL},
	{"list_objects", "List schemas, tables and views", NULL, RESULT_SQL,
	 "The schemas, tables, views, materialized views and foreign tables your role may read, with "
	 "the planner's row estimate and their comments. Use it to see what exists beyond the "
	 "ontology (objects created since the last analysis, foreign tables, schemas not analysed); "
	 "analysed views are in get_table_details and search_columns.",
	 args_list_objects, NULL, NULL},
	{"analysis_status", "Analysis status", "status", RESULT_OBJECT,
	 "Whether the ontology is ready: last successful analysis, the analysis in progress with its "
	 "progress, tables changed since (stale) and counts of tables, columns and relationships. "
	 "Check it when results look incomplete.",
	 args_none, NULL, NULL},
	{"query", "Run a read-only query", NULL, RESULT_QUERY,
	 "Run one read-only SELECT and get its rows as JSON. It runs in a READ ONLY transaction "
	 "with a statement timeout; at most a fixed number of rows and bytes are returned, long "
	 "values are cut ('truncated' says when anything was left out, next_cursor fetches the next "
	 "rows): aggregate or add LIMIT. Pass values as params ($1, $2 ...). Anything but a single "
	 "plain SELECT, and any statement validate_sql reports an error for (unknown names, "
	 "functions with side effects), is refused without running; the refusal lists the findings "
	 "and suggestions. A query that runs but aggregates over a join that repeats or drops rows "
	 "(fan_trap, chasm_trap, row_loss) returns its rows with 'warnings' and the rewrite.",
	 args_query, NULL, NULL},
	{"find_approved_queries", "Find approved queries", "find_approved_queries", RESULT_ROWS,
	 "Before writing SQL, look for a query a curator approved for a question like the user's: "
	 "ranked by the words of the question and by the tables and columns they name, with its "
	 "parameters, notes, status (valid, stale, broken) and why it matched. Reuse a valid one "
	 "that answers the question (run it with query, values as params) rather than writing "
	 "new SQL. You see only queries over tables you may read.",
	 args_find_approved_queries, cols_find_approved_queries, NULL},
	{"approve_query", "Approve a query", "approve_query", RESULT_OBJECT,
	 "Store a query with the question it answers, so that find_approved_queries offers it "
	 "later. Refused (with the reason) unless it is one read-only SELECT that validate_sql "
	 "and validate_joins accept, with its parameters declared; needs the right to curate every "
	 "table it reads. Only served when ekaya-mcp runs with --allow-curation.",
	 args_approve_query, NULL, NULL},
	{"define_term", "Define a business term", "define_term", RESULT_OBJECT,
	 "Store the meaning of a business term (and optionally the SQL that computes it and its "
	 "tables) for every agent of this database. Needs the right to curate those tables. Only "
	 "served when ekaya-mcp runs with --allow-curation.",
	 args_define_term, NULL, NULL},
};

/* Tools that write: listed and served only with --allow-curation. */
bool
tool_is_curation(const ToolDef *tool)
{
	return strcmp(tool->name, "approve_query") == 0 || strcmp(tool->name, "define_term") == 0;
}

#define NUM_TOOLS (sizeof(tool_defs) / sizeof(tool_defs[0]))

/* The output schema text of an object tool. */
static const char *
object_output_schema(const ToolDef *tool)
{
	static const struct
	{
		const char *tool;
		const char *const *schema;
	}			schemas[] = {
		{"ontology_context", &out_ontology_context},
		{"resolve_entity", &out_resolve_entity},
		{"get_table_details", &out_get_table_details},
		{"repair_hint", &out_repair_hint},
		{"analysis_status", &out_analysis_status},
		{"list_objects", &out_list_objects},
		{"explain", &out_explain},
		{"query", &out_query},
		{"approve_query", &out_approve_query},
		{"define_term", &out_define_term},
	};

	for (size_t i = 0; i < sizeof(schemas) / sizeof(*schemas); i++)
		if (strcmp(schemas[i].tool, tool->name) == 0)
			return *schemas[i].schema;
	return NULL;
}

/* ---- schemas ------------------------------------------------------------- */

static const char *const kind_json_type[] = {
	[ARG_STRING] = "string",
	[ARG_INTEGER] = "integer",
	[ARG_NUMBER] = "number",
	[ARG_BOOLEAN] = "boolean",
	[ARG_STRING_ARRAY] = "array",
	[ARG_VALUE_ARRAY] = "array",
	[ARG_JSON_ARRAY] = "array",
};

/* A schema fragment written in this file; a typo is a programming error. */
static json_t *
fragment(const char *text, const char *where)
{
	json_error_t jerr;
	json_t	   *v = json_loads(text, 0, &jerr);

	if (v == NULL)
	{
		mcp_log("bad schema fragment for %s: %s", where, jerr.text);
		abort();
	}
	return v;
}

/* inputSchema from the argument list; unknown properties are refused. */
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
			json_t	   *extra = fragment(a->schema_extra, a->name);

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
		default:
			return fragment(object_output_schema(tool), tool->name);
	}
}

/* Linear search: eighteen tools, called once per request. */
const ToolDef *
tools_find(const char *name)
{
	for (size_t i = 0; i < NUM_TOOLS; i++)
		if (strcmp(tool_defs[i].name, name) == 0)
			return &tool_defs[i];
	return NULL;
}

/*
 * Build the tools/list result once: it never changes while the server runs
 * (listChanged is false).  The first call happens before any thread starts.
 */
const char *
tools_list_text(void)
{
	static char *text;
	json_t	   *list;
	json_t	   *result;

	if (text != NULL)
		return text;
	list = json_array();
	for (size_t i = 0; i < NUM_TOOLS; i++)
	{
		const ToolDef *t = &tool_defs[i];

		if (tool_is_curation(t) && !mcp_settings.allow_curation)
			continue;
		json_array_append_new(list, json_pack(
			"{s:s, s:s, s:s, s:o, s:o, s:{s:s, s:b, s:b, s:b, s:b}}",
			"name", t->name, "title", t->title, "description", t->description,
			"inputSchema", input_schema(t), "outputSchema", output_schema(t),
			"annotations", "title", t->title, "readOnlyHint", !tool_is_curation(t),
			"destructiveHint", 0, "idempotentHint", 1, "openWorldHint", 0));
	}
	result = json_pack("{s:o}", "tools", list);
	text = json_dumps(result, JSON_COMPACT);
	json_decref(result);
	if (text == NULL)
	{
		mcp_log("could not build the tool list");
		abort();
	}
	return text;
}

/* ---- results ---------------------------------------------------------------- */

/* Successful CallToolResult: structured content plus the same JSON as text. */
char *
tool_result_text(const char *structured, size_t len)
{
	StrBuf		sb;

	sb_init(&sb);
	sb_puts(&sb, "{\"content\":[{\"type\":\"text\",\"text\":");
	sb_json_string(&sb, structured, len);
	sb_puts(&sb, "}],\"structuredContent\":");
	sb_append(&sb, structured, len);
	sb_puts(&sb, ",\"isError\":false}");
	return sb_finish(&sb);
}

/* Failed CallToolResult: the model reads the text and can correct itself. */
char *
tool_error_text(const char *message)
{
	StrBuf		sb;

	sb_init(&sb);
	sb_puts(&sb, "{\"content\":[{\"type\":\"text\",\"text\":");
	sb_json_string(&sb, message, strlen(message));
	sb_puts(&sb, "}],\"isError\":true}");
	return sb_finish(&sb);
}

/* ---- calling --------------------------------------------------------------- */

/* The allowed argument names, for the unknown-argument message. */
static char *
argument_names(const ToolDef *tool)
{
	StrBuf		sb;

	sb_init(&sb);
	for (const ToolArg *a = tool->args; a->name; a++)
		sb_printf(&sb, "%s%s", a == tool->args ? "" : ", ", a->name);
	if (tool->args->name == NULL)
		sb_puts(&sb, "no arguments");
	return sb_finish(&sb);
}

/* A JSON string PostgreSQL text can hold; U+0000 cannot be. */
char *
tool_string_value(json_t *value, const char **why)
{
	if (!json_is_string(value))
	{
		*why = "a string";
		return NULL;
	}
	if (json_string_length(value) != strlen(json_string_value(value)))
	{
		*why = "text without U+0000 (PostgreSQL text cannot hold the NUL character)";
		return NULL;
	}
	return strdup(json_string_value(value));
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
			return tool_string_value(value, why);
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
				{
					if (!json_is_string(item))
						return NULL;
					if (json_string_length(item) != strlen(json_string_value(item)))
					{
						*why = "an array of strings without U+0000 (PostgreSQL text cannot hold the NUL character)";
						return NULL;
					}
				}
				return json_dumps(value, JSON_COMPACT);
			}
		case ARG_VALUE_ARRAY:
			*why = "an array";
			return json_is_array(value) ? strdup("") : NULL;
		case ARG_JSON_ARRAY:
			*why = "an array";
			return json_is_array(value) ? json_dumps(value, JSON_COMPACT) : NULL;
	}
	return NULL;
}

/* "name => $n::type" for one argument; arrays are rebuilt from JSON. */
static void
append_argument(StrBuf *sb, const ToolArg *a, int n, bool first)
{
	if (!first)
		sb_puts(sb, ", ");
	if (a->kind == ARG_STRING_ARRAY)
		sb_printf(sb, "%s => ARRAY(SELECT pg_catalog.jsonb_array_elements_text($%d::jsonb))::%s",
				  a->name, n, a->sql_type);
	else
		sb_printf(sb, "%s => $%d::%s", a->name, n, a->sql_type);
}

/* The single statement that calls the tool's function. */
static char *
build_sql(const ToolDef *tool, const ToolArg *const *given, int ngiven)
{
	StrBuf		args;
	StrBuf		sql;
	char	   *a;

	sb_init(&args);
	sb_puts(&args, "");
	for (int i = 0; i < ngiven; i++)
		append_argument(&args, given[i], i + 1, i == 0);
	a = sb_finish(&args);
	if (a == NULL)
		return NULL;
	sb_init(&sql);
	switch (tool->kind)
	{
		case RESULT_OBJECT:
		case RESULT_TABLES:
			sb_printf(&sql, "SELECT ekaya.%s(%s)::text", tool->function, a);
			break;
		case RESULT_ROWS:
			sb_printf(&sql, "SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(t)), '[]'::jsonb)::text "
					  "FROM ekaya.%s(%s) t", tool->function, a);
			break;
		case RESULT_PLAN:
			sb_printf(&sql, "SELECT pg_catalog.jsonb_build_object("
					  "'rows', (SELECT coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(t)), '[]'::jsonb) "
					  "FROM ekaya.plan_joins(%s) t), "
					  "'sql', ekaya.plan_joins_sql(%s))::text", a, a);
			break;
		case RESULT_SQL:
		case RESULT_QUERY:
			break;
	}
	free(a);
	return sb_finish(&sql);
}

/*
 * get_table_details reports a name it cannot resolve as an entry with
 * "error": "table not found" (so that one typo does not hide the other
 * tables).  For a model that is an error to fix: the text names each
 * unknown table and its nearest names.  NULL when every table was found.
 */
static char *
unknown_tables(const char *text, size_t len)
{
	json_t	   *v = json_loadb(text, len, JSON_DECODE_ANY, NULL);
	json_t	   *entry;
	size_t		i;
	StrBuf		sb;
	int			bad = 0;

	if (v == NULL)
		return NULL;
	sb_init(&sb);
	json_array_foreach(json_object_get(v, "tables"), i, entry)
	{
		const char *err = json_string_value(json_object_get(entry, "error"));
		json_t	   *dym = json_object_get(entry, "did_you_mean");
		json_t	   *name;
		size_t		j;

		if (err == NULL || strcmp(err, "table not found") != 0)
			continue;
		sb_printf(&sb, "%s\"%s\": table not found", bad++ ? "\n" : "ERROR:  ",
				  json_string_value(json_object_get(entry, "input")) ?
				  json_string_value(json_object_get(entry, "input")) : "?");
		json_array_foreach(dym, j, name)
			sb_printf(&sb, "%s%s", j == 0 ? "; did you mean: " : ", ", json_string_value(name));
	}
	json_decref(v);
	if (bad == 0)
	{
		sb_free(&sb);
		return NULL;
	}
	sb_puts(&sb, "\nSQLSTATE:  42P01\nHINT:  Call get_table_details again with the corrected names "
			"(the other tables were found); list_objects lists every table you may read.");
	return sb_finish(&sb);
}

/* structuredContent text for the function's JSON text. */
static char *
structured_text(const ToolDef *tool, const char *value, size_t len, char **error)
{
	StrBuf		sb;
	size_t		i = 0;

	while (i < len && (value[i] == ' ' || value[i] == '\n'))
		i++;
	if (tool->kind == RESULT_TABLES && (*error = unknown_tables(value, len)) != NULL)
		return NULL;
	sb_init(&sb);
	if (tool->kind == RESULT_ROWS)
	{
		sb_puts(&sb, "{\"rows\":");
		sb_append(&sb, value, len);
		sb_puts(&sb, "}");
	}
	else if (i < len && value[i] == '{')
		sb_append(&sb, value, len);
	else
	{
		/* a jsonb function that returned a scalar, array or NULL */
		sb_puts(&sb, "{\"result\":");
		sb_append(&sb, value, len);
		sb_puts(&sb, "}");
	}
	return sb_finish(&sb);
}

/* Run the tool's one statement and shape its JSON as the result. */
static char *
run_sql_tool(const ToolDef *tool, const ToolArg *const *given, char **values, int ngiven)
{
	char	   *sql = NULL;
	const char *statement;
	const char *named[8] = {NULL};
	const char *const *params = (const char *const *) values;
	int			nparams = ngiven;
	char	   *error = NULL;
	char	   *value;
	char	   *structured = NULL;
	char	   *result;
	size_t		len;

	if (tool->kind == RESULT_SQL)
	{
		/* list_objects: $1 schema, $2 kinds (JSON), $3 max_results, by name */
		for (int i = 0; i < ngiven; i++)
			for (int p = 0; tool->args[p].name; p++)
				if (given[i] == &tool->args[p])
					named[p] = values[i];
		statement = list_objects_sql;
		params = named;
		nparams = 3;
	}
	else if ((statement = sql = build_sql(tool, given, ngiven)) == NULL)
		return tool_error_text("out of memory");

	value = db_call_text(statement, nparams, params, mcp_settings.max_bytes, &error, &len);
	if (value != NULL)
		structured = structured_text(tool, value, len, &error);
	if (structured != NULL)
		result = tool_result_text(structured, strlen(structured));
	else
		result = tool_error_text(error ? error : "out of memory");
	free(structured);
	free(value);
	free(error);
	free(sql);
	return result;
}

/*
 * Validate the arguments against the tool's declaration, then run its one
 * statement.  Argument mistakes are tool errors, not protocol errors, so
 * the model sees them and retries (MCP 2025-11-25).
 */
char *
tools_call(const ToolDef *tool, json_t *args)
{
	const char *key;
	json_t	   *value;
	const ToolArg *given[8];	/* tools take at most 4 arguments */
	char	   *values[8];
	int			ngiven = 0;
	char	   *result = NULL;
	char		msg[512];
	struct timespec t0,
				t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	json_object_foreach(args, key, value)
	{
		const ToolArg *a = tool->args;

		while (a->name && strcmp(a->name, key) != 0)
			a++;
		if (a->name == NULL)
		{
			char	   *names = argument_names(tool);

			snprintf(msg, sizeof(msg), "Unknown argument \"%.100s\" for %s; it takes: %s.",
					 key, tool->name, names ? names : "");
			free(names);
			return tool_error_text(msg);
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
				result = tool_error_text(msg);
				goto done;
			}
			continue;
		}
		values[ngiven] = argument_text(a, value, &why);
		if (values[ngiven] == NULL)
		{
			snprintf(msg, sizeof(msg), "Argument \"%s\" of %s must be %s.",
					 a->name, tool->name, why);
			result = tool_error_text(msg);
			goto done;
		}
		given[ngiven++] = a;
	}

	if (tool->kind == RESULT_QUERY)
		result = query_tool_run(args);
	else
		result = run_sql_tool(tool, given, values, ngiven);

done:
	for (int i = 0; i < ngiven; i++)
		free(values[i]);
	if (mcp_settings.verbose)
	{
		clock_gettime(CLOCK_MONOTONIC, &t1);
		mcp_log("%s: %.3f ms%s", tool->name,
				(t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6,
				result && strstr(result, "\"isError\":true") ? " (error)" : "");
	}
	return result;
}
