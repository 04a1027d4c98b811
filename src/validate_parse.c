/*
 * validate_parse.c: run the server's own parser and analyzer on an agent's SQL, inside an
 * internal subtransaction, so that every failure becomes data instead of an ERROR.
 *
 * Why the server's parser: it is the grammar and name resolution the statement will meet when it
 * runs, including the caller's search_path, so a verdict here is a verdict there (libpg_query is
 * deliberately not linked; see the developers' guide). Why a subtransaction: parse analysis
 * reports unknown tables and columns by throwing; catching that safely needs a subtransaction to
 * release whatever locks and resources analysis took. The subtransaction is always rolled back,
 * even on success: nothing the analysis did should outlive the call.
 *
 * Nothing is executed. Parse analysis resolves names and types only; the optional planning step
 * (validate_sql's row estimate) builds a plan and throws it away, and it is skipped whenever an
 * earlier check found an error (for instance a volatile function), so `DELETE ...` or
 * `pg_sleep(10)` in the text never has an effect.
 */
#include "validate.h"

#include "access/xact.h"
#include "funcapi.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "nodes/plannodes.h"
#include "parser/analyze.h"
#include "parser/parser.h"
#include "rewrite/rewriteHandler.h"
#include "tcop/tcopprot.h"
#include "utils/builtins.h"
#include "utils/elog.h"
#include "utils/memutils.h"
#include "utils/resowner.h"

/* Turn a 0-based byte offset into the 1-based character position errors use. */
int
validate_char_position(const char *sql, int byte_offset)
{
	int			len;

	if (sql == NULL || byte_offset < 0)
		return 0;
	len = strlen(sql);
	if (byte_offset > len)
		byte_offset = len;
	return pg_mbstrlen_with_len(sql, byte_offset) + 1;
}

/*
 * Errors that must keep their meaning as errors: a cancel or shutdown request is the user
 * talking to the backend, not a property of the SQL being checked; out of memory is not safe to
 * swallow either.
 */
static bool
must_rethrow(ErrorData *edata)
{
	return edata->sqlerrcode == ERRCODE_QUERY_CANCELED ||
		edata->sqlerrcode == ERRCODE_ADMIN_SHUTDOWN ||
		edata->sqlerrcode == ERRCODE_CRASH_SHUTDOWN ||
		edata->sqlerrcode == ERRCODE_OUT_OF_MEMORY ||
		edata->elevel > ERROR;
}

/*
 * Parse-analyze one raw statement. Parameters ($1, $2, ...) get their types inferred from
 * context, as in an extended-protocol Parse message; unresolved ones stay unknown.
 */
static Query *
analyze_one(RawStmt *raw, const char *sql)
{
	Oid		   *ptypes = NULL;
	int			nparams = 0;

#if PG_VERSION_NUM >= 150000
	return parse_analyze_varparams(raw, sql, &ptypes, &nparams, NULL);
#else
	return parse_analyze_varparams(raw, sql, &ptypes, &nparams);
#endif
}

/*
 * Plan (never execute) the analyzed statement for the planner's row estimate. The query is
 * rewritten first (views, row-level security) exactly as a real execution would be.
 */
static void
plan_estimate(VResult *res, Query *query)
{
	List	   *rewritten;
	ListCell   *lc;

	rewritten = QueryRewrite(copyObject(query));
	foreach(lc, rewritten)
	{
		Query	   *q = lfirst_node(Query, lc);
		PlannedStmt *ps;

		if (q->commandType == CMD_UTILITY)
			continue;
		ps = pg_plan_query(q, res->sql, CURSOR_OPT_PARALLEL_OK, NULL);
		if (ps && ps->planTree)
		{
			res->plan_rows = ps->planTree->plan_rows;
			res->plan_cost = ps->planTree->total_cost;
			res->planned = true;
		}
		break;
	}
}

static bool
has_error_issue(VResult *res)
{
	ListCell   *lc;

	foreach(lc, res->issues)
	{
		VIssue	   *is = (VIssue *) lfirst(lc);

		if (strcmp(is->severity, "error") == 0)
			return true;
	}
	return false;
}

/*
 * Runs fn(arg) inside an internal subtransaction that is always rolled back, whatever fn did,
 * with the caller's error context callbacks hidden: the errors raised in there are about the
 * agent's text, not about the caller (a calling SQL function would otherwise move the cursor
 * position into its own "internal query" and add its context lines). Returns the error, or
 * NULL; errors that must not be turned into rows (cancel, out of memory...) are rethrown.
 */
