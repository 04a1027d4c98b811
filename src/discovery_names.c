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
#include "nodes/value.h"

#define EK_MAX_TOKENS 16
#define EK_TOKEN_LEN 64

typedef struct Tokens
{
	int			n;
	char		t[EK_MAX_TOKENS][EK_TOKEN_LEN];
} Tokens;

/*
 * Tokens that say "this is a reference" without saying to what: English key words, and the
 * words for a code in schemas named in other languages (cod_orgao, codigo_municipio,
 * codice_fiscale, kod_produktu, kunde_kode, sigla_uf).
 */
static const char *const generic_tokens[] = {"id", "key", "ref", "fk", "pk", "code", "uuid", "guid", "sk",
"cod", "codigo", "codice", "kod", "kode", "sigla"};

/*
 * Words that say which kind of key a key word is (a warehouse's ProductAlternateKey, a
 * customer's business_key): part of the key word, not a noun the name is about.
 */
static const char *const key_qualifiers[] = {"alternate", "alt", "natural", "business", "surrogate"};

/* The generic tokens that name a code people read, not an identifier. */
static const char *const code_tokens[] = {"code", "cod", "codigo", "codice", "kod", "kode", "sigla"};

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
	"capacity", "votes", "likes", "views", "stars", "discount", "tax", "fee", "salary", "reorder",
	/* a nested set's bounds (Rails' awesome_nested_set, django-mptt) */
	"lft", "rgt", "rght", "tree"
};

/* Nouns of roles that people play; a column named so references a table of people. */
static const char *const role_tokens[] = {
	"rep", "representative", "agent", "manager", "supervisor", "boss", "owner", "creator",
	"author", "host", "visitor", "guest", "buyer", "seller", "assignee", "reporter", "reviewer",
	"approver", "sender", "recipient", "receiver", "sponsor", "referrer", "leader", "lead",
	"mentor", "coach", "driver", "operator", "editor", "modifier", "updater", "requester",
	"handler", "salesperson", "salesman", "cashier", "clerk", "reports", "parent", "created", "updated",
	"modified", "approved", "assigned", "signed", "follower", "followed", "friend", "member",
	"advisor", "teacher", "instructor", "doctor", "physician", "nurse", "patient", "contact",
	/* lending, renting, paying, applying, attending, auditing */
	"borrower", "lender", "renter", "lessee", "lessor", "payer", "payee", "holder", "applicant",
	"beneficiary", "guarantor", "claimant", "signer", "signatory", "witness", "inspector",
	"auditor", "examiner", "assessor", "tutor", "trainer", "trainee", "attendee", "organizer",
	"organiser", "presenter", "speaker", "moderator", "admin", "administrator", "submitter",
	"uploader", "commenter", "voter", "bidder", "purchaser", "technician", "dispatcher",
	"watcher", "watched", "setter", "requestee", "grantor", "grantee", "granter", "revoker",
	"passenger", "traveler", "traveller", "pilot", "actor", "performer", "consultant",
	"committer", "maintainer", "contributor", "inviter", "invitee", "salesrep", "poster",
	"publisher", "issuer",
	/* abbreviated, as older schemas write them (MGR, ACCT_MGR, SUPV_NO) */
	"mgr", "supv", "supvr"
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
	"original", "replaced", "merged", "master", "mgr", "supv", "supvr", "super", "template",
	/* Spanish and Portuguese schemas: id_familia_padre, id_jefe */
	"padre", "pai", "jefe", "chefe"
};

/* Words for a row's place in a structure of rows of its own table, not for a person. */
static const char *const structure_tokens[] = {
	"parent", "predecessor", "successor", "previous", "prev", "next", "original", "replaced",
	"merged", "super", "template"
};

/*
 * A row made from another row of its table (forked_from, inherited_from, copied_from): a
 * hierarchy word and a place in a structure both
 */
static const char *const copy_tokens[] = {
	"forked", "cloned", "copied", "derived", "inherited", "duplicated"
};

/*
 * Words behind a table's name for a table of links between its rows (feature_relationship,
 * cvtermpath, category_closure), and the words for the ends of such a link (subject_id,
 * object_id): each end is a row of the table the links are named after.
 */
