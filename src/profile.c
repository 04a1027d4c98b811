/*
 * profile.c: one pass over a table measures every column at once.
 *
 * Each row is deformed once and every value is hashed once; the hash feeds the column's
 * counted value set (distinct count, frequencies, top and enum values, and later the
 * containment tests of relationship discovery), a KMV sketch (estimates and deterministic
 * samples), and cheap running statistics (nulls, min/max, lengths, text patterns). Reading
 * goes through SPI so partitioned, foreign and distributed tables work like any other; big
 * tables are read through TABLESAMPLE and their profiles say so.
 *
 * Values are hashed after normalisation so that equal keys of compatible types hash alike:
 * integers of every width and whole-number numerics as int64; text, varchar and char(n)
 * (without trailing spaces) as bytes; uuids, and text holding uuids, as their 16 bytes. The
 * rules live in keyhash.c, shared with the verification aggregates; this file only adds the
 * statistics that need the raw value.
 */
#include "ekaya.h"

#include <math.h>

#include "access/htup_details.h"
#include "access/relation.h"
#include "access/xact.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "mb/pg_wchar.h"
#include "miscadmin.h"
#include "storage/lmgr.h"
#include "utils/builtins.h"
#include "utils/datum.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/numeric.h"
#include "utils/resowner.h"
#include "utils/syscache.h"
#include "utils/timeout.h"
#include "utils/typcache.h"
#include "utils/uuid.h"

#define EK_TRACK_LIMIT		256		/* distinct values whose text is kept for top values */
#define EK_TOP_VALUES		10
#define EK_SAMPLES			5
#define EK_MAX_VALUE_CHARS	200		/* longer values are clipped in profiles */
#define EK_FETCH_ROWS		1000
#define EK_PATTERN_SHARE	0.9		/* share of values that must match a pattern */
#define EK_PATTERN_PROBE	1000	/* values after which a column no pattern fits stops looking */

typedef struct ColState
{
	EkColumn   *col;
	EkHashKind	kind;
	EkHashType	ht;			/* the shared normalisation of this column's type */
	int16		typlen;
	bool		typbyval;
	bool		string_type;
	FmgrInfo   *cmp;			/* btree comparison, NULL when the type has none */
	Oid			outfunc;
	EkValueSet *set;
	EkSketch   *sketch;
	int64		nulls;
	int64		nonnull;
	/* texts of the first EK_TRACK_LIMIT distinct values, for top and enum values */
	uint64		track_hash[EK_TRACK_LIMIT];
	char	   *track_text[EK_TRACK_LIMIT];
	int			ntrack;
	bool		track_overflow;
	/* min / max */
	bool		have_minmax;
	Datum		min,
				max;
	uint64		min_hash,		/* hashes of min and max: a repeat needs no comparison */
				max_hash;
	int64		imin,
				imax;
	bool		whole;			/* every numeric value was integral */
	/* lengths and patterns of string values */
	int			min_len,
				max_len;
	double		sum_len;
	int64		pattern_hits[EK_PATTERN_COUNT];
	bool		patterns_off;	/* no pattern can reach EK_PATTERN_SHARE any more */
	bool		single_byte;	/* the database encoding has one byte per character */
	/* the EK_SAMPLES distinct values with the smallest hashes */
	uint64		sample_hash[EK_SAMPLES];
	char	   *sample_text[EK_SAMPLES];
	int			nsamples;
	/* a set cut at its budget: its values counted in further passes (count_cut_columns) */
	bool		counted;
	int64		count_distinct;
	int64		count_once;		/* values read exactly once */
	int64		count_maxfreq;
} ColState;

static bool
key_capable_family(EkTypeFamily f)
{
	return f == EK_FAMILY_INTEGER || f == EK_FAMILY_NUMERIC || f == EK_FAMILY_TEXT ||
		f == EK_FAMILY_CHAR || f == EK_FAMILY_UUID;
}

/* Output text of a value, clipped so one huge value cannot bloat a profile. */
static char *
value_text(ColState *cs, Datum d)
{
	char	   *s = OidOutputFunctionCall(cs->outfunc, d);
	int			len = strlen(s);

	/* char(n) pads with spaces that carry no meaning and that comparisons ignore */
	if (cs->kind == EK_HK_BPCHAR)
		while (len > 0 && s[len - 1] == ' ')
			s[--len] = '\0';

	if (len > EK_MAX_VALUE_CHARS)
		s[pg_mbcliplen(s, len, EK_MAX_VALUE_CHARS)] = '\0';
	return s;
}

/* Keeps the text of a value if its hash is among the EK_SAMPLES smallest seen. */
static void
consider_sample(ColState *cs, uint64 h, Datum d, MemoryContext keep)
{
	int			i,
				pos;
	MemoryContext old;

	if (cs->nsamples == EK_SAMPLES && h >= cs->sample_hash[EK_SAMPLES - 1])
		return;
	for (i = 0; i < cs->nsamples; i++)
		if (cs->sample_hash[i] == h)
			return;
	pos = cs->nsamples < EK_SAMPLES ? cs->nsamples : EK_SAMPLES - 1;
	if (cs->nsamples == EK_SAMPLES && cs->sample_text[pos])
		pfree(cs->sample_text[pos]);
	while (pos > 0 && cs->sample_hash[pos - 1] > h)
	{
		cs->sample_hash[pos] = cs->sample_hash[pos - 1];
		cs->sample_text[pos] = cs->sample_text[pos - 1];
		pos--;
	}
	old = MemoryContextSwitchTo(keep);
	cs->sample_hash[pos] = h;
	cs->sample_text[pos] = value_text(cs, d);
	MemoryContextSwitchTo(old);
	if (cs->nsamples < EK_SAMPLES)
		cs->nsamples++;
}

