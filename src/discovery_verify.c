/*
 * discovery_verify.c: exact measurement of candidate relationships, one scan per source
 * table for all of its candidates.
 *
 * Discovery decides on the in-memory value sets of the profiling pass. Those are exact for
 * small tables, but a sampled table or a set that hit ekaya.work_mem holds only part of the
 * values, and composite keys are not kept as tuples at all. For exactly those cases, and only
 * for candidates discovery is about to accept (never for every pair), the relationships are
 * measured over the whole tables.
 *
 * The usual way is two parallel aggregates (verify_agg.c). Each target key's complete key
 * set is taken from the profiler when it holds every value, else collected by ekaya._keyset
 * in one aggregate over the target (a bitmap for dense integer keys, hashes otherwise); then
 * one scan of the source runs ekaya._orphans for all of its candidates, with the key sets as
 * query parameters: orphan rows, distinct orphans and distinct matched keys, so every metric
 * is exact. Both aggregates hash with the profiler's own normalisation (keyhash.c), and the
 * executor runs them in parallel workers: one probe per row and candidate instead of one
 * hash join per candidate. Key sets are held within ekaya.work_mem (the profiler's sets are
 * released first: every decision that reads them is made by then), and kept for later source
 * tables while they fit. A key set that does not fit, or a query that fails, falls back to
 * SQL: the source is LEFT JOINed to each target's keys (hash joins that spill to disk rather
 * than outgrow work_mem) and count(*) FILTER counts the orphan rows; a second scan counts
 * distinct orphan and source values with count(DISTINCT), whose sorts spill too (on the
 * aggregate path it runs only for distinct orphans that outgrew their budget).
 * Identifiers are quoted with quote_identifier; the queries take no values from the data
 * (key sets and budgets are parameters or numbers the engine computed).
 */
#include "discovery.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "access/xact.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "executor/tuptable.h"
#include "tcop/dest.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "optimizer/cost.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/timestamp.h"
#include "utils/resowner.h"
#include "utils/timeout.h"

/* FROM item for a table: partitioned parents include their partitions, others are ONLY. */
static void
append_relation(StringInfo sql, EkTable *t)
{
	appendStringInfo(sql, "%s%s", t->relkind == RELKIND_PARTITIONED_TABLE ? "" : "ONLY ",
					 quote_qualified_identifier(t->schema_name, t->table_name));
}

/*
 * The expression that makes a column comparable with its counterpart the way the profiler's
 * hashes compare them: char(n) without padding, uuids as lower-case text next to text, any
 * integer or whole numeric as numeric next to the other family.
 */
static void
append_expr(StringInfo sql, const char *alias, EkColumn *c, EkColumn *other)
{
	const char *col = quote_identifier(c->name);

	if (c->family == EK_FAMILY_CHAR || (c->family == EK_FAMILY_TEXT && other->family == EK_FAMILY_CHAR))
		appendStringInfo(sql, "pg_catalog.rtrim(%s.%s::pg_catalog.text)", alias, col);
	else if (c->family == EK_FAMILY_UUID && other->family != EK_FAMILY_UUID)
		appendStringInfo(sql, "%s.%s::pg_catalog.text", alias, col);
	else if (c->family == EK_FAMILY_TEXT && other->family == EK_FAMILY_UUID)
		appendStringInfo(sql, "pg_catalog.lower(%s.%s::pg_catalog.text)", alias, col);
	else if (c->family != other->family &&
			 (c->family == EK_FAMILY_NUMERIC || other->family == EK_FAMILY_NUMERIC))
		appendStringInfo(sql, "%s.%s::pg_catalog.numeric", alias, col);
	else
		appendStringInfo(sql, "%s.%s", alias, col);
}

static int64
get_int8(int col)
{
	bool		isnull;
	Datum		d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, col, &isnull);

	return isnull ? 0 : DatumGetInt64(d);
}

/*
 * Can the target side be joined as it is, at most one row per source row? Only when its
 * columns form a declared key and are compared as they are: rtrim, lower or a cast to text
 * could make two distinct keys equal, and a key measured unique on a sample may not be.
 */