static const char *const relation_tokens[] = {
	"relationship", "relation", "rel", "link", "edge", "path", "closure", "hierarchy", "tree",
	"graph"
};
static const char *const link_end_tokens[] = {
	"subject", "object", "source", "target", "from", "to", "child", "ancestor", "descendant",
	"related", "other", "left", "right"
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

static void joined_table(const char *table_name, char *out, int outlen);
static void table_tokens(const char *name, Tokens *out);

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
 * (customerId -> customer, id). Overlong tokens are truncated.
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

/* Drops the first token (a prefix the name carries), keeping the others in order. */
static void
drop_first_token(Tokens *tk)
{
	memmove(tk->t[0], tk->t[1], sizeof(tk->t[0]) * (tk->n - 1));
	tk->n--;
}

static bool is_table_name(const char *tok);

/*
 * Drops a first token of one or two letters (l_partkey, ps_suppkey) when others follow, unless
 * a table has that name (Chado's cv and db: cv_id is theirs).
 */
static void
drop_short_prefix(Tokens *tk)
{
	if (tk->n >= 2 && strlen(tk->t[0]) <= 2 && !is_generic(tk->t[0]) && !is_table_name(tk->t[0]))
		drop_first_token(tk);
}

/* English singular of a table-name token: categories -> category, addresses -> address. */
static void
singularize(char *tok)
{
	/*
	 * English nouns whose singular ends in -ie take -ies like category does (movies, cookies:
	 * not movy), and some are their own plural (series, species), as inflectors list them
	 */
	static const char *const ie_nouns[] = {
		"movie", "cookie", "pie", "tie", "lie", "zombie", "rookie", "calorie", "brownie", "genie",
		"hippie", "selfie", "smoothie", "auntie", "goalie", "prairie", "sortie", "newbie",
		"freebie", "birdie"
	};
	static const char *const invariant[] = {"series", "species"};
	int			len = strlen(tok);

	if (in_list(tok, invariant, lengthof(invariant)))
		return;
	if (len > 4 && strcmp(tok + len - 3, "ies") == 0)
	{
		tok[len - 1] = '\0';
		if (!in_list(tok, ie_nouns, lengthof(ie_nouns)))
			strcpy(tok + len - 3, "y");
	}
	else if (len > 4 && (strcmp(tok + len - 4, "sses") == 0 || strcmp(tok + len - 4, "shes") == 0 ||
						 strcmp(tok + len - 4, "ches") == 0 || strcmp(tok + len - 3, "xes") == 0))
		tok[len - 2] = '\0';
	else if (len > 5 && strcmp(tok + len - 4, "uses") == 0 && strchr("aeiou", tok[len - 5]) == NULL)
		tok[len - 2] = '\0';	/* statuses, campuses (not houses, causes) */
	else if (len > 3 && tok[len - 1] == 's' && tok[len - 2] != 's' && tok[len - 2] != 'u' &&
			 tok[len - 2] != 'i')
		tok[len - 1] = '\0';
}

/* Every token in its English singular (singularize). */
static void
singular_tokens(Tokens *tk)
{
	for (int i = 0; i < tk->n; i++)
		singularize(tk->t[i]);
}

/* Is word, made singular, the table-name token tok (categories and category)? */
static bool
singular_is(const char *word, const char *tok)
{
	char		a[EK_TOKEN_LEN];

	strlcpy(a, word, EK_TOKEN_LEN);
	singularize(a);
	return strcmp(a, tok) == 0;
}

/* Is the word its own singular (course, not courses)? */
static bool
singular_word(const char *tok)
{
	return singular_is(tok, tok);
}

/* Appends the tokens, each singular, with nothing between them (order_lines -> orderline). */
static void
append_singular(const Tokens *tk, char *out, size_t outlen)
{
	for (int i = 0; i < tk->n; i++)
	{
		char		a[EK_TOKEN_LEN];

		strlcpy(a, tk->t[i], EK_TOKEN_LEN);
		singularize(a);
		strlcat(out, a, outlen);
	}
}

/*
 * Words that make the noun before them an identifier (emp_no, order_number, acct_nbr), where
 * they end a name; in front (num_items, number_of_seats) they count.
 */
static bool
is_number_word(const char *tok)
{
	return strcmp(tok, "no") == 0 || strcmp(tok, "nr") == 0 || strcmp(tok, "nbr") == 0 ||
		strcmp(tok, "num") == 0 || strcmp(tok, "number") == 0;
}

/* Length of a number word (no, num) glued at the end of tok, 0 if none. */
static int
glued_number_length(const char *tok)
{
	int			len = strlen(tok);

	if (len >= 3 && strcmp(tok + len - 2, "no") == 0)
		return 2;
	if (len >= 4 && strcmp(tok + len - 3, "num") == 0)
		return 3;
	return 0;
}

/*
 * A letter glued to id, the letter the initial of the table it is named in (pid in
 * patient_data, nid in node, uid in users): a key abbreviated to one letter, as Unix, Drupal
 * and OpenEMR name keys. The English words of that shape (bid, kid, lid, mid) are no keys.
 */
static bool
letter_key_of(const char *name, const Tokens *noun)
{
	static const char *const words[] = {"aid", "bid", "did", "hid", "kid", "lid", "mid", "rid"};
	char		low[4];

	if (strlen(name) != 3 || noun->n == 0)
		return false;
	for (int i = 0; i < 3; i++)
		low[i] = pg_tolower((unsigned char) name[i]);
	low[3] = '\0';
	return strcmp(low + 1, "id") == 0 && low[0] == noun->t[0][0] && !in_list(low, words, lengthof(words));
}

/*
 * The "core" of a column name: its tokens without generic reference words, with id / key
 * suffixes glued to a word split off (customerid -> customer, custkey -> cust). With numbers,
 * a number word ending the name is a key word too (dnumber -> d, emp_no -> emp); true when
 * one was.
 */
static bool
core_tokens_n(const char *name, Tokens *out, bool *had_generic, bool numbers)
{
	Tokens		all;
	int			i;
	bool		number = false;

	tokenize(name, &all);
	drop_short_prefix(&all);
	out->n = 0;
	*had_generic = false;
	for (i = 0; i < all.n; i++)
	{
		char	   *tok = all.t[i];
		int			len = strlen(tok);

		if (is_generic(tok) ||
			(i + 1 < all.n && is_generic(all.t[i + 1]) &&
			 in_list(tok, key_qualifiers, lengthof(key_qualifiers))))
		{
			*had_generic = true;
			continue;
		}
		if (numbers && i == all.n - 1 && out->n > 0 && is_number_word(tok))
		{
			*had_generic = number = true;
			continue;
		}
		if (numbers && i == all.n - 1 && len > 6 && strcmp(tok + len - 6, "number") == 0 &&
			!in_list(tok, measure_tokens, lengthof(measure_tokens)))
		{
			/* dnumber, customernumber: a number glued to its noun (a line number is a position) */
			tok[len - 6] = '\0';
			*had_generic = number = true;
		}
		else if (numbers && i == all.n - 1 && len <= 7 && glued_number_length(tok) > 0 &&
				 len - glued_number_length(tok) <= 4)
		{
			/* dno, dnum, empno, deptno: an abbreviated noun with its number, as older schemas write */
			tok[len - glued_number_length(tok)] = '\0';
			*had_generic = number = true;
		}
		else if (len > 4 && (strcmp(tok + len - 2, "id") == 0))
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
	return number;
}

/* core_tokens_n without number words: a trailing number is a count or a position as often */
static void
core_tokens(const char *name, Tokens *out, bool *had_generic)
{
	(void) core_tokens_n(name, out, had_generic, false);
}

/*
 * The analysis's tables' names, their tokens singular and joined (poll_option for
 * phpbb_poll_options), sorted: a column whose noun is a table's whole name names that table,
 * not another that merely ends with its last word. Set with the affixes.
 */
static char **table_names_joined;
static int	ntable_names_joined;

static int
cmp_joined(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

/* Is tok, as it is, the whole name of a table of the analysis? */
static bool
is_table_name(const char *tok)
{
	const char *key = tok;

	return ntable_names_joined > 0 &&
		bsearch(&key, table_names_joined, ntable_names_joined, sizeof(char *), cmp_joined) != NULL;
}

/* The core's tokens, singular, joined (poll_options -> polloption), as joined_table writes a table's. */
static void
joined_core(const Tokens *core, char *out, size_t outlen)
{
	out[0] = '\0';
	append_singular(core, out, outlen);
}

/* Is the joined, singular core the whole name of a table of the analysis other than t? */
static bool
names_whole_table(const Tokens *core, EkTable *t)
{
	char		j[EK_MAX_TOKENS * EK_TOKEN_LEN],
				own[NAMEDATALEN * 2];

	joined_core(core, j, sizeof(j));
	joined_table(t->table_name, own, sizeof(own));
	return j[0] != '\0' && strcmp(j, own) != 0 && is_table_name(j);
}

/*
 * A word of four letters or more that every table of the analysis carries in front of its name
 * (phpbb_, vtiger_, matomo_) or behind it (MantisBT's mantis_bug_table): the application's
 * mark, no part of any table's noun. Set from the analysis's tables before anything reads their
 * names; "" when the tables share none.
 */
static char schema_prefix[EK_TOKEN_LEN];
static char schema_suffix[EK_TOKEN_LEN];

/*
 * Does the schema name its references by the field alone, with no key word (Tryton's party,
 * product, company, currency, sale: integer columns named as tables)? Then such a name reads as
 * one with a key word (source_words). Set with the affixes, from the columns of the analysis's
 * tables: at least EK_BARE_NOUN_TABLES integer columns named as different tables.
 */
#define EK_BARE_NOUN_TABLES 5
static bool bare_noun_references;

/* The last word of each table's name (singular) and its table, sorted by word; set with the affixes. */
typedef struct TableLastWord
{
	char		word[EK_TOKEN_LEN];
	Oid			relid;
} TableLastWord;
static TableLastWord *table_last_words;
static int	ntable_last_words;

static int
cmp_last_word(const void *a, const void *b)
{
	return strcmp(((const TableLastWord *) a)->word, ((const TableLastWord *) b)->word);
}

/*
 * Is t a warehouse's aggregate of another table, named "agg" (or "aggregate") in front of that
 * table's whole name (Mondrian's agg_c_10_sales_fact_1997, agg_l_05_sales_fact_1997)? Its rows
 * are sums of that table's, grouped by some of its columns: like a materialized view, it holds
 * no key anything references, though its own columns reference the dimensions.
 */
static bool
aggregate_of_other_table(List *tables, EkTable *t)
{
	static const char *const words[] = {"agg", "aggregate"};
	Tokens		tk;
	ListCell   *lc;
	int			len = strlen(t->table_name);

	tokenize(t->table_name, &tk);
	if (tk.n < 2 || !in_list(tk.t[0], words, lengthof(words)))
		return false;
	foreach(lc, tables)
	{
		EkTable    *o = lfirst(lc);
		int			olen = strlen(o->table_name);

		if (o != t && olen + 1 < len && t->table_name[len - olen - 1] == '_' &&
			pg_strcasecmp(t->table_name + len - olen, o->table_name) == 0)
			return true;
	}
	return false;
}

void
ek_names_set_affixes(List *tables)
{
	ListCell   *lc;
	bool		first = true,
				prefix = list_length(tables) >= 3,
				suffix = prefix;

	schema_prefix[0] = schema_suffix[0] = '\0';
	foreach(lc, tables)
	{
		Tokens		tk;

		if (!prefix && !suffix)
			break;
		tokenize(((EkTable *) lfirst(lc))->table_name, &tk);
		if (tk.n < 2)
		{
			prefix = suffix = false;
			break;
		}
		if (first)
		{
			strlcpy(schema_prefix, tk.t[0], EK_TOKEN_LEN);
			strlcpy(schema_suffix, tk.t[tk.n - 1], EK_TOKEN_LEN);
			first = false;
		}
		prefix &= strcmp(tk.t[0], schema_prefix) == 0;
		suffix &= strcmp(tk.t[tk.n - 1], schema_suffix) == 0;
	}
	/* a prefix of up to three letters (wp_, mdl_, tab) is read as one by table_noun already */
	if (!prefix || strlen(schema_prefix) <= 3)
		schema_prefix[0] = '\0';
	if (!suffix || strlen(schema_suffix) <= 3)
		schema_suffix[0] = '\0';

	for (int i = 0; i < ntable_names_joined; i++)
		pfree(table_names_joined[i]);
	if (table_names_joined != NULL)
		pfree(table_names_joined);
	ntable_names_joined = 0;
	table_names_joined = MemoryContextAlloc(TopMemoryContext, sizeof(char *) * Max(list_length(tables), 1));
	if (table_last_words != NULL)
		pfree(table_last_words);
	ntable_last_words = 0;
	table_last_words = MemoryContextAlloc(TopMemoryContext, sizeof(TableLastWord) * Max(list_length(tables), 1));
	foreach(lc, tables)
	{
		EkTable    *t = lfirst(lc);
		Tokens		tk;
		char		j[NAMEDATALEN * 2];

		joined_table(t->table_name, j, sizeof(j));
		table_names_joined[ntable_names_joined++] = MemoryContextStrdup(TopMemoryContext, j);
		t->aggregate = aggregate_of_other_table(tables, t);
		table_tokens(t->table_name, &tk);
		if (tk.n > 0)
		{
			strlcpy(table_last_words[ntable_last_words].word, tk.t[tk.n - 1], EK_TOKEN_LEN);
			table_last_words[ntable_last_words++].relid = t->relid;
		}
	}
	qsort(table_names_joined, ntable_names_joined, sizeof(char *), cmp_joined);
	qsort(table_last_words, ntable_last_words, sizeof(TableLastWord), cmp_last_word);

	bare_noun_references = false;
	{
		List	   *named = NIL;

		foreach(lc, tables)
		{
			EkTable    *t = lfirst(lc);

			for (int i = 0; i < t->ncolumns && list_length(named) < EK_BARE_NOUN_TABLES; i++)
			{
				Tokens		core;
				bool		generic;
				char		j[NAMEDATALEN * 2];

				if (t->columns[i].family != EK_FAMILY_INTEGER)
					continue;
				core_tokens(t->columns[i].name, &core, &generic);
				if (generic || core.n == 0)
					continue;
				joined_core(&core, j, sizeof(j));
				if (is_table_name(j) && !list_member(named, makeString(j)))
					named = lappend(named, makeString(pstrdup(j)));
			}
		}
		bare_noun_references = list_length(named) >= EK_BARE_NOUN_TABLES;
		list_free_deep(named);
	}
}

/*
 * Are the tokens one word twice (party_party), the module's perhaps plural (Django's app_model
 * names: tasks_task, userstories_userstory)?
 */
static bool
doubled_word(const Tokens *tk)
{
	return tk->n == 2 && (strcmp(tk->t[0], tk->t[1]) == 0 || singular_is(tk->t[0], tk->t[1]));
}

/* Table-name tokens in singular form; true when the schema's prefix was dropped. */
static bool
table_tokens_affixed(const char *name, Tokens *out)
{
	/* a warehouse's role words in front of its tables' names (DimProduct, fact_sales) */
	static const char *const roles[] = {"dim", "fact"};
	bool		dropped = false;

	tokenize(name, out);
	if (out->n >= 2 && in_list(out->t[0], roles, lengthof(roles)))
		drop_first_token(out);
	/* a module's main model named by its module too (Tryton's party_party, sale_sale) */
	if (doubled_word(out))
		out->n = 1;
	if (out->n >= 2 && schema_prefix[0] != '\0' && strcmp(out->t[0], schema_prefix) == 0)
	{
		drop_first_token(out);
		dropped = true;
	}
	if (out->n >= 2 && schema_suffix[0] != '\0' && strcmp(out->t[out->n - 1], schema_suffix) == 0)
		out->n--;
	singular_tokens(out);
	return dropped;
}

static void
table_tokens(const char *name, Tokens *out)
{
	(void) table_tokens_affixed(name, out);
}

/*
 * A table's noun: its name's tokens without a short prefix every table of the schema may carry
 * (Frappe's tab in "tabCost Center", ps_, mdl_): cost center.
 */
static void
table_noun(const char *name, Tokens *out)
{
	if (!table_tokens_affixed(name, out) && out->n >= 2 && strlen(out->t[0]) <= 3)
		drop_first_token(out);
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

/* Does hay end with needle, as tokens_contain compares them? */
static bool
contains_at_end(const Tokens *hay, const Tokens *needle)
{
	Tokens		tail;

	if (needle->n == 0 || needle->n > hay->n)
		return false;
	tail.n = needle->n;
	memcpy(tail.t, hay->t[hay->n - needle->n], sizeof(tail.t[0]) * needle->n);
	return tokens_contain(&tail, needle);
}

/*
 * One token of at least 3 letters that begins the other (ship / shipper, cust / customer). A
 * word for a kind (type, class) is an attribute of its own row, whatever word it begins (typent).
 */
static bool
tokens_prefix(const Tokens *a, const Tokens *b)
{
	static const char *const kinds[] = {"type", "kind", "class", "state"};
	int			i,
				j;

	for (i = 0; i < a->n; i++)
		for (j = 0; j < b->n; j++)
		{
			int			la = strlen(a->t[i]),
						lb = strlen(b->t[j]);
			int			m = Min(la, lb);

			if (in_list(a->t[i], kinds, lengthof(kinds)))
				continue;

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

/*
 * has_any for names whose words run together (reportsto, parentregion): a token also counts
 * when it starts with a listed word of six letters or more (shorter ones, such as lead or
 * head, start too many unrelated words).
 */
static bool
has_any_glued(const Tokens *tk, const char *const *list, int n)
{
	int			i,
				j;

	if (has_any(tk, list, n))
		return true;
	for (i = 0; i < tk->n; i++)
		for (j = 0; j < n; j++)
		{
			size_t		len = strlen(list[j]);

			/* super, short for supervisor, starts few words that are not a hierarchy */
			if ((len >= 6 || strcmp(list[j], "super") == 0) && strlen(tk->t[i]) > len &&
				strncmp(tk->t[i], list[j], len) == 0)
				return true;
		}
	return false;
}

/*
 * Does a word of the name name a role people play (role_tokens), alone or glued as English
 * glues it: behind a qualifier (initialowner, qacontact) or before a short preposition
 * (reportsto, assignedto, createdby)? A role glued in front of another noun only qualifies
 * that noun: membercontrol is a kind of control, not a member.
 */
static bool
names_role(const Tokens *tk)
{
	if (has_any(tk, role_tokens, lengthof(role_tokens)))
		return true;
	for (int i = 0; i < tk->n; i++)
		for (int j = 0; j < (int) lengthof(role_tokens); j++)
		{
			size_t		len = strlen(role_tokens[j]),
						tlen = strlen(tk->t[i]);

			if (tlen <= len)
				continue;
			/* actor ends too many other words (factor, tractor) */
			if (len >= 5 && strcmp(role_tokens[j], "actor") != 0 &&
				strcmp(tk->t[i] + tlen - len, role_tokens[j]) == 0)
				return true;
			if (len >= 6 && tlen - len <= 3 && strncmp(tk->t[i], role_tokens[j], len) == 0)
				return true;
		}
	return false;
}

/*
 * Does the name say a person acts (author, manager, created_by), not merely a place in a
 * structure of rows (parent, predecessor, template)? A translation's parent is an email, a
 * notification's item_parent a topic or a post: no user, however people-like their tables.
 */
static bool
names_person(const Tokens *tk, bool actor)
{
	Tokens		people;

	if (actor)
		return true;
	people.n = 0;
	for (int i = 0; i < tk->n; i++)
		if (!in_list(tk->t[i], structure_tokens, lengthof(structure_tokens)))
			strlcpy(people.t[people.n++], tk->t[i], EK_TOKEN_LEN);
	return names_role(&people);
}

/*
 * Prefixed column names, as TPC-C and TPC-H write them: every column of a table carries the
 * table's abbreviation (w_id and w_name in warehouse, ol_o_id and ol_number in order_line,
 * ps_partkey in partsupp), and a reference is named by the abbreviation of the table it points
 * at behind its own (c_w_id in customer names warehouse's w_id; h_c_id in history names
 * customer's c_id). The abbreviation is a first token of one to three letters that at least
 * half of the table's columns, and at least two, begin with, whose letters appear in order in
 * the table's name from its first letter (ol in order_line, no in new_order, ps in partsupp);
 * "" when the columns carry none. A short first token unlike the table's initial (advisor.s_id)
 * is a role, not an abbreviation. Read once per table.
 */
static bool
letters_in_order(const char *abbrev, const char *name)
{
	const char *a = abbrev;

	if (pg_tolower((unsigned char) *name) != *a)
		return false;
	for (; *name && *a; name++)
		if (pg_tolower((unsigned char) *name) == *a)
			a++;
	return *a == '\0';
}

static const char *
table_abbrev(EkTable *t)
{
	char		first[EK_TOKEN_LEN];
	int			i,
				j,
				best = 0;

	if (t->abbrev_known)
		return t->abbrev;
	t->abbrev_known = true;
	t->abbrev[0] = '\0';
	for (i = 0; i < t->ncolumns; i++)
	{
		Tokens		tk;
		int			n = 0;

		tokenize(t->columns[i].name, &tk);
		if (tk.n < 2 || strlen(tk.t[0]) > 3 || is_generic(tk.t[0]) ||
			!letters_in_order(tk.t[0], t->table_name))
			continue;
		strlcpy(first, tk.t[0], sizeof(first));
		for (j = 0; j < t->ncolumns; j++)
		{
			Tokens		other;

			tokenize(t->columns[j].name, &other);
			n += other.n >= 2 && strcmp(other.t[0], first) == 0;
		}
		if (n > best)
		{
			best = n;
			strlcpy(t->abbrev, first, sizeof(t->abbrev));
		}
	}
	if (best < 2 || 2 * best < t->ncolumns)
		t->abbrev[0] = '\0';
	return t->abbrev;
}

/* The tokens of a column of t, without t's abbreviation in front (c_w_id in customer: w, id). */
static void
strip_abbrev(EkTable *t, const char *name, Tokens *out)
{
	const char *abbrev = table_abbrev(t);

	tokenize(name, out);
	if (*abbrev && out->n >= 2 && strcmp(out->t[0], abbrev) == 0)
		drop_first_token(out);
}

/* Do the tokens hold a key word, alone or glued to the end of a word (w_id, partkey)? */
static bool
tokens_name_key(const Tokens *tk)
{
	int			i;

	for (i = 0; i < tk->n; i++)
	{
		int			len = strlen(tk->t[i]);

		if (is_generic(tk->t[i]) || (len > 4 && strcmp(tk->t[i] + len - 2, "id") == 0) ||
			(len > 5 && strcmp(tk->t[i] + len - 3, "key") == 0))
			return true;
	}
	return false;
}

/* Do the tokens of a end with all of b's, with `more` tokens of a's in front (0: equal)? */
static bool
tokens_end_with(const Tokens *a, const Tokens *b, int more)
{
	int			i;

	if (b->n == 0 || a->n != b->n + more)
		return false;
	for (i = 0; i < b->n; i++)
		if (strcmp(a->t[more + i], b->t[i]) != 0)
			return false;
	return true;
}

/*
 * Do two column names differ only in their tables' abbreviations (hd_demo_sk in
 * household_demographics, cd_demo_sk in customer_demographics)? Such keys are numbered alike;
 * neither names the other.
 */
bool
ek_names_differ_by_prefix(EkTable *st, EkColumn *s, EkTable *tt, EkColumn *t)
{
	Tokens		a,
				b;
	int			na,
				nb;

	if (st == tt || *table_abbrev(st) == '\0' || *table_abbrev(tt) == '\0' ||
		strcmp(table_abbrev(st), table_abbrev(tt)) == 0)
		return false;
	tokenize(s->name, &a);
	tokenize(t->name, &b);
	na = a.n;
	nb = b.n;
	strip_abbrev(st, s->name, &a);
	strip_abbrev(tt, t->name, &b);
	return a.n < na && b.n < nb && tokens_end_with(&a, &b, 0);
}

/*
 * Does source word list s end with bare (the target's name without its abbreviation, `more`
 * words of s in front) but for its first word, which s writes glued behind the target's
 * abbreviation or its first letters? TPC-DS names references so: ss_hdemo_sk and
 * c_current_hdemo_sk name household_demographics.hd_demo_sk, ss_cdemo_sk
 * customer_demographics.cd_demo_sk.
 */
static bool
glued_abbrev(const Tokens *s, const Tokens *bare, int more, const char *ta)
{
	const char *w;
	size_t		lw,
				lb,
				p;
	int			i;

	if (*ta == '\0' || more < 0 || bare->n == 0 || s->n != bare->n + more)
		return false;
	for (i = 1; i < bare->n; i++)
		if (strcmp(s->t[more + i], bare->t[i]) != 0)
			return false;
	w = s->t[more];
	lw = strlen(w);
	lb = strlen(bare->t[0]);
	if (lw <= lb || strcmp(w + lw - lb, bare->t[0]) != 0)
		return false;
	p = lw - lb;
	return p <= strlen(ta) && strncmp(w, ta, p) == 0;
}

/*
 * Name evidence between prefixed names (see table_abbrev): the source without its own table's
 * abbreviation is the target's whole name, which carries the target table's abbreviation
 * (c_w_id -> warehouse.w_id, h_c_w_id -> customer.c_w_id): EK_NAME_ABBREV; the two names are
 * the same without each one's abbreviation (c_w_id -> district.d_w_id): EK_NAME_EXACT; either
 * with a role in front (ol_supply_w_id -> warehouse.w_id, -> stock.s_w_id), or glued behind the
 * target's abbreviation (glued_abbrev): EK_NAME_ROLE_KEY. 0 when neither table carries an abbreviation or the names say none of this.
 * The target's name must name a key, by a key word, or by being its table's main key
 * (target_primary: TPC-E's security.s_symb, a ticker, is what t_s_symb names).
 */
static double
abbrev_evidence(EkTable *stab, EkColumn *src, EkTable *ttab, EkColumn *tgt, bool target_primary,
				const char **kind)
{
	const char *ta = table_abbrev(ttab);
	Tokens		s,
				full,
				bare;
	int			more,
				i;

	if (stab == ttab || (*ta == '\0' && *table_abbrev(stab) == '\0'))
		return 0;
	strip_abbrev(stab, src->name, &s);
	tokenize(tgt->name, &full);
	strip_abbrev(ttab, tgt->name, &bare);
	if (!tokens_name_key(&full) && !target_primary)
		return 0;
	more = s.n - full.n;
	if (*ta && bare.n < full.n && more >= 0 && tokens_end_with(&s, &full, more))
	{
		*kind = more == 0 ? "abbrev" : "role_key";
		return more == 0 ? EK_NAME_ABBREV : EK_NAME_ROLE_KEY;
	}
	/* the target's name without its abbreviation must say more than a bare key word */
	for (i = 0; i < bare.n && is_generic(bare.t[i]); i++)
		;
	more = s.n - bare.n;
	if (i == bare.n || more < 0 || !tokens_name_key(&bare))
		return 0;
	if (tokens_end_with(&s, &bare, more))
	{
		*kind = more == 0 ? "exact" : "role_key";
		return more == 0 ? EK_NAME_EXACT : EK_NAME_ROLE_KEY;
	}
	if (glued_abbrev(&s, &bare, more, ta))
	{
		*kind = "role_key";
		return EK_NAME_ROLE_KEY;
	}
	return 0;
}

/*
 * The table whose own key c names through that table's abbreviation (o_c_id in oorder and
 * h_c_id in history both name customer's c_id, its abbreviation and a key word), other than t
 * and other; NULL when none or several tables carry that abbreviation.
 */
EkTable *
ek_name_prefixed_owner(List *tables, EkTable *t, EkColumn *c, EkTable *other)
{
	Tokens		s;
	EkTable    *owner = NULL;
	ListCell   *lc;
	int			i;

	strip_abbrev(t, c->name, &s);
	if (s.n < 2)
		return NULL;
	for (i = 1; i < s.n; i++)
		if (!is_generic(s.t[i]))
			return NULL;
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		if (u == t || u == other || u->skipped || strcmp(table_abbrev(u), s.t[0]) != 0)
			continue;
		if (owner != NULL)
			return NULL;
		owner = u;
	}
	return owner;
}

/*
 * Does src name key column kcol by its last words, the words it leaves out being another
 * column of the same key (version for stream_version beside stream_id; line for invoice_line
 * beside invoice_id)? A tuple that carries the entity in its other column need not repeat it.
 */
bool
ek_name_key_tail(EkColumn *src, EkColumn *kcol, EkColumn *const *others, int nothers)
{
	Tokens		s,
				k,
				lead,
				o;
	bool		g;
	int			i,
				j;

	core_tokens(src->name, &s, &g);
	core_tokens(kcol->name, &k, &g);
	if (s.n == 0 || k.n <= s.n)
		return false;
	for (i = 0; i < s.n; i++)
		if (strcmp(s.t[i], k.t[k.n - s.n + i]) != 0)
			return false;
	lead.n = k.n - s.n;
	for (i = 0; i < lead.n; i++)
	{
		/* words, not a table's abbreviation (h_c_d_id in history: c is customer's) */
		if (strlen(k.t[i]) < 3)
			return false;
		strlcpy(lead.t[i], k.t[i], EK_TOKEN_LEN);
	}
	for (j = 0; j < nothers; j++)
	{
		core_tokens(others[j]->name, &o, &g);
		if (g && tokens_equal(&o, &lead))
			return true;
	}
	return false;
}

/* A table whose columns name a person's attributes (first_name, email, birth_date ...). */
bool
ek_table_is_person_like(EkTable *t)
{
	int			i,
				hits = 0;
	uint32		marks = 0;
	Tokens		name;

	table_tokens(t->table_name, &name);
	if (has_any(&name, person_table_tokens, lengthof(person_table_tokens)))
		return true;
	/* the table's noun abbreviated, as older schemas name tables (EMP, CUST) */
	if (name.n > 0 && strlen(name.t[name.n - 1]) >= 3)
	{
		const char *last = name.t[name.n - 1];

		for (i = 0; i < (int) lengthof(person_table_tokens); i++)
			if (strlen(person_table_tokens[i]) > strlen(last) &&
				strncmp(person_table_tokens[i], last, strlen(last)) == 0)
				return true;
	}

	/*
	 * two different marks of a person, each counted once (a build's last_built_date and
	 * last_built_time are one mark, and no name); first and last mark a person only beside
	 * name (first_name, last_name), not in last_login_date or first_seen
	 */
	StaticAssertStmt(lengthof(person_tokens) <= 32, "person marks fit a mask");
	for (i = 0; i < t->ncolumns; i++)
	{
		Tokens		tk;
		bool		named;

		tokenize(t->columns[i].name, &tk);
		named = has_any(&tk, (const char *const[]) {"name"}, 1);
		for (int m = 0; m < (int) lengthof(person_tokens); m++)
			if (!(marks & (1u << m)) && has_any(&tk, &person_tokens[m], 1) &&
				(named || (strcmp(person_tokens[m], "first") != 0 &&
						   strcmp(person_tokens[m], "last") != 0)))
			{
				marks |= 1u << m;
				hits++;
			}
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
 * A name as one lower-case string of its letters and digits (billing_party_id, billingPartyId
 * and billingpartyid all give "billingpartyid"), so that names glued together without any
 * separator compare with names that have them.
 */
static void
joined_name(const char *name, char *out, int outlen)
{
	int			n = 0;

	for (; *name && n < outlen - 1; name++)
		if (isalnum((unsigned char) *name))
			out[n++] = tolower((unsigned char) *name);
	out[n] = '\0';
}

/* The table's tokens, singular, joined: "order_lines" -> "orderline". */
static void
joined_table(const char *table_name, char *out, int outlen)
{
	Tokens		tk;
	int			i;

	table_tokens(table_name, &tk);
	out[0] = '\0';
	for (i = 0; i < tk.n; i++)
		strlcat(out, tk.t[i], outlen);
}

/* Does s end with suffix, leaving a prefix of at least min_prefix characters? */
static bool
ends_with(const char *s, const char *suffix, int min_prefix)
{
	int			ls = strlen(s),
				lx = strlen(suffix);

	return lx > 0 && ls - lx >= min_prefix && strcmp(s + ls - lx, suffix) == 0;
}

/*
 * Does a one-word table name end with the noun, singular, behind a glued prefix of two letters or
 * more? Only for a noun of five letters or more: a short one ends too many words (type, user).
 */
static bool
glued_behind(const char *table_word, const char *noun)
{
	char		t[EK_TOKEN_LEN],
				n[EK_TOKEN_LEN];

	strlcpy(t, table_word, sizeof(t));
	strlcpy(n, noun, sizeof(n));
	singularize(t);
	singularize(n);
	return strlen(n) >= 5 && ends_with(t, n, 2);
}

/* The index of the first word of list that s ends with, or -1. */
static int
ends_with_any(const char *s, const char *const *list, int n)
{
	for (int i = 0; i < n; i++)
		if (ends_with(s, list[i], 0))
			return i;
	return -1;
}

/*
 * Is the table a lookup of the kinds of a thing (packagetypes, item_categories, account_kinds),
 * and does the core end with that thing (unitpackage, outer_package)? A column so named holds
 * the kind of its package, with a role in front, however the lookup's key is named.
 */
static bool
names_classified_thing(const Tokens *core, EkTable *ttab, const Tokens *ttab_tk)
{
	static const char *const kinds[] = {"type", "kind", "category", "class"};
	char		tab[NAMEDATALEN * 2],
				name[NAMEDATALEN * 2];
	int			i,
				k;

	/* the table's last word first: most tables name no kind, and this runs for every pair */
	if (ttab_tk->n == 0 ||
		(k = ends_with_any(ttab_tk->t[ttab_tk->n - 1], kinds, lengthof(kinds))) < 0)
		return false;
	joined_table(ttab->table_name, tab, sizeof(tab));
	if (!ends_with(tab, kinds[k], 4))
		return false;
	tab[strlen(tab) - strlen(kinds[k])] = '\0';
	name[0] = '\0';
	for (i = 0; i < core->n; i++)
		strlcat(name, core->t[i], sizeof(name));
	return ends_with(name, tab, 0);
}

/*
 * How many characters of the source's joined name are a role in front of what names the
 * target: the target column's own name (basemoneycode -> moneycode: 4, "base"), or the
 * target table's singular name followed by a generic key word (local_language_id ->
 * languages: 5, "local"). 0: the name is exactly that; -1: it does not end so. The target
 * column must be more than a bare generic word (a role in front of "id" says nothing).
 */
static int
role_prefix_length(const char *src_name, EkTable *ttab, EkColumn *tgt)
{
	char		sj[NAMEDATALEN * 2],
				tj[NAMEDATALEN * 2],
				tab[NAMEDATALEN * 2],
				key[NAMEDATALEN * 3];
	Tokens		tcore;
	bool		tgen;
	int			i;

	joined_name(src_name, sj, sizeof(sj));
	joined_name(tgt->name, tj, sizeof(tj));
	core_tokens(tgt->name, &tcore, &tgen);
	if (tcore.n > 0 && strlen(tj) >= 4 && ends_with(sj, tj, 0))
		return strlen(sj) - strlen(tj);
	joined_table(ttab->table_name, tab, sizeof(tab));
	if (strlen(tab) < 3)
		return -1;
	for (i = 0; i < (int) lengthof(generic_tokens); i++)
	{
		snprintf(key, sizeof(key), "%s%s", tab, generic_tokens[i]);
		if (ends_with(sj, key, 0))
			return strlen(sj) - strlen(key);
	}
	return -1;
}

/*
 * Does the name begin with its key word (id_address_invoice, id_order_state, cod_cliente)?
 * Schemas so named put the noun right behind the key word and a role behind the noun
 * (PrestaShop's id_address_delivery, id_category_default), so a last word alone (invoice,
 * state) names no table: the noun is all the words together, or the first.
 */
static bool
key_word_first(const char *name)
{
	Tokens		all;

	tokenize(name, &all);
	return all.n >= 2 && is_generic(all.t[0]) && !is_generic(all.t[1]);
}

/* Is the source table's name with the column's noun glued behind it the target's name? */
static bool
glued_to_own_table(EkTable *stab, const Tokens *score, EkTable *ttab)
{
	char		glued[NAMEDATALEN * 4],
				target[NAMEDATALEN * 2];

	if (score->n == 0)
		return false;
	joined_table(stab->table_name, glued, sizeof(glued));
	append_singular(score, glued, sizeof(glued));
	joined_table(ttab->table_name, target, sizeof(target));
	return strcmp(glued, target) == 0;
}

static bool holds_noun(EkTable *t, EkColumn *except, const Tokens *score);

/*
 * Is the target's last word (ttab_tk has one) the source table's last word with the column's
 * noun glued behind it (own_glued, SourceWords), in tables of different modules (Django's app_model names:
 * tasks_task.status_id -> projects_taskstatus, issues_issue.type_id -> projects_issuetype, the
 * task's status)? Not when the target holds a column of the source's noun (own_word): then it
 * is the source's child or a link of it (usergroup with user_id), not a lookup of its field.
 */
static bool
glued_to_own_model(const char *own_glued, const char *own_word, EkTable *ttab, const Tokens *ttab_tk)
{
	Tokens		model;

	if (own_glued[0] == '\0' || strcmp(own_glued, ttab_tk->t[ttab_tk->n - 1]) != 0)
		return false;
	model.n = 1;
	strlcpy(model.t[0], own_word, EK_TOKEN_LEN);
	return !holds_noun(ttab, NULL, &model);
}

/*
 * The target's whole key name with one word behind it for an end of a link (OFBiz's
 * party_id_from and party_id_to, role_type_id_from; team_id_2): a role, as in front
 * (from_party_id). The target's name must say a noun before its key word.
 */
static bool
role_behind_key(const char *src_name, EkColumn *tgt)
{
	static const char *const ends[] = {
		"from", "to", "src", "source", "dst", "dest", "destination", "target", "old", "new", "orig",
		"original", "prev", "next", "parent", "child", "left", "right", "primary", "secondary",
		"1", "2", "3", "a", "b"
	};
	Tokens		s,
				t;

	tokenize(src_name, &s);
	tokenize(tgt->name, &t);
	if (t.n < 2 || s.n != t.n + 1 || !is_generic(t.t[t.n - 1]) ||
		!in_list(s.t[s.n - 1], ends, lengthof(ends)))
		return false;
	for (int i = 0; i < t.n; i++)
		if (strcmp(s.t[i], t.t[i]) != 0)
			return false;
	return true;
}

/*
 * Does src name key column tgt of ttab with a role, in front (billingpartyid) or behind the
 * key word (party_id_to)? A tuple of such columns is a reference of its own, not a sibling
 * keyed by the same references under the same names.
 */
bool
ek_name_plays_role(EkTable *ttab, EkColumn *src, EkColumn *tgt)
{
	return role_behind_key(src->name, tgt) || role_prefix_length(src->name, ttab, tgt) >= 2;
}

/*
 * Is stab a table of links between rows of ttab: ttab's name, glued or not, with a word for
 * links behind it (feature_relationship, cvtermpath)?
 */
static bool
links_rows_of(EkTable *stab, EkTable *ttab)
{
	char		own[NAMEDATALEN * 2],
				target[NAMEDATALEN * 2];
	size_t		len;

	joined_table(stab->table_name, own, sizeof(own));
	joined_table(ttab->table_name, target, sizeof(target));
	len = strlen(target);
	return len > 0 && strncmp(own, target, len) == 0 &&
		in_list(own + len, relation_tokens, lengthof(relation_tokens));
}

/* Is c's name its table's whole name glued to a key word (partyid in party, c_bpartner_location_id)? */
static bool
glued_key_of(EkColumn *c, EkTable *t)
{
	char		cj[NAMEDATALEN * 2],
				tab[NAMEDATALEN * 2],
				key[NAMEDATALEN * 3];

	joined_name(c->name, cj, sizeof(cj));
	joined_table(t->table_name, tab, sizeof(tab));
	for (int i = 0; i < (int) lengthof(generic_tokens); i++)
	{
		snprintf(key, sizeof(key), "%s%s", tab, generic_tokens[i]);
		if (strcmp(cj, key) == 0)
			return true;
	}
	return false;
}

/* Is the column's noun the first words of the table's name, more words behind it? */
static bool
noun_leads_table(const Tokens *score, const Tokens *ttab_tk)
{
	if (score->n == 0 || score->n >= ttab_tk->n)
		return false;
	for (int i = 0; i < score->n; i++)
		if (!singular_is(score->t[i], ttab_tk->t[i]))
			return false;
	return true;
}

/* Does t hold a column other than except named by this noun and a key word (repo_id)? */
static bool
holds_noun(EkTable *t, EkColumn *except, const Tokens *score)
{
	for (int i = 0; i < t->ncolumns; i++)
	{
		Tokens		core;
		bool		generic;

		if (&t->columns[i] == except)
			continue;
		core_tokens(t->columns[i].name, &core, &generic);
		if (generic && tokens_equal(&core, score))
			return true;
	}
	return false;
}

/* Does t hold a reference named by each word of its name (team_repo: team_id, repo_id)? */
static bool
link_of_its_words(EkTable *t, const Tokens *words)
{
	if (words->n < 2)
		return false;
	for (int i = 0; i < words->n; i++)
	{
		Tokens		one;

		one.n = 1;
		strlcpy(one.t[0], words->t[i], EK_TOKEN_LEN);
		if (!holds_noun(t, NULL, &one))
			return false;
	}
	return true;
}

/*
 * Is ttab's name the column's noun with more words behind it (status_labels for status_id), a
 * table of those things themselves rather than of something of theirs: it holds no column of
 * that noun (repo_labels.repo_id says its rows belong to a repo), and no table is named by the
 * noun alone?
 */
static bool
names_lookup_of(const Tokens *score, EkTable *ttab, const Tokens *ttab_tk)
{
	char		j[EK_MAX_TOKENS * EK_TOKEN_LEN];

	if (!noun_leads_table(score, ttab_tk))
		return false;
	joined_core(score, j, sizeof(j));
	return !is_table_name(j) && !holds_noun(ttab, NULL, score);
}

/* Does the column's core name its own table wholly, its words singular, glued or not? */
static bool
names_own_table_wholly(EkColumn *c, const Tokens *core, EkTable *t)
{
	char		j[EK_MAX_TOKENS * EK_TOKEN_LEN],
				own[NAMEDATALEN * 2];

	joined_core(core, j, sizeof(j));
	joined_table(t->table_name, own, sizeof(own));
	return (j[0] != '\0' && strcmp(j, own) == 0) || glued_key_of(c, t);
}

/*
 * Does the name begin with its own table's whole name, glued or not, and go on (posthistory's
 * PostHistoryTypeId, a type of its own rows), with the target table's name inside that part
 * (posts)? The target's word is then part of the own table's name, not a reference to it.
 */
static bool
target_inside_own_name(EkTable *stab, const Tokens *score, EkTable *ttab)
{
	char		own[NAMEDATALEN * 2],
				target[NAMEDATALEN * 2],
				name[EK_MAX_TOKENS * EK_TOKEN_LEN];
	size_t		lown;

	joined_table(stab->table_name, own, sizeof(own));
	joined_table(ttab->table_name, target, sizeof(target));
	name[0] = '\0';
	for (int i = 0; i < score->n; i++)
		strlcat(name, score->t[i], sizeof(name));
	lown = strlen(own);
	return lown > strlen(target) && strlen(name) > lown && strncmp(name, own, lown) == 0 &&
		strstr(own, target) != NULL;
}

/*
 * Does a name's core, made singular in place, end with a table's noun (parent_cost_center and
 * cost_center with "tabCost Center"'s cost center)?
 */
static bool
core_names_noun(Tokens *core, const Tokens *noun)
{
	singular_tokens(core);
	return noun->n > 0 && core->n >= noun->n && tokens_end_with(core, noun, core->n - noun->n);
}

/*
 * The target table's name is the column's noun behind a prefix (items.category_id ->
 * item_categories, moves.damage_class_id -> move_damage_classes): the source's core tokens
 * end with the table's last tokens, and the table has more tokens before them. Returns
 * EK_NAME_MODULE when the source table's name holds that prefix too (both tables belong to
 * one module of the schema: item_*, conquest_*), EK_NAME_SUFFIX otherwise, 0 when not so.
 * With whole, the table's words must be all of the source's (a name with its key word first).
 * A lookup's last word for kinds (participant_status_type) stands behind the noun it lists.
 */
#define EK_NAME_LISTED_KINDS 0.3	/* less, for a noun named through a lookup of its kinds */

static double
table_suffix_score(const Tokens *score, EkTable *stab, const Tokens *target_tk, bool whole)
{
	static const char *const kinds[] = {"type", "kind"};
	Tokens		stab_tk,
				listed = *target_tk;
	const Tokens *ttab_tk = &listed;
	int			k = 0,
				i;
	double		kinds_of = 0;

	/* ... said less plainly than by the noun's own table (ticket_states beside ticket_state_types) */
	if (listed.n >= 3 && score->n > 0 && in_list(listed.t[listed.n - 1], kinds, lengthof(kinds)) &&
		!singular_is(score->t[score->n - 1], listed.t[listed.n - 1]))
	{
		listed.n--;
		kinds_of = EK_NAME_LISTED_KINDS;
	}
	while (k < score->n && k < ttab_tk->n &&
		   singular_is(score->t[score->n - 1 - k], ttab_tk->t[ttab_tk->n - 1 - k]))
		k++;
	if (k == 0 || k >= ttab_tk->n || (whole && k < score->n))
		return 0;
	table_tokens(stab->table_name, &stab_tk);
	/*
	 * the column's noun qualified by its own table's (contribution_status_id in
	 * civicrm_contribution: the contribution's status) is not the noun another table
	 * qualifies with its own word (civicrm_membership_status)
	 */
	if (k < score->n)
	{
		Tokens		one;

		one.n = 1;
		strlcpy(one.t[0], score->t[score->n - 1 - k], EK_TOKEN_LEN);
		if (tokens_contain(&stab_tk, &one))
			return 0;
	}
	/* each further word of the table's name the column repeats makes it more specific */
	for (i = 0; i < ttab_tk->n - k; i++)
	{
		Tokens		one;

		one.n = 1;
		strlcpy(one.t[0], ttab_tk->t[i], EK_TOKEN_LEN);
		if (!tokens_contain(&stab_tk, &one))
			return EK_NAME_SUFFIX + Min(0.2 * (k - 1), 0.2) - kinds_of;
	}
	return EK_NAME_MODULE + Min(0.2 * (k - 1), 0.25) - kinds_of;
}

/*
 * Is the column's noun the table's name (or its last words) with one qualifier word behind it
 * (location_dest_id -> stock_location, partner_shipping_id -> res_partner, uom_po_id ->
 * uom_uom)? Some ORMs name a second reference to one table so. A qualifier that classifies
 * (order_type_id, order_status_id) names a lookup of those kinds, not the noun's table.
 */
static bool
noun_then_qualifier(const Tokens *score, const Tokens *ttab_tk)
{
	static const char *const kinds[] = {"type", "kind", "category", "class", "status", "state", "group"};
	int			k;

	if (score->n < 2 || score->n - 1 > ttab_tk->n ||
		in_list(score->t[score->n - 1], kinds, lengthof(kinds)))
		return false;
	for (k = 0; k < score->n - 1; k++)
		if (!singular_is(score->t[score->n - 2 - k], ttab_tk->t[ttab_tk->n - 1 - k]))
			return false;
	return true;
}

/*
 * Is the column's last word one for a row of whatever table (object, instance, record), and
 * does its table hold a column of the kinds of row it points at (objecttable, contextlevel,
 * content_type, component)? Then the column is polymorphic: its values are ids of several
 * tables. Alone (wp_term_relationships.object_id) such a word still reads as a reference.
 */
static const char *const any_row_tokens[] = {"object", "instance", "entity", "record", "resource"};

static bool
names_any_row(EkTable *stab, EkColumn *src, const Tokens *score)
{
	static const char *const kinds[] = {"type", "table", "level", "kind", "model", "component", "class"};
	if (score->n == 0 || ends_with_any(score->t[score->n - 1], any_row_tokens, lengthof(any_row_tokens)) < 0)
		return false;
	for (int i = 0; i < stab->ncolumns; i++)
	{
		Tokens		tk;

		if (&stab->columns[i] == src)
			continue;
		tokenize(stab->columns[i].name, &tk);
		if (tk.n > 0 && ends_with_any(tk.t[tk.n - 1], kinds, lengthof(kinds)) >= 0)
			return true;
	}
	return false;
}

/*
 * Is the column named as a row of whatever table, with a key word (object_id, EntityId,
 * objectid, record_id)? Beside a column of table names it is polymorphic (discovery.c).
 */
bool
ek_name_is_any_row(EkColumn *c)
{
	Tokens		core;
	bool		generic;

	core_tokens(c->name, &core, &generic);
	return generic && core.n > 0 &&
		ends_with_any(core.t[core.n - 1], any_row_tokens, lengthof(any_row_tokens)) >= 0;
}

/* Is the column's noun, and nothing in front of it, the last word of the table's name? */
static bool
own_last_word(const Tokens *score, const Tokens *ttab_tk)
{
	return score->n == 1 && ttab_tk->n > 0 && singular_is(score->t[0], ttab_tk->t[ttab_tk->n - 1]);
}

/*
 * Is the table (its name's tokens, singular) the one of the people who act in the system:
 * its users, staff, employees, people? Audit columns (created_by) point there, and their
 * values cluster where the staff's ids are, low in the range.
 */
static const char *const actor_table_tokens[] = {
	"person", "people", "employee", "staff"
};
/* where a CRM's or a library's users are rows of its people: the noun alone, as for logins */
static const char *const people_table_tokens[] = {"contact", "borrower", "patron"};
static const char *const login_table_tokens[] = {"user", "login", "operator", "admin"};

/* 2: a table of logins (res_users, users); 1: of people; 0: neither */
static int
table_is_actor(const Tokens *ttab_tk, bool affixed)
{
	if (ttab_tk->n == 0)
		return 0;
	/*
	 * users, res_users, llx_user: the noun alone or behind a module's prefix (not
	 * usergroup_user); behind the schema's prefix, dropped already, alone (spree_users, not
	 * spree_role_users)
	 */
	if (ttab_tk->n <= (affixed ? 1 : 2) &&
		in_list(ttab_tk->t[ttab_tk->n - 1], login_table_tokens, lengthof(login_table_tokens)))
		return 2;
	if (ttab_tk->n <= (affixed ? 1 : 2) &&
		in_list(ttab_tk->t[ttab_tk->n - 1], people_table_tokens, lengthof(people_table_tokens)))
		return 1;
	return in_list(ttab_tk->t[ttab_tk->n - 1], actor_table_tokens, lengthof(actor_table_tokens));
}

/*
 * Does the name (its core tokens given) say who acted on the row: a *by (created_by), a user's
 * id glued or apart (create_uid, write_uid), or an audit noun (creator, modifier, updater,
 * usermodified)?
 */
static bool
name_is_actor(const char *name, const Tokens *core)
{
	static const char *const nouns[] = {"creator", "modifier", "updater", "uid", "who"};
	static const char *const verbs[] = {"created", "modified", "updated", "deleted"};
	char		j[NAMEDATALEN * 2];
	int			len;

	if (core->n > 0 && in_list(core->t[core->n - 1], nouns, lengthof(nouns)))
		return true;
	/* created_id, modified_id: the id of who created it */
	if (core->n == 1 && in_list(core->t[0], verbs, lengthof(verbs)))
		return true;
	joined_name(name, j, sizeof(j));
	len = strlen(j);
	if (len >= 5 && strcmp(j + len - 2, "by") == 0)
		return true;
	/* a key word behind it (Flask-AppBuilder's created_by_fk, changed_by_fk) */
	if (core->n >= 2 && strcmp(core->t[core->n - 1], "by") == 0)
		return true;
	/* usermodified, user_created: the user who did it */
	for (int i = 0; i < (int) lengthof(verbs); i++)
		if (strncmp(j, "user", 4) == 0 && strcmp(j + 4, verbs[i]) == 0)
			return true;
	return false;
}

/*
 * What a source column's name says whatever the target (its core with or without number
 * words, and whether it names a flag, a hierarchy, a count, a measure, an actor or a role):
 * the decision asks it for every (column, target) pair, so it is read once per column and
 * kept for the pairs that follow (decide_source goes through all targets of one column),
 * with what its own table's name says of it (its tokens, and whether the column is that
 * table's own key named after it wholly). Keyed by the table, the name and the type family
 * it is read from, one entry per reading of numbers.
 */
typedef struct SourceWords
{
	bool		valid;
	Oid			relid;
	char		name[NAMEDATALEN];
	int			family;
	Tokens		own_tk;			/* its table's name */
	char		own_glued[EK_TOKEN_LEN * 2];	/* its last word, the noun glued behind (taskstatus) */
	char		tail_glued[EK_TOKEN_LEN * 3];	/* the noun's last two words glued, a word in front
												 * of them (default_issue_status: issuestatus) */
	bool		own_key;		/* c_bpartner_location.c_bpartner_location_id */
	Tokens		score;
	bool		sgen;
	bool		number;			/* a number word was read as a key word */
	bool		flag;			/* is_guest, has_options */
	bool		hierarchical;
	bool		counts;			/* a plural noun with no key word counts things */
	bool		measure;
	bool		actor;
	bool		role_noun;
} SourceWords;

/*
 * A place in a list (DisplayOrder, sort_order, menu_order, disporder) is a position, whatever
 * table "order" names.
 */
static bool
names_sort_order(const Tokens *core)
{
	static const char *const sorts[] = {"sort", "sorting", "display", "disp", "list", "menu", "view"};
	const char *last;
	int			len;

	if (core->n == 0)
		return false;
	last = core->t[core->n - 1];
	if (strcmp(last, "order") == 0)
		return core->n >= 2 && in_list(core->t[core->n - 2], sorts, lengthof(sorts));
	len = strlen(last);
	for (int i = 0; i < (int) lengthof(sorts); i++)
		if (len == (int) strlen(sorts[i]) + 5 && strncmp(last, sorts[i], strlen(sorts[i])) == 0 &&
			strcmp(last + strlen(sorts[i]), "order") == 0)
			return true;
	return false;
}

/*
 * Is the core's last word the last word of a table's name, a table other than t, or its first
 * word a table's whole name (account_payable, a qualifier behind the noun)?
 */
static bool
last_word_of_other_table(const Tokens *core, EkTable *t)
{
	TableLastWord key;
	TableLastWord *hit;

	if (core->n >= 2 && is_table_name(core->t[0]))
		return true;
	strlcpy(key.word, core->t[core->n - 1], EK_TOKEN_LEN);
	singularize(key.word);
	hit = bsearch(&key, table_last_words, ntable_last_words, sizeof(TableLastWord), cmp_last_word);
	if (hit == NULL)
		return false;
	/* the first and the last table of that word: one of them is not t unless t is all */
	while (hit > table_last_words && cmp_last_word(hit - 1, &key) == 0)
		hit--;
	return hit->relid != t->relid ||
		(hit + 1 < table_last_words + ntable_last_words && cmp_last_word(hit + 1, &key) == 0);
}

/*
 * Is c named as a reference by the schema's convention of bare field names (a unique
 * fiscalyear column beside its table's key is a reference that happens to be unique)?
 */
bool
ek_name_is_bare_reference(EkTable *t, EkColumn *c)
{
	Tokens		core;
	bool		generic;

	if (!bare_noun_references || c->family != EK_FAMILY_INTEGER)
		return false;
	core_tokens(c->name, &core, &generic);
	return !generic && core.n > 0 && last_word_of_other_table(&core, t);
}

/* Is the table named by its module twice (party_party, product_product)? */
static bool
module_main_model(const char *table_name)
{
	Tokens		tk;

	tokenize(table_name, &tk);
	return doubled_word(&tk);
}

static const SourceWords *
source_words(EkTable *stab, EkColumn *src, bool numbers)
{
	static SourceWords cache[2];
	SourceWords *w = &cache[numbers ? 1 : 0];
	Tokens		raw;

	if (w->valid && w->relid == stab->relid && w->family == (int) src->family &&
		strncmp(w->name, src->name, NAMEDATALEN) == 0)
		return w;
	w->valid = false;
	w->relid = stab->relid;
	strlcpy(w->name, src->name, sizeof(w->name));
	w->family = src->family;
	table_tokens(stab->table_name, &w->own_tk);
	w->number = core_tokens_n(src->name, &w->score, &w->sgen, numbers);
	tokenize(src->name, &raw);
	w->flag = false;
	for (int i = 0; i < raw.n - 1; i++)
		if (strcmp(raw.t[i], "is") == 0 || strcmp(raw.t[i], "has") == 0)
			w->flag = true;
	w->hierarchical = has_any_glued(&w->score, hierarchy_tokens, lengthof(hierarchy_tokens)) ||
		has_any_glued(&w->score, copy_tokens, lengthof(copy_tokens));
	/* a plural noun with no key word counts things (cat_pages, members): integers by meaning */
	w->counts = !w->sgen && src->family == EK_FAMILY_INTEGER && w->score.n > 0 &&
		!singular_word(w->score.t[w->score.n - 1]);
	/* text is no amount: cost_center and price_list name rows */
	w->measure = src->family != EK_FAMILY_TEXT && src->family != EK_FAMILY_CHAR &&
		(has_any(&w->score, measure_tokens, lengthof(measure_tokens)) || w->counts ||
		 names_sort_order(&w->score));
	w->actor = name_is_actor(src->name, &w->score);
	w->role_noun = names_role(&w->score) || w->actor;
	/*
	 * where the schema names references by the field alone, an integer whose last word is
	 * another table's (invoice_address for party_address) is one
	 */
	if (bare_noun_references && !w->sgen && src->family == EK_FAMILY_INTEGER && w->score.n > 0 &&
		!w->counts && !w->measure && !w->flag && last_word_of_other_table(&w->score, stab))
		w->sgen = true;
	w->own_key = w->sgen && w->score.n >= 2 && names_own_table_wholly(src, &w->score, stab);
	w->tail_glued[0] = '\0';
	if (w->score.n >= 3)
	{
		Tokens		tail;

		tail.n = 2;
		strlcpy(tail.t[0], w->score.t[w->score.n - 2], EK_TOKEN_LEN);
		strlcpy(tail.t[1], w->score.t[w->score.n - 1], EK_TOKEN_LEN);
		append_singular(&tail, w->tail_glued, sizeof(w->tail_glued));
	}
	w->own_glued[0] = '\0';
	if (w->own_tk.n > 0 && w->score.n > 0)
	{
		strlcpy(w->own_glued, w->own_tk.t[w->own_tk.n - 1], sizeof(w->own_glued));
		append_singular(&w->score, w->own_glued, sizeof(w->own_glued));
	}
	w->valid = true;
	return w;
}

/*
 * Is c named as its own table's number (emp_number in hs_hr_employee, orderno in orders): each
 * of its words, read with number words, a word of the table's name or the start of one?
 */
static bool
numbers_own_table(EkTable *t, EkColumn *c)
{
	Tokens		core,
				own;
	bool		generic;

	if (!core_tokens_n(c->name, &core, &generic, true) || core.n == 0)
		return false;
	table_tokens(t->table_name, &own);
	for (int i = 0; i < core.n; i++)
	{
		int			len = strlen(core.t[i]),
					j;

		for (j = 0; j < own.n; j++)
			if (len >= 3 && strncmp(own.t[j], core.t[i], len) == 0)
				break;
		if (j == own.n)
			return false;
	}
	return true;
}

/*
 * How strongly the names say that src references ttab.tgt. See EK_NAME_* in discovery.h.
 * A source named like a measure (quantity, rating, num_seats) gets no name evidence unless
 * its name names the target: for small integers, the absence of a name match is evidence too.
 */
static EkNameEvidence
word_evidence(EkTable *stab, EkColumn *src, EkTable *ttab, EkColumn *tgt, bool target_primary,
			  bool strip_entity)
{
	EkNameEvidence ev = {EK_NAME_NONE, "none", false, false, false, false};
	Tokens		score,
				tcore,
				ttab_tk;
	bool		sgen,
				tgen;
	int			role,
				people;
	double		suffix;
	bool		actor,
				qualified,
				counts,
				affixed;
	const SourceWords *w;

	/*
	 * numbers name numbers: dno and dnum for a table's key dnumber (pokedex_number, a position,
	 * is no reference to an id; s_street_number names no key); a unique column that is not
	 * its table's chosen key, but is its table's number (emp_number beside the employee's
	 * code employee_id), is named so by its very name, the number other tables copy
	 */
	if (!target_primary && !(pg_strcasecmp(src->name, tgt->name) == 0 && numbers_own_table(ttab, tgt)))
	{
		w = source_words(stab, src, false);
		core_tokens(tgt->name, &tcore, &tgen);
	}
	else if (!(w = source_words(stab, src, true))->number)
		core_tokens(tgt->name, &tcore, &tgen);	/* no number word dropped: as read */
	else if (!core_tokens_n(tgt->name, &tcore, &tgen, true))
		w = source_words(stab, src, false);	/* the target names no number: read it again */
	/* is_guest, customer_is_guest, has_options: a yes/no flag references nothing */
	if (w->flag)
	{
		ev.kind = "measure";
		ev.measure = true;
		return ev;
	}
	score = w->score;
	sgen = w->sgen;
	affixed = table_tokens_affixed(ttab->table_name, &ttab_tk);
	if (strip_entity)
		ttab_tk.n--;
	people = table_is_actor(&ttab_tk, affixed);
	/* a link named by its ends (dashboard_user with dashboard_id and user_id) is no table of people */
	if (people > 0 && link_of_its_words(ttab, &ttab_tk))
		people = 0;
	/* a table keyed by its users' id is the table of logins, whatever it is called (profiles.userid) */
	if (people < 2 && target_primary && tgen && tcore.n == 1 &&
		in_list(tcore.t[0], login_table_tokens, lengthof(login_table_tokens)))
		people = 2;
	ev.hierarchical = w->hierarchical;
	counts = w->counts;
	ev.measure = w->measure;
	actor = w->actor;
	ev.role_noun = w->role_noun;

	/*
	 * exact: same column name (not a bare "id"), same core, or the core is the name of
	 * another table whose primary key the target is (a column named after its own table is
	 * that table's key, not a reference to itself). A shared name that is no key word and
	 * whose target is not its table's key (languages.order, encounter_methods.order) is two
	 * attributes named alike, not a reference, unless it is a key abbreviated to its table's
	 * initial (patient_data.pid, a second key beside the row's id).
	 */
	if ((pg_strcasecmp(src->name, tgt->name) == 0 && tcore.n > 0 &&
		 (sgen || target_primary || letter_key_of(tgt->name, &ttab_tk))) ||
		(score.n > 0 && tokens_equal(&score, &tcore) && (sgen || target_primary)) ||
		(score.n > 0 && target_primary && stab != ttab && tokens_contain(&score, &ttab_tk) &&
		 score.n == ttab_tk.n && !counts))
	{
		ev.score = EK_NAME_EXACT;
		ev.kind = "exact";
		return ev;
	}

	/*
	 * a key named after its own table wholly (c_bpartner_location.c_bpartner_location_id) is
	 * that table's own key: its first words are its table's noun, not a role in front of
	 * another table's (c_location), and its table no satellite of that one
	 */
	if (stab != ttab && w->own_key)
	{
		ev.kind = "own_key";
		return ev;
	}

	/*
	 * a role in front of the target's key or entity name: billingpartyid -> party.partyid,
	 * local_language_id -> languages.id, parentregionid -> region.regionid. Exactly the
	 * entity's key name with nothing in front, in another table, is exact.
	 */
	role = role_prefix_length(src->name, ttab, tgt);
	if (role == 0 && stab != ttab && !ev.measure && (sgen || target_primary))
	{
		ev.score = EK_NAME_EXACT;
		ev.kind = "exact";
		return ev;
	}
	if (role >= 2 || role_behind_key(src->name, tgt))
	{
		ev.score = EK_NAME_ROLE_KEY;
		ev.kind = "role_key";
		return ev;
	}
	/*
	 * a parent in a table named after another table and more (sales_invoice_item.parent_id,
	 * customer_address_entity.parent_id -> customer_entity): the owner that table extends; so
	 * is what a translation translates (Doctrine's translatable_id in
	 * sylius_payment_method_translation -> sylius_payment_method)
	 */
	if (score.n == 1 && (ev.hierarchical || strcmp(score.t[0], "translatable") == 0) &&
		sgen && stab != ttab)
	{
		if (ttab_tk.n < w->own_tk.n && ttab_tk.n > 0)
		{
			int			i;

			for (i = 0; i < ttab_tk.n && strcmp(ttab_tk.t[i], w->own_tk.t[i]) == 0; i++)
				;
			/* a module's main model (product_product) is no owner of the module's tables */
			if (i == ttab_tk.n && !module_main_model(ttab->table_name))
			{
				ev.score = EK_NAME_CONTAINS;
				ev.kind = "owner";
				return ev;
			}
		}
	}
	/*
	 * an end of a link (subject_id, object_id) in a table of links named after another table
	 * (feature_relationship, cvtermpath): a row of that table. The name says it by the link's
	 * place, not by the table's noun, so its values must fit as an unnamed column's do
	 * (MediaWiki's pagelinks.pl_target_id, a link target, is no page where 4% are none).
	 */
	if (sgen && stab != ttab && score.n == 1 &&
		in_list(score.t[0], link_end_tokens, lengthof(link_end_tokens)) && links_rows_of(stab, ttab))
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "link_end";
		ev.by_place = true;
		return ev;
	}
	/*
	 * the column's noun is the target table's name behind a prefix: category_id ->
	 * item_categories; not a link named by its ends, which holds the noun's own reference
	 * (team_repo with team_id and repo_id, product_taxon with product_id and taxon_id: repo_id
	 * and main_taxon_id elsewhere name the repositories and the taxons). Its own table's last
	 * word is no self reference unless a role stands in front (evolves_from_species_id in
	 * pokemon_species): group_id in auth_user_groups, a many-to-many table named after its
	 * field, names the groups, another table. Nor, behind another module's prefix, a noun that
	 * is a table's whole name (invoice_account is an account, not a party_party_account).
	 */
	if (sgen && !(stab == ttab && own_last_word(&score, &ttab_tk)) &&
		!names_whole_table(&score, ttab) && !link_of_its_words(ttab, &ttab_tk) &&
		(suffix = table_suffix_score(&score, stab, &ttab_tk, key_word_first(src->name))) > 0 &&
		!(suffix < EK_NAME_MODULE && is_table_name(score.t[score.n - 1])))
	{
		ev.score = suffix;
		ev.kind = suffix >= EK_NAME_MODULE ? "module" : "suffix";
		return ev;
	}
	/* ... glued behind a prefix in a one-word name (region_id -> worldregion, booksellerid -> aqbooksellers) */
	if (sgen && stab != ttab && score.n == 1 && ttab_tk.n == 1 && glued_behind(ttab_tk.t[0], score.t[0]))
	{
		ev.score = EK_NAME_SUFFIX;
		ev.kind = "suffix";
		return ev;
	}
	/*
	 * the source table's noun glued to the column's names a table of as many words, the last
	 * one glued (Bugzilla's flags.type_id -> flagtypes; Django's dcim_device.role_id ->
	 * dcim_devicerole, a model's field whose model is named after both): that very table, more
	 * than another module's table of the column's noun (ipam_role)
	 */
	if (sgen && stab != ttab && w->own_tk.n == ttab_tk.n && glued_to_own_table(stab, &score, ttab))
	{
		ev.score = EK_NAME_EXACT;
		ev.kind = "module";
		return ev;
	}
	/*
	 * ... and, the tables in different modules, the last words alone (a task's status); or the
	 * noun's last two words glued, behind a role (a project's default_issue_status_id ->
	 * projects_issuestatus)
	 */
	if (sgen && ttab_tk.n > 0 &&
		((stab != ttab &&
		  glued_to_own_model(w->own_glued, w->own_tk.t[Max(w->own_tk.n - 1, 0)], ttab, &ttab_tk)) ||
		 (w->tail_glued[0] != '\0' && strcmp(w->tail_glued, ttab_tk.t[ttab_tk.n - 1]) == 0)))
	{
		ev.score = EK_NAME_MODULE;
		ev.kind = "module";
		return ev;
	}
	/*
	 * a bare noun naming a table of the source's own module, with no key word (Moodle's
	 * mdl_forum.course, patient_identifier.identifier_type): integers, into the table's main
	 * key; the whole name is the table's last words, singular (base_stat is a stat's value,
	 * targets a count of them)
	 */
	if (!sgen && !ev.measure && stab != ttab && target_primary && src->family == EK_FAMILY_INTEGER &&
		score.n > 0 && score.n < ttab_tk.n && singular_word(score.t[score.n - 1]) &&
		tokens_end_with(&ttab_tk, &score, ttab_tk.n - score.n) &&
		table_suffix_score(&score, stab, &ttab_tk, false) >= EK_NAME_MODULE)
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "module";
		return ev;
	}
	/*
	 * a role in front of a table's whole name, with no key word (PrepNurse, AssistingNurse ->
	 * Nurse, home_team -> team): integers into the table's main key, the noun last, where
	 * English puts a compound's head
	 */
	if (!sgen && !ev.measure && stab != ttab && target_primary && src->family == EK_FAMILY_INTEGER &&
		ttab_tk.n > 0 && score.n > ttab_tk.n && singular_word(score.t[score.n - 1]) &&
		tokens_end_with(&score, &ttab_tk, score.n - ttab_tk.n))
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "contains";
		return ev;
	}
	/*
	 * text naming a table by its noun, a role allowed in front and no key word (company,
	 * parent_cost_center -> "tabCost Center"): its rows' names, in schemas keyed by them
	 */
	if (!sgen && (src->family == EK_FAMILY_TEXT || src->family == EK_FAMILY_CHAR) &&
		(target_primary || tgt->ordinal == 1))
	{
		Tokens		noun,
					sing = score;

		table_noun(ttab->table_name, &noun);
		if (core_names_noun(&sing, &noun) && (stab != ttab || sing.n > noun.n))
		{
			ev.score = EK_NAME_CONTAINS;
			ev.kind = "noun";
			return ev;
		}
	}
	/*
	 * the noun in front of a table's other words, a table of such things (status_labels),
	 * whatever its noun measures otherwise
	 */
	if (sgen && stab != ttab && target_primary && names_lookup_of(&score, ttab, &ttab_tk))
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "lookup";
		return ev;
	}
	if (ev.measure)
	{
		ev.kind = "measure";
		return ev;
	}
	/*
	 * contains: the table's name with a generic key word (manager_staff_id), or the target's
	 * core; in its own table only with a key word or a hierarchy (orders.order_reason is no order);
	 * without a key word only as the name's last words, where English puts a compound's head
	 * (home_team; topic_posted is a flag about a topic, forum_topics_approved a count), unless
	 * a hierarchy word (comment_parent) says whose, or the name holds the target key's whole
	 * name, which has no key word to split off (visit_entry_idaction_url -> log_action.idaction)
	 */
	if ((sgen && stab != ttab && tokens_contain(&score, &ttab_tk) &&
		 !target_inside_own_name(stab, &score, ttab)) ||
		(tcore.n > 0 && tokens_contain(&score, &tcore) && (sgen || target_primary || score.n > tcore.n) &&
		 (sgen || ev.hierarchical || key_word_first(src->name) ||
		  !tgen ||
		  tokens_end_with(&score, &tcore, score.n - tcore.n)) &&
		 (stab != ttab || sgen || ev.hierarchical)))
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "contains";
		ev.qualifier = sgen && !ev.hierarchical && !ev.role_noun &&
			!contains_at_end(&score, &ttab_tk) && !contains_at_end(&score, &tcore);
		return ev;
	}
	/*
	 * an actor (created_by, lasteditedby, create_uid, creator), or the system's users with a
	 * qualifier behind their noun (fk_user_valid, user_closing), is one of the system's users:
	 * its table of logins before a table of people (OpenMRS' users over person), and before a
	 * table whose name the column's merely begins with (usermodified, user)
	 */
	qualified = sgen && target_primary && noun_then_qualifier(&score, &ttab_tk);
	if ((actor || qualified) && people > 0)
	{
		ev.score = people == 2 ? EK_NAME_ACTOR_LOGIN : EK_NAME_CONTAINS;
		ev.kind = "actor";
		return ev;
	}
	/* another table's noun with a qualifier behind it (location_dest_id -> stock_location) */
	if (qualified && stab != ttab)
	{
		ev.score = EK_NAME_QUALIFIED;
		ev.kind = "qualified";
		return ev;
	}
	if (tokens_prefix(&score, &ttab_tk) || tokens_prefix(&score, &tcore))
	{
		ev.score = EK_NAME_PREFIX;
		ev.kind = "prefix";
		return ev;
	}
	/* the thing a lookup of its types classifies: unitpackageid -> packagetypes.packagetypeid */
	if (sgen && stab != ttab && names_classified_thing(&score, ttab, &ttab_tk))
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "contains";
		return ev;
	}
	/*
	 * a role people play (salesman_id, assignee_id, author_id) names a user of the system, and
	 * like an actor's its values cluster where the staff's ids are
	 */
	if (ev.role_noun && !ev.hierarchical && people == 2)
	{
		ev.score = EK_NAME_CONTAINS;
		ev.kind = "role";
		return ev;
	}
	if (ev.role_noun && names_person(&score, actor) && ek_table_is_person_like(ttab))
	{
		ev.score = EK_NAME_ROLE;
		ev.kind = "role";
		return ev;
	}
	/*
	 * a self reference must at least be named like a reference (parent_id, reports_to); a
	 * noun its table's name begins with (repo_labels.repo_id) names the owner of its rows
	 */
	if (stab == ttab && !ev.hierarchical && noun_leads_table(&score, &ttab_tk))
		return ev;
	if (stab == ttab && (sgen || ev.hierarchical))
	{
		ev.score = EK_NAME_SELF;
		ev.kind = "self";
		return ev;
	}
	/*
	 * a bare word for a place in a structure (parent_id, predecessor_id; not a person's role
	 * like manager_id) names a row of its own table or of the table its own extends (the
	 * owner, above), no other table; a word for a row of any table beside the kinds of row
	 * (object_id, instanceid, contextinstanceid) names none unless it names the table (above);
	 * nor does a noun name a table of more things of it that holds it too (issues.repo_id and
	 * repo_labels.repo_id belong to the same repository, not to each other)
	 */
	if (sgen && !(score.n == 1 && (in_list(score.t[0], structure_tokens, lengthof(structure_tokens)) ||
								   in_list(score.t[0], copy_tokens, lengthof(copy_tokens)))) &&
		!names_any_row(stab, src, &score) &&
		!(noun_leads_table(&score, &ttab_tk) && holds_noun(ttab, tgt, &score)))
	{
		ev.score = EK_NAME_KEYLIKE;
		ev.kind = "keylike";
	}
	return ev;
}

/*
 * The name evidence: what the words of the names say, or what prefixed names say through
 * their tables' abbreviations (abbrev_evidence), whichever says more.
 */
EkNameEvidence
ek_name_evidence(EkTable *stab, EkColumn *src, EkTable *ttab, EkColumn *tgt, bool target_primary)
{
	EkNameEvidence ev = word_evidence(stab, src, ttab, tgt, target_primary, false);
	const char *kind = NULL;
	double		abbrev = abbrev_evidence(stab, src, ttab, tgt, target_primary, &kind);
	Tokens		tk;

	/*
	 * EAV schemas (Magento) call an entity's main table <noun>_entity beside its attribute
	 * tables: catalog_product_entity is what product_id names, customer_address_entity what
	 * customer_address_id names. Without its last word the table's name is weighed too.
	 */
	table_tokens(ttab->table_name, &tk);
	if (tk.n >= 2 && strcmp(tk.t[tk.n - 1], "entity") == 0)
	{
		EkNameEvidence bare = word_evidence(stab, src, ttab, tgt, target_primary, true);

		if (bare.score > ev.score)
			ev = bare;
	}

	if (abbrev > ev.score)
	{
		ev.score = abbrev;
		ev.kind = kind;
	}
	return ev;
}

/*
 * Is the short first token of c's name a role rather than its table's abbreviation? The
 * prefix of l_orderkey in lineitem, ps_suppkey in partsupp or c_id in customer starts like the
 * table (a convention of prefixed column names); s_id and i_id in advisor do not: they are a
 * student's and an instructor's ids, not advisor's own.
 */
static bool
role_letter(EkTable *t, EkColumn *c)
{
	Tokens		all;

	tokenize(c->name, &all);
	return all.n >= 2 && strlen(all.t[0]) <= 2 && !is_generic(all.t[0]) &&
		pg_tolower((unsigned char) all.t[0][0]) != pg_tolower((unsigned char) t->table_name[0]);
}

/*
 * Does the column's name name its own table (partyid in party, film_id in film, a bare id)?
 * Such a unique column is its entity's key; a unique column naming another table
 * (person.partyid) makes its table a satellite of that one.
 */
bool
ek_name_names_own_table(EkTable *t, EkColumn *c)
{
	Tokens		core,
				own;
	bool		generic;

	core_tokens(c->name, &core, &generic);
	if (core.n == 0)
		return generic && !role_letter(t, c);
	table_tokens(t->table_name, &own);
	if (tokens_equal(&core, &own) || tokens_contain(&own, &core))
		return true;
	/* glued: partyid in party */
	return glued_key_of(c, t);
}

/*
 * Does the name end with a word for what a person reads a row by (customer_name, title,
 * label)? Such a column beside the row's reference is a copy of that row's name.
 */
bool
ek_name_is_label(const char *name)
{
	static const char *const labels[] = {"name", "title", "label", "caption"};
	Tokens		tk;

	tokenize(name, &tk);
	return tk.n > 0 && in_list(tk.t[tk.n - 1], labels, lengthof(labels));
}

/*
 * Is keyed the name with a key word glued or joined behind it (lastposter and lastposteruid,
 * owner and owner_id)? Then the two columns name one row, the one by its key.
 */
bool
ek_name_keyed_form_of(const char *name, const char *keyed)
{
	static const char *const keys[] = {"id", "uid", "key", "ref"};
	char		a[NAMEDATALEN * 2],
				b[NAMEDATALEN * 2];
	int			len;

	joined_name(name, a, sizeof(a));
	joined_name(keyed, b, sizeof(b));
	len = strlen(a);
	return len > 0 && strncmp(a, b, len) == 0 && in_list(b + len, keys, lengthof(keys));
}

/*
 * Does the name end with a key word for an identifier (id, key, ref, uuid), not for a code
 * or a name a person reads (stop_code, mtgoCode, route_short_name)?
 */
bool
ek_name_ends_with_id_word(const char *name)
{
	char		j[NAMEDATALEN * 2];
	int			k;

	joined_name(name, j, sizeof(j));
	k = ends_with_any(j, generic_tokens, lengthof(generic_tokens));
	return k >= 0 && !in_list(generic_tokens[k], code_tokens, lengthof(code_tokens));
}

/*
 * Does c's name begin with its own table's whole name and qualify it (Player.player_api_id,
 * Team.team_fifa_api_id: the key another system gives the row)? Such a column identifies its
 * own rows, however it is named.
 */
bool
ek_name_qualifies_own_table(EkTable *t, EkColumn *c)
{
	Tokens		core,
				own;
	bool		generic;
	int			i;

	core_tokens(c->name, &core, &generic);
	table_tokens(t->table_name, &own);
	if (!generic || own.n == 0 || core.n <= own.n)
		return false;
	for (i = 0; i < own.n; i++)
	{
		singularize(core.t[i]);
		if (strcmp(core.t[i], own.t[i]) != 0)
			return false;
	}
	return true;
}

/*
 * Is c's name its own table's whole name with a key word (user_id in users, partyid in party)?
 * A key name several tables share that names none of them whole (entity_id in customer_entity
 * and catalog_product_entity, item_id in quote_item and sales_order_item) is a generic one.
 */
bool
ek_name_is_own_table(EkTable *t, EkColumn *c)
{
	Tokens		core,
				own;
	bool		generic;

	core_tokens(c->name, &core, &generic);
	singular_tokens(&core);
	table_tokens(t->table_name, &own);
	return core.n == 0 || tokens_equal(&core, &own);
}

/*
 * Is c's name exactly another table's name with a key word (move_meta.move_id: moves;
 * person.partyid: party), even where its own table's name holds that word too, or that
 * table's noun behind a prefix both tables share (conquest_warrior_names.warrior_id:
 * conquest_warriors)? A unique column so named makes its table a satellite of that one.
 */
bool
ek_name_is_other_table(List *tables, EkTable *t, EkColumn *c)
{
	Tokens		core,
				own,
				other;
	bool		generic;
	ListCell   *lc;

	core_tokens(c->name, &core, &generic);
	if (core.n == 0 || !generic)
		return false;
	singular_tokens(&core);
	table_tokens(t->table_name, &own);
	/* its own table's whole name, prefix and all (c_bpartner_location_id), is its own */
	if (tokens_equal(&core, &own) || glued_key_of(c, t))
		return false;
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		if (u == t)
			continue;
		table_tokens(u->table_name, &other);
		if (tokens_equal(&core, &other) ||
			table_suffix_score(&core, t, &other, key_word_first(c->name)) >= EK_NAME_MODULE)
			return true;
	}
	return false;
}

