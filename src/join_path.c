/*
 * join_path.c: ekaya.get_join_path, the k best verified ways to join two tables.
 *
 * Why best-first search: the ranking (fewest untrusted bridges, then fewest hops, then the
 * strongest weakest link, then fewest inferred hops) is lexicographic and each component only
 * gets worse as a partial path grows, so a priority queue ordered by (untrusted bridges so far,
 * hops so far + exact hop distance still needed, weakest confidence so far, inferred hops so
 * far) pops complete paths in exactly their final rank order. The search stops after
 * max_paths + 1 complete paths (the extra one tells whether the last path is tied), and the hop
 * distance to the target, computed by a breadth-first search bounded by max_hops, prunes every
 * branch that cannot arrive in time. Hubs with hundreds of neighbours therefore cost only the
 * neighbours that lie on a short route.
 *
 * Each relationship is usable in both directions (source -> target is N:1, the reverse 1:N),
 * parallel relationships with different roles are different edges, and a path never visits a
 * table twice. Tables the caller cannot SELECT are not in the graph for that call.
 *
 * An untrusted bridge (graph.h: a table between the endpoints whose owner can act as neither
 * endpoint's owner nor as a superuser) decides which rows join, so a path through one ranks
 * below every path without one and says so in its warnings; under ekaya.untrusted_bridges =
 * exclude such tables are not in the graph for that call either.
 */
#include "postgres.h"

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

#include "graph.h"

PG_FUNCTION_INFO_V1(ek_get_join_path);

#define MAX_PATHS_LIMIT 100
/*
 * Bound on queued partial paths (about 128 bytes each): a graph with millions of paths of the
 * asked length degrades to fewer paths and a "search truncated" warning, within ~30 MB.
 */
#define MAX_QUEUED 200000

/* A partial or complete path; fixed arrays because max_hops is at most EK_MAX_HOPS. */
typedef struct PPath
{
	int			nuntrusted;		/* untrusted bridges on the path: ranks before everything */
	bool		last_checked;	/* the owner of nodes[hops] is counted in nuntrusted */
	int			hops;
	int			lb;				/* hops + remaining hop distance to the target */
	int			ninferred;
	float4		minconf;
	int			nodes[EK_MAX_HOPS + 1];
	int			edges[EK_MAX_HOPS];
	bool		fwd[EK_MAX_HOPS];
} PPath;

typedef struct SearchCtx
{
	SchemaGraph *g;
	GraphView  *v;
	PPath	  **heap;
	int			nheap;
	int			capheap;
} SearchCtx;

/* Rank order; the relationship ids make ties deterministic. */
static int
ppath_cmp(const SchemaGraph *g, const PPath *a, const PPath *b)
{
	int			n;

	if (a->nuntrusted != b->nuntrusted)
		return a->nuntrusted < b->nuntrusted ? -1 : 1;
	if (a->lb != b->lb)
		return a->lb < b->lb ? -1 : 1;
	if (a->minconf != b->minconf)
		return a->minconf > b->minconf ? -1 : 1;
	if (a->ninferred != b->ninferred)
		return a->ninferred < b->ninferred ? -1 : 1;
	n = Min(a->hops, b->hops);
	for (int i = 0; i < n; i++)
	{
		int64		x = g->edges[a->edges[i]].relationship_id;
		int64		y = g->edges[b->edges[i]].relationship_id;

		if (x != y)
			return x < y ? -1 : 1;
		if (a->fwd[i] != b->fwd[i])
			return a->fwd[i] ? -1 : 1;
	}
	if (a->hops != b->hops)
		return a->hops < b->hops ? -1 : 1;
	return 0;
}

/* Same rank (what "ambiguous" means): equal untrusted bridges, hops, weakest link and inferred count. */
static bool
same_rank(const PPath *a, const PPath *b)
{
	return a->nuntrusted == b->nuntrusted && a->hops == b->hops && a->minconf == b->minconf &&
		a->ninferred == b->ninferred;
}

/* Binary min-heap on ppath_cmp: push. */
static void
heap_push(SearchCtx *c, PPath *p)
{
	int			i;

	if (c->nheap == c->capheap)
	{
		c->capheap *= 2;
		c->heap = repalloc(c->heap, sizeof(PPath *) * c->capheap);
	}
	i = c->nheap++;
	while (i > 0)
	{
		int			parent = (i - 1) / 2;

		if (ppath_cmp(c->g, c->heap[parent], p) <= 0)
			break;
		c->heap[i] = c->heap[parent];
		i = parent;
	}
	c->heap[i] = p;
}

