/*
 * repair_hint.c: ekaya.repair_hint(sql, sqlstate, message) RETURNS jsonb, the helper of an
 * agent's repair loop.
 *
 * Why: after a failed statement an agent needs two things, whether retrying can help at all
 * (connection, privilege and resource errors cannot be fixed by rewriting SQL: fail fast) and,
 * if it can, the smallest set of true facts to rewrite with: a specific action per SQLSTATE
 * (22012: NULLIF, 42803 in WHERE: HAVING, 25006: the session only reads, ...). For an unknown
 * column that is the table the failing alias names (resolved through the FROM clause of the
 * statement), its one-hop neighbours with their join conditions, and the tables one or two joins
 * away that have a column of that name (found_in); a double-quoted name no table has is a
 * string in the wrong quotes; for an ambiguous column, the alias.column candidates; for an
 * unknown table, the nearest table names; for functions and clauses of MySQL, SQL Server,
 * SQLite or Oracle (IFNULL, DATEDIFF, GETDATE, TOP n, backticks, ...), the PostgreSQL equivalent.
 * Only tables and columns the caller may SELECT are listed. The statement is parsed, and
 * analyzed only when no SQLSTATE is given, never executed.
 */
#include "validate.h"

#include <ctype.h>

#include "fmgr.h"
#include "lib/stringinfo.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/json.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

PG_FUNCTION_INFO_V1(ekaya_repair_hint);

/* Cap on neighbour tables listed, to keep the whitelist minimal. */
#define MAX_NEIGHBOURS 10
/* Longest message echoed back (bytes); longer ones are clipped with "...". */
#define REPAIR_MAX_MESSAGE 2000

/* Argument argno, at most limit bytes of it (whole characters), "..." marking a clip. */
static char *
clipped_arg(FunctionCallInfo fcinfo, int argno, int limit)
{
	char	   *s = validate_arg_text(fcinfo, argno, limit);
	int			len = strlen(s);

	if (len <= limit)
		return s;
	s[pg_mbcliplen(s, len, limit)] = '\0';
	return psprintf("%s...", s);
}

static void json_key(StringInfo buf, const char *key);
static void json_str(StringInfo buf, const char *key, const char *value);

typedef struct Advice
{
	const char *klass;
	const char *action;
} Advice;

