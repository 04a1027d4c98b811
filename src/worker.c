/*
 * worker.c: the dynamic background worker that carries out one analysis job.
 *
 * It connects to the requester's database as the requesting role (so the analysis can read
 * exactly what the requester may read), creates the job row in its own transaction, and then
 * runs the pipeline of analysis.c one unit of work per transaction: catalog read, one table's
 * profile, the retry of tables whose lock was not granted, relationship discovery, and publish.
 * Short transactions keep locks on user tables only while a table is being read, so DDL is
 * never queued behind a whole run. Results are written to unlogged stage tables and swapped into
 * the engine tables by the publish transaction, so a run that dies leaves the last results intact.
 *
 * Stopping: SIGTERM (ekaya.cancel, shutdown) uses die(), so the worker exits at the next
 * CHECK_FOR_INTERRUPTS, including lock waits. A worker that dies leaves its job 'running'; the
 * next analyze(), status(), worker or launcher closes it as 'interrupted' (ek_reap_interrupted).
 */
#include "ekaya.h"
#include "job.h"

#include "access/xact.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "postmaster/interrupt.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "storage/proc.h"
#include "storage/procarray.h"
#include "tcop/tcopprot.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/resowner.h"
#include "utils/snapmgr.h"
#include "utils/timeout.h"

/* The job this worker runs, for the unit-of-work helpers. */
static int64 ek_job_id = 0;
static Oid	ek_requester = InvalidOid;

/*
 * Begin a unit of work: transaction, snapshot, and for units running analysis code (limited)
 * the statement timeout from ekaya.statement_timeout. Job bookkeeping is never time-limited, so
 * a timeout always ends in a job row that says so.
 */
static void
unit_begin(const char *activity, bool limited)
{
	SetCurrentStatementStartTimestamp();
	StartTransactionCommand();
	PushActiveSnapshot(GetTransactionSnapshot());
	pgstat_report_activity(STATE_RUNNING, activity);
	/* SPI does not arm statement_timeout in a background worker; do it per unit of work */
	if (limited && ekaya_statement_timeout_ms > 0)
		enable_timeout_after(STATEMENT_TIMEOUT, ekaya_statement_timeout_ms);
}

/* End a unit of work: commit. */
static void
unit_end(void)
{
	disable_timeout(STATEMENT_TIMEOUT, false);
	PopActiveSnapshot();
	CommitTransactionCommand();
	pgstat_report_stat(false);
}

/*
 * Update the job's progress as the extension owner. Returns false when the job is no longer
 * running (cancelled, or closed by someone who thought the worker dead): the worker then stops.
 */
static bool
job_progress(const char *phase, int done, int total, int64 candidates, bool set_total)
{
	Oid			uid;
	int			sec;
	int			ret;
	Datum		values[5];
	char		nulls[5] = {' ', ' ', ' ', ' ', ' '};
	uint64		updated;

	values[0] = Int64GetDatum(ek_job_id);
	values[1] = CStringGetTextDatum(phase);
	values[2] = Int32GetDatum(done);
	values[3] = Int32GetDatum(total);
	values[4] = Int64GetDatum(candidates);
	if (!set_total)
		nulls[3] = 'n';
	SPI_connect();
	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args("UPDATE ekaya.engine_jobs"
								"   SET phase = $2, tables_done = $3,"
								"       tables_total = coalesce($4, tables_total), candidates_checked = $5"
								" WHERE job_id OPERATOR(pg_catalog.=) $1 AND status OPERATOR(pg_catalog.=) 'running'",
								5, (Oid[]) {INT8OID, TEXTOID, INT4OID, INT4OID, INT8OID}, values, nulls,
								false, 0);
	updated = SPI_processed;	/* SPI_finish restores the outer value */
	ek_restore_user(uid, sec);
	SPI_finish();
	if (ret != SPI_OK_UPDATE)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not record progress of analysis job %lld: SPI error %d",
						(long long) ek_job_id, ret)));
	return updated == 1;
}

