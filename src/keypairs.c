/*
 * keypairs.c: building and checking sets of two-integer keys (keypairs.h).
 *
 * ekaya._keyset collects the pairs of a two-integer key as they come, duplicates and all, each
 * packed into one 64-bit word (both values in [0, 2^32), as surrogate keys are), and builds the
 * set once at the end, in the list's own memory: the words are sorted in place by their first
 * value (a counting sort that swaps them into their runs, linear in the pairs and the first
 * values' range), each run sorted and cleared of duplicates, and the second values written
 * down as 32-bit offsets where the words were. A set then takes what its list took at most,
 * half of the two 64-bit values a pair used to be collected as (TPC-DS sf 1: the 2.9 million
 * pairs of store_sales' key collected in 23 MB instead of 46). Only dense first columns
 * qualify; the caller hashes the others.
 */
#include "keypairs.h"


/* the first values' range may be at most this many times the pairs (offsets per pair) */
#define EK_KEYPAIRS_MAX_SPREAD 4

static int
cmp_uint64(const void *a, const void *b)
{
	uint64		x = *(const uint64 *) a,
				y = *(const uint64 *) b;

	return x < y ? -1 : x > y;
}

/*
 * The set of the n packed pairs in list (ek_keypairs_pack), built in list's memory, which it
 * takes over; or NULL, the list untouched, when they do not suit one: the first values spread
 * over more than EK_KEYPAIRS_MAX_SPREAD times as many values as there are pairs (sparse), the
 * set would exceed max_size bytes, or building it would take more than budget bytes, the list
 * included (ek_keypairs_build_room).
 */
EkKeyPairs *
ek_keypairs_build(uint64 *list, uint64 n, Size max_size, Size budget)
{
	uint64		amin = PG_UINT32_MAX,
				amax = 0,
				bmin = PG_UINT32_MAX,
				arange,
				i,
				w;
	uint32	   *off,
			   *next,
			   *sec;
	Size		room;
	EkKeyPairs *kp;

	StaticAssertStmt(offsetof(EkKeyPairs, data) <= 64, "the header must fit ek_keypairs_build_room");

	if (n == 0 || n >= PG_UINT32_MAX)
		return NULL;
	for (i = 0; i < n; i++)
	{
		amin = Min(amin, list[i] >> 32);
		amax = Max(amax, list[i] >> 32);
		bmin = Min(bmin, list[i] & PG_UINT32_MAX);
	}
	arange = amax - amin + 1;
	room = Max(sizeof(uint64) * n, EK_KEYPAIRS_SIZE(arange, n));
	if (arange > Max(EK_KEYPAIRS_MAX_SPREAD * n, 1024) || EK_KEYPAIRS_SIZE(arange, n) > max_size ||
		ek_keypairs_build_room(n, arange) > budget)
		return NULL;

	off = palloc_extended(sizeof(uint32) * (arange + 1), MCXT_ALLOC_HUGE | MCXT_ALLOC_ZERO);
	next = palloc_extended(sizeof(uint32) * arange, MCXT_ALLOC_HUGE);
	for (i = 0; i < n; i++)
		off[(list[i] >> 32) - amin + 1]++;
	for (i = 1; i <= arange; i++)
		off[i] += off[i - 1];
	memcpy(next, off, sizeof(uint32) * arange);
	/* each word swapped into the run of its first value, until the run's next word is its own */
	for (i = 0; i < arange; i++)
		while (next[i] < off[i + 1])
		{
			uint64		v = list[next[i]];
			uint64		d = (v >> 32) - amin;

			while (d != i)
			{
				uint64		t = list[next[d]];

				list[next[d]++] = v;
				v = t;
				d = (v >> 32) - amin;
			}
			list[next[i]++] = v;
		}
	pfree(next);

	/*
	 * sort each run (one first value: by the second) and drop its duplicates, writing the
	 * second values down as 32-bit words from the start of the list: the w-th (w <= k) never
	 * reaches a word not yet read
	 */
	sec = (uint32 *) list;
	w = 0;
	for (i = 0; i < arange; i++)
	{
		uint32		lo = off[i],
					hi = off[i + 1],
					k;
		uint64		prev = 0;

		if (hi - lo > 1)
			qsort(list + lo, hi - lo, sizeof(uint64), cmp_uint64);
		off[i] = (uint32) w;
		for (k = lo; k < hi; k++)
		{
			uint64		v = list[k];	/* read before sec[w] may overwrite its bytes */

			if (k == lo || v != prev)
				sec[w++] = (uint32) ((v & PG_UINT32_MAX) - bmin);
			prev = v;
		}
	}
	off[arange] = (uint32) w;

	/* the set in the list's memory: the second values moved up behind the header and offsets */
	kp = repalloc_huge(list, room);
	memmove((char *) kp->data + sizeof(uint32) * (arange + 1), kp, sizeof(uint32) * w);
	memcpy(kp->data, off, sizeof(uint32) * (arange + 1));
	pfree(off);
	kp = repalloc_huge(kp, EK_KEYPAIRS_SIZE(arange, w));
	SET_VARSIZE(kp, EK_KEYPAIRS_SIZE(arange, w));
	kp->magic = EK_KEYPAIRS_MAGIC;
	kp->abase = (int64) amin;
	kp->bbase = (int64) bmin;
	kp->arange = arange;
	kp->used = w;
	kp->rows = n;
	return kp;
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
