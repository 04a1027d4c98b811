/*
 * catalog_sync.c: reads what the catalog declares about the tables in an analysis' scope
 * (tables, columns, keys, foreign keys, comments) into the run's in-memory model.
 *
 * Partitions are folded into their partitioned parent, and foreign keys declared only on
 * partitions are reported on the parent, because the parent is what users query. Tables the
 * requester cannot SELECT are listed as skipped with the reason and nothing else about them is
 * kept; of a table it may read only some columns of, only those columns are kept; schemas it
 * cannot use are out of scope and never mentioned.
 *
 * Plain views are catalogued too (columns, types, comments, and the lineage of their columns,
 * view_lineage.c) but never read; one the requester cannot SELECT is out of scope, unmentioned.
 */
#include "ekaya.h"

#include "access/htup_details.h"
#include "catalog/namespace.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "miscadmin.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"
#include "utils/typcache.h"

/* Schemas never analysed: the system's and our own. */
#define EK_SYSTEM_SCHEMA_FILTER \
	"n.nspname <> ALL (ARRAY['pg_catalog','information_schema','pg_toast','ekaya']) " \
	"AND n.nspname !~ '^pg_(toast_)?temp_' "

static char *
spi_text(int row, int col, MemoryContext cxt)
{
	bool		isnull;
	Datum		d = SPI_getbinval(SPI_tuptable->vals[row], SPI_tuptable->tupdesc, col, &isnull);
	MemoryContext old;
	char	   *s;

	if (isnull)
		return NULL;
	old = MemoryContextSwitchTo(cxt);
	s = TextDatumGetCString(d);
	MemoryContextSwitchTo(old);
	return s;
}

static Datum
spi_datum(int row, int col, bool *isnull)
{
	return SPI_getbinval(SPI_tuptable->vals[row], SPI_tuptable->tupdesc, col, isnull);
}

/* Family of a (domain-resolved) type: decides comparability and semantic types. */
EkTypeFamily
ek_type_family(Oid basetypid)
{
	char		typtype = get_typtype(basetypid);

	if (typtype == TYPTYPE_ENUM)
		return EK_FAMILY_ENUM;
	if (typtype == TYPTYPE_RANGE || typtype == TYPTYPE_MULTIRANGE)
		return EK_FAMILY_RANGE;
	if (typtype == TYPTYPE_COMPOSITE)
		return EK_FAMILY_COMPOSITE;
	if (OidIsValid(get_element_type(basetypid)))
		return EK_FAMILY_ARRAY;
	switch (basetypid)
	{
		case INT2OID:
		case INT4OID:
		case INT8OID:
			return EK_FAMILY_INTEGER;
		case NUMERICOID:
			return EK_FAMILY_NUMERIC;
		case FLOAT4OID:
		case FLOAT8OID:
		case CASHOID:
			return EK_FAMILY_FLOAT;
		case TEXTOID:
		case VARCHAROID:
		case NAMEOID:
			return EK_FAMILY_TEXT;
		case BPCHAROID:
			return EK_FAMILY_CHAR;
		case UUIDOID:
			return EK_FAMILY_UUID;
		case BOOLOID:
			return EK_FAMILY_BOOLEAN;
		case DATEOID:
		case TIMEOID:
		case TIMETZOID:
		case TIMESTAMPOID:
		case TIMESTAMPTZOID:
		case INTERVALOID:
			return EK_FAMILY_TEMPORAL;
		case JSONOID:
		case JSONBOID:
		case XMLOID:
			return EK_FAMILY_JSON;
		case BYTEAOID:
			return EK_FAMILY_BYTEA;
		case INETOID:
		case CIDROID:
		case MACADDROID:
		case MACADDR8OID:
			return EK_FAMILY_NETWORK;
		case POINTOID:
		case LSEGOID:
		case PATHOID:
		case BOXOID:
		case POLYGONOID:
		case LINEOID:
		case CIRCLEOID:
			return EK_FAMILY_GEOMETRIC;
		default:
			break;
	}
	/* extension types such as citext behave like text for keys */
	{
		char		category;
		bool		preferred;

		get_type_category_preferred(basetypid, &category, &preferred);
		if (category == TYPCATEGORY_STRING)
			return EK_FAMILY_TEXT;
	}
	return EK_FAMILY_OTHER;
}

