/*
 * discovery_names.c: what column and table names say about a candidate relationship.
 *
 * Names are evidence, never proof: discovery.c only consults them for candidates the data
 * already supports. Their job is to rank targets that the values alone cannot tell apart
 * (small dense integers are contained in every serial key) and to name the role a reference
 * plays (host_id -> users.user_id plays "host"). The rules are generic English conventions
 * of schema naming (snake_case and camelCase tokens, plural table names, short column
 * prefixes like l_ / ps_, id / key suffixes); they name no table of any particular database.
 */
#include "discovery.h"

#include <ctype.h>

#include "lib/stringinfo.h"

#define EK_MAX_TOKENS 16
#define EK_TOKEN_LEN 64

typedef struct Tokens
{
	int			n;
	char		t[EK_MAX_TOKENS][EK_TOKEN_LEN];
} Tokens;

/* Tokens that say "this is a reference" without saying to what. */
static const char *const generic_tokens[] = {"id", "key", "ref", "fk", "pk", "code", "uuid", "guid", "sk"};

/*
 * Tokens of quantities and states: a column named like a measure holds numbers by meaning,
 * not references, whatever key range they happen to fall into.
 */
static const char *const measure_tokens[] = {
	"count", "qty", "quantity", "amount", "total", "num", "number", "sum", "avg", "rating", "score",
	"price", "cost", "size", "length", "level", "rank", "status", "flag", "year", "age",
	"duration", "seats", "stock", "units", "weight", "height", "width", "balance", "percent",
	"pct", "ratio", "rate", "days", "hours", "minutes", "seconds", "position", "priority",
	"version", "sequence", "seq", "linenumber", "index", "idx", "max", "min", "limit",
	"capacity", "votes", "likes", "views", "stars", "discount", "tax", "fee", "salary", "reorder"
};

/* Nouns of roles that people play; a column named so references a table of people. */
static const char *const role_tokens[] = {
	"rep", "representative", "agent", "manager", "supervisor", "boss", "owner", "creator",
	"author", "host", "visitor", "guest", "buyer", "seller", "assignee", "reporter", "reviewer",
	"approver", "sender", "recipient", "receiver", "sponsor", "referrer", "leader", "lead",
	"mentor", "coach", "driver", "operator", "editor", "modifier", "updater", "requester",
	"handler", "salesperson", "cashier", "clerk", "reports", "parent", "created", "updated",
	"modified", "approved", "assigned", "signed", "follower", "followed", "friend", "member",
	"advisor", "teacher", "instructor", "doctor", "physician", "nurse", "patient", "contact"
};

/* Column-name tokens that mark a table of people (or accounts acting as people). */
/*
 * Role nouns that make a reference to the column's own table a hierarchy (a manager is an
 * employee), whose values may cluster low in the key range. An author of a comment is not a
 * comment: other roles point at a table of people.
 */
static const char *const hierarchy_tokens[] = {
	"parent", "manager", "supervisor", "boss", "reports", "lead", "leader", "mentor", "referrer",
	"referred", "sponsor", "head", "superior", "predecessor", "successor", "previous", "next",
	"original", "replaced", "merged", "master"
};

/* Table names that are people, whatever their columns say. */
static const char *const person_table_tokens[] = {
	"user", "person", "people", "member", "employee", "customer", "client", "staff", "student",
	"patient", "contact", "author", "player", "participant", "subscriber", "worker", "agent"
};

static const char *const person_tokens[] = {
	"first", "last", "firstname", "lastname", "surname", "email", "birth", "birthdate", "hire",
	"username", "login", "password", "fullname", "dob", "gender"
};

static bool
in_list(const char *tok, const char *const *list, int n)
{
	int			i;

	for (i = 0; i < n; i++)
		if (strcmp(tok, list[i]) == 0)
			return true;
	return false;
}

static bool
is_generic(const char *tok)
{
	return in_list(tok, generic_tokens, lengthof(generic_tokens));
}

/*
 * Splits a name into lower-case tokens at non-alphanumerics and camelCase humps
 * (customerId -> customer, id). Short all-letter prefixes such as "l_" or "ps_" that only
 * repeat the table's initials are dropped when more tokens follow.
 */
