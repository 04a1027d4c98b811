/*
 * owner.c: who may make the extension write. Callers may only read ekaya's own tables; the
 * writes an analysis, a job or a curation call makes run as the extension's owner, the same
 * switch a SECURITY DEFINER function makes, limited to those writes and undone right after.
 *
 * Every SQL function that causes writes first calls ek_refuse_restricted_write: never inside a
 * security-restricted operation (an index expression evaluated by ANALYZE, a materialized
 * view's refresh: code another role planted, running with that role's rights), never in a
 * read-only transaction, never during recovery.
 */
#include "ekaya.h"

#include "access/htup_details.h"
#include "access/table.h"
#include "catalog/indexing.h"
#include "catalog/pg_extension.h"
#include "commands/extension.h"
#include "miscadmin.h"
#include "utils/fmgroids.h"
#include "utils/rel.h"
#include "access/genam.h"
#include "access/xact.h"
#include "tcop/utility.h"

Oid
ek_extension_owner(void)
{
	Oid			extoid = get_extension_oid("ekaya_ontology", false);
	Relation	rel = table_open(ExtensionRelationId, AccessShareLock);
	ScanKeyData key;
	SysScanDesc scan;
	HeapTuple	tup;
	Oid			owner = InvalidOid;

	ScanKeyInit(&key, Anum_pg_extension_oid, BTEqualStrategyNumber, F_OIDEQ, ObjectIdGetDatum(extoid));
	scan = systable_beginscan(rel, ExtensionOidIndexId, true, NULL, 1, &key);
	tup = systable_getnext(scan);
	if (HeapTupleIsValid(tup))
		owner = ((Form_pg_extension) GETSTRUCT(tup))->extowner;
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	if (!OidIsValid(owner))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg("extension \"ekaya_ontology\" has no owner")));
	return owner;
}

/*
 * Switches to role in a security-restricted operation, as ANALYZE reads a table as its owner:
 * code reached from there runs with that role's rights only and cannot change role.
 * ek_restore_user undoes it (an error, with the transaction).
 */
void
ek_become_restricted(Oid role, Oid *saved_userid, int *saved_secctx)
{
	GetUserIdAndSecContext(saved_userid, saved_secctx);
	SetUserIdAndSecContext(role, *saved_secctx | SECURITY_LOCAL_USERID_CHANGE | SECURITY_RESTRICTED_OPERATION);
}

/* Switches to the extension owner in a restricted security context. */
void
ek_become_owner(Oid *saved_userid, int *saved_secctx)
{
	ek_become_restricted(ek_extension_owner(), saved_userid, saved_secctx);
}

void
ek_restore_user(Oid saved_userid, int saved_secctx)
{
	SetUserIdAndSecContext(saved_userid, saved_secctx);
}

/*
 * Refuses what: a function with side effects (it writes, or starts a job that writes), when it
 * is called where writes must not happen.
 */
void
ek_refuse_restricted_write(const char *what)
{
	if (InSecurityRestrictedOperation())
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("cannot call %s within a security-restricted operation", what),
				 errdetail("Code that runs for another role (an index expression, a view refresh, "
						   "autovacuum) may not change what the extension stores.")));
	if (RecoveryInProgress())
		ereport(ERROR,
				(errcode(ERRCODE_READ_ONLY_SQL_TRANSACTION),
				 errmsg("cannot call %s during recovery", what)));
	PreventCommandIfReadOnly(what);
}
