/*
 * validate_metrics.c: business terms in validate_sql. A term's metric (ekaya.define_term) is an
 * expression over aggregates, such as SUM(invoice_line.unit_price * invoice_line.quantity). A
 * statement that reads every table of a term and computes it is told so (an info row `metric`
 * naming the term); one that aggregates the metric's columns with another expression
 * (SUM(unit_price) alone, AVG instead of SUM, other arithmetic), or, aggregating them, joins two
 * of the metric's tables otherwise than its definition (on other columns, or directly where the
 * definition goes through a bridge), or reads both tables of one of its joins without making
 * it, gets a `metric_mismatch` warning: two answers to "revenue" that disagree are the mistake a
 * glossary exists to prevent.
 *
 * Both sides are compared as analyzed trees, never as text: every Var is followed through join
 * aliases, subqueries and CTEs to its base table column (validate_base_column) and replaced by
 * a marker naming that column, so `il.unit_price` in a CTE and `invoice_line.unit_price` in the
 * definition are the same leaf. The marker is a Param of kind PARAM_MULTIEXPR, a kind the
 * analyzer never puts inside an aggregate, whose paramid is the table's OID and paramtypmod the
 * column number; equal() then compares the trees (it ignores locations). Operands of a
 * commutative operator (a * b, b * a) may come in either order.
 *
 * Bounds: at most METRIC_MAX_EXPRS aggregate expressions of a statement and METRIC_MAX_STEPS
 * copied nodes are collected; at most METRIC_MAX_TERMS terms, those whose columns the statement
 * aggregates (visible to the caller: row security on ekaya.engine_business_terms), are
 * analyzed and compared, each as one validate_run of its own expression; at most
 * METRIC_MAX_FINDINGS rows.
 */
#include "ekaya.h"
#include "validate.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

#define METRIC_MAX_EXPRS 256
#define METRIC_MAX_STEPS 100000
#define METRIC_MAX_TERMS 20
#define METRIC_MAX_FINDINGS 20

/* An aggregate, or an expression over aggregates, of the statement, in canonical form. */
typedef struct MExpr
{
	Node	   *canon;
	int			location;		/* 0-based byte offset in the statement, or -1 */
	bool		is_agg;
	List	   *cols;			/* String *, the base columns it reads, "schema.table.column" */
} MExpr;

struct VMetrics
{
	List	   *exprs;			/* MExpr * */
	List	   *rels;			/* Oid, the base relations read anywhere */
	MExpr	   *target;			/* first output column of the top level */
	List	   *target_aggs;	/* char *, the aggregate functions of target */
	bool		target_sublink;
	int			steps;
};

typedef struct Canon
{
	VMetrics   *m;
	List	   *stack;			/* Query *, innermost first */
	List	   *cols;
} Canon;

/* "schema.table.column", the form ekaya.engine_business_terms.columns stores. */
static char *
column_name(Oid relid, AttrNumber attno)
{
	char	   *rel = validate_table_name(relid);
	char	   *att = get_attname(relid, attno, true);

	if (rel == NULL || att == NULL)
		return NULL;
	return psprintf("%s.%s", rel, quote_identifier(att));
}

static Node *
canon_mutator(Node *node, Canon *c)
{
	if (node == NULL)
		return NULL;
	check_stack_depth();
	c->m->steps++;
	if (IsA(node, Query))
		return node;			/* a subquery is not compared inside */
	if (IsA(node, Var))
	{
		Var		   *v = (Var *) node;
		Oid			relid;
		AttrNumber	attno;
		char	   *name;

		if (validate_base_column(node, c->stack, &relid, &attno) &&
			(name = column_name(relid, attno)) != NULL)
		{
			Param	   *p = makeNode(Param);

			p->paramkind = PARAM_MULTIEXPR;
			p->paramid = (int) relid;
			p->paramtypmod = attno;
			p->paramtype = v->vartype;
			p->paramcollid = v->varcollid;
			p->location = -1;
			c->cols = list_append_unique(c->cols, makeString(name));
			return (Node *) p;
		}
		return copyObject(node);
	}
	if (IsA(node, Aggref))
	{
		Aggref	   *a = (Aggref *) expression_tree_mutator(node, canon_mutator, (void *) c);

		a->agglevelsup = 0;
		return (Node *) a;
	}
	return expression_tree_mutator(node, canon_mutator, (void *) c);
}

