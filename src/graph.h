/*
 * graph.h: the schema graph shared by get_join_path, plan_joins, get_neighbors and graph_stats.
 *
 * The graph of accepted relationships is built once per backend from
 * ekaya.engine_schema_relationships and kept in a long-lived memory context, so a path query
 * touches no table but the one-row ekaya.engine_state (to learn whether the cache is still
 * current). The cache holds every table; what a caller may see is decided per call by a
 * GraphView, which checks SELECT privilege lazily, node by node, because grants change at any
 * time and one backend may run as several roles.
 */
#ifndef EKAYA_GRAPH_H
#define EKAYA_GRAPH_H

#include "postgres.h"

#include "datatype/timestamp.h"
#include "lib/stringinfo.h"
#include "nodes/pg_list.h"
#include "storage/itemptr.h"

/* Confidence below which a hop is reported as low confidence. */
#define EK_LOW_CONFIDENCE 0.8
/* Bounds of max_hops / depth arguments. */
#define EK_MAX_HOPS 6
/*
 * Longest table name looked up (bytes): a schema-qualified, quoted name of two 63-byte
 * identifiers is far shorter; longer text names no table and gets no did-you-mean search.
 */
#define EK_MAX_NAME_BYTES 1000

/* relationship_type, kept as a small code */
typedef enum EkRelType
{
	EK_REL_FK,
	EK_REL_INFERRED,
	EK_REL_MANUAL,
	EK_REL_LINEAGE				/* a view to the table whose primary key it copies */
} EkRelType;

/* One accepted relationship: source (many side) -> target (one side). */
typedef struct GraphEdge
{
	int64		relationship_id;
	int			src;			/* node index of source_table_oid */
	int			tgt;			/* node index of target_table_oid */
	Oid			src_oid;
	Oid			tgt_oid;
	int			ncols;
	char	  **src_cols;		/* the columns' names: their identity (85_column_identity.sql) */
	char	  **tgt_cols;
	AttrNumber *src_attnums;	/* derived from the names when the graph was built */
	AttrNumber *tgt_attnums;
	EkRelType	type;
	bool		one_to_one;		/* cardinality '1:1' (else N:1) */
	bool		to_primary_key;	/* the target columns are the target's declared primary key */
	float4		confidence;		/* effective: NULL is 1 for declared, 0.5 for inferred */
	float4		match_rate;
	bool		match_rate_null;
	int64		orphan_count;
	bool		orphan_null;
	bool		fk_violated;
	char	   *role;			/* source_role, NULL when none */
	/*
	 * inherited_via_view: a view's copy of a relationship of base_oid, whose node is base_node;
	 * shown only to callers that may read that table too (ek_graph_edge_usable)
	 */
	Oid			base_oid;		/* InvalidOid for the relationship itself */
	int			base_node;
} GraphEdge;

/* An adjacency entry: the edge, the node at its other end, and the traversal direction. */
typedef struct GraphAdj
{
	int			edge;
	int			other;
	bool		forward;		/* true: traverses source -> target (N:1 or 1:1) */
} GraphAdj;

typedef struct GraphNode
{
	Oid			relid;
	int			adj_start;		/* into SchemaGraph.adj */
	int			adj_count;
	bool		ddl;			/* a relcache invalidation came: look at its columns again */
	bool		is_view;		/* a plain view: an endpoint of paths and plans, never a bridge */
} GraphNode;

/* The cached graph. Nodes are sorted by relid (binary search); adjacency by relationship_id. */
typedef struct SchemaGraph
{
	MemoryContext cxt;			/* owns everything below */
	int			nnodes;
	GraphNode  *nodes;
	int			nedges;
	GraphEdge  *edges;
	GraphAdj   *adj;
	int		   *adj_node;		/* node each adjacency entry belongs to */
	/* identity of the engine_state row version the graph was built from */
	Oid			state_relid;
	int64		generation;
	TransactionId state_xmin;
	ItemPointerData state_tid;
	TimestampTz built_at;
	double		build_ms;
	int64		rebuilds;
	bool		any_ddl;		/* some node has ddl set (all of them after a cache reset) */
} SchemaGraph;