static ErrorData *
run_rolled_back(void (*fn) (void *arg), void *arg)
{
	MemoryContext callcxt = CurrentMemoryContext;
	ResourceOwner owner = CurrentResourceOwner;
	ErrorContextCallback *context = error_context_stack;
	ErrorData  *volatile caught = NULL;

	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(callcxt);
	error_context_stack = NULL;
	PG_TRY();
	{
		fn(arg);
	}
	PG_CATCH();
	{
		/* only copy the error here: returning from inside PG_CATCH would skip PG_END_TRY */
		MemoryContextSwitchTo(callcxt);
		caught = CopyErrorData();
		FlushErrorState();
	}
	PG_END_TRY();
	error_context_stack = context;
	RollbackAndReleaseCurrentSubTransaction();
	MemoryContextSwitchTo(callcxt);
	CurrentResourceOwner = owner;
	if (caught != NULL && must_rethrow(caught))
		ReThrowError(caught);
	return caught;
}

typedef struct RunArgs
{
	VResult    *res;
	const char *sql;
	int			flags;
	int			stage;			/* 3: only planning was left when an error came */
} RunArgs;

static void
validate_run_body(void *arg)
{
	RunArgs    *a = arg;
	VResult    *res = a->res;
	List	   *raw = raw_parser(a->sql, RAW_PARSE_DEFAULT);

	res->nstatements = list_length(raw);
	if (res->nstatements >= 1)
		res->raw = linitial_node(RawStmt, raw);
	if (res->nstatements == 1)
	{
		Query	   *query;

		/* analysis rewrites SELECT INTO in place, so look before it does */
		res->select_into = IsA(res->raw->stmt, SelectStmt) &&
			((SelectStmt *) res->raw->stmt)->intoClause != NULL;
		a->stage = 1;
		query = analyze_one(res->raw, a->sql);
		a->stage = 2;
		sql_walk_statement(res, query, a->flags);
		a->stage = 3;
		if ((a->flags & VFLAG_PLAN) && !has_error_issue(res) &&
			query->commandType == CMD_SELECT && query->utilityStmt == NULL)
			plan_estimate(res, query);
	}
}

/*
 * Parse, analyze and walk `sql`. Returns a VResult allocated in the caller's memory context (the
 * per-call context of the SQL function); a failure of any stage is recorded in it. Errors during
 * planning only lose the row estimate.
 */
VResult *
validate_run(const char *sql, int flags)
{
	VResult    *res = palloc0(sizeof(VResult));
	RunArgs		args = {res, sql, flags, 0};
	ErrorData  *caught;

	res->sql = sql;
	caught = run_rolled_back(validate_run_body, &args);
	if (caught == NULL)
		return res;
	if (args.stage == 3)
	{
		/* the statement is fine; only the estimate is missing */
		res->planned = false;
		return res;
	}
	res->failed = true;
	res->joins = NIL;
	res->cross_pairs = NIL;
	res->cartesians = NIL;
	res->issues = NIL;
	res->funcs = NIL;
	res->sqlerrcode = caught->sqlerrcode;
	res->err_code = validate_errcode_name(caught->sqlerrcode);
	res->err_message = caught->message ? pstrdup(caught->message) : pstrdup("unknown error");
	res->err_hint = caught->hint ? pstrdup(caught->hint) : NULL;
	res->err_position = caught->cursorpos;
	FreeErrorData(caught);
	return res;
}

typedef struct RawArgs
{
	const char *sql;
	List	   *raw;
} RawArgs;

static void
raw_parse_body(void *arg)
{
	RawArgs    *a = arg;

	a->raw = raw_parser(a->sql, RAW_PARSE_DEFAULT);
}

/*
 * Raw-parse only (no analysis, no catalog access), for repair_hint's FROM-clause resolution.
 * Returns the list of RawStmt, or NIL with *edata_out set when the text does not parse.
 */
List *
validate_raw_parse(const char *sql, ErrorData **edata_out)
{
	RawArgs		args = {sql, NIL};

	*edata_out = run_rolled_back(raw_parse_body, &args);
	return *edata_out ? NIL : args.raw;
}

/*
 * The start both set-returning validators share: a materialized result set, a memory context
 * for the call made current (validate_call_end deletes it and returns to *caller), and the
 * statement (NULL as empty text) validated with flags.
 */
VResult *
validate_call(FunctionCallInfo fcinfo, int flags, const char **sql, MemoryContext *caller)
{
	MemoryContext callcxt;

	InitMaterializedSRF(fcinfo, 0);
	callcxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya validation call", ALLOCSET_DEFAULT_SIZES);
	*caller = MemoryContextSwitchTo(callcxt);
	*sql = PG_ARGISNULL(0) ? "" : text_to_cstring(PG_GETARG_TEXT_PP(0));
	return validate_run(*sql, flags);
}

void
validate_call_end(MemoryContext caller)
{
	MemoryContext callcxt = MemoryContextSwitchTo(caller);

	MemoryContextDelete(callcxt);
}
