/*
 * verify_agg.c: parallel aggregates that measure candidate relationships exactly.
 *
 * Verification used to LEFT JOIN every source table to each target's keys; at TPC-H SF 1 the
 * four hash joins over lineitem were most of the analysis. A reference check needs far less:
 * the set of the target's key hashes, and one probe per source row. Two aggregates do that,
 * and because they have combine, serial and deserial functions the executor runs them in
 * parallel workers (an SPI cursor never would):
 *
 *   ekaya._keyset(budget int8, VARIADIC "any") RETURNS bytea
 *       the complete set of keys of the (tuple of) arguments, ready for lookups: a bitmap
 *       over the range of a dense integer key (keybits.c), else an open-addressing table of
 *       normalised hashes; it also counts the rows, so that a key is proven unique when
 *       they equal the keys. NULL when it would exceed budget bytes.
 *   ekaya._orphans(keys bytea, budget int8, VARIADIC "any") RETURNS int8[]
 *       {orphan rows, distinct orphan values (-1 when their set exceeded budget), matched rows,
 *       distinct matched values} of the (tuple of) arguments against keys; rows with a NULL
 *       argument are not counted.
 *
 * Values are hashed by keyhash.c, the profiler's own normalisation, and tuples by combining
 * the column hashes in key order on both sides. Matching is by 64-bit hash: exact up to hash
 * collisions (about n*m/2^64, negligible at any table size PostgreSQL holds); by bitmap it is
 * exact outright.
 *
 * The functions read nothing but their arguments, so they are harmless to expose: the
 * analysis runs them as the requesting role. A keys value that is not a well-formed key set
 * is rejected before any lookup, and memory is bounded by the caller's budget.
 */
#include "ekaya.h"
#include "keypairs.h"
#include "keyshare.h"

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "libpq/pqformat.h"
#include "nodes/nodeFuncs.h"
#include "nodes/primnodes.h"
#include "port/pg_bitutils.h"
#include "utils/array.h"
#include "utils/builtins.h"

#define EK_KEYSET_MAGIC 0x454B4B31	/* "EKK1" */

/*
 * Hashes wait in a small batch before they touch a table: the slots of the whole batch are
 * prefetched first, so that the cache misses of a big key set (one per row and candidate,
 * most of a verification scan's time) overlap instead of following one another.
 */
#define EK_PROBE_BATCH 32
#if defined(__GNUC__) || defined(__clang__)
#define EK_PREFETCH(p) __builtin_prefetch(p)
#else
#define EK_PREFETCH(p) ((void) (p))
#endif

typedef struct ProbeBatch
{
	int			n;
	uint64		h[EK_PROBE_BATCH];
} ProbeBatch;

/* Queues h; true when the batch is full and must be flushed. */
static inline bool
batch_push(ProbeBatch *b, uint64 h)
{
	b->h[b->n++] = h;
	return b->n == EK_PROBE_BATCH;
}

/* Prefetches the home slots of the batch in an open-addressing table of capacity slots. */
static inline void
batch_prefetch(const ProbeBatch *b, const uint64 *keys, uint32 capacity)
{
	int			i;

	for (i = 0; i < b->n; i++)
		EK_PREFETCH(&keys[(uint32) b->h[i] & (capacity - 1)]);
}

/* A reader over a serialized aggregate state. */
static void
state_reader(bytea *b, StringInfo buf)
{
	buf->data = VARDATA_ANY(b);
	buf->len = VARSIZE_ANY_EXHDR(b);
	buf->maxlen = 0;
	buf->cursor = 0;
}

PG_FUNCTION_INFO_V1(ek_keyset_trans);
PG_FUNCTION_INFO_V1(ek_keyset_combine);
PG_FUNCTION_INFO_V1(ek_keyset_serial);
PG_FUNCTION_INFO_V1(ek_keyset_deserial);
PG_FUNCTION_INFO_V1(ek_keyset_final);
PG_FUNCTION_INFO_V1(ek_orphans_trans);
PG_FUNCTION_INFO_V1(ek_orphans_combine);
PG_FUNCTION_INFO_V1(ek_orphans_serial);
PG_FUNCTION_INFO_V1(ek_orphans_deserial);
PG_FUNCTION_INFO_V1(ek_orphans_final);
PG_FUNCTION_INFO_V1(ek_orphans_each_trans);
PG_FUNCTION_INFO_V1(ek_orphans_each_combine);
PG_FUNCTION_INFO_V1(ek_orphans_each_serial);
PG_FUNCTION_INFO_V1(ek_orphans_each_deserial);
PG_FUNCTION_INFO_V1(ek_orphans_each_final);

/*
 * A growing set of hashes (no counts: membership is all verification needs), stored directly
 * in the key-set bytea layout so that the final function hands it over without rebuilding.
 */
typedef struct HashSet
{
	EkKeySet   *data;			/* NULL until the first value */
	/*
	 * A set received from a parallel worker is kept as its list of hashes, a third of a
	 * table's memory, until it is merged into the combined set and freed.
	 */
	uint64	   *list;
	uint32		nlist;
	uint32		maxlist;		/* room in list, for a set still collected as one */
	Size		budget;
	bool		overflowed;
	MemoryContext cxt;
} HashSet;

static EkKeySet *
keyset_alloc(MemoryContext cxt, uint32 capacity)
{
	Size		size = EK_KEYSET_SIZE(capacity);
	EkKeySet   *ks = MemoryContextAllocHuge(cxt, size);

	SET_VARSIZE(ks, size);
	ks->magic = EK_KEYSET_MAGIC;
	ks->capacity = capacity;
	ks->used = 0;
	ks->rows = 0;
	memset(ks->keys, 0, sizeof(uint64) * capacity);
	return ks;
}

static void
keyset_insert(EkKeySet *ks, uint64 h)
{
	uint32		mask = ks->capacity - 1;
	uint32		pos = (uint32) h & mask;

	while (ks->keys[pos] != 0)
	{
		if (ks->keys[pos] == h)
			return;
		pos = (pos + 1) & mask;
	}
	ks->keys[pos] = h;
	ks->used++;
}

/*
 * Does the header's count of used slots match the slots that are? Then at least one slot is
 * empty (used < capacity is checked too), and every probe below ends there at the latest: a
 * set whose only slot is full but says it holds nothing would make a probe loop forever.
 */
static bool
keyset_slots_match(const EkKeySet *ks)
{
	uint64		used = 0;
	uint32		i;

	for (i = 0; i < ks->capacity; i++)
		used += ks->keys[i] != 0;
	return used == ks->used;
}

/*
 * The slot of h in the key set, or capacity when the set does not hold it. Same probing as
 * EkValueSet, so a profiler set can be copied.
 */
static inline uint32
keyset_slot(const EkKeySet *ks, uint64 h)
{
	uint32		mask = ks->capacity - 1;
	uint32		pos = (uint32) h & mask;

	while (ks->keys[pos] != 0)
	{
		if (ks->keys[pos] == h)
			return pos;
		pos = (pos + 1) & mask;
	}
	return ks->capacity;
}

/* Does the key set hold h? */
static inline bool
keyset_contains(const EkKeySet *ks, uint64 h)
{
	return keyset_slot(ks, h) < ks->capacity;
}

/* Slots of a table holding n hashes at most load full: a power of two, at least 64. */
static uint64
table_capacity(uint64 n, double load)
{
	uint64		cap = 64;

	while ((double) cap * load < (double) n && cap < ((uint64) 1 << 40))
		cap *= 2;
	return cap;
}

/* Moves the set's table (if any) into a new one of cap slots. */
static void
hashset_resize(HashSet *hs, uint32 cap)
{
	EkKeySet   *t = keyset_alloc(hs->cxt, cap);
	uint32		i;

	if (hs->data)
	{
		for (i = 0; i < hs->data->capacity; i++)
			if (hs->data->keys[i] != 0)
				keyset_insert(t, hs->data->keys[i]);
		pfree(hs->data);
	}
	hs->data = t;
}

/*
 * Adds h; false (and the set marked overflowed) when a new hash would need more than the
 * budget. The table doubles beyond the given load.
 */
static bool
hashset_put(HashSet *hs, uint64 h, double load)
{
	EkKeySet   *ks = hs->data;

	if (hs->overflowed)
		return false;
	if (ks == NULL)
		ks = hs->data = keyset_alloc(hs->cxt, 64);
	if ((double) (ks->used + 1) > (double) ks->capacity * load)
	{
		uint32		newcap = ks->capacity * 2;

		if (keyset_contains(ks, h))
			return true;
		if (EK_KEYSET_SIZE(newcap) > hs->budget || newcap > (uint32) 1 << 30)
		{
			hs->overflowed = true;
			return false;
		}
		hashset_resize(hs, newcap);
		ks = hs->data;
	}
	keyset_insert(ks, h);
	return true;
}