const char *
ek_family_name(EkTypeFamily family)
{
	static const char *const names[] = {
		"integer", "numeric", "float", "text", "char", "uuid", "boolean", "temporal",
		"json", "array", "bytea", "range", "enum", "composite", "network", "geometric", "other"
	};

	return names[family];
}

/*
 * Rejects unknown schema names before a job is queued, with the nearest names as a hint, so a
 * typo is not silently an empty analysis.
 */
void
ek_check_schemas(ArrayType *schemas)
{
	Datum	   *elems;
	bool	   *nulls;
	int			n,
				i;

	if (schemas == NULL)
		return;
	deconstruct_array(schemas, TEXTOID, -1, false, TYPALIGN_INT, &elems, &nulls, &n);
	for (i = 0; i < n; i++)
	{
		char	   *name;

		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("schema names must not be NULL")));
		name = TextDatumGetCString(elems[i]);
		/* a schema the caller cannot use is reported like one that does not exist */
		if (!OidIsValid(get_namespace_oid(name, true)) ||
			pg_namespace_aclcheck(get_namespace_oid(name, true), GetUserId(), ACL_USAGE) != ACLCHECK_OK)
		{
			MemoryContext caller = CurrentMemoryContext;
			List	   *known = NIL;
			char	   *hint;
			uint64		r;

			SPI_connect();
			SPI_execute("SELECT n.nspname::pg_catalog.text FROM pg_catalog.pg_namespace n WHERE "
						EK_SYSTEM_SCHEMA_FILTER
						"AND pg_catalog.has_schema_privilege(n.oid, 'USAGE')", true, 0);
			for (r = 0; r < SPI_processed; r++)
				known = lappend(known, spi_text(r, 1, CurrentMemoryContext));
			hint = ek_nearest_names(name, known, 3);
			if (hint)
				hint = MemoryContextStrdup(caller, hint);
			SPI_finish();
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_SCHEMA),
					 errmsg("schema \"%s\" does not exist", name),
					 hint ? errhint("Did you mean %s?", hint) :
					 errhint("Pass NULL to analyze every schema you can read.")));
		}
	}
}

static EkTable *
find_in(List *tables, Oid relid)
{
	ListCell   *lc;

	foreach(lc, tables)
	{
		EkTable    *t = lfirst(lc);

		if (t->relid == relid)
			return t;
	}
	return NULL;
}

EkTable *
ek_find_table(EkRun *run, Oid relid)
{
	return find_in(run->tables, relid);
}

EkColumn *
ek_find_column(EkTable *table, AttrNumber attnum)
{
	int			i;

	for (i = 0; i < table->ncolumns; i++)
		if (table->columns[i].attnum == attnum)
			return &table->columns[i];
	return NULL;
}

static const char *
kind_name(char relkind)
{
	switch (relkind)
	{
		case RELKIND_PARTITIONED_TABLE:
			return "partitioned_table";
		case RELKIND_FOREIGN_TABLE:
			return "foreign_table";
		case RELKIND_MATVIEW:
			return "materialized_view";
		case RELKIND_VIEW:
			return "view";
		default:
			return "table";
	}
}

static void
skip_table(EkRun *run, EkTable *t, const char *reason)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);

	t->skipped = true;
	t->skip_reason = pstrdup(reason);
	run->skipped = lappend(run->skipped, t);
	MemoryContextSwitchTo(old);
}