static bool
target_joins_unique(EkRelationship *r, EkColumn **sc, EkColumn **tc)
{
	ListCell   *lc;
	int			i;

	for (i = 0; i < r->ncolumns; i++)
	{
		StringInfoData e;
		bool		plain;

		initStringInfo(&e);
		append_expr(&e, "t", tc[i], sc[i]);
		plain = strcmp(e.data, psprintf("t.%s", quote_identifier(tc[i]->name))) == 0 ||
			strcmp(e.data, psprintf("t.%s::pg_catalog.numeric", quote_identifier(tc[i]->name))) == 0;
		pfree(e.data);
		if (!plain)
			return false;
	}
	foreach(lc, r->target->keys)
	{
		EkKey	   *k = lfirst(lc);
		int			j,
					found = 0;

		if (k->ncolumns != r->ncolumns)
			continue;
		for (i = 0; i < r->ncolumns; i++)
			for (j = 0; j < k->ncolumns; j++)
				if (k->attnums[j] == r->target_attnums[i])
					found++;
		if (found == r->ncolumns)
			return true;
	}
	return false;
}

/*
 * "LEFT JOIN <target> tN ON ..." for item n, and in *orphan the condition that a source row
 * is an orphan of it: every source column non-null and no target row joined.
 */
static void
append_join(StringInfo from, StringInfo orphan, EkRelationship *r, int n)
{
	EkColumn   *sc[INDEX_MAX_KEYS];
	EkColumn   *tc[INDEX_MAX_KEYS];
	char		alias[16];
	int			i;

	for (i = 0; i < r->ncolumns; i++)
	{
		sc[i] = ek_find_column(r->source, r->source_attnums[i]);
		tc[i] = ek_find_column(r->target, r->target_attnums[i]);
	}
	snprintf(alias, sizeof(alias), "t%d", n);
	appendStringInfoString(from, " LEFT JOIN ");
	if (target_joins_unique(r, sc, tc))
	{
		append_relation(from, r->target);
		appendStringInfo(from, " %s ON ", alias);
		for (i = 0; i < r->ncolumns; i++)
		{
			if (i)
				appendStringInfoString(from, " AND ");
			append_expr(from, alias, tc[i], sc[i]);
			appendStringInfoString(from, " = ");
			append_expr(from, "s", sc[i], tc[i]);
		}
		appendStringInfo(orphan, "%s.%s IS NULL", alias, quote_identifier(tc[0]->name));
	}
	else
	{
		/* distinct keys, so that duplicates in the target cannot multiply source rows */
		appendStringInfoString(from, "(SELECT DISTINCT ");
		for (i = 0; i < r->ncolumns; i++)
		{
			if (i)
				appendStringInfoString(from, ", ");
			append_expr(from, "t", tc[i], sc[i]);
			appendStringInfo(from, " AS k%d", i);
		}
		appendStringInfoString(from, " FROM ");
		append_relation(from, r->target);
		appendStringInfo(from, " t) %s ON ", alias);
		for (i = 0; i < r->ncolumns; i++)
		{
			if (i)
				appendStringInfoString(from, " AND ");
			appendStringInfo(from, "%s.k%d = ", alias, i);
			append_expr(from, "s", sc[i], tc[i]);
		}
		appendStringInfo(orphan, "%s.k0 IS NULL", alias);
	}
	for (i = 0; i < r->ncolumns; i++)
		appendStringInfo(orphan, " AND s.%s IS NOT NULL", quote_identifier(sc[i]->name));
}

/* The source key of item r as one value (a row for tuples), for count(DISTINCT ...). */
static void
append_key(StringInfo sql, EkRelationship *r)
{
	int			i;

	if (r->ncolumns > 1)
		appendStringInfoString(sql, "ROW(");
	for (i = 0; i < r->ncolumns; i++)
	{
		if (i)
			appendStringInfoString(sql, ", ");
		append_expr(sql, "s",
					ek_find_column(r->source, r->source_attnums[i]),
					ek_find_column(r->target, r->target_attnums[i]));
	}
	if (r->ncolumns > 1)
		appendStringInfoChar(sql, ')');
}

/*
 * One query over the source table of the given items: orphan rows of each (distinct = false),
 * or distinct orphan values and distinct values of each (distinct = true: two columns an item).
 */
