/*
 * ekaya.h: the in-memory model of one analysis run, shared by the catalog reader, the
 * profiler, relationship discovery and the stage writer.
 *
 * A run reads the catalog once into EkTable/EkColumn arrays, fills them with what the data
 * says (profiles and per-column value sets), derives relationships from them, and only then
 * writes stage rows. Keeping the model in memory lets discovery test every candidate pair
 * against value sets collected in the single profiling pass instead of re-reading tables.
 */
#ifndef EKAYA_H
#define EKAYA_H

#include "postgres.h"
#include "access/attnum.h"
#include "catalog/pg_type_d.h"
#include "datatype/timestamp.h"
#include "nodes/pg_list.h"
#include "utils/array.h"
#include "utils/memutils.h"

/* GUCs (guc.c) */
extern int	ekaya_enum_max_values;
extern int	ekaya_sample_rows;
extern int	ekaya_work_mem_kb;
extern int	ekaya_statement_timeout_ms;
extern int	ekaya_analysis_time_limit_ms;
extern int	ekaya_lock_timeout_ms;
extern char *ekaya_curator_role;
extern char *ekaya_refresh_role;
extern int	ekaya_untrusted_bridges;

/* ekaya.untrusted_bridges */
#define EK_BRIDGES_WARN		0
#define EK_BRIDGES_EXCLUDE	1

extern void ekaya_define_gucs(void);
extern char *ek_analysis_settings_json(void);
extern void ek_cap_analysis_settings(Oid role);

/* What a non-superuser's job may wait: caps on ekaya.lock_timeout and ekaya.statement_timeout. */
#define EK_CAP_LOCK_TIMEOUT_MS		10000
#define EK_CAP_STATEMENT_TIMEOUT_MS 300000

/* Families that decide which columns may be compared with which. */
typedef enum EkTypeFamily
{
	EK_FAMILY_INTEGER,			/* int2, int4, int8, oid-free integer domains */
	EK_FAMILY_NUMERIC,			/* numeric: key-capable only when it holds whole numbers */
	EK_FAMILY_FLOAT,
	EK_FAMILY_TEXT,				/* text, varchar, name, citext */
	EK_FAMILY_CHAR,				/* char(n): compared without trailing spaces */
	EK_FAMILY_UUID,
	EK_FAMILY_BOOLEAN,
	EK_FAMILY_TEMPORAL,
	EK_FAMILY_JSON,
	EK_FAMILY_ARRAY,
	EK_FAMILY_BYTEA,
	EK_FAMILY_RANGE,
	EK_FAMILY_ENUM,
	EK_FAMILY_COMPOSITE,
	EK_FAMILY_NETWORK,
	EK_FAMILY_GEOMETRIC,
	EK_FAMILY_OTHER
} EkTypeFamily;

extern const char *ek_family_name(EkTypeFamily family);

/*
 * A set of 64-bit value hashes with a row count per value. Key-capable columns keep theirs
 * after profiling so discovery can test containment in memory. Values are hashed after
 * normalisation (valueset.c) so equal keys of compatible types hash alike: 7::int2 and 7::int8,
 * 'A1'::char(4) and 'A1'::text, a uuid and the same uuid written as text.
 */
typedef struct EkValueSet
{
	uint64	   *keys;			/* open addressing; 0 marks an empty slot */
	uint32	   *counts;
	uint32		capacity;		/* power of two */
	uint32		used;
	bool		overflowed;		/* hit its memory budget: holds only hashes below ceiling */
	uint64		ceiling;		/* when overflowed: every hash seen below it is held */
	uint64		floor;			/* hashes below it are not held (a later pass of a profile) */
	Size		budget_bytes;
	MemoryContext cxt;			/* where it grows, whatever context is current then */
} EkValueSet;

extern EkValueSet *ek_valueset_create(Size budget_bytes);
extern EkValueSet *ek_valueset_create_from(Size budget_bytes, uint64 floor);
/* ek_valueset_add results */
#define EK_ADD_EXISTING 0
#define EK_ADD_NEW		1
#define EK_ADD_FULL		(-1)
extern int	ek_valueset_add(EkValueSet *set, uint64 hash, uint32 count);
extern uint32 ek_valueset_count(const EkValueSet *set, uint64 hash);