/*
 * Running min/max through the type's btree comparison, for types that have one. A value whose
 * hash is the current min's or max's is that value again (repeats are most rows of most
 * columns) and needs no comparison; by-value types need no copies.
 */
static void
update_minmax(ColState *cs, Datum d, uint64 h, MemoryContext keep)
{
	MemoryContext old;

	if (cs->cmp == NULL)
		return;
	if (cs->have_minmax && (h == cs->min_hash || h == cs->max_hash))
		return;
	old = MemoryContextSwitchTo(keep);
	if (!cs->have_minmax)
	{
		cs->min = datumCopy(d, cs->typbyval, cs->typlen);
		cs->max = datumCopy(d, cs->typbyval, cs->typlen);
		cs->min_hash = cs->max_hash = h;
		cs->have_minmax = true;
	}
	else
	{
		Oid			coll = cs->col->collid;

		if (DatumGetInt32(FunctionCall2Coll(cs->cmp, coll, d, cs->min)) < 0)
		{
			if (!cs->typbyval)
				pfree(DatumGetPointer(cs->min));
			cs->min = datumCopy(d, cs->typbyval, cs->typlen);
			cs->min_hash = h;
		}
		else if (DatumGetInt32(FunctionCall2Coll(cs->cmp, coll, d, cs->max)) > 0)
		{
			if (!cs->typbyval)
				pfree(DatumGetPointer(cs->max));
			cs->max = datumCopy(d, cs->typbyval, cs->typlen);
			cs->max_hash = h;
		}
	}
	MemoryContextSwitchTo(old);
}

/* Characters in a string: its length in bytes unless a byte says it is multibyte. */
static int
char_length(ColState *cs, const char *p, int len)
{
	int			i;

	if (cs->single_byte)
		return len;
	for (i = 0; i < len; i++)
		if (IS_HIGHBIT_SET(p[i]))
			return pg_mbstrlen_with_len(p, len);
	return len;
}

/*
 * Pattern statistics of one string value. After EK_PATTERN_PROBE values, a column where no
 * pattern fits even half of the values so far stops looking (free text, names, codes): the
 * checks are a large part of the per-row cost, and such a column ends with no pattern anyway
 * unless its later rows are very different from its first ones.
 */
static void
count_patterns(ColState *cs, const char *p, int len)
{
	int			pat,
				i;

	if (cs->patterns_off)
		return;
	pat = ek_detect_patterns(p, len);
	for (i = 0; i < EK_PATTERN_COUNT; i++)
		if (pat & (1 << i))
			cs->pattern_hits[i]++;
	if (cs->nonnull == EK_PATTERN_PROBE)
	{
		bool		any = false;

		for (i = 0; i < EK_PATTERN_COUNT; i++)
			any |= cs->pattern_hits[i] * 2 >= cs->nonnull;
		if (!any)
		{
			cs->patterns_off = true;
			memset(cs->pattern_hits, 0, sizeof(cs->pattern_hits));
		}
	}
}

/* Hash of a string value (ek_hash_string), updating the statistics of string types. */
static uint64
hash_string(ColState *cs, const char *p, int len)
{
	if (cs->string_type)
	{
		int			chars = char_length(cs, p, len);

		cs->min_len = Min(cs->min_len, chars);
		cs->max_len = Max(cs->max_len, chars);
		cs->sum_len += chars;
		count_patterns(cs, p, len);
	}
	return ek_hash_string(p, len, cs->string_type);
}

/* Normalised hash of a non-null value, updating the statistics that need the raw value. */
static uint64
hash_value(ColState *cs, Datum d)
{
	switch (cs->kind)
	{
		case EK_HK_INT:
			{
				int64		v = ek_int_value(cs->col->basetypid, d);

				if (!cs->have_minmax || v < cs->imin)
					cs->imin = v;
				if (!cs->have_minmax || v > cs->imax)
					cs->imax = v;
				cs->have_minmax = true;
				return ek_hash_int64(v);
			}
		case EK_HK_NUMERIC:
			{
				bool		whole;
				uint64		h = ek_hash_numeric(d, &whole);

				cs->whole &= whole;
				return h;
			}
		case EK_HK_TEXT:
			{
				text	   *t = DatumGetTextPP(d);

				return hash_string(cs, VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t));
			}
		case EK_HK_BPCHAR:
			{
				BpChar	   *t = DatumGetBpCharPP(d);
				const char *p = VARDATA_ANY(t);

				return hash_string(cs, p, ek_bpchar_len(p, VARSIZE_ANY_EXHDR(t)));
			}
		case EK_HK_NAME:
			{
				const char *p = NameStr(*DatumGetName(d));

				return hash_string(cs, p, strlen(p));
			}
		default:
			/* no statistics need these raw values */
			return ek_hash_datum(&cs->ht, d);
	}
	return 0;					/* keep compiler quiet */
}

