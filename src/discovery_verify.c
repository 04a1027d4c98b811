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
 * one scan of the source runs ekaya._orphans_each for all of its candidates, each column read
 * and hashed once a row, with the key sets as query parameters: orphan rows, distinct orphans and distinct matched keys, so every metric
 * is exact. Both aggregates hash with the profiler's own normalisation (keyhash.c), and the
 * executor runs them in parallel workers: one probe per row and candidate instead of one
 * hash join per candidate. Key sets are held within ekaya.work_mem (the profiler's sets are
 * released first: every decision that reads them is made by then), and kept for later source
 * tables while they fit; a two-integer key whose list of pairs does not fit but whose set
 * does is collected in slices of its first column's range (collect_in_slices). A key set that
 * does not fit, or a query that fails, falls back to SQL: the source is LEFT JOINed to each target's keys (hash joins that spill to disk rather
 * than outgrow work_mem; ekaya._give_way() makes them give way to DDL like the aggregates)
 * and count(*) FILTER counts the orphan rows; a second scan counts
 * distinct orphan and source values with count(DISTINCT), whose sorts spill too (on the
 * aggregate path it runs only for distinct orphans that outgrew their budget).
 * Identifiers are quoted with quote_identifier; the queries take no values from the data
 * (key sets and budgets are parameters or numbers the engine computed).
 */
#include "discovery.h"
#include "keypairs.h"
#include "keyshare.h"

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
#include "nodes/params.h"
#include "utils/array.h"
#include "optimizer/cost.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "storage/latch.h"
#include "utils/timestamp.h"
#include "utils/resowner.h"
#include "utils/wait_event.h"
#include "utils/snapmgr.h"
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
 * One query over the source table of the given items: orphan rows and rows holding the whole
 * source key of each (distinct = false), or distinct orphan values and distinct values of each
 * (distinct = true); two columns an item.
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
		{
			EkRelationship *r = items[i]->r;
			int			k;

			/* orphan rows, and rows holding the whole source key */
			appendStringInfo(&sql, "pg_catalog.count(*) FILTER (WHERE %s)::pg_catalog.int8, "
							 "pg_catalog.count(*) FILTER (WHERE true", orphan.data);
			for (k = 0; k < r->ncolumns; k++)
				appendStringInfo(&sql, " AND s.%s IS NOT NULL",
								 quote_identifier(ek_find_column(r->source, r->source_attnums[k])->name));
			appendStringInfoString(&sql, ")::pg_catalog.int8");
		}
	}
	/* the scan gives way to DDL as the aggregates do (ddl_yield.c) */
	appendStringInfo(&sql, " FROM %s WHERE ekaya._give_way()", from.data);
	pfree(from.data);
	pfree(orphan.data);
	return sql.data;
}

/* What one column of a measuring query's single row holds. */
typedef enum ColumnKind
{
	COL_INT8,					/* an int8, into out[4 * i] */
	COL_COUNTS,					/* ekaya._orphans_each's int8[4 * nout[i]], into out from
								 * the column's place on (below) */
	COL_KEYSET					/* ekaya._keyset's bytea, copied once into bytes[i]; NULL stays
								 * NULL */
} ColumnKind;

#define EK_SQL_JOINS_PER_QUERY 4	/* a query of many hash joins and sorts plans and runs badly */

/* A table a measuring query reads, and the columns it reads of it. */
typedef struct QueryTable
{
	EkTable    *table;
	int			natts;
	AttrNumber	atts[INDEX_MAX_KEYS * EK_SQL_JOINS_PER_QUERY];
} QueryTable;

typedef struct VerifyQuery
{
	const char *sql;
	/* the tables it reads, the one it scans first: it runs as that table's owner if it can */
	QueryTable	tables[1 + EK_SQL_JOINS_PER_QUERY];
	int			ntables;
	int			nparams;
	Datum	   *params;			/* key sets (bytea), or references to them (keyshare.h) */
	const char *shared;			/* ekaya.shared_key_sets for it, NULL if none */
	int			ncols;
	ColumnKind *kinds;
	int		   *nout;			/* per column, how many fours of out it fills (1 but for
								 * COL_COUNTS); a column's fours follow the earlier columns' */
	int64	   *out;
	bytea	  **bytes;			/* 1 per column */
	int			max_workers;	/* cap on parallel workers, -1 for the planner's choice */
	EkRun	   *run;
} VerifyQuery;

/* A query of ncols columns of one kind (callers may change single kinds). */
static VerifyQuery *
query_new(const char *sql, int ncols, ColumnKind kind)
{
	VerifyQuery *q = palloc0(sizeof(VerifyQuery));
	int			i;

	q->sql = sql;
	q->ncols = ncols;
	q->kinds = palloc(sizeof(ColumnKind) * Max(ncols, 1));
	q->nout = palloc(sizeof(int) * Max(ncols, 1));
	for (i = 0; i < ncols; i++)
	{
		q->kinds[i] = kind;
		q->nout[i] = 1;
	}
	q->out = palloc0(sizeof(int64) * 4 * Max(ncols, 1));
	q->bytes = palloc0(sizeof(bytea *) * Max(ncols, 1));
	q->max_workers = -1;
	return q;
}

/* Notes that q reads the columns attnums of t (the scanned table first). */
static void
query_reads(VerifyQuery *q, EkTable *t, int n, const AttrNumber *attnums)
{
	QueryTable *qt = NULL;
	int			i,
				j;

	for (i = 0; i < q->ntables && qt == NULL; i++)
		if (q->tables[i].table == t)
			qt = &q->tables[i];
	if (qt == NULL)
	{
		Assert(q->ntables < lengthof(q->tables));
		qt = &q->tables[q->ntables++];
		qt->table = t;
		qt->natts = 0;
	}
	for (i = 0; i < n; i++)
	{
		for (j = 0; j < qt->natts && qt->atts[j] != attnums[i]; j++)
			;
		if (j == qt->natts && qt->natts < lengthof(qt->atts))
			qt->atts[qt->natts++] = attnums[i];
	}
}

/* The tables and columns a measuring query over the source of items reads. */
static void
query_reads_items(VerifyQuery *q, EkVerifyItem **items, int n, bool targets)
{
	int			i;

	for (i = 0; i < n; i++)
	{
		EkRelationship *r = items[i]->r;

		query_reads(q, r->source, r->ncolumns, r->source_attnums);
		if (targets)
			query_reads(q, r->target, r->ncolumns, r->target_attnums);
	}
}

/*
 * Locks every table q reads and chooses the role it runs as (table_read.c): the scanned
 * table's owner, when that role may read the columns of the others; else, for a join of two
 * tables, the other table's owner, when it may read the scanned one's. A query reading
 * another owner's table runs with row security off (*foreign_rows). No such role: the query
 * cannot be run without lending one owner's rights to the other's code.
 */
static Oid
query_reader(EkRun *run, VerifyQuery *q, bool *foreign_rows)
{
	int			pick,
				i;

	for (i = 0; i < q->ntables; i++)
		ek_lock_table(run, q->tables[i].table);
	for (pick = 0; pick < Min(q->ntables, 2); pick++)
	{
		Oid			reader = q->tables[pick].table->owner;
		bool		ok = true;

		if (pick == 1 && q->ntables != 2)
			break;
		*foreign_rows = false;
		for (i = 0; i < q->ntables && ok; i++)
		{
			QueryTable *qt = &q->tables[i];

			if (qt->table->owner == reader)
				continue;
			*foreign_rows = true;
			ok = ek_role_reads_columns(reader, qt->table, qt->natts, qt->atts);
		}
		if (ok)
			return reader;
	}
	ereport(ERROR,
			(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
			 errmsg("no owner of the tables of this measurement may read the others' columns"),
			 errdetail("The measurement would have to lend one owner's rights to another owner's table.")));
	return InvalidOid;			/* keep compiler quiet */
}

/*
 * Receives the one row of a measuring query and reads it straight out of the executor's
 * memory: a key set can be most of ekaya.work_mem, and through SPI's own tuple table it would
 * be copied twice.
 */
typedef struct RowReceiver
{
	DestReceiver pub;
	VerifyQuery *q;
	MemoryContext cxt;			/* where key sets are copied to */
	int			rows;
} RowReceiver;

/*
 * ekaya._orphans_each's {orphan rows, distinct orphans, matched rows, distinct matched} of n
 * keys into out; NULL (no row) is all zeros.
 */
static void
read_counts(Datum d, bool isnull, int n, int64 *out)
{
	ArrayType  *arr;

	if (isnull)
	{
		memset(out, 0, 4 * n * sizeof(int64));
		return;
	}
	arr = DatumGetArrayTypeP(d);
	if (ARR_NDIM(arr) != 1 || ARR_DIMS(arr)[0] != 4 * n || ARR_HASNULL(arr) ||
		ARR_ELEMTYPE(arr) != INT8OID)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("relationship verification aggregate returned a malformed result")));
	memcpy(out, ARR_DATA_PTR(arr), 4 * n * sizeof(int64));
}