/*
 * Do other tables name the unique column c of t as a reference would: a column whose name
 * ends with t's name and c's (patientMrn for "Patient".mrn), or with c's name when that
 * begins with t's (attendingStaffNo for "Staff"."staffNo"), or is the end of t's name and
 * c's (starname for moviestar.name), or is c's very name of two words or more
 * (product_category_name in products, for the translations' key)? Then c is a key of t that
 * others use, beside its surrogate id.
 */
bool
ek_column_named_elsewhere(List *tables, EkTable *t, EkColumn *c)
{
	char		cj[NAMEDATALEN * 2],
				tab[NAMEDATALEN * 2],
				full[NAMEDATALEN * 4];
	ListCell   *lc;
	Tokens		tk;
	int			i,
				words;

	joined_name(c->name, cj, sizeof(cj));
	joined_table(t->table_name, tab, sizeof(tab));
	if (strlen(cj) < 2 || strlen(tab) < 3)
		return false;
	tokenize(c->name, &tk);
	words = tk.n;
	snprintf(full, sizeof(full), "%s%s", tab, cj);
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		if (u == t || u->skipped)
			continue;
		for (i = 0; i < u->ncolumns; i++)
		{
			char		uj[NAMEDATALEN * 2];

			joined_name(u->columns[i].name, uj, sizeof(uj));
			if (ends_with(uj, full, 0) ||
				(strncmp(cj, tab, strlen(tab)) == 0 && strlen(cj) > strlen(tab) && ends_with(uj, cj, 0)) ||
				(strlen(uj) >= strlen(cj) + 3 && ends_with(full, uj, 0)) ||
				(words > 1 && strcmp(uj, cj) == 0))
				return true;
		}
	}
	return false;
}

