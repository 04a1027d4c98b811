/*
 * job.c: the SQL-callable side of analysis jobs: ekaya.analyze(), ekaya.cancel(), and the
 * helpers status() relies on. Analysis runs in a dynamic background worker (worker.c) so that it
 * survives the caller's session, runs with the caller's privileges, and can be watched and
 * cancelled; this file hands requests to that worker and reports what became of them.
 *
 * Writes to ekaya.engine_jobs: callers hold only SELECT on the table (they must not be able to
 * forge job rows), so every write here and in the worker runs as the extension owner
 * (ek_become_owner in owner.c: SetUserIdAndSecContext with SECURITY_LOCAL_USERID_CHANGE |
 * SECURITY_RESTRICTED_OPERATION) around fixed, parameterised statements, switched back right after. A transaction abort restores the
 * previous user as well, so an error can never leave a session running as the owner.
 */
#include "ekaya.h"
#include "job.h"

#include <signal.h>

#include "access/xact.h"
#include "catalog/pg_authid.h"
#include "catalog/pg_type.h"
#include "commands/extension.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "storage/latch.h"
#include "storage/procarray.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"
#include "access/htup_details.h"
#include "utils/snapmgr.h"
#include "utils/wait_event.h"

PG_FUNCTION_INFO_V1(ekaya_analyze);
PG_FUNCTION_INFO_V1(ekaya_cancel);
PG_FUNCTION_INFO_V1(ekaya_reap_jobs);
PG_FUNCTION_INFO_V1(ekaya_worker_alive);
PG_FUNCTION_INFO_V1(ekaya_job_gone);

/*
 * Whether pid is a live analysis worker. Reads the postmaster's worker slots directly instead of
 * pg_stat_activity, whose contents are frozen for the rest of a transaction once read.
 */
bool
ek_worker_alive(int pid)
{
	const char *type;

	if (pid <= 0)
		return false;
	type = GetBackgroundWorkerTypeByPid((pid_t) pid);
	return type != NULL && strcmp(type, EK_WORKER_TYPE) == 0;
}

/* SQL: ekaya._worker_alive(pid integer) RETURNS boolean. */
Datum
ekaya_worker_alive(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(ek_worker_alive(PG_GETARG_INT32(0)));
}

/*
 * Jobs whose worker is gone (SIGKILL and crash restart, server restart, pg_terminate_backend)
 * would otherwise stay 'running' forever and block new jobs. They end 'failed' with error
 * 'interrupted'. Called by status(), the worker at job start and the launcher's check; not by
 * analyze() itself, whose transaction stays open while it waits for the worker (row locks taken
 * there would make the worker wait for its own caller). Must be called inside SPI; returns how
 * many jobs were closed.
 */
int
ek_reap_interrupted(void)
{
	Oid			uid;
	int			sec;
	int			ret;

	ek_become_owner(&uid, &sec);
	/* SKIP LOCKED: a job another transaction is closing must not make us wait for it */
	ret = SPI_execute("UPDATE ekaya.engine_jobs j"
					  "   SET status = 'failed', error = 'interrupted', error_code = '57P01',"
					  "       phase = pg_catalog.concat('interrupted during ', j.phase),"
					  "       finished_at = pg_catalog.clock_timestamp()"
					  " WHERE j.job_id OPERATOR(pg_catalog.=) ANY (ARRAY("
					  "       SELECT d.job_id FROM ekaya.engine_jobs d"
					  "        WHERE d.status OPERATOR(pg_catalog.=) ANY ('{queued,running}'::pg_catalog.text[])"
					  "          AND d.database OPERATOR(pg_catalog.=) pg_catalog.current_database()"
					  "          AND NOT ekaya._worker_alive(d.worker_pid)"
					  "          FOR UPDATE SKIP LOCKED))",
					  false, 0);
	ek_restore_user(uid, sec);
	if (ret != SPI_OK_UPDATE)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not close interrupted analysis jobs: SPI error %d", ret)));
	return (int) SPI_processed;
}

/*
 * SQL: ekaya._job_gone(job_id bigint, status text, worker_pid integer) RETURNS boolean, for the
 * ekaya.jobs view: true when a job is stored as queued or running but its worker no longer
 * exists, so that a monitoring query sees failed / interrupted at once, before anyone calls
 * status() or analyze() to close the row (reading never writes: the view also works in a
 * read-only transaction or on a standby). The worker may have committed the final state after
 * the caller's snapshot was taken and only then exited, so a job whose worker is gone is looked
 * at once more with the latest snapshot.
 */
