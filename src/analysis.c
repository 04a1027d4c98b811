/*
 * analysis.c: the steps of one analysis run, in the order a run takes them: read the catalog,
 * profile each table, retry tables whose lock was busy, discover relationships, publish.
 *
 * Each step does its own SPI work inside the caller's transaction, so a background worker can
 * commit between steps (releasing locks and showing progress) while a backend that runs the
 * analysis itself does them all in one transaction. The run's model lives in a memory context
 * under TopMemoryContext so it survives those commits; ek_analysis_end frees it.
 */
#include "ekaya.h"
#include "keyshare.h"

#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/json.h"
#include "utils/timestamp.h"
#include "catalog/pg_type.h"
#include "utils/syscache.h"

/* Milliseconds since start, for the phase timings of engine_jobs.stats. */
static double
ms_since(TimestampTz start)
{
	return (double) (GetCurrentTimestamp() - start) / 1000.0;
}

/*
 * Every step runs with search_path pinned to pg_catalog, whoever calls it (a worker starts
 * with the role's default path, which a hostile schema could shadow), and with output
 * settings fixed so stored min/max and sample values do not depend on the session's DateStyle
 * or time zone. JIT is off: the per-row work of profiling and verification is in C already,
 * and compiling a big scan's expressions cost more (about 30 ms a query at TPC-H SF 1) than
 * it saved.
 */
static int
pin_search_path(void)
{
	static const char *const settings[][2] = {
		{"search_path", "pg_catalog, pg_temp"},
		{"DateStyle", "ISO, YMD"},
		{"IntervalStyle", "postgres"},
		{"TimeZone", "UTC"},
		{"extra_float_digits", "1"},
		{"jit", "off"},
	};
	int			nest = NewGUCNestLevel();
	int			i;

	for (i = 0; i < (int) lengthof(settings); i++)
		(void) set_config_option(settings[i][0], settings[i][1], PGC_USERSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	return nest;
}

EkRun *
ek_analysis_start(int64 job_id, Oid requester, ArrayType *schemas)
{
	MemoryContext cxt = AllocSetContextCreate(TopMemoryContext, "ekaya analysis run",
											  ALLOCSET_DEFAULT_SIZES);
	EkRun	   *run = MemoryContextAllocZero(cxt, sizeof(EkRun));
	int			nest = pin_search_path();
	TimestampTz start = GetCurrentTimestamp();

	run->cxt = cxt;
	run->job_id = job_id;
	run->requester = requester;
	/* ekaya.analysis_time_limit counts from here; every unit of work is cut at it (guarded.c) */
	ek_set_deadline(ekaya_analysis_time_limit_ms > 0 ?
					TimestampTzPlusMilliseconds(start, ekaya_analysis_time_limit_ms) : 0);
	PG_TRY();
	{
		ek_read_catalog(run, schemas);
	}
	PG_CATCH();
	{
		MemoryContextDelete(cxt);
		PG_RE_THROW();
	}
	PG_END_TRY();
	run->ms_catalog = ms_since(start);
	AtEOXact_GUC(true, nest);
	return run;
}

int
ek_analysis_ntables(EkRun *run)
{
	return list_length(run->tables);
}

const char *
ek_analysis_table_name(EkRun *run, int i)
{
	return ((EkTable *) list_nth(run->tables, i))->qualified_name;
}

void
ek_analysis_profile(EkRun *run, int i)
{
	int			nest = pin_search_path();
	TimestampTz start = GetCurrentTimestamp();
	EkTable    *t = list_nth(run->tables, i);

	/* out of time: the table is reported as skipped, with the reason */
	if (ek_past_deadline())
	{
		t->skipped = true;
		t->skip_reason = MemoryContextStrdup(run->cxt, EK_SKIP_TIME_LIMIT);
	}
	else
		(void) ek_profile_table(run, t);
	ek_note_memory(run);
	run->ms_profile += ms_since(start);
	AtEOXact_GUC(true, nest);
}

/* Tables whose lock was busy get one more try at the end, when the blocker has likely gone. */
void
ek_analysis_retry_locked(EkRun *run)
{
	ListCell   *lc;
	int			nest = pin_search_path();
	TimestampTz start = GetCurrentTimestamp();

	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		if (!t->lock_retry || ek_past_deadline())
			continue;
		t->skipped = false;
		t->skip_reason = NULL;
		(void) ek_profile_table(run, t);
	}
	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);

		if (t->skipped)
		{
			MemoryContext old = MemoryContextSwitchTo(run->cxt);

			run->skipped = lappend(run->skipped, t);
			MemoryContextSwitchTo(old);
		}
	}
	run->ms_profile += ms_since(start);
	AtEOXact_GUC(true, nest);
}

