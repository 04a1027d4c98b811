/*
 * query.c
 *	  The query tool: let an agent run its own SELECT without letting it
 *	  write, lock, run forever, change the session or flood the context
 *	  window.
 *
 * Order of defences:
 *	1. libpg_query refuses anything but one plain SELECT before any round
 *	   trip (sqlcheck.c): cheap, and precise about what is wrong.
 *	2. Inside BEGIN READ ONLY with a transaction-local statement_timeout, the
 *	   extension's own classifier, ekaya.validate_sql, judges the statement
 *	   with the server's parser and analyzer (views expanded, names resolved
 *	   under the session's search_path, the real catalog); see
 *	   finding_refuses() for the rule.  A refused statement is never run, and
 *	   neither is any statement when the classifier cannot be asked.
 *	3. The statement runs in the same transaction through a cursor declared
 *	   with the extended protocol (which itself refuses a second statement),
 *	   and only row_limit + 1 rows are ever fetched, the extra one telling us
 *	   whether the result was truncated.
 *	4. The transaction is always rolled back and the session reset
 *	   (db_reset_session: DISCARD ALL), so no lock, setting or temporary
 *	   object survives the call.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "query.h"
#include "sqlcheck.h"
#include "tools.h"

#define CURSOR_PREFIX "DECLARE ekaya_mcp_query NO SCROLL CURSOR FOR\n"

/* Names for the common result types; others are reported by OID. */
static const struct
{
	Oid			oid;
	const char *name;
}			type_names[] = {
	{16, "boolean"}, {20, "bigint"}, {21, "smallint"}, {23, "integer"}, {25, "text"},
	{26, "oid"}, {114, "json"}, {700, "real"}, {701, "double precision"},
	{1042, "character"}, {1043, "character varying"}, {1082, "date"},
	{1083, "time"}, {1114, "timestamp"}, {1184, "timestamptz"}, {1186, "interval"},
	{1700, "numeric"}, {2950, "uuid"}, {3802, "jsonb"}, {19, "name"}, {17, "bytea"},
	{1009, "text[]"}, {1007, "integer[]"}, {1016, "bigint[]"},
};

/* A type name the model understands; OIDs would mean nothing to it. */
static json_t *
type_name(Oid oid)
{
	for (size_t i = 0; i < sizeof(type_names) / sizeof(*type_names); i++)
		if (type_names[i].oid == oid)
			return json_string(type_names[i].name);
	return json_sprintf("oid %u", oid);
}

/* True when a numeric's text survives conversion to a double unchanged
 * (at most 15 significant digits, no NaN/Infinity). */
static bool
numeric_fits_double(const char *text)
{
	int			digits = 0;
	bool		leading = true;

	for (const char *p = text; *p; p++)
	{
		if (*p >= '0' && *p <= '9')
		{
			if (*p != '0')
				leading = false;
			if (!leading)
				digits++;
		}
		else if (*p != '-' && *p != '.')
			return false;
	}
	return digits <= 15;
}

/*
 * One value as JSON: numbers and booleans typed, json/jsonb embedded,
 * everything else (dates, arrays, big numerics) as PostgreSQL's text.
 */
static json_t *
cell_value(const PGresult *res, int row, int col)
{
	const char *text = PQgetvalue(res, row, col);
	json_t	   *v = NULL;

	if (PQgetisnull(res, row, col))
		return json_null();
	switch (PQftype(res, col))
	{
		case 16:
			return json_boolean(text[0] == 't');
		case 20:
		case 21:
		case 23:
		case 26:
			return json_integer(strtoll(text, NULL, 10));
		case 700:
		case 701:
		case 1700:
			if (numeric_fits_double(text))
				return json_real(strtod(text, NULL));
			break;
		case 114:
		case 3802:
			v = json_loads(text, JSON_DECODE_ANY, NULL);
			break;
	}
	return v ? v : json_string(text);
}

/* Column names made unique, so that rows can be objects. */
static json_t *
column_keys(const PGresult *res)
{
	json_t	   *keys = json_array();
	json_t	   *seen = json_object();

	for (int c = 0; c < PQnfields(res); c++)
	{
		const char *name = PQfname(res, c);
		json_t	   *key = json_string(name);

		for (int n = 2; json_object_get(seen, json_string_value(key)); n++)
		{
			json_decref(key);
			key = json_sprintf("%s_%d", name, n);
		}
		json_object_set_new(seen, json_string_value(key), json_true());
		json_array_append_new(keys, key);
	}
	json_decref(seen);
	return keys;
}

