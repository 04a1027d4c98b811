/*
 * table_read.c: how the analysis reads a user's table, the way PostgreSQL's own ANALYZE does.
 *
 * Whoever asked for the analysis (often a superuser), the rows are read by the executor as the
 * table's owner, inside a security-restricted operation: code the owner planted in the table (a
 * view rule, a row-security policy, a function in an expression) then runs with the owner's
 * own rights, and cannot change roles, create temporary objects or change session state. The
 * requester's privileges are checked by the catalog step before anything is read.
 *
 * The catalog step records each table's kind, name and owner; a table can change between that
 * step and the read (the owner of an empty table may turn it into a view with CREATE RULE
 * "_RETURN" while the analysis waits for its lock). So a read first takes the lock, then looks
 * the relation up again by OID and refuses anything that is no longer the table it was.
 * restrict_nonsystem_relation_kind = 'view' stops a view from being expanded even if a check
 * were missed.
 */
#include "ekaya.h"

#include "access/htup_details.h"
#include "catalog/pg_class.h"
#include "miscadmin.h"
#include "storage/lmgr.h"
#include "tcop/tcopprot.h"
#include "utils/acl.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"

/*
 * Locks t with AccessShareLock, waiting at most ekaya.lock_timeout (ERRCODE_LOCK_NOT_AVAILABLE
 * after that), and checks that the relation is still the one the catalog step recorded: same
 * kind, schema and name, and still readable by the requester. A relation that changed raises
 * ERRCODE_UNDEFINED_TABLE, which callers report as dropped_or_changed.
 */
void
ek_lock_table(EkRun *run, EkTable *t)
{
	char		buf[32];
	int			nest = NewGUCNestLevel();
	HeapTuple	tup;
	Form_pg_class rel;
	bool		same;
	char	   *nspname;

	/* the setting is undone when the lock is granted, or by the caller's subtransaction */
	snprintf(buf, sizeof(buf), "%d", ekaya_lock_timeout_ms);
	(void) set_config_option("lock_timeout", buf, PGC_USERSET, PGC_S_SESSION,
							 GUC_ACTION_SAVE, true, 0, false);
	LockRelationOid(t->relid, AccessShareLock);
	AtEOXact_GUC(true, nest);

	/* the lock processed pending invalidations: the syscache now says what the relation is */
	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(t->relid));
	if (!HeapTupleIsValid(tup))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table with OID %u was dropped during the analysis", t->relid)));
	rel = (Form_pg_class) GETSTRUCT(tup);
	nspname = get_namespace_name(rel->relnamespace);
	same = rel->relkind == t->relkind && nspname != NULL &&
		strcmp(nspname, t->schema_name) == 0 && strcmp(NameStr(rel->relname), t->table_name) == 0;
	t->owner = rel->relowner;
	ReleaseSysCache(tup);
	if (!same)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("table \"%s\" changed during the analysis", t->qualified_name),
				 errdetail("It is no longer the relation of the kind and name the analysis recorded.")));
	if (pg_namespace_aclcheck(get_rel_namespace(t->relid), run->requester, ACL_USAGE) != ACLCHECK_OK ||
		(pg_class_aclcheck(t->relid, run->requester, ACL_SELECT) != ACLCHECK_OK &&
		 pg_attribute_aclcheck_all(t->relid, run->requester, ACL_SELECT, ACLMASK_ANY) != ACLCHECK_OK))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("the requesting role can no longer read table \"%s\"", t->qualified_name)));
}

/*
 * Becomes role for reading tables: a security-restricted operation with a pinned search_path,
 * views refused by the executor, and with foreign_rows (a query that reads a table of another
 * owner) row security off, so that a policy on the other owner's table raises an error instead
 * of running its code. The caller's subtransaction, or ek_read_done, undoes it all.
 */
void
ek_read_as(Oid role, bool foreign_rows, EkReadAs *s)
{
	s->nest = NewGUCNestLevel();
	(void) set_config_option("search_path", "pg_catalog, pg_temp", PGC_SUSET, PGC_S_SESSION,
							 GUC_ACTION_SAVE, true, 0, false);
#ifdef RESTRICT_RELKIND_VIEW
	(void) set_config_option("restrict_nonsystem_relation_kind", "view", PGC_SUSET, PGC_S_SESSION,
							 GUC_ACTION_SAVE, true, 0, false);
#endif
	if (foreign_rows)
		(void) set_config_option("row_security", "off", PGC_SUSET, PGC_S_SESSION,
								 GUC_ACTION_SAVE, true, 0, false);
	ek_become_restricted(role, &s->saved_user, &s->saved_sec);
}

void
ek_read_done(EkReadAs *s)
{
	ek_restore_user(s->saved_user, s->saved_sec);
	AtEOXact_GUC(true, s->nest);
}

/* May role read the columns attnums of t (the whole table, or each of those columns)? */
bool
ek_role_reads_columns(Oid role, EkTable *t, int n, const AttrNumber *attnums)
{
	int			i;

	if (pg_namespace_aclcheck(get_rel_namespace(t->relid), role, ACL_USAGE) != ACLCHECK_OK)
		return false;
	if (pg_class_aclcheck(t->relid, role, ACL_SELECT) == ACLCHECK_OK)
		return true;
	for (i = 0; i < n; i++)
		if (pg_attribute_aclcheck(t->relid, attnums[i], role, ACL_SELECT) != ACLCHECK_OK)
			return false;
	return true;
}
