/*
 * ontology_text.c: the small text primitives behind the ontology read API
 * (search_columns, resolve_entity, did-you-mean hints).
 *
 * Why C: these run once per catalog column for every search, so they must be cheap, and they must
 * not depend on optional extensions (pg_trgm may be absent), yet behave identically everywhere:
 *   - ekaya._name_tokens(text): identifier/free text -> lowercase tokens, splitting snake_case,
 *     camelCase/PascalCase, acronyms ("HTTPServer" -> http, server), letter/digit boundaries and
 *     run-together words ("unitsreturned" -> units, returned: a dictionary-based segmenter).
 *   - ekaya._singular(text): English singular of a lowercase word or snake_case name (only the
 *     last word changes: order_items -> order_item), so "customers" resolves to entity "customer".
 *   - ekaya._similarity(text, text): trigram similarity computed exactly like pg_trgm's
 *     similarity() (words padded with two leading and one trailing blank, Jaccard of the trigram
 *     sets), used for fuzzy matches and did-you-mean suggestions.
 * All three are IMMUTABLE, STRICT and allocate only in the per-call memory context that fmgr
 * gives them; the callers bound input sizes.
 */
#include "ekaya.h"

#include <ctype.h>

#include "miscadmin.h"
#include "port.h"
#include "storage/fd.h"
#include "utils/memutils.h"

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "funcapi.h"
#include "access/htup_details.h"
#include "lib/stringinfo.h"
#include "catalog/namespace.h"
#include "nodes/value.h"
#include "tsearch/ts_cache.h"
#include "tsearch/ts_public.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/acl.h"
#include "utils/lsyscache.h"
#include "utils/rls.h"

PG_FUNCTION_INFO_V1(ekaya_name_tokens);
PG_FUNCTION_INFO_V1(ekaya_singular);
PG_FUNCTION_INFO_V1(ekaya_similarity);
PG_FUNCTION_INFO_V1(ekaya_match_column);
PG_FUNCTION_INFO_V1(ekaya_stem);
PG_FUNCTION_INFO_V1(ekaya_stems);
PG_FUNCTION_INFO_V1(ekaya_column_role);
PG_FUNCTION_INFO_V1(ekaya_entity_name);
PG_FUNCTION_INFO_V1(ekaya_table_name);
PG_FUNCTION_INFO_V1(ekaya_words_match);
PG_FUNCTION_INFO_V1(ekaya_answer_valid);

/* Inputs longer than this are refused here too, so a direct call cannot burn CPU for minutes. */
#define EKAYA_TEXT_MAX	(64 * 1024)

static void
check_length(int len)
{
	if (len > EKAYA_TEXT_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("text of %d bytes is too long for ontology matching", len),
				 errdetail("The limit is %d bytes.", EKAYA_TEXT_MAX)));
}

/*
 * The segmenter of run-together names (issue 19): "unitsreturned" -> units, returned;
 * "billingdocumentheader" -> billing, document, header; "supervisedby" -> supervised, by.
 * A dictionary-based split: the words are Debian's wamerican list (lower-case words of 2 to
 * 24 letters, installed as ekaya_words.txt beside the extension's script), loaded once per
 * backend when a name first needs it (about 64,000 words, 1 MB). A token is split only when it
 * is made of letters, has at least 6 of them, is not a word itself, and can be cut whole into
 * at most 4 words of at least 3 letters (or one of a few 2-letter words: id, by, no, to, ...);
 * of all such cuts the one with the fewest words wins, then the one with the longest words.
 * Without the word list nothing is split.
 */
#define SPLIT_MIN_LEN	6
#define SPLIT_MAX_LEN	64
#define SPLIT_MAX_PARTS 4

static char *dict_words = NULL;	/* the words, each NUL-terminated */
static uint32 *dict_slots = NULL;	/* open addressing: offset + 1 into dict_words, 0 = empty */
static uint32 dict_mask = 0;
static bool dict_tried = false;

static uint32
word_hash(const char *w, int len)
{
	uint32		h = 2166136261u;
	int			i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char) w[i]) * 16777619u;
	return h;
}

static bool
dict_has(const char *w, int len)
{
	static const char *const two[] = {"id", "by", "no", "to", "of", "on", "in", "at", "up", "is", "or", "as",
	"kg", "cm", "mm", "km", "lb", "oz", "ml"};
	uint32		h;

	if (len == 2)
	{
		int			k;

		for (k = 0; k < (int) lengthof(two); k++)
			if (memcmp(w, two[k], 2) == 0)
				return true;
		return false;
	}
	if (dict_slots == NULL || len < 3)
		return false;
	for (h = word_hash(w, len) & dict_mask; dict_slots[h] != 0; h = (h + 1) & dict_mask)
	{
		const char *d = dict_words + dict_slots[h] - 1;

		if (strncmp(d, w, len) == 0 && d[len] == '\0')
			return true;
	}
	return false;
}

