/*
 * validate.h: shared declarations of the SQL checker (validate_joins, validate_sql, repair_hint).
 *
 * The checker is split by concern: validate_parse.c runs the server's own parser and analyzer
 * inside a subtransaction and turns failures into data; sql_walk.c walks the analyzed Query tree
 * for joins, functions, cartesian products and read-only violations; validate_rels.c looks the
 * joins up in ekaya.engine_schema_relationships; validate_suggest.c computes did-you-mean
 * answers from the catalog; validate_joins.c, validate_sql.c and repair_hint.c are the SQL
 * entry points. Everything a call produces lives in one per-call memory context, so a backend
 * that validates 10,000 statements ends where it started.
 */
#ifndef EKAYA_VALIDATE_H
#define EKAYA_VALIDATE_H

#include "postgres.h"

#include "fmgr.h"
#include "nodes/parsenodes.h"
#include "nodes/pg_list.h"

/* Most columns one join condition group may carry (composite keys are rarely wider). */
#define VJ_MAX_COLS 16
/* Longest text parsed at all (bytes); longer text is not even copied (validate_arg_text). */
#define VALIDATE_MAX_SQL_BYTES 1048576
/* Most joins one statement is examined for; more are reported as too_many_joins. */
#define VALIDATE_MAX_JOINS 1000

/* One equality (or other comparison) join between two base relations, as the agent wrote it. */
typedef struct VJoin
{
	int			join_no;
	Oid			left_rel;
	Oid			right_rel;
	const char *left_table;		/* schema-qualified, quoted where needed */
	const char *right_table;
	const char *left_ref;		/* alias or table name as written, for pasteable suggestions */
	const char *right_ref;
	int			ncols;
	AttrNumber	left_att[VJ_MAX_COLS];
	AttrNumber	right_att[VJ_MAX_COLS];
	const char *left_cols[VJ_MAX_COLS];
	const char *right_cols[VJ_MAX_COLS];
	const char *join_kind;		/* inner, left, right, full, where, semi, anti, lateral, correlated */
	bool		not_equality;
	bool		type_mismatch;
	const char *opname;
	const char *mismatch_detail;
	int			location;		/* 0-based byte offset of the operator, or -1 */
	void	   *left_inst;		/* identity of the range table entry (self-joins differ) */
	void	   *right_inst;
	int			group;			/* conditions of one ON/WHERE merge into one row per pair */
	bool		missing_condition;	/* synthesized: a cross join of related tables */

	/* filled by validate_rels.c */
	const char *status;
	const char *cardinality;
	bool		has_stats;
	float4		match_rate;
	float4		confidence;
	char	   *message;
	char	   *suggestion;
} VJoin;

/* A function call the statement would make, found by walking every expression. */
typedef struct VFunc
{
	Oid			funcid;
	int			location;
} VFunc;

/* A row-shaped finding of validate_sql. */
typedef struct VIssue
{
	const char *severity;		/* error, warning, info */
	const char *code;
	char	   *message;
	int			position;		/* 1-based character position, 0 = none */
	char	   *suggestion;
} VIssue;

/* Result of parsing, analyzing and walking one statement. */
struct PlannedStmt;
typedef struct VTrapState VTrapState;	/* validate_traps.c */
typedef struct VMetrics VMetrics;	/* validate_metrics.c */

typedef struct VResult
{
	const char *sql;
	int			nstatements;
	RawStmt    *raw;			/* the (first) raw statement, or NULL; analysis scribbles on it */
	bool		select_into;

	/* parse or analysis failure, turned into data */
	bool		failed;
	int			sqlerrcode;
	const char *err_code;		/* syntax_error, undefined_table, ... */
	char	   *err_message;
	char	   *err_hint;
	int			err_position;	/* 1-based character position, 0 = none */
	char	   *err_suggestion;

	/* findings of the walk */
	List	   *joins;			/* VJoin *, equality and comparison joins */
	bool		joins_truncated;	/* more than VALIDATE_MAX_JOINS: the rest were not kept */
	List	   *cross_pairs;	/* VJoin * with missing_condition set: unjoined relation pairs */
	List	   *cartesians;		/* char * messages, one per query level with a cartesian product */
	List	   *funcs;			/* VFunc * */
	List	   *issues;			/* VIssue * from read-only checks */
	bool		missing_limit;
	bool		planned;
	double		plan_rows;
	double		plan_cost;
	const char *estimate_skipped;	/* why there is no estimate, when it was wanted */
	VTrapState *traps;			/* the aggregating levels, for validate_traps_assess */
	VMetrics   *metrics;		/* aggregates over base columns, for validate_metrics_assess */

	/* called with the plan when VFLAG_PLAN planned the statement (validate_explain.c) */
	void		(*plan_hook) (struct VResult *res, struct PlannedStmt *plan, void *arg);
	void	   *plan_hook_arg;

	/*
	 * Declared parameter types ($1 .. $nparams; more are inferred) and a hook called with the
	 * analyzed statement, inside the rolled-back subtransaction (approved_query.c).
	 */
	Oid		   *param_types;
	int			nparams;
	void		(*query_hook) (struct VResult *res, Query *query, void *arg);
	void	   *query_hook_arg;
} VResult;