static void
init_colstate(ColState *cs, EkColumn *col, Size set_budget, MemoryContext keep, MemoryContext runcxt)
{
	TypeCacheEntry *tce = lookup_type_cache(col->basetypid, TYPECACHE_CMP_PROC_FINFO);
	bool		isvarlena;
	MemoryContext old = MemoryContextSwitchTo(keep);

	memset(cs, 0, sizeof(ColState));
	cs->col = col;
	get_typlenbyval(col->typid, &cs->typlen, &cs->typbyval);
	cs->kind = ek_hash_kind(col->family, col->basetypid, cs->typlen, cs->typbyval);
	cs->ht.kind = cs->kind;
	cs->ht.basetypid = col->basetypid;
	cs->ht.typlen = cs->typlen;
	cs->ht.typbyval = cs->typbyval;
	cs->string_type = (col->family == EK_FAMILY_TEXT || col->family == EK_FAMILY_CHAR);
	cs->ht.string_type = cs->string_type;
	cs->cmp = OidIsValid(tce->cmp_proc_finfo.fn_oid) && cs->kind != EK_HK_INT ? &tce->cmp_proc_finfo : NULL;
	getTypeOutputInfo(col->typid, &cs->outfunc, &isvarlena);
	cs->whole = true;
	cs->min_len = INT_MAX;
	cs->single_byte = (pg_database_encoding_max_length() == 1);
	/* sets live in the run's memory: discovery keeps those of key-capable columns */
	MemoryContextSwitchTo(runcxt);
	cs->set = ek_valueset_create(set_budget);
	MemoryContextSwitchTo(keep);
	cs->sketch = palloc0(sizeof(EkSketch));	/* copied in its size when kept */
	MemoryContextSwitchTo(old);
}

/*
 * One non-null value of a row, already hashed. A value the set holds already was offered to
 * the sketch, the samples and min/max when it was first seen, so repeats (most rows of most
 * columns) only count.
 */
static void
observe(ColState *cs, Datum d, uint64 h, MemoryContext keep)
{
	int			added;

	added = ek_valueset_add(cs->set, h, 1);
	if (added == EK_ADD_EXISTING)
		return;
	ek_sketch_add(cs->sketch, h);
	if (added == EK_ADD_NEW && !cs->track_overflow)
	{
		if (cs->ntrack < EK_TRACK_LIMIT)
		{
			MemoryContext old = MemoryContextSwitchTo(keep);

			cs->track_hash[cs->ntrack] = h;
			cs->track_text[cs->ntrack] = value_text(cs, d);
			cs->ntrack++;
			MemoryContextSwitchTo(old);
		}
		else
			cs->track_overflow = true;
	}
	else if (added == EK_ADD_FULL)
		cs->track_overflow = true;
	/* a cut may have dropped values tracked before it */
	if (cs->set->overflowed)
		cs->track_overflow = true;
	consider_sample(cs, h, d, keep);
	update_minmax(cs, d, h, keep);
}

#define EK_PREFETCH_AHEAD	8	/* values whose set slots are fetched ahead of their turn */

/*
 * One column of a batch of rows. Its values are hashed first, then added to its set in order
 * while the slots of values a few rows ahead are already being fetched: going column by
 * column keeps one set in the cache at a time, and the prefetch overlaps the misses that
 * remain. hashes has room for n values.
 */
static void
observe_batch(ColState *cs, Datum *values, bool *nulls, int stride, int n, uint64 *hashes,
			  MemoryContext keep)
{
	int			r;

	for (r = 0; r < n; r++)
	{
		if (nulls[r * stride])
		{
			cs->nulls++;
			hashes[r] = 0;		/* never a hash: ek_hash_* avoid 0 */
			continue;
		}
		cs->nonnull++;
		hashes[r] = hash_value(cs, values[r * stride]);
	}
	for (r = 0; r < n; r++)
	{
		if (r + EK_PREFETCH_AHEAD < n && hashes[r + EK_PREFETCH_AHEAD] != 0)
			ek_valueset_prefetch(cs->set, hashes[r + EK_PREFETCH_AHEAD]);
		if (hashes[r] != 0)
			observe(cs, values[r * stride], hashes[r], keep);
	}
}

static int
topvalue_cmp(const ListCell *a, const ListCell *b)
{
	const EkTopValue *x = lfirst(a);
	const EkTopValue *y = lfirst(b);

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return strcmp(x->value, y->value);
}

/*
 * Distinct values of the whole table from a sample: the Haas-Stokes Duj1 estimator, the one
 * ANALYZE uses, from the sample's distinct count and its values seen exactly once.
 */
static double
estimate_distinct(double n, double d, double f1, double total)
{
	double		D;

	if (n <= 0 || total <= n)
		return d;
	if (f1 >= n)
		return total;			/* every sampled value unique: assume a key */
	D = (n * d) / ((n - f1) + f1 * n / total);
	return Max(d, Min(D, total));
}

/* Distinct values a set holds, those counted once, and the highest count. */
static void
set_counts(const EkValueSet *set, int64 *distinct, int64 *once, int64 *maxfreq)
{
	uint32		i;

	*distinct = set->used;
	*once = 0;
	*maxfreq = 0;
	for (i = 0; i < set->capacity; i++)
	{
		if (set->keys[i] == 0)
			continue;
		if (set->counts[i] == 1)
			(*once)++;
		*maxfreq = Max(*maxfreq, (int64) set->counts[i]);
	}
}