/* Does the set hold every value with this hash that it was offered (a coordinated subset)? */
static inline bool
ek_valueset_covers(const EkValueSet *set, uint64 hash)
{
	return hash >= set->floor && (!set->overflowed || hash < set->ceiling);
}

extern void ek_valueset_prefetch(const EkValueSet *set, uint64 hash);
extern Size ek_valueset_memory(const EkValueSet *set);
extern void ek_valueset_release(EkValueSet *set);
extern void ek_valueset_free(EkValueSet *set);

/*
 * A complete set of key hashes as a bytea (verify_agg.c), passed to the verification
 * aggregates as a query parameter: an open-addressing table with the probing of EkValueSet,
 * keys 8-byte aligned after a 24-byte header.
 */
typedef struct EkKeySet
{
	int32		vl_len_;		/* varlena header */
	uint32		magic;
	uint32		capacity;		/* power of two */
	uint32		used;
	uint64		rows;			/* non-null keys it was built from: used when they are unique */
	uint64		keys[FLEXIBLE_ARRAY_MEMBER];	/* 0 marks an empty slot */
} EkKeySet;

#define EK_KEYSET_SIZE(capacity) (offsetof(EkKeySet, keys) + sizeof(uint64) * (Size) (capacity))


/*
 * A complete set of one integer column's keys as a bitmap over their range (keybits.c), the
 * form verify_agg.c prefers for dense integer keys. Also a bytea: a 40-byte header, then the
 * words; bit i stands for base + i.
 */
#define EK_KEYBITS_MAGIC 0x454B4231	/* "EKB1" */
typedef struct EkKeyBits
{
	int32		vl_len_;		/* varlena header */
	uint32		magic;
	int64		base;			/* a multiple of 64 apart from the smallest int64 */
	uint64		nbits;			/* a multiple of 64 */
	uint64		used;			/* bits set */
	uint64		rows;			/* non-null keys it was built from: used when they are unique */
	uint64		words[FLEXIBLE_ARRAY_MEMBER];
} EkKeyBits;

/* Is v in the bitmap? Inline: a verification scan asks once per row. */
static inline bool
ek_keybits_contains(const EkKeyBits *kb, int64 v)
{
	/* int64 mapped to uint64 in the same order: ranges are plain unsigned arithmetic */
	uint64		off = ((uint64) v ^ (UINT64CONST(1) << 63)) - ((uint64) kb->base ^ (UINT64CONST(1) << 63));

	return ((uint64) v ^ (UINT64CONST(1) << 63)) >= ((uint64) kb->base ^ (UINT64CONST(1) << 63)) &&
		off < kb->nbits && (kb->words[off / 64] & (UINT64CONST(1) << (off % 64))) != 0;
}

extern EkKeyBits *ek_keybits_add(EkKeyBits *kb, int64 v, Size budget, MemoryContext cxt);
extern EkKeyBits *ek_keybits_union(EkKeyBits *into, const EkKeyBits *from, Size budget,
								   MemoryContext cxt);
extern EkKeyBits *ek_keybits_trim(const EkKeyBits *kb, MemoryContext cxt);
extern void ek_keybits_foreach(const EkKeyBits *kb, void (*fn) (int64 v, void *arg), void *arg);
extern bool ek_keybits_valid(const void *raw, Size size);
extern bytea *ek_keyset_from_valueset(const EkValueSet *set);
extern bytea *ek_key_bundle(struct varlena *const *sets, int n);

/*
 * Bottom-k (KMV) sketch: a deterministic uniform sample of distinct hashes. A finished one is
 * kept in EK_SKETCH_SIZE(n) bytes (ek_sketch_copy): only its first n hashes exist. k = 255
 * makes a full one 2,048 bytes, a size the memory allocator does not round up to 4 kB.
 */
#define EK_SKETCH_K 255
typedef struct EkSketch
{
	int			n;
	uint64		hashes[EK_SKETCH_K];	/* sorted ascending */
} EkSketch;

#define EK_SKETCH_SIZE(n) (offsetof(EkSketch, hashes) + sizeof(uint64) * (Size) (n))

extern void ek_sketch_add(EkSketch *sketch, uint64 hash);
extern double ek_sketch_estimate(const EkSketch *sketch);
extern EkSketch *ek_sketch_copy(const EkSketch *sketch);
extern void ek_valueset_cut_to(EkValueSet *set, uint64 ceiling);