static void stop_no_longer_running(void);

/*
 * Shows the progress of a long step (run->progress, analysis.c): at once in pg_stat_activity,
 * and at most about once a second (or when forced) in the job row, which it commits so that
 * ekaya.jobs shows it: the phase, candidates screened, relationships measured of those to
 * measure, the table being read. Nothing of the run lives in the transaction (the model is in
 * the run's memory, each measuring query runs in a subtransaction that is gone), so the step
 * goes on in a new one, with the settings it runs with made again (ek_analysis_repin).
 */
static void
show_progress(EkRun *run, const char *phase, bool force)
{
	static TimestampTz last = 0;
	TimestampTz now = GetCurrentTimestamp();
	MemoryContext cxt = CurrentMemoryContext;
	Oid			uid;
	int			sec;
	int			ret;
	char		activity[256];
	Datum		values[6];
	char		nulls[6] = {' ', ' ', ' ', ' ', ' ', ' '};

	if (run->current_table)
		snprintf(activity, sizeof(activity), "ekaya: job %lld %s: %s (%lld of %lld relationships measured)",
				 (long long) ek_job_id, phase, run->current_table, (long long) run->verified,
				 (long long) run->to_verify);
	else
		snprintf(activity, sizeof(activity), "ekaya: job %lld %s (%lld candidates)",
				 (long long) ek_job_id, phase, (long long) run->candidates_checked);
	pgstat_report_activity(STATE_RUNNING, activity);
	if (!force && last != 0 && !TimestampDifferenceExceeds(last, now, 1000))
		return;
	last = now;

	values[0] = Int64GetDatum(ek_job_id);
	values[1] = CStringGetTextDatum(phase);
	values[2] = Int64GetDatum(run->candidates_checked);
	values[3] = Int64GetDatum(run->verified);
	values[4] = Int64GetDatum(run->to_verify);
	values[5] = run->current_table ? CStringGetTextDatum(run->current_table) : (Datum) 0;
	nulls[5] = run->current_table ? ' ' : 'n';
	SPI_connect();
	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args("UPDATE ekaya.engine_jobs"
								"   SET phase = $2, candidates_checked = $3, relationships_verified = $4,"
								"       relationships_to_verify = $5, current_table = $6"
								" WHERE job_id OPERATOR(pg_catalog.=) $1 AND status OPERATOR(pg_catalog.=) 'running'",
								6, (Oid[]) {INT8OID, TEXTOID, INT8OID, INT8OID, INT8OID, TEXTOID}, values, nulls,
								false, 0);
	ek_restore_user(uid, sec);
	if (ret != SPI_OK_UPDATE)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not record progress of analysis job %lld: SPI error %d",
						(long long) ek_job_id, ret)));
	if (SPI_processed != 1)
	{
		SPI_finish();
		stop_no_longer_running();
	}
	SPI_finish();
	PopActiveSnapshot();
	CommitTransactionCommand();
	StartTransactionCommand();
	PushActiveSnapshot(GetTransactionSnapshot());
	ek_analysis_repin();
	MemoryContextSwitchTo(cxt);
}

/* Stop quietly: the job was cancelled or closed while this worker ran. */
static void
stop_no_longer_running(void)
{
	AbortCurrentTransaction();
	ereport(LOG,
			(errcode(ERRCODE_QUERY_CANCELED),
			 errmsg("analysis job %lld is no longer running; worker exits", (long long) ek_job_id)));
	proc_exit(0);
}

/*
 * Apply the requester's ekaya.* settings (a jsonb object of name → setting) to this worker,
 * with the caps a non-superuser's job gets (guc.c). Returns the settings the job runs with.
 */
