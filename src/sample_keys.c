/*
 * sample_keys.c: which pairs and triples of a keyless table's columns are unique in the rows
 * its profile read.
 *
 * A table without a declared key may still have a composite one, and discovery tries pairs and
 * triples of its key-capable columns as targets of composite references. Only the exact
 * measurement over the whole table can prove such a key, and for a big table that means a key
 * set of millions of tuples, or SQL joins when it does not fit: a TPC-DS-shaped warehouse with
 * every constraint dropped offered hundreds of such candidates and spent minutes in hash joins.
 * But a tuple that repeats among the rows read repeats in the table: a pair that is not unique
 * in the profile sample is never a key, and a triple holding a unique pair is not the smallest
 * key. So the profile keeps, for such a table, each row's value hashes of up to
 * EK_TUPLE_MAX_COLUMNS + 4 key-capable columns (8 bytes a value, at most twice
 * ekaya.sample_rows rows: a constant beside ekaya.work_mem, freed when the table is done),
 * and at its end lists the pairs that are unique among the rows holding all their values, and
 * when there is none, such triples. Duplicates of a non-unique tuple show up after a few rows
 * (the birthday bound), so most tuples cost little.
 */
#include "discovery.h"

#include "miscadmin.h"

#define EK_TUPLE_TRACK (EK_TUPLE_MAX_COLUMNS + 4)	/* columns followed while reading */
#define EK_SCREEN_ROWS 16384	/* rows kept for the screen of composite candidates */

struct EkTupleSample
{
	int			ncols;			/* columns followed */
	int		   *slot_of;		/* column index -> slot, -1 when not followed */
	int			column_of[EK_TUPLE_TRACK];	/* slot -> column index */
	uint64	   *hashes;			/* rows x ncols, 0 for NULL */
	int64		rows,
				cap,
				max_rows;
	bool		overflow;		/* more rows than max_rows: nothing is known */
	bool		declared;		/* the table's composite keys are declared: only keep rows */
	MemoryContext cxt;
};

static bool
family_followed(EkTypeFamily f)
{
	return f == EK_FAMILY_INTEGER || f == EK_FAMILY_NUMERIC || f == EK_FAMILY_TEXT ||
		f == EK_FAMILY_CHAR || f == EK_FAMILY_UUID;
}

/* Is column index i of t part of one of its declared keys of two or three columns? */
static bool
in_declared_composite(EkTable *t, int i)
{
	ListCell   *lc;
	int			k;

	foreach(lc, t->keys)
	{
		EkKey	   *key = lfirst(lc);

		for (k = 0; k < key->ncolumns && key->ncolumns <= 3 && key->ncolumns >= 2; k++)
			if (key->attnums[k] == t->columns[i].attnum)
				return true;
	}
	return false;
}

/*
 * A sample to follow for t, or NULL when there is nothing to follow. A table with a declared
 * key follows only the columns of its declared composite keys (two or three columns), whose
 * rows are kept for the screen of composite candidates (ek_screen_composites): a declared key
 * is unique, but a candidate reference to it may still be a look-alike.
 */
EkTupleSample *
ek_tuple_sample_start(EkTable *t, MemoryContext cxt)
{
	EkTupleSample *ts;
	int			i;
	bool		declared = t->keys != NIL;

	t->tuples_checked = false;
	t->unique_tuples = NIL;
	t->ntuple_columns = 0;
	t->tuple_rows = NULL;
	t->tuple_nrows = 0;
	ts = MemoryContextAllocZero(cxt, sizeof(EkTupleSample));
	ts->cxt = cxt;
	ts->declared = declared;
	ts->slot_of = MemoryContextAlloc(cxt, sizeof(int) * Max(t->ncolumns, 1));
	for (i = 0; i < t->ncolumns; i++)
	{
		ts->slot_of[i] = -1;
		if (ts->ncols < EK_TUPLE_TRACK && family_followed(t->columns[i].family) &&
			(!declared || in_declared_composite(t, i)))
		{
			ts->column_of[ts->ncols] = i;
			ts->slot_of[i] = ts->ncols++;
		}
	}
	if (ts->ncols < 2)
		return NULL;			/* no pair: nothing to know (the memory goes with cxt) */
	ts->max_rows = Max((int64) ekaya_sample_rows * 2, 1000);
	return ts;
}

