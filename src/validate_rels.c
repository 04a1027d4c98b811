/*
 * validate_rels.c: give each join found in an agent's SQL its status from what the analysis
 * knows (ekaya.engine_schema_relationships).
 *
 * Why one SPI query per call: a statement names a handful of tables, so fetching every
 * relationship among them in one round trip (an oid[] parameter, plan prepared once per backend
 * and kept with SPI_keepplan) costs a few microseconds and needs no cache invalidation; the
 * shared join-graph cache built elsewhere is not needed for this. The query runs as the caller:
 * the table's row-level security and the explicit has_table_privilege tests below mean a
 * relationship touching a table the caller cannot SELECT is never used or shown.
 */
#include "validate.h"
#include "graph.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

static SPIPlanPtr rels_plan = NULL;
static SPIPlanPtr neighbours_plan = NULL;

typedef struct RelRow
{
	Oid			src;
	Oid			tgt;
	int			n;
	AttrNumber	src_att[VJ_MAX_COLS];
	AttrNumber	tgt_att[VJ_MAX_COLS];
	char	   *src_cols[VJ_MAX_COLS];
	char	   *tgt_cols[VJ_MAX_COLS];
	char	   *type;
	bool		accepted;
	char	   *reason;
	char	   *cardinality;
	bool		has_stats;
	float4		match_rate;
	float4		confidence;
	Oid			via_view;		/* inherited by this view from its base column (view_lineage.c) */
} RelRow;

/*
 * A relationship names its columns; the stored attnums are not read (85_column_identity.sql):
 * the names are resolved against the catalog of this call, so a restored curated row whose
 * numbers came from another database, or a row whose column was dropped, never matches the
 * wrong column.
 */
#define RELS_QUERY \
	"SELECT r.source_table_oid, NULL::pg_catalog.int2[], r.target_table_oid, NULL::pg_catalog.int2[]," \
	"       r.relationship_type, r.status OPERATOR(pg_catalog.=) 'accepted', r.rejection_reason," \
	"       r.cardinality, r.match_rate, r.confidence, r.source_columns, r.target_columns, r.via_view" \
	"  FROM (SELECT e.source_table_oid::pg_catalog.oid, e.source_columns, e.target_table_oid::pg_catalog.oid," \
	"               e.target_columns, e.relationship_type, e.status, e.rejection_reason, e.cardinality," \
	"               e.match_rate, e.confidence, e.relationship_id, NULL::pg_catalog.oid AS via_view" \
	"          FROM ekaya.engine_schema_relationships e" \
	"        UNION ALL" \
	"        SELECT * FROM ekaya._view_relationships(pg_catalog.array_cat($1, $2))) r" \
	" WHERE (r.source_table_oid, r.target_table_oid) IN" \
	"       (SELECT p.a, p.b FROM ROWS FROM (pg_catalog.unnest($1), pg_catalog.unnest($2)) AS p(a, b)" \
	"        UNION SELECT p.b, p.a FROM ROWS FROM (pg_catalog.unnest($1), pg_catalog.unnest($2)) AS p(a, b))" \
	"   AND pg_catalog.has_table_privilege(r.source_table_oid, 'SELECT')" \
	"   AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT')" \
	" ORDER BY r.status OPERATOR(pg_catalog.=) 'accepted' DESC," \
	"          r.relationship_type OPERATOR(pg_catalog.=) 'fk' DESC," \
	"          r.confidence DESC NULLS LAST, r.relationship_id" \
	" LIMIT " CppAsString2(VALIDATE_MAX_RELS)

/*
 * Most relationship rows one call reads: those between the joined pairs of tables, accepted ones
 * first. Tables with many columns keep many rejected candidates between them; past this many, a
 * join that matches only a rejected candidate left out is reported unverified instead of rejected.
 */
#define VALIDATE_MAX_RELS 20000

static SPIPlanPtr
prepare_kept(const char *query, int nargs, Oid *types)
{
	SPIPlanPtr	p = SPI_prepare(query, nargs, types);

	if (p == NULL)
		elog(ERROR, "SPI_prepare failed: %s", SPI_result_code_string(SPI_result));
	SPI_keepplan(p);
	return p;
}

/* Up to VJ_MAX_COLS names of a text[]; returns how many. */
static int
text_array(Datum d, char **out)
{
	ArrayType  *a = DatumGetArrayTypeP(d);
	Datum	   *elems;
	bool	   *nulls;
	int			n;

	deconstruct_array(a, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &n);
	n = Min(n, VJ_MAX_COLS);
	for (int i = 0; i < n; i++)
		out[i] = nulls[i] ? pstrdup("?") : TextDatumGetCString(elems[i]);
	return n;
}

/*
 * The relationships between the pairs of tables (left[i], right[i]), either way round, copied
 * into the caller's memory context (at most VALIDATE_MAX_RELS of them).
 */
