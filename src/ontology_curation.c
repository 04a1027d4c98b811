/*
 * ontology_curation.c: who is really calling a curation function.
 *
 * ekaya.add_relationship / reject_relationship / add_alias write to engine tables that ordinary
 * roles may only read, so they are SECURITY DEFINER. Inside such a function current_user is the
 * extension owner, so the SQL cannot ask "may the caller SELECT this table?" with current_user.
 * ekaya._invoker() returns the role that was current when the session entered the outermost
 * SECURITY DEFINER function (PostgreSQL's "outer user": the session user or the role chosen with
 * SET ROLE, which SECURITY DEFINER never changes). The curation functions check every table
 * and column against that role, and record it as created_by. When another role's SECURITY
 * DEFINER function calls us, the check applies to the session's role, which is the stricter of
 * the two meanings for a write that only needs SELECT rights.
 */
#include "ekaya.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "utils/builtins.h"

PG_FUNCTION_INFO_V1(ekaya_invoker);

/* ekaya._invoker() RETURNS oid */
Datum
ekaya_invoker(PG_FUNCTION_ARGS)
{
	PG_RETURN_OID(GetOuterUserId());
}
