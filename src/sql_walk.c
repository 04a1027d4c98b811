/*
 * sql_walk.c: find the joins, function calls, cartesian products and read-only violations in an
 * analyzed Query tree.
 *
 * Why the analyzed tree rather than the raw one: after analysis every column reference is a Var
 * bound to a range table entry, so aliases, USING and NATURAL joins, derived tables, CTEs,
 * LATERAL and correlated sublinks are already resolved by the server; what remains is to follow
 * each Var through join alias lists, subquery target lists and CTE target lists down to a base
 * relation and attribute number (resolve_col).
 *
 * A join is a comparison operator in a qualification (ON, WHERE, HAVING, an IN/ANY test) whose
 * two arguments resolve to columns of two different range table entries (a self-join counts;
 * a.x = a.y is a filter). Conditions of one qualification between the same pair of entries form
 * one join row (multi-column keys stay together).
 *
 * Views: a view in FROM is reported as the view itself (left_table = the view); its definition is
 * not expanded, because the agent joined the view, and relationships are recorded between base
 * tables, so such a join is `unverified` unless a relationship names the view.
 */
#include "validate.h"

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "parser/parse_coerce.h"
#include "parser/parsetree.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

/* Cap on unjoined relation pairs examined per statement, to bound the relationship lookup. */
#define MAX_CROSS_PAIRS 64

typedef struct Walker
{
	VResult    *res;
	List	   *stack;			/* Query *, innermost first */
	List	   *kinds;			/* const char *, parallel to stack */
	int			next_group;
	bool		has_rowmarks;
} Walker;

typedef struct ExprCtx
{
	Walker	   *w;
	bool		in_qual;
	const char *kind;
	int			group;
	SubLink    *sublink;		/* set while walking an ANY/ALL test expression */
	int			location;
} ExprCtx;

typedef struct ColRef
{
	Oid			relid;
	AttrNumber	attno;
	RangeTblEntry *rte;
	bool		cast;
	int			origin_level;	/* varlevelsup of the Var as written; -1 = sublink output */
} ColRef;

static void walk_query(Walker *w, Query *q, const char *kind);
static bool expr_walker(Node *node, ExprCtx *ctx);

/*
 * Follow an expression to a base column. Binary-compatible relabels and collations are
 * transparent; real casts are followed but remembered (a join through a cast is a type
 * mismatch: it cannot use the key's index and often hides a wrong column).
 */
static bool
resolve_col(Node *expr, List *stack, SubLink *sublink, ColRef *out, int depth)
{
	Var		   *var;
	Query	   *q;
	RangeTblEntry *rte;
	List	   *here;

	check_stack_depth();
	if (depth > 64)
		return false;
	for (;;)
	{
		if (expr == NULL)
			return false;
		if (IsA(expr, RelabelType))
			expr = (Node *) ((RelabelType *) expr)->arg;
		else if (IsA(expr, CollateExpr))
			expr = (Node *) ((CollateExpr *) expr)->arg;
		else if (IsA(expr, CoerceViaIO))
		{
			out->cast = true;
			expr = (Node *) ((CoerceViaIO *) expr)->arg;
		}
		else if (IsA(expr, FuncExpr) &&
				 (((FuncExpr *) expr)->funcformat == COERCE_IMPLICIT_CAST ||
				  ((FuncExpr *) expr)->funcformat == COERCE_EXPLICIT_CAST) &&
				 ((FuncExpr *) expr)->args != NIL)
		{
			out->cast = true;
			expr = (Node *) linitial(((FuncExpr *) expr)->args);
		}
		else
			break;
	}

	if (IsA(expr, Param) && sublink != NULL &&
		((Param *) expr)->paramkind == PARAM_SUBLINK && sublink->subselect &&
		IsA(sublink->subselect, Query))
	{
		Query	   *sub = (Query *) sublink->subselect;
		TargetEntry *tle;
		int			n = ((Param *) expr)->paramid;

		if (n < 1 || n > list_length(sub->targetList))
			return false;
		tle = (TargetEntry *) list_nth(sub->targetList, n - 1);
		if (depth == 0)
			out->origin_level = -1;
		return resolve_col((Node *) tle->expr, lcons(sub, stack), NULL, out, depth + 1);
	}
	if (!IsA(expr, Var))
		return false;
	var = (Var *) expr;
	if (depth == 0)
		out->origin_level = var->varlevelsup;
	if (var->varlevelsup >= (Index) list_length(stack) || var->varattno <= 0)
		return false;
	q = (Query *) list_nth(stack, var->varlevelsup);
	if (var->varno < 1 || var->varno > list_length(q->rtable))
		return false;
	rte = rt_fetch(var->varno, q->rtable);
	here = list_copy_tail(stack, var->varlevelsup);

	switch (rte->rtekind)
	{
		case RTE_RELATION:
			out->relid = rte->relid;
			out->attno = var->varattno;
			out->rte = rte;
			return true;
		case RTE_JOIN:
			if (var->varattno > list_length(rte->joinaliasvars))
				return false;
			return resolve_col((Node *) list_nth(rte->joinaliasvars, var->varattno - 1),
							   here, NULL, out, depth + 1);
		case RTE_SUBQUERY:
			{
				TargetEntry *tle = get_tle_by_resno(rte->subquery->targetList, var->varattno);

				if (tle == NULL || tle->resjunk)
					return false;
				return resolve_col((Node *) tle->expr, lcons(rte->subquery, here), NULL, out,
								   depth + 1);
			}
		case RTE_CTE:
			{
				int			up = var->varlevelsup + rte->ctelevelsup;
				Query	   *defq;
				ListCell   *lc;

				if (up >= list_length(stack))
					return false;
				defq = (Query *) list_nth(stack, up);
				foreach(lc, defq->cteList)
				{
					CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);
					TargetEntry *tle;

					if (strcmp(cte->ctename, rte->ctename) != 0)
						continue;
					if (cte->ctequery == NULL || !IsA(cte->ctequery, Query))
						return false;
					tle = get_tle_by_resno(GetCTETargetList(cte), var->varattno);
					if (tle == NULL || tle->resjunk)
						return false;
					return resolve_col((Node *) tle->expr,
									   lcons(cte->ctequery, list_copy_tail(stack, up)),
									   NULL, out, depth + 1);
				}
				return false;
			}
		default:
			return false;
	}
}

