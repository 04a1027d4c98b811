/*
 * validate_traps.c: the wrong answers that run. An aggregate over a join that repeats rows
 * returns a number, and the number is wrong: SUM(orders.total) joined to order_items counts each
 * order once per line (a fan trap); two one-to-many branches from one table multiply each other
 * (a chasm trap); an INNER JOIN on a reference with NULLs or orphans silently drops rows from a
 * count (row loss). validate_sql and validate_joins report them from the relationships the
 * analysis measured (cardinality, orphans, NULLs) and the keys the catalog declares.
 *
 * Two phases. validate_traps_collect runs inside the rolled-back subtransaction, on the analyzed
 * tree: for every query level that aggregates, it builds a small graph whose nodes are the FROM
 * items of that level (subqueries and CTEs without aggregation, DISTINCT or LIMIT are flattened
 * into it, as the planner would pull them up; other subqueries are opaque nodes, unique on their
 * GROUP BY or DISTINCT columns) and whose edges are the equality conditions between two nodes,
 * with the columns each node compares, the columns equated with constants, the GROUP BY columns,
 * the aggregates and what each node is used for. validate_traps_assess runs after the walk, as
 * the caller: it reads the accepted relationships between the joined tables and the measured
 * column facts (two SPI queries; row-level security of the engine tables decides what the caller
 * sees, and orphan counts of tables under row security for the caller are not used), decides for
 * each side of each edge whether it is unique on what it is joined on (a declared key, the
 * target of a relationship, a measured unique column: yes; the source of an N:1 relationship, or
 * more rows than distinct values measured: no; otherwise unknown, which never raises a finding),
 * and then, per aggregate, walks the graph from the tables the aggregate reads: a join to a side
 * that is not unique multiplies those rows. It is a fan trap when the multiplying join leaves the
 * aggregate's tables directly, a chasm trap when the walk first went from a many side to a one
 * side (two branches under one parent) or the join is many-to-many, and count(*) is a chasm trap
 * only when no table's rows come out once. Within a group, a table whose key is fixed by GROUP BY
 * or by equalities with constants is one row, so a bridge table grouped by its other side
 * (film_actor per actor) multiplies nothing.
 *
 * Bounds (README, "Bounds of the functions for agents"): at most TRAP_MAX_LEVELS aggregating
 * query levels, TRAP_MAX_NODES FROM items and TRAP_MAX_EDGES joined pairs per level,
 * TRAP_MAX_AGGS aggregates per level, TRAP_MAX_STEPS expression nodes visited in all, and
 * TRAP_MAX_FINDINGS findings; past a bound the rest is not examined and a trap_check_truncated
 * row says so. Each walk of a level's graph is linear in its nodes and edges.
 */
#include "validate.h"
#include "graph.h"

#include <math.h>

#include "access/htup_details.h"
#include "access/relation.h"
#include "catalog/pg_class.h"
#include "catalog/pg_index.h"
#include "catalog/pg_namespace.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "optimizer/optimizer.h"
#include "parser/parsetree.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/syscache.h"

#define TRAP_MAX_LEVELS		100		/* aggregating query levels examined */
#define TRAP_MAX_NODES		64		/* FROM items of one level, flattened subqueries included */
#define TRAP_MAX_EDGES		256		/* joined pairs of FROM items in one level */
#define TRAP_MAX_AGGS		256		/* aggregates of one level */
#define TRAP_MAX_STEPS		500000	/* expression nodes visited, all levels together */
#define TRAP_MAX_DEPTH		32		/* subqueries flattened into one another */
#define TRAP_MAX_FINDINGS	100		/* findings reported */
#define TRAP_MAX_RELS		20000	/* relationship rows read */
#define TRAP_MAX_FACTS		4096	/* measured columns read */
#define TRAP_MAX_KEYS		32		/* declared unique keys kept per table */
#define TRAP_MIN_REPEAT_SHARE 0.10	/* estimated share of repeated values that makes a join fan out */

typedef enum Uniq
{
	U_UNKNOWN = 0,
	U_YES,
	U_NO
} Uniq;

/* A FROM item of an aggregating level: a table, or an opaque subquery, CTE or function. */
typedef struct TNode
{
	int			id;
	RangeTblEntry *rte;
	Oid			relid;			/* a table or view; InvalidOid otherwise */
	Query	   *sub;			/* an opaque subquery or CTE, or NULL */
	const char *ref;			/* alias as written */
	List	   *keys;			/* Bitmapset *: column sets proven unique */
	bool		single_row;		/* yields at most one row */
	Bitmapset  *const_cols;		/* equated with a constant */
	Bitmapset  *notnull_cols;	/* tested IS NOT NULL */
	Bitmapset  *group_cols;		/* in GROUP BY */
	bool		used;			/* referenced beyond the join conditions */
	bool		used_value;		/* in the target list, GROUP BY, HAVING or an aggregate */
	bool		fixed;			/* assess: one row within a group */
} TNode;

/* A measured relationship between two tables, as the caller may see it. */
typedef struct TRel
{
	Oid			src;
	Oid			tgt;
	int			n;
	AttrNumber	src_att[VJ_MAX_COLS];
	AttrNumber	tgt_att[VJ_MAX_COLS];
	char	   *src_cols[VJ_MAX_COLS];
	char	   *tgt_cols[VJ_MAX_COLS];
	char	   *cardinality;
	bool		has_stats;
	float4		match_rate;
	float4		confidence;
	int64		orphans;		/* -1: unknown or not shown */
	int64		matched;		/* distinct matched values, -1 */
	int64		nulls;			/* NULLs in the source columns (the most of any), -1 */
	int64		src_rows;		/* -1 */
} TRel;

/* Equality conditions between two nodes (one ON, WHERE or USING, or several). */
typedef struct TEdge
{
	struct TLevel *lv;
	int			a;
	int			b;
	int			ncols;
	AttrNumber	acol[VJ_MAX_COLS];
	AttrNumber	bcol[VJ_MAX_COLS];
	bool		inner;			/* rows without a match are dropped */
	const char *kind;			/* inner, left, right, full, where */
	int			location;
	/* assess */
	TRel	   *rel;
	bool		rel_a_source;
	Uniq		ua;
	Uniq		ub;
	char	   *why_a;			/* evidence, when the side is not unique */
	char	   *why_b;
	double		fan_a;			/* rows per value on a side that is not unique; 0 = unknown */
	double		fan_b;
} TEdge;

typedef struct TAgg
{
	Aggref	   *agg;
	Bitmapset  *nodes;			/* the nodes its arguments read */
	bool		star;			/* count(*) or no column: counts joined rows */
	bool		is_count;
} TAgg;

typedef struct TLevel
{
	Query	   *q;
	int			nnodes;
	TNode	   *nodes[TRAP_MAX_NODES];
	List	   *edges;			/* TEdge * */
	List	   *aggs;			/* TAgg *: the aggregates duplicates change */
	bool		grouped;		/* GROUP BY without grouping sets */
} TLevel;

/* One query flattened into a level: its range table entries as nodes or as child scopes. */
typedef struct TScope
{
	Query	   *q;
	List	   *up;				/* q, then the queries enclosing it, innermost first */
	int		   *node_of;		/* by range table index: node id, or -1 */
	struct TScope **child;		/* by range table index: a flattened subquery or CTE */
} TScope;

typedef struct TFact
{
	Oid			relid;
	AttrNumber	att;
	int64		distinct;		/* -1: not measured or not shown */
	int64		nulls;
	int64		rows;
	bool		exact;
} TFact;

struct VTrapState
{
	List	   *levels;			/* TLevel * */
	List	   *edges;			/* TEdge * of all the levels */
	List	   *rels;			/* TRel *, assess */
	List	   *facts;			/* TFact *, assess */
	int			steps;
	const char *truncated;		/* what was not examined, or NULL */
	List	   *findings;		/* VJoin *, once assessed */
	bool		assessed;
};

typedef struct Collect
{
	VResult    *res;
	VTrapState *st;
	List	   *outer;			/* the queries enclosing the one visited, innermost first */
} Collect;

static void
truncate_check(VTrapState *st, const char *what)
{
	if (st->truncated == NULL)
		st->truncated = what;
}

/* ---- the graph of one level ------------------------------------------------------------ */

static TScope *
new_scope(Query *q, List *up)
{
	TScope	   *s = palloc0(sizeof(TScope));
	int			n = list_length(q->rtable);

	s->q = q;
	s->up = up;
	s->node_of = palloc((n + 1) * sizeof(int));
	for (int i = 0; i <= n; i++)
		s->node_of[i] = -1;
	s->child = palloc0((n + 1) * sizeof(TScope *));
	return s;
}

/* Can q be pulled up into the level that reads it, without changing how many rows it makes? */
static bool
flattenable(Query *q)
{
	return q->commandType == CMD_SELECT && q->utilityStmt == NULL && !q->hasAggs &&
		q->groupClause == NIL && q->groupingSets == NIL && q->havingQual == NULL &&
		q->distinctClause == NIL && !q->hasWindowFuncs && !q->hasTargetSRFs &&
		q->setOperations == NULL && q->limitCount == NULL && q->limitOffset == NULL &&
		q->rowMarks == NIL && !q->hasRecursive && q->jointree != NULL;
}