static void
dict_load(void)
{
	char		share[MAXPGPATH];
	char		path[MAXPGPATH];
	FILE	   *f;
	StringInfoData buf;
	char		line[64];
	int			nwords = 0;
	uint32		size = 1;
	MemoryContext old;
	int			off;

	dict_tried = true;
	get_share_path(my_exec_path, share);
	snprintf(path, sizeof(path), "%s/extension/ekaya_words.txt", share);
	f = AllocateFile(path, "r");
	if (f == NULL)
	{
		elog(DEBUG1, "ekaya: no word list at \"%s\": run-together names are not split", path);
		return;
	}
	old = MemoryContextSwitchTo(TopMemoryContext);
	initStringInfo(&buf);
	while (fgets(line, sizeof(line), f) != NULL)
	{
		int			len = strcspn(line, "\r\n");

		if (len < 3 || len > 24)
			continue;
		appendBinaryStringInfo(&buf, line, len);
		appendStringInfoChar(&buf, '\0');
		nwords++;
	}
	FreeFile(f);
	while (size < (uint32) nwords * 2)
		size <<= 1;
	dict_slots = palloc0(sizeof(uint32) * size);
	dict_mask = size - 1;
	dict_words = buf.data;
	MemoryContextSwitchTo(old);
	for (off = 0; off < buf.len; off += strlen(buf.data + off) + 1)
	{
		int			len = strlen(buf.data + off);
		uint32		h;

		for (h = word_hash(buf.data + off, len) & dict_mask; dict_slots[h] != 0; h = (h + 1) & dict_mask)
			;
		dict_slots[h] = off + 1;
	}
}

/*
 * Appends the words of tok (len letters) to out: its parts when it splits, else tok itself.
 */
static List *
split_token(List *out, char *tok, int len)
{
	int			parts[SPLIT_MAX_LEN + 1];	/* fewest words for the prefix of length i */
	int			score[SPLIT_MAX_LEN + 1];	/* sum of squared word lengths, for ties */
	int			from[SPLIT_MAX_LEN + 1];
	int			cut[SPLIT_MAX_PARTS + 1];
	int			i,
				j,
				n;

	if (len < SPLIT_MIN_LEN || len > SPLIT_MAX_LEN)
		return lappend(out, tok);
	for (i = 0; i < len; i++)
		if (!(tok[i] >= 'a' && tok[i] <= 'z'))
			return lappend(out, tok);
	if (!dict_tried)
		dict_load();
	if (dict_slots == NULL || dict_has(tok, len))
		return lappend(out, tok);
	/* an inflection of a word is not run together either: approver (approve), shippers */
	{
		static const char *const endings[] = {"s", "es", "d", "ed", "r", "er", "ers", "ing", "ings"};
		int			k;

		for (k = 0; k < (int) lengthof(endings); k++)
		{
			int			el = strlen(endings[k]);

			if (len - el >= 4 && strcmp(tok + len - el, endings[k]) == 0 && dict_has(tok, len - el))
				return lappend(out, tok);
		}
	}
	parts[0] = 0;
	score[0] = 0;
	for (i = 1; i <= len; i++)
	{
		parts[i] = INT_MAX;
		score[i] = 0;
		for (j = Max(0, i - 24); j <= i - 2; j++)
		{
			if (parts[j] == INT_MAX || parts[j] >= SPLIT_MAX_PARTS || !dict_has(tok + j, i - j))
				continue;
			if (parts[j] + 1 < parts[i] ||
				(parts[j] + 1 == parts[i] && score[j] + (i - j) * (i - j) > score[i]))
			{
				parts[i] = parts[j] + 1;
				score[i] = score[j] + (i - j) * (i - j);
				from[i] = j;
			}
		}
	}
	if (parts[len] == INT_MAX || parts[len] < 2)
		return lappend(out, tok);
	n = parts[len];
	for (i = len, j = n; j > 0; j--)
	{
		cut[j] = i;
		i = from[i];
	}
	cut[0] = 0;
	for (j = 1; j <= n; j++)
		out = lappend(out, pnstrdup(tok + cut[j - 1], cut[j] - cut[j - 1]));
	return out;
}

/*
 * Tokens of s in order of appearance, lowercase ASCII letters/digits; non-ASCII bytes are kept
 * inside tokens (lowercased only when ASCII) so accented names still tokenize on separators.
 * A List of palloc'd C strings.
 */
