/*
 * business_terms.c: what ekaya.define_term (87_terms.sql) learns of a metric's SQL expression,
 * with the server's own parser and analyzer.
 *
 * A term's expression is checked the way an agent's query is: it must be one expression
 * (SELECT <expr> parses to a bare target list, nothing else: no FROM, no second statement),
 * and SELECT <expr> FROM <its tables, joined by the verified join plan> must analyze and pass
 * validate_sql's read-only and function allow-list checks. Both run as the curator (the gate
 * runs ekaya._define_term as the extension owner), inside a security-restricted operation, so a
 * curator cannot define a term over columns, tables or join paths it could not read itself, and
 * code the names lead to runs with the curator's rights only; revalidate_terms checks a term as
 * the role that defined it. Every table is aliased by its own
 * name, so the expression names columns as table.column.
 */
#include "ekaya.h"
#include "graph.h"
#include "validate.h"

#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"

PG_FUNCTION_INFO_V1(ekaya_term_join_path);
PG_FUNCTION_INFO_V1(ekaya_term_shape);

/* Longest expression accepted (characters are bytes at worst four times). */
#define TERM_MAX_EXPRESSION 4000

/*
 * Runs as role me, in a security-restricted operation, until ek_restore_user restores the saved
 * user (an error restores it with the transaction): code the expression's names lead to
 * (a type's input function) runs with that role's rights only, and cannot change role.
 */
static void
begin_as(Oid me, Oid *saved_user, int *saved_sec)
{
	if (!SearchSysCacheExists1(AUTHOID, ObjectIdGetDatum(me)))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("the role that defined the term no longer exists")));
	ek_become_restricted(me, saved_user, saved_sec);
}

static Datum
json_result(StringInfo buf)
{
	return DirectFunctionCall1(jsonb_in, CStringGetDatum(buf->data));
}

static void
append_json_list(StringInfo buf, const char *key, List *strings, bool first)
{
	ListCell   *lc;

	appendStringInfo(buf, "%s\"%s\": [", first ? "" : ", ", key);
	foreach(lc, strings)
	{
		if (lc != list_head(strings))
			appendStringInfoString(buf, ", ");
		escape_json(buf, (char *) lfirst(lc));
	}
	appendStringInfoChar(buf, ']');
}

/*
 * ekaya._term_join_path(me oid, oids oid[]) RETURNS jsonb: {"tables": [...], "join_path":
 * [{"left_table", "left_columns", "right_table", "right_columns", "join_type"}, ...]}, the
 * tables in join order (bridges included) and, for each after the first, its join to one
 * before it (right_table is the table joined). One table: no joins.
 */
Datum
ekaya_term_join_path(PG_FUNCTION_ARGS)
{
	Oid			me = PG_GETARG_OID(0);
	ArrayType  *arr = PG_GETARG_ARRAYTYPE_P(1);
	Datum	   *elems;
	bool	   *nulls;
	int			n;
	Oid		   *oids;
	Oid			saved_user;
	int			saved_sec;
	List	   *plan;
	List	   *tables = NIL;
	StringInfoData buf;
	ListCell   *lc;
	bool		first = true;

	deconstruct_array(arr, OIDOID, sizeof(Oid), true, TYPALIGN_INT, &elems, &nulls, &n);
	if (n < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("tables must name at least one table")));
	oids = palloc(sizeof(Oid) * n);
	for (int i = 0; i < n; i++)
		oids[i] = DatumGetObjectId(elems[i]);

	begin_as(me, &saved_user, &saved_sec);
	if (n == 1)
	{
		EkPlanJoin *j = palloc0(sizeof(EkPlanJoin));

		j->relid = oids[0];
		plan = list_make1(j);
	}
	else
		plan = ek_plan_join_list(oids, n);
	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"join_path\": [");
	foreach(lc, plan)
	{
		EkPlanJoin *j = (EkPlanJoin *) lfirst(lc);

		tables = lappend(tables, validate_table_name(j->relid));
		if (!OidIsValid(j->parent))
			continue;
		appendStringInfoString(&buf, first ? "{" : ", {");
		first = false;
		appendStringInfoString(&buf, "\"left_table\": ");
		escape_json(&buf, validate_table_name(j->parent));
		append_json_list(&buf, "left_columns", j->parent_cols, false);
		appendStringInfoString(&buf, ", \"right_table\": ");
		escape_json(&buf, validate_table_name(j->relid));
		append_json_list(&buf, "right_columns", j->cols, false);
		appendStringInfo(&buf, ", \"join_type\": \"%s\"}", j->inner ? "inner" : "left");
	}
	appendStringInfoString(&buf, "], ");
	append_json_list(&buf, "tables", tables, true);
	appendStringInfoChar(&buf, '}');
	ek_restore_user(saved_user, saved_sec);
	PG_RETURN_DATUM(json_result(&buf));
}

