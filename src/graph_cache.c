/*
 * graph_cache.c: the per-backend cache of the schema graph, and per-call visibility.
 *
 * Why a cache: agents ask for join paths in tight loops; reading and re-assembling thousands
 * of relationship rows per call would cost milliseconds, a cached adjacency list costs
 * microseconds. Why it is never stale: every call reads the one row of ekaya.engine_state
 * with the caller's snapshot, and the graph is rebuilt unless that row is the very tuple
 * version (relation, xmin, ctid, generation) the graph was built from. Every publish bumps
 * the generation, so a committed change is seen by the next call; an aborted bump leaves the
 * old tuple version visible again, which also differs from the aborted one we may have
 * cached, so even a rollback triggers a rebuild.
 *
 * Tables are read with direct heap scans, not SPI: the cache is shared by every role the
 * backend runs as, so it must hold all accepted relationships regardless of row-level
 * security; the caller's SELECT privilege is applied per call by GraphView (the same test
 * as the RLS policy on engine_schema_relationships: has_table_privilege on both ends).
 * Likewise the owners that decide whether a bridge table is trusted are read per call, lazily,
 * node by node, never cached with the graph: ALTER TABLE ... OWNER TO does not bump the
 * generation.
 *
 * Columns are named (85_column_identity.sql): the attnums of an edge are derived from its
 * stored names when the graph is built, and an edge whose columns no longer exist is left out.
 * DDL on a table does not bump the generation either, so a relcache invalidation of a table in
 * the graph marks its node: before the next use its edges' columns are looked up again, a
 * renamed column takes its new name (the attnum derived at build time is the column's identity
 * within this database), and a dropped one makes the graph be rebuilt without its edges.
 */
#include "postgres.h"

#include "catalog/pg_constraint.h"

#include "access/heapam.h"
#include "access/htup_details.h"
#include "access/table.h"
#include "access/tableam.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_constraint.h"
#include "miscadmin.h"
#include "portability/instr_time.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"
#include "utils/snapmgr.h"
#include "utils/syscache.h"
#include "utils/timestamp.h"

#include "ekaya.h"
#include "graph.h"


/*
 * True when attnums are exactly the declared primary key of relid. Joins on a table's primary
 * key are preferred over joins on another unique key when plans are otherwise equal.
 */
static bool
targets_primary_key(Oid relid, const AttrNumber *attnums, int n)
{
	Oid			conoid;
	Bitmapset  *pk = get_primary_key_attnos(relid, false, &conoid);
	int			i;

	if (pk == NULL || bms_num_members(pk) != n)
		return false;
	for (i = 0; i < n; i++)
		if (!bms_is_member(attnums[i] - FirstLowInvalidHeapAttributeNumber, pk))
			return false;
	return true;
}

static SchemaGraph *cached_graph = NULL;
static int64 total_rebuilds = 0;
static bool callback_registered = false;

/* Attribute number of a column by name; the engine tables are ours, a miss is a broken install. */
static int
attno_by_name(TupleDesc desc, const char *name)
{
	for (int i = 0; i < desc->natts; i++)
	{
		Form_pg_attribute att = TupleDescAttr(desc, i);

		if (!att->attisdropped && strcmp(NameStr(att->attname), name) == 0)
			return i;
	}
	ereport(ERROR,
			(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
			 errmsg("column \"%s\" of an ekaya engine table is missing", name),
			 errhint("Reinstall the ekaya_ontology extension.")));
	return -1;					/* keep compiler quiet */
}

/* OID of ekaya.<relname>; the extension must be installed for any graph function to run. */
static Oid
engine_relid(const char *relname)
{
	Oid			nsp = get_namespace_oid("ekaya", true);
	Oid			relid = OidIsValid(nsp) ? get_relname_relid(relname, nsp) : InvalidOid;

	if (!OidIsValid(relid))
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("table ekaya.%s does not exist", relname),
				 errhint("Install the extension with CREATE EXTENSION ekaya_ontology.")));
	return relid;
}

/*
 * Read the engine_state row version visible to the caller. One heap page, no SPI: this runs on
 * every call and must cost a few microseconds.
 */
static void
read_state(Oid *relid, int64 *generation, TransactionId *xmin, ItemPointerData *tid)
{
	Relation	rel;
	TableScanDesc scan;
	HeapTuple	tup;
	bool		isnull;
	Datum		d;

	*relid = engine_relid("engine_state");
	rel = table_open(*relid, AccessShareLock);
	scan = table_beginscan(rel, GetActiveSnapshot(), 0, NULL);
	tup = heap_getnext(scan, ForwardScanDirection);
	if (tup == NULL)
	{
		*generation = -1;
		*xmin = InvalidTransactionId;
		ItemPointerSetInvalid(tid);
	}
	else
	{
		d = heap_getattr(tup, attno_by_name(RelationGetDescr(rel), "generation") + 1,
						 RelationGetDescr(rel), &isnull);
		*generation = isnull ? -1 : DatumGetInt64(d);
		*xmin = HeapTupleHeaderGetRawXmin(tup->t_data);
		*tid = tup->t_self;
	}
	table_endscan(scan);
	table_close(rel, AccessShareLock);
}