/* Distinct table owners whose trust one call remembers (ek_graph_untrusted). */
#define EK_OWNER_MEMO 16

/*
 * What one call may see of the graph: visibility, names and trust, computed lazily.
 *
 * Trust (security): a table on a path or plan other than the endpoints is a bridge, and an
 * untrusted one when its owner can act neither as the owner of an endpoint (is not that role
 * nor a member of it) nor as a superuser: whoever owns it chooses which rows join to which.
 * Owners are read from the catalog at call time, because ownership changes without a publish.
 */
typedef struct GraphView
{
	SchemaGraph *g;
	Oid			roleid;
	uint8	   *vis;			/* 0 unknown, 1 visible, 2 hidden */
	char	  **names;			/* schema-qualified, quoted where needed */
	/* set by ek_graph_set_endpoints; trust stays NULL for calls that have no endpoints */
	bool		exclude_untrusted;	/* ekaya.untrusted_bridges = exclude */
	int			nendpoint_owners;
	Oid		   *endpoint_owners;
	uint8	   *trust;			/* per node: 0 unknown, 1 trusted, 2 untrusted */
	bool	   *endpoint;		/* per node: one of the call's endpoints */
	int			nmemo;			/* owners already judged this call */
	Oid			memo_owner[EK_OWNER_MEMO];
	bool		memo_trusted[EK_OWNER_MEMO];
} GraphView;

/* graph_cache.c */
extern SchemaGraph *ek_graph_get(void);
extern GraphView *ek_graph_view(SchemaGraph *g);
extern bool ek_graph_visible(GraphView *v, int node);
extern int	ek_graph_find(SchemaGraph *g, Oid relid);
extern const char *ek_graph_name(GraphView *v, int node);
extern void ek_graph_set_endpoints(GraphView *v, const Oid *relids, int n);
extern bool ek_graph_untrusted(GraphView *v, int node);
extern bool ek_graph_usable(GraphView *v, int node);
extern bool ek_graph_edge_usable(GraphView *v, int edge);
extern char *ek_graph_bridge_warning(GraphView *v, int node, const char *owns_none_of);

/* plan_joins.c: one table of a join plan and its join to an earlier one (none for the base) */
typedef struct EkPlanJoin
{
	Oid			relid;
	Oid			parent;			/* InvalidOid for the base table */
	bool		inner;
	List	   *cols;			/* char *, columns of relid */
	List	   *parent_cols;	/* char *, the columns of parent they equal */
} EkPlanJoin;
extern List *ek_plan_join_list(const Oid *oids, int n);

/* graph_util.c */
extern Oid	ek_resolve_table(const char *arg_name, const char *name, Oid resolved);
extern const char *ek_edge_col(const GraphEdge *e, bool source_side, int i);
extern char *ek_live_attname(Oid relid, AttrNumber attnum);
extern bool ek_attnums_by_name(Oid relid, char **names, int n, AttrNumber *out);
extern const char *ek_rel_type_name(EkRelType t);
extern void ek_append_float(StringInfo buf, double v);
extern void ek_append_json_cols(StringInfo buf, const GraphEdge *e, bool source_side);
extern Datum ek_cols_array(const GraphEdge *e, bool source_side);
extern const char *ek_make_alias(const char *relname, char **used, int nused);
extern void ek_append_on_clause(StringInfo buf, const GraphEdge *e, bool new_is_source,
								const char *new_alias, const char *old_alias);
extern const char *ek_relname(Oid relid);
extern bool ek_cols_not_null(Oid relid, const GraphEdge *e, bool source_side);
extern void ek_check_hops(const char *arg_name, int32 value);
extern int	ek_uf_find(int *parent, int x);

#endif
