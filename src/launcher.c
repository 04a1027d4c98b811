/*
 * launcher.c: optional periodic refresh. With ekaya_ontology in shared_preload_libraries a
 * launcher worker (pg_cron style, one per cluster, connected to no database) wakes every
 * ekaya.refresh_interval and starts a short "refresh check" worker in each database that
 * accepts connections. The check closes interrupted jobs and, when tables changed since the last
 * analysis and nothing runs, starts an ordinary stale-only analysis worker as the role named by
 * ekaya.refresh_role, a setting only superusers control: whoever analysed last must not decide
 * whose privileges the scheduled refresh runs with. Without that setting there is no refresh.
 * Databases without the extension cost one short connection per interval.
 */
#include "ekaya.h"
#include "job.h"

#include "access/genam.h"
#include "access/heapam.h"
#include "access/htup_details.h"
#include "access/table.h"
#include "access/tableam.h"
#include "access/xact.h"
#include "catalog/pg_authid.h"
#include "catalog/pg_type.h"
#include "catalog/pg_database.h"
#include "commands/dbcommands.h"
#include "commands/extension.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "postmaster/interrupt.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "tcop/tcopprot.h"
#include "utils/acl.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/snapmgr.h"
#include "utils/timestamp.h"
#include "utils/wait_event.h"

/* Called from _PG_init while shared_preload_libraries are loaded. */
void
ek_register_launcher(void)
{
	BackgroundWorker worker;

	memset(&worker, 0, sizeof(worker));
	worker.bgw_flags = BGWORKER_SHMEM_ACCESS | BGWORKER_BACKEND_DATABASE_CONNECTION;
	worker.bgw_start_time = BgWorkerStart_RecoveryFinished;
	worker.bgw_restart_time = 10;
	snprintf(worker.bgw_library_name, BGW_MAXLEN, "%s", EK_LIBRARY);
	snprintf(worker.bgw_function_name, BGW_MAXLEN, "ekaya_launcher_main");
	snprintf(worker.bgw_type, BGW_MAXLEN, "%s", EK_LAUNCHER_TYPE);
	snprintf(worker.bgw_name, BGW_MAXLEN, "%s", EK_LAUNCHER_TYPE);
	RegisterBackgroundWorker(&worker);
}

/* Databases a refresh may visit: those accepting connections, templates excluded. */
static List *
database_list(void)
{
	List	   *result = NIL;
	Relation	rel;
	TableScanDesc scan;
	HeapTuple	tup;
	MemoryContext outer = CurrentMemoryContext;

	StartTransactionCommand();
	(void) GetTransactionSnapshot();
	rel = table_open(DatabaseRelationId, AccessShareLock);
	scan = table_beginscan_catalog(rel, 0, NULL);
	while (HeapTupleIsValid(tup = heap_getnext(scan, ForwardScanDirection)))
	{
		Form_pg_database db = (Form_pg_database) GETSTRUCT(tup);
		MemoryContext old;

		if (!db->datallowconn || db->datistemplate)
			continue;
		old = MemoryContextSwitchTo(outer);
		result = lappend_oid(result, db->oid);
		MemoryContextSwitchTo(old);
	}
	table_endscan(scan);
	table_close(rel, AccessShareLock);
	CommitTransactionCommand();
	return result;
}

/* Start the check worker for one database and wait for it, so databases are visited in turn. */
static void
check_database(Oid dboid)
{
	BackgroundWorker worker;
	BackgroundWorkerHandle *handle;
	EkWorkerArgs args;

	args.dboid = dboid;
	args.roleoid = BOOTSTRAP_SUPERUSERID;
	args.connect_as = BOOTSTRAP_SUPERUSERID;
	ek_init_worker(&worker, "ekaya_refresh_check_main", EK_REFRESH_TYPE, &args);
	if (!RegisterDynamicBackgroundWorker(&worker, &handle))
	{
		ereport(LOG,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("ekaya_ontology launcher: no background worker slot free; refresh postponed"),
				 errhint("Raise max_worker_processes.")));
		return;
	}
	(void) WaitForBackgroundWorkerShutdown(handle);
}