static char *
batch_sql(EkVerifyItem **items, int n, bool distinct)
{
	StringInfoData sql;
	StringInfoData from;
	StringInfoData orphan;
	int			i;

	initStringInfo(&sql);
	initStringInfo(&from);
	initStringInfo(&orphan);
	append_relation(&from, items[0]->r->source);
	appendStringInfoString(&from, " s");
	appendStringInfoString(&sql, "SELECT ");
	for (i = 0; i < n; i++)
	{
		resetStringInfo(&orphan);
		append_join(&from, &orphan, items[i]->r, i);
		if (i)
			appendStringInfoString(&sql, ", ");
		if (distinct)
		{
			EkRelationship *r = items[i]->r;
			int			k;

			appendStringInfoString(&sql, "pg_catalog.count(DISTINCT ");
			append_key(&sql, r);
			appendStringInfo(&sql, ") FILTER (WHERE %s)::pg_catalog.int8, pg_catalog.count(DISTINCT ",
							 orphan.data);
			append_key(&sql, r);
			appendStringInfoString(&sql, ") FILTER (WHERE true");
			for (k = 0; k < r->ncolumns; k++)
				appendStringInfo(&sql, " AND s.%s IS NOT NULL",
								 quote_identifier(ek_find_column(r->source, r->source_attnums[k])->name));
			appendStringInfoString(&sql, ")::pg_catalog.int8");
		}
		else
			appendStringInfo(&sql, "pg_catalog.count(*) FILTER (WHERE %s)::pg_catalog.int8", orphan.data);
	}
	appendStringInfo(&sql, " FROM %s", from.data);
	pfree(from.data);
	pfree(orphan.data);
	return sql.data;
}

/* What a measuring query returns, read while SPI is still connected. */
typedef enum QueryResult
{
	QR_INT8,					/* n int8 columns into out */
	QR_INT8_ARRAYS,				/* n int8[4] columns (ekaya._orphans) into out[4 * i + k] */
	QR_BYTEA					/* one bytea (ekaya._keyset), copied once into *bytes; NULL stays
								 * NULL */
} QueryResult;

typedef struct VerifyQuery
{
	const char *sql;
	int			nparams;
	Datum	   *params;
	QueryResult kind;
	int64	   *out;
	int			n;
	bytea	  **bytes;
	int			max_workers;	/* cap on parallel workers, -1 for the planner's choice */
} VerifyQuery;

/*
 * Receives the one row of a key-set query (ekaya._keyset) and copies its bytea straight out
 * of the aggregate's memory into the caller's: through SPI's own tuple table the set would be
 * copied twice, and a key set can be most of ekaya.work_mem.
 */
typedef struct KeysetReceiver
{
	DestReceiver pub;
	MemoryContext cxt;
	bytea	   *result;
	int			rows;
} KeysetReceiver;

static bool
keyset_receive(TupleTableSlot *slot, DestReceiver *self)
{
	KeysetReceiver *r = (KeysetReceiver *) self;
	bool		isnull;
	Datum		d = slot_getattr(slot, 1, &isnull);

	r->rows++;
	if (!isnull && r->result == NULL)
	{
		MemoryContext old = MemoryContextSwitchTo(r->cxt);

		/* a plain, aligned copy: ekaya._orphans reads it in place */
		r->result = (bytea *) PG_DETOAST_DATUM_COPY(d);
		MemoryContextSwitchTo(old);
	}
	return true;
}

static void
keyset_startup(DestReceiver *self, int operation, TupleDesc typeinfo)
{
}

static void
keyset_noop(DestReceiver *self)
{
}

/* Runs a key-set query into *q->bytes (NULL when the set did not fit its budget). */
static void
run_keyset_query(VerifyQuery *q, MemoryContext caller)
{
	KeysetReceiver r;
	SPIExecuteOptions options;
	int			rc;


	memset(&r, 0, sizeof(r));
	r.pub.receiveSlot = keyset_receive;
	r.pub.rStartup = keyset_startup;
	r.pub.rShutdown = keyset_noop;
	r.pub.rDestroy = keyset_noop;
	r.pub.mydest = DestTuplestore;	/* anything but SPI's own or none: rows go to us */
	r.cxt = caller;
	memset(&options, 0, sizeof(options));
	options.read_only = true;
	options.dest = (DestReceiver *) &r;
	rc = SPI_execute_extended(q->sql, &options);
	if (rc != SPI_OK_SELECT || r.rows != 1)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("relationship verification query returned no row")));
	*q->bytes = r.result;
}

