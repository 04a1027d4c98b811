/*
 * discovery_bound.c: what keeps relationship discovery bounded on big and wide schemas.
 *
 * Composite candidates are the expensive ones: only the exact measurement over the whole
 * tables can accept them, and a key of millions of tuples does not fit ekaya.work_mem, so it is
 * measured by SQL joins that spill to disk. On a TPC-DS-shaped warehouse with every constraint
 * dropped, hundreds of composite candidates of its keyless fact tables kept an analysis in hash
 * joins for many minutes. Most of them are ruled out by what the profile already knows, before
 * any SQL runs:
 *   - a tuple that repeats in the rows a profile read is not a key (sample_keys.c), and a
 *     triple holding a unique pair is not the smallest key;
 *   - a column named like a measure (a quantity, an amount, a price) and profiled as one is
 *     not part of a key;
 *   - a reference holds at most as many distinct tuples as its target has rows (a match rate
 *     of at least 0.9 is needed to accept one): sales by (item, order number) do not reference
 *     the returns of a tenth of them, whatever their names say.
 *
 * And the rows a run stores grow with the columns, not with their square: many near-identical
 * tables make every key a candidate target of every column, and each candidate turned down
 * kept its row and its evidence. Of a source column's rejected candidates, the first
 * EK_REJECTED_KEPT in the order discovery ranks them (fits first, then by names and data) keep
 * their rows with their reasons; the others are counted on those rows (rejected_not_stored)
 * and in the job's stats, and freed at once, so that the run never holds them all either;
 * the kept ones are final, and are written to the stage tables EK_STAGE_BATCH at a time.
 */
#include "discovery.h"

#include <ctype.h>

/* estimates of row counts from samples are off by less than this */
#define EK_BOUND_SLACK		1.25

/* Words of quantities and money: a column so named, and profiled as a measure, is no key part. */
static const char *const measure_words[] = {
	"quantity", "qty", "amount", "amt", "price", "cost", "total", "sum", "avg", "tax",
	"discount", "fee", "salary", "balance", "weight", "height", "width", "length", "rating",
	"score", "percent", "pct", "ratio", "profit", "loss", "paid", "revenue", "charge", "credit",
	"cash", "count", "duration"
};

/* Does name hold one of measure_words as a word (between non-letters or camelCase humps)? */
static bool
named_like_measure(const char *name)
{
	const char *p = name;

	while (*p)
	{
		char		word[32];
		int			len = 0;
		int			i;

		while (*p && !isalpha((unsigned char) *p))
			p++;
		while (*p && isalpha((unsigned char) *p))
		{
			if (len > 0 && isupper((unsigned char) *p) && islower((unsigned char) p[-1]))
				break;
			if (len < (int) sizeof(word) - 1)
				word[len++] = tolower((unsigned char) *p);
			p++;
		}
		word[len] = '\0';
		for (i = 0; i < (int) lengthof(measure_words); i++)
			if (len > 0 && strcmp(word, measure_words[i]) == 0)
				return true;
	}
	return false;
}

/* A measure: profiled as one, named like one, and not named like a key. */
static bool
is_measure(EkColumn *c)
{
	return c->semantic_type != NULL && strcmp(c->semantic_type, "measure") == 0 &&
		named_like_measure(c->name) && !ek_name_is_keylike(c->name);
}

/* Do the columns attnums of t form one of its declared keys (in any order)? */
bool
ek_declared_key(EkTable *t, const AttrNumber *attnums, int n)
{
	ListCell   *lc;

	foreach(lc, t->keys)
	{
		EkKey	   *k = lfirst(lc);

		if (k->ncolumns == n && ek_same_attnums(k->attnums, attnums, n))
			return true;
	}
	return false;
}

/*
 * A lower bound of the distinct tuples of columns attnums of t, from its profile: every row
 * holding the first column for a declared key or a tuple unique in the sample, else the most
 * distinct values any one column has (exact on a table read whole; on a sampled one, the
 * distinct values among the rows read, which the table has at least).
 */