/* The declared unique keys of a table: unique, valid, non-partial indexes on plain columns. */
static List *
table_keys(Oid relid)
{
	List	   *keys = NIL;
	Relation	rel = try_relation_open(relid, AccessShareLock);
	List	   *indexes;
	ListCell   *lc;

	if (rel == NULL)
		return NIL;
	if (rel->rd_rel->relkind != RELKIND_RELATION && rel->rd_rel->relkind != RELKIND_PARTITIONED_TABLE &&
		rel->rd_rel->relkind != RELKIND_MATVIEW)
	{
		relation_close(rel, AccessShareLock);
		return NIL;
	}
	indexes = RelationGetIndexList(rel);
	foreach(lc, indexes)
	{
		HeapTuple	tup = SearchSysCache1(INDEXRELID, ObjectIdGetDatum(lfirst_oid(lc)));
		Form_pg_index ix;
		Bitmapset  *key = NULL;
		bool		plain = true;

		if (!HeapTupleIsValid(tup))
			continue;
		ix = (Form_pg_index) GETSTRUCT(tup);
		if (ix->indisunique && ix->indisvalid &&
			heap_attisnull(tup, Anum_pg_index_indpred, NULL) &&
			heap_attisnull(tup, Anum_pg_index_indexprs, NULL))
		{
			for (int k = 0; k < ix->indnkeyatts && plain; k++)
			{
				if (ix->indkey.values[k] <= 0)
					plain = false;
				else
					key = bms_add_member(key, ix->indkey.values[k]);
			}
			if (plain && key != NULL && list_length(keys) < TRAP_MAX_KEYS)
				keys = lappend(keys, key);
		}
		ReleaseSysCache(tup);
	}
	relation_close(rel, AccessShareLock);
	return keys;
}

/* The resnos of target entries with these sort/group references, or NULL if one is hidden. */
static Bitmapset *
resnos_of(Query *q, List *clauses)
{
	Bitmapset  *set = NULL;
	ListCell   *lc;

	foreach(lc, clauses)
	{
		TargetEntry *tle = get_sortgroupclause_tle(lfirst_node(SortGroupClause, lc), q->targetList);

		if (tle == NULL || tle->resjunk)
			return NULL;
		set = bms_add_member(set, tle->resno);
	}
	return set;
}

/* What makes an opaque subquery unique: one row, or its GROUP BY / DISTINCT columns. */
static void
subquery_keys(TNode *n, Query *q)
{
	Bitmapset  *k;

	if (q->commandType != CMD_SELECT || q->setOperations != NULL)
		return;
	if ((q->hasAggs && q->groupClause == NIL && q->groupingSets == NIL && !q->hasTargetSRFs) ||
		(q->limitCount && IsA(q->limitCount, Const) && !((Const *) q->limitCount)->constisnull &&
		 ((Const *) q->limitCount)->consttype == INT8OID &&
		 DatumGetInt64(((Const *) q->limitCount)->constvalue) <= 1))
	{
		n->single_row = true;
		return;
	}
	if (q->hasTargetSRFs)
		return;
	if (q->groupClause != NIL && q->groupingSets == NIL && (k = resnos_of(q, q->groupClause)) != NULL)
		n->keys = lappend(n->keys, k);
	if (q->distinctClause != NIL && (k = resnos_of(q, q->distinctClause)) != NULL)
		n->keys = lappend(n->keys, k);
}

static TNode *
new_node(TLevel *lv, TScope *s, int rti, Query *sub)
{
	RangeTblEntry *rte = rt_fetch(rti, s->q->rtable);
	TNode	   *n;

	if (lv->nnodes >= TRAP_MAX_NODES)
		return NULL;
	n = palloc0(sizeof(TNode));
	n->id = lv->nnodes;
	n->rte = rte;
	n->ref = rte->eref ? rte->eref->aliasname : "?";
	if (rte->rtekind == RTE_RELATION)
	{
		n->relid = rte->relid;
		n->keys = table_keys(rte->relid);
	}
	else if (sub != NULL)
	{
		n->sub = sub;
		subquery_keys(n, sub);
	}
	lv->nodes[lv->nnodes++] = n;
	s->node_of[rti] = n->id;
	return n;
}

/* The CTE an RTE_CTE entry of scope s names, and the queries enclosing its definition. */
static CommonTableExpr *
find_cte(TScope *s, RangeTblEntry *rte, List **defup)
{
	Query	   *defq;
	ListCell   *lc;

	if ((int) rte->ctelevelsup >= list_length(s->up))
		return NULL;
	defq = (Query *) list_nth(s->up, rte->ctelevelsup);
	foreach(lc, defq->cteList)
	{
		CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);

		if (strcmp(cte->ctename, rte->ctename) == 0)
		{
			*defup = list_copy_tail(s->up, rte->ctelevelsup);
			return cte;
		}
	}
	return NULL;
}

static bool add_from(TLevel *lv, VTrapState *st, TScope *s, Node *node, int depth);

/* One FROM item: a node, or a subquery flattened into the level. */
static bool
add_leaf(TLevel *lv, VTrapState *st, TScope *s, int rti, int depth)
{
	RangeTblEntry *rte;

	if (rti < 1 || rti > list_length(s->q->rtable))
		return true;
	rte = rt_fetch(rti, s->q->rtable);
	if (rte->rtekind == RTE_SUBQUERY && !rte->lateral && depth < TRAP_MAX_DEPTH &&
		flattenable(rte->subquery))
	{
		TScope	   *c = new_scope(rte->subquery, lcons(rte->subquery, s->up));

		s->child[rti] = c;
		return add_from(lv, st, c, (Node *) rte->subquery->jointree, depth + 1);
	}
	if (rte->rtekind == RTE_CTE)
	{
		List	   *defup = NIL;
		CommonTableExpr *cte = find_cte(s, rte, &defup);

		if (cte && !cte->cterecursive && cte->ctequery && IsA(cte->ctequery, Query) &&
			depth < TRAP_MAX_DEPTH && flattenable((Query *) cte->ctequery))
		{
			Query	   *cq = (Query *) cte->ctequery;
			TScope	   *c = new_scope(cq, lcons(cq, defup));

			s->child[rti] = c;
			return add_from(lv, st, c, (Node *) cq->jointree, depth + 1);
		}
		return new_node(lv, s, rti, cte && cte->ctequery && IsA(cte->ctequery, Query) &&
						!cte->cterecursive ? (Query *) cte->ctequery : NULL) != NULL;
	}
	return new_node(lv, s, rti, rte->rtekind == RTE_SUBQUERY ? rte->subquery : NULL) != NULL;
}

/* Strip what does not change which value is compared: coercions, collations, explicit casts. */
static Node *
strip(Node *expr)
{
	Node	   *prev = NULL;

	while (expr != NULL && expr != prev)
	{
		prev = expr;
		expr = strip_implicit_coercions(expr);
		if (expr && IsA(expr, CollateExpr))
			expr = (Node *) ((CollateExpr *) expr)->arg;
		else if (expr && IsA(expr, FuncExpr) && ((FuncExpr *) expr)->funcformat == COERCE_EXPLICIT_CAST &&
				 ((FuncExpr *) expr)->args != NIL)
			expr = (Node *) linitial(((FuncExpr *) expr)->args);
		else if (expr && IsA(expr, CoerceViaIO))
			expr = (Node *) ((CoerceViaIO *) expr)->arg;
	}
	return expr;
}

/*
 * One step of a walker that counts how deep in sublinks it is (a Var of this level has
 * varlevelsup equal to that depth): a Query is entered one level down.
 */
static bool
walk_down(Node *node, int *sublevels, bool (*walker) (), void *ctx)
{
	bool		r;

	if (!IsA(node, Query))
		return expression_tree_walker(node, walker, ctx);
	(*sublevels)++;
	r = query_tree_walker((Query *) node, walker, ctx, QTW_IGNORE_JOINALIASES);
	(*sublevels)--;
	return r;
}

/* Follow a column of scope s through joins and flattened subqueries to a node's column. */
static bool
resolve(VTrapState *st, TScope *s, Node *expr, int *node, AttrNumber *col, int depth)
{
	Var		   *v;
	RangeTblEntry *rte;

	check_stack_depth();
	expr = strip(expr);
	if (expr == NULL || !IsA(expr, Var) || depth > 2 * TRAP_MAX_DEPTH || ++st->steps > TRAP_MAX_STEPS)
		return false;
	v = (Var *) expr;
	if (v->varlevelsup != 0 || v->varattno <= 0 || v->varno < 1 || v->varno > list_length(s->q->rtable))
		return false;
	rte = rt_fetch(v->varno, s->q->rtable);
	if (rte->rtekind == RTE_JOIN)
	{
		if (v->varattno > list_length(rte->joinaliasvars))
			return false;
		return resolve(st, s, (Node *) list_nth(rte->joinaliasvars, v->varattno - 1), node, col, depth + 1);
	}
	if (s->child[v->varno])
	{
		TScope	   *c = s->child[v->varno];
		TargetEntry *tle = get_tle_by_resno(c->q->targetList, v->varattno);

		if (tle == NULL || tle->resjunk)
			return false;
		return resolve(st, c, (Node *) tle->expr, node, col, depth + 1);
	}
	if (s->node_of[v->varno] < 0)
		return false;
	*node = s->node_of[v->varno];
	*col = v->varattno;
	return true;
}

/* The nodes an expression of scope s reads, sublinks included. */
typedef struct NodesCtx
{
	VTrapState *st;
	TScope	   *s;
	int			sublevels;
	Bitmapset  *set;
	int			depth;
} NodesCtx;

