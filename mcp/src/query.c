/*
 * query.c
 *	  The query tool: let an agent run its own SELECT without letting it
 *	  write, lock, run forever, change the session or flood the context
 *	  window or the server's memory.
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
 *	3. The statement is described (parsed and analyzed as the unnamed
 *	   prepared statement, never planned or run) for its columns and the
 *	   types of its parameters, then runs in the same transaction through a
 *	   cursor declared with the extended protocol (which itself refuses a
 *	   second statement).  The cursor wraps it so that the server sends every
 *	   value as text cut to value_chars characters, with the full length of
 *	   what it cut: no value larger than that ever reaches this process.
 *	4. Rows are fetched in growing batches, one row at a time in libpq's
 *	   single-row mode, and kept only while they fit row_limit and the byte
 *	   budget (--max-bytes): the reply, and this process, stay within a
 *	   small multiple of --max-bytes whatever the statement returns.
 *	5. The transaction is always rolled back and the session reset
 *	   (db_reset_session: DISCARD ALL), so no lock, setting or temporary
 *	   object survives the call.
 *
 * JSON types, one rule per column type, the same in every row (the column's
 * json_type says which): boolean as true/false; smallint, integer, oid,
 * real and double precision as numbers, written exactly as PostgreSQL
 * prints them (the shortest text that reads back as the same value), with
 * NaN, Infinity and -Infinity as strings; bigint and numeric as numbers
 * when every value of the column in this result is exact as a double
 * (integers within +-(2^53-1), decimals of at most 15 significant digits),
 * otherwise every value of the column as a string; json and jsonb embedded;
 * everything else as PostgreSQL's text.  A cut value is always a string.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "query.h"
#include "sqlcheck.h"
#include "strbuf.h"
#include "tools.h"

#define MAX_PARAMS 100
#define FIRST_BATCH 50

/* PostgreSQL type OIDs the JSON rule names (fixed since forever). */
#define BOOLOID		16
#define INT8OID		20
#define INT2OID		21
#define INT4OID		23
#define OIDOID		26
#define JSONOID		114
#define FLOAT4OID	700
#define FLOAT8OID	701
#define NUMERICOID	1700
#define JSONBOID	3802