static MExpr *
canonical(VMetrics *m, List *stack, Node *expr, int location)
{
	Canon		c = {m, stack, NIL};
	MExpr	   *e = palloc0(sizeof(MExpr));

	e->canon = canon_mutator(expr, &c);
	e->location = location;
	e->is_agg = IsA(expr, Aggref);
	e->cols = c.cols;
	return e;
}

/* The names of the aggregate functions in a target, once each. */
static bool
agg_names_walker(Node *node, VMetrics *m)
{
	if (node == NULL || IsA(node, Query))
		return false;
	if (IsA(node, Aggref))
	{
		char	   *name = get_func_name(((Aggref *) node)->aggfnoid);

		if (name && !list_member(m->target_aggs, makeString(name)))
			m->target_aggs = lappend(m->target_aggs, makeString(name));
	}
	return expression_tree_walker(node, agg_names_walker, (void *) m);
}

typedef struct Collect
{
	VMetrics   *m;
	List	   *stack;
	bool		has_agg;		/* the subtree walked last holds an aggregate */
} Collect;

/*
 * Post-order, one pass: a node is recorded after its children, when it is an aggregate or one
 * of them holds one, so that the walk stays linear in the tree (copies stop at METRIC_MAX_STEPS).
 */
static bool
collect_walker(Node *node, Collect *c)
{
	VMetrics   *m = c->m;
	bool		outer = c->has_agg;
	bool		mine;

	if (node == NULL || m->steps > METRIC_MAX_STEPS)
		return false;
	check_stack_depth();
	m->steps++;
	if (IsA(node, Query))
	{
		Query	   *q = (Query *) node;
		ListCell   *lc;

		CHECK_FOR_INTERRUPTS();
		foreach(lc, q->rtable)
		{
			RangeTblEntry *rte = lfirst_node(RangeTblEntry, lc);

			if (rte->rtekind == RTE_RELATION)
				m->rels = list_append_unique_oid(m->rels, rte->relid);
		}
		c->stack = lcons(q, c->stack);
		(void) query_tree_walker(q, collect_walker, (void *) c, QTW_IGNORE_JOINALIASES);
		c->stack = list_delete_first(c->stack);
		c->has_agg = outer;		/* a subquery's aggregates are its own */
		return false;
	}
	c->has_agg = false;
	(void) expression_tree_walker(node, collect_walker, (void *) c);
	mine = c->has_agg || IsA(node, Aggref);
	if (mine && list_length(m->exprs) < METRIC_MAX_EXPRS && m->steps <= METRIC_MAX_STEPS &&
		(IsA(node, Aggref) || IsA(node, OpExpr) || IsA(node, FuncExpr) || IsA(node, CoalesceExpr) ||
		 IsA(node, CaseExpr)))
	{
		Aggref	   *agg = IsA(node, Aggref) ? (Aggref *) node : NULL;
		List	   *stack = c->stack;

		/* an outer aggregate in a subquery reads the columns of that outer level */
		if (agg && agg->agglevelsup > 0)
			stack = list_copy_tail(stack, Min((int) agg->agglevelsup, list_length(stack) - 1));
		m->exprs = lappend(m->exprs, canonical(m, stack, node, exprLocation(node)));
	}
	c->has_agg = outer || mine;
	return false;
}

/*
 * Phase one, on the analyzed statement (inside validate_run's rolled-back subtransaction): the
 * aggregates and relations of every level, and the canonical first output column of the top
 * level (what a term's expression is, when the statement is the one define_term builds).
 */
void
validate_metrics_collect(VResult *res, Query *query)
{
	VMetrics   *m = palloc0(sizeof(VMetrics));
	Collect		c = {m, NIL, false};
	ListCell   *lc;

	res->metrics = m;
	foreach(lc, query->targetList)
	{
		TargetEntry *tle = lfirst_node(TargetEntry, lc);

		if (tle->resjunk)
			continue;
		m->target = canonical(m, list_make1(query), (Node *) tle->expr, exprLocation((Node *) tle->expr));
		m->target_sublink = query->hasSubLinks;
		break;
	}
	(void) collect_walker((Node *) query, &c);
	if (m->target)
		(void) agg_names_walker(m->target->canon, m);
}

/*
 * What define_term stores of a term's expression: the canonical first output column, the base
 * columns it reads and the names of the aggregates it calls (char * lists). NULL when the
 * statement was not collected or has no output; raises when it holds a subquery.
 */