/* Turns the running state of a column into its profile in the run's memory. */
static void
finish_column(EkRun *run, EkTable *t, ColState *cs, double scale)
{
	EkColumn   *col = cs->col;
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	int64		f1 = 0,
				maxfreq = 0;
	int			k;

	col->profiled = true;
	col->rows_profiled = cs->nonnull + cs->nulls;
	col->nonnull_profiled = cs->nonnull;
	col->null_count = (int64) rint(cs->nulls * scale);
	if (!cs->set->overflowed || cs->counted)
	{
		int64		d;

		if (cs->counted)
		{
			d = cs->count_distinct;
			f1 = cs->count_once;
			maxfreq = cs->count_maxfreq;
		}
		else
			set_counts(cs->set, &d, &f1, &maxfreq);
		col->max_frequency = maxfreq;
		col->distinct_read = d;
		if (!t->sampled)
		{
			col->distinct_count = d;
			col->distinct_exact = true;
		}
		else
		{
			col->distinct_count = (int64) rint(estimate_distinct(cs->nonnull, d, f1, cs->nonnull * scale));
			col->distinct_exact = false;
		}
	}
	else
	{
		/* not counted (a foreign table's rows may differ between reads): the sketch's estimate */
		double		d = ek_sketch_estimate(cs->sketch);

		f1 = (d > 0.9 * cs->nonnull) ? cs->nonnull : 0;
		col->distinct_read = (int64) rint(d);
		col->distinct_count = t->sampled ?
			(int64) rint(estimate_distinct(cs->nonnull, d, f1, cs->nonnull * scale)) : (int64) rint(d);
		col->distinct_exact = false;
	}

	/* top values and enum values need the text of every distinct value */
	if (!cs->track_overflow && cs->ntrack > 0)
	{
		List	   *all = NIL;

		for (k = 0; k < cs->ntrack; k++)
		{
			EkTopValue *tv = palloc(sizeof(EkTopValue));

			tv->value = pstrdup(cs->track_text[k]);
			tv->count = (int64) rint(ek_valueset_count(cs->set, cs->track_hash[k]) * scale);
			all = lappend(all, tv);
		}
		list_sort(all, topvalue_cmp);
		/*
		 * Only the enum values (all of them, when there are at most ekaya.enum_max_values) or
		 * the top ten are published: a run of thousands of small tables held every one of up
		 * to 256 values of each column (6 kB a column) until the end
		 */
		if (list_length(all) > Max(EK_TOP_VALUES, ekaya_enum_max_values))
		{
			for (k = EK_TOP_VALUES; k < list_length(all); k++)
			{
				EkTopValue *tv = list_nth(all, k);

				pfree(tv->value);
				pfree(tv);
			}
			all = list_truncate(all, EK_TOP_VALUES);
		}
		col->top_values = all;
		col->top_values_complete = true;
	}

	if (cs->kind == EK_HK_INT && cs->have_minmax)
	{
		col->min_value = psprintf(INT64_FORMAT, cs->imin);
		col->max_value = psprintf(INT64_FORMAT, cs->imax);
		col->int_min = cs->imin;
		col->int_max = cs->imax;
		col->has_int_range = true;
	}
	else if (cs->have_minmax)
	{
		col->min_value = value_text(cs, cs->min);
		col->max_value = value_text(cs, cs->max);
		if (cs->kind == EK_HK_NUMERIC && cs->whole && cs->nonnull > 0)
		{
			col->int_min = strtoll(col->min_value, NULL, 10);
			col->int_max = strtoll(col->max_value, NULL, 10);
			col->has_int_range = true;
		}
	}
	col->all_whole_numbers = (cs->kind == EK_HK_NUMERIC && cs->whole && cs->nonnull > 0);
	if (cs->string_type && cs->nonnull > 0)
	{
		int			p;

		col->min_length = cs->min_len;
		col->max_length = cs->max_len;
		col->avg_length = cs->sum_len / cs->nonnull;
		for (p = 0; p < EK_PATTERN_COUNT; p++)
			if (cs->pattern_hits[p] >= EK_PATTERN_SHARE * cs->nonnull)
				col->patterns |= (1 << p);
	}
	for (k = 0; k < cs->nsamples; k++)
		col->sample_values = lappend(col->sample_values, pstrdup(cs->sample_text[k]));

	/*
	 * Keep the value set only for columns discovery may compare: key-capable families, dates
	 * named like keys (a calendar dimension's time_id), and not long free text.
	 */
	if ((key_capable_family(col->family) || ek_date_key_column(col)) &&
		!(col->family == EK_FAMILY_NUMERIC && !col->all_whole_numbers) &&
		!(cs->string_type && col->max_length > EK_MAX_VALUE_CHARS) &&
		cs->nonnull > 0)
	{
		col->values = cs->set;
		col->sketch = ek_sketch_copy(cs->sketch);
		run->valueset_bytes += ek_valueset_memory(cs->set) + EK_SKETCH_SIZE(col->sketch->n);
		if (cs->set->overflowed)
			run->valuesets_overflowed = true;
	}
	else
		ek_valueset_free(cs->set);
	pfree(cs->sketch);
	cs->set = NULL;
	cs->sketch = NULL;
	MemoryContextSwitchTo(old);
	ek_classify_column(t, col);
}

/*
 * Rows the table probably holds, from the catalog, without reading it; *counted says whether
 * that is a count VACUUM or ANALYZE made (for every partition), not a guess from its size.
 * *pages is its size in blocks.
 */
static double
estimated_rows(EkTable *t, bool *counted, double *pages)
{
	Oid			argtypes[1] = {OIDOID};
	Datum		values[1] = {ObjectIdGetDatum(t->relid)};
	bool		isnull;
	Datum		d;

	*counted = false;
	*pages = 0;
	SPI_execute_with_args(
						  "SELECT pg_catalog.sum(CASE WHEN c.reltuples >= 0 THEN c.reltuples "
						  "ELSE pg_catalog.pg_relation_size(c.oid) / 64.0 END)::pg_catalog.float8, "
						  "pg_catalog.bool_and(c.reltuples >= 0), "
						  "pg_catalog.sum(pg_catalog.pg_relation_size(c.oid) / "
						  "pg_catalog.current_setting('block_size')::pg_catalog.int8)::pg_catalog.float8 "
						  "FROM pg_catalog.pg_class c "
						  "WHERE (c.oid = $1 AND c.relkind <> 'p') "
						  "   OR c.oid IN (SELECT p.relid FROM pg_catalog.pg_partition_tree($1) p WHERE p.isleaf)",
						  1, argtypes, values, NULL, true, 1);
	if (SPI_processed != 1)
		return -1;
	d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 2, &isnull);
	*counted = !isnull && DatumGetBool(d);
	d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 3, &isnull);
	*pages = isnull ? 0 : DatumGetFloat8(d);
	d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull);
	return isnull ? -1 : DatumGetFloat8(d);
}

