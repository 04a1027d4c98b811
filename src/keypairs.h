/*
 * keypairs.h: complete sets of two-integer keys, grouped by their first column.
 *
 * Composite keys are mostly two integers, the first of them dense (partsupp's (partkey,
 * suppkey), order lines' (order_id, line_no)). Such a set is stored like a compressed sparse
 * row matrix: for each first value in [abase, abase + arange), a run of the second values that
 * go with it, sorted, as 32-bit offsets from bbase. TPC-H SF 1's 800,000 partsupp keys take
 * 4 MB instead of a hash table's 8 MB, the run offsets of a probe usually come from the cache,
 * and no hashing is needed: a verification scan probes it once per row. Lookups are exact.
 * The set is a varlena, so ekaya._keyset hands it over and ekaya._orphans reads it in place.
 */
#ifndef EKAYA_KEYPAIRS_H
#define EKAYA_KEYPAIRS_H

#include "ekaya.h"

#define EK_KEYPAIRS_MAGIC 0x454B5031	/* "EKP1" */

typedef struct EkKeyPairs
{
	int32		vl_len_;		/* varlena header */
	uint32		magic;
	int64		abase;			/* smallest first value */
	int64		bbase;			/* smallest second value */
	uint64		arange;			/* first values abase .. abase + arange - 1 */
	uint64		used;			/* distinct pairs */
	uint64		rows;			/* non-null keys it was built from: used when they are unique */
	/* then uint32 offsets[arange + 1], uint32 seconds[used] */
	uint32		data[FLEXIBLE_ARRAY_MEMBER];
} EkKeyPairs;

#define EK_KEYPAIRS_SIZE(arange, used) \
	(offsetof(EkKeyPairs, data) + sizeof(uint32) * ((Size) (arange) + 1 + (Size) (used)))

static inline const uint32 *
ek_keypairs_offsets(const EkKeyPairs *kp)
{
	return kp->data;
}

static inline const uint32 *
ek_keypairs_seconds(const EkKeyPairs *kp)
{
	return kp->data + kp->arange + 1;
}

/* The row of first value a, or arange when a is outside the range. */
static inline uint64
ek_keypairs_row(const EkKeyPairs *kp, int64 a)
{
	return a < kp->abase || (uint64) a - (uint64) kp->abase >= kp->arange ?
		kp->arange : (uint64) a - (uint64) kp->abase;
}

/* The index of (a, b) among the pairs (a bit number for matched-key bits), or -1. */
static inline int64
ek_keypairs_find(const EkKeyPairs *kp, int64 a, int64 b)
{
	uint64		row = ek_keypairs_row(kp, a);
	const uint32 *off = ek_keypairs_offsets(kp);
	const uint32 *sec = ek_keypairs_seconds(kp);
	uint32		lo,
				hi,
				x;

	if (row == kp->arange || b < kp->bbase || (uint64) b - (uint64) kp->bbase > PG_UINT32_MAX)
		return -1;
	x = (uint32) ((uint64) b - (uint64) kp->bbase);
	lo = off[row];
	hi = off[row + 1];
	/* runs are sorted: a long one (many second values for one first value) is bisected */
	while (hi - lo > 8)
	{
		uint32		mid = lo + (hi - lo) / 2;

		if (sec[mid] < x)
			lo = mid + 1;
		else if (sec[mid] > x)
			hi = mid;
		else
			return mid;
	}
	for (; lo < hi; lo++)
		if (sec[lo] == x)
			return lo;
	return -1;
}

/*
 * A pair as ekaya._keyset collects it: one word, the first value in the high half. Only pairs
 * of values in [0, 2^32) can be packed (ek_keypairs_packable); others are hashed.
 */
static inline bool
ek_keypairs_packable(int64 a, int64 b)
{
	return (uint64) a <= PG_UINT32_MAX && (uint64) b <= PG_UINT32_MAX;
}

static inline uint64
ek_keypairs_pack(int64 a, int64 b)
{
	return (uint64) a << 32 | (uint64) b;
}

/*
 * The most bytes building the set of n packed pairs over arange first values takes: the list
 * (the set is built in its memory, and is no larger but for its run offsets) and the run
 * offsets counted beside it.
 */
static inline Size
ek_keypairs_build_room(uint64 n, uint64 arange)
{
	return sizeof(uint64) * n + 2 * sizeof(uint32) * (arange + 1) + 64;
}

extern EkKeyPairs *ek_keypairs_build(uint64 *list, uint64 n, Size max_size, Size budget);
extern EkKeyPairs *ek_keypairs_join(EkKeyPairs *into, const EkKeyPairs *slice);
extern bool ek_keypairs_valid(const void *raw, Size size);

#endif							/* EKAYA_KEYPAIRS_H */