/* Oid array being collected while scanning, before nodes are known. */
typedef struct OidList
{
	Oid		   *oids;
	int			n;
	int			cap;
} OidList;

/* Append an oid, growing the array geometrically. */
static void
oidlist_add(OidList *l, Oid o)
{
	if (l->n == l->cap)
	{
		l->cap = l->cap ? l->cap * 2 : 256;
		l->oids = l->oids ? repalloc(l->oids, sizeof(Oid) * l->cap) : palloc(sizeof(Oid) * l->cap);
	}
	l->oids[l->n++] = o;
}

/* qsort comparator for Oids (unsigned: no subtraction). */
static int
ek_oid_cmp(const void *a, const void *b)
{
	Oid			x = *(const Oid *) a;
	Oid			y = *(const Oid *) b;

	return x < y ? -1 : (x > y ? 1 : 0);
}

/* Text array to a C string array allocated in `into` (temporaries stay in the current context). */
static char **
text_array_strings(Datum d, int *n, MemoryContext into)
{
	ArrayType  *arr = DatumGetArrayTypeP(d);
	Datum	   *elems;
	bool	   *nulls;
	int			nelems;
	char	  **out;

	deconstruct_array(arr, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &nelems);
	out = MemoryContextAlloc(into, sizeof(char *) * Max(nelems, 1));
	for (int i = 0; i < nelems; i++)
		out[i] = MemoryContextStrdup(into, nulls[i] ? "" : TextDatumGetCString(elems[i]));
	*n = nelems;
	return out;
}

typedef struct AdjSortItem
{
	GraphAdj	adj;
	int			node;
	int64		relationship_id;
} AdjSortItem;

/* Adjacency order: by node, then relationship_id, forward first; makes results independent of heap order. */
static int
adj_cmp(const void *a, const void *b)
{
	const AdjSortItem *x = a;
	const AdjSortItem *y = b;

	if (x->node != y->node)
		return x->node < y->node ? -1 : 1;
	if (x->relationship_id != y->relationship_id)
		return x->relationship_id < y->relationship_id ? -1 : 1;
	if (x->adj.forward != y->adj.forward)
		return x->adj.forward ? -1 : 1;
	/* a relationship and the edges views inherit from it: the relationship first */
	if (x->adj.edge != y->adj.edge)
		return x->adj.edge < y->adj.edge ? -1 : 1;
	return 0;
}

/* Edges being collected, with the oids of their ends, before nodes are known. */
typedef struct EdgeList
{
	GraphEdge  *edges;
	Oid		   *src;
	Oid		   *tgt;
	int			n;
	int			cap;
} EdgeList;

/* A zeroed slot for one more edge (allocated in the current context). */
static GraphEdge *
edgelist_next(EdgeList *l)
{
	if (l->n == l->cap)
	{
		l->cap = l->cap ? l->cap * 2 : 1024;
		l->edges = l->edges ? repalloc(l->edges, sizeof(GraphEdge) * l->cap) : palloc(sizeof(GraphEdge) * l->cap);
		l->src = l->src ? repalloc(l->src, sizeof(Oid) * l->cap) : palloc(sizeof(Oid) * l->cap);
		l->tgt = l->tgt ? repalloc(l->tgt, sizeof(Oid) * l->cap) : palloc(sizeof(Oid) * l->cap);
	}
	memset(&l->edges[l->n], 0, sizeof(GraphEdge));
	return &l->edges[l->n];
}

/* A column of a plain view that copies a base table column (engine_column_lineage). */
typedef struct ViewCol
{
	Oid			view;
	Oid			base;
	char	   *col;
	char	   *base_col;
} ViewCol;

static int
viewcol_cmp(const void *a, const void *b)
{
	const ViewCol *x = a;
	const ViewCol *y = b;

	if (x->view != y->view)
		return x->view < y->view ? -1 : 1;
	return strcmp(x->col, y->col);
}

/*
 * The columns with lineage of the plain views that still exist, sorted by view. Materialized
 * views are left out: they hold data, and their own relationships were discovered from it.
 */
static ViewCol *
read_view_columns(int *n)
{
	Relation	rel = table_open(engine_relid("engine_column_lineage"), AccessShareLock);
	TupleDesc	desc = RelationGetDescr(rel);
	int			a_view = attno_by_name(desc, "table_oid") + 1;
	int			a_col = attno_by_name(desc, "column_name") + 1;
	int			a_base = attno_by_name(desc, "base_table_oid") + 1;
	int			a_bcol = attno_by_name(desc, "base_column") + 1;
	TableScanDesc scan = table_beginscan(rel, GetActiveSnapshot(), 0, NULL);
	HeapTuple	tup;
	ViewCol    *out = NULL;
	int			cap = 0;

	*n = 0;
	while ((tup = heap_getnext(scan, ForwardScanDirection)) != NULL)
	{
		bool		isnull,
					bnull;
		Datum		view = heap_getattr(tup, a_view, desc, &isnull);
		Datum		base = heap_getattr(tup, a_base, desc, &bnull);

		CHECK_FOR_INTERRUPTS();
		if (isnull || bnull || get_rel_relkind(DatumGetObjectId(view)) != RELKIND_VIEW)
			continue;
		if (*n == cap)
		{
			cap = cap ? cap * 2 : 64;
			out = out ? repalloc(out, sizeof(ViewCol) * cap) : palloc(sizeof(ViewCol) * cap);
		}
		out[*n].view = DatumGetObjectId(view);
		out[*n].base = DatumGetObjectId(base);
		out[*n].col = pstrdup(NameStr(*DatumGetName(heap_getattr(tup, a_col, desc, &isnull))));
		out[*n].base_col = pstrdup(NameStr(*DatumGetName(heap_getattr(tup, a_bcol, desc, &isnull))));
		(*n)++;
	}
	table_endscan(scan);
	table_close(rel, AccessShareLock);
	if (*n > 1)
		qsort(out, *n, sizeof(ViewCol), viewcol_cmp);
	return out;
}

