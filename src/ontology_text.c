/*
 * ontology_text.c: the small text primitives behind the ontology read API
 * (search_columns, resolve_entity, did-you-mean hints).
 *
 * Why C: these run once per catalog column for every search, so they must be cheap, and they must
 * not depend on optional extensions (pg_trgm may be absent), yet behave identically everywhere:
 *   - ekaya._name_tokens(text): identifier/free text -> lowercase tokens, splitting snake_case,
 *     camelCase/PascalCase, acronyms ("HTTPServer" -> http, server) and letter/digit boundaries.
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

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "utils/array.h"
#include "utils/builtins.h"

PG_FUNCTION_INFO_V1(ekaya_name_tokens);
PG_FUNCTION_INFO_V1(ekaya_singular);
PG_FUNCTION_INFO_V1(ekaya_similarity);

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
 * ekaya._name_tokens(text) RETURNS text[]
 * Tokens in order of appearance, lowercase ASCII letters/digits; non-ASCII bytes are kept inside
 * tokens (lowercased only when ASCII) so accented names still tokenize on separators.
 */
Datum
ekaya_name_tokens(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);
	const char *s = VARDATA_ANY(in);
	int			len = VARSIZE_ANY_EXHDR(in);
	ArrayBuildState *astate = NULL;
	StringInfoData tok;
	int			i;

	check_length(len);
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
			astate = accumArrayResult(astate, PointerGetDatum(cstring_to_text_with_len(tok.data, tok.len)),
									  false, TEXTOID, CurrentMemoryContext);
			resetStringInfo(&tok);
		}
		if (is_word)
			appendStringInfoChar(&tok, (c < 0x80) ? (char) tolower(c) : (char) c);
	}
	if (tok.len > 0)
		astate = accumArrayResult(astate, PointerGetDatum(cstring_to_text_with_len(tok.data, tok.len)),
								  false, TEXTOID, CurrentMemoryContext);
	if (astate == NULL)
		PG_RETURN_ARRAYTYPE_P(construct_empty_array(TEXTOID));
	PG_RETURN_DATUM(makeArrayResult(astate, CurrentMemoryContext));
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

/* ekaya._similarity(a text, b text) RETURNS real: |A ∩ B| / |A ∪ B| over trigram sets. */
Datum
ekaya_similarity(PG_FUNCTION_ARGS)
{
	text	   *a = PG_GETARG_TEXT_PP(0);
	text	   *b = PG_GETARG_TEXT_PP(1);
	char	   *ta,
			   *tb;
	int			na,
				nb,
				i = 0,
				j = 0,
				common = 0;

	check_length(VARSIZE_ANY_EXHDR(a));
	check_length(VARSIZE_ANY_EXHDR(b));
	/* pg_trgm's limit: words past this length would be cut there; we simply refuse huge input */
	na = trigrams(VARDATA_ANY(a), VARSIZE_ANY_EXHDR(a), &ta);
	nb = trigrams(VARDATA_ANY(b), VARSIZE_ANY_EXHDR(b), &tb);
	if (na == 0 || nb == 0)
		PG_RETURN_FLOAT4(0.0);
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
	PG_RETURN_FLOAT4((float4) common / (float4) (na + nb - common));
}
