/*
 * approved_query.c: the C half of approved queries (issue 21; SQL in sql/parts/86_approved.sql).
 *
 * ekaya.approve_query is a curation call: it goes through the curation gate
 * (ontology_curation.c, ek_curate_run), with one addition, the caller's search path, so that the
 * statement is checked, and later re-checked, with the names it was written against.
 *
 * ekaya._check_query(role, sql, parameter types, search path) is the one check both approval and
 * re-validation use: the statement is parsed and analyzed by the server (validate_run_params, as
 * validate_sql does; never executed, never planned) as the role that approved it, inside a
 * security-restricted operation and with that search path, and refused for what validate_sql
 * calls an error (a write, several statements, an unknown name, ...), for a join validate_joins
 * calls rejected, and for parameters that do not match the $n the statement uses. What it
 * accepts, it describes: the tables and columns the statement reads, by name, taken from the
 * analyzed query's range tables (the columns each one needs SELECT on: aliases, CTEs and
 * subqueries resolved by the analyzer), with their types, so a later rename or type change is
 * seen. Its caller is the extension owner only: it acts as another role.
 */
#include "ekaya.h"
#include "validate.h"

#include "access/htup_details.h"
#include "access/xact.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "parser/parse_type.h"
#include "parser/parsetree.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/resowner.h"
#include "utils/syscache.h"

PG_FUNCTION_INFO_V1(ekaya_approve_query);
PG_FUNCTION_INFO_V1(ekaya_check_query);

/* Most parameters one approved statement may declare. */
#define APPROVED_MAX_PARAMS 100

/* ekaya.approve_query(question, sql, parameters, notes): the gate, plus the caller's search path. */
Datum
ekaya_approve_query(PG_FUNCTION_ARGS)
{
	Oid			types[5] = {TEXTOID, TEXTOID, JSONBOID, TEXTOID, TEXTARRAYOID};
	Datum		args[5];
	bool		argnull[5];
	List	   *path = fetch_search_path(false);
	Datum	   *names = palloc(sizeof(Datum) * (list_length(path) + 1));
	int			n = 0,
				i;
	ListCell   *lc;
	bool		isnull;
	Datum		result;

	foreach(lc, path)
	{
		char	   *nsp = get_namespace_name(lfirst_oid(lc));

		if (nsp != NULL && !isTempNamespace(lfirst_oid(lc)))
			names[n++] = CStringGetTextDatum(nsp);
	}
	for (i = 0; i < 4; i++)
	{
		argnull[i] = PG_ARGISNULL(i);
		args[i] = argnull[i] ? (Datum) 0 : PG_GETARG_DATUM(i);
	}
	args[4] = PointerGetDatum(construct_array(names, n, TEXTOID, -1, false, TYPALIGN_INT));
	argnull[4] = false;
	result = ek_curate_run("approve_query", 5, types, args, argnull, &isnull);
	if (isnull)
		PG_RETURN_NULL();
	PG_RETURN_DATUM(result);
}

/* One relation the statement reads: the union of the columns its range table entries need. */
typedef struct UsedRel
{
	Oid			relid;
	Bitmapset  *cols;			/* attnum - FirstLowInvalidHeapAttributeNumber */
} UsedRel;

typedef struct Uses
{
	List	   *rels;			/* UsedRel * */
	int			max_param;		/* highest $n used */
	bool		aggregates;		/* the top level aggregates or groups */
	char	   *json;			/* the description, built inside the analysis (locks held) */
} Uses;

/* Number of attributes of relid (dropped ones included), 0 when it is gone. */
static int
relation_natts(Oid relid)
{
	HeapTuple	tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	int			natts = 0;

	if (HeapTupleIsValid(tup))
	{
		natts = ((Form_pg_class) GETSTRUCT(tup))->relnatts;
		ReleaseSysCache(tup);
	}
	return natts;
}

