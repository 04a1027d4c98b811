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
 * Bounds, for any input (README.md, "Bounds of the functions for agents"). Every step's cost is
 * measured before the step runs, and a statement over a bound is a statement_too_complex row:
 *   - the text: at most VALIDATE_MAX_SQL_BYTES bytes (longer text is not even copied) and
 *     VALIDATE_MAX_TOKENS tokens, counted by the server's own scanner before parsing (parsing
 *     costs about a hundred times the text in memory);
 *   - the raw parse tree: at most VALIDATE_MAX_RAW_NODES nodes and nesting the stack allows,
 *     VALIDATE_MAX_CTES common table expressions (each reference searches every WITH list in
 *     scope), VALIDATE_MAX_FROM_ITEMS FROM items in one query level (each name is checked
 *     against the others), and VALIDATE_MAX_COLUMN_REFS column references that analysis would create: every
 *     query level lists the columns of its FROM items and target list, and every join the
 *     columns of both sides, so a thousand joins or nested SELECT * of a wide table are
 *     quadratic (measure_raw estimates this from the raw tree and the catalog);
 *   - view expansion (validate_sql): the views the statement reads may add at most
 *     VALIDATE_MAX_VIEW_NODES nodes when rewritten, counted from their stored definitions
 *     before rewriting; otherwise the statement is not rewritten, its views are not checked, and
 *     that is an error row (it cannot be called safe);
 *   - planning needs at most VALIDATE_MAX_PLAN_RTES range table entries,
 *     VALIDATE_MAX_PLAN_LEVELS query levels, VALIDATE_MAX_PLAN_NODES expression nodes and
 *     VALIDATE_MAX_PLAN_FROM items in any FROM list (so the exhaustive join search runs, never
 *     the genetic one, whose memory is not the planner's context), with the join search limits
 *     pinned to their defaults, and it stops after VALIDATE_MAX_PLAN_MS or
 *     VALIDATE_MAX_PLAN_BYTES (see plan_deadline_handler); otherwise estimate_skipped.
 * The walk (sql_walk.c) keeps at most VALIDATE_MAX_JOINS joins.
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
#include "access/detoast.h"
#include "access/relation.h"
#include "common/keywords.h"
#include "parser/analyze.h"
#include "parser/parser.h"
#include "parser/scanner.h"
#include "catalog/namespace.h"
#include "utils/hsearch.h"
#include "utils/rel.h"
#include "utils/syscache.h"
#include "utils/timeout.h"
#include "utils/timestamp.h"
#include "storage/latch.h"
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
/*
 * Planning has a budget of time (VALIDATE_MAX_PLAN_MS) and memory (VALIDATE_MAX_PLAN_BYTES): the
 * planner's effort grows with join problems in ways no count of the statement bounds (eleven
 * tables joined on one column take a second and 400 MB), but it checks for interrupts. A timer
 * of our own looks every PLAN_TICK_MS at the time spent and at the memory of the context
 * planning allocates in, and past either bound requests a cancel, exactly as a cancel request
 * does; the cancel it causes is recognised by the flag and the untranslated message, and becomes
 * an estimate_skipped row. A statement_timeout or a user's cancel is never taken for it (their
 * messages differ, or the flag is not set).
 */
#define VALIDATE_MAX_PLAN_MS		1000
#define VALIDATE_MAX_PLAN_BYTES		(64 * 1024 * 1024)
#define PLAN_TICK_MS				10
static volatile sig_atomic_t plan_deadline_hit = 0;	/* 1: time, 2: memory */
static volatile int plan_ticks = 0;
static MemoryContext plan_watched = NULL;
static TimeoutId plan_timeout = MAX_TIMEOUTS;	/* not registered yet */

static void
plan_deadline_handler(void)
{
	if (plan_watched == NULL || plan_deadline_hit)
		return;
	if (++plan_ticks * PLAN_TICK_MS >= VALIDATE_MAX_PLAN_MS)
		plan_deadline_hit = 1;
	else if (plan_watched->mem_allocated > VALIDATE_MAX_PLAN_BYTES)
		plan_deadline_hit = 2;
	else
		return;
	InterruptPending = true;
	QueryCancelPending = true;
	SetLatch(MyLatch);
}

/* Is this the cancel our planning budget requested? */
static bool
plan_budget_cancel(ErrorData *edata)
{
	return plan_deadline_hit && edata->sqlerrcode == ERRCODE_QUERY_CANCELED && edata->message_id != NULL &&
		strcmp(edata->message_id, "canceling statement due to user request") == 0;
}

static bool
must_rethrow(ErrorData *edata)
{
	if (plan_budget_cancel(edata))
		return false;
	return edata->sqlerrcode == ERRCODE_QUERY_CANCELED ||
		edata->sqlerrcode == ERRCODE_ADMIN_SHUTDOWN ||
		edata->sqlerrcode == ERRCODE_CRASH_SHUTDOWN ||
		edata->sqlerrcode == ERRCODE_OUT_OF_MEMORY ||
		edata->elevel > ERROR;
}

/*
 * Parse-analyze one raw statement. Parameters ($1, $2, ...) have the types res declares; the
 * others get their types inferred from context, as in an extended-protocol Parse message;
 * unresolved ones stay unknown.
 */
static Query *
analyze_one(VResult *res, RawStmt *raw, const char *sql)
{
	int			nparams = res->nparams;
	Oid		   *ptypes = nparams > 0 ? palloc(sizeof(Oid) * nparams) : NULL;

	if (nparams > 0)
		memcpy(ptypes, res->param_types, sizeof(Oid) * nparams);

#if PG_VERSION_NUM >= 150000
	return parse_analyze_varparams(raw, sql, &ptypes, &nparams, NULL);
#else
	return parse_analyze_varparams(raw, sql, &ptypes, &nparams);
#endif
}

#define VALIDATE_MAX_TOKENS			100000	/* tokens parsed at all */
#define VALIDATE_MAX_RAW_NODES		200000	/* nodes of the raw parse tree analysed at all */
#define VALIDATE_MAX_CTES			1000	/* common table expressions analysed at all */
#define VALIDATE_MAX_FROM_ITEMS		1000	/* FROM items (tables, subqueries, joins) of one query level */
#define VALIDATE_MAX_COLUMN_REFS	250000	/* column references analysis would create */
#define VALIDATE_MAX_VIEW_NODES		200000	/* nodes the statement's views add when rewritten */
#define VALIDATE_MAX_PLAN_RTES		200		/* range table entries, all query levels */
#define VALIDATE_MAX_PLAN_FROM		11		/* items of one FROM list: below geqo_threshold */
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
 * One step down the raw parse tree, for the walkers below. raw_expression_tree_walker knows
 * the nodes of queries, not of statements and utility statements: the statements are entered
 * here, and of utility statements only the queries the analyzer looks into (EXPLAIN, DECLARE,
 * CREATE TABLE AS, COPY, CALL); other utility statements are not analyzed beyond their names.
 */
static bool
raw_walk_children(Node *node, bool (*walker) (), void *context)
{
	switch (nodeTag(node))
	{
		case T_List:
			{
				ListCell   *lc;

				foreach(lc, (List *) node)
					if (walker(lfirst(lc), context))
						return true;
				return false;
			}
		case T_RawStmt:
			return walker(((RawStmt *) node)->stmt, context);
		case T_ExplainStmt:
			return walker(((ExplainStmt *) node)->query, context);
		case T_DeclareCursorStmt:
			return walker(((DeclareCursorStmt *) node)->query, context);
		case T_CreateTableAsStmt:
			return walker(((CreateTableAsStmt *) node)->query, context);
		case T_CopyStmt:
			return walker(((CopyStmt *) node)->query, context);
		case T_CallStmt:
			return walker((Node *) ((CallStmt *) node)->funccall, context);
		case T_SelectStmt:
		case T_InsertStmt:
		case T_UpdateStmt:
		case T_DeleteStmt:
		case T_MergeStmt:
			break;
		default:
			if (nodeTag(node) >= T_ReturnStmt && nodeTag(node) <= T_AlterStatsStmt)
				return false;
			break;
	}
	return raw_expression_tree_walker(node, walker, context);
}

/* Nodes and common table expressions of the raw parse tree, counted up to their bounds. */
typedef struct RawCount
{
	int			nodes;
	int			ctes;
} RawCount;

static bool
count_raw(Node *node, RawCount *count)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (++count->nodes > VALIDATE_MAX_RAW_NODES)
		return true;
	if (IsA(node, CommonTableExpr) && ++count->ctes > VALIDATE_MAX_CTES)
		return true;
	return raw_walk_children(node, count_raw, (void *) count);
}

