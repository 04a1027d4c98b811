/*
 * keybits.c: integer key sets as bitmaps over their range.
 *
 * Most keys are integers, and most integer keys are dense: serials, 1..N codes, TPC-H's order
 * keys (8 of every 32). A hash set spends about 11 bytes and, once it outgrows the cache, a
 * cache miss on every probe; a bitmap over [min, max] spends one bit per value of the range
 * and usually stays in the cache (TPC-H SF 1's 1.5 million order keys: 0.75 MB instead of
 * 16 MB, in the analysing backend and in each parallel worker). It is also exact: no hash
 * collisions. The verification aggregates (verify_agg.c) collect a one-column integer key as
 * a bitmap while its range fits their budget, and hash it otherwise.
 *
 * The bitmap is a varlena, so the aggregate hands it over as its result without a copy. Its
 * range grows by doubling in the direction a new value needs, so building costs amortised
 * constant time per value in any row order.
 */
#include "ekaya.h"

#include "port/pg_bitutils.h"

#define BITS_PER_WORD 64

static Size
bits_size(uint64 nbits)
{
	return offsetof(EkKeyBits, words) + sizeof(uint64) * (Size) (nbits / BITS_PER_WORD);
}

/* An empty bitmap of nbits (a multiple of 64) starting at base. */
static EkKeyBits *
bits_alloc(MemoryContext cxt, int64 base, uint64 nbits)
{
	Size		size = bits_size(nbits);
	EkKeyBits  *kb = MemoryContextAllocHuge(cxt, size);

	memset(kb, 0, size);
	SET_VARSIZE(kb, size);
	kb->magic = EK_KEYBITS_MAGIC;
	kb->base = base;
	kb->nbits = nbits;
	return kb;
}

static inline void
bits_set(EkKeyBits *kb, uint64 off)
{
	uint64		bit = UINT64CONST(1) << (off % BITS_PER_WORD);
	uint64	   *w = &kb->words[off / BITS_PER_WORD];

	if ((*w & bit) == 0)
	{
		*w |= bit;
		kb->used++;
	}
}

/*
 * int64 mapped to uint64 in the same order, so that ranges are plain unsigned arithmetic
 * that cannot overflow, from the smallest int64 to the largest.
 */
static inline uint64
ord(int64 v)
{
	return (uint64) v ^ (UINT64CONST(1) << 63);
}

/* Bit of v, or nbits (never a bit) when v is outside the range. */
static inline uint64
bit_of(const EkKeyBits *kb, int64 v)
{
	uint64		off = ord(v) - ord(kb->base);

	return ord(v) >= ord(kb->base) && off < kb->nbits ? off : kb->nbits;
}


/*
 * A bitmap covering [lo, hi] (in ord space) and everything kb covers, with kb's bits, or NULL
 * when that needs more than budget bytes. It grows at least to twice kb's width, so a column
 * read in descending or scattered order still reallocates only O(log range) times. Ranges
 * start at multiples of 64, so bits move between bitmaps a word at a time.
 */
static EkKeyBits *
bits_widen(EkKeyBits *kb, uint64 lo, uint64 hi, Size budget, MemoryContext cxt)
{
	uint64		max_words = budget > offsetof(EkKeyBits, words) ?
		(budget - offsetof(EkKeyBits, words)) / sizeof(uint64) : 0;
	uint64		max_bits = Min(max_words, PG_UINT64_MAX / 2 / BITS_PER_WORD) * BITS_PER_WORD;
	uint64		nbits;
	EkKeyBits  *grown;

	if (kb)
	{
		lo = Min(lo, ord(kb->base));
		hi = Max(hi, ord(kb->base) + (kb->nbits - 1));
	}
	lo &= ~(uint64) (BITS_PER_WORD - 1);
	if (hi - lo >= max_bits)
		return NULL;
	nbits = ((hi - lo) / BITS_PER_WORD + 1) * BITS_PER_WORD;
	if (kb && kb->nbits * 2 > nbits && kb->nbits * 2 <= max_bits)
	{
		/* the slack goes where the range grew: below when it grew downwards */
		uint64		slack = kb->nbits * 2 - nbits;

		nbits = kb->nbits * 2;
		if (lo < ord(kb->base))
			lo = lo < slack ? 0 : lo - slack;
	}
	if (lo > PG_UINT64_MAX - (nbits - 1))
		lo = PG_UINT64_MAX - (nbits - 1);
	grown = bits_alloc(cxt, (int64) (lo ^ (UINT64CONST(1) << 63)), nbits);
	if (kb)
	{
		memcpy(&grown->words[(ord(kb->base) - lo) / BITS_PER_WORD], kb->words,
			   kb->nbits / BITS_PER_WORD * sizeof(uint64));
		grown->used = kb->used;
		pfree(kb);
	}
	return grown;
}