Node *
validate_metrics_target(VResult *res, List **columns, List **aggregates)
{
	VMetrics   *m = res->metrics;
	ListCell   *lc;

	*columns = NIL;
	*aggregates = NIL;
	if (m == NULL || m->target == NULL)
		return NULL;
	if (m->target_sublink)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("sql_expression must not contain a subquery")));
	foreach(lc, m->target->cols)
		*columns = lappend(*columns, strVal(lfirst(lc)));
	foreach(lc, m->target_aggs)
		*aggregates = lappend(*aggregates, strVal(lfirst(lc)));
	return m->target->canon;
}

/* equal(), except that the operands of a commutative operator may be swapped. */
static bool
metric_equal(Node *a, Node *b)
{
	check_stack_depth();
	if (a == NULL || b == NULL)
		return a == b;
	if (nodeTag(a) != nodeTag(b))
		return false;
	if (IsA(a, OpExpr))
	{
		OpExpr	   *x = (OpExpr *) a,
				   *y = (OpExpr *) b;
		ListCell   *l1,
				   *l2;

		if (x->opno != y->opno || list_length(x->args) != list_length(y->args))
			return false;
		if (list_length(x->args) == 2 && get_commutator(x->opno) == x->opno &&
			metric_equal(linitial(x->args), lsecond(y->args)) &&
			metric_equal(lsecond(x->args), linitial(y->args)))
			return true;
		forboth(l1, x->args, l2, y->args)
			if (!metric_equal(lfirst(l1), lfirst(l2)))
			return false;
		return true;
	}
	if (IsA(a, Aggref))
	{
		Aggref	   *x = (Aggref *) a,
				   *y = (Aggref *) b;
		ListCell   *l1,
				   *l2;

		if (x->aggfnoid != y->aggfnoid || x->aggstar != y->aggstar || x->aggkind != y->aggkind ||
			(x->aggdistinct != NIL) != (y->aggdistinct != NIL) ||
			list_length(x->args) != list_length(y->args) || !metric_equal((Node *) x->aggfilter, (Node *) y->aggfilter))
			return false;
		forboth(l1, x->args, l2, y->args)
			if (!metric_equal((Node *) lfirst_node(TargetEntry, l1)->expr, (Node *) lfirst_node(TargetEntry, l2)->expr))
			return false;
		return true;
	}
	return equal(a, b);
}

static bool
shares_column(List *a, List *b)
{
	ListCell   *lc;

	foreach(lc, a)
		if (list_member(b, lfirst(lc)))
		return true;
	return false;
}

/* A term is about the statement only when the statement reads every table of the term. */
static bool
reads_all(VMetrics *m, VMetrics *term)
{
	ListCell   *lc;

	foreach(lc, term->rels)
		if (!list_member_oid(m->rels, lfirst_oid(lc)))
		return false;
	return true;
}

/* The columns the statement's aggregates read, as a text[] for the term lookup. */
static Datum
aggregated_columns(VMetrics *m, int *n)
{
	List	   *all = NIL;
	ListCell   *lc,
			   *lc2;
	Datum	   *d;
	int			i = 0;

	foreach(lc, m->exprs)
	{
		MExpr	   *e = (MExpr *) lfirst(lc);

		if (e->is_agg)
			foreach(lc2, e->cols)
				all = list_append_unique(all, lfirst(lc2));
	}
	*n = list_length(all);
	d = palloc(sizeof(Datum) * Max(*n, 1));
	foreach(lc, all)
		d[i++] = CStringGetTextDatum(strVal(lfirst(lc)));
	return PointerGetDatum(construct_array(d, *n, TEXTOID, -1, false, TYPALIGN_INT));
}

typedef struct Term
{
	char	   *term;
	char	   *expression;
	char	   *from;
	Oid			definer;		/* defined_by, InvalidOid when that role is gone */
	VResult    *res;			/* its expression, analyzed */
} Term;

/* Does the statement join left to right on exactly the columns of term join j? */
static bool
joined_alike(VResult *res, VJoin *j)
{
	ListCell   *lc;

	foreach(lc, res->joins)
	{
		VJoin	   *q = (VJoin *) lfirst(lc);
		bool		same = q->left_rel == j->left_rel && q->right_rel == j->right_rel;
		bool		swapped = q->left_rel == j->right_rel && q->right_rel == j->left_rel;
		int			found = 0;

		if ((!same && !swapped) || q->ncols != j->ncols)
			continue;
		for (int i = 0; i < j->ncols; i++)
			for (int k = 0; k < q->ncols; k++)
				if ((same && q->left_att[k] == j->left_att[i] && q->right_att[k] == j->right_att[i]) ||
					(swapped && q->left_att[k] == j->right_att[i] && q->right_att[k] == j->left_att[i]))
				{
					found++;
					break;
				}
		if (found == j->ncols)
			return true;
	}
	return false;
}