/*
 * Adds h to a growing table, doubled at a load of 0.75: it only answers membership, and linear
 * probing stays within a cache line or two at that load, while a lower one would double the
 * memory of key counts just above a power of two.
 */
static bool
hashset_add(HashSet *hs, uint64 h)
{
	return hashset_put(hs, h, 0.75);
}

/*
 * The finished key set in the smallest table at most EK_KEYSET_FINAL_LOAD full. While
 * growing, tables double at three quarters full; a finished set is only probed, and linear
 * probing with prefetched batches stays fast up to 0.85, so the table often halves: it is held
 * for the rest of the verification, and copied to every parallel worker that probes it.
 */
#define EK_KEYSET_FINAL_LOAD 0.85

static EkKeySet *
keyset_compact(EkKeySet *ks, MemoryContext cxt)
{
	uint32		cap = (uint32) Min(table_capacity(ks->used, EK_KEYSET_FINAL_LOAD), ks->capacity);
	EkKeySet   *small;
	uint32		i;

	if (cap == ks->capacity)
		return ks;
	small = keyset_alloc(cxt, cap);
	for (i = 0; i < ks->capacity; i++)
		if (ks->keys[i] != 0)
			keyset_insert(small, ks->keys[i]);
	small->rows = ks->rows;
	pfree(ks);
	return small;
}

/*
 * Makes room for n hashes in all before they are added. Needed before copying a table: its
 * keys come in slot order, that is sorted by their low bits, and inserting them so into a
 * smaller table that keeps doubling piles them up into ever longer probe runs (quadratic).
 */
static void
hashset_reserve(HashSet *hs, uint64 n)
{
	uint32		cap = hs->data ? hs->data->capacity : 64;

	if (hs->overflowed)
		return;
	while ((uint64) cap * 3 < n * 4)
	{
		if (cap >= (uint32) 1 << 30 || EK_KEYSET_SIZE((Size) cap * 2) > hs->budget)
		{
			hs->overflowed = true;
			return;
		}
		cap *= 2;
	}
	if (hs->data && cap == hs->data->capacity)
		return;
	hashset_resize(hs, cap);
}

/*
 * Turns the list of hashes into the table (adding them to it if there is one already), sized
 * for the given load: the table is built once, with its slots prefetched a batch ahead, instead
 * of growing and copying itself while keys arrive one cache miss at a time. The list may hold
 * duplicates, so a table it would not fit is started as large as the budget allows, and grows
 * only if the distinct hashes need it. Marks the set overflowed when they do not fit.
 */
static void
hashset_settle(HashSet *hs, double load)
{
	uint64		n = (uint64) (hs->data ? hs->data->used : 0) + hs->nlist;
	uint32		cap = (uint32) Min(table_capacity(n, load), (uint64) 1 << 30),
				i,
				k;

	if (hs->list == NULL)
		return;
	while (cap > 64 && EK_KEYSET_SIZE(cap) > hs->budget)
		cap /= 2;
	if (!hs->overflowed && (hs->data == NULL || hs->data->capacity < cap))
		hashset_resize(hs, cap);
	for (i = 0; i < hs->nlist && !hs->overflowed; i += EK_PROBE_BATCH)
	{
		uint32		end = Min(i + EK_PROBE_BATCH, hs->nlist);

		for (k = i; k < end; k++)
			EK_PREFETCH(&hs->data->keys[(uint32) hs->list[k] & (hs->data->capacity - 1)]);
		for (k = i; k < end; k++)
			hashset_put(hs, hs->list[k], load);
	}
	pfree(hs->list);
	hs->list = NULL;
	hs->nlist = hs->maxlist = 0;
}

/*
 * Makes room in a list of *max entries of entry_size bytes for more: doubling, but up to the
 * last entry that fits in limit bytes rather than stopping short of it. False when the list is
 * at its limit.
 */
static bool
list_grow(void **list, uint64 *max, Size entry_size, Size limit, MemoryContext cxt)
{
	uint64		grown = Min(*max ? *max * 2 : 1024, limit / entry_size);

	if (grown <= *max)
		return false;
	*list = *list ? repalloc_huge(*list, grown * entry_size) :
		MemoryContextAllocHuge(cxt, grown * entry_size);
	*max = grown;
	return true;
}

/*
 * Adds h to a key set being collected: appended to a plain list while there is no table yet
 * and the list stays within half the budget (appending costs no cache miss; most key sets are
 * of unique keys, so the list is hardly longer than the set), else added to the table.
 */
static void
hashset_append(HashSet *hs, uint64 h)
{
	if (hs->data == NULL && !hs->overflowed && hs->nlist == hs->maxlist)
	{
		uint64		max = hs->maxlist;

		if (list_grow((void **) &hs->list, &max, sizeof(uint64),
					  Min(hs->budget / 2, sizeof(uint64) << 30), hs->cxt))
			hs->maxlist = (uint32) max;
		else
			hashset_settle(hs, 0.75);
	}
	if (hs->data == NULL && !hs->overflowed && hs->nlist < hs->maxlist)
		hs->list[hs->nlist++] = h;
	else
		hashset_add(hs, h);
}

/*
 * The most hashes hs's budget holds: a set that overflows keeps that many, so that its count
 * stays a lower bound of the distinct hashes (ekaya._orphans' distinct orphans).
 */
static uint64
hashset_room(const HashSet *hs)
{
	uint64		cap = 64;

	while (cap < ((uint64) 1 << 30) && EK_KEYSET_SIZE((Size) cap * 2) <= hs->budget)
		cap *= 2;
	return cap * 3 / 4;
}

/*
 * Adds from's hashes to into, as many as fit when they overflow it: a partial set received
 * from a parallel worker that overflowed still raises the lower bound instead of leaving it at
 * nothing (TPC-DS sf 1: count(DISTINCT) scans of 25 s where the workers' orphans overflowed).
 */
static void
hashset_union(HashSet *into, const HashSet *from)
{
	uint64		n = (uint64) (into->data ? into->data->used : 0) + from->nlist +
		(from->data ? from->data->used : 0);
	uint32		i;

	hashset_reserve(into, Min(n, hashset_room(into)));
	for (i = 0; i < from->nlist && !into->overflowed; i++)
		hashset_add(into, from->list[i]);
	for (i = 0; from->data && i < from->data->capacity && !into->overflowed; i++)
		if (from->data->keys[i] != 0)
			hashset_add(into, from->data->keys[i]);
	if (from->overflowed)
		into->overflowed = true;
}

/* Frees a set merged into another: the combine functions are its last reader. */
static void
hashset_free(HashSet *hs)
{
	if (hs->data)
		pfree(hs->data);
	if (hs->list)
		pfree(hs->list);
	hs->data = NULL;
	hs->list = NULL;
	hs->nlist = hs->maxlist = 0;
}

/* Serial form of a set: overflow flag, count, then the hashes. */
static void
hashset_send(StringInfo buf, const HashSet *hs)
{
	uint32		i;

	pq_sendbyte(buf, hs->overflowed ? 1 : 0);
	pq_sendint64(buf, (int64) hs->budget);
	pq_sendint32(buf, (hs->data ? hs->data->used : 0) + hs->nlist);
	if (hs->data)
		for (i = 0; i < hs->data->capacity; i++)
			if (hs->data->keys[i] != 0)
				pq_sendint64(buf, (int64) hs->data->keys[i]);
	for (i = 0; i < hs->nlist; i++)
		pq_sendint64(buf, (int64) hs->list[i]);
}

static void
hashset_recv(StringInfo buf, HashSet *hs, MemoryContext cxt)
{
	uint32		n,
				i;

	hs->cxt = cxt;
	hs->data = NULL;
	hs->list = NULL;
	hs->nlist = 0;
	hs->overflowed = pq_getmsgbyte(buf) != 0;
	hs->budget = (Size) pq_getmsgint64(buf);
	n = pq_getmsgint(buf, 4);
	if (n > (uint32) ((buf->len - buf->cursor) / sizeof(uint64)))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid serialized hash set")));
	if (n == 0)
		return;
	hs->list = MemoryContextAllocHuge(cxt, sizeof(uint64) * n);
	for (i = 0; i < n; i++)
	{
		hs->list[i] = (uint64) pq_getmsgint64(buf);
		if (hs->list[i] == 0)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("invalid serialized hash set")));
	}
	hs->nlist = hs->maxlist = n;
}