/* fail_fast: rewriting cannot help; retry: the same statement may succeed later. */
static Advice
classify_sqlstate(const char *s, const char *message)
{
	Advice		a = {"unknown", "inspect the message; if it names an object, check it against the ontology"};
	const char *m = message ? message : "";

#define ADVICE(k, t) return (Advice) {k, t}
	if (s == NULL || strlen(s) != 5)
		return a;
	if (strcmp(s, "42501") == 0)
		ADVICE("fail_fast", "the role lacks a privilege; do not retry, report it");
	if (strcmp(s, "25006") == 0)
		ADVICE("fail_fast", "the statement writes (INSERT, UPDATE, DELETE, DDL, a sequence or a locking clause) "
			   "but this session may only read: answer with a SELECT that does not change anything; do not retry the write");
	if (strcmp(s, "25P02") == 0)
		ADVICE("retry", "an earlier statement failed and aborted the transaction: ROLLBACK, then run the corrected statement");
	if (strncmp(s, "08", 2) == 0 || strncmp(s, "28", 2) == 0 || strncmp(s, "53", 2) == 0 ||
		strncmp(s, "58", 2) == 0 || strncmp(s, "XX", 2) == 0 || strncmp(s, "3D", 2) == 0 ||
		strncmp(s, "25", 2) == 0 || strcmp(s, "57P01") == 0 || strcmp(s, "57P02") == 0 ||
		strcmp(s, "57P03") == 0)
		ADVICE("fail_fast", "a connection, resource or server condition; rewriting the SQL will not help");
	if (strcmp(s, "40001") == 0 || strcmp(s, "40P01") == 0 || strcmp(s, "55P03") == 0)
		ADVICE("retry", "a transient conflict; retry the same statement");
	if (strcmp(s, "57014") == 0)
		ADVICE("repairable", "the statement was cancelled or timed out; add selective filters and a LIMIT");
	if (strcmp(s, "42601") == 0)
		ADVICE("repairable", "fix the syntax near the reported position");
	if (strcmp(s, "42P01") == 0)
		ADVICE("repairable", "use one of the tables in did_you_mean, or look the table up in the ontology");
	if (strcmp(s, "42703") == 0)
		ADVICE("repairable", "use only the columns in whitelist; join neighbours with the conditions given");
	if (strcmp(s, "22012") == 0)
		ADVICE("repairable", "a divisor is 0 in some row: divide by NULLIF(divisor, 0) (the result is NULL there), "
			   "or filter those rows out; the types are not the problem");
	if (strcmp(s, "22P02") == 0)
		ADVICE("repairable", "a literal is not a valid value of the type it is compared with or cast to: compare a "
			   "column with a literal of its own type (quote text, no quotes around numbers), or cast the column (col::text)");
	if (strcmp(s, "22003") == 0)
		ADVICE("repairable", "a number is out of range for its type: cast to bigint or numeric before the arithmetic");
	if (strcmp(s, "22007") == 0 || strcmp(s, "22008") == 0)
		ADVICE("repairable", "a date or time literal is not valid: write 'YYYY-MM-DD' (or 'YYYY-MM-DD HH24:MI:SS'), "
			   "and date arithmetic with intervals: d + interval '1 day'");
	if (strcmp(s, "22004") == 0)
		ADVICE("repairable", "a NULL is not allowed here: wrap the value in COALESCE(value, default)");
	if (strcmp(s, "2201B") == 0)
		ADVICE("repairable", "the regular expression is not valid (POSIX syntax): escape special characters");
	if (strcmp(s, "21000") == 0)
		ADVICE("repairable", "a subquery used as a value returned more than one row: use IN / EXISTS, an aggregate, "
			   "or make it return one row");
	if (strcmp(s, "42804") == 0 || strcmp(s, "42846") == 0 || strncmp(s, "22", 2) == 0)
		ADVICE("repairable", "make both sides the same type: compare columns of matching types or cast a literal");
	if (strcmp(s, "42883") == 0)
	{
		if (strstr(m, "operator does not exist") != NULL)
			ADVICE("repairable", "no operator for these types: cast one side to the other's type (x::integer, "
				   "x::text), or compare with a literal of the column's type");
		ADVICE("repairable", "the function does not exist in PostgreSQL or not for these argument types: use the "
			   "PostgreSQL equivalent in translations when there is one, else check the name and cast the arguments");
	}
	if (strcmp(s, "42702") == 0)
		ADVICE("repairable", "qualify the column with the alias of one of the tables in candidates");
	if (strcmp(s, "42803") == 0)
	{
		if (strstr(m, "not allowed in WHERE") != NULL || strstr(m, "not allowed in JOIN") != NULL)
			ADVICE("repairable", "an aggregate cannot filter rows in WHERE (rows are filtered before grouping): "
				   "move that condition to HAVING after GROUP BY, or compute the aggregate in a subquery");
		ADVICE("repairable", "add the column to GROUP BY or wrap it in an aggregate");
	}
	if (strcmp(s, "42P20") == 0)
		ADVICE("repairable", "a window function cannot be used in WHERE or GROUP BY: compute it in a subquery or "
			   "CTE, then filter the outer query");
	if (strncmp(s, "54", 2) == 0)
		ADVICE("repairable", "the statement exceeds a limit (too long, too deeply nested, too many columns or joins): split it or simplify it");
	if (strncmp(s, "42", 2) == 0 || strcmp(s, "0A000") == 0)
		ADVICE("repairable", "rewrite the statement according to the message");
#undef ADVICE
	return a;
}

/*
 * Functions and clauses of other dialects an agent writes out of habit, with the PostgreSQL
 * equivalent. Matched by name (case-insensitive) where a call is written: name, blanks, "(".
 */
typedef struct Translation
{
	const char *name;
	const char *dialect;
	const char *postgres;
} Translation;