/*
 * The base table column an expression is, through join aliases, subqueries and CTEs, without a
 * cast on the way (stack: the enclosing queries, innermost first). For validate_metrics.c.
 */
bool
validate_base_column(Node *expr, List *stack, Oid *relid, AttrNumber *attno)
{
	ColRef		c = {0};

	if (!resolve_col(expr, stack, NULL, &c, 0) || c.cast)
		return false;
	*relid = c.relid;
	*attno = c.attno;
	return true;
}

/* Equality in the btree sense, or at least spelled "=". */
static bool
is_equality(Oid opno, Oid lefttype, const char **opname)
{
	char	   *name = get_opname(opno);

	*opname = name ? name : "?";
	if (name && strcmp(name, "=") == 0)
		return true;
	return op_mergejoinable(opno, lefttype);
}

/* Record one join condition, merging it into the row of its qualification and pair. */
static void
add_condition(ExprCtx *ctx, ColRef *l, ColRef *r, bool eq, const char *opname, int location)
{
	VResult    *res = ctx->w->res;
	ListCell   *lc;
	VJoin	   *j;
	const char *kind;
	Oid			ltype = get_atttype(l->relid, l->attno);
	Oid			rtype = get_atttype(r->relid, r->attno);
	bool		mismatch = l->cast || r->cast ||
		TypeCategory(getBaseType(ltype)) != TypeCategory(getBaseType(rtype));

	if (ctx->sublink != NULL)
		kind = ctx->kind;
	else if (l->origin_level == 0 && r->origin_level == 0)
		kind = ctx->kind;
	else
		kind = (const char *) linitial(ctx->w->kinds);

	if (eq && !mismatch)
	{
		foreach(lc, res->joins)
		{
			j = (VJoin *) lfirst(lc);
			if (j->group != ctx->group || j->not_equality || j->type_mismatch ||
				j->ncols >= VJ_MAX_COLS)
				continue;
			if (j->left_inst == l->rte && j->right_inst == r->rte)
				;
			else if (j->left_inst == r->rte && j->right_inst == l->rte)
			{
				ColRef	   *t = l;

				l = r;
				r = t;
			}
			else
				continue;
			for (int i = 0; i < j->ncols; i++)
				if (j->left_att[i] == l->attno && j->right_att[i] == r->attno)
					return;		/* the same condition written twice */
			j->left_att[j->ncols] = l->attno;
			j->right_att[j->ncols] = r->attno;
			j->left_cols[j->ncols] = get_attname(l->relid, l->attno, true);
			j->right_cols[j->ncols] = get_attname(r->relid, r->attno, true);
			j->ncols++;
			return;
		}
	}

	if (list_length(res->joins) >= VALIDATE_MAX_JOINS)
	{
		/* each condition is merged by a search of the joins kept so far: keep them bounded */
		res->joins_truncated = true;
		return;
	}
	j = palloc0(sizeof(VJoin));
	j->left_rel = l->relid;
	j->right_rel = r->relid;
	j->left_table = validate_table_name(l->relid);
	j->right_table = validate_table_name(r->relid);
	j->left_ref = l->rte->eref ? l->rte->eref->aliasname : get_rel_name(l->relid);
	j->right_ref = r->rte->eref ? r->rte->eref->aliasname : get_rel_name(r->relid);
	j->ncols = 1;
	j->left_att[0] = l->attno;
	j->right_att[0] = r->attno;
	j->left_cols[0] = get_attname(l->relid, l->attno, true);
	j->right_cols[0] = get_attname(r->relid, r->attno, true);
	j->join_kind = kind;
	j->not_equality = !eq;
	j->type_mismatch = mismatch;
	j->opname = opname;
	if (mismatch)
		j->mismatch_detail = psprintf("%s vs %s%s", format_type_be(ltype), format_type_be(rtype),
									  (l->cast || r->cast) ? ", compared through a cast" : "");
	j->location = location;
	j->left_inst = l->rte;
	j->right_inst = r->rte;
	j->group = ctx->group;
	res->joins = lappend(res->joins, j);
}