/* Rows fetched from the cursor, shaped as the tool's structuredContent. */
static json_t *
rows_content(const PGresult *res, const char *fingerprint)
{
	json_t	   *keys = column_keys(res);
	json_t	   *columns = json_array();
	json_t	   *rows = json_array();
	int			nrows = PQntuples(res);
	bool		truncated = nrows > mcp_settings.row_limit;
	json_t	   *content;

	if (truncated)
		nrows = (int) mcp_settings.row_limit;
	for (int c = 0; c < PQnfields(res); c++)
		json_array_append_new(columns, json_pack("{s:O, s:o}",
												 "name", json_array_get(keys, c),
												 "type", type_name(PQftype(res, c))));
	for (int r = 0; r < nrows; r++)
	{
		json_t	   *row = json_object();

		for (int c = 0; c < PQnfields(res); c++)
			json_object_set_new(row, json_string_value(json_array_get(keys, c)),
								cell_value(res, r, c));
		json_array_append_new(rows, row);
	}
	json_decref(keys);
	content = json_pack("{s:o, s:o, s:i, s:b, s:I}",
						"columns", columns, "rows", rows, "row_count", nrows,
						"truncated", truncated, "row_limit", (json_int_t) mcp_settings.row_limit);
	if (fingerprint)
		json_object_set_new(content, "fingerprint", json_string(fingerprint));
	return content;
}

/* Run one step of the transaction; false (and *error) on failure. */
static bool
step(const char *sql, int nparams, const char *const *values, int shift,
	 PGresult **out, char **error)
{
	PGresult   *res = db_exec(sql, nparams, values, shift, error);

	if (res == NULL)
		return false;
	if (out)
		*out = res;
	else
		PQclear(res);
	return true;
}

/*
 * Volatile built-ins an agent's SELECT may call: they read a clock or a
 * random source and change nothing.  Every other volatile function refuses
 * the statement.
 */
static const char *const harmless_volatile[] = {
	"random", "clock_timestamp", "statement_timestamp", "timeofday", "gen_random_uuid",
};

/*
 * The function a volatile_function finding names ("function NAME is
 * volatile: ..."), copied into buf without a pg_catalog qualification; false
 * when the message does not have that shape.
 */
static bool
finding_function(const char *message, char *buf, size_t size)
{
	const char *prefix = "function ";
	size_t		len;

	if (strncmp(message, prefix, strlen(prefix)) != 0)
		return false;
	message += strlen(prefix);
	if (strncmp(message, "pg_catalog.", strlen("pg_catalog.")) == 0)
		message += strlen("pg_catalog.");
	len = strcspn(message, " \t\n:(");
	if (len == 0 || len >= size)
		return false;
	memcpy(buf, message, len);
	buf[len] = '\0';
	return true;
}

/*
 * THE REFUSAL RULE.  A finding of ekaya.validate_sql refuses the statement
 * when
 *	(a) its severity is "error", whatever its code (unsafe_function,
 *		untrusted_function, not_read_only, undefined_column, ...): the server
 *		saw a reason not to run it, or could not analyze it, and then it has
 *		not checked the functions either; or
 *	(b) its code is "volatile_function" and the function it names is not in
 *		harmless_volatile (or no function can be read from it).
 * (b) is needed while the server classifies functions with a deny-list,
 * under which a volatile extension function such as ekaya.analyze, which
 * starts a writing background job, is only a warning.  The allow-list
 * classifier reports such functions as errors itself, so there (b) only
 * repeats (a); keeping it makes this tool safe against either server.
 */
static bool
finding_refuses(const char *severity, const char *code, const char *message)
{
	char		name[128];

	if (strcmp(severity, "error") == 0)
		return true;
	if (strcmp(code, "volatile_function") != 0)
		return false;
	if (!finding_function(message, name, sizeof(name)))
		return true;
	for (size_t i = 0; i < sizeof(harmless_volatile) / sizeof(*harmless_volatile); i++)
		if (strcmp(name, harmless_volatile[i]) == 0)
			return false;
	return true;
}

/* The findings that refuse the statement, as text for the model. */
static void
print_refusing_findings(FILE *f, const PGresult *res)
{
	fputs("Refused before execution: ekaya.validate_sql found", f);
	for (int r = 0; r < PQntuples(res); r++)
	{
		const char *severity = PQgetvalue(res, r, 0);
		const char *code = PQgetvalue(res, r, 1);
		const char *message = PQgetvalue(res, r, 2);

		if (!finding_refuses(severity, code, message))
			continue;
		fprintf(f, "\n- %s: %s", code, message);
		if (strcmp(severity, "error") != 0)
		{
			fputs(" (the only volatile functions allowed are", f);
			for (size_t i = 0; i < sizeof(harmless_volatile) / sizeof(*harmless_volatile); i++)
				fprintf(f, "%s %s", i == 0 ? "" : ",", harmless_volatile[i]);
			fputc(')', f);
		}
		if (!PQgetisnull(res, r, 3))
			fprintf(f, " (at character %s)", PQgetvalue(res, r, 3));
		if (!PQgetisnull(res, r, 4))
			fprintf(f, "; suggestion: %s", PQgetvalue(res, r, 4));
	}
}

