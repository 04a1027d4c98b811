/*
 * job.c: ekaya.analyze(), the entry point of an analysis. It validates the request, records a
 * job, and runs the analysis steps in the calling backend inside its transaction, so the
 * results are published atomically when the call commits.
 */
#include "ekaya.h"

#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "catalog/pg_type.h"

PG_FUNCTION_INFO_V1(ekaya_analyze);

/* Runs an owner-privileged statement on the job row (the requester may only read it). */
static int64
job_exec(const char *sql, int nargs, Oid *types, Datum *values)
{
	Oid			saved_user;
	int			saved_secctx;
	int64		result = 0;
	bool		isnull;

	ek_become_owner(&saved_user, &saved_secctx);
	SPI_connect();
	SPI_execute_with_args(sql, nargs, types, values, NULL, false, 0);
	if (SPI_processed == 1 && SPI_tuptable)
		result = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	SPI_finish();
	ek_restore_user(saved_user, saved_secctx);
	return result;
}

Datum
ekaya_analyze(PG_FUNCTION_ARGS)
{
	ArrayType  *schemas = PG_ARGISNULL(0) ? NULL : PG_GETARG_ARRAYTYPE_P(0);
	Oid			requester = GetUserId();
	int64		job_id;
	EkRun	   *run;
	int			i,
				n;
	Oid			types[5] = {OIDOID, TEXTARRAYOID, INT8OID, TEXTOID, TEXTOID};
	Datum		values[5];

	ek_check_schemas(schemas);
	values[0] = ObjectIdGetDatum(requester);
	values[1] = schemas ? PointerGetDatum(schemas) : (Datum) 0;
	{
		char		nulls[2] = {' ', schemas ? ' ' : 'n'};
		Oid			saved_user;
		int			saved_secctx;
		bool		isnull;

		ek_become_owner(&saved_user, &saved_secctx);
		SPI_connect();
		SPI_execute_with_args("INSERT INTO ekaya.engine_jobs (requested_by, schemas, status, phase, started_at) "
							  "VALUES ($1, $2, 'running', 'catalog', pg_catalog.now()) RETURNING job_id",
							  2, types, values, nulls, false, 1);
		job_id = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
		SPI_finish();
		ek_restore_user(saved_user, saved_secctx);
	}

	run = ek_analysis_start(job_id, requester, schemas);
	PG_TRY();
	{
		n = ek_analysis_ntables(run);
		for (i = 0; i < n; i++)
			ek_analysis_profile(run, i);
		ek_analysis_retry_locked(run);
		ek_analysis_discover(run);
		ek_analysis_publish(run);

		values[0] = Int64GetDatum(job_id);
		values[1] = Int32GetDatum(n);
		values[2] = Int64GetDatum(ek_analysis_candidates(run));
		values[3] = CStringGetTextDatum(ek_analysis_skipped_json(run));
		values[4] = CStringGetTextDatum(ek_analysis_stats_json(run));
		types[0] = INT8OID;
		types[1] = INT4OID;
		job_exec("UPDATE ekaya.engine_jobs SET status = 'succeeded', phase = 'done', finished_at = pg_catalog.now(), "
				 "tables_total = $2, tables_done = $2, candidates_checked = $3, skipped = $4::jsonb, "
				 "stats = stats || $5::jsonb "
				 "WHERE job_id = $1", 5, types, values);
	}
	PG_CATCH();
	{
		ek_analysis_end(run);
		PG_RE_THROW();
	}
	PG_END_TRY();
	ek_analysis_end(run);
	PG_RETURN_INT64(job_id);
}