/*
 * Column defaults, deparsed only now that the table is locked: pg_get_expr opens the table, and
 * doing it while reading the catalog would wait on other sessions' locks without a timeout.
 */
static void
read_defaults(EkRun *run, EkTable *t)
{
	Oid			argtypes[1] = {OIDOID};
	Datum		values[1] = {ObjectIdGetDatum(t->relid)};
	uint64		r;

	SPI_execute_with_args("SELECT d.adnum, pg_catalog.pg_get_expr(d.adbin, d.adrelid) "
						  "FROM pg_catalog.pg_attrdef d WHERE d.adrelid = $1",
						  1, argtypes, values, NULL, true, 0);
	for (r = 0; r < SPI_processed; r++)
	{
		bool		isnull;
		AttrNumber	attnum = DatumGetInt16(SPI_getbinval(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 1, &isnull));
		EkColumn   *c = ek_find_column(t, attnum);
		char	   *expr = SPI_getvalue(SPI_tuptable->vals[r], SPI_tuptable->tupdesc, 2);

		if (c && expr)
			c->default_expr = MemoryContextStrdup(run->cxt, expr);
	}
}

/* What a batch of fetched rows is handed to: ncols values a row, row after row. */
typedef void (*BatchFn) (void *arg, Datum *values, bool *nulls, int ncols, int nrows);

/*
 * Reads every row of sql (a query over t alone) a batch at a time, deformed into values and
 * nulls (room for EK_FETCH_ROWS rows of the query's columns), giving way to a session that
 * waits for a lock on t. Uses the active snapshot, so that reading the same query again in the
 * same profile reads the same rows. Returns the rows read.
 */
static int64
read_batches(EkTable *t, const char *sql, Datum *values, bool *nulls, BatchFn fn, void *arg)
{
	SPIPlanPtr	plan;
	Portal		portal;
	TimestampTz last_lock_check = GetCurrentTimestamp();
	int64		rows = 0;

	plan = SPI_prepare(sql, 0, NULL);
	if (plan == NULL)
		elog(ERROR, "SPI_prepare failed for profile query: %s", SPI_result_code_string(SPI_result));
	portal = SPI_cursor_open(NULL, plan, NULL, NULL, true);
	for (;;)
	{
		uint64		r;
		int			ncols;

		SPI_cursor_fetch(portal, true, EK_FETCH_ROWS);
		if (SPI_processed == 0)
			break;
		ncols = SPI_tuptable->tupdesc->natts;
		for (r = 0; r < SPI_processed; r++)
			heap_deform_tuple(SPI_tuptable->vals[r], SPI_tuptable->tupdesc,
							  values + r * ncols, nulls + r * ncols);
		fn(arg, values, nulls, ncols, (int) SPI_processed);
		rows += SPI_processed;
		SPI_freetuptable(SPI_tuptable);
		CHECK_FOR_INTERRUPTS();
		if (ek_ddl_waiting(t->relid, &last_lock_check))
		{
			t->yielded = true;
			ereport(ERROR,
					(errcode(ERRCODE_LOCK_NOT_AVAILABLE),
					 errmsg("analysis of table \"%s\" gives way to a session waiting for a lock on it",
							t->qualified_name)));
		}
	}
	SPI_cursor_close(portal);
	SPI_freeplan(plan);
	return rows;
}

/* The profile's batch: every column observes its values, one column at a time. */
typedef struct ProfileBatch
{
	ColState   *states;
	uint64	   *hashes;
	MemoryContext keep;
	MemoryContext rowcxt;
	EkTupleSample *tuples;		/* a keyless table's tuples (sample_keys.c), or NULL */
} ProfileBatch;

static void
profile_batch(void *arg, Datum *values, bool *nulls, int ncols, int nrows)
{
	ProfileBatch *b = arg;
	int			i;

	for (i = 0; i < ncols; i++)
	{
		MemoryContext old = MemoryContextSwitchTo(b->rowcxt);

		observe_batch(&b->states[i], values + i, nulls + i, ncols, nrows, b->hashes, b->keep);
		MemoryContextSwitchTo(old);
		MemoryContextReset(b->rowcxt);
		ek_tuple_sample_column(b->tuples, i, b->hashes, nrows);
	}
	ek_tuple_sample_rows(b->tuples, nrows);
}

/* A pass that counts the values of some columns above where their sets were cut. */
typedef struct CountPass
{
	ColState  **cols;			/* the query's columns, in its order */
	EkValueSet **sets;			/* each holds hashes from its column's last ceiling up */
	MemoryContext rowcxt;
} CountPass;

static void
count_batch(void *arg, Datum *values, bool *nulls, int ncols, int nrows)
{
	CountPass  *p = arg;
	int			i,
				r;

	for (i = 0; i < ncols; i++)
	{
		MemoryContext old = MemoryContextSwitchTo(p->rowcxt);

		for (r = 0; r < nrows; r++)
			if (!nulls[r * ncols + i])
				(void) ek_valueset_add(p->sets[i], ek_hash_datum(&p->cols[i]->ht, values[r * ncols + i]), 1);
		MemoryContextSwitchTo(old);
		MemoryContextReset(p->rowcxt);
	}
}