Datum
ekaya_job_gone(PG_FUNCTION_ARGS)
{
	char	   *status;
	bool		gone = false;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
		PG_RETURN_BOOL(false);
	status = text_to_cstring(PG_GETARG_TEXT_PP(1));
	if (strcmp(status, "queued") != 0 && strcmp(status, "running") != 0)
		PG_RETURN_BOOL(false);
	if (!PG_ARGISNULL(2) && ek_worker_alive(PG_GETARG_INT32(2)))
		PG_RETURN_BOOL(false);

	SPI_connect();
	{
		Oid			argtype = INT8OID;
		Datum		arg = PG_GETARG_DATUM(0);
		SPIPlanPtr	plan = SPI_prepare("SELECT j.status OPERATOR(pg_catalog.=) ANY ('{queued,running}'::pg_catalog.text[])"
									   "  FROM ekaya.engine_jobs j WHERE j.job_id OPERATOR(pg_catalog.=) $1",
									   1, &argtype);
		int			ret;

		if (plan == NULL)
			elog(ERROR, "SPI_prepare failed: %s", SPI_result_code_string(SPI_result));
		ret = SPI_execute_snapshot(plan, &arg, NULL, GetLatestSnapshot(), InvalidSnapshot, true, false, 1);
		if (ret == SPI_OK_SELECT && SPI_processed == 1)
		{
			bool		isnull;

			gone = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull)) && !isnull;
		}
	}
	SPI_finish();
	PG_RETURN_BOOL(gone);
}

/* SQL: ekaya._reap_jobs() RETURNS integer, used by status(). */
Datum
ekaya_reap_jobs(PG_FUNCTION_ARGS)
{
	int			n;

	SPI_connect();
	n = ek_reap_interrupted();
	SPI_finish();
	PG_RETURN_INT32(n);
}

/*
 * The fields every ekaya worker shares: a database connection, started once recovery is over,
 * never restarted by the postmaster (a failed job is reported, not retried), and the extra
 * arguments that say which database and role it serves.
 */
void
ek_init_worker(BackgroundWorker *worker, const char *function, const char *type, const EkWorkerArgs *args)
{
	memset(worker, 0, sizeof(*worker));
	worker->bgw_flags = BGWORKER_SHMEM_ACCESS | BGWORKER_BACKEND_DATABASE_CONNECTION;
	worker->bgw_start_time = BgWorkerStart_RecoveryFinished;
	worker->bgw_restart_time = BGW_NEVER_RESTART;
	snprintf(worker->bgw_library_name, BGW_MAXLEN, "%s", EK_LIBRARY);
	snprintf(worker->bgw_function_name, BGW_MAXLEN, "%s", function);
	snprintf(worker->bgw_type, BGW_MAXLEN, "%s", type);
	snprintf(worker->bgw_name, BGW_MAXLEN, "%s for database %u", type, args->dboid);
	worker->bgw_notify_pid = MyProcPid;
	memcpy(worker->bgw_extra, args, sizeof(*args));
}

/*
 * Register one dynamic analysis worker. Returns NULL when no slot is free and the caller asked
 * for no error (the launcher simply tries again next round).
 */
BackgroundWorkerHandle *
ek_start_analysis_worker(Oid dboid, Oid roleoid, dsm_handle handle, bool error_if_no_slot)
{
	BackgroundWorker worker;
	BackgroundWorkerHandle *bgwhandle;
	EkWorkerArgs args;

	args.dboid = dboid;
	args.roleoid = roleoid;
	args.connect_as = roleoid;
	{
		/*
		 * PostgreSQL 15 lets no background worker connect as a role without LOGIN; such a
		 * requester's worker connects as the bootstrap superuser and drops to the requester
		 * (in a security-restricted context) before touching anything (worker.c).
		 */
		HeapTuple	tup = SearchSysCache1(AUTHOID, ObjectIdGetDatum(roleoid));

		if (!HeapTupleIsValid(tup))
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_OBJECT),
					 errmsg("role with OID %u does not exist", roleoid)));
		if (!((Form_pg_authid) GETSTRUCT(tup))->rolcanlogin)
			args.connect_as = BOOTSTRAP_SUPERUSERID;
		ReleaseSysCache(tup);
	}
	ek_init_worker(&worker, "ekaya_worker_main", EK_WORKER_TYPE, &args);
	worker.bgw_main_arg = UInt32GetDatum(handle);

	if (!RegisterDynamicBackgroundWorker(&worker, &bgwhandle))
	{
		if (!error_if_no_slot)
			return NULL;
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("could not start an analysis worker: no background worker slot is free"),
				 errhint("Raise max_worker_processes (currently %d) and restart the server, or retry when other background workers have finished.",
						 max_worker_processes)));
	}
	return bgwhandle;
}

