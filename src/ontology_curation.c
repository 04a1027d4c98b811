/*
 * ontology_curation.c: the gate of the curation functions (add_relationship,
 * reject_relationship, add_alias, approve_query, remove_approved_query).
 *
 * Curation writes engine tables that callers may only read, and what it writes changes the
 * answers every other role gets (a curated join is "verified" for everyone). So it is refused
 * where writes must not happen (ek_refuse_restricted_write: inside a security-restricted
 * operation, such as an index expression ANALYZE evaluates for another role, or in a read-only
 * transaction), and the rights it needs are those of the role that is current at the call,
 * GetUserId(): a SECURITY DEFINER function that calls it curates as its owner, as PostgreSQL
 * itself would check any other command there. Being a SECURITY DEFINER function itself would
 * lose that role, so the public functions are this one C entry point, which names the curator
 * and then runs the SQL implementation ekaya._<name>(curator, ...) as the extension owner. The
 * implementations (80_ontology.sql) check what the curator may curate and are not executable
 * by anyone else.
 */
#include "ekaya.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

PG_FUNCTION_INFO_V1(ekaya_curate);

/*
 * Runs ekaya._<name>(curator, args...) as the extension owner for the current user, refused
 * where writes must not happen. Shared by ekaya_curate and ekaya_approve_query (which adds the
 * caller's search path to the arguments).
 */
Datum
ek_curate_run(const char *name, int nargs, Oid *argtypes, Datum *args, bool *argnull, bool *isnull)
{
	Oid		   *types;
	Datum	   *values;
	char	   *nulls;
	int			i;
	StringInfoData sql;
	Oid			curator = GetUserId();
	Oid			saved_user;
	int			saved_sec;
	Datum		result;
	MemoryContext cxt = CurrentMemoryContext;

	ek_refuse_restricted_write(psprintf("ekaya.%s()", name));
	types = palloc(sizeof(Oid) * (nargs + 1));
	values = palloc(sizeof(Datum) * (nargs + 1));
	nulls = palloc(nargs + 1);
	types[0] = OIDOID;
	values[0] = ObjectIdGetDatum(curator);
	nulls[0] = ' ';
	initStringInfo(&sql);
	appendStringInfo(&sql, "SELECT ekaya.%s($1", quote_identifier(psprintf("_%s", name)));
	for (i = 0; i < nargs; i++)
	{
		types[i + 1] = argtypes[i];
		values[i + 1] = argnull[i] ? (Datum) 0 : args[i];
		nulls[i + 1] = argnull[i] ? 'n' : ' ';
		appendStringInfo(&sql, ", $%d", i + 2);
	}
	appendStringInfoChar(&sql, ')');

	SPI_connect();
	ek_become_owner(&saved_user, &saved_sec);
	PG_TRY();
	{
		if (SPI_execute_with_args(sql.data, nargs + 1, types, values, nulls, false, 1) != SPI_OK_SELECT ||
			SPI_processed != 1)
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("curation by ekaya.%s() returned no result", name)));
	}
	PG_CATCH();
	{
		/* the implementation's errors are about the caller's arguments: not its call stack */
		ErrorData  *edata;

		MemoryContextSwitchTo(cxt);
		edata = CopyErrorData();
		FlushErrorState();
		edata->context = NULL;
		ReThrowError(edata);
	}
	PG_END_TRY();
	ek_restore_user(saved_user, saved_sec);
	result = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, isnull);
	result = *isnull ? (Datum) 0 : SPI_datumTransfer(result, false, -1);
	SPI_finish();
	return result;
}

/* ekaya.add_relationship(...), ekaya.reject_relationship(...), ekaya.add_alias(...), ... RETURNS jsonb */
Datum
ekaya_curate(PG_FUNCTION_ARGS)
{
	Oid			fn = fcinfo->flinfo->fn_oid;
	Oid		   *argtypes;
	int			nargs,
				i;
	Datum	   *args;
	bool	   *argnull;
	bool		isnull;
	Datum		result;

	(void) get_func_signature(fn, &argtypes, &nargs);
	args = palloc(sizeof(Datum) * (nargs + 1));
	argnull = palloc(sizeof(bool) * (nargs + 1));
	for (i = 0; i < nargs; i++)
	{
		argnull[i] = PG_ARGISNULL(i);
		args[i] = argnull[i] ? (Datum) 0 : PG_GETARG_DATUM(i);
	}
	result = ek_curate_run(get_func_name(fn), nargs, argtypes, args, argnull, &isnull);
	if (isnull)
		PG_RETURN_NULL();
	PG_RETURN_DATUM(result);
}
