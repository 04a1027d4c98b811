/*
 * graph_util.c: helpers shared by the graph functions: resolving the caller's table names
 * (with a "did you mean" hint), writing identifiers and join conditions the way a careful
 * human would (quoted only where needed, short unique aliases), and small JSON pieces.
 *
 * Names are resolved by the SQL wrappers with ekaya._regclass under the caller's search_path,
 * exactly as the parser resolves a table in FROM; the C functions themselves run with
 * search_path = pg_catalog, pg_temp and receive the resolved OID next to the text. A table the
 * caller may not read, or in a schema it may not use, is reported exactly like one that does
 * not exist: nothing here confirms that it does.
 */
#include "postgres.h"

#include <ctype.h>
#include <float.h>

#include "access/detoast.h"
#include "access/genam.h"
#include "access/htup_details.h"
#include "access/table.h"
#include "catalog/namespace.h"
#include "catalog/partition.h"
#include "catalog/pg_attribute.h"
#include "catalog/pg_class.h"
#include "catalog/pg_namespace.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/syscache.h"
#include "utils/regproc.h"
#include "utils/varlena.h"
#include "utils/varlena.h"

#include "graph.h"

typedef struct NearName
{
	char	   *name;
	int			dist;
} NearName;

/* Should a schema be offered in hints? Not system schemas, not the extension's own. */
static bool
hint_schema_ok(Oid nspid)
{
	char	   *nsp = get_namespace_name(nspid);

	if (nsp == NULL)
		return false;
	if (strcmp(nsp, "pg_catalog") == 0 || strcmp(nsp, "information_schema") == 0 ||
		strcmp(nsp, "ekaya") == 0 || strncmp(nsp, "pg_toast", 8) == 0)
		return false;
	if (isAnyTempNamespace(nspid) && !isTempNamespace(nspid))
		return false;
	return true;
}

/*
 * Up to three readable tables whose names are nearest to what the caller typed, as a hint.
 * Runs only on the error path, so a full pg_class scan is fine.
 */
static char *
nearest_tables_hint(const char *typed)
{
	char	   *needle = pstrdup(typed);
	int			nlen;
	Relation	rel;
	SysScanDesc scan;
	HeapTuple	tup;
	NearName	best[3];
	int			nbest = 0;
	int			limit;
	StringInfoData buf;

	/* Unquoted names fold to lower case, as the parser folds them. */
	if (strchr(needle, '"') == NULL)
		for (char *p = needle; *p; p++)
			*p = pg_tolower((unsigned char) *p);
	else
	{
		char	   *w = needle;

		for (const char *p = typed; *p; p++)
			if (*p != '"')
				*w++ = *p;
		*w = '\0';
	}
	nlen = strlen(needle);
	limit = Max(3, nlen / 2);

	rel = table_open(RelationRelationId, AccessShareLock);
	scan = systable_beginscan(rel, InvalidOid, false, NULL, 0, NULL);
	while ((tup = systable_getnext(scan)) != NULL)
	{
		Form_pg_class c = (Form_pg_class) GETSTRUCT(tup);
		const char *relname = NameStr(c->relname);
		char	   *qual;
		int			d1,
					d2,
					d;
		bool		missing = false;

		CHECK_FOR_INTERRUPTS();
		if (c->relkind != RELKIND_RELATION && c->relkind != RELKIND_PARTITIONED_TABLE &&
			c->relkind != RELKIND_VIEW && c->relkind != RELKIND_MATVIEW &&
			c->relkind != RELKIND_FOREIGN_TABLE)
			continue;
		if (c->relispartition)
			continue;
		if (!hint_schema_ok(c->relnamespace))
			continue;
		if (pg_class_aclcheck_ext(c->oid, GetUserId(), ACL_SELECT, &missing) != ACLCHECK_OK || missing)
			continue;
		qual = psprintf("%s.%s", get_namespace_name(c->relnamespace), relname);
		d1 = varstr_levenshtein(needle, nlen, relname, strlen(relname), 1, 1, 1, true);
		d2 = varstr_levenshtein(needle, nlen, qual, strlen(qual), 1, 1, 1, true);
		d = Min(d1, d2);
		if (d > limit)
			continue;
		/* insertion into the three best, ties by name for a stable hint */
		{
			char	   *shown = quote_qualified_identifier(get_namespace_name(c->relnamespace), relname);
			int			pos = nbest;

			while (pos > 0 && (best[pos - 1].dist > d ||
							   (best[pos - 1].dist == d && strcmp(best[pos - 1].name, shown) > 0)))
				pos--;
			if (pos >= 3)
				continue;
			for (int i = Min(nbest, 2); i > pos; i--)
				best[i] = best[i - 1];
			best[pos].name = shown;
			best[pos].dist = d;
			if (nbest < 3)
				nbest++;
		}
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);

	if (nbest == 0)
		return pstrdup("No table you can read has a similar name.");
	initStringInfo(&buf);
	appendStringInfoString(&buf, "Nearest tables: ");
	for (int i = 0; i < nbest; i++)
		appendStringInfo(&buf, "%s%s", i ? ", " : "", best[i].name);
	appendStringInfoChar(&buf, '.');
	return buf.data;
}