static char *
apply_options(const char *options)
{
	int			ret;
	uint64		i;

	if (options == NULL)
	{
		ek_cap_analysis_settings(ek_requester);
		return ek_analysis_settings_json();
	}
	SPI_connect();
	ret = SPI_execute_with_args("SELECT o.key, o.value FROM pg_catalog.jsonb_each_text($1::pg_catalog.jsonb) o",
								1, (Oid[]) {TEXTOID}, (Datum[]) {CStringGetTextDatum(options)}, NULL, true, 0);
	if (ret == SPI_OK_SELECT)
	{
		for (i = 0; i < SPI_processed; i++)
		{
			char	   *name = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1);
			char	   *value = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 2);

			if (strncmp(name, "ekaya.", 6) != 0 || value == NULL)
				continue;
			(void) set_config_option(name, value, PGC_USERSET, PGC_S_SESSION, GUC_ACTION_SET,
									 true, WARNING, false);
		}
	}
	SPI_finish();
	ek_cap_analysis_settings(ek_requester);
	return ek_analysis_settings_json();
}

/*
 * Create the job row (or find the running one) in its own transaction. Job creation is
 * serialised per database by a transaction-level advisory lock taken only by workers (a table
 * lock would conflict with the requesting session's own reads and writes of engine_jobs), so two
 * concurrent requests can never both start a job. Also closes jobs whose
 * worker died and clears stage rows those jobs left behind.
 */
static int64
begin_job(const char *mode, const char *schemas, const char *tables, const char *options, bool *existing)
{
	Oid			uid;
	int			sec;
	int			ret;
	bool		isnull;
	int64		job = 0;
	Datum		values[6];
	char		nulls[6] = {' ', ' ', ' ', ' ', ' ', ' '};

	*existing = false;
	unit_begin("ekaya: starting analysis job", false);
	SPI_connect();
	ek_become_owner(&uid, &sec);
	ek_restore_user(uid, sec);
	/* serialise job creation per database; advisory locks are database-local and only workers take this one */
	SPI_execute("SELECT pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('ekaya_ontology jobs'), 0)", false, 0);
	ek_reap_interrupted();
	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args(EK_RUNNING_JOB_SQL, 1, (Oid[]) {OIDOID},
								(Datum[]) {ObjectIdGetDatum(ek_requester)}, NULL, false, 1);
	if (ret == SPI_OK_SELECT && SPI_processed == 1)
	{
		job = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
		*existing = true;
	}
	else
	{
		values[0] = ObjectIdGetDatum(ek_requester);
		values[1] = schemas ? CStringGetTextDatum(schemas) : (Datum) 0;
		nulls[1] = schemas ? ' ' : 'n';
		values[2] = tables ? CStringGetTextDatum(tables) : (Datum) 0;
		nulls[2] = tables ? ' ' : 'n';
		values[3] = CStringGetTextDatum(mode);
		values[4] = CStringGetTextDatum(options ? options : "{}");
		values[5] = Int32GetDatum(MyProcPid);
		ret = SPI_execute_with_args("INSERT INTO ekaya.engine_jobs"
									"   (requested_by, schemas, tables, mode, options, worker_pid, status, phase, started_at)"
									" SELECT $1, $2::pg_catalog.text[],"
									"        (SELECT pg_catalog.array_agg(pg_catalog.format('%I.%I', n.nspname, c.relname) ORDER BY c.oid)"
									"           FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace"
									"          WHERE c.oid OPERATOR(pg_catalog.=) ANY ($3::pg_catalog.oid[])),"
									"        $4, $5::pg_catalog.jsonb, $6, 'running', 'starting', pg_catalog.now()"
									" RETURNING job_id",
									6, (Oid[]) {OIDOID, TEXTOID, TEXTOID, TEXTOID, TEXTOID, INT4OID},
									values, nulls, false, 1);
		if (ret != SPI_OK_INSERT_RETURNING || SPI_processed != 1)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("could not create the analysis job: SPI error %d", ret)));
		job = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
		/* stage rows of jobs that no longer run belong to dead runs (other roles' jobs may run) */
		SPI_execute("SELECT ekaya._clear_dead_stage()", false, 0);
	}
	ek_restore_user(uid, sec);
	SPI_finish();
	unit_end();
	return job;
}

