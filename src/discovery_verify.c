/*
 * discovery_verify.c: exact measurement of a candidate relationship with one SQL query.
 *
 * Discovery decides on the in-memory value sets of the profiling pass. Those are exact for
 * small tables, but a sampled table or a set that hit ekaya.work_mem holds only part of the
 * values, and composite keys are not kept as tuples at all. For exactly those cases, and only
 * for candidates discovery is about to accept (never for every pair), one query measures the
 * relationship over the whole tables: distinct source values (or tuples), how many of them
 * the target holds, orphan rows and distinct target values. Identifiers are quoted with
 * quote_identifier; the query takes no values from the data.
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
 * Builds the one query that checks r over the whole tables: orphan rows (whose non-null
 * source value or tuple has no match) and their distinct values. It is a single hashed
 * anti-join, about the cost of one scan of the source, and parallel-capable; distinct values
 * are counted only among the orphans, which are few when the candidate is right.
 */
static char *
verify_sql(EkRelationship *r)
{
	StringInfoData sql;
	int			i;
	EkColumn   *sc[INDEX_MAX_KEYS];
	EkColumn   *tc[INDEX_MAX_KEYS];

	for (i = 0; i < r->ncolumns; i++)
	{
		sc[i] = ek_find_column(r->source, r->source_attnums[i]);
		tc[i] = ek_find_column(r->target, r->target_attnums[i]);
	}
	initStringInfo(&sql);
	appendStringInfoString(&sql, "SELECT pg_catalog.count(*)::pg_catalog.int8, "
						   "pg_catalog.count(DISTINCT (");
	for (i = 0; i < r->ncolumns; i++)
	{
		if (i)
			appendStringInfoString(&sql, ", ");
		append_expr(&sql, "s", sc[i], tc[i]);
	}
	if (r->ncolumns == 1)
		appendStringInfoString(&sql, ", NULL::pg_catalog.int4");
	appendStringInfoString(&sql, "))::pg_catalog.int8 FROM ");
	append_relation(&sql, r->source);
	appendStringInfoString(&sql, " s WHERE ");
	for (i = 0; i < r->ncolumns; i++)
		appendStringInfo(&sql, "s.%s IS NOT NULL AND ", quote_identifier(sc[i]->name));
	appendStringInfoString(&sql, "NOT EXISTS (SELECT 1 FROM ");
	append_relation(&sql, r->target);
	appendStringInfoString(&sql, " t WHERE ");
	for (i = 0; i < r->ncolumns; i++)
	{
		if (i)
			appendStringInfoString(&sql, " AND ");
		append_expr(&sql, "t", tc[i], sc[i]);
		appendStringInfoString(&sql, " = ");
		append_expr(&sql, "s", sc[i], tc[i]);
	}
	appendStringInfoChar(&sql, ')');
	return sql.data;
}

/*
 * Runs the measuring query in a subtransaction under ekaya.statement_timeout. A query that
 * fails (timeout, privileges, a table dropped meanwhile) leaves done = false: the caller then
 * keeps the estimate from the value sets and says so, instead of failing the whole run.
 */
EkVerifyResult
ek_verify_relationship(EkRelationship *r)
{
	EkVerifyResult res = {0};
	MemoryContext oldcxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	char	   *sql = verify_sql(r);
	TimestampTz start = GetCurrentTimestamp();

	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(oldcxt);
	PG_TRY();
	{
		int			nest = NewGUCNestLevel();

		/* compiling one short aggregate costs more than it saves */
		(void) set_config_option("jit", "off", PGC_USERSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
		if (ekaya_statement_timeout_ms > 0)
			enable_timeout_after(STATEMENT_TIMEOUT, ekaya_statement_timeout_ms);
		SPI_connect();
		if (SPI_execute(sql, true, 1) != SPI_OK_SELECT || SPI_processed != 1)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("relationship verification query returned no row")));
		res.orphan_rows = get_int8(1);
		res.orphan_distinct = get_int8(2);
		res.done = true;
		SPI_finish();
		AtEOXact_GUC(false, nest);
		if (ekaya_statement_timeout_ms > 0)
			disable_timeout(STATEMENT_TIMEOUT, false);
		ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(oldcxt);
		CurrentResourceOwner = oldowner;
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
				 errmsg("ekaya: verification of a relationship candidate failed: %s", edata->message)));
		FreeErrorData(edata);
		res.done = false;
	}
	PG_END_TRY();
	pfree(sql);
	return res;
}
