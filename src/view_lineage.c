/*
 * view_lineage.c: which base table column each column of a view or materialized view copies,
 * read from the view's stored query as the rewriter keeps it (the ON SELECT rule in the
 * relcache), never by running anything: views are what teams give agents, and a view column
 * that copies orders.customer_id joins what orders.customer_id joins.
 *
 * A view column has lineage when its target entry is a plain column reference (a
 * binary-compatible relabelling aside) that leads, through joins, subqueries, non-recursive
 * CTEs and other views, to a column of a table. Anything else is computed: an expression, an
 * aggregate, a set operation, a recursive CTE, a function or VALUES in FROM, a join column
 * merged by FULL JOIN USING. Nested views and subqueries are followed at most
 * EK_LINEAGE_DEPTH levels deep.
 */
#include "ekaya.h"

#include "access/relation.h"
#include "catalog/pg_class.h"
#include "nodes/parsenodes.h"
#include "parser/parsetree.h"
#include "rewrite/prs2lock.h"
#include "storage/lmgr.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"

#define EK_LINEAGE_DEPTH 16

/* A query and the levels above it, innermost first: what varlevelsup and ctelevelsup count. */
typedef struct Level
{
	Query	   *q;
	struct Level *up;
} Level;

/*
 * The ON SELECT query of a view or materialized view, copied; NULL when it has none, is gone,
 * or is locked by DDL: the catalog step never waits for a lock (its columns are then computed,
 * or, for the view catalogued, without lineage).
 */
static Query *
stored_query(Oid relid)
{
	Relation	rel;
	Query	   *q = NULL;

	if (!ConditionalLockRelationOid(relid, AccessShareLock))
		return NULL;
	rel = try_relation_open(relid, NoLock);
	if (rel == NULL)
		return NULL;			/* dropped since the catalog was read */
	for (int i = 0; rel->rd_rules != NULL && i < rel->rd_rules->numLocks; i++)
	{
		RewriteRule *rule = rel->rd_rules->rules[i];

		if (rule->event == CMD_SELECT && list_length(rule->actions) == 1)
		{
			q = copyObject(linitial_node(Query, rule->actions));
			break;
		}
	}
	/* the lock is kept to the end of the transaction, as the parser keeps it */
	relation_close(rel, NoLock);
	return q;
}

static Node *
strip_relabel(Node *n)
{
	while (n && IsA(n, RelabelType))
		n = (Node *) ((RelabelType *) n)->arg;
	return n;
}

static bool trace_var(Level *lv, Var *var, int depth, Oid *relid, AttrNumber *attno);

/* Lineage of output column resno of lv->q. */
static bool
trace_entry(Level *lv, AttrNumber resno, int depth, Oid *relid, AttrNumber *attno)
{
	TargetEntry *te;
	Node	   *e;

	if (lv->q == NULL || lv->q->commandType != CMD_SELECT || lv->q->setOperations != NULL)
		return false;
	te = get_tle_by_resno(lv->q->targetList, resno);
	if (te == NULL || te->resjunk)
		return false;
	e = strip_relabel((Node *) te->expr);
	return e != NULL && IsA(e, Var) && trace_var(lv, (Var *) e, depth, relid, attno);
}

static bool
trace_var(Level *lv, Var *var, int depth, Oid *relid, AttrNumber *attno)
{
	Level	   *at = lv;
	RangeTblEntry *rte;

	if (depth > EK_LINEAGE_DEPTH || var->varattno <= 0)
		return false;
	for (Index up = var->varlevelsup; up > 0 && at != NULL; up--)
		at = at->up;
	if (at == NULL || var->varno < 1 || var->varno > list_length(at->q->rtable))
		return false;
	rte = rt_fetch(var->varno, at->q->rtable);
	switch (rte->rtekind)
	{
		case RTE_RELATION:
			if (rte->relkind == RELKIND_VIEW)
			{
				Level		l = {stored_query(rte->relid), NULL};

				return trace_entry(&l, var->varattno, depth + 1, relid, attno);
			}
			*relid = rte->relid;
			*attno = var->varattno;
			return true;
		case RTE_SUBQUERY:
			{
				Level		l = {rte->subquery, at};

				return trace_entry(&l, var->varattno, depth + 1, relid, attno);
			}
		case RTE_JOIN:
			{
				Node	   *n;

				if (var->varattno > list_length(rte->joinaliasvars))
					return false;
				n = strip_relabel(list_nth(rte->joinaliasvars, var->varattno - 1));
				return n != NULL && IsA(n, Var) && trace_var(at, (Var *) n, depth + 1, relid, attno);
			}
		case RTE_CTE:
			{
				Level	   *c = at;
				ListCell   *lc;

				for (Index up = rte->ctelevelsup; up > 0 && c != NULL; up--)
					c = c->up;
				if (c == NULL)
					return false;
				foreach(lc, c->q->cteList)
				{
					CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);

					if (strcmp(cte->ctename, rte->ctename) == 0)
					{
						Level		l = {castNode(Query, cte->ctequery), c};

						return !cte->cterecursive &&
							trace_entry(&l, var->varattno, depth + 1, relid, attno);
					}
				}
				return false;
			}
		default:
			return false;
	}
}

/*
 * Fills the lineage of every column of view (a view or a materialized view in the run):
 * base_* names, allocated in cxt, or none when the column is computed. Nothing is filled when
 * the view's query cannot be read now (locked by DDL, dropped).
 */
void
ek_read_lineage(EkTable *view, MemoryContext cxt)
{
	Level		top = {stored_query(view->relid), NULL};

	if (top.q == NULL)
		return;
	for (int i = 0; i < view->ncolumns; i++)
	{
		EkColumn   *c = &view->columns[i];
		Oid			relid;
		AttrNumber	attno;
		char	   *col,
				   *rel;
		Oid			nsp;

		c->lineage_read = true;
		if (!trace_entry(&top, c->attnum, 0, &relid, &attno))
			continue;
		col = get_attname(relid, attno, true);
		rel = get_rel_name(relid);
		nsp = get_rel_namespace(relid);
		if (col == NULL || rel == NULL || !OidIsValid(nsp))
			continue;
		c->base_relid = relid;
		c->base_schema = MemoryContextStrdup(cxt, get_namespace_name(nsp));
		c->base_table = MemoryContextStrdup(cxt, rel);
		c->base_column = MemoryContextStrdup(cxt, col);
	}
}
