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
 *
 * A run may also have a deadline (ekaya.analysis_time_limit, ek_set_deadline): a unit then gets
 * at most the time left, so that the run stops within it and publishes what it measured.
 */
#include "ekaya.h"

#include <limits.h>

#include "access/xact.h"
#include "utils/resowner.h"
#include "utils/timeout.h"
#include "utils/timestamp.h"

/* When the run must end (ekaya.analysis_time_limit), 0 for no deadline. */
static TimestampTz deadline = 0;

void
ek_set_deadline(TimestampTz when)
{
	deadline = when;
}

/* Has the run reached its ekaya.analysis_time_limit? */
bool
ek_past_deadline(void)
{
	return deadline != 0 && GetCurrentTimestamp() >= deadline;
}

/* The time one unit may take: ekaya.statement_timeout, and no more than the run has left. */
static pg_noinline int
unit_timeout_ms(void)
{
	int			ms = ekaya_statement_timeout_ms;

	if (deadline != 0)
	{
		/* rounded up: a unit cut by it ends at or after the deadline (ek_past_deadline) */
		long		left = (long) ((deadline - GetCurrentTimestamp() + 999) / 1000);

		left = Max(left, 1);
		ms = ms > 0 ? (int) Min((long) ms, left) : (int) Min(left, (long) INT_MAX);
	}
	return ms;
}

static ErrorData *
run_guarded(EkGuardedFn fn, void *arg, bool *timed_out, bool release)
{
	volatile int timeout_ms = unit_timeout_ms();

	MemoryContext oldcxt = CurrentMemoryContext;
	ResourceOwner oldowner = CurrentResourceOwner;
	TimestampTz start = GetCurrentTimestamp();
	ErrorData  *edata = NULL;

	*timed_out = false;
	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(oldcxt);
	PG_TRY();
	{
		if (timeout_ms > 0)
			enable_timeout_after(STATEMENT_TIMEOUT, timeout_ms);
		fn(arg);
		if (timeout_ms > 0)
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
		if (timeout_ms > 0)
			disable_timeout(STATEMENT_TIMEOUT, false);
		MemoryContextSwitchTo(oldcxt);
		edata = CopyErrorData();
		FlushErrorState();
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(oldcxt);
		CurrentResourceOwner = oldowner;
		if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED)
		{
			*timed_out = timeout_ms > 0 &&
				TimestampDifferenceExceeds(start, GetCurrentTimestamp(), timeout_ms);
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