/* Argument types of the hashed columns, read once per aggregate state. */
typedef struct ArgTypes
{
	int			n;
	EkHashType	types[INDEX_MAX_KEYS];
} ArgTypes;

static void
argtypes_init(FunctionCallInfo fcinfo, ArgTypes *at, int first)
{
	int			i;

	at->n = PG_NARGS() - first;
	if (at->n < 1 || at->n > INDEX_MAX_KEYS)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("a key must have between 1 and %d columns", INDEX_MAX_KEYS)));
	for (i = 0; i < at->n; i++)
	{
		Oid			typid = get_fn_expr_argtype(fcinfo->flinfo, first + i);

		if (!OidIsValid(typid))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("could not determine the type of key column %d", i + 1)));
		ek_hash_type_init(&at->types[i], typid);
	}
}

/* Hash of one key value: integers, most keys, without the call, as ek_hash_datum hashes them. */
static inline uint64
value_hash(const EkHashType *t, Datum d)
{
	return t->kind == EK_HK_INT ? ek_hash_int64(ek_int_value(t->basetypid, d)) : ek_hash_datum(t, d);
}

/* Hash of the row's (tuple of) arguments; false when one of them is NULL. */
static bool
row_hash(FunctionCallInfo fcinfo, const ArgTypes *at, int first, uint64 *out)
{
	uint64		h = 0;
	int			i;

	for (i = 0; i < at->n; i++)
	{
		uint64		hi;

		if (PG_ARGISNULL(first + i))
			return false;
		hi = value_hash(&at->types[i], PG_GETARG_DATUM(first + i));
		h = i == 0 ? hi : ek_hash_combine(h, hi);
	}
	*out = h;
	return true;
}

static MemoryContext
agg_context(FunctionCallInfo fcinfo, const char *name)
{
	MemoryContext aggcxt;

	if (!AggCheckCallContext(fcinfo, &aggcxt))
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("%s called in non-aggregate context", name)));
	return aggcxt;
}

static Size
budget_arg(FunctionCallInfo fcinfo, int argno)
{
	int64		b = PG_ARGISNULL(argno) ? 0 : PG_GETARG_INT64(argno);

	if (b <= 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("memory budget must be positive")));
	return (Size) Min(b, (int64) MaxAllocHugeSize);
}

/* ---- ekaya._keyset ---- */

/*
 * A one-column integer key is collected as a bitmap (keybits.c) while its range fits the
 * budget, and as hashes from the moment it does not; a two-integer key as a list of its
 * pairs, each packed into a word (for keypairs.h), while building the set out of it fits the
 * budget. States of parallel workers may
 * differ, and combining converts the side that is not hashes. The result is whichever form
 * is smaller.
 */
typedef struct KeysetState
{
	ArgTypes	at;
	bool		have_types;
	bool		bits_mode;		/* collecting a bitmap (bits NULL until the first key) */
	EkKeyBits  *bits;
	bool		pairs_mode;		/* collecting pairs of integers (ek_keypairs_pack) */
	uint64	   *pairs;
	uint64		npairs;
	uint64		maxpairs;
	uint32		amin;			/* the pairs' smallest and largest first values */
	uint32		amax;
	HashSet		set;
	int64		rows;			/* non-null keys added: distinct keys == rows means unique */
	uint32		calls;			/* rows seen, to look for waiting DDL now and then */
	ProbeBatch	pending;
} KeysetState;

/* Adds the batched hashes, their slots prefetched first. */
static void
keyset_flush(KeysetState *st)
{
	int			i;

	if (st->set.data && !st->set.overflowed)
		batch_prefetch(&st->pending, st->set.data->keys, st->set.data->capacity);
	for (i = 0; i < st->pending.n; i++)
		hashset_append(&st->set, st->pending.h[i]);
	st->pending.n = 0;
}

static void
add_int_hash(int64 v, void *arg)
{
	hashset_add((HashSet *) arg, ek_hash_int64(v));
}

/* Moves the bitmap's keys into the hash set: the range outgrew the budget, or hashes are smaller. */
static void
keyset_to_hashes(KeysetState *st)
{
	if (!st->bits_mode)
		return;
	st->bits_mode = false;
	if (st->bits == NULL)
		return;
	hashset_reserve(&st->set, st->bits->used);
	if (!st->set.overflowed)
		ek_keybits_foreach(st->bits, add_int_hash, &st->set);
	pfree(st->bits);
	st->bits = NULL;
}

/* The hash of an integer pair, as row_hash hashes two integer columns. */
static inline uint64
pair_hash(int64 a, int64 b)
{
	return ek_hash_combine(ek_hash_int64(a), ek_hash_int64(b));
}

/* The hash of a packed pair, as row_hash hashes its two integer columns. */
static inline uint64
packed_hash(uint64 p)
{
	return pair_hash((int64) (p >> 32), (int64) (p & PG_UINT32_MAX));
}

/*
 * Moves the pairs into the hash set: they outgrew their budget, do not pack, or meet a hashed
 * state. Into an empty set in place: a hash takes a packed pair's word, and the list is the
 * set's list of hashes.
 */
static void
pairs_to_hashes(KeysetState *st)
{
	uint64		i;

	if (!st->pairs_mode)
		return;
	st->pairs_mode = false;
	if (st->set.data == NULL && st->set.list == NULL && !st->set.overflowed && st->npairs > 0)
	{
		for (i = 0; i < st->npairs; i++)
			st->pairs[i] = packed_hash(st->pairs[i]);
		st->set.list = st->pairs;
		st->set.nlist = (uint32) st->npairs;
		st->set.maxlist = (uint32) st->maxpairs;
	}
	else
	{
		for (i = 0; i < st->npairs && !st->set.overflowed; i++)
			hashset_append(&st->set, packed_hash(st->pairs[i]));
		if (st->pairs)
			pfree(st->pairs);
	}
	st->pairs = NULL;
	st->npairs = st->maxpairs = 0;
}

/*
 * Appends a pair, or hashes it once it does not pack, or once the list would grow beyond what
 * leaves room in the budget for the set's run offsets over the first values seen so far.
 */
static void
pairs_append(KeysetState *st, int64 a, int64 b)
{
	if (st->pairs_mode && !ek_keypairs_packable(a, b))
		pairs_to_hashes(st);
	if (st->pairs_mode)
	{
		uint32		amin = Min(st->amin, (uint32) a),
					amax = Max(st->amax, (uint32) a);
		Size		offsets = ek_keypairs_build_room(0, (uint64) amax - amin + 1);

		/* at most 2^30 words, as a list of hashes may hold */
		if (st->npairs == st->maxpairs &&
			(offsets >= st->set.budget ||
			 !list_grow((void **) &st->pairs, &st->maxpairs, sizeof(uint64),
						Min(st->set.budget - offsets, sizeof(uint64) << 30), st->set.cxt)))
			pairs_to_hashes(st);
		else
		{
			st->amin = amin;
			st->amax = amax;
		}
	}
	if (st->pairs_mode)
		st->pairs[st->npairs++] = ek_keypairs_pack(a, b);
	else
		hashset_append(&st->set, pair_hash(a, b));
}

static KeysetState *
keyset_state_new(MemoryContext cxt, Size budget)
{
	KeysetState *st = MemoryContextAllocZero(cxt, sizeof(KeysetState));

	st->set.cxt = cxt;
	st->set.budget = budget;
	st->amin = PG_UINT32_MAX;
	return st;
}