/* A table's noun, to look up the endings of column names among (ek_tables_named_by_noun). */
typedef struct TableNoun
{
	char	   *noun;			/* its words, singular, joined by spaces */
	EkTable    *table;
	int			index;			/* its place in the list of tables */
} TableNoun;

static int
table_noun_cmp(const void *a, const void *b)
{
	return strcmp(((const TableNoun *) a)->noun, ((const TableNoun *) b)->noun);
}

/* Tokens from the first-th on, joined by spaces, in a string of its own. */
static char *
joined_tokens(const Tokens *tk, int first)
{
	StringInfoData buf;

	initStringInfo(&buf);
	for (int i = first; i < tk->n; i++)
		appendStringInfo(&buf, i > first ? " %s" : "%s", tk->t[i]);
	return buf.data;
}

/*
 * Which tables do text columns of the schema name by their noun alone, a role allowed in front
 * (company, parent_account, default_income_account for "tabAccount", cost_center for "tabCost
 * Center"), other than their own first column? Schemas that key rows by their text name
 * (Frappe's doctypes) link to it so, with no key word. One pass over the columns, each name's
 * endings looked up among the tables' nouns: element i is for the i-th table of tables.
 */
bool *
ek_tables_named_by_noun(List *tables)
{
	int			ntables = list_length(tables),
				n = 0;
	bool	   *named = palloc0(sizeof(bool) * Max(ntables, 1));
	TableNoun  *nouns = palloc(sizeof(TableNoun) * Max(ntables, 1));
	ListCell   *lc;

	foreach(lc, tables)
	{
		Tokens		noun;

		table_noun(((EkTable *) lfirst(lc))->table_name, &noun);
		if (noun.n == 0)
			continue;
		nouns[n].noun = joined_tokens(&noun, 0);
		nouns[n].table = lfirst(lc);
		nouns[n].index = foreach_current_index(lc);
		n++;
	}
	qsort(nouns, n, sizeof(TableNoun), table_noun_cmp);
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		for (int i = 0; i < u->ncolumns && !u->skipped; i++)
		{
			Tokens		core;
			bool		generic;

			if (u->columns[i].family != EK_FAMILY_TEXT)
				continue;
			core_tokens(u->columns[i].name, &core, &generic);
			if (generic)
				continue;
			singular_tokens(&core);
			for (int k = 0; k < core.n; k++)
			{
				TableNoun	key;
				int			lo = 0,
							hi = n;

				key.noun = joined_tokens(&core, k);
				/* the first noun not below the ending, then every one equal to it */
				while (lo < hi)
				{
					int			mid = (lo + hi) / 2;

					if (table_noun_cmp(&nouns[mid], &key) < 0)
						lo = mid + 1;
					else
						hi = mid;
				}
				for (; lo < n && table_noun_cmp(&nouns[lo], &key) == 0; lo++)
					if (!(nouns[lo].table == u && u->columns[i].ordinal == 1))
						named[nouns[lo].index] = true;
				pfree(key.noun);
			}
		}
	}
	for (int i = 0; i < n; i++)
		pfree(nouns[i].noun);
	pfree(nouns);
	return named;
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
	/* a name glued into one word (billingpartyid): the role is what precedes partyid */
	if (score.n == 1)
	{
		int			role = role_prefix_length(src->name, ttab, tgt);

		if (role > 0)
		{
			char		sj[NAMEDATALEN * 2];

			joined_name(src->name, sj, sizeof(sj));
			appendBinaryStringInfo(&buf, sj, role);
			return buf.data;
		}
	}
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
 * type column ('Post' for posts, 'BlogPost', 'Admin::BlogPost' or Laravel's
 * 'App\Models\BlogPost' for blog_posts)?
 */
