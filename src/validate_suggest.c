/*
 * validate_suggest.c: did-you-mean answers, computed from the catalog the caller can see.
 *
 * Why from the catalog and not from the ontology: a typo can name a table that was never
 * analysed, and the parser's own view of the database is what the corrected statement will meet.
 * Only tables and columns the caller may SELECT are ever suggested (has_table_privilege and
 * column ACLs), so a suggestion never reveals a relation the caller cannot read.
 */
#include "validate.h"

#include "access/htup_details.h"
#include "catalog/namespace.h"
#include "catalog/pg_attribute.h"
#include "executor/spi.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "parser/scansup.h"
#include "nodes/nodeFuncs.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/catcache.h"
#include "utils/errcodes.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"
#include "utils/varlena.h"

static SPIPlanPtr tables_plan = NULL;

/* schema.table, quoted only where needed; NULL when the relation is gone. */
char *
validate_table_name(Oid relid)
{
	char	   *rel = get_rel_name(relid);
	char	   *nsp;

	if (rel == NULL)
		return NULL;
	nsp = get_namespace_name(get_rel_namespace(relid));
	return (char *) quote_qualified_identifier(nsp, rel);
}

/* Names for the SQLSTATEs an agent can act on; others are reported as error_XXXXX. */
const char *
validate_errcode_name(int sqlerrcode)
{
	switch (sqlerrcode)
	{
		case ERRCODE_SYNTAX_ERROR:
			return "syntax_error";
		case ERRCODE_UNDEFINED_TABLE:
			return "undefined_table";
		case ERRCODE_UNDEFINED_COLUMN:
			return "undefined_column";
		case ERRCODE_UNDEFINED_FUNCTION:
			return "undefined_function";
		case ERRCODE_UNDEFINED_SCHEMA:
			return "undefined_schema";
		case ERRCODE_UNDEFINED_OBJECT:
			return "undefined_object";
		case ERRCODE_UNDEFINED_PARAMETER:
			return "undefined_parameter";
		case ERRCODE_AMBIGUOUS_COLUMN:
			return "ambiguous_column";
		case ERRCODE_AMBIGUOUS_FUNCTION:
			return "ambiguous_function";
		case ERRCODE_AMBIGUOUS_ALIAS:
			return "ambiguous_alias";
		case ERRCODE_DATATYPE_MISMATCH:
			return "datatype_mismatch";
		case ERRCODE_CANNOT_COERCE:
			return "cannot_coerce";
		case ERRCODE_GROUPING_ERROR:
			return "grouping_error";
		case ERRCODE_WINDOWING_ERROR:
			return "windowing_error";
		case ERRCODE_INVALID_RECURSION:
			return "invalid_recursion";
		case ERRCODE_INVALID_COLUMN_REFERENCE:
			return "invalid_column_reference";
		case ERRCODE_DUPLICATE_ALIAS:
			return "duplicate_alias";
		case ERRCODE_DUPLICATE_COLUMN:
			return "duplicate_column";
		case ERRCODE_INVALID_TEXT_REPRESENTATION:
			return "invalid_text_representation";
		case ERRCODE_FEATURE_NOT_SUPPORTED:
			return "feature_not_supported";
		case ERRCODE_STATEMENT_TOO_COMPLEX:
			return "statement_too_complex";
		case ERRCODE_PROGRAM_LIMIT_EXCEEDED:
			return "program_limit_exceeded";
		case ERRCODE_INSUFFICIENT_PRIVILEGE:
			return "insufficient_privilege";
		case ERRCODE_WRONG_OBJECT_TYPE:
			return "wrong_object_type";
		case ERRCODE_INDETERMINATE_DATATYPE:
			return "indeterminate_datatype";
		case ERRCODE_DIVISION_BY_ZERO:
			return "division_by_zero";
		case ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE:
			return "numeric_value_out_of_range";
		case ERRCODE_INVALID_DATETIME_FORMAT:
			return "invalid_datetime_format";
		case ERRCODE_DATETIME_FIELD_OVERFLOW:
			return "datetime_field_overflow";
		case ERRCODE_CARDINALITY_VIOLATION:
			return "cardinality_violation";
		case ERRCODE_READ_ONLY_SQL_TRANSACTION:
			return "read_only_sql_transaction";
		case ERRCODE_IN_FAILED_SQL_TRANSACTION:
			return "in_failed_sql_transaction";
		default:
			return psprintf("error_%s", unpack_sql_state(sqlerrcode));
	}
}