/* _keyset(budget, VARIADIC key): adds the row's key; NULL keys are not keys. */
Datum
ek_keyset_trans(PG_FUNCTION_ARGS)
{
	KeysetState *st = PG_ARGISNULL(0) ? NULL : (KeysetState *) PG_GETARG_POINTER(0);
	uint64		h;

	/* only an aggregate makes a state, so the context is checked once, with the first row */
	if (st == NULL)
		st = keyset_state_new(agg_context(fcinfo, "ekaya._keyset"), budget_arg(fcinfo, 1));
	if (!st->have_types)
	{
		argtypes_init(fcinfo, &st->at, 2);
		st->have_types = true;
		st->bits_mode = st->at.n == 1 && st->at.types[0].kind == EK_HK_INT;
		st->pairs_mode = st->at.n == 2 && st->at.types[0].kind == EK_HK_INT &&
			st->at.types[1].kind == EK_HK_INT;
	}
	if ((++st->calls & 4095) == 0)
		ek_ddl_yield_check();
	if (st->bits_mode)
	{
		EkKeyBits  *grown;

		if (PG_ARGISNULL(2))
			PG_RETURN_POINTER(st);
		grown = ek_keybits_add(st->bits,
							   ek_int_value(st->at.types[0].basetypid, PG_GETARG_DATUM(2)),
							   st->set.budget, st->set.cxt);
		if (grown)
		{
			st->bits = grown;
			st->rows++;
			PG_RETURN_POINTER(st);
		}
		keyset_to_hashes(st);
	}
	if (st->pairs_mode)
	{
		if (!PG_ARGISNULL(2) && !PG_ARGISNULL(3))
		{
			st->rows++;
			pairs_append(st, ek_int_value(st->at.types[0].basetypid, PG_GETARG_DATUM(2)),
						 ek_int_value(st->at.types[1].basetypid, PG_GETARG_DATUM(3)));
		}
		PG_RETURN_POINTER(st);
	}
	if (!st->set.overflowed && row_hash(fcinfo, &st->at, 2, &h))
	{
		st->rows++;
		if (batch_push(&st->pending, h))
			keyset_flush(st);
	}
	PG_RETURN_POINTER(st);
}

Datum
ek_keyset_combine(PG_FUNCTION_ARGS)
{
	MemoryContext aggcxt = agg_context(fcinfo, "ekaya._keyset");
	KeysetState *a = PG_ARGISNULL(0) ? NULL : (KeysetState *) PG_GETARG_POINTER(0);
	KeysetState *b = PG_ARGISNULL(1) ? NULL : (KeysetState *) PG_GETARG_POINTER(1);
	uint64		i;

	if (b == NULL)
		PG_RETURN_POINTER(a);
	keyset_flush(b);
	if (a == NULL)
	{
		a = keyset_state_new(aggcxt, b->set.budget);
		a->set.overflowed = b->set.overflowed;
		a->bits_mode = b->bits_mode;
		a->pairs_mode = b->pairs_mode;
	}
	keyset_flush(a);
	a->rows += b->rows;
	if (a->pairs_mode && b->pairs_mode)
	{
		if (a->pairs == NULL)
		{
			/* the first part: its list becomes ours, no copy */
			a->pairs = b->pairs;
			a->npairs = a->maxpairs = b->npairs;
			a->amin = b->amin;
			a->amax = b->amax;
			b->pairs = NULL;
			b->npairs = 0;
		}
		for (i = 0; i < b->npairs; i++)
			pairs_append(a, (int64) (b->pairs[i] >> 32), (int64) (b->pairs[i] & PG_UINT32_MAX));
		if (b->pairs)
			pfree(b->pairs);
		b->pairs = NULL;
		b->npairs = b->maxpairs = 0;
		if (a->pairs_mode)
			PG_RETURN_POINTER(a);
	}
	pairs_to_hashes(a);
	pairs_to_hashes(b);
	if (a->bits_mode && b->bits_mode)
	{
		EkKeyBits  *merged = b->bits == NULL ? a->bits :
			ek_keybits_union(a->bits, b->bits, a->set.budget, aggcxt);

		if (merged || b->bits == NULL)
		{
			a->bits = merged;
			if (b->bits)
				pfree(b->bits);
			b->bits = NULL;
			PG_RETURN_POINTER(a);
		}
	}
	keyset_to_hashes(a);
	keyset_to_hashes(b);
	if (b->set.overflowed)
		a->set.overflowed = true;
	if (a->set.data == NULL && a->set.list == NULL && !a->set.overflowed)
	{
		/* the first part: its list becomes ours, no copy */
		a->set.list = b->set.list;
		a->set.nlist = a->set.maxlist = b->set.nlist;
		b->set.list = NULL;
		b->set.nlist = 0;
	}
	for (i = 0; i < b->set.nlist; i++)
		hashset_append(&a->set, b->set.list[i]);
	if (b->set.data)
		for (i = 0; i < b->set.data->capacity; i++)
			if (b->set.data->keys[i] != 0)
				hashset_append(&a->set, b->set.data->keys[i]);
	hashset_free(&b->set);
	PG_RETURN_POINTER(a);
}

/* Serial form: a mode byte, then the hash set, or the bitmap's header fields and words. */
Datum
ek_keyset_serial(PG_FUNCTION_ARGS)
{
	KeysetState *st = (KeysetState *) PG_GETARG_POINTER(0);
	StringInfoData buf;

	keyset_flush(st);
	pq_begintypsend(&buf);
	pq_sendint64(&buf, st->rows);
	pq_sendbyte(&buf, st->bits_mode ? 1 : st->pairs_mode ? 2 : 0);
	if (st->pairs_mode)
	{
		uint64		i;

		pq_sendint64(&buf, (int64) st->set.budget);
		pq_sendint64(&buf, (int64) st->npairs);
		for (i = 0; i < st->npairs; i++)
			pq_sendint64(&buf, (int64) st->pairs[i]);
	}
	else if (!st->bits_mode)
		hashset_send(&buf, &st->set);
	else
	{
		pq_sendint64(&buf, (int64) st->set.budget);
		pq_sendbyte(&buf, st->bits ? 1 : 0);
		if (st->bits)
			pq_sendbytes(&buf, (const char *) st->bits, VARSIZE(st->bits));
	}
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

Datum
ek_keyset_deserial(PG_FUNCTION_ARGS)
{
	MemoryContext aggcxt = agg_context(fcinfo, "ekaya._keyset");
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	KeysetState *st = keyset_state_new(aggcxt, 1);
	StringInfoData buf;
	int			mode;

	state_reader(b, &buf);
	st->rows = pq_getmsgint64(&buf);
	mode = pq_getmsgbyte(&buf);
	st->bits_mode = mode == 1;
	st->pairs_mode = mode == 2;
	if (st->pairs_mode)
	{
		uint64		n,
					i;

		st->set.budget = (Size) pq_getmsgint64(&buf);
		n = (uint64) pq_getmsgint64(&buf);
		if (n > (uint64) (buf.len - buf.cursor) / sizeof(uint64) || n > ((uint64) 1 << 30))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("invalid serialized key pairs")));
		if (n > 0)
			st->pairs = MemoryContextAllocHuge(aggcxt, n * sizeof(uint64));
		for (i = 0; i < n; i++)
		{
			st->pairs[i] = (uint64) pq_getmsgint64(&buf);
			st->amin = Min(st->amin, (uint32) (st->pairs[i] >> 32));
			st->amax = Max(st->amax, (uint32) (st->pairs[i] >> 32));
		}
		st->npairs = st->maxpairs = n;
	}
	else if (!st->bits_mode)
		hashset_recv(&buf, &st->set, aggcxt);
	else
	{
		st->set.budget = (Size) pq_getmsgint64(&buf);
		if (pq_getmsgbyte(&buf) != 0)
		{
			Size		size = buf.len - buf.cursor;

			st->bits = MemoryContextAllocHuge(aggcxt, Max(size, sizeof(EkKeyBits)));
			memcpy(st->bits, pq_getmsgbytes(&buf, size), size);
			if (!ek_keybits_valid(st->bits, size) || VARSIZE(st->bits) != size)
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
						 errmsg("invalid serialized key bitmap")));
		}
	}
	pq_getmsgend(&buf);
	PG_RETURN_POINTER(st);
}

/*
 * The key set, or NULL when it did not fit in the budget (the caller then measures by SQL).
 * A bitmap is handed over trimmed to its keys' range, unless a hash table would be smaller
 * (sparse keys).
 */
