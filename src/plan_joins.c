/*
 * plan_joins.c: ekaya.plan_joins and ekaya.plan_joins_sql, the joins that connect a set of
 * tables.
 *
 * Connecting k tables with the fewest, most trustworthy joins is the Steiner tree problem.
 * We use the classic 2-approximation (Kou, Markowsky, Berman): shortest paths from every
 * requested table (k Dijkstra runs, each stopping once all requested tables are settled), a
 * minimum spanning tree over those distances, the union of the shortest paths behind its
 * edges, a spanning tree of that union, and finally non-requested leaves pruned away. What is
 * left besides the requested tables are bridges (orders + products brings order_items).
 * Edge weight is 1 per hop plus a penalty for low confidence and for being inferred, so hops
 * dominate and confidence breaks ties.
 *
 * Untrusted bridges (graph.h: tables whose owner can act as none of the requested tables'
 * owners, nor as a superuser) cost more than any path without them, so the tree uses one only
 * where no trusted connection exists, and its step says so. Under ekaya.untrusted_bridges =
 * exclude they are left out of the graph for the call, and tables only they connect are
 * reported as not connected.
 *
 * The plan starts from the many-side fact: the table from which the most joins go N:1, so the
 * row count of the result is the row count of the base table unless a warning says otherwise.
 * Where that tree would still multiply rows (a 1:N step) but another tree reaches every
 * requested table from one base by N:1 and 1:1 joins only, that tree is the plan, even through
 * weaker or longer relationships; each step carries the estimated rows of the join so far
 * (pg_class.reltuples), and a step that multiplies them says by how much.
 * A join is INNER when its foreign key columns are NOT NULL and no orphans were measured,
 * LEFT otherwise, and the warning says why.
 */
#include "postgres.h"

#include "fmgr.h"
#include "funcapi.h"
#include "nodes/pg_list.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/float.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/syscache.h"
#include "utils/tuplestore.h"
#include "access/htup_details.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"

#include "graph.h"

PG_FUNCTION_INFO_V1(ek_plan_joins);
PG_FUNCTION_INFO_V1(ek_plan_joins_sql);

#define MAX_PLAN_TABLES 64
/* who an untrusted bridge's owner is not: the end of its warning */
#define UNTRUSTED_WHOM "none of the requested tables"

/* One step of a plan. */
typedef struct PlanStep
{
	int			node;			/* -1: a lone table without relationships */
	Oid			relid;
	int			parent;			/* step index of the table it joins to, -1 for the base */
	int			edge;			/* -1 for the base */
	bool		fwd;			/* traversing edge source -> target from parent to node */
	bool		bridge;
	bool		inner;
	char	   *alias;
	char	   *on_clause;
	char	   *warning;
	double		est_rows;		/* rows of the join up to this step, < 0 when unknown */
} PlanStep;

typedef struct JoinPlan
{
	int			nsteps;
	PlanStep   *steps;
} JoinPlan;

/*
 * Steiner edge weight: one per hop, plus small penalties for low confidence, for being inferred,
 * and for joining on a unique key other than the target's primary key (orders + products should
 * bridge through order_items.product_id, not through a copy of products.sku elsewhere).
 */
static double
edge_weight(const GraphEdge *e)
{
	return 1.0 + 0.5 * (1.0 - e->confidence) + (e->type == EK_REL_INFERRED ? 0.05 : 0.0) +
		(e->to_primary_key ? 0.0 : 0.1);
}

/*
 * Extra weight for each untrusted table a path passes through. An edge weighs less than 2
 * (confidence is in [0, 1]), so any simple path without one weighs less than 2 * nnodes: above
 * that, every trusted alternative is shorter, and among untrusted routes the one through
 * fewest such tables wins.
 */
static double
untrusted_penalty(const SchemaGraph *g)
{
	return 2.0 * (g->nnodes + 1);
}

/* Binary heap of (dist, node) for Dijkstra, with lazy deletion. */
typedef struct DItem
{
	double		d;
	int			node;
} DItem;

/* Dijkstra heap: push (duplicates allowed, stale entries skipped on pop). */
static void
dheap_push(DItem *h, int *n, double d, int node)
{
	int			i = (*n)++;

	while (i > 0 && h[(i - 1) / 2].d > d)
	{
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i].d = d;
	h[i].node = node;
}

/* Dijkstra heap: pop the nearest entry. */
static DItem
dheap_pop(DItem *h, int *n)
{
	DItem		top = h[0];
	DItem		last = h[--(*n)];
	int			i = 0;

	for (;;)
	{
		int			l = 2 * i + 1,
					m = i;
		double		md = last.d;

		if (l < *n && h[l].d < md)
		{
			m = l;
			md = h[l].d;
		}
		if (l + 1 < *n && h[l + 1].d < md)
			m = l + 1;
		if (m == i)
			break;
		h[i] = h[m];
		i = m;
	}
	if (*n > 0)
		h[i] = last;
	return top;
}