bool
ek_value_names_table(List *tables, const char *value)
{
	Tokens		vt,
				tt;
	ListCell   *lc;
	const char *last = value;

	for (const char *p = value; *p != '\0'; p++)
		if (*p == ':' || *p == '\\')
			last = p + 1;
	table_tokens(last, &vt);
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
 * Do the words (assigned_object, scope, address) name a table of the run, as its whole name or
 * its last words (crm_address)?
 */
bool
ek_words_name_table(List *tables, const char *words)
{
	Tokens		wt,
				tt;
	ListCell   *lc;

	table_tokens(words, &wt);
	if (wt.n == 0)
		return false;
	foreach(lc, tables)
	{
		table_tokens(((EkTable *) lfirst(lc))->table_name, &tt);
		if (tt.n >= wt.n && tokens_end_with(&tt, &wt, tt.n - wt.n))
			return true;
	}
	return false;
}

/*
 * Do the two tables' names share a word (item_prose and item_names: item)? Siblings that
 * describe one parent are named after it, or after what they hold (names).
 */
bool
ek_tables_share_word(EkTable *a, EkTable *b)
{
	Tokens		ta,
				tb;

	table_tokens(a->table_name, &ta);
	table_tokens(b->table_name, &tb);
	for (int i = 0; i < ta.n; i++)
		for (int j = 0; j < tb.n; j++)
			if (strcmp(ta.t[i], tb.t[j]) == 0)
				return true;
	return false;
}

/*
 * Do two different words end alike, a word of four letters or more, behind different words of
 * two letters or more, neither the start of the other (taskstatus and issuestatus,
 * taskduedate and issueduedate)?
 */
static bool
glued_siblings(const char *a, const char *b)
{
	int			la = strlen(a),
				lb = strlen(b),
				k = 0;

	while (k < la && k < lb && a[la - 1 - k] == b[lb - 1 - k])
		k++;
	/* not one's word extending the other's (productsubcategory of productcategory) */
	return k >= 4 && la - k >= 2 && lb - k >= 2 &&
		strncmp(a, b, Min(la, lb) - k) != 0;
}

/*
 * Are a and b siblings by their names: the same last word behind different owners' names
 * (sylius_payment_method_translation and sylius_taxon_translation, item_prose and move_prose),
 * neither name the other's with more words (invoice_line_detail is invoice_line's child)?
 */
bool
ek_tables_are_siblings(EkTable *a, EkTable *b)
{
	Tokens		ta,
				tb;
	int			i;

	table_tokens(a->table_name, &ta);
	table_tokens(b->table_name, &tb);
	if (ta.n == 0 || tb.n == 0)
		return false;
	/* ... or glued behind them (Django's projects_taskstatus and projects_issuestatus) */
	if (strcmp(ta.t[ta.n - 1], tb.t[tb.n - 1]) != 0)
		return glued_siblings(ta.t[ta.n - 1], tb.t[tb.n - 1]);
	if (ta.n < 2 || tb.n < 2)
		return false;
	for (i = 0; i < Min(ta.n, tb.n) - 1 && strcmp(ta.t[i], tb.t[i]) == 0; i++)
		;
	return i < Min(ta.n, tb.n) - 1;
}

/* Is the name a key word and nothing else (id, key, code)? */
bool
ek_name_is_bare_key(const char *name)
{
	Tokens		core;
	bool		generic;

	core_tokens(name, &core, &generic);
	return core.n == 0;
}

/*
 * Do columns of other tables name t as a reference would (personid, person_id for person)?
 * Among tables that share one key, the one others name is the entity, the rest satellites.
 */
bool
ek_table_named_by_columns(List *tables, EkTable *t)
{
	Tokens		core,
				own;
	bool		generic;
	ListCell   *lc;

	table_tokens(t->table_name, &own);
	if (own.n == 0)
		return false;
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		if (u == t)
			continue;
		for (int i = 0; i < u->ncolumns; i++)
		{
			core_tokens(u->columns[i].name, &core, &generic);
			if (generic && tokens_equal(&core, &own))
				return true;
		}
	}
	return false;
}