Datum
ek_keyset_final(PG_FUNCTION_ARGS)
{
	KeysetState *st = PG_ARGISNULL(0) ? NULL : (KeysetState *) PG_GETARG_POINTER(0);

	if (st)
		keyset_flush(st);
	if (st && st->bits_mode && st->bits)
	{
		uint64		cap = table_capacity(st->bits->used, 0.75);
		EkKeyBits  *trimmed;

		trimmed = ek_keybits_trim(st->bits, CurrentMemoryContext);
		trimmed->rows = st->rows;
		if (VARSIZE(trimmed) <= EK_KEYSET_SIZE(cap))
			PG_RETURN_BYTEA_P((bytea *) trimmed);
		pfree(trimmed);
		keyset_to_hashes(st);
	}
	if (st && st->pairs_mode && st->npairs > 0)
	{
		uint64		cap = table_capacity(st->npairs, EK_KEYSET_FINAL_LOAD);
		EkKeyPairs *kp;

		/*
		 * grouped pairs, unless a hash table would be smaller (sparse first values), built in
		 * the list's memory (the state is not read again after finalisation)
		 */
		kp = ek_keypairs_build(st->pairs, st->npairs, Min(st->set.budget, EK_KEYSET_SIZE(cap)),
							   st->set.budget);
		if (kp)
		{
			st->pairs = NULL;
			st->npairs = st->maxpairs = 0;
			kp->rows = st->rows;
			PG_RETURN_BYTEA_P((bytea *) kp);
		}
		pairs_to_hashes(st);
	}
	if (st)
		hashset_settle(&st->set, EK_KEYSET_FINAL_LOAD);
	if (st == NULL || st->set.overflowed)
	{
		if (st == NULL)
		{
			/* no rows at all: an empty set */
			PG_RETURN_BYTEA_P((bytea *) keyset_alloc(CurrentMemoryContext, 64));
		}
		PG_RETURN_NULL();
	}
	if (st->set.data == NULL)
		PG_RETURN_BYTEA_P((bytea *) keyset_alloc(CurrentMemoryContext, 64));
	/* the state is not read again after finalisation: hand the table over, compacted */
	st->set.data = keyset_compact(st->set.data, st->set.cxt);
	st->set.data->rows = st->rows;
	PG_RETURN_BYTEA_P((bytea *) st->set.data);
}

/* ---- ekaya._orphans ---- */

typedef struct OrphansState
{
	ArgTypes	at;
	bool		have_types;
	const EkKeySet *keys;		/* the keys argument, checked once: a hash table */
	const EkKeyBits *bits;		/* ... or a bitmap of integer keys */
	const EkKeyPairs *pairs;	/* ... or grouped pairs of integers */
	int64		orphan_rows;
	int64		matched_rows;
	HashSet		orphans;		/* distinct orphan hashes */
	/*
	 * The keys matched at least once, a bit per slot of the hash table or per bit of the
	 * bitmap (allocated with the first match): their count is the distinct matched values,
	 * exact for tuples and for sampled tables alike, and with the distinct orphans it gives
	 * the source's distinct count.
	 */
	uint64	   *seen;
	uint64		seen_words;
	uint32		calls;			/* rows seen, to look for waiting DDL now and then */
	ProbeBatch	pending;
	int			npending_pairs;
	int64		pending_pairs[2 * EK_PROBE_BATCH];
} OrphansState;

/* Notes key number k (a slot or a bit) as matched. */
static inline void
mark_seen(OrphansState *st, uint64 k, uint64 nkeys)
{
	if (st->seen == NULL)
	{
		st->seen_words = (nkeys + 63) / 64;
		st->seen = MemoryContextAllocHuge(st->orphans.cxt, st->seen_words * sizeof(uint64));
		memset(st->seen, 0, st->seen_words * sizeof(uint64));
	}
	st->seen[k / 64] |= UINT64CONST(1) << (k % 64);
}

/* Looks up the batched hashes, their slots prefetched first. */
static void
orphans_flush(OrphansState *st)
{
	int			i;

	if (st->pending.n == 0)
		return;
	batch_prefetch(&st->pending, st->keys->keys, st->keys->capacity);
	for (i = 0; i < st->pending.n; i++)
	{
		uint32		slot = keyset_slot(st->keys, st->pending.h[i]);

		if (slot < st->keys->capacity)
		{
			st->matched_rows++;
			mark_seen(st, slot, st->keys->capacity);
		}
		else
		{
			st->orphan_rows++;
			hashset_add(&st->orphans, st->pending.h[i]);
		}
	}
	st->pending.n = 0;
}

/*
 * Looks up the batched pairs: the run offsets of the whole batch are prefetched first, then
 * the runs, so that their cache misses overlap.
 */
static void
pairs_flush(OrphansState *st)
{
	const EkKeyPairs *kp = st->pairs;
	const uint32 *off = ek_keypairs_offsets(kp);
	const uint32 *sec = ek_keypairs_seconds(kp);
	uint64		row[EK_PROBE_BATCH];
	int			i;

	for (i = 0; i < st->npending_pairs; i++)
		if ((row[i] = ek_keypairs_row(kp, st->pending_pairs[2 * i])) < kp->arange)
			EK_PREFETCH(&off[row[i]]);
	for (i = 0; i < st->npending_pairs; i++)
		if (row[i] < kp->arange)
			EK_PREFETCH(&sec[off[row[i]]]);
	for (i = 0; i < st->npending_pairs; i++)
	{
		int64		a = st->pending_pairs[2 * i],
					b = st->pending_pairs[2 * i + 1],
					k = ek_keypairs_find(kp, a, b);

		if (k >= 0)
		{
			st->matched_rows++;
			mark_seen(st, (uint64) k, kp->used);
		}
		else
		{
			st->orphan_rows++;
			hashset_add(&st->orphans, pair_hash(a, b));
		}
	}
	st->npending_pairs = 0;
}

/* Looks up whatever rows are still batched, of either kind. */
static void
orphans_flush_all(OrphansState *st)
{
	orphans_flush(st);
	if (st->npending_pairs > 0)
		pairs_flush(st);
}

static OrphansState *
orphans_state_new(MemoryContext cxt, Size budget)
{
	OrphansState *st = MemoryContextAllocZero(cxt, sizeof(OrphansState));

	st->orphans.cxt = cxt;
	st->orphans.budget = budget;
	return st;
}

/*
 * Argument argno, a key set or a bundle of them (ek_key_bundle), as a plain varlena aligned
 * for reading in place. It must be a constant or a parameter (a query parameter or an
 * uncorrelated subquery's result), which stays the same for one aggregate state, so that it
 * can be checked once and kept for the whole scan. Copied into the aggregate's memory only if
 * it is not already usable in place.
 */
static struct varlena *
keys_arg_raw(FunctionCallInfo fcinfo, MemoryContext aggcxt, int argno)
{
	Aggref	   *aggref = AggGetAggref(fcinfo);
	TargetEntry *te;
	struct varlena *raw;

	if (aggref == NULL || list_length(aggref->args) < argno)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("ekaya._orphans needs its key set as a direct argument")));
	te = list_nth_node(TargetEntry, aggref->args, argno - 1);
	if (!IsA(te->expr, Const) && !IsA(te->expr, Param))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("key set of ekaya._orphans must be a constant or a parameter")));
	if (PG_ARGISNULL(argno))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("key set of ekaya._orphans must not be null")));
	raw = (struct varlena *) DatumGetPointer(PG_GETARG_DATUM(argno));
	if (VARATT_IS_EXTENDED(raw) || ((uintptr_t) raw) % sizeof(uint64) != 0)
	{
		MemoryContext old = MemoryContextSwitchTo(aggcxt);

		raw = (struct varlena *) PG_DETOAST_DATUM_COPY(PointerGetDatum(raw));
		MemoryContextSwitchTo(old);
	}
	return raw;
}

/*
 * The key set raw (plain and aligned, from keys_arg_raw or a bundle), as st->keys (hashes),
 * st->bits (an integer bitmap) or st->pairs (grouped integer pairs), to be probed by st->at's
 * columns. It must be well formed, so that lookups stay inside it.
 */
static void
keys_use(OrphansState *st, struct varlena *raw)
{
	const EkKeySet *ks;

	/* a reference to a key set in shared memory (keyshare.h): the set itself, mapped */
	raw = unconstify(struct varlena *, ek_keyshare_resolve(raw));
	if (VARSIZE(raw) >= offsetof(EkKeyPairs, data) && ((const EkKeyPairs *) raw)->magic == EK_KEYPAIRS_MAGIC)
	{
		int			i;

		if (!ek_keypairs_valid(raw, VARSIZE(raw)))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("invalid key set for ekaya._orphans")));
		for (i = 0; i < st->at.n; i++)
			if (st->at.types[i].kind != EK_HK_INT && st->at.types[i].kind != EK_HK_NUMERIC)
				break;
		if (st->at.n != 2 || i < 2)
			ereport(ERROR,
					(errcode(ERRCODE_DATATYPE_MISMATCH),
					 errmsg("a key set of integer pairs can only be probed with two integer or numeric columns")));
		st->pairs = (const EkKeyPairs *) raw;
		return;
	}
	if (VARSIZE(raw) >= offsetof(EkKeyBits, words) && ((const EkKeyBits *) raw)->magic == EK_KEYBITS_MAGIC)
	{
		if (!ek_keybits_valid(raw, VARSIZE(raw)))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("invalid key set for ekaya._orphans")));
		if (st->at.n != 1 ||
			(st->at.types[0].kind != EK_HK_INT && st->at.types[0].kind != EK_HK_NUMERIC))
			ereport(ERROR,
					(errcode(ERRCODE_DATATYPE_MISMATCH),
					 errmsg("a key set of integers can only be probed with one integer or numeric column")));
		st->bits = (const EkKeyBits *) raw;
		return;
	}
	ks = (const EkKeySet *) raw;
	if (VARSIZE(raw) < offsetof(EkKeySet, keys) || ks->magic != EK_KEYSET_MAGIC ||
		ks->capacity == 0 || (ks->capacity & (ks->capacity - 1)) != 0 ||
		ks->used >= ks->capacity || VARSIZE(raw) != EK_KEYSET_SIZE(ks->capacity) ||
		!keyset_slots_match(ks))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid key set for ekaya._orphans")));
	st->keys = ks;
}