/* Number of analysis workers running in the whole cluster, for ekaya.max_workers. */
static int
count_running_workers(void)
{
	int			ret;
	bool		isnull;

	/* pg_stat_activity is cached per transaction; drop the cache to count what runs now */
	pgstat_clear_snapshot();
	ret = SPI_execute("SELECT pg_catalog.count(*)::pg_catalog.int4 FROM pg_catalog.pg_stat_activity a"
					  " WHERE a.backend_type OPERATOR(pg_catalog.=) '" EK_WORKER_TYPE "'",
					  true, 0);
	if (ret != SPI_OK_SELECT || SPI_processed != 1)
		return 0;
	return DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
}

/* The running job of this role in this database, if any (EK_RUNNING_JOB_SQL). */
static int64
running_job(Oid role)
{
	Oid			uid;
	int			sec;
	int			ret;
	int64		job = 0;

	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args(EK_RUNNING_JOB_SQL, 1, (Oid[]) {OIDOID},
								(Datum[]) {ObjectIdGetDatum(role)}, NULL, false, 1);
	ek_restore_user(uid, sec);
	if (ret == SPI_OK_SELECT && SPI_processed == 1)
	{
		bool		isnull;

		job = DatumGetInt64(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	}
	return job;
}

/* Text of a single-column, single-row SPI query with up to two text parameters, or NULL. */
static char *
query_text(const char *sql, int nargs, Datum *values, const char *nulls)
{
	Oid			types[2] = {TEXTOID, TEXTOID};
	int			ret;

	ret = SPI_execute_with_args(sql, nargs, types, values, nulls, false, 1);
	if (ret != SPI_OK_SELECT || SPI_processed != 1)
		return NULL;
	return SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);
}

/*
 * Hand a new request to a fresh worker and wait (interruptibly) for it to create the job row or
 * find the one already running. Returns the job id; *existing tells which.
 */
static int64
submit_request(const char *mode, const char *schemas, const char *tables, const char *options,
			   bool *existing)
{
	Size		len[3];
	const char *parts[3] = {schemas, tables, options};
	Size		size = offsetof(EkRequest, data);
	dsm_segment *seg;
	EkRequest  *req;
	BackgroundWorkerHandle *handle;
	int			i;
	int64		job = 0;
	char	   *p;

	for (i = 0; i < 3; i++)
	{
		len[i] = parts[i] ? strlen(parts[i]) + 1 : 0;
		size += len[i];
	}
	seg = dsm_create(size, 0);
	req = (EkRequest *) dsm_segment_address(seg);
	memset(req, 0, offsetof(EkRequest, data));
	pg_atomic_init_u32(&req->state, EK_REQ_PENDING);
	req->requester_pid = MyProcPid;
	strlcpy(req->mode, mode, sizeof(req->mode));
	p = req->data;
	for (i = 0; i < 3; i++)
	{
		int			off = parts[i] ? (int) (p - req->data) : -1;

		if (parts[i])
		{
			memcpy(p, parts[i], len[i]);
			p += len[i];
		}
		if (i == 0)
			req->schemas_off = off;
		else if (i == 1)
			req->tables_off = off;
		else
			req->options_off = off;
	}

	handle = ek_start_analysis_worker(MyDatabaseId, GetUserId(), dsm_segment_handle(seg), true);

	for (;;)
	{
		uint32		state = pg_atomic_read_u32(&req->state);
		pid_t		pid;

		if (state == EK_REQ_DONE)
		{
			pg_read_barrier();
			job = req->job_id;
			*existing = req->existing;
			break;
		}
		if (state == EK_REQ_ERROR)
		{
			char		msg[sizeof(req->error)];

			pg_read_barrier();
			strlcpy(msg, req->error, sizeof(msg));
			dsm_detach(seg);
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("analysis worker could not start the job: %s", msg)));
		}
		if (GetBackgroundWorkerPid(handle, &pid) == BGWH_STOPPED)
		{
			/* it may have answered just before exiting */
			if (pg_atomic_read_u32(&req->state) != EK_REQ_PENDING)
				continue;
			dsm_detach(seg);
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("analysis worker exited before starting the job"),
					 errhint("See the server log for the reason.")));
		}
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH, 10,
						 PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
		CHECK_FOR_INTERRUPTS();
	}
	dsm_detach(seg);
	return job;
}