/*
 * Tokens of the text, counted by the server's own scanner up to the bound; -1 beyond it. A
 * scanner error (an unterminated literal) stops the count: the parser reports it, or the
 * syntax error it meets first, exactly as it would without this count. The scanner only
 * allocates memory, in a context of its own, so its error can be caught without a
 * subtransaction.
 */
static int
count_tokens(const char *sql)
{
	MemoryContext scancxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya token count",
												  ALLOCSET_DEFAULT_SIZES);
	MemoryContext old = MemoryContextSwitchTo(scancxt);
	volatile int ntokens = 0;

	PG_TRY();
	{
		core_yy_extra_type extra;
		core_yyscan_t scanner = scanner_init(sql, &extra, &ScanKeywords, ScanKeywordTokens);
		core_YYSTYPE val;
		YYLTYPE		loc;

		while (core_yylex(&val, &loc, scanner) != 0)
		{
			if (++ntokens > VALIDATE_MAX_TOKENS)
			{
				ntokens = -1;
				break;
			}
			if ((ntokens & 4095) == 0)
				CHECK_FOR_INTERRUPTS();
		}
		scanner_finish(scanner);
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		MemoryContextSwitchTo(old);
		edata = CopyErrorData();
		if (must_rethrow(edata))
			PG_RE_THROW();
		FlushErrorState();
	}
	PG_END_TRY();
	MemoryContextSwitchTo(old);
	MemoryContextDelete(scancxt);
	return ntokens;
}