/* Entry point of the launcher (static background worker). */
void
ekaya_launcher_main(Datum main_arg)
{
	TimestampTz last = GetCurrentTimestamp();

	pqsignal(SIGHUP, SignalHandlerForConfigReload);
	pqsignal(SIGTERM, die);
	BackgroundWorkerUnblockSignals();
	BackgroundWorkerInitializeConnection(NULL, NULL, 0);
	pgstat_report_appname(EK_LAUNCHER_TYPE);

	for (;;)
	{
		long		timeout_ms = 60000;

		if (ekaya_refresh_interval_s > 0 && ekaya_refresh_role != NULL && ekaya_refresh_role[0] != '\0')
		{
			TimestampTz next = TimestampTzPlusMilliseconds(last, (int64) ekaya_refresh_interval_s * 1000);

			timeout_ms = TimestampDifferenceMilliseconds(GetCurrentTimestamp(), next);
			if (timeout_ms <= 0)
			{
				List	   *dbs = database_list();
				ListCell   *lc;

				foreach(lc, dbs)
				{
					CHECK_FOR_INTERRUPTS();
					check_database(lfirst_oid(lc));
				}
				list_free(dbs);
				last = GetCurrentTimestamp();
				continue;
			}
		}
		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH, timeout_ms,
						 PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
		CHECK_FOR_INTERRUPTS();
		if (ConfigReloadPending)
		{
			ConfigReloadPending = false;
			ProcessConfigFile(PGC_SIGHUP);
		}
	}
}

/*
 * Entry point of the per-database check. Runs as the bootstrap superuser only to look; the
 * analysis itself is started as an ordinary worker for the chosen role.
 */
void
ekaya_refresh_check_main(Datum main_arg)
{
	EkWorkerArgs args;
	int			ret;
	Oid			refresh_role;

	memcpy(&args, MyBgworkerEntry->bgw_extra, sizeof(args));
	pqsignal(SIGTERM, die);
	BackgroundWorkerUnblockSignals();
	BackgroundWorkerInitializeConnectionByOid(args.dboid, args.connect_as, 0);
	pgstat_report_appname(EK_REFRESH_TYPE);

	SetConfigOption("search_path", "pg_catalog, pg_temp", PGC_SUSET, PGC_S_OVERRIDE);

	StartTransactionCommand();
	PushActiveSnapshot(GetTransactionSnapshot());
	refresh_role = get_role_oid(ekaya_refresh_role ? ekaya_refresh_role : "", true);
	if (!OidIsValid(refresh_role))
		ereport(LOG,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("ekaya_ontology launcher: ekaya.refresh_role \"%s\" does not exist; no refresh",
						ekaya_refresh_role ? ekaya_refresh_role : "")));
	else if (OidIsValid(get_extension_oid(EK_LIBRARY, true)))
	{
		SPI_connect();
		ek_reap_interrupted();
		ret = SPI_execute_with_args(
			"SELECT $1"
			" WHERE NOT EXISTS (SELECT FROM ekaya.engine_jobs j"
			"                    WHERE j.status OPERATOR(pg_catalog.=) ANY ('{queued,running}'::pg_catalog.text[])"
			"                      AND j.database OPERATOR(pg_catalog.=) pg_catalog.current_database())"
			"   AND (EXISTS (SELECT FROM ekaya.engine_changes)"
			"        OR EXISTS (SELECT FROM ekaya.engine_schema_tables t"
			"                    WHERE t.stale OR NOT EXISTS (SELECT FROM pg_catalog.pg_class c"
			"                                                  WHERE c.oid OPERATOR(pg_catalog.=) t.table_oid)))"
			"   AND (SELECT pg_catalog.count(*) FROM pg_catalog.pg_stat_activity a"
			"         WHERE a.backend_type OPERATOR(pg_catalog.=) '" EK_WORKER_TYPE "')"
			"       OPERATOR(pg_catalog.<) pg_catalog.current_setting('ekaya.max_workers')::pg_catalog.int4",
			1, (Oid[]) {OIDOID}, (Datum[]) {ObjectIdGetDatum(refresh_role)}, NULL, false, 1);
		if (ret == SPI_OK_SELECT && SPI_processed == 1)
		{
			bool		isnull;
			Oid			role = DatumGetObjectId(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));

			if (!isnull && OidIsValid(role) &&
				ek_start_analysis_worker(MyDatabaseId, role, DSM_HANDLE_INVALID, false) != NULL)
				ereport(LOG,
						(errcode(ERRCODE_SUCCESSFUL_COMPLETION),
						 errmsg("ekaya_ontology launcher: refreshing stale tables in database \"%s\"",
								get_database_name(MyDatabaseId))));
		}
		SPI_finish();
	}
	PopActiveSnapshot();
	CommitTransactionCommand();
	proc_exit(0);
}
