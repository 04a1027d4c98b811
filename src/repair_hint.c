/*
 * repair_hint.c: ekaya.repair_hint(sql, sqlstate, message) RETURNS jsonb, the helper of an
 * agent's repair loop.
 *
 * Why: after a failed statement an agent needs two things, whether retrying can help at all
 * (connection, privilege and resource errors cannot be fixed by rewriting SQL: fail fast) and,
 * if it can, the smallest set of true facts to rewrite with. For an unknown column that is the
 * table the failing alias names (resolved through the FROM clause of the statement) and its
 * one-hop neighbours with their join conditions; for an unknown table, the nearest table names.
 * Only tables and columns the caller may SELECT are listed. The statement is parsed, and
 * analyzed only when no SQLSTATE is given, never executed.
 */
#include "validate.h"

#include "fmgr.h"
#include "lib/stringinfo.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

PG_FUNCTION_INFO_V1(ekaya_repair_hint);

/* Cap on neighbour tables listed, to keep the whitelist minimal. */
#define MAX_NEIGHBOURS 10
/* Longest message echoed back (bytes); longer ones are clipped with "...". */
#define REPAIR_MAX_MESSAGE 2000

/* Argument argno, at most limit bytes of it (whole characters), "..." marking a clip. */
static char *
clipped_arg(FunctionCallInfo fcinfo, int argno, int limit)
{
	char	   *s = validate_arg_text(fcinfo, argno, limit);
	int			len = strlen(s);

	if (len <= limit)
		return s;
	s[pg_mbcliplen(s, len, limit)] = '\0';
	return psprintf("%s...", s);
}

typedef struct Advice
{
	const char *klass;
	const char *action;
} Advice;

/* fail_fast: rewriting cannot help; retry: the same statement may succeed later. */
static Advice
classify_sqlstate(const char *s)
{
	Advice		a = {"unknown", "inspect the message; if it names an object, check it against the ontology"};

	if (s == NULL || strlen(s) != 5)
		return a;
	if (strcmp(s, "42501") == 0)
		return (Advice)
	{
		"fail_fast", "the role lacks a privilege; do not retry, report it"
	};
	if (strncmp(s, "08", 2) == 0 || strncmp(s, "28", 2) == 0 || strncmp(s, "53", 2) == 0 ||
		strncmp(s, "58", 2) == 0 || strncmp(s, "XX", 2) == 0 || strncmp(s, "3D", 2) == 0 ||
		strncmp(s, "25", 2) == 0 || strcmp(s, "57P01") == 0 || strcmp(s, "57P02") == 0 ||
		strcmp(s, "57P03") == 0)
		return (Advice)
	{
		"fail_fast", "a connection, resource or server condition; rewriting the SQL will not help"
	};
	if (strcmp(s, "40001") == 0 || strcmp(s, "40P01") == 0 || strcmp(s, "55P03") == 0)
		return (Advice)
	{
		"retry", "a transient conflict; retry the same statement"
	};
	if (strcmp(s, "57014") == 0)
		return (Advice)
	{
		"repairable", "the statement was cancelled or timed out; add selective filters and a LIMIT"
	};
	if (strcmp(s, "42601") == 0)
		return (Advice)
	{
		"repairable", "fix the syntax near the reported position"
	};
	if (strcmp(s, "42P01") == 0)
		return (Advice)
	{
		"repairable", "use one of the tables in did_you_mean, or look the table up in the ontology"
	};
	if (strcmp(s, "42703") == 0)
		return (Advice)
	{
		"repairable", "use only the columns in whitelist; join neighbours with the conditions given"
	};
	if (strcmp(s, "42804") == 0 || strcmp(s, "42846") == 0 || strncmp(s, "22", 2) == 0)
		return (Advice)
	{
		"repairable", "make both sides the same type: compare columns of matching types or cast a literal"
	};
	if (strcmp(s, "42883") == 0)
		return (Advice)
	{
		"repairable", "the function or operator does not exist for these argument types; check the name and cast arguments"
	};
	if (strcmp(s, "42702") == 0)
		return (Advice)
	{
		"repairable", "qualify the column with its table alias"
	};
	if (strcmp(s, "42803") == 0)
		return (Advice)
	{
		"repairable", "add the column to GROUP BY or wrap it in an aggregate"
	};
	if (strncmp(s, "54", 2) == 0)
		return (Advice)
	{
		"repairable", "the statement exceeds a limit (too long, too deeply nested, too many columns or joins): split it or simplify it"
	};
	if (strncmp(s, "42", 2) == 0 || strcmp(s, "21000") == 0 || strcmp(s, "0A000") == 0)
		return (Advice)
	{
		"repairable", "rewrite the statement according to the message"
	};
	return a;
}