/*
 * What analysis of a raw statement would build, estimated from the raw tree and the catalog
 * (measure_raw): the column references. Each query level
 * lists the columns of every FROM item and of its target list (SELECT * expands to all of its
 * FROM items), and each join the columns of both its sides. The widths of FROM items come from
 * the catalog (relnatts), of subqueries and CTE references from their target lists, memoised
 * per node, so the estimate costs one pass over the tree.
 */
typedef struct Measure
{
	int			items;			/* FROM items of the query level being visited */
	double		colrefs;
	List	   *scopes;			/* List of CTE lists (WITH clauses in scope), innermost first */
	HTAB	   *widths;			/* raw SelectStmt * -> width */
} Measure;

typedef struct WidthEntry
{
	const void *node;
	double		width;
} WidthEntry;

static double width_of_select(Measure *m, SelectStmt *s);

/* A CTE named like rv in scope, or NULL. */
static CommonTableExpr *
cte_in_scope(Measure *m, RangeVar *rv)
{
	ListCell   *lc;

	if (rv->schemaname != NULL || rv->catalogname != NULL)
		return NULL;
	foreach(lc, m->scopes)
	{
		ListCell   *lc2;

		foreach(lc2, (List *) lfirst(lc))
		{
			CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc2);

			if (strcmp(cte->ctename, rv->relname) == 0)
				return cte;
		}
	}
	return NULL;
}

