/*
 * guarded.c: runs one unit of analysis work (one table's profile, one verification query) in
 * an internal subtransaction under ekaya.statement_timeout. A failure that concerns only that
 * unit (a table dropped meanwhile, a lock not granted in time, our own timeout) comes back to
 * the caller as an error to report, so the run goes on; a cancel that is not our timeout (a
 * user's pg_cancel_backend, ekaya.cancel) still cancels the whole run.
 *
 * A unit whose results are all in the caller's memory (a verification query) is rolled back
 * even when it succeeds (ek_run_guarded_release): that releases at once the locks it took,
 * which a committed subtransaction would hand to the enclosing transaction until its end, so
 * that DDL waiting for a table read earlier never waits for the rest of the step.
 */
#include "ekaya.h"

#include "access/xact.h"
#include "utils/resowner.h"
#include "utils/timeout.h"
#include "utils/timestamp.h"

static ErrorData *
run_guarded(EkGuardedFn fn, void *arg, bool *timed_out, bool release)
{
	MemoryContext oldcxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	TimestampTz start = GetCurrentTimestamp();
	ErrorData  *edata = NULL;

	*timed_out = false;
	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(oldcxt);
	PG_TRY();
	{
		if (ekaya_statement_timeout_ms > 0)
			enable_timeout_after(STATEMENT_TIMEOUT, ekaya_statement_timeout_ms);
		fn(arg);
		if (ekaya_statement_timeout_ms > 0)
			disable_timeout(STATEMENT_TIMEOUT, false);
		if (release)
			RollbackAndReleaseCurrentSubTransaction();
		else
			ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(oldcxt);
		CurrentResourceOwner = oldowner;
	}
	PG_CATCH();
	{
		if (ekaya_statement_timeout_ms > 0)
			disable_timeout(STATEMENT_TIMEOUT, false);
		MemoryContextSwitchTo(oldcxt);
		edata = CopyErrorData();
		FlushErrorState();
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(oldcxt);
		CurrentResourceOwner = oldowner;
		if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED)
		{
			*timed_out = ekaya_statement_timeout_ms > 0 &&
				TimestampDifferenceExceeds(start, GetCurrentTimestamp(), ekaya_statement_timeout_ms);
			if (!*timed_out)
				ReThrowError(edata);
		}
	}
	PG_END_TRY();
	return edata;
}

/* One unit of work whose effects are kept: its locks are held until the transaction ends. */
ErrorData *
ek_run_guarded(EkGuardedFn fn, void *arg, bool *timed_out)
{
	return run_guarded(fn, arg, timed_out, false);
}

/* One unit of work that only reads into the caller's memory: its locks are released at once. */
ErrorData *
ek_run_guarded_release(EkGuardedFn fn, void *arg, bool *timed_out)
{
	return run_guarded(fn, arg, timed_out, true);
}