/* Binary min-heap on ppath_cmp: pop the best partial path. */
static PPath *
heap_pop(SearchCtx *c)
{
	PPath	   *top = c->heap[0];
	PPath	   *last = c->heap[--c->nheap];
	int			i = 0;

	while (c->nheap > 0)
	{
		int			l = 2 * i + 1;
		int			r = l + 1;
		int			m = i;
		PPath	   *mp = last;

		if (l < c->nheap && ppath_cmp(c->g, c->heap[l], mp) < 0)
		{
			m = l;
			mp = c->heap[l];
		}
		if (r < c->nheap && ppath_cmp(c->g, c->heap[r], mp) < 0)
			m = r;
		if (m == i)
			break;
		c->heap[i] = c->heap[m];
		i = m;
	}
	if (c->nheap > 0)
		c->heap[i] = last;
	return top;
}

/* Hop distance of every usable node to `t`, up to `limit` (127 = farther or unusable). */
static int8 *
distances_to(GraphView *v, int t, int limit)
{
	SchemaGraph *g = v->g;
	int8	   *dist = palloc(g->nnodes);
	int		   *queue = palloc(sizeof(int) * g->nnodes);
	int			qh = 0,
				qt = 0;

	memset(dist, 127, g->nnodes);
	dist[t] = 0;
	queue[qt++] = t;
	while (qh < qt)
	{
		int			n = queue[qh++];
		GraphNode  *node = &g->nodes[n];

		if (dist[n] >= limit)
			continue;
		CHECK_FOR_INTERRUPTS();
		for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
		{
			int			o = g->adj[a].other;

			if (dist[o] != 127 || !ek_graph_usable(v, o) || !ek_graph_edge_usable(v, g->adj[a].edge))
				continue;
			dist[o] = dist[n] + 1;
			queue[qt++] = o;
		}
	}
	pfree(queue);
	return dist;
}

/* Loop check: does the path already visit `node`? (at most 7 nodes) */
static bool
path_has_node(const PPath *p, int node)
{
	for (int i = 0; i <= p->hops; i++)
		if (p->nodes[i] == node)
			return true;
	return false;
}

/*
 * Up to `want` best loop-free paths from s to t (s != t), best first. Sets *truncated when the
 * queue bound was hit.
 */
static int
search_paths(GraphView *v, int s, int t, int max_hops, int want, PPath **out, bool *truncated)
{
	SchemaGraph *g = v->g;
	SearchCtx	c;
	int8	   *dist = distances_to(v, t, max_hops);
	int			found = 0;
	long		queued = 0;
	PPath	   *p;

	*truncated = false;
	if (dist[s] > max_hops)
		return 0;
	c.g = g;
	c.v = v;
	c.capheap = 256;
	c.nheap = 0;
	c.heap = palloc(sizeof(PPath *) * c.capheap);

	p = palloc0(sizeof(PPath));
	p->nodes[0] = s;
	p->lb = dist[s];
	p->minconf = 2.0;			/* above any confidence: an empty path has no weak link */
	p->last_checked = true;		/* the start is no bridge */
	heap_push(&c, p);

	while (c.nheap > 0 && found < want)
	{
		PPath	   *cur = heap_pop(&c);
		int			last = cur->nodes[cur->hops];
		GraphNode  *node;

		CHECK_FOR_INTERRUPTS();
		if (last == t)
		{
			out[found++] = cur;
			continue;
		}

		/*
		 * Owners are read when a path is about to grow, not when it is queued: most queued
		 * paths never are popped. Counting a bridge only raises the key, so a path whose new
		 * table turns out untrusted goes back into the queue, and every path is still popped
		 * in its true rank order (an unchecked key is never above the true one).
		 */
		if (!cur->last_checked)
		{
			cur->last_checked = true;
			if (ek_graph_untrusted(v, last))
			{
				cur->nuntrusted++;
				heap_push(&c, cur);
				continue;
			}
		}
		node = &g->nodes[last];
		for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
		{
			GraphAdj   *adj = &g->adj[a];
			GraphEdge  *e = &g->edges[adj->edge];
			int			o = adj->other;
			PPath	   *np;

			if (o == last || dist[o] == 127 || cur->hops + 1 + dist[o] > max_hops ||
				!ek_graph_edge_usable(v, adj->edge))
				continue;
			if (path_has_node(cur, o))
				continue;
			if (queued >= MAX_QUEUED)
			{
				*truncated = true;
				continue;
			}
			np = palloc(sizeof(PPath));
			memcpy(np, cur, sizeof(PPath));
			np->edges[cur->hops] = adj->edge;
			np->fwd[cur->hops] = adj->forward;
			np->hops = cur->hops + 1;
			np->nodes[np->hops] = o;
			np->lb = np->hops + dist[o];
			np->minconf = Min(cur->minconf, e->confidence);
			np->ninferred = cur->ninferred + (e->type == EK_REL_INFERRED ? 1 : 0);
			np->last_checked = o == t;	/* the target is no bridge */
			heap_push(&c, np);
			queued++;
		}
		if (cur->hops > 0)
			pfree(cur);
	}
	return found;
}