/* A binary comparison in a qualification: is it a join between two relations? */
static void
try_join(ExprCtx *ctx, Oid opno, List *args, int location)
{
	ColRef		l = {0};
	ColRef		r = {0};
	const char *opname;
	bool		eq;

	if (list_length(args) != 2)
		return;
	if (!resolve_col((Node *) linitial(args), ctx->w->stack, ctx->sublink, &l, 0) ||
		!resolve_col((Node *) lsecond(args), ctx->w->stack, ctx->sublink, &r, 0))
		return;
	if (l.rte == r.rte)
		return;
	eq = is_equality(opno, exprType((Node *) linitial(args)), &opname);
	add_condition(ctx, &l, &r, eq, opname, location);
}

/* Notes a function the statement calls, once, where it is first seen (-1: not in its text). */
void
validate_note_function(VResult *res, Oid funcid, int location)
{
	VFunc	   *f;
	ListCell   *lc;

	foreach(lc, res->funcs)
	{
		if (((VFunc *) lfirst(lc))->funcid == funcid)
			return;
	}
	f = palloc(sizeof(VFunc));
	f->funcid = funcid;
	f->location = location;
	res->funcs = lappend(res->funcs, f);
}

static bool
record_func(Oid funcid, void *context)
{
	ExprCtx    *ctx = (ExprCtx *) context;

	validate_note_function(ctx->w->res, funcid, ctx->location);
	return false;
}

static void
walk_sublink(ExprCtx *ctx, SubLink *sl, bool negated)
{
	const char *kind;

	switch (sl->subLinkType)
	{
		case EXISTS_SUBLINK:
		case ANY_SUBLINK:
			kind = negated ? "anti" : "semi";
			break;
		case ALL_SUBLINK:
			kind = "anti";
			break;
		default:
			kind = "scalar";
			break;
	}
	if (sl->testexpr)
	{
		ExprCtx		sub = *ctx;

		sub.sublink = sl;
		sub.kind = kind;
		sub.in_qual = true;
		sub.group = ++ctx->w->next_group;
		expr_walker(sl->testexpr, &sub);
	}
	if (sl->subselect && IsA(sl->subselect, Query))
		walk_query(ctx->w, (Query *) sl->subselect, kind);
}

/*
 * Every expression of the statement passes through here: function calls are recorded wherever
 * they are; comparisons are join candidates only inside qualifications.
 */