/*
 * Ask ekaya.validate_sql about sql, inside the query tool's transaction.
 * True only when the classifier answered and none of its findings refuses
 * the statement.  Otherwise *refusal is a malloc'd text for the model (NULL
 * when out of memory): every refusing finding with its position and
 * suggestion (the did-you-mean for unknown names), or why the statement
 * could not be checked.
 */
static bool
server_allows(const char *sql, char **refusal)
{
	const char *params[] = {sql};
	char	   *error = NULL;
	size_t		len;
	FILE	   *f;
	PGresult   *res = db_exec("SELECT severity, code, message, position, suggestion "
							  "FROM ekaya.validate_sql($1)", 1, params, 0, &error);
	bool		allowed = res != NULL;

	*refusal = NULL;
	if (res != NULL)
		for (int r = 0; r < PQntuples(res) && allowed; r++)
			allowed = !finding_refuses(PQgetvalue(res, r, 0), PQgetvalue(res, r, 1),
									   PQgetvalue(res, r, 2));
	if (allowed)
	{
		PQclear(res);
		return true;
	}

	f = open_memstream(refusal, &len);
	if (f != NULL)
	{
		const char *state = db_last_sqlstate();

		if (res != NULL)
			print_refusing_findings(f, res);
		else if (strcmp(state, "42883") == 0 || strcmp(state, "3F000") == 0)
			fprintf(f, "Refused before execution: the statement cannot be checked, because this "
					"database has no ekaya.validate_sql(text); the ekaya_ontology extension is "
					"missing it or is too old. Ask the administrator to update it "
					"(ALTER EXTENSION ekaya_ontology UPDATE).\n%s", error ? error : "");
		else
			fprintf(f, "Refused before execution: the statement could not be checked with "
					"ekaya.validate_sql, so it was not run.\n%s", error ? error : "");
		fclose(f);
	}
	PQclear(res);
	free(error);
	return false;
}

/* Check, run and shape the agent's query; see the file header for the order. */
json_t *
query_tool_run(const char *sql)
{
	char	   *fingerprint = NULL;
	char	   *refusal = sqlcheck_readonly_select(sql, &fingerprint);
	char	   *declare;
	char		timeout[32];
	char		fetch[64];
	const char *timeout_param[] = {timeout};
	char	   *error = NULL;
	PGresult   *res = NULL;
	json_t	   *result;
	const char *outcome = "";

	if (refusal != NULL)
	{
		char		text[1024];

		mcp_log("query fingerprint %s refused", fingerprint ? fingerprint : "(none)");

		snprintf(text, sizeof(text), "Refused before execution: %s.", refusal);
		free(refusal);
		free(fingerprint);
		return tool_error(text);
	}

	declare = malloc(strlen(CURSOR_PREFIX) + strlen(sql) + 1);
	if (declare == NULL)
	{
		free(fingerprint);
		return tool_error("out of memory");
	}
	strcpy(declare, CURSOR_PREFIX);
	strcat(declare, sql);
	snprintf(timeout, sizeof(timeout), "%d", mcp_settings.statement_timeout_ms);
	snprintf(fetch, sizeof(fetch), "FETCH FORWARD %ld FROM ekaya_mcp_query",
			 mcp_settings.row_limit + 1);

	if (!step("BEGIN READ ONLY", 0, NULL, 0, NULL, &error) ||
		!step("SELECT pg_catalog.set_config('statement_timeout', $1, true)",
			  1, timeout_param, 0, NULL, &error))
		result = tool_error(error ? error : "out of memory");
	else if (!server_allows(sql, &refusal))
	{
		outcome = " refused by ekaya.validate_sql";
		result = tool_error(refusal ? refusal : "out of memory");
		free(refusal);
	}
	else if (step(declare, 0, NULL, (int) strlen(CURSOR_PREFIX), NULL, &error) &&
			 step(fetch, 0, NULL, 0, &res, &error))
	{
		result = tool_result(rows_content(res, fingerprint));
		PQclear(res);
	}
	else
		result = tool_error(error ? error : "out of memory");

	db_reset_session();
	mcp_log("query fingerprint %s%s", fingerprint ? fingerprint : "(none)", outcome);
	free(error);
	free(declare);
	free(fingerprint);
	return result;
}
