/*
 * validate_sql.c: ekaya.validate_sql(sql text), every reason an agent's statement should not run
 * as written, as rows (severity, code, message, position, suggestion).
 *
 * Order of the checks: one statement; it parses and analyzes (unknown names with did-you-mean);
 * it is read-only; it calls no dangerous or volatile function; then the warnings that do not
 * block (missing LIMIT, cartesian product, joins that are not declared or verified, aggregates a
 * join makes wrong, business terms computed or contradicted) and, only if no error was found,
 * the planner's row estimate. The statement is planned for the estimate and
 * the plan thrown away; it is never executed.
 */
#include "validate.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

PG_FUNCTION_INFO_V1(ekaya_validate_sql);

static void
put_issue(ReturnSetInfo *rsinfo, const char *severity, const char *code, const char *message,
		  int position, const char *suggestion)
{
	Datum		values[5] = {0};
	bool		nulls[5] = {0};

	values[0] = CStringGetTextDatum(severity);
	values[1] = CStringGetTextDatum(code);
	values[2] = CStringGetTextDatum(message ? message : "");
	nulls[3] = position <= 0;
	values[3] = Int32GetDatum(position);
	nulls[4] = suggestion == NULL;
	if (suggestion)
		values[4] = CStringGetTextDatum(suggestion);
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
}

/*
 * Division by zero (issue 19): a warning for each division (/, %) whose divisor is a column the
 * measured profile says can be 0 (its enum values hold 0, or its minimum is at most 0 and its
 * maximum at least 0). Read from ekaya.engine_column_values as the caller, so only a reader
 * that may see those values (every row of the table) is told; a column without a profile is
 * not warned about. The raw tree is enough: a divisor written as alias.column or column is
 * resolved against the statement's FROM relations, at most MAX_DIVISIONS of them.
 */
#define MAX_DIVISIONS 20

typedef struct Divisions
{
	List	   *exprs;			/* A_Expr *, the divisions by a column reference */
} Divisions;

static bool
division_walker(Node *node, Divisions *d)
{
	if (node == NULL)
		return false;
	if (IsA(node, A_Expr) && list_length(d->exprs) < MAX_DIVISIONS)
	{
		A_Expr	   *e = (A_Expr *) node;
		Node	   *r = e->rexpr;

		while (r && IsA(r, TypeCast))
			r = ((TypeCast *) r)->arg;
		if (e->kind == AEXPR_OP && list_length(e->name) == 1 && r && IsA(r, ColumnRef) &&
			(strcmp(strVal(linitial(e->name)), "/") == 0 || strcmp(strVal(linitial(e->name)), "%") == 0))
			d->exprs = lappend(d->exprs, e);
	}
	return raw_expression_tree_walker(node, division_walker, (void *) d);
}

/* The table and column a raw column reference names among the FROM relations, if exactly one. */
static bool
resolve_divisor(ColumnRef *cr, List *fromrels, Oid *relid, AttrNumber *attnum)
{
	int			nf = list_length(cr->fields);
	const char *alias;
	const char *col;
	int			hits = 0;
	ListCell   *lc;

	if (nf < 1 || nf > 2 || !IsA(llast(cr->fields), String))
		return false;
	col = strVal(llast(cr->fields));
	alias = nf == 2 ? strVal(linitial(cr->fields)) : NULL;
	foreach(lc, fromrels)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);
		AttrNumber	a;

		if (alias && strcmp(fr->alias, alias) != 0)
			continue;
		a = validate_visible_attnum(fr->relid, col);
		if (a == 0)
			continue;
		*relid = fr->relid;
		*attnum = a;
		hits++;
	}
	return hits == 1;
}

