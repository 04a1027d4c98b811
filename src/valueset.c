/*
 * valueset.c: the in-memory structures that let one pass over a table serve both profiling
 * and relationship discovery.
 *
 * EkValueSet is a counted hash set of normalised 64-bit value hashes, bounded by a memory
 * budget so an analysis never holds more than ekaya.work_mem. A set that would outgrow its
 * budget keeps a coordinated subset instead: every value whose hash is below its ceiling,
 * lowering the ceiling (and dropping the values above it) as needed. Hashes are uniform, so
 * that is a uniform sample of the distinct values with exact counts; and since every set of
 * every column cuts at a hash ceiling, two cut sets compare exactly below the lower of their
 * ceilings (discovery), and a profile can count the values above the ceiling in further
 * passes over the same rows (a set with a floor holds only hashes from it up). EkSketch keeps the k smallest distinct hashes (KMV), which is both a
 * distinct-count estimator and a deterministic uniform sample of the distinct values,
 * independent of the physical order rows are read in.
 */
#include "ekaya.h"

#include "common/hashfn.h"

#define EK_SET_INITIAL 64

/* Byte strings (text keys, uuids) share one hash so compatible families compare directly. */
uint64
ek_hash_bytes(const char *data, Size len)
{
	uint64		h = hash_bytes_extended((const unsigned char *) data, (int) len, EK_SET_SEED);

	return h ? h : 1;
}

/* Creates an empty set; the budget counts keys and counts together. */
EkValueSet *
ek_valueset_create(Size budget_bytes)
{
	return ek_valueset_create_from(budget_bytes, 0);
}

/* An empty set that holds only hashes from floor up. */
EkValueSet *
ek_valueset_create_from(Size budget_bytes, uint64 floor)
{
	EkValueSet *set = palloc0(sizeof(EkValueSet));

	set->capacity = EK_SET_INITIAL;
	set->keys = palloc0(sizeof(uint64) * set->capacity);
	set->counts = palloc0(sizeof(uint32) * set->capacity);
	set->budget_bytes = budget_bytes;
	set->floor = floor;
	set->ceiling = PG_UINT64_MAX;
	set->cxt = CurrentMemoryContext;
	return set;
}

/*
 * Empties slot i of the open-addressing table and moves later members of its probe run back,
 * so that every remaining hash is still found from its home slot (no tombstones).
 */
static void
valueset_delete_slot(EkValueSet *set, uint32 i)
{
	uint32		mask = set->capacity - 1;
	uint32		j = i;

	for (;;)
	{
		uint32		home;

		j = (j + 1) & mask;
		if (set->keys[j] == 0)
			break;
		home = (uint32) set->keys[j] & mask;
		/* the member at j may move to i when i lies cyclically in [home, j) */
		if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j))
		{
			set->keys[i] = set->keys[j];
			set->counts[i] = set->counts[j];
			i = j;
		}
	}
	set->keys[i] = 0;
	set->counts[i] = 0;
	set->used--;
}

/*
 * Lowers the ceiling by a quarter of the hash range the set covers, dropping the hashes above
 * it, until the set has room again. Hashes are uniform, so each step frees about a quarter.
 */
static void
valueset_cut(EkValueSet *set)
{
	while ((uint64) set->used * 10 >= (uint64) set->capacity * 6)
	{
		uint64		span = set->ceiling - set->floor;
		uint32		pos = 0;

		set->ceiling = set->floor + span / 4 * 3;
		set->overflowed = true;
		while (pos < set->capacity)
		{
			/* a deletion moves a later member into pos: look at pos again */
			if (set->keys[pos] != 0 && set->keys[pos] >= set->ceiling)
				valueset_delete_slot(set, pos);
			else
				pos++;
		}
		if (span < 4)
			break;
	}
}

Size
ek_valueset_memory(const EkValueSet *set)
{
	return (Size) set->capacity * (sizeof(uint64) + sizeof(uint32));
}

/* Doubles the table; false when that would exceed the budget. */
static bool
valueset_grow(EkValueSet *set)
{
	uint32		newcap = set->capacity * 2;
	uint64	   *oldkeys = set->keys;
	uint32	   *oldcounts = set->counts;
	uint32		oldcap = set->capacity;
	uint32		i;

	if ((Size) newcap * (sizeof(uint64) + sizeof(uint32)) > set->budget_bytes ||
		newcap > (uint32) (MaxAllocSize / sizeof(uint64)))
		return false;

	set->keys = MemoryContextAllocZero(set->cxt, sizeof(uint64) * newcap);
	set->counts = MemoryContextAllocZero(set->cxt, sizeof(uint32) * newcap);
	set->capacity = newcap;
	for (i = 0; i < oldcap; i++)
	{
		uint64		k = oldkeys[i];
		uint32		pos;

		if (k == 0)
			continue;
		pos = (uint32) k & (newcap - 1);
		while (set->keys[pos] != 0)
			pos = (pos + 1) & (newcap - 1);
		set->keys[pos] = k;
		set->counts[pos] = oldcounts[i];
	}
	pfree(oldkeys);
	pfree(oldcounts);
	return true;
}

/*
 * Adds count occurrences of hash. Returns EK_ADD_NEW or EK_ADD_EXISTING, or EK_ADD_FULL when
 * the hash is outside what the set holds: below its floor, or above the ceiling a full set
 * lowered (valueset_cut). Occurrences of values it holds are always counted.
 */