static void
json_key(StringInfo buf, const char *key)
{
	if (buf->data[buf->len - 1] != '{')
		appendStringInfoChar(buf, ',');
	escape_json(buf, key);
	appendStringInfoChar(buf, ':');
}

static void
json_str(StringInfo buf, const char *key, const char *value)
{
	json_key(buf, key);
	if (value)
		escape_json(buf, value);
	else
		appendStringInfoString(buf, "null");
}

static void
json_str_list(StringInfo buf, const char *key, List *items)
{
	ListCell   *lc;

	json_key(buf, key);
	appendStringInfoChar(buf, '[');
	foreach(lc, items)
	{
		if (lc != list_head(items))
			appendStringInfoChar(buf, ',');
		escape_json(buf, (char *) lfirst(lc));
	}
	appendStringInfoChar(buf, ']');
}

static void
json_columns(StringInfo buf, Oid relid)
{
	List	   *cols = validate_visible_columns(relid);
	ListCell   *lc;

	json_key(buf, "columns");
	appendStringInfoChar(buf, '[');
	foreach(lc, cols)
	{
		VColumn    *c = (VColumn *) lfirst(lc);

		if (lc != list_head(cols))
			appendStringInfoChar(buf, ',');
		appendStringInfoChar(buf, '{');
		json_str(buf, "name", c->name);
		json_str(buf, "type", c->type);
		appendStringInfoChar(buf, '}');
	}
	appendStringInfoChar(buf, ']');
}

/*
 * The 42703 whitelist: the table(s) the failing reference can mean, then their neighbours
 * through accepted relationships with pasteable join conditions.
 */
static void
column_whitelist(StringInfo buf, const char *sql, const char *ident)
{
	ErrorData  *edata = NULL;
	List	   *fromrels = validate_raw_from_relations(sql, &edata);
	List	   *targets = NIL;
	List	   *seen = NIL;
	ListCell   *lc;
	char	   *alias = NULL;
	int			nnb = 0;

	if (edata != NULL && edata->sqlerrcode == ERRCODE_STATEMENT_TOO_COMPLEX)
	{
		/* within the bounds of validate_*: the statement is not even parsed whole */
		json_str(buf, "skipped", psprintf("no whitelist: %s", edata->message));
		return;
	}
	if (edata != NULL)
		return;
	if (ident && strchr(ident, '.'))
		alias = pnstrdup(ident, strrchr(ident, '.') - ident);
	foreach(lc, fromrels)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);

		if (alias == NULL || strcmp(fr->alias, alias) == 0)
			targets = lappend(targets, fr);
	}
	if (targets == NIL)
		targets = fromrels;

	json_str_list(buf, "did_you_mean", validate_nearest_columns(ident, fromrels, 3));
	json_key(buf, "whitelist");
	appendStringInfoChar(buf, '[');
	foreach(lc, targets)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);

		if (list_member_oid(seen, fr->relid))
			continue;
		seen = lappend_oid(seen, fr->relid);
		if (buf->data[buf->len - 1] != '[')
			appendStringInfoChar(buf, ',');
		appendStringInfoChar(buf, '{');
		json_str(buf, "table", validate_table_name(fr->relid));
		json_str(buf, "alias", fr->alias);
		json_columns(buf, fr->relid);
		appendStringInfoChar(buf, '}');
	}
	foreach(lc, targets)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);
		List	   *nbs = validate_neighbours(fr->relid);
		ListCell   *lc2;

		foreach(lc2, nbs)
		{
			VNeighbour *nb = (VNeighbour *) lfirst(lc2);
			StringInfoData via;
			char	   *nbname = get_rel_name(nb->relid);
			ListCell   *a,
					   *b;

			CHECK_FOR_INTERRUPTS();
			if (nbname == NULL || list_member_oid(seen, nb->relid) || nnb >= MAX_NEIGHBOURS)
				continue;
			seen = lappend_oid(seen, nb->relid);
			nnb++;
			initStringInfo(&via);
			forboth(a, nb->my_cols, b, nb->their_cols)
			{
				if (via.len)
					appendStringInfoString(&via, " AND ");
				appendStringInfo(&via, "%s.%s = %s.%s", quote_identifier(fr->alias),
								 quote_identifier((char *) lfirst(a)), quote_identifier(nbname),
								 quote_identifier((char *) lfirst(b)));
			}
			appendStringInfoString(buf, ",{");
			json_str(buf, "table", validate_table_name(nb->relid));
			json_str(buf, "neighbour_of", fr->alias);
			json_str(buf, "join", via.data);
			json_str(buf, "relationship_type", nb->relationship_type);
			json_columns(buf, nb->relid);
			appendStringInfoChar(buf, '}');
		}
	}
	appendStringInfoChar(buf, ']');
}