static const Translation translations[] = {
	{"ifnull", "MySQL, SQLite", "COALESCE(a, b)"},
	{"isnull", "SQL Server", "COALESCE(a, b) for ISNULL(a, b); a IS NULL to test"},
	{"nvl", "Oracle", "COALESCE(a, b)"},
	{"getdate", "SQL Server", "now() (or CURRENT_TIMESTAMP)"},
	{"getutcdate", "SQL Server", "now() AT TIME ZONE 'UTC'"},
	{"sysdatetime", "SQL Server", "clock_timestamp()"},
	{"curdate", "MySQL", "CURRENT_DATE"},
	{"curtime", "MySQL", "CURRENT_TIME"},
	{"datediff", "SQL Server, MySQL", "days between two dates: (b::date - a::date) for SQL Server's DATEDIFF(day, a, b), "
	 "(a::date - b::date) for MySQL's DATEDIFF(a, b); other units: EXTRACT(EPOCH FROM b - a) / 3600 (hours), "
	 "date_part('year', age(b, a)) (years)"},
	{"dateadd", "SQL Server", "a + n * interval '1 day' for DATEADD(day, n, a) (month, year, hour likewise)"},
	{"date_add", "MySQL", "a + interval '1 day'"},
	{"date_sub", "MySQL", "a - interval '1 day'"},
	{"datepart", "SQL Server", "EXTRACT(part FROM x) (date_part('part', x))"},
	{"year", "SQL Server, MySQL", "EXTRACT(YEAR FROM x)"},
	{"month", "SQL Server, MySQL", "EXTRACT(MONTH FROM x)"},
	{"day", "SQL Server, MySQL", "EXTRACT(DAY FROM x)"},
	{"date_format", "MySQL", "to_char(x, 'YYYY-MM-DD')"},
	{"strftime", "SQLite", "to_char(x, 'YYYY-MM-DD') (format patterns differ: YYYY, MM, DD, HH24, MI, SS)"},
	{"julianday", "SQLite", "EXTRACT(EPOCH FROM x) / 86400"},
	{"unix_timestamp", "MySQL", "EXTRACT(EPOCH FROM x)"},
	{"from_unixtime", "MySQL", "to_timestamp(n)"},
	{"len", "SQL Server", "length(s)"},
	{"charindex", "SQL Server", "strpos(s, sub) (the arguments swap: CHARINDEX(sub, s))"},
	{"instr", "MySQL, SQLite, Oracle", "strpos(s, sub)"},
	{"iif", "SQL Server", "CASE WHEN c THEN a ELSE b END"},
	{"if", "MySQL", "CASE WHEN c THEN a ELSE b END"},
	{"group_concat", "MySQL, SQLite", "string_agg(x::text, ',')"},
	{"listagg", "Oracle", "string_agg(x::text, ',' ORDER BY ...)"},
	{"convert", "SQL Server, MySQL", "CAST(x AS type) (or x::type)"},
	{"ucase", "MySQL", "upper(s)"},
	{"lcase", "MySQL", "lower(s)"},
	{"rand", "MySQL", "random()"},
	{"truncate", "MySQL", "trunc(x, n)"},
	{"substring_index", "MySQL", "split_part(s, delimiter, n)"},
	{"newid", "SQL Server", "gen_random_uuid()"},
};

#define MAX_TRANSLATIONS 10

static bool
ident_char(char c)
{
	return isalnum((unsigned char) c) || c == '_' || (unsigned char) c >= 0x80;
}

/*
 * The other dialects' functions and clauses the statement uses, as a JSON array (or nothing),
 * from one pass over the text outside quotes; primary is set to the first one's advice.
 */