/* The guarded part of run_query: execute and read the one row, copying results out of SPI. */
static void
run_query_guarded(void *arg)
{
	VerifyQuery *q = arg;
	MemoryContext caller = CurrentMemoryContext;
	int			nest = NewGUCNestLevel();
	int			i,
				rc;

	if (q->max_workers >= 0 && q->max_workers < max_parallel_workers_per_gather)
	{
		char		buf[16];

		snprintf(buf, sizeof(buf), "%d", q->max_workers);
		(void) set_config_option("max_parallel_workers_per_gather", buf, PGC_USERSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	}
	SPI_connect();
	if (q->kind == QR_BYTEA)
	{
		run_keyset_query(q, caller);
		SPI_finish();
		AtEOXact_GUC(false, nest);
		return;
	}
	if (q->nparams > 0)
	{
		Oid		   *types = palloc(sizeof(Oid) * q->nparams);
		SPIPlanPtr	plan;

		for (i = 0; i < q->nparams; i++)
			types[i] = BYTEAOID;
		plan = SPI_prepare_cursor(q->sql, q->nparams, types,
								  CURSOR_OPT_GENERIC_PLAN | CURSOR_OPT_PARALLEL_OK);
		if (plan == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("could not prepare relationship verification query: %s",
							SPI_result_code_string(SPI_result))));
		rc = SPI_execute_plan(plan, q->params, NULL, true, 0);
	}
	else
		rc = SPI_execute(q->sql, true, 0);
	if (rc != SPI_OK_SELECT || SPI_processed != 1)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("relationship verification query returned no row")));
	if (q->kind == QR_INT8)
		for (i = 0; i < q->n; i++)
			q->out[i] = get_int8(i + 1);
	else if (q->kind == QR_INT8_ARRAYS)
		for (i = 0; i < q->n; i++)
		{
			bool		isnull;
			Datum		d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, i + 1, &isnull);
			ArrayType  *arr;
			int64	   *v;

			if (isnull)
				ereport(ERROR,
						(errcode(ERRCODE_INTERNAL_ERROR),
						 errmsg("relationship verification aggregate returned null")));
			arr = DatumGetArrayTypeP(d);
			if (ARR_NDIM(arr) != 1 || ARR_DIMS(arr)[0] != 4 || ARR_HASNULL(arr) ||
				ARR_ELEMTYPE(arr) != INT8OID)
				ereport(ERROR,
						(errcode(ERRCODE_INTERNAL_ERROR),
						 errmsg("relationship verification aggregate returned a malformed result")));
			v = (int64 *) ARR_DATA_PTR(arr);
			memcpy(&q->out[4 * i], v, 4 * sizeof(int64));
		}
	SPI_finish();
	AtEOXact_GUC(false, nest);
}

/* How a measuring query ended. */
typedef enum QueryOutcome
{
	QUERY_DONE,
	QUERY_FAILED,				/* timeout, privileges, a table dropped meanwhile */
	QUERY_GAVE_WAY				/* stopped for a session waiting for DDL (ddl_yield.c) */
} QueryOutcome;

/*
 * Runs one measuring query in a subtransaction under ekaya.statement_timeout and stores its
 * result. A query that fails does not fail the whole run: the caller then keeps the estimates
 * from the value sets and says so, or, when it gave way to DDL, tries again later.
 */
static QueryOutcome
run_query(EkRun *run, const char *sql, int nparams, Datum *params, QueryResult kind,
		  int64 *out, int n, bytea **bytes, int max_workers)
{
	VerifyQuery q = {sql, nparams, params, kind, out, n, bytes, max_workers};
	TimestampTz start = GetCurrentTimestamp();
	ErrorData  *volatile edata = NULL;
	bool		timed_out;
	QueryOutcome outcome;

	run->verify_queries++;
	ereport(DEBUG1, (errmsg_internal("ekaya: verification query: %s", sql)));
	ek_ddl_yield_arm(true);
	PG_TRY();
	{
		edata = ek_run_guarded(run_query_guarded, &q, &timed_out);
	}
	PG_FINALLY();
	{
		/* also when a cancel goes through: the aggregates must not yield outside a run */
		ek_ddl_yield_arm(false);
	}
	PG_END_TRY();
	run->ms_verify += (double) (GetCurrentTimestamp() - start) / 1000.0;
	if (edata == NULL)
		return QUERY_DONE;
	ereport(DEBUG1,
			(errcode(edata->sqlerrcode),
			 errmsg("ekaya: verification of relationship candidates failed: %s", edata->message)));
	outcome = edata->sqlerrcode == ERRCODE_LOCK_NOT_AVAILABLE ? QUERY_GAVE_WAY : QUERY_FAILED;
	FreeErrorData(edata);
	return outcome;
}

/*
 * Verifies the items of one source table by SQL joins: one scan counts orphan rows, a second
 * counts distinct orphan and distinct source values (sorts that spill to disk, where the key
 * sets would not fit), so that the match rate is exact on this path too.
 */