/*
 * The columns of the view at [v0, v1) of vc that copy the columns `names` of table base, in
 * their order, with their attnums, copied into cxt; false when one is not copied or no longer
 * exists.
 */
static bool
view_copies(const ViewCol *vc, int v0, int v1, Oid base, char **names, int n, MemoryContext cxt,
			char ***cols, AttrNumber **atts)
{
	char	  **vcols = palloc(sizeof(char *) * n);
	AttrNumber *vatts = palloc(sizeof(AttrNumber) * n);

	for (int k = 0; k < n; k++)
	{
		vcols[k] = NULL;
		for (int v = v0; v < v1 && vcols[k] == NULL; v++)
			if (vc[v].base == base && strcmp(vc[v].base_col, names[k]) == 0)
				vcols[k] = vc[v].col;
		if (vcols[k] == NULL)
			return false;
	}
	if (!ek_attnums_by_name(vc[v0].view, vcols, n, vatts))
		return false;
	/* only what the graph keeps goes to its context */
	*cols = MemoryContextAlloc(cxt, sizeof(char *) * n);
	for (int k = 0; k < n; k++)
		(*cols)[k] = MemoryContextStrdup(cxt, vcols[k]);
	*atts = memcpy(MemoryContextAlloc(cxt, sizeof(AttrNumber) * n), vatts, sizeof(AttrNumber) * n);
	return true;
}

/*
 * A view whose columns copy every column of one side of edge i inherits the edge: the same
 * relationship with the view in place of that side, inherited from (base_oid) the table it
 * replaces, flagged inherited_via_view. The view's
 * columns are at [v0, v1) of vc.
 */
static void
inherit_edge(EdgeList *l, int i, bool source_side, const ViewCol *vc, int v0, int v1,
			 MemoryContext cxt)
{
	GraphEdge	base = l->edges[i];
	char	  **vcols;
	AttrNumber *vatts;
	GraphEdge  *e;

	if (!view_copies(vc, v0, v1, source_side ? l->src[i] : l->tgt[i],
					 source_side ? base.src_cols : base.tgt_cols, base.ncols, cxt, &vcols, &vatts))
		return;
	e = edgelist_next(l);
	*e = base;
	e->base_oid = source_side ? l->src[i] : l->tgt[i];
	if (source_side)
	{
		e->src_cols = vcols;
		e->src_attnums = vatts;
	}
	else
	{
		e->tgt_cols = vcols;
		e->tgt_attnums = vatts;
		e->to_primary_key = false;	/* a view declares no key */
	}
	l->src[l->n] = source_side ? vc[v0].view : l->src[i];
	l->tgt[l->n] = source_side ? l->tgt[i] : vc[v0].view;
	l->n++;
}

/*
 * A view that copies every column of a table's primary key joins that table on it, N:1 (a
 * view of orders with orders.id joins orders): an edge of type lineage, measured by nothing
 * because it holds by construction.
 */
static void
lineage_edge(EdgeList *l, Oid base, const ViewCol *vc, int v0, int v1, MemoryContext cxt)
{
	Oid			conoid;
	Bitmapset  *pk = get_primary_key_attnos(base, false, &conoid);
	int			n = bms_num_members(pk);
	int			k = 0;
	int			att = -1;
	char	  **names = palloc(sizeof(char *) * Max(n, 1));
	AttrNumber *batts = palloc(sizeof(AttrNumber) * Max(n, 1));
	char	  **vcols;
	AttrNumber *vatts;
	GraphEdge  *e;

	if (n == 0)
		return;
	while ((att = bms_next_member(pk, att)) >= 0)
	{
		batts[k] = att + FirstLowInvalidHeapAttributeNumber;
		names[k] = get_attname(base, batts[k], true);
		if (names[k++] == NULL)
			return;
	}
	if (!view_copies(vc, v0, v1, base, names, n, cxt, &vcols, &vatts))
		return;
	e = edgelist_next(l);
	e->src_cols = vcols;
	e->src_attnums = vatts;
	e->tgt_cols = MemoryContextAlloc(cxt, sizeof(char *) * n);
	for (k = 0; k < n; k++)
		e->tgt_cols[k] = MemoryContextStrdup(cxt, names[k]);
	e->tgt_attnums = memcpy(MemoryContextAlloc(cxt, sizeof(AttrNumber) * n), batts, sizeof(AttrNumber) * n);
	e->ncols = n;
	e->type = EK_REL_LINEAGE;
	e->to_primary_key = true;
	e->confidence = 1.0;
	e->match_rate = 1.0;
	l->src[l->n] = vc[v0].view;
	l->tgt[l->n] = base;
	l->n++;
}