/*
 * Shortest paths from `src` over usable tables; prevadj[n] is the adjacency entry (at the
 * predecessor) used to reach n. Entering an untrusted table costs `penalty` (the requested
 * tables never are untrusted, so the distance between two of them is the same both ways); with
 * penalty 0 no owner is looked up. Stops when every terminal is settled.
 */
static void
dijkstra(GraphView *v, int src, const int *terms, int nterms, double penalty,
		 double *dist, int *prevadj)
{
	SchemaGraph *g = v->g;
	bool	   *done = palloc0(g->nnodes);
	DItem	   *heap = palloc(sizeof(DItem) * (2 * g->nedges + 2));
	int			nheap = 0;
	int			left = nterms;

	for (int i = 0; i < g->nnodes; i++)
	{
		dist[i] = get_float8_infinity();
		prevadj[i] = -1;
	}
	dist[src] = 0;
	dheap_push(heap, &nheap, 0, src);
	while (nheap > 0 && left > 0)
	{
		DItem		it = dheap_pop(heap, &nheap);
		GraphNode  *node;

		if (done[it.node])
			continue;
		done[it.node] = true;
		for (int k = 0; k < nterms; k++)
			if (terms[k] == it.node)
				left--;
		CHECK_FOR_INTERRUPTS();
		node = &g->nodes[it.node];
		for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
		{
			GraphAdj   *adj = &g->adj[a];
			double		nd;

			if (adj->other == it.node || done[adj->other] || !ek_graph_usable(v, adj->other) ||
				!ek_graph_edge_usable(v, adj->edge))
				continue;
			nd = it.d + edge_weight(&g->edges[adj->edge]);
			if (penalty > 0 && ek_graph_untrusted(v, adj->other))
				nd += penalty;
			if (nd < dist[adj->other])
			{
				dist[adj->other] = nd;
				prevadj[adj->other] = a;
				dheap_push(heap, &nheap, nd, adj->other);
			}
		}
	}
	pfree(done);
	pfree(heap);
}

typedef struct SelEdge
{
	int			edge;
	double		w;
	int64		id;
} SelEdge;

/* Kruskal order: lightest first, relationship_id for ties, so plans are deterministic. */
static int
seledge_cmp(const void *a, const void *b)
{
	const SelEdge *x = a;
	const SelEdge *y = b;

	if (x->w != y->w)
		return x->w < y->w ? -1 : 1;
	return x->id < y->id ? -1 : (x->id > y->id ? 1 : 0);
}

/* Append one reason to a step's warning, "; "-separated. */
static void
add_warning(StringInfo w, const char *msg)
{
	if (w->len > 0)
		appendStringInfoString(w, "; ");
	appendStringInfoString(w, msg);
}

/* ERROR listing the groups of tables that no relationship connects. */
static void
report_disconnected(GraphView *v, int *parent, const int *terms, const Oid *term_oids, int nterms)
{
	StringInfoData buf;
	bool	   *shown = palloc0(sizeof(bool) * nterms);

	initStringInfo(&buf);
	for (int i = 0; i < nterms; i++)
	{
		int			ri;

		if (shown[i])
			continue;
		ri = terms[i] >= 0 ? ek_uf_find(parent, terms[i]) : -1 - i;
		if (buf.len > 0)
			appendStringInfoString(&buf, "; ");
		appendStringInfoChar(&buf, '{');
		for (int j = i; j < nterms; j++)
		{
			int			rj = terms[j] >= 0 ? ek_uf_find(parent, terms[j]) : -1 - j;

			if (rj != ri)
				continue;
			shown[j] = true;
			if (j != i)
				appendStringInfoString(&buf, ", ");
			appendStringInfoString(&buf, terms[j] >= 0 ? ek_graph_name(v, terms[j]) :
								   quote_qualified_identifier(get_namespace_name(get_rel_namespace(term_oids[j])),
															  get_rel_name(term_oids[j])));
		}
		appendStringInfoChar(&buf, '}');
	}
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("no verified relationships connect these tables"),
			 errdetail("Separate groups: %s.", buf.data),
			 errhint("Run ekaya.analyze() on the schemas involved, or add a manual relationship.")));
}

/* Read the tables / oids arguments, resolve and de-duplicate them. */
static int
read_terminals(FunctionCallInfo fcinfo, Oid *oids_out)
{
	ArrayType  *tarr,
			   *oarr;
	Datum	   *tnames,
			   *toids;
	bool	   *tnulls,
			   *onulls;
	int			nt,
				no,
				n = 0;

	if (PG_ARGISNULL(0))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("tables must not be NULL")));
	tarr = PG_GETARG_ARRAYTYPE_P(0);
	deconstruct_array(tarr, TEXTOID, -1, false, TYPALIGN_INT, &tnames, &tnulls, &nt);
	if (nt == 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("tables must name at least one table")));
	if (nt > MAX_PLAN_TABLES)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("at most %d tables can be planned at once", MAX_PLAN_TABLES)));
	no = 0;
	toids = NULL;
	onulls = NULL;
	if (!PG_ARGISNULL(1))
	{
		oarr = PG_GETARG_ARRAYTYPE_P(1);
		deconstruct_array(oarr, OIDOID, sizeof(Oid), true, TYPALIGN_INT, &toids, &onulls, &no);
	}
	for (int i = 0; i < nt; i++)
	{
		Oid			o;
		bool		dup = false;

		if (tnulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("tables must not contain NULL")));
		o = ek_resolve_table("tables", TextDatumGetCString(tnames[i]),
							 (i < no && !onulls[i]) ? DatumGetObjectId(toids[i]) : InvalidOid);
		for (int j = 0; j < n; j++)
			if (oids_out[j] == o)
				dup = true;
		if (!dup)
			oids_out[n++] = o;
	}
	return n;
}