static bool nodes_walker(Node *node, NodesCtx *ctx);

static void
nodes_in(NodesCtx *ctx, TScope *s, Node *expr)
{
	TScope	   *save_s = ctx->s;
	int			save_l = ctx->sublevels;

	if (ctx->depth > 2 * TRAP_MAX_DEPTH)
		return;
	ctx->depth++;
	ctx->s = s;
	ctx->sublevels = 0;
	(void) nodes_walker(expr, ctx);
	ctx->s = save_s;
	ctx->sublevels = save_l;
	ctx->depth--;
}

static void
var_nodes(NodesCtx *ctx, Var *v)
{
	TScope	   *s = ctx->s;
	RangeTblEntry *rte;

	if (v->varno < 1 || v->varno > list_length(s->q->rtable))
		return;
	rte = rt_fetch(v->varno, s->q->rtable);
	if (rte->rtekind == RTE_JOIN)
	{
		if (v->varattno > 0 && v->varattno <= list_length(rte->joinaliasvars))
			nodes_in(ctx, s, (Node *) list_nth(rte->joinaliasvars, v->varattno - 1));
		else if (v->varattno == 0)
			nodes_in(ctx, s, (Node *) rte->joinaliasvars);
	}
	else if (s->child[v->varno])
	{
		TScope	   *c = s->child[v->varno];
		TargetEntry *tle = v->varattno > 0 ? get_tle_by_resno(c->q->targetList, v->varattno) : NULL;

		nodes_in(ctx, c, tle ? (Node *) tle->expr : (Node *) c->q->targetList);
	}
	else if (s->node_of[v->varno] >= 0)
		ctx->set = bms_add_member(ctx->set, s->node_of[v->varno]);
}

static bool
nodes_walker(Node *node, NodesCtx *ctx)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (++ctx->st->steps > TRAP_MAX_STEPS)
		return true;
	if (IsA(node, Var))
	{
		if ((int) ((Var *) node)->varlevelsup == ctx->sublevels)
			var_nodes(ctx, (Var *) node);
		return false;
	}
	return walk_down(node, &ctx->sublevels, nodes_walker, (void *) ctx);
}

static Bitmapset *
expr_nodes(VTrapState *st, TScope *s, Node *expr, int sublevels)
{
	NodesCtx	ctx = {st, s, sublevels, NULL, 0};

	(void) nodes_walker(expr, &ctx);
	return ctx.set;
}

static void
mark_used(TLevel *lv, VTrapState *st, TScope *s, Node *expr, bool value)
{
	Bitmapset  *set = expr_nodes(st, s, expr, 0);
	int			m = -1;

	while ((m = bms_next_member(set, m)) >= 0)
	{
		lv->nodes[m]->used = true;
		if (value)
			lv->nodes[m]->used_value = true;
	}
}

/* One equality between columns of two nodes, merged into the edge of that pair. */
static bool
add_pair(TLevel *lv, VTrapState *st, int na, AttrNumber ca, int nb, AttrNumber cb, bool inner,
		 const char *kind, int location)
{
	ListCell   *lc;
	TEdge	   *e;

	foreach(lc, lv->edges)
	{
		e = (TEdge *) lfirst(lc);
		if (e->a == nb && e->b == na)
		{
			int			t = na;
			AttrNumber	tc = ca;

			na = nb;
			ca = cb;
			nb = t;
			cb = tc;
		}
		if (e->a != na || e->b != nb)
			continue;
		for (int i = 0; i < e->ncols; i++)
			if (e->acol[i] == ca && e->bcol[i] == cb)
				return true;
		if (e->ncols < VJ_MAX_COLS)
		{
			e->acol[e->ncols] = ca;
			e->bcol[e->ncols] = cb;
			e->ncols++;
		}
		e->inner = e->inner || inner;
		return true;
	}
	if (list_length(lv->edges) >= TRAP_MAX_EDGES)
	{
		truncate_check(st, psprintf("a query level joins more than %d pairs of tables", TRAP_MAX_EDGES));
		return false;
	}
	e = palloc0(sizeof(TEdge));
	e->lv = lv;
	e->a = na;
	e->b = nb;
	e->ncols = 1;
	e->acol[0] = ca;
	e->bcol[0] = cb;
	e->inner = inner;
	e->kind = kind;
	e->location = location;
	lv->edges = lappend(lv->edges, e);
	return true;
}

static bool
is_equality(Oid opno, Oid lefttype)
{
	char	   *name = get_opname(opno);

	if (name && strcmp(name, "=") == 0)
		return true;
	return op_mergejoinable(opno, lefttype);
}

/* The conditions of one ON or WHERE: joins between nodes, equalities with constants, filters. */
static bool
add_quals(TLevel *lv, VTrapState *st, TScope *s, Node *quals, bool inner, const char *kind)
{
	ListCell   *lc;

	if (quals == NULL)
		return true;
	foreach(lc, make_ands_implicit((Expr *) quals))
	{
		Node	   *c = (Node *) lfirst(lc);
		bool		handled = false;

		CHECK_FOR_INTERRUPTS();
		if (IsA(c, OpExpr) && list_length(((OpExpr *) c)->args) == 2 &&
			is_equality(((OpExpr *) c)->opno, exprType(linitial(((OpExpr *) c)->args))))
		{
			OpExpr	   *op = (OpExpr *) c;
			Node	   *l = linitial(op->args);
			Node	   *r = lsecond(op->args);
			int			nl,
						nr;
			AttrNumber	cl,
						cr;
			bool		okl = resolve(st, s, l, &nl, &cl, 0);
			bool		okr = resolve(st, s, r, &nr, &cr, 0);

			if (okl && okr && nl != nr)
			{
				if (!add_pair(lv, st, nl, cl, nr, cr, inner, kind, op->location))
					return false;
				handled = true;
			}
			else if (okl && !okr && !contain_vars_of_level(r, 0))
			{
				lv->nodes[nl]->const_cols = bms_add_member(lv->nodes[nl]->const_cols, cl);
				lv->nodes[nl]->used = true;
				handled = true;
			}
			else if (okr && !okl && !contain_vars_of_level(l, 0))
			{
				lv->nodes[nr]->const_cols = bms_add_member(lv->nodes[nr]->const_cols, cr);
				lv->nodes[nr]->used = true;
				handled = true;
			}
		}
		else if (IsA(c, NullTest) && ((NullTest *) c)->nulltesttype == IS_NOT_NULL &&
				 !((NullTest *) c)->argisrow)
		{
			int			n;
			AttrNumber	col;

			if (resolve(st, s, (Node *) ((NullTest *) c)->arg, &n, &col, 0))
			{
				lv->nodes[n]->notnull_cols = bms_add_member(lv->nodes[n]->notnull_cols, col);
				lv->nodes[n]->used = true;
				handled = true;
			}
		}
		if (!handled)
			mark_used(lv, st, s, c, false);
		if (st->steps > TRAP_MAX_STEPS)
			return false;
	}
	return true;
}

static const char *
join_kind(JoinType jt)
{
	switch (jt)
	{
		case JOIN_LEFT:
			return "left";
		case JOIN_RIGHT:
			return "right";
		case JOIN_FULL:
			return "full";
		default:
			return "inner";
	}
}

static bool
add_from(TLevel *lv, VTrapState *st, TScope *s, Node *node, int depth)
{
	check_stack_depth();
	if (node == NULL)
		return true;
	if (IsA(node, RangeTblRef))
	{
		if (!add_leaf(lv, st, s, ((RangeTblRef *) node)->rtindex, depth))
		{
			truncate_check(st, psprintf("a query level has more than %d FROM items", TRAP_MAX_NODES));
			return false;
		}
		return true;
	}
	if (IsA(node, FromExpr))
	{
		FromExpr   *f = (FromExpr *) node;
		ListCell   *lc;

		foreach(lc, f->fromlist)
			if (!add_from(lv, st, s, (Node *) lfirst(lc), depth))
				return false;
		return add_quals(lv, st, s, f->quals, true, "where");
	}
	if (IsA(node, JoinExpr))
	{
		JoinExpr   *j = (JoinExpr *) node;

		if (!add_from(lv, st, s, j->larg, depth) || !add_from(lv, st, s, j->rarg, depth))
			return false;
		return add_quals(lv, st, s, j->quals, j->jointype == JOIN_INNER, join_kind(j->jointype));
	}
	return true;
}