/*
 * The schemas this job analyses, as a text[] datum in TopMemoryContext, or NULL for all schemas.
 * 'tables' and 'stale' jobs are narrowed to the schemas holding the named or changed tables:
 * the pipeline's unit is a set of schemas, and relationship discovery needs every table of a
 * schema anyway. Sets *nothing when a stale refresh finds nothing changed.
 */
static ArrayType *
job_schemas(bool *nothing)
{
	Oid			uid;
	int			sec;
	int			ret;
	bool		isnull;
	Datum		d;
	ArrayType  *result = NULL;

	*nothing = false;
	SPI_connect();
	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args(
		"SELECT CASE j.mode"
		"  WHEN 'full' THEN j.schemas"
		"  WHEN 'tables' THEN (SELECT pg_catalog.array_agg(DISTINCT n.nspname::pg_catalog.text)"
		"                        FROM pg_catalog.pg_class c"
		"                        JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace"
		"                       WHERE c.oid OPERATOR(pg_catalog.=) ANY (j.tables::pg_catalog.regclass[]::pg_catalog.oid[]))"
		"  ELSE (SELECT pg_catalog.array_agg(DISTINCT s.schema_name::pg_catalog.text) FROM ("
		"          SELECT ch.schema_name FROM ekaya.engine_changes ch"
		"          UNION ALL"
		"          SELECT t.schema_name FROM ekaya.engine_schema_tables t"
		"           WHERE t.stale OR NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid OPERATOR(pg_catalog.=) t.table_oid)) s"
		"        WHERE j.schemas IS NULL OR s.schema_name::pg_catalog.text OPERATOR(pg_catalog.=) ANY (j.schemas))"
		"  END, j.mode"
		"  FROM ekaya.engine_jobs j WHERE j.job_id OPERATOR(pg_catalog.=) $1",
		1, (Oid[]) {INT8OID}, (Datum[]) {Int64GetDatum(ek_job_id)}, NULL, false, 1);
	ek_restore_user(uid, sec);
	if (ret != SPI_OK_SELECT || SPI_processed != 1)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("analysis job %lld vanished", (long long) ek_job_id)));
	d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull);
	if (!isnull)
	{
		MemoryContext old = MemoryContextSwitchTo(TopMemoryContext);

		result = DatumGetArrayTypePCopy(d);
		MemoryContextSwitchTo(old);
	}
	else
	{
		char	   *mode = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2);

		if (strcmp(mode, EK_MODE_FULL) != 0)
			*nothing = true;
	}
	SPI_finish();
	return result;
}

/*
 * Publish the run and close the job in one transaction. Change-log entries older than the run
 * are consumed for the schemas it covered, and everywhere for tables that are gone for good
 * (dropped, and their results removed by this publish). The job row is updated last, so it is
 * locked only for an instant (ekaya.cancel() never waits behind a long publish); if cancel() got
 * there first, the update finds the job no longer running and the whole publish rolls back. Changes logged by the event trigger
 * before the run started are consumed; later ones keep their tables stale, because the run may
 * have read those tables before they changed.
 */