/* validate_parse.c */
#define VFLAG_PLAN		0x01	/* plan (never execute) for a row estimate if nothing failed */
#define VFLAG_SQLCHECKS	0x02	/* read-only, function and LIMIT checks */
#define VFLAG_TRAPS		0x04	/* collect what validate_traps_assess needs */
#define VFLAG_METRICS	0x08	/* collect what validate_metrics_assess needs */
extern VResult *validate_run(const char *sql, int flags);
extern VResult *validate_run_hooked(const char *sql, int flags,
									void (*plan_hook) (VResult *res, struct PlannedStmt *plan, void *arg),
									void *arg);
extern VResult *validate_run_params(const char *sql, int flags, Oid *param_types, int nparams,
									void (*query_hook) (VResult *res, Query *query, void *arg),
									void *arg);
extern VResult *validate_call(FunctionCallInfo fcinfo, int flags, const char **sql,
							  MemoryContext *caller);
extern void validate_call_end(MemoryContext caller);
extern List *validate_raw_parse(const char *sql, ErrorData **edata_out);
extern List *validate_raw_from_relations(const char *sql, ErrorData **edata_out);
extern char *validate_arg_text(FunctionCallInfo fcinfo, int argno, int limit);
extern int	validate_char_position(const char *sql, int byte_offset);
extern int	validate_pin_path(void);
extern void validate_unpin_path(int nest);

/* sql_walk.c */
extern void sql_walk_statement(VResult *res, Query *query, int flags);
extern void validate_note_function(VResult *res, Oid funcid, int location);
extern void validate_add_issue(VResult *res, const char *severity, const char *code, char *message,
							   int position, char *suggestion);
extern bool validate_base_column(Node *expr, List *stack, Oid *relid, AttrNumber *attno);

/* validate_funcs.c */
extern void validate_check_functions(VResult *res);
extern bool validate_system_function(Oid funcid);

/* validate_rels.c */
extern void validate_assign_status(VResult *res);
extern List *validate_neighbours(Oid relid);
extern struct _SPI_plan *validate_keep_plan(const char *query, int nargs, Oid *types);
extern int	validate_column_names(Datum names, char **out);

/* A neighbour of a table through an accepted relationship (repair_hint 42703). */
typedef struct VNeighbour
{
	Oid			relid;			/* the neighbour */
	List	   *my_cols;		/* char *, columns on the asked table */
	List	   *their_cols;		/* char *, columns on the neighbour */
	const char *relationship_type;
} VNeighbour;

/* validate_joins.c */
extern char *validate_error_suggestion(VResult *res);

/*
 * validate_traps.c: fan traps, chasm traps and row loss. Collect runs on the analyzed tree (in
 * validate_run); assess, as the caller, returns the findings as VJoin rows whose status is the
 * code (fan_trap, chasm_trap, row_loss, or a last trap_check_truncated note) and whose join_no
 * names the join row of the same pair (0: none).
 */
extern void validate_traps_collect(VResult *res, Query *query);
extern List *validate_traps_assess(VResult *res);
#define VALIDATE_TRAP_NOTE "trap_check_truncated"

/*
 * validate_metrics.c: the business terms (ekaya.engine_business_terms) a statement computes, and
 * its aggregates that read a metric's columns another way. Collect runs on the analyzed tree;
 * assess, as the caller, returns VIssue rows (metric, metric_mismatch). validate_term_shape is
 * what ekaya.define_term learns of a term's expression from the same collection.
 */
extern void validate_metrics_collect(VResult *res, Query *query);
extern List *validate_metrics_assess(VResult *res);
extern Node *validate_metrics_target(VResult *res, List **columns, List **aggregates);

/* validate_suggest.c */
typedef struct VFromRel
{
	const char *alias;			/* alias or relation name as written */
	Oid			relid;
} VFromRel;
extern List *validate_nearest_tables(const char *name, int max);
extern List *validate_nearest_columns(const char *name, List *fromrels, int max);
extern List *validate_from_relations(RawStmt *raw);
typedef struct VColumn
{
	const char *name;
	const char *type;
	AttrNumber	attnum;
} VColumn;
extern List *validate_visible_columns(Oid relid);
extern AttrNumber validate_visible_attnum(Oid relid, const char *name);
extern const char *validate_nearest_keyword(const char *sql, int position);
extern char *validate_table_name(Oid relid);
extern char *validate_ident_after(const char *message, const char *prefix);
extern const char *validate_errcode_name(int sqlerrcode);

#endif