static void
note_relation(Uses *u, Oid relid, Bitmapset *cols)
{
	ListCell   *lc;
	UsedRel    *r;

	foreach(lc, u->rels)
	{
		r = (UsedRel *) lfirst(lc);
		if (r->relid == relid)
		{
			r->cols = bms_union(r->cols, cols);
			return;
		}
	}
	r = palloc(sizeof(UsedRel));
	r->relid = relid;
	r->cols = bms_copy(cols);
	u->rels = lappend(u->rels, r);
}

static bool
uses_walker(Node *node, Uses *u)
{
	if (node == NULL)
		return false;
	if (IsA(node, Param))
	{
		Param	   *p = (Param *) node;

		if (p->paramkind == PARAM_EXTERN && p->paramid > u->max_param)
			u->max_param = p->paramid;
		return false;
	}
	if (IsA(node, Query))
	{
		Query	   *q = (Query *) node;
		ListCell   *lc;

		CHECK_FOR_INTERRUPTS();
		foreach(lc, q->rtable)
		{
			RangeTblEntry *rte = (RangeTblEntry *) lfirst(lc);

			if (rte->rtekind != RTE_RELATION)
				continue;
#if PG_VERSION_NUM >= 160000
			note_relation(u, rte->relid, getRTEPermissionInfo(q->rteperminfos, rte)->selectedCols);
#else
			note_relation(u, rte->relid, rte->selectedCols);
#endif
		}
		return query_tree_walker(q, uses_walker, (void *) u, 0);
	}
	return expression_tree_walker(node, uses_walker, (void *) u);
}

/*
 * query_hook of validate_run_params: the relations and columns, by name, with types, as
 * [{"schema":..., "table":..., "columns":[{"name":..., "type":...}]}]. A whole-row reference
 * (t.*, or the row itself) uses every column.
 */
static void
collect_uses(VResult *res, Query *query, void *arg)
{
	Uses	   *u = arg;
	StringInfoData buf;
	ListCell   *lc;
	bool		first = true;

	uses_walker((Node *) query, u);
	u->aggregates = query->hasAggs || query->groupClause != NIL;
	initStringInfo(&buf);
	appendStringInfoChar(&buf, '[');
	foreach(lc, u->rels)
	{
		UsedRel    *r = (UsedRel *) lfirst(lc);
		bool		whole = bms_is_member(InvalidAttrNumber - FirstLowInvalidHeapAttributeNumber, r->cols);
		int			natts = relation_natts(r->relid);
		AttrNumber	a;
		bool		firstcol = true;

		if (!first)
			appendStringInfoChar(&buf, ',');
		first = false;
		appendStringInfoString(&buf, "{\"schema\":");
		escape_json(&buf, get_namespace_name(get_rel_namespace(r->relid)));
		appendStringInfoString(&buf, ",\"table\":");
		escape_json(&buf, get_rel_name(r->relid));
		appendStringInfoString(&buf, ",\"columns\":[");
		for (a = 1; a <= natts; a++)
		{
			HeapTuple	tup;
			Form_pg_attribute att;

			if (!whole && !bms_is_member(a - FirstLowInvalidHeapAttributeNumber, r->cols))
				continue;
			tup = SearchSysCache2(ATTNUM, ObjectIdGetDatum(r->relid), Int16GetDatum(a));
			if (!HeapTupleIsValid(tup))
				continue;
			att = (Form_pg_attribute) GETSTRUCT(tup);
			if (!att->attisdropped)
			{
				if (!firstcol)
					appendStringInfoChar(&buf, ',');
				firstcol = false;
				appendStringInfoString(&buf, "{\"name\":");
				escape_json(&buf, NameStr(att->attname));
				appendStringInfoString(&buf, ",\"type\":");
				escape_json(&buf, format_type_with_typemod(att->atttypid, att->atttypmod));
				appendStringInfoChar(&buf, '}');
			}
			ReleaseSysCache(tup);
		}
		appendStringInfoString(&buf, "]}");
	}
	appendStringInfoChar(&buf, ']');
	u->json = buf.data;
}