/*
 * The identifier following `prefix` in an error message: `relation "x" does not exist` gives x,
 * `column o.x does not exist` gives o.x.
 */
char *
validate_ident_after(const char *message, const char *prefix)
{
	const char *p;
	const char *e;

	if (message == NULL)
		return NULL;
	p = strstr(message, prefix);
	if (p == NULL)
		return NULL;
	p += strlen(prefix);
	if (*p == '"')
	{
		p++;
		e = strchr(p, '"');
		if (e == NULL)
			return NULL;
	}
	else
	{
		e = p;
		while (*e && *e != ' ')
			e++;
	}
	if (e == p)
		return NULL;
	return pnstrdup(p, e - p);
}

typedef struct Cand
{
	char	   *text;
	int			dist;
} Cand;

/* Keep the `max` best candidates, by distance, then name. */
static void
offer(Cand *best, int max, int *n, const char *text, int dist)
{
	int			i;

	for (i = 0; i < *n; i++)
		if (strcmp(best[i].text, text) == 0)
			return;
	if (*n < max)
		(*n)++;
	else if (dist >= best[*n - 1].dist)
		return;
	for (i = *n - 1; i > 0 && (best[i - 1].dist > dist ||
							   (best[i - 1].dist == dist && strcmp(best[i - 1].text, text) > 0)); i--)
		best[i] = best[i - 1];
	best[i].text = pstrdup(text);
	best[i].dist = dist;
}

/* How far apart two names may be and still count as a typo of each other. */
static int
max_distance(const char *name)
{
	int			len = strlen(name);

	return Max(2, len / 3);
}

static int
name_distance(const char *a, const char *b)
{
	int			limit = max_distance(a) + 1;
	int			d = varstr_levenshtein_less_equal(a, strlen(a), b, strlen(b), 1, 1, 1, limit, true);

	/* a name that contains the other (order vs orders_2024) is a good guess too */
	if (d > max_distance(a) && strlen(a) >= 4 && strstr(b, a) != NULL)
		d = max_distance(a);
	return d;
}

/*
 * Tables (and views) the caller may read whose names are nearest to `name` (which may be
 * schema-qualified; only its last part is compared). Visible ones are suggested bare, others
 * schema-qualified.
 */
List *
validate_nearest_tables(const char *name, int max)
{
	const char *base;
	Cand	   *best;
	int			n = 0;
	List	   *out = NIL;
	MemoryContext callcxt = CurrentMemoryContext;
	char	   *lower;
	int			nest;
	bool		ok;

	if (name == NULL || *name == '\0' || max <= 0)
		return NIL;
	base = strrchr(name, '.');
	base = base ? base + 1 : name;
	lower = downcase_identifier(base, strlen(base), false, false);
	best = palloc0(max * sizeof(Cand));

	if (SPI_connect() != SPI_OK_CONNECT)
		return NIL;
	nest = validate_pin_path();	/* nothing of the caller's search_path */
	if (tables_plan == NULL)
	{
		SPIPlanPtr	p = SPI_prepare(
								"SELECT n.nspname::pg_catalog.text, c.relname::pg_catalog.text, c.oid"
								"  FROM pg_catalog.pg_class c"
								"  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace"
								" WHERE c.relkind OPERATOR(pg_catalog.=) ANY ('{r,v,m,f,p}'::pg_catalog.\"char\"[])"
								"   AND n.nspname OPERATOR(pg_catalog.<>) ALL ('{pg_catalog,information_schema}'::pg_catalog.name[])"
								"   AND n.nspname OPERATOR(pg_catalog.!~) '^pg_(toast|temp)'"
								"   AND pg_catalog.has_table_privilege(c.oid, 'SELECT')",
								0, NULL);

		if (p == NULL)
			elog(ERROR, "SPI_prepare failed: %s", SPI_result_code_string(SPI_result));
		SPI_keepplan(p);
		tables_plan = p;
	}
	ok = SPI_execute_plan(tables_plan, NULL, NULL, true, 0) == SPI_OK_SELECT;
	/* visibility is the caller's: the statement will meet its search_path */
	validate_unpin_path(nest);
	for (uint64 i = 0; ok && i < SPI_processed; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	td = SPI_tuptable->tupdesc;
		char	   *nsp = SPI_getvalue(tup, td, 1);
		char	   *rel = SPI_getvalue(tup, td, 2);
		bool		isnull;
		int			d;

		CHECK_FOR_INTERRUPTS();
		d = name_distance(lower, rel);
		if (d <= max_distance(lower))
		{
			MemoryContext old = MemoryContextSwitchTo(callcxt);
			bool		visible = RelationIsVisible(DatumGetObjectId(SPI_getbinval(tup, td, 3, &isnull)));

			offer(best, max, &n, visible ? quote_identifier(rel) :
				  quote_qualified_identifier(nsp, rel), d);
			MemoryContextSwitchTo(old);
		}
	}
	SPI_finish();
	for (int i = 0; i < n; i++)
		out = lappend(out, best[i].text);
	return out;
}

