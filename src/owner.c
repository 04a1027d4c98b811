/*
 * owner.c: the analysis reads users' data as the role that asked for it, so PostgreSQL itself
 * enforces that role's privileges, but it writes results into ekaya's own tables, which that
 * role may not write. Those writes run as the extension's owner, the same switch a SECURITY
 * DEFINER function makes, limited to the engine-table writes and undone right after.
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

/* Switches to the extension owner in a restricted security context. */
void
ek_become_owner(Oid *saved_userid, int *saved_secctx)
{
	GetUserIdAndSecContext(saved_userid, saved_secctx);
	SetUserIdAndSecContext(ek_extension_owner(),
						   *saved_secctx | SECURITY_LOCAL_USERID_CHANGE | SECURITY_RESTRICTED_OPERATION);
}

void
ek_restore_user(Oid saved_userid, int saved_secctx)
{
	SetUserIdAndSecContext(saved_userid, saved_secctx);
}