static List *
name_tokens(const char *s, int len)
{
	List	   *out = NIL;
	StringInfoData tok;
	int			i;

	initStringInfo(&tok);
	for (i = 0; i < len; i++)
	{
		unsigned char c = (unsigned char) s[i];
		bool		is_word = isalnum(c) || c >= 0x80;
		bool		boundary = false;

		if (!is_word)
			boundary = true;
		else if (tok.len > 0)
		{
			unsigned char p = (unsigned char) s[i - 1];

			/* fooBar | fooBAR */
			if (isupper(c) && (islower(p) || isdigit(p)))
				boundary = true;
			/* HTTPServer: boundary before the S of "Server" */
			else if (isupper(c) && isupper(p) && i + 1 < len && islower((unsigned char) s[i + 1]))
				boundary = true;
			/* address2, 2fa */
			else if ((isdigit(c) && isalpha(p)) || (isalpha(c) && isdigit(p)))
				boundary = true;
		}
		if (boundary && tok.len > 0)
		{
			out = split_token(out, pnstrdup(tok.data, tok.len), tok.len);
			resetStringInfo(&tok);
		}
		if (is_word)
			appendStringInfoChar(&tok, (c < 0x80) ? (char) tolower(c) : (char) c);
	}
	if (tok.len > 0)
		out = split_token(out, pnstrdup(tok.data, tok.len), tok.len);
	pfree(tok.data);
	return out;
}

/* A text[] of the C strings in a List. */
static Datum
text_array(List *words)
{
	ArrayBuildState *astate = NULL;
	ListCell   *lc;

	foreach(lc, words)
		astate = accumArrayResult(astate, CStringGetTextDatum((char *) lfirst(lc)), false, TEXTOID,
								  CurrentMemoryContext);
	if (astate == NULL)
		return PointerGetDatum(construct_empty_array(TEXTOID));
	return makeArrayResult(astate, CurrentMemoryContext);
}

/*
 * ekaya._name_tokens(text) RETURNS text[]: see name_tokens().
 */
Datum
ekaya_name_tokens(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);

	check_length(VARSIZE_ANY_EXHDR(in));
	PG_RETURN_DATUM(text_array(name_tokens(VARDATA_ANY(in), VARSIZE_ANY_EXHDR(in))));
}

static bool
ends_with(const char *w, int len, const char *suffix)
{
	int			sl = strlen(suffix);

	return len >= sl && memcmp(w + len - sl, suffix, sl) == 0;
}

/*
 * Singular of one lowercase word, written into buf (which holds at least len + 1 bytes plus room
 * for the longest irregular form). Rules are deliberately conservative: a wrong singular only
 * costs a missed "plural" match, while over-stemming ("status" -> "statu") would create false ones.
 */
static void
singular_word(const char *w, int len, StringInfo out)
{
	static const char *const irregular[][2] = {
		{"people", "person"}, {"men", "man"}, {"women", "woman"}, {"children", "child"},
		{"mice", "mouse"}, {"geese", "goose"}, {"feet", "foot"}, {"teeth", "tooth"},
		{"statuses", "status"}, {"addresses", "address"}, {"indices", "index"},
		{"indexes", "index"}, {"matrices", "matrix"}, {"criteria", "criterion"},
		{"analyses", "analysis"}, {"bases", "base"}, {"cases", "case"}, {"data", "data"},
		{"media", "media"}, {"series", "series"}, {"species", "species"}, {"news", "news"},
		{"aliases", "alias"}, {"buses", "bus"}, {"taxes", "tax"}, {"boxes", "box"},
		{"movies", "movie"}, {"cookies", "cookie"}, {"quizzes", "quiz"}, {"leaves", "leaf"},
		{"lives", "life"}, {"wives", "wife"}, {"knives", "knife"}, {"halves", "half"},
		{"shelves", "shelf"}, {"calves", "calf"}, {"oxen", "ox"}, {"vertices", "vertex"},
		{"currencies", "currency"}, {"responses", "response"}, {"purchases", "purchase"},
		{"invoices", "invoice"}, {"prices", "price"}, {"sources", "source"},
		{"licenses", "license"}, {"expenses", "expense"}, {"courses", "course"},
		{"warehouses", "warehouse"}, {"releases", "release"}, {"databases", "database"},
		{"phases", "phase"}, {"uses", "use"}, {"houses", "house"}, {"clauses", "clause"},
	};
	int			k;

	for (k = 0; k < (int) lengthof(irregular); k++)
	{
		const char *pl = irregular[k][0];
		int			pll = strlen(pl);

		/* whole word, or the tail of a compound (warehouses, lineitems are rare; whole only) */
		if (pll == len && memcmp(w, pl, len) == 0)
		{
			appendStringInfoString(out, irregular[k][1]);
			return;
		}
	}
	if (len <= 3)
	{
		appendBinaryStringInfo(out, w, len);
		return;
	}
	if (ends_with(w, len, "ies") && len > 4)
	{
		appendBinaryStringInfo(out, w, len - 3);
		appendStringInfoChar(out, 'y');
		return;
	}
	if (ends_with(w, len, "sses") || ends_with(w, len, "xes") || ends_with(w, len, "ches") ||
		ends_with(w, len, "shes") || ends_with(w, len, "zzes"))
	{
		appendBinaryStringInfo(out, w, len - 2);
		return;
	}
	if (w[len - 1] == 's' && w[len - 2] != 's' && w[len - 2] != 'u' && w[len - 2] != 'i')
	{
		appendBinaryStringInfo(out, w, len - 1);
		return;
	}
	appendBinaryStringInfo(out, w, len);
}

