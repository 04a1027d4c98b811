/*
 * job.h: what the SQL-callable job functions (job.c), the analysis worker (worker.c) and the
 * optional launcher (launcher.c) share. A job is one row of ekaya.engine_jobs plus at most one
 * dynamic background worker that carries it out; these declarations are the hand-over between
 * the backend that asks and the worker that runs.
 */
#ifndef EKAYA_JOB_H
#define EKAYA_JOB_H

#include "postgres.h"

#include "port/atomics.h"
#include "storage/dsm.h"
#include "postmaster/bgworker.h"
#include "utils/array.h"

#define EK_WORKER_TYPE		"ekaya_ontology analysis"
#define EK_LAUNCHER_TYPE	"ekaya_ontology launcher"
#define EK_REFRESH_TYPE		"ekaya_ontology refresh check"
#define EK_LIBRARY			"ekaya_ontology"

/* Settings defined in guc.c for the job machinery. */
extern int	ekaya_max_workers;
extern int	ekaya_refresh_interval_s;

/*
 * The running job that answers a request of role $1 in this database. A request is never
 * answered with another role's job: that job runs with the other role's privileges and
 * settings. A job whose worker is gone does not count; the next worker closes it.
 */
#define EK_RUNNING_JOB_SQL \
	"SELECT j.job_id FROM ekaya.engine_jobs j" \
	" WHERE j.status OPERATOR(pg_catalog.=) ANY ('{queued,running}'::pg_catalog.text[])" \
	"   AND j.database OPERATOR(pg_catalog.=) pg_catalog.current_database()" \
	"   AND j.requested_by OPERATOR(pg_catalog.=) $1" \
	"   AND ekaya._worker_alive(j.worker_pid)" \
	" ORDER BY j.job_id LIMIT 1"

/* Job modes, as stored in engine_jobs.mode. */
#define EK_MODE_FULL	"full"
#define EK_MODE_STALE	"stale"
#define EK_MODE_TABLES	"tables"

/*
 * Fixed-size arguments of an analysis worker, carried in bgw_extra. The request itself (schemas,
 * tables, the requester's ekaya.* settings) travels in a DSM segment whose handle is bgw_main_arg;
 * a worker started by the launcher has no segment and runs a stale-only refresh with defaults.
 */
typedef struct EkWorkerArgs
{
	Oid			dboid;
	Oid			roleoid;		/* the requester: the run's privileges */
	Oid			connect_as;		/* roleoid, or the bootstrap superuser for a NOLOGIN requester */
} EkWorkerArgs;

/*
 * The DSM request/answer block. The requesting backend fills the request part and waits until
 * the worker sets state to EK_REQ_DONE (job_id filled in) or EK_REQ_ERROR (message filled in).
 * The job row is inserted by the worker in its own transaction, so it exists independently of
 * the caller's transaction; that is what lets `wait => true` work inside a single statement.
 */
#define EK_REQ_PENDING	0
#define EK_REQ_DONE		1
#define EK_REQ_ERROR	2

typedef struct EkRequest
{
	pg_atomic_uint32 state;
	int			requester_pid;	/* woken when the job is answered and when it ends */
	int64		job_id;			/* answer */
	bool		existing;		/* answer: a job was already running, this is its id */
	char		error[512];		/* answer when state = EK_REQ_ERROR */
	char		mode[16];
	int			schemas_off;	/* offsets into data of NUL-terminated strings, -1 for NULL */
	int			tables_off;		/* oid[] literal of the requested tables */
	int			options_off;	/* jsonb object: ekaya.* settings of the requester */
	char		data[FLEXIBLE_ARRAY_MEMBER];
} EkRequest;

/* job.c */
extern bool ek_worker_alive(int pid);
extern int	ek_reap_interrupted(void);
extern void ek_init_worker(BackgroundWorker *worker, const char *function, const char *type,
						   const EkWorkerArgs *args);
extern BackgroundWorkerHandle *ek_start_analysis_worker(Oid dboid, Oid roleoid, dsm_handle handle,
														bool error_if_no_slot);

/* worker.c */
extern PGDLLEXPORT void ekaya_worker_main(Datum main_arg);

/* launcher.c */
extern void ek_register_launcher(void);
extern PGDLLEXPORT void ekaya_launcher_main(Datum main_arg);
extern PGDLLEXPORT void ekaya_refresh_check_main(Datum main_arg);

#endif							/* EKAYA_JOB_H */
