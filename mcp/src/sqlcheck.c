/*
 * sqlcheck.c
 *	  Decide with libpg_query whether the query tool may run a statement.
 *
 * libpg_query is PostgreSQL's own parser as a client library, so what we
 * accept here is what the server will parse.  We walk its JSON parse tree
 * (read with jansson, which we already use) instead of its protobuf form to
 * avoid a second serialization dependency.  The server-side READ ONLY
 * transaction remains the real guard; this check gives the model a precise
 * reason without spending a round trip, and blocks statements that a
 * read-only transaction would still allow (SELECT INTO a temp table,
 * row locks).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <pg_query.h>

#include "sqlcheck.h"

/* Statement node names the model is likely to send, in words it knows. */
static const struct
{
	const char *node;
	const char *words;
}			statement_names[] = {
	{"InsertStmt", "INSERT"}, {"UpdateStmt", "UPDATE"}, {"DeleteStmt", "DELETE"},
	{"MergeStmt", "MERGE"}, {"ExplainStmt", "EXPLAIN"}, {"CopyStmt", "COPY"},
	{"CreateTableAsStmt", "CREATE TABLE AS"}, {"TransactionStmt", "a transaction command"},
	{"VariableSetStmt", "SET"}, {"CallStmt", "CALL"}, {"DoStmt", "DO"},
};

/* A malloc'd reason: fmt with its one %s replaced by arg. */
static char *
reason(const char *fmt, const char *arg)
{
	size_t		len = strlen(fmt) + strlen(arg) + 1;
	char	   *buf = malloc(len);

	if (buf)
		snprintf(buf, len, fmt, arg);
	return buf;
}

/* A statement node's name as a model would say it ("DeleteStmt": DELETE). */
static const char *
statement_words(const char *type)
{
	if (type == NULL)
		return "an empty statement";
	for (size_t i = 0; i < sizeof(statement_names) / sizeof(*statement_names); i++)
		if (strcmp(type, statement_names[i].node) == 0)
			return statement_names[i].words;
	return type;
}

/* The single key of a libpg_query node object, e.g. "SelectStmt". */
static const char *
node_type(json_t *node)
{
	void	   *it = json_is_object(node) ? json_object_iter(node) : NULL;

	return it ? json_object_iter_key(it) : NULL;
}

/*
 * Look anywhere in the tree for what makes a SELECT write or lock:
 * SELECT INTO, FOR UPDATE/SHARE (also legal in subqueries), and a WITH
 * item that is not itself a SELECT.
 */
static char *
find_forbidden(json_t *node)
{
	const char *key;
	json_t	   *value;
	size_t		i;

	if (json_is_array(node))
	{
		json_array_foreach(node, i, value)
		{
			char	   *found = find_forbidden(value);

			if (found)
				return found;
		}
		return NULL;
	}
	if (!json_is_object(node))
		return NULL;

	json_object_foreach(node, key, value)
	{
		char	   *found;

		if (strcmp(key, "intoClause") == 0)
			return strdup("SELECT INTO creates a table; use a plain SELECT");
		if (strcmp(key, "lockingClause") == 0)
			return strdup("FOR UPDATE / FOR SHARE lock rows; remove the locking clause");
		if (strcmp(key, "ctequery") == 0)
		{
			const char *type = node_type(value);

			if (type == NULL || strcmp(type, "SelectStmt") != 0)
				return reason("a WITH query must be a SELECT, this one is %s "
							  "(data-modifying WITH is not allowed)", statement_words(type));
		}
		found = find_forbidden(value);
		if (found)
			return found;
	}
	return NULL;
}

/* Check the parse tree of sql; see sqlcheck.h. */
static char *
check_tree(const char *sql, int *stmt_start, int *stmt_len)
{
	PgQueryParseResult parsed = pg_query_parse(sql);
	json_t	   *tree = NULL;
	json_t	   *stmts;
	char	   *why = NULL;

	if (parsed.error)
	{
		char		buf[512];

		snprintf(buf, sizeof(buf), "syntax error: %s (at character %d)",
				 parsed.error->message, parsed.error->cursorpos);
		why = strdup(buf);
		goto done;
	}
	tree = json_loads(parsed.parse_tree, 0, NULL);
	stmts = json_object_get(tree, "stmts");
	if (json_array_size(stmts) != 1)
	{
		char		buf[128];

		snprintf(buf, sizeof(buf), "exactly one SQL statement is allowed, got %zu",
				 json_array_size(stmts));
		why = strdup(buf);
		goto done;
	}
	{
		json_t	   *raw = json_array_get(stmts, 0);
		json_t	   *stmt = json_object_get(raw, "stmt");
		const char *type = node_type(stmt);

		/* libpg_query omits zero fields: no location is 0, no length is "to the end" */
		*stmt_start = (int) json_integer_value(json_object_get(raw, "stmt_location"));
		*stmt_len = (int) json_integer_value(json_object_get(raw, "stmt_len"));

		if (type == NULL || strcmp(type, "SelectStmt") != 0)
		{
			why = reason("only a read-only SELECT may run through query, this is %s",
						 statement_words(type));
			goto done;
		}
		why = find_forbidden(stmt);
	}

done:
	json_decref(tree);
	pg_query_free_parse_result(parsed);
	return why;
}

/*
 * Gate plus fingerprint.  The fingerprint identifies the query's shape
 * independent of constants, which is what an operator wants in the logs
 * to see which kinds of queries agents run (refused ones included).
 */
char *
sqlcheck_readonly_select(const char *sql, char **fingerprint, int *stmt_start, int *stmt_len)
{
	PgQueryFingerprintResult fp = pg_query_fingerprint(sql);

	*fingerprint = (fp.error == NULL && fp.fingerprint_str) ?
		strdup(fp.fingerprint_str) : NULL;
	pg_query_free_fingerprint_result(fp);
	*stmt_start = 0;
	*stmt_len = 0;
	return check_tree(sql, stmt_start, stmt_len);
}