/*
 * ekaya._singular(text) RETURNS text
 * For snake_case names only the last word is made singular, which is how English compounds
 * pluralize (order_items -> order_item, user_profiles -> user_profile).
 */
Datum
ekaya_singular(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);
	const char *s = VARDATA_ANY(in);
	int			len = VARSIZE_ANY_EXHDR(in);
	int			start = len;
	StringInfoData out;

	check_length(len);
	while (start > 0 && s[start - 1] != '_' && s[start - 1] != ' ' && s[start - 1] != '-')
		start--;
	initStringInfo(&out);
	appendBinaryStringInfo(&out, s, start);
	singular_word(s + start, len - start, &out);
	PG_RETURN_TEXT_P(cstring_to_text_with_len(out.data, out.len));
}

/*
 * The stem of one lowercase word by the english Snowball stemmer (the dictionary
 * pg_catalog.english_stem that to_tsvector('english') uses); a stop word, or a word the
 * dictionary does not know, is its own stem. Called directly, not through ts_lexize(), because
 * it runs per word of every name a search or an entity lookup compares.
 */
static char *
stem_word(const char *w)
{
	static Oid	dict_oid = InvalidOid;
	TSDictionaryCacheEntry *dict;
	DictSubState dstate = {false, false, NULL};
	TSLexeme   *res;

	if (!OidIsValid(dict_oid))
		dict_oid = get_ts_dict_oid(list_make2(makeString("pg_catalog"), makeString("english_stem")), false);
	dict = lookup_ts_dictionary_cache(dict_oid);
	res = (TSLexeme *) DatumGetPointer(FunctionCall4(&dict->lexize, PointerGetDatum(dict->dictData),
													 PointerGetDatum(w), Int32GetDatum(strlen(w)),
													 PointerGetDatum(&dstate)));
	if (res != NULL && res[0].lexeme != NULL)
		return res[0].lexeme;
	return pstrdup(w);
}

/* ekaya._stem(word text) RETURNS text */
Datum
ekaya_stem(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);

	check_length(VARSIZE_ANY_EXHDR(in));
	PG_RETURN_TEXT_P(cstring_to_text(stem_word(text_to_cstring(in))));
}

/* ekaya._stems(s text) RETURNS text[]: the stems of the name tokens of s, in order. */
Datum
ekaya_stems(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);
	List	   *toks;
	ListCell   *lc;

	check_length(VARSIZE_ANY_EXHDR(in));
	toks = name_tokens(VARDATA_ANY(in), VARSIZE_ANY_EXHDR(in));
	foreach(lc, toks)
		lfirst(lc) = stem_word((char *) lfirst(lc));
	PG_RETURN_DATUM(text_array(toks));
}

/* The tokens joined by sep, from the first to the one before stop. */
static char *
join_tokens(List *toks, int stop, const char *sep)
{
	StringInfoData out;
	int			i;

	initStringInfo(&out);
	for (i = 0; i < stop; i++)
	{
		if (i > 0)
			appendStringInfoString(&out, sep);
		appendStringInfoString(&out, (char *) list_nth(toks, i));
	}
	return out.data;
}

/*
 * ekaya._column_role(column_name text) RETURNS text: the role a referencing column plays, its
 * name without the key suffix (host_id -> host, referred_by_user_id -> referred_by_user,
 * CustomerId -> customer).
 */
Datum
ekaya_column_role(PG_FUNCTION_ARGS)
{
	static const char *const suffixes[] = {"id", "key", "fk", "code", "no", "num", "sku"};
	text	   *in = PG_GETARG_TEXT_PP(0);
	List	   *toks;
	int			n;
	int			k;

	check_length(VARSIZE_ANY_EXHDR(in));
	toks = name_tokens(VARDATA_ANY(in), VARSIZE_ANY_EXHDR(in));
	n = list_length(toks);
	if (n > 1)
		for (k = 0; k < (int) lengthof(suffixes); k++)
			if (strcmp((char *) llast(toks), suffixes[k]) == 0)
				PG_RETURN_TEXT_P(cstring_to_text(join_tokens(toks, n - 1, "_")));
	PG_RETURN_TEXT_P(cstring_to_text(join_tokens(toks, n, "_")));
}

/*
 * ekaya._entity_name(relname text) RETURNS text: snake_case tokens, last word singular
 * (OrderItems -> order_item).
 */