static void
publish_and_finish(EkRun *run, ArrayType *schemas, int ntables)
{
	Oid			uid;
	int			sec;
	int			ret;
	char	   *skipped = run ? ek_analysis_skipped_json(run) : NULL;
	char	   *stats = NULL;
	char	   *degraded = NULL;
	Datum		values[9];
	char		nulls[9] = {' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' '};

	unit_begin("ekaya: publishing results", true);
	if (run)
	{
		ek_analysis_publish(run);
		/* after publishing, so that its time is in them too */
		stats = ek_analysis_stats_json(run);
		degraded = ek_analysis_degraded_json(run);
	}

	SPI_connect();
	ek_become_owner(&uid, &sec);
	values[0] = Int64GetDatum(ek_job_id);
	values[1] = Int64GetDatum(run ? ek_analysis_candidates(run) : 0);
	values[2] = CStringGetTextDatum(skipped ? skipped : "[]");
	values[3] = Int32GetDatum(ntables);
	values[4] = schemas ? PointerGetDatum(schemas) : (Datum) 0;
	nulls[4] = schemas ? ' ' : 'n';
	values[5] = CStringGetTextDatum(stats ? stats : "{}");
	values[6] = CStringGetTextDatum(degraded ? degraded : "[]");
	values[7] = Int64GetDatum(run ? run->verified : 0);
	values[8] = Int64GetDatum(run ? run->to_verify : 0);
	/* published, but some relationships could not be measured: partial, and the job says which */
	ret = SPI_execute_with_args("UPDATE ekaya.engine_jobs"
								"   SET status = CASE WHEN $7::pg_catalog.jsonb OPERATOR(pg_catalog.=) '[]'"
								"                     THEN 'succeeded' ELSE 'partial' END,"
								"       phase = 'done', current_table = NULL, finished_at = pg_catalog.clock_timestamp(),"
								"       candidates_checked = $2, skipped = $3::pg_catalog.jsonb, degraded = $7::pg_catalog.jsonb,"
								"       tables_done = $4, tables_total = $4, stats = stats OPERATOR(pg_catalog.||) $6::pg_catalog.jsonb,"
								"       relationships_verified = $8, relationships_to_verify = $9"
								" WHERE job_id OPERATOR(pg_catalog.=) $1 AND status OPERATOR(pg_catalog.=) 'running'",
								9, (Oid[]) {INT8OID, INT8OID, TEXTOID, INT4OID, TEXTARRAYOID, TEXTOID, TEXTOID, INT8OID, INT8OID},
								values, nulls, false, 0);
	if (ret != SPI_OK_UPDATE)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not close analysis job %lld: SPI error %d", (long long) ek_job_id, ret)));
	if (SPI_processed != 1)
	{
		ek_restore_user(uid, sec);
		SPI_finish();
		stop_no_longer_running();
	}
	ek_restore_user(uid, sec);
	SPI_finish();

	SPI_connect();
	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args("DELETE FROM ekaya.engine_changes ch"
								" USING ekaya.engine_jobs j"
								" WHERE j.job_id OPERATOR(pg_catalog.=) $1"
								"   AND ch.changed_at OPERATOR(pg_catalog.<) j.started_at"
								"   AND ($5::pg_catalog.text[] IS NULL OR ch.schema_name::pg_catalog.text OPERATOR(pg_catalog.=) ANY ($5)"
								"        OR (NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid OPERATOR(pg_catalog.=) ch.table_oid)"
								"            AND NOT EXISTS (SELECT FROM ekaya.engine_schema_tables t"
								"                             WHERE t.table_oid OPERATOR(pg_catalog.=) ch.table_oid)))",
								6, (Oid[]) {INT8OID, INT8OID, TEXTOID, INT4OID, TEXTARRAYOID, TEXTOID}, values, nulls,
								false, 0);
	if (ret == SPI_OK_DELETE)
		ret = SPI_execute("UPDATE ekaya.engine_schema_tables t SET stale = true"
						  " WHERE NOT t.stale AND t.table_oid OPERATOR(pg_catalog.=) ANY"
						  "       (SELECT ch.table_oid FROM ekaya.engine_changes ch)",
						  false, 0);
	ek_restore_user(uid, sec);
	SPI_finish();
	if (ret != SPI_OK_UPDATE)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not update staleness after analysis job %lld: SPI error %d",
						(long long) ek_job_id, ret)));
	unit_end();
}

