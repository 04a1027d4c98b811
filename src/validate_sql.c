/*
 * validate_sql.c: ekaya.validate_sql(sql text), every reason an agent's statement should not run
 * as written, as rows (severity, code, message, position, suggestion).
 *
 * Order of the checks: one statement; it parses and analyzes (unknown names with did-you-mean);
 * it is read-only; it calls no dangerous or volatile function; then the warnings that do not
 * block (missing LIMIT, cartesian product, joins that are not declared or verified) and, only if
 * no error was found, the planner's row estimate. The statement is planned for the estimate and
 * the plan thrown away; it is never executed.
 */
#include "validate.h"

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/builtins.h"
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

/* validate_sql(sql text): see the file header. */
Datum
ekaya_validate_sql(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;
	const char *sql;
	VResult    *res;
	ListCell   *lc;

	res = validate_call(fcinfo, VFLAG_PLAN | VFLAG_SQLCHECKS | VFLAG_TRAPS, &sql, &old);
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
		foreach(lc, res->issues)
		{
			VIssue	   *is = (VIssue *) lfirst(lc);

			put_issue(rsinfo, is->severity, is->code, is->message, is->position, is->suggestion);
		}
		if (res->missing_limit)
			put_issue(rsinfo, "warning", "missing_limit",
					  "the query has no LIMIT and may return every row", 0,
					  "add LIMIT 100 (or the number of rows you need)");
		foreach(lc, res->cartesians)
			put_issue(rsinfo, "warning", "cartesian_product", (char *) lfirst(lc), 0, NULL);

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