static void
json_translations(StringInfo buf, const char *sql, const char **primary)
{
	const char *p = sql;
	int			n = 0;
	bool		seen[lengthof(translations) + 4] = {0};

	*primary = NULL;
	while (*p && n < MAX_TRANSLATIONS)
	{
		const char *found = NULL,
				   *dialect = NULL,
				   *pg = NULL;
		int			slot = -1;

		CHECK_FOR_INTERRUPTS();
		if (*p == '\'')
		{
			for (p++; *p && !(*p == '\'' && p[1] != '\''); p += (*p == '\'' ? 2 : 1))
				;
			if (*p)
				p++;
			continue;
		}
		if (*p == '"')
		{
			p = strchr(p + 1, '"');
			p = p ? p + 1 : sql + strlen(sql);
			continue;
		}
		if (*p == '`')
		{
			found = "`name`", dialect = "MySQL", pg = "\"name\" (double quotes around an identifier; single quotes are for strings)";
			slot = lengthof(translations);
		}
		else if (*p == '[' && p > sql && (p[-1] == ' ' || p[-1] == ',' || p[-1] == '(' || p[-1] == '.') &&
				 (isalpha((unsigned char) p[1]) || p[1] == '_'))
		{
			found = "[name]", dialect = "SQL Server", pg = "\"name\" (double quotes around an identifier)";
			slot = lengthof(translations) + 1;
		}
		else if (ident_char(*p) && (p == sql || !ident_char(p[-1])))
		{
			const char *e = p;
			const char *q;
			int			len;

			while (ident_char(*e))
				e++;
			len = e - p;
			for (q = e; *q == ' ' || *q == '\t' || *q == '\n' || *q == '\r'; q++)
				;
			if (len == 3 && pg_strncasecmp(p, "top", 3) == 0 && isdigit((unsigned char) *q))
			{
				found = "TOP n", dialect = "SQL Server", pg = "LIMIT n at the end of the statement";
				slot = lengthof(translations) + 2;
			}
			else if (len == 5 && pg_strncasecmp(p, "limit", 5) == 0 && isdigit((unsigned char) *q))
			{
				const char *c = q;

				while (isdigit((unsigned char) *c))
					c++;
				while (*c == ' ')
					c++;
				if (*c == ',')
				{
					found = "LIMIT offset, count", dialect = "MySQL, SQLite", pg = "LIMIT count OFFSET offset";
					slot = lengthof(translations) + 3;
				}
			}
			else if (*q == '(')
			{
				int			k;

				for (k = 0; k < (int) lengthof(translations); k++)
					if ((int) strlen(translations[k].name) == len &&
						pg_strncasecmp(p, translations[k].name, len) == 0)
					{
						found = psprintf("%s()", translations[k].name);
						dialect = translations[k].dialect;
						pg = translations[k].postgres;
						slot = k;
						break;
					}
			}
			p = e;
		}
		else
			p++;
		if (found == NULL || seen[slot])
		{
			if (found != NULL)
				p++;
			continue;
		}
		seen[slot] = true;
		if (n == 0)
		{
			json_key(buf, "translations");
			appendStringInfoChar(buf, '[');
			*primary = psprintf("%s is not PostgreSQL (%s): use %s", found, dialect, pg);
		}
		else
			appendStringInfoChar(buf, ',');
		appendStringInfoChar(buf, '{');
		json_str(buf, "found", found);
		json_str(buf, "dialect", dialect);
		json_str(buf, "postgres", pg);
		appendStringInfoChar(buf, '}');
		n++;
		if (*p == '`' || *p == '[')
			p++;
	}
	if (n > 0)
		appendStringInfoChar(buf, ']');
}

static void
json_key(StringInfo buf, const char *key)
{
	if (buf->data[buf->len - 1] != '{')
		appendStringInfoChar(buf, ',');
	escape_json(buf, key);
	appendStringInfoChar(buf, ':');
}

static void
json_str(StringInfo buf, const char *key, const char *value)
{
	json_key(buf, key);
	if (value)
		escape_json(buf, value);
	else
		appendStringInfoString(buf, "null");
}

static void
json_str_list(StringInfo buf, const char *key, List *items)
{
	ListCell   *lc;

	json_key(buf, key);
	appendStringInfoChar(buf, '[');
	foreach(lc, items)
	{
		if (lc != list_head(items))
			appendStringInfoChar(buf, ',');
		escape_json(buf, (char *) lfirst(lc));
	}
	appendStringInfoChar(buf, ']');
}

static void
json_columns(StringInfo buf, Oid relid)
{
	List	   *cols = validate_visible_columns(relid);
	ListCell   *lc;

	json_key(buf, "columns");
	appendStringInfoChar(buf, '[');
	foreach(lc, cols)
	{
		VColumn    *c = (VColumn *) lfirst(lc);

		if (lc != list_head(cols))
			appendStringInfoChar(buf, ',');
		appendStringInfoChar(buf, '{');
		json_str(buf, "name", c->name);
		json_str(buf, "type", c->type);
		appendStringInfoChar(buf, '}');
	}
	appendStringInfoChar(buf, ']');
}

/*
 * The 42703 whitelist: the table(s) the failing reference can mean, then their neighbours
 * through accepted relationships with pasteable join conditions.
 */
