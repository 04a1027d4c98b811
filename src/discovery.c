/*
 * discovery.c: relationships measured on the data. Declared foreign keys are measured too:
 * the data may violate a constraint that is NOT VALID or was declared on a subset of
 * partitions, and agents deserve to know.
 */
#include "ekaya.h"

#include "miscadmin.h"

/*
 * Containment of one source column in one target column, from the value sets the profiling
 * pass kept: matched distinct values, orphan rows, match rate and target coverage.
 */
static void
measure_pair(EkRelationship *r, EkColumn *src, EkColumn *tgt)
{
	uint32		i;
	int64		matched = 0,
				matched_rows = 0,
				orphan_rows = 0;

	r->source_distinct = src->distinct_count;
	r->target_distinct = tgt->distinct_count;
	if (src->values == NULL || tgt->values == NULL)
		return;
	for (i = 0; i < src->values->capacity; i++)
	{
		uint64		h = src->values->keys[i];

		if (h == 0)
			continue;
		if (ek_valueset_count(tgt->values, h) > 0)
		{
			matched++;
			matched_rows += src->values->counts[i];
		}
		else
			orphan_rows += src->values->counts[i];
	}
	r->matched_count = matched;
	r->orphan_count = orphan_rows;
	r->match_rate = src->values->used > 0 ? (double) matched / src->values->used : 0;
	r->target_coverage = tgt->values->used > 0 ? (double) matched / tgt->values->used : 0;
	r->cardinality = src->max_frequency == 1 ? "1:1" : "N:1";
}

static EkRelationship *
declared_relationship(EkRun *run, EkTable *src, EkForeignKey *fk)
{
	EkRelationship *r = palloc0(sizeof(EkRelationship));

	r->source = src;
	r->target = ek_find_table(run, fk->target_relid);
	r->ncolumns = fk->ncolumns;
	r->source_attnums = fk->source_attnums;
	r->target_attnums = fk->target_attnums;
	r->relationship_type = "fk";
	r->inference_method = "declared";
	r->accepted = true;
	r->cardinality = "N:1";
	r->confidence = 1.0;
	r->match_rate = r->target_coverage = -1;
	r->matched_count = r->orphan_count = r->source_distinct = r->target_distinct = -1;
	r->constraint_name = fk->name;
	if (fk->ncolumns == 1)
	{
		measure_pair(r, ek_find_column(src, fk->source_attnums[0]),
					 ek_find_column(r->target, fk->target_attnums[0]));
		r->fk_violated = r->orphan_count > 0;
	}
	return r;
}

/* Fills run->relationships from the profiled tables. */
void
ek_discover_relationships(EkRun *run)
{
	ListCell   *lc;
	MemoryContext old = MemoryContextSwitchTo(run->cxt);

	foreach(lc, run->tables)
	{
		EkTable    *t = lfirst(lc);
		ListCell   *fc;

		if (t->skipped)
			continue;
		foreach(fc, t->foreign_keys)
		{
			EkForeignKey *fk = lfirst(fc);
			EkTable    *target = ek_find_table(run, fk->target_relid);

			if (target == NULL || target->skipped)
				continue;
			run->relationships = lappend(run->relationships, declared_relationship(run, t, fk));
			CHECK_FOR_INTERRUPTS();
		}
	}
	MemoryContextSwitchTo(old);
}