/*
 * The other table of the run c's name names, not its own (supplier_id in products), or NULL.
 * Such a column is a reference that happens to be unique, not its table's key.
 */
static EkTable *
other_table_named(List *tables, EkTable *t, EkColumn *c)
{
	Tokens		core,
				own,
				other;
	bool		generic;
	ListCell   *lc;

	core_tokens(c->name, &core, &generic);
	table_tokens(t->table_name, &own);
	/* a core of one letter (pnumber's p) names no table, whatever tables are called */
	if (core.n == 0 || (core.n == 1 && strlen(core.t[0]) < 2) || tokens_equal(&core, &own) ||
		tokens_contain(&own, &core))
		return NULL;
	foreach(lc, tables)
	{
		EkTable    *u = lfirst(lc);

		if (u == t)
			continue;
		table_tokens(u->table_name, &other);
		if (tokens_equal(&core, &other))
			return u;
	}
	return NULL;
}

bool
ek_name_names_other_table(List *tables, EkTable *t, EkColumn *c)
{
	return other_table_named(tables, t, c) != NULL;
}

/*
 * Does c's name name another table of the run that has a column of c's very name
 * (person.businessentityid, with businessentity.businessentityid)? Then c is a key shared
 * down a chain of subtypes (businessentity -> person -> employee), the key of its own table
 * as much as a reference to the other.
 */