static void
column_whitelist(StringInfo buf, const char *sql, const char *ident)
{
	ErrorData  *edata = NULL;
	List	   *fromrels = validate_raw_from_relations(sql, &edata);
	List	   *targets = NIL;
	List	   *seen = NIL;
	ListCell   *lc;
	char	   *alias = NULL;
	int			nnb = 0;

	if (edata != NULL && edata->sqlerrcode == ERRCODE_STATEMENT_TOO_COMPLEX)
	{
		/* within the bounds of validate_*: the statement is not even parsed whole */
		json_str(buf, "skipped", psprintf("no whitelist: %s", edata->message));
		return;
	}
	if (edata != NULL)
		return;
	if (ident && strchr(ident, '.'))
		alias = pnstrdup(ident, strrchr(ident, '.') - ident);
	foreach(lc, fromrels)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);

		if (alias == NULL || strcmp(fr->alias, alias) == 0)
			targets = lappend(targets, fr);
	}
	if (targets == NIL)
		targets = fromrels;

	json_str_list(buf, "did_you_mean", validate_nearest_columns(ident, fromrels, 3));
	json_key(buf, "whitelist");
	appendStringInfoChar(buf, '[');
	foreach(lc, targets)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);

		if (list_member_oid(seen, fr->relid))
			continue;
		seen = lappend_oid(seen, fr->relid);
		if (buf->data[buf->len - 1] != '[')
			appendStringInfoChar(buf, ',');
		appendStringInfoChar(buf, '{');
		json_str(buf, "table", validate_table_name(fr->relid));
		json_str(buf, "alias", fr->alias);
		json_columns(buf, fr->relid);
		appendStringInfoChar(buf, '}');
	}
	foreach(lc, targets)
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);
		List	   *nbs = validate_neighbours(fr->relid);
		ListCell   *lc2;

		foreach(lc2, nbs)
		{
			VNeighbour *nb = (VNeighbour *) lfirst(lc2);
			StringInfoData via;
			char	   *nbname = get_rel_name(nb->relid);
			ListCell   *a,
					   *b;

			CHECK_FOR_INTERRUPTS();
			if (nbname == NULL || list_member_oid(seen, nb->relid) || nnb >= MAX_NEIGHBOURS)
				continue;
			seen = lappend_oid(seen, nb->relid);
			nnb++;
			initStringInfo(&via);
			forboth(a, nb->my_cols, b, nb->their_cols)
			{
				if (via.len)
					appendStringInfoString(&via, " AND ");
				appendStringInfo(&via, "%s.%s = %s.%s", quote_identifier(fr->alias),
								 quote_identifier((char *) lfirst(a)), quote_identifier(nbname),
								 quote_identifier((char *) lfirst(b)));
			}
			appendStringInfoString(buf, ",{");
			json_str(buf, "table", validate_table_name(nb->relid));
			json_str(buf, "neighbour_of", fr->alias);
			json_str(buf, "join", via.data);
			json_str(buf, "relationship_type", nb->relationship_type);
			json_columns(buf, nb->relid);
			appendStringInfoChar(buf, '}');
		}
	}
	appendStringInfoChar(buf, ']');
}

/*
 * The FROM relations of the statement (its tables and aliases), or NIL when it does not parse
 * or is too complex to look at (within the bounds of validate_*).
 */
static List *
from_relations(const char *sql)
{
	ErrorData  *edata = NULL;
	List	   *rels = validate_raw_from_relations(sql, &edata);

	return edata != NULL ? NIL : rels;
}

static bool
has_column(Oid relid, const char *name)
{
	return validate_visible_attnum(relid, name) != 0;
}

/* 42702: every alias.column of the statement's tables that the ambiguous name can mean. */
static void
json_candidates(StringInfo buf, const char *sql, const char *column)
{
	List	   *cands = NIL;
	ListCell   *lc;

	if (column == NULL)
		return;
	foreach(lc, from_relations(sql))
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);

		if (has_column(fr->relid, column))
			cands = lappend(cands, psprintf("%s.%s", quote_identifier(fr->alias), quote_identifier(column)));
	}
	json_str_list(buf, "candidates", cands);
}

/*
 * 42703: a column the statement's tables lack may be one or two joins away. The first tables
 * (breadth first over accepted relationships, at most MAX_NEIGHBOURS looked at per hop) that
 * have a column of that name, each with the joins that reach it.
 */