/* Hash of a row's key, its values v; hv: their hashes when known, else NULL. */
static uint64
tuple_hash(const OrphansState *st, const Datum *v, const uint64 *hv)
{
	uint64		h = 0;
	int			i;

	for (i = 0; i < st->at.n; i++)
	{
		uint64		hi = hv ? hv[i] : value_hash(&st->at.types[i], v[i]);

		h = i == 0 ? hi : ek_hash_combine(h, hi);
	}
	return h;
}

/*
 * One row's key against a bitmap of integer keys, when it is not an integer in the bitmap. A
 * numeric that is not a whole number of up to 18 digits cannot be an integer key: an orphan,
 * counted by its hash like any other.
 */
static void
probe_bits_rest(OrphansState *st, Datum d, const uint64 *hv)
{
	int64		v;
	bool		whole = true;
	uint64		h;

	if (st->at.types[0].kind == EK_HK_INT)
		v = ek_int_value(st->at.types[0].basetypid, d);
	else
		whole = ek_numeric_int64(d, &v);
	if (whole && ek_keybits_contains(st->bits, v))
	{
		st->matched_rows++;
		mark_seen(st, (uint64) v - (uint64) st->bits->base, st->bits->nbits);
		return;
	}
	st->orphan_rows++;
	h = whole ? ek_hash_int64(v) : tuple_hash(st, &d, hv);
	hashset_add(&st->orphans, h);
}

/* One row's key against a bitmap of integer keys: an integer that matches, inline (most rows). */
static inline void
probe_bits(OrphansState *st, Datum d, const uint64 *hv)
{
	if (st->at.types[0].kind == EK_HK_INT && st->seen)
	{
		int64		v = ek_int_value(st->at.types[0].basetypid, d);

		if (ek_keybits_contains(st->bits, v))
		{
			uint64		k = (uint64) v - (uint64) st->bits->base;

			st->matched_rows++;
			st->seen[k / 64] |= UINT64CONST(1) << (k % 64);
			return;
		}
	}
	probe_bits_rest(st, d, hv);
}

/*
 * One row's key against grouped integer pairs, batched. A numeric that is not a whole number
 * of up to 18 digits cannot be part of an integer key: an orphan, counted by its hash.
 */
static void
probe_pairs(OrphansState *st, const Datum *d, const uint64 *hv)
{
	int64		v[2];
	int			k;

	for (k = 0; k < 2; k++)
	{
		if (st->at.types[k].kind == EK_HK_INT)
			v[k] = ek_int_value(st->at.types[k].basetypid, d[k]);
		else if (!ek_numeric_int64(d[k], &v[k]))
		{
			st->orphan_rows++;
			hashset_add(&st->orphans, tuple_hash(st, d, hv));
			return;
		}
	}
	st->pending_pairs[2 * st->npending_pairs] = v[0];
	st->pending_pairs[2 * st->npending_pairs + 1] = v[1];
	if (++st->npending_pairs == EK_PROBE_BATCH)
		pairs_flush(st);
}

/* One row's key, its values v (none NULL; hv: their hashes when known), against st's keys. */
static inline void
orphans_probe(OrphansState *st, const Datum *v, const uint64 *hv)
{
	if (st->bits)
		probe_bits(st, v[0], hv);
	else if (st->pairs)
		probe_pairs(st, v, hv);
	else if (batch_push(&st->pending, tuple_hash(st, v, hv)))
		orphans_flush(st);
}

/* _orphans(keys, budget, VARIADIC key): counts the row as matched or orphan. */
Datum
ek_orphans_trans(PG_FUNCTION_ARGS)
{
	OrphansState *st = PG_ARGISNULL(0) ? NULL : (OrphansState *) PG_GETARG_POINTER(0);
	Datum		v[INDEX_MAX_KEYS];
	int			i;

	/* only an aggregate makes a state, so the context is checked once, with the first row */
	if (st == NULL)
		st = orphans_state_new(agg_context(fcinfo, "ekaya._orphans"), budget_arg(fcinfo, 2));
	if (!st->have_types)
	{
		argtypes_init(fcinfo, &st->at, 3);
		keys_use(st, keys_arg_raw(fcinfo, st->orphans.cxt, 1));
		st->have_types = true;
	}
	if ((++st->calls & 4095) == 0)
		ek_ddl_yield_check();
	for (i = 0; i < st->at.n; i++)
	{
		if (PG_ARGISNULL(3 + i))
			PG_RETURN_POINTER(st);
		v[i] = PG_GETARG_DATUM(3 + i);
	}
	orphans_probe(st, v, NULL);
	PG_RETURN_POINTER(st);
}

/* Merges b (a parallel worker's state, or NULL) into a (NULL: a new state); the merged state. */
static OrphansState *
orphans_combine(MemoryContext aggcxt, OrphansState *a, OrphansState *b)
{
	if (b == NULL)
		return a;
	orphans_flush_all(b);
	if (a == NULL)
		a = orphans_state_new(aggcxt, b->orphans.budget);
	orphans_flush_all(a);
	a->orphan_rows += b->orphan_rows;
	a->matched_rows += b->matched_rows;
	hashset_union(&a->orphans, &b->orphans);
	if (b->seen && a->seen == NULL)
	{
		/* both live in the aggregate's memory: take it over */
		a->seen_words = b->seen_words;
		a->seen = b->seen;
		b->seen = NULL;
	}
	else if (b->seen)
	{
		uint64		w;

		if (a->seen_words != b->seen_words)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("partial results of ekaya._orphans were measured against different key sets")));
		for (w = 0; w < a->seen_words; w++)
			a->seen[w] |= b->seen[w];
	}
	hashset_free(&b->orphans);
	if (b->seen)
		pfree(b->seen);
	b->seen = NULL;
	return a;
}

Datum
ek_orphans_combine(PG_FUNCTION_ARGS)
{
	MemoryContext aggcxt = agg_context(fcinfo, "ekaya._orphans");

	PG_RETURN_POINTER(orphans_combine(aggcxt,
									  PG_ARGISNULL(0) ? NULL : (OrphansState *) PG_GETARG_POINTER(0),
									  PG_ARGISNULL(1) ? NULL : (OrphansState *) PG_GETARG_POINTER(1)));
}

static void
orphans_send(StringInfo buf, OrphansState *st)
{
	orphans_flush_all(st);
	pq_sendint64(buf, st->orphan_rows);
	pq_sendint64(buf, st->matched_rows);
	hashset_send(buf, &st->orphans);
	pq_sendint64(buf, st->seen ? (int64) st->seen_words : 0);
	if (st->seen)
		pq_sendbytes(buf, (const char *) st->seen, st->seen_words * sizeof(uint64));
}

static OrphansState *
orphans_recv(StringInfo buf, MemoryContext aggcxt)
{
	OrphansState *st = orphans_state_new(aggcxt, 1);

	st->orphan_rows = pq_getmsgint64(buf);
	st->matched_rows = pq_getmsgint64(buf);
	hashset_recv(buf, &st->orphans, aggcxt);
	st->seen_words = (uint64) pq_getmsgint64(buf);
	if (st->seen_words > (uint64) (buf->len - buf->cursor) / sizeof(uint64))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid serialized state of ekaya._orphans")));
	if (st->seen_words > 0)
	{
		st->seen = MemoryContextAllocHuge(aggcxt, st->seen_words * sizeof(uint64));
		memcpy(st->seen, pq_getmsgbytes(buf, st->seen_words * sizeof(uint64)),
			   st->seen_words * sizeof(uint64));
	}
	return st;
}