/*
 * Marks the tables of the selected edges in in_tree, then drops leaves that were not requested
 * until none is left (tree_adj_n: scratch, one int per node).
 */
static void
prune_leaves(SchemaGraph *g, bool *sel_edge, bool *in_tree, int *tree_adj_n, const bool *term_mark)
{
	memset(in_tree, 0, g->nnodes);
	memset(tree_adj_n, 0, sizeof(int) * g->nnodes);
	for (int i = 0; i < g->nedges; i++)
		if (sel_edge[i])
		{
			tree_adj_n[g->edges[i].src]++;
			tree_adj_n[g->edges[i].tgt]++;
			in_tree[g->edges[i].src] = in_tree[g->edges[i].tgt] = true;
		}
	for (bool changed = true; changed;)
	{
		changed = false;
		for (int i = 0; i < g->nedges; i++)
		{
			GraphEdge  *e = &g->edges[i];

			if (!sel_edge[i])
				continue;
			if ((tree_adj_n[e->src] == 1 && !term_mark[e->src]) ||
				(tree_adj_n[e->tgt] == 1 && !term_mark[e->tgt]))
			{
				sel_edge[i] = false;
				tree_adj_n[e->src]--;
				tree_adj_n[e->tgt]--;
				if (tree_adj_n[e->src] == 0)
					in_tree[e->src] = false;
				if (tree_adj_n[e->tgt] == 0)
					in_tree[e->tgt] = false;
				changed = true;
			}
		}
	}
}

/* Does moving from a table over adjacency entry adj keep the row count (N:1 or 1:1)? */
static inline bool
keeps_rows(const SchemaGraph *g, const GraphAdj *adj)
{
	return adj->forward || g->edges[adj->edge].one_to_one;
}

/* Does the tree of sel_edge, walked from root, multiply rows anywhere (a 1:N step)? */
static bool
tree_fans_out(SchemaGraph *g, const bool *sel_edge, int root)
{
	int		   *stack = palloc(sizeof(int) * g->nnodes);
	bool	   *seen = palloc0(g->nnodes);
	int			sp = 0;
	bool		fans = false;

	stack[sp++] = root;
	seen[root] = true;
	while (sp > 0 && !fans)
	{
		GraphNode  *node = &g->nodes[stack[--sp]];

		for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
		{
			GraphAdj   *adj = &g->adj[a];

			if (!sel_edge[adj->edge] || seen[adj->other])
				continue;
			if (!keeps_rows(g, adj))
				fans = true;
			seen[adj->other] = true;
			stack[sp++] = adj->other;
		}
	}
	pfree(stack);
	pfree(seen);
	return fans;
}

/*
 * A tree without fan-out (issue 19: a plan must never multiply rows where it need not): a base
 * table from which every requested table is reached by N:1 or 1:1 joins only. For each requested
 * table t, shortest paths to it over such joins (Dijkstra from t backwards, `penalty` per
 * untrusted table entered, as in steiner_tree); the base is the usable table with the smallest
 * sum of those distances, a requested one first on ties; the tree is the union of its paths,
 * walked breadth first from the base over row-keeping joins and pruned. False, and nothing
 * changed, when no table reaches them all that way.
 */