int
ek_valueset_add(EkValueSet *set, uint64 hash, uint32 count)
{
	uint32		mask = set->capacity - 1;
	uint32		pos = (uint32) hash & mask;

	if (set->keys == NULL || !ek_valueset_covers(set, hash))
		return EK_ADD_FULL;
	while (set->keys[pos] != 0)
	{
		if (set->keys[pos] == hash)
		{
			set->counts[pos] = (set->counts[pos] > PG_UINT32_MAX - count) ?
				PG_UINT32_MAX : set->counts[pos] + count;
			return EK_ADD_EXISTING;
		}
		pos = (pos + 1) & mask;
	}
	/* keep the load factor under 0.7 */
	if ((uint64) (set->used + 1) * 10 > (uint64) set->capacity * 7)
	{
		if (!valueset_grow(set))
			valueset_cut(set);
		return ek_valueset_add(set, hash, count);
	}
	set->keys[pos] = hash;
	set->counts[pos] = count;
	set->used++;
	return EK_ADD_NEW;
}

/*
 * Asks the CPU to fetch the slot of a hash that will be added soon: a profile adds a column's
 * values a batch at a time, and a big set misses the cache on almost every new value.
 */
void
ek_valueset_prefetch(const EkValueSet *set, uint64 hash)
{
#if defined(__GNUC__) || defined(__clang__)
	uint32		pos = (uint32) hash & (set->capacity - 1);

	if (set->keys == NULL)
		return;
	__builtin_prefetch(&set->keys[pos]);
	__builtin_prefetch(&set->counts[pos]);
#endif
}

/* Rows holding the value with this hash, 0 when absent (or the contents were released). */
uint32
ek_valueset_count(const EkValueSet *set, uint64 hash)
{
	uint32		mask = set->capacity - 1;
	uint32		pos = (uint32) hash & mask;

	if (set->keys == NULL)
		return 0;

	while (set->keys[pos] != 0)
	{
		if (set->keys[pos] == hash)
			return set->counts[pos];
		pos = (pos + 1) & mask;
	}
	return 0;
}

/*
 * Drops the contents of a set but keeps what describes it (used, overflowed): verification
 * runs after every decision that reads the contents, and needs the memory for key sets.
 * Adding to a released set is refused.
 */
void
ek_valueset_release(EkValueSet *set)
{
	if (set == NULL || set->keys == NULL)
		return;
	pfree(set->keys);
	pfree(set->counts);
	set->keys = NULL;
	set->counts = NULL;
}

void
ek_valueset_free(EkValueSet *set)
{
	if (set == NULL)
		return;
	if (set->keys)
	{
		pfree(set->keys);
		pfree(set->counts);
	}
	pfree(set);
}

/* Keeps the k smallest distinct hashes in ascending order. */
void
ek_sketch_add(EkSketch *sketch, uint64 hash)
{
	int			lo = 0,
				hi = sketch->n;

	if (sketch->n == EK_SKETCH_K && hash >= sketch->hashes[EK_SKETCH_K - 1])
		return;
	while (lo < hi)
	{
		int			mid = (lo + hi) / 2;

		if (sketch->hashes[mid] < hash)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < sketch->n && sketch->hashes[lo] == hash)
		return;
	if (sketch->n == EK_SKETCH_K)
		sketch->n--;
	memmove(&sketch->hashes[lo + 1], &sketch->hashes[lo], (sketch->n - lo) * sizeof(uint64));
	sketch->hashes[lo] = hash;
	sketch->n++;
}

/* KMV estimate of the number of distinct values: exact while fewer than k were seen. */
double
ek_sketch_estimate(const EkSketch *sketch)
{
	double		kth;

	if (sketch->n < EK_SKETCH_K)
		return sketch->n;
	kth = (double) sketch->hashes[EK_SKETCH_K - 1] / 18446744073709551616.0;
	return kth > 0 ? (EK_SKETCH_K - 1) / kth : sketch->n;
}

/* A copy of a finished sketch in the current memory context, in just the bytes it needs. */
EkSketch *
ek_sketch_copy(const EkSketch *sketch)
{
	EkSketch   *copy = palloc(EK_SKETCH_SIZE(sketch->n));

	memcpy(copy, sketch, EK_SKETCH_SIZE(sketch->n));
	return copy;
}

/*
 * Cuts a set to the hashes below ceiling (if it holds any above) and shrinks its table to what
 * the rest needs: the run's sets share one ceiling when together they outgrow ekaya.work_mem
 * (profile.c), so that any two still compare exactly below it.
 */
void
ek_valueset_cut_to(EkValueSet *set, uint64 ceiling)
{
	uint32		pos = 0,
				cap;

	if (set == NULL || set->keys == NULL || (set->overflowed && set->ceiling <= ceiling))
		return;
	while (pos < set->capacity)
	{
		/* a deletion moves a later member into pos: look at pos again */
		if (set->keys[pos] != 0 && set->keys[pos] >= ceiling)
			valueset_delete_slot(set, pos);
		else
			pos++;
	}
	set->ceiling = Min(set->ceiling, ceiling);
	set->overflowed = true;
	/* no more values are added: the table may be smaller than a growing set starts */
	for (cap = 8; (uint64) set->used * 10 > (uint64) cap * 7; cap *= 2)
		;
	if (cap < set->capacity)
	{
		uint64	   *oldkeys = set->keys;
		uint32	   *oldcounts = set->counts;
		uint32		oldcap = set->capacity,
					i;

		set->keys = MemoryContextAllocZero(set->cxt, sizeof(uint64) * cap);
		set->counts = MemoryContextAllocZero(set->cxt, sizeof(uint32) * cap);
		set->capacity = cap;
		for (i = 0; i < oldcap; i++)
		{
			uint32		p;

			if (oldkeys[i] == 0)
				continue;
			for (p = (uint32) oldkeys[i] & (cap - 1); set->keys[p] != 0; p = (p + 1) & (cap - 1))
				;
			set->keys[p] = oldkeys[i];
			set->counts[p] = oldcounts[i];
		}
		pfree(oldkeys);
		pfree(oldcounts);
	}
}
