/*
 * discovery_verify.c: exact measurement of candidate relationships with SQL, one query per
 * source table for all of its candidates.
 *
 * Discovery decides on the in-memory value sets of the profiling pass. Those are exact for
 * small tables, but a sampled table or a set that hit ekaya.work_mem holds only part of the
 * values, and composite keys are not kept as tuples at all. For exactly those cases, and only
 * for candidates discovery is about to accept (never for every pair), SQL measures the
 * relationships over the whole tables. All candidates of one source table share one scan of
 * it: the source is LEFT JOINed to each target's keys (hash joins the planner may run in
 * parallel, and that spill to disk rather than outgrow work_mem), and plain count(*) FILTER
 * aggregates, which parallel workers can compute partially, count the orphan rows of every
 * candidate at once. Distinct orphan values need count(DISTINCT), which cannot run in
 * parallel, so a second scan computes them only for the candidates that had orphans (a true
 * reference usually has none). Identifiers are quoted with quote_identifier; the queries take
 * no values from the data.
 */
#include "discovery.h"

#include "access/xact.h"
#include "catalog/pg_class.h"
#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
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
 * One query over the source table of the given items: orphan rows of each (distinct = false)
 * or distinct orphan values of each (distinct = true).
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
			appendStringInfoString(&sql, "pg_catalog.count(DISTINCT ");
			append_key(&sql, items[i]->r);
			appendStringInfo(&sql, ") FILTER (WHERE %s)::pg_catalog.int8", orphan.data);
		}
		else
			appendStringInfo(&sql, "pg_catalog.count(*) FILTER (WHERE %s)::pg_catalog.int8", orphan.data);
	}
	appendStringInfo(&sql, " FROM %s", from.data);
	pfree(from.data);
	pfree(orphan.data);
	return sql.data;
}

/*
 * Runs one measuring query in a subtransaction under ekaya.statement_timeout and stores its
 * n int8 columns in out. A query that fails (timeout, privileges, a table dropped meanwhile)
 * returns false: the caller then keeps the estimates from the value sets and says so,
 * instead of failing the whole run.
 */
static bool
run_query(EkRun *run, const char *sql, int64 *out, int n)
{
	MemoryContext oldcxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	TimestampTz start = GetCurrentTimestamp();
	bool		ok = false;

	run->verify_queries++;
	ereport(DEBUG1, (errmsg_internal("ekaya: verification query: %s", sql)));
	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(oldcxt);
	PG_TRY();
	{
		int			nest = NewGUCNestLevel();
		int			i;

		/*
		 * JIT is left to the planner's cost thresholds: a scan of millions of rows through
		 * several hash joins gains more from compiled expressions than compiling costs.
		 */
		if (ekaya_statement_timeout_ms > 0)
			enable_timeout_after(STATEMENT_TIMEOUT, ekaya_statement_timeout_ms);
		SPI_connect();
		if (SPI_execute(sql, true, 0) != SPI_OK_SELECT || SPI_processed != 1)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("relationship verification query returned no row")));
		for (i = 0; i < n; i++)
			out[i] = get_int8(i + 1);
		SPI_finish();
		AtEOXact_GUC(false, nest);
		if (ekaya_statement_timeout_ms > 0)
			disable_timeout(STATEMENT_TIMEOUT, false);
		ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(oldcxt);
		CurrentResourceOwner = oldowner;
		ok = true;
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		if (ekaya_statement_timeout_ms > 0)
			disable_timeout(STATEMENT_TIMEOUT, false);
		MemoryContextSwitchTo(oldcxt);
		edata = CopyErrorData();
		FlushErrorState();
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(oldcxt);
		CurrentResourceOwner = oldowner;
		/* a cancel by the user (not our own timeout) must still cancel the run */
		if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED &&
			!(ekaya_statement_timeout_ms > 0 &&
			  TimestampDifferenceExceeds(start, GetCurrentTimestamp(), ekaya_statement_timeout_ms)))
			ReThrowError(edata);
		ereport(DEBUG1,
				(errcode(edata->sqlerrcode),
				 errmsg("ekaya: verification of relationship candidates failed: %s", edata->message)));
		FreeErrorData(edata);
	}
	PG_END_TRY();
	run->ms_verify += (double) (GetCurrentTimestamp() - start) / 1000.0;
	return ok;
}

/* Verifies the items of one source table: one scan, and a second only if there are orphans. */
static void
verify_source(EkRun *run, EkVerifyItem **items, int n)
{
	int64	   *counts = palloc0(sizeof(int64) * n);
	EkVerifyItem **orphaned = palloc(sizeof(EkVerifyItem *) * n);
	int			norphaned = 0,
				i;
	char	   *sql = batch_sql(items, n, false);

	if (!run_query(run, sql, counts, n))
		return;
	for (i = 0; i < n; i++)
	{
		items[i]->res.orphan_rows = counts[i];
		items[i]->res.orphan_distinct = 0;
		items[i]->res.done = true;
		if (counts[i] > 0)
			orphaned[norphaned++] = items[i];
	}
	if (norphaned == 0)
		return;
	sql = batch_sql(orphaned, norphaned, true);
	if (!run_query(run, sql, counts, norphaned))
	{
		for (i = 0; i < norphaned; i++)
			orphaned[i]->res.done = false;
		return;
	}
	for (i = 0; i < norphaned; i++)
		orphaned[i]->res.orphan_distinct = counts[i];
}

/*
 * Measures every item exactly, one source table at a time (items of a table in the order
 * given). Each item's res says whether its measurement ran.
 */
void
ek_verify_batch(EkRun *run, List *items)
{
	int			n = list_length(items);
	EkVerifyItem **all;
	bool	   *taken;
	int			i,
				j;

	if (n == 0)
		return;
	all = palloc(sizeof(EkVerifyItem *) * n);
	taken = palloc0(sizeof(bool) * n);
	for (i = 0; i < n; i++)
	{
		all[i] = list_nth(items, i);
		memset(&all[i]->res, 0, sizeof(EkVerifyResult));
	}
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
		verify_source(run, group, ng);
		pfree(group);
		CHECK_FOR_INTERRUPTS();
	}
	pfree(all);
	pfree(taken);
}