/* What became of a job a caller waited for. */
typedef struct JobEnd
{
	char	   *status;			/* succeeded, partial, failed, cancelled, or NULL: its worker vanished */
	char	   *error;
	char	   *code;
	char	   *ndegraded;		/* partial: how many relationships were not measured, and which */
	char	   *degraded;
} JobEnd;

/*
 * Wait until the job reaches a final state, into *end. Polls the job row (a fresh snapshot per
 * query in READ COMMITTED) and reports the job as vanished (status NULL) if its worker disappears
 * without finishing it. Interrupts (the caller's cancel or statement_timeout) raise here.
 */
static void
poll_job(int64 job, JobEnd *end)
{
	bool		worker_gone = false;

	for (;;)
	{
		Oid			uid;
		int			sec;
		int			ret;
		char	   *status;
		bool		isnull;
		int			pid;

		CHECK_FOR_INTERRUPTS();
		ek_become_owner(&uid, &sec);
		ret = SPI_execute_with_args("SELECT j.status, j.error, j.error_code, j.worker_pid,"
									"       pg_catalog.jsonb_array_length(j.degraded),"
									"       (SELECT pg_catalog.string_agg(pg_catalog.concat(d.e OPERATOR(pg_catalog.->>) 'source', ' -> ',"
									"               d.e OPERATOR(pg_catalog.->>) 'target', ' (', d.e OPERATOR(pg_catalog.->>) 'reason', ')'), '; ')"
									"          FROM pg_catalog.jsonb_array_elements(j.degraded) d(e))"
									"  FROM ekaya.engine_jobs j"
									" WHERE j.job_id OPERATOR(pg_catalog.=) $1",
									1, (Oid[]) {INT8OID}, (Datum[]) {Int64GetDatum(job)}, NULL, false, 1);
		ek_restore_user(uid, sec);
		if (ret != SPI_OK_SELECT || SPI_processed != 1)
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_OBJECT),
					 errmsg("analysis job %lld does not exist", (long long) job)));
		status = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);
		pid = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 4, &isnull));
		if (isnull)
			pid = 0;
		if (strcmp(status, "queued") != 0 && strcmp(status, "running") != 0)
		{
			end->status = status;
			end->error = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2);
			end->code = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 3);
			end->ndegraded = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 5);
			end->degraded = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 6);
			return;
		}
		if (!ek_worker_alive(pid))
		{
			/* it may have committed the final state just before exiting: look once more */
			if (worker_gone)
				return;
			worker_gone = true;
			continue;
		}
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH, 100,
						 PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
	}
}

/*
 * Wait for the job, then raise its error if it failed or was cancelled. A cancel of the wait
 * itself (the caller's statement_timeout, a cancel request) stops only the waiting: the job
 * runs in its own worker and goes on, so the error says so and how to stop it.
 */