/* The hashes (0 for NULL) of column `column` in the next nrows rows. */
void
ek_tuple_sample_column(EkTupleSample *ts, int column, const uint64 *hashes, int nrows)
{
	int			slot,
				r;

	if (ts == NULL || ts->overflow || (slot = ts->slot_of[column]) < 0)
		return;
	if (ts->rows + nrows > ts->cap)
	{
		int64		cap = Max(ts->cap * 2, ts->rows + nrows);

		if (ts->rows + nrows > ts->max_rows)
		{
			/* read whole although its statistics said small: too many rows to keep */
			ts->overflow = true;
			if (ts->hashes)
				pfree(ts->hashes);
			ts->hashes = NULL;
			return;
		}
		cap = Min(Max(cap, 1024), ts->max_rows);
		ts->hashes = ts->hashes ?
			repalloc(ts->hashes, sizeof(uint64) * ts->ncols * cap) :
			MemoryContextAlloc(ts->cxt, sizeof(uint64) * ts->ncols * cap);
		ts->cap = cap;
	}
	for (r = 0; r < nrows; r++)
		ts->hashes[(ts->rows + r) * ts->ncols + slot] = hashes[r];
}

/* The batch whose columns were given is complete. */
void
ek_tuple_sample_rows(EkTupleSample *ts, int nrows)
{
	if (ts != NULL && !ts->overflow)
		ts->rows += nrows;
}

/* An open-addressing set of tuple hashes, emptied between tuples by the slots it used. */
typedef struct TupleSet
{
	uint64	   *keys;
	uint32	   *used;
	uint32		nused;
	uint32		mask;
} TupleSet;

/*
 * Is the tuple of the given slots unique among the rows holding all its values? False as soon
 * as a repeat is seen, and when no row holds them all.
 */
static bool
tuple_unique(EkTupleSample *ts, TupleSet *set, const int *slots, int n)
{
	int64		r;
	int64		complete = 0;
	bool		unique = true;
	uint32		i;

	for (r = 0; r < ts->rows && unique; r++)
	{
		const uint64 *row = &ts->hashes[r * ts->ncols];
		uint64		h = row[slots[0]];
		uint32		pos;
		int			k;

		if (h == 0)
			continue;
		for (k = 1; k < n && h != 0; k++)
			h = row[slots[k]] == 0 ? 0 : ek_hash_combine(h, row[slots[k]]);
		if (h == 0)
			continue;
		complete++;
		for (pos = (uint32) h & set->mask; set->keys[pos] != 0; pos = (pos + 1) & set->mask)
			if (set->keys[pos] == h)
			{
				unique = false;
				break;
			}
		if (unique)
		{
			set->keys[pos] = h;
			set->used[set->nused++] = pos;
		}
	}
	for (i = 0; i < set->nused; i++)
		set->keys[set->used[i]] = 0;
	set->nused = 0;
	return unique && complete > 0;
}

static void
add_tuple(EkRun *run, EkTable *t, EkTupleSample *ts, const int *slots, int n)
{
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	EkTuple    *tu = palloc0(sizeof(EkTuple));
	int			k;

	tu->n = n;
	for (k = 0; k < n; k++)
		tu->attnums[k] = t->columns[ts->column_of[slots[k]]].attnum;
	t->unique_tuples = lappend(t->unique_tuples, tu);
	MemoryContextSwitchTo(old);
}

/*
 * Keeps rows of the sample for the screen of composite candidates (ek_screen_composites):
 * at most EK_SCREEN_ROWS, evenly spaced over the rows read (a block sample reads blocks in
 * order, so that they come from all of them), the hashes of t->tuple_columns. Their memory
 * counts with the value sets against ekaya.work_mem.
 */
static void
keep_rows(EkRun *run, EkTable *t, EkTupleSample *ts)
{
	int64		keep = Min(ts->rows, EK_SCREEN_ROWS);
	int			n = t->ntuple_columns;
	int64		i;
	int			k,
				slot[EK_TUPLE_MAX_COLUMNS];

	for (k = 0; k < n; k++)
	{
		AttrNumber	att = t->tuple_columns[k];

		for (slot[k] = 0; t->columns[ts->column_of[slot[k]]].attnum != att; slot[k]++)
			;
	}
	t->tuple_rows = MemoryContextAlloc(run->cxt, sizeof(uint64) * n * Max(keep, 1));
	for (i = 0; i < keep; i++)
	{
		const uint64 *row = &ts->hashes[(i * ts->rows / keep) * ts->ncols];

		for (k = 0; k < n; k++)
			t->tuple_rows[i * n + k] = row[slot[k]];
	}
	t->tuple_nrows = (int) keep;
	t->tuple_fraction = t->row_count > 0 ? Min(1.0, (double) keep / t->row_count) : 1.0;
	run->valueset_bytes += sizeof(uint64) * n * keep;
}

