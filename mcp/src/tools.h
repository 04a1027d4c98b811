/*
 * tools.h
 *	  The MCP tools and the SQL behind each one.
 *
 * A tool is declared once, as data: its arguments produce both the JSON
 * Schema the model sees and the named-argument SQL call, so the two cannot
 * drift apart.
 */
#ifndef EKAYA_MCP_TOOLS_H
#define EKAYA_MCP_TOOLS_H

#include <stdbool.h>
#include <jansson.h>

/* JSON type of an argument, which fixes how it is passed to SQL. */
typedef enum ArgKind
{
	ARG_STRING,
	ARG_INTEGER,
	ARG_NUMBER,
	ARG_BOOLEAN,
	ARG_STRING_ARRAY,
	ARG_VALUE_ARRAY,			/* query's params: checked by the tool itself */
	ARG_JSON_ARRAY				/* a JSON array passed as jsonb (approve_query's parameters) */
} ArgKind;

/* One tool argument; its name is also the SQL function's parameter name. */
typedef struct ToolArg
{
	const char *name;
	ArgKind		kind;
	const char *sql_type;		/* cast applied to the parameter */
	bool		required;
	const char *description;
	const char *schema_extra;	/* JSON object merged into the property */
} ToolArg;

/* One column of a set-returning function, for the output schema. */
typedef struct ToolColumn
{
	const char *name;
	const char *json_type;
	const char *description;
} ToolColumn;

/* How the SQL result becomes structuredContent. */
typedef enum ResultKind
{
	RESULT_OBJECT,				/* function returns a jsonb object: passed through */
	RESULT_ROWS,				/* set-returning: {"rows": [...]} */
	RESULT_PLAN,				/* plan_joins rows plus plan_joins_sql */
	RESULT_TABLES,				/* get_table_details: an unknown table is an error */
	RESULT_SQL,					/* a statement of ekaya-mcp's own returning one object */
	RESULT_QUERY				/* the query tool: the agent's own SQL */
} ResultKind;

typedef struct ToolDef
{
	const char *name;
	const char *title;
	const char *function;		/* in schema ekaya; RESULT_SQL: the statement */
	ResultKind	kind;
	const char *description;
	const ToolArg *args;		/* terminated by a NULL name */
	const ToolColumn *columns;	/* RESULT_ROWS / RESULT_PLAN */
	const char *output_schema;	/* JSON text, for the object kinds */
} ToolDef;

/* The tool called name, or NULL. */
const ToolDef *tools_find(const char *name);

/* Does the tool write (approve_query, define_term)?  Served only with --allow-curation. */
bool		tool_is_curation(const ToolDef *tool);

/* The tools/list result as JSON text (built on first use, never freed). */
const char *tools_list_text(void);

/* Run a tool: a CallToolResult as malloc'd JSON text (isError on failure);
 * NULL only when out of memory. */
char	   *tools_call(const ToolDef *tool, json_t *args);

/* CallToolResult texts.  tool_result_text takes structured JSON text (an
 * object) and returns the result with it embedded and as the text block. */
char	   *tool_result_text(const char *structured, size_t len);
char	   *tool_error_text(const char *message);

/* Text form of a JSON argument value for libpq, or NULL with *why set. */
char	   *tool_string_value(json_t *value, const char **why);

#endif