/* Self references of s as one-hop paths, best first (from_table = to_table). */
static int
self_paths(GraphView *v, int s, int want, PPath **out)
{
	SchemaGraph *g = v->g;
	GraphNode  *node = &g->nodes[s];
	int			found = 0;
	PPath	  **all = palloc(sizeof(PPath *) * Max(node->adj_count, 1));

	for (int a = node->adj_start; a < node->adj_start + node->adj_count; a++)
	{
		GraphAdj   *adj = &g->adj[a];
		GraphEdge  *e = &g->edges[adj->edge];
		PPath	   *p;

		if (adj->other != s || !adj->forward || !ek_graph_edge_usable(v, adj->edge))
			continue;
		p = palloc0(sizeof(PPath));
		p->hops = 1;
		p->lb = 1;
		p->nodes[0] = s;
		p->nodes[1] = s;
		p->edges[0] = adj->edge;
		p->fwd[0] = true;
		p->minconf = e->confidence;
		p->ninferred = e->type == EK_REL_INFERRED ? 1 : 0;
		all[found++] = p;
	}
	/* insertion sort by rank: a table has few self references */
	for (int i = 1; i < found; i++)
		for (int j = i; j > 0 && ppath_cmp(g, all[j - 1], all[j]) > 0; j--)
		{
			PPath	   *tmp = all[j];

			all[j] = all[j - 1];
			all[j - 1] = tmp;
		}
	found = Min(found, want);
	memcpy(out, all, sizeof(PPath *) * found);
	return found;
}

/* Cardinality of one hop in the direction it is traversed. */
static const char *
hop_cardinality(const GraphEdge *e, bool fwd)
{
	return e->one_to_one ? "1:1" : (fwd ? "N:1" : "1:N");
}

/* The cardinality of the whole path, from the start table's rows to the end table's. */
static const char *
path_cardinality(const SchemaGraph *g, const PPath *p)
{
	bool		many_to_one = false;
	bool		one_to_many = false;

	for (int i = 0; i < p->hops; i++)
	{
		const GraphEdge *e = &g->edges[p->edges[i]];

		if (e->one_to_one)
			continue;
		if (p->fwd[i])
			many_to_one = true;
		else
			one_to_many = true;
	}
	if (many_to_one && one_to_many)
		return "N:N";
	if (many_to_one)
		return "N:1";
	if (one_to_many)
		return "1:N";
	return "1:1";
}

