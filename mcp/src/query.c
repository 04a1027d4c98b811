/*
 * query.c
 *	  The query tool: let an agent run its own SELECT without letting it
 *	  write, lock, run forever or flood the context window.
 *
 * Order of defences: libpg_query refuses anything but one plain SELECT
 * before any round trip; the statement then runs inside BEGIN READ ONLY
 * with a transaction-local statement_timeout, through a cursor declared
 * with the extended protocol (which itself refuses a second statement), and
 * only row_limit + 1 rows are ever fetched, the extra one telling us
 * whether the result was truncated.
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

	mcp_log("query fingerprint %s%s", fingerprint ? fingerprint : "(none)",
			refusal ? " refused" : "");
	if (refusal != NULL)
	{
		char		text[1024];

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

	if (step("BEGIN READ ONLY", 0, NULL, 0, NULL, &error) &&
		step("SELECT pg_catalog.set_config('statement_timeout', $1, true)",
			 1, timeout_param, 0, NULL, &error) &&
		step(declare, 0, NULL, (int) strlen(CURSOR_PREFIX), NULL, &error) &&
		step(fetch, 0, NULL, 0, &res, &error))
	{
		result = tool_result(rows_content(res, fingerprint));
		PQclear(res);
	}
	else
		result = tool_error(error ? error : "out of memory");

	db_end_transaction();
	free(error);
	free(declare);
	free(fingerprint);
	return result;
}