/* A refusal as the jsonb _check_query returns: {"ok": false, "sqlstate", "error", "hint"}. */
static Datum
refusal(const char *sqlstate, const char *error, const char *hint)
{
	StringInfoData buf;

	initStringInfo(&buf);
	appendStringInfoString(&buf, "{\"ok\":false,\"sqlstate\":");
	escape_json(&buf, sqlstate);
	appendStringInfoString(&buf, ",\"error\":");
	escape_json(&buf, error);
	if (hint)
	{
		appendStringInfoString(&buf, ",\"hint\":");
		escape_json(&buf, hint);
	}
	appendStringInfoChar(&buf, '}');
	return DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data));
}

/*
 * The types named in names, resolved with the current search path; on an unknown or malformed
 * name, NULL and *bad is its position (1-based) and *msg the server's message.
 */
static Oid *
resolve_types(Datum *names, bool *nulls, int n, int *bad, char **msg)
{
	Oid		   *types = palloc0(sizeof(Oid) * (n + 1));
	MemoryContext cxt = CurrentMemoryContext;
	ResourceOwner owner = CurrentResourceOwner;
	volatile int i;

	for (i = 0; i < n; i++)
	{
		int32		typmod;
		volatile bool failed = false;

		if (nulls[i])
		{
			*bad = i + 1;
			*msg = pstrdup("the type is missing");
			return NULL;
		}
		BeginInternalSubTransaction(NULL);
		MemoryContextSwitchTo(cxt);
		PG_TRY();
		{
			parseTypeString(TextDatumGetCString(names[i]), &types[i], &typmod, false);
		}
		PG_CATCH();
		{
			ErrorData  *edata;

			MemoryContextSwitchTo(cxt);
			edata = CopyErrorData();
			FlushErrorState();
			if (edata->sqlerrcode == ERRCODE_QUERY_CANCELED || edata->elevel > ERROR)
				ReThrowError(edata);
			*msg = edata->message;
			failed = true;
		}
		PG_END_TRY();
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(cxt);
		CurrentResourceOwner = owner;
		if (failed)
		{
			*bad = i + 1;
			return NULL;
		}
	}
	return types;
}

/* The read-only findings of validate_sql are refused as a read-only transaction would refuse them. */
static const char *
issue_sqlstate(const char *code)
{
	if (strcmp(code, "not_read_only") == 0 || strcmp(code, "select_into") == 0 ||
		strcmp(code, "modifying_cte") == 0 || strcmp(code, "locking_clause") == 0)
		return "25006";
	if (strcmp(code, "statement_too_complex") == 0)
		return "54000";
	return "22023";
}

/* The check proper, as the current user with the current search path (see the file header). */
static Datum
check_query(const char *sql, Datum *tnames, bool *tnulls, int ntypes)
{
	Uses		u = {NIL, 0, false, NULL};
	Oid		   *types;
	VResult    *res;
	ListCell   *lc;
	int			bad = 0;
	char	   *msg = NULL;
	StringInfoData buf;

	types = resolve_types(tnames, tnulls, ntypes, &bad, &msg);
	if (types == NULL)
		return refusal("42704", psprintf("parameter $%d: %s", bad, msg), NULL);
	res = validate_run_params(sql, VFLAG_SQLCHECKS, types, ntypes, collect_uses, &u);
	if (res->failed)
		return refusal(unpack_sql_state(res->sqlerrcode), res->err_message, validate_error_suggestion(res));
	if (res->nstatements != 1)
		return refusal("22023", res->nstatements == 0 ? "the text contains no SQL statement" :
					   psprintf("the text contains %d statements; exactly one is allowed", res->nstatements),
					   "approve one SELECT statement");
	foreach(lc, res->issues)
	{
		VIssue	   *is = (VIssue *) lfirst(lc);

		if (strcmp(is->severity, "error") == 0)
			return refusal(issue_sqlstate(is->code), is->message, is->suggestion);
	}
	if (u.max_param > ntypes)
		return refusal("42P02", psprintf("the statement uses $%d but %d parameters are declared", u.max_param, ntypes),
					   "declare every parameter in parameters, as [{\"name\": ..., \"type\": ...}] in the order of $1, $2, ...");
	if (u.max_param < ntypes)
		return refusal("22023", psprintf("%d parameters are declared but the statement uses %s", ntypes,
										 u.max_param == 0 ? "none" : u.max_param == 1 ? "only $1" :
										 psprintf("only $1 to $%d", u.max_param)),
					   "declare exactly the parameters the statement uses");
	validate_assign_status(res);
	foreach(lc, res->joins)
	{
		VJoin	   *j = (VJoin *) lfirst(lc);

		if (j->status && strcmp(j->status, "rejected") == 0)
			return refusal("22023", j->message, j->suggestion);
	}

	initStringInfo(&buf);
	appendStringInfo(&buf, "{\"ok\":true,\"aggregates\":%s,\"uses\":%s,\"parameter_types\":[",
					 u.aggregates ? "true" : "false", u.json ? u.json : "[]");
	for (bad = 0; bad < ntypes; bad++)
	{
		if (bad > 0)
			appendStringInfoChar(&buf, ',');
		escape_json(&buf, format_type_be(types[bad]));
	}
	appendStringInfoString(&buf, "]}");
	return DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data));
}