/* One output row. */
static void
emit_path(GraphView *v, const PPath *p, int rank, int ntied, bool truncated,
		  Tuplestorestate *ts, TupleDesc desc)
{
	SchemaGraph *g = v->g;
	StringInfoData hops,
				descr,
				sql;
	char	   *aliases[EK_MAX_HOPS + 1];
	Datum		warn[5 * EK_MAX_HOPS + 4];	/* per hop: 4 and an untrusted bridge */
	int			nwarn = 0;
	Datum		values[8];
	bool		nulls[8] = {0};
	Datum		jsonb;

	initStringInfo(&hops);
	initStringInfo(&descr);
	initStringInfo(&sql);

	for (int i = 0; i <= p->hops; i++)
		aliases[i] = (char *) ek_make_alias(ek_relname(g->nodes[p->nodes[i]].relid), aliases, i);

	/* untrusted bridges first: they are why this path ranks where it does */
	for (int i = 1; i < p->hops; i++)
		if (ek_graph_untrusted(v, p->nodes[i]))
			warn[nwarn++] = CStringGetTextDatum(ek_graph_bridge_warning(v, p->nodes[i], "neither endpoint"));

	appendStringInfoChar(&hops, '[');
	appendStringInfoString(&descr, ek_graph_name(v, p->nodes[0]));
	appendStringInfo(&sql, "FROM %s AS %s", ek_graph_name(v, p->nodes[0]), aliases[0]);
	for (int i = 0; i < p->hops; i++)
	{
		const GraphEdge *e = &g->edges[p->edges[i]];
		bool		fwd = p->fwd[i];
		const char *from = ek_graph_name(v, p->nodes[i]);
		const char *to = ek_graph_name(v, p->nodes[i + 1]);

		/* hops json */
		if (i)
			appendStringInfoChar(&hops, ',');
		appendStringInfoString(&hops, "{\"from_table\":");
		escape_json(&hops, from);
		appendStringInfoString(&hops, ",\"from_columns\":");
		ek_append_json_cols(&hops, e, fwd);
		appendStringInfoString(&hops, ",\"to_table\":");
		escape_json(&hops, to);
		appendStringInfoString(&hops, ",\"to_columns\":");
		ek_append_json_cols(&hops, e, !fwd);
		appendStringInfo(&hops, ",\"cardinality\":\"%s\",\"role\":", hop_cardinality(e, fwd));
		if (e->role)
			escape_json(&hops, e->role);
		else
			appendStringInfoString(&hops, "null");
		appendStringInfo(&hops, ",\"relationship_type\":\"%s\",\"match_rate\":",
						 ek_rel_type_name(e->type));
		if (e->match_rate_null)
			appendStringInfoString(&hops, "null");
		else
			ek_append_float(&hops, e->match_rate);
		appendStringInfoString(&hops, ",\"confidence\":");
		ek_append_float(&hops, e->confidence);
		if (OidIsValid(e->base_oid))
			appendStringInfoString(&hops, ",\"inherited_via_view\":true");
		appendStringInfoChar(&hops, '}');

		/* description: "a -> b via host (host_id = user_id) -> c (account_id = account_id)" */
		appendStringInfo(&descr, " -> %s", to);
		if (e->role)
			appendStringInfo(&descr, " via %s", e->role);
		appendStringInfoString(&descr, " (");
		for (int k = 0; k < e->ncols; k++)
			appendStringInfo(&descr, "%s%s", k ? ", " : "", quote_identifier(ek_edge_col(e, fwd, k)));
		appendStringInfoString(&descr, " = ");
		for (int k = 0; k < e->ncols; k++)
			appendStringInfo(&descr, "%s%s", k ? ", " : "", quote_identifier(ek_edge_col(e, !fwd, k)));
		appendStringInfoChar(&descr, ')');

		/* sql_hint */
		appendStringInfo(&sql, " JOIN %s AS %s ON ", to, aliases[i + 1]);
		ek_append_on_clause(&sql, e, !fwd, aliases[i + 1], aliases[i]);

		/* warnings about this hop */
		if (!e->one_to_one && !fwd)
			warn[nwarn++] = CStringGetTextDatum(psprintf("fan-out: %s -> %s is 1:N, so rows of %s repeat once per matching %s row",
														 from, to, ek_graph_name(v, p->nodes[0]), to));
		if (i > 0)
		{
			const GraphEdge *pe = &g->edges[p->edges[i - 1]];

			if (!pe->one_to_one && p->fwd[i - 1] && !e->one_to_one && !fwd)
				warn[nwarn++] = CStringGetTextDatum(psprintf("chasm trap: %s is the one side of both %s and %s; aggregating over both multiplies rows",
															 from, ek_graph_name(v, p->nodes[i - 1]), to));
		}
		if (e->confidence < EK_LOW_CONFIDENCE)
			warn[nwarn++] = CStringGetTextDatum(psprintf("low confidence: %s -> %s is %s with confidence %.2f",
														 from, to, ek_rel_type_name(e->type), e->confidence));
		if (!e->orphan_null && e->orphan_count > 0)
			warn[nwarn++] = CStringGetTextDatum(psprintf("orphans: " INT64_FORMAT " rows of %s have no match in %s; an inner join drops them",
														 e->orphan_count,
														 ek_graph_name(v, e->src),
														 ek_graph_name(v, e->tgt)));
	}
	appendStringInfoChar(&hops, ']');
	if (ntied > 1)
		warn[nwarn++] = CStringGetTextDatum(psprintf("ambiguous: %d paths rank equally; say which one is meant",
													 ntied));
	if (truncated)
		warn[nwarn++] = CStringGetTextDatum("search truncated: the graph has too many paths of this length; results may be incomplete");

	jsonb = DirectFunctionCall1(jsonb_in, CStringGetDatum(hops.data));
	values[0] = Int32GetDatum(rank);
	values[1] = Int32GetDatum(p->hops);
	values[2] = jsonb;
	values[3] = CStringGetTextDatum(path_cardinality(g, p));
	values[4] = Float4GetDatum(p->minconf);
	values[5] = CStringGetTextDatum(descr.data);
	values[6] = CStringGetTextDatum(sql.data);
	values[7] = PointerGetDatum(construct_array(warn, nwarn, TEXTOID, -1, false, TYPALIGN_INT));
	tuplestore_putvalues(ts, desc, values, nulls);
}