static int
cmp_attnum(const ListCell *a, const ListCell *b)
{
	return ((VColumn *) lfirst(a))->attnum - ((VColumn *) lfirst(b))->attnum;
}

/* Columns of a relation that the caller may SELECT, in attnum order, from the syscache. */
List *
validate_visible_columns(Oid relid)
{
	CatCList   *cl;
	List	   *out = NIL;
	bool		whole = pg_class_aclcheck(relid, GetUserId(), ACL_SELECT) == ACLCHECK_OK;

	cl = SearchSysCacheList1(ATTNUM, ObjectIdGetDatum(relid));
	for (int i = 0; i < cl->n_members; i++)
	{
		Form_pg_attribute att = (Form_pg_attribute) GETSTRUCT(&cl->members[i]->tuple);
		VColumn    *c;

		if (att->attnum <= 0 || att->attisdropped)
			continue;
		if (!whole && pg_attribute_aclcheck(relid, att->attnum, GetUserId(), ACL_SELECT) != ACLCHECK_OK)
			continue;
		c = palloc(sizeof(VColumn));
		c->name = pstrdup(NameStr(att->attname));
		c->type = format_type_with_typemod(att->atttypid, att->atttypmod);
		c->attnum = att->attnum;
		out = lappend(out, c);
	}
	ReleaseSysCacheList(cl);
	list_sort(out, cmp_attnum);
	return out;
}

/* Columns nearest to `name` (maybe alias-qualified) among the FROM relations, as alias.column. */
List *
validate_nearest_columns(const char *name, List *fromrels, int max)
{
	const char *dot;
	char	   *alias = NULL;
	const char *col;
	Cand	   *best;
	int			n = 0;
	List	   *out = NIL;
	ListCell   *lc;

	if (name == NULL || max <= 0)
		return NIL;
	dot = strrchr(name, '.');
	if (dot)
	{
		alias = pnstrdup(name, dot - name);
		col = dot + 1;
	}
	else
		col = name;
	best = palloc0(max * sizeof(Cand));
	foreach(lc, fromrels)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);
		List	   *cols;
		ListCell   *lc2;

		if (alias && strcmp(alias, fr->alias) != 0)
			continue;
		cols = validate_visible_columns(fr->relid);
		foreach(lc2, cols)
		{
			VColumn    *c = (VColumn *) lfirst(lc2);
			int			d = name_distance(col, c->name);

			if (d <= max_distance(col))
				offer(best, max, &n, psprintf("%s.%s", quote_identifier(fr->alias),
											  quote_identifier(c->name)), d);
		}
	}
	for (int i = 0; i < n; i++)
		out = lappend(out, best[i].text);
	return out;
}

typedef struct FromCtx
{
	List	   *rels;
	List	   *ctenames;
} FromCtx;