/*
 * Counts exactly, for the columns whose sets were cut at their budget, the distinct values
 * read, those read once and the highest count, as if the sets had fitted: the same rows (the
 * same REPEATABLE sample, under the same snapshot) are read again, only those columns, each
 * pass counting the hashes from where the column's last set was cut up to where this pass's
 * set must cut (valueset.c), until every column is counted. A pass's sets share what the run
 * has left of ekaya.work_mem beside the sets this table holds, at least 64 kB each, and are
 * freed after the pass. The cut sets themselves, a uniform sample of the values below their
 * ceiling, stay as they are for discovery.
 */
static void
count_cut_columns(EkRun *run, EkTable *t, ColState *states, const char *from, Datum *values,
				  bool *nulls, MemoryContext keep)
{
	CountPass	pass;
	uint64	   *floors = palloc0(sizeof(uint64) * Max(t->ncolumns, 1));
	int			i;

	pass.cols = palloc(sizeof(ColState *) * Max(t->ncolumns, 1));
	pass.sets = palloc(sizeof(EkValueSet *) * Max(t->ncolumns, 1));
	pass.rowcxt = AllocSetContextCreate(keep, "ekaya profile count rows", ALLOCSET_DEFAULT_SIZES);
	for (i = 0; i < t->ncolumns; i++)
	{
		ColState   *cs = &states[i];

		if (!cs->set->overflowed)
			continue;
		set_counts(cs->set, &cs->count_distinct, &cs->count_once, &cs->count_maxfreq);
		floors[i] = cs->set->ceiling;
	}
	for (;;)
	{
		StringInfoData sql;
		Size		held = run->valueset_bytes,
					share;
		int			n = 0;

		for (i = 0; i < t->ncolumns; i++)
			held += ek_valueset_memory(states[i].set);
		initStringInfo(&sql);
		appendStringInfoString(&sql, "SELECT ");
		for (i = 0; i < t->ncolumns; i++)
			if (states[i].set->overflowed && !states[i].counted)
			{
				appendStringInfo(&sql, "%s%s", n ? ", " : "", quote_identifier(states[i].col->name));
				pass.cols[n++] = &states[i];
			}
		if (n == 0)
			break;
		appendStringInfoString(&sql, from);
		share = (Size) ekaya_work_mem_kb * 1024;
		share = Max((share > held ? share - held : 0) / n, (Size) 64 * 1024);
		for (i = 0; i < n; i++)
			pass.sets[i] = ek_valueset_create_from(share, floors[pass.cols[i] - states]);
		(void) read_batches(t, sql.data, values, nulls, count_batch, &pass);
		for (i = 0; i < n; i++)
		{
			ColState   *cs = pass.cols[i];
			int64		d,
						once,
						maxfreq;

			set_counts(pass.sets[i], &d, &once, &maxfreq);
			cs->count_distinct += d;
			cs->count_once += once;
			cs->count_maxfreq = Max(cs->count_maxfreq, maxfreq);
			if (pass.sets[i]->overflowed)
				floors[cs - states] = pass.sets[i]->ceiling;
			else
				cs->counted = true;
			ek_valueset_free(pass.sets[i]);
		}
		pfree(sql.data);
		CHECK_FOR_INTERRUPTS();
	}
	MemoryContextDelete(pass.rowcxt);
	pfree(pass.cols);
	pfree(pass.sets);
	pfree(floors);
}

/*
 * Keeps the value sets and sketches discovery will compare within ekaya.work_mem, however many
 * tables the run profiles: each table's sets got a share of what was left, at least 64 kB a
 * column, so that thousands of small tables together once held several times the setting
 * (issue 17). When they outgrow it, every kept set is cut to the hashes below one ceiling,
 * lowered a quarter at a time until they use three quarters of it, and sketches drop their
 * hashes above it (no cut set could hold them): a uniform subset of every column's values,
 * and any two sets still compare exactly below the ceiling. A candidate judged on cut sets is
 * measured exactly before it is accepted, as with sets cut by their own budget: less memory
 * costs time, not results. The rows kept for the screen of composite candidates
 * (sample_keys.c) count too, and are not cut. Sets keep at least a sixteenth of their values:
 * below that discovery would judge on too few, so that a schema of more columns than
 * ekaya.work_mem can hold a sixteenth of takes more (about 1 kB a column).
 */
#define EK_LOWEST_SET_CEILING (PG_UINT64_MAX / 16)	/* sets keep a sixteenth of their values at least */

/* Bytes a kept column's set and sketch take. */
static Size
kept_bytes(EkColumn *c)
{
	return ek_valueset_memory(c->values) + EK_SKETCH_SIZE(c->sketch->n);
}

/* Cuts a kept column's set and sketch to the run's ceiling. */
static void
cut_column(EkRun *run, EkColumn *c)
{
	EkSketch   *sk = c->sketch;

	ek_valueset_cut_to(c->values, run->set_ceiling);
	if (sk->n > 0 && sk->hashes[sk->n - 1] >= run->set_ceiling)
	{
		while (sk->n > 0 && sk->hashes[sk->n - 1] >= run->set_ceiling)
			sk->n--;
		c->sketch = ek_sketch_copy(sk);
		pfree(sk);
	}
}

