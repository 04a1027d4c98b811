/*
 * keypairs.c: building and checking sets of two-integer keys (keypairs.h).
 *
 * ekaya._keyset collects the pairs of a two-integer key as they come, duplicates and all, and
 * builds the set once at the end: a counting sort by the first value (linear in the pairs and
 * the first values' range), each run sorted and cleared of duplicates. Only dense first
 * columns qualify; the caller hashes the others.
 */
#include "keypairs.h"


/* the first values' range may be at most this many times the pairs (offsets per pair) */
#define EK_KEYPAIRS_MAX_SPREAD 4

static int
cmp_uint32(const void *a, const void *b)
{
	uint32		x = *(const uint32 *) a,
				y = *(const uint32 *) b;

	return x < y ? -1 : x > y;
}

/*
 * The set of the n pairs (a0, b0, a1, b1, ...), or NULL when they do not suit one: the first
 * values spread over more than EK_KEYPAIRS_MAX_SPREAD times as many values as there are pairs
 * (sparse), the second values over more than 2^32, or the set would exceed budget bytes.
 */
EkKeyPairs *
ek_keypairs_build(const int64 *pairs, uint64 n, Size budget, MemoryContext cxt)
{
	int64		amin = PG_INT64_MAX,
				amax = PG_INT64_MIN,
				bmin = PG_INT64_MAX,
				bmax = PG_INT64_MIN;
	uint64		arange,
				i,
				w;
	uint32	   *off,
			   *next,
			   *sec;
	EkKeyPairs *kp,
			   *exact;

	if (n == 0 || n >= PG_UINT32_MAX)
		return NULL;
	for (i = 0; i < n; i++)
	{
		amin = Min(amin, pairs[2 * i]);
		amax = Max(amax, pairs[2 * i]);
		bmin = Min(bmin, pairs[2 * i + 1]);
		bmax = Max(bmax, pairs[2 * i + 1]);
	}
	arange = (uint64) amax - (uint64) amin + 1;
	if (arange == 0 || arange > Max(EK_KEYPAIRS_MAX_SPREAD * n, 1024) ||
		(uint64) bmax - (uint64) bmin > PG_UINT32_MAX ||
		EK_KEYPAIRS_SIZE(arange, n) > budget)
		return NULL;

	kp = MemoryContextAllocHuge(cxt, EK_KEYPAIRS_SIZE(arange, n));
	off = kp->data;
	sec = kp->data + arange + 1;
	memset(off, 0, sizeof(uint32) * (arange + 1));
	for (i = 0; i < n; i++)
		off[(uint64) pairs[2 * i] - (uint64) amin + 1]++;
	for (i = 1; i <= arange; i++)
		off[i] += off[i - 1];
	next = MemoryContextAllocHuge(cxt, sizeof(uint32) * arange);
	memcpy(next, off, sizeof(uint32) * arange);
	for (i = 0; i < n; i++)
		sec[next[(uint64) pairs[2 * i] - (uint64) amin]++] = (uint32) ((uint64) pairs[2 * i + 1] - (uint64) bmin);
	pfree(next);

	/* sort each run and drop its duplicates, moving the runs down as they shrink */
	w = 0;
	for (i = 0; i < arange; i++)
	{
		uint32		lo = off[i],
					hi = off[i + 1],
					k;

		if (hi - lo > 1)
			qsort(sec + lo, hi - lo, sizeof(uint32), cmp_uint32);
		off[i] = (uint32) w;
		for (k = lo; k < hi; k++)
			if (k == lo || sec[k] != sec[k - 1])
				sec[w++] = sec[k];
	}
	off[arange] = (uint32) w;

	/* duplicates dropped: give back the room they took */
	exact = repalloc_huge(kp, EK_KEYPAIRS_SIZE(arange, w));
	SET_VARSIZE(exact, EK_KEYPAIRS_SIZE(arange, w));
	exact->magic = EK_KEYPAIRS_MAGIC;
	exact->abase = amin;
	exact->bbase = bmin;
	exact->arange = arange;
	exact->used = w;
	exact->rows = n;
	return exact;
}

/*
 * Is raw (size bytes, from a query parameter nobody vouches for) a set lookups can trust to
 * stay inside it? Its size must be what its header says, and its run offsets must climb from
 * 0 to used.
 */
bool
ek_keypairs_valid(const void *raw, Size size)
{
	const EkKeyPairs *kp = raw;
	const uint32 *off;
	uint64		i;

	if (size < offsetof(EkKeyPairs, data) || kp->magic != EK_KEYPAIRS_MAGIC ||
		kp->arange == 0 || kp->arange >= PG_UINT32_MAX || kp->used >= PG_UINT32_MAX ||
		size != EK_KEYPAIRS_SIZE(kp->arange, kp->used))
		return false;
	off = ek_keypairs_offsets(kp);
	if (off[0] != 0 || off[kp->arange] != kp->used)
		return false;
	for (i = 0; i < kp->arange; i++)
		if (off[i] > off[i + 1])
			return false;
	return true;
}