static bool
fanout_free_tree(GraphView *v, const int *terms, int nterms, const bool *term_mark, double penalty,
				 bool *sel_edge, bool *in_tree, int *root_out)
{
	SchemaGraph *g = v->g;
	double	  **dist = palloc(sizeof(double *) * nterms);
	int		  **prev = palloc(sizeof(int *) * nterms);
	DItem	   *heap = palloc(sizeof(DItem) * (2 * g->nedges + 2));
	bool	   *done = palloc(g->nnodes);
	double		best = get_float8_infinity();
	int			root = -1;
	int		   *queue;
	int			qh = 0,
				qt = 0;
	bool	   *reach;

	for (int t = 0; t < nterms; t++)
	{
		int			nheap = 0;

		dist[t] = palloc(sizeof(double) * g->nnodes);
		prev[t] = palloc(sizeof(int) * g->nnodes);
		memset(done, 0, g->nnodes);
		for (int i = 0; i < g->nnodes; i++)
		{
			dist[t][i] = get_float8_infinity();
			prev[t][i] = -1;
		}
		dist[t][terms[t]] = 0;
		dheap_push(heap, &nheap, 0, terms[t]);
		while (nheap > 0)
		{
			DItem		it = dheap_pop(heap, &nheap);
			GraphNode  *node = &g->nodes[it.node];

			if (done[it.node])
				continue;
			done[it.node] = true;
			CHECK_FOR_INTERRUPTS();
			for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
			{
				GraphAdj   *adj = &g->adj[a];
				double		nd;

				/* backwards: the step other -> this node must keep rows, i.e. this -> other is 1:N or 1:1 */
				if (adj->other == it.node || done[adj->other] || !ek_graph_usable(v, adj->other) ||
					!ek_graph_edge_usable(v, adj->edge) ||
					(adj->forward && !g->edges[adj->edge].one_to_one))
					continue;
				nd = it.d + edge_weight(&g->edges[adj->edge]);
				if (penalty > 0 && !term_mark[adj->other] && ek_graph_untrusted(v, adj->other))
					nd += penalty;
				if (nd < dist[t][adj->other])
				{
					dist[t][adj->other] = nd;
					prev[t][adj->other] = a;
					dheap_push(heap, &nheap, nd, adj->other);
				}
			}
		}
	}
	for (int r = 0; r < g->nnodes; r++)
	{
		double		sum = 0;

		for (int t = 0; t < nterms && sum < get_float8_infinity(); t++)
			sum += dist[t][r];
		if (sum < best || (sum == best && root >= 0 && term_mark[r] && !term_mark[root]))
		{
			best = sum;
			root = r;
		}
	}
	if (root < 0 || isinf(best))
		return false;

	/* the union of the paths from the base, then a breadth-first tree of it from the base */
	memset(sel_edge, 0, Max(g->nedges, 1));
	for (int t = 0; t < nterms; t++)
		for (int n = root; n != terms[t];)
		{
			int			a = prev[t][n];

			sel_edge[g->adj[a].edge] = true;
			n = g->adj_node[a];
		}
	queue = palloc(sizeof(int) * g->nnodes);
	reach = palloc0(g->nnodes);
	{
		bool	   *tree = palloc0(Max(g->nedges, 1));

		queue[qt++] = root;
		reach[root] = true;
		while (qh < qt)
		{
			GraphNode  *node = &g->nodes[queue[qh++]];

			for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
			{
				GraphAdj   *adj = &g->adj[a];

				if (!sel_edge[adj->edge] || reach[adj->other] || !keeps_rows(g, adj))
					continue;
				reach[adj->other] = true;
				tree[adj->edge] = true;
				queue[qt++] = adj->other;
			}
		}
		memcpy(sel_edge, tree, Max(g->nedges, 1));
	}
	prune_leaves(g, sel_edge, in_tree, queue, term_mark);
	in_tree[root] = true;
	*root_out = root;
	return true;
}

/*
 * The Steiner tree (module comment) over usable tables, `penalty` per untrusted table a path
 * enters: sets sel_edge for its edges and in_tree for its tables (both arrays are overwritten).
 */
static void
steiner_tree(GraphView *v, const int *terms, int nterms, const bool *term_mark, double penalty,
			 bool *sel_edge, bool *in_tree)
{
	SchemaGraph *g = v->g;
	int		   *uf = palloc(sizeof(int) * Max(g->nnodes, 1));
	double	  **dist;
	int		  **prev;
	int		   *tree_adj_n;

	/* Shortest paths from each requested table. */
	dist = palloc(sizeof(double *) * nterms);
	prev = palloc(sizeof(int *) * nterms);
	for (int i = 0; i < nterms; i++)
	{
		dist[i] = palloc(sizeof(double) * g->nnodes);
		prev[i] = palloc(sizeof(int) * g->nnodes);
		dijkstra(v, terms[i], terms, nterms, penalty, dist[i], prev[i]);
	}

	/* Prim over the requested tables; expand each MST edge into its shortest path. */
	memset(sel_edge, 0, Max(g->nedges, 1));
	{
		bool	   *intree = palloc0(nterms);
		double	   *key = palloc(sizeof(double) * nterms);
		int		   *from = palloc(sizeof(int) * nterms);

		for (int i = 0; i < nterms; i++)
		{
			key[i] = dist[0][terms[i]];
			from[i] = 0;
		}
		intree[0] = true;
		for (int added = 1; added < nterms; added++)
		{
			int			best = -1;
			int			n;

			for (int i = 0; i < nterms; i++)
				if (!intree[i] && (best < 0 || key[i] < key[best]))
					best = i;
			intree[best] = true;
			/* walk the shortest path from terms[from[best]] to terms[best] */
			n = terms[best];
			while (n != terms[from[best]])
			{
				int			a = prev[from[best]][n];

				sel_edge[g->adj[a].edge] = true;
				n = g->adj_node[a];
			}
			for (int i = 0; i < nterms; i++)
				if (!intree[i] && dist[best][terms[i]] < key[i])
				{
					key[i] = dist[best][terms[i]];
					from[i] = best;
				}
		}
	}

	/*
	 * Spanning tree of the selected edges (Kruskal), then prune non-requested leaves. Edges at
	 * untrusted tables weigh the penalty too, so where the union of paths has a cycle the tree
	 * keeps the trusted side.
	 */
	{
		SelEdge    *se = palloc(sizeof(SelEdge) * Max(g->nedges, 1));
		int			nse = 0;

		for (int i = 0; i < g->nedges; i++)
			if (sel_edge[i])
			{
				GraphEdge  *e = &g->edges[i];

				se[nse].edge = i;
				se[nse].w = edge_weight(e);
				if (penalty > 0)
					se[nse].w += penalty * ((ek_graph_untrusted(v, e->src) ? 1 : 0) +
											(ek_graph_untrusted(v, e->tgt) ? 1 : 0));
				se[nse].id = g->edges[i].relationship_id;
				nse++;
			}
		qsort(se, nse, sizeof(SelEdge), seledge_cmp);
		for (int i = 0; i < g->nnodes; i++)
			uf[i] = i;
		memset(sel_edge, 0, Max(g->nedges, 1));
		for (int i = 0; i < nse; i++)
		{
			GraphEdge  *e = &g->edges[se[i].edge];
			int			a = ek_uf_find(uf, e->src),
						b = ek_uf_find(uf, e->tgt);

			if (a != b)
			{
				uf[a] = b;
				sel_edge[se[i].edge] = true;
			}
		}
	}
	tree_adj_n = palloc0(sizeof(int) * g->nnodes);
	prune_leaves(g, sel_edge, in_tree, tree_adj_n, term_mark);
	for (int i = 0; i < nterms; i++)
	{
		pfree(dist[i]);
		pfree(prev[i]);
	}
	pfree(dist);
	pfree(prev);
	pfree(tree_adj_n);
	pfree(uf);
}