static char *
join_text(VJoin *j)
{
	StringInfoData b;

	initStringInfo(&b);
	for (int i = 0; i < j->ncols; i++)
		appendStringInfo(&b, "%s%s.%s = %s.%s", i > 0 ? " AND " : "", j->left_table,
						 quote_identifier(j->left_cols[i]), j->right_table, quote_identifier(j->right_cols[i]));
	return b.data;
}

/* The definition's joins, "a.x = b.y and b.z = c.z". */
static char *
path_text(VResult *term)
{
	StringInfoData b;
	ListCell   *lc;

	initStringInfo(&b);
	foreach(lc, term->joins)
		appendStringInfo(&b, "%s%s", b.len > 0 ? " and " : "", join_text((VJoin *) lfirst(lc)));
	return b.data;
}

/* Was a statement join between the tables of j reported already? */
static bool
pair_flagged(List *flagged, VJoin *j)
{
	ListCell   *lc;

	foreach(lc, flagged)
	{
		VJoin	   *q = (VJoin *) lfirst(lc);

		if ((q->left_rel == j->left_rel && q->right_rel == j->right_rel) ||
			(q->left_rel == j->right_rel && q->right_rel == j->left_rel))
			return true;
	}
	return false;
}

static int
position_of(VResult *res, int location)
{
	return location >= 0 ? validate_char_position(res->sql, location) : 0;
}

static void
add_finding(List **out, const char *severity, const char *code, char *message, int position, char *suggestion)
{
	VIssue	   *is = palloc0(sizeof(VIssue));

	if (list_length(*out) >= METRIC_MAX_FINDINGS)
		return;
	is->severity = severity;
	is->code = code;
	is->message = message;
	is->position = position;
	is->suggestion = suggestion;
	*out = lappend(*out, is);
}

/* The terms whose columns the statement aggregates, visible to the caller, analyzed. */
static List *
load_terms(VMetrics *m)
{
	Oid			types[1] = {TEXTARRAYOID};
	Datum		args[1];
	int			n;
	List	   *terms = NIL;
	MemoryContext cxt = CurrentMemoryContext;
	ListCell   *lc;
	Datum		definer;
	bool		isnull;

	args[0] = aggregated_columns(m, &n);
	if (n == 0)
		return NIL;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (SPI_execute_with_args("SELECT t.term, t.sql_expression, ekaya._term_from(t.tables, t.join_path), "
							  "(SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) t.defined_by) "
							  "FROM ekaya.engine_business_terms t "
							  "WHERE t.sql_expression IS NOT NULL AND t.broken IS NULL "
							  "AND t.columns OPERATOR(pg_catalog.&&) $1 "
							  "ORDER BY t.term LIMIT " CppAsString2(METRIC_MAX_TERMS),
							  1, types, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "reading the business terms failed");
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		MemoryContext old = MemoryContextSwitchTo(cxt);
		Term	   *t = palloc0(sizeof(Term));

		t->term = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1);
		t->expression = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 2);
		t->from = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 3);
		definer = SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 4, &isnull);
		t->definer = isnull ? InvalidOid : DatumGetObjectId(definer);
		terms = lappend(terms, t);
		MemoryContextSwitchTo(old);
	}
	SPI_finish();
	/*
	 * each as define_term analyzed it: pg_catalog's functions, the stored join path, and as the
	 * role that defined it in a security-restricted operation, so that code its expression leads
	 * to (a type's input function) never runs with the caller's rights
	 */
	foreach(lc, terms)
	{
		Term	   *t = (Term *) lfirst(lc);
		int			nest;
		Oid			saved_user;
		int			saved_sec;

		CHECK_FOR_INTERRUPTS();
		if (t->from == NULL || !OidIsValid(t->definer))
			continue;
		ek_become_restricted(t->definer, &saved_user, &saved_sec);
		nest = validate_pin_path();
		t->res = validate_run(psprintf("SELECT %s\n%s", t->expression, t->from), VFLAG_METRICS);
		validate_unpin_path(nest);
		ek_restore_user(saved_user, saved_sec);
		if (t->res->failed || t->res->nstatements != 1 || t->res->metrics == NULL ||
			t->res->metrics->target == NULL)
			t->res = NULL;
	}
	return terms;
}