static void
tokenize(const char *name, Tokens *out)
{
	const char *p = name;

	out->n = 0;
	while (*p && out->n < EK_MAX_TOKENS)
	{
		int			len = 0;
		char	   *dst = out->t[out->n];

		while (*p && !isalnum((unsigned char) *p))
			p++;
		if (!*p)
			break;
		dst[len++] = tolower((unsigned char) *p++);
		while (*p && isalnum((unsigned char) *p) && len < EK_TOKEN_LEN - 1)
		{
			if (isupper((unsigned char) *p) && islower((unsigned char) p[-1]))
				break;
			dst[len++] = tolower((unsigned char) *p++);
		}
		while (*p && isalnum((unsigned char) *p) && !(isupper((unsigned char) *p) && islower((unsigned char) p[-1])))
			p++;				/* overlong token: truncated */
		dst[len] = '\0';
		out->n++;
	}
}

/* Drops a first token of one or two letters (l_partkey, ps_suppkey) when others follow. */
static void
drop_short_prefix(Tokens *tk)
{
	if (tk->n >= 2 && strlen(tk->t[0]) <= 2 && !is_generic(tk->t[0]))
	{
		memmove(tk->t[0], tk->t[1], sizeof(tk->t[0]) * (tk->n - 1));
		tk->n--;
	}
}

/* English singular of a table-name token: categories -> category, addresses -> address. */
static void
singularize(char *tok)
{
	int			len = strlen(tok);

	if (len > 4 && strcmp(tok + len - 3, "ies") == 0)
		strcpy(tok + len - 3, "y");
	else if (len > 4 && (strcmp(tok + len - 4, "sses") == 0 || strcmp(tok + len - 4, "shes") == 0 ||
						 strcmp(tok + len - 4, "ches") == 0 || strcmp(tok + len - 3, "xes") == 0))
		tok[len - 2] = '\0';
	else if (len > 3 && tok[len - 1] == 's' && tok[len - 2] != 's' && tok[len - 2] != 'u' &&
			 tok[len - 2] != 'i')
		tok[len - 1] = '\0';
}

/*
 * The "core" of a column name: its tokens without generic reference words, with id / key
 * suffixes glued to a word split off (customerid -> customer, custkey -> cust).
 */
static void
core_tokens(const char *name, Tokens *out, bool *had_generic)
{
	Tokens		all;
	int			i;

	tokenize(name, &all);
	drop_short_prefix(&all);
	out->n = 0;
	*had_generic = false;
	for (i = 0; i < all.n; i++)
	{
		char	   *tok = all.t[i];
		int			len = strlen(tok);

		if (is_generic(tok))
		{
			*had_generic = true;
			continue;
		}
		if (len > 4 && (strcmp(tok + len - 2, "id") == 0))
		{
			tok[len - 2] = '\0';
			*had_generic = true;
		}
		else if (len > 5 && strcmp(tok + len - 3, "key") == 0)
		{
			tok[len - 3] = '\0';
			*had_generic = true;
		}
		strlcpy(out->t[out->n++], tok, EK_TOKEN_LEN);
	}
}

/* Table-name tokens in singular form. */
static void
table_tokens(const char *name, Tokens *out)
{
	int			i;

	tokenize(name, out);
	for (i = 0; i < out->n; i++)
		singularize(out->t[i]);
}

static bool
tokens_equal(const Tokens *a, const Tokens *b)
{
	int			i;

	if (a->n != b->n || a->n == 0)
		return false;
	for (i = 0; i < a->n; i++)
		if (strcmp(a->t[i], b->t[i]) != 0)
			return false;
	return true;
}

/* Is needle a contiguous run of tokens in hay? Singular and plural forms compare alike. */
static bool
tokens_contain(const Tokens *hay, const Tokens *needle)
{
	int			i,
				j;

	if (needle->n == 0 || needle->n > hay->n)
		return false;
	for (i = 0; i + needle->n <= hay->n; i++)
	{
		for (j = 0; j < needle->n; j++)
		{
			char		a[EK_TOKEN_LEN];

			strlcpy(a, hay->t[i + j], EK_TOKEN_LEN);
			singularize(a);
			if (strcmp(a, needle->t[j]) != 0 && strcmp(hay->t[i + j], needle->t[j]) != 0)
				break;
		}
		if (j == needle->n)
			return true;
	}
	return false;
}

/* One token of at least 3 letters that begins the other (ship / shipper, cust / customer). */
static bool
tokens_prefix(const Tokens *a, const Tokens *b)
{
	int			i,
				j;

	for (i = 0; i < a->n; i++)
		for (j = 0; j < b->n; j++)
		{
			int			la = strlen(a->t[i]),
						lb = strlen(b->t[j]);
			int			m = Min(la, lb);

			if (m >= 3 && la != lb && strncmp(a->t[i], b->t[j], m) == 0)
				return true;
		}
	return false;
}