/*
 * ekaya._check_query(role oid, sql text, parameter_types text[], search_path text[]) RETURNS
 * jsonb: {"ok": true, "aggregates": bool, "uses": [...], "parameter_types": [...]} or {"ok": false, "sqlstate",
 * "error", "hint"}. Runs as role in a security-restricted operation (code the statement's
 * names lead to runs with that role's rights, never with the caller's), with search_path set
 * to the schemas given; both are undone before it returns.
 */
Datum
ekaya_check_query(PG_FUNCTION_ARGS)
{
	Oid			role = PG_GETARG_OID(0);
	const char *sql;
	Datum	   *tnames = NULL;
	bool	   *tnulls = NULL;
	int			ntypes = 0;
	Datum	   *paths;
	bool	   *pnulls;
	int			npaths,
				i;
	StringInfoData path;
	Oid			saved_user;
	int			saved_sec;
	int			nest;
	Datum		result;

	if (!SearchSysCacheExists1(AUTHOID, ObjectIdGetDatum(role)))
		PG_RETURN_DATUM(refusal("42704", "the role that approved the query no longer exists", NULL));
	sql = validate_arg_text(fcinfo, 1, VALIDATE_MAX_SQL_BYTES);
	if (!PG_ARGISNULL(2))
		deconstruct_array(PG_GETARG_ARRAYTYPE_P(2), TEXTOID, -1, false, TYPALIGN_INT, &tnames, &tnulls, &ntypes);
	if (ntypes > APPROVED_MAX_PARAMS)
		PG_RETURN_DATUM(refusal("54000", psprintf("%d parameters are declared; at most %d are allowed",
												  ntypes, APPROVED_MAX_PARAMS), NULL));
	initStringInfo(&path);
	if (!PG_ARGISNULL(3))
	{
		deconstruct_array(PG_GETARG_ARRAYTYPE_P(3), TEXTOID, -1, false, TYPALIGN_INT, &paths, &pnulls, &npaths);
		for (i = 0; i < npaths; i++)
			if (!pnulls[i])
				appendStringInfo(&path, "%s%s", path.len > 0 ? ", " : "",
								 quote_identifier(TextDatumGetCString(paths[i])));
	}

	ek_become_restricted(role, &saved_user, &saved_sec);
	nest = NewGUCNestLevel();
	(void) set_config_option("search_path", path.len > 0 ? path.data : "pg_catalog", PGC_USERSET,
							 PGC_S_SESSION, GUC_ACTION_SAVE, true, 0, false);
	result = check_query(sql, tnames, tnulls, ntypes);
	AtEOXact_GUC(true, nest);
	ek_restore_user(saved_user, saved_sec);
	PG_RETURN_DATUM(result);
}
