/*
 * nearest.c: "did you mean" suggestions. A name an agent or a user got slightly wrong should
 * come back with the names that were probably meant, ranked by edit distance, with names that
 * contain the typed text (case-insensitively) counted as close.
 */
#include "ekaya.h"

#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/formatting.h"
#include "utils/varlena.h"

typedef struct Scored
{
	const char *name;
	int			distance;
} Scored;

static int
scored_cmp(const void *a, const void *b)
{
	const Scored *x = a;
	const Scored *y = b;

	if (x->distance != y->distance)
		return x->distance - y->distance;
	return strcmp(x->name, y->name);
}

/*
 * Up to max candidates within an edit distance that grows with the name's length, as a
 * comma-separated list of quoted identifiers; NULL when nothing is close.
 */
char *
ek_nearest_names(const char *name, List *candidates, int max)
{
	int			n = list_length(candidates);
	int			len = strlen(name);
	int			limit = Max(2, Min(len / 3, 6));
	Scored	   *scored;
	int			kept = 0,
				i;
	ListCell   *lc;
	StringInfoData buf;
	char	   *lower = asc_tolower(name, len);

	if (n == 0 || len > 1000)
		return NULL;
	scored = palloc(sizeof(Scored) * n);
	foreach(lc, candidates)
	{
		const char *cand = lfirst(lc);
		int			clen = strlen(cand);
		int			d;

		if (clen > 1000)
			continue;
		d = varstr_levenshtein_less_equal(name, len, cand, clen, 1, 1, 1, limit + 1, true);
		if (d > limit && strstr(asc_tolower(cand, clen), lower) != NULL)
			d = limit;
		if (d <= limit)
		{
			scored[kept].name = cand;
			scored[kept].distance = d;
			kept++;
		}
	}
	if (kept == 0)
		return NULL;
	qsort(scored, kept, sizeof(Scored), scored_cmp);
	initStringInfo(&buf);
	for (i = 0; i < kept && i < max; i++)
	{
		if (i > 0)
			appendStringInfoString(&buf, ", ");
		appendStringInfoString(&buf, quote_identifier(scored[i].name));
	}
	return buf.data;
}