static void
division_warnings(ReturnSetInfo *rsinfo, const char *sql)
{
	ErrorData  *edata = NULL;
	List	   *raw = validate_raw_parse(sql, &edata);
	List	   *fromrels;
	Divisions	d = {NIL};
	ListCell   *lc;
	Oid			argtypes[2] = {OIDOID, INT2OID};

	if (edata != NULL || list_length(raw) != 1 || !IsA(((RawStmt *) linitial(raw))->stmt, SelectStmt))
		return;
	division_walker(((RawStmt *) linitial(raw))->stmt, &d);
	if (d.exprs == NIL)
		return;
	fromrels = validate_raw_from_relations(sql, &edata);
	if (edata != NULL)
		return;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	foreach(lc, d.exprs)
	{
		A_Expr	   *e = (A_Expr *) lfirst(lc);
		Node	   *r = e->rexpr;
		Oid			relid;
		AttrNumber	attnum;
		Datum		args[2];

		CHECK_FOR_INTERRUPTS();
		while (IsA(r, TypeCast))
			r = ((TypeCast *) r)->arg;
		if (!resolve_divisor((ColumnRef *) r, fromrels, &relid, &attnum))
			continue;
		args[0] = ObjectIdGetDatum(relid);
		args[1] = Int16GetDatum(attnum);
		if (SPI_execute_with_args(
								  "SELECT v.min_value, v.max_value FROM ekaya.engine_column_values v "
								  "WHERE v.table_oid OPERATOR(pg_catalog.=) $1 AND v.attnum OPERATOR(pg_catalog.=) $2 "
								  "AND CASE WHEN pg_catalog.jsonb_typeof(v.enum_values) OPERATOR(pg_catalog.=) 'array' "
								  "THEN EXISTS (SELECT FROM pg_catalog.jsonb_array_elements(v.enum_values) x "
								  "WHERE pg_catalog.btrim(coalesce(x OPERATOR(pg_catalog.->>) 'value', x OPERATOR(pg_catalog.#>>) '{}')) "
								  "OPERATOR(pg_catalog.~) '^-?0*([.]0*)?$') "
								  "WHEN v.min_value OPERATOR(pg_catalog.~) '^-?[0-9]+([.][0-9]+)?$' "
								  "AND v.max_value OPERATOR(pg_catalog.~) '^-?[0-9]+([.][0-9]+)?$' "
								  "THEN v.min_value::pg_catalog.numeric OPERATOR(pg_catalog.<=) 0 "
								  "AND v.max_value::pg_catalog.numeric OPERATOR(pg_catalog.>=) 0 "
								  "ELSE false END",
								  2, argtypes, args, NULL, true, 1) != SPI_OK_SELECT)
			elog(ERROR, "reading the profile of a divisor failed");
		if (SPI_processed == 1)
		{
			char	   *mn = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);
			char	   *mx = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2);
			ColumnRef  *cr = (ColumnRef *) r;
			const char *col = list_length(cr->fields) == 2
				? psprintf("%s.%s", quote_identifier(strVal(linitial(cr->fields))), quote_identifier(strVal(llast(cr->fields))))
				: quote_identifier(strVal(llast(cr->fields)));
			char	   *msg = psprintf("division by %s, which can be 0%s: a row where it is 0 fails the statement "
									   "with division_by_zero", col,
									   mn && mx ? psprintf(" (measured values from %s to %s)", mn, mx) : "");

			put_issue(rsinfo, "warning", "division_by_zero", msg,
					  e->location >= 0 ? validate_char_position(sql, e->location) : 0,
					  psprintf("divide by NULLIF(%s, 0): the result is NULL where it is 0", col));
		}
	}
	SPI_finish();
}

/* validate_sql(sql text): see the file header. */
Datum
ekaya_validate_sql(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;
	const char *sql;
	VResult    *res;
	ListCell   *lc;

	res = validate_call(fcinfo, VFLAG_PLAN | VFLAG_SQLCHECKS | VFLAG_TRAPS | VFLAG_METRICS, &sql, &old);
	if (res->failed)
		put_issue(rsinfo, "error", res->err_code, res->err_message, res->err_position,
				  validate_error_suggestion(res));
	else if (res->nstatements == 0)
		put_issue(rsinfo, "error", "empty_statement", "the text contains no SQL statement", 0,
				  "send exactly one SELECT statement");
	else if (res->nstatements > 1)
		put_issue(rsinfo, "error", "multiple_statements",
				  psprintf("the text contains %d statements; exactly one is allowed", res->nstatements),
				  0, "send one statement per call");
	else
	{
		bool		has_error = false;

		foreach(lc, res->issues)
		{
			VIssue	   *is = (VIssue *) lfirst(lc);

			put_issue(rsinfo, is->severity, is->code, is->message, is->position, is->suggestion);
			has_error |= strcmp(is->severity, "error") == 0;
		}
		if (res->missing_limit)
			put_issue(rsinfo, "warning", "missing_limit",
					  "the query has no LIMIT and may return every row", 0,
					  "add LIMIT 100 (or the number of rows you need)");
		foreach(lc, res->cartesians)
			put_issue(rsinfo, "warning", "cartesian_product", (char *) lfirst(lc), 0, NULL);
		if (!has_error)
			division_warnings(rsinfo, sql);

		validate_assign_status(res);
		foreach(lc, list_concat_copy(res->joins, res->cross_pairs))
		{
			VJoin	   *j = (VJoin *) lfirst(lc);

			CHECK_FOR_INTERRUPTS();
			if (j->status == NULL || strcmp(j->status, "declared") == 0 ||
				strcmp(j->status, "verified") == 0)
				continue;
			put_issue(rsinfo, "warning", j->status, j->message,
					  j->location >= 0 ? validate_char_position(sql, j->location) : 0,
					  j->suggestion);
		}
		foreach(lc, validate_traps_assess(res))
		{
			VJoin	   *t = (VJoin *) lfirst(lc);

			put_issue(rsinfo, strcmp(t->status, VALIDATE_TRAP_NOTE) == 0 ? "info" : "warning", t->status,
					  t->message, t->location >= 0 ? validate_char_position(sql, t->location) : 0,
					  t->suggestion);
		}
		foreach(lc, validate_metrics_assess(res))
		{
			VIssue	   *is = (VIssue *) lfirst(lc);

			put_issue(rsinfo, is->severity, is->code, is->message, is->position, is->suggestion);
		}
		if (res->joins_truncated)
			put_issue(rsinfo, "info", "too_many_joins",
					  psprintf("the statement makes more than %d joins; only the first %d were examined",
							   VALIDATE_MAX_JOINS, VALIDATE_MAX_JOINS), 0, NULL);
		if (res->planned)
			put_issue(rsinfo, "info", "estimated_rows",
					  psprintf("the planner estimates %.0f rows at cost %.2f (planned, not executed)",
							   res->plan_rows, res->plan_cost), 0, NULL);
		else if (res->estimate_skipped)
			put_issue(rsinfo, "info", "estimate_skipped",
					  psprintf("no row estimate: %s", res->estimate_skipped), 0, NULL);
	}

	validate_call_end(old);
	return (Datum) 0;
}
