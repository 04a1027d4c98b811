/*
 * validate_joins.c: ekaya.validate_joins(sql text), one row per join the agent's SQL makes.
 *
 * Why rows for failures: an agent corrects itself from data, not from an aborted transaction, so
 * syntax errors, unknown tables and unknown columns come back as rows whose status names the
 * problem, with the position in the message and a did-you-mean in suggestion.
 */
#include "validate.h"

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

PG_FUNCTION_INFO_V1(ekaya_validate_joins);

#define VJ_NATTS 12

static Datum
text_array_datum(const char *const *items, int n)
{
	Datum	   *d = palloc(Max(n, 1) * sizeof(Datum));

	for (int i = 0; i < n; i++)
		d[i] = CStringGetTextDatum(items[i] ? items[i] : "?");
	return PointerGetDatum(construct_array(d, n, TEXTOID, -1, false, TYPALIGN_INT));
}

/*
 * Did-you-mean text for a failed parse or analysis, shared with validate_sql. Table names come
 * from the catalog (only readable tables), column names from the FROM clause of the raw
 * statement, keywords from a short list of common clause words.
 */
char *
validate_error_suggestion(VResult *res)
{
	List	   *cands = NIL;

	if (res->sqlerrcode == ERRCODE_SYNTAX_ERROR)
	{
		const char *kw = validate_nearest_keyword(res->sql, res->err_position);

		return kw ? pstrdup(kw) : NULL;
	}
	if (res->sqlerrcode == ERRCODE_UNDEFINED_TABLE)
		cands = validate_nearest_tables(validate_ident_after(res->err_message, "relation "), 3);
	else if (res->sqlerrcode == ERRCODE_UNDEFINED_COLUMN)
	{
		char	   *name = validate_ident_after(res->err_message, "column ");
		char	   *hinted = validate_ident_after(res->err_hint, "reference the column ");

		if (hinted)
			return hinted;
		/* parse analysis scribbles on the raw tree, so parse the text afresh */
		cands = validate_nearest_columns(name, validate_raw_from_relations(res->sql, NULL), 3);
	}
	if (cands != NIL)
	{
		StringInfoData buf;
		ListCell   *lc;

		initStringInfo(&buf);
		foreach(lc, cands)
			appendStringInfo(&buf, "%s%s", buf.len ? ", " : "", (char *) lfirst(lc));
		return buf.data;
	}
	return NULL;
}

static void
put_row(ReturnSetInfo *rsinfo, Datum *values, bool *nulls)
{
	tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
}

static void
put_status_row(ReturnSetInfo *rsinfo, const char *status, const char *message,
			   const char *suggestion)
{
	Datum		values[VJ_NATTS] = {0};
	bool		nulls[VJ_NATTS];

	memset(nulls, true, sizeof(nulls));
	values[6] = CStringGetTextDatum(status);
	nulls[6] = false;
	values[10] = CStringGetTextDatum(message);
	nulls[10] = false;
	if (suggestion)
	{
		values[11] = CStringGetTextDatum(suggestion);
		nulls[11] = false;
	}
	put_row(rsinfo, values, nulls);
}

static void
put_join_row(ReturnSetInfo *rsinfo, VJoin *j, int join_no)
{
	Datum		values[VJ_NATTS] = {0};
	bool		nulls[VJ_NATTS] = {0};

	values[0] = Int32GetDatum(join_no);
	nulls[0] = join_no <= 0;
	nulls[1] = j->left_table == NULL;
	if (!nulls[1])
		values[1] = CStringGetTextDatum(j->left_table);
	values[2] = text_array_datum(j->left_cols, j->ncols);
	nulls[3] = j->right_table == NULL;
	if (!nulls[3])
		values[3] = CStringGetTextDatum(j->right_table);
	values[4] = text_array_datum(j->right_cols, j->ncols);
	values[5] = CStringGetTextDatum(j->join_kind ? j->join_kind : "inner");
	values[6] = CStringGetTextDatum(j->status ? j->status : "unverified");
	nulls[7] = j->cardinality == NULL;
	if (!nulls[7])
		values[7] = CStringGetTextDatum(j->cardinality);
	nulls[8] = nulls[9] = !j->has_stats;
	values[8] = Float4GetDatum(j->match_rate);
	values[9] = Float4GetDatum(j->confidence);
	nulls[10] = j->message == NULL;
	if (!nulls[10])
		values[10] = CStringGetTextDatum(j->message);
	nulls[11] = j->suggestion == NULL;
	if (!nulls[11])
		values[11] = CStringGetTextDatum(j->suggestion);
	put_row(rsinfo, values, nulls);
}

/*
 * validate_joins(sql text): parse and analyze (never execute) one statement, then report each
 * join with its status, or one row describing why the statement could not be analyzed.
 */
Datum
ekaya_validate_joins(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext old;
	const char *sql;
	VResult    *res;
	ListCell   *lc;
	int			n = 0;

	res = validate_call(fcinfo, VFLAG_TRAPS, &sql, &old);
	if (res->failed)
	{
		char	   *msg = res->err_position > 0 ?
			psprintf("%s at character %d", res->err_message, res->err_position) :
			res->err_message;

		put_status_row(rsinfo, res->err_code, msg, validate_error_suggestion(res));
	}
	else if (res->nstatements == 0)
		put_status_row(rsinfo, "empty_statement", "the text contains no SQL statement", NULL);
	else if (res->nstatements > 1)
		put_status_row(rsinfo, "multiple_statements",
					   psprintf("the text contains %d statements; validate one statement at a time",
								res->nstatements), NULL);
	else
	{
		validate_assign_status(res);
		foreach(lc, res->joins)
			put_join_row(rsinfo, (VJoin *) lfirst(lc), ++n);
		foreach(lc, res->cross_pairs)
			put_join_row(rsinfo, (VJoin *) lfirst(lc), ++n);
		/* fan traps, chasm traps, row loss: join_no is the row of the join they name */
		foreach(lc, validate_traps_assess(res))
		{
			VJoin	   *t = (VJoin *) lfirst(lc);

			if (strcmp(t->status, VALIDATE_TRAP_NOTE) == 0)
				put_status_row(rsinfo, t->status, t->message, NULL);
			else
				put_join_row(rsinfo, t, t->join_no);
		}
		if (res->joins_truncated)
			put_status_row(rsinfo, "too_many_joins",
						   psprintf("the statement makes more than %d joins; only the first %d were examined",
									VALIDATE_MAX_JOINS, VALIDATE_MAX_JOINS), NULL);
	}

	validate_call_end(old);
	return (Datum) 0;
}