/* Aggregates whose result duplicates do not change. */
static bool
duplicate_insensitive(Oid aggfnoid)
{
	static const char *const names[] = {"min", "max", "bool_and", "bool_or", "every", "bit_and",
	"bit_or", "range_agg", "range_intersect_agg", "any_value"};
	char	   *name;

	if (get_func_namespace(aggfnoid) != PG_CATALOG_NAMESPACE)
		return false;
	name = get_func_name(aggfnoid);
	for (int i = 0; name && i < (int) lengthof(names); i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

typedef struct AggCtx
{
	TLevel	   *lv;
	VTrapState *st;
	TScope	   *s;
	int			sublevels;
} AggCtx;

static bool
agg_walker(Node *node, AggCtx *ctx)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (++ctx->st->steps > TRAP_MAX_STEPS)
		return true;
	if (IsA(node, Aggref) && (int) ((Aggref *) node)->agglevelsup == ctx->sublevels)
	{
		Aggref	   *agg = (Aggref *) node;
		TAgg	   *a;
		Bitmapset  *set;

		if (agg->aggdistinct != NIL || duplicate_insensitive(agg->aggfnoid))
			return false;
		set = expr_nodes(ctx->st, ctx->s, (Node *) agg->args, ctx->sublevels);
		if (set == NULL && !agg->aggstar && contain_var_clause((Node *) agg->args))
			return false;		/* reads only outer columns: one value per group */
		if (list_length(ctx->lv->aggs) >= TRAP_MAX_AGGS)
		{
			truncate_check(ctx->st, psprintf("a query level has more than %d aggregates", TRAP_MAX_AGGS));
			return true;
		}
		a = palloc0(sizeof(TAgg));
		a->agg = agg;
		a->nodes = set;
		a->star = agg->aggstar || set == NULL;
		/* pg_catalog's count only: a user's "count" may sum or dedupe */
		a->is_count = agg->aggfnoid == F_COUNT_ANY || agg->aggfnoid == F_COUNT_;
		ctx->lv->aggs = lappend(ctx->lv->aggs, a);
		return false;
	}
	return walk_down(node, &ctx->sublevels, agg_walker, (void *) ctx);
}

/* The graph of one aggregating query level, or nothing when it is over a bound. */
static void
build_level(Collect *c, Query *q)
{
	TLevel	   *lv = palloc0(sizeof(TLevel));
	TScope	   *s = new_scope(q, lcons(q, c->outer));
	AggCtx		actx = {lv, c->st, s, 0};
	ListCell   *lc;

	lv->q = q;
	if (!add_from(lv, c->st, s, (Node *) q->jointree, 0))
		return;
	/* what the level outputs and aggregates: used as values */
	mark_used(lv, c->st, s, (Node *) q->targetList, true);
	mark_used(lv, c->st, s, q->havingQual, true);
	(void) agg_walker((Node *) q->targetList, &actx);
	(void) agg_walker(q->havingQual, &actx);
	lv->grouped = q->groupClause != NIL && q->groupingSets == NIL;
	if (lv->grouped)
	{
		foreach(lc, q->groupClause)
		{
			TargetEntry *tle = get_sortgroupclause_tle(lfirst_node(SortGroupClause, lc), q->targetList);
			int			n;
			AttrNumber	col;

			if (tle && resolve(c->st, s, (Node *) tle->expr, &n, &col, 0))
				lv->nodes[n]->group_cols = bms_add_member(lv->nodes[n]->group_cols, col);
		}
	}
	if (c->st->steps > TRAP_MAX_STEPS)
	{
		truncate_check(c->st, psprintf("the statement has more than %d expression nodes to follow", TRAP_MAX_STEPS));
		return;
	}
	if (lv->nnodes >= 2)
	{
		c->st->levels = lappend(c->st->levels, lv);
		c->st->edges = list_concat(c->st->edges, lv->edges);
	}
}

static bool
collect_walker(Node *node, Collect *c)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (IsA(node, Query))
	{
		Query	   *q = (Query *) node;
		bool		r;

		CHECK_FOR_INTERRUPTS();
		if (q->hasAggs && q->commandType == CMD_SELECT && q->utilityStmt == NULL)
		{
			if (list_length(c->st->levels) >= TRAP_MAX_LEVELS)
			{
				truncate_check(c->st, psprintf("the statement has more than %d query levels that aggregate over joins", TRAP_MAX_LEVELS));
				return true;
			}
			build_level(c, q);
		}
		c->outer = lcons(q, c->outer);
		r = query_tree_walker(q, collect_walker, (void *) c, QTW_IGNORE_JOINALIASES);
		c->outer = list_delete_first(c->outer);
		return r;
	}
	return expression_tree_walker(node, collect_walker, (void *) c);
}

/*
 * Phase one, on the analyzed statement (inside the rolled-back subtransaction of validate_run):
 * the graphs of its aggregating levels, kept in res->traps for validate_traps_assess.
 */
void
validate_traps_collect(VResult *res, Query *query)
{
	Collect		c = {res, palloc0(sizeof(VTrapState)), NIL};

	res->traps = c.st;
	(void) collect_walker((Node *) query, &c);
}

/* ---- what the analysis measured --------------------------------------------------------- */

static SPIPlanPtr rels_plan = NULL;
static SPIPlanPtr facts_plan = NULL;

/*
 * Accepted relationships between the given pairs of tables, either way round, that the caller
 * may see, with what they lose: orphan rows (not shown for tables under row security for the
 * caller), NULLs in the source columns and the source's rows (from the values tables, whose own
 * row-level security shows them only to roles that see every row).
 */
#define TRAP_RELS_QUERY \
	"SELECT r.source_table_oid, r.target_table_oid, r.source_columns, r.target_columns, r.cardinality," \
	"       r.match_rate, r.confidence," \
	"       CASE WHEN pg_catalog.row_security_active(r.source_table_oid)" \
	"              OR pg_catalog.row_security_active(r.target_table_oid) THEN NULL ELSE r.orphan_count END," \
	"       r.matched_count," \
	"       (SELECT pg_catalog.max(v.null_count) FROM ekaya.engine_schema_columns c" \
	"          JOIN ekaya.engine_column_values v ON v.table_oid OPERATOR(pg_catalog.=) c.table_oid" \
	"                                           AND v.attnum OPERATOR(pg_catalog.=) c.attnum" \
	"         WHERE c.table_oid OPERATOR(pg_catalog.=) r.source_table_oid::pg_catalog.oid" \
	"           AND c.column_name::pg_catalog.text OPERATOR(pg_catalog.=) ANY (r.source_columns))," \
	"       (SELECT t.row_count FROM ekaya.engine_table_values t" \
	"         WHERE t.table_oid OPERATOR(pg_catalog.=) r.source_table_oid::pg_catalog.oid)" \
	"  FROM ekaya.engine_schema_relationships r" \
	" WHERE r.status OPERATOR(pg_catalog.=) 'accepted'" \
	"   AND (r.source_table_oid, r.target_table_oid) IN" \
	"       (SELECT p.a, p.b FROM ROWS FROM (pg_catalog.unnest($1), pg_catalog.unnest($2)) AS p(a, b)" \
	"        UNION SELECT p.b, p.a FROM ROWS FROM (pg_catalog.unnest($1), pg_catalog.unnest($2)) AS p(a, b))" \
	"   AND pg_catalog.has_table_privilege(r.source_table_oid, 'SELECT')" \
	"   AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT')" \
	" ORDER BY r.relationship_type OPERATOR(pg_catalog.=) 'fk' DESC, r.confidence DESC NULLS LAST, r.relationship_id" \
	" LIMIT " CppAsString2(TRAP_MAX_RELS)

/* Measured facts of columns, as the caller may see them (row-level security of the values). */
#define TRAP_FACTS_QUERY \
	"SELECT k.t, k.a, v.distinct_count, v.null_count, c.distinct_exact, tv.row_count" \
	"  FROM ROWS FROM (pg_catalog.unnest($1), pg_catalog.unnest($2), pg_catalog.unnest($3)) AS k(t, a, n)" \
	"  JOIN ekaya.engine_schema_columns c ON c.table_oid OPERATOR(pg_catalog.=) k.t" \
	"                                    AND c.column_name::pg_catalog.text OPERATOR(pg_catalog.=) k.n" \
	"  JOIN ekaya.engine_column_values v ON v.table_oid OPERATOR(pg_catalog.=) c.table_oid" \
	"                                   AND v.attnum OPERATOR(pg_catalog.=) c.attnum" \
	"  LEFT JOIN ekaya.engine_table_values tv ON tv.table_oid OPERATOR(pg_catalog.=) k.t"