/* Columns of a relation (dropped ones included: an upper bound), at least 1. */
static double
relation_width(Oid relid)
{
	HeapTuple	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	int			natts = 1;

	if (HeapTupleIsValid(tup))
	{
		natts = Max(((Form_pg_class) GETSTRUCT(tup))->relnatts, 1);
		ReleaseSysCache(tup);
	}
	return natts;
}

/*
 * Columns a FROM item brings; with count_joins, the columns of the joins inside it are added
 * to m->colrefs (once per FROM clause: measure_walker calls it so).
 */
static double
width_of_from(Measure *m, Node *node, bool count_joins)
{
	check_stack_depth();
	if (node == NULL)
		return 0;
	if (count_joins)
		m->items++;
	switch (nodeTag(node))
	{
		case T_RangeVar:
			{
				RangeVar   *rv = (RangeVar *) node;
				CommonTableExpr *cte = cte_in_scope(m, rv);
				Oid			relid;

				if (cte != NULL)
					return IsA(cte->ctequery, SelectStmt) ?
						width_of_select(m, (SelectStmt *) cte->ctequery) : 1;
				relid = RangeVarGetRelid(rv, NoLock, true);
				return OidIsValid(relid) ? relation_width(relid) : 1;
			}
		case T_RangeSubselect:
			{
				Node	   *sub = ((RangeSubselect *) node)->subquery;

				return IsA(sub, SelectStmt) ? width_of_select(m, (SelectStmt *) sub) : 1;
			}
		case T_RangeTableSample:
			return width_of_from(m, ((RangeTableSample *) node)->relation, count_joins);
		case T_RangeFunction:
			return Max(list_length(((RangeFunction *) node)->coldeflist),
					   list_length(((RangeFunction *) node)->functions));
		case T_RangeTableFunc:
			return Max(list_length(((RangeTableFunc *) node)->columns), 1);
		case T_JoinExpr:
			{
				JoinExpr   *j = (JoinExpr *) node;
				double		w = width_of_from(m, j->larg, count_joins) +
					width_of_from(m, j->rarg, count_joins);

				if (count_joins)
					m->colrefs += w;
				return w;
			}
		default:
			return 1;
	}
}

/* Columns of a FROM clause (with the joins' columns counted when count_joins). */
static double
width_of_from_clause(Measure *m, List *from, bool count_joins)
{
	double		w = 0;
	ListCell   *lc;

	foreach(lc, from)
		w += width_of_from(m, (Node *) lfirst(lc), count_joins);
	return w;
}

/* Columns of a target list: SELECT * and t.* count all of the FROM clause (an upper bound). */
static double
width_of_targets(List *targets, double fromw)
{
	double		w = 0;
	ListCell   *lc;

	foreach(lc, targets)
	{
		ResTarget  *rt = (ResTarget *) lfirst(lc);

		if (IsA(rt, ResTarget) && rt->val && IsA(rt->val, ColumnRef) &&
			IsA(llast(((ColumnRef *) rt->val)->fields), A_Star))
			w += fromw;
		else
			w += 1;
	}
	return w;
}

/* Columns a SELECT returns, memoised per node. */
static double
width_of_select(Measure *m, SelectStmt *s)
{
	WidthEntry *e;
	bool		found;
	double		w;

	check_stack_depth();
	e = hash_search(m->widths, &s, HASH_ENTER, &found);
	if (found)
		return e->width;
	e->width = 1;				/* a recursive CTE that reaches itself counts as one column */
	if (s->op != SETOP_NONE)
		w = s->larg ? width_of_select(m, s->larg) : 1;
	else if (s->valuesLists != NIL)
		w = list_length((List *) linitial(s->valuesLists));
	else
	{
		if (s->withClause)
			m->scopes = lcons(s->withClause->ctes, m->scopes);
		w = width_of_targets(s->targetList, width_of_from_clause(m, s->fromClause, false));
		if (s->withClause)
			m->scopes = list_delete_first(m->scopes);
	}
	e = hash_search(m->widths, &s, HASH_FIND, &found);	/* the table may have grown */
	e->width = w;
	return w;
}

