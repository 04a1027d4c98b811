/*
 * discovery_screen.c: the first screen of every (source column, target key) pair, computed
 * for all pairs at once.
 *
 * Discovery screens a pair by the share of the source's KMV sketch (a uniform sample of up to
 * 256 of its distinct value hashes) that the target's value set holds. Asked pair by pair,
 * that is 256 probes for each of sources x targets pairs: at 400 tables of 10 columns, 4,000
 * sources and 400 keys, 400 million probes, although most pairs share no value at all. Here
 * the sketches are inverted instead: every sketch hash lists the sources that hold it, and each
 * target's value set is walked once, counting for each source the hashes it shares with that
 * target. The work is the size of the target sets plus the pairs that really overlap, and the
 * counts are exactly what the pair-by-pair screen would have found.
 */
#include "discovery.h"

#include "miscadmin.h"

/* One sketch hash held by one source. */
typedef struct Posting
{
	uint64		hash;
	int			source;
} Posting;

/* A target a source shares sketch hashes with, and how many. */
typedef struct Hit
{
	int			target;
	int			count;
} Hit;

typedef struct SourceHits
{
	Hit		   *hits;			/* by ascending target */
	int			n,
				cap;
} SourceHits;

struct EkScreen
{
	int			nsources;
	SourceHits *by_source;
};

static int
posting_cmp(const void *a, const void *b)
{
	const Posting *x = a;
	const Posting *y = b;

	if (x->hash != y->hash)
		return x->hash < y->hash ? -1 : 1;
	return x->source - y->source;
}

/* Index of the first posting of hash h in the sorted postings, or -1. */
static int
find_hash(const Posting *postings, int n, uint64 h)
{
	int			lo = 0,
				hi = n;

	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (postings[mid].hash < h)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && postings[lo].hash == h ? lo : -1;
}

static void
add_hit(SourceHits *sh, int target, int count)
{
	if (sh->n == sh->cap)
	{
		sh->cap = Max(8, sh->cap * 2);
		sh->hits = sh->hits ? repalloc(sh->hits, sizeof(Hit) * sh->cap) : palloc(sizeof(Hit) * sh->cap);
	}
	sh->hits[sh->n].target = target;
	sh->hits[sh->n].count = count;
	sh->n++;
}

/*
 * Counts, for every source and target, the source's sketch hashes that the target's value set
 * holds. sources[i] and target_sets[j] may be NULL (a column without a sketch or a set).
 */
EkScreen *
ek_screen_build(EkColumn **sources, int nsources, EkValueSet **target_sets, int ntargets)
{
	EkScreen   *screen = palloc0(sizeof(EkScreen));
	Posting    *postings;
	int			npostings = 0,
				i,
				j;
	int		   *counts = palloc0(sizeof(int) * Max(nsources, 1));
	int		   *touched = palloc(sizeof(int) * Max(nsources, 1));

	screen->nsources = nsources;
	screen->by_source = palloc0(sizeof(SourceHits) * Max(nsources, 1));
	for (i = 0; i < nsources; i++)
		if (sources[i] && sources[i]->sketch)
			npostings += sources[i]->sketch->n;
	postings = palloc(sizeof(Posting) * Max(npostings, 1));
	npostings = 0;
	for (i = 0; i < nsources; i++)
	{
		int			k;

		if (sources[i] == NULL || sources[i]->sketch == NULL)
			continue;
		for (k = 0; k < sources[i]->sketch->n; k++)
		{
			postings[npostings].hash = sources[i]->sketch->hashes[k];
			postings[npostings].source = i;
			npostings++;
		}
	}
	qsort(postings, npostings, sizeof(Posting), posting_cmp);

	for (j = 0; j < ntargets; j++)
	{
		EkValueSet *set = target_sets[j];
		int			ntouched = 0;
		uint32		slot;

		if (set == NULL || set->keys == NULL || npostings == 0)
			continue;
		for (slot = 0; slot < set->capacity; slot++)
		{
			int			p;

			if (set->keys[slot] == 0)
				continue;
			p = find_hash(postings, npostings, set->keys[slot]);
			for (; p >= 0 && p < npostings && postings[p].hash == set->keys[slot]; p++)
			{
				int			s = postings[p].source;

				if (counts[s]++ == 0)
					touched[ntouched++] = s;
			}
			if ((slot & 0xFFFF) == 0)
				CHECK_FOR_INTERRUPTS();
		}
		for (i = 0; i < ntouched; i++)
		{
			add_hit(&screen->by_source[touched[i]], j, counts[touched[i]]);
			counts[touched[i]] = 0;
		}
	}
	pfree(postings);
	pfree(counts);
	pfree(touched);
	return screen;
}

/* Sketch hashes of source i that target j holds. */
int
ek_screen_hits(EkScreen *screen, int source, int target)
{
	SourceHits *sh = &screen->by_source[source];
	int			lo = 0,
				hi = sh->n;

	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (sh->hits[mid].target < target)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < sh->n && sh->hits[lo].target == target ? sh->hits[lo].count : 0;
}

void
ek_screen_free(EkScreen *screen)
{
	int			i;

	for (i = 0; i < screen->nsources; i++)
		if (screen->by_source[i].hits)
			pfree(screen->by_source[i].hits);
	pfree(screen->by_source);
	pfree(screen);
}