static void
wait_for_job(int64 job)
{
	MemoryContext cxt = CurrentMemoryContext;
	JobEnd	   *end = palloc0(sizeof(JobEnd));

	PG_TRY();
	{
		poll_job(job, end);
	}
	PG_CATCH();
	{
		ErrorData  *e;

		MemoryContextSwitchTo(cxt);
		e = CopyErrorData();
		if (e->sqlerrcode != ERRCODE_QUERY_CANCELED)
			PG_RE_THROW();
		FlushErrorState();
		ereport(ERROR,
				(errcode(ERRCODE_QUERY_CANCELED),
				 errmsg("%s", e->message),
				 errdetail("Only the wait was cancelled: analysis job %lld goes on in its background worker.",
						   (long long) job),
				 errhint("Watch it with SELECT * FROM ekaya.jobs WHERE job_id = %lld; stop it with SELECT ekaya.cancel(%lld).",
						 (long long) job, (long long) job)));
	}
	PG_END_TRY();

	if (end->status == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_ADMIN_SHUTDOWN),
				 errmsg("analysis job %lld failed: interrupted", (long long) job),
				 errdetail("Its worker exited without finishing the job.")));
	if (strcmp(end->status, "partial") == 0)
		/* published; what could not be measured kept its previous result, marked stale */
		ereport(WARNING,
				(errcode(ERRCODE_WARNING),
				 errmsg("analysis job %lld published its results, but could not measure %s relationship(s)",
						(long long) job, end->ndegraded ? end->ndegraded : "some"),
				 errdetail("Not measured: %s.", end->degraded ? end->degraded : "see ekaya.jobs.degraded"),
				 errhint("Their previous results are kept, marked stale (ekaya.jobs.degraded lists them).")));
	if (strcmp(end->status, "cancelled") == 0)
		ereport(ERROR,
				(errcode(ERRCODE_QUERY_CANCELED),
				 errmsg("analysis job %lld was cancelled", (long long) job),
				 end->error ? errdetail("%s", end->error) : 0));
	if (strcmp(end->status, "failed") == 0)
	{
		int			sqlstate = ERRCODE_EXTERNAL_ROUTINE_EXCEPTION;

		if (end->code && strlen(end->code) == 5)
			sqlstate = MAKE_SQLSTATE(end->code[0], end->code[1], end->code[2], end->code[3], end->code[4]);
		ereport(ERROR,
				(errcode(sqlstate),
				 errmsg("analysis job %lld failed: %s", (long long) job, end->error ? end->error : "unknown error")));
	}
}

/*
 * SQL: ekaya.analyze(schemas text[] DEFAULT NULL, wait boolean DEFAULT false,
 *                    tables regclass[] DEFAULT NULL, stale_only boolean DEFAULT false) RETURNS bigint
 *
 * Starts a job in a background worker and returns its id at once; with wait => true, returns
 * once the job succeeded and raises its error otherwise. If a job of the same role already
 * runs in this database its id is returned instead (with a NOTICE): two analyses with the same
 * privileges would only compete. Other roles' jobs run beside it, since each reads what its
 * role may read; ekaya.max_workers bounds how many non-superusers' jobs run at once, so that no
 * role can take the slots superusers need.
 */
Datum
ekaya_analyze(PG_FUNCTION_ARGS)
{
	bool		wait = PG_NARGS() > 1 && !PG_ARGISNULL(1) && PG_GETARG_BOOL(1);
	bool		have_tables = PG_NARGS() > 2 && !PG_ARGISNULL(2);
	bool		stale_only = PG_NARGS() > 3 && !PG_ARGISNULL(3) && PG_GETARG_BOOL(3);
	const char *mode = have_tables ? EK_MODE_TABLES : (stale_only ? EK_MODE_STALE : EK_MODE_FULL);
	char	   *schemas = NULL;
	char	   *tables = NULL;
	char	   *options;
	int64		job;
	bool		existing = false;

	if (have_tables && stale_only)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("tables and stale_only cannot be combined")));
	if (wait && IsolationUsesXactSnapshot())
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("ekaya.analyze(wait => true) requires READ COMMITTED isolation"),
				 errdetail("The job's progress is invisible to a transaction-wide snapshot.")));
	ek_refuse_restricted_write("ekaya.analyze()");

	/* unknown schemas are an error here, with a suggestion, not a failed job later */
	ek_check_schemas(PG_ARGISNULL(0) ? NULL : PG_GETARG_ARRAYTYPE_P(0));
	if (!PG_ARGISNULL(0))
		schemas = OidOutputFunctionCall(F_ARRAY_OUT, PG_GETARG_DATUM(0));
	if (have_tables)
		tables = OidOutputFunctionCall(F_ARRAY_OUT, PG_GETARG_DATUM(2));

	SPI_connect();
	job = running_job(GetUserId());
	if (job != 0)
		existing = true;
	else
	{
		Datum		arg[1];

		if (!superuser() && count_running_workers() >= ekaya_max_workers)
			ereport(ERROR,
					(errcode(ERRCODE_CONFIGURATION_LIMIT_EXCEEDED),
					 errmsg("too many analyses are running"),
					 errdetail("ekaya.max_workers is %d.", ekaya_max_workers),
					 errhint("Retry when a running analysis has finished, or raise ekaya.max_workers.")));
		/* regclass[] → oid[] text so the worker need not resolve names under another search_path */
		if (tables)
		{
			arg[0] = CStringGetTextDatum(tables);
			tables = query_text("SELECT $1::pg_catalog.regclass[]::pg_catalog.oid[]::pg_catalog.text", 1, arg, NULL);
		}
		/* the requester's analysis settings travel with the job (capped by the worker) */
		options = ek_analysis_settings_json();
		job = submit_request(mode, schemas, tables, options, &existing);
	}
	if (existing)
		ereport(NOTICE,
				(errcode(ERRCODE_SUCCESSFUL_COMPLETION),
				 errmsg("an analysis job of this role (%lld) is already running in this database; returning its id",
						(long long) job)));
	if (wait)
		wait_for_job(job);
	SPI_finish();
	PG_RETURN_INT64(job);
}

