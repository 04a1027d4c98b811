/*
 * semantic.c: decides a column's semantic type and role from its type, its declared keys and
 * its measured profile, with names used only where the data cannot tell (an integer column
 * that is neither unique nor a category could be a count or a code). The rules are
 * deterministic and documented in the README, because agents and tests depend on them.
 */
#include "ekaya.h"

#include "catalog/pg_type.h"

#include <ctype.h>

/* True when a snake_case or camelCase token of name equals token. */
static bool
name_has_token(const char *name, const char *token)
{
	int			tlen = strlen(token);
	const char *p = name;

	while (*p)
	{
		const char *start;
		int			len;

		while (*p && !isalnum((unsigned char) *p))
			p++;
		start = p;
		if (*p)
			p++;
		while (*p && isalnum((unsigned char) *p) && !isupper((unsigned char) *p))
			p++;
		len = p - start;
		if (len == tlen && pg_strncasecmp(start, token, tlen) == 0)
			return true;
		/* a lower-case name ending in "id" (customerid) counts as an id token */
		if (strcmp(token, "id") == 0 && len > 2 && pg_strncasecmp(start + len - 2, "id", 2) == 0 &&
			!isalnum((unsigned char) *p))
			return true;
	}
	return false;
}

static bool
name_is_key_like(const char *name)
{
	static const char *const tokens[] = {"id", "key", "code", "sku", "uuid", "guid", "ref", "no", "number"};
	int			i;

	for (i = 0; i < (int) lengthof(tokens); i++)
		if (name_has_token(name, tokens[i]))
			return true;
	return false;
}

/*
 * A date named like a key (time_id, date_key): a calendar dimension keyed by the date itself,
 * as Oracle's sales history is, and the references to it. Other dates are attributes, and
 * any date falls inside a calendar: only such names make them comparable.
 */
bool
ek_date_key_column(EkColumn *c)
{
	return c->family == EK_FAMILY_TEMPORAL && c->basetypid == DATEOID && name_is_key_like(c->name);
}

static bool
column_is_declared_fk(EkTable *t, EkColumn *col)
{
	ListCell   *lc;

	foreach(lc, t->foreign_keys)
	{
		EkForeignKey *fk = lfirst(lc);
		int			i;

		for (i = 0; i < fk->ncolumns; i++)
			if (fk->source_attnums[i] == col->attnum)
				return true;
	}
	return false;
}

static const char *
semantic_type(EkColumn *col)
{
	bool		measured_unique = col->nonnull_profiled > 1 && col->max_frequency == 1 &&
		col->distinct_count >= col->nonnull_profiled;
	bool		repeats = col->distinct_count > 0 && col->distinct_count * 2 <= col->nonnull_profiled;
	bool		few = col->distinct_count > 0 && col->distinct_count <= ekaya_enum_max_values;

	switch (col->family)
	{
		case EK_FAMILY_BOOLEAN:
			return "boolean";
		case EK_FAMILY_TEMPORAL:
			return "temporal";
		case EK_FAMILY_JSON:
			return "json";
		case EK_FAMILY_UUID:
			return "identifier";
		case EK_FAMILY_ENUM:
			return "category";
		case EK_FAMILY_ARRAY:
			return "array";
		case EK_FAMILY_BYTEA:
			return "binary";
		case EK_FAMILY_RANGE:
			return "range";
		case EK_FAMILY_NETWORK:
			return "network";
		case EK_FAMILY_GEOMETRIC:
			return "geometric";
		case EK_FAMILY_COMPOSITE:
			return "composite";
		case EK_FAMILY_OTHER:
			return "other";
		case EK_FAMILY_INTEGER:
		case EK_FAMILY_NUMERIC:
			if (col->is_pk || col->is_unique || name_is_key_like(col->name))
				return "identifier";
			if (col->family == EK_FAMILY_INTEGER && few && repeats && name_has_token(col->name, "status"))
				return "category";
			return "measure";
		case EK_FAMILY_FLOAT:
			return "measure";
		case EK_FAMILY_TEXT:
		case EK_FAMILY_CHAR:
			if (col->patterns & EK_PATTERN_UUID)
				return "identifier";
			if (col->patterns & EK_PATTERN_EMAIL)
				return "email";
			if (col->patterns & EK_PATTERN_URL)
				return "url";
			if (col->patterns & EK_PATTERN_PHONE)
				return "phone";
			if (col->patterns & EK_PATTERN_DATE)
				return "temporal";
			if (col->patterns & EK_PATTERN_JSON)
				return "json";
			if (col->is_pk || col->is_unique)
				return "identifier";
			if (few && repeats)
				return "category";
			if (measured_unique && col->max_length <= 64 && name_is_key_like(col->name))
				return "identifier";
			if (col->patterns & EK_PATTERN_INTEGER)
				return name_is_key_like(col->name) ? "identifier" : "measure";
			return "text";
	}
	return "other";
}

/* Sets col->semantic_type and col->role; called once the column's profile is complete. */
void
ek_classify_column(EkTable *t, EkColumn *col)
{
	col->semantic_type = semantic_type(col);
	if (col->is_pk)
		col->role = "primary_key";
	else if (column_is_declared_fk(t, col))
		col->role = "foreign_key";
	else if (strcmp(col->semantic_type, "measure") == 0)
		col->role = "measure";
	else if (strcmp(col->semantic_type, "category") == 0 || strcmp(col->semantic_type, "boolean") == 0 ||
			 strcmp(col->semantic_type, "temporal") == 0)
		col->role = "dimension";
	else
		col->role = "attribute";
}