static void
verify_source(EkRun *run, EkVerifyItem **items, int n)
{
	int64	   *counts = palloc0(sizeof(int64) * 2 * n);
	int			i;

	if (run_query(run, batch_sql(items, n, false), 0, NULL, QR_INT8, counts, n, NULL, -1) != QUERY_DONE)
		return;
	for (i = 0; i < n; i++)
	{
		items[i]->res.orphan_rows = counts[i];
		items[i]->res.orphan_distinct = 0;
		items[i]->res.done = true;
	}
	if (run_query(run, batch_sql(items, n, true), 0, NULL, QR_INT8, counts, 2 * n, NULL, -1) != QUERY_DONE)
	{
		for (i = 0; i < n; i++)
			items[i]->res.done = false;
		return;
	}
	for (i = 0; i < n; i++)
	{
		items[i]->res.orphan_distinct = counts[2 * i];
		items[i]->res.matched_distinct = counts[2 * i + 1] - counts[2 * i];
	}
}

/*
 * Returns freed heap memory to the operating system. The profiler's value sets and the
 * aggregates' growing tables are many large allocations; once freed, the C library keeps them
 * for reuse, and without this the process would hold the profile's memory and the key sets'
 * on top of each other, beyond ekaya.work_mem.
 */
static void
give_back_memory(void)
{
#ifdef __GLIBC__
	malloc_trim(0);
#endif
}

/*
 * Key sets of the targets, shared by the items of all source tables. Their memory counts
 * against what ekaya.work_mem leaves beside the profiler's value sets; an entry whose set
 * did not fit (or whose query failed) has ks NULL and its items are measured by SQL.
 */
typedef struct KeyEntry
{
	EkTable    *target;
	int			ncolumns;
	AttrNumber	attnums[INDEX_MAX_KEYS];
	bytea	   *ks;
	Size		bytes;
	const char *how;			/* profile, aggregate, over_budget, failed */
} KeyEntry;

typedef struct VerifyCtx
{
	EkRun	   *run;
	List	   *keys;			/* KeyEntry * */
	Size		budget;			/* bytes ekaya.work_mem leaves for key sets */
	Size		held;			/* bytes of key sets held */
} VerifyCtx;

/* Frees key sets no item of the current source table needs, to make room. */
static void
evict_keys(VerifyCtx *vc, EkVerifyItem **items, int n)
{
	ListCell   *lc;

	foreach(lc, vc->keys)
	{
		KeyEntry   *e = lfirst(lc);
		bool		used = false;
		int			i;

		for (i = 0; i < n && !used; i++)
			used = items[i]->r->target == e->target;
		if (!used && e->ks)
		{
			pfree(e->ks);
			e->ks = NULL;
			vc->held -= e->bytes;
			vc->keys = foreach_delete_current(vc->keys, lc);
		}
	}
}

/*
 * Is the profiler's value set of r's (single) target column to be copied as its key set? It
 * must hold every value; and a dense integer key is better collected again as a bitmap
 * (ekaya._keyset), a fraction of a hash table's size that stays in the cache while the
 * source is probed, unless the table of hashes is small anyway.
 */
static bool
profile_holds_keys(EkRelationship *r)
{
	EkColumn   *tc = ek_find_column(r->target, r->target_attnums[0]);
	Size		table;

	if (r->ncolumns != 1 || tc == NULL || tc->values == NULL || tc->values->keys == NULL ||
		tc->values->overflowed || r->target->sampled)
		return false;
	table = EK_KEYSET_SIZE(tc->values->capacity);
	if (tc->family == EK_FAMILY_INTEGER && tc->has_int_range && table > 256 * 1024 &&
		(uint64) tc->int_max - (uint64) tc->int_min < (uint64) table * 2)
		return false;
	return true;
}

/*
 * An upper bound of the bytes of r's target key set, from the target's row count: a hash
 * table at most three quarters full (an integer bitmap is usually far smaller).
 */
static Size
keyset_estimate(EkRelationship *r)
{
	uint64		cap = 64;

	while (cap * 3 < (uint64) Max(r->target->row_count, 0) * 4 && cap < ((uint64) 1 << 40))
		cap *= 2;
	return EK_KEYSET_SIZE(cap);
}

/*
 * The key set of r's target columns: copied from the profiler's value set when that holds
 * every value of a single-column key, else collected by ekaya._keyset in one (parallel)
 * aggregate over the target. NULL when it would not fit in what ekaya.work_mem leaves.
 * Key sets of earlier source tables are kept for later ones, and evicted only for room.
 */