/* SELECT <expr> must be a bare one-column target list: anything else is not one expression. */
static void
require_one_expression(const char *expr)
{
	ErrorData  *edata = NULL;
	List	   *raw = validate_raw_parse(psprintf("SELECT %s", expr), &edata);
	SelectStmt *s;

	if (edata != NULL)
		ereport(ERROR,
				(errcode(edata->sqlerrcode),
				 errmsg("sql_expression does not parse: %s", edata->message)));
	if (list_length(raw) != 1)
		ereport(ERROR,
				(errcode(ERRCODE_SYNTAX_ERROR),
				 errmsg("sql_expression must be one expression, not %d statements", list_length(raw))));
	s = (SelectStmt *) linitial_node(RawStmt, raw)->stmt;
	if (!IsA(s, SelectStmt) || s->op != SETOP_NONE || list_length(s->targetList) != 1 ||
		s->intoClause || s->fromClause || s->whereClause || s->groupClause || s->havingClause ||
		s->windowClause || s->sortClause || s->limitOffset || s->limitCount || s->lockingClause ||
		s->withClause || s->distinctClause || s->valuesLists ||
		linitial_node(ResTarget, s->targetList)->name != NULL)
		ereport(ERROR,
				(errcode(ERRCODE_SYNTAX_ERROR),
				 errmsg("sql_expression must be one expression"),
				 errdetail("It is checked as SELECT <sql_expression> FROM <the term's tables>; it has clauses or columns of its own."),
				 errhint("Write only the expression, e.g. SUM(t.a * t.b), and name its tables in tables.")));
}

/*
 * ekaya._term_shape(me oid, sql_expression text, from_clause text) RETURNS jsonb: {"columns":
 * [...], "aggregates": [...]}, the base columns ("schema.table.column") and the aggregate
 * functions of SELECT sql_expression <from_clause>, analyzed as me; raises what is wrong.
 * from_clause is ekaya._term_from's, built from names the catalog gave.
 */
Datum
ekaya_term_shape(PG_FUNCTION_ARGS)
{
	Oid			me = PG_GETARG_OID(0);
	char	   *expr = text_to_cstring(PG_GETARG_TEXT_PP(1));
	char	   *from = text_to_cstring(PG_GETARG_TEXT_PP(2));
	Oid			saved_user;
	int			saved_sec;
	VResult    *res;
	ListCell   *lc;
	List	   *columns;
	List	   *aggregates;
	StringInfoData buf;

	if (pg_mbstrlen(expr) > TERM_MAX_EXPRESSION)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("sql_expression is too long (%d characters)", pg_mbstrlen(expr)),
				 errdetail("The limit is %d characters.", TERM_MAX_EXPRESSION)));
	begin_as(me, &saved_user, &saved_sec);
	require_one_expression(expr);
	res = validate_run(psprintf("SELECT %s\n%s", expr, from), VFLAG_SQLCHECKS | VFLAG_METRICS);
	if (res->failed)
		ereport(ERROR,
				(errcode(res->sqlerrcode),
				 errmsg("sql_expression is not valid: %s", res->err_message),
				 res->err_hint ? errhint("%s", res->err_hint) : 0));
	foreach(lc, res->issues)
	{
		VIssue	   *is = (VIssue *) lfirst(lc);

		if (strcmp(is->severity, "error") == 0 || strcmp(is->code, "volatile_function") == 0)
			ereport(ERROR,
					(errcode(strcmp(is->code, "insufficient_privilege") == 0 ? ERRCODE_INSUFFICIENT_PRIVILEGE :
							 ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("sql_expression is refused: %s", is->message),
					 errdetail("validate_sql reports %s.", is->code),
					 is->suggestion ? errhint("%s", is->suggestion) : 0));
	}
	if (validate_metrics_target(res, &columns, &aggregates) == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sql_expression computes nothing")));
	ek_restore_user(saved_user, saved_sec);

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	append_json_list(&buf, "columns", columns, true);
	append_json_list(&buf, "aggregates", aggregates, false);
	appendStringInfoChar(&buf, '}');
	PG_RETURN_DATUM(json_result(&buf));
}