static bool
has_any(const Tokens *tk, const char *const *list, int n)
{
	int			i;

	for (i = 0; i < tk->n; i++)
		if (in_list(tk->t[i], list, n))
			return true;
	return false;
}

/* A table whose columns name a person's attributes (first_name, email, birth_date ...). */
static bool
table_is_person_like(EkTable *t)
{
	int			i,
				hits = 0;
	Tokens		name;

	table_tokens(t->table_name, &name);
	if (has_any(&name, person_table_tokens, lengthof(person_table_tokens)))
		return true;

	for (i = 0; i < t->ncolumns; i++)
	{
		Tokens		tk;

		tokenize(t->columns[i].name, &tk);
		if (has_any(&tk, person_tokens, lengthof(person_tokens)))
			hits++;
	}
	return hits >= 2;
}

/* True when the name carries a generic reference token (id, key, ref, ...). */
bool
ek_name_is_keylike(const char *name)
{
	Tokens		core;
	bool		generic;

	core_tokens(name, &core, &generic);
	return generic;
}

/*
 * How strongly the names say that src references ttab.tgt. See EK_NAME_* in discovery.h.
 * A source named like a measure (quantity, rating, num_seats) gets no name evidence short of
 * an exact match: for small integers, the absence of a name match is evidence too.
 */
EkNameEvidence
ek_name_evidence(EkTable *stab, EkColumn *src, EkTable *ttab, EkColumn *tgt, bool target_primary)
{
	EkNameEvidence ev = {EK_NAME_NONE, "none", false};
	Tokens		score,
				tcore,
				ttab_tk;
	bool		sgen,
				tgen;

	core_tokens(src->name, &score, &sgen);
	core_tokens(tgt->name, &tcore, &tgen);
	table_tokens(ttab->table_name, &ttab_tk);
	ev.hierarchical = has_any(&score, hierarchy_tokens, lengthof(hierarchy_tokens));

	/*
	 * exact: same column name (not a bare "id"), same core, or the core is the name of another
	 * table whose primary key the target is (a column named after its own table is that
	 * table's key, not a reference to itself)
	 */
	if ((pg_strcasecmp(src->name, tgt->name) == 0 && tcore.n > 0) ||
		(score.n > 0 && tokens_equal(&score, &tcore)) ||
		(score.n > 0 && target_primary && stab != ttab && tokens_contain(&score, &ttab_tk) &&
		 score.n == ttab_tk.n))
	{
		ev.score = EK_NAME_EXACT;
		ev.kind = "exact";
		return ev;
	}
	if (has_any(&score, measure_tokens, lengthof(measure_tokens)))
	{
		ev.kind = "measure";
		return ev;
	}
	if ((stab != ttab && tokens_contain(&score, &ttab_tk)) || (tcore.n > 0 && tokens_contain(&score, &tcore)))
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "contains";
		return ev;
	}
	if (tokens_prefix(&score, &ttab_tk) || tokens_prefix(&score, &tcore))
	{
		ev.score = EK_NAME_PREFIX;
		ev.kind = "prefix";
		return ev;
	}
	if (has_any(&score, role_tokens, lengthof(role_tokens)) && table_is_person_like(ttab))
	{
		ev.score = EK_NAME_ROLE;
		ev.kind = "role";
		return ev;
	}
	/* a self reference must at least be named like a reference (parent_id, reports_to) */
	if (stab == ttab && (sgen || ev.hierarchical))
	{
		ev.score = EK_NAME_SELF;
		ev.kind = "self";
		return ev;
	}
	if (sgen)
	{
		ev.score = EK_NAME_KEYLIKE;
		ev.kind = "keylike";
	}
	return ev;
}

/*
 * The role the source plays: its name without the generic tokens and without the words that
 * name the target (host_id -> users.user_id: "host"; manager_staff_id -> staff: "manager").
 * NULL when nothing is left (customer_id -> customers.customer_id plays no special role).
 */
