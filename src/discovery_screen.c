/*
 * discovery_screen.c: the first screen of every (source column, target key) pair, computed
 * for all pairs at once.
 *
 * Discovery screens a pair by the share of the source's KMV sketch (a uniform sample of up to
 * 255 of its distinct value hashes) that the target's value set holds. Asked pair by pair,
 * that is 256 probes for each of sources x targets pairs: at 400 tables of 10 columns, 4,000
 * sources and 400 keys, 400 million probes, although most pairs share no value at all. Here
 * the sketches are inverted instead: every sketch hash lists the sources that hold it, and each
 * target's value set is walked once, counting for each source the hashes it shares with that
 * target. The work is the size of the target sets plus the pairs that really overlap, and the
 * counts are exactly what the pair-by-pair screen would have found.
 *
 * Each source keeps the EK_SCREEN_TOP targets its sketch fits best (the share of its hashes a
 * target holds, as discovery weighs it); the others count as sharing nothing, and their number
 * is reported (ek_screen_passed_over). In a wide schema of small dense keys (2,000 tables
 * with an id of 1..500 each) every small integer column is contained in nearly every key: the
 * pairs that overlap are the square of the tables, and measuring and judging each of them took
 * a minute at 2,000 tables and their hit lists hundreds of MB. A source column is decided on its
 * best targets (and every target its name names exactly, which discovery measures whatever the
 * screen says), so its decision and memory stay bounded by EK_SCREEN_TOP whatever the schema.
 * The sketches are inverted a batch of sources at a time (EK_SCREEN_POSTINGS hashes), each
 * batch walking the target sets once.
 */
#include "discovery.h"

#include "miscadmin.h"

/* One sketch hash held by one source. */
typedef struct Posting
{
	uint64		hash;
	int			source;
} Posting;

#define EK_SCREEN_TOP 64			/* targets kept per source */
#define EK_SCREEN_POSTINGS (256 * 1024)	/* sketch hashes screened at a time: 4 MB */

/* A target a source shares sketch hashes with, how many, and the share they are of its sketch. */
typedef struct Hit
{
	int			target;
	int			count;
	float		rate;
} Hit;

typedef struct SourceHits
{
	Hit		   *hits;			/* the best EK_SCREEN_TOP, by ascending target once built */
	int			n;
	int			worst;			/* when full: the hit a better one replaces */
	int			passed_over;	/* targets sharing hashes that did not make the best */
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

/* Is hit a worse than a rate and count? */
static inline bool
worse(const Hit *a, float rate, int count)
{
	return a->rate < rate || (a->rate == rate && a->count < count);
}

/* Keeps the hit if it is among the source's EK_SCREEN_TOP best by rate (then by count). */
static void
add_hit(SourceHits *sh, int target, int count, float rate)
{
	int			i;

	if (sh->hits == NULL)
		sh->hits = palloc(sizeof(Hit) * EK_SCREEN_TOP);
	if (sh->n < EK_SCREEN_TOP)
		i = sh->n++;
	else
	{
		sh->passed_over++;
		if (!worse(&sh->hits[sh->worst], rate, count))
			return;
		i = sh->worst;
	}
	sh->hits[i].target = target;
	sh->hits[i].count = count;
	sh->hits[i].rate = rate;
	if (sh->n == EK_SCREEN_TOP && (i == sh->worst || sh->n - 1 == i))
	{
		/* full: find the one a better hit will replace */
		sh->worst = 0;
		for (i = 1; i < sh->n; i++)
			if (worse(&sh->hits[i], sh->hits[sh->worst].rate, sh->hits[sh->worst].count))
				sh->worst = i;
	}
}

static int
hit_cmp(const void *a, const void *b)
{
	return ((const Hit *) a)->target - ((const Hit *) b)->target;
}

/* Sketch hashes of src that a set holding the hashes in [floor, ceiling) can hold. */
static int
covered(const EkSketch *sk, const EkValueSet *set)
{
	int			lo = 0,
				hi = sk->n,
				from;

	if (set->floor == 0 && !set->overflowed)
		return sk->n;
	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (sk->hashes[mid] < set->floor)
			lo = mid + 1;
		else
			hi = mid;
	}
	from = lo;
	hi = sk->n;
	while (lo < hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (!set->overflowed || sk->hashes[mid] < set->ceiling)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo - from;
}

/* Walks every target's set once for the batch of sources whose sketch hashes are in postings. */
static void
screen_targets(EkScreen *screen, EkColumn **sources, const Posting *postings, int npostings,
			   EkValueSet **target_sets, const double *fractions, int ntargets, int *counts,
			   int *touched)
{
	int			i,
				j;

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
			int			src = touched[i];
			int			n = covered(sources[src]->sketch, set);

			add_hit(&screen->by_source[src], j, counts[src],
					(float) counts[src] / Max(n, 1) / Max(fractions[j], 1e-9));
			counts[src] = 0;
		}
	}
}

/*
 * Counts, for every source and target, the source's sketch hashes that the target's value set
 * holds. sources[i] and target_sets[j] may be NULL (a column without a sketch or a set);
 * fractions[j] is the share of its column's values target j's set holds (less than 1 when it
 * was read from a sample), by which its rates are corrected.
 */
EkScreen *
ek_screen_build(EkColumn **sources, int nsources, EkValueSet **target_sets,
				const double *fractions, int ntargets)
{
	EkScreen   *screen = palloc0(sizeof(EkScreen));
	Posting    *postings;
	int			npostings,
				i,
				first = 0;
	int		   *counts = palloc0(sizeof(int) * Max(nsources, 1));
	int		   *touched = palloc(sizeof(int) * Max(nsources, 1));

	screen->nsources = nsources;
	screen->by_source = palloc0(sizeof(SourceHits) * Max(nsources, 1));
	postings = palloc(sizeof(Posting) * EK_SCREEN_POSTINGS);
	/* a batch of sources at a time, whose sketches fit EK_SCREEN_POSTINGS postings */
	while (first < nsources)
	{
		int			last = first;

		npostings = 0;
		for (; last < nsources; last++)
		{
			int			k,
						n = (sources[last] && sources[last]->sketch) ? sources[last]->sketch->n : 0;

			if (npostings + n > EK_SCREEN_POSTINGS && last > first)
				break;
			for (k = 0; k < n; k++)
			{
				postings[npostings].hash = sources[last]->sketch->hashes[k];
				postings[npostings].source = last;
				npostings++;
			}
		}
		qsort(postings, npostings, sizeof(Posting), posting_cmp);
		screen_targets(screen, sources, postings, npostings, target_sets, fractions, ntargets,
					   counts, touched);
		first = last;
	}
	for (i = 0; i < nsources; i++)
		if (screen->by_source[i].n > 1)
			qsort(screen->by_source[i].hits, screen->by_source[i].n, sizeof(Hit), hit_cmp);
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

/* Targets source i shared hashes with that were not among its best (see the head). */
int
ek_screen_passed_over(EkScreen *screen, int source)
{
	return screen->by_source[source].passed_over;
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