Datum
ekaya_entity_name(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);
	List	   *toks;
	StringInfoData out;
	int			n;

	check_length(VARSIZE_ANY_EXHDR(in));
	toks = name_tokens(VARDATA_ANY(in), VARSIZE_ANY_EXHDR(in));
	n = list_length(toks);
	initStringInfo(&out);
	if (n > 1)
	{
		appendStringInfoString(&out, join_tokens(toks, n - 1, "_"));
		appendStringInfoChar(&out, '_');
	}
	if (n > 0)
		singular_word((char *) llast(toks), strlen((char *) llast(toks)), &out);
	PG_RETURN_TEXT_P(cstring_to_text_with_len(out.data, out.len));
}

/*
 * ekaya.table_name(rel oid) RETURNS text: schema.table as format('%I.%I') prints it, NULL for
 * a relation that does not exist. From the syscache: it is called per row by every reader.
 */
Datum
ekaya_table_name(PG_FUNCTION_ARGS)
{
	Oid			rel = PG_GETARG_OID(0);
	char	   *relname = get_rel_name(rel);
	char	   *nspname;

	if (relname == NULL)
		PG_RETURN_NULL();
	nspname = get_namespace_name(get_rel_namespace(rel));
	if (nspname == NULL)
		PG_RETURN_NULL();
	PG_RETURN_TEXT_P(cstring_to_text(psprintf("%s.%s", quote_identifier(nspname), quote_identifier(relname))));
}

/* Trigram set of a string, pg_trgm style; returned sorted and unique, 3 bytes per trigram. */
static int
trigrams(const char *s, int len, char **result)
{
	char	   *buf = palloc(len + 4);
	char	   *tg = palloc((len + 3) * 3 + 3);
	int			n = 0;
	int			i = 0;

	while (i < len)
	{
		int			wl = 0;
		int			j;

		while (i < len && !(isalnum((unsigned char) s[i]) || (unsigned char) s[i] >= 0x80))
			i++;
		if (i >= len)
			break;
		buf[wl++] = ' ';
		buf[wl++] = ' ';
		while (i < len && (isalnum((unsigned char) s[i]) || (unsigned char) s[i] >= 0x80))
		{
			unsigned char c = (unsigned char) s[i++];

			buf[wl++] = (c < 0x80) ? (char) tolower(c) : (char) c;
		}
		buf[wl++] = ' ';
		for (j = 0; j + 3 <= wl; j++)
		{
			memcpy(tg + 3 * n, buf + j, 3);
			n++;
		}
		/* buf is reused per word, sized for the whole string */
	}
	/* sort and deduplicate (insertion sort: names are short) */
	{
		int			a,
					b,
					u = 0;

		for (a = 1; a < n; a++)
		{
			char		t[3];

			memcpy(t, tg + 3 * a, 3);
			for (b = a - 1; b >= 0 && memcmp(tg + 3 * b, t, 3) > 0; b--)
				memcpy(tg + 3 * (b + 1), tg + 3 * b, 3);
			memcpy(tg + 3 * (b + 1), t, 3);
		}
		for (a = 0; a < n; a++)
			if (u == 0 || memcmp(tg + 3 * (u - 1), tg + 3 * a, 3) != 0)
			{
				if (u != a)
					memcpy(tg + 3 * u, tg + 3 * a, 3);
				u++;
			}
		n = u;
	}
	pfree(buf);
	*result = tg;
	return n;
}

/* |A ∩ B| / |A ∪ B| of two sorted trigram sets. */
static float4
set_similarity(const char *ta, int na, const char *tb, int nb)
{
	int			i = 0,
				j = 0,
				common = 0;

	if (na == 0 || nb == 0)
		return 0.0;
	while (i < na && j < nb)
	{
		int			c = memcmp(ta + 3 * i, tb + 3 * j, 3);

		if (c == 0)
		{
			common++;
			i++;
			j++;
		}
		else if (c < 0)
			i++;
		else
			j++;
	}
	return (float4) common / (float4) (na + nb - common);
}

/* |A ∩ B| / |A ∪ B| over the trigram sets of two strings. */
static float4
similarity(const char *a, int alen, const char *b, int blen)
{
	char	   *ta,
			   *tb;
	int			na = trigrams(a, alen, &ta);
	int			nb = trigrams(b, blen, &tb);
	float4		r = set_similarity(ta, na, tb, nb);

	pfree(ta);
	pfree(tb);
	return r;
}

/* ekaya._similarity(a text, b text) RETURNS real: |A ∩ B| / |A ∪ B| over trigram sets. */
Datum
ekaya_similarity(PG_FUNCTION_ARGS)
{
	text	   *a = PG_GETARG_TEXT_PP(0);
	text	   *b = PG_GETARG_TEXT_PP(1);

	check_length(VARSIZE_ANY_EXHDR(a));
	check_length(VARSIZE_ANY_EXHDR(b));
	/* pg_trgm's limit: words past this length would be cut there; we simply refuse huge input */
	PG_RETURN_FLOAT4(similarity(VARDATA_ANY(a), VARSIZE_ANY_EXHDR(a), VARDATA_ANY(b), VARSIZE_ANY_EXHDR(b)));
}