/*
 * Check a table argument: not NULL, resolved, readable; a partition stands for its root. `resolved` is what to_regclass made of
 * `name` under the caller's search_path (InvalidOid when it found nothing).
 */
Oid
ek_resolve_table(const char *arg_name, const char *name, Oid resolved)
{
	bool		missing = false;
	size_t		len;

	if (name == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("%s must not be NULL", arg_name)));
	/* A partition is its partitioned table: relationships are recorded on the parent. */
	if (OidIsValid(resolved) && get_rel_name(resolved) != NULL && get_rel_relispartition(resolved))
		resolved = llast_oid(get_partition_ancestors(resolved));
	if (!OidIsValid(resolved) || get_rel_name(resolved) == NULL ||
		pg_class_aclcheck_ext(resolved, GetUserId(), ACL_SELECT, &missing) != ACLCHECK_OK || missing)
	{
		/* a name no table can have gets no hint, and is quoted only in part */
		len = strlen(name);
		if (len > EK_MAX_NAME_BYTES)
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_TABLE),
					 errmsg("relation \"%.*s...\" does not exist", pg_mbcliplen(name, len, 200), name),
					 errhint("No table has a name of %zu bytes.", len)));
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("relation \"%s\" does not exist", name),
				 errhint("%s", nearest_tables_hint(name))));
	}
	return resolved;
}

PG_FUNCTION_INFO_V1(ekaya_regclass);

/*
 * ekaya._regclass(name text) RETURNS oid: to_regclass under the caller's search_path, except
 * that a name in a schema the caller may not use is NULL like a name that does not exist
 * (to_regclass would say "permission denied for schema").
 */
Datum
ekaya_regclass(PG_FUNCTION_ARGS)
{
	char	   *name;
	List	   *parts;
	List	   *names = NIL;
	ListCell   *lc;
	RangeVar   *rv;
	Oid			relid;

	/*
	 * No relation has a name this long, or more than three parts, or a name that does not
	 * parse: such a name means no table (parsing it could only say so in other words).
	 */
	if (toast_raw_datum_size(PG_GETARG_DATUM(0)) - VARHDRSZ > EK_MAX_NAME_BYTES)
		PG_RETURN_NULL();
	name = text_to_cstring(PG_GETARG_TEXT_PP(0));
	if (!SplitIdentifierString(pstrdup(name), '.', &parts) || parts == NIL || list_length(parts) > 3)
		PG_RETURN_NULL();
	foreach(lc, parts)
		names = lappend(names, makeString(pstrdup((char *) lfirst(lc))));
	rv = makeRangeVarFromNameList(names);

	if (rv->schemaname)
	{
		Oid			nsp = get_namespace_oid(rv->schemaname, true);

		if (!OidIsValid(nsp) || pg_namespace_aclcheck(nsp, GetUserId(), ACL_USAGE) != ACLCHECK_OK)
			PG_RETURN_NULL();
	}
	relid = RangeVarGetRelid(rv, NoLock, true);
	if (!OidIsValid(relid))
		PG_RETURN_NULL();
	PG_RETURN_OID(relid);
}

/* max_hops / depth must be 1..EK_MAX_HOPS: deeper joins are never what an agent wants. */
void
ek_check_hops(const char *arg_name, int32 value)
{
	if (value < 1 || value > EK_MAX_HOPS)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("%s must be between 1 and %d, got %d", arg_name, EK_MAX_HOPS, value)));
}

/*
 * The current attnums of n named columns of relid, into out; false when one of them is not a
 * live column (dropped, or renamed where the rename could not be followed). A relationship
 * names its columns: this is how every reader finds them (85_column_identity.sql).
 */
bool
ek_attnums_by_name(Oid relid, char **names, int n, AttrNumber *out)
{
	for (int i = 0; i < n; i++)
	{
		out[i] = get_attnum(relid, names[i]);
		if (out[i] <= 0)
			return false;
	}
	return true;
}

/* The name of a live (not dropped) column, or NULL. */
char *
ek_live_attname(Oid relid, AttrNumber attnum)
{
	HeapTuple	tup = SearchSysCache2(ATTNUM, ObjectIdGetDatum(relid), Int16GetDatum(attnum));
	char	   *name = NULL;

	if (!HeapTupleIsValid(tup))
		return NULL;
	if (!((Form_pg_attribute) GETSTRUCT(tup))->attisdropped)
		name = pstrdup(NameStr(((Form_pg_attribute) GETSTRUCT(tup))->attname));
	ReleaseSysCache(tup);
	return name;
}

/*
 * Column i of one side of an edge, by its current name: the graph's name when it still names a
 * column, else the name the column it was derived from has now (renamed since the graph was
 * last checked; graph_cache.c looks again after every relcache invalidation of the table).
 */
