/*
 * tools.h
 *	  The MCP tools and the SQL function behind each one.
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
	ARG_STRING_ARRAY
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
	RESULT_OBJECT,				/* function returns jsonb: passed through */
	RESULT_ROWS,				/* set-returning: {"rows": [...]} */
	RESULT_PLAN,				/* plan_joins rows plus plan_joins_sql */
	RESULT_QUERY				/* the query tool: the agent's own SQL */
} ResultKind;

typedef struct ToolDef
{
	const char *name;
	const char *title;
	const char *function;		/* in schema ekaya */
	ResultKind	kind;
	const char *description;
	const ToolArg *args;		/* terminated by a NULL name */
	const ToolColumn *columns;	/* RESULT_ROWS / RESULT_PLAN */
	const char *output_description; /* RESULT_OBJECT */
} ToolDef;

/* The tool called name, or NULL. */
const ToolDef *tools_find(const char *name);

/* The tools/list array (borrowed reference, built on first use). */
json_t	   *tools_list(void);

/* Run a tool: a new reference to a CallToolResult (isError on failure). */
json_t	   *tools_call(const ToolDef *tool, json_t *args);

/* CallToolResult helpers shared with the query tool. */
json_t	   *tool_result(json_t *structured);
json_t	   *tool_error(const char *text);

#endif
