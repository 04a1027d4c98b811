/*
 * keypairs.c: building and checking sets of two-integer keys (keypairs.h).
 *
 * ekaya._keyset collects the pairs of a two-integer key as they come, duplicates and all, each
 * packed into one 64-bit word (both values in [0, 2^32), as surrogate keys are), and builds the
 * set once at the end, in the list's own memory: the words, made offsets from the smallest
 * values, are sorted in place by a radix sort (a byte at a time from the top, each pass moving
 * words into 256 runs, which stay in the cache where a run per first value would not), then
 * read once in order, duplicates skipped, the second values written down as 32-bit offsets
 * where the words were. A set then takes what its list took at most, half of the two 64-bit
 * values a pair used to be collected as (TPC-DS sf 1: the 2.9 million pairs of store_sales'
 * key collected in 23 MB instead of 46). Only dense first columns qualify; the caller hashes
 * the others.
 */
#include "keypairs.h"

#include "port/pg_bitutils.h"

/* the first values' range may be at most this many times the pairs (offsets per pair) */
#define EK_KEYPAIRS_MAX_SPREAD 4

/* runs this short are sorted by insertion */
#define EK_RADIX_SMALL 32

/*
 * Sorts the n words of v, which differ only in their bits below shift + 8: by the byte at
 * shift, in place (each word swapped into its byte's run), then each run by the bytes below.
 */
static void
radix_sort(uint64 *v, uint64 n, int shift)
{
	uint64		count[256] = {0},
				next[256],
				end[256];
	uint64		i,
				at;
	int			b;

	if (n <= EK_RADIX_SMALL)
	{
		for (i = 1; i < n; i++)
		{
			uint64		x = v[i],
						j = i;

			for (; j > 0 && v[j - 1] > x; j--)
				v[j] = v[j - 1];
			v[j] = x;
		}
		return;
	}
	for (i = 0; i < n; i++)
		count[(v[i] >> shift) & 255]++;
	for (b = 0, at = 0; b < 256; b++)
	{
		next[b] = at;
		at += count[b];
		end[b] = at;
	}
	for (b = 0; b < 256; b++)
		while (next[b] < end[b])
		{
			uint64		x = v[next[b]];
			int			d = (int) ((x >> shift) & 255);

			while (d != b)
			{
				uint64		t = v[next[d]];

				v[next[d]++] = x;
				x = t;
				d = (int) ((x >> shift) & 255);
			}
			v[next[b]++] = x;
		}
	if (shift == 0)
		return;
	for (b = 0, at = 0; b < 256; at += count[b], b++)
		if (count[b] > 1)
			radix_sort(v + at, count[b], Max(shift - 8, 0));
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
				bmax = 0,
				arange,
				prev = 0,
				i,
				w;
	int			bbits,
				bits;
	uint32	   *off,
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
		bmax = Max(bmax, list[i] & PG_UINT32_MAX);
	}
	arange = amax - amin + 1;
	room = Max(sizeof(uint64) * n, EK_KEYPAIRS_SIZE(arange, n));
	if (arange > Max(EK_KEYPAIRS_MAX_SPREAD * n, 1024) || EK_KEYPAIRS_SIZE(arange, n) > max_size ||
		ek_keypairs_build_room(n, arange) > budget)
		return NULL;

	/* offsets from the smallest values, the second in the low bbits: as few bytes to sort */
	bbits = bmax > bmin ? pg_leftmost_one_pos64(bmax - bmin) + 1 : 1;
	bits = bbits + (amax > amin ? pg_leftmost_one_pos64(amax - amin) + 1 : 1);
	for (i = 0; i < n; i++)
		list[i] = ((list[i] >> 32) - amin) << bbits | ((list[i] & PG_UINT32_MAX) - bmin);
	radix_sort(list, n, Max(bits - 8, 0));

	/*
	 * the runs counted and the second values written down as 32-bit words from the start of
	 * the list, duplicates skipped: the w-th (w <= i) never reaches a word not yet read
	 */
	off = palloc_extended(sizeof(uint32) * (arange + 1), MCXT_ALLOC_HUGE | MCXT_ALLOC_ZERO);
	sec = (uint32 *) list;
	w = 0;
	for (i = 0; i < n; i++)
	{
		uint64		v = list[i];

		if (i > 0 && v == prev)
			continue;
		prev = v;
		off[(v >> bbits) + 1]++;
		sec[w++] = (uint32) (v & ((UINT64CONST(1) << bbits) - 1));
	}
	for (i = 1; i <= arange; i++)
		off[i] += off[i - 1];

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

/*
 * Joins to into the set of a slice of first values all above into's (into NULL: the slice
 * is the first), in into's memory, grown: the second values move up behind the longer run
 * offsets, and the slice's follow, all as offsets from the smaller of the two bases. The
 * joined set, or NULL (into untouched) when the second values then span more than 2^32 or
 * the pairs reach 2^32. The slice stays the caller's.
 */
EkKeyPairs *
ek_keypairs_join(EkKeyPairs *into, const EkKeyPairs *slice)
{
	const uint32 *soff = ek_keypairs_offsets(slice);
	const uint32 *ssec = ek_keypairs_seconds(slice);
	uint64		oldrange,
				oldused,
				start,
				arange,
				used,
				bmax = 0,
				i;
	int64		bbase;
	uint32	   *off,
			   *sec;
	EkKeyPairs *kp;

	if (into == NULL)
	{
		kp = palloc_extended(VARSIZE(slice), MCXT_ALLOC_HUGE);
		memcpy(kp, slice, VARSIZE(slice));
		return kp;
	}
	Assert(slice->abase >= into->abase + (int64) into->arange);
	oldrange = into->arange;
	oldused = into->used;
	start = (uint64) slice->abase - (uint64) into->abase;
	arange = start + slice->arange;
	used = oldused + slice->used;
	bbase = Min(into->bbase, slice->bbase);
	for (i = 0; i < oldused; i++)
		bmax = Max(bmax, (uint64) ek_keypairs_seconds(into)[i] + ((uint64) into->bbase - (uint64) bbase));
	for (i = 0; i < slice->used; i++)
		bmax = Max(bmax, (uint64) ssec[i] + ((uint64) slice->bbase - (uint64) bbase));
	if (bmax > PG_UINT32_MAX || used >= PG_UINT32_MAX || arange >= PG_UINT32_MAX)
		return NULL;

	kp = repalloc_huge(into, EK_KEYPAIRS_SIZE(arange, used));
	off = kp->data;
	sec = kp->data + arange + 1;
	memmove(sec, kp->data + oldrange + 1, sizeof(uint32) * oldused);
	if (kp->bbase != bbase)
		for (i = 0; i < oldused; i++)
			sec[i] += (uint32) ((uint64) kp->bbase - (uint64) bbase);
	/* first values between the two: empty runs */
	for (i = oldrange; i < start; i++)
		off[i] = (uint32) oldused;
	for (i = 0; i <= slice->arange; i++)
		off[start + i] = (uint32) (oldused + soff[i]);
	for (i = 0; i < slice->used; i++)
		sec[oldused + i] = ssec[i] + (uint32) ((uint64) slice->bbase - (uint64) bbase);
	SET_VARSIZE(kp, EK_KEYPAIRS_SIZE(arange, used));
	kp->bbase = bbase;
	kp->arange = arange;
	kp->used = used;
	kp->rows += slice->rows;
	return kp;
}