/* Columns of every table in scope, with what the catalog says about each. */
static void
read_columns(EkRun *run, ArrayType *relids)
{
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		values[1] = {PointerGetDatum(relids)};
	uint64		r;
	EkTable    *cur = NULL;
	int			filled = 0;

	SPI_execute_with_args(
						  "SELECT a.attrelid, a.attnum, a.attname::pg_catalog.text, a.atttypid, a.atttypmod, a.attcollation, "
						  "       pg_catalog.format_type(a.atttypid, a.atttypmod), a.attnotnull, "
						  "       NULL::pg_catalog.text, a.attgenerated::pg_catalog.text, "
						  "       pg_catalog.col_description(a.attrelid, a.attnum), "
						  "       pg_catalog.count(*) OVER (PARTITION BY a.attrelid) "
						  "FROM pg_catalog.pg_attribute a "
						  "WHERE a.attrelid = ANY ($1) AND a.attnum > 0 AND NOT a.attisdropped "
						  "ORDER BY a.attrelid, a.attnum",
						  1, argtypes, values, NULL, true, 0);
	for (r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		Oid			relid = DatumGetObjectId(spi_datum(r, 1, &isnull));
		EkColumn   *c;
		char	   *gen;

		if (cur == NULL || cur->relid != relid)
		{
			if (cur)
				cur->ncolumns = filled;
			cur = find_in(run->tables, relid);
			if (cur == NULL)
				cur = find_in(run->views, relid);
			cur->ncolumns = DatumGetInt64(spi_datum(r, 12, &isnull));
			cur->columns = MemoryContextAllocZero(run->cxt, sizeof(EkColumn) * Max(cur->ncolumns, 1));
			filled = 0;
		}
		/* a column the requester may not read is not part of the analysis at all */
		if (cur->some_columns &&
			pg_attribute_aclcheck(relid, DatumGetInt16(spi_datum(r, 2, &isnull)), run->requester,
								  ACL_SELECT) != ACLCHECK_OK)
			continue;
		c = &cur->columns[filled++];
		c->attnum = DatumGetInt16(spi_datum(r, 2, &isnull));
		c->name = spi_text(r, 3, run->cxt);
		c->ordinal = filled;
		c->typid = DatumGetObjectId(spi_datum(r, 4, &isnull));
		c->typmod = DatumGetInt32(spi_datum(r, 5, &isnull));
		c->collid = DatumGetObjectId(spi_datum(r, 6, &isnull));
		c->basetypid = getBaseType(c->typid);
		c->data_type = spi_text(r, 7, run->cxt);
		c->family = ek_type_family(c->basetypid);
		c->not_null = DatumGetBool(spi_datum(r, 8, &isnull));
		/* defaults are deparsed once the table is locked (profile.c): deparsing locks it */
		gen = spi_text(r, 10, CurrentMemoryContext);
		c->generated = gen ? gen[0] : '\0';
		c->description = spi_text(r, 11, run->cxt);
		c->min_length = c->max_length = -1;
	}
	if (cur)
		cur->ncolumns = filled;
}

/* Primary keys, unique constraints and plain unique indexes, each as an ordered column list. */
static void
read_keys(EkRun *run, ArrayType *relids)
{
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		values[1] = {PointerGetDatum(relids)};
	uint64		r;

	SPI_execute_with_args(
						  "SELECT i.indrelid, ci.relname::pg_catalog.text, "
						  "       CASE WHEN con.contype = 'p' THEN 'primary' WHEN con.contype = 'u' THEN 'unique' "
						  "            ELSE 'unique_index' END, "
						  "       i.indkey::pg_catalog.int2[] "
						  "FROM pg_catalog.pg_index i "
						  "JOIN pg_catalog.pg_class ci ON ci.oid = i.indexrelid "
						  "LEFT JOIN pg_catalog.pg_constraint con ON con.conindid = i.indexrelid AND con.contype IN ('p','u') "
						  "WHERE i.indrelid = ANY ($1) AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL "
						  "  AND 0 <> ALL (i.indkey::pg_catalog.int2[]) "
						  "ORDER BY i.indrelid, (con.contype = 'p') DESC, ci.relname",
						  1, argtypes, values, NULL, true, 0);
	for (r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		EkTable    *t = ek_find_table(run, DatumGetObjectId(spi_datum(r, 1, &isnull)));
		ArrayType  *attarr = DatumGetArrayTypeP(spi_datum(r, 4, &isnull));
		Datum	   *elems;
		int			n,
					k;
		EkKey	   *key;
		MemoryContext old = MemoryContextSwitchTo(run->cxt);

		deconstruct_array(attarr, INT2OID, 2, true, TYPALIGN_SHORT, &elems, NULL, &n);
		/* a key over a column the requester may not read is left out with the column */
		for (k = 0; k < n; k++)
			if (ek_find_column(t, DatumGetInt16(elems[k])) == NULL)
				break;
		if (k < n)
		{
			MemoryContextSwitchTo(old);
			continue;
		}
		key = palloc0(sizeof(EkKey));
		key->name = spi_text(r, 2, run->cxt);
		key->key_type = pstrdup(spi_text(r, 3, run->cxt));
		key->ncolumns = n;
		key->attnums = palloc(sizeof(AttrNumber) * n);
		key->columns = palloc(sizeof(char *) * n);
		for (k = 0; k < n; k++)
		{
			EkColumn   *c;

			key->attnums[k] = DatumGetInt16(elems[k]);
			c = ek_find_column(t, key->attnums[k]);
			key->columns[k] = c ? c->name : pstrdup("?");
			if (c && strcmp(key->key_type, "primary") == 0)
			{
				c->is_pk = true;
				c->pk_position = k + 1;
			}
			if (c && n == 1)
				c->is_unique = true;
		}
		t->keys = lappend(t->keys, key);
		MemoryContextSwitchTo(old);
	}
}