static bool
measure_walker(Node *node, Measure *m)
{
	bool		r;

	if (node == NULL)
		return false;
	check_stack_depth();
	if (!IsA(node, SelectStmt))
		return raw_walk_children(node, measure_walker, (void *) m);
	{
		SelectStmt *s = (SelectStmt *) node;

		if (s->withClause)
			m->scopes = lcons(s->withClause->ctes, m->scopes);
		if (s->op != SETOP_NONE)
			m->colrefs += width_of_select(m, s);
		else
		{
			double		fromw;

			m->items = 0;
			fromw = width_of_from_clause(m, s->fromClause, true);
			/* analysis checks each FROM item's name against every other one of its level */
			if (m->items > VALIDATE_MAX_FROM_ITEMS)
				ereport(ERROR,
						(errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
						 errmsg("statement is too complex to check: %d FROM items in one query (at most %d)",
								m->items, VALIDATE_MAX_FROM_ITEMS)));
			m->colrefs += fromw + width_of_targets(s->targetList, fromw);
		}
		r = raw_walk_children(node, measure_walker, (void *) m);
		if (s->withClause)
			m->scopes = list_delete_first(m->scopes);
	}
	return r;
}

/* Raise statement_too_complex when analysing raw would build more than the bounds allow. */
static void
measure_raw(Node *raw)
{
	Measure		m = {0};
	HASHCTL		ctl;

	ctl.keysize = sizeof(void *);
	ctl.entrysize = sizeof(WidthEntry);
	ctl.hcxt = CurrentMemoryContext;
	m.widths = hash_create("ekaya select widths", 256, &ctl, HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	(void) measure_walker(raw, &m);
	hash_destroy(m.widths);
	if (m.colrefs > VALIDATE_MAX_COLUMN_REFS)
		ereport(ERROR,
				(errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
				 errmsg("statement is too complex to check: its analysis would hold about %.0f column references (at most %d)",
						m.colrefs, VALIDATE_MAX_COLUMN_REFS),
				 errhint("Joins and nested queries list the columns of everything below them: select fewer columns, join fewer tables at one level.")));
}

/*
 * The raw statements of sql, bounded: text, tokens and raw tree are measured before anything
 * grows with them (statement_too_complex otherwise). With measure, also what analysis would
 * build (measure_raw).
 */
static List *
bounded_raw_parse(const char *sql, bool measure)
{
	Size		len = strlen(sql);
	List	   *raw;
	RawCount	count = {0, 0};

	if (len > VALIDATE_MAX_SQL_BYTES)
		ereport(ERROR,
				(errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
				 errmsg("statement is too long to check: more than %d bytes", VALIDATE_MAX_SQL_BYTES)));
	if (count_tokens(sql) < 0)
		ereport(ERROR,
				(errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
				 errmsg("statement is too complex to check: more than %d tokens", VALIDATE_MAX_TOKENS)));
	raw = raw_parser(sql, RAW_PARSE_DEFAULT);
	if (count_raw((Node *) raw, &count))
		ereport(ERROR,
				(errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
				 count.ctes > VALIDATE_MAX_CTES ?
				 errmsg("statement is too complex to check: more than %d common table expressions", VALIDATE_MAX_CTES) :
				 errmsg("statement is too complex to check: more than %d syntax nodes", VALIDATE_MAX_RAW_NODES)));
	if (measure)
		measure_raw((Node *) raw);
	return raw;
}

/*
 * Nodes the views of an analyzed statement add when the rewriter expands them, counted from
 * their stored definitions: each reference counts (the rewriter copies the definition per
 * reference), views inside views included, memoised per view. Counting stops past the bound.
 */
typedef struct ViewCount
{
	bool		counting;		/* inside a view definition: its nodes count */
	double		nodes;
	HTAB	   *sizes;			/* view oid -> nodes of its definition, expanded */
} ViewCount;

typedef struct ViewSize
{
	Oid			relid;
	double		nodes;
} ViewSize;

static bool view_walker(Node *node, ViewCount *vc);

static double
view_size(ViewCount *vc, Oid relid)
{
	ViewSize   *e;
	bool		found;
	ViewCount	def = {true, 0, vc->sizes};
	Relation	rel;

	e = hash_search(vc->sizes, &relid, HASH_ENTER, &found);
	if (found)
		return e->nodes;
	e->nodes = 0;
	rel = relation_open(relid, AccessShareLock);
	if (rel->rd_rel->relkind == RELKIND_VIEW && rel->rd_rules != NULL)
		(void) view_walker((Node *) get_view_query(rel), &def);
	relation_close(rel, AccessShareLock);
	e = hash_search(vc->sizes, &relid, HASH_FIND, &found);
	e->nodes = def.nodes;
	return def.nodes;
}

static bool
view_walker(Node *node, ViewCount *vc)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (vc->counting)
		vc->nodes++;
	if (IsA(node, RangeTblEntry))
	{
		RangeTblEntry *rte = (RangeTblEntry *) node;

		if (rte->rtekind == RTE_RELATION && rte->relkind == RELKIND_VIEW)
			vc->nodes += view_size(vc, rte->relid);
	}
	if (vc->nodes > VALIDATE_MAX_VIEW_NODES)
		return true;
	if (IsA(node, RangeTblEntry))
		return false;
	if (IsA(node, Query))
		return query_tree_walker((Query *) node, view_walker, (void *) vc, QTW_EXAMINE_RTES_BEFORE);
	return expression_tree_walker(node, view_walker, (void *) vc);
}