void
ek_analysis_discover(EkRun *run)
{
	int			nest = pin_search_path();
	TimestampTz start = GetCurrentTimestamp();

	ek_discover_relationships(run);
	ek_note_memory(run);
	run->ms_discover = ms_since(start) - run->ms_verify;
	AtEOXact_GUC(true, nest);
}

/* Stages the run and swaps it in; the caller's transaction makes both one atomic step. */
void
ek_analysis_publish(EkRun *run)
{
	int			nest = pin_search_path();
	Oid			saved_user;
	int			saved_secctx;
	Oid			argtypes[1] = {INT8OID};
	Datum		values[1] = {Int64GetDatum(run->job_id)};
	TimestampTz start = GetCurrentTimestamp();

	ek_stage_run(run);
	ek_note_memory(run);
	ek_become_owner(&saved_user, &saved_secctx);
	SPI_connect();
	if (SPI_execute_with_args("SELECT ekaya._publish($1)", 1, argtypes, values, NULL, false, 0) != SPI_OK_SELECT)
		elog(ERROR, "publishing job " INT64_FORMAT " failed", run->job_id);
	SPI_finish();
	ek_restore_user(saved_user, saved_secctx);
	run->ms_publish = ms_since(start);
	AtEOXact_GUC(true, nest);
}

int64
ek_analysis_candidates(EkRun *run)
{
	return run->candidates_checked;
}

/* [{"table": ..., "reason": ...}] of the tables the run could not analyse. */
char *
ek_analysis_skipped_json(EkRun *run)
{
	StringInfoData buf;
	ListCell   *lc;
	bool		first = true;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	foreach(lc, run->skipped)
	{
		EkTable    *t = lfirst(lc);

		if (!first)
			appendStringInfoString(&buf, ", ");
		first = false;
		appendStringInfoString(&buf, "{\"table\": ");
		escape_json(&buf, t->qualified_name);
		appendStringInfoString(&buf, ", \"reason\": ");
		escape_json(&buf, t->skip_reason ? t->skip_reason : "unknown");
		appendStringInfoChar(&buf, '}');
	}
	appendStringInfoChar(&buf, ']');
	return buf.data;
}

/* "schema.table(col, ...)" of one side of a relationship, as JSON. */
static void
json_side(StringInfo buf, EkTable *t, int n, const AttrNumber *attnums)
{
	StringInfoData s;
	int			i;

	initStringInfo(&s);
	appendStringInfo(&s, "%s(", t->qualified_name);
	for (i = 0; i < n; i++)
	{
		EkColumn   *c = ek_find_column(t, attnums[i]);

		appendStringInfo(&s, "%s%s", i ? ", " : "", c ? quote_identifier(c->name) : "?");
	}
	appendStringInfoChar(&s, ')');
	escape_json(buf, s.data);
	pfree(s.data);
}

/*
 * [{"source": "public.orders(customer_id)", "target": "public.customers(id)", "reason": ..}]:
 * the relationships whose exact measurement could not be made (they gave way to DDL until the
 * retries ran out, timed out, lacked privileges ...) and were published from the previous run,
 * marked stale, or as not_measured. Relationships of tables dropped meanwhile are not
 * published at all, and not listed.
 */