Datum
ek_orphans_serial(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	orphans_send(&buf, (OrphansState *) PG_GETARG_POINTER(0));
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

Datum
ek_orphans_deserial(PG_FUNCTION_ARGS)
{
	MemoryContext aggcxt = agg_context(fcinfo, "ekaya._orphans");
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	StringInfoData buf;
	OrphansState *st;

	state_reader(b, &buf);
	st = orphans_recv(&buf, aggcxt);
	pq_getmsgend(&buf);
	PG_RETURN_POINTER(st);
}

/*
 * {orphan rows, distinct orphan values (when their set overflowed: -1 - those it held, so that
 * it is negative and still says at least how many there are), matched rows, distinct matched}
 * of st (NULL: no row) into out.
 */
static void
orphans_result(OrphansState *st, Datum *out)
{
	int64		matched_distinct = 0;
	uint64		w;

	if (st)
		orphans_flush_all(st);
	if (st && st->seen)
		for (w = 0; w < st->seen_words; w++)
			matched_distinct += pg_popcount64(st->seen[w]);
	out[0] = Int64GetDatum(st ? st->orphan_rows : 0);
	/* overflowed: -1 - the distinct orphans held, a lower bound of their number */
	out[1] = Int64GetDatum(st == NULL ? INT64CONST(0) : st->orphans.overflowed ?
						   -1 - (int64) (st->orphans.data ? st->orphans.data->used : 0) :
						   (int64) (st->orphans.data ? st->orphans.data->used : 0));
	out[2] = Int64GetDatum(st ? st->matched_rows : 0);
	out[3] = Int64GetDatum(matched_distinct);
}

Datum
ek_orphans_final(PG_FUNCTION_ARGS)
{
	Datum		out[4];

	orphans_result(PG_ARGISNULL(0) ? NULL : (OrphansState *) PG_GETARG_POINTER(0), out);
	PG_RETURN_ARRAYTYPE_P(construct_array(out, 4, INT8OID, 8, FLOAT8PASSBYVAL, TYPALIGN_DOUBLE));
}

/* ---- ekaya._orphans_each ---- */

/*
 * ekaya._orphans_each(budget, spec, VARIADIC "any"): ekaya._orphans of several keys of one
 * source table in one aggregate. The variadic arguments are the n key sets, then the source's
 * columns, each once; spec (smallint[]) gives each key's columns by their position among them,
 * as {ncolumns, position ...} for each key in turn. Per row, a column is read and hashed once
 * for all the keys it is part of (TPC-DS sf 1: 27 keys of catalog_sales over 20 columns), and
 * the executor makes one call instead of one per key. The result is the keys' four counts each,
 * one after the other (int8[4 * n]).
 */
typedef struct EachState
{
	int			nitems;
	OrphansState **items;
	int16	  **cols;			/* per key, its columns (positions) */
	bool	   *int_bits;		/* per key: one integer column against a bitmap (inlined) */
	int			first;			/* argument number of the first column */
	int			ncols;
	EkHashType *types;			/* per column */
	uint64	   *hash;			/* per column, its hash in the row hashed[] says */
	uint64	   *hashed;
	uint64		row;
} EachState;

#define EK_EACH_FIRST_ARG 3		/* state, budget, spec, then the bundle of key sets */

/*
 * The key sets of one ekaya._orphans_each come as one argument, a bundle: the executor
 * evaluates every argument of an aggregate for every row, and a parameter per key set cost a
 * call per row and key (TPC-DS sf 1, catalog_sales' 17 keys: 35 ms of its 350 ms scan). Each
 * key set (or reference to one, keyshare.h) is copied whole at an aligned offset.
 */
#define EK_BUNDLE_MAGIC 0x454B4231	/* "EKB1" */

typedef struct EkKeyBundle
{
	int32		vl_len_;		/* varlena header */
	uint32		magic;
	uint32		n;
	uint32		unused;
	uint64		offset[FLEXIBLE_ARRAY_MEMBER];	/* of each key set, from the start */
} EkKeyBundle;

/* The n key sets (plain varlenas) as one bundle. */
bytea *
ek_key_bundle(struct varlena *const *sets, int n)
{
	Size		size = MAXALIGN(offsetof(EkKeyBundle, offset) + sizeof(uint64) * n);
	EkKeyBundle *kb;
	int			i;

	for (i = 0; i < n; i++)
		size += MAXALIGN(VARSIZE(sets[i]));
	if (!AllocSizeIsValid(size))
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("key sets too large to pass together")));
	kb = palloc0(size);
	SET_VARSIZE(kb, size);
	kb->magic = EK_BUNDLE_MAGIC;
	kb->n = n;
	size = MAXALIGN(offsetof(EkKeyBundle, offset) + sizeof(uint64) * n);
	for (i = 0; i < n; i++)
	{
		kb->offset[i] = size;
		memcpy((char *) kb + size, sets[i], VARSIZE(sets[i]));
		size += MAXALIGN(VARSIZE(sets[i]));
	}
	return (bytea *) kb;
}

/*
 * The n key sets of raw, a bundle from a parameter nobody vouches for (plain and aligned, from
 * keys_arg_raw): each must lie inside it, aligned, with a plain header, before its own checks
 * (keys_use).
 */
static struct varlena **
bundle_entries(struct varlena *raw, int n)
{
	const EkKeyBundle *kb = (const EkKeyBundle *) raw;
	Size		size = VARSIZE(raw),
				head = offsetof(EkKeyBundle, offset) + sizeof(uint64) * n;
	struct varlena **out = palloc(sizeof(struct varlena *) * n);
	int			i;

	if (size < offsetof(EkKeyBundle, offset) || kb->magic != EK_BUNDLE_MAGIC || kb->n != n ||
		size < head)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("ekaya._orphans_each needs its key sets as one bundle from ekaya._key_bundle"),
				 errdetail_plural("Its key columns name %d key set.", "Its key columns name %d key sets.", n, n)));
	for (i = 0; i < n; i++)
	{
		uint64		at = kb->offset[i];
		struct varlena *e = (struct varlena *) ((char *) raw + at);

		if (at < head || at % sizeof(uint64) != 0 || at > size - VARHDRSZ ||
			!VARATT_IS_4B_U(e) || VARSIZE(e) > size - at)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
					 errmsg("invalid bundle of key sets for ekaya._orphans_each")));
		out[i] = e;
	}
	return out;
}

PG_FUNCTION_INFO_V1(ek_key_bundle_sql);

/* ekaya._key_bundle(VARIADIC bytea[]): the key sets as one bundle, for ekaya._orphans_each. */
Datum
ek_key_bundle_sql(PG_FUNCTION_ARGS)
{
	ArrayType  *arr = PG_GETARG_ARRAYTYPE_P(0);
	Datum	   *elems;
	bool	   *nulls;
	struct varlena **sets;
	int			n,
				i;

	if (ARR_NDIM(arr) > 1)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("key sets must be a one-dimensional array")));
	deconstruct_array(arr, BYTEAOID, -1, false, TYPALIGN_INT, &elems, &nulls, &n);
	if (n < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("a bundle needs at least one key set")));
	sets = palloc(sizeof(struct varlena *) * n);
	for (i = 0; i < n; i++)
	{
		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("key set of ekaya._orphans must not be null")));
		sets[i] = PG_DETOAST_DATUM(elems[i]);
	}
	PG_RETURN_BYTEA_P(ek_key_bundle(sets, n));
}