/* Nodes the views of query add when rewritten (0 without views), counted up to past the bound. */
static double
view_expansion(Query *query)
{
	ViewCount	vc = {false, 0, NULL};
	HASHCTL		ctl;

	ctl.keysize = sizeof(Oid);
	ctl.entrysize = sizeof(ViewSize);
	ctl.hcxt = CurrentMemoryContext;
	vc.sizes = hash_create("ekaya view sizes", 64, &ctl, HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	(void) view_walker((Node *) query, &vc);
	hash_destroy(vc.sizes);
	return vc.nodes;
}

/* What the rewritten statement is: its size, and what stops it from being planned. */
typedef struct Inspect
{
	VResult    *res;
	int			rtes;
	int			levels;
	int			depth;
	int			nodes;
	int			widest_from;	/* items of the longest FROM list */
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
		if (((Query *) node)->jointree)
			in->widest_from = Max(in->widest_from, list_length(((Query *) node)->jointree->fromlist));
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
	if (*blocker == NULL && in.widest_from > VALIDATE_MAX_PLAN_FROM)
		*blocker = psprintf("a FROM list of %d items is one join problem for the planner, which it searches by the genetic optimizer past %d items, at a cost no bound of validate_sql holds (at most %d)",
							in.widest_from, VALIDATE_MAX_PLAN_FROM, VALIDATE_MAX_PLAN_FROM);
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
		{"geqo_threshold", "12"}, {"geqo_effort", "5"}, {"geqo_pool_size", "0"},
		{"geqo_generations", "0"}, {"jit", "off"},
	};
	int			nest = NewGUCNestLevel();
	int			next_param = 1000;
	PlannedStmt *volatile ps = NULL;
	Query	   *unfolded;
	MemoryContext plancxt;
	MemoryContext caller;

	for (int i = 0; i < (int) lengthof(pinned); i++)
		(void) set_config_option(pinned[i][0], pinned[i][1], PGC_USERSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	unfolded = (Query *) unfold_mutator((Node *) rewritten, &next_param);
	if (plan_timeout == MAX_TIMEOUTS)
		plan_timeout = RegisterTimeout(USER_TIMEOUT, plan_deadline_handler);
	plancxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya planning", ALLOCSET_DEFAULT_SIZES);
	caller = MemoryContextSwitchTo(plancxt);
	plan_deadline_hit = 0;
	plan_ticks = 0;
	plan_watched = plancxt;
	enable_timeout_every(plan_timeout, TimestampTzPlusMilliseconds(GetCurrentTimestamp(), PLAN_TICK_MS), PLAN_TICK_MS);
	PG_TRY();
	{
		ps = pg_plan_query(unfolded, res->sql, CURSOR_OPT_PARALLEL_OK, NULL);
	}
	PG_FINALLY();
	{
		disable_timeout(plan_timeout, false);
		plan_watched = NULL;
		MemoryContextSwitchTo(caller);
	}
	PG_END_TRY();
	/* the budget ran out just as planning ended: its cancel request must not outlive the plan */
	if (plan_deadline_hit)
		QueryCancelPending = false;
	if (ps && ps->planTree)
	{
		res->plan_rows = ps->planTree->plan_rows;
		res->plan_cost = ps->planTree->total_cost;
		res->planned = true;
		if (res->plan_hook)
			res->plan_hook(res, ps, res->plan_hook_arg);
	}
	MemoryContextDelete(plancxt);
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

static VResult *validate_result(VResult *res, const char *sql, int flags);

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
	/* bounded before anything else: parsing, analysis, walks and planning grow with the input */
	List	   *raw = bounded_raw_parse(a->sql, true);

	res->nstatements = list_length(raw);
	if (res->nstatements >= 1)
		res->raw = linitial_node(RawStmt, raw);
	if (res->nstatements == 1)
	{
		Query	   *query;
		Query	   *rewritten = NULL;
		const char *blocker = NULL;

		/* analysis rewrites SELECT INTO in place, so look before it does */
		res->select_into = IsA(res->raw->stmt, SelectStmt) &&
			((SelectStmt *) res->raw->stmt)->intoClause != NULL;
		a->stage = 1;
		query = analyze_one(res, res->raw, a->sql);
		a->stage = 2;
		if (res->query_hook)
			res->query_hook(res, query, res->query_hook_arg);
		sql_walk_statement(res, query, a->flags);
		if (a->flags & VFLAG_TRAPS)
			validate_traps_collect(res, query);
		if (a->flags & VFLAG_METRICS)
			validate_metrics_collect(res, query);
		if ((a->flags & VFLAG_SQLCHECKS) && query->commandType == CMD_SELECT && query->utilityStmt == NULL)
		{
			double		grows = view_expansion(query);

			if (grows > VALIDATE_MAX_VIEW_NODES)
			{
				/* its views were not looked at: nothing can vouch for what they call */
				validate_add_issue(res, "error", "statement_too_complex",
								   psprintf("statement is too complex to check: its views would add more than %d nodes when expanded, so what they call and read was not checked",
											VALIDATE_MAX_VIEW_NODES),
								   0, pstrdup("read fewer views, or the tables behind them"));
				blocker = "its views were not checked";
			}
			else
			{
				List	   *rw = QueryRewrite(copyObject(query));

				if (list_length(rw) == 1)
				{
					rewritten = linitial_node(Query, rw);
					inspect_rewritten(res, rewritten, &blocker);
				}
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

	res->plan_hook = plan_hook;
	res->plan_hook_arg = arg;
	return validate_result(res, sql, flags);
}

/*
 * validate_run with parameter types declared ($1 .. $nparams) and query_hook(res, query, arg)
 * called on the analyzed statement, inside the rolled-back subtransaction (approved_query.c).
 */
VResult *
validate_run_params(const char *sql, int flags, Oid *param_types, int nparams,
					void (*query_hook) (VResult *res, Query *query, void *arg), void *arg)
{
	VResult    *res = palloc0(sizeof(VResult));

	res->param_types = param_types;
	res->nparams = nparams;
	res->query_hook = query_hook;
	res->query_hook_arg = arg;
	return validate_result(res, sql, flags);
}

/* The run itself, for the two entries above: res carries what they set. */
static VResult *
validate_result(VResult *res, const char *sql, int flags)
{
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
		res->estimate_skipped = !plan_budget_cancel(caught) ?
			psprintf("planning failed: %s", caught->message ? caught->message : "unknown error") :
			plan_deadline_hit == 1 ?
			psprintf("planning took longer than validate_sql's bound of %d ms", VALIDATE_MAX_PLAN_MS) :
			psprintf("planning needed more than validate_sql's bound of %d MB", VALIDATE_MAX_PLAN_BYTES / (1024 * 1024));
		return res;
	}
	res->failed = true;
	res->joins = NIL;
	res->cross_pairs = NIL;
	res->cartesians = NIL;
	res->issues = NIL;
	res->funcs = NIL;
	res->traps = NULL;
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

	a->raw = bounded_raw_parse(a->sql, false);
}

/*
 * Raw-parse only (no analysis), within the bounds of text, tokens and tree. Returns the list of
 * RawStmt, or NIL with *edata_out set when the text does not parse or is too complex.
 */
List *
validate_raw_parse(const char *sql, ErrorData **edata_out)
{
	RawArgs		args = {sql, NIL};

	*edata_out = run_rolled_back(raw_parse_body, &args);
	return *edata_out ? NIL : args.raw;
}

static void
raw_from_body(void *arg)
{
	RawArgs    *a = arg;
	List	   *raw = bounded_raw_parse(a->sql, false);

	a->raw = raw != NIL ? validate_from_relations(linitial_node(RawStmt, raw)) : NIL;
}

/*
 * The relations named in the FROM clauses of the (first) statement of sql, with their aliases
 * (validate_from_relations), for did-you-mean and repair_hint's whitelist; NIL, with the error
 * in *edata_out when it is wanted, when the text does not parse, is too complex, or names
 * something the caller may not look up. Resolving names can raise errors (a schema the caller
 * may not use), so this runs rolled back too.
 */
List *
validate_raw_from_relations(const char *sql, ErrorData **edata_out)
{
	RawArgs		args = {sql, NIL};
	ErrorData  *edata = run_rolled_back(raw_from_body, &args);

	if (edata_out)
		*edata_out = edata;
	return edata ? NIL : args.raw;
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
	*sql = validate_arg_text(fcinfo, 0, VALIDATE_MAX_SQL_BYTES);
	return validate_run(*sql, flags);
}

/*
 * Argument argno as a C string (NULL as empty text); when it is longer than limit bytes, only
 * its first limit + 1 bytes are read (a toasted value is not even detoasted whole), clipped to
 * whole characters: enough to see that it is too long, and to quote its beginning.
 */
char *
validate_arg_text(FunctionCallInfo fcinfo, int argno, int limit)
{
	Size		size;
	text	   *t;
	char	   *s;

	if (PG_ARGISNULL(argno))
		return pstrdup("");
	size = toast_raw_datum_size(PG_GETARG_DATUM(argno)) - VARHDRSZ;
	if (size <= (Size) limit)
		return text_to_cstring(PG_GETARG_TEXT_PP(argno));
	/* whole characters, and still more than limit bytes */
	t = PG_GETARG_TEXT_P_SLICE(argno, 0, limit + 2 * MAX_MULTIBYTE_CHAR_LEN);
	s = text_to_cstring(t);
	s[pg_mbcliplen(s, strlen(s), limit + MAX_MULTIBYTE_CHAR_LEN)] = '\0';
	return s;
}

void
validate_call_end(MemoryContext caller)
{
	MemoryContext callcxt = MemoryContextSwitchTo(caller);

	MemoryContextDelete(callcxt);
}