/*
 * Words of a text[] argument (NULL elements and a NULL array give none), as C strings.
 */
typedef struct Words
{
	int			n;
	char	  **w;
} Words;

static Words
arg_words(FunctionCallInfo fcinfo, int argno)
{
	Words		r = {0, NULL};
	Datum	   *elems;
	bool	   *nulls;
	int			n,
				i;

	if (PG_ARGISNULL(argno))
		return r;
	deconstruct_array(PG_GETARG_ARRAYTYPE_P(argno), TEXTOID, -1, false, TYPALIGN_INT,
					  &elems, &nulls, &n);
	r.w = palloc(sizeof(char *) * (n + 1));
	for (i = 0; i < n; i++)
		if (!nulls[i])
		{
			text	   *t = DatumGetTextPP(elems[i]);

			check_length(VARSIZE_ANY_EXHDR(t));
			r.w[r.n++] = text_to_cstring(t);
		}
	return r;
}

static bool
has_word(const Words *ws, const char *w)
{
	int			i;

	for (i = 0; i < ws->n; i++)
		if (strcmp(ws->w[i], w) == 0)
			return true;
	return false;
}

/* Does any word of the space-separated list syns occur in ws? */
static bool
any_syn_in(const char *syns, const Words *ws)
{
	const char *p = syns;

	while (p && *p)
	{
		const char *e = strchr(p, ' ');
		int			len = e ? e - p : (int) strlen(p);
		int			i;

		for (i = 0; i < ws->n; i++)
			if ((int) strlen(ws->w[i]) == len && strncmp(ws->w[i], p, len) == 0)
				return true;
		p = e ? e + 1 : NULL;
	}
	return false;
}

typedef struct Hit
{
	double		w;
	const char *why;
	int			i;
} Hit;

static void
consider(Hit *best, double w, const char *why)
{
	/* the highest weight wins; equal weights: the reason first in alphabetical order */
	if (w > best->w || (w == best->w && w > 0 && strcmp(why, best->why) < 0))
	{
		best->w = w;
		best->why = why;
	}
}

static int
hit_cmp(const void *a, const void *b)
{
	const Hit  *x = (const Hit *) a;
	const Hit  *y = (const Hit *) b;

	if (x->w != y->w)
		return x->w > y->w ? -1 : 1;
	return x->i - y->i;
}

/*
 * ekaya._match_column(q_tokens, q_stems, q_synonyms, column_stems, column_tokens, value_stems,
 *                     column_lexemes, table_stems, table_lexemes, alias_stems, table_alias_stems,
 *                     semantic_type, OUT score real, OUT why text)
 *
 * The score of one column for a query, search_columns' scoring (80_ontology.sql) in one call:
 * per query word (q_tokens[i], its stem q_stems[i], its synonyms' stems q_synonyms[i] separated
 * by blanks) the best of alias 1.0, name 1.0, enum_value 0.9, synonym 0.8, comment 0.7 (0.55
 * through a synonym), prefix 0.6, fuzzy 0.6 x trigram similarity, table 0.45 / 0.35 / 0.25 and
 * semantic_type 0.4; score = 0.9 x mean over the words + 0.1 x the share of the column's name
 * stems that a query stem or synonym explains; why lists "reason:word", best first.
 * Linear in the sizes of the arrays; one call per column instead of a subquery per word.
 */