static bool
expr_walker(Node *node, ExprCtx *ctx)
{
	if (node == NULL)
		return false;
	check_stack_depth();

	ctx->location = exprLocation(node);
	(void) check_functions_in_node(node, record_func, ctx);

	if (IsA(node, SubLink))
	{
		walk_sublink(ctx, (SubLink *) node, false);
		return false;
	}
	if (IsA(node, BoolExpr) && ((BoolExpr *) node)->boolop == NOT_EXPR &&
		list_length(((BoolExpr *) node)->args) == 1 &&
		IsA(linitial(((BoolExpr *) node)->args), SubLink))
	{
		walk_sublink(ctx, (SubLink *) linitial(((BoolExpr *) node)->args), true);
		return false;
	}
	if (IsA(node, Query))
	{
		walk_query(ctx->w, (Query *) node, "scalar");
		return false;
	}
	if (IsA(node, OpExpr) && ctx->in_qual)
	{
		OpExpr	   *op = (OpExpr *) node;

		try_join(ctx, op->opno, op->args, op->location);
	}
	return expression_tree_walker(node, expr_walker, (void *) ctx);
}

static void
walk_expr(Walker *w, Node *node, bool in_qual, const char *kind)
{
	ExprCtx		ctx = {0};

	if (node == NULL)
		return;
	ctx.w = w;
	ctx.in_qual = in_qual;
	ctx.kind = kind;
	ctx.group = ++w->next_group;
	ctx.location = -1;
	expr_walker(node, &ctx);
}