static void
fit_value_sets(EkRun *run, EkTable *t)
{
	Size		budget = (Size) ekaya_work_mem_kb * 1024;
	MemoryContext old = MemoryContextSwitchTo(run->cxt);
	ListCell   *lc;
	int			i;

	if (run->set_ceiling == 0)
		run->set_ceiling = PG_UINT64_MAX;
	/* a table profiled after the ceiling was lowered holds only what the others hold */
	for (i = 0; i < t->ncolumns && run->set_ceiling < PG_UINT64_MAX; i++)
	{
		EkColumn   *c = &t->columns[i];
		Size		before;

		if (c->values == NULL || c->values->keys == NULL)
			continue;
		before = kept_bytes(c);
		cut_column(run, c);
		run->valueset_bytes = run->valueset_bytes - before + kept_bytes(c);
		run->valuesets_overflowed = true;
	}
	if (run->valueset_bytes > budget)
	{
		Size		held = run->valueset_bytes;

		while (held > budget / 4 * 3 && run->set_ceiling > EK_LOWEST_SET_CEILING)
		{
			held = 0;
			run->set_ceiling = run->set_ceiling / 4 * 3;
			foreach(lc, run->tables)
			{
				EkTable    *u = lfirst(lc);

				if (u->tuple_rows)
					held += sizeof(uint64) * u->ntuple_columns * u->tuple_nrows;
				for (i = 0; i < u->ncolumns; i++)
				{
					EkColumn   *c = &u->columns[i];

					if (c->values == NULL || c->values->keys == NULL)
						continue;
					cut_column(run, c);
					held += kept_bytes(c);
				}
			}
			run->valueset_bytes = held;
			run->valuesets_overflowed = true;
			CHECK_FOR_INTERRUPTS();
		}
	}
	MemoryContextSwitchTo(old);
}

/*
 * Tables of at most this many times the sampling bound (1.5 ekaya.sample_rows) by the estimate are
 * counted before the sampling decision. Until VACUUM or ANALYZE has run the estimate is the
 * table's size at 64 bytes a row, and after ANALYZE a block sample's guess: whether autovacuum
 * had got to a table first decided whether it was sampled, and analyses of the same data
 * differed from run to run (a table of 25,466 wide rows was guessed at 117,000 and sampled;
 * counted once autovacuum had run, and read whole). Counting that many rows costs a small
 * part of reading them.
 */
#define EK_COUNT_BELOW 10

/* The rows of from (" FROM ONLY t"), counted; as the reader ek_read_as set up. */
static double
count_rows(const char *from)
{
	StringInfoData sql;
	bool		isnull;
	Datum		d;
	double		n = -1;

	initStringInfo(&sql);
	appendStringInfo(&sql, "SELECT pg_catalog.count(*)%s", from);
	if (SPI_execute(sql.data, true, 1) == SPI_OK_SELECT && SPI_processed == 1)
	{
		d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull);
		if (!isnull)
			n = (double) DatumGetInt64(d);
	}
	pfree(sql.data);
	return n;
}

/* The scan: one cursor over all columns, TABLESAMPLE when the table is big. */
static void
scan_table(EkRun *run, EkTable *t, MemoryContext keep)
{
	StringInfoData sql;
	StringInfoData from;
	double		est,
				pages,
				sample_bound;	/* more rows than this are sampled */
	bool		counted;
	double		pct = 100.0;
	ColState   *states;
	int			i;
	int64		rows = 0;
	Size		budget;
	Datum	   *values;
	bool	   *nulls;
	ProfileBatch batch;
	EkReadAs	reader;

	est = estimated_rows(t, &counted, &pages);
	sample_bound = ekaya_sample_rows * 1.5;
	initStringInfo(&from);
	/* the names the lock check confirmed (ek_lock_table) */
	appendStringInfo(&from, " FROM %s%s", t->relkind == RELKIND_PARTITIONED_TABLE ? "" : "ONLY ",
					 quote_qualified_identifier(t->schema_name, t->table_name));
	/* read as the table's owner, in a security-restricted operation (table_read.c) */
	ek_read_as(t->owner, false, &reader);
	if (est <= EK_COUNT_BELOW * sample_bound && t->relkind != RELKIND_FOREIGN_TABLE)
	{
		double		n = count_rows(from.data);

		if (n >= 0)
		{
			est = n;
			counted = true;
		}
	}
	t->sampled = (est > sample_bound);
	if (t->sampled && t->relkind == RELKIND_FOREIGN_TABLE)
		appendStringInfo(&from, " LIMIT %d", ekaya_sample_rows);
	else if (t->sampled)
	{
		pct = Max(100.0 * ekaya_sample_rows / est, 0.0001);
		/*
		 * Block sampling reads only the sampled blocks, row sampling reads them all; but rows
		 * stored in key order make a block sample's values clustered, and estimates from it
		 * (distinct counts, containment) biased, unless the sample is a small part of many
		 * blocks
		 */
		appendStringInfo(&from, " TABLESAMPLE %s (%.6f) REPEATABLE (42)",
						 est > 10.0 * ekaya_sample_rows && pages * pct / 100.0 >= 100.0 ?
						 "SYSTEM" : "BERNOULLI", pct);
	}
	initStringInfo(&sql);
	appendStringInfoString(&sql, "SELECT ");
	for (i = 0; i < t->ncolumns; i++)
		appendStringInfo(&sql, "%s%s", i ? ", " : "", quote_identifier(t->columns[i].name));
	appendStringInfoString(&sql, from.data);

	/* each key-capable column may hold a share of what the run has left of ekaya.work_mem */
	budget = (Size) ekaya_work_mem_kb * 1024;
	budget = budget > run->valueset_bytes ? budget - run->valueset_bytes : 0;
	budget = Max(budget / Max(t->ncolumns, 1), (Size) 64 * 1024);

	states = MemoryContextAllocZero(keep, sizeof(ColState) * Max(t->ncolumns, 1));
	for (i = 0; i < t->ncolumns; i++)
		init_colstate(&states[i], &t->columns[i], budget, keep, run->cxt);
	values = MemoryContextAlloc(keep, sizeof(Datum) * Max(t->ncolumns, 1) * EK_FETCH_ROWS);
	nulls = MemoryContextAlloc(keep, sizeof(bool) * Max(t->ncolumns, 1) * EK_FETCH_ROWS);
	batch.states = states;
	batch.hashes = MemoryContextAlloc(keep, sizeof(uint64) * EK_FETCH_ROWS);
	batch.keep = keep;
	batch.rowcxt = AllocSetContextCreate(keep, "ekaya profile rows", ALLOCSET_DEFAULT_SIZES);
	batch.tuples = ek_tuple_sample_start(t, keep);

	rows = read_batches(t, sql.data, values, nulls, profile_batch, &batch);
	/* a LIMIT over a foreign table need not return the same rows twice */
	if (t->relkind != RELKIND_FOREIGN_TABLE)
		count_cut_columns(run, t, states, from.data, values, nulls, keep);
	ek_read_done(&reader);

	t->rows_scanned = rows;
	if (t->sampled && t->relkind == RELKIND_FOREIGN_TABLE)
	{
		t->row_count = Max(rows, (int64) est);
		t->row_count_exact = false;
	}
	else if (t->sampled)
	{
		/*
		 * The catalog's count when VACUUM or ANALYZE made one; before that it is a guess from
		 * the table's size, and the sample's own estimate is better: each row (BERNOULLI) or
		 * block (SYSTEM) was read with probability pct, so rows / pct is unbiased.
		 */
		t->row_count = counted ? Max(rows, (int64) rint(est)) :
			Max(rows, (int64) rint(rows * 100.0 / pct));
		t->row_count_exact = false;
	}
	else
	{
		t->row_count = rows;
		t->row_count_exact = true;
	}
	for (i = 0; i < t->ncolumns; i++)
		finish_column(run, t, &states[i], rows > 0 ? (double) t->row_count / rows : 1.0);
	ek_tuple_sample_finish(run, t, batch.tuples);
	fit_value_sets(run, t);
}