static bool
row_receive(TupleTableSlot *slot, DestReceiver *self)
{
	RowReceiver *r = (RowReceiver *) self;
	VerifyQuery *q = r->q;
	int			i,
				at = 0;

	if (r->rows++ > 0)
		return true;
	slot_getallattrs(slot);
	if (slot->tts_tupleDescriptor->natts != q->ncols)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("relationship verification query returned %d columns instead of %d",
						slot->tts_tupleDescriptor->natts, q->ncols)));
	for (i = 0; i < q->ncols; i++)
	{
		Datum		d = slot->tts_values[i];
		bool		isnull = slot->tts_isnull[i];

		if (q->kinds[i] == COL_INT8)
			q->out[4 * at] = isnull ? 0 : DatumGetInt64(d);
		else if (q->kinds[i] == COL_COUNTS)
			read_counts(d, isnull, q->nout[i], &q->out[4 * at]);
		else if (!isnull)
		{
			MemoryContext old = MemoryContextSwitchTo(r->cxt);

			/* a plain, aligned copy: ekaya._orphans reads it in place */
			q->bytes[i] = (bytea *) PG_DETOAST_DATUM_COPY(d);
			MemoryContextSwitchTo(old);
		}
		at += q->nout[i];
	}
	return true;
}

static void
row_startup(DestReceiver *self, int operation, TupleDesc typeinfo)
{
}

static void
row_noop(DestReceiver *self)
{
}

/* The guarded part of run_query: execute the query, its row going to a RowReceiver. */
static void
run_query_guarded(void *arg)
{
	VerifyQuery *q = arg;
	RowReceiver r;
	SPIExecuteOptions options;
	int			nest = NewGUCNestLevel();
	int			i,
				rc;
	Oid			reader;
	bool		foreign_rows;
	EkReadAs	as;

	if (q->max_workers >= 0 && q->max_workers < max_parallel_workers_per_gather)
	{
		char		buf[16];

		snprintf(buf, sizeof(buf), "%d", q->max_workers);
		(void) set_config_option("max_parallel_workers_per_gather", buf, PGC_USERSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	}
	memset(&r, 0, sizeof(r));
	r.pub.receiveSlot = row_receive;
	r.pub.rStartup = row_startup;
	r.pub.rShutdown = row_noop;
	r.pub.rDestroy = row_noop;
	r.pub.mydest = DestTuplestore;	/* anything but SPI's own or none: rows go to us */
	r.q = q;
	r.cxt = CurrentMemoryContext;
	memset(&options, 0, sizeof(options));
	options.read_only = true;
	options.dest = (DestReceiver *) &r;
	if (q->shared)
		(void) set_config_option("ekaya.shared_key_sets", q->shared, PGC_SUSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	reader = query_reader(q->run, q, &foreign_rows);
	/*
	 * A snapshot taken now, after the locks: a table rewritten or truncated (and committed)
	 * while the step ran would look empty to the step's first snapshot.
	 */
	PushActiveSnapshot(GetTransactionSnapshot());
	ek_read_as(reader, foreign_rows, &as);
	SPI_connect();
	if (q->nparams > 0)
	{
		Oid		   *types = palloc(sizeof(Oid) * q->nparams);
		SPIPlanPtr	plan;

		for (i = 0; i < q->nparams; i++)
			types[i] = BYTEAOID;
		/* a generic plan: the key sets stay parameters instead of being copied into the plan */
		plan = SPI_prepare_cursor(q->sql, q->nparams, types,
								  CURSOR_OPT_GENERIC_PLAN | CURSOR_OPT_PARALLEL_OK);
		if (plan == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("could not prepare relationship verification query: %s",
							SPI_result_code_string(SPI_result))));
		options.params = makeParamList(q->nparams);
		for (i = 0; i < q->nparams; i++)
		{
			options.params->params[i].value = q->params[i];
			options.params->params[i].isnull = false;
			options.params->params[i].pflags = PARAM_FLAG_CONST;
			options.params->params[i].ptype = BYTEAOID;
		}
		rc = SPI_execute_plan_extended(plan, &options);
	}
	else
		rc = SPI_execute_extended(q->sql, &options);
	if (rc != SPI_OK_SELECT || r.rows != 1)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("relationship verification query returned no row")));
	SPI_finish();
	ek_read_done(&as);
	PopActiveSnapshot();
	AtEOXact_GUC(false, nest);
}

/* How a measuring query ended. */
typedef enum QueryOutcome
{
	QUERY_DONE,
	QUERY_FAILED,				/* timeout, privileges, a table dropped meanwhile */
	QUERY_GAVE_WAY				/* stopped for a session waiting for DDL (ddl_yield.c) */
} QueryOutcome;

/* Why the last measuring query that did not finish failed (VerifyResult.not_measured). */
static const char *last_failure = NULL;

/*
 * Runs one measuring query in a subtransaction under ekaya.statement_timeout and stores its
 * result. The subtransaction is rolled back even when the query succeeds, so the locks it
 * took go at once (guarded.c). A query that fails does not fail the whole run: the caller
 * leaves its relationships unmeasured and says why (last_failure), or, when it gave way to
 * DDL or did not get its lock in time, tries again later.
 */
static QueryOutcome
run_query(EkRun *run, VerifyQuery *q)
{
	TimestampTz start = GetCurrentTimestamp();
	ErrorData  *volatile edata = NULL;
	bool		timed_out;
	QueryOutcome outcome;
	const char *sql = q->sql;

	run->verify_queries++;
	q->run = run;
	ereport(DEBUG1, (errmsg_internal("ekaya: verification query: %s", sql)));
	ek_ddl_yield_arm(true);
	PG_TRY();
	{
		edata = ek_run_guarded_release(run_query_guarded, q, &timed_out);
	}
	PG_FINALLY();
	{
		/* also when a cancel goes through: the aggregates must not yield outside a run */
		ek_ddl_yield_arm(false);
	}
	PG_END_TRY();
	run->ms_verify += (double) (GetCurrentTimestamp() - start) / 1000.0;
	ereport(DEBUG1, (errmsg_internal("ekaya: verification query took %.1f ms",
									 (double) (GetCurrentTimestamp() - start) / 1000.0)));
	if (edata == NULL)
		return QUERY_DONE;
	ereport(DEBUG1,
			(errcode(edata->sqlerrcode),
			 errmsg("ekaya: verification of relationship candidates failed: %s", edata->message)));
	outcome = QUERY_FAILED;
	switch (edata->sqlerrcode)
	{
		case ERRCODE_LOCK_NOT_AVAILABLE:
			outcome = QUERY_GAVE_WAY;
			last_failure = ek_ddl_yield_fired() ? "gave_way" : "lock_timeout";
			break;
		case ERRCODE_QUERY_CANCELED:
			/* cut at the run's deadline, or at ekaya.statement_timeout (guarded.c) */
			last_failure = ek_past_deadline() ? "time_limit" : "statement_timeout";
			break;
		case ERRCODE_INSUFFICIENT_PRIVILEGE:
			last_failure = "privileges";
			break;
		case ERRCODE_UNDEFINED_TABLE:
		case ERRCODE_UNDEFINED_COLUMN:
		case ERRCODE_UNDEFINED_OBJECT:
			last_failure = "dropped_or_changed";
			break;
		default:
			last_failure = "error";
			break;
	}
	FreeErrorData(edata);
	return outcome;
}

/* Marks items as not measured, for the reason the last query failed. */
static void
not_measured(EkVerifyItem **items, int n)
{
	int			i;

	for (i = 0; i < n; i++)
	{
		items[i]->res.done = false;
		items[i]->res.not_measured = last_failure ? last_failure : "error";
	}
}

/*
 * Distinct orphan values of the items (and with matched, their distinct matched values) by
 * count(DISTINCT) scans of the source, a few items at a time; an item whose scan failed is left
 * not done. True when a scan gave way to DDL.
 */
static bool
distinct_by_sql(EkRun *run, EkVerifyItem **items, int n, bool matched)
{
	int			first,
				i;

	for (first = 0; first < n; first += EK_SQL_JOINS_PER_QUERY)
	{
		int			m = Min(EK_SQL_JOINS_PER_QUERY, n - first);
		EkVerifyItem **chunk = items + first;
		VerifyQuery *q = query_new(batch_sql(chunk, m, true), 2 * m, COL_INT8);
		QueryOutcome outcome;

		query_reads_items(q, chunk, m, true);
		outcome = run_query(run, q);

		if (outcome == QUERY_GAVE_WAY)
			return true;
		if (outcome != QUERY_DONE)
		{
			not_measured(chunk, m);
			continue;
		}
		for (i = 0; i < m; i++)
		{
			chunk[i]->res.orphan_distinct = q->out[4 * (2 * i)];
			if (matched)
				chunk[i]->res.matched_distinct = q->out[4 * (2 * i + 1)] - q->out[4 * (2 * i)];
		}
	}
	return false;
}