const char *
ek_edge_col(const GraphEdge *e, bool source_side, int i)
{
	Oid			relid = source_side ? e->src_oid : e->tgt_oid;
	char	   *stored = source_side ? e->src_cols[i] : e->tgt_cols[i];
	AttrNumber *attnums = source_side ? e->src_attnums : e->tgt_attnums;
	char	   *now;

	if (attnums == NULL || get_attnum(relid, stored) != InvalidAttrNumber)
		return stored;
	now = ek_live_attname(relid, attnums[i]);
	return now ? now : stored;
}

/* relationship_type as stored in the engine tables. */
const char *
ek_rel_type_name(EkRelType t)
{
	switch (t)
	{
		case EK_REL_FK:
			return "fk";
		case EK_REL_MANUAL:
			return "manual";
		case EK_REL_LINEAGE:
			return "lineage";
		default:
			return "inferred";
	}
}

/* A real as JSON: 6 significant digits, so 0.95::real prints as 0.95. */
void
ek_append_float(StringInfo buf, double v)
{
	appendStringInfo(buf, "%.*g", FLT_DIG, v);
}

/* ["a","b"]: one side's columns as a JSON array. */
void
ek_append_json_cols(StringInfo buf, const GraphEdge *e, bool source_side)
{
	appendStringInfoChar(buf, '[');
	for (int i = 0; i < e->ncols; i++)
	{
		if (i)
			appendStringInfoChar(buf, ',');
		escape_json(buf, ek_edge_col(e, source_side, i));
	}
	appendStringInfoChar(buf, ']');
}

/* One side's columns as text[]. */
Datum
ek_cols_array(const GraphEdge *e, bool source_side)
{
	Datum	   *d = palloc(sizeof(Datum) * e->ncols);

	for (int i = 0; i < e->ncols; i++)
		d[i] = CStringGetTextDatum(ek_edge_col(e, source_side, i));
	return PointerGetDatum(construct_array(d, e->ncols, TEXTOID, -1, false, TYPALIGN_INT));
}

/*
 * A short alias from a table name: initials of its words (snake_case, spaces, camelCase),
 * lower-case ASCII only; "t" when nothing is left (a name of only non-ASCII letters). A digit
 * suffix makes it unique, and keywords are avoided so the alias never needs quotes.
 */
const char *
ek_make_alias(const char *relname, char **used, int nused)
{
	char		base[NAMEDATALEN];
	int			n = 0;
	bool		prev_alnum = false;
	bool		prev_lower = false;

	for (const unsigned char *p = (const unsigned char *) relname; *p && n < 8; p++)
	{
		bool		is_alpha = (*p < 128) && isalpha(*p);
		bool		is_alnum = (*p < 128) && isalnum(*p);
		bool		is_upper = is_alpha && isupper(*p);

		if (is_alpha && (!prev_alnum || (is_upper && prev_lower)))
			base[n++] = tolower(*p);
		prev_alnum = is_alnum || *p >= 128;
		prev_lower = is_alpha && islower(*p);
	}
	if (n == 0)
		base[n++] = 't';
	base[n] = '\0';

	for (int suffix = 1;; suffix++)
	{
		char	   *cand = suffix == 1 ? pstrdup(base) : psprintf("%s%d", base, suffix);
		bool		taken = strcmp(quote_identifier(cand), cand) != 0;

		for (int i = 0; !taken && i < nused; i++)
			if (used[i] && strcmp(used[i], cand) == 0)
				taken = true;
		if (!taken)
			return cand;
	}
}

/* "new.c1 = old.c1 AND new.c2 = old.c2": composite keys join on all their columns. */
void
ek_append_on_clause(StringInfo buf, const GraphEdge *e, bool new_is_source,
					const char *new_alias, const char *old_alias)
{
	for (int i = 0; i < e->ncols; i++)
	{
		if (i)
			appendStringInfoString(buf, " AND ");
		appendStringInfo(buf, "%s.%s = %s.%s",
						 new_alias, quote_identifier(ek_edge_col(e, new_is_source, i)),
						 old_alias, quote_identifier(ek_edge_col(e, !new_is_source, i)));
	}
}

/* Bare relation name (for aliases). */
const char *
ek_relname(Oid relid)
{
	char	   *n = get_rel_name(relid);

	return n ? n : "t";
}

/* Are all of one side's columns declared NOT NULL right now? */
bool
ek_cols_not_null(Oid relid, const GraphEdge *e, bool source_side)
{
	for (int i = 0; i < e->ncols; i++)
	{
		HeapTuple	tup = SearchSysCacheAttName(relid, ek_edge_col(e, source_side, i));
		bool		nn;

		if (!HeapTupleIsValid(tup))
			return false;
		nn = ((Form_pg_attribute) GETSTRUCT(tup))->attnotnull;
		ReleaseSysCache(tup);
		if (!nn)
			return false;
	}
	return true;
}

/* Union-find root with path halving: connected components (graph_stats) and Kruskal (plan_joins). */
int
ek_uf_find(int *parent, int x)
{
	while (parent[x] != x)
	{
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}