Datum
ekaya_match_column(PG_FUNCTION_ARGS)
{
	Words		qtok = arg_words(fcinfo, 0);
	Words		qstem = arg_words(fcinfo, 1);
	Words		qsyn = arg_words(fcinfo, 2);
	Words		cst = arg_words(fcinfo, 3);
	Words		ctok = arg_words(fcinfo, 4);
	Words		est = arg_words(fcinfo, 5);
	Words		clex = arg_words(fcinfo, 6);
	Words		tst = arg_words(fcinfo, 7);
	Words		tlex = arg_words(fcinfo, 8);
	Words		ast = arg_words(fcinfo, 9);
	Words		tast = arg_words(fcinfo, 10);
	char	   *sem = PG_ARGISNULL(11) ? NULL : text_to_cstring(PG_GETARG_TEXT_PP(11));
	int			nq = Min(qtok.n, qstem.n);
	Hit		   *hits = palloc0(sizeof(Hit) * (nq + 1));
	int			nh = 0;
	double		total = 0;
	int			explained = 0;
	int			i,
				k;
	TupleDesc	tupdesc;
	Datum		values[2];
	bool		nulls[2] = {false, false};
	StringInfoData why;

	/* trigram sets of the column's tokens, made when a word first needs them */
	char	  **ctg = palloc0(sizeof(char *) * (ctok.n + 1));
	int		   *nctg = palloc0(sizeof(int) * (ctok.n + 1));

	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "ekaya._match_column must return a record");
	tupdesc = BlessTupleDesc(tupdesc);

	for (i = 0; i < nq; i++)
	{
		const char *tok = qtok.w[i];
		const char *stem = qstem.w[i];
		const char *syns = i < qsyn.n ? qsyn.w[i] : "";
		int			sl = strlen(stem);
		int			tl = strlen(tok);
		Hit			best = {0, "", i};

		if (has_word(&ast, stem))
			consider(&best, 1.0, "alias");
		if (has_word(&cst, stem))
			consider(&best, 1.0, "name");
		if (has_word(&est, stem))
			consider(&best, 0.9, "enum_value");
		if (any_syn_in(syns, &cst))
			consider(&best, 0.8, "synonym");
		if (has_word(&clex, stem))
			consider(&best, 0.7, "comment");
		else if (any_syn_in(syns, &clex))
			consider(&best, 0.55, "comment");
		if (sl >= 3)
			for (k = 0; k < cst.n; k++)
			{
				int			xl = strlen(cst.w[k]);

				if (xl >= 3 && (strncmp(cst.w[k], stem, sl) == 0 || strncmp(stem, cst.w[k], xl) == 0))
				{
					/* one word the stemmer left apart (supervisor, supervised): nearly the name */
					if (Min(sl, xl) >= 5 && Abs(sl - xl) <= 3)
						consider(&best, 0.9, "name");
					else
						consider(&best, 0.6, "prefix");
				}
			}
		/* name, title or label: the column named like its table is its label (city.city) */
		if ((strcmp(stem, "name") == 0 || strcmp(stem, "titl") == 0 || strcmp(stem, "label") == 0) &&
			cst.n > 0 && cst.n == tst.n)
		{
			bool		same = true;

			for (k = 0; k < cst.n && same; k++)
				same = strcmp(cst.w[k], tst.w[k]) == 0;
			if (same)
				consider(&best, 0.6, "label");
		}
		if (tl >= 4 && tl <= 63)
		{
			float4		m = 0;
			char	   *qt;
			int			nqt = trigrams(tok, tl, &qt);

			for (k = 0; k < ctok.n; k++)
			{
				if (ctg[k] == NULL)
					nctg[k] = trigrams(ctok.w[k], strlen(ctok.w[k]), &ctg[k]);
				m = Max(m, set_similarity(qt, nqt, ctg[k], nctg[k]));
			}
			if (m >= 0.4)
				consider(&best, 0.6 * m, "fuzzy");
		}
		/* the table's head word (moves, not move_changelog) names the table itself */
		if (tst.n > 0 && strcmp(tst.w[tst.n - 1], stem) == 0)
			consider(&best, 0.5, "table");
		else if (has_word(&tst, stem) || has_word(&tast, stem))
			consider(&best, 0.45, "table");
		else if (any_syn_in(syns, &tst))
			consider(&best, 0.35, "table");
		else if (has_word(&tlex, stem))
			consider(&best, 0.25, "table");
		if (sem &&
			((strcmp(sem, "temporal") == 0 &&
			  (strcmp(stem, "date") == 0 || strcmp(stem, "time") == 0 || strcmp(stem, "when") == 0 ||
			   strcmp(stem, "timestamp") == 0 || strcmp(stem, "day") == 0 || strcmp(stem, "moment") == 0)) ||
			 (strcmp(sem, "boolean") == 0 && (strcmp(stem, "whether") == 0 || strcmp(stem, "flag") == 0)) ||
			 (strcmp(sem, "measure") == 0 &&
			  (strcmp(stem, "amount") == 0 || strcmp(stem, "total") == 0 || strcmp(stem, "sum") == 0 ||
			   strcmp(stem, "measur") == 0))))
			consider(&best, 0.4, "semantic_type");
		if (best.w > 0)
		{
			hits[nh++] = best;
			total += best.w;
		}
	}
	for (k = 0; k < cst.n; k++)
	{
		bool		hit = has_word(&qstem, cst.w[k]);

		for (i = 0; !hit && i < qsyn.n; i++)
		{
			Words		one = {1, &cst.w[k]};

			hit = any_syn_in(qsyn.w[i], &one);
		}
		if (hit)
			explained++;
	}
	qsort(hits, nh, sizeof(Hit), hit_cmp);
	initStringInfo(&why);
	for (i = 0; i < nh; i++)
		appendStringInfo(&why, "%s%s:%s", i ? ", " : "", hits[i].why, qtok.w[hits[i].i]);
	values[0] = Float4GetDatum(nq == 0 || nh == 0 ? 0.0 :
							   (float4) (0.9 * total / nq + 0.1 * (double) explained / Max(cst.n, 1)));
	values[1] = CStringGetTextDatum(why.data);
	nulls[1] = nh == 0;
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(tupdesc, values, nulls)));
}