char *
ek_source_role(EkColumn *src, EkTable *ttab, EkColumn *tgt)
{
	Tokens		score,
				tcore,
				ttab_tk;
	bool		g;
	StringInfoData buf;
	int			i,
				j;

	core_tokens(src->name, &score, &g);
	core_tokens(tgt->name, &tcore, &g);
	table_tokens(ttab->table_name, &ttab_tk);
	initStringInfo(&buf);
	for (i = 0; i < score.n; i++)
	{
		char		sing[EK_TOKEN_LEN];
		bool		names_target = false;

		strlcpy(sing, score.t[i], EK_TOKEN_LEN);
		singularize(sing);
		for (j = 0; j < ttab_tk.n && !names_target; j++)
			names_target = strcmp(sing, ttab_tk.t[j]) == 0 || strcmp(score.t[i], ttab_tk.t[j]) == 0;
		for (j = 0; j < tcore.n && !names_target; j++)
			names_target = strcmp(score.t[i], tcore.t[j]) == 0;
		if (names_target)
			continue;
		if (buf.len > 0)
			appendStringInfoChar(&buf, '_');
		appendStringInfoString(&buf, score.t[i]);
	}
	if (buf.len == 0)
	{
		pfree(buf.data);
		return NULL;
	}
	return buf.data;
}

/*
 * Does value name a table of the run, the way an ORM stores a class name in a polymorphic
 * type column ('Post' for posts, 'BlogPost' or 'Admin::BlogPost' for blog_posts)?
 */
bool
ek_value_names_table(List *tables, const char *value)
{
	Tokens		vt,
				tt;
	ListCell   *lc;
	const char *last = strrchr(value, ':');

	table_tokens(last ? last + 1 : value, &vt);
	if (vt.n == 0)
		return false;
	foreach(lc, tables)
	{
		table_tokens(((EkTable *) lfirst(lc))->table_name, &tt);
		if (tokens_equal(&vt, &tt))
			return true;
	}
	return false;
}

/*
 * Does c's name name another table of the run and not its own (supplier_id in products)?
 * Such a column is a reference that happens to be unique, not its table's key.
 */
bool
ek_name_names_other_table(List *tables, EkTable *t, EkColumn *c)
{
	Tokens		core,
				own,
				other;
	bool		generic;
	ListCell   *lc;

	core_tokens(c->name, &core, &generic);
	table_tokens(t->table_name, &own);
	if (core.n == 0 || tokens_equal(&core, &own) || tokens_contain(&own, &core))
		return false;
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		if (u == t)
			continue;
		table_tokens(u->table_name, &other);
		if (tokens_equal(&core, &other))
			return true;
	}
	return false;
}

/*
 * How key-like a measured-unique column is, to pick a table's key when none is declared.
 * Negative: not a key at all (free text, emails, phone numbers, fractions, columns with
 * NULLs). Higher is better: a name that names the table (film_id in film, or a bare id),
 * a generic key token, integer or uuid type, and an early position.
 */
int
ek_key_column_score(EkTable *t, EkColumn *c)
{
	Tokens		core,
				ttab_tk;
	bool		generic;
	int			score = 0;

	if (c->values == NULL || c->nonnull_profiled < 1 ||
		c->null_count > 0 || c->max_frequency != 1)
		return -1;
	if (c->nonnull_profiled >= 2 && c->distinct_count < c->nonnull_profiled)
		return -1;
	switch (c->family)
	{
		case EK_FAMILY_INTEGER:
		case EK_FAMILY_UUID:
			score += 2;
			break;
		case EK_FAMILY_NUMERIC:
			if (!c->all_whole_numbers)
				return -1;
			score += 1;
			break;
		case EK_FAMILY_TEXT:
		case EK_FAMILY_CHAR:
			if (c->patterns & (EK_PATTERN_EMAIL | EK_PATTERN_URL | EK_PATTERN_PHONE |
							   EK_PATTERN_DATE | EK_PATTERN_JSON))
				return -1;
			if (c->patterns & EK_PATTERN_UUID)
			{
				score += 2;
				break;
			}
			/* free text (names, addresses) is unique by accident, not by design */
			if (c->max_length > 40 || (!ek_name_is_keylike(c->name) && c->max_length > 16))
				return -1;
			break;
		default:
			return -1;
	}
	core_tokens(c->name, &core, &generic);
	table_tokens(t->table_name, &ttab_tk);
	if (core.n == 0 && generic)
		score += 8;				/* a bare id / key / code */
	else if (core.n > 0 && (tokens_equal(&core, &ttab_tk) || tokens_contain(&ttab_tk, &core) ||
							tokens_contain(&core, &ttab_tk)))
		score += generic ? 8 : 4;
	else if (generic)
		score += 3;
	else if (tokens_prefix(&core, &ttab_tk) && generic)
		score += 2;
	if (c->ordinal == 1)
		score += 2;
	/* a dense integer range 1..N is what sequences produce */
	if (c->has_int_range && c->int_max - c->int_min + 1 == c->distinct_count)
		score += 1;
	return score;
}
