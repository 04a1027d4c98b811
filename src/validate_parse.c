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
 * Nothing is executed, and nobody else's code runs. Parse analysis resolves names and types
 * only. The planner, though, runs code: it folds IMMUTABLE functions and evaluates STABLE ones
 * for its estimates, inside views and row-security policies too. So validate_sql's row estimate
 * (planned, never executed, the plan thrown away) is made only when the rewritten statement,
 * views and policies expanded, calls nothing but vouched-for functions (validate_funcs.c),
 * reads only relations the caller may read and that are not under row security for it (an
 * estimate would describe rows it may not see), reads no foreign table (the planner may ask the
 * remote server), and is within the bounds below; otherwise an estimate_skipped row says why.
 * Constant arguments of explicit function calls become parameters before planning, so that no
 * call is folded (length(repeat('x', 1000000000)) would allocate a gigabyte in the planner).
 *
 * Bounds, for any input: the raw parse tree is measured before analysis (statements over
 * VALIDATE_MAX_RAW_NODES nodes or nested deeper than the stack allows are statement_too_complex
 * rows), and planning needs at most VALIDATE_MAX_PLAN_RTES range table entries,
 * VALIDATE_MAX_PLAN_LEVELS query levels and VALIDATE_MAX_PLAN_NODES expression nodes, with
 * the planner's join search limits pinned to their defaults.
 */
#include "validate.h"

#include "access/xact.h"
#include "catalog/pg_class.h"
#include "executor/executor.h"
#include "funcapi.h"
#include "nodes/nodeFuncs.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/rls.h"
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

#define VALIDATE_MAX_RAW_NODES		200000	/* nodes of the raw parse tree analysed at all */
#define VALIDATE_MAX_PLAN_RTES		200		/* range table entries, all query levels */
#define VALIDATE_MAX_PLAN_LEVELS	32		/* nested queries: subqueries, CTEs, sublinks, views */
#define VALIDATE_MAX_PLAN_NODES		50000	/* expression nodes of the rewritten statement */

/* Pins search_path for a query the checker runs itself; undone by validate_unpin_path. */
int
validate_pin_path(void)
{
	int			nest = NewGUCNestLevel();

	(void) set_config_option("search_path", "pg_catalog, pg_temp", PGC_USERSET, PGC_S_SESSION,
							 GUC_ACTION_SAVE, true, 0, false);
	return nest;
}

void
validate_unpin_path(int nest)
{
	AtEOXact_GUC(true, nest);
}

/*
 * Counting the raw parse tree, with a stop at the bound. raw_expression_tree_walker knows the
 * nodes of queries, not of utility statements: those count as one node, but the queries the
 * analyzer looks into (EXPLAIN, DECLARE, CREATE TABLE AS, COPY) are counted.
 */
static bool
count_raw(Node *node, int *count)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (++*count > VALIDATE_MAX_RAW_NODES)
		return true;
	switch (nodeTag(node))
	{
		case T_List:
			{
				ListCell   *lc;

				foreach(lc, (List *) node)
					if (count_raw(lfirst(lc), count))
						return true;
				return false;
			}
		case T_RawStmt:
			return count_raw(((RawStmt *) node)->stmt, count);
		case T_ExplainStmt:
			return count_raw(((ExplainStmt *) node)->query, count);
		case T_DeclareCursorStmt:
			return count_raw(((DeclareCursorStmt *) node)->query, count);
		case T_CreateTableAsStmt:
			return count_raw(((CreateTableAsStmt *) node)->query, count);
		case T_CopyStmt:
			return count_raw(((CopyStmt *) node)->query, count);
		case T_CallStmt:
			return count_raw((Node *) ((CallStmt *) node)->funccall, count);
		case T_SelectStmt:
		case T_InsertStmt:
		case T_UpdateStmt:
		case T_DeleteStmt:
		case T_MergeStmt:
			break;
		default:
			if (nodeTag(node) >= T_ReturnStmt && nodeTag(node) <= T_AlterStatsStmt)
				return false;	/* another utility statement: not analyzed beyond its names */
			break;
	}
	return raw_expression_tree_walker(node, count_raw, (void *) count);
}

/* What the rewritten statement is: its size, and what stops it from being planned. */
typedef struct Inspect
{
	VResult    *res;
	int			rtes;
	int			levels;
	int			depth;
	int			nodes;
	const char *blocker;		/* why it must not be planned, or NULL */
} Inspect;