static double
distinct_lower_bound(EkTable *t, const AttrNumber *attnums, int n)
{
	EkColumn   *first = ek_find_column(t, attnums[0]);
	bool		known;
	double		lb = 0;
	int			i;

	if (first == NULL)
		return 0;
	if (ek_declared_key(t, attnums, n) ||
		(ek_tuple_unique_in_sample(t, attnums, n, &known) && known))
		return (double) Max(t->row_count - first->null_count, 0) / EK_BOUND_SLACK;
	for (i = 0; i < n; i++)
	{
		EkColumn   *c = ek_find_column(t, attnums[i]);

		if (c)
			lb = Max(lb, (double) (t->sampled ? c->distinct_read : c->distinct_count));
	}
	return lb;
}

/*
 * May st(src) reference tt(key), a composite candidate of n columns? False when the profiles
 * rule it out (see the head of this file); key_measured: tt's key is not declared, so that it
 * must also be unique, and must not be made of measures.
 */
static bool
composite_plausible(EkTable *st, const AttrNumber *src, EkTable *tt, const AttrNumber *key,
					int n, bool key_measured)
{
	int			i;

	if (key_measured)
	{
		bool		known;

		for (i = 0; i < n; i++)
		{
			EkColumn   *c = ek_find_column(tt, key[i]);

			if (c == NULL || is_measure(c))
				return false;
		}
		if (!ek_tuple_unique_in_sample(tt, key, n, &known) && known)
			return false;
	}
	/* distinct source tuples, matched at least EK_MATCH_LOWEST, are at most the target's rows */
	return distinct_lower_bound(st, src, n) * EK_MATCH_LOWEST <= (double) tt->row_count * EK_BOUND_SLACK;
}

/* composite_plausible, counted in the run's stats */
bool
ek_composite_plausible(EkRun *run, EkTable *st, const AttrNumber *src, EkTable *tt,
					   const AttrNumber *key, int n, bool key_measured)
{
	bool		plausible = composite_plausible(st, src, tt, key, n, key_measured);

	if (!plausible)
		run->composites_pruned++;
	return plausible;
}

#define EK_REJECTED_KEPT 3
#define EK_STAGE_BATCH 2000		/* rejected rows written to the stage tables at a time */

/* Frees a relationship row discovery made (every part of it is its own allocation). */
static void
free_relationship(EkRelationship *r)
{
	pfree(r->source_attnums);
	pfree(r->target_attnums);
	if (r->evidence_json)
		pfree(r->evidence_json);
	if (r->source_role)
		pfree(r->source_role);
	list_free_deep(r->alternatives);
	pfree(r);
}

/*
 * One source column is decided, its rows appended to run->relationships from index first on:
 * keeps the accepted ones and the first EK_REJECTED_KEPT rejected ones, and counts the others
 * on those, with the passed_over targets the screen did not let it be measured against.
 * Runs in the run's memory.
 */
void
ek_keep_best_rejected(EkRun *run, int first, int passed_over)
{
	int			n = list_length(run->relationships),
				rejected = 0,
				dropped = passed_over,
				i;
	List	   *kept = NIL;
	ListCell   *lc;

	run->rejected_not_stored += passed_over;
	ek_progress(run, "screening candidates", false);
	if (n == first)
		return;
	for (i = first; i < n; i++)
	{
		EkRelationship *r = list_nth(run->relationships, i);

		if (r->accepted || rejected++ < EK_REJECTED_KEPT)
			kept = lappend(kept, r);
		else
		{
			free_relationship(r);
			dropped++;
			run->rejected_not_stored++;
		}
	}
	run->relationships = list_truncate(run->relationships, first);
	foreach(lc, kept)
	{
		EkRelationship *r = lfirst(lc);

		if (r->accepted)
			run->relationships = lappend(run->relationships, r);
		else
		{
			/* final: written with the next batch, not held until publishing */
			r->rejected_not_stored = dropped;
			run->to_stage = lappend(run->to_stage, r);
		}
	}
	list_free(kept);
	if (list_length(run->to_stage) >= EK_STAGE_BATCH)
	{
		ek_stage_relationships(run, run->to_stage);
		foreach(lc, run->to_stage)
			free_relationship(lfirst(lc));
		list_free(run->to_stage);
		run->to_stage = NIL;
	}
}