/*
 * Verifies the items of one source table by SQL joins, a few at a time: one scan counts orphan
 * rows, a second counts distinct orphan and distinct source values (sorts that spill to disk,
 * where the key sets would not fit), so that the match rate is exact on this path too. True
 * when a scan gave way to DDL.
 */
static bool
verify_source(EkRun *run, EkVerifyItem **items, int n)
{
	int			first,
				i;

	for (first = 0; first < n; first += EK_SQL_JOINS_PER_QUERY)
	{
		int			m = Min(EK_SQL_JOINS_PER_QUERY, n - first);
		EkVerifyItem **chunk = items + first;
		EkVerifyItem *count[EK_SQL_JOINS_PER_QUERY];
		int			ncount = 0;
		VerifyQuery *q = query_new(batch_sql(chunk, m, false), 2 * m, COL_INT8);
		QueryOutcome outcome;

		query_reads_items(q, chunk, m, true);
		outcome = run_query(run, q);

		if (outcome != QUERY_DONE)
		{
			if (outcome == QUERY_GAVE_WAY)
				return true;
			not_measured(chunk, m);
			continue;
		}
		for (i = 0; i < m; i++)
		{
			EkRelationship *r = chunk[i]->r;

			chunk[i]->res.orphan_rows = q->out[4 * (2 * i)];
			chunk[i]->res.orphan_distinct = 0;
			chunk[i]->res.done = true;
			/*
			 * No orphan: every value matches, and the match rate is 1 whatever their number.
			 * When the source key is declared unique its distinct values are its rows (TPC-DS
			 * SF 1: no 1.1 s scan for the 290,000 returns of store_sales); the distinct tuples
			 * of another composite source are left unknown rather than sorted (TPC-H SF 10: the
			 * 60 million (part, supplier) pairs of lineitem). A single column's distinct count
			 * is counted, to be exact where its profile was an estimate.
			 */
			if (chunk[i]->res.orphan_rows == 0 &&
				ek_declared_key(r->source, r->source_attnums, r->ncolumns))
				chunk[i]->res.matched_distinct = chunk[i]->res.matched_rows = q->out[4 * (2 * i + 1)];
			else if (chunk[i]->res.orphan_rows == 0 && r->ncolumns > 1)
				chunk[i]->res.method = "sql_join (key set over ekaya.work_mem; no orphan, distinct tuples not counted)";
			else
				count[ncount++] = chunk[i];
		}
		if (ncount > 0 && distinct_by_sql(run, count, ncount, true))
			return true;
	}
	return false;
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
	dsm_segment *seg;			/* the segment ks lives in once shared (keyshare.h), else NULL */
	bytea	   *ref;			/* ... and the reference passed for it */
	const char *how;			/* profile, aggregate, over_budget, failed, not_unique */
	int64		slice_rows;		/* not_unique: the rows and distinct keys of the slice */
	int64		slice_distinct;
} KeyEntry;

typedef struct SourceGroup SourceGroup;

typedef struct VerifyCtx
{
	EkRun	   *run;
	List	   *keys;			/* KeyEntry * */
	Size		budget;			/* bytes ekaya.work_mem leaves for key sets */
	Size		held;			/* bytes of key sets held */
	SourceGroup **order;		/* the source tables in the order they are read */
	int			ngroups;
	int			pos;			/* the one being read */
} VerifyCtx;

static bool later_needs(VerifyCtx *vc, KeyEntry *e);

/* Frees e's key set, wherever it lives. */
static void
key_free(KeyEntry *e)
{
	if (e->seg)
	{
		ek_keyshare_release(e->seg);
		pfree(e->ref);
		e->seg = NULL;
		e->ref = NULL;
	}
	else if (e->ks)
		pfree(e->ks);
	e->ks = NULL;
}

/*
 * Key sets this big are moved into shared memory before a scan that may have parallel
 * workers probes them: below it, a copy per worker costs less than a segment. A budget's
 * share, so that a small ekaya.work_mem shares small sets.
 */
#define EK_SHARE_MIN_BYTES(budget) Max((Size) 16 * 1024, (budget) / 64)

/*
 * Moves e's key set into a segment of its own (keyshare.h), where parallel workers map it
 * instead of each copying it; left as it is when no segment can be had.
 */
static void
key_share(VerifyCtx *vc, KeyEntry *e)
{
	dsm_segment *seg;
	bytea	   *ref;

	if (e->seg || e->ks == NULL || VARSIZE(e->ks) < EK_SHARE_MIN_BYTES(vc->budget))
		return;
	ref = ek_keyshare_put(e->ks, &seg);
	if (ref == NULL)
		return;
	pfree(e->ks);
	e->ks = ek_keyshare_address(seg);
	e->seg = seg;
	e->ref = ref;
	vc->run->key_sets_shared++;
}

/*
 * Frees key sets no item of the current source table needs until need bytes are free: first
 * those no later source table needs either, then those it does (collected again when needed:
 * a table read twice, TPC-H SF 10's orders once was, is the last resort).
 */
static void
evict_keys(VerifyCtx *vc, EkVerifyItem **items, int n, Size need)
{
	int			pass;

	for (pass = 0; pass < 2 && vc->budget - Min(vc->held, vc->budget) < need; pass++)
	{
		ListCell   *lc;

		foreach(lc, vc->keys)
		{
			KeyEntry   *e = lfirst(lc);
			bool		used = false;
			int			i;

			for (i = 0; i < n && !used; i++)
				used = items[i]->r->target == e->target;
			if (used || e->ks == NULL || (pass == 0 && later_needs(vc, e)))
				continue;
			key_free(e);
			vc->held -= e->bytes;
			vc->keys = foreach_delete_current(vc->keys, lc);
			if (vc->budget - Min(vc->held, vc->budget) >= need)
				break;
		}
	}
}

/*
 * Is the profiler's value set of r's (single) target column to be copied as its key set? It
 * must hold every value; and a dense integer key is better collected again as a bitmap
 * (ekaya._keyset, usually on the way of a scan verification makes anyway): a fraction of a
 * hash table's size, and a probe needs no hashing. Only a table of hashes that fits in a few
 * cache lines is as good (TPC-H SF 1: probing lineitem's 6 million supplier keys against a
 * bitmap instead of the profile's 10,000 hashes saved about 30 ms).
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
	if (tc->family == EK_FAMILY_INTEGER && tc->has_int_range && table > 4096 &&
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

/* Does r's target side name the key of table t over the n columns attnums? */
static bool
same_target_key(EkTable *t, int n, const AttrNumber *attnums, EkRelationship *r)
{
	return t == r->target && n == r->ncolumns &&
		memcmp(attnums, r->target_attnums, sizeof(AttrNumber) * n) == 0;
}

/* The key set held (or found not to fit) for r's target key, NULL if none yet. */
static KeyEntry *
find_key(VerifyCtx *vc, EkRelationship *r)
{
	ListCell   *lc;

	foreach(lc, vc->keys)
	{
		KeyEntry   *e = lfirst(lc);

		if (same_target_key(e->target, e->ncolumns, e->attnums, r))
			return e;
	}
	return NULL;
}

/* An entry for r's target key, still without its key set. */
static KeyEntry *
key_entry_new(EkRelationship *r)
{
	KeyEntry   *e = palloc0(sizeof(KeyEntry));

	e->target = r->target;
	e->ncolumns = r->ncolumns;
	memcpy(e->attnums, r->target_attnums, sizeof(AttrNumber) * r->ncolumns);
	return e;
}

static bool may_fit(EkRelationship *r, Size budget);
static bool integer_pairs(EkRelationship *r);
static bool integer_bitmap(EkRelationship *r);
static int	bitmap_workers(EkRelationship *r, Size budget);

/* The query collecting the key set of r's target within budget bytes (its table as t). */
static void
keyset_sql(StringInfo sql, EkRelationship *r, Size budget)
{
	int			i;

	appendStringInfo(sql, "SELECT ekaya._keyset(%lld::pg_catalog.int8", (long long) budget);
	for (i = 0; i < r->ncolumns; i++)
		appendStringInfo(sql, ", t.%s",
						 quote_identifier(ek_find_column(r->target, r->target_attnums[i])->name));
	appendStringInfoString(sql, ") FROM ");
	append_relation(sql, r->target);
	appendStringInfoString(sql, " t");
}

/* the most slices a key set is collected in; a key needing more is measured by SQL */
#define EK_MAX_SLICES 8

/*
 * The key set of r's target, two integer columns, collected in slices of its first column's
 * range when its list of pairs does not fit in room / 2 but the set fits in three quarters of
 * the room: one query over each slice, each given half of what the slices joined so far leave
 * (the slice's set is built in its list's memory and then copied once, about half the list's
 * size, out of the aggregate's; the parts of the list parallel workers collected arrive in
 * this process as copies), the slice's width from the pairs a first value has on
 * average, and each slice joined to the others as it comes (ek_keypairs_join). The target is
 * read once a slice, by its index when it has one (TPC-H SF 10's 8 million partsupp pairs: a
 * 40 MB set, where their list takes 64 MB, in five slices read in 1.7 s in all; their SQL join
 * took 14.5 s). How it ended: aggregate, over_budget (a slice did not fit: its first values
 * were not spread evenly), failed, gave_way.
 */