/* Runs a kept plan (prepared on first use) as the caller, with search_path pinned; spi_done ends it. */
static int
spi_select(SPIPlanPtr *plan, const char *query, int nargs, Oid *types, Datum *args)
{
	int			nest;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	nest = validate_pin_path();
	if (*plan == NULL)
		*plan = validate_keep_plan(query, nargs, types);
	if (SPI_execute_plan(*plan, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "could not read what the analysis measured");
	return nest;
}

static void
spi_done(int nest)
{
	validate_unpin_path(nest);
	SPI_finish();
}

static int64
int8_or(HeapTuple tup, TupleDesc td, int col, int64 dflt)
{
	bool		isnull;
	Datum		d = SPI_getbinval(tup, td, col, &isnull);

	return isnull ? dflt : DatumGetInt64(d);
}

static void
fetch_relationships(VTrapState *st)
{
	MemoryContext callcxt = CurrentMemoryContext;
	ListCell   *lc;
	Datum	   *l = palloc(Max(list_length(st->edges), 1) * sizeof(Datum));
	Datum	   *r = palloc(Max(list_length(st->edges), 1) * sizeof(Datum));
	int			n = 0;
	Datum		args[2];
	Oid			types[2] = {OIDARRAYOID, OIDARRAYOID};
	int			nest;

	foreach(lc, st->edges)
	{
		TEdge	   *e = (TEdge *) lfirst(lc);
		Oid			ra = e->lv->nodes[e->a]->relid;
		Oid			rb = e->lv->nodes[e->b]->relid;

		if (!OidIsValid(ra) || !OidIsValid(rb))
			continue;
		l[n] = ObjectIdGetDatum(ra);
		r[n++] = ObjectIdGetDatum(rb);
	}
	if (n == 0)
		return;
	args[0] = PointerGetDatum(construct_array(l, n, OIDOID, sizeof(Oid), true, TYPALIGN_INT));
	args[1] = PointerGetDatum(construct_array(r, n, OIDOID, sizeof(Oid), true, TYPALIGN_INT));
	nest = spi_select(&rels_plan, TRAP_RELS_QUERY, 2, types, args);
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	td = SPI_tuptable->tupdesc;
		bool		isnull;
		Datum		d;
		MemoryContext old = MemoryContextSwitchTo(callcxt);
		TRel	   *t = palloc0(sizeof(TRel));
		int			n1,
					n2;

		t->src = DatumGetObjectId(SPI_getbinval(tup, td, 1, &isnull));
		t->tgt = DatumGetObjectId(SPI_getbinval(tup, td, 2, &isnull));
		n1 = validate_column_names(SPI_getbinval(tup, td, 3, &isnull), t->src_cols);
		n2 = validate_column_names(SPI_getbinval(tup, td, 4, &isnull), t->tgt_cols);
		d = SPI_getbinval(tup, td, 5, &isnull);
		t->cardinality = isnull ? NULL : TextDatumGetCString(d);
		d = SPI_getbinval(tup, td, 6, &isnull);
		t->has_stats = !isnull;
		t->match_rate = isnull ? 0 : DatumGetFloat4(d);
		d = SPI_getbinval(tup, td, 7, &isnull);
		t->confidence = isnull ? 0 : DatumGetFloat4(d);
		t->orphans = int8_or(tup, td, 8, -1);
		t->matched = int8_or(tup, td, 9, -1);
		t->nulls = int8_or(tup, td, 10, -1);
		t->src_rows = int8_or(tup, td, 11, -1);
		t->n = Min(n1, n2);
		/* its columns are named: resolved against this call's catalog, or it matches nothing */
		if (n1 == n2 && t->cardinality != NULL &&
			ek_attnums_by_name(t->src, t->src_cols, t->n, t->src_att) &&
			ek_attnums_by_name(t->tgt, t->tgt_cols, t->n, t->tgt_att))
			st->rels = lappend(st->rels, t);
		MemoryContextSwitchTo(old);
	}
	spi_done(nest);
}

static void
note_fact_key(List **keys, Oid relid, AttrNumber att)
{
	ListCell   *lc;
	TFact	   *f;

	if (list_length(*keys) >= TRAP_MAX_FACTS)
		return;
	foreach(lc, *keys)
	{
		f = (TFact *) lfirst(lc);
		if (f->relid == relid && f->att == att)
			return;
	}
	f = palloc0(sizeof(TFact));
	f->relid = relid;
	f->att = att;
	f->distinct = f->nulls = f->rows = -1;
	*keys = lappend(*keys, f);
}

/* The measured facts of every table column a level joins on, filters by constants or groups by. */
static void
fetch_facts(VTrapState *st)
{
	List	   *keys = NIL;
	ListCell   *lc;
	Datum	   *t;
	Datum	   *a;
	Datum	   *nm;
	Datum		args[3];
	Oid			types[3] = {OIDARRAYOID, INT2ARRAYOID, TEXTARRAYOID};
	int			n = 0;
	int			nest;

	foreach(lc, st->edges)
	{
		TEdge	   *e = (TEdge *) lfirst(lc);

		for (int i = 0; i < e->ncols; i++)
		{
			if (OidIsValid(e->lv->nodes[e->a]->relid))
				note_fact_key(&keys, e->lv->nodes[e->a]->relid, e->acol[i]);
			if (OidIsValid(e->lv->nodes[e->b]->relid))
				note_fact_key(&keys, e->lv->nodes[e->b]->relid, e->bcol[i]);
		}
	}
	foreach(lc, st->levels)
	{
		TLevel	   *lv = (TLevel *) lfirst(lc);

		for (int i = 0; i < lv->nnodes; i++)
		{
			TNode	   *nd = lv->nodes[i];
			Bitmapset  *cols = bms_union(nd->const_cols, nd->group_cols);
			int			m = -1;

			if (!OidIsValid(nd->relid))
				continue;
			while ((m = bms_next_member(cols, m)) >= 0)
				note_fact_key(&keys, nd->relid, m);
		}
	}
	if (keys == NIL)
		return;
	t = palloc(list_length(keys) * sizeof(Datum));
	a = palloc(list_length(keys) * sizeof(Datum));
	nm = palloc(list_length(keys) * sizeof(Datum));
	foreach(lc, keys)
	{
		TFact	   *f = (TFact *) lfirst(lc);
		char	   *name = get_attname(f->relid, f->att, true);

		t[n] = ObjectIdGetDatum(f->relid);
		a[n] = Int16GetDatum(f->att);
		nm[n++] = CStringGetTextDatum(name ? name : "");
	}
	args[0] = PointerGetDatum(construct_array(t, n, OIDOID, sizeof(Oid), true, TYPALIGN_INT));
	args[1] = PointerGetDatum(construct_array(a, n, INT2OID, sizeof(int16), true, TYPALIGN_SHORT));
	args[2] = PointerGetDatum(construct_array(nm, n, TEXTOID, -1, false, TYPALIGN_INT));
	nest = spi_select(&facts_plan, TRAP_FACTS_QUERY, 3, types, args);
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	td = SPI_tuptable->tupdesc;
		bool		isnull;
		Oid			relid = DatumGetObjectId(SPI_getbinval(tup, td, 1, &isnull));
		AttrNumber	att = DatumGetInt16(SPI_getbinval(tup, td, 2, &isnull));
		Datum		d;

		foreach(lc, keys)
		{
			TFact	   *f = (TFact *) lfirst(lc);

			if (f->relid != relid || f->att != att)
				continue;
			f->distinct = int8_or(tup, td, 3, -1);
			f->nulls = int8_or(tup, td, 4, -1);
			d = SPI_getbinval(tup, td, 5, &isnull);
			f->exact = !isnull && DatumGetBool(d);
			f->rows = int8_or(tup, td, 6, -1);
			break;
		}
	}
	spi_done(nest);
	st->facts = keys;
}

static TFact *
fact(VTrapState *st, Oid relid, AttrNumber att)
{
	ListCell   *lc;

	foreach(lc, st->facts)
	{
		TFact	   *f = (TFact *) lfirst(lc);

		if (f->relid == relid && f->att == att)
			return f->distinct >= 0 && f->rows >= 0 ? f : NULL;
	}
	return NULL;
}

/* ---- deciding: which side of a join is unique on what it is joined on ------------------- */

static Bitmapset *
edge_cols(TEdge *e, bool side_a)
{
	Bitmapset  *set = NULL;

	for (int i = 0; i < e->ncols; i++)
		set = bms_add_member(set, side_a ? e->acol[i] : e->bcol[i]);
	return set;
}

/* Does relationship r describe edge e, and is its source e's side a? */
static bool
rel_describes(TLevel *lv, TRel *r, TEdge *e, bool *a_source)
{
	for (int pass = 0; pass < 2; pass++)
	{
		TNode	   *src = lv->nodes[pass == 0 ? e->a : e->b];
		TNode	   *tgt = lv->nodes[pass == 0 ? e->b : e->a];
		bool		all = true;

		if (r->src != src->relid || r->tgt != tgt->relid || r->n == 0)
			continue;
		for (int k = 0; k < r->n && all; k++)
		{
			bool		found = false;

			for (int m = 0; m < e->ncols && !found; m++)
				found = (pass == 0 ? e->acol[m] : e->bcol[m]) == r->src_att[k] &&
					(pass == 0 ? e->bcol[m] : e->acol[m]) == r->tgt_att[k];
			all = found;
		}
		if (all)
		{
			*a_source = (pass == 0);
			return true;
		}
	}
	return false;
}

/* Is a measured single column of cols unique among its non-NULL values? */
static bool
measured_unique(VTrapState *st, TNode *n, Bitmapset *cols)
{
	int			m = -1;

	if (!OidIsValid(n->relid))
		return false;
	while ((m = bms_next_member(cols, m)) >= 0)
	{
		TFact	   *f = fact(st, n->relid, m);

		if (f && f->exact && f->rows > 0 && f->nulls >= 0 && f->distinct == f->rows - f->nulls)
			return true;
	}
	return false;
}

/* Proven unique on cols: one row, a declared key, a relationship's target, a measured key. */
static bool
unique_on(VTrapState *st, TLevel *lv, TNode *n, Bitmapset *cols)
{
	ListCell   *lc;

	if (n->single_row)
		return true;
	foreach(lc, n->keys)
		if (bms_is_subset((Bitmapset *) lfirst(lc), cols))
			return true;
	if (OidIsValid(n->relid))
	{
		foreach(lc, st->rels)
		{
			TRel	   *r = (TRel *) lfirst(lc);
			Bitmapset  *k = NULL;

			if (r->tgt == n->relid)
				for (int i = 0; i < r->n; i++)
					k = bms_add_member(k, r->tgt_att[i]);
			else if (r->src == n->relid && strcmp(r->cardinality, "1:1") == 0)
				for (int i = 0; i < r->n; i++)
					k = bms_add_member(k, r->src_att[i]);
			if (k != NULL && bms_is_subset(k, cols))
				return true;
		}
	}
	return measured_unique(st, n, cols);
}