/*
 * Declared foreign keys between tables in scope. Constraints on partitions are reported on the
 * partition root, columns mapped by name (partitions may number their columns differently), and
 * constraints a partition inherits from its parent are not counted twice.
 */
static void
read_foreign_keys(EkRun *run, ArrayType *relids)
{
	Oid			argtypes[1] = {OIDARRAYOID};
	Datum		values[1] = {PointerGetDatum(relids)};
	uint64		r;

	SPI_execute_with_args(
						  "WITH fk AS ("
						  "  SELECT c.conname, c.conrelid, c.confrelid, c.conkey, c.confkey, "
						  "         coalesce(pg_catalog.pg_partition_root(c.conrelid), c.conrelid) AS src, "
						  "         coalesce(pg_catalog.pg_partition_root(c.confrelid), c.confrelid) AS tgt "
						  "  FROM pg_catalog.pg_constraint c WHERE c.contype = 'f' AND c.conparentid = 0) "
						  "SELECT DISTINCT ON (fk.src, sa, fk.tgt, ta) fk.conname::pg_catalog.text, fk.src, fk.tgt, sa, ta "
						  "FROM fk, LATERAL ("
						  "  SELECT array_agg(ra.attnum ORDER BY k.ord) AS sa, array_agg(rt.attnum ORDER BY k.ord) AS ta "
						  "  FROM unnest(fk.conkey, fk.confkey) WITH ORDINALITY AS k(sk, tk, ord) "
						  "  JOIN pg_catalog.pg_attribute pa ON pa.attrelid = fk.conrelid AND pa.attnum = k.sk "
						  "  JOIN pg_catalog.pg_attribute ra ON ra.attrelid = fk.src AND ra.attname = pa.attname "
						  "  JOIN pg_catalog.pg_attribute pt ON pt.attrelid = fk.confrelid AND pt.attnum = k.tk "
						  "  JOIN pg_catalog.pg_attribute rt ON rt.attrelid = fk.tgt AND rt.attname = pt.attname) m "
						  "WHERE fk.src = ANY ($1) AND fk.tgt = ANY ($1) AND sa IS NOT NULL "
						  "ORDER BY fk.src, sa, fk.tgt, ta, fk.conname",
						  1, argtypes, values, NULL, true, 0);
	for (r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		EkForeignKey *fk;
		Datum	   *se,
				   *te;
		int			n,
					k;
		EkTable    *src;
		MemoryContext old = MemoryContextSwitchTo(run->cxt);

		fk = palloc0(sizeof(EkForeignKey));
		fk->name = spi_text(r, 1, run->cxt);
		fk->source_relid = DatumGetObjectId(spi_datum(r, 2, &isnull));
		fk->target_relid = DatumGetObjectId(spi_datum(r, 3, &isnull));
		deconstruct_array(DatumGetArrayTypeP(spi_datum(r, 4, &isnull)), INT2OID, 2, true,
						  TYPALIGN_SHORT, &se, NULL, &n);
		deconstruct_array(DatumGetArrayTypeP(spi_datum(r, 5, &isnull)), INT2OID, 2, true,
						  TYPALIGN_SHORT, &te, NULL, &n);
		fk->ncolumns = n;
		fk->source_attnums = palloc(sizeof(AttrNumber) * n);
		fk->target_attnums = palloc(sizeof(AttrNumber) * n);
		for (k = 0; k < n; k++)
		{
			fk->source_attnums[k] = DatumGetInt16(se[k]);
			fk->target_attnums[k] = DatumGetInt16(te[k]);
		}
		src = ek_find_table(run, fk->source_relid);
		for (k = 0; k < n; k++)
			if (ek_find_column(src, fk->source_attnums[k]) == NULL ||
				ek_find_column(ek_find_table(run, fk->target_relid), fk->target_attnums[k]) == NULL)
				break;
		if (k == n)
			src->foreign_keys = lappend(src->foreign_keys, fk);
		MemoryContextSwitchTo(old);
	}
}