/* An edge's index keyed by the oid at one of its ends, for finding a table's edges by search. */
typedef struct EdgeEnd
{
	Oid			oid;
	int			edge;
} EdgeEnd;

static int
edgeend_cmp(const void *a, const void *b)
{
	const EdgeEnd *x = a;
	const EdgeEnd *y = b;

	if (x->oid != y->oid)
		return x->oid < y->oid ? -1 : 1;
	return x->edge < y->edge ? -1 : (x->edge > y->edge ? 1 : 0);
}

/* The relationships (edges [0, n) of l) with `base` at one end, in ends[], sorted, searched. */
static void
inherit_from(EdgeList *l, const EdgeEnd *ends, int n, Oid base, bool source_side,
			 const ViewCol *vc, int v0, int v1, MemoryContext cxt)
{
	int			lo = 0,
				hi = n;

	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (ends[mid].oid < base)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < n && ends[lo].oid == base; lo++)
	{
		CHECK_FOR_INTERRUPTS();
		inherit_edge(l, ends[lo].edge, source_side, vc, v0, v1, cxt);
	}
}

/*
 * The edges of plain views: to the tables whose primary keys they copy (lineage), and those
 * they inherit through the lineage of their columns (view_lineage.c), found
 * by searching the relationships of each base table a view copies from: time in the lineage
 * rows and the edges they match, not views times relationships. cxt is the graph's, where l's
 * arrays already live.
 */
static void
add_view_edges(EdgeList *l, MemoryContext cxt, OidList *oids)
{
	MemoryContext tmp = AllocSetContextCreate(cxt, "ekaya graph view columns",
											  ALLOCSET_SMALL_SIZES);
	MemoryContext old = MemoryContextSwitchTo(tmp);
	int			nvc;
	ViewCol    *vc = read_view_columns(&nvc);
	int			nbase = l->n;
	EdgeEnd    *bysrc = palloc(sizeof(EdgeEnd) * Max(nbase, 1));
	EdgeEnd    *bytgt = palloc(sizeof(EdgeEnd) * Max(nbase, 1));

	for (int i = 0; i < nbase; i++)
	{
		bysrc[i].oid = l->src[i];
		bysrc[i].edge = i;
		bytgt[i].oid = l->tgt[i];
		bytgt[i].edge = i;
	}
	qsort(bysrc, nbase, sizeof(EdgeEnd), edgeend_cmp);
	qsort(bytgt, nbase, sizeof(EdgeEnd), edgeend_cmp);
	for (int v0 = 0, v1; v0 < nvc; v0 = v1)
	{
		for (v1 = v0; v1 < nvc && vc[v1].view == vc[v0].view; v1++)
			;
		/* each base table the view copies from, once */
		for (int b = v0; b < v1; b++)
		{
			bool		seen = false;

			for (int p = v0; p < b && !seen; p++)
				seen = vc[p].base == vc[b].base;
			if (seen)
				continue;
			lineage_edge(l, vc[b].base, vc, v0, v1, cxt);
			inherit_from(l, bysrc, nbase, vc[b].base, true, vc, v0, v1, cxt);
			inherit_from(l, bytgt, nbase, vc[b].base, false, vc, v0, v1, cxt);
		}
	}
	MemoryContextSwitchTo(cxt);
	for (int i = nbase; i < l->n; i++)
	{
		oidlist_add(oids, l->src[i]);
		oidlist_add(oids, l->tgt[i]);
	}
	MemoryContextSwitchTo(old);
	MemoryContextDelete(tmp);
}

/*
 * Build the graph in a fresh context under CacheMemoryContext. Only on success does it replace
 * the cached one, so an error mid-build (out of memory, cancel) leaves no half-built graph.
 */
static SchemaGraph *build_graph_in(MemoryContext cxt);

/* Build the graph into a fresh long-lived context, deleting it again if the build fails. */
static SchemaGraph *
build_graph(void)
{
	MemoryContext cxt = AllocSetContextCreate(CacheMemoryContext, "ekaya schema graph",
											  ALLOCSET_DEFAULT_SIZES);
	MemoryContext caller = CurrentMemoryContext;
	SchemaGraph *volatile g = NULL;

	/* A failed build (cancel, out of memory) must not leak its long-lived context. */
	PG_TRY();
	{
		g = build_graph_in(cxt);
	}
	PG_CATCH();
	{
		MemoryContextSwitchTo(caller);
		MemoryContextDelete(cxt);
		PG_RE_THROW();
	}
	PG_END_TRY();
	return g;
}

