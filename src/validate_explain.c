/*
 * validate_explain.c: ekaya.explain(sql text) RETURNS jsonb, the plan of an agent's SELECT
 * without executing it.
 *
 * Planning runs code (constant folding, stable functions evaluated for estimates, a foreign
 * table's remote estimate), so the statement goes through exactly the gate validate_sql's row
 * estimate goes through (validate_parse.c): parsed and analyzed under the caller's search_path,
 * every function of the rewritten tree judged by the allow-list, privileges checked as the
 * executor would, no row security, no foreign tables, within the size bounds, and constant
 * arguments of function calls turned into parameters ($1001, $1002 ... in the plan). Only then is
 * it planned, and the plan printed by EXPLAIN's own code (FORMAT JSON, costs, no ANALYZE) inside
 * the same always-rolled-back subtransaction. Otherwise the answer says why not, with
 * validate_sql's findings.
 */
#include "validate.h"

#include "commands/explain.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "nodes/plannodes.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/memutils.h"

PG_FUNCTION_INFO_V1(ekaya_explain);

/* Print the plan as EXPLAIN (FORMAT JSON) would; called by validate_parse.c's planner step. */
static void
print_plan(VResult *res, struct PlannedStmt *plan, void *arg)
{
	char	  **out = (char **) arg;
	ExplainState *es = NewExplainState();

	es->format = EXPLAIN_FORMAT_JSON;
	es->costs = true;
	es->verbose = false;
	es->summary = false;
	ExplainBeginOutput(es);
#if PG_VERSION_NUM >= 170000
	ExplainOnePlan(plan, NULL, es, res->sql, NULL, NULL, NULL, NULL, NULL);
#else
	ExplainOnePlan(plan, NULL, es, res->sql, NULL, NULL, NULL, NULL);
#endif
	ExplainEndOutput(es);
	*out = es->str->data;
}

static void
add_finding(StringInfo buf, bool *first, const char *severity, const char *code, const char *message,
			int position, const char *suggestion)
{
	appendStringInfoString(buf, *first ? "" : ", ");
	*first = false;
	appendStringInfoString(buf, "{\"severity\": ");
	escape_json(buf, severity);
	appendStringInfoString(buf, ", \"code\": ");
	escape_json(buf, code ? code : "error");
	appendStringInfoString(buf, ", \"message\": ");
	escape_json(buf, message ? message : "");
	if (position > 0)
		appendStringInfo(buf, ", \"position\": %d", position);
	if (suggestion)
	{
		appendStringInfoString(buf, ", \"suggestion\": ");
		escape_json(buf, suggestion);
	}
	appendStringInfoChar(buf, '}');
}

Datum
ekaya_explain(PG_FUNCTION_ARGS)
{
	MemoryContext callcxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya explain call",
												  ALLOCSET_DEFAULT_SIZES);
	MemoryContext caller = MemoryContextSwitchTo(callcxt);
	const char *sql = PG_ARGISNULL(0) ? "" : text_to_cstring(PG_GETARG_TEXT_PP(0));
	char	   *plan = NULL;
	VResult    *res = validate_run_hooked(sql, VFLAG_PLAN | VFLAG_SQLCHECKS, print_plan, &plan);
	StringInfoData buf;
	bool		first = true;
	const char *reason = NULL;
	ListCell   *lc;
	Datum		result;

	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"findings\": [");
	if (res->failed)
	{
		add_finding(&buf, &first, "error", res->err_code, res->err_message, res->err_position,
					validate_error_suggestion(res));
		reason = "the statement does not parse or analyze";
	}
	else if (res->nstatements != 1)
		reason = res->nstatements == 0 ? "the text contains no SQL statement" :
			"the text contains several statements; exactly one is allowed";
	else
	{
		foreach(lc, res->issues)
		{
			VIssue	   *is = (VIssue *) lfirst(lc);

			add_finding(&buf, &first, is->severity, is->code, is->message, is->position, is->suggestion);
		}
		if (plan == NULL)
			reason = res->estimate_skipped ? res->estimate_skipped : "only a read-only SELECT can be explained";
	}
	appendStringInfoString(&buf, "]");
	if (plan != NULL && reason == NULL)
		appendStringInfo(&buf, ", \"planned\": true, \"estimated_rows\": %.0f, \"plan\": %s",
						 res->plan_rows, plan);
	else
	{
		appendStringInfoString(&buf, ", \"planned\": false, \"reason\": ");
		escape_json(&buf, reason);
	}
	appendStringInfoChar(&buf, '}');

	MemoryContextSwitchTo(caller);
	result = DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data));
	MemoryContextDelete(callcxt);
	PG_RETURN_DATUM(result);
}