/* Run the pipeline for the job, one unit of work per transaction. */
static void
run_job(void)
{
	EkRun *run = NULL;
	ArrayType  *schemas;
	bool		nothing;
	int			n = 0;
	int			i;
	char		activity[256];

	unit_begin("ekaya: reading the catalog", true);
	schemas = job_schemas(&nothing);
	if (!nothing)
	{
		run = ek_analysis_start(ek_job_id, ek_requester, schemas);
		run->progress = show_progress;
		n = ek_analysis_ntables(run);
	}
	if (!job_progress(nothing ? "nothing stale" : "profiling", 0, n, 0, true))
		stop_no_longer_running();
	unit_end();

	for (i = 0; i < n; i++)
	{
		CHECK_FOR_INTERRUPTS();
		snprintf(activity, sizeof(activity), "ekaya: job %lld profiling %s (%d/%d)",
				 (long long) ek_job_id, ek_analysis_table_name(run, i), i + 1, n);
		unit_begin(activity, true);
		ek_analysis_profile(run, i);
		if (!job_progress("profiling", i + 1, n, 0, false))
			stop_no_longer_running();
		unit_end();
	}

	if (run)
	{
		snprintf(activity, sizeof(activity), "ekaya: job %lld retrying locked tables", (long long) ek_job_id);
		unit_begin(activity, true);
		ek_analysis_retry_locked(run);
		if (!job_progress("discovering relationships", n, n, 0, false))
			stop_no_longer_running();
		unit_end();

		snprintf(activity, sizeof(activity), "ekaya: job %lld discovering relationships", (long long) ek_job_id);
		unit_begin(activity, true);
		ek_analysis_discover(run);
		unit_end();

		unit_begin(activity, false);
		run->current_table = NULL;
		if (!job_progress("publishing", n, n, ek_analysis_candidates(run), false))
			stop_no_longer_running();
		unit_end();
	}

	publish_and_finish(run, schemas, n);
	if (run)
		ek_analysis_end(run);
}

/* Close the job as failed with the error that stopped it, in a fresh transaction. */
static void
fail_job(ErrorData *edata)
{
	Oid			uid;
	int			sec;

	unit_begin("ekaya: recording failure", false);
	SPI_connect();
	ek_become_owner(&uid, &sec);
	SPI_execute_with_args("UPDATE ekaya.engine_jobs"
						  "   SET status = 'failed', error = $2, error_code = $3,"
						  "       finished_at = pg_catalog.clock_timestamp()"
						  " WHERE job_id OPERATOR(pg_catalog.=) $1 AND status OPERATOR(pg_catalog.=) 'running'",
						  3, (Oid[]) {INT8OID, TEXTOID, TEXTOID},
						  (Datum[]) {Int64GetDatum(ek_job_id),
							  CStringGetTextDatum(edata->message ? edata->message : "unknown error"),
						  CStringGetTextDatum(unpack_sql_state(edata->sqlerrcode))},
						  NULL, false, 0);
	ek_restore_user(uid, sec);
	SPI_finish();
	unit_end();
}

/* The backend that asked for this job, 0 for a refresh the launcher started. */
static int	requester_pid = 0;

/*
 * Wakes the requesting backend: it sleeps on its latch between looks at the request and the
 * job row, and analyze(wait => true) should return as soon as the job has ended. A backend
 * that has gone meanwhile (or a new one with its pid) only wakes once for nothing.
 */
static void
wake_requester(void)
{
	PGPROC	   *proc;

	if (requester_pid == 0)
		return;
	proc = BackendPidGetProc(requester_pid);
	if (proc)
		SetLatch(&proc->procLatch);
}

/* Answer the requesting backend through the DSM segment, then let go of it. */
static void
answer(dsm_segment *seg, EkRequest *req, int64 job, bool existing, const char *error)
{
	if (req == NULL)
		return;
	req->job_id = job;
	req->existing = existing;
	if (error)
		strlcpy(req->error, error, sizeof(req->error));
	pg_write_barrier();
	pg_atomic_write_u32(&req->state, error ? EK_REQ_ERROR : EK_REQ_DONE);
	dsm_detach(seg);
	wake_requester();
}

/*
 * Entry point (bgw_function_name). bgw_extra holds the database and role; bgw_main_arg the DSM
 * handle of the request, or 0 for a stale refresh started by the launcher.
 */