/*
 * Lists the unique pairs, and the unique triples holding no unique pair, of the first
 * EK_TUPLE_MAX_COLUMNS followed columns that discovery may compare (the profile is finished:
 * a numeric column holding fractions, or long text, is not among them).
 */
void
ek_tuple_sample_finish(EkRun *run, EkTable *t, EkTupleSample *ts)
{
	int			slots[EK_TUPLE_MAX_COLUMNS];
	int			n = 0,
				a,
				b,
				c;
	TupleSet	set;
	uint32		cap = 64;

	if (ts == NULL || ts->overflow)
		return;
	if (ts->declared)
	{
		/* the declared keys are unique: only the rows are kept, for the screen */
		for (a = 0; a < ts->ncols; a++)
			t->tuple_columns[t->ntuple_columns++] = t->columns[ts->column_of[a]].attnum;
		keep_rows(run, t, ts);
		return;
	}
	/* a column that is a key by itself makes the table a single-column target: no composite */
	for (a = 0; a < t->ncolumns; a++)
		if (ek_key_column_score(t, &t->columns[a]) >= 0)
			return;
	for (a = 0; a < ts->ncols && n < EK_TUPLE_MAX_COLUMNS; a++)
	{
		EkColumn   *col = &t->columns[ts->column_of[a]];

		if (col->values == NULL || col->nonnull_profiled == 0 ||
			(col->family == EK_FAMILY_NUMERIC && !col->all_whole_numbers))
			continue;
		t->tuple_columns[t->ntuple_columns++] = col->attnum;
		/*
		 * unique by itself (free text, say), or one value on every row (a docstatus, an
		 * owner): a tuple holding it is not the smallest key
		 */
		if ((col->max_frequency == 1 && col->null_count == 0) || col->distinct_count <= 1)
			continue;
		slots[n++] = a;
	}
	t->tuples_checked = true;
	if (ts->rows == 0 || n < 2)
		return;
	while (cap < ts->rows * 2)
		cap *= 2;
	set.keys = MemoryContextAllocZero(ts->cxt, sizeof(uint64) * cap);
	set.used = MemoryContextAlloc(ts->cxt, sizeof(uint32) * cap);
	set.nused = 0;
	set.mask = cap - 1;
	for (a = 0; a < n; a++)
		for (b = a + 1; b < n; b++)
		{
			int			pair[2] = {slots[a], slots[b]};

			CHECK_FOR_INTERRUPTS();
			if (tuple_unique(ts, &set, pair, 2))
				add_tuple(run, t, ts, pair, 2);
		}
	/*
	 * Triples only where no pair is unique: a table's key is its smallest unique tuple, and
	 * beside a unique pair (item, ticket) a fact table has many unique triples of
	 * independent columns (item, customer, household) that hold by accident.
	 */
	for (a = 0; a < n && t->unique_tuples == NIL; a++)
		for (b = a + 1; b < n; b++)
			for (c = b + 1; c < n; c++)
			{
				int			triple[3] = {slots[a], slots[b], slots[c]};

				CHECK_FOR_INTERRUPTS();
				if (tuple_unique(ts, &set, triple, 3))
					add_tuple(run, t, ts, triple, 3);
			}
	pfree(set.keys);
	pfree(set.used);
	if (t->unique_tuples != NIL)
		keep_rows(run, t, ts);
}

/*
 * Was the tuple of attnums (in any order) unique in t's profile sample? *known says whether the
 * sample can tell: the table was checked, and every column is one that was looked at. A triple
 * is listed only where no pair is unique: it is not the smallest key.
 */
bool
ek_tuple_unique_in_sample(EkTable *t, const AttrNumber *attnums, int n, bool *known)
{
	ListCell   *lc;
	int			i,
				j;

	*known = false;
	if (!t->tuples_checked || n < 2 || n > 3)
		return false;
	for (i = 0; i < n; i++)
	{
		for (j = 0; j < t->ntuple_columns && t->tuple_columns[j] != attnums[i]; j++)
			;
		if (j == t->ntuple_columns)
			return false;
	}
	*known = true;
	foreach(lc, t->unique_tuples)
	{
		EkTuple    *tu = lfirst(lc);

		if (tu->n == n && ek_same_attnums(tu->attnums, attnums, n))
			return true;
	}
	return false;
}

/* Do a and b hold the same n (distinct) attnums, in any order? */
bool
ek_same_attnums(const AttrNumber *a, const AttrNumber *b, int n)
{
	int			i,
				j,
				found = 0;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (a[j] == b[i])
				found++;
	return found == n;
}