/* The build proper: scan the engine tables, then lay out nodes, edges and adjacency. */
static SchemaGraph *
build_graph_in(MemoryContext cxt)
{
	MemoryContext old;
	SchemaGraph *g;
	Relation	rel;
	TableScanDesc scan;
	HeapTuple	tup;
	TupleDesc	desc;
	OidList		oids = {0};
	EdgeList	el = {0};
	GraphEdge  *edges;
	Oid		   *edge_src;
	Oid		   *edge_tgt;
	int			nedges;
	instr_time	start,
				dur;
	AdjSortItem *items;
	int			nnodes;

	INSTR_TIME_SET_CURRENT(start);
	old = MemoryContextSwitchTo(cxt);
	g = palloc0(sizeof(SchemaGraph));
	g->cxt = cxt;

	/* Analysed tables: nodes even when they have no relationship (isolated components). */
	rel = table_open(engine_relid("engine_schema_tables"), AccessShareLock);
	desc = RelationGetDescr(rel);
	{
		int			a_oid = attno_by_name(desc, "table_oid") + 1;

		scan = table_beginscan(rel, GetActiveSnapshot(), 0, NULL);
		while ((tup = heap_getnext(scan, ForwardScanDirection)) != NULL)
		{
			bool		isnull;
			Datum		d = heap_getattr(tup, a_oid, desc, &isnull);

			CHECK_FOR_INTERRUPTS();
			if (!isnull)
				oidlist_add(&oids, DatumGetObjectId(d));
		}
		table_endscan(scan);
	}
	table_close(rel, AccessShareLock);

	rel = table_open(engine_relid("engine_schema_relationships"), AccessShareLock);
	desc = RelationGetDescr(rel);
	{
		int			a_id = attno_by_name(desc, "relationship_id");
		int			a_src = attno_by_name(desc, "source_table_oid");
		int			a_scols = attno_by_name(desc, "source_columns");
		int			a_tgt = attno_by_name(desc, "target_table_oid");
		int			a_tcols = attno_by_name(desc, "target_columns");
		int			a_type = attno_by_name(desc, "relationship_type");
		int			a_status = attno_by_name(desc, "status");
		int			a_card = attno_by_name(desc, "cardinality");
		int			a_conf = attno_by_name(desc, "confidence");
		int			a_mr = attno_by_name(desc, "match_rate");
		int			a_orph = attno_by_name(desc, "orphan_count");
		int			a_role = attno_by_name(desc, "source_role");
		int			a_viol = attno_by_name(desc, "fk_violated");
		Datum	   *values = palloc(sizeof(Datum) * desc->natts);
		bool	   *nulls = palloc(sizeof(bool) * desc->natts);
		MemoryContext scratch = AllocSetContextCreate(CurrentMemoryContext, "ekaya graph build row",
													  ALLOCSET_SMALL_SIZES);

		scan = table_beginscan(rel, GetActiveSnapshot(), 0, NULL);
		while ((tup = heap_getnext(scan, ForwardScanDirection)) != NULL)
		{
			GraphEdge  *e;
			char	   *s;
			int			n1,
						n2;

			CHECK_FOR_INTERRUPTS();
			/* decode in a scratch context: only what the graph keeps goes to the cache */
			MemoryContextReset(scratch);
			MemoryContextSwitchTo(scratch);
			heap_deform_tuple(tup, desc, values, nulls);
			if (nulls[a_status] || strcmp(TextDatumGetCString(values[a_status]), "accepted") != 0)
				continue;
			if (nulls[a_src] || nulls[a_tgt] || nulls[a_scols] || nulls[a_tcols])
				continue;
			MemoryContextSwitchTo(cxt);
			e = edgelist_next(&el);
			e->relationship_id = nulls[a_id] ? 0 : DatumGetInt64(values[a_id]);
			el.src[el.n] = DatumGetObjectId(values[a_src]);
			el.tgt[el.n] = DatumGetObjectId(values[a_tgt]);
			MemoryContextSwitchTo(scratch);
			e->src_cols = text_array_strings(values[a_scols], &n1, cxt);
			e->tgt_cols = text_array_strings(values[a_tcols], &n2, cxt);
			if (n1 != n2 || n1 == 0)
				continue;		/* malformed row: never offer a join we cannot write */
			e->ncols = n1;
			e->src_attnums = MemoryContextAlloc(cxt, sizeof(AttrNumber) * n1);
			e->tgt_attnums = MemoryContextAlloc(cxt, sizeof(AttrNumber) * n1);
			if (!ek_attnums_by_name(el.src[el.n], e->src_cols, n1, e->src_attnums) ||
				!ek_attnums_by_name(el.tgt[el.n], e->tgt_cols, n1, e->tgt_attnums))
				continue;		/* a column is gone: the relationship describes no join now */
			e->to_primary_key = targets_primary_key(el.tgt[el.n], e->tgt_attnums, e->ncols);
			s = nulls[a_type] ? "inferred" : TextDatumGetCString(values[a_type]);
			e->type = strcmp(s, "fk") == 0 ? EK_REL_FK :
				strcmp(s, "manual") == 0 ? EK_REL_MANUAL : EK_REL_INFERRED;
			e->one_to_one = !nulls[a_card] &&
				strcmp(TextDatumGetCString(values[a_card]), "1:1") == 0;
			if (nulls[a_conf])
				e->confidence = e->type == EK_REL_INFERRED ? 0.5 : 1.0;
			else
				e->confidence = DatumGetFloat4(values[a_conf]);
			e->match_rate_null = nulls[a_mr];
			e->match_rate = nulls[a_mr] ? 0 : DatumGetFloat4(values[a_mr]);
			e->orphan_null = nulls[a_orph];
			e->orphan_count = nulls[a_orph] ? 0 : DatumGetInt64(values[a_orph]);
			e->fk_violated = !nulls[a_viol] && DatumGetBool(values[a_viol]);
			e->role = nulls[a_role] ? NULL : TextDatumGetCString(values[a_role]);
			if (e->role && e->role[0] == '\0')
				e->role = NULL;
			if (e->role)
				e->role = MemoryContextStrdup(cxt, e->role);
			MemoryContextSwitchTo(cxt);
			oidlist_add(&oids, el.src[el.n]);
			oidlist_add(&oids, el.tgt[el.n]);
			el.n++;
		}
		table_endscan(scan);
		MemoryContextSwitchTo(cxt);
		MemoryContextDelete(scratch);
		pfree(values);
		pfree(nulls);
	}
	table_close(rel, AccessShareLock);
	add_view_edges(&el, cxt, &oids);
	edges = el.edges;
	edge_src = el.src;
	edge_tgt = el.tgt;
	nedges = el.n;

	/* Nodes: distinct oids, sorted, so lookups are a binary search. */
	nnodes = 0;
	if (oids.n > 0)
	{
		qsort(oids.oids, oids.n, sizeof(Oid), ek_oid_cmp);
		for (int i = 0; i < oids.n; i++)
			if (i == 0 || oids.oids[i] != oids.oids[i - 1])
				oids.oids[nnodes++] = oids.oids[i];
	}
	g->nnodes = nnodes;
	g->nodes = palloc0(sizeof(GraphNode) * Max(nnodes, 1));
	for (int i = 0; i < nnodes; i++)
	{
		g->nodes[i].relid = oids.oids[i];
		g->nodes[i].is_view = get_rel_relkind(oids.oids[i]) == RELKIND_VIEW;
	}
	g->nedges = nedges;
	g->edges = edges ? edges : palloc0(sizeof(GraphEdge));
	for (int i = 0; i < nedges; i++)
	{
		g->edges[i].src = ek_graph_find(g, edge_src[i]);
		g->edges[i].tgt = ek_graph_find(g, edge_tgt[i]);
		g->edges[i].src_oid = edge_src[i];
		g->edges[i].tgt_oid = edge_tgt[i];
		g->edges[i].base_node = OidIsValid(g->edges[i].base_oid) ? ek_graph_find(g, g->edges[i].base_oid) : -1;
	}

	/*
	 * Adjacency (CSR): every edge appears at both ends, once per direction; a self reference
	 * appears twice at its one node. Sorted by node, then relationship_id, so results do not
	 * depend on heap order.
	 */
	items = palloc(sizeof(AdjSortItem) * Max(2 * nedges, 1));
	for (int i = 0; i < nedges; i++)
	{
		GraphEdge  *e = &g->edges[i];

		items[2 * i].node = e->src;
		items[2 * i].relationship_id = e->relationship_id;
		items[2 * i].adj.edge = i;
		items[2 * i].adj.other = e->tgt;
		items[2 * i].adj.forward = true;
		items[2 * i + 1].node = e->tgt;
		items[2 * i + 1].relationship_id = e->relationship_id;
		items[2 * i + 1].adj.edge = i;
		items[2 * i + 1].adj.other = e->src;
		items[2 * i + 1].adj.forward = false;
	}
	qsort(items, 2 * nedges, sizeof(AdjSortItem), adj_cmp);
	g->adj = palloc(sizeof(GraphAdj) * Max(2 * nedges, 1));
	g->adj_node = palloc(sizeof(int) * Max(2 * nedges, 1));
	for (int i = 0; i < 2 * nedges; i++)
	{
		GraphNode  *n = &g->nodes[items[i].node];

		if (n->adj_count == 0)
			n->adj_start = i;
		n->adj_count++;
		g->adj[i] = items[i].adj;
		g->adj_node[i] = items[i].node;
	}
	pfree(items);
	if (edge_src)
		pfree(edge_src);
	if (edge_tgt)
		pfree(edge_tgt);
	if (oids.oids)
		pfree(oids.oids);

	MemoryContextSwitchTo(old);
	INSTR_TIME_SET_CURRENT(dur);
	INSTR_TIME_SUBTRACT(dur, start);
	g->build_ms = INSTR_TIME_GET_MILLISEC(dur);
	g->built_at = GetCurrentTimestamp();
	return g;
}