void
ekaya_worker_main(Datum main_arg)
{
	EkWorkerArgs args;
	dsm_handle	handle = DatumGetUInt32(main_arg);
	/* volatile: read again after a longjmp out of PG_TRY */
	dsm_segment *volatile seg = NULL;
	EkRequest  *volatile req = NULL;
	char	   *volatile mode = EK_MODE_STALE;
	char	   *volatile schemas = NULL;
	char	   *volatile tables = NULL;
	char	   *volatile options = NULL;
	bool		existing = false;
	MemoryContext cxt;

	memcpy(&args, MyBgworkerEntry->bgw_extra, sizeof(args));
	ek_requester = args.roleoid;

	pqsignal(SIGTERM, die);
	pqsignal(SIGHUP, SignalHandlerForConfigReload);
	BackgroundWorkerUnblockSignals();
	BackgroundWorkerInitializeConnectionByOid(args.dboid, args.connect_as, 0);
	/* nothing the worker runs resolves a name through the role's own search_path */
	SetConfigOption("search_path", "pg_catalog, pg_temp", PGC_SUSET, PGC_S_OVERRIDE);
	if (args.connect_as != args.roleoid)
	{
		/* a NOLOGIN requester: run as it, and forbid SET ROLE/RESET ROLE back to the superuser */
		SetUserIdAndSecContext(args.roleoid, SECURITY_LOCAL_USERID_CHANGE | SECURITY_RESTRICTED_OPERATION);
	}
	pgstat_report_appname(EK_WORKER_TYPE);

	CurrentResourceOwner = ResourceOwnerCreate(NULL, "ekaya_ontology analysis worker");
	if (handle != DSM_HANDLE_INVALID)
	{
		seg = dsm_attach(handle);
		if (seg == NULL)
		{
			/* the requester gave up before we started: nothing was promised, nothing to do */
			ereport(LOG,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("analysis request vanished before the worker started")));
			proc_exit(0);
		}
		dsm_pin_mapping(seg);
		req = (EkRequest *) dsm_segment_address(seg);
		requester_pid = req->requester_pid;
		mode = pstrdup(req->mode);
		if (req->schemas_off >= 0)
			schemas = pstrdup(req->data + req->schemas_off);
		if (req->tables_off >= 0)
			tables = pstrdup(req->data + req->tables_off);
		if (req->options_off >= 0)
			options = pstrdup(req->data + req->options_off);
	}

	cxt = CurrentMemoryContext;
	PG_TRY();
	{
		unit_begin("ekaya: starting analysis job", false);
		options = MemoryContextStrdup(cxt, apply_options(options));
		unit_end();
		ek_job_id = begin_job(mode, schemas, tables, options, &existing);
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		MemoryContextSwitchTo(cxt);
		edata = CopyErrorData();
		answer(seg, req, 0, false, edata->message);
		PG_RE_THROW();
	}
	PG_END_TRY();
	answer(seg, req, ek_job_id, existing, NULL);
	if (existing)
		proc_exit(0);

	ereport(LOG,
			(errcode(ERRCODE_SUCCESSFUL_COMPLETION),
			 errmsg("analysis job %lld started (mode %s)", (long long) ek_job_id, mode)));
	PG_TRY();
	{
		run_job();
	}
	PG_CATCH();
	{
		ErrorData  *edata;

		HOLD_INTERRUPTS();
		MemoryContextSwitchTo(cxt);
		edata = CopyErrorData();
		EmitErrorReport();
		FlushErrorState();
		AbortCurrentTransaction();
		disable_timeout(STATEMENT_TIMEOUT, false);
		RESUME_INTERRUPTS();
		fail_job(edata);
		wake_requester();
		pgstat_report_activity(STATE_IDLE, NULL);
		proc_exit(1);
	}
	PG_END_TRY();
	ereport(LOG,
			(errcode(ERRCODE_SUCCESSFUL_COMPLETION),
			 errmsg("analysis job %lld finished", (long long) ek_job_id)));
	wake_requester();
	pgstat_report_activity(STATE_IDLE, NULL);
	proc_exit(0);
}