/*
 * SQL: ekaya.cancel(job_id bigint) RETURNS boolean
 *
 * Marks the job cancelled and terminates its worker, which stops at its next interrupt check.
 * Nothing of a cancelled run is published (stage rows are swapped in only at the very end, and
 * the worker's publish transaction re-checks the job row under a row lock), so the previous
 * results stay. Returns false when the job had already finished. The requester (or a member of
 * that role) and superusers may cancel.
 */
Datum
ekaya_cancel(PG_FUNCTION_ARGS)
{
	int64		job = PG_GETARG_INT64(0);
	Oid			uid;
	int			sec;
	int			ret;
	bool		isnull;
	Oid			requester;
	char	   *status;
	int			pid;
	bool		cancelled = false;

	ek_refuse_restricted_write("ekaya.cancel()");
	SPI_connect();
	ek_become_owner(&uid, &sec);
	ret = SPI_execute_with_args("SELECT j.requested_by, j.status, j.worker_pid FROM ekaya.engine_jobs j"
								" WHERE j.job_id OPERATOR(pg_catalog.=) $1",
								1, (Oid[]) {INT8OID}, (Datum[]) {Int64GetDatum(job)}, NULL, false, 1);
	ek_restore_user(uid, sec);
	if (ret != SPI_OK_SELECT || SPI_processed != 1)
	{
		SPI_finish();
		PG_RETURN_BOOL(false);
	}
	requester = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	status = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2);
	pid = DatumGetInt32(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 3, &isnull));
	if (isnull)
		pid = 0;

	if (!has_privs_of_role(uid, requester))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied to cancel analysis job %lld", (long long) job),
				 errdetail("Only the role that requested a job, its members and superusers may cancel it.")));

	if (strcmp(status, "queued") == 0 || strcmp(status, "running") == 0)
	{
		char	   *who = GetUserNameFromId(uid, false);

		/* the status re-check under the row lock decides a race with the worker's final update */
		ek_become_owner(&uid, &sec);
		ret = SPI_execute_with_args("UPDATE ekaya.engine_jobs"
									"   SET status = 'cancelled', error = pg_catalog.concat('cancelled by ', $2::pg_catalog.text),"
									"       error_code = '57014', finished_at = pg_catalog.clock_timestamp()"
									" WHERE job_id OPERATOR(pg_catalog.=) $1"
									"   AND status OPERATOR(pg_catalog.=) ANY ('{queued,running}'::pg_catalog.text[])",
									2, (Oid[]) {INT8OID, TEXTOID},
									(Datum[]) {Int64GetDatum(job), CStringGetTextDatum(who)}, NULL, false, 0);
		cancelled = (ret == SPI_OK_UPDATE && SPI_processed == 1);
		ek_restore_user(uid, sec);
		if (ret != SPI_OK_UPDATE)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("could not cancel analysis job %lld: SPI error %d", (long long) job, ret)));
		/* SIGTERM: the worker dies at its next CHECK_FOR_INTERRUPTS, also while waiting for a lock */
		if (cancelled && ek_worker_alive(pid) && kill(pid, SIGTERM) != 0)
			ereport(WARNING,
					(errcode(ERRCODE_SYSTEM_ERROR),
					 errmsg("could not signal analysis worker %d: %m", pid)));
	}
	SPI_finish();
	PG_RETURN_BOOL(cancelled);
}