static void
json_found_in(StringInfo buf, const char *sql, const char *ident)
{
	const char *col = ident ? (strrchr(ident, '.') ? strrchr(ident, '.') + 1 : ident) : NULL;
	List	   *seen = NIL;
	List	   *frontier = NIL;	/* char *join path, Oid relid, char *alias: as parallel lists */
	List	   *paths = NIL;
	List	   *aliases = NIL;
	int			found = 0;
	int			hop;
	ListCell   *lc;

	if (col == NULL)
		return;
	foreach(lc, from_relations(sql))
	{
		VFromRel   *fr = (VFromRel *) lfirst(lc);

		if (has_column(fr->relid, col))
			return;				/* not missing at all: the alias is wrong, did_you_mean says which */
		if (list_member_oid(seen, fr->relid))
			continue;
		seen = lappend_oid(seen, fr->relid);
		frontier = lappend_oid(frontier, fr->relid);
		paths = lappend(paths, "");
		aliases = lappend(aliases, (char *) fr->alias);
	}
	for (hop = 1; hop <= 2 && frontier != NIL; hop++)
	{
		List	   *next = NIL,
				   *npaths = NIL,
				   *naliases = NIL;
		int			i;

		for (i = 0; i < list_length(frontier); i++)
		{
			Oid			relid = list_nth_oid(frontier, i);
			const char *alias = (const char *) list_nth(aliases, i);
			int			looked = 0;
			ListCell   *lc2;

			foreach(lc2, validate_neighbours(relid))
			{
				VNeighbour *nb = (VNeighbour *) lfirst(lc2);
				char	   *nbname = get_rel_name(nb->relid);
				StringInfoData path;
				ListCell   *a,
						   *b;

				CHECK_FOR_INTERRUPTS();
				if (nbname == NULL || list_member_oid(seen, nb->relid) || looked++ >= MAX_NEIGHBOURS)
					continue;
				seen = lappend_oid(seen, nb->relid);
				initStringInfo(&path);
				appendStringInfo(&path, "%sJOIN %s ON ", (const char *) list_nth(paths, i),
								 validate_table_name(nb->relid));
				forboth(a, nb->my_cols, b, nb->their_cols)
				{
					if (a != list_head(nb->my_cols))
						appendStringInfoString(&path, " AND ");
					appendStringInfo(&path, "%s.%s = %s.%s", quote_identifier(alias),
									 quote_identifier((char *) lfirst(a)), quote_identifier(nbname),
									 quote_identifier((char *) lfirst(b)));
				}
				if (has_column(nb->relid, col) && found < 3)
				{
					if (found++ == 0)
					{
						json_key(buf, "found_in");
						appendStringInfoChar(buf, '[');
					}
					else
						appendStringInfoChar(buf, ',');
					appendStringInfoChar(buf, '{');
					json_str(buf, "column", psprintf("%s.%s", quote_identifier(nbname), quote_identifier(col)));
					json_key(buf, "hops");
					appendStringInfo(buf, "%d", hop);
					json_str(buf, "join", path.data);
					appendStringInfoChar(buf, '}');
				}
				appendStringInfoChar(&path, ' ');
				next = lappend_oid(next, nb->relid);
				npaths = lappend(npaths, path.data);
				naliases = lappend(naliases, nbname);
			}
		}
		frontier = next;
		paths = npaths;
		aliases = naliases;
	}
	if (found > 0)
		appendStringInfoChar(buf, ']');
}

/*
 * 42703 for a name written in double quotes that no table of the statement has: a string
 * literal in another dialect's quotes (rating = "PG").
 */
static bool
quoted_string(const char *sql, const char *ident)
{
	ListCell   *lc;

	if (ident == NULL || strchr(ident, '.') != NULL || strstr(sql, psprintf("\"%s\"", ident)) == NULL)
		return false;
	foreach(lc, from_relations(sql))
		if (has_column(((VFromRel *) lfirst(lc))->relid, ident))
			return false;
	return true;
}