static List *
fetch_relationships(Oid *left, Oid *right, int npairs)
{
	MemoryContext callcxt = CurrentMemoryContext;
	List	   *rows = NIL;
	Datum		args[2];
	Oid			argtypes[2] = {OIDARRAYOID, OIDARRAYOID};
	Datum	   *l = palloc(npairs * sizeof(Datum));
	Datum	   *r = palloc(npairs * sizeof(Datum));
	int			nest;

	for (int i = 0; i < npairs; i++)
	{
		l[i] = ObjectIdGetDatum(left[i]);
		r[i] = ObjectIdGetDatum(right[i]);
	}
	args[0] = PointerGetDatum(construct_array(l, npairs, OIDOID, sizeof(Oid), true, TYPALIGN_INT));
	args[1] = PointerGetDatum(construct_array(r, npairs, OIDOID, sizeof(Oid), true, TYPALIGN_INT));
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	nest = validate_pin_path();	/* nothing of the caller's search_path */
	if (rels_plan == NULL)
		rels_plan = prepare_kept(RELS_QUERY, 2, argtypes);
	if (SPI_execute_plan(rels_plan, args, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "could not read ekaya.engine_schema_relationships");

	for (uint64 i = 0; i < SPI_processed; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	td = SPI_tuptable->tupdesc;
		bool		isnull;
		MemoryContext old = MemoryContextSwitchTo(callcxt);
		RelRow	   *r = palloc0(sizeof(RelRow));
		Datum		d;
		int			n1,
					n2;

		r->src = DatumGetObjectId(SPI_getbinval(tup, td, 1, &isnull));
		r->tgt = DatumGetObjectId(SPI_getbinval(tup, td, 3, &isnull));
		r->type = TextDatumGetCString(SPI_getbinval(tup, td, 5, &isnull));
		r->accepted = DatumGetBool(SPI_getbinval(tup, td, 6, &isnull));
		d = SPI_getbinval(tup, td, 7, &isnull);
		r->reason = isnull ? NULL : TextDatumGetCString(d);
		d = SPI_getbinval(tup, td, 8, &isnull);
		r->cardinality = isnull ? NULL : TextDatumGetCString(d);
		d = SPI_getbinval(tup, td, 9, &isnull);
		r->has_stats = !isnull;
		r->match_rate = isnull ? 0 : DatumGetFloat4(d);
		d = SPI_getbinval(tup, td, 10, &isnull);
		r->confidence = isnull ? 0 : DatumGetFloat4(d);
		if (isnull && r->has_stats)
			r->confidence = 0;
		d = SPI_getbinval(tup, td, 13, &isnull);
		r->via_view = isnull ? InvalidOid : DatumGetObjectId(d);
		n1 = text_array(SPI_getbinval(tup, td, 11, &isnull), r->src_cols);
		n2 = text_array(SPI_getbinval(tup, td, 12, &isnull), r->tgt_cols);
		r->n = Min(n1, n2);
		/* a relationship whose columns are gone describes no join: it never matches */
		if (n1 != n2 || !ek_attnums_by_name(r->src, r->src_cols, r->n, r->src_att) ||
			!ek_attnums_by_name(r->tgt, r->tgt_cols, r->n, r->tgt_att))
			r->n = 0;
		rows = lappend(rows, r);
		MemoryContextSwitchTo(old);
	}
	validate_unpin_path(nest);
	SPI_finish();
	return rows;
}

/*
 * Does relationship r describe join j? Every column pair of r must appear among j's pairs, in
 * either orientation (extra join conditions beyond the key are allowed). *reversed tells whether
 * r's source is j's right side.
 */
static bool
rel_matches(RelRow *r, VJoin *j, bool *reversed)
{
	for (int pass = 0; pass < 2; pass++)
	{
		Oid			a = pass == 0 ? j->left_rel : j->right_rel;
		Oid			b = pass == 0 ? j->right_rel : j->left_rel;
		bool		all = true;

		if (r->src != a || r->tgt != b || r->n == 0)
			continue;
		for (int k = 0; k < r->n && all; k++)
		{
			bool		found = false;

			for (int m = 0; m < j->ncols && !found; m++)
			{
				AttrNumber ja = pass == 0 ? j->left_att[m] : j->right_att[m];
				AttrNumber jb = pass == 0 ? j->right_att[m] : j->left_att[m];

				found = (ja == r->src_att[k] && jb == r->tgt_att[k]);
			}
			all = found;
		}
		if (all)
		{
			*reversed = (pass == 1);
			return true;
		}
	}
	return false;
}

/* `lref.a = rref.b AND ...` for relationship r, oriented the way the agent wrote the pair. */
static char *
format_condition(RelRow *r, VJoin *j)
{
	StringInfoData buf;
	bool		rev = (r->src != j->left_rel);

	initStringInfo(&buf);
	for (int k = 0; k < r->n; k++)
	{
		const char *lc = rev ? r->tgt_cols[k] : r->src_cols[k];
		const char *rc = rev ? r->src_cols[k] : r->tgt_cols[k];

		if (k > 0)
			appendStringInfoString(&buf, " AND ");
		appendStringInfo(&buf, "%s.%s = %s.%s",
						 quote_identifier(j->left_ref), quote_identifier(lc),
						 quote_identifier(j->right_ref), quote_identifier(rc));
	}
	return buf.data;
}

/* The best accepted relationship between the two tables of j, whatever its columns. */
static RelRow *
accepted_between(List *rows, VJoin *j)
{
	ListCell   *lc;

	foreach(lc, rows)
	{
		RelRow	   *r = (RelRow *) lfirst(lc);

		if (!r->accepted)
			continue;
		if ((r->src == j->left_rel && r->tgt == j->right_rel) ||
			(r->src == j->right_rel && r->tgt == j->left_rel))
			return r;
	}
	return NULL;
}

static char *
cols_text(VJoin *j, bool left)
{
	StringInfoData buf;

	initStringInfo(&buf);
	for (int k = 0; k < j->ncols; k++)
	{
		if (k > 0)
			appendStringInfoString(&buf, " AND ");
		appendStringInfo(&buf, "%s.%s = %s.%s",
						 quote_identifier(j->left_ref), quote_identifier(j->left_cols[k] ? j->left_cols[k] : "?"),
						 quote_identifier(j->right_ref), quote_identifier(j->right_cols[k] ? j->right_cols[k] : "?"));
	}
	(void) left;
	return buf.data;
}

/* " via view v" when r is a relationship a view inherits, else "". */
static const char *
via_text(RelRow *r)
{
	char	   *name = OidIsValid(r->via_view) ? validate_table_name(r->via_view) : NULL;

	return name ? psprintf(" via view %s", name) : "";
}

static void
use_stats(VJoin *j, RelRow *r)
{
	j->cardinality = r->cardinality;
	j->has_stats = r->has_stats;
	j->match_rate = r->match_rate;
	j->confidence = r->confidence;
}

/*
 * Set status, message and suggestion of every join and keep only the unjoined pairs that have
 * a verified relationship (missing_condition).
 */
void
validate_assign_status(VResult *res)
{
	Oid		   *left;
	Oid		   *right;
	int			npairs = 0;
	int			cap = list_length(res->joins) + list_length(res->cross_pairs);
	List	   *rows = NIL;
	ListCell   *lc;
	List	   *kept = NIL;

	if (cap == 0)
		return;
	left = palloc(cap * sizeof(Oid));
	right = palloc(cap * sizeof(Oid));
	foreach(lc, list_concat_copy(res->joins, res->cross_pairs))
	{
		VJoin	   *j = (VJoin *) lfirst(lc);

		left[npairs] = j->left_rel;
		right[npairs++] = j->right_rel;
	}
	rows = fetch_relationships(left, right, npairs);

	foreach(lc, res->joins)
	{
		VJoin	   *j = (VJoin *) lfirst(lc);
		RelRow	   *match = NULL;
		RelRow	   *rejected = NULL;
		RelRow	   *known = accepted_between(rows, j);
		ListCell   *lc2;
		char	   *written = cols_text(j, true);

		CHECK_FOR_INTERRUPTS();
		foreach(lc2, rows)
		{
			RelRow	   *r = (RelRow *) lfirst(lc2);
			bool		rev;

			if (!rel_matches(r, j, &rev))
				continue;
			if (r->accepted && match == NULL)
				match = r;
			else if (!r->accepted && rejected == NULL)
				rejected = r;
		}

		if (j->not_equality)
		{
			j->status = "not_equality";
			j->message = psprintf("%s joins with operator %s, not equality; relationships are equalities between key columns",
								  written, j->opname);
		}
		else if (j->type_mismatch)
		{
			j->status = "type_mismatch";
			j->message = psprintf("%s compares columns of different types (%s); the join cannot use a key index and may not mean what it says",
								  written, j->mismatch_detail ? j->mismatch_detail : "?");
		}
		else if (match)
		{
			j->status = strcmp(match->type, "fk") == 0 ? "declared" : "verified";
			use_stats(j, match);
			j->message = strcmp(match->type, "fk") == 0 ?
				psprintf("%s follows a declared foreign key%s", written, via_text(match)) :
				psprintf("%s follows a verified %s relationship%s", written, match->type, via_text(match));
			known = NULL;
		}
		else if (rejected)
		{
			j->status = "rejected";
			use_stats(j, rejected);
			j->message = psprintf("%s was examined and rejected by the analysis%s: %s", written,
								  via_text(rejected), rejected->reason ? rejected->reason : "no reason recorded");
		}
		else
		{
			j->status = "unverified";
			j->message = psprintf("%s is not a known relationship between %s and %s", written,
								  j->left_table ? j->left_table : "?",
								  j->right_table ? j->right_table : "?");
		}
		if (known)
			j->suggestion = format_condition(known, j);
	}

	foreach(lc, res->cross_pairs)
	{
		VJoin	   *j = (VJoin *) lfirst(lc);
		RelRow	   *known = accepted_between(rows, j);

		if (known == NULL)
			continue;
		j->status = "missing_condition";
		j->ncols = Min(known->n, VJ_MAX_COLS);
		for (int k = 0; k < j->ncols; k++)
		{
			bool		rev = (known->src != j->left_rel);

			j->left_cols[k] = rev ? known->tgt_cols[k] : known->src_cols[k];
			j->right_cols[k] = rev ? known->src_cols[k] : known->tgt_cols[k];
		}
		use_stats(j, known);
		j->suggestion = format_condition(known, j);
		j->message = psprintf("%s and %s are not joined (cartesian product) but have a %s relationship; add the join condition",
							  j->left_ref, j->right_ref,
							  strcmp(known->type, "fk") == 0 ? "declared" : "verified");
		kept = lappend(kept, j);
	}
	res->cross_pairs = kept;
}

/*
 * Accepted relationships of one table, for repair_hint's whitelist: the neighbour, and the
 * column lists on both sides oriented from `relid`.
 */
List *
validate_neighbours(Oid relid)
{
	MemoryContext callcxt = CurrentMemoryContext;
	List	   *out = NIL;
	Datum		arg = ObjectIdGetDatum(relid);
	Oid			argtype = OIDOID;
	int			nest;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	nest = validate_pin_path();	/* nothing of the caller's search_path */
	if (neighbours_plan == NULL)
		neighbours_plan = prepare_kept(
									   "SELECT r.source_table_oid, r.source_columns, r.target_table_oid, r.target_columns,"
									   "       r.relationship_type"
									   "  FROM ekaya.engine_schema_relationships r"
									   " WHERE r.status OPERATOR(pg_catalog.=) 'accepted'"
									   "   AND (r.source_table_oid OPERATOR(pg_catalog.=) $1"
									   "        OR r.target_table_oid OPERATOR(pg_catalog.=) $1)"
									   "   AND pg_catalog.has_table_privilege(r.source_table_oid, 'SELECT')"
									   "   AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT')"
									   " ORDER BY r.relationship_type OPERATOR(pg_catalog.=) 'fk' DESC,"
									   "          r.confidence DESC NULLS LAST, r.relationship_id"
									   " LIMIT 50",
									   1, &argtype);
	if (SPI_execute_plan(neighbours_plan, &arg, NULL, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "could not read ekaya.engine_schema_relationships");
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	td = SPI_tuptable->tupdesc;
		bool		isnull;
		MemoryContext old = MemoryContextSwitchTo(callcxt);
		VNeighbour *nb = palloc0(sizeof(VNeighbour));
		Oid			src = DatumGetObjectId(SPI_getbinval(tup, td, 1, &isnull));
		Oid			tgt = DatumGetObjectId(SPI_getbinval(tup, td, 3, &isnull));
		char	   *sc[VJ_MAX_COLS] = {0};
		char	   *tc[VJ_MAX_COLS] = {0};
		AttrNumber	att[VJ_MAX_COLS];
		int			n = text_array(SPI_getbinval(tup, td, 2, &isnull), sc);

		if (text_array(SPI_getbinval(tup, td, 4, &isnull), tc) != n ||
			!ek_attnums_by_name(src, sc, n, att) || !ek_attnums_by_name(tgt, tc, n, att))
		{
			MemoryContextSwitchTo(old);
			continue;			/* its columns are gone: no join to offer */
		}
		nb->relid = (src == relid) ? tgt : src;
		for (int k = 0; k < n; k++)
		{
			char	   *s1 = sc[k] ? sc[k] : "?";
			char	   *t1 = tc[k] ? tc[k] : "?";

			nb->my_cols = lappend(nb->my_cols, src == relid ? s1 : t1);
			nb->their_cols = lappend(nb->their_cols, src == relid ? t1 : s1);
		}
		nb->relationship_type = TextDatumGetCString(SPI_getbinval(tup, td, 5, &isnull));
		out = lappend(out, nb);
		MemoryContextSwitchTo(old);
	}
	validate_unpin_path(nest);
	SPI_finish();
	return out;
}

/* The plan helper and the column-name reader above, for validate_traps.c. */
SPIPlanPtr
validate_keep_plan(const char *query, int nargs, Oid *types)
{
	return prepare_kept(query, nargs, types);
}

int
validate_column_names(Datum names, char **out)
{
	return text_array(names, out);
}
