/*
 * ddl_yield.c: an analysis gives way to DDL.
 *
 * An analysis reads under AccessShareLock, which conflicts only with ACCESS EXCLUSIVE (ALTER
 * TABLE, DROP TABLE, TRUNCATE, ...). A session waiting for that lock would wait for the rest
 * of a read, and every later query on the table would queue behind it; autovacuum avoids
 * this by giving way, and so does the analysis: its reads check, at most every 100 ms,
 * whether another session waits for an ACCESS EXCLUSIVE lock on a relation this backend
 * holds, and stop with ERRCODE_LOCK_NOT_AVAILABLE if so. The caller retries the read later
 * or reports it. The lock table is read directly (GetLockStatusData): LockHasWaitersRelation
 * does not see fast-path locks, which AccessShareLock usually is.
 */
#include "ekaya.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "storage/lock.h"
#include "utils/lsyscache.h"
#include "utils/timestamp.h"

#define EK_YIELD_CHECK_MS 100

/* Armed by the analysis around its verification queries; never in parallel workers. */
static bool yield_armed = false;
static TimestampTz yield_last_check = 0;
static bool yield_fired = false;	/* the last error raised by ek_ddl_yield_check */

static bool
same_relation(const LOCKTAG *a, const LOCKTAG *b)
{
	return a->locktag_type == LOCKTAG_RELATION && b->locktag_type == LOCKTAG_RELATION &&
		a->locktag_field1 == b->locktag_field1 && a->locktag_field2 == b->locktag_field2;
}

/*
 * A relation (relid, or any when InvalidOid) that this backend or its parallel workers hold a
 * lock on while another session waits for an ACCESS EXCLUSIVE lock on it; InvalidOid if none.
 */
static Oid
ddl_waiting_on(Oid relid)
{
	LockData   *data = GetLockStatusData();
	Oid			found = InvalidOid;
	int			i,
				j;

	for (i = 0; i < data->nelements && !OidIsValid(found); i++)
	{
		LockInstanceData *w = &data->locks[i];

		if (w->waitLockMode != AccessExclusiveLock || w->locktag.locktag_type != LOCKTAG_RELATION ||
			w->locktag.locktag_field1 != MyDatabaseId ||
			(OidIsValid(relid) && w->locktag.locktag_field2 != relid))
			continue;
		for (j = 0; j < data->nelements; j++)
		{
			LockInstanceData *h = &data->locks[j];

			if (h->holdMask != 0 && (h->pid == MyProcPid || h->leaderPid == MyProcPid) &&
				same_relation(&h->locktag, &w->locktag))
			{
				found = w->locktag.locktag_field2;
				break;
			}
		}
	}
	pfree(data->locks);
	pfree(data);
	return found;
}

/* True when *last_check is 100 ms old and a session waits for an ACCESS EXCLUSIVE on relid. */
bool
ek_ddl_waiting(Oid relid, TimestampTz *last_check)
{
	TimestampTz now = GetCurrentTimestamp();

	if (!TimestampDifferenceExceeds(*last_check, now, EK_YIELD_CHECK_MS))
		return false;
	*last_check = now;
	return OidIsValid(ddl_waiting_on(relid));
}

/* Arms or disarms ek_ddl_yield_check for the reads that follow. */
void
ek_ddl_yield_arm(bool on)
{
	yield_armed = on;
	if (on)
		yield_fired = false;
	yield_last_check = GetCurrentTimestamp();
}

/*
 * Called now and then from the verification aggregates: when armed (only in an analysis, and
 * only in its leading process), stops the query if DDL waits for a table it holds.
 */
void
ek_ddl_yield_check(void)
{
	TimestampTz now;
	Oid			relid;
	char	   *name;

	if (!yield_armed)
		return;
	now = GetCurrentTimestamp();
	if (!TimestampDifferenceExceeds(yield_last_check, now, EK_YIELD_CHECK_MS))
		return;
	yield_last_check = now;
	relid = ddl_waiting_on(InvalidOid);
	if (!OidIsValid(relid))
		return;
	name = get_rel_name(relid);
	yield_fired = true;
	ereport(ERROR,
			(errcode(ERRCODE_LOCK_NOT_AVAILABLE),
			 errmsg("analysis gives way to a session waiting for a lock on table \"%s\"",
					name ? name : "?")));
}

/* Did the read armed last give way to DDL (rather than fail otherwise)? */
bool
ek_ddl_yield_fired(void)
{
	return yield_fired;
}

PG_FUNCTION_INFO_V1(ek_give_way);

/*
 * SQL: ekaya._give_way() RETURNS boolean. True; in the WHERE clause of the SQL-join
 * verification queries (the fallback when a key set does not fit ekaya.work_mem) it checks, as
 * the aggregates do, whether to give way to DDL. Outside an analysis it only returns true.
 */
Datum
ek_give_way(PG_FUNCTION_ARGS)
{
	static uint32 calls = 0;

	if ((++calls & 4095) == 0)
		ek_ddl_yield_check();
	PG_RETURN_BOOL(true);
}