/* repair_hint(sql text, sqlstate text, message text) RETURNS jsonb: see the file header. */
Datum
ekaya_repair_hint(PG_FUNCTION_ARGS)
{
	MemoryContext callcxt;
	MemoryContext old;
	const char *sql;
	char	   *sqlstate;
	char	   *message;
	VResult    *res = NULL;
	StringInfoData buf;
	Advice		adv;
	Datum		result;

	callcxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya repair_hint",
									ALLOCSET_DEFAULT_SIZES);
	old = MemoryContextSwitchTo(callcxt);
	/* bounded reads: a statement too long to check is not copied whole, nor echoed */
	sql = validate_arg_text(fcinfo, 0, VALIDATE_MAX_SQL_BYTES);
	sqlstate = PG_ARGISNULL(1) ? NULL : clipped_arg(fcinfo, 1, 16);
	message = PG_ARGISNULL(2) ? NULL : clipped_arg(fcinfo, 2, REPAIR_MAX_MESSAGE);

	/* No SQLSTATE given: find the error ourselves, by analysis (never execution). */
	if (sqlstate == NULL || *sqlstate == '\0')
	{
		res = validate_run(sql, 0);
		if (res->failed)
		{
			sqlstate = pstrdup(unpack_sql_state(res->sqlerrcode));
			if (message == NULL)
				message = res->err_message;
		}
	}
	for (char *c = sqlstate; c && *c; c++)
		*c = pg_toupper((unsigned char) *c);
	adv = classify_sqlstate(sqlstate);

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	json_str(&buf, "sqlstate", sqlstate);
	json_str(&buf, "class", adv.klass);
	json_str(&buf, "action", adv.action);
	if (sqlstate && strlen(sqlstate) == 5)
		json_str(&buf, "error",
				 validate_errcode_name(MAKE_SQLSTATE(sqlstate[0], sqlstate[1], sqlstate[2],
													 sqlstate[3], sqlstate[4])));
	if (message)
		json_str(&buf, "message", message);

	if (sqlstate && strcmp(sqlstate, "42703") == 0)
	{
		char	   *ident = validate_ident_after(message, "column ");

		json_str(&buf, "column", ident);
		column_whitelist(&buf, sql, ident);
	}
	else if (sqlstate && strcmp(sqlstate, "42P01") == 0)
	{
		char	   *name = validate_ident_after(message, "relation ");

		json_str(&buf, "missing_table", name);
		json_str_list(&buf, "did_you_mean", validate_nearest_tables(name, 5));
	}
	else if (sqlstate && strcmp(sqlstate, "42601") == 0)
	{
		if (res == NULL)
			res = validate_run(sql, 0);
		if (res->failed && res->sqlerrcode == ERRCODE_SYNTAX_ERROR && res->err_position > 0)
		{
			const char *kw = validate_nearest_keyword(sql, res->err_position);

			json_key(&buf, "position");
			appendStringInfo(&buf, "%d", res->err_position);
			if (kw)
				json_str(&buf, "did_you_mean", kw);
		}
	}
	appendStringInfoChar(&buf, '}');

	MemoryContextSwitchTo(old);
	result = DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data));
	MemoryContextDelete(callcxt);
	PG_RETURN_DATUM(result);
}