/* Run one step of the transaction; false (and *error) on failure. */
static bool
step(const char *sql, int nparams, const char *const *values, int shift,
	 PGresult **out, char **error)
{
	PGresult   *res = db_exec(sql, nparams, NULL, values, shift, error);

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
 * The findings that let the statement run but make its numbers wrong (a
 * join that repeats or drops the rows an aggregate adds up), as a JSON array
 * of {code, message, suggestion}; NULL when there are none.
 */
static char *
trap_warnings(const PGresult *res)
{
	StrBuf		sb;
	int			n = 0;

	sb_init(&sb);
	for (int r = 0; r < PQntuples(res); r++)
	{
		const char *code = PQgetvalue(res, r, 1);

		if (strcmp(code, "fan_trap") != 0 && strcmp(code, "chasm_trap") != 0 &&
			strcmp(code, "row_loss") != 0)
			continue;
		sb_puts(&sb, n++ ? ",{\"code\":" : "[{\"code\":");
		sb_json_string(&sb, code, strlen(code));
		sb_puts(&sb, ",\"message\":");
		sb_json_string(&sb, PQgetvalue(res, r, 2), strlen(PQgetvalue(res, r, 2)));
		sb_puts(&sb, ",\"suggestion\":");
		if (PQgetisnull(res, r, 4))
			sb_puts(&sb, "null");
		else
			sb_json_string(&sb, PQgetvalue(res, r, 4), strlen(PQgetvalue(res, r, 4)));
		sb_puts(&sb, "}");
	}
	if (n == 0)
	{
		sb_free(&sb);
		return NULL;
	}
	sb_puts(&sb, "]");
	return sb_finish(&sb);
}

/*
 * Ask ekaya.validate_sql about sql, inside the query tool's transaction.
 * True only when the classifier answered and none of its findings refuses
 * the statement; then *warnings holds its trap findings (trap_warnings).
 * Otherwise *refusal is a malloc'd text for the model (NULL when out of
 * memory): every refusing finding with its position and suggestion (the
 * did-you-mean for unknown names), or why the statement could not be
 * checked.
 */
static bool
server_allows(const char *sql, char **refusal, char **warnings)
{
	const char *params[] = {sql};
	char	   *error = NULL;
	size_t		len;
	FILE	   *f;
	PGresult   *res = db_exec("SELECT severity, code, message, position, suggestion "
							  "FROM ekaya.validate_sql($1)", 1, NULL, params, 0, &error);
	bool		allowed = res != NULL;

	*refusal = NULL;
	*warnings = NULL;
	if (res != NULL)
		for (int r = 0; r < PQntuples(res) && allowed; r++)
			allowed = !finding_refuses(PQgetvalue(res, r, 0), PQgetvalue(res, r, 1),
									   PQgetvalue(res, r, 2));
	if (allowed)
	{
		*warnings = trap_warnings(res);
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

/* ---- arguments ------------------------------------------------------------- */

/* The shortest %g text that reads back as v. */
static void
real_text(double v, char *buf, size_t size)
{
	for (int p = 15; p <= 17; p++)
	{
		snprintf(buf, size, "%.*g", p, v);
		if (strtod(buf, NULL) == v)
			return;
	}
}

/*
 * params as libpq text values (NULL for SQL NULL): *error says what is
 * wrong.  Bound, never spliced: a value cannot change the statement.
 */
static char **
param_values(json_t *params, int *n, char **error)
{
	char	  **values;
	json_t	   *v;
	size_t		i;

	*n = (int) json_array_size(params);
	if (*n > MAX_PARAMS)
	{
		*error = format_text("params has %d values; at most %d are allowed", *n, MAX_PARAMS);
		return NULL;
	}
	values = calloc((size_t) *n + 1, sizeof(char *));
	if (values == NULL)
		return NULL;
	json_array_foreach(params, i, v)
	{
		char		buf[64];
		const char *why = NULL;

		if (json_is_string(v))
			values[i] = tool_string_value(v, &why);
		else if (json_is_integer(v))
		{
			snprintf(buf, sizeof(buf), "%" JSON_INTEGER_FORMAT, json_integer_value(v));
			values[i] = strdup(buf);
		}
		else if (json_is_real(v))
		{
			real_text(json_real_value(v), buf, sizeof(buf));
			values[i] = strdup(buf);
		}
		else if (json_is_boolean(v))
			values[i] = strdup(json_is_true(v) ? "true" : "false");
		else if (json_is_null(v))
			continue;
		else
			why = "a string, a number, a boolean or null";
		if (why != NULL)
		{
			*error = format_text("params[%zu] ($%zu) must be %s", i, i + 1, why);
			for (int k = 0; k < *n; k++)
				free(values[k]);
			free(values);
			return NULL;
		}
	}
	return values;
}

/* A cursor token: the statement, its params and the rows already returned. */
static char *
make_cursor(const char *sql, json_t *params, long offset)
{
	json_t	   *c = json_pack("{s:s, s:O, s:I}", "sql", sql,
							  "params", params ? params : json_null(), "offset", (json_int_t) offset);
	char	   *text = c ? json_dumps(c, JSON_COMPACT) : NULL;
	char	   *token = text ? base64url_encode(text, strlen(text)) : NULL;

	json_decref(c);
	free(text);
	return token;
}

/* Read a cursor token; the statement it holds goes through every check again. */
static json_t *
read_cursor(const char *token)
{
	size_t		len;
	char	   *text = base64url_decode(token, &len);
	json_t	   *c = text ? json_loadb(text, len, 0, NULL) : NULL;
	json_t	   *off = json_object_get(c, "offset");
	json_t	   *params = json_object_get(c, "params");

	free(text);
	if (!json_is_string(json_object_get(c, "sql")) || !json_is_integer(off) ||
		json_integer_value(off) < 0 || (params && !json_is_array(params) && !json_is_null(params)))
	{
		json_decref(c);
		return NULL;
	}
	return c;
}

/* ---- fetching -------------------------------------------------------------- */

typedef struct Cell
{
	char	   *text;			/* NULL for SQL NULL; a cut value ends in its marker */
	size_t		len;
	bool		cut;
} Cell;

typedef struct Fetch
{
	int			ncols;
	long		row_limit;
	size_t		budget;			/* bytes of rows the result may hold */
	int			value_chars;
	bool		lengths;		/* the cursor sends each value's full length when cut */
	size_t	   *key_sizes;		/* JSON size of each column's key */
	Cell	   *cells;			/* nrows * ncols */
	long		nrows;
	long		cap_rows;
	long		seen;			/* rows the server sent in this batch */
	size_t		used;
	bool		more;			/* a row was left out */
	int			cut;
	bool		oom;
} Fetch;

/*
 * Column c of a cursor row: the value as cut by the server and, when it was
 * cut, its full length in characters (NULL when it was not, or when the
 * cursor does not send lengths: then a value of value_chars + 1 characters
 * was cut, length unknown).
 */
static const char *
cursor_value(const Fetch *f, const PGresult *res, int c, int *len, const char **total, bool *cut)
{
	int			col = f->lengths ? 2 * c : c;
	const char *v = PQgetvalue(res, 0, col);

	*len = PQgetlength(res, 0, col);
	*total = f->lengths && !PQgetisnull(res, 0, col + 1) ? PQgetvalue(res, 0, col + 1) : NULL;
	*cut = *total != NULL;
	if (!f->lengths)
	{
		int			chars = 0;

		for (int i = 0; i < *len; i++)
			if (((unsigned char) v[i] & 0xC0) != 0x80 && ++chars > f->value_chars)
			{
				*len = i;		/* the first value_chars characters */
				*cut = true;
				break;
			}
	}
	return PQgetisnull(res, 0, col) ? NULL : v;
}

/*
 * One row of the wrapping cursor: per column the value cut to value_chars
 * (and its full length when it was cut).  Kept while it fits.
 */
static bool
take_row(void *arg, const PGresult *res)
{
	Fetch	   *f = arg;
	size_t		size = 2;
	Cell	   *row;

	f->seen++;
	if (f->nrows >= f->row_limit)
	{
		f->more = true;
		return false;
	}
	for (int c = 0; c < f->ncols; c++)
	{
		int			len;
		const char *total;
		bool		cut;
		const char *v = cursor_value(f, res, c, &len, &total, &cut);

		size += f->key_sizes[c] + 4;
		if (v)
			size += json_string_size(v, (size_t) len) + (cut ? 48 : 0);
	}
	if (f->nrows > 0 && f->used + size > f->budget)
	{
		f->more = true;
		return false;
	}
	if (f->nrows == f->cap_rows)
	{
		long		cap = f->cap_rows ? f->cap_rows * 2 : 64;
		Cell	   *grown = realloc(f->cells, (size_t) cap * (size_t) f->ncols * sizeof(Cell) + 1);

		if (grown == NULL)
		{
			f->oom = true;
			return false;
		}
		f->cells = grown;
		f->cap_rows = cap;
	}
	row = f->cells + f->nrows * f->ncols;
	for (int c = 0; c < f->ncols; c++)
	{
		Cell	   *cell = &row[c];
		int			len;
		const char *total;
		const char *v = cursor_value(f, res, c, &len, &total, &cell->cut);

		cell->len = 0;
		cell->text = NULL;
		if (v == NULL)
			continue;
		if (!cell->cut)
			cell->text = strndup(v, (size_t) len);
		else
		{
			f->cut++;
			if (total)
				cell->text = format_text("%.*s…[cut at %d of %s characters]", len, v, f->value_chars, total);
			else
				cell->text = format_text("%.*s…[cut at %d characters]", len, v, f->value_chars);
		}
		cell->len = cell->text ? strlen(cell->text) : 0;
		if (cell->text == NULL)
			f->oom = true;
	}
	f->nrows++;
	f->used += size;
	return !f->oom;
}

static void
free_cells(Fetch *f)
{
	for (long i = 0; i < f->nrows * f->ncols; i++)
		free(f->cells[i].text);
	free(f->cells);
}

/* ---- JSON types ------------------------------------------------------------ */

static bool
is_special_number(const char *text)
{
	return strcmp(text, "NaN") == 0 || strcmp(text, "Infinity") == 0 ||
		strcmp(text, "-Infinity") == 0;
}

/* Whether a bigint's or numeric's text is exact as a JavaScript number. */
static bool
exact_as_double(const char *text, Oid type)
{
	int			digits = 0;
	bool		leading = true;
	const char *p = text;

	if (is_special_number(text))
		return true;			/* written as a string whatever the column is */
	if (*p == '-')
		p++;
	if (type == INT8OID)
	{
		size_t		len = strlen(p);

		return len < 16 || (len == 16 && strcmp(p, "9007199254740991") <= 0);
	}
	for (; *p; p++)
	{
		if (*p >= '0' && *p <= '9')
		{
			if (*p != '0')
				leading = false;
			if (!leading)
				digits++;
		}
		else if (*p != '.')
			return false;
	}
	return digits <= 15;
}

typedef enum JsonKind
{
	J_STRING,
	J_NUMBER,
	J_BOOLEAN,
	J_JSON
} JsonKind;

static const char *const json_kind_name[] = {"string", "number", "boolean", "json"};

static JsonKind
column_kind(const Fetch *f, int c, Oid type)
{
	switch (type)
	{
		case BOOLOID:
			return J_BOOLEAN;
		case INT2OID:
		case INT4OID:
		case OIDOID:
		case FLOAT4OID:
		case FLOAT8OID:
			return J_NUMBER;
		case JSONOID:
		case JSONBOID:
			return J_JSON;
		case INT8OID:
		case NUMERICOID:
			for (long r = 0; r < f->nrows; r++)
			{
				const Cell *cell = &f->cells[r * f->ncols + c];

				if (cell->text && (cell->cut || !exact_as_double(cell->text, type)))
					return J_STRING;
			}
			return J_NUMBER;
		default:
			return J_STRING;
	}
}

/* json/jsonb text without the whitespace between tokens (one line). */
static void
append_compact_json(StrBuf *sb, const char *text, size_t len)
{
	bool		in_string = false;
	size_t		run = 0;

	for (size_t i = 0; i < len; i++)
	{
		char		ch = text[i];

		if (in_string)
		{
			if (ch == '\\')
				i++;
			else if (ch == '"')
				in_string = false;
			continue;
		}
		if (ch == '"')
			in_string = true;
		else if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t')
		{
			sb_append(sb, text + run, i - run);
			run = i + 1;
		}
	}
	sb_append(sb, text + run, len - run);
}

static void
append_cell(StrBuf *sb, const Cell *cell, JsonKind kind)
{
	if (cell->text == NULL)
		sb_puts(sb, "null");
	else if (cell->cut)
		sb_json_string(sb, cell->text, cell->len);
	else if (kind == J_BOOLEAN)
		sb_puts(sb, cell->text[0] == 't' ? "true" : "false");
	else if (kind == J_NUMBER && !is_special_number(cell->text))
		sb_append(sb, cell->text, cell->len);
	else if (kind == J_JSON)
		append_compact_json(sb, cell->text, cell->len);
	else
		sb_json_string(sb, cell->text, cell->len);
}

/* Column names made unique (name, name_2, ...), so that rows can be objects. */
static char **
column_keys(const PGresult *desc)
{
	int			n = PQnfields(desc);
	char	  **keys = calloc((size_t) n + 1, sizeof(char *));

	for (int c = 0; keys && c < n; c++)
	{
		const char *name = PQfname(desc, c);
		bool		taken;

		keys[c] = strdup(name);
		for (int k = 2;; k++)
		{
			taken = false;
			for (int o = 0; o < c && !taken; o++)
				taken = keys[c] && strcmp(keys[o], keys[c]) == 0;
			if (!taken)
				break;
			free(keys[c]);
			keys[c] = format_text("%s_%d", name, k);
		}
		if (keys[c] == NULL)
			keys[c] = strdup("?");
	}
	return keys;
}

/* ---- the statement ------------------------------------------------------------ */

/*
 * DECLARE a cursor over the agent's statement that hands out each value as
 * text cut to value_chars characters, plus the full length of a value that
 * was cut.  The casts to text run once per value (the lateral subquery is
 * kept apart by OFFSET 0); only built-in functions are added.  A statement
 * of more than MAX_LENGTH_COLUMNS columns would need more output columns
 * than a target list may have: its values come with one character more
 * than value_chars instead of a length.  *prefix_len is the length of what
 * precedes the agent's text.
 */
#define MAX_LENGTH_COLUMNS 800

static char *
wrapper_sql(const char *stmt, size_t stmt_len, int ncols, int value_chars, bool lengths,
			int *prefix_len)
{
	StrBuf		sb;

	sb_init(&sb);
	sb_puts(&sb, "DECLARE ekaya_mcp_query NO SCROLL CURSOR FOR SELECT");
	for (int c = 1; c <= ncols; c++)
	{
		if (lengths)
			sb_printf(&sb, "%s pg_catalog.substr(t.t%d, 1, %d), CASE WHEN pg_catalog.octet_length(t.t%d) > %d "
					  "THEN pg_catalog.length(t.t%d) END", c == 1 ? "" : ",", c, value_chars, c,
					  value_chars, c);
		else
			sb_printf(&sb, "%s pg_catalog.substr(q.c%d::pg_catalog.text, 1, %d)", c == 1 ? "" : ",",
					  c, value_chars + 1);
	}
	sb_puts(&sb, " FROM (\n");
	*prefix_len = (int) sb.len;
	sb_append(&sb, stmt, stmt_len);
	sb_puts(&sb, "\n) AS q");
	for (int c = 1; c <= ncols; c++)
		sb_printf(&sb, "%sc%d%s", c == 1 ? "(" : ", ", c, c == ncols ? ")" : "");
	if (lengths && ncols > 0)
	{
		sb_puts(&sb, " CROSS JOIN LATERAL (SELECT");
		for (int c = 1; c <= ncols; c++)
			sb_printf(&sb, "%s q.c%d::pg_catalog.text AS t%d", c == 1 ? "" : ",", c, c);
		sb_puts(&sb, " OFFSET 0) AS t");
	}
	return sb_finish(&sb);
}

/* Characters (not bytes) in the first n bytes of UTF-8 text. */
static int
utf8_chars(const char *text, int n)
{
	int			chars = 0;

	for (int i = 0; i < n; i++)
		if (((unsigned char) text[i] & 0xC0) != 0x80)
			chars++;
	return chars;
}

/* Everything the result needs besides the rows. */
typedef struct Shape
{
	const PGresult *desc;
	char	  **keys;
	const char *fingerprint;
	const char *warnings;		/* JSON array text, or NULL */
	long		offset;
	char	   *next_cursor;
} Shape;

static char *
result_json(const Fetch *f, const Shape *s)
{
	StrBuf		sb;
	JsonKind   *kinds = calloc((size_t) f->ncols + 1, sizeof(JsonKind));
	char		type[128];

	if (kinds == NULL)
		return NULL;
	sb_init(&sb);
	sb_puts(&sb, "{\"columns\":[");
	for (int c = 0; c < f->ncols; c++)
	{
		kinds[c] = column_kind(f, c, PQftype(s->desc, c));
		db_type_name(PQftype(s->desc, c), PQfmod(s->desc, c), type, sizeof(type));
		sb_puts(&sb, c ? ",{\"name\":" : "{\"name\":");
		sb_json_string(&sb, s->keys[c], strlen(s->keys[c]));
		sb_puts(&sb, ",\"type\":");
		sb_json_string(&sb, type, strlen(type));
		sb_printf(&sb, ",\"json_type\":\"%s\"}", json_kind_name[kinds[c]]);
	}
	sb_puts(&sb, "],\"rows\":[");
	for (long r = 0; r < f->nrows; r++)
	{
		sb_puts(&sb, r ? ",{" : "{");
		for (int c = 0; c < f->ncols; c++)
		{
			if (c)
				sb_puts(&sb, ",");
			sb_json_string(&sb, s->keys[c], strlen(s->keys[c]));
			sb_puts(&sb, ":");
			append_cell(&sb, &f->cells[r * f->ncols + c], kinds[c]);
		}
		sb_puts(&sb, "}");
	}
	sb_printf(&sb, "],\"row_count\":%ld,\"offset\":%ld,\"truncated\":%s,\"more_rows\":%s,"
			  "\"cut_values\":%d,\"row_limit\":%ld,\"max_bytes\":%zu",
			  f->nrows, s->offset, f->more || f->cut ? "true" : "false",
			  f->more ? "true" : "false", f->cut, mcp_settings.row_limit, mcp_settings.max_bytes);
	if (s->next_cursor)
	{
		sb_puts(&sb, ",\"next_cursor\":");
		sb_json_string(&sb, s->next_cursor, strlen(s->next_cursor));
	}
	if (s->fingerprint)
	{
		sb_puts(&sb, ",\"fingerprint\":");
		sb_json_string(&sb, s->fingerprint, strlen(s->fingerprint));
	}
	if (s->warnings)
	{
		sb_puts(&sb, ",\"warnings\":");
		sb_puts(&sb, s->warnings);
	}
	sb_puts(&sb, "}");
	free(kinds);
	return sb_finish(&sb);
}

/*
 * Describe, declare, skip offset rows and fetch: the statement's part of
 * the call, inside the transaction server_allows() approved.  Returns the
 * tool result text.
 */
static char *
run_statement(const char *sql, int stmt_start, int stmt_len, json_t *params_json,
			  const char *const *values, int nvalues, long offset, const char *fingerprint,
			  const char *warnings)
{
	char	   *error = NULL;
	PGresult   *desc = db_describe(sql, nvalues, &error);
	Fetch		f = {0};
	Shape		s = {0};
	char	   *declare = NULL;
	char	   *result = NULL;
	char	   *structured = NULL;
	Oid		   *types = NULL;
	int			prefix_len;
	size_t		envelope;
	long		batch;

	if (desc == NULL)
		goto done;
	if (PQnparams(desc) != nvalues)
	{
		error = format_text("ERROR:  the statement has %d parameter%s ($1 ... $%d), but params has %d value%s",
							PQnparams(desc), PQnparams(desc) == 1 ? "" : "s", PQnparams(desc),
							nvalues, nvalues == 1 ? "" : "s");
		goto done;
	}
	types = calloc((size_t) nvalues + 1, sizeof(Oid));
	for (int i = 0; types && i < nvalues; i++)
		types[i] = PQparamtype(desc, i);

	f.ncols = PQnfields(desc);
	f.row_limit = mcp_settings.row_limit;
	f.value_chars = (int) (mcp_settings.max_bytes / (4 * (size_t) (f.ncols > 4 ? f.ncols : 4)));
	if (f.value_chars < 64)
		f.value_chars = 64;
	f.lengths = f.ncols <= MAX_LENGTH_COLUMNS;
	s.desc = desc;
	s.keys = column_keys(desc);
	s.fingerprint = fingerprint;
	s.warnings = warnings;
	s.offset = offset;
	f.key_sizes = calloc((size_t) f.ncols + 1, sizeof(size_t));
	if (types == NULL || s.keys == NULL || f.key_sizes == NULL)
	{
		error = strdup("ERROR:  out of memory");
		goto done;
	}
	envelope = 400 + (strlen(sql) + (params_json ? 64 * json_array_size(params_json) : 0)) * 2 +
		(warnings ? 2 * strlen(warnings) : 0);
	for (int c = 0; c < f.ncols; c++)
	{
		f.key_sizes[c] = json_string_size(s.keys[c], strlen(s.keys[c]));
		envelope += f.key_sizes[c] + 100;
	}
	f.budget = mcp_settings.max_bytes > envelope ? mcp_settings.max_bytes - envelope : 0;

	declare = wrapper_sql(sql + stmt_start, stmt_len > 0 ? (size_t) stmt_len : strlen(sql + stmt_start),
						  f.ncols, f.value_chars, f.lengths, &prefix_len);
	if (declare == NULL)
	{
		error = strdup("ERROR:  out of memory");
		goto done;
	}
	{
		PGresult   *res = db_exec(declare, nvalues, types, values,
								  prefix_len - utf8_chars(sql, stmt_start), &error);

		if (res == NULL)
			goto done;
		PQclear(res);
	}
	if (offset > 0)
	{
		char		move[96];
		PGresult   *res;

		snprintf(move, sizeof(move), "MOVE FORWARD %ld IN ekaya_mcp_query", offset);
		if ((res = db_exec(move, 0, NULL, NULL, 0, &error)) == NULL)
			goto done;
		PQclear(res);
	}

	/* growing batches: few round trips for small rows, little waste past the budget */
	batch = f.row_limit + 1 < FIRST_BATCH ? f.row_limit + 1 : FIRST_BATCH;
	for (;;)
	{
		char		fetch[96];

		f.seen = 0;
		snprintf(fetch, sizeof(fetch), "FETCH FORWARD %ld FROM ekaya_mcp_query", batch);
		if (!db_stream(fetch, take_row, &f, &error))
			goto done;
		if (f.oom)
		{
			error = strdup("ERROR:  out of memory");
			goto done;
		}
		if (f.more || f.seen < batch)
			break;
		batch *= 4;
		if (batch > f.row_limit + 1 - f.nrows)
			batch = f.row_limit + 1 - f.nrows;
		if (batch < 1)
			batch = 1;
	}
	if (f.more)
		s.next_cursor = make_cursor(sql, params_json, offset + f.nrows);
	structured = result_json(&f, &s);
	result = structured ? tool_result_text(structured, strlen(structured)) : NULL;

done:
	if (result == NULL)
		result = tool_error_text(error ? error : "out of memory");
	if (s.keys)
		for (int c = 0; c < f.ncols; c++)
			free(s.keys[c]);
	free(s.keys);
	free(s.next_cursor);
	free_cells(&f);
	free(f.key_sizes);
	free(structured);
	free(declare);
	free(types);
	free(error);
	PQclear(desc);
	return result;
}

/* Check, run and shape the agent's query; see the file header for the order. */
char *
query_tool_run(json_t *args)
{
	json_t	   *cursor = NULL;
	json_t	   *params = json_object_get(args, "params");
	const char *sql;
	long		offset = 0;
	char	  **values = NULL;
	int			nvalues = 0;
	char	   *fingerprint = NULL;
	char	   *refusal = NULL;
	char	   *warnings = NULL;
	char	   *error = NULL;
	char		timeout[32];
	const char *timeout_param[] = {timeout};
	int			stmt_start,
				stmt_len;
	char	   *result;
	const char *outcome = "";

	if (json_is_null(params))
		params = NULL;
	if (json_is_string(json_object_get(args, "cursor")))
	{
		if (json_object_get(args, "sql") || params)
			return tool_error_text("Give cursor alone: it already holds the statement and its params.");
		cursor = read_cursor(json_string_value(json_object_get(args, "cursor")));
		if (cursor == NULL)
			return tool_error_text("The cursor is not one this server handed out; pass next_cursor "
								   "from a query result unchanged.");
		params = json_object_get(cursor, "params");
		if (json_is_null(params))
			params = NULL;
		offset = (long) json_integer_value(json_object_get(cursor, "offset"));
		sql = json_string_value(json_object_get(cursor, "sql"));
	}
	else if (json_is_string(json_object_get(args, "sql")))
		sql = json_string_value(json_object_get(args, "sql"));
	else
		return tool_error_text("Missing required argument \"sql\" for query (or a cursor).");

	if (strlen(sql) != (cursor ? strlen(sql) : json_string_length(json_object_get(args, "sql"))))
		refusal = strdup("the SQL text holds U+0000, which PostgreSQL text cannot hold");
	else if (params && (values = param_values(params, &nvalues, &error)) == NULL)
	{
		result = tool_error_text(error ? error : "out of memory");
		free(error);
		json_decref(cursor);
		return result;
	}
	else
		refusal = sqlcheck_readonly_select(sql, &fingerprint, &stmt_start, &stmt_len);

	if (refusal != NULL)
	{
		char		text[1024];

		mcp_log("query fingerprint %s refused", fingerprint ? fingerprint : "(none)");
		snprintf(text, sizeof(text), "Refused before execution: %s.", refusal);
		free(refusal);
		free(fingerprint);
		json_decref(cursor);
		return tool_error_text(text);
	}

	snprintf(timeout, sizeof(timeout), "%d", mcp_settings.statement_timeout_ms);
	if (!step("BEGIN READ ONLY", 0, NULL, 0, NULL, &error) ||
		!step("SELECT pg_catalog.set_config('statement_timeout', $1, true)",
			  1, timeout_param, 0, NULL, &error))
		result = tool_error_text(error ? error : "out of memory");
	else if (!server_allows(sql, &refusal, &warnings))
	{
		outcome = " refused by ekaya.validate_sql";
		result = tool_error_text(refusal ? refusal : "out of memory");
		free(refusal);
	}
	else
		result = run_statement(sql, stmt_start, stmt_len, params, (const char *const *) values,
							   nvalues, offset, fingerprint, warnings);

	db_reset_session();
	mcp_log("query fingerprint %s%s%s", fingerprint ? fingerprint : "(none)", outcome,
			db_cancelled() ? " cancelled" : "");
	for (int i = 0; i < nvalues; i++)
		free(values[i]);
	free(values);
	free(error);
	free(warnings);
	free(fingerprint);
	json_decref(cursor);
	return result;
}