/*
 * Adds v; returns the bitmap (reallocated when v was outside its range), or NULL, with kb
 * left as it was, when the range would need more than budget bytes.
 */
EkKeyBits *
ek_keybits_add(EkKeyBits *kb, int64 v, Size budget, MemoryContext cxt)
{
	if (kb == NULL || bit_of(kb, v) == kb->nbits)
	{
		EkKeyBits  *grown = bits_widen(kb, ord(v), ord(v), budget, cxt);

		if (grown == NULL)
			return NULL;
		kb = grown;
	}
	bits_set(kb, bit_of(kb, v));
	return kb;
}

/* into with every bit of from; NULL (into left as it was) when the union exceeds budget. */
EkKeyBits *
ek_keybits_union(EkKeyBits *into, const EkKeyBits *from, Size budget, MemoryContext cxt)
{
	uint64		lo = ord(from->base),
				hi = lo + (from->nbits - 1),
				first,
				i;

	if (into == NULL || lo < ord(into->base) || hi - ord(into->base) >= into->nbits)
	{
		EkKeyBits  *grown = bits_widen(into, lo, hi, budget, cxt);

		if (grown == NULL)
			return NULL;
		into = grown;
	}
	first = (lo - ord(into->base)) / BITS_PER_WORD;
	for (i = 0; i < from->nbits / BITS_PER_WORD; i++)
	{
		uint64		add = from->words[i] & ~into->words[first + i];

		into->used += pg_popcount64(add);
		into->words[first + i] |= add;
	}
	return into;
}

/*
 * A copy of kb without the empty words at either end: growing by doubling leaves up to half
 * of a bitmap empty, and the finished key set is held (and copied to every parallel worker)
 * for the rest of the verification. An empty kb gives one empty word.
 */
EkKeyBits *
ek_keybits_trim(const EkKeyBits *kb, MemoryContext cxt)
{
	uint64		nwords = kb->nbits / BITS_PER_WORD,
				first = 0,
				last;
	EkKeyBits  *out;

	while (first < nwords && kb->words[first] == 0)
		first++;
	if (first == nwords)
		return bits_alloc(cxt, kb->base, BITS_PER_WORD);
	last = nwords - 1;
	while (kb->words[last] == 0)
		last--;
	out = bits_alloc(cxt, (int64) ((ord(kb->base) + first * BITS_PER_WORD) ^ (UINT64CONST(1) << 63)),
					 (last - first + 1) * BITS_PER_WORD);
	memcpy(out->words, &kb->words[first], (last - first + 1) * sizeof(uint64));
	out->used = kb->used;
	out->rows = kb->rows;
	return out;
}

/* Calls fn(value, arg) for every key, in ascending order. */
void
ek_keybits_foreach(const EkKeyBits *kb, void (*fn) (int64 v, void *arg), void *arg)
{
	uint64		i;

	for (i = 0; i < kb->nbits / BITS_PER_WORD; i++)
	{
		uint64		w = kb->words[i];

		while (w != 0)
		{
			int			b = pg_rightmost_one_pos64(w);

			fn((int64) ((ord(kb->base) + i * BITS_PER_WORD + b) ^ (UINT64CONST(1) << 63)), arg);
			w &= w - 1;
		}
	}
}

/* Is raw, of size bytes, a well-formed bitmap (so that lookups stay inside it)? */
bool
ek_keybits_valid(const void *raw, Size size)
{
	const EkKeyBits *kb = raw;

	return size >= offsetof(EkKeyBits, words) && kb->magic == EK_KEYBITS_MAGIC &&
		kb->nbits > 0 && kb->nbits % BITS_PER_WORD == 0 && size == bits_size(kb->nbits) &&
		ord(kb->base) % BITS_PER_WORD == 0 && kb->used <= kb->nbits &&
		ord(kb->base) <= PG_UINT64_MAX - (kb->nbits - 1);
}