/*
 * The row count of a table: the planner's (pg_class.reltuples), else the one the analysis
 * measured (ekaya.engine_table_values, read as the caller: only a reader that sees every row
 * of the table sees it), else -1.
 */
static double
rel_rows(Oid relid)
{
	HeapTuple	tp = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	double		r = -1;
	Oid			argtypes[1] = {OIDOID};
	Datum		args[1];

	if (HeapTupleIsValid(tp))
	{
		r = ((Form_pg_class) GETSTRUCT(tp))->reltuples;
		ReleaseSysCache(tp);
	}
	if (r >= 0)
		return r;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	args[0] = ObjectIdGetDatum(relid);
	if (SPI_execute_with_args("SELECT v.row_count::pg_catalog.float8 FROM ekaya.engine_table_values v "
							  "WHERE v.table_oid OPERATOR(pg_catalog.=) $1 AND v.row_count IS NOT NULL",
							  1, argtypes, args, NULL, true, 1) != SPI_OK_SELECT)
		elog(ERROR, "reading the row count of a table failed");
	if (SPI_processed == 1)
	{
		bool		isnull;

		r = DatumGetFloat8(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	}
	SPI_finish();
	return r;
}

/* Build the plan for the requested tables. */
static JoinPlan *
make_plan(GraphView *v, const Oid *term_oids, int nterms)
{
	SchemaGraph *g = v->g;
	JoinPlan	   *plan = palloc0(sizeof(JoinPlan));
	int		   *terms = palloc(sizeof(int) * nterms);
	int		   *uf = palloc(sizeof(int) * Max(g->nnodes, 1));
	bool		connected = true;
	bool	   *sel_edge,
			   *in_tree;
	int			root = -1;
	int			best_score = -1;
	bool	   *term_mark;
	char	  **aliases;

	for (int i = 0; i < nterms; i++)
		terms[i] = ek_graph_find(g, term_oids[i]);

	if (nterms == 1)
	{
		plan->nsteps = 1;
		plan->steps = palloc0(sizeof(PlanStep));
		plan->steps[0].node = terms[0];
		plan->steps[0].relid = term_oids[0];
		plan->steps[0].parent = -1;
		plan->steps[0].edge = -1;
		plan->steps[0].alias = (char *) ek_make_alias(get_rel_name(term_oids[0]), NULL, 0);
		plan->steps[0].est_rows = rel_rows(term_oids[0]);
		return plan;
	}

	/* Components over usable relationships: tables in different ones cannot be joined. */
	for (int i = 0; i < g->nnodes; i++)
		uf[i] = i;
	for (int i = 0; i < g->nedges; i++)
	{
		GraphEdge  *e = &g->edges[i];

		if (e->src != e->tgt && ek_graph_usable(v, e->src) && ek_graph_usable(v, e->tgt) &&
			ek_graph_edge_usable(v, i))
		{
			int			a = ek_uf_find(uf, e->src),
						b = ek_uf_find(uf, e->tgt);

			if (a != b)
				uf[a] = b;
		}
	}
	for (int i = 0; i < nterms; i++)
		if (terms[i] < 0 || ek_uf_find(uf, terms[i]) != ek_uf_find(uf, terms[0]))
			connected = false;
	if (!connected)
		report_disconnected(v, uf, terms, term_oids, nterms);

	/*
	 * The tree, first without the penalty, so that in the usual case (no untrusted bridge in
	 * it; always so under exclude, where such tables are not usable) only the owners of its
	 * bridges are read. Otherwise the tree again with the penalty, which keeps out every
	 * untrusted table that a trusted connection can replace.
	 */
	sel_edge = palloc0(Max(g->nedges, 1));
	in_tree = palloc0(g->nnodes);
	term_mark = palloc0(g->nnodes);
	for (int i = 0; i < nterms; i++)
		term_mark[terms[i]] = true;
	steiner_tree(v, terms, nterms, term_mark, 0.0, sel_edge, in_tree);
	for (int i = 0; i < g->nnodes; i++)
		if (in_tree[i] && !term_mark[i] && ek_graph_untrusted(v, i))
		{
			steiner_tree(v, terms, nterms, term_mark, untrusted_penalty(g), sel_edge, in_tree);
			break;
		}

	/*
	 * The base table: the one from which the most tree joins go N:1 (or 1:1). Ties: a requested
	 * table, then the earliest requested, then the lower node index.
	 */
	{
		int		   *stack = palloc(sizeof(int) * g->nnodes);
		int		   *seen_from = palloc(sizeof(int) * g->nnodes);

		for (int r = 0; r < g->nnodes; r++)
		{
			int			score = 0,
						sp = 0;

			if (!in_tree[r])
				continue;
			for (int i = 0; i < g->nnodes; i++)
				seen_from[i] = -2;
			seen_from[r] = -1;
			stack[sp++] = r;
			while (sp > 0)
			{
				int			n = stack[--sp];
				GraphNode  *node = &g->nodes[n];

				for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
				{
					GraphAdj   *adj = &g->adj[a];

					if (!sel_edge[adj->edge] || seen_from[adj->other] != -2)
						continue;
					seen_from[adj->other] = n;
					if (adj->forward || g->edges[adj->edge].one_to_one)
						score++;
					stack[sp++] = adj->other;
				}
			}
			score = score * 2 + (term_mark[r] ? 1 : 0);
			if (score > best_score)
			{
				best_score = score;
				root = r;
			}
			else if (score == best_score && term_mark[r])
			{
				/* earlier in the request wins */
				int			pr = -1,
							pn = -1;

				for (int i = 0; i < nterms; i++)
				{
					if (terms[i] == root && pr < 0)
						pr = i;
					if (terms[i] == r && pn < 0)
						pn = i;
				}
				if (pn >= 0 && (pr < 0 || pn < pr))
					root = r;
			}
		}
	}

	/*
	 * Rows must not multiply where they need not: when the tree fans out from its base but a
	 * tree without fan-out connects the same tables (through a weaker or longer route), that
	 * one is the plan. A plan that still fans out says so in its steps and row estimates.
	 */
	if (tree_fans_out(g, sel_edge, root))
		fanout_free_tree(v, terms, nterms, term_mark, untrusted_penalty(g), sel_edge, in_tree, &root);

	/* Breadth-first from the base: each table joins to one already in the plan. */
	{
		int			count = 0;
		int		   *stepof = palloc(sizeof(int) * g->nnodes);
		int		   *one_side = palloc0(sizeof(int) * g->nnodes);

		for (int i = 0; i < g->nnodes; i++)
			if (in_tree[i])
				count++;
		if (count == 0)
			count = 1;
		plan->steps = palloc0(sizeof(PlanStep) * count);
		aliases = palloc0(sizeof(char *) * count);
		for (int i = 0; i < g->nnodes; i++)
			stepof[i] = -1;
		plan->steps[0].node = root;
		plan->steps[0].relid = g->nodes[root].relid;
		plan->steps[0].parent = -1;
		plan->steps[0].edge = -1;
		plan->steps[0].bridge = !term_mark[root];
		plan->steps[0].alias = (char *) ek_make_alias(ek_relname(g->nodes[root].relid), aliases, 0);
		plan->steps[0].est_rows = rel_rows(g->nodes[root].relid);
		if (plan->steps[0].bridge && ek_graph_untrusted(v, root))
			plan->steps[0].warning = ek_graph_bridge_warning(v, root, UNTRUSTED_WHOM);
		aliases[0] = plan->steps[0].alias;
		stepof[root] = 0;
		plan->nsteps = 1;
		for (int q = 0; q < plan->nsteps; q++)
		{
			int			n = plan->steps[q].node;
			GraphNode  *node = &g->nodes[n];

			CHECK_FOR_INTERRUPTS();
			for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
			{
				GraphAdj   *adj = &g->adj[a];
				GraphEdge  *e = &g->edges[adj->edge];
				PlanStep   *st;
				StringInfoData on,
							w;
				const char *parent_name = ek_graph_name(v, n);
				const char *child_name;
				int			ns = plan->nsteps;
				bool		not_null,
							no_orphans;

				if (!sel_edge[adj->edge] || stepof[adj->other] >= 0)
					continue;
				st = &plan->steps[ns];
				st->node = adj->other;
				st->relid = g->nodes[adj->other].relid;
				st->parent = q;
				st->edge = adj->edge;
				st->fwd = adj->forward;
				st->bridge = !term_mark[adj->other];
				st->alias = (char *) ek_make_alias(ek_relname(g->nodes[adj->other].relid), aliases, ns);
				aliases[ns] = st->alias;
				stepof[adj->other] = ns;
				plan->nsteps++;
				child_name = ek_graph_name(v, adj->other);

				initStringInfo(&on);
				ek_append_on_clause(&on, e, !adj->forward, st->alias, plan->steps[q].alias);
				st->on_clause = on.data;

				initStringInfo(&w);
				if (st->bridge && ek_graph_untrusted(v, adj->other))
					add_warning(&w, ek_graph_bridge_warning(v, adj->other, UNTRUSTED_WHOM));
				/* INNER only when no row of the foreign key side can lose its match */
				not_null = ek_cols_not_null(e->src_oid, e, true);
				no_orphans = e->orphan_null
					? (e->type != EK_REL_INFERRED && !e->fk_violated)
					: (e->orphan_count == 0 && !e->fk_violated);
				st->inner = not_null && no_orphans;
				if (!not_null)
				{
					StringInfoData cols;

					initStringInfo(&cols);
					for (int k = 0; k < e->ncols; k++)
						appendStringInfo(&cols, "%s%s", k ? ", " : "", quote_identifier(ek_edge_col(e, true, k)));
					add_warning(&w, psprintf("LEFT JOIN because %s.%s can be NULL",
											 ek_graph_name(v, e->src), cols.data));
				}
				if (!no_orphans)
				{
					if (e->orphan_null)
						add_warning(&w, psprintf("LEFT JOIN because orphans of %s -> %s were not measured",
												 ek_graph_name(v, e->src), ek_graph_name(v, e->tgt)));
					else
						add_warning(&w, psprintf("LEFT JOIN because " INT64_FORMAT " rows of %s have no match in %s",
												 e->orphan_count, ek_graph_name(v, e->src), ek_graph_name(v, e->tgt)));
				}
				/* the row estimate: a 1:N join repeats each row once per child (child rows / parent rows) */
				st->est_rows = plan->steps[ns - 1].est_rows;
				if (!keeps_rows(g, adj))
				{
					double		cr = rel_rows(st->relid),
								pr = rel_rows(plan->steps[q].relid);

					st->est_rows = (st->est_rows < 0 || cr < 0 || pr <= 0) ? -1 :
						st->est_rows * Max(1.0, cr / pr);
					if (st->est_rows >= 0 && plan->steps[0].est_rows >= 0)
						add_warning(&w, psprintf("fan-out: each %s row repeats once per matching %s row; "
												 "the join now returns about %.0f rows against %.0f of %s",
												 parent_name, child_name, st->est_rows,
												 plan->steps[0].est_rows, ek_graph_name(v, root)));
					else
						add_warning(&w, psprintf("fan-out: each %s row repeats once per matching %s row",
												 parent_name, child_name));
				}
				if (!e->one_to_one)
				{
					int			one = adj->forward ? adj->other : n;

					if (++one_side[one] == 2)
						add_warning(&w, psprintf("chasm trap: %s is the one side of two joins; aggregating over both multiplies rows",
												 ek_graph_name(v, one)));
				}
				if (OidIsValid(e->base_oid))
					add_warning(&w, "inherited_via_view: the view's column copies the column of a relationship, "
								"whose evidence this join inherits");
				if (e->confidence < EK_LOW_CONFIDENCE)
					add_warning(&w, psprintf("low confidence: %s relationship with confidence %.2f",
											 ek_rel_type_name(e->type), e->confidence));
				/* parallel relationships between the same two tables: say which was chosen */
				for (int b = node->adj_start; b < node->adj_start + node->adj_count; b++)
				{
					GraphAdj   *alt = &g->adj[b];

					if (b != a && alt->other == adj->other && alt->edge != adj->edge &&
						ek_graph_edge_usable(v, alt->edge))
					{
						GraphEdge  *ae = &g->edges[alt->edge];

						add_warning(&w, psprintf("ambiguous: %s also joins %s%s%s; chose %s",
												 parent_name, child_name,
												 ae->role ? " as " : "", ae->role ? ae->role : " on other columns",
												 e->role ? e->role : "the strongest relationship"));
						break;
					}
				}
				st->warning = w.len > 0 ? w.data : NULL;
			}
		}
	}
	return plan;
}

/* Shared by both entry points: arguments in, plan out, in the current (per-call) context. */
static JoinPlan *
plan_from_args(FunctionCallInfo fcinfo, GraphView **view)
{
	Oid			oids[MAX_PLAN_TABLES];
	int			n = read_terminals(fcinfo, oids);
	SchemaGraph *g = ek_graph_get();

	*view = ek_graph_view(g);
	ek_graph_set_endpoints(*view, oids, n);
	return make_plan(*view, oids, n);
}

/* Display name of a step's table (a lone table may not be in the graph). */
static const char *
step_table(GraphView *v, const JoinPlan *plan, int i)
{
	Oid			relid = plan->steps[i].relid;

	if (plan->steps[i].node < 0)
		return quote_qualified_identifier(get_namespace_name(get_rel_namespace(relid)), get_rel_name(relid));
	return ek_graph_name(v, plan->steps[i].node);
}

/*
 * ekaya._plan_joins(tables text[], oids oid[]): one row per step; step 1 is the base table.
 */
Datum
ek_plan_joins(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext call_cxt,
				old;
	GraphView  *v;
	JoinPlan	   *plan;

	InitMaterializedSRF(fcinfo, 0);
	call_cxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya plan_joins", ALLOCSET_DEFAULT_SIZES);
	old = MemoryContextSwitchTo(call_cxt);
	plan = plan_from_args(fcinfo, &v);
	for (int i = 0; i < plan->nsteps; i++)
	{
		PlanStep   *st = &plan->steps[i];
		Datum		values[9];
		bool		nulls[9] = {0};

		values[0] = Int32GetDatum(i + 1);
		values[1] = CStringGetTextDatum(step_table(v, plan, i));
		values[2] = CStringGetTextDatum(st->alias);
		/* INNER or LEFT; NULL for the base table, which is not joined to anything */
		if (i == 0)
			nulls[3] = true;
		else
			values[3] = CStringGetTextDatum(st->inner ? "INNER" : "LEFT");
		if (st->on_clause)
			values[4] = CStringGetTextDatum(st->on_clause);
		else
			nulls[4] = true;
		values[5] = BoolGetDatum(st->bridge);
		if (i == 0)
			nulls[6] = true;
		else
		{
			GraphEdge  *e = &v->g->edges[st->edge];

			values[6] = CStringGetTextDatum(e->one_to_one ? "1:1" : (st->fwd ? "N:1" : "1:N"));
		}
		if (st->warning)
			values[7] = CStringGetTextDatum(st->warning);
		else
			nulls[7] = true;
		if (st->est_rows >= 0)
			values[8] = Int64GetDatum((int64) Min(st->est_rows, (double) PG_INT64_MAX));
		else
			nulls[8] = true;
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	MemoryContextSwitchTo(old);
	MemoryContextDelete(call_cxt);
	return (Datum) 0;
}

/*
 * The plan connecting oids as data, for business terms (business_terms.c): the tables in join
 * order (the base first, bridges included) and, for each table after the base, the join to the
 * table before it, by column names. Raises like plan_joins when they are not connected.
 */
List *
ek_plan_join_list(const Oid *oids, int n)
{
	GraphView  *v = ek_graph_view(ek_graph_get());
	JoinPlan   *plan;
	List	   *out = NIL;

	ek_graph_set_endpoints(v, oids, n);
	plan = make_plan(v, oids, n);
	for (int i = 0; i < plan->nsteps; i++)
	{
		PlanStep   *st = &plan->steps[i];
		EkPlanJoin *j = palloc0(sizeof(EkPlanJoin));

		j->relid = st->relid;
		if (i > 0)
		{
			GraphEdge  *e = &v->g->edges[st->edge];

			j->parent = plan->steps[st->parent].relid;
			j->inner = st->inner;
			for (int c = 0; c < e->ncols; c++)
			{
				/* fwd: the parent is the edge's source, this table its target */
				j->cols = lappend(j->cols, pstrdup(ek_edge_col(e, !st->fwd, c)));
				j->parent_cols = lappend(j->parent_cols, pstrdup(ek_edge_col(e, st->fwd, c)));
			}
		}
		out = lappend(out, j);
	}
	return out;
}

/* ekaya._plan_joins_sql(tables text[], oids oid[]) RETURNS text: the FROM / JOIN fragment. */
Datum
ek_plan_joins_sql(PG_FUNCTION_ARGS)
{
	MemoryContext call_cxt,
				old;
	GraphView  *v;
	JoinPlan	   *plan;
	StringInfoData buf;
	text	   *result;

	call_cxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya plan_joins_sql", ALLOCSET_DEFAULT_SIZES);
	old = MemoryContextSwitchTo(call_cxt);
	plan = plan_from_args(fcinfo, &v);
	initStringInfo(&buf);
	for (int i = 0; i < plan->nsteps; i++)
	{
		PlanStep   *st = &plan->steps[i];

		if (i == 0)
			appendStringInfo(&buf, "FROM %s AS %s", step_table(v, plan, i), st->alias);
		else
			appendStringInfo(&buf, " %s %s AS %s ON %s", st->inner ? "JOIN" : "LEFT JOIN",
							 step_table(v, plan, i), st->alias, st->on_clause);
	}
	/* rows that multiply are never silent, in the SQL either */
	for (int i = 1; i < plan->nsteps; i++)
		if (!keeps_rows(v->g, &(GraphAdj) {plan->steps[i].edge, plan->steps[i].node, plan->steps[i].fwd}))
		{
			if (plan->steps[plan->nsteps - 1].est_rows >= 0 && plan->steps[0].est_rows >= 0)
				appendStringInfo(&buf, " /* fan-out: about %.0f rows against %.0f of %s */",
								 plan->steps[plan->nsteps - 1].est_rows, plan->steps[0].est_rows, step_table(v, plan, 0));
			else
				appendStringInfo(&buf, " /* fan-out: rows of %s repeat */", step_table(v, plan, 0));
			break;
		}
	MemoryContextSwitchTo(old);
	result = cstring_to_text(buf.data);
	MemoryContextDelete(call_cxt);
	PG_RETURN_TEXT_P(result);
}