/*
 * A relcache invalidation: DDL (or ANALYZE, VACUUM, a grant) on some relation, or on all of
 * them after a cache reset. No catalog access is allowed here; the node is only marked, and
 * ek_graph_get looks at its columns before the graph is used again.
 */
static void
graph_relcache_callback(Datum arg, Oid relid)
{
	SchemaGraph *g = cached_graph;

	if (g == NULL)
		return;
	if (!OidIsValid(relid))
	{
		for (int i = 0; i < g->nnodes; i++)
			g->nodes[i].ddl = true;
		g->any_ddl = true;
		return;
	}
	{
		int			n = ek_graph_find(g, relid);

		if (n >= 0)
		{
			g->nodes[n].ddl = true;
			g->any_ddl = true;
		}
	}
}

/*
 * The columns of the edges at marked nodes, looked at again: a column renamed since the graph
 * was built takes its new name (its derived attnum is its identity within this database).
 * Returns false when a column was dropped: the graph must then be rebuilt from the stored
 * names, without the relationships that lost a column.
 */
static bool
recheck_columns(SchemaGraph *g)
{
	for (int i = 0; i < g->nedges; i++)
	{
		GraphEdge  *e = &g->edges[i];

		CHECK_FOR_INTERRUPTS();
		for (int side = 0; side < 2; side++)
		{
			int			node = side == 0 ? e->src : e->tgt;
			Oid			relid = side == 0 ? e->src_oid : e->tgt_oid;
			char	  **cols = side == 0 ? e->src_cols : e->tgt_cols;
			AttrNumber *atts = side == 0 ? e->src_attnums : e->tgt_attnums;

			if (!g->nodes[node].ddl)
				continue;
			for (int k = 0; k < e->ncols; k++)
			{
				char	   *now = ek_live_attname(relid, atts[k]);

				if (now == NULL)
					return false;
				if (strcmp(now, cols[k]) != 0)
					cols[k] = MemoryContextStrdup(g->cxt, now);
			}
		}
	}
	for (int i = 0; i < g->nnodes; i++)
		g->nodes[i].ddl = false;
	g->any_ddl = false;
	return true;
}