/*
 * ekaya._get_join_path(from_table text, from_oid oid, to_table text, to_oid oid,
 *                      max_hops int, max_paths int)
 * Called by the SQL wrapper ekaya.get_join_path, which resolves the names under the caller's
 * search_path.
 */
Datum
ek_get_join_path(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	char	   *from_name = PG_ARGISNULL(0) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(0));
	char	   *to_name = PG_ARGISNULL(2) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(2));
	Oid			from_oid,
				to_oid;
	int32		max_hops,
				max_paths;
	MemoryContext call_cxt,
				old;
	SchemaGraph *g;
	GraphView  *v;
	int			s,
				t;
	PPath	  **paths;
	int			found;
	bool		truncated = false;

	from_oid = ek_resolve_table("from_table", from_name, PG_ARGISNULL(1) ? InvalidOid : PG_GETARG_OID(1));
	to_oid = ek_resolve_table("to_table", to_name, PG_ARGISNULL(3) ? InvalidOid : PG_GETARG_OID(3));
	if (PG_ARGISNULL(4) || PG_ARGISNULL(5))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("%s must not be NULL", PG_ARGISNULL(4) ? "max_hops" : "max_paths")));
	max_hops = PG_GETARG_INT32(4);
	max_paths = PG_GETARG_INT32(5);
	ek_check_hops("max_hops", max_hops);
	if (max_paths < 1 || max_paths > MAX_PATHS_LIMIT)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("max_paths must be between 1 and %d, got %d", MAX_PATHS_LIMIT, max_paths)));

	InitMaterializedSRF(fcinfo, 0);

	call_cxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya get_join_path", ALLOCSET_DEFAULT_SIZES);
	old = MemoryContextSwitchTo(call_cxt);

	g = ek_graph_get();
	v = ek_graph_view(g);
	{
		Oid			ends[2] = {from_oid, to_oid};

		ek_graph_set_endpoints(v, ends, 2);
	}
	s = ek_graph_find(g, from_oid);
	t = ek_graph_find(g, to_oid);
	paths = palloc(sizeof(PPath *) * (max_paths + 1));
	found = 0;
	if (s >= 0 && t >= 0)
	{
		if (s == t)
			found = self_paths(v, s, max_paths + 1, paths);
		else
			found = search_paths(v, s, t, max_hops, max_paths + 1, paths, &truncated);
	}

	for (int i = 0; i < Min(found, max_paths); i++)
	{
		int			ntied = 1;

		for (int j = 0; j < found; j++)
			if (j != i && same_rank(paths[i], paths[j]))
				ntied++;
		emit_path(v, paths[i], i + 1, ntied, truncated, rsinfo->setResult, rsinfo->setDesc);
	}

	MemoryContextSwitchTo(old);
	MemoryContextDelete(call_cxt);
	return (Datum) 0;
}