static bool
from_walker(Node *node, FromCtx *ctx)
{
	if (node == NULL)
		return false;
	check_stack_depth();
	if (IsA(node, CommonTableExpr))
		ctx->ctenames = lappend(ctx->ctenames, ((CommonTableExpr *) node)->ctename);
	if (IsA(node, RangeVar))
	{
		RangeVar   *rv = (RangeVar *) node;
		Oid			relid;
		ListCell   *lc;

		if (rv->schemaname == NULL)
			foreach(lc, ctx->ctenames)
				if (strcmp((char *) lfirst(lc), rv->relname) == 0)
					return false;
		relid = RangeVarGetRelid(rv, NoLock, true);
		if (OidIsValid(relid) && pg_class_aclcheck(relid, GetUserId(), ACL_SELECT) == ACLCHECK_OK)
		{
			VFromRel   *fr = palloc(sizeof(VFromRel));

			fr->alias = rv->alias ? rv->alias->aliasname : rv->relname;
			fr->relid = relid;
			ctx->rels = lappend(ctx->rels, fr);
		}
		return false;
	}
	return raw_expression_tree_walker(node, from_walker, (void *) ctx);
}

/*
 * Relations named in the FROM clauses of a raw (unanalyzed) statement, with the alias each is
 * known by. Used when analysis failed, so the analyzed tree is not available.
 */
List *
validate_from_relations(RawStmt *raw)
{
	FromCtx		ctx = {NIL, NIL};

	if (raw == NULL || raw->stmt == NULL)
		return NIL;
	if (!IsA(raw->stmt, SelectStmt) && !IsA(raw->stmt, InsertStmt) &&
		!IsA(raw->stmt, UpdateStmt) && !IsA(raw->stmt, DeleteStmt))
		return NIL;
	from_walker(raw->stmt, &ctx);
	return ctx.rels;
}

/* Keywords agents most often misspell; a syntax error near a near-miss of one suggests it. */
static const char *const common_keywords[] = {
	"SELECT", "FROM", "WHERE", "JOIN", "INNER", "LEFT", "RIGHT", "FULL", "OUTER", "CROSS",
	"ON", "USING", "GROUP", "ORDER", "BY", "HAVING", "LIMIT", "OFFSET", "UNION", "INTERSECT",
	"EXCEPT", "DISTINCT", "WITH", "AS", "AND", "OR", "NOT", "IN", "EXISTS", "BETWEEN", "LIKE",
	"ILIKE", "IS", "NULL", "CASE", "WHEN", "THEN", "ELSE", "END", "LATERAL", "VALUES", "ASC",
	"DESC", "NULLS", "FETCH", "FIRST", "ROWS", "ONLY", "OVER", "PARTITION", "WINDOW", "FILTER",
};

/* The identifier-like token at a 1-based character position, compared with common keywords. */
/* The attribute number of a column the current user may read, by exact name; 0 if none. */
AttrNumber
validate_visible_attnum(Oid relid, const char *name)
{
	ListCell   *lc;

	foreach(lc, validate_visible_columns(relid))
		if (strcmp(((VColumn *) lfirst(lc))->name, name) == 0)
			return ((VColumn *) lfirst(lc))->attnum;
	return 0;
}

const char *
validate_nearest_keyword(const char *sql, int position)
{
	const char *p = sql;
	const char *e;
	char	   *tok;
	const char *best = NULL;
	int			bestd = 3;

	if (sql == NULL || position <= 0)
		return NULL;
	for (int i = 1; i < position && *p; i++)
		p += pg_mblen(p);
	e = p;
	while (*e && (isalpha((unsigned char) *e) || *e == '_'))
		e++;
	if (e - p < 2 || e - p > 20)
		return NULL;
	tok = pnstrdup(p, e - p);
	for (char *c = tok; *c; c++)
		*c = pg_toupper((unsigned char) *c);
	for (int i = 0; i < (int) lengthof(common_keywords); i++)
	{
		int			d;

		if (strcmp(tok, common_keywords[i]) == 0)
			return NULL;		/* a real keyword in the wrong place: nothing to spell */
		d = varstr_levenshtein(tok, strlen(tok), common_keywords[i], strlen(common_keywords[i]),
							   1, 1, 1, true);
		if (d < bestd && d <= (int) strlen(common_keywords[i]) / 2)
		{
			bestd = d;
			best = common_keywords[i];
		}
	}
	return best;
}