static KeyEntry *
target_keyset(VerifyCtx *vc, EkRelationship *r, EkVerifyItem **group, int ng)
{
	ListCell   *lc;
	KeyEntry   *e;
	EkColumn   *tc = ek_find_column(r->target, r->target_attnums[0]);
	Size		room;
	int			i;

	foreach(lc, vc->keys)
	{
		e = lfirst(lc);
		if (e->target == r->target && e->ncolumns == r->ncolumns &&
			memcmp(e->attnums, r->target_attnums, sizeof(AttrNumber) * r->ncolumns) == 0)
			return e;
	}
	e = palloc0(sizeof(KeyEntry));
	e->target = r->target;
	e->ncolumns = r->ncolumns;
	memcpy(e->attnums, r->target_attnums, sizeof(AttrNumber) * r->ncolumns);
	room = vc->budget > vc->held ? vc->budget - vc->held : 0;
	if (profile_holds_keys(r))
	{
		Size		need = EK_KEYSET_SIZE(tc->values->capacity);

		if (need > room)
		{
			evict_keys(vc, group, ng);
			room = vc->budget > vc->held ? vc->budget - vc->held : 0;
		}
		if (need <= room)
		{
			e->ks = ek_keyset_from_valueset(tc->values);
			e->bytes = need;
			e->how = "profile";
		}
		else
			e->how = "over_budget";
	}
	else
	{
		StringInfoData sql;
		QueryOutcome outcome;

		if (keyset_estimate(r) > room / 2)
		{
			evict_keys(vc, group, ng);
			room = vc->budget > vc->held ? vc->budget - vc->held : 0;
		}
		initStringInfo(&sql);
		/* half the room: the result is copied once out of the aggregate's memory */
		appendStringInfo(&sql, "SELECT ekaya._keyset(%lld::pg_catalog.int8",
						 (long long) Max(room / 2, 1));
		for (i = 0; i < r->ncolumns; i++)
			appendStringInfo(&sql, ", t.%s",
							 quote_identifier(ek_find_column(r->target, r->target_attnums[i])->name));
		appendStringInfoString(&sql, ") FROM ");
		append_relation(&sql, r->target);
		appendStringInfoString(&sql, " t");
		if (room / 2 < EK_KEYSET_SIZE(64))
			e->how = "over_budget";
		/*
		 * without parallel workers: combining their partial sets cost more than it saved
		 * (TPC-H SF 1 partsupp: 96 ms with two workers, 81 ms without), and held them all in
		 * this process at once, a key set's size several times over
		 */
		else if ((outcome = run_query(vc->run, sql.data, 0, NULL, QR_BYTEA, NULL, 0, &e->ks, 0)) != QUERY_DONE)
			e->how = outcome == QUERY_GAVE_WAY ? "gave_way" : "failed";
		else if (e->ks == NULL)
			e->how = "over_budget";
		else
		{
			e->bytes = VARSIZE(e->ks);
			e->how = "aggregate";
		}
		pfree(sql.data);
		give_back_memory();
	}
	/* a query that gave way to DDL is tried again later, not remembered as failed */
	if (strcmp(e->how, "gave_way") == 0)
		return e;
	vc->held += e->bytes;
	vc->keys = lappend(vc->keys, e);
	if (e->ks == NULL)
		ereport(DEBUG1,
				(errmsg_internal("ekaya: key set of %s not available (%s): verifying by SQL joins",
								 r->target->qualified_name, e->how)));
	return e;
}

/* The distinct keys of a key set, of either form, and the rows they came from. */
static void
keyset_counts(bytea *ks, EkVerifyResult *res)
{
	const EkKeyBits *kb = (const EkKeyBits *) ks;

	if (kb->magic == EK_KEYBITS_MAGIC)
	{
		res->target_distinct = (int64) kb->used;
		res->target_rows = (int64) kb->rows;
	}
	else
	{
		res->target_distinct = (int64) ((const EkKeySet *) ks)->used;
		res->target_rows = (int64) ((const EkKeySet *) ks)->rows;
	}
}

/*
 * How many parallel workers a probing query may have. Each worker gets its own copy of the
 * key sets (query parameters), and holds as much again in distinct-match bits and its share
 * of the orphan sets: the workers, as much as this process, must stay within what
 * ekaya.work_mem leaves beside the key sets held here.
 */
static int
workers_for(VerifyCtx *vc, KeyEntry **keys, int n, Size orphan_budget)
{
	Size		per_worker = 0,
				room = vc->budget > vc->held ? vc->budget - vc->held : 0;
	int			i;

	for (i = 0; i < n; i++)
		per_worker += 2 * VARSIZE(keys[i]->ks) + orphan_budget;
	return (int) Min((Size) INT_MAX, room / Max(per_worker, 1));
}

/*
 * Verifies the items of one source table whose target key sets are at hand with one
 * (parallel) aggregate scan: ekaya._orphans per item. Items it could not measure completely
 * (query failed; distinct orphans beyond their budget) are returned in *rest for SQL. True
 * when the scan gave way to DDL: nothing was measured, and the caller tries again later.
 */