/*
 * Fills run->tables with the scope: ordinary, partitioned and foreign tables and materialized
 * views (no partitions) in the given schemas, or in every schema the requester can use; and
 * run->views with the plain views there, and the lineage of view and materialized view columns.
 */
void
ek_read_catalog(EkRun *run, ArrayType *schemas)
{
	Oid			argtypes[1] = {TEXTARRAYOID};
	Datum		values[1] = {schemas ? PointerGetDatum(schemas) : (Datum) 0};
	char		nulls[1] = {schemas ? ' ' : 'n'};
	uint64		r;
	ArrayType  *relids;
	Datum	   *oids;
	int			nreadable = 0;
	ListCell   *lc;

	SPI_connect();
	SPI_execute_with_args(
						  "SELECT c.oid, n.nspname::pg_catalog.text, c.relname::pg_catalog.text, c.relkind::pg_catalog.text, "
						  "       pg_catalog.format('%I.%I', n.nspname, c.relname), "
						  "       pg_catalog.obj_description(c.oid, 'pg_class'), c.reltuples::pg_catalog.float8, c.relispopulated, "
						  "       c.relowner, c.relnamespace "
						  "FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
						  "WHERE c.relkind IN ('r','p','f','m','v') AND NOT c.relispartition AND "
						  EK_SYSTEM_SCHEMA_FILTER
						  "  AND ($1 IS NULL OR n.nspname = ANY ($1)) "
						  "ORDER BY n.nspname, c.relname",
						  1, argtypes, values, nulls, true, 0);

	oids = palloc(sizeof(Datum) * Max(SPI_processed, 1));
	for (r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		EkTable    *t = MemoryContextAllocZero(run->cxt, sizeof(EkTable));
		char	   *relkind;

		t->relid = DatumGetObjectId(spi_datum(r, 1, &isnull));
		t->schema_name = spi_text(r, 2, run->cxt);
		t->table_name = spi_text(r, 3, run->cxt);
		relkind = spi_text(r, 4, CurrentMemoryContext);
		t->relkind = relkind[0];
		t->kind = kind_name(t->relkind);
		t->qualified_name = spi_text(r, 5, run->cxt);
		t->description = spi_text(r, 6, run->cxt);
		t->reltuples = DatumGetFloat8(spi_datum(r, 7, &isnull));

		t->owner = DatumGetObjectId(spi_datum(r, 9, &isnull));

		/* a schema the requester cannot use is not in scope: nothing of it is mentioned */
		if (pg_namespace_aclcheck(DatumGetObjectId(spi_datum(r, 10, &isnull)), run->requester,
								  ACL_USAGE) != ACLCHECK_OK)
			continue;
		if (!DatumGetBool(spi_datum(r, 8, &isnull)))
		{
			skip_table(run, t, "not_populated: the materialized view has never been refreshed");
			continue;
		}
		if (pg_class_aclcheck(t->relid, run->requester, ACL_SELECT) != ACLCHECK_OK)
		{
			if (pg_attribute_aclcheck_all(t->relid, run->requester, ACL_SELECT, ACLMASK_ANY) != ACLCHECK_OK)
			{
				if (t->relkind == RELKIND_VIEW)
					continue;
				skip_table(run, t, "insufficient_privilege: the requesting role cannot SELECT this table");
				continue;
			}
			t->some_columns = true;
		}
		{
			MemoryContext old = MemoryContextSwitchTo(run->cxt);

			if (t->relkind == RELKIND_VIEW)
				run->views = lappend(run->views, t);
			else
				run->tables = lappend(run->tables, t);
			MemoryContextSwitchTo(old);
		}
		oids[nreadable++] = ObjectIdGetDatum(t->relid);
	}
	relids = construct_array(oids, nreadable, OIDOID, sizeof(Oid), true, TYPALIGN_INT);
	read_columns(run, relids);
	read_keys(run, relids);
	read_foreign_keys(run, relids);
	SPI_finish();
	ek_names_set_affixes(run->tables);
	foreach(lc, run->views)
		ek_read_lineage(lfirst(lc), run->cxt);
	foreach(lc, run->tables)
		if (((EkTable *) lfirst(lc))->relkind == RELKIND_MATVIEW)
			ek_read_lineage(lfirst(lc), run->cxt);
}