static char *
cols_list(TNode *n, Bitmapset *cols)
{
	StringInfoData buf;
	int			m = -1;

	initStringInfo(&buf);
	while ((m = bms_next_member(cols, m)) >= 0)
	{
		char	   *name = NULL;

		if (OidIsValid(n->relid))
			name = get_attname(n->relid, m, true);
		else if (n->sub)
		{
			TargetEntry *tle = get_tle_by_resno(n->sub->targetList, m);

			name = tle ? tle->resname : NULL;
		}
		appendStringInfo(&buf, "%s%s", buf.len ? ", " : "", quote_identifier(name ? name : "?"));
	}
	return buf.data;
}

/*
 * Is side a (or b) of e unique on what it is compared on within a group: its columns in e, those
 * equated with constants, grouped by, or equated with a node that is one row in the group?
 */
static Uniq
side_unique(VTrapState *st, TLevel *lv, TEdge *e, bool side_a, char **why, double *fan)
{
	TNode	   *n = lv->nodes[side_a ? e->a : e->b];
	Bitmapset  *jc = edge_cols(e, side_a);
	Bitmapset  *cols = bms_union(jc, bms_union(n->const_cols, n->group_cols));
	bool		consts = !bms_is_subset(n->const_cols, jc);
	ListCell   *lc;
	double		rows = -1;
	double		combos = 1;
	bool		exact = true;
	int			m = -1;
	int64		maxnull = 0;
	double		lambda;
	double		share;

	foreach(lc, lv->edges)
	{
		TEdge	   *o = (TEdge *) lfirst(lc);

		if (o == e)
			continue;
		if (o->a == n->id && lv->nodes[o->b]->fixed)
			cols = bms_union(cols, edge_cols(o, true));
		else if (o->b == n->id && lv->nodes[o->a]->fixed)
			cols = bms_union(cols, edge_cols(o, false));
	}
	if (unique_on(st, lv, n, cols))
		return U_YES;
	if (!OidIsValid(n->relid))
		return U_UNKNOWN;

	/* the source of a measured N:1 relationship, compared on exactly its columns */
	if (e->rel && e->rel_a_source == side_a && strcmp(e->rel->cardinality, "N:1") == 0)
	{
		Bitmapset  *src = NULL;

		for (int i = 0; i < e->rel->n; i++)
			src = bms_add_member(src, e->rel->src_att[i]);
		if (bms_equal(src, cols))
		{
			TRel	   *r = e->rel;

			*why = psprintf("measured N:1 %s(%s) -> %s(%s)", validate_table_name(r->src),
							cols_list(n, src), validate_table_name(r->tgt),
							cols_list(lv->nodes[side_a ? e->b : e->a], edge_cols(e, !side_a)));
			if (r->src_rows > 0 && r->matched > 0)
				*fan = (double) (r->src_rows - Max(r->nulls, 0) - Max(r->orphans, 0)) / r->matched;
			return U_NO;
		}
	}

	/*
	 * Measured. One column: more non-NULL rows than distinct values (exactly counted, or half as
	 * many again when the count is an estimate). Several columns (the join's, and those fixed by
	 * constants, GROUP BY or a one-row neighbour): the distinct values of each, taken as
	 * independent, give lambda rows per combination on average; more rows than combinations
	 * proves repeats, and otherwise (Poisson) the share of the combinations that occur which
	 * occur more than once must be at least TRAP_MIN_REPEAT_SHARE: a filter on a column that
	 * makes the join unique in practice (a user reviews a product once) leaves almost none.
	 */
	while ((m = bms_next_member(cols, m)) >= 0)
	{
		TFact	   *f = fact(st, n->relid, m);

		if (f == NULL || f->distinct <= 0)
			return U_UNKNOWN;
		rows = f->rows;
		maxnull = Max(maxnull, Max(f->nulls, 0));
		combos *= f->distinct;
		exact = exact && f->exact;
	}
	if (rows <= 0 || rows - maxnull <= 0)
		return U_UNKNOWN;
	lambda = (rows - maxnull) / combos;
	if (bms_num_members(cols) == 1)
	{
		if (lambda > (exact ? 1.0 : 1.5))
		{
			*fan = lambda;
			*why = psprintf("measured: %.0f %s rows with a value for %.0f distinct %s", rows - maxnull,
							validate_table_name(n->relid), combos, cols_list(n, cols));
			return U_NO;
		}
		return U_UNKNOWN;
	}
	share = lambda > 30 ? 1.0 : (1 - exp(-lambda) * (1 + lambda)) / (1 - exp(-lambda));
	if ((exact && !consts && lambda > 1.0) || share >= TRAP_MIN_REPEAT_SHARE)
	{
		*fan = lambda > 30 ? lambda : lambda / (1 - exp(-lambda));
		*why = psprintf("estimated from the measured distinct values: about %.0f%% of the (%s) that occur in %s occur more than once",
						100 * share, cols_list(n, cols), validate_table_name(n->relid));
		return U_NO;
	}
	return U_UNKNOWN;
}

/* Which nodes are one row within a group (keys fixed by GROUP BY, constants, fixed neighbours). */
static void
find_fixed(VTrapState *st, TLevel *lv)
{
	bool		changed = true;

	for (int iter = 0; changed && iter <= lv->nnodes; iter++)
	{
		changed = false;
		for (int i = 0; i < lv->nnodes; i++)
		{
			TNode	   *n = lv->nodes[i];
			Bitmapset  *cols;
			ListCell   *lc;

			if (n->fixed)
				continue;
			cols = bms_union(n->const_cols, lv->grouped ? n->group_cols : NULL);
			foreach(lc, lv->edges)
			{
				TEdge	   *e = (TEdge *) lfirst(lc);

				if (e->a == i && lv->nodes[e->b]->fixed)
					cols = bms_union(cols, edge_cols(e, true));
				else if (e->b == i && lv->nodes[e->a]->fixed)
					cols = bms_union(cols, edge_cols(e, false));
			}
			if (n->single_row || (cols != NULL && unique_on(st, lv, n, cols)))
			{
				n->fixed = true;
				changed = true;
			}
		}
	}
}

static void
assess_edges(VTrapState *st, TLevel *lv)
{
	ListCell   *lc;

	foreach(lc, lv->edges)
	{
		TEdge	   *e = (TEdge *) lfirst(lc);
		ListCell   *lr;

		if (!OidIsValid(lv->nodes[e->a]->relid) || !OidIsValid(lv->nodes[e->b]->relid))
			continue;
		foreach(lr, st->rels)
		{
			bool		a_source;

			if (rel_describes(lv, (TRel *) lfirst(lr), e, &a_source))
			{
				e->rel = (TRel *) lfirst(lr);
				e->rel_a_source = a_source;
				break;
			}
		}
	}
	find_fixed(st, lv);
	foreach(lc, lv->edges)
	{
		TEdge	   *e = (TEdge *) lfirst(lc);

		e->ua = side_unique(st, lv, e, true, &e->why_a, &e->fan_a);
		e->ub = side_unique(st, lv, e, false, &e->why_b, &e->fan_b);
	}
}

/* ---- walking the graph ------------------------------------------------------------------ */

typedef struct Hit
{
	TEdge	   *e;				/* the join that repeats rows */
	int			x;				/* its side that is repeated */
	int			y;				/* its side that is not unique */
	bool		chasm;
	TEdge	   *up;				/* the last many-to-one join on the way to x, for a chasm */
	int			below;			/* its many side */
	int			from;			/* the node of the aggregate the walk started from */
} Hit;

static inline int
other_end(TEdge *e, int n)
{
	return e->a == n ? e->b : e->a;
}

static inline Uniq
uniq_at(TEdge *e, int n)
{
	return e->a == n ? e->ua : e->ub;
}

/*
 * Breadth first from the nodes in start, never crossing edge skip. With hit: stops at the first
 * join that repeats the rows reached (a side that is not unique) and returns true. Without: visits
 * everything reachable. *reached, when given, is what was visited.
 */
static bool
walk_from(TLevel *lv, Bitmapset *start, TEdge *skip, Hit *hit, Bitmapset **reached)
{
	int			queue[TRAP_MAX_NODES];
	bool		seen[TRAP_MAX_NODES] = {0};
	bool		up[TRAP_MAX_NODES] = {0};
	TEdge	   *via[TRAP_MAX_NODES] = {0};
	int			below[TRAP_MAX_NODES];
	int			origin[TRAP_MAX_NODES];
	int			head = 0;
	int			tail = 0;
	int			m = -1;

	while ((m = bms_next_member(start, m)) >= 0)
	{
		if (m >= lv->nnodes)
			continue;
		seen[m] = true;
		origin[m] = m;
		queue[tail++] = m;
	}
	while (head < tail)
	{
		int			x = queue[head++];
		ListCell   *lc;

		foreach(lc, lv->edges)
		{
			TEdge	   *e = (TEdge *) lfirst(lc);
			int			y;
			bool		goes_up;

			if (e == skip || (e->a != x && e->b != x))
				continue;
			y = other_end(e, x);
			if (seen[y])
				continue;
			if (hit && uniq_at(e, y) == U_NO)
			{
				hit->e = e;
				hit->x = x;
				hit->y = y;
				hit->chasm = up[x] || uniq_at(e, x) == U_NO;
				hit->up = up[x] ? via[x] : NULL;
				hit->below = up[x] ? below[x] : x;
				hit->from = origin[x];
				return true;
			}
			/* from a side that is not known unique to one that is: many to one */
			goes_up = uniq_at(e, y) == U_YES && uniq_at(e, x) != U_YES;
			seen[y] = true;
			up[y] = up[x] || goes_up;
			via[y] = goes_up ? e : via[x];
			below[y] = goes_up ? x : below[x];
			origin[y] = origin[x];
			queue[tail++] = y;
		}
	}
	if (reached)
	{
		*reached = NULL;
		for (int i = 0; i < lv->nnodes; i++)
			if (seen[i])
				*reached = bms_add_member(*reached, i);
	}
	return false;
}