static bool
verify_source_agg(VerifyCtx *vc, EkVerifyItem **items, KeyEntry **keys, int n,
				  EkVerifyItem **rest, int *nrest, EkVerifyItem **distinct_sql, int *ndistinct)
{
	StringInfoData sql;
	Datum	   *params = palloc(sizeof(Datum) * n);
	int64	   *res = palloc0(sizeof(int64) * 4 * n);
	Size		orphan_budget = Max((Size) 64 * 1024, (Size) ekaya_work_mem_kb * 1024 / 16 / n);
	QueryOutcome outcome;
	int			i,
				j;

	initStringInfo(&sql);
	appendStringInfoString(&sql, "SELECT ");
	for (i = 0; i < n; i++)
	{
		EkRelationship *r = items[i]->r;

		params[i] = PointerGetDatum(keys[i]->ks);
		appendStringInfo(&sql, "%sekaya._orphans($%d, %lld::pg_catalog.int8", i ? ", " : "", i + 1,
						 (long long) orphan_budget);
		for (j = 0; j < r->ncolumns; j++)
			appendStringInfo(&sql, ", s.%s",
							 quote_identifier(ek_find_column(r->source, r->source_attnums[j])->name));
		appendStringInfoChar(&sql, ')');
	}
	appendStringInfoString(&sql, " FROM ");
	append_relation(&sql, items[0]->r->source);
	appendStringInfoString(&sql, " s");
	outcome = run_query(vc->run, sql.data, n, params, QR_INT8_ARRAYS, res, n, NULL,
						workers_for(vc, keys, n, orphan_budget));
	if (outcome != QUERY_DONE)
	{
		if (outcome == QUERY_GAVE_WAY)
			return true;
		for (i = 0; i < n; i++)
		{
			items[i]->res.method = "sql_join (aggregate query failed)";
			rest[(*nrest)++] = items[i];
		}
		return false;
	}
	for (i = 0; i < n; i++)
	{
		items[i]->res.method = "aggregate";
		items[i]->res.orphan_rows = res[4 * i];
		items[i]->res.orphan_distinct = res[4 * i + 1];
		items[i]->res.matched_distinct = res[4 * i + 3];
		items[i]->res.matched_rows = res[4 * i + 2];
		keyset_counts(keys[i]->ks, &items[i]->res);
		items[i]->res.done = true;
		if (res[4 * i + 1] < 0)
		{
			/* too many distinct orphans to hold: count them with SQL */
			items[i]->res.orphan_distinct = 0;
			items[i]->res.method = "aggregate+sql_distinct (distinct orphans over budget)";
			distinct_sql[(*ndistinct)++] = items[i];
		}
	}
	pfree(sql.data);
	return false;
}

/*
 * Measures the items of one source table: key sets of their targets, one aggregate scan of
 * the source for those whose key set fits, SQL joins for the rest. True when a query gave way
 * to DDL, in which case the group's results mean nothing and it is to be tried again.
 */
static bool
verify_group(VerifyCtx *vc, EkVerifyItem **group, int ng)
{
	EkVerifyItem **agg = palloc(sizeof(EkVerifyItem *) * ng),
			  **rest = palloc(sizeof(EkVerifyItem *) * ng),
			  **dist = palloc(sizeof(EkVerifyItem *) * ng);
	KeyEntry  **keys = palloc(sizeof(KeyEntry *) * ng);
	int			nagg = 0,
				nrest = 0,
				ndist = 0,
				k;

	for (k = 0; k < ng; k++)
	{
		KeyEntry   *e = target_keyset(vc, group[k]->r, group, ng);

		if (strcmp(e->how, "gave_way") == 0)
			return true;
		if (e->ks)
		{
			keys[nagg] = e;
			agg[nagg++] = group[k];
		}
		else
		{
			group[k]->res.method = strcmp(e->how, "over_budget") == 0 ?
				"sql_join (key set over ekaya.work_mem)" : "sql_join (key set query failed)";
			rest[nrest++] = group[k];
		}
	}
	if (nagg > 0 && verify_source_agg(vc, agg, keys, nagg, rest, &nrest, dist, &ndist))
		return true;
	if (nrest > 0)
		verify_source(vc->run, rest, nrest);
	if (ndist > 0)
	{
		int64	   *counts = palloc0(sizeof(int64) * 2 * ndist);

		if (run_query(vc->run, batch_sql(dist, ndist, true), 0, NULL, QR_INT8, counts, 2 * ndist, NULL, -1) == QUERY_DONE)
			for (k = 0; k < ndist; k++)
				dist[k]->res.orphan_distinct = counts[2 * k];
		else
			for (k = 0; k < ndist; k++)
				dist[k]->res.done = false;
	}
	return false;
}