static const char *
jointype_name(JoinType jt)
{
	switch (jt)
	{
		case JOIN_INNER:
			return "inner";
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

static void
walk_jointree(Walker *w, Node *node)
{
	if (node == NULL)
		return;
	check_stack_depth();
	if (IsA(node, FromExpr))
	{
		FromExpr   *f = (FromExpr *) node;
		ListCell   *lc;

		foreach(lc, f->fromlist)
			walk_jointree(w, (Node *) lfirst(lc));
		walk_expr(w, f->quals, true, "where");
	}
	else if (IsA(node, JoinExpr))
	{
		JoinExpr   *j = (JoinExpr *) node;

		walk_jointree(w, j->larg);
		walk_jointree(w, j->rarg);
		walk_expr(w, j->quals, true, jointype_name(j->jointype));
	}
}

/* ---- cartesian products ---- */

typedef struct LeafCtx
{
	Query	   *q;
	int			sublevels;
	Bitmapset  *set;
	Bitmapset **whole;			/* per join RTE of q: the leaves under it, */
	bool	   *whole_known;	/* once computed */
} LeafCtx;

static bool
leaf_walker(Node *node, LeafCtx *ctx)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (IsA(node, Var))
	{
		Var		   *v = (Var *) node;

		if ((int) v->varlevelsup == ctx->sublevels && v->varno >= 1 &&
			v->varno <= list_length(ctx->q->rtable))
		{
			RangeTblEntry *rte = rt_fetch(v->varno, ctx->q->rtable);

			if (rte->rtekind == RTE_JOIN)
			{
				LeafCtx		sub = {ctx->q, 0, ctx->set, ctx->whole, ctx->whole_known};

				if (v->varattno > 0 && v->varattno <= list_length(rte->joinaliasvars))
					leaf_walker((Node *) list_nth(rte->joinaliasvars, v->varattno - 1), &sub);
				else
				{
					/*
					 * A whole-row reference stands for every column of the join: its leaves are
					 * computed once (a deep join of wide tables has many columns to follow).
					 */
					if (!ctx->whole_known[v->varno])
					{
						LeafCtx		all = {ctx->q, 0, NULL, ctx->whole, ctx->whole_known};

						leaf_walker((Node *) rte->joinaliasvars, &all);
						ctx->whole[v->varno] = all.set;
						ctx->whole_known[v->varno] = true;
					}
					sub.set = bms_union(sub.set, ctx->whole[v->varno]);
				}
				ctx->set = sub.set;
			}
			else
				ctx->set = bms_add_member(ctx->set, v->varno);
		}
		return false;
	}
	if (IsA(node, Query))
	{
		bool		r;

		ctx->sublevels++;
		r = query_tree_walker((Query *) node, leaf_walker, (void *) ctx, 0);
		ctx->sublevels--;
		return r;
	}
	return expression_tree_walker(node, leaf_walker, (void *) ctx);
}

static void
collect_leaves(Node *node, List **leaves, List **quals)
{
	if (node == NULL)
		return;
	if (IsA(node, RangeTblRef))
		*leaves = lappend_int(*leaves, ((RangeTblRef *) node)->rtindex);
	else if (IsA(node, FromExpr))
	{
		ListCell   *lc;

		foreach(lc, ((FromExpr *) node)->fromlist)
			collect_leaves((Node *) lfirst(lc), leaves, quals);
		if (((FromExpr *) node)->quals)
			*quals = list_concat(*quals, make_ands_implicit((Expr *) ((FromExpr *) node)->quals));
	}
	else if (IsA(node, JoinExpr))
	{
		JoinExpr   *j = (JoinExpr *) node;

		collect_leaves(j->larg, leaves, quals);
		collect_leaves(j->rarg, leaves, quals);
		if (j->quals)
			*quals = list_concat(*quals, make_ands_implicit((Expr *) j->quals));
	}
}

static int
uf_find(int *parent, int i)
{
	while (parent[i] != i)
	{
		parent[i] = parent[parent[i]];
		i = parent[i];
	}
	return i;
}

/* A subquery that returns one row (aggregate without GROUP BY) multiplies nothing. */
static bool
single_row_subquery(Query *q)
{
	return q->hasAggs && q->groupClause == NIL && q->groupingSets == NIL &&
		!q->hasTargetSRFs && q->setOperations == NULL && q->havingQual == NULL;
}

/*
 * Relations of one query level that no condition connects: components of the graph whose nodes
 * are the FROM items and whose edges are the conjuncts of ON and WHERE (including correlated
 * sublinks and LATERAL references). Function and VALUES items and LATERAL subqueries are left
 * out: crossing with them is how those are meant to be used.
 */
static void
cartesian_check(Walker *w, Query *q)
{
	List	   *leaves = NIL;
	List	   *quals = NIL;
	List	   *relevant = NIL;
	int			nrt = list_length(q->rtable);
	int		   *parent;
	List	  **members;
	List	  **rels;
	Bitmapset **whole;
	bool	   *whole_known;
	ListCell   *lc;
	int			ncomp = 0;
	StringInfoData msg;
	int			npairs = 0;

	collect_leaves((Node *) q->jointree, &leaves, &quals);
	foreach(lc, leaves)
	{
		int			rti = lfirst_int(lc);
		RangeTblEntry *rte = rt_fetch(rti, q->rtable);

		if (rte->rtekind == RTE_RELATION || rte->rtekind == RTE_CTE ||
			(rte->rtekind == RTE_SUBQUERY && !rte->lateral && !single_row_subquery(rte->subquery)))
			relevant = lappend_int(relevant, rti);
	}
	if (list_length(relevant) < 2)
		return;

	parent = palloc((nrt + 1) * sizeof(int));
	for (int i = 0; i <= nrt; i++)
		parent[i] = i;
	whole = palloc0((nrt + 1) * sizeof(Bitmapset *));
	whole_known = palloc0((nrt + 1) * sizeof(bool));

	/* lateral items connect whatever they reference */
	foreach(lc, leaves)
	{
		RangeTblEntry *rte = rt_fetch(lfirst_int(lc), q->rtable);

		if (rte->lateral)
		{
			Node	   *n = rte->rtekind == RTE_SUBQUERY ? (Node *) rte->subquery :
				rte->rtekind == RTE_FUNCTION ? (Node *) rte->functions : NULL;
			LeafCtx		ctx = {q, rte->rtekind == RTE_SUBQUERY ? 1 : 0, NULL, whole, whole_known};

			if (n == NULL)
				continue;
			if (rte->rtekind == RTE_SUBQUERY)
				query_tree_walker((Query *) n, leaf_walker, (void *) &ctx, 0);
			else
				leaf_walker(n, &ctx);
			quals = lappend(quals, NULL);	/* placeholder keeps loop simple */
			{
				int			first = -1;
				int			m = -1;

				while ((m = bms_next_member(ctx.set, m)) >= 0)
				{
					if (first < 0)
						first = m;
					else
						parent[uf_find(parent, m)] = uf_find(parent, first);
				}
			}
		}
	}
	foreach(lc, quals)
	{
		LeafCtx		ctx = {q, 0, NULL, whole, whole_known};
		int			first = -1;
		int			m = -1;

		CHECK_FOR_INTERRUPTS();
		if (lfirst(lc) == NULL)
			continue;
		leaf_walker((Node *) lfirst(lc), &ctx);
		while ((m = bms_next_member(ctx.set, m)) >= 0)
		{
			if (m > nrt)
				continue;
			if (first < 0)
				first = m;
			else
				parent[uf_find(parent, m)] = uf_find(parent, first);
		}
	}

	foreach(lc, relevant)
	{
		int			rti = lfirst_int(lc);

		if (uf_find(parent, rti) == rti)
			ncomp++;
	}
	if (ncomp < 2)
		return;

	/*
	 * The FROM items of each component, in FROM order, in one pass (a level may have a thousand
	 * items: no pass over all of them per component).
	 */
	members = palloc0((nrt + 1) * sizeof(List *));
	rels = palloc0((nrt + 1) * sizeof(List *));
	foreach(lc, relevant)
	{
		int			rti = lfirst_int(lc);
		int			root = uf_find(parent, rti);

		members[root] = lappend_int(members[root], rti);
		if (rt_fetch(rti, q->rtable)->rtekind == RTE_RELATION)
			rels[root] = lappend_int(rels[root], rti);
	}

	/* message: the groups of FROM items that are not connected */
	initStringInfo(&msg);
	appendStringInfoString(&msg, "no join condition connects ");
	{
		bool		firstgroup = true;

		foreach(lc, relevant)
		{
			int			root = lfirst_int(lc);
			ListCell   *lc2;
			bool		first = true;

			if (uf_find(parent, root) != root)
				continue;
			if (!firstgroup)
				appendStringInfoString(&msg, " with ");
			firstgroup = false;
			appendStringInfoChar(&msg, '(');
			foreach(lc2, members[root])
			{
				appendStringInfo(&msg, "%s%s", first ? "" : ", ",
								 rt_fetch(lfirst_int(lc2), q->rtable)->eref->aliasname);
				first = false;
			}
			appendStringInfoChar(&msg, ')');
		}
	}
	appendStringInfoString(&msg, ": every row of one side pairs with every row of the other");
	w->res->cartesians = lappend(w->res->cartesians, msg.data);

	/*
	 * Unjoined pairs of base tables, for missing_condition: a table of one component with a table
	 * of a later one, at most MAX_CROSS_PAIRS of them (only pairs across components are visited).
	 */
	foreach(lc, relevant)
	{
		int			ra = lfirst_int(lc);
		ListCell   *lc2;

		if (uf_find(parent, ra) != ra)
			continue;
		for_each_cell(lc2, relevant, lnext(relevant, lc))
		{
			int			rb = lfirst_int(lc2);
			ListCell   *la;

			if (uf_find(parent, rb) != rb)
				continue;
			foreach(la, rels[ra])
			{
				ListCell   *lb;
				RangeTblEntry *a = rt_fetch(lfirst_int(la), q->rtable);

				foreach(lb, rels[rb])
				{
					RangeTblEntry *b = rt_fetch(lfirst_int(lb), q->rtable);
					VJoin	   *j;

					if (npairs++ >= MAX_CROSS_PAIRS)
						return;
					j = palloc0(sizeof(VJoin));
					j->missing_condition = true;
					j->left_rel = a->relid;
					j->right_rel = b->relid;
					j->left_table = validate_table_name(a->relid);
					j->right_table = validate_table_name(b->relid);
					j->left_ref = a->eref->aliasname;
					j->right_ref = b->eref->aliasname;
					j->left_inst = a;
					j->right_inst = b;
					j->join_kind = "cross";
					j->location = -1;
					w->res->cross_pairs = lappend(w->res->cross_pairs, j);
				}
			}
		}
	}
}

/* Walk one query level: its CTEs, FROM items, join tree, target list and other expressions. */
static void
walk_query(Walker *w, Query *q, const char *kind)
{
	ListCell   *lc;

	check_stack_depth();
	CHECK_FOR_INTERRUPTS();

	w->stack = lcons(q, w->stack);
	w->kinds = lcons((void *) kind, w->kinds);
	if (q->rowMarks != NIL)
		w->has_rowmarks = true;

	foreach(lc, q->cteList)
	{
		CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);

		if (cte->ctequery && IsA(cte->ctequery, Query))
			walk_query(w, (Query *) cte->ctequery, "cte");
	}
	foreach(lc, q->rtable)
	{
		RangeTblEntry *rte = lfirst_node(RangeTblEntry, lc);

		switch (rte->rtekind)
		{
			case RTE_SUBQUERY:
				walk_query(w, rte->subquery, rte->lateral ? "lateral" : "derived");
				break;
			case RTE_FUNCTION:
				walk_expr(w, (Node *) rte->functions, false, NULL);
				break;
			case RTE_VALUES:
				walk_expr(w, (Node *) rte->values_lists, false, NULL);
				break;
			case RTE_TABLEFUNC:
				walk_expr(w, (Node *) rte->tablefunc, false, NULL);
				break;
			case RTE_RELATION:
				if (rte->tablesample)
					walk_expr(w, (Node *) rte->tablesample, false, NULL);
				break;
			default:
				break;
		}
	}
	walk_jointree(w, (Node *) q->jointree);
	walk_expr(w, q->havingQual, true, "where");
	walk_expr(w, (Node *) q->targetList, false, NULL);
	walk_expr(w, q->limitCount, false, NULL);
	walk_expr(w, q->limitOffset, false, NULL);
	walk_expr(w, (Node *) q->returningList, false, NULL);
	if (q->onConflict)
		walk_expr(w, (Node *) q->onConflict, false, NULL);
	foreach(lc, q->windowClause)
	{
		WindowClause *wc = lfirst_node(WindowClause, lc);

		walk_expr(w, wc->startOffset, false, NULL);
		walk_expr(w, wc->endOffset, false, NULL);
	}

	if (q->commandType == CMD_SELECT && q->utilityStmt == NULL)
		cartesian_check(w, q);

	w->stack = list_delete_first(w->stack);
	w->kinds = list_delete_first(w->kinds);
}