/* The nodes reachable from n without crossing edge skip. */
static Bitmapset *
side_of(TLevel *lv, int n, TEdge *skip)
{
	Bitmapset  *reached;

	(void) walk_from(lv, bms_make_singleton(n), skip, NULL, &reached);
	return reached;
}

/* ---- telling: messages and rewrites ----------------------------------------------------- */

static const char *
node_name(TNode *n)
{
	if (OidIsValid(n->relid))
		return validate_table_name(n->relid);
	return psprintf("subquery %s", quote_identifier(n->ref));
}

static const char *
col_name(TNode *n, AttrNumber att)
{
	char	   *name = NULL;

	if (OidIsValid(n->relid))
		name = get_attname(n->relid, att, true);
	else if (n->sub)
	{
		TargetEntry *tle = get_tle_by_resno(n->sub->targetList, att);

		name = tle ? tle->resname : NULL;
	}
	return quote_identifier(name ? name : "?");
}

/* "y.c = x.d AND ...", the condition of e written from x's side first. */
static char *
condition(TLevel *lv, TEdge *e, int first)
{
	StringInfoData buf;
	bool		a_first = (e->a == first);
	TNode	   *f = lv->nodes[a_first ? e->a : e->b];
	TNode	   *o = lv->nodes[a_first ? e->b : e->a];

	initStringInfo(&buf);
	for (int i = 0; i < e->ncols; i++)
		appendStringInfo(&buf, "%s%s.%s = %s.%s", i ? " AND " : "",
						 quote_identifier(f->ref), col_name(f, a_first ? e->acol[i] : e->bcol[i]),
						 quote_identifier(o->ref), col_name(o, a_first ? e->bcol[i] : e->acol[i]));
	return buf.data;
}

/* The text of an aggregate as the agent wrote it (at most about 120 bytes), or its name. */
static char *
agg_text(VResult *res, Aggref *agg)
{
	const char *sql = res->sql;
	int			len = sql ? strlen(sql) : 0;
	int			start = agg->location;
	int			depth = 0;
	char		quote = 0;

	if (start < 0 || start >= len)
		return psprintf("%s(...)", get_func_name(agg->aggfnoid));
	for (int i = start; i < len && i - start < 160; i++)
	{
		char		ch = sql[i];

		if (quote)
		{
			if (ch == quote)
				quote = 0;
			continue;
		}
		if (ch == '\'' || ch == '"')
			quote = ch;
		else if (ch == '(')
			depth++;
		else if (ch == ')' && --depth == 0)
			return pnstrdup(sql + start, i - start + 1);
	}
	return psprintf("%s(...)", get_func_name(agg->aggfnoid));
}

/* One finding, shaped as a validate_joins row (left: the repeated or kept side). */
typedef struct Finding
{
	const char *code;
	TLevel	   *lv;
	TEdge	   *e;
	int			x;
	int			y;
	Hit			hit;
	List	   *aggs;			/* TAgg * */
} Finding;

static char *
agg_list(VResult *res, List *aggs)
{
	StringInfoData buf;
	ListCell   *lc;
	int			i = 0;

	initStringInfo(&buf);
	foreach(lc, aggs)
	{
		if (i == 3)
		{
			appendStringInfo(&buf, " and %d more", list_length(aggs) - 3);
			break;
		}
		appendStringInfo(&buf, "%s%s", i++ ? ", " : "", agg_text(res, ((TAgg *) lfirst(lc))->agg));
	}
	return buf.data;
}

static char *
fan_text(double fan, TNode *many)
{
	if (fan <= 0)
		return pstrdup("");
	return psprintf(", about %.1f %s rows per value", fan, node_name(many));
}

/*
 * The rewrite: a semi-join when the repeating side is only a filter; otherwise the repeating
 * table aggregated per its join columns before the join; and count(DISTINCT key) for counts of
 * the repeated table's rows.
 */
static char *
rewrite(VResult *res, Finding *f)
{
	TLevel	   *lv = f->lv;
	TEdge	   *e = f->e;
	TNode	   *x = lv->nodes[f->hit.from];	/* the rows the aggregate reads */
	TNode	   *y = lv->nodes[f->y];
	Bitmapset  *yside = side_of(lv, f->y, e);
	StringInfoData buf;
	bool		value = false;
	int			m = -1;
	ListCell   *lc;

	initStringInfo(&buf);
	while ((m = bms_next_member(yside, m)) >= 0)
		value = value || lv->nodes[m]->used_value;
	if (bms_is_member(f->x, yside))
		appendStringInfo(&buf, "aggregate the %s side per %s in a subquery or CTE before joining it",
						 node_name(y), cols_list(y, edge_cols(e, e->a == f->y)));
	else if (!value && OidIsValid(y->relid))
		appendStringInfo(&buf, "%s is only a filter here: keep each %s row once with WHERE EXISTS (SELECT 1 FROM %s AS %s WHERE %s%s) instead of the join%s",
						 node_name(y), node_name(x), validate_table_name(y->relid), quote_identifier(y->ref),
						 condition(lv, e, f->y), bms_num_members(yside) > 1 ? " AND ..." : "",
						 bms_num_members(yside) > 1 ? ", with the tables joined to it and their conditions inside" : ", moving its other conditions into the EXISTS");
	else if (OidIsValid(y->relid) && bms_num_members(yside) == 1)
	{
		StringInfoData sel;
		StringInfoData grp;
		int			v = 0;

		initStringInfo(&sel);
		initStringInfo(&grp);
		for (int i = 0; i < e->ncols; i++)
		{
			AttrNumber	c = e->a == f->y ? e->acol[i] : e->bcol[i];

			appendStringInfo(&grp, "%s%s.%s", i ? ", " : "", quote_identifier(y->ref), col_name(y, c));
		}
		appendStringInfoString(&sel, grp.data);
		foreach(lc, lv->aggs)
		{
			TAgg	   *a = (TAgg *) lfirst(lc);

			if (bms_num_members(a->nodes) == 1 && bms_is_member(f->y, a->nodes))
				appendStringInfo(&sel, ", %s AS v%d", agg_text(res, a->agg), ++v);
		}
		appendStringInfo(&buf, "aggregate %s per %s before joining: JOIN (SELECT %s FROM %s AS %s GROUP BY %s) AS %s ON %s, then combine those per-group values in the outer query (a count or a sum of them becomes a sum)",
						 node_name(y), cols_list(y, edge_cols(e, e->a == f->y)), sel.data,
						 validate_table_name(y->relid), quote_identifier(y->ref), grp.data,
						 quote_identifier(y->ref), condition(lv, e, f->y));
	}
	else
		appendStringInfo(&buf, "aggregate the %s side per %s in a subquery or CTE before joining it, so that each %s row meets one row",
						 node_name(y), cols_list(y, edge_cols(e, e->a == f->y)), node_name(x));

	/* counting rows of a table with a one-column key: count(DISTINCT key) */
	foreach(lc, f->aggs)
	{
		TAgg	   *a = (TAgg *) lfirst(lc);
		TNode	   *r;
		ListCell   *lk;

		if (!a->is_count || bms_num_members(a->nodes) != 1)
			continue;
		r = lv->nodes[bms_singleton_member(a->nodes)];
		foreach(lk, r->keys)
		{
			Bitmapset  *k = (Bitmapset *) lfirst(lk);

			if (bms_num_members(k) == 1)
			{
				appendStringInfo(&buf, "; to count %s rows, count(DISTINCT %s.%s)", node_name(r),
								 quote_identifier(r->ref), col_name(r, bms_singleton_member(k)));
				return buf.data;
			}
		}
	}
	return buf.data;
}

/* "cond, evidence", or the condition alone when nothing was measured the caller may see */
static char *
evidence(char *cond, const char *why, char *fan)
{
	return why ? psprintf("%s, %s%s", cond, why, fan) : cond;
}

static char *
trap_message(VResult *res, Finding *f)
{
	TLevel	   *lv = f->lv;
	TEdge	   *e = f->e;
	TNode	   *x = lv->nodes[f->x];
	TNode	   *y = lv->nodes[f->y];
	TNode	   *from = lv->nodes[f->hit.from];
	const char *why_y = e->a == f->y ? e->why_a : e->why_b;
	char	   *fan_y = fan_text(e->a == f->y ? e->fan_a : e->fan_b, y);
	bool		star = ((TAgg *) linitial(f->aggs))->star;
	char	   *what = agg_list(res, f->aggs);
	char	   *counts = star ?
		psprintf("%s counts joined rows", what) :
		psprintf("%s counts each %s row once per matching %s row", what, node_name(from), node_name(y));

	if (f->hit.up == NULL && uniq_at(e, f->x) != U_NO)
		return psprintf("%s: %s is one-to-many from %s (%s%s), so the %s rows are repeated before they are aggregated",
						counts, condition(lv, e, f->x), node_name(x), why_y ? why_y : "not unique on that side",
						fan_y, node_name(x));
	if (f->hit.up != NULL)
	{
		TEdge	   *u = f->hit.up;
		int			below = f->hit.below;
		const char *why_u = u->a == below ? u->why_a : u->why_b;

		return psprintf("%s: %s and %s are both on the many side of %s (%s; %s), so the two branches multiply each other",
						counts, node_name(lv->nodes[below]), node_name(y), node_name(lv->nodes[other_end(u, below)]),
						evidence(condition(lv, u, below), why_u, ""), evidence(condition(lv, e, f->y), why_y, fan_y));
	}
	{
		const char *why_x = e->a == f->x ? e->why_a : e->why_b;

		return psprintf("%s: %s compares columns that are unique on neither side (%s%s%s), so every %s row pairs with every matching %s row",
						counts, condition(lv, e, f->x), why_x ? why_x : "", why_x && why_y ? "; " : "",
						why_y ? why_y : "", node_name(x), node_name(y));
	}
}