/*
 * Measures every item exactly, one source table at a time (items of a table in the order
 * given). Each item's res says whether its measurement ran. Items whose target key set fits
 * in ekaya.work_mem are measured by the verification aggregates; the others by SQL joins. A
 * source table whose scan gave way to DDL is measured again after the others, once.
 */
void
ek_verify_batch(EkRun *run, List *items)
{
	int			n = list_length(items);
	EkVerifyItem **all,
			  **retry;
	bool	   *taken;
	int			i,
				j,
				round;
	VerifyCtx	vc;
	Size		limit = (Size) ekaya_work_mem_kb * 1024;
	ListCell   *lc;

	if (n == 0)
		return;
	memset(&vc, 0, sizeof(vc));
	vc.run = run;
	vc.budget = limit;
	all = palloc(sizeof(EkVerifyItem *) * n);
	retry = palloc(sizeof(EkVerifyItem *) * n);
	taken = palloc0(sizeof(bool) * n);
	for (i = 0; i < n; i++)
	{
		all[i] = list_nth(items, i);
		memset(&all[i]->res, 0, sizeof(EkVerifyResult));
		all[i]->res.matched_distinct = -1;
		all[i]->res.matched_rows = -1;
		all[i]->res.target_distinct = -1;
		all[i]->res.target_rows = -1;
	}

	/*
	 * Every decision that reads the profiler's value sets is made. The sets no key set can
	 * come from are released; the key sets that can are copied (as far as they fit), then
	 * the rest is released too, so that the key sets have ekaya.work_mem to themselves.
	 */
	run->valueset_bytes = 0;
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		for (j = 0; j < t->ncolumns; j++)
		{
			EkColumn   *c = &t->columns[j];
			bool		needed = false;

			for (i = 0; i < n && !needed; i++)
				needed = all[i]->r->target == t && all[i]->r->target_attnums[0] == c->attnum &&
					profile_holds_keys(all[i]->r);
			if (!needed)
				ek_valueset_release(c->values);
			else
				run->valueset_bytes += ek_valueset_memory(c->values);
		}
	}
	for (i = 0; i < n; i++)
	{
		EkRelationship *r = all[i]->r;

		if (profile_holds_keys(r) &&
			vc.held + EK_KEYSET_SIZE(ek_find_column(r->target, r->target_attnums[0])->values->capacity) +
			run->valueset_bytes <= limit)
			(void) target_keyset(&vc, r, NULL, 0);
	}
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		for (j = 0; j < t->ncolumns; j++)
			ek_valueset_release(t->columns[j].values);
	}
	run->valueset_bytes = 0;
	give_back_memory();
	for (round = 0; round < 2; round++)
	{
		int			nretry = 0;

		for (i = 0; i < n; i++)
		{
			EkVerifyItem **group;
			int			ng = 0;

			if (taken[i])
				continue;
			group = palloc(sizeof(EkVerifyItem *) * n);
			for (j = i; j < n; j++)
				if (!taken[j] && all[j]->r->source == all[i]->r->source)
				{
					group[ng++] = all[j];
					taken[j] = true;
				}
			if (verify_group(&vc, group, ng))
			{
				/* it gave way to DDL: once more after the others, then left unmeasured */
				for (j = 0; j < ng; j++)
				{
					memset(&group[j]->res, 0, sizeof(EkVerifyResult));
					group[j]->res.matched_distinct = group[j]->res.matched_rows = -1;
					group[j]->res.target_distinct = group[j]->res.target_rows = -1;
					group[j]->res.method = "gave way to a session waiting for a lock";
					retry[nretry++] = group[j];
				}
			}
			pfree(group);
			CHECK_FOR_INTERRUPTS();
		}
		if (nretry == 0)
			break;
		memset(taken, true, sizeof(bool) * n);
		for (i = 0; i < n; i++)
			for (j = 0; j < nretry; j++)
				if (all[i] == retry[j])
					taken[i] = false;
	}
	foreach(lc, vc.keys)
	{
		KeyEntry   *e = lfirst(lc);

		if (e->ks)
			pfree(e->ks);
	}
	for (i = 0; i < n; i++)
		if (all[i]->res.done && all[i]->res.method && strncmp(all[i]->res.method, "aggregate", 9) == 0)
			run->verified_by_aggregate++;
		else if (all[i]->res.done)
			run->verified_by_sql++;
	pfree(all);
	pfree(taken);
}