typedef struct ProfileArgs
{
	EkRun	   *run;
	EkTable    *table;
	MemoryContext keep;
} ProfileArgs;

/* The guarded part of a profile: lock, check the table is still the one recorded, read it. */
static void
profile_locked(void *arg)
{
	ProfileArgs *a = arg;

	ek_lock_table(a->run, a->table);
	SPI_connect();
	read_defaults(a->run, a->table);
	scan_table(a->run, a->table, a->keep);
	SPI_finish();
}

/*
 * Profiles one table under AccessShareLock, waiting at most ekaya.lock_timeout for it and
 * running at most ekaya.statement_timeout. A table dropped or changed meanwhile, or one whose
 * lock cannot be had, is skipped with the reason instead of failing the run. Returns false
 * when the table was skipped or must be retried.
 */
bool
ek_profile_table(EkRun *run, EkTable *t)
{
	ProfileArgs args;
	ErrorData  *edata;
	bool		timed_out;
	const char *reason = NULL;
	TimestampTz start = GetCurrentTimestamp();

	args.run = run;
	args.table = t;
	args.keep = AllocSetContextCreate(run->cxt, "ekaya profile", ALLOCSET_DEFAULT_SIZES);
	t->lock_retry = false;
	t->yielded = false;
	edata = ek_run_guarded(profile_locked, &args, &timed_out);
	MemoryContextDelete(args.keep);
	if (edata == NULL)
	{
		ereport(DEBUG1,
				(errmsg_internal("ekaya: profiled %s: " INT64_FORMAT " rows%s in %.1f ms",
								 t->qualified_name, t->rows_scanned, t->sampled ? " (sampled)" : "",
								 (double) (GetCurrentTimestamp() - start) / 1000.0)));
		return true;
	}

	switch (edata->sqlerrcode)
	{
		case ERRCODE_LOCK_NOT_AVAILABLE:
			t->lock_retry = true;
			reason = t->yielded ?
				"lock_conflict: another session waited for a lock on the table, so the analysis gave way" :
				"lock_not_available: AccessShareLock not granted within ekaya.lock_timeout";
			break;
		case ERRCODE_UNDEFINED_TABLE:
		case ERRCODE_UNDEFINED_COLUMN:
		case ERRCODE_UNDEFINED_OBJECT:
			reason = "dropped_or_changed: the table was dropped or altered during the analysis";
			break;
		case ERRCODE_INSUFFICIENT_PRIVILEGE:
			reason = "insufficient_privilege: the requesting role cannot SELECT this table";
			break;
		case ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE:
			reason = "not_populated: the materialized view has never been refreshed";
			break;
		case ERRCODE_QUERY_CANCELED:
			if (timed_out)
				reason = ek_past_deadline() ? EK_SKIP_TIME_LIMIT :
					"statement_timeout: reading the table took longer than ekaya.statement_timeout";
			break;
		default:
			break;
	}
	if (reason == NULL)
		ReThrowError(edata);
	t->skipped = true;
	t->skip_reason = MemoryContextStrdup(run->cxt, reason);
	FreeErrorData(edata);
	return false;
}