/*
 * The graph current for the caller's snapshot: the cached one when engine_state is the same
 * tuple version it was built from (its columns looked at again after DDL on its tables),
 * otherwise a fresh build that replaces it.
 */
SchemaGraph *
ek_graph_get(void)
{
	Oid			relid;
	int64		generation;
	TransactionId xmin;
	ItemPointerData tid;
	SchemaGraph *g;

	if (!ActiveSnapshotSet())
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_TRANSACTION_STATE),
				 errmsg("ekaya graph functions need an active snapshot")));
	read_state(&relid, &generation, &xmin, &tid);
	if (cached_graph != NULL &&
		cached_graph->state_relid == relid &&
		cached_graph->generation == generation &&
		cached_graph->state_xmin == xmin &&
		ItemPointerEquals(&cached_graph->state_tid, &tid) &&
		(!cached_graph->any_ddl || recheck_columns(cached_graph)))
		return cached_graph;

	if (!callback_registered)
	{
		CacheRegisterRelcacheCallback(graph_relcache_callback, (Datum) 0);
		callback_registered = true;
	}
	g = build_graph();
	g->state_relid = relid;
	g->generation = generation;
	g->state_xmin = xmin;
	g->state_tid = tid;
	g->rebuilds = ++total_rebuilds;
	if (cached_graph != NULL)
		MemoryContextDelete(cached_graph->cxt);
	cached_graph = g;
	return g;
}

/* Index of relid in the graph, or -1. */
int
ek_graph_find(SchemaGraph *g, Oid relid)
{
	int			lo = 0,
				hi = g->nnodes - 1;

	while (lo <= hi)
	{
		int			mid = lo + (hi - lo) / 2;
		Oid			m = g->nodes[mid].relid;

		if (m == relid)
			return mid;
		if (m < relid)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/* A per-call view, allocated in the caller's (per-call) memory context. */
GraphView *
ek_graph_view(SchemaGraph *g)
{
	GraphView  *v = palloc0(sizeof(GraphView));	/* no endpoints: trust stays NULL */

	v->g = g;
	v->roleid = GetUserId();
	v->vis = palloc0(Max(g->nnodes, 1));
	v->names = palloc0(sizeof(char *) * Max(g->nnodes, 1));
	return v;
}

/*
 * May the caller see this table? SELECT privilege now (not when analysed), and the table must
 * still exist. Memoised for the call only.
 */
bool
ek_graph_visible(GraphView *v, int node)
{
	if (node < 0)
		return false;
	if (v->vis[node] == 0)
	{
		bool		missing = false;
		AclResult	r = pg_class_aclcheck_ext(v->g->nodes[node].relid, v->roleid, ACL_SELECT, &missing);

		v->vis[node] = (!missing && r == ACLCHECK_OK) ? 1 : 2;
	}
	return v->vis[node] == 1;
}

/* Current schema-qualified name (renames do not bump the generation, so never cached). */
const char *
ek_graph_name(GraphView *v, int node)
{
	if (v->names[node] == NULL)
	{
		Oid			relid = v->g->nodes[node].relid;
		char	   *rel = get_rel_name(relid);
		char	   *nsp = rel ? get_namespace_name(get_rel_namespace(relid)) : NULL;

		if (rel == NULL || nsp == NULL)
			v->names[node] = psprintf("%u", relid);
		else
			v->names[node] = quote_qualified_identifier(nsp, rel);
	}
	return v->names[node];
}

/* Owner of a relation now; false when it no longer exists. */
static bool
rel_owner(Oid relid, Oid *owner)
{
	HeapTuple	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));

	if (!HeapTupleIsValid(tup))
		return false;
	*owner = ((Form_pg_class) GETSTRUCT(tup))->relowner;
	ReleaseSysCache(tup);
	return true;
}