bool
ek_name_shares_key_of_other(List *tables, EkTable *t, EkColumn *c)
{
	EkTable    *u = other_table_named(tables, t, c);

	for (int i = 0; u != NULL && i < u->ncolumns; i++)
		if (pg_strcasecmp(u->columns[i].name, c->name) == 0)
			return true;
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
		case EK_FAMILY_TEMPORAL:
			if (!ek_date_key_column(c))
				return -1;
			score += 1;
			break;
		case EK_FAMILY_TEXT:
		case EK_FAMILY_CHAR:
			{
				/* a login keyed by its e-mail address (user_login.user_login_id): the name says key */
				bool		named_key = ek_name_is_keylike(c->name) && ek_name_names_own_table(t, c);

				if ((c->patterns & (EK_PATTERN_URL | EK_PATTERN_PHONE | EK_PATTERN_DATE | EK_PATTERN_JSON)) ||
					((c->patterns & EK_PATTERN_EMAIL) && !named_key))
					return -1;
				if (c->patterns & EK_PATTERN_UUID)
				{
					score += 2;
					break;
				}
				/* free text (names, addresses) is unique by accident, not by design */
				if (!named_key && (c->max_length > 40 || (!ek_name_is_keylike(c->name) && c->max_length > 16)))
					return -1;
				break;
			}
		default:
			return -1;
	}
	(void) core_tokens_n(c->name, &core, &generic, true);
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