/* Does stem q (with its synonyms syns, blank-separated) name n? 1 directly, 2 by synonym, else 0. */
static int
word_matches(const char *q, const char *syns, const char *n)
{
	int			ql = strlen(q);
	int			nl = strlen(n);
	Words		one = {1, (char **) &n};

	if (strcmp(q, n) == 0)
		return 1;
	/* stems of one word that the stemmer left apart: supervisor / supervis(ed), approver */
	if (Min(ql, nl) >= 5 && strncmp(q, n, Min(ql, nl)) == 0)
		return 1;
	if (any_syn_in(syns, &one))
		return 2;
	return 0;
}

/*
 * ekaya._words_match(term_stems text[], term_synonyms text[], name_stems text[], tail text[])
 * RETURNS integer: how the words of a business term name a table or a role (resolve_entity).
 * The name's stems lose a leading table prefix (tbl, tb, dim, fact, vw) and trailing words of
 * tail (header, master; for a role: id, number, by and the referenced table's own words) while
 * more than one is left; its last word is its head (order_items -> item, accountmanager_staff_
 * number -> manag). 0 unless every stem of the term matches a word of the name (equal, the same
 * word stemmed apart, or a synonym: term_synonyms[i] lists those of term_stems[i] separated by
 * blanks); else 1, plus 2 when the term's last word matches the head, plus 4 when a synonym was
 * needed.
 */
Datum
ekaya_words_match(PG_FUNCTION_ARGS)
{
	static const char *const prefixes[] = {"tbl", "tb", "dim", "fact", "vw"};
	Words		q = arg_words(fcinfo, 0);
	Words		syn = arg_words(fcinfo, 1);
	Words		name = arg_words(fcinfo, 2);
	Words		tail = arg_words(fcinfo, 3);
	int			first = 0;
	int			last = name.n - 1;
	int			result = 1;
	int			i,
				k;

	if (q.n == 0 || name.n == 0)
		PG_RETURN_INT32(0);
	for (k = 0; k < (int) lengthof(prefixes); k++)
		if (last > first && strcmp(name.w[first], prefixes[k]) == 0)
			first++;
	while (last > first && has_word(&tail, name.w[last]))
		last--;
	for (i = 0; i < q.n; i++)
	{
		const char *syns = i < syn.n ? syn.w[i] : "";
		int			best = 0;

		for (k = first; k <= last; k++)
		{
			int			m = word_matches(q.w[i], syns, name.w[k]);

			if (m == 1 || (m == 2 && best == 0))
				best = m;
		}
		if (best == 0)
			PG_RETURN_INT32(0);
		if (best == 2)
			result |= 4;
		if (i == q.n - 1 && word_matches(q.w[i], syns, name.w[last]) != 0)
			result |= 2;
	}
	PG_RETURN_INT32(result);
}

/*
 * ekaya._answer_valid(generation bigint, tables oid[], names text[], current_generation bigint)
 * RETURNS boolean: is an answer stored at publish (80_ontology.sql, ekaya.engine_answers) what
 * the current user would compute itself? The generation is the current one, and every table it
 * was computed over still has its name and is readable whole by the user (SELECT on the table,
 * no row security active for it). In C because every agent call that may be served a stored
 * answer asks it, and it is linear in the tables.
 */
Datum
ekaya_answer_valid(PG_FUNCTION_ARGS)
{
	Datum	   *oids;
	bool	   *onulls;
	int			n;
	Words		names;
	int			i;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1) || PG_ARGISNULL(2) || PG_ARGISNULL(3) ||
		PG_GETARG_INT64(0) != PG_GETARG_INT64(3))
		PG_RETURN_BOOL(false);
	deconstruct_array(PG_GETARG_ARRAYTYPE_P(1), OIDOID, sizeof(Oid), true, TYPALIGN_INT, &oids, &onulls, &n);
	names = arg_words(fcinfo, 2);
	if (names.n != n)
		PG_RETURN_BOOL(false);
	for (i = 0; i < n; i++)
	{
		Oid			rel = DatumGetObjectId(oids[i]);
		bool		missing = false;
		char	   *relname;
		char	   *nspname;

		if (onulls[i] || pg_class_aclcheck_ext(rel, GetUserId(), ACL_SELECT, &missing) != ACLCHECK_OK || missing)
			PG_RETURN_BOOL(false);
		if (check_enable_rls(rel, InvalidOid, true) == RLS_ENABLED)
			PG_RETURN_BOOL(false);
		relname = get_rel_name(rel);
		nspname = relname ? get_namespace_name(get_rel_namespace(rel)) : NULL;
		if (nspname == NULL ||
			strcmp(psprintf("%s.%s", quote_identifier(nspname), quote_identifier(relname)), names.w[i]) != 0)
			PG_RETURN_BOOL(false);
	}
	PG_RETURN_BOOL(true);
}
