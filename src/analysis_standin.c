/*
 * analysis_standin.c: TEMPORARY stand-in for the lead's src/analysis.c, only so the worker,
 * cancel and fault handling can be built and tested before the real pipeline lands. Delete it
 * when merging main. It lists the tables of the requested schemas, "profiles" each by sleeping
 * (with CHECK_FOR_INTERRUPTS) and staging a minimal row, and publishes with ekaya._publish.
 */
#include "ekaya.h"
#include "job.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

struct EkRun
{
	int64		job_id;
	Oid			requester;
	MemoryContext cxt;
	int			n;
	Oid		   *relids;
	char	  **names;
};

struct EkRun *
ek_analysis_start(int64 job_id, Oid requester, ArrayType *schemas)
{
	MemoryContext cxt = AllocSetContextCreate(TopMemoryContext, "ekaya standin run", ALLOCSET_DEFAULT_SIZES);
	struct EkRun *run = MemoryContextAllocZero(cxt, sizeof(struct EkRun));
	uint64		i;

	run->job_id = job_id;
	run->requester = requester;
	run->cxt = cxt;
	SPI_connect();
	SPI_execute_with_args("SELECT c.oid, pg_catalog.format('%I.%I', n.nspname, c.relname) FROM pg_catalog.pg_class c"
						  " JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
						  " WHERE c.relkind IN ('r','p') AND n.nspname NOT IN ('pg_catalog','information_schema','ekaya','pg_toast')"
						  "   AND ($1::text[] IS NULL OR n.nspname::text = ANY ($1))"
						  "   AND pg_catalog.has_table_privilege(c.oid, 'SELECT') ORDER BY 2",
						  1, (Oid[]) {TEXTARRAYOID}, (Datum[]) {PointerGetDatum(schemas)},
						  schemas ? NULL : "n", true, 0);
	run->n = (int) SPI_processed;
	run->relids = MemoryContextAllocZero(cxt, sizeof(Oid) * (run->n + 1));
	run->names = MemoryContextAllocZero(cxt, sizeof(char *) * (run->n + 1));
	for (i = 0; i < SPI_processed; i++)
	{
		bool		isnull;

		run->relids[i] = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull));
		run->names[i] = MemoryContextStrdup(cxt, SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 2));
	}
	SPI_finish();
	return run;
}

int
ek_analysis_ntables(struct EkRun *run)
{
	return run->n;
}

const char *
ek_analysis_table_name(struct EkRun *run, int i)
{
	return run->names[i];
}

void
ek_analysis_profile(struct EkRun *run, int i)
{
	Oid			uid;
	int			sec;
	int			k;

	for (k = 0; k < 20; k++)
	{
		CHECK_FOR_INTERRUPTS();
		pg_usleep(10000L);
	}
	SPI_connect();
	SPI_execute_with_args("SELECT count(*) FROM pg_catalog.pg_class WHERE oid = $1", 1, (Oid[]) {OIDOID},
						  (Datum[]) {ObjectIdGetDatum(run->relids[i])}, NULL, true, 0);
	ek_become_owner(&uid, &sec);
	SPI_execute_with_args("INSERT INTO ekaya.stage_schema_tables (table_oid, schema_name, table_name, qualified_name, kind, job_id)"
						  " SELECT c.oid, n.nspname, c.relname, $2, 'table', $3 FROM pg_catalog.pg_class c"
						  " JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = $1",
						  3, (Oid[]) {OIDOID, TEXTOID, INT8OID},
						  (Datum[]) {ObjectIdGetDatum(run->relids[i]), CStringGetTextDatum(run->names[i]),
						  Int64GetDatum(run->job_id)}, NULL, false, 0);
	ek_restore_user(uid, sec);
	SPI_finish();
}

void
ek_analysis_retry_locked(struct EkRun *run)
{
}

void
ek_analysis_discover(struct EkRun *run)
{
	CHECK_FOR_INTERRUPTS();
}

void
ek_analysis_publish(struct EkRun *run)
{
	Oid			uid;
	int			sec;

	SPI_connect();
	ek_become_owner(&uid, &sec);
	SPI_execute_with_args("SELECT ekaya._publish($1)", 1, (Oid[]) {INT8OID},
						  (Datum[]) {Int64GetDatum(run->job_id)}, NULL, false, 0);
	ek_restore_user(uid, sec);
	SPI_finish();
}

void
ek_analysis_end(struct EkRun *run)
{
	MemoryContextDelete(run->cxt);
}

int64
ek_analysis_candidates(struct EkRun *run)
{
	return 0;
}

char *
ek_analysis_skipped_json(struct EkRun *run)
{
	return pstrdup("[]");
}