/* Normalised hashing of values (valueset.c); the integer hash is inline, being per row. */
#define EK_SET_SEED UINT64CONST(0x9E3779B97F4A7C15)

/* A 64-bit finaliser (splitmix64): cheap, and equal int64 values of any width hash alike. */
static inline uint64
ek_hash_int64(int64 value)
{
	uint64		z = (uint64) value + EK_SET_SEED;

	z = (z ^ (z >> 30)) * UINT64CONST(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64CONST(0x94D049BB133111EB);
	z = z ^ (z >> 31);
	return z ? z : 1;			/* 0 marks an empty slot */
}

extern uint64 ek_hash_bytes(const char *data, Size len);

/*
 * keyhash.c: value normalisation before hashing, shared by the profiler and the verification
 * aggregates so that both hash every key alike.
 */
typedef enum EkHashKind
{
	EK_HK_INT,					/* int2/int4/int8 */
	EK_HK_NUMERIC,
	EK_HK_TEXT,					/* text, varchar, citext ... */
	EK_HK_BPCHAR,
	EK_HK_NAME,
	EK_HK_UUID,
	EK_HK_BYVAL,
	EK_HK_FIXED,
	EK_HK_VARLENA,
	EK_HK_CSTRING
} EkHashKind;

typedef struct EkHashType
{
	EkHashKind	kind;
	Oid			basetypid;
	int16		typlen;
	bool		typbyval;
	bool		string_type;	/* text or char family: text holding a uuid hashes as one */
} EkHashType;

extern EkHashKind ek_hash_kind(EkTypeFamily family, Oid basetypid, int16 typlen, bool typbyval);
extern void ek_hash_type_init(EkHashType *ht, Oid typid);
extern uint64 ek_hash_numeric(Datum d, bool *whole);
extern bool ek_numeric_int64(Datum d, int64 *v);
extern uint64 ek_hash_string(const char *p, int len, bool string_type);
extern int	ek_bpchar_len(const char *p, int len);
extern uint64 ek_hash_datum(const EkHashType *ht, Datum d);

/* An integer column's value as int64, whatever its width. */
static inline int64
ek_int_value(Oid basetypid, Datum d)
{
	return basetypid == INT2OID ? DatumGetInt16(d) :
		basetypid == INT4OID ? DatumGetInt32(d) : DatumGetInt64(d);
}

/*
 * Hash of a tuple from the hashes of its columns, in key order. A single column keeps its own
 * hash, so one-column key sets are the profiler's value sets. The mixing is order-sensitive:
 * (1, 2) and (2, 1) differ.
 */
static inline uint64
ek_hash_combine(uint64 acc, uint64 next)
{
	return ek_hash_int64((int64) (acc * UINT64CONST(0x9E3779B97F4A7C15) ^ next));
}

/* Pattern flags detected on text values (patterns.c). */
#define EK_PATTERN_UUID		(1 << 0)
#define EK_PATTERN_EMAIL	(1 << 1)
#define EK_PATTERN_URL		(1 << 2)
#define EK_PATTERN_PHONE	(1 << 3)
#define EK_PATTERN_INTEGER	(1 << 4)
#define EK_PATTERN_DATE		(1 << 5)
#define EK_PATTERN_JSON		(1 << 6)
#define EK_PATTERN_COUNT	7

extern int	ek_detect_patterns(const char *s, int len);
extern const char *ek_pattern_name(int bit);
extern bool ek_parse_uuid_text(const char *s, int len, unsigned char out[16]);

typedef struct EkTopValue
{
	char	   *value;
	int64		count;
} EkTopValue;

typedef struct EkColumn
{
	/* catalog */
	AttrNumber	attnum;
	char	   *name;
	int			ordinal;
	Oid			typid;			/* the column's type, possibly a domain */
	Oid			basetypid;		/* domain resolved to its base type */
	int32		typmod;
	Oid			collid;
	char	   *data_type;		/* format_type */
	EkTypeFamily family;
	bool		not_null;
	char	   *default_expr;
	char		generated;		/* attgenerated */
	bool		is_pk;
	int			pk_position;	/* 1-based, 0 if not in the primary key */
	bool		is_unique;		/* sole column of a declared primary key or unique constraint */
	char	   *description;

	/* lineage (views and materialized views, view_lineage.c): the base column it copies */
	bool		lineage_read;	/* the view's query was read: no base below means computed */
	Oid			base_relid;		/* InvalidOid when computed */
	char	   *base_schema;
	char	   *base_table;
	char	   *base_column;

	/* profile */
	bool		profiled;
	int64		rows_profiled;	/* rows read (the sample size when sampled) */
	int64		null_count;		/* scaled to the table when sampled */
	int64		nonnull_profiled;	/* non-null values actually read */
	int64		distinct_count;
	bool		distinct_exact;
	int64		distinct_read;	/* distinct values among the rows read (exact, whatever the memory) */
	int64		max_frequency;	/* rows of the most frequent value (read rows) */
	char	   *min_value;
	char	   *max_value;
	int			min_length;		/* -1 when not a string type */
	int			max_length;
	List	   *top_values;		/* EkTopValue *, most frequent first, NIL when untracked */
	bool		top_values_complete;	/* every distinct value is in top_values */
	List	   *sample_values;	/* char * */
	int			patterns;		/* EK_PATTERN_* present in >= 90% of checked values */
	int64		int_min;		/* integer-like columns: numeric range for discovery */
	int64		int_max;
	bool		has_int_range;
	bool		all_whole_numbers;	/* numeric family: every value is integral */
	double		avg_length;
	const char *semantic_type;
	const char *role;

	/* value sets kept for discovery (key-capable columns only) */
	EkValueSet *values;
	EkSketch   *sketch;
} EkColumn;

typedef struct EkKey
{
	char	   *name;
	const char *key_type;		/* primary, unique, unique_index */
	int			ncolumns;
	AttrNumber *attnums;
	char	  **columns;
} EkKey;

#define EK_TUPLE_MAX_COLUMNS 24	/* key-capable columns of a keyless table whose tuples are checked */

typedef struct EkRun EkRun;

typedef struct EkTable
{
	Oid			relid;
	char	   *schema_name;
	char	   *table_name;
	char	   *qualified_name;
	char		relkind;
	Oid			owner;			/* reads run as this role (table_read.c) */
	bool		some_columns;	/* the requester may read only some columns: only those are kept */
	const char *kind;
	char	   *description;
	int			ncolumns;
	EkColumn   *columns;
	List	   *keys;			/* EkKey * */
	List	   *foreign_keys;	/* EkForeignKey * declared on this table */
	double		reltuples;
	int64		row_count;
	bool		row_count_exact;
	bool		sampled;
	int64		rows_scanned;
	bool		skipped;
	char	   *skip_reason;
	bool		lock_retry;		/* lock not granted in time: retried at the end */
	bool		yielded;		/* gave way to a session waiting for a lock on it */
	/* discovery_names.c: the abbreviation its columns carry (w in warehouse.w_id), once read */
	bool		abbrev_known;
	char		abbrev[4];
	/* discovery_names.c, set with the affixes: named as an aggregate of another table */
	bool		aggregate;
	/*
	 * A table without a declared key: which pairs and triples of its key-capable columns were
	 * unique in the rows the profile read (sample_keys.c). Only those can be its composite
	 * keys; tuples_checked is false when they were not looked at (nothing is pruned then).
	 */
	bool		tuples_checked;
	List	   *unique_tuples;	/* EkTuple * */
	int			ntuple_columns; /* the columns looked at */
	AttrNumber	tuple_columns[EK_TUPLE_MAX_COLUMNS];
	/*
	 * ... and when some are unique, rows of the sample (evenly spaced, the hashes of those
	 * columns, 0 for NULL), a share tuple_fraction of the table's rows: composite candidates
	 * are screened against them before any exact measurement (ek_screen_composites)
	 */
	uint64	   *tuple_rows;
	int			tuple_nrows;
	double		tuple_fraction;
} EkTable;

/* sample_keys.c: a tuple of columns unique in a profile sample */
typedef struct EkTuple
{
	int			n;
	AttrNumber	attnums[3];
} EkTuple;

typedef struct EkTupleSample EkTupleSample;
extern EkTupleSample *ek_tuple_sample_start(EkTable *t, MemoryContext cxt);
extern void ek_tuple_sample_column(EkTupleSample *ts, int column, const uint64 *hashes, int nrows);
extern void ek_tuple_sample_rows(EkTupleSample *ts, int nrows);
extern void ek_tuple_sample_finish(EkRun *run, EkTable *t, EkTupleSample *ts);
extern bool ek_tuple_unique_in_sample(EkTable *t, const AttrNumber *attnums, int n, bool *known);
extern bool ek_same_attnums(const AttrNumber *a, const AttrNumber *b, int n);

typedef struct EkForeignKey
{
	char	   *name;
	Oid			source_relid;
	Oid			target_relid;
	int			ncolumns;
	AttrNumber *source_attnums;
	AttrNumber *target_attnums;
} EkForeignKey;

/* A relationship as discovery decides it, before it is staged. */
typedef struct EkRelationship
{
	EkTable    *source;
	EkTable    *target;
	int			ncolumns;
	AttrNumber *source_attnums;
	AttrNumber *target_attnums;
	const char *relationship_type;	/* fk, inferred */
	const char *inference_method;
	bool		accepted;
	const char *rejection_reason;
	const char *cardinality;	/* N:1, 1:1 */
	double		confidence;
	double		match_rate;
	int64		matched_count;
	int64		orphan_count;
	int64		source_distinct;
	int64		target_distinct;
	double		target_coverage;
	char	   *source_role;
	char	   *constraint_name;
	bool		fk_violated;
	char	   *evidence_json;	/* jsonb text, may be NULL */
	List	   *alternatives;	/* EkAlternative *: other targets that fitted as well */
	const char *not_measured;	/* why its exact measurement could not be made, NULL if it was
								 * (or none was needed): publish keeps the previous row */
	int			rejected_not_stored;	/* a rejected row: the source column's other rejected
										 * candidates, counted but not kept (discovery_bound.c) */
} EkRelationship;

/* An alternative target of a rejected candidate, stored apart so that readers see it only if they may read it. */
typedef struct EkAlternative
{
	EkTable    *table;
	EkColumn   *column;
} EkAlternative;

/* One analysis run. */
struct EkRun
{
	int64		job_id;
	Oid			requester;
	MemoryContext cxt;			/* survives the run's transactions */
	List	   *tables;			/* EkTable * */
	List	   *views;			/* EkTable * of plain views: catalogued, never read */
	List	   *skipped;		/* EkTable * skipped, with reasons */
	List	   *relationships;	/* EkRelationship * */
	int64		candidates_checked;
	Size		valueset_bytes;	/* memory held by kept value sets */
	bool		valuesets_overflowed;
	/* wall time per phase, reported in engine_jobs.stats so users see where a run spent it */
	double		ms_catalog,
				ms_profile,
				ms_discover,	/* discovery without its SQL verification */
				ms_verify,		/* exact SQL verification queries */
				ms_publish;
	int			verify_queries;
	/* how the run coped with big tables and a small ekaya.work_mem, for engine_jobs.stats */
	int			verified_by_aggregate;	/* relationships measured with the key sets */
	int			verified_by_sql;	/* ... and by SQL joins, which spill to disk instead */
	int			key_sets_shared;	/* key sets moved to shared memory for parallel workers */
	int64		rejected_not_stored;	/* rejected candidates counted but not kept */
	uint64		set_ceiling;	/* every kept value set holds only hashes below it (profile.c) */
	List	   *to_stage;		/* final rejected rows not yet written to the stage tables */
	/*
	 * Progress of the long steps, shown by the worker (ek_progress): the relationships to
	 * measure exactly, those done, and the table being read; those left unmeasured when
	 * ekaya.analysis_time_limit was reached.
	 */
	void		(*progress) (EkRun *run, const char *phase, bool force);
	int64		to_verify;
	int64		verified;
	const char *current_table;
	int			not_verified;
	Size		memory_peak;	/* the most this process held (palloc and shared key sets), as
								 * seen by ek_note_memory */
	int			composites_pruned;	/* composite candidates the profiles ruled out */
	int			composites_screened_out;	/* ... and those turned down on samples */
};

/* ddl_yield.c: reads give way to sessions waiting for an ACCESS EXCLUSIVE lock */
extern bool ek_ddl_waiting(Oid relid, TimestampTz *last_check);
extern void ek_ddl_yield_arm(bool on);
extern void ek_ddl_yield_check(void);
extern bool ek_ddl_yield_fired(void);

/* table_read.c: tables are read as their owner, like ANALYZE reads them */
typedef struct EkReadAs
{
	Oid			saved_user;
	int			saved_sec;
	int			nest;
} EkReadAs;

extern void ek_lock_table(EkRun *run, EkTable *t);
extern void ek_read_as(Oid role, bool foreign_rows, EkReadAs *s);
extern void ek_read_done(EkReadAs *s);
extern bool ek_role_reads_columns(Oid role, EkTable *t, int n, const AttrNumber *attnums);

/* catalog_sync.c */
extern void ek_check_schemas(ArrayType *schemas);
extern void ek_read_catalog(EkRun *run, ArrayType *schemas);
extern EkTable *ek_find_table(EkRun *run, Oid relid);
extern EkColumn *ek_find_column(EkTable *table, AttrNumber attnum);
/* discovery_names.c: the word all the analysis's table names share, read before any name is */
extern void ek_names_set_affixes(List *tables);
extern EkTypeFamily ek_type_family(Oid basetypid);

/* view_lineage.c */
extern void ek_read_lineage(EkTable *view, MemoryContext cxt);

/* guarded.c: one unit of work in a subtransaction under ekaya.statement_timeout */
typedef void (*EkGuardedFn) (void *arg);
extern ErrorData *ek_run_guarded(EkGuardedFn fn, void *arg, bool *timed_out);
extern ErrorData *ek_run_guarded_release(EkGuardedFn fn, void *arg, bool *timed_out);
extern void ek_set_deadline(TimestampTz when);
extern bool ek_past_deadline(void);

/* nearest.c */
extern char *ek_nearest_names(const char *name, List *candidates, int max);

/* profile.c */
extern bool ek_profile_table(EkRun *run, EkTable *table);

/* why a table was not read: the run reached ekaya.analysis_time_limit first */
#define EK_SKIP_TIME_LIMIT "time_limit: ekaya.analysis_time_limit was reached before the table was read"

/* semantic.c */
extern void ek_classify_column(EkTable *table, EkColumn *col);
extern bool ek_date_key_column(EkColumn *c);

/* discovery.c */
extern void ek_discover_relationships(EkRun *run);

/* stage.c */
extern void ek_stage_run(EkRun *run);
extern void ek_stage_relationships(EkRun *run, List *relationships);

/*
 * analysis.c: the run's steps. Each does its own SPI_connect/SPI_finish; the caller provides a
 * transaction and an active snapshot, so a background worker can commit between steps while a
 * backend running the analysis itself does them all in one transaction.
 */
extern EkRun *ek_analysis_start(int64 job_id, Oid requester, ArrayType *schemas);
extern int	ek_analysis_ntables(EkRun *run);
extern void ek_analysis_profile(EkRun *run, int i);
extern void ek_analysis_retry_locked(EkRun *run);
extern void ek_analysis_discover(EkRun *run);
extern void ek_analysis_publish(EkRun *run);
extern void ek_analysis_end(EkRun *run);
extern int64 ek_analysis_candidates(EkRun *run);
extern const char *ek_analysis_table_name(EkRun *run, int i);
extern char *ek_analysis_skipped_json(EkRun *run);
extern char *ek_analysis_stats_json(EkRun *run);
extern char *ek_analysis_degraded_json(EkRun *run);
extern void ek_progress(EkRun *run, const char *phase, bool force);
extern void ek_note_memory(EkRun *run);
extern void ek_analysis_repin(void);

/* owner.c: engine writes happen as the extension owner, data reads as the requester. */
extern Oid	ek_extension_owner(void);
extern void ek_become_restricted(Oid role, Oid *saved_userid, int *saved_secctx);
extern void ek_become_owner(Oid *saved_userid, int *saved_secctx);
extern void ek_restore_user(Oid saved_userid, int saved_secctx);
extern void ek_refuse_restricted_write(const char *what);
/* ontology_curation.c: the curation gate; runs ekaya._<name>(curator, args...) as the extension owner */
extern Datum ek_curate_run(const char *name, int nargs, Oid *argtypes, Datum *args, bool *argnull,
						   bool *isnull);

#endif							/* EKAYA_H */