static const char *
collect_in_slices(VerifyCtx *vc, EkRelationship *r, Size room, KeyEntry *e)
{
	EkColumn   *a = ek_find_column(r->target, r->target_attnums[0]);
	double		range = (double) a->int_max - (double) a->int_min + 1;
	double		per_value = Max((double) Max(r->target->row_count, 0) / Max(range, 1), 1.0 / 64);
	int64		next = a->int_min;
	EkKeyPairs *joined = NULL;
	const char *how = "aggregate";
	int			slice;

	if (!a->has_int_range ||
		EK_KEYPAIRS_SIZE(range, Max(r->target->row_count, 0)) > room / 4 * 3)
		return "over_budget";
	for (slice = 0; slice < EK_MAX_SLICES && strcmp(how, "aggregate") == 0; slice++)
	{
		Size		held = joined ? VARSIZE(joined) : 0;
		Size		budget = room > held ? (room - held) / 2 : 0;
		/* a tenth short: the first values are not spread quite evenly */
		double		width = 0.9 * budget / (per_value * sizeof(uint64) + 2 * sizeof(uint32));
		bool		last = (double) next + width > (double) a->int_max;
		StringInfoData sql;
		VerifyQuery *q;
		QueryOutcome outcome;
		bytea	   *ks;

		if (width < 1)
		{
			how = "over_budget";
			break;
		}
		initStringInfo(&sql);
		keyset_sql(&sql, r, budget);
		appendStringInfoString(&sql, " WHERE true");
		/* the profile's range is a sample's: the first slice and the last are open */
		if (slice > 0)
			appendStringInfo(&sql, " AND t.%s OPERATOR(pg_catalog.>=) " INT64_FORMAT "::pg_catalog.int8",
							 quote_identifier(a->name), next);
		if (!last)
		{
			next += (int64) width;
			appendStringInfo(&sql, " AND t.%s OPERATOR(pg_catalog.<) " INT64_FORMAT "::pg_catalog.int8",
							 quote_identifier(a->name), next);
		}
		q = query_new(sql.data, 1, COL_KEYSET);
		query_reads(q, r->target, r->ncolumns, r->target_attnums);
		outcome = run_query(vc->run, q);
		ks = q->bytes[0];
		if (outcome != QUERY_DONE)
			how = outcome == QUERY_GAVE_WAY ? "gave_way" : "failed";
		else if (ks != NULL && ((const EkKeyPairs *) ks)->magic == EK_KEYPAIRS_MAGIC)
		{
			EkKeyPairs *grown = ek_keypairs_join(joined, (const EkKeyPairs *) ks);

			if (grown == NULL)
				how = "over_budget";
			else
				joined = grown;
		}
		/* an empty slice comes as an empty table of hashes; any other is no set of pairs */
		else if (ks == NULL || ((const EkKeySet *) ks)->used > 0)
			how = "over_budget";
		if (ks)
			pfree(ks);
		pfree(sql.data);
		give_back_memory();
		if (last)
			break;
	}
	if (strcmp(how, "aggregate") == 0 && (slice == EK_MAX_SLICES || joined == NULL))
		how = "over_budget";
	if (strcmp(how, "aggregate") != 0)
	{
		if (joined)
			pfree(joined);
		return how;
	}
	e->ks = (bytea *) joined;
	e->bytes = VARSIZE(joined);
	ereport(DEBUG1,
			(errmsg_internal("ekaya: key set of %s collected in %d slices (%zu bytes)",
							 r->target->qualified_name, slice + 1, e->bytes)));
	return how;
}
static Size collected_estimate(EkRelationship *r);

/*
 * The key set of r's target columns: copied from the profiler's value set when that holds
 * every value of a single-column key, else collected by ekaya._keyset in one (parallel)
 * aggregate over the target. NULL when it would not fit in what ekaya.work_mem leaves.
 * Key sets of earlier source tables are kept for later ones, and evicted only for room.
 */