static bool inspect_walker(Node *node, Inspect *in);

/* A relation the statement reads: the executor's own privilege check, row security, kind. */
static void
inspect_relation(Inspect *in, RangeTblEntry *rte)
{
	char	   *name = validate_table_name(rte->relid);

	if (rte->requiredPerms != 0 && !ExecCheckRTPerms(list_make1(rte), false))
	{
		validate_add_issue(in->res, "error", "insufficient_privilege",
						   psprintf("permission denied for %s %s",
									get_rel_relkind(rte->relid) == RELKIND_VIEW ? "view" : "table",
									name ? name : "?"),
						   0, pstrdup("read only tables and columns your role may SELECT"));
		in->blocker = "you may not read every table it reads, and an estimate would describe them";
	}
	else if (check_enable_rls(rte->relid, rte->checkAsUser, true) == RLS_ENABLED)
		in->blocker = psprintf("row security applies to %s: an estimate would describe rows you cannot see",
							   name ? name : "a table");
	else if (rte->relkind == RELKIND_FOREIGN_TABLE)
		in->blocker = psprintf("%s is a foreign table: planning may ask its remote server", name ? name : "a table");
}

/* in a view or a policy: not in the statement's text */
static bool
record_function(Oid funcid, void *context)
{
	validate_note_function(((Inspect *) context)->res, funcid, -1);
	return false;
}

static bool
inspect_walker(Node *node, Inspect *in)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	CHECK_FOR_INTERRUPTS();
	in->nodes++;
	(void) check_functions_in_node(node, record_function, (void *) in);
	if (IsA(node, RangeTblEntry))
	{
		RangeTblEntry *rte = (RangeTblEntry *) node;

		in->rtes++;
		if (rte->rtekind == RTE_RELATION)
			inspect_relation(in, rte);
		return false;
	}
	if (IsA(node, Query))
	{
		bool		r;

		in->levels++;
		in->depth++;
		r = query_tree_walker((Query *) node, inspect_walker, (void *) in, QTW_EXAMINE_RTES_BEFORE);
		in->depth--;
		return r;
	}
	return expression_tree_walker(node, inspect_walker, (void *) in);
}

/*
 * Walks the rewritten statement (views and row-security policies expanded): the functions they
 * call join res->funcs, the relations they read are checked as the executor would check them,
 * and *blocker says why it must not be planned (NULL: it may).
 */
static void
inspect_rewritten(VResult *res, Query *rewritten, const char **blocker)
{
	Inspect		in = {0};

	in.res = res;
	(void) inspect_walker((Node *) rewritten, &in);
	*blocker = in.blocker;
	if (*blocker == NULL &&
		(in.rtes > VALIDATE_MAX_PLAN_RTES || in.levels > VALIDATE_MAX_PLAN_LEVELS ||
		 in.nodes > VALIDATE_MAX_PLAN_NODES))
		*blocker = psprintf("it is too big to plan within validate_sql's bounds (%d range table entries, "
							"%d query levels, %d expression nodes; at most %d, %d and %d)",
							in.rtes, in.levels, in.nodes, VALIDATE_MAX_PLAN_RTES,
							VALIDATE_MAX_PLAN_LEVELS, VALIDATE_MAX_PLAN_NODES);
}

/*
 * Constant arguments of explicit function calls become parameters without a value, so the
 * planner cannot fold the call: the estimate then treats them as unknown values. Operators and
 * casts keep their constants (WHERE x < 'M' needs its 'M' for the estimate, and folding them
 * costs no more than the text they came from).
 */
static Node *
unfold_mutator(Node *node, int *next_param)
{
	if (node == NULL)
		return NULL;
	if (IsA(node, Query))
		return (Node *) query_tree_mutator((Query *) node, unfold_mutator, (void *) next_param, 0);
	if (IsA(node, FuncExpr) && ((FuncExpr *) node)->funcformat == COERCE_EXPLICIT_CALL)
	{
		FuncExpr   *f = (FuncExpr *) expression_tree_mutator(node, unfold_mutator, (void *) next_param);
		ListCell   *lc;

		foreach(lc, f->args)
		{
			Const	   *c = (Const *) lfirst(lc);
			Param	   *p;

			if (!IsA(c, Const))
				continue;
			p = makeNode(Param);
			p->paramkind = PARAM_EXTERN;
			p->paramid = ++*next_param;
			p->paramtype = c->consttype;
			p->paramtypmod = c->consttypmod;
			p->paramcollid = c->constcollid;
			p->location = c->location;
			lfirst(lc) = p;
		}
		return (Node *) f;
	}
	return expression_tree_mutator(node, unfold_mutator, (void *) next_param);
}