/* One row-shaped finding of validate_sql. */
void
validate_add_issue(VResult *res, const char *severity, const char *code, char *message, int position,
				   char *suggestion)
{
	VIssue	   *is = palloc0(sizeof(VIssue));

	is->severity = severity;
	is->code = code;
	is->message = message;
	is->position = position;
	is->suggestion = suggestion;
	res->issues = lappend(res->issues, is);
}

/* Does the top level read from anything that could be large? */
static bool
reads_tables(Query *q)
{
	ListCell   *lc;

	foreach(lc, q->rtable)
	{
		RangeTblEntry *rte = lfirst_node(RangeTblEntry, lc);

		if (rte->rtekind == RTE_RELATION || rte->rtekind == RTE_SUBQUERY ||
			rte->rtekind == RTE_CTE || rte->rtekind == RTE_FUNCTION ||
			rte->rtekind == RTE_JOIN)
			return true;
	}
	return false;
}

/* Statement kinds an agent's read query may not be: reported before anything is planned. */
static void
read_only_checks(VResult *res, Query *query, Walker *w)
{
	Node	   *stmt = res->raw ? res->raw->stmt : NULL;

	if (res->select_into)
		validate_add_issue(res, "error", "select_into",
				  pstrdup("SELECT INTO creates a table; only read-only statements are allowed"),
				  validate_char_position(res->sql, res->raw->stmt_location), NULL);
	else if (query->commandType != CMD_SELECT || query->utilityStmt != NULL)
		validate_add_issue(res, "error", "not_read_only",
				  psprintf("%s is not a read-only statement; only SELECT, VALUES, TABLE and WITH queries are allowed",
						   stmt ? GetCommandTagName(CreateCommandTag(stmt)) : "statement"),
				  validate_char_position(res->sql, res->raw ? res->raw->stmt_location : 0), NULL);
	else if (query->hasModifyingCTE)
		validate_add_issue(res, "error", "modifying_cte",
				  pstrdup("a WITH clause contains a data-modifying statement"),
				  0, NULL);
	if (w->has_rowmarks)
		validate_add_issue(res, "error", "locking_clause",
				  pstrdup("FOR UPDATE / FOR SHARE takes row locks; a read query must not lock rows"),
				  0, pstrdup("remove the locking clause"));

	if (query->commandType == CMD_SELECT && query->utilityStmt == NULL &&
		query->limitCount == NULL && reads_tables(query) && !single_row_subquery(query))
		res->missing_limit = true;
	else if (query->limitCount && IsA(query->limitCount, Const) &&
			 ((Const *) query->limitCount)->constisnull)
		res->missing_limit = true;	/* LIMIT ALL / LIMIT NULL */
}

/*
 * Entry point for one analyzed statement: walk everything, then (for validate_sql) the
 * read-only checks. The functions found are judged by validate_parse.c, once the views and
 * policies of the rewritten statement have added theirs.
 */
void
sql_walk_statement(VResult *res, Query *query, int flags)
{
	Walker		w = {0};

	w.res = res;
	walk_query(&w, query, "top");
	if (flags & VFLAG_SQLCHECKS)
		read_only_checks(res, query, &w);
}