static KeyEntry *
target_keyset(VerifyCtx *vc, EkRelationship *r, EkVerifyItem **group, int ng)
{
	KeyEntry   *e = find_key(vc, r);
	EkColumn   *tc = ek_find_column(r->target, r->target_attnums[0]);
	Size		room;

	if (e)
		return e;
	e = key_entry_new(r);
	room = vc->budget > vc->held ? vc->budget - vc->held : 0;
	if (profile_holds_keys(r))
	{
		Size		need = EK_KEYSET_SIZE(tc->values->capacity);

		if (need > room)
		{
			evict_keys(vc, group, ng, need);
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
		VerifyQuery *q;

		if (collected_estimate(r) > room / 2)
		{
			evict_keys(vc, group, ng, 2 * collected_estimate(r));
			room = vc->budget > vc->held ? vc->budget - vc->held : 0;
		}
		initStringInfo(&sql);
		/* half the room: the result is copied once out of the aggregate's memory */
		keyset_sql(&sql, r, Max(room / 2, 1));
		q = query_new(sql.data, 1, COL_KEYSET);
		query_reads(q, r->target, r->ncolumns, r->target_attnums);
		/*
		 * without parallel workers: combining their partial sets cost more than it saved
		 * (TPC-H SF 1 partsupp: 96 ms with two workers, 81 ms without), and held them all in
		 * this process at once, a key set's size several times over; but for integer pairs,
		 * whose lists are combined by appending them, each a share of the one list (TPC-DS
		 * sf 1, store_sales' 2.9 million pairs: 0.37 s with two workers, 0.5 to 0.6 s without),
		 * and for a bitmap, whose partial sets are ORed (customer_demographics' 1.9 million
		 * keys: 76 ms with two workers, 131 to 168 ms without), as many workers as can each
		 * hold one within the room
		 */
		q->max_workers = integer_pairs(r) ? -1 :
			integer_bitmap(r) ? bitmap_workers(r, room / 2) : 0;
		if (room / 2 < EK_KEYSET_SIZE(64))
			e->how = "over_budget";
		else if (!may_fit(r, room / 2))
			e->how = integer_pairs(r) ? collect_in_slices(vc, r, room, e) : "over_budget";
		else if ((outcome = run_query(vc->run, q)) != QUERY_DONE)
			e->how = outcome == QUERY_GAVE_WAY ? "gave_way" : "failed";
		else if ((e->ks = q->bytes[0]) == NULL)
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

/*
 * The bytes of the distinct-match bits a probe of key set ks allocates (ekaya._orphans'
 * mark_seen): a bit per slot of a table of hashes, per pair of a set of pairs, per bit of a
 * bitmap.
 */
static Size
seen_bytes(const bytea *ks)
{
	if (((const EkKeyPairs *) ks)->magic == EK_KEYPAIRS_MAGIC)
		return ((const EkKeyPairs *) ks)->used / 8 + 8;
	if (((const EkKeyBits *) ks)->magic == EK_KEYBITS_MAGIC)
		return VARSIZE(ks);
	return VARSIZE(ks) / 64 + 8;
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
	else if (kb->magic == EK_KEYPAIRS_MAGIC)
	{
		res->target_distinct = (int64) ((const EkKeyPairs *) ks)->used;
		res->target_rows = (int64) ((const EkKeyPairs *) ks)->rows;
	}
	else
	{
		res->target_distinct = (int64) ((const EkKeySet *) ks)->used;
		res->target_rows = (int64) ((const EkKeySet *) ks)->rows;
	}
}

/*
 * The key sets a scan of the source table collects for later source tables, beside its own
 * probes: one per distinct key of that table that items of later tables point to and that is
 * not at hand yet. Each gets budget[k] bytes (plan_collect); a key that does not get what it
 * needs may be collected only for its first values below slice_hi[k], to look for duplicates;
 * est is what one process is expected to hold of them.
 */
typedef struct KeysToCollect
{
	EkRelationship **r;			/* one item's relationship per key */
	int			n;
	Size	   *budget;
	int64	   *slice_hi;		/* PG_INT64_MAX: the whole key */
	Size		est;
} KeysToCollect;

/*
 * How many parallel workers a probing query may have. Each worker holds distinct-match bits
 * for each key set (at most as many bytes as the set), its share of the orphan sets and its
 * part of the key sets the scan collects, and its own copy of each key set not in shared
 * memory: the workers, as much as this process, must stay within what ekaya.work_mem leaves
 * beside the key sets held here.
 */
static int
workers_for(VerifyCtx *vc, KeyEntry **keys, int n, Size orphan_budget, const KeysToCollect *collect)
{
	Size		per_worker = collect->est,
				room = vc->budget > vc->held ? vc->budget - vc->held : 0;
	int			i;

	for (i = 0; i < n; i++)
		per_worker += (keys[i]->seg ? seen_bytes(keys[i]->ks) : 2 * VARSIZE(keys[i]->ks)) + orphan_budget;
	return (int) Min((Size) INT_MAX, room / Max(per_worker, 1));
}

/* Is r's target key two integer columns, collected as packed pairs (keypairs.h)? */
static bool
integer_pairs(EkRelationship *r)
{
	EkColumn   *a = ek_find_column(r->target, r->target_attnums[0]);
	EkColumn   *b = r->ncolumns == 2 ? ek_find_column(r->target, r->target_attnums[1]) : NULL;

	return b != NULL && a->family == EK_FAMILY_INTEGER && b->family == EK_FAMILY_INTEGER;
}

/*
 * Is r's target key a single integer column whose range takes fewer bytes as a bitmap than
 * its rows as a hash table (as ekaya._keyset chooses; the range is the profile's)?
 */
static bool
integer_bitmap(EkRelationship *r)
{
	EkColumn   *tc = ek_find_column(r->target, r->target_attnums[0]);

	return r->ncolumns == 1 && tc && tc->family == EK_FAMILY_INTEGER && tc->has_int_range &&
		(uint64) tc->int_max - (uint64) tc->int_min < (uint64) keyset_estimate(r) * 8;
}

/*
 * What one process may hold of r's key set: a bitmap over a single integer column's range
 * when that is smaller than a hash table, the list of packed pairs of a two-integer key, else
 * the hash table.
 */
static Size
collected_estimate(EkRelationship *r)
{
	EkColumn   *tc = ek_find_column(r->target, r->target_attnums[0]);

	if (integer_bitmap(r))
		return ((uint64) tc->int_max - (uint64) tc->int_min) / 8 + 64;
	if (integer_pairs(r))
		return Min(keyset_estimate(r), (Size) Max(r->target->row_count, 0) * sizeof(uint64) + 64);
	return keyset_estimate(r);
}

/*
 * Parallel workers for collecting r's bitmap within budget bytes: each process, this one
 * too, builds a bitmap of the whole range.
 */
static int
bitmap_workers(EkRelationship *r, Size budget)
{
	Size		copies = budget / Max(collected_estimate(r), 1);

	return copies > 1 ? (int) Min(copies - 1, (Size) INT_MAX) : 0;
}

/*
 * Can r's key set fit in budget bytes? Not when the target's rows are too many for any of its
 * forms (a bitmap, grouped integer pairs collected as a list of packed pairs, a hash table):
 * a table is then not read only to find that out.
 */
static bool
may_fit(EkRelationship *r, Size budget)
{
	EkColumn   *a = ek_find_column(r->target, r->target_attnums[0]);
	uint64		rows = (uint64) Max(r->target->row_count, 0);

	if (integer_pairs(r))
		return ek_keypairs_build_room(rows, a->has_int_range ?
									  (uint64) a->int_max - (uint64) a->int_min + 1 : rows) <= budget;
	return collected_estimate(r) <= budget;
}

/* Is r's target an undeclared composite key (that only its key set can prove unique)? */
static bool
undeclared_composite(EkRelationship *r)
{
	return r->ncolumns > 1 && !ek_declared_key(r->target, r->target_attnums, r->ncolumns);
}

/*
 * The bytes collecting r's key set needs: what ek_keypairs_build needs for a two-integer key
 * (the table's rows as pairs over the first column's range), else collected_estimate; an
 * eighth more, as the row count is an estimate.
 */
static Size
collect_need(EkRelationship *r)
{
	EkColumn   *a = ek_find_column(r->target, r->target_attnums[0]);
	uint64		rows = (uint64) Max(r->target->row_count, 0);
	Size		need = collected_estimate(r);

	if (integer_pairs(r))
		need = ek_keypairs_build_room(rows, a->has_int_range ?
									  (uint64) a->int_max - (uint64) a->int_min + 1 : rows);
	return need + need / 8;
}

/*
 * Shares pool bytes among the keys a scan collects: each key in turn gets what it needs while
 * that fits, the others share the rest. Shared evenly, four keys of 23 MB (TPC-DS sf 1, mode
 * all: store_sales' (item, ticket), (item, customer) ... pairs) would each get 7 MB and none
 * fit, and each be read again alone. An undeclared two-integer key left short is collected for
 * the slice of its first values its share holds: a duplicate there proves it no key
 * (keep_collected), and only a key without one is read again, alone, to prove it unique.
 */
static void
plan_collect(KeysToCollect *collect, Size pool)
{
	Size		left = pool;
	int			k,
				kept = 0,
				short_keys = 0;

	/*
	 * a key that would not fit even alone, and is no slice to look for duplicates in, is left
	 * out: collected alone later, with room made, or in slices (collect_in_slices)
	 */
	for (k = 0; k < collect->n; k++)
	{
		EkRelationship *r = collect->r[k];
		EkColumn   *a = ek_find_column(r->target, r->target_attnums[0]);

		if (collect_need(r) <= pool ||
			(undeclared_composite(r) && integer_pairs(r) && a->has_int_range))
			collect->r[kept++] = r;
	}
	collect->n = kept;
	collect->est = 0;
	for (k = 0; k < collect->n; k++)
	{
		Size		need = collect_need(collect->r[k]);

		collect->slice_hi[k] = PG_INT64_MAX;
		collect->budget[k] = need <= left ? need : 0;
		left -= collect->budget[k];
		short_keys += need > collect->budget[k];
	}
	for (k = 0; k < collect->n; k++)
	{
		EkRelationship *r = collect->r[k];
		EkColumn   *a = ek_find_column(r->target, r->target_attnums[0]);

		if (collect->budget[k] > 0)
			collect->budget[k] += left / collect->n / 2;
		else
		{
			collect->budget[k] = Max(left / short_keys, 1);
			if (undeclared_composite(r) && integer_pairs(r) && a->has_int_range)
			{
				double		share = (double) collect->budget[k] / collect_need(r);

				collect->slice_hi[k] = a->int_min +
					(int64) Max(1.0, share * ((double) a->int_max - (double) a->int_min + 1));
			}
		}
		collect->est += Min(collected_estimate(r), collect->budget[k]);
	}
}

/*
 * Keeps a key set a scan collected for later source tables (NULL: it did not fit). A declared
 * key's that did not fit is collected alone later, when needed, with room made; an undeclared
 * composite key's is not, as it had what it needed: the table is not read again only to find
 * that it does not fit again. Of a slice (sliced), only what it proves is kept: duplicates,
 * the key not unique (not_unique, with the slice's counts); without them, the key is collected
 * whole later.
 */
static void
keep_collected(VerifyCtx *vc, EkRelationship *r, bytea *ks, bool sliced)
{
	KeyEntry   *e;
	EkVerifyResult counts;

	if (sliced)
	{
		if (ks == NULL)
			return;
		keyset_counts(ks, &counts);
		pfree(ks);
		if (counts.target_distinct == counts.target_rows)
			return;
		e = key_entry_new(r);
		e->how = "not_unique";
		e->slice_rows = counts.target_rows;
		e->slice_distinct = counts.target_distinct;
		vc->keys = lappend(vc->keys, e);
		return;
	}
	if (ks == NULL && !undeclared_composite(r))
		return;
	e = key_entry_new(r);
	e->ks = ks;
	e->bytes = ks ? VARSIZE(ks) : 0;
	e->how = ks ? "aggregate" : "over_budget";
	vc->held += e->bytes;
	vc->keys = lappend(vc->keys, e);
}

/*
 * Appends (after a comma from the second on) one ekaya._orphans_each over as many of the n
 * items as its arguments can take, the bundle of their key sets parameter $param; how many
 * items it took. Each source column is an argument once, however many keys it is part of.
 */
#define EK_EACH_MAX_ARGS (FUNC_MAX_ARGS - 4)	/* the state, budget, spec and bundle take the rest */

static int
orphans_each_sql(StringInfo sql, EkVerifyItem **items, int n, int param, Size budget)
{
	AttrNumber	cols[EK_EACH_MAX_ARGS];
	int			ncols = 0,
				m,
				i,
				c;
	StringInfoData spec;

	initStringInfo(&spec);
	for (m = 0; m < n; m++)
	{
		EkRelationship *r = items[m]->r;
		int			added = 0;

		/* the key set and the columns this item adds must fit, unless it is the first */
		for (i = 0; i < r->ncolumns; i++)
		{
			for (c = 0; c < ncols && cols[c] != r->source_attnums[i]; c++)
				;
			added += c == ncols;
		}
		if (m > 0 && ncols + added > EK_EACH_MAX_ARGS)
			break;
		appendStringInfo(&spec, "%s%d", m ? "," : "", r->ncolumns);
		for (i = 0; i < r->ncolumns; i++)
		{
			for (c = 0; c < ncols && cols[c] != r->source_attnums[i]; c++)
				;
			if (c == ncols)
				cols[ncols++] = r->source_attnums[i];
			appendStringInfo(&spec, ",%d", c);
		}
	}
	appendStringInfo(sql, "%sekaya._orphans_each(%lld::pg_catalog.int8, '{%s}'::pg_catalog.int2[], $%d",
					 param > 1 ? ", " : "", (long long) budget, spec.data, param);
	for (c = 0; c < ncols; c++)
		appendStringInfo(sql, ", s.%s",
						 quote_identifier(ek_find_column(items[0]->r->source, cols[c])->name));
	appendStringInfoChar(sql, ')');
	pfree(spec.data);
	return m;
}

/*
 * Verifies the items of one source table whose target key sets are at hand with one
 * (parallel) aggregate scan: ekaya._orphans_each for all items (one per about a hundred
 * arguments), and ekaya._keyset for each key of this table that later source tables need, so
 * that the table is read once. Items it could not
 * measure completely (query failed; distinct orphans beyond their budget) are returned in
 * *rest for SQL. True when the scan gave way to DDL: nothing was measured, and the caller
 * tries again later.
 */
static bool
verify_source_agg(VerifyCtx *vc, EkVerifyItem **items, KeyEntry **keys, int n,
				  const KeysToCollect *collect,
				  EkVerifyItem **rest, int *nrest, EkVerifyItem **distinct_sql, int *ndistinct)
{
	StringInfoData sql;
	Datum	   *params = palloc(sizeof(Datum) * n);
	Size		orphan_budget = Max((Size) 64 * 1024, (Size) ekaya_work_mem_kb * 1024 / 16 / n);
	VerifyQuery *q;
	QueryOutcome outcome;
	int			i,
				j,
				nagg = 0;
	int		   *nkeys = palloc(sizeof(int) * n);	/* keys of each ekaya._orphans_each */

	StringInfoData shared;

	initStringInfo(&shared);
	for (i = 0; i < n; i++)
	{
		key_share(vc, keys[i]);
		if (keys[i]->seg)
			appendStringInfo(&shared, "%s%u", shared.len ? " " : "", dsm_segment_handle(keys[i]->seg));
	}
	/* every key set of the scan is held now, here or in shared memory */
	ek_note_memory(vc->run);
	initStringInfo(&sql);
	appendStringInfoString(&sql, "SELECT ");
	for (i = 0; i < n; i += nkeys[nagg++])
	{
		struct varlena **sets;

		nkeys[nagg] = orphans_each_sql(&sql, items + i, n - i, nagg + 1, orphan_budget);
		sets = palloc(sizeof(struct varlena *) * nkeys[nagg]);
		for (j = 0; j < nkeys[nagg]; j++)
			sets[j] = (struct varlena *) (keys[i + j]->seg ? keys[i + j]->ref : keys[i + j]->ks);
		params[nagg] = PointerGetDatum(ek_key_bundle(sets, nkeys[nagg]));
		pfree(sets);
	}
	for (i = 0; i < collect->n; i++)
	{
		EkRelationship *r = collect->r[i];

		appendStringInfo(&sql, ", ekaya._keyset(%lld::pg_catalog.int8", (long long) collect->budget[i]);
		for (j = 0; j < r->ncolumns; j++)
			appendStringInfo(&sql, ", s.%s",
							 quote_identifier(ek_find_column(r->target, r->target_attnums[j])->name));
		appendStringInfoChar(&sql, ')');
		if (collect->slice_hi[i] != PG_INT64_MAX)
			appendStringInfo(&sql, " FILTER (WHERE s.%s OPERATOR(pg_catalog.<) " INT64_FORMAT "::pg_catalog.int8)",
							 quote_identifier(ek_find_column(r->target, r->target_attnums[0])->name),
							 collect->slice_hi[i]);
	}
	appendStringInfoString(&sql, " FROM ");
	append_relation(&sql, items[0]->r->source);
	appendStringInfoString(&sql, " s");
	q = query_new(sql.data, nagg + collect->n, COL_COUNTS);
	for (i = 0; i < nagg; i++)
		q->nout[i] = nkeys[i];
	q->out = repalloc(q->out, sizeof(int64) * 4 * (n + collect->n));
	query_reads_items(q, items, n, false);
	for (i = 0; i < collect->n; i++)
	{
		q->kinds[nagg + i] = COL_KEYSET;
		query_reads(q, items[0]->r->source, collect->r[i]->ncolumns, collect->r[i]->target_attnums);
	}
	q->nparams = nagg;
	q->params = params;
	q->shared = shared.len ? shared.data : NULL;
	q->max_workers = workers_for(vc, keys, n, orphan_budget, collect);
	outcome = run_query(vc->run, q);
	if (outcome != QUERY_DONE)
	{
		if (outcome == QUERY_GAVE_WAY)
			return true;
		/* the SQL joins read the same table more slowly: after a timeout they would too */
		if (strcmp(last_failure, "statement_timeout") == 0 || strcmp(last_failure, "time_limit") == 0)
		{
			not_measured(items, n);
			return false;
		}
		for (i = 0; i < n; i++)
		{
			items[i]->res.method = "sql_join (aggregate query failed)";
			rest[(*nrest)++] = items[i];
		}
		return false;
	}
	for (i = 0; i < collect->n; i++)
		keep_collected(vc, collect->r[i], q->bytes[nagg + i], collect->slice_hi[i] != PG_INT64_MAX);
	for (i = 0; i < n; i++)
	{
		int64	   *res = &q->out[4 * i];

		items[i]->res.method = "aggregate";
		items[i]->res.orphan_rows = res[0];
		items[i]->res.orphan_distinct = res[1];
		items[i]->res.matched_distinct = res[3];
		items[i]->res.matched_rows = res[2];
		keyset_counts(keys[i]->ks, &items[i]->res);
		items[i]->res.done = true;
		if (res[1] < 0 && res[3] < (-res[1] - 1) * EK_MATCH_LOWEST / (1 - EK_MATCH_LOWEST))
		{
			/*
			 * Too many distinct orphans to hold, but already so many that no count of them
			 * could let the candidate through: no SQL scan to count them exactly
			 */
			items[i]->res.orphan_distinct = -res[1] - 1;
			items[i]->res.method = "aggregate (distinct orphans over budget: at least as many as given)";
		}
		else if (res[1] < 0)
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
 * the source for those whose key set fits (collecting the keys later tables need on the way),
 * SQL joins for the rest. True when a query gave way to DDL, in which case the group's
 * results mean nothing and it is to be tried again.
 */
static bool
verify_group(VerifyCtx *vc, EkVerifyItem **group, int ng, KeysToCollect *collect)
{
	EkVerifyItem **agg = palloc(sizeof(EkVerifyItem *) * ng),
			  **rest = palloc(sizeof(EkVerifyItem *) * ng),
			  **dist = palloc(sizeof(EkVerifyItem *) * ng);
	KeyEntry  **keys = palloc(sizeof(KeyEntry *) * ng);
	int			nagg = 0,
				nrest = 0,
				ndist = 0,
				k;
	Size		room;

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
		else if (strcmp(e->how, "not_unique") == 0)
		{
			/* duplicates in a slice of the key (plan_collect): no key, whatever the match */
			group[k]->res.done = true;
			group[k]->res.target_rows = e->slice_rows;
			group[k]->res.target_distinct = e->slice_distinct;
			group[k]->res.method = "aggregate (target key not unique: duplicates among its first values below a bound; the reference not measured)";
		}
		else if (strcmp(e->how, "over_budget") == 0 && undeclared_composite(group[k]->r))
		{
			/* SQL joins could not prove the key unique: not worth minutes of hash joins */
			group[k]->res.done = true;
			group[k]->res.unprovable = true;
			group[k]->res.method = "none (undeclared composite key over ekaya.work_mem)";
		}
		else
		{
			group[k]->res.method = strcmp(e->how, "over_budget") == 0 ?
				"sql_join (key set over ekaya.work_mem)" : "sql_join (key set query failed)";
			rest[nrest++] = group[k];
		}
	}
	/* the keys to collect share half of what is left, as a key set collected alone would */
	room = vc->budget > vc->held ? vc->budget - vc->held : 0;
	plan_collect(collect, room / 2);
	if (nagg > 0 && verify_source_agg(vc, agg, keys, nagg, collect, rest, &nrest, dist, &ndist))
		return true;
	if (nrest > 0 && verify_source(vc->run, rest, nrest))
		return true;
	/* the aggregate counted their distinct matches; only their distinct orphans are left */
	return ndist > 0 && distinct_by_sql(vc->run, dist, ndist, false);
}

/* The items of one source table. */
struct SourceGroup
{
	EkTable    *source;
	EkVerifyItem **items;
	int			n;
	bool		done;
};

/* Does a source table read after the current one have an item e's key set serves? */
static bool
later_needs(VerifyCtx *vc, KeyEntry *e)
{
	int			p,
				k;

	for (p = vc->pos + 1; p < vc->ngroups; p++)
		for (k = 0; k < vc->order[p]->n && !vc->order[p]->done; k++)
			if (same_target_key(e->target, e->ncolumns, e->attnums, vc->order[p]->items[k]->r))
				return true;
	return false;
}

/*
 * Orders the source tables so that a table is read after the source tables it points to:
 * their scans collect its targets' key sets, and then no target is read only for its keys.
 * Where references form a cycle, the table whose unplaced targets have the fewest rows goes
 * first, and their keys are collected alone: a sales table pointed to by its returns and
 * pointing to them (composite candidates both ways) goes before the returns, so that its own
 * scan collects the keys the returns need (TPC-DS sf 1: catalog_sales was read three times).
 */
static SourceGroup **
order_groups(SourceGroup *groups, int ng)
{
	SourceGroup **order = palloc(sizeof(SourceGroup *) * ng);
	bool	   *placed = palloc0(sizeof(bool) * ng);
	int		  **target_group = palloc(sizeof(int *) * ng);	/* per item, -1: not a source */
	int		   *counted = palloc(sizeof(int) * ng);	/* the stamp of the last count */
	int			stamp = 0,
				done,
				g,
				h,
				k,
				pick;

	for (g = 0; g < ng; g++)
	{
		target_group[g] = palloc(sizeof(int) * Max(groups[g].n, 1));
		for (k = 0; k < groups[g].n; k++)
		{
			for (h = 0; h < ng && groups[h].source != groups[g].items[k]->r->target; h++)
				;
			target_group[g][k] = h < ng ? h : -1;
		}
		counted[g] = -1;
	}
	for (done = 0; done < ng; done++)
	{
		double		best = 0;

		pick = -1;
		for (g = 0; g < ng; g++)
		{
			double		rows = 0;	/* of the unplaced targets, one more each */

			if (placed[g])
				continue;
			for (k = 0; k < groups[g].n; k++)
			{
				h = target_group[g][k];
				if (h < 0 || h == g || placed[h] || counted[h] == stamp)
					continue;
				counted[h] = stamp;
				rows += Max(groups[h].source->row_count, 0) + 1;
			}
			stamp++;
			if (pick < 0 || rows < best)
			{
				pick = g;
				best = rows;
			}
			if (rows == 0)
				break;			/* the first ready table in the given order */
		}
		placed[pick] = true;
		order[done] = &groups[pick];
	}
	for (g = 0; g < ng; g++)
		pfree(target_group[g]);
	pfree(target_group);
	pfree(counted);
	pfree(placed);
	return order;
}

/*
 * The keys of g's table that items of source tables still to be read point to, and that are
 * not at hand: g's scan collects them.
 */
static void
keys_to_collect(VerifyCtx *vc, SourceGroup **order, int ng, int pos, KeysToCollect *collect)
{
	SourceGroup *g = order[pos];
	int			p,
				k,
				c;

	collect->n = 0;
	for (p = pos + 1; p < ng; p++)
		for (k = 0; k < order[p]->n; k++)
		{
			EkRelationship *r = order[p]->items[k]->r;
			bool		known = r->target != g->source || order[p]->done || find_key(vc, r) != NULL;

			for (c = 0; c < collect->n && !known; c++)
				known = same_target_key(collect->r[c]->target, collect->r[c]->ncolumns,
										collect->r[c]->target_attnums, r);
			if (!known)
				collect->r[collect->n++] = r;
		}
}

/* Leaves the items of g unmeasured: how (method) and why (reason, VerifyResult.not_measured). */
static void
unmeasured(SourceGroup *g, const char *method, const char *reason)
{
	int			j;

	for (j = 0; j < g->n; j++)
	{
		EkVerifyResult *res = &g->items[j]->res;

		memset(res, 0, sizeof(EkVerifyResult));
		res->matched_distinct = res->matched_rows = -1;
		res->target_distinct = res->target_rows = -1;
		res->method = method;
		res->not_measured = reason;
	}
}

/*
 * Rounds of measurement: a source table whose scan gave way to DDL (or did not get its lock
 * within ekaya.lock_timeout) is measured again after the others, after a pause that doubles
 * each round (0.5, 1, 2 s), so that the DDL it made way for is done by then: at most about
 * 3.5 s of waiting plus the retried scans a run.
 */
#define EK_VERIFY_ROUNDS 4

static void
pause_before_retry(int round)
{
	long		ms = 500L << (round - 1);

	(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH, ms, PG_WAIT_EXTENSION);
	ResetLatch(MyLatch);
	CHECK_FOR_INTERRUPTS();
}

/*
 * Measures every item exactly, one source table at a time (items of a table in the order
 * given; tables after the tables they point to, see order_groups). Each item's res says
 * whether its measurement ran, and if not, why (not_measured). Items whose target key set
 * fits in ekaya.work_mem are measured by the verification aggregates; the others by SQL
 * joins. A source table whose scan gave way is measured again in later rounds.
 */
void
ek_verify_batch(EkRun *run, List *items)
{
	int			n = list_length(items);
	EkVerifyItem **all;
	SourceGroup *groups;
	SourceGroup **order;
	KeysToCollect collect;
	int			i,
				j,
				ng = 0,
				round;
	VerifyCtx	vc;
	Size		limit = (Size) ekaya_work_mem_kb * 1024;
	ListCell   *lc;
	int		   *group_of;

	if (n == 0)
		return;
	memset(&vc, 0, sizeof(vc));
	vc.run = run;
	vc.budget = limit;
	all = palloc(sizeof(EkVerifyItem *) * n);
	group_of = palloc(sizeof(int) * n);
	groups = palloc0(sizeof(SourceGroup) * n);
	for (i = 0; i < n; i++)
	{
		all[i] = list_nth(items, i);
		memset(&all[i]->res, 0, sizeof(EkVerifyResult));
		all[i]->res.matched_distinct = -1;
		all[i]->res.matched_rows = -1;
		all[i]->res.target_distinct = -1;
		all[i]->res.target_rows = -1;
		for (j = 0; j < ng && groups[j].source != all[i]->r->source; j++)
			;
		if (j == ng)
			groups[ng++].source = all[i]->r->source;
		group_of[i] = j;
		groups[j].n++;
	}
	/* each group's items in an array of their number (not of all items: quadratic in tables) */
	for (j = 0; j < ng; j++)
	{
		groups[j].items = palloc(sizeof(EkVerifyItem *) * groups[j].n);
		groups[j].n = 0;
	}
	for (i = 0; i < n; i++)
		groups[group_of[i]].items[groups[group_of[i]].n++] = all[i];
	pfree(group_of);
	order = order_groups(groups, ng);
	collect.r = palloc(sizeof(EkRelationship *) * n);
	collect.budget = palloc(sizeof(Size) * n);
	collect.slice_hi = palloc(sizeof(int64) * n);

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
	run->to_verify += n;
	for (round = 0; round < EK_VERIFY_ROUNDS; round++)
	{
		int			retry = 0;

		if (round > 0 && ek_past_deadline())
			break;				/* what gave way stays unmeasured, with its reason */
		if (round > 0)
			pause_before_retry(round);
		for (i = 0; i < ng; i++)
		{
			SourceGroup *g = order[i];

			if (g->done)
				continue;
			if (ek_past_deadline())
			{
				/* ekaya.analysis_time_limit: the rest is published as not measured */
				unmeasured(g, "not measured (ekaya.analysis_time_limit reached)", "time_limit");
				g->done = true;
				continue;
			}
			run->current_table = g->source->qualified_name;
			ek_progress(run, "verifying relationships", true);
			vc.order = order;
			vc.ngroups = ng;
			vc.pos = i;
			keys_to_collect(&vc, order, ng, i, &collect);
			g->done = !verify_group(&vc, g->items, g->n, &collect);
			for (j = 0; j < g->n && g->done; j++)
				run->verified += g->items[j]->res.done ? 1 : 0;
			if (!g->done)
			{
				/* it gave way: tried again after the others, a few times, then left unmeasured */
				unmeasured(g, "gave way to a session waiting for a lock", last_failure);
				retry++;
				ereport(round + 1 < EK_VERIFY_ROUNDS ? LOG : WARNING,
						(errmsg("ekaya: measuring the relationships of %s gave way (%s)%s",
								g->source->qualified_name, last_failure,
								round + 1 < EK_VERIFY_ROUNDS ? "; it is measured again later" :
								"; they are left unmeasured")));
			}
			CHECK_FOR_INTERRUPTS();
		}
		if (retry == 0)
			break;
	}
	foreach(lc, vc.keys)
		key_free(lfirst(lc));
	run->current_table = NULL;
	for (i = 0; i < n; i++)
		if (all[i]->res.done && all[i]->res.method && strncmp(all[i]->res.method, "aggregate", 9) == 0)
			run->verified_by_aggregate++;
		else if (all[i]->res.done && !all[i]->res.unprovable)
			run->verified_by_sql++;
		else if (!all[i]->res.done && all[i]->res.not_measured &&
				 strcmp(all[i]->res.not_measured, "time_limit") == 0)
			run->not_verified++;
	for (i = 0; i < ng; i++)
		pfree(groups[i].items);
	pfree(groups);
	pfree(order);
	pfree(collect.r);
	pfree(collect.budget);
	pfree(collect.slice_hi);
	pfree(all);
}

/*
 * The screen of composite candidates on samples (issue 17). A table without a declared key
 * offers many pairs and triples of columns that are unique in its profile sample, and other
 * fact tables hold columns of the same names and values in every one of them (the customer,
 * the item, the date of a sale), so they become composite candidates; only the exact
 * measurement can accept one, and the key set of millions of tuples that it needs does not
 * fit ekaya.work_mem, so that SQL joins would measure each. A reference, though, shows in
 * samples: nearly every source tuple is a target tuple, so a sample of the source finds about
 * a share tuple_fraction of its tuples among the rows the target's profile kept
 * (sample_keys.c). One small sampled read of each source table counts those hits for all its
 * candidates (ekaya._orphans against key sets of the kept rows); a candidate expected to hit
 * at least EK_SCREEN_MIN_EXPECTED times that hits less than a quarter of that is turned down
 * (low_match_rate, or no_overlap with no hit at all), its evidence saying it was measured on
 * samples; the others go on to the exact measurement. Wider keys (four to six columns, tried
 * when no pair or triple was unique) are screened the same way: each would otherwise be a hash
 * probe per row of the source's exact scan (TPC-DS sf 1: ten of catalog_sales' 27). A read that
 * cannot be made screens nothing. The kept rows are freed at the end.
 */
#define EK_SCREEN_MIN_EXPECTED	16.0
#define EK_SCREEN_HIT_SHARE		0.25
#define EK_SCREEN_MIN_ROWS		2000
#define EK_SCREEN_MAX_ROWS		200000

/* Can item's candidate be screened: a composite against the kept rows of a keyless target? */
static bool
screenable(EkVerifyItem *item)
{
	EkRelationship *r = item->r;
	int			i,
				j;

	if (r->ncolumns < 2 || r->target->tuple_rows == NULL)
		return false;
	for (i = 0; i < r->ncolumns; i++)
	{
		for (j = 0; j < r->target->ntuple_columns && r->target->tuple_columns[j] != r->target_attnums[i]; j++)
			;
		if (j == r->target->ntuple_columns)
			return false;
	}
	return true;
}

/* A key set of the tuples of r's target key among the target's kept rows. */
static bytea *
kept_rows_keyset(EkRelationship *r)
{
	EkTable    *t = r->target;
	int			pos[INDEX_MAX_KEYS],
				i,
				k;
	EkValueSet *set = ek_valueset_create((Size) 64 * 1024 * 1024);
	bytea	   *ks;

	for (k = 0; k < r->ncolumns; k++)
		for (pos[k] = 0; t->tuple_columns[pos[k]] != r->target_attnums[k]; pos[k]++)
			;
	for (i = 0; i < t->tuple_nrows; i++)
	{
		const uint64 *row = &t->tuple_rows[i * t->ntuple_columns];
		uint64		h = row[pos[0]];

		for (k = 1; k < r->ncolumns && h != 0; k++)
			h = row[pos[k]] == 0 ? 0 : ek_hash_combine(h, row[pos[k]]);
		if (h != 0)
			(void) ek_valueset_add(set, h, 1);
	}
	ks = ek_keyset_from_valueset(set);
	ek_valueset_free(set);
	return ks;
}

/* Turns the candidate down on what the screen measured. */
static void
screened_out(EkRelationship *r, int64 rows, int64 hits, double expected)
{
	r->accepted = false;
	r->rejection_reason = hits == 0 ? "no_overlap" : "low_match_rate";
	r->inference_method = "composite_sample";
	r->match_rate = Min(1.0, hits / expected);
	r->matched_count = r->orphan_count = r->source_distinct = r->target_distinct = -1;
	r->target_coverage = -1;
	r->confidence = 0.3;
	r->evidence_json = psprintf("{\"name\": \"composite\", \"columns\": %d, \"key\": \"%s\", "
								"\"measured\": \"sample\", \"sample_rows\": " INT64_FORMAT
								", \"sample_matches\": " INT64_FORMAT ", \"expected_matches\": %.1f}",
								r->ncolumns,
								ek_declared_key(r->target, r->target_attnums, r->ncolumns) ?
								"declared" : "measured_unique", rows, hits, expected);
}

/* Screens the candidates of one source table; returns how many it turned down. */
static int
screen_source(EkRun *run, EkVerifyItem **items, int n)
{
	EkTable    *st = items[0]->r->source;
	double		fmin = 1.0,
				rows;
	StringInfoData sql;
	Datum	   *params = palloc(sizeof(Datum) * n);
	VerifyQuery *q;
	int			i,
				j,
				out = 0;

	for (i = 0; i < n; i++)
		fmin = Min(fmin, Max(items[i]->r->target->tuple_fraction, 1e-9));
	rows = Min(Max(EK_SCREEN_MIN_EXPECTED * 4 / fmin, EK_SCREEN_MIN_ROWS), EK_SCREEN_MAX_ROWS);
	initStringInfo(&sql);
	appendStringInfoString(&sql, "SELECT ");
	for (i = 0; i < n; i++)
	{
		EkRelationship *r = items[i]->r;

		params[i] = PointerGetDatum(kept_rows_keyset(r));
		appendStringInfo(&sql, "%sekaya._orphans($%d, 1048576::pg_catalog.int8", i ? ", " : "", i + 1);
		for (j = 0; j < r->ncolumns; j++)
			appendStringInfo(&sql, ", s.%s",
							 quote_identifier(ek_find_column(st, r->source_attnums[j])->name));
		appendStringInfoChar(&sql, ')');
	}
	appendStringInfoString(&sql, " FROM ");
	append_relation(&sql, st);
	appendStringInfoString(&sql, " s");
	if (st->row_count > rows * 1.5 && st->relkind == RELKIND_FOREIGN_TABLE)
		appendStringInfo(&sql, " LIMIT %.0f", rows);
	else if (st->row_count > rows * 1.5)
		appendStringInfo(&sql, " TABLESAMPLE %s (%.6f) REPEATABLE (42)",
						 st->row_count > rows * 10 ? "SYSTEM" : "BERNOULLI",
						 Max(100.0 * rows / st->row_count, 0.0001));
	q = query_new(sql.data, n, COL_COUNTS);
	query_reads_items(q, items, n, false);
	q->nparams = n;
	q->params = params;
	q->max_workers = 0;
	if (run_query(run, q) == QUERY_DONE)
	{
		for (i = 0; i < n; i++)
		{
			int64		hits = q->out[4 * i + 2];
			int64		complete = q->out[4 * i] + hits;
			double		expected = complete * items[i]->r->target->tuple_fraction;

			if (expected >= EK_SCREEN_MIN_EXPECTED && hits < EK_SCREEN_HIT_SHARE * expected)
			{
				screened_out(items[i]->r, complete, hits, expected);
				items[i] = NULL;
				out++;
			}
		}
	}
	for (i = 0; i < n; i++)
		pfree(DatumGetPointer(params[i]));
	pfree(params);
	pfree(sql.data);
	return out;
}

/*
 * Screens the composite candidates among items (EkVerifyItem *, each the first member of its
 * caller's allocation) and returns the list without those it turned down, which are freed.
 */
List *
ek_screen_composites(EkRun *run, List *items)
{
	int			n = list_length(items),
				i,
				j,
				k,
				ng;
	int		   *gidx = palloc(sizeof(int) * Max(n, 1));
	EkVerifyItem **all = palloc(sizeof(EkVerifyItem *) * Max(n, 1));
	EkVerifyItem **group = palloc(sizeof(EkVerifyItem *) * Max(n, 1));
	bool	   *done = palloc0(sizeof(bool) * Max(n, 1));
	List	   *kept = NIL;
	ListCell   *lc;
	MemoryContext old;

	for (i = 0; i < n; i++)
		all[i] = list_nth(items, i);
	for (i = 0; i < n && !ek_past_deadline(); i++)
	{
		if (done[i] || !screenable(all[i]))
			continue;
		for (j = i, ng = 0; j < n; j++)
			if (!done[j] && all[j]->r->source == all[i]->r->source && screenable(all[j]))
			{
				gidx[ng] = j;
				group[ng++] = all[j];
				done[j] = true;
			}
		run->current_table = all[i]->r->source->qualified_name;
		ek_progress(run, "screening composite candidates", true);
		run->composites_screened_out += screen_source(run, group, ng);
		/* those it turned down are NULL in group */
		for (k = 0; k < ng; k++)
			if (group[k] == NULL)
			{
				pfree(all[gidx[k]]);
				all[gidx[k]] = NULL;
			}
		CHECK_FOR_INTERRUPTS();
	}
	run->current_table = NULL;
	old = MemoryContextSwitchTo(run->cxt);
	for (i = 0; i < n; i++)
		if (all[i] != NULL)
			kept = lappend(kept, all[i]);
	MemoryContextSwitchTo(old);
	list_free(items);
	/* the kept rows have served */
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		if (t->tuple_rows)
		{
			run->valueset_bytes -= Min(run->valueset_bytes,
									   sizeof(uint64) * t->ntuple_columns * t->tuple_nrows);
			pfree(t->tuple_rows);
			t->tuple_rows = NULL;
		}
	}
	pfree(all);
	pfree(group);
	pfree(gidx);
	pfree(done);
	return kept;
}