/* Reads spec and the argument types, and checks every key set, with the first row. */
static void
each_init(FunctionCallInfo fcinfo, EachState *es, MemoryContext aggcxt)
{
	Aggref	   *aggref = AggGetAggref(fcinfo);
	Size		budget = budget_arg(fcinfo, 1);
	TargetEntry *te;
	ArrayType  *spec;
	struct varlena **bundle;
	int16	   *sp;
	int			nsp,
				pos,
				i,
				k;

	if (aggref == NULL || list_length(aggref->args) < 2 || PG_ARGISNULL(2))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("ekaya._orphans_each needs its key columns as a constant")));
	te = list_nth_node(TargetEntry, aggref->args, 1);
	if (!IsA(te->expr, Const) && !IsA(te->expr, Param))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("key columns of ekaya._orphans_each must be a constant or a parameter")));
	spec = PG_GETARG_ARRAYTYPE_P(2);
	if (ARR_ELEMTYPE(spec) != INT2OID || ARR_NDIM(spec) != 1 || ARR_HASNULL(spec))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("key columns of ekaya._orphans_each must be a one-dimensional smallint array without nulls")));
	sp = (int16 *) ARR_DATA_PTR(spec);
	nsp = ARR_DIMS(spec)[0];
	/* count the keys first: the columns follow their key sets */
	es->nitems = 0;
	for (pos = 0; pos < nsp; pos += 1 + sp[pos])
	{
		if (sp[pos] < 1 || sp[pos] > INDEX_MAX_KEYS || pos + sp[pos] >= nsp)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("invalid key columns for ekaya._orphans_each")));
		es->nitems++;
	}
	es->first = EK_EACH_FIRST_ARG + 1;	/* the bundle of key sets, then the columns */
	es->ncols = PG_NARGS() - es->first;
	if (es->nitems < 1 || es->ncols < 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("ekaya._orphans_each needs at least one key set and one column")));
	es->types = MemoryContextAlloc(aggcxt, sizeof(EkHashType) * es->ncols);
	es->hash = MemoryContextAllocZero(aggcxt, sizeof(uint64) * es->ncols);
	es->hashed = MemoryContextAllocZero(aggcxt, sizeof(uint64) * es->ncols);
	for (i = 0; i < es->ncols; i++)
	{
		Oid			typid = get_fn_expr_argtype(fcinfo->flinfo, es->first + i);

		if (!OidIsValid(typid))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("could not determine the type of key column %d", i + 1)));
		ek_hash_type_init(&es->types[i], typid);
	}
	bundle = bundle_entries(keys_arg_raw(fcinfo, aggcxt, EK_EACH_FIRST_ARG), es->nitems);
	es->items = MemoryContextAlloc(aggcxt, sizeof(OrphansState *) * es->nitems);
	es->cols = MemoryContextAlloc(aggcxt, sizeof(int16 *) * es->nitems);
	es->int_bits = MemoryContextAllocZero(aggcxt, sizeof(bool) * es->nitems);
	for (i = 0, pos = 0; i < es->nitems; i++, pos += 1 + sp[pos])
	{
		OrphansState *st = orphans_state_new(aggcxt, budget);

		es->cols[i] = MemoryContextAlloc(aggcxt, sizeof(int16) * sp[pos]);
		st->at.n = sp[pos];
		for (k = 0; k < sp[pos]; k++)
		{
			int16		c = sp[pos + 1 + k];

			if (c < 0 || c >= es->ncols)
				ereport(ERROR,
						(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
						 errmsg("invalid key columns for ekaya._orphans_each")));
			es->cols[i][k] = c;
			st->at.types[k] = es->types[c];
		}
		keys_use(st, bundle[i]);
		st->have_types = true;
		es->items[i] = st;
		es->int_bits[i] = st->bits != NULL && st->at.n == 1 && st->at.types[0].kind == EK_HK_INT;
	}
}

static EachState *
each_state_new(MemoryContext aggcxt, int nitems)
{
	EachState  *es = MemoryContextAllocZero(aggcxt, sizeof(EachState));

	es->nitems = nitems;
	if (nitems > 0)
		es->items = MemoryContextAllocZero(aggcxt, sizeof(OrphansState *) * nitems);
	return es;
}

Datum
ek_orphans_each_trans(PG_FUNCTION_ARGS)
{
	EachState  *es = PG_ARGISNULL(0) ? NULL : (EachState *) PG_GETARG_POINTER(0);
	Datum		v[INDEX_MAX_KEYS];
	uint64		hv[INDEX_MAX_KEYS];
	int			i,
				k;

	if (es == NULL)
	{
		MemoryContext aggcxt = agg_context(fcinfo, "ekaya._orphans_each");

		es = each_state_new(aggcxt, 0);
		each_init(fcinfo, es, aggcxt);
	}
	if ((++es->row & 4095) == 0)
		ek_ddl_yield_check();
	for (i = 0; i < es->nitems; i++)
	{
		OrphansState *st = es->items[i];
		bool		hashes = st->keys != NULL;	/* probed by hash: each column hashed once */

		/*
		 * most keys: one integer column against a bitmap, a match probed here (probe_bits
		 * without the call; TPC-DS sf 1, inventory's 11.7 million rows against three
		 * bitmaps: a third of the scan's CPU was these calls)
		 */
		if (es->int_bits[i] && st->seen)
		{
			int			c = es->cols[i][0];
			int64		x;
			uint64		k;

			if (PG_ARGISNULL(es->first + c))
				continue;
			x = ek_int_value(st->at.types[0].basetypid, PG_GETARG_DATUM(es->first + c));
			k = (uint64) x - (uint64) st->bits->base;
			if (ek_keybits_contains(st->bits, x))
			{
				st->matched_rows++;
				st->seen[k / 64] |= UINT64CONST(1) << (k % 64);
				continue;
			}
		}

		for (k = 0; k < st->at.n; k++)
		{
			int			c = es->cols[i][k];

			if (PG_ARGISNULL(es->first + c))
				break;
			v[k] = PG_GETARG_DATUM(es->first + c);
			if (hashes)
			{
				if (es->hashed[c] != es->row)
				{
					es->hash[c] = value_hash(&es->types[c], v[k]);
					es->hashed[c] = es->row;
				}
				hv[k] = es->hash[c];
			}
		}
		if (k == st->at.n)
			orphans_probe(st, v, hashes ? hv : NULL);
	}
	PG_RETURN_POINTER(es);
}

Datum
ek_orphans_each_combine(PG_FUNCTION_ARGS)
{
	MemoryContext aggcxt = agg_context(fcinfo, "ekaya._orphans_each");
	EachState  *a = PG_ARGISNULL(0) ? NULL : (EachState *) PG_GETARG_POINTER(0);
	EachState  *b = PG_ARGISNULL(1) ? NULL : (EachState *) PG_GETARG_POINTER(1);
	int			i;

	if (b == NULL)
		PG_RETURN_POINTER(a);
	if (a == NULL)
		a = each_state_new(aggcxt, b->nitems);
	if (a->nitems != b->nitems)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("partial results of ekaya._orphans_each were measured against different key sets")));
	for (i = 0; i < a->nitems; i++)
		a->items[i] = orphans_combine(aggcxt, a->items[i], b->items[i]);
	PG_RETURN_POINTER(a);
}

Datum
ek_orphans_each_serial(PG_FUNCTION_ARGS)
{
	EachState  *es = (EachState *) PG_GETARG_POINTER(0);
	StringInfoData buf;
	int			i;

	pq_begintypsend(&buf);
	pq_sendint32(&buf, es->nitems);
	for (i = 0; i < es->nitems; i++)
		orphans_send(&buf, es->items[i]);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

Datum
ek_orphans_each_deserial(PG_FUNCTION_ARGS)
{
	MemoryContext aggcxt = agg_context(fcinfo, "ekaya._orphans_each");
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	StringInfoData buf;
	EachState  *es;
	int			n,
				i;

	state_reader(b, &buf);
	n = pq_getmsgint(&buf, 4);
	/* each key's state takes more than 16 bytes */
	if (n < 1 || n > (buf.len - buf.cursor) / 16)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid serialized state of ekaya._orphans_each")));
	es = each_state_new(aggcxt, n);
	for (i = 0; i < n; i++)
		es->items[i] = orphans_recv(&buf, aggcxt);
	pq_getmsgend(&buf);
	PG_RETURN_POINTER(es);
}

Datum
ek_orphans_each_final(PG_FUNCTION_ARGS)
{
	EachState  *es = PG_ARGISNULL(0) ? NULL : (EachState *) PG_GETARG_POINTER(0);
	Datum	   *out;
	int			i;

	if (es == NULL)
		PG_RETURN_NULL();		/* no row: the caller knows how many keys it asked for */
	out = palloc(sizeof(Datum) * 4 * Max(es->nitems, 1));
	for (i = 0; i < es->nitems; i++)
		orphans_result(es->items[i], &out[4 * i]);
	PG_RETURN_ARRAYTYPE_P(construct_array(out, 4 * es->nitems, INT8OID, 8, FLOAT8PASSBYVAL, TYPALIGN_DOUBLE));
}

/*
 * A key set from a profiler value set that holds every value of its column (same hashes, same
 * probing), so that a target read completely by the profiling pass needs no second scan.
 */
bytea *
ek_keyset_from_valueset(const EkValueSet *set)
{
	EkKeySet   *ks = keyset_alloc(CurrentMemoryContext, set->capacity);
	uint32		i;

	memcpy(ks->keys, set->keys, sizeof(uint64) * set->capacity);
	ks->used = set->used;
	for (i = 0; i < set->capacity; i++)
		ks->rows += set->counts[i];
	return (bytea *) ks;
}