/*
 * Plan (never execute) the rewritten statement for the planner's row estimate, with the join
 * search limits at their defaults whatever the session set.
 */
static void
plan_estimate(VResult *res, Query *rewritten)
{
	static const char *const pinned[][2] = {
		{"join_collapse_limit", "8"}, {"from_collapse_limit", "8"}, {"geqo", "on"},
		{"geqo_threshold", "12"}, {"jit", "off"},
	};
	int			nest = NewGUCNestLevel();
	int			next_param = 1000;
	PlannedStmt *ps;

	for (int i = 0; i < (int) lengthof(pinned); i++)
		(void) set_config_option(pinned[i][0], pinned[i][1], PGC_USERSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	rewritten = (Query *) unfold_mutator((Node *) rewritten, &next_param);
	ps = pg_plan_query(rewritten, res->sql, CURSOR_OPT_PARALLEL_OK, NULL);
	if (ps && ps->planTree)
	{
		res->plan_rows = ps->planTree->plan_rows;
		res->plan_cost = ps->planTree->total_cost;
		res->planned = true;
		if (res->plan_hook)
			res->plan_hook(res, ps, res->plan_hook_arg);
	}
	AtEOXact_GUC(true, nest);
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
	int			nodes = 0;

	res->nstatements = list_length(raw);
	if (res->nstatements >= 1)
		res->raw = linitial_node(RawStmt, raw);
	/* bounded before anything else: analysis, walks and planning grow with the tree */
	if (count_raw((Node *) raw, &nodes))
		ereport(ERROR,
				(errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
				 errmsg("statement is too complex to check: more than %d syntax nodes", VALIDATE_MAX_RAW_NODES)));
	if (res->nstatements == 1)
	{
		Query	   *query;
		Query	   *rewritten = NULL;
		const char *blocker = NULL;

		/* analysis rewrites SELECT INTO in place, so look before it does */
		res->select_into = IsA(res->raw->stmt, SelectStmt) &&
			((SelectStmt *) res->raw->stmt)->intoClause != NULL;
		a->stage = 1;
		query = analyze_one(res->raw, a->sql);
		a->stage = 2;
		sql_walk_statement(res, query, a->flags);
		if ((a->flags & VFLAG_SQLCHECKS) && query->commandType == CMD_SELECT && query->utilityStmt == NULL)
		{
			List	   *rw = QueryRewrite(copyObject(query));

			if (list_length(rw) == 1)
			{
				rewritten = linitial_node(Query, rw);
				inspect_rewritten(res, rewritten, &blocker);
			}
		}
		if (a->flags & VFLAG_SQLCHECKS)
			validate_check_functions(res);
		a->stage = 3;
		if (!(a->flags & VFLAG_PLAN) || query->commandType != CMD_SELECT || query->utilityStmt != NULL)
			return;
		if (has_error_issue(res))
			res->estimate_skipped = "the statement has errors";
		else if (blocker)
			res->estimate_skipped = blocker;
		else if (rewritten == NULL)
			res->estimate_skipped = "a rule rewrites it into several statements";
		else
			plan_estimate(res, rewritten);
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
	return validate_run_hooked(sql, flags, NULL, NULL);
}

/*
 * validate_run, with plan_hook(res, plan, arg) called on the plan when the statement was
 * planned: inside the always-rolled-back subtransaction, with the planner settings still pinned,
 * in the caller's memory context (ekaya.explain prints the plan there).
 */
VResult *
validate_run_hooked(const char *sql, int flags,
					void (*plan_hook) (VResult *res, struct PlannedStmt *plan, void *arg), void *arg)
{
	VResult    *res = palloc0(sizeof(VResult));
	RunArgs		args = {res, sql, flags, 0};
	ErrorData  *caught;

	res->sql = sql;
	res->plan_hook = plan_hook;
	res->plan_hook_arg = arg;
	caught = run_rolled_back(validate_run_body, &args);
	if (caught == NULL)
		return res;
	if (args.stage == 3)
	{
		/* the statement is fine; only the estimate is missing */
		res->planned = false;
		res->estimate_skipped = psprintf("planning failed: %s", caught->message ? caught->message : "unknown error");
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