/*
 * Phase two, as the caller, after validate_run: the rows of the business terms the statement
 * computes (info `metric`) or reads another way (warning `metric_mismatch`).
 */
List *
validate_metrics_assess(VResult *res)
{
	VMetrics   *m = res->metrics;
	List	   *out = NIL;
	List	   *terms;
	List	   *term_aggs = NIL;	/* MExpr *, the aggregates of every term compared */
	ListCell   *lc,
			   *lc2,
			   *lc3;

	if (m == NULL || m->exprs == NIL)
		return NIL;
	terms = load_terms(m);
	foreach(lc, terms)
	{
		Term	   *t = (Term *) lfirst(lc);

		if (t->res)
			foreach(lc2, t->res->metrics->exprs)
				if (((MExpr *) lfirst(lc2))->is_agg)
				term_aggs = lappend(term_aggs, lfirst(lc2));
	}

	foreach(lc, terms)
	{
		Term	   *t = (Term *) lfirst(lc);
		MExpr	   *def;
		List	   *def_cols = NIL;
		List	   *flagged = NIL;	/* VJoin *, the statement's joins reported */
		bool		whole;
		bool		used = false;

		if (t->res == NULL)
			continue;
		whole = reads_all(m, t->res->metrics);
		def = t->res->metrics->target;
		foreach(lc2, t->res->metrics->exprs)
		{
			MExpr	   *e = (MExpr *) lfirst(lc2);

			if (e->is_agg)
				def_cols = list_concat_unique(def_cols, e->cols);
		}

		/* the statement computes the metric */
		foreach(lc2, m->exprs)
		{
			MExpr	   *e = (MExpr *) lfirst(lc2);

			if (!whole || !metric_equal(e->canon, def->canon))
				continue;
			add_finding(&out, "info", "metric",
						psprintf("computes the business term \"%s\", defined as %s", t->term, t->expression),
						position_of(res, e->location), NULL);
			used = true;
			break;
		}

		/* aggregates of its columns that are no aggregate of any term compared */
		foreach(lc2, m->exprs)
		{
			MExpr	   *e = (MExpr *) lfirst(lc2);
			bool		known = false;

			if (!e->is_agg || !shares_column(e->cols, def_cols))
				continue;
			used = true;
			foreach(lc3, term_aggs)
				known |= metric_equal(e->canon, ((MExpr *) lfirst(lc3))->canon);
			if (known || !whole)
				continue;
			add_finding(&out, "warning", "metric_mismatch",
						psprintf("this aggregate reads %s, a column of the business term \"%s\", with another expression than its definition %s",
								 strVal(linitial(e->cols)), t->term, t->expression),
						position_of(res, e->location),
						psprintf("to compute \"%s\", write %s", t->term, t->expression));
		}
		if (!used || t->res->joins == NIL)
			continue;

		/* a join between two of its tables that its definition does not make */
		foreach(lc2, res->joins)
		{
			VJoin	   *q = (VJoin *) lfirst(lc2);

			if (q->left_rel == q->right_rel || !list_member_oid(t->res->metrics->rels, q->left_rel) ||
				!list_member_oid(t->res->metrics->rels, q->right_rel) || joined_alike(t->res, q))
				continue;
			add_finding(&out, "warning", "metric_mismatch",
						psprintf("this statement joins %s to %s on %s, which the business term \"%s\" does not: its definition joins %s",
								 q->left_table, q->right_table, join_text(q), t->term, path_text(t->res)),
						q->location >= 0 ? validate_char_position(res->sql, q->location) : 0,
						psprintf("join on %s", path_text(t->res)));
			flagged = lappend(flagged, q);
		}

		/* a join of its definition that the statement, reading both tables, does not make */
		foreach(lc2, t->res->joins)
		{
			VJoin	   *j = (VJoin *) lfirst(lc2);

			if (!list_member_oid(m->rels, j->left_rel) || !list_member_oid(m->rels, j->right_rel) ||
				joined_alike(res, j) || pair_flagged(flagged, j))
				continue;
			add_finding(&out, "warning", "metric_mismatch",
						psprintf("the business term \"%s\" joins %s to %s on %s; this statement reaches them another way",
								 t->term, j->left_table, j->right_table, join_text(j)),
						0, psprintf("join on %s", join_text(j)));
		}
	}
	return out;
}