char *
ek_analysis_degraded_json(EkRun *run)
{
	StringInfoData buf;
	ListCell   *lc;
	bool		first = true;

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	foreach(lc, run->relationships)
	{
		EkRelationship *r = lfirst(lc);

		if (r->not_measured == NULL ||
			!SearchSysCacheExists1(RELOID, ObjectIdGetDatum(r->source->relid)) ||
			!SearchSysCacheExists1(RELOID, ObjectIdGetDatum(r->target->relid)))
			continue;
		appendStringInfoString(&buf, first ? "{\"source\": " : ", {\"source\": ");
		first = false;
		json_side(&buf, r->source, r->ncolumns, r->source_attnums);
		appendStringInfoString(&buf, ", \"target\": ");
		json_side(&buf, r->target, r->ncolumns, r->target_attnums);
		appendStringInfoString(&buf, ", \"reason\": ");
		escape_json(&buf, r->not_measured);
		appendStringInfoChar(&buf, '}');
	}
	appendStringInfoChar(&buf, ']');
	return buf.data;
}

/*
 * {"ms": {"catalog": .., "profile": .., "discover": .., "verify": .., "publish": ..},
 *  "verify_queries": .., "sampled_tables": .., "value_sets_cut": .., "verified_by": {..}}:
 * where the time went, and how the run fitted big tables into ekaya.work_mem (sampling,
 * value sets cut at their budget, key sets or SQL joins that spill).
 */
char *
ek_analysis_stats_json(EkRun *run)
{
	ListCell   *lc;
	int			sampled = 0,
				columns = 0;

	foreach(lc, run->tables)
	{
		sampled += ((EkTable *) lfirst(lc))->sampled ? 1 : 0;
		columns += ((EkTable *) lfirst(lc))->ncolumns;
	}
	return psprintf("{\"ms\": {\"catalog\": %.0f, \"profile\": %.0f, \"discover\": %.0f, "
					"\"verify\": %.0f, \"publish\": %.0f}, \"verify_queries\": %d, "
					"\"sampled_tables\": %d, \"value_sets_cut\": %s, "
					"\"verified_by\": {\"aggregate\": %d, \"sql_join\": %d}, \"key_sets_shared\": %d, "
					"\"composites\": {\"pruned\": %d, \"screened_out\": %d}, "
					"\"rejected_not_stored\": " INT64_FORMAT ", \"not_verified\": %d, "
					"\"memory_peak_kb\": %zu, \"columns\": %d}",
					run->ms_catalog, run->ms_profile, run->ms_discover, run->ms_verify,
					run->ms_publish, run->verify_queries, sampled,
					run->valuesets_overflowed ? "true" : "false",
					run->verified_by_aggregate, run->verified_by_sql, run->key_sets_shared,
					run->composites_pruned, run->composites_screened_out, run->rejected_not_stored,
					run->not_verified, run->memory_peak / 1024, columns);
}

void
ek_analysis_end(EkRun *run)
{
	ek_set_deadline(0);
	if (run)
		MemoryContextDelete(run->cxt);
}

/*
 * Shows the progress of a long step through the worker (run->progress, NULL in a run that has
 * nobody to show it to), at most about once a second unless forced.
 */
void
ek_progress(EkRun *run, const char *phase, bool force)
{
	ek_note_memory(run);
	if (run->progress)
		run->progress(run, phase, force);
}

/*
 * Notes the memory this process holds (everything allocated under TopMemoryContext: the run,
 * the caches, the current transaction; and the key sets it moved into shared memory), for the
 * job's stats: noted after each table's profile, whenever progress is shown, after discovery
 * and before publishing.
 */
void
ek_note_memory(EkRun *run)
{
	run->memory_peak = Max(run->memory_peak,
						   MemoryContextMemAllocated(TopMemoryContext, true) + ek_keyshare_bytes());
}

/*
 * The settings every step runs with, again: the worker commits its progress in the middle of
 * the discovery step, and a commit ends the settings with the transaction. Called right after
 * that commit, it makes the same nesting level the step made, which the step ends as usual.
 */
void
ek_analysis_repin(void)
{
	(void) pin_search_path();
}