static VJoin *
finding_row(VResult *res, Finding *f, const char *cardinality, char *message, char *suggestion)
{
	TLevel	   *lv = f->lv;
	TEdge	   *e = f->e;
	bool		x_is_a = (e->a == f->x);
	TNode	   *x = lv->nodes[f->x];
	TNode	   *y = lv->nodes[f->y];
	VJoin	   *j = palloc0(sizeof(VJoin));
	int			k = 0;
	ListCell   *lc;

	j->left_rel = x->relid;
	j->right_rel = y->relid;
	j->left_table = node_name(x);
	j->right_table = node_name(y);
	j->left_ref = x->ref;
	j->right_ref = y->ref;
	j->ncols = e->ncols;
	for (int i = 0; i < e->ncols; i++)
	{
		j->left_att[i] = x_is_a ? e->acol[i] : e->bcol[i];
		j->right_att[i] = x_is_a ? e->bcol[i] : e->acol[i];
		j->left_cols[i] = pstrdup(col_name(x, j->left_att[i]));
		j->right_cols[i] = pstrdup(col_name(y, j->right_att[i]));
	}
	j->join_kind = e->kind;
	j->status = f->code;
	j->cardinality = cardinality;
	if (e->rel)
	{
		j->has_stats = e->rel->has_stats;
		j->match_rate = e->rel->match_rate;
		j->confidence = e->rel->confidence;
	}
	j->message = message;
	j->suggestion = suggestion;
	j->location = e->location;
	j->left_inst = x->rte;
	j->right_inst = y->rte;
	/* the join row of validate_joins that names the same pair, if any */
	foreach(lc, res->joins)
	{
		VJoin	   *o = (VJoin *) lfirst(lc);

		k++;
		if ((o->left_inst == x->rte && o->right_inst == y->rte) ||
			(o->left_inst == y->rte && o->right_inst == x->rte))
		{
			j->join_no = k;
			break;
		}
	}
	return j;
}

/* Fan and chasm traps of one level: one finding per multiplying join, with its aggregates. */
static List *
level_traps(VResult *res, TLevel *lv, List *out)
{
	List	   *found = NIL;	/* Finding * */
	ListCell   *lc;
	bool		grain_known = false;
	bool		has_grain = false;
	Hit			star_hit = {0};

	foreach(lc, lv->aggs)
	{
		TAgg	   *a = (TAgg *) lfirst(lc);
		Hit			hit = {0};
		Finding    *f = NULL;
		ListCell   *lf;

		CHECK_FOR_INTERRUPTS();
		if (a->star)
		{
			/* count(*) counts the rows of the table every other join is many-to-one from */
			if (!grain_known)
			{
				grain_known = true;
				for (int g = 0; g < lv->nnodes && !has_grain; g++)
				{
					Hit			h = {0};

					if (!walk_from(lv, bms_make_singleton(g), NULL, &h, NULL))
						has_grain = true;
					else if (star_hit.e == NULL || (!star_hit.chasm && h.chasm) ||
							 (h.chasm && star_hit.up == NULL && h.up != NULL))
						star_hit = h;
				}
			}
			if (has_grain || star_hit.e == NULL)
				continue;
			hit = star_hit;
			hit.chasm = true;
		}
		else if (!walk_from(lv, a->nodes, NULL, &hit, NULL))
			continue;
		foreach(lf, found)
		{
			Finding    *o = (Finding *) lfirst(lf);

			if (o->e == hit.e && o->x == hit.x && o->hit.chasm == hit.chasm)
				f = o;
		}
		if (f == NULL)
		{
			f = palloc0(sizeof(Finding));
			f->code = hit.chasm ? "chasm_trap" : "fan_trap";
			f->lv = lv;
			f->e = hit.e;
			f->x = hit.x;
			f->y = hit.y;
			f->hit = hit;
			found = lappend(found, f);
		}
		f->aggs = lappend(f->aggs, a);
	}
	foreach(lc, found)
	{
		Finding    *f = (Finding *) lfirst(lc);
		bool		mm = uniq_at(f->e, f->x) == U_NO;

		out = lappend(out, finding_row(res, f, mm ? "N:M" : "1:N", trap_message(res, f), rewrite(res, f)));
	}
	return out;
}

static char *
count_text(int64 n)
{
	return psprintf(INT64_FORMAT, n);
}

/* Row loss of one level: an INNER JOIN on a reference with NULLs or orphans, its other side unused. */
static List *
level_row_loss(VResult *res, TLevel *lv, List *out)
{
	ListCell   *lc;

	foreach(lc, lv->edges)
	{
		TEdge	   *e = (TEdge *) lfirst(lc);
		TRel	   *r = e->rel;
		int			s;
		int			t;
		TNode	   *src;
		TNode	   *tgt;
		Bitmapset  *tside;
		Bitmapset  *refcols = NULL;
		bool		nulls;
		bool		orphans;
		int			m = -1;
		StringInfoData lost;
		Finding		f = {0};
		char	   *what;

		if (!e->inner || r == NULL)
			continue;
		s = e->rel_a_source ? e->a : e->b;
		t = other_end(e, s);
		src = lv->nodes[s];
		tgt = lv->nodes[t];
		for (int i = 0; i < r->n; i++)
			refcols = bms_add_member(refcols, r->src_att[i]);
		/* NULLs a condition of the query already excludes are not lost to the join */
		nulls = r->nulls > 0 && !bms_overlap(refcols, bms_union(src->notnull_cols, src->const_cols));
		orphans = r->orphans > 0 && !bms_overlap(refcols, src->const_cols);
		if (!nulls && !orphans)
			continue;
		tside = side_of(lv, t, e);
		if (bms_is_member(s, tside))
			continue;
		while ((m = bms_next_member(tside, m)) >= 0)
			if (lv->nodes[m]->used)
				break;
		if (m >= 0)
			continue;
		initStringInfo(&lost);
		if (nulls)
			appendStringInfo(&lost, "%s rows with NULL in %s", count_text(r->nulls), cols_list(src, refcols));
		if (orphans)
			appendStringInfo(&lost, "%s%s orphan rows that match no %s row", nulls ? " and " : "",
							 count_text(r->orphans), node_name(tgt));
		what = lv->aggs != NIL ? agg_list(res, lv->aggs) : pstrdup("the aggregates");
		f.code = "row_loss";
		f.lv = lv;
		f.e = e;
		f.x = s;
		f.y = t;
		out = lappend(out, finding_row(res, &f, r->cardinality,
									   psprintf("%s is an INNER JOIN on a reference with %s (measured%s): those %s rows are dropped, and nothing of %s is used, so %s %s them out",
												condition(lv, e, t), lost.data,
												r->src_rows > 0 ? psprintf(", of %s rows", count_text(r->src_rows)) : "",
												node_name(src), node_name(tgt), what,
												list_length(lv->aggs) > 1 ? "leave" : "leaves"),
									   psprintf("LEFT JOIN %s AS %s ON %s keeps them; or drop the join, which adds nothing to this query (if only %s rows with a match are wanted, say so: WHERE %s.%s IS NOT NULL)",
												validate_table_name(tgt->relid), quote_identifier(tgt->ref),
												condition(lv, e, t), node_name(src), quote_identifier(src->ref),
												col_name(src, r->src_att[0]))));
	}
	return out;
}

/*
 * Phase two, as the caller, after the walk: the findings, as validate_joins rows (status is the
 * code: fan_trap, chasm_trap, row_loss; a last row with status trap_check_truncated when a bound
 * cut the examination short). Computed once per call.
 */
List *
validate_traps_assess(VResult *res)
{
	VTrapState *st = res->traps;
	ListCell   *lc;
	List	   *out = NIL;

	if (st == NULL)
		return NIL;
	if (st->assessed)
		return st->findings;
	st->assessed = true;
	if (st->levels != NIL)
	{
		fetch_relationships(st);
		fetch_facts(st);
	}
	foreach(lc, st->levels)
	{
		TLevel	   *lv = (TLevel *) lfirst(lc);

		CHECK_FOR_INTERRUPTS();
		assess_edges(st, lv);
		out = level_traps(res, lv, out);
		out = level_row_loss(res, lv, out);
		if (list_length(out) >= TRAP_MAX_FINDINGS)
		{
			out = list_truncate(out, TRAP_MAX_FINDINGS);
			truncate_check(st, psprintf("more than %d findings", TRAP_MAX_FINDINGS));
			break;
		}
	}
	if (st->truncated)
	{
		VJoin	   *j = palloc0(sizeof(VJoin));

		j->status = VALIDATE_TRAP_NOTE;
		j->message = psprintf("fan traps, chasm traps and row loss were not looked for everywhere: %s", st->truncated);
		j->location = -1;
		out = lappend(out, j);
	}
	st->findings = out;
	return out;
}