/*
 * Declare the call's endpoints (get_join_path's two tables, plan_joins' requested tables):
 * their owners are the roles a bridge's owner must be able to act as. Also reads
 * ekaya.untrusted_bridges, once, so one call never mixes two settings.
 */
void
ek_graph_set_endpoints(GraphView *v, const Oid *relids, int n)
{
	v->exclude_untrusted = ekaya_untrusted_bridges == EK_BRIDGES_EXCLUDE;
	v->endpoint_owners = palloc(sizeof(Oid) * Max(n, 1));
	v->nendpoint_owners = 0;
	for (int i = 0; i < n; i++)
	{
		Oid			owner;
		bool		dup = false;

		if (!rel_owner(relids[i], &owner))
			continue;
		for (int j = 0; j < v->nendpoint_owners; j++)
			if (v->endpoint_owners[j] == owner)
				dup = true;
		if (!dup)
			v->endpoint_owners[v->nendpoint_owners++] = owner;
	}
	v->trust = palloc0(Max(v->g->nnodes, 1));
	v->endpoint = palloc0(sizeof(bool) * Max(v->g->nnodes, 1));
	for (int i = 0; i < n; i++)
		if (ek_graph_find(v->g, relids[i]) >= 0)
			v->endpoint[ek_graph_find(v->g, relids[i])] = true;
	v->nmemo = 0;
}

/*
 * May `owner` stand between the endpoints? Yes when it can act as one of their owners: it is
 * that role or a member of it (is_member_of_role, which also holds for superusers). A member
 * could already change the endpoint tables themselves, so its bridge adds nothing to distrust;
 * the reverse (an endpoint owner that is a member of the bridge's owner) gives no such bound.
 */
static bool
owner_trusted(GraphView *v, Oid owner)
{
	bool		trusted;

	for (int i = 0; i < v->nmemo; i++)
		if (v->memo_owner[i] == owner)
			return v->memo_trusted[i];
	trusted = superuser_arg(owner);
	for (int i = 0; !trusted && i < v->nendpoint_owners; i++)
		trusted = is_member_of_role(owner, v->endpoint_owners[i]);
	if (v->nmemo < EK_OWNER_MEMO)
	{
		v->memo_owner[v->nmemo] = owner;
		v->memo_trusted[v->nmemo] = trusted;
		v->nmemo++;
	}
	return trusted;
}

/*
 * Is this table, used as a bridge, untrusted for this call? Endpoints are trusted by
 * definition (their owners are the reference). Memoised per node for the call; false when the
 * call declared no endpoints. A table dropped meanwhile counts as untrusted (it is also not
 * visible).
 */
bool
ek_graph_untrusted(GraphView *v, int node)
{
	if (v->trust == NULL || node < 0)
		return false;
	if (v->trust[node] == 0)
	{
		Oid			owner;

		v->trust[node] = rel_owner(v->g->nodes[node].relid, &owner) && owner_trusted(v, owner) ? 1 : 2;
	}
	return v->trust[node] == 2;
}

/*
 * May a path or plan of this call pass through this table? It must be visible, and under
 * ekaya.untrusted_bridges = exclude also trusted (endpoints always are). A view only as an
 * endpoint: its edges are its base columns' (inherited_via_view), and a path between tables
 * through a view would only repeat a path through its base tables.
 */
bool
ek_graph_usable(GraphView *v, int node)
{
	if (!ek_graph_visible(v, node))
		return false;
	if (v->g->nodes[node].is_view && (v->endpoint == NULL || !v->endpoint[node]))
		return false;
	return !(v->exclude_untrusted && ek_graph_untrusted(v, node));
}

/*
 * May this call use this edge? An edge a view inherits from a table's relationship only when
 * the caller may read that table too: the relationship and its evidence are facts about the
 * table's rows, as row security on engine_column_lineage and the relationships says for
 * get_table_details and validate_joins.
 */
bool
ek_graph_edge_usable(GraphView *v, int edge)
{
	const GraphEdge *e = &v->g->edges[edge];

	return !OidIsValid(e->base_oid) || ek_graph_visible(v, e->base_node);
}

/* "untrusted_bridge: <table> is owned by <role>, who owns <owns_none_of>" */
char *
ek_graph_bridge_warning(GraphView *v, int node, const char *owns_none_of)
{
	Oid			owner = InvalidOid;
	const char *who = NULL;

	if (rel_owner(v->g->nodes[node].relid, &owner))
		who = GetUserNameFromId(owner, true);
	return psprintf("untrusted_bridge: %s is owned by %s, who owns %s",
					ek_graph_name(v, node),
					who ? quote_identifier(who) : psprintf("role %u", owner),
					owns_none_of);
}