/* repair_hint(sql text, sqlstate text, message text) RETURNS jsonb: see the file header. */
Datum
ekaya_repair_hint(PG_FUNCTION_ARGS)
{
	MemoryContext callcxt;
	MemoryContext old;
	const char *sql;
	char	   *sqlstate;
	char	   *message;
	VResult    *res = NULL;
	StringInfoData buf;
	StringInfoData extra;
	Advice		adv;
	Datum		result;

	callcxt = AllocSetContextCreate(CurrentMemoryContext, "ekaya repair_hint",
									ALLOCSET_DEFAULT_SIZES);
	old = MemoryContextSwitchTo(callcxt);
	/* bounded reads: a statement too long to check is not copied whole, nor echoed */
	sql = validate_arg_text(fcinfo, 0, VALIDATE_MAX_SQL_BYTES);
	sqlstate = PG_ARGISNULL(1) ? NULL : clipped_arg(fcinfo, 1, 16);
	message = PG_ARGISNULL(2) ? NULL : clipped_arg(fcinfo, 2, REPAIR_MAX_MESSAGE);

	/* No SQLSTATE given: find the error ourselves, by analysis (never execution). */
	if (sqlstate == NULL || *sqlstate == '\0')
	{
		res = validate_run(sql, 0);
		if (res->failed)
		{
			sqlstate = pstrdup(unpack_sql_state(res->sqlerrcode));
			if (message == NULL)
				message = res->err_message;
		}
	}
	for (char *c = sqlstate; c && *c; c++)
		*c = pg_toupper((unsigned char) *c);
	adv = classify_sqlstate(sqlstate, message);

	/* other dialects' functions and clauses, for the errors they cause */
	initStringInfo(&extra);
	appendStringInfoChar(&extra, '{');
	if (sqlstate == NULL || strcmp(sqlstate, "42883") == 0 || strcmp(sqlstate, "42703") == 0 ||
		strcmp(sqlstate, "42601") == 0 || strcmp(sqlstate, "42804") == 0 || strcmp(sqlstate, "22P02") == 0 ||
		strcmp(sqlstate, "22007") == 0 || strcmp(sqlstate, "22008") == 0 || strcmp(sqlstate, "42P01") == 0)
	{
		const char *primary;

		json_translations(&extra, sql, &primary);
		if (primary && sqlstate && strcmp(sqlstate, "42P01") != 0)
			adv.action = primary;
	}
	if (sqlstate && strcmp(sqlstate, "42703") == 0 &&
		quoted_string(sql, validate_ident_after(message, "column ")))
		adv.action = psprintf("\"%s\" is read as a column name: strings take single quotes in PostgreSQL ('%s'); "
							  "double quotes are for identifiers", validate_ident_after(message, "column "),
							  validate_ident_after(message, "column "));

	initStringInfo(&buf);
	appendStringInfoChar(&buf, '{');
	json_str(&buf, "sqlstate", sqlstate);
	json_str(&buf, "class", adv.klass);
	json_str(&buf, "action", adv.action);
	if (sqlstate && strlen(sqlstate) == 5)
		json_str(&buf, "error",
				 validate_errcode_name(MAKE_SQLSTATE(sqlstate[0], sqlstate[1], sqlstate[2],
													 sqlstate[3], sqlstate[4])));
	if (message)
		json_str(&buf, "message", message);

	if (sqlstate && strcmp(sqlstate, "42703") == 0)
	{
		char	   *ident = validate_ident_after(message, "column ");

		json_str(&buf, "column", ident);
		column_whitelist(&buf, sql, ident);
		json_found_in(&buf, sql, ident);
	}
	else if (sqlstate && strcmp(sqlstate, "42702") == 0)
	{
		char	   *ident = validate_ident_after(message, "column reference ");

		json_str(&buf, "column", ident);
		json_candidates(&buf, sql, ident);
	}
	else if (sqlstate && strcmp(sqlstate, "42P01") == 0)
	{
		char	   *name = validate_ident_after(message, "relation ");

		json_str(&buf, "missing_table", name);
		json_str_list(&buf, "did_you_mean", validate_nearest_tables(name, 5));
	}
	else if (sqlstate && strcmp(sqlstate, "42601") == 0)
	{
		if (res == NULL)
			res = validate_run(sql, 0);
		if (res->failed && res->sqlerrcode == ERRCODE_SYNTAX_ERROR && res->err_position > 0)
		{
			const char *kw = validate_nearest_keyword(sql, res->err_position);

			json_key(&buf, "position");
			appendStringInfo(&buf, "%d", res->err_position);
			if (kw)
				json_str(&buf, "did_you_mean", kw);
		}
	}
	if (extra.len > 1)
	{
		appendStringInfoChar(&buf, ',');
		appendBinaryStringInfo(&buf, extra.data + 1, extra.len - 1);
	}
	appendStringInfoChar(&buf, '}');

	MemoryContextSwitchTo(old);
	result = DirectFunctionCall1(jsonb_in, CStringGetDatum(buf.data));
	MemoryContextDelete(callcxt);
	PG_RETURN_DATUM(result);
}
